// The recipe benchmark's viewers and scenarios. Viewers sign up through the app's API, so their
// sessions are real; the sessions of some are then pointed at the seeded cooks with 10 k
// ('seed-big') and 100 k ('seed-huge') recipes, which is what signing in as them would do. Each
// list scenario's URL and its EXPLAINed statement come from the same options.
import { signUp } from './lib/sign-up.mjs';

const VIEWER_EMAIL = 'bench-recipes-%@example.com';
/** Sessions per signed-in cook: requests go round them as from several devices. */
const SESSIONS = 4;

/** Earlier runs' viewers and the sessions that signed in as seeded cooks. */
export async function removeViewers(client) {
  await client.query(
    `delete from session where sess->>'userId' in ('seed-big', 'seed-huge')
                         or sess->>'userId' in (select id from users where email like $1)`,
    [VIEWER_EMAIL],
  );
  await client.query('delete from users where email like $1', [VIEWER_EMAIL]);
  // The sign-up allowance is counted in the database: a run within the hour of earlier ones on
  // the same seeded database would otherwise be refused its viewers (429).
  await client.query('delete from rate_events');
}

/**
 * Cookies signed in as each of `cooks` (seed ids) and as `SESSIONS` plain viewers of their own:
 * `{ [cook]: string[], viewers: string[], viewerIds: string[] }`.
 */
export async function signInAs(client, baseUrl, cooks) {
  const emails = Array.from({ length: SESSIONS * (cooks.length + 1) }, (_, k) =>
    VIEWER_EMAIL.replace('%', String(k)),
  );
  const cookies = [];
  for (let i = 0; i < emails.length; i += 4)
    cookies.push(...(await Promise.all(emails.slice(i, i + 4).map((e) => signUp(baseUrl, e)))));
  const { rows } = await client.query(
    'select u.id from unnest($1::text[]) with ordinality v(email, n) join users u using (email) order by v.n',
    [emails],
  );
  const ids = rows.map((row) => row.id);
  const signedIn = { viewers: cookies.slice(0, SESSIONS), viewerIds: ids.slice(0, SESSIONS) };
  for (const [k, cook] of cooks.entries()) {
    const from = SESSIONS * (k + 1);
    const accounts = ids.slice(from, from + SESSIONS);
    await client.query(
      `update session set sess = (sess::jsonb || jsonb_build_object('userId', $1::text))::json
        where sess->>'userId' = any($2)`,
      [cook, accounts],
    );
    await client.query('delete from users where id = any($1)', [accounts]);
    signedIn[cook] = cookies.slice(from, from + SESSIONS);
  }
  return signedIn;
}

/** Tags and cookbooks per seeded cook, as the organising scenarios assume. */
export const TAGS_PER_COOK = 300;
export const COOKBOOKS_PER_COOK = 50;

/**
 * Tags, favourites, ratings and cookbooks on the seeded cooks' recipes, for the filter, tag and
 * cookbook scenarios: every recipe has "Soup" and "Weeknight" (a third) or "Quick", plus one of
 * 297 more tags; a fiftieth of a cook's recipes is in each of 50 cookbooks (the first public), in
 * id order. Written here rather than in the seed, so a seeded database is kept; a second run finds
 * them set. Set-based, as the app's own bulk changes are: one statement per step.
 */
export async function organise(client, cooks) {
  const more = TAGS_PER_COOK - 3;
  await client.query(
    `update recipes
        set tags = case when id % 3 = 0 then array['Soup', 'Weeknight'] else array['Quick'] end
                   || ('Theme ' || (id % ${more}))::text,
            tag_keys = case when id % 3 = 0 then array['soup', 'weeknight'] else array['quick'] end
                   || ('theme ' || (id % ${more}))::text,
            favorite = id % 11 = 0,
            rating = case when id % 4 = 0 then null else 1 + id % 5 end
      where user_id = any($1) and tag_keys = '{}'`,
    [cooks],
  );
  await client.query(
    `insert into cookbooks (user_id, name, is_public)
     select u, 'Cookbook ' || n, n = 1
       from unnest($1::text[]) u, generate_series(1, ${COOKBOOKS_PER_COOK}) n
      where not exists (select 1 from cookbooks c where c.user_id = u)`,
    [cooks],
  );
  await client.query(
    `insert into cookbook_recipes (cookbook_id, recipe_id, position, is_public)
     select c.id, r.id, row_number() over (partition by c.id order by r.id), r.is_public
       from cookbooks c
       join recipes r on r.user_id = c.user_id
                     and r.id % ${COOKBOOKS_PER_COOK} = substring(c.name from 10)::int - 1
      where c.user_id = any($1)
        and not exists (select 1 from cookbook_recipes cr where cr.cookbook_id = c.id)`,
    [cooks],
  );
}

/** The cook's first cookbook (the public one): its id. */
async function firstCookbook(client, cook) {
  const { rows } = await client.query(
    `select id from cookbooks where user_id = $1 and name = 'Cookbook 1'`,
    [cook],
  );
  return rows[0].id;
}

/** Ids and cursors the scenarios need, found in the seeded data through the app's own cursor. */
export async function findTargets(client, cook, encodeCursor) {
  const { rows } = await client.query(
    `select id, lower(title) as title from recipes where user_id = $1
      order by id offset (select recipes_count / 2 from users where id = $1) limit 1`,
    [cook],
  );
  const middle = rows[0];
  return {
    recipeId: middle.id,
    cookbookId: await firstCookbook(client, cook),
    newestCursor: encodeCursor({ sort: 'newest', key: null, id: middle.id }),
    titleCursor: encodeCursor({ sort: 'title', key: middle.title, id: middle.id }),
  };
}

/**
 * The read scenarios of one cook's screens (`label` names the cook in the table): My Recipes in
 * every sort and a deep page, searches, a recipe, the recipe of the day, a random pick, and the
 * cook's public recipe list as a visitor sees it. `list` is the options `recipePageQuery` takes.
 */
export function cookScenarios({ label, cook, cookies, visitorCookies, targets }) {
  const list = (name, options, page = {}) => {
    const params = new URLSearchParams();
    if (options.sort !== 'newest') params.set('sort', options.sort);
    if (options.search) params.set('search', options.search);
    for (const tag of options.tag ?? []) params.append('tag', tag);
    if (options.favorite) params.set('favorite', 'true');
    if (options.minRating) params.set('minRating', String(options.minRating));
    if (options.notCookedSince) params.set('notCookedSince', options.notCookedSince);
    if (page.cursor) params.set('cursor', page.cursor);
    const query = params.size ? `?${params}` : '';
    const path = page.profile ? `/api/users/${cook}/recipes${query}` : `/api/recipes${query}`;
    return {
      name: `${name}, ${label}`,
      path,
      cookies: page.profile ? visitorCookies : cookies,
      list: {
        scope: { userId: cook, publicOnly: Boolean(page.profile) },
        options: { limit: 24, ...options, cursor: page.cursor },
      },
    };
  };
  const read = (name, path, more = {}) => ({ name: `${name}, ${label}`, path, cookies, ...more });
  return [
    list('My Recipes newest', { sort: 'newest' }),
    list('My Recipes newest, deep page', { sort: 'newest' }, { cursor: targets.newestCursor }),
    list('My Recipes oldest', { sort: 'oldest' }),
    list('My Recipes A–Z', { sort: 'title' }),
    list('My Recipes A–Z, deep page', { sort: 'title' }, { cursor: targets.titleCursor }),
    list('My Recipes cook time', { sort: 'cookTime' }),
    list('search rare word "saffron"', { sort: 'newest', search: 'saffron' }),
    list('search common word "soup"', { sort: 'newest', search: 'soup' }),
    list('search a tag "weeknight"', { sort: 'newest', search: 'weeknight' }),
    list('filtered first page, tag + favourite + rating', {
      sort: 'newest',
      tag: ['weeknight'],
      favorite: true,
      minRating: 3,
    }),
    list('filtered first page A–Z, tag + rating', { sort: 'title', tag: ['soup'], minRating: 4 }),
    read('tag list', '/api/tags'),
    read('recipe detail', `/api/recipes/${targets.recipeId}`),
    read('recipe of the day', '/api/recipes/featured/daily'),
    read('random recipe', '/api/recipes/random/recipe', { sameAnswer: false }),
    list('public profile recipes', { sort: 'newest' }, { profile: true }),
    read('cookbook list', '/api/cookbooks'),
    read('cookbook page', `/api/cookbooks/${targets.cookbookId}/recipes`, {
      cookbook: { id: targets.cookbookId, publicOnly: false },
    }),
    read('public cookbook page, a visitor', `/api/cookbooks/${targets.cookbookId}/recipes`, {
      cookies: visitorCookies,
      cookbook: { id: targets.cookbookId, publicOnly: true },
    }),
  ];
}
