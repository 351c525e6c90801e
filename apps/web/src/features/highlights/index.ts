// The highlights feature's public surface: what other features (the home dashboard) may use.

export { useHighlightTotals } from './api/get-highlight-totals';
export { AI_POLL_MS, awaitsCategories, useHighlights } from './api/get-highlights';
export { HighlightCard } from './components/highlight-card';
export { HighlightEmptyState } from './components/highlight-empty-state';
export { HighlightList } from './components/highlight-list';
