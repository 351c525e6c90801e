import { describe, expect, it } from 'vitest';
import { isDecision, isProblem } from './sentence-patterns';
import { summarise } from './summariser';

const DAY = { start: '2026-11-03T00:00:00Z', end: '2026-11-04T00:00:00Z' };
const at = '2026-11-03T10:00:00Z';

function run(type: 'AUTO' | 'MEETINGS' | 'TASKS' | 'ISSUES' | 'DAILY' | 'WEEKLY', contents: string[]) {
  const highlights = contents.map((content, index) => ({ id: `h${index}`, content, createdAt: at }));
  return summarise({ highlights, type, period: DAY, timeZone: 'UTC' }).markdown;
}

function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`## ${title}`);
  if (start < 0) return '';
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

describe('summaries a person would keep', () => {
  it('never lists a code block or a price quote under Decisions', () => {
    const markdown = run('MEETINGS', [
      'We decided to move billing to the new provider.',
      'The decision log lives in the wiki.\n\n```ts\nconst decision = await decide(plan);\n```',
      'Pricing we will revisit: the Pro plan is $49 per month for teams.',
      'Who owns the rollout?',
    ]);
    const decisions = section(markdown, 'Decisions');
    expect(decisions).toContain('We decided to move billing to the new provider.');
    expect(decisions).not.toContain('decide(plan)');
    expect(decisions).not.toContain('$49');
    expect(markdown).not.toContain('const decision');
  });

  it('lists a line under a day heading with its day, unless the line names one', () => {
    const markdown = run('TASKS', [
      'Tomorrow\nclean the mews and ring the vet about Bella',
      'Saturday:\n- pick up the cake\n- book the MOT for Friday',
    ]);
    const items = section(markdown, 'Action items');
    expect(items).toContain('- [ ] Tomorrow: clean the mews and ring the vet about Bella ([source]');
    expect(items).toContain('- [ ] Saturday: pick up the cake ([source]');
    expect(items).toContain('- [ ] book the MOT for Friday ([source]');
  });

  it("lists a reader's queue as things to do, each title with its queue's name", () => {
    const markdown = run('TASKS', [
      'Read later: the Stripe blog post on idempotency keys, someone linked it in #eng.',
      'Books to read:\n- Piranesi\n- The Overstory',
      'Worth reading: the chapter on retries is the best thing written on them.',
      'Currently reading: Project Hail Mary, a chapter a night.',
    ]);
    const items = section(markdown, 'Action items');
    expect(items).toContain('- [ ] Read later: the Stripe blog post on idempotency keys');
    expect(items).toContain('- [ ] Books to read: Piranesi ([source]');
    expect(items).toContain('- [ ] Books to read: The Overstory ([source]');
    expect(items).not.toContain('Worth reading');
    expect(items).not.toContain('Currently reading');
  });

  it("keeps a to-do list's lines in AUTO, among the key points of a day's reading or as the day's list", () => {
    const reading = run('AUTO', [
      'Books to read:\n- Piranesi\n- The Overstory',
      'Worth reading: the chapter on retries is the best thing written on them.',
      'Finished: Designing Data-Intensive Applications. The chapter on replication was worth the whole book.',
      'Currently reading: Project Hail Mary, a chapter a night.',
    ]);
    expect(section(reading, 'Action items')).toContain('- [ ] Books to read: Piranesi ([source]');
    expect(section(reading, 'Key points')).toContain('Project Hail Mary');
    // Three books' chapters are no theme of the day.
    expect(reading).not.toContain('**Chapter**');
    const errands = run('AUTO', [
      'Shopping:\n- milk\n- eggs\n- bin bags',
      'The chapter on habit stacking was the best part of the book.',
      'Ring the garage about the MOT on Monday.',
    ]);
    expect(section(errands, 'Action items')).toContain('- [ ] bin bags ([source]');
    expect(section(errands, 'Action items')).toContain('- [ ] Ring the garage about the MOT on Monday.');
  });

  it('tells decisions from prices and code sentence by sentence', () => {
    expect(isDecision('Decision: we keep the free tier.')).toBe(true);
    expect(isDecision('We agreed to charge $10 per seat.')).toBe(true);
    expect(isDecision("We'll see, the Team plan costs $99 per month.")).toBe(false);
    expect(isDecision('if (decision) { go(); }')).toBe(false);
    expect(isDecision('A decision is still pending.')).toBe(false);
  });

  it('quotes link text, not raw Markdown', () => {
    const markdown = run('AUTO', [
      "Read [Google's guide](https://example.com/guide) on **code review** before the first review.",
    ]);
    expect(markdown).toContain("Google's guide on code review");
    expect(markdown).not.toContain('example.com/guide');
    expect(markdown).not.toContain('**');
  });

  it('keeps a short highlight whole instead of cutting its thought in half', () => {
    const markdown = run('AUTO', [
      'You do not rise to the level of your goals. You fall to the level of your systems.',
      'Habits are the compound interest of self-improvement.',
      'Every action you take is a vote for the type of person you wish to become.',
    ]);
    expect(markdown).toContain(
      'You do not rise to the level of your goals. You fall to the level of your systems.',
    );
  });

  it('lists Markdown action items as plain, linked text', () => {
    const markdown = run('TASKS', ['Follow up with [Priya](https://chat.test/priya) about **staging**.']);
    expect(markdown).toContain('- [ ] Follow up with Priya about staging. ([source](/highlights/h0))');
  });

  it('tells a reported problem from a problem word naming what is avoided', () => {
    expect(isProblem('The script failed on the staging database because of a missing index.')).toBe(true);
    expect(isProblem('There is no way to fix the crash without a restart.')).toBe(true);
    expect(isProblem('Checkout is slow again since the release.')).toBe(true);
    expect(isProblem('Small pull requests get reviewed faster and merged with fewer bugs.')).toBe(false);
    expect(isProblem('Code review is about sharing knowledge, not only catching defects.')).toBe(false);
    expect(isProblem('The new release went out without errors.')).toBe(false);
  });

  it('lists only real problems under Issues', () => {
    const markdown = run('ISSUES', [
      'The script failed on the staging database because of a missing index.',
      'Small pull requests get reviewed faster and merged with fewer bugs.',
      'Code review is about sharing knowledge, not only catching defects.',
      'Login times out for users behind the corporate proxy.',
    ]);
    expect(markdown).toContain('The script failed on the staging database');
    expect(markdown).toContain('Login times out');
    expect(markdown).not.toContain('fewer bugs');
    expect(markdown).not.toContain('catching defects');
  });

  it('never lists a measure that moved the good way as an issue', () => {
    const markdown = run('ISSUES', [
      'Latency is down to 180ms p95 after the cache change.',
      'Churn dropped to 2.1% in November.',
      'Complaints fell by half after the new rota.',
      'The staging database ran out of disk at 3am and the nightly backup failed.',
      'Customer complaints about login emails doubled this week.',
      'Incident: Wi-Fi down across the Marsh Lane site from 08:30.',
    ]);
    expect(markdown).toContain('ran out of disk');
    expect(markdown).toContain('complaints about login emails doubled');
    expect(markdown).toContain('Wi-Fi down');
    expect(markdown).not.toContain('Latency');
    expect(markdown).not.toContain('Churn');
    expect(markdown).not.toContain('fell by half');
    // Good news beside a fault, or a measure's word naming a thing that is down: still a problem.
    const faults = [
      'Churn dropped to 2.1% in November but the checkout server is down.',
      'Costs fell this month, but we had three outages on the payment page.',
      'The bug tracker is down again.',
      'Error logging server down overnight.',
    ];
    const listed = run('ISSUES', faults);
    for (const fault of faults) expect(listed).toContain(fault);
  });

  it("lists a meeting's action items under MEETINGS, not the reader's errands of the same day", () => {
    const saved = (content: string, time: string) => ({
      id: time,
      content,
      createdAt: `2026-11-03T${time}:00Z`,
    });
    const meetings = (highlights: ReturnType<typeof saved>[]) =>
      summarise({ highlights, type: 'MEETINGS', period: DAY, timeZone: 'UTC' }).markdown;
    const markdown = meetings([
      saved('Call mum about Christmas plans', '08:05'),
      saved(
        'Sprint review notes:\n- Agreed to drop the PDF export from this quarter\n- Action: Leo to write the migration guide by Friday',
        '10:00',
      ),
      saved('Follow up with legal about the contract.', '11:20'),
      // Twenty minutes of running is no meeting's minutes: the errand half an hour later stays out.
      saved('Ran for twenty minutes before dinner.', '18:00'),
      saved('Groceries: oat milk, eggs, coriander', '18:30'),
    ]);
    const actions = section(markdown, 'Action items');
    expect(actions).toContain('Leo to write the migration guide by Friday');
    // Noted point by point during the meeting, it is the meeting's.
    expect(actions).toContain('Follow up with legal about the contract.');
    expect(markdown).not.toContain('Call mum');
    expect(markdown).not.toContain('Groceries');
    // A day with no meeting's notes at all keeps every action item: the notes may be jobs alone.
    const errands = meetings([
      saved('Call mum about Christmas plans', '08:05'),
      saved('Pay the plumber', '18:30'),
    ]);
    expect(section(errands, 'Action items')).toContain('Call mum about Christmas plans');
  });

  it("lists a day's errands and the jobs people took on, not a closure notice or a permission given", () => {
    const markdown = run('TASKS', [
      'Dishwasher still not draining properly — third time this month.',
      'Book the dentist for the kids.',
      'TODO: pay the council tax',
      'The payment page throws a 500 when the card is declined.',
      'Reminder: the office is closed on Monday for the bank holiday.',
      "We agreed Ella can have a sleepover at Maya's on Saturday.",
      'Marco will profile it today.',
      'Call the plumber about the boiler before Friday.',
      'I need to renew my passport before the trip in March.',
    ]);
    const actions = section(markdown, 'Action items');
    for (const errand of [
      'Book the dentist for the kids.',
      'TODO: pay the council tax',
      'Marco will profile it today.',
      'Call the plumber about the boiler before Friday.',
      'I need to renew my passport before the trip in March.',
    ])
      expect(actions).toContain(errand);
    expect(actions).not.toContain('the office is closed');
    expect(actions).not.toContain('sleepover');
    expect(actions).not.toContain('Dishwasher');
  });

  it("lists a work day's jobs and questions to answer, not a measure over its budget", () => {
    const markdown = run('TASKS', [
      'Standup: Priya is blocked on the staging keys; Tom will chase the vendor this afternoon.',
      'We decided to ship the CSV export behind a flag and drop the PDF export for this quarter.',
      'Ana to send the revised quote to Northwind by Thursday.',
      'Follow up with legal about the data processing agreement.',
      // "twice the budget" read as an imperative ("twice" before "the", as "Invoice the agency").
      'Latency p95 is still 800ms on the dashboard endpoint, twice the budget.',
      'Should we move the retro to Thursday? Half the team is out on Wednesday.',
    ]);
    const actions = section(markdown, 'Action items');
    expect(actions).toContain('Tom will chase the vendor this afternoon.');
    expect(actions).toContain('Ana to send the revised quote to Northwind by Thursday.');
    expect(actions).toContain('Follow up with legal about the data processing agreement.');
    expect(actions).toContain('Should we move the retro to Thursday?');
    expect(actions).not.toContain('Latency');
  });

  it('counts the errands of a mixed day it does not list, and never makes one a key point', () => {
    const errands = [
      'Call the plumber about the boiler before Friday.',
      'Book the dentist for the kids.',
      'TODO: pay the council tax',
      'Renew the car insurance by the 12th.',
      'Order printer ink.',
      'Email the school about Tuesday pickup.',
      'Return the library books on Saturday.',
      'I need to renew my passport before the trip in March.',
    ];
    const markdown = run('AUTO', [
      ...errands,
      'You do not rise to the level of your goals. You fall to the level of your systems.',
      'The single biggest problem in communication is the illusion that it has taken place.',
      'Premature optimization is the root of all evil.',
      'Sleep is the single most effective thing we can do to reset our brain and body health each day.',
      'A budget is telling your money where to go instead of wondering where it went.',
      'Culture eats strategy for breakfast.',
      'What gets measured gets managed.',
      'Write drunk, edit sober.',
      'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
      "Checkout error rate jumped to 4% after Tuesday's deploy; rollback didn't help.",
    ]);
    const actions = section(markdown, 'Action items');
    const listed = errands.filter((errand) => actions.includes(errand));
    expect(listed).toHaveLength(5);
    expect(actions).toMatch(/_…and \d more not listed\._/);
    const points = section(markdown, 'Key points');
    for (const errand of errands) expect(points).not.toContain(errand);
    expect(points).toContain('Premature optimization is the root of all evil.');
    expect(markdown).not.toContain('**Single**');
  });

  it("gives a digest the period's errands apart from its key points, as AUTO does", () => {
    const day = [
      'Submit the conference abstract by 15 January.',
      'I should email Dr Patel about co-authoring the review paper.',
      'Book a room for the mock viva.',
      'Response rate on the survey is 38%, up from 22% after the reminder email.',
      'Ethics approval came through today!',
      'My laptop battery is swelling, IT says not to use it until they replace it.',
      '"The first principle is that you must not fool yourself." — Richard Feynman',
    ];
    for (const type of ['DAILY', 'WEEKLY'] as const) {
      const markdown = run(type, day);
      const actions = section(markdown, 'Action items');
      for (const errand of day.slice(0, 3)) expect(actions).toContain(`- [ ] ${errand}`);
      const points = section(markdown, 'Key points');
      for (const errand of day.slice(0, 3)) expect(points).not.toContain(errand);
      expect(points).toContain('Response rate on the survey is 38%');
      expect(markdown).toContain('## By the numbers');
    }
  });

  it("never makes the heading of a note's lines a key point of its own", () => {
    const markdown = run('AUTO', [
      'Food bank committee, Tuesday\n- We agreed to move the Saturday distribution to 10am from January.\n- Priya will draft the new volunteer rota by Friday.\n- The walk-in freezer alarm went off twice last week; nobody knows why.\n- Decision: no more donations of opened packets, for hygiene reasons.',
      'Volunteer numbers are down 30% since September, mostly students who left for exams.',
      'We are launching a Saturday breakfast club for kids in February. Volunteers welcome!',
      'The card reader at the donations desk keeps declining contactless payments over £30.',
      'From the Guardian piece on food insecurity: one in seven UK households ran out of food in the past month.',
      'Generosity is giving me that which you need more than I do. — Kahlil Gibran',
      'The new shelving arrived today and it is a great fit. Thanks, Dev!',
      'Printed 200 flyers for the breakfast club; they have the wrong date (Feb 3 instead of Feb 7).',
      '"The best time to plant a tree was 20 years ago. The second best time is now."',
    ]);
    const points = section(markdown, 'Key points');
    expect(points).toContain('Volunteer numbers are down 30% since September');
    expect(points).not.toContain('Food bank committee, Tuesday');
  });

  it('names the author and work of a quoted passage when the day quotes several works, and only then', () => {
    const passage = (id: string, source: string, author: string, content: string) => ({
      id,
      content,
      source,
      author,
      location: { type: 'location' as const, value: '1200' },
      createdAt: at,
    });
    const day = [
      passage(
        'b1',
        'Four Thousand Weeks: Time Management for Mortals',
        'Oliver Burkeman',
        'Decide in advance what you are going to fail at.',
      ),
      passage(
        'b2',
        'Thinking, Fast and Slow',
        'Kahneman, Daniel',
        'Nothing in life is as important as you think it is, while you are thinking about it.',
      ),
      passage(
        'b3',
        'The Prophet',
        'Kahlil Gibran',
        'Generosity is giving more than you can. — Kahlil Gibran',
      ),
      {
        id: 'n1',
        content: 'Try the fail-at idea on the allotment: let the flower beds go this year.',
        createdAt: at,
      },
    ];
    const markdown = summarise({ highlights: day, type: 'AUTO', period: DAY, timeZone: 'UTC' }).markdown;
    const points = section(markdown, 'Key points');
    expect(points).toContain(
      'Decide in advance what you are going to fail at. — Oliver Burkeman, *Four Thousand Weeks* ([source](/highlights/b1))',
    );
    // Kindle files an author "Kahneman, Daniel"; a quote is signed as the name is said.
    expect(points).toContain('— Daniel Kahneman, *Thinking, Fast and Slow* ([source](/highlights/b2))');
    expect(points).toContain(
      'Generosity is giving more than you can. — Kahlil Gibran ([source](/highlights/b3))',
    );
    // The reader's own note is theirs: no credit.
    expect(markdown).toContain('let the flower beds go this year. ([source](/highlights/n1))');

    const oneBook = day
      .slice(0, 1)
      .concat(
        passage(
          'b4',
          'Four Thousand Weeks: Time Management for Mortals',
          'Oliver Burkeman',
          'The average human lifespan is absurdly, terrifyingly, insultingly short.',
        ),
      );
    const inOneBook = summarise({ highlights: oneBook, type: 'AUTO', period: DAY, timeZone: 'UTC' });
    expect(inOneBook.title).toContain('Four Thousand Weeks');
    expect(inOneBook.markdown).not.toContain('— Oliver Burkeman');
  });

  it('never repeats a listed action item inside the key point of its highlight', () => {
    const markdown = run('AUTO', [
      'Learned the first three chords on the ukulele. My fingers hurt.',
      'Slept 8 hours for the first time in weeks; the no-phone-in-the-bedroom rule is working.',
      'Ran 10k in 58:12, a minute faster than October.',
      'Anxiety spiked before the presentation again — the box breathing helped a bit.',
      'Gratitude: the neighbour brought soup when we were all ill.',
      "Mum's 70th next month. Start planning the party with my sister this weekend.",
      'Switched my pension to the ethical fund; the fees are 0.2% higher.',
    ]);
    expect(section(markdown, 'Action items')).toContain(
      '- [ ] Start planning the party with my sister this weekend.',
    );
    const points = section(markdown, 'Key points');
    expect(points).toContain("- Mum's 70th next month. ([source](/highlights/h5))");
    expect(points).not.toContain('Start planning the party');
  });
});
