import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKBOOK_LIMITS, type Cookbook } from '../../../contracts/cookbooks.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { makeProfilePublic } from '../../test/profiles.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * Cookbooks themselves (decision 039): who may read and change them, what a body must be, the
 * per-cook limit, and the public view's count. Their recipes are in cookbook-pages.test.ts.
 */
describe('cookbooks', () => {
  let t: TestApp;
  let chef: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    chef = await signUp(t.app, { displayName: 'Book Chef', database: t.database });
    other = await signUp(t.app, { displayName: 'Nosy Cook', database: t.database });
    await makeProfilePublic(t.app, chef.cookie);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, who?: SignedInUser, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (who: SignedInUser, body: object) => {
    const response = await call('POST', '/api/cookbooks', who, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Cookbook>();
  };
  const issueFields = (body: string) =>
    (JSON.parse(body) as { issues?: { path: string }[] }).issues?.map((i) => i.path);

  it('refuses every route to a visitor but the public reads', async () => {
    const book = await create(chef, { name: 'Guarded', isPublic: true });
    for (const [method, url, body] of [
      ['GET', '/api/cookbooks'],
      ['POST', '/api/cookbooks', { name: 'x' }],
      ['PUT', `/api/cookbooks/${book.id}`, { name: 'x' }],
      ['DELETE', `/api/cookbooks/${book.id}`],
      ['POST', `/api/cookbooks/${book.id}/recipes`, { recipeId: 1 }],
      ['PUT', `/api/cookbooks/${book.id}/recipes`, { recipeIds: [] }],
      ['DELETE', `/api/cookbooks/${book.id}/recipes/1`],
      ['POST', '/api/recipes/bulk', { ids: [1], action: 'setPublic' }],
    ] as [string, string, object?][]) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', `/api/cookbooks/${book.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/cookbooks/${book.id}/recipes`)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${chef.id}/cookbooks`)).statusCode).toBe(200);
  });

  it('creates one from a checked body, naming the field at fault', async () => {
    const book = await create(chef, { name: '  Weeknights  ', description: '  ' });
    expect(book).toEqual({
      id: expect.any(Number),
      userId: chef.id,
      name: 'Weeknights',
      description: null,
      isPublic: false,
      recipeCount: 0,
      cover: null,
    });
    const bad: [unknown, string][] = [
      [{ name: '   ' }, 'body.name'],
      [{ name: 'x'.repeat(COOKBOOK_LIMITS.name + 1) }, 'body.name'],
      [{ name: 'Two\nlines' }, 'body.name'],
      [{ name: 'Ok', isPublic: 'yes' }, 'body.isPublic'],
      [
        { name: 'Ok', description: 'x'.repeat(COOKBOOK_LIMITS.description + 1) },
        'body.description',
      ],
      [{ name: 'Ok', owner: 'me' }, 'body'],
      [{}, 'body.name'],
    ];
    for (const [body, field] of bad) {
      const response = await call('POST', '/api/cookbooks', chef, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(issueFields(response.body)?.[0], JSON.stringify(body)).toMatch(
        new RegExp(`^${field.replace('.', '\\.')}`),
      );
    }
    for (const url of ['/api/cookbooks/0', '/api/cookbooks/abc', '/api/cookbooks/99999999999']) {
      expect((await call('GET', url, chef)).statusCode, url).toBe(400);
    }
  });

  it("lists the cook's own by name without regard to case, then id", async () => {
    const cook = await signUp(t.app);
    for (const name of ['pasta', 'Baking', 'apples', 'Pasta']) await create(cook, { name });
    const response = await call('GET', '/api/cookbooks', cook);
    expect(response.statusCode).toBe(200);
    const names = response.json<Cookbook[]>().map((b) => b.name);
    expect(names).toEqual(['apples', 'Baking', 'pasta', 'Pasta']);
    expect((await call('GET', '/api/cookbooks', other)).json()).toEqual([]);
  });

  it("shows a private one to its owner only, as if anyone else's did not exist", async () => {
    const book = await create(chef, { name: 'Secret family recipes' });
    expect((await call('GET', `/api/cookbooks/${book.id}`, chef)).json()).toEqual(book);
    for (const who of [other, undefined]) {
      for (const url of [`/api/cookbooks/${book.id}`, `/api/cookbooks/${book.id}/recipes`]) {
        const response = await call('GET', url, who);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Secret');
        expect(response.json()).toEqual(
          (await call('GET', '/api/cookbooks/2147483647', who)).json(),
        );
      }
    }
  });

  it('updates only the owner’s, keeping what a body leaves out', async () => {
    const book = await create(chef, { name: 'Soups', description: 'Warm', isPublic: true });
    const renamed = await call('PUT', `/api/cookbooks/${book.id}`, chef, { name: 'Soups & stews' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Soups & stews',
      description: 'Warm',
      isPublic: true,
    });
    const cleared = await call('PUT', `/api/cookbooks/${book.id}`, chef, {
      name: 'Soups',
      description: null,
      isPublic: false,
    });
    expect(cleared.json()).toMatchObject({ description: null, isPublic: false });
    const bad = await call('PUT', `/api/cookbooks/${book.id}`, chef, { name: '', isPublic: 1 });
    expect(bad.statusCode).toBe(400);
    expect(issueFields(bad.body)).toEqual(expect.arrayContaining(['body.name', 'body.isPublic']));
    for (const [method, body] of [['PUT', { name: 'Mine now' }], ['DELETE']] as const) {
      const response = await call(method, `/api/cookbooks/${book.id}`, other, body);
      expect(response.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/cookbooks/${book.id}`, chef)).json()).toMatchObject({
      name: 'Soups',
    });
  });

  it('deletes one, its recipes staying', async () => {
    const recipe = await createRecipe(t.app, chef.cookie, { title: 'Stays' });
    const book = await create(chef, { name: 'Short-lived' });
    await call('POST', `/api/cookbooks/${book.id}/recipes`, chef, { recipeId: recipe.id });
    expect((await call('DELETE', `/api/cookbooks/${book.id}`, chef)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/cookbooks/${book.id}`, chef)).statusCode).toBe(404);
    expect((await call('GET', `/api/cookbooks/${book.id}`, chef)).statusCode).toBe(404);
    expect((await call('GET', `/api/recipes/${recipe.id}`, chef)).statusCode).toBe(200);
  });

  it("lists a public profile's public cookbooks with public counts; others are 404", async () => {
    const cook = await signUp(t.app);
    await create(cook, { name: 'Shown while private', isPublic: true });
    // A private profile is not found, as its recipe list is not, except by its owner.
    expect((await call('GET', `/api/users/${cook.id}/cookbooks`, other)).statusCode).toBe(404);
    await call(
      'DELETE',
      `/api/cookbooks/${(await call('GET', '/api/cookbooks', cook)).json()[0].id}`,
      cook,
    );
    await makeProfilePublic(t.app, cook.cookie);
    const shown = await create(cook, { name: 'Shown', isPublic: true });
    await create(cook, { name: 'Hidden' });
    const open = await createRecipe(t.app, cook.cookie, { title: 'Open', isPublic: true });
    const closed = await createRecipe(t.app, cook.cookie, { title: 'Closed' });
    await call('PUT', `/api/cookbooks/${shown.id}/recipes`, cook, {
      recipeIds: [closed.id, open.id],
    });
    await t.database.db.execute(sql`
      update recipes set image = '/uploads/recipes/' || id || '.webp'
       where id in (${open.id}, ${closed.id})`);
    for (const who of [undefined, other, cook]) {
      const response = await call('GET', `/api/users/${cook.id}/cookbooks`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { ...shown, recipeCount: 1, cover: `/uploads/recipes/${open.id}.webp` },
      ]);
    }
    // The owner's own view counts and covers with every member.
    expect((await call('GET', `/api/cookbooks/${shown.id}`, cook)).json()).toMatchObject({
      recipeCount: 2,
      cover: `/uploads/recipes/${closed.id}.webp`,
    });
    expect((await call('GET', '/api/users/nobody-at-all/cookbooks')).statusCode).toBe(404);
  });

  it(`keeps a cook to ${COOKBOOK_LIMITS.perCook} cookbooks`, async () => {
    const cook = await signUp(t.app);
    await t.database.db.execute(sql`
      insert into cookbooks (user_id, name)
      select ${cook.id}, 'Book ' || g from generate_series(1, ${COOKBOOK_LIMITS.perCook - 1}) g`);
    await create(cook, { name: 'The last one' });
    const refused = await call('POST', '/api/cookbooks', cook, { name: 'One too many' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(String(COOKBOOK_LIMITS.perCook));
    expect((await call('GET', '/api/cookbooks', cook)).json()).toHaveLength(
      COOKBOOK_LIMITS.perCook,
    );
  });
});
