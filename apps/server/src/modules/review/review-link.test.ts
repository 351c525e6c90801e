import type { ReviewStatus } from '@precis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDigestText } from '../../mail/digest-template';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedHighlight } from '../highlights/highlights-test-helpers';
import { digestReview } from './digest-review';
import { createReviewLink, REVIEW_LINK_LIFETIME_MS } from './review-link-token';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects)('digest rating links on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function libraryOf(user: TestUser) {
    const record = await seedHighlight(t, user, {
      content: 'What we know is a drop, what we do not know is an ocean.',
      source: 'Notebook',
      createdAt: Date.now() - 3 * DAY,
    });
    return record.id;
  }

  const open = (url: string) =>
    t.app.inject({ method: 'GET', url: url.replace(t.context.config.publicUrl, '') });
  const status = async (user: TestUser, id: string) =>
    (await user.request({ method: 'GET', url: `/api/v1/review/${id}` })).json<ReviewStatus>();

  it('puts due highlights in the digest with links that rate them once, without signing in', async () => {
    const user = await t.signUp();
    const id = await libraryOf(user);
    const review = await digestReview(t.context, { userId: user.id, timeZone: 'UTC' });
    expect(review?.items).toHaveLength(1);
    const goodLink = review?.items[0]?.links.good ?? '';
    expect(goodLink).toContain('/api/review/rate?token=');

    const first = await open(goodLink);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('Rated “Good”');
    expect(first.body).toMatch(/comes back in \d+ days?/);
    const rated = await status(user, id);
    expect(rated).toMatchObject({ lastRating: 'good', reps: 1 });

    const reused = await open(goodLink);
    expect(reused.statusCode).toBe(409);
    expect(reused.body).toContain('already used');
    expect(await status(user, id)).toEqual(rated);
  });

  it('changes nothing for a tampered, expired or foreign link', async () => {
    const user = await t.signUp();
    const id = await libraryOf(user);
    const key = t.context.secrets.reviewLinks;
    const token = createReviewLink(key, { userId: user.id, highlightId: id, rating: 'discard' });
    const [payload = '', signature = ''] = token.split('.');
    const forged = `${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), r: 'easy' }),
    ).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${token}x`, 'nonsense', '']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/review/rate?token=${encodeURIComponent(bad)}`,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('not valid');
    }
    const expired = createReviewLink(
      key,
      { userId: user.id, highlightId: id, rating: 'good' },
      Date.now() - REVIEW_LINK_LIFETIME_MS - 1000,
    );
    const late = await t.app.inject({
      method: 'GET',
      url: `/api/review/rate?token=${encodeURIComponent(expired)}`,
    });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('expired');
    expect(await status(user, id)).toMatchObject({ reps: 0, lastRating: null, discarded: false });

    const stranger = await t.signUp();
    const foreign = createReviewLink(key, { userId: stranger.id, highlightId: id, rating: 'discard' });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/review/rate?token=${encodeURIComponent(foreign)}`,
    });
    expect(refused.statusCode).toBe(404);
    expect((await status(user, id)).discarded).toBe(false);
  });

  it('lists the review in the digest’s text with its three links', async () => {
    const user = await t.signUp();
    await libraryOf(user);
    const review = await digestReview(t.context, { userId: user.id, timeZone: 'UTC' });
    const text = renderDigestText({
      frequency: 'DAILY',
      period: { start: Date.now() - DAY, end: Date.now() },
      timeZone: 'UTC',
      summary: null,
      highlights: [],
      totalHighlights: 0,
      links: { highlights: 'h', settings: 's', unsubscribe: 'u' },
      isTest: false,
      review,
    });
    expect(text).toContain('FROM YOUR LIBRARY');
    expect(text).toContain('What we know is a drop');
    expect(text).toMatch(/Good: http.*\n {3}Again: http.*\n {3}Discard: http/);
  });
});
