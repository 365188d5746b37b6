/**
 * The thing an ingredient line counts ("3 eggs", "1 clove garlic"), made to agree with a scaled
 * amount: "3 eggs" for one is "1 egg", "1 bay leaf" for two is "2 bay leaves". English grammar in
 * the plural rules the shopping list reads items with (one set for both), and the phrase around the
 * noun found here; a line it cannot read stays as written rather than be made wrong.
 */

import {
  COUNT_UNITS,
  pluralOf as englishPlural,
  singularOf as englishSingular,
} from '@contracts/item-words';

/**
 * Words that count something else ("2 cloves garlic"): the one to change, never what follows.
 * The shopping list's, and those it leaves out because they also start a thing's name ("strip
 * steak"), which a scaled line need not tell apart.
 */
const COUNTERS: ReadonlySet<string> = new Set([
  ...COUNT_UNITS,
  'fillet',
  'leaf',
  'link',
  'rib',
  'strip',
]);

/** Words that end the counted phrase: what follows says something else ("eggs or yolks"). */
const JOINS = new Set([
  'about',
  'and',
  'as',
  'at',
  'each',
  'for',
  'from',
  'if',
  'in',
  'into',
  'of',
  'or',
  'per',
  'plus',
  'such',
  'to',
  'with',
]);
/** How the cook prepares it, written after it ("2 eggs beaten"), also before ("dried chilies"). */
const PREPARED = new Set([
  'beaten',
  'coarsely',
  'cut',
  'divided',
  'finely',
  'freshly',
  'lightly',
  'optional',
  'roughly',
  'thickly',
  'thinly',
  'torn',
]);
const preparation = (word: string) =>
  PREPARED.has(word) || (word.length > 4 && /(?<!e)ed$/.test(word));
/** How small or fine it is prepared, after the preparation ("diced small"): never the noun. */
const MANNER = new Set(['fine', 'large', 'small', 'thick', 'thin']);

/** A phrase of more words than this is prose, not a noun with its adjectives. */
const MOST_WORDS = 4;

/** The plural of a singular noun; null when it has none or already is one. */
function pluralOf(word: string): string | null {
  const plural = englishPlural(word);
  return plural === word ? null : plural;
}

/** The singular of a plural noun; null when it does not read as one. */
function singularOf(word: string): string | null {
  const singular = englishSingular(word);
  return singular === word ? null : singular;
}

interface Word {
  text: string;
  start: number;
}

/** Whether a word that can be the noun comes next in `rest` from `at`, after more preparation. */
function nounFollows(rest: string, at: number): boolean {
  for (const [word] of rest.slice(at).matchAll(/[^\s,;:()]+|[,;:()]/g)) {
    const lower = word.toLowerCase();
    if (preparation(lower)) continue;
    return /^\p{L}[\p{L}'-]*$/u.test(word) && !JOINS.has(lower) && !MANNER.has(lower);
  }
  return false;
}

/**
 * The words that name what is counted, after the amount: up to a comma, a bracket or a word
 * that starts something else; a bracket right at the start ("(14 oz) cans") is passed over.
 */
function countedPhrase(rest: string): Word[] | null {
  const words: Word[] = [];
  let at = /^\([^)]*\)\s*/.exec(rest)?.[0].length ?? 0;
  const pattern = /[^\s,;:()]+|[,;:()]/g;
  pattern.lastIndex = at;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    const text = match[0];
    at = match.index;
    if (/^[,;:()]$/.test(text)) break;
    const lower = text.toLowerCase();
    if (JOINS.has(lower)) break;
    if (preparation(lower)) {
      // Before the noun ("1 large chopped onion") it is passed over like an adjective; after it
      // ("2 eggs beaten", "1 tomato diced small") it ends the phrase.
      if (words.length > 0 && !nounFollows(rest, pattern.lastIndex)) break;
      continue;
    }
    if (!/^\p{L}[\p{L}'-]*$/u.test(text)) return null;
    words.push({ text, start: at });
  }
  return words.length > 0 && words.length <= MOST_WORDS ? words : null;
}

/**
 * `rest` (the words after the amount) with what it counts agreeing with the new amount: changed
 * only when the amount crosses one (a "1 egg" doubled, "3 eggs" for a third), so a line written
 * otherwise stays as the cook wrote it. Fractions of one are singular ("½ egg").
 */
export function agreeWithAmount(rest: string, before: number, after: number): string {
  const many = after > 1;
  if (many === before > 1) return rest;
  const words = countedPhrase(rest);
  if (!words) return rest;
  // What counts the rest ("cloves" in "2 cloves garlic"), else the last word ("large eggs").
  const counter = words.find(({ text }) => {
    const lower = text.toLowerCase();
    return COUNTERS.has(lower) || COUNTERS.has(singularOf(lower) ?? '');
  });
  const noun = counter ?? words[words.length - 1];
  if (!noun) return rest;
  const changed = many ? pluralOf(noun.text) : singularOf(noun.text);
  if (!changed) return rest;
  return rest.slice(0, noun.start) + changed + rest.slice(noun.start + noun.text.length);
}
