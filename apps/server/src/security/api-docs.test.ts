import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the API reference at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no inline script, so its policy can allow scripts from our origin only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="/);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs/static/swagger-initializer.js'])(
    '%s is served with a tight Content-Security-Policy',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = directives(response.headers['content-security-policy'] as string | undefined);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      const style = policy.get('style-src') ?? [];
      expect(style[0]).toBe("'self'");
      for (const source of style.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      // Nothing from another site and no blanket inline allowance anywhere.
      for (const [name, sources] of policy) {
        for (const source of sources) {
          expect(source, name).not.toMatch(/^(https?:|\*|'unsafe-inline'|'unsafe-eval')/);
          expect(source, name).not.toMatch(/\.(io|com|org)$/);
        }
      }
    },
  );
});
