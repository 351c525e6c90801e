import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { Button, buttonVariants } from './button';

/**
 * Where focus goes back to when a dialog opened from a menu item closes: the item is gone by then, so its
 * menu's trigger (Radix labels a menu by its trigger), else the element itself.
 */
function openerOf(element: Element | null): HTMLElement | null {
  const menu = element?.closest('[role="menu"]');
  const triggerId = menu?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  if (trigger) return trigger;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
}

/**
 * A destructive confirmation: focus is trapped, Escape cancels, a click outside does not dismiss it. Closed,
 * focus returns to what opened it (a menu's trigger) after a cancel, and to the page's heading after a
 * confirm (the item is usually gone, or the page changes).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const confirmed = useRef(false);
  const wasOpen = useRef(false);
  // Read while rendering the opening: once committed, the menu item that had focus is already gone.
  if (open !== wasOpen.current) {
    wasOpen.current = open;
    if (open) {
      opener.current = openerOf(document.activeElement);
      confirmed.current = false;
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!confirmed.current && opener.current?.isConnected) opener.current.focus();
            else focusPageHeading();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-lg"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: 'destructive' })}
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                confirmed.current = true;
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
