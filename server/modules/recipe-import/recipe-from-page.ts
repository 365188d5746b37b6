import { RECIPE_LIMITS } from '../../../contracts/recipes.js';
import { clip, collapseWhitespace } from '../../text.js';
import { hasCutJson, mendCutJson } from './cut-json.js';
import { embeddedRecipes } from './embedded-items.js';
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
import { pageSections } from './page-sections.js';
import { pluginCard } from './plugin-markup.js';
import { readingLines } from './reading-lines.js';
import { imageOf, MORE_IMAGES } from './recipe-images.js';
import { beforeNotes, fitSteps, stepLines } from './recipe-steps.js';
import { type RecipeDraft, toDraft } from './schema-org.js';

// A page's recipe is read in the order sites keep it right: the schema.org Recipe of its JSON-LD
// (what search engines read), then of its microdata; what that lacks, from the recipe card a
// known plugin marks, then from the page's own headings ("Ingredients", "Method"). Each step is
// one linear pass over the parsed page.

const hasContent = (draft: RecipeDraft) =>
  draft.ingredients.length > 0 || draft.instructions.length > 0;

/**
 * The page's main structured recipe: of those with ingredients or steps, the one its first
 * heading names (a page that links others' recipes, or carries a "you may also like" one, names
 * its own), else the first; without any, the first with a name.
 */
function structuredRecipe(document: HtmlNode, pageUrl: URL): RecipeDraft | null {
  const { recipes, resolve } = findRecipes(jsonLdBlocks(document));
  const fromJsonLd = recipes.map((recipe) => toDraft(recipe, resolve, pageUrl));
  const fromMicrodata = () =>
    embeddedRecipes(document).map((recipe) => toDraft(recipe, (value) => value, pageUrl));
  const withContent = fromJsonLd.filter(hasContent);
  const all = withContent.length ? fromJsonLd : [...fromJsonLd, ...fromMicrodata()];
  const candidates = withContent.length ? withContent : all.filter(hasContent);
  if (candidates.length > 1) {
    const heading = mainHeading(document)?.toLowerCase();
    const named = candidates.find((draft) => draft.title.toLowerCase() === heading);
    if (named) return named;
  }
  return candidates[0] ?? all.find((draft) => draft.title !== '') ?? null;
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

/** The language the page's `<html lang>` declares, as written; null when it declares none. */
function pageLanguage(document: HtmlNode): string | null {
  for (const element of elementsOf(document)) {
    if (element.tagName === 'html') return attribute(element, 'lang')?.trim() || null;
  }
  return null;
}

/** The page's visible `<h1>` headings, in page order (a screen reader's "Navigation" left out). */
function mainHeadings(document: HtmlNode): string[] {
  const unseen = (element: HtmlElement) => element.tagName === 'nav' || isScreenReaderOnly(element);
  const headings: string[] = [];
  for (const element of elementsOf(document, unseen)) {
    if (element.tagName !== 'h1' || unseen(element)) continue;
    const heading = textLines(element).join(' ');
    if (heading) headings.push(heading);
  }
  return headings;
}

/**
 * The heading that names the page: of its `<h1>`s, the first its title holds (a shop's page
 * heads a column "For Your Table" before its recipe), else the first.
 */
function mainHeading(document: HtmlNode): string | undefined {
  const headings = mainHeadings(document);
  if (headings.length < 2) return headings[0];
  const title = documentTitle(document).toLowerCase();
  return headings.find((heading) => title.includes(heading.toLowerCase())) ?? headings[0];
}

/** The page's `<title>`, else its Open Graph title. */
function documentTitle(document: HtmlNode): string {
  for (const element of elementsOf(document)) {
    if (element.tagName === 'title') {
      const title = collapseWhitespace(ownText(element));
      if (title) return title;
    }
  }
  return metaContent(document, ['og:title']) ?? '';
}

/**
 * The recipe's title: its structured name as the site wrote it (a site's name or a subtitle
 * after it is the site's choice), else the page's first heading, else its title.
 */
const titleOf = (structured: string, document: HtmlNode): string =>
  structured || mainHeading(document) || documentTitle(document);

/** The photo a page gives for sharing (Open Graph, Twitter), when its recipe names none. */
function sharedImage(document: HtmlNode, pageUrl: URL): string | null {
  const address = metaContent(document, ['og:image', 'og:image:url', 'twitter:image']);
  return address ? imageOf(address, (value) => value, pageUrl) : null;
}

const wordsOf = (lines: readonly string[]) =>
  lines
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The share of `part`'s words (each as often as it occurs) that `whole` has too. */
function wordShare(part: readonly string[], whole: readonly string[]): number {
  const left = new Map<string, number>();
  for (const word of wordsOf(whole)) left.set(word, (left.get(word) ?? 0) + 1);
  const words = wordsOf(part);
  let found = 0;
  for (const word of words) {
    const n = left.get(word) ?? 0;
    if (n > 0) {
      found += 1;
      left.set(word, n - 1);
    }
  }
  return words.length ? found / words.length : 1;
}

/**
 * Shown lines this many times as many as the structured ones are lines those joined. Fewer is
 * not enough: many pages show each amount and its ingredient on lines of their own.
 */
const JOINED = 2.5;

const hasAmount = (line: string) => /[\d¼½¾⅓⅔⅛]/u.test(line);

/** Structured lines without an amount that the page shows with one ("Tequila", "4 cl Tequila"). */
function amountsLeftOut(structured: readonly string[], shown: readonly string[]): number {
  const withAmounts = shown.filter(hasAmount).map((line) => line.toLowerCase());
  return structured.filter((line) => {
    const name = line.toLowerCase();
    return !hasAmount(line) && withAmounts.some((shownLine) => shownLine.includes(name));
  }).length;
}

/**
 * Structured lines whose amount lost its whole part where the page shows it ("5 tsp" for
 * "1.5 tsp": a list numbering that took "1." for its own). The cook would measure wrong.
 */
function amountsCut(structured: readonly string[], shown: readonly string[]): number {
  const shownLower = shown.map((line) => line.toLowerCase());
  return structured.filter((line) => {
    const lower = line.toLowerCase();
    return (
      /^\d/.test(line) &&
      shownLower.some(
        (shownLine) =>
          shownLine.endsWith(lower) &&
          /^\d+[.,]$/.test(shownLine.slice(0, shownLine.length - lower.length)),
      )
    );
  }).length;
}

/**
 * Whether the ingredient lines the page shows are better than the structured ones: there are
 * none of those, or only one (a note, or the list in one line) where the page lists three or
 * more; an amount of theirs lost its whole part; or the shown lines hold all their words (and
 * are not mostly other text) and more of the recipe — lines the structured data joined into far
 * fewer, amounts it left out, or the same lines with the capitals it lowered.
 */
function preferShown(structured: readonly string[], shown: readonly string[]): boolean {
  if (!shown.length) return false;
  if (!structured.length) return true;
  if (amountsCut(structured, shown) > 0) return true;
  if (structured.length === 1 && shown.length >= 3) return true;
  if (wordShare(structured, shown) < 0.9) return false;
  // Amounts are a line's few words: the lines holding the structured ones are the proof.
  if (amountsLeftOut(structured, shown) >= Math.max(2, structured.length / 3)) return true;
  if (wordShare(shown, structured) < 0.5) return false;
  const recased =
    shown.length === structured.length &&
    shown.some((line, i) => line !== structured[i]) &&
    shown.every((line, i) => line.toLowerCase() === structured[i]?.toLowerCase());
  return shown.length >= JOINED * structured.length || recased;
}

/** The recipe's photos, then the page's sharing photo: the best as `image`, the next as spares. */
function photos(structured: RecipeDraft | null, shared: string | null) {
  const all = [structured?.image, ...(structured?.moreImages ?? []), shared].filter(
    (address): address is string => Boolean(address),
  );
  const [image = null, ...rest] = [...new Set(all)];
  return { image, moreImages: rest.slice(0, MORE_IMAGES) };
}

/**
 * The page's recipe as a draft of the create form, or null when it shows none: structured data
 * with a name or content, or else headed ingredients and steps.
 */
export function recipeFromHtml(html: string, pageUrl: URL): RecipeDraft | null {
  const parsed = parseHtml(html);
  const document = hasCutJson(parsed) ? parseHtml(mendCutJson(html)) : parsed;
  const structured = structuredRecipe(document, pageUrl);
  const card = pluginCard(document);
  const sections = pageSections(readingLines(document));
  let ingredients = structured?.ingredients ?? [];
  for (const shown of [card?.ingredients ?? [], sections.ingredients].map(fitIngredients)) {
    if (preferShown(ingredients, shown)) ingredients = shown;
  }
  let steps = structured?.instructions ?? [];
  for (const shown of [card?.steps ?? [], sections.steps]) {
    if (!steps.length) steps = fitSteps(beforeNotes(stepLines(shown)));
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
    declaredLanguage: null,
  } satisfies Partial<RecipeDraft>;
  return {
    ...(structured ?? empty),
    title: clip(titleOf(structured?.title ?? '', document), RECIPE_LIMITS.title),
    ...photos(structured, sharedImage(document, pageUrl)),
    ingredients,
    instructions: steps,
    // The recipe's own word first: a site may serve recipes in several languages on one page.
    declaredLanguage: structured?.declaredLanguage ?? pageLanguage(document),
  };
}
