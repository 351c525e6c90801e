import { describe, expect, it } from 'vitest';
import { softmaxInPlace } from './softmax';

describe('softmaxInPlace', () => {
  it('turns scores into probabilities summing to 1, the highest score the likeliest', () => {
    const probabilities = softmaxInPlace(new Float64Array([1, 2, 3]));
    expect(probabilities.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
    expect(probabilities[2]).toBeCloseTo(Math.exp(2) / (1 + Math.exp(1) + Math.exp(2)), 12);
  });

  it('sharpens with a factor, and never overflows on large scores', () => {
    expect(softmaxInPlace(new Float64Array([1, 2]), 30)[1]).toBeGreaterThan(0.999);
    expect(Array.from(softmaxInPlace(new Float64Array([5000, 5000])))).toEqual([0.5, 0.5]);
  });
});
