import { createHash } from 'node:crypto';
import { createHighlightSchema } from '@precis/shared';
import type { HighlightToSave } from '../highlights';
import type { SourceInput } from '../sources';
import type { ImportRecord } from './formats/import-record';

export type RecordCheck =
  | { ok: true; highlight: HighlightToSave & { source: SourceInput | null }; warnings: string[] }
  | { ok: false; message: string };

// A bad value in one of these loses only that value, not the highlight.
const DROPPABLE_FIELDS = new Set(['sourceUrl', 'url', 'location', 'highlightedAt']);

/** A parsed record checked against the same rules as a highlight saved by hand. */
export function recordToHighlight(record: ImportRecord): RecordCheck {
  const warnings: string[] = [];
  if (record.dateUnreadable !== undefined) {
    warnings.push(`imported without its date: "${record.dateUnreadable}" could not be read`);
  }
  const input = {
    content: record.text,
    source: record.title ?? null,
    comment: record.note ?? null,
    categories: record.categories ?? [],
    tags: record.tags ?? [],
    author: record.title ? (record.author ?? null) : null,
    sourceUrl: record.sourceUrl ?? null,
    sourceKind: record.sourceKind ?? null,
    location: record.location ?? null,
    url: record.url ?? null,
    highlightedAt: record.highlightedAt ? record.highlightedAt.toISOString() : null,
  };
  let parsed = createHighlightSchema.safeParse(input);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => String(issue.path[0] ?? ''));
    if (fields.every((field) => DROPPABLE_FIELDS.has(field))) {
      const kept: Record<string, unknown> = { ...input };
      for (const field of fields) kept[field] = null;
      for (const issue of parsed.error.issues)
        warnings.push(`imported without ${issue.path.join('.')}: ${issue.message}`);
      parsed = createHighlightSchema.safeParse(kept);
    }
  }
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'invalid highlight' };
  const value = parsed.data;
  const title = value.source ?? value.sourceUrl;
  return {
    ok: true,
    warnings,
    highlight: {
      content: value.content,
      comment: value.comment ?? null,
      categories: value.categories,
      tags: value.tags,
      source: title
        ? {
            title,
            author: value.author,
            url: value.sourceUrl,
            kind: value.sourceKind,
            externalId: record.externalId,
          }
        : null,
      location: value.location ?? null,
      url: value.url ?? null,
      highlightedAt: value.highlightedAt ?? null,
      categorised: record.categorised,
    },
  };
}

/** The text an import compares to find a duplicate: same characters, whitespace runs as one space. */
export function normalisedText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * What an import remembers of a text to find a duplicate: a digest of its normalised text, so that the texts of
 * a large file and of the sources it adds to cost a few dozen bytes each instead of their length twice over.
 */
export function duplicateKey(text: string): string {
  return createHash('sha256').update(normalisedText(text)).digest('base64');
}
