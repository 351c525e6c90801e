import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by a third author who saw neither the action patterns nor any earlier labelled days,
 * and scored only, never tuned on. Same labels as ACTION_DAYS: each action is one whole sentence of its
 * highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_6: LabelledDay[] = [
  {
    name: 'an ICU nurse between night shifts',
    highlights: [
      h(
        'Handover for bed 7: line due to be changed tomorrow. Ravi to chase the microbiology result before 10. Patient slept well and pain is controlled.',
        'Handover for bed 7: line due to be changed tomorrow.',
        'Ravi to chase the microbiology result before 10.',
      ),
      h('Compassion fatigue is real, and it creeps up slowly.'),
      h(
        'Renew my ALS certificate before it lapses in March.',
        'Renew my ALS certificate before it lapses in March.',
      ),
      h(
        'From the wellbeing leaflet in the staff room: "Drink water on every break. Step outside for five minutes whenever you can. Protect your sleep like it is medication."',
      ),
      h(
        'Rota meeting notes:\nWho is covering Saturday night if Priya is still off sick?\nThe new break schedule starts on the 14th.',
        'Who is covering Saturday night if Priya is still off sick?',
      ),
      h('I was going to swap my Thursday shift but Jo had already taken it.'),
      h(
        'need new compression socks, the old ones are done',
        'need new compression socks, the old ones are done',
      ),
      h('Observe everything, assume nothing, and write it down. Florence Nightingale had it right.'),
      h(
        "Don't forget to give the drug cupboard keys back to Abi before leaving tonight.",
        "Don't forget to give the drug cupboard keys back to Abi before leaving tonight.",
      ),
      h(
        'Advice from the palliative care talk: Always introduce yourself by name. Sit down when you talk to families, even for a minute.',
      ),
      h('Everyone told me nights would get easier. They never did.'),
    ],
  },
  {
    name: 'a PhD student in the writing-up year',
    highlights: [
      h(
        'Meeting with Prof Adeyemi:\nSend her the revised chapter 3 by the 20th.\nShe thinks the related work section is too long.\nWhat sample size do we need for the pilot?',
        'Send her the revised chapter 3 by the 20th.',
        'What sample size do we need for the pilot?',
      ),
      h(
        'From "How to Write a Lot": Schedule your writing like a class you teach. Never wait until you feel like writing.',
      ),
      h(
        'TODO: rerun the ablation with the fixed random seed',
        'TODO: rerun the ablation with the fixed random seed',
      ),
      h('Reviewer 2 says the baseline is weak. Honestly, they have a point.'),
      h(
        'I should email the ethics committee about extending the approval.',
        'I should email the ethics committee about extending the approval.',
      ),
      h('The field should be far less obsessed with leaderboards.'),
      h(
        'From a thread on PhD burnout:\nTake real weekends.\nWalk without your phone.\nTalk to people outside academia.',
      ),
      h(
        'lab mtg: Jin owns the GPU booking sheet from now on',
        'lab mtg: Jin owns the GPU booking sheet from now on',
      ),
      h('Can a machine ever truly understand a sentence? The author thinks the question is badly posed.'),
      h('Defended my proposal today! The committee asked great questions.'),
      h(
        'Remember to back up the interview recordings to the encrypted drive.',
        'Remember to back up the interview recordings to the encrypted drive.',
      ),
    ],
  },
  {
    name: 'a small bookshop owner',
    highlights: [
      h(
        'Order more copies of the Booker shortlist before the weekend rush.',
        'Order more copies of the Booker shortlist before the weekend rush.',
      ),
      h("Customers don't buy books, they buy the feeling of owning them."),
      h(
        'Supplier call: the new invoice terms start in April. Ahmed to sort out the direct debit form by Wednesday.',
        'Ahmed to sort out the direct debit form by Wednesday.',
      ),
      h('Sell the experience, not the product, says every retail podcast.'),
      h(
        'From "The Retail Playbook": Greet every customer within ten seconds. Never discount your bestsellers. Put the impulse buys by the till.',
      ),
      h(
        'To get for the festival window:\nPosters from the publisher\nFairy lights\nAn easel for the signing board',
        'Posters from the publisher',
        'Fairy lights',
        'An easel for the signing board',
      ),
      h(
        'Staff meeting:\nShould we stay open late on Thursdays over the summer?\nLucy will run the Instagram while Ben is away.',
        'Should we stay open late on Thursdays over the summer?',
        'Lucy will run the Instagram while Ben is away.',
      ),
      h('The high street will look very different in ten years.'),
      h("Don't judge a book by its cover, they say, but every publisher does."),
      h('Saturday was our best day since Christmas.'),
      h(
        'A line from the shop-keeping memoir I am reading: "Shut the till drawer before you count the float, and trust nobody who pays in fifties."',
      ),
    ],
  },
  {
    name: 'a parent of three in a busy school week',
    highlights: [
      h(
        "School stuff this week:\nMaya needs a costume for World Book Day on Thursday.\nSign the permission slip for Leo's zoo trip.\nLeo's class won the reading cup again.",
        'Maya needs a costume for World Book Day on Thursday.',
        "Sign the permission slip for Leo's zoo trip.",
      ),
      h('Children are not a distraction from the most important work. They are the most important work.'),
      h(
        'Ring the dentist, all three are overdue a check-up.',
        'Ring the dentist, all three are overdue a check-up.',
      ),
      h(
        'From the parenting book: Name the feeling before you try to fix the problem. Get down to their eye level. Pick your battles.',
      ),
      h(
        "Who's picking up Leo from football on Tuesday, me or Dan?",
        "Who's picking up Leo from football on Tuesday, me or Dan?",
      ),
      h(
        'Dan will do the school run every Wednesday from now on.',
        'Dan will do the school run every Wednesday from now on.',
      ),
      h('The baby finally slept through the night. I nearly cried.'),
      h("grandma's bday sat — card + present", "grandma's bday sat — card + present"),
      h('They will grow up faster than you think, said the woman at the checkout.'),
      h("I was meant to email the PTA about the bake sale but forgot, and now it's over."),
      h('Enjoy every moment, everyone says. Try enjoying a tantrum in the cereal aisle.'),
    ],
  },
  {
    name: 'a freelance translator',
    highlights: [
      h(
        'Client: Halvorsen Legal. Deadline Monday 9am, 4,200 words, Norwegian to English.',
        'Deadline Monday 9am, 4,200 words, Norwegian to English.',
      ),
      h('A translator is a writer who has agreed to be invisible.'),
      h('Invoice the agency for the March jobs.', 'Invoice the agency for the March jobs.'),
      h(
        'From the style guide: "Translate the meaning, not the words. Read the whole text before you start. Never guess a legal term."',
      ),
      h(
        "I'll ask Ingrid whether the glossary term for liability has changed.",
        "I'll ask Ingrid whether the glossary term for liability has changed.",
      ),
      h('Machine translation will replace most of us within a decade, according to the panel.'),
      h('Why do clients always think translation is just typing?'),
      h('follow up w/ the Lyon agency re unpaid invoice', 'follow up w/ the Lyon agency re unpaid invoice'),
      h("Finished the novel sample today and I think it's the best thing I've done."),
      h(
        'Kenji to proofread the Japanese subtitles by Thursday; I handle the English.',
        'Kenji to proofread the Japanese subtitles by Thursday; I handle the English.',
      ),
      h('Quarterly tax payment due on the 15th.', 'Quarterly tax payment due on the 15th.'),
      h('Learn a language properly and you get a second soul, my grandmother used to say.'),
    ],
  },
  {
    name: 'an engineering manager with a team of eight',
    highlights: [
      h(
        '1:1 with Rosa:\nShe wants to move to the platform team.\nAction: I talk to Gareth about headcount before the next planning cycle.\nRosa to write up what she wants to learn.',
        'Action: I talk to Gareth about headcount before the next planning cycle.',
        'Rosa to write up what she wants to learn.',
      ),
      h(
        'Incident review:\nRoot cause was an expired certificate.\nAdd alerting for certificate expiry. Owner: Dmitri.',
        'Add alerting for certificate expiry.',
        'Owner: Dmitri.',
      ),
      h("From The Manager's Path: Ask your reports what they want, then believe them."),
      h(
        'We must ship the migration before the old cluster is switched off on 30 June.',
        'We must ship the migration before the old cluster is switched off on 30 June.',
      ),
      h(
        'From the engineering manifesto on our wiki: We must build software that respects the people who use it. We must never ship what we would not use ourselves.',
      ),
      h('Shipped the new billing page. Zero incidents so far.'),
      h('Performance reviews due Friday week.', 'Performance reviews due Friday week.'),
      h('Does anyone actually read the quarterly planning docs? I doubt it.'),
      h('Praise in public, criticise in private.'),
      h(
        "Let's pair the two new hires with seniors for their first month.",
        "Let's pair the two new hires with seniors for their first month.",
      ),
      h('The team will probably miss the Q3 target if hiring slips again.'),
      h('Hire for slope, not intercept. Best line from the whole offsite.'),
    ],
  },
  {
    name: 'a retired gardener',
    highlights: [
      h(
        'I must get the garlic in before the first frost.',
        'I must get the garlic in before the first frost.',
      ),
      h(
        'From the gardening magazine: Water in the morning, never in the evening. Mulch heavily in autumn. Cut back the salvias only in spring.',
      ),
      h('The roses have never looked better than this year.'),
      h(
        'Allotment committee:\nPlot rent due by 1 October.\nWho is organising the harvest show this year?\nBrian will repair the water trough.',
        'Plot rent due by 1 October.',
        'Who is organising the harvest show this year?',
        'Brian will repair the water trough.',
      ),
      h('A garden is a friend you can visit any time.'),
      h(
        'ring the tree surgeon about the ash by the fence',
        'ring the tree surgeon about the ash by the fence',
      ),
      h('Dig where the soil is dry, plant where the sun is kind, as my father used to say.'),
      h('I meant to save the tomato seeds last year but threw them out by mistake.'),
      h('Recipe from the paper: Chop the rhubarb, add sugar and ginger, and bake for 40 minutes.'),
      h(
        "Doctor's appointment Tuesday at 10, bring the list of tablets.",
        "Doctor's appointment Tuesday at 10, bring the list of tablets.",
      ),
      h('Old gardeners never die, they just go to seed.'),
      h('Margaret lent me her hedge trimmer, which made short work of the privet.'),
    ],
  },
  {
    name: 'a musician on a UK and Ireland tour',
    highlights: [
      h(
        'Tour manager notes:\nBe at load-in at Leeds by 3pm sharp.\nThe Glasgow show has sold out.\nEveryone bring passports for the Dublin show.',
        'Be at load-in at Leeds by 3pm sharp.',
        'Everyone bring passports for the Dublin show.',
      ),
      h('Practise like you have never won. Perform like you have never lost.'),
      h('Tune up, turn up, show up. The old band motto still holds.'),
      h(
        'Merch: who is counting the stock after each show?',
        'Merch: who is counting the stock after each show?',
      ),
      h('Tonight was the loudest crowd of the whole tour.'),
      h(
        "I'll call Mum from Manchester, she hasn't heard from me in a week.",
        "I'll call Mum from Manchester, she hasn't heard from me in a week.",
      ),
      h('The single will do well on radio, our manager reckons.'),
      h(
        "From a memoir by an old session player: Never play a note you don't mean. Leave space for the drummer.",
      ),
      h(
        'Soundcheck: ask the engineer to turn down the monitors on stage left.',
        'Soundcheck: ask the engineer to turn down the monitors on stage left.',
      ),
      h('Never trust a promoter who pays in cash, the drummer always says.'),
      h('We should have rehearsed the new song more, it fell apart in the bridge.'),
      h(
        'Band meeting after soundcheck: should we drop the cover from the Berlin set?',
        'Band meeting after soundcheck: should we drop the cover from the Berlin set?',
      ),
    ],
  },
];
