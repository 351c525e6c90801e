import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers, worked out once at start-up and set on every response. @fastify/helmet rebuilds helmet
 * from its options on every request, which cost more than a typical API call's database work; our policy is
 * the same for every response, so there is nothing to recompute.
 */
/** Powerful browser features the app never uses, off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

export function securityHeaders(options: { https: boolean }): Record<string, string> {
  // helmet writes onto a response object; an unsent one collects the headers it sets.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // No remote images: one in a highlight or summary would report its reader to another site.
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Browsers ignore HSTS over plain http; sending it there only misleads whoever reads the headers.
    strictTransportSecurity: options.https,
  })(request, response, () => {});
  return {
    ...Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    ),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/**
 * Headers a browser honours only on a trustworthy origin (https, or localhost) and otherwise ignores with an error
 * in the console of every page: a home server opened as http://192.168.1.20:3000 showed red on each page.
 */
const SECURE_CONTEXT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster'];

const LOOPBACK_HOST_RE = /^(?:localhost|[^.]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** Whether a browser treats the origin the request was sent to as potentially trustworthy. */
function isTrustworthyOrigin(protocol: string, hostname: string): boolean {
  return protocol === 'https' || LOOPBACK_HOST_RE.test(hostname);
}

export function addSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = securityHeaders(options);
  const overPlainHttp = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !SECURE_CONTEXT_ONLY.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const trustworthy = options.https || isTrustworthyOrigin(request.protocol, request.hostname);
    reply.headers(trustworthy ? headers : overPlainHttp);
    done();
  });
}
