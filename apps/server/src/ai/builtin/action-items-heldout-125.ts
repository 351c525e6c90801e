import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_125: LabelledDay[] = [
  {
    name: 'Rosalind, 46, a pensions administrator at a local government pension fund in Preston, on a Tuesday (member e-mails, Teams, notes to self)',
    highlights: [
      h(
        'Gareth (Teams): Can you pick up the Hargreaves transfer-out case while Lou is off? The member has chased twice and he is not happy.',
        'Gareth (Teams): Can you pick up the Hargreaves transfer-out case while Lou is off?',
      ),
      h(
        "Dear Ms Holt,\nThank you for your letter about my late husband's pension. I have enclosed the death certificate as you asked. Could you confirm whether I need to send our marriage certificate as well?\nKind regards,\nJean Ainsworth",
        'Could you confirm whether I need to send our marriage certificate as well?',
      ),
      h(
        'Tuesday\n- [x] ring Lancs Fire re ill-health\n- [x] scan in the Ainsworth docs\n- [x] chase payroll for the Q3 file\n- [ ] book flu jab',
        'book flu jab',
      ),
      h(
        'Quote of the day on the staff intranet: Retire to something, not from something. Read it twice and thought of Dad. He never really did either.',
      ),
      h(
        'Dawn: The new benefit statement print run should land with the mailing house on Monday. Everyone to clear their queue of deferred leavers by Friday please. Thanks all for the hard work last week!',
        'Everyone to clear their queue of deferred leavers by Friday please.',
      ),
      h(
        "Call w/ Mr Okafor 10.05: he wants to move his AVCs from the lifestyle fund to cash. Remember to post him the switch form, he doesn't do email. He mentioned his daughter works in the Bolton office, small world.",
        "Remember to post him the switch form, he doesn't do email.",
      ),
      h(
        "[14/10/2025, 17:42] Mum: Are you still alright to take me to the eye clinic on Thursday?\n[14/10/2025, 17:43] Mum: It's the Royal, not Chorley this time\n[14/10/2025, 18:01] Rosalind: yes, booked the afternoon off already x",
        'Mum: Are you still alright to take me to the eye clinic on Thursday?',
      ),
      h(
        "Hi Rosalind,\nApologies for the delay on the leaver forms for St Anne's Primary. Our payroll provider changed in April and the files have been a mess ever since. I have attached the three outstanding ones as PDFs.\nBest,\nKaren (School Business Manager)",
      ),
      h(
        "The Hargreaves CETV was issued on 28 July so the guarantee ends on 28 October. You need to get the discharge forms from the receiving scheme before then. Lou said she had already requested them but I can't see anything on file.",
        'You need to get the discharge forms from the receiving scheme before then.',
      ),
      h('Imran: who decided the helpline opens at 8 now? nobody asked us'),
      h(
        'Logged the Okafor call on Altair straight after. Meant to update the AVC provider list too but ran out of day.',
      ),
    ],
  },
  {
    name: "Priyanka, 29, a clinical coder at an NHS hospital trust in Leicester, on a Thursday (coding team Teams, consultants' secretaries, family WhatsApp)",
    highlights: [
      h(
        "Bev: The freeze moved to Monday because of the bank holiday, so we've got an extra weekend. Anyone with uncoded episodes older than 10 days needs to flag them to me by tomorrow lunchtime.",
        'Anyone with uncoded episodes older than 10 days needs to flag them to me by tomorrow lunchtime.',
      ),
      h(
        "Hi Priyanka,\nDr Patel is on annual leave until the 22nd. Please send the sepsis query to Dr Mensah's secretary instead, as she is covering his patients. Sorry I can't be more help!\nJoanne",
        "Please send the sepsis query to Dr Mensah's secretary instead, as she is covering his patients.",
      ),
      h(
        "From the coding clinic handout:\nNever assume a diagnosis from a test result alone. Always code from the clinician's documentation.\nBev has this printed above the kettle.",
      ),
      h(
        'thurs\n• follow up histology, 2 skin cases\n• asked Bev, audit sample is 20\n• Parking permit - renew online before the 30th',
        'follow up histology, 2 skin cases',
        'Parking permit - renew online before the 30th',
      ),
      h(
        'Tomasz: honestly who designed this new encoder screen?? Takes me three clicks to find a procedure code now',
      ),
      h(
        'Cancelled: Coding audit prep\nThu 11 Sep 2025, 14:00–15:00\nRoom 2.14, Leicester General\nBeverley Shaw has cancelled this event.',
      ),
      h(
        "11/09/2025, 19:12 - Dad: Beta don't forget Nani's birthday is Sunday, she wants the big photo frame from Dunelm\n11/09/2025, 19:14 - Priyanka: I know Dad!! ordered it on Tuesday\n11/09/2025, 19:20 - Dad: Good girl. Your mum says the cake is sorted.",
        "Dad: Beta don't forget Nani's birthday is Sunday, she wants the big photo frame from Dunelm",
      ),
      h(
        'Your NHSmail password will expire in 7 days. To avoid losing access, change it before 18 September. This is an automated message, please do not reply.',
        'To avoid losing access, change it before 18 September.',
      ),
      h(
        'Notes from the ICD-10 refresher: sequencing matters more than people think. The primary diagnosis is the condition chiefly responsible for the admission, not the most serious one. Trainer kept saying code what you see, not what you think.',
      ),
      h(
        'Car MOT due 20/9 - the garage on Narborough Rd does Saturdays.',
        'Car MOT due 20/9 - the garage on Narborough Rd does Saturdays.',
      ),
      h(
        "Bev: Thanks for the follow-up on the histology backlog, that's really useful. The pathology lead should have the reports uploaded by Friday.",
      ),
    ],
  },
  {
    name: 'Owain, 41, a taxi and premises licensing officer at Cardiff council, on a Monday (applicant e-mails, police liaison on Teams, visit notes, family texts)',
    highlights: [
      h(
        "Dear Licensing Team,\nI submitted my private hire driver renewal three weeks ago and haven't heard anything. I have driven for Dragon Taxis for nine years without a single complaint. Can someone please tell me if I can keep working next week?\nThanks, Jamal Rahman",
        'Can someone please tell me if I can keep working next week?',
      ),
      h(
        "PC Ellis: We've had two incidents at The Anchor on Caroline St since the variation was granted. The DPS says the door staff were on, but the footage tells a different story. Are you free Wednesday at 10 to go through it?",
        'Are you free Wednesday at 10 to go through it?',
      ),
      h(
        'Visit to Kebab Corner, City Rd, 23:40 Sat\nStill trading past 23:00 without a late night refreshment licence. Spoke to the manager, who said the application was "in the post". Warning letter to go out this week.',
        'Warning letter to go out this week.',
      ),
      h('"Consistency is the whole job" - my first manager, every single Monday. Still true.'),
      h(
        'Mon\n- [x] Rahman renewal: DBS is back\n- [x] committee report for Thurs\n- [ ] book a room for the Anchor review hearing',
        'book a room for the Anchor review hearing',
      ),
      h(
        'Sian: FYI the taxi policy consultation closes on the 30th, comms are doing the press release. No action needed from licensing officers at this stage.',
      ),
      h(
        "Thanks Owain, that's helpful.\n> Could your client confirm the revised closing hours before Thursday?\nThey will be 01:00 Fri and Sat, midnight the rest of the week. Please let me know if you need anything else.\nRegards, Helen Price, Morgan & Co",
      ),
      h(
        "Ffion: can you get Cai from rugby at 6, I'm stuck at work",
        "Ffion: can you get Cai from rugby at 6, I'm stuck at work",
      ),
      h(
        'Team huddle 9.15\nTaxi CCTV policy draft - Action: Owain\nNew fee schedule live from 1 April\nSian back from leave on the 14th',
        'Taxi CCTV policy draft - Action: Owain',
      ),
      h(
        "The hearing bundle has to be served on all parties five working days before the sub-committee. Legal said they'd check the dates but I wouldn't rely on it.",
        'The hearing bundle has to be served on all parties five working days before the sub-committee.',
      ),
      h(
        'Meant to ring Jamal Rahman back on Friday but the phones were down all afternoon. Good weekend at least, Cai scored twice.',
      ),
    ],
  },
  {
    name: "Marisol, 34, a foreign-rights manager at a children's publisher in London, the Wednesday before the Bologna Children's Book Fair (agent e-mails, Slack, calendar, reading)",
    highlights: [
      h(
        'Tilly: the German F&Gs for Moon Hare came from the printer this morning, they look gorgeous\nTilly: @Marisol can you check the box count before the courier comes at 3?',
        'Tilly: @Marisol can you check the box count before the courier comes at 3?',
      ),
      h(
        'Dear Marisol,\nOur client Bomnal Books would like to make an offer for the Korean rights to The Lighthouse Cat. Their editors love the color palette and the humor. Could you send the final PDF and the sales figures by Friday? They want to take it to their acquisitions meeting on the 14th.\nWarm wishes,\nJi-won',
        'Could you send the final PDF and the sales figures by Friday?',
      ),
      h(
        'Calendar: Dentist (Dr Amin) - Thu 27 Mar, 8:15am\nLocation: 14 Stroud Green Rd',
        'Calendar: Dentist (Dr Amin) - Thu 27 Mar, 8:15am',
      ),
      h(
        'The Bookseller says translation rights sales at Bologna were up 12% last year, mostly picture books and graphic novels. Publishers should expect a busier fair than ever. Agents are already complaining about the hotel prices.',
      ),
      h(
        'Bologna packing\nbusiness cards!!\n[x] plug adaptor\n[x] euros\n[x] catalogues (sent with the stand crates)',
        'business cards!!',
      ),
      h(
        'Rachel: Great job on the Italian deal last week, really nice advance. The contract should be back from their legal team by Tuesday.',
      ),
      h(
        'Bonjour Marisol,\n> Would you like to meet at the fair to discuss the Pip & Otter series?\nYes, with pleasure! Could we do Tuesday 1 April at 11:30 at our stand (Hall 29, C12)? Our editor Camille will join us.\nÀ bientôt,\nLucie',
        'Could we do Tuesday 1 April at 11:30 at our stand (Hall 29, C12)?',
      ),
      h(
        "Jonah: can you leave the keys under the plant pot while you're away? The boiler man is coming Thursday between 8 and 12",
        "Jonah: can you leave the keys under the plant pot while you're away?",
      ),
      h(
        "I'm going to chase Carlsen for the countersigned Danish contract before I fly. The Polish royalty statement still hasn't arrived, which is very on brand for them.",
        "I'm going to chase Carlsen for the countersigned Danish contract before I fly.",
      ),
      h('Dev (production): the Spanish co-edition proofs are signed off, printer has them'),
      h(
        "Never split the difference, says the book. Let the other side name a number first. Sounds clever until you're the one with the deadline.",
      ),
    ],
  },
  {
    name: "Teodora, 38, a credit controller at a builders' merchants' head office in Wakefield, on a month-end Friday (customer e-mails, Teams, call notes, family WhatsApp)",
    highlights: [
      h(
        'Aged debt report run at 8.05, 90+ days now £55k across 3 accounts. Down from £71k in August, so the new terms are working.',
      ),
      h(
        "Hi Teodora,\nWe've paid invoice INV-20417 by BACS this morning, remittance attached. Can you lift the stop on our account so the lads can collect from the Leeds branch on Monday?\nCheers,\nDean\nHalton Build Ltd",
        'Can you lift the stop on our account so the lads can collect from the Leeds branch on Monday?',
      ),
      h(
        "Graham: Cash target for month-end is £1.2m and we're at £940k. Please can everyone get their top ten debtors rung before 3pm. I'll be in the board meeting until 2 if anyone needs me.",
        'Please can everyone get their top ten debtors rung before 3pm.',
      ),
      h(
        "Rang Kestrel Homes, spoke to accounts payable. They said the PO number on our invoice doesn't match theirs and they won't pay until it's reissued. I need to get sales to raise a credit and re-invoice with PO 7781-K today.",
        'I need to get sales to raise a credit and re-invoice with PO 7781-K today.',
      ),
      h(
        "[31/10/2025, 12:03] Liam: Halloween stuff for tonight, we need more sweets, the kids ate half already\n[31/10/2025, 12:05] Teodora: 🙄 they're your kids\n[31/10/2025, 12:06] Liam: and Ela says she wants to be a bat now, not a witch",
        'Liam: Halloween stuff for tonight, we need more sweets, the kids ate half already',
      ),
      h(
        'Line from a Credit Management article: cash is king, but conversation is queen. The best collectors pick up the phone before the invoice is overdue, not after. Ring early, ring often.',
      ),
      h(
        'Hello,\nAs part of the year-end audit we will be circularising a sample of trade debtors next week. Please provide a listing of all balances over £5,000 as at 30 September by Wednesday 5 November.\nKind regards,\nPriya Nair, Audit Senior',
        'Please provide a listing of all balances over £5,000 as at 30 September by Wednesday 5 November.',
      ),
      h('Mark: Halton paid btw, I saw it land on the bank rec'),
      h(
        "You promised yourself you'd leave by 5 on Fridays. Swimming with Ela at 6.",
        'Swimming with Ela at 6.',
      ),
      h(
        'Your statement for October is ready to view in Online Banking. Log in to see your balance and recent transactions.',
      ),
      h(
        "Graham: Can someone take the minutes at Tuesday's credit committee? Sarah's on leave.",
        "Graham: Can someone take the minutes at Tuesday's credit committee?",
      ),
    ],
  },
  {
    name: 'Yaw, 35, a complaints resolution specialist at an energy supplier in Solihull, on a Wednesday (case notes, Teams, customer e-mails, Ombudsman portal)',
    highlights: [
      h(
        'The Energy Ombudsman has accepted a complaint from Mrs D Whitfield (case EO-55213). The supplier must submit its evidence pack within 14 days of this notice. Failure to respond may result in a decision being made without your submission.',
        'The supplier must submit its evidence pack within 14 days of this notice.',
      ),
      h(
        "Whitfield: estimated reads since March, smart meter not communicating. Engineer visit on 4 June was a no-show from our side. She's been billed £1,140 for a two-bed flat. Metering team need to fix the comms fault before we can stop estimating her.",
        'Metering team need to fix the comms fault before we can stop estimating her.',
      ),
      h(
        "Nadia: Quick one, the Q2 backlog report is out and we're at 212 open cases. Please can you send me your three oldest open cases by end of day so I can review them before the ops call?",
        'Please can you send me your three oldest open cases by end of day so I can review them before the ops call?',
      ),
      h(
        'Dear Sir/Madam,\nI have now been waiting eleven weeks for a refund of my credit balance after switching supplier. I have phoned four times and each time I am told it is "with the relevant team". I am beginning to wonder if anyone there actually reads these emails.\nRegards,\nPeter Lomax',
      ),
      h(
        '* TODO Lomax refund, 11 wks!!\n* whitfield evidence pack\n* [x] call back Mr Adeyemi',
        'TODO Lomax refund, 11 wks!!',
        'whitfield evidence pack',
      ),
      h(
        'Ofgem guidance on complaints handling: "Suppliers should resolve complaints at the first point of contact wherever possible." Easy to say when you don\'t have 212 open cases.',
      ),
      h('Chris: how is it only Wednesday?? Third customer today who thinks I personally set the price cap'),
      h(
        'Hi Yaw,\nJust a reminder that review forms are now on the new HR portal rather than SharePoint. Please complete your self-assessment before your secondment review with Nadia on Friday.\nThanks,\nHR Services',
        'Please complete your self-assessment before your secondment review with Nadia on Friday.',
      ),
      h(
        "I should book Kofi's parents evening slot tonight, Akosua can't do Thursday.",
        "I should book Kofi's parents evening slot tonight, Akosua can't do Thursday.",
      ),
      h(
        'Called Mrs Whitfield at 14:20 and explained the rebill. She accepted the £150 goodwill but still wants the meter fixed. Booked an engineer for 18 June, AM slot.',
      ),
      h(
        "From a customer service book: The customer doesn't care about your process, they care about their problem. Fix the problem, then fix the process.",
      ),
    ],
  },
  {
    name: 'Ngozi, 40, a school admissions officer at a county council in Chelmsford, on secondary national offer day, a Monday (Teams, parent e-mails, helpline log, family WhatsApp)',
    highlights: [
      h(
        'Marcus: Offer emails went out at 00:01, 14,832 sent and 212 bounced. Priti to pick up the bounce list and get letters posted to those families today.',
        'Priti to pick up the bounce list and get letters posted to those families today.',
      ),
      h(
        "Dear Admissions,\nWe have been offered Meadgate High, which was our fifth preference. My son's older brother is at Springfield Academy and we listed the sibling link on the form. Why was this not taken into account? It feels like nobody checked.\nYours, Kemi Adeyinka",
        'Why was this not taken into account?',
      ),
      h(
        'helpline 9-11\n47 calls, mostly 1st pref queries\nrang Mrs Osei, twins sorted\nlate applicants list to Marcus by 4',
        'late applicants list to Marcus by 4',
      ),
      h(
        'School Admissions Code 1.9: "Admission authorities must not give priority to children on the basis of any practical or financial support parents may give to the school." Came up twice on the helpline already.',
      ),
      h(
        "Sunita: Huge thanks everyone, smoothest offer day in years. The appeals deadline will be published on the website by Wednesday. Last year's lessons-learned follow-up is on the shared drive if anyone's curious.",
      ),
      h(
        "02/03/2026, 07:12 - Chidi: Mummy we got our practice SATs back, I got 27/30 in maths!!\n02/03/2026, 07:13 - Ngozi: well done baby, so proud of you\n02/03/2026, 16:40 - Chidi: can I go to Tobi's after school on Thursday? his mum says its ok",
        "Chidi: can I go to Tobi's after school on Thursday? his mum says its ok",
      ),
      h(
        "Hi Ngozi,\nWe've had three families turn up at reception this morning saying their offer emails are blank. Could you look into whether it's an IT issue before more come in? I've asked them to wait for a call.\nThanks, Debbie (Springfield Academy office)",
        "Could you look into whether it's an IT issue before more come in?",
      ),
      h(
        "Reminder to self: you must submit the mileage claim by the 5th or it rolls into April's pay.",
        "Reminder to self: you must submit the mileage claim by the 5th or it rolls into April's pay.",
      ),
      h(
        'County council press release: 93.4% of children offered one of their preferred secondary schools this year. The figure is slightly down on last year.',
      ),
      h(
        'Book club pick this month is about burnout. Underlined in chapter 2: Rest is not a reward for finishing the work. Take the break before you need it.',
      ),
      h("Priti: I've taken the bounce list, letters are printing now. Should be in the post by 3."),
    ],
  },
  {
    name: 'Felix, 36, a grants officer at a heritage funding charity in Bristol, on a Monday (applicant e-mails, Slack, assessment notes, partner WhatsApp)',
    highlights: [
      h(
        'Amira: Trustees have asked for the March panel papers a day early this round, annoyingly. Felix, can you finish your three assessments by Wednesday so I can proof them?',
        'Felix, can you finish your three assessments by Wednesday so I can proof them?',
      ),
      h(
        "Dear Felix,\nThank you for visiting the chapel last week, the volunteers really enjoyed showing you round. As requested, I attach the revised quote from the stonemason and the updated cash-flow. Would it be possible for the grant to be paid in two instalments rather than three?\nWith best wishes,\nRev Ann Prothero, St Cuthbert's Restoration Group",
        'Would it be possible for the grant to be paid in two instalments rather than three?',
      ),
      h(
        "St Cuthbert's - roof and bell frame\nAsk: £86,500 of £112k total. Strong community support, 40 letters. Weak on long-term maintenance plan. Recommendation: fund, with a condition on the maintenance plan.",
      ),
      h(
        'Heritage Fund blog: Good applications tell a story about people, not just buildings. Always show who will benefit and how you will know.',
      ),
      h(
        "mon\n1. write up Hartcliffe visit\n2. match funding from Tom - done, he's in\n3) check if train to Truro Weds is on strike",
        'write up Hartcliffe visit',
        'check if train to Truro Weds is on strike',
      ),
      h(
        'Joe: FYI the online portal will be down for maintenance Saturday 8am–2pm. Nothing for us to do, IT are handling comms to applicants.',
      ),
      h(
        '> Can you confirm the bank details for the Brunel Mill grant before we release the first payment?\nDone, see the attached verification form signed by their treasurer. Any problems let me know.\nFelix',
      ),
      h(
        "[09/03/2026, 12:31] Sam: Vet rang about Biscuit's booster. Can you take him Thurs at 6? I've got book club",
        'Can you take him Thurs at 6?',
      ),
      h(
        "Amira: Who wants to do the site visit to Porthleven lifeboat station next month? It's a lovely one.",
        'Amira: Who wants to do the site visit to Porthleven lifeboat station next month?',
      ),
      h(
        'I was going to draft the guidance notes refresh this morning but the Hartcliffe write-up took over. Maybe next week.',
      ),
      h(
        'Felix, a quick note to say the Porthleven assessment you did in the autumn was exemplary. The chair mentioned it at the board. Keep it up!',
      ),
    ],
  },
];
