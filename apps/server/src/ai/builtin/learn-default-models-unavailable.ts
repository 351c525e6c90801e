/**
 * learn-default-models.ts as the server bundle holds it (build.mjs): the labelled days the judges learn from
 * are four megabytes of source and about thirty of a server's memory, and the build has already stored what
 * the judges learned from them. A bundle whose stored models went missing says so rather than judge nothing.
 */
import type { ListKind } from './list-judge';
import type { LearnedModel } from './logistic-regression';

function missing(): never {
  throw new Error(
    'The built-in AI cannot read its learned models (dist/learned-models): run `npm run build` again.',
  );
}

export const learnTaskModel = (): LearnedModel => missing();

export const learnDefaultListModels = (): Record<ListKind, LearnedModel> => missing();
