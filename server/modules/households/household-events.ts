import { sql } from 'drizzle-orm';
import type { LiveEventKind } from '../../../contracts/live-events.js';
import type { Db } from '../../db/client.js';

/**
 * Records that something of a household changed, for its members' open streams: the row's
 * trigger notifies every instance once the transaction commits (migration 0028), and a stream
 * that dropped reads the rows it missed. Called inside the change's own transaction.
 */
export async function recordChange(
  db: Db,
  householdId: number,
  kind: LiveEventKind,
  entityId: number,
): Promise<void> {
  await db.execute(sql`
    insert into household_events (household_id, kind, entity_id)
    values (${householdId}, ${kind}, ${entityId})`);
}
