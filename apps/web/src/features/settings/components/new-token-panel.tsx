import type { CreatedApiToken } from '@precis/shared';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyError } from '@/lib/notify';

/** The new token's secret, shown once: copy it now, it cannot be shown again. */
export function NewTokenPanel({ token, onDone }: { token: CreatedApiToken; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
    } catch {
      notifyError('The token could not be copied: select it and copy it by hand.');
    }
  };
  return (
    <div role="status" className="space-y-3 rounded-lg border border-primary/40 bg-accent p-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Copy your new token “{token.name}” now. You will not be able to see it again.
      </p>
      <label htmlFor={inputId} className="sr-only">
        New API token
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          readOnly
          value={token.token}
          className="font-mono"
          data-testid="new-api-token"
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-muted-foreground">
        Send it as <code>Authorization: Bearer &lt;token&gt;</code> (or <code>Token &lt;token&gt;</code>).
        Anyone with it can {token.scope === 'read' ? 'read' : 'read and change'} your highlights: keep it
        secret.
      </p>
      <Button size="sm" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
