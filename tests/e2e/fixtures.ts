import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (label = 'cook') => `${label}-${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = 'a fine password';

/**
 * Creates an account through the API in the page's browser context, so the page is signed in
 * (the cookie lands in the same context), then opens `path`.
 */
export async function signUpViaApi(page: Page, path = '/'): Promise<{ email: string }> {
  const email = uniqueEmail();
  const response = await page.request.post('/api/register', {
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  await page.goto(path);
  return { email };
}

/** The browser's Ctrl (or Cmd on macOS) + key shortcut. */
export async function shortcut(page: Page, key: string): Promise<void> {
  await page.keyboard.press(`${process.platform === 'darwin' ? 'Meta' : 'Control'}+${key}`);
}

/** What axe checks: WCAG 2.2 A and AA, and its best practices (issue 10). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** No serious or critical problem axe can find on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}
