/** Query keys of the API tokens and Sessions sections. */
export const accessKeys = {
  apiTokens: ['api-tokens'] as const,
  sessions: ['sessions'] as const,
};
