/**
 * English plurals of the things a shopping list holds, in a few rules and exceptions: enough for
 * "onions" and "onion" to be one line, and for "3 onion" to read "3 onions". A word the rules do
 * not know stays as written rather than be made wrong.
 */

const IRREGULAR: Readonly<Record<string, string>> = {
  calf: 'calves',
  foot: 'feet',
  goose: 'geese',
  half: 'halves',
  knife: 'knives',
  leaf: 'leaves',
  loaf: 'loaves',
  mousse: 'mousses',
  shelf: 'shelves',
  // Singulars ending in -ie or -i, which the -ies rule would make -y.
  brownie: 'brownies',
  chili: 'chilies',
  chilli: 'chillies',
  cookie: 'cookies',
  pie: 'pies',
  smoothie: 'smoothies',
  veggie: 'veggies',
  // Singulars ending in -che, which the -ches rule would cut short.
  brioche: 'brioches',
  quiche: 'quiches',
};
const SINGULAR_OF = new Map(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

/** Nouns ending in o that take -es. */
const O_ES = new Set(['echo', 'hero', 'mango', 'potato', 'tomato']);

/** Words that end in s but are no plural, and nouns a list does not count. */
const NO_PLURAL = new Set([
  'bacon',
  'basil',
  'beef',
  'bread',
  'broccoli',
  'broth',
  'butter',
  'celery',
  'cheese',
  'chocolate',
  'cilantro',
  'cinnamon',
  'corn',
  'cream',
  'cumin',
  'dill',
  'fish',
  'flour',
  'garlic',
  'ginger',
  'grits',
  'ham',
  'honey',
  'ice',
  'juice',
  'kale',
  'ketchup',
  'lamb',
  'mayonnaise',
  'milk',
  'mince',
  'mint',
  'molasses',
  'mustard',
  'news',
  'oil',
  'oregano',
  'paprika',
  'parsley',
  'pasta',
  'pork',
  'quinoa',
  'rice',
  'rosemary',
  'sage',
  'salmon',
  'salt',
  'schnapps',
  'species',
  'spinach',
  'stock',
  'sugar',
  'sweetcorn',
  'tapas',
  'thyme',
  'tofu',
  'tongs',
  'tuna',
  'vinegar',
  'water',
  'yeast',
  'yoghurt',
  'yogurt',
  'zest',
]);

const withCaseOf = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** The singular of a word; the word itself when it is not a plural the rules know. */
export function singularOf(word: string): string {
  const lower = word.toLowerCase();
  const irregular = SINGULAR_OF.get(lower);
  if (irregular) return withCaseOf(word, irregular);
  if (lower.length <= 3 || NO_PLURAL.has(lower) || !/^\p{L}+$/u.test(lower)) return word;
  if (!lower.endsWith('s') || /(?:ss|us|is)$/.test(lower)) return word;
  if (lower.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zzes)$/.test(lower) || O_ES.has(lower.slice(0, -2))) {
    return word.slice(0, -2);
  }
  return word.slice(0, -1);
}

/** The plural of a singular word; the word itself when it has none or already is one. */
export function pluralOf(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return withCaseOf(word, irregular);
  if (NO_PLURAL.has(lower) || !/^\p{L}+$/u.test(lower) || singularOf(lower) !== lower) return word;
  // Already a plural, or a word such as "hummus" that has none to make.
  if (/[^s]s$/.test(lower)) return word;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|ss|x|z)$/.test(lower) || O_ES.has(lower)) return `${word}es`;
  return `${word}s`;
}

/** Whether a word counts as one thing that has a plural ("onion", not "salt" or "onions"). */
export const isCountable = (word: string) => pluralOf(word) !== word;

/**
 * Words that count something else, in the singular: "2 cans tomatoes", "3 cloves garlic". Left
 * out are words that also start the name of a thing ("rib eye", "strip steak", "fillet steak").
 */
export const COUNT_UNITS: ReadonlySet<string> = new Set([
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
  'handful',
  'head',
  'jar',
  'knob',
  'loaf',
  'pack',
  'package',
  'packet',
  'piece',
  'pinch',
  'pod',
  'punnet',
  'rasher',
  'sachet',
  'scoop',
  'sheet',
  'slice',
  'splash',
  'sprig',
  'stalk',
  'stick',
  'tin',
  'tub',
  'wedge',
]);
