import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NavList } from './nav-list';

/**
 * The drawer itself (radix Dialog), opening from the left: 240 px, 280 px from the small breakpoint.
 * Loaded on demand by MobileDrawer, and mounted open when it replaces the light trigger after the first tap.
 */
export function MobileDrawerPanel({ defaultOpen }: { defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[240px] flex-col border-r border-border bg-card shadow-xl sm:w-[280px] md:hidden">
          <div className="flex h-16 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="font-semibold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Navigate between the sections of Precis.
          </Dialog.Description>
          <NavList onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
