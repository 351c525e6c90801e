import { TIME_ZONE_HEADER } from '@precis/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { timeZoneFromHeader } from '../../lib/time-zone';
import { rememberTimeZone } from './preferences.repository';

declare module 'fastify' {
  interface FastifyRequest {
    timeZone: string;
  }
}

/**
 * Reads the browser's zone from X-Timezone on each signed-in call, and remembers it per user for background
 * work (docs/product-rules.md, Highlights). The write happens only when the zone changes, so the hot path stays read-only.
 */
export function resolveTimeZone(app: FastifyInstance, { db }: AppContext): void {
  const lastSeen = new Map<string, string>();
  app.decorateRequest('timeZone', 'UTC');
  app.addHook('preValidation', async (request) => {
    request.timeZone = timeZoneFromHeader(request.headers[TIME_ZONE_HEADER]);
    const hasHeader = request.headers[TIME_ZONE_HEADER] !== undefined;
    if (hasHeader && lastSeen.get(request.user.id) !== request.timeZone) {
      lastSeen.set(request.user.id, request.timeZone);
      await rememberTimeZone(db.kysely, request.user.id, request.timeZone);
    }
  });
}
