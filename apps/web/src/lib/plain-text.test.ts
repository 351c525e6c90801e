import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text';

describe('markdownToPlainText', () => {
  it('drops emphasis, link and heading marks but keeps their words', () => {
    expect(markdownToPlainText('# Title\n\nThe **bold** [link text](https://example.com) and `code`.')).toBe(
      'Title\nThe bold link text and code.',
    );
  });

  it('puts list items on lines of their own', () => {
    expect(markdownToPlainText('- first point\n- second point')).toBe('first point\nsecond point');
  });

  it('leaves plain text as it is', () => {
    expect(markdownToPlainText('Just a sentence; nothing to strip.')).toBe(
      'Just a sentence; nothing to strip.',
    );
  });

  it('keeps raw HTML as visible text', () => {
    expect(markdownToPlainText('<img src=x onerror=alert(1)> hello')).toBe(
      '<img src=x onerror=alert(1)> hello',
    );
  });
});
