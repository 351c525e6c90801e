import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_103: LabelledDay[] = [
  {
    name: 'Ottilie, 44, an acupuncturist with a practice above a pharmacy in Brighton, on a Tuesday',
    highlights: [
      h(
        'The needle is the smallest part of the treatment. Listen first, then listen again, and only then reach for the guide tube. (The Quiet Clinic, chapter 2)',
      ),
      h(
        "Sharps bin nearly full again. Book a collection with the clinical waste people before Friday, they need 48 hours' notice.",
        "Book a collection with the clinical waste people before Friday, they need 48 hours' notice.",
      ),
      h(
        "[04/03/2025, 08:52] Jo (reception): Mrs Okafor cancelled her 10.30, I've moved the Harris lady into it\n[04/03/2025, 08:53] Jo (reception): can you ring Mr Bell back about his invoice? he says he was charged twice\n[04/03/2025, 09:10] Ottilie: ok thanks Jo",
        'Jo (reception): can you ring Mr Bell back about his invoice? he says he was charged twice',
      ),
      h(
        'From a Journal of Integrative Medicine piece: patients who feel rushed report more pain at follow-up. Always leave five minutes between the intake and the first needle.',
      ),
      h(
        'Tues\n- order 0.25mm needles (2 boxes)\n- [x] pay room rent to Sunil\n- [ ] email CPD certificate to the BAcC\n- [x] reply to the Groupon woman',
        'order 0.25mm needles (2 boxes)',
        'email CPD certificate to the BAcC',
      ),
      h(
        'Called the insurer this morning about the new treatment couch. They said the cover should be updated by the end of the week.',
      ),
      h(
        "> Could you send over your availability for the staff wellbeing day in April?\n> We're thinking the 14th or 15th.\n\nHi Maria,\nThanks so much for thinking of me. I need to check with Sunil about the room and I'll come back to you by Thursday.",
        'Could you send over your availability for the staff wellbeing day in April?',
        "I need to check with Sunil about the room and I'll come back to you by Thursday.",
      ),
      h('Dentist Thurs 8.40 before clinic', 'Dentist Thurs 8.40 before clinic'),
      h(
        "Mrs Dalloway said she would buy the flowers herself. For Lucy had her work cut out for her. The doors would be taken off their hinges; Rumpelmayer's men were coming.",
      ),
      h('Mum: Gran loved the flowers you sent xx\nMum: Dad says the car should be fixed by Saturday'),
      h(
        "BAcC newsletter: all practitioners must renew their insurance annually. Mine was renewed in January so that's fine.",
      ),
    ],
  },
  {
    name: 'Barnaby, 52, a letterpress printer making wedding stationery in Frome, on a Wednesday',
    highlights: [
      h(
        "Pinned above my bench since my apprenticeship: Mind your p's and q's. Always distribute the type back into the case before you go home.",
      ),
      h(
        'From: Hattie Greene\nSubject: Re: invitation proof v3\n\nHi Barnaby, the proof looks gorgeous! Could you change the venue line to "The Old Barn, Nunney" and send a final proof by Friday? We\'ve had a few more RSVPs than expected, which is lovely!\nThanks, Hattie',
        'Could you change the venue line to "The Old Barn, Nunney" and send a final proof by Friday?',
      ),
      h('Finally fixed the rollers on the Adana yesterday. Should have done it months ago.'),
      h(
        'Shopping\nmilk\nsomething for Weds dinner w/ Pete & Jan',
        'milk',
        'something for Weds dinner w/ Pete & Jan',
      ),
      h(
        'Letterpress studios in the UK have roughly tripled since 2010, according to a piece in the weekend paper. One printer told them to "buy the best cotton paper you can afford and never apologise for the price".',
      ),
      h(
        '[09/04/2025, 12:31] Sam: Plumber came, it was just a washer, £60 😅\n[09/04/2025, 12:40] Sam: can you put the bins out tonight though? green one this week',
        'Sam: can you put the bins out tonight though? green one this week',
      ),
      h('Proofs for the Greene wedding should be back from Hattie by Thursday.'),
      h(
        'Studio catch-up w/ Lily\nLily to photograph the spring samples for Instagram by Monday\nCheck the Heidelberg quote for the new platen — me\nWe talked about raising prices for 2026 but decided to wait',
        'Lily to photograph the spring samples for Instagram by Monday',
        'Check the Heidelberg quote for the new platen — me',
      ),
      h(
        'From the printing history book Lily lent me: in 1450 a compositor might set 1,500 letters an hour. Speed came later, with the Linotype.',
      ),
      h('A wedding suite is never finished, only delivered.'),
      h(
        "Remember to invoice the Bath Spa graduation job — it's been three weeks.",
        "Remember to invoice the Bath Spa graduation job — it's been three weeks.",
      ),
    ],
  },
  {
    name: 'Kev, 47, a High Court enforcement officer (bailiff) in the West Midlands, on a Monday',
    highlights: [
      h('Visit 1 at 14 Elm Grove, no answer. Left notice of enforcement through the door.'),
      h(
        'Donna (office): Kev can you re-attend Unit 4 Harbour Road before Weds? client says the van is back on the yard',
        'Donna (office): Kev can you re-attend Unit 4 Harbour Road before Weds? client says the van is back on the yard',
      ),
      h(
        "Body cam battery died again at 11. Need to get a replacement from the office before tomorrow's round",
        "Need to get a replacement from the office before tomorrow's round",
      ),
      h(
        'Certification course notes: Never force entry to a home on a first visit. Always say who you are and why you are there.',
      ),
      h(
        "Shaz: Your mum rang, she wants you to look at her boiler pressure when you're over Sunday\nShaz: also we still need to decide about Kayleigh's party, bowling or the trampoline place?",
        "Shaz: Your mum rang, she wants you to look at her boiler pressure when you're over Sunday",
        "Shaz: also we still need to decide about Kayleigh's party, bowling or the trampoline place?",
      ),
      h('Van MOT — book before the 18th', 'Van MOT — book before the 18th'),
      h(
        'New fee rules for enforcement agents come into force in April, the Ministry of Justice said on Friday. Firms will have to publish their charges online.',
      ),
      h('I meant to call the Sandwell council contact back last week and never did.'),
      h('Quote on the canteen wall at the depot: be kind, for everyone you meet is fighting a hard battle.'),
      h(
        'Tomorrow\n- [x] fuel card PIN reset\n- [x] return ANPR camera\n- chase Donna for the Patel file',
        'chase Donna for the Patel file',
      ),
      h('The neighbour reckons the debtor should be home after 6 most nights.'),
      h('Good day overall. 11 visits, 4 paid in full, nobody set the dog on me.'),
    ],
  },
  {
    name: 'Yetunde, 36, a crime scene investigator with a county police force in Kent, on a Friday',
    highlights: [
      h(
        'Burglary scene in Maidstone, lifted two partial marks from the kitchen window. Exhibits booked in at 15:20.',
      ),
      h(
        "[14/02/2025, 08:05] Sgt Ellis: Morning all. Yetunde, please cover the Tonbridge RTC scene at 10 and ring me when you're done.",
        "Yetunde, please cover the Tonbridge RTC scene at 10 and ring me when you're done.",
      ),
      h(
        'Court statement for the Ashford case due Tuesday 9am',
        'Court statement for the Ashford case due Tuesday 9am',
      ),
      h(
        'Every contact leaves a trace. Wherever he steps, whatever he touches, whatever he leaves, even unconsciously, will serve as a silent witness against him. (Kirk, via my old training notes)',
      ),
      h('Van restock\nnitrile gloves L\nevidence bags (small)', 'nitrile gloves L', 'evidence bags (small)'),
      h(
        'You need to renew your passport before the Lisbon trip in June.',
        'You need to renew your passport before the Lisbon trip in June.',
      ),
      h(
        'A study in Forensic Science International found gloves should be changed between every exhibit to avoid transfer. Most examiners surveyed said they already did.',
      ),
      h(
        "Funmi: Can you send Mum the photos from Christmas? she's asked me three times 😂\nFunmi: I sent her mine yesterday",
        "Funmi: Can you send Mum the photos from Christmas? she's asked me three times 😂",
      ),
      h('Dropped the car at Kwik Fit this morning. They said it should be ready by 4.'),
      h('Why does every burglary happen on a night shift? Honestly.'),
      h(
        "Who's doing the exhibit audit next month? Nobody's put their name down yet.",
        "Who's doing the exhibit audit next month?",
      ),
    ],
  },
  {
    name: "Moira, 58, a hydrologist in SEPA's Perth office, on a Thursday",
    highlights: [
      h('Gauging at Kinkell Bridge: stage 1.42 m and rising slowly. Cableway fine.'),
      h(
        'must recalibrate the ADCP before the Tay visit on Monday',
        'must recalibrate the ADCP before the Tay visit on Monday',
      ),
      h(
        "No man ever steps in the same river twice, for it's not the same river and he's not the same man. Heraclitus, on the office fridge.",
      ),
      h(
        "> Moira, could you review Craig's rating curve for the Earn before it goes on the website?\n> Thanks again for all your help with the flood report last week.",
        "Moira, could you review Craig's rating curve for the Earn before it goes on the website?",
      ),
      h(
        'Met Office says it was the wettest February on record for parts of Perthshire. Flood warnings remain in place for the Tay at Perth.',
      ),
      h(
        "Don't forget you promised Callum you'd read his draft chapter this weekend.",
        "Don't forget you promised Callum you'd read his draft chapter this weekend.",
      ),
      h(
        'Sat\n- seed potatoes (Charlotte)\n- [x] fix the shed door\n- [x] pay allotment fee',
        'seed potatoes (Charlotte)',
      ),
      h(
        "Craig: the logger at Forteviot stopped sending data at 3am\nCraig: I'll drive out tomorrow and swap the battery",
        "Craig: I'll drive out tomorrow and swap the battery",
      ),
      h('Spent the afternoon on the Almond data. Should have checked the datum first, lesson learned.'),
      h(
        'Good field hydrologists write everything down at the time. Memory is the least reliable instrument you carry. (from a training handout, 1998)',
      ),
      h(
        'We still need to decide who goes on the Loch Leven boat survey in May.',
        'We still need to decide who goes on the Loch Leven boat survey in May.',
      ),
    ],
  },
  {
    name: 'Kasia, 40, a careers adviser at a sixth-form college in Swindon, on a Wednesday',
    highlights: [
      h(
        "Ellie (Y13) — wants to do midwifery, hasn't heard back from UCAS yet. Send her the Bristol open day link.",
        'Send her the Bristol open day link.',
      ),
      h(
        'From a careers guidance textbook: "Don\'t ask a seventeen-year-old what they want to be. Ask them what they enjoy doing on a wet Sunday."',
      ),
      h(
        'Rachel: Can you get the apprenticeship fair stall list to me by Friday lunchtime please\nRachel: Great session with Year 12 yesterday btw',
        'Rachel: Can you get the apprenticeship fair stall list to me by Friday lunchtime please',
      ),
      h('The apprenticeship fair should be in the sports hall this year, not the library.'),
      h(
        "1. Update the UCAS reference tracker\n2) Book a room for the parents' evening talk",
        'Update the UCAS reference tracker',
        "Book a room for the parents' evening talk",
      ),
      h(
        'Had a really good chat with Josh about engineering degrees. He has already applied to Bath and Cardiff.',
      ),
      h(
        "[12/03/2025, 17:45] Tomek: Kids need picking up from swimming at 6.15, I'm stuck at work",
        "Tomek: Kids need picking up from swimming at 6.15, I'm stuck at work",
      ),
      h(
        'A LinkedIn report says the average graduate will change jobs five times before 30. Careers advice should prepare them for that, not for a single ladder.',
      ),
      h(
        'car insurance renews 28th — shop around this time!!',
        'car insurance renews 28th — shop around this time!!',
      ),
      h("Who actually knows what they want to do at 17? I certainly didn't."),
      h(
        'The safeguarding refresher has to be completed by the end of March.',
        'The safeguarding refresher has to be completed by the end of March.',
      ),
    ],
  },
  {
    name: 'Sol, 29, who owns a boxing gym in Salford, on a Saturday',
    highlights: [
      h('Everyone has a plan until they get punched in the mouth. Tyson, obviously.'),
      h(
        "Dean: can someone fix the speed bag swivel, it's hanging off again",
        "Dean: can someone fix the speed bag swivel, it's hanging off again",
      ),
      h('Rent on the unit due 1st — £1,450', 'Rent on the unit due 1st — £1,450'),
      h("Ran the kids' class this morning, 14 turned up. Ordered new 8oz gloves for them last week."),
      h('Cash & Carry\nwater bottles x48\nblue roll', 'water bottles x48', 'blue roll'),
      h(
        "From a Men's Health piece: recovery is where the gains happen. Sleep eight hours and don't train the same muscle group two days running.",
      ),
      h(
        'England Boxing affiliation renewal — Sarah to sort by end of month',
        'England Boxing affiliation renewal — Sarah to sort by end of month',
      ),
      h(
        "Amira: my mum's making jollof tonight 😍\nAmira: bring a dessert when you come pls!!",
        'Amira: bring a dessert when you come pls!!',
      ),
      h('New heavy bags should be delivered Tuesday, according to the tracking.'),
      h("Was going to do a 5k this morning but the car wouldn't start."),
      h(
        'TODO ring the council about the parking bay outside the gym',
        'TODO ring the council about the parking bay outside the gym',
      ),
    ],
  },
  {
    name: 'Latoya, 42, a school nurse at an elementary school in Omaha, Nebraska, on a Monday',
    highlights: [
      h('3rd grader w/ nosebleed, sent back to class after 10 min. Logged it in the health office binder.'),
      h(
        "Hi Latoya,\nCould you please send me the updated list of students with EpiPens before Thursday's staff meeting?\nThanks so much,\nDr Patel",
        "Hi Latoya, Could you please send me the updated list of students with EpiPens before Thursday's staff meeting?",
      ),
      h(
        'It may seem a strange principle to enunciate as the very first requirement in a hospital that it should do the sick no harm. Nightingale, and just as true in a school health office.',
      ),
      h(
        'Vision screening forms go home with 2nd graders Wed — need to print 60 copies',
        'Vision screening forms go home with 2nd graders Wed — need to print 60 copies',
      ),
      h(
        'Mom of Jayden R called: he starts new ADHD meds today. She asked if you could call her back after 2.',
        'She asked if you could call her back after 2.',
      ),
      h('Restocked the ice packs and band-aids this morning.'),
      h('Grocery\nTrash bags\ndog food (the salmon one)', 'Trash bags', 'dog food (the salmon one)'),
      h(
        'The CDC recommends handwashing for at least 20 seconds. Teach kids to hum Happy Birthday twice while they scrub.',
      ),
      h(
        'Marcus: the furnace guy should be here between 1 and 3\nMarcus: can you leave the side gate unlocked before you go?',
        'Marcus: can you leave the side gate unlocked before you go?',
      ),
      h('Follow-up from the district nurses meeting: immunization compliance is at 94% this year.'),
      h(
        'Flu clinic consent forms have to be collected by Friday.',
        'Flu clinic consent forms have to be collected by Friday.',
      ),
    ],
  },
];
