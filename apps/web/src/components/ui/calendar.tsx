import { format } from 'date-fns';
import type { ComponentProps, CSSProperties } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '@/lib/utils';

// Inline, because react-day-picker's stylesheet sets these on .rdp-root outside any cascade layer, where
// Tailwind's layered utilities cannot win.
const themeVariables = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--accent)',
  '--rdp-today-color': 'var(--primary)',
  '--rdp-day-height': '36px',
  '--rdp-day-width': '36px',
  '--rdp-day_button-height': '34px',
  '--rdp-day_button-width': '34px',
  '--rdp-nav-height': '2.25rem',
  '--rdp-months-gap': '1.5rem',
  '--rdp-range_start-color': 'var(--primary-foreground)',
  '--rdp-range_end-color': 'var(--primary-foreground)',
} as CSSProperties;

/** A day's name starts with the number shown on it ("1 November 2026, Sunday"), as speech input expects. */
function dayButtonLabel(date: Date, modifiers: Modifiers): string {
  const notes = [modifiers.today && 'today', modifiers.selected && 'selected'].filter(Boolean);
  return [format(date, 'd MMMM yyyy, EEEE'), ...notes].join(', ');
}

/**
 * react-day-picker with the app's colours (light and dark) and compact day cells. Any mode works: the
 * day picker uses "single", the summaries filters can use "range" with one or two months.
 */
export function Calendar({ className, style, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays
      className={cn('p-3 text-sm', className)}
      style={{ ...themeVariables, ...style }}
      labels={{ labelDayButton: dayButtonLabel }}
      {...props}
    />
  );
}
