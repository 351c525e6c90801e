/**
 * Which of the languages the engine knows a text is written in, from its function words: a short
 * highlight has too few letters for character statistics, but nearly every sentence has "the", "der",
 * "le" or "el" in it.
 */
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
    chi sono suo sua loro perche quando ho hai abbiamo`.split(/\s+/),
  ),
  pt: new Set(
    `nao uma da ao pelo pela isso esse essa ele ela voce seu sua muito sao foi tem tambem nas`.split(/\s+/),
  ),
  nl: new Set(
    `het een niet zijn voor maar ook bij nog geen naar hij deze worden wordt moet heeft hebben ik je dat wat
    uit zo kunnen`.split(/\s+/),
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
  pt: /[ãõ]/i,
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
  /** Which language it reads as when foreign: the one with the most function words, a letter of its own counting as one. */
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
  const foreign = most > english && (most >= 2 || (most >= 1 && FOREIGN_LETTER_RE.test(text)));
  const foreignLanguage = LANGUAGES[mostIndex];
  return {
    language: languageOfCounts(counts),
    foreign,
    ...(foreign && foreignLanguage !== undefined && foreignLanguage !== 'en' && { foreignLanguage }),
    undecided: !foreign && english <= most,
  };
}
