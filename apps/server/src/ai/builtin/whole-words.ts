/**
 * Any of the forms as whole words, in any case: JavaScript's `\b` is blind to letters beyond ASCII, so
 * "überfällig" or "cassée" would never match between `\b`s.
 */
export const anyOf = (...forms: string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
