import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the OpenAPI document on extra fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('no longer claims extra fields are refused, and the server indeed accepts and drops them', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.body).not.toContain('"additionalProperties":false');
    const user = await t.signUp();
    const saved = await user.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      payload: {
        email: 'extra@inbox.example',
        frequency: 'DAILY',
        enabled: false,
        startDate: '2030-01-01T09:00:00.000Z',
        notAField: 'ignored',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).not.toHaveProperty('notAField');
  });
});
