import { type SQL, sql } from 'drizzle-orm';
import type { Withheld } from '../../contracts/withheld.js';

/** Who reads: the caller's id (null for a visitor) and whether they moderate. */
export interface Reader {
  id: string | null;
  moderates: boolean;
}

/**
 * The condition that shows a row of `alias` to `reader` (decision 047): content nobody withheld,
 * the reader's own, or anything for a moderator. Withheld rows are rare, so a list read in an
 * index's order skips a handful at most. `readerId` is the reader's id as the statement has it
 * (a value or a placeholder).
 */
export function shownTo(alias: string, reader: Reader, readerId: unknown = reader.id): SQL[] {
  if (reader.moderates) return [];
  const a = sql.raw(alias);
  if (reader.id === null) return [sql`not ${a}.withheld`];
  return [sql`(not ${a}.withheld or ${a}.user_id = ${readerId})`];
}

/** `and …` the conditions of `shownTo` for each alias, or nothing when the reader sees all. */
export function andShownTo(aliases: string[], reader: Reader): SQL {
  const conditions = aliases.flatMap((alias) => shownTo(alias, reader));
  return conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The columns `withheldOf` reads, for a select list. */
export const withheldColumns = (alias: string) => {
  const a = sql.raw(alias);
  return sql`${a}.removed_reason, ${a}.hidden_at is not null as hidden`;
};

/** Why a row is withheld, as its author and the moderators are told; undefined when it is not. */
export function withheldOf(row: {
  removed_reason: string | null;
  hidden: boolean;
}): Withheld | undefined {
  if (row.removed_reason !== null) return { state: 'removed', reason: row.removed_reason };
  if (row.hidden) return { state: 'hidden', reason: null };
  return undefined;
}
