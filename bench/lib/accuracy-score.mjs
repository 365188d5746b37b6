// How an imported draft is scored against the values a site-specific scraper extracted from the
// same page: the title equal after trimming and entity decoding, at least 90 % of the ingredient
// lines kept as written (whitespace and entities aside), and the steps' words (at least 90 % of
// them found, and at least 90 % of the words imported theirs, in any split into steps).

const ENTITIES = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
};

/** Unicode's vulgar fractions, as the same page writes them in its JSON-LD ("½" and "1/2"). */
const FRACTIONS = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅕': '1/5',
  '⅙': '1/6',
};

/** A line's fractions written one way: a page's markup and its JSON-LD often differ only there. */
const sameFractions = (text) =>
  text
    .replace(/(\d)\s*([¼½¾⅓⅔⅛⅜⅝⅞⅕⅙])/g, (_, whole, part) => `${whole} ${FRACTIONS[part]}`)
    .replace(/[¼½¾⅓⅔⅛⅜⅝⅞⅕⅙]/g, (part) => FRACTIONS[part])
    .replace(/(\d)\s*⁄\s*(\d)/g, '$1/$2');

/**
 * Entities decoded, whitespace collapsed, trimmed, fractions written one way: how two texts are
 * compared.
 */
export function plain(text) {
  const decoded = String(text ?? '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z][a-z0-9]*);/gi, (whole, name) => ENTITIES[name.toLowerCase()] ?? whole);
  return sameFractions(decoded).replace(/\s+/g, ' ').trim();
}

const words = (lines) =>
  plain(lines.join(' '))
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The share of `wanted`'s words found in `got`'s, each word counted as often as it occurs. */
function wordShare(wanted, got) {
  const left = new Map();
  for (const word of got) left.set(word, (left.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of wanted) {
    const n = left.get(word) ?? 0;
    if (n > 0) {
      found += 1;
      left.set(word, n - 1);
    }
  }
  return wanted.length ? found / wanted.length : 1;
}

/** A value that should be a list of lines: a single text is split at its line ends. */
const listOf = (value) =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];

/**
 * What is wrong with `draft` (the import's `recipe`, or null for "No recipe found") against
 * `expected`: an empty list when title, ingredients and steps are all right.
 */
export function failures(draft, expected) {
  if (!draft) return ['no recipe found'];
  const wrong = [];
  if (plain(draft.title) !== plain(expected.title)) wrong.push('title');
  const lines = new Set((draft.ingredients ?? []).map(plain));
  const wantedLines = listOf(expected.ingredients).map(plain).filter(Boolean);
  const kept = wantedLines.filter((line) => lines.has(line)).length;
  if (wantedLines.length && kept / wantedLines.length < 0.9) wrong.push('ingredients');
  // Both ways: steps missing words, or steps padded with other text (notes, ads, ingredients).
  const wantedWords = words(listOf(expected.instructions_list ?? expected.instructions));
  const gotWords = words(draft.instructions ?? []);
  if (Math.min(wordShare(wantedWords, gotWords), wordShare(gotWords, wantedWords)) < 0.9) {
    wrong.push('steps');
  }
  return wrong;
}
