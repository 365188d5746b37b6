import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { paprikaExport, soupForPaprika } from '../../server/test/exports/paprika';
import { expectAccessible } from './support/accessibility';
import { cookWithName, uniqueWord } from './support/community';
import { expect, test } from './support/test';

interface Recipe {
  title: string;
  description: string | null;
  prepTime: string | null;
  cookTime: string | null;
  servings: number | null;
  difficulty: string | null;
  ingredients: string[];
  instructions: string[];
  image: string | null;
  isPublic: boolean;
  notes?: string | null;
  sourceUrl: string | null;
}

/**
 * A cook's recipes, oldest first, each whole: the list answers cards (no ingredients or steps),
 * so each is read on its own.
 */
async function recipesOf(request: APIRequestContext): Promise<Recipe[]> {
  const cards: { id: number }[] = await (await request.get('/api/recipes?sort=oldest')).json();
  return Promise.all(cards.map(async ({ id }) => (await request.get(`/api/recipes/${id}`)).json()));
}

/** What an import must carry over: everything but ids, dates, the photo's name and sharing. */
const CARRIED = [
  'title',
  'description',
  'prepTime',
  'cookTime',
  'servings',
  'difficulty',
  'ingredients',
  'instructions',
] as const;
const sameRecipe = (recipe: Recipe) => CARRIED.map((field) => recipe[field]);

test('a cook downloads their data and another account imports it: same recipes, same photos', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const first = await cookWithName(browser, 'Moving Cook');
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#b45309' },
  })
    .jpeg()
    .toBuffer();
  const withPhoto = await first.page.request.post('/api/recipes', {
    multipart: {
      title: `Harvest pie ${word}`,
      description: 'Apples, pears and a lattice top',
      prepTime: '30 minutes',
      cookTime: '1 hour',
      servings: '8',
      difficulty: 'medium',
      isPublic: 'true',
      ingredients: JSON.stringify(['3 apples', '2 pears', '1 sheet pastry']),
      instructions: JSON.stringify(['Slice the fruit', 'Weave the lattice', 'Bake']),
      image: { name: 'pie.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(withPhoto.status()).toBe(201);
  const plain = await first.page.request.post('/api/recipes', {
    multipart: {
      title: `Plain rice ${word}`,
      ingredients: JSON.stringify(['1 cup rice']),
      instructions: JSON.stringify(['Simmer it']),
    },
  });
  expect(plain.status()).toBe(201);

  // Download my data.
  await first.page.goto('/account');
  const downloading = first.page.waitForEvent('download');
  await first.page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^simmer-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = join(mkdtempSync(join(tmpdir(), 'simmer-export-')), download.suggestedFilename());
  await download.saveAs(archive);

  // Another account imports it.
  const second = await cookWithName(browser, 'Arriving Cook');
  await second.page.goto('/account');
  await second.page.getByLabel('Choose an archive').setInputFiles(archive);
  // The import held at the server's door a moment, so its progress bar can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await second.page.route('**/api/import', async (route) => {
    await held;
    await route.continue();
  });
  await second.page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(second.page.getByRole('progressbar')).toBeVisible();
  await expect(second.page.getByRole('button', { name: 'Importing...' })).toBeDisabled();
  release();
  const report = second.page.getByRole('status').filter({ hasText: 'Imported' });
  await expect(report).toHaveText('Imported 2 recipes.', { timeout: 20_000 });
  await expectAccessible(second.page);

  const [original, copy] = [
    await recipesOf(first.page.request),
    await recipesOf(second.page.request),
  ];
  expect(copy.map(sameRecipe)).toEqual(original.map(sameRecipe));
  expect(copy.map((recipe) => recipe.isPublic)).toEqual([false, false]);
  const [before, after] = [original[0]?.image ?? '', copy[0]?.image ?? ''];
  expect(after).not.toBe(before);
  const bytes = async (page: typeof first.page, url: string) =>
    Buffer.from(await (await page.request.get(url)).body());
  expect((await bytes(second.page, after)).equals(await bytes(first.page, before))).toBe(true);

  // The lists know at once; importing again skips them all.
  await second.page.goto('/recipes');
  await expect(second.page.getByRole('heading', { name: `Harvest pie ${word}` })).toBeVisible();
  await second.page.goto('/account');
  await second.page.getByLabel('Choose an archive').setInputFiles(archive);
  await second.page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(report).toHaveText('Imported 0 recipes. Skipped 2 recipes you already had.');
  await first.context.close();
  await second.context.close();
});

test('another app’s export comes in whole: a Paprika file with a progress bar and a clear report', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#15803d' },
  })
    .jpeg()
    .toBuffer();
  const soup = soupForPaprika(photo);
  const file = join(mkdtempSync(join(tmpdir(), 'simmer-paprika-')), 'My Recipes.paprikarecipes');
  writeFileSync(
    file,
    await paprikaExport([
      { ...soup, name: `Tomato soup ${word}` },
      {
        name: `Bread ${word}`,
        ingredients: '500 g flour\n350 g water',
        directions: 'Knead.\nBake.',
      },
      // No ingredients and no steps: refused with the reason, the rest imported.
      { name: `Empty ${word}` },
    ]),
  );

  const cook = await cookWithName(browser, 'Paprika Switcher');
  await cook.page.goto('/account');
  await cook.page.getByLabel('Choose an archive').setInputFiles(file);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await cook.page.route('**/api/import', async (route) => {
    await held;
    await route.continue();
  });
  await cook.page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(cook.page.getByRole('progressbar')).toBeVisible();
  release();
  const report = cook.page.getByRole('status').filter({ hasText: 'Imported' });
  await expect(report).toContainText('Imported 2 recipes.', { timeout: 20_000 });
  await expect(report).toContainText(`Empty ${word}`);
  await expectAccessible(cook.page);

  // The soup as Paprika had it: sections kept, its notes and source in their fields, its photo.
  const mine = await recipesOf(cook.page.request);
  expect(mine.map((recipe) => recipe.title)).toEqual([`Tomato soup ${word}`, `Bread ${word}`]);
  const imported = mine[0];
  expect(imported?.ingredients).toContain('For the soup:');
  expect(imported?.notes).toContain('Freezes well for a month.');
  expect(imported?.sourceUrl).toBe('https://example.com/tomato-soup');
  expect(imported?.servings).toBe(4);
  expect(imported?.isPublic).toBe(false);
  expect(imported?.image).toMatch(/^\/uploads\/recipes\/.+\.webp$/);
  await cook.page.goto('/recipes');
  await expect(cook.page.getByRole('heading', { name: `Tomato soup ${word}` })).toBeVisible();
  await cook.context.close();
});
