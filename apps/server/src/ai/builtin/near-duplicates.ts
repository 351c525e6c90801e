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

/** Whether the text says what one of the others says, weighing it against every one of them. */
export function hasNearDuplicate(text: string, others: readonly StemSet[]): boolean {
  const stems = stemSet(text);
  return others.some((other) => stemOverlap(stems, other) >= NEAR_DUPLICATE_OVERLAP);
}

/**
 * Whether a text says what one of `texts` says, as `hasNearDuplicate` answers it, but weighing only the texts
 * that share a stem with it: filtering five thousand training highlights against every held-out one took more
 * than a second of each server start.
 */
export function nearDuplicateTest(texts: readonly string[]): (text: string) => boolean {
  const sizes: number[] = [];
  const postings = new Map<string, number[]>();
  texts.forEach((text, index) => {
    const stems = stemSet(text);
    sizes.push(stems.size);
    for (const stem of stems) {
      const holders = postings.get(stem);
      if (holders) holders.push(index);
      else postings.set(stem, [index]);
    }
  });
  return (text) => {
    const stems = stemSet(text);
    const shared = new Map<number, number>();
    for (const stem of stems) {
      for (const index of postings.get(stem) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    }
    for (const [index, count] of shared) {
      if (count / (stems.size + (sizes[index] ?? 0) - count) >= NEAR_DUPLICATE_OVERLAP) return true;
    }
    return false;
  };
}
