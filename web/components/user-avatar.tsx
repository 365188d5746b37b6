import { initials } from '@contracts/user-names';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { avatarSource } from '@/lib/photo-sources';
import { cn } from '@/lib/utils';

/**
 * A user's picture, or their initials (SPEC §3: from the display name, fallback 'U'). The picture
 * is its avatar-sized copy when it has one, never the full photo.
 */
export function UserAvatar({
  src,
  displayName,
  alt = '',
  size = 96,
  className,
  fallbackClassName,
}: {
  src: string | null | undefined;
  displayName: string | null | undefined;
  alt?: string;
  /** The largest width it is drawn at, in CSS pixels (its `size-*` classes). */
  size?: number;
  className?: string;
  fallbackClassName?: string;
}) {
  return (
    <Avatar className={cn('size-24 ring-4 ring-card shadow-md', className)}>
      {src && <AvatarImage src={avatarSource(src, size)} alt={alt} />}
      <AvatarFallback className={cn('text-3xl', fallbackClassName)} delayMs={src ? 300 : undefined}>
        {initials(displayName)}
      </AvatarFallback>
    </Avatar>
  );
}
