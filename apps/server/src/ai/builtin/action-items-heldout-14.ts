import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_14: LabelledDay[] = [
  {
    name: 'a bus driver on an early Tuesday shift',
    highlights: [
      h(
        'Depot notice: Route 42 diverted via Station Road until further notice due to gas works. Drivers should expect delays of up to 15 minutes at the Kingsway junction.',
      ),
      h(
        "Running board changes from Monday — I'm on the 0542 out of Hatfield garage. Need to swap my rest day with Gary so I can make Ellie's parents evening.",
        "Need to swap my rest day with Gary so I can make Ellie's parents evening.",
      ),
      h(
        'Gary: yeah mate can do the swap, you just need to put the form in to rota\nMe: cheers Gaz, owe you a pint\nGary: ha you always say that',
        'Gary: yeah mate can do the swap, you just need to put the form in to rota',
      ),
      h(
        'From the Driver CPC module: "Always assume the cyclist hasn\'t seen you. Give them the width of a car when overtaking, even if it costs you the lights."',
      ),
      h(
        'Ticket machine on 1187 kept freezing on contactless again. Reported it to engineering at 0930. They said it should be sorted by the weekend.',
      ),
      h(
        "Kid's blue rucksack left on the back seat on the 16:20 run. Handed it in at the office before my break. Wrote up the defect sheet for 1187 while I was there, nearside mirror cracked.",
      ),
      h(
        "Why do people always wait until they're at the front to start looking for their pass? Honestly. Some days I love this job.",
      ),
      h(
        'Union meeting Thurs 7pm, Railway Club\nAsk Dev about the overtime rates before then\nLast time only six of us turned up',
        'Union meeting Thurs 7pm, Railway Club',
        'Ask Dev about the overtime rates before then',
      ),
      h(
        'Medical due — the D4 form has to be in to DVLA by 3rd March or my licence lapses. The GP charges £120 for filling it in, which is daylight robbery.',
        'Medical due — the D4 form has to be in to DVLA by 3rd March or my licence lapses.',
      ),
      h(
        "Saw on the staff forum that the best drivers drive like there's a full cup of tea on the dashboard. Good line, that.",
      ),
      h('after shift: milk, bread, Calpol for Ellie', 'after shift: milk, bread, Calpol for Ellie'),
    ],
  },
  {
    name: 'a hairdresser on a busy Saturday at the salon',
    highlights: [
      h(
        'Mrs Patel came in at 10:30 for her foils and she loved it. Patch test on Tuesday was all clear, thank god.',
      ),
      h(
        "order more 6% developer and the Olaplex No.3 before Monday, we're nearly out",
        "order more 6% developer and the Olaplex No.3 before Monday, we're nearly out",
      ),
      h(
        'From the balayage course: "Never saturate the mid-lengths. Paint, don\'t wipe. Less product than you think, always." Kayleigh said exactly the same when I trained.',
      ),
      h(
        "Chloe: can you take my 3 o'clock? Bride trial ran over\nMe: yeah go on then\nChloe: ur a legend",
        "Chloe: can you take my 3 o'clock?",
      ),
      h(
        "Note to self: you need to block out a lunch slot on the Saturday column in the booking app. Your back can't take five colours in a row.",
        'Note to self: you need to block out a lunch slot on the Saturday column in the booking app.',
      ),
      h("Salon insurance renewed, went up £90 again. Jo reckons everyone's is going up this year."),
      h(
        'Client told me she rinses with apple cider vinegar every week and swears by it. Might try it myself, who knows.',
      ),
      h('Reviews on Google are up to 4.8 now!! Amber is getting loads of mentions by name.'),
      h(
        'Saturday close\nCash up and drop the float in the safe\nAlarm code has changed, get the new one off Leanne before Sat',
        'Cash up and drop the float in the safe',
        'Alarm code has changed, get the new one off Leanne before Sat',
      ),
      h(
        'Toner chart from the rep: 9.1 for cool blondes, 9.3 for warm, 10.12 if you want that icy finish. Mix 1:2 with the 1.9% activator and never leave it on longer than 20 minutes.',
      ),
      h(
        "Mum's birthday Sunday!! Pick up a card and flowers on the way home tonight",
        'Pick up a card and flowers on the way home tonight',
      ),
      h(
        'I was going to ring the wholesaler about the wrong delivery but ran out of time. They sent 12 bottles of purple shampoo instead of 2.',
      ),
    ],
  },
  {
    name: 'a firefighter coming on for a night shift',
    highlights: [
      h(
        'Handover from Red Watch: Pump 2 back on the run, ladder still off for service. BA set 4 cylinder showing low — needs swapping before we go out.',
        'BA set 4 cylinder showing low — needs swapping before we go out.',
      ),
      h(
        'Home fire safety visit tomorrow 10am, 14 Larch Close — elderly gent, lives alone, alarms fitted 2019. Take two of the new 10-year alarms and the leaflet pack.',
        'Home fire safety visit tomorrow 10am, 14 Larch Close — elderly gent, lives alone, alarms fitted 2019.',
        'Take two of the new 10-year alarms and the leaflet pack.',
      ),
      h(
        'Incident command course: "Make it safe, then make it better. The first five minutes decide the next five hours." Instructor said that one always comes up in the assessment.',
      ),
      h(
        'Shout at 02:14 — bin fire behind the Co-op on Mill Lane, out in ten minutes. Police informed, nobody hurt.',
      ),
      h("Mike's wife had the baby, 8lb 2oz, both doing well. Whole watch chipped in for a hamper."),
      h(
        'Kit locker: boots are letting water in. Sort a replacement pair through stores, the form is on the intranet.',
        'Sort a replacement pair through stores, the form is on the intranet.',
      ),
      h(
        'Passed the fitness test last month, just about. The drag was the killer. I should be in better shape by the next one if I keep up the gym sessions.',
      ),
      h(
        "Station open day Sat 21st — we still need to decide who's doing the cutting demo and who's on the BBQ.",
        "Station open day Sat 21st — we still need to decide who's doing the cutting demo and who's on the BBQ.",
      ),
      h(
        'Read in the FBU magazine that crews should never be committed to a building without a second appliance on scene. Totally agree.',
      ),
      h(
        "Kids' swimming Wed — my turn to drive, Jen has the late",
        "Kids' swimming Wed — my turn to drive, Jen has the late",
      ),
      h(
        'Note for the next watch: hydrant at the top of Fern Road is seized. Water board have been told, ref WB-22817.',
      ),
      h(
        "Don't forget to put the mess fund money in the tin, still owe £15 from last month.",
        "Don't forget to put the mess fund money in the tin, still owe £15 from last month.",
      ),
    ],
  },
  {
    name: 'a children and families social worker on a Wednesday',
    highlights: [
      h(
        'Strategy meeting moved to Thursday 2pm, room 3B. Need the chronology updated before then.',
        'Strategy meeting moved to Thursday 2pm, room 3B.',
        'Need the chronology updated before then.',
      ),
      h(
        "Supervision with Karen: \"You can't carry every family home with you. Write the case note, close the laptop, go for a walk.\" She's right, I know she's right.",
      ),
      h(
        "Home visit to the R family went better than expected. Mum engaged, kids were at school, house much tidier. Dad wasn't there again.",
      ),
      h(
        "chase the school nurse re: T's immunisations — third email, nothing back",
        "chase the school nurse re: T's immunisations — third email, nothing back",
      ),
      h(
        'Manager: Can you get the section 47 report to me by Friday midday? Legal want it before the weekend.',
        'Manager: Can you get the section 47 report to me by Friday midday?',
      ),
      h(
        'From the team bulletin: interpreters are now booked through the new portal, not by phone. Apparently it saves £8 a booking.',
      ),
      h(
        'October mileage claim has to go in by the 5th or it rolls over to next month.',
        'October mileage claim has to go in by the 5th or it rolls over to next month.',
      ),
      h(
        'Went to the reflective practice training. The trainer kept saying "be curious, not certain" and I actually liked it.',
      ),
      h(
        'I keep meaning to fix my out-of-office so it gives the duty number. I will do it before I leave today.',
        'I will do it before I leave today.',
      ),
      h(
        "Text from Dan (foster carer): J had a rough night, didn't sleep till 3, school say he's ok today. Ring Dan back after the 4pm meeting.",
        'Ring Dan back after the 4pm meeting.',
      ),
      h('Ordered a new lanyard because the clip snapped during the visit. Third one this year.'),
    ],
  },
  {
    name: 'a car mechanic at an independent garage on a Monday',
    highlights: [
      h(
        'Ford Focus (KX17 ABC) came in this morning, customer says the clutch is slipping in 3rd. Quote them before we start, they were funny about the price last time.',
        'Quote them before we start, they were funny about the price last time.',
      ),
      h(
        'Parts list (Euro Car Parts)\nFront pads x2 for the Corsa E\nOil filter for the Transit',
        'Front pads x2 for the Corsa E',
        'Oil filter for the Transit',
      ),
      h(
        'Update from DVSA: from next month, advisories for corrosion must be recorded with the location on the vehicle. Tell the lads at tea break.',
        'Tell the lads at tea break.',
      ),
      h(
        'Mrs Green rang about the Micra again, third time this week. The part should arrive Wednesday according to the factor.',
      ),
      h(
        'Haynes manual, timing belt chapter: "Always replace the water pump at the same time as the belt." Every mechanic knows that, but half the customers argue about it.',
      ),
      h(
        'Ricky: boss can u look at the Golf on ramp 2 when ur free, its knocking on full lock',
        'Ricky: boss can u look at the Golf on ramp 2 when ur free, its knocking on full lock',
      ),
      h(
        "Van insurance up for renewal on the 28th — get a couple of quotes, don't just let it auto-renew",
        "Van insurance up for renewal on the 28th — get a couple of quotes, don't just let it auto-renew",
      ),
      h(
        'Compressor cut out twice today. Probably the pressure switch again. It did the same thing last winter.',
      ),
      h(
        'Customer left a five-star review saying we\'re "the only honest garage in town". Printed it and stuck it on the wall by the till.',
      ),
      h(
        "Should we start doing EV servicing? Ricky's keen, the course is £900, and there are more Teslas around than there used to be.",
        'Should we start doing EV servicing?',
      ),
      h('Tyre pressures on the courtesy car were all over the place. Sorted them before it went out.'),
    ],
  },
  {
    name: 'a hotel night manager on a Friday night shift',
    highlights: [
      h(
        "Night log 23:40 — room 214 complained about noise from 216. Went up, had a word, they've quietened down.",
      ),
      h(
        "Late arrival: Mr and Mrs Okafor, booking ref 88213, ETA 02:00, prepaid. Leave their key cards in an envelope at the desk if I'm out on a round.",
        "Leave their key cards in an envelope at the desk if I'm out on a round.",
      ),
      h(
        'Note from the day manager: please make sure the breakfast room is unlocked by 06:15 tomorrow, the coach party eat early. Will do.',
        'Note from the day manager: please make sure the breakfast room is unlocked by 06:15 tomorrow, the coach party eat early.',
      ),
      h(
        'Fire panel showed a fault on zone 6 at 01:12. Reset it, no fault since. Log it for the engineer in the morning.',
        'Log it for the engineer in the morning.',
      ),
      h(
        'Night audit done, rooms revenue £8,412, occupancy 91%. Card machine batch went through first time for once.',
      ),
      h(
        'From the hospitality management book: "A guest who complains and is put right becomes more loyal than one who never had a problem." Worth remembering at 4am.',
      ),
      h(
        "Someone's been sick in lift 1 again. Housekeeping will need to deep-clean the carpet first thing, I've put a cone out.",
        "Housekeeping will need to deep-clean the carpet first thing, I've put a cone out.",
      ),
      h(
        "Rota: I can't do the 24th–26th, it's Rosie's graduation. Email Hannah tonight before she finalises it.",
        'Email Hannah tonight before she finalises it.',
      ),
      h(
        'Guest in 305 asked if we could get her a taxi to Heathrow for 5:30. Booked with Star Cars, confirmation 4471.',
      ),
      h(
        "Sleep schedule is wrecked. Apparently you're supposed to keep the same bedtime on your days off too, which sounds impossible.",
      ),
      h(
        'Handover for Priya:\nLift 2 out of service, engineer booked for 9am\nRoom 118 wants a late checkout, I said 1pm — please confirm with her\nRestock the minibar in 402, guest complained',
        'Room 118 wants a late checkout, I said 1pm — please confirm with her',
        'Restock the minibar in 402, guest complained',
      ),
      h('Nobody ever asks how the night staff are doing. Funny old job.'),
    ],
  },
  {
    name: 'a pharmacy delivery driver on a Thursday round',
    highlights: [
      h(
        'Rounds today: 34 drops, Ashby side first then Coalville. Van 2 again, the one with the dodgy sliding door.',
      ),
      h(
        'Training sheet says controlled drugs must always be signed for by the patient or a named carer. Never leave them with a neighbour, even if they offer.',
      ),
      h(
        "Mrs Dunn at 7 Orchard Way is moving her delivery to Fridays from next week. Anita's already changed the label.",
      ),
      h('Van needs fuel, under a quarter tank', 'Van needs fuel, under a quarter tank'),
      h(
        "Anita: can you swing back by 3? We've got an urgent one for the hospice",
        'Anita: can you swing back by 3?',
      ),
      h(
        "Nobody answered at 22 Birch Road, so I left a card. I'll try again on the way back.",
        "I'll try again on the way back.",
      ),
      h('Dog at number 40 went for my ankle again. Owner said "he\'s friendly" — they always say that.'),
      h(
        "Podcast in the van: drink water before you're thirsty and you'll never get the afternoon crash. Bet he doesn't drive round Leicestershire all day.",
      ),
      h(
        'Parking ticket from Tuesday outside the surgery — appeal it online within 14 days, I had the hazards on and was literally delivering. Total rip-off.',
        'Parking ticket from Tuesday outside the surgery — appeal it online within 14 days, I had the hazards on and was literally delivering.',
      ),
      h('Mileage sheet: 87 miles today. Anita says the rate is going up to 45p in April.'),
      h(
        "Tomorrow\n8:30 pick up from the Market St branch\nDrop Mr Khan's blister packs before 10, he goes to dialysis\nDentist 4:15",
        '8:30 pick up from the Market St branch',
        "Drop Mr Khan's blister packs before 10, he goes to dialysis",
        'Dentist 4:15',
      ),
      h(
        "Feeling a bit fed up with the hours. Might look at the Amazon job Dean mentioned, though I'd miss the regulars.",
      ),
    ],
  },
  {
    name: 'a supermarket shift supervisor on a Sunday',
    highlights: [
      h(
        'Sunday huddle notes: footfall expected to be high because of the match. Chilled delivery should be here by 7, it was late last week.',
      ),
      h(
        'Action: Bex to do the gap scan on aisles 4–9 before 9am.',
        'Action: Bex to do the gap scan on aisles 4–9 before 9am.',
      ),
      h(
        'Area manager visit Tues — Marcus wants the promo ends fully merchandised and the warehouse floor clear.',
        'Area manager visit Tues — Marcus wants the promo ends fully merchandised and the warehouse floor clear.',
      ),
      h('Sold out of charcoal by 11 again. Every sunny weekend, same story.'),
      h(
        "Customer complaint: bloke says he was overcharged on the meal deal. Refunded £1.50, checked the price file, the promo wasn't set up on till 3. Raise it with the pricing team Monday.",
        'Raise it with the pricing team Monday.',
      ),
      h(
        'Colleague handbook: "If in doubt, ask. It is always better to check than to guess." Good one for the new starters.',
      ),
      h(
        "Jade: Can I swap my Wednesday late with Tom? He's already said yes",
        'Jade: Can I swap my Wednesday late with Tom?',
      ),
      h(
        'Fridge 12 temp alarm went off at 14:20, reading 8°C. Moved the stock to the walk-in and called the engineer, ref 55102. He should be out tomorrow morning.',
      ),
      h('Pay rise letter says the new rate starts from 1 April. About time.'),
      h(
        "Home: bins out tonight\nText Mum about Easter\nLiam's football kit needs washing for Tuesday",
        'Home: bins out tonight',
        'Text Mum about Easter',
        "Liam's football kit needs washing for Tuesday",
      ),
      h(
        'Leadership course workbook: "Praise in public, criticise in private." Tried it with the night fill team last week and it actually worked.',
      ),
      h(
        "Who's covering my shift on the 17th? I've got the hospital appointment and still haven't heard back from the rota.",
        "Who's covering my shift on the 17th?",
      ),
    ],
  },
];
