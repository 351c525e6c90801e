import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { ReviewNavBadge } from '@/features/review/nav-badge';
import { cn } from '@/lib/utils';
import { MAIN_NAV, type NavItem, SETTINGS_NAV } from './nav-items';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
          isActive ? 'bg-accent text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )
      }
    >
      <item.icon className="size-4" aria-hidden="true" />
      {item.label}
      {item.badge === 'review' && (
        <Suspense fallback={null}>
          <ReviewNavBadge />
        </Suspense>
      )}
    </NavLink>
  );
}

/** Home, Highlights and Summaries at the top; Settings pinned at the bottom. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex h-full flex-col justify-between gap-4 p-3">
      <div className="space-y-1">
        {MAIN_NAV.map((item) => (
          <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </div>
      <NavEntry item={SETTINGS_NAV} onNavigate={onNavigate} />
    </nav>
  );
}
