import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../../../contracts/community.js';
import { ErrorCode } from '../../../contracts/errors.js';
import { projectRoot } from '../../paths.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { filesOfPhoto, solidPhoto } from '../../test/photos.js';
import { createComment, createPost, postForm } from '../../test/posts.js';
import { uploadsDir } from '../media/storage.js';

describe('announcements: posting and deleting', () => {
  let t: TestApp;
  let author: SignedInUser;
  let other: SignedInUser;
  let nameless: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    author = await signUp(t.app, { displayName: 'Baker Bea', database: t.database });
    other = await signUp(t.app, { displayName: 'Other Olu', database: t.database });
    nameless = await signUp(t.app, { displayName: '   ', database: t.database });
  });
  afterAll(() => t.close());

  const post = (payload: FormData, who?: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      payload,
      headers: who ? { cookie: who.cookie } : {},
    });
  const remove = (id: number, who?: SignedInUser) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${id}`,
      headers: who ? { cookie: who.cookie } : {},
    });
  const stored = (url: string) => join(uploadsDir(t.config), url.replace(/^\/uploads\//, ''));

  it('posts text and answers the announcement with its author, never an email', async () => {
    const response = await post(
      postForm({ title: '  Bread club ', content: ' Saturday 9am ' }),
      author,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<Announcement>();
    expect(body).toMatchObject({
      userId: author.id,
      title: 'Bread club',
      content: 'Saturday 9am',
      image: null,
      video: null,
      mediaType: null,
      likesCount: 0,
      commentsCount: 0,
      liked: false,
      user: { id: author.id, displayName: 'Baker Bea' },
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(response.body).not.toContain('@example.com');
  });

  it('posts a photo, re-encoded, with mediaType image', async () => {
    const response = await post(
      postForm(
        { content: '' },
        { data: await solidPhoto('jpeg'), type: 'image/jpeg', name: 'a.jpg' },
      ),
      author,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<Announcement>();
    expect(body.mediaType).toBe('image');
    expect(body.content).toBeNull();
    expect(body.image).toMatch(/^\/uploads\/announcements\/[0-9a-f-]{36}-800x600\.webp$/);
    expect(existsSync(stored(body.image ?? ''))).toBe(true);
  });

  it('posts a video, served back with ranges, and deleting the post removes it', async () => {
    const clip = readFileSync(join(projectRoot, 'server/test/fixtures/clip.mp4'));
    const response = await post(
      postForm({ content: '' }, { data: clip, type: 'video/mp4', name: 'clip.mp4' }),
      author,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<Announcement>();
    expect(body).toMatchObject({ mediaType: 'video', image: null, content: null });
    expect(body.video).toMatch(/^\/uploads\/announcements\/[0-9a-f-]{36}\.mp4$/);
    const range = await t.app.inject({ url: body.video ?? '', headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.rawPayload.equals(clip.subarray(0, 10))).toBe(true);
    expect((await remove(body.id, author)).statusCode).toBe(204);
    expect(existsSync(stored(body.video ?? ''))).toBe(false);
  });

  it('refuses a video over 10 minutes with the user-facing message and keeps nothing', async () => {
    const before = await listUploads();
    const long = readFileSync(join(projectRoot, 'server/test/fixtures/long.mp4'));
    const response = await post(postForm({}, { data: long, type: 'video/mp4' }), author);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please select a video that is 10 minutes or shorter.',
      code: ErrorCode.VIDEO_TOO_LONG,
    });
    expect(await listUploads()).toEqual(before);
  });

  it('refuses a post without a title, or without content and media, with user-facing messages', async () => {
    const noTitle = await post(postForm({ title: '   ' }), author);
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({
      message: 'Announcement title is required',
      code: ErrorCode.VALIDATION,
    });
    const empty = await post(postForm({ content: '  ' }), author);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Either content or media (image/video) is required');
    const long = await post(postForm({ title: 'x'.repeat(201) }), author);
    expect(long.statusCode).toBe(400);
  });

  it('removes the stored photo again when the post is refused', async () => {
    const before = await listUploads();
    const response = await post(
      postForm({ title: '' }, { data: await solidPhoto('png'), type: 'image/png' }),
      author,
    );
    expect(response.statusCode).toBe(400);
    expect(await listUploads()).toEqual(before);
  });

  it('needs a signed-in user with a display name to post', async () => {
    const anonymous = await post(postForm());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    const noName = await post(postForm(), nameless);
    expect(noName.statusCode).toBe(403);
    expect(noName.json().message).toBe('Display name required');
  });

  it('lets only the author delete, and takes media, comments and likes with it', async () => {
    const created = await post(
      postForm({}, { data: await solidPhoto('png'), type: 'image/png' }),
      author,
    );
    const announcement = created.json<Announcement>();
    // 800 × 600: the photo and its 400 px copy.
    const photoFiles = () => filesOfPhoto(uploadsDir(t.config), announcement.image ?? '');
    expect(photoFiles()).toHaveLength(2);
    await createComment(t.app, other.cookie, announcement.id, 'Lovely');
    await t.app.inject({
      method: 'POST',
      url: `/api/announcements/${announcement.id}/like`,
      headers: { cookie: other.cookie },
    });

    expect((await remove(announcement.id)).statusCode).toBe(401);
    const foreign = await remove(announcement.id, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Forbidden' });
    // A user who cleared their display name can still delete their own posts.
    expect((await remove(announcement.id, author)).statusCode).toBe(204);
    expect(photoFiles()).toEqual([]);
    expect((await remove(announcement.id, author)).statusCode).toBe(404);

    const comments = await t.app.inject({ url: `/api/announcements/${announcement.id}/comments` });
    expect(comments.statusCode).toBe(404);
    const leftovers = await t.database.db.execute(
      sql`select (select count(*) from comments where announcement_id = ${announcement.id}) +
                 (select count(*) from announcement_likes where announcement_id = ${announcement.id}) as n`,
    );
    expect(Number((leftovers as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(0);
  });

  it('answers 400 for an id that is not a number and 404 for one that does not exist', async () => {
    expect((await remove(Number.NaN, author)).statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'DELETE',
      url: '/api/announcements/99999999999',
      headers: { cookie: author.cookie },
    });
    expect(huge.statusCode).toBe(400);
    expect((await remove(987654, author)).statusCode).toBe(404);
  });

  async function listUploads(): Promise<string[]> {
    const dir = join(uploadsDir(t.config), 'announcements');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  }

  it('a created post is the first item of the feed', async () => {
    const created = await createPost(t.app, author.cookie, { title: 'Newest of all' });
    const feed = await t.app.inject({ url: '/api/announcements?limit=1' });
    expect(feed.json<Announcement[]>().map((a) => a.id)).toEqual([created.id]);
  });
});
