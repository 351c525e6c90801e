import { readWrittenDate } from '../written-date';

/**
 * The second line of a Kindle clipping, in whichever language the device spoke: what kind of clipping it is,
 * where in the book, and the date text (read separately). Fields are split by `|`, with or without spaces.
 */

export type ClippingKind = 'highlight' | 'note' | 'bookmark';

export interface ClippingMetadata {
  kind: ClippingKind;
  location?: { start: number; end: number };
  page?: string;
  /** The field that carries the date, as written; undefined when the device wrote none. */
  dateText?: string;
}

const BOOKMARK =
  /bookmark|lesezeichen|signet|marque-page|marcador|segnalibro|bladwijzer|书签|書籤|ブックマーク/iu;
const NOTE = /\bnote\b|\bnotiz\b|\bnota\b|\bnotitie\b|笔记|筆記|メモ/iu;

const LOCATION =
  /(?:location|\bloc\.|position|emplacement|posici[oó]n|posizione|posi[çc][ãa]o|locatie|位置)\s*(?:No\.)?\s*#?\s*(\d+)(?:\s*-\s*(\d+))?/iu;
const PAGE_WORD =
  /(?:\bpage|\bseite|\bp[áa]gina|\bpagina|\bpág\.|\bpagina)\s*([0-9]+|[ivxlcdm]+\b)(?:\s*-\s*([0-9]+|[ivxlcdm]+\b))?/iu;
const PAGE_CJK = /第\s*(\d+)(?:\s*-\s*(\d+))?\s*[页頁]|(\d+)(?:\s*-\s*(\d+))?\s*ページ|ページ\s*(\d+)/u;
const TIME_OR_CJK_DATE = /\d{1,2}:\d{2}|\d\s*年/u;

export function readClippingMetadata(line: string): ClippingMetadata {
  const fields = line
    .replace(/^[\s\uFEFF]*-\s*/, '')
    .split('|')
    .map((field) => field.trim())
    .filter((field) => field.length > 0);
  const dateIndex = findLastIndex(
    fields,
    (field) => TIME_OR_CJK_DATE.test(field) || readWrittenDate(field) !== undefined,
  );
  const placeFields = fields.filter((_, index) => index !== dateIndex);
  const place = placeFields.join(' | ');
  return {
    kind: BOOKMARK.test(place) ? 'bookmark' : NOTE.test(place) ? 'note' : 'highlight',
    location: readLocation(place),
    page: readPage(place),
    dateText: dateIndex >= 0 ? fields[dateIndex] : undefined,
  };
}

function readLocation(place: string): { start: number; end: number } | undefined {
  const match = LOCATION.exec(place);
  if (!match?.[1]) return undefined;
  const start = Number(match[1]);
  return { start, end: match[2] ? expandShortEnd(match[1], match[2]) : start };
}

/** Old firmware abbreviated a range's end ("242-43" is 242 to 243). */
function expandShortEnd(startText: string, endText: string): number {
  const start = Number(startText);
  const end = Number(endText);
  if (end >= start || endText.length >= startText.length) return end;
  const expanded = Number(startText.slice(0, startText.length - endText.length) + endText);
  return expanded >= start ? expanded : end;
}

function readPage(place: string): string | undefined {
  const word = PAGE_WORD.exec(place);
  if (word?.[1]) return word[2] && word[2] !== word[1] ? `${word[1]}-${word[2]}` : word[1];
  const cjk = PAGE_CJK.exec(place);
  if (!cjk) return undefined;
  const start = cjk[1] ?? cjk[3] ?? cjk[5];
  const end = cjk[2] ?? cjk[4];
  if (!start) return undefined;
  return end && end !== start ? `${start}-${end}` : start;
}

function findLastIndex<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index];
    if (item !== undefined && predicate(item)) return index;
  }
  return -1;
}
