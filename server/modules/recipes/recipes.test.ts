import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { createRecipe, recipeForm } from '../../test/recipes.js';

describe('recipes: create, read, update, delete', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const as = (user: SignedInUser | null) => (user ? { cookie: user.cookie } : {});

  it('creates a recipe from the multipart form and answers it whole', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: recipeForm({ ingredients: ['2 cup rice', '  ', '1 tsp salt'], description: '' }),
      headers: as(owner),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      userId: owner.id,
      title: 'Tomato soup',
      description: null,
      prepTime: '10 minutes',
      cookTime: '25 minutes',
      servings: 4,
      difficulty: 'easy',
      ingredients: ['2 cup rice', '1 tsp salt'],
      instructions: ['Chop the tomatoes', 'Simmer in stock'],
      isPublic: false,
      image: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each([
    [{ title: '  ' }, 'Recipe title is required'],
    [{ ingredients: ['', ' '] }, 'At least one ingredient is required'],
    [{ instructions: [] }, 'At least one instruction is required'],
    [{ ingredients: 'not json' }, 'At least one ingredient is required'],
    [{ servings: '0' }, 'Servings must be at least 1'],
    [{ servings: 'four' }, 'Servings must be a number'],
    [{ difficulty: 'extreme' }, 'Difficulty must be easy, medium or hard'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
  ])('refuses %j with 400 "%s"', async (fields, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: recipeForm(fields),
      headers: as(owner),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message,
      issues: expect.arrayContaining([expect.objectContaining({ message })]),
    });
  });

  it('refuses a JSON body: recipes are sent as multipart forms', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: { title: 'x' },
      headers: as(owner),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/multipart/);
  });

  it('lets only signed-in cooks in', async () => {
    const recipe = await createRecipe(t.app, owner.cookie);
    for (const [method, url] of [
      ['GET', '/api/recipes'],
      ['GET', `/api/recipes/${recipe.id}`],
      ['GET', '/api/recipes/featured/daily'],
      ['GET', '/api/recipes/random/recipe'],
      ['POST', '/api/recipes'],
      ['PUT', `/api/recipes/${recipe.id}`],
      ['DELETE', `/api/recipes/${recipe.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('shows a private recipe to its owner only, a public one to any signed-in cook', async () => {
    const secret = await createRecipe(t.app, owner.cookie, { title: 'Secret sauce' });
    const shared = await createRecipe(t.app, owner.cookie, {
      title: 'Shared stew',
      isPublic: true,
    });
    const mine = await t.app.inject({ url: `/api/recipes/${secret.id}`, headers: as(owner) });
    expect(mine.json().title).toBe('Secret sauce');
    const hidden = await t.app.inject({ url: `/api/recipes/${secret.id}`, headers: as(other) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Recipe not found' });
    const visible = await t.app.inject({ url: `/api/recipes/${shared.id}`, headers: as(other) });
    expect(visible.json()).toMatchObject({ title: 'Shared stew', isPublic: true });
  });

  it('lists only the caller’s own recipes, newest first', async () => {
    const cook = await signUp(t.app);
    await createRecipe(t.app, cook.cookie, { title: 'First' });
    await createRecipe(t.app, cook.cookie, { title: 'Second' });
    await createRecipe(t.app, other.cookie, { title: 'Not mine', isPublic: true });
    const response = await t.app.inject({ url: '/api/recipes', headers: as(cook) });
    expect(response.json().map((r: { title: string }) => r.title)).toEqual(['Second', 'First']);
  });

  it('answers 404 for a missing recipe and 400 for an id that is not a number', async () => {
    const missing = await t.app.inject({ url: '/api/recipes/999999', headers: as(owner) });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/recipes/abc', headers: as(owner) });
    expect(bad.statusCode).toBe(400);
  });

  it('updates the owner’s recipe in full', async () => {
    const recipe = await createRecipe(t.app, owner.cookie);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}`,
      payload: recipeForm({ title: 'Better soup', servings: '', cookTime: '', isPublic: true }),
      headers: as(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: recipe.id,
      title: 'Better soup',
      servings: null,
      cookTime: null,
      isPublic: true,
    });
    const read = await t.app.inject({ url: `/api/recipes/${recipe.id}`, headers: as(owner) });
    expect(read.json().title).toBe('Better soup');
  });

  it('refuses changes by anyone but the owner (403) and to missing recipes (404)', async () => {
    const recipe = await createRecipe(t.app, owner.cookie, { isPublic: true });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.id}`,
      payload: recipeForm({ title: 'Hijacked' }),
      headers: as(other),
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Forbidden' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${recipe.id}`,
      headers: as(other),
    });
    expect(del.statusCode).toBe(403);
    const still = await t.app.inject({ url: `/api/recipes/${recipe.id}`, headers: as(owner) });
    expect(still.json().title).toBe('Tomato soup');

    const missingPut = await t.app.inject({
      method: 'PUT',
      url: '/api/recipes/999999',
      payload: recipeForm(),
      headers: as(owner),
    });
    expect(missingPut.statusCode).toBe(404);
    const missingDelete = await t.app.inject({
      method: 'DELETE',
      url: '/api/recipes/999999',
      headers: as(owner),
    });
    expect(missingDelete.statusCode).toBe(404);
  });

  it('deletes the owner’s recipe', async () => {
    const recipe = await createRecipe(t.app, owner.cookie);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/recipes/${recipe.id}`,
      headers: as(owner),
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `/api/recipes/${recipe.id}`, headers: as(owner) });
    expect(gone.statusCode).toBe(404);
  });
});
