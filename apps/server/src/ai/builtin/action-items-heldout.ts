import type { LabelledDay } from './action-items-data';

/**
 * Days written in one sitting before the task patterns were next changed, then only scored: a second
 * held-out set for TASKS, larger than the first. Same labels as ACTION_DAYS: `actions` are the sentences a
 * careful reader would put on a to-do list; every other sentence is a look-alike that must stay off it.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH: LabelledDay[] = [
  {
    name: 'product team Tuesday',
    highlights: [
      h(
        'Sprint review notes. Lena to fix the export timeout by Thursday. Omar will write the release email.',
        'Lena to fix the export timeout by Thursday.',
        'Omar will write the release email.',
      ),
      h('We shipped the new onboarding flow last week and sign-ups went up.'),
      h(
        'I must send the contract back to legal today. They asked twice already.',
        'I must send the contract back to legal today.',
      ),
      h('Ship early, ship often.'),
      h(
        'Who owns the on-call rota for December? Nobody volunteered in the meeting.',
        'Who owns the on-call rota for December?',
      ),
      h('The dashboard should load faster now that the cache is warm.'),
      h(
        'Action item: draft the pricing FAQ before the launch.',
        'Action item: draft the pricing FAQ before the launch.',
      ),
      h(
        'Ping Sarah about the budget numbers. Her spreadsheet has the Q3 figures.',
        'Ping Sarah about the budget numbers.',
      ),
      h('Agenda:'),
      h('Last quarter we missed two deadlines because the specs changed late.'),
    ],
  },
  {
    name: 'Saturday at home',
    highlights: [
      h(
        'Need to buy a birthday present for Mia before Sunday.',
        'Need to buy a birthday present for Mia before Sunday.',
      ),
      h('The garden looked wonderful after the rain.'),
      h(
        "Don't forget to water the tomatoes while we're away.",
        "Don't forget to water the tomatoes while we're away.",
      ),
      h('Take care of the small things and the big things will take care of themselves.'),
      h(
        'I should probably call the plumber about the dripping tap.',
        'I should probably call the plumber about the dripping tap.',
      ),
      h('Grandpa always said you should never go to bed angry.'),
      h('todo renew the parking permit', 'todo renew the parking permit'),
      h('We finally painted the hallway.'),
      h(
        'Could you pick up the kids from football at five? I have a call until six.',
        'Could you pick up the kids from football at five?',
      ),
    ],
  },
  {
    name: 'reading and study',
    highlights: [
      h('Read the first chapter slowly; the rest of the book builds on it.'),
      h('Be curious, not judgmental.'),
      h(
        'I will finish the essay draft by Wednesday evening. The seminar is on Thursday.',
        'I will finish the essay draft by Wednesday evening.',
      ),
      h('The author argues that attention is the scarcest resource of our age.'),
      h(
        'Look up the original study the author cites on page 40.',
        'Look up the original study the author cites on page 40.',
      ),
      h('Students who take notes by hand remember more, according to one study.'),
      h(
        'Remember to return the library copy by the 15th. The fine is a euro a day.',
        'Remember to return the library copy by the 15th.',
      ),
      h('He should have listened to his editor.'),
      h('Write one paragraph a day, no matter what.'),
    ],
  },
  {
    name: 'client meeting',
    highlights: [
      h(
        'Decisions: we keep the current supplier. Next steps: Paul sends the revised quote by Monday.',
        'Next steps: Paul sends the revised quote by Monday.',
      ),
      h('The client was happy with the prototype.'),
      h(
        'Follow up with the finance team about the late invoice.',
        'Follow up with the finance team about the late invoice.',
      ),
      h('Schedule a call with the client for next week.', 'Schedule a call with the client for next week.'),
      h('Prices will rise by five percent in January.'),
      h('It was agreed that the pilot runs for three months.'),
      h(
        'We need to confirm the delivery date with the warehouse.',
        'We need to confirm the delivery date with the warehouse.',
      ),
      h('Should we move the launch to March? The team seemed split.', 'Should we move the launch to March?'),
      h('Everyone should feel free to speak up in these meetings.'),
      h('The deadline was moved twice last year.'),
    ],
  },
];
