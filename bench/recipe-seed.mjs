// Recipes at scale, written straight into PostgreSQL (or PGlite) by set-based SQL: `users` cooks
// sharing `recipes` recipes, of which the cook 'seed-big' owns `bigCookRecipes`; the cook
// 'seed-huge' owning `hugeCookRecipes` more (ten times as many, to show a page's cost does not grow
// with the collection); and the cook 'seed-star' followed by `starFollowers` users. Deterministic,
// so plans and numbers repeat. The kept counts come from the database's own triggers. Used by the
// recipe plan test (small sizes) and the benchmark (200 k users, 100 k recipes, 10 k for one cook,
// a cook with 200 k followers). Expects a database without seeded rows; users may exist from
// another seed.

/** @typedef {{ users: number, recipes: number, bigCookRecipes: number, hugeCookRecipes?: number, starFollowers: number, chunk?: number }} RecipeSize */

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
const times = [
  '10 minutes',
  '25 min',
  '45 minutes',
  '1 hour',
  '1 hr 30 mins',
  '2 hours',
  '15',
  'overnight',
];

const array = (values) => `(array[${values.map((v) => `'${v}'`).join(',')}])`;

/**
 * The statements that seed the recipes of `size`, in order.
 * @param {RecipeSize} size
 * @returns {string[]}
 */
export function recipeSeedStatements(size) {
  const { users, recipes, bigCookRecipes, starFollowers } = size;
  const chunk = size.chunk ?? 200_000;
  const statements = [
    `insert into users (id, display_name, first_name, is_public)
     select 'seed-' || g, 'Cook ' || g, 'Cook', true from generate_series(1, ${users}) g
     on conflict do nothing`,
    `insert into users (id, display_name, is_public) values
       ('seed-big', 'Big Collection', true), ('seed-huge', 'Huge Collection', true),
       ('seed-star', 'Star Chef', true)
     on conflict do nothing`,
  ];
  const recipeRow = (owner) => `
      select ${owner},
             ${array(flavours)}[(1 + g % 10)::int] || ' ' || ${array(dishes)}[(1 + (g / 10) % 10)::int] || ' #' || g,
             'A weeknight dish number ' || g || case when g % 499 = 0 then ' with saffron' else '' end,
             '15 minutes', ${array(times)}[(1 + g % 8)::int], (1 + g % 6)::int,
             (array['easy','medium','hard'])[(1 + g % 3)::int],
             array['1 cup rice', g || ' g butter', '2 clove garlic'],
             array['Prepare everything.', 'Cook it through.', 'Serve warm.'],
             g % 3 = 0,
             now() - make_interval(mins => (${recipes} - g)::int)`;
  const columns = `insert into recipes (user_id, title, description, prep_time, cook_time, servings,
      difficulty, ingredients, instructions, is_public, created_at)`;
  for (const [owner, count] of [
    ['seed-big', bigCookRecipes],
    ['seed-huge', size.hugeCookRecipes ?? 0],
  ]) {
    for (let from = 1; from <= count; from += chunk) {
      const to = Math.min(count, from + chunk - 1);
      statements.push(
        `${columns} ${recipeRow(`'${owner}'`)} from generate_series(${from}::bigint, ${to}) g`,
      );
    }
  }
  const others = Math.max(0, recipes - bigCookRecipes);
  for (let from = 1; from <= others; from += chunk) {
    const to = Math.min(others, from + chunk - 1);
    statements.push(
      `${columns} ${recipeRow(`'seed-' || (1 + (g * 7919) % ${users})`)} from generate_series(${from}::bigint, ${to}) g`,
    );
  }
  statements.push(`insert into recipes (user_id, title, ingredients, instructions, is_public)
    values ('seed-star', 'Signature stew', array['1 kg beef'], array['Braise slowly.'], true)`);
  for (let from = 1; from <= starFollowers; from += chunk) {
    const to = Math.min(starFollowers, from + chunk - 1);
    statements.push(`insert into follows (follower_id, following_id)
      select 'seed-' || g, 'seed-star' from generate_series(${from}, ${to}) g
      where g <= ${users} on conflict do nothing`);
  }
  statements.push('analyze');
  return statements;
}
