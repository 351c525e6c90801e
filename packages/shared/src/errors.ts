import { z } from 'zod';

/** Every non-2xx API answer (decisions.md, RFC 9457 style). */
export const apiErrorSchema = z
  .object({
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
