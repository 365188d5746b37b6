import type { Cookbook } from '@contracts/cookbooks';
import { paths } from '@contracts/routes';
import { BookMarked, Globe } from 'lucide-react';
import { Link } from 'react-router';
import { Photo } from '@/components/photo';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/texts';

/** How wide a cover is drawn in COOKBOOK_GRID_CLASS, in a max-w-6xl page. */
const COVER_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

export const COOKBOOK_GRID_CLASS = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A cookbook in a list: its cover (or a placeholder), name, description, size and visibility. */
export function CookbookCard({
  cookbook,
  titleAs: Title = 'h2',
  priority = false,
}: {
  cookbook: Cookbook;
  titleAs?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const t = useT('cookbooks');
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md">
      {cookbook.cover ? (
        <Photo
          src={cookbook.cover}
          alt=""
          sizes={COVER_SIZES}
          priority={priority}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] w-full items-center justify-center bg-accent text-primary"
        >
          <BookMarked className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Title className="font-semibold font-serif text-lg leading-snug">
          {/* The whole card is the link's target; the name is what it is called. */}
          <Link
            to={paths.cookbook(cookbook.id)}
            className="outline-none after:absolute after:inset-0 hover:text-primary"
          >
            {cookbook.name}
          </Link>
        </Title>
        {cookbook.description && (
          <p className="line-clamp-2 text-muted-foreground text-sm">{cookbook.description}</p>
        )}
        <p className="mt-auto flex items-center gap-2 pt-2 text-muted-foreground text-sm">
          {t('recipeCount', { count: cookbook.recipeCount })}
          {cookbook.isPublic && <PublicBadge />}
        </p>
      </div>
    </article>
  );
}

export function PublicBadge() {
  const t = useT('cookbooks');
  return (
    <Badge>
      <Globe aria-hidden="true" />
      {t('public')}
    </Badge>
  );
}
