import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShoppingList, ShoppingListSummary } from '../../../contracts/shopping-lists.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { joinHousehold } from '../../test/households.js';
import { createRecipe } from '../../test/recipes.js';

/**
 * A shopping line reads in the language it is written in: its recipe's, else its spoon or cup
 * word's, else the cook's. Only English lines make what they count agree with the amount.
 */
describe('shopping lines in the language they are written in', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let greta: SignedInUser;
  let listId: number;

  const call = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  const add = async (payload: object, who = ada, headers: Record<string, string> = {}) => {
    const response = await call(
      who,
      'POST',
      `/api/shopping-lists/${listId}/items`,
      payload,
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShoppingList>();
  };
  const texts = (list: ShoppingList) => list.items.map((item) => item.text).sort();

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, { displayName: 'Ada', database: t.database });
    greta = await signUp(t.app, { displayName: 'Greta', database: t.database });
    await joinHousehold(t.app, ada, greta);
    const chosen = await call(greta, 'PUT', '/api/auth/language', { language: 'de' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const lists = await call(ada, 'GET', '/api/shopping-lists');
    listId = lists.json<ShoppingListSummary[]>()[0]?.id ?? 0;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from shopping_items where list_id = ${listId}`);
  });

  it("shows a German recipe's lines in German, its spoons added up", async () => {
    // Added by a cook who reads Simmer in English: the recipe's language decides.
    const { id } = await createRecipe(t.app, ada.cookie, {
      title: 'Zwiebelkuchen',
      language: 'de',
      servings: '4',
      ingredients: ['2 EL Olivenöl', '1 TL Olivenöl', '2 Zwiebeln', '1 Tasse Milch'],
    });
    let list = await add({ recipeId: id });
    expect(texts(list)).toEqual(['1 Tasse Milch', '2 Zwiebeln', '2⅓ EL Olivenöl']);
    const oil = list.items.find((item) => item.item === 'Olivenöl');
    expect(oil).toMatchObject({ unit: 'EL' });
    expect(oil?.quantity).toBeCloseTo(7 / 3);
    // Half as much again: the cup agrees in German, and the onions are still not "Zwiebelns".
    list = await add({ recipeId: id, servings: 2 });
    expect(texts(list)).toEqual(['1½ Tassen Milch', '3 Zwiebeln', '3½ EL Olivenöl']);
    expect(list.items.find((item) => item.item === 'Milch')?.unit).toBe('Tassen');
  });

  it("reads a German cook's typed lines in German", async () => {
    await add({ text: '2 Zwiebeln' }, greta);
    const list = await add({ text: '2 Zwiebeln' }, greta);
    expect(texts(list)).toEqual(['4 Zwiebeln']);
  });

  it("takes the browser's language when the account has none", async () => {
    const list = await add({ text: '2 Zwiebeln' }, ada, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(texts(list)).toEqual(['2 Zwiebeln']);
    // With no word from the browser either, the line is English, as lines always were.
    expect(texts(await add({ text: '2 onion' }, ada))).toEqual(['2 Zwiebeln', '2 onions']);
  });

  it('reads a spoon word in its own language, whoever types it', async () => {
    await add({ text: '2 EL Olivenöl' }, ada);
    const list = await add({ text: '1 TL Olivenöl' }, ada);
    expect(texts(list)).toEqual(['2⅓ EL Olivenöl']);
    expect(texts(await add({ text: '2 c. à soupe de sucre' }, ada))).toContain(
      '2 c. à soupe de sucre',
    );
  });

  it('keeps the language of the line another is added to', async () => {
    await add({ text: '2 Zwiebeln' }, greta);
    // Read as English, but added to a German line: it reads as German.
    const list = await add({ text: '2 Zwiebeln' }, ada);
    expect(texts(list)).toEqual(['4 Zwiebeln']);
  });

  it("re-reads a rewritten line in the editor's language", async () => {
    const [line] = (await add({ text: '2 onions' }, ada)).items;
    const edited = await call(greta, 'PATCH', `/api/shopping-lists/${listId}/items/${line?.id}`, {
      text: '3 Zwiebeln',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ text: '3 Zwiebeln', quantity: 3, unit: null });
    const [spoons] = (await add({ text: '1 tbsp oil' }, ada)).items.filter((i) => i.item === 'oil');
    const rewritten = await call(
      ada,
      'PATCH',
      `/api/shopping-lists/${listId}/items/${spoons?.id}`,
      {
        text: '3 cucharadas de aceite',
      },
    );
    expect(rewritten.json()).toMatchObject({ text: '3 cucharadas de aceite', unit: 'cucharadas' });
  });
});
