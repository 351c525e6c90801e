/**
 * The most text a summary reads, all highlights together. The built-in engine reads about a million characters a
 * second on the main thread, so a range of a thousand pasted articles (19 MB) held every request for seconds, and
 * a model provider would be sent (and bill) all of it.
 */
export const MAX_SUMMARY_CHARACTERS = 500_000;

/** Cut a long text short at a sentence's end when one is this near the cut, else at a word's. */
const SENTENCE_END_WINDOW = 0.3;

/**
 * Each text whole while they fit the budget together; else the longest are cut to one common length, the
 * largest that fits (short highlights stay whole), at a sentence's or word's end. `cutTo` is that length, or
 * undefined when nothing was cut.
 */
export function withinBudget(
  texts: readonly string[],
  budget = MAX_SUMMARY_CHARACTERS,
): { texts: string[]; cutTo?: number } {
  const total = texts.reduce((sum, text) => sum + text.length, 0);
  if (total <= budget) return { texts: [...texts] };
  const cutTo = commonLength(
    texts.map((text) => text.length),
    budget,
  );
  return { texts: texts.map((text) => (text.length > cutTo ? cut(text, cutTo) : text)), cutTo };
}

/** The largest length c with the sum of min(length, c) within the budget (water-filling). */
function commonLength(lengths: readonly number[], budget: number): number {
  const sorted = [...lengths].sort((a, b) => a - b);
  let remaining = budget;
  for (let index = 0; index < sorted.length; index += 1) {
    const length = sorted[index] ?? 0;
    const left = sorted.length - index;
    if (length * left > remaining) return Math.max(1, Math.floor(remaining / left));
    remaining -= length;
  }
  return sorted[sorted.length - 1] ?? budget;
}

function cut(text: string, length: number): string {
  const window = length * (1 - SENTENCE_END_WINDOW);
  // The last stop within the length that a space or the text's end follows (Chinese and Japanese stops need none).
  for (let index = length - 1; index >= window; index -= 1) {
    const character = text.charAt(index);
    if (/[。！？]/.test(character)) return text.slice(0, index + 1);
    if (/[.!?…]/.test(character) && /^(?:\s|$)/.test(text.charAt(index + 1))) return text.slice(0, index + 1);
  }
  const head = text.slice(0, length - 1);
  const wordEnd = head.lastIndexOf(' ');
  // A word's end near the cut, else a hard cut (text without spaces), never inside a surrogate pair.
  const end = wordEnd >= window ? wordEnd : head.length - (/[\uD800-\uDBFF]$/.test(head) ? 1 : 0);
  return `${head.slice(0, end).trimEnd()}…`;
}
