import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashedSessionTokens } from '../db/migrations/0022-hashed-session-tokens';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp } from '../test/test-app';
import { hashSessionToken } from './hashed-session-tokens';

const password = 'correct horse battery';
const TOTALS = '/api/v1/highlights/totals/per-category-group';

describe.each(testDialects)('session tokens stored hashed on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const storedTokens = async (userId: string) =>
    (
      await sql<{
        id: string;
        token: string;
      }>`SELECT id, token FROM session WHERE "userId" = ${userId}`.execute(t.context.db.kysely)
    ).rows;
  const activityOf = async (sessionId: string) =>
    (
      await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM session_activity WHERE session_id = ${sessionId}`.execute(
        t.context.db.kysely,
      )
    ).rows[0]?.n;
  async function signIn(email: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .map((header) => String(header).split(';')[0])
      .find((pair) => pair?.startsWith('better-auth.session_token='));
    return { token: response.json<{ token: string }>().token, cookie: cookie ?? '' };
  }
  const get = (headers: Record<string, string>, url = TOTALS) =>
    t.app.inject({ method: 'GET', url, headers });

  it('stores only SHA-256 of each token, and the bearer token and the cookie still sign in', async () => {
    const user = await t.signUp({ password });
    const device = await signIn(user.email);
    const rows = await storedTokens(user.id);
    expect(rows.map((row) => row.token).sort()).toEqual(
      // The sign-up helper holds the signed form (`<token>.<signature>`) of its session's token.
      [
        hashSessionToken(decodeURIComponent(user.token).split('.')[0] ?? ''),
        hashSessionToken(device.token),
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(device.token);
    expect((await get({ authorization: `Bearer ${device.token}` })).statusCode).toBe(200);
    expect((await get({ cookie: device.cookie })).statusCode).toBe(200);
    const session = await get({ cookie: device.cookie }, '/api/auth/get-session');
    expect(session.json().session.token).toBe(device.token);
    // The stored value is no credential.
    expect((await get({ authorization: `Bearer ${hashSessionToken(device.token)}` })).statusCode).toBe(401);
  });

  it('signs out by the token and forgets the activity of every session that goes', async () => {
    const user = await t.signUp({ password });
    const phone = await signIn(user.email);
    const laptop = await signIn(user.email);
    for (const device of [phone, laptop]) {
      expect((await get({ authorization: `Bearer ${device.token}` })).statusCode).toBe(200);
    }
    const [phoneRow, laptopRow] = await Promise.all(
      [phone, laptop].map(async (device) =>
        (await storedTokens(user.id)).find((row) => row.token === hashSessionToken(device.token)),
      ),
    );
    expect(Number(await activityOf(phoneRow?.id ?? ''))).toBe(1);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${phone.token}` },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect((await get({ authorization: `Bearer ${phone.token}` })).statusCode).toBe(401);
    expect(Number(await activityOf(phoneRow?.id ?? ''))).toBe(0);

    const revoked = await user.request({ method: 'DELETE', url: `/api/v1/sessions/${laptopRow?.id}` });
    expect(revoked.statusCode).toBe(204);
    expect(Number(await activityOf(laptopRow?.id ?? ''))).toBe(0);
    expect((await user.request({ method: 'GET', url: TOTALS })).statusCode).toBe(200);
  });

  it('migration 0022 hashes the tokens stored before it, and those sessions keep working', async () => {
    const user = await t.signUp({ password });
    const old = await signIn(user.email);
    const db = t.context.db.kysely;
    // As an older version stored it: the token itself.
    await sql`UPDATE session SET token = ${old.token} WHERE token = ${hashSessionToken(old.token)}`.execute(
      db,
    );
    expect((await get({ authorization: `Bearer ${old.token}` })).statusCode).toBe(401);

    await hashedSessionTokens(t.context.db.dialect).up(db);
    expect((await storedTokens(user.id)).map((row) => row.token)).toContain(hashSessionToken(old.token));
    expect((await get({ authorization: `Bearer ${old.token}` })).statusCode).toBe(200);
    expect((await get({ cookie: old.cookie })).statusCode).toBe(200);
    // Already hashed rows are left as they are.
    expect((await user.request({ method: 'GET', url: TOTALS })).statusCode).toBe(200);
  });
});
