import { describe, expect, it } from 'vitest';
import { formatLocation } from './location';

describe('formatLocation', () => {
  it('names the kind of location before its value', () => {
    expect(formatLocation({ type: 'page', value: '42' })).toBe('Page 42');
    expect(formatLocation({ type: 'location', value: '610-612' })).toBe('Location 610-612');
    expect(formatLocation({ type: 'time', value: '1:02:03' })).toBe('Time 1:02:03');
    expect(formatLocation({ type: 'order', value: '3' })).toBe('No. 3');
  });
});
