import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_85: LabelledDay[] = [
  {
    name: 'Siobhán, 41, secretary of a camogie club in Co Kilkenny, on a Tuesday',
    highlights: [
      h(
        'Committee meeting, Monday night\nPresent: Siobhán, Declan, Mairéad, Fr Tom, Orla\nThe committee agreed to keep the U14 subs at €30 for the year. Declan to get three quotes for the new floodlights before the October meeting. Orla raised the state of the dressing rooms again. Action: Mairéad to contact the county board about the blitz date.',
        'Declan to get three quotes for the new floodlights before the October meeting.',
        'Action: Mairéad to contact the county board about the blitz date.',
      ),
      h(
        'Orla: Jerseys are back from the printers and they look class\nNiamh: Who is collecting them from Thomastown?\nOrla: My car is in the garage till Thursday',
        'Niamh: Who is collecting them from Thomastown?',
      ),
      h(
        'From the Camogie Association coaching workshop: Always warm up with the ball in hand. Praise effort, not outcome. Keep drills short and keep the girls moving. Never let a player train without a helmet and face guard.',
      ),
      h(
        'Tuesday jobs\n- ring the ref about the throw-in time\n- print the lotto tickets\n- U12 subs, all in',
        'ring the ref about the throw-in time',
        'print the lotto tickets',
      ),
      h(
        'Rang the pitch man this morning and he said the grass will be cut by Friday. I meant to ask him about the nets as well but it went out of my head. The new goalposts should be delivered next week.',
      ),
      h(
        "Hi Siobhán, Ciara won't be at training Thursday as she has her confirmation practice. Could you let the coach know? Thanks a million, Gráinne",
        'Could you let the coach know?',
      ),
      h(
        "The club insurance was renewed in August, so we're covered for the blitz. I checked the policy myself because I didn't trust the last lot.",
      ),
      h(
        'Kilkenny Camogie news: the county final will be played in Nowlan Park on the 14th. Tickets go on sale online from Wednesday. Congratulations to all the clubs who reached the semi-finals.',
      ),
      h(
        'Why do we always end up with three sets of bibs and no cones? Honestly, the kit shed is a disgrace. The clean-out on Saturday was called off because of the rain.',
      ),
      h(
        'The church gate collection raised €1,240, which is brilliant. Huge thanks to everyone who stood out in the rain. We still need to decide whether the money goes to the floodlights or the minibus.',
        'We still need to decide whether the money goes to the floodlights or the minibus.',
      ),
      h(
        "Aoife's mam: Thanks so much to the committee for the lift to Callan, she had the best day\nAoife's mam: She hasn't stopped talking about the medal",
      ),
    ],
  },
  {
    name: 'Pat, 66, who runs a ukulele strum-along group at the library in Worthing, on a Wednesday',
    highlights: [
      h(
        "Tonight's session is in the upstairs room because the children's library has the hall. Bring the spare ukes from the cupboard under the stairs.",
        'Bring the spare ukes from the cupboard under the stairs.',
      ),
      h(
        'From Ukulele for the Terrified, chapter 3: Keep your strumming hand moving even when you miss a chord. Practise the G to C change slowly until it is boring. A relaxed thumb makes a cleaner sound.',
      ),
      h(
        'Dear Pat, The room booking for September is confirmed. Please return the key to the front desk after each session. We will be closed on the 26th for staff training. Kind regards, Janet (Worthing Library)',
        'Please return the key to the front desk after each session.',
      ),
      h(
        "Maureen: I can't do the teas next week, my grandson's over\nBrian: Who's doing the teas then?\nBrian: We ran out of milk last time as well",
        "Brian: Who's doing the teas then?",
      ),
      h(
        'Songbook v4\nadd Dirty Old Town and Jolene\nreprint 25 copies at the library, 10p a sheet',
        'add Dirty Old Town and Jolene',
        'reprint 25 copies at the library, 10p a sheet',
      ),
      h(
        'Worthing Herald: Ukulele groups are springing up in libraries across West Sussex, with more than 40 players turning up some weeks. Organisers say the instrument is cheap, portable and forgiving for beginners.',
      ),
      h(
        'Lovely session. Eighteen came, two new faces, and Jean played her first solo. I was going to record it on my phone but the battery died. Feeling very proud of them all.',
      ),
      h(
        "You must get the PAT test done on the amp before the care home gig, they won't let us plug in otherwise.",
        "You must get the PAT test done on the amp before the care home gig, they won't let us plug in otherwise.",
      ),
      h(
        'Care home gig — Thursday 2pm, Sea View Lodge\nThey should have a room with chairs but no music stands. Parking is on the road behind.',
        'Care home gig — Thursday 2pm, Sea View Lodge',
      ),
      h(
        'Thank you Pat for all you do for the group, Wednesdays are the highlight of my week. Love from Jean x',
      ),
      h(
        'We agreed at the AGM that subs stay at £2 a week. Tony has kindly taken over the kitty. Everyone voted against a Christmas do this year, which surprised me.',
      ),
    ],
  },
  {
    name: 'Rhodri, 47, equipment officer of a volunteer mountain rescue team in the Brecon Beacons, on a Sunday',
    highlights: [
      h(
        "Kit check after Saturday's call-out\nReplace the SAM splint in casualty bag 2\nVacuum mattress valve fixed by Huw\nOrder 6 more foil blankets\nRadios all charged and back on the rack",
        'Replace the SAM splint in casualty bag 2',
        'Order 6 more foil blankets',
      ),
      h(
        'Call-out 14: walker with an ankle injury on the Pen y Fan horseshoe, found at 16:40, stretchered to the car park by 19:05. Handed over to the ambulance crew at Storey Arms. Twelve team members attended.',
      ),
      h(
        "From the MR training manual: Never approach a casualty on a slope from below. Check your own safety first, then the team's, then the casualty's. A cold casualty is a casualty in trouble.",
      ),
      h(
        'Gethin: Can you get the Land Rover MOT booked this week? It runs out on the 19th.\nGethin: Great job yesterday by the way',
        'Gethin: Can you get the Land Rover MOT booked this week?',
      ),
      h(
        "Ffion has swapped onto the Sunday rota, so the weekend is covered now. Bethan to cover my Saturday on-call slot while I'm at the wedding.",
        "Bethan to cover my Saturday on-call slot while I'm at the wedding.",
      ),
      h(
        'Brecon & Radnor Express: Local mountain rescue volunteers were called out 112 times last year, a record for the team. The charity relies entirely on donations and receives no government funding.',
      ),
      h(
        'Aled paid back the fuel money on Friday\nclaim the head torch batteries back, £34.60',
        'claim the head torch batteries back, £34.60',
      ),
      h(
        'Long day yesterday. Glad we got him down before the weather came in. My knees are not what they were.',
      ),
      h(
        'Wednesday training: rope rescue on the crag at Llangattock, meet at the base 6.30pm. The crag was dry when Huw checked it this morning.',
        'Wednesday training: rope rescue on the crag at Llangattock, meet at the base 6.30pm.',
      ),
      h(
        'Committee decided the new Land Rover will be funded from the legacy, not the appeal. The appeal money goes towards the drone. Who is going to write to the family to thank them for the legacy?',
        'Who is going to write to the family to thank them for the legacy?',
      ),
      h(
        'Walkers, please: carry a map, a torch and a charged phone, and tell someone your route. Most of our call-outs could be avoided.',
      ),
    ],
  },
  {
    name: 'Murray, 59, drawmaster of a curling club in Brandon, Manitoba, on a Thursday',
    highlights: [
      h(
        "Draw for the Tuesday men's league is posted. Two teams are short a lead again this week. Find spares for the Kowalski and Friesen rinks before Monday.",
        'Find spares for the Kowalski and Friesen rinks before Monday.',
      ),
      h(
        'Ice is being re-pebbled at 5 so no practice sheets before 6. The scraper blade should be back from sharpening on Friday.',
      ),
      h(
        "Notes from the skills clinic: Sweep hard and sweep early; you can always stop. Trust the skip's broom, not your eyes. A good delivery starts in the hack, not at the hog line.",
      ),
      h(
        "Hi Murray, Linda and I are heading to Arizona on the 3rd so we'll miss the rest of January. Could you take us off the draw until February? Thanks, Ed Thiessen",
        'Could you take us off the draw until February?',
      ),
      h(
        'Bonspiel checklist\n1) Caterer confirmed for Saturday lunch\n2) Pick up prize table donations from Home Hardware\n3) Print 16 team sheets\n4) Shirts arrived Tuesday',
        'Pick up prize table donations from Home Hardware',
        'Print 16 team sheets',
      ),
      h(
        "Board voted 5–2 to raise the bar prices by 50 cents in the new year. The juniors' ice fees stay the same.",
      ),
      h(
        "Dale: hey can u open up the rink sat am, i'm in Winnipeg for my daughter's thing",
        "Dale: hey can u open up the rink sat am, i'm in Winnipeg for my daughter's thing",
      ),
      h(
        'Brandon Sun: The Wheat City Curling Club celebrates its 75th season this winter, with an open house planned for February. Membership has grown for the third year in a row.',
      ),
      h(
        "Called the propane guy about the heaters in the viewing lounge. He came out and relit the pilot, so that's sorted. I was going to ask about the annual service but he was in a rush.",
      ),
      h(
        "Dues are $285 for the full season or $160 for the half. That's the same as last year, thank goodness.",
      ),
      h(
        'Do we still run the mixed doubles spiel if only six teams sign up? Last year we had eleven.',
        'Do we still run the mixed doubles spiel if only six teams sign up?',
      ),
    ],
  },
  {
    name: 'Kavya, 26, captain of a mixed ultimate frisbee club in Bengaluru, on the Friday before a tournament',
    highlights: [
      h(
        "Arjun: guys the tournament schedule is out, we're in pool B with the Chennai teams\nKavya: Everyone please be there by 7.15 for warm-up\nMeera: Can't wait!!",
        'Kavya: Everyone please be there by 7.15 for warm-up',
      ),
      h('Spirit of the Game: Know the rules. Avoid body contact. Be fair-minded. Communicate respectfully.'),
      h(
        'Jersey order — final sizes to Nikhil by tonight\nThe dark set is short two mediums.',
        'Jersey order — final sizes to Nikhil by tonight',
      ),
      h(
        'Booked the Cubbon Park field for Sunday practice and paid the ₹1,500 online. I wanted the morning slot but it had already gone.',
      ),
      h(
        'From the throwing clinic video: keep your wrist flat, step out wide, and follow through towards the target. Throw fifty forehands a day and it will click.',
      ),
      h(
        'You have to submit the roster on the tournament portal before midnight, max 20 names.',
        'You have to submit the roster on the tournament portal before midnight, max 20 names.',
      ),
      h(
        'Who brings what for Saturday\nRohan: car, takes 4 people\nSana: first aid kit and ice packs\nWater is sorted, the venue gives it free',
        'Rohan: car, takes 4 people',
        'Sana: first aid kit and ice packs',
      ),
      h(
        'Club meeting notes: We voted to keep the mixed division only this season. Fees stay at ₹2,000 a year. Nikhil agreed to carry on as treasurer for one more year.',
      ),
      h(
        'Tanvi: sorry captain, I twisted my ankle at work, no way I can play tomorrow\nTanvi: can someone take my spot on the o-line?',
        'Tanvi: can someone take my spot on the o-line?',
      ),
      h(
        "So nervous about tomorrow. We've never made it past the quarter-finals. Whatever happens I'm proud of this lot.",
      ),
      h(
        'Spirit scores have to be emailed to the organisers by Sunday evening. They said the photos should be up on Instagram by Monday.',
        'Spirit scores have to be emailed to the organisers by Sunday evening.',
      ),
    ],
  },
  {
    name: 'Andre, 38, manager of a community steel band in Leeds, three weeks before Carnival, on a Monday',
    highlights: [
      h(
        'Rehearsals from now till Carnival: Tues and Thurs 7–9pm, Sat 2–5pm at the community centre. The Panorama piece is the priority.',
      ),
      h(
        'Winston: I can come and tune the tenor pans on Saturday morning but I need someone to let me in at 9\nWinston: Last time the hall was freezing, just saying',
        'Winston: I can come and tune the tenor pans on Saturday morning but I need someone to let me in at 9',
      ),
      h(
        "Costume fittings with Marcia on Wednesday 6pm — all players. Headpieces won't be ready till the week before.",
        'Costume fittings with Marcia on Wednesday 6pm — all players.',
      ),
      h(
        'Email from Leeds City Council events team: The route this year is the same as 2023. Parking will be restricted on Harehills Avenue all day. Please send us your public liability certificate by 9 August.',
        'Please send us your public liability certificate by 9 August.',
      ),
      h(
        'From a history of steelpan: The instrument was born in Trinidad in the 1930s and 40s, hammered out of oil drums. Players were once arrested for carrying pans in the street.',
      ),
      h(
        "Uncle Clive's rules for beginners: Never hit the note, let the stick bounce. Learn the tune in your head before your hands. Practise with the metronome even when it hurts.",
      ),
      h(
        'Monday\nchase the van hire for carnival day\nsticks — order 20 pairs\nnew banner came, looks great',
        'chase the van hire for carnival day',
        'sticks — order 20 pairs',
      ),
      h(
        "Took the kids' band to the Chapeltown library fun day. They played three tunes and nobody dropped a stick. I meant to film it for the funders but forgot.",
      ),
      h(
        "Keisha: Hi Andre, my mum says can Jaden still come to rehearsals if she can't pick him up till 9.30? He'd have to wait with someone.",
        "Keisha: Hi Andre, my mum says can Jaden still come to rehearsals if she can't pick him up till 9.30?",
      ),
      h(
        'The committee agreed the Arts Council money goes on new bass pans, not the trailer. Marcia thanked everyone for the sewing bee.',
      ),
      h(
        'You need to book the band a slot for the Millennium Square showcase — form closes Friday.',
        'You need to book the band a slot for the Millennium Square showcase — form closes Friday.',
      ),
      h(
        "Yorkshire Evening Post: More than 150,000 people are expected at this year's carnival, which celebrates its 57th year.",
      ),
    ],
  },
  {
    name: 'Gaz, 44, captain of the Red Lion A team in a Tuesday-night pub darts league in Wigan, on a Tuesday',
    highlights: [
      h(
        "Team chat\nGaz: Crown tonight lads, bus at 7.15 from the Lion, don't be late\nSteve: I'm working till 8 so I'll be late\nMick: Same, sorry lads",
        "Gaz: Crown tonight lads, bus at 7.15 from the Lion, don't be late",
      ),
      h(
        'From a darts coaching book: Keep your elbow still and let the forearm do the work. Aim small, miss small. Nobody ever won a leg by rushing their throw.',
      ),
      h(
        'Wigan & District Darts League: Fixtures for the second half of the season are attached. Captains: please send your results sheets to the secretary within 48 hours of each match. Any team failing to fulfil a fixture will be fined £20.',
        'Captains: please send your results sheets to the secretary within 48 hours of each match.',
      ),
      h(
        'Beat the Bricklayers 7–5 last week. Dave hit a 180 in the last leg, first one of his life. I was meant to send the result in but the landlord did it for me.',
      ),
      h(
        'Saturday errands\nnew flights for Dave\nbarrels re-gripped for the league cup\nteam shirts already collected',
        'new flights for Dave',
        'barrels re-gripped for the league cup',
      ),
      h(
        "Landlady Bev says the board in the back room needs replacing and the league will pay half. She reckons it'll cost about £60. Decide by next Tuesday whether we're doing a raffle or just upping subs.",
        "Decide by next Tuesday whether we're doing a raffle or just upping subs.",
      ),
      h(
        "Gutted about the cup. Three darts at double top to win it and I missed all three. Still, best season we've had in years.",
      ),
      h('Subs are £3 a week, £2 for anyone on the dole. Kenny paid up for September at last.'),
      h(
        "You promised the landlord you'd sort the Christmas doubles comp, so get the sheet up on the board this week.",
        "You promised the landlord you'd sort the Christmas doubles comp, so get the sheet up on the board this week.",
      ),
      h(
        'Wigan Today: The Red Lion in Pemberton has been named CAMRA pub of the month. Landlady Bev Halliwell said she was over the moon for the regulars.',
      ),
      h(
        "Who's keeping score for the home game against the Legion on the 14th? Can't be me again, I did the last three.",
        "Who's keeping score for the home game against the Legion on the 14th?",
      ),
    ],
  },
  {
    name: 'Sanne, 34, treasurer of a korfball club in Utrecht (writes in English), on a Wednesday',
    highlights: [
      h(
        'Bank statement check: 14 members still have not paid the autumn contribution. Send the reminder email tonight, in Dutch and English.',
        'Send the reminder email tonight, in Dutch and English.',
      ),
      h(
        'Board meeting 12 Nov\nPresent: Sanne, Joost, Lieke, Bram\nDecided: the canteen prices go up 10 cents from January. Joost will ask the municipality about the hall hours for next season. Lieke thanked the volunteers of the tournament.',
        'Joost will ask the municipality about the hall hours for next season.',
      ),
      h(
        'From the KNKV coaching course: In korfball everybody attacks and everybody defends. Never shoot when your defender is closer to the post than you. Rotate the roles so nobody gets bored.',
      ),
      h(
        'Bram: Can you transfer the 250 euro for the referee course before Friday? The KNKV invoice is in your mail.',
        'Bram: Can you transfer the 250 euro for the referee course before Friday?',
      ),
      h(
        'The canteen rota for Saturday is full, thanks to the U15 parents. Last week they also did two shifts, so they deserve a free coffee.',
      ),
      h(
        'Paid the hall rent for October and November today. I wanted to also pay December but the invoice is not there yet. The sports hall should send it next week.',
      ),
      h(
        'Dear Sanne, Our daughter Noor wants to stop after the winter season. Can we cancel the membership from 1 April, or do we have to pay the full year? Greetings, Martijn de Vries',
        'Can we cancel the membership from 1 April, or do we have to pay the full year?',
      ),
      h(
        'to do treasurer\n- make the budget 2025 for the ALV\n- ask Rabobank about the card reader\n- sponsor money from Bakkerij Vos came in',
        'make the budget 2025 for the ALV',
        'ask Rabobank about the card reader',
      ),
      h(
        'Korfball news: the Netherlands won the European Championship again, beating Belgium in the final. The next World Games are in 2025 in Chengdu.',
      ),
      h(
        'Sometimes I think nobody realises how much work the treasurer job is. But the kids were so happy with the new balls.',
      ),
      h(
        'The sponsor contract with Fietsenmaker Jansen has to be signed by the 3rd. They want their logo on the shirts this time.',
        'The sponsor contract with Fietsenmaker Jansen has to be signed by the 3rd.',
      ),
    ],
  },
];
