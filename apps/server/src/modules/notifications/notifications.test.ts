import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { deliveriesOf, findSettings } from './notifications.repository';
import { createUnsubscribeToken } from './unsubscribe-token';

const settings = {
  email: 'digest@example.com',
  frequency: 'WEEKLY',
  enabled: true,
  startDate: '2026-01-10T21:00:00.000Z',
};

describe.each(testDialects)('notification settings on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  const put = (who: TestUser, payload: Record<string, unknown>, timeZone?: string) =>
    who.request({ method: 'PUT', url: '/api/v1/notifications/settings', payload, timeZone });
  const unsubscribeUrl = (token: string) =>
    `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 before the first save', async () => {
    const response = await user.request({ method: 'GET', url: '/api/v1/notifications/settings' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ title: 'No notification settings are stored yet.', status: 404 });
  });

  it('stores the settings and answers them back, on PUT and on GET', async () => {
    const saved = await put(user, settings);
    expect(saved.statusCode).toBe(200);
    // Where e-mail links lead, so the settings can say when that is not the address in use.
    const linksTo = t.context.config.publicUrl;
    expect(linksTo).toMatch(/^http:\/\/localhost:\d+$/);
    expect(saved.json()).toEqual({ ...settings, emailConfirmed: false, linksTo });
    const loaded = await user.request({ method: 'GET', url: '/api/v1/notifications/settings' });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual({ ...settings, emailConfirmed: false, linksTo });
  });

  it('normalises the start date to UTC and trims the e-mail', async () => {
    const other = await t.signUp();
    const saved = await put(other, {
      ...settings,
      email: '  me@example.org ',
      startDate: '2026-03-01T22:30:00+01:00',
    });
    expect(saved.json()).toMatchObject({ email: 'me@example.org', startDate: '2026-03-01T21:30:00.000Z' });
  });

  it('schedules the next send when enabled and none when disabled', async () => {
    const other = await t.signUp();
    await put(other, { ...settings, frequency: 'DAILY', startDate: '2030-05-01T07:00:00.000Z' });
    expect((await findSettings(t.context.db.kysely, other.id))?.next_run_at).toBe(
      Date.parse('2030-05-01T07:00:00Z'),
    );
    await put(other, { ...settings, enabled: false });
    expect((await findSettings(t.context.db.kysely, other.id))?.next_run_at).toBeNull();
  });

  it('keeps one user’s settings away from another', async () => {
    const stranger = await t.signUp();
    const response = await stranger.request({ method: 'GET', url: '/api/v1/notifications/settings' });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    [{ ...settings, email: 'not-an-email' }, 'email'],
    [{ ...settings, email: `${'a'.repeat(250)}@example.com` }, 'email'],
    [{ ...settings, frequency: 'HOURLY' }, 'frequency'],
    [{ ...settings, enabled: 'yes' }, 'enabled'],
    [{ ...settings, startDate: 'tomorrow at nine' }, 'startDate'],
    [{ email: settings.email, frequency: 'DAILY', enabled: true }, 'startDate'],
    // A first send the schedule would reach in the year 9999 only, or shown at a zone's local mean time.
    [{ ...settings, startDate: '9999-12-31T21:00:00Z' }, 'startDate'],
    [{ ...settings, startDate: '0001-01-01T21:00:00Z' }, 'startDate'],
  ])('rejects %o with a 400 naming %s', async (payload, field) => {
    const response = await put(user, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(400);
    expect(body.title).toContain(field);
    expect(body.errors).toContainEqual(expect.objectContaining({ field }));
  });

  it('refuses anonymous calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/settings' });
    expect(response.statusCode).toBe(401);
  });

  describe('unsubscribe link', () => {
    it('turns the digest off with a valid token, without sign-in, and says so on a page', async () => {
      const reader = await t.signUp();
      await put(reader, settings);
      const token = createUnsubscribeToken(t.context.secrets.unsubscribe, reader.id);
      // Opening the link (a mail scanner opens every link) changes nothing: its page asks first.
      const opened = await t.app.inject({ method: 'GET', url: unsubscribeUrl(token) });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain('Unsubscribe from Precis digests?');
      expect(opened.body).toContain('<form method="post" action="unsubscribe?token=');
      expect((await findSettings(t.context.db.kysely, reader.id))?.enabled).toBe(1);
      const response = await t.app.inject({ method: 'POST', url: unsubscribeUrl(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('You have been unsubscribed from Precis digests.');
      expect(response.body).not.toContain('<script');
      const stored = await reader.request({ method: 'GET', url: '/api/v1/notifications/settings' });
      expect(stored.json()).toMatchObject({ enabled: false, email: settings.email });
      expect((await findSettings(t.context.db.kysely, reader.id))?.next_run_at).toBeNull();
    });

    it('accepts the RFC 8058 one-click POST', async () => {
      const reader = await t.signUp();
      await put(reader, settings);
      const token = createUnsubscribeToken(t.context.secrets.unsubscribe, reader.id);
      const response = await t.app.inject({
        method: 'POST',
        url: unsubscribeUrl(token),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect((await findSettings(t.context.db.kysely, reader.id))?.enabled).toBe(0);
    });

    it('refuses a tampered or missing token with a 400 page and changes nothing', async () => {
      const reader = await t.signUp();
      await put(reader, settings);
      const token = createUnsubscribeToken(t.context.secrets.unsubscribe, reader.id);
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const url of [
        unsubscribeUrl(tampered),
        unsubscribeUrl('garbage'),
        '/api/notifications/unsubscribe',
      ]) {
        const response = await t.app.inject({ method: 'POST', url });
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('This link is not valid');
      }
      expect((await findSettings(t.context.db.kysely, reader.id))?.enabled).toBe(1);
    });

    it('disables only the user the token was made for', async () => {
      const first = await t.signUp();
      const second = await t.signUp();
      await put(first, settings);
      await put(second, settings);
      const secondToken = createUnsubscribeToken(t.context.secrets.unsubscribe, second.id);
      await t.app.inject({ method: 'POST', url: unsubscribeUrl(secondToken) });
      expect((await findSettings(t.context.db.kysely, first.id))?.enabled).toBe(1);
      expect((await findSettings(t.context.db.kysely, second.id))?.enabled).toBe(0);
      // The first user's id with the second user's signature is a forgery.
      const forged = `${Buffer.from(first.id).toString('base64url')}.${secondToken.split('.')[1]}`;
      expect((await t.app.inject({ method: 'POST', url: unsubscribeUrl(forged) })).statusCode).toBe(400);
      expect((await findSettings(t.context.db.kysely, first.id))?.enabled).toBe(1);
    });
  });

  describe('test e-mail', () => {
    it('answers 404 with a clear message while no settings are stored', async () => {
      const reader = await t.signUp();
      const response = await reader.request({ method: 'POST', url: '/api/v1/notifications/test' });
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toMatch(/Save your notification settings first/);
    });

    it('accepts up to 5 per hour, then answers 429 with Retry-After', async () => {
      const reader = await t.signUp();
      await put(reader, { ...settings, enabled: false });
      await t.confirmDigestAddress(reader.id);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await reader.request({ method: 'POST', url: '/api/v1/notifications/test' });
        expect(response.statusCode).toBe(202);
        expect(response.json()).toMatchObject({ email: settings.email });
      }
      const limited = await reader.request({ method: 'POST', url: '/api/v1/notifications/test' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().title).toMatch(/at most 5 test e-mails per hour/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect(await deliveriesOf(t.context.db.kysely, reader.id)).toHaveLength(5);
    });

    it('answers 503 and leaves no delivery waiting when its job cannot be queued', async () => {
      const reader = await t.signUp();
      await put(reader, { ...settings, enabled: false });
      await t.confirmDigestAddress(reader.id);
      const enqueue = vi.spyOn(t.context.jobs, 'enqueue').mockRejectedValueOnce(new Error('queue down'));
      try {
        const response = await reader.request({ method: 'POST', url: '/api/v1/notifications/test' });
        expect(response.statusCode).toBe(503);
        expect(response.json().title).toMatch(/test e-mail could not be queued/);
      } finally {
        enqueue.mockRestore();
      }
      const deliveries = await deliveriesOf(t.context.db.kysely, reader.id);
      expect(deliveries).toMatchObject([
        { kind: 'test', status: 'failed', error: 'The test e-mail could not be queued.' },
      ]);
    });
  });
});
