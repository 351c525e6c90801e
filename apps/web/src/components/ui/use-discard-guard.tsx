import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export const DISCARD_TITLE = 'Discard your changes?';
export const DISCARD_TEXT = 'What you typed has not been saved. If you leave now, it is lost.';

/**
 * Asks before unsaved input is thrown away: leaving the page in the app (Cancel, Back, a link, the browser's
 * back button) opens a confirmation, and closing or reloading the tab brings up the browser's own warning.
 * `release()` lets the next navigation through without asking, for the one after a successful save.
 */
export function useDiscardGuard(dirty: boolean): { dialog: ReactNode; release(): void } {
  const released = useRef(false);
  const guarding = dirty && !released.current;
  const guardingRef = useRef(guarding);
  guardingRef.current = guarding;

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        guardingRef.current &&
        !released.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    if (!guarding) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={DISCARD_TITLE}
      description={DISCARD_TEXT}
      confirmLabel="Discard"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
  return { dialog, release };
}
