import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { useSession } from '@/features/auth/api/session';
import { MobileDrawer } from './mobile-drawer';
import { OfflineBanner } from './offline-banner';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/** `reserveMenu`: the session is still loading; the menu button's and avatar's places are kept empty. */
export function Header({ withMenu, reserveMenu = false }: { withMenu: boolean; reserveMenu?: boolean }) {
  const session = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-2 px-4">
        {withMenu ? (
          <MobileDrawer />
        ) : (
          reserveMenu && <span className="size-10 shrink-0 md:hidden" aria-hidden="true" />
        )}
        <Link to="/" className="flex items-center gap-2 text-lg font-semibold">
          <Logo /> Precis
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {session.data ? (
            <UserMenu user={session.data} />
          ) : (
            reserveMenu && <span className="size-9 shrink-0" aria-hidden="true" />
          )}
        </div>
      </div>
      <OfflineBanner />
    </header>
  );
}
