import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_62: LabelledDay[] = [
  {
    name: 'a prison officer on a Tuesday late shift (wing WhatsApp, security e-mails, notes to self)',
    highlights: [
      h(
        'Handover from earlies, B wing. Roll correct at 13:45. Cell 2-14 had a visit from healthcare this morning and seemed settled afterwards. He asked for the chaplain, who came up at 3.',
      ),
      h(
        "Dean: Kelly's swapped her Thursday nights with me, all sorted\nMo: nice one\nKelly: cheers Dean\nDean: Can someone still cover Kelly's Sunday early?",
        "Dean: Can someone still cover Kelly's Sunday early?",
      ),
      h(
        'From the de-escalation refresher: "Always give the prisoner a way to back down without losing face." Never stand in a doorway with your back to the landing. Good course, better than last year\'s.',
      ),
      h(
        'tues\nACCT review for 3-07 at 4pm\nGov Reid signed my detached duty form\nlocker padlock broke again',
        'ACCT review for 3-07 at 4pm',
      ),
      h(
        'Subject: Mandatory training\nAll staff must complete the updated conflict resolution e-learning module by 30 November. Completion rates across the establishment are currently at 62%. The security team would like to thank everyone who has already done it.',
        'All staff must complete the updated conflict resolution e-learning module by 30 November.',
      ),
      h(
        "Had a long chat with 4-22 about his parole hearing. I told him I'd look into whether his course certificate had been uploaded. It had, so that's one less thing.",
      ),
      h(
        "The new body-worn cameras should arrive on the wing next week. Apparently they're lighter than the old ones.",
      ),
      h(
        'OMU want my wing observations for 1-03 by Friday, so I need to write those up tomorrow. Also the kettle in the office is dead.',
        'OMU want my wing observations for 1-03 by Friday, so I need to write those up tomorrow.',
      ),
      h(
        'Reading Inside Time on my break. A letter from a lifer: "Treat every man as the person he could become, not the one he was." Hard to argue with that.',
      ),
      h("Dentist Weds 9.10am\nThe rain hasn't stopped all week", 'Dentist Weds 9.10am'),
      h(
        'Debrief after the incident on C wing: everyone did what they were trained to do. The follow-up with the family liaison officer was handled by the duty governor. Could you let me have your statement by end of shift tomorrow, please?\nSO Patel',
        'Could you let me have your statement by end of shift tomorrow, please?',
      ),
    ],
  },
  {
    name: 'a Citizens Advice debt adviser on a Wednesday',
    highlights: [
      h(
        'Hi, your appointment with client ref 55821 has been cancelled by the client. Please ring them to rebook when you get a chance. Bookings team',
        'Please ring them to rebook when you get a chance.',
      ),
      h(
        'From the debt advice manual: "Never advise a client to prioritise a credit card over council tax." Priority debts first, always. That one stuck with me from induction.',
      ),
      h(
        "wed\ndro app for Mr Okafor sent!\nchase DWP re Mrs Bell's PIP\nprinter out of toner AGAIN\nso tired today",
        "chase DWP re Mrs Bell's PIP",
      ),
      h(
        "Ana: Has anyone got the new energy grant form?\nLeon: it's on the shared drive under Forms > Energy\nAna: found it, thanks\nLeon: Who's doing the outreach session at the library on Friday?\nMe: I can't, I'm in court with a client",
        "Leon: Who's doing the outreach session at the library on Friday?",
      ),
      h(
        "Mr Haddad rang in a panic about a bailiff letter. I explained that enforcement agents can't force entry for council tax debt. He should get a reply from the council within 10 working days.",
      ),
      h(
        'Subject: Case audits\nHi all, audits for Q3 are this month. Each adviser needs to pick five closed cases from the last quarter, anonymise them and send the references to Julie by the 18th so she can share them out for peer review. Thanks for all your hard work this quarter.',
        'Each adviser needs to pick five closed cases from the last quarter, anonymise them and send the references to Julie by the 18th so she can share them out for peer review.',
      ),
      h(
        'Saved from a money blog: "Pay yourself first: move savings out on payday before you spend anything." Make a budget and stick to it. Easier said than done on Universal Credit.',
      ),
      h(
        'I was going to call the water company for Mrs Bell last week but ran out of time. Must ring them first thing tomorrow, before the 10am team meeting.',
        'Must ring them first thing tomorrow, before the 10am team meeting.',
      ),
      h('The foodbank voucher system goes digital from next month. No more paper vouchers in the drawer.'),
      h(
        "Council tax reduction form for Mr Okafor has to be in by the 3rd. He's already got the letter from his landlord.",
        'Council tax reduction form for Mr Okafor has to be in by the 3rd.',
      ),
      h("Lovely thank-you card from Mrs Bell today. It's on the noticeboard by the kettle."),
    ],
  },
  {
    name: 'a registrar of births, deaths and marriages on a Thursday',
    highlights: [
      h(
        'Two ceremonies today, both couples very relaxed at their notice appointments. Holmwood Hall are usually well organised. Remember to take the spare marriage register to Holmwood.',
        'Remember to take the spare marriage register to Holmwood.',
      ),
      h(
        'Death registration at 9:30 was a young man, and his mother was very composed until the end. I gave her the Tell Us Once reference and the green form. It never gets easier.',
      ),
      h(
        'Sue: Can anyone do the 3pm citizenship ceremony on the 14th?\nTom: The printer in the back office is jammed again\nSue: Tom, could you log it with IT before you go?\nTom: 👍',
        'Sue: Can anyone do the 3pm citizenship ceremony on the 14th?',
        'Sue: Tom, could you log it with IT before you go?',
      ),
      h(
        'Reading chosen by the Lin/Morgan couple: "Love one another, but make not a bond of love." Let there be spaces in your togetherness. Not a dry eye in the room.',
      ),
      h(
        'Notice of marriage appointments are now bookable online, which should cut the phone queue in half. Good news for Sandra on reception.',
      ),
      h(
        'to do\nDBS renewed, expires 2027\nring Holmwood re guest parking\ncertificate paper arrived, finally',
        'ring Holmwood re guest parking',
      ),
      h(
        'Hi, following the audit the superintendent has updated the guidance on correcting entries (section 4). The audit itself went well overall. Please confirm you have read it by replying to this e-mail by Monday.',
        'Please confirm you have read it by replying to this e-mail by Monday.',
      ),
      h(
        'I meant to update the fee poster in the waiting room weeks ago. It still says £35 for a certificate copy.',
      ),
      h(
        'Couple at 11 asked whether they could have their dog as a witness. Sadly not, witnesses must be over 18 and able to understand the ceremony. Lovely ceremony all the same.',
      ),
      h(
        "Bank holiday rota for December has to be agreed by the 1st. I did Christmas Eve last year, so I'm hoping for a break.",
        'Bank holiday rota for December has to be agreed by the 1st.',
      ),
      h('Saw the new Ken Loach film last night. Honestly a bit bleak for a Wednesday.'),
    ],
  },
  {
    name: 'a medical secretary in a hospital cardiology department on a Monday',
    highlights: [
      h(
        'Hi Jo, could you book Mrs Pearce in for an echo within the next 4 weeks? Her GP letter is in the notes. Thanks, Dr Ansari',
        'Hi Jo, could you book Mrs Pearce in for an echo within the next 4 weeks?',
      ),
      h(
        'Dictation backlog is down to 23 letters from 40 last week. The new headset has made a huge difference.',
      ),
      h(
        "Bev: Pat's retirement do is Thursday at the Red Lion, 5.30 onwards\nKath: aw, can't believe she's going\nBev: Jo, can you sign the card and pass it on to Kath by Wednesday?\nJo: will do",
        'Bev: Jo, can you sign the card and pass it on to Kath by Wednesday?',
      ),
      h(
        'From an NHS admin newsletter: "Always double-check the NHS number against the date of birth before booking." A good habit that saves a lot of grief. Waiting list figures fell again this quarter.',
      ),
      h(
        'The new clinic templates should be live on the system from Wednesday. Ward 7 are getting new chairs.',
      ),
      h(
        'Mr Douglas rang again about his cardiology follow-up. He has been waiting since June. I need to speak to the booking team about him today.',
        'I need to speak to the booking team about him today.',
      ),
      h(
        "TODO: chase pathology for Mr Douglas's bloods\nTesco\nteabags for the office",
        "TODO: chase pathology for Mr Douglas's bloods",
        'teabags for the office',
      ),
      h(
        "Learned today that you can't re-book a patient on a cancelled list without the consultant's OK. Wish someone had told me in week one.",
      ),
      h(
        'Car MOT — book before the 20th\nGarage on Mill Lane did it last year and were fine',
        'Car MOT — book before the 20th',
      ),
      h(
        'Subject: Annual leave requests\nAll requests for the Christmas period must be submitted via the e-roster by 15 November. Requests received after that date will be considered in order of receipt. Many thanks, Karen',
        'All requests for the Christmas period must be submitted via the e-roster by 15 November.',
      ),
      h(
        'Dr Ansari\'s secretary before me left a note in the drawer: "Never promise a patient a date you can\'t control." Wise woman.',
      ),
    ],
  },
  {
    name: "a key worker at a residential children's home on a Saturday",
    highlights: [
      h(
        'Handover from nights: all four young people in by curfew. J had a good evening and played FIFA with staff until 11. R was unsettled after a phone call with her dad and should sleep in late.',
      ),
      h(
        'Key work session with J today, he wants to talk about his pathway plan. I need to print the plan before 2pm. He mentioned wanting to do a barbering course at college.',
        'I need to print the plan before 2pm.',
      ),
      h(
        "Lou: Can you take R to her contact at the family centre at 3 in the pool car?\nMe: yep no problem\nLou: The fire drill log needs signing by whoever's on tonight\nLou: Thanks both, great shift yesterday",
        'Lou: Can you take R to her contact at the family centre at 3 in the pool car?',
        "Lou: The fire drill log needs signing by whoever's on tonight",
      ),
      h(
        'From the therapeutic crisis intervention course: "Connect before you correct." Stay calm, lower your voice, and give the young person time. It really does work with R.',
      ),
      h(
        "Notes to self\nLAC review for J is Tues 10am — write my report Monday\nReturned R's school shoes (wrong size)\nPetty cash balanced, for once",
        'LAC review for J is Tues 10am — write my report Monday',
      ),
      h("I was meant to ring J's social worker on Thursday but she was on leave. She's back Monday."),
      h(
        'Article saved: "Children in care are four times more likely to have a mental health difficulty than their peers." The government has announced a review of residential care funding.',
      ),
      h(
        "R asked if she can have her friend Ellie for a sleepover next weekend. Need to check with Lou and her social worker whether that's OK.",
        "Need to check with Lou and her social worker whether that's OK.",
      ),
      h(
        'Made pancakes with everyone this morning, first time all four sat down together in weeks. Small wins!',
      ),
      h("Medication audit went fine last month. Stock count for R's inhalers matched the MAR sheet."),
      h(
        'You need to renew your first aid certificate before it runs out in January. The course at the council offices was good last time.',
        'You need to renew your first aid certificate before it runs out in January.',
      ),
    ],
  },
  {
    name: 'a trading standards officer on a Wednesday',
    highlights: [
      h(
        "Subject: Complaint ref TS/4471 — doorstep roofing\nHi, the complainant in Hatfield Road has now provided photos of the work. She says the trader took £3,000 in cash and hasn't been back. Could you arrange a visit to her this week?",
        'Could you arrange a visit to her this week?',
      ),
      h(
        "wed\nvape shop test purchase 4pm\nwrite up Monday's car lot visit\nlunch was a meal deal in the car again",
        'vape shop test purchase 4pm',
        "write up Monday's car lot visit",
      ),
      h(
        'Court result today: the rogue trader from the Bedford case got 18 months. Good outcome for the victims after two years of work. The follow-up on compensation is with legal now.',
      ),
      h(
        "Priya: Who has the keys for the blue pool car?\nMe: in the key safe, code is the usual\nPriya: Got them, ta\nGareth: Does anyone know if the weights and measures van has been serviced?\nGareth: It's booked out for Friday's market inspections",
        'Gareth: Does anyone know if the weights and measures van has been serviced?',
      ),
      h(
        'From our consumer advice leaflet: "If it sounds too good to be true, it probably is." Never pay a trader in full before the work is done. Always get three quotes.',
      ),
      h('The cadet briefing for the test purchase went really well. The parent consent forms are all in.'),
      h(
        'News: the government says new powers to fine online sellers will come in next year. Should make our lives a bit easier.',
      ),
      h(
        'I visited the car lot on Monday and the owner was much more cooperative this time. He had already taken the clocked cars off the forecourt.',
      ),
      h(
        'Can you send me the test purchase figures for the last quarter before the Thursday team meeting? Thanks, Alan',
        'Can you send me the test purchase figures for the last quarter before the Thursday team meeting?',
      ),
      h(
        "Personal: don't forget parents' evening at 6 on Thursday. Mia's report was really good this term.",
        "Personal: don't forget parents' evening at 6 on Thursday.",
      ),
      h(
        'Witness statement for the roofing case must be signed by the complainant before it goes to legal. She was a bit nervous about going to court.',
        'Witness statement for the roofing case must be signed by the complainant before it goes to legal.',
      ),
    ],
  },
  {
    name: 'an activities coordinator at a care home on a Friday',
    highlights: [
      h(
        "Friday\nmusic for the 2pm tea dance — check the speaker is charged\nBuy more colouring pencils\nIrene's daughter brought in old photos for her memory book",
        'music for the 2pm tea dance — check the speaker is charged',
        'Buy more colouring pencils',
      ),
      h(
        "Mr Thomas loved the reminiscence session on the old Leeds trams. He talked for a full ten minutes, which the staff said was the most he's said all week.",
      ),
      h(
        'Hi Cath, the CQC inspection is likely in the next few weeks. Please make sure the activity records are organized and up to date for every resident by the end of next week. Thanks for everything you do.',
        'Please make sure the activity records are organized and up to date for every resident by the end of next week.',
      ),
      h(
        'Cath: Is anyone free to help with the minibus trip to the garden centre on Tuesday?\nMaureen: I can do the morning but not after 1\nDerek: Count me in\nCath: Brilliant, thank you both!\nMaureen: Does anyone know whether we need to book the wheelchair space on the minibus?',
        'Maureen: Does anyone know whether we need to book the wheelchair space on the minibus?',
      ),
      h(
        "From the dementia training: \"When you've met one person with dementia, you've met one person with dementia.\" Don't argue, don't correct, just go with their reality. The trainer was brilliant.",
      ),
      h('Ordered the new large-print bingo cards last week. They should be here by Monday.'),
      h(
        "I need to fill in the incident form for Mrs Patel's fall during chair exercises before I go home. She's fine, just shaken.",
        "I need to fill in the incident form for Mrs Patel's fall during chair exercises before I go home.",
      ),
      h(
        "Ideas for Christmas: carol singers from St Mary's, a pantomime afternoon, mince pie baking. We still need to decide whether to do the Christmas party on the 19th or the 20th.",
        'We still need to decide whether to do the Christmas party on the 19th or the 20th.',
      ),
      h('The new hairdresser comes on Wednesdays now instead of Thursdays. Residents seem to like her.'),
      h(
        'Bins out tonight\nWatched the first episode of that detective thing, not sure about it',
        'Bins out tonight',
      ),
      h(
        "A lovely card from Mr Thomas's son today thanking the team for his dad's birthday party. Pinned it on the staff noticeboard.",
      ),
    ],
  },
  {
    name: 'a probation officer on a Monday',
    highlights: [
      h(
        'Subject: PSR due\nHi, the pre-sentence report for Daniel Harper is due at court by 10am Thursday. The hearing has been moved to Court 3. Regards, Listings',
        'Hi, the pre-sentence report for Daniel Harper is due at court by 10am Thursday.',
      ),
      h(
        'mon\nhome visit Kyle 2pm\nsupervision w/ Nadia moved to next wk\nForgot my lanyard again, had to sign in at reception',
        'home visit Kyle 2pm',
      ),
      h(
        'SPO Nadia: The OASys refresher training dates are on the intranet now\nMark: Which date are you going for?\nMe: The 21st probably\nNadia: Please book yourselves on by Friday, places are limited',
        'Nadia: Please book yourselves on by Friday, places are limited',
      ),
      h(
        'Quote from a desistance paper I\'m reading: people stop offending when they have "someone who believes in them." Hope is a big part of it. Never give up on anyone.',
      ),
      h(
        "Kyle did well at his review; his employer said he hasn't missed a shift. I wrote to the court last week to support an early termination.",
      ),
      h('Court duty rota is out. The new starter should be shadowing me from the 12th.'),
      h(
        "Victim liaison have been in touch about Cole's licence conditions. Can you get your risk assessment to them by Wednesday?\nNadia",
        'Can you get your risk assessment to them by Wednesday?',
      ),
      h(
        'Article on trauma-informed practice: "Ask what happened to you, not what\'s wrong with you." A good line for the induction pack. The new probation structure comes in next April.',
      ),
      h(
        "Personal\nPassport renewal - photo booth at the post office\nRing the vet re Milo's jabs\nThe recycling centre is shut on Mondays now",
        'Passport renewal - photo booth at the post office',
        "Ring the vet re Milo's jabs",
      ),
      h("Got a parking ticket outside the magistrates' court. Appeal it?", 'Appeal it?'),
      h('Sunny day, I walked to the office for once. It was a nice change from the traffic.'),
    ],
  },
];
