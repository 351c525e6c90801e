import { describe, expect, it } from 'vitest';
import { mergeAiCodes, mergeCategoryCodes, withoutCodes } from './merge-categories';

describe('mergeCategoryCodes', () => {
  it("keeps the user's order, respells a typed code as the code and appends the new ones", () => {
    expect(mergeCategoryCodes(['data_ai', 'Reading'], ['DATA_AI', 'DEVELOPMENT_CODING'])).toEqual([
      'DATA_AI',
      'Reading',
      'DEVELOPMENT_CODING',
    ]);
  });

  it('adds nothing twice and leaves the categories alone when there are no codes', () => {
    expect(mergeCategoryCodes(['DATA_AI'], ['DATA_AI'])).toEqual(['DATA_AI']);
    expect(mergeCategoryCodes(['Reading'], [])).toEqual(['Reading']);
  });
});

describe('mergeAiCodes', () => {
  it('tells the codes it added apart from those the person had typed, in any case', () => {
    expect(mergeAiCodes(['data_ai', 'Reading'], [' DATA_AI ', 'DEVELOPMENT_CODING'])).toEqual({
      categories: ['DATA_AI', 'Reading', 'DEVELOPMENT_CODING'],
      added: ['DEVELOPMENT_CODING'],
    });
    expect(mergeAiCodes(['Reading'], [])).toEqual({ categories: ['Reading'], added: [] });
  });
});

describe('withoutCodes', () => {
  it('takes the codes out case-insensitively and keeps the rest in order', () => {
    expect(
      withoutCodes(['Reading', 'TASKS_ACTIONS', 'Kept', 'data_ai'], ['tasks_actions', 'DATA_AI']),
    ).toEqual(['Reading', 'Kept']);
    expect(withoutCodes(['Reading'], [])).toEqual(['Reading']);
  });
});
