import type { LabelledDay } from './action-items-data';

/**
 * Labelled TASKS days written after the advice patterns and scored once, never tuned on: the figures for
 * text the patterns have not seen. Same labels as ACTION_DAYS.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_3: LabelledDay[] = [
  {
    name: 'mixed Thursday',
    highlights: [
      h('Renew the domain name before it lapses.', 'Renew the domain name before it lapses.'),
      h('Make your bed every morning and you will start the day with a win.'),
      h(
        'Standup: Farah will look into the slow search. Nothing else blocked.',
        'Standup: Farah will look into the slow search.',
      ),
      h('Save first, spend what is left.'),
      h('Drop the car at the garage for its inspection.', 'Drop the car at the garage for its inspection.'),
      h('Listen more than you speak.'),
      h('Ask for help early; nobody expects you to know everything.'),
      h(
        'We need to decide on the caterer this week. Two quotes are in.',
        'We need to decide on the caterer this week.',
      ),
    ],
  },
  {
    name: 'weekend and a book on writing',
    highlights: [
      h('Cut every word that does not earn its place.'),
      h('Return the rented skis to the shop.', 'Return the rented skis to the shop.'),
      h("Show, don't tell."),
      h('Read it aloud; the ear catches what the eye forgives.'),
      h(
        'Send Grandma the photos from the trip. She asked on the phone.',
        'Send Grandma the photos from the trip.',
      ),
      h('Kill your darlings.'),
      h('Fill the bird feeder.', 'Fill the bird feeder.'),
      h('Trust the process and the results will come.'),
    ],
  },
];
