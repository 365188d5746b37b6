import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** What axe checks: WCAG 2.2 A and AA, and its best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type ColorScheme = 'light' | 'dark';

/** What one check (two axe runs) may add to its test's time: seconds each on a busy machine. */
const CHECK_TIME_MS = 10_000;

/**
 * No serious or critical problem axe can find on the page as it is now, in the light and in the
 * dark theme: axe runs in the scheme the page shows, then again with the other one emulated as
 * the system's preference (the app's default "System" theme follows it), which is then restored.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A test that checks several screens should not run out of its own time on the checking.
  test.info().setTimeout(test.info().timeout + CHECK_TIME_MS);
  const shown: ColorScheme = (await page.evaluate(
    () => matchMedia('(prefers-color-scheme: dark)').matches,
  ))
    ? 'dark'
    : 'light';
  const other: ColorScheme = shown === 'dark' ? 'light' : 'dark';
  const problems: string[] = [];
  // Colours that ease into the new scheme (`transition-colors`) would be measured half-way, and
  // a card the browser skips drawing (`content-visibility: auto`) never finishes easing: during
  // the check the scheme changes at once. So do animations end at once: a toast still fading in
  // (`toast-in`) would be measured at part of its opacity, and fail contrast only sometimes.
  const instant = await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
  });
  for (const colorScheme of [shown, other]) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    for (const v of violations) {
      if (v.impact === 'serious' || v.impact === 'critical') {
        problems.push(`${colorScheme}: ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
      }
    }
  }
  await page.emulateMedia({ colorScheme: shown });
  await instant.evaluate((style) => (style as HTMLStyleElement).remove());
  expect(problems).toEqual([]);
}
