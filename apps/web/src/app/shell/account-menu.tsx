import { LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/features/auth/api/auth-actions';
import type { SessionUser } from '@/features/auth/api/session';
import { avatarClass, initials } from './avatar';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/**
 * The account menu itself (radix DropdownMenu): name, e-mail, Manage account and Sign out. Loaded on
 * demand by UserMenu, and mounted open when it replaces the light trigger after the first click.
 */
export function AccountMenu({ user, defaultOpen }: { user: SessionUser; defaultOpen: boolean }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger aria-label={`${initials(user)}, Account`} className={avatarClass}>
        {initials(user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-md border border-border bg-card p-1 shadow-md"
        >
          <div className="px-2 py-2">
            <p className="truncate text-sm font-medium">{user.name || user.email}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/settings')}>
            <Settings className="size-4" aria-hidden="true" /> Manage account
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={signOut.isPending}
            onSelect={() => signOut.mutate()}
          >
            <LogOut className="size-4" aria-hidden="true" /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
