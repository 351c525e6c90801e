/**
 * Which of the languages the engine knows a text is written in, from its function words: a short
 * highlight has too few letters for character statistics, but nearly every sentence has "the", "der",
 * "le" or "el" in it.
 */
import { STOP_WORDS } from './stop-words';
import { words } from './tokens';

export type KnownLanguage = 'en' | 'de' | 'fr' | 'es';

/** Function words that are common in one language and rare in the others (accents folded). */
const FUNCTION_WORDS: Record<Exclude<KnownLanguage, 'en'>, ReadonlySet<string>> = {
  de: new Set(
    `der die das den dem des ein eine einen einem einer und ist nicht mit sich auf fur von zu im ich
    wir sie er es sind war wird werden auch aber oder wenn dass nur noch schon immer jede jeder jedes
    mehr sehr zum zur bei nach uber unter vor durch wer was wie hat haben kann muss sollte`.split(/\s+/),
  ),
  fr: new Set(
    `le la les un une des du de et est sont pas ne que qui pour dans avec sur au aux ce cette ces il
    elle nous vous ils elles on je mon ma mes son sa ses leur plus mais ou tout tous faut etre avoir
    fait a l d qu c n s j`.split(/\s+/),
  ),
  es: new Set(
    `el la los las un una unos unas y es son no que de del en con por para al lo se su sus mas pero
    como muy todo todos esta este estos hay ser tiene tengo mi mis tu nos les sin sobre cada solo
    antes despues cuando`.split(/\s+/),
  ),
};

/** The language with the most function words; English unless another clearly has more. */
export function guessLanguage(text: string): KnownLanguage {
  const found = words(text).map((word) => word.replace(/'.*$/, ''));
  const counts: Record<KnownLanguage, number> = { en: 0, de: 0, fr: 0, es: 0 };
  for (const word of found) {
    if (STOP_WORDS.has(word)) counts.en += 1;
    for (const language of ['de', 'fr', 'es'] as const) {
      if (FUNCTION_WORDS[language].has(word)) counts[language] += 1;
    }
  }
  let best: KnownLanguage = 'en';
  for (const language of ['de', 'fr', 'es'] as const) {
    if (counts[language] > counts[best]) best = language;
  }
  return best !== 'en' && counts[best] >= 2 && counts[best] > counts.en ? best : 'en';
}
