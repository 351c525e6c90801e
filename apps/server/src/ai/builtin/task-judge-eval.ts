import { ACTION_DAY_SETS } from './labelled-action-days';
import {
  DEFAULT_TASK_JUDGE_OPTIONS,
  labelledTaskSentences,
  type TaskJudgeOptions,
  trainTaskJudge,
} from './task-judge';

export interface AuthorFigures {
  name: string;
  /** Sentences of the author's days, actions or not. */
  sentences: number;
  actions: number;
  found: number;
  /** Share of the author's action sentences listed by the judge that learned from the other authors. */
  recall: number;
  /** Share of the listed sentences that are not actions. */
  falseShare: number;
  missed: string[];
  wrong: string[];
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Each author's labelled days scored sentence by sentence, in their places, by a judge that learned from
 * every other author's days only: the figures to expect of a new hand.
 */
export function evaluateTaskJudgeByAuthor(
  options: TaskJudgeOptions = DEFAULT_TASK_JUDGE_OPTIONS,
): AuthorFigures[] {
  const examples = new Map(ACTION_DAY_SETS.map((set) => [set.name, labelledTaskSentences(set.days)]));
  return ACTION_DAY_SETS.map((set) => {
    const others = ACTION_DAY_SETS.filter((other) => other !== set).flatMap(
      (other) => examples.get(other.name) ?? [],
    );
    const judge = trainTaskJudge(others, options);
    let actions = 0;
    let found = 0;
    const missed: string[] = [];
    const wrong: string[] = [];
    for (const example of examples.get(set.name) ?? []) {
      const listed = judge(example.text, example.place);
      if (example.positive) actions += 1;
      if (example.positive && listed) found += 1;
      else if (example.positive) missed.push(example.text);
      else if (listed) wrong.push(example.text);
    }
    return {
      name: set.name,
      sentences: examples.get(set.name)?.length ?? 0,
      actions,
      found,
      recall: round(found / Math.max(1, actions)),
      falseShare: round(wrong.length / Math.max(1, found + wrong.length)),
      missed,
      wrong,
    };
  });
}
