import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamReader, openEventStream } from '../../test/event-stream.js';
import {
  createTestApp,
  type SignedInUser,
  secondInstance,
  signUp,
  type TestApp,
} from '../../test/harness.js';
import { createComment, createPost } from '../../test/posts.js';

/**
 * Live community events (decision 048): a like made on one instance reaches the author's bell and
 * the counts of every page showing the post, on another instance; a new post reaches open feeds.
 */
describe('live community events', () => {
  let t: TestApp;
  let other: { app: FastifyInstance; close(): Promise<void> };
  let baseUrl: string;
  let ann: SignedInUser;
  let ben: SignedInUser;
  let cat: SignedInUser;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    other = await secondInstance(t);
    const named = (displayName: string) => signUp(t.app, { displayName, database: t.database });
    [ann, ben, cat] = (await Promise.all(['Ann', 'Ben', 'Cat'].map(named))) as [
      SignedInUser,
      SignedInUser,
      SignedInUser,
    ];
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await other.close();
    await t.close();
  });

  const open = async (who: SignedInUser, query = '') => {
    const stream = await openEventStream(baseUrl, { cookie: who.cookie }, `/api/events${query}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const like = (who: SignedInUser, url: string) =>
    other.app.inject({ method: 'POST', url, headers: { cookie: who.cookie } });

  it("tells the author's bell and the watching pages of a like made on another instance", async () => {
    const post = await createPost(t.app, ann.cookie, { title: 'Live bread' });
    const annStream = await open(ann);
    const watching = await open(cat, `?posts=${post.id},999`);
    const elsewhere = await open(cat, '?posts=999');

    const started = performance.now();
    expect((await like(ben, `/api/announcements/${post.id}/like`)).statusCode).toBe(200);
    await annStream.next((event) => event.event === 'notification');
    const counts = await watching.next(
      (event) => event.event === 'counts' && JSON.parse(event.data).likesCount === 1,
    );
    expect(JSON.parse(counts.data)).toEqual({
      contentType: 'announcement',
      id: post.id,
      likesCount: 1,
      commentsCount: 0,
    });
    expect(counts.at - started).toBeLessThan(1000);

    const comment = await createComment(t.app, ben.cookie, post.id, 'Warm still?');
    const commented = await watching.next(
      (event) => event.event === 'counts' && JSON.parse(event.data).commentsCount === 1,
    );
    expect(JSON.parse(commented.data)).toMatchObject({ likesCount: 1, commentsCount: 1 });
    expect(comment.id).toBeGreaterThan(0);
    expect(elsewhere.events.some((event) => event.event === 'counts')).toBe(false);
    // Cat is not the author: no notification on Cat's pages.
    expect(watching.events.some((event) => event.event === 'notification')).toBe(false);
  });

  it('sends the counts of the watched posts and comments first, as they are now', async () => {
    const post = await createPost(t.app, ann.cookie, { title: 'Counted' });
    const comment = await createComment(t.app, ben.cookie, post.id, 'First');
    await like(cat, `/api/announcements/${post.id}/like`);
    const stream = await open(ben, `?posts=${post.id}&comments=${comment.id}`);
    const first = await stream.next((event) => event.event === 'counts');
    const second = await stream.next(
      (event) => event.event === 'counts',
      2000,
      1 + stream.events.indexOf(first),
    );
    expect([JSON.parse(first.data), JSON.parse(second.data)]).toEqual(
      expect.arrayContaining([
        { contentType: 'announcement', id: post.id, likesCount: 1, commentsCount: 1 },
        { contentType: 'comment', id: comment.id, likesCount: 0, commentsCount: 0 },
      ]),
    );
  });

  it('offers a new post to open feeds, not to its author nor to pages without a feed', async () => {
    const feed = await open(cat, '?feed=true');
    const noFeed = await open(cat);
    const author = await open(ben, '?feed=true');
    const post = await createPost(other.app, ben.cookie, { title: 'Fresh' });
    const offered = await feed.next((event) => event.event === 'announcement');
    expect(JSON.parse(offered.data)).toEqual({ id: post.id });
    expect(noFeed.events.some((event) => event.event === 'announcement')).toBe(false);
    expect(author.events.some((event) => event.event === 'announcement')).toBe(false);
  });

  it('refuses a watch list that is not ids, or too long', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/events?posts=1,abc',
      headers: { cookie: ann.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/events?posts=${many}`,
      headers: { cookie: ann.cookie },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
