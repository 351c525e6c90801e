import { LIMITS } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { checkCaptureText, selectionToMarkdown, sourceFromTitle } from './capture-text';

describe('selectionToMarkdown', () => {
  it('keeps paragraphs, separated by one blank line', () => {
    expect(selectionToMarkdown('First paragraph.\n\n\n\nSecond paragraph.\nThird.')).toBe(
      'First paragraph.\n\nSecond paragraph.\n\nThird.',
    );
  });

  it('collapses runs of spaces and tabs and trims each line', () => {
    expect(selectionToMarkdown('  A   line\twith \u00a0 gaps  \n\t next ')).toBe('A line with gaps\n\nnext');
  });

  it('understands Windows and old Mac line ends and Unicode separators', () => {
    expect(selectionToMarkdown('one\r\ntwo\rthree\u2029four')).toBe('one\n\ntwo\n\nthree\n\nfour');
  });

  it('drops zero-width spaces but keeps the joiners emoji are made of', () => {
    expect(selectionToMarkdown('in\u200bvisible\ufeff')).toBe('invisible');
    expect(selectionToMarkdown('\u{1F469}\u200D\u{1F52C}')).toBe('\u{1F469}\u200D\u{1F52C}');
  });

  it('gives an empty text for whitespace only', () => {
    expect(selectionToMarkdown(' \n\t\n ')).toBe('');
  });
});

describe('checkCaptureText', () => {
  it('asks for a selection when there is none', () => {
    expect(checkCaptureText('   ')).toEqual({ ok: false, message: 'Select some text on the page first.' });
  });

  it('accepts a selection exactly at the limit', () => {
    const text = 'a'.repeat(LIMITS.contentMax);
    expect(checkCaptureText(`  ${text}  `)).toEqual({ ok: true, content: text });
  });

  it('refuses a selection over the limit with the figures', () => {
    const result = checkCaptureText('a'.repeat(LIMITS.contentMax + 1));
    expect(result).toEqual({
      ok: false,
      message:
        'This selection is too long to save: 20,001 characters, and a highlight holds at most 20,000. Select a shorter passage.',
    });
  });

  it('measures the limit on the cleaned text, not the raw selection', () => {
    const padded = `${'a'.repeat(LIMITS.contentMax)}${' '.repeat(5000)}`;
    expect(checkCaptureText(padded).ok).toBe(true);
  });
});

describe('sourceFromTitle', () => {
  it('uses the title, with its whitespace tidied', () => {
    expect(sourceFromTitle('  An\n  Article ', 'https://example.org/a')).toBe('An Article');
  });

  it('falls back to the host name for an untitled page', () => {
    expect(sourceFromTitle('', 'https://example.org/a')).toBe('example.org');
  });

  it('shortens a title longer than a source may be', () => {
    const source = sourceFromTitle('t'.repeat(LIMITS.sourceMax + 10), 'https://example.org/');
    expect(source).toHaveLength(LIMITS.sourceMax);
    expect(source.endsWith('...')).toBe(true);
  });
});
