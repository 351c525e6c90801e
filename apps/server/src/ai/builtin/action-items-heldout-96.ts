import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_96: LabelledDay[] = [
  {
    name: 'Anneke, 31, an orthoptist moving from Utrecht to Wellington, New Zealand (writes in English), eight days before her flight',
    highlights: [
      h(
        'Visa stuff\n- [x] eVisa letter printed\n- [x] police certificate uploaded\n- [ ] ask INZ if Joris needs a medical too',
        'ask INZ if Joris needs a medical too',
      ),
      h(
        "Mum on the phone tonight: \"You don't have to do everything before you go, schatje.\" She's right, I'm trying to pack a whole life into two suitcases and a shipping crate. I cried in the Albert Heijn over the peanut butter.",
      ),
      h(
        "Shipping crate is booked for Tuesday 14th, the movers should arrive between 8 and 10. The quote says the bike goes in free if it fits. I need to cancel the Ziggo internet contract before the crate leaves, they want a month's notice.",
        "I need to cancel the Ziggo internet contract before the crate leaves, they want a month's notice.",
      ),
      h(
        'From an expat blog: "Open a local bank account in your first week, before anything else. Keep digital copies of every document in two places. Don\'t sign a lease before you\'ve seen the flat in person." Good advice, mostly common sense.',
      ),
      h(
        'Handover at the clinic\nLast day at the Diakonessenhuis is Friday.\nMarloes took over my Tuesday list last week and loves it.\nI still have to write discharge letters for the three patching patients.\nHR says my final payslip should come on the 25th, with a follow-up letter about the pension.',
        'I still have to write discharge letters for the three patching patients.',
      ),
      h(
        "[03/02/2026, 19:42] Joris: the vet emailed, Pip's microchip scan is fine\n[03/02/2026, 19:43] Anneke: one less thing 🙏\n[03/02/2026, 19:44] Joris: can you call the pet transport lady first thing tomorrow and ask about the rabies titre test\n[03/02/2026, 19:46] Anneke: yes, she only answers mornings anyway",
        'Joris: can you call the pet transport lady first thing tomorrow and ask about the rabies titre test',
      ),
      h(
        "Note to self: you need to tell DUO your new address abroad or the student loan letters keep going to Mum's. The Belastingdienst emigration form came yesterday, which was quick.",
        "Note to self: you need to tell DUO your new address abroad or the student loan letters keep going to Mum's.",
      ),
      h(
        "Walked past the hospital on the way home and felt oddly proud and oddly sad. Eleven years in that building. I'm going to miss the Tuesday coffee with the orthoptics team more than the work itself.",
      ),
      h(
        'Things to sell\n- [x] washing machine, €150\n- [x] the big Gazelle bike\n- bookshelves, ask Sanne first',
        'bookshelves, ask Sanne first',
      ),
      h(
        'Wellington flat hunting: the agent says rentals go fast and we should expect to compete with ten other couples at every viewing. Apparently everyone in Wellington owns a good raincoat.',
      ),
      h(
        'Ring the embassy helpline about whether my BIG registration transfers, or if I have to register with the NZ orthoptists board from scratch. Their website is useless on this.',
        'Ring the embassy helpline about whether my BIG registration transfers, or if I have to register with the NZ orthoptists board from scratch.',
      ),
    ],
  },
  {
    name: 'Ben, 33, a rope-access technician in Aberdeen, on paternity leave with a nine-day-old son',
    highlights: [
      h(
        "Health visitor came at 10. Weight is back up to 3.6kg, above birth weight, so she's happy. The birth has to be registered within 21 days here, at the registrar in Marischal College. Kirsty's mum drove over with a lasagne, absolute legend.",
        'The birth has to be registered within 21 days here, at the registrar in Marischal College.',
      ),
      h(
        'From the antenatal class notes: "Sleep when the baby sleeps. Accept every offer of help. Never shake a baby, no matter how tired you are."',
      ),
      h(
        "[09/03/2026, 07:12] Kirsty: he did 3 hours straight!!\n[09/03/2026, 07:13] Ben: legend. I'll grab nappies and Calpol at Asda on the way back from the tip\n[09/03/2026, 07:20] Kirsty: can you also phone the GP surgery and register him, the form is on the fridge\n[09/03/2026, 07:21] Ben: 👍",
        "I'll grab nappies and Calpol at Asda on the way back from the tip",
        'Kirsty: can you also phone the GP surgery and register him, the form is on the fridge',
      ),
      h(
        "Statutory paternity pay is two weeks and I'm on week one of it. I sent the SC3 form to payroll in January. Ask Gav in the office whether the company tops it up or if it's just the statutory rate.",
        "Ask Gav in the office whether the company tops it up or if it's just the statutory rate.",
      ),
      h(
        "3am feed and he gripped my finger the whole time. I didn't know you could be this tired and this happy in the same minute.",
      ),
      h(
        'Rope access tickets\nIRATA L2 renewed last year, fine\nfirst aid refresher — book before the offshore rota restarts\nGWO working at height still valid till 2027',
        'first aid refresher — book before the offshore rota restarts',
      ),
      h(
        "Baby passport: you need a countersignatory who's known you two years, so ask Big Mike from the Brent job. Photos of a newborn are a nightmare apparently, he's meant to have his eyes open.",
        "Baby passport: you need a countersignatory who's known you two years, so ask Big Mike from the Brent job.",
      ),
      h(
        'From a dads\' book: "The best thing you can do for your baby is look after his mother." Underlined it twice. Kirsty laughed when I read it out.',
      ),
      h(
        "Kirsty's postnatal check is on the 20th at 11:10 and I should drive her, she's not allowed to drive yet after the section. The new Isofix base should click straight in, says the manual.",
        "Kirsty's postnatal check is on the 20th at 11:10 and I should drive her, she's not allowed to drive yet after the section.",
      ),
      h(
        'Grandad\'s advice when I rang him: "Never wake a sleeping baby, and never argue with a tired woman." Classic Grandad.',
      ),
      h(
        "Child Benefit claim went in online yesterday, took twenty minutes. Mum asked if we'd thought about a christening yet.",
      ),
    ],
  },
  {
    name: 'Alan, 66, a driving examiner at a test centre in Stockport, in his last week before retiring',
    highlights: [
      h(
        'Last week at Stockport test centre. 31 years, roughly 40,000 tests, two crashes, both minor. Funny how you remember the nervous ones most.',
      ),
      h(
        'Pension bits\n- [x] sent the retirement form\n- [x] lump sum figure checked\n- ring MyCSP re: tax code',
        'ring MyCSP re: tax code',
      ),
      h(
        "Sandra: Alan, can you do the Thursday 8:10 slot one last time? Dave's off sick.\nAlan: go on then\nSandra: we've all signed your card, it's got a learner plate on it 😂",
        'Sandra: Alan, can you do the Thursday 8:10 slot one last time?',
      ),
      h(
        "Pre-retirement seminar, key points: plan your first week so it doesn't feel like a long weekend. Keep a routine. Say yes to things for the first six months, you can always drop them later.",
      ),
      h(
        'Margaret wants us to do the Norway cruise in September. We need to decide by the end of the month whether to take the inside cabin or pay extra for the balcony.',
        'We need to decide by the end of the month whether to take the inside cabin or pay extra for the balcony.',
      ),
      h(
        'Handed back the warrant card and the test centre keys to Rajesh this morning. Nobody will miss the old clipboard if it comes home with me.',
      ),
      h(
        'State pension starts in June, and the letter says it should be paid every four weeks into the joint account.',
      ),
      h(
        "Things I've told learners for 31 years: mirror, signal, manoeuvre. Check your blind spot before you pull out. Never assume the other driver has seen you.",
      ),
      h(
        'GP over-65 check Wed 9.20 with Dr Okafor, bring the urine sample 🙄',
        'GP over-65 check Wed 9.20 with Dr Okafor, bring the urine sample 🙄',
      ),
      h(
        "Feeling a bit lost already and I haven't even finished. Margaret says I'll be under her feet by Tuesday.",
      ),
      h(
        "TODO: renew the caravan club membership before it lapses on the 30th, and sort out the bus pass application now I'm eligible.",
        "TODO: renew the caravan club membership before it lapses on the 30th, and sort out the bus pass application now I'm eligible.",
      ),
      h(
        'Got the farewell email from the regional manager. Lovely words about "professional standards" and "calm under pressure". Should reply before Friday though, she went to a lot of effort.',
        'Should reply before Friday though, she went to a lot of effort.',
      ),
    ],
  },
  {
    name: 'Tobias, 36, who left his job as a quarry shot-firer to open a wood-fired sauna on the Cumbrian coast, on a Monday',
    highlights: [
      h("Day 23 of being my own boss. Still waking at 5:30 like I've got a blast to set."),
      h(
        'Business bank: Starling approved, Tide rejected (no idea why). Registered for Self Assessment with HMRC, the UTR comes in the post and can take ten days.',
      ),
      h(
        'From the small business podcast: "Charge what you\'re worth from day one. Your first customers set your prices forever. Don\'t hire until it hurts."',
      ),
      h(
        'Council licensing officer was helpful, turns out saunas count as a "special treatment" here. The application has to be in by 1 April for the May committee. Apparently the hygiene inspection is a formality.',
        'The application has to be in by 1 April for the May committee.',
      ),
      h(
        "[14/03/2026, 18:02] Lotte: the accountant says the stove and the cedar count as capital allowances\n[14/03/2026, 18:04] Tobias: nice\n[14/03/2026, 18:05] Lotte: send me photos of all the receipts by Sunday, I'm not chasing you in January",
        "Lotte: send me photos of all the receipts by Sunday, I'm not chasing you in January",
      ),
      h(
        'Insurance quotes\nHiscox £640\nSimply Business £512, no plunge cover\n- ask broker if plunge can be added',
        'ask broker if plunge can be added',
      ),
      h(
        "Sold eleven sessions this weekend and a woman cried in the cold plunge, in a good way. Best job I've ever had, even if I'm earning a third of what the quarry paid.",
      ),
      h(
        'The stove man should be back Thursday to fit the new flue. Make sure the beach car park permit is renewed before Easter, the warden will ticket the trailer otherwise.',
        'Make sure the beach car park permit is renewed before Easter, the warden will ticket the trailer otherwise.',
      ),
      h(
        'Old Jim at the quarry, on my last shift: "Measure twice, blast once, and never trust a fuse you didn\'t cut yourself." Still applies to saunas, more or less.',
      ),
      h(
        'Website\nbooking page live ✅\nneed to add the T&Cs and a waiver for the cold plunge\nPhotos from Saturday look great',
        'need to add the T&Cs and a waiver for the cold plunge',
      ),
      h(
        "Who's going to cover the Sunday sessions when I'm at Lotte's wedding in June? Dan offered but he's never lit a stove.",
        "Who's going to cover the Sunday sessions when I'm at Lotte's wedding in June?",
      ),
    ],
  },
  {
    name: 'Farida, 57, a court and police interpreter in Slough, three weeks after her husband died',
    highlights: [
      h(
        'Tell Us Once reference: 4471-882-19. The registrar said it lets you inform most government departments in one go, so I did it on Monday. DWP and the council have already written back.',
      ),
      h(
        "Still to do for Rashid's estate\n1) Send the death certificate copies to Nationwide and Aviva\n2) Find out if we need probate for the house",
        'Send the death certificate copies to Nationwide and Aviva',
        'Find out if we need probate for the house',
      ),
      h(
        "His reading glasses are still on the arm of the sofa. I can't move them yet. Everyone says it gets easier, and I want to believe them.",
      ),
      h(
        "The bereavement counsellor's leaflet: \"Don't make any big decisions in the first year. Let people help you. Grief isn't a straight line.\"",
      ),
      h(
        "[20/03/2026, 21:10] Zainab: Mum, I've booked Friday off so I can come to the bank with you\n[20/03/2026, 21:12] Farida: thank you beta, I don't know what I'd do without you\n[20/03/2026, 21:13] Zainab: don't be silly. Bring Abbu's passport and your marriage certificate, they'll ask for both",
        "Bring Abbu's passport and your marriage certificate, they'll ask for both",
      ),
      h(
        "Bank bereavement appt Fri 11:30, Queensmere branch\nThe solicitor's letter says the will should be straightforward since everything was joint.",
        'Bank bereavement appt Fri 11:30, Queensmere branch',
      ),
      h(
        "Emailed the court listing office that I'm not taking bookings until May. The agency said my NRPSI renewal is due in April regardless, so I'll need to log my CPD hours before then.",
        "The agency said my NRPSI renewal is due in April regardless, so I'll need to log my CPD hours before then.",
      ),
      h(
        'Rashid always said: "Pay the bills on the day they arrive and you\'ll never lie awake."\nI meant to ask him where he kept the Thames Water login.',
      ),
      h(
        'Who is going to give the eulogy at the memorial in April, his brother or Imran? Both have offered.',
        'Who is going to give the eulogy at the memorial in April, his brother or Imran?',
      ),
      h(
        "Cards arrived from the whole magistrates' court team. Thank you to everyone who sent food, we haven't cooked in two weeks.",
      ),
      h('Council tax single person discount came through, 25% off from the date of death.'),
    ],
  },
  {
    name: 'Lee, 40, an RAF air loadmaster leaving the service after 22 years and resettling in Lincoln, on a Thursday',
    highlights: [
      h(
        'Resettlement course at Catterick done. Three days of CV writing and a man telling us our skills are "highly transferable". Tailor your CV to every application, they said, and never leave a gap without explaining it.',
      ),
      h(
        'Discharge admin\n- [x] medical board\n- [x] hand in ID card at Brize\n- [ ] Veterans ID card application',
        'Veterans ID card application',
      ),
      h(
        "The pension forecast says the immediate pension should start the day after my last day of service. We still need to decide whether we stay in the quarter till August or move straight into Jo's mum's.",
        "We still need to decide whether we stay in the quarter till August or move straight into Jo's mum's.",
      ),
      h(
        "Strange feeling handing back the flying kit. Twenty-two years of being told where to be and when. I don't know who I am in jeans on a Tuesday.",
      ),
      h(
        "[02/04/2026, 12:30] Jo: can you ask the housing office for a letter with our march-out date? the council tax lot want it\n[02/04/2026, 12:34] Jo: also Evie's school place in Lincoln is confirmed!! 🎉\n[02/04/2026, 12:40] Lee: brilliant, she'll be made up",
        'Jo: can you ask the housing office for a letter with our march-out date? the council tax lot want it',
      ),
      h(
        'Interview with Lincolnshire Fire & Rescue control room on the 14th at 2pm.\nThe online assessment went fine, I think.',
        'Interview with Lincolnshire Fire & Rescue control room on the 14th at 2pm.',
      ),
      h(
        'Gaz, who left in 2019: "Use your ELC money before you go, you lose it after two years. And don\'t take the first job just because it\'s the first one."\nApply for the ELC funding for the HGV licence this week.',
        'Apply for the ELC funding for the HGV licence this week.',
      ),
      h("Evie's leaving do at school is Friday. She should be fine, she's done this four times before."),
      h(
        'Things for the move\n- [x] box up garage\n- [x] skip booked for Thursday\n- [ ] meter readings on the day',
        'meter readings on the day',
      ),
      h(
        'The housing officer said the march-out inspection should take about an hour and they check the oven first. Everyone says the oven is where they get you. Housing officer to confirm the march-out date by Monday.',
        'Housing officer to confirm the march-out date by Monday.',
      ),
    ],
  },
  {
    name: 'Dolores, 63, a school bus driver in Albuquerque retiring and moving in with her daughter in Denver, on a Saturday',
    highlights: [
      h(
        'Last route is May 22. Forty-one kids on Route 14 and I know every one of their names and most of their dogs.',
      ),
      h(
        "Medicare isn't until next year, thank God, one less thing. The ERB retirement application has to be filed at least 30 days before my last day.",
        'The ERB retirement application has to be filed at least 30 days before my last day.',
      ),
      h(
        'From the retirement seminar handout: "Don\'t retire from something, retire to something. Stay active, stay social, and keep learning." Very nice, but it was printed in 9-point font.',
      ),
      h(
        "[05/04/2026, 8:02 PM] Marisa: Mom did you decide about the piano?? the movers keep asking\n[05/04/2026, 8:05 PM] Dolores: I can't, it was your grandma's\n[05/04/2026, 8:06 PM] Marisa: ok. Can you at least send me the list of big furniture tonight",
        'Marisa: Mom did you decide about the piano?? the movers keep asking',
        'Can you at least send me the list of big furniture tonight',
      ),
      h(
        'Change of address\n- [x] USPS forwarding\n- [x] Social Security, done online\n- Colorado license within 30 days',
        'Colorado license within 30 days',
      ),
      h(
        'Cried in the bus barn this morning, which is not like me. Luis said I could ride along on his first week driving my route, and I just might.',
      ),
      h(
        'Dentist June 3, 10:30 — last visit on the district insurance, so get the crown done then.',
        'Dentist June 3, 10:30 — last visit on the district insurance, so get the crown done then.',
      ),
      h('The district sent a thank-you plaque. It should arrive at the transportation office next week.'),
      h(
        'Estate sale people said: "Price it to go, nobody wants brown furniture anymore." Hurtful but true.\nCall Sunshine Estate Sales back Monday about the date.',
        'Call Sunshine Estate Sales back Monday about the date.',
      ),
      h("Marisa's guest room is smaller than my bathroom. We'll make it work."),
      h(
        "Don't forget to return the district fuel card and the radio to Frank before the 22nd!",
        "Don't forget to return the district fuel card and the radio to Frank before the 22nd!",
      ),
    ],
  },
  {
    name: 'Nisha, 35, a TV weather presenter in Birmingham, Alabama, two weeks before her due date',
    highlights: [
      h(
        'Hospital bag\n- [x] going-home outfit\n- [x] snacks for Dev\n- phone charger (long cable)',
        'phone charger (long cable)',
      ),
      h(
        'Anchor desk wisdom from Carol, who\'s had three: "Leave work at work. The weather will still be there when you get back."',
      ),
      h(
        "FMLA paperwork: HR needs the doctor's certification form signed by the 15th. Dr Nguyen's office still only does fax, which is very 1998.",
        "FMLA paperwork: HR needs the doctor's certification form signed by the 15th.",
      ),
      h(
        "Dev: can you text me the pediatrician's number so I have it in my phone?\nNisha: sent\nDev: also who's picking up your mom from the airport on Friday, me or Priya?",
        "Dev: can you text me the pediatrician's number so I have it in my phone?",
        "Dev: also who's picking up your mom from the airport on Friday, me or Priya?",
      ),
      h(
        "Did the 10pm forecast standing sideways because the bump blocks the map. Viewers keep emailing to ask if it's twins. It is not twins.",
      ),
      h(
        'Car seat inspection at the fire station Saturday 9am\nApparently most of the seats they check are fitted wrong, which is reassuring.',
        'Car seat inspection at the fire station Saturday 9am',
      ),
      h(
        'Our birthing class teacher said: "Trust your body. Don\'t watch the clock. Rest between contractions."',
      ),
      h(
        'Station\nMarcus and Jen have split my shifts between them, bless them.\nI need to send them my graphics templates before I go.',
        'I need to send them my graphics templates before I go.',
      ),
      h(
        "Forecast for the due date: 40% chance of storms. Dev says I'm the only woman alive who checks the radar before going into labor.",
      ),
      h('Pediatrician meet-and-greet was good, she has a fish tank and a dad joke for every question.'),
      h(
        "Add the baby to the health insurance within 30 days of birth, or it's a whole thing. Dev already put a crib on the registry, which we no longer need since his sister gave us hers.",
        "Add the baby to the health insurance within 30 days of birth, or it's a whole thing.",
      ),
    ],
  },
];
