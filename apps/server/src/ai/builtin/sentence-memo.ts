/**
 * A function of a sentence, kept for the next ask of the same sentence: a summary reads each sentence three times
 * over (as itself and as each neighbour's neighbour), for several judges, and the cue patterns are the cost. At
 * most `most` sentences are kept; when full, it starts again, so memory stays bounded on a long-running server.
 */
export function sentenceMemo<T>(compute: (sentence: string) => T, most = 20_000): (sentence: string) => T {
  const known = new Map<string, T>();
  return (sentence) => {
    const found = known.get(sentence);
    if (found !== undefined) return found;
    if (known.size >= most) known.clear();
    const value = compute(sentence);
    known.set(sentence, value);
    return value;
  };
}
