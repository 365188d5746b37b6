import { useState } from 'react';

/**
 * Which of the loaded cards are chosen for a bulk action. A plain click (or Space on a card's
 * checkbox) toggles one; a shift-click makes the range from the last one clicked take that
 * card's new state, as in a file manager. `loaded` is the cards' ids in screen order: a chosen
 * card that leaves the list (deleted, filtered out) leaves the selection too.
 */
export function useRecipeSelection(loaded: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);

  // Only ids still on screen count: an action must never reach a card the cook cannot see.
  const onScreen = new Set(loaded);
  const selected = loaded.filter((id) => chosen.has(id));
  if (selected.length !== chosen.size) {
    setChosen(new Set(selected));
  }

  const toggle = (id: number, { range = false } = {}) => {
    const on = !chosen.has(id);
    const from = anchor !== null && onScreen.has(anchor) ? loaded.indexOf(anchor) : -1;
    const to = loaded.indexOf(id);
    const ids =
      range && from >= 0 ? loaded.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
    const next = new Set(chosen);
    for (const one of ids) {
      if (on) next.add(one);
      else next.delete(one);
    }
    setChosen(next);
    setAnchor(id);
  };

  return {
    /** The chosen ids, in screen order. */
    selected,
    isSelected: (id: number) => chosen.has(id),
    toggle,
    selectAll: () => setChosen(new Set(loaded)),
    clear: () => {
      setChosen(new Set());
      setAnchor(null);
    },
  };
}

export type RecipeSelection = ReturnType<typeof useRecipeSelection>;
