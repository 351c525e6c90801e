import type { HighlightForAi } from './ai-service';
import type { HighlightPart } from './prompts';

/** Room for the tag, its attributes and separators around one highlight. */
const BLOCK_OVERHEAD = 200;

/**
 * Packs highlights into batches whose text fits `budgetChars` (the share of the model's context given to
 * data). A highlight longer than a batch is split at whitespace into numbered parts, so nothing is cut.
 */
export function batchHighlights(
  highlights: readonly HighlightForAi[],
  budgetChars: number,
): HighlightPart[][] {
  const batches: HighlightPart[][] = [];
  let current: HighlightPart[] = [];
  let used = 0;
  for (const part of highlights.flatMap((highlight) => splitHighlight(highlight, budgetChars))) {
    const size = partSize(part);
    if (current.length > 0 && used + size > budgetChars) {
      batches.push(current);
      current = [];
      used = 0;
    }
    current.push(part);
    used += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

function partSize(part: HighlightPart): number {
  const { highlight } = part;
  const comment = part.part?.index ? 0 : (highlight.comment?.length ?? 0);
  return part.content.length + comment + (highlight.source?.length ?? 0) + BLOCK_OVERHEAD;
}

function splitHighlight(highlight: HighlightForAi, budgetChars: number): HighlightPart[] {
  const whole: HighlightPart = { highlight, content: highlight.content };
  if (partSize(whole) <= budgetChars) return [whole];
  const room = Math.max(
    500,
    budgetChars - BLOCK_OVERHEAD - (highlight.source?.length ?? 0) - (highlight.comment?.length ?? 0),
  );
  const pieces = splitText(highlight.content, room);
  return pieces.map((content, index) => ({
    highlight,
    content,
    part: { index: index + 1, count: pieces.length },
  }));
}

/** Splits at the last whitespace before each limit (or hard, for a run of text without any). */
export function splitText(text: string, limit: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const window = rest.slice(0, limit);
    const breakAt = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    const cut = breakAt > limit / 2 ? breakAt : limit;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest.length > 0 || pieces.length === 0) pieces.push(rest);
  return pieces;
}

/** Groups texts so each group fits the budget; at least two per group, so repeated grouping always ends. */
export function groupTexts(texts: readonly string[], budgetChars: number): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let used = 0;
  for (const text of texts) {
    const size = text.length + BLOCK_OVERHEAD;
    if (current.length >= 2 && used + size > budgetChars) {
      groups.push(current);
      current = [];
      used = 0;
    }
    current.push(text);
    used += size;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
