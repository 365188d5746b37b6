import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Comment, MAX_REPLY_DEPTH } from '../../../contracts/community.js';
import type { UserSummary } from '../../../contracts/user.js';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { likedBy } from '../../db/liked-by.js';
import { PreparedFamily } from '../../db/prepared.js';
import { announcements, comments } from '../../db/schema/index.js';
import {
  andShownTo,
  type Reader,
  shownTo,
  withheldColumns,
  withheldOf,
} from '../../db/withheld.js';

export interface PageOptions {
  page: number;
  limit: number;
  viewerId: string | null;
  /** A moderator reads withheld comments too (decision 047). */
  moderates?: boolean | undefined;
}

/**
 * One page of a thread level (decision 014), oldest first, with authors and the caller's `liked`:
 * the top-level comments of an announcement or the direct replies of a comment. Pages count from 1;
 * one row more than the page tells whether another page follows. Served in order by
 * `comments_top_level_idx` / `comments_parent_idx`.
 */
export async function commentPage(
  db: Db,
  level: ThreadLevel,
  options: PageOptions,
): Promise<{ comments: Comment[]; hasMore: boolean }> {
  const topLevel = 'announcementId' in level;
  const shape = `${topLevel}|${Boolean(options.viewerId)}|${Boolean(options.moderates)}`;
  const statement = pageStatements.shape(shape, () =>
    buildCommentPage(level, options, (name) => sql.placeholder(name)),
  );
  const rows = (await statement.run(db, pageValues(level, options))) as unknown as CommentRow[];
  return {
    comments: rows.slice(0, options.limit).map(toComment),
    hasMore: rows.length > options.limit,
  };
}

export type ThreadLevel = { announcementId: number } | { parentId: number };

type PageValues = { levelId: number; viewerId: string | null; limit: number; offset: number };
type Value = (name: 'levelId' | 'viewerId' | 'limit' | 'offset') => unknown;
const pageStatements = new PreparedFamily<PageValues>('comment_page');

const pageValues = (level: ThreadLevel, { page, limit, viewerId }: PageOptions): PageValues => ({
  levelId: 'announcementId' in level ? level.announcementId : level.parentId,
  viewerId,
  limit: limit + 1,
  offset: (page - 1) * limit,
});

/** The statement of `commentPage` with its values in place, so the plan test can EXPLAIN it. */
export function commentPageQuery(level: ThreadLevel, options: PageOptions): SQL {
  const values = pageValues(level, options);
  return buildCommentPage(level, options, (name) => values[name]);
}

function buildCommentPage(level: ThreadLevel, options: PageOptions, v: Value): SQL {
  const { viewerId } = options;
  const where: SQL[] = [
    'announcementId' in level
      ? sql`c.announcement_id = ${v('levelId')} and c.parent_id is null`
      : sql`c.parent_id = ${v('levelId')}`,
    // Withheld comments (decision 047) and, for a signed-in reader, those of cooks they blocked
    // (decision 048): few, tested per row as the index delivers the level in order.
    ...shownTo('c', { id: viewerId, moderates: Boolean(options.moderates) }, v('viewerId')),
  ];
  if (viewerId) {
    where.push(sql`not exists (select 1 from blocks b
                                where b.blocker_id = ${v('viewerId')} and b.blocked_id = c.user_id)`);
  }
  const liked = viewerId
    ? likedBy('comment_likes', 'comment_id', sql`c.id`, v('viewerId'))
    : sql`null`;
  return sql`
    select c.id, c.announcement_id, c.user_id, c.parent_id, c.content, c.likes_count,
           c.replies_count, c.created_at, u.display_name, u.first_name, u.last_name,
           u.profile_image_url, ${liked} as liked, ${withheldColumns('c')}
      from comments c join users u on u.id = c.user_id
     where ${sql.join(where, sql` and `)}
     order by c.created_at, c.id
     limit ${v('limit')} offset ${v('offset')}`;
}

export type NewCommentResult =
  | { comment: Comment }
  | { error: 'announcement' | 'parent' | 'depth' | 'blocked' };

/**
 * Adds a comment, or a reply when `parentId` is set. The parent must be a comment of the same
 * announcement and shallower than the reply limit; both are checked in the insert itself, so a
 * parent deleted meanwhile cannot slip through. Counts are kept by the comments trigger.
 */
export async function insertComment(
  db: Db,
  announcementId: number,
  author: UserSummary,
  values: { content: string; parentId: number | null },
): Promise<NewCommentResult> {
  const { content, parentId } = values;
  const refused = await whyRefused(db, announcementId, author.id, parentId);
  if (refused) return { error: refused };
  try {
    const result = await db.execute(
      parentId === null
        ? sql`insert into comments (announcement_id, user_id, content)
              values (${announcementId}, ${author.id}, ${content})
              returning *`
        : sql`insert into comments (announcement_id, user_id, parent_id, content, depth)
              select p.announcement_id, ${author.id}, p.id, ${content}, p.depth + 1
                from comments p
               where p.id = ${parentId} and p.announcement_id = ${announcementId}
                 and p.depth < ${MAX_REPLY_DEPTH}
              returning *`,
    );
    const [row] = (result as unknown as { rows: CommentRow[] }).rows;
    if (row) {
      const shown = { ...row, ...authorColumns(author), liked: false, hidden: false };
      return { comment: toComment(shown) };
    }
    return { error: await whyNoParent(db, parentId ?? 0, announcementId) };
  } catch (error) {
    if (isForeignKeyViolation(error, 'comments_announcement_id_announcements_id_fk')) {
      return { error: 'announcement' };
    }
    if (isForeignKeyViolation(error)) return { error: 'parent' };
    throw error;
  }
}

/**
 * Why the caller may not comment here, if so: the post or the comment replied to is gone or
 * withheld (decision 047), or its author blocked the caller (decision 048).
 */
async function whyRefused(
  db: Db,
  announcementId: number,
  userId: string,
  parentId: number | null,
): Promise<'announcement' | 'parent' | 'blocked' | undefined> {
  const blockedBy = (owner: SQL) =>
    sql`exists (select 1 from blocks b where b.blocker_id = ${owner} and b.blocked_id = ${userId})`;
  const result = await db.execute(sql`
    select a.withheld, ${blockedBy(sql`a.user_id`)} as blocked,
           p.id as parent_id, p.withheld as parent_withheld,
           ${blockedBy(sql`p.user_id`)} as parent_blocked
      from announcements a
      left join comments p on p.id = ${parentId} and p.announcement_id = a.id
     where a.id = ${announcementId}`);
  const [gate] = (result as unknown as { rows: Gate[] }).rows;
  if (!gate || gate.withheld) return 'announcement';
  if (gate.blocked) return 'blocked';
  if (parentId === null) return undefined;
  if (gate.parent_id === null || gate.parent_withheld) return 'parent';
  return gate.parent_blocked ? 'blocked' : undefined;
}

interface Gate {
  withheld: boolean;
  blocked: boolean;
  parent_id: number | null;
  parent_withheld: boolean | null;
  parent_blocked: boolean;
}

/** Why a reply found no parent: none on that announcement, or one nested too deep. */
async function whyNoParent(db: Db, parentId: number, announcementId: number) {
  const [parent] = await db
    .select({ depth: comments.depth })
    .from(comments)
    .where(and(eq(comments.id, parentId), eq(comments.announcementId, announcementId)));
  return parent ? 'depth' : 'parent';
}

/**
 * Deletes the caller's own comment with its whole reply subtree (cascade); the trigger takes the
 * announcement's comments_count down by every row that went. Resolves with that count afterwards
 * (a screen that never read the deeper replies cannot know how many went), or undefined when the
 * caller has no comment with that id.
 */
export async function deleteOwnComment(
  db: Db,
  id: number,
  userId: string,
): Promise<{ commentsCount: number } | undefined> {
  const [deleted] = await db
    .delete(comments)
    .where(and(eq(comments.id, id), eq(comments.userId, userId)))
    .returning({ announcementId: comments.announcementId });
  if (!deleted) return undefined;
  // A statement of its own: the triggers' update is visible only after the delete statement.
  const [post] = await db
    .select({ commentsCount: announcements.commentsCount })
    .from(announcements)
    .where(eq(announcements.id, deleted.announcementId));
  return { commentsCount: post?.commentsCount ?? 0 };
}

/** Whether the reader may see this comment and its post (decision 047). */
export async function commentShown(db: Db, id: number, reader: Reader): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from comments c join announcements a on a.id = c.announcement_id
     where c.id = ${id}
       ${andShownTo(['c', 'a'], reader)}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

interface CommentRow {
  id: number;
  announcement_id: number;
  user_id: string;
  parent_id: number | null;
  content: string;
  likes_count: number;
  replies_count: number;
  created_at: Date | string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  liked: boolean | null;
  removed_reason: string | null;
  hidden: boolean;
}

const authorColumns = (author: UserSummary) => ({
  display_name: author.displayName,
  first_name: author.firstName,
  last_name: author.lastName,
  profile_image_url: author.profileImageUrl,
});

function toComment(row: CommentRow): Comment {
  const comment: Comment = {
    id: row.id,
    announcementId: row.announcement_id,
    userId: row.user_id,
    parentId: row.parent_id,
    content: row.content,
    likesCount: row.likes_count,
    repliesCount: row.replies_count,
    createdAt: new Date(row.created_at).toISOString(),
    user: {
      id: row.user_id,
      displayName: row.display_name,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
    },
  };
  if (row.liked !== null) comment.liked = row.liked;
  const withheld = withheldOf(row);
  if (withheld) comment.withheld = withheld;
  return comment;
}
