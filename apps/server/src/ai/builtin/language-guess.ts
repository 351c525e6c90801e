/**
 * Which of the languages the engine knows a text is written in, from its function words: a short
 * highlight has too few letters for character statistics, but nearly every sentence has "the", "der",
 * "le" or "el" in it.
 */
import { franc } from 'franc';
import { STOP_WORDS } from './stop-words';
import { words } from './tokens';

export type KnownLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl';

/** Function words that are common in one language and rare in the others (accents folded). */
const FUNCTION_WORDS: Record<Exclude<KnownLanguage, 'en'>, ReadonlySet<string>> = {
  de: new Set(
    `der die das den dem des ein eine einen einem einer und ist nicht mit sich auf fur von zu im ich
    wir sie er es sind war wird werden auch aber oder wenn dass nur noch schon immer jede jeder jedes
    mehr sehr zum zur bei nach uber unter vor durch wer was wie hat haben kann muss sollte`.split(/\s+/),
  ),
  fr: new Set(
    `le la les un une des du de et est sont pas ne que qui pour dans avec sur au aux ce cette ces il tu
    elle nous vous ils elles on je mon ma mes son sa ses leur plus mais ou tout tous faut etre avoir
    fait a l d qu c n s j`.split(/\s+/),
  ),
  es: new Set(
    `el la los las un una unos unas y a es son no que de del en con por para al lo se su sus mas pero
    como muy todo todos esta este estos hay ser tiene tengo mi mis tu nos les sin sobre cada solo
    antes despues cuando`.split(/\s+/),
  ),
  // Italian, Portuguese and Dutch words the other four rarely write, and English notes never ("per", "come",
  // "do", "um", "van", "over" are left out: "Van over at 5" is English).
  it: new Set(
    `il di che non della delle dello degli gli nel nella alla questo questa anche piu essere molto ogni cosa
    chi sono suo sua loro perche quando ho hai abbiamo dei dal dalla dai sul sulla sui tutti tutto mio mia
    nostro nostra questi quello quella quelli gia ancora poi cosi senza fatto fare stato hanno io lui lei noi
    voi mi ti ci si sei uno dell nell dall sull quest`.split(/\s+/),
  ),
  pt: new Set(
    `nao uma da ao pelo pela isso esse essa ele ela voce seu sua muito sao foi tem tambem nas os dos eu mais
    aos pelos pelas num numa minha meu nosso nossa dele dela entao vai vou fazer estou estava ainda depois
    agora coisa mesmo ja voces tenho temos com em um sem nem eles elas lhe quem`.split(/\s+/),
  ),
  nl: new Set(
    `het een niet zijn voor maar ook bij nog geen naar hij deze worden wordt moet heeft hebben ik je dat wat
    uit zo kunnen op te met om aan wij ze zij mijn ons onze hun dit daar wel veel meer nu heb gaat gaan hebt
    elke iets niets waar waarom wanneer omdat dus toch zelf bent kun zou zal moeten zullen tijdens tegen
    tussen zonder heel gewoon weer altijd nooit vandaag gisteren dan hem`.split(/\s+/),
  ),
};

/** The language with the most function words; English unless another clearly has more. */
export function guessLanguage(text: string): KnownLanguage {
  return languageOfCounts(functionWordCounts(words(text)));
}

const LANGUAGES: readonly KnownLanguage[] = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl'];
/** Each function word with the languages it belongs to, one bit each in the order of LANGUAGES. */
let languageBits: ReadonlyMap<string, number> | undefined;
function functionWordLanguages(): ReadonlyMap<string, number> {
  if (languageBits) return languageBits;
  const bits = new Map<string, number>();
  for (const word of STOP_WORDS) bits.set(word, 1);
  (['de', 'fr', 'es', 'it', 'pt', 'nl'] as const).forEach((language, index) => {
    for (const word of FUNCTION_WORDS[language]) bits.set(word, (bits.get(word) ?? 0) | (2 << index));
  });
  languageBits = bits;
  return bits;
}

/** How many of the words are function words of each language, in the order of LANGUAGES. */
function functionWordCounts(textWords: readonly string[]): number[] {
  const bitsOf = functionWordLanguages();
  const counts = LANGUAGES.map(() => 0);
  for (const written of textWords) {
    const bits = bitsOf.get(written.includes("'") ? written.replace(/'.*$/, '') : written);
    if (bits === undefined) continue;
    for (let index = 0; index < counts.length; index += 1)
      if (bits & (1 << index)) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

function languageOfCounts(counts: readonly number[]): KnownLanguage {
  let best = 0;
  for (let index = 1; index < counts.length; index += 1)
    if ((counts[index] ?? 0) > (counts[best] ?? 0)) best = index;
  const count = counts[best] ?? 0;
  return best !== 0 && count >= 2 && count > (counts[0] ?? 0) ? (LANGUAGES[best] ?? 'en') : 'en';
}

/**
 * Letters English never writes but German, Spanish and Portuguese often do. Not "é" or "ç": "TODO email José",
 * "café", "façade" are English with a Spanish "todo" or none.
 */
const FOREIGN_LETTER_RE = /[äöüßñ¿¡ãõœ]/i;

/** Letters that mark a language among those that share its function words ("la", "de", "a"). */
const WRITTEN_WITH: Partial<Record<KnownLanguage, RegExp>> = {
  de: /[äöüß]/i,
  fr: /[çœèêàùâîôûë]/i,
  es: /[ñ¿¡áíóú]/i,
  it: /[òì]/i,
  pt: /[ãõçê]/i,
};

export interface LanguageReading {
  /** As guessLanguage. */
  language: KnownLanguage;
  /**
   * The text reads as German, French, Spanish, Italian, Portuguese or Dutch. guessLanguage wants two function
   * words to choose; a short text needs only one and fewer English ones, with a letter English never writes
   * ("Angespannt, locker, drückt sie Selbstbewusstsein aus?"), as "Eye test Mon 8.40am" has "mon" and "TODO renew
   * the insurance" "todo".
   */
  foreign: boolean;
  /**
   * Which language it reads as when foreign: the one franc's letter trigrams choose among the six, or, when they
   * cannot tell, the one with the most function words, a letter of its own counting as one.
   */
  foreignLanguage?: Exclude<KnownLanguage, 'en'>;
  /**
   * Not foreign, and no more English function words than another language's: too short to tell ("Zahnarzt
   * anrufen", "Call Bob", "Kannst du mir die Zahlen schicken?").
   */
  undecided: boolean;
}

/** The language of a text and whether it reads as foreign, from one count of its function words. */
export function readLanguage(text: string, textWords: readonly string[] = words(text)): LanguageReading {
  const counts = functionWordCounts(textWords);
  const english = counts[0] ?? 0;
  let most = 0;
  let mostIndex = 0;
  let bestScore = 0;
  for (let index = 1; index < counts.length; index += 1) {
    const count = counts[index] ?? 0;
    most = Math.max(most, count);
    // The letters only it writes count as one more word: "Tu peux ... à 17h ?" is French, "¿podés llamar a la
    // abuela?" Spanish, though "tu", "la" and "a" are words of both.
    const score = count + (count > 0 && WRITTEN_WITH[LANGUAGES[index] ?? 'en']?.test(text) === true ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      mostIndex = index;
    }
  }
  const byWords = most > english && (most >= 2 || (most >= 1 && FOREIGN_LETTER_RE.test(text)));
  // "aprendi hoje: no Python, lista como argumento padrão é compartilhada entre as chamadas" has English's "no" and
  // "as": few English words and letters English only borrows let the trigrams decide.
  const byLetters =
    !byWords && english <= most + 2 && ACCENTED_RE.test(text) ? trigramLanguage(text, true) : undefined;
  const foreign = byWords || byLetters !== undefined;
  const counted = LANGUAGES[mostIndex];
  const foreignLanguage =
    byLetters ??
    (byWords ? trigramLanguage(text, false, counted, counts) : undefined) ??
    (counted === 'en' ? undefined : counted);
  return {
    language: languageOfCounts(counts),
    foreign,
    ...(foreign && foreignLanguage !== undefined && { foreignLanguage }),
    undecided: !foreign && english <= most,
  };
}

/** Letters of the six languages that English writes only in borrowed words. */
const ACCENTED_RE = /[äöüßñ¿¡ãõœçêàèìòù]/i;
const ONLY_WRITTEN_BY = { de: /[äöß]|ü(?![eiéí])/i, es: /[ñ¿¡]/i, pt: /[ãõ]/i } as const;
/** franc's names of the languages the engine knows. */
const TRIGRAM_CODES: Readonly<Record<string, KnownLanguage>> = {
  eng: 'en',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
};
const FOREIGN_TRIGRAM_CODES = Object.keys(TRIGRAM_CODES).filter((code) => code !== 'eng');
const ALL_TRIGRAM_CODES = Object.keys(TRIGRAM_CODES);
/**
 * Which of the six a text is written in. Function words tell a foreign text from English, but not the six apart:
 * Portuguese writes "que", "de", "para" as Spanish does, Italian "la", "il", "ma" as French, Dutch "de" and "en"
 * as both. So a letter only one of them writes ("ä", "ñ", "ã"; not the "ü" of Spanish "Güemes"), in a text foreign
 * by its words or by the trigrams; else a clear lead of one language's function words; else franc's
 * letter trigrams among them (and English when asked), unless the trigrams choose a language none of whose
 * function words the text has ("el sábado te necesito de 20 a 4" is no Portuguese) where the words chose another.
 */
function trigramLanguage(
  text: string,
  withEnglish: boolean,
  counted?: KnownLanguage,
  counts: readonly number[] = [],
): Exclude<KnownLanguage, 'en'> | undefined {
  const marked = (['de', 'es', 'pt'] as const).filter((language) => ONLY_WRITTEN_BY[language].test(text));
  if (!withEnglish && marked.length === 1) return marked[0];
  // A clear lead of function words needs no trigrams (they cost about 0.1 ms a text).
  if (!withEnglish && counted !== undefined && counted !== 'en') {
    const own = counts[LANGUAGES.indexOf(counted)] ?? 0;
    const rival = Math.max(0, ...counts.slice(1).filter((_, index) => LANGUAGES[index + 1] !== counted));
    if (own >= rival * 2 + 2) return counted;
  }
  const only = withEnglish ? ALL_TRIGRAM_CODES : FOREIGN_TRIGRAM_CODES;
  // The opening 300 characters tell as well as the whole (the same reading of every labelled set) at a bounded cost.
  const found = TRIGRAM_CODES[franc(text.slice(0, 300), { only, minLength: 3 })];
  if (found === undefined || found === 'en') return undefined;
  if (marked.length === 1) return marked[0];
  const unwritten = (counts[LANGUAGES.indexOf(found)] ?? 0) === 0;
  return unwritten && counted !== undefined && counted !== 'en' ? counted : found;
}
