import { CalendarRange } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { formatCardDate, formatDateRange } from '@/lib/dates';
import { type CustomRange, FILTER_MODES, type FilterMode, isCompleteRange, nextRange } from '../filter-range';

interface SummaryFiltersProps {
  mode: FilterMode;
  custom: CustomRange;
  onModeChange(mode: FilterMode): void;
  onCustomChange(range: CustomRange): void;
}

const modeClass = (active: boolean) =>
  buttonVariants({ variant: active ? 'default' : 'outline', size: 'sm' });

/**
 * The four filter buttons. Custom Range opens a one-month range calendar; picking a complete range closes
 * it and switches to Custom Range (the page resets the range when another mode is chosen).
 */
export function SummaryFilters({ mode, custom, onModeChange, onCustomChange }: SummaryFiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Date filter</legend>
        {FILTER_MODES.filter((item) => item.mode !== 'custom').map((item) => (
          <Button
            key={item.mode}
            size="sm"
            variant={mode === item.mode ? 'default' : 'outline'}
            aria-pressed={mode === item.mode}
            onClick={() => onModeChange(item.mode)}
          >
            {item.label}
          </Button>
        ))}
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger aria-pressed={mode === 'custom'} className={modeClass(mode === 'custom')}>
            <CalendarRange aria-hidden="true" />
            Custom Range
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={6}
              aria-label="Pick a date range"
              className="z-50 rounded-xl border border-border bg-card shadow-lg"
            >
              <Calendar
                mode="range"
                autoFocus
                numberOfMonths={1}
                selected={custom.from ? { from: custom.from, to: custom.to } : undefined}
                defaultMonth={custom.from ?? new Date()}
                // No summary covers a day that has not come yet.
                endMonth={new Date()}
                disabled={{ after: new Date() }}
                onSelect={(_range, day) => {
                  const range = nextRange(custom, day);
                  onCustomChange(range);
                  if (isCompleteRange(range)) {
                    onModeChange('custom');
                    setOpen(false);
                  }
                }}
              />
              <p className="px-4 pb-3 text-xs text-muted-foreground">
                {custom.from && !custom.to ? 'Now pick the last day.' : 'Pick the first day, then the last.'}
              </p>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </fieldset>
      {mode === 'custom' && custom.from && (
        <p className="text-sm text-muted-foreground">
          {custom.to
            ? `Showing ${formatDateRange(custom.from, custom.to)}`
            : `Showing from ${formatCardDate(custom.from)}`}
        </p>
      )}
    </div>
  );
}
