import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

const OPERATOR = 'operator@example.com';

describe.each(testDialects)('support messages on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  let operator: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAILS: 'someone@example.com, Operator@Example.com' });
    user = await t.signUp({ name: 'Ada Lovelace' });
    operator = await t.signUp({ email: OPERATOR, name: 'The Operator' });
    await t.markEmailVerified(OPERATOR);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (by: TestUser, path: string, payload: unknown) =>
    by.request({ method: 'POST', url: `/api/v1/support/${path}`, payload: payload as object });
  const get = (by: TestUser, url: string) => by.request({ method: 'GET', url: `/api/v1/support/${url}` });

  describe('bug reports', () => {
    it('stores a full bug report and answers 201 with its id and creation date', async () => {
      const before = Date.now();
      const response = await post(user, 'bug-report', {
        title: '  Export button does nothing  ',
        description: 'Clicking Export has no effect.',
        stepsToReproduce: '1. Open a summary\n2. Click Export',
        expectedBehaviour: null,
        actualBehaviour: null,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.id).toEqual(expect.any(String));
      expect(Date.parse(body.createdDate)).toBeGreaterThanOrEqual(before - 1000);

      const list = (await get(operator, 'bug-reports')).json();
      expect(list.items[0]).toEqual({
        id: body.id,
        createdDate: body.createdDate,
        user: { id: user.id, email: user.email, name: 'Ada Lovelace' },
        title: 'Export button does nothing',
        description: 'Clicking Export has no effect.',
        stepsToReproduce: '1. Open a summary\n2. Click Export',
        expectedBehaviour: null,
        actualBehaviour: null,
      });
    });

    it('accepts a report without the optional fields and stores them as null', async () => {
      const response = await post(user, 'bug-report', {
        title: 'Minimal',
        description: 'Only the required two.',
      });
      expect(response.statusCode).toBe(201);
      const [latest] = (await get(operator, 'bug-reports')).json().items;
      expect(latest).toMatchObject({ title: 'Minimal', stepsToReproduce: null, actualBehaviour: null });
    });

    it.each([
      ['title', { description: 'd' }, 'Title is required.'],
      ['title', { title: '   ', description: 'd' }, 'Title is required.'],
      ['title', { title: 42, description: 'd' }, 'Title is required.'],
      ['description', { title: 't' }, 'Description is required.'],
      ['description', { title: 't', description: '' }, 'Description is required.'],
      ['title', { title: 'x'.repeat(201), description: 'd' }, 'Title must be at most 200 characters.'],
      [
        'description',
        { title: 't', description: 'x'.repeat(10_001) },
        'Description must be at most 10,000 characters.',
      ],
      [
        'stepsToReproduce',
        { title: 't', description: 'd', stepsToReproduce: 'x'.repeat(10_001) },
        'Steps to reproduce must be at most 10,000 characters.',
      ],
      [
        'expectedBehaviour',
        { title: 't', description: 'd', expectedBehaviour: 'x'.repeat(10_001) },
        'Expected behaviour must be at most 10,000 characters.',
      ],
      [
        'actualBehaviour',
        { title: 't', description: 'd', actualBehaviour: 'x'.repeat(10_001) },
        'Actual behaviour must be at most 10,000 characters.',
      ],
    ])('answers 400 naming %s for %j', async (field, payload, message) => {
      const response = await post(user, 'bug-report', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        title: `Invalid ${field}: ${message}`,
        errors: [{ field, message }],
      });
    });

    it('accepts fields exactly at their limits', async () => {
      const response = await post(user, 'bug-report', {
        title: 'x'.repeat(200),
        description: 'y'.repeat(10_000),
        stepsToReproduce: 'z'.repeat(10_000),
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('feedback', () => {
    it('stores feedback with the user and answers 201', async () => {
      const response = await post(user, 'user-feedback', {
        title: 'Compliment: Lovely app',
        description: 'The digests are great.\n\nContact email: ada@example.com',
      });
      expect(response.statusCode).toBe(201);
      const [latest] = (await get(operator, 'user-feedback')).json().items;
      expect(latest).toMatchObject({
        id: response.json().id,
        user: { id: user.id, email: user.email },
        title: 'Compliment: Lovely app',
        description: 'The digests are great.\n\nContact email: ada@example.com',
      });
    });

    it.each([
      ['title', { description: 'd' }, 'Title is required.'],
      ['description', { title: 't', description: ' \n ' }, 'Description is required.'],
      ['title', { title: 'x'.repeat(201), description: 'd' }, 'Title must be at most 200 characters.'],
      [
        'description',
        { title: 't', description: 'x'.repeat(10_001) },
        'Description must be at most 10,000 characters.',
      ],
    ])('answers 400 naming %s for %j', async (field, payload, message) => {
      const response = await post(user, 'user-feedback', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });
  });

  describe('feature requests', () => {
    it('stores a request with details, and one without details as null', async () => {
      const withDetails = await post(user, 'feature-request', {
        feature: 'Feature Request: Other',
        details: 'Detailed description: Kindle import',
      });
      const withoutDetails = await post(user, 'feature-request', {
        feature: 'Feature Request: Enhanced User Interface',
        details: null,
      });
      expect(withDetails.statusCode).toBe(201);
      expect(withoutDetails.statusCode).toBe(201);
      const { items } = (await get(operator, 'feature-requests')).json();
      expect(items.slice(0, 2)).toMatchObject([
        { feature: 'Feature Request: Enhanced User Interface', details: null },
        { feature: 'Feature Request: Other', details: 'Detailed description: Kindle import' },
      ]);
    });

    it.each([
      ['feature', { details: 'd' }, 'Feature is required.'],
      ['feature', { feature: '' }, 'Feature is required.'],
      ['feature', { feature: 'x'.repeat(201) }, 'Feature must be at most 200 characters.'],
      [
        'details',
        { feature: 'f', details: 'x'.repeat(10_001) },
        'Details must be at most 10,000 characters.',
      ],
    ])('answers 400 naming %s for %j', async (field, payload, message) => {
      const response = await post(user, 'feature-request', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });
  });

  it('answers 401 to an anonymous sender', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/bug-report',
      payload: { title: 't', description: 'd' },
    });
    expect(response.statusCode).toBe(401);
  });

  describe('operator lists', () => {
    it.each(['bug-reports', 'user-feedback', 'feature-requests'])(
      'answers 403 to a user who is not in ADMIN_EMAILS on %s',
      async (path) => {
        const response = await get(user, path);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, title: expect.stringMatching(/operator/) });
      },
    );

    it('lists newest first with the total, and pages through', async () => {
      const other = await t.signUp({ name: 'Grace Hopper' });
      for (const title of ['first', 'second', 'third']) {
        await post(other, 'user-feedback', { title: `Paging ${title}`, description: 'd' });
      }
      const all = (await get(operator, 'user-feedback?pageSize=100')).json();
      expect(all.page).toBe(1);
      expect(all.pageSize).toBe(100);
      expect(all.total).toBe(all.items.length);
      const titles = all.items.map((item: { title: string }) => item.title);
      expect(titles.slice(0, 3)).toEqual(['Paging third', 'Paging second', 'Paging first']);

      const second = (await get(operator, 'user-feedback?page=2&pageSize=1')).json();
      expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
      expect(second.items.map((item: { title: string }) => item.title)).toEqual(['Paging second']);
      expect(second.items[0].user).toEqual({ id: other.id, email: other.email, name: 'Grace Hopper' });
    });

    it.each([
      ['page', 'page=0', 'Page must be 1 or more.'],
      ['pageSize', 'pageSize=101', 'Page size must be at most 100.'],
    ])('answers 400 naming %s for %s', async (field, query, message) => {
      const response = await get(operator, `bug-reports?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });
  });
});
