import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
}

/**
 * Records every route as it is registered. Added before any plugin, the onRoute hook is inherited by every
 * encapsulated context, so the access sweep covers a new route without anyone listing it.
 */
export function collectRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  return routes;
}
