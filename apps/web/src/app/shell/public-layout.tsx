import { Outlet } from 'react-router';
import { Header } from './header';

/** Pages outside the signed-in wrapper: sign-in, sign-up, auth-completed and the legal pages. */
export function PublicLayout() {
  return (
    <div className="min-h-screen">
      <Header withMenu={false} />
      <main className="mx-auto max-w-[1440px]">
        <Outlet />
      </main>
    </div>
  );
}
