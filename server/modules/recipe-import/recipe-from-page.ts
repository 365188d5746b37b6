import { RECIPE_LIMITS } from '../../../contracts/recipes.js';
import { clip, collapseWhitespace } from '../../text.js';
import {
  attribute,
  elementsOf,
  type HtmlElement,
  type HtmlNode,
  isScreenReaderOnly,
  ownText,
  parseHtml,
  textLines,
} from './html-text.js';
import { fitIngredients } from './ingredient-line.js';
import { findRecipes, jsonLdBlocks } from './json-ld.js';
import { microdataRecipes } from './microdata.js';
import { pageSections } from './page-sections.js';
import { pluginCard } from './plugin-markup.js';
import { readingLines } from './reading-lines.js';
import { fitSteps, imageOf, type RecipeDraft, stepLines, toDraft } from './schema-org.js';

// A page's recipe is read in the order sites keep it right: the schema.org Recipe of its JSON-LD
// (what search engines read), then of its microdata; what that lacks, from the recipe card a
// known plugin marks, then from the page's own headings ("Ingredients", "Method"). Each step is
// one linear pass over the parsed page.

const hasContent = (draft: RecipeDraft) =>
  draft.ingredients.length > 0 || draft.instructions.length > 0;

/** Of the page's structured recipes, the first with ingredients or steps, else with a name. */
function structuredRecipe(document: HtmlNode, pageUrl: URL): RecipeDraft | null {
  const { recipes, resolve } = findRecipes(jsonLdBlocks(document));
  const drafts = recipes.map((recipe) => toDraft(recipe, resolve, pageUrl));
  const found = drafts.find(hasContent);
  if (found) return found;
  const fromMicrodata = microdataRecipes(document).map((recipe) =>
    toDraft(recipe, (value) => value, pageUrl),
  );
  const named = (draft: RecipeDraft) => draft.title !== '';
  return fromMicrodata.find(hasContent) ?? [...drafts, ...fromMicrodata].find(named) ?? null;
}

/** The value of the first `<meta>` of one of `names` (by `property` or `name`). */
function metaContent(document: HtmlNode, names: readonly string[]): string | null {
  for (const element of elementsOf(document)) {
    if (element.tagName !== 'meta') continue;
    const key = (attribute(element, 'property') ?? attribute(element, 'name') ?? '').toLowerCase();
    const content = attribute(element, 'content')?.trim();
    if (content && names.includes(key)) return content;
  }
  return null;
}

/** The page's own name for what it shows: its first `<h1>`, else its Open Graph title, else `<title>`. */
function pageHeading(document: HtmlNode): string {
  let title = '';
  const unseen = (element: HtmlElement) => element.tagName === 'nav' || isScreenReaderOnly(element);
  for (const element of elementsOf(document, unseen)) {
    if (element.tagName === 'h1' && !unseen(element)) {
      const heading = textLines(element).join(' ');
      if (heading) return heading;
    }
    if (element.tagName === 'title' && !title) title = collapseWhitespace(ownText(element));
  }
  return metaContent(document, ['og:title']) ?? title;
}

/** The photo a page gives for sharing (Open Graph, Twitter), when its recipe names none. */
function sharedImage(document: HtmlNode, pageUrl: URL): string | null {
  const address = metaContent(document, ['og:image', 'og:image:url', 'twitter:image']);
  return address ? imageOf(address, (value) => value, pageUrl) : null;
}

/**
 * The page's recipe as a draft of the create form, or null when it shows none: structured data
 * with a name or content, or else headed ingredients and steps.
 */
export function recipeFromHtml(html: string, pageUrl: URL): RecipeDraft | null {
  const document = parseHtml(html);
  const structured = structuredRecipe(document, pageUrl);
  const card = pluginCard(document);
  let ingredients = structured?.ingredients ?? [];
  let steps = structured?.instructions ?? [];
  // A card's lines replace structured ones that were joined into fewer, or missing.
  if (card && card.ingredients.length > ingredients.length) {
    ingredients = fitIngredients(card.ingredients);
  }
  if (card && !steps.length) steps = fitSteps(stepLines(card.steps));
  if (!ingredients.length || !steps.length) {
    const sections = pageSections(readingLines(document));
    if (!ingredients.length) ingredients = fitIngredients(sections.ingredients);
    if (!steps.length) steps = fitSteps(stepLines(sections.steps));
  }
  // Without structured data, only a page that shows both is taken for a recipe.
  if (!structured && !(ingredients.length && steps.length)) return null;
  const empty = {
    description: null,
    prepTime: null,
    cookTime: null,
    servings: null,
    tags: [],
    totalTime: null,
    nutrition: null,
  } satisfies Partial<RecipeDraft>;
  return {
    ...(structured ?? empty),
    title: structured?.title || clip(pageHeading(document), RECIPE_LIMITS.title),
    image: structured?.image ?? sharedImage(document, pageUrl),
    ingredients,
    instructions: steps,
  };
}
