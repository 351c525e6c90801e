import fc from 'fast-check';

/**
 * Every kind of character a user can type or paste (quotes, backslashes, controls, emoji, lone surrogates),
 * but U+0000, which the API refuses and PostgreSQL cannot store.
 */
export const anyUserText = fc
  .string({ unit: 'binary', maxLength: 40 })
  .map((text) => text.replaceAll('\u0000', ''));
