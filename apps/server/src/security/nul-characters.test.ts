import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

/** U+0000 cannot be stored in PostgreSQL text and ends an SQLite full-text query: it must never reach them. */
describe.each(testDialects)('NUL characters in requests on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses them in a body with 400 naming the field, and stores nothing', async () => {
    const response = await ada.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'Before\u0000after', tags: ['ok'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      errors: [{ field: 'content', message: 'Remove the NUL character (U+0000).' }],
    });
    const totals = await ada.request({ method: 'GET', url: '/api/v1/highlights/totals/per-category-group' });
    expect(totals.json().total).toBe(0);
  });

  it.each([
    '/api/v1/highlights?searchTerm=ab%00cd',
    '/api/v1/highlights?searchTerm=%00%00%00',
    '/api/v1/highlights?date=2026-01-01&searchTerm=a%00b',
    '/api/v1/summaries?fromDate=2026-01-01&searchTerm=a%00b',
  ])('refuses them in the query of %s with 400', async (url) => {
    const response = await ada.request({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'searchTerm', message: expect.any(String) }]);
  });

  it('answers 404 for an id holding one, like any id that matches nothing', async () => {
    for (const url of ['/api/v1/highlights/ab%00cd', '/api/v1/summaries/%00']) {
      const response = await ada.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('refuses them in sign-up and support bodies too', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Nul\u0000', email: 'nul@example.com', password: 'a long password 1' },
    });
    expect(signUp.statusCode).toBe(400);
    const report = await ada.request({
      method: 'POST',
      url: '/api/v1/support/bug-report',
      payload: { title: 'T', description: 'D\u0000', stepsToReproduce: null },
    });
    expect(report.statusCode).toBe(400);
    expect(report.json().errors[0].field).toBe('description');
  });

  it('refuses half a surrogate pair in a body with 400 naming the field, and keeps whole pairs', async () => {
    // JSON's "\ud800" without its pair was stored as U+FFFD in the text and kept in a tag.
    const lone = await ada.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'a\ud800b', tags: ['ok'] },
    });
    expect(lone.statusCode).toBe(400);
    expect(lone.json().errors).toEqual([{ field: 'content', message: expect.stringMatching(/surrogate/) }]);
    const inTag = await ada.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'Fine', tags: ['\udc00x'] },
    });
    expect(inTag.json().errors).toEqual([{ field: 'tags.0', message: expect.any(String) }]);
    const totals = await ada.request({ method: 'GET', url: '/api/v1/highlights/totals/per-category-group' });
    expect(totals.json().total).toBe(0);
    const whole = await ada.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'A whole pair: \ud83d\ude00 and 中文', tags: ['😀'] },
    });
    expect(whole.statusCode).toBe(201);
    expect(whole.json().content).toBe('A whole pair: 😀 and 中文');
  });
});
