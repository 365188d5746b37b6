import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Household } from '../../../contracts/households.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from '../../test/harness.js';
import { householdOf, invite, joinHousehold } from '../../test/households.js';

/** Households (decision 045): one per cook, joined by invitation, left or removed from. */
describe('households', () => {
  let t: TestApp;
  const cook = (displayName: string) => signUp(t.app, { displayName, database: t.database });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await t.database.db.execute(query)) as unknown as { rows: T[] };

  it('starts a cook on their own, named for them, and renames it', async () => {
    const ada = await cook('Ada');
    const household = await householdOf(t.app, ada);
    expect(household).toEqual({
      id: expect.any(Number),
      name: "Ada's household",
      members: [
        {
          id: ada.id,
          displayName: 'Ada',
          firstName: null,
          lastName: null,
          profileImageUrl: null,
          isCreator: true,
        },
      ],
    });
    const renamed = await call(ada, 'PUT', '/api/household', { name: '  The Lovelaces  ' });
    expect(renamed.json<Household>().name).toBe('The Lovelaces');
    const blank = await call(ada, 'PUT', '/api/household', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      issues: [{ path: 'body.name', message: 'Name is required' }],
    });
    expect((await householdOf(t.app, ada)).id).toBe(household.id);
  });

  it('lets an invited cook see who invites them, join once, and never twice', async () => {
    const host = await cook('Host');
    const guest = await cook('Guest');
    const invitation = await invite(t.app, host);
    expect(invitation.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(invitation.url).toBe(`http://localhost:3000/join/${invitation.code}`);
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const preview = await call(guest, 'GET', `/api/household/invitations/${invitation.code}`);
    expect(preview.json()).toEqual({
      household: { name: "Host's household" },
      invitedBy: { displayName: 'Host', firstName: null },
    });
    const accepted = await call(
      guest,
      'POST',
      `/api/household/invitations/${invitation.code}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Household>().members.map((m) => [m.displayName, m.isCreator])).toEqual([
      ['Host', true],
      ['Guest', false],
    ]);
    // Used: it says so to anyone, and a second cook cannot use it.
    const third = await cook('Third');
    for (const who of [guest, third]) {
      expect(
        (await call(who, 'GET', `/api/household/invitations/${invitation.code}`)).statusCode,
      ).toBe(404);
      expect(
        (await call(who, 'POST', `/api/household/invitations/${invitation.code}/accept`))
          .statusCode,
      ).toBe(404);
    }
    // An invitation to one's own household is no way to join it twice.
    const own = await invite(t.app, host);
    const again = await call(guest, 'POST', `/api/household/invitations/${own.code}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You are already in this household' });
  });

  it('refuses codes that are unknown, malformed or expired', async () => {
    const host = await cook('Expiring');
    const guest = await cook('Late');
    const { code } = await invite(t.app, host);
    await t.database.db.execute(
      sql`update household_invitations set expires_at = now() - interval '1 second'`,
    );
    for (const bad of [code, 'x'.repeat(32), 'short', '%00']) {
      const answer = await call(guest, 'POST', `/api/household/invitations/${bad}/accept`);
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.json()).toEqual({ message: 'Invitation not found' });
    }
    expect((await householdOf(t.app, guest)).members).toHaveLength(1);
  });

  it('keeps the invitation code only as a hash', async () => {
    const host = await cook('Secretive');
    const { code } = await invite(t.app, host);
    const stored = await rows<{ code_hash: string }>(
      sql`select code_hash from household_invitations`,
    );
    expect(stored.rows.some((row) => row.code_hash.includes(code))).toBe(false);
  });

  it('lets a member leave to start alone, the creator remove others, and no one else', async () => {
    const creator = await cook('Creator');
    const member = await cook('Member');
    const other = await cook('Other');
    await joinHousehold(t.app, creator, member);
    const shared = await joinHousehold(t.app, creator, other);
    expect(shared.members).toHaveLength(3);
    // A member who is not the creator may not remove another.
    const refused = await call(member, 'DELETE', `/api/household/members/${other.id}`);
    expect(refused.statusCode).toBe(403);
    // The creator removes one; that cook is on their own again, in a household of their own.
    expect((await call(creator, 'DELETE', `/api/household/members/${other.id}`)).statusCode).toBe(
      204,
    );
    const alone = await householdOf(t.app, other);
    expect(alone.id).not.toBe(shared.id);
    expect(alone.members.map((m) => m.id)).toEqual([other.id]);
    // Someone not (or no longer) in it: not found.
    expect((await call(creator, 'DELETE', `/api/household/members/${other.id}`)).statusCode).toBe(
      404,
    );
    // A member leaves.
    expect((await call(member, 'DELETE', `/api/household/members/${member.id}`)).statusCode).toBe(
      204,
    );
    expect((await householdOf(t.app, creator)).members.map((m) => m.id)).toEqual([creator.id]);
  });

  it('passes the household on when its creator leaves, and removes one nobody is left in', async () => {
    const first = await cook('First');
    const second = await cook('Second');
    const { id } = await joinHousehold(t.app, first, second);
    expect((await call(first, 'DELETE', `/api/household/members/${first.id}`)).statusCode).toBe(
      204,
    );
    const kept = await householdOf(t.app, second);
    expect(kept.id).toBe(id);
    expect(kept.members).toEqual([expect.objectContaining({ id: second.id, isCreator: true })]);
    // Leaving when alone changes nothing: the plan and lists stay.
    expect((await call(second, 'DELETE', `/api/household/members/${second.id}`)).statusCode).toBe(
      204,
    );
    expect((await householdOf(t.app, second)).id).toBe(id);
    // The household of an account deleted while alone in it goes with it.
    const { rows: before } = await rows<{ n: number }>(
      sql`select count(*)::int as n from households where id = ${id}`,
    );
    expect(before[0]?.n).toBe(1);
    await t.database.db.execute(sql`delete from users where id = ${second.id}`);
    const { rows: after } = await rows<{ n: number }>(
      sql`select count(*)::int as n from households where id = ${id}`,
    );
    expect(after[0]?.n).toBe(0);
  });

  it('holds at most 20 members', async () => {
    const host = await cook('Crowded');
    const { id } = await householdOf(t.app, host);
    await t.database.db.execute(sql`
      insert into users (id, email) select 'filler-' || n, 'filler-' || n || '@example.com'
        from generate_series(1, 19) n`);
    await t.database.db.execute(sql`
      insert into household_members (user_id, household_id)
      select 'filler-' || n, ${id} from generate_series(1, 19) n`);
    const late = await cook('One too many');
    const { code } = await invite(t.app, host);
    const refused = await call(late, 'POST', `/api/household/invitations/${code}/accept`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'A household has at most 20 members' });
    // Refused, the invitation is still there for when a place frees up.
    await t.database.db.execute(sql`delete from users where id = 'filler-1'`);
    expect((await call(late, 'POST', `/api/household/invitations/${code}/accept`)).statusCode).toBe(
      200,
    );
  });

  it('limits invitations to 200 a day per household, with Retry-After', async () => {
    const host = await cook('Inviter');
    const { id } = await householdOf(t.app, host);
    await t.database.db.execute(sql`
      insert into rate_events (key) select ${`household-invitation:${id}`} from generate_series(1, 200)`);
    const refused = await call(host, 'POST', '/api/household/invitations');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/many invitations today.*in 24 hours/),
    });
  });

  it('sets the order of the aisles, each once', async () => {
    const ada = await cook('Shopper');
    const aisles = [
      'bakery',
      'produce',
      'meat and fish',
      'dairy and eggs',
      'pantry',
      'spices',
      'frozen',
      'drinks',
      'household',
      'other',
    ];
    const set = await call(ada, 'PUT', '/api/household/aisles', { aisles });
    expect(set.json()).toEqual({ aisles });
    const twice = await call(ada, 'PUT', '/api/household/aisles', {
      aisles: [...aisles.slice(1), 'bakery'].map((a, i) => (i === 0 ? 'bakery' : a)),
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await call(ada, 'PUT', '/api/household/aisles', {
      aisles: [...aisles.slice(1), 'garden'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers only a signed-in cook', async () => {
    for (const [method, url] of [
      ['GET', '/api/household'],
      ['POST', '/api/household/invitations'],
      ['GET', `/api/household/invitations/${'a'.repeat(32)}`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
