import { type ApiToken, type CreatedApiToken, createApiTokenSchema } from '@precis/shared';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/input';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorToast } from '@/lib/use-error-toast';
import { useCreateApiToken } from '../api/create-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { formatDate, formatDateTime } from '../lib/access-dates';
import { NewTokenPanel } from './new-token-panel';

const EXPIRY_OPTIONS = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'Never', days: undefined },
] as const;

const selectClass =
  'h-10 w-full rounded-md border border-border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function CreateTokenForm({ onCreated }: { onCreated(token: CreatedApiToken): void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('write');
  const [expiry, setExpiry] = useState('90 days');
  const [error, setError] = useState<string>();
  const scopeId = useId();
  const expiryId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = EXPIRY_OPTIONS.find((option) => option.label === expiry)?.days;
    const parsed = createApiTokenSchema.safeParse({ name, scope, expiresInDays: days });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the name.');
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (token) => {
        setName('');
        onCreated(token);
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" noValidate>
      <TextField
        label="Token name"
        placeholder="e.g. Reading script"
        value={name}
        maxLength={100}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="space-y-1.5">
        <Label htmlFor={scopeId}>Access</Label>
        <select
          id={scopeId}
          className={selectClass}
          value={scope}
          onChange={(event) => setScope(event.target.value === 'read' ? 'read' : 'write')}
        >
          <option value="write">Read and write</option>
          <option value="read">Read only</option>
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={expiryId}>Expires after</Label>
        <select
          id={expiryId}
          className={selectClass}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
        >
          {EXPIRY_OPTIONS.map((option) => (
            <option key={option.label} value={option.label}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create token'}
      </Button>
    </form>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke(): void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="api-token-row">
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">
          {token.name}{' '}
          <span className="ml-1 rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
            {token.scope === 'read' ? 'Read only' : 'Read and write'}
          </span>
        </p>
        <p className="text-muted-foreground">
          Created {formatDate(token.createdAt)} ·{' '}
          {token.lastUsedAt ? `Last used ${formatDateTime(token.lastUsedAt)}` : 'Never used'} ·{' '}
          {token.expiresAt ? `Expires ${formatDate(token.expiresAt)}` : 'Never expires'}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onRevoke}>
        Revoke
      </Button>
    </li>
  );
}

/** Personal API tokens: for scripts and apps that call the Precis API. */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken>();
  const [toRevoke, setToRevoke] = useState<ApiToken>();
  useErrorToast(tokens.error, 'Failed to load your API tokens. Please try again.');

  return (
    <SettingsSection
      title="API tokens"
      description="Let scripts and other apps use your Precis account through the API."
      icon={KeyRound}
    >
      <div className="space-y-5">
        <CreateTokenForm onCreated={setCreated} />
        {created && <NewTokenPanel token={created} onDone={() => setCreated(undefined)} />}
        {tokens.data ? (
          tokens.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No API tokens yet.</p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Your API tokens">
              {tokens.data.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={() => setToRevoke(token)} />
              ))}
            </ul>
          )
        ) : tokens.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
            <p>Your API tokens could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void tokens.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Skeleton className="h-12" />
        )}
      </div>
      <ConfirmDialog
        open={toRevoke !== undefined}
        onOpenChange={(open) => {
          if (!open) setToRevoke(undefined);
        }}
        title={`Revoke “${toRevoke?.name ?? ''}”?`}
        description="Scripts and apps using this token are refused from their next request. This cannot be undone."
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={() => {
          if (toRevoke) revoke.mutate(toRevoke.id, { onSettled: () => setToRevoke(undefined) });
        }}
      />
    </SettingsSection>
  );
}
