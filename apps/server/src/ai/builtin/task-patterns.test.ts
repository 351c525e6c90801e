import { describe, expect, it } from 'vitest';
import { isTask } from './default-judges';
import { isImperative, isMaxim } from './imperative-shapes';
import { NARRATED_RE } from './task-dates';
import { isAttribution, isQuotationLead, taskCues, taskEvidence } from './task-patterns';
import { isHeadingLine, isListEntry, isSetForATime, isTodoHeading, isTodoHeadingLine } from './todo-lists';

const cases: [string, string[], string[]][] = [
  [
    'imperatives',
    [
      'Email the signed contract to Maria.',
      'Buy milk, eggs and coffee on the way home.',
      // Bare, "Water the plants." is a gardening book's advice as often as an errand in the labelled days
      // ("Water newly planted trees through their first summer."): it sits at the judge's threshold (0.35 give or
      // take a hundredth as authors are added), so the test names the errand's time.
      'Water the plants tonight.',
      'Call Anna, book the room.',
      'The rent is due by Friday.',
    ],
    ['Test results are posted after every run.', 'Plan B was never written down.', 'Walking helps me sleep.'],
  ],
  [
    '"I need to / should / must / will"',
    [
      'I need to rerun the suite.',
      'We should clear out the garage.',
      'I must finish the estimate.',
      'I will call the landlord tomorrow.',
      "I'll send the slides tonight.",
      "Let's add a regression test.",
      'We need a status page update before noon.',
      'Need to pick up the dry cleaning.',
      'need new compression socks, the old ones are done',
      'I want to start stretching after each run.',
    ],
    [
      'The build should take five minutes.',
      'She must have been exhausted.',
      'I should have bought the tickets earlier.',
      'It should be noted that outages start with a change.',
      'The pharmacy will be closed on Sunday.',
      'Decision: we go with PostgreSQL.',
    ],
  ],
  [
    '"remember to" and "don\'t forget"',
    ['Remember to order the second volume.', "Don't forget to renew the passport.", 'Make sure backups run.'],
    ['Remember when we drove to the coast.'],
  ],
  [
    '"follow up with"',
    ['Follow up with Priya about the credentials.', 'I am following up with the vendor on Monday.'],
    ['Follow-up studies found a smaller effect.', 'The follow-up experiment used more students.'],
  ],
  [
    'TODO and action-item labels',
    ['TODO: rename the config loader.', 'Action item: Lena to collect the requirements.', 'Next: ship it.'],
    ['To-do lists make some people anxious.', 'Action items from old retrospectives were rarely done.'],
  ],
  [
    'deadlines',
    [
      'Deadline for the grant application is 12 March.',
      'The report is due by Friday.',
      'Council tax bill due 1 March.',
      'Send the meter reading by the 5th.',
      'Deadline: end of the month.',
      'Deadline Monday 9am, 4,200 words, Norwegian to English.',
      'Handover for bed 7: line due to be changed tomorrow.',
    ],
    [
      'The last deadline slipped because the vendor was late.',
      'The report was finished by Friday.',
      'Revenue grew by 20% in the first quarter.',
      'The bus arrives by 9 most days.',
    ],
  ],
  [
    'assignments',
    [
      'Tom to update the release notes by Friday.',
      'Jamal and Rosa to test the restore procedure.',
      'Marco will draft the schema by Wednesday.',
      'Elena to pair with the new hire on the search API.',
      'Kofi takes the payments bug.',
      'Maya needs a costume for World Book Day on Thursday.',
      'Everyone bring passports for the Dublin show.',
      'Combine needs a new belt before we start the barley',
      "Tom: pls someone order more, we're out",
      'Council re: blue badge renewal',
      'mark 11C essays tonight!!',
      "Recheck Bella's wound before she goes home at noon.",
      'Price up rewiring that circuit and send her the quote on Monday.',
      'Pics desk to chase the agency for the fire photos.',
      '@Ravi to look at the pipeline logs.',
      'JL to get a service quote from Thermo for freezer B.',
      'Sal and I to sign up before the end of February.',
      'Sister Okafor to audit the bed-rail checks and report back at the next meeting.',
      "We agreed he'll submit rotas three weeks ahead from now on.",
      'Officers to publish the traffic data before the next meeting.',
      'Chef: call the fish supplier and tell them the hake was off again.',
      'Gav: the fridge unit on trailer 12 is making that noise again, get it looked at before you load.',
      "The yew hedge at Mrs Hollis's needs cutting back before the wedding.",
      'Everyone needs to complete the online training module before then.',
      'Schedule a check-in with the design team every two weeks.',
      'Pill organiser refill — Sunday night',
      "Who holds power of attorney if I'm away — need to ask the solicitor",
    ],
    [
      'The team agreed the scope was too large.',
      'Sales to marketing is a long road.',
      'Companies should pay their interns a living wage.',
      'AI will change how people search for suppliers.',
      'Paris to Lyon takes two hours by train.',
      'New York to Boston takes four hours by train.',
      'We agreed the scope was too large.',
      'Maya needs a lot of sleep.',
      'Everyone makes mistakes.',
    ],
  ],
  [
    'questions to answer',
    [
      'Can you review my pull request before lunch?',
      'Who is taking notes on Thursday?',
      'Should we move the launch?',
      'What do we tell customers about the price change?',
      'Still open: who signs off on the contract on their side?',
      'Question for product: do we still support the old Android app?',
      'What sample size do we need for the pilot?',
      'Priya: @Dan can you grab the spare stand from the studio?',
      'Mrs Doyle: Hi, the kitchen tap is dripping again, could you pop round this week?',
      "What's our answer on the pricing change if they ask?",
      'Ring Hendersons re: grain collection — Thurs or Fri?',
      'Dana: can someone cover my Sunday 2-10?',
      'Gary: any chance you could come Tuesday instead of Wednesday?',
      'Nadia: pls can you share the Q3 numbers with finance by Friday?',
      'Should I apply for the head of department post?',
      'Big question for the owners and me: do we apply for our own licence or stay in the consortium?',
    ],
    [
      'Why do some projects fail before they start?',
      'What would you do if you were not afraid?',
      'Who knows what the market will do?',
      'How could anyone write like that?',
      'Big question: why do people stop reading after school?',
    ],
  ],
  [
    'labelled lines, judged by what follows the label',
    [
      'Standup: Farah will look into the slow search.',
      'Monday: send the invoice to Brightline.',
      'Dentist Thursday 8:30 — confirm by phone.',
      "Doctor's appointment Tuesday at 10, bring the list of tablets.",
      "grandma's bday sat — card + present",
      'Owner for the runbook rewrite: Sunil.',
      'Presentation deck to Brightwater by 5pm Thursday.',
      'We must submit the draft to legal a week earlier.',
      'Read later: the Stripe blog post on idempotency keys, someone linked it in #eng.',
      'To watch: the Strange Loop talk on CRDTs.',
      'Book to read: Four Thousand Weeks by Oliver Burkeman.',
      'Podcast to listen to: the Hidden Brain episode on regret.',
    ],
    [
      'Call with Northwind: they want the pilot extended to March.',
      'Eat the frog: do the hardest thing first thing in the morning.',
      'Rule of thumb: measure twice, cut once.',
      'Thread: Stop checking email first thing in the morning.',
      'Parenting book: Praise the effort, not the result.',
      'Recipe from the paper: Chop the rhubarb and bake it for 40 minutes.',
      'From the engineering manifesto on our wiki: We must build software that respects the people who use it.',
      'Saturday — ran 10k along the river, felt great.',
      'Rang the marquee company twice, no answer.',
      'Left a voicemail about the flooring.',
      'How to steam a veil: hang it in the bathroom and run the shower hot.',
      'Article on exit tickets: Ask one question that checks the key idea.',
      'Reading list: four core texts, the rest optional.',
      'Worth reading: the chapter on habits is the best in the book.',
      "Should've done that more this summer.",
      'Hire slow, fire fast.',
      'Schools should stop setting homework in Year 7 altogether, the research suggests.',
      'Water deeply and rarely rather than a little every day.',
      'Attendance down 3% since half term.',
      'Slow down to speed up.',
      'Maria: thank you for swapping your Saturday night, you are a star.',
      'Cookbook notes: Rest the steak for five minutes before slicing.',
      'Decorating tips: Paint the ceiling before the walls.',
      'Planned to redo the reading corner over the holidays but ran out of time.',
      'Strange to think thousands of cars will cross it every day.',
      'Textbook: To differentiate a product, differentiate the first function and multiply by the second.',
    ],
  ],
  [
    'maxims, headings and labels',
    [],
    [
      'Make it work, make it right, make it fast.',
      '"Stay hungry, stay foolish."',
      'Measure twice, cut once.',
      'Keep it simple, keep it small.',
      'Praise in public, criticise in private.',
      'Ship early, ship often.',
      'Read widely, but read deeply even more.',
      'Make the change easy, then make the easy change.',
      'Write drunk, edit sober.',
      'Council tax is due on the 1st of every month.',
      'Rent is due by Friday each week.',
      'Do one thing every day that scares you.',
      'Check the tests:',
      'Steps to reproduce:',
      'Note: the API is read-only for guests.',
    ],
  ],
];

describe('isTask', () => {
  for (const [name, actions, nonActions] of cases) {
    it(`finds ${name}`, () => {
      for (const sentence of actions) expect(isTask(sentence), sentence).toBe(true);
    });
    it(`leaves out look-alikes of ${name}`, () => {
      for (const sentence of nonActions) expect(isTask(sentence), sentence).toBe(false);
    });
  }
});

describe('helpers', () => {
  it('tells a quotation by its opening label, and a to-do heading with its entries', () => {
    expect(isQuotationLead('From "The Retail Playbook": Greet every customer.')).toBe(true);
    expect(isQuotationLead('Thread: Stop checking email first thing.')).toBe(true);
    expect(isQuotationLead('Book club: Rosalind is hosting next month.')).toBe(false);
    // A message's sender is a person or a body, named with a role; a work is named by its title.
    expect(isQuotationLead('From Otieno (shift lead): Please return the torque wrench set.')).toBe(false);
    expect(isQuotationLead('From the council licensing team: The renewal form has to be in by May.')).toBe(
      false,
    );
    expect(isQuotationLead("From Dr Byrne's practice: Can you have the bridge back by Wednesday?")).toBe(
      false,
    );
    expect(isQuotationLead('From the county FA appointments email: Please confirm by Wednesday.')).toBe(
      false,
    );
    expect(isQuotationLead('From Dr Lakshmi Narayan: I saw a pair of pelicans nesting.')).toBe(false);
    expect(isQuotationLead('From the Tanakas: Dear Kenji, could you water the plants?')).toBe(false);
    expect(isQuotationLead("From The Manager's Path: Ask your reports what they want.")).toBe(true);
    expect(isQuotationLead('From the training manual: Never confront an intruder alone.')).toBe(true);
    expect(isTodoHeading('To get for the festival window:')).toBe(true);
    expect(isTodoHeading('Shopping:')).toBe(true);
    expect(isTodoHeading('Tour manager notes:')).toBe(false);
    expect(isListEntry('Fairy lights')).toBe(true);
    expect(isListEntry("Leo's class won the reading cup again.")).toBe(false);
    expect(isHeadingLine('Team call')).toBe(true);
    expect(isHeadingLine('Bundle for the Morgan hearing must be filed by 4pm Friday.')).toBe(false);
    // A labelled line is no heading; a line set for a time heads a note but not a single remark.
    expect(isSetForATime('Bins out tonight')).toBe(true);
    expect(isSetForATime('Dentist Weds 8.30am')).toBe(true);
    expect(isHeadingLine('TODO: regrind the tungstens')).toBe(false);
    expect(isSetForATime('Dentist Thurs 18:30')).toBe(true);
    expect(isSetForATime('school fees due Friday')).toBe(true);
    expect(isSetForATime('Dentist Thurs 4.15')).toBe(true);
    expect(isSetForATime('Pick up dry cleaning before 6')).toBe(true);
    expect(isSetForATime('Chapter 4.15')).toBe(false);
    expect(isHeadingLine('Monday 14th')).toBe(true);
    expect(isSetForATime('Monday 14th')).toBe(false);
    expect(isTodoHeadingLine('Wholesaler run')).toBe(true);
    expect(isTodoHeadingLine('Team call')).toBe(false);
    expect(isTodoHeadingLine('Supplies to reorder')).toBe(true);
    expect(isTodoHeadingLine('Wholesale order for Saturday')).toBe(true);
    expect(isTodoHeadingLine('Food shop')).toBe(true);
    expect(isTodoHeadingLine('HEB curbside')).toBe(true);
    // A list sent in a chat under its sender's name; a sender's errand is no heading.
    expect(isTodoHeadingLine('Mum: Market list for Saturday')).toBe(true);
    expect(isTodoHeadingLine('Jo: shopping')).toBe(true);
    expect(isTodoHeadingLine('Dave: need to order bolts')).toBe(false);
    expect(isTodoHeadingLine('Dave: can you put the list on the fridge before you go out tonight')).toBe(
      false,
    );
    expect(isTodoHeading('Before next shift:')).toBe(true);
    expect(isTodoHeading('Kit bag to restock:')).toBe(true);
    expect(isTodoHeadingLine('Cash and carry')).toBe(true);
    // A to-do list's name may run longer than another heading; a sentence that mentions a list is none.
    expect(isTodoHeadingLine('Things to sort before we go')).toBe(true);
    expect(isTodoHeadingLine('Postmortem action items:')).toBe(true);
    expect(isTodoHeadingLine('We finally got through the long list of jobs.')).toBe(false);
    expect(isTodoHeadingLine('Notes from the call with the supplier about the order')).toBe(false);
    expect(isListEntry('Deuterated chloroform, 100 mL')).toBe(true);
    expect(isListEntry('mopped isolation ward (done)')).toBe(false);
  });

  it('tells an imperative from a noun that starts a statement', () => {
    expect(isImperative('Review the draft.')).toBe(true);
    expect(isImperative('Review comments were harsh.')).toBe(false);
    expect(isImperative('Test results are in.')).toBe(false);
    expect(isImperative('Note: read-only.')).toBe(false);
    expect(isImperative('Invoice the agency for the March jobs.')).toBe(true);
    expect(isImperative('Hoover the stairs.')).toBe(true);
    expect(isImperative('Yesterday the build broke.')).toBe(false);
    expect(isImperative('Following the launch, sales rose.')).toBe(false);
    expect(isImperative('Results the team shared were mixed.')).toBe(false);
    expect(isImperative('Re-calibrate the pH meter with the 4, 7 and 10 buffers.')).toBe(true);
    expect(isImperative('Re-cable the MDF at the high school')).toBe(true);
    expect(isImperative('Re-do the flashing on the chimney.')).toBe(true);
    expect(isImperative('Re-entry is at noon.')).toBe(false);
  });

  it('recognises parallel maxims but not a plain list', () => {
    expect(isMaxim('Make it work, make it right, make it fast.')).toBe(true);
    expect(isMaxim('Buy milk, eggs and coffee.')).toBe(false);
    expect(isMaxim('Call Anna, book the room.')).toBe(false);
    expect(isMaxim('Pack the car, lock the house.')).toBe(false);
    expect(isMaxim('Check your tyres before every long drive.')).toBe(true);
    expect(isMaxim('Write thank-you cards for the lasagnes and the knitted hat')).toBe(false);
  });

  it('recognises a signature line', () => {
    expect(isAttribution('— Eleanor Roosevelt')).toBe(true);
    expect(isAttribution('-- Kent Beck')).toBe(true);
    expect(isAttribution('- buy milk')).toBe(false);
  });
});

describe('assignments in minutes and one-to-ones', () => {
  it('reads initials, titles, "X and I" and "we agreed X will" as a job handed out', () => {
    for (const sentence of [
      'HM to get two quotes for the decking before the AGM.',
      'Sal and I to sign up before the end of February.',
      'Sister Amina will organise the volunteers for the women’s section.',
      'We agreed Owen will shadow Sunita on file checks for a fortnight.',
      'We agreed she hands the incident review rota to Leo from next sprint.',
    ])
      expect(taskEvidence(sentence), sentence).toBe('clear');
    for (const sentence of [
      'We agreed the scope was too large.',
      'We decided that it was too late.',
      'We agreed they are to blame.',
      'We decided he will not change.',
      'We agreed Monday will work best.',
      'We agreed Sunita will be missed.',
      'UK to raise the pension age.',
      'NHS to cut waiting lists.',
      'Prime Minister to visit flood areas.',
      'Manchester United to sign a new striker.',
      'Maybe Sam will help with the move.',
    ])
      expect(taskEvidence(sentence), sentence).not.toBe('clear');
    expect(taskEvidence('We agreed he’ll submit rotas three weeks ahead.')).toBe('clear');
  });
});

describe('a task in a later clause, and the words of a dictated note', () => {
  it('reads the clauses after the first for their own cues, less a spoken "so" or "um"', () => {
    expect(taskCues("Mum's prescription is ready at Boots, pick it up on the way home.")).toContain(
      'later:imperative',
    );
    expect(
      taskCues('The envelope has to go in before the end of May, so get on the phone to the repair station.'),
    ).toContain('later:imperative');
    expect(taskCues('so um phone the estate office about the broken hinge')).toContain('imperative');
    // A letter's greeting joins its first sentence; the sentence is read from after it.
    expect(taskCues('Hi both, Send me the signed forms by Friday.')).toContain('imperative');
    expect(taskCues('Hi both, Send me the signed forms by Friday.')).not.toContain('later:imperative');
    expect(taskCues('Rained all morning, the match was called off.')).not.toContain('later:imperative');
    expect(taskCues('Quiet day.')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^later:/)]));
  });

  it('takes a word that only ends in "ed" for no narration', () => {
    for (const text of ['I need milk', 'Bed 6 obs at 2', 'Unsalted butter', 'red pen', 'shed roof'])
      expect(NARRATED_RE.test(text), text).toBe(false);
    for (const text of ['called the bank', 'we painted it', 'Fred said hi', 'seeded the lawn'])
      expect(NARRATED_RE.test(text), text).toBe(true);
  });
});
