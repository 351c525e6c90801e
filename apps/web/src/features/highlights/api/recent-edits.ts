/** When this tab last saved an edit of each highlight: its new categories may still be on their way. */
const editedAt = new Map<string, number>();

/** How long after an edit its details wait for a model provider's categories. */
const CATEGORIES_WAIT_MS = 10 * 60_000;

export function markEdited(id: string, now = Date.now()): void {
  editedAt.set(id, now);
}

export function editedRecently(id: string, now = Date.now()): boolean {
  const at = editedAt.get(id);
  return at !== undefined && now - at < CATEGORIES_WAIT_MS;
}
