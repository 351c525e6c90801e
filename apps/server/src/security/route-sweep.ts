import zlib from 'node:zlib';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../lib/route-list';

/**
 * Routes deliberately reachable without signing in. Everything else under /api must be inside /api/v1,
 * behind sign-in; a new public route has to be added here on purpose, and a reviewer sees it.
 */
export const PUBLIC_API_ROUTES: readonly RegExp[] = [
  /^\/api\/health$/,
  /^\/api\/auth-config$/,
  /^\/api\/auth\/\*$/,
  /^\/api\/notifications\/unsubscribe$/,
  /^\/api\/notifications\/confirm-address$/,
  /^\/api\/review\/rate$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs(\/.*)?$/,
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'QUERY']);

/** The signed-in API: /api/v1, and /api/v2 (the Readwise-compatible API, behind tokens too). */
export const isApiV1 = (route: RegisteredRoute) => /^\/api\/v[12](\/|$)/.test(route.url);

/** Unique method + URL pairs, in registration order. */
export function uniqueRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const route of routes) seen.set(`${route.method} ${route.url}`, route);
  return [...seen.values()];
}

/** Outside /api/v1 and not on the public list: the web app's files (GET/HEAD outside /api) are fine. */
export function unlistedPublicRoutes(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return uniqueRoutes(routes).filter((route) => {
    if (isApiV1(route)) return false;
    if (!route.url.startsWith('/api')) return route.method !== 'GET' && route.method !== 'HEAD';
    return !PUBLIC_API_ROUTES.some((pattern) => pattern.test(route.url));
  });
}

/**
 * A concrete path for a route pattern: each `:param` and the `*` wildcard become the given values, as given
 * (encoded by the caller, or broken on purpose by the fuzzer).
 */
export function concretePath(url: string, param: string, wildcard = 'anything'): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return param;
      if (segment === '*') return wildcard;
      return segment;
    })
    .join('/');
}

export const hasParams = (route: RegisteredRoute) => route.url.split('/').some((s) => s.startsWith(':'));

/** The route called the way a client would: a JSON body for the methods that carry one. */
export function callRoute(
  app: FastifyInstance,
  route: RegisteredRoute,
  path: string,
  extra: Pick<InjectOptions, 'headers'> = {},
): Promise<LightMyRequestResponse> {
  const withBody = BODY_METHODS.has(route.method);
  return app.inject({
    method: route.method,
    url: path,
    headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...extra.headers },
    ...(withBody ? { payload: '{}' } : {}),
  });
}

/** Every /api/v1 route called without credentials; returns one line per route that did not answer 401. */
export async function anonymousAccessViolations(
  app: FastifyInstance,
  routes: readonly RegisteredRoute[],
): Promise<string[]> {
  const violations: string[] = [];
  for (const route of uniqueRoutes(routes).filter(isApiV1)) {
    const response = await callRoute(app, route, concretePath(route.url, 'placeholder-id'));
    const problem = route.method === 'HEAD' ? undefined : errorShapeProblem(response, 401);
    if (response.statusCode !== 401 || problem) {
      violations.push(`${route.method} ${route.url} answered ${response.statusCode} ${problem ?? ''}`.trim());
    }
  }
  return violations;
}

/** Why an answer is not the error shape (docs/product-rules.md, Errors) with the given status; undefined when it is. */
export function errorShapeProblem(response: LightMyRequestResponse, status: number): string | undefined {
  if (!String(response.headers['content-type']).includes('application/json')) {
    return `content-type ${response.headers['content-type']}`;
  }
  const text = decodedBody(response);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 80)}`;
  }
  if (!body || typeof body !== 'object' || !('title' in body) || !('status' in body)) {
    return `body lacks title/status: ${text.slice(0, 120)}`;
  }
  if (typeof body.title !== 'string' || body.title === '') return 'title is not a non-empty string';
  if (body.status !== status) return `body status ${String(body.status)} differs from ${status}`;
  return undefined;
}

/** The body as text, decompressed when the answer was compressed for the caller's Accept-Encoding. */
export function decodedBody(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(raw).toString('utf8');
  return response.body;
}
