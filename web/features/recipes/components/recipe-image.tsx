import { ChefHat } from 'lucide-react';
import { useState } from 'react';
import { Photo } from '@/components/photo';
import { cn } from '@/lib/utils';

/**
 * A recipe's photo, or a warm placeholder when it has none or the photo cannot be loaded.
 * `alt` is empty by default: next to the recipe's title the photo is decoration.
 */
export function RecipeImage({
  src,
  alt = '',
  sizes,
  priority,
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  /** How wide it is drawn (`<img sizes>`). */
  sizes: string;
  /** On a phone's first screen: fetched at once, not lazily (Photo). */
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-notice via-accent/50 to-accent text-primary/40',
          className,
        )}
      >
        <ChefHat className="size-12" aria-hidden="true" />
      </div>
    );
  }
  return (
    <Photo
      src={src}
      alt={alt}
      sizes={sizes}
      priority={priority}
      onError={() => setFailed(src)}
      className={cn('object-cover', className)}
    />
  );
}
