import type { FastifyReply } from 'fastify';
import { escapeHtml } from './html';

const PAGE_CSS = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fafafa;color:#18181b;
font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.6}
main{max-width:440px;padding:32px 24px;text-align:center}h1{font-size:1.4rem;margin:0 0 .5rem}
a{color:#4f46e5}@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}a{color:#a5b4fc}}`;

/**
 * A small self-contained HTML page (its own styles, light and dark) for the links opened from an e-mail
 * outside the app: a title, a few paragraphs and one link onwards. Every text is escaped here.
 */
export function messagePage(
  title: string,
  paragraphs: string[],
  link: { href: string; label: string },
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Precis</title><style>${PAGE_CSS}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body></html>
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
