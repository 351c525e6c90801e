import { z } from 'zod';

export const dailyUsageLimitsSchema = z
  .object({
    highlightsCount: z.number().int(),
    highlightsMax: z.number().int(),
    summariesCount: z.number().int(),
    summariesMax: z.number().int(),
  })
  .meta({ id: 'DailyUsageLimits' });

export type DailyUsageLimits = z.infer<typeof dailyUsageLimitsSchema>;
