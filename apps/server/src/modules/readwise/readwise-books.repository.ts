import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** The book of highlights that have no source. */
export const NO_SOURCE = '';
export const NO_SOURCE_TITLE = 'Quotes';

/** A book as stored: its Readwise row, its source's fields, and its highlights' figures. */
export interface BookRecord {
  id: number;
  sourceId: string;
  title: string;
  author: string | null;
  url: string | null;
  kind: string;
  externalId: string | null;
  category: string | null;
  sourceType: string | null;
  coverImageUrl: string | null;
  numHighlights: number;
  /** Newest highlighted time of its highlights; null while it has none. */
  lastHighlightAt: number | null;
  /** The newest change to the book, its source, or any of its highlights (deletions included). */
  updatedAt: number;
}

/** Gives every source of the user (and their highlights without one) a Readwise book id. */
export async function ensureBooks(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await sql`INSERT INTO readwise_books (user_id, source_id, created_at, updated_at)
    SELECT s.user_id, s.id, s.created_at, s.updated_at FROM sources s
     WHERE s.user_id = ${userId}
       AND NOT EXISTS (SELECT 1 FROM readwise_books b WHERE b.user_id = s.user_id AND b.source_id = s.id)
    ON CONFLICT (user_id, source_id) DO NOTHING`.execute(db);
  await sql`INSERT INTO readwise_books (user_id, source_id, created_at, updated_at)
    SELECT ${userId}, ${NO_SOURCE}, ${now}, ${now}
     WHERE EXISTS (SELECT 1 FROM highlights WHERE user_id = ${userId} AND source_id IS NULL)
    ON CONFLICT (user_id, source_id) DO NOTHING`.execute(db);
}

/** The Readwise book of a source (made when missing). */
export async function bookOfSource(
  db: Kysely<Database>,
  userId: string,
  sourceId: string,
  now: number,
): Promise<{
  id: number;
  category: string | null;
  source_type: string | null;
  cover_image_url: string | null;
}> {
  await db
    .insertInto('readwise_books')
    .values({ user_id: userId, source_id: sourceId, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'source_id']).doNothing())
    .execute();
  return db
    .selectFrom('readwise_books')
    .select(['id', 'category', 'source_type', 'cover_image_url'])
    .where('user_id', '=', userId)
    .where('source_id', '=', sourceId)
    .executeTakeFirstOrThrow();
}

/** Sets what Readwise keeps about a book that a source has not, and moves its `updated`. */
export async function updateBookExtras(
  db: Kysely<Database>,
  userId: string,
  bookId: number,
  extras: { category?: string; source_type?: string; cover_image_url?: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('readwise_books')
    .set({ ...extras, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', bookId)
    .execute();
}

export async function touchBook(db: Kysely<Database>, userId: string, bookId: number, now: number) {
  await db
    .updateTable('readwise_books')
    .set({ updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', bookId)
    .execute();
}

/**
 * Every book of the user with its figures, by id. Three grouped reads over the user's rows: Readwise's book
 * lists are filtered and paged on figures (updated, last highlight) that no single index holds.
 */
export async function listBookRecords(db: Kysely<Database>, userId: string): Promise<BookRecord[]> {
  const [books, figures, deletions] = await Promise.all([
    db
      .selectFrom('readwise_books as b')
      .leftJoin('sources as s', (join) =>
        join.onRef('s.id', '=', 'b.source_id').onRef('s.user_id', '=', 'b.user_id'),
      )
      .select([
        'b.id',
        'b.source_id',
        'b.category',
        'b.source_type',
        'b.cover_image_url',
        'b.updated_at',
        's.id as found',
        's.title',
        's.author',
        's.url',
        's.kind',
        's.external_id',
        's.updated_at as source_updated_at',
      ])
      .where('b.user_id', '=', userId)
      .orderBy('b.id')
      .execute(),
    db
      .selectFrom('highlights as h')
      .innerJoin('readwise_highlights as r', 'r.highlight_id', 'h.id')
      .select((eb) => [
        eb.fn.coalesce('h.source_id', sql.lit(NO_SOURCE)).as('source_id'),
        eb.fn.countAll().as('count'),
        eb.fn.max('h.created_at').as('last_at'),
        eb.fn.max('r.updated_at').as('updated_at'),
      ])
      .where('h.user_id', '=', userId)
      .groupBy(sql`coalesce(h.source_id, ${sql.lit(NO_SOURCE)})`)
      .execute(),
    db
      .selectFrom('readwise_highlights')
      .select((eb) => ['book_id', eb.fn.max('updated_at').as('updated_at')])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is not', null)
      .where('book_id', 'is not', null)
      .groupBy('book_id')
      .execute(),
  ]);
  const figuresOf = new Map(figures.map((row) => [row.source_id, row]));
  const deletedOf = new Map(deletions.map((row) => [Number(row.book_id), Number(row.updated_at)]));
  const records: BookRecord[] = [];
  for (const book of books) {
    const orphan = book.source_id !== NO_SOURCE && book.found === null;
    if (orphan) continue;
    const figure = figuresOf.get(book.source_id);
    records.push({
      id: Number(book.id),
      sourceId: book.source_id,
      title: book.title ?? NO_SOURCE_TITLE,
      author: book.author ?? null,
      url: book.url ?? null,
      kind: book.kind ?? 'other',
      externalId: book.external_id ?? null,
      category: book.category,
      sourceType: book.source_type,
      coverImageUrl: book.cover_image_url,
      numHighlights: Number(figure?.count ?? 0),
      lastHighlightAt: figure?.last_at == null ? null : Number(figure.last_at),
      updatedAt: Math.max(
        Number(book.updated_at),
        Number(book.source_updated_at ?? 0),
        Number(figure?.updated_at ?? 0),
        deletedOf.get(Number(book.id)) ?? 0,
      ),
    });
  }
  return records;
}
