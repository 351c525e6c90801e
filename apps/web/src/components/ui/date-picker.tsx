import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import type { Matcher } from 'react-day-picker';
import { formatPickerDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';
import { Calendar } from './calendar';

interface DatePickerProps {
  value: Date;
  onChange(date: Date): void;
  /** Names the button for screen readers, before the date: "Day: November 2, 2026". */
  label?: string;
  /** The last day that can be picked (e.g. today: no future days); later months are not offered. */
  maxDate?: Date;
  /** Other days that cannot be picked. */
  disabled?: Matcher | Matcher[];
  formatValue?(date: Date): string;
  className?: string;
}

const toList = (matchers: Matcher | Matcher[] | undefined): Matcher[] =>
  matchers === undefined ? [] : Array.isArray(matchers) ? matchers : [matchers];

/** A button showing the chosen day ('MMMM d, yyyy') that opens a one-month calendar in a popover. */
export function DatePicker({
  value,
  onChange,
  label = 'Date',
  maxDate,
  disabled,
  formatValue = formatPickerDate,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={`${label}: ${formatValue(value)}`}
        className={cn(buttonVariants({ variant: 'outline' }), 'justify-start font-normal', className)}
      >
        <CalendarDays aria-hidden="true" />
        {formatValue(value)}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label={`Choose the ${label.toLowerCase()}`}
          className="z-50 rounded-xl border border-border bg-card shadow-lg"
        >
          <Calendar
            mode="single"
            required
            autoFocus
            selected={value}
            defaultMonth={value}
            endMonth={maxDate}
            disabled={[...(maxDate ? [{ after: maxDate }] : []), ...toList(disabled)]}
            onSelect={(date) => {
              onChange(date);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
