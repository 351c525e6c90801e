/**
 * Announcements of notes in German, French and Spanish, which the announcements judge (learned from English days)
 * never weighs: a notice's own words in each language. Rules, and narrow ones, as for decisions and problems: a
 * thing launched, opened, closed, moved or held from a day on ("Ab Montag ist die Kantine wieder geöffnet.", "La
 * réunion aura lieu le 12 janvier.", "A partir del lunes la oficina abre a las 8."), or a line labelled a notice.
 */

import type { ToDoLanguage } from './foreign-todo-patterns';
import { anyOf } from './whole-words';

const NOTICE: Record<ToDoLanguage, RegExp> = {
  de: anyOf(
    'ab sofort',
    'ab (?:morgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nächster woche|dem \\d{1,2}\\.?)',
    'findet (?:[\\p{L}\\p{N}.]+ ){0,5}statt',
    'bleibt (?:\\p{L}+ ){0,3}geschlossen',
    'ist (?:\\p{L}+ ){0,3}(?:wieder )?geöffnet',
    'wird (?:\\p{L}+ ){0,3}(?:eröffnet|geschlossen|verschoben|abgesagt)',
    'ist (?:\\p{L}+ ){0,2}(?:abgesagt|verschoben)',
    'neu(?:e|er|es)? (?:version|filiale|öffnungszeiten)',
    'ist (?:jetzt|ab sofort) (?:verfügbar|erhältlich|online)',
    '(?:hinweis|achtung|bekanntmachung|mitteilung|info|wichtig|erinnerung)\\s*:',
  ),
  fr: anyOf(
    'à partir (?:de|du) (?:demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|\\d{1,2})',
    "dès (?:aujourd['’]hui|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|maintenant)",
    'aura lieu',
    'se tiendra',
    'sera (?:\\p{L}+ ){0,2}(?:fermée?|ouverte?|annulée?|reportée?|inaugurée?)',
    'est (?:\\p{L}+ ){0,2}(?:annulée?|reportée?)',
    'désormais disponible',
    'est (?:maintenant|désormais) (?:disponible|ouverte?|en ligne)',
    'nouvelle version',
    '(?:avis|attention|annonce|information|important|rappel)\\s*:',
  ),
  es: anyOf(
    'a partir del? (?:mañana|lunes|martes|miércoles|jueves|viernes|sábado|domingo|\\d{1,2}|próximo)',
    'desde (?:hoy|mañana)',
    'tendrá lugar',
    'se celebrará',
    'estará (?:\\p{L}+ ){0,2}(?:cerrad[oa]|abiert[oa])',
    '(?:se ha|ha sido|queda) (?:\\p{L}+ ){0,2}(?:cancelad[oa]|aplazad[oa]|pospuest[oa])',
    'ya (?:está|están) disponibles?',
    'nueva versión',
    '(?:aviso|atención|anuncio|información|importante|recordatorio)\\s*:',
  ),
};

/** Whether a sentence in the language announces something. Questions ask; they announce nothing. */
export function isForeignAnnouncement(sentence: string, language: ToDoLanguage): boolean {
  const text = sentence.trim();
  return !/[?¿]/.test(text) && NOTICE[language].test(text);
}
