import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

/**
 * A modal dialog (role "dialog"): focus moves inside and stays there, Escape and the close
 * button close it. Compose Root > Content > Header(Title, Description) + body + Footer.
 */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  // The form footer's texts: loaded with the screen that holds the dialog, not on its first
  // opening, when waiting for them would put the screen's loading page in its place.
  useT('shared');
  return <DialogPrimitive.Root {...props} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const t = useT('common');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={t('close')}
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-2 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('font-semibold font-serif text-xl', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * The footer of a dialog that holds a form: Cancel closes it, the submit button says what is
 * happening while the form is sent, and both wait while it is. `submitVariant` marks a submit
 * that cannot be undone (`destructive`).
 */
export function DialogFormFooter({
  pending,
  canSubmit = true,
  submitLabel,
  pendingLabel,
  submitVariant,
}: {
  pending: boolean;
  canSubmit?: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonProps['variant'];
}) {
  const t = useT('shared');
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          {t('cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" variant={submitVariant} disabled={!canSubmit || pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/**
 * A dialog's form. The dialog is drawn in a portal, yet React bubbles its submit event through
 * the component tree to any form around the dialog's trigger (Account Settings' cards sit in the
 * profile's form): stopped here, so submitting the dialog never submits that one too.
 */
export function DialogForm({ onSubmit, ...props }: ComponentProps<'form'>) {
  return (
    <form
      noValidate
      className="grid gap-5"
      {...props}
      onSubmit={(event) => {
        event.stopPropagation();
        onSubmit?.(event);
      }}
    />
  );
}
