import { sql } from 'drizzle-orm';
import { communitySeedStatements } from '../../bench/community-seed.mjs';
import { createTestDatabase, type TestDatabase } from './harness.js';

/**
 * A test database holding a community of 20 000 posts by 2 000 cooks, seeded by the statements the
 * benchmark seeds its million with: large enough that the planner prefers the indexes it prefers
 * at full size, small enough for the suite (about 30 s).
 */
export async function createSeededCommunity(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  for (const statement of communitySeedStatements({
    users: 2_000,
    announcements: 20_000,
    likes: 100_000,
    follows: 30_000,
    comments: 20_000,
    commentLikes: 10_000,
  })) {
    await database.db.execute(sql.raw(statement));
  }
  // As autovacuum leaves a table once its rows settle: the pages marked all-visible, so that the
  // planner counts on answers from an index alone where one can give them.
  await database.db.execute(sql`vacuum`);
  return database;
}
