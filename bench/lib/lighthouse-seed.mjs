// The data the Lighthouse screens show, made through the app's own API as a cook would: a public
// cook with a display name, a picture, a page of recipes with photos and a feed of posts with
// photos. Photos are camera-sized noisy JPEGs, so the pages carry the weight real ones do.
import sharp from 'sharp';

const RECIPES = 30;
const POSTS = 12;

const photo = (hue) =>
  sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: { r: 200, g: 120 + hue, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

async function call(baseUrl, cookie, path, init) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { ...init.headers, cookie },
  });
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status}`);
  return response.json();
}

const form = (fields, file) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set(file.field, new Blob([file.bytes], { type: 'image/jpeg' }), 'photo.jpg');
  return body;
};

/** Signs a cook up and fills their kitchen; answers their session cookie, id and a recipe id. */
export async function seedKitchen(baseUrl) {
  const register = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lighthouse@example.com', password: 'lighthouse password' }),
  });
  if (register.status !== 201) throw new Error(`sign-up failed: ${register.status}`);
  const cookie = register.headers.getSetCookie()[0].split(';')[0];

  const user = await call(baseUrl, cookie, '/api/auth/profile', {
    method: 'PUT',
    body: form(
      { displayName: 'Chef Lighthouse', bio: 'Soups, stews and slow Sundays.', isPublic: 'true' },
      { field: 'profileImage', bytes: await photo(10) },
    ),
  });

  let recipeId;
  for (let n = 1; n <= RECIPES; n += 1) {
    const recipe = await call(baseUrl, cookie, '/api/recipes', {
      method: 'POST',
      body: form(
        {
          title: `Slow-cooked stew number ${n}`,
          description: 'A deep, warming stew that fills the house with its smell all afternoon.',
          prepTime: '20 minutes',
          cookTime: '2 hours',
          servings: '4',
          difficulty: ['easy', 'medium', 'hard'][n % 3],
          isPublic: 'true',
          ingredients: JSON.stringify(['1 kg beef shin', '2 onions', '3 carrots', '1 l stock']),
          instructions: JSON.stringify([
            'Brown the beef in batches.',
            'Soften the onions and carrots.',
            'Add the stock and simmer for 2 hours.',
          ]),
        },
        { field: 'image', bytes: await photo(n) },
      ),
    });
    recipeId = recipe.id;
  }

  for (let n = 1; n <= POSTS; n += 1) {
    await call(baseUrl, cookie, '/api/announcements', {
      method: 'POST',
      body: form(
        { title: `Sunday supper ${n}`, content: 'The stew came out better than ever this week.' },
        { field: 'media', bytes: await photo(40 + n) },
      ),
    });
  }
  return { cookie, userId: user.id, recipeId };
}
