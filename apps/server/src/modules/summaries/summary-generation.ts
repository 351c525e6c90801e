import { type CategoryCode, isCategoryCode } from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config';
import { UnprocessableError } from '../../lib/errors';
import { countHighlightsInRange, findHighlightsInRange } from '../highlights';
import { completeSummary, type SummaryRow } from './summaries.repository';
import { parseCategories } from './summary-fields';
import { MAX_SUMMARY_CHARACTERS, withinBudget } from './summary-text-budget';

/** The generation ran but cannot succeed as things stand: retrying the same job would not help. */
export class NothingToSummariseError extends UnprocessableError {}

export const noHighlightsMessage = (category: string | undefined) =>
  `There are no highlights in this date range${category ? ` for the category ${category}` : ''}. ` +
  'Save some highlights first or pick a wider range.';

/**
 * The most a summary draws on: the newest highlights of a range holding more. Keeps the AI's work (and the
 * stored links) bounded even for a year of daily reading at the highlight limit.
 */
export const MAX_SUMMARY_HIGHLIGHTS = 1000;

/**
 * What a summary of a range holding more than MAX_SUMMARY_HIGHLIGHTS says first, so a year of imported reading
 * is not taken for its last weeks without a word.
 */
export function leftOutLine(drawn: number, total: number): string | undefined {
  if (total <= drawn) return undefined;
  const count = (value: number) => value.toLocaleString('en-US');
  const older = total - drawn;
  return (
    `_Drawn from the newest ${count(drawn)} of the ${count(total)} highlights of this period: ` +
    `the ${count(older)} older ${older === 1 ? 'one is' : 'ones are'} left out. A shorter period or a category takes them in._`
  );
}

/** What a summary says first when the longest highlights (pasted articles) were read in part. */
export function readInPartLine(cutTo: number | undefined): string | undefined {
  if (cutTo === undefined) return undefined;
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    `_The longest highlights were read in part, their first ${count(cutTo)} characters each: ` +
    `a summary reads at most ${count(MAX_SUMMARY_CHARACTERS)} characters in all._`
  );
}

/** A long range takes several AI calls in a row (batches, then their combination): allow for a few. */
export function generationTimeLimitMs(config: Config): number {
  return Math.max(config.ai.timeoutMs * 5, 5 * 60_000);
}

export function categoryOf(row: Pick<SummaryRow, 'categories'>): CategoryCode | undefined {
  const [first] = parseCategories(row.categories);
  return first !== undefined && isCategoryCode(first) ? first : undefined;
}

/**
 * Builds the summary of a PROCESSING row: the user's highlights in its range (and category), through the
 * configured AI service, stored with their links. Returns what was stored, or null when the row stopped
 * being PROCESSING meanwhile (deleted, or finished elsewhere).
 */
export async function generateSummary(
  context: AppContext,
  summary: SummaryRow,
  timeZone: string,
  signal?: AbortSignal,
): Promise<{ title: string; text: string } | null> {
  const category = categoryOf(summary);
  // end_at is inclusive; the highlights query takes a half-open range.
  const range = [context.db.kysely, summary.user_id, summary.start_at, summary.end_at + 1, category] as const;
  const highlights = await findHighlightsInRange(...range, { newest: MAX_SUMMARY_HIGHLIGHTS });
  const total =
    highlights.length < MAX_SUMMARY_HIGHLIGHTS ? highlights.length : await countHighlightsInRange(...range);
  if (highlights.length === 0) {
    throw new NothingToSummariseError(
      'The highlights of this date range have been deleted, so there is nothing left to summarise.',
    );
  }
  // Contents, then comments: what the AI reads, within one budget.
  const read = withinBudget([
    ...highlights.map((highlight) => highlight.content),
    ...highlights.map((highlight) => highlight.comment ?? ''),
  ]);
  const result = await context.ai.summarise(
    {
      highlights: highlights.map((highlight, index) => ({
        id: highlight.id,
        content: read.texts[index] ?? highlight.content,
        source: highlight.source,
        author: highlight.author,
        location: highlight.location,
        comment:
          highlight.comment === null ? null : (read.texts[highlights.length + index] ?? highlight.comment),
        createdAt: highlight.createdDate,
      })),
      type: summary.summarization_type,
      category: category ?? null,
      period: {
        start: new Date(summary.start_at).toISOString(),
        end: new Date(summary.end_at).toISOString(),
      },
      timeZone,
    },
    signal,
  );
  const said = [leftOutLine(highlights.length, total), readInPartLine(read.cutTo)];
  const markdown = [...said.filter((line) => line !== undefined), result.markdown].join('\n\n');
  const stored = await completeSummary(context.db.kysely, summary, {
    title: result.title.trim() || summary.title,
    text: markdown,
    links: highlights.map((highlight) => ({ highlightId: highlight.id, content: highlight.content })),
  });
  return stored ? { title: result.title.trim() || summary.title, text: markdown } : null;
}
