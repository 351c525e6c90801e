import { describe, expect, it } from 'vitest';
import { LIST_DAYS_A } from './labelled-lists-a';
import { LIST_DAYS_B } from './labelled-lists-b';
import { evaluateList, LIST_TESTS, type ListKind } from './list-items-eval';
import { splitSentences } from './sentences';

describe('the lists of MEETINGS, ISSUES and ANNOUNCEMENTS on labelled days', () => {
  it('labels only sentences the splitter produces', () => {
    for (const item of [...LIST_DAYS_A, ...LIST_DAYS_B].flatMap((day) => day.highlights)) {
      const sentences = splitSentences(item.content);
      for (const label of [
        ...(item.decisions ?? []),
        ...(item.problems ?? []),
        ...(item.announcements ?? []),
      ]) {
        expect(sentences, label).toContain(label);
      }
    }
  });

  // Floors at the measured figures. Both sets come from authors who saw none of the patterns. The first was
  // scored (decisions 0.967 / 6.5% of the list wrong, problems 0.6 / 40%, announcements 0.379 / 59.3%), then
  // tuned on; the second is only scored: before 0.419 / 7.1%, 0.488 / 44.7%, 0.333 / 56%.
  const floors: [
    string,
    typeof LIST_DAYS_A,
    ListKind,
    { labelled: number; recall: number; falseShare: number },
  ][] = [
    ['the tuning days', LIST_DAYS_A, 'decisions', { labelled: 30, recall: 1, falseShare: 0 }],
    ['the tuning days', LIST_DAYS_A, 'problems', { labelled: 40, recall: 0.95, falseShare: 0.073 }],
    ['the tuning days', LIST_DAYS_A, 'announcements', { labelled: 29, recall: 0.931, falseShare: 0 }],
    ['the held-out days', LIST_DAYS_B, 'decisions', { labelled: 31, recall: 0.548, falseShare: 0.056 }],
    ['the held-out days', LIST_DAYS_B, 'problems', { labelled: 43, recall: 0.605, falseShare: 0.366 }],
    ['the held-out days', LIST_DAYS_B, 'announcements', { labelled: 33, recall: 0.667, falseShare: 0.389 }],
  ];
  for (const [name, days, kind, floor] of floors) {
    it(`finds the ${kind} of ${name}`, () => {
      const figures = evaluateList(days, kind);
      expect(figures.labelled).toBe(floor.labelled);
      expect(figures.recall).toBeGreaterThanOrEqual(floor.recall);
      expect(figures.falseShare).toBeLessThanOrEqual(floor.falseShare);
    });
  }
});

const cases: [ListKind, string[], string[]][] = [
  [
    'decisions',
    ['Omar made the call: all client files live on the shared drive.', 'Outcome: we keep the Thursday slot.'],
    ['Nobody has decided yet.', 'We have not agreed on the venue.', 'Decide slowly, act fast.'],
  ],
  [
    'problems',
    [
      'Root cause: an unrotated log file filled the volume.',
      'Supplier says the parts are three weeks late.',
      'My e-reader froze twice today.',
      'The export fails with a timeout error on large files.',
    ],
    [
      'A problem well stated is a problem half solved.',
      'Every complaint is a gift.',
      'Issue 42 of the quarterly has a long essay.',
      'Good news: the search timeout from last week has not come back.',
      'We agreed to add disk alerts at 80 percent.',
    ],
  ],
  [
    'announcements',
    [
      'Welcome Jonas, who joins as our first support engineer on Monday.',
      'Starting Monday, the bike share costs 2 euros per ride.',
      'Press release is out: Kettle Labs today announced the Brewer Mini, shipping from 15 May.',
      'The late opening on Thursdays is cancelled because of staff shortages.',
    ],
    [
      'Launch before you are ready.',
      'The first iPhone was released in 2007.',
      'Maybe the company will launch a cheaper model in spring.',
      'Sam will update the release checklist.',
      'Does the beta launch on Friday?',
    ],
  ],
];

describe('the list tests', () => {
  for (const [kind, yes, no] of cases) {
    it(`tells ${kind} from their look-alikes`, () => {
      for (const sentence of yes) expect(LIST_TESTS[kind](sentence), sentence).toBe(true);
      for (const sentence of no) expect(LIST_TESTS[kind](sentence), sentence).toBe(false);
    });
  }
});
