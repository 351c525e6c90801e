import type { SessionInfo } from '@precis/shared';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/spinner';
import { useErrorToast } from '@/lib/use-error-toast';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession, useSignOutOtherSessions } from '../api/revoke-sessions';
import { describeDevice, formatDateTime } from '../lib/access-dates';

function SessionRow({ session, onSignOut }: { session: SessionInfo; onSignOut(): void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium" title={session.userAgent ?? undefined}>
          {describeDevice(session.userAgent)}
          {session.current && (
            <span className="ml-2 rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">
              This device
            </span>
          )}
        </p>
        <p className="text-muted-foreground">
          Last active {formatDateTime(session.lastActiveAt)}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''}
        </p>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" onClick={onSignOut}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The devices signed in to this account, and "Sign out everywhere else". */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirmOthers, setConfirmOthers] = useState(false);
  useErrorToast(sessions.error, 'Failed to load your sessions. Please try again.');
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsSection
      title="Sessions"
      description="The devices signed in to your account, with their last activity."
      icon={MonitorSmartphone}
    >
      {sessions.data ? (
        <div className="space-y-4">
          <ul className="divide-y divide-border" aria-label="Signed-in devices">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} onSignOut={() => revoke.mutate(session.id)} />
            ))}
          </ul>
          <Button variant="outline" disabled={others === 0} onClick={() => setConfirmOthers(true)}>
            Sign out everywhere else
          </Button>
        </div>
      ) : sessions.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          <p>Your sessions could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Skeleton className="h-12" />
      )}
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sign out everywhere else?"
        description="Every other device signed in to your account must sign in again. This device stays signed in."
        confirmLabel="Sign out everywhere else"
        busy={signOutOthers.isPending}
        onConfirm={() => signOutOthers.mutate(undefined, { onSettled: () => setConfirmOthers(false) })}
      />
    </SettingsSection>
  );
}
