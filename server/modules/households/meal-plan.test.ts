import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MealPlanEntry } from '../../../contracts/meal-plan.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { joinHousehold } from '../../test/households.js';
import { createRecipe } from '../../test/recipes.js';

/** The household's meal plan (decision 045), and its calendar feed. */
describe('the meal plan', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bo: SignedInUser;
  let outsider: SignedInUser;
  let risotto: number;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, { displayName: 'Ada', database: t.database });
    bo = await signUp(t.app, { displayName: 'Bo', database: t.database });
    outsider = await signUp(t.app, { displayName: 'Outsider', database: t.database });
    await joinHousehold(t.app, ada, bo);
    risotto = (await createRecipe(t.app, ada.cookie, { title: 'Risotto', servings: '4' })).id;
  });
  afterAll(() => t.close());

  const call = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const plan = async (who: SignedInUser, from: string, to: string) => {
    const response = await call(who, 'GET', `/api/mealplan?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MealPlanEntry[]>();
  };
  const add = async (who: SignedInUser, entry: object) => {
    const response = await call(who, 'POST', '/api/mealplan', entry);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MealPlanEntry>();
  };

  it("plans a member's recipe with its title and servings, and free text, by day then slot", async () => {
    const dinner = await add(bo, { date: '2027-01-04', slot: 'dinner', recipeId: risotto });
    expect(dinner).toEqual({
      id: expect.any(Number),
      date: '2027-01-04',
      slot: 'dinner',
      recipeId: risotto,
      title: 'Risotto',
      servings: 4,
      note: null,
      imageUrl: null,
    });
    await add(ada, { date: '2027-01-04', slot: 'breakfast', title: 'Porridge', servings: 2 });
    await add(ada, { date: '2027-01-03', slot: 'snack', title: 'Leftovers', note: 'From Friday' });
    const week = await plan(bo, '2027-01-03', '2027-01-09');
    expect(week.map((e) => [e.date, e.slot, e.title])).toEqual([
      ['2027-01-03', 'snack', 'Leftovers'],
      ['2027-01-04', 'breakfast', 'Porridge'],
      ['2027-01-04', 'dinner', 'Risotto'],
    ]);
    expect(await plan(outsider, '2027-01-03', '2027-01-09')).toEqual([]);
  });

  it('moves, changes and removes entries, for members only', async () => {
    const entry = await add(ada, { date: '2027-02-01', slot: 'lunch', title: 'Soup' });
    for (const [method, payload] of [
      ['PATCH', { slot: 'dinner' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(outsider, method, `/api/mealplan/${entry.id}`, payload);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Entry not found' });
    }
    const moved = await call(bo, 'PATCH', `/api/mealplan/${entry.id}`, {
      date: '2027-02-03',
      slot: 'dinner',
      servings: 6,
      note: 'Double it',
    });
    expect(moved.json()).toMatchObject({
      date: '2027-02-03',
      slot: 'dinner',
      servings: 6,
      note: 'Double it',
    });
    expect((await call(bo, 'DELETE', `/api/mealplan/${entry.id}`)).statusCode).toBe(204);
    expect((await call(bo, 'DELETE', `/api/mealplan/${entry.id}`)).statusCode).toBe(404);
  });

  it("refuses a recipe outside the household and bad input, with the field's issue", async () => {
    const theirs = await createRecipe(t.app, outsider.cookie, { title: 'Secret', isPublic: true });
    const refused = await call(ada, 'POST', '/api/mealplan', {
      date: '2027-01-05',
      slot: 'lunch',
      recipeId: theirs.id,
    });
    expect(refused.statusCode).toBe(404);
    const cases: [object, string][] = [
      [{ date: '2027-02-30', slot: 'lunch', title: 'x' }, 'body.date'],
      [{ date: '2027-01-05', slot: 'brunch', title: 'x' }, 'body.slot'],
      [{ date: '2027-01-05', slot: 'lunch' }, 'body.title'],
      [{ date: '2027-01-05', slot: 'lunch', title: 'x'.repeat(201) }, 'body.title'],
      [{ date: '2027-01-05', slot: 'lunch', title: 'x', servings: 0 }, 'body.servings'],
    ];
    for (const [payload, path] of cases) {
      const answer = await call(ada, 'POST', '/api/mealplan', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().issues[0].path).toBe(path);
    }
    const wide = await call(ada, 'GET', '/api/mealplan?from=2027-01-01&to=2027-04-03');
    expect(wide.statusCode).toBe(400);
    expect((await call(ada, 'GET', '/api/mealplan?from=2027-01-01&to=2027-04-02')).statusCode).toBe(
      200,
    );
  });

  it('copies last week onto this one', async () => {
    await add(ada, { date: '2027-03-01', slot: 'dinner', recipeId: risotto, servings: 2 });
    await add(ada, { date: '2027-03-07', slot: 'lunch', title: 'Eat out' });
    await add(ada, { date: '2027-03-08', slot: 'lunch', title: 'Not copied' });
    const copied = await call(bo, 'POST', '/api/mealplan/copy', {
      from: '2027-03-01',
      to: '2027-03-08',
    });
    expect(copied.json()).toEqual({ copied: 2 });
    expect(
      (await plan(ada, '2027-03-08', '2027-03-14')).map((e) => [e.date, e.title, e.servings]),
    ).toEqual([
      ['2027-03-08', 'Not copied', null],
      ['2027-03-08', 'Risotto', 2],
      ['2027-03-14', 'Eat out', null],
    ]);
  });

  it('holds at most 50 entries a day', async () => {
    await t.database.db.execute(sql`
      insert into meal_plan_entries (household_id, day, slot, title)
      select m.household_id, '2027-05-01', 'snack', 'Nibble ' || n
        from household_members m, generate_series(1, 50) n where m.user_id = ${ada.id}`);
    const full = await call(ada, 'POST', '/api/mealplan', {
      date: '2027-05-01',
      slot: 'lunch',
      title: 'One more',
    });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ message: 'A day holds at most 50 entries' });
  });

  it("keeps an entry's title when its recipe is deleted", async () => {
    const { id } = await createRecipe(t.app, bo.cookie, { title: 'Stew' });
    const entry = await add(ada, { date: '2027-06-01', slot: 'dinner', recipeId: id });
    expect((await call(bo, 'DELETE', `/api/recipes/${id}`)).statusCode).toBe(204);
    expect(await plan(ada, '2027-06-01', '2027-06-01')).toEqual([{ ...entry, recipeId: null }]);
  });

  it('serves the plan as a calendar at a secret address the cook can replace', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await add(ada, {
      date: today,
      slot: 'dinner',
      recipeId: risotto,
      note: 'Use the good rice; and stir',
    });
    const made = await call(bo, 'POST', '/api/mealplan/calendar');
    const { url } = made.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain(`DTSTART;VALUE=DATE:${today.replaceAll('-', '')}`);
    expect(feed.body).toContain('SUMMARY:Dinner: Risotto (4 servings)');
    expect(feed.body).toContain('DESCRIPTION:Use the good rice\\; and stir');
    expect(feed.body).toContain(`URL;VALUE=URI:http://localhost:3000/recipe/${risotto}`);
    // A new address; the old one is gone.
    const renewed = (await call(bo, 'POST', '/api/mealplan/calendar')).json<{ url: string }>().url;
    expect(renewed).not.toBe(url);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(renewed).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/calendar/nonsense.ics' })).statusCode).toBe(404);
  });
});
