import { describe, expect, it } from 'vitest';
import { addRecent, excerptOf, type RecentHighlight, removeRecent, withNote } from './recent';

const item = (id: string): RecentHighlight => ({
  id,
  excerpt: id,
  source: 'Page',
  savedAt: 0,
  capture: {
    content: id,
    source: 'Page',
    sourceUrl: 'https://a.test/',
    sourceKind: 'web',
    url: 'https://a.test/',
  },
});

describe('recent highlights', () => {
  it('keeps the five newest, newest first', () => {
    let list: RecentHighlight[] = [];
    for (const id of ['1', '2', '3', '4', '5', '6']) list = addRecent(list, item(id));
    expect(list.map((entry) => entry.id)).toEqual(['6', '5', '4', '3', '2']);
  });

  it('forgets an undone highlight', () => {
    expect(removeRecent([item('1'), item('2')], '1').map((entry) => entry.id)).toEqual(['2']);
  });

  it('keeps the note on a highlight in its place', () => {
    const list = withNote([item('1'), item('2')], '2', 'A note.');
    expect(list.map((entry) => [entry.id, entry.capture.comment])).toEqual([
      ['1', undefined],
      ['2', 'A note.'],
    ]);
  });

  it('shortens long passages to one line', () => {
    expect(excerptOf('a\n\nb')).toBe('a b');
    expect(excerptOf('x'.repeat(500))).toHaveLength(160);
  });
});
