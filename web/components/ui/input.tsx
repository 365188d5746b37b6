import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A text-like `<input>`; `aria-invalid` turns the border red. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm shadow-xs transition-colors placeholder:text-faint hover:border-faint disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
