import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedHost } from '../../allowed-host.js';
import type { MediaService } from '../media/media-service.js';
import { importRecipe } from './import-recipe.js';

// The language of an imported recipe: the page's own word (`<html lang>`, the Recipe's
// `inLanguage`) before a guess from its text. A page server on loopback, allowed by name.

const french = {
  name: 'Quiche lorraine',
  recipeIngredient: ['1 pâte brisée', '200 g de lardons', '3 oeufs', '20 cl de crème fraîche'],
  recipeInstructions: [
    'Préchauffez le four à 180 °C.',
    'Faites revenir les lardons, puis battez les oeufs avec la crème.',
  ],
};
const page = (lang: string | null, recipe: object) =>
  `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><head><title>Recette</title>` +
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', ...recipe })}</script>` +
  '</head><body></body></html>';

const pages: Record<string, string> = {
  // An English title on a French site: the page's word is taken over the text's.
  '/declared': page('fr', { ...french, name: 'Cheese tart', recipeIngredient: ['Cheese', 'Eggs'] }),
  '/regional': page('de-DE', french),
  '/in-language': page('en', { ...french, inLanguage: 'es-ES' }),
  '/undeclared': page(null, french),
  '/other-language': page('it', french),
};

describe('the language of a recipe imported from a page', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = pages[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const read = (path: string) =>
    importRecipe(`${origin}${path}`, {
      media: {} as MediaService,
      allowedHosts: [parseAllowedHost(new URL(origin).host)].filter((host) => host !== null),
      timeoutMs: 2000,
      log: { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger,
      recordPhoto: async () => {},
    });

  it.each([
    ['/declared', 'fr'],
    ['/regional', 'de'],
    ['/in-language', 'es'],
    ['/undeclared', 'fr'],
    ['/other-language', null],
  ])('%s gives %j', async (path, language) => {
    const recipe = await read(path);
    expect(recipe.ingredients.length).toBeGreaterThan(0);
    expect(recipe.language).toBe(language);
  });
});
