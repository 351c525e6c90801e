import { learnDefaultListModels, learnTaskModel } from './learn-default-models';
import { LEARNED_MODELS_DIRECTORY, TASK_MODEL, writeLearnedModels } from './learned-models';

/** Learns every judge's model from the labelled days and writes them to their files in the directory. */
export function writeAllLearnedModels(directory: string = LEARNED_MODELS_DIRECTORY): void {
  writeLearnedModels(directory, 'task-judge', { [TASK_MODEL]: learnTaskModel() });
  writeLearnedModels(directory, 'list-judges', learnDefaultListModels());
}
