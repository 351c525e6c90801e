import type { ParseOptions } from '../import-record';
import { instantOf, readWrittenDate } from '../written-date';
import { type ClippingKind, readClippingMetadata } from './kindle-metadata';
import type { RawClipping } from './kindle-records';
import { splitTitleAndAuthor } from './kindle-title';

/** One Kindle record read into its parts, before notes are attached and edits resolved. */
export interface Clipping {
  row: number;
  kind: ClippingKind;
  title: string;
  author?: string;
  text: string;
  range?: { start: number; end: number };
  page?: string;
  highlightedAt: Date | null;
  dateUnreadable?: string;
}

export type ClippingReading =
  | { ok: true; clipping: Clipping }
  | { ok: false; outcome: 'skipped' | 'failed'; message: string };

// Kindle writes this in place of the text once a publisher's export limit is reached, in the device's
// language; the line is always wrapped in angle brackets.
const CLIPPING_LIMIT = /^\s*<[^<>]*(?:limit|límite|limite|上限|限制|제한)[^<>]*>\s*$/iu;

export function readClipping(raw: RawClipping, options: ParseOptions, now: Date): ClippingReading {
  const lines = [...raw.lines];
  while (lines.length > 0 && lines[0]?.trim() === '') lines.shift();
  const [titleLine = '', metadataLine] = lines;
  if (metadataLine === undefined || !metadataLine.trimStart().startsWith('-')) {
    return { ok: false, outcome: 'failed', message: 'not a Kindle clipping: no "- Your Highlight …" line' };
  }
  const metadata = readClippingMetadata(metadataLine);
  if (metadata.kind === 'bookmark')
    return { ok: false, outcome: 'skipped', message: 'a bookmark, not a highlight' };
  const bodyLines = lines.slice(2);
  const withoutLimit = bodyLines.filter((line) => !CLIPPING_LIMIT.test(line));
  const text = withoutLimit.join('\n').trim();
  if (text === '') {
    if (withoutLimit.length < bodyLines.length) {
      return {
        ok: false,
        outcome: 'skipped',
        message: 'the Kindle clipping limit for this book was reached: the file holds no text for it',
      };
    }
    return {
      ok: false,
      outcome: 'skipped',
      message: metadata.kind === 'note' ? 'an empty note' : 'an empty highlight',
    };
  }
  if (text.includes('\uFFFD')) {
    return { ok: false, outcome: 'failed', message: 'the text holds bytes that are not valid UTF-8' };
  }
  const { title, author } = splitTitleAndAuthor(titleLine);
  if (title === '') return { ok: false, outcome: 'failed', message: 'the clipping has no book title' };
  const clipping: Clipping = {
    row: raw.row,
    kind: metadata.kind,
    title,
    author,
    text,
    range: metadata.location,
    page: metadata.page,
    highlightedAt: null,
  };
  if (metadata.dateText !== undefined) {
    const written = readWrittenDate(metadata.dateText);
    const reading = written ? instantOf(written, options.timeZone, now) : undefined;
    if (reading?.ok) clipping.highlightedAt = reading.date;
    else clipping.dateUnreadable = reading ? `${metadata.dateText} (${reading.reason})` : metadata.dateText;
  }
  return { ok: true, clipping };
}
