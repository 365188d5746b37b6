import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { recordingSpeech, spoken } from './support/speech';
import { expect, test } from './support/test';

test.describe('cooking hands-free', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordingSpeech);
    await signUpViaApi(page);
    const response = await page.request.post('/api/recipes', {
      multipart: {
        title: 'Pan Bread',
        description: 'Flat and quick',
        prepTime: '10 minutes',
        servings: '2',
        difficulty: 'easy',
        ingredients: JSON.stringify(['2 cup flour', '1 cup water']),
        instructions: JSON.stringify(['Mix flour and water', 'Cook in a hot pan']),
      },
    });
    await page.goto(`/recipe/${(await response.json()).id}`);
    await expect(page.getByRole('heading', { name: 'Pan Bread', level: 1 })).toBeVisible();
  });

  test('the recipe page has no serious accessibility problem, voice mode off or on', async ({
    page,
  }) => {
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Voice Off' }).click();
    await expect(page.getByRole('heading', { name: 'Keyboard Controls' })).toBeVisible();
    await expectAccessible(page);
  });

  test('Space reads the next step, Enter replays it, and the end is announced', async ({
    page,
  }) => {
    await expect(page.getByRole('button', { name: 'Read Steps' })).toBeDisabled();
    await page.getByRole('button', { name: 'Voice Off' }).click();
    await expect(page.getByRole('heading', { name: 'Keyboard Controls' })).toBeVisible();

    await page.keyboard.press('Space');
    await expect(page.getByText('Reading Step 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Current: Step 1')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText('Current: Step 2')).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByText('Recipe Complete', { exact: true })).toBeVisible();

    const said = await spoken(page);
    expect(said.map((s) => s.text)).toEqual([
      'Step 1: Mix flour and water',
      'Step 2: Cook in a hot pan',
      'Step 2: Cook in a hot pan',
      'You have reached the end of the recipe instructions.',
    ]);
    // The browser keeps rate and volume as 32-bit floats: 0.8 reads back as 0.800000011920929.
    for (const { rate, volume } of said) {
      expect(rate).toBeCloseTo(0.8, 5);
      expect(volume).toBeCloseTo(0.8, 5);
    }
  });

  test('keys do nothing while voice is off, and turning it off stops speech', async ({ page }) => {
    await page.keyboard.press('Space');
    expect(await spoken(page)).toEqual([]);
    await page.getByRole('button', { name: 'Voice Off' }).click();
    await page.getByRole('button', { name: 'Read List' }).click();
    await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(0);
    const cancelsBefore = await page.evaluate(() =>
      (window as unknown as { __speech: { cancels: () => number } }).__speech.cancels(),
    );
    await page.getByRole('button', { name: 'Voice On' }).click();
    const cancelsAfter = await page.evaluate(() =>
      (window as unknown as { __speech: { cancels: () => number } }).__speech.cancels(),
    );
    expect(cancelsAfter).toBeGreaterThan(cancelsBefore);
    await expect(page.getByRole('button', { name: 'Read List' })).toBeDisabled();
  });

  test('Save as Text downloads the recipe as a named text file', async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save as Text' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pan_bread_recipe.txt');
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toContain('Pan Bread');
    expect(text).toContain('Prep Time: 10 minutes');
    expect(text).toContain('Cook Time: N/A');
    expect(text).toContain('- 2 cup flour');
    expect(text).toContain('2. Cook in a hot pan');
  });
});
