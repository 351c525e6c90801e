import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, outboxMailTo } from '../test/outbox';
import { createTestApp, type TestApp } from '../test/test-app';

const PASSWORD = 'violet tractor umbrella';

describe('sign-up of an address that has an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUp = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Someone', email, password: 'another long password' },
    });

  it('answers exactly as for a new address and tells the owner by e-mail', async () => {
    await t.signUp({ email: 'owner@example.com', password: PASSWORD });
    const taken = await signUp('owner@example.com');
    const fresh = await signUp('newcomer@example.com');
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      keys: Object.keys(body.user).sort(),
      email: typeof body.user.email,
      emailVerified: body.user.emailVerified,
    });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().token).toBeNull();
    expect(taken.headers['set-cookie']).toEqual(fresh.headers['set-cookie']);

    const [notice] = await outboxMailTo(t.database.dataDir, 'owner@example.com');
    expect(notice?.subject).toBe('Someone tried to create a Precis account with your address');
    expect(notice?.text).toContain('No new account was created');
    expect(await outboxMailTo(t.database.dataDir, 'newcomer@example.com', { timeoutMs: 200 })).toEqual([]);
  });

  it("keeps the owner's password: the stranger's cannot sign in", async () => {
    await t.signUp({ email: 'keeper@example.com', password: PASSWORD });
    await signUp('keeper@example.com');
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'keeper@example.com', password: 'another long password' },
    });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('operator rights (ADMIN_EMAILS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { ADMIN_EMAILS: 'ops@example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are not given to whoever signs up first with the address, only once it is verified', async () => {
    const victim = await t.signUp({ email: 'victim@example.com' });
    await victim.request({
      method: 'POST',
      url: '/api/v1/support/user-feedback',
      payload: { title: 'Private', description: 'My private feedback.' },
    });
    const claimant = await t.signUp({ email: 'ops@example.com', password: PASSWORD });
    const refused = await claimant.request({ method: 'GET', url: '/api/v1/support/user-feedback' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toMatch(/Confirm your e-mail address/);

    // Only whoever reads ops@example.com's mail gets the link.
    const [verification] = await outboxMailTo(t.database.dataDir, 'ops@example.com');
    expect(verification?.subject).toBe('Confirm your e-mail address for Precis');
    const link = new URL(linkIn(verification ?? { headers: new Map(), subject: '', text: '', html: '' }));
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBeLessThan(400);

    const allowed = await claimant.request({ method: 'GET', url: '/api/v1/support/user-feedback' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().items.length).toBeGreaterThan(0);
  });

  it('are never given to an address outside ADMIN_EMAILS, verified or not', async () => {
    const user = await t.signUp({ email: 'plain@example.com' });
    await t.markEmailVerified('plain@example.com');
    expect((await user.request({ method: 'GET', url: '/api/v1/support/bug-reports' })).statusCode).toBe(403);
    expect(await outboxMailTo(t.database.dataDir, 'plain@example.com', { timeoutMs: 200 })).toEqual([]);
  });
});
