import type { Candidate } from './review.repository';

/**
 * Today's session: due cards first, most overdue first, then new highlights, up to `size`; then ordered so
 * that two cards in a row come from the same source only when nothing else is left (a book's twenty overdue
 * highlights do not arrive as a block).
 */
export function composeSession(due: Candidate[], fresh: Candidate[], size: number): Candidate[] {
  const picked = [...due.slice(0, size), ...fresh.slice(0, Math.max(0, size - due.length))];
  return mixSources(picked);
}

/** Keeps the given priority order, except that it skips ahead past a candidate from the previous source. */
export function mixSources(candidates: Candidate[]): Candidate[] {
  const remaining = [...candidates];
  const ordered: Candidate[] = [];
  let previous: string | null | undefined;
  while (remaining.length > 0) {
    const index = remaining.findIndex((candidate) => sourceKey(candidate) !== previous);
    const [next] = remaining.splice(index === -1 ? 0 : index, 1);
    if (!next) break;
    ordered.push(next);
    previous = sourceKey(next);
  }
  return ordered;
}

function sourceKey(candidate: Candidate): string | null {
  return candidate.source?.trim().toLowerCase() || null;
}
