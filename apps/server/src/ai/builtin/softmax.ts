/**
 * Turns scores into probabilities summing to 1, in place: each becomes exp(sharpness × (score − the highest)),
 * divided by their sum (the highest subtracted so no exponent overflows).
 */
export function softmaxInPlace(scores: Float64Array, sharpness = 1): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (const score of scores) if (score > max) max = score;
  let total = 0;
  for (let index = 0; index < scores.length; index += 1) {
    const value = Math.exp(((scores[index] ?? 0) - max) * sharpness);
    scores[index] = value;
    total += value;
  }
  for (let index = 0; index < scores.length; index += 1) scores[index] = (scores[index] ?? 0) / total;
  return scores;
}
