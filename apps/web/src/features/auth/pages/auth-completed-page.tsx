import { AUTH_COMPLETED_MESSAGE_TYPE, type AuthCompletedMessage } from '@precis/shared';
import { CircleCheck, LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '../api/session';

export const AUTH_COMPLETED_MESSAGE_DELAY_MS = 500;
const TEXT = 'You are signed in to Precis. You can close this window.';

/**
 * Tells the browser extension, through a window message, that sign-in has completed. A visitor who is not
 * signed in (an old bookmark, a session that ended) is told so and offered the sign-in form instead; no
 * message is sent then, since the extension would take it for a successful sign-in.
 */
export function AuthCompletedPage() {
  const session = useSession();
  if (session.isPending) return <Spinner label="Checking your sign-in" className="py-20" />;
  if (!session.data) return <NotSignedIn />;
  return <SignedIn />;
}

function SignedIn() {
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

function NotSignedIn() {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col items-center justify-center gap-3 px-4 text-center">
      <LogIn className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">You are not signed in</h1>
      <p className="text-muted-foreground">Sign in to Precis to finish connecting, then come back here.</p>
      <Button asChild>
        <Link to={`/sign-in?redirect=${encodeURIComponent('/auth-completed')}`}>Sign In</Link>
      </Button>
    </div>
  );
}
