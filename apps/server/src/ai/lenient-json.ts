import type { z } from 'zod';

export type LenientResult<T> = { success: true; data: T } | { success: false; error: string };

/**
 * Reads a model's answer that should have been JSON but may be wrapped in prose or ``` fences (many
 * local models do that), then validates it with the zod schema. Tries, in order: the whole text (when it starts like JSON), each
 * fenced block, and each balanced {...} or [...] found in the text; the first candidate that parses
 * and validates wins.
 */
export function parseLenientJson<T>(text: string, schema: z.ZodType<T>): LenientResult<T> {
  let lastProblem = 'the answer holds no JSON';
  for (const candidate of jsonCandidates(text)) {
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      lastProblem = 'the answer holds malformed JSON';
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return { success: true, data: parsed.data };
    const issue = parsed.error.issues[0];
    lastProblem = `the JSON does not have the expected shape${issue ? ` (${[...issue.path].join('.') || 'root'}: ${issue.message})` : ''}`;
  }
  return { success: false, error: lastProblem };
}

export function jsonCandidates(text: string): string[] {
  const candidates: string[] = [];
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) candidates.push(trimmed);
  for (const match of text.matchAll(/```[a-zA-Z]*[^\S\n]*\n?([\s\S]*?)```/g)) {
    const block = match[1]?.trim();
    if (block) candidates.push(block);
  }
  candidates.push(...balancedSpans(text));
  return [...new Set(candidates)];
}

/** Every top-level balanced {...} or [...] span, skipping braces inside JSON strings. */
function balancedSpans(text: string): string[] {
  const spans: string[] = [];
  let start = -1;
  const stack: string[] = [];
  let inString = false;
  let escaped = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"' && stack.length > 0) {
      inString = true;
    } else if (char === '{' || char === '[') {
      if (stack.length === 0) start = index;
      stack.push(char === '{' ? '}' : ']');
    } else if (char === '}' || char === ']') {
      if (stack.length === 0) continue;
      if (stack[stack.length - 1] !== char) {
        stack.length = 0;
        continue;
      }
      stack.pop();
      if (stack.length === 0) spans.push(text.slice(start, index + 1));
    }
  }
  return spans;
}
