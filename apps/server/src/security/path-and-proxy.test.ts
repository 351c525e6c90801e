import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hasAmbiguousPath } from '../lib/refuse-dot-segments';
import { listenLocally, rawRequest } from '../test/raw-http';
import { createTestApp, type TestApp } from '../test/test-app';

const PASSWORD = 'correct horse battery';

describe('dot segments in the path (the throttle bypass)', () => {
  let t: TestApp;
  let origin: string;
  const send = (path: string, payload?: unknown, method = 'POST') =>
    rawRequest(origin, { method, path, payload });
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    origin = await listenLocally(t.app);
    await t.signUp({ email: 'dots@example.com', password: PASSWORD });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    '/api/auth/./sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/%2E%2E/auth/sign-in/email',
    '/api/auth/x\\..\\sign-in/email',
    '/api/auth/x%5c..%5csign-in/email',
  ])('refuses %s before any route, with the right password too', async (path) => {
    const response = await send(path, { email: 'dots@example.com', password: PASSWORD });
    expect(response.status, path).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      status: 400,
      title: 'The request URL is not valid (it holds a "." or ".." segment or a backslash).',
    });
    expect(response.headers['set-auth-token']).toBeUndefined();
  });

  it('refuses dot segments everywhere in the app, not only under /api/auth', async () => {
    for (const path of ['/api/v1/./highlights', '/api/%2e%2e/api/health', '/assets/../index.html']) {
      expect((await send(path, undefined, 'GET')).status, path).toBe(400);
    }
  });

  it('counts every other spelling of the sign-in route against one lock', async () => {
    await t.signUp({ email: 'spellings@example.com', password: PASSWORD });
    const spellings = [
      '/api/auth/sign-in/email',
      '/api/auth//sign-in/email',
      '/api/auth/sign-in//email',
      '/api/auth/sign-in/email/',
      '/api/auth/SIGN-IN/email',
      '/api/auth/sign-in/email?x=1',
      '/api/auth/sign-in/%65mail',
    ];
    const statuses: number[] = [];
    for (const [i, path] of spellings.entries()) {
      statuses.push((await send(path, { email: 'spellings@example.com', password: `guess ${i}` })).status);
    }
    // A spelling better-auth does not route answers 404; the ones it routes all count.
    expect(
      statuses.every((status) => status === 401 || status === 404),
      statuses.join(),
    ).toBe(true);
    const counted = statuses.filter((status) => status === 401).length;
    for (let i = counted; i < 10; i += 1) {
      await send('/api/auth/sign-in/email', { email: 'spellings@example.com', password: `more ${i}` });
    }
    const right = await send('/api/auth/sign-in/email', {
      email: 'spellings@example.com',
      password: PASSWORD,
    });
    expect(right.status, statuses.join()).toBe(429);
  });

  it('tells ambiguous paths from plain ones', () => {
    expect(hasAmbiguousPath('/api/auth/sign-in/email?next=../x')).toBe(false);
    expect(hasAmbiguousPath('/files/.hidden/a..b')).toBe(false);
    expect(hasAmbiguousPath('/a/%2e%2E/b')).toBe(true);
    expect(hasAmbiguousPath('/a/%5cb')).toBe(true);
    expect(hasAmbiguousPath('/a/.')).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('reads true, false, a hop count and an address list, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  describe.each([
    ['true', '127.0.0.1'],
    ['1', '127.0.0.1'],
    ['127.0.0.1', '127.0.0.1'],
  ])('with TRUST_PROXY=%s behind a proxy at %s', (trustProxy, proxyAddress) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite', { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('keys the limit on the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: `rotate${i}@example.com`, password: 'wrong password' },
          remoteAddress: proxyAddress,
          // What the client wrote, then what the proxy appended: the client's real address.
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'rotate@example.com', password: 'wrong password' },
        remoteAddress: proxyAddress,
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(other.statusCode).toBe(401);
    });
  });

  describe('with a proxy address list, a request from elsewhere', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite', { TRUST_PROXY: '10.9.9.9', AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('cannot name its own address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: `direct${i}@example.com`, password: 'wrong password' },
          remoteAddress: '192.0.2.50',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    });
  });
});
