import { MAX_QUOTE_LENGTH } from './markdown';
import type { SummaryContext } from './summary-context';

/** A short highlight is one thought ("You do not rise to your goals. You fall to your systems."): quote it all. */
const MAX_THOUGHT_SENTENCES = 3;

/** Each highlight's sentences in order, by the highlight's index. */
export function sentencesByHighlight(
  context: SummaryContext,
  leftOut: ReadonlySet<number> = new Set(),
): Map<number, string[]> {
  const byHighlight = new Map<number, string[]>();
  for (const sentence of context.sentences) {
    if (leftOut.has(sentence.index)) continue;
    const texts = byHighlight.get(sentence.highlightIndex) ?? [];
    texts.push(sentence.text);
    byHighlight.set(sentence.highlightIndex, texts);
  }
  return byHighlight;
}

/** A stop, or a colon, semicolon or comma: no semicolon needed before what follows. */
const ENDS_A_CLAUSE_RE = /[.!?…:;,]["'”’)]*$/;

/** A Chinese or Japanese stop or comma, after which the next sentence follows with no space ("出る。彼女は"). */
const ENDS_A_CJK_CLAUSE_RE = /[。！？、，；：」』）]$/u;

function separator(text: string): string {
  if (ENDS_A_CJK_CLAUSE_RE.test(text)) return '';
  return ENDS_A_CLAUSE_RE.test(text) ? ' ' : '; ';
}

/**
 * Sentences as one text: lines without a stop (a list's items, a chat's messages) kept apart by a semicolon, not
 * run together ("Takes 10 minutes Anonymous").
 */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce(
    (text, sentence) => (text === '' ? sentence : `${text}${separator(text)}${sentence}`),
    '',
  );
}

/** A highlight's words when it is one short thought, else the one sentence of it a summary chose. */
export function thoughtOf(sentences: readonly string[], chosen: string): string {
  const whole = joinSentences(sentences);
  return sentences.length <= MAX_THOUGHT_SENTENCES && whole.length <= MAX_QUOTE_LENGTH ? whole : chosen;
}

/** Sentences a quotation opened in a listed sentence may run on for before the list gives up closing it. */
const MAX_QUOTATION_SENTENCES = 4;

const isOpenQuotation = (text: string): boolean =>
  (text.match(/“/g)?.length ?? 0) > (text.match(/”/g)?.length ?? 0) ||
  (text.match(/"/g)?.length ?? 0) % 2 === 1;

/**
 * The listed sentence, run on to the end of a quotation it opens: `1 star from Rachel T.: "Ordered a cake... spelt
 * wrong. Very disappointed."` is one complaint, not a quotation left open at its first full stop.
 */
export function withQuotationClosed(context: SummaryContext, index: number): string {
  const sentence = context.sentences[index];
  if (!sentence || !isOpenQuotation(sentence.text)) return sentence?.text ?? '';
  let text = sentence.text;
  for (let offset = 1; offset <= MAX_QUOTATION_SENTENCES; offset += 1) {
    const next = context.sentences[index + offset];
    if (!next || next.highlightIndex !== sentence.highlightIndex) break;
    const longer = `${text} ${next.text}`;
    if (longer.length > MAX_QUOTE_LENGTH) break;
    text = longer;
    if (!isOpenQuotation(text)) return text;
  }
  return sentence.text;
}
