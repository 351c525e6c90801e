import {
  apiErrorSchema,
  highlightSchema,
  rateReviewSchema,
  reviewNoteSchema,
  reviewSettingsSchema,
  reviewStatusSchema,
  reviewTodaySchema,
} from '@precis/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { paramsBeforeValidation } from '../../lib/params-before-validation';
import {
  rateHighlight,
  requireReviewableHighlight,
  restoreHighlight,
  reviewSettings,
  reviewStatus,
  saveReviewNote,
  todaysReview,
  updateReviewSettings,
} from './review.service';

const highlightParams = z.object({ highlightId: z.string().min(1).max(200) });

export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // Another user's highlight answers 404 whatever the body, as a missing one does.
  const ownHighlightFirst = async (request: FastifyRequest) => {
    const params = paramsBeforeValidation(highlightParams, request);
    if (params) await requireReviewableHighlight(context, callerOf(request), params.highlightId);
  };

  app.get(
    '/review/today',
    {
      schema: {
        tags: ['review'],
        summary: "Today's review session: the highlights still to rate",
        description:
          'The session is made at the first request of your local day (X-Timezone) and kept all day, also when ' +
          'a later request names another zone: highlights ' +
          'due by the end of the day, most overdue first, then highlights saved before today that have never ' +
          'been reviewed (a few a day), mixed across sources, up to your session size. `intervals` give, in ' +
          'milliseconds, when each rating would bring the highlight back.',
        response: { 200: reviewTodaySchema },
      },
    },
    async (request) => todaysReview(context, callerOf(request)),
  );

  app.get(
    '/review/settings',
    {
      schema: {
        tags: ['review'],
        summary: 'Your daily review settings',
        response: { 200: reviewSettingsSchema },
      },
    },
    async (request) => reviewSettings(context, callerOf(request)),
  );

  app.put(
    '/review/settings',
    {
      schema: {
        tags: ['review'],
        summary: 'Change your daily review settings',
        description: 'A new session size applies from the next session; today’s stays as it is.',
        body: reviewSettingsSchema,
        response: { 200: reviewSettingsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => updateReviewSettings(context, callerOf(request), request.body),
  );

  app.get(
    '/review/:highlightId',
    {
      schema: {
        tags: ['review'],
        summary: 'Where one of your highlights stands in review',
        params: highlightParams,
        response: { 200: reviewStatusSchema, 404: apiErrorSchema },
      },
    },
    async (request) => reviewStatus(context, callerOf(request), request.params.highlightId),
  );

  app.post(
    '/review/:highlightId',
    {
      schema: {
        tags: ['review'],
        summary: 'Rate a highlight (again, hard, good, easy) or discard it from review',
        description:
          'Answers when it comes back (`due`). Rating the same highlight again in the same session (your local ' +
          'day) changes nothing and answers the same. A discarded highlight never comes back until restored.',
        params: highlightParams,
        body: rateReviewSchema,
        response: { 200: reviewStatusSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      preValidation: ownHighlightFirst,
    },
    async (request) =>
      rateHighlight(context, callerOf(request), request.params.highlightId, request.body.rating),
  );

  app.put(
    '/review/:highlightId/note',
    {
      schema: {
        tags: ['review'],
        summary: 'Add or change the note (comment) of a highlight while reviewing it',
        description: 'An empty comment removes the note. Answers the highlight.',
        params: highlightParams,
        body: reviewNoteSchema,
        response: { 200: highlightSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      preValidation: ownHighlightFirst,
    },
    async (request) =>
      saveReviewNote(context, callerOf(request), request.params.highlightId, request.body.comment),
  );

  app.post(
    '/review/:highlightId/restore',
    {
      schema: {
        tags: ['review'],
        summary: 'Bring a discarded highlight back into review',
        params: highlightParams,
        response: { 200: reviewStatusSchema, 404: apiErrorSchema },
      },
    },
    async (request) => restoreHighlight(context, callerOf(request), request.params.highlightId),
  );
};
