import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './test/databases';
import { createTestApp, type TestApp } from './test/test-app';

describe.each(testDialects)('server basics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the health check after checking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ status: 404, title: expect.stringContaining('/api/nope') });
  });

  it('serves the OpenAPI document and its reference page', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toMatch(/^3\./);
    expect(Object.keys(document.json().paths)).toContain('/api/health');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('echoes a request id and sends security headers without a framework banner', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers a body over 1 MB with 413 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413 });
  });
});
