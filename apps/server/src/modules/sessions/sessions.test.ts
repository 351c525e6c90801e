import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { secondInstance } from '../../test/second-instance';
import { createTestApp, type TestApp } from '../../test/test-app';

const password = 'correct horse battery';
const TOTALS = '/api/v1/highlights/totals/per-category-group';

describe.each(testDialects)('sessions on %s', (dialect) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    other = await secondInstance(t);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** Signs in as a browser would; answers the session cookie and the bearer token of that session. */
  async function signIn(email: string, userAgent: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'user-agent': userAgent },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .map((header) => String(header).split(';')[0])
      .find((pair) => pair?.startsWith('better-auth.session_token='));
    return { cookie: cookie ?? '', bearer: `Bearer ${response.json().token}` };
  }
  const get = (authorization: string, url = TOTALS, app = t.app) =>
    app.inject({ method: 'GET', url, headers: { authorization } });

  it('lists the devices without any secret, the current one first, and closes better-auth’s own list', async () => {
    const user = await t.signUp();
    const phone = await signIn(user.email, 'Mozilla/5.0 (iPhone) Safari');
    const laptop = await signIn(user.email, 'Mozilla/5.0 (X11; Linux) Firefox/140');
    const listed = await get(laptop.bearer, '/api/v1/sessions');
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json();
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, userAgent: 'Mozilla/5.0 (X11; Linux) Firefox/140' });
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(Object.keys(sessions[0]).sort()).toEqual(
      ['createdAt', 'current', 'expiresAt', 'id', 'ipAddress', 'lastActiveAt', 'userAgent'].sort(),
    );
    for (const secret of [user.token, phone.bearer.slice(7), laptop.bearer.slice(7)]) {
      expect(listed.body).not.toContain(secret);
    }
    const leaked = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { authorization: laptop.bearer },
    });
    expect(leaked.statusCode).toBe(404);
  });

  it('signs one session out on its next request on every instance; another user’s id is 404', async () => {
    const user = await t.signUp();
    const stranger = await t.signUp();
    const phone = await signIn(user.email, 'phone');
    const laptop = await signIn(user.email, 'laptop');
    expect((await get(phone.bearer, TOTALS, other)).statusCode).toBe(200);
    const phoneId = (await get(laptop.bearer, '/api/v1/sessions'))
      .json()
      .find((session: { userAgent: string }) => session.userAgent === 'phone').id;
    const foreign = await stranger.request({ method: 'DELETE', url: `/api/v1/sessions/${phoneId}` });
    expect(foreign.statusCode).toBe(404);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${phoneId}`,
      headers: { authorization: laptop.bearer },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await get(phone.bearer, TOTALS, other)).statusCode).toBe(401);
    expect((await get(phone.bearer)).statusCode).toBe(401);
    const byCookie = await other.inject({ method: 'GET', url: TOTALS, headers: { cookie: phone.cookie } });
    expect(byCookie.statusCode).toBe(401);
    expect((await get(laptop.bearer, TOTALS, other)).statusCode).toBe(200);
  });

  it('signs out everywhere else, keeping the current session', async () => {
    const user = await t.signUp();
    const a = await signIn(user.email, 'a');
    const b = await signIn(user.email, 'b');
    expect((await get(a.bearer, TOTALS, other)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/sign-out-others',
      headers: { authorization: b.bearer },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    expect((await get(a.bearer, TOTALS, other)).statusCode).toBe(401);
    expect((await get(`Bearer ${user.token}`)).statusCode).toBe(401);
    expect((await get(b.bearer, TOTALS, other)).statusCode).toBe(200);
  });

  it('ends a session signed out through its cookie for its bearer form too, on every instance', async () => {
    const user = await t.signUp();
    const session = await signIn(user.email, 'browser');
    expect((await get(session.bearer, TOTALS, other)).statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: session.cookie, origin: 'http://localhost:80' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect((await get(session.bearer, TOTALS, other)).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write from a foreign page, and keeps same-origin and script writes', async () => {
    const user = await t.signUp();
    const { cookie } = await signIn(user.email, 'browser');
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/highlights',
        headers: { cookie, ...headers },
        payload: { content: 'Written from a page' },
      });
    const foreign = await post({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().title).toMatch(/https:\/\/evil\.example/);
    expect((await post({ origin: 'http://localhost:3000' })).statusCode).toBe(403);
    expect((await post({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(201);
    expect((await post({})).statusCode).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: TOTALS,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('does not let an API token see or end sessions', async () => {
    const user = await t.signUp();
    const { token } = (
      await user.request({
        method: 'POST',
        url: '/api/v1/api-tokens',
        payload: { name: 'n', scope: 'write' },
      })
    ).json();
    expect((await get(`Bearer ${token}`, '/api/v1/sessions')).statusCode).toBe(403);
  });
});
