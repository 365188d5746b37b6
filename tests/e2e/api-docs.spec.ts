import { expect, test } from './support/test';

test('the API reference reads in a browser, from this server alone', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (request) => problems.push(`${request.url()} failed`));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Simmer API/ })).toBeVisible();
  // Operations grouped by section, each with its address.
  await expect(page.getByRole('heading', { name: /^recipes\b/ })).toBeVisible();
  await expect(page.getByText('/api/recipes/{id}').first()).toBeVisible();
  expect(problems).toEqual([]);
});
