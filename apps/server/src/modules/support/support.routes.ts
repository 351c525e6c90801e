import {
  apiErrorSchema,
  bugReportPageSchema,
  bugReportSchema,
  featureRequestPageSchema,
  featureRequestSchema,
  supportListQuerySchema,
  supportMessageCreatedSchema,
  userFeedbackPageSchema,
  userFeedbackSchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { createSupportService } from './support.service';

const submitted = {
  201: supportMessageCreatedSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  429: apiErrorSchema,
};
const listed = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['support'];

/** Bug reports, feedback and feature requests; the operator (ADMIN_EMAILS) reads them back. */
export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const support = createSupportService(context, app.log);

  app.post(
    '/support/bug-report',
    {
      schema: {
        tags,
        summary: 'Send a bug report',
        body: bugReportSchema,
        response: submitted,
      },
    },
    async (request, reply) => {
      const created = await support.submit(request.user, { kind: 'bug-report', payload: request.body });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/support/user-feedback',
    {
      schema: { tags, summary: 'Send feedback', body: userFeedbackSchema, response: submitted },
    },
    async (request, reply) => {
      const created = await support.submit(request.user, { kind: 'user-feedback', payload: request.body });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/support/feature-request',
    {
      schema: { tags, summary: 'Request a feature', body: featureRequestSchema, response: submitted },
    },
    async (request, reply) => {
      const created = await support.submit(request.user, { kind: 'feature-request', payload: request.body });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/support/bug-reports',
    {
      schema: {
        tags,
        summary: 'List bug reports, newest first (operator only)',
        querystring: supportListQuerySchema,
        response: { 200: bugReportPageSchema, ...listed },
      },
    },
    async (request) => support.listBugReports(request.user, request.query),
  );

  app.get(
    '/support/user-feedback',
    {
      schema: {
        tags,
        summary: 'List feedback, newest first (operator only)',
        querystring: supportListQuerySchema,
        response: { 200: userFeedbackPageSchema, ...listed },
      },
    },
    async (request) => support.listUserFeedback(request.user, request.query),
  );

  app.get(
    '/support/feature-requests',
    {
      schema: {
        tags,
        summary: 'List feature requests, newest first (operator only)',
        querystring: supportListQuerySchema,
        response: { 200: featureRequestPageSchema, ...listed },
      },
    },
    async (request) => support.listFeatureRequests(request.user, request.query),
  );
};
