import type { Summary } from '@precis/shared';
import { objectFromRow } from '../../db/api-fields';
import type { SummaryLinkRow, SummaryView } from './summaries.repository';
import { SUMMARY_FIELDS, type SummaryRecordRow } from './summary-fields';

/** The summary as the API answers it (SUMMARY_FIELDS), with the highlights it used. */
export function toSummary(row: SummaryView, links: readonly SummaryLinkRow[]): Summary {
  return objectFromRow<SummaryRecordRow, Summary>(SUMMARY_FIELDS, { ...row, links });
}
