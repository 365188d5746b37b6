import { RECIPE_LIMITS } from '../../../contracts/recipes.js';
import { clip } from '../../text.js';

/** A list's bullet or checkbox written into the line itself ("- 250 g flour", "▢ 1 egg"). */
const BULLET = /^(?:[-–—*]\s+|[•▢☐□·▪◦✓✔]\s*)+/u;

/**
 * An ingredient line as the cook wrote it, rid of what its page's machinery added: a bullet or
 * checkbox before it, a space before a comma (sites that join amount, name and notes with
 * spaces: "1 carrot , peeled"), a whole number written with a decimal zero ("500.0 g"), and a
 * plugin's brackets around notes that had their own ("butter ((softened))"). Its words are kept.
 */
export const tidyIngredient = (line: string): string =>
  line
    .replace(BULLET, '')
    .replace(/\s+,/g, ',')
    .replace(/(\d)\.0+(?![\d.,])/g, '$1')
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .trim();

/** Ingredients as the create form takes them: tidied, at most as many and as long as it allows. */
export const fitIngredients = (lines: readonly string[]): string[] =>
  lines
    .map(tidyIngredient)
    .filter(Boolean)
    .slice(0, RECIPE_LIMITS.ingredients)
    .map((line) => clip(line, RECIPE_LIMITS.ingredient));
