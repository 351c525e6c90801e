import { describe, expect, it } from 'vitest';
import { type HighlightInput, summarise } from './summariser';

const DAY = { start: '2026-11-03T00:00:00Z', end: '2026-11-04T00:00:00Z' };

const tasks = (contents: string[]) =>
  summarise({
    highlights: contents.map(
      (content, index): HighlightInput => ({ id: `h${index}`, content, createdAt: '2026-11-03T10:00:00Z' }),
    ),
    type: 'TASKS',
    period: DAY,
    timeZone: 'UTC',
  })
    .markdown.split('\n')
    .filter((line) => line.startsWith('- [ ] '));

describe('an action item that points back at the sentence before it', () => {
  it('is quoted with that sentence, which says what "it" or "that" is', () => {
    expect(
      tasks([
        'Fridge is leaking again. Must sort that this week.',
        'Sam asked whether the invoice went out. Check it before lunch.',
      ]),
    ).toEqual([
      '- [ ] Fridge is leaking again. Must sort that this week. ([source](/highlights/h0))',
      '- [ ] Sam asked whether the invoice went out. Check it before lunch. ([source](/highlights/h1))',
    ]);
  });

  it('is quoted with it however it goes on about how, up to a dozen words', () => {
    expect(
      tasks([
        'Invoice #214 to Halden Studio is 30 days overdue. Chase it Monday, politely but with the late-fee clause quoted.',
      ]),
    ).toEqual([
      '- [ ] Invoice #214 to Halden Studio is 30 days overdue. Chase it Monday, politely but with the late-fee clause quoted. ([source](/highlights/h0))',
    ]);
  });

  it('is one bullet with the action it points at, not a second one repeating it', () => {
    expect(tasks(['Book the boiler service for next month. Do it before Friday.'])).toEqual([
      '- [ ] Book the boiler service for next month. Do it before Friday. ([source](/highlights/h0))',
    ]);
  });

  it('stands alone when "this" or "that" qualifies a word of its own', () => {
    expect(tasks(['The MOT is due in March. Call the garage this week.'])).toEqual([
      '- [ ] Call the garage this week. ([source](/highlights/h0))',
    ]);
  });
});
