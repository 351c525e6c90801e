import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountThrottle } from '../auth/account-throttle';
import { MemoryWindowCounter } from '../auth/window-counter';
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

  it('refuses an (account, address) after 10 failed sign-ins in 15 minutes, even with the right password', async () => {
    await t.signUp({ email: 'target@example.com', password: PASSWORD });
    for (let i = 0; i < 10; i += 1) {
      // In any letter case: the count follows the account.
      const email = i % 2 ? 'TARGET@example.com' : 'Target@Example.com';
      expect((await signIn(t, email, `guess ${i}`, '10.1.0.1')).statusCode).toBe(401);
    }
    const refused = await signIn(t, 'target@example.com', PASSWORD, '10.1.0.1');
    const retryAfter = expectTooMany(refused);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().title).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
    );
  });

  it('never locks the owner out from elsewhere: ten wrong passwords from one address leave others free', async () => {
    await t.signUp({ email: 'victim@example.com', password: PASSWORD });
    for (let i = 0; i < 12; i += 1) await signIn(t, 'victim@example.com', `guess ${i}`, '198.51.100.66');
    expect((await signIn(t, 'victim@example.com', PASSWORD, '198.51.100.66')).statusCode).toBe(429);
    expect((await signIn(t, 'victim@example.com', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
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
});

describe('AccountThrottle', () => {
  const MINUTE = 60_000;

  it('lets a key try again once the window of its first counted failure ends', async () => {
    const throttle = new AccountThrottle(new MemoryWindowCounter(), 3, 15 * MINUTE);
    await throttle.recordFailure('a', 0);
    await throttle.recordFailure('a', 5 * MINUTE);
    await throttle.recordFailure('a', 6 * MINUTE);
    expect(await throttle.retryAfterSeconds('a', 6 * MINUTE)).toBe(9 * 60);
    expect(await throttle.retryAfterSeconds('b', 6 * MINUTE)).toBe(0);
    expect(await throttle.retryAfterSeconds('a', 15 * MINUTE)).toBe(0);
    await throttle.recordFailure('a', 15 * MINUTE);
    expect(await throttle.retryAfterSeconds('a', 15 * MINUTE)).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const throttle = new AccountThrottle(new MemoryWindowCounter(), 1, 15 * MINUTE);
    await throttle.recordFailure('a', 0);
    expect(await throttle.retryAfterSeconds('a', 1)).toBeGreaterThan(0);
    await throttle.reset('a');
    expect(await throttle.retryAfterSeconds('a', 1)).toBe(0);
  });
});

describe('MemoryWindowCounter', () => {
  it('keeps a bounded number of keys, forgetting the least recently hit', async () => {
    const counter = new MemoryWindowCounter(2);
    await counter.hit('first', 1000, 0);
    await counter.hit('second', 1000, 1);
    await counter.hit('third', 1000, 2);
    expect((await counter.peek('first', 3)).hits).toBe(0);
    expect((await counter.peek('third', 3)).hits).toBe(1);
  });
});
