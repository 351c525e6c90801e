import type { NotificationFrequency } from '@precis/shared';
import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const LABELS: Record<NotificationFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};

function isFrequency(value: string): value is NotificationFrequency {
  return value in LABELS;
}

export function FrequencySelect({
  id,
  value,
  options,
  onChange,
}: {
  id: string;
  value: NotificationFrequency;
  options: readonly NotificationFrequency[];
  onChange(value: NotificationFrequency): void;
}) {
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => {
        if (isFrequency(next) && next !== value) onChange(next);
      }}
    >
      <Select.Trigger
        id={id}
        className={cn(buttonVariants({ variant: 'outline' }), 'w-full justify-between font-normal')}
      >
        <Select.Value />
        <Select.Icon>
          <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-card shadow-md"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option}
                value={option}
                className="relative flex cursor-pointer items-center rounded px-2 py-1.5 pl-7 text-sm outline-none select-none data-[highlighted]:bg-muted data-[state=checked]:font-medium"
              >
                <Select.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="size-4" aria-hidden="true" />
                </Select.ItemIndicator>
                <Select.ItemText>{LABELS[option]}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
