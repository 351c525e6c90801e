import { describe, expect, it } from 'vitest';
import {
  categoryOfInput,
  categoryOfKind,
  kindOfCategory,
  precisLocation,
  readwiseLocation,
} from './readwise-mapping';

describe('Readwise categories', () => {
  it("follows Readwise's rule: the category sent, else articles with a source URL, else books", () => {
    expect(categoryOfInput({})).toBe('books');
    expect(categoryOfInput({ source_url: 'https://example.com' })).toBe('articles');
    expect(categoryOfInput({ category: 'podcasts', source_url: 'https://example.com' })).toBe('podcasts');
  });

  it('maps categories to source kinds and back, tweets as web pages and other sources as books', () => {
    for (const category of ['books', 'articles', 'podcasts'] as const) {
      expect(categoryOfKind(kindOfCategory(category))).toBe(category);
    }
    expect(categoryOfKind(kindOfCategory('tweets'))).toBe('articles');
    expect(categoryOfKind('other')).toBe('books');
  });
});

describe('Readwise locations', () => {
  it("keeps Precis' location type where it has one, and a Kindle location otherwise", () => {
    expect(precisLocation(42, 'page')).toEqual({ type: 'page', value: '42' });
    expect(precisLocation(90, 'time_offset')).toEqual({ type: 'time', value: '90' });
    expect(precisLocation(7, 'offset')).toEqual({ type: 'location', value: '7' });
    expect(precisLocation(null, 'page')).toBeUndefined();
  });

  it('answers what the client sent, else the first number of the Precis location, else the order', () => {
    const none = { location: null, location_type: null };
    expect(
      readwiseLocation(5, { location: 78999682, location_type: 'offset' }, { type: 'location', sort: 9 }),
    ).toEqual({ location: 78999682, location_type: 'offset' });
    expect(readwiseLocation(5, none, { type: 'location', sort: 610 })).toEqual({
      location: 610,
      location_type: 'location',
    });
    expect(readwiseLocation(5, none, { type: 'time', sort: 3723 })).toEqual({
      location: 3723,
      location_type: 'time_offset',
    });
    expect(readwiseLocation(5, none, { type: null, sort: null })).toEqual({
      location: 5,
      location_type: 'order',
    });
  });
});
