import type { RecipeCard as RecipeCardData } from '@contracts/recipes';
import { paths } from '@contracts/routes';
import { Clock, Heart, Pencil, Star, Trash2, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { WithheldNotice } from '@/components/withheld-notice';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { shortenDuration } from '../lib/duration';
import { DifficultyBadge } from './difficulty-badge';
import { RecipeImage } from './recipe-image';

export interface RecipeCardProps {
  /** A card of a list, or a whole recipe. */
  recipe: RecipeCardData;
  /** The edit and delete buttons appear when the screen passes both handlers. */
  onEdit?: (recipe: RecipeCardData) => void;
  onDelete?: (recipe: RecipeCardData) => void;
  /** A slot over the photo's corner for a menu, e.g. 'Report Recipe' for someone else's recipe. */
  menu?: ReactNode;
  titleAs?: 'h2' | 'h3';
  /** The first card of a list: likely on a phone's first screen, so its photo comes first. */
  priority?: boolean;
  /** A checkbox over the photo to choose the card for a bulk action (My Recipes). */
  selection?: CardSelection;
  /** Under the title: whose recipe it is, in a list of several cooks' recipes. */
  byline?: ReactNode;
}

export interface CardSelection {
  selected: boolean;
  /** Shown at all times once any card is chosen; before that on hover or focus only. */
  shown: boolean;
  /** `range`: shift was held, so the cards from the last one clicked follow this one. */
  onToggle: (range: boolean) => void;
}

/**
 * How wide a card's photo is drawn in the recipe grid (RECIPE_GRID_CLASS in a max-w-6xl page):
 * one column on phones, two from `sm`, four of about 260 px from `lg`.
 */
export const RECIPE_CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 50vw, 100vw';

/** The recipe card, reused by every list of recipes. */
export function RecipeCard({
  recipe,
  onEdit,
  onDelete,
  menu,
  titleAs = 'h3',
  priority = false,
  selection,
  byline,
}: RecipeCardProps) {
  const t = useT('recipes');
  const titleId = useId();
  const Title = titleAs;
  const { cookTime, difficulty, servings, favorite, rating } = recipe;
  // A card shows a few tags; the recipe's page shows them all.
  const tags = recipe.tags.slice(0, 3);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md',
        selection?.selected && 'border-primary ring-2 ring-primary',
      )}
    >
      <div className="relative">
        <RecipeImage
          src={recipe.image}
          sizes={RECIPE_CARD_SIZES}
          priority={priority}
          className="aspect-[4/3] w-full"
        />
        {selection && <SelectBox selection={selection} title={recipe.title} />}
        {menu && <div className="absolute top-2 right-2">{menu}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Title id={titleId} className="line-clamp-2 font-semibold font-serif text-lg leading-snug">
          {recipe.title}
        </Title>
        {byline}
        {recipe.withheld && <WithheldNotice withheld={recipe.withheld} compact />}
        {(favorite || rating) && (
          <p className="flex items-center gap-2 text-primary">
            {favorite && (
              <Heart className="size-4 fill-current" role="img" aria-label={t('favourite')} />
            )}
            {rating ? <Stars rating={rating} /> : null}
          </p>
        )}
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {recipe.description?.trim() || t('noDescription')}
        </p>
        {tags.length > 0 && (
          <ul aria-label={t('tags')} className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-accent-border bg-accent px-2 py-0.5 text-primary-strong text-xs"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          {cookTime?.trim() && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Clock className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{t('cookTime')}</span>
              </dt>
              <dd>{shortenDuration(cookTime)}</dd>
            </div>
          )}
          {servings !== null && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Users className="size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{t('servings')}</span>
              </dt>
              <dd>{t('servingsCount', { count: servings })}</dd>
            </div>
          )}
          {difficulty && (
            <div>
              <dt className="sr-only">{t('difficulty')}</dt>
              <dd>
                <DifficultyBadge difficulty={difficulty} />
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-auto flex items-center gap-2 pt-3">
          <Button asChild size="sm" className="flex-1">
            <Link to={paths.recipe(recipe.id)} aria-describedby={titleId}>
              {t('viewRecipe')}
            </Link>
          </Button>
          {onEdit && onDelete && (
            <>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('editRecipe', { title: recipe.title })}
                title={t('edit')}
                onClick={() => onEdit(recipe)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('deleteRecipe', { title: recipe.title })}
                title={t('delete')}
                className="text-destructive hover:bg-destructive-soft"
                onClick={() => onDelete(recipe)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * The card's checkbox: a native one, so Tab reaches it and Space toggles it. Its label pads it to
 * a 44 px target for a finger; screens without hover always show it, as they cannot reveal it.
 */
function SelectBox({ selection, title }: { selection: CardSelection; title: string }) {
  const t = useT('recipes');
  return (
    <label
      className={cn(
        'absolute top-1 left-1 flex size-11 cursor-pointer items-center justify-center rounded-xl transition-opacity focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100',
        selection.shown || selection.selected ? 'opacity-100' : 'opacity-0',
      )}
    >
      <input
        type="checkbox"
        aria-label={t('selectRecipe', { title })}
        checked={selection.selected}
        readOnly
        onClick={(event) => selection.onToggle(event.shiftKey)}
        className="size-6 cursor-pointer rounded-md border-2 border-white accent-primary shadow-md"
      />
    </label>
  );
}

/** A rating as filled stars, read as "Rated 4 of 5". */
function Stars({ rating }: { rating: number }) {
  const t = useT('recipes');
  return (
    <span role="img" aria-label={t('rated', { rating })} className="flex">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          className={star <= rating ? 'size-3.5 fill-current' : 'size-3.5 text-faint'}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
