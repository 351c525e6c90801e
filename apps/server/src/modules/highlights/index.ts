/** What other modules may use of highlights. */
export { type HighlightToSave, saveHighlights } from './save-highlights';
