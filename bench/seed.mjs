// Data generator for the benchmarks: a cook with a realistic collection, created through the API
// exactly as the web client does (multipart forms), so the numbers include every real code path.

const dishes = [
  'soup',
  'curry',
  'tart',
  'stew',
  'salad',
  'risotto',
  'pie',
  'bread',
  'noodles',
  'tacos',
];
const flavours = [
  'Lemon',
  'Smoky',
  'Green',
  'Spiced',
  'Garlic',
  'Honey',
  'Tomato',
  'Herb',
  'Ginger',
  'Chili',
];
const pantry = [
  'rice',
  'flour',
  'butter',
  'onion',
  'garlic',
  'tomato',
  'coconut milk',
  'lentils',
  'basil',
  'cumin',
];
const units = ['cup', 'tbsp', 'tsp', 'g', 'ml', 'piece', 'clove'];

const pick = (list, i) => list[i % list.length];

export function recipeFields(i) {
  return {
    title: `${pick(flavours, i)} ${pick(dishes, Math.floor(i / flavours.length))} #${i}`,
    description: `A ${pick(flavours, i + 3).toLowerCase()} weeknight ${pick(dishes, i)} with ${pick(pantry, i)}.`,
    prepTime: `${5 + (i % 6) * 5} minutes`,
    cookTime: i % 7 === 0 ? '1 hour' : `${10 + (i % 9) * 5} minutes`,
    servings: String(1 + (i % 6)),
    difficulty: pick(['easy', 'medium', 'hard'], i),
    ingredients: JSON.stringify(
      Array.from(
        { length: 4 + (i % 8) },
        (_, k) => `${1 + k} ${pick(units, i + k)} ${pick(pantry, i + k * 3)}`,
      ),
    ),
    instructions: JSON.stringify(
      Array.from(
        { length: 3 + (i % 6) },
        (_, k) => `Step ${k + 1}: stir the ${pick(pantry, i + k)} gently.`,
      ),
    ),
    isPublic: String(i % 3 === 0),
  };
}

/** Registers a cook and answers the session cookie. */
export async function signUp(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark password' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

/** Creates `count` recipes, a few at a time; answers their ids. */
export async function seedRecipes(baseUrl, cookie, count, concurrency = 8) {
  const ids = [];
  for (let start = 0; start < count; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - start) }, async (_, k) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(recipeFields(start + k))) form.append(key, value);
      const response = await fetch(`${baseUrl}/api/recipes`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      if (response.status !== 201)
        throw new Error(`create failed: ${response.status} ${await response.text()}`);
      ids.push((await response.json()).id);
    });
    await Promise.all(batch);
  }
  return ids;
}
