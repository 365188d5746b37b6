import { AISLES, type Aisle } from '@contracts/shopping-lists';
import type { ListLine, ListView } from './apply-changes';
import type { ShoppingText } from './shopping-text';

/** The texts naming the aisles, as headings and the aisle dialogs show them. */
export const AISLE_TEXTS: Record<Aisle, ShoppingText> = {
  produce: 'aisleProduce',
  'meat and fish': 'aisleMeatAndFish',
  'dairy and eggs': 'aisleDairyAndEggs',
  bakery: 'aisleBakery',
  pantry: 'aislePantry',
  spices: 'aisleSpices',
  frozen: 'aisleFrozen',
  drinks: 'aisleDrinks',
  household: 'aisleHousehold',
  other: 'aisleOther',
};

export interface AisleGroup {
  aisle: Aisle;
  lines: ListLine[];
}

export interface ListGroups {
  /** The aisles with lines still to buy, in the order the household walks the shop. */
  aisles: AisleGroup[];
  /** Ticked lines, out of the way at the bottom, in the same order. */
  checked: ListLine[];
}

/** The household's order, with any aisle it does not name (an older answer) at the end. */
export function aisleOrder(aisles: readonly Aisle[]): Aisle[] {
  return [...new Set([...aisles, ...AISLES])];
}

const byItem = (a: ListLine, b: ListLine) =>
  a.item.localeCompare(b.item, undefined, { sensitivity: 'base' }) ||
  a.text.localeCompare(b.text, undefined, { sensitivity: 'base' });

/**
 * The lines to buy under their aisle's heading, in the household's order and by item within an
 * aisle, so that a line added offline lands where the server will put it; the ticked ones apart.
 */
export function groupLines(view: Pick<ListView, 'aisles' | 'lines'>): ListGroups {
  const order = aisleOrder(view.aisles);
  const rank = new Map(order.map((aisle, index) => [aisle, index]));
  const sorted = [...view.lines].sort(
    (a, b) =>
      (rank.get(a.aisle) ?? order.length) - (rank.get(b.aisle) ?? order.length) || byItem(a, b),
  );
  const aisles: AisleGroup[] = [];
  for (const aisle of order) {
    const lines = sorted.filter((line) => !line.checked && line.aisle === aisle);
    if (lines.length > 0) aisles.push({ aisle, lines });
  }
  return { aisles, checked: sorted.filter((line) => line.checked) };
}
