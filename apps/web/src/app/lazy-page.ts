import type { ComponentType } from 'react';

const RELOAD_FLAG = 'precis-chunk-reload';

/**
 * Loads a route's code. If the chunk cannot be fetched (usually a new deployment replaced it), the page is
 * reloaded once, as the spec asks; a second failure in a row is left to the route's error boundary.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOAD_FLAG);
      return { Component: module[name] as ComponentType };
    } catch (error) {
      if (!sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        window.location.reload();
        return new Promise(() => {});
      }
      throw error;
    }
  };
}
