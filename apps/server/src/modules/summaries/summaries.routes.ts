import {
  apiErrorSchema,
  createSummarySchema,
  summaryListQuerySchema,
  summaryListSchema,
  summarySchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { sendJsonText } from '../../lib/json-text';
import { findSummaries, getSummary, removeSummary, requestSummary, retrySummary } from './summaries.service';

const idParams = z.object({ id: z.string().min(1) });

export const summariesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/summaries',
    {
      schema: {
        tags: ['summaries'],
        summary: 'Request a summary of your highlights over a date range',
        description:
          'Answers 201 with the summary in status PENDING; a background job generates it (PROCESSING, then ' +
          'READY or FAILED). 422 when the range holds no highlights, 429 over the daily summaries limit.',
        body: createSummarySchema,
        response: { 201: summarySchema, 400: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestSummary(context, callerOf(request), request.body)),
  );

  app.get(
    '/summaries',
    {
      schema: {
        tags: ['summaries'],
        summary: 'List your summaries overlapping local days, newest first',
        description:
          'fromDate and toDate (optional: open-ended) are local days (X-Timezone); searchTerm matches title ' +
          'and text, case-insensitively.',
        querystring: summaryListQuerySchema,
        response: { 200: summaryListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await findSummaries(context, callerOf(request), request.query)),
  );

  app.get(
    '/summaries/:id',
    {
      schema: {
        tags: ['summaries'],
        summary: 'One of your summaries, with the highlights it used',
        params: idParams,
        response: { 200: summarySchema, 404: apiErrorSchema },
      },
    },
    async (request) => getSummary(context, callerOf(request), request.params.id),
  );

  app.delete(
    '/summaries/:id',
    {
      schema: {
        tags: ['summaries'],
        summary: 'Delete one of your summaries (its highlights stay)',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeSummary(context, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/summaries/:id/retry',
    {
      schema: {
        tags: ['summaries'],
        summary: 'Generate a FAILED summary again',
        description: 'Puts the summary back to PENDING and queues its generation; 409 unless it is FAILED.',
        params: idParams,
        response: { 200: summarySchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => retrySummary(context, callerOf(request), request.params.id),
  );
};
