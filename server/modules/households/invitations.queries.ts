import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { HOUSEHOLD_LIMITS, type InvitationPreview } from '../../../contracts/households.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { householdOf } from './household.queries.js';
import { moveIntoHousehold } from './household-move.queries.js';

/** Only a hash of a code is kept: the database alone cannot be used to join a household. */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new invitation's code (shown once, in its link) and when it stops working. */
export async function createInvitation(
  db: Db,
  householdId: number,
  invitedBy: string,
): Promise<{ code: string; expiresAt: string }> {
  const code = randomBytes(24).toString('base64url');
  const [row] = rowsOf<{ expires_at: string | Date }>(
    await db.execute(sql`
      insert into household_invitations (code_hash, household_id, invited_by, expires_at)
      values (${hashOf(code)}, ${householdId}, ${invitedBy},
              now() + make_interval(days => ${HOUSEHOLD_LIMITS.invitationDays}))
      returning expires_at`),
  );
  if (!row) throw new Error('the invitation was not stored');
  return { code, expiresAt: new Date(row.expires_at).toISOString() };
}

interface OpenInvitation {
  household_id: number;
  household_name: string;
  display_name: string | null;
  first_name: string | null;
}

const openInvitation = (codeHash: string, lock: boolean) => sql`
  select i.household_id, h.name as household_name, u.display_name, u.first_name
    from household_invitations i
    join households h on h.id = i.household_id
    join users u on u.id = i.invited_by
   where i.code_hash = ${codeHash} and i.used_at is null and i.expires_at > now()
   ${lock ? sql`for update of i` : sql``}`;

/** Who invites to which household; undefined for a code unknown, used or expired. */
export async function previewInvitation(
  db: Db,
  code: string,
): Promise<InvitationPreview | undefined> {
  const [row] = rowsOf<OpenInvitation>(await db.execute(openInvitation(hashOf(code), false)));
  if (!row) return undefined;
  return {
    household: { name: row.household_name },
    invitedBy: { displayName: row.display_name, firstName: row.first_name },
  };
}

export type AcceptOutcome = 'joined' | 'unknown' | 'already-member' | 'full';

/**
 * Joins the household of an open invitation, using it up, in one transaction: a code accepted
 * twice at once joins once. A cook who was alone brings their plan and shopping lines along; one
 * who leaves others behind leaves the plan and lists with them.
 */
export async function acceptInvitation(
  db: Db,
  code: string,
  userId: string,
): Promise<{ outcome: AcceptOutcome; householdId?: number }> {
  const current = await householdOf(db, userId);
  return db.transaction(async (tx) => {
    const [invitation] = rowsOf<OpenInvitation>(
      await tx.execute(openInvitation(hashOf(code), true)),
    );
    if (!invitation) return { outcome: 'unknown' };
    const target = invitation.household_id;
    if (target === current) return { outcome: 'already-member' };
    const [members] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        select count(*)::int as n from household_members where household_id = ${target}`),
    );
    if ((members?.n ?? 0) >= HOUSEHOLD_LIMITS.members) return { outcome: 'full' };
    await tx.execute(sql`
      update household_invitations set used_at = now() where code_hash = ${hashOf(code)}`);
    await moveIntoHousehold(tx, userId, current, target);
    return { outcome: 'joined', householdId: target };
  });
}

/** Forgets invitations a week past use or expiry (housekeeping). */
export async function purgeOldInvitations(db: Db): Promise<void> {
  await db.execute(sql`
    delete from household_invitations
     where expires_at < now() - interval '7 days'
        or used_at < now() - interval '7 days'`);
}
