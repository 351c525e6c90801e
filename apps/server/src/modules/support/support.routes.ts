import {
  apiErrorSchema,
  SUPPORT_MESSAGE_KINDS,
  type SupportMessageKind,
  supportListQuerySchema,
  supportMessageCreatedSchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { createSupportService } from './support.service';
import { SUPPORT_KINDS, type SupportPayloads } from './support-kinds';

const submitted = {
  201: supportMessageCreatedSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  429: apiErrorSchema,
};
const listed = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['support'];

/**
 * Bug reports, feedback and feature requests, each kind from its row of the support table: a person sends
 * one; the operator (ADMIN_EMAILS) reads them back.
 */
export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const support = createSupportService(context, app.log);

  const registerSubmit = <K extends SupportMessageKind>(kind: K) => {
    const { submit, body } = SUPPORT_KINDS[kind];
    app.post(
      submit.path,
      { schema: { tags, summary: submit.summary, body, response: submitted } },
      async (request, reply) => {
        // The body schema is this kind's; Fastify's typing only loses that through the generic kind.
        const payload = request.body as SupportPayloads[K];
        const created = await support.submit(request.user, { kind, payload });
        return reply.status(201).send(created);
      },
    );
  };

  const registerList = <K extends SupportMessageKind>(kind: K) => {
    const { list, page } = SUPPORT_KINDS[kind];
    app.get(
      list.path,
      {
        schema: {
          tags,
          summary: list.summary,
          querystring: supportListQuerySchema,
          response: { 200: page, ...listed },
        },
      },
      async (request) => support.list(request.user, kind, request.query),
    );
  };

  // Every send route first, then every list route: the order the API document shows them in.
  for (const kind of SUPPORT_MESSAGE_KINDS) registerSubmit(kind);
  for (const kind of SUPPORT_MESSAGE_KINDS) registerList(kind);
};
