import type { ComponentType } from 'react';

const RELOAD_FLAG = 'precis-chunk-reload';

/** Where the router is going while a page's code loads (set by the router): the page to reload onto. */
let navigationTarget: () => string | undefined = () => undefined;

export function setNavigationTarget(target: () => string | undefined): void {
  navigationTarget = target;
}

/**
 * Fetches a lazily loaded chunk. If it cannot be fetched (usually a new deployment replaced it), the page is
 * reloaded once (a stale tab then gets the new build); a second failure in a row is left to the caller (a route's error boundary).
 */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    if (!sessionStorage.getItem(RELOAD_FLAG)) {
      sessionStorage.setItem(RELOAD_FLAG, '1');
      // During an in-app navigation the address bar still shows the previous page: load the one asked for.
      const target = navigationTarget();
      if (target) location.assign(target);
      else location.reload();
      return new Promise(() => {});
    }
    throw error;
  }
}

/** A route's `lazy`: loads the page's chunk (reloading once if it is gone) and picks its component. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async (): Promise<{ Component: ComponentType }> => ({
    Component: (await loadChunk(load))[name] as ComponentType,
  });
}

/**
 * Code that is not needed for the first paint (a menu's content, a drawer): fetched when the person shows
 * intent (hover, focus) or acts, once for every caller. A failed preload stays silent and is retried, with
 * the reload-once rule, when the code is actually needed.
 */
export function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const fetchOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    preload: () => void fetchOnce().catch(() => {}),
    load: () => loadChunk(fetchOnce),
    loaded: () => loaded,
  };
}
