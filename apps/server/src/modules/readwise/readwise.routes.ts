import {
  apiErrorSchema,
  readwiseBookListQuerySchema,
  readwiseBookSchema,
  readwiseCreateHighlightsSchema,
  readwiseExportQuerySchema,
  readwiseExportSchema,
  readwiseHighlightListQuerySchema,
  readwiseHighlightPatchSchema,
  readwiseHighlightSchema,
  readwiseIdParamsSchema,
  readwisePageSchema,
  readwiseReviewSchema,
  readwiseTagInputSchema,
  readwiseTagParamsSchema,
  readwiseTagSchema,
  readwiseTouchedBookSchema,
} from '@precis/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { paramsBeforeValidation } from '../../lib/params-before-validation';
import {
  addHighlightTag,
  addTagToBook,
  highlightTags,
  listBookTags,
  patchHighlight,
  removeHighlight,
  removeHighlightTag,
  removeTagFromBook,
} from './readwise-edit.service';
import { exportLibrary } from './readwise-export.service';
import {
  findBook,
  findHighlight,
  getBook,
  getHighlight,
  type ListRequest,
  listBooks,
  listHighlights,
} from './readwise-read.service';
import { readwiseReview } from './readwise-review';
import { syncHighlights } from './readwise-sync.service';

/** A first sync may send a library's worth of highlights in one request. */
export const SYNC_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const tags = ['readwise'];
const listRequest = (request: FastifyRequest): ListRequest => ({
  origin: `${request.protocol}://${request.host}`,
  url: request.url,
});
const tagPage = readwisePageSchema(readwiseTagSchema);
const rawId = (request: FastifyRequest) => paramsBeforeValidation(readwiseIdParamsSchema, request)?.id ?? 0;

export interface ReadwiseRouteOptions {
  context: AppContext;
  /** The export's own per-minute budget: a sync loops over its pages and aborts on any 429. */
  exportPerMinute: number;
}

export const readwiseRoutes: FastifyPluginAsyncZod<ReadwiseRouteOptions> = async (
  app,
  { context, exportPerMinute },
) => {
  // Another user's id answers 404 before its body is read, exactly as a missing id does.
  const highlightFirst = async (request: FastifyRequest) => {
    await findHighlight(context, callerOf(request), rawId(request));
  };
  const bookFirst = async (request: FastifyRequest) => {
    await findBook(context, callerOf(request), rawId(request));
  };

  app.get(
    '/auth',
    {
      schema: {
        tags,
        summary: 'Check a token (Readwise-compatible)',
        description: 'Answers exactly 204 for a valid token, 401 with a `detail` otherwise.',
        response: { 204: z.null().describe('The token is valid'), 401: apiErrorSchema },
      },
    },
    async (_request, reply) => reply.status(204).send(null),
  );

  app.post(
    '/highlights',
    {
      bodyLimit: SYNC_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Save highlights from a reading app (Readwise-compatible)',
        description:
          'Books are found or made from title, author, source_url and category. A highlight sent again changes ' +
          'nothing; one known by its highlight_url (byte for byte) is updated. Inline `.tags` in a note become ' +
          'tags. Not counted against the daily limit of highlights saved by hand. Answers the touched books.',
        body: readwiseCreateHighlightsSchema,
        response: { 200: z.array(readwiseTouchedBookSchema), ...errors },
      },
    },
    async (request) =>
      syncHighlights(context, callerOf(request), {
        highlights: request.body.highlights,
        links: listRequest(request),
      }),
  );

  app.get(
    '/highlights',
    {
      schema: {
        tags,
        summary: 'List highlights (Readwise-compatible)',
        querystring: readwiseHighlightListQuerySchema,
        response: { 200: readwisePageSchema(readwiseHighlightSchema), ...errors },
      },
    },
    async (request) =>
      listHighlights(context, callerOf(request), { query: request.query, links: listRequest(request) }),
  );

  app.get(
    '/highlights/:id',
    {
      schema: {
        tags,
        summary: 'One highlight (Readwise-compatible)',
        params: readwiseIdParamsSchema,
        response: { 200: readwiseHighlightSchema, ...errors },
      },
    },
    async (request) => getHighlight(context, callerOf(request), request.params.id),
  );

  app.patch(
    '/highlights/:id',
    {
      preValidation: highlightFirst,
      schema: {
        tags,
        summary: 'Change a highlight (Readwise-compatible)',
        description: 'Any of text, note, location, url, color; answers the whole highlight.',
        params: readwiseIdParamsSchema,
        body: readwiseHighlightPatchSchema,
        response: { 200: readwiseHighlightSchema, ...errors },
      },
    },
    async (request) =>
      patchHighlight(context, callerOf(request), { id: request.params.id, patch: request.body ?? {} }),
  );

  app.delete(
    '/highlights/:id',
    {
      schema: {
        tags,
        summary: 'Delete a highlight (Readwise-compatible)',
        params: readwiseIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await removeHighlight(context, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/highlights/:id/tags',
    {
      schema: {
        tags,
        summary: "A highlight's tags (Readwise-compatible)",
        params: readwiseIdParamsSchema,
        response: { 200: tagPage, ...errors },
      },
    },
    async (request) => {
      const results = await highlightTags(context, callerOf(request), request.params.id);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.post(
    '/highlights/:id/tags',
    {
      preValidation: highlightFirst,
      schema: {
        tags,
        summary: 'Tag a highlight (Readwise-compatible)',
        params: readwiseIdParamsSchema,
        body: readwiseTagInputSchema,
        response: { 200: readwiseTagSchema, ...errors },
      },
    },
    async (request) =>
      addHighlightTag(context, callerOf(request), { id: request.params.id, name: request.body.name }),
  );

  app.delete(
    '/highlights/:id/tags/:tagId',
    {
      schema: {
        tags,
        summary: 'Untag a highlight (Readwise-compatible)',
        params: readwiseTagParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await removeHighlightTag(context, callerOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/books',
    {
      schema: {
        tags,
        summary: 'List books, i.e. sources (Readwise-compatible)',
        querystring: readwiseBookListQuerySchema,
        response: { 200: readwisePageSchema(readwiseBookSchema), ...errors },
      },
    },
    async (request) =>
      listBooks(context, callerOf(request), { query: request.query, links: listRequest(request) }),
  );

  app.get(
    '/books/:id',
    {
      schema: {
        tags,
        summary: 'One book (Readwise-compatible)',
        params: readwiseIdParamsSchema,
        response: { 200: readwiseBookSchema, ...errors },
      },
    },
    async (request) =>
      getBook(context, callerOf(request), { id: request.params.id, links: listRequest(request) }),
  );

  app.get(
    '/books/:id/tags',
    {
      schema: {
        tags,
        summary: "A book's tags (Readwise-compatible)",
        params: readwiseIdParamsSchema,
        response: { 200: tagPage, ...errors },
      },
    },
    async (request) => {
      const results = await listBookTags(context, callerOf(request), request.params.id);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.post(
    '/books/:id/tags',
    {
      preValidation: bookFirst,
      schema: {
        tags,
        summary: 'Tag a book (Readwise-compatible)',
        params: readwiseIdParamsSchema,
        body: readwiseTagInputSchema,
        response: { 200: readwiseTagSchema, ...errors },
      },
    },
    async (request) =>
      addTagToBook(context, callerOf(request), { id: request.params.id, name: request.body.name }),
  );

  app.delete(
    '/books/:id/tags/:tagId',
    {
      schema: {
        tags,
        summary: 'Untag a book (Readwise-compatible)',
        params: readwiseTagParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await removeTagFromBook(context, callerOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/export',
    {
      config: { rateLimit: { max: exportPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Export the library, book by book (Readwise-compatible)',
        description:
          '`updatedAfter` (ISO 8601), `ids` (book ids joined by commas, at most 100), `includeDeleted`, ' +
          "`pageCursor` (the previous page's `nextPageCursor`; null on the last page). Paged on its own " +
          'rate budget, so a sync that loops over pages is not cut short.',
        querystring: readwiseExportQuerySchema,
        response: { 200: readwiseExportSchema, ...errors },
      },
    },
    async (request) =>
      exportLibrary(context, callerOf(request), { query: request.query, links: listRequest(request) }),
  );

  app.get(
    '/review',
    {
      schema: {
        tags,
        summary: "Today's review (Readwise-compatible)",
        description:
          'The highlights still to rate in today’s Daily Review (the same session as the app’s), in the user’s ' +
          'last known time zone.',
        response: { 200: readwiseReviewSchema, ...errors },
      },
    },
    async (request) => readwiseReview(context, callerOf(request), listRequest(request)),
  );
};
