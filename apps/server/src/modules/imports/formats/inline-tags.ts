import { LIMITS } from '@precis/shared';

/**
 * Readwise's inline tags, typed as a note on an e-reader for Readwise to act on (its "action tags"): a note that
 * starts with ".productivity", a dot and one word, tags its highlight. An import reads them as Readwise does:
 * ".productivity .habits Try this at work" tags the highlight productivity and habits, with the note "Try this at
 * work". Headings (".h1" to ".h6"), joins (".c1", ".c2") and ".qa" stay in the note: Precis has no such thing,
 * and what the reader typed is not dropped.
 */
const LEADING_TAG_RE = new RegExp(`^\\.(\\p{L}[\\p{L}\\p{N}_-]{0,${LIMITS.labelMax - 1}})(?:\\s+|$)`, 'u');
const OTHER_ACTION_RE = /^(?:h[1-6]|c\d+|qa)$/i;

export interface ReadNote {
  tags: string[];
  /** What is left of the note, if anything. */
  note?: string;
}

export function readInlineTags(note: string): ReadNote {
  let rest = note.trim();
  const tags: string[] = [];
  for (let match = LEADING_TAG_RE.exec(rest); match !== null; match = LEADING_TAG_RE.exec(rest)) {
    const name = match[1] ?? '';
    if (OTHER_ACTION_RE.test(name)) break;
    tags.push(name);
    rest = rest.slice(match[0].length);
  }
  return rest ? { tags, note: rest } : { tags };
}

/**
 * A note's inline tags, read from each of its paragraphs: a Kindle highlight with two notes on it, ".stoicism" and
 * "Read this to Sam", has them one after the other.
 */
export function readNoteTags(note: string): ReadNote {
  const read = note.split(/\n\s*\n/).map(readInlineTags);
  const rest = read.flatMap((paragraph) => paragraph.note ?? []).join('\n\n');
  const tags = read.flatMap((paragraph) => paragraph.tags);
  return rest ? { tags, note: rest } : { tags };
}

/** A record's tags with its note's inline ones, once each: "Habits" and ".habits" are one tag. */
export function withInlineTags(tags: readonly string[], inline: readonly string[]): string[] {
  const seen = new Set<string>();
  const all: string[] = [];
  for (const tag of [...tags, ...inline]) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(tag);
  }
  return all;
}
