import type { Config } from '../config';
import type { AiService } from './ai-service';
import { createBuiltinAiService } from './builtin-ai-service';
import { createModelAiService, type ModelAiServiceOptions } from './model-ai-service';
import { createLanguageModel } from './providers';

/**
 * The AiService for AI_PROVIDER: the built-in offline engine by default, otherwise the configured model.
 * A configured service that fails is not silently replaced by the built-in engine: the job retries, then
 * records the failure, so a person sees that their service is broken.
 */
export function createAiService(
  config: Config['ai'],
  options: Pick<ModelAiServiceOptions, 'batchChars'> = {},
): AiService {
  if (config.provider === 'builtin') return createBuiltinAiService();
  return createModelAiService({
    model: createLanguageModel(config.provider, config),
    providerName: config.provider,
    timeoutMs: config.timeoutMs,
    ...options,
  });
}
