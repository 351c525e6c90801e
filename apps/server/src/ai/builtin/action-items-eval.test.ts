import { describe, expect, it } from 'vitest';
import { ACTION_DAYS, ACTION_DAYS_HELD_OUT } from './action-items-data';
import { evaluateActionItems } from './action-items-eval';
import { splitSentences } from './sentences';

describe('TASKS summaries on labelled days', () => {
  it('labels only sentences the splitter produces', () => {
    for (const item of [...ACTION_DAYS, ...ACTION_DAYS_HELD_OUT].flatMap((day) => day.highlights)) {
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

  it('holds its figures on days it was never tuned on', () => {
    const figures = evaluateActionItems(ACTION_DAYS_HELD_OUT);
    expect(figures.recall).toBeGreaterThanOrEqual(0.85);
    expect(figures.falseShare).toBeLessThanOrEqual(0.1);
    expect(figures.misLinked).toBe(0);
  });
});
