import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_43: LabelledDay[] = [
  {
    name: 'a sales development rep at a B2B payroll software company on a Monday',
    highlights: [
      h(
        'Monday plan\nLinkedIn touches, Northwind list\nupdate sequences in Outreach — step 3 copy is stale\nPipeline review 3pm',
        'LinkedIn touches, Northwind list',
        'update sequences in Outreach — step 3 copy is stale',
        'Pipeline review 3pm',
      ),
      h(
        "Cold call goal is not to sell, it's to earn the next conversation. Never pitch in the first thirty seconds. From the Fanatical Prospecting audiobook, ch 9.",
      ),
      h(
        'Dev (AE): can you book the Halden Logistics intro for Wed or Thu? They asked for 30 mins not 45',
        'Dev (AE): can you book the Halden Logistics intro for Wed or Thu?',
      ),
      h(
        'Halden Logistics — spoke to Maria Osei, Head of People. Current payroll is spreadsheets plus an outsourced bureau. Contract with the bureau ends in March. She should have budget sign-off by end of Jan. Send her the bureau migration case study today.',
        'Send her the bureau migration case study today.',
      ),
      h(
        'Left voicemails for Tomas at Brightline and the ops lead at Quarry & Co. I meant to try the Leeds office too but ran out of time. Try Leeds office again Tues morning before 10.',
        'Try Leeds office again Tues morning before 10.',
      ),
      h(
        "1:1 with Hannah\nConnect rate is down to 4%, she thinks it's the new number\nI'm going to A/B test the local-presence dialler numbers this week\nHannah to ask RevOps about the Gong licence\nNext 1:1 moved to Friday",
        "I'm going to A/B test the local-presence dialler numbers this week",
        'Hannah to ask RevOps about the Gong licence',
      ),
      h('Nobody picks up on a Monday morning anyway. Why do we even call before 10?'),
      h(
        'Objection: "we\'re locked in with our bureau until next year". Reply with the exit-cost calculator, not a discount. Note from enablement session, week 2.',
      ),
      h('Booked meetings this month: 7 of 12. Great week for Priya, she booked four from the webinar list!'),
      h(
        'Expenses — submit the train ticket from the Manchester event by the 28th\nReceipt is in my Gmail',
        'Expenses — submit the train ticket from the Manchester event by the 28th',
      ),
      h(
        'Maria Osei replied, she is forwarding it to their FD. The follow-up call is pencilled in for the 14th. Ask Dev whether he wants to join it.',
        'Ask Dev whether he wants to join it.',
      ),
    ],
  },
  {
    name: 'a key account manager at a food packaging supplier on a Tuesday',
    highlights: [
      h(
        "Call notes — Greenleaf Foods QBR\nVolumes up 12% on last quarter\nThey're unhappy with lead times on the 500ml tubs\nWe owe them a revised lead-time plan by Friday\nJonas (supply) to confirm whether the Leicester line can take the overflow",
        'We owe them a revised lead-time plan by Friday',
        'Jonas (supply) to confirm whether the Leicester line can take the overflow',
      ),
      h(
        'Price increase letter went out to all Tier 2 accounts yesterday. Expect pushback from Harcourt, they always push back. Never negotiate price over email, always get them on a call — my old boss at Smurfit.',
      ),
      h(
        'Leah: hey, could you send me the Greenleaf volume forecast when you get a sec? Need it for the S&OP deck',
        'Leah: hey, could you send me the Greenleaf volume forecast when you get a sec?',
      ),
      h(
        'Harcourt renewal\nCurrent contract started April 2022\nthe renewal has to be signed off by their procurement before the 1st of March\nDraft the renewal terms and share with Leah',
        'the renewal has to be signed off by their procurement before the 1st of March',
        'Draft the renewal terms and share with Leah',
      ),
      h(
        'Visited the Corby site with Jonas. Their warehouse manager, Pete, is retiring in June. Lovely guy, will miss him.',
      ),
      h(
        "don't forget — Greenleaf samples need to go out by courier before Thurs",
        "don't forget — Greenleaf samples need to go out by courier before Thurs",
      ),
      h(
        'Article: "5 signs your key account is about to churn". Silence from the exec sponsor is the biggest red flag. Check in with sponsors quarterly even when things are fine.',
      ),
      h(
        'Should I bring Jonas to the Harcourt meeting or keep it commercial only? He knows the tooling side better than anyone.',
        'Should I bring Jonas to the Harcourt meeting or keep it commercial only?',
      ),
      h(
        'Credit note for Greenleaf — the £4,280 one from the damaged pallets — still not raised by finance. Chase Amir in finance tomorrow.',
        'Chase Amir in finance tomorrow.',
      ),
      h(
        'The new tub lids should arrive from the toolmaker on the 9th. Last time the trial run took three days.',
      ),
      h('Thanks Leah for covering the Harcourt call on Monday, really appreciated!'),
    ],
  },
  {
    name: 'a growth marketer at a budgeting app startup on a Wednesday',
    highlights: [
      h(
        'Growth standup\nCAC on Meta up 22% week on week\nTikTok test paused after the creative got flagged\nMo to resubmit the TikTok creative with the new disclaimer\nWe need to decide if we kill the referral bonus before the Q3 budget',
        'Mo to resubmit the TikTok creative with the new disclaimer',
        'We need to decide if we kill the referral bonus before the Q3 budget',
      ),
      h(
        'From Reforge: Retention is the foundation; acquisition without it is a leaky bucket. Fix activation before you pour money into paid. Measure cohorts, not averages.',
      ),
      h(
        'App Store review came back — rejected again because of the subscription wording. Rewrite the paywall copy so the trial length is in the first line.',
        'Rewrite the paywall copy so the trial length is in the first line.',
      ),
      h(
        "Slack from Ines: Are you able to pull the week 3 retention numbers for Thursday's board pack? No rush before lunch.",
        "Slack from Ines: Are you able to pull the week 3 retention numbers for Thursday's board pack?",
      ),
      h(
        'I was going to set up the lifecycle emails in Braze this week but the migration slipped. Honestly relieved.',
      ),
      h(
        'utm links for the newsletter swap w/ Moneybox — set up by Fri',
        'utm links for the newsletter swap w/ Moneybox — set up by Fri',
      ),
      h(
        'The Braze migration should be finished by the 20th according to Ollie. Then Mailchimp gets switched off automatically.',
      ),
      h(
        "Wed list\nBrief the freelance designer on the summer campaign\nSign off Ines's landing page variant",
        'Brief the freelance designer on the summer campaign',
        "Sign off Ines's landing page variant",
      ),
      h(
        'Competitor Plum just launched a savings challenge feature. Their press release says 40k signups in a week, which I doubt.',
      ),
      h(
        "Who owns the affiliate payouts now that Sara's left? Nobody has paid the Q2 partners yet.",
        "Who owns the affiliate payouts now that Sara's left?",
      ),
      h(
        'Ran the holdout analysis on push notifications. Users who got none retained slightly better at day 30, which is awkward.',
      ),
    ],
  },
  {
    name: 'an agency producer prepping a trainer-brand video shoot on a Thursday',
    highlights: [
      h(
        'Shoot prep — Stride trainers spot\nCall sheet v3 to go out to crew tonight\nLocation: the old tram depot, Digbeth\nRecce done Tuesday, power is fine',
        'Call sheet v3 to go out to crew tonight',
      ),
      h(
        'Client (Maya @ Stride): Can we see the revised storyboard before the weekend? The last round of notes was mostly about the colour of the laces.',
        'Client (Maya @ Stride): Can we see the revised storyboard before the weekend?',
      ),
      h(
        'Never let the client talk to the talent directly on set. Everything goes through the director. — my first EP, still true.',
      ),
      h(
        "Budget is tracking £3.2k over because of the extra crane day. Ask the production accountant to reforecast before Monday's status call.",
        "Ask the production accountant to reforecast before Monday's status call.",
      ),
      h('Booked the crane, the catering and the minibus. Insurance certificate came through this morning.'),
      h(
        'Talent release forms still outstanding for two extras. Tom to get them signed on the day, before first shot.',
        'Tom to get them signed on the day, before first shot.',
      ),
      h('Rain forecast for Saturday. The depot roof should hold, Kev said it did for the last shoot.'),
      h(
        'wrap party?? someone needs to pick a venue by next week',
        'wrap party?? someone needs to pick a venue by next week',
      ),
      h(
        'Edit schedule: offline edit 3 days, grade 1 day, online and mix 2 days. First cut due to client on the 18th.',
        'First cut due to client on the 18th.',
      ),
      h('Loved the way the DoP lit the tunnel scene on the Nova job. Warm sodium light, lots of haze.'),
      h(
        "Freelancer invoices from the last job: Priyanka paid, Dom paid, Sasha still waiting. Get Sasha's invoice paid on Friday, she has chased twice.",
        "Get Sasha's invoice paid on Friday, she has chased twice.",
      ),
    ],
  },
  {
    name: 'a pre-sales solutions engineer at a cybersecurity vendor during a bank deal',
    highlights: [
      h(
        'Demo prep — Fenwick Bank\nThey care about SSO and audit logs, not the dashboards\nSpin up a clean tenant with their logo by Thursday 9am\nRehearse the SIEM integration flow with Carla',
        'Spin up a clean tenant with their logo by Thursday 9am',
        'Rehearse the SIEM integration flow with Carla',
      ),
      h(
        'Security questionnaire from Fenwick is 312 questions. The RFP response has to be submitted by noon on the 22nd.',
        'The RFP response has to be submitted by noon on the 22nd.',
      ),
      h(
        "Show, don't tell. Demo the one workflow that solves their pain and stop. Every extra feature is a new objection. Great Demo! by Peter Cohan, chapter 4.",
      ),
      h(
        'Slack — Ravi (AE): quick one, can you join the Fenwick call at 2 tomorrow? Their CISO is dialling in.',
        'Slack — Ravi (AE): quick one, can you join the Fenwick call at 2 tomorrow?',
      ),
      h(
        'Fixed the broken Okta connector in the demo env last night. Took three hours, turns out the cert had expired.',
      ),
      h(
        'POC success criteria still not agreed with Fenwick. We must get them signed before we start the POC, otherwise it drags for months.',
        'We must get them signed before we start the POC, otherwise it drags for months.',
      ),
      h('Engineering says the on-prem agent should support RHEL 9 in the next release. No date yet.'),
      h(
        'Remember to log the demo hours in Salesforce against the opportunity',
        'Remember to log the demo hours in Salesforce against the opportunity',
      ),
      h('Are we seriously still demoing on the 2022 UI? Embarrassing.'),
      h(
        "Fenwick asked why we log to a US region. Send Carla's data residency one-pager to Ravi tonight.",
        "Send Carla's data residency one-pager to Ravi tonight.",
      ),
    ],
  },
  {
    name: 'a chief of staff at a seed-stage climate startup in board week',
    highlights: [
      h('Board meeting Thurs 10am, Shoreditch office', 'Board meeting Thurs 10am, Shoreditch office'),
      h(
        'Investor update — October\nRevenue £41k MRR, up 9%\nHired two engineers\nRunway 19 months at current burn',
      ),
      h(
        "Amara: can you chase the lawyers on the option pool docs? They've gone quiet since the 2nd.",
        'Amara: can you chase the lawyers on the option pool docs?',
      ),
      h(
        'Hire fast, fire fast. Culture is what you tolerate. Both from the Sequoia talk I watched on Saturday.',
      ),
      h(
        'Offsite venue\nThe barn in Suffolk is £2.4k for two nights\nThe Kent one has better wifi but no rooms\nNeed to pick one and pay the deposit by the 15th',
        'Need to pick one and pay the deposit by the 15th',
      ),
      h(
        "Sent the cap table to Northzone's associate. He said he should have feedback from the partners by Friday.",
      ),
      h(
        'Laptop for new starter Jun arrives Weds — set it up before her first day Mon',
        'Laptop for new starter Jun arrives Weds — set it up before her first day Mon',
      ),
      h("Amara thinks we should raise the bridge from existing investors. I'm not convinced."),
      h(
        'The follow-up from last board was all about churn. Most of those questions are answered in the new deck.',
      ),
      h('Expense policy: anything over £500 needs pre-approval from Amara.'),
      h(
        'Friday: renew the Notion plan before it lapses, otherwise we lose the history',
        'Friday: renew the Notion plan before it lapses, otherwise we lose the history',
      ),
    ],
  },
  {
    name: 'a PR account executive at a tech PR agency on launch week',
    highlights: [
      h(
        'Loomwise Series A release is embargoed until Wed 7am. Sell-in calls to the tier 1 list today and tomorrow.',
        'Sell-in calls to the tier 1 list today and tomorrow.',
      ),
      h(
        'Journalists hate being chased more than once. Never send an attachment in a pitch email. Pitch the story, not the product.',
      ),
      h(
        'Coverage so far: TechCrunch confirmed, Sifted maybe, The Times said no. Ella to send Sifted the founder interview slots by 3pm.',
        'Ella to send Sifted the founder interview slots by 3pm.',
      ),
      h(
        "Client call notes\nThey want the CEO on a podcast before Christmas\nBudget for the award entries was cut\nWe'll send a podcast shortlist by next Tuesday",
        "We'll send a podcast shortlist by next Tuesday",
      ),
      h(
        "Did a media training session with their CTO, he rambles but he's quotable. Great line about fax machines in hospitals.",
      ),
      h(
        "Could you proof the Loomwise Q&A doc before it goes to the client? Sorry it's long! — Josh",
        'Could you proof the Loomwise Q&A doc before it goes to the client?',
      ),
      h(
        'Monthly coverage report due to client on the 1st',
        'Monthly coverage report due to client on the 1st',
      ),
      h('Why does every fintech launch on a Tuesday? Slow news days are a myth anyway.'),
      h('I should have pushed back on that headline. Lesson learned.'),
      h(
        'Award entries: the Drum deadline should be late Jan, check with Ella',
        'Award entries: the Drum deadline should be late Jan, check with Ella',
      ),
      h('Thanks so much for the intro to Nadia at Wired, I owe you one!'),
    ],
  },
  {
    name: 'an on-trade field sales rep for a craft spirits distributor on a Friday',
    highlights: [
      h('Drove 140 miles yesterday, Harrogate to Ripon and back via Knaresborough.'),
      h(
        "The Crown at Ripon wants to list the rhubarb gin if we can do a free case for their launch night. Get Gav's OK on the free case before I reply.",
        "Get Gav's OK on the free case before I reply.",
      ),
      h(
        'Depletions are down 8% in North Yorks. Summer should be stronger, it always is once the tourists arrive.',
      ),
      h(
        'Never leave a bar without a photo of the back bar. You learn more from the shelf than from the manager. Ferg, sales conference 2019.',
      ),
      h(
        'Gav: Can you get your October forecast into the sheet by Monday? Finance are chasing everyone.',
        'Gav: Can you get your October forecast into the sheet by Monday?',
      ),
      h('Tasting at the Swan moved to 6.30pm Thurs', 'Tasting at the Swan moved to 6.30pm Thurs'),
      h('Lost the Bay Horse to a Diageo deal, they got free fridges. Gutted.'),
      h('Mileage claim for Sept still not done!! Do it tonight', 'Do it tonight'),
      h('Tried the new pink gin at the Swan, honestly too sweet. Customers seem to love it though.'),
      h("The POS kit for the Christmas promo should land at the depot on the 3rd. Then it's all hands."),
    ],
  },
];
