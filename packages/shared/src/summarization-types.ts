/** The 11 types a person can request (spec section 3), AUTO first as the default. */
export const REQUEST_SUMMARIZATION_TYPES = [
  'AUTO',
  'TASKS',
  'NEWS',
  'EXAMPLES',
  'MEETINGS',
  'ACTIVITY',
  'PERFORMANCE',
  'ISSUES',
  'ANNOUNCEMENTS',
  'ALERTS',
  'INSIGHTS',
] as const;

/** The period types of the summaries the server makes by itself for digests (decisions.md). */
export const PERIOD_SUMMARIZATION_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

export const SUMMARIZATION_TYPES = [...REQUEST_SUMMARIZATION_TYPES, ...PERIOD_SUMMARIZATION_TYPES] as const;

export type RequestSummarizationType = (typeof REQUEST_SUMMARIZATION_TYPES)[number];
export type PeriodSummarizationType = (typeof PERIOD_SUMMARIZATION_TYPES)[number];
export type SummarizationType = (typeof SUMMARIZATION_TYPES)[number];

export const SUMMARIZATION_TYPE_LABELS: Record<SummarizationType, string> = {
  AUTO: 'Auto',
  TASKS: 'Tasks',
  NEWS: 'News',
  EXAMPLES: 'Examples',
  MEETINGS: 'Meetings',
  ACTIVITY: 'Activity',
  PERFORMANCE: 'Performance',
  ISSUES: 'Issues',
  ANNOUNCEMENTS: 'Announcements',
  ALERTS: 'Alerts',
  INSIGHTS: 'Insights',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};
