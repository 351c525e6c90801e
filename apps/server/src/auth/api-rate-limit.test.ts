import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('API rate limit per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { API_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After once a user spends the minute budget, without touching others', async () => {
    const busy = await t.signUp();
    const calm = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await busy.request({ method: 'GET', url: '/api/v1/nothing-here' })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await busy.request({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(limited.json()).toMatchObject({
      status: 429,
      title: expect.stringMatching(/at most 3 per minute/),
    });
    expect((await calm.request({ method: 'GET', url: '/api/v1/nothing-here' })).statusCode).toBe(404);
  });
});
