import { describe, expect, it } from 'vitest';
import { sentenceMemo } from './sentence-memo';

describe('sentenceMemo', () => {
  it('computes a sentence once, and starts again when it holds the most it may', () => {
    const asked: string[] = [];
    const lengthOf = sentenceMemo((sentence) => {
      asked.push(sentence);
      return sentence.length;
    }, 2);
    expect(lengthOf('Ring the bank.')).toBe(14);
    expect(lengthOf('Ring the bank.')).toBe(14);
    expect(lengthOf('Bins out tonight')).toBe(16);
    expect(asked).toEqual(['Ring the bank.', 'Bins out tonight']);
    lengthOf('A third sentence.');
    lengthOf('Ring the bank.');
    expect(asked).toEqual(['Ring the bank.', 'Bins out tonight', 'A third sentence.', 'Ring the bank.']);
  });
});
