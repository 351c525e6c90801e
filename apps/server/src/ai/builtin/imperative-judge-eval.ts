import { type LabelledSentence, labelledSentences, trainImperativeJudge } from './imperative-judge';
import { ACTION_DAY_SETS } from './labelled-action-days';
import { imperativeExamples, isTask } from './task-patterns';

export interface AuthorFigures {
  name: string;
  /** Share of the author's action sentences taken as tasks, by the judge that learned from the others. */
  recall: number;
  /** Share of the sentences taken that are not actions. */
  falseShare: number;
  /** The same share when every imperative that is not a maxim or general advice is taken. */
  rulesFalseShare: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function figures(examples: readonly LabelledSentence[], judge: (sentence: string) => boolean) {
  let actions = 0;
  let found = 0;
  let wrong = 0;
  for (const { text, action } of examples) {
    const listed = isTask(text, judge);
    if (action) actions += 1;
    if (action && listed) found += 1;
    else if (listed) wrong += 1;
  }
  return {
    recall: round(found / Math.max(1, actions)),
    falseShare: round(wrong / Math.max(1, found + wrong)),
  };
}

/**
 * Each set of labelled days scored sentence by sentence, without a summary's context, by a judge that
 * learned from every other set: the figures to expect of a new author.
 */
export function evaluateJudgeByAuthor(): AuthorFigures[] {
  return ACTION_DAY_SETS.map((set) => {
    const others = ACTION_DAY_SETS.filter((other) => other !== set).flatMap((other) => other.days);
    const examples = labelledSentences(set.days);
    const judged = figures(examples, trainImperativeJudge(imperativeExamples(others)));
    return { name: set.name, ...judged, rulesFalseShare: figures(examples, () => true).falseShare };
  });
}
