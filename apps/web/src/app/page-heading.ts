const APP_NAME = 'Precis';
const WAIT_MS = 5000;

/** The page's main heading: the first h1 in the main landmark. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** Moves focus to the page's heading (focusable from script only), so a screen reader starts reading there. */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/** "Highlights · Precis": each page is titled by its heading. */
export function titleFrom(heading: HTMLElement | null): string {
  const text = heading?.textContent?.trim();
  return text ? `${text} · ${APP_NAME}` : APP_NAME;
}

/**
 * Calls `found` with the page's heading as soon as it is in the document (pages load their code and data
 * first); gives up after a few seconds. Returns the function that stops waiting.
 */
export function whenPageHeading(found: (heading: HTMLElement) => void): () => void {
  const existing = pageHeading();
  if (existing) {
    found(existing);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
