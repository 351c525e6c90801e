import { describe, expect, it } from 'vitest';
import { isValidTimeZone } from './time-zone';

describe('isValidTimeZone', () => {
  it('accepts IANA zones and refuses anything else, also when asked again', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(isValidTimeZone('Europe/Paris')).toBe(true);
      expect(isValidTimeZone('UTC')).toBe(true);
      expect(isValidTimeZone('Mars/Olympus')).toBe(false);
      expect(isValidTimeZone('')).toBe(false);
      expect(isValidTimeZone('x'.repeat(65))).toBe(false);
    }
  });
});
