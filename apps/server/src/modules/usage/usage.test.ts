import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTodayRange } from '../../lib/local-day';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureAutoSummary } from '../summaries/auto-summaries';
import { DAY_MS, interval, saveHighlight } from '../summaries/summaries-test-helpers';
import { recordCreation } from './daily-creations.repository';

describe.each(testDialects)('daily usage limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { DAILY_SUMMARIES_MAX: '2', DAILY_HIGHLIGHTS_MAX: '50' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = () => ({ dateInterval: interval(Date.now() - DAY_MS, Date.now() + 60_000) });

  it("counts today's highlights and requested summaries against the configured maxima", async () => {
    const user = await t.signUp();
    const empty = await user.request({ method: 'GET', url: '/api/v1/usage-limits/daily' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      highlightsCount: 0,
      highlightsMax: 50,
      summariesCount: 0,
      summariesMax: 2,
    });

    await saveHighlight(t, user, 'One for today.');
    // Dated last week, but saved today: the limit counts what is saved today, whatever its date.
    await saveHighlight(t, user, 'One from last week.', { createdAt: Date.now() - 7 * DAY_MS });
    await user.request({ method: 'POST', url: '/api/v1/summaries', payload: request() });
    // Automatic summaries are the server's doing: they do not use up the person's daily allowance.
    await ensureAutoSummary(t.context, {
      userId: user.id,
      frequency: 'WEEKLY',
      periodStart: Date.now() - 8 * DAY_MS,
      periodEnd: Date.now(),
      timeZone: 'UTC',
    });
    const used = await user.request({ method: 'GET', url: '/api/v1/usage-limits/daily' });
    expect(used.json()).toEqual({
      highlightsCount: 2,
      highlightsMax: 50,
      summariesCount: 1,
      summariesMax: 2,
    });
  });

  it('refuses a summary over the daily limit with 429 and a message a person can act on', async () => {
    const user = await t.signUp();
    await saveHighlight(t, user, 'Enough to summarise.');
    const ids: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const response = await user.request({ method: 'POST', url: '/api/v1/summaries', payload: request() });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const over = await user.request({ method: 'POST', url: '/api/v1/summaries', payload: request() });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      title: 'You have reached your daily limit of 2 summaries. You can request more tomorrow.',
      status: 429,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The limit counts what was requested today: deleting one gives no request back.
    const deleted = await user.request({ method: 'DELETE', url: `/api/v1/summaries/${ids[0]}` });
    expect(deleted.statusCode).toBe(204);
    const afterDelete = await user.request({ method: 'POST', url: '/api/v1/summaries', payload: request() });
    expect(afterDelete.statusCode).toBe(429);
    const usage = await user.request({ method: 'GET', url: '/api/v1/usage-limits/daily' });
    expect(usage.json().summariesCount).toBe(2);
    // Another user has an allowance of their own.
    const other = await t.signUp();
    const fresh = await other.request({ method: 'GET', url: '/api/v1/usage-limits/daily' });
    expect(fresh.json().summariesCount).toBe(0);
  });

  it('gives no highlight back when one saved today is deleted', async () => {
    const limited = await createTestApp(dialect, { DAILY_HIGHLIGHTS_MAX: '2' });
    try {
      const user = await limited.signUp();
      const first = await saveHighlight(limited, user, 'First.');
      await saveHighlight(limited, user, 'Second.');
      const deleted = await user.request({ method: 'DELETE', url: `/api/v1/highlights/${first}` });
      expect(deleted.statusCode).toBe(204);
      const usage = await user.request({ method: 'GET', url: '/api/v1/usage-limits/daily' });
      expect(usage.json().highlightsCount).toBe(2);
      const third = await user.request({
        method: 'POST',
        url: '/api/v1/highlights',
        payload: { content: 'Third.' },
      });
      expect(third.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("counts on the caller's local day", async () => {
    const user = await t.signUp();
    // Just before Pago Pago's midnight: usually still "today" in Kiritimati (25 hours ahead), never in Pago Pago.
    const savedAt = localTodayRange('Pacific/Pago_Pago').start - 60_000;
    await recordCreation(t.context.db.kysely, user.id, 'highlight', savedAt);
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      const today = localTodayRange(timeZone);
      const expected = savedAt >= today.start && savedAt < today.end ? 1 : 0;
      const response = await user.request({ method: 'GET', url: '/api/v1/usage-limits/daily', timeZone });
      expect(response.json().highlightsCount, timeZone).toBe(expected);
    }
  });
});
