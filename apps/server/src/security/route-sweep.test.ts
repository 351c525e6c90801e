import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { collectRoutes } from '../lib/route-list';
import { postHighlight } from '../modules/highlights/highlights-test-helpers';
import { interval, requestSummary, saveHighlight } from '../modules/summaries/summaries-test-helpers';
import { testDialects } from '../test/databases';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import {
  anonymousAccessViolations,
  callRoute,
  concretePath,
  errorShapeProblem,
  hasParams,
  isApiV1,
  uniqueRoutes,
  unlistedPublicRoutes,
} from './route-sweep';

describe.each(testDialects)('access sweep over every registered route on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { API_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('collects every /api/v1 route the OpenAPI document lists, so the sweep cannot miss a module', async () => {
    const collected = new Set(uniqueRoutes(t.routes).map((route) => `${route.method} ${route.url}`));
    const documented = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documentedV1 = Object.entries(documented.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    expect(documentedV1.length).toBeGreaterThanOrEqual(15);
    for (const operation of documentedV1) expect(collected, operation).toContain(operation);
  });

  it('answers 401 in the error shape to every /api/v1 route called without credentials', async () => {
    const swept = uniqueRoutes(t.routes).filter(isApiV1);
    console.info(`[security] anonymous sweep on ${dialect}: ${swept.length} method+route pairs`);
    expect(swept.length).toBeGreaterThanOrEqual(30);
    expect(await anonymousAccessViolations(t.app, t.routes)).toEqual([]);
  });

  it('answers 401 to a forged bearer token and a forged session cookie on every /api/v1 route', async () => {
    for (const headers of [
      { authorization: 'Bearer forged-token' },
      { cookie: 'better-auth.session_token=forged.value' },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ]) {
      for (const route of uniqueRoutes(t.routes).filter(isApiV1)) {
        const response = await callRoute(t.app, route, concretePath(route.url, 'x'), { headers });
        expect(response.statusCode, `${route.method} ${route.url} with ${Object.keys(headers)}`).toBe(401);
      }
    }
  });

  it('has no route outside /api/v1 that is not on the public allow-list', () => {
    expect(unlistedPublicRoutes(t.routes)).toEqual([]);
  });

  describe("another user's ids", () => {
    let owner: TestUser;
    let intruder: TestUser;
    let ownerIds: string[];
    let before: string[];
    const snapshot = () =>
      Promise.all(
        [
          '/api/v1/highlights?searchTerm=owned',
          ...ownerIds.flatMap((id) => [`/api/v1/highlights/${id}`, `/api/v1/summaries/${id}`]),
          '/api/v1/summaries?fromDate=2000-01-01',
          '/api/v1/sources',
          ...ownerIds.map((id) => `/api/v1/sources/${id}/highlights`),
        ].map(async (url) => {
          const response = await owner.request({ method: 'GET', url });
          return `${url} ${response.statusCode} ${response.body}`;
        }),
      );

    beforeAll(async () => {
      owner = await t.signUp();
      intruder = await t.signUp();
      const now = Date.now();
      const highlightIds = [
        await saveHighlight(t, owner, 'An owned highlight about planning the week.'),
        await saveHighlight(t, owner, 'Another owned highlight about focus and habits.'),
      ];
      const range = interval(now - 60_000, now + 60_000);
      const pending = await requestSummary(owner, { dateInterval: range });
      const failed = await requestSummary(owner, { dateInterval: range });
      // A FAILED summary is what retry acts on: the intruder's retry would change it if access leaked.
      await t.context.db.kysely
        .updateTable('summaries')
        .set({ status: 'FAILED', error: 'The AI service did not answer.' })
        .where('id', '=', failed.id)
        .execute();
      const sourced = await postHighlight(owner, {
        content: 'An owned highlight from a book.',
        source: 'Owned',
      });
      ownerIds = [...highlightIds, pending.id, failed.id, sourced.sourceId ?? ''];
      before = await snapshot();
    });

    it('answers 404, exactly as for a missing id, to every id route, and changes nothing', async () => {
      const idRoutes = uniqueRoutes(t.routes).filter((route) => isApiV1(route) && hasParams(route));
      expect(idRoutes.length).toBeGreaterThanOrEqual(6);
      let calls = 0;
      for (const route of idRoutes) {
        const missing = await callRoute(t.app, route, concretePath(route.url, newId()), {
          headers: { authorization: `Bearer ${intruder.token}` },
        });
        for (const id of ownerIds) {
          const response = await callRoute(t.app, route, concretePath(route.url, id), {
            headers: { authorization: `Bearer ${intruder.token}` },
          });
          calls += 1;
          const label = `${route.method} ${route.url} with the owner's ${id}`;
          expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
          if (route.method !== 'HEAD') {
            expect(errorShapeProblem(response, 404), label).toBeUndefined();
            expect(response.body, label).toBe(missing.body);
          }
        }
      }
      console.info(`[security] cross-user sweep on ${dialect}: ${idRoutes.length} id routes, ${calls} calls`);
      expect(await snapshot()).toEqual(before);
    });
  });
});

describe('the sweep itself', () => {
  it('flags an /api/v1 route that answers without sign-in, and a public route off the allow-list', async () => {
    const app = Fastify();
    const routes = collectRoutes(app);
    await app.register(
      async (api) => {
        api.get(
          '/guarded/:id',
          { onRequest: async (_request, reply) => reply.status(401).send({ title: 'Sign in', status: 401 }) },
          async () => 'never',
        );
        api.get('/forgotten', async () => ({ secret: true }));
      },
      { prefix: '/api/v1' },
    );
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.post('/api/admin/reset', async () => ({ done: true }));
    await app.ready();
    const violations = await anonymousAccessViolations(app, routes);
    expect(violations).toEqual([
      expect.stringMatching(/^GET \/api\/v1\/forgotten answered 200/),
      expect.stringMatching(/^HEAD \/api\/v1\/forgotten answered 200/),
    ]);
    expect(unlistedPublicRoutes(routes)).toEqual([{ method: 'POST', url: '/api/admin/reset' }]);
    await app.close();
  });
});
