import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading, pageHeading, titleFrom, whenPageHeading } from './page-heading';

/**
 * On every new page: the document is titled after the page's heading, and, after an in-app navigation (not
 * on the first load), focus moves to that heading, as a screen reader user expects of a page change.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again on each new page (pathname)
  useEffect(() => {
    const moveFocus = !firstLoad.current;
    firstLoad.current = false;
    document.title = titleFrom(null);
    const stop = whenPageHeading((heading) => {
      document.title = titleFrom(heading);
      if (moveFocus && !document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) {
        focusPageHeading();
      }
    });
    // A heading whose text arrives with the data (a summary's title) renames the page when it changes.
    const retitle = new MutationObserver(() => {
      const title = titleFrom(pageHeading());
      if (document.title !== title) document.title = title;
    });
    retitle.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      stop();
      retitle.disconnect();
    };
  }, [pathname]);

  return null;
}
