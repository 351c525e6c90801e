import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './visible-text';

describe('hasVisibleText', () => {
  it('refuses white space and invisible format characters alone', () => {
    for (const text of ['', '   ', '\u200b\u200b', '\u200d\ufeff \u2060', '\t\n\u00a0'])
      expect(hasVisibleText(text)).toBe(false);
  });

  it('takes any letter, mark, digit, symbol or emoji, in any script', () => {
    for (const text of ['a', '\u200b1', '👩‍💻', '中', '—', ' ‎ב']) expect(hasVisibleText(text)).toBe(true);
  });
});
