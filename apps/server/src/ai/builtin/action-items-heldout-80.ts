import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_80: LabelledDay[] = [
  {
    name: 'Kemal, who runs a kebab and pizza takeaway in Swindon, on a Friday',
    highlights: [
      h(
        'fri\nmeat order → ring Demir before 11\nfryer 2 thermostat fixed finally 👍',
        'meat order → ring Demir before 11',
      ),
      h(
        'Aysel: can u grab 2 bags of onions from the cash n carry on ur way in?\nAysel: they were out when i went at 9',
        'Aysel: can u grab 2 bags of onions from the cash n carry on ur way in?',
      ),
      h(
        'Keep raw and ready-to-eat foods apart at all times. Wash your hands before handling food. — Safer Food Better Business pack',
      ),
      h('inspection went fine, 4 stars again 🙏 inspector reckons we should be ok till next year'),
      h('TODO\n- renew oven service contract\n- menus done ✅', 'renew oven service contract'),
      h('Demir (supplier): lamb going up 8% from next month, sorry boss nothing i can do'),
      h(
        'reminder to self: you need to sort the card machine, it keeps dropping connection on busy nights',
        'reminder to self: you need to sort the card machine, it keeps dropping connection on busy nights',
      ),
      h(
        'Deliveroo: Your payout of £1,284.50 has been sent. It should reach your account within 3 working days.',
      ),
      h(
        'Mehmet: im off sunday remember, my cousins wedding\nMehmet: who is covering the late shift sunday?',
        'Mehmet: who is covering the late shift sunday?',
      ),
      h(
        'meant to call the council about the commercial bin again and forgot 🤦\nBins out tonight, the big green one',
        'Bins out tonight, the big green one',
      ),
      h('sign guy quoted £640 inc fitting\nWhy is everything so dear these days?'),
    ],
  },
  {
    name: 'Shauna, 23, a student nurse on a community placement in Derry, on a Tuesday',
    highlights: [
      h(
        'placement day 6\nmentor = Gráinne (DN) ext 4471\nmeet at health centre 8.15 not 8.30!!',
        'meet at health centre 8.15 not 8.30!!',
      ),
      h(
        'Gráinne: Can you bring your competency booklet tomorrow so we can sign off the wound care section?',
        'Gráinne: Can you bring your competency booklet tomorrow so we can sign off the wound care section?',
      ),
      h("Always document as if the patient will read it. If it wasn't written down, it wasn't done."),
      h(
        'Uni email: Your reflective essay must be submitted via Blackboard by 5pm on 14 March. Late submissions will be capped at 40%.',
        'Uni email: Your reflective essay must be submitted via Blackboard by 5pm on 14 March.',
      ),
      h("did 3 home visits, mrs D's leg ulcer looking loads better 💪"),
      h(
        'need to buy compression socks for myself lol 12 hr days are killing me',
        'need to buy compression socks for myself lol 12 hr days are killing me',
      ),
      h(
        "Mammy: Don't forget Nana's 80th on Sat, you're bringing the cake\nMammy: Your da says hi",
        "Mammy: Don't forget Nana's 80th on Sat, you're bringing the cake",
      ),
      h(
        'flatmates group\nCiara: bins are out, done 👍\nOrla: whose turn is it to do the big shop this week?\nCiara: not me I did it last week',
        'Orla: whose turn is it to do the big shop this week?',
      ),
      h(
        'the pharmacy should have the dressings in by Thursday\nPick them up Thurs after placement',
        'Pick them up Thurs after placement',
      ),
      h(
        'NMC code: "Make sure that people\'s physical, social and psychological needs are assessed and responded to."',
      ),
      h('bus was 20 mins late again, nearly missed the 8.15 start'),
    ],
  },
  {
    name: 'Marek, a mobile tyre fitter working out of a van around Reading, on a Wednesday',
    highlights: [
      h('wed jobs\n8:00 Tilehurst 205/55 R16 x2 (Mrs Khan)', '8:00 Tilehurst 205/55 R16 x2 (Mrs Khan)'),
      h(
        'Customer text: Hi, is it possible to come after 5? I work until half 4. Thanks, Lucy (Earley, the blue Fiesta)',
        'Customer text: Hi, is it possible to come after 5?',
      ),
      h(
        'order 4x 195/65 R15 budget from Micheldever b4 2pm for tmrw',
        'order 4x 195/65 R15 budget from Micheldever b4 2pm for tmrw',
      ),
      h('compressor making that noise again. last time it was the valve'),
      h(
        'Tyre safety leaflet: Check your tyre pressures at least once a month and before long journeys. The legal minimum tread depth is 1.6mm.',
      ),
      h(
        'van MOT runs out on the 12th, book it in at Kwik Fit',
        'van MOT runs out on the 12th, book it in at Kwik Fit',
      ),
      h(
        'Tomek: The Thames Valley account wants invoices monthly now, not per job. Can you send me your job sheets every Friday from now on?',
        'Can you send me your job sheets every Friday from now on?',
      ),
      h(
        'changed 2 tyres in the rain at the retail park, soaked 😩 wheel nut on the Golf was seized, had to use the breaker bar',
      ),
      h('torque wrench back from calibration, all good'),
      h(
        "Wife: Kids have swimming at 6, can you pick them up from the leisure centre? I'm at work till 7.",
        'Wife: Kids have swimming at 6, can you pick them up from the leisure centre?',
      ),
      h('The customer is always right, until they ask for part-worns on a BMW 😂'),
    ],
  },
  {
    name: 'Tiff, 45, who runs a vending-machine route in Sacramento, on a Tuesday',
    highlights: [
      h('tues route = the long one 😮‍💨\n5am alarm was brutal'),
      h(
        'coin mech jammed on DMV machine #3 again → call Crane service line, ticket # on the sticker',
        'coin mech jammed on DMV machine #3 again → call Crane service line, ticket # on the sticker',
      ),
      h(
        'restock list\n• Takis x3 cases\n• Celsius peach (ppl keep asking)',
        'Takis x3 cases',
        'Celsius peach (ppl keep asking)',
      ),
      h(
        "Office manager (Greenway Park): Hi Tiff, the machine on the 2nd floor ate someone's card again. Could you come take a look this week? Thanks so much!",
        'Could you come take a look this week?',
      ),
      h('podcast tip: "Never stock what you like, stock what sells." so true'),
      h(
        'college lib wants healthier options per their new policy, contract renewal should come thru in June',
      ),
      h('sales tax return Q2 due the 31st!!!', 'sales tax return Q2 due the 31st!!!'),
      h(
        'Marco (nephew, helps sat): yo can i get paid in cash this week? my bank card got blocked',
        'Marco (nephew, helps sat): yo can i get paid in cash this week? my bank card got blocked',
      ),
      h('swapped the old coffee machine at the hospital, new one works great ☕'),
      h(
        "van ran rough on the freeway, check engine light came on near Davis\nGet Ray to look at it before Thursday's route",
        "Get Ray to look at it before Thursday's route",
      ),
      h('machine 14 (gym) made $312 this wk, best one by far'),
    ],
  },
  {
    name: 'Joelle, an ice technician at a municipal arena in Sudbury, Ontario, on a Saturday',
    highlights: [
      h(
        'sat\n6:00 flood before learn-to-skate\nzamboni blade → change after game 2\nbrine temp was -9 at open',
        '6:00 flood before learn-to-skate',
        'zamboni blade → change after game 2',
      ),
      h(
        'Rick (manager): Minor hockey wants an extra hour Sunday 7am. Can you do the flood at 6:45 or should I ask Dave?',
        'Can you do the flood at 6:45 or should I ask Dave?',
      ),
      h(
        'Ice thickness: aim for 1.25 to 1.5 inches. Thicker ice means more refrigeration cost, not better ice. (from the OMRA course binder)',
      ),
      h('the ammonia sensor was tested by the contractor on the 3rd, all good'),
      h(
        "you have to renew your Refrigeration Operator cert before Oct 1 or you can't run the plant solo",
        "you have to renew your Refrigeration Operator cert before Oct 1 or you can't run the plant solo",
      ),
      h(
        'Mom: are you still coming for supper tmrw? dad is doing ribs',
        'Mom: are you still coming for supper tmrw? dad is doing ribs',
      ),
      h('Parent complaint at front desk: "the ice was like a washboard at the 10am" 🙄'),
      h('skate sharpener in the pro shop is out of order, sign is up'),
      h('the new edger should arrive next week according to Andre at the supplier'),
      h('Never walk on fresh ice, never. Lol thanks Rick, learned that one the hard way'),
      h(
        "who's doing the boards paint touch-up before the tournament? still not decided",
        "who's doing the boards paint touch-up before the tournament? still not decided",
      ),
    ],
  },
  {
    name: 'Big Dan, kit man at a League Two football club, on a home matchday Saturday',
    highlights: [
      h(
        'matchday vs Barrow KO 3pm\nload kit van by 10:30\npack home shirts + GK green',
        'load kit van by 10:30',
        'pack home shirts + GK green',
      ),
      h(
        'Gaffer: Make sure the lads have the long sleeves in the dressing room, forecast says 4 degrees',
        'Gaffer: Make sure the lads have the long sleeves in the dressing room, forecast says 4 degrees',
      ),
      h(
        'washing machine 2 leaking again, towel under it for now\nRing Electrolux engineer Monday re machine 2',
        'Ring Electrolux engineer Monday re machine 2',
      ),
      h(
        'EFL regs: Shirt numbers must be clearly visible and contrast with the shirt colour. Squad numbers cannot be changed mid-season.',
      ),
      h(
        'Jase (academy): any chance of 20 old training tops for the u14s? no rush',
        'Jase (academy): any chance of 20 old training tops for the u14s? no rush',
      ),
      h(
        'new signing = Okafor #19 → 3 home + 2 away shirts printed by tues',
        'new signing = Okafor #19 → 3 home + 2 away shirts printed by tues',
      ),
      h(
        "Club shop WhatsApp\nSue: we sold out of the kids' away kit again\nSue: reorder has gone in, should land Thursday",
      ),
      h(
        'Remember to count the balls back in after the warm up, we lost 3 last week',
        'Remember to count the balls back in after the warm up, we lost 3 last week',
      ),
      h('Podcast quote: "Look after the kit and the kit looks after you." Classic Brian.'),
      h("striker's boots came in the wrong size again 🙄 sent them back"),
      h('Lads won 2-1 last time we played them, fingers crossed 🤞'),
    ],
  },
  {
    name: 'Precious, 34, a supporting artist (TV extra) in Manchester, on a Monday',
    highlights: [
      h(
        'call sheet tmrw\nunit base: Salford Quays car park B\ncall time 05:45 → costume → makeup\nbring 2 changes, smart casual, NO logos',
        'call time 05:45 → costume → makeup',
        'bring 2 changes, smart casual, NO logos',
      ),
      h(
        "Agency: Hi Precious, you've been pencilled for Coronation Street Wed and Thu. Please confirm your availability by 6pm today.",
        'Please confirm your availability by 6pm today.',
      ),
      h('last shoot i stood in the rain for 4 hrs as "pedestrian 3" 😂 worth it for £92'),
      h(
        'Induction handout: Never look at the camera and never talk to the principals unless they talk to you first.',
      ),
      h(
        "invoice for Thursday's day on Hollyoaks → send to agency, they pay at 30 days",
        "invoice for Thursday's day on Hollyoaks → send to agency, they pay at 30 days",
      ),
      h(
        "Kayden's school: Friday is non-uniform day, all donations go to Children in Need.\nFind a £1 coin for Kayden's non-uniform day",
        "Find a £1 coin for Kayden's non-uniform day",
      ),
      h(
        'you need to update your Spotlight photos, the headshot is 3 yrs old',
        'you need to update your Spotlight photos, the headshot is 3 yrs old',
      ),
      h('Nan: left a lasagne in ur fridge love x'),
      h(
        'Casting call (FB group): Looking for tall men 6ft+ for a period drama in Liverpool, 3 days. Must have own car.',
      ),
      h(
        "Car insurance renews on the 22nd, compare quotes first don't just let it roll over",
        "Car insurance renews on the 22nd, compare quotes first don't just let it roll over",
      ),
      h('felt so awkward on set today, sat in the café scene for 9 takes'),
    ],
  },
  {
    name: 'Rukhsana, 38, a mobile sports massage therapist in Leicester, on a Thursday',
    highlights: [
      h(
        'thurs\n9:30 Jas, calves again\n2pm netball squad x6 → take 2nd couch',
        '9:30 Jas, calves again',
        '2pm netball squad x6 → take 2nd couch',
      ),
      h(
        'Jas: hiya can we move to 10 instead? parking at mine is a nightmare before 10',
        'Jas: hiya can we move to 10 instead? parking at mine is a nightmare before 10',
      ),
      h('CPD notes: Never massage over an acute injury in the first 48 hours. Ice, compression, elevation.'),
      h(
        'insurance (Balens) renewal due 1st of next month → pay + download new cert',
        'insurance (Balens) renewal due 1st of next month → pay + download new cert',
      ),
      h(
        "Mr Patel's daughter: He says the session really helped, thank you so much! He wondered if you could do fortnightly from now on?",
        'He wondered if you could do fortnightly from now on?',
      ),
      h('oil nearly out, ordered more grapeseed from the wholesaler yesterday'),
      h('I was going to do my accounts tonight but honestly no chance 😴'),
      h("Tigers physio lead replied: No vacancies at the moment but we'll keep your CV on file."),
      h(
        "Reza: Don't forget Amaan has parents evening at 5:40, I'm stuck at work so it's you x",
        "Reza: Don't forget Amaan has parents evening at 5:40, I'm stuck at work so it's you x",
      ),
      h('glutes are the most underrated muscle group in runners (Running Physio blog)'),
      h(
        'Netball coach: Could you send the invoice to the club treasurer rather than me? Her email is treasurer@leicesterfalcons.co.uk',
        'Netball coach: Could you send the invoice to the club treasurer rather than me?',
      ),
      h("my back is killing me after yesterday's netball lot 😂"),
    ],
  },
];
