import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLanguageModel, PROVIDER_DEFAULTS } from './providers';

function modelOf(env: Record<string, string>) {
  const config = loadConfig(env).ai;
  if (config.provider === 'builtin') throw new Error('expected a remote provider');
  const model = createLanguageModel(config.provider, config);
  if (typeof model === 'string') throw new Error('expected a model object');
  return model;
}

describe('AI providers', () => {
  it('uses each provider default model when AI_MODEL is unset', () => {
    expect(modelOf({ AI_PROVIDER: 'openai' }).modelId).toBe(PROVIDER_DEFAULTS.openai.model);
    expect(modelOf({ AI_PROVIDER: 'ollama' }).modelId).toBe(PROVIDER_DEFAULTS.ollama.model);
    expect(modelOf({ AI_PROVIDER: 'anthropic' }).modelId).toBe(PROVIDER_DEFAULTS.anthropic.model);
  });

  it('speaks chat completions for openai and ollama, and the messages API for anthropic', () => {
    expect(modelOf({ AI_PROVIDER: 'openai' }).provider).toBe('openai.chat');
    expect(modelOf({ AI_PROVIDER: 'ollama', AI_MODEL: 'qwen2.5' })).toMatchObject({
      provider: 'ollama.chat',
      modelId: 'qwen2.5',
    });
    expect(modelOf({ AI_PROVIDER: 'anthropic' }).provider).toBe('anthropic.messages');
  });

  it('points ollama at its local OpenAI-compatible root by default', () => {
    expect(PROVIDER_DEFAULTS.ollama.baseUrl).toBe('http://localhost:11434/v1');
    expect(PROVIDER_DEFAULTS.openai.baseUrl).toBe('https://api.openai.com/v1');
  });
});
