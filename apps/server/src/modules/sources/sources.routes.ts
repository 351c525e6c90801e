import {
  apiErrorSchema,
  highlightSchema,
  mergeSourceSchema,
  PAGE_LIMIT_MAX,
  pageOf,
  pageQuerySchema,
  sourceListQuerySchema,
  sourcePageSchema,
  sourceSchema,
  updateSourceSchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { sendJsonText } from '../../lib/json-text';
import {
  deleteSource,
  getSource,
  listSourceHighlights,
  listSources,
  mergeSource,
  updateSource,
} from './sources.service';

const idParams = z.object({ id: z.string().min(1) });
const highlightPageSchema = pageOf(highlightSchema).meta({ id: 'HighlightPage' });
const paging = `Cursor-paged: \`limit\` (default 50, at most ${PAGE_LIMIT_MAX}) items per page; pass the answer's \`nextCursor\` as \`cursor\` for the next page (null on the last).`;

export const sourcesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/sources',
    {
      schema: {
        tags: ['sources'],
        summary: 'List your sources, most recently highlighted first',
        description: `\`search\` matches the title or author without case or accents; \`kind\` narrows to one kind. ${paging}`,
        querystring: sourceListQuerySchema,
        response: { 200: sourcePageSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await listSources(context, callerOf(request), request.query)),
  );

  app.get(
    '/sources/:id',
    {
      schema: {
        tags: ['sources'],
        summary: 'One of your sources, with its highlight count',
        params: idParams,
        response: { 200: sourceSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getSource(context, callerOf(request), request.params.id),
  );

  app.get(
    '/sources/:id/highlights',
    {
      schema: {
        tags: ['sources'],
        summary: "A source's highlights in reading order",
        description: `By location (highlights without one last), then by when they were highlighted. ${paging}`,
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: highlightPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await listSourceHighlights(context, callerOf(request), request.params.id, request.query),
      ),
  );

  app.patch(
    '/sources/:id',
    {
      schema: {
        tags: ['sources'],
        summary: 'Rename a source, or change its author, URL or kind',
        description:
          'Its highlights show the new title, author and URL; the old title and author still find it when ' +
          'highlights are saved or imported under them. 409 when another of your sources already has ' +
          'this title and author: merge them instead.',
        params: idParams,
        body: updateSourceSchema,
        response: { 200: sourceSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => updateSource(context, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/sources/:id/merge',
    {
      schema: {
        tags: ['sources'],
        summary: 'Merge a source into another',
        description:
          'Moves its highlights into the source `intoId`, then deletes it; answers the merged source. Its ' +
          'title and author then find `intoId` when highlights are saved or imported under them.',
        params: idParams,
        body: mergeSourceSchema,
        response: { 200: sourceSchema, 400: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => mergeSource(context, callerOf(request), request.params.id, request.body.intoId),
  );

  app.delete(
    '/sources/:id',
    {
      schema: {
        tags: ['sources'],
        summary: 'Delete a source that has no highlights',
        description: '409 while it still has highlights: delete them, or merge the source into another.',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteSource(context, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
