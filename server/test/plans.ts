import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';

/** Tables that grow with the product; reading one whole, or sorting one, is what plans must avoid. */
export const BIG_TABLES = [
  'announcements',
  'announcement_likes',
  'announcement_words',
  'announcement_vocabulary',
  'comments',
  'comment_likes',
  'follows',
  'users',
  'recipes',
  'session',
  'report_cases',
  'reports',
  'moderation_actions',
  'notifications',
  'blocks',
];

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function* walk(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* walk(child);
}

export const describePlan = (node: PlanNode, depth = 0): string =>
  [
    `${'  '.repeat(depth)}${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`,
    ...(node.Plans ?? []).map((child) => describePlan(child, depth + 1)),
  ].join('\n');

/**
 * The plan of `query` with sorts and sequential scans priced out: if an index can deliver the
 * rows in the statement's order the planner takes it, so a Sort or Seq Scan left in the plan means
 * none can. On test-sized data the planner may rightly prefer a small sort; at benchmark sizes
 * the ordered index is also the cheaper plan (bench/ prints those plans).
 */
export async function plan(db: Db, query: SQL, pricedOutSorts = true): Promise<PlanNode> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (pricedOutSorts) {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_incremental_sort = off`);
    }
    return tx.execute(sql`explain (format json) ${query}`);
  });
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const json = Object.values(row ?? {})[0];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return parsed[0]?.Plan as PlanNode;
}

/**
 * Fails on a big table read whole, and (unless `sortAllowed`) on a Sort above one. Answers the
 * plan as text, for more specific checks. `sortAllowed: 'planned'` also leaves sorts priced as
 * usual, for a statement whose order no index gives (one cook's likes by popularity): priced out,
 * its small sort could make the planner prefer a far longer walk in order.
 */
export async function expectIndexed(
  db: Db,
  query: SQL,
  sortAllowed: boolean | 'planned' = false,
): Promise<string> {
  const root = await plan(db, query, sortAllowed !== 'planned');
  const text = describePlan(root);
  for (const node of walk(root)) {
    const relation = node['Relation Name'] ?? '';
    expect(
      node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(relation),
      `Seq Scan on ${relation}:\n${text}`,
    ).toBe(false);
    if (!sortAllowed && /Sort/.test(node['Node Type'])) {
      const reads = [...walk(node)].map((n) => n['Relation Name']).filter(Boolean);
      expect(
        reads.some((r) => BIG_TABLES.includes(r ?? '')),
        `Sort over ${reads.join(', ')}:\n${text}`,
      ).toBe(false);
    }
  }
  return text;
}
