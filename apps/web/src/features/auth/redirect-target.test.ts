import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('follows in-app paths with their query', () =>
    expect(safeRedirectTarget('/highlights?x=1')).toBe('/highlights?x=1'));
  it('refuses other sites and protocol-relative links', () => {
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
  });
  it('refuses paths that browsers turn into other sites (tab, line break, backslash)', () => {
    expect(safeRedirectTarget(decodeURIComponent('/%09/evil.example'))).toBe('/');
    expect(safeRedirectTarget('/\n/evil.example')).toBe('/');
    expect(safeRedirectTarget('/a\\..\\/evil.example')).toBe('/');
  });
  it('defaults to home', () => expect(safeRedirectTarget(null)).toBe('/'));
});
