import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_84: LabelledDay[] = [
  {
    name: "Babajide, 46, a marine electrician at Apapa port in Lagos, organising his father's 70th birthday in Abeokuta, on a Monday",
    highlights: [
      h(
        'Funmi: Caterer has confirmed jollof, ofada and small chops for 250 guests.\nFunmi: Baba wants the band from Ibadan, not the DJ.\nTunde: Who is collecting the aso-ebi fabric from the tailor on Thursday?\nFunmi: Bayo, can you send the hall deposit before Wednesday?',
        'Tunde: Who is collecting the aso-ebi fabric from the tailor on Thursday?',
        'Funmi: Bayo, can you send the hall deposit before Wednesday?',
      ),
      h(
        "Tents: ring Alhaji Sule by Friday\nUncle Kunle's generator is 60kVA, which should be plenty for the band and the freezers.",
        'Tents: ring Alhaji Sule by Friday',
      ),
      h(
        'From an events blog: Never let the celebrant handle money on the day. Give one trusted person all the vendor payments in labelled envelopes. Most parties overrun by two hours, so plan the budget for it.',
      ),
      h(
        'Dear Mr Adeyemi, Thank you for booking the Lantoro Event Centre for Saturday 21 June. The hall will be open from 6am for decoration. Kindly note that the balance of ₦850,000 is due on or before 13 June. We look forward to hosting your family.',
        'Kindly note that the balance of ₦850,000 is due on or before 13 June.',
      ),
      h(
        'Leave approved Thu to Mon. Handover to Chidi: genset 2 AVR still tripping, spare is in the store. Chidi to log the megger readings on the crane cable every shift while I am away.',
        'Chidi to log the megger readings on the crane cable every shift while I am away.',
      ),
      h(
        'From a book of Yoruba proverbs: a person being carried does not know how far the town is. Baba has carried all of us for seventy years.',
      ),
      h(
        'Kemi designed the programme last night and it looks beautiful. Did anyone ever confirm whether Pastor Ojo is giving the thanksgiving prayer?',
        'Did anyone ever confirm whether Pastor Ojo is giving the thanksgiving prayer?',
      ),
      h(
        'I booked the car for 5am Thursday so we beat the traffic at Berger. The expressway should be faster now that the roadworks at Siun are finished.',
      ),
      h(
        "Funmi: The photographer has been paid in full, thank you.\nFunmi: The cake came from Ibadan without a single crack!\nFunmi: Baba says he doesn't want any fuss, which means he wants a lot of fuss.",
      ),
      h(
        'Started the speech for Baba on the bus. I got as far as the year he bought his first lorry and had to stop.',
      ),
      h(
        'The family meeting was on Saturday evening, not Sunday, and it went better than I feared. Everyone agreed to split the cost five ways.',
      ),
    ],
  },
  {
    name: 'Corinne, 39, a pipeline integrity inspector in Edmonton moving her family to Kelowna, on a Wednesday',
    highlights: [
      h(
        'Hi Corinne, This confirms your move with Okanagan Valley Movers: packing Monday June 9, loading Tuesday June 10 and delivery to Kelowna Thursday June 12. Our crew will arrive between 8 and 9am. Please remove all propane tanks, paint and aerosols from the home before packing day.',
        'Please remove all propane tanks, paint and aerosols from the home before packing day.',
      ),
      h(
        'Cancel Epcor and Telus for the 10th\nTelus wants $180 to end the contract early, which is robbery.\nFortis BC gas account done, it starts the 12th',
        'Cancel Epcor and Telus for the 10th',
      ),
      h(
        'From a moving checklist: Pack an open-first box with the kettle, toilet paper, chargers and a change of clothes for everyone. Label every box on two sides, never on the top. Your first night in a new house is always more chaotic than you expect.',
      ),
      h(
        'Last dig at the Leduc site is done: coating was fine, no anomalies. Marcus took over my NDT reports on Monday. Sent Marcus the login for the ILI data portal.',
      ),
      h(
        "Email from Ridgewood Elementary: Ava's records have been sent to the school district in Kelowna. Her new school should receive them within ten business days. Ask the new school whether Ava can start on the Monday after we arrive or has to wait for registration.",
        'Ask the new school whether Ava can start on the Monday after we arrive or has to wait for registration.',
      ),
      h(
        "Dev: Did you book Bandit into the kennel for the drive days?\nMe: Yes, Pawsome has him Mon to Wed, all paid.\nDev: ok good\nDev: We still need to decide whether we're driving both cars or selling the Corolla here.",
        "Dev: We still need to decide whether we're driving both cars or selling the Corolla here.",
      ),
      h(
        'The new place has a gas range, not induction like ours. Honestly the kids are more excited about the lake than the house.',
      ),
      h(
        "From Jen (realtor): Possession is 12 noon on June 12, keys at the office on Bernard Ave. The sellers are leaving the washer and dryer. You need to have home insurance in place before possession or the lender won't release the funds.",
        "You need to have home insurance in place before possession or the lender won't release the funds.",
      ),
      h(
        'Garage\n- sell the snowblower on Marketplace\n- ski rack sold, $60 cash',
        'sell the snowblower on Marketplace',
      ),
      h('Eleven years in this house. Ava measured herself on the pantry door frame one last time tonight.'),
    ],
  },
  {
    name: "Mei Ling, 44, an orthodontist in Vancouver flying to Penang for her grandmother's funeral, on a Thursday",
    highlights: [
      h(
        'Clinic cover: Dr Harjit has agreed to see my emergencies until the 20th. Priya to reschedule all my Friday debonds and call the parents tonight.',
        'Priya to reschedule all my Friday debonds and call the parents tonight.',
      ),
      h(
        'Booking confirmed: CX 865 YVR to HKG Thursday 01:55, connecting CX 727 to Penang. Seat 34K. Online check-in opens 48 hours before departure.',
      ),
      h(
        "Wei Jie: Grandma's wake is at the house in Air Itam, three nights.\nWei Jie: Can you bring the photo of her from your wedding for the altar?\nWei Jie: Uncle Beng already paid the funeral parlour and booked the monks.",
        'Wei Jie: Can you bring the photo of her from your wedding for the altar?',
      ),
      h(
        'From a guide to Chinese funeral customs: Do not wear red or bright colours to the wake. Mourners traditionally give the family a white envelope of money.',
      ),
      h(
        "before I fly\n- black dress, dry cleaner\n- Mum's passport expires in August, check Malaysia's six-month rule",
        'black dress, dry cleaner',
        "Mum's passport expires in August, check Malaysia's six-month rule",
      ),
      h(
        'Reminder from Strata: the water will be shut off on Tuesday from 10 to 2 for riser repairs. Thanks to everyone for the quick follow-up on the parking survey.',
      ),
      h(
        "Ken to take Sophie to swim club Tue and Thu while I'm away\nSophie's swim club moved to the Hillcrest pool last month.",
        "Ken to take Sophie to swim club Tue and Thu while I'm away",
      ),
      h(
        'Ah Ma used to make kaya in a double boiler over charcoal, stirring for two hours. I never learned how.',
      ),
      h(
        'Transferred CAD 2,000 to Wei Jie for my share of the funeral costs. The bank said international wires take one to three days.',
      ),
      h(
        "Who is going to speak for the grandchildren at the service on Sunday? Wei Jie thinks it should be me because I'm the eldest.",
        'Who is going to speak for the grandchildren at the service on Sunday?',
      ),
      h('Why are there never any chargers at gate D? Thirteen hours to Hong Kong and my phone is at 12%.'),
    ],
  },
  {
    name: "Alun, 57, a hill shepherd near Bala organising his school year's 40-year reunion, on a Sunday",
    highlights: [
      h(
        "From Siân in the group: Ysgol Penllyn class of '85 reunion, Saturday 18 October at the White Lion in Bala, from 7pm. Thirty-one of us have said yes so far! If you're still in touch with Gareth Pugh or the Jones twins, please send them the link.",
        "If you're still in touch with Gareth Pugh or the Jones twins, please send them the link.",
      ),
      h(
        'Dip the ewes before the reunion weekend, not after. Tups went in on the 5th last year and lambing was spot on. The vet reckons the lameness in the top field should clear up with the footbath.',
        'Dip the ewes before the reunion weekend, not after.',
      ),
      h(
        'White Lion: function room holds 60, buffet £14 a head\nFinal numbers to Rhodri by 4 October',
        'Final numbers to Rhodri by 4 October',
      ),
      h(
        'From a reunion planning article: Name badges with old school photos break the ice faster than anything. Do not try to organise everything yourself. Hand the slideshow to whoever kept every photo.',
      ),
      h(
        "Bethan: I've got a shoebox of photos from the Llangollen trip, can someone scan them?\nAlun: I'll drop the shoebox at Bala library on Tuesday, they have a scanner.",
        "Bethan: I've got a shoebox of photos from the Llangollen trip, can someone scan them?",
        "Alun: I'll drop the shoebox at Bala library on Tuesday, they have a scanner.",
      ),
      h(
        "We've lost Dylan and Mari Ellis since the last reunion. Everyone agreed last time that the minute's silence for Mr Roberts was the best part of the night. I meant to ask Mari's sister if she'd like to come, but I've lost her number.",
      ),
      h(
        'Met Office yellow warning for rain on Saturday across Gwynedd. The A494 was shut at Glan-yr-afon for three hours last time.',
      ),
      h(
        'Deposit of £100 paid to the White Lion on Friday, receipt in the dresser drawer. Does the £14 include tea and coffee or is that extra?',
        'Does the £14 include tea and coffee or is that extra?',
      ),
      h(
        'Gareth Pugh is coming all the way from Perth in Australia and staying with us. Make up the bed in the back room and move the dog crate out.',
        'Make up the bed in the back room and move the dog crate out.',
      ),
      h('Forty years since we left. Half of us still farm within ten miles of the school.'),
    ],
  },
  {
    name: 'Sofia, 34, a lexicographer at a dictionary publisher in Oxford, travelling to a conference in Lisbon and on to Porto, on a Friday',
    highlights: [
      h(
        'Dear delegate, Your registration for the Lisbon Lexicography Symposium is confirmed. Badges can be collected at the registration desk in the Faculty of Letters from 8:30 on Monday. Speakers must upload their slides to the conference portal by 6pm the day before their session.',
        'Speakers must upload their slides to the conference portal by 6pm the day before their session.',
      ),
      h(
        "Lisbon talk\ncut the corpus section to four slides\nask Tom for the citation counts for 'hangry'",
        'cut the corpus section to four slides',
        "ask Tom for the citation counts for 'hangry'",
      ),
      h(
        "From the guidebook: Lisbon's trams are beautiful and packed, and the 28 is best ridden early. Wear shoes with grip, because the limestone pavements are slippery even when dry. Pickpockets work the Baixa and the 28 tram.",
      ),
      h(
        'CP Alfa Pendular, Lisboa Oriente to Porto Campanhã, Thursday 14:09, coach 4 seat 61. Tickets are in the CP app, not in email.',
      ),
      h(
        "Out of office Mon to Fri. Gemma to sign off the June batch of new words while I'm away. The 'rizz' entry should go live with the update on the 20th.",
        "Gemma to sign off the June batch of new words while I'm away.",
      ),
      h(
        "Mum: Your dad says Porto was the best holiday we ever had.\nMum: Bring me back some of those custard tarts if they survive the plane!\nMe: They're called pastéis de nata, Mum.",
        'Mum: Bring me back some of those custard tarts if they survive the plane!',
      ),
      h(
        'Porto: Saturday and Sunday on my own, no plans yet. Everyone says the Livraria Lello queue is two hours without a timed ticket. Book the Lello ticket tonight.',
        'Book the Lello ticket tonight.',
      ),
      h(
        'From a history of dictionaries: every word that survives was once a mistake someone repeated. Murray, the great OED editor, worked in an iron shed he called the Scriptorium.',
      ),
      h(
        'My expenses claim has to be in within 30 days of getting back, with receipts. I lost the taxi receipt from Heathrow last time and never got the £58 back.',
        'My expenses claim has to be in within 30 days of getting back, with receipts.',
      ),
      h("Hannah has the key and a note about Pickle's thyroid tablet. She's feeding him Monday to Saturday."),
      h('Gate closes 30 minutes before departure. Boarding pass downloaded.'),
    ],
  },
  {
    name: "Tevita, 35, a tugboat deckhand at the Ports of Auckland and MC at his sister's wedding, on a Tuesday",
    highlights: [
      h(
        "Losa: Tevita you're in charge of the kava circle after the church service\nLosa: Aunty Mele already sorted the pigs from Māngere, six of them\nSione: who's picking up the ngatu from the airport on Friday?",
        "Losa: Tevita you're in charge of the kava circle after the church service",
        "Sione: who's picking up the ngatu from the airport on Friday?",
      ),
      h("Swapped Friday's shift with Hemi so I can do the rehearsal. Hemi owes me one now."),
      h(
        'From an article on being a wedding MC: A good MC keeps every speech under five minutes and never drinks before the toasts. Learn how to pronounce every name on the programme. The best MCs make the couple look good, not themselves.',
      ),
      h(
        "You need to learn the names of James's whole family by Saturday. Losa sent the seating plan last night, all 320 of them.",
        "You need to learn the names of James's whole family by Saturday.",
      ),
      h(
        "Suit fitting at Barkers Thursday 5.30pm. The groomsmen are all in navy and I'm in grey.",
        'Suit fitting at Barkers Thursday 5.30pm.',
      ),
      h(
        'Kia ora Tevita, Thanks for confirming final numbers of 320. The hall must be cleared and swept by 11pm, as per the hire agreement. We hope the day is a wonderful celebration for your whole family.',
        'The hall must be cleared and swept by 11pm, as per the hire agreement.',
      ),
      h(
        'The service at the Wesleyan church is in Tongan and English, about ninety minutes. Rehearsal at the church Friday 6pm.',
        'Rehearsal at the church Friday 6pm.',
      ),
      h(
        'Strike talks at the port resume next week, the union says. Nothing has been decided about weekend rosters yet.',
      ),
      h("Can't believe my little sister is getting married. Dad would have loved this."),
      h('Warehouse run Thurs\n3 x 20kg taro\nfoil trays, Losa already got 200', '3 x 20kg taro'),
      h('Who lets a tugboat man hold a microphone? Apparently my family does.'),
    ],
  },
  {
    name: 'Rukhsana, 50, who runs a school-uniform shop in Bradford, moving her elderly parents into a bungalow near her, on a Saturday',
    highlights: [
      h(
        'Completion on the bungalow went through at 2pm yesterday, alhamdulillah. The solicitor said the keys stay with the estate agent until Monday.',
      ),
      h(
        'Monday\n- collect keys from Linley & Simpson\n- meter readings, all three\n- curtains measured, all done',
        'collect keys from Linley & Simpson',
        'meter readings, all three',
      ),
      h(
        'Shop: Nasreen covered today and sold eleven PE kits. Back-to-school rush starts in three weeks, so the blazer order has to be placed with the supplier by the 15th.',
        'Back-to-school rush starts in three weeks, so the blazer order has to be placed with the supplier by the 15th.',
      ),
      h(
        'From an Age UK leaflet: Moving can be especially disorientating for someone with early dementia. Keep familiar objects in the same places they had them before. Label cupboards with pictures as well as words.',
      ),
      h(
        "Tariq: Can you send me the removal quote so I can pay half?\nTariq: Sorry I couldn't come last weekend, the kids had chickenpox.\nMe: Ammi wants to bring the whole sewing machine table, God help us.",
        'Tariq: Can you send me the removal quote so I can pay half?',
      ),
      h(
        'Your removal with Bradford Man & Van is booked for Saturday 21st at 8am: two men and a Luton van. The driver will call 30 minutes before arrival.',
      ),
      h(
        "Ring the surgery to move Abbu and Ammi to the Heaton practice before their repeat prescriptions run out. Ammi's blood pressure has been much better since the new tablets.",
        'Ring the surgery to move Abbu and Ammi to the Heaton practice before their repeat prescriptions run out.',
      ),
      h(
        'They have lived in that terrace off Manningham Lane for forty-three years. Abbu walked round every room this morning touching the light switches.',
      ),
      h(
        "Council tax: tell Bradford Council about the move and ask about the pensioner reduction. Single person discount doesn't apply, they're both there.",
        'Council tax: tell Bradford Council about the move and ask about the pensioner reduction.',
      ),
      h(
        "Who is having Ammi's old wardrobe? Nobody wants it but she won't let it go to the tip.",
        "Who is having Ammi's old wardrobe?",
      ),
    ],
  },
  {
    name: 'Hélène, 48, a perfumer in Grasse travelling to Madagascar to visit vanilla growers (writes in English), on a Monday',
    highlights: [
      h(
        'Your trip: Nice to Antananarivo via Paris, Monday 12 May. Return flight Sambava to Tana to Paris on Saturday 24 May. Seats 23A and 41C are confirmed.',
      ),
      h(
        'E-visa for Madagascar: apply tonight, takes 72h\nMalaria tablets from the pharmacie, start 2 days before',
        'E-visa for Madagascar: apply tonight, takes 72h',
        'Malaria tablets from the pharmacie, start 2 days before',
      ),
      h(
        'Brief from the client: a gourmand vanilla for the autumn launch, less sweet than last year. Julien to finish the three mods of the tonka accord before I leave. The lab said the stability tests should be back on the 20th.',
        'Julien to finish the three mods of the tonka accord before I leave.',
      ),
      h(
        "From a perfumer's memoir: smell is the sense of memory, and vanilla is the memory of childhood. Never judge a material on the blotter in the first minute.",
      ),
      h(
        'Rado: The curing is late this year because of the rain in March.\nRado: Can you tell me which day you arrive in Sambava so I send the driver?\nRado: The road to Andapa is very bad now.',
        'Rado: Can you tell me which day you arrive in Sambava so I send the driver?',
      ),
      h('Pack\n- moisture meter\n- sample jars, Julien packed 40', 'moisture meter'),
      h("First time back in Sava since Covid. I'm nervous about what the cyclone did to the plantations."),
      h(
        "Take cash in euros, the ariary is impossible to get in France. I told the bank about the trip this time, so the card shouldn't be blocked.",
        'Take cash in euros, the ariary is impossible to get in France.',
      ),
      h(
        'From the guidebook: always carry a copy of your passport, as police checkpoints on the RN5a are frequent. The rainy season ends in April.',
      ),
      h(
        "Marc says he and the children will be fine, and he has already filled the freezer. Remind Marc that Léa's piano exam is on the 17th.",
        "Remind Marc that Léa's piano exam is on the 17th.",
      ),
      h(
        'Do we buy the 2024 crop at this price or wait? Bertrand thinks prices will drop in July.',
        'Do we buy the 2024 crop at this price or wait?',
      ),
    ],
  },
];
