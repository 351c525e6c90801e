import { contentTokens } from './tokens';

/** From half the content stems in common (Jaccard), two highlights are the same saying in other words. */
export const NEAR_DUPLICATE_OVERLAP = 0.5;

export type StemSet = ReadonlySet<string>;

export const stemSet = (text: string): StemSet => new Set(contentTokens(text));

export function stemOverlap(first: StemSet, second: StemSet): number {
  let shared = 0;
  for (const stem of first) if (second.has(stem)) shared += 1;
  const union = first.size + second.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Whether the text says what one of the others says. */
export function hasNearDuplicate(text: string, others: readonly StemSet[]): boolean {
  const stems = stemSet(text);
  return others.some((other) => stemOverlap(stems, other) >= NEAR_DUPLICATE_OVERLAP);
}
