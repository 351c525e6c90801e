import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_61: LabelledDay[] = [
  {
    name: 'Marc-André, a Québécois Christmas tree seller on a Brooklyn sidewalk, on a Tuesday in early December',
    highlights: [
      h(
        'Tree count after the weekend: 212 Fraser, 64 balsam, nine of the big ten-footers. The truck from Sutton should get here Thursday night with another 300. Call Luc to confirm it is actually leaving Wednesday.',
        'Call Luc to confirm it is actually leaving Wednesday.',
      ),
      h(
        "Jess: sold 31 yesterday, best Monday we've ever had!\nJess: can you bring more stands when you come in, we're down to four?\nMe: amazing, thank you",
        "Jess: can you bring more stands when you come in, we're down to four?",
      ),
      h(
        "Papa's rule, forty Decembers on this corner: never sell a tree you wouldn't put in your own living room.",
      ),
      h(
        'Sidewalk vending permit renewal due 15 December. The inspector came by at noon and measured the clearance from the hydrant again. He said we were fine.',
        'Sidewalk vending permit renewal due 15 December.',
      ),
      h(
        'Hardware store\nzip ties\npropane for the trailer heater',
        'zip ties',
        'propane for the trailer heater',
      ),
      h(
        'I meant to ask the super about using his outlet and never did. The generator is too loud after 10pm anyway, the neighbours on Carroll Street complained twice.',
      ),
      h(
        "Delivered a 7ft Fraser to Mrs Okafor's fourth-floor walk-up, no elevator. She tipped $40 and made us hot chocolate.",
      ),
      h(
        'We still need to decide whether to stay open all night on the 23rd. Last year it went dead after midnight.',
        'We still need to decide whether to stay open all night on the 23rd.',
      ),
      h(
        'Cold snap coming, minus 9 on Friday night. Four hours of sleep in the trailer and my back is wrecked. You have to buy the proper insulated boots this time, not the cheap ones from the dollar store.',
        'You have to buy the proper insulated boots this time, not the cheap ones from the dollar store.',
      ),
      h(
        'Wreaths: 40 made, 25 sold, the cedar ones go first. Marie made another 30 last night at her kitchen table.',
      ),
      h(
        'Podcast on the drive down, an episode about seasonal businesses. Most of them, the host said, fail in the off-season rather than in the season itself. His one rule: always know your break-even number before you order a single tree.',
      ),
    ],
  },
  {
    name: 'Sigrún, who runs a small glacier-walk company in Skaftafell, Iceland, on a Thursday in March',
    highlights: [
      h(
        'Morning briefing notes\nWind up to 18 m/s on the Falljökull tongue after 2pm. Crampon check for all guides before the 10:00 group. Einar led the 10:00 yesterday and says the ice near the moulin is rotten.',
        'Crampon check for all guides before the 10:00 group.',
      ),
      h(
        'Guests WhatsApp\nAnna (Berlin): Is it possible to move our booking from Saturday to Sunday?\nTom (Leeds): Thanks so much for yesterday, the ice cave was unreal!',
        'Anna (Berlin): Is it possible to move our booking from Saturday to Sunday?',
      ),
      h(
        "Old Gunnar's saying from my first season: read the ice, not the map. Turn around while turning around is still your choice.",
      ),
      h(
        'Insurance renewal for the company has to be signed by the 20th. Last year the premium went up 12%.',
        'Insurance renewal for the company has to be signed by the 20th.',
      ),
      h(
        "The new Grivel crampons arrived, six pairs, size M. They're lighter than the old Petzl ones and the guests won't notice the difference.",
      ),
      h(
        'Rescue team training last night in the Freysnes hall. We spent two hours on crevasse hauling systems and I was hopeless at the knots. Practise the Munter-mule hitch with gloves on before the next session.',
        'Practise the Munter-mule hitch with gloves on before the next session.',
      ),
      h('Road.is says route 1 should reopen by noon. The bus from Reykjavík will probably be late as usual.'),
      h(
        'Kristín: who is doing the airport run for the new guide on Sunday?\nKristín: the northern lights were insane last night btw',
        'Kristín: who is doing the airport run for the new guide on Sunday?',
      ),
      h(
        "Felt properly nervous on the icefall today for the first time in years. The seracs above the main route have moved a lot since January. We're not going up there again this season.",
      ),
      h(
        'Remember to send the accountant the VAT figures for Jan–Feb before Monday.',
        'Remember to send the accountant the VAT figures for Jan–Feb before Monday.',
      ),
      h('Podcast, The Outdoor Business: "Your guides are your product, so pay them like it."'),
    ],
  },
  {
    name: 'Dev, who runs a white-water rafting camp in Rishikesh, India, on the Monday the season opens',
    highlights: [
      h(
        'Season opening checklist\nfix the leaking valve on raft 3\nhelmets repainted, done on Saturday\ntourism dept licence renewal before 1 Oct',
        'fix the leaking valve on raft 3',
        'tourism dept licence renewal before 1 Oct',
      ),
      h(
        'Sunil (guide): River level at Shivpuri is 2 feet above last week.\nSunil (guide): Should we still run the Marine Drive stretch tomorrow or only Shivpuri?',
        'Sunil (guide): Should we still run the Marine Drive stretch tomorrow or only Shivpuri?',
      ),
      h(
        'Line from the swiftwater rescue manual that every guide here knows by heart: never stand up in moving water.',
      ),
      h(
        'Booked 3 corporate groups for October through the Delhi agent. His commission should be settled after the trips, not before.',
      ),
      h(
        'Camp kitchen: Ramesh to get gas cylinders and 20 kg rice from the market tomorrow morning.',
        'Camp kitchen: Ramesh to get gas cylinders and 20 kg rice from the market tomorrow morning.',
      ),
      h(
        'I called the insurance guy about the new raft policy. The follow-up from his office never came, typical.',
      ),
      h(
        'Monsoon was brutal this year, the beach camp lost half its tents. Feeling low about the money but the bookings are looking good.',
      ),
      h('Mum keeps asking when I will get married. Not this season, Mum.'),
      h('Podcast with an old Himalayan guide: "The river is always the boss."'),
      h(
        'Who is covering the safety kayak on the 2pm trip if Vikram is off sick?',
        'Who is covering the safety kayak on the 2pm trip if Vikram is off sick?',
      ),
      h(
        "Need to reply to Saturday's Google review, the one that called Sunil a legend. Reviews really do bring in the walk-ins from Tapovan.",
        "Need to reply to Saturday's Google review, the one that called Sunil a legend.",
      ),
    ],
  },
  {
    name: 'Aroha, a shearing-gang contractor in Southland, New Zealand, on a Wednesday in November',
    highlights: [
      h(
        "Gang for this week: Hemi, Tui, Jacko, Sione and the two Aussie lads on the stands, Mere and Kiri on the board. Jacko's back is still crook. Hemi to drive the van to Gore tomorrow, 5am start.",
        'Hemi to drive the van to Gore tomorrow, 5am start.',
      ),
      h(
        "Texts\nWayne (Ferndale Station): can you push us back to Monday, the ewes won't be dry by Friday\nMe: thanks for the heads up",
        "Wayne (Ferndale Station): can you push us back to Monday, the ewes won't be dry by Friday",
      ),
      h(
        'Wool price at the Christchurch sale was down again, 3.20 a kilo for crossbred. Hard to see how some of these blokes keep going.',
      ),
      h(
        'Combs and cutters\ncutters to Dunedin for grinding\nnew combs arrived from PGG on Monday',
        'cutters to Dunedin for grinding',
      ),
      h('Quote from that Godfrey Bowen book Dad had: "Let the handpiece do the work."'),
      h('ACC levy invoice due 30 Nov. Paid the gang on Friday, all square.', 'ACC levy invoice due 30 Nov.'),
      h(
        'You need to book the van in for its WOF before the Tapanui run.',
        'You need to book the van in for its WOF before the Tapanui run.',
      ),
      h(
        "Meeting with the Waimea farmers, notes\nThey want us two days earlier next year.\nThe woolshed at Kennedy's should be rebuilt by then.\nAction: Aroha to send a revised quote by the end of the month.",
        'Action: Aroha to send a revised quote by the end of the month.',
      ),
      h("Tui's first full day over 300 yesterday, proud of her. Shouted the gang fish and chips."),
      h(
        "Who's cooking at the Mossburn quarters next week, Mere or Kiri?",
        "Who's cooking at the Mossburn quarters next week, Mere or Kiri?",
      ),
    ],
  },
  {
    name: 'Kurt, a snowplow contractor in Duluth, Minnesota, on the Saturday after a big storm',
    highlights: [
      h(
        'Storm total 19 inches at the airport, more up the hill. Plowed 41 lots between midnight and 10am. Nobody called in sick, which is a miracle.',
      ),
      h(
        "Dispatch texts\nTammy (Holy Family church): Can you get the lot cleared before the 4pm Mass?\nGreg (Kwik Trip): need the back entrance done again before the 2 o'clock delivery truck",
        'Tammy (Holy Family church): Can you get the lot cleared before the 4pm Mass?',
        "Greg (Kwik Trip): need the back entrance done again before the 2 o'clock delivery truck",
      ),
      h('Truck 2 blade hydraulics were leaking. Joe swapped the hose at 3am in the yard, legend.'),
      h(
        'Salt\n30 tons left in the shed\norder another 40 from Compass before Tuesday',
        'order another 40 from Compass before Tuesday',
      ),
      h('From a trucking podcast I listen to on the overnight: "Slow is smooth, smooth is fast."'),
      h(
        'The city says the snow emergency should be lifted by Sunday noon. Parking on even sides only until then.',
      ),
      h(
        'I meant to invoice the December storms before Christmas and it slipped. Invoices for Dec and Jan to go out Monday.',
        'Invoices for Dec and Jan to go out Monday.',
      ),
      h(
        'Lake Superior looked unreal at sunrise, steam coming off the water at minus 22. Took a picture for Mom.',
      ),
      h(
        "don't forget Kayla's game at 6:30\nbring the cowbell",
        "don't forget Kayla's game at 6:30",
        'bring the cowbell',
      ),
      h(
        'Mike from Northland Rentals: are you renewing the skid steer lease for next winter? Last year it sat idle for half of February.',
        'Mike from Northland Rentals: are you renewing the skid steer lease for next winter?',
      ),
      h('Sleep debt is real, 5 hours in 3 days. Thanks to Joe for running the overnight loop alone.'),
    ],
  },
  {
    name: 'Lena, who runs a mulled-wine stall at a Cologne Christmas market (writes in English), on a Friday',
    highlights: [
      h(
        'Friday, 13 December. Market opens at 11, busiest night of the week. Takings yesterday were 4,180 euros, up on last year.',
      ),
      h(
        'Staff WhatsApp\nJonas: can someone cover my shift on Sunday? my sister is flying in\nPia: I covered last Sunday, sorry!\nJonas: no worries',
        'Jonas: can someone cover my shift on Sunday? my sister is flying in',
      ),
      h(
        "Mugs: 300 deposit mugs short after Wednesday. Order another 500 from the supplier in Höhr-Grenzhausen, the ones with this year's design.",
        "Order another 500 from the supplier in Höhr-Grenzhausen, the ones with this year's design.",
      ),
      h(
        'Hygiene inspection Tues 9am, have the fridge temperature log ready. The last one went fine, the inspector only wanted to see the log.',
        'Hygiene inspection Tues 9am, have the fridge temperature log ready.',
      ),
      h(
        'A line from the book about the old Cologne markets that Oma gave me: "Warm hands, warm heart, cold cash box."',
      ),
      h(
        'The wine delivery from the Ahr should arrive tomorrow morning. We agreed 20 cases of red and 6 of white at the same price as last year.',
      ),
      h(
        'Electric: the cable to the second burner kept tripping. Felix looked at it before opening and swapped the plug.',
      ),
      h(
        'Need to pay the market association fee for the last week before the 20th.',
        'Need to pay the market association fee for the last week before the 20th.',
      ),
      h("Customer tonight: who drinks Glühwein when it's 12 degrees? Everyone, apparently."),
      h('Feet are killing me, eleven hours on the cobbles. I should have worn the thermal insoles today.'),
      h(
        'After the market closes on the 23rd\nsell the spare gas bottles back\nstall dismantling with the Müllers on the 27th',
        'sell the spare gas bottles back',
        'stall dismantling with the Müllers on the 27th',
      ),
    ],
  },
  {
    name: 'Bev, who hires out deckchairs and beach huts on Scarborough South Bay, on the August bank holiday Monday',
    highlights: [
      h(
        'Bank holiday Monday. Sun out, tide in at half two. Every hut booked, 160 deckchairs were out by 10.',
      ),
      h(
        "Group chat\nShaun: we're short on windbreaks, can you bring the spares from the lock-up?\nLiam: sold out of buckets and spades by eleven, mental\nShaun: ta",
        "Shaun: we're short on windbreaks, can you bring the spares from the lock-up?",
      ),
      h(
        'From the book about Victorian Scarborough I\'m reading: "The wise bather always respects the flag."',
      ),
      h(
        "Beach hut 12 lock's broken again. Dale to fix it before Saturday's booking, the Pattersons.",
        "Dale to fix it before Saturday's booking, the Pattersons.",
      ),
      h(
        'Council licence for the hut row runs out 30 Sept, renew it online this time. The paper form took them six weeks last year.',
        'Council licence for the hut row runs out 30 Sept, renew it online this time.',
      ),
      h(
        'Lost property: one pink croc, a Leeds United cap, a Samsung with a cracked screen. Handed the phone in to the lifeguards at 3.',
      ),
      h(
        'Takings: £2,310 cash, £1,480 card. Bank the cash tomorrow before the Westborough branch shuts at 3.',
        'Bank the cash tomorrow before the Westborough branch shuts at 3.',
      ),
      h(
        'The weather should turn on Wednesday, the Met Office says rain all afternoon. Shame, the last of the school holiday families will stay home.',
      ),
      h(
        "I need to sort winter storage for the chairs, the garage at Mum's is full.",
        "I need to sort winter storage for the chairs, the garage at Mum's is full.",
      ),
      h(
        "Overheard on the prom, a dad to his kids: why would anyone pay four quid for a deckchair? Because it's Scarborough, love.",
      ),
      h(
        'Tuesday\nchairs back into the lock-up by 7\nring Kev re the hut roof felt',
        'chairs back into the lock-up by 7',
        'ring Kev re the hut roof felt',
      ),
    ],
  },
  {
    name: 'Hamza, who runs a desert camp and jeep tours in Wadi Rum, Jordan, on a Saturday in October',
    highlights: [
      h(
        'Season started properly this week, 38 guests last night at the camp. Generator ran on diesel all night because the solar batteries are dying.',
      ),
      h(
        'Camp WhatsApp\nSalem: the water tanker is coming Monday not Sunday, sorry\nSalem: do we have enough water for the big Italian group?\nMe: ok, thanks',
        'Salem: do we have enough water for the big Italian group?',
      ),
      h(
        'A Bedouin proverb my grandfather used to say: the guest is a prisoner of the host, so feed him well.',
      ),
      h('Jeep 4 is back from the garage in Aqaba. The mechanic says the clutch should last the season.'),
      h(
        'Visit Jordan booking platform: update the sunset tour prices before 1 November.',
        'Visit Jordan booking platform: update the sunset tour prices before 1 November.',
      ),
      h('I was going to fix the shade nets in the dining tent yesterday but the wind was too strong.'),
      h(
        'Meeting with the other camp owners at the visitor centre\nThe new entry fee starts in January.\nWe agreed to share one rescue jeep on the Burdah route.\nEid, Mahmoud and I to write the letter to ASEZA about the road by next Thursday.',
        'Eid, Mahmoud and I to write the letter to ASEZA about the road by next Thursday.',
      ),
      h(
        'Podcast about eco-tourism I listened to on the road: leave only footprints, take only photos. The speaker said Wadi Rum is already losing its silence.',
      ),
      h(
        'Collect the Dutch couple from Rum village at 4, they are coming by taxi from Petra.',
        'Collect the Dutch couple from Rum village at 4, they are coming by taxi from Petra.',
      ),
      h('Shopping in Aqaba\n20 kg rice\ncharcoal, 6 bags', '20 kg rice', 'charcoal, 6 bags'),
      h(
        'Tired but happy. My son slept at the camp for the first time and wants to be a guide like his father.',
      ),
    ],
  },
];
