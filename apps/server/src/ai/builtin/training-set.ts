import { EVALUATION_DATA } from './evaluation-data';
import { type EvaluationItem, parseEvaluationData } from './evaluation-format';
import { HOLDOUT_DATA } from './evaluation-holdout';
import { TRAINING_DATA } from './training-data';

/**
 * What the Bayes model learns from: every labelled highlight that tuning has seen. The held-out set is
 * never part of it.
 */
export const TRAINING_SET: readonly EvaluationItem[] = [EVALUATION_DATA, HOLDOUT_DATA, TRAINING_DATA].flatMap(
  parseEvaluationData,
);
