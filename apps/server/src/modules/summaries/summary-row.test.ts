import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureAutoSummary } from './auto-summaries';
import { interval, listSummaries, requestSummary, saveHighlight } from './summaries-test-helpers';
import { restoreSummary } from './summary-restore.repository';
import { buildSummaryRow } from './summary-row';

describe('buildSummaryRow', () => {
  it('derives the lowercased search text from the title and the text', () => {
    const row = buildSummaryRow({
      id: 'id',
      user_id: 'user',
      summarization_type: 'TASKS',
      categories: '[]',
      title: 'Tasks Summary',
      text: 'Call BOB',
      start_at: 0,
      end_at: 1,
      status: 'READY',
      error: null,
      source: 'USER',
      period_key: null,
      created_at: 0,
      updated_at: 0,
    });
    expect(row.search_text).toBe('tasks summary\ncall bob');
  });
});

describe.each(testDialects)('summaries made each way on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are all found by the same search of their titles', async () => {
    const user = await t.signUp();
    const day = Date.UTC(2026, 0, 10);
    await saveHighlight(t, user, 'Plan the week.', { createdAt: day + 8 * 3600_000 });
    // Generation keeps failing, so the requested and the automatic summary keep their provisional titles.
    const summarise = vi.spyOn(t.context.ai, 'summarise').mockRejectedValue(new Error('provider down'));
    try {
      const requested = await requestSummary(user, {
        summarizationType: 'TASKS',
        dateInterval: interval(day, day + 86_400_000 - 1),
      });
      expect(
        await ensureAutoSummary(t.context, {
          userId: user.id,
          frequency: 'DAILY',
          periodStart: day,
          periodEnd: day + 86_400_000,
          timeZone: 'UTC',
        }),
      ).toBeNull();
      const restoredId = `restored-${user.id}`;
      await restoreSummary(
        t.context.db.kysely,
        user.id,
        {
          id: restoredId,
          summarizationType: 'AUTO',
          categories: [],
          title: 'Reading summary',
          text: 'Plans and lists.',
          startAt: day,
          endAt: day + 86_400_000 - 1,
          status: 'READY',
          error: null,
          source: 'USER',
          createdAt: day,
          highlights: [],
        },
        Date.now(),
      );

      const all = await listSummaries(user, { fromDate: '2026-01-10' });
      expect(all).toHaveLength(3);
      const found = await listSummaries(user, { fromDate: '2026-01-10', searchTerm: 'SUMMARY' });
      expect(found.map((summary) => summary.id).sort()).toEqual(all.map((summary) => summary.id).sort());
      expect(found.map((summary) => summary.id)).toContain(requested.id);
      expect(found.map((summary) => summary.id)).toContain(restoredId);
    } finally {
      summarise.mockRestore();
    }
  });
});
