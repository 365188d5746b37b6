import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Message } from '@/lib/i18n/message';

/** A labelled text input with an optional hint and error, wired for screen readers. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...props
}: ComponentProps<typeof Input> & { id: string; label: string; hint?: string; error?: string }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          <Message text={error} />
        </p>
      )}
    </div>
  );
}
