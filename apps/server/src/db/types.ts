import type {
  NotificationFrequency,
  SourceKind,
  SummarizationType,
  SummarySource,
  SummaryStatus,
} from '@precis/shared';
import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds and flags are 0/1 in both dialects, so one code path reads them. */
export interface HighlightsTable {
  /**
   * Tie-breaker after created_at (insertion order). On SQLite it is also the rowid of the search index and
   * follows creation time (created_at * 2^20 + n, kept by triggers), so a search can walk newest first;
   * there it exceeds 2^53: order by it in SQL, never read it into JavaScript.
   */
  seq: Generated<number>;
  id: string;
  user_id: string;
  content: string;
  source: string | null;
  comment: string | null;
  /** JSON array of strings, the same values as the 'category' rows of highlight_labels. */
  categories: string;
  /** JSON array of strings, the same values as the 'tag' rows of highlight_labels. */
  tags: string;
  /** Lowercased content, source, comment, categories and tags joined by newlines: what search matches. */
  search_text: string;
  created_at: number;
  /** created_at as the API writes it (ISO 8601, UTC); null only on rows written without it (migration 0012). */
  created_date: string | null;
  processed: number;
  synced: number;
  /** Bitmask of the dashboard groups its categories fall in (modules/highlights/dashboard-groups.ts). */
  dashboard_groups: number;
  /** Its source (sources.id); `source`, `author` and `source_url` are copies of that source's fields. */
  source_id: string | null;
  author: string | null;
  source_url: string | null;
  /** A LocationType of @precis/shared. */
  location_type: string | null;
  location_value: string | null;
  /** The location as a number, for reading order (modules/highlights/location.ts); null when it has none. */
  location_sort: number | null;
  /** The URL of the passage itself. */
  url: string | null;
  /** When Precis got it (epoch ms); created_at is when it was highlighted. Null only on rows written without. */
  saved_at: number | null;
  /**
   * JSON array of the category codes the AI added to `categories` (those the person typed are not in it); null
   * when unknown (saved before migration 0029) or not categorised yet. Not an API field.
   */
  ai_categories: string | null;
}

/** Where highlights come from, per user (migration 0017). */
export interface SourcesTable {
  id: string;
  user_id: string;
  title: string;
  author: string | null;
  url: string | null;
  kind: SourceKind;
  external_id: string | null;
  /** sourceMatchKey(title, author): unique per user. */
  match_key: string;
  /** sourceUrlKey(url). */
  url_key: string | null;
  /** Trigger-kept: how many highlights point at it. */
  highlights_count: Generated<number>;
  /** Trigger-kept: its newest highlight's created_at, or its own created_at while it has none. */
  recent_at: number;
  created_at: number;
  updated_at: number;
}

/** A name a source was known by (migration 0028): its match key before a rename, or a merged source's. */
export interface SourceAliasesTable {
  user_id: string;
  /** sourceMatchKey of the old title and author: an alias of one source per user, never a current key. */
  match_key: string;
  source_id: string;
}

/** One row per category or tag of a highlight, so filtering and counting by label stay indexed. */
export interface HighlightLabelsTable {
  highlight_id: string;
  user_id: string;
  kind: 'category' | 'tag';
  value: string;
  value_lower: string;
}

/** Trigger-kept count of a user's highlights per dashboard-group mask (migration 0008). */
export interface HighlightGroupCountsTable {
  user_id: string;
  dashboard_groups: number;
  count: number;
}

/** Trigger-kept count of a user's highlights per quarter hour of creation (migration 0008). */
/** What the daily limits count: highlights, and the summaries a person requested (not automatic ones). */
export type DailyCreationKind = 'highlight' | 'summary';

export interface DailyCreationCountsTable {
  user_id: string;
  kind: DailyCreationKind;
  /** floor(created_at / COUNT_BUCKET_MS). */
  bucket: number;
  /** Creations in that quarter hour; never lowered by a delete. */
  count: number;
}

export interface HighlightDayCountsTable {
  user_id: string;
  /** floor(created_at / COUNT_BUCKET_MS). */
  bucket: number;
  count: number;
}

export interface UserPreferencesTable {
  user_id: string;
  time_zone: string;
  updated_at: number;
}

export interface JobsTable {
  id: Generated<number>;
  name: string;
  unique_key: string | null;
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  run_at: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface SummariesTable {
  id: string;
  user_id: string;
  summarization_type: SummarizationType;
  /** JSON array of category codes (zero or one today). */
  categories: string;
  title: string;
  /** Markdown; empty until READY. */
  text: string;
  /** Lowercased title + text, for the case-insensitive search of the list. */
  search_text: string;
  /** The covered instants, both inclusive. */
  start_at: number;
  end_at: number;
  status: SummaryStatus;
  error: string | null;
  source: SummarySource;
  /** `${frequency}:${periodStart}` on automatic summaries (unique per user), null otherwise. */
  period_key: string | null;
  created_at: number;
  updated_at: number;
}

export interface SummaryHighlightsTable {
  summary_id: string;
  highlight_id: string;
  user_id: string;
  content_snapshot: string;
  position: number;
}

export interface NotificationSettingsTable {
  user_id: string;
  email: string;
  frequency: NotificationFrequency;
  enabled: number;
  /** The first send; its wall-clock time in `time_zone` is the daily send time. */
  start_at: number;
  /** The zone the time was picked in, so the digest keeps its local time across DST. */
  time_zone: string;
  /** The next scheduled send; null while disabled. */
  next_run_at: number | null;
  last_sent_at: number | null;
  /** The reason of the last digest that failed for good; cleared by the next successful send. */
  last_error: string | null;
  updated_at: number;
  /** The address its owner confirmed through a signed link; digests go nowhere else (but a verified own e-mail). */
  confirmed_email: string | null;
}

export interface DigestDeliveriesTable {
  id: string;
  user_id: string;
  kind: 'scheduled' | 'test';
  /** Unique per user: `scheduled:<periodEnd>`, so a period is mailed at most once. */
  delivery_key: string;
  period_start: number;
  period_end: number;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  /** While a worker sends, nobody else may (a lease, in case the worker dies). */
  locked_until: number | null;
  error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface SupportMessagesTable {
  id: string;
  user_id: string;
  kind: 'bug-report' | 'user-feedback' | 'feature-request';
  /** The validated request body as JSON (the shape of the kind's schema in @precis/shared). */
  payload: string;
  created_at: number;
}

/** A personal API token: the SHA-256 of its secret, never the secret (migration 0014). */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  scope: 'read' | 'write';
  token_hash: string;
  created_at: number;
  expires_at: number | null;
  last_used_at: number | null;
}

/** When a session last made a request (written at most every few minutes; migration 0014). */
export interface SessionActivityTable {
  session_id: string;
  last_active_at: number;
}

/** A highlight's spaced-repetition card (migration 0021); `card` is ts-fsrs's Card as JSON. */
export interface ReviewCardsTable {
  highlight_id: string;
  user_id: string;
  card: string;
  state: 'new' | 'learning' | 'review' | 'relearning';
  due_at: number;
  reps: number;
  discarded: number;
  /** The local day of the session it first entered: caps how many new ones enter per day. */
  introduced_day: string;
  /** The local day it was last rated: a second rating in the same session changes nothing. */
  last_rated_day: string | null;
  last_rating: string | null;
  updated_at: number;
}

/** Today's session, frozen when first asked for, so its progress and ratings hold all day. */
export interface ReviewSessionsTable {
  user_id: string;
  day: string;
  /** JSON array of highlight ids, in the order they are shown. */
  highlight_ids: string;
  new_count: number;
  completed_at: number | null;
  created_at: number;
}

export interface ReviewSettingsTable {
  user_id: string;
  session_size: number;
  updated_at: number;
}

/** Nonces of digest rating links already used: each link works once. */
export interface ReviewLinkUsesTable {
  nonce: string;
  user_id: string;
  used_at: number;
}

/** A fixed-window counter (rate limits, account locks) that every process on the database shares. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_ends_at: number;
}

/** A named piece of work held by one process at a time; the lease lapses at `expires_at`. */
export interface LeasesTable {
  key: string;
  holder: string;
  expires_at: number;
}

/** A secret every process on the database shares (the generated AUTH_SECRET on PostgreSQL). */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** The Readwise-compatible API's integer id of a source, and what Readwise keeps that a source has not. */
export interface ReadwiseBooksTable {
  id: Generated<number>;
  user_id: string;
  /** The source's id; '' for the book of highlights without a source. */
  source_id: string;
  category: string | null;
  source_type: string | null;
  cover_image_url: string | null;
  created_at: number;
  updated_at: number;
}

/** The Readwise-compatible API's integer id of a highlight (kept after deletion), with Readwise's extras. */
export interface ReadwiseHighlightsTable {
  id: Generated<number>;
  user_id: string;
  highlight_id: string;
  book_id: number | null;
  highlight_url: string | null;
  highlight_url_key: string | null;
  color: Generated<string>;
  location: number | null;
  location_type: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface ReadwiseTagsTable {
  id: Generated<number>;
  user_id: string;
  name: string;
  name_lower: string;
}

export interface ReadwiseBookTagsTable {
  book_id: number;
  tag_id: number;
}

export interface Database {
  highlights: HighlightsTable;
  highlight_labels: HighlightLabelsTable;
  sources: SourcesTable;
  source_aliases: SourceAliasesTable;
  highlight_group_counts: HighlightGroupCountsTable;
  highlight_day_counts: HighlightDayCountsTable;
  daily_creation_counts: DailyCreationCountsTable;
  user_preferences: UserPreferencesTable;
  jobs: JobsTable;
  summaries: SummariesTable;
  summary_highlights: SummaryHighlightsTable;
  notification_settings: NotificationSettingsTable;
  digest_deliveries: DigestDeliveriesTable;
  support_messages: SupportMessagesTable;
  api_tokens: ApiTokensTable;
  session_activity: SessionActivityTable;
  review_cards: ReviewCardsTable;
  review_sessions: ReviewSessionsTable;
  review_settings: ReviewSettingsTable;
  review_link_uses: ReviewLinkUsesTable;
  rate_limit_counters: RateLimitCountersTable;
  leases: LeasesTable;
  server_secrets: ServerSecretsTable;
  imports: ImportsTable;
  import_files: ImportFilesTable;
  import_issues: ImportIssuesTable;
  readwise_books: ReadwiseBooksTable;
  readwise_highlights: ReadwiseHighlightsTable;
  readwise_tags: ReadwiseTagsTable;
  readwise_book_tags: ReadwiseBookTagsTable;
}

export interface ImportsTable {
  id: string;
  user_id: string;
  status: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
  format: 'kindle' | 'readwise-csv' | 'omnivore' | 'precis-json';
  file_name: string;
  file_size: number;
  /** The uploader's zone: Kindle dates carry none and are read in it. */
  time_zone: string;
  total: Generated<number>;
  processed: Generated<number>;
  created: Generated<number>;
  duplicates: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  /** How many of the parsed highlights are saved: a resumed job starts there. */
  cursor: Generated<number>;
  /** Why the whole import failed, when it did. */
  failure: string | null;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
}

/** The uploaded file, kept until its import is done. */
export interface ImportFilesTable {
  import_id: string;
  data: Uint8Array;
}

/** A row of an import's report: a record skipped or failed, with its reason (row 0: the whole file). */
export interface ImportIssuesTable {
  import_id: string;
  row: number;
  message: string;
}
