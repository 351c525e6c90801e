import { BookOpenText, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SettingsSection } from '@/components/ui/settings-section';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Apps checked against Precis' Readwise-compatible API, and the address each one asks for. */
const APPS: { name: string; where: string }[] = [
  { name: 'Moon+ Reader', where: 'Readwise sync with a custom address: enter the highlights URL.' },
  { name: 'Readest', where: 'Readwise sync with a custom server: enter the base URL.' },
  {
    name: 'Export tools, command-line tools and MCP servers',
    where: 'Any tool with a Readwise base-URL setting: enter the base URL.',
  },
];

function CopyableAddress({ label, value }: { label: string; value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(`${label} copied.`);
    } catch {
      notifyError('Could not copy to the clipboard. Select the address and copy it by hand.');
    }
  };
  return (
    <div>
      <p className="text-sm font-medium">{label}</p>
      <div className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-md bg-muted px-3 py-2 text-sm" title={value}>
          {value}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={copy}
          aria-label={`Copy the ${label.toLowerCase()}`}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}

/** How to point a reading app that syncs to Readwise at this Precis, with a personal API token. */
export function ReadwiseAppsSection({ origin = window.location.origin }: { origin?: string }) {
  return (
    <SettingsSection
      title="Use Precis with apps that sync to Readwise"
      description="Reading apps and tools that send highlights to Readwise can send them to Precis instead."
      icon={BookOpenText}
    >
      <div className="space-y-4">
        <CopyableAddress label="Base URL" value={`${origin}/api/v2`} />
        <CopyableAddress label="Highlights URL" value={`${origin}/api/v2/highlights/`} />
        <p className="text-sm text-muted-foreground">
          Where the app asks for a Readwise access token, paste a personal API token of yours (create one in
          API tokens). Highlights synced this way do not count against your daily limit.
        </p>
        <div>
          <p className="text-sm font-medium">Apps known to work</p>
          <ul className="mt-1 space-y-1 text-sm">
            {APPS.map((app) => (
              <li key={app.name}>
                <span className="font-medium">{app.name}</span>
                <span className="text-muted-foreground">: {app.where}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SettingsSection>
  );
}
