import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_106: LabelledDay[] = [
  {
    name: 'Mo, 19, a first-year sports science student at Loughborough who plays for the uni basketball team, on a Tuesday',
    highlights: [
      h(
        'Biomech lec 4 — levers\nFirst class lever: the fulcrum sits between the effort and the load.\nMost joints in the body work as third class levers.\nLab report due Fri 5pm on Learn, 1500 words max.\nThe lecturer said the slides should be up on Learn by tonight.',
        'Lab report due Fri 5pm on Learn, 1500 words max.',
      ),
      h(
        '[14/01/2025, 18:02] Coach Tayo: Good session tonight lads, the press break is finally clicking.\n[14/01/2025, 18:03] Coach Tayo: Mo can you bring the ball bag back on Thursday, you took it home after Saturday\n[14/01/2025, 18:05] Kwesi: lol he always forgets\n[14/01/2025, 18:07] Coach Tayo: Everyone needs to pay the £45 BUCS fee to Jess by Sunday.\n[14/01/2025, 18:09] Jess: paid mine already 🙌',
        'Coach Tayo: Mo can you bring the ball bag back on Thursday, you took it home after Saturday',
        'Coach Tayo: Everyone needs to pay the £45 BUCS fee to Jess by Sunday.',
      ),
      h(
        'Sport psych reading, ch 2: "Control the controllables." Focus on the process, not the scoreboard. Elite players treat sleep as part of training.',
      ),
      h(
        'tues\nbins out tonight (blue one)\nemail tutor re anatomy quiz extension\ngym induction was actually decent\ntopped up my meal card finally',
        'bins out tonight (blue one)',
        'email tutor re anatomy quiz extension',
      ),
      h(
        "Flat 3B 🏠\nEllie: whoever hoovered the hallway, thank you\nMo: wasn't me who left the pan btw\nRaj: landlord inspection went fine, he didn't even open the oven",
      ),
      h(
        'Ch 3 Energy systems\nThe phosphocreatine system lasts roughly 10 seconds of maximal effort.\nLactate is not what makes your legs sore two days later.\nRemember: athletes should never train through sharp pain.',
      ),
      h(
        'Student Finance England: Your next maintenance loan payment should reach your account on 27 January. No action is needed.',
      ),
      h(
        'Rolled my ankle at the Nottingham game. Why is it always the left one?\nPhysio appt Weds 11.20 at the uni clinic\nThe referral letter is in my blue folder.',
        'Physio appt Weds 11.20 at the uni clinic',
      ),
      h(
        "Saved from @hoopsmindset: Don't count the days, make the days count. Be the first in the gym and the last one to leave.",
      ),
      h(
        'Mum: Hoodie went first class so it should be with you tomorrow.\nMum: You still need to register with a GP up there before the physio can refer you on.\nMum: Proud of you x',
        'Mum: You still need to register with a GP up there before the physio can refer you on.',
      ),
    ],
  },
  {
    name: 'Lucía, 21, an Erasmus chemical engineering student from Valencia spending a year at Leeds (writes in English), on a Wednesday',
    highlights: [
      h(
        'Process Control — week 3\nA PID controller combines proportional, integral and derivative action.\nToo much integral gain causes overshoot and oscillation.\nAsk Dr Patel if Erasmus students can do coursework instead of the January exam.',
        'Ask Dr Patel if Erasmus students can do coursework instead of the January exam.',
      ),
      h(
        '12/02/2025, 10:14 - Giulia: Who is booking the coach to Edinburgh for Saturday?\n12/02/2025, 10:15 - Lucía: I can do it tonight after the lab\n12/02/2025, 10:20 - Mathis: the hostel confirmation came through, 4 beds\n12/02/2025, 10:22 - Giulia: Amazing, I already sent you my half Mathis',
        'Giulia: Who is booking the coach to Edinburgh for Saturday?',
        'Lucía: I can do it tonight after the lab',
      ),
      h(
        'miércoles\ncall abuela on sunday (her bday!!)\nfarmacia: ibuprofeno + plasters\nfound a good café near Roger Stevens\nLearning agreement changes have to be signed by the Leeds coordinator before 28 Feb.',
        'call abuela on sunday (her bday!!)',
        'farmacia: ibuprofeno + plasters',
        'Learning agreement changes have to be signed by the Leeds coordinator before 28 Feb.',
      ),
      h(
        'Lab report handbook, p4: Write the abstract last. Never quote more significant figures than your instrument can justify.',
      ),
      h(
        'Dear resident, the fire alarm test will take place on Thursday at 10am. You do not need to leave the building during the test. The annual room inspections have been postponed until after Easter.',
      ),
      h(
        'Tom: the HPLC was broken again so we lost an hour\nAisha: classic\nTom: Dr Patel says the replacement column should arrive next week',
      ),
      h('Revolut: You spent £38.50 at Tesco Express. £0.50 was rounded up into your Savings vault.'),
      h(
        'Prof Evans today: "An engineer who cannot estimate is just a calculator with opinions."\nAlways sanity-check your units before you trust a number.',
      ),
      h(
        'Tandem with Oliver went well, his Spanish is better than my English haha. I meant to bring him the crossword I promised and forgot again.',
      ),
      h(
        'GP registration done ✅\nNHS number came in the post today.\nThe nurse said my vaccine record should show on the app within a week.',
      ),
    ],
  },
  {
    name: 'Josh, 23, a trainee train driver at a depot in York, six months into his first job, on a Thursday',
    highlights: [
      h(
        "Rule Book module TW1 — signals\nA red aspect means stop, no exceptions.\nNever pass a signal at danger without the signaller's authority.\nRevise TW1 and TW5 before Monday's assessment.",
        "Revise TW1 and TW5 before Monday's assessment.",
      ),
      h(
        "[16/01/2025, 05:42] Gaz (instructor): Josh you're with me on the 06:58 to Scarborough, crew room at 06:30\n[16/01/2025, 05:44] Josh: on my way\n[16/01/2025, 05:50] Gaz (instructor): Good work on the brake test yesterday",
        "Gaz (instructor): Josh you're with me on the 06:58 to Scarborough, crew room at 06:30",
      ),
      h(
        'thurs\novertime from 2 Jan missing off payslip\nring payroll before fri cutoff\nlunch w/ Dani was nice',
        'ring payroll before fri cutoff',
      ),
      h(
        '"A good driver is a bored driver." Gaz says this about twelve times a shift.\nExpect the unexpected at level crossings.',
      ),
      h(
        'Hi Josh, thanks for completing the staff survey last week. Your occupational health medical clashes with your assessment, so we will be in touch with a new date. Nothing is needed from you for now.',
      ),
      h(
        "Dani: I picked up your parcel from the post office btw\nDani: Also it's your mum's birthday Saturday, don't forget a card this time",
        "Dani: Also it's your mum's birthday Saturday, don't forget a card this time",
      ),
      h(
        'Network Rail says the line between York and Leeds should reopen on Sunday after the landslip. Engineers worked through the night to stabilise the embankment.',
      ),
      h(
        'Route learning\n- [x] York station throat\n- Harrogate line viaduct limits\n- [ ] sign off Scarborough with Gaz',
        'Harrogate line viaduct limits',
        'sign off Scarborough with Gaz',
      ),
      h('Sorted the car insurance, went with Admiral in the end, £890.'),
      h(
        'Gaz says the best trainees ask questions early. I asked him about the defective equipment procedure today and he went through it twice.',
      ),
    ],
  },
  {
    name: 'Hana, 22, a final-year PPE student at Warwick who runs the debating society, on a Monday',
    highlights: [
      h(
        'Supervision w/ Dr Okafor\nChapter 2 is too descriptive and needs more argument.\nCut the lit review down to 3,000 words.\nSend her the revised outline by next Monday.\nWe spent ages on whether Rawls even applies to non-ideal cases.',
        'Cut the lit review down to 3,000 words.',
        'Send her the revised outline by next Monday.',
      ),
      h(
        "Hana: Who's judging at the Durham IV on Saturday? We still need two judges.\nFinn: can't, I'm home this weekend\nPriya: I judged the last two, someone else's turn tbh",
        "Hana: Who's judging at the Durham IV on Saturday?",
        'We still need two judges.',
      ),
      h(
        'Mill, On Liberty ch 1\nThe harm principle limits state power to preventing harm to others.\nCritics say the word harm is doing all the work.\nI wonder whether offence ever counts as harm?',
      ),
      h(
        'mon\ndid laundry, whites actually white\nsoc budget spreadsheet → SU by wed\nstill nothing back from the grad scheme\nnew trainers would be nice lol',
        'soc budget spreadsheet → SU by wed',
      ),
      h(
        "From a debate coaching blog: Never rebut a point you can't summarise fairly. Steelman first, then attack.",
      ),
      h(
        'Thank you for applying to the Civil Service Fast Stream. Your online tests should be available in your account from 3 March. There is nothing you need to do at this stage.',
      ),
      h(
        'Zoe: bins were overflowing again this morning\nHana: I did them last week tbf\nZoe: Callum pls do the bins before 7am tmrw',
        'Zoe: Callum pls do the bins before 7am tmrw',
      ),
      h(
        'Marcus and I presented on deliberative democracy in week 3 and it actually went well. The slides are on Moodle if anyone wants them.',
      ),
      h(
        "Dad: Train tickets for Easter are booked, I've emailed them to you.\nDad: Call your grandmother this week, she keeps asking about you.",
        'Dad: Call your grandmother this week, she keeps asking about you.',
      ),
      h('Lecturer today: "If everyone in the room agrees with you, you haven\'t said anything interesting."'),
    ],
  },
  {
    name: 'Ruby, 23, an assistant at a literary agency in Bloomsbury in her first job, on a Friday',
    highlights: [
      h(
        "Friday catch-up with Harriet\nShe loved my reader report on the thriller submission.\nRuby to send the January slush rejections by end of day.\nShe said the submissions tracker looks much tidier now.\nAction: Ruby — book a room for Tuesday's author lunch.",
        'Ruby to send the January slush rejections by end of day.',
        "Action: Ruby — book a room for Tuesday's author lunch.",
      ),
      h(
        "Tom (contracts): could you forward me the signed Faber contract when it comes back? no rush\nTom (contracts): The royalty statement for Mei came in, it's on the shared drive.",
        'Tom (contracts): could you forward me the signed Faber contract when it comes back? no rush',
      ),
      h(
        '"Kill your darlings." Every first chapter can lose its first page. Write the query letter before you finish the novel.',
      ),
      h(
        'fri\nrent to Jade by the 1st (£710)\noat milk, bin bags, lemons\nnorthern line was a nightmare again\nthe green dress was a good call',
        'rent to Jade by the 1st (£710)',
        'oat milk, bin bags, lemons',
      ),
      h(
        "> Could you let me know if Jess is free to speak at the festival on 14 June?\nI'll check with Jess and come back to you on Monday.\nThanks so much for thinking of her.",
        'Could you let me know if Jess is free to speak at the festival on 14 June?',
        "I'll check with Jess and come back to you on Monday.",
      ),
      h(
        'The Bookseller: Waterstones expects sales to rise again this year, and the prize shortlist should be announced in April.',
      ),
      h(
        '[21/02/2025, 19:12] Chloe: pub was so good last night\n[21/02/2025, 19:14] Ruby: my head is still pounding\n[21/02/2025, 19:15] Chloe: brunch on sunday was unreal too',
      ),
      h('Reading the Mei manuscript: the middle sags around chapter 12. Her dialogue is brilliant though.'),
      h('Payslip: pension opt-in should be processed next month. Student loan deduction £34.'),
      h('Did the copyediting basics course on Zoom today, mostly about house style.'),
    ],
  },
  {
    name: 'Isha, 21, a third-year astrophysics student at Durham who volunteers at the university observatory, on a Sunday',
    highlights: [
      h(
        'Obs log, Sat night\nSeeing was poor after midnight, cloud rolling in from the west.\nGot 40 frames of M42 before it clouded over.\nThe CCD cooler needs looking at before the next session, tell Dr Reid.',
        'The CCD cooler needs looking at before the next session, tell Dr Reid.',
      ),
      h(
        "02/03/2025, 11:03 - Ben: the error analysis is gonna be grim\n02/03/2025, 11:10 - Isha: I'll take error analysis if you do the plots\n02/03/2025, 11:11 - Ben: deal\n02/03/2025, 11:15 - Ben: report due 12 noon Thursday btw",
        "Isha: I'll take error analysis if you do the plots",
        'Ben: report due 12 noon Thursday btw',
      ),
      h('Carl Sagan: "Somewhere, something incredible is waiting to be known."'),
      h(
        "sun\nmeal prep for the week\nhannah's birthday drinks were fun\ncollege wifi is dead again\nfinished problem sheet 5 🎉",
        'meal prep for the week',
      ),
      h(
        'Stellar Structure L14\nHydrostatic equilibrium: the pressure gradient balances gravity.\nThe Eddington limit sets a maximum luminosity for a given mass.\nThe Lane-Emden derivation comes up on the exam every year.',
      ),
      h(
        'Hi volunteers, the public open night is Friday 7 March, 7-10pm. Could you reply by Wednesday to say whether you can help? As ever, tea and biscuits will be provided.',
        'Could you reply by Wednesday to say whether you can help?',
      ),
      h("Mum: Dad booked your train home for Easter, it's in your email."),
      h(
        'From a PhD applications guide: Apply to at least five programmes. Always ask your referees at least a month before the deadline.',
      ),
      h(
        'PhD interview at Edinburgh — Tues 11 March, 2pm on Teams\nPrep a 10-minute talk on my MPhys project',
        'PhD interview at Edinburgh — Tues 11 March, 2pm on Teams',
        'Prep a 10-minute talk on my MPhys project',
      ),
      h("Saw Jupiter's moons through the 14-inch tonight. I should have brought gloves."),
    ],
  },
  {
    name: 'Nathan, 20, a student police constable on a degree apprenticeship in Nottinghamshire, on a Saturday',
    highlights: [
      h(
        'PCDA Year 1 — law module\nPACE Code C covers detention and questioning.\nA caution must be given before you question a suspect about an offence.\nReflective log for week 12 due Monday 9am.',
        'Reflective log for week 12 due Monday 9am.',
      ),
      h(
        "[22/03/2025, 14:31] PC Hughes: You're on lates with me tomorrow, 3pm briefing\n[22/03/2025, 14:33] Nathan: Nice one\n[22/03/2025, 14:35] PC Hughes: Get your PNB signed off by the sergeant before then",
        "PC Hughes: You're on lates with me tomorrow, 3pm briefing",
        'PC Hughes: Get your PNB signed off by the sergeant before then',
      ),
      h(
        "sat\nboots look decent after last night's polish\nTODO send mum the £50 for the car\nwatched Line of Duty again lol",
        'TODO send mum the £50 for the car',
      ),
      h(
        'Training day quote: "Treat every contact as if it will be on the front page of the paper." Always assume your body-worn camera is recording.',
      ),
      h(
        "Kyle: 5s was class last week\nKyle: Nathan are you in on Tuesday or not\nNathan: should be off by then\nKyle: Sound. I'll book the pitch for 7",
        'Kyle: Nathan are you in on Tuesday or not',
        "I'll book the pitch for 7",
      ),
      h('Nottinghamshire Police say the new custody suite should open in the summer.'),
      h(
        'Dear Nathan, the results of your practical skills assessment are now on the portal. Please confirm you have read your feedback by Friday. A follow-up session will be offered to anyone who needs one.',
        'Please confirm you have read your feedback by Friday.',
      ),
      h(
        'First shout on my own today, a shoplifter at the Co-op. I froze for a second but got the details right. Proud of that honestly.',
      ),
      h("The response driving course isn't until I'm confirmed in post, so nothing to sort yet."),
      h(
        'Sergeant Ali at briefing: the best officers write their notes up straight away. Memory fades faster than you think.',
      ),
    ],
  },
  {
    name: 'Dylan, 22, a junior lighting technician on his first cruise ship contract, on a Wednesday',
    highlights: [
      h(
        'Theatre handover, Weds\nMoving head 14 on the truss is flickering again.\nDylan to re-patch the follow spot channels before the 7pm show.\nMarta refilled the fog machine this morning.',
        'Dylan to re-patch the follow spot channels before the 7pm show.',
      ),
      h(
        "[05/03/2025, 16:20] Marta: can someone cover my muster drill slot at 17:00?\n[05/03/2025, 16:22] Dylan: I can\n[05/03/2025, 16:25] Marta: you're a star, I owe you a drink in the crew bar",
        'Marta: can someone cover my muster drill slot at 17:00?',
        'Dylan: I can',
      ),
      h('wed\nbought another wifi package\nsent mum the Santorini photos\nsunburnt on the open deck lol'),
      h('STCW refresher: "If in doubt, don\'t." Never work at height without a second person on deck.'),
      h(
        'Hi Dylan, your contract extension has been approved. Your sign-off date should now be 18 May. Please return the signed copy to the crew office by Friday.',
        'Please return the signed copy to the crew office by Friday.',
      ),
      h(
        "Light design notes\nWarm light reads as intimate, cool light reads as distance.\nAlways focus the lights from the audience's seat, not from the stage.",
      ),
      h(
        "Mum: Nan loved the postcard from Mykonos.\nMum: Please ring her on Saturday when you're in Barcelona, she's been worrying x",
        "Mum: Please ring her on Saturday when you're in Barcelona, she's been worrying x",
      ),
      h(
        'Notes from the LD: cue 47 is late, tighten it up. Rehearsal 13:00 tmrw in the main theatre, all techs.',
        'Notes from the LD: cue 47 is late, tighten it up.',
        'Rehearsal 13:00 tmrw in the main theatre, all techs.',
      ),
      h('Payday, £1,650 in. Sent £200 home like every month.'),
      h('Passed the fire team drill today. The captain reckons the next inspection should be quieter.'),
    ],
  },
];
