import type { ReviewStatus, ReviewToday } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedHighlight } from '../highlights/highlights-test-helpers';
import { todaysReview } from './review.service';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'Europe/Berlin';

describe.each(testDialects)('daily review on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { REVIEW_NEW_PER_DAY: '4' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function seedLibrary(user: TestUser, count: number, daysAgo = 2) {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const record = await seedHighlight(t, user, {
        content: `Passage ${index}`,
        source: `Book ${index % 3}`,
        createdAt: Date.now() - daysAgo * DAY - index * 1000,
      });
      ids.push(record.id);
    }
    return ids;
  }

  const today = async (user: TestUser) => {
    const response = await user.request({ method: 'GET', url: '/api/v1/review/today', timeZone: ZONE });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReviewToday>();
  };

  const rate = (user: TestUser, id: string, rating: string) =>
    user.request({
      method: 'POST',
      url: `/api/v1/review/${encodeURIComponent(id)}`,
      payload: { rating },
      timeZone: ZONE,
    });

  it('lets in at most the daily share of new highlights, and none saved today', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 6);
    await seedHighlight(t, user, { content: 'Saved just now', createdAt: Date.now() });
    // Imported today, highlighted years ago: it waits until tomorrow like anything saved today.
    await seedHighlight(t, user, {
      content: 'Imported today',
      createdAt: Date.now() - 900 * DAY,
      savedAt: Date.now(),
    });
    const session = await today(user);
    expect(session.items).toHaveLength(4);
    expect(session.newToday).toBe(4);
    expect(session.total).toBe(4);
    expect(session.items.map((item) => item.highlight.content)).not.toContain('Saved just now');
    expect(session.items.map((item) => item.highlight.content)).not.toContain('Imported today');
    for (const item of session.items) {
      expect(item.state).toBe('new');
      expect(item.intervals.again).toBeLessThan(item.intervals.easy);
    }
    // Asked again the same day: the same session, not a new one with other highlights.
    const again = await today(user);
    expect(again.items.map((item) => item.highlight.id)).toEqual(
      session.items.map((item) => item.highlight.id),
    );
  });

  it('mixes sources so that two cards in a row come from different books', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 4);
    const sources = (await today(user)).items.map((item) => item.highlight.source);
    for (let index = 1; index < sources.length; index += 1)
      expect(sources[index]).not.toBe(sources[index - 1]);
  });

  it('rates a highlight once per session, however often the rating is sent', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 2);
    const [first] = (await today(user)).items;
    if (!first) throw new Error('expected an item');
    const [one, two] = await Promise.all([
      rate(user, first.highlight.id, 'good'),
      rate(user, first.highlight.id, 'good'),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode).toBe(200);
    const status = one.json<ReviewStatus>();
    expect(two.json<ReviewStatus>()).toEqual(status);
    expect(status.reps).toBe(1);
    expect(status.lastRating).toBe('good');
    expect(Date.parse(status.due ?? '')).toBeGreaterThan(Date.now() + DAY);
    // Another grade the same day changes nothing either.
    expect((await rate(user, first.highlight.id, 'again')).json<ReviewStatus>()).toEqual(status);
    const after = await today(user);
    expect(after.remaining).toBe(1);
    expect(after.items.map((item) => item.highlight.id)).not.toContain(first.highlight.id);
  });

  it('finishes the session, counts the streak and brings highlights back when they are due', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 2);
    const session = await today(user);
    await rate(user, session.items[0]?.highlight.id ?? '', 'again');
    await rate(user, session.items[1]?.highlight.id ?? '', 'easy');
    const done = await today(user);
    expect(done.items).toEqual([]);
    expect(done.total).toBe(2);
    expect(done.streak).toBe(1);

    const caller = { userId: user.id, timeZone: ZONE };
    const tomorrow = await todaysReview(t.context, caller, Date.now() + DAY);
    // "Again" brings it back the next day; "Easy" waits longer.
    expect(tomorrow.items.map((item) => item.highlight.id)).toEqual([session.items[0]?.highlight.id]);
    expect(tomorrow.streak).toBe(1);
  });

  it('leaves a highlight deleted mid-review out of the session’s total', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 3);
    const session = await today(user);
    expect(session.total).toBe(3);
    const [gone, ...kept] = session.items.map((item) => item.highlight.id);
    const deleted = await user.request({ method: 'DELETE', url: `/api/v1/highlights/${gone}` });
    expect(deleted.statusCode).toBe(204);
    expect((await rate(user, gone ?? '', 'good')).statusCode).toBe(404);
    expect(await today(user)).toMatchObject({ total: 2, remaining: 2 });
    for (const id of kept) await rate(user, id, 'good');
    expect(await today(user)).toMatchObject({ total: 2, remaining: 0, streak: 1 });
  });

  it('discards a highlight from review until it is restored', async () => {
    const user = await t.signUp();
    const [id = ''] = await seedLibrary(user, 1);
    await today(user);
    const discarded = await rate(user, id, 'discard');
    expect(discarded.json<ReviewStatus>()).toMatchObject({
      discarded: true,
      due: null,
      lastRating: 'discard',
    });
    expect((await today(user)).items).toEqual([]);
    const caller = { userId: user.id, timeZone: ZONE };
    expect((await todaysReview(t.context, caller, Date.now() + DAY)).items).toEqual([]);

    const restored = await user.request({ method: 'POST', url: `/api/v1/review/${id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<ReviewStatus>().discarded).toBe(false);
    const status = await user.request({ method: 'GET', url: `/api/v1/review/${id}` });
    expect(status.json<ReviewStatus>()).toMatchObject({ discarded: false, highlightId: id });
    // Sessions are made in time order: the next one after the day above.
    expect(
      (await todaysReview(t.context, caller, Date.now() + 2 * DAY)).items.map((i) => i.highlight.id),
    ).toEqual([id]);
  });

  it('answers 404 for another user’s highlight and 400 for an unknown rating', async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const [id = ''] = await seedLibrary(owner, 1);
    expect((await rate(stranger, id, 'good')).statusCode).toBe(404);
    expect((await stranger.request({ method: 'GET', url: `/api/v1/review/${id}` })).statusCode).toBe(404);
    expect((await stranger.request({ method: 'POST', url: `/api/v1/review/${id}/restore` })).statusCode).toBe(
      404,
    );
    const bad = await rate(owner, id, 'superb');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().title).toBeTruthy();
    expect((await rate(owner, 'no-such-id', 'good')).statusCode).toBe(404);
  });

  it('adds a note while reviewing, found by search, and removes it when emptied', async () => {
    const user = await t.signUp();
    const stranger = await t.signUp();
    const [id = ''] = await seedLibrary(user, 1);
    const put = (who: TestUser, comment: unknown) =>
      who.request({ method: 'PUT', url: `/api/v1/review/${id}/note`, payload: { comment } });
    const saved = await put(user, 'Reminds me of the Kyoto garden');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().comment).toBe('Reminds me of the Kyoto garden');
    const found = await user.request({ method: 'GET', url: '/api/v1/highlights?searchTerm=kyoto%20garden' });
    expect(found.json().map((h: { id: string }) => h.id)).toEqual([id]);
    expect((await put(stranger, 'Not mine')).statusCode).toBe(404);
    expect((await put(user, 'x'.repeat(5001))).statusCode).toBe(400);
    expect((await put(user, '   ')).json().comment).toBeNull();
  });

  it('files the highlight again by the note added while reviewing, as an edit does', async () => {
    const user = await t.signUp();
    const posted = await user.request({
      method: 'POST',
      url: '/api/v1/highlights',
      payload: { content: 'Worth coming back to.' },
    });
    const id = posted.json<{ id: string }>().id;
    expect(posted.json().categories).toEqual([]);
    const noted = await user.request({
      method: 'PUT',
      url: `/api/v1/review/${id}/note`,
      payload: { comment: 'Book the boiler service and pay the window cleaner by Friday.' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().categories).toEqual(['TASKS_ACTIONS']);
    const totals = await user.request({ method: 'GET', url: '/api/v1/highlights/totals/per-category-group' });
    expect(totals.json()).toMatchObject({ productivity: 1, total: 1 });
  });

  it('keeps the session size a person chose, from the next session on', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 3);
    const put = await user.request({
      method: 'PUT',
      url: '/api/v1/review/settings',
      payload: { sessionSize: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await user.request({ method: 'GET', url: '/api/v1/review/settings' })).json()).toEqual({
      sessionSize: 2,
    });
    expect((await today(user)).total).toBe(2);
    const refused = await user.request({
      method: 'PUT',
      url: '/api/v1/review/settings',
      payload: { sessionSize: 0 },
    });
    expect(refused.statusCode).toBe(400);
  });
});
