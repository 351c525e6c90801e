import { z } from 'zod';

/** At most this many unexpired API tokens per user: more is a leak waiting to happen, not a use case. */
export const API_TOKENS_MAX = 50;
export const API_TOKEN_NAME_MAX = 100;
export const API_TOKEN_EXPIRY_MAX_DAYS = 3650;

export const apiTokenScopeSchema = z.enum(['read', 'write']).meta({
  id: 'ApiTokenScope',
  description: '`read` may only read (GET); `write` may also create, change and delete.',
});
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/**
 * Strict: a field it does not know is refused, not dropped. `{"expiresAt": "2020-01-01"}` (the field is
 * `expiresInDays`) made a token that never expires, without a word.
 */
export const createApiTokenSchema = z
  .strictObject(
    {
      name: z
        .string({ error: 'Name is required.' })
        .trim()
        .min(1, 'Please give the token a name.')
        .max(API_TOKEN_NAME_MAX, `Name must be at most ${API_TOKEN_NAME_MAX} characters.`),
      scope: apiTokenScopeSchema,
      expiresInDays: z
        .number()
        .int('Expiry must be a whole number of days.')
        .min(1, 'Expiry must be at least 1 day.')
        .max(API_TOKEN_EXPIRY_MAX_DAYS, `Expiry must be at most ${API_TOKEN_EXPIRY_MAX_DAYS} days.`)
        .optional()
        .describe('Days until the token stops working; omit for a token that never expires.'),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field ${issue.keys.join(', ')}: a token takes name, scope and expiresInDays.`
          : undefined,
    },
  )
  .meta({ id: 'CreateApiToken' });
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

export const apiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: apiTokenScopeSchema,
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const createdApiTokenSchema = apiTokenSchema
  .extend({ token: z.string().describe('The secret: shown in this answer only, never again.') })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** One signed-in device, without its secret. */
export const sessionInfoSchema = z
  .object({
    id: z.string(),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    expiresAt: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const signedOutSessionsSchema = z
  .object({ signedOut: z.number().int().describe('How many other sessions were signed out.') })
  .meta({ id: 'SignedOutSessions' });
