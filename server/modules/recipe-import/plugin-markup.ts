import {
  classesOf,
  elementsOf,
  type HtmlElement,
  type HtmlNode,
  isScreenReaderOnly,
  textLines,
} from './html-text.js';

// Most recipe blogs run on WordPress with one of a few recipe-card plugins. Their JSON-LD is a copy
// of the card made for search engines, and a lossy one: WP Recipe Maker wraps an ingredient's
// notes in parentheses of its own ("1 apple (cored)" where the card shows "1 apple cored", and
// "((optional))" where the cook wrote the brackets), others drop the amounts or join a group's
// lines into one. What the cook reads is the card, so its lines, where a known plugin marks them,
// are the recipe's lines as written.

/** How one plugin marks its card, its ingredient lines and its steps (class names). */
interface PluginMarkup {
  /** The card holding one recipe: of several on a page, the first is read. */
  card: string;
  /** Either the lines themselves, or lists whose items (else paragraphs) are the lines. */
  ingredients: { line: string } | { list: string };
  steps: { line: string } | { list: string };
}

/** Recipe-card plugins of WordPress, the most used first. */
const PLUGINS: readonly PluginMarkup[] = [
  // WP Recipe Maker
  {
    card: 'wprm-recipe',
    ingredients: { line: 'wprm-recipe-ingredient' },
    steps: { line: 'wprm-recipe-instruction-text' },
  },
  // Tasty Recipes
  {
    card: 'tasty-recipes',
    ingredients: { list: 'tasty-recipes-ingredients' },
    steps: { list: 'tasty-recipes-instructions' },
  },
  // Create by Mediavine
  {
    card: 'mv-create-card',
    ingredients: { list: 'mv-create-ingredients' },
    steps: { list: 'mv-create-instructions' },
  },
  // Recipe Card Blocks by WPZOOM
  {
    card: 'wp-block-wpzoom-recipe-card-block-recipe-card',
    ingredients: { list: 'ingredients-list' },
    steps: { list: 'directions-list' },
  },
  // WP Ultimate Recipe
  {
    card: 'wpurp-container',
    ingredients: { line: 'wpurp-recipe-ingredient' },
    steps: { line: 'wpurp-recipe-instruction-text' },
  },
  // Cooked
  {
    card: 'cooked-recipe-ingredients',
    ingredients: { line: 'cooked-single-ingredient' },
    steps: { line: 'cooked-single-direction' },
  },
  // Zip Recipes
  {
    card: 'zrdn-recipe-container',
    ingredients: { list: 'zrdn-ingredients-list' },
    steps: { list: 'zrdn-instructions-list' },
  },
  // EasyRecipe
  {
    card: 'easyrecipe',
    ingredients: { line: 'ingredient' },
    steps: { line: 'instruction' },
  },
];

const hasClass = (element: HtmlElement, name: string) => classesOf(element).includes(name);

/** One line as the card shows it: its text on one line, without screen-reader-only text. */
export const shownLine = (element: HtmlElement): string =>
  textLines(element, { skip: isScreenReaderOnly }).join(' ');

/** The outermost elements under `root` that `matches` says are lines (not the lines' parts). */
function outermost(root: HtmlNode, matches: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (const element of elementsOf(root, matches)) {
    if (element !== root && matches(element)) found.push(element);
  }
  return found;
}

function linesIn(card: HtmlElement, where: { line: string } | { list: string }): string[] {
  const elements =
    'line' in where
      ? outermost(card, (element) => hasClass(element, where.line))
      : outermost(card, (element) => hasClass(element, where.list)).flatMap((list) => {
          const items = outermost(list, (element) => element.tagName === 'li');
          return items.length ? items : outermost(list, (element) => element.tagName === 'p');
        });
  return elements.map(shownLine).filter(Boolean);
}

export interface CardLines {
  ingredients: string[];
  steps: string[];
}

/**
 * The ingredient lines and steps of the page's first recipe card of a known plugin, as the card
 * shows them; null when the page has no such card.
 */
export function pluginCard(document: HtmlNode): CardLines | null {
  for (const element of elementsOf(document)) {
    const plugin = PLUGINS.find((candidate) => hasClass(element, candidate.card));
    if (!plugin) continue;
    const lines = {
      ingredients: linesIn(element, plugin.ingredients),
      steps: linesIn(element, plugin.steps),
    };
    if (lines.ingredients.length || lines.steps.length) return lines;
  }
  return null;
}
