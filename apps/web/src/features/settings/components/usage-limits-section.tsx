import { Gauge } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/spinner';
import { useErrorToast } from '@/lib/use-error-toast';
import { cn } from '@/lib/utils';
import { useDailyUsageLimits } from '../api/get-usage-limits';

/** Used/max for today, with a bar of count divided by max. */
export function UsageMeter({ label, count, max }: { label: string; count: number; max: number }) {
  const labelId = useId();
  const ratio = max > 0 ? Math.min(1, count / max) : 1;
  const full = count >= max;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className={cn('tabular-nums', full ? 'text-destructive' : 'text-muted-foreground')}>
          {count} / {max}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(count, max)}
        aria-valuetext={`${count} of ${max} used today`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', full ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </div>
    </div>
  );
}

export function UsageLimitsSection() {
  const usage = useDailyUsageLimits();
  useErrorToast(usage.error, 'Failed to load usage limits. Please try again.');
  return (
    <SettingsSection
      title="Usage Limits"
      description="What you have used today; the counts reset at midnight."
      icon={Gauge}
    >
      {usage.data ? (
        <div className="space-y-4">
          <UsageMeter label="Highlights" count={usage.data.highlightsCount} max={usage.data.highlightsMax} />
          <UsageMeter label="Summaries" count={usage.data.summariesCount} max={usage.data.summariesMax} />
        </div>
      ) : usage.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          <p>Your usage could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void usage.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      )}
    </SettingsSection>
  );
}
