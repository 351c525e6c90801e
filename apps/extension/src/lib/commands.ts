/** The keyboard command's name in the manifest (Alt+Shift+H) and the context-menu item's id. */
export const CAPTURE_COMMAND = 'save-selection';
export const CONTEXT_MENU_ID = 'save-highlight';
