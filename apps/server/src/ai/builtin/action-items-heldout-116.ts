import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_116: LabelledDay[] = [
  {
    name: 'Kirsteen, 34, a host on the Caledonian Sleeper between London Euston and Fort William, on a Wednesday (crew WhatsApp, rota e-mail, notes to self)',
    highlights: [
      h(
        '[14/05/2025, 18:02] Ewan: Coach F heating is playing up again, logged it with the depot\n[14/05/2025, 18:04] Ewan: Kirsteen can you check the spare duvets are in the F locker before Crewe?\n[14/05/2025, 18:05] Kirsteen: yep it did the same last Tuesday\n[14/05/2025, 18:09] Morven: Thanks both, lifesavers',
        'Ewan: Kirsteen can you check the spare duvets are in the F locker before Crewe?',
      ),
      h(
        'Mr Abernethy in 12 is back again, third time this month. Remember to flag the gluten-free porridge for cabin 4 on the manifest.',
        'Remember to flag the gluten-free porridge for cabin 4 on the manifest.',
      ),
      h(
        'From the guest experience module: Greet every guest by name within the first minute. People remember how you made them feel, not what you served them.',
      ),
      h(
        'Hi Kirsteen, your rota for June is now on the portal. Please confirm your annual leave dates for August by Friday 23rd. Training days will show as TRN.\nThanks, Lorna',
        'Please confirm your annual leave dates for August by Friday 23rd.',
      ),
      h(
        'Fort William arrival 9.57, 12 mins late. Lounge car ran out of haggis by 21:00 again. The new coffee machine should be fitted next month.',
      ),
      h(
        'Tesco before Sunday\n- tights x2 (black, 40 den)\n- plasters\n- [x] birthday card for Gran',
        'tights x2 (black, 40 den)',
        'plasters',
      ),
      h(
        'Sleep is the first thing shift workers sacrifice and the last thing they should. Keep the bedroom cold, dark and boring.',
      ),
      h(
        "Isla: Mum's birthday meal is booked for the 2nd at 7\nIsla: can you sort the cake? you're nearest the bakery\nIsla: no pressure lol",
        "Isla: can you sort the cake? you're nearest the bakery",
      ),
      h(
        "I meant to ring the depot about my locker key but the office was shut. I'll ring them first thing tomorrow.",
        "I'll ring them first thing tomorrow.",
      ),
      h('Uniform fitting got moved again, third time since March.'),
      h('Guest feedback card said the host in coach J was a star. Made my week.'),
    ],
  },
  {
    name: 'Sunil, 45, a reablement support worker with a council rapid-response team in Swindon, on a Monday (visit notes, team WhatsApp, family texts)',
    highlights: [
      h(
        "Mrs Okafor managed the stairs with the frame today, really pleased. The OT team said they'd come out last week but never turned up. They need to reassess her bathroom before Friday.",
        'They need to reassess her bathroom before Friday.',
      ),
      h(
        "Gemma: Who's covering Mr Pratt's tea call on Wednesday? Nobody's on the rota for it\nDeb: I did it last week\nGemma: Thanks Deb x",
        "Gemma: Who's covering Mr Pratt's tea call on Wednesday?",
      ),
      h(
        'Reablement handbook, p.4: Do with, not for. Every task you take over is a skill the person may lose.',
      ),
      h(
        'Mileage claim for April - submit by the 5th or it rolls to next month',
        'Mileage claim for April - submit by the 5th or it rolls to next month',
      ),
      h(
        'Lifting injuries in care work are mostly cumulative, not sudden. Always test the weight before you commit to a lift.',
      ),
      h(
        "Rang the GP surgery about Mr Hale's catheter supplies, they said the prescription should be ready Thursday. Chase it Thurs pm if not.",
        'Chase it Thurs pm if not.',
      ),
      h('Felt rubbish after the split shift yesterday. Too much coffee, not enough water.'),
      h(
        'Thanks Kate, the follow-up from the audit was really useful.\n> Hi all,\n> Manual handling is now mandatory.\n> You need to book a slot on the learning hub before 30 June.',
        'You need to book a slot on the learning hub before 30 June.',
      ),
      h(
        "Aarav parents' evening Tues 6.10, ask about his maths set",
        "Aarav parents' evening Tues 6.10, ask about his maths set",
      ),
      h('Zara: Dad can you pick me up from netball at 8?', 'Zara: Dad can you pick me up from netball at 8?'),
      h(
        'Great Western Way gridlocked again, 20 mins late to my 9am. Mr Pratt did not mind, he had the racing on.',
      ),
    ],
  },
  {
    name: 'Marlon, 38, a mobile patrol and keyholding security officer covering industrial estates around Thurrock, on a Friday night (patrol log, control room WhatsApp, notes to self)',
    highlights: [
      h(
        '02:14 Unit 7 Purfleet Trade Park, roller shutter found insecure, secured and photographed. 02:40 Site clear. Client to be informed by 08:00 per instructions.',
        'Client to be informed by 08:00 per instructions.',
      ),
      h(
        "[16/05/2025, 23:51] Control: Alarm activation at Hollis Packaging, keyholder not answering\n[16/05/2025, 23:58] Marlon: on scene at Hollis, all quiet, perimeter intact\n[17/05/2025, 00:06] Control: Cheers mate. When you're done can you swing by the Grays depot and check the gate chain?",
        "When you're done can you swing by the Grays depot and check the gate chain?",
      ),
      h(
        'My SIA licence runs out on 3 August. The renewal has to go in at least eight weeks before that.',
        'The renewal has to go in at least eight weeks before that.',
      ),
      h('Waste no more time arguing about what a good man should be. Be one.'),
      h(
        "Whoever has van 3 next needs to get the tyres checked at Kwik Fit on the A13 before starting the Purfleet loop, because the pressure warning came on twice last night and I don't trust it. Fuel card left in the glovebox.",
        "Whoever has van 3 next needs to get the tyres checked at Kwik Fit on the A13 before starting the Purfleet loop, because the pressure warning came on twice last night and I don't trust it.",
      ),
      h(
        "slept badly, neighbours' dog again\nmum's prescription - pick up from Boots in Grays before 6\nNothing else on today thank god",
        "mum's prescription - pick up from Boots in Grays before 6",
      ),
      h(
        'Essex Police say metal theft from industrial sites rose 30% last year. Site operators should review their perimeter lighting, the report says.',
      ),
      h(
        'Company lone working policy, section 3: Never enter a building alone on an alarm call. Wait for police or a second officer.',
      ),
      h(
        'Jo: are you up? the boiler man is coming sat 10am, can you be in',
        'Jo: are you up? the boiler man is coming sat 10am, can you be in',
      ),
      h(
        "Thought about going for the supervisor job at Tilbury, not sure yet. Would mean days, which I'd like.",
      ),
      h(
        'TODO ask ops manager about body cams for solo patrols',
        'TODO ask ops manager about body cams for solo patrols',
      ),
    ],
  },
  {
    name: 'Aled, 50, a purser on the Holyhead–Dublin ferry, on a Tuesday (fleet e-mail, crew chat, notes)',
    highlights: [
      h(
        'Dear Aled, The port state inspection has been moved to Thursday. All crew certificates must be uploaded to the portal by Wednesday noon. Regards, Fleet HR',
        'All crew certificates must be uploaded to the portal by Wednesday noon.',
      ),
      h(
        '08:15 sailing fully booked, 2 coaches of schoolkids. Shop takings down on last Tuesday. The Irish Sea should be lumpy after 3.',
      ),
      h(
        "Siân: Aled the bar tills are short on £2 coins again\nSiân: could you bring a bag up from the safe before we open?\nRhys: I've done the duty free count",
        'Siân: could you bring a bag up from the safe before we open?',
      ),
      h('A complaint is a gift. Thank the guest before you explain anything.'),
      h(
        'Crew meeting notes\nLifejacket demo video is out of date\nAction: Aled to chase the new version from marketing\nCafé menu changes from 1 June',
        'Action: Aled to chase the new version from marketing',
      ),
      h('Dentist Thurs 4pm', 'Dentist Thurs 4pm'),
      h(
        "I have to remember Dad's hearing aid batteries when I'm in Holyhead",
        "I have to remember Dad's hearing aid batteries when I'm in Holyhead",
      ),
      h(
        'Passenger in cabin 6 said the shower was cold all crossing. Engineering were informed at 10:40 and fixed it. Compensation was refused by the shore office.',
      ),
      h(
        "Can't believe it's 25 years on the 28th! Book somewhere nice in Beaumaris.",
        'Book somewhere nice in Beaumaris.',
      ),
      h('Safety bulletin poster: Muster drills save lives. Know your station before you know your cabin.'),
      h(
        "Gareth: we're short a steward for the Friday night sailing\nGareth: we still need to decide whether to pull someone off the shop or run with one less",
        'Gareth: we still need to decide whether to pull someone off the shop or run with one less',
      ),
    ],
  },
  {
    name: 'Comfort, 47, a healthcare assistant on a hospital stroke ward in Leicester, between two night shifts, on a Tuesday (handover scribbles, family chat, e-mail)',
    highlights: [
      h(
        'Bay 3 quiet apart from bed 6. He pulled his cannula out at 3am and the sister re-sited it. Ring his son when I am back on tonight, he asked to be kept updated.',
        'Ring his son when I am back on tonight, he asked to be kept updated.',
      ),
      h(
        'Your Band 3 apprenticeship application has been received. Shortlisting should be complete by 6 June. If you have any questions, contact the education team.',
      ),
      h(
        "Blessing: Mummy can you sign my trip form tonight, it's in my bag\nBlessing: I ate the last yoghurt sorry",
        "Blessing: Mummy can you sign my trip form tonight, it's in my bag",
      ),
      h('Dignity is not an add-on to care; it is the care. Knock, wait, and say who you are.'),
      h('Aldi\n- rice 10kg\n- plantain\n- [x] bin bags', 'rice 10kg', 'plantain'),
      h('Feet are killing me. 3 nights down, 1 to go.'),
      h(
        'Basic life support is overdue on ELMS, must do it before my next shift',
        'Basic life support is overdue on ELMS, must do it before my next shift',
      ),
      h(
        'Sister said we should get new hoist slings by the end of the month. My follow-up with occupational health went fine.',
      ),
      h(
        "Church flowers rota has me down for Sunday but I'm on nights. Need to swap with Auntie Grace.",
        'Need to swap with Auntie Grace.',
      ),
      h('Gas bill £142 due 12th', 'Gas bill £142 due 12th'),
      h(
        'Read that night workers do better eating their main meal before the shift, not at 3am. Makes sense.',
      ),
    ],
  },
  {
    name: 'Jordan, 26, a deckhand on a Thames river bus, on a Thursday (ops group, flatmate chat, notes to self)',
    highlights: [
      h(
        'Ran the RB1 from Embankment to Woolwich all morning. Tide was really high at Greenwich, gangway steep. One passenger slipped but was fine.',
      ),
      h(
        '[22/05/2025, 06:40] Duty Ops: All crew to complete the new mooring-line toolbox talk by Sunday\n[22/05/2025, 06:41] Duty Ops: Bankside pier closed 12:00-13:00 for a film shoot\n[22/05/2025, 06:55] Jordan: 👍',
        'Duty Ops: All crew to complete the new mooring-line toolbox talk by Sunday',
      ),
      h(
        'You need to book the Boatmaster exam before your STCW refresher runs out in Oct',
        'You need to book the Boatmaster exam before your STCW refresher runs out in Oct',
      ),
      h('One hand for yourself and one for the ship. Never turn your back on the river.'),
      h(
        "Kasia: the landlord is coming Monday to look at the damp\nKasia: can one of us be in? I'm at work till 6",
        'Kasia: can one of us be in?',
      ),
      h('Pay rise should show on the June payslip.'),
      h('Ring Mum back about Sunday lunch', 'Ring Mum back about Sunday lunch'),
      h('I was going to do the first aid top-up in May but it got cancelled.'),
      h('Renew my 26-30 railcard before the 30th', 'Renew my 26-30 railcard before the 30th'),
      h(
        'Sign in the crew mess: Deckhands must wear lifejackets on deck at all times. This is non-negotiable.',
      ),
      h(
        'Hassan from Woolwich pier asked if I could cover his Saturday. Need to let him know by tonight.',
        'Need to let him know by tonight.',
      ),
    ],
  },
  {
    name: 'Bridget, 52, a detention officer in a police custody suite in Bristol, on a Sunday (sergeant e-mail, family WhatsApp, notes to self)',
    highlights: [
      h('Busy night, 14 in, cells full by 2am. Two on constant obs. Nobody hurt.'),
      h(
        'Morning all, The cell call bell in C4 is faulty and estates have been told. It should be fixed by Tuesday. Please can the late turn check the new mattresses have arrived and sign for them.\nThanks, Sgt Hollins',
        'Please can the late turn check the new mattresses have arrived and sign for them.',
      ),
      h(
        'The PACE refresher on Wednesday has been moved online. Must read the updated Code C guidance beforehand.',
        'Must read the updated Code C guidance beforehand.',
      ),
      h(
        'Custody course slide: Treat every detainee as medically at risk until you know otherwise. Complacency kills in custody.',
      ),
      h(
        "[25/05/2025, 11:02] Niamh: Mum are you still ok to have the dog next weekend?\n[25/05/2025, 11:03] Niamh: we fly at 6am Saturday\n[25/05/2025, 11:04] Niamh: he's had his jabs btw",
        'Niamh: Mum are you still ok to have the dog next weekend?',
      ),
      h(
        "BP check at the GP, book one, it's been over a year",
        "BP check at the GP, book one, it's been over a year",
      ),
      h(
        'Twelve-hour shifts are linked to poorer sleep and higher error rates, a new study finds. Managers should consider shorter rotations, the authors say.',
      ),
      h(
        'I was supposed to send the overtime form on Friday and forgot. Do it tomorrow before briefing.',
        'Do it tomorrow before briefing.',
      ),
      h('Car insurance renews 9 June, get quotes first', 'Car insurance renews 9 June, get quotes first'),
      h('Lamb for next Sunday - order from Hobbs by Weds', 'Lamb for next Sunday - order from Hobbs by Weds'),
      h("The new custody sergeant starts in June. Word is she's strict but fair."),
    ],
  },
  {
    name: 'Shaz, 33, entertainment team leader at a holiday park in Skegness, on a Saturday in August (show notes, team WhatsApp, notes to self)',
    highlights: [
      h(
        "Kids' disco ran 10 mins over, parents loved it. Mic 2 crackled through the whole bingo. Tech to replace the mic 2 lead before tonight's cabaret.",
        "Tech to replace the mic 2 lead before tonight's cabaret.",
      ),
      h(
        "Liam: can someone cover the 4pm pool party? I'm stuck at reception\nAmy: it's roasting out there today btw",
        'Liam: can someone cover the 4pm pool party?',
      ),
      h(
        "Next week's rota needs to be out by Monday lunchtime.",
        "Next week's rota needs to be out by Monday lunchtime.",
      ),
      h(
        'From the improv book Jess lent me: Always make your scene partner look good. Mistakes are gifts if you honor them.',
      ),
      h(
        'Guest in caravan 212 complained about noise from the clubhouse until 1am. Duty manager has dealt with it.',
      ),
      h(
        "Costume order from Smiffy's should arrive Tuesday. If it doesn't, chase them Wednesday morning.",
        "If it doesn't, chase them Wednesday morning.",
      ),
      h(
        "Mum's hospital appt Mon 10:30 at Pilgrim, I'm driving her",
        "Mum's hospital appt Mon 10:30 at Pilgrim, I'm driving her",
      ),
      h("What's the point of signing another season contract if they won't give me winter hours?"),
      h(
        'Before Bank Hol weekend\n1. Raffle prizes from Lidl\n2. Print new bingo books',
        'Raffle prizes from Lidl',
        'Print new bingo books',
      ),
      h('Spoke to Gemma in HR about going permanent. She said there should be news by September.'),
      h('Sunburnt on the back of my neck doing the pool party yesterday. Lesson learned.'),
    ],
  },
];
