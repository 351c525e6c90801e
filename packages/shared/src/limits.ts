/** Field limits (decisions.md): the specification shows none. */
export const LIMITS = {
  contentMax: 20_000,
  sourceMax: 2_048,
  authorMax: 1_024,
  urlMax: 4_096,
  externalIdMax: 256,
  locationValueMax: 64,
  commentMax: 5_000,
  labelsMax: 20,
  labelMax: 64,
  supportTextMax: 10_000,
  supportTitleMax: 200,
  feedbackSummaryMax: 100,
  emailMax: 254,
  searchTermMax: 200,
  summaryRangeMaxDays: 366,
  /** Bug reports, feedback and feature requests together, per user per 24 hours. */
  supportMessagesPerDay: 10,
} as const;

/** How many results a search across all days returns at most. */
export const SEARCH_ALL_DAYS_LIMIT = 200;
export const PASSWORD_MIN_LENGTH = 8;

/** Cursor-paged lists: `limit` when none is given, and at most. */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 500;
/** Highlights of a day per answer, when the request names no limit. */
export const DAY_PAGE_LIMIT = 200;
