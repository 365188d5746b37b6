// Chowdown (a Jekyll recipe site) keeps each recipe as a markdown file: YAML front matter with
// the title, image, tags, ingredients and directions as lists, sometimes the recipes it is made
// from (`components`) and times; the markdown body after it is the recipe's story and notes.

import { capitalised, splitLines } from '../../../text.js';
import { stepLines, stepsFromText } from '../../recipe-import/recipe-steps.js';
import {
  fieldLines,
  fieldText,
  localImagePath,
  nameList,
  servingsText,
  timeText,
} from './shared/fields.js';
import { type ReadRecipe, withExtras } from './shared/foreign-recipe.js';
import { type FrontMatterValue, readFrontMatter } from './shared/front-matter.js';
import { present, sourceOf } from './shared/organised.js';

/** Keys read into fields, or meaning nothing to a cook (Jekyll's own). */
const READ = new Set([
  'title',
  'image',
  'layout',
  'ingredients',
  'directions',
  'instructions',
  'components',
  'tags',
  'prep_time',
  'prep',
  'preptime',
  'cook_time',
  'cook',
  'cooktime',
  'total_time',
  'yield',
  'servings',
  'source',
  'url',
  'imagecredit',
  'image_credit',
  'permalink',
  'published',
  'date',
]);

const first = (data: Record<string, FrontMatterValue>, ...keys: string[]) => {
  for (const key of keys) {
    const value = data[key];
    if (value !== undefined && value !== null) return value;
  }
  return null;
};
const asText = (value: FrontMatterValue) => (Array.isArray(value) ? value.join('\n') : value);
/** A list's items one a line each, a single text as its lines. */
const asLines = (value: FrontMatterValue) =>
  Array.isArray(value) ? value.flatMap((item) => fieldLines(item)) : fieldLines(value);

/** A markdown body as plain text: its paragraphs kept, trailing spaces and extra blank lines not. */
const bodyText = (body: string) =>
  splitLines(body)
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * One Chowdown recipe from its markdown file. Refused with the reason when its front matter is
 * outside what `readFrontMatter` reads, or it has no title. `photo` is null: the framework loads
 * the photo from `chowdownImagePath`.
 */
export function chowdownRecipe(markdown: string, fileName: string): ReadRecipe {
  let data: Record<string, FrontMatterValue>;
  let body: string;
  try {
    ({ data, body } = readFrontMatter(markdown));
  } catch (error) {
    return { title: fileName, reason: capitalised((error as Error).message) };
  }
  const title = fieldLines(asText(data.title ?? null)).join(' ');
  if (!title) return { title: fileName, reason: 'Its front matter has no title' };

  const directions = first(data, 'directions', 'instructions');
  const servings = servingsText(asText(first(data, 'servings')));
  const yields = servingsText(asText(first(data, 'yield')));
  const source = sourceOf(fieldText(asText(first(data, 'source', 'url'))));
  const extras: Record<string, string | readonly string[] | null> = {
    Servings: servings.text,
    Yield: yields.text !== servings.text ? yields.text : null,
    'Made with': nameList(first(data, 'components')),
    Source: source.extra,
    'Photo credit': fieldText(asText(first(data, 'imagecredit', 'image_credit'))),
  };
  for (const [key, value] of Object.entries(data)) {
    if (READ.has(key.toLowerCase())) continue;
    const label = key.replace(/_+/g, ' ');
    extras[capitalised(label)] ??= Array.isArray(value) ? value : fieldText(value);
  }
  return {
    title,
    description: withExtras(bodyText(body), extras),
    prepTime: timeText(asText(first(data, 'prep_time', 'prep', 'preptime'))),
    cookTime: timeText(asText(first(data, 'cook_time', 'cook', 'cooktime'))),
    servings: servings.servings ?? yields.servings,
    ingredients: asLines(first(data, 'ingredients')),
    instructions: Array.isArray(directions)
      ? stepLines(asLines(directions))
      : stepsFromText(directions ?? ''),
    photo: null,
    ...present({
      tags: nameList(first(data, 'tags')),
      sourceUrl: source.sourceUrl,
      totalTime: timeText(asText(first(data, 'total_time'))),
    }),
  };
}

/**
 * The recipe's photo as its front matter names it (`image: banana-bread.jpg`): Chowdown keeps
 * photos in the site's `images/` folder, so the framework looks for `images/<name>` (and the name
 * itself, beside the file). Null when it names none, names an address elsewhere, or the front
 * matter cannot be read.
 */
export function chowdownImagePath(markdown: string): string | null {
  try {
    const image = readFrontMatter(markdown).data.image ?? null;
    return localImagePath(Array.isArray(image) ? image[0] : image);
  } catch {
    return null;
  }
}
