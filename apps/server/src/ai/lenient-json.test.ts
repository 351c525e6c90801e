import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLenientJson } from './lenient-json';

const schema = z.object({ title: z.string(), markdown: z.string() });

describe('parseLenientJson', () => {
  it('reads plain JSON', () => {
    expect(parseLenientJson('{"title":"T","markdown":"M"}', schema)).toEqual({
      success: true,
      data: { title: 'T', markdown: 'M' },
    });
  });

  it('reads JSON inside a ```json fence surrounded by prose', () => {
    const text = 'Here you go:\n```json\n{"title": "T", "markdown": "- a"}\n```\nHope that helps!';
    expect(parseLenientJson(text, schema)).toEqual({ success: true, data: { title: 'T', markdown: '- a' } });
  });

  it('reads a bare fence without a language tag', () => {
    expect(parseLenientJson('```\n{"title":"T","markdown":"M"}\n```', schema).success).toBe(true);
  });

  it('finds an object in prose, ignoring braces inside strings', () => {
    const text = 'Summary follows {"title": "Use {curly} braces", "markdown": "a } b"} and that is all.';
    expect(parseLenientJson(text, schema)).toEqual({
      success: true,
      data: { title: 'Use {curly} braces', markdown: 'a } b' },
    });
  });

  it('skips a candidate of the wrong shape and takes the next one', () => {
    const text = 'Example: {"foo": 1}. Answer: {"title": "T", "markdown": "M"}';
    expect(parseLenientJson(text, schema)).toEqual({ success: true, data: { title: 'T', markdown: 'M' } });
  });

  it('says the answer holds no JSON when there is none', () => {
    expect(parseLenientJson('Sorry, I cannot do that.', schema)).toEqual({
      success: false,
      error: 'the answer holds no JSON',
    });
  });

  it('names the field that does not match the schema', () => {
    const result = parseLenientJson('{"title": 3, "markdown": "M"}', schema);
    expect(result.success).toBe(false);
    expect(!result.success && result.error).toMatch(/expected shape \(title:/);
  });

  it('reports malformed JSON in a fence', () => {
    expect(parseLenientJson('```json\n{"title": "T",\n```', schema)).toEqual({
      success: false,
      error: 'the answer holds malformed JSON',
    });
  });
});
