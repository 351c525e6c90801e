import type { Config } from '../config';
import type { AiService } from './ai-service';
import { createBuiltinAiService } from './builtin-ai-service';
import type { ModelAiServiceOptions } from './model-ai-service';

/**
 * The AiService for AI_PROVIDER: the built-in offline engine by default, otherwise the configured model.
 * A configured service that fails is not silently replaced by the built-in engine: the job retries, then
 * records the failure, so a person sees that their service is broken.
 */
export function createAiService(
  config: Config['ai'],
  options: Pick<
    ModelAiServiceOptions,
    'batchChars' | 'categoriseBatchSize' | 'callsPerMinute' | 'sleep'
  > = {},
): AiService {
  if (config.provider === 'builtin') return createBuiltinAiService();
  const provider = config.provider;
  // The AI SDK and its providers weigh about 10 MB of heap: loaded on the first call, not at start-up.
  let service: Promise<AiService> | undefined;
  const load = () => {
    service ??= Promise.all([import('./model-ai-service'), import('./providers')]).then(
      ([{ createModelAiService }, { createLanguageModel }]) =>
        createModelAiService({
          model: createLanguageModel(provider, config),
          providerName: provider,
          timeoutMs: config.timeoutMs,
          ...options,
        }),
    );
    return service;
  };
  return {
    providerName: provider,
    categorise: async (highlight, signal) => (await load()).categorise(highlight, signal),
    categoriseMany: async (highlights, batchOptions) =>
      (await load()).categoriseMany(highlights, batchOptions),
    summarise: async (input, signal) => (await load()).summarise(input, signal),
  };
}
