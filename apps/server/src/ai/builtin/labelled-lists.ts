/**
 * Labelled day-shaped highlight sets for the summary types that extract lists: MEETINGS' decisions, ISSUES'
 * problems and warnings, ANNOUNCEMENTS' news of something new. Each list holds whole sentences of the
 * highlight, copied exactly; every other sentence of the highlight belongs to none of them.
 */
export interface LabelledListHighlight {
  content: string;
  decisions?: string[];
  problems?: string[];
  announcements?: string[];
}

export interface LabelledListDay {
  name: string;
  highlights: LabelledListHighlight[];
}

/** One labelled highlight, as the data files write it: its text, then its sentences in each list. */
export const listHighlight = (
  content: string,
  labels: Omit<LabelledListHighlight, 'content'> = {},
): LabelledListHighlight => ({ content, ...labels });
