import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_118: LabelledDay[] = [
  {
    name: "Rab, 49, a sheep pregnancy scanner travelling round farms in the Scottish Borders, on a Tuesday in January (farmers' texts, tallies, notes to self)",
    highlights: [
      h(
        "Scanning tally, Hendersons at Kelso\nTwins 212\nSingles 339\nTriplets 31\nEmpty 18\nBest twin rate they've had in six years.",
      ),
      h(
        "[14/01/2025, 06:52] Jim Baird: Ground's frozen at the top fold so we'll have them in the shed for you. Can you come at 11 instead of 10?",
        'Can you come at 11 instead of 10?',
      ),
      h(
        "Crate gate hinge on the trailer is cracking again. Get it welded at Rutherford's before Thursday. The pickup MOT has to be done by the end of the month as well.",
        "Get it welded at Rutherford's before Thursday.",
        'The pickup MOT has to be done by the end of the month as well.',
      ),
      h(
        'SAC lambing bulletin, January. Condition score ewes at scanning and split them by litter size. Feed triplet-bearing ewes separately from the singles. Thin ewes carrying triplets are most at risk of twin lamb disease.',
      ),
      h('VAT return due 7th Feb\nMileage log for Dec is in the glovebox', 'VAT return due 7th Feb'),
      h(
        "[14/01/2025, 12:40] Kirsty: Your mum phoned, she's fine, just a bit lonely. Ring her tonight when you're back.\n[14/01/2025, 12:41] Kirsty: The dog food came.",
        "Ring her tonight when you're back.",
      ),
      h('Mrs Pringle paid cash, £96. Receipt book is nearly finished.'),
      h(
        'Scanned 1,060 ewes today across three farms. Machine battery died at Denholm and I finished on the spare. Home by half five.',
      ),
      h(
        'TODO order a spare battery for the scanner (Ultrascan, the 12V one)',
        'TODO order a spare battery for the scanner (Ultrascan, the 12V one)',
      ),
      h(
        "Jim Baird's ewes should be ready for a second look in three weeks. He reckons the tups went out a fortnight late.",
      ),
      h(
        '[14/01/2025, 17:05] Alec Scott: Any chance you could fit in 450 Blackies next week? Any day but Wednesday.',
        'Alec Scott: Any chance you could fit in 450 Blackies next week?',
      ),
      h("Old Tam's rule: never scan a ewe that's been off her feed, you'll see nothing but shadows."),
    ],
  },
  {
    name: 'Máire, 44, who hand-harvests seaweed on the Connemara shore for a processor in Galway, on a Thursday (tide notes, buyer e-mails, family WhatsApp)',
    highlights: [
      h(
        'Tides Thurs: low water 11:42, 0.4m. Spring tide, best of the month for the serrated wrack on the Carna side.',
      ),
      h(
        "From Niamh at Atlantic Kelp:\n> We're short on dillisk for the food line. Could you do 2 tonnes of knotted wrack by the 28th?",
        'Could you do 2 tonnes of knotted wrack by the 28th?',
      ),
      h(
        "[16/01/2025, 08:10] Ciarán: Mam's eye clinic got moved to Tuesday at 3. Can you bring her in, I'm in Dublin all week?",
        "Can you bring her in, I'm in Dublin all week?",
      ),
      h(
        'Code of practice for hand harvesting, section 4. Cut the frond at least 15cm above the holdfast so the plant regrows. Never pull seaweed up by the root. Rotate your cutting areas on a three-year cycle.',
      ),
      h('sharpen the sickle tonight\nnets drying in the shed\nbags 40 left', 'sharpen the sickle tonight'),
      h(
        'Cut 380kg of knotted wrack off the Mweenish rocks before the tide turned. A seal watched us the whole morning. Paudie drove the bags up to the yard.',
      ),
      h(
        'Foreshore licence renewal — the form has to be back to the department by 31 January.',
        'Foreshore licence renewal — the form has to be back to the department by 31 January.',
      ),
      h(
        'Dryer should be fixed by the weekend, the electrician said. The new element is coming from Athlone.',
      ),
      h(
        'Paudie to bring the trailer round Friday for the dried bales.',
        'Paudie to bring the trailer round Friday for the dried bales.',
      ),
      h(
        'We still need to decide whether to take on a second picker for the spring. The Údarás grant scheme opened last week.',
        'We still need to decide whether to take on a second picker for the spring.',
      ),
      h('Who in their right mind goes out on the rocks in January? Me, apparently.'),
      h(
        "[16/01/2025, 19:22] Aoife: Mam don't forget my camogie money for Saturday!!\n[16/01/2025, 19:23] Aoife: It's €15",
        "Aoife: Mam don't forget my camogie money for Saturday!!",
      ),
    ],
  },
  {
    name: 'Russ, 58, a cranberry grower with bogs near Harwich on Cape Cod, on a Wednesday in October at harvest (crew texts, co-op e-mails, notes)',
    highlights: [
      h(
        'Harvest log, Bog 3\nFlooded at 5:30am\nBeaters ran till noon\nCorralled and pumped 412 barrels\nColor is the best since 2019.',
      ),
      h(
        "Manny: pump on the corral truck is leaking again, can you call Gary's Hydraulics this morning?",
        "Manny: pump on the corral truck is leaking again, can you call Gary's Hydraulics this morning?",
      ),
      h(
        'Co-op receiving: Please deliver Bog 3 and Bog 4 fruit to the Carver station by Friday 4pm. Trucks without a load ticket will be turned away.',
        'Co-op receiving: Please deliver Bog 3 and Bog 4 fruit to the Carver station by Friday 4pm.',
      ),
      h(
        "UMass Cranberry Station tip sheet: Don't flood a bog for harvest if the water is above 70 degrees. Hold the flood no longer than you need to. Fruit left floating in hot sun will scald.",
      ),
      h(
        'You need to renew your pesticide applicator license before Nov 30, Russ.',
        'You need to renew your pesticide applicator license before Nov 30, Russ.',
      ),
      h(
        '[10/16/2024, 1:15 PM] Deb: Linda called, her hip is much better and she sends love\n[10/16/2024, 1:16 PM] Deb: Can you pick up Bailey from the groomer at 4?',
        'Deb: Can you pick up Bailey from the groomer at 4?',
      ),
      h(
        "Meant to call the insurance guy about the May frost claim but never got to it. He's probably forgotten too.",
      ),
      h("Frost alarm should go off if the bog hits 32 tonight. Forecast says 38, so we're probably fine."),
      h(
        'Hardware store\n- 2 boxes 3" deck screws\n- [x] gas cans\n- propane for the sorting shed heater',
        '2 boxes 3" deck screws',
        'propane for the sorting shed heater',
      ),
      h('My father used to say a cranberry bog is a bank account that floods. Never truer than this year.'),
      h(
        "Who's running the dry picker on Bog 1 next week, Tiago or Manny?",
        "Who's running the dry picker on Bog 1 next week, Tiago or Manny?",
      ),
      h('Cape Cod Times: Cranberry prices expected to hold at around $40 a barrel this season.'),
    ],
  },
  {
    name: 'Eleri, 37, who makes sea salt from Menai Strait seawater on Anglesey, on a Monday in February (pan-house log, stockist e-mails, Instagram DMs)',
    highlights: [
      h(
        'Pan house log, Monday\nPan 2: 14kg flake harvested\nPan 3: brine at 21%, not ready\nPan 1 still down for descaling',
      ),
      h(
        "Re: Spring order, Blas Deli Beaumaris\n> Hi Eleri, we're nearly out of the smoked salt. Could you send another 3 cases before Easter?",
        'Could you send another 3 cases before Easter?',
      ),
      h(
        'DM from @cookingwithcerys: would you be up for a collab in March? no pressure x',
        'DM from @cookingwithcerys: would you be up for a collab in March? no pressure x',
      ),
      h(
        "From the food hygiene course notes: Keep seawater intake records for every batch. Label allergens clearly even when there aren't any.",
      ),
      h(
        "Remember to take Dad's prescription to the chemist in Llangefni on Wednesday.",
        "Remember to take Dad's prescription to the chemist in Llangefni on Wednesday.",
      ),
      h(
        'Posted 22 online orders from Benllech post office. Queue was out the door. Royal Mail prices went up again.',
      ),
      h('Trading Standards visit — Thurs 10am, pan house', 'Trading Standards visit — Thurs 10am, pan house'),
      h(
        'Honestly exhausted. The strait was the colour of pewter today and I could have watched it for hours.',
      ),
      h(
        'This week\n1. reorder kraft boxes (200)\n2. chase Blas Deli invoice, 30 days over',
        'reorder kraft boxes (200)',
        'chase Blas Deli invoice, 30 days over',
      ),
      h('The new evaporator pan should arrive from Sheffield by the end of the month.'),
      h('BBC Wales: Menai Suspension Bridge to close to traffic for three weeks from 10 March.'),
      h(
        "[10/02/2025, 18:30] Huw: Back about 7, the A55 is solid\n[10/02/2025, 18:31] Huw: Can you text Mari's mum about the Saturday pickup?",
        "Huw: Can you text Mari's mum about the Saturday pickup?",
      ),
    ],
  },
  {
    name: 'Jenny, 52, who runs a pony-trekking centre on Exmoor, on a Saturday in August (yard WhatsApp, booking e-mails, notes)',
    highlights: [
      h(
        "[09/08/2025, 07:05] Beth: Dolly's lame on the near fore again, I've left her in.\n[09/08/2025, 07:06] Beth: Can you ring Alan the farrier and see if he can come Monday?",
        'Beth: Can you ring Alan the farrier and see if he can come Monday?',
      ),
      h('Rides done today: 10am beginners (6), 2pm Dunkery (4), 5pm sunset hack (3). Takings £640.'),
      h(
        'BHS guidance: Check girths before every rider mounts. Never put a novice behind a known kicker. Keep the ride leader at the front and the escort at the back.',
      ),
      h(
        'Licence inspection 2 Sept, get the first-aid kits restocked before then',
        'Licence inspection 2 Sept, get the first-aid kits restocked before then',
      ),
      h(
        "A family from Bristol turned up without booking and I squeezed them onto the afternoon ride. I was going to put the prices up this year and didn't.",
      ),
      h(
        "From the Harveys: Would it be possible to book a private ride for our daughter's 10th birthday on the 23rd? She's a confident rider.",
        "From the Harveys: Would it be possible to book a private ride for our daughter's 10th birthday on the 23rd?",
      ),
      h('Mole Valley list\n- wormer x3\n- [x] fly spray', 'wormer x3'),
      h(
        "Vet's follow-up on Dolly's hoof was reassuring. The new saddle should be back from the saddler on Tuesday.",
      ),
      h('Why do people turn up in shorts to go riding? Every single summer.'),
      h(
        'Open over Christmas this year or not, need to make my mind up before the website goes live.',
        'Open over Christmas this year or not, need to make my mind up before the website goes live.',
      ),
      h(
        "[09/08/2025, 19:40] Tom: mum don't forget to sign my DofE form its due monday",
        "Tom: mum don't forget to sign my DofE form its due monday",
      ),
      h(
        "Beth and Sam to muck out the top barn before the 10 o'clock ride tomorrow.",
        "Beth and Sam to muck out the top barn before the 10 o'clock ride tomorrow.",
      ),
    ],
  },
  {
    name: "Barry, 60, a reed cutter on the Norfolk Broads, on a Friday in February (marsh notebook, thatchers' texts, family chat)",
    highlights: [
      h(
        'Cut 180 bundles on Hickling marsh this morning. Ground too soft for the Seiga so it was the hand scythe. Barn owl hunting the dyke at dusk.',
      ),
      h(
        'Text from Dan (thatcher, Ludham): need 600 bundles of 6ft water reed by 1st March, can you manage that?',
        'Text from Dan (thatcher, Ludham): need 600 bundles of 6ft water reed by 1st March, can you manage that?',
      ),
      h(
        'You need to get the cutting licence extension in to the Wildlife Trust before the season ends on 10 April.',
        'You need to get the cutting licence extension in to the Wildlife Trust before the season ends on 10 April.',
      ),
      h(
        "Old marshman's saying: cut reed in the dark of the year and it'll see out a lifetime. Never cut with frost on the stem.",
      ),
      h('Pink-footed geese went over in their thousands. Hands are wrecked.'),
      h(
        "The Land Rover's insurance has to be renewed by the 28th.",
        "The Land Rover's insurance has to be renewed by the 28th.",
      ),
      h("Rang the Broads Authority about the staithe moorings. They said they'd put it in writing."),
      h('Price should go up to £2.10 a bundle next season according to Dan.'),
      h(
        'Saturday\n* sharpen the blades on the Seiga\n* load 200 bundles for Potter Heigham\n* [x] pay Colin for Tuesday',
        'sharpen the blades on the Seiga',
        'load 200 bundles for Potter Heigham',
      ),
      h(
        "[21/02/2025, 16:02] Kayleigh: Dad can you have Alfie Sunday afternoon? We've got the christening thing.",
        'Kayleigh: Dad can you have Alfie Sunday afternoon?',
      ),
      h('Eastern Daily Press: Hickling Broad water levels highest since 2020.'),
      h('Thanks to Mick for lending the flat-bottomed boat again. Proper gent.'),
    ],
  },
  {
    name: "Kit, 34, an agricultural contractor mowing, baling and wrapping silage in mid-Devon, on a Wednesday in June (job book, farmers' texts, family WhatsApp)",
    highlights: [
      h(
        'Job book, Wed\nWillows Farm: 62 acres mown, 410 bales wrapped\nHigher Combe: raked, still too wet to bale',
      ),
      h(
        '[11/06/2025, 06:15] Roger Heard: Any chance you can do my 30 acres at Bow before the rain Friday?',
        'Roger Heard: Any chance you can do my 30 acres at Bow before the rain Friday?',
      ),
      h("Dad's rule: make hay while the sun shines, but never bale it till it rattles."),
      h(
        'baler knotter playing up again\nring Kverneland dealer re knotter parts',
        'ring Kverneland dealer re knotter parts',
      ),
      h(
        'Broke a tine on the rake at Willows. Welded it back on in the yard at lunch. Ate my pasty in the cab.',
      ),
      h('Fuel account due 30 June, £3,412', 'Fuel account due 30 June, £3,412'),
      h('Weather app says the front should arrive Thursday night.'),
      h(
        "[11/06/2025, 12:30] Lou: Remember Ellie's sports day is tomorrow at 1.30, you promised you'd come!",
        "Lou: Remember Ellie's sports day is tomorrow at 1.30, you promised you'd come!",
      ),
      h(
        'Farmers Weekly: Contractors should agree rates in writing before the season starts. A handshake is not a contract. Build a fuel clause into every job.',
      ),
      h(
        'Do I take on the lad from Bicton for the summer or not?',
        'Do I take on the lad from Bicton for the summer or not?',
      ),
      h(
        "Tractor's 500-hour service has to be booked in with Hallett's this week.",
        "Tractor's 500-hour service has to be booked in with Hallett's this week.",
      ),
      h("Invoice sent to Willows Farm for £2,890. The Heards finally paid last month's."),
    ],
  },
  {
    name: "Lowenna, 41, a flower farmer on St Martin's, Isles of Scilly, posting scented narcissi to the mainland, on a Tuesday in November (order e-mails, off-island list, neighbours' WhatsApp)",
    highlights: [
      h(
        "Picked 1,800 stems of Soleil d'Or this morning. The field by the quay smells of honey. Boat was late so the post went at 2.",
      ),
      h(
        'Order #4471, Mrs J Fletcher, Harrogate: 3 boxes, gift message "Happy 80th Mum". Please make sure it arrives before the 22nd.',
        'Please make sure it arrives before the 22nd.',
      ),
      h(
        "From the Flower Farmers' Network blog: Condition stems overnight in cool water before packing. Never mix fresh narcissi with other flowers, the sap kills them.",
      ),
      h(
        "Off-island list\n- [ ] collect boxes from the quay\n- [ ] dentist St Mary's Thurs 11am\n- [x] bank",
        'collect boxes from the quay',
        "dentist St Mary's Thurs 11am",
      ),
      h(
        'The Duchy lease renewal needs to be signed and returned by the end of the month.',
        'The Duchy lease renewal needs to be signed and returned by the end of the month.',
      ),
      h('Parcels should take two days to reach the mainland now the winter timetable has started.'),
      h(
        "[18/11/2025, 09:12] Keith: Storm due Thursday, the quay will be shut\n[18/11/2025, 09:13] Keith: Could you bring last year's minutes to the gig club AGM?",
        "Keith: Could you bring last year's minutes to the gig club AGM?",
      ),
      h('Some days I wonder why we do this. Then the sun comes up over Tean and I remember.'),
      h("Told the Harrogate lady we'd sort it. Packed her boxes first thing."),
      h(
        'order more kraft tissue & sphagnum\nTresco Stores paid for Oct',
        'order more kraft tissue & sphagnum',
      ),
      h('Scilly Today: the Scillonian is laid up for its winter refit from Monday.'),
      h('Thank you so much, the flowers made Mum cry (happy tears)! — review from Sue in Leeds'),
    ],
  },
];
