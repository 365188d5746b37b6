import { recipeFromHtml } from '../modules/recipe-import/recipe-from-page.js';

/** The address a test page is read as coming from. */
export const PAGE = new URL('https://cooks.example.org/recipes/soup/');

/** A JSON-LD block holding a schema.org Recipe with `recipe`'s fields. */
export const ld = (recipe: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script>`;

/** The recipe the import reads from a page of `body`, with `head` in its head. */
export const readPage = (body: string, head = '') =>
  recipeFromHtml(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, PAGE);
