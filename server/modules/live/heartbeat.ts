import type { Db } from '../../db/client.js';
import { aliveSessions } from '../households/live-events.queries.js';

/** What the heartbeat needs of a stream. */
export interface Beating {
  readonly sessionId: string | null;
  ping(): void;
  close(): void;
}

/**
 * One beat for every stream of an instance: one statement reads which of their sessions are still
 * signed in; the others' streams close (signed out, suspended, deleted), the rest say they are
 * alive. Should the database not answer, every stream just says it is alive.
 */
export async function beatAll(db: Db, streams: readonly Beating[]): Promise<void> {
  const sessions = [...new Set(streams.flatMap((stream) => stream.sessionId ?? []))];
  const alive = await aliveSessions(db, sessions).catch(() => undefined);
  for (const stream of streams) {
    if (alive && stream.sessionId && !alive.has(stream.sessionId)) stream.close();
    else stream.ping();
  }
}
