import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * Lets same-origin relative links inside rendered Markdown (summaries link to `/highlights/<id>`) navigate
 * within the app instead of reloading the page. Modified clicks (new tab, etc.) keep the browser's default.
 */
export function InAppLinks({ children, className }: { children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor === null || (anchor.target && anchor.target !== '_self')) return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only intercepts clicks of the links inside, which stay keyboard-operable
    // biome-ignore lint/a11y/useKeyWithClickEvents: pressing Enter on a link fires the click this handles
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
}
