import { apiErrorSchema } from '@precis/shared';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiRequest, readApiError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('raises "API request failed" with the server title when there is one', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ title: 'No highlights in this range.', status: 422 }), {
          status: 422,
          statusText: 'Unprocessable Entity',
        }),
    );
    const error = await apiRequest('/api/v1/summaries', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('API request failed: 422 No highlights in this range.');
  });

  it('falls back to the status text when the body is not the error shape', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/api/v1/x')).rejects.toThrow('API request failed: 502 Bad Gateway');
  });

  it('sends the time zone header and parses the answer with the schema', async () => {
    const fetchMock = vi.fn(async (_url: URL, _init?: RequestInit) => new Response(JSON.stringify({ n: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/api/v1/x', {
      schema: z.object({ n: z.number() }),
      query: { a: 'b', c: '' },
    });
    expect(result).toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/v1\/x\?a=b$/);
    expect((init?.headers as Record<string, string> | undefined)?.['x-timezone']).toBeTruthy();
  });
});

describe('readApiError', () => {
  const fieldError = fc.record({ field: fc.string(), message: fc.string() });
  const almostAnError = fc.record(
    {
      title: fc.oneof(fc.string(), fc.integer()),
      status: fc.oneof(fc.integer({ min: 100, max: 599 }), fc.double(), fc.string()),
      detail: fc.oneof(fc.string(), fc.constant(null)),
      errors: fc.oneof(fc.array(fc.oneof(fieldError, fc.jsonValue())), fc.string()),
      extra: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );

  it('accepts and rejects exactly what the shared apiErrorSchema does, keeping only its fields', () => {
    fc.assert(
      fc.property(fc.oneof(almostAnError, fc.jsonValue()), (value) => {
        const parsed = apiErrorSchema.safeParse(value);
        expect(readApiError(value)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the field errors a form puts next to its fields', () => {
    const body = {
      title: 'Invalid input.',
      status: 400,
      errors: [{ field: 'content', message: 'Required' }],
    };
    expect(readApiError(body)?.errors).toEqual([{ field: 'content', message: 'Required' }]);
  });
});
