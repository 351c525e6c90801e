/**
 * What surrounds a sentence in its highlight: the sentences either side and the shape of the whole (how many
 * sentences, how long, how many unstopped, a question, an "I did"). The learned judges weigh it: "Yes, done."
 * after a question answers it; a line in a long passage of prose is not a line of a chat or a list.
 */

export interface PlacedSentence {
  /** Index of the sentence among all sentences placed together. */
  index: number;
  highlightIndex: number;
  /** Index of the sentence within its highlight. */
  position: number;
  text: string;
  /** Written on an open checkbox's line. */
  checkbox?: boolean;
}

export interface Neighbourhood {
  /** The sentences before and after it in the same highlight, if any. */
  previous?: string;
  next?: string;
  /** The highlight's shape, as feature names. */
  shape: readonly string[];
}

/** A sentence on its own, as a highlight of one sentence. */
export const ON_ITS_OWN: Neighbourhood = { shape: ['hl:sentences:1'] };

/** The neighbourhood of every sentence, by its index. */
export function neighbourhoods(sentences: readonly PlacedSentence[]): Neighbourhood[] {
  const shapes = highlightShapes(sentences);
  const result: Neighbourhood[] = [];
  for (const sentence of sentences) {
    const { highlightIndex } = sentence;
    result[sentence.index] = {
      previous: textIn(sentences[sentence.index - 1], highlightIndex),
      next: textIn(sentences[sentence.index + 1], highlightIndex),
      shape: shapes.get(highlightIndex) ?? ON_ITS_OWN.shape,
    };
  }
  return result;
}

/** The neighbourhoods of one highlight's sentences, in order. */
export const neighbourhoodsOf = (texts: readonly string[]): Neighbourhood[] =>
  neighbourhoods(texts.map((text, index) => ({ index, highlightIndex: 0, position: index, text })));

const textIn = (sentence: PlacedSentence | undefined, highlightIndex: number) =>
  sentence?.highlightIndex === highlightIndex ? sentence.text : undefined;

function highlightShapes(sentences: readonly PlacedSentence[]): Map<number, string[]> {
  const byHighlight = new Map<number, string[]>();
  for (const { highlightIndex, text } of sentences) {
    const texts = byHighlight.get(highlightIndex);
    if (texts) texts.push(text);
    else byHighlight.set(highlightIndex, [text]);
  }
  const shapes = new Map<number, string[]>();
  for (const [highlightIndex, texts] of byHighlight) {
    // One sentence's shape is the sentence's own: book fragments and one-line errands look alike.
    if (texts.length === 1) continue;
    const meanWords = texts.reduce((sum, text) => sum + text.split(/\s+/).length, 0) / texts.length;
    const unstopped = texts.filter((text) => !/[.!?…]["'”’)\]]*$/.test(text.trim())).length / texts.length;
    shapes.set(highlightIndex, [
      `hl:sentences:${Math.min(5, texts.length)}`,
      `hl:words:${Math.min(8, Math.floor(meanWords / 5))}`,
      `hl:unstopped:${Math.round(unstopped * 2)}`,
      ...(texts.some((text) => /\?["'”’)]*$/.test(text.trim())) ? ['hl:question'] : []),
      ...(texts.some((text) => /\b(?:i|we)\s+\w+ed\b/i.test(text)) ? ['hl:i-did'] : []),
    ]);
  }
  return shapes;
}
