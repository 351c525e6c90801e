import { describe, expect, it } from 'vitest';
import { metricDirection } from './metric-direction';

describe('metricDirection', () => {
  it('reads a wanted measure rising or an unwanted one falling as better', () => {
    for (const sentence of [
      'Sales grew 14% in November, the best month this year.',
      'Churn dropped to 2% after the onboarding changes.',
      'Latency is down from 400 ms to 120 ms.',
      'Bar takings were 8% up on the last sold-out show.',
      'Customer service complaints down 30% since the new rota.',
    ])
      expect(metricDirection(sentence), sentence).toBe('better');
  });

  it('reads a wanted measure falling or an unwanted one rising as worse', () => {
    for (const sentence of [
      'Sales fell 3% in Europe.',
      'Membership renewals are down 20% on last year.',
      'Customer complaints doubled since the price change.',
      'Waiting times rose to six weeks.',
    ])
      expect(metricDirection(sentence), sentence).toBe('worse');
  });

  it('says nothing when the measure or the direction is unclear or mixed', () => {
    for (const sentence of [
      'The boiler is leaking again.',
      'Sales were flat in October.',
      'Costs rose but revenue rose faster.',
      'Prices went up and then down again.',
      // The movement belongs to something else: a label's colon, an "of", a measure far off.
      'Incident: Wi-Fi down across the site from 08:30.',
      'There have been four incidents this month of passengers falling on board.',
      'IT outage: the crew scheduling system was down from 0200 to 0415.',
      // A machine or a service down is a fault, whatever measure's word comes before it.
      'Error logging server down overnight.',
      'Complaints about the booking site: site down again this morning.',
    ])
      expect(metricDirection(sentence), sentence).toBeUndefined();
  });

  it('refuses a long run of dashes or underscores at once, as a form or a rule line has', () => {
    const started = performance.now();
    for (const sentence of [
      `Costs ${'_'.repeat(30)} £400`,
      `Revenue ${'-'.repeat(40)}x`,
      `Costs ${'='.repeat(30)}`,
      `Revenue a${'-'.repeat(20_000)}`,
    ])
      expect(metricDirection(sentence)).toBeUndefined();
    // Seconds each when the words between a measure and its movement could hold the dashes too.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
