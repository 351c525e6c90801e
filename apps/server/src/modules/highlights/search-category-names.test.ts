import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';

describe.each(testDialects)('searching by category display name on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds a highlight by "Tasks & Actions" and "Development & Coding", as the browser filter does', async () => {
    const ada = await t.signUp();
    const created = await ada.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: {
        content: 'Ship the smallest thing first',
        categories: ['TASKS_ACTIONS', 'DEVELOPMENT_CODING'],
      },
    });
    expect(created.statusCode).toBe(201);
    const other = await ada.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'Unrelated' },
    });
    expect(other.statusCode).toBe(201);
    for (const term of ['Tasks & Actions', 'development & coding', 'TASKS_ACTIONS']) {
      const found = await ada.request({
        method: 'GET',
        url: `/api/v1/highlights?searchTerm=${encodeURIComponent(term)}`,
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().map((highlight: { id: string }) => highlight.id)).toEqual([created.json().id]);
    }
  });
});
