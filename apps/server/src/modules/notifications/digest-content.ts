import type { AppContext } from '../../app-context';
import type { DigestTemplateInput } from '../../mail/digest-template';
import { countHighlightsInRange, findHighlightsInRange } from '../highlights';
import { timeZoneOfUser } from '../preferences';
import { digestReview } from '../review/index';
import { ensureAutoSummary } from '../summaries';
import type { SettingsRow } from './notifications.repository';
import { createUnsubscribeToken } from './unsubscribe-token';

/** Highlights listed in one digest; the rest are behind the "and N more" link. */
export const DIGEST_HIGHLIGHTS_MAX = 50;

export interface DigestRequest {
  settings: SettingsRow;
  periodStart: number;
  periodEnd: number;
  isTest: boolean;
}

/** Absolute links into the app, built on PUBLIC_URL so they work from a mail client. */
export function digestLinks(context: AppContext, userId: string): DigestTemplateInput['links'] {
  const base = context.config.publicUrl;
  const token = createUnsubscribeToken(context.secrets.unsubscribe, userId);
  return {
    highlights: `${base}/highlights`,
    settings: `${base}/settings`,
    unsubscribe: `${base}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/** Summaries link to highlights in the app as `](/highlights/<id>)`; a mail client needs the full address. */
export function absoluteLinks(markdown: string, publicUrl: string): string {
  return markdown.replace(/\]\(\//g, `](${publicUrl}/`);
}

/**
 * Everything the digest shows for a period: the automatic summary (made now, once per period; a test digest
 * does not make one, so a later scheduled digest still covers the whole period) and the period's highlights.
 */
export async function collectDigest(
  context: AppContext,
  request: DigestRequest,
): Promise<DigestTemplateInput> {
  const { settings, periodStart, periodEnd } = request;
  const userId = settings.user_id;
  // The zone the user was last seen in, for dates as they read them (the schedule keeps its own zone).
  const timeZone = await timeZoneOfUser(context.db.kysely, userId);
  const summary = request.isTest
    ? null
    : await ensureAutoSummary(context, {
        userId,
        frequency: settings.frequency,
        periodStart,
        periodEnd,
        timeZone,
      });
  // Newest first, as in the app: when there are more than fit, the latest ones are shown.
  const db = context.db.kysely;
  const highlights = (
    await findHighlightsInRange(db, userId, periodStart, periodEnd, undefined, {
      newest: DIGEST_HIGHLIGHTS_MAX,
    })
  ).reverse();
  const totalHighlights =
    highlights.length < DIGEST_HIGHLIGHTS_MAX
      ? highlights.length
      : await countHighlightsInRange(db, userId, periodStart, periodEnd);
  const links = digestLinks(context, userId);
  const review = await digestReview(context, { userId, timeZone });
  return {
    frequency: settings.frequency,
    period: { start: periodStart, end: periodEnd },
    timeZone,
    summary: summary && {
      title: summary.summaryTitle,
      text: absoluteLinks(summary.summaryText, context.config.publicUrl),
    },
    highlights: highlights.map((highlight) => ({
      id: highlight.id,
      content: highlight.content,
      source: highlight.source,
      comment: highlight.comment,
      createdAt: Date.parse(highlight.createdDate),
      url: `${context.config.publicUrl}/highlights/${encodeURIComponent(highlight.id)}`,
    })),
    totalHighlights,
    links,
    isTest: request.isTest,
    review,
  };
}
