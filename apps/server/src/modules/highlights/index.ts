/** What other modules may use of highlights. */
export { aiCategoriesFromJson } from './ai-categories';
export { editHighlight, type HighlightEdit } from './highlight-edit';
export { registerCategorisationJobs } from './highlights.jobs';
export {
  countHighlightsCreatedBetween,
  countHighlightsInRange,
  findHighlightById,
  findHighlightsInRange,
} from './highlights.repository';
export { highlightsRoutes } from './highlights.routes';
export { editAndCategorise, enqueueCategorisation, removeHighlight } from './highlights.service';
export { type HighlightToSave, saveHighlights } from './save-highlights';
export { moveToSource, type SourceCopy } from './source-copies';
export { type HighlightPageJson, sourceHighlightsPage } from './source-highlights.repository';
