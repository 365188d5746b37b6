import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { type RecipeFields, recipeForm } from '../../test/recipes.js';

const german: RecipeFields = {
  title: 'Kartoffelsalat',
  ingredients: ['1 kg Kartoffeln', '1 Zwiebel', '3 EL Essig', '2 EL Öl', 'Salz und Pfeffer'],
  instructions: [
    'Die Kartoffeln kochen, pellen und in Scheiben schneiden.',
    'Die Zwiebel fein würfeln und mit Essig, Öl und Brühe verrühren.',
  ],
};

describe('recipes: the language a recipe is written in', () => {
  let t: TestApp;
  let cook: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, fields: RecipeFields) =>
    t.app.inject({ method, url, payload: recipeForm(fields), headers: { cookie: cook.cookie } });
  const create = (fields: RecipeFields) => send('POST', '/api/recipes', fields);

  it('tells a new recipe’s language from its text when the form does not say', async () => {
    const response = await create(german);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().language).toBe('de');
    const read = await t.app.inject({
      url: `/api/recipes/${response.json().id}`,
      headers: { cookie: cook.cookie },
    });
    expect(read.json().language).toBe('de');
  });

  it('leaves it unknown when there is too little text to tell', async () => {
    const response = await create({
      title: 'Pizza',
      ingredients: ['Mozzarella'],
      instructions: ['Bake'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().language).toBeNull();
  });

  it('keeps the language the cook chose, and "not set" as not set', async () => {
    const chosen = await create({ ...german, language: 'fr' });
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().language).toBe('fr');
    const unset = await create({ ...german, language: '' });
    expect(unset.json().language).toBeNull();
  });

  it.each(['xx', 'it', 'DE', 'de-DE'])('refuses %j with 400 and says why', async (language) => {
    const response = await create({ ...german, language });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Choose one of the languages offered',
      issues: [expect.objectContaining({ path: 'body.language' })],
    });
  });

  it('keeps the language on an update that does not send it, and changes it on one that does', async () => {
    const recipe = (await create({ ...german, language: 'es' })).json();
    const kept = await send('PUT', `/api/recipes/${recipe.id}`, { title: 'Pancakes' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: 'Pancakes', language: 'es' });
    const changed = await send('PUT', `/api/recipes/${recipe.id}`, { language: 'de' });
    expect(changed.json().language).toBe('de');
    const cleared = await send('PUT', `/api/recipes/${recipe.id}`, { language: '' });
    expect(cleared.json().language).toBeNull();
  });
});
