import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/session';
import { RouteFocus } from '../route-focus';
import { Header } from './header';
import { NavList } from './nav-list';
import { SignedOutPrompt } from './signed-out-prompt';
import { SkipLink } from './skip-link';

/**
 * The signed-in shell. Signed out, the home page shows its sign-in prompt and every other
 * protected route sends the person to /sign-in, remembering where they were going.
 */
export function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const signedIn = Boolean(session.data);
  // While the session loads, the shell keeps the signed-in layout's places (sidebar, menu button), so the page
  // does not jump sideways when it arrives; most visits are signed in.
  const shellShown = signedIn || session.isPending;

  if (session.isSuccess && !signedIn && location.pathname !== '/') {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?redirect=${encodeURIComponent(redirect)}`} replace />;
  }

  return (
    <div className="min-h-screen">
      <SkipLink />
      <RouteFocus />
      <Header withMenu={signedIn} reserveMenu={session.isPending} />
      <div className="mx-auto flex max-w-[1440px]">
        {shellShown && (
          <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-[220px] shrink-0 border-r border-border md:block lg:w-[240px]">
            {signedIn && <NavList />}
          </aside>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          {session.isPending ? <Spinner /> : signedIn ? <Outlet /> : <SignedOutPrompt />}
        </main>
      </div>
    </div>
  );
}
