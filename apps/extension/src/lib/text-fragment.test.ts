import { describe, expect, it } from 'vitest';
import {
  encodeTextDirective,
  fragmentFromText,
  textFragmentUrl,
  withoutFragmentDirective,
} from './text-fragment';

describe('encodeTextDirective', () => {
  it('encodes the start alone', () => {
    expect(encodeTextDirective({ textStart: 'hello world' })).toBe('text=hello%20world');
  });

  it('joins prefix, start, end and suffix with their delimiters', () => {
    expect(encodeTextDirective({ prefix: 'a', textStart: 'b', textEnd: 'c', suffix: 'd' })).toBe(
      'text=a-,b,c,-d',
    );
  });

  it('escapes the characters that delimit parts', () => {
    expect(encodeTextDirective({ textStart: 'well-known, safe & sound' })).toBe(
      'text=well%2Dknown%2C%20safe%20%26%20sound',
    );
  });

  it('encodes text beyond ASCII', () => {
    expect(encodeTextDirective({ textStart: 'café' })).toBe('text=caf%C3%A9');
  });
});

describe('textFragmentUrl', () => {
  it('adds the directive to a URL without a fragment', () => {
    expect(textFragmentUrl('https://example.org/a?b=1', { textStart: 'x' })).toBe(
      'https://example.org/a?b=1#:~:text=x',
    );
  });

  it('keeps the page anchor', () => {
    expect(textFragmentUrl('https://example.org/a#part-2', { textStart: 'x' })).toBe(
      'https://example.org/a#part-2:~:text=x',
    );
  });

  it('replaces a directive the URL already carries', () => {
    expect(textFragmentUrl('https://example.org/a#:~:text=old', { textStart: 'new' })).toBe(
      'https://example.org/a#:~:text=new',
    );
  });
});

describe('withoutFragmentDirective', () => {
  it('removes the directive and an emptied hash', () => {
    expect(withoutFragmentDirective('https://example.org/a#:~:text=old')).toBe('https://example.org/a');
    expect(withoutFragmentDirective('https://example.org/a#top:~:text=old')).toBe(
      'https://example.org/a#top',
    );
  });
});

describe('fragmentFromText', () => {
  it('uses a short single paragraph whole', () => {
    expect(fragmentFromText('A short passage.')).toEqual({ textStart: 'A short passage.' });
  });

  it('uses the first and last words of several paragraphs', () => {
    expect(fragmentFromText('one two three four five six\n\nseven eight nine ten eleven twelve')).toEqual({
      textStart: 'one two three four five',
      textEnd: 'eight nine ten eleven twelve',
    });
  });

  it('uses the ends of a long single paragraph', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    expect(fragmentFromText(words)).toEqual({
      textStart: 'word0 word1 word2 word3 word4',
      textEnd: 'word75 word76 word77 word78 word79',
    });
  });
});
