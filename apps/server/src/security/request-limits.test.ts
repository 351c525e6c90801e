import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../test/raw-http';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorShapeProblem } from './route-sweep';

/** Writes `head`, then one byte of `drip` every 100 ms; answers what came back and when the socket closed. */
function slowClient(origin: string, head: string, drip: string) {
  const { port } = new URL(origin);
  const started = Date.now();
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] ?? '');
    }, 100);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

function nestedJson(bytes: number): string {
  const depth = Math.floor(bytes / 2);
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe('request timeouts', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { REQUEST_TIMEOUT_MS: '1500' });
    origin = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cuts a body sent one byte at a time', async () => {
    const head =
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n';
    const { answer, closedAfterMs } = await slowClient(origin, head, 'x'.repeat(1000));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('cuts headers sent one byte at a time', async () => {
    const { answer, closedAfterMs } = await slowClient(
      origin,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
      `X-Slow: ${'a'.repeat(1000)}`,
    );
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
    expect(closedAfterMs).toBeLessThan(5_000);
  });
});

describe('bodies sent to /api/auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses 1 MB of deeply nested JSON without parsing it (413)', async () => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: nestedJson(1024 * 1024),
      remoteAddress: '10.3.0.1',
    });
    expect(response.statusCode).toBe(413);
    expect(errorShapeProblem(response, 413)).toBeUndefined();
    expect(response.json().title).toBe('The request body is too large (at most 16 KB).');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('counts requests against the per-address limit before reading the body', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'content-type': 'application/json' },
        payload: '{"not json',
        remoteAddress: '10.3.0.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('weak passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['password', /most common/],
    ['12345678', /most common/],
    ['        ', /only spaces/],
    ['\t\t\t\t    ', /only spaces/],
    ['Password1', /most common/],
    ['qwertyuiop', /most common/],
  ])('refuses %j at sign-up', async (password, reason) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Weak', email: `weak${password.length}@example.com`, password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toMatch(reason);
    expect(response.json().errors).toEqual([{ field: 'password', message: response.json().title }]);
  });

  it('refuses the e-mail address as the password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Self', email: 'selfish.person@example.com', password: 'Selfish.Person@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toMatch(/e-mail address/);
  });

  it('keeps 8 characters as the minimum and accepts an uncommon password', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Short', email: 'short@example.com', password: 'x7#kq!2' },
    });
    expect(short.statusCode).toBe(400);
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Fine', email: 'fine@example.com', password: 'violet tractor umbrella' },
    });
    expect(fine.statusCode).toBe(200);
  });
});
