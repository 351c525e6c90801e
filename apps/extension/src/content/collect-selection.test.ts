import { LIMITS } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { passageUrl } from './collect-selection';

describe('passageUrl', () => {
  it('links to the exact passage when it fits', () => {
    expect(passageUrl('https://example.org/a', { textStart: 'A passage' }, 'A passage')).toBe(
      'https://example.org/a#:~:text=A%20passage',
    );
  });

  it('falls back to the first and last words when the exact link is too long', () => {
    const words = Array.from({ length: 900 }, (_, index) => `w${index}`).join(' ');
    const url = passageUrl('https://example.org/a', { textStart: words }, words);
    expect(url).toBe('https://example.org/a#:~:text=w0%20w1%20w2%20w3%20w4,w895%20w896%20w897%20w898%20w899');
  });

  it('leaves the link out when even that does not fit', () => {
    const page = `https://example.org/${'p'.repeat(LIMITS.urlMax)}`;
    expect(passageUrl(page, { textStart: 'x' }, 'x')).toBeUndefined();
  });
});
