import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/api/session';
import { safeRedirectTarget } from '@/features/auth/redirect-target';
import { RouteFocus } from '../route-focus';
import { Header } from './header';
import { SkipLink } from './skip-link';

/** Pages outside the signed-in wrapper: sign-in, sign-up, auth-completed and the legal pages. */
export function PublicLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Someone already signed in has nothing to do on the sign-in or sign-up form: on to where they were going.
  if (session.data && /^\/sign-(in|up)(\/|$)/.test(pathname)) {
    return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;
  }
  return (
    <div className="min-h-screen">
      <SkipLink />
      <RouteFocus />
      <Header withMenu={false} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-[1440px] outline-none">
        <Outlet />
      </main>
    </div>
  );
}
