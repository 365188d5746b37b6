import { initials } from '@contracts/user-names';
import { useEffect, useRef, useState } from 'react';
import { avatarSource } from '@/lib/photo-sources';
import { cn } from '@/lib/utils';

/**
 * A user's picture, or their initials (from the display name, fallback 'U') when they
 * have none or it cannot be loaded. The picture is its avatar-sized copy when it has one, never
 * the full photo. A plain `<img>`, so the server's HTML shows it (decision 023): the browser
 * fetches it with the page, and a quiet disc holds its place while it comes.
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
  const source = src ? avatarSource(src, size) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A picture that failed before the page's code ran (drawn by the server) fired its error event
  // to nobody: a finished image with no pixels has failed.
  useEffect(() => {
    const shown = image.current;
    if (source && shown?.complete && shown.naturalWidth === 0) setFailed(source);
  }, [source]);

  return (
    <span
      className={cn(
        'relative flex size-24 shrink-0 overflow-hidden rounded-full shadow-md ring-4 ring-card',
        className,
      )}
    >
      {source && failed !== source ? (
        <img
          ref={image}
          src={source}
          alt={alt}
          decoding="async"
          onError={() => setFailed(source)}
          className="size-full bg-muted object-cover"
        />
      ) : (
        <span
          className={cn(
            'flex size-full items-center justify-center rounded-full bg-gradient-to-br from-orange-700 to-amber-700 font-semibold text-3xl text-white',
            fallbackClassName,
          )}
        >
          {initials(displayName)}
        </span>
      )}
    </span>
  );
}

/** The small picture at the start of a row of people (members, staff, blocked cooks, notices). */
export function RowAvatar({
  src,
  displayName,
}: {
  src: string | null | undefined;
  displayName: string | null | undefined;
}) {
  return (
    <UserAvatar
      src={src}
      displayName={displayName}
      size={40}
      className="size-10 shadow-none ring-0"
      fallbackClassName="text-sm"
    />
  );
}
