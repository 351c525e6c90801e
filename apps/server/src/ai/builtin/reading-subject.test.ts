import { describe, expect, it } from 'vitest';
import { shortWorkTitle } from './reading-subject';
import { summarise } from './summariser';

const MONTH = { start: '2023-12-01T00:00:00Z', end: '2024-01-01T00:00:00Z' };

function passage(index: number, source: string, content: string) {
  return {
    id: `h${index}`,
    content,
    source,
    author: 'An Author',
    location: { type: 'location', value: String(100 + index) },
    createdAt: `2023-12-${String(1 + (index % 28)).padStart(2, '0')}T20:00:00Z`,
  };
}

const DAWN = 'The Dawn of Everything: A New History of Humanity';
const PREHISTORY = 'Prehistory: A Very Short Introduction (Very Short Introductions)';
const lines = [
  'Human societies have taken many forms over the long course of history.',
  'Social inequality has an origin, or so the question assumes.',
  'Human beings made tools long before they made cities.',
  'Societies of hunters and gatherers were not all small or simple.',
];

describe('the works read name a period of reading', () => {
  it('shortens a title to the name a reader gives it', () => {
    expect(shortWorkTitle(DAWN)).toBe('The Dawn of Everything');
    expect(shortWorkTitle(PREHISTORY)).toBe('Prehistory');
    expect(shortWorkTitle('Atomic Habits (James Clear)')).toBe('Atomic Habits');
    expect(shortWorkTitle('Thinking, Fast and Slow')).toBe('Thinking, Fast and Slow');
    expect(shortWorkTitle('Time: 10 Things You Should Know')).toBe('Time');
    expect(shortWorkTitle('A Very Long Title That Goes On And On Well Past Forty Characters')).toHaveLength(
      40,
    );
  });

  it('titles a month spent in two books by the books, not by the words their passages share', () => {
    const highlights = [
      ...Array.from({ length: 12 }, (_, index) => passage(index, DAWN, lines[index % 4] ?? '')),
      ...Array.from({ length: 6 }, (_, index) => passage(20 + index, PREHISTORY, lines[index % 4] ?? '')),
      passage(40, 'Some Essay', 'Human history is long.'),
    ];
    const { title } = summarise({ highlights, type: 'AUTO', period: MONTH, timeZone: 'UTC' });
    expect(title).toBe('The Dawn of Everything & Prehistory: December 2023');
  });

  it("keeps the themes' title for the reader's own notes and for reading spread over many works", () => {
    const notes = lines.map((content, index) => ({
      id: `n${index}`,
      content,
      createdAt: '2023-12-03T10:00:00Z',
    }));
    const own = summarise({ highlights: notes, type: 'AUTO', period: MONTH, timeZone: 'UTC' }).title;
    expect(own).not.toContain('Dawn');
    const manyWorks = lines.flatMap((content, index) => [
      passage(index, `Book ${index}`, content),
      passage(10 + index, `Another Book ${index}`, content),
    ]);
    const spread = summarise({ highlights: manyWorks, type: 'AUTO', period: MONTH, timeZone: 'UTC' }).title;
    expect(spread).not.toMatch(/Book \d/);
  });
});
