import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Ref } from 'react';
import { Button } from './button';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

/** The "More options" menu of cards and details pages: Edit (when the page offers it) and Delete. */
export function ItemMenu({
  onDelete,
  onEdit,
  ref,
}: {
  onDelete(): void;
  onEdit?(): void;
  /** The menu's button, for a page that gives it the focus back. */
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its controls stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          ref={ref}
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
          {onEdit && (
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={onEdit}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={`${ITEM_CLASS} text-destructive`} onSelect={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
