import { type Summary, summarySchema } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { kindleFile, multipart } from '../imports/imports-test-helpers';
import {
  DAY_MS,
  fetchSummary,
  interval,
  listSummaries,
  requestSummary,
  saveHighlight,
} from './summaries-test-helpers';

describe.each(testDialects)('summaries on %s', (dialect) => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ada = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const now = () => Date.now();

  it('creates a PENDING summary, then the job makes it READY with title, Markdown text and links', async () => {
    const first = await saveHighlight(t, ada, 'Spaced repetition beats cramming for long-term memory.');
    const second = await saveHighlight(t, ada, 'Write tests that state the behaviour they prove.');
    const created = await requestSummary(ada, { dateInterval: interval(now() - DAY_MS, now() + 60_000) });
    expect(created).toMatchObject({
      status: 'PENDING',
      processed: false,
      source: 'USER',
      summarizationType: 'AUTO',
      summarizationCategories: [],
      summaryText: '',
      highlights: [],
      userId: ada.id,
      error: null,
    });
    expect(created.summaryTitle).toMatch(/^Auto summary: /);

    await t.context.jobs.drain();
    const ready = await fetchSummary(ada, created.id);
    expect(ready.status).toBe('READY');
    expect(ready.processed).toBe(true);
    expect(ready.summaryTitle.length).toBeGreaterThan(0);
    expect(ready.summaryText.length).toBeGreaterThan(20);
    expect(ready.highlights.map((highlight) => highlight.id).sort()).toEqual([first, second].sort());
    expect(ready.highlights).toContainEqual({
      id: first,
      content: 'Spaced repetition beats cramming for long-term memory.',
      deleted: false,
    });
  });

  it('answers the same request sent twice at once with one summary, counted once', async () => {
    const grace = await t.signUp();
    await saveHighlight(t, grace, 'Make it work, make it right, make it fast.');
    const payload = { summarizationType: 'TASKS', dateInterval: interval(now() - DAY_MS, now() + 60_000) };
    const [one, two] = await Promise.all([requestSummary(grace, payload), requestSummary(grace, payload)]);
    expect(one?.id).toBe(two?.id);
    const today = new Date().toISOString().slice(0, 10);
    const listed = await listSummaries(grace, { fromDate: today, toDate: today });
    expect(listed.map((summary) => summary.id)).toEqual([one?.id]);
    const usage = await grace.request({ method: 'GET', url: '/api/v1/usage-limits/daily' });
    expect(usage.json()).toMatchObject({ summariesCount: 1 });
    // Once it is done, the same request makes a new summary.
    await t.context.jobs.drain();
    expect((await requestSummary(grace, payload)).id).not.toBe(one?.id);
  });

  it('keeps a summary intact when one of its highlights is deleted, and flags the link', async () => {
    const user = await t.signUp();
    const kept = await saveHighlight(t, user, 'Compound interest rewards patience above all.');
    const gone = await saveHighlight(t, user, 'Diversify across asset classes to reduce risk.');
    const created = await requestSummary(user, { dateInterval: interval(now() - DAY_MS, now() + 60_000) });
    await t.context.jobs.drain();
    const deleted = await user.request({ method: 'DELETE', url: `/api/v1/highlights/${gone}` });
    expect(deleted.statusCode).toBe(204);

    const after = await fetchSummary(user, created.id);
    expect(after.status).toBe('READY');
    expect(after.highlights).toContainEqual({
      id: gone,
      content: 'Diversify across asset classes to reduce risk.',
      deleted: true,
    });
    expect(after.highlights).toContainEqual(expect.objectContaining({ id: kept, deleted: false }));
  });

  it('lists each summary exactly as its own route answers it, within the response schema', async () => {
    const user = await t.signUp();
    const gone = await saveHighlight(t, user, 'Sleep consolidates what the day taught.');
    await saveHighlight(t, user, 'Walk after meals to steady "blood sugar" \\ and mood.');
    const ready = await requestSummary(user, { dateInterval: interval(now() - DAY_MS, now() + 60_000) });
    await t.context.jobs.drain();
    await user.request({ method: 'DELETE', url: `/api/v1/highlights/${gone}` });
    const pending = await requestSummary(user, {
      dateInterval: interval(now() - 2 * DAY_MS, now() + 60_000),
    });

    const today = new Date().toISOString().slice(0, 10);
    const listed = z.array(summarySchema.strict()).parse(await listSummaries(user, { fromDate: today }));
    expect(listed.map((summary) => summary.id)).toEqual([pending.id, ready.id]);
    expect(listed).toEqual([await fetchSummary(user, pending.id), await fetchSummary(user, ready.id)]);
    expect(listed[1]?.highlights).toContainEqual(expect.objectContaining({ id: gone, deleted: true }));
  });

  it('limits the summary to the chosen category', async () => {
    const user = await t.signUp();
    const tagged = await saveHighlight(t, user, 'Budget every month before spending.', {
      categories: ['PERSONAL_FINANCE'],
    });
    await saveHighlight(t, user, 'The sunset over the harbour was orange.');
    const created = await requestSummary(user, {
      dateInterval: interval(now() - DAY_MS, now() + 60_000),
      categories: ['PERSONAL_FINANCE'],
      summarizationType: 'TASKS',
    });
    expect(created.summarizationCategories).toEqual(['PERSONAL_FINANCE']);
    expect(created.summaryTitle).toMatch(/^Tasks summary \(Personal & Finance\): /);
    await t.context.jobs.drain();
    const ready = await fetchSummary(user, created.id);
    expect(ready.highlights.map((highlight) => highlight.id)).toEqual([tagged]);
  });

  describe('validation', () => {
    const valid = () => ({ dateInterval: interval(now() - DAY_MS, now()) });
    const post = (payload: Record<string, unknown>) =>
      ada.request({ method: 'POST', url: '/api/v1/summaries', payload });

    it.each([
      ['an unknown summarization type', { summarizationType: 'POEM' }, 'summarizationType'],
      ['an unknown category', { categories: ['NOT_A_CATEGORY'] }, 'categories.0'],
      ['two categories', { categories: ['DATA_AI', 'TAXES'] }, 'categories'],
      ['a period type reserved for automatic summaries', { summarizationType: 'DAILY' }, 'summarizationType'],
    ])('rejects %s with a 400 naming the field', async (_name, extra, field) => {
      const response = await post({ ...valid(), ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ field }));
      expect(response.json().title).toContain(field);
    });

    it('rejects an end before the start', async () => {
      const response = await post({ dateInterval: interval(now(), now() - DAY_MS) });
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe(
        'Invalid dateInterval.endDate: The end date must not be before the start date.',
      );
    });

    it('rejects a range over 366 days and accepts one of exactly 366', async () => {
      const start = now() - 400 * DAY_MS;
      const tooLong = await post({ dateInterval: interval(start, start + 367 * DAY_MS) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().title).toMatch(/dateInterval\.endDate: The date range can span at most 366 days/);
      const user = await t.signUp();
      await saveHighlight(t, user, 'A note from long ago.', { createdAt: start + DAY_MS });
      const yearLong = await user.request({
        method: 'POST',
        url: '/api/v1/summaries',
        payload: { dateInterval: interval(start, start + 366 * DAY_MS - 1) },
      });
      expect(yearLong.statusCode, yearLong.body).toBe(201);
    });

    it('rejects missing and malformed dates', async () => {
      const missing = await post({ summarizationType: 'AUTO' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors[0].field).toBe('dateInterval');
      const malformed = await post({ dateInterval: { startDate: 'yesterday', endDate: 'today' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors[0].field).toMatch(/^dateInterval\./);
    });

    it('answers 422 with an actionable message when the range holds no highlights', async () => {
      const user = await t.signUp();
      const empty = await user.request({
        method: 'POST',
        url: '/api/v1/summaries',
        payload: valid(),
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().title).toBe(
        'There are no highlights in this date range. Save some highlights first or pick a wider range.',
      );
      await saveHighlight(t, user, 'Something about cooking pasta.');
      const wrongCategory = await user.request({
        method: 'POST',
        url: '/api/v1/summaries',
        payload: { dateInterval: interval(now() - DAY_MS, now() + 60_000), categories: ['CYBERSECURITY'] },
      });
      expect(wrongCategory.statusCode).toBe(422);
      expect(wrongCategory.json().title).toContain('for the category Cybersecurity');
    });
  });

  describe('list', () => {
    let reader: TestUser;
    const summaries: Record<string, Summary> = {};
    // Local days in New York, to check that the list works on the caller's days, not UTC ones.
    const zone = 'America/New_York';
    const at = (isoLocal: string) => Date.parse(`${isoLocal}-05:00`);

    beforeAll(async () => {
      reader = await t.signUp();
      await saveHighlight(t, reader, 'Early November reading.', { createdAt: at('2025-11-03T10:00:00') });
      await saveHighlight(t, reader, 'Mid November reading on 50% discounts.', {
        createdAt: at('2025-11-12T23:30:00'),
      });
      summaries.early = await requestSummary(
        reader,
        { dateInterval: interval(at('2025-11-01T00:00:00'), at('2025-11-05T23:59:59.999')) },
        zone,
      );
      summaries.mid = await requestSummary(
        reader,
        {
          dateInterval: interval(at('2025-11-12T00:00:00'), at('2025-11-12T23:59:59.999')),
          summarizationType: 'INSIGHTS',
        },
        zone,
      );
      await t.context.jobs.drain();
    });

    const ids = (list: Summary[]) => list.map((summary) => summary.id);

    it('returns the summaries overlapping the local days, newest first', async () => {
      expect(
        ids(await listSummaries(reader, { fromDate: '2025-11-01', toDate: '2025-11-30' }, zone)),
      ).toEqual([summaries.mid?.id, summaries.early?.id]);
      expect(
        ids(await listSummaries(reader, { fromDate: '2025-11-05', toDate: '2025-11-05' }, zone)),
      ).toEqual([summaries.early?.id]);
      expect(
        ids(await listSummaries(reader, { fromDate: '2025-11-06', toDate: '2025-11-11' }, zone)),
      ).toEqual([]);
      // 2025-11-13 in UTC still holds the end of New York's November 12th, but not in New York.
      expect(ids(await listSummaries(reader, { fromDate: '2025-11-13' }, zone))).toEqual([]);
      expect(ids(await listSummaries(reader, { fromDate: '2025-11-13' }, 'UTC'))).toEqual([
        summaries.mid?.id,
      ]);
    });

    it('treats a missing toDate as open-ended', async () => {
      expect(ids(await listSummaries(reader, { fromDate: '2025-11-04' }, zone))).toEqual([
        summaries.mid?.id,
        summaries.early?.id,
      ]);
    });

    it('searches title and text case-insensitively on the server', async () => {
      const mid = await fetchSummary(reader, summaries.mid?.id ?? '');
      const word = mid.summaryTitle.split(/\s+/)[0] ?? 'x';
      const byTitle = await listSummaries(
        reader,
        { fromDate: '2025-11-01', searchTerm: word.toUpperCase() },
        zone,
      );
      expect(ids(byTitle)).toContain(mid.id);
      const byText = await listSummaries(reader, { fromDate: '2025-11-01', searchTerm: 'DISCOUNTS' }, zone);
      expect(ids(byText)).toEqual([mid.id]);
      const literalPercent = await listSummaries(reader, { fromDate: '2025-11-01', searchTerm: '50%' }, zone);
      expect(ids(literalPercent)).toEqual([mid.id]);
      const wildcard = await listSummaries(reader, { fromDate: '2025-11-01', searchTerm: '_%' }, zone);
      expect(wildcard).toEqual([]);
    });

    it('rejects a malformed day and a toDate before fromDate', async () => {
      const malformed = await reader.request({ method: 'GET', url: '/api/v1/summaries?fromDate=11/01/2025' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().title).toContain('fromDate');
      const missing = await reader.request({ method: 'GET', url: '/api/v1/summaries' });
      expect(missing.statusCode).toBe(400);
      const reversed = await reader.request({
        method: 'GET',
        url: '/api/v1/summaries?fromDate=2025-11-10&toDate=2025-11-01',
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().title).toContain('toDate');
    });

    it("never lists another user's summaries", async () => {
      const other = await t.signUp();
      expect(await listSummaries(other, { fromDate: '2025-11-01' }, zone)).toEqual([]);
    });
  });

  it("answers 404 for another user's summary on read, delete and retry, and for unknown ids", async () => {
    const owner = await t.signUp();
    await saveHighlight(t, owner, 'Private thoughts on leadership.');
    const created = await requestSummary(owner, { dateInterval: interval(now() - DAY_MS, now() + 60_000) });
    const intruder = await t.signUp();
    for (const [method, url] of [
      ['GET', `/api/v1/summaries/${created.id}`],
      ['DELETE', `/api/v1/summaries/${created.id}`],
      ['POST', `/api/v1/summaries/${created.id}/retry`],
      ['GET', '/api/v1/summaries/not-an-id'],
    ] as const) {
      const response = await intruder.request({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ title: 'Summary not found.', status: 404 });
    }
    expect((await fetchSummary(owner, created.id)).id).toBe(created.id);
  });

  it('deletes a summary with 204, after which it is gone', async () => {
    const user = await t.signUp();
    await saveHighlight(t, user, 'A thought worth keeping.');
    const created = await requestSummary(user, { dateInterval: interval(now() - DAY_MS, now() + 60_000) });
    await t.context.jobs.drain();
    const deleted = await user.request({ method: 'DELETE', url: `/api/v1/summaries/${created.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const again = await user.request({ method: 'GET', url: `/api/v1/summaries/${created.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('marks the summary FAILED with a readable error when the AI fails, and a retry makes it READY', async () => {
    const user = await t.signUp();
    await saveHighlight(t, user, 'Retry with backoff when a call fails.');
    const summarise = vi
      .spyOn(t.context.ai, 'summarise')
      .mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.1:443 (secret details)'));
    const created = await requestSummary(user, { dateInterval: interval(now() - DAY_MS, now() + 60_000) });
    try {
      await t.context.jobs.drain();
      // One automatic retry, then the summary fails for good.
      expect(summarise).toHaveBeenCalledTimes(2);
    } finally {
      summarise.mockRestore();
    }
    const failed = await fetchSummary(user, created.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.processed).toBe(false);
    expect(failed.error).toBe('The AI service could not generate this summary. Please retry later.');

    const retried = await user.request({ method: 'POST', url: `/api/v1/summaries/${created.id}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'PENDING', error: null });
    await t.context.jobs.drain();
    expect((await fetchSummary(user, created.id)).status).toBe('READY');

    const notFailed = await user.request({ method: 'POST', url: `/api/v1/summaries/${created.id}/retry` });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().title).toMatch(/Only a failed summary can be retried/);
  }, 30_000);

  it('documents its routes in the OpenAPI document', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/summaries',
        '/api/v1/summaries/{id}',
        '/api/v1/summaries/{id}/retry',
        '/api/v1/usage-limits/daily',
      ]),
    );
  });

  /** Imports a Kindle file for the reader and summarises its day, 8 December 2023. */
  const summaryOfImported = async (reader: TestUser, file: Buffer, type: 'AUTO' | 'TASKS') => {
    const imported = await reader.request({
      method: 'POST',
      url: '/api/v1/imports',
      ...multipart([{ name: 'file', value: file, fileName: 'My Clippings.txt' }]),
    });
    expect(imported.statusCode, imported.body).toBe(202);
    await t.context.jobs.drain();
    const created = await requestSummary(reader, {
      summarizationType: type,
      dateInterval: { startDate: '2023-12-08T00:00:00.000Z', endDate: '2023-12-08T23:59:59.999Z' },
    });
    await t.context.jobs.drain();
    return fetchSummary(reader, created.id);
  };

  it('says so first when a period holds more highlights than a summary draws on', async () => {
    const reader = await t.signUp();
    const ready = await summaryOfImported(reader, kindleFile(1003), 'AUTO');
    expect(ready.status).toBe('READY');
    expect(ready.highlights).toHaveLength(1000);
    expect(ready.summaryText.split('\n')[0]).toBe(
      '_Drawn from the newest 1,000 of the 1,003 highlights of this period: the 3 older ones are left out. ' +
        'A shorter period or a category takes them in._',
    );
  });

  it('reads the longest highlights in part when a period holds more text than a summary reads, and says so', async () => {
    // A thousand pasted articles held the event loop for seconds; a summary reads at most 500,000 characters.
    const reader = await t.signUp();
    const article = (index: number) =>
      `Article ${index} opens here. ${'A long paragraph of a pasted article about reading, work and rest. '.repeat(225)}`;
    const clippings = Array.from(
      { length: 40 },
      (_, index) =>
        `Long Reads (Editor)\r\n- Your Highlight on page ${index} | location ${index * 100}-${index * 100 + 90} | Added on Friday, 8 December 2023 08:${String(index).padStart(2, '0')}:00\r\n\r\n${article(index)}\r\n==========\r\n`,
    ).join('');
    const ready = await summaryOfImported(reader, Buffer.from(clippings), 'AUTO');
    expect(ready.status).toBe('READY');
    expect(ready.summaryText.split('\n')[0]).toBe(
      '_The longest highlights were read in part, their first 12,500 characters each: ' +
        'a summary reads at most 500,000 characters in all._',
    );
    // The highlights themselves are untouched.
    expect(ready.highlights).toHaveLength(40);
    expect(ready.highlights[0]?.content.length).toBeGreaterThan(15_000);
  });

  it('lists the to-do a reader wrote in a Kindle note on a book passage, linked to that highlight', async () => {
    const reader = await t.signUp();
    const clippings = [
      'Getting Things Done (David Allen)\r\n- Your Highlight on page 12 | location 310-312 | Added on Friday, 8 December 2023 08:00:00\r\n\r\nIf it takes less than two minutes, do it now.\r\n==========\r\n',
      'Getting Things Done (David Allen)\r\n- Your Note on page 12 | location 312 | Added on Friday, 8 December 2023 08:01:00\r\n\r\nTODO: try this on the team inbox on Monday\r\n==========\r\n',
    ].join('');
    const ready = await summaryOfImported(reader, Buffer.from(clippings), 'TASKS');
    expect(ready.status).toBe('READY');
    const [highlight] = ready.highlights;
    expect(ready.highlights).toHaveLength(1);
    expect(ready.summaryText).toContain(
      `- [ ] TODO: try this on the team inbox on Monday (note on “If it takes less than two minutes, do it now.”) ([source](/highlights/${highlight?.id}))`,
    );
    expect(ready.summaryText).not.toContain('- [ ] If it takes less than two minutes');
  });

  it('fails at once, without retrying, when the highlights were deleted before generation', async () => {
    const user = await t.signUp();
    const only = await saveHighlight(t, user, 'Soon to be deleted.');
    const created = await requestSummary(user, { dateInterval: interval(now() - DAY_MS, now() + 60_000) });
    await user.request({ method: 'DELETE', url: `/api/v1/highlights/${only}` });
    await t.context.jobs.drain();
    const failed = await fetchSummary(user, created.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toMatch(/have been deleted, so there is nothing left to summarise/);
  });
});
