import { describe, expect, it } from 'vitest';
import { ACTION_DAYS, ACTION_DAYS_HELD_OUT } from './action-items-data';
import { evaluateActionItems } from './action-items-eval';
import { ACTION_DAYS_FRESH } from './action-items-heldout';
import { splitSentences } from './sentences';

describe('TASKS summaries on labelled days', () => {
  it('labels only sentences the splitter produces', () => {
    const days = [...ACTION_DAYS, ...ACTION_DAYS_HELD_OUT, ...ACTION_DAYS_FRESH];
    for (const item of days.flatMap((day) => day.highlights)) {
      const sentences = splitSentences(item.content);
      for (const action of item.actions) expect(sentences, action).toContain(action);
    }
  });

  it('lists every labelled action of the tuning days, linked to its highlight, with few non-actions', () => {
    const figures = evaluateActionItems(ACTION_DAYS);
    expect(figures.recall).toBeGreaterThanOrEqual(0.95);
    expect(figures.falseShare).toBeLessThanOrEqual(0.05);
    expect(figures.misLinked).toBe(0);
  });

  it('holds its figures on the first held-out days, since used for tuning', () => {
    const figures = evaluateActionItems(ACTION_DAYS_HELD_OUT);
    expect(figures.recall).toBeGreaterThanOrEqual(0.95);
    expect(figures.falseShare).toBeLessThanOrEqual(0.05);
    expect(figures.misLinked).toBe(0);
  });

  // Never tuned on. Measured: recall 100% (19 of 19), 3 of 22 listed items not actions (13.6%): the floor
  // guards against regressions; the non-action share is above the 5% wanted and is reported as such.
  it('finds every action of the fresh held-out days, each linked to its highlight', () => {
    const figures = evaluateActionItems(ACTION_DAYS_FRESH);
    expect(figures.actions).toBeGreaterThanOrEqual(19);
    expect(figures.recall).toBeGreaterThanOrEqual(0.95);
    expect(figures.falseShare).toBeLessThanOrEqual(0.15);
    expect(figures.misLinked).toBe(0);
  });
});
