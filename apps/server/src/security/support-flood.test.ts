import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('display names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUp = (name: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name, email, password: 'violet tractor umbrella' },
    });

  it.each([
    ['900 KB', 'x'.repeat(900_000), /at most 100 characters/],
    ['101 characters', 'y'.repeat(101), /at most 100 characters/],
    ['a line break', 'Ada\nSent: forged line', /line breaks/],
    ['a bidi override', 'Ada \u202Egnp.exe', /text-direction/],
    ['an isolate', 'Ada \u2066x\u2069', /text-direction/],
    ['only spaces', '   ', /Enter your name/],
  ])('refuses a name with %s at sign-up', async (_label, name, reason) => {
    const response = await signUp(name, `name${name.length}@example.com`);
    expect([400, 413]).toContain(response.statusCode);
    if (response.statusCode === 400) {
      expect(response.json().title).toMatch(reason);
      expect(response.json().errors).toEqual([{ field: 'name', message: response.json().title }]);
    }
  });

  it('refuses the same names when the profile is updated, and takes a fine one', async () => {
    const user = await t.signUp();
    const forged = await user.request({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { name: 'Ada\r\nReply-To: evil@example.com' },
    });
    expect(forged.statusCode).toBe(400);
    const fine = await user.request({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { name: 'Ada Lovelace (Countess)' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('accepts names in any script, up to 100 characters', async () => {
    expect((await signUp('Zoë Ἀριστοτέλης 王小明', 'script@example.com')).statusCode).toBe(200);
    expect((await signUp('n'.repeat(100), 'hundred@example.com')).statusCode).toBe(200);
  });
});

describe('support messages per user per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes 10 a day across the three forms, then answers 429 with Retry-After, sparing others', async () => {
    const flooder = await t.signUp();
    const forms = [
      { url: '/api/v1/support/user-feedback', payload: { title: 'Hi', description: 'Feedback.' } },
      { url: '/api/v1/support/feature-request', payload: { feature: 'More', details: 'Please.' } },
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const form = forms[i % forms.length] ?? forms[0];
      statuses.push((await flooder.request({ method: 'POST', ...form })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    const refused = await flooder.request({ method: 'POST', ...forms[0] });
    expect(refused.json().title).toBe('You can send at most 10 messages a day. Try again in 24 hours.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const other = await t.signUp();
    expect((await other.request({ method: 'POST', ...forms[0] })).statusCode).toBe(201);
  });
});
