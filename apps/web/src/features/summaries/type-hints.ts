import type { RequestSummarizationType } from '@precis/shared';

/** One line under the Summarization Type select, saying what each type brings out. */
export const TYPE_HINTS: Record<RequestSummarizationType, string> = {
  AUTO: 'A balanced overview: the main themes and the key points behind them.',
  TASKS: 'The to-dos and next steps hidden in your highlights, as a checklist.',
  NEWS: 'What is new: developments and updates, most important first.',
  EXAMPLES: 'The concrete examples and cases your highlights mention.',
  MEETINGS: 'Meeting-style notes: topics discussed, decisions and follow-ups.',
  ACTIVITY: 'What you read and saved over the period, as a timeline of activity.',
  PERFORMANCE: 'Results, metrics and progress against goals.',
  ISSUES: 'Problems, risks and open questions worth attention.',
  ANNOUNCEMENTS: 'Announcements and launches, with what they change.',
  ALERTS: 'Warnings and anything that calls for prompt action.',
  INSIGHTS: 'Patterns, lessons and ideas that connect your highlights.',
};
