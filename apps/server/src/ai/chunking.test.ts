import { describe, expect, it } from 'vitest';
import type { HighlightForAi } from './ai-service';
import { batchHighlights, groupTexts, splitText } from './chunking';

const make = (id: string, content: string): HighlightForAi => ({
  id,
  content,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('batchHighlights', () => {
  it('keeps a small input in one batch', () => {
    const batches = batchHighlights([make('a', 'one'), make('b', 'two')], 10_000);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((part) => part.highlight.id)).toEqual(['a', 'b']);
  });

  it('spreads highlights over batches that fit the budget', () => {
    const highlights = Array.from({ length: 10 }, (_, index) => make(`h${index}`, 'x'.repeat(800)));
    const batches = batchHighlights(highlights, 3_000);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat().map((part) => part.highlight.id)).toEqual(highlights.map((item) => item.id));
  });

  it('splits a highlight longer than a batch into numbered parts without losing text', () => {
    const content = Array.from({ length: 3_000 }, (_, index) => `w${index}`).join(' ');
    const parts = batchHighlights([make('long', content)], 5_000).flat();
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((part) => part.part?.index)).toEqual(parts.map((_, index) => index + 1));
    expect(parts.map((part) => part.content).join(' ')).toBe(content);
  });
});

describe('splitText', () => {
  it('breaks at whitespace under the limit', () => {
    expect(splitText('aaa bbb ccc', 8)).toEqual(['aaa bbb', 'ccc']);
  });

  it('cuts a run without whitespace hard, keeping every character', () => {
    expect(splitText('abcdefghij', 4).join('')).toBe('abcdefghij');
  });
});

describe('groupTexts', () => {
  it('always makes progress, at least two texts per group', () => {
    const groups = groupTexts(['x'.repeat(5_000), 'y'.repeat(5_000), 'z'.repeat(5_000)], 1_000);
    expect(groups.map((group) => group.length)).toEqual([2, 1]);
  });
});
