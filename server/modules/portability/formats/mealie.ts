import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import { valueLines } from '../../recipe-import/html-text.js';
import { readableDuration } from '../../recipe-import/iso-duration.js';
import { oneLine, servingsOf } from '../../recipe-import/schema-org.js';
import type { Archive } from '../archive.js';
import { type ForeignRecipe, type ReadRecipe, withExtras } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { namesOf, nutritionText } from './shared/schema-org-recipe.js';
import {
  baseName,
  folderOf,
  oneRecipe,
  parseJson,
  RECIPE_FILE_MAX_BYTES,
  titleFromName,
} from './shared/text.js';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const line = (value: unknown) => oneLine(text(value));

/** `recipes/tomato-soup/tomato-soup.json`: a recipe's JSON in the folder named by its slug. */
const isRecipeFile = (name: string) => {
  const folder = folderOf(name).replace(/\/$/, '');
  return name.endsWith('.json') && folder !== '' && `${baseName(folder)}.json` === baseName(name);
};

/** A Mealie ingredient's line: its display text, else its note, else what was first written. */
function ingredientText(ingredient: Json): string {
  return line(ingredient.display) || line(ingredient.note) || line(ingredient.originalText);
}

/** Mealie's recipe as Simmer's; `title`d ingredients and steps start sections. */
export function fromMealie(recipe: Json, fallbackTitle: string): Omit<ForeignRecipe, 'photo'> {
  const ingredients: string[] = [];
  for (const entry of Array.isArray(recipe.recipeIngredient) ? recipe.recipeIngredient : []) {
    if (typeof entry === 'string') {
      ingredients.push(...valueLines(entry));
      continue;
    }
    const ingredient = asObject(entry);
    const heading = line(ingredient.title);
    if (heading) ingredients.push(heading);
    const words = ingredientText(ingredient);
    if (words) ingredients.push(words);
  }
  const instructions: string[] = [];
  for (const entry of Array.isArray(recipe.recipeInstructions) ? recipe.recipeInstructions : []) {
    const step = typeof entry === 'string' ? { text: entry } : asObject(entry);
    const heading = line(step.title);
    if (heading) instructions.push(heading);
    const words = valueLines(text(step.text)).join(' ');
    if (words) instructions.push(words);
  }
  const notes = (Array.isArray(recipe.notes) ? recipe.notes : [])
    .map(asObject)
    .map((note) =>
      [line(note.title), valueLines(text(note.text)).join('\n')].filter(Boolean).join(': '),
    )
    .filter(Boolean);
  const yieldText = line(recipe.recipeYield);
  const rating = Number(recipe.rating);
  const totalTime = readableDuration(line(recipe.totalTime));
  return {
    title: line(recipe.name) || fallbackTitle,
    description: withExtras(valueLines(text(recipe.description)).join('\n'), {
      Notes: notes.join('\n'),
      'Total time': totalTime,
      Yield: /^\d+(\s*servings?)?$/i.test(yieldText) ? null : yieldText,
      Categories: namesOf(recipe.recipeCategory),
      Tags: namesOf(recipe.tags),
      Tools: namesOf(recipe.tools),
      Nutrition: nutritionText(recipe.nutrition),
      Rating: Number.isFinite(rating) && rating > 0 ? `${rating}/5` : null,
      Source: line(recipe.orgURL),
    }),
    prepTime: readableDuration(line(recipe.prepTime)),
    cookTime: readableDuration(line(recipe.performTime) || line(recipe.cookTime)),
    servings: servingsOf(recipe.recipeServings || recipe.recipeYield),
    ingredients,
    instructions,
  };
}

/** Each recipe folder's photo: `images/original.webp` (or any `images/original.*`). */
function photosOf(archive: Archive): Map<string, string> {
  const photos = new Map<string, string>();
  for (const name of archive.names()) {
    if (!/\/images\/original\.\w+$/i.test(name)) continue;
    const folder = name.replace(/images\/[^/]+$/, '');
    if (!photos.has(folder) || name.endsWith('.webp')) photos.set(folder, name);
  }
  return photos;
}

async function* read(archive: Archive, files: string[]): AsyncGenerator<ReadRecipe> {
  const photos = photosOf(archive);
  for (const file of files) {
    yield await oneRecipe(titleFromName(file), async () => {
      const recipe = fromMealie(
        asObject(parseJson(await archive.read(file, RECIPE_FILE_MAX_BYTES), file)),
        titleFromName(file),
      );
      const photo = photos.get(folderOf(file));
      return { ...recipe, photo: photo ? () => archive.read(photo, RECIPE_PHOTO_MAX_BYTES) : null };
    });
  }
}

/** Mealie: an export zip with a folder per recipe, `<slug>.json` and `images/original.webp`. */
export const mealieReader: FormatReader = {
  format: 'mealie',
  label: 'a Mealie export (a zip of recipe folders with <slug>.json)',
  detect: async ({ archive }) => archive?.names().some(isRecipeFile) ?? false,
  async open({ archive }) {
    const files = archive?.names().filter(isRecipeFile) ?? [];
    if (!archive || files.length === 0) {
      throw notAnExport('Mealie', 'it has no recipe folders with <slug>.json');
    }
    return { total: files.length, recipes: read(archive, files), badPhoto: 'import-without' };
  },
};
