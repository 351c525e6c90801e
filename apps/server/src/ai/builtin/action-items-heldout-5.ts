import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by a second author who saw neither the action patterns nor any earlier labelled days,
 * and scored only, never tuned on. Same labels as ACTION_DAYS: each action is one whole sentence of its
 * highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_5: LabelledDay[] = [
  {
    name: 'a Tuesday in the product team',
    highlights: [
      h(
        'Standup: Marisol will migrate the billing tables tonight. The staging deploy went fine.',
        'Standup: Marisol will migrate the billing tables tonight.',
      ),
      h('Make the change easy, then make the easy change.'),
      h(
        'Retro: the release slipped two days. Who owns the onboarding emails after Kenji leaves?',
        'Who owns the onboarding emails after Kenji leaves?',
      ),
      h('gotta ping legal re the data retention clause', 'gotta ping legal re the data retention clause'),
      h('"Why would anyone pay for this?" she asked, laughing, and then they did.'),
      h('Simplicity is prerequisite for reliability. Always measure before you optimize.'),
      h(
        'Action items from planning:\nBogdan: update the pricing page.\nAyla to schedule the vendor call by Thursday.\nNobody objected to the new logo.',
        'Bogdan: update the pricing page.',
        'Ayla to schedule the vendor call by Thursday.',
      ),
      h('We shipped the dark mode toggle last sprint and support tickets dropped by a third.'),
      h(
        'Deadline: security questionnaire for Halvorsen Bank due Friday.',
        'Deadline: security questionnaire for Halvorsen Bank due Friday.',
      ),
      h('Engineers should write docs as they go, in my opinion, not after the fact.'),
      h('The new search index will probably cut query times in half.'),
      h(
        "I'll send the revised roadmap to Oyelaran before lunch tomorrow.",
        "I'll send the revised roadmap to Oyelaran before lunch tomorrow.",
      ),
    ],
  },
  {
    name: 'a Saturday of household errands',
    highlights: [
      h(
        'Boiler service Thursday — call Heatwise to confirm the slot.',
        'Boiler service Thursday — call Heatwise to confirm the slot.',
      ),
      h("Bins out tonight — it's recycling week.", "Bins out tonight — it's recycling week."),
      h(
        'Grocery run:\nBuy oat milk and lemons.\nPick up the dry cleaning on Elm Street.\nReturn the library books to the Westbrook branch.',
        'Buy oat milk and lemons.',
        'Pick up the dry cleaning on Elm Street.',
        'Return the library books to the Westbrook branch.',
      ),
      h('A tidy house is a quiet mind.'),
      h('From the cookbook: Salt the pasta water generously. Never rinse the noodles after draining.'),
      h(
        "Remember to transfer Mum's rent share before the 28th.",
        "Remember to transfer Mum's rent share before the 28th.",
      ),
      h('We repainted the hallway last weekend and it took twice as long as planned.'),
      h('I was going to fix the gutter yesterday but it rained all afternoon.'),
      h(
        "Kids' dental checkups — ring the Lindqvist practice on Monday.",
        "Kids' dental checkups — ring the Lindqvist practice on Monday.",
      ),
      h('Declutter one drawer a day and you will never need a big clear-out.'),
      h(
        "Don't forget to renew the car insurance, it lapses on the 3rd.",
        "Don't forget to renew the car insurance, it lapses on the 3rd.",
      ),
      h('The neighbours say the new bakery on Corran Road is worth the queue.'),
    ],
  },
  {
    name: 'a Thursday of lectures',
    highlights: [
      h('Lecture 7: Enzymes lower activation energy but do not change the equilibrium constant.'),
      h('must ask the tutor abt resit dates', 'must ask the tutor abt resit dates'),
      h('Problem set 4 due Wednesday at noon.', 'Problem set 4 due Wednesday at noon.'),
      h('Study tip from the article: Space your revision sessions. Test yourself instead of rereading.'),
      h(
        "Read chapters 9 and 10 before Tuesday's seminar.",
        "Read chapters 9 and 10 before Tuesday's seminar.",
      ),
      h('Correlation does not imply causation, but it does waggle its eyebrows suggestively.'),
      h(
        'I should really start the dissertation lit review this week. Everyone says the second year flies by.',
        'I should really start the dissertation lit review this week.',
      ),
      h('Students should be allowed to retake any exam once, honestly.'),
      h(
        'Group project: Tomasz will build the survey and I will clean the data.',
        'Group project: Tomasz will build the survey and I will clean the data.',
      ),
      h('The exam will likely focus on chapters 3 through 6.'),
      h('TODO: return the borrowed calculator to Aoife', 'TODO: return the borrowed calculator to Aoife'),
      h('Always show your working, even when the answer seems obvious.'),
    ],
  },
  {
    name: 'a Monday of reading and journaling',
    highlights: [
      h('Begin with the end in mind.'),
      h('Journal: Woke early, walked along the canal, felt calmer than I have in weeks.'),
      h('Never let a missed deadline pass without learning why you missed it.'),
      h('Be curious, not judgmental.'),
      h(
        "Note to self: call Grandad on Sunday, it's his 90th.",
        "Note to self: call Grandad on Sunday, it's his 90th.",
      ),
      h('Write drunk, edit sober, as the saying goes.'),
      h('The best time to plant a tree was twenty years ago. The second best time is now.'),
      h(
        'I will finish the Le Guin novel before the book club meets on the 14th.',
        'I will finish the Le Guin novel before the book club meets on the 14th.',
      ),
      h('Book club: Rosalind is hosting next month. Who is bringing the wine?', 'Who is bringing the wine?'),
      h('"Do one thing every day that scares you," the poster in the hallway said.'),
      h('Ask for help early; pride is expensive.'),
      h(
        "Let's try the Georgian place on Fenwick Street for Dana's birthday.",
        "Let's try the Georgian place on Fenwick Street for Dana's birthday.",
      ),
    ],
  },
  {
    name: 'a Wednesday of client meetings',
    highlights: [
      h('Brightwater packaging refresh.\nOwner: Hamid.\nScope sign-off expected next week.', 'Owner: Hamid.'),
      h('Action: Greta drafts the statement of work.', 'Action: Greta drafts the statement of work.'),
      h(
        'We need to agree on the revision limit before anything is signed.',
        'We need to agree on the revision limit before anything is signed.',
      ),
      h('Clients remember how you made them feel, not what you delivered.'),
      h('Under-promise and over-deliver.'),
      h(
        'Follow up with Marcus at Tidewell about the unpaid March invoice.',
        'Follow up with Marcus at Tidewell about the unpaid March invoice.',
      ),
      h(
        'Budget question from the call: can we move the photo shoot to Q3 without losing the studio deposit?',
        'Budget question from the call: can we move the photo shoot to Q3 without losing the studio deposit?',
      ),
      h('The client approved the second round of mockups without changes.'),
      h(
        'Nadia will chase the printer for proofs; Leon handles the web banners.',
        'Nadia will chase the printer for proofs; Leon handles the web banners.',
      ),
      h('The rebrand will probably take longer than anyone expects.'),
      h('From the agency newsletter: Charge for discovery. Put every change request in writing.'),
      h(
        'Presentation deck to Brightwater by 5pm Thursday.',
        'Presentation deck to Brightwater by 5pm Thursday.',
      ),
    ],
  },
  {
    name: 'a Friday of saved posts and articles',
    highlights: [
      h(
        'Thread: Stop checking email first thing in the morning. Guard your first two hours like a dragon guards gold.',
      ),
      h('The median home price in the region rose 6% last year, according to the survey.'),
      h('Hot take: remote teams should have fewer meetings, not more.'),
      h('Drink water before coffee. Walk after meals. Sleep before midnight.'),
      h('Saved this recipe: Toast the cumin seeds in a dry pan until fragrant, then grind them.'),
      h('TODO: make the lentil soup from this on Sunday', 'TODO: make the lentil soup from this on Sunday'),
      h('AI will replace half of all customer support jobs within a decade, the author claims.'),
      h(
        'Must sign up for the Harbourside 10k before registration closes on the 20th.',
        'Must sign up for the Harbourside 10k before registration closes on the 20th.',
      ),
      h('Great post on negotiation: Never split the difference. Let the other side name a number first.'),
      h('We must build cities for people, not cars. We must reclaim our streets.'),
      h(
        "Forward this article to Ingrid, she's looking at heat pumps too.",
        "Forward this article to Ingrid, she's looking at heat pumps too.",
      ),
    ],
  },
  {
    name: 'a Tuesday of family logistics',
    highlights: [
      h(
        'School trip form for Mateo due Thursday — sign it tonight.',
        'School trip form for Mateo due Thursday — sign it tonight.',
      ),
      h('Ola to pick the twins up from swimming at 6.', 'Ola to pick the twins up from swimming at 6.'),
      h("I'll book the vet for the cat's booster jab.", "I'll book the vet for the cat's booster jab."),
      h('Parenting book: Praise the effort, not the result. Children need boredom.'),
      h(
        "Grandma's 80th party planning:\nWho is ordering the cake?\nReserve the back room at The Linden.\nMy brother says he can't make it before 7.",
        'Who is ordering the cake?',
        'Reserve the back room at The Linden.',
      ),
      h('The kids had a great time at the farm on Sunday and the little one fed a goat.'),
      h("From the parenting podcast: Don't compare siblings, ever."),
      h('Piano lessons will cost more from September.'),
      h(
        "we need to sort out who's driving to Leeds at Christmas",
        "we need to sort out who's driving to Leeds at Christmas",
      ),
      h('Pack lunches the night before and mornings get so much calmer.'),
      h(
        'Remind Jakub to bring his inhaler on the camping trip.',
        'Remind Jakub to bring his inhaler on the camping trip.',
      ),
      h('Family rule we read about: Screens off at dinner. Everyone clears their own plate.'),
    ],
  },
  {
    name: 'a Thursday with the ops team',
    highlights: [
      h(
        'Incident review: the outage lasted 47 minutes. Farida will add an alert on queue depth.',
        'Farida will add an alert on queue depth.',
      ),
      h(
        'Open question: do we keep paying for the legacy monitoring tool after June?',
        'Open question: do we keep paying for the legacy monitoring tool after June?',
      ),
      h('Blameless postmortems build trust. Fix the system, not the person.'),
      h(
        'Rotate the API keys for the payments service by end of week.',
        'Rotate the API keys for the payments service by end of week.',
      ),
      h('Owner for the runbook rewrite: Sunil.', 'Owner for the runbook rewrite: Sunil.'),
      h('The database will hit its storage limit in about three months at current growth.'),
      h(
        'Postmortem action items:\nUpgrade the load balancer firmware.\nDocument the failover steps.\nThe team agreed the rollback went smoothly.',
        'Upgrade the load balancer firmware.',
        'Document the failover steps.',
      ),
      h('Automate anything you do more than twice.'),
      h('From the SRE book: Hope is not a strategy.'),
      h(
        "Let's schedule a game day for the disaster recovery drill in May.",
        "Let's schedule a game day for the disaster recovery drill in May.",
      ),
      h('I should have caught the expired certificate sooner.'),
      h(
        'Reminder: on-call handover doc needs updating before Kofi starts Monday.',
        'Reminder: on-call handover doc needs updating before Kofi starts Monday.',
      ),
    ],
  },
];
