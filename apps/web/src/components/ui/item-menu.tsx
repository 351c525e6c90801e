import { MoreVertical, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from './button';

/** The "More options" menu of cards and details pages; today it offers Delete. */
export function ItemMenu({ onDelete }: { onDelete(): void }) {
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its controls stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="More options"
          onClick={(event) => event.stopPropagation()}
        >
          <MoreVertical />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          className="z-50 min-w-36 rounded-md border border-border bg-card p-1 shadow-md"
          onClick={(event) => event.stopPropagation()}
        >
          <DropdownMenu.Item
            className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-destructive outline-none data-[highlighted]:bg-muted"
            onSelect={onDelete}
          >
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
