import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

const request = (url: string) => ({ origin: 'http://reader.local:8080', url });

describe('pageLinks', () => {
  it('links the next page with an absolute URL that keeps page_size and filters', () => {
    const links = pageLinks(request('/api/v2/highlights/?page_size=2&book_id=7'), 1, 2, 5);
    expect(links).toEqual({
      next: 'http://reader.local:8080/api/v2/highlights/?page_size=2&book_id=7&page=2',
      previous: null,
    });
  });

  it('answers null for next on the last page and links the previous one', () => {
    const links = pageLinks(request('/api/v2/books?page=3&page_size=2'), 3, 2, 5);
    expect(links).toEqual({
      next: null,
      previous: 'http://reader.local:8080/api/v2/books?page=2&page_size=2',
    });
  });

  it('answers null for both on a single page, even an empty one', () => {
    expect(pageLinks(request('/api/v2/books/'), 1, 100, 0)).toEqual({ next: null, previous: null });
    expect(pageLinks(request('/api/v2/books/'), 1, 100, 100)).toEqual({ next: null, previous: null });
  });

  it('points previous at the last page from a page past the end', () => {
    const links = pageLinks(request('/api/v2/books/?page=9'), 9, 10, 25);
    expect(links).toEqual({ next: null, previous: 'http://reader.local:8080/api/v2/books/?page=3' });
  });
});
