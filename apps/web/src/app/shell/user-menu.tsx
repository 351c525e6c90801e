import { type KeyboardEvent, useState } from 'react';
import type { SessionUser } from '@/features/auth/api/session';
import { onDemand } from '../lazy-page';
import { avatarClass, initials } from './avatar';

// The menu (radix DropdownMenu, floating-ui, sign-out) is not needed to paint the page: it loads on intent.
const accountMenu = onDemand(() => import('./account-menu'));

/**
 * The account control ("user button"). Until its menu code is loaded it is a plain button with the same
 * name and look; hovering or focusing it starts the download, and activating it (click, Enter, Space or
 * ArrowDown, as with the menu's own trigger) swaps in the real menu, opened.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [menu, setMenu] = useState(() => {
    const module = accountMenu.loaded();
    return module ? { AccountMenu: module.AccountMenu, open: false } : undefined;
  });

  if (menu) return <menu.AccountMenu user={user} defaultOpen={menu.open} />;

  const open = () => {
    void accountMenu.load().then((module) => setMenu({ AccountMenu: module.AccountMenu, open: true }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open();
    }
  };
  return (
    <button
      type="button"
      aria-label={`${initials(user)}, Account`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={avatarClass}
      onPointerEnter={accountMenu.preload}
      onFocus={accountMenu.preload}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {initials(user)}
    </button>
  );
}
