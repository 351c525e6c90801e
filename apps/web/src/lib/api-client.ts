import { type ApiError, apiErrorSchema, TIME_ZONE_HEADER } from '@precis/shared';
import type { z } from 'zod';

/** Raised for every non-2xx answer; its message follows spec section 8. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: ApiError | undefined,
  ) {
    super(`API request failed: ${status} ${body?.title ?? statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's own words for the problem, when it sent some. */
  get serverMessage(): string | undefined {
    return this.body?.title;
  }
}

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | undefined>;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/**
 * The one API client: JSON in and out, the session cookie (same origin), the browser's time zone in
 * X-Timezone, and answers parsed with the shared schemas so a drifting server is caught at the edge.
 */
export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, value);
  }
  const headers: Record<string, string> = {
    accept: 'application/json',
    [TIME_ZONE_HEADER]: browserTimeZone(),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, await readError(response));
  }
  if (response.status === 204 || !options.schema) return undefined as T;
  return options.schema.parse(await response.json());
}

async function readError(response: Response): Promise<ApiError | undefined> {
  try {
    const parsed = apiErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
