import type { Highlight } from '@precis/shared';
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/prepared-query';
import type { Database } from '../../db/types';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { JsonText } from '../../lib/json-text';
import { highlightJsonSql } from './highlight-json-sql';

/** One page of a source's highlights, as the API's JSON `{items, nextCursor}`. */
export type HighlightPageJson = JsonText<{ items: Highlight[]; nextCursor: string | null }>;

interface ReadingRow {
  value: string;
  no_location: number | string;
  location_key: number | string;
  created_at: number | string;
  id: string;
}

/**
 * The user's highlights of a source in reading order: by location (those without one after), then by when
 * they were highlighted. Keyset-paged on (no location, location, created_at, id), so a page is stable while
 * highlights are added. A source's highlights are few enough (thousands) to sort per page.
 */
export async function sourceHighlightsPage(
  db: Kysely<Database>,
  userId: string,
  sourceId: string,
  page: { cursor?: string; limit: number },
): Promise<HighlightPageJson> {
  const noLocation = sql<number>`(CASE WHEN location_sort IS NULL THEN 1 ELSE 0 END)`;
  const locationKey = sql<number>`coalesce(location_sort, 0)`;
  let query = db
    .selectFrom('highlights')
    .select([
      highlightJsonSql(dialectOf(db)).as('value'),
      noLocation.as('no_location'),
      locationKey.as('location_key'),
      'created_at',
      'id',
    ])
    .where('user_id', '=', userId)
    .where('source_id', '=', sourceId);
  if (page.cursor) {
    const [n, l, c, i] = decodeCursor(page.cursor, ['number', 'number', 'number', 'string']);
    query = query.where(
      sql<boolean>`(${noLocation}, ${locationKey}, created_at, id) > (${n}, ${l}, ${c}, ${i})`,
    );
  }
  const rows: ReadingRow[] = await query
    .orderBy(noLocation)
    .orderBy(locationKey)
    .orderBy('created_at')
    .orderBy('id')
    .limit(page.limit + 1)
    .execute();
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > page.limit && last
      ? encodeCursor([Number(last.no_location), Number(last.location_key), Number(last.created_at), last.id])
      : null;
  return `{"items":[${items.map((row) => row.value).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}` as HighlightPageJson;
}
