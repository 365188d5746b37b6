import { Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './types.js';

/**
 * Hot statements, compiled once and run as named prepared statements (decision 016). The profile of
 * a feed page showed a fifth of the server's CPU in building the same SQL again on every request,
 * and PostgreSQL spending as long planning each statement as running it. A statement here is
 * written once with `sql.placeholder(...)` for its values; the text is made on first use, and on
 * PostgreSQL each connection parses it once under its name and then only binds new values.
 */

export type Row = Record<string, unknown>;
export type RawExecutor = (text: string, values: unknown[], name?: string) => Promise<Row[]>;

const executors = new WeakMap<object, RawExecutor>();

/** Called by openDatabase: how this database runs a statement text with its values. */
export function registerExecutor(db: Db, executor: RawExecutor): void {
  executors.set(db, executor);
}

function executorOf(db: Db): RawExecutor {
  const executor = executors.get(db);
  if (!executor) throw new Error('prepared statements run on a database opened by openDatabase');
  return executor;
}

const dialect = new PgDialect();

interface Compiled {
  text: string;
  /** For each parameter: the placeholder's name, or the constant it was written with. */
  params: ({ name: string } | { value: unknown })[];
}

function compile(statement: SQL): Compiled {
  const query = dialect.sqlToQuery(statement);
  return {
    text: query.sql,
    params: query.params.map((param) =>
      param instanceof Placeholder ? { name: param.name } : { value: param },
    ),
  };
}

/**
 * One statement shape. `named` is false for statements whose best plan depends on the values
 * (a search: how rare the word is), which PostgreSQL then plans afresh each time.
 */
export class Prepared<V extends Record<string, unknown>> {
  private compiled: Compiled | undefined;

  constructor(
    private readonly name: string,
    private readonly build: () => SQL,
    private readonly named = true,
  ) {}

  async run(db: Db, values: V): Promise<Row[]> {
    this.compiled ??= compile(this.build());
    const { text, params } = this.compiled;
    const args = params.map((param) => ('name' in param ? values[param.name] : param.value));
    return executorOf(db)(text, args, this.named ? this.name : undefined);
  }
}

/**
 * A family of statements that differ in shape (sort, filter, which conditions apply), one
 * prepared statement per shape, made on first use of that shape.
 */
export class PreparedFamily<V extends Record<string, unknown>> {
  private readonly shapes = new Map<string, Prepared<V>>();

  constructor(private readonly name: string) {}

  /** The statement of this shape; `build` runs only the first time the shape is seen. */
  shape(key: string, build: () => SQL, named = true): Prepared<V> {
    let prepared = this.shapes.get(key);
    if (!prepared) {
      // Statement names are at most 63 bytes; the key tells the shapes apart.
      prepared = new Prepared<V>(`${this.name}_${this.shapes.size}`, build, named);
      this.shapes.set(key, prepared);
    }
    return prepared;
  }
}
