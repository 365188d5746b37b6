import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../../contracts/recipes.js';
import { recipes } from '../../db/schema/index.js';
import { importForm, unzip, zip } from '../../test/archives.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { solidPhoto } from '../../test/photos.js';
import { createComment, createPost, postForm } from '../../test/posts.js';
import { recipeForm } from '../../test/recipes.js';

// A cook's data out as a zip, and recipes back in (decision 027).

describe('export and import', () => {
  let t: TestApp;
  let cook: SignedInUser;
  let newcomer: SignedInUser;
  let exported: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ IMPORT_MAX_MB: '2' });
    cook = await signUp(t.app, { displayName: 'Exporting Cook', database: t.database });
    newcomer = await signUp(t.app, { displayName: 'New Cook', database: t.database });
  });
  afterAll(() => t.close());

  const as = (user: SignedInUser) => ({ cookie: user.cookie });
  const create = async (user: SignedInUser, fields: object, photo?: Buffer) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: recipeForm(fields, photo && { data: photo, type: 'image/jpeg' }),
      headers: as(user),
    });
    expect(response.statusCode).toBe(201);
    return response.json<Recipe>();
  };
  const mine = async (user: SignedInUser) => {
    const response = await t.app.inject({ url: '/api/recipes?sort=oldest', headers: as(user) });
    return response.json<Recipe[]>();
  };
  const importArchive = (user: SignedInUser, archive: Buffer, headers: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: importForm(archive),
      headers: { ...as(user), ...headers },
    });
  const spooled = () => {
    const dir = join(t.config.dataDir, 'tmp');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const stored = (url: string) =>
    readFileSync(join(t.config.dataDir, 'uploads', url.replace('/uploads/', '')));

  it('exports the cook’s recipes, posts, comments, profile and every file they uploaded', async () => {
    const soup = await create(
      cook,
      { title: 'Saffron soup', isPublic: true, servings: '6', difficulty: 'medium' },
      await solidPhoto('jpeg', 1200, 900),
    );
    await create(cook, { title: 'Plain rice', description: '', prepTime: '', servings: '' });
    const picture = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: (() => {
        const form = new FormData();
        form.append('bio', 'Soups all winter');
        return form;
      })(),
      headers: as(cook),
    });
    expect(picture.statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      payload: postForm({ title: 'Market day' }, { data: await solidPhoto('png', 640, 480) }),
      headers: as(cook),
    });
    expect(post.statusCode).toBe(201);
    const othersPost = await createPost(t.app, newcomer.cookie, { title: 'Not theirs' });
    await createComment(t.app, cook.cookie, othersPost.id, 'Lovely!');
    await create(newcomer, { title: 'Someone else’s stew' });

    const response = await t.app.inject({ url: '/api/export', headers: as(cook) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="simmer-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    exported = response.rawPayload;
    const files = await unzip(exported);
    const json = (name: string) => JSON.parse(files.get(name)?.toString() ?? 'null');

    expect(json('profile.json')).toMatchObject({
      id: cook.id,
      email: cook.email,
      displayName: 'Exporting Cook',
      bio: 'Soups all winter',
      picture: null,
    });
    const recipes = json('recipes.json');
    expect(recipes.map((r: { title: string }) => r.title)).toEqual(['Saffron soup', 'Plain rice']);
    expect(recipes[0]).toMatchObject({
      servings: 6,
      difficulty: 'medium',
      isPublic: true,
      ingredients: soup.ingredients,
      instructions: soup.instructions,
      photo: `media/${soup.image?.replace('/uploads/', '')}`,
    });
    expect(recipes[1]).toMatchObject({ description: null, prepTime: null, photo: null });
    // The photo itself, as stored; its smaller copies are made again on import.
    expect(files.get(recipes[0].photo)?.equals(stored(soup.image ?? ''))).toBe(true);
    const posts = json('announcements.json');
    expect(posts).toEqual([
      expect.objectContaining({ title: 'Market day', mediaType: 'image', video: null }),
    ]);
    expect(files.has(posts[0].photo)).toBe(true);
    expect(json('comments.json')).toEqual([
      expect.objectContaining({
        announcementId: othersPost.id,
        content: 'Lovely!',
        parentId: null,
      }),
    ]);
    // Nobody else's anything.
    const everything = [...files.values()].map((file) => file.toString('latin1')).join();
    expect(everything).not.toContain(newcomer.email);
    expect(everything).not.toContain('Someone else’s stew');
    expect([...files.keys()].filter((name) => name.startsWith('media/'))).toHaveLength(2);
  });

  it('imports that archive into another account: the same recipes, private, photos kept', async () => {
    const response = await importArchive(newcomer, exported);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 2, skipped: 0, refused: [] });
    const [original, copy] = [await mine(cook), await mine(newcomer)];
    const carried = [
      'title',
      'description',
      'prepTime',
      'cookTime',
      'servings',
      'difficulty',
    ] as const;
    const comparable = (recipe: Recipe) => [
      ...carried.map((field) => recipe[field]),
      recipe.ingredients,
      recipe.instructions,
    ];
    expect(copy.filter((r) => r.title !== 'Someone else’s stew').map(comparable)).toEqual(
      original.map(comparable),
    );
    const imported = copy.find((r) => r.title === 'Saffron soup');
    expect(imported?.isPublic).toBe(false);
    expect(imported?.image).not.toBe(original[0]?.image);
    // Byte for byte: a photo that is already display-ready is not encoded again.
    expect(stored(imported?.image ?? '').equals(stored(original[0]?.image ?? ''))).toBe(true);
    const copies = await t.app.inject({
      url: (imported?.image ?? '').replace('.webp', '-w400.webp'),
    });
    expect(copies.statusCode).toBe(200);
    expect(spooled()).toEqual([]);
  });

  it('skips exact duplicates, and streams its progress when asked', async () => {
    const response = await importArchive(newcomer, exported, {
      accept: 'application/x-ndjson',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ done: 0, total: 2 });
    expect(lines.at(-1)).toEqual({ done: 2, total: 2, imported: 0, skipped: 2, refused: [] });
  });

  it('refuses each bad recipe on its own, saying why, and imports the rest', async () => {
    const good = {
      title: 'Good bread',
      ingredients: ['500 g flour'],
      instructions: ['Knead', 'Bake'],
      photo: 'media/recipes/bread.webp',
    };
    const archive = await zip({
      'recipes.json': JSON.stringify([
        good,
        { ...good, title: '   ' },
        { ...good, title: 'No ingredients', ingredients: ['  '] },
        { ...good, title: 'Lost photo', photo: 'media/recipes/missing.webp' },
        { ...good, title: 'Fake photo', photo: 'media/recipes/fake.webp' },
        { ...good, title: 'Not even a recipe', ingredients: 'flour' },
        { ...good, title: 'Same title, other steps', instructions: ['Buy bread'] },
      ]),
      'media/recipes/bread.webp': await solidPhoto('png', 300, 200),
      'media/recipes/fake.webp': 'this is not a photo',
    });
    const response = await importArchive(newcomer, archive);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [
        { title: 'Recipe 2', reason: 'Recipe title is required' },
        { title: 'No ingredients', reason: 'At least one ingredient is required' },
        {
          title: 'Lost photo',
          reason: 'Its photo (media/recipes/missing.webp) is not in the archive',
        },
        { title: 'Fake photo', reason: 'Its photo is not a photo Simmer can read' },
        {
          title: 'Not even a recipe',
          reason: 'It is not a recipe: its title, ingredients or steps are missing',
        },
      ],
    });
    expect((await mine(newcomer)).map((r) => r.title)).toContain('Same title, other steps');
  });

  it('refuses what it cannot read as a whole, with a reason, leaving nothing behind', async () => {
    const refusal = async (archive: Buffer, fields: Record<string, string> = {}) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/import',
        payload: importForm(archive, fields),
        headers: as(newcomer),
      });
      return [response.statusCode, response.json().message];
    };
    const unknown = [
      422,
      expect.stringMatching(
        /^Simmer cannot tell what this file is\. It reads a Simmer export .*Paprika.*Tandoor.*Nextcloud.*Mealie.*schema\.org/,
      ),
    ];
    expect(await refusal(Buffer.from('not a zip at all'))).toEqual(unknown);
    expect(await refusal(await zip({ 'notes.txt': 'hello' }))).toEqual(unknown);
    expect(await refusal(await zip({ 'notes.txt': 'hello' }), { format: 'simmer' })).toEqual([
      422,
      'This is not a Simmer export: it has no recipes.json. Use "Download my data" to make one.',
    ]);
    expect(await refusal(await zip({ 'recipes.json': '{"not": "a list"}' }))).toEqual([
      422,
      'recipes.json in the archive is not a list of recipes',
    ]);
    expect(await refusal(await zip({ 'recipes.json': '[]' }), { format: 'copymethat' })).toEqual([
      422,
      'This is not a Copy Me That export: it has no recipes.html holding its recipes',
    ]);
    // IMPORT_MAX_MB is 2 here.
    const large = await zip({
      'recipes.json': '[]',
      'media/big.bin': (await import('node:crypto')).randomBytes(3 * 2 ** 20),
    });
    expect(await refusal(large)).toEqual([413, 'The archive is too large (max 2 MB)']);
    expect(spooled()).toEqual([]);
  });

  it('pages through a large collection rather than reading it whole', async () => {
    const big = await signUp(t.app);
    const rows = Array.from({ length: 1_234 }, (_, n) => ({
      userId: big.id,
      title: `Dish ${n}`,
      ingredients: ['salt'],
      instructions: ['Cook'],
    }));
    await t.database.db.insert(recipes).values(rows);
    const response = await t.app.inject({ url: '/api/export', headers: as(big) });
    const listed = JSON.parse(
      (await unzip(response.rawPayload)).get('recipes.json')?.toString() ?? '[]',
    );
    expect(listed).toHaveLength(1_234);
    expect(listed.map((r: { title: string }) => r.title)).toEqual(rows.map((r) => r.title));
  });

  it('is for signed-in cooks only', async () => {
    expect((await t.app.inject({ url: '/api/export' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: importForm(exported),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
