import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './database';
import { concatenated, isoDate, jsonString } from './json-sql';

/**
 * A resource's API fields declared once (docs/architecture.md, "One field list per resource"): per field of
 * the response schema, in the JSON's order, its JSON type, how JavaScript reads it from a row and, where the
 * database writes the resource's JSON, the SQL that writes it. Mappers and JSON SQL are generated from the
 * declaration; each resource's *-fields.test.ts checks it against the response schema (test/api-fields.ts).
 */

/** A field's JSON type, as the response schema's JSON Schema names it. */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** A piece of a JSON text: a literal, or SQL that writes JSON. */
export type JsonPart = string | RawBuilder<unknown>;

/** The SQL naming a column of the row a field is written from (qualified by the query's table). */
export type ColumnSql<Row> = (name: keyof Row & string) => RawBuilder<unknown>;

export interface ApiField<Row, Value> {
  json: JsonType;
  nullable: boolean;
  /** The row's properties `read` (and `sql`) use. */
  reads: readonly (keyof Row & string)[];
  read: (row: Row) => Value;
}

/** A field the database can write as JSON too. */
export interface SqlApiField<Row, Value> extends ApiField<Row, Value> {
  sql: (column: ColumnSql<Row>, dialect: DialectName) => JsonPart[];
}

type FieldReader = readonly [key: string, read: (row: never) => unknown];

/** Each declaration's keys and readers, listed once instead of for every row of a page. */
const readersOf = new WeakMap<object, readonly FieldReader[]>();

/** The API object a row holds: each declared field read from it, in the declaration's order. */
export function objectFromRow<Row, Api>(
  fields: { [Key in keyof Api]-?: ApiField<Row, Api[Key]> },
  row: Row,
): Api {
  let readers = readersOf.get(fields);
  if (!readers) {
    const declared: Readonly<Record<string, ApiField<Row, unknown>>> = fields;
    readers = Object.entries(declared).map(([key, field]): FieldReader => [key, field.read]);
    readersOf.set(fields, readers);
  }
  const object: Record<string, unknown> = {};
  for (const [key, read] of readers) object[key] = (read as (row: Row) => unknown)(row);
  return object as Api;
}

/** The columns the fields read, each once, in the order they are first read. */
export function columnsRead<Row>(
  fields: Readonly<Record<string, ApiField<Row, unknown>>>,
): (keyof Row & string)[] {
  return [...new Set(Object.values(fields).flatMap((field) => field.reads))];
}

/**
 * The object's JSON, written by the database from the fields' SQL, with each run of neighbouring literals
 * joined into one, so the SQL is what one would write by hand.
 */
export function jsonObjectSql<Row>(
  fields: Readonly<Record<string, SqlApiField<Row, unknown>>>,
  column: ColumnSql<Row>,
  dialect: DialectName,
): RawBuilder<string> {
  const parts: JsonPart[] = [];
  for (const [key, field] of Object.entries(fields)) {
    parts.push(`${parts.length === 0 ? '{' : ','}${JSON.stringify(key)}:`, ...field.sql(column, dialect));
  }
  parts.push('}');
  return concatenated(dialect, joinLiterals(parts));
}

function joinLiterals(parts: readonly JsonPart[]): RawBuilder<unknown>[] {
  const joined: RawBuilder<unknown>[] = [];
  let literal = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      literal += part;
      continue;
    }
    if (literal) joined.push(sql.lit(literal));
    literal = '';
    joined.push(part);
  }
  if (literal) joined.push(sql.lit(literal));
  return joined;
}

/** The row's columns whose value is of the type. */
export type ColumnsHolding<Row, Type> = keyof Row &
  string &
  { [Column in keyof Row & string]: Row[Column] extends Type ? Column : never }[keyof Row & string];

/** Fields that are one column of the row as it is stored: text (an enum's too), or epoch ms as ISO text. */
export function columnFields<Row>() {
  return {
    text: <Column extends ColumnsHolding<Row, string>>(column: Column) =>
      textField<Row, Column>(column, false),
    nullableText: <Column extends ColumnsHolding<Row, string | null>>(column: Column) =>
      textField<Row, Column>(column, true),
    isoDate: (column: ColumnsHolding<Row, number>): SqlApiField<Row, string> => ({
      json: 'string',
      nullable: false,
      reads: [column],
      sql: (columnSql, dialect) => ['"', isoDate(dialect, columnSql(column)), '"'],
      read: (row) => new Date(Number(row[column])).toISOString(),
    }),
  };
}

function textField<Row, Column extends keyof Row & string>(
  column: Column,
  nullable: boolean,
): SqlApiField<Row, Row[Column]> {
  return {
    json: 'string',
    nullable,
    reads: [column],
    sql: (columnSql, dialect) => [jsonString(dialect, columnSql(column))],
    read: (row) => row[column],
  };
}
