import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_86: LabelledDay[] = [
  {
    name: "Tasha, 24, a returns processor at an online fashion retailer's returns centre in Doncaster, on a Tuesday",
    highlights: [
      h(
        'Handover from nights\nBench 6 scanner keeps dropping the wifi\nIT ticket logged at 05:40, ref 88213\nCage 14 needs wrapping before the 10am collection',
        'Cage 14 needs wrapping before the 10am collection',
      ),
      h(
        'Team leader: Grade B items go to the outlet cage, not back to stock. Anything with make-up on the collar is Grade C. Can you do a quick recount on the denim totes before break?',
        'Can you do a quick recount on the denim totes before break?',
      ),
      h(
        'Poster in the canteen says lift with your legs, not your back. Never stand on the roll cages. Good advice tbh, my back is already wrecked.',
      ),
      h(
        'need to book my holiday for the Aug bank hol before Kayleigh nabs it',
        'need to book my holiday for the Aug bank hol before Kayleigh nabs it',
      ),
      h(
        'Rate today 212 units/hr, target 240. Shaz reckons the target should come down once the new benches are in. Not holding my breath.',
      ),
      h(
        "Mum: can u pick up Nan's prescription on the way home, its ready after 3\nMe: ok x",
        "Mum: can u pick up Nan's prescription on the way home, its ready after 3",
      ),
      h('Meant to ask HR about the night shift allowance again. Forgot. Been three weeks now.'),
      h(
        'Tues jobs\n- grab label printer rolls from stores\n- return the hi-vis I borrowed off Dean',
        'grab label printer rolls from stores',
        'return the hi-vis I borrowed off Dean',
      ),
      h(
        'Returns spike expected Thursday after the sale ends. Agency are sending 6 extra pickers and they should be here by 7.',
      ),
      h(
        'Payslip wrong again, missing the Sunday hours. You need to email payroll with the clock-in screenshots by Friday.',
        'You need to email payroll with the clock-in screenshots by Friday.',
      ),
      h(
        'Thanks to everyone who covered bench 3 yesterday! Follow-up on the damaged stock audit is in the team folder.',
      ),
      h("Nights said they re-sorted cage 9 but it's still a mess."),
    ],
  },
  {
    name: 'Wiremu, 41, a concessions supervisor at a rugby stadium in Auckland, on a test-match Saturday',
    highlights: [
      h('Gates open 5pm, kick-off 7.35. Crowd forecast 41,000. Kiosks 1 to 12 all trading tonight.'),
      h(
        'Kiosk 7 fryer tripped twice last game\nSparky booked for 2pm to look at it\nTama to meet him at K7 and open the shutter',
        'Tama to meet him at K7 and open the shutter',
      ),
      h(
        'Ops manager: the venue licence says no bottle caps in the stands. Please get the float bags to the cash office by 4.',
        'Please get the float bags to the cash office by 4.',
      ),
      h(
        'Pie count\nMince and cheese 1400\nSteak 900\nVege 300\nOrder more vege pies for next Sat, we ran out at half time last test',
        'Order more vege pies for next Sat, we ran out at half time last test',
      ),
      h(
        'RSA refresher: never serve someone who is already intoxicated, and always offer water. Good reminder before a big night.',
      ),
      h(
        'Tama: can I swap my Sunday clean-up for the Wednesday one?\nTama: Lani said she is keen',
        'Tama: can I swap my Sunday clean-up for the Wednesday one?',
      ),
      h(
        'EFTPOS at K3 went down for ten minutes in the first half. Rang the tech line, it came back on its own.',
      ),
      h(
        'dont forget to sign off the wastage sheet before leaving',
        'dont forget to sign off the wastage sheet before leaving',
      ),
      h('Last test we sold 6,200 beers. Tonight should be bigger with the Lions in town. Chillers are full.'),
      h(
        'Who is doing the cash-up for the corporate boxes next week? Nobody has put their name down.',
        'Who is doing the cash-up for the corporate boxes next week?',
      ),
      h(
        "Asked Lani for the dry store keys, she's got the only set. Ka pai everyone for a mean effort last week.",
      ),
      h(
        'The cleaners have to empty the K-block bins before the gates open.',
        'The cleaners have to empty the K-block bins before the gates open.',
      ),
    ],
  },
  {
    name: 'Parveen, 43, a duty manager at a motorway service station on the M1 in Leicestershire, on a Sunday',
    highlights: [
      h(
        'Sunday handover\nToilets block B out of order since 6am\nPlumber (Carl) coming after 11\nCones are out by the entrance\nChase Carl if he is not here by 12',
        'Chase Carl if he is not here by 12',
      ),
      h(
        'Costa till 2 is £18.40 short from last night. Sam did the drop at 10pm. Look at the CCTV for the drop before the area manager asks.',
        'Look at the CCTV for the drop before the area manager asks.',
      ),
      h(
        'The fuel tanker should be here about 2, they are always late on Sundays. Someone needs to dip the tanks before it arrives.',
        'Someone needs to dip the tanks before it arrives.',
      ),
      h(
        'Area manager: Please make sure the allergen folders are signed at every unit today, EHO are doing spot checks across the region this month.',
        'Area manager: Please make sure the allergen folders are signed at every unit today, EHO are doing spot checks across the region this month.',
      ),
      h(
        'Customer complaint about the hot dogs. Apologised and gave her a voucher. She was nice about it in the end.',
      ),
      h(
        'Fire training slide: never stop to collect your belongings in an evacuation. The assembly point is the lorry park.',
      ),
      h(
        'rota for next wk still not done!! needs to go up by Tues',
        'rota for next wk still not done!! needs to go up by Tues',
      ),
      h(
        "Lost property: a child's blue rabbit handed in at WHSmith. Mum rang from Northampton in tears. Post it to her tomorrow, address is in the book.",
        'Post it to her tomorrow, address is in the book.',
      ),
      h(
        "For Maya's party\nPick up the cake from Asda Tues after 5",
        'Pick up the cake from Asda Tues after 5',
      ),
      h(
        'Highways say the northbound slip road will close overnight Tuesday for resurfacing. Expect a quiet night shift.',
      ),
      h('Well done to the Greggs team, mystery shopper score 96%. Follow-up visit is in March.'),
    ],
  },
  {
    name: 'Kofi, 36, who leads a two-man delivery crew for a sofa and bed retailer out of Milton Keynes, on a Thursday',
    highlights: [
      h(
        "Four drops today, Bedford first. Bedford is 3rd floor with no lift, so it's a two-man carry all the way. Ring the Olney lady 30 mins before we get there.",
        'Ring the Olney lady 30 mins before we get there.',
      ),
      h(
        'Depot: Kofi can you take the old mattress from Kempston, customer paid for disposal',
        'Depot: Kofi can you take the old mattress from Kempston, customer paid for disposal',
      ),
      h(
        'Two-man lift training: bend your knees, keep the load close, and always agree the route before you pick up. Common sense really.',
      ),
      h(
        'Van 12 warning light came on again on the A6. Reported it on the app last week. Workshop said it should be fine till the service.',
      ),
      h(
        'Jay to fill the van with diesel before we head back, card is in the glovebox',
        'Jay to fill the van with diesel before we head back, card is in the glovebox',
      ),
      h(
        'Damaged footstool\nCustomer in Bedford sent pics of a scuff\nClaim form has to be in within 48 hours',
        'Claim form has to be in within 48 hours',
      ),
      h('I should have checked the legs were in the box. Lesson learned.'),
      h(
        "Missus: we're out of milk and bread, grab some on your way back?",
        "Missus: we're out of milk and bread, grab some on your way back?",
      ),
      h('Boiler service Sat morning 9-12', 'Boiler service Sat morning 9-12'),
      h(
        'Customer tipped us a tenner in Olney. Made my day. Cheers to Jay for sorting the recliner mechanism.',
      ),
      h(
        'Rumour is the depot is moving to Wellingborough next year. Nobody has told us anything official. We need to be back at the depot by 4 for the van check.',
        'We need to be back at the depot by 4 for the van check.',
      ),
    ],
  },
  {
    name: 'Leanne, 29, a beauty-counter consultant at a department store in Newcastle, on a Saturday',
    highlights: [
      h('Counter target today £3,200. Yesterday we did £2,750. Saturdays are always busier.'),
      h(
        "Brand trainer said always prep the skin before foundation, and never test lipstick straight on a customer's lips. Use a spatula and a disposable wand.",
      ),
      h(
        'Order on Monday\n- glow serum testers\n- nude lip liner x6',
        'glow serum testers',
        'nude lip liner x6',
      ),
      h(
        'Floor manager: Leanne, can you cover fragrance 2-3 while Bex is on lunch?',
        'Floor manager: Leanne, can you cover fragrance 2-3 while Bex is on lunch?',
      ),
      h(
        "Did a bridal trial for Mrs Patel's daughter, she loved the soft glam look. Text Mrs Patel the product list tonight.",
        'Text Mrs Patel the product list tonight.',
      ),
      h('The new palette launches Thursday. It should sell out, the TikTok ad has 2 million views.'),
      h(
        'remember to put my name down for the Christmas rota before Jo does the draft',
        'remember to put my name down for the Christmas rota before Jo does the draft',
      ),
      h(
        'Customer asked if the SPF50 primer is OK for sensitive skin. Told her to patch test first. Sold two in the end.',
      ),
      h('Gift with purchase runs while stocks last. Boxes of them in the back!'),
      h('Stockroom key has to be back at security by 6', 'Stockroom key has to be back at security by 6'),
      h('Thanks Bex for covering my lunch, owe you one. Great team today.'),
    ],
  },
  {
    name: 'Dom, 31, a concierge at a boutique hotel in Savannah, Georgia, on a Friday',
    highlights: [
      h(
        'Guests in 214 (Mr and Mrs Okafor) celebrating their anniversary tonight. Arrange rose petals and a bottle of champagne in the room for 6pm.',
        'Arrange rose petals and a bottle of champagne in the room for 6pm.',
      ),
      h(
        'Car service for 318 is booked with Coastal Limo for 4:15am Saturday to the airport. Reconfirm with them before end of shift.',
        'Reconfirm with them before end of shift.',
      ),
      h('GM at the morning huddle: "Anticipate, don\'t react." He says it every single week.'),
      h(
        "Restaurant recs for weekend guests\nThe Olde Pink House for special occasions\nHusk for Southern food\nLeopold's for ice cream, the line is worth it",
      ),
      h(
        "Housekeeping: 109 left a phone charger, it's in lost and found. Can you email them to ask if they want it mailed?",
        'Can you email them to ask if they want it mailed?',
      ),
      h(
        'Savannah Theatre tickets for the Chens are at will call under their name. Tell them at check-in.',
        'Tell them at check-in.',
      ),
      h('Spa is fully booked through Sunday. Waitlist has 9 names on it.'),
      h(
        'Concierge course notes: a no is never the answer, it\'s a "let me see what I can do". Always follow through on a promise.',
      ),
      h(
        'Ordered the umbrellas with the hotel logo last week. They should arrive Tuesday, the color is apparently "forest green".',
      ),
      h(
        'to do before Mon\nrenew my CPR cert\nget my work shoes resoled',
        'renew my CPR cert',
        'get my work shoes resoled',
      ),
      h(
        'Marathon on Saturday, roads around Forsyth Park closed from 6am. Guests checking out will probably need extra time to get to the airport.',
      ),
      h(
        "Valet: the Hendersons' SUV got a scratch on the garage ramp. Manager wants a written incident report from you by 5.",
        'Manager wants a written incident report from you by 5.',
      ),
    ],
  },
  {
    name: 'Stevie, 48, a drayman delivering kegs to pubs for a Sheffield brewery, on a Wednesday',
    highlights: [
      h('Dray route Weds: 14 drops, Kelham Island first, Hillsborough last.'),
      h(
        "The Fat Cat cellar hatch is still jammed. Landlord says it should be fixed by Friday. Ring him Thurs to check it's done.",
        "Ring him Thurs to check it's done.",
      ),
      h(
        'Manual handling: never drop a keg off the tail lift, roll it down the ramp. Seen a lad break his foot doing that.',
      ),
      h(
        'Empties to collect\nShakespeare 6 x 50L\nRutland Arms 4 x 30L',
        'Shakespeare 6 x 50L',
        'Rutland Arms 4 x 30L',
      ),
      h(
        'Office: Stevie, the Red Deer has not paid the last two invoices. Collect the cheque before you unload anything.',
        'Collect the cheque before you unload anything.',
      ),
      h('Got to the depot at 5.40, loaded by 6.15. Gaz was late again.'),
      h(
        'Tacho card expires next month, I have to apply for the new one this week',
        'Tacho card expires next month, I have to apply for the new one this week',
      ),
      h('New IPA launches at the Tap next Friday. Should be a good seller if the weather holds.'),
      h("Lad's parents' evening Thurs 6.30", "Lad's parents' evening Thurs 6.30"),
      h('Cheers to the lads at the Sheaf View for the brew. Best cellar on the route, always spotless.'),
      h(
        "Gaz: can you swap me the early on Saturday? I've got a wedding.",
        'Gaz: can you swap me the early on Saturday?',
      ),
    ],
  },
  {
    name: 'Agnieszka, 33, a warehouse operative at a bonded whisky warehouse in Speyside, on a Monday',
    highlights: [
      h('Cask move from W3 to W7 is half done, 110 of 240 casks shifted on Friday.'),
      h(
        'HMRC officer visiting Wednesday for the stock check. All cask records have to be up to date by Tuesday night.',
        'All cask records have to be up to date by Tuesday night.',
      ),
      h(
        'Supervisor: Aga, please check the bung on cask 4471, looks like it is weeping',
        'Supervisor: Aga, please check the bung on cask 4471, looks like it is weeping',
      ),
      h(
        'Safety briefing: never walk under a raised cask, and always chock the bottom row. Obvious but worth hearing.',
      ),
      h("Angel's share this year is about 2%. Humidity in W3 is high because of all the rain."),
      h('rolling casks all morning, arms are dead'),
      h('Shopping\nrice\nkielbasa', 'rice', 'kielbasa'),
      h(
        'Forklift 2 brakes spongy. Reported to Ewan at 9. He said it should be OK until the engineer comes Thursday.',
      ),
      h(
        'Ewan: we still need to decide who goes on the cooperage course in March. Think about it and let me know by Friday.',
        'Ewan: we still need to decide who goes on the cooperage course in March.',
        'Think about it and let me know by Friday.',
      ),
      h(
        'Passport runs out in June. You need to renew it before the trip home in July.',
        'You need to renew it before the trip home in July.',
      ),
      h(
        'Thank you to the night shift for leaving the bays so tidy. Follow-up from the fire audit is pinned on the board.',
      ),
    ],
  },
];
