import { generateText, type LanguageModel, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import { AiServiceError } from './ai-errors';
import { describeAiFailure } from './describe-ai-failure';
import { parseLenientJson } from './lenient-json';
import { SYSTEM_PROMPT } from './prompts';

export interface StructuredCall<T> {
  model: LanguageModel;
  provider: string;
  prompt: string;
  /** Sent to the model as the structured-output schema. */
  schema: z.ZodType<T>;
  schemaName: string;
  /** Validates an answer the SDK could not parse (prose, fences): usually looser than `schema`. */
  fallbackSchema: z.ZodType<T>;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * One model call with structured output. The schema goes to the provider (servers that support JSON
 * schema constrain the answer) and is described in the prompt too (for servers that ignore it). An answer
 * the SDK cannot parse gets a second chance through the lenient parser. Retries belong to the job queue,
 * so the SDK does not retry by itself; each call is limited to `timeoutMs` (AI_TIMEOUT_MS).
 */
export async function generateStructured<T>(call: StructuredCall<T>): Promise<T> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const abortSignal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
  try {
    const result = await generateText({
      model: call.model,
      system: SYSTEM_PROMPT,
      prompt: call.prompt,
      output: Output.object({ schema: call.schema, name: call.schemaName }),
      maxRetries: 0,
      abortSignal,
      temperature: 0.2,
    });
    return result.output;
  } catch (error) {
    // The job's own signal (its time limit or a shutdown) wins over our description of the failure.
    if (call.signal?.aborted) throw call.signal.reason;
    if (NoObjectGeneratedError.isInstance(error)) return parseFallback(call, error.text ?? '');
    throw describeAiFailure(error, call.provider, call.timeoutMs);
  }
}

function parseFallback<T>(call: StructuredCall<T>, text: string): T {
  const parsed = parseLenientJson(text, call.fallbackSchema);
  if (parsed.success) return parsed.data;
  const excerpt = text.trim().slice(0, 120).replace(/\s+/g, ' ');
  throw new AiServiceError(
    `The AI service (${call.provider}) gave an answer Precis could not read: ${parsed.error}` +
      (excerpt ? ` (it began: "${excerpt}")` : '.'),
  );
}
