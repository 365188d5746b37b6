import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';

describe('follows', () => {
  let t: TestApp;
  let star: SignedInUser;
  let fan: SignedInUser;
  let nameless: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    star = await signUp(t.app, { displayName: 'Star', database: t.database });
    fan = await signUp(t.app, { displayName: 'Fan', database: t.database });
    nameless = await signUp(t.app);
    await t.database.db.update(users).set({ isPublic: true }).where(eq(users.id, star.id));
  });
  afterAll(() => t.close());

  const toggle = (id: string, who?: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/follow`,
      headers: who ? { cookie: who.cookie } : {},
    });
  const state = async (id: string, who: SignedInUser) =>
    (
      await t.app.inject({ url: `/api/users/${id}/following`, headers: { cookie: who.cookie } })
    ).json().following;
  const followers = async (id: string) =>
    (
      await t.app.inject({ url: `/api/users/${id}/profile`, headers: { cookie: star.cookie } })
    ).json().followersCount;

  it('needs a signed-in user', async () => {
    expect((await toggle(star.id)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/users/${star.id}/following` })).statusCode).toBe(401);
  });

  it('toggles following on and off, and the counts follow', async () => {
    expect(await state(star.id, fan)).toBe(false);
    const on = await toggle(star.id, fan);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ following: true });
    expect(await state(star.id, fan)).toBe(true);
    expect(await followers(star.id)).toBe(1);

    // A user without a display name may follow too: only posting, commenting and liking need one.
    expect((await toggle(star.id, nameless)).json()).toEqual({ following: true });
    expect(await followers(star.id)).toBe(2);

    expect((await toggle(star.id, fan)).json()).toEqual({ following: false });
    expect(await state(star.id, fan)).toBe(false);
    expect(await followers(star.id)).toBe(1);
    const me = await t.app.inject({
      url: `/api/users/${nameless.id}/profile`,
      headers: { cookie: nameless.cookie },
    });
    expect(me.json().followingCount).toBe(1);
    await toggle(star.id, nameless);
  });

  it('refuses following oneself and unknown users', async () => {
    const self = await toggle(star.id, star);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot follow yourself' });
    const missing = await toggle('no-such-user', fan);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
  });

  it('does not let a private profile be followed, but lets a follower leave it', async () => {
    const hidden = await signUp(t.app, { displayName: 'Hidden', database: t.database });
    expect((await toggle(hidden.id, fan)).statusCode).toBe(404);
    await t.database.db.update(users).set({ isPublic: true }).where(eq(users.id, hidden.id));
    expect((await toggle(hidden.id, fan)).json()).toEqual({ following: true });
    await t.database.db.update(users).set({ isPublic: false }).where(eq(users.id, hidden.id));
    expect((await toggle(hidden.id, fan)).json()).toEqual({ following: false });
    expect((await toggle(hidden.id, fan)).statusCode).toBe(404);
  });

  it('stays consistent under 20 concurrent toggles by one user', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => toggle(star.id, fan)));
    for (const response of responses) expect(response.statusCode).toBe(200);
    // Every click flipped the state: 10 on, 10 off, ending where it started (not following).
    const answers = responses.map((r) => r.json().following);
    expect(answers.filter(Boolean)).toHaveLength(10);
    const rows = await t.database.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, fan.id), eq(follows.followingId, star.id)));
    expect(rows).toHaveLength(0);
    expect(await state(star.id, fan)).toBe(rows.length === 1);
    const allRows = await t.database.db
      .select()
      .from(follows)
      .where(eq(follows.followingId, star.id));
    expect(await followers(star.id)).toBe(allRows.length);
    // One more toggle flips whatever state the storm left.
    expect((await toggle(star.id, fan)).json()).toEqual({ following: rows.length === 0 });
  });
});
