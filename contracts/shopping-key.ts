import { singularOf } from './item-words.js';

/**
 * The key lines for the same thing share, whatever the cook added around it: "Onions",
 * "onion, chopped" and "onions (optional)" all buy "onion". Only the last word is made singular,
 * since that is the noun ("cherry tomatoes" → "cherry tomato", "large eggs" → "large egg").
 */

// How it is used rather than what it is: "salt to taste", "parsley for garnish".
const USE_NOTE =
  / (?:to taste|to serve|to garnish|for (?:serving|garnish|garnishing|frying|greasing)|optional)$/;

export function itemKey(item: string): string {
  const key = item
    .toLowerCase()
    // Notes in brackets, then everything after a comma or an unclosed bracket.
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;(]/)[0]
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/^of /, '')
    .replace(USE_NOTE, '')
    .replace(/[.!:]+$/, '')
    .trim();
  if (!key) return item.toLowerCase().replace(/\s+/g, ' ').trim();
  const words = key.split(' ');
  const last = words.length - 1;
  words[last] = singularOf(words[last] ?? '');
  return words.join(' ');
}
