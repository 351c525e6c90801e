import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** A live highlight with its Readwise id and extras. */
export interface HighlightRow {
  id: number;
  highlightId: string;
  content: string;
  comment: string | null;
  tags: string[];
  sourceId: string | null;
  /** When it was highlighted (epoch ms). */
  createdAt: number;
  savedAt: number | null;
  url: string | null;
  locationType: string | null;
  locationValue: string | null;
  locationSort: number | null;
  highlightUrl: string | null;
  color: string;
  location: number | null;
  readwiseLocationType: string | null;
  updatedAt: number;
}

/** A deleted highlight as the export reports it. */
export interface DeletedHighlightRow {
  id: number;
  bookId: number;
  createdAt: number;
  updatedAt: number;
}

export interface HighlightFilter {
  /** Precis ids of the highlights. */
  highlightIds?: string[];
  /** Source ids; null stands for "no source". */
  sources?: (string | null)[];
  updatedGt?: number;
  updatedLt?: number;
  highlightedGt?: number;
  highlightedLt?: number;
}

/** The hash a highlight_url is looked up by (the URL itself is compared too). */
export const highlightUrlKey = (url: string): string => createHash('sha256').update(url).digest('base64url');

function base(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('highlights as h')
    .innerJoin('readwise_highlights as r', 'r.highlight_id', 'h.id')
    .where('h.user_id', '=', userId)
    .where('r.user_id', '=', userId);
}

type Base = ReturnType<typeof base>;

function filtered(query: Base, filter: HighlightFilter): Base {
  let result = query;
  if (filter.sources) {
    const ids = filter.sources.filter((id): id is string => id !== null);
    const orNone = filter.sources.includes(null);
    result = result.where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('h.source_id', 'in', ids)] : []),
        ...(orNone ? [eb('h.source_id', 'is', null)] : []),
        ...(ids.length === 0 && !orNone ? [sql<boolean>`1 = 0`] : []),
      ]),
    );
  }
  if (filter.highlightIds) {
    const ids = filter.highlightIds;
    result = ids.length > 0 ? result.where('h.id', 'in', ids) : result.where(sql<boolean>`1 = 0`);
  }
  if (filter.updatedGt !== undefined) result = result.where('r.updated_at', '>', filter.updatedGt);
  if (filter.updatedLt !== undefined) result = result.where('r.updated_at', '<', filter.updatedLt);
  if (filter.highlightedGt !== undefined) result = result.where('h.created_at', '>', filter.highlightedGt);
  if (filter.highlightedLt !== undefined) result = result.where('h.created_at', '<', filter.highlightedLt);
  return result;
}

function selectRow(query: Base) {
  return query.select([
    'r.id',
    'h.id as highlight_id',
    'h.content',
    'h.comment',
    'h.tags',
    'h.source_id',
    'h.created_at',
    'h.saved_at',
    'h.url',
    'h.location_type',
    'h.location_value',
    'h.location_sort',
    'r.highlight_url',
    'r.color',
    'r.location',
    'r.location_type as readwise_location_type',
    'r.updated_at',
  ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

function toRow(row: Selected): HighlightRow {
  const tags: unknown = JSON.parse(row.tags);
  return {
    id: Number(row.id),
    highlightId: row.highlight_id,
    content: row.content,
    comment: row.comment,
    tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
    sourceId: row.source_id,
    createdAt: Number(row.created_at),
    savedAt: row.saved_at === null ? null : Number(row.saved_at),
    url: row.url,
    locationType: row.location_type,
    locationValue: row.location_value,
    locationSort: row.location_sort === null ? null : Number(row.location_sort),
    highlightUrl: row.highlight_url,
    color: row.color,
    location: row.location === null ? null : Number(row.location),
    readwiseLocationType: row.readwise_location_type,
    updatedAt: Number(row.updated_at),
  };
}

/**
 * A page of the user's highlights in id order: a highlight added while a client pages gets a higher id, so
 * it lands on a later page and no page repeats or skips a row.
 */
export async function listHighlightRows(
  db: Kysely<Database>,
  userId: string,
  filter: HighlightFilter,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: HighlightRow[] }> {
  const query = filtered(base(db, userId), filter);
  const [counted, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
    selectRow(query).orderBy('r.id').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { count: Number(counted?.count ?? 0), rows: rows.map(toRow) };
}

export async function allHighlightRows(
  db: Kysely<Database>,
  userId: string,
  filter: HighlightFilter,
): Promise<HighlightRow[]> {
  const rows = await selectRow(filtered(base(db, userId), filter))
    .orderBy('r.id')
    .execute();
  return rows.map(toRow);
}

export async function findHighlightRow(
  db: Kysely<Database>,
  userId: string,
  id: number,
): Promise<HighlightRow | undefined> {
  const row = await selectRow(base(db, userId).where('r.id', '=', id)).executeTakeFirst();
  return row && toRow(row);
}

/** Rows per statement of the batched lookups and writes: well under both dialects' parameter limits. */
const CHUNK = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** The live highlights clients know by these highlight_urls, compared byte for byte; the oldest per URL. */
export async function findByHighlightUrls(
  db: Kysely<Database>,
  userId: string,
  urls: readonly string[],
): Promise<Map<string, HighlightRow>> {
  const found = new Map<string, HighlightRow>();
  const wanted = new Set(urls);
  for (const chunk of chunks([...wanted])) {
    const rows = await selectRow(
      base(db, userId).where('r.highlight_url_key', 'in', chunk.map(highlightUrlKey)),
    )
      .orderBy('r.id')
      .execute();
    for (const row of rows.map(toRow)) {
      if (row.highlightUrl !== null && wanted.has(row.highlightUrl) && !found.has(row.highlightUrl)) {
        found.set(row.highlightUrl, row);
      }
    }
  }
  return found;
}

/** The key of a highlight's text in its source (null: no source), as findBySourcesAndTexts answers it. */
export const sourceTextKey = (sourceId: string | null, text: string): string =>
  JSON.stringify([sourceId, text]);

/** The live highlights with exactly these texts in these sources (re-sent highlights); the oldest per key. */
export async function findBySourcesAndTexts(
  db: Kysely<Database>,
  userId: string,
  wanted: readonly { sourceId: string | null; text: string }[],
): Promise<Map<string, HighlightRow>> {
  const found = new Map<string, HighlightRow>();
  const keys = new Set(wanted.map((item) => sourceTextKey(item.sourceId, item.text)));
  const sources = [...new Set(wanted.map((item) => item.sourceId))];
  const texts = [...new Set(wanted.map((item) => item.text))];
  for (const chunk of chunks(texts)) {
    const rows = await selectRow(filtered(base(db, userId), { sources }).where('h.content', 'in', chunk))
      .orderBy('r.id')
      .execute();
    for (const row of rows.map(toRow)) {
      const key = sourceTextKey(row.sourceId, row.content);
      if (keys.has(key) && !found.has(key)) found.set(key, row);
    }
  }
  return found;
}

export interface ReadwiseExtras {
  bookId?: number;
  highlightUrl?: string | null;
  color?: string;
  location?: number | null;
  locationType?: string | null;
}

const EXTRA_COLUMNS = [
  ['bookId', 'book_id', 'bigint'],
  ['highlightUrl', 'highlight_url', 'text'],
  ['highlightUrlKey', 'highlight_url_key', 'text'],
  ['color', 'color', 'text'],
  ['location', 'location', 'bigint'],
  ['locationType', 'location_type', 'text'],
] as const;

/**
 * Writes the Readwise-only fields of highlights, each its own values, a chunk of rows per statement (a
 * first sync writes a thousand); `updatedAt` moves their `updated` (omit it to keep it).
 */
export async function setReadwiseExtras(
  db: Kysely<Database>,
  userId: string,
  changes: readonly { id: number; extras: ReadwiseExtras }[],
  updatedAt?: number,
): Promise<void> {
  for (const chunk of chunks(changes)) {
    const values = chunk.map(({ id, extras }) => ({
      id,
      extras: {
        ...extras,
        ...(extras.highlightUrl !== undefined
          ? { highlightUrlKey: extras.highlightUrl === null ? null : highlightUrlKey(extras.highlightUrl) }
          : {}),
      } as Record<string, string | number | null | undefined>,
    }));
    const sets = EXTRA_COLUMNS.flatMap(([field, column, type]) => {
      const cases = values.filter((value) => value.extras[field] !== undefined);
      if (cases.length === 0) return [];
      const whens = cases.map(
        (value) => sql`WHEN ${value.id} THEN CAST(${value.extras[field]} AS ${sql.raw(type)})`,
      );
      return [sql`${sql.ref(column)} = CASE id ${sql.join(whens, sql` `)} ELSE ${sql.ref(column)} END`];
    });
    if (updatedAt !== undefined) sets.push(sql`updated_at = ${updatedAt}`);
    if (sets.length === 0) continue;
    const ids = values.map((value) => value.id);
    await sql`UPDATE readwise_highlights SET ${sql.join(sets)}
      WHERE user_id = ${userId} AND id IN (${sql.join(ids)})`.execute(db);
  }
}

/** The Readwise ids of Precis highlights, in the order given. */
export async function readwiseIdsOf(db: Kysely<Database>, userId: string, highlightIds: string[]) {
  if (highlightIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('readwise_highlights')
    .select(['id', 'highlight_id'])
    .where('user_id', '=', userId)
    .where('highlight_id', 'in', highlightIds)
    .execute();
  return new Map(rows.map((row) => [row.highlight_id, Number(row.id)]));
}

/** Deleted highlights of the given books, for the export's includeDeleted. */
export async function deletedHighlightRows(
  db: Kysely<Database>,
  userId: string,
  bookIds: number[],
  updatedGt: number | undefined,
): Promise<DeletedHighlightRow[]> {
  if (bookIds.length === 0) return [];
  let query = db
    .selectFrom('readwise_highlights')
    .select(['id', 'book_id', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is not', null)
    .where('book_id', 'in', bookIds);
  if (updatedGt !== undefined) query = query.where('updated_at', '>', updatedGt);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    bookId: Number(row.book_id),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }));
}
