import type { RecipeCard } from '@contracts/recipes';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

export const COOKBOOK_RECIPE_GRID_CLASS = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

/** Which button takes the focus once a move has redrawn the list. */
interface PendingFocus {
  id: number;
  direction: 'up' | 'down';
  /** Where the card goes: the list is redrawn in its new order a moment after the press. */
  index: number;
}

/**
 * A cookbook's recipes in its order. For the owner each card has buttons to move it up or down
 * (only with the whole cookbook loaded: a new order names every member) and to take it out.
 * The recipe card itself comes from the screen, through `renderCard`.
 */
export function CookbookRecipeList({
  cards,
  cookbookName,
  editable,
  complete,
  busy,
  onMove,
  onRemove,
  renderCard,
}: {
  cards: RecipeCard[];
  cookbookName: string;
  editable: boolean;
  complete: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (card: RecipeCard) => void;
  renderCard: (card: RecipeCard, index: number) => ReactNode;
}) {
  const t = useT('cookbooks');
  const list = useRef<HTMLUListElement>(null);
  const [focus, setFocus] = useState<PendingFocus | null>(null);
  const [said, setSaid] = useState('');
  const canMove = editable && complete;

  // Moving a card redraws it elsewhere, which can drop the focus: it goes back to the button
  // pressed, or to the other one once the card has reached an end.
  useEffect(() => {
    if (!focus || !list.current || cards[focus.index]?.id !== focus.id) return;
    const buttons = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-move="${focus.id}-${direction}"]:not(:disabled)`,
      );
    (buttons(focus.direction) ?? buttons(focus.direction === 'up' ? 'down' : 'up'))?.focus();
    setFocus(null);
  }, [focus, cards]);

  // While the last order is being saved, further moves wait: each one sends the whole list, and
  // two in flight could land in either order. The buttons stay enabled to keep the focus.
  const move = (card: RecipeCard, index: number, direction: 'up' | 'down') => {
    if (busy) return;
    const to = direction === 'up' ? index - 1 : index + 1;
    onMove(index, to);
    setFocus({ id: card.id, direction, index: to });
    setSaid(t('moved', { title: card.title, position: to + 1, total: cards.length }));
  };

  return (
    <>
      {editable && !complete && (
        <p className="text-muted-foreground text-sm">{t('scrollToReorder')}</p>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
      <ul
        ref={list}
        aria-label={t('recipesIn', { cookbook: cookbookName })}
        className={COOKBOOK_RECIPE_GRID_CLASS}
      >
        {cards.map((card, index) => (
          <li key={card.id} className="flex flex-col gap-2">
            <div className="flex-1">{renderCard(card, index)}</div>
            {editable && (
              <div className="flex items-center gap-2">
                {canMove && (
                  <>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      data-move={`${card.id}-up`}
                      aria-label={t('moveRecipeUp', { title: card.title })}
                      title={t('moveUp')}
                      disabled={index === 0}
                      aria-disabled={busy || undefined}
                      onClick={() => move(card, index, 'up')}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      data-move={`${card.id}-down`}
                      aria-label={t('moveRecipeDown', { title: card.title })}
                      title={t('moveDown')}
                      disabled={index === cards.length - 1}
                      aria-disabled={busy || undefined}
                      onClick={() => move(card, index, 'down')}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </>
                )}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="ml-auto"
                  aria-label={t('removeFrom', { title: card.title, cookbook: cookbookName })}
                  onClick={() => onRemove(card)}
                >
                  <X aria-hidden="true" />
                  {t('remove')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
