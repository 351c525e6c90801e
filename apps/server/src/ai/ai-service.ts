import type { CategoryCode, SummarizationType } from '@precis/shared';

export interface HighlightForAi {
  id: string;
  content: string;
  source?: string | null;
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

/** The two AI operations (issue 4), behind the configured provider or the built-in offline engine. */
export interface AiService {
  readonly providerName: string;
  categorise(highlight: HighlightForAi, signal?: AbortSignal): Promise<CategoryCode[]>;
  summarise(input: SummariseInput, signal?: AbortSignal): Promise<SummaryResult>;
}
