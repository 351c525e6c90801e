import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { SEND_DIGEST_JOB, type SendDigestPayload } from './digest.jobs';
import { deliveriesOf, findSettings } from './notifications.repository';
import { parseRawMail } from './raw-mail.test-helper';

const at = (iso: string) => Date.parse(iso);

/** Digests are written to DATA_DIR/outbox (no SMTP_URL): each file is one e-mail. */
function outboxSubjects(t: TestApp, to: string): string[] {
  const outbox = path.join(t.database.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((file) => parseRawMail(fs.readFileSync(path.join(outbox, file), 'utf8')))
    .filter((mail) => mail.headers.get('to') === to && mail.subject.startsWith('Your Precis digest'))
    .map((mail) => mail.subject);
}

describe.each(testDialects)('digest scheduling on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  let counter = 0;
  async function subscriber(
    frequency: string,
    startDate: string,
    timeZone?: string,
  ): Promise<{ user: TestUser; email: string }> {
    counter += 1;
    const email = `schedule-${counter}@inbox.example`;
    const user = await t.signUp();
    const response = await user.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      payload: { email, frequency, enabled: true, startDate },
      timeZone,
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.confirmDigestAddress(user.id);
    return { user, email };
  }

  const nextRunOf = async (user: TestUser) => (await findSettings(t.context.db.kysely, user.id))?.next_run_at;
  const tickAt = async (iso: string | number) => {
    await t.context.scheduler.runAll(new Date(iso));
    await t.context.jobs.drain();
  };

  it('sends a DAILY digest at its time, not a moment before, then schedules the next day', async () => {
    const { user, email } = await subscriber('DAILY', '2030-06-01T07:00:00.000Z');
    expect(await nextRunOf(user)).toBe(at('2030-06-01T07:00:00Z'));
    await tickAt('2030-06-01T06:59:59.999Z');
    expect(outboxSubjects(t, email)).toEqual([]);
    await tickAt('2030-06-01T07:00:00Z');
    expect(outboxSubjects(t, email)).toEqual(['Your Precis digest: May 31 – Jun 1, 2030']);
    expect(await nextRunOf(user)).toBe(at('2030-06-02T07:00:00Z'));
  });

  it('sends MONTHLY on the local day of month, clamped at month ends (Jan 31 in Tokyo -> Feb 28 -> Mar 31)', async () => {
    // 08:00 on 31 January in Tokyo is 23:00 UTC on 30 January.
    const { user, email } = await subscriber('MONTHLY', '2030-01-30T23:00:00.000Z', 'Asia/Tokyo');
    expect(await nextRunOf(user)).toBe(at('2030-01-30T23:00:00Z'));
    await tickAt('2030-01-30T23:00:00Z');
    expect(await nextRunOf(user)).toBe(at('2030-02-27T23:00:00Z'));
    await tickAt('2030-02-27T23:00:00Z');
    expect(await nextRunOf(user)).toBe(at('2030-03-30T23:00:00Z'));
    expect(outboxSubjects(t, email)).toHaveLength(2);
    const periods = (await deliveriesOf(t.context.db.kysely, user.id)).map((row) => [
      row.period_start,
      row.period_end,
    ]);
    expect(periods).toEqual([
      [at('2029-12-30T23:00:00Z'), at('2030-01-30T23:00:00Z')],
      [at('2030-01-30T23:00:00Z'), at('2030-02-27T23:00:00Z')],
    ]);
  });

  it('sends WEEKLY every 7 days at the same local time across a DST change (New York)', async () => {
    // Friday 1 March 2030, 21:00 EST.
    const { user } = await subscriber('WEEKLY', '2030-03-02T02:00:00.000Z', 'America/New_York');
    await tickAt('2030-03-02T02:00:00Z');
    expect(await nextRunOf(user)).toBe(at('2030-03-09T02:00:00Z'));
    await tickAt('2030-03-09T02:00:00Z');
    // DST starts on 10 March: 21:00 EDT is 01:00 UTC.
    expect(await nextRunOf(user)).toBe(at('2030-03-16T01:00:00Z'));
  });

  it('sends once per period however often the scheduler ticks', async () => {
    const { email } = await subscriber('DAILY', '2030-07-01T09:00:00.000Z');
    await tickAt('2030-07-01T09:00:00Z');
    await tickAt('2030-07-01T09:00:10Z');
    await tickAt('2030-07-01T09:00:40Z');
    expect(outboxSubjects(t, email)).toHaveLength(1);
  });

  it('covers every missed period in one digest after downtime', async () => {
    const { user, email } = await subscriber('DAILY', '2030-08-01T09:00:00.000Z');
    await tickAt('2030-08-04T10:00:00Z');
    expect(outboxSubjects(t, email)).toEqual(['Your Precis digest: Jul 31 – Aug 4, 2030']);
    expect(await nextRunOf(user)).toBe(at('2030-08-05T09:00:00Z'));
  });

  it('does not send a claimed period once the reader has unsubscribed', async () => {
    const { user, email } = await subscriber('DAILY', '2030-09-01T09:00:00.000Z');
    await t.context.scheduler.runAll(new Date('2030-09-01T09:00:00Z'));
    await user.request({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      payload: { email, frequency: 'DAILY', enabled: false, startDate: '2030-09-01T09:00:00.000Z' },
    });
    await t.context.jobs.drain();
    expect(outboxSubjects(t, email)).toEqual([]);
  });

  it('never mails a period twice, even when its job runs again', async () => {
    const { user, email } = await subscriber('DAILY', '2030-10-01T09:00:00.000Z');
    const payload: SendDigestPayload = {
      userId: user.id,
      kind: 'scheduled',
      deliveryKey: `scheduled:${at('2030-10-01T09:00:00Z')}`,
      periodStart: at('2030-09-30T09:00:00Z'),
      periodEnd: at('2030-10-01T09:00:00Z'),
    };
    await t.context.jobs.enqueue(SEND_DIGEST_JOB, payload);
    await t.context.jobs.drain();
    await t.context.jobs.enqueue(SEND_DIGEST_JOB, payload);
    await t.context.jobs.drain();
    expect(outboxSubjects(t, email)).toHaveLength(1);
    expect(await deliveriesOf(t.context.db.kysely, user.id)).toMatchObject([{ status: 'sent' }]);
  });

  describe('with a second process on the same database', () => {
    let second: BuiltApp;
    beforeAll(async () => {
      second = await buildApp(t.context.config);
      await second.app.ready();
    });
    afterAll(async () => {
      await second?.app.close();
    });

    it('sends exactly one digest per period when both processes tick at the same moment', async () => {
      const { email } = await subscriber('DAILY', '2030-11-01T09:00:00.000Z');
      const now = new Date('2030-11-01T09:00:05Z');
      await Promise.all([t.context.scheduler.runAll(now), second.context.scheduler.runAll(now)]);
      await Promise.all([t.context.jobs.drain(), second.context.jobs.drain()]);
      await Promise.all([t.context.scheduler.runAll(now), second.context.scheduler.runAll(now)]);
      await Promise.all([t.context.jobs.drain(), second.context.jobs.drain()]);
      expect(outboxSubjects(t, email)).toEqual(['Your Precis digest: Oct 31 – Nov 1, 2030']);
    });
  });
});
