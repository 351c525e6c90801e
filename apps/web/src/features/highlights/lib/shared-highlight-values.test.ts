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

  it('takes a passage shared by Chrome on Android out of its quotes and keeps the link to it', () => {
    const link = 'https://example.org/a#:~:text=Spending%20money';
    expect(shared({ title: 'An Article', text: `"Spending money to save less money."\n${link}` })).toEqual({
      content: 'Spending money to save less money.',
      source: 'An Article',
      // The page is the source, so a second passage of it goes to the same source with its own link.
      sourceUrl: 'https://example.org/a',
      url: link,
    });
    expect(shared({ text: 'Only a link', url: 'https://example.org/a#top:~:text=Only' })).toMatchObject({
      source: 'https://example.org/a#top',
      sourceUrl: 'https://example.org/a#top',
    });
  });

  it('takes off one pair of curly quotes around the whole passage', () => {
    expect(shared({ text: '“A passage.”' })).toEqual({ content: 'A passage.' });
  });

  it('keeps quotes that do not wrap the whole passage as one pair', () => {
    expect(shared({ text: '"A" and "B"' })).toEqual({ content: '"A" and "B"' });
    expect(shared({ text: '"A passage.”' })).toEqual({ content: '"A passage.”' });
    expect(shared({ text: 'He said "no"' })).toEqual({ content: 'He said "no"' });
  });

  it('gives no passage address for a plain link to the page', () => {
    expect(shared({ text: 'A passage.', url: 'https://example.org/a#part' })).not.toHaveProperty('url');
  });

  it('gives nothing for a plain visit to the form', () => {
    expect(shared({})).toEqual({});
  });
});
