import { describe, expect, it } from 'vitest';
import { mergeCategoryCodes } from './merge-categories';

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
