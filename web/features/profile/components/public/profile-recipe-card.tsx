import type { RecipeCard } from '@contracts/recipes';
import { paths } from '@contracts/routes';
import { ChefHat, Clock, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Photo } from '@/components/photo';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/texts';

/**
 * A public recipe on a profile: photo, title, description, prep time, servings, difficulty.
 * `priority` for the first card, whose photo is on a phone's first screen.
 */
export function ProfileRecipeCard({
  recipe,
  menu,
  priority = false,
}: {
  recipe: RecipeCard;
  menu?: ReactNode;
  priority?: boolean;
}) {
  const t = useT('profile');
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      {recipe.image ? (
        <Photo
          src={recipe.image}
          alt=""
          // Two columns in the profile's wider column from sm; about 360 px each from lg.
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-gradient-to-br from-notice via-accent/50 to-accent text-primary/40">
          <ChefHat className="size-12" aria-hidden="true" />
        </div>
      )}
      {menu && <div className="absolute top-2 right-2 z-10">{menu}</div>}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="line-clamp-2 font-semibold font-serif text-lg leading-snug">
          <Link
            to={paths.recipe(recipe.id)}
            className="after:absolute after:inset-0 hover:text-primary-strong focus-visible:underline"
          >
            {recipe.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {recipe.description?.trim() || t('noDescription')}
        </p>
        <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-2 text-sm text-muted-foreground">
          {recipe.prepTime?.trim() && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Clock className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{t('prepTime')}</span>
              </dt>
              <dd>{recipe.prepTime}</dd>
            </div>
          )}
          {recipe.servings !== null && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Users className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{t('servings')}</span>
              </dt>
              <dd>{t('servingsCount', { count: recipe.servings })}</dd>
            </div>
          )}
          {recipe.difficulty && (
            <div>
              <dt className="sr-only">{t('difficulty')}</dt>
              <dd>
                <Badge variant={recipe.difficulty}>
                  {t('difficultyLevel', { difficulty: recipe.difficulty })}
                </Badge>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
