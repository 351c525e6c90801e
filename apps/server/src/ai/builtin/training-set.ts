import { EVALUATION_DATA } from './evaluation-data';
import { type EvaluationItem, parseEvaluationData } from './evaluation-format';
import { HELD_OUT_2_DATA } from './evaluation-heldout-2-data';
import { HELD_OUT_3_DATA } from './evaluation-heldout-3-data';
import { HELD_OUT_4_DATA } from './evaluation-heldout-4-data';
import { HELD_OUT_5_DATA } from './evaluation-heldout-5-data';
import { HELD_OUT_6_DATA } from './evaluation-heldout-6-data';
import { HELD_OUT_DATA } from './evaluation-heldout-data';
import { HOLDOUT_DATA } from './evaluation-holdout';
import { nearDuplicateTest } from './near-duplicates';
import { TRAINING_DATA } from './training-data';
import { TRAINING_DATA_2 } from './training-data-2';
import { TRAINING_DATA_3 } from './training-data-3';
import { TRAINING_DATA_4 } from './training-data-4';
import { TRAINING_DATA_5 } from './training-data-5';
import { TRAINING_DATA_6 } from './training-data-6';
import { TRAINING_DATA_7 } from './training-data-7';
import { TRAINING_DATA_8 } from './training-data-8';
import { TRAINING_DATA_9 } from './training-data-9';
import { TRAINING_DATA_10 } from './training-data-10';
import { TRAINING_DATA_11 } from './training-data-11';
import { TRAINING_DATA_12 } from './training-data-12';
import { TRAINING_DATA_13 } from './training-data-13';
import { TRAINING_DATA_14 } from './training-data-14';
import { TRAINING_DATA_15 } from './training-data-15';
import { TRAINING_DATA_16 } from './training-data-16';

const isHeldOut = nearDuplicateTest(
  [HELD_OUT_DATA, HELD_OUT_2_DATA, HELD_OUT_3_DATA, HELD_OUT_4_DATA, HELD_OUT_5_DATA, HELD_OUT_6_DATA]
    .flatMap(parseEvaluationData)
    .map((item) => item.content),
);

/**
 * What the Bayes model learns from: every labelled highlight that tuning has seen, except any that says
 * what a held-out highlight says. Famous sayings turn up in both sets in slightly different words, and a
 * model that learned one would be scored on its own homework.
 */
export const TRAINING_SET: readonly EvaluationItem[] = [
  EVALUATION_DATA,
  HOLDOUT_DATA,
  TRAINING_DATA,
  TRAINING_DATA_2,
  TRAINING_DATA_3,
  TRAINING_DATA_4,
  TRAINING_DATA_5,
  TRAINING_DATA_6,
  TRAINING_DATA_7,
  TRAINING_DATA_8,
  TRAINING_DATA_9,
  TRAINING_DATA_10,
  TRAINING_DATA_11,
  TRAINING_DATA_12,
  TRAINING_DATA_13,
  TRAINING_DATA_14,
  TRAINING_DATA_15,
  TRAINING_DATA_16,
]
  .flatMap(parseEvaluationData)
  .filter((item) => !isHeldOut(item.content));
