import { sql } from 'drizzle-orm';
import { STAFF_SEARCH_LIMIT, type StaffMember } from '../../../contracts/moderation.js';
import type { Role } from '../../../contracts/roles.js';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like-pattern.js';
import { rowsOf } from '../../db/rows.js';
import { HttpError, notFound } from '../../http-errors.js';

interface StaffRow {
  id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: Role;
}

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  displayName: row.display_name,
  firstName: row.first_name,
  lastName: row.last_name,
  profileImageUrl: row.profile_image_url,
  role: row.role,
});

const COLUMNS = sql`id, display_name, first_name, last_name, profile_image_url, role`;

/** The moderators and administrators, by the partial `users_staff_idx`: a few rows of millions. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = rowsOf<StaffRow>(
    await db.execute(sql`
      select ${COLUMNS} from users where role <> 'user'
       order by lower(coalesce(display_name, first_name, '')), id`),
  );
  return rows.map(toStaffMember);
}

/** Cooks whose display name holds `q`, by the trigram index on it; at most a short list. */
export async function searchCooks(db: Db, q: string): Promise<StaffMember[]> {
  const rows = rowsOf<StaffRow>(
    await db.execute(sql`
      select ${COLUMNS} from users
       where lower(display_name) like ${likePattern(q.toLowerCase())}
       order by lower(display_name), id
       limit ${STAFF_SEARCH_LIMIT}`),
  );
  return rows.map(toStaffMember);
}

/**
 * Makes a cook a moderator or a cook again. Administrators come from the settings alone, so an
 * administrator's role is not changed here.
 */
export async function setRole(
  db: Db,
  userId: string,
  role: 'user' | 'moderator',
): Promise<StaffMember> {
  const [row] = rowsOf<StaffRow>(
    await db.execute(sql`
      with target as (select id, role from users where id = ${userId} for update)
      update users u set role = case when t.role = 'admin' then t.role else ${role} end
        from target t where u.id = t.id
      returning u.id, u.display_name, u.first_name, u.last_name, u.profile_image_url, t.role as was`),
  );
  if (!row) throw notFound('User');
  if ((row as unknown as { was: Role }).was === 'admin') {
    throw new HttpError(403, "An administrator's role comes from the server's settings");
  }
  return toStaffMember({ ...row, role });
}
