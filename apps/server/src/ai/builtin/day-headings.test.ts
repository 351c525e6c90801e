import { describe, expect, it } from 'vitest';
import { dayOfHeading, withDayOfHeading, withQueueOfHeading } from './day-headings';

describe('day headings', () => {
  it('reads a heading that names a day, and only such a heading', () => {
    for (const heading of [
      'Tomorrow',
      'Saturday:',
      'This week',
      'Thurs',
      'by Friday',
      'Monday morning',
      'Today -',
    ])
      expect(dayOfHeading(heading), heading).toBeDefined();
    for (const heading of ['Shopping', 'Team call', 'Pets at Home', 'Sunday roast', 'Dentist Thurs 4.15'])
      expect(dayOfHeading(heading), heading).toBeUndefined();
  });

  it('carries the day onto a line that names none', () => {
    expect(withDayOfHeading('Tomorrow', 'clean the mews and ring the vet')).toBe(
      'Tomorrow: clean the mews and ring the vet',
    );
    expect(withDayOfHeading('Saturday:', 'Pick up the cake')).toBe('Saturday: Pick up the cake');
    expect(withDayOfHeading('Tomorrow', 'Book the MOT for Friday')).toBe('Book the MOT for Friday');
    expect(withDayOfHeading('Shopping', 'milk')).toBe('milk');
    expect(withDayOfHeading(undefined, 'milk')).toBe('milk');
  });

  it("carries a reader's queue onto the titles under it", () => {
    expect(withQueueOfHeading('Books to read:', 'Piranesi')).toBe('Books to read: Piranesi');
    expect(withQueueOfHeading('Watch later', 'Past Lives')).toBe('Watch later: Past Lives');
    expect(withQueueOfHeading('Shopping', 'milk')).toBe('milk');
    expect(withQueueOfHeading('Books I read this year:', 'Piranesi')).toBe('Piranesi');
  });
});
