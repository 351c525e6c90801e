import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  importCreatedSchema,
  importIdParamsSchema,
  importListSchema,
  importPreviewSchema,
  importSchema,
} from '@precis/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { callerOf } from '../../lib/caller';
import { getImport, listUserImports, previewImport, startImport } from './imports.service';
import { readUpload } from './read-upload';

const tags = ['imports'];
const uploadErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  413: apiErrorSchema,
  422: apiErrorSchema,
};
const uploadDescription =
  'multipart/form-data: `file` (the export), and optionally `format` (kindle, readwise-csv, omnivore, ' +
  'precis-json; detected from the content when absent), in either order. 413 over IMPORT_MAX_BYTES; 422 ' +
  'for a file no format can read (empty, binary, not UTF-8, over IMPORT_MAX_ROWS).';

/** Imports: Kindle, Readwise CSV, Omnivore and Precis JSON files, run as background jobs with a report. */
export const importsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const maxBytes = context.config.imports.maxBytes;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });

  app.post(
    '/imports',
    {
      schema: {
        tags,
        summary: 'Start an import',
        description: `${uploadDescription} 202: the import runs in the background; follow it at GET /imports/{id}.`,
        consumes: ['multipart/form-data'],
        response: { 202: importCreatedSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, maxBytes);
      const created = await startImport(context, callerOf(request), upload);
      return reply.status(202).send(created);
    },
  );

  app.post(
    '/imports/preview',
    {
      schema: {
        tags,
        summary: 'Preview an import: the detected format, the count and the first highlights',
        description: `${uploadDescription} Nothing is saved.`,
        consumes: ['multipart/form-data'],
        response: { 200: importPreviewSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const upload = await readUpload(request, maxBytes);
      return previewImport(context, callerOf(request), upload);
    },
  );

  app.get(
    '/imports',
    {
      schema: {
        tags,
        summary: "List the person's imports, newest first (the last 100)",
        response: { 200: importListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listUserImports(context, callerOf(request)),
  );

  app.get(
    '/imports/:id',
    {
      schema: {
        tags,
        summary: 'An import with its progress and report',
        params: importIdParamsSchema,
        response: { 200: importSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getImport(context, callerOf(request), request.params.id),
  );
};
