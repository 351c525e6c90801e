import { setTimeout as sleep } from 'node:timers/promises';
import type { PeriodSummarizationType } from '@precis/shared';
import type { AppContext } from '../../app-context';
import { newId } from '../../lib/ids';
import { countHighlightsCreatedBetween } from '../highlights';
import {
  failSummary,
  findSummary,
  findSummaryByPeriod,
  insertSummaryUnlessPeriodTaken,
  type SummaryRow,
  transitionSummary,
} from './summaries.repository';
import { readableFailure } from './summary-failure';
import { generateSummary, generationTimeLimitMs } from './summary-generation';
import { provisionalTitle } from './summary-period';
import { buildSummaryRow } from './summary-row';

export interface AutoSummaryRequest {
  userId: string;
  frequency: PeriodSummarizationType;
  /** The digest's period as a half-open range [periodStart, periodEnd) in epoch ms. */
  periodStart: number;
  periodEnd: number;
  timeZone: string;
}

export interface AutoSummaryResult {
  summaryTitle: string;
  summaryText: string;
}

const POLL_INTERVAL_MS = 200;

/**
 * The automatic summary of a digest period (source AUTO, type = the frequency), made once per user and
 * period and generated synchronously. Returns null when the period has no highlights, or when generation
 * failed: the summary then stays FAILED with a readable error (and a Retry action in the app), and the
 * digest goes out without it. Calling again for a FAILED period tries the generation once more.
 * Concurrent callers are safe: the unique (user_id, period_key) index lets one insert win; the others
 * wait for its outcome instead of generating a second summary.
 */
export async function ensureAutoSummary(
  context: AppContext,
  request: AutoSummaryRequest,
): Promise<AutoSummaryResult | null> {
  const db = context.db.kysely;
  const periodKey = `${request.frequency}:${request.periodStart}`;
  let existing = await findSummaryByPeriod(db, request.userId, periodKey);
  if (!existing) {
    const count = await countHighlightsCreatedBetween(
      db,
      request.userId,
      request.periodStart,
      request.periodEnd,
    );
    if (count === 0) return null;
    const now = Date.now();
    const row = buildSummaryRow({
      id: newId(now),
      user_id: request.userId,
      summarization_type: request.frequency,
      categories: '[]',
      title: provisionalTitle(request.frequency, undefined, {
        startMs: request.periodStart,
        endMs: request.periodEnd - 1,
        timeZone: request.timeZone,
      }),
      text: '',
      start_at: request.periodStart,
      end_at: request.periodEnd - 1,
      status: 'PROCESSING',
      error: null,
      source: 'AUTO',
      period_key: periodKey,
      created_at: now,
      updated_at: now,
    });
    if (await insertSummaryUnlessPeriodTaken(db, row)) return generate(context, row, request.timeZone);
    existing = await findSummaryByPeriod(db, request.userId, periodKey);
    if (!existing) return null;
  }
  if (existing.status === 'READY') return resultOf(existing);

  // A FAILED summary is tried again; one stuck in progress (its worker crashed) is taken over.
  const claimed = await transitionSummary(db, existing.user_id, existing.id, {
    from: ['FAILED'],
    to: 'PROCESSING',
    staleFrom: ['PENDING', 'PROCESSING'],
    staleBefore: Date.now() - staleAfterMs(context),
  });
  if (claimed) return generate(context, existing, request.timeZone);
  return waitForOutcome(context, existing);
}

async function generate(
  context: AppContext,
  row: SummaryRow,
  timeZone: string,
): Promise<AutoSummaryResult | null> {
  try {
    const stored = await generateSummary(
      context,
      row,
      timeZone,
      AbortSignal.timeout(generationTimeLimitMs(context.config)),
    );
    return stored ? { summaryTitle: stored.title, summaryText: stored.text } : null;
  } catch (error) {
    await failSummary(context.db.kysely, row.user_id, row.id, readableFailure(error));
    return null;
  }
}

/** Another caller is generating this period's summary: wait for it rather than make a second one. */
async function waitForOutcome(context: AppContext, row: SummaryRow): Promise<AutoSummaryResult | null> {
  const deadline = Date.now() + staleAfterMs(context);
  while (Date.now() < deadline) {
    await sleep(POLL_INTERVAL_MS);
    const current = await findSummary(context.db.kysely, row.user_id, row.id);
    if (!current || current.status === 'FAILED') return null;
    if (current.status === 'READY') return resultOf(current);
  }
  return null;
}

/** An automatic summary left PROCESSING this long was abandoned by a worker that died. */
export function staleAfterMs(context: AppContext): number {
  return generationTimeLimitMs(context.config) + 30_000;
}

function resultOf(row: SummaryRow): AutoSummaryResult {
  return { summaryTitle: row.title, summaryText: row.text };
}
