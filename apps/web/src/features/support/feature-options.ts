/** The 12 options of the Request a Feature page, each with its one-line description. */
export const FEATURE_OPTIONS = [
  {
    name: 'Customizable Summarization Styles',
    description: 'Choose the length, depth and voice of every summary you request.',
  },
  {
    name: 'Categorized Summary Organization',
    description: 'Group your summaries by category so related insights sit together.',
  },
  {
    name: 'Actionable Task Extraction',
    description: 'Turn the to-dos hidden in your highlights into a checklist you can work through.',
  },
  {
    name: 'Summary-Based Notifications',
    description: 'Get notified when a new summary is ready or a theme keeps coming back.',
  },
  {
    name: 'AI Chatbot for Summary Queries',
    description: 'Ask questions about your highlights and summaries in plain language.',
  },
  {
    name: 'Advanced Search & Filtering',
    description: 'Search by source, tag, category and date together, with saved filters.',
  },
  {
    name: 'Enhanced User Interface',
    description: 'Layouts, shortcuts and views that make reading and reviewing faster.',
  },
  {
    name: 'AI-Powered Summary Improvements',
    description: 'Sharper, more faithful summaries that cite exactly where each point came from.',
  },
  {
    name: 'Smart Summary Formatting & Tone Adjustments',
    description: 'Pick bullet points or prose, formal or casual, brief or detailed.',
  },
  {
    name: 'AI-Driven Summary Insights & Recommendations',
    description: 'Spot patterns across your reading and get suggestions on what to revisit.',
  },
  {
    name: 'Developer API for Summary Integration',
    description: 'Connect your summaries to other tools through a documented API.',
  },
  {
    name: 'Other',
    description: 'Something else entirely? Describe your idea in your own words.',
  },
] as const;

export type FeatureOptionName = (typeof FEATURE_OPTIONS)[number]['name'];
