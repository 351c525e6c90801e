import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_89: LabelledDay[] = [
  {
    name: 'Orla, 41, a freelance harpist in Chicago gutting the kitchen of her Logan Square two-flat, on a Saturday',
    highlights: [
      h(
        'Walkthrough with Mike this morning. The subfloor under the sink is rotted through, roughly three feet by four. He thinks the old dishwasher leaked for years before we ever bought the place. We still need to decide whether we go with quartz or butcher block before he orders anything.',
        'We still need to decide whether we go with quartz or butcher block before he orders anything.',
      ),
      h(
        'Tip from a This Old House piece on kitchen remodels. Always order 10% more tile than you think you need. Never let anyone close up a wall before the rough-in inspection. Both sound obvious until you are the one paying.',
      ),
      h(
        "Mike: dumpster gets swapped out Monday morning\nOrla: ok I'll move the car off the alley Sunday night\nMike: also can you send me the faucet model # so I can check the valve",
        "Orla: ok I'll move the car off the alley Sunday night",
        'Mike: also can you send me the faucet model # so I can check the valve',
      ),
      h(
        "Note from Luis downstairs: the banging started at 7:40 again today. He was polite about it but I could tell he was fed up. I should have warned him about the demo days. Bring him a bottle of something and a copy of next week's schedule.",
        "Bring him a bottle of something and a copy of next week's schedule.",
      ),
      h(
        "Two quotes for the electrical. Kowalski Electric came in at $6,800 including the panel upgrade. Brightline was $5,200 but didn't include permits. Ask Brightline if the permit fee is extra or just missing from the sheet.",
        'Ask Brightline if the permit fee is extra or just missing from the sheet.',
      ),
      h(
        'Sat on the floor of what used to be the kitchen and practiced for an hour with the harp wedged between two sawhorses. Strangely the acoustics are great with no cabinets. I miss having a sink more than I expected.',
      ),
      h(
        'The cabinet delivery should arrive between 8 and noon on Tuesday. Tuesday is also my rehearsal with the Lyric Opera pit. Text Dani to see if she can be here for the delivery window.',
        'Text Dani to see if she can be here for the delivery window.',
      ),
      h(
        'City permit came through yesterday, finally! Mike has it taped in the front window already. He says inspectors here actually check.',
      ),
      h(
        'Who knew a single outlet box could cost $40? Mike swears the old wiring behind the pantry was knob and tube. That would explain the flickering.',
      ),
      h(
        'You need to call Peoples Gas about capping the stove line before the 20th. Last time you left it and we had no heat for two days.',
        'You need to call Peoples Gas about capping the stove line before the 20th.',
      ),
    ],
  },
  {
    name: 'Graham, 56, a professional snooker referee in Sheffield whose kitchen ceiling came down after a bath leak, on a Monday',
    highlights: [
      h(
        'Loss adjuster came round at 10. She took photos of the ceiling and the bath panel and measured the damp patch on the landing. Claim reference is HX-4471-22. Get a second plastering quote to her by the end of the month.',
        'Get a second plastering quote to her by the end of the month.',
      ),
      h(
        'Quote from Dean Hollis Plastering: take down remaining ceiling, re-board and skim, £1,150 plus VAT. Includes making good around the light fitting. Decorating not included.',
      ),
      h(
        "Jan next door: Graham love, there's water coming through our side of the chimney breast too\nJan next door: can you ask your plumber to have a look while he's here?\nMe: thanks Jan, sorry about all this",
        "Jan next door: can you ask your plumber to have a look while he's here?",
      ),
      h(
        'Wayne the plumber found it: the waste joint under the bath had been weeping for months. He replaced the trap and resealed round the bath. He reckons it had been dripping since at least Christmas.',
      ),
      h(
        "From the DIYnot forum: don't skim straight over old lath and plaster, it will crack within a year. Another bloke says you must always use scrim tape on the board joints. Everyone on there is an expert.",
      ),
      h(
        'Tuesday\n- skip permit from the council\n- bin out\n- ring Wayne re the second radiator',
        'skip permit from the council',
        'bin out',
        'ring Wayne re the second radiator',
      ),
      h(
        "Measured up the kitchen for new downlights while the ceiling is open. Four would do it. I was going to ask Wayne's mate the sparky for a price but forgot.",
      ),
      h(
        "Paperwork. The adjuster's claim form has to be signed and sent back by the 28th. No idea where the original policy schedule went.",
        "The adjuster's claim form has to be signed and sent back by the 28th.",
      ),
      h(
        'Refereed the evening session at the club, three frames, nothing dramatic. Came home to the smell of wet plaster again. The follow-up visit from the adjuster is covered by the claim.',
      ),
      h(
        "Note to self: don't forget to get the good gloves and waistcoat out of the airing cupboard before Dean starts sanding.",
        "Note to self: don't forget to get the good gloves and waistcoat out of the airing cupboard before Dean starts sanding.",
      ),
      h(
        'Thanks to Jan for the lasagne, very welcome with no kitchen. Eating off a pasting table in the front room is character building.',
      ),
    ],
  },
  {
    name: 'Priyanka, 33, an anaesthetist in Nottingham halfway through a loft conversion, on a Wednesday',
    highlights: [
      h(
        'Loft conversion, week 3. Scaffold is up and the dormer frame went on yesterday. The roofer should have it watertight by Friday if the rain holds off.',
      ),
      h(
        'Steve came by at 7 before my list. He wants to know: Velux on the front slope or the back? The drawings show the back, but the Patels next door would prefer the front.',
        'He wants to know: Velux on the front slope or the back?',
      ),
      h(
        "Things I said I'd order\n1. bathroom tiles (Topps, 8 sq m)\n2. the heat-and-smoke alarm Steve recommended",
        'bathroom tiles (Topps, 8 sq m)',
        'the heat-and-smoke alarm Steve recommended',
      ),
      h(
        'From a Guardian piece on loft conversions: building regs care about the fire escape route first and headroom second. Get a party wall agreement in place before a single joist goes in. We did ours back in March, thankfully.',
      ),
      h(
        'Mrs Okafor at number 14 came over about the scaffold blocking her bay window. Fair point, it is right up against the glass. Ask Steve whether the scaffold can be moved back a foot on her side.',
        'Ask Steve whether the scaffold can be moved back a foot on her side.',
      ),
      h(
        'Long list today, three hips and a revision. Phone was on silent until 6. Missed two calls from building control and they had gone home by the time I rang back.',
      ),
      h(
        'Tom to chase the structural engineer for the calcs on the steel beam. The engineer promised them last week.',
        'Tom to chase the structural engineer for the calcs on the steel beam.',
      ),
      h("Stage payment 2 went over on Monday, £8,400. That's the roof structure paid for."),
      h(
        'The dust is unbelievable. Everything in the landing cupboard is grey. I should have bagged up the towels before they cut through the ceiling.',
      ),
      h(
        "You need to book the electrician for second fix before Steve's plasterer comes, otherwise it all gets done twice.",
        "You need to book the electrician for second fix before Steve's plasterer comes, otherwise it all gets done twice.",
      ),
      h(
        'Motto from the anaesthesia WhatsApp, of all places: plan for the worst airway and hope for the best. Applies equally to builders.',
      ),
      h(
        'Are we keeping the old chimney breast in the loft or taking it out? Steve says either is fine structurally.',
        'Are we keeping the old chimney breast in the loft or taking it out?',
      ),
    ],
  },
  {
    name: 'Kiri, 48, a fisheries officer in Nelson, New Zealand, re-piling and re-roofing a 1910s villa after a storm, on a Thursday',
    highlights: [
      h(
        'Hemi the piling guy reckons half the piles under the back bedroom are original totara and still sound. The other half are crumbling concrete ones from the 70s. His quote is $14,500 plus GST for the lot.',
      ),
      h(
        "The insurer's assessor was very clear about photos. Take photos of the ceiling stains and the back gutter before Hemi starts on Monday.",
        'Take photos of the ceiling stains and the back gutter before Hemi starts on Monday.',
      ),
      h(
        'Roofer: can you confirm the colour for the iron? Ironsand or Grey Friars\nRoofer: the crew is booked for the 19th either way',
        'Roofer: can you confirm the colour for the iron?',
      ),
      h(
        'Boarded a longliner at Port Nelson this morning, all paperwork in order. Wet and cold. Three more of those next week.',
      ),
      h(
        "Bev next door is keen to split the cost of a new boundary fence once the piling's done. We need to agree on a height with her. Her old posts are leaning into our veggie garden.",
        'We need to agree on a height with her.',
      ),
      h('Mitre 10 list\n- sugar soap\n- drop sheets x4', 'sugar soap', 'drop sheets x4'),
      h(
        'From the BRANZ guide to villas: keep the subfloor ventilated and never block the vents with garden beds. Old villas were built to breathe.',
      ),
      h(
        "The building consent for the re-pile came through on Tuesday. Hemi should be finished within two weeks, weather permitting. I'll believe it when I see it.",
      ),
      h(
        'Chimney sweep Sat 9am, before the roofers pull the flashing.',
        'Chimney sweep Sat 9am, before the roofers pull the flashing.',
      ),
      h("Paid Hemi's 30% deposit this morning. Felt sick pressing the button."),
      h(
        'Why does every old house have one room slightly lower than all the others? Ours is the laundry. It slopes so badly the washing machine walks across the floor on spin.',
      ),
    ],
  },
  {
    name: 'Sunita, 45, a criminal barrister in Manchester doing up a Victorian terrace in Levenshulme, on a Sunday',
    highlights: [
      h(
        'Sash windows. Frank the joiner came to look at the front bays on Friday. He says four of the six sashes can be saved and two need new bottom rails. Chase Frank for the written quote, he promised it by Wednesday.',
        'Chase Frank for the written quote, he promised it by Wednesday.',
      ),
      h(
        'Advice from the Victorian Society leaflet: repair rather than replace. Keep original features wherever they survive, even the ugly ones.',
      ),
      h(
        'Damp survey. The surveyor found rising damp in the back reception, up to about 80cm. Apparently the raised patio outside is bridging the damp course. Get a quote for lowering the patio from the landscaper Anjum recommended.',
        'Get a quote for lowering the patio from the landscaper Anjum recommended.',
      ),
      h(
        'Spent the whole of Saturday stripping five layers of gloss off the hall dado. Under it is what looks like the original pine. Worth it, though my wrists disagree.',
      ),
      h(
        "Rich: just spoke to Frank, he prefers hydraulic lime for the back wall\nMe: ok I'll order it tonight from Mike Wye\nRich: perfect x",
        "Me: ok I'll order it tonight from Mike Wye",
      ),
      h('Skip permit renewal due Tuesday, £45 online.', 'Skip permit renewal due Tuesday, £45 online.'),
      h(
        "Read the party wall award again over coffee. Section 6 only bites on excavations within three metres, so next door's extension isn't our problem. Lovely to be the client for once and not the advocate.",
      ),
      h(
        'You have to be in for the Openreach engineer on Tuesday between 8 and 1, so ask the clerks to keep your morning clear.',
        'You have to be in for the Openreach engineer on Tuesday between 8 and 1, so ask the clerks to keep your morning clear.',
      ),
      h(
        'Do we keep the fireplace in the back bedroom working or make it purely decorative? The sweep said last time that the flue liner is sound.',
        'Do we keep the fireplace in the back bedroom working or make it purely decorative?',
      ),
      h(
        'Light fittings bought: three reclaimed school-house pendants, £210 the lot. I did promise myself no more eBay bidding after 11pm.',
      ),
    ],
  },
  {
    name: 'Hamid, 39, a freelance subtitler working from home in Adelaide, redoing the bathroom of his 1960s unit, on a Tuesday',
    highlights: [
      h(
        'Strata approval came back: we can do the bathroom as long as the waterproofing is done by a licensed applicator and certified. Took them five weeks to say yes.',
      ),
      h(
        'Tiler quote from Marco: $3,900 for floor and walls to 2.1m, tiles not included. Adhesive and grout included. Start date three weeks from acceptance.',
      ),
      h(
        'Reply to Marco by Friday or he gives the slot to someone else.',
        'Reply to Marco by Friday or he gives the slot to someone else.',
      ),
      h(
        'Demo day. The plumber pulled the old vanity off the wall and found an asbestos backing sheet behind it. Everything stopped. We need a licensed asbestos removalist before anyone touches that wall again.',
        'We need a licensed asbestos removalist before anyone touches that wall again.',
      ),
      h(
        'Subtitling with a jackhammer going next door is a special kind of hell. Forty minutes of dialogue spotted anyway, which is not bad considering.',
      ),
      h('Bunnings\n• silicone, white\n• 3 x P2 dust masks', 'silicone, white', '3 x P2 dust masks'),
      h(
        'Watched a tiler from Perth on YouTube for an hour. His rule: start from the centre line, never from the wall. Also let the waterproofing membrane cure a full 24 hours, whatever the tin says.',
      ),
      h(
        'Mrs Pham from unit 4 knocked about the noise, she works nights. Give her a list of the noisy days so she can plan her sleep.',
        'Give her a list of the noisy days so she can plan her sleep.',
      ),
      h(
        'The asbestos clearance certificate has to go to strata before the tiler can start.',
        'The asbestos clearance certificate has to go to strata before the tiler can start.',
      ),
      h(
        'The vanity from Reece should be delivered Thursday. It was supposed to come last week but it was back-ordered.',
      ),
      h(
        'Rang three removalists this arvo. Only one called back, and he quoted $1,100 for the sheet and disposal.',
      ),
    ],
  },
  {
    name: 'Lena, 36, a ski patroller in Whistler finishing a basement suite in the off-season, on a Friday',
    highlights: [
      h(
        "Drywall is up in the suite! Dale's crew did it in two days. I was supposed to pick the paint colour last week and didn't. Pick the paint colour this weekend, for real this time.",
        'Pick the paint colour this weekend, for real this time.',
      ),
      h(
        'Framing inspection passed on Wednesday. The inspector said smoke alarms in a legal suite are always interconnected with the main house. Ours already are, thanks to Dale.',
      ),
      h(
        "Dale: window guy can come Wed to re-cut the egress opening\nDale: you ok with that? it's another $650\nMe: 👍",
        "Dale: you ok with that? it's another $650",
      ),
      h(
        "Last patrol meeting of the season was all about avalanche control budgets. The mountain doesn't care about budgets.",
      ),
      h(
        'Rona run tomorrow\n- PL premium x4\n- return the extra insulation',
        'PL premium x4',
        'return the extra insulation',
      ),
      h(
        'Rental enquiry from a nurse at the health centre who wants it from December 1. The suite should be ready by mid-November if nothing else goes sideways.',
      ),
      h(
        "Old patroller saying that works for reno too: if you're not sure, don't go. Never trust a slope you haven't dug a pit on.",
      ),
      h(
        "The neighbour's contractor has been parking across our driveway all week. I said something on Tuesday and it made no difference. Jonah thinks I was too polite.",
      ),
      h(
        'The secondary suite permit has to be renewed before it lapses on Oct 30.',
        'The secondary suite permit has to be renewed before it lapses on Oct 30.',
      ),
      h('Got the fridge and stove on Marketplace for $400 the pair, both work.'),
      h(
        "Who's going to be around to let the window guy in on Wednesday, me or Jonah?",
        "Who's going to be around to let the window guy in on Wednesday, me or Jonah?",
      ),
    ],
  },
  {
    name: 'Róisín, 50, a milliner with a shop-front workroom in Stoneybatter, Dublin, getting her roof and sash windows repaired, on a Thursday',
    highlights: [
      h(
        'Paddy Hanlon the roofer was up on the roof for two hours this morning. Slipped slates all along the valley, and the lead flashing on the chimney is shot. His price is €2,300 to strip and relay the valley, flashing included.',
      ),
      h(
        'Paddy to send the written quote and his insurance details by Monday.',
        'Paddy to send the written quote and his insurance details by Monday.',
      ),
      h(
        'Mammy always said never buy a house with a flat roof or marry a man in a flat cap. Half right, as it turns out.',
      ),
      h(
        'According to the council leaflet, changes to the front windows of a protected structure need permission from the conservation officer. Ring Dublin City Council planning on Monday and ask about a section 57 declaration.',
        'Ring Dublin City Council planning on Monday and ask about a section 57 declaration.',
      ),
      h(
        'Finished the veiling on the Galway Races order, three to go. Steam everywhere, which the damp in the back wall does not appreciate.',
      ),
      h(
        'Thurs list\nget the ladder back from Ciarán\nemail Paddy re scaffolding\ncancel the Bord Gáis visit',
        'get the ladder back from Ciarán',
        'email Paddy re scaffolding',
        'cancel the Bord Gáis visit',
      ),
      h(
        "Máire next door says her attic got wet as well in the storm. We'll have to agree with her how to split the cost of the valley, since it's shared.",
        "We'll have to agree with her how to split the cost of the valley, since it's shared.",
      ),
      h(
        'The scaffolding should go up on Tuesday week. Paddy reckons the job is three days, four if it rains, and it always rains.',
      ),
      h('Is there anyone in Dublin who has ever got a tradesman to turn up on the day he said?'),
      h(
        "The sash window man from Wicklow can't come until March. I should have booked him in the autumn when Máire first mentioned him.",
      ),
    ],
  },
];
