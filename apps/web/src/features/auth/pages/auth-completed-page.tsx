import { AUTH_COMPLETED_MESSAGE_TYPE, type AuthCompletedMessage } from '@precis/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';

export const AUTH_COMPLETED_MESSAGE_DELAY_MS = 500;
const TEXT = 'You are signed in to Precis. You can close this window.';

/** Tells the browser extension, through a window message, that sign-in has completed. */
export function AuthCompletedPage() {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const message: AuthCompletedMessage = {
        type: AUTH_COMPLETED_MESSAGE_TYPE,
        text: TEXT,
        title: document.title,
        url: window.location.href,
      };
      window.postMessage(message, window.location.origin);
    }, AUTH_COMPLETED_MESSAGE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col items-center justify-center gap-3 px-4 text-center">
      <CircleCheck className="size-12 text-primary" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Sign In Successful!</h1>
      <p className="text-muted-foreground">{TEXT}</p>
    </div>
  );
}
