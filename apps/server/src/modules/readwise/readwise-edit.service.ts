import {
  LIMITS,
  type ReadwiseHighlight,
  type ReadwiseHighlightPatch,
  type ReadwiseTag,
} from '@precis/shared';
import type { AppContext } from '../../app-context';
import type { Caller } from '../../lib/caller';
import { FieldValidationError, NotFoundError } from '../../lib/errors';
import { editAndCategorise, editHighlight, removeHighlight as removePrecisHighlight } from '../highlights';
import { touchBook } from './readwise-books.repository';
import { setReadwiseExtras } from './readwise-highlights.repository';
import { findBook, findHighlight, getHighlight } from './readwise-read.service';
import { addBookTag, bookTags, findTag, removeBookTag, tagIdsOf } from './readwise-tags.repository';

const TAG_NOT_FOUND = 'Tag not found.';

/** A tag given by name to a highlight or book (by its Readwise id). */
export interface TagByName {
  id: number;
  name: string;
}

/** A tag (by id) of a highlight or book (by its Readwise id), as the route's path names both. */
export interface TagOf {
  id: number;
  tagId: number;
}

/** `PATCH /api/v2/highlights/{id}/`: a partial body; answers the whole highlight. */
export async function patchHighlight(
  context: AppContext,
  caller: Caller,
  { id, patch }: { id: number; patch: ReadwiseHighlightPatch },
): Promise<ReadwiseHighlight> {
  const { userId } = caller;
  const row = await findHighlight(context, caller, id);
  const db = context.db.kysely;
  const edit = {
    ...(patch.text !== undefined && patch.text.trim() !== row.content ? { content: patch.text.trim() } : {}),
    ...(patch.note !== undefined && (patch.note ?? '') !== (row.comment ?? '')
      ? { comment: patch.note || null }
      : {}),
  };
  if (Object.keys(edit).length > 0) await editAndCategorise(context, userId, row.highlightId, edit);
  const extras = {
    ...(patch.color !== undefined && (patch.color ?? '') !== row.color ? { color: patch.color ?? '' } : {}),
    ...(patch.location !== undefined && patch.location !== row.location ? { location: patch.location } : {}),
    ...(patch.url !== undefined && patch.url !== row.highlightUrl ? { highlightUrl: patch.url || null } : {}),
  };
  if (Object.keys(extras).length > 0) await setReadwiseExtras(db, userId, [{ id, extras }], Date.now());
  return getHighlight(context, caller, id);
}

export async function removeHighlight(context: AppContext, caller: Caller, id: number): Promise<void> {
  const row = await findHighlight(context, caller, id);
  await removePrecisHighlight(context, caller, row.highlightId);
}

async function tagOfUser(context: AppContext, userId: string, tagId: number): Promise<ReadwiseTag> {
  const tag = await findTag(context.db.kysely, userId, tagId);
  if (!tag) throw new NotFoundError(TAG_NOT_FOUND);
  return tag;
}

export async function highlightTags(context: AppContext, caller: Caller, id: number): Promise<ReadwiseTag[]> {
  return (await getHighlight(context, caller, id)).tags;
}

export async function addHighlightTag(
  context: AppContext,
  caller: Caller,
  { id, name }: TagByName,
): Promise<ReadwiseTag> {
  const { userId } = caller;
  const row = await findHighlight(context, caller, id);
  const existing = row.tags.find((tag) => tag.toLowerCase() === name.toLowerCase());
  if (!existing) {
    if (row.tags.length >= LIMITS.labelsMax) {
      const message = `A highlight has at most ${LIMITS.labelsMax} tags.`;
      throw new FieldValidationError(message, [{ field: 'name', message }]);
    }
    await editHighlight(context.db.kysely, userId, row.highlightId, { tags: [...row.tags, name] });
  }
  const spelling = existing ?? name;
  const ids = await tagIdsOf(context.db.kysely, userId, [spelling]);
  const tagId = ids.get(spelling.toLowerCase());
  if (tagId === undefined) throw new NotFoundError(TAG_NOT_FOUND);
  return { id: tagId, name: spelling };
}

export async function removeHighlightTag(context: AppContext, caller: Caller, { id, tagId }: TagOf) {
  const row = await findHighlight(context, caller, id);
  const tag = await tagOfUser(context, caller.userId, tagId);
  const kept = row.tags.filter((name) => name.toLowerCase() !== tag.name.toLowerCase());
  if (kept.length === row.tags.length) throw new NotFoundError(TAG_NOT_FOUND);
  await editHighlight(context.db.kysely, caller.userId, row.highlightId, { tags: kept });
}

export async function listBookTags(context: AppContext, caller: Caller, id: number): Promise<ReadwiseTag[]> {
  const book = await findBook(context, caller, id);
  return (await bookTags(context.db.kysely, caller.userId, [book.id])).get(book.id) ?? [];
}

export async function addTagToBook(
  context: AppContext,
  caller: Caller,
  { id, name }: TagByName,
): Promise<ReadwiseTag> {
  const { userId } = caller;
  const book = await findBook(context, caller, id);
  const current = (await bookTags(context.db.kysely, userId, [book.id])).get(book.id) ?? [];
  const existing = current.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
  if (existing) return existing;
  const ids = await tagIdsOf(context.db.kysely, userId, [name]);
  const tagId = ids.get(name.toLowerCase());
  if (tagId === undefined) throw new NotFoundError(TAG_NOT_FOUND);
  await addBookTag(context.db.kysely, book.id, tagId);
  await touchBook(context.db.kysely, userId, book.id, Date.now());
  return (await tagOfUser(context, userId, tagId)) ?? { id: tagId, name };
}

export async function removeTagFromBook(context: AppContext, caller: Caller, { id, tagId }: TagOf) {
  const book = await findBook(context, caller, id);
  await tagOfUser(context, caller.userId, tagId);
  if (!(await removeBookTag(context.db.kysely, book.id, tagId))) throw new NotFoundError(TAG_NOT_FOUND);
  await touchBook(context.db.kysely, caller.userId, book.id, Date.now());
}
