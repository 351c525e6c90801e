/**
 * Action items of highlights in German, French and Spanish, which the task judge (learned from English days) never
 * weighs: the forms people write a to-do in, in each language (`foreign-todo-patterns.ts`). Rules, not a learned
 * judge: there are labelled days in these languages to measure them on (`action-items-foreign-*.ts`), too few to
 * learn from.
 */

import { isRecipeStep, TODO_PATTERNS, type ToDoLanguage, WORDS } from './foreign-todo-patterns';
import type { KnownLanguage } from './language-guess';

export type { ToDoLanguage };

export const isToDoLanguage = (language: KnownLanguage | undefined): language is ToDoLanguage =>
  language === 'de' || language === 'fr' || language === 'es';

const DIALOGUE_RE = /^[—–«»„“"]|[»«“”"]\s*[.!?…]?$|^\(.*\)$/u;
/** "tengo que", "je dois", "ich muss": the writer's own, in a voice note of any length. */
const FIRST_PERSON_RE =
  /(?:^|[\s,])(?:tengo que|necesito|debo|je dois|il faut que je|faudrait que je|ich muss|ich sollte|que no se me olvide|no te olvides|acordate|les recordamos|les pedimos|nous vous prions|wir bitten)(?=[\s,])/iu;
const TICKED_RE = /[✓✔✅☑]/u;
/** What opens a message before its words: "Zettel für Ayşe: ", "Sofi, ", "Et ", "Y ", "tú ". */
const OPENING_RE =
  /^(?:(?:[^\s:]+\s){0,4}[^\s:]+\s?:\s+)?(?:\p{Lu}[\p{L}-]*,\s+)?(?:(?:et|und|y|puis|pis|dann|also|bon|bueno|pues|oh|ah|ja|oui|sí|si|ok|okay)[,!]?\s+)?(?:(?:tú|vos|toi),?\s+)?/iu;
const bodyOf = (text: string) => text.replace(OPENING_RE, '');
/** "Visites de 13h à 20h", "von 9 bis 17 Uhr": opening hours, not an appointment. */
const HOURS_RE = /\b(?:de|von|ab)\s+\d{1,2}(?:[:.h]\d{0,2})?\s*(?:h|uhr)?\s*(?:à|a|bis|-|–)\s*\d/iu;
const wordCount = (text: string) => WORDS(text).length;

/**
 * Whether a sentence, written in the language, is a to-do. `place.under` is the line heading its highlight, if any
 * ("Einkaufen" over "Milch", "Courses :" over "pain"); `place.heading` says the sentence is that line itself.
 */
export function isForeignToDo(
  sentence: string,
  language: ToDoLanguage,
  place: { under?: string | undefined; heading?: boolean } = {},
): boolean {
  const text = sentence.trim();
  const patterns = TODO_PATTERNS[language];
  const words = wordCount(text);
  // A novel's dialogue ("—¡La verás esta noche!", "»Ruf ihn an«"), a line ticked off, a recipe's step.
  if (DIALOGUE_RE.test(text) || TICKED_RE.test(text) || patterns.notOne.test(text) || isRecipeStep(text))
    return false;
  // A heading heads its lines ("Einkaufen für Samstag:"), unless it is a to-do itself ("mama zurückrufen").
  if (place.heading === true && (/:\s*$/.test(text) || patterns.listHeading.test(text))) return false;
  // A label says whose or what the note is ("Cama 15:"), unless it is a sentence ("Eso es lo que te toca:").
  const label = /^[^:]*:/.exec(text)?.[0] ?? '';
  const labelIsASentence = patterns.statement.test(label) || patterns.subject.test(label);
  const body = labelIsASentence ? text : bodyOf(text);
  // "Werkstatt Mo 7 Uhr, Schlüssel vorher abholen", "el sábado te necesito, avisame si no podés", "Ja klar, Papa
  // holt ihn um 8 ab": a note, a duty, an errand or a job in any clause. A clause is one of its own only where no
  // clause before it is part of a sentence ("La semilla ha de estar enterrada, estar oculta"); a clause that is
  // ("..., prévenir l'équipe si la kaliémie est basse") may still open with one.
  const written = text.split(/[,;]\s+|\s[—–-]\s/);
  const clauses = written.map((clause, index) => (index === 0 && labelIsASentence ? clause : bodyOf(clause)));
  const sentenceAt = clauses.findIndex(
    (clause) => patterns.subject.test(clause) || patterns.statement.test(clause),
  );
  const usable = sentenceAt === -1 ? clauses.length : sentenceAt > 0 ? sentenceAt + 1 : 0;
  const notes = [text, body, ...clauses.slice(0, usable)];
  // A voice note runs long; a book's exhortation too, unless it is the writer's own duty.
  if (patterns.duty.some((duty) => notes.some((note) => duty.test(note))))
    return words <= 24 || FIRST_PERSON_RE.test(text);
  if (words > 24) return false;
  if (notes.some(patterns.infinitiveNote)) return true;
  if (clauses.some((clause) => patterns.imperative.test(clause) || patterns.assignment.test(clause)))
    return true;
  // "Steuererklärung bis Freitag", "Zahnarzt Do 16 Uhr", "Dentiste jeudi 14h": a short note set for a day. A
  // deadline may open a longer sentence ("Bilan de la 8 à prélever avant 7h, prévenir l'équipe si ...").
  const isNote = (note: string) => !patterns.statement.test(note) && !patterns.subject.test(note);
  const opening = written[0] ?? text;
  const due = (note: string) => wordCount(note) <= 12 && patterns.deadline.test(note);
  const timed = (note: string) =>
    wordCount(note) >= 2 && wordCount(note) <= 10 && patterns.when.test(note) && !HOURS_RE.test(note);
  const dated = isNote(text)
    ? due(text) || timed(text) || due(opening) || timed(opening)
    : isNote(opening) && due(opening);
  if (dated && !/\?\s*$/.test(text) && !place.heading) return true;
  // "Milch" under "Einkaufen", "pain" under "Courses :".
  return (
    place.heading !== true &&
    place.under !== undefined &&
    words <= 6 &&
    isNote(text) &&
    patterns.listHeading.test(place.under)
  );
}
