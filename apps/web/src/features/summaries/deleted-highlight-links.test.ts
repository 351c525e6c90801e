import { describe, expect, it } from 'vitest';
import { deletedHighlightLinks } from './deleted-highlight-links';

const summary = {
  highlights: [
    { id: 'kept', content: 'still here', deleted: false },
    { id: 'gone one', content: 'deleted since', deleted: true },
  ],
};

describe('deletedHighlightLinks', () => {
  it('names a link to a highlight deleted since, its id encoded or not', () => {
    const links = deletedHighlightLinks(summary);
    expect(links.is('/highlights/gone%20one')).toBe(true);
    expect(links.is('/highlights/gone one')).toBe(true);
  });

  it('leaves links to kept highlights, other pages and other sites alone', () => {
    const links = deletedHighlightLinks(summary);
    expect(links.is('/highlights/kept')).toBe(false);
    expect(links.is('/summaries/gone%20one')).toBe(false);
    expect(links.is('https://example.com/highlights/gone%20one')).toBe(false);
    expect(links.is('/highlights/%E0%A4%A')).toBe(false);
  });
});
