import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../contracts/moderation.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { type AuditRow, auditSelect, toAuditEntry } from './moderation-actions.queries.js';

/** A page of the audit log, newest first along its primary key; `before` continues a page. */
export async function auditLogPage(db: Db, before: number | undefined): Promise<AuditEntry[]> {
  const newest = before === undefined ? sql`` : sql`where id < ${before}`;
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`
      ${auditSelect(sql`(select * from moderation_actions ${newest} order by id desc limit ${AUDIT_PAGE_SIZE})`)}
      order by e.id desc`),
  );
  return rows.map(toAuditEntry);
}
