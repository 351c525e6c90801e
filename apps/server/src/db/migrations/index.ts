import type { DialectMigration } from '../migrate';
import { preferences } from './0001-preferences';
import { highlights } from './0002-highlights';
import { jobs } from './0003-jobs';
import { summaries } from './0004-summaries';
import { notifications } from './0005-notifications';
import { support } from './0006-support';
import { unsettledWork } from './0007-unsettled-work';
import { highlightCounts } from './0008-highlight-counts';
import { leanSearchIndex } from './0009-lean-search-index';
import { summariesByEnd } from './0010-summaries-by-end';
import { searchIndexMerging } from './0011-search-index-merging';
import { highlightCreatedDate } from './0012-highlight-created-date';
import { userSearchIndex } from './0013-user-search-index';
import { categoryNamesSearchable } from './0014-category-names-searchable';
import { personalApiTokens } from './0014-personal-api-tokens';
import { security } from './0015-security';
import { dailyCreations } from './0016-daily-creations';
import { sources } from './0017-sources';
import { imports } from './0018-imports';
import { readwiseIds } from './0019-readwise-ids';
import { review } from './0021-review';
import { hashedSessionTokens } from './0022-hashed-session-tokens';
import { userScopedSearch } from './0022b-user-scoped-search';
import { leases } from './0024-leases';
import { serverSecrets } from './0025-server-secrets';
import { plainApostrophesSearchable } from './0026-plain-apostrophes-searchable';
import { accentsFoldedSearchable } from './0027-accents-folded-searchable';
import { sourceAliases } from './0028-source-aliases';
import { aiCategories } from './0029-ai-categories';

/** Every migration, in order. Names sort as they run; a new one goes at the end with the next number. */
export const migrations: Record<string, DialectMigration> = {
  '0001-preferences': preferences,
  '0002-highlights': highlights,
  '0003-jobs': jobs,
  '0004-summaries': summaries,
  '0005-notifications': notifications,
  '0006-support': support,
  '0007-unsettled-work': unsettledWork,
  '0008-highlight-counts': highlightCounts,
  '0009-lean-search-index': leanSearchIndex,
  '0010-summaries-by-end': summariesByEnd,
  '0011-search-index-merging': searchIndexMerging,
  '0012-highlight-created-date': highlightCreatedDate,
  '0013-user-search-index': userSearchIndex,
  '0014-category-names-searchable': categoryNamesSearchable,
  '0014-personal-api-tokens': personalApiTokens,
  '0015-security': security,
  '0016-daily-creations': dailyCreations,
  '0017-sources': sources,
  '0018-imports': imports,
  '0019-readwise-ids': readwiseIds,
  '0021-review': review,
  '0022-hashed-session-tokens': hashedSessionTokens,
  '0022b-user-scoped-search': userScopedSearch,
  '0024-leases': leases,
  '0025-server-secrets': serverSecrets,
  '0026-plain-apostrophes-searchable': plainApostrophesSearchable,
  '0027-accents-folded-searchable': accentsFoldedSearchable,
  '0028-source-aliases': sourceAliases,
  '0029-ai-categories': aiCategories,
};
