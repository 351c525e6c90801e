/** Helpers that turn untrusted highlight text into safe, single-line Markdown. */

/** C0 controls except tab and newline, DEL, C1 controls, zero-width and bidirectional-override characters. */
function isUnwanted(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

export const MAX_QUOTE_LENGTH = 320;

export function stripControlCharacters(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  let out = '';
  for (let i = 0; i < normalised.length; i += 1) {
    const code = normalised.charCodeAt(i);
    if (!isUnwanted(code)) out += normalised[i];
  }
  return out;
}

/**
 * Escapes what could turn quoted text into markup: HTML (< > and entity-looking &), link and image brackets,
 * backslashes, and block markers at the start of the line.
 */
export function escapeMarkdownText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([[\]`])/g, '\\$1')
    .replace(/^([#+*-]|\d+[.)])/, '\\$1');
}

/** Collapses whitespace and cuts overlong text at a word boundary. */
export function tidyQuote(text: string, maxLength = MAX_QUOTE_LENGTH): string {
  const single = stripControlCharacters(text).replace(/\s+/g, ' ').trim();
  if (single.length <= maxLength) return single;
  const cut = single.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export function sourceLink(highlightId: string): string {
  return `([source](/highlights/${encodeURIComponent(highlightId)}))`;
}

/** A Markdown bullet quoting `text`, traceable to its highlight. */
export function quoteBullet(
  text: string,
  highlightId: string,
  checkbox = false,
  maxLength = MAX_QUOTE_LENGTH,
  credit?: WorkCredit,
): string {
  const marker = checkbox ? '- [ ] ' : '- ';
  const quoted = escapeMarkdownText(tidyQuote(text, maxLength));
  const credited = credit === undefined ? quoted : `${quoted} — ${creditLine(credit)}`;
  return `${marker}${credited} ${sourceLink(highlightId)}`;
}

/** Who wrote a quoted passage and in what work, as a careful quoter names them after the quote. */
export interface WorkCredit {
  author: string | null;
  title: string | null;
}

/** "Oliver Burkeman, *Four Thousand Weeks*", "*Four Thousand Weeks*" or "Oliver Burkeman". */
function creditLine({ author, title }: WorkCredit): string {
  const work = title ? `*${escapeMarkdownText(title).replace(/[*_]/g, '\\$&')}*` : '';
  const by = author ? escapeMarkdownText(author).replace(/[*_]/g, '\\$&') : '';
  return [by, work].filter(Boolean).join(', ');
}

export function italicLine(text: string): string {
  return `_${text}_`;
}
