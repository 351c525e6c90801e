import type { Summary, SummaryHighlight } from '@precis/shared';
import type { SummaryLinkRow, SummaryView } from './summaries.repository';

export function toSummary(row: SummaryView, links: SummaryLinkRow[]): Summary {
  return {
    id: row.id,
    summarizationType: row.summarization_type,
    summarizationCategories: parseCategories(row.categories),
    summaryTitle: row.title,
    summaryText: row.text,
    startDate: new Date(row.start_at).toISOString(),
    endDate: new Date(row.end_at).toISOString(),
    highlights: links.map(toSummaryHighlight),
    processed: row.status === 'READY',
    status: row.status,
    error: row.error,
    userId: row.user_id,
    source: row.source,
    createdDate: new Date(row.created_at).toISOString(),
  };
}

function toSummaryHighlight(link: SummaryLinkRow): SummaryHighlight {
  return { id: link.highlight_id, content: link.content_snapshot, deleted: Number(link.present) === 0 };
}

export function parseCategories(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
