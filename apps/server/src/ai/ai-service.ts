import type { CategoryCode, SummarizationType } from '@precis/shared';
import type { BatchCategorisationReport, BatchLogger } from './batch-categorise';

export interface HighlightForAi {
  id: string;
  content: string;
  source?: string | null;
  /** Who wrote the passage: a highlight with an author quotes someone else's work. */
  author?: string | null;
  /** Where in its source it sits (a page, a Kindle location; a Readwise "order" is only an ordinal). */
  location?: { type: string; value: string } | null;
  comment?: string | null;
  createdAt: string;
}

export interface SummariseInput {
  highlights: HighlightForAi[];
  type: SummarizationType;
  category?: CategoryCode | null;
  period: { start: string; end: string };
  timeZone?: string;
}

export interface SummaryResult {
  title: string;
  markdown: string;
}

/** The two AI operations (categorise a highlight, write a summary), behind the configured provider or the built-in offline engine. */
export interface AiService {
  readonly providerName: string;
  categorise(highlight: HighlightForAi, signal?: AbortSignal): Promise<CategoryCode[]>;
  /**
   * Only engines that answer in-process within microseconds (the built-in one): the same codes as
   * categorise(), at once, so a new highlight is saved categorised instead of queued for a job.
   */
  categoriseNow?(highlight: Omit<HighlightForAi, 'id' | 'createdAt'>): CategoryCode[];
  /**
   * Many highlights at once (an import): a model gets several per call under a rate cap, with the cost
   * estimate logged; the highlights of a failed batch are categorised by the built-in engine, recorded in
   * the report.
   */
  categoriseMany(
    highlights: readonly HighlightForAi[],
    options?: { signal?: AbortSignal; logger?: BatchLogger },
  ): Promise<BatchCategorisationReport>;
  summarise(input: SummariseInput, signal?: AbortSignal): Promise<SummaryResult>;
}
