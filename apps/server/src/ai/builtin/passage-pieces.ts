/**
 * A passage highlighted in pieces: Kindle readers often highlight to the foot of a page or screen and go on from
 * there, so one sentence arrives as two highlights ("... First, and most profoundly, it was" at 568-569, "thought
 * that some people ... had not ever really changed" at 569-570). A summary quotes such pieces as one thought.
 */
import type { HighlightInput } from './summary-context';

/** Ends a sentence: a stop, maybe inside closing quotes or brackets. */
const ENDS_A_SENTENCE_RE = /[.!?…]["'”’)\]]*\s*$/u;
const OPENS_IN_LOWER_CASE_RE = /^\s*\p{Ll}/u;

/** Pieces looked back over for the one a highlight goes on from: highlights of one place are few. */
const NEIGHBOURS = 4;

interface Place {
  index: number;
  start: number;
  end: number;
}

/** A location ("568-569", "570") or page ("59") as a range of numbers, or undefined. */
function rangeOf(location: HighlightInput['location']): { start: number; end: number } | undefined {
  if (!location || (location.type !== 'location' && location.type !== 'page')) return undefined;
  const match = /^\s*(\d+)(?:\s*[-–]\s*(\d+))?\s*$/.exec(location.value);
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] === undefined ? start : Number(match[2]);
  return end >= start ? { start, end } : undefined;
}

/**
 * For each highlight that goes on from another, the index of the one it goes on from: the same work (title and
 * author), the other ends mid-sentence, this one opens in lower case, and it starts where the other ends (the
 * same location or the next, the same page or the next).
 */
export function continuations(highlights: readonly HighlightInput[]): Map<number, number> {
  const byWork = new Map<string, Place[]>();
  highlights.forEach((highlight, index) => {
    const range = rangeOf(highlight.location);
    if (!range || !highlight.source) return;
    const key = `${highlight.location?.type}\u0000${highlight.source}\u0000${highlight.author ?? ''}`;
    const places = byWork.get(key) ?? [];
    places.push({ index, ...range });
    byWork.set(key, places);
  });
  const continued = new Map<number, number>();
  const taken = new Set<number>();
  for (const places of byWork.values()) {
    if (places.length < 2) continue;
    places.sort((a, b) => a.start - b.start || a.end - b.end || a.index - b.index);
    for (let i = 1; i < places.length; i += 1) {
      const later = places[i] as Place;
      if (!OPENS_IN_LOWER_CASE_RE.test(highlights[later.index]?.content ?? '')) continue;
      // The nearest of the few pieces before it that ends where it starts (or just before).
      for (let j = i - 1; j >= Math.max(0, i - NEIGHBOURS); j -= 1) {
        const earlier = places[j] as Place;
        const endsThere = earlier.end === later.start || earlier.end === later.start - 1;
        const endsOpen = !ENDS_A_SENTENCE_RE.test(highlights[earlier.index]?.content ?? '');
        if (endsThere && endsOpen && !taken.has(earlier.index)) {
          continued.set(later.index, earlier.index);
          taken.add(earlier.index);
          break;
        }
      }
    }
  }
  return continued;
}

const WORD_EDGE_RE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const bare = (word: string) => word.replace(WORD_EDGE_RE, '').toLowerCase();
/** The most words a reader highlights twice where two pieces meet ("... abjuró" then "abjuró de ella ..."). */
const MAX_OVERLAP_WORDS = 5;

/**
 * Two pieces of a passage as one text: the words the second repeats of the first's end are said once, and a
 * piece that ends on an opening quotation mark or bracket runs straight on.
 */
export function joinPieces(first: string, second: string): string {
  const head = first.trimEnd();
  const tail = second.trimStart().split(/\s+/);
  const ending = head.split(/\s+/);
  for (let size = Math.min(MAX_OVERLAP_WORDS, ending.length, tail.length); size >= 1; size -= 1) {
    const repeated = ending.slice(-size).map(bare);
    const opening = tail.slice(0, size).map(bare);
    const long = repeated.join('').length >= 5;
    if (long && repeated.every((word, index) => word !== '' && word === opening[index])) {
      tail.splice(0, size);
      break;
    }
  }
  const rest = tail.join(' ');
  if (rest === '') return head;
  // An opening mark runs straight on; a straight quote only when it opens ("said \"" + "the canoe test\"").
  return /(?:[“‘([]|(?:^|\s)["'])$/u.test(head) ? `${head}${rest}` : `${head} ${rest}`;
}
