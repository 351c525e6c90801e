import { type HighlightLocation, LOCATION_TYPES } from '@precis/shared';
import type { Selectable } from 'kysely';
import type { HighlightLabelsTable, HighlightsTable } from '../../db/types';

/** A highlight as stored, decoded: labels as arrays, flags as booleans, `created_at` in epoch ms. */
export interface HighlightRecord {
  id: string;
  content: string;
  source: string | null;
  comment: string | null;
  categories: string[];
  tags: string[];
  created_at: number;
  processed: boolean;
  synced: boolean;
  source_id: string | null;
  author: string | null;
  source_url: string | null;
  location: HighlightLocation | null;
  url: string | null;
  /** Epoch ms. */
  saved_at: number;
}

/** The columns a HighlightRecord is read from (never search_text, seq or dashboard_groups). */
export const RECORD_COLUMNS = [
  'id',
  'content',
  'source',
  'comment',
  'categories',
  'tags',
  'created_at',
  'processed',
  'synced',
  'source_id',
  'author',
  'source_url',
  'location_type',
  'location_value',
  'url',
  'saved_at',
] as const;

export type RecordRow = Pick<Selectable<HighlightsTable>, (typeof RECORD_COLUMNS)[number]>;

export function toRecord(row: RecordRow): HighlightRecord {
  return {
    id: row.id,
    content: row.content,
    source: row.source,
    comment: row.comment,
    categories: parseLabels(row.categories),
    tags: parseLabels(row.tags),
    created_at: Number(row.created_at),
    processed: Number(row.processed) === 1,
    synced: Number(row.synced) === 1,
    source_id: row.source_id,
    author: row.author,
    source_url: row.source_url,
    location: locationOf(row.location_type, row.location_value),
    url: row.url,
    saved_at: Number(row.saved_at ?? row.created_at),
  };
}

function locationOf(type: string | null, value: string | null): HighlightLocation | null {
  const known = LOCATION_TYPES.find((candidate) => candidate === type);
  return known && value !== null ? { type: known, value } : null;
}

function parseLabels(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function labelRows(
  highlightId: string,
  userId: string,
  kind: HighlightLabelsTable['kind'],
  values: readonly string[],
): HighlightLabelsTable[] {
  return values.map((value) => ({
    highlight_id: highlightId,
    user_id: userId,
    kind,
    value,
    value_lower: value.toLowerCase(),
  }));
}
