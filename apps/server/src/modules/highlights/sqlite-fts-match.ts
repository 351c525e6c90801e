import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { ftsString } from './search-text';

/** Highest number of highlights holding a trigram for it to count as rare enough to match on alone. */
const RARE_TRIGRAM_ROWS = 5_000;
/** Trigrams of a long key used at most: the first ones are enough to narrow the search. */
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
 * The FTS5 query that narrows a search for the key (of 3+ characters): rows holding some of its trigrams.
 * The caller re-checks every row with instr(), so any superset of the key's rows gives the same results,
 * only at another cost. The index has no positions (migration 0009), so there is no phrase query; and an AND
 * reads the whole doclist of each trigram in it: 'tte' alone is in half of the highlights. Two rare trigrams
 * cost a tenth of all of 'zettelkasten''s. When even the rarest trigram is common, though, a pair lets
 * through many rows that lack the key, so every trigram goes in.
 */
export function ftsMatchFor(key: string, rowsHolding: ReadonlyMap<string, number>): string {
  const ranked = keyTrigrams(key)
    .slice(0, MAX_TRIGRAMS_WEIGHED)
    .map((trigram) => ({ trigram, rows: rowsHolding.get(trigram) ?? 0 }))
    .sort((a, b) => a.rows - b.rows);
  const rare = (ranked[0]?.rows ?? 0) <= RARE_TRIGRAM_ROWS;
  return (rare ? ranked.slice(0, 2) : ranked).map(({ trigram }) => ftsString(trigram)).join(' AND ');
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
