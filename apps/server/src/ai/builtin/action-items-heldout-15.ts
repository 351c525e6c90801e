import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_15: LabelledDay[] = [
  {
    name: 'a management consultant the day before a steering committee',
    highlights: [
      h(
        "Hannah (engagement lead): can you pull the churn cohort numbers into the appendix before tomorrow's SteerCo? Client CFO has asked twice now.",
        "Hannah (engagement lead): can you pull the churn cohort numbers into the appendix before tomorrow's SteerCo?",
      ),
      h(
        'Start with the answer, then give the reasons. Every idea at any level must be a summary of the ideas grouped below it. Never put more than seven points under one heading.',
      ),
      h(
        'interview w/ ops director — says the WMS migration "should be done by Q3" but nobody in the room believed him\nTODO triangulate that with the IT roadmap before Thursday',
        'TODO triangulate that with the IT roadmap before Thursday',
      ),
      h(
        'Expenses for the Leeds trip due by the 28th. Train tickets are buried in my inbox somewhere.',
        'Expenses for the Leeds trip due by the 28th.',
      ),
      h(
        'Consultants who bill by the hour have every incentive to make problems look bigger than they are. Clients should insist on fixed-fee milestones, the author argues.',
      ),
      h(
        "Raj: redid the waterfall chart, the colours were off on the projector\nMe: cheers\nRaj: also who's presenting slide 14? Neither of us wants it",
        "Raj: also who's presenting slide 14?",
      ),
      h(
        'SteerCo prep\nPrint 6 copies of the deck, double-sided\nCheck whether Olu is dialling in or coming in person\nLunch with Priya went well, she might refer us to the retail team.',
        'Print 6 copies of the deck, double-sided',
        'Check whether Olu is dialling in or coming in person',
      ),
      h("I meant to send a thank-you note to the CFO's assistant last week. Honestly it's too late now."),
      h(
        "Hi all, Following today's call, please find attached the revised scope. The timeline should slip by about two weeks given the data access issues. Kind regards, Martin",
      ),
      h("Pyramid principle, MECE, so-what test. I keep forgetting the so-what test when I'm tired."),
      h('Follow-up from the regional workshop was mostly positive; the area managers loved the heatmap.'),
    ],
  },
  {
    name: 'an accountant in the last fortnight of tax season',
    highlights: [
      h(
        'Gary Whitfield — still missing his 1099-B from the brokerage. Email Gary again, third time',
        'Email Gary again, third time',
      ),
      h(
        'The Henderson extension has to be filed by the 15th.',
        'The Henderson extension has to be filed by the 15th.',
      ),
      h(
        "From the ethics CPE module: Never sign a return you haven't reviewed line by line. Document every judgment call in the workpapers, because memory is not evidence.",
      ),
      h(
        'Megan: can you review the Patel depreciation schedule before it goes to Tom? I flagged two assets that look double-counted.',
        'Megan: can you review the Patel depreciation schedule before it goes to Tom?',
      ),
      h(
        'Quarterly estimates for the Okafors should be a lot lower this year since they sold the rental in October.',
      ),
      h(
        'Supply run\nprinter toner (HP, not the Brother)\nstamps for the certified mail',
        'printer toner (HP, not the Brother)',
        'stamps for the certified mail',
      ),
      h('I told the Nguyens their refund would take about three weeks. They were not thrilled.'),
      h(
        "Partner meeting: we still need to decide whether to take on any new clients after March 1. Dan thinks we're already at capacity and he's probably right.",
        'Partner meeting: we still need to decide whether to take on any new clients after March 1.',
      ),
      h(
        'The IRS Free File program is open to taxpayers below an income threshold. Most eligible filers never use it, according to the article.',
      ),
      h(
        "Don't forget the mileage log for Carla's Schedule C — she keeps it in a paper notebook so ask her to photograph the pages.",
        "Don't forget the mileage log for Carla's Schedule C — she keeps it in a paper notebook so ask her to photograph the pages.",
      ),
      h("Missed Leo's school play for the second year running. April is brutal."),
      h(
        'Tax season is a marathon, not a sprint, my first boss used to say. She also never went home before ten.',
      ),
    ],
  },
  {
    name: 'an architect juggling a house extension and a planning deadline',
    highlights: [
      h(
        'Site visit Tues 9am, Harrow Rd — bring the laser measure and hi-vis',
        'Site visit Tues 9am, Harrow Rd — bring the laser measure and hi-vis',
      ),
      h(
        'When they have a choice, people will always gravitate to those rooms which have light on two sides, and leave the rooms which are lit only from one side unused and empty.',
      ),
      h(
        "Hi Anna, we've had a think and would like to go back to the oak cladding rather than the larch. Could you let us know what that does to the budget? Thanks, Sophie",
        'Could you let us know what that does to the budget?',
      ),
      h(
        'Planning application for the Ellis extension must be submitted by 3 May.',
        'Planning application for the Ellis extension must be submitted by 3 May.',
      ),
      h(
        'Design team meeting notes. Cladding samples reviewed, client leaning towards oak. Action: Kofi to send revised beam calcs by end of week.',
        'Action: Kofi to send revised beam calcs by end of week.',
      ),
      h('The steel should arrive on site the week of the 14th, according to the fabricator.'),
      h('Form follows function, or so they told us in first year. Mostly it follows budget.'),
      h(
        "Jess: I've uploaded the new sections to the shared drive\nJess: do we want the rooflight on the north or south pitch? need an answer before I redo the elevations",
        'Jess: do we want the rooflight on the north or south pitch? need an answer before I redo the elevations',
      ),
      h('RIBA CPD: still 8 hours short for the year, which is embarrassing.'),
      h(
        'Passivhaus buildings use up to 90% less heating energy than typical UK housing stock. Critics say the standard is too rigid for retrofit.',
      ),
      h(
        'renew the AutoCAD licence, it lapses on the 30th',
        'renew the AutoCAD licence, it lapses on the 30th',
      ),
      h('Went to see the Barbican conservatory with Tom on Sunday. Still the best concrete in London.'),
    ],
  },
  {
    name: 'a UX researcher in the middle of a usability study',
    highlights: [
      h(
        'P4 said "I never use the filters, I just scroll until I find it." Third participant to say something like that.',
      ),
      h(
        'Pay attention to what users do, not what they say. Self-reported claims are unreliable, as are user speculations about future behavior.',
      ),
      h(
        'Recruit 2 more participants who mainly use the Android app — the screener is in the Notion doc.',
        'Recruit 2 more participants who mainly use the Android app — the screener is in the Notion doc.',
      ),
      h(
        'Incentive gift cards need to go out by Friday or people will start emailing.',
        'Incentive gift cards need to go out by Friday or people will start emailing.',
      ),
      h(
        'Dev (PM): could you share the top 3 findings in #growth before the roadmap review on Monday? No need for a full deck',
        'Dev (PM): could you share the top 3 findings in #growth before the roadmap review on Monday?',
      ),
      h(
        'Synthesis session went long. We ended up with 47 sticky notes under "confusing" and only 6 under "delightful".',
      ),
      h(
        'todo\nconsent forms → legal\nbook the lab for the 22nd\nP6 recording, audio dropped at 12:30, ugh',
        'consent forms → legal',
        'book the lab for the 22nd',
      ),
      h(
        'Interviewing workshop handout: Ask open questions. Count to five before you fill a silence. Never ask a participant whether they would use something.',
      ),
      h('Each checkout session should take about 40 minutes including the debrief.'),
      h(
        'Who owns the accessibility audit now that Kim has left?',
        'Who owns the accessibility audit now that Kim has left?',
      ),
      h("Honestly I'm tired of presenting findings that get ignored. Maybe that's the real finding."),
    ],
  },
  {
    name: 'a law student three weeks before finals',
    highlights: [
      h(
        'Before Friday\nreturn the Equity textbook (overdue!!)\nemail Dr Osei about the essay extension\nSo tired of this room.',
        'return the Equity textbook (overdue!!)',
        'email Dr Osei about the essay extension',
      ),
      h(
        'Donoghue v Stevenson [1932]: "You must take reasonable care to avoid acts or omissions which you can reasonably foresee would be likely to injure your neighbour."',
      ),
      h(
        "Always apply the law to the facts; don't just recite cases. Examiners reward structure: issue, rule, application, conclusion.",
      ),
      h(
        "Maya: can someone book a group room in the library for 10 tomorrow?\nTom: I'll bring the flashcards\nMaya: legend",
        'Maya: can someone book a group room in the library for 10 tomorrow?',
        "Tom: I'll bring the flashcards",
      ),
      h('I should have started the land law notes in March. Too late for regrets now.'),
      h(
        'Land law exam 3 June, 9.30am, Exam Hall B — bring student ID',
        'Land law exam 3 June, 9.30am, Exam Hall B — bring student ID',
      ),
      h(
        'Students who sleep less than six hours the night before an exam perform measurably worse, a 2019 study found.',
      ),
      h(
        'Look up whether the Consumer Rights Act 2015 covers digital content bought in-app.',
        'Look up whether the Consumer Rights Act 2015 covers digital content bought in-app.',
      ),
      h("Mum rang, she's posted a parcel of snacks. Bless her."),
      h(
        'Pupillage applications open in January and you need to have your CV and cover letter ready well before then.',
        'Pupillage applications open in January and you need to have your CV and cover letter ready well before then.',
      ),
      h(
        'Lord Denning was famously willing to bend precedent to reach a fair result. Not a strategy for the exam.',
      ),
    ],
  },
  {
    name: 'a retiree planning a move to Portugal',
    highlights: [
      h(
        'The NHR tax regime has been replaced for new arrivals, apparently. Check what the new one is called before we see the accountant.',
        'Check what the new one is called before we see the accountant.',
      ),
      h(
        'Book flights to Lisbon for the house-hunting trip, ideally mid-September',
        'Book flights to Lisbon for the house-hunting trip, ideally mid-September',
      ),
      h(
        'Open a Portuguese bank account before you arrive if you can. You will need a NIF (tax number) for almost everything, from renting a flat to buying a SIM card.',
      ),
      h('Got my NIF last month through the lawyer in Porto, completely painless.'),
      h(
        'Pension: ring the Pension Service about having it paid into a foreign account. Number is on the letter in the blue folder.',
        'Pension: ring the Pension Service about having it paid into a foreign account.',
      ),
      h('Sold the piano to the Hendersons next door. Strange to see it go after forty years.'),
      h(
        'From Claire: Dad, can you send me the address of the flat so I can look at it on Street View? The kids are very excited about the beach.',
        'From Claire: Dad, can you send me the address of the flat so I can look at it on Street View?',
      ),
      h('The removals quote should arrive by Friday.'),
      h(
        "Passport expires next March, you'll need to renew it before applying for residency.",
        "Passport expires next March, you'll need to renew it before applying for residency.",
      ),
      h(
        'Things to sort before we go\nhealth insurance quotes\nredirect the post\nThe neighbours have offered to keep an eye on the house until it sells.',
        'health insurance quotes',
        'redirect the post',
      ),
      h(
        '"A journey of a thousand miles begins with a single step." Margaret had it on a tea towel, of all places.',
      ),
      h('Duolingo streak: 41 days. Obrigado is easy, everything else is not.'),
    ],
  },
  {
    name: 'a parent organising a seventh birthday party',
    highlights: [
      h(
        'Isla turns seven on Saturday!! Confirm the hall booking with Mrs Patel (deposit already paid).',
        'Confirm the hall booking with Mrs Patel (deposit already paid).',
      ),
      h(
        "Gemma: Hi! Is it ok if Noah's little brother comes too? Totally fine if not x",
        "Is it ok if Noah's little brother comes too?",
      ),
      h(
        "Party bags\nbubbles\nsomething that isn't sweets for the allergy kids",
        'bubbles',
        "something that isn't sweets for the allergy kids",
      ),
      h(
        "Experts recommend inviting one guest per year of your child's age. Any more than that and you're hosting a festival, not a party.",
      ),
      h(
        'Cake: order from Crumbs by Wednesday latest — unicorn, NOT rainbow (she was very clear).',
        'Cake: order from Crumbs by Wednesday latest — unicorn, NOT rainbow (she was very clear).',
      ),
      h(
        'Tom is picking up the helium balloons on Saturday morning.',
        'Tom is picking up the helium balloons on Saturday morning.',
      ),
      h('Last year I forgot the candles and we had to use a tealight. Never again.'),
      h('The entertainer should be there by 1.45 to set up, according to his email.'),
      h("Do we need a vegan option? Priya's two are vegan I think.", 'Do we need a vegan option?'),
      h(
        'She wants a "science party" now, after the volcano video. We are not doing a volcano in the village hall.',
      ),
      h('Children remember how a party felt, not what it cost.'),
      h('Invites went out Monday, 14 yeses so far.'),
    ],
  },
  {
    name: 'a person job-hunting after a redundancy',
    highlights: [
      h(
        'Tailor the CV for the Ocado role — they care about stakeholder management, not Python.',
        'Tailor the CV for the Ocado role — they care about stakeholder management, not Python.',
      ),
      h(
        'Recruiters spend an average of seven seconds on a CV. Put your strongest achievement in the first three lines.',
      ),
      h(
        'Hi James, thanks for your time today. The hiring manager would like to move you to the next stage. Could you send over your availability for next week?',
        'Could you send over your availability for next week?',
      ),
      h('Interview with Brightwell, Tues 11am, Teams', 'Interview with Brightwell, Tues 11am, Teams'),
      h("Applied to 6 roles today. Heard nothing back from any of last week's."),
      h(
        "Ask Leanne if she'll be a referee — she managed me for three years at the old place.",
        "Ask Leanne if she'll be a referee — she managed me for three years at the old place.",
      ),
      h(
        "JSA appointment now on the 19th at 10.15, don't be late this time",
        "JSA appointment now on the 19th at 10.15, don't be late this time",
      ),
      h(
        'From a careers book: Treat the job hunt like a job. Set hours, take weekends off, and measure effort rather than outcomes.',
      ),
      h('I was going to chase the Deloitte recruiter on Friday but bottled it.'),
      h(
        'Salary expectations — need to decide on a number before the Brightwell call. Glassdoor says 55–62k.',
        'Salary expectations — need to decide on a number before the Brightwell call.',
      ),
      h(
        'LinkedIn: update headline, turn on "open to work" (recruiters only)',
        'LinkedIn: update headline, turn on "open to work" (recruiters only)',
      ),
      h('Rejection from Monzo. Polite, at least.'),
    ],
  },
];
