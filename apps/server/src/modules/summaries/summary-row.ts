import type { SummaryRow } from './summaries.repository';

/** What search matches in a summary: its title and text, lowercased. */
export function searchTextOf(title: string, text: string): string {
  return `${title}\n${text}`.toLowerCase();
}

/**
 * The one way to build a summary row for insertion: requested, automatic or restored, its `search_text`
 * is derived from its title and text here, so every summary is found by the same search.
 */
export function buildSummaryRow(fields: Omit<SummaryRow, 'search_text'>): SummaryRow {
  return { ...fields, search_text: searchTextOf(fields.title, fields.text) };
}
