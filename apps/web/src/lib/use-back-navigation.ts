import { useNavigate } from 'react-router';

/** react-router keeps its history index in history.state.idx: above 0 means an in-app page came before. */
export function hasInAppPrevious(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

/** Back to the previous in-app page, or to `fallback` when the visit started here (external or no referrer). */
export function useBackNavigation(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (hasInAppPrevious()) void navigate(-1);
    else void navigate(fallback);
  };
}
