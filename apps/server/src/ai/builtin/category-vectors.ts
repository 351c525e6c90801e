/**
 * The categoriser's third opinion, after the curated vocabulary and the Bayes model: a ridge regression from a
 * text's word vector (word-vectors.ts) onto the codes of the labelled highlights. The other two know only the
 * words someone listed or used; this one knows their neighbours, which is where oblique highlights say what they
 * are about ("Burned the first fifty crème brûlées of my career" is near failing and learning, not cooking alone).
 * Learned in closed form (one 101 × 101 system; about 150 ms with reading the examples' vectors), so the server
 * learns it on its first categorisation rather than the build storing it.
 */
import { CATEGORY_CODES, type CategoryCode } from '@precis/shared';
import type { LabelledText } from './category-bayes';
import { softmaxInPlace } from './softmax';
import type { WordVectors } from './word-vectors';

export interface VectorModelOptions {
  /** Ridge shrinkage of every weight but the bias. */
  shrinkage: number;
  /** Multiplies the regression's scores before a softmax turns them into probabilities. */
  sharpness: number;
}

/** Chosen by leaving each training batch out in turn and scoring it (docs/built-in-ai.md), not on held-out sets. */
export const DEFAULT_VECTOR_MODEL_OPTIONS: VectorModelOptions = { shrinkage: 1, sharpness: 30 };

/**
 * Probability per code of a text cut into words (tokens.ts), in the order of CATEGORY_CODES, summing to 1; none
 * for a text with no word the vectors know, or too few (LEAST_KNOWN_SHARE). An array, not a map: the categoriser
 * asks for every code of every text.
 */
export type VectorModel = (textWords: readonly string[]) => Float64Array | undefined;

/**
 * A text the vectors know fewer of the words of is no English they can read: German, Dutch or Italian that the
 * language guess took for English ("De otter is terug in de Weerribben", where they know "de", "otter", "is",
 * "in"). Of 7,043 labelled English highlights, one in a hundred falls below 0.7 and none below 0.5.
 */
const LEAST_KNOWN_SHARE = 0.6;
const STARTS_WITH_LETTER_RE = /^\p{L}/u;

/** Words whose scores are kept (about 250 bytes each); past this many the memo starts again rather than grow. */
const WORD_SCORES_MEMO_LIMIT = 10_000;

/** Solves (A) X = B for a symmetric positive definite A of n × n and B of n × m, both row-major, by Cholesky. */
export function solveSymmetric(a: Float64Array, b: Float64Array, n: number, m: number): Float64Array {
  const lower = new Float64Array(n * n);
  for (let row = 0; row < n; row += 1) {
    for (let column = 0; column <= row; column += 1) {
      let sum = a[row * n + column] ?? 0;
      for (let k = 0; k < column; k += 1) sum -= (lower[row * n + k] ?? 0) * (lower[column * n + k] ?? 0);
      if (row === column) {
        if (sum <= 0) throw new Error('The matrix is not positive definite.');
        lower[row * n + row] = Math.sqrt(sum);
      } else lower[row * n + column] = sum / (lower[column * n + column] ?? 1);
    }
  }
  const x = new Float64Array(n * m);
  for (let column = 0; column < m; column += 1) {
    // L y = b, then Lᵀ x = y.
    const y = new Float64Array(n);
    for (let row = 0; row < n; row += 1) {
      let sum = b[row * m + column] ?? 0;
      for (let k = 0; k < row; k += 1) sum -= (lower[row * n + k] ?? 0) * (y[k] ?? 0);
      y[row] = sum / (lower[row * n + row] ?? 1);
    }
    for (let row = n - 1; row >= 0; row -= 1) {
      let sum = y[row] ?? 0;
      for (let k = row + 1; k < n; k += 1) sum -= (lower[k * n + row] ?? 0) * (x[k * m + column] ?? 0);
      x[row * m + column] = sum / (lower[row * n + row] ?? 1);
    }
  }
  return x;
}

/** Learns the regression from labelled highlights; a highlight of several codes shares its target among them. */
export function trainVectorModel(
  examples: readonly LabelledText[],
  vectors: WordVectors,
  options: VectorModelOptions = DEFAULT_VECTOR_MODEL_OPTIONS,
): VectorModel {
  const codes = CATEGORY_CODES.length;
  const codeIndex = new Map<CategoryCode, number>(CATEGORY_CODES.map((code, index) => [code, index]));
  // One more input, always 1, for the bias.
  const inputs = vectors.dimensions + 1;
  const gram = new Float64Array(inputs * inputs);
  const targets = new Float64Array(inputs * codes);
  const input = new Float64Array(inputs);
  for (const example of examples) {
    input.set(vectors.textVector(example.content));
    input[inputs - 1] = 1;
    const share = 1 / example.expected.length;
    const columns = example.expected.map((code) => codeIndex.get(code) ?? 0);
    for (let row = 0; row < inputs; row += 1) {
      const value = input[row] ?? 0;
      if (value === 0) continue;
      // The upper triangle only; the lower is its mirror.
      for (let column = row; column < inputs; column += 1)
        gram[row * inputs + column] = (gram[row * inputs + column] ?? 0) + value * (input[column] ?? 0);
      for (const column of columns)
        targets[row * codes + column] = (targets[row * codes + column] ?? 0) + value * share;
    }
  }
  for (let row = 0; row < inputs; row += 1) {
    for (let column = 0; column < row; column += 1)
      gram[row * inputs + column] = gram[column * inputs + row] ?? 0;
    gram[row * inputs + row] =
      (gram[row * inputs + row] ?? 0) + (row < inputs - 1 ? options.shrinkage : 1e-6);
  }
  const weights = solveSymmetric(gram, targets, inputs, codes);
  const bias = weights.subarray((inputs - 1) * codes);

  // The model is linear and a text's vector an average of its words', so a text's scores are the average of its
  // words' scores: each word's are worked out once, rather than every code against every dimension per text.
  const wordScores = new Map<number, Float32Array>();
  const scoresOfWord = (rank: number): Float32Array => {
    let scores = wordScores.get(rank);
    if (scores === undefined) {
      const vector = vectors.wordVector(rank);
      scores = new Float32Array(codes);
      for (let dimension = 0; dimension < inputs - 1; dimension += 1) {
        const value = vector[dimension] ?? 0;
        for (let code = 0; code < codes; code += 1)
          scores[code] = (scores[code] ?? 0) + value * (weights[dimension * codes + code] ?? 0);
      }
      if (wordScores.size >= WORD_SCORES_MEMO_LIMIT) wordScores.clear();
      wordScores.set(rank, scores);
    }
    return scores;
  };

  return (textWords) => {
    const shares = vectors.wordShares(textWords);
    if (shares.length === 0) return undefined;
    let letterWords = 0;
    for (const word of textWords) if (STARTS_WITH_LETTER_RE.test(word)) letterWords += 1;
    if (shares.length < LEAST_KNOWN_SHARE * letterWords) return undefined;
    const scores = bias.slice();
    for (const [rank, share] of shares) {
      const ofWord = scoresOfWord(rank);
      for (let code = 0; code < codes; code += 1)
        scores[code] = (scores[code] ?? 0) + share * (ofWord[code] ?? 0);
    }
    return softmaxInPlace(scores, options.sharpness);
  };
}
