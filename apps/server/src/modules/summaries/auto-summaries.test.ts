import type { Summary } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type AutoSummaryRequest, ensureAutoSummary } from './auto-summaries';
import { listSummaries, saveHighlight } from './summaries-test-helpers';

describe.each(testDialects)('automatic summaries on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const period = (userId: string, overrides: Partial<AutoSummaryRequest> = {}): AutoSummaryRequest => ({
    userId,
    frequency: 'DAILY',
    periodStart: Date.UTC(2026, 0, 10),
    periodEnd: Date.UTC(2026, 0, 11),
    timeZone: 'UTC',
    ...overrides,
  });

  const autoSummaries = async (userId: string) =>
    t.context.db.kysely.selectFrom('summaries').selectAll().where('user_id', '=', userId).execute();

  it('makes one READY AUTO summary of the period, synchronously, and returns its title and text', async () => {
    const user = await t.signUp();
    await saveHighlight(t, user, 'Morning pages clear the mind.', { createdAt: Date.UTC(2026, 0, 10, 8) });
    await saveHighlight(t, user, 'Outside the period.', { createdAt: Date.UTC(2026, 0, 11, 1) });
    const result = await ensureAutoSummary(t.context, period(user.id));
    expect(result?.summaryTitle.length).toBeGreaterThan(0);
    expect(result?.summaryText.length).toBeGreaterThan(0);

    const [listed] = await listSummaries(user, { fromDate: '2026-01-10', toDate: '2026-01-10' });
    expect(listed).toMatchObject<Partial<Summary>>({
      source: 'AUTO',
      summarizationType: 'DAILY',
      status: 'READY',
      summaryTitle: result?.summaryTitle,
      summaryText: result?.summaryText,
      startDate: '2026-01-10T00:00:00.000Z',
      endDate: '2026-01-10T23:59:59.999Z',
    });
    expect(listed?.highlights).toHaveLength(1);
  });

  it('returns the same summary on later calls instead of making another', async () => {
    const user = await t.signUp();
    await saveHighlight(t, user, 'Read slowly.', { createdAt: Date.UTC(2026, 0, 10, 9) });
    const summarise = vi.spyOn(t.context.ai, 'summarise');
    try {
      const first = await ensureAutoSummary(t.context, period(user.id));
      const second = await ensureAutoSummary(t.context, period(user.id));
      expect(second).toEqual(first);
      expect(summarise).toHaveBeenCalledTimes(1);
    } finally {
      summarise.mockRestore();
    }
    expect(await autoSummaries(user.id)).toHaveLength(1);
  });

  it('never makes two for the same user and period, even for concurrent callers', async () => {
    const user = await t.signUp();
    await saveHighlight(t, user, 'Concurrency needs a referee.', { createdAt: Date.UTC(2026, 0, 12, 9) });
    const weekly = period(user.id, {
      frequency: 'WEEKLY',
      periodStart: Date.UTC(2026, 0, 12),
      periodEnd: Date.UTC(2026, 0, 19),
    });
    const results = await Promise.all([1, 2, 3, 4].map(() => ensureAutoSummary(t.context, weekly)));
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(results[0]).not.toBeNull();
    const rows = await autoSummaries(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ period_key: `WEEKLY:${Date.UTC(2026, 0, 12)}`, status: 'READY' });
    // A different frequency starting the same day is another period.
    await ensureAutoSummary(t.context, { ...weekly, frequency: 'DAILY', periodEnd: Date.UTC(2026, 0, 13) });
    expect(await autoSummaries(user.id)).toHaveLength(2);
  });

  it('returns null and stores nothing when the period has no highlights', async () => {
    const user = await t.signUp();
    await saveHighlight(t, user, 'Another day.', { createdAt: Date.UTC(2026, 0, 9, 12) });
    expect(await ensureAutoSummary(t.context, period(user.id))).toBeNull();
    expect(await autoSummaries(user.id)).toEqual([]);
  });

  it('leaves a FAILED summary when generation fails, and succeeds on the next call', async () => {
    const user = await t.signUp();
    await saveHighlight(t, user, 'Failure is information.', { createdAt: Date.UTC(2026, 0, 10, 10) });
    const summarise = vi
      .spyOn(t.context.ai, 'summarise')
      .mockRejectedValueOnce(new Error('provider exploded'));
    try {
      expect(await ensureAutoSummary(t.context, period(user.id))).toBeNull();
      const [failed] = await autoSummaries(user.id);
      expect(failed).toMatchObject({
        status: 'FAILED',
        error: 'The AI service could not generate this summary. Please retry later.',
      });
      const retried = await ensureAutoSummary(t.context, period(user.id));
      expect(retried).not.toBeNull();
    } finally {
      summarise.mockRestore();
    }
    const rows = await autoSummaries(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('READY');
  });
});
