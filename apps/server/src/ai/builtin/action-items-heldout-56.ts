import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_56: LabelledDay[] = [
  {
    name: 'an audiologist in Wellington (38) on a Tuesday, partner away, two kids',
    highlights: [
      h(
        "Mrs Tane's new aids are whistling on the left. Refit the dome and check the vent size before her review on the 14th. She says the old pair never did that.",
        'Refit the dome and check the vent size before her review on the 14th.',
      ),
      h(
        'Protect your ears at gigs: wear plugs, stand well back from the speakers and take a break every hour. Most noise damage is painless until it is permanent.',
      ),
      h(
        "Hemi: can you cover my Thursday afternoon list? I've got the school assembly.\nMe: yeah should be fine",
        'Hemi: can you cover my Thursday afternoon list?',
      ),
      h(
        'Team hui 9am\nWaitlist is down to seven weeks, best it has been since 2019.\nThe follow-up from the March audit came back clean.\nAction: Mere to redo the holiday rota by Friday.',
        'Action: Mere to redo the holiday rota by Friday.',
      ),
      h(
        'You need to renew your practising certificate before 31 March. The board should send the link sometime in February.',
        'You need to renew your practising certificate before 31 March.',
      ),
      h(
        '"Listening is not waiting for your turn to talk." Good line from the communication module, worth remembering.',
      ),
      h('bins went out last night, forgot the glass again'),
      h(
        'Rang the supplier about the backordered batteries. End of the month apparently, which is useless. I meant to ask about the 312s as well.',
      ),
      h(
        'Who is picking Aroha up from netball on Thursday? Tama has a work thing until seven.',
        'Who is picking Aroha up from netball on Thursday?',
      ),
      h(
        'Three paediatric tests in a row and every single one of them cried. Some days this job is all tissues and stickers.',
      ),
      h("Pak'nSave\nnappies for Nikau\nthe good coffee", 'nappies for Nikau', 'the good coffee'),
    ],
  },
  {
    name: 'a tower crane operator in Perth (52) on a Monday, divorced, renovating a bathroom',
    highlights: [
      h(
        'Toolbox talk 6am\nWind limit on the tower crane is 72 km/h, no lifts above that.\nNever stand under a suspended load, no matter how quick the job.\nDazza to get the new slings tagged before Wednesday.',
        'Dazza to get the new slings tagged before Wednesday.',
      ),
      h('Ute rego due 19th', 'Ute rego due 19th'),
      h(
        'Jordan: Dad can u lend me 200 til payday, the car needs tyres\nJordan: sorry to ask again',
        'Jordan: Dad can u lend me 200 til payday, the car needs tyres',
      ),
      h(
        "Lift with your legs, not your back, and keep the load close to your body. Sitting in a cab for ten hours does its own damage, apparently. Good article from the physio's waiting room.",
      ),
      h(
        'Bathroom reno\nTiles arrived, two boxes cracked.\nI have to ring Tile Depot and get them swapped before the tiler comes on the 28th.\nPicked the matte grey for the grout in the end.',
        'I have to ring Tile Depot and get them swapped before the tiler comes on the 28th.',
      ),
      h(
        'My HRWL licence has to be renewed by the end of August.',
        'My HRWL licence has to be renewed by the end of August.',
      ),
      h(
        'Site news: the second tower crane is coming down next month. The developer has gone into administration on the Joondalup job.',
      ),
      h('Should have checked the oil on the ute before the long drive on Saturday. Lesson learned.'),
      h(
        "Mum's 80th — who is booking the restaurant, me or Kerry?",
        "Mum's 80th — who is booking the restaurant, me or Kerry?",
      ),
      h('Left site at 4 and went straight to the gym. Knee is holding up better than I expected.'),
      h("Jordan's footy presentation night was a good laugh. He got best and fairest!"),
    ],
  },
  {
    name: 'a court stenographer in Toronto (44) on a Wednesday, one teenager, helping her father',
    highlights: [
      h(
        'Transcript for the Hamilton motion is due to counsel by Friday noon.',
        'Transcript for the Hamilton motion is due to counsel by Friday noon.',
      ),
      h(
        'Justice Okafor asked everyone to speak one at a time today. Nobody managed it for more than ten minutes.',
      ),
      h(
        'Ergonomics handout: keep your wrists neutral, take a micro-break every twenty minutes, and never type through pain. Easier said than done in a six-hour trial.',
      ),
      h(
        'steno machine clicking again\nbook it in for a service before the May trial',
        'book it in for a service before the May trial',
      ),
      h(
        "Maya: Mom can you sign the field trip form tonight? It's in my backpack\nMaya: thank youuu love you",
        'Maya: Mom can you sign the field trip form tonight?',
      ),
      h(
        "The Patel case had about forty new medical terms in it. I should add them to my realtime dictionary this weekend while they're fresh.",
        "I should add them to my realtime dictionary this weekend while they're fresh.",
      ),
      h(
        'The parcel from the steno supply store should arrive Tuesday. Tracking says it left Buffalo this morning.',
      ),
      h("Dad's physio Thursday 2:30 — I'm driving", "Dad's physio Thursday 2:30 — I'm driving"),
      h('Quote from a podcast: "Done is better than perfect." Not in this job it isn\'t.'),
      h('Filed the Gordon transcript and sent the invoice. Finally.'),
      h(
        'Budget\nHydro bill due on the 22nd\nCar insurance went up again, $40 a month more.',
        'Hydro bill due on the 22nd',
      ),
      h(
        'Who is covering the Brampton courthouse on Monday if Lorraine is still off sick?',
        'Who is covering the Brampton courthouse on Monday if Lorraine is still off sick?',
      ),
    ],
  },
  {
    name: 'a widowed stamp collector in Cork (71) on a Saturday',
    highlights: [
      h(
        'Philatelic society meeting moved to the 9th. Bring the Irish definitives album for the show-and-tell.',
        'Bring the Irish definitives album for the show-and-tell.',
      ),
      h(
        'From the stamp magazine: "Never use tape on a stamp, and always handle with tongs." Wise words, I learned that the hard way in 1974.',
      ),
      h(
        "Ring Dr O'Mahony's surgery Monday about the repeat prescription",
        "Ring Dr O'Mahony's surgery Monday about the repeat prescription",
      ),
      h(
        "Niamh rang from Boston. The baby is due in June and she wants me over for a month. I'd love to but the flights are dear.",
      ),
      h(
        'Need to decide whether to sell the Penny Black or keep it for the grandchildren.',
        'Need to decide whether to sell the Penny Black or keep it for the grandchildren.',
      ),
      h('Walked the prom with Bridie this morning. The tide was in and the wind would cut you.'),
      h('Dunnes\nbrown bread\nbirthday card for Colm', 'brown bread', 'birthday card for Colm'),
      h('The TV licence reminder should come through the letterbox any day now.'),
      h(
        "Colm's birthday is Thursday. You must post the card by Tuesday or it won't reach Galway in time.",
        "You must post the card by Tuesday or it won't reach Galway in time.",
      ),
      h('Meant to write to Revenue about the property tax last month but never got round to it.'),
      h('A grand day. The little ones were in great form at Mass.'),
    ],
  },
  {
    name: 'an insurance underwriter in Singapore (31) on a Thursday, engaged, collecting BTO keys',
    highlights: [
      h(
        'Underwriting huddle\nMarine cargo renewals are up 12% on last year.\nKelvin to chase the broker for the loss runs by EOD tomorrow.\nWe still need to decide whether to take the Batam shipyard risk at all.',
        'Kelvin to chase the broker for the loss runs by EOD tomorrow.',
        'We still need to decide whether to take the Batam shipyard risk at all.',
      ),
      h(
        'Reminder to self: the CPD hours have to be logged before 30 June.',
        'Reminder to self: the CPD hours have to be logged before 30 June.',
      ),
      h(
        'Wei Ling: babe can you check with your mum if Sunday dinner is still on?\nWei Ling: I told my parents 7pm',
        'Wei Ling: babe can you check with your mum if Sunday dinner is still on?',
      ),
      h(
        'Price the risk, not the relationship. Say no more often than you say yes. Two lines from the underwriting book I keep rereading.',
      ),
      h(
        'BTO key collection 14 Mar\nbring IC + appointment letter\nBook the defects inspection within the first week',
        'bring IC + appointment letter',
        'Book the defects inspection within the first week',
      ),
      h("Claims called about the warehouse fire. The adjuster's report should be ready by next Wednesday."),
      h('Aircon guy came on Sat, all working now.'),
      h('Slept badly again. Too much kopi after 3pm.'),
      h(
        'Article: Singapore household debt hits a record as mortgage rates stay high. Banks expect fixed rates to ease next year.',
      ),
      h(
        "Can you send me the revised wording for the cyber exclusion before Friday's call? — from Arjun, Lloyd's desk",
        "Can you send me the revised wording for the cyber exclusion before Friday's call?",
      ),
      h('I told Arjun I would look at it after lunch, and I did.'),
    ],
  },
  {
    name: 'a trainee carpet fitter in Leeds (19) on a Tuesday, living with his nan, learning to drive',
    highlights: [
      h(
        'Gaffer: need you at the Headingley job for 7:30 sharp, bring the knee kicker',
        'Gaffer: need you at the Headingley job for 7:30 sharp, bring the knee kicker',
      ),
      h('Always measure twice and cut once. Old Mick says it every single day.'),
      h(
        'Booked my driving test for the 3rd of June! Practise reversing round a corner with our Kyle on Sunday.',
        'Practise reversing round a corner with our Kyle on Sunday.',
      ),
      h(
        'Nan: can u pick up my tablets from Boots on ur way home love',
        'Nan: can u pick up my tablets from Boots on ur way home love',
      ),
      h(
        "Gripper rods — order more, we're down to the last box",
        "Gripper rods — order more, we're down to the last box",
      ),
      h('Watched a YouTube video on seaming carpet with hot melt tape. Looks dead easy until you try it.'),
      h('college assignment on health and safety due fri', 'college assignment on health and safety due fri'),
      h('Saving for a car\n£1,240 so far\nInsurance quotes are mental for a 19 year old.'),
      h('The new underlay should be softer on the knees according to the rep.'),
      h(
        "Nan's been a bit down since Grandad's anniversary. Going to take her to the garden centre on Saturday for a brew and a scone.",
        'Going to take her to the garden centre on Saturday for a brew and a scone.',
      ),
      h(
        'Fitted my first stairs on my own today. Mick said it was tidy, which from him is basically a medal. Who knew stairs could be that satisfying?',
      ),
    ],
  },
  {
    name: 'a jeweller in the Birmingham Jewellery Quarter (58) on a Friday, runs her own workshop',
    highlights: [
      h(
        "Mrs Begum's ring: resize half a size up, ready for collection Wednesday.",
        "Mrs Begum's ring: resize half a size up, ready for collection Wednesday.",
      ),
      h(
        'The Assay Office have to hallmark the Harper commission by the 20th or we miss the gallery opening.',
        'The Assay Office have to hallmark the Harper commission by the 20th or we miss the gallery opening.',
      ),
      h(
        'Quote from a goldsmithing book: never leave a piece in the pickle overnight. Learned that with a silver bangle in my first year.',
      ),
      h('Gold price up again this week. Customers will be shocked at the quotes.'),
      h(
        "Tom: are we still doing your sister's on Sunday or shall I tell her next week?",
        "Tom: are we still doing your sister's on Sunday or shall I tell her next week?",
      ),
      h(
        "Insurance valuation for the Whitfields — send it by Monday, they're travelling Tuesday",
        "Insurance valuation for the Whitfields — send it by Monday, they're travelling Tuesday",
      ),
      h(
        "Polishing motor bearings sound rough. I'll get the engineer out next week before it packs up completely.",
        "I'll get the engineer out next week before it packs up completely.",
      ),
      h("Hallmarking used to take a day when I started; now it's a week."),
      h('Lovely morning at the workshop. Sun through the skylight on the bench and Radio 4 on.'),
      h(
        "Don't forget: VAT return for the quarter due 7th",
        "Don't forget: VAT return for the quarter due 7th",
      ),
      h('I was going to ring the bank about the card machine fees but they closed at 4.'),
      h(
        "Should the Harper commission have a matte or a high polish finish? Sarah prefers matte, I'm not sure.",
        'Should the Harper commission have a matte or a high polish finish?',
      ),
    ],
  },
  {
    name: 'a semi-retired crossword setter in Pune (65) on a Sunday',
    highlights: [
      h(
        'Clues for the Sunday puzzle have to reach Meera at the desk by 6pm Thursday.',
        'Clues for the Sunday puzzle have to reach Meera at the desk by 6pm Thursday.',
      ),
      h('Good clues are fair, misleading and short. Never use an obscure word just to fill the grid.'),
      h(
        'Society WhatsApp — Secretary: all residents must submit the parking sticker form by 15th.',
        'Society WhatsApp — Secretary: all residents must submit the parking sticker form by 15th.',
      ),
      h(
        'Anil: Papa, can you look after Ishaan on Saturday morning? We have the school interview.',
        'Anil: Papa, can you look after Ishaan on Saturday morning?',
      ),
      h('Electricity bill paid online. The new meter should be installed next month.'),
      h('Refill BP tablets (Telma 40) — only 5 left', 'Refill BP tablets (Telma 40) — only 5 left'),
      h(
        'Reading: "The crossword is a conversation between setter and solver." Lovely idea, from Sandy Balfour\'s book.',
      ),
      h('Sunita and I walked to the Aga Khan Palace this morning. Lots of new trees along the path.'),
      h(
        'We still need to decide whether to go to Goa in December or stay home for the wedding season.',
        'We still need to decide whether to go to Goa in December or stay home for the wedding season.',
      ),
      h("Mistake in last week's 14 across, two readers wrote in. I should have checked the enumeration."),
      h(
        'To do\ncall the CA about advance tax\nget the scooter serviced',
        'call the CA about advance tax',
        'get the scooter serviced',
      ),
    ],
  },
];
