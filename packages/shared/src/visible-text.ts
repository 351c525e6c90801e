/**
 * Text holds something to read: a character that is neither white space nor an invisible format character
 * (zero-width space U+200B, joiners, word joiner U+2060, byte order mark U+FEFF), which trimming leaves in.
 */
export const hasVisibleText = (value: string): boolean => /[^\s\p{Cf}]/u.test(value);
