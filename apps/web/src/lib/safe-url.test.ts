import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['mailto:me@example.com', true],
    ['/relative/path', true],
    ['#anchor', true],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html;base64,xx', false],
    ['vbscript:msgbox', false],
    ['ftp://example.com', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(safeUrl(url) !== undefined).toBe(allowed);
  });
});
