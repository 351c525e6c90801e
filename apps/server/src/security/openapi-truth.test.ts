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

  it('claims extra fields are refused only where they are, and the server indeed accepts and drops the rest', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    // Only a token's creation refuses a field it does not know (a misnamed expiry made a token that never expired).
    expect(document.body.split('"additionalProperties":false')).toHaveLength(2);
    expect(document.json().components.schemas.CreateApiToken.additionalProperties).toBe(false);
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
