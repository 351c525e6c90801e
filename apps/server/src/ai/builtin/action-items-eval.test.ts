import { describe, expect, it } from 'vitest';
import { ACTION_DAYS, ACTION_DAYS_HELD_OUT, type LabelledDay } from './action-items-data';
import { evaluateActionItems } from './action-items-eval';
import { ACTION_DAYS_FRESH } from './action-items-heldout';
import { ACTION_DAYS_FRESH_2 } from './action-items-heldout-2';
import { ACTION_DAYS_FRESH_3 } from './action-items-heldout-3';
import { ACTION_DAYS_FRESH_4 } from './action-items-heldout-4';
import { ACTION_DAYS_FRESH_5 } from './action-items-heldout-5';
import { ACTION_DAYS_FRESH_6 } from './action-items-heldout-6';
import { ACTION_DAYS_FRESH_7 } from './action-items-heldout-7';
import { ACTION_DAYS_FRESH_8 } from './action-items-heldout-8';
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
      ...ACTION_DAYS_FRESH_7,
      ...ACTION_DAYS_FRESH_8,
    ];
    for (const item of days.flatMap((day) => day.highlights)) {
      const sentences = splitSentences(item.content);
      for (const action of item.actions) expect(sentences, action).toContain(action);
    }
  });

  // Floors per set of days, at the measured figures. The first fresh days (3 of 22 listed items not actions
  // before) and the book-advice days (4 of 13 before) were scored first, then used to shape the advice
  // patterns. The days written after them were not tuned on until the labelled-line rules came.
  // The next three sets come from three authors who saw neither the patterns nor any labelled day. Each was
  // scored first (recall 0.783, 0.87 and 0.76; non-actions 21.7%, 27.3% and 15.6% of the list), then used to
  // shape the labelled-line, date, assignment, list and advice rules; so were the fourth author's (0.673 and
  // 25% before: requests in chat form, "re:", lower-case notes). The fifth author's days are only scored:
  // 0.796 and 13.3% (missed: requests as "can someone ...?", "any chance you could ...?", list lines under a
  // heading without a to-do word, "@Ravi to ...").
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
      { actions: 48, recall: 0.979, falseShare: 0.021 },
    ],
    [
      'the second independent author’s days',
      ACTION_DAYS_FRESH_5,
      { actions: 50, recall: 1, falseShare: 0.075 },
    ],
    [
      'the third independent author’s days',
      ACTION_DAYS_FRESH_6,
      { actions: 50, recall: 1, falseShare: 0.038 },
    ],
    [
      'the fourth independent author’s days',
      ACTION_DAYS_FRESH_7,
      { actions: 49, recall: 0.98, falseShare: 0.059 },
    ],
    [
      'the fifth independent author’s days, never tuned on',
      ACTION_DAYS_FRESH_8,
      { actions: 49, recall: 0.796, falseShare: 0.133 },
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
