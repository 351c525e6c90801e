/** What every format parser produces: the highlights to save and an account of every other record. */
import type { ExportNotificationSettings, ExportSummary, ImportFormat } from '@precis/shared';

export type { ImportFormat };

export type SourceKind = 'book' | 'article' | 'web' | 'podcast' | 'video' | 'other';

export type LocationType = 'page' | 'location' | 'time' | 'order';

export interface ImportRecord {
  /** 1-based number of the record in the file (a CSV row, a Kindle clipping, a JSON item). */
  row: number;
  text: string;
  note?: string;
  title?: string;
  author?: string;
  sourceUrl?: string;
  /** The address of the passage itself (a text fragment link). */
  url?: string;
  sourceKind?: SourceKind;
  location?: { type: LocationType; value: string };
  /** null when the file gave no date or one that could not be read. */
  highlightedAt?: Date | null;
  /** The date as written, when the file gave one that could not be read. */
  dateUnreadable?: string;
  tags?: string[];
  /** Categories the AI gave it in the tool it came from (a Precis export). */
  categories?: string[];
  /**
   * A Precis export's highlight as the AI had categorised it: its categories stay as they were, without a new
   * categorisation, and the codes of them the AI added (null: not known) go back with them.
   */
  categorised?: { aiCategories: string[] | null };
  /** The source's identifier in the tool it came from (an ASIN). */
  externalId?: string;
  /** The highlight's id in the file it came from (a Precis export), which its summaries refer to. */
  fileId?: string;
}

/** What a Precis export holds besides highlights, each entry with its record number. */
export interface RestoreRecords {
  summaries: { row: number; summary: ExportSummary }[];
  notificationSettings: { row: number; settings: ExportNotificationSettings } | null;
}

export interface RecordIssue {
  row: number;
  message: string;
}

export interface ParseOutcome {
  format: ImportFormat;
  /** Records in the file: highlights + notes + bookmarks + everything skipped or failed. */
  total: number;
  records: ImportRecord[];
  /** Records that are not highlights (bookmarks, placeholders, empty bodies), each with its reason. */
  skipped: RecordIssue[];
  /** Records that could not be read, each with its reason. */
  failed: RecordIssue[];
  /** Records that repeat an earlier one in the same file (an edited Kindle highlight), each with the row kept. */
  duplicates: RecordIssue[];
  /** Notes that were attached to a highlight (they account for themselves through that highlight). */
  notesAttached: number;
  /** Highlights joined to an earlier one by Readwise's `.c2`, `.c3`... notes (they account for themselves through it). */
  piecesJoined: number;
  /** Summaries and settings to bring back once the highlights are saved (a Precis export). */
  restore?: RestoreRecords;
}

export interface ParseOptions {
  /** The IANA zone that dates without one (Kindle's) were written in. */
  timeZone: string;
  /** Dates after this instant are implausible (a wrong device clock) and are reported unreadable. */
  now?: Date;
}

/** The outcome of a file before any record is read: every list empty, `total` as the caller counts it. */
export function emptyOutcome(format: ImportFormat, total = 0): ParseOutcome {
  return {
    format,
    total,
    records: [],
    skipped: [],
    failed: [],
    duplicates: [],
    notesAttached: 0,
    piecesJoined: 0,
  };
}
