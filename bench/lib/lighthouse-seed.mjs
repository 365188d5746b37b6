// The data the Lighthouse screens show, made through the app's own API as a cook would: a public
// cook with a display name, a picture, a page of recipes with photos and a feed of posts with
// photos. The photos are camera-sized JPEGs that weigh, once the app has re-encoded them, what
// real food photos do: about 20, 65 and 215 KB at 400, 800 and 1600 px wide (a plate on a table,
// grain at three scales). Plain Gaussian noise, used before, weighed 9, 125 and 750 KB: noise
// averages away in small copies and defeats the encoder in large ones, as no photo does.
import sharp from 'sharp';

const RECIPES = 30;
const POSTS = 12;
const WIDTH = 2400;
const HEIGHT = 1800;

/** The scene: a wooden table, a plate, food on it in colours that differ from photo to photo. */
function scene(hue) {
  const food = Array.from({ length: 40 }, (_, i) => {
    const x = 600 + ((i * 397 + hue * 53) % 1200);
    const y = 350 + ((i * 211 + hue * 31) % 1100);
    const r = 60 + ((i * 37) % 160);
    const colour = `hsl(${(hue * 12 + i * 23) % 360}, ${50 + (i % 4) * 10}%, ${35 + (i % 5) * 8}%)`;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.85"/>`;
  }).join('');
  const planks = Array.from(
    { length: 30 },
    (_, i) =>
      `<rect y="${i * 60}" width="${WIDTH}" height="${8 + ((i * 7) % 20)}" fill="hsl(25, 40%, ${20 + ((i * 13) % 15)}%)" opacity="0.35"/>`,
  ).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="wood" x1="0" x2="1">
      <stop offset="0" stop-color="hsl(${25 + (hue % 10)}, 45%, 28%)"/>
      <stop offset="0.5" stop-color="hsl(${28 + (hue % 10)}, 50%, 38%)"/>
      <stop offset="1" stop-color="hsl(${22 + (hue % 10)}, 40%, 25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#wood)"/>${planks}
    <ellipse cx="1200" cy="900" rx="820" ry="720" fill="#f4f1ea"/>
    <ellipse cx="1200" cy="900" rx="700" ry="610" fill="#e9e4d8"/>${food}
  </svg>`);
}

/** Gaussian grain drawn at `width` and scaled to the photo: coarse blotches to fine noise. */
const grain = (width, sigma) =>
  sharp({
    create: {
      width,
      height: (width * HEIGHT) / WIDTH,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png()
    .toBuffer();

const photos = new Map();
/** One of six photos (each made once), as a phone's camera would save it. */
async function photo(n) {
  const key = n % 6;
  if (!photos.has(key)) {
    const base = await sharp(scene(key * 7))
      .blur(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const layers = await Promise.all([grain(400, 20), grain(1200, 15), grain(WIDTH, 10)]);
    photos.set(
      key,
      await sharp(base.data, { raw: base.info })
        .composite(layers.map((input) => ({ input, blend: 'soft-light' })))
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return photos.get(key);
}

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
