import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountThrottle } from '../auth/account-throttle';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorShapeProblem } from './route-sweep';

const PASSWORD = 'correct horse battery';

function signIn(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress,
  });
}

function signUp(t: TestApp, email: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Rate Limited', email, password: PASSWORD },
    remoteAddress,
  });
}

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorShapeProblem(response, 429)).toBeUndefined();
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe('sign-in and sign-up attempts per IP address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After after the per-minute attempts of one address, and spares others', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await signIn(t, `stranger${i}@example.com`, 'wrong password', '10.0.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await signIn(t, 'stranger9@example.com', 'wrong password', '10.0.0.1');
    expect(expectTooMany(limited)).toBeLessThanOrEqual(60);
    expect(limited.headers['x-retry-after']).toBe(limited.headers['retry-after']);
    expect(limited.json().title).toMatch(/too many requests/i);
    expect((await signIn(t, 'stranger9@example.com', 'wrong password', '10.0.0.2')).statusCode).toBe(401);
    // Without TRUST_PROXY a client cannot pick its own address through X-Forwarded-For.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'stranger9@example.com', password: 'wrong password' },
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('limits sign-ups per address the same way', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await signUp(t, `new${i}@example.com`, '10.0.1.1')).statusCode).toBe(200);
    }
    expectTooMany(await signUp(t, 'new3@example.com', '10.0.1.1'));
    expect((await signUp(t, 'new3@example.com', '10.0.1.2')).statusCode).toBe(200);
  });

  it('is on by default outside tests, and in tests only when a limit is asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).auth).toMatchObject({
      rateLimitEnabled: true,
      rateLimitPerMinute: 10,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).auth.rateLimitEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', AUTH_RATE_LIMIT_PER_MINUTE: '5' }).auth).toMatchObject({
      rateLimitEnabled: true,
      rateLimitPerMinute: 5,
    });
  });
});

describe('failed attempts per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an account after 10 failed sign-ins in 15 minutes, even with the right password', async () => {
    await t.signUp({ email: 'target@example.com', password: PASSWORD });
    for (let i = 0; i < 10; i += 1) {
      // From many addresses and in any letter case: the count follows the account.
      const email = i % 2 ? 'TARGET@example.com' : 'Target@Example.com';
      expect((await signIn(t, email, `guess ${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await signIn(t, 'target@example.com', PASSWORD, '10.1.1.1');
    const retryAfter = expectTooMany(refused);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().title).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
    );
  });

  it('leaves other accounts alone', async () => {
    await t.signUp({ email: 'bystander@example.com', password: PASSWORD });
    expect((await signIn(t, 'bystander@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures once the right password signs in', async () => {
    await t.signUp({ email: 'forgetful@example.com', password: PASSWORD });
    for (let i = 0; i < 9; i += 1) await signIn(t, 'forgetful@example.com', 'wrong password');
    expect((await signIn(t, 'forgetful@example.com', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      expect((await signIn(t, 'forgetful@example.com', 'wrong password')).statusCode).toBe(401);
    }
  });

  it('refuses repeated failed sign-ups for one e-mail address', async () => {
    await t.signUp({ email: 'taken@example.com' });
    for (let i = 0; i < 10; i += 1) expect((await signUp(t, 'taken@example.com')).statusCode).toBe(422);
    const refused = await signUp(t, 'taken@example.com');
    expectTooMany(refused);
    expect(refused.json().title).toMatch(/Too many failed sign-up attempts for this account/);
  });
});

describe('AccountThrottle', () => {
  const MINUTE = 60_000;

  it('lets an account try again once its oldest counted failure leaves the window', () => {
    const throttle = new AccountThrottle(3, 15 * MINUTE);
    throttle.recordFailure('a', 0);
    throttle.recordFailure('a', 5 * MINUTE);
    throttle.recordFailure('a', 6 * MINUTE);
    expect(throttle.retryAfterSeconds('a', 6 * MINUTE)).toBe(9 * 60);
    expect(throttle.retryAfterSeconds('b', 6 * MINUTE)).toBe(0);
    expect(throttle.retryAfterSeconds('a', 15 * MINUTE)).toBe(0);
    throttle.recordFailure('a', 15 * MINUTE);
    expect(throttle.retryAfterSeconds('a', 15 * MINUTE)).toBe(5 * 60);
  });

  it('keeps a bounded number of accounts, forgetting the least recently failed', () => {
    const throttle = new AccountThrottle(1, 15 * MINUTE, 2);
    throttle.recordFailure('first', 0);
    throttle.recordFailure('second', 1);
    throttle.recordFailure('third', 2);
    expect(throttle.retryAfterSeconds('first', 3)).toBe(0);
    expect(throttle.retryAfterSeconds('third', 3)).toBeGreaterThan(0);
  });
});
