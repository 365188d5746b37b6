import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShoppingList, ShoppingListSummary } from '../../../contracts/shopping-lists.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { joinHousehold } from '../../test/households.js';
import { createRecipe } from '../../test/recipes.js';

/** Shopping lists (decision 045): lines that add up, grouped by the household's aisles. */
describe('shopping lists', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bo: SignedInUser;
  let outsider: SignedInUser;
  let listId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, { displayName: 'Ada', database: t.database });
    bo = await signUp(t.app, { displayName: 'Bo', database: t.database });
    outsider = await signUp(t.app, { displayName: 'Outsider', database: t.database });
    await joinHousehold(t.app, ada, bo);
    listId = (await lists(ada))[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  const call = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  async function lists(who: SignedInUser) {
    const response = await call(who, 'GET', '/api/shopping-lists');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShoppingListSummary[]>();
  }
  const add = async (payload: object, who = ada, list = listId) => {
    const response = await call(who, 'POST', `/api/shopping-lists/${list}/items`, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShoppingList>();
  };
  const line = (list: ShoppingList, item: string) => list.items.find((i) => i.item === item);
  const clear = () =>
    t.database.db.execute(sql`delete from shopping_items where list_id = ${listId}`);

  it('starts a household with one list, shared by its members and no one else', async () => {
    expect(await lists(bo)).toEqual([
      { id: listId, name: 'Shopping list', itemCount: 0, uncheckedCount: 0 },
    ]);
    for (const [method, url] of [
      ['GET', `/api/shopping-lists/${listId}`],
      ['POST', `/api/shopping-lists/${listId}/items`],
      ['POST', `/api/shopping-lists/${listId}/clear-checked`],
      ['DELETE', `/api/shopping-lists/${listId}`],
    ] as const) {
      const refused = await call(
        outsider,
        method,
        url,
        method === 'POST' ? { text: 'x' } : undefined,
      );
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual({ message: 'Shopping list not found' });
    }
  });

  it('adds up the same item in units that convert, in the unit that reads best', async () => {
    await clear();
    await add({ text: '200 g butter' });
    let list = await add({ text: '50 g Butter' }, bo);
    expect(line(list, 'butter') ?? line(list, 'Butter')).toMatchObject({
      quantity: 250,
      unit: 'g',
      text: '250 g butter',
    });
    await add({ text: '1 kg flour' });
    list = await add({ text: '200 g flour' });
    expect(list.items.find((i) => i.text.endsWith('flour'))).toMatchObject({
      quantity: 1.2,
      unit: 'kg',
      text: '1.2 kg flour',
    });
    await add({ text: '2 onions' });
    list = await add({ text: '1 onion' });
    expect(list.items.find((i) => /onion/.test(i.item))).toMatchObject({ quantity: 3, unit: null });
    // Units that do not convert stay apart, under the same item.
    await add({ text: '1 can tomatoes' });
    list = await add({ text: '400 g tomatoes' });
    expect(list.items.filter((i) => /tomato/.test(i.item))).toHaveLength(2);
    expect(list.items.every((i) => i.written.length >= 1)).toBe(true);
  });

  it("adds a recipe's ingredients scaled to the servings, remembering the recipe", async () => {
    await clear();
    const { id } = await createRecipe(t.app, bo.cookie, {
      title: 'Risotto',
      servings: '4',
      ingredients: ['300 g arborio rice', '1 l stock', '2 onions', 'For the finish:', 'salt'],
    });
    const list = await add({ recipeId: id, servings: 2 });
    const texts = list.items.map((i) => i.text);
    expect(texts).toEqual(expect.arrayContaining(['150 g arborio rice', '500 ml stock', 'salt']));
    expect(list.items.find((i) => /onion/.test(i.item))).toMatchObject({ quantity: 1 });
    expect(list.items).toHaveLength(4);
    expect(list.items[0]).toMatchObject({ recipeIds: [id], recipeTitles: ['Risotto'] });
    const theirs = await createRecipe(t.app, outsider.cookie, {
      title: 'Not yours',
      isPublic: true,
    });
    const refused = await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, {
      recipeId: theirs.id,
    });
    expect(refused.statusCode).toBe(404);
  });

  it("adds a week of the plan's recipes in one request, summing across them", async () => {
    await clear();
    const stew = await createRecipe(t.app, ada.cookie, {
      title: 'Stew',
      servings: '2',
      ingredients: ['1 onion', '500 g beef'],
    });
    const soup = await createRecipe(t.app, ada.cookie, {
      title: 'Soup',
      servings: '2',
      ingredients: ['2 onions', '1 tbsp oil'],
    });
    for (const [date, recipeId, servings] of [
      ['2027-01-04', stew.id, 4],
      ['2027-01-05', soup.id, 2],
      ['2027-01-20', soup.id, 2],
    ] as const) {
      await call(ada, 'POST', '/api/mealplan', { date, slot: 'dinner', recipeId, servings });
    }
    const list = await add({ from: '2027-01-04', to: '2027-01-10' });
    const onions = list.items.find((i) => /onion/.test(i.item));
    expect(onions).toMatchObject({ quantity: 4 });
    expect(new Set(onions?.recipeTitles)).toEqual(new Set(['Stew', 'Soup']));
    expect(list.items.find((i) => i.item === 'beef')).toMatchObject({ quantity: 1, unit: 'kg' });
    expect((await lists(ada)).find((l) => l.id === listId)).toMatchObject({
      itemCount: 3,
      uncheckedCount: 3,
    });
  });

  it('adds a line sent twice with the same device id once', async () => {
    await clear();
    const clientId = randomUUID();
    await add({ text: '2 lemons', clientId });
    const again = await add({ text: '2 lemons', clientId });
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({ quantity: 2 });
    // A line added offline is reachable by its device id.
    const ticked = await call(bo, 'PATCH', `/api/shopping-lists/${listId}/items/${clientId}`, {
      checked: true,
    });
    expect(ticked.json()).toMatchObject({ checked: true });
  });

  it('keeps the later edit of each field, so a late offline tick loses to a newer one', async () => {
    await clear();
    const list = await add({ text: 'milk' });
    const id = list.items[0]?.id;
    const patch = (payload: object, who = ada) =>
      call(who, 'PATCH', `/api/shopping-lists/${listId}/items/${id}`, payload);
    expect((await patch({ checked: true, editedAt: '2027-01-01T10:00:05Z' })).json()).toMatchObject(
      { checked: true },
    );
    // Bo unticked earlier, offline: sent later, it loses.
    expect(
      (await patch({ checked: false, editedAt: '2027-01-01T10:00:01Z' }, bo)).json(),
    ).toMatchObject({ checked: true });
    // Another field edited earlier still applies: fields are separate.
    expect(
      (await patch({ text: '2 l milk', editedAt: '2027-01-01T10:00:00Z' }, bo)).json(),
    ).toMatchObject({ text: '2 l milk', checked: true });
    expect((await patch({ aisle: 'drinks' })).json()).toMatchObject({ aisle: 'drinks' });
    // The household learned it: the next milk goes there too.
    await call(ada, 'POST', `/api/shopping-lists/${listId}/clear-checked`);
    const next = await add({ text: '1 l milk' });
    expect(next.items[0]).toMatchObject({ aisle: 'drinks' });
  });

  it('ticks, unticks into the open line of the same item, clears the ticked, and counts', async () => {
    await clear();
    await add({ text: '100 g cheese' });
    let list = await add({ text: '2 eggs' });
    const cheese = list.items.find((i) => i.item === 'cheese');
    await call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${cheese?.id}`, {
      checked: true,
    });
    list = await add({ text: '50 g cheese' });
    expect(list.items.filter((i) => i.item === 'cheese')).toHaveLength(2);
    // Unticking meets the open cheese line: one line again, the amounts summed.
    const back = await call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${cheese?.id}`, {
      checked: false,
    });
    expect(back.json()).toMatchObject({ quantity: 150, checked: false });
    const merged = back.json<{ id: number }>().id;
    expect(merged).not.toBe(cheese?.id);
    const eggs = list.items.find((i) => /egg/.test(i.item));
    await call(ada, 'PATCH', `/api/shopping-lists/${listId}/items/${eggs?.id}`, { checked: true });
    expect((await lists(ada))[0]).toMatchObject({ itemCount: 2, uncheckedCount: 1 });
    const cleared = await call(bo, 'POST', `/api/shopping-lists/${listId}/clear-checked`);
    expect(cleared.json<ShoppingList>().items.map((i) => i.item)).toEqual(['cheese']);
    expect((await lists(ada))[0]).toMatchObject({ itemCount: 1, uncheckedCount: 1 });
    const gone = await call(ada, 'DELETE', `/api/shopping-lists/${listId}/items/${merged}`);
    expect(gone.statusCode).toBe(204);
    expect(
      (await call(ada, 'DELETE', `/api/shopping-lists/${listId}/items/${merged}`)).statusCode,
    ).toBe(404);
  });

  it("orders lines by the household's aisles", async () => {
    await clear();
    for (const text of ['bread', 'apples', 'chicken breast', 'washing-up liquid'])
      await add({ text });
    const aisles = [
      'household',
      'bakery',
      'produce',
      'meat and fish',
      'dairy and eggs',
      'pantry',
      'spices',
      'frozen',
      'drinks',
      'other',
    ];
    await call(bo, 'PUT', '/api/household/aisles', { aisles });
    const list = (await call(ada, 'GET', `/api/shopping-lists/${listId}`)).json<ShoppingList>();
    expect(list.aisles).toEqual(aisles);
    const ranks = list.items.map((i) => aisles.indexOf(i.aisle));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.items.find((i) => i.item === 'apples')?.aisle).toBe('produce');
  });

  it('makes, renames and deletes lists within the limits', async () => {
    const made = await call(bo, 'POST', '/api/shopping-lists', { name: 'Party' });
    expect(made.statusCode).toBe(201);
    const party = made.json<ShoppingListSummary>();
    expect(
      (await call(ada, 'PUT', `/api/shopping-lists/${party.id}`, { name: 'Birthday' })).json(),
    ).toMatchObject({ name: 'Birthday' });
    expect((await call(ada, 'DELETE', `/api/shopping-lists/${party.id}`)).statusCode).toBe(204);
    const solo = await signUp(t.app, { displayName: 'Solo', database: t.database });
    const [only] = await lists(solo);
    const last = await call(solo, 'DELETE', `/api/shopping-lists/${only?.id}`);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ message: 'A household keeps at least one list' });
    for (let i = 1; i < 20; i++)
      await call(solo, 'POST', '/api/shopping-lists', { name: `List ${i}` });
    const over = await call(solo, 'POST', '/api/shopping-lists', { name: 'One too many' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ message: 'A household has at most 20 lists' });
  });

  it('refuses long lines and a list past 2000 lines', async () => {
    const long = await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, {
      text: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0]).toMatchObject({ message: 'Text must be at most 300 characters' });
    await clear();
    await t.database.db.execute(sql`
      insert into shopping_items (list_id, item_key, family, item, aisle)
      select ${listId}, 'thing ' || n, 'none', 'thing ' || n, 'other' from generate_series(1, 2000) n`);
    const full = await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, {
      text: 'one more',
    });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ message: 'A list holds at most 2000 lines' });
    // Adding to a line already there still works: it makes no new line.
    const more = await call(ada, 'POST', `/api/shopping-lists/${listId}/items`, {
      text: 'thing 7',
    });
    expect(more.statusCode).toBe(200);
    await clear();
  });
});
