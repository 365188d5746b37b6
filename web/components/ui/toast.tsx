import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed right-0 bottom-0 z-50 m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm print:hidden',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg motion-safe:data-[state=closed]:animate-[toast-out_120ms_ease-in] motion-safe:data-[state=open]:animate-[toast-in_180ms_ease-out] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:transition-transform',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function ToastRoot({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('font-semibold text-sm', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useT('common');
  return (
    <ToastPrimitive.Close
      aria-label={t('close')}
      className={cn(
        'absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

/** The toast's one action; a toast with one also says how else to do it (Radix's altText). */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-9 shrink-0 items-center self-center rounded-lg border border-current/30 px-3 font-medium text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
