/**
 * A multinomial naive Bayes model over stemmed content words, trained on labelled highlights and on each
 * code's vocabulary. The curated vocabulary alone only knows the words someone listed; the examples teach
 * the everyday words a kind of highlight tends to use ("team", "customers", "painting"), which lets the
 * keyword scorer's near-misses and ties be settled by how people actually write about a subject.
 */
import { CATEGORY_CODES, type CategoryCode } from '@precis/shared';
import { softmaxInPlace } from './softmax';
import { contentTokens } from './tokens';

export interface LabelledText {
  content: string;
  expected: readonly CategoryCode[];
}

export interface BayesPosterior {
  /** Content words of the text the model has seen in training. */
  knownWords: number;
  /**
   * Probability per code, in the order of CATEGORY_CODES, summing to 1 (all zero when no word is known). An
   * array, not a map: the categoriser asks for every code of every text.
   */
  probability: Float64Array;
}

export interface BayesModel {
  /** The codes' probabilities for a text cut into English content stems (contentTokens). */
  posteriorOfStems(textStems: readonly string[]): BayesPosterior;
}

export interface BayesOptions {
  /** Each vocabulary term counts as this share of one example's words. */
  vocabularyWeight: number;
  /** Additive smoothing: a word a code never saw still gets this pseudo-count. */
  smoothing: number;
}

export const DEFAULT_BAYES_OPTIONS: BayesOptions = { vocabularyWeight: 0.5, smoothing: 0.3 };

const stripMarks = (term: string) => term.replace(/^[~=]+/, '');

export function trainBayesModel(
  examples: readonly LabelledText[],
  vocabulary: Readonly<Record<CategoryCode, readonly string[]>>,
  options: BayesOptions = DEFAULT_BAYES_OPTIONS,
): BayesModel {
  const { vocabularyWeight, smoothing } = options;
  const counts = new Map<CategoryCode, Map<string, number>>(CATEGORY_CODES.map((code) => [code, new Map()]));
  const totals = new Map<CategoryCode, number>(CATEGORY_CODES.map((code) => [code, 0]));
  const known = new Set<string>();
  const add = (code: CategoryCode, stems: Iterable<string>, weight: number) => {
    const table = counts.get(code);
    if (!table) return;
    for (const stem of stems) {
      table.set(stem, (table.get(stem) ?? 0) + weight);
      totals.set(code, (totals.get(code) ?? 0) + weight);
      known.add(stem);
    }
  };
  for (const example of examples) {
    const stems = new Set(contentTokens(example.content));
    for (const code of example.expected) add(code, stems, 1);
  }
  for (const code of CATEGORY_CODES) {
    for (const term of vocabulary[code]) add(code, contentTokens(stripMarks(term)), vocabularyWeight);
  }
  const vocabularySize = known.size;
  // Per code, the log-probability of a word it never saw; per known word, how much better than that each
  // code finds it. A text's score is then one vector addition per word.
  const unseen = new Float64Array(CATEGORY_CODES.length);
  const lift = new Map<string, Float64Array>();
  CATEGORY_CODES.forEach((code, index) => {
    const denominator = (totals.get(code) ?? 0) + smoothing * vocabularySize;
    unseen[index] = Math.log(smoothing / denominator);
    for (const [stem, count] of counts.get(code) ?? []) {
      let row = lift.get(stem);
      if (!row) {
        row = new Float64Array(CATEGORY_CODES.length);
        lift.set(stem, row);
      }
      row[index] = Math.log((count + smoothing) / smoothing);
    }
  });

  const posteriorOfStems = (textStems: readonly string[]): BayesPosterior => {
    const rows = [...new Set(textStems)].flatMap((stem) => lift.get(stem) ?? []);
    const probability = new Float64Array(CATEGORY_CODES.length);
    if (rows.length === 0) return { knownWords: 0, probability };
    for (let index = 0; index < probability.length; index += 1) {
      let score = (unseen[index] ?? 0) * rows.length;
      for (const row of rows) score += row[index] ?? 0;
      probability[index] = score;
    }
    softmaxInPlace(probability);
    return { knownWords: rows.length, probability };
  };
  return { posteriorOfStems };
}
