import { isWebAddress, type Nutrient } from '../../../../../contracts/organise.js';

// Helpers for readers that find the organising fields (decision 037) as text in an export.

/**
 * Where a recipe came from: an http(s) address goes to the source field; anything else (a book's
 * name, "Grandma") stays in the description as it did, under the reader's label.
 */
export function sourceOf(text: string | null | undefined): {
  sourceUrl: string | null;
  extra: string | null;
} {
  const trimmed = text?.trim() || null;
  if (!trimmed) return { sourceUrl: null, extra: null };
  return isWebAddress(trimmed)
    ? { sourceUrl: trimmed, extra: null }
    : { sourceUrl: null, extra: trimmed };
}

/**
 * A rating written as text, as stars out of five: "4", "4.5" (rounded later), "4/5", "8/10"
 * (scaled to five). Nothing, zero or what is not a number is no rating: the apps write 0 for
 * "not rated".
 */
export function starsOf(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? text : null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(?:\/\s*(\d+)\s*)?$/.exec(text ?? '');
  if (!match) return null;
  const value = Number((match[1] as string).replace(',', '.'));
  const out = match[2] ? Number(match[2]) : 5;
  if (!(value > 0) || !(out > 0)) return null;
  return (value * 5) / out;
}

/** Simmer's nutrient for a nutrient's name as apps write it in text, lower case. */
const NUTRIENT_NAMES: Record<string, Nutrient> = {
  calories: 'calories',
  energy: 'calories',
  fat: 'fat',
  'total fat': 'fat',
  'saturated fat': 'saturatedFat',
  carbohydrate: 'carbohydrates',
  carbohydrates: 'carbohydrates',
  carbs: 'carbohydrates',
  'total carbohydrate': 'carbohydrates',
  sugar: 'sugar',
  sugars: 'sugar',
  fiber: 'fiber',
  fibre: 'fiber',
  'dietary fiber': 'fiber',
  protein: 'protein',
  sodium: 'sodium',
  cholesterol: 'cholesterol',
};

/** "Total fat: 12 g" or "Total fat 12 g" as the nutrient and its amount, by the longest name. */
function nutrientIn(part: string): { nutrient: Nutrient; amount: string } | null {
  const lower = part.toLowerCase();
  let best: { name: string; nutrient: Nutrient } | null = null;
  for (const [name, nutrient] of Object.entries(NUTRIENT_NAMES)) {
    const follows = lower[name.length];
    if (!lower.startsWith(name) || (follows !== ':' && follows !== ' ')) continue;
    if (!best || name.length > best.name.length) best = { name, nutrient };
  }
  const amount = best
    ? part
        .slice(best.name.length)
        .replace(/^\s*:?\s*/, '')
        .trim()
    : '';
  return best && amount ? { nutrient: best.nutrient, amount } : null;
}

/**
 * Nutrition written as text ("Calories: 320 kcal, Fat: 12 g" or one per line) as Simmer's
 * nutrients; the parts it cannot place ("Serving size: 1 cup", a sentence) stay text, for the
 * description.
 */
export function nutritionFromText(text: string | null | undefined): {
  nutrition: Partial<Record<Nutrient, string>> | null;
  rest: string | null;
} {
  const nutrition: Partial<Record<Nutrient, string>> = {};
  const rest: string[] = [];
  for (const part of (text ?? '').split(/[,;\n]+/)) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const placed = nutrientIn(trimmed);
    if (placed && !nutrition[placed.nutrient]) nutrition[placed.nutrient] = placed.amount;
    else rest.push(trimmed);
  }
  return {
    nutrition: Object.keys(nutrition).length ? nutrition : null,
    rest: rest.length ? rest.join(', ') : null,
  };
}

/**
 * The organising fields a recipe has, without the ones it has not (no tags, no rating…): a
 * reader's recipe then says only what the export said.
 */
export function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        value !== false &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as Partial<T>;
}
