import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { useMessageText } from '@/lib/i18n/message-text';

/** The ARIA wiring of a field's control: its id, invalid state and the hint and error texts. */
export function fieldProps(id: string, { hint, error }: { hint?: string; error?: string } = {}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** A label, the control (wired with `fieldProps`), a hint and an error message. */
export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's error: a schema's or the API's English words are shown in the page's language. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className="font-medium text-destructive text-sm">
      {messageText(message)}
    </p>
  );
}
