import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type Site = Pick<Config, 'publicUrl' | 'publicUrlSet'>;

/**
 * The origin a request was sent to, as the browser saw it: scheme and host of the request (Fastify reads
 * X-Forwarded-Proto/Host only when TRUST_PROXY says the proxy may be believed).
 */
export function ownOrigin(request: FastifyRequest, fallback: string): string {
  const host = request.host;
  if (!host) return new URL(fallback).origin;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return new URL(fallback).origin;
  }
}

/** The origins a browser request may come from: the address it was sent to, and PUBLIC_URL when it is set. */
export function trustedOrigins(request: FastifyRequest, site: Site): string[] {
  const own = ownOrigin(request, site.publicUrl);
  return site.publicUrlSet ? [own, new URL(site.publicUrl).origin] : [own];
}

/**
 * The origin a browser declared for the request: its Origin header, else the origin of its Referer; undefined
 * when it declared neither (curl, Python, Node's fetch, any script). "null" (a sandboxed or opaque page)
 * is kept as such: it is never trusted.
 */
export function declaredOrigin(request: FastifyRequest): string | undefined {
  const declared = request.headers.origin || request.headers.referer;
  if (!declared) return undefined;
  try {
    // Through URL, so `http://host:80` and `http://host` are one origin.
    return new URL(declared).origin;
  } catch {
    return 'null';
  }
}

/** The declared origin when it is foreign (neither the request's own address nor PUBLIC_URL), else undefined. */
export function foreignOrigin(request: FastifyRequest, site: Site): string | undefined {
  const declared = declaredOrigin(request);
  if (declared === undefined) return undefined;
  return trustedOrigins(request, site).includes(declared) ? undefined : declared;
}

export function foreignOriginMessage(origin: string, own: string): string {
  return `Requests from the page at ${origin} are refused here. Open Precis at ${own}, or set PUBLIC_URL to the address people use.`;
}
