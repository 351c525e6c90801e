import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ActionFigures, evaluateActionItems } from '../apps/server/src/ai/builtin/action-items-eval';
import { categorise } from '../apps/server/src/ai/builtin/categoriser';
import { defaultTaskJudge } from '../apps/server/src/ai/builtin/default-judges';
import {
  EVALUATION_SET,
  evaluateCategoriser,
  evaluateMultilingual,
  HELD_OUT_2_SET,
  HELD_OUT_3_SET,
  HELD_OUT_4_SET,
  HELD_OUT_5_SET,
  HELD_OUT_6_SET,
  HELD_OUT_SET,
  MULTILINGUAL_HELD_OUT_SETS,
} from '../apps/server/src/ai/builtin/evaluation-set';
import { ACTION_DAY_SETS } from '../apps/server/src/ai/builtin/labelled-action-days';
import { storedModels, TASK_MODEL } from '../apps/server/src/ai/builtin/learned-models';
import { evaluateListsByAuthor, type ListAuthorFigures } from '../apps/server/src/ai/builtin/list-items-eval';
import { LIST_KINDS } from '../apps/server/src/ai/builtin/list-judge';
import { summarise } from '../apps/server/src/ai/builtin/summariser';
import { type AuthorFigures, evaluateTaskJudgeByAuthor } from '../apps/server/src/ai/builtin/task-judge-eval';
import { writeAllLearnedModels } from '../apps/server/src/ai/builtin/write-learned-models';
import { sampleHighlight, seededRandom } from './sample-text';

export interface AiEngineFigures {
  categorisationPerSecond: number;
  summarise1000Ms: number;
  /** Learning the task judge from every labelled day: what a server run from source does on its first summary. */
  taskJudgeTrainingMs: number;
  /** Reading every judge's stored model: what a built server (`npm start`) does on its first summary instead. */
  storedJudgesLoadingMs: number;
  /**
   * The held-out sets, never tuned on: per-group precision and recall, first-code accuracy. The third to
   * fifth were written by authors who saw neither the categoriser nor its data.
   */
  heldOut: { name: string; evaluation: ReturnType<typeof evaluateCategoriser> }[];
  /** The tuning set, for comparison: the categoriser is fitted to it, so these figures flatter it. */
  evaluationTuning: ReturnType<typeof evaluateCategoriser>;
  /**
   * Other languages: a code in the right group, none, or one in another group (nonsense). The first small set,
   * then the held-out sets per language, by authors who saw none of the engine.
   */
  multilingual: { name: string; evaluation: ReturnType<typeof evaluateMultilingual> }[];
  /** TASKS summaries on every labelled day (all of them teach the task judge, so this flatters). */
  actionItems: ActionFigures;
  /** Each author's days, sentence by sentence in their places, by a task judge that learned from the others. */
  actionItemsByAuthor: AuthorFigures[];
  /** MEETINGS' decisions, ISSUES' problems, ANNOUNCEMENTS' news per author: cues alone, and judged. */
  lists: ListAuthorFigures[];
}

/** The built-in engine on its own: categorisation throughput, a 1,000-highlight summary, evaluation figures. */
export function measureAiEngine(): AiEngineFigures {
  const texts = EVALUATION_SET.map((item) => item.content);
  categorise({ content: 'warm-up' }); // the first call trains the Bayes model, once per process
  const started = performance.now();
  let done = 0;
  while (performance.now() - started < 2000) {
    for (const content of texts) categorise({ content });
    done += texts.length;
  }
  const categorisationPerSecond = Math.round(done / ((performance.now() - started) / 1000));

  const random = seededRandom(7);
  const now = Date.now();
  const highlights = Array.from({ length: 1000 }, (_, index) => ({
    id: `h${index}`,
    createdAt: new Date(now - index * 60_000).toISOString(),
    ...sampleHighlight(random),
  }));
  const input = {
    highlights,
    type: 'AUTO' as const,
    period: { start: new Date(now - 7 * 86_400_000).toISOString(), end: new Date(now).toISOString() },
  };
  const trainingStarted = performance.now();
  defaultTaskJudge();
  const taskJudgeTrainingMs = Math.round(performance.now() - trainingStarted);
  const storedJudgesLoadingMs = measureStoredJudgesLoading();
  summarise(input); // warm-up: the first call compiles the hot paths
  const samples = [0, 1, 2].map(() => {
    const t = performance.now();
    summarise(input);
    return performance.now() - t;
  });
  samples.sort((a, b) => a - b);
  return {
    categorisationPerSecond,
    summarise1000Ms: Math.round(samples[1] ?? 0),
    taskJudgeTrainingMs,
    storedJudgesLoadingMs,
    heldOut: [
      { name: 'Held-out set 1', evaluation: evaluateCategoriser(HELD_OUT_SET) },
      { name: 'Held-out set 2', evaluation: evaluateCategoriser(HELD_OUT_2_SET) },
      { name: 'Held-out set 3 (independent author)', evaluation: evaluateCategoriser(HELD_OUT_3_SET) },
      { name: 'Held-out set 4 (independent author)', evaluation: evaluateCategoriser(HELD_OUT_4_SET) },
      { name: 'Held-out set 5 (independent author)', evaluation: evaluateCategoriser(HELD_OUT_5_SET) },
      {
        name: 'Held-out set 6 (independent author, oblique wording)',
        evaluation: evaluateCategoriser(HELD_OUT_6_SET),
      },
    ],
    evaluationTuning: evaluateCategoriser(EVALUATION_SET),
    multilingual: [
      { name: 'German, French and Spanish, first set', evaluation: evaluateMultilingual() },
      { name: 'German, held out', evaluation: evaluateMultilingual(MULTILINGUAL_HELD_OUT_SETS.de) },
      { name: 'French, held out', evaluation: evaluateMultilingual(MULTILINGUAL_HELD_OUT_SETS.fr) },
      { name: 'Spanish, held out', evaluation: evaluateMultilingual(MULTILINGUAL_HELD_OUT_SETS.es) },
      { name: 'Italian, held out', evaluation: evaluateMultilingual(MULTILINGUAL_HELD_OUT_SETS.it) },
      { name: 'Dutch, held out', evaluation: evaluateMultilingual(MULTILINGUAL_HELD_OUT_SETS.nl) },
      {
        name: 'Portuguese, held out (no vocabulary: no code)',
        evaluation: evaluateMultilingual(MULTILINGUAL_HELD_OUT_SETS.pt),
      },
    ],
    actionItems: evaluateActionItems(ACTION_DAY_SETS.flatMap((set) => set.days)),
    actionItemsByAuthor: evaluateTaskJudgeByAuthor(),
    lists: evaluateListsByAuthor(),
  };
}

/** Stores every judge's model as the build does, then times reading them back. */
function measureStoredJudgesLoading(): number {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-learned-models-'));
  try {
    writeAllLearnedModels(directory);
    const started = performance.now();
    const task = storedModels('task-judge', [TASK_MODEL], directory);
    const lists = storedModels('list-judges', LIST_KINDS, directory);
    const elapsed = Math.round(performance.now() - started);
    if (!task || !lists) throw new Error('the stored judges could not be read back');
    return elapsed;
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}
