/**
 * Decisions of meeting notes in German, French and Spanish, which the decisions judge (learned from English days)
 * never weighs: the verbs a group's choice is written with in each language. Rules, and narrow ones: a choice
 * said in so many words ("Wir haben beschlossen, ...", "Il a été décidé de ...", "Acordamos ..."), not a plan.
 */
import type { ToDoLanguage } from './foreign-todo-patterns';

const DECIDED: Record<ToDoLanguage, RegExp> = {
  de: /\b(?:beschlossen|beschließen|entschieden|entscheiden uns|einigten uns|geeinigt|vereinbart|abgestimmt|festgelegt|beschluss)\b/iu,
  fr: /\b(?:décid(?:é|ée|és|ées|ons)|(?:nous |on )a(?:vons)? convenu|convenu(?:e|s)?|validé(?:e|s)?|adopté(?:e|s)?|arrêté(?:e|s)?|retenu(?:e|s)?|tranché|décision\s*:)/iu,
  es: /\b(?:decid(?:imos|ido|ió|ieron)|acord(?:amos|ado|ó|aron)|aprob(?:amos|ado|ó|aron)|se aprobó|resolv(?:imos|ió)|quedamos en|decisión\s*:)/iu,
};
/** "Wir müssen noch entscheiden", "¿decidimos el viernes?", "pas encore décidé": a choice still to make. */
const UNDECIDED: Record<ToDoLanguage, RegExp> = {
  de: /\b(?:noch nicht|noch (?:zu )?entscheiden|müssen (?:\w+ )?entscheiden|wird entschieden|soll entschieden)\b/iu,
  fr: /\b(?:pas encore|reste à|à décider|doit être décidé|devons décider|faut décider)\b/iu,
  es: /\b(?:todavía no|aún no|por decidir|hay que decidir|tenemos que decidir)\b/iu,
};

/** Whether a sentence in the language reports a decision taken. */
export function isForeignDecision(sentence: string, language: ToDoLanguage): boolean {
  const text = sentence.trim();
  if (/[?¿]/.test(text)) return false;
  return DECIDED[language].test(text) && !UNDECIDED[language].test(text);
}
