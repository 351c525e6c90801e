/**
 * The judge of what goes on a to-do list: a logistic regression over the rule cues of task-patterns.ts, the
 * sentence's words and shape, and its place (a quotation, a line under a to-do heading), learned from every
 * labelled TASKS day. The rules alone fire on forms; the judge weighs them against each other and against
 * the words around them ("Reset it, no fault since" narrates, "Van needs fuel, under a quarter tank" asks).
 */
import type { LabelledDay } from './action-items-data';
import {
  DEFAULT_LOGISTIC_OPTIONS,
  type FeatureExample,
  type LogisticModel,
  type LogisticOptions,
  learnLogisticModel,
  logisticProbability,
} from './logistic-regression';
import { stripMarkdown } from './markdown-plain';
import { splitSentenceLines } from './sentences';
import { type PlacedSentence, type TaskPlace, taskPlaces } from './task-context';
import { taskFeatures } from './task-features';
import { isNeverATask } from './task-formulas';
import { isQueueEntry } from './task-patterns';

export interface TaskJudgeOptions extends LogisticOptions {
  /** Probability of "action" at or above which the sentence is listed. */
  threshold: number;
}

export const DEFAULT_TASK_JUDGE_OPTIONS: TaskJudgeOptions = {
  ...DEFAULT_LOGISTIC_OPTIONS,
  threshold: 0.35,
};

export type TaskJudge = (sentence: string, place: TaskPlace) => boolean;

export interface LabelledTaskSentence extends FeatureExample {
  text: string;
  place: TaskPlace;
}

/** Every sentence of the labelled days, placed in its day as a summary places it, an action when labelled one. */
export function labelledTaskSentences(days: readonly LabelledDay[]): LabelledTaskSentence[] {
  return days.flatMap((day) => {
    const placed: (PlacedSentence & { action: boolean })[] = [];
    day.highlights.forEach((item, highlightIndex) => {
      // As a summary reads it: the Markdown's words, not its marks ("**Email the backers**").
      const actions = new Set(item.actions.map(stripMarkdown));
      splitSentenceLines(stripMarkdown(item.content)).forEach(({ text, checkbox }, position) => {
        placed.push({
          index: placed.length,
          highlightIndex,
          position,
          text,
          checkbox,
          action: actions.has(text),
        });
      });
    });
    const places = taskPlaces(placed);
    return placed.map((sentence) => {
      const place = places[sentence.index] as TaskPlace;
      return {
        text: sentence.text,
        place,
        features: taskFeatures(sentence.text, place),
        positive: sentence.action,
      };
    });
  });
}

/**
 * A work's imperatives are its author's advice; a heading introduces the lines under it. A quotation known only
 * by its words ("— Nan", "From the Harveys: Would it be possible to book...") is weighed: as often a message.
 */
export const isOutOfPlace = (place: TaskPlace) => place.ofAWork || place.heading;
/** What the judge never lists, whatever its words weigh: out of place, or a line that is never a task. */
export const isNeverListed = (sentence: string, place: TaskPlace): boolean =>
  isOutOfPlace(place) || isNeverATask(sentence);

/** The judge that lists a sentence when the model's probability reaches the threshold. */
export function taskJudgeOf(
  model: LogisticModel,
  threshold = DEFAULT_TASK_JUDGE_OPTIONS.threshold,
): TaskJudge {
  const probability = logisticProbability(model);
  return (sentence, place) => {
    if (isNeverListed(sentence, place)) return false;
    // No labelled day has a reader's queue ("Read later: ..."): the label decides, not words never weighed.
    if (isQueueEntry(sentence)) return true;
    return probability(taskFeatures(sentence, place)) >= threshold;
  };
}

export function trainTaskJudge(
  examples: readonly FeatureExample[],
  options: TaskJudgeOptions = DEFAULT_TASK_JUDGE_OPTIONS,
): TaskJudge {
  return taskJudgeOf(learnLogisticModel(examples, options), options.threshold);
}

/** A sentence on its own, as a highlight of one sentence. */
export const ALONE: TaskPlace = {
  quotation: false,
  ofAWork: false,
  listEntry: false,
  heading: false,
  first: true,
  imperativeRun: false,
};
