import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '@/lib/use-online-status';

export const OFFLINE_MESSAGE =
  'You are offline. Precis cannot load or save highlights until the connection is back.';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {OFFLINE_MESSAGE}
    </div>
  );
}
