/**
 * Labelled day-shaped highlight sets for the TASKS summary: each highlight's `actions` are the sentences a
 * careful reader would put on a to-do list; every other sentence of the highlight is a non-action. The
 * non-actions are chosen to look like actions (quoted maxims, headings, narrated past actions, "should" as
 * an expectation, "follow-up" as a noun). `ACTION_DAYS` was used to tune the patterns (its last four days were
 * first held out, scored, then used to tune); `ACTION_DAYS_HELD_OUT` was first written as held-out days,
 * scored, and has since informed tuning too. The days never tuned on are ACTION_DAYS_FRESH.
 */
export interface LabelledHighlight {
  content: string;
  actions: string[];
}

export interface LabelledDay {
  name: string;
  highlights: LabelledHighlight[];
}

const h = (content: string, ...actions: string[]): LabelledHighlight => ({ content, actions });

export const ACTION_DAYS: LabelledDay[] = [
  {
    name: 'work day with a code review',
    highlights: [
      h('Make it work, make it right, make it fast. Kent Beck said it long before the rest of us.'),
      h('Check the tests:'),
      h(
        'I need to rerun the flaky integration suite before merging. The last run timed out twice.',
        'I need to rerun the flaky integration suite before merging.',
      ),
      h(
        'TODO: rename the config loader. It still reads the old variable names.',
        'TODO: rename the config loader.',
      ),
      h(
        'Follow up with Priya about the staging credentials. She rotated them on Monday.',
        'Follow up with Priya about the staging credentials.',
      ),
      h('We reviewed the migration plan yesterday and it looked fine.'),
      h(
        'Tom to update the release notes by Friday. Ana to book the demo room for Thursday.',
        'Tom to update the release notes by Friday.',
        'Ana to book the demo room for Thursday.',
      ),
      h('The build should take about five minutes on the new runners.'),
      h(
        'Can you review my pull request before lunch? It touches the billing code.',
        'Can you review my pull request before lunch?',
      ),
    ],
  },
  {
    name: 'reading day with maxims',
    highlights: [
      h('"Stay hungry, stay foolish." The closing line of the 2005 commencement speech.'),
      h('You do not rise to the level of your goals. You fall to the level of your systems.'),
      h(
        'Remember to order the second volume from the library. The first one ends on a cliffhanger.',
        'Remember to order the second volume from the library.',
      ),
      h('Follow-up studies found the effect was half as large as first reported.'),
      h('To-do lists make some people more anxious, not less.'),
      h('She must have been exhausted after the crossing.'),
      h(
        'I should write down the three habits from chapter four tonight.',
        'I should write down the three habits from chapter four tonight.',
      ),
      h('Do one thing every day that scares you. — Eleanor Roosevelt'),
      h('Action items from the old retrospectives were rarely finished, the author notes.'),
    ],
  },
  {
    name: 'planning meeting notes',
    highlights: [
      h(
        'Decision: we go with PostgreSQL for the reporting store. Marco will draft the schema by Wednesday.',
        'Marco will draft the schema by Wednesday.',
      ),
      h(
        'Who is taking notes at the client call on Thursday? Nobody volunteered last time.',
        'Who is taking notes at the client call on Thursday?',
      ),
      h(
        'Send the budget to finance by end of day. The quarter closes on the 30th.',
        'Send the budget to finance by end of day.',
      ),
      h(
        'Deadline for the grant application is 12 March. We must submit the draft to legal a week earlier.',
        'Deadline for the grant application is 12 March.',
        'We must submit the draft to legal a week earlier.',
      ),
      h('The last deadline slipped because the vendor was late.'),
      h(
        'Should we move the launch to next month? The numbers from the beta are weak.',
        'Should we move the launch to next month?',
      ),
      h('Last year we shipped four releases and hired two designers.'),
      h(
        'I will call the landlord about the broken heater tomorrow morning.',
        'I will call the landlord about the broken heater tomorrow morning.',
      ),
    ],
  },
  {
    name: 'personal errands',
    highlights: [
      h(
        "Don't forget to renew the passport before the trip. It expires in June.",
        "Don't forget to renew the passport before the trip.",
      ),
      h('Buy milk, eggs and coffee on the way home.', 'Buy milk, eggs and coffee on the way home.'),
      h('Pay the electricity bill, due on the 15th.', 'Pay the electricity bill, due on the 15th.'),
      h('The pharmacy will be closed on Sunday.'),
      h('Call mum on her birthday. She turns seventy on Saturday.', 'Call mum on her birthday.'),
      h('Walking after dinner helps me sleep better.'),
      h('Need to pick up the dry cleaning before Friday.', 'Need to pick up the dry cleaning before Friday.'),
      h('Read more:'),
    ],
  },
  {
    name: 'article on engineering practice',
    highlights: [
      h('It should be noted that most outages start with a configuration change.'),
      h('Teams that deploy daily recover from failures faster than teams that deploy monthly.'),
      h(
        'Add a canary stage to our pipeline next sprint. The article shows how cheap it is.',
        'Add a canary stage to our pipeline next sprint.',
      ),
      h('Test results are posted to the channel after every run.'),
      h('Measure twice, cut once.'),
      h(
        'We have to fix the alert thresholds before the holidays. Half the pages last month were noise.',
        'We have to fix the alert thresholds before the holidays.',
      ),
      h('Note: the API is read-only for guests.'),
      h(
        'Make sure the backups are restored once a quarter. Nobody has tried a restore this year.',
        'Make sure the backups are restored once a quarter.',
      ),
      h('Plan B was never written down.'),
    ],
  },
  {
    name: 'project kickoff',
    highlights: [
      h(
        'Action item: Lena to collect the requirements from support by next Tuesday.',
        'Action item: Lena to collect the requirements from support by next Tuesday.',
      ),
      h(
        'Ask legal whether the new terms need a consent banner.',
        'Ask legal whether the new terms need a consent banner.',
      ),
      h('The kickoff went well and everyone seemed excited.'),
      h(
        'What do we tell customers about the price change? Sales asked twice.',
        'What do we tell customers about the price change?',
      ),
      h('Why do some projects fail before they start?'),
      h(
        'Schedule a check-in with the design team every two weeks.',
        'Schedule a check-in with the design team every two weeks.',
      ),
      h('The team agreed the scope was too large.'),
      h(
        'I must finish the estimate before the steering meeting.',
        'I must finish the estimate before the steering meeting.',
      ),
      h('Keep it simple, keep it small.'),
    ],
  },
  {
    name: 'health and habits',
    highlights: [
      h('Drink water when you wake up, the book says, and most people never do.'),
      h('Book a dentist appointment for next week.', 'Book a dentist appointment for next week.'),
      h('Sleep is the single most effective thing we can do to reset our brain and body each day.'),
      h('Remind Sam to bring the tent on Saturday.', 'Remind Sam to bring the tent on Saturday.'),
      h('I used to run every morning before work.'),
      h(
        'I want to start stretching for ten minutes after each run.',
        'I want to start stretching for ten minutes after each run.',
      ),
      h('Start with why.'),
      h(
        'Cancel the gym membership before it renews on the 1st.',
        'Cancel the gym membership before it renews on the 1st.',
      ),
    ],
  },
  {
    name: 'support escalation',
    highlights: [
      h(
        'Reply to the customer from Acme today; they have waited three days.',
        'Reply to the customer from Acme today; they have waited three days.',
      ),
      h('The customer said the export had been broken since the update.'),
      h(
        "Let's add a regression test for the CSV export. The bug came back twice.",
        "Let's add a regression test for the CSV export.",
      ),
      h(
        'Could you check whether the invoice job ran last night?',
        'Could you check whether the invoice job ran last night?',
      ),
      h('Support tickets doubled after the release.'),
      h(
        'Escalate to the on-call engineer if the queue passes 500 jobs.',
        'Escalate to the on-call engineer if the queue passes 500 jobs.',
      ),
      h('Steps to reproduce:'),
      h(
        'We need a status page update before the US wakes up.',
        'We need a status page update before the US wakes up.',
      ),
    ],
  },
  {
    name: 'sprint planning',
    highlights: [
      h(
        'Priya to write the migration guide by Monday. The old one mentions a removed flag.',
        'Priya to write the migration guide by Monday.',
      ),
      h('We talked about the roadmap for an hour and nothing changed.'),
      h('Update the dashboard screenshots in the docs.', 'Update the dashboard screenshots in the docs.'),
      h('"Done is better than perfect." was painted on the wall of the old office.'),
      h(
        'I have to prepare the quarterly numbers before the board call.',
        'I have to prepare the quarterly numbers before the board call.',
      ),
      h('The release should be smaller than the last one.'),
      h('Who will own the on-call rota in December?', 'Who will own the on-call rota in December?'),
      h('Known issues:'),
      h(
        'Remember to thank the contractors in the all-hands.',
        'Remember to thank the contractors in the all-hands.',
      ),
    ],
  },
  {
    name: 'book notes on focus',
    highlights: [
      h('What gets measured gets managed.'),
      h('Focus on the process, not the outcome. — Bill Walsh'),
      h('He must have known the plan would fail.'),
      h(
        'I want to try the shutdown ritual from this chapter next week.',
        'I want to try the shutdown ritual from this chapter next week.',
      ),
      h('The follow-up experiment used twice as many students.'),
      h('Work expands so as to fill the time available for its completion.'),
      h('Lend the book to Jonas when I finish it.', 'Lend the book to Jonas when I finish it.'),
      h('Slow down to speed up.'),
      h('A to-do list is a promise you make to yourself.'),
    ],
  },
  {
    name: 'household week',
    highlights: [
      h(
        'The car needs a service before the winter. Book it at the garage on Elm Street.',
        'Book it at the garage on Elm Street.',
      ),
      h('Water the plants while Anna is away.', 'Water the plants while Anna is away.'),
      h('The boiler was serviced in March.'),
      h('Council tax is due on the 1st of every month.'),
      h('We should clear out the garage this weekend.', 'We should clear out the garage this weekend.'),
      h(
        'Could you pick up the kids on Wednesday? I have a late meeting.',
        'Could you pick up the kids on Wednesday?',
      ),
      h('I should have bought the tickets earlier.'),
      h('TODO renew the home insurance', 'TODO renew the home insurance'),
    ],
  },
  {
    name: 'incident review',
    highlights: [
      h('The outage lasted 42 minutes and affected EU customers.'),
      h(
        'Follow up on the root cause with the database vendor.',
        'Follow up on the root cause with the database vendor.',
      ),
      h(
        'We will add an alert on replication lag by end of week.',
        'We will add an alert on replication lag by end of week.',
      ),
      h('Timeline:'),
      h('The on-call engineer restarted the primary at 14:05.'),
      h(
        "Let's write a runbook for failing over the database.",
        "Let's write a runbook for failing over the database.",
      ),
      h(
        'Do we need a second region before the spring launch?',
        'Do we need a second region before the spring launch?',
      ),
      h('Blameless reviews make people more honest about mistakes.'),
      h(
        'Jamal and Rosa to test the restore procedure next Tuesday.',
        'Jamal and Rosa to test the restore procedure next Tuesday.',
      ),
    ],
  },
];

export const ACTION_DAYS_HELD_OUT: LabelledDay[] = [
  {
    name: 'moving house',
    highlights: [
      h(
        'Cancel the internet contract at the old flat. The notice period is one month.',
        'Cancel the internet contract at the old flat.',
      ),
      h('The movers arrived two hours late.'),
      h(
        'I need to label every box with the room it goes to.',
        'I need to label every box with the room it goes to.',
      ),
      h('Borrow a drill from Karl for the shelves.', 'Borrow a drill from Karl for the shelves.'),
      h('Home is where the heart is.'),
      h(
        'Would you ask the landlord for the meter readings?',
        'Would you ask the landlord for the meter readings?',
      ),
      h('The new kitchen should get more light in the morning.'),
      h(
        'Register at the town hall within two weeks of moving.',
        'Register at the town hall within two weeks of moving.',
      ),
    ],
  },
  {
    name: 'product review meeting',
    highlights: [
      h(
        'Nadia to share the usability findings by Thursday.',
        'Nadia to share the usability findings by Thursday.',
      ),
      h('Users found the settings page confusing.'),
      h(
        'We must remove the legacy export before version 3.',
        'We must remove the legacy export before version 3.',
      ),
      h('Agenda:'),
      h('When should we announce the price change?', 'When should we announce the price change?'),
      h('Ship early, ship often.'),
      h('The design review was moved to the afternoon.'),
      h('Remember to invite the support lead next time.', 'Remember to invite the support lead next time.'),
      h('What makes a product delightful?'),
    ],
  },
  {
    name: 'reading on leadership',
    highlights: [
      h('Leaders eat last. — Simon Sinek'),
      h('Culture eats strategy for breakfast.'),
      h(
        'I will reread the chapter on feedback before my one-to-ones.',
        'I will reread the chapter on feedback before my one-to-ones.',
      ),
      h('Managers must have trusted their teams more than they admitted.'),
      h('Write three questions for the team survey.', 'Write three questions for the team survey.'),
      h('Praise in public, criticise in private.'),
      h('Good managers spend most of their time listening.'),
    ],
  },
];
