import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_114: LabelledDay[] = [
  {
    name: "Marcus, 44, a coroner's officer in Stoke-on-Trent, on a Tuesday (case notes, family WhatsApp, reading)",
    highlights: [
      h(
        "Inquest list for Thursday is up on the board. Ring the Hassan family before 10 to confirm they're still coming. The pathologist's report should be back by Wednesday lunchtime.",
        "Ring the Hassan family before 10 to confirm they're still coming.",
      ),
      h(
        'Induction handout, p.4: When speaking to a bereaved family, never rush the first call. Let the silence sit. Always give them a name and a direct line they can use.',
      ),
      h(
        "[14/10/2025, 07:52] Jo: can you pick Ellie up from swimming tonight, I'm on a late\n[14/10/2025, 07:55] Marcus: should be ok, depends on the Beech family\n[14/10/2025, 07:56] Jo: Thanks love x",
        "Jo: can you pick Ellie up from swimming tonight, I'm on a late",
      ),
      h(
        'Tues\n- chase GP records for Mr Okafor\n- [x] email registrar re interim cert\n- [ ] book Polish interpreter (Lis inquest)',
        'chase GP records for Mr Okafor',
        'book Polish interpreter (Lis inquest)',
      ),
      h(
        "Rang the funeral director in Longton this morning and released Mrs Beech to them. Her son was grateful, I think. I meant to ask him about her rings but didn't get the chance.",
      ),
      h(
        'From: Senior Coroner\nMarcus, the Dunne inquest will need a jury. Please draft the witness list and send it to me by Friday. Thank you for the follow-up on the CCTV.',
        'Please draft the witness list and send it to me by Friday.',
      ),
      h(
        'Boiler making that knocking noise again\nneed to bleed the radiators upstairs before it gets properly cold',
        'need to bleed the radiators upstairs before it gets properly cold',
      ),
      h(
        'Grief is not a problem to be solved. It is a condition to be carried. We should stop asking the bereaved when they will move on.',
      ),
      h(
        "Team huddle 9:15\nSanjay back from paternity leave next Monday.\nWho's doing the Christmas cover rota this year?\nNew case management system goes live on 3 November.",
        "Who's doing the Christmas cover rota this year?",
      ),
      h('Thinking the family statement template could be a lot shorter, nobody reads past page two'),
      h("Ellie got a merit for her science project, she's made up. Jo's on lates all week, typical."),
    ],
  },
  {
    name: "Kwame, 39, a ship's cook on an offshore supply vessel out of Great Yarmouth, two days before crew change, on a Thursday",
    highlights: [
      h(
        "Provisions order goes to the chandler by 1400 Friday. We ran out of eggs on Tuesday and the lads haven't let me forget it.",
        'Provisions order goes to the chandler by 1400 Friday.',
      ),
      h(
        '[16/10/2025, 06:40] Skipper Reyes: Morning chef, the HSE inspector is coming out on the Saturday boat. Can you make sure the allergen folder is up to date\n[16/10/2025, 06:52] Skipper Reyes: Cheers',
        'Can you make sure the allergen folder is up to date',
      ),
      h(
        'Salt your pasta water until it tastes like the sea. Rest meat for as long as you cooked it. A cook who tastes as he goes never has to apologise.',
      ),
      h(
        "Adwoa: Don't forget Kofi's football boots are too small, we need new ones before Sunday. Also your mum rang.",
        "Adwoa: Don't forget Kofi's football boots are too small, we need new ones before Sunday.",
      ),
      h(
        "Handover for Dan\nThe combi oven runs hot on the left side.\nDry store was stocktaken on Monday.\nPlease defrost the small chest freezer before the end of your hitch, it's iced up.",
        "Please defrost the small chest freezer before the end of your hitch, it's iced up.",
      ),
      h(
        "Did the full deep clean of the extraction hood this afternoon. Took three hours and I'm still finding grease in my ears. Should have done it last trip.",
      ),
      h(
        "You need to renew your STCW sea survival before March or you're not going anywhere.",
        "You need to renew your STCW sea survival before March or you're not going anywhere.",
      ),
      h(
        'Shift workers who eat their biggest meal just before sleeping report worse rest. The body should be winding down, not digesting.',
      ),
      h(
        "Home jobs\n• gutter over the back door\n• [x] pay council tax\n• [x] Kofi's dentist",
        'gutter over the back door',
      ),
      h(
        'Henrik retires after this trip. Thirty-one years on the boats, he says, and he never once ate my okra stew.',
      ),
    ],
  },
  {
    name: 'Bella, 30, a scuba instructor at a dive centre in Gozo, Malta, on a Friday (dive log, shop WhatsApp, flatmate texts)',
    highlights: [
      h(
        'Blue Hole, 28m max, 47 min. Vis poor on the way back, thermocline at 18m. Student Lukas used 140 bar in 20 minutes, way too fast.',
      ),
      h(
        '17/10/2025, 08:02 - Mark (shop): Two walk-ins for a try-dive at 2, can you take them?\n17/10/2025, 08:05 - Bella: yep\n17/10/2025, 08:06 - Mark (shop): Also the compressor filter is overdue, somebody needs to swap it before the weekend',
        'Mark (shop): Two walk-ins for a try-dive at 2, can you take them?',
        'Mark (shop): Also the compressor filter is overdue, somebody needs to swap it before the weekend',
      ),
      h(
        'Plan your dive and dive your plan. Never hold your breath on ascent. When leading a group, always be the last diver out of the water.',
      ),
      h(
        "lukas — talk to him about air consumption before tomorrow's boat dive\nRental reg #7 free-flowing, tagged it out",
        "lukas — talk to him about air consumption before tomorrow's boat dive",
      ),
      h(
        "Chiara: hey, the landlord is coming Tuesday to look at the damp. Could you be in between 10 and 12? I've got work",
        'Could you be in between 10 and 12?',
      ),
      h(
        'ID Malta appointment Mon 20th 9.30 in Valletta, bring passport and two photos',
        'ID Malta appointment Mon 20th 9.30 in Valletta, bring passport and two photos',
      ),
      h(
        'Saw a seahorse at Xlendi today, the first one all season. I nearly cried into my reg. Mum would have loved it.',
      ),
      h('The ocean does not care about your plans. Respect it, and it might let you come back tomorrow.'),
      h(
        "From: Anna at SSI Malta\nHi Bella, the December IDC is filling up. Could you confirm your availability by the 25th? We've had a lot of interest this year.",
        'Could you confirm your availability by the 25th?',
      ),
      h('Tank fills this week: 212. Compressor hours should hit the 500 service in about a fortnight.'),
      h("call Nonna on Sunday, it's her 90th", "call Nonna on Sunday, it's her 90th"),
    ],
  },
  {
    name: 'Imelda, 52, a dialect coach on a West End musical, on a Wednesday (rehearsal notes, company e-mail, family chat)',
    highlights: [
      h(
        "Act 2 notes\nTom still flattening the Liverpool vowels in 'Ferry Song'.\nWork with Tom on the 'nurse' vowel before Friday's run.\nNadia's Geordie is lovely now.",
        "Work with Tom on the 'nurse' vowel before Friday's run.",
      ),
      h(
        'An accent is not a costume. It is the shape a life leaves in the mouth. Listen before you speak, and then listen again.',
      ),
      h(
        "Hi Imelda,\nWould you be able to run a 30-minute warm-up for the understudies on Monday at 11? Also, the producers have asked whether you'll be available for the Glasgow leg of the tour, and we need to know by the end of the month.\nBest, Priti",
        'Hi Imelda, Would you be able to run a 30-minute warm-up for the understudies on Monday at 11?',
        "Also, the producers have asked whether you'll be available for the Glasgow leg of the tour, and we need to know by the end of the month.",
      ),
      h(
        "[15/10/2025, 19:20] Rafe: Mum the school trip form needs signing by tomorrow and there's £12 to pay\n[15/10/2025, 19:31] Imelda: Ok love x",
        "Rafe: Mum the school trip form needs signing by tomorrow and there's £12 to pay",
      ),
      h(
        'Thinking about a short evening course for actors on RP vs SSB, not this year though, maybe next spring',
      ),
      h(
        "The trap-bath split runs roughly along a line from the Severn to the Wash. Southern speakers who 'correct' it usually overshoot.",
      ),
      h(
        "Weds\n[ ] invoice Nimax for Sept sessions\n[x] send Tom his recordings\n[ ] Mum's birthday present",
        'invoice Nimax for Sept sessions',
        "Mum's birthday present",
      ),
      h(
        'Spent lunch recording Nadia reading the Sunderland speeches for the archive. Apparently I should have got her consent in writing first.',
      ),
      h(
        'Actors who learn an accent from recordings alone tend to imitate the performer rather than the place.',
      ),
      h('The boiler man came at last and replaced the pump, so we have hot water again.'),
    ],
  },
  {
    name: 'Sharon, 56, caller and assistant manager at a bingo hall in Rhyl, on a Saturday (staff WhatsApp, head office e-mail, notes)',
    highlights: [
      h(
        'Rollover jackpot is up to £1,450 now. Get the new posters printed and up before the doors open.',
        'Get the new posters printed and up before the doors open.',
      ),
      h(
        "[18/10/2025, 9:02 AM] Gemma: I'm poorly, can't do the 7pm, sorry Shaz\n[18/10/2025, 9:10 AM] Sharon: No worries, hope you feel better x\n[18/10/2025, 9:31 AM] Lee: I'll cover tonight if you can sort my Tuesday off",
        "Lee: I'll cover tonight if you can sort my Tuesday off",
      ),
      h(
        "From The Hospitality Habit (chapter 3): People forgive a slow queue; they never forgive being ignored. Learn every regular's name.",
      ),
      h(
        "Booked Mam's hospital transport for Tuesday. Need to ring them back and tell them she uses a wheelchair now.",
        'Need to ring them back and tell them she uses a wheelchair now.',
      ),
      h('Cash and carry\n- dabbers x 200\n- milk, teabags, sugar', 'dabbers x 200', 'milk, teabags, sugar'),
      h(
        'Full house on the 7pm and a lady of 91 won the national game. Whole hall clapped. Best night in months.',
      ),
      h(
        'From head office: All halls must complete the new age-verification training by 31 October. The slides should be in your inbox.',
        'From head office: All halls must complete the new age-verification training by 31 October.',
      ),
      h("Legs eleven. Two little ducks, 22. Kelly's eye, number one."),
      h('wondering about a Halloween fancy dress night, probably too late this year'),
      h(
        'The fire extinguishers have to be signed off before the council visit on the 24th.',
        'The fire extinguishers have to be signed off before the council visit on the 24th.',
      ),
      h('Dennis says the new carpet should be down by the end of November.'),
    ],
  },
  {
    name: 'Kelvin, 38, a Network Rail track patroller based in Crewe, on a Monday after nights (patrol notes, manager e-mail, notes to self)',
    highlights: [
      h(
        "Last night's patrol: Crewe North Jn to Basford Hall. Loose fishplate bolts at 158m 40ch, reported to control. Ballast washed out by the culvert again.",
      ),
      h(
        "Kelvin, can you get your PTS renewal booked? It runs out on 14 November and I can't roster you without it. Also please return the spare lamp you borrowed.",
        'Kelvin, can you get your PTS renewal booked?',
        'Also please return the spare lamp you borrowed.',
      ),
      h(
        'Briefing poster in the mess room: Never assume a line is blocked. Always face the direction of travel when walking in the cess. Complacency kills.',
      ),
      h(
        'after sleep\nbins out tonight\nring Halifax re remortgage, offer ends friday',
        'bins out tonight',
        'ring Halifax re remortgage, offer ends friday',
      ),
      h(
        '[20/10/2025, 14:03:12] Dani: Clutch is fixed, garage said £340\n[20/10/2025, 14:10:45] Kelvin: Ouch. Worth it though',
      ),
      h(
        'Fatigue is the hidden hazard of night work. Most incidents on track happen in the last two hours of a shift.',
      ),
      h(
        "Toolbox talk\nAction: Jonno to check the new radios are charged before every shift.\nWe still need to decide who goes on the OLE awareness course in December.\nLast month's near miss at Sandbach was discussed.",
        'Action: Jonno to check the new radios are charged before every shift.',
        'We still need to decide who goes on the OLE awareness course in December.',
      ),
      h(
        'I was going to do the hi-vis stock check on Friday but got called out to the landslip at Betley. Never got round to it.',
      ),
      h(
        'You promised Kayden the Crewe Alex game on Saturday, so get the tickets before they sell out.',
        'You promised Kayden the Crewe Alex game on Saturday, so get the tickets before they sell out.',
      ),
      h('Frost forecast from Wednesday. Points heaters should kick in automatically.'),
    ],
  },
  {
    name: 'Tuyet, 34, who grows lettuce and herbs in a hydroponic vertical farm in a converted Detroit warehouse, on a Wednesday',
    highlights: [
      h(
        'Bay 3 pH drifting up to 6.4, EC 1.8. Basil germination 92% on the new seed lot. Microgreens went out to Eastern Market this morning.',
      ),
      h(
        "Deshawn: hey can you order more rockwool cubes? we're down to 3 cases\nTuyet: thought we had more than that",
        "Deshawn: hey can you order more rockwool cubes? we're down to 3 cases",
      ),
      h('Cash flow is oxygen. Profit is food. You can go a long time without food.'),
      h(
        '10/22/2025, 7:15 PM - Mom: Family call Sunday 8pm about Thanksgiving, everyone be on please\n10/22/2025, 7:16 PM - Mom: Bà is feeling much better btw',
        'Mom: Family call Sunday 8pm about Thanksgiving, everyone be on please',
      ),
      h(
        'Wed\n1. Call DTE about the demand charge on the Sept bill\n2. USDA GAP audit paperwork\n3) fix the leak in the bay 2 return line',
        'Call DTE about the demand charge on the Sept bill',
        'USDA GAP audit paperwork',
        'fix the leak in the bay 2 return line',
      ),
      h(
        "The restaurant on Woodward canceled their standing order. I'm trying not to take it personally. They said the new chef wants to grow her own.",
      ),
      h(
        "Plants don't need more light, they need the right light at the right time. Growers should think in daily light integral, not hours.",
      ),
      h(
        'City business license renewal has to be in by Oct 31.',
        'City business license renewal has to be in by Oct 31.',
      ),
      h('New LED fixtures ship Monday and should arrive by the end of next week.'),
      h(
        'Do we keep doing the farmers market through the winter or go wholesale only? Last winter we barely covered the stall fee.',
        'Do we keep doing the farmers market through the winter or go wholesale only?',
      ),
    ],
  },
  {
    name: 'Deborah, 49, a clinical hypnotherapist working from a garden room in Harrogate, on a Thursday (session notes, supervision, family chat)',
    highlights: [
      h(
        'Client J, 4th session, smoking. Reports two cigarette-free days. Still struggling in the car on the way to work.',
      ),
      h(
        'The unconscious mind responds to images, not instructions. Speak slowly; give the client time to arrive. Never promise a cure.',
      ),
      h(
        "Supervision notes (Alison)\nShe thinks I'm taking on too many anxiety clients at once.\nI need to update my contracting form to include the new cancellation policy.\nShe said I'm doing better with boundaries.",
        'I need to update my contracting form to include the new cancellation policy.',
      ),
      h(
        'Garden room roof leaking again at the back corner, right over the client chair. Ask Pete next door for the name of the roofer he used.',
        'Ask Pete next door for the name of the roofer he used.',
      ),
      h(
        "[23/10/2025, 08:12] Hannah: Mum can you transfer my rent money before Friday, landlord's chasing\n[23/10/2025, 08:13] Hannah: Love you x",
        "Hannah: Mum can you transfer my rent money before Friday, landlord's chasing",
      ),
      h(
        "Cancelled my 3pm because of the migraine. Slept till five. I'd meant to write up my CPD log this week but that's not happening now.",
      ),
      h(
        "Before the weekend\n* post Mum's birthday card\n* [x] order more client notebooks\n* renew professional indemnity insurance (Balens)",
        "post Mum's birthday card",
        'renew professional indemnity insurance (Balens)',
      ),
      h('The National Council for Hypnotherapy says its new register should open to members in the spring.'),
      h(
        "Don't forget you told the GP surgery you'd drop some leaflets in for the waiting room.",
        "Don't forget you told the GP surgery you'd drop some leaflets in for the waiting room.",
      ),
      h(
        "From the CPD course handout: Always end a session by bringing the client fully back into the room. Check they're safe to drive.",
      ),
      h(
        "The Manchester conference is £295 plus the hotel. Need to decide by the 1st whether it's worth it.",
        "Need to decide by the 1st whether it's worth it.",
      ),
    ],
  },
];
