import { type ApiError, TIME_ZONE_HEADER } from '@precis/shared';

/** Raised for every non-2xx answer; its message names the status and the server's title. */
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

/** A zod schema, or any parser that throws on an answer it does not accept. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | undefined>;
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
  /** Reads the answer's headers (a paged list's Link), before its body is parsed. */
  onHeaders?(headers: Headers): void;
}

/**
 * The one API client: JSON in and out, the session cookie (same origin), the browser's time zone in
 * X-Timezone, and answers parsed with the shared schemas so a drifting server is caught at the edge.
 * This file is on every page's first load, so it does not import zod itself (see readApiError).
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
  // A FormData body (a file upload) goes as it is: the browser writes its multipart type and boundary.
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body,
    signal: options.signal,
  });
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, await readError(response));
  }
  options.onHeaders?.(response.headers);
  if (response.status === 204 || !options.schema) return undefined as T;
  return options.schema.parse(await response.json());
}

async function readError(response: Response): Promise<ApiError | undefined> {
  try {
    return readApiError(await response.json());
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The API's error shape (apiErrorSchema in @precis/shared, docs/architecture.md), checked by hand: zod would add about
 * 30 KB gzip to the first load, and only lazily loaded screens need it.
 */
export function readApiError(value: unknown): ApiError | undefined {
  if (!isRecord(value) || typeof value.title !== 'string') return undefined;
  if (typeof value.status !== 'number' || !Number.isSafeInteger(value.status)) return undefined;
  if (value.detail !== undefined && typeof value.detail !== 'string') return undefined;
  const error: ApiError = { title: value.title, status: value.status };
  if (value.detail !== undefined) error.detail = value.detail;
  if (value.errors !== undefined) {
    if (!Array.isArray(value.errors)) return undefined;
    const fields: NonNullable<ApiError['errors']> = [];
    for (const item of value.errors) {
      if (!isRecord(item) || typeof item.field !== 'string' || typeof item.message !== 'string') {
        return undefined;
      }
      fields.push({ field: item.field, message: item.message });
    }
    error.errors = fields;
  }
  return error;
}
