import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_93: LabelledDay[] = [
  {
    name: 'Delroy, 52, a mobile car valeter in Nottingham, dictating voice notes in the van between jobs on a Tuesday',
    highlights: [
      h(
        "Right so that was the Audi on Mapperley Road done, um, the interior was a state, dog hair everywhere. Note to self I need to order more of the pet hair rubber brushes from the supplier because we're down to one and it's knackered. Anyway.",
        "Note to self I need to order more of the pet hair rubber brushes from the supplier because we're down to one and it's knackered.",
      ),
      h(
        "okay voice note um the lady at number 42 wants a full valet on friday but she said she might move it to saturday so text her thursday night to confirm which day and tell her it's forty five pound not forty",
        "okay voice note um the lady at number 42 wants a full valet on friday but she said she might move it to saturday so text her thursday night to confirm which day and tell her it's forty five pound not forty",
      ),
      h(
        "Just had a bloke on the forecourt tell me you should always wash top down and never use the same mitt on the wheels as the paintwork. Which, yeah, I know, I've been doing this eleven years mate.",
      ),
      h(
        "The van's making that clunk again over the speed bumps on Woodborough Road. Garage said it should be fine till the service in June. Um. Book the service in June though, don't leave it like last year.",
        "Book the service in June though, don't leave it like last year.",
      ),
      h(
        'Pick up the snow phone and the tyre shine from the motor factors on Sherwood Street and ask them if the thirty metre hose reel has come in yet. The old hose split in the Co-op car park which was a great look in front of the customer.',
        'Pick up the snow phone and the tyre shine from the motor factors on Sherwood Street and ask them if the thirty metre hose reel has come in yet.',
      ),
      h(
        "[14/05/2024, 08:02] Kelly: Del can you do my mum's Corsa Saturday morning she's got the hospital Monday and wants it nice\n[14/05/2024, 08:10] Delroy: No bother\n[14/05/2024, 08:11] Kelly: Ur a star x",
        "Kelly: Del can you do my mum's Corsa Saturday morning she's got the hospital Monday and wants it nice",
      ),
      h(
        'Small businesses that reply to an enquiry within the hour are seven times more likely to win the job, according to the survey.',
      ),
      h(
        "So I was gonna ring the council about the trade parking permit today and obviously that didn't happen, um, I'll do it tomorrow first thing before the Arnold job.",
        "So I was gonna ring the council about the trade parking permit today and obviously that didn't happen, um, I'll do it tomorrow first thing before the Arnold job.",
      ),
      h(
        'I meant to put all the fuel receipts in the spreadsheet for Sandra last month. She did the tax return without them in the end so no harm done.',
      ),
      h(
        "Mad how many people think a ceramic coating means you never have to wash the car again. It doesn't. You still have to wash it, you just wash it less.",
      ),
      h(
        "Oh and remember to invoice the dealership on Daleside Road for the six cars from last week, it's thirty days so the sooner the better, and chase the one from March while you're at it cause they still haven't paid that.",
        "Oh and remember to invoice the dealership on Daleside Road for the six cars from last week, it's thirty days so the sooner the better, and chase the one from March while you're at it cause they still haven't paid that.",
      ),
    ],
  },
  {
    name: 'Yusuf, 31, a non-emergency patient transport driver in Bradford, talking into his phone between runs on a Thursday',
    highlights: [
      h(
        "Okay so first pickup was Mrs Hargreaves at half seven for dialysis at St Luke's and she wasn't ready again so we were twenty minutes late. Control need to know she wants a later slot honestly, I'll put it in the handover notes tonight.",
        "Control need to know she wants a later slot honestly, I'll put it in the handover notes tonight.",
      ),
      h(
        'um note for myself the wheelchair clamp on the back left of vehicle 14 is sticking report it to fleet before end of shift or somebody is going to get hurt',
        'um note for myself the wheelchair clamp on the back left of vehicle 14 is sticking report it to fleet before end of shift or somebody is going to get hurt',
      ),
      h(
        "Manual handling refresher said when in doubt, don't lift, use the slide sheet and get a second pair of hands. Fair enough.",
      ),
      h(
        'Lady on the Bingley run said her son should be collecting her from the discharge lounge, then he went to the wrong entrance anyway and we waited forty minutes.',
      ),
      h(
        "Need to swap my Saturday with Imran because of the wedding in Leeds ask him at break if he'll do it and then tell Janet in rostering before she does the new rota",
        "Need to swap my Saturday with Imran because of the wedding in Leeds ask him at break if he'll do it and then tell Janet in rostering before she does the new rota",
      ),
      h(
        'Patients should bring a list of their current medicines and any walking aids they use at home. Please let us know at least 24 hours in advance if you need to cancel.',
      ),
      h(
        "Get the car insurance renew all sorted before the twenty third cos it runs out and I'm not driving round uninsured again, learned that one the hard way.",
        "Get the car insurance renew all sorted before the twenty third cos it runs out and I'm not driving round uninsured again, learned that one the hard way.",
      ),
      h(
        '23/05/2024, 13:40 - Mum: Yusuf can you get my eye drops from the chemist on Leeds Road after work love I have run out\n23/05/2024, 13:52 - Yusuf: ok mum\n23/05/2024, 13:53 - Mum: Thank you darling',
        'Mum: Yusuf can you get my eye drops from the chemist on Leeds Road after work love I have run out',
      ),
      h(
        'What a day. Three aborted journeys because nobody told us the patients had already been taken home by family. Feels like we go round in circles sometimes.',
      ),
      h(
        'shop on the way home\nnappies size 5\nthe oat milk Amira likes',
        'nappies size 5',
        'the oat milk Amira likes',
      ),
      h("They keep saying the new booking system should go live in July. I'll believe it when I see it."),
    ],
  },
  {
    name: "Bethan, 45, an artisan cheesemaker on her family's dairy farm in Somerset, dictating in the make room on a Monday",
    highlights: [
      h(
        "Morning so the rennet order came but it's the wrong strength again um so I need to ring Hansens no wait the other supplier, the Bristol one, and get them to swap it before Wednesday's make.",
        "Morning so the rennet order came but it's the wrong strength again um so I need to ring Hansens no wait the other supplier, the Bristol one, and get them to swap it before Wednesday's make.",
      ),
      h(
        "The cave was twelve point four this morning which is fine, it should hold steady now the weather's turned.",
      ),
      h(
        "Rind on the batch from the fourteenth looks a bit blue in patches. Dad reckons it's nothing to worry about. Rob to check the humidity log tonight and text me the numbers.",
        'Rob to check the humidity log tonight and text me the numbers.',
      ),
      h(
        'From the cheesemaking book: Good cheese is made in the dairy but great cheese is made in the cave. Never rush the affinage.',
      ),
      h(
        'ok so the farm shop in Bruton wants 20 of the small truckles for the weekend and the deli in Frome wants to try the washed rind so um send them a sample this week and copy Rob in on the invoice',
        'ok so the farm shop in Bruton wants 20 of the small truckles for the weekend and the deli in Frome wants to try the washed rind so um send them a sample this week and copy Rob in on the invoice',
      ),
      h(
        'Environmental health visit Thursday the 6th at 10. Last one went fine, she was lovely.',
        'Environmental health visit Thursday the 6th at 10.',
      ),
      h(
        "Don't forget the raw milk license renewal form it's on the kitchen table under the fruit bowl and it has to be posted by Friday.",
        "Don't forget the raw milk license renewal form it's on the kitchen table under the fruit bowl and it has to be posted by Friday.",
      ),
      h(
        "Podcast thing I heard in the car: price your product for the customer you want, not the one you've got. Easy to say when you're not stood at Shepton market in the rain.",
      ),
      h('Sold out at Wells market by half eleven, first time ever! Rob was over the moon.'),
      h(
        "We still need to decide whether we're doing the Bath food festival this year, the pitch fee has gone up to four hundred.",
        "We still need to decide whether we're doing the Bath food festival this year, the pitch fee has gone up to four hundred.",
      ),
      h('The whey used to go to the pigs at Hollins Farm but they stopped taking it in March.'),
      h(
        "just driving back from the vets with Meg and um yeah she's fine just a grass seed in her ear thank god, oh while I think of it order the new cheese labels with the allergen bit on because trading standards will have a fit, anyway yeah",
        "just driving back from the vets with Meg and um yeah she's fine just a grass seed in her ear thank god, oh while I think of it order the new cheese labels with the allergen bit on because trading standards will have a fit, anyway yeah",
      ),
    ],
  },
  {
    name: 'Grace, 50, a domiciliary care worker in Walsall doing back-to-back home visits, dictating in the car on a Tuesday',
    highlights: [
      h(
        "Seven o'clock call at Mr Okafor's went fine, he'd had a good night. His daughter should be coming up from London at the weekend.",
      ),
      h(
        "Um Mrs Bibi's blister pack is running low so I need to ring the pharmacy on karma road and get the repeat sorted before Thursday otherwise she'll be without.",
        "Um Mrs Bibi's blister pack is running low so I need to ring the pharmacy on karma road and get the repeat sorted before Thursday otherwise she'll be without.",
      ),
      h(
        "Ask the office why I've been put down for Pleck and then Bloxwich back to back with ten minutes travel because it's not physically possible.",
        "Ask the office why I've been put down for Pleck and then Bloxwich back to back with ten minutes travel because it's not physically possible.",
      ),
      h(
        'Care plan says always offer a choice of drink and encourage fluids. She had two cups of tea and half a glass of squash.',
      ),
      h(
        "Remind me to buy Mrs Whitehouse's birthday card she's ninety one on Friday, the one with the cats on, from card factory not the pound shop.",
        "Remind me to buy Mrs Whitehouse's birthday card she's ninety one on Friday, the one with the cats on, from card factory not the pound shop.",
      ),
      h(
        'Honestly the mileage rate is a joke, twenty eight pence. Mileage claim for April has to be in by the 31st.',
        'Mileage claim for April has to be in by the 31st.',
      ),
      h(
        'Key safe at 14 Birchills Street has a new code, it is in the app. The family changed it without telling anybody.',
      ),
      h(
        '[21/05/2024, 16:05] Sharon (coordinator): Grace are you able to cover Thursday evening calls in Darlaston?\n[21/05/2024, 16:20] Grace: I can do till 8 not after\n[21/05/2024, 16:21] Sharon (coordinator): Thanks, sorted',
        'Sharon (coordinator): Grace are you able to cover Thursday evening calls in Darlaston?',
      ),
      h(
        'Mr Okafor told me the secret to a long life is a drop of whisky and never letting the grandkids win at dominoes.',
      ),
      h(
        'to do tonight\n- [x] uniform in the wash\n- [ ] print meds training certificate\n- [ ] text Kemi about Sunday',
        'print meds training certificate',
        'text Kemi about Sunday',
      ),
      h(
        'So tired. Feet are killing me. Sixteen calls and one of them was forty minutes because the hoist battery was flat.',
      ),
    ],
  },
  {
    name: 'Alf, 63, a cobbler and key cutter in a Doncaster shopping arcade, talking into his phone behind the counter on a Saturday',
    highlights: [
      h(
        "Right lad came in wanting a Yale cut and a car fob copied, told him we don't do fobs, um, need to look into getting that transponder machine though because that's three this week asking.",
        "Right lad came in wanting a Yale cut and a car fob copied, told him we don't do fobs, um, need to look into getting that transponder machine though because that's three this week asking.",
      ),
      h(
        "Mrs Patel's brown boots, heels and a side stitch, needs doing for Tuesday, ticket 418.",
        "Mrs Patel's brown boots, heels and a side stitch, needs doing for Tuesday, ticket 418.",
      ),
      h(
        'Watch batteries are flying out today. Order more of the 377s and the CR2032s off the wholesaler Monday.',
        'Order more of the 377s and the CR2032s off the wholesaler Monday.',
      ),
      h(
        'The old boy who had the shop before me used to say measure twice cut once and never lend your good knife.',
      ),
      h(
        "Our Dean's birthday tomorrow so get a card off the market and some of them sugar free sweets he likes, and tell our Sandra I'll be late for tea.",
        "Our Dean's birthday tomorrow so get a card off the market and some of them sugar free sweets he likes, and tell our Sandra I'll be late for tea.",
      ),
      h(
        'Engraving job for the bowls club, twelve tankards, they want them for the 15th, sauce the blanks from Sheffield this week.',
        'Engraving job for the bowls club, twelve tankards, they want them for the 15th, sauce the blanks from Sheffield this week.',
      ),
      h(
        'Arcade management said the shutters should be fixed by the end of the month. They said that in February.',
      ),
      h(
        "Somebody left a umbrella and a bag of shopping on the bench. It's behind the counter if they come back.",
      ),
      h('Takings about the same as last Saturday, bit down on keys, up on shoe repairs. Rain helps.'),
      h(
        '[18/05/2024, 11:47] Sandra: can you get a loaf and 2 pints on your way home\n[18/05/2024, 11:48] Sandra: and the lottery',
        'Sandra: can you get a loaf and 2 pints on your way home',
        'Sandra: and the lottery',
      ),
      h("I keep telling myself I'll retire at sixty five. We'll see."),
      h(
        "Council letter came about the business rates relief, they've approved it, so that's about a hundred a month back.",
      ),
    ],
  },
  {
    name: 'Lorna, 47, a humanist funeral celebrant in Norfolk, dictating in the car between families on a Wednesday',
    highlights: [
      h(
        "Met the Harrisons this morning about their dad, lovely family, lots of stories about the pigeons and the RAF. Need to send them the draft script by Monday so they've got time to read it before the service on the Thursday.",
        "Need to send them the draft script by Monday so they've got time to read it before the service on the Thursday.",
      ),
      h(
        "The crematorium slot is forty minutes door to door so the script can't be more than about twenty minutes spoken.",
      ),
      h(
        "Um ask the son whether he wants to do the eulogy himself or whether I read it, he wasn't sure, and check if they want the Vera Lynn or the Glenn Miller for the exit music.",
        "Um ask the son whether he wants to do the eulogy himself or whether I read it, he wasn't sure, and check if they want the Vera Lynn or the Glenn Miller for the exit music.",
      ),
      h(
        'From the training manual: A ceremony is not about a death, it is about a life. Speak to the room, not to the coffin.',
      ),
      h(
        'Invoice the funeral directors at dear ham for the Pritchard service, it was the 2nd, and they owe me mileage for the Swaffham one too so put that on.',
        'Invoice the funeral directors at dear ham for the Pritchard service, it was the 2nd, and they owe me mileage for the Swaffham one too so put that on.',
      ),
      h(
        'Family asked if they could release doves at the end. Find out whether Colney Wood allows it.',
        'Find out whether Colney Wood allows it.',
      ),
      h("Sat in the car park for ten minutes after, it always gets me when it's someone young."),
      h('Should have the new business cards by Friday, the printer said. They look lovely on the proof.'),
      h('Dentist Thurs 8.40 before the Gorleston one', 'Dentist Thurs 8.40 before the Gorleston one'),
      h(
        "15/05/2024, 19:02 - Jen: can you send me the words of that poem you read at Graham's, the one about the tide\n15/05/2024, 19:03 - Jen: no rush x",
        "Jen: can you send me the words of that poem you read at Graham's, the one about the tide",
      ),
      h(
        "I always tell families there's no right way to do this. Some want hymns, some want Queen, some want silence.",
      ),
      h(
        'You need to renew your celebrant membership, the email said it lapses on the 30th.',
        'You need to renew your celebrant membership, the email said it lapses on the 30th.',
      ),
    ],
  },
  {
    name: 'Marco, 39, a charter fishing boat captain in Key West, Florida, dictating on the dock after a half-day trip on a Sunday',
    highlights: [
      h(
        'Okay so half day trip this morning, family from Ohio, the kid caught a mahi and threw up twice, best day of his life probably.',
      ),
      h(
        'Gotta get the port engine looked at, it was running hot again coming back through the channel, call Ray at the marina first thing tomorrow.',
        'Gotta get the port engine looked at, it was running hot again coming back through the channel, call Ray at the marina first thing tomorrow.',
      ),
      h(
        "Um the Wilsons booked the full day for the 14th, that's six people, so I need to order extra ballyhoo and make sure Danny can deck hand that day.",
        "Um the Wilsons booked the full day for the 14th, that's six people, so I need to order extra ballyhoo and make sure Danny can deck hand that day.",
      ),
      h("Old captain I learned under used to say the fish don't care what day it is. True though."),
      h(
        'Coast Guard inspection is coming up in July, the fire extinguishers have to be recertified before then.',
        'Coast Guard inspection is coming up in July, the fire extinguishers have to be recertified before then.',
      ),
      h(
        "pick up ice and life bait and the reef safe sunscreen from the bait shop on stock island cause we're out and people keep asking, and uh the bimini canvas guy never called back either",
        "pick up ice and life bait and the reef safe sunscreen from the bait shop on stock island cause we're out and people keep asking, and uh the bimini canvas guy never called back either",
      ),
      h("Weather says it should clear up by Tuesday but I'm not holding my breath."),
      h(
        'Bookings on the website are down compared to last April. Tourists are all going out on the big party boats now.',
      ),
      h(
        "Sofia's recital is Thursday at 6 so no sunset trip that day, block it on the calendar.",
        "Sofia's recital is Thursday at 6 so no sunset trip that day, block it on the calendar.",
      ),
      h(
        '[4/21/24, 5:32 PM] Danny: cap can u pay me for last week I got rent due\n[4/21/24, 5:40 PM] Danny: sorry to ask',
        'Danny: cap can u pay me for last week I got rent due',
      ),
      h(
        'Charter captains who post catch photos within an hour of docking see significantly more repeat bookings, the survey found.',
      ),
    ],
  },
  {
    name: 'Shona, 35, who fits blinds and shutters across Fife, dictating voice notes in the van on a Friday',
    highlights: [
      h(
        "Right that's the Kirkcaldy job done, three rollers and a vertical, the vertical was a nightmare cause the lintel is concrete. Need to get more of the six mil masonry bits before Monday, I snapped two.",
        'Need to get more of the six mil masonry bits before Monday, I snapped two.',
      ),
      h(
        "Lady in Glenrothes asked if we could do shutters for the bay window, I said I'd measure up next week, so um pencil her in for Tuesday afternoon and send her the brochure tonight.",
        "Lady in Glenrothes asked if we could do shutters for the bay window, I said I'd measure up next week, so um pencil her in for Tuesday afternoon and send her the brochure tonight.",
      ),
      h(
        "Always measure the recess in three places and go with the smallest, that's what they drummed into us on the training.",
      ),
      h(
        "Remember to phone the factory about the wrong colour on the Dunfermline order it's supposed to be dove grey and they sent dove grey no they sent dusk grey which is basically blue",
        "Remember to phone the factory about the wrong colour on the Dunfermline order it's supposed to be dove grey and they sent dove grey no they sent dusk grey which is basically blue",
      ),
      h('Van passed its MOT, just an advisory on the back tyres.'),
      h(
        "Fraser to order the motorised blind for the Anstruther holiday let, the owner's paid the deposit.",
        "Fraser to order the motorised blind for the Anstruther holiday let, the owner's paid the deposit.",
      ),
      h(
        "Honestly the amount of folk who think blackout blinds will fix their kid's sleep. They won't. Nothing will.",
      ),
      h(
        "Quote from the business coach thing: You don't get paid for the hour, you get paid for the value you bring to the hour. Charge accordingly.",
      ),
      h(
        "[10/05/2024, 18:22] Fraser: Can you send the letting agents the invoice for the Cupar flats tonight, they're asking\n[10/05/2024, 18:25] Shona: 👍",
        "Fraser: Can you send the letting agents the invoice for the Cupar flats tonight, they're asking",
      ),
      h(
        'Tesco on the way home\nfish fingers\nbirthday candles for Isla',
        'fish fingers',
        'birthday candles for Isla',
      ),
      h(
        'Wee one had her nursery photos today and she wore the blue dress, looked like a wee angel for once.',
      ),
    ],
  },
];
