import type { FormEvent, KeyboardEvent } from 'react';

/** A form's submit handlers: its Save button, and Ctrl+Enter (⌘+Enter) from any of its fields. */
export function submitHandlers(save: () => void) {
  return {
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      save();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        save();
      }
    },
  };
}
