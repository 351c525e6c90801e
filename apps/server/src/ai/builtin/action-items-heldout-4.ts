import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by an author who saw neither the action patterns nor the earlier labelled days, and
 * scored only, never tuned on. Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_4: LabelledDay[] = [
  {
    name: 'a Tuesday of standups and small errands',
    highlights: [
      h(
        'Standup notes: Priya to draft the release notes by Thursday. The build is green again.',
        'Standup notes: Priya to draft the release notes by Thursday.',
      ),
      h(
        'Open question from standup: who owns the migration rollback plan?',
        'Open question from standup: who owns the migration rollback plan?',
      ),
      h('Ship small, ship often.'),
      h('need to call mum re sunday lunch', 'need to call mum re sunday lunch'),
      h('Eat the frog: do the hardest thing first thing in the morning.'),
      h('We shipped the new onboarding flow last week and signups are up 12%.'),
      h('Dentist Thursday 8:30 — confirm by phone.', 'Dentist Thursday 8:30 — confirm by phone.'),
      h('Companies should pay their interns a living wage.'),
      h('Never answer an email while angry. Sleep on it.'),
      h(
        'Remember to water the balcony plants before the trip.',
        'Remember to water the balcony plants before the trip.',
      ),
      h(
        'Action: Tomás books the meeting room for the offsite.',
        'Action: Tomás books the meeting room for the offsite.',
      ),
      h(
        'Talk notes: Always ask for the next step before you hang up. I should send Ines the recording.',
        'I should send Ines the recording.',
      ),
    ],
  },
  {
    name: 'a Saturday of errands and reading',
    highlights: [
      h(
        'Saturday list\nbuy oat milk, lemons and coffee filters\npick up the dry cleaning before 5',
        'buy oat milk, lemons and coffee filters',
        'pick up the dry cleaning before 5',
      ),
      h('Fall in love with the problem, not the solution.'),
      h('The library closes at 6 on Saturdays.'),
      h('Car insurance renewal due on the 14th.', 'Car insurance renewal due on the 14th.'),
      h('I was going to fix the bike chain today but ran out of time.'),
      h('Read widely, but read deeply even more.'),
      h("Don't forget to return Maya's drill.", "Don't forget to return Maya's drill."),
      h('Start where you are. Use what you have. Do what you can.'),
      h(
        'I should really book the boiler service before winter.',
        'I should really book the boiler service before winter.',
      ),
      h('The best time to plant a tree was twenty years ago.'),
      h('Measure twice, cut once.'),
      h(
        'Text the neighbours about the parcel they took in.',
        'Text the neighbours about the parcel they took in.',
      ),
    ],
  },
  {
    name: 'a Wednesday of client calls',
    highlights: [
      h(
        'Call with Northwind: they want the pilot extended to March. Jonas to send a revised quote by Friday. Pricing felt like a sticking point.',
        'Jonas to send a revised quote by Friday.',
      ),
      h(
        'Follow up with Dana about the security questionnaire.',
        'Follow up with Dana about the security questionnaire.',
      ),
      h(
        'Still open: who signs off on the contract on their side?',
        'Still open: who signs off on the contract on their side?',
      ),
      h('Under-promise and over-deliver.'),
      h('AI will change how people search for suppliers.'),
      h(
        'The redlines came back on Monday. We need to get legal review before we can sign.',
        'We need to get legal review before we can sign.',
      ),
      h('Listen for what the customer is not saying.'),
      h(
        'TODO: update the CRM notes for Northwind and Halcyon',
        'TODO: update the CRM notes for Northwind and Halcyon',
      ),
      h('The meeting ran twenty minutes over and nobody minded.'),
      h('Always leave a meeting knowing who does what next.'),
      h(
        "I'll draft the case study once they approve the numbers.",
        "I'll draft the case study once they approve the numbers.",
      ),
      h('Seek first to understand, then to be understood.'),
    ],
  },
  {
    name: 'a Sunday of journaling and book notes',
    highlights: [
      h('Slept badly again. Coffee on the porch helped.'),
      h('You do not rise to the level of your goals. You fall to the level of your systems.'),
      h('Make your bed every morning.'),
      h('I must finish the tax return this week.', 'I must finish the tax return this week.'),
      h('Write the first draft with your heart, rewrite with your head.'),
      h(
        "let's plan a family dinner next weekend, ask Ravi which day works",
        "let's plan a family dinner next weekend, ask Ravi which day works",
      ),
      h('"What would you do if you weren\'t afraid?" she asked the room.'),
      h('Be kind, for everyone you meet is fighting a hard battle.'),
      h('Renew the library card online.', 'Renew the library card online.'),
      h('Walked to the river with Ana. The light was unreal.'),
      h("Don't compare your chapter one to someone else's chapter twenty."),
      h(
        'Biscuit is limping a little. Call the vet about his booster jab.',
        'Call the vet about his booster jab.',
      ),
    ],
  },
  {
    name: 'a Thursday of sprint planning',
    highlights: [
      h(
        'Sprint planning: Kofi takes the payments bug. Elena to pair with the new hire on the search API. Velocity was lower than last sprint.',
        'Sprint planning: Kofi takes the payments bug.',
        'Elena to pair with the new hire on the search API.',
      ),
      h(
        'Question for product: do we still support the old Android app?',
        'Question for product: do we still support the old Android app?',
      ),
      h('Make it work, make it right, make it fast.'),
      h(
        'Code review for the auth refactor due tomorrow EOD.',
        'Code review for the auth refactor due tomorrow EOD.',
      ),
      h('Premature optimisation is the root of all evil.'),
      h(
        'Retro: demos on Fridays keep getting skipped. We need to move the demo to Thursdays.',
        'We need to move the demo to Thursdays.',
      ),
      h('Every team should own its on-call rota.'),
      h('Delete code you are afraid to touch, or write tests until you are not.'),
      h("I'll set up the staging database tonight.", "I'll set up the staging database tonight."),
      h('Last sprint we closed 31 tickets and reopened 4.'),
      h('Keep functions short and names long.'),
      h('remind Jo about the visa letter', 'remind Jo about the visa letter'),
    ],
  },
  {
    name: 'a Friday of home admin',
    highlights: [
      h('Council tax bill due 1 March.', 'Council tax bill due 1 March.'),
      h('Book a plumber for the kitchen tap.', 'Book a plumber for the kitchen tap.'),
      h('"Money is a terrible master but an excellent servant."'),
      h('Pay yourself first.'),
      h('Spend less than you earn and invest the difference.'),
      h('The landlord finally fixed the heating.'),
      h(
        'need to cancel the gym membership before the next charge',
        'need to cancel the gym membership before the next charge',
      ),
      h('Interest rates will probably fall next year.'),
      h('Ask Sam whether he still wants the old sofa.', 'Ask Sam whether he still wants the old sofa.'),
      h('Buy cheap, buy twice.'),
      h(
        'Meter reading: send a photo to the energy company by the 5th.',
        'Meter reading: send a photo to the energy company by the 5th.',
      ),
      h(
        'Never sign anything you have not read twice. Ask the agent for the inventory list before Friday.',
        'Ask the agent for the inventory list before Friday.',
      ),
    ],
  },
  {
    name: 'a Tuesday offsite planning meeting',
    highlights: [
      h(
        'Offsite planning: the venue shortlist is down to two. Who is paying for the catering?',
        'Who is paying for the catering?',
      ),
      h(
        'Action: Marta confirms headcount with the hotel.',
        'Action: Marta confirms headcount with the hotel.',
      ),
      h(
        'Hiro to draft the agenda and share it by Monday.',
        'Hiro to draft the agenda and share it by Monday.',
      ),
      h('Leaders eat last.'),
      h('The last offsite was in a barn and everyone loved it.'),
      h('Give people problems, not tasks.'),
      h(
        "Let's get a quote from the second venue as well.",
        "Let's get a quote from the second venue as well.",
      ),
      h('Say no to almost everything.'),
      h('Hire for attitude, train for skill.'),
      h('follow up w/ finance about the budget code', 'follow up w/ finance about the budget code'),
      h('Offsites should be about connection, not content.'),
      h('Be hard on problems and soft on people.'),
    ],
  },
  {
    name: 'a Sunday of reading and planning the week',
    highlights: [
      h(
        'Monday: send the invoice to Brightline. Tuesday: gym and haircut.',
        'Monday: send the invoice to Brightline.',
        'Tuesday: gym and haircut.',
      ),
      h('Focus on the process, not the outcome.'),
      h('Remember that you are mortal.'),
      h('Remember to bring the charger for the train.', 'Remember to bring the charger for the train.'),
      h('The author argues that attention is the new currency.'),
      h('Email Priyanka the photos from the wedding.', 'Email Priyanka the photos from the wedding.'),
      h("Life is short. Don't forget to enjoy the small things."),
      h(
        'I need to finish chapter 3 before book club on Thursday.',
        'I need to finish chapter 3 before book club on Thursday.',
      ),
      h('Treat your calendar like a budget.'),
      h('I think cities should ban cars from the centre.'),
      h('Read the contract Ellie sent before Wednesday.', 'Read the contract Ellie sent before Wednesday.'),
      h(
        'Do less, but better. Cancel the Thursday dinner, I am exhausted.',
        'Cancel the Thursday dinner, I am exhausted.',
      ),
    ],
  },
];
