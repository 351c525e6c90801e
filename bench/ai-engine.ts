import { ACTION_DAYS, ACTION_DAYS_HELD_OUT } from '../apps/server/src/ai/builtin/action-items-data';
import { type ActionFigures, evaluateActionItems } from '../apps/server/src/ai/builtin/action-items-eval';
import { ACTION_DAYS_FRESH } from '../apps/server/src/ai/builtin/action-items-heldout';
import { ACTION_DAYS_FRESH_2 } from '../apps/server/src/ai/builtin/action-items-heldout-2';
import { ACTION_DAYS_FRESH_3 } from '../apps/server/src/ai/builtin/action-items-heldout-3';
import { ACTION_DAYS_FRESH_4 } from '../apps/server/src/ai/builtin/action-items-heldout-4';
import { ACTION_DAYS_FRESH_5 } from '../apps/server/src/ai/builtin/action-items-heldout-5';
import { ACTION_DAYS_FRESH_6 } from '../apps/server/src/ai/builtin/action-items-heldout-6';
import { ACTION_DAYS_FRESH_7 } from '../apps/server/src/ai/builtin/action-items-heldout-7';
import { ACTION_DAYS_FRESH_8 } from '../apps/server/src/ai/builtin/action-items-heldout-8';
import { categorise } from '../apps/server/src/ai/builtin/categoriser';
import {
  EVALUATION_SET,
  evaluateCategoriser,
  evaluateMultilingual,
  HELD_OUT_2_SET,
  HELD_OUT_3_SET,
  HELD_OUT_4_SET,
  HELD_OUT_SET,
} from '../apps/server/src/ai/builtin/evaluation-set';
import { LIST_DAYS_A } from '../apps/server/src/ai/builtin/labelled-lists-a';
import { LIST_DAYS_B } from '../apps/server/src/ai/builtin/labelled-lists-b';
import { evaluateList, type ListFigures, type ListKind } from '../apps/server/src/ai/builtin/list-items-eval';
import { summarise } from '../apps/server/src/ai/builtin/summariser';
import { sampleHighlight, seededRandom } from './sample-text';

export interface AiEngineFigures {
  categorisationPerSecond: number;
  summarise1000Ms: number;
  /**
   * The held-out sets, never tuned on: per-group precision and recall, first-code accuracy. The third and
   * fourth were written by authors who saw neither the categoriser nor its data.
   */
  heldOut: { name: string; evaluation: ReturnType<typeof evaluateCategoriser> }[];
  /** The tuning set, for comparison: the categoriser is fitted to it, so these figures flatter it. */
  evaluationTuning: ReturnType<typeof evaluateCategoriser>;
  multilingual: ReturnType<typeof evaluateMultilingual>;
  /** TASKS summaries on labelled days: every day tuning has seen, and the days never tuned on. */
  actionItems: { tuning: ActionFigures; heldOut: ActionFigures };
  /** MEETINGS' decisions, ISSUES' problems, ANNOUNCEMENTS' news: on the tuning days and the held-out days. */
  lists: { kind: ListKind; tuning: ListFigures; heldOut: ListFigures }[];
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
    heldOut: [
      { name: 'Held-out set 1', evaluation: evaluateCategoriser(HELD_OUT_SET) },
      { name: 'Held-out set 2', evaluation: evaluateCategoriser(HELD_OUT_2_SET) },
      { name: 'Held-out set 3 (independent author)', evaluation: evaluateCategoriser(HELD_OUT_3_SET) },
      { name: 'Held-out set 4 (independent author)', evaluation: evaluateCategoriser(HELD_OUT_4_SET) },
    ],
    evaluationTuning: evaluateCategoriser(EVALUATION_SET),
    multilingual: evaluateMultilingual(),
    actionItems: {
      tuning: evaluateActionItems([
        ...ACTION_DAYS,
        ...ACTION_DAYS_HELD_OUT,
        ...ACTION_DAYS_FRESH,
        ...ACTION_DAYS_FRESH_2,
        ...ACTION_DAYS_FRESH_4,
        ...ACTION_DAYS_FRESH_3,
        ...ACTION_DAYS_FRESH_5,
        ...ACTION_DAYS_FRESH_6,
        ...ACTION_DAYS_FRESH_7,
      ]),
      heldOut: evaluateActionItems(ACTION_DAYS_FRESH_8),
    },
    lists: (['decisions', 'problems', 'announcements'] as const).map((kind) => ({
      kind,
      tuning: evaluateList(LIST_DAYS_A, kind),
      heldOut: evaluateList(LIST_DAYS_B, kind),
    })),
  };
}
