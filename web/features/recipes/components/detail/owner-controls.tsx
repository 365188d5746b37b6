import { ORGANISE_LIMITS } from '@contracts/organise';
import type { Recipe } from '@contracts/recipes';
import { Heart, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { cn } from '@/lib/utils';
import { usePatchRecipe } from '../../api/recipe-mutations';
import type { RecipeT } from '../../lib/recipe-t';

/** A refused change is already undone on screen; the toast says it did not stick. */
function toastNotSaved(t: RecipeT, error: unknown, description: string) {
  toast(rateLimitToast(error) ?? { title: t('error'), description, variant: 'destructive' });
}

/** The owner's heart: a toggle, shown at once and saved behind (decision 037). */
export function FavoriteButton({ recipe }: { recipe: Recipe }) {
  const t = useT('recipe');
  const patch = usePatchRecipe(recipe.id);
  const favorite = recipe.favorite ?? false;
  return (
    <Button
      variant="outline"
      aria-pressed={favorite}
      onClick={() =>
        patch.mutate(
          { favorite: !favorite },
          { onError: (error) => toastNotSaved(t, error, t('favoriteFailed')) },
        )
      }
    >
      <Heart className={cn(favorite && 'fill-current text-primary')} aria-hidden="true" />
      {t('favourite')}
    </Button>
  );
}

/**
 * The owner's 1–5 stars: native radios, so arrow keys move between them and a screen reader
 * reads "3 stars, 3 of 5"; Clear takes the rating away.
 */
export function RatingControl({ recipe }: { recipe: Recipe }) {
  const t = useT('recipe');
  const patch = usePatchRecipe(recipe.id);
  const name = useId();
  const rating = recipe.rating ?? null;
  const rate = (next: number | null) =>
    patch.mutate(
      { rating: next },
      { onError: (error) => toastNotSaved(t, error, t('ratingFailed')) },
    );

  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
      <legend className="float-left mr-2 font-medium text-sm">{t('yourRating')}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={rating === stars}
              onChange={() => rate(stars)}
              className="sr-only"
            />
            <Star
              className={cn(
                'size-6 text-primary',
                rating !== null && stars <= rating ? 'fill-current' : 'text-faint',
              )}
              aria-hidden="true"
            />
            <span className="sr-only">{t('stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      {rating !== null && (
        <Button variant="ghost" size="sm" onClick={() => rate(null)}>
          {t('clearRating')}
        </Button>
      )}
    </fieldset>
  );
}

/** The owner's private notes, saved with Save. */
export function PrivateNotes({ recipe }: { recipe: Recipe }) {
  const t = useT('recipe');
  const patch = usePatchRecipe(recipe.id);
  const saved = recipe.notes ?? '';
  const [draft, setDraft] = useState(saved);
  const changed = draft !== saved;

  const save = () =>
    patch.mutate(
      { notes: draft },
      {
        onSuccess: () => toast({ title: t('notesSaved') }),
        onError: (error) => {
          // The words typed stay in the box to try again.
          toastNotSaved(t, error, t('notesFailed'));
        },
      },
    );

  return (
    // Printed only when there are notes; a box cannot be printed whole, so the text is.
    <Card className={cn('p-5', !recipe.notes && 'print:hidden')}>
      <section aria-labelledby="recipe-notes-heading" className="grid gap-3">
        <h2 id="recipe-notes-heading" className="font-semibold font-serif text-xl">
          {t('myNotesTitle')}
        </h2>
        <Label htmlFor="recipe-notes" className="sr-only">
          {t('myNotesLabel')}
        </Label>
        <Textarea
          id="recipe-notes"
          aria-describedby="recipe-notes-hint"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={ORGANISE_LIMITS.notes}
          rows={4}
          placeholder={t('notesPlaceholder')}
        />
        <p className="hidden whitespace-pre-line print:block">{recipe.notes}</p>
        <div className="flex items-center justify-between gap-3 print:hidden">
          <p id="recipe-notes-hint" className="text-muted-foreground text-xs">
            {t('notesHint')}
          </p>
          <Button size="sm" onClick={save} disabled={!changed || patch.isPending}>
            {patch.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
