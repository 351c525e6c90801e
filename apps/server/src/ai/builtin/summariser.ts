import {
  type CategoryCode,
  categoryDisplayName,
  SUMMARIZATION_TYPES,
  type SummarizationType,
} from '@precis/shared';
import type {
  SummariseInput as ServiceSummariseInput,
  SummaryResult as ServiceSummaryResult,
} from '../ai-service';
import type { KeyPhrase } from './key-phrases';
import { italicLine } from './markdown';
import { formatPeriod, type PeriodLabel, safeTimeZone } from './period';
import { readingSubject } from './reading-subject';
import { buildContext, type HighlightInput, type SummaryContext, savedHighlights } from './summary-context';
import { SHAPES } from './summary-shapes';
import { buildTitle } from './summary-title';

export type { HighlightInput } from './summary-context';

/** The service's input, with read-only highlights; an end at local midnight is read as exclusive. */
export type SummariseInput = Omit<ServiceSummariseInput, 'highlights'> & {
  highlights: readonly HighlightInput[];
};

export interface SummaryResult extends ServiceSummaryResult {
  /** Ids of the highlights the summary quotes or draws its themes from, in input order. */
  usedHighlightIds: string[];
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function introLine(context: SummaryContext, category: CategoryCode | null | undefined): string {
  const saved = savedHighlights(context);
  const sources = new Set(saved.map((highlight) => highlight.source).filter(Boolean)).size;
  const fromSources = sources > 0 ? ` from ${plural(sources, 'source')}` : '';
  const inCategory = category ? ` in ${categoryDisplayName(category)}` : '';
  return italicLine(`Based on ${plural(saved.length, 'highlight')}${fromSources}${inCategory}.`);
}

function emptyResult(message: string, period: PeriodLabel | undefined, subject: string): SummaryResult {
  return {
    title: buildTitle({ phrases: [], period, fallbackSubject: subject }),
    markdown: `${italicLine(message)}\n`,
    usedHighlightIds: [],
  };
}

/**
 * A list's title names what it lists: "Action items: Migration Plan & Venue", not the themes of the highlights it
 * left out ("Announcing & Mobile App"), nor a word of one item of many that the rest of the period repeats ("Issues:
 * Card" over seven faults, one of them a card reader): of two items or more, a phrase must be in two. With nothing
 * listed, the whole period's themes; with no phrase its items share, none (the list's name alone).
 */
function titlePhrases(context: SummaryContext, listed: ReadonlySet<number> | undefined): KeyPhrase[] {
  if (listed === undefined || listed.size === 0) return context.phrases;
  const needed = Math.min(2, listed.size);
  return context.phrases.filter(
    (phrase) => phrase.highlightIndexes.filter((index) => listed.has(index)).length >= needed,
  );
}

/**
 * Extractive, type-aware summary of highlights: sentences ranked by TextRank, shaped by the summary type,
 * every bullet quoting its sentence and linking to its highlight. Deterministic and offline.
 */
export function summarise(input: SummariseInput): SummaryResult {
  const timeZone = safeTimeZone(input.timeZone);
  const period = formatPeriod(input.period.start, input.period.end, timeZone);
  const subject = input.category ? categoryDisplayName(input.category) : 'Highlights';
  if (input.highlights.length === 0) {
    return emptyResult('There were no highlights to summarise in this period.', period, 'No highlights');
  }

  const context = buildContext(input.highlights, timeZone);
  if (context.sentences.length === 0) {
    return emptyResult('These highlights contain no text to summarise.', period, subject);
  }

  const type: SummarizationType = SUMMARIZATION_TYPES.includes(input.type) ? input.type : 'AUTO';
  const shape = SHAPES[type](context);
  const markdown = `${[introLine(context, input.category), ...shape.blocks].join('\n\n')}\n`;
  // A note quoted is its highlight used.
  const used = new Set([...shape.used].map((index) => context.highlights[index]?.noteOn ?? index));
  const usedIds = new Set(
    savedHighlights(context)
      .filter((highlight) => used.has(highlight.index))
      .map((highlight) => highlight.id),
  );
  const titled = shape.titlePrefix ? shape.used : undefined;
  const title = buildTitle({
    phrases: titlePhrases(context, titled),
    names: readingSubject(context, titled),
    prefix: shape.titlePrefix,
    period,
    // "Issues — Nov 3, 2026" says more than "Issues: Highlights"; a category asked for still names the list.
    fallbackSubject: shape.titlePrefix && !input.category ? undefined : subject,
  });
  return { title, markdown, usedHighlightIds: [...usedIds] };
}
