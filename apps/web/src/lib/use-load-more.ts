import { useEffect, useRef } from 'react';

/**
 * A sentinel element to put after a list: when it scrolls into view (with a margin), the next page loads.
 * Returns the ref to attach.
 */
export function useLoadMore(hasMore: boolean, loading: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  return sentinel;
}
