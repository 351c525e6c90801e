import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../config';

type AiConfig = Config['ai'];
export type RemoteProvider = Exclude<AiConfig['provider'], 'builtin'>;

/** Each provider's documented API root and a sensible small model, used when AI_BASE_URL / AI_MODEL are unset. */
export const PROVIDER_DEFAULTS: Record<RemoteProvider, { baseUrl: string; model: string }> = {
  openai: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  ollama: { baseUrl: 'http://localhost:11434/v1', model: 'llama3.1' },
  anthropic: { baseUrl: 'https://api.anthropic.com/v1', model: 'claude-3-5-haiku-latest' },
};

/**
 * The language model for AI_PROVIDER. `openai` and `ollama` speak the chat-completions API through
 * createOpenAICompatible (createOpenAI would call the Responses API, which most compatible servers lack);
 * `supportsStructuredOutputs` makes the SDK send the JSON schema as response_format.
 */
export function createLanguageModel(provider: RemoteProvider, config: AiConfig): LanguageModel {
  const defaults = PROVIDER_DEFAULTS[provider];
  const baseURL = (config.baseUrl ?? defaults.baseUrl).replace(/\/+$/, '');
  const modelId = config.model ?? defaults.model;
  if (provider === 'anthropic') {
    return createAnthropic({ baseURL, apiKey: config.apiKey ?? '' })(modelId);
  }
  return createOpenAICompatible({
    name: provider,
    baseURL,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  }).chatModel(modelId);
}
