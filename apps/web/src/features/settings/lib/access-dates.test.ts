import { describe, expect, it } from 'vitest';
import { describeDevice } from './access-dates';

describe('describeDevice', () => {
  it('names the browser and system of common user agents', () => {
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe(
      'Firefox on Linux',
    );
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      ),
    ).toBe('Edge on Windows');
  });

  it('falls back to the raw string for scripts, and says so when there is none', () => {
    expect(describeDevice('node')).toBe('node');
    expect(describeDevice(null)).toBe('Unknown device');
  });
});
