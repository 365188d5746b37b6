import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MealPlanEntry } from '../../../contracts/meal-plan.js';
import { type EventStreamReader, openEventStream } from '../../test/event-stream.js';
import {
  createTestApp,
  type SignedInUser,
  secondInstance,
  signUp,
  type TestApp,
} from '../../test/harness.js';
import { joinHousehold } from '../../test/households.js';

/**
 * Live updates (decision 046): a change by one member reaches every other member's open stream,
 * whichever instance made it, and a stream that dropped catches up with Last-Event-ID.
 */
describe('live household events', () => {
  let t: TestApp;
  let other: { app: FastifyInstance; close(): Promise<void> };
  let baseUrl: string;
  let ada: SignedInUser;
  let bo: SignedInUser;
  let outsider: SignedInUser;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    other = await secondInstance(t);
    ada = await signUp(t.app, { displayName: 'Ada', database: t.database });
    bo = await signUp(t.app, { displayName: 'Bo', database: t.database });
    outsider = await signUp(t.app, { displayName: 'Outsider', database: t.database });
    await joinHousehold(t.app, ada, bo);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await other.close();
    await t.close();
  });

  const open = async (who: SignedInUser, headers: Record<string, string> = {}) => {
    const stream = await openEventStream(baseUrl, { cookie: who.cookie, ...headers });
    streams.push(stream);
    return stream;
  };
  /** A plan entry made by `who` on the second instance. */
  const plan = async (who: SignedInUser, title: string) => {
    const response = await other.app.inject({
      method: 'POST',
      url: '/api/mealplan',
      headers: { cookie: who.cookie },
      payload: { date: '2027-01-04', slot: 'dinner', title },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MealPlanEntry>();
  };

  it('is for signed-in cooks only', async () => {
    expect((await t.app.inject({ url: '/api/events' })).statusCode).toBe(401);
  });

  it("sends a member's change made on another instance to the others' streams, within a second", async () => {
    const adaStream = await open(ada);
    const outsiderStream = await open(outsider);
    expect(adaStream.status).toBe(200);
    expect(adaStream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // What an event stream needs, and none of the document headers each open stream would keep.
    expect(adaStream.headers['x-content-type-options']).toBe('nosniff');
    expect(adaStream.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(adaStream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(adaStream.headers['content-security-policy']).toBeUndefined();
    const sent = performance.now();
    const entry = await plan(bo, 'Risotto');
    const event = await adaStream.next((e) => e.event === 'mealplan', 1000);
    expect(JSON.parse(event.data)).toEqual({ id: entry.id });
    expect(event.at - sent).toBeLessThan(1000);
    await plan(outsider, 'Not theirs');
    await expect(
      outsiderStream.next((e) => e.event === 'mealplan' && JSON.parse(e.data).id === entry.id, 300),
    ).rejects.toThrow(/no matching event/);
  });

  it('resumes after a drop with the events missed, in order, each once', async () => {
    const first = await open(ada);
    await plan(bo, 'Before the drop');
    await first.next((e) => e.event === 'mealplan');
    const resumeFrom = first.lastId();
    first.close();
    const missed = [await plan(bo, 'Missed one'), await plan(bo, 'Missed two')];
    const again = await open(ada, { 'last-event-id': String(resumeFrom) });
    await again.next((e) => e.event === 'mealplan' && JSON.parse(e.data).id === missed[1]?.id);
    const ids = again.events
      .filter((e) => e.event === 'mealplan')
      .map((e) => JSON.parse(e.data).id);
    expect(ids).toEqual(missed.map((entry) => entry.id));
  });

  it('follows a cook into the household they join', async () => {
    const newcomer = await signUp(t.app, { displayName: 'Newcomer', database: t.database });
    const stream = await open(newcomer);
    await joinHousehold(t.app, ada, newcomer);
    await stream.next((e) => e.event === 'household');
    const entry = await plan(bo, 'Welcome dinner');
    const event = await stream.next(
      (e) => e.event === 'mealplan' && JSON.parse(e.data).id === entry.id,
    );
    expect(event).toBeDefined();
  });

  it('ends the stream of a cook whose account is deleted, and keeps serving', async () => {
    const leaving = await signUp(t.app, { displayName: 'Leaving', database: t.database });
    const stream = await open(leaving);
    await t.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    await expect.poll(() => stream.ended()).toBe(true);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('ends open streams when the server closes, so it can', async () => {
    const extra = await createTestApp();
    await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(extra.app.server.address() as AddressInfo).port}`;
    const cook = await signUp(extra.app, { displayName: 'Closing', database: extra.database });
    const stream = await openEventStream(url, { cookie: cook.cookie });
    await extra.close();
    await expect.poll(() => stream.ended()).toBe(true);
  });
});
