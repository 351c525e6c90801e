/**
 * A line its writer marked as a to-do: written on an open checkbox ("- [ ] Zahnarzt anrufen") or under a "TODO"
 * label ("TODO: Reifen wechseln", Logseq's "TODO appeler le notaire"). The marks are the same in every language,
 * so these are the action items of highlights in languages the task judge never learned. The label must be in
 * capitals or end in a colon: Spanish and Portuguese "todo" is "all" ("Todo es posible").
 */
const TODO_LABEL_RE = /^(?:TODO\b|[Tt][Oo]-?[Dd][Oo]\s*:)/;

export const isMarkedToDo = (text: string, checkbox: boolean): boolean =>
  checkbox || TODO_LABEL_RE.test(text);
