import { type Compilable, type CompiledQuery, type Kysely, PostgresAdapter, type RawBuilder } from 'kysely';
import type { DialectName } from './database';
import { prepareOnServer } from './named-statements';
import { VALUES_ONLY_SQL } from './statement-cache';
import type { Database } from './types';

type Argument = string | number | null | readonly string[];
/** 'strings': a list of strings, an array parameter (PostgreSQL only: SQLite has no arrays). */
export type Kind = 'string' | 'string or null' | 'number' | 'number or null' | 'strings';
interface KindTypes {
  string: string;
  'string or null': string | null;
  number: number;
  'number or null': number | null;
  strings: readonly string[];
}
/** The argument types that a list of kinds names, e.g. ['string', 'number'] → [string, number]. */
export type ArgumentsOf<Kinds extends readonly Kind[]> = { [K in keyof Kinds]: KindTypes[Kinds[K]] };

/** Where each parameter of the compiled query comes from: an argument of the call, or a constant. */
type Slot = { argument: number } | { constant: unknown };

type Query<Row> = Compilable<Row> | RawBuilder<Row>;
export type Build<Kinds extends readonly Kind[], Row> = (
  db: Kysely<Database>,
  dialect: DialectName,
  ...args: ArgumentsOf<Kinds>
) => Query<Row>;

interface Template {
  query: CompiledQuery;
  slots: Slot[];
}

/** Stand-ins for the arguments while the query is compiled: two sets, so derived values show. */
function placeholders(kinds: readonly Kind[], set: 0 | 1): Argument[] {
  return kinds.map((kind, index) => {
    if (kind === 'number' || kind === 'number or null') return -(set + 1) * 1e15 - index;
    const text = `\u0000placeholder ${set}.${index}`;
    // A list is told apart by its identity: a new array, unlike any the query could make.
    return kind === 'strings' ? [text] : text;
  });
}

/** The dialect a Kysely instance (or one of its transactions) speaks. */
export function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

function compileTemplate<Kinds extends readonly Kind[]>(
  db: Kysely<Database>,
  kinds: Kinds,
  build: Build<Kinds, unknown>,
): Template {
  const compile = (args: Argument[]) => {
    const query = build(db, dialectOf(db), ...(args as unknown as ArgumentsOf<Kinds>));
    return 'isRawBuilder' in query ? query.compile(db) : query.compile();
  };
  const [first, second] = [placeholders(kinds, 0), placeholders(kinds, 1)];
  const query = compile(first);
  const check = compile(second);
  if (query.sql !== check.sql || query.parameters.length !== check.parameters.length) {
    throw new Error('preparedQuery: the SQL depends on the arguments; only their values may vary');
  }
  const slots = query.parameters.map((value, position): Slot => {
    const argument = first.indexOf(value as Argument);
    if (argument >= 0 && check.parameters[position] === second[argument]) return { argument };
    if (argument < 0 && Object.is(value, check.parameters[position])) return { constant: value };
    throw new Error(`preparedQuery: parameter ${position + 1} is computed from an argument; pass it ready`);
  });
  const unused = kinds.findIndex(
    (_, index) => !slots.some((slot) => 'argument' in slot && slot.argument === index),
  );
  if (unused >= 0) throw new Error(`preparedQuery: argument ${unused + 1} is not a parameter of the query`);
  return { query, slots };
}

/**
 * A query of fixed shape, built and compiled once per database and then run with each call's values. For hot
 * routes: building and compiling a Kysely query costs about as much as running a small indexed one on SQLite.
 * `build` must pass each argument as a plain value (no branching on it, no arithmetic, no sql.lit); the first
 * call checks that and throws otherwise. `kinds` says which arguments are strings and which numbers.
 * On PostgreSQL the query also becomes a named statement, planned once per connection (named-statements.ts).
 */
export function preparedQuery<const Kinds extends readonly Kind[], Row>(
  kinds: Kinds,
  build: Build<Kinds, Row>,
): (db: Kysely<Database>, ...args: ArgumentsOf<Kinds>) => Promise<Row[]> {
  return runPrepared(kinds, build, false);
}

/**
 * preparedQuery for a query whose first column is named `value`: resolves to that column's values, in row
 * order. On SQLite the statement hands back the values themselves, with no object per row (statement-cache.ts).
 */
export function preparedValuesQuery<const Kinds extends readonly Kind[], Value>(
  kinds: Kinds,
  build: Build<Kinds, { value: Value }>,
): (db: Kysely<Database>, ...args: ArgumentsOf<Kinds>) => Promise<Value[]> {
  const run = runPrepared(kinds, build, true);
  return async (db, ...args) => {
    const rows = await run(db, ...args);
    // SQLite's statement returned the values themselves (statement-cache.ts); PostgreSQL returns rows.
    return dialectOf(db) === 'sqlite' ? (rows as unknown as Value[]) : rows.map((row) => row.value);
  };
}

/** Argument types by name, e.g. {id: 'string', at: 'number'} → {id: string, at: number}. */
export type NamedArguments<Shape extends Record<string, Kind>> = {
  [Name in keyof Shape]: KindTypes[Shape[Name]];
};

/**
 * preparedQuery whose arguments are named, for queries of many values (an insert of a whole row): `shape` gives
 * each name's kind, `build` receives the stand-ins by name, and each call passes an object of that shape.
 */
export function preparedNamedQuery<const Shape extends Record<string, Kind>, Row>(
  shape: Shape,
  build: (db: Kysely<Database>, dialect: DialectName, args: NamedArguments<Shape>) => Query<Row>,
): (db: Kysely<Database>, args: NamedArguments<Shape>) => Promise<Row[]> {
  const names: (keyof Shape & string)[] = Object.keys(shape);
  const kinds = names.map((name) => shape[name] as Kind);
  const byName = (values: readonly unknown[]) =>
    Object.fromEntries(names.map((name, index) => [name, values[index]])) as NamedArguments<Shape>;
  const run = runPrepared(kinds, (db, dialect, ...values) => build(db, dialect, byName(values)), false);
  return (db, args) => run(db, ...(names.map((name) => args[name]) as ArgumentsOf<Kind[]>));
}

function runPrepared<const Kinds extends readonly Kind[], Row>(
  kinds: Kinds,
  build: Build<Kinds, Row>,
  valuesOnly: boolean,
): (db: Kysely<Database>, ...args: ArgumentsOf<Kinds>) => Promise<Row[]> {
  // Per adapter, which a database and its transactions share: the SQL differs between dialects.
  const templates = new WeakMap<object, Template>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compileTemplate(db, kinds, build);
      if (adapter instanceof PostgresAdapter) prepareOnServer(template.query.sql);
      else if (valuesOnly) {
        template.query = { ...template.query, sql: `${VALUES_ONLY_SQL}${template.query.sql}` };
      }
      templates.set(adapter, template);
    }
    const parameters = template.slots.map((slot) =>
      'argument' in slot ? args[slot.argument] : slot.constant,
    );
    const { rows } = await db.executeQuery<Row>({ ...template.query, parameters } as CompiledQuery<Row>);
    return rows;
  };
}
