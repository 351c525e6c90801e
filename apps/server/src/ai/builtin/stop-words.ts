import { createRequire } from 'node:module';
import type { KnownLanguage } from './language-guess';

/** Common English function words, ignored when matching vocabularies and comparing sentences. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all almost also although always am among an and another any anyone
  anything are aren't around as at be became because become been before being below between both but by can
  can't cannot could couldn't did didn't do does doesn't doing don't done down during each either else enough
  even ever every few for from further get gets getting got had hadn't has hasn't have haven't having he he'd
  he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is
  isn't it it's its itself just let's like may maybe me might more most much must mustn't my myself neither no
  nor not now of off often on once one ones only or other others otherwise our ours ourselves out over own per
  perhaps quite rather really same shall shan't she she'd she'll she's should shouldn't since so some
  something sometimes still such than that that's the their theirs them themselves then there there's these
  they they'd they'll they're they've thing things this those though through thus to too toward towards under
  until up upon us very via was wasn't we we'd we'll we're we've were weren't what what's whatever when when's
  where where's whether which while who who's whom whose why why's will with within without won't would
  wouldn't yet you you'd you'll you're you've your yours yourself yourselves someone somebody everyone
  everybody nobody anybody`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * stopwords-iso's lists by ISO 639-1 code: each language's function words and commonest words. Read when first
 * needed, and the file (58 languages) let go once the list is taken: an English library never loads it.
 */
function isoStopWords(language: string): string[] {
  const require = createRequire(import.meta.url);
  const lists: unknown = require('stopwords-iso');
  delete require.cache[require.resolve('stopwords-iso')];
  const list =
    typeof lists === 'object' && lists !== null
      ? Object.getOwnPropertyDescriptor(lists, language)?.value
      : undefined;
  return Array.isArray(list) ? list.filter((word): word is string => typeof word === 'string') : [];
}

/** Folded as tokens.ts folds words: lower case, no accents ("über" is "uber"). */
const folded = (words: readonly string[]): ReadonlySet<string> =>
  new Set(
    words.map((word) =>
      word
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC')
        .toLowerCase(),
    ),
  );

const stopWordSets = new Map<string, ReadonlySet<string>>();
function stopWordSet(key: string, languages: readonly string[]): ReadonlySet<string> {
  let words = stopWordSets.get(key);
  if (words === undefined) {
    words = folded(languages.flatMap(isoStopWords));
    stopWordSets.set(key, words);
  }
  return words;
}

/**
 * Chinese and Japanese function words of more than one character ("一个", "って", "という"); a word of one character
 * is never a content word to the engine in any script.
 */
export const spacelessStopWords = (): ReadonlySet<string> => stopWordSet('zh+ja', ['zh', 'ja']);

/** The stop words of a language the guess knows, on top of the English ones that every text drops. */
export const stopWordsOf = (language: Exclude<KnownLanguage, 'en'>): ReadonlySet<string> =>
  stopWordSet(language, [language]);
