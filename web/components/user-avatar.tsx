import { initials } from '@contracts/user-names';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';

/** A user's picture, or their initials (SPEC §3: from the display name, fallback 'U'). */
export function UserAvatar({
  src,
  displayName,
  alt = '',
  className,
  fallbackClassName,
}: {
  src: string | null | undefined;
  displayName: string | null | undefined;
  alt?: string;
  className?: string;
  fallbackClassName?: string;
}) {
  return (
    <Avatar className={cn('size-24 ring-4 ring-white shadow-md', className)}>
      {src && <AvatarImage src={src} alt={alt} />}
      <AvatarFallback className={cn('text-3xl', fallbackClassName)} delayMs={src ? 300 : undefined}>
        {initials(displayName)}
      </AvatarFallback>
    </Avatar>
  );
}
