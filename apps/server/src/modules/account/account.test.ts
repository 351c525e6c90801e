import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { kindleFile, multipart } from '../imports/imports-test-helpers';

const password = 'correct horse battery';
const newPassword = 'violet staple lantern';
const TOTALS = '/api/v1/highlights/totals/per-category-group';

/** Every row of every table (PostgreSQL: also pg-boss's), as JSON text, to look for a user's traces. */
async function everyRow(t: TestApp): Promise<{ table: string; row: string }[]> {
  const db = t.context.db.kysely;
  const tables =
    t.context.db.dialect === 'sqlite'
      ? (
          await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'
                                        AND name NOT LIKE 'sqlite_%'`.execute(db)
        ).rows.map((row) => `"${row.name}"`)
      : (
          await sql<{ name: string }>`SELECT format('%I.%I', table_schema, table_name) AS name
                                        FROM information_schema.tables
                                       WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`.execute(
            db,
          )
        ).rows.map((row) => row.name);
  const found: { table: string; row: string }[] = [];
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.raw(table)}`.execute(db);
    for (const row of rows) found.push({ table, row: JSON.stringify(row) });
  }
  return found;
}

/** Gives the user a row in every kind of table: highlights, summaries, sources, review, imports, tokens... */
async function fillAccount(t: TestApp, user: TestUser): Promise<void> {
  const ok = async (response: Promise<{ statusCode: number; body: string }>, what: string) => {
    const answer = await response;
    expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(300);
  };
  for (const content of ['Alpha words worth keeping', 'Beta words worth keeping']) {
    await ok(
      user.request({
        method: 'POST',
        url: '/api/v1/highlights',
        payload: { content, source: 'A Book', comment: 'mine', tags: ['kept'] },
      }),
      'highlight',
    );
  }
  const now = Date.now();
  await ok(
    user.request({
      method: 'POST',
      url: '/api/v1/summaries',
      payload: {
        dateInterval: {
          startDate: new Date(now - 86_400_000).toISOString(),
          endDate: new Date(now + 60_000).toISOString(),
        },
      },
    }),
    'summary',
  );
  await ok(
    user.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      payload: {
        email: user.email,
        frequency: 'DAILY',
        enabled: true,
        startDate: new Date(now + 3_600_000).toISOString(),
      },
    }),
    'notification settings',
  );
  await ok(
    user.request({
      method: 'POST',
      url: '/api/v1/support/bug-report',
      payload: { title: 'Bug', description: 'It broke' },
    }),
    'support',
  );
  await ok(
    user.request({ method: 'POST', url: '/api/v1/api-tokens', payload: { name: 'script', scope: 'write' } }),
    'api token',
  );
  await ok(user.request({ method: 'GET', url: '/api/v1/review/today' }), 'review session');
  await ok(
    user.request({
      method: 'POST',
      url: '/api/v2/highlights/',
      payload: { highlights: [{ text: 'From a Readwise app', title: 'Readwise Book', category: 'books' }] },
    }),
    'readwise highlight',
  );
  await ok(
    user.request({
      method: 'POST',
      url: '/api/v1/imports',
      timeZone: 'Europe/London',
      ...multipart([{ name: 'file', value: kindleFile(3), fileName: 'My Clippings.txt' }]),
    }),
    'import',
  );
  await ok(user.request({ method: 'GET', url: TOTALS }), 'activity');
  await t.context.jobs.drain();
  // A wrong confirmation leaves a throttle counter behind.
  await user.request({
    method: 'POST',
    url: '/api/v1/account/password',
    payload: { currentPassword: 'wrong one', newPassword },
  });
}

describe.each(testDialects)('account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (email: string, pass: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: pass } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('changes the password with the current one and signs out every other session', async () => {
    const user = await t.signUp({ password });
    const other = (await signIn(user.email, password)).json<{ token: string }>().token;
    expect((await t.app.inject({ method: 'GET', url: TOTALS, headers: bearer(other) })).statusCode).toBe(200);

    const changed = await user.request({
      method: 'POST',
      url: '/api/v1/account/password',
      payload: { currentPassword: password, newPassword },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ signedOut: 1 });
    expect((await user.request({ method: 'GET', url: TOTALS })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: TOTALS, headers: bearer(other) })).statusCode).toBe(401);
    expect((await signIn(user.email, password)).statusCode).toBe(401);
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak or short new one, and API tokens', async () => {
    const user = await t.signUp({ password });
    const change = (payload: object, headers = {}) =>
      user.request({ method: 'POST', url: '/api/v1/account/password', payload, headers });
    const wrong = await change({ currentPassword: 'not my password', newPassword });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      title: 'That password is not correct.',
      errors: [{ field: 'currentPassword' }],
    });
    for (const weak of ['password', '12345678', '        ', 'short']) {
      const refused = await change({ currentPassword: password, newPassword: weak });
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().errors[0].field).toBe('newPassword');
    }
    const token = (
      await user.request({
        method: 'POST',
        url: '/api/v1/api-tokens',
        payload: { name: 'script', scope: 'write' },
      })
    ).json<{ token: string }>().token;
    const viaToken = await change({ currentPassword: password, newPassword }, bearer(token));
    expect(viaToken.statusCode).toBe(403);
    expect((await signIn(user.email, password)).statusCode).toBe(200);
  });

  it('stops guessing the password from a signed-in session after ten wrong ones', async () => {
    const user = await t.signUp({ password });
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await user.request({
        method: 'DELETE',
        url: '/api/v1/account',
        payload: { password: `guess ${attempt}` },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await user.request({ method: 'DELETE', url: '/api/v1/account', payload: { password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await user.request({ method: 'GET', url: TOTALS })).statusCode).toBe(200);
  });

  it('deletes the account and leaves no row with its id or e-mail in any table, and nothing of others', async () => {
    const user = await t.signUp({ password });
    const stranger = await t.signUp({ password });
    await fillAccount(t, user);
    await fillAccount(t, stranger);
    const before = await everyRow(t);
    const tablesWithUser = new Set(
      before.filter(({ row }) => row.includes(user.id)).map(({ table }) => table),
    );
    // The check below means something only if the user had rows in most tables.
    for (const table of [
      'highlights',
      'summaries',
      'summary_highlights',
      'sources',
      'readwise_highlights',
      'imports',
      'api_tokens',
      'session',
      'account',
      'user',
    ])
      expect([...tablesWithUser].map((name) => name.replace(/^public\./, '').replaceAll('"', ''))).toContain(
        table,
      );

    const refused = await user.request({
      method: 'DELETE',
      url: '/api/v1/account',
      payload: { password: 'nope nope' },
    });
    expect(refused.statusCode).toBe(400);
    const deleted = await user.request({ method: 'DELETE', url: '/api/v1/account', payload: { password } });
    expect(deleted.statusCode).toBe(204);

    const after = await everyRow(t);
    const traces = after.filter(
      ({ row }) => row.includes(user.id) || row.toLowerCase().includes(user.email.toLowerCase()),
    );
    expect(traces).toEqual([]);
    const strangerRows = after.filter(({ row }) => row.includes(stranger.id)).map(({ table }) => table);
    expect(new Set(strangerRows)).toEqual(
      new Set(before.filter(({ row }) => row.includes(stranger.id)).map(({ table }) => table)),
    );

    expect((await user.request({ method: 'GET', url: TOTALS })).statusCode).toBe(401);
    expect((await signIn(user.email, password)).statusCode).toBe(401);
    const kept = await t.context.db.kysely
      .selectFrom('highlights')
      .select('id')
      .where('user_id', '=', stranger.id)
      .execute();
    expect(kept.length).toBeGreaterThan(0);
    // The address is free again.
    expect((await t.signUp({ email: user.email, password })).id).not.toBe(user.id);
  });
});
