import { describe, expect, it } from 'vitest';
import { parsePrecisJson } from './precis-json';

const UTC = { timeZone: 'UTC', now: new Date('2026-11-25T00:00:00Z') };

const source = {
  id: 's1',
  title: 'Deep Work',
  author: 'Cal Newport',
  url: 'https://example.com/deep-work',
  kind: 'book',
  externalId: 'B00X47ZVXM',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

function highlight(overrides: Record<string, unknown>) {
  return {
    id: 'h1',
    content: 'Clarity about what matters.',
    sourceId: 's1',
    source: 'Deep Work',
    author: 'Cal Newport',
    sourceUrl: 'https://example.com/deep-work',
    comment: 'Yes.',
    categories: ['Productivity'],
    tags: ['focus'],
    location: { type: 'location', value: '610-612' },
    url: 'https://example.com/deep-work#:~:text=Clarity',
    createdDate: '2024-02-03T04:05:06.000Z',
    savedAt: '2024-02-03T04:05:07.000Z',
    processed: true,
    ...overrides,
  };
}

function document(highlights: unknown[], version: unknown = 1) {
  return JSON.stringify({
    version,
    exportedAt: '2026-11-01T00:00:00.000Z',
    scope: { from: null, to: null, sourceId: null },
    sources: [source],
    highlights,
    summaries: [],
    notificationSettings: null,
  });
}

describe('parsePrecisJson', () => {
  it('reads every field a Precis export carries', () => {
    const outcome = parsePrecisJson(document([highlight({})]), UTC);
    expect(outcome.records).toEqual([
      {
        row: 1,
        text: 'Clarity about what matters.',
        title: 'Deep Work',
        author: 'Cal Newport',
        sourceUrl: 'https://example.com/deep-work',
        url: 'https://example.com/deep-work#:~:text=Clarity',
        sourceKind: 'book',
        externalId: 'B00X47ZVXM',
        note: 'Yes.',
        location: { type: 'location', value: '610-612' },
        tags: ['focus'],
        categories: ['Productivity'],
        categorised: { aiCategories: null },
        highlightedAt: new Date('2024-02-03T04:05:06.000Z'),
        fileId: 'h1',
      },
    ]);
  });

  it('reads summaries and notification settings as records after the highlights, each checked alone', () => {
    const summary = (overrides: Record<string, unknown>) => ({
      id: 'sum1',
      summarizationType: 'INSIGHTS',
      summarizationCategories: [],
      summaryTitle: 'February',
      summaryText: '# Themes\n- focus',
      startDate: '2024-02-01T00:00:00.000Z',
      endDate: '2024-02-29T23:59:59.999Z',
      status: 'READY',
      error: null,
      source: 'USER',
      createdDate: '2024-03-01T00:00:00.000Z',
      highlights: [{ id: 'h1', content: 'Clarity about what matters.', deleted: false }],
      ...overrides,
    });
    const settings = {
      email: 'me@example.com',
      frequency: 'DAILY',
      enabled: true,
      startDate: '2024-01-01T07:00:00.000Z',
      timeZone: 'Europe/Lisbon',
    };
    const text = JSON.parse(document([highlight({})]));
    text.summaries = [summary({}), summary({ status: 'PENDING' }), summary({ summaryText: 7 })];
    text.notificationSettings = settings;
    const outcome = parsePrecisJson(JSON.stringify(text), UTC);
    expect(outcome.total).toBe(5);
    expect(outcome.restore?.summaries).toEqual([{ row: 2, summary: summary({}) }]);
    expect(outcome.skipped).toEqual([{ row: 3, message: expect.stringContaining('still being written') }]);
    expect(outcome.failed).toEqual([{ row: 4, message: expect.stringContaining('summaryText') }]);
    expect(outcome.restore?.notificationSettings).toEqual({ row: 5, settings });

    text.notificationSettings = { ...settings, frequency: 'HOURLY' };
    const damaged = parsePrecisJson(JSON.stringify(text), UTC);
    expect(damaged.restore?.notificationSettings).toBeNull();
    expect(damaged.failed).toContainEqual({ row: 5, message: expect.stringContaining('frequency') });
  });

  it('fails a damaged highlight alone, skips an empty one, and reads one without a source', () => {
    const outcome = parsePrecisJson(
      document([
        { id: 'broken' },
        highlight({ content: '  ' }),
        highlight({
          sourceId: null,
          source: null,
          author: null,
          sourceUrl: null,
          location: null,
          comment: null,
        }),
      ]),
      UTC,
    );
    expect(outcome.total).toBe(3);
    expect(outcome.failed).toEqual([{ row: 1, message: expect.stringContaining('not a Precis highlight') }]);
    expect(outcome.skipped).toEqual([{ row: 2, message: 'an empty highlight' }]);
    expect(outcome.records).toEqual([
      expect.objectContaining({ row: 3, text: 'Clarity about what matters.' }),
    ]);
    expect(outcome.records[0]?.title).toBeUndefined();
  });

  it('refuses another version, invalid JSON and JSON that is not an export', () => {
    expect(() => parsePrecisJson(document([], 2), UTC)).toThrow(/version 2; this server reads version 1/);
    expect(() => parsePrecisJson('{"version":', UTC)).toThrow(/not valid JSON/);
    expect(() => parsePrecisJson('[1,2]', UTC)).toThrow(/not a Precis export/);
  });

  it('reports a creation date in the future as unreadable', () => {
    const outcome = parsePrecisJson(document([highlight({ createdDate: '2099-01-01T00:00:00.000Z' })]), UTC);
    expect(outcome.records[0]?.highlightedAt).toBeNull();
    expect(outcome.records[0]?.dateUnreadable).toContain('in the future');
  });
});
