import type { Highlight } from '@precis/shared';
import { expect } from 'vitest';
import { newId } from '../../lib/ids';
import type { TestApp, TestUser } from '../../test/test-app';
import { insertHighlight, type NewHighlight } from './highlight-insert';
import type { HighlightRecord } from './highlights.repository';

/** Saves a highlight through the API and returns it. */
export async function postHighlight(
  user: TestUser,
  payload: Record<string, unknown>,
  timeZone?: string,
): Promise<Highlight> {
  const response = await user.request({ method: 'POST', url: '/api/v1/highlights', payload, timeZone });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Highlight>();
}

/** Stores a highlight with a chosen creation time, through the repository (the API always uses "now"). */
export function seedHighlight(
  t: TestApp,
  user: TestUser,
  fields: Partial<Omit<NewHighlight, 'userId'>> & { createdAt: number },
): Promise<HighlightRecord> {
  return insertHighlight(t.context.db, {
    id: newId(fields.createdAt),
    content: 'Seeded highlight',
    source: null,
    comment: null,
    categories: [],
    tags: [],
    ...fields,
    userId: user.id,
  });
}

export async function listHighlights(
  user: TestUser,
  query: Record<string, string>,
  timeZone?: string,
): Promise<Highlight[]> {
  const response = await user.request({
    method: 'GET',
    url: `/api/v1/highlights?${new URLSearchParams(query)}`,
    timeZone,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Highlight[]>();
}
