import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findOrCreateSource, type SourceInput, type SourceRef } from './find-or-create-source';
import { findOrCreateSources } from './find-or-create-sources';
import { addAlias } from './source-aliases.repository';
import { sourceMatchKey } from './source-keys';

const existing: SourceInput[] = [
  { title: 'Dune', author: 'Frank Herbert', externalId: 'B1' },
  { title: 'An essay', url: 'https://example.com/essay' },
  { title: 'Les Misérables', author: 'Victor Hugo' },
];

const newBook = { title: 'New book', author: 'A' };
const wanted: SourceInput[] = [
  { title: 'DUNE ', author: 'frank herbert' },
  { title: 'Another title', externalId: 'B1' },
  { title: 'Renamed', url: 'HTTPS://EXAMPLE.com/essay#part' },
  newBook,
  { title: 'new  BOOK', author: ' a ' },
  { title: 'Web page', url: 'https://example.com/new' },
  { title: 'Other title', url: 'https://example.com/new/' },
  { title: '  ', url: 'https://example.com/untitled' },
  { title: 'Les Miserables', author: 'VICTOR HUGO', externalId: 'B2' },
  { title: 'Something', externalId: 'B2' },
  { title: 'Something else', externalId: 'B2', kind: 'article' },
];

/** The refs as comparable across users: the fields, and which earlier answer each shares its source with. */
function shapeOf(refs: readonly SourceRef[]) {
  return refs.map((ref) => ({
    title: ref.title,
    author: ref.author,
    url: ref.url,
    created: ref.created,
    firstWithIt: refs.findIndex((other) => other.id === ref.id),
  }));
}

describe.each(testDialects)('finding or creating many sources at once on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds and creates the same sources as one call per input, in the same order', async () => {
    const [oneByOne, together] = [await t.signUp(), await t.signUp()];
    const db = t.context.db.kysely;
    for (const user of [oneByOne, together]) {
      for (const input of existing) await findOrCreateSource(db, user.id, input);
    }
    const expected: SourceRef[] = [];
    for (const input of wanted) expected.push(await findOrCreateSource(db, oneByOne.id, input));
    const answer = await findOrCreateSources(db, together.id, wanted);
    const refs = wanted.flatMap((input) => answer.get(input) ?? []);
    expect(shapeOf(refs)).toEqual(shapeOf(expected));
    const stored = async (userId: string) =>
      (
        await db
          .selectFrom('sources')
          .select(['title', 'author', 'url', 'kind', 'external_id', 'match_key', 'url_key'])
          .where('user_id', '=', userId)
          .orderBy('match_key')
          .execute()
      ).map((row) => Object.values(row));
    expect(await stored(together.id)).toEqual(await stored(oneByOne.id));
  });

  it('finds a source by an alias after its own keys, the same both ways, and creates none under an alias', async () => {
    const [oneByOne, together] = [await t.signUp(), await t.signUp()];
    const db = t.context.db.kysely;
    const aliased: SourceInput[] = [
      { title: 'dune (1965)', author: 'FRANK HERBERT' },
      { title: 'Old essay title', url: 'https://example.com/not-the-essay' },
      { title: 'Old essay title', externalId: 'B1' },
      { title: 'Les Misérables', author: 'Victor Hugo', url: 'https://example.com/hugo' },
      { title: 'Old essay title', kind: 'article' },
      { title: 'Not an alias' },
    ];
    for (const user of [oneByOne, together]) {
      const refs = [];
      for (const input of existing) refs.push(await findOrCreateSource(db, user.id, input));
      const [dune, essay] = refs;
      await addAlias(db, user.id, sourceMatchKey('Dune (1965)', 'Frank Herbert'), dune?.id ?? '');
      await addAlias(db, user.id, sourceMatchKey('Old essay title'), essay?.id ?? '');
    }
    const expected: SourceRef[] = [];
    for (const input of aliased) expected.push(await findOrCreateSource(db, oneByOne.id, input));
    const answer = await findOrCreateSources(db, together.id, aliased);
    const refs = aliased.flatMap((input) => answer.get(input) ?? []);
    expect(shapeOf(refs)).toEqual(shapeOf(expected));
    expect(refs.map((ref) => [ref.title, ref.created])).toEqual([
      ['Dune', false],
      ['An essay', false],
      ['Dune', false],
      ['Les Misérables', false],
      ['An essay', false],
      ['Not an alias', true],
    ]);
    for (const user of [oneByOne, together]) {
      const titles = await db.selectFrom('sources').select('title').where('user_id', '=', user.id).execute();
      expect(titles.map((row) => row.title).sort()).toEqual([
        'An essay',
        'Dune',
        'Les Misérables',
        'Not an alias',
      ]);
    }
  });

  it('answers an empty map for no inputs, and finds again what it created', async () => {
    const user = await t.signUp();
    const db = t.context.db.kysely;
    expect((await findOrCreateSources(db, user.id, [])).size).toBe(0);
    const first = await findOrCreateSources(db, user.id, [newBook]);
    const again = await findOrCreateSources(db, user.id, [{ ...newBook }]);
    expect([...again.values()].map((ref) => [ref.id, ref.created])).toEqual([
      [first.get(newBook)?.id, false],
    ]);
  });
});
