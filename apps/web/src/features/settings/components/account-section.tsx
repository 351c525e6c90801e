import { LogOut, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SettingsSection } from '@/components/ui/settings-section';
import { type SessionUser, useSignOut } from '@/features/auth';

/** The full name, or the e-mail's local part when no name was given (the "username"). */
export function displayName(user: Pick<SessionUser, 'name' | 'email'>): string {
  return user.name.trim() || user.email.split('@')[0] || user.email;
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

export function AccountSection({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const name = displayName(user);
  return (
    <SettingsSection
      title="Account & Profile"
      description="The account you are signed in with."
      icon={UserRound}
    >
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
        >
          {initials(name)}
        </span>
        <dl className="min-w-[12rem] flex-1 text-sm">
          <dt className="sr-only">Name</dt>
          <dd className="truncate text-base font-medium" data-testid="account-name">
            {name}
          </dd>
          <dt className="sr-only">Primary e-mail</dt>
          <dd className="truncate text-muted-foreground" data-testid="account-email">
            {user.email}
          </dd>
        </dl>
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </div>
    </SettingsSection>
  );
}
