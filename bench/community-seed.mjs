// A community of a given size, written straight into PostgreSQL (or PGlite) by set-based SQL:
// cooks, posts, likes with a long tail (a few posts get most of them), follows, comments with
// replies, comment likes. Deterministic, so plans and numbers repeat. The kept counts are filled
// by the database's own triggers, as in production. Used by the feed plan test (small sizes) and
// by the benchmark (1 M posts, 10 M likes). Expects a database without community rows.

/** @typedef {{ users: number, announcements: number, likes: number, follows: number, comments: number, commentLikes: number, chunk?: number }} CommunitySize */

/**
 * The statements that seed a community of `size`, in order. Big inserts are cut into chunks of
 * `size.chunk` rows so each statement's trigger work stays bounded.
 * @param {CommunitySize} size
 * @returns {string[]}
 */
export function communitySeedStatements(size) {
  const { users, announcements, likes, follows, comments, commentLikes } = size;
  const chunk = size.chunk ?? 1_000_000;
  const statements = [
    `insert into users (id, display_name, first_name, is_public)
     select 'seed-' || g, 'Cook ' || g, 'Cook', true from generate_series(1, ${users}) g
     on conflict do nothing`,
  ];
  // Posts in id order with rising created_at; one in 997 mentions saffron, for rare searches.
  for (const [from, to] of ranges(announcements, chunk)) {
    statements.push(`insert into announcements (user_id, title, content, created_at)
      select 'seed-' || (1 + (g * 7919) % ${users}),
             'Post ' || g || ' ' || (array['soup','bread','tart','curry','salad'])[1 + g % 5],
             'Notes from the kitchen, post ' || g || case when g % 997 = 0 then ' with saffron' else '' end,
             now() - make_interval(mins => (${announcements} - g)::int)
        from generate_series(${from}::bigint, ${to}) g`);
  }
  // Likes: post picked with a power law over a golden-ratio sequence, user by a coprime stride.
  for (const [from, to] of ranges(likes, chunk)) {
    statements.push(`insert into announcement_likes (announcement_id, user_id)
      select 1 + floor(${announcements} * power((g * 0.6180339887) % 1, 3))::int,
             'seed-' || (1 + (g * 104729) % ${users})
        from generate_series(${from}::bigint, ${to}) g
      on conflict do nothing`);
  }
  statements.push(`insert into follows (follower_id, following_id)
    select 'seed-' || (1 + g % ${users}), 'seed-' || (1 + (g * 31 + g / ${users}) % ${users})
      from generate_series(1::bigint, ${follows}) g
     where (g % ${users}) <> ((g * 31 + g / ${users}) % ${users})
    on conflict do nothing`);
  // Three in four comments are top level; every third of those gets a reply.
  for (const [from, to] of ranges(Math.ceil((comments * 3) / 4), chunk)) {
    statements.push(`insert into comments (announcement_id, user_id, content)
      select 1 + floor(${announcements} * power((g * 0.7548776662) % 1, 2))::int,
             'seed-' || (1 + (g * 13) % ${users}), 'Comment ' || g
        from generate_series(${from}::bigint, ${to}) g`);
  }
  statements.push(`insert into comments (announcement_id, user_id, parent_id, content, depth)
    select p.announcement_id, 'seed-' || (1 + (p.id * 17) % ${users}), p.id, 'Reply to ' || p.id, 1
      from comments p where p.parent_id is null and p.id % 3 = 0`);
  for (const [from, to] of ranges(commentLikes, chunk)) {
    statements.push(`insert into comment_likes (comment_id, user_id)
      select c.id, 'seed-' || (1 + (g * 7) % ${users})
        from generate_series(${from}::bigint, ${to}) g
        join comments c on c.id = 1 + (g * 5) % ${Math.max(1, Math.floor((comments * 3) / 4))}
      on conflict do nothing`);
  }
  statements.push('analyze');
  return statements;
}

/** [from, to] pairs covering 1..total in steps of `chunk`. */
function ranges(total, chunk) {
  const out = [];
  for (let from = 1; from <= total; from += chunk)
    out.push([from, Math.min(total, from + chunk - 1)]);
  return out;
}
