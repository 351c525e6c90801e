import { describe, expect, it } from 'vitest';
import { ACTION_DAYS, ACTION_DAYS_HELD_OUT, type LabelledDay } from './action-items-data';
import { evaluateActionItems } from './action-items-eval';
import { ACTION_DAYS_FRESH } from './action-items-heldout';
import { ACTION_DAYS_FRESH_2 } from './action-items-heldout-2';
import { ACTION_DAYS_FRESH_3 } from './action-items-heldout-3';
import { splitSentences } from './sentences';

describe('TASKS summaries on labelled days', () => {
  it('labels only sentences the splitter produces', () => {
    const days = [
      ...ACTION_DAYS,
      ...ACTION_DAYS_HELD_OUT,
      ...ACTION_DAYS_FRESH,
      ...ACTION_DAYS_FRESH_2,
      ...ACTION_DAYS_FRESH_3,
    ];
    for (const item of days.flatMap((day) => day.highlights)) {
      const sentences = splitSentences(item.content);
      for (const action of item.actions) expect(sentences, action).toContain(action);
    }
  });

  // Floors per set of days, at the measured figures. The first fresh days (3 of 22 listed items not actions
  // before) and the book-advice days (4 of 13 before) were scored first, then used to shape the advice
  // patterns. The last days were written after them and never tuned on: there the owner after a
  // "Standup:" label is missed, as before, and 1 of 7 listed items is advice (2 of 8 before).
  const floors: [string, LabelledDay[], { actions: number; recall: number; falseShare: number }][] = [
    ['the tuning days', ACTION_DAYS, { actions: 54, recall: 1, falseShare: 0.05 }],
    ['the first held-out days', ACTION_DAYS_HELD_OUT, { actions: 11, recall: 1, falseShare: 0 }],
    ['the first fresh days', ACTION_DAYS_FRESH, { actions: 19, recall: 1, falseShare: 0 }],
    ['the book-advice days', ACTION_DAYS_FRESH_2, { actions: 9, recall: 1, falseShare: 0 }],
    [
      'the days written after the advice patterns',
      ACTION_DAYS_FRESH_3,
      { actions: 7, recall: 0.857, falseShare: 0.143 },
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
