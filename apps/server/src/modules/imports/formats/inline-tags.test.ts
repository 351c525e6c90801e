import { describe, expect, it } from 'vitest';
import { readInlineTags, readNoteTags, withInlineTags } from './inline-tags';

describe('Readwise inline tags in an e-reader note', () => {
  it('reads the leading tags and keeps the words after them as the note', () => {
    expect(readInlineTags('.productivity')).toEqual({ tags: ['productivity'] });
    expect(readInlineTags('.productivity .deep-work Try this at work')).toEqual({
      tags: ['productivity', 'deep-work'],
      note: 'Try this at work',
    });
    expect(readInlineTags('  .Stoicism  ')).toEqual({ tags: ['Stoicism'] });
  });

  it('leaves headings, joins, questions and ordinary notes as they were typed', () => {
    expect(readInlineTags('.h1 Part One')).toEqual({ tags: [], note: '.h1 Part One' });
    expect(readInlineTags('.c1')).toEqual({ tags: [], note: '.c1' });
    expect(readInlineTags('.qa What is the base rate? The prior.')).toEqual({
      tags: [],
      note: '.qa What is the base rate? The prior.',
    });
    expect(readInlineTags('...and then it all changed')).toEqual({
      tags: [],
      note: '...and then it all changed',
    });
    expect(readInlineTags('.5 mg is the dose')).toEqual({ tags: [], note: '.5 mg is the dose' });
    expect(readInlineTags('See p. 12. Great point')).toEqual({ tags: [], note: 'See p. 12. Great point' });
    expect(readInlineTags(`.${'x'.repeat(80)}`)).toEqual({ tags: [], note: `.${'x'.repeat(80)}` });
  });

  it('reads each paragraph of notes joined on one highlight', () => {
    expect(readNoteTags('.stoicism\n\nRead this to Sam\n\n.habits')).toEqual({
      tags: ['stoicism', 'habits'],
      note: 'Read this to Sam',
    });
    expect(readNoteTags('.stoicism\n\n.h2 Chapter 3')).toEqual({ tags: ['stoicism'], note: '.h2 Chapter 3' });
  });

  it('adds them to the tags a record has, once each', () => {
    expect(withInlineTags(['Habits'], ['habits', 'focus'])).toEqual(['Habits', 'focus']);
    expect(withInlineTags([], ['focus', 'Focus'])).toEqual(['focus']);
  });
});
