import { describe, expect, it } from 'vitest';
import { looseText, sourceMatchKey, sourceUrlKey } from './source-keys';

describe('source keys', () => {
  it('compares titles and authors without case, accents or surrounding spaces', () => {
    expect(sourceMatchKey('  Les Misérables ', 'Victor  HUGO')).toBe(
      sourceMatchKey('les miserables', 'victor hugo'),
    );
    expect(looseText(' Ångström\tÉcole ')).toBe('angstrom ecole');
  });

  it('tells apart the same title by different authors, and a missing author from a given one', () => {
    expect(sourceMatchKey('Dune', 'Frank Herbert')).not.toBe(sourceMatchKey('Dune', 'Brian Herbert'));
    expect(sourceMatchKey('Dune')).not.toBe(sourceMatchKey('Dune', 'Frank Herbert'));
    expect(sourceMatchKey('Dune', null)).toBe(sourceMatchKey('Dune', '  '));
  });

  it('finds a URL again whatever the case of its host, its fragment or a trailing slash', () => {
    expect(sourceUrlKey('HTTPS://Example.com/Post/#intro')).toBe('https://example.com/Post');
    expect(sourceUrlKey('https://example.com/Post')).toBe('https://example.com/Post');
    expect(sourceUrlKey('https://example.com/post')).not.toBe(sourceUrlKey('https://example.com/Post'));
  });

  it('keeps a text that is not a URL as typed, and has no key for no URL', () => {
    expect(sourceUrlKey(' my notes ')).toBe('my notes');
    expect(sourceUrlKey('')).toBeNull();
    expect(sourceUrlKey(null)).toBeNull();
  });
});
