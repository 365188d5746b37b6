import { ChefHat } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * A recipe's photo, or a warm placeholder when it has none or the photo cannot be loaded.
 * `alt` is empty by default: next to the recipe's title the photo is decoration.
 */
export function RecipeImage({
  src,
  alt = '',
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-amber-100 via-orange-50 to-orange-100 text-orange-300',
          className,
        )}
      >
        <ChefHat className="size-12" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('object-cover', className)}
    />
  );
}
