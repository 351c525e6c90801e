import { LIMITS, normaliseLabels } from '@precis/shared';

/** A tag typed in a note, Readwise's inline convention: a dot, then the name, at a word's start. */
const INLINE_TAG = /(^|\s)\.([\p{L}\p{N}_-]+)(?=\s|$)/gu;

export interface ParsedNote {
  /** The note without its tags, trimmed; "" when it held only tags. */
  note: string;
  tags: string[];
}

/**
 * Splits a Readwise note into its text and its inline tags (`.tag`). `.h1` to `.h6` head the highlight in
 * Readwise and `.c1` to `.c5` concatenate highlights: those stay text. Tags over the label length are kept
 * as text too, so nothing the person typed is lost.
 */
export function parseInlineTags(raw: string | null | undefined): ParsedNote {
  if (!raw) return { note: '', tags: [] };
  const tags: string[] = [];
  const note = raw.replace(INLINE_TAG, (match, lead: string, name: string) => {
    if (/^(h[1-6]|c[1-5])$/i.test(name) || name.length > LIMITS.labelMax) return match;
    tags.push(name);
    return lead;
  });
  return { note: note.replace(/[ \t]{2,}/g, ' ').trim(), tags: normaliseLabels(tags) };
}
