import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_115: LabelledDay[] = [
  {
    name: 'Dean, 38, a travelling showman who runs a waltzer and dodgems on the northern fair circuit, pulling down after Hull Fair, on a Monday in October',
    highlights: [
      h(
        "[13/10/2025, 07:42] Uncle Terry: Rain's held off so far, waltzer's half down already\n[13/10/2025, 07:45] Dean: Lads are on it now. Kayleigh can you ring Bradley's about the low loader for Wednesday?\n[13/10/2025, 07:51] Kayleigh: Bradley's never answer before nine",
        "Kayleigh can you ring Bradley's about the low loader for Wednesday?",
      ),
      h(
        'Before we pull off the ground\n- [ ] Meter readings to the council\n- [x] Generator serviced\n- [ ] Crowd barriers back to Hire-It\n- [ ] check tow hitch pin on the living wagon',
        'Meter readings to the council',
        'Crowd barriers back to Hire-It',
        'check tow hitch pin on the living wagon',
      ),
      h(
        "From Travelling Shows of the North, chapter 3: Never build up on a slope you haven't walked yourself. The old men said a good tober was worth more than a good ride.",
      ),
      h(
        "Stacey: Lacey's parents' evening went fine, her teacher says she's flying in maths. You need to pay the winter yard rent before Friday or Maureen will be on the phone again. Love you x",
        'You need to pay the winter yard rent before Friday or Maureen will be on the phone again.',
      ),
      h(
        "World's Fair safety column: Every generator should be earthed at each build-up, and an RCD test takes less than a minute. Most fairground fires start at the cable, not the ride. Always test the RCD before the first punter gets on.",
      ),
      h(
        "Rang the insurance broker about the dodgems claim, she's sending the forms by post. They should land Wednesday.",
      ),
      h(
        'dodgem car 7 still pulling left\npickup brush worn to nothing\norder 2 from Bumper Spares',
        'order 2 from Bumper Spares',
      ),
      h(
        "[13/10/2025, 14:03] Shane: Who's driving the Scammell up to Seacroft on Wednesday, me or Kyle?\n[13/10/2025, 14:10] Dean: Kyle did it last year and clipped the gatepost",
        "Shane: Who's driving the Scammell up to Seacroft on Wednesday, me or Kyle?",
      ),
      h(
        "Roll up, roll up! Every ride a bargain, every night the last. That's how my grandfather shouted it from the paybox.",
      ),
      h(
        'Lacey had Mia round for tea, the pair of them were up till midnight. The new waltzer cars should be back from the fabricator by March.',
      ),
      h(
        "Don't forget: Terry's eye clinic appointment is Friday at 10.40 and he can't drive after the drops, so someone has to take him.",
        "Don't forget: Terry's eye clinic appointment is Friday at 10.40 and he can't drive after the drops, so someone has to take him.",
      ),
    ],
  },
  {
    name: 'Siân, 49, a racehorse trainer with a yard of thirty jumpers in Lambourn, on a Tuesday',
    highlights: [
      h(
        "second lot: Brackenfold and Miss Tilly cantered up Mandown, both blowing less than last week\nTilly's near fore a touch warm again\nGet the vet to scan it before Thursday's work",
        "Get the vet to scan it before Thursday's work",
      ),
      h(
        "From: Richard Ashworth\nSubject: Brackenfold at Newbury?\nSiân, would you be able to let me know by Friday whether he's running at Newbury on the 29th? My wife wants to book the owners' lunch. Many thanks, Richard",
        "Siân, would you be able to let me know by Friday whether he's running at Newbury on the 29th?",
      ),
      h(
        "From The Horse's Mouth, a trainer's memoir: Put the horse first, the owner second and yourself a long way third. Every horse tells you when it's ready if you stop talking long enough to listen.",
      ),
      h(
        "14/10/2025, 06:12 - Jodie: Scarlet Ribbon not eaten up again, left half her feed\n14/10/2025, 06:15 - Siân: Take her temp and keep her in, I'll look at her after first lot\n14/10/2025, 06:20 - Jodie: She's in the end box by the tack room",
        "Siân: Take her temp and keep her in, I'll look at her after first lot",
      ),
      h(
        'Entries to make today\n1. Miss Tilly, Fontwell novice hurdle\n2. Galway Gold, Chepstow handicap chase',
        'Miss Tilly, Fontwell novice hurdle',
        'Galway Gold, Chepstow handicap chase',
      ),
      h(
        'Racing Post: The BHA says the new whip rules will be reviewed after Cheltenham. Jockeys found in breach face bans of up to ten days.',
      ),
      h(
        "Ring Mum tonight about Sunday lunch, not tomorrow. She's cooking for twelve again.",
        'Ring Mum tonight about Sunday lunch, not tomorrow.',
      ),
      h(
        "Farrier came at 7 and did Tilly and three of the youngsters. Said the grey's feet are the best they've been.",
      ),
      h("Hope is a horse that hasn't run yet. Heard that at the Doncaster sales, can't remember who from."),
      h(
        'Hay delivery should be here Thursday, 200 bales. Ask Jodie to clear the end bay beforehand.',
        'Ask Jodie to clear the end bay beforehand.',
      ),
      h("Owners' open morning went brilliantly, sold two more shares in the syndicate horse."),
    ],
  },
  {
    name: 'Beatriz, 41, who breeds alpacas and sells fleece and yarn from a smallholding in Shropshire, on a Wednesday',
    highlights: [
      h(
        'Shearing day prep\n- [ ] Halters and leads for all 22\n- [x] Shearer confirmed for 8am\n- [ ] Label fleece bags by name',
        'Halters and leads for all 22',
        'Label fleece bags by name',
      ),
      h(
        'British Alpaca Society newsletter: Alpacas are herd animals and should never be kept alone. A lone alpaca will often stop eating within days. Check toenails every eight weeks and teeth twice a year.',
      ),
      h(
        "Etsy message from Hannah P: Hi! Could you tell me if the fawn DK yarn is from the same dye lot as my last order? It's for a cardigan for my daughter.",
        'Could you tell me if the fawn DK yarn is from the same dye lot as my last order?',
      ),
      h(
        "Vet came out for Rosa's abscess. Lanced and flushed, she was very brave. Antibiotic jab again Friday, and Rosa's to stay in the small paddock till then.",
        "Antibiotic jab again Friday, and Rosa's to stay in the small paddock till then.",
      ),
      h('hay running low, maybe 15 bales left\nring Gwilym for another 100', 'ring Gwilym for another 100'),
      h(
        'Elizabeth Zimmermann, in Knitting Without Tears: Knit on with confidence and hope through all crises.',
      ),
      h(
        "[21/05/2025, 18:30] Luis: Mum the football presentation evening is tomorrow, coach says parents are welcome\n[21/05/2025, 18:31] Beatriz: Wouldn't miss it!\n[21/05/2025, 18:33] Luis: It starts at 7 and you have to bring a plate of food for the buffet",
        'Luis: It starts at 7 and you have to bring a plate of food for the buffet',
      ),
      h(
        'The Royal Welsh is the big one this year. Entry forms for Rosa and Pedro have to be in by 1 June.',
        'Entry forms for Rosa and Pedro have to be in by 1 June.',
      ),
      h('Sold 4 fleeces at the wool fair on Saturday, £180 total. Best raw fleece price yet.'),
      h(
        'Pedro should be fully recovered from his toe trim by the weekend. I meant to order return labels from the mini mill last week.',
      ),
      h(
        'Mini mill booking confirmed: our fleeces go in the July slot. Skirting the whites took all afternoon.',
      ),
    ],
  },
  {
    name: 'Tyrell, 44, a stunt coordinator on a streaming cop series shooting in Atlanta, on a Thursday',
    highlights: [
      h(
        '#stunts-ep4: @Tyrell can you confirm the rigging crew call time for the car flip on Monday? Production is locking the schedule tonight.',
        '#stunts-ep4: @Tyrell can you confirm the rigging crew call time for the car flip on Monday?',
      ),
      h(
        "From The Stuntman's Handbook: The best stunt is the one you walk away from. Rehearse it until it's boring, then rehearse it again.",
      ),
      h(
        'Safety mtg 10:30\nBurn gag rehearsal went clean, no issues.\nAction: Marcus to get pads and mats to stage 3 by 2pm\nWe still need to decide who doubles for Kerry in the stair fall',
        'Action: Marcus to get pads and mats to stage 3 by 2pm',
        'We still need to decide who doubles for Kerry in the stair fall',
      ),
      h(
        "Tasha: Dad you need to sign my field trip permission slip, it's due tomorrow!! Mom says hi",
        "Tasha: Dad you need to sign my field trip permission slip, it's due tomorrow!!",
      ),
      h("Called the SAG rep about the overtime on ep 3. She's looking into it and will get back to me."),
      h(
        'Variety: Stunt performers have long pushed for their own Oscar category. Some argue the Academy should recognize the craft by 2028.',
      ),
      h(
        "gear to buy\n- descender x2\n- new harness (mine's expired)",
        'descender x2',
        "new harness (mine's expired)",
      ),
      h("Coach Davis: Great practice today, the girls' passing has come on a mile."),
      h("Line from today's sides, Detective Hobbs: Fear is a tool. Use it or it uses you."),
      h(
        'The insurance certificate for the car flip should come through from Chubb tomorrow. Remind me to forward it to the UPM when it lands.',
        'Remind me to forward it to the UPM when it lands.',
      ),
      h("Don't text and drive, the billboards on I-85 keep telling me. Honestly it worked."),
      h("Doctor's appt Tues 3:15 for the shoulder", "Doctor's appt Tues 3:15 for the shoulder"),
    ],
  },
  {
    name: 'Adebayo, 47, a consultant histopathologist at a teaching hospital in Sheffield, on a Friday',
    highlights: [
      h(
        "Re: Upper GI MDT Monday\n> Could you review the slides for cases 4 and 7 before Monday's meeting?\n> The list is longer than usual this week, sorry.\nNo problem at all, thanks for flagging.",
        "Could you review the slides for cases 4 and 7 before Monday's meeting?",
      ),
      h(
        'From Gross Pathology Made Simple: When in doubt, take another block. The cut surface tells you more than the request form ever will.',
      ),
      h(
        'TODO sign out the backlog of 14 skin cases before the weekend\nRCPath CPD portfolio: 38 of 50 credits so far',
        'TODO sign out the backlog of 14 skin cases before the weekend',
      ),
      h(
        "[17/10/2025, 12:05] Funmi: Don't forget Tobi's violin exam is tomorrow at 11, you're taking him\n[17/10/2025, 12:09] Adebayo: I haven't forgotten!",
        "Funmi: Don't forget Tobi's violin exam is tomorrow at 11, you're taking him",
      ),
      h(
        'BMJ: Digital pathology could halve reporting times, a new study suggests. Trusts should expect national funding decisions by spring.',
      ),
      h(
        "Priya (registrar): I've put the lymphoma case on your desk, it needs a second opinion before it goes to haematology. Also, who is covering the frozen section rota next Thursday?",
        "Priya (registrar): I've put the lymphoma case on your desk, it needs a second opinion before it goes to haematology.",
        'Also, who is covering the frozen section rota next Thursday?',
      ),
      h(
        'You have to submit your appraisal paperwork for revalidation by 30 November. It was a nightmare last time.',
        'You have to submit your appraisal paperwork for revalidation by 30 November.',
      ),
      h(
        'An old consultant once told me a pathologist is only as good as the worst-fixed specimen on the bench. I think of it every Friday.',
      ),
      h('The new microtome should be installed by the end of the month, according to Estates.'),
      h('Cycled in today, 22 minutes. Legs are complaining.'),
      h('Shopping list\nsuya spice\nbin bags\n6 eggs', 'suya spice', 'bin bags', '6 eggs'),
    ],
  },
  {
    name: 'Nadia, 39, manager of an outdoor lido in Cheltenham, on the first hot Saturday in June',
    highlights: [
      h(
        '[07/06/2025, 06:48] Ellie: Chlorine reading 1.2 at open, pH 7.4\n[07/06/2025, 06:50] Nadia: Great. Can someone put the extra lifeguard chair out at the deep end today?\n[07/06/2025, 06:52] Josh: On it',
        'Can someone put the extra lifeguard chair out at the deep end today?',
      ),
      h(
        "Swimming Teachers' Association poster in the staffroom: Never swim alone. Enter the water feet first.",
      ),
      h(
        'Queue was round the car park by 10. Sold out of ice lollies by noon. Order double the lollies for next weekend.',
        'Order double the lollies for next weekend.',
      ),
      h(
        'From: Leisure Services\nThe annual pool safety operating procedure review must be submitted by 20 June. Please also confirm your staffing numbers for the summer holidays.',
        'The annual pool safety operating procedure review must be submitted by 20 June.',
        'Please also confirm your staffing numbers for the summer holidays.',
      ),
      h(
        "From a history of Britain's lidos: The lido was built for the people, not the few. In 1935 it cost a penny to swim.",
      ),
      h(
        "need to chase the plumber about the leaking shower in the women's changing",
        "need to chase the plumber about the leaking shower in the women's changing",
      ),
      h(
        'Gemma: are we still on for the bbq tomorrow? what shall I bring',
        'Gemma: are we still on for the bbq tomorrow? what shall I bring',
      ),
      h("Kids' swim gala went brilliantly, Amira got a PB in the 50m."),
      h('The new pool cover should be delivered in early July.'),
      h(
        'Jobs for Monday (closed day)\n1) Backwash filters\n2) Repaint the depth markings',
        'Backwash filters',
        'Repaint the depth markings',
      ),
      h("A regular said the water was 'like swimming in a mint'. Best review we've had."),
    ],
  },
  {
    name: 'Rhys, 32, a Royal Navy submarine weapons engineer home on leave in Helensburgh, on a Sunday',
    highlights: [
      h('Back from patrol Thursday. First proper sleep in eleven weeks.'),
      h(
        "Ffion: Can you pick Mali up from her nan's at 4? I'm stuck at work till 6",
        "Ffion: Can you pick Mali up from her nan's at 4?",
      ),
      h(
        "From The Silent Service: A submarine's greatest weapon is not its torpedoes but its silence. Run deep, run quiet.",
      ),
      h(
        'leave ends 3rd Nov\ncar tax ran out while I was away\nsort it before driving anywhere',
        'sort it before driving anywhere',
      ),
      h(
        '[26/10/2025, 11:20] Gaz: good pint at the Ashton last night, cheers for coming\n[26/10/2025, 11:24] Rhys: cracking night mate',
      ),
      h(
        'The Guardian: The Royal Navy says the first Dreadnought-class boat should enter service in the early 2030s.',
      ),
      h(
        "Mum: Rhys love you still need to book your flu jab, the surgery's doing walk-ins on Tuesday mornings",
        "Mum: Rhys love you still need to book your flu jab, the surgery's doing walk-ins on Tuesday mornings",
      ),
      h('Dad used to say measure twice, cut once. Drove me mad as a kid.'),
      h(
        'Went for a run along the front to the pier and back, 7k. Legs like jelly after weeks on the treadmill in the machinery space.',
      ),
      h("Mali's nursery Halloween party was chaos, she went as a pumpkin."),
      h('I was going to fix the shed door before I sailed, never did.'),
      h(
        "Mali's passport runs out in January, renew it before we book Tenerife.",
        "Mali's passport runs out in January, renew it before we book Tenerife.",
      ),
    ],
  },
  {
    name: 'Ollie, 35, who farms edible snails in polytunnels in Kent and sells to restaurants, on a Wednesday',
    highlights: [
      h(
        'Chef Laurent: Could we get 3kg of blanched snails for Friday service instead of 2? Sorry for the short notice.',
        'Chef Laurent: Could we get 3kg of blanched snails for Friday service instead of 2?',
      ),
      h(
        'tunnel 2 humidity down to 70% overnight\nmisting timer needs looking at',
        'misting timer needs looking at',
      ),
      h(
        'From a French heliciculture manual: The snail does nothing in a hurry, and neither should the farmer. Patience is the first feed.',
      ),
      h(
        'Kent Online: A Sittingbourne snail farm has won a Great Taste award for its escargot butter. The owners say production should double next year.',
      ),
      h('Sold out at Faversham market again. 40 jars of garlic butter snails gone by 11.'),
      h(
        'Remember to renew the public liability insurance, it lapses on the 31st',
        'Remember to renew the public liability insurance, it lapses on the 31st',
      ),
      h(
        "[22/10/2025, 19:02] Jess: who's doing school pickup tomorrow, you or me?\n[22/10/2025, 19:05] Ollie: depends when the Whitstable drop is done",
        "Jess: who's doing school pickup tomorrow, you or me?",
      ),
      h('Snails should come out of the hibernation boxes around March.'),
      h('Escargot, as my grandad liked to say, is just a slug with a mortgage.'),
      h('Tried the new calcium grit from the feed merchant, growth looks better already.'),
      h('The environmental health visit went fine, just a note about the labelling.'),
    ],
  },
];
