/**
 * The thing an ingredient line counts ("3 eggs", "1 clove garlic"), made to agree with a scaled
 * amount: "3 eggs" for one is "1 egg", "1 bay leaf" for two is "2 bay leaves". English grammar in
 * a few rules and exceptions, enough for what recipes count; a line it cannot read stays as
 * written rather than be made wrong.
 */

/** Words that count something else ("2 cloves garlic"): the one to change, never what follows. */
const COUNTERS = new Set([
  'bag',
  'bar',
  'block',
  'bottle',
  'box',
  'bulb',
  'bunch',
  'can',
  'carton',
  'clove',
  'container',
  'cube',
  'dash',
  'drop',
  'ear',
  'envelope',
  'fillet',
  'handful',
  'head',
  'jar',
  'knob',
  'leaf',
  'link',
  'loaf',
  'package',
  'packet',
  'piece',
  'pinch',
  'pod',
  'rasher',
  'rib',
  'scoop',
  'sheet',
  'slice',
  'sprig',
  'stalk',
  'stick',
  'strip',
  'tin',
  'wedge',
]);

/** Nouns recipes use without counting them: no plural to make. */
const UNCOUNTED = new Set([
  'bread',
  'broth',
  'butter',
  'cheese',
  'cream',
  'flour',
  'garlic',
  'ginger',
  'honey',
  'ice',
  'juice',
  'milk',
  'oil',
  'rice',
  'salt',
  'spinach',
  'stock',
  'sugar',
  'vinegar',
  'water',
  'yeast',
  'zest',
]);

const IRREGULAR: Record<string, string> = {
  calf: 'calves',
  half: 'halves',
  knife: 'knives',
  leaf: 'leaves',
  loaf: 'loaves',
};
const IRREGULAR_PLURALS = new Map(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));
/** Nouns ending in o that take -es. */
const O_ES = new Set(['echo', 'hero', 'mango', 'potato', 'tomato']);

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

const withCaseOf = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** The plural of a singular noun; null when it has none or already is one. */
export function pluralOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower) || lower.endsWith('s')) return null;
  const irregular = IRREGULAR[lower];
  if (irregular) return withCaseOf(word, irregular);
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|z)$/.test(lower) || O_ES.has(lower)) return `${word}es`;
  return `${word}s`;
}

/** The singular of a plural noun; null when it does not read as one. */
export function singularOf(word: string): string | null {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PLURALS.get(lower);
  if (irregular) return withCaseOf(word, irregular);
  if (!lower.endsWith('s') || /(?:ss|us|is)$/.test(lower)) return null;
  if (lower.endsWith('ies')) return lower.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  if (/(?:ches|shes|sses|xes|zes)$/.test(lower) || O_ES.has(lower.slice(0, -2))) {
    return word.slice(0, -2);
  }
  return word.slice(0, -1);
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
