import { Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

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
 * the ordered index is also the cheaper plan (bench/ prints those plans). With `generic` (the
 * values of its placeholders), the plan a prepared statement settles on, planned without them.
 */
export async function plan(
  db: Db,
  query: SQL,
  pricedOutSorts = true,
  generic?: Record<string, unknown>,
): Promise<PlanNode> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (pricedOutSorts) {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_incremental_sort = off`);
    }
    if (!generic) return tx.execute(sql`explain (format json) ${query}`);
    return explainGeneric(tx, query, generic, 'format json');
  });
  return rootOf(result);
}

/**
 * EXPLAIN (`options`) of the generic plan of `query` prepared, run with its values written out:
 * its placeholders filled from `values`, its other parameters as they are.
 */
async function explainGeneric(
  tx: Pick<Db, 'execute'>,
  query: SQL,
  values: Record<string, unknown>,
  options: string,
) {
  const { text, args } = compiled(query, values);
  await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
  await tx.execute(sql.raw(`prepare explained_statement as ${text}`));
  try {
    return await tx.execute(
      sql.raw(`explain (${options}) execute explained_statement${argumentList(args)}`),
    );
  } finally {
    await tx.execute(sql`deallocate explained_statement`);
  }
}

/** A statement's text and its values in order: placeholders filled from `values`. */
function compiled(query: SQL, values: Record<string, unknown>) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const args = params.map((param) =>
    param instanceof Placeholder ? values[param.name as string] : param,
  );
  return { text, args };
}

/** EXECUTE's values, written out (it takes no parameters). */
const argumentList = (args: unknown[]) => (args.length ? `(${args.map(literal).join(', ')})` : '');

/** The root node of an EXPLAIN (FORMAT JSON) answer (text on PostgreSQL, parsed on PGlite). */
function rootOf(result: unknown): PlanNode {
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  const json = Object.values(row ?? {})[0];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return parsed[0]?.Plan as PlanNode;
}

/**
 * Fails on a big table read whole, and (unless `sortAllowed`) on a Sort above one. Answers the
 * plan as text, for more specific checks. `sortAllowed: 'planned'` also leaves sorts priced as
 * usual, for a statement whose order no index gives (one cook's likes by popularity): priced out,
 * its small sort could make the planner prefer a far longer walk in order. With `generic`, the
 * generic plan of the statement prepared (see `plan`).
 */
export async function expectIndexed(
  db: Db,
  query: SQL,
  sortAllowed: boolean | 'planned' = false,
  generic?: Record<string, unknown>,
): Promise<string> {
  const root = await plan(db, query, sortAllowed !== 'planned', generic);
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

/** A node of EXPLAIN ANALYZE: what it read, and how often. */
export interface AnalyzedNode extends PlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
}

/**
 * What the nodes that `match` did as the plan ran: how many of them ran at all, how many times in
 * all (their loops), and how many rows they gave (each loop's rows).
 */
export function reads(nodes: AnalyzedNode[], match: (node: AnalyzedNode) => boolean) {
  const matched = nodes.filter(match);
  return {
    ran: matched.filter((node) => node['Actual Loops'] > 0).length,
    loops: matched.reduce((sum, node) => sum + node['Actual Loops'], 0),
    rows: matched.reduce((sum, node) => sum + node['Actual Rows'] * node['Actual Loops'], 0),
  };
}

/**
 * Every node of `query`'s plan as it ran (EXPLAIN ANALYZE), in plan order. With `generic`, the plan
 * a prepared statement settles on after a few runs (the app's hot statements are prepared): its
 * values unknown when planned, so a `limit` is guessed at thousands of rows.
 */
export async function analyzedNodes(
  db: Db,
  query: SQL,
  { generic = false } = {},
): Promise<AnalyzedNode[]> {
  const result = await db.transaction((tx) =>
    generic
      ? explainGeneric(tx, query, {}, 'analyze, format json')
      : tx.execute(sql`explain (analyze, format json) ${query}`),
  );
  return [...walk(rootOf(result))] as AnalyzedNode[];
}

/**
 * Whether `query`, prepared as the app prepares it (its placeholders filled from `values`) and run
 * six times on one connection, settled on its generic plan: PostgreSQL plans the first five runs
 * for their values, then keeps the generic plan when it costs no more than those did.
 */
export async function settlesOnGenericPlan(
  db: Db,
  query: SQL,
  values: Record<string, unknown>,
): Promise<boolean> {
  const { text, args } = compiled(query, values);
  const execute = `execute settling_statement${argumentList(args)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare settling_statement as ${text}`));
    try {
      for (let run = 0; run < 6; run++) await tx.execute(sql.raw(execute));
      const [row] = rowsOf<{ generic_plans: number | string }>(
        await tx.execute(
          sql`select generic_plans from pg_prepared_statements where name = 'settling_statement'`,
        ),
      );
      return Number(row?.generic_plans) > 0;
    } finally {
      await tx.execute(sql`deallocate settling_statement`);
    }
  });
}

/** A statement's value as an SQL literal (test values only: text, numbers, arrays of text). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]::text[]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}
