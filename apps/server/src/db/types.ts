import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds and flags are 0/1 in both dialects, so one code path reads them. */
export interface HighlightsTable {
  id: string;
  user_id: string;
  content: string;
  source: string | null;
  comment: string | null;
  categories: string;
  tags: string;
  search_text: string;
  created_at: number;
  processed: number;
  synced: number;
}

export interface HighlightLabelsTable {
  highlight_id: string;
  user_id: string;
  kind: 'category' | 'tag';
  value: string;
  value_lower: string;
  created_at: number;
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
  summarization_type: string;
  categories: string;
  title: string;
  text: string;
  search_text: string;
  start_at: number;
  end_at: number;
  status: string;
  error: string | null;
  source: string;
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
  frequency: string;
  enabled: number;
  start_at: number;
  next_run_at: number | null;
  updated_at: number;
}

export interface SupportMessagesTable {
  id: string;
  user_id: string;
  kind: 'bug-report' | 'user-feedback' | 'feature-request';
  payload: string;
  created_at: number;
}

export interface Database {
  highlights: HighlightsTable;
  highlight_labels: HighlightLabelsTable;
  user_preferences: UserPreferencesTable;
  jobs: JobsTable;
  summaries: SummariesTable;
  summary_highlights: SummaryHighlightsTable;
  notification_settings: NotificationSettingsTable;
  support_messages: SupportMessagesTable;
}
