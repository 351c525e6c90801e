type Sonner = typeof import('sonner');

let sonner: Sonner | undefined;
let pending: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/**
 * sonner (toasts) is not needed to paint a page, so it stays out of the first load: the Toaster fetches it
 * once the browser is idle, and the first toast fetches it if that has not happened yet. A toast raised
 * before the Toaster mounts is still shown: sonner replays active toasts to a new Toaster.
 */
export function loadSonner(): Promise<Sonner> {
  pending ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export const loadedSonner = (): Sonner | undefined => sonner;

export function subscribeToSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
