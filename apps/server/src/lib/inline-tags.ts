import { LIMITS, normaliseLabels } from '@precis/shared';

/** A tag typed in a note, Readwise's inline convention: a dot, then the name, at a word's start. */
const INLINE_TAG = /(^|\s)\.([\p{L}\p{N}_-]+)(?=\s|$)/gu;

export interface ParsedNote {
  /** The note without its tags, trimmed; "" when it held only tags. */
  note: string;
  tags: string[];
}

/**
 * Splits a Readwise note into its text and its inline tags (`.tag`), as Readwise reads a note typed on an e-reader
 * or sent by a reading app. `.h1` to `.h6` head the highlight in Readwise, `.c1`, `.c2`... concatenate highlights
 * and `.qa` makes a question of it: those stay text. Tags over the label length are kept
 * as text too, so nothing the person typed is lost.
 */
export function parseInlineTags(raw: string | null | undefined): ParsedNote {
  if (!raw) return { note: '', tags: [] };
  const tags: string[] = [];
  const note = raw.replace(INLINE_TAG, (match, lead: string, name: string) => {
    if (/^(h[1-6]|c\d+|qa)$/i.test(name) || name.length > LIMITS.labelMax) return match;
    tags.push(name);
    return lead;
  });
  return { note: note.replace(/[ \t]{2,}/g, ' ').trim(), tags: normaliseLabels(tags) };
}
