import type { LabelledDay } from './action-items-data';

/**
 * A third set of labelled TASKS days, written in one sitting before the task patterns were next changed and
 * never edited afterwards. Same labels as ACTION_DAYS: `actions` are what a careful reader would put on a
 * to-do list; the rest are look-alikes, most of them advice from books in the imperative.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_2: LabelledDay[] = [
  {
    name: 'office Wednesday',
    highlights: [
      h(
        'Notes from the budget meeting. Karin to send the revised forecast by Friday. We agreed to freeze hiring.',
        'Karin to send the revised forecast by Friday.',
      ),
      h('Begin with the end in mind.'),
      h('Call the IT helpdesk about the VPN certificate.', 'Call the IT helpdesk about the VPN certificate.'),
      h('Treat every meeting as expensive, because it is.'),
      h(
        'I need to book a room for the quarterly review. The big one is always taken.',
        'I need to book a room for the quarterly review.',
      ),
      h('Focus on the few things that matter and let the rest wait.'),
      h('The launch went well; support tickets stayed flat.'),
      h('TODO: archive the old project folders.', 'TODO: archive the old project folders.'),
    ],
  },
  {
    name: 'evening reading',
    highlights: [
      h('Read widely, and read outside your field.'),
      h('Keep your sentences short when the idea is hard.'),
      h('Write drunk, edit sober.'),
      h('Choose the people you spend time with carefully; you become like them.'),
      h('Stop trying to be liked by everybody.'),
      h(
        'Order the second volume from the bookshop. The first one ends on a cliffhanger.',
        'Order the second volume from the bookshop.',
      ),
      h('Learn the rules like a pro, so you can break them like an artist.'),
      h('Give more than you take, and the world will notice.'),
    ],
  },
  {
    name: 'home and family',
    highlights: [
      h(
        'Pick up Mila from football at six. Her bag is in the hallway.',
        'Pick up Mila from football at six.',
      ),
      h('Spend less than you earn and invest the difference.'),
      h(
        "We'll repaint the bedroom on Saturday. Paint is in the shed.",
        "We'll repaint the bedroom on Saturday.",
      ),
      h('Sleep eight hours, drink water, move every day.'),
      h(
        'Remember to renew the parking permit before it runs out.',
        'Remember to renew the parking permit before it runs out.',
      ),
      h('Never go to bed angry.'),
      h('Buy batteries for the smoke alarm.', 'Buy batteries for the smoke alarm.'),
      h('Enjoy the little things, for one day you will look back and realise they were the big things.'),
    ],
  },
];
