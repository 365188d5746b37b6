// A community of a given size, written straight into PostgreSQL (or PGlite) by set-based SQL:
// cooks, posts, likes with a long tail (a few posts get thousands, most a handful), follows,
// comments with replies, comment likes. Deterministic, so plans and numbers repeat. The kept
// counts are filled by the database's own triggers, as in production. Used by the feed plan test
// (small sizes) and by the benchmark (1 M posts, 10 M likes). Expects a database without
// community rows.

/** @typedef {{ users: number, announcements: number, likes: number, follows: number, comments: number, commentLikes: number, chunk?: number }} CommunitySize */

/**
 * The benchmark's community at `scale`: at 1, 20 k cooks, 1 M posts, 10 M likes, 1 M follows, 1 M
 * comments, 1 M comment likes.
 * @returns {CommunitySize}
 */
export function communitySize(scale) {
  return {
    users: Math.max(100, Math.round(20_000 * scale)),
    announcements: Math.round(1_000_000 * scale),
    likes: Math.round(10_000_000 * scale),
    follows: Math.round(1_000_000 * scale),
    comments: Math.round(1_000_000 * scale),
    commentLikes: Math.round(1_000_000 * scale),
  };
}

// Strides of the deterministic "random" picks. Large primes, so a stride is coprime to any table
// size that is not a multiple of it, and `i * stride mod n` visits every value once.
const PRIMES = [7919, 104729, 1299709, 15485863];
const coprimeStride = (n) => PRIMES.find((p) => n % p !== 0);

/**
 * The statements that seed a community of `size`, in order. Big inserts are cut into chunks of
 * about `size.chunk` rows so each statement's trigger work stays bounded.
 * @param {CommunitySize} size
 * @returns {string[]}
 */
export function communitySeedStatements(size) {
  const { users, announcements, follows, comments, commentLikes } = size;
  const chunk = size.chunk ?? 1_000_000;
  const statements = [
    `insert into users (id, display_name, first_name, is_public)
     select 'seed-' || g, 'Cook ' || g, 'Cook', true from generate_series(1, ${users}) g
     on conflict do nothing`,
  ];
  // Posts in id order with rising created_at. Authors have a long tail too: the author is
  // floor(users × u²) for u evenly spread (golden ratio), so cook 1 writes ~0.7 % of all posts
  // and the last cooks a few each. One post in 997 mentions saffron, for rare searches.
  for (const [from, to] of ranges(announcements, chunk)) {
    statements.push(`insert into announcements (user_id, title, content, created_at)
      select 'seed-' || (1 + floor(${users} * power((g * 0.6180339887) % 1, 2))::int),
             'Post ' || g || ' ' || (array['soup','bread','tart','curry','salad'])[1 + g % 5],
             'Notes from the kitchen, post ' || g || case when g % 997 = 0 then ' with saffron' else '' end,
             now() - make_interval(mins => (${announcements} - g)::int)
        from generate_series(${from}::bigint, ${to}) g`);
  }
  statements.push(...likeStatements(size, chunk));
  // Each cook follows about follows/users others; who is followed has a long tail (u² again).
  statements.push(`insert into follows (follower_id, following_id)
    select 'seed-' || (1 + g % ${users}), 'seed-' || f
      from generate_series(1::bigint, ${follows}) g,
           lateral (select 1 + floor(${users} * power((g * 0.7548776662) % 1, 2))::int f) p
     where f <> 1 + g % ${users}
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
  // Comment likes go round the top-level comments; round k gives comment c the cook
  // k·s₁ + c·s₂ (mod users), a new one each round, so the pairs are distinct.
  const topLevel = Math.max(1, Math.floor((comments * 3) / 4));
  const commentStride = coprimeStride(topLevel);
  const likerStride = coprimeStride(users);
  for (const [from, to] of ranges(commentLikes, chunk)) {
    statements.push(`insert into comment_likes (comment_id, user_id)
      select c.id, 'seed-' || (1 + (g / ${topLevel} * ${likerStride} + c.id::bigint * 104729) % ${users})
        from generate_series(${from - 1}::bigint, ${to - 1}) g
        join comments c on c.id = 1 + (g * ${commentStride}) % ${topLevel}
      on conflict do nothing`);
  }
  statements.push('analyze');
  return statements;
}

/**
 * Exactly `size.likes` likes (when the sizes allow it) with a Zipf long tail: the post of
 * popularity rank r gets floor(c / (r + d)) likes, at most one per cook, plus one for the last
 * `extra` ranks to make the total exact. Integer arithmetic only, so this planning in JavaScript
 * and the SQL agree to the row. Ranks map to posts by a stride, so popular posts are spread over
 * time; the likers of one post are distinct cooks (a stride coprime to the number of cooks).
 * Each statement covers whole posts, so each post's likes_count is updated once.
 */
function likeStatements({ users, announcements, likes }, chunk) {
  if (!likes || !announcements) return [];
  const d = Math.ceil(announcements / 10_000);
  const perRank = (c, r) => Math.min(users, Math.floor(c / (r + d)));
  const total = (c) => {
    let sum = 0;
    for (let r = 1; r <= announcements; r++) sum += perRank(c, r);
    return sum;
  };
  // The largest c whose total stays within `likes`; the rest are single extra likes in the tail.
  let low = 0;
  let high = likes * (d + 1);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (total(mid) <= likes) low = mid;
    else high = mid - 1;
  }
  const c = low;
  const extra = Math.min(announcements, likes - total(c));
  const count = `(least(${users}, ${c}::bigint / (r + ${d})) + (r > ${announcements - extra})::int)`;
  const postStride = coprimeStride(announcements);
  const userStride = coprimeStride(users);
  const statements = [];
  let from = 1;
  let rows = 0;
  for (let r = 1; r <= announcements; r++) {
    rows += perRank(c, r) + (r > announcements - extra ? 1 : 0);
    if (rows < chunk && r < announcements) continue;
    statements.push(`insert into announcement_likes (announcement_id, user_id)
      select 1 + ((r - 1) * ${postStride}) % ${announcements},
             'seed-' || (1 + (r * 1299709 + j * ${userStride}) % ${users})
        from generate_series(${from}::bigint, ${r}) r,
             lateral generate_series(0, ${count} - 1) j
       order by 1, 2
      on conflict do nothing`);
    from = r + 1;
    rows = 0;
  }
  return statements;
}

/** [from, to] pairs covering 1..total in steps of `chunk`. */
function ranges(total, chunk) {
  const out = [];
  for (let from = 1; from <= total; from += chunk)
    out.push([from, Math.min(total, from + chunk - 1)]);
  return out;
}
