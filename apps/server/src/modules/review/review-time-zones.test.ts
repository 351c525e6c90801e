import type { ReviewStatus, ReviewToday } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedHighlight } from '../highlights/highlights-test-helpers';
import { rateHighlight, todaysReview } from './review.service';

const DAY = 24 * 60 * 60 * 1000;
// 26 hours apart: at any moment their dates differ, as Auckland's and Los Angeles' do most of the day.
const EAST = 'Etc/GMT-14';
const WEST = 'Etc/GMT+12';

describe.each(testDialects)('review across time zones on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { REVIEW_NEW_PER_DAY: '4' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function seedLibrary(user: TestUser, count: number) {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const record = await seedHighlight(t, user, {
        content: `Passage ${index}`,
        createdAt: Date.now() - 3 * DAY - index * 1000,
      });
      ids.push(record.id);
    }
    return ids;
  }

  const today = async (user: TestUser, timeZone: string) => {
    const response = await user.request({ method: 'GET', url: '/api/v1/review/today', timeZone });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReviewToday>();
  };

  const rate = async (user: TestUser, id: string, rating: string, timeZone: string) => {
    const response = await user.request({
      method: 'POST',
      url: `/api/v1/review/${id}`,
      payload: { rating },
      timeZone,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReviewStatus>();
  };

  it('keeps one session and the daily share of new highlights when the zone moves west', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 12);
    const east = await today(user, EAST);
    expect(east.newToday).toBe(4);
    const west = await today(user, WEST);
    expect(west.day).toBe(east.day);
    expect(west.newToday).toBe(4);
    expect(west.items.map((item) => item.highlight.id)).toEqual(east.items.map((item) => item.highlight.id));
  });

  it('keeps one session when the zone moves east before any local midnight', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 12);
    const west = await today(user, WEST);
    const east = await today(user, EAST);
    expect(east.day).toBe(west.day);
    expect(east.newToday).toBe(4);
    expect(east.total).toBe(4);
  });

  it('counts a rating once whatever zones the following ratings name', async () => {
    const user = await t.signUp();
    const [id = ''] = await seedLibrary(user, 1);
    const first = await rate(user, id, 'easy', EAST);
    expect(first).toMatchObject({ reps: 1, lastRating: 'easy' });
    expect(await rate(user, id, 'again', WEST)).toEqual(first);
    expect(await rate(user, id, 'easy', 'Pacific/Auckland')).toEqual(first);
    expect(await rate(user, id, 'hard', 'UTC')).toEqual(first);
  });

  it('counts the next day’s rating and opens the next day’s session after local midnight', async () => {
    const user = await t.signUp();
    await seedLibrary(user, 2);
    const caller = { userId: user.id, timeZone: 'Europe/Berlin' };
    const now = Date.now();
    const first = await todaysReview(t.context, caller, now);
    const id = first.items[0]?.highlight.id ?? '';
    expect((await rateHighlight(t.context, caller, id, 'again', now)).reps).toBe(1);
    const next = await todaysReview(t.context, caller, now + DAY);
    expect(next.day).not.toBe(first.day);
    expect(next.items.map((item) => item.highlight.id)).toContain(id);
    expect((await rateHighlight(t.context, caller, id, 'good', now + DAY)).reps).toBe(2);
  });
});
