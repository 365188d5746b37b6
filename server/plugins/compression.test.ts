import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../test/harness.js';
import { createRecipe } from '../test/recipes.js';

/** API answers are compressed when they are big enough to gain from it (decision 018). */
describe('compressed API answers', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
    for (let i = 0; i < 12; i++) {
      await createRecipe(t.app, cook.cookie, {
        title: `Slow-cooked bean stew ${i}`,
        description: 'Beans, smoked paprika and a long, quiet afternoon on the stove.',
      });
    }
  });
  afterAll(() => t.close());

  const list = (encoding?: string) =>
    t.app.inject({
      url: '/api/recipes',
      headers: { cookie: cook.cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('sends a page of cards as Brotli or gzip, whichever the browser accepts', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // The page headers and the no-store policy travel unchanged.
    expect(br.headers['x-total-count']).toBe('12');
    expect(br.headers['cache-control']).toBe('no-store');

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers alone', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
