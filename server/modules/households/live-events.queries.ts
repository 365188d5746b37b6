import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { HouseholdEvent } from './live-hub.js';

/** The most missed events a stream is sent at once; a page that missed more reads everything. */
export const CATCH_UP_LIMIT = 500;

/** The household's events after `afterId`, oldest first, from its index. */
export async function eventsAfter(
  db: Db,
  householdId: number,
  afterId: number,
): Promise<HouseholdEvent[]> {
  const rows = rowsOf<{ id: string | number; kind: HouseholdEvent['kind']; entity_id: number }>(
    await db.execute(sql`
      select id, kind, entity_id from household_events
       where household_id = ${householdId} and id > ${afterId}
       order by id limit ${CATCH_UP_LIMIT}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    householdId,
    kind: row.kind,
    entityId: row.entity_id,
  }));
}

/** The newest event id of all, so a new stream can be told where it starts. */
export async function latestEventId(db: Db): Promise<number> {
  const [row] = rowsOf<{ id: string | number | null }>(
    await db.execute(sql`select max(id) as id from household_events`),
  );
  return Number(row?.id ?? 0);
}

/** Which of these sessions (the streams' on an instance) are still signed in: one statement. */
export async function aliveSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id::text as id from session
       where id = any(${`{${sessionIds.join(',')}}`}::uuid[]) and expire > now()`),
  );
  return new Set(rows.map((row) => row.id));
}

/** Forgets events no stream will ask for again (housekeeping). */
export async function purgeOldEvents(db: Db): Promise<void> {
  await db.execute(sql`delete from household_events where created_at < now() - interval '1 day'`);
}
