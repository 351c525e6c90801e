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
  it('gives a target the browser can resolve inside the app for every hostile form, /%09/ among them', () => {
    const origin = 'https://precis.example';
    const hostile = [
      '/%09/',
      '/%09/evil.example',
      '/%0a/',
      '/%0d%0a/',
      '/%5c/evil.example',
      '/%2F/evil.example',
    ];
    for (const raw of [...hostile, ...hostile.map(decodeURIComponent)]) {
      const target = safeRedirectTarget(raw);
      // react-router's browser history builds `new URL(target, origin)`; a stripped tab makes `//` and it throws.
      expect(() => new URL(target, origin), JSON.stringify(raw)).not.toThrow();
      expect(new URL(target, origin).origin, JSON.stringify(raw)).toBe(origin);
    }
  });
  it('defaults to home', () => expect(safeRedirectTarget(null)).toBe('/'));
});
