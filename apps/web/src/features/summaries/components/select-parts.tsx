import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The styled pieces of a radix Select shared by the request form's two selects. */
export function SelectTrigger(props: ComponentProps<typeof Select.Trigger>) {
  return (
    <Select.Trigger
      className={cn(buttonVariants({ variant: 'outline' }), 'w-full justify-between font-normal')}
      {...props}
    >
      <Select.Value />
      <Select.Icon>
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
      </Select.Icon>
    </Select.Trigger>
  );
}

export function SelectContent({ children }: { children: ReactNode }) {
  return (
    <Select.Portal>
      <Select.Content
        position="popper"
        sideOffset={4}
        className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-card shadow-md"
      >
        <Select.Viewport className="p-1">{children}</Select.Viewport>
      </Select.Content>
    </Select.Portal>
  );
}

export function SelectItem({ children, value }: { children: ReactNode; value: string }) {
  return (
    <Select.Item
      value={value}
      className="relative flex cursor-pointer items-center rounded px-2 py-1.5 pl-7 text-sm outline-none select-none data-[highlighted]:bg-muted data-[state=checked]:font-medium"
    >
      <Select.ItemIndicator className="absolute left-2 inline-flex">
        <Check className="size-4" aria-hidden="true" />
      </Select.ItemIndicator>
      <Select.ItemText>{children}</Select.ItemText>
    </Select.Item>
  );
}
