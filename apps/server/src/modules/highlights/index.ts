/** What other modules may use of highlights. */
export { type HighlightToSave, saveHighlights } from './save-highlights';
export { moveToSource, type SourceCopy } from './source-copies';
export { type HighlightPageJson, sourceHighlightsPage } from './source-highlights.repository';
