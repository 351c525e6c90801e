import type {
  ExportHighlight,
  ExportNotificationSettings,
  ExportScope,
  ExportSource,
  ExportSummary,
} from '@precis/shared';

/** A source with what its note's front matter says about the highlights exported with it. */
export interface SourceWithHighlights {
  source: ExportSource;
  highlightsCount: number;
  lastHighlightedAt: string | null;
  /** The tags of its exported highlights, each once. */
  tags: string[];
  /** Its exported highlights in reading order. */
  highlights: AsyncIterable<ExportHighlight>;
}

/** Where a highlight a summary used lives in this export; null when it is not part of it. */
export interface SummaryHighlightTarget {
  sourceId: string | null;
  createdDate: string;
}

export interface SummaryWithTargets {
  summary: ExportSummary;
  /** By highlight id. */
  targets: ReadonlyMap<string, SummaryHighlightTarget>;
}

export interface MarkdownExportInput {
  exportedAt: string;
  /** The zone dates are written in and months are cut in. */
  timeZone: string;
  sources: AsyncIterable<SourceWithHighlights>;
  /** Highlights without a source, oldest first. */
  unsourced: AsyncIterable<ExportHighlight>;
  summaries: AsyncIterable<SummaryWithTargets>;
}

export interface CsvHighlightRow {
  highlight: ExportHighlight;
  /** The source's external id (an ASIN for a Kindle book). */
  externalId: string | null;
}

export interface JsonExportInput {
  exportedAt: string;
  scope: ExportScope;
  sources: AsyncIterable<ExportSource>;
  highlights: AsyncIterable<ExportHighlight>;
  summaries: AsyncIterable<ExportSummary>;
  notificationSettings: ExportNotificationSettings | null;
}
