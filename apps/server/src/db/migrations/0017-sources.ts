import { type Kysely, sql } from 'kysely';
import { newId } from '../../lib/ids';
import type { DialectMigration } from '../migrate';

export const SOURCE_KINDS_AT_0017 = ['book', 'article', 'web', 'podcast', 'video', 'other'] as const;

/**
 * Sources: where highlights come from, per user. A highlight keeps a copy of its source's title (`source`,
 * as before), author and URL, so lists write their JSON without a join; the sources service rewrites the
 * copies when a source is renamed or merged. Highlights also gain a location, the passage's URL and the
 * time Precis saved them (`saved_at`; `created_at` is when the passage was highlighted).
 *
 * `highlights_count` and `recent_at` (the newest of its highlights' created_at, or the source's own creation
 * time while it has none) are kept by triggers, so the library lists thousands of sources with their counts
 * from one index. Existing `source` strings become sources: spellings that differ only in case, accents or
 * spaces become one source, titled with the spelling used most.
 */
export const sources: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const double = dialect === 'postgres' ? 'double precision' : 'real';
    await db.schema
      .createTable('sources')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('author', 'text')
      .addColumn('url', 'text')
      .addColumn('kind', 'text', (col) =>
        col
          .notNull()
          .defaultTo('other')
          .check(sql.raw(`kind IN (${SOURCE_KINDS_AT_0017.map((kind) => `'${kind}'`).join(', ')})`)),
      )
      .addColumn('external_id', 'text')
      .addColumn('match_key', 'text', (col) => col.notNull())
      .addColumn('url_key', 'text')
      .addColumn('highlights_count', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('recent_at', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('sources_user_match_idx')
      .unique()
      .on('sources')
      .columns(['user_id', 'match_key'])
      .execute();
    await db.schema
      .createIndex('sources_user_url_idx')
      .on('sources')
      .columns(['user_id', 'url_key'])
      .execute();
    await db.schema
      .createIndex('sources_user_external_idx')
      .on('sources')
      .columns(['user_id', 'external_id'])
      .execute();
    await db.schema
      .createIndex('sources_user_recent_idx')
      .on('sources')
      .columns(['user_id', 'recent_at', 'id'])
      .execute();

    // One column per statement: SQLite adds one at a time.
    for (const [column, type] of [
      ['source_id', 'text'],
      ['author', 'text'],
      ['source_url', 'text'],
      ['location_type', 'text'],
      ['location_value', 'text'],
      ['location_sort', double],
      ['url', 'text'],
      ['saved_at', 'bigint'],
    ] as const) {
      await db.schema.alterTable('highlights').addColumn(column, sql.raw(type)).execute();
    }

    // No highlight may be written between the copying below and the triggers taking over (another process).
    if (dialect === 'postgres') await sql`LOCK TABLE highlights IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sourcesFromStrings(db);
    await db.schema
      .createIndex('highlights_source_created_idx')
      .on('highlights')
      .columns(['source_id', 'created_at'])
      .execute();
    if (dialect === 'postgres') await createPostgresTriggers(db);
    else await createSqliteTriggers(db);
  },

  async down(db: Kysely<unknown>) {
    for (const trigger of [
      'highlights_source_insert',
      'highlights_source_update',
      'highlights_source_delete',
    ]) {
      const on = dialect === 'postgres' ? sql` ON highlights` : sql``;
      await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}${on}`.execute(db);
    }
    if (dialect === 'postgres')
      await sql`DROP FUNCTION IF EXISTS highlights_source_counts_change()`.execute(db);
    await db.schema.dropIndex('highlights_source_created_idx').execute();
    for (const column of [
      'saved_at',
      'url',
      'location_sort',
      'location_value',
      'location_type',
      'source_url',
      'author',
      'source_id',
    ]) {
      await db.schema.alterTable('highlights').dropColumn(column).execute();
    }
    await db.schema.dropTable('sources').execute();
  },
});

interface SpellingRow {
  user_id: string;
  source: string;
  count: number | string;
  first_at: number | string;
  last_at: number | string;
}

interface NewSource {
  id: string;
  userId: string;
  title: string;
  titleCount: number;
  matchKey: string;
  count: number;
  firstAt: number;
  lastAt: number;
}

const CHUNK = 500;

/**
 * The sources module's match key of a title without author (`sourceMatchKey`), as it stood when this
 * migration was written: the migration keeps its own copy so that it does the same on every later version.
 */
function titleMatchKey(title: string): string {
  const loose = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  return `${loose(title)}\n`.toLowerCase();
}

/** Each user's distinct `source` strings become sources; every highlight points at its own. */
async function sourcesFromStrings(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<SpellingRow>`
    SELECT user_id, source, count(*) AS count, min(created_at) AS first_at, max(created_at) AS last_at
      FROM highlights WHERE source IS NOT NULL GROUP BY user_id, source`.execute(db);
  const byKey = new Map<string, NewSource>();
  const spellings: { user_id: string; source: string; key: string }[] = [];
  for (const row of rows) {
    const matchKey = titleMatchKey(row.source);
    const key = `${row.user_id}\n${matchKey}`;
    const count = Number(row.count);
    const [firstAt, lastAt] = [Number(row.first_at), Number(row.last_at)];
    spellings.push({ user_id: row.user_id, source: row.source, key });
    const known = byKey.get(key);
    if (!known) {
      byKey.set(key, {
        id: newId(firstAt),
        userId: row.user_id,
        title: row.source.trim() || row.source,
        titleCount: count,
        matchKey,
        count,
        firstAt,
        lastAt,
      });
      continue;
    }
    if (count > known.titleCount)
      Object.assign(known, { title: row.source.trim() || row.source, titleCount: count });
    known.count += count;
    known.firstAt = Math.min(known.firstAt, firstAt);
    known.lastAt = Math.max(known.lastAt, lastAt);
  }
  const created = [...byKey.values()];
  const now = Date.now();
  for (let start = 0; start < created.length; start += CHUNK) {
    const values = created.slice(start, start + CHUNK).map(
      (source) =>
        sql`(${source.id}, ${source.userId}, ${source.title}, 'other', ${source.matchKey}, ${source.count},
             ${source.lastAt}, ${source.firstAt}, ${now})`,
    );
    await sql`INSERT INTO sources (id, user_id, title, kind, match_key, highlights_count, recent_at, created_at,
                                   updated_at) VALUES ${sql.join(values)}`.execute(db);
  }

  await sql`CREATE TABLE source_spellings (user_id text NOT NULL, source text NOT NULL, source_id text NOT NULL,
    title text NOT NULL, PRIMARY KEY (user_id, source))`.execute(db);
  for (let start = 0; start < spellings.length; start += CHUNK) {
    const values = spellings.slice(start, start + CHUNK).map((spelling) => {
      const source = byKey.get(spelling.key);
      return sql`(${spelling.user_id}, ${spelling.source}, ${source?.id ?? ''}, ${source?.title ?? spelling.source})`;
    });
    await sql`INSERT INTO source_spellings (user_id, source, source_id, title) VALUES ${sql.join(values)}`.execute(
      db,
    );
  }
  await sql`
    UPDATE highlights SET
      source_id = (SELECT s.source_id FROM source_spellings s
                    WHERE s.user_id = highlights.user_id AND s.source = highlights.source),
      source = (SELECT s.title FROM source_spellings s
                 WHERE s.user_id = highlights.user_id AND s.source = highlights.source)
    WHERE source IS NOT NULL`.execute(db);
  await sql`UPDATE highlights SET saved_at = created_at`.execute(db);
  await sql`DROP TABLE source_spellings`.execute(db);
}

/** Adds one of `row`'s highlight to its source: the count, and the newest highlight's time. */
const addTo = (row: 'new', greatest: string) => `
      UPDATE sources SET highlights_count = highlights_count + 1,
             recent_at = CASE WHEN highlights_count = 0 THEN ${row}.created_at
                              ELSE ${greatest}(recent_at, ${row}.created_at) END
       WHERE id = ${row}.source_id;`;

/** Takes one of `row`'s highlight from its source; the newest time is looked up only when it was that one. */
const takeFrom = (row: 'old') => `
      UPDATE sources SET highlights_count = highlights_count - 1,
             recent_at = CASE WHEN ${row}.created_at < recent_at THEN recent_at
                              ELSE coalesce((SELECT max(h.created_at) FROM highlights h WHERE h.source_id = ${row}.source_id),
                                            created_at) END
       WHERE id = ${row}.source_id;`;

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE TRIGGER highlights_source_insert AFTER INSERT ON highlights
      WHEN new.source_id IS NOT NULL BEGIN ${addTo('new', 'max')} END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_source_update AFTER UPDATE OF source_id, created_at ON highlights
      WHEN old.source_id IS NOT new.source_id OR old.created_at IS NOT new.created_at BEGIN
      ${takeFrom('old')}
      ${addTo('new', 'max')}
    END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER highlights_source_delete AFTER DELETE ON highlights
      WHEN old.source_id IS NOT NULL BEGIN ${takeFrom('old')} END`)
    .execute(db);
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`CREATE FUNCTION highlights_source_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${addTo('new', 'greatest')}
      ELSIF TG_OP = 'DELETE' THEN
        ${takeFrom('old')}
      ELSE
        ${takeFrom('old')}
        ${addTo('new', 'greatest')}
      END IF;
      RETURN NULL;
    END $$`)
    .execute(db);
  // Three triggers, so that a highlight without a source costs no function call.
  await sql`CREATE TRIGGER highlights_source_insert AFTER INSERT ON highlights
    FOR EACH ROW WHEN (NEW.source_id IS NOT NULL) EXECUTE FUNCTION highlights_source_counts_change()`.execute(
    db,
  );
  await sql`CREATE TRIGGER highlights_source_update AFTER UPDATE OF source_id, created_at ON highlights
    FOR EACH ROW WHEN (OLD.source_id IS DISTINCT FROM NEW.source_id OR OLD.created_at <> NEW.created_at)
    EXECUTE FUNCTION highlights_source_counts_change()`.execute(db);
  await sql`CREATE TRIGGER highlights_source_delete AFTER DELETE ON highlights
    FOR EACH ROW WHEN (OLD.source_id IS NOT NULL) EXECUTE FUNCTION highlights_source_counts_change()`.execute(
    db,
  );
}
