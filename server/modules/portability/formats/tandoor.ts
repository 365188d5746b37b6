import { RECIPE_PHOTO_MAX_BYTES } from '../../../../contracts/recipes.js';
import { HttpError } from '../../../http-errors.js';
import { valueLines } from '../../recipe-import/html-text.js';
import { formatMinutes } from '../../recipe-import/iso-duration.js';
import { oneLine, servingsOf } from '../../recipe-import/schema-org.js';
import type { Archive } from '../archive.js';
import { type ForeignRecipe, type ReadRecipe, withExtras } from './shared/foreign-recipe.js';
import { type FormatReader, notAnExport } from './shared/format-reader.js';
import { namesOf, nutritionText } from './shared/schema-org-recipe.js';
import {
  baseName,
  oneRecipe,
  parseJson,
  RECIPE_FILE_MAX_BYTES,
  titleFromName,
} from './shared/text.js';

/** One recipe's zip inside the export: its recipe.json and one photo. */
const RECIPE_ZIP_MAX_BYTES = RECIPE_PHOTO_MAX_BYTES + RECIPE_FILE_MAX_BYTES;

const isZip = (name: string) => name.toLowerCase().endsWith('.zip');

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const asList = (value: unknown): Json[] => (Array.isArray(value) ? value.map(asObject) : []);
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const nameOf = (value: unknown) => oneLine(text(asObject(value).name));

/** 0.5 → "0.5", 2 → "2", 0.3333333 → "0.33". */
const amountText = (amount: unknown) => {
  const value = Number(amount);
  return Number.isFinite(value) && value > 0 ? String(Math.round(value * 100) / 100) : '';
};

/** A Tandoor ingredient as one line: "200 g flour, sifted"; a header as its text. */
function ingredientLine(ingredient: Json): string {
  const note = oneLine(text(ingredient.note));
  if (ingredient.is_header) return note || nameOf(ingredient.food);
  const quantity = ingredient.no_amount ? '' : amountText(ingredient.amount);
  const words = [quantity, nameOf(ingredient.unit), nameOf(ingredient.food)].filter(Boolean);
  const line = words.join(' ');
  return note
    ? line
      ? `${line}, ${note}`
      : note
    : line || oneLine(text(ingredient.original_text));
}

/** Minutes as the form's time text; nothing for none. */
const minutes = (value: unknown) => {
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? formatMinutes(Math.round(count)) : null;
};

/**
 * Tandoor's recipe.json as Simmer's: each step's ingredients in order (a named step's name as a
 * heading before them when several steps have ingredients), each step's name as its own line.
 */
export function fromTandoor(recipe: Json, fallbackTitle: string): Omit<ForeignRecipe, 'photo'> {
  const steps = asList(recipe.steps);
  const withIngredients = steps.filter((step) => asList(step.ingredients).length > 0);
  const ingredients: string[] = [];
  const instructions: string[] = [];
  for (const step of steps) {
    const name = oneLine(text(step.name));
    const stepIngredients = asList(step.ingredients);
    if (name && withIngredients.length > 1 && stepIngredients.length > 0) ingredients.push(name);
    ingredients.push(...stepIngredients.map(ingredientLine).filter(Boolean));
    if (name) instructions.push(name);
    // Markdown: each paragraph a step, its wrapped lines joined.
    for (const paragraph of text(step.instruction).split(/\r?\n\s*\r?\n/)) {
      const line = valueLines(paragraph).join(' ');
      if (line) instructions.push(line);
    }
  }
  const servingsText = oneLine(text(recipe.servings_text));
  return {
    title: oneLine(text(recipe.name)) || fallbackTitle,
    description: withExtras(valueLines(text(recipe.description)).join('\n'), {
      Servings:
        servingsText && !/^\d+$/.test(servingsText)
          ? `${text(recipe.servings)} ${servingsText}`
          : null,
      Keywords: namesOf(recipe.keywords),
      Nutrition: nutritionText(recipe.nutrition),
      Source: oneLine(text(recipe.source_url)),
    }),
    prepTime: minutes(recipe.working_time),
    cookTime: minutes(recipe.waiting_time),
    servings: servingsOf(recipe.servings),
    ingredients,
    instructions,
  };
}

async function* read(archive: Archive, names: string[]): AsyncGenerator<ReadRecipe> {
  for (const name of names) {
    // The recipe's zip is read into memory only while its recipe is imported.
    const inner = await oneRecipe(titleFromName(name), () =>
      archive.openNested(name, RECIPE_ZIP_MAX_BYTES),
    );
    if ('reason' in inner) {
      yield inner;
      continue;
    }
    try {
      yield await oneRecipe(titleFromName(name), async () => {
        const file = inner.names().find((entry) => baseName(entry) === 'recipe.json');
        if (!file) throw new HttpError(422, `${name} holds no recipe.json`);
        const recipe = fromTandoor(
          asObject(parseJson(await inner.read(file, RECIPE_FILE_MAX_BYTES), file)),
          titleFromName(name),
        );
        const image = inner.names().find((entry) => /^image\.\w+$/i.test(baseName(entry)));
        return { ...recipe, photo: image ? () => inner.read(image, RECIPE_PHOTO_MAX_BYTES) : null };
      });
    } finally {
      inner.close();
    }
  }
}

/** Tandoor: an export zip holding one zip per recipe, each with recipe.json and an image. */
export const tandoorReader: FormatReader = {
  format: 'tandoor',
  label: 'a Tandoor export (a zip of recipe zips)',
  async detect({ archive }) {
    const first = archive?.names().find(isZip);
    if (!archive || !first) return false;
    try {
      const inner = await archive.openNested(first, RECIPE_ZIP_MAX_BYTES);
      const found = inner.names().some((name) => baseName(name) === 'recipe.json');
      inner.close();
      return found;
    } catch (error) {
      // Not a zip after all: some other format's; anything hostile is refused as it is.
      if (error instanceof HttpError && error.code === 'NOT_AN_ARCHIVE') return false;
      throw error;
    }
  },
  async open({ archive }) {
    const names = archive?.names().filter(isZip) ?? [];
    if (!archive || names.length === 0) {
      throw notAnExport('Tandoor', 'it holds no recipe zips');
    }
    return { total: names.length, recipes: read(archive, names), badPhoto: 'import-without' };
  },
};
