import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_19: LabelledDay[] = [
  {
    name: 'a software team lead on a Tuesday, living in Slack and Jira',
    highlights: [
      h(
        "Priya: @dana can you review PR #412 before standup? It touches the billing webhooks so I'd like a second pair of eyes.",
        'Priya: @dana can you review PR #412 before standup?',
      ),
      h(
        'PROJ-88: blocked on API keys from the payments vendor. Marcus to chase their support desk today.',
        'Marcus to chase their support desk today.',
      ),
      h(
        'Will Larson, An Elegant Puzzle: "Work on what matters, and be explicit about what you are not going to do"',
      ),
      h('Thu 14:30 1:1 with Keisha\nMon 26th: bank holiday, office closed', 'Thu 14:30 1:1 with Keisha'),
      h(
        '"Don\'t deploy on Fridays" is the rule everyone quotes, but the real lesson of that Charity Majors post is that deploys should be boring. Make your pipeline fast enough that rolling back is trivial.',
      ),
      h(
        'note to self: update the on-call rota in Opsgenie before Keisha goes on leave',
        'note to self: update the on-call rota in Opsgenie before Keisha goes on leave',
      ),
      h(
        'Retro notes\nWe agreed the flaky e2e suite is costing us roughly a day a sprint. Action: Tom to quarantine the three worst tests by Friday. We still need to decide who owns the staging database.',
        'Action: Tom to quarantine the three worst tests by Friday.',
        'We still need to decide who owns the staging database.',
      ),
      h(
        'From: Helen Ruiz\nSubject: Q3 headcount\nHi both, thanks for the quick turnaround on the hiring plan. Could you send me the revised numbers by Thursday noon? Finance locks the model on Friday.',
        'Could you send me the revised numbers by Thursday noon?',
      ),
      h(
        'Merged the feature flag cleanup this morning and closed PROJ-71. I meant to write up the incident timeline but ran out of time.',
      ),
      h('Sam: the hotfix should go out around 3 once CI is green\nSam: changelog is already up in #releases'),
      h(
        'A line from The Phoenix Project I keep coming back to: "Improving daily work is even more important than doing daily work"',
      ),
    ],
  },
  {
    name: 'an events manager at a conference centre, the week of a summit',
    highlights: [
      h(
        'Delegate numbers for the Medtech Summit are up to 412, so we should be fine in the main hall. Ring catering to bump the lunch order from 380 to 420.',
        'Ring catering to bump the lunch order from 380 to 420.',
      ),
      h(
        'AV checklist\nTest the hybrid stream with the Zoom host by Wednesday',
        'Test the hybrid stream with the Zoom host by Wednesday',
      ),
      h(
        'From an events blog: Always walk the venue at the exact time of day your event will run. The light, the noise and the queues are all different at 8am.',
      ),
      h(
        'Hi Joanne, the exhibitor manual still lists the old loading bay times. Can you get the updated version to us before it goes out on Thursday? Many thanks, Owen',
        'Can you get the updated version to us before it goes out on Thursday?',
      ),
      h('Fire marshal briefing Tues 9:15, Hall B foyer', 'Fire marshal briefing Tues 9:15, Hall B foyer'),
      h(
        'Met the new AV contractor this afternoon, seems solid. They should have the rigging plan over by Friday.',
      ),
      h(
        "The cloakroom was a disaster at the last gala. Honestly one of the worst evenings I've had in this job.",
      ),
      h(
        'we need a second registration desk for the walk-ins',
        'we need a second registration desk for the walk-ins',
      ),
      h('Quote from "The Art of Gathering" by Priya Parker: Never start a gathering with logistics'),
      h(
        "Who is signing off the security rota for the weekend? Dev says it isn't him.",
        'Who is signing off the security rota for the weekend?',
      ),
      h('The post-event survey is the follow-up we always mean to analyse properly and never do.'),
    ],
  },
  {
    name: 'an MA student in linguistics during dissertation term',
    highlights: [
      h(
        'Crystal on phonology: "the phoneme is an abstraction, not a sound". Need to read the rest of that chapter before Tuesday\'s seminar.',
        "Need to read the rest of that chapter before Tuesday's seminar.",
      ),
      h(
        'From "Writing Your Dissertation in Fifteen Minutes a Day": Write before you feel ready. Never leave a session without knowing your next sentence.',
      ),
      h(
        'Supervisor meeting Fri 11:00 - bring the annotated transcripts',
        'Supervisor meeting Fri 11:00 - bring the annotated transcripts',
      ),
      h(
        'Email to Dr Okafor re the ethics amendment — still not sent!!',
        'Email to Dr Okafor re the ethics amendment — still not sent!!',
      ),
      h(
        'Corpus note: the "innit" tokens cluster heavily in the under-25 speakers. Interesting, but probably a sampling artefact.',
      ),
      h(
        'transcribe interviews 7–9 this wk\nre-run the concordance with the new tag set',
        'transcribe interviews 7–9 this wk',
        're-run the concordance with the new tag set',
      ),
      h(
        'Pinker says you should "write for a reader who is intelligent but not already in your head", which is annoyingly good advice for a lit review.',
      ),
      h(
        "Mei: are you coming to reading group tonight? We're doing the Eckert paper on third-wave variation.",
        'Mei: are you coming to reading group tonight?',
      ),
      h(
        'I was going to start the methods chapter today but spent the whole afternoon fighting with ELAN instead.',
      ),
      h('BAAL abstract deadline 28 Feb, 300 words max', 'BAAL abstract deadline 28 Feb, 300 words max'),
      h(
        'Labov wrote that the key to sociolinguistic fieldwork is to get people talking about something they care about. Danger of death questions, apparently.',
      ),
    ],
  },
  {
    name: 'a family running two holiday cottages, Saturday changeover',
    highlights: [
      h(
        'Changeover list — Swallow Cottage\nStrip the beds and bag the linen for the laundry van\nCheck the smoke alarm batteries',
        'Strip the beds and bag the linen for the laundry van',
        'Check the smoke alarm batteries',
      ),
      h('Mum: the Hendersons arrive around 4, they should have the key code already'),
      h(
        'Dad: can someone ring Steve about the boiler pressure in Wren? It dropped again overnight.',
        'Dad: can someone ring Steve about the boiler pressure in Wren?',
      ),
      h(
        'Guest review (5 stars): "Spotless, cosy and the dog loved the garden." Lovely to read after a long week.',
      ),
      h(
        'Tip from a holiday-let blog: Reply to every review within 48 hours, good or bad. Guests read your replies more carefully than the reviews themselves.',
      ),
      h('Your payout of £1,240.00 has been sent. It should arrive in 3–5 business days.'),
      h(
        "Jake: I'll do the hot tub chemicals Sunday morning before the 10am checkout",
        "Jake: I'll do the hot tub chemicals Sunday morning before the 10am checkout",
      ),
      h('Business rates bill due 1 April', 'Business rates bill due 1 April'),
      h(
        'We had three enquiries about dogs this week. We still need to decide whether Wren goes dog-friendly for the summer.',
        'We still need to decide whether Wren goes dog-friendly for the summer.',
      ),
      h(
        "The gas safety certificate has to be renewed by the 20th or we can't take bookings.",
        "The gas safety certificate has to be renewed by the 20th or we can't take bookings.",
      ),
      h('Bought new towels at Dunelm, the grey ones. Much softer than the old ones.'),
      h('The council says the lane should be resurfaced by the time the summer lets start.'),
    ],
  },
  {
    name: 'a school bursar in the last weeks of the summer term',
    highlights: [
      h(
        'Catering contract renewal — need three quotes before the governors meet on 9 July',
        'Catering contract renewal — need three quotes before the governors meet on 9 July',
      ),
      h(
        'From the finance handbook: Never sign a purchase order you have not seen the quote for. Segregation of duties protects you as much as it protects the school.',
      ),
      h(
        'Dear Mrs Achebe,\nThe Normandy trip is now paid in full by all but four families. Please could you chase the remaining deposits before the end of term?\nKind regards,\nPaul',
        'Please could you chase the remaining deposits before the end of term?',
      ),
      h(
        'Submit payroll changes by the 18th (early cut-off because of the bank holiday)',
        'Submit payroll changes by the 18th (early cut-off because of the bank holiday)',
      ),
      h(
        'Fire extinguisher service booked for the summer holidays. The engineer should be on site for two days.',
      ),
      h(
        'Head: Can you pull together the energy spend for the last three years? Governors want to see whether the solar panels have paid for themselves.',
        'Head: Can you pull together the energy spend for the last three years?',
      ),
      h('Minibus MOT – book before the 12th', 'Minibus MOT – book before the 12th'),
      h('Blog post on school budgets: "Always budget for the boiler that hasn\'t broken yet"'),
      h('Audit went well overall. The auditors flagged the petty cash log again, which is embarrassing.'),
      h(
        'You need to renew the DBS check for the new groundsman before he starts in September.',
        'You need to renew the DBS check for the new groundsman before he starts in September.',
      ),
      h('Why does every supplier put their prices up in the same month?'),
    ],
  },
  {
    name: 'a sommelier at a city restaurant, Friday service',
    highlights: [
      h(
        'Order list for Monday\nChablis 1er Cru x12\nCoravin capsules',
        'Chablis 1er Cru x12',
        'Coravin capsules',
      ),
      h('Jancis Robinson: "Most reds are served too warm and most whites too cold"'),
      h(
        "From a wine book I'm reading: Taste blind whenever you can, because labels lie to your palate. Trust the glass, not the price.",
      ),
      h(
        "Chef: can you pair something with the new hake dish by Saturday's tasting? He's thinking a lighter red might work.",
        "Chef: can you pair something with the new hake dish by Saturday's tasting?",
      ),
      h('The Rioja delivery should arrive Tuesday morning.'),
      h(
        'Ring Bibendum about the corked case of Barolo — they owe us a credit',
        'Ring Bibendum about the corked case of Barolo — they owe us a credit',
      ),
      h('Table 12 sent back the Malbec, said it was "too oaky". It was fine.'),
      h(
        'Passed unit 2 of the WSET Diploma back in March. Revise the Bordeaux classifications this weekend.',
        'Revise the Bordeaux classifications this weekend.',
      ),
      h(
        'Staff training idea from a blog: Teach the floor team three words for every wine, not thirty. Guests remember stories, not tasting notes.',
      ),
      h('Stocktake Sunday 8am with Ana', 'Stocktake Sunday 8am with Ana'),
      h("I should have decanted the '05 Pauillac much earlier tonight."),
      h('Lovely evening overall. The Kowalskis tipped the whole team.'),
    ],
  },
  {
    name: 'a theatre stage manager in tech week',
    highlights: [
      h(
        'Notes after tech\nLX to tighten the blackout at the end of scene 3\nReplace the broken teacup before the dress',
        'LX to tighten the blackout at the end of scene 3',
        'Replace the broken teacup before the dress',
      ),
      h(
        "Director: the second half is running four minutes long. I think it's the scene changes, not the acting.",
      ),
      h('From "The Stage Management Handbook": Never call a cue you cannot see. If in doubt, hold.'),
      h('Fight call 6:45 before every show this week', 'Fight call 6:45 before every show this week'),
      h(
        "From Front of House: We've had a complaint about latecomers being let in during the monologue. Could you agree a latecomer point with the director today?",
        'Could you agree a latecomer point with the director today?',
      ),
      h(
        'Chase the hire company for the second smoke machine; the first one leaks.',
        'Chase the hire company for the second smoke machine; the first one leaks.',
      ),
      h("Rehearsal report went out to the whole company at 11pm. Half of them won't read it."),
      h(
        "Who is covering ASM for the Saturday matinee while Jo is at her sister's wedding?",
        "Who is covering ASM for the Saturday matinee while Jo is at her sister's wedding?",
      ),
      h('My old SM mentor used to say: "Be the calmest person in the building"'),
      h(
        'Van for the get-out is booked. Crew numbers still need confirming by Friday.',
        'Crew numbers still need confirming by Friday.',
      ),
      h('The set should be dry by tomorrow afternoon, according to the painters. Fingers crossed.'),
    ],
  },
  {
    name: 'a bike shop mechanic on a busy Saturday',
    highlights: [
      h(
        "Workshop board\nMrs Patel's Brompton — new rear hub, promised for Tuesday\nCarbon Trek: creak from the bottom bracket, quote before doing anything\nKids' BMX — puncture, done",
        "Mrs Patel's Brompton — new rear hub, promised for Tuesday",
        'Carbon Trek: creak from the bottom bracket, quote before doing anything',
      ),
      h(
        'From Zinn and the Art of Road Bike Maintenance: Always clean the chain before you lube it, never the other way round.',
      ),
      h('Shimano rep: the 105 groupsets should be back in stock mid-May.'),
      h(
        'Order: 700x28 tubes x20, brake pads (Shimano B05S) x10, chain lube',
        'Order: 700x28 tubes x20, brake pads (Shimano B05S) x10, chain lube',
      ),
      h(
        "Customer rang about the Dawes tourer. It has to be ready by Friday, he's off to Skye on Saturday.",
        "It has to be ready by Friday, he's off to Skye on Saturday.",
      ),
      h(
        "Tom: can you cover the till at lunch? I've got the dentist at 1.",
        'Tom: can you cover the till at lunch?',
      ),
      h(
        'Blog, "Five signs your chain is worn": replace it at 0.5% stretch on 11-speed and you\'ll save your cassette.',
      ),
      h('Trued four wheels and rebuilt a Sturmey hub this morning. Hands are wrecked.'),
      h(
        'remember to lock the e-bike batteries in the cage overnight',
        'remember to lock the e-bike batteries in the cage overnight',
      ),
      h('Why do people always bring bikes in at 5:55 on a Saturday?'),
      h(
        'Boss wants a decision from us on whether we start doing mobile repairs this summer.',
        'Boss wants a decision from us on whether we start doing mobile repairs this summer.',
      ),
    ],
  },
];
