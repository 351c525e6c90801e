import type { ReviewGrade, ReviewIntervals, ReviewState } from '@precis/shared';
import { type Card, createEmptyCard, fsrs, type Grade, Rating, State, TypeConvert } from 'ts-fsrs';

/**
 * Spaced repetition through ts-fsrs (FSRS), with its default weights. Review is a once-a-day session, so
 * the short-term (minutes) learning steps are off: a card rated "Again" comes back tomorrow, not in ten
 * minutes when no session would show it. Fuzz is off so that the intervals shown on the buttons are the
 * ones a rating then gives.
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

const GRADE_RATINGS: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

const STATE_NAMES: Record<State, ReviewState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export function newCard(now: number): Card {
  return createEmptyCard(new Date(now));
}

/** The card as stored (JSON with ISO dates). */
export function serialiseCard(card: Card): string {
  return JSON.stringify(card);
}

export function parseCard(json: string): Card {
  return TypeConvert.card(JSON.parse(json));
}

export function stateName(card: Card): ReviewState {
  return STATE_NAMES[card.state];
}

/** The card after a rating at `now`. */
export function rateCard(card: Card, grade: ReviewGrade, now: number): Card {
  return scheduler.next(card, new Date(now), GRADE_RATINGS[grade]).card;
}

/** How long until the card comes back after each grade, rated at `now`. */
export function previewIntervals(card: Card, now: number): ReviewIntervals {
  const preview = scheduler.repeat(card, new Date(now));
  const wait = (grade: ReviewGrade) => Math.max(0, preview[GRADE_RATINGS[grade]].card.due.getTime() - now);
  return { again: wait('again'), hard: wait('hard'), good: wait('good'), easy: wait('easy') };
}
