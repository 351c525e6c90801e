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

  it('cuts hard near the length when no space is near it, at a Chinese stop, never inside a surrogate pair', () => {
    expect(withinBudget([`Intro: ${'x'.repeat(300)}`], 100).texts[0]).toBe(`Intro: ${'x'.repeat(92)}…`);
    expect(withinBudget([`第一章 ${'字'.repeat(80)}。${'字'.repeat(100)}`], 90).texts[0]).toBe(
      `第一章 ${'字'.repeat(80)}。`,
    );
    const emoji = withinBudget(['😀'.repeat(100)], 51).texts[0] ?? '';
    expect(emoji.endsWith('😀…')).toBe(true);
    expect(emoji.length).toBeLessThanOrEqual(51);
  });
});
