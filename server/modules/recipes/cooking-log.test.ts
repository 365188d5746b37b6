import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookedEntry } from '../../../contracts/organise.js';
import type { Recipe } from '../../../contracts/recipes.js';
import { cookingLog } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { makeProfilePublic } from '../../test/profiles.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * The cooking log (decision 037): the owner's alone, kept on the recipe as a count and the latest
 * day by a trigger, however entries come and go.
 */
describe('the cooking log', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app, { displayName: 'Busy Cook', database: t.database });
    other = await signUp(t.app, { displayName: 'Nosy Cook', database: t.database });
    await makeProfilePublic(t.app, cook.cookie);
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser) => ({ cookie: who.cookie });
  const log = (recipeId: number, payload: object, who = cook) =>
    t.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/cooked`,
      payload,
      headers: as(who),
    });
  const list = (recipeId: number, who = cook) =>
    t.app.inject({ url: `/api/recipes/${recipeId}/cooked`, headers: as(who) });
  const remove = (id: number, who = cook) =>
    t.app.inject({ method: 'DELETE', url: `/api/cooked/${id}`, headers: as(who) });
  const recipe = async (id: number, who = cook) => {
    const response = await t.app.inject({ url: `/api/recipes/${id}`, headers: as(who) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Recipe>();
  };
  const logged = async (recipeId: number, payload: object) => {
    const response = await log(recipeId, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CookedEntry>();
  };
  const issueFields = (body: string) =>
    (JSON.parse(body) as { issues?: { path: string }[] }).issues?.map((i) =>
      i.path.replace(/^body\./, ''),
    );

  it('counts entries on the recipe, lists them newest first, and falls back as they go', async () => {
    const { id } = await createRecipe(t.app, cook.cookie, { title: 'Risotto' });
    const first = await logged(id, { date: '2026-03-01' });
    expect(first).toEqual({ id: expect.any(Number), date: '2026-03-01', note: null });
    const second = await logged(id, { date: '2026-04-15', note: '  More parmesan.  ' });
    expect(second).toEqual({ id: expect.any(Number), date: '2026-04-15', note: 'More parmesan.' });
    // An earlier day logged later moves neither the latest day nor the order by day.
    const earlier = await logged(id, { date: '2026-01-10', note: '   ' });
    expect(earlier.note).toBeNull();
    expect(await recipe(id)).toMatchObject({ cookedCount: 3, lastCookedAt: '2026-04-15' });

    const listed = await list(id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([second, first, earlier]);

    expect((await remove(second.id)).statusCode).toBe(204);
    expect(await recipe(id)).toMatchObject({ cookedCount: 2, lastCookedAt: '2026-03-01' });
    expect((await remove(second.id)).statusCode).toBe(404);
    // Removing an entry that is not the latest day keeps the latest day.
    expect((await remove(earlier.id)).statusCode).toBe(204);
    expect(await recipe(id)).toMatchObject({ cookedCount: 1, lastCookedAt: '2026-03-01' });
    expect((await remove(first.id)).statusCode).toBe(204);
    expect(await recipe(id)).toMatchObject({ cookedCount: 0, lastCookedAt: null });
    expect((await list(id)).json()).toEqual([]);
  });

  it('logs today in UTC when no date is sent', async () => {
    const { id } = await createRecipe(t.app, cook.cookie, { title: 'Toast' });
    const before = new Date().toISOString().slice(0, 10);
    const entry = await logged(id, {});
    const after = new Date().toISOString().slice(0, 10);
    expect([before, after]).toContain(entry.date);
    expect(await recipe(id)).toMatchObject({ cookedCount: 1, lastCookedAt: entry.date });
  });

  it('is not found for another cook, even on a public recipe, who sees neither count nor day', async () => {
    const { id } = await createRecipe(t.app, cook.cookie, { title: 'Shared soup', isPublic: true });
    const entry = await logged(id, { date: '2026-05-05', note: 'secret: fish sauce' });

    const byOther = await log(id, { date: '2026-05-06' }, other);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ message: 'Recipe not found' });
    expect((await list(id, other)).statusCode).toBe(404);
    expect((await remove(entry.id, other)).statusCode).toBe(404);

    const seen = await recipe(id, other);
    expect(seen).not.toHaveProperty('cookedCount');
    expect(seen).not.toHaveProperty('lastCookedAt');
    expect(JSON.stringify(seen)).not.toContain('fish sauce');
    // Nothing changed for the owner.
    expect(await recipe(id)).toMatchObject({ cookedCount: 1, lastCookedAt: '2026-05-05' });
    expect((await list(id)).json()).toEqual([entry]);
    // An unknown recipe is not found just the same.
    expect((await log(2_000_000_000, {})).statusCode).toBe(404);
    expect((await list(2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses a day that is not a real one or is in the future, and a long note, naming the field', async () => {
    const { id } = await createRecipe(t.app, cook.cookie, { title: 'Checked' });
    const farFuture = `${new Date().getUTCFullYear() + 5}-01-01`;
    for (const date of ['2026-02-30', 'tomorrow', farFuture, '2026-1-5', '0000-01-01', 20260101]) {
      const response = await log(id, { date });
      expect(response.statusCode, String(date)).toBe(400);
      expect(issueFields(response.body)).toEqual(['date']);
    }
    const long = await log(id, { date: '2026-02-28', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(issueFields(long.body)).toEqual(['note']);
    const unknown = await log(id, { when: '2026-02-28' });
    expect(unknown.statusCode).toBe(400);
    // A leap day is a day, and so is tomorrow in UTC (a cook east of Greenwich may be there).
    await logged(id, { date: '2024-02-29', note: 'x'.repeat(500) });
    const now = new Date();
    const tomorrow = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
    );
    await logged(id, { date: tomorrow.toISOString().slice(0, 10) });
    expect(await recipe(id)).toMatchObject({ cookedCount: 2 });
  });

  it('deleting the recipe deletes its log', async () => {
    const { id } = await createRecipe(t.app, cook.cookie, { title: 'Gone' });
    const entry = await logged(id, { date: '2026-06-01' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${id}`,
      headers: as(cook),
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await t.database.db.select().from(cookingLog).where(eq(cookingLog.recipeId, id));
    expect(rows).toEqual([]);
    expect((await remove(entry.id)).statusCode).toBe(404);
  });
});
