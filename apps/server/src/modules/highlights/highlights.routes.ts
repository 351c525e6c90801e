import {
  apiErrorSchema,
  createHighlightSchema,
  DAY_PAGE_LIMIT,
  highlightListQuerySchema,
  highlightSchema,
  highlightTotalsSchema,
  PAGE_LIMIT_MAX,
  SEARCH_ALL_DAYS_LIMIT,
  updateHighlightSchema,
} from '@precis/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { sendJsonText } from '../../lib/json-text';
import { paramsBeforeValidation } from '../../lib/params-before-validation';
import {
  createHighlight,
  getHighlight,
  highlightTotals,
  listHighlights,
  removeHighlight,
  updateHighlight,
} from './highlights.service';

const idParams = z.object({ id: z.string().min(1) });
/** The request's own address with the next page's cursor. */
function nextPageUrl(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

export const highlightsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // Another user's highlight answers 404 whatever the body, exactly as a missing one does.
  const ownHighlightFirst = async (request: FastifyRequest) => {
    const params = paramsBeforeValidation(idParams, request);
    if (params) await getHighlight(context, callerOf(request), params.id);
  };

  app.post(
    '/highlights',
    {
      schema: {
        tags: ['highlights'],
        summary: 'Save a highlight',
        description:
          'Content is required; categories and tags are trimmed, empty ones dropped and duplicates removed ' +
          '(case-insensitive). 429 once the daily highlights limit of the local day (X-Timezone) is reached.',
        body: createHighlightSchema,
        response: { 201: highlightSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createHighlight(context, callerOf(request), request.body)),
  );

  app.get(
    '/highlights',
    {
      schema: {
        tags: ['highlights'],
        summary: "List a local day's highlights, or search them, newest first",
        description:
          '`date` (yyyy-MM-dd) is a local day in the X-Timezone zone. `searchTerm` matches content, source, ' +
          'comment, categories and tags, case-insensitively: within the day when a date is given, otherwise ' +
          `across all days (at most ${SEARCH_ALL_DAYS_LIMIT} results). A day answers at most \`limit\` ` +
          `(default ${DAY_PAGE_LIMIT}, at most ${PAGE_LIMIT_MAX}) highlights; when more follow, the ` +
          '`Link` header holds the next page\'s address (rel="next", with a `cursor`).',
        querystring: highlightListQuerySchema,
        response: { 200: z.array(highlightSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await listHighlights(context, callerOf(request), request.query);
      if (page.nextCursor) reply.header('link', `<${nextPageUrl(request.url, page.nextCursor)}>; rel="next"`);
      return sendJsonText(reply, page.json);
    },
  );

  app.get(
    '/highlights/totals/per-category-group',
    {
      schema: {
        tags: ['highlights'],
        summary: 'Count your highlights per dashboard category group',
        description:
          'A highlight counts in a group when one of its categories is a code of that group; `total` counts ' +
          'all your highlights, including those not categorised yet.',
        response: { 200: highlightTotalsSchema },
      },
    },
    async (request) => highlightTotals(context, callerOf(request)),
  );

  app.get(
    '/highlights/:id',
    {
      schema: {
        tags: ['highlights'],
        summary: 'One of your highlights',
        params: idParams,
        response: { 200: highlightSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getHighlight(context, callerOf(request), request.params.id),
  );

  app.patch(
    '/highlights/:id',
    {
      preValidation: ownHighlightFirst,
      schema: {
        tags: ['highlights'],
        summary: 'Change the text, comment or tags of one of your highlights',
        description:
          'Send any of `content`, `comment` and `tags`, with the limits of POST; fields not sent stay as ' +
          'they are. `comment: null` or "" removes the comment; `tags` replaces every tag (trimmed, empty ones ' +
          'dropped, duplicates removed case-insensitively). A change of the content or the comment categorises ' +
          'the highlight again: the codes the AI added are replaced, the categories given on creation stay ' +
          '(with a model provider the new codes come a moment later, `processed` false until then); a ' +
          'highlight saved before Precis recorded which codes the AI added keeps its categories. Answers the ' +
          'whole highlight.',
        params: idParams,
        body: updateHighlightSchema,
        response: { 200: highlightSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => updateHighlight(context, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/highlights/:id',
    {
      schema: {
        tags: ['highlights'],
        summary: 'Delete one of your highlights',
        description: 'Summaries that used it keep their copy of its content.',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeHighlight(context, callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
