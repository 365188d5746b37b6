import { AISLE_ITEMS, DRIED_IS_SPICE } from './aisle-items.js';
import { itemKey } from './shopping-key.js';
import type { Aisle } from './shopping-lists.js';

/**
 * A first guess at the aisle of a line's item, from a built-in list of common groceries
 * (decision 045): good enough that most lines land right, and the household moves the rest.
 */

const AISLE_OF = new Map<string, Aisle>();
for (const [aisle, names] of Object.entries(AISLE_ITEMS) as [Aisle, string][]) {
  for (const name of names.split(',')) {
    const key = itemKey(name);
    if (key) AISLE_OF.set(key, aisle);
  }
}
const DRIED_SPICES = new Set(DRIED_IS_SPICE.map(itemKey));

/** The aisle of the longest known ending of the words: "red onion" is known by "onion". */
function knownAisle(words: readonly string[]): Aisle | undefined {
  for (let start = 0; start < words.length; start += 1) {
    const aisle = AISLE_OF.get(words.slice(start).join(' '));
    if (aisle) return aisle;
  }
  return undefined;
}

/** The aisle an item is likely found in; 'other' for an item the list does not know. */
export function guessAisle(key: string): Aisle {
  const words = itemKey(key).split(' ').filter(Boolean);
  const whole = AISLE_OF.get(words.join(' '));
  if (whole) return whole;
  const [first = '', ...rest] = words;
  // How it is kept says more than what it is: frozen peas are with the frozen food.
  if (rest.length > 0) {
    if (first === 'frozen') return 'frozen';
    if (first === 'canned' || first === 'tinned') return 'pantry';
    if (first === 'dried') return DRIED_SPICES.has(rest.join(' ')) ? 'spices' : 'pantry';
    // Ground ginger or coriander is a spice; ground beef and ground almonds are what they are.
    if (first === 'ground' && knownAisle(rest) === 'produce') return 'spices';
  }
  return knownAisle(words) ?? 'other';
}
