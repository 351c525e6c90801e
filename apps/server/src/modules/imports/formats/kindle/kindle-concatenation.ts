import { LIMITS } from '@precis/shared';
import type { Clipping } from './kindle-clipping';

/** A highlight with the notes attached to it, as they will be saved. */
export interface NotedClipping {
  clipping: Clipping;
  note: string | undefined;
}

/** Readwise's concatenation tag in a note: `.c1` starts a passage, `.c2`, `.c3`... add to it. */
const CONCATENATION_TAG = /(^|\s)\.c(\d{1,3})(?=\s|$)/i;

/** What joins two pieces of one passage: the reader skipped what lay between them. */
const SKIPPED = ' … ';

interface OpenPassage {
  entry: NotedClipping;
  next: number;
}

/**
 * Readwise's concatenation, as its action tags define it: a highlight noted `.c1` starts a passage and the next
 * highlights of the same book noted `.c2`, `.c3`... are added to it in turn, so a reader can keep a paragraph's
 * first and last sentences as one highlight. The tag leaves the note; a `.c2` with no open passage before it, or
 * out of turn, stays a highlight of its own with its note as typed.
 */
export function withPassagesJoined(entries: readonly NotedClipping[]): {
  entries: NotedClipping[];
  joined: number;
} {
  const open = new Map<string, OpenPassage>();
  const kept: NotedClipping[] = [];
  let joined = 0;
  for (const entry of entries) {
    const turn = concatenationTurn(entry.note);
    if (turn === 1) {
      const head: NotedClipping = { clipping: { ...entry.clipping }, note: withoutTag(entry.note) };
      open.set(entry.clipping.title, { entry: head, next: 2 });
      kept.push(head);
      continue;
    }
    const passage = open.get(entry.clipping.title);
    if (turn !== undefined && passage && passage.next === turn && fits(passage.entry, entry)) {
      join(passage.entry, entry);
      passage.next++;
      joined++;
      continue;
    }
    kept.push(entry);
  }
  return { entries: kept, joined };
}

/** A passage that would outgrow a highlight keeps the piece apart rather than lose it. */
const fits = (head: NotedClipping, piece: NotedClipping) =>
  head.clipping.text.length + SKIPPED.length + piece.clipping.text.length <= LIMITS.contentMax;

function concatenationTurn(note: string | undefined): number | undefined {
  const match = note ? CONCATENATION_TAG.exec(note) : null;
  return match?.[2] === undefined ? undefined : Number(match[2]);
}

function withoutTag(note: string | undefined): string | undefined {
  const rest = note
    ?.replace(CONCATENATION_TAG, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return rest ? rest : undefined;
}

function join(head: NotedClipping, piece: NotedClipping): void {
  const into = head.clipping;
  const from = piece.clipping;
  into.text = `${into.text.trimEnd()}${SKIPPED}${from.text.trimStart()}`;
  if (into.range && from.range)
    into.range = {
      start: Math.min(into.range.start, from.range.start),
      end: Math.max(into.range.end, from.range.end),
    };
  const note = withoutTag(piece.note);
  if (note) head.note = head.note ? `${head.note}\n\n${note}` : note;
}
