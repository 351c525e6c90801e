import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_45: LabelledDay[] = [
  {
    name: 'a glazier running a two-van firm in Leeds, on a Tuesday',
    highlights: [
      h(
        "Tuesday\nQuote for the Hendersons' bay window\nPilkington rep came by, new catalogue is on the desk\nVan 2 tyres — book in before the 14th\nLunch with Gaz was good, he's thinking of retiring",
        "Quote for the Hendersons' bay window",
        'Van 2 tyres — book in before the 14th',
      ),
      h(
        'How to remove old putty without cracking the pane. Warm the putty gently with a heat gun on its lowest setting. Never point the gun at the glass itself for more than a few seconds. You should always wear cut-resistant gloves, even for small jobs.',
      ),
      h(
        "Mrs Okafor: Hi, the fitter left a scratch on the new patio door glass, could someone come and have a look this week? I'm in every day after 3.",
        'Mrs Okafor: Hi, the fitter left a scratch on the new patio door glass, could someone come and have a look this week?',
      ),
      h(
        'Building regulations update: from October, replacement windows in new dwellings must meet a U-value of 1.2. The industry body said the change should cut heating bills by up to 8%. It expects most installers to be ready well before the deadline.',
      ),
      h(
        "Measured up at the school this morning, 14 units in total. Caretaker says the head wants it all done over half term. Need to get the order to the factory by Friday or we'll miss the slot.",
        "Need to get the order to the factory by Friday or we'll miss the slot.",
      ),
      h(
        'Re: condensation between panes — that means the seal has failed, there is no fixing it. Replace the sealed unit, not the whole frame. Anyone who tells you otherwise is selling something.',
      ),
      h(
        "Kyle: I'm off Thursday for the baby scan, can you cover the Roundhay job?\nKyle: Also the new blade for the cutting table came, I've fitted it",
        "Kyle: I'm off Thursday for the baby scan, can you cover the Roundhay job?",
      ),
      h(
        "Dad's conservatory roof has been leaking again since the storm. Go round Sunday morning with the ladders and take a tube of clear sealant.",
        'Go round Sunday morning with the ladders and take a tube of clear sealant.',
      ),
      h(
        'Five stars for this suction lifter. Held a 40kg pane for ten minutes without a wobble. Check the rubber pads before each use and keep them out of direct sunlight. Would buy again.',
      ),
      h(
        'VAT return due 7th\nI paid the Saint-Gobain invoice yesterday\nMr Patel finally paid invoice 2291',
        'VAT return due 7th',
      ),
      h(
        "A good tradesman leaves the site cleaner than he found it. That's what my first boss used to say, and he was right.",
      ),
      h(
        'Call with Pilkington: lead times are now three weeks on laminated. They should have the new price list out by the end of the month. Jo to confirm whether the trade discount still applies to us.',
        'Jo to confirm whether the trade discount still applies to us.',
      ),
    ],
  },
  {
    name: 'a freelance BSL interpreter, midweek',
    highlights: [
      h(
        "This week\nWed 10am GP appt, Harehills (job ref 4471)\nThurs 2pm outpatients at Jimmy's — ask the agency for the consultant's name\nFri — nothing booked yet",
        'Wed 10am GP appt, Harehills (job ref 4471)',
        "Thurs 2pm outpatients at Jimmy's — ask the agency for the consultant's name",
      ),
      h(
        "Interpreters working alone for more than an hour are at real risk of repetitive strain. Take a break of at least ten minutes every forty-five. Book a co-worker for anything over two hours, and don't be afraid to say no.",
      ),
      h(
        "Court job ran over by 90 mins. I meant to invoice the extra time on the day but forgot. Invoice Leeds Crown Court for the overtime today, with the usher's signature sheet attached.",
        "Invoice Leeds Crown Court for the overtime today, with the usher's signature sheet attached.",
      ),
      h(
        'Hi Sarah, thanks so much for covering at short notice yesterday. Could you send over your availability for March when you get a chance? Best, Tom',
        'Could you send over your availability for March when you get a chance?',
      ),
      h(
        'The government has announced that BSL interpretation will be funded for all NHS appointments from next April. Charities welcomed the move but said the details should be published quickly.',
      ),
      h(
        'CPD hours: 18 of 24 done. You need to log 6 more hours before the NRCPD renewal on 30 June. Already signed up for the medical terminology webinar.',
        'You need to log 6 more hours before the NRCPD renewal on 30 June.',
      ),
      h(
        'If your interpreter turns up late, you should report it to the agency, not to the interpreter. Keep a note of the time and the booking reference. Most agencies will refund the session.',
      ),
      h("Interpreting is not about words, it's about meaning. Leave your ego at the door."),
      h(
        'Priya: are you free to co-work the conference on the 22nd?\nPriya: they need two of us for the afternoon panel\nMe: Sounds fun, I did that one last year',
        'Priya: are you free to co-work the conference on the 22nd?',
      ),
      h('Boots\nhand cream\n(got lens wipes already)', 'hand cream'),
      h(
        'Felt wiped out after the tribunal. Hard case, a father losing contact with his kids. Glad I debriefed with Jen afterwards.',
      ),
    ],
  },
  {
    name: 'a foster carer with a teenage placement, on a Monday',
    highlights: [
      h(
        "Monday\nLAC review 11am at the council offices\nTake Jayden's school report and the health booklet\nSocial worker rang, the new one starts next month",
        'LAC review 11am at the council offices',
        "Take Jayden's school report and the health booklet",
      ),
      h(
        "Teenagers in care often test boundaries in the first few months. Stay calm, name the feeling, and never make threats you won't follow through on. Consistency matters more than any single rule.",
      ),
      h(
        'Hi Claire, just a reminder that your foster carer review paperwork needs to be back to us by 15 March. Let me know if you want any help with it.',
        'Hi Claire, just a reminder that your foster carer review paperwork needs to be back to us by 15 March.',
      ),
      h(
        'Easy chicken fajitas. Slice two peppers and an onion into strips. Fry with the chicken for eight minutes, then stir in the spice mix. Serve with warm wraps and soured cream.',
      ),
      h(
        "Jayden asked if his mate can stay over Saturday. Need to check with the SW whether that's allowed under the delegated authority. He should hear back from the college about his place this week.",
        "Need to check with the SW whether that's allowed under the delegated authority.",
      ),
      h(
        "Safer caring course, session 3. Always knock before entering a young person's bedroom. Never be alone in a car with a child who has made allegations before. Record everything, then date and sign it.",
      ),
      h('Bins out tonight', 'Bins out tonight'),
      h(
        "We had the same problem with pocket money. What worked for us was paying it into a card account every Friday. You should agree the amount with the social worker first so it's in the placement plan.",
      ),
      h(
        "Dear parent/carer, Year 10 parents' evening is on Thursday 6 March. Please book your appointments through the school app by Monday. Many thanks, Mrs Hughes",
        'Please book your appointments through the school app by Monday.',
      ),
      h(
        "You keep saying you'll take Mark away for a weekend. Respite is booked for the 21st, so book the cottage tonight.",
        'Respite is booked for the 21st, so book the cottage tonight.',
      ),
      h(
        'Good day. Jayden laughed at dinner for the first time since he arrived. I called his nan to tell her.',
      ),
    ],
  },
  {
    name: 'the owner of a two-room escape room in Sheffield, on a Friday',
    highlights: [
      h(
        'Ellie: the padlock in the Pharaoh room is sticking again\nEllie: can someone order a new one before the weekend?\nDan: the one from last time only lasted about a month',
        'Ellie: can someone order a new one before the weekend?',
      ),
      h(
        'Great fun for a birthday! The staff were lovely and the puzzles were clever. Only complaint is the room was really hot in July.',
      ),
      h(
        "Never make a puzzle depend on outside knowledge. Test every new room with at least five groups before opening it. If players are stuck for ten minutes, give a hint, don't wait for them to ask.",
      ),
      h(
        'Friday\nFloat for the till — £100 in coins\nRe-set Room 2 clues after the 6pm group\nI fixed the UV torch, it was just the batteries',
        'Float for the till — £100 in coins',
        'Re-set Room 2 clues after the 6pm group',
      ),
      h(
        'Dear licence holder, we are writing about your premises licence. The renewal form must be returned by 31 May, together with the fee of £180.',
        'The renewal form must be returned by 31 May, together with the fee of £180.',
      ),
      h(
        'Escape rooms across the UK face tighter fire safety checks after a fatal fire in Poland in 2019. Inspectors will look at emergency release buttons and signage.',
      ),
      h(
        'Corporate group Sunday, 14 people from an accountancy firm. Ask Dan whether he can open up at 9.',
        'Ask Dan whether he can open up at 9.',
      ),
      h(
        'Honestly the best thing we did was put a timer on the wall. Players love seeing it tick down. You should also keep a spare set of every key behind the counter, trust me.',
      ),
      h('Thanks for your order. Your custom props should arrive on Tuesday between 8am and 6pm.'),
      h(
        'Halloween room idea: ghost ship theme. We still need to decide whether to build the set ourselves or pay the props company.',
        'We still need to decide whether to build the set ourselves or pay the props company.',
      ),
      h('Bank the weekend takings Mon', 'Bank the weekend takings Mon'),
    ],
  },
  {
    name: 'a stonemason doing church and memorial restoration, on a Thursday',
    highlights: [
      h(
        'lime mortar — 10 bags from Mike\nrain all weekend, no pointing\ndiocese rang back, faculty approved',
        'lime mortar — 10 bags from Mike',
      ),
      h(
        'Never use cement on historic brickwork. The mortar should always be softer than the stone around it, so that it fails first. Rake out joints by hand to a depth of at least 25mm.',
      ),
      h(
        "Dear Mr Bell, the family would like the inscription to read 'Beloved husband and father'. Could you please send a proof before you start cutting?",
        'Could you please send a proof before you start cutting?',
      ),
      h(
        'Vandals have damaged more than thirty headstones at a cemetery in Hull. Police are appealing for witnesses and the council says repairs should begin next month.',
      ),
      h(
        'Finished the lettering on the Hartley stone today. Takes three coats of gilt on the capitals. Photos for the website — get Lauren to take them Saturday.',
        'Photos for the website — get Lauren to take them Saturday.',
      ),
      h(
        "Re: sandstone flaking — you should never pressure wash it, you'll just blow the face off. Brush it gently and let it dry out over the summer.",
      ),
      h('The stone tells you where it wants to split. Listen to it.'),
      h(
        "Site meeting with the architects at St Anne's: scaffold comes down on the 19th. They'll send the revised drawings for the west door by Monday. I need to price up the new finials by next Wednesday.",
        "They'll send the revised drawings for the west door by Monday.",
        'I need to price up the new finials by next Wednesday.',
      ),
      h(
        "Best dummy mallet I've owned. Lignum vitae head, perfect weight. Oil the handle twice a year and it'll last a lifetime.",
      ),
      h(
        'Josh: can I leave at 2 Friday for my driving test?',
        'Josh: can I leave at 2 Friday for my driving test?',
      ),
      h(
        "Van insurance renews on the 28th. Shop around this time, don't just let it roll over.",
        "Shop around this time, don't just let it roll over.",
      ),
    ],
  },
  {
    name: 'a yarn shop owner in a market town, on a Saturday',
    highlights: [
      h(
        'Saturday\nWindow display — swap to spring colours\nPrice up the new Drops delivery\nKnit and natter group moved to 2pm from this week\nBest week for the 4ply merino since we opened',
        'Window display — swap to spring colours',
        'Price up the new Drops delivery',
      ),
      h(
        'Cast on 96 stitches using the long-tail method. Join in the round, being careful not to twist. Work in 2x2 rib for 5cm, then change to larger needles.',
      ),
      h(
        "Hiya, I saw the Rowan Felted Tweed in Seafarer on your Instagram. Could you put two balls aside for me, and I'll pop in on Tuesday?",
        "Could you put two balls aside for me, and I'll pop in on Tuesday?",
      ),
      h(
        'If your tension is off, go down a needle size rather than trying to knit tighter. You should always block a swatch before measuring it. Trust me, I learned the hard way.',
      ),
      h(
        'Wool prices have fallen to their lowest level in a decade, leaving many British sheep farmers burning fleeces. British Wool said it should see a recovery next year.',
      ),
      h(
        'Card machine fees went up again. Rang SumUp, no joy. Compare Zettle and Square rates before the contract ends in May.',
        'Compare Zettle and Square rates before the contract ends in May.',
      ),
      h(
        'Bev: I can do Wednesdays from next month if that helps\nBev: let me know by Friday so I can tell the library',
        'Bev: let me know by Friday so I can tell the library',
      ),
      h(
        "Sturdy swift, clamps firmly to the table. Don't overtighten the wing nut or the wood will crack. Four stars because the instructions were useless.",
      ),
      h(
        'From the knitting calendar: there is no such thing as too much yarn. Buy the sweater quantity, you will always find a use for it.',
      ),
      h('VAT quarter ends 31st — get receipts to Anita', 'VAT quarter ends 31st — get receipts to Anita'),
      h(
        "I meant to ring the landlord about the damp patch in the stockroom. Still haven't. It's spreading behind the shelves.",
      ),
    ],
  },
  {
    name: 'an HVAC technician in Ohio, on a Tuesday',
    highlights: [
      h(
        'tues\n8:30 — Kowalski furnace, no heat call\n11 — maintenance at the dental office on Main\nFerguson out of 40/5 capacitors till Weds',
        '8:30 — Kowalski furnace, no heat call',
        '11 — maintenance at the dental office on Main',
      ),
      h(
        "Change your furnace filter every 90 days, or monthly if you have pets. Make sure the arrow on the filter points toward the blower. You should also vacuum the return vent while you're at it.",
      ),
      h(
        'Dispatch: can you swing by the Alvarez job after lunch? Customer says the AC is blowing warm again.',
        'Dispatch: can you swing by the Alvarez job after lunch?',
      ),
      h(
        "That's a failed flame sensor 9 times out of 10. Pull it, clean it with a dollar bill or fine steel wool, and put it back. If it still short-cycles, check your ground.",
      ),
      h(
        "The EPA's refrigerant rule takes effect January 1, phasing down R-410A in new systems. Distributors say prices on existing stock should climb through the summer.",
      ),
      h(
        'EPA 608 card is still in the old truck. Text Marcus to grab it before he trades the truck in Thursday.',
        'Text Marcus to grab it before he trades the truck in Thursday.',
      ),
      h(
        'All techs: timesheets have to be submitted by noon Friday from now on. Thanks for your patience while we switch payroll systems.',
        'All techs: timesheets have to be submitted by noon Friday from now on.',
      ),
      h(
        'This vacuum pump pulls down to 50 microns in under ten minutes. Change the oil after every job, seriously. Five stars.',
      ),
      h("Emma's dentist appt Thurs 3:45", "Emma's dentist appt Thurs 3:45"),
      h(
        "I called the warranty line about our own AC, they're sending a tech on the 14th. Should be covered since it's only 4 years old.",
      ),
      h(
        "Jen: Can you grab milk and dog food on the way home?\nJen: Tyler's science fair went great btw, he got second place",
        'Jen: Can you grab milk and dog food on the way home?',
      ),
    ],
  },
  {
    name: 'the secretary of an amateur astronomy society, on a Sunday',
    highlights: [
      h(
        "Sunday jobs\nEmail members about Wednesday's meeting\nRecharge the batteries for the red torches\nClear skies forecast for Tuesday night!",
        "Email members about Wednesday's meeting",
        'Recharge the batteries for the red torches',
      ),
      h(
        'To collimate a Newtonian, start by centering the secondary mirror under the focuser. Then adjust the primary until the reflections line up. Check collimation every time you transport the scope.',
      ),
      h(
        'A bright comet could be visible to the naked eye in October, astronomers say. It should be best seen low in the west just after sunset.',
      ),
      h(
        'Committee meeting, 3 March\nAttendance: 6\nTreasurer reported £1,240 in the account\nAction: Helen to get three quotes for the observatory roof repairs\nWho is taking over the newsletter from Graham?\nMeeting closed 9.40pm',
        'Action: Helen to get three quotes for the observatory roof repairs',
        'Who is taking over the newsletter from Graham?',
      ),
      h(
        'For a first telescope you should buy a 6 or 8 inch Dobsonian, not a cheap refractor on a wobbly mount. Join your local society before spending anything. Most will lend you a scope for a month.',
      ),
      h(
        'Dear Mr Price, thank you for offering a stargazing evening for our Year 6 pupils. Could you let us know which dates in November would suit you? Kind regards, Ms Adeyemi',
        'Could you let us know which dates in November would suit you?',
      ),
      h('Keep looking up. The universe is under no obligation to make sense to you.'),
      h(
        "Saw Jupiter's moons through the 10 inch last night, seeing was superb. I should have taken notes for the newsletter.",
      ),
      h(
        'Public liability insurance — renew before the first outreach night on 12 Oct',
        'Public liability insurance — renew before the first outreach night on 12 Oct',
      ),
      h(
        "Graham: the club laptop won't boot, I think the hard drive has gone\nMe: I'll take it to the repair café on Saturday",
        "Me: I'll take it to the repair café on Saturday",
      ),
      h(
        "Lovely eyepiece, sharp to the edge. Keep the caps on when it's not in use and never touch the lens with your fingers. Would recommend.",
      ),
    ],
  },
];
