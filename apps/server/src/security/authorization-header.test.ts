import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, rawRequest } from '../test/raw-http';
import { createTestApp, type TestApp } from '../test/test-app';

/** Writes the request bytes exactly as given: Node's own client refuses to send control characters. */
function sendBytes(
  origin: string,
  raw: string,
): Promise<{ statusLine: string; headers: string; body: string }> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(raw, 'latin1'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headers] = head.split('\r\n');
      resolve({ statusLine, headers: headers.join('\n').toLowerCase(), body });
    });
    socket.on('error', reject);
  });
}

describe('an Authorization header without a usable token', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    origin = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['Bearer ', 'Bearer', 'Token ', 'Token', 'Bearer \t', 'Basic abc'])(
    '%j over a real socket is answered 401 in the JSON error shape',
    async (authorization) => {
      for (const path of ['/api/v1/highlights', '/api/v2/highlights/']) {
        const answer = await rawRequest(origin, { method: 'GET', path, headers: { authorization } });
        expect(answer.status, `${path} ${answer.body}`).toBe(401);
        expect(JSON.parse(answer.body)).toMatchObject({ status: 401, title: expect.any(String) });
      }
    },
  );

  it.each(['Bearer \x01', 'Bearer \x7f', '\x00'])(
    '%j, which Node cannot parse, is answered 400 in the JSON error shape rather than Fastify’s',
    async (value) => {
      const answer = await sendBytes(
        origin,
        `GET /api/v1/highlights HTTP/1.1\r\nHost: x\r\nAuthorization: ${value}\r\n\r\n`,
      );
      expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
      expect(answer.headers).toContain('content-type: application/json');
      expect(JSON.parse(answer.body)).toEqual({
        status: 400,
        title: expect.stringContaining('not valid HTTP'),
      });
    },
  );

  it('headers too large are answered 431 in the JSON error shape', async () => {
    const answer = await sendBytes(
      origin,
      `GET /api/v1/highlights HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 431 });
  });
});
