import type { FastifyReply } from 'fastify';
import { escapeHtml } from './html';

const PAGE_CSS = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fafafa;color:#18181b;
font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.6}
main{max-width:480px;padding:32px 24px;text-align:center}h1{font-size:1.4rem;margin:0 0 .5rem}
blockquote{margin:0 0 .5rem;padding:12px 16px;border-left:3px solid #a1a1aa;text-align:left;white-space:pre-wrap}
.source{color:#71717a;margin:0 0 1.5rem}button{font:inherit;font-weight:600;padding:10px 20px;border:0;
border-radius:8px;background:#4f46e5;color:#fff;cursor:pointer}a{color:#4f46e5}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}a{color:#a5b4fc}.source{color:#a1a1aa}}`;

/** What a page may show beyond its paragraphs: a quoted highlight, and a button that posts a form. */
export interface MessagePageExtras {
  quote?: { text: string; source?: string | null };
  /**
   * Mail scanners and link previews open every link of a mail but submit no form: a link that changes anything
   * shows this button, and only a person's press does it. The action is relative to the page's own address.
   */
  form?: { action: string; button: string };
}

/**
 * A small self-contained HTML page (its own styles, light and dark) for the links opened from an e-mail
 * outside the app: a title, a few paragraphs, maybe a quote and a button, and one link onwards. Every text is
 * escaped here.
 */
export function messagePage(
  title: string,
  paragraphs: string[],
  link: { href: string; label: string },
  extras: MessagePageExtras = {},
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const { quote, form } = extras;
  const quoted = quote
    ? `<blockquote>${escapeHtml(quote.text)}</blockquote>${quote.source ? `<p class="source">${escapeHtml(quote.source)}</p>` : ''}`
    : '';
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Precis</title><style>${PAGE_CSS}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${quoted}${body}${button}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body></html>
`;
}

/** Sends such a page uncached and without a referrer: the URL that opened it carries a signed token. */
export const sendMessagePage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
