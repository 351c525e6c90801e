import type { ExportFormat } from '@precis/shared';

export interface ExportRequest {
  format: ExportFormat;
  from?: string;
  to?: string;
  sourceId?: string;
}

/**
 * The address of an export. The browser downloads it as a plain link (the session cookie goes along), so a
 * large file streams to disk instead of into the page's memory; the server dates it in the time zone this
 * browser last sent.
 */
export function exportUrl({ format, from, to, sourceId }: ExportRequest): string {
  const query = new URLSearchParams({ format });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (sourceId) query.set('sourceId', sourceId);
  return `/api/v1/exports?${query}`;
}
