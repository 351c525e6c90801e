import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_50: LabelledDay[] = [
  {
    name: 'an engineering manager on a Tuesday of one-to-ones and review season',
    highlights: [
      h(
        "1:1 with Amara\nShe's been carrying most of the incident reviews since Ken left. Feels stretched but doesn't want to drop the mentoring. We agreed she hands the incident review rota to Leo from next sprint. I need to raise her promotion case at calibration on the 14th.",
        'We agreed she hands the incident review rota to Leo from next sprint.',
        'I need to raise her promotion case at calibration on the 14th.',
      ),
      h(
        "Give feedback within the week or don't bother giving it. Heard that at the leadership offsite and it stuck with me.",
      ),
      h(
        'Perf review notes — Leo\nStrong quarter. Shipped the billing retry work two weeks early and wrote it up properly. Growth area is speaking up in design reviews; he tends to wait to be asked. Goal for next half: Leo to present one design doc to the wider platform group. Drafted his review on Sunday, HR have it now.',
        'Goal for next half: Leo to present one design doc to the wider platform group.',
      ),
      h(
        'Ravi: can you approve my leave for 3–7 June? Sorry, forgot to put it in last week\nRavi: no rush, before Friday is fine',
        'Ravi: can you approve my leave for 3–7 June?',
      ),
      h(
        'Standup: the deploy pipeline should be green again by lunch, Priya thinks it was a flaky runner. I reran the integration suite twice myself and it passed both times.',
      ),
      h(
        'Hiring — backend role\nCandidate 2 (Jonah) was the strongest on system design but vague on testing. Panel split 2–2. We still need to decide whether to bring him back for a second technical round. The recruiter sent the other two CVs this morning.',
        'We still need to decide whether to bring him back for a second technical round.',
      ),
      h("I meant to ask Sofia about the on-call pay in our 1:1 but we ran out of time. It'll keep."),
      h(
        'From the book: "Your job is not to be the smartest person in the room; it\'s to make the room smarter." Underlined twice.',
      ),
      h(
        'Team meeting actions\nKai wrote up the Postgres upgrade runbook, finally\nPriya and Leo paired on the build cache, builds down to nine minutes\nNobody has touched the flaky e2e tests since March\nWho is running retro on Friday?',
        'Who is running retro on Friday?',
      ),
      h(
        "Thanks to everyone who covered during the outage on Saturday. Honestly the calmest incident call we've had all year.",
      ),
      h(
        'note to self: book a room for the quarterly skip-levels, they keep getting bumped',
        'note to self: book a room for the quarterly skip-levels, they keep getting bumped',
      ),
    ],
  },
  {
    name: 'a head of nursing on a Wednesday',
    highlights: [
      h(
        'Matron meeting, Wed\nFalls on Ward 7 are up again, three in a fortnight. Sister Okafor to audit the bed-rail checks and report back at the next meeting. We agreed to trial hourly rounding on Ward 7 from Monday.',
        'Sister Okafor to audit the bed-rail checks and report back at the next meeting.',
        'We agreed to trial hourly rounding on Ward 7 from Monday.',
      ),
      h(
        "Appraisal — Grace (band 6)\nExcellent with families, especially in difficult end-of-life conversations. She has asked to go on the ward leadership course. Find out if there's funding left in the education budget for her place.",
        "Find out if there's funding left in the education budget for her place.",
      ),
      h(
        'Walk the wards before you read the reports. One of the old chief nurses used to say that, and she was right.',
      ),
      h(
        'Agency spend is 14% over budget for Q1. Finance want a plan from me by the 28th showing how we bring it down.',
        'Finance want a plan from me by the 28th showing how we bring it down.',
      ),
      h(
        'The new e-rostering system should be live across all medical wards by September. The pilot wards had their training last month.',
      ),
      h(
        'I rang the infection control lead about the norovirus case on Ward 3 and she was happy with how the bay was closed.',
      ),
      h(
        'Staff survey\nMorale is lowest on nights. People feel they never see a senior nurse after 8pm. Need to do at least two night walkarounds this month.',
        'Need to do at least two night walkarounds this month.',
      ),
      h(
        'Recruitment panel Thurs 10am, band 7 ward manager post, room 4B',
        'Recruitment panel Thurs 10am, band 7 ward manager post, room 4B',
      ),
      h(
        "Email from Helen: can you send me the March sickness absence figures before the board pack goes out? She said last month's numbers looked odd.",
        'Email from Helen: can you send me the March sickness absence figures before the board pack goes out?',
      ),
      h(
        'Thank-you card from the Patel family on Ward 9, pinned up in the staff room. Lovely to read after a hard week.',
      ),
      h('The follow-up from the CQC visit was much better than the initial report. No new concerns raised.'),
    ],
  },
  {
    name: 'a retail area manager doing store visits on a Thursday',
    highlights: [
      h(
        "Store visit — Leeds Briggate\nQueue times much better since the extra till went in. Back-of-house is a mess again, cages everywhere. Dan to get the stockroom cleared before Saturday's delivery.",
        "Dan to get the stockroom cleared before Saturday's delivery.",
      ),
      h(
        "Never walk past a standard you're not prepared to accept. From the regional director's training day, good line.",
      ),
      h(
        "Dan 1:1\nHe wants to move into a bigger store within a year. Honest feedback: his rotas are always late and the team notices. We agreed he'll submit rotas three weeks ahead from now on.",
        "We agreed he'll submit rotas three weeks ahead from now on.",
      ),
      h(
        'Shrinkage figures for the area due to head office Monday',
        'Shrinkage figures for the area due to head office Monday',
      ),
      h('Halifax: new tills should arrive Tuesday, the engineer is booked for Wednesday morning.'),
      h(
        'Mystery shopper report for Wakefield came back at 62%. Worst in the area. I need to go through it line by line with Sandra before it goes on the league table.',
        'I need to go through it line by line with Sandra before it goes on the league table.',
      ),
      h('Shopping\nbin bags\nbirthday card for Mum', 'bin bags', 'birthday card for Mum'),
      h("Claire asked how the new starters are getting on. Told her I'd know more after the Friday visits."),
      h(
        'Hiring — assistant manager, Huddersfield\nBoth internal candidates interviewed well. Priti has the better numbers, Joe has the better people skills. Decision needed by end of next week so the offer can go out.',
        'Decision needed by end of next week so the offer can go out.',
      ),
      h("Why do we always get the summer stock in May when it's still raining?"),
      h(
        'Area meeting: each store to send their Christmas temp headcount to me by 30 Sept. Thanks all for a strong half.',
        'Area meeting: each store to send their Christmas temp headcount to me by 30 Sept.',
      ),
    ],
  },
  {
    name: 'a Year 10 head of year on a Monday',
    highlights: [
      h(
        "Year 10 pastoral meeting\nAttendance in 10R has dropped to 89%. Mr Hughes to ring home for the four students under 85% this week. We moved the mock exam revision evening to the 21st so it doesn't clash with parents' evening.",
        'Mr Hughes to ring home for the four students under 85% this week.',
      ),
      h(
        "Kieran — third isolation this half term. Spoke to his mum on Friday; she thinks something is going on at home but wouldn't say what. Refer to the DSL today.",
        'Refer to the DSL today.',
      ),
      h('Praise the effort, not the outcome. Poster in the staff room, been there for years.'),
      h(
        "Ms Adeyemi: can you cover my Year 10 assembly on Thursday? I've got a safeguarding course.",
        'Ms Adeyemi: can you cover my Year 10 assembly on Thursday?',
      ),
      h(
        'Tutor observations\nAll tutors observed apart from 10K and 10M. Most tutor times are calm and purposeful. Book in 10K and 10M before half term.',
        'Book in 10K and 10M before half term.',
      ),
      h('Work experience letters should be with parents by Wednesday, the office posted them this morning.'),
      h(
        'Appraisal — Mr Hughes\nGood relationships with the tutor team, students trust him. Too relaxed on uniform; lets a lot slide. Target for this year: Mr Hughes to lead one assembly per half term.',
        'Target for this year: Mr Hughes to lead one assembly per half term.',
      ),
      h(
        "I told the Year 10 parents at the info evening that the options booklet would be online by Easter. It wasn't.",
      ),
      h('dont forget the lanyards for the trip fri', 'dont forget the lanyards for the trip fri'),
      h(
        'Exam board email: coursework marks must be submitted by 5 May. Late submissions will not be accepted.',
        'Exam board email: coursework marks must be submitted by 5 May.',
      ),
      h('Honestly proud of this year group today. The charity bake sale raised £640.'),
    ],
  },
  {
    name: 'a restaurant general manager on a Sunday',
    highlights: [
      h(
        "Weekly managers' meeting\nCovers up 12% on last month, mostly Friday and Saturday. Labour is over target on weekday lunches. Jess to redo the lunch rota with one fewer on the floor Mon–Wed. We still need to decide whether to open on bank holiday Monday.",
        'Jess to redo the lunch rota with one fewer on the floor Mon–Wed.',
        'We still need to decide whether to open on bank holiday Monday.',
      ),
      h(
        'Tomas one-to-one\nGreat reviews mentioning him by name twice this month. He wants to train as a supervisor. Find him a place on the next supervisor course in Bristol.',
        'Find him a place on the next supervisor course in Bristol.',
      ),
      h('Deep clean of the extraction hood — booked for the 18th, confirmed by phone'),
      h(
        'Hospitality is a people business that happens to sell food. Heard that on a podcast and wrote it on the office whiteboard.',
      ),
      h(
        "Fridge 3 temp logs missing for Thursday and Friday\nSpoke to the closing team, they'd filled them in on paper",
      ),
      h('Supplier: the fish order should be with you before 10 tomorrow, sorry about today.'),
      h(
        "Hiring notes — head chef\nInterviewed Ana and Marcus. Ana's tasting menu was the best thing I've eaten this year. Marcus has more volume experience. Need to call both of Ana's references before Wednesday.",
        "Need to call both of Ana's references before Wednesday.",
      ),
      h(
        "Leo (kitchen): can someone sign for the linen delivery at 8am Monday? I'm not in until 11.",
        'Leo (kitchen): can someone sign for the linen delivery at 8am Monday?',
      ),
      h(
        'Premises licence expires 1 July — apply for renewal at least 6 weeks before',
        'Premises licence expires 1 July — apply for renewal at least 6 weeks before',
      ),
      h(
        'I was going to sort the staff meal budget this week but the card machine died and ate my whole afternoon.',
      ),
      h(
        'Amazing Saturday. 212 covers, no comps, no complaints. Thank the team at Tuesday briefing.',
        'Thank the team at Tuesday briefing.',
      ),
    ],
  },
  {
    name: 'a bank branch manager on a Friday',
    highlights: [
      h(
        'Branch huddle 8:45\nComplaints down to two this week. Mortgage appointments are fully booked to the 20th. Sunita to run the fraud awareness refresher with the counter team on Tuesday.',
        'Sunita to run the fraud awareness refresher with the counter team on Tuesday.',
      ),
      h(
        'Always verify the customer, never the caller ID. Straight from the fraud module, and worth repeating.',
      ),
      h(
        'Mid-year review — Owen\nHits his lending targets but his compliance checks keep getting flagged. Two files returned by QA this quarter. We agreed Owen will shadow Sunita on file checks for a fortnight.',
        'We agreed Owen will shadow Sunita on file checks for a fortnight.',
      ),
      h('The ATM should be back up by Monday, the engineer is waiting on a part.'),
      h(
        "You need to renew your mandatory AML training before the 31st or you'll be locked out of the system.",
        "You need to renew your mandatory AML training before the 31st or you'll be locked out of the system.",
      ),
      h(
        'Regional: please confirm your Saturday staffing for August by close of play Wednesday.',
        'Regional: please confirm your Saturday staffing for August by close of play Wednesday.',
      ),
      h(
        'I phoned Mrs Khan back about the bereavement claim and apologised for the wait. She was very gracious about it.',
      ),
      h(
        'Hiring — customer adviser (part-time)\n3 applicants shortlisted out of 19. Interviews were moved to Tuesday and Wednesday afternoon. Who is sitting on the panel with me?',
        'Who is sitting on the panel with me?',
      ),
      h(
        "Handover note: the safe didn't balance by £20 on Thursday, found later in a paying-in bag. No further action.",
      ),
      h(
        'mortgage team away day — book venue + lunch for 12',
        'mortgage team away day — book venue + lunch for 12',
      ),
      h(
        'What would our customers say if we shut at 3pm on Saturdays? Probably nothing, most of them bank on their phones now.',
      ),
    ],
  },
  {
    name: 'a leisure centre manager on a Tuesday',
    highlights: [
      h(
        'Duty managers meeting\nThree pool closures this month due to fouling, each one costs us a full session. Kerry ordered the new pool cover last week and it should be here by the 20th. We agreed Marcus will add the plant room check to the DM opening checklist.',
        'We agreed Marcus will add the plant room check to the DM opening checklist.',
      ),
      h(
        'Gym membership churn is 6% this quarter, up from 4%. Head office think the new budget gym on Station Road is the reason.',
      ),
      h(
        'Appraisal — Bea (swim school coordinator)\nSwim school waiting list cut from 140 to 35 since she started. Parents rave about her. I put her forward for the regional team award last week; winners are announced on 9 June.',
      ),
      h('Lifeguard rota is sorted until September, thanks to Tom.'),
      h(
        "Don't forget: fire drill Thursday 7am before the early swim",
        "Don't forget: fire drill Thursday 7am before the early swim",
      ),
      h(
        'Customer complaint from Mr Ellis: changing rooms cold again. I checked the boiler log and it was running normally at the time.',
      ),
      h(
        "Interview — receptionist\nConfident, good with the booking system, lives ten minutes away. Can't do weekends though. Ask HR if we can offer a weekday-only contract.",
        'Ask HR if we can offer a weekday-only contract.',
      ),
      h(
        'Bea: can we get the hoist serviced before the disability swim session on the 15th? It was juddering yesterday',
        'Bea: can we get the hoist serviced before the disability swim session on the 15th?',
      ),
      h(
        "Safety is everyone's job. The sign over the pool office door, which someone has drawn a moustache on.",
      ),
      h(
        'Council contract review 3pm Thursday — bring the usage figures',
        'Council contract review 3pm Thursday — bring the usage figures',
      ),
      h('The new spin bikes should be installed over the weekend, so the studio will be shut on Saturday.'),
      h(
        'Things I need to do this week\nsign off the overtime sheets\nring the council re car park lights',
        'sign off the overtime sheets',
        'ring the council re car park lights',
      ),
    ],
  },
  {
    name: 'a distribution centre operations manager on a Monday',
    highlights: [
      h(
        "Ops meeting Mon\nPick rate down 8% on nights since the WMS update. Steve to log a ticket with the WMS vendor and chase it daily until it's fixed. Safety walk: two blocked fire exits in aisle 14, both cleared on the spot.",
        "Steve to log a ticket with the WMS vendor and chase it daily until it's fixed.",
      ),
      h('Lift with your legs, not your back. Manual handling refresher video, again.'),
      h(
        "One-to-one — Kasia (team leader, nights)\nShe wants to do IOSH Managing Safely. Absence on her shift is the lowest on site. I'll sign off her training request this week.",
        "I'll sign off her training request this week.",
      ),
      h(
        'Agency: we can supply 15 extra pickers from 1 Nov but need your confirmation by Friday.',
        'Agency: we can supply 15 extra pickers from 1 Nov but need your confirmation by Friday.',
      ),
      h('The Christmas peak forecast should land from head office next week.'),
      h(
        'Forklift licences for four drivers expire in October. Book their refresher courses before then.',
        'Book their refresher courses before then.',
      ),
      h('I walked the dock with the new shift manager at 6 and showed her the trailer booking screen.'),
      h(
        "Performance review — Ade\nVery reliable, hasn't missed a shift in two years. Goes quiet in team meetings. Agreed: Ade to lead the Monday toolbox talk once a month from December.",
        'Agreed: Ade to lead the Monday toolbox talk once a month from December.',
      ),
      h('Honestly, who designs a loading bay with no shelter from the rain? Freezing out there tonight.'),
      h(
        "Text from Mo: Can you ring me when you're out of the meeting? Trailer 22 is stuck at the gate.",
        "Text from Mo: Can you ring me when you're out of the meeting?",
      ),
      h('Site audit passed with no major non-conformances. The follow-up is booked for March.'),
    ],
  },
];
