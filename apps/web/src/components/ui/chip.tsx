import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/utils';

export function Chip({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-primary',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The first `max` labels as chips, then one "+N" chip for the rest. "+N" is a button: a tap, a click or the
 * keyboard shows the others in place (a tooltip alone reaches neither touch nor keyboard users).
 */
export function ChipList({
  labels,
  max,
  format = (label) => label,
}: {
  labels: string[];
  max: number;
  format?: (label: string) => string;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? labels : labels.slice(0, max);
  const extra = labels.length - Math.min(labels.length, max);
  return (
    <div className="flex flex-wrap gap-1.5">
      {shown.map((label) => (
        <Chip key={label} title={format(label)}>
          {format(label)}
        </Chip>
      ))}
      {extra > 0 && !expanded && (
        <button
          type="button"
          className="relative z-10 inline-flex items-center rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground hover:bg-accent hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          title={labels.slice(max).map(format).join(', ')}
          aria-label={`Show ${extra} more: ${labels.slice(max).map(format).join(', ')}`}
          onClick={() => setExpanded(true)}
        >{`+${extra}`}</button>
      )}
    </div>
  );
}
