import { SUMMARIZATION_TYPES, type SummarizationType } from '@precis/shared';
import { describe, expect, it } from 'vitest';
import { type HighlightInput, type SummariseInput, summarise } from './summariser';

const WEEK = { start: '2026-11-03T00:00:00Z', end: '2026-11-10T00:00:00Z' };

function highlight(id: string, content: string, createdAt: string, extra: Partial<HighlightInput> = {}) {
  return { id, content, createdAt, ...extra };
}

function run(type: SummarizationType, highlights: HighlightInput[], extra: Partial<SummariseInput> = {}) {
  return summarise({ highlights, type, period: WEEK, timeZone: 'UTC', ...extra });
}

/** Thirteen first names, for lists longer than a summary shows. */
const PEOPLE = [
  'Anna',
  'Bilal',
  'Chen',
  'Dara',
  'Efe',
  'Farah',
  'Gus',
  'Hana',
  'Ivo',
  'Jun',
  'Kemi',
  'Lars',
  'Mo',
];
const bullets = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('- '));
const LINK_RE = / \(\[source\]\(\/highlights\/([^)\s]+)\)\)$/;

const READING = [
  highlight(
    'r1',
    'Deep work is the ability to focus without distraction on a demanding task. It is rare and valuable.',
    '2026-11-03T08:00:00Z',
    { source: 'Deep Work' },
  ),
  highlight(
    'r2',
    'Shallow work expands to fill the day. Protect long blocks of deep work in the morning.',
    '2026-11-04T09:30:00Z',
    { source: 'Deep Work' },
  ),
  highlight(
    'r3',
    'Attention residue: after switching tasks, part of your attention stays behind, so focus suffers.',
    '2026-11-05T18:45:00Z',
    { source: 'Article' },
  ),
  highlight(
    'r4',
    'Boredom is a skill. People who cannot tolerate it reach for the phone and lose the capacity for focus.',
    '2026-11-06T07:10:00Z',
  ),
];

describe('summarise: shapes per type', () => {
  it('TASKS gives a checklist of obligations and imperatives only', () => {
    const result = run('TASKS', [
      highlight(
        't1',
        'We must renew the domain before it expires. The old logo looked dated.',
        '2026-11-03T10:00:00Z',
      ),
      highlight('t2', 'Email the signed contract to Maria by Friday.', '2026-11-04T10:00:00Z'),
      highlight(
        't3',
        'Remember to book the venue for the offsite. The weather was lovely.',
        '2026-11-05T10:00:00Z',
      ),
      highlight('t4', 'TODO: update the onboarding docs', '2026-11-06T10:00:00Z'),
    ]);
    const lines = bullets(result.markdown);
    expect(result.markdown).toContain('## Action items');
    expect(lines.length).toBe(4);
    for (const line of lines) expect(line.startsWith('- [ ] ')).toBe(true);
    expect(result.markdown).toContain('- [ ] Email the signed contract to Maria by Friday.');
    expect(result.markdown).not.toContain('The weather was lovely');
    // Four errands share no phrase: the list's name alone, not "Action items: Highlights".
    expect(result.title).toBe('Action items — Nov 3–9, 2026');
  });

  it('TASKS lists every line of a to-do list, in the order written, oldest note first', () => {
    const result = run('TASKS', [
      highlight('later', 'Ring the vet about Luna.', '2026-11-03T18:00:00Z'),
      highlight(
        'list',
        '## Shopping list\n- eggs\n- oat milk x2\n- bin bags\n- birthday card for Mum\n- AA batteries',
        '2026-11-03T08:00:00Z',
      ),
    ]);
    expect(bullets(result.markdown).map((line) => line.replace(LINK_RE, ''))).toEqual([
      '- [ ] eggs',
      '- [ ] oat milk x2',
      '- [ ] bin bags',
      '- [ ] birthday card for Mum',
      '- [ ] AA batteries',
      '- [ ] Ring the vet about Luna.',
    ]);
  });

  it('TASKS says how many action items it left out past its twenty', () => {
    const things = [
      'invoice',
      'lease',
      'boiler',
      'passport',
      'school trip',
      'car service',
      'dentist',
      'quote',
    ];
    const errands = Array.from({ length: 25 }, (_, index) =>
      highlight(
        `t${index}`,
        `Email ${PEOPLE[index % PEOPLE.length]} about the ${things[index % things.length]} by Friday.`,
        `2026-11-03T${String(8 + (index % 10)).padStart(2, '0')}:00:00Z`,
      ),
    );
    const result = run('TASKS', errands);
    expect(bullets(result.markdown)).toHaveLength(20);
    expect(result.markdown).toContain('_…and 5 more not listed._');
    expect(run('TASKS', errands.slice(0, 12)).markdown).not.toContain('more not listed');
  });

  it('TASKS takes the lines under a to-do heading, not the heading, and no advice from a quoted source', () => {
    const result = run('TASKS', [
      highlight('s1', 'Shopping\nnappies size 2\ndecaf coffee', '2026-11-07T09:00:00Z'),
      highlight(
        's2',
        'Team call\nBundle for the Morgan hearing must be filed by 4pm Friday.\nThe client was happy.',
        '2026-11-07T10:00:00Z',
      ),
      highlight(
        's3',
        'From "The Retail Playbook": Greet every customer. Put the impulse buys by the till.',
        '2026-11-07T11:00:00Z',
      ),
    ]);
    const items = bullets(result.markdown).join('\n');
    expect(items).toContain('nappies size 2');
    expect(items).toContain('decaf coffee');
    expect(items).toContain('Bundle for the Morgan hearing must be filed by 4pm Friday.');
    expect(items).not.toContain('Shopping');
    expect(items).not.toContain('Team call');
    expect(items).not.toContain('The client was happy.');
    expect(items).not.toContain('impulse buys');
  });

  it('PERFORMANCE keeps the figures of the sentences it quotes', () => {
    const result = run('PERFORMANCE', [
      highlight('p1', 'Revenue grew 23% to $4.2M in Q3. The team celebrated.', '2026-11-03T10:00:00Z'),
      highlight(
        'p2',
        'Page load time dropped from 2.4 s to 900 ms after the cache change.',
        '2026-11-04T10:00:00Z',
      ),
      highlight('p3', 'The new pipeline is 3x faster than the old one.', '2026-11-05T10:00:00Z'),
      highlight('p4', 'Nobody enjoyed the offsite food.', '2026-11-05T11:00:00Z'),
    ]);
    expect(result.markdown).toContain('Revenue grew 23% to $4.2M in Q3.');
    expect(result.markdown).toContain('from 2.4 s to 900 ms');
    expect(result.markdown).toContain('3x faster');
    expect(result.markdown).not.toContain('offsite food');
  });

  it('PERFORMANCE lists measures first, and no time, date, reference, question or to-do for a figure', () => {
    const result = run('PERFORMANCE', [
      highlight('q1', "Anna: Can you pick up the cake from Gail's at 11?", '2026-11-03T10:00:00Z'),
      highlight('q2', 'Do we keep the free tier at 500 highlights?', '2026-11-03T11:00:00Z'),
      highlight('q3', "Mum's birthday is on the 29th.", '2026-11-03T12:00:00Z'),
      highlight('q4', 'Review PR #482 before the standup at 9.30.', '2026-11-03T13:00:00Z'),
      highlight('q5', 'Preheat the oven to 200C. Roast the squash for 25 minutes.', '2026-11-03T14:00:00Z'),
      highlight('q6', 'Check the cost of printing 500 cards.', '2026-11-03T15:00:00Z'),
      highlight('q7', 'INV-2041 Bartlett Mills £1,240.50 due 30 Nov', '2026-11-03T16:00:00Z'),
      highlight(
        'q8',
        'Heads up: the office Wi-Fi will be down on Saturday from 9 to 11 for maintenance.',
        '2026-11-03T17:00:00Z',
      ),
      highlight('q9', 'The boiler engineer is coming between 8 and 12 tomorrow.', '2026-11-03T18:00:00Z'),
      highlight('m1', 'Shipped 14 features this quarter.', '2026-11-04T10:00:00Z'),
      highlight('m2', 'Sign-ups up 18%, churn down from 4.1% to 3.2%.', '2026-11-05T10:00:00Z'),
    ]);
    expect(bullets(result.markdown).map((line) => line.replace(LINK_RE, ''))).toEqual([
      '- Sign-ups up 18%, churn down from 4.1% to 3.2%.',
      '- Shipped 14 features this quarter.',
    ]);
  });

  it('EXAMPLES pulls example sentences', () => {
    const result = run('EXAMPLES', [
      ...READING,
      highlight(
        'e1',
        'Pick one ritual, for example a fixed start time every morning.',
        '2026-11-07T10:00:00Z',
      ),
    ]);
    expect(bullets(result.markdown)).toEqual([
      '- Pick one ritual, for example a fixed start time every morning. ([source](/highlights/e1))',
    ]);
  });

  it('says so in one italic line and gives key points when the pattern finds nothing', () => {
    const result = run('EXAMPLES', READING);
    const lines = result.markdown.split('\n');
    const notice = '_No examples were found in these highlights; here are the key points instead._';
    expect(lines.filter((line) => line === notice)).toHaveLength(1);
    expect(result.markdown).toContain('## Key points');
    expect(bullets(result.markdown).length).toBeGreaterThan(0);
    expect(result.title.startsWith('No examples: ')).toBe(true);

    const tasks = run('TASKS', [
      highlight('x', 'The sea was calm and the sky was grey.', '2026-11-03T10:00:00Z'),
    ]);
    expect(tasks.markdown).toContain(
      '_No action items were found in these highlights; here are the key points instead._',
    );
    expect(bullets(tasks.markdown)).toEqual([
      '- The sea was calm and the sky was grey. ([source](/highlights/x))',
    ]);
  });

  it('MEETINGS puts each sentence under one heading, and no question of a book among the open ones', () => {
    const md = run('MEETINGS', [
      highlight(
        'q1',
        'Dana Whitfield: can someone look at the Sentry spike before the release? Who owns the migration?',
        '2026-11-03T10:00:00Z',
      ),
      highlight('q2', 'What do I really want? Why?', '2026-11-03T11:00:00Z', {
        author: 'Logan Ury',
        source: 'How to Not Die Alone',
      }),
    ]).markdown;
    const actions = md.indexOf('## Action items');
    const questions = md.indexOf('## Open questions');
    expect(md.slice(actions, questions)).toContain('can someone look at the Sentry spike');
    expect(md.slice(questions)).not.toContain('Sentry spike');
    expect(md.slice(questions)).toContain('Who owns the migration?');
    expect(md.slice(actions, questions)).not.toContain('Who owns the migration?');
    expect(md).not.toContain('What do I really want?');
  });

  it('MEETINGS and ALERTS say how many they left out past their limits', () => {
    const errands = PEOPLE.map((name, index) =>
      highlight(`e${index}`, `Email ${name} the signed lease by Friday.`, `2026-11-03T0${index % 10}:00:00Z`),
    );
    const meetings = run('MEETINGS', errands).markdown;
    expect(meetings).toContain('_…and 3 more not listed._');
    const failures = [
      'Urgent: the payroll export failed overnight.',
      'Warning: the SSL certificate for shop.example.com expires on Friday.',
      'The boiler in block C broke down again this morning.',
      'Security alert: someone tried 400 logins on the admin account.',
      'The walk-in freezer was at minus 4 at 7am, well above its limit.',
      'Deadline: VAT return overdue since the 7th.',
      'Checkout crashes for PayPal customers since the 2.3 release.',
      'The van failed its MOT on the brakes.',
      'Roof leak over the stockroom is dripping onto the boxes.',
      'Backups have not run since Tuesday.',
      'Critical: the lift at the Elm Street site is stuck between floors.',
      'Two drivers called in sick, so the Leeds round is short.',
      'The printer on floor 2 keeps jamming on every job.',
      'Caution: the wet floor in aisle 4 has no sign.',
      'The fridge alarm went off twice in the night.',
      'Emergency: water is coming through the ceiling in room 12.',
    ].map((text, index) => highlight(`a${index}`, text, `2026-11-03T0${index % 10}:00:00Z`));
    const alerts = run('ALERTS', failures).markdown;
    expect(bullets(alerts)).toHaveLength(12);
    expect(alerts).toMatch(/_…and \d+ more not listed\._/);
    expect(run('ALERTS', failures.slice(0, 5)).markdown).not.toContain('more not listed');
  });

  it('lists a sentence that opens a quotation to where the quotation closes', () => {
    const review =
      '1 star from Rachel T.: "Ordered a birthday cake for collection at 10am, it wasn\'t ready until 11:15 and the name was spelt wrong. Very disappointed." Replied with a refund.';
    const md = run('ISSUES', [highlight('r1', review, '2026-11-03T10:00:00Z')]).markdown;
    expect(md).toContain('the name was spelt wrong. Very disappointed." ([source]');
    expect(md).not.toContain('Replied with a refund');
  });

  it('MEETINGS gives Decisions, Action items and Open questions', () => {
    const result = run('MEETINGS', [
      highlight(
        'm1',
        'We decided to ship the beta on March 3. Anna will draft the release notes. Who owns the migration?',
        '2026-11-03T10:00:00Z',
      ),
      highlight(
        'm2',
        'Agreed to drop the legacy API. Should we tell customers before or after the launch?',
        '2026-11-03T11:00:00Z',
      ),
      highlight('m3', 'Follow up with legal about the contract.', '2026-11-03T12:00:00Z'),
    ]);
    const md = result.markdown;
    const decisions = md.indexOf('## Decisions');
    const actions = md.indexOf('## Action items');
    const questions = md.indexOf('## Open questions');
    expect(decisions).toBeGreaterThan(-1);
    expect(actions).toBeGreaterThan(decisions);
    expect(questions).toBeGreaterThan(actions);
    expect(md.slice(decisions, actions)).toContain('We decided to ship the beta on March 3.');
    expect(md.slice(decisions, actions)).toContain('Agreed to drop the legacy API.');
    expect(md.slice(actions, questions)).toContain('- [ ] Follow up with legal about the contract.');
    expect(md.slice(questions)).toContain('Who owns the migration?');
    expect(md.slice(questions)).toContain('Should we tell customers before or after the launch?');

    const labelled = run('MEETINGS', [
      highlight(
        't1',
        'TODO: cancel the Headspace free trial before 1 Dec (it auto-renews at £49.99).',
        '2026-11-03T10:00:00Z',
      ),
      highlight('t2', 'We decided to ship the beta on March 3.', '2026-11-03T11:00:00Z'),
    ]).markdown;
    const labelledActions = labelled.indexOf('## Action items');
    expect(labelled.slice(0, labelledActions)).not.toContain('Headspace');
    expect(labelled.slice(labelledActions)).toContain('- [ ] TODO: cancel the Headspace free trial');
  });

  it('ACTIVITY lists highlights chronologically, grouped by day in the time zone', () => {
    const shuffled = [READING[2], READING[0], READING[3], READING[1]].filter((item) => item !== undefined);
    const result = run('ACTIVITY', shuffled, { timeZone: 'America/New_York' });
    const ids = bullets(result.markdown).map((line) => LINK_RE.exec(line)?.[1]);
    expect(ids).toEqual(['r1', 'r2', 'r3', 'r4']);
    // 07:10 UTC on Nov 6 is 02:10 on Nov 6 in New York; 08:00 UTC on Nov 3 is 03:00 there.
    expect(result.markdown).toContain('### Tue, Nov 3, 2026');
    expect(result.markdown).toContain('- 03:00 — Deep work is');
    expect(result.usedHighlightIds).toEqual(shuffled.map((item) => item.id));
  });

  it('ACTIVITY shows what a letter or a list says, not its greeting or its heading alone', () => {
    const md = run('ACTIVITY', [
      highlight(
        'l1',
        'Dear Parents and Carers,\n\nYear 4 will be visiting the Natural History Museum on Friday 4 December. Please return the signed consent form by Monday 30 November. Children should bring a packed lunch and wear school uniform.',
        '2026-11-03T10:30:00Z',
      ),
      highlight(
        'l2',
        '## Shopping list\n- eggs\n- oat milk x2\n- bin bags\n- birthday card for Mum\n- AA batteries',
        '2026-11-03T08:00:00Z',
      ),
    ]).markdown;
    expect(md).toContain(
      '08:00 — Shopping list: eggs, oat milk x2, bin bags, birthday card for Mum, AA batteries (',
    );
    expect(md).toContain('10:30 — Year 4 will be visiting the Natural History Museum');
    expect(md).not.toContain('Dear Parents');
    const survey = run('ACTIVITY', [
      highlight(
        's1',
        'Please fill in the survey by Wednesday.\n- Takes 10 minutes\n- Anonymous',
        '2026-11-03T09:00:00Z',
      ),
    ]).markdown;
    expect(survey).toContain('09:00 — Please fill in the survey by Wednesday. Takes 10 minutes; Anonymous (');
  });

  it('ACTIVITY quotes a short highlight whole, and groups a period too long for the timeline by month', () => {
    const run5k = highlight(
      'run',
      'Ran 5k in 27:40 — personal best. Knee felt fine.',
      '2026-10-15T07:30:00Z',
    );
    expect(run('ACTIVITY', [run5k]).markdown).toContain(
      '- 07:30 — Ran 5k in 27:40 — personal best. Knee felt fine.',
    );
    const topics = ['memory', 'habits', 'cities'];
    const year = Array.from({ length: 90 }, (_, index) =>
      highlight(
        `a${index}`,
        `Passage ${index} about ${topics[index % 3]} and the way people live with it.`,
        new Date(Date.UTC(2026, 7 + Math.floor(index / 30), 1 + (index % 28), 9, index % 60)).toISOString(),
        { source: index < 45 ? 'The Book of Months' : `Essay ${index % 5}` },
      ),
    );
    const result = run('ACTIVITY', year, {
      period: { start: '2026-08-01T00:00:00Z', end: '2026-11-01T00:00:00Z' },
    });
    const headings = result.markdown.split('\n').filter((line) => line.startsWith('### '));
    expect(headings).toEqual([
      '### August 2026: 30 highlights, 30 from The Book of Months',
      '### September 2026: 30 highlights, 15 from The Book of Months',
      '### October 2026: 30 highlights',
    ]);
    expect(bullets(result.markdown)).toHaveLength(60);
    expect(bullets(result.markdown)[0]).toMatch(/^- Aug \d+, 09:\d\d — Passage /);
    expect(result.markdown).toContain('_…and 30 more highlights._');

    // A busy week is still told day by day, each day with its most central highlights.
    const week = Array.from({ length: 70 }, (_, index) =>
      highlight(
        `w${index}`,
        `Note ${index} about ${topics[index % 3]} and the way people live with it.`,
        new Date(Date.UTC(2026, 10, 3 + (index % 7), 8 + Math.floor(index / 7))).toISOString(),
      ),
    );
    const busy = run('ACTIVITY', week).markdown;
    const days = busy.split('\n').filter((line) => line.startsWith('### '));
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('### Tue, Nov 3, 2026: 10 highlights');
    expect(bullets(busy)).toHaveLength(60);
    expect(bullets(busy)[0]).toMatch(/^- \d\d:00 — Note /);
    expect(busy).toContain('_…and 10 more highlights._');
    // A quiet day shows all it has, and leaves its places to the busy ones.
    const quiet = [
      ...week.slice(0, 62),
      highlight('q', 'One note on a quiet Sunday.', '2026-11-15T09:00:00Z'),
    ];
    const spread = run('ACTIVITY', quiet).markdown;
    expect(spread).toContain('09:00 — One note on a quiet Sunday.');
    expect(spread).toContain('_…and 3 more highlights._');
  });

  it('ISSUES and ALERTS pull problems and warnings', () => {
    const notes = [
      ...READING,
      highlight('i1', 'The export fails with a timeout error on large files.', '2026-11-07T10:00:00Z'),
      highlight('i2', 'Warning: the TLS certificate expires on Friday.', '2026-11-07T11:00:00Z'),
    ];
    const issues = run('ISSUES', notes);
    expect(issues.markdown).toContain('## Issues');
    expect(issues.markdown).toContain('The export fails with a timeout error on large files.');
    const alerts = run('ALERTS', notes);
    expect(bullets(alerts.markdown)[0]).toContain('Warning: the TLS certificate expires on Friday.');
    // An alert to set up is a job, not a warning.
    const toBuild = highlight(
      'i3',
      'Follow-up: add a pool-saturation alert and write the postmortem.',
      '2026-11-07T12:00:00Z',
    );
    expect(run('ALERTS', [...notes, toBuild]).markdown).not.toContain('pool-saturation');
  });

  it('ISSUES takes a measure going the wrong way for a problem, not one going the right way', () => {
    const notes = [
      highlight('m1', 'Sales grew 14% in November, the best month this year.', '2026-11-07T09:00:00Z'),
      highlight('m2', 'Churn dropped to 2% after the onboarding changes.', '2026-11-07T09:10:00Z'),
      highlight('m3', 'Sales fell 3% in Europe.', '2026-11-07T09:20:00Z'),
      highlight(
        'm4',
        'The checkout page crashes on Safari when the basket is empty.',
        '2026-11-07T09:30:00Z',
      ),
    ];
    const listed = bullets(run('ISSUES', notes).markdown).join('\n');
    expect(listed).toContain('Sales fell 3% in Europe.');
    expect(listed).toContain('The checkout page crashes');
    expect(listed).not.toContain('Sales grew');
    expect(listed).not.toContain('Churn dropped');
  });

  it('TASKS leaves out a decision or a piece of news named as such, and MEETINGS files the decision', () => {
    const notes = [
      highlight(
        'd1',
        'Decision: we will migrate the billing service to PostgreSQL next quarter.',
        '2026-11-07T09:00:00Z',
      ),
      highlight('d2', 'News: the council will resurface the car park next week.', '2026-11-07T09:10:00Z'),
      highlight('d3', 'Priya to send the migration plan by Friday.', '2026-11-07T09:20:00Z'),
    ];
    const tasks = bullets(run('TASKS', notes).markdown);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toContain('Priya to send the migration plan by Friday.');
    const meeting = run('MEETINGS', notes).markdown;
    expect(meeting.slice(meeting.indexOf('## Decisions'), meeting.indexOf('## Action items'))).toContain(
      'Decision: we will migrate the billing service',
    );
  });

  it("ISSUES, ALERTS and MEETINGS decisions leave out passages of a book: their problems are not the reader's", () => {
    const passage =
      'The export fails with a timeout error on large files. We decided to ship the release on Thursday.';
    const asNote = [highlight('b1', passage, '2026-11-07T10:00:00Z')];
    const fromBook = [
      highlight('b1', passage, '2026-11-07T10:00:00Z', { location: { type: 'page', value: '212' } }),
    ];
    expect(run('ISSUES', asNote).markdown).toContain('## Issues');
    expect(run('ISSUES', fromBook).markdown).not.toContain('## Issues');
    expect(run('MEETINGS', asNote).markdown).toContain('## Decisions');
    expect(run('MEETINGS', fromBook).markdown).not.toContain('## Decisions');
    // Nor a book's warnings: a manual's "Warning:" is the manual's.
    const warning =
      'Warning: never run the generator indoors. The export fails with a timeout error on large files.';
    expect(run('ALERTS', [highlight('b1', warning, '2026-11-07T10:00:00Z')]).markdown).toContain('## Alerts');
    const manual = [
      highlight('b1', warning, '2026-11-07T10:00:00Z', { location: { type: 'page', value: '12' } }),
    ];
    expect(run('ALERTS', manual).markdown).not.toContain('## Alerts');
    // A news article is signed by its author but has no page: its problems are news the reader follows.
    const article = [highlight('b1', passage, '2026-11-07T10:00:00Z', { author: 'Jane Doe' })];
    expect(run('ISSUES', article).markdown).toContain('## Issues');
    // AUTO does not pick a shape for them that would then list nothing.
    const bugs = [
      'The export fails with a timeout error on large files.',
      'Checkout fails for PayPal users.',
    ];
    const bookDay = bugs.map((text, index) =>
      highlight(`p${index}`, text, '2026-11-07T10:00:00Z', {
        location: { type: 'page', value: `${index + 1}` },
      }),
    );
    expect(
      run(
        'AUTO',
        bugs.map((text, index) => highlight(`p${index}`, text, '2026-11-07T10:00:00Z')),
      ).markdown,
    ).toContain('## Issues');
    expect(run('AUTO', bookDay).markdown).not.toContain('No issues');
    expect(run('AUTO', bookDay).markdown).not.toContain('## Issues');
  });

  it('NEWS and ANNOUNCEMENTS pull announcement-like sentences', () => {
    const notes = [
      ...READING,
      highlight(
        'n1',
        'Mozilla announced a new version of its VPN today. Nothing else changed.',
        '2026-11-07T10:00:00Z',
      ),
      highlight('n2', 'Learned today that octopuses have three hearts.', '2026-11-07T11:00:00Z'),
      highlight('n3', 'TIL the Eiffel Tower grows in summer.', '2026-11-07T12:00:00Z'),
    ];
    for (const type of ['NEWS', 'ANNOUNCEMENTS'] as const) {
      const result = run(type, notes);
      expect(result.markdown).toContain('Mozilla announced a new version of its VPN today.');
      expect(result.markdown).not.toContain('_No ');
    }
    // What the reader learned is a fact of their day, not a headline.
    const headlines = bullets(run('NEWS', notes).markdown).join('\n');
    expect(headlines).not.toContain('octopuses');
    expect(headlines).not.toContain('Eiffel');
  });

  it('NEWS leaves out errands, questions and passages of a book, whatever "today" or "new" they hold', () => {
    const day = [
      highlight('d1', 'Reply today and offer a refund.', '2026-11-07T08:00:00Z'),
      highlight('d2', 'Is the new printer any good?', '2026-11-07T09:00:00Z'),
      highlight(
        'd3',
        'Your new headline must speak to a desire the reader already has.',
        '2026-11-07T10:00:00Z',
        {
          author: 'Eugene Schwartz',
          source: 'Breakthrough Advertising',
          location: { type: 'location', value: '1032' },
        },
      ),
      highlight(
        'd4',
        'Acme launched a new version of its accounting app with bank feeds.',
        '2026-11-07T11:00:00Z',
      ),
      highlight('d5', 'The Christmas jumper day is on 11 December.', '2026-11-07T12:00:00Z'),
    ];
    const headlines = bullets(run('NEWS', day).markdown).join('\n');
    expect(headlines).toContain('Acme launched a new version');
    expect(headlines).toContain('The Christmas jumper day is on 11 December.');
    for (const left of ['Reply today', 'new printer', 'Your new headline'])
      expect(headlines).not.toContain(left);
  });

  it('INSIGHTS takes ideas for its takeaways, not errands, questions or a roll call', () => {
    const week = [
      ...READING,
      highlight('e1', 'Remember to call the dentist to move the appointment.', '2026-11-07T09:00:00Z'),
      highlight('e2', 'Attendees: Priya, Tom, Marek and the new designer', '2026-11-07T10:00:00Z'),
      highlight('e3', 'Should we move the retro to Fridays?', '2026-11-07T11:00:00Z'),
    ];
    const takeaways = run('INSIGHTS', week).markdown.split('## Recurring themes')[0] ?? '';
    expect(takeaways).toContain('Deep work is the ability to focus');
    expect(takeaways).not.toMatch(/dentist|Attendees|retro/);
  });

  it("INSIGHTS puts what the reader read before the day's log, and leaves a chat's messages out", () => {
    const day = [
      highlight(
        'i1',
        'INCIDENT 14:05 UTC: payments API returned 502s for about 18 minutes. Root cause: the connection pool was exhausted after the deploy raised the worker count.',
        '2026-11-03T09:00:00Z',
      ),
      highlight(
        'i2',
        'Marek Nowak: on it, looks like the null customer_id again\nDana Whitfield: thanks, the release freeze starts Friday',
        '2026-11-03T10:00:00Z',
      ),
      highlight('i3', 'Make it work, make it right, make it fast.', '2026-11-03T12:00:00Z', {
        author: 'Kent Beck',
        source: 'Refactoring',
      }),
    ];
    const takeaways = bullets(run('INSIGHTS', day).markdown.split('## Recurring themes')[0] ?? '');
    expect(takeaways[0]).toContain('Make it work, make it right, make it fast.');
    expect(takeaways.join('\n')).toContain('INCIDENT 14:05 UTC');
    expect(takeaways.join('\n')).not.toContain('Marek Nowak');
  });

  it("INSIGHTS prefers a book's whole sentences to the pieces an e-reader cut mid-sentence", () => {
    const book = { source: 'The Habit Book', author: 'A. Writer' };
    const whole = [
      'Habits are the compound interest of self-improvement.',
      'A habit must be established before it can be improved.',
      'Environment is the invisible hand that shapes human behaviour.',
      'The most effective way to change your habits is to focus on who you wish to become.',
      'Every action you take is a vote for the type of person you wish to become.',
      'Goals are good for setting a direction, but systems are best for making progress.',
      'Motivation is overrated; environment often matters more.',
      'Success is the product of daily habits, not once-in-a-lifetime transformations.',
    ];
    const pieces = [
      'habits and systems and habits of the person you wish to become, the habits',
      'the habits that shape the systems of the person and the habits of progress and',
      'Systems of habits, the person, the habits you wish and the systems of',
    ];
    const notes = [...whole, ...pieces].map((content, index) =>
      highlight(`b${index}`, content, `2026-11-0${3 + (index % 6)}T10:00:00Z`, {
        ...book,
        location: { type: 'location', value: String(100 + index * 10) },
      }),
    );
    const listed = bullets(run('INSIGHTS', notes).markdown).join('\n');
    for (const piece of pieces) expect(listed).not.toContain(piece.slice(0, 30));
    expect(listed).toContain('Every action you take is a vote');
    // A reader's own lines are whole as written, with no full stop.
    const own = [
      'ring the vet about the habits of the cat',
      'habits tracker for the person and the systems',
    ].map((content, index) => highlight(`o${index}`, content, '2026-11-07T10:00:00Z'));
    expect(bullets(run('INSIGHTS', own).markdown).join('\n')).toContain('habits tracker for the person');
  });

  it('INSIGHTS and the period digests give key points, themes and counts', () => {
    const insights = run('INSIGHTS', READING);
    expect(insights.markdown).toContain('## Key takeaways');
    expect(insights.markdown).toContain('## Recurring themes');
    expect(insights.markdown).toMatch(/- \*\*Deep work\*\* \(2 highlights\)/);
    const weekly = run('WEEKLY', READING);
    expect(weekly.markdown).toContain('## Key points');
    expect(weekly.markdown).toContain('## Themes');
    expect(weekly.markdown).toContain('## By the numbers');
    expect(weekly.markdown).toContain('- 4 highlights saved on 4 days');
    expect(weekly.title.startsWith('Weekly digest: ')).toBe(true);
  });

  it('AUTO picks the checklist when most highlights are obligations, else key points and themes', () => {
    const tasks = run('AUTO', [
      highlight('a1', 'Call the dentist to move the appointment.', '2026-11-03T10:00:00Z'),
      highlight('a2', 'We need to send the invoice to the client.', '2026-11-04T10:00:00Z'),
      highlight('a3', 'Interesting idea about gardens.', '2026-11-05T10:00:00Z'),
    ]);
    expect(tasks.markdown).toContain('- [ ] Call the dentist');
    // The list does not leave the rest of the period out: what it did not quote follows as key points.
    const points = tasks.markdown.split('## Key points')[1] ?? '';
    expect(points).toContain('Interesting idea about gardens.');
    expect(points).not.toContain('Call the dentist');
    expect(tasks.usedHighlightIds).toContain('a3');
    const reading = run('AUTO', READING);
    expect(reading.markdown).toContain('## Key points');
    expect(reading.markdown).toContain('## Themes');
  });

  it("AUTO over a mixed week lists the reader's own action items beside its key points, not a book's advice", () => {
    const week = [
      ...READING,
      highlight('w1', 'Growth stalled in the north region after the price change.', '2026-11-03T11:00:00Z'),
      highlight(
        'w2',
        'Mitochondria are the powerhouse of the cell, and so the exam says.',
        '2026-11-04T12:00:00Z',
      ),
      highlight('w3', 'Email Priya the signed lease before Friday.', '2026-11-05T18:00:00Z'),
      highlight(
        'w4',
        'The museum was quiet in the rain; the Rothko room felt like a chapel.',
        '2026-11-06T15:00:00Z',
      ),
      highlight('w5', 'Memory is a reconstruction, not a recording.', '2026-11-07T09:00:00Z'),
    ];
    const result = run('AUTO', week);
    expect(result.markdown).toContain('## Key points');
    expect(result.markdown).toContain('## Action items');
    expect(result.markdown).toContain(
      '- [ ] Email Priya the signed lease before Friday. ([source](/highlights/w3))',
    );
    // "Protect long blocks of deep work in the morning." is the book's advice, not the reader's errand.
    const items = result.markdown.split('## Action items')[1]?.split('## ')[0] ?? '';
    expect(items).not.toContain('Protect long blocks');
    expect(bullets(items)).toHaveLength(1);
    expect(run('AUTO', READING).markdown).not.toContain('## Action items');
    // A highlight saved twice is not a key point and an action item both.
    const twice = [
      ...week,
      highlight('t1', "Don't forget the parents' evening form.", '2026-11-07T20:00:00Z'),
      highlight('t2', "Ben: Don't forget the parents' evening form", '2026-11-08T08:00:00Z'),
    ];
    const [keyPart = '', itemPart = ''] = run('AUTO', twice).markdown.split('## Action items');
    expect(itemPart).toContain('evening form');
    expect(keyPart).not.toContain('evening form');
    // An errand after a filler word ("Also ...") is one too.
    const also = highlight('w6', 'Also order Digital Minimalism from the library.', '2026-11-07T19:00:00Z');
    const withAlso = run('AUTO', [...week, also]).markdown.split('## Action items')[1] ?? '';
    expect(withAlso).toContain('- [ ] Also order Digital Minimalism from the library.');
  });

  it('TASKS lists the open boxes of a Markdown checklist once, without their markers, and not the ticked ones', () => {
    const result = run('TASKS', [
      highlight(
        'm1',
        '## Saturday\n- [ ] Ring the garage about the MOT\n- [x] Renew the parking permit\n- [ ] Buy grout for the bathroom',
        '2026-11-03T10:00:00Z',
      ),
    ]);
    const items = bullets(result.markdown).map((line) => line.replace(LINK_RE, ''));
    // Under their day's heading, with its day.
    expect(items).toContain('- [ ] Saturday: Ring the garage about the MOT');
    expect(items).toContain('- [ ] Saturday: Buy grout for the bathroom');
    expect(result.markdown).not.toContain('[ ] [ ]');
    expect(result.markdown).not.toContain('parking permit');
  });

  it('TASKS lists the open boxes of a checklist under any heading, and not the lines struck through', () => {
    const result = run('TASKS', [
      highlight(
        'm2',
        '# Sunday\n## Launch prep\n- [ ] Finalize stretch goals\n- [ ] Record the rules video\n- ~~Upload box art~~',
        '2026-11-03T10:00:00Z',
      ),
    ]);
    const items = bullets(result.markdown).map((line) => line.replace(LINK_RE, ''));
    expect(items).toEqual(['- [ ] Sunday: Finalize stretch goals', '- [ ] Sunday: Record the rules video']);
  });

  it("TASKS reads an exported chat's messages without their dates and times", () => {
    const result = run('TASKS', [
      highlight(
        'c1',
        '[12/03/2026, 09:14:22] Dave: Can you pick up the keys from the agent before 5?\n[12/03/2026, 09:20:01] Sue: Sunny all week apparently',
        '2026-11-03T10:00:00Z',
      ),
    ]);
    const items = bullets(result.markdown).map((line) => line.replace(LINK_RE, ''));
    expect(items).toEqual(['- [ ] Dave: Can you pick up the keys from the agent before 5?']);
  });

  it('never fails and never returns an empty summary, whatever the type', () => {
    const odd = [
      highlight('o1', '42', 'not a date'),
      highlight('o2', '…', '2026-11-03T10:00:00Z'),
      highlight('o3', 'ok', '2026-11-03T10:00:00Z'),
    ];
    for (const type of SUMMARIZATION_TYPES) {
      for (const input of [READING, odd]) {
        const result = run(type, input);
        expect(result.title.length).toBeGreaterThan(0);
        expect(result.title.length).toBeLessThanOrEqual(120);
        expect(bullets(result.markdown).length, type).toBeGreaterThan(0);
      }
    }
  });
});

describe('summarise: safety and traceability', () => {
  it('links every bullet to an input highlight and lists the highlights it used', () => {
    const ids = new Set(READING.map((item) => item.id));
    for (const type of SUMMARIZATION_TYPES) {
      const result = run(type, READING);
      const referenced = new Set<string>();
      for (const line of bullets(result.markdown)) {
        if (line.startsWith('- **')) continue; // a theme line
        if (/^- \d+ |^- Busiest|^- \d+ sources?/.test(line)) continue; // a count line
        const id = LINK_RE.exec(line)?.[1];
        expect(id, `${type}: ${line}`).toBeDefined();
        expect(ids.has(id ?? '')).toBe(true);
        referenced.add(id ?? '');
      }
      for (const id of referenced) expect(result.usedHighlightIds).toContain(id);
      for (const id of result.usedHighlightIds) expect(ids.has(id)).toBe(true);
    }
  });

  it('escapes HTML and link syntax and strips control characters', () => {
    const result = run('AUTO', [
      highlight(
        'evil',
        'Never trust <script>alert("x")</script> in a note. ' +
          'Click [here](javascript:alert(1)) for <img src=x onerror=alert(1)> fun.\u0007\u202e',
        '2026-11-03T10:00:00Z',
      ),
      highlight(
        'odd id/../x',
        'Ids are encoded in links too, because they are data.',
        '2026-11-03T11:00:00Z',
      ),
    ]);
    expect(result.markdown).not.toContain('<script>');
    expect(result.markdown).not.toMatch(/<[a-z/!]/i);
    expect(result.markdown).toContain('&lt;script&gt;');
    // A link keeps its text and loses its target, so a javascript: URL never reaches the summary.
    expect(result.markdown).toContain('Click here for');
    expect(result.markdown).not.toContain('javascript:');
    const unwanted = [...result.markdown].filter((char) => {
      const code = char.charCodeAt(0);
      return (code < 0x20 && char !== '\n') || code === 0x7f || code === 0x202e;
    });
    expect(unwanted).toEqual([]);
    expect(result.markdown).toContain('(/highlights/odd%20id%2F..%2Fx)');
  });

  it('is deterministic', () => {
    for (const type of ['AUTO', 'WEEKLY', 'TASKS'] as const) {
      expect(run(type, READING)).toEqual(run(type, READING));
    }
  });
});

describe('summarise: titles and periods', () => {
  it('names the key phrases most highlights share, and the period in the time zone', () => {
    const result = run('AUTO', READING, {
      period: { start: '2026-11-02T23:00:00Z', end: '2026-11-09T22:59:59Z' },
      timeZone: 'Europe/Paris',
    });
    // "focus" is in three of the four highlights, "deep work" in two.
    expect(result.title).toBe('Focus & Deep Work: Nov 3–9, 2026');
  });

  it('names a list by what it lists, not by the themes of the highlights it left out', () => {
    const notes = [
      ...READING,
      highlight('t1', 'Renew the parking permit for the new car before Friday.', '2026-11-07T10:00:00Z'),
      highlight(
        't2',
        'Ask the council whether the parking permit covers the new car.',
        '2026-11-07T11:00:00Z',
      ),
    ];
    expect(run('AUTO', notes).title).toMatch(/Focus|Deep Work/);
    const tasks = run('TASKS', notes).title;
    expect(tasks).toMatch(/^Action items: .*Parking Permit/);
    expect(tasks).not.toMatch(/Focus|Deep Work/);
  });

  it('names a list by no word of one item of many that the rest of the day repeats', () => {
    const notes = [
      'The card reader at the till keeps disconnecting, had to take cash all afternoon.',
      'Card payments now make up 85% of takings.',
      'Supplier says the oat milk delivery is delayed until Thursday.',
      'Complaint from a customer: the soup was cold and the wait was 25 minutes.',
      'The dishwasher is leaking again; the engineer cannot come until next Tuesday.',
      'Renew the card machine contract and the card terminal rental by Friday.',
    ].map((content, index) => highlight(`c${index}`, content, `2026-11-03T${10 + index}:00:00Z`));
    const issues = run('ISSUES', notes, {
      period: { start: '2026-11-03T00:00:00Z', end: '2026-11-04T00:00:00Z' },
    });
    expect(issues.markdown).toContain('The card reader at the till keeps disconnecting');
    expect(issues.markdown).toContain('the oat milk delivery is delayed');
    // "card" is in one of the faults listed (and two lines not listed): before, "Issues: Card".
    expect(issues.title).toBe('Issues — Nov 3, 2026');
    const tasks = run('TASKS', notes, {
      period: { start: '2026-11-03T00:00:00Z', end: '2026-11-04T00:00:00Z' },
    });
    expect(tasks.title).toMatch(/^Action items: Card/);
  });

  it('names no weekday or errand verb as a theme of a week of notes', () => {
    const notes = [
      'Send the contract to Priya on Friday.',
      'Book the car service for Friday morning.',
      'Friday: send the invoice and book the venue.',
      'Staging outage on Friday: the deploy pipeline broke and the rollback failed.',
      'Second staging outage: the deploy pipeline ran out of disk.',
      'Submit the conference abstract by Friday.',
      'Expense claims must now be submitted through the new portal.',
    ].map((content, index) => highlight(`w${index}`, content, `2026-11-0${3 + index}T10:00:00Z`));
    const themes = run('INSIGHTS', notes).markdown;
    expect(themes).not.toMatch(/\*\*(?:Friday|Send|Book|Submit)\*\*/);
    expect(themes).toMatch(/\*\*(?:Staging outage|Deploy pipeline)\*\*/);
  });

  it('uses an em dash for a single day and keeps titles within 120 characters', () => {
    const day = run('DAILY', READING, {
      period: { start: '2026-11-22T00:00:00Z', end: '2026-11-23T00:00:00Z' },
    });
    expect(day.title).toMatch(/^Daily digest: .+ — Nov 22, 2026$/);
    const long = run('AUTO', [
      highlight(
        'l1',
        `${'Supercalifragilisticexpialidocious antidisestablishmentarianism '.repeat(6)}.`,
        '2026-11-03T10:00:00Z',
      ),
    ]);
    expect(long.title.length).toBeLessThanOrEqual(120);
  });

  it('handles an empty input with a short note', () => {
    const result = run('WEEKLY', []);
    expect(result.title).toContain('No highlights');
    expect(result.markdown).toContain('no highlights');
    expect(result.usedHighlightIds).toEqual([]);
  });
});

describe('summarise: speed', () => {
  it('summarises 1,000 highlights of about 300 characters quickly', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const vocabulary = `focus habit deep work energy team budget invest market code review sleep
      travel city climate policy learn memory practice skill design idea draft customer revenue growth health
      exercise stress mind friend family conflict feedback goal routine morning book note system tool data
      model risk bug release launch plan strategy cost tax retire walk nature art music paint write story
      voice trip flight hotel culture forest species carbon waste recycle should must need schedule email
      deadline 20% $40 3x`
      .trim()
      .split(/\s+/);
    const sentence = () => {
      const words = Array.from(
        { length: 8 + Math.floor(random() * 10) },
        () => vocabulary[Math.floor(random() * vocabulary.length)],
      );
      const text = words.join(' ');
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    };
    const highlights = Array.from({ length: 1000 }, (_, i) => {
      let content = '';
      while (content.length < 280) content += `${sentence()} `;
      return highlight(`h${i}`, content.trim(), new Date(Date.UTC(2026, 10, 3) + i * 600_000).toISOString(), {
        source: `Book ${i % 17}`,
      });
    });

    // Warm the code paths up on a small input first, as a long-running server would have.
    run('WEEKLY', highlights.slice(0, 20));
    const timings: string[] = [];
    for (const type of ['WEEKLY', 'AUTO', 'TASKS'] as const) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const result = run(type, highlights);
      const wall = performance.now() - started;
      const cpuUsed = process.cpuUsage(cpuBefore);
      const cpu = (cpuUsed.user + cpuUsed.system) / 1000;
      timings.push(`${type} ${wall.toFixed(0)} ms wall / ${cpu.toFixed(0)} ms CPU`);
      expect(bullets(result.markdown).length).toBeGreaterThan(0);
      // CPU time, not wall time: a busy CI machine must not make this test flaky.
      expect(cpu).toBeLessThan(3000);
    }
    console.log(`1,000 highlights (~300 characters each): ${timings.join('; ')}`);
  });
});
