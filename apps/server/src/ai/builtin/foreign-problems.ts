/**
 * Problems of notes in German, French and Spanish, which the problems judge (learned from English days) never
 * weighs: the words a fault, a breakdown or a complaint is reported with in each language. Rules, and narrow ones,
 * as for decisions: a thing broken, failing, leaking, late or complained of ("Die Heizung im Lager ist kaputt.",
 * "L'imprimante ne fonctionne plus.", "La nevera gotea otra vez."), not one already mended, nor "no problem".
 */
import type { ToDoLanguage } from './foreign-todo-patterns';

/** Any of the forms as whole words: JavaScript's `\b` is blind to "ü" and "é" ("überfällig", "cassé"). */
const anyOf = (...forms: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

const TROUBLE: Record<ToDoLanguage, RegExp> = {
  de: anyOf(
    'kaputt',
    'defekt',
    'ausgefallen',
    'fällt (?:\\p{L}+ )?aus',
    'ausfall',
    'störung',
    'fehler(?:meldung)?',
    'probleme?n?',
    'panne',
    'undicht',
    'tropft',
    'leckt',
    'schimmel',
    'verstopft',
    'abgestürzt',
    'stürzt (?:\\p{L}+ )?ab',
    'hängt sich (?:\\p{L}+ )?auf',
    'beschädigt',
    'gestohlen',
    'eingebrochen',
    'beschwerden?',
    'beschwert',
    'reklamation',
    'verspätung',
    'verspätet',
    'überfällig',
    'mahnung',
    'nicht erreichbar',
    '(?:funktioniert|geht|läuft|startet|lädt|druckt|springt)(?: \\p{L}+){0,3} nicht(?: mehr)?',
  ),
  fr: anyOf(
    'en panne',
    'hors service',
    'cassée?s?',
    'problèmes?',
    'erreurs?',
    'bugs?',
    'bogues?',
    'fuite',
    'fuit',
    'moisissures?',
    'bouchée?s?',
    'a planté',
    'endommagée?s?',
    'volée?s?',
    'cambriolée?s?',
    'plaintes?',
    'se plai(?:nt|gnent)',
    'réclamations?',
    'en retard',
    'retard',
    'impayée?s?',
    'coupure',
    'incident',
    'défaillante?s?',
    'dysfonctionnement',
    "(?:ne|n')(?: ?\\p{L}+)? ?(?:marche|fonctionne|démarre|charge|s'allume|imprime|répond)(?: \\p{L}+)? (?:plus|pas)",
  ),
  es: anyOf(
    'no (?:\\p{L}+ )?(?:funciona|anda|arranca|carga|enciende|imprime|responde)',
    'rot[oa]s?',
    'averiad[oa]s?',
    'avería',
    'estropead[oa]s?',
    'fuera de servicio',
    'problemas?',
    'errore?s?',
    'fallos?',
    'falla',
    'fuga',
    'gotea',
    'moho',
    'atascad[oa]s?',
    'se (?:cuelga|colgó)',
    'dañad[oa]s?',
    'robad[oa]s?',
    'quejas?',
    'se quejan?',
    'reclamación',
    'retraso',
    'impagad[oa]s?',
    'caíd[oa]',
    'corte de',
    'incidencia',
    'incidente',
  ),
};
/** "Die Heizung ist repariert", "pas de problème", "ya está arreglado": mended, or no trouble at all. */
const NO_TROUBLE: Record<ToDoLanguage, RegExp> = {
  de: anyOf(
    'repariert',
    'behoben',
    'gelöst',
    'wieder (?:da|ok|okay|in ordnung|funktionsfähig)',
    '(?:funktioniert|läuft|geht) wieder',
    'kein(?:e|en)? (?:problem|probleme|fehler|störung)',
    'ohne (?:probleme?|fehler|störung)',
  ),
  fr: anyOf(
    'réparée?s?',
    'résolue?s?',
    'réglée?s?',
    'fonctionne à nouveau',
    'remarche',
    'pas de (?:problème|souci|panne)',
    'sans (?:problème|souci|erreur|incident)',
    'aucun (?:problème|souci)',
  ),
  es: anyOf(
    'arreglad[oa]s?',
    'reparad[oa]s?',
    'resuelt[oa]s?',
    'solucionad[oa]s?',
    'vuelve a funcionar',
    'funciona otra vez',
    '(?:ningún|sin|no hay) problemas?',
    'sin incidencias?',
  ),
};

/** Whether a sentence in the language reports a problem still open. */
export function isForeignProblem(sentence: string, language: ToDoLanguage): boolean {
  const text = sentence.trim();
  return TROUBLE[language].test(text) && !NO_TROUBLE[language].test(text);
}
