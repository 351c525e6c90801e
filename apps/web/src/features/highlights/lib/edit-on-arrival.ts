/** Navigation state that opens a highlight's page with its edit form: "Edit" in a card's menu. */
export const EDIT_ON_ARRIVAL = { edit: true } as const;

export function asksToEdit(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'edit' in state && state.edit === true;
}
