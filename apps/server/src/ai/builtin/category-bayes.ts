/**
 * A multinomial naive Bayes model over stemmed content words, trained on labelled highlights and on each
 * code's vocabulary. The curated vocabulary alone only knows the words someone listed; the examples teach
 * the everyday words a kind of highlight tends to use ("team", "customers", "painting"), which lets the
 * keyword scorer's near-misses and ties be settled by how people actually write about a subject.
 */
import { CATEGORY_CODES, type CategoryCode } from '@precis/shared';
import { contentTokens } from './tokens';

export interface LabelledText {
  content: string;
  expected: readonly CategoryCode[];
}

export interface BayesPosterior {
  /** Content words of the text the model has seen in training. */
  knownWords: number;
  /** Probability per code, summing to 1 (all zero when no word is known). */
  probability: ReadonlyMap<CategoryCode, number>;
}

export interface BayesModel {
  posterior(text: string): BayesPosterior;
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
  const logLikelihood = new Map<CategoryCode, Map<string, number>>();
  const unseen = new Map<CategoryCode, number>();
  for (const code of CATEGORY_CODES) {
    const denominator = (totals.get(code) ?? 0) + smoothing * vocabularySize;
    const table = new Map<string, number>();
    for (const [stem, count] of counts.get(code) ?? [])
      table.set(stem, Math.log((count + smoothing) / denominator));
    logLikelihood.set(code, table);
    unseen.set(code, Math.log(smoothing / denominator));
  }

  return {
    posterior(text) {
      const stems = [...new Set(contentTokens(text))].filter((stem) => known.has(stem));
      if (stems.length === 0) {
        return { knownWords: 0, probability: new Map(CATEGORY_CODES.map((code) => [code, 0])) };
      }
      const scores = CATEGORY_CODES.map((code) => {
        const table = logLikelihood.get(code);
        const floor = unseen.get(code) ?? 0;
        let sum = 0;
        for (const stem of stems) sum += table?.get(stem) ?? floor;
        return sum;
      });
      const max = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - max));
      const total = exps.reduce((sum, value) => sum + value, 0);
      return {
        knownWords: stems.length,
        probability: new Map(CATEGORY_CODES.map((code, index) => [code, (exps[index] ?? 0) / total])),
      };
    },
  };
}
