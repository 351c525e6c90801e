import {
  type ExportHighlight,
  type ExportNotificationSettings,
  type ExportSource,
  type ExportSummary,
  LOCATION_TYPES,
  type LocationType,
  SOURCE_KINDS,
  type SourceKind,
} from '@precis/shared';
import { aiCategoriesFromJson } from '../highlights';
import { parseCategories } from '../summaries';
import type {
  HighlightExportRow,
  SourceExportRow,
  SummaryExportRow,
  SummaryLinkExportRow,
} from './exports.repository';

const iso = (epochMs: number | string) => new Date(Number(epochMs)).toISOString();

const isLocationType = (value: string | null): value is LocationType =>
  value !== null && (LOCATION_TYPES as readonly string[]).includes(value);

const isSourceKind = (value: string): value is SourceKind =>
  (SOURCE_KINDS as readonly string[]).includes(value);

export function toExportHighlight(row: HighlightExportRow): ExportHighlight {
  return {
    id: row.id,
    content: row.content,
    sourceId: row.source_id,
    source: row.source,
    author: row.author,
    sourceUrl: row.source_url,
    comment: row.comment,
    categories: parseCategories(row.categories),
    aiCategories: aiCategoriesFromJson(row.ai_categories),
    tags: parseCategories(row.tags),
    location:
      isLocationType(row.location_type) && row.location_value !== null
        ? { type: row.location_type, value: row.location_value }
        : null,
    url: row.url,
    createdDate: iso(row.created_at),
    savedAt: iso(row.saved_at ?? row.created_at),
    processed: Number(row.processed) === 1 || row.processed === true,
  };
}

export function toExportSource(row: SourceExportRow): ExportSource {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    url: row.url,
    kind: isSourceKind(row.kind) ? row.kind : 'other',
    externalId: row.external_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toExportSummary(
  row: SummaryExportRow,
  links: readonly SummaryLinkExportRow[],
): ExportSummary {
  return {
    id: row.id,
    summarizationType: row.summarization_type,
    summarizationCategories: parseCategories(row.categories),
    summaryTitle: row.title,
    summaryText: row.text,
    startDate: iso(row.start_at),
    endDate: iso(row.end_at),
    status: row.status,
    error: row.error,
    source: row.source,
    createdDate: iso(row.created_at),
    highlights: links.map((link) => ({
      id: link.highlight_id,
      content: link.content_snapshot,
      deleted: Number(link.present) === 0,
    })),
  };
}

export function toExportNotificationSettings(row: {
  email: string;
  frequency: ExportNotificationSettings['frequency'];
  enabled: number;
  start_at: number | string;
  time_zone: string;
}): ExportNotificationSettings {
  return {
    email: row.email,
    frequency: row.frequency,
    enabled: Number(row.enabled) === 1,
    startDate: iso(row.start_at),
    timeZone: row.time_zone,
  };
}
