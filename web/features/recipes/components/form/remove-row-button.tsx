import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The × that removes one ingredient row or step; disabled while it is the last one. */
export function RemoveRowButton({
  label,
  title,
  disabled,
  onClick,
  className,
}: {
  label: string;
  title: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      className={cn('px-0 text-muted-foreground hover:text-destructive', className)}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <X aria-hidden="true" />
    </Button>
  );
}
