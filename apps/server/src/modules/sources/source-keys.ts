/**
 * How a source is found again: by URL, or else by title and author compared without case, accents, or
 * surrounding and repeated spaces. Both keys are computed here, never in SQL, so that both databases (and
 * the migration that turned the old `source` strings into sources) compare exactly the same strings.
 */

/** A text without case, accents (combining marks after NFD) or surrounding and repeated whitespace. */
export function looseText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The key of a title and author: equal keys are the same source. */
export function sourceMatchKey(title: string, author?: string | null): string {
  return `${looseText(title)}\n${looseText(author ?? '')}`;
}

/**
 * The key of a URL: scheme and host lowercased, the fragment and a trailing slash dropped; a text that is not
 * an absolute URL is kept as typed (trimmed). Null for no URL.
 */
export function sourceUrlKey(url?: string | null): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return trimmed;
  }
  parsed.hash = '';
  const href = parsed.href;
  return href.endsWith('/') ? href.slice(0, -1) : href;
}
