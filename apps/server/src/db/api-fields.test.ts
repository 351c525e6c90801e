import {
  DummyDriver,
  Kysely,
  type RawBuilder,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { columnFields, columnsRead, jsonObjectSql, objectFromRow, type SqlApiField } from './api-fields';

interface NoteRow {
  id: string;
  title: string | null;
  created_at: number;
}

interface Note {
  id: string;
  title: string | null;
  createdAt: string;
  long: boolean;
}

const stored = columnFields<NoteRow>();
const NOTE_FIELDS = {
  id: stored.text('id'),
  title: stored.nullableText('title'),
  createdAt: stored.isoDate('created_at'),
  long: {
    json: 'boolean',
    nullable: false,
    reads: ['title', 'id'],
    sql: (column) => [sql`(CASE WHEN length(${column('title')}) > 9 THEN 'true' ELSE 'false' END)`],
    read: (row) => (row.title ?? '').length > 9,
  },
} satisfies { [Key in keyof Note]: SqlApiField<NoteRow, Note[Key]> };

/** Compiles SQL without a database. */
const compiler = new Kysely<Record<string, NoteRow>>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const sqlText = (value: RawBuilder<unknown>) => value.compile(compiler).sql.replace(/\s+/g, ' ');

describe('objectFromRow', () => {
  it('reads each declared field from the row, in the order of the declaration', () => {
    const note = objectFromRow<NoteRow, Note>(NOTE_FIELDS, {
      created_at: 0,
      title: 'A long title',
      id: 'n1',
    });
    expect(JSON.stringify(note)).toBe(
      '{"id":"n1","title":"A long title","createdAt":"1970-01-01T00:00:00.000Z","long":true}',
    );
  });
});

describe('columnsRead', () => {
  it('names each column the fields read once, in the order first read', () => {
    expect(columnsRead(NOTE_FIELDS)).toEqual(['id', 'title', 'created_at']);
  });
});

describe('jsonObjectSql', () => {
  it('writes the fields in order, each run of neighbouring literals as one literal', () => {
    const written = jsonObjectSql(NOTE_FIELDS, (name) => sql.ref(`n.${name}`), 'sqlite');
    expect(sqlText(written)).toBe(
      `concat('{"id":', json_quote("n"."id"), ',"title":', json_quote("n"."title"), ',"createdAt":"', ` +
        `strftime('%Y-%m-%dT%H:%M:%fZ', "n"."created_at" / 1000.0, 'unixepoch'), '","long":', ` +
        `(CASE WHEN length("n"."title") > 9 THEN 'true' ELSE 'false' END), '}')`,
    );
  });
});
