import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressToken } from '../modules/notifications/digest-address-token';
import { findSettings } from '../modules/notifications/notifications.repository';
import { linkIn, outboxMailTo } from '../test/outbox';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';

const settingsFor = (email: string) => ({
  email,
  frequency: 'DAILY',
  enabled: true,
  startDate: new Date(Date.now() + 3_600_000).toISOString(),
});

describe('digest addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (user: TestUser, email: string) =>
    user.request({ method: 'PUT', url: '/api/v1/notifications/settings', payload: settingsFor(email) });
  const sendTest = (user: TestUser) => user.request({ method: 'POST', url: '/api/v1/notifications/test' });

  it("sends nothing to a stranger's address but a confirmation link, until it is opened", async () => {
    const sender = await t.signUp({ name: 'Totally Your Bank' });
    const saved = await save(sender, 'stranger@victim.example');
    expect(saved.json().emailConfirmed).toBe(false);

    const refused = await sendTest(sender);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toMatch(/Confirm stranger@victim\.example first/);

    const [confirmation, ...others] = await outboxMailTo(t.database.dataDir, 'stranger@victim.example');
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe('Confirm this address for your Precis digests');
    expect(confirmation?.text).not.toContain('Totally Your Bank');

    const link = new URL(linkIn(confirmation ?? { headers: new Map(), subject: '', text: '', html: '' }));
    // Opening the link (as a mail scanner does) confirms nothing: its page asks, and only its button confirms.
    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Confirm this address?');
    expect(opened.body).toContain(`action="confirm-address?token=`);
    expect((await sendTest(sender)).statusCode).toBe(409);
    const pressed = await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('Address confirmed');

    expect((await sendTest(sender)).statusCode).toBe(202);
    const reloaded = await sender.request({ method: 'GET', url: '/api/v1/notifications/settings' });
    expect(reloaded.json().emailConfirmed).toBe(true);
  });

  it('needs a new confirmation when the address changes, and the old link confirms nothing', async () => {
    const user = await t.signUp();
    await save(user, 'first@inbox.example');
    const [firstMail] = await outboxMailTo(t.database.dataDir, 'first@inbox.example');
    await save(user, 'second@inbox.example');
    const link = new URL(linkIn(firstMail ?? { headers: new Map(), subject: '', text: '', html: '' }));
    const stale = await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(stale.statusCode).toBe(400);
    expect((await findSettings(t.context.db.kysely, user.id))?.confirmed_email).toBeNull();
    expect((await sendTest(user)).statusCode).toBe(409);
  });

  it('skips a scheduled digest to an unconfirmed address and says why on the settings', async () => {
    const user = await t.signUp();
    await save(user, 'unconfirmed@inbox.example');
    const periodEnd = Date.now();
    const { enqueueDigest } = await import('../modules/notifications/digest.jobs');
    await enqueueDigest(t.context, {
      userId: user.id,
      kind: 'scheduled',
      deliveryKey: `scheduled:${periodEnd}`,
      periodStart: periodEnd - 86_400_000,
      periodEnd,
    });
    await t.context.jobs.drain();
    const mails = await outboxMailTo(t.database.dataDir, 'unconfirmed@inbox.example', { timeoutMs: 200 });
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm this address for your Precis digests']);
    expect((await findSettings(t.context.db.kysely, user.id))?.last_error).toMatch(/is not confirmed yet/);
  });

  it("needs no confirmation for the account's own verified address", async () => {
    const user = await t.signUp({ email: 'verified-owner@example.com' });
    await t.markEmailVerified('verified-owner@example.com');
    expect((await save(user, 'verified-owner@example.com')).json().emailConfirmed).toBe(true);
    expect(await outboxMailTo(t.database.dataDir, 'verified-owner@example.com', { timeoutMs: 200 })).toEqual(
      [],
    );
    expect((await sendTest(user)).statusCode).toBe(202);
  });

  it('refuses a forged or expired link', async () => {
    const user = await t.signUp();
    await save(user, 'target@inbox.example');
    const expired = createAddressToken(t.context.secrets.digestAddress, user.id, 'target@inbox.example', 1);
    const forged = createAddressToken(Buffer.alloc(32), user.id, 'target@inbox.example', Date.now() + 60_000);
    for (const token of [expired, forged, 'garbage']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/notifications/confirm-address?token=${encodeURIComponent(token)}`,
        });
        expect(response.statusCode, method).toBe(400);
      }
    }
    expect((await findSettings(t.context.db.kysely, user.id))?.confirmed_email).toBeNull();
  });

  it('mails at most 5 confirmation links an hour per account', async () => {
    const user = await t.signUp();
    for (let i = 0; i < 7; i += 1) await save(user, `bomb${i}@inbox.example`);
    const sent = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        outboxMailTo(t.database.dataDir, `bomb${i}@inbox.example`, { atLeast: 0, timeoutMs: 0 }),
      ),
    );
    expect(sent.map((mails) => mails.length)).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });
});
