import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexed } from '../../test/plans.js';
import { blockedCooksQuery } from '../blocks/blocks.queries.js';
import { notificationPageQuery } from './notifications.queries.js';

/**
 * A cook's notifications and blocks page in their own order by an index however many there are
 * (decision 048): EXPLAIN them on seeded rows.
 */
describe('notification and block plans on seeded data', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into users (id, display_name)
      select 'cook-' || n, 'Cook ' || n from generate_series(1, 3000) n`);
    await database.db.execute(sql`
      insert into announcements (user_id, title)
      select 'cook-' || (1 + n % 20), 'Post ' || n from generate_series(1, 20000) n`);
    await database.db.execute(sql`
      insert into comments (announcement_id, user_id, content)
      select 1 + n % 20000, 'cook-' || (100 + n % 2000), 'Comment ' || n
        from generate_series(1, 20000) n`);
    await database.db.execute(sql`
      insert into recipes (user_id, title, ingredients, instructions, is_public)
      select 'cook-' || (1 + n % 20), 'Recipe ' || n, '{}', '{}', true
        from generate_series(1, 5000) n`);
    // The triggers wrote notifications for the comments; these are the many more a busy cook has.
    await database.db.execute(sql`
      insert into notifications (user_id, type, actor_ids, actors_count, target_type, target_id,
                                 created_at, read_at)
      select 'cook-' || (1 + n % 20),
             (array['like', 'comment', 'follow', 'report-reviewed'])[1 + n % 4],
             array['cook-' || (100 + n % 2000), 'cook-' || (200 + n % 2000)], 2,
             (array['announcement', 'announcement', null, 'recipe'])[1 + n % 4],
             case when n % 4 = 2 then null when n % 4 = 3 then 1 + n % 5000 else 1 + n % 20000 end,
             now() - n * interval '1 minute', case when n % 3 = 0 then now() end
        from generate_series(1, 40000) n`);
    await database.db.execute(sql`
      insert into blocks (blocker_id, blocked_id, created_at)
      select 'cook-' || (1 + n % 5), 'cook-' || (10 + n), now() - n * interval '1 minute'
        from generate_series(1, 2500) n`);
    await database.db.execute(sql`analyze`);
  }, 120_000);
  afterAll(() => database?.dispose());

  /**
   * The page comes in the index's order, with no sort above it; each row's two or three actors
   * are put in order where they are read (a sort of three rows, allowed).
   */
  const expectPagedByIndex = async (before: number | undefined) => {
    const text = await expectIndexed(database.db, notificationPageQuery('cook-1', before), true);
    const lines = text.split('\n');
    const paged = lines.findIndex((line) =>
      line.includes('Index Scan on notifications using notifications_user_idx'),
    );
    expect(paged, text).toBeGreaterThan(0);
    expect(
      lines.slice(0, paged).some((line) => line.includes('Sort')),
      text,
    ).toBe(false);
    // Each target is found by its key (for a post, the primary key or the index that carries
    // its likes by id), never by a scan in another order.
    for (const [table, key] of [
      ['announcements', /announcements_(pkey|like_order_idx)/],
      ['comments', /comments_pkey/],
      ['recipes', /recipes_pkey/],
    ] as const) {
      if (text.includes(table)) expect(text).toMatch(key);
    }
  };

  it("reads a page of a cook's notifications along their index, first and deeper", async () => {
    await expectPagedByIndex(undefined);
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        select id from notifications where user_id = 'cook-1'
         order by created_at desc, id desc offset 500 limit 1`),
    );
    await expectPagedByIndex(row?.id);
  });

  it("reads a page of a cook's blocks along their newest-first index", async () => {
    const text = await expectIndexed(database.db, blockedCooksQuery('cook-1', 2));
    expect(text).toContain('blocks_blocker_recent_idx');
  });
});
