import { Outlet } from 'react-router';
import { RouteFocus } from '../route-focus';
import { Header } from './header';
import { SkipLink } from './skip-link';

/** Pages outside the signed-in wrapper: sign-in, sign-up, auth-completed and the legal pages. */
export function PublicLayout() {
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
