import { CATEGORY_GROUPS, type CategoryCode, type CategoryGroup, groupOfCategory } from '@precis/shared';
import { categorise } from './categoriser';
import { EVALUATION_DATA } from './evaluation-data';
import { type EvaluationItem, parseEvaluationData } from './evaluation-format';
import { HELD_OUT_2_DATA } from './evaluation-heldout-2-data';
import { HELD_OUT_3_DATA } from './evaluation-heldout-3-data';
import { HELD_OUT_4_DATA } from './evaluation-heldout-4-data';
import { HELD_OUT_5_DATA } from './evaluation-heldout-5-data';
import { HELD_OUT_6_DATA } from './evaluation-heldout-6-data';
import { HELD_OUT_DATA } from './evaluation-heldout-data';
import { MULTILINGUAL_DATA } from './evaluation-multilingual-data';
import { MULTILINGUAL_HELD_OUT_DATA } from './evaluation-multilingual-heldout-data';
import { FOREIGN_TUNING_DATA } from './foreign-tuning-data';

export { type EvaluationItem, parseEvaluationData };

export interface GroupFigures {
  group: CategoryGroup;
  items: number;
  precision: number;
  recall: number;
}

export interface CategoriserEvaluation {
  items: number;
  groups: GroupFigures[];
  microPrecision: number;
  microRecall: number;
  /** Share of items whose first predicted code is one of the expected codes. */
  top1Accuracy: number;
  /** Share of items whose first predicted code is in the group of an expected code. */
  groupAccuracy: number;
  /** Items left without any code. */
  uncoded: number;
}

export interface MultilingualEvaluation {
  items: number;
  /** First code in the right group. */
  sensible: number;
  /** First code the expected one. */
  exact: number;
  /** No code at all: acceptable, since a wrong code is worse than none. */
  uncoded: number;
  /** First code in another group: nonsense. */
  wrong: number;
}

export const EVALUATION_SET: readonly EvaluationItem[] = parseEvaluationData(EVALUATION_DATA);
/** Never used for tuning: the figures that say how the categoriser does on text it was not fitted to. */
export const HELD_OUT_SET: readonly EvaluationItem[] = parseEvaluationData(HELD_OUT_DATA);
/** A second never-tuned set, written before the changes it measures. */
export const HELD_OUT_2_SET: readonly EvaluationItem[] = parseEvaluationData(HELD_OUT_2_DATA);
/** A third, by an author who saw neither the categoriser, its vocabulary nor its training data. */
export const HELD_OUT_3_SET: readonly EvaluationItem[] = parseEvaluationData(HELD_OUT_3_DATA);
/** A fourth, by another such author, scored once at the end of the work it measures. */
export const HELD_OUT_4_SET: readonly EvaluationItem[] = parseEvaluationData(HELD_OUT_4_DATA);
/** A fifth, in the voices of twenty readers, by an author who saw none of it; scored once, at the end. */
export const HELD_OUT_5_SET: readonly EvaluationItem[] = parseEvaluationData(HELD_OUT_5_DATA);
/** The sixth, by another author who saw none of the engine; scored after training batches 10 to 12. */
export const HELD_OUT_6_SET: readonly EvaluationItem[] = parseEvaluationData(HELD_OUT_6_DATA);
export const MULTILINGUAL_SET: readonly EvaluationItem[] = parseEvaluationData(MULTILINGUAL_DATA);
type ForeignLanguage = 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl';
const perLanguage = (
  data: Record<ForeignLanguage, string>,
): Record<ForeignLanguage, readonly EvaluationItem[]> => ({
  de: parseEvaluationData(data.de),
  fr: parseEvaluationData(data.fr),
  es: parseEvaluationData(data.es),
  it: parseEvaluationData(data.it),
  pt: parseEvaluationData(data.pt),
  nl: parseEvaluationData(data.nl),
});
/** Each foreign language with a vocabulary, by authors who saw none of the engine; never tuned on. */
export const MULTILINGUAL_HELD_OUT_SETS = perLanguage(MULTILINGUAL_HELD_OUT_DATA);
/** What the foreign vocabularies were grown and mended against: their figures flatter. */
export const FOREIGN_TUNING_SETS = perLanguage(FOREIGN_TUNING_DATA);

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** Group-level precision and recall: a predicted code counts for its group. */
export function evaluateCategoriser(
  items: readonly EvaluationItem[] = EVALUATION_SET,
  predict: (content: string) => readonly CategoryCode[] = (content) => categorise({ content }),
): CategoriserEvaluation {
  const groups = Object.keys(CATEGORY_GROUPS) as CategoryGroup[];
  const counts = new Map(groups.map((group) => [group, { items: 0, tp: 0, fp: 0, fn: 0 }]));
  let top1Hits = 0;
  let groupHits = 0;
  let uncoded = 0;

  for (const item of items) {
    const predicted = predict(item.content);
    if (predicted[0] !== undefined && item.expected.includes(predicted[0])) top1Hits += 1;
    const expectedGroups = new Set(item.expected.map(groupOfCategory));
    if (predicted[0] === undefined) uncoded += 1;
    else if (expectedGroups.has(groupOfCategory(predicted[0]))) groupHits += 1;
    const predictedGroups = new Set(predicted.map(groupOfCategory));
    for (const group of groups) {
      const count = counts.get(group);
      if (!count) continue;
      const isExpected = expectedGroups.has(group);
      const isPredicted = predictedGroups.has(group);
      if (isExpected) count.items += 1;
      if (isExpected && isPredicted) count.tp += 1;
      else if (isPredicted) count.fp += 1;
      else if (isExpected) count.fn += 1;
    }
  }

  let tp = 0;
  let fp = 0;
  let fn = 0;
  const figures = groups.map((group) => {
    const count = counts.get(group) ?? { items: 0, tp: 0, fp: 0, fn: 0 };
    tp += count.tp;
    fp += count.fp;
    fn += count.fn;
    return {
      group,
      items: count.items,
      precision: ratio(count.tp, count.tp + count.fp),
      recall: ratio(count.tp, count.tp + count.fn),
    };
  });

  return {
    items: items.length,
    groups: figures,
    microPrecision: ratio(tp, tp + fp),
    microRecall: ratio(tp, tp + fn),
    top1Accuracy: ratio(top1Hits, items.length),
    groupAccuracy: ratio(groupHits, items.length),
    uncoded,
  };
}

/** Non-English highlights: how many get a code in the right group, none, or one in another group. */
export function evaluateMultilingual(
  items: readonly EvaluationItem[] = MULTILINGUAL_SET,
  predict: (content: string) => readonly CategoryCode[] = (content) => categorise({ content }),
): MultilingualEvaluation {
  const figures = { items: items.length, sensible: 0, exact: 0, uncoded: 0, wrong: 0 };
  for (const item of items) {
    const first = predict(item.content)[0];
    if (first === undefined) figures.uncoded += 1;
    else if (item.expected.map(groupOfCategory).includes(groupOfCategory(first))) figures.sensible += 1;
    else figures.wrong += 1;
    if (first !== undefined && item.expected.includes(first)) figures.exact += 1;
  }
  return figures;
}
