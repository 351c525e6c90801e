import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedHighlight } from '../highlights/highlights-test-helpers';
import { SEND_DIGEST_JOB, type SendDigestPayload } from './digest.jobs';
import { deliveriesOf, findSettings } from './notifications.repository';
import { parseRawMail } from './raw-mail.test-helper';

const PUBLIC_URL = 'https://precis.example';
const HOUR_MS = 3_600_000;

async function enableDailyDigest(t: TestApp, user: TestUser, email: string, sendAt: number): Promise<number> {
  const response = await user.request({
    method: 'PUT',
    url: '/api/v1/notifications/settings',
    payload: { email, frequency: 'DAILY', enabled: true, startDate: new Date(sendAt).toISOString() },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.confirmDigestAddress(user.id);
  const nextRunAt = (await findSettings(t.context.db.kysely, user.id))?.next_run_at;
  if (!nextRunAt) throw new Error('no send scheduled');
  return nextRunAt;
}

async function runSchedulerAt(t: TestApp, now: number): Promise<void> {
  await t.context.scheduler.runAll(new Date(now));
  await t.context.jobs.drain();
}

describe.each(testDialects)('digest delivery over SMTP on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_FROM: 'Precis <digest@precis.example>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails the summary and highlights of the period, in both parts, with the unsubscribe header and link', async () => {
    smtp.received.length = 0;
    const reader = await t.signUp({ name: 'Ada' });
    const sendAt = Math.floor(Date.now() / 60_000) * 60_000 + HOUR_MS;
    await seedHighlight(t, reader, {
      createdAt: sendAt - 2 * HOUR_MS,
      content: 'Spaced repetition beats cramming <every> time.',
      source: 'Make It Stick',
      comment: 'Try it for the exam',
    });
    await seedHighlight(t, reader, {
      createdAt: sendAt - 3 * HOUR_MS,
      content: 'Deliberate practice needs feedback.',
    });
    await seedHighlight(t, reader, {
      createdAt: sendAt - 30 * HOUR_MS,
      content: 'Outside the period: not mailed.',
    });
    const nextRunAt = await enableDailyDigest(t, reader, 'ada@inbox.example', sendAt);
    smtp.received.length = 0; // the address confirmation link

    await runSchedulerAt(t, nextRunAt);

    const [mail] = await smtp.waitForMessages(1);
    if (!mail) throw new Error('no mail');
    expect(mail.to).toEqual(['ada@inbox.example']);
    expect(mail.from).toBe('digest@precis.example');
    const parsed = parseRawMail(mail.raw);
    expect(parsed.subject).toMatch(/^Your Precis digest: [A-Z][a-z]{2} \d{1,2}/);
    expect(parsed.headers.get('content-type')).toMatch(/^multipart\/alternative/);

    expect(parsed.text).toContain('Spaced repetition beats cramming <every> time.');
    expect(parsed.text).toContain('Deliberate practice needs feedback.');
    // An older highlight is not one of the period's; it may come back only as a highlight due in review.
    const [periodPart = '', reviewPart = ''] = parsed.text.split('FROM YOUR LIBRARY');
    expect(periodPart).not.toContain('Outside the period');
    expect(reviewPart).toContain('Outside the period');
    expect(parsed.text).toContain('SUMMARY: ');
    // The summary's in-app links point at the app, not at the mail client.
    expect(parsed.html).not.toMatch(/href="\/highlights/);
    expect(parsed.html).toMatch(/href="https:\/\/precis\.example\/highlights\/[^"]+"[^>]*>source<\/a>/);
    expect(parsed.text).toContain(`Open Precis: ${PUBLIC_URL}/highlights`);
    expect(parsed.html).toContain('Spaced repetition beats cramming &lt;every&gt; time.');
    expect(parsed.html).toContain('Make It Stick');
    expect(parsed.html).toContain('@media (prefers-color-scheme: dark)');

    const listUnsubscribe = parsed.headers.get('list-unsubscribe') ?? '';
    const link = /^<(https:\/\/precis\.example\/api\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(
      listUnsubscribe,
    )?.[1];
    expect(link).toBeDefined();
    expect(parsed.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.text).toContain(`Unsubscribe: ${link}`);
    expect(parsed.html).toContain(`href="${link?.replaceAll('&', '&amp;')}"`);

    // The link works, without sign-in: its page asks, and its button unsubscribes.
    const opened = await t.app.inject({ method: 'GET', url: (link ?? '').replace(PUBLIC_URL, '') });
    expect(opened.statusCode).toBe(200);
    expect((await findSettings(t.context.db.kysely, reader.id))?.enabled).toBe(1);
    const response = await t.app.inject({ method: 'POST', url: (link ?? '').replace(PUBLIC_URL, '') });
    expect(response.statusCode).toBe(200);
    expect((await findSettings(t.context.db.kysely, reader.id))?.enabled).toBe(0);
  });

  it('lists at most 50 highlights, newest first, and links to the rest', async () => {
    smtp.received.length = 0;
    const reader = await t.signUp();
    const sendAt = Math.floor(Date.now() / 60_000) * 60_000 + HOUR_MS;
    for (let index = 1; index <= 53; index += 1) {
      await seedHighlight(t, reader, {
        createdAt: sendAt - HOUR_MS - index * 60_000,
        content: `Note number ${index}.`,
      });
    }
    const nextRunAt = await enableDailyDigest(t, reader, 'many@inbox.example', sendAt);
    smtp.received.length = 0; // the address confirmation link
    await runSchedulerAt(t, nextRunAt);
    const [mail] = await smtp.waitForMessages(1);
    const { text } = parseRawMail(mail?.raw ?? '');
    const listed = text.slice(text.indexOf('YOUR HIGHLIGHTS (53)'));
    expect(listed).toContain('1. Note number 1.');
    expect(listed).toContain('50. Note number 50.');
    expect(listed).not.toContain('Note number 51.');
    expect(listed).toContain(`...and 3 more: ${PUBLIC_URL}/highlights`);
  });

  it('sends a test digest to the configured address at once, without making a summary', async () => {
    smtp.received.length = 0;
    const reader = await t.signUp();
    await enableDailyDigest(t, reader, 'check@inbox.example', Date.now() + HOUR_MS);
    smtp.received.length = 0; // the address confirmation link
    await seedHighlight(t, reader, {
      createdAt: Date.now() - 60_000,
      content: 'Fresh thought for the test.',
    });
    const response = await reader.request({ method: 'POST', url: '/api/v1/notifications/test' });
    expect(response.statusCode).toBe(202);
    await t.context.jobs.drain();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to).toEqual(['check@inbox.example']);
    const parsed = parseRawMail(mail?.raw ?? '');
    expect(parsed.subject).toMatch(/^\[Test\] Your Precis digest: /);
    expect(parsed.text).toContain('Fresh thought for the test.');
    expect(parsed.text).toContain('This is a test e-mail.');
  });
});

describe.each(testDialects)('digest delivery without SMTP on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the digest as an .eml file into the outbox', async () => {
    const reader = await t.signUp();
    await enableDailyDigest(t, reader, 'outbox@inbox.example', Date.now() + HOUR_MS);
    const response = await reader.request({ method: 'POST', url: '/api/v1/notifications/test' });
    expect(response.statusCode).toBe(202);
    await t.context.jobs.drain();
    const outbox = path.join(t.database.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    // The address's confirmation link, then the digest.
    expect(files).toHaveLength(2);
    const parsed = parseRawMail(fs.readFileSync(path.join(outbox, files[1] ?? ''), 'utf8'));
    expect(parsed.headers.get('to')).toBe('outbox@inbox.example');
    expect(parsed.subject).toMatch(/^\[Test\] Your Precis digest: /);
    expect(parsed.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=/,
    );
  });
});

/** An SMTP peer that answers "451 try again later" to the first `failures` messages, then accepts. */
async function startFlakySmtpServer(failures: number) {
  const received: string[] = [];
  const rejected: string[] = [];
  let remaining = failures;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (remaining > 0) {
          remaining -= 1;
          rejected.push(Buffer.concat(chunks).toString('utf8'));
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => {
      const address = listening.address();
      resolve(address && typeof address === 'object' ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejected,
    failForever: () => {
      remaining = Number.POSITIVE_INFINITY;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects)('digest send failures on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startFlakySmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFlakySmtpServer(1);
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('retries a failed send with backoff and delivers the digest once', async () => {
    const reader = await t.signUp();
    const nextRunAt = await enableDailyDigest(t, reader, 'retry@inbox.example', Date.now() + HOUR_MS);
    await runSchedulerAt(t, nextRunAt);
    expect(smtp.rejected).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: retry@inbox.example');
    expect(await deliveriesOf(t.context.db.kysely, reader.id)).toMatchObject([
      { status: 'sent', error: null },
    ]);
    const settings = await findSettings(t.context.db.kysely, reader.id);
    expect(settings?.last_sent_at).toBeGreaterThan(0);
    expect(settings?.last_error).toBeNull();
  });

  it('records a send that failed for good on the settings and the delivery', async () => {
    smtp.failForever();
    const reader = await t.signUp();
    const nextRunAt = await enableDailyDigest(t, reader, 'never@inbox.example', Date.now() + HOUR_MS);
    const payload: SendDigestPayload = {
      userId: reader.id,
      kind: 'scheduled',
      deliveryKey: `scheduled:${nextRunAt}`,
      periodStart: nextRunAt - 24 * HOUR_MS,
      periodEnd: nextRunAt,
    };
    await t.context.jobs.enqueue(SEND_DIGEST_JOB, payload, { maxAttempts: 1 });
    await t.context.jobs.drain();
    const settings = await findSettings(t.context.db.kysely, reader.id);
    expect(settings?.last_error).toMatch(/could not be sent: .*try again later/i);
    expect(await deliveriesOf(t.context.db.kysely, reader.id)).toMatchObject([
      { status: 'failed', error: expect.stringMatching(/try again later/i) },
    ]);
  });
});
