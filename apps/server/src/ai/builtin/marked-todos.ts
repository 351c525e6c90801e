/**
 * A line its writer marked as a to-do: written on an open checkbox ("- [ ] Zahnarzt anrufen") or under a "TODO"
 * label ("TODO: Reifen wechseln", Logseq's "TODO appeler le notaire"). The marks are the same in every language,
 * so these are the action items of highlights in languages the task judge never learned. The label must be in
 * capitals or end in a colon: Spanish and Portuguese "todo" is "all" ("Todo es posible").
 */
const TODO_LABEL_RE = /^(?:TODO\b|[Tt][Oo]-?[Dd][Oo]\s*:)/;

/** A bullet or number that starts a list item ("- ", "• ", "1. ", "2) "), if any. */
const LIST_MARKER = String.raw`^\s*(?:(?:[-*+•‣◦▪–]|\d{1,3}[.)])\s+)?`;
const LIST_MARKER_RE = new RegExp(LIST_MARKER);
/** An open checkbox at the start of a line, after a list marker ("- [ ] ", "1. [ ] ") or alone ("[ ] "). */
export const OPEN_BOX_RE = new RegExp(`${LIST_MARKER}\\[ \\]\\s+`);

export const isMarkedToDo = (text: string, checkbox: boolean): boolean =>
  checkbox || TODO_LABEL_RE.test(text);

/** Whether any line of a text is a marked to-do, as a checklist or a note of TODO lines is. */
export const hasMarkedToDoLine = (text: string): boolean =>
  text.split('\n').some((line) => isMarkedToDo(line.replace(LIST_MARKER_RE, ''), OPEN_BOX_RE.test(line)));
