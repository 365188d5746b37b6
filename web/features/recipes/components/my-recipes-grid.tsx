import type { RecipeCard as RecipeCardData } from '@contracts/recipes';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/texts';
import { useRecipeSelection } from '../lib/use-recipe-selection';
import { BulkActionBar } from './bulk-action-bar';
import { RecipeCard } from './recipe-card';
import { RECIPE_GRID_CLASS } from './recipe-card-skeleton';

/**
 * My Recipes' cards, each with a checkbox to choose it, and the bulk bar while any is chosen.
 * Escape clears the choice, unless a dialog, a menu or the bar's tag field has it first.
 */
export function MyRecipesGrid({
  cards,
  busy,
  onEdit,
  onDelete,
}: {
  cards: RecipeCardData[];
  busy: boolean;
  onEdit: (recipe: RecipeCardData) => void;
  onDelete: (recipe: RecipeCardData) => void;
}) {
  const t = useT('recipes');
  const selection = useRecipeSelection(cards.map((card) => card.id));
  const list = useRef<HTMLUListElement>(null);
  const any = selection.selected.length > 0;
  const { clear } = selection;

  useEffect(() => {
    if (!any) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A dialog or menu open closes on this Escape; the selection behind it stays.
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      if (list.current?.contains(document.activeElement) === false) {
        // Focus was in the bar, which is going: keep it in the list.
        list.current.focus({ preventScroll: true });
      }
      clear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [any, clear]);

  return (
    <>
      {any && (
        <BulkActionBar
          selection={selection}
          loaded={cards.length}
          focusAfter={() => list.current}
        />
      )}
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={t('recipesList')}
        className={`${RECIPE_GRID_CLASS} outline-none`}
        aria-busy={busy}
      >
        {cards.map((recipe, index) => (
          <li key={recipe.id}>
            <RecipeCard
              recipe={recipe}
              titleAs="h2"
              priority={index === 0}
              onEdit={onEdit}
              onDelete={onDelete}
              selection={{
                selected: selection.isSelected(recipe.id),
                shown: any,
                onToggle: (range) => selection.toggle(recipe.id, { range }),
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
