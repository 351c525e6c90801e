/**
 * SQLite search is scoped per user inside the shared FTS5 index: each indexed text starts with a token made
 * of the user's id, and every match ANDs that token, so FTS5 skips other users' rows in its doclists instead
 * of walking them (a search's time then depends on the caller's rows, not on what others wrote).
 * The token is one trigram of three private-use characters, each holding two characters of the id
 * (7 bits each): 42 bits of the id, so two users share a token about never (and a shared one only costs time:
 * every query also filters by user_id). Its SQL twin is `searchScopeSql`.
 */
const PRIVATE_USE_BASE = 0xf0000;

const sevenBits = (text: string, index: number) => (text.codePointAt(index) ?? 0) % 128;

export function searchScopeToken(userId: string): string {
  const points = [0, 2, 4].map(
    (at) => PRIVATE_USE_BASE + sevenBits(userId, at) * 128 + sevenBits(userId, at + 1),
  );
  return String.fromCodePoint(...points);
}

/** The same token computed in SQLite from a user id column (ids are ASCII, as better-auth makes them). */
export function searchScopeSql(userId: string): string {
  const bits = (at: number) => `coalesce(unicode(substr(${userId}, ${at}, 1)), 0) % 128`;
  const point = (at: number) => `${PRIVATE_USE_BASE} + ${bits(at)} * 128 + ${bits(at + 1)}`;
  return `char(${point(1)}, ${point(3)}, ${point(5)})`;
}

/** What the index holds for a highlight: its user's token, a space, its search text. */
export const scopedSearchTextSql = (userId: string, searchText: string) =>
  `${searchScopeSql(userId)} || ' ' || ${searchText}`;
