import { count, eq } from 'drizzle-orm';
import { COOKBOOK_LIMITS } from '../../../contracts/cookbooks.js';
import { COOKED_NOTE_MAX, isCookedDate } from '../../../contracts/organise.js';
import { isStorableText } from '../../../contracts/text.js';
import type { Db } from '../../db/client.js';
import { cookbookRecipes, cookbooks, cookingLog } from '../../db/schema/index.js';
import { clip } from '../../text.js';
import type { ImportedCookbook, ImportedCookedDay } from './formats/shared/collection.js';

/** Rows written per statement: one batch of log entries or cookbook members. */
const BATCH = 500;

const oneLine = (text: unknown, max: number) => {
  if (typeof text !== 'string' || !isStorableText(text)) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return line ? clip(line, max) : null;
};

type LogRow = typeof cookingLog.$inferInsert;

/**
 * The cooking log of the recipes an import saves, written a batch at a time rather than once per
 * recipe (most recipes have none; a cooked one a handful). A day that is not a real one is left
 * out: the log is history, never a reason to refuse a recipe. The trigger on the log keeps each
 * recipe's count and last day as it does for an entry logged by hand.
 */
export class CookingLogWriter {
  private rows: LogRow[] = [];

  constructor(
    private readonly db: Db,
    private readonly userId: string,
  ) {}

  async add(recipeId: number, days: readonly ImportedCookedDay[] | null | undefined) {
    for (const day of days ?? []) {
      if (typeof day?.date !== 'string' || !isCookedDate(day.date)) continue;
      const note = typeof day.note === 'string' && isStorableText(day.note) ? day.note.trim() : '';
      this.rows.push({
        userId: this.userId,
        recipeId,
        cookedOn: day.date,
        note: note ? clip(note, COOKED_NOTE_MAX) : null,
      });
    }
    if (this.rows.length >= BATCH) await this.flush();
  }

  async flush() {
    const rows = this.rows;
    this.rows = [];
    if (rows.length) await this.db.insert(cookingLog).values(rows);
  }
}

/**
 * Creates an export's cookbooks for the cook, in one transaction: the cookbooks in one statement,
 * their members a batch at a time, in the export's order. Members are found by the ids the export
 * gave its recipes (`ids`: those imported, and those skipped as ones the cook already had); a
 * member the import did not bring is left out, as is a cookbook past the cook's limit.
 * Resolves with how many cookbooks were made.
 */
export async function importCookbooks(
  db: Db,
  userId: string,
  found: readonly ImportedCookbook[],
  ids: ReadonlyMap<string, number>,
): Promise<number> {
  if (!found.length) return 0;
  return db.transaction(async (tx) => {
    const [had] = await tx
      .select({ n: count() })
      .from(cookbooks)
      .where(eq(cookbooks.userId, userId));
    const room = Math.max(0, COOKBOOK_LIMITS.perCook - (had?.n ?? 0));
    const kept = found
      .map((book) => ({ book, name: oneLine(book.name, COOKBOOK_LIMITS.name) }))
      .filter((item): item is { book: ImportedCookbook; name: string } => item.name !== null)
      .slice(0, room);
    if (!kept.length) return 0;
    const made = await tx
      .insert(cookbooks)
      .values(
        kept.map(({ book, name }) => {
          const description =
            typeof book.description === 'string' && isStorableText(book.description)
              ? book.description.trim()
              : '';
          return {
            userId,
            name,
            description: description ? clip(description, COOKBOOK_LIMITS.description) : null,
            isPublic: book.isPublic === true,
          };
        }),
      )
      .returning({ id: cookbooks.id });
    // Serial ids follow the rows' order: sorted, the nth id is the nth cookbook's.
    made.sort((a, b) => a.id - b.id);
    const members: (typeof cookbookRecipes.$inferInsert)[] = [];
    for (const [i, { book }] of kept.entries()) {
      const cookbookId = made[i]?.id as number;
      const seen = new Set<number>();
      for (const member of book.members) {
        const recipeId = ids.get(String(member));
        if (recipeId === undefined || seen.has(recipeId)) continue;
        if (seen.size === COOKBOOK_LIMITS.recipes) break;
        seen.add(recipeId);
        members.push({ cookbookId, recipeId, position: seen.size });
      }
    }
    for (let at = 0; at < members.length; at += BATCH) {
      await tx.insert(cookbookRecipes).values(members.slice(at, at + BATCH));
    }
    return made.length;
  });
}
