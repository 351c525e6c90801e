import { describe, expect, it } from 'vitest';
import { ACTION_DAYS, ACTION_DAYS_HELD_OUT, type LabelledDay } from './action-items-data';
import { evaluateActionItems } from './action-items-eval';
import { ACTION_DAYS_FRESH } from './action-items-heldout';
import { ACTION_DAYS_FRESH_2 } from './action-items-heldout-2';
import { ACTION_DAYS_FRESH_3 } from './action-items-heldout-3';
import { ACTION_DAYS_FRESH_4 } from './action-items-heldout-4';
import { ACTION_DAYS_FRESH_5 } from './action-items-heldout-5';
import { ACTION_DAYS_FRESH_6 } from './action-items-heldout-6';
import { splitSentences } from './sentences';

describe('TASKS summaries on labelled days', () => {
  it('labels only sentences the splitter produces', () => {
    const days = [
      ...ACTION_DAYS,
      ...ACTION_DAYS_HELD_OUT,
      ...ACTION_DAYS_FRESH,
      ...ACTION_DAYS_FRESH_2,
      ...ACTION_DAYS_FRESH_3,
      ...ACTION_DAYS_FRESH_4,
      ...ACTION_DAYS_FRESH_5,
      ...ACTION_DAYS_FRESH_6,
    ];
    for (const item of days.flatMap((day) => day.highlights)) {
      const sentences = splitSentences(item.content);
      for (const action of item.actions) expect(sentences, action).toContain(action);
    }
  });

  // Floors per set of days, at the measured figures. The first fresh days (3 of 22 listed items not actions
  // before) and the book-advice days (4 of 13 before) were scored first, then used to shape the advice
  // patterns. The last days were written after them and never tuned on: there the owner after a
  // "Standup:" label was missed, and 1 of 7 listed items is advice (2 of 8 before).
  // The last three sets come from three authors who saw neither the patterns nor any labelled day. The first
  // two were scored (recall 0.783 and 0.87, non-actions 21.7% and 27.3% of the list), then used to shape the
  // labelled-line, date, assignment and advice rules; the third (ACTION_DAYS_FRESH_6) is only scored: 0.76
  // and 15.6% before those rules, the figures below after.
  const floors: [string, LabelledDay[], { actions: number; recall: number; falseShare: number }][] = [
    ['the tuning days', ACTION_DAYS, { actions: 54, recall: 1, falseShare: 0.05 }],
    ['the first held-out days', ACTION_DAYS_HELD_OUT, { actions: 11, recall: 1, falseShare: 0 }],
    ['the first fresh days', ACTION_DAYS_FRESH, { actions: 19, recall: 1, falseShare: 0 }],
    ['the book-advice days', ACTION_DAYS_FRESH_2, { actions: 9, recall: 1, falseShare: 0 }],
    [
      'the days written after the advice patterns',
      ACTION_DAYS_FRESH_3,
      { actions: 7, recall: 1, falseShare: 0.125 },
    ],
    [
      'the first independent author’s days',
      ACTION_DAYS_FRESH_4,
      { actions: 46, recall: 0.978, falseShare: 0.022 },
    ],
    [
      'the second independent author’s days',
      ACTION_DAYS_FRESH_5,
      { actions: 50, recall: 0.98, falseShare: 0.075 },
    ],
    [
      'the third independent author’s days, never tuned on',
      ACTION_DAYS_FRESH_6,
      { actions: 50, recall: 0.78, falseShare: 0.17 },
    ],
  ];
  for (const [name, days, floor] of floors) {
    it(`lists the actions of ${name}, each linked to its highlight, with few non-actions`, () => {
      const figures = evaluateActionItems(days);
      expect(figures.actions).toBeGreaterThanOrEqual(floor.actions);
      expect(figures.recall).toBeGreaterThanOrEqual(floor.recall);
      expect(figures.falseShare).toBeLessThanOrEqual(floor.falseShare);
      expect(figures.misLinked).toBe(0);
    });
  }
});
