import { randomUUID } from 'node:crypto';
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
