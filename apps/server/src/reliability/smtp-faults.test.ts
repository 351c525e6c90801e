import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueDigest } from '../modules/notifications/digest.jobs';
import { deliveriesOf, findSettings } from '../modules/notifications/notifications.repository';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { type FaultySmtpServer, type SmtpBehaviour, startFaultySmtpServer } from './faulty-smtp-server';

const HOUR_MS = 3_600_000;
/** Attempts of one digest (digest.jobs.ts): the first try and three retries. */
const DIGEST_ATTEMPTS = 4;
const messageIdOf = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

// Faults beyond digest-delivery.test.ts (a 451 on DATA): a refused recipient, no server at all, a
// connection cut inside DATA, and one cut after the whole message went through.
describe.each(testDialects)('digest e-mails when the SMTP server misbehaves on %s', (dialect) => {
  let behaviours: SmtpBehaviour[] = [];
  let smtp: FaultySmtpServer;
  let t: TestApp;
  let user: TestUser;
  let firstConnection = 0;

  beforeAll(async () => {
    smtp = await startFaultySmtpServer((index) => behaviours[index - firstConnection] ?? 'accept');
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://precis.example' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    behaviours = [];
    user = await t.signUp();
    const response = await user.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      payload: {
        email: 'reader@inbox.example',
        frequency: 'DAILY',
        enabled: true,
        startDate: new Date(Date.now() + HOUR_MS).toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.confirmDigestAddress(user.id);
    // The address confirmation link went out above; each test counts only the digest's connections.
    smtp.received.length = 0;
    firstConnection = smtp.connections.length;
  });

  /** One scheduled digest for a period, sent by the queue with its retries. */
  const sendDigest = async () => {
    const periodEnd = Date.now() - HOUR_MS;
    await enqueueDigest(t.context, {
      userId: user.id,
      kind: 'scheduled',
      deliveryKey: `scheduled:${periodEnd}`,
      periodStart: periodEnd - 24 * HOUR_MS,
      periodEnd,
    });
    await t.context.jobs.drain();
  };
  const connectionsOfThisTest = () => smtp.connections.slice(firstConnection);

  it('retries a refused recipient, then records the failure where the person sees it', async () => {
    behaviours = Array.from({ length: DIGEST_ATTEMPTS }, (): SmtpBehaviour => 'refuse-rcpt');
    await sendDigest();
    expect(connectionsOfThisTest()).toEqual(behaviours);
    expect(smtp.received).toEqual([]);
    expect(await deliveriesOf(t.context.db.kysely, user.id)).toMatchObject([
      { status: 'failed', error: expect.stringMatching(/Mailbox unavailable/) },
    ]);
    const settings = await findSettings(t.context.db.kysely, user.id);
    expect(settings?.last_error).toMatch(
      /^The scheduled digest for .* could not be sent: .*Mailbox unavailable/,
    );
  });

  it('retries while the server refuses connections, then records the failure', async () => {
    await smtp.pause();
    try {
      await sendDigest();
    } finally {
      await smtp.resume();
    }
    expect(smtp.received).toEqual([]);
    expect(await deliveriesOf(t.context.db.kysely, user.id)).toMatchObject([{ status: 'failed' }]);
    expect((await findSettings(t.context.db.kysely, user.id))?.last_error).toMatch(/ECONNREFUSED/);
  });

  it('sends the digest once when the connection drops inside DATA twice before it goes through', async () => {
    behaviours = ['drop-in-data', 'drop-in-data', 'accept'];
    await sendDigest();
    expect(connectionsOfThisTest()).toEqual(behaviours);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: reader@inbox.example');
    expect(await deliveriesOf(t.context.db.kysely, user.id)).toMatchObject([{ status: 'sent', error: null }]);
    const settings = await findSettings(t.context.db.kysely, user.id);
    expect(settings?.last_error).toBeNull();
    expect(settings?.last_sent_at).toBeGreaterThan(0);
  });

  it('resends a message cut off before the final reply with the same Message-ID, so it shows once', async () => {
    behaviours = ['drop-after-data', 'accept'];
    await sendDigest();
    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received.map(messageIdOf);
    expect(first).toMatch(/^<digest-.+@precis\.example>$/);
    expect(second).toBe(first);
    expect(await deliveriesOf(t.context.db.kysely, user.id)).toMatchObject([{ status: 'sent' }]);
  });
});
