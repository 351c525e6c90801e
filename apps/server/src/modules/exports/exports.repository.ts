import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';

/** Rows read per query: large enough that round trips do not dominate, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 1000;

/** Which highlights an export covers: the user's, optionally those highlighted in [fromMs, toMs), of one source. */
export interface ExportFilter {
  userId: string;
  fromMs?: number;
  toMs?: number;
  sourceId?: string;
}

export interface HighlightExportRow {
  id: string;
  content: string;
  source_id: string | null;
  source: string | null;
  author: string | null;
  source_url: string | null;
  comment: string | null;
  categories: string;
  ai_categories: string | null;
  tags: string;
  location_type: string | null;
  location_value: string | null;
  url: string | null;
  created_at: number | string;
  saved_at: number | string | null;
  processed: number | boolean;
  external_id: string | null;
  /** seq as text: on SQLite it exceeds 2^53, so JavaScript never holds it as a number. */
  seq_key: string;
  location_sort: number | null;
}

export interface SourceExportRow {
  id: string;
  title: string;
  author: string | null;
  url: string | null;
  kind: string;
  external_id: string | null;
  created_at: number | string;
  updated_at: number | string;
}

export interface SourceStatsRow extends SourceExportRow {
  highlights_count: number | string;
  last_at: number | string | null;
}

type HighlightQuery = SelectQueryBuilder<Database, 'highlights', object>;

function inScope(query: HighlightQuery, filter: ExportFilter): HighlightQuery {
  let scoped = query.where('highlights.user_id', '=', filter.userId);
  if (filter.fromMs !== undefined) scoped = scoped.where('highlights.created_at', '>=', filter.fromMs);
  if (filter.toMs !== undefined) scoped = scoped.where('highlights.created_at', '<', filter.toMs);
  if (filter.sourceId !== undefined) scoped = scoped.where('highlights.source_id', '=', filter.sourceId);
  return scoped;
}

function highlightColumns(db: Kysely<Database>, filter: ExportFilter) {
  return inScope(db.selectFrom('highlights') as HighlightQuery, filter)
    .leftJoin('sources', 'sources.id', 'highlights.source_id')
    .select([
      'highlights.id',
      'highlights.content',
      'highlights.source_id',
      'highlights.source',
      'highlights.author',
      'highlights.source_url',
      'highlights.comment',
      'highlights.categories',
      'highlights.ai_categories',
      'highlights.tags',
      'highlights.location_type',
      'highlights.location_value',
      'highlights.url',
      'highlights.created_at',
      'highlights.saved_at',
      'highlights.processed',
      'highlights.location_sort',
      'sources.external_id',
      sql<string>`cast(highlights.seq as text)`.as('seq_key'),
    ]);
}

/** The seq key back into the column's type, for comparing in SQL. */
function seqValue(db: Db, key: string) {
  return db.dialect === 'postgres' ? sql`cast(${key} as bigint)` : sql`cast(${key} as integer)`;
}

/** Where a walk by date stopped: the last row's date and seq. */
export interface DateKey {
  createdAt: number;
  seq: string;
}

/** Where a walk in reading order stopped: the last row's location, date and seq. */
export interface ReadingKey extends DateKey {
  sort: number;
}

export interface DateWalkOptions {
  /** Only the highlights without a source. */
  unsourcedOnly?: boolean;
  /** Only the highlights without a location. */
  unplacedOnly?: boolean;
  pageSize?: number;
}

/**
 * One page of the walk by date: the first rows in scope, or those after `after`. "After" is one row-value
 * comparison, `(created_at, seq) > (x, y)`, which both databases use to bound the index range, so every page
 * starts where the last one ended. Written as `created_at > x OR (created_at = x AND seq > y)`, PostgreSQL
 * bounds the range by the user alone and filters every earlier row again, page after page.
 */
export function highlightsByDatePage(
  db: Db,
  filter: ExportFilter,
  options: DateWalkOptions,
  after: DateKey | undefined,
) {
  let query = highlightColumns(db.kysely, filter);
  if (options.unsourcedOnly) query = query.where('highlights.source_id', 'is', null);
  if (options.unplacedOnly) query = query.where('highlights.location_sort', 'is', null);
  if (after) {
    query = query.where(
      sql<SqlBool>`(highlights.created_at, highlights.seq) > (${after.createdAt}, ${seqValue(db, after.seq)})`,
    );
  }
  return query
    .orderBy('highlights.created_at')
    .orderBy('highlights.seq')
    .limit(options.pageSize ?? EXPORT_PAGE_SIZE);
}

/**
 * The highlights in scope, oldest first, in pages walked by the (created_at, seq) key: each page is one indexed
 * range read, however deep into the library it is.
 */
export async function* highlightsByDate(
  db: Db,
  filter: ExportFilter,
  options: DateWalkOptions = {},
): AsyncGenerator<HighlightExportRow[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  let after: DateKey | undefined;
  for (;;) {
    const rows = (await highlightsByDatePage(db, filter, options, after).execute()) as HighlightExportRow[];
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { createdAt: Number(last.created_at), seq: last.seq_key };
  }
}

/** One page of a source's highlights that have a location, by location, date and seq. */
export function placedHighlightsPage(
  db: Db,
  filter: ExportFilter & { sourceId: string },
  pageSize: number,
  after: ReadingKey | undefined,
) {
  let query = highlightColumns(db.kysely, filter).where('highlights.location_sort', 'is not', null);
  if (after) {
    const { sort, createdAt, seq } = after;
    query = query.where(
      sql<SqlBool>`(highlights.location_sort, highlights.created_at, highlights.seq) > (${sort}, ${createdAt}, ${seqValue(db, seq)})`,
    );
  }
  return query
    .orderBy('highlights.location_sort')
    .orderBy('highlights.created_at')
    .orderBy('highlights.seq')
    .limit(pageSize);
}

/**
 * One source's highlights in scope in reading order: those with a location by it (then date), then those
 * without, by date. Two keyset walks, since a NULL location has no place in a single key.
 */
export async function* sourceHighlightsInReadingOrder(
  db: Db,
  filter: ExportFilter,
  sourceId: string,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<HighlightExportRow[]> {
  const scoped = { ...filter, sourceId };
  let after: ReadingKey | undefined;
  for (;;) {
    const rows = (await placedHighlightsPage(db, scoped, pageSize, after).execute()) as HighlightExportRow[];
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize || last.location_sort === null) break;
    after = { sort: Number(last.location_sort), createdAt: Number(last.created_at), seq: last.seq_key };
  }
  yield* highlightsByDate(db, scoped, { unplacedOnly: true, pageSize });
}

/** The highlights' sources, each once, by id; with a scope, only those that own a highlight in it. */
export async function* sourcesInScope(db: Db, filter: ExportFilter): AsyncGenerator<SourceStatsRow[]> {
  const whole = filter.fromMs === undefined && filter.toMs === undefined && filter.sourceId === undefined;
  let afterId: string | undefined;
  for (;;) {
    const counted = inScope(db.kysely.selectFrom('highlights') as HighlightQuery, filter)
      .select([
        'highlights.source_id',
        (eb) => eb.fn.countAll<number | string>().as('highlights_count'),
        (eb) => eb.fn.max('highlights.created_at').as('last_at'),
      ])
      .where('highlights.source_id', 'is not', null)
      .groupBy('highlights.source_id');
    let query = db.kysely
      .selectFrom('sources')
      .leftJoin(counted.as('counted'), 'counted.source_id', 'sources.id')
      .select([
        'sources.id',
        'sources.title',
        'sources.author',
        'sources.url',
        'sources.kind',
        'sources.external_id',
        'sources.created_at',
        'sources.updated_at',
        (eb) => eb.fn.coalesce('counted.highlights_count', sql<number>`0`).as('highlights_count'),
        'counted.last_at',
      ])
      .where('sources.user_id', '=', filter.userId);
    if (!whole) query = query.where('counted.source_id', 'is not', null);
    if (filter.sourceId !== undefined) query = query.where('sources.id', '=', filter.sourceId);
    if (afterId !== undefined) query = query.where('sources.id', '>', afterId);
    const rows = (await query.orderBy('sources.id').limit(EXPORT_PAGE_SIZE).execute()) as SourceStatsRow[];
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    afterId = last.id;
  }
}

/** Each source's distinct tags among its highlights in scope (first spelling of each, case aside). */
export async function tagsOfSources(
  db: Db,
  filter: ExportFilter,
  sourceIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (sourceIds.length === 0) return result;
  const rows = await inScope(db.kysely.selectFrom('highlights') as HighlightQuery, filter)
    .innerJoin('highlight_labels', 'highlight_labels.highlight_id', 'highlights.id')
    .select(['highlights.source_id', (eb) => eb.fn.min('highlight_labels.value').as('value')])
    .where('highlight_labels.kind', '=', 'tag')
    .where('highlight_labels.user_id', '=', filter.userId)
    .where('highlights.source_id', 'in', sourceIds)
    .groupBy(['highlights.source_id', 'highlight_labels.value_lower'])
    .orderBy('highlights.source_id')
    .orderBy('highlight_labels.value_lower')
    .execute();
  for (const row of rows) {
    if (!row.source_id || row.value === null) continue;
    const tags = result.get(row.source_id) ?? [];
    tags.push(String(row.value));
    result.set(row.source_id, tags);
  }
  return result;
}

export interface SummaryExportRow {
  id: string;
  summarization_type: Database['summaries']['summarization_type'];
  categories: string;
  title: string;
  text: string;
  start_at: number | string;
  end_at: number | string;
  status: Database['summaries']['status'];
  error: string | null;
  source: Database['summaries']['source'];
  created_at: number | string;
}

export interface SummaryLinkExportRow {
  summary_id: string;
  highlight_id: string;
  content_snapshot: string;
  /** Null once the highlight was deleted. */
  source_id: string | null;
  created_at: number | string | null;
  present: number | string;
}

export interface SummaryPage {
  summaries: SummaryExportRow[];
  /** Ordered by summary, then by the position the summary used each highlight in. */
  links: SummaryLinkExportRow[];
}

/** The user's summaries covering any instant of [fromMs, toMs), oldest first, with the highlights they used. */
export async function* summariesInScope(db: Db, filter: ExportFilter): AsyncGenerator<SummaryPage> {
  const pageSize = 100;
  let afterId: string | undefined;
  for (;;) {
    let query = db.kysely
      .selectFrom('summaries')
      .select([
        'id',
        'summarization_type',
        'categories',
        'title',
        'text',
        'start_at',
        'end_at',
        'status',
        'error',
        'source',
        'created_at',
      ])
      .where('user_id', '=', filter.userId);
    if (filter.toMs !== undefined) query = query.where('start_at', '<', filter.toMs);
    if (filter.fromMs !== undefined) query = query.where('end_at', '>=', filter.fromMs);
    if (afterId !== undefined) query = query.where('id', '>', afterId);
    const summaries = (await query.orderBy('id').limit(pageSize).execute()) as SummaryExportRow[];
    if (summaries.length === 0) return;
    const links = (await db.kysely
      .selectFrom('summary_highlights')
      .leftJoin('highlights', (join) =>
        join
          .onRef('highlights.id', '=', 'summary_highlights.highlight_id')
          .on('highlights.user_id', '=', filter.userId),
      )
      .select([
        'summary_highlights.summary_id',
        'summary_highlights.highlight_id',
        'summary_highlights.content_snapshot',
        'highlights.source_id',
        'highlights.created_at',
        sql<number>`case when highlights.id is null then 0 else 1 end`.as('present'),
      ])
      .where('summary_highlights.user_id', '=', filter.userId)
      .where(
        'summary_highlights.summary_id',
        'in',
        summaries.map((summary) => summary.id),
      )
      .orderBy('summary_highlights.summary_id')
      .orderBy('summary_highlights.position')
      .execute()) as SummaryLinkExportRow[];
    yield { summaries, links };
    if (summaries.length < pageSize) return;
    afterId = summaries.at(-1)?.id;
  }
}

export async function findSourceOwned(db: Db, userId: string, sourceId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('sources')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', sourceId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findNotificationSettings(db: Db, userId: string) {
  return db.kysely
    .selectFrom('notification_settings')
    .select(['email', 'frequency', 'enabled', 'start_at', 'time_zone'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
