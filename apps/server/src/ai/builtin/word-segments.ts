/**
 * Words of scripts written without spaces between them (Chinese, Japanese, Thai, Lao, Khmer, Burmese), found by
 * the platform's Unicode word rules (`Intl.Segmenter`, which carries dictionaries for them): "泥の中で眠っていた" is
 * "泥", "の", "中", "で", "眠", "って", "い", "た", not one word. Other text is split by the caller's pattern alone.
 */
/** Thai, Lao, Myanmar, Khmer, kana, CJK ideographs (with extension A and compatibility forms), and beyond the BMP. */
const SPACELESS_SCRIPT_RE =
  /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]|[\ud840-\ud87f][\udc00-\udfff]/;
const wordSegmenter = new Intl.Segmenter('und', { granularity: 'word' });

export const hasSpacelessScript = (text: string): boolean => SPACELESS_SCRIPT_RE.test(text);

/**
 * The segmenter slows past a few thousand characters (a 100,000-character run took 15 s where 16,000 took 50 ms):
 * it reads a text in runs between spaces and punctuation, and a run without them in pieces of this length.
 */
const SEGMENTED_RUN = 400;
const RUN_RE = /[^\s\p{P}]+/gu;

/** The matches of `pattern` (a global regular expression), inside each word the segmenter finds where needed. */
export function matchWords(text: string, pattern: RegExp): string[] {
  if (!hasSpacelessScript(text)) return text.match(pattern) ?? [];
  const found: string[] = [];
  for (const [run] of text.matchAll(RUN_RE)) {
    if (!hasSpacelessScript(run)) {
      found.push(...(run.match(pattern) ?? []));
      continue;
    }
    for (let start = 0; start < run.length; start += SEGMENTED_RUN)
      for (const { segment, isWordLike } of wordSegmenter.segment(run.slice(start, start + SEGMENTED_RUN)))
        if (isWordLike) found.push(...(segment.match(pattern) ?? []));
  }
  return found;
}

/** Words as a phrase: "deep work", but "人生态度", whose script puts no space between them. */
export function joinWords(words: readonly string[]): string {
  let phrase = '';
  for (const word of words) {
    const joined =
      phrase === '' || (hasSpacelessScript(phrase.slice(-1)) && hasSpacelessScript(word.charAt(0)));
    phrase += joined ? word : ` ${word}`;
  }
  return phrase;
}
