import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../contracts/errors.js';
import { RECIPE_IMPORT_URL } from '../../../contracts/recipe-import.js';
import { LIMITS } from '../../rate-limits.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';

// POST /api/recipes/import refused before any page is asked for: bad input, visitors, the hourly
// allowance, and its place in the API reference. The pages themselves: recipe-import.test.ts.
describe('import from a URL: the request', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
  });
  afterAll(() => t?.close());

  const importFrom = (url: unknown, cookie = cook.cookie) =>
    t.app.inject({
      method: 'POST',
      url: RECIPE_IMPORT_URL,
      headers: cookie ? { cookie } : {},
      payload: { url },
    });

  it('400 in the validation format for a missing or malformed url', async () => {
    for (const payload of [{}, { url: '' }, { url: 'not a web address' }, { url: 42 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: RECIPE_IMPORT_URL,
        headers: { cookie: cook.cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        message: expect.any(String),
        code: ErrorCode.VALIDATION,
        issues: [expect.objectContaining({ path: 'body.url' })],
      });
    }
  });

  it('is in the API reference with its request and its answers', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operation = paths['/api/recipes/import']?.post;
    expect(operation?.requestBody?.content?.['application/json']?.schema).toMatchObject({
      properties: { url: { type: 'string' } },
      required: ['url'],
    });
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '422',
      '429',
      '502',
    ]);
  });

  it('401 for visitors', async () => {
    const response = await importFrom('https://example.org/stew/', '');
    expect([response.statusCode, response.json()]).toEqual([401, { message: 'Unauthorized' }]);
  });

  it(`at most ${LIMITS.recipeImport.max} imports an hour per cook, refused ones included`, async () => {
    const busy = await signUp(t.app);
    for (let n = 0; n < LIMITS.recipeImport.max; n += 1) {
      expect((await importFrom('ftp://example.org/', busy.cookie)).statusCode).toBe(400);
    }
    const refused = await importFrom('https://example.org/stew/', busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: ErrorCode.RATE_LIMITED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another cook is not held back by it.
    expect((await importFrom('ftp://example.org/')).statusCode).toBe(400);
  });
});
