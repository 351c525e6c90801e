/** What other modules may use of sources. */
export { findOrCreateSource, type SourceInput, type SourceRef } from './find-or-create-source';
export { findOrCreateSources } from './find-or-create-sources';
export { sourceMatchKey, sourceUrlKey } from './source-keys';
export { sourcesRoutes } from './sources.routes';
export { SOURCE_NOT_FOUND } from './sources.service';
