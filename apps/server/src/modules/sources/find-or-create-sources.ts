import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { newId } from '../../lib/ids';
import {
  newSourceRow,
  REF_COLUMNS,
  type SourceInput,
  type SourceKeys,
  type SourceRef,
  sourceKeysOf,
} from './find-or-create-source';
import { sourcesByAlias } from './source-aliases.repository';

/**
 * Distinct sources looked up per query: four parameters each at most (external id, URL, match key, and the
 * match key again among aliases), well under both databases' limit on parameters.
 */
const SOURCES_PER_QUERY = 500;

type Ref = Omit<SourceRef, 'created'>;

/**
 * findOrCreateSource for many inputs at once, with the same rules and the same sources as calling it for each
 * in turn: per 500 distinct sources, one query finds those that exist (by any of their keys, or an alias) and
 * one inserts the others, instead of up to six queries a source. Answers each input's source, keyed by the
 * input itself.
 */
export async function findOrCreateSources(
  db: Kysely<Database>,
  userId: string,
  inputs: readonly SourceInput[],
): Promise<Map<SourceInput, SourceRef>> {
  const distinct = new Map<string, SourceKeys>();
  const keyOfInput = new Map<SourceInput, string>();
  for (const input of inputs) {
    if (keyOfInput.has(input)) continue;
    const keys = sourceKeysOf(input);
    // Inputs with the same three keys find the same source whatever else they say; the first one creates it.
    const key = JSON.stringify([keys.externalId, keys.urlKey, keys.matchKey]);
    keyOfInput.set(input, key);
    if (!distinct.has(key)) distinct.set(key, keys);
  }
  const refOfKey = new Map<string, SourceRef>();
  const entries = [...distinct];
  for (let start = 0; start < entries.length; start += SOURCES_PER_QUERY) {
    const slice = entries.slice(start, start + SOURCES_PER_QUERY);
    const refs = await findOrCreateDistinct(
      db,
      userId,
      slice.map(([, keys]) => keys),
    );
    slice.forEach(([key], index) => {
      const ref = refs[index];
      if (ref) refOfKey.set(key, ref);
    });
  }
  const answer = new Map<SourceInput, SourceRef>();
  for (const [input, key] of keyOfInput) {
    const ref = refOfKey.get(key);
    if (!ref) continue;
    answer.set(input, ref);
    // Only the first input of a new source created it, as with one call each.
    if (ref.created) refOfKey.set(key, { ...ref, created: false });
  }
  return answer;
}

/** Each source's ref, in order: the inputs are looked at one after another, as separate calls would. */
async function findOrCreateDistinct(
  db: Kysely<Database>,
  userId: string,
  wanted: readonly SourceKeys[],
): Promise<SourceRef[]> {
  const known = new KnownSources(await findAnyOf(db, userId, wanted));
  const now = Date.now();
  const toCreate: { id: string; keys: SourceKeys }[] = [];
  const chosen = wanted.map((keys) => {
    const found = known.find(keys);
    if (found) return { ref: found, created: false };
    const id = newId(now);
    const ref = { id, title: keys.title, author: keys.author, url: keys.url };
    known.add({
      ...ref,
      external_id: keys.externalId,
      url_key: keys.urlKey,
      match_key: keys.matchKey,
      alias_key: null,
    });
    toCreate.push({ id, keys });
    return { ref, created: true };
  });
  if (toCreate.length === 0) return chosen.map(({ ref }) => ({ ...ref, created: false }));

  await db
    .insertInto('sources')
    .values(toCreate.map(({ id, keys }) => newSourceRow(userId, keys, id, now)))
    .onConflict((conflict) => conflict.columns(['user_id', 'match_key']).doNothing())
    .execute();
  // A concurrent call may have created one of them first: its row is the source, as findOrCreateSource reads it.
  const stored = await db
    .selectFrom('sources')
    .select([...REF_COLUMNS, 'match_key'])
    .where('user_id', '=', userId)
    .where(
      'match_key',
      'in',
      toCreate.map(({ keys }) => keys.matchKey),
    )
    .execute();
  const storedByMatchKey = new Map(stored.map(({ match_key, ...ref }) => [match_key, ref]));
  const actual = new Map<string, Ref>();
  for (const { id, keys } of toCreate) {
    const row = storedByMatchKey.get(keys.matchKey);
    if (row) actual.set(id, row);
  }
  return chosen.map(({ ref, created }) => {
    const row = actual.get(ref.id) ?? ref;
    return { ...row, created: created && row.id === ref.id };
  });
}

interface SourceRow extends Ref {
  external_id: string | null;
  url_key: string | null;
  match_key: string;
  /** Set when the row was found by this alias (then only the alias finds it here). */
  alias_key: string | null;
}

/** The user's sources that any of the wanted ones would be found as, oldest first: by their keys or an alias. */
function findAnyOf(
  db: Kysely<Database>,
  userId: string,
  wanted: readonly SourceKeys[],
): Promise<SourceRow[]> {
  const matchKeys = wanted.map((keys) => keys.matchKey);
  const urlKeys = wanted.flatMap((keys) => (keys.urlKey ? [keys.urlKey] : []));
  const externalIds = wanted.flatMap((keys) => (keys.externalId ? [keys.externalId] : []));
  return db
    .selectFrom('sources')
    .select([
      ...REF_COLUMNS,
      'external_id',
      'url_key',
      'match_key',
      sql<string | null>`cast(null as text)`.as('alias_key'),
      'created_at',
    ])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('match_key', 'in', matchKeys),
        ...(urlKeys.length > 0 ? [eb('url_key', 'in', urlKeys)] : []),
        ...(externalIds.length > 0 ? [eb('external_id', 'in', externalIds)] : []),
      ]),
    )
    .unionAll(sourcesByAlias(db, userId, matchKeys))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Sources by each key they are found by; the first added (the oldest) keeps a key. */
class KnownSources {
  private readonly byExternalId = new Map<string, Ref>();
  private readonly byUrlKey = new Map<string, Ref>();
  private readonly byMatchKey = new Map<string, Ref>();
  private readonly byAlias = new Map<string, Ref>();

  constructor(rows: readonly SourceRow[]) {
    for (const row of rows) this.add(row);
  }

  add({ external_id, url_key, match_key, alias_key, id, title, author, url }: SourceRow): void {
    const ref = { id, title, author, url };
    if (alias_key !== null) {
      this.byAlias.set(alias_key, ref);
      return;
    }
    if (external_id && !this.byExternalId.has(external_id)) this.byExternalId.set(external_id, ref);
    if (url_key && !this.byUrlKey.has(url_key)) this.byUrlKey.set(url_key, ref);
    if (!this.byMatchKey.has(match_key)) this.byMatchKey.set(match_key, ref);
  }

  find(keys: SourceKeys): Ref | undefined {
    return (
      (keys.externalId ? this.byExternalId.get(keys.externalId) : undefined) ??
      (keys.urlKey ? this.byUrlKey.get(keys.urlKey) : undefined) ??
      this.byMatchKey.get(keys.matchKey) ??
      this.byAlias.get(keys.matchKey)
    );
  }
}
