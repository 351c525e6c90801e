import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { ftsPhrase } from './search-text';

/** Highest number of highlights holding a trigram for it to count as rare enough to match on alone. */
const RARE_TRIGRAM_ROWS = 5_000;
/** Trigrams of a long key looked up at most: the first ones are enough to find a rare pair. */
const MAX_TRIGRAMS_WEIGHED = 24;
const COUNT_TTL_MS = 10 * 60_000;
const MAX_REMEMBERED_COUNTS = 20_000;

/** The distinct trigrams of the key, in order, counted in characters as FTS5's trigram tokenizer does. */
export function keyTrigrams(key: string): string[] {
  const characters = [...key];
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= characters.length; index += 1) {
    trigrams.add(characters.slice(index, index + 3).join(''));
  }
  return [...trigrams];
}

/**
 * The FTS5 query that narrows a search for the key; the caller re-checks every row with instr(), so any
 * query matching a superset of the key's rows gives the same results, only at another cost. A phrase reads
 * the whole position lists of all the key's trigrams: 2 ms over 100,000 highlights for 'zettelkasten', whose
 * 'tte' alone is in half of them. Two rare trigrams ANDed cost a tenth of that. When even the rarest
 * trigram is common, though, their pair matches many rows that lack the key, so the phrase is cheaper.
 */
export function ftsMatchFor(key: string, rowsHolding: ReadonlyMap<string, number>): string {
  const ranked = keyTrigrams(key)
    .slice(0, MAX_TRIGRAMS_WEIGHED)
    .map((trigram) => ({ trigram, rows: rowsHolding.get(trigram) ?? 0 }))
    .sort((a, b) => a.rows - b.rows);
  const [rarest, second] = ranked;
  if (ranked.length <= 2 || !rarest || !second || rarest.rows > RARE_TRIGRAM_ROWS) return ftsPhrase(key);
  return `${ftsPhrase(rarest.trigram)} AND ${ftsPhrase(second.trigram)}`;
}

interface RememberedCount {
  rows: number;
  at: number;
}

/** Per database: counts only steer the choice of query, so a stale one costs time, never a wrong answer. */
const countsByDatabase = new WeakMap<object, Map<string, RememberedCount>>();

/** How many highlights hold each trigram the key's match is chosen from, from the index's vocabulary. */
export async function trigramRowCounts(db: Kysely<Database>, key: string): Promise<Map<string, number>> {
  let remembered = countsByDatabase.get(db);
  if (!remembered) {
    remembered = new Map();
    countsByDatabase.set(db, remembered);
  }
  const now = Date.now();
  const counts = new Map<string, number>();
  for (const trigram of keyTrigrams(key).slice(0, MAX_TRIGRAMS_WEIGHED)) {
    const known = remembered.get(trigram);
    if (known && now - known.at < COUNT_TTL_MS) {
      counts.set(trigram, known.rows);
      continue;
    }
    const { rows } = await sql<{ doc: number }>`
      SELECT doc FROM highlights_fts_vocab WHERE term = ${trigram}`.execute(db);
    const holding = Number(rows[0]?.doc ?? 0);
    if (remembered.size >= MAX_REMEMBERED_COUNTS) remembered.clear();
    remembered.set(trigram, { rows: holding, at: now });
    counts.set(trigram, holding);
  }
  return counts;
}
