import type { CategoryCode } from '@precis/shared';
import { GERMAN_TERMS } from './foreign-vocabulary-de';
import { SPANISH_TERMS } from './foreign-vocabulary-es';
import { FRENCH_TERMS } from './foreign-vocabulary-fr';
import { ITALIAN_TERMS } from './foreign-vocabulary-it';
import { DUTCH_TERMS } from './foreign-vocabulary-nl';
import type { KnownLanguage } from './language-guess';

/**
 * A high-precision vocabulary per language for highlights not written in English (German, French, Spanish,
 * Italian, Dutch; a file each): for every code, the general words and short phrases people use to name
 * its subject (Steuererklärung, impôt sur le revenu, declaración de la renta, dichiarazione dei redditi,
 * belastingaangifte), with the forms they actually write (plurals and verb forms the English stemmer does not
 * join; Austrian, Swiss, Québec, Belgian, African, Latin American and Flemish variants). Words every kind
 * of text uses (Handy, écran, cliente, marché, Team, question, telefono, klant...) name no code on their own: they
 * are left out or appear only in phrases that do name the subject (Bildschirmzeit, temps d'écran is wellness, not
 * hardware). A "~" term is generic and only supports another hit; "=" matches that exact word, written without
 * accents, where stems or folded accents collide (pétition and petit, "=dans" and Dutch "dan").
 * Accents may be written: words are folded before matching, and French and Italian terms are written without
 * their elided article (temps écran matches "temps d'écran"). A highlight that names no subject gets no code rather
 * than a guess.
 */
/**
 * The languages with a vocabulary of their own. Portuguese has none: the one written for it (in git history, at
 * 0d87f98) filed 13 of 66 held-out highlights in another group, so a Portuguese highlight gets no code.
 */
export type VocabularyLanguage = Exclude<KnownLanguage, 'en' | 'pt'>;

export const isVocabularyLanguage = (language: KnownLanguage): language is VocabularyLanguage =>
  language !== 'en' && language !== 'pt';

export const FOREIGN_TERMS: Record<VocabularyLanguage, Partial<Record<CategoryCode, string>>> = {
  de: GERMAN_TERMS,
  fr: FRENCH_TERMS,
  es: SPANISH_TERMS,
  it: ITALIAN_TERMS,
  nl: DUTCH_TERMS,
};
