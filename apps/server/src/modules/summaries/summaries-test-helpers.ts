import type { Summary } from '@precis/shared';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../test/test-app';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Saves a highlight through the API, then moves its creation time when `createdAt` is given. */
export async function saveHighlight(
  t: TestApp,
  user: TestUser,
  content: string,
  options: { createdAt?: number; categories?: string[] } = {},
): Promise<string> {
  const response = await user.request({
    method: 'POST',
    url: '/api/v1/highlights',
    payload: { content, categories: options.categories },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id: string = response.json().id;
  if (options.createdAt !== undefined) {
    await t.context.db.kysely
      .updateTable('highlights')
      .set({ created_at: options.createdAt })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

export function interval(startMs: number, endMs: number) {
  return { startDate: new Date(startMs).toISOString(), endDate: new Date(endMs).toISOString() };
}

export async function requestSummary(
  user: TestUser,
  payload: Record<string, unknown>,
  timeZone = 'UTC',
): Promise<Summary> {
  const response = await user.request({ method: 'POST', url: '/api/v1/summaries', payload, timeZone });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Summary>();
}

export async function fetchSummary(user: TestUser, id: string): Promise<Summary> {
  const response = await user.request({ method: 'GET', url: `/api/v1/summaries/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Summary>();
}

export async function listSummaries(
  user: TestUser,
  query: Record<string, string>,
  timeZone = 'UTC',
): Promise<Summary[]> {
  const response = await user.request({
    method: 'GET',
    url: `/api/v1/summaries?${new URLSearchParams(query)}`,
    timeZone,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Summary[]>();
}
