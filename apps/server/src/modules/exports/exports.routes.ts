import { Readable } from 'node:stream';
import { apiErrorSchema, exportDocumentSchema, exportQuerySchema, TIME_ZONE_HEADER } from '@precis/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { timeZoneOfUser } from '../preferences';
import { startExport } from './exports.service';

export const exportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/exports',
    {
      schema: {
        tags: ['exports'],
        summary: 'Download your highlights, sources and summaries as a file',
        description:
          '`markdown`: a zip for Obsidian (a note per source with YAML front matter and a block id `^precis-<id>` ' +
          'per highlight, a note per month for highlights without a source, a note per summary linking to the ' +
          "highlights it used). `csv`: the columns of Readwise's export. `json`: the whole library, version 1 " +
          'of the PrecisExport schema, which the import reads back. `from` and `to` are local days (X-Timezone, ' +
          'or the zone the web app last sent), both included; `sourceId` exports one source. The file streams ' +
          'as it is read, named in `Content-Disposition` with the date.',
        querystring: exportQuerySchema,
        response: {
          200: {
            description: 'The export file.',
            content: {
              'application/json': { schema: exportDocumentSchema },
              'text/csv': {
                schema: z.string().meta({ description: 'Readwise CSV, UTF-8, CRLF line ends.' }),
              },
              'application/zip': { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // A download link cannot send X-Timezone: the zone this user's browser last sent stands in for it.
      const timeZone =
        request.headers[TIME_ZONE_HEADER] === undefined
          ? await timeZoneOfUser(context.db.kysely, caller.userId)
          : caller.timeZone;
      const file = await startExport(context, { ...caller, timeZone }, request.query);
      // The 200 schemas document the file; a stream is sent as it is, never serialised.
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file.body));
    },
  );
};
