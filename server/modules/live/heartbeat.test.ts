import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { type Beating, beatAll } from './heartbeat.js';

/** A stream as the heartbeat sees it, recording what it was told. */
const stream = (sessionId: string | null) => {
  const told: string[] = [];
  const beating: Beating = {
    sessionId,
    ping: () => told.push('ping'),
    close: () => told.push('close'),
  };
  return { beating, told };
};

describe('the streams heartbeat', () => {
  let t: TestApp;
  let ann: SignedInUser;
  let ben: SignedInUser;

  const sessionOf = async (who: SignedInUser) => {
    const [row] = rowsOf<{ id: string }>(
      await t.database.db.execute(
        sql`select id::text as id from session where sess->>'userId' = ${who.id} limit 1`,
      ),
    );
    if (!row) throw new Error('no session');
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ann = await signUp(t.app);
    ben = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('closes the streams of ended sessions in one read, and pings the others', async () => {
    const [annSession, benSession] = [await sessionOf(ann), await sessionOf(ben)];
    const annStreams = [stream(annSession), stream(annSession)];
    const benStream = stream(benSession);
    const noSession = stream(null);
    // Ben's session ends (as signing out everywhere or a suspension ends it).
    await t.database.db.execute(sql`delete from session where id = ${benSession}::uuid`);

    await beatAll(
      t.database.db,
      [...annStreams, benStream, noSession].map((one) => one.beating),
    );
    expect(annStreams.map((one) => one.told)).toEqual([['ping'], ['ping']]);
    expect(benStream.told).toEqual(['close']);
    expect(noSession.told).toEqual(['ping']);
  });
});
