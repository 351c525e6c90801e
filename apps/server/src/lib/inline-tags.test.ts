import { describe, expect, it } from 'vitest';
import { parseInlineTags } from './inline-tags';

describe('parseInlineTags', () => {
  it('takes .tags out of a note and keeps its text', () => {
    expect(parseInlineTags('Worth rereading .philosophy .to-read')).toEqual({
      note: 'Worth rereading',
      tags: ['philosophy', 'to-read'],
    });
  });

  it('answers an empty note when the note held only tags', () => {
    expect(parseInlineTags('.stoicism')).toEqual({ note: '', tags: ['stoicism'] });
  });

  it('leaves dots inside words, sentences and URLs alone', () => {
    const text = 'See example.com and v1.2 .. end. Next';
    expect(parseInlineTags(text)).toEqual({ note: text, tags: [] });
  });

  it('keeps heading, concatenation and question controls as text', () => {
    expect(parseInlineTags('.h1 .c2 .idea')).toEqual({ note: '.h1 .c2', tags: ['idea'] });
    expect(parseInlineTags('.c12 .qa What is a base rate? The prior.')).toEqual({
      note: '.c12 .qa What is a base rate? The prior.',
      tags: [],
    });
  });

  it('drops a repeated tag whatever its case', () => {
    expect(parseInlineTags('.Idea .idea')).toEqual({ note: '', tags: ['Idea'] });
  });

  it('reads tags in any script and on several lines', () => {
    expect(parseInlineTags('première\n.idée\n.日本')).toEqual({ note: 'première', tags: ['idée', '日本'] });
  });

  it('answers nothing for a missing note', () => {
    expect(parseInlineTags(null)).toEqual({ note: '', tags: [] });
  });
});
