import { LIMITS } from '@precis/shared';

// Invisible characters that mean nothing in a saved passage: zero-width spaces, word joiners, BOMs (the
// zero-width joiners stay: emoji and some scripts need them).
const INVISIBLE = /\u200B|\u2060|\uFEFF/g;
const SPACES = /[^\S\n]+/g;

/**
 * A selection's text as Markdown paragraphs: each line of the selection (a block, a list item, a line
 * break) becomes a paragraph, runs of spaces and tabs become one space, and paragraphs are separated by
 * one blank line, since a single newline would be joined into the previous line when Markdown is shown.
 */
export function selectionToMarkdown(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n\n');
}

export type CaptureTextCheck = { ok: true; content: string } | { ok: false; message: string };

/** Whether a selection can be saved: something selected, and no longer than a highlight may be. */
export function checkCaptureText(raw: string): CaptureTextCheck {
  const content = selectionToMarkdown(raw);
  if (!content) return { ok: false, message: 'Select some text on the page first.' };
  if (content.length > LIMITS.contentMax) {
    return {
      ok: false,
      message: `This selection is too long to save: ${content.length.toLocaleString('en-US')} characters, and a highlight holds at most ${LIMITS.contentMax.toLocaleString('en-US')}. Select a shorter passage.`,
    };
  }
  return { ok: true, content };
}

/** The page title as the highlight's source, shortened to what a source may hold. */
export function sourceFromTitle(title: string, fallbackUrl: string): string {
  const source = title.replace(/\s+/g, ' ').trim() || new URL(fallbackUrl).hostname || fallbackUrl;
  return source.length > LIMITS.sourceMax ? `${source.slice(0, LIMITS.sourceMax - 3)}...` : source;
}
