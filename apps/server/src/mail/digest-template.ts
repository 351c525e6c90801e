import type { NotificationFrequency } from '@precis/shared';
import { escapeHtml } from '../lib/html';
import { formatMoment, formatPeriod, snippet } from './digest-format';
import { decodeEntities, markdownToEmailHtml } from './digest-markdown';

export interface DigestHighlight {
  id: string;
  content: string;
  source: string | null;
  comment: string | null;
  createdAt: number;
  url: string;
}

/** A highlight due in review, with its one-click rating links. */
export interface DigestReviewItem {
  content: string;
  source: string | null;
  links: { good: string; again: string; discard: string };
}

export interface DigestTemplateInput {
  frequency: NotificationFrequency;
  period: { start: number; end: number };
  timeZone: string;
  summary: { title: string; text: string } | null;
  /** At most the ones to show; `totalHighlights` counts all of the period. */
  highlights: DigestHighlight[];
  totalHighlights: number;
  links: { highlights: string; settings: string; unsubscribe: string };
  isTest: boolean;
  /** "From your library": up to five highlights due in review, and the link to the whole review. */
  review?: { items: DigestReviewItem[]; url: string } | null;
}

export interface RenderedDigest {
  subject: string;
  text: string;
  html: string;
}

export const CONTENT_PREVIEW_CHARS = 500;
const COMMENT_PREVIEW_CHARS = 300;

const FREQUENCY_WORD: Record<NotificationFrequency, string> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
};

// Light colours inline (what every client shows); the <style> block swaps them in dark mode where supported.
const C = {
  page: '#f4f4f5',
  card: '#ffffff',
  border: '#e4e4e7',
  text: '#18181b',
  muted: '#52525b',
  link: '#4f46e5',
};
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const TEXT = `${FONT}color:${C.text};font-size:15px;line-height:1.6;`;
const MARKDOWN_STYLES = {
  heading: `${TEXT}margin:16px 0 4px;font-size:16px;`,
  paragraph: `${TEXT}margin:0 0 12px;`,
  list: `${TEXT}margin:0 0 12px;padding-left:22px;`,
  listItem: 'margin:0 0 4px;',
  quote: `${TEXT}margin:0 0 12px;padding-left:12px;border-left:3px solid ${C.border};color:${C.muted};`,
  code: `font-family:Menlo,Consolas,monospace;font-size:13px;background-color:${C.page};padding:1px 4px;border-radius:4px;`,
  link: `color:${C.link};`,
};

const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .bg { background-color: #09090b !important; }
  .card, .sep { border-color: #3f3f46 !important; }
  .card { background-color: #18181b !important; }
  .text, .text p, .text li, .text strong { color: #f4f4f5 !important; }
  .text blockquote { color: #a1a1aa !important; border-color: #3f3f46 !important; }
  .text code { background-color: #27272a !important; color: #f4f4f5 !important; }
  .muted { color: #a1a1aa !important; }
  a, .link { color: #a5b4fc !important; }
  .button { background-color: #818cf8 !important; color: #09090b !important; }
}
@media only screen and (max-width: 620px) {
  .container { width: 100% !important; }
  .pad { padding: 18px 16px !important; }
}`;

export function digestSubject(input: Pick<DigestTemplateInput, 'period' | 'timeZone' | 'isTest'>): string {
  const label = formatPeriod(input.period.start, input.period.end, input.timeZone);
  return `${input.isTest ? '[Test] ' : ''}Your Precis digest: ${label}`;
}

function highlightsHeading(input: DigestTemplateInput): string {
  const count = input.totalHighlights;
  return count === 1 ? 'Your highlight (1)' : `Your highlights (${count})`;
}

function summaryNote(input: DigestTemplateInput): string | null {
  if (input.summary) return null;
  if (input.isTest)
    return 'This is a test e-mail. Scheduled digests also hold the automatic summary of the period.';
  return null;
}

export function renderDigestText(input: DigestTemplateInput): string {
  const period = formatPeriod(input.period.start, input.period.end, input.timeZone);
  const lines = [`Your ${FREQUENCY_WORD[input.frequency]} Precis digest`, period, ''];
  const note = summaryNote(input);
  if (note) lines.push(note, '');
  if (input.summary)
    lines.push(`SUMMARY: ${input.summary.title}`, '', decodeEntities(input.summary.text.trim()), '');
  lines.push(highlightsHeading(input).toUpperCase(), '');
  if (input.highlights.length === 0) lines.push('You saved no highlights in this period.', '');
  input.highlights.forEach((highlight, index) => {
    lines.push(`${index + 1}. ${snippet(highlight.content, CONTENT_PREVIEW_CHARS)}`);
    const meta = [highlight.source, formatMoment(highlight.createdAt, input.timeZone)].filter(Boolean);
    lines.push(`   ${meta.join(' · ')}`);
    if (highlight.comment) lines.push(`   Note: ${snippet(highlight.comment, COMMENT_PREVIEW_CHARS)}`);
    lines.push(`   ${highlight.url}`, '');
  });
  const more = input.totalHighlights - input.highlights.length;
  if (more > 0) lines.push(`...and ${more} more: ${input.links.highlights}`, '');
  if (input.review?.items.length) {
    lines.push(REVIEW_HEADING.toUpperCase(), '');
    input.review.items.forEach((item, index) => {
      lines.push(`${index + 1}. ${snippet(item.content, CONTENT_PREVIEW_CHARS)}`);
      if (item.source) lines.push(`   ${item.source}`);
      lines.push(
        `   Good: ${item.links.good}`,
        `   Again: ${item.links.again}`,
        `   Discard: ${item.links.discard}`,
        '',
      );
    });
    lines.push(`Today's review: ${input.review.url}`, '');
  }
  lines.push(
    '--',
    `Open Precis: ${input.links.highlights}`,
    `Digest settings: ${input.links.settings}`,
    `Unsubscribe: ${input.links.unsubscribe}`,
  );
  return `${lines.join('\n')}\n`;
}

const REVIEW_HEADING = 'From your library';

function reviewHtml(review: NonNullable<DigestTemplateInput['review']>): string {
  const action = (href: string, label: string) =>
    `<a class="link" href="${escapeHtml(href)}" style="color:${C.link};font-weight:600;">${escapeHtml(label)}</a>`;
  const items = review.items
    .map((item, index) => {
      const separator = index === review.items.length - 1 ? '' : `border-bottom:1px solid ${C.border};`;
      const source = item.source
        ? `<p class="muted" style="${FONT}margin:6px 0 0;font-size:13px;color:${C.muted};word-break:break-word;">${escapeHtml(item.source)}</p>`
        : '';
      return `<div class="sep" style="padding:12px 0;${separator}">
<p class="text" style="${TEXT}margin:0;white-space:pre-line;word-break:break-word;">${escapeHtml(snippet(item.content, CONTENT_PREVIEW_CHARS))}</p>
${source}<p style="${FONT}margin:8px 0 0;font-size:14px;">${action(item.links.good, 'Good')} &middot; ${action(item.links.again, 'Again')} &middot; ${action(item.links.discard, 'Discard')}</p>
</div>`;
    })
    .join('\n');
  return `${sectionTitle(REVIEW_HEADING)}${items}<p class="text" style="${TEXT}margin:12px 0 0;"><a class="link" href="${escapeHtml(review.url)}" style="color:${C.link};">Open today’s review</a></p>`;
}

const card = (inner: string) =>
  `<tr><td class="card pad" style="background-color:${C.card};border:1px solid ${C.border};border-radius:12px;padding:24px;">${inner}</td></tr>
<tr><td style="height:16px;line-height:16px;font-size:0;">&nbsp;</td></tr>`;

const sectionTitle = (title: string) =>
  `<p class="text" style="${TEXT}margin:0 0 12px;font-size:17px;font-weight:700;">${escapeHtml(title)}</p>`;

function highlightHtml(highlight: DigestHighlight, input: DigestTemplateInput, last: boolean): string {
  const meta = [highlight.source, formatMoment(highlight.createdAt, input.timeZone)]
    .filter((value): value is string => Boolean(value))
    .map(escapeHtml)
    .join(' &middot; ');
  const comment = highlight.comment
    ? `<p class="muted" style="${TEXT}margin:6px 0 0;color:${C.muted};font-size:14px;"><em>${escapeHtml(snippet(highlight.comment, COMMENT_PREVIEW_CHARS))}</em></p>`
    : '';
  const separator = last ? '' : `border-bottom:1px solid ${C.border};`;
  return `<div class="sep" style="padding:12px 0;${separator}">
<p class="text" style="${TEXT}margin:0;white-space:pre-line;word-break:break-word;">${escapeHtml(snippet(highlight.content, CONTENT_PREVIEW_CHARS))}</p>
${comment}<p class="muted" style="${FONT}margin:6px 0 0;font-size:13px;color:${C.muted};word-break:break-word;">${meta} &middot; <a class="link" href="${escapeHtml(highlight.url)}" style="color:${C.link};">Open</a></p>
</div>`;
}

export function renderDigestHtml(input: DigestTemplateInput): string {
  const subject = digestSubject(input);
  const period = formatPeriod(input.period.start, input.period.end, input.timeZone);
  const note = summaryNote(input);
  const link = (href: string, label: string) =>
    `<a class="link" href="${escapeHtml(href)}" style="color:${C.link};">${escapeHtml(label)}</a>`;
  const more = input.totalHighlights - input.highlights.length;
  const summaryCard = input.summary
    ? card(
        `${sectionTitle(input.summary.title)}<div class="text">${markdownToEmailHtml(input.summary.text, MARKDOWN_STYLES)}</div>`,
      )
    : '';
  const highlightsBody =
    input.highlights.length === 0
      ? `<p class="muted" style="${TEXT}margin:0;color:${C.muted};">You saved no highlights in this period.</p>`
      : input.highlights.map((h, i) => highlightHtml(h, input, i === input.highlights.length - 1)).join('\n');
  const moreLine =
    more > 0
      ? `<p class="text" style="${TEXT}margin:12px 0 0;">${link(input.links.highlights, `...and ${more} more`)}</p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<style>${DARK_MODE_CSS}</style>
</head>
<body class="bg" style="margin:0;padding:0;background-color:${C.page};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(`${highlightsHeading(input)} · ${period}`)}</div>
<table role="presentation" class="bg" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${C.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td class="pad" style="padding:0 4px 16px;">
<p class="muted" style="${FONT}margin:0;font-size:13px;font-weight:600;letter-spacing:0.04em;text-transform:uppercase;color:${C.muted};">Precis &middot; ${FREQUENCY_WORD[input.frequency]} digest</p>
<h1 class="text" style="${FONT}margin:4px 0 0;font-size:22px;line-height:1.3;color:${C.text};">${escapeHtml(period)}</h1>
${note ? `<p class="muted" style="${TEXT}margin:8px 0 0;color:${C.muted};font-size:14px;">${escapeHtml(note)}</p>` : ''}
</td></tr>
${summaryCard}
${card(`${sectionTitle(highlightsHeading(input))}${highlightsBody}${moreLine}`)}
${input.review?.items.length ? card(reviewHtml(input.review)) : ''}
<tr><td align="center" style="padding:4px 0 20px;">
<a class="button" href="${escapeHtml(input.links.highlights)}" style="${FONT}display:inline-block;background-color:${C.link};color:#ffffff;text-decoration:none;font-size:15px;font-weight:600;padding:12px 22px;border-radius:8px;">Open Precis</a>
</td></tr>
<tr><td class="pad" style="padding:0 4px;">
<p class="muted" style="${FONT}margin:0;font-size:12px;line-height:1.6;color:${C.muted};text-align:center;">You receive this because digests are on in your Precis settings.<br>${link(input.links.settings, 'Digest settings')} &middot; ${link(input.links.unsubscribe, 'Unsubscribe')}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function renderDigest(input: DigestTemplateInput): RenderedDigest {
  return { subject: digestSubject(input), text: renderDigestText(input), html: renderDigestHtml(input) };
}
