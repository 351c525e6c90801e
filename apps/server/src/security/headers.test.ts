import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorShapeProblem } from './route-sweep';

/** The directives of a Content-Security-Policy header, as name -> sources. */
function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectHardened(response: LightMyRequestResponse, label: string) {
  const csp = cspDirectives(response);
  expect(csp.get('script-src'), label).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), label).toEqual(["'none'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['x-powered-by'], label).toBeUndefined();
  expect(response.headers.server, label).toBeUndefined();
}

const cookiesOf = (response: LightMyRequestResponse) => [response.headers['set-cookie'] ?? []].flat();

describe('security headers and cookies behind an https PUBLIC_URL', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precis-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("app");');
    t = await createTestApp('sqlite', { PUBLIC_URL: 'https://precis.example.com', WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("allows only the app's own scripts on the single-page app and its assets", async () => {
    for (const url of ['/', '/highlights/some-id', '/assets/app.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectHardened(response, url);
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d{7,}/);
    }
  });

  it('loads no remote images and turns off browser features the app never uses', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(cspDirectives(response).get('img-src'), url).toEqual(["'self'", 'data:']);
      expect(response.headers['permissions-policy'], url).toMatch(
        /camera=\(\), microphone=\(\), geolocation=\(\)/,
      );
    }
  });

  it('sends the same policy, and no framework banner, on API answers of every kind', async () => {
    const user = await t.signUp();
    const answers = {
      ok: await t.app.inject({ method: 'GET', url: '/api/health' }),
      signedIn: await user.request({ method: 'GET', url: '/api/v1/usage-limits/daily' }),
      unauthorised: await t.app.inject({ method: 'GET', url: '/api/v1/highlights' }),
      notFound: await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      invalid: await user.request({ method: 'POST', url: '/api/v1/highlights', payload: { content: '' } }),
      badUrl: await t.app.inject({ method: 'GET', url: '/api/v1/highlights/%E0%A4%A' }),
      tooLarge: await user.request({
        method: 'POST',
        url: '/api/v1/highlights',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ content: 'x'.repeat(1_100_000) }),
      }),
      authError: await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@example.com', password: 'wrong password' },
      }),
    };
    expect(answers.ok.statusCode).toBe(200);
    expect(answers.tooLarge.statusCode).toBe(413);
    const { badUrl, ...routed } = answers;
    for (const [label, response] of Object.entries(routed)) {
      expect(response.statusCode, label).not.toBeGreaterThanOrEqual(500);
      expectHardened(response, label);
    }
    // Refused before routing: no script may run at all.
    expect(badUrl.statusCode).toBe(400);
    expect(errorShapeProblem(badUrl, 400)).toBeUndefined();
    expect(cspDirectives(badUrl).get('default-src')).toEqual(["'none'"]);
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
    expect(badUrl.headers['x-powered-by']).toBeUndefined();
  });

  it('sets session cookies HttpOnly, SameSite=Lax, Secure and __Secure- prefixed, and they open the API', async () => {
    await t.signUp({ email: 'cookie@example.com', password: 'a long password' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'cookie@example.com', password: 'a long password' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookies = cookiesOf(signIn);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-better-auth\./);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
    const sessionCookie = cookies.find((cookie) => cookie.startsWith('__Secure-better-auth.session_token='));
    const cookieHeader = sessionCookie?.split(';')[0] ?? '';
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usage-limits/daily',
      headers: { cookie: cookieHeader },
    });
    expect(withCookie.statusCode, withCookie.body).toBe(200);
    // The unprefixed name is not the session on an https deployment.
    const unprefixed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/usage-limits/daily',
      headers: { cookie: cookieHeader.replace('__Secure-', '') },
    });
    expect(unprefixed.statusCode).toBe(401);
  });
});

describe('cookies behind a plain http PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps them HttpOnly and SameSite=Lax but not Secure, so a local install can sign in', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Local', email: 'local@example.com', password: 'a long password' },
    });
    expect(signUp.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'local@example.com', password: 'a long password' },
    });
    expect(cookiesOf(signIn).length).toBeGreaterThan(0);
    for (const cookie of cookiesOf(signIn)) {
      expect(cookie).toMatch(/^better-auth\./);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  it('sends no HSTS header, which would mislead over plain http, but the rest of the policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(cspDirectives(response).get('script-src')).toEqual(["'self'"]);
  });
});

describe('security headers over plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the headers a browser honours only on a trustworthy origin to localhost, not to a LAN address', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(response.headers['cross-origin-opener-policy'], host).toBe('same-origin');
      expect(response.headers['origin-agent-cluster'], host).toBe('?1');
    }
    const lan = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '192.168.1.20:3000' },
    });
    expect(lan.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(lan.headers['origin-agent-cluster']).toBeUndefined();
    expectHardened(lan, 'LAN address');
    expect(lan.headers['strict-transport-security']).toBeUndefined();
  });
});
