import {
  apiErrorSchema,
  createHighlightSchema,
  highlightSchema,
  updateHighlightSchema,
} from '@precis/shared';
import type { SendOutcome, WebCapture } from '../lib/capture';
import type { StoredAuth } from '../lib/storage';

const UNREACHABLE = 'Precis could not be reached. It will be sent when Precis answers again.';

function request(auth: StoredAuth, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${auth.address}${path}`, {
    ...init,
    credentials: 'omit',
    headers: { ...init.headers, authorization: `Bearer ${auth.token}`, accept: 'application/json' },
  });
}

async function serverMessage(response: Response): Promise<string> {
  const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (!body.success) return `Precis answered ${response.status} ${response.statusText}`.trim();
  const fieldErrors = body.data.errors?.map((error) => error.message).join(' ');
  return fieldErrors || body.data.detail || body.data.title;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export async function sendCapture(auth: StoredAuth, capture: WebCapture): Promise<SendOutcome> {
  // The server's own schema: what it would refuse is not sent, and the reason is the one it would give.
  const checked = createHighlightSchema.safeParse(capture);
  if (!checked.success) return { kind: 'rejected', reason: checked.error.issues[0]?.message ?? 'Not valid.' };
  let response: Response;
  try {
    response = await request(auth, '/api/v1/highlights', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(capture),
    });
  } catch {
    return { kind: 'retry', reason: UNREACHABLE };
  }
  if (response.ok) {
    const highlight = highlightSchema.safeParse(await response.json().catch(() => undefined));
    // Saved all the same: sending it again would save it twice.
    return { kind: 'saved', id: highlight.success ? highlight.data.id : '' };
  }
  return failureOf(response);
}

/** Changes the note of a saved highlight; an empty one would remove it. */
export async function updateComment(auth: StoredAuth, id: string, comment: string): Promise<SendOutcome> {
  const checked = updateHighlightSchema.safeParse({ comment });
  if (!checked.success) return { kind: 'rejected', reason: checked.error.issues[0]?.message ?? 'Not valid.' };
  let response: Response;
  try {
    response = await request(auth, `/api/v1/highlights/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ comment }),
    });
  } catch {
    return { kind: 'retry', reason: 'Precis could not be reached.' };
  }
  if (response.ok) return { kind: 'saved', id };
  if (response.status === 404) return { kind: 'rejected', reason: 'This highlight is no longer in Precis.' };
  return failureOf(response);
}

/** What an answer other than 2xx means: 401 signs out, 429, 408 and 5xx are worth another try later. */
async function failureOf(response: Response): Promise<Exclude<SendOutcome, { kind: 'saved' }>> {
  const reason = await serverMessage(response);
  if (response.status === 401) return { kind: 'signed-out', reason: 'Signed out: sign in to send it.' };
  if (response.status === 429) {
    return { kind: 'retry', reason, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  }
  if (response.status >= 500 || response.status === 408) return { kind: 'retry', reason };
  return { kind: 'rejected', reason };
}

export type ApiResult = { ok: true } | { ok: false; message: string };

export async function deleteHighlight(auth: StoredAuth, id: string): Promise<ApiResult> {
  try {
    const response = await request(auth, `/api/v1/highlights/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    });
    if (response.ok || response.status === 404) return { ok: true };
    return { ok: false, message: await serverMessage(response) };
  } catch {
    return { ok: false, message: 'Precis could not be reached.' };
  }
}

/** Whether the token still works: false only when the server says so, not when it cannot be reached. */
export async function tokenStillValid(auth: StoredAuth): Promise<boolean> {
  try {
    const response = await request(auth, '/api/v1/usage-limits/daily');
    return response.status !== 401;
  } catch {
    return true;
  }
}
