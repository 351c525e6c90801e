import type { Source, SourceListQuery, SourcePage, UpdateSource } from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { ConflictError, FieldValidationError, NotFoundError, UnprocessableError } from '../../lib/errors';
import type { JsonText } from '../../lib/json-text';
import { type HighlightPageJson, moveToSource, sourceHighlightsPage } from '../highlights';
import { addAlias, dropAlias, moveAliases } from './source-aliases.repository';
import { sourceFromRow } from './source-fields';
import { looseText, sourceMatchKey, sourceUrlKey } from './source-keys';
import {
  deleteEmptySource,
  findSourceById,
  findSourceByMatchKey,
  findSources,
  type SourceRow,
  setExternalIdIfNone,
  updateSourceRow,
} from './sources.repository';

export const SOURCE_NOT_FOUND = 'Source not found.';

/**
 * A page of the user's sources, as JSON text: stringified here rather than checked again by the response
 * schema, which cost more than the query for a page of 500 (sources.test.ts checks the shape).
 */
export async function listSources(
  context: AppContext,
  caller: Caller,
  query: SourceListQuery,
): Promise<JsonText<SourcePage>> {
  const after = query.cursor ? decodeCursor(query.cursor, ['number', 'string']) : undefined;
  const key = query.search ? looseText(query.search) : undefined;
  const rows = await findSources(context.db.kysely, caller.userId, {
    key: key || undefined,
    kind: query.kind,
    after,
    limit: query.limit + 1,
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const page: SourcePage = {
    items: items.map(sourceFromRow),
    nextCursor: rows.length > query.limit && last ? encodeCursor([Number(last.recent_at), last.id]) : null,
  };
  return JSON.stringify(page) as JsonText<SourcePage>;
}

async function loadSource(context: AppContext, userId: string, id: string): Promise<SourceRow> {
  const row = await findSourceById(context.db.kysely, userId, id);
  if (!row) throw new NotFoundError(SOURCE_NOT_FOUND);
  return row;
}

export async function getSource(context: AppContext, caller: Caller, id: string): Promise<Source> {
  return sourceFromRow(await loadSource(context, caller.userId, id));
}

export async function listSourceHighlights(
  context: AppContext,
  caller: Caller,
  id: string,
  page: { cursor?: string; limit: number },
): Promise<HighlightPageJson> {
  await loadSource(context, caller.userId, id);
  return sourceHighlightsPage(context.db.kysely, caller.userId, id, page);
}

/**
 * Renames a source or changes its author, URL or kind; its highlights' copies follow. A title and author
 * that another of the user's sources has already answer 409: merging is the way to join them. The old title
 * and author become an alias, so an import under them finds this source again; the new ones stop being an
 * alias (of this source's or another's: a source's current name wins).
 */
export async function updateSource(
  context: AppContext,
  caller: Caller,
  id: string,
  patch: UpdateSource,
): Promise<Source> {
  await context.db.kysely.transaction().execute(async (trx) => {
    const current = await findSourceById(trx, caller.userId, id);
    if (!current) throw new NotFoundError(SOURCE_NOT_FOUND);
    const title = patch.title ?? current.title;
    const author = patch.author === undefined ? current.author : patch.author;
    const url = patch.url === undefined ? current.url : patch.url;
    const matchKey = sourceMatchKey(title, author);
    if (matchKey !== current.match_key) {
      const other = await findSourceByMatchKey(trx, caller.userId, matchKey);
      if (other && other.id !== id) {
        throw new ConflictError(
          'Another source already has this title and author.',
          'Merge this source into it instead, to bring their highlights together.',
        );
      }
      await dropAlias(trx, caller.userId, matchKey);
      await addAlias(trx, caller.userId, current.match_key, id);
    }
    await updateSourceRow(trx, caller.userId, id, {
      title,
      author,
      url,
      kind: patch.kind ?? current.kind,
      match_key: matchKey,
      url_key: sourceUrlKey(url),
      updated_at: Date.now(),
    });
    if (title !== current.title || author !== current.author || url !== current.url) {
      await moveToSource(trx, caller.userId, id, { id, title, author, url });
    }
  });
  return getSource(context, caller, id);
}

/**
 * Moves the source's highlights into another of the user's sources and deletes the emptied source. Its title
 * and author, and its aliases, become aliases of the other, so an import under them finds the merged source;
 * its external id (an ASIN, a Readwise book id) goes over too when the other has none. Its URL does not: the
 * other keeps the URL it shows and its highlights copy, and the alias finds it anyway.
 */
export async function mergeSource(
  context: AppContext,
  caller: Caller,
  id: string,
  intoId: string | undefined,
): Promise<Source> {
  // The source itself first: another user's source answers 404 whatever the body.
  await loadSource(context, caller.userId, id);
  if (!intoId) {
    const message = 'Say which source to merge into (intoId).';
    throw new FieldValidationError(message, [{ field: 'intoId', message }]);
  }
  await context.db.kysely.transaction().execute(async (trx) => {
    const from = await findSourceById(trx, caller.userId, id);
    const into = await findSourceById(trx, caller.userId, intoId);
    if (!from || !into) throw new NotFoundError(SOURCE_NOT_FOUND);
    if (from.id === into.id) throw new UnprocessableError('A source cannot be merged into itself.');
    await moveToSource(trx, caller.userId, id, {
      id: into.id,
      title: into.title,
      author: into.author,
      url: into.url,
    });
    await moveAliases(trx, caller.userId, from.id, into.id);
    // Its key is free once it is gone; were it not (a highlight saved into it meanwhile), it stays its own.
    if (await deleteEmptySource(trx, caller.userId, from.id)) {
      await addAlias(trx, caller.userId, from.match_key, into.id);
    }
    if (from.external_id) await setExternalIdIfNone(trx, caller.userId, into.id, from.external_id);
  });
  return getSource(context, caller, intoId);
}

/** Deletes a source that has no highlights; 409 while it has some. */
export async function deleteSource(context: AppContext, caller: Caller, id: string): Promise<void> {
  const source = await loadSource(context, caller.userId, id);
  if (await deleteEmptySource(context.db.kysely, caller.userId, id)) return;
  const count = Number(source.highlights_count);
  throw new ConflictError(
    `This source still has ${count} highlight${count === 1 ? '' : 's'}.`,
    'Delete them or merge this source into another one first.',
  );
}
