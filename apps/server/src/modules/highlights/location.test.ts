import { describe, expect, it } from 'vitest';
import { locationSortKey } from './location';

describe('locationSortKey', () => {
  it('reads the first number of a page or location', () => {
    expect(locationSortKey({ type: 'page', value: '42' })).toBe(42);
    expect(locationSortKey({ type: 'location', value: '610-612' })).toBe(610);
    expect(locationSortKey({ type: 'order', value: '3' })).toBe(3);
  });

  it('reads a time as seconds', () => {
    expect(locationSortKey({ type: 'time', value: '1:02:03' })).toBe(3723);
    expect(locationSortKey({ type: 'time', value: '2:30' })).toBe(150);
    expect(locationSortKey({ type: 'time', value: '95' })).toBe(95);
  });

  it('has no key for a value without a number, or no location', () => {
    expect(locationSortKey({ type: 'page', value: 'xii' })).toBeNull();
    expect(locationSortKey(null)).toBeNull();
  });
});
