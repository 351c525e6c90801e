import { describe, expect, it } from 'vitest';
import { withinBudget } from './summary-text-budget';

describe('withinBudget', () => {
  it('keeps every text whole while they fit together', () => {
    expect(withinBudget(['a'.repeat(40), 'b'.repeat(60)], 100)).toEqual({
      texts: ['a'.repeat(40), 'b'.repeat(60)],
    });
  });

  it('cuts only the longest texts, to one common length that fits the budget, short ones whole', () => {
    const short = 'Short one.';
    const long = `${'First sentence of a long article. '.repeat(30)}`;
    const result = withinBudget([short, long, long], 212);
    expect(result.cutTo).toBe(101);
    expect(result.texts[0]).toBe(short);
    for (const text of result.texts.slice(1)) {
      expect(text.length).toBeLessThanOrEqual(101);
      // At the end of a sentence near the cut.
      expect(text).toMatch(/article\.$/);
    }
    expect(result.texts.reduce((sum, text) => sum + text.length, 0)).toBeLessThanOrEqual(212);
  });

  it('cuts at a word with an ellipsis when no sentence ends near the cut', () => {
    const { texts } = withinBudget(['word '.repeat(100)], 52);
    expect(texts[0]).toBe(`${'word '.repeat(10).trimEnd()}…`);
  });
});
