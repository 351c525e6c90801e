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

  const path = (url: string) => url.replace(t.context.config.publicUrl, '');
  const open = (url: string) => t.app.inject({ method: 'GET', url: path(url) });
  // As a browser submits the page's form: an empty url-encoded body, to the action beside the page.
  const press = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: path(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  const status = async (user: TestUser, id: string) =>
    (await user.request({ method: 'GET', url: `/api/v1/review/${id}` })).json<ReviewStatus>();

  it('shows the highlight and a button when a link is opened, and rates nothing until it is pressed', async () => {
    const user = await t.signUp();
    const id = await libraryOf(user);
    const review = await digestReview(t.context, { userId: user.id, timeZone: 'UTC' });
    expect(review?.items).toHaveLength(1);
    const links = review?.items[0]?.links;
    const goodLink = links?.good ?? '';
    expect(goodLink).toContain('/api/review/rate?token=');

    // What a mail scanner does: every link opened, in order, nobody pressing anything.
    for (const link of [links?.good, links?.again, links?.discard]) {
      const page = await open(link ?? '');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('What we know is a drop');
      expect(page.body).toMatch(/<form method="post" action="rate\?token=[^"]+">/);
    }
    expect(await status(user, id)).toMatchObject({ reps: 0, lastRating: null, discarded: false });
    const page = await open(goodLink);
    expect(page.body).toContain('Rate this highlight “Good”?');
    expect(page.body).toContain('Rate “Good”</button>');
    const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(new URL(action, goodLink).href).toBe(goodLink);

    const first = await press(goodLink);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Rated “Good”');
    expect(first.body).toMatch(/comes back in \d+ days?/);
    const rated = await status(user, id);
    expect(rated).toMatchObject({ lastRating: 'good', reps: 1 });

    for (const reused of [await press(goodLink), await open(goodLink)]) {
      expect(reused.statusCode).toBe(409);
      expect(reused.body).toContain('already used');
    }
    expect(await status(user, id)).toEqual(rated);
  });

  it('says so when a second rating in the session did not count', async () => {
    const user = await t.signUp();
    const id = await libraryOf(user);
    const review = await digestReview(t.context, { userId: user.id, timeZone: 'UTC' });
    const links = review?.items[0]?.links;
    await press(links?.good ?? '');
    const rated = await status(user, id);

    const again = await press(links?.again ?? '');
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('Rated “Again”');
    expect(again.body).toContain('Already rated');
    expect(again.body).toContain('this rating was not counted');
    expect(await status(user, id)).toEqual(rated);

    const discard = await press(links?.discard ?? '');
    expect(discard.body).toContain('Rated “Discard”');
    expect((await status(user, id)).discarded).toBe(true);
  });

  it('escapes the highlight on the confirmation page', async () => {
    const user = await t.signUp();
    const record = await seedHighlight(t, user, {
      content: '<script>alert("x")</script> & <b>bold</b>',
      source: '<img src=x onerror=alert(1)>',
      createdAt: Date.now() - 3 * DAY,
    });
    const token = createReviewLink(t.context.secrets.reviewLinks, {
      userId: user.id,
      highlightId: record.id,
      rating: 'good',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/review/rate?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<img');
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
    // GET first: a POST that went through would make the GET answer "already used".
    const both = async (value: string) => {
      const url = `/api/review/rate?token=${encodeURIComponent(value)}`;
      return [await t.app.inject({ method: 'GET', url }), await t.app.inject({ method: 'POST', url })];
    };
    for (const bad of [forged, `${token}x`, 'nonsense', '']) {
      for (const answer of await both(bad)) {
        expect(answer.statusCode).toBe(400);
        expect(answer.body).toContain('not valid');
      }
    }
    const expired = createReviewLink(
      key,
      { userId: user.id, highlightId: id, rating: 'good' },
      Date.now() - REVIEW_LINK_LIFETIME_MS - 1000,
    );
    for (const late of await both(expired)) {
      expect(late.statusCode).toBe(410);
      expect(late.body).toContain('expired');
    }
    expect(await status(user, id)).toMatchObject({ reps: 0, lastRating: null, discarded: false });

    const stranger = await t.signUp();
    const foreign = createReviewLink(key, { userId: stranger.id, highlightId: id, rating: 'discard' });
    for (const refused of await both(foreign)) expect(refused.statusCode).toBe(404);
    // A rating that failed leaves the link unused.
    for (const refused of await both(foreign)) expect(refused.statusCode).toBe(404);
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
