/**
 * Action items of highlights in German, French and Spanish, which the task judge (learned from English days) never
 * weighs: the forms people write a to-do in, in each language (`foreign-todo-patterns.ts`). Rules, not a learned
 * judge: there are labelled days in these languages to measure them on (`action-items-foreign-*.ts`), too few to
 * learn from.
 */

import { isRecipeStep, TODO_PATTERNS, type ToDoLanguage } from './foreign-todo-patterns';
import type { KnownLanguage } from './language-guess';

export type { ToDoLanguage };

export const isToDoLanguage = (language: KnownLanguage | undefined): language is ToDoLanguage =>
  language === 'de' || language === 'fr' || language === 'es';

const DIALOGUE_RE = /^[—–«»„“"]|[»«]/u;
/** What opens a message before its words: "Zettel für Ayşe: ", "Sofi, ", "Et ", "Y ", "tú ". */
const OPENING_RE =
  /^(?:(?:[^\s:]+\s){0,4}[^\s:]+\s?:\s+)?(?:\p{Lu}[\p{L}-]*,\s+)?(?:(?:et|und|y|puis|pis|dann|also|bon|bueno|pues|oh|ah|ja|oui|sí|si|ok|okay)[,!]?\s+)?(?:(?:tú|vos|toi),?\s+)?/iu;
const bodyOf = (text: string) => text.replace(OPENING_RE, '');
/** "Visites de 13h à 20h", "von 9 bis 17 Uhr": opening hours, not an appointment. */
const HOURS_RE = /\b(?:de|von|ab)\s+\d{1,2}(?:[:.h]\d{0,2})?\s*(?:h|uhr)?\s*(?:à|a|bis|-|–)\s*\d/iu;
const wordCount = (text: string) => text.split(/\s+/).filter((word) => word.length > 0).length;

/**
 * Whether a sentence, written in the language, is a to-do. `under` is the line heading its highlight, if any
 * ("Einkaufen" over "Milch", "Courses :" over "pain").
 */
export function isForeignToDo(sentence: string, language: ToDoLanguage, under?: string): boolean {
  const text = sentence.trim();
  const patterns = TODO_PATTERNS[language];
  const words = wordCount(text);
  // A novel's dialogue ("—¡La verás esta noche!", "»Ruf ihn an«"), a recipe's step, a book's long exhortations.
  if (DIALOGUE_RE.test(text) || patterns.notOne.test(text) || isRecipeStep(text) || words > 24) return false;
  // A label says whose or what the note is ("Cama 15:"), unless it is a sentence ("Eso es lo que te toca:").
  const label = /^[^:]*:/.exec(text)?.[0] ?? '';
  const labelIsASentence = patterns.statement.test(label) || patterns.subject.test(label);
  const body = labelIsASentence ? text : bodyOf(text);
  if (patterns.duty.some((duty) => duty.test(text) || duty.test(body))) return true;
  // "Werkstatt Mo 7 Uhr, Schlüssel vorher abholen", "el sábado te necesito, avisame si no podés", "Ja klar, Papa
  // holt ihn um 8 ab": a note, an errand or a job in any clause.
  const written = text.split(/[,;]\s+|\s[—–-]\s/);
  const clauses = written.map((clause, index) => (index === 0 && labelIsASentence ? clause : bodyOf(clause)));
  // A later clause is a note of its own only where no clause before it is part of a sentence ("La semilla ha de
  // estar enterrada, estar oculta").
  const sentenceAt = clauses.findIndex(
    (clause) => patterns.subject.test(clause) || patterns.statement.test(clause),
  );
  const notes = [text, body, ...(sentenceAt === -1 ? clauses : clauses.slice(0, sentenceAt))];
  if (notes.some(patterns.infinitiveNote)) return true;
  if (clauses.some((clause) => patterns.imperative.test(clause) || patterns.assignment.test(clause)))
    return true;
  // "Steuererklärung bis Freitag", "Zahnarzt Do 16 Uhr", "Dentiste jeudi 14h": a short note set for a day.
  if (patterns.statement.test(text)) return false;
  if (words <= 12 && patterns.deadline.test(text)) return true;
  const opening = written[0] ?? text;
  const timed = [text, opening].some(
    (note) => wordCount(note) >= 2 && wordCount(note) <= 7 && patterns.when.test(note),
  );
  if (timed && !/\?\s*$/.test(text) && !HOURS_RE.test(text)) return true;
  // "Milch" under "Einkaufen", "pain" under "Courses :".
  return under !== undefined && words <= 6 && patterns.listHeading.test(under);
}
