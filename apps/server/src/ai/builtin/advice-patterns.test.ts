import { describe, expect, it } from 'vitest';
import { isGeneralAdvice } from './advice-patterns';
import { isTask } from './default-judges';
import { taskEvidence } from './task-patterns';

const advice: [string, string[]][] = [
  [
    'people and things in general',
    ['Stop trying to be liked by everybody.', 'Focus on the few things that matter.'],
  ],
  ['every, always, never', ['Treat every meeting as expensive, because it is.', 'Always carry a pen.']],
  ['the rest', ['Read the first chapter slowly; the rest of the book builds on it.']],
  ['a habit', ['Write one paragraph a day, no matter what.', 'Stretch twice a week.', 'Walk after meals.']],
  ['a manifesto', ['We must build cities for people, not cars.']],
  ['a saying, said so', ['Write drunk, edit sober, as the saying goes.']],
  ['a contrast in general', ['Praise the effort, not the result.', 'Fix the system, not the person.']],
  ['a promised change', ['Pack lunches the night before and mornings get so much calmer.']],
  ['a promised result', ['Take care of the small things and the big things will take care of themselves.']],
  ['a ranking', ['Do the hardest thing first thing in the morning.', 'Start with the most important task.']],
  ['more or less in general', ['Do less, but better.', 'Read more.', 'Talk less than you listen.']],
  [
    'an attitude',
    ['Listen for what the customer is not saying.', 'Focus on the process, not the outcome.', 'Sleep on it.'],
  ],
];

const errands: [string, string[]][] = [
  ['a schedule, not a generalisation', ['Schedule a check-in with the design team every two weeks.']],
  ['a name', ['Email everyone on Priya’s team the agenda.', 'Tell Omar everything about the outage.']],
  ['my or our things', ['Back up everything on my laptop.', 'Clear out all the things in our garage.']],
  ['a day or a number', ['Ask everyone for their slides by Friday.', 'Buy 2 things for the raffle.']],
  ['a date, not a habit', ['Submit the draft to legal a week earlier.']],
  ['nothing general at all', ['Buy batteries for the smoke alarm.', 'Call the IT helpdesk about the VPN.']],
  ['more of something particular', ['Buy more milk.', 'Order more printer paper.']],
  [
    'an attitude aimed at someone or a day',
    ['Listen to Anna’s voicemail.', 'Focus on the Brightline bid today.'],
  ],
];

describe('isGeneralAdvice', () => {
  for (const [name, sentences] of advice) {
    it(`takes ${name} for advice, which is no task`, () => {
      for (const sentence of sentences) {
        expect(isGeneralAdvice(sentence), sentence).toBe(true);
        expect(isTask(sentence), sentence).toBe(false);
      }
    });
  }
  for (const [name, sentences] of errands) {
    // The rules leave these to the task judge, which weighs their words (see below).
    it(`leaves ${name} to the judge`, () => {
      for (const sentence of sentences) {
        expect(isGeneralAdvice(sentence), sentence).toBe(false);
        expect(taskEvidence(sentence), sentence).not.toBe('none');
      }
    });
  }

  it('leaves most of these errands, each on its own, to the judge to list', () => {
    const errandSentences = errands.flatMap(([, sentences]) => sentences);
    const listed = errandSentences.filter((sentence) => isTask(sentence));
    // 9 of 14 when measured (11 before the judge learned from six more reading sets and thirty more authors):
    // alone, "Back up everything on my laptop" reads much like the advice in books ("everything", "all the").
    expect(listed.length).toBeGreaterThanOrEqual(errandSentences.length * 0.6);
  });

  it('leaves the other kinds of task alone', () => {
    expect(isTask('I need to tell everyone about the move.')).toBe(true);
    expect(isTask('TODO: check every link in the footer.')).toBe(true);
  });
});
