import { describe, expect, it } from 'vitest';
import { newCard, parseCard, previewIntervals, rateCard, serialiseCard, stateName } from './review-scheduler';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 0, 5, 9);

describe('review scheduling (FSRS through ts-fsrs)', () => {
  it('makes the intervals grow while a highlight keeps being rated good', () => {
    let card = newCard(start);
    let now = start;
    const gaps: number[] = [];
    for (let review = 0; review < 5; review += 1) {
      card = rateCard(card, 'good', now);
      gaps.push(card.due.getTime() - now);
      now = card.due.getTime();
    }
    for (let index = 2; index < gaps.length; index += 1) {
      expect(gaps[index]).toBeGreaterThan(gaps[index - 1] ?? 0);
    }
    expect(gaps.at(-1)).toBeGreaterThan(10 * DAY);
    expect(stateName(card)).toBe('review');
  });

  it('brings a forgotten highlight back sooner than a remembered one', () => {
    let card = newCard(start);
    let now = start;
    for (let review = 0; review < 4; review += 1) {
      card = rateCard(card, 'good', now);
      now = card.due.getTime();
    }
    const remembered = rateCard(card, 'good', now);
    const forgotten = rateCard(card, 'again', now);
    expect(forgotten.due.getTime()).toBeLessThan(remembered.due.getTime());
    expect(forgotten.due.getTime() - now).toBeLessThan((remembered.due.getTime() - now) / 5);
    expect(forgotten.lapses).toBe(card.lapses + 1);
  });

  it('schedules in whole days, since review is a daily session', () => {
    const intervals = previewIntervals(newCard(start), start);
    expect(intervals.again).toBe(DAY);
    for (const wait of Object.values(intervals)) expect(wait % DAY).toBe(0);
  });

  it('orders the previewed intervals again < hard < good < easy, and a rating gives what was shown', () => {
    let card = rateCard(newCard(start), 'good', start);
    const now = card.due.getTime();
    card = rateCard(card, 'good', now);
    const later = card.due.getTime();
    const intervals = previewIntervals(card, later);
    expect(intervals.again).toBeLessThan(intervals.hard);
    expect(intervals.hard).toBeLessThan(intervals.good);
    expect(intervals.good).toBeLessThan(intervals.easy);
    expect(rateCard(card, 'good', later).due.getTime() - later).toBe(intervals.good);
  });

  it('stores a card as JSON and reads it back unchanged', () => {
    const card = rateCard(rateCard(newCard(start), 'hard', start), 'easy', start + DAY);
    const back = parseCard(serialiseCard(card));
    expect(back).toEqual(card);
    expect(back.due).toBeInstanceOf(Date);
    expect(rateCard(back, 'good', start + 5 * DAY)).toEqual(rateCard(card, 'good', start + 5 * DAY));
  });
});
