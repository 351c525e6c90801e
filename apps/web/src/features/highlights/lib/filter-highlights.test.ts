import type { Highlight } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { sampleHighlight } from '../sample-highlight';
import { filterHighlights } from './filter-highlights';

const base = sampleHighlight({ id: '1', source: null });

const highlights: Highlight[] = [
  { ...base, id: 'content', content: 'The Quick brown fox' },
  { ...base, id: 'source', source: 'Moby DICK' },
  { ...base, id: 'comment', comment: 'Remember THIS one' },
  { ...base, id: 'category', categories: ['DEVELOPMENT_CODING', 'Gardening'] },
  { ...base, id: 'tag', tags: ['Philosophy'] },
  { ...base, id: 'accents', content: 'Hay que imaginarse a Sísifo dichoso; don’t despair.' },
];

const ids = (term: string) => filterHighlights(highlights, term).map((highlight) => highlight.id);

describe('filterHighlights', () => {
  it('keeps everything for a blank term', () => {
    expect(ids('  ')).toHaveLength(6);
  });
  it.each([
    ['quick', 'content'],
    ['moby dick', 'source'],
    ['this one', 'comment'],
    ['gardening', 'category'],
    ['philosophy', 'tag'],
  ])('finds "%s" in the %s, ignoring case', (term, id) => {
    expect(ids(term)).toEqual([id]);
  });
  it('matches a category code by its display name too', () => {
    expect(ids('Development & Coding')).toEqual(['category']);
  });
  it('finds a word typed without its accents or with a plain apostrophe, as the server does', () => {
    expect(ids('sisifo')).toEqual(['accents']);
    expect(ids('SÍSIFO  dichoso')).toEqual(['accents']);
    expect(ids("don't despair")).toEqual(['accents']);
  });
  it('returns nothing when no field matches', () => {
    expect(ids('zebra')).toEqual([]);
  });
});
