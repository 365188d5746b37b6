import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/utils';

/**
 * A user's name as text, drawn in the animated rainbow style for the users the server lists
 * (cosmetic only; still, without motion when the user prefers reduced motion).
 */
export function DisplayName({
  userId,
  name,
  className,
}: {
  userId: string;
  name: string;
  className?: string;
}) {
  const rainbow = useAppConfig()?.rainbowUserIds.includes(userId) ?? false;
  return (
    <span className={cn(rainbow && 'rainbow-name', className)} data-rainbow={rainbow || undefined}>
      {name}
    </span>
  );
}
