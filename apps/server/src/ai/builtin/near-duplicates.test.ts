import { describe, expect, it } from 'vitest';
import { parseEvaluationData } from './evaluation-format';
import { HELD_OUT_DATA } from './evaluation-heldout-data';
import { hasNearDuplicate, nearDuplicateTest, stemSet } from './near-duplicates';
import { TRAINING_DATA } from './training-data';

describe('nearDuplicateTest', () => {
  it('answers as weighing every text would, for rewordings, strangers and texts without a stem', () => {
    const known = [
      'Revenue is vanity, profit is sanity, but cash is reality.',
      'The best time to plant a tree was twenty years ago.',
      'Of the and',
    ];
    const isKnown = nearDuplicateTest(known);
    const stems = known.map(stemSet);
    for (const text of [
      'Revenue is vanity, profit is sanity, cash is king.',
      'The best time to plant a tree was 20 years ago; the second best is now.',
      'Late invoices are a cash problem before they are a sales problem.',
      'of the',
      '',
    ]) {
      expect(isKnown(text), text).toBe(hasNearDuplicate(text, stems));
    }
    expect(isKnown('Revenue is vanity, profit is sanity, cash is king.')).toBe(true);
    expect(isKnown('Late invoices are a cash problem before they are a sales problem.')).toBe(false);
  });

  it('agrees with weighing every pair over a labelled set and its own items', () => {
    const known = parseEvaluationData(HELD_OUT_DATA).map((item) => item.content);
    const isKnown = nearDuplicateTest(known);
    const stems = known.map(stemSet);
    const asked = [...parseEvaluationData(TRAINING_DATA).map((item) => item.content), ...known.slice(0, 50)];
    const answers = asked.map(isKnown);
    expect(answers).toEqual(asked.map((text) => hasNearDuplicate(text, stems)));
    expect(answers.slice(-50).every(Boolean)).toBe(true);
  });
});
