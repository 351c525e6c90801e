import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import type { RegisteredRoute } from '../lib/route-list';
import { SYNC_BODY_LIMIT_BYTES } from '../modules/readwise/readwise.routes';
import { interval, requestSummary, saveHighlight } from '../modules/summaries/summaries-test-helpers';
import { createTestApp } from '../test/test-app';
import { body, brokenCredential, type FuzzBody, headers, pathParam, queryString } from './fuzz-arbitraries';
import { concretePath, errorShapeProblem, isApiV1, uniqueRoutes } from './route-sweep';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 50);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const AUTH_ENDPOINTS = [
  'sign-in/email',
  'sign-up/email',
  'get-session',
  'sign-out',
  'list-sessions',
  'update-user',
  'change-password',
  'delete-user',
  'request-password-reset',
  'reset-password',
  'ok',
  'error',
];

// Built at load time so that each route gets its own test below.
const t = await createTestApp('sqlite', {
  API_RATE_LIMIT_PER_MINUTE: '10000000',
  ADMIN_EMAILS: 'fuzz-operator@example.com',
});
const user = await t.signUp({ email: 'fuzz-operator@example.com' });
await t.markEmailVerified('fuzz-operator@example.com');
const now = Date.now();
const highlightId = await saveHighlight(t, user, 'A highlight the fuzzer may find, read or delete.');
const summary = await requestSummary(user, { dateInterval: interval(now - 60_000, now + 60_000) });
const knownIds = [highlightId, summary.id, user.id];
const routes = uniqueRoutes(t.routes);
let casesRun = 0;
const statusCounts = new Map<number, number>();

afterAll(async () => {
  const statuses = [...statusCounts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}x${n}`);
  console.info(`[security] fuzz: ${casesRun} cases over ${routes.length} method+route pairs`);
  console.info(`[security] fuzz answers by status: ${statuses.join(' ')}`);
  await t.close();
});

const LINK_PAGE_ROUTES = new Set([
  '/api/notifications/unsubscribe',
  '/api/notifications/confirm-address',
  '/api/review/rate',
]);

/** The rule every answer keeps, whatever was sent: no 5xx, and every error in the shape of docs/product-rules.md, Errors. */
function checkAnswer(route: RegisteredRoute, response: LightMyRequestResponse, sent: string) {
  const status = response.statusCode;
  if (status >= 500) throw new Error(`${status} for ${sent}: ${response.body.slice(0, 300)}`);
  if (status < 400 || route.method === 'HEAD') return;
  // The mails' links (unsubscribe, address confirmation, review ratings) open in a browser: their answers are pages, by design.
  const isPage =
    LINK_PAGE_ROUTES.has(route.url) && /text\/html/.test(String(response.headers['content-type']));
  const problem = isPage ? undefined : errorShapeProblem(response, status);
  if (problem) throw new Error(`${status} not in the error shape (${problem}) for ${sent}`);
}

function pathArbitrary(route: RegisteredRoute): fc.Arbitrary<string> {
  const anyRest = fc.string({ maxLength: 30 }).map(encodeURIComponent);
  const wildcard =
    route.url === '/api/auth/*' ? fc.oneof(fc.constantFrom(...AUTH_ENDPOINTS), anyRest) : anyRest;
  return fc.tuple(pathParam(knownIds), wildcard).map(([param, rest]) => concretePath(route.url, param, rest));
}

function injection(
  route: RegisteredRoute,
  request: {
    path: string;
    query: string;
    sent: FuzzBody;
    extra: Record<string, string>;
    credential?: string;
  },
): InjectOptions {
  const { path, query, sent, extra, credential } = request;
  // The caller's own token on /api/v1, so validation and services are reached; never on /api/auth/*,
  // where a fuzzed sign-out would end the session the other cases use.
  const authorization = credential ?? (isApiV1(route) ? `Bearer ${user.token}` : undefined);
  return {
    method: route.method,
    url: `${path}${query}`,
    headers: {
      ...extra,
      ...(authorization === undefined ? {} : { authorization }),
      ...(sent?.contentType === undefined ? {} : { 'content-type': sent.contentType }),
    },
    ...(sent ? { payload: sent.payload } : {}),
  };
}

function describeRequest(options: InjectOptions): string {
  const payload = options.payload;
  const size = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.length : 0;
  const preview =
    typeof payload === 'string'
      ? payload.slice(0, 120)
      : Buffer.isBuffer(payload)
        ? payload.subarray(0, 60).toString('hex')
        : '';
  const sentHeaders = JSON.stringify(options.headers).slice(0, 300);
  return `${options.method} ${String(options.url).slice(0, 200)} headers=${sentHeaders} body(${size})=${preview}`;
}

describe('arbitrary requests to every registered route', () => {
  it('covers the whole API, public routes included', () => {
    expect(routes.filter(isApiV1).length).toBeGreaterThanOrEqual(30);
    expect(routes.some((route) => route.url === '/api/auth/*')).toBe(true);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    'never answers %s with a 5xx, and always in the error shape',
    async (_label, route) => {
      const withBody = BODY_METHODS.has(route.method)
        ? body
        : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: body });
      const details = await fc.check(
        fc.asyncProperty(
          fc.record({
            path: pathArbitrary(route),
            query: queryString,
            sent: withBody,
            extra: headers,
            credential: brokenCredential,
          }),
          async (request) => {
            const options = injection(route, request);
            casesRun += 1;
            const response = await t.app.inject(options);
            statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
            checkAnswer(route, response, describeRequest(options));
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      // fast-check would print the whole (possibly megabyte) counterexample; the message already names it.
      if (details.failed) {
        const reason = details.errorInstance instanceof Error ? details.errorInstance.message : 'failed';
        throw new Error(`seed ${details.seed}, path ${details.counterexamplePath}: ${reason}`);
      }
    },
    60_000,
  );
});

describe('bodies over 1 MB', () => {
  // A Readwise-compatible sync sends a whole library in one request: that route has a larger limit of its own.
  const ownLimit = new Set(['/api/v2/highlights']);
  const bodyRoutes = routes
    .filter((route) => BODY_METHODS.has(route.method) && !ownLimit.has(route.url))
    .flatMap((route) =>
      route.url === '/api/auth/*'
        ? ['sign-in/email', 'sign-up/email'].map((endpoint) => ({ ...route, url: `/api/auth/${endpoint}` }))
        : [route],
    );

  it.each(bodyRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    'answers %s with 413 in the error shape',
    async (_label, route) => {
      const payload = JSON.stringify({ content: 'x'.repeat(BODY_LIMIT_BYTES) });
      const response = await t.app.inject({
        method: route.method,
        url: concretePath(route.url, encodeURIComponent(highlightId)),
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(413);
      expect(errorShapeProblem(response, 413)).toBeUndefined();
      const limit = route.url.startsWith('/api/auth/') ? '16 KB' : '1 MB';
      expect(response.json().title).toBe(`The request body is too large (at most ${limit}).`);
    },
  );

  it('answers the Readwise-compatible sync with 413 past its own limit', async () => {
    const payload = JSON.stringify({ highlights: [{ text: 'x'.repeat(SYNC_BODY_LIMIT_BYTES) }] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/highlights/',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(413);
    expect(errorShapeProblem(response, 413)).toBeUndefined();
  });

  it('accepts a body of exactly 1 MB (and judges its content instead)', async () => {
    const padding = BODY_LIMIT_BYTES - JSON.stringify({ content: '' }).length;
    const payload = JSON.stringify({ content: 'x'.repeat(padding) });
    expect(Buffer.byteLength(payload)).toBe(BODY_LIMIT_BYTES);
    const response = await user.request({
      method: 'POST',
      url: '/api/v1/highlights',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'content' })]);
  });
});
