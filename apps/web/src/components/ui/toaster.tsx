import { useEffect, useSyncExternalStore } from 'react';
import { loadedSonner, loadSonner, subscribeToSonner } from '@/lib/toasts';
import { useResolvedTheme } from '@/lib/use-theme';

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1);

/**
 * At most 5 visible, 5000 ms by default; destructive toasts set their own 3000 ms.
 * sonner arrives after the first paint (lib/toasts.ts); until then there is nothing to show.
 */
export function Toaster() {
  const theme = useResolvedTheme();
  const sonner = useSyncExternalStore(subscribeToSonner, loadedSonner, () => undefined);
  useEffect(() => {
    whenIdle(() => void loadSonner().catch(() => {}));
  }, []);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      theme={theme}
      visibleToasts={5}
      duration={5000}
      closeButton
      richColors
      position="bottom-right"
      // Above the floating add button (bottom right), which toasts would otherwise hide.
      offset={{ bottom: '6rem', right: '1.5rem' }}
      mobileOffset={{ bottom: '6rem' }}
    />
  );
}
