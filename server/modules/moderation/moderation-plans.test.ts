import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { expectIndexed } from '../../test/plans.js';
import { reportQueueQuery } from './report-queue.queries.js';

/**
 * The moderators' queue pages through cases in its own order by an index, whatever the status,
 * the type asked for or the page: EXPLAIN it on a seeded queue (decision 047).
 */
describe('moderation queue plans on seeded data', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into users (id, display_name)
      select 'cook-' || n, 'Cook ' || n from generate_series(1, 2000) n`);
    await database.db.execute(sql`
      insert into report_cases (content_type, content_id, reported_user_id, status, reports_count, first_reported_at)
      select (array['announcement', 'comment', 'recipe', 'user'])[1 + n % 4],
             case when n % 4 = 3 then null else n end,
             'cook-' || (1 + n % 2000),
             (array['pending', 'actioned', 'dismissed'])[1 + n % 3],
             1 + n % 7,
             now() - n * interval '1 minute'
        from generate_series(1, 30000) n
      on conflict do nothing`);
    await database.db.execute(sql`analyze`);
  }, 120_000);
  afterAll(() => database?.dispose());

  it('reads a page of each status along the queue index, not the whole table', async () => {
    for (const status of ['pending', 'actioned', 'dismissed'] as const) {
      for (const page of [1, 40]) {
        const text = await expectIndexed(database.db, reportQueueQuery({ status, page }));
        expect(text).toContain('report_cases_queue_idx');
      }
    }
  });

  it('reads one content type along its own index', async () => {
    const text = await expectIndexed(
      database.db,
      reportQueueQuery({ status: 'pending', contentType: 'comment', page: 2 }),
    );
    expect(text).toContain('report_cases_type_queue_idx');
  });
});
