import { CATEGORY_CODES, type CategoryCode } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { solveSymmetric, trainVectorModel } from './category-vectors';
import { words } from './tokens';
import { wordVectors } from './word-vectors';

describe('the word-vector model of categories', () => {
  it('solves a symmetric positive definite system', () => {
    // [[4, 2], [2, 3]] x = [[2, 8], [1, 7]] has x = [[0.5, 1.25], [0, 1.5]].
    const x = solveSymmetric(new Float64Array([4, 2, 2, 3]), new Float64Array([2, 8, 1, 7]), 2, 2);
    expect(Array.from(x).map((value) => Math.round(value * 1000) / 1000)).toEqual([0.5, 1.25, 0, 1.5]);
    expect(() => solveSymmetric(new Float64Array([1, 2, 2, 1]), new Float64Array([1, 1]), 2, 1)).toThrow();
  });

  it('files a text by the subject its words are near, though no example used them', () => {
    const model = trainVectorModel(
      [
        { content: 'The doctor says my blood pressure is too high.', expected: ['PHYSICAL_HEALTH'] },
        { content: 'Nurse took bloods at the surgery this morning.', expected: ['PHYSICAL_HEALTH'] },
        { content: 'Physio for the knee again, the injury is healing.', expected: ['PHYSICAL_HEALTH'] },
        { content: 'Put a tenth of my salary into savings this month.', expected: ['PERSONAL_FINANCE'] },
        { content: 'The budget spreadsheet shows where the money goes.', expected: ['PERSONAL_FINANCE'] },
        { content: 'Paid off the credit card and cut the overdraft.', expected: ['PERSONAL_FINANCE'] },
      ],
      wordVectors(),
    );
    const probability = (text: string, code: CategoryCode) =>
      model(words(text))?.[CATEGORY_CODES.indexOf(code)] ?? 0;
    const health = 'The paediatrician listened to her heart and checked her fever.';
    const money = 'Mortgage payments and pension contributions eat my wages.';
    expect(probability(health, 'PHYSICAL_HEALTH')).toBeGreaterThan(0.5);
    expect(probability(health, 'PHYSICAL_HEALTH')).toBeGreaterThan(probability(health, 'PERSONAL_FINANCE'));
    expect(probability(money, 'PERSONAL_FINANCE')).toBeGreaterThan(probability(money, 'PHYSICAL_HEALTH'));
    expect(model(words(health))?.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 6);
  });

  it('says nothing of a text with no word it knows', () => {
    const model = trainVectorModel(
      [{ content: 'The doctor called.', expected: ['PHYSICAL_HEALTH'] }],
      wordVectors(),
    );
    expect(model(words('1234 ☕'))).toBeUndefined();
  });
});
