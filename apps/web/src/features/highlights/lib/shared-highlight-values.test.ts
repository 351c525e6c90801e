import { describe, expect, it } from 'vitest';
import { sharedHighlightValues } from './shared-highlight-values';

const shared = (query: Record<string, string>) => sharedHighlightValues(new URLSearchParams(query));

describe('sharedHighlightValues', () => {
  it('fills the content with the text and the source with the title', () => {
    expect(shared({ text: ' A passage. ', title: 'An  Article', url: 'https://example.org/a' })).toEqual({
      content: 'A passage.',
      source: 'An Article',
      sourceUrl: 'https://example.org/a',
    });
  });

  it('takes an address off the end of the text, where some apps put it', () => {
    expect(shared({ text: 'A passage. https://example.org/a' })).toEqual({
      content: 'A passage.',
      source: 'https://example.org/a',
      sourceUrl: 'https://example.org/a',
    });
  });

  it('uses the shared address as the source when no title came with it', () => {
    expect(shared({ text: 'A passage.', url: 'https://example.org/a' })).toEqual({
      content: 'A passage.',
      source: 'https://example.org/a',
      sourceUrl: 'https://example.org/a',
    });
  });

  it('ignores an address that is not a web link', () => {
    expect(shared({ text: 'x', url: 'javascript:alert(1)' })).toEqual({ content: 'x' });
  });

  it('gives nothing for a plain visit to the form', () => {
    expect(shared({})).toEqual({});
  });
});
