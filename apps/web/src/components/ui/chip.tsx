import type { ComponentProps } from 'react';
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

/** The first `max` labels as chips, then one "+N" chip for the rest. */
export function ChipList({
  labels,
  max,
  format = (label) => label,
}: {
  labels: string[];
  max: number;
  format?: (label: string) => string;
}) {
  const shown = labels.slice(0, max);
  const extra = labels.length - shown.length;
  return (
    <div className="flex flex-wrap gap-1.5">
      {shown.map((label) => (
        <Chip key={label} title={format(label)}>
          {format(label)}
        </Chip>
      ))}
      {extra > 0 && (
        <Chip
          className="bg-muted text-muted-foreground"
          title={labels.slice(max).map(format).join(', ')}
        >{`+${extra}`}</Chip>
      )}
    </div>
  );
}
