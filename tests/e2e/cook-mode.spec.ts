import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessibility';
import { signUpViaApi } from './support/accounts';
import { createRecipeViaApi } from './support/recipes';
import { recordingSpeech, spoken } from './support/speech';
import { expect, test } from './support/test';

/** Counts the tones the timer chime plays (Web Audio oscillators started). */
const countingChime = () => {
  const played = { tones: 0 };
  Object.assign(window, { __chime: played });
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    played.tones += 1;
    return start.apply(this, args);
  };
};

test.describe('cooking with timers', () => {
  test('a step starts a timer; several run at once, across screens, and ring aloud', async ({
    page,
  }) => {
    await page.addInitScript(recordingSpeech);
    await page.addInitScript(countingChime);
    await page.clock.install({ time: new Date('2026-11-24T18:00:00Z') });
    await signUpViaApi(page);
    const recipe = await createRecipeViaApi(page, 'Weeknight ragù', {
      instructions: JSON.stringify([
        'Soften the onion for 2 minutes.',
        'Simmer the sauce for 10 to 15 minutes.',
        'Serve.',
      ]),
    });
    await page.goto(`/recipe/${recipe.id}`);
    const steps = page.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
    await expect(steps.nth(2).getByRole('button')).toHaveCount(0);
    // From here on only the test moves time: a busy machine's own seconds do not count.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await steps
      .nth(1)
      .getByRole('button', { name: 'Start a timer for 10 minutes, step 2' })
      .click();
    await steps.nth(0).getByRole('button', { name: 'Start a timer for 2 minutes, step 1' }).click();
    const tray = page.getByRole('region', { name: 'Kitchen timers' });
    const sauce = tray.getByRole('listitem').filter({ hasText: 'step 2: 10 to 15 minutes' });
    const onion = tray.getByRole('listitem').filter({ hasText: 'step 1: 2 minutes' });
    await expect(sauce).toContainText('10:00');
    await expect(onion).toContainText('2:00');

    await page.clock.runFor(60_000);
    await expect(sauce).toContainText('9:00');
    // Paused from the keyboard, it holds while time goes on.
    await sauce.getByRole('button', { name: /^Pause timer/ }).focus();
    await page.keyboard.press('Enter');
    await expect(sauce).toContainText('Paused');

    // The tray stays over other screens.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Recipes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(onion).toContainText('Done!');
    await expect(sauce).toContainText('9:00');
    await expect
      .poll(() => spoken(page).then((said) => said.map(({ text }) => text)))
      .toContain('Timer done: Weeknight ragù, step 1: 2 minutes');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __chime: { tones: number } }).__chime.tones),
      )
      .toBe(3);

    // Dismissed, resumed and cancelled from the keyboard too.
    await onion.getByRole('button', { name: /^Dismiss timer/ }).focus();
    await page.keyboard.press('Enter');
    await expect(onion).toHaveCount(0);
    await sauce.getByRole('button', { name: /^Resume timer/ }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(30_000);
    await expect(sauce).toContainText('8:30');
    await sauce.getByRole('button', { name: /^Cancel timer/ }).focus();
    await page.keyboard.press('Enter');
    await expect(tray).toHaveCount(0);
  });
});

/** Records what the page asks of the Screen Wake Lock (headless Chromium has no screen to keep). */
const recordingWakeLock = () => {
  const log: string[] = [];
  Object.assign(window, { __wakeLock: log });
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      async request(type: string) {
        log.push(`request ${type}`);
        const sentinel = {
          released: false,
          async release() {
            sentinel.released = true;
            log.push('release');
          },
        };
        return sentinel;
      },
    },
  });
};

test('the screen stays on while voice mode is on', async ({ page }) => {
  await page.addInitScript(recordingSpeech);
  await page.addInitScript(recordingWakeLock);
  await signUpViaApi(page);
  const recipe = await createRecipeViaApi(page, 'Slow bread');
  await page.goto(`/recipe/${recipe.id}`);
  const wakeLock = () =>
    page.evaluate(() => (window as unknown as { __wakeLock: string[] }).__wakeLock);
  expect(await wakeLock()).toEqual([]);
  await page.getByRole('button', { name: 'Voice Off' }).click();
  await expect.poll(wakeLock).toEqual(['request screen']);
  await page.getByRole('button', { name: 'Voice On' }).click();
  await expect.poll(wakeLock).toEqual(['request screen', 'release']);
});

test('scaling: servings and units change the list, what is read aloud and the saved text', async ({
  page,
}) => {
  await page.addInitScript(recordingSpeech);
  await signUpViaApi(page);
  const recipe = await createRecipeViaApi(page, 'Shortbread', {
    servings: '4',
    ingredients: JSON.stringify(['2 cups flour', '1/2 tsp salt', '200 g butter', '3 eggs']),
    instructions: JSON.stringify(['Rub 200 g butter into the flour.']),
  });
  await page.goto(`/recipe/${recipe.id}`);
  const card = page.getByRole('region', { name: 'Ingredients' });
  const lines = card.getByRole('listitem');
  await expect(lines).toHaveText(['2 cups flour', '1/2 tsp salt', '200 g butter', '3 eggs']);
  await expect(card.getByText('Quantities in the steps are not scaled.')).toHaveCount(0);
  // The browser reads en-US: the butter's grams are offered in US measures, never converted unasked.
  const inUsMeasures = card.getByRole('button', { name: 'Show in cups and ounces' });
  await expect(inUsMeasures).toBeVisible();

  // Twice as many, one serving at a time and then typed.
  const servings = card.getByRole('spinbutton', { name: 'Servings' });
  await card.getByRole('button', { name: 'More servings' }).click();
  await expect(servings).toHaveValue('5');
  await servings.fill('8');
  await expect(lines).toHaveText(['4 cups flour', '1 tsp salt', '400 g butter', '6 eggs']);
  await expect(card.getByText('Quantities in the steps are not scaled.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recipe Info' })).toContainText('8');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Metric' }).click();
  await expect(card.getByRole('button', { name: 'Metric' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(lines).toHaveText(['945 ml flour', '5 ml salt', '400 g butter', '6 eggs']);
  await expect(inUsMeasures).toHaveCount(0);

  // Read aloud as scaled.
  await page.getByRole('button', { name: 'Voice Off' }).click();
  await page.getByRole('button', { name: 'Read List' }).click();
  await expect
    .poll(async () => (await spoken(page)).map((s) => s.text).join(' | '))
    .toContain('945 ml flour');

  // Saved as scaled.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as Text' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text).toContain('Servings: 8');
  expect(text).toContain('- 945 ml flour\n- 5 ml salt\n- 400 g butter\n- 6 eggs');

  // The units are this device's choice; the servings start again from the recipe's own.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Metric' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(servings).toHaveValue('4');
  await expect(lines).toHaveText(['475 ml flour', '2.5 ml salt', '200 g butter', '3 eggs']);
  await card.getByRole('button', { name: 'As written' }).click();
  await card.getByRole('button', { name: 'Fewer servings' }).click();
  await card.getByRole('button', { name: 'Fewer servings' }).click();
  await expect(lines).toHaveText(['1 cup flour', '¼ tsp salt', '100 g butter', '1½ eggs']);
  await card.getByRole('button', { name: 'Reset' }).click();
  await expect(lines).toHaveText(['2 cups flour', '1/2 tsp salt', '200 g butter', '3 eggs']);
});
