import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_121: LabelledDay[] = [
  {
    name: 'Eleni, 46, who runs a family boat-trip and snorkelling business out of Chania harbour, Crete (writes in English), on a Tuesday in June (bookings WhatsApp, supplier e-mails, notes to self)',
    highlights: [
      h(
        "[10/06/2025, 07:42] Kostas: Engine on the Ariadne was coughing again on the way back yesterday\n[10/06/2025, 07:43] Kostas: I topped up the coolant, seems ok now\n[10/06/2025, 07:45] Eleni: Call Manolis at the boatyard and get him to look at it before Thursday's charter",
        "Eleni: Call Manolis at the boatyard and get him to look at it before Thursday's charter",
      ),
      h(
        'Hi Eleni, we are a family of five (two kids aged 7 and 10) hoping to join the Balos trip on Saturday 14th. Could you let us know if there is still space and whether the kids need their own fins? We loved your reviews! Best, Hannah',
        'Could you let us know if there is still space and whether the kids need their own fins?',
      ),
      h(
        "Life jackets — 4 of the kids' ones have split straps. Order replacements from Nautilus in Souda before the weekend. The new snorkel masks should arrive Wednesday.",
        'Order replacements from Nautilus in Souda before the weekend.',
      ),
      h(
        'From a sailing blog: Always brief your passengers before you leave the quay, not after. Never trust a forecast older than six hours. The meltemi picks up in the afternoon, so the best crossings are early.',
      ),
      h(
        'Dear customer, please note that from 1 July the diesel price at the Chania marina pump will rise by 4 cents per litre. June invoices must be settled by 30 June to keep your current account terms. Kind regards, Petros Fuels',
        'June invoices must be settled by 30 June to keep your current account terms.',
      ),
      h('Port authority permit renewal — before the 20th', 'Port authority permit renewal — before the 20th'),
      h(
        'Yesterday I rang the insurance broker about the new hull policy. She said the documents should be with us by Friday. I meant to ask about passenger cover too.',
      ),
      h(
        'Tuesday\n- fill the cool boxes with ice\n- [x] pay Giorgos for deck cleaning\n- [x] bread and tomatoes',
        'fill the cool boxes with ice',
      ),
      h(
        "Nikos (Hotel Kydonia): can you hold 6 places on Friday's sunset trip for our guests? Last year's group is still talking about it.",
        "Nikos (Hotel Kydonia): can you hold 6 places on Friday's sunset trip for our guests?",
      ),
      h(
        'Sofia: Mum the water pump is fine again, Baba fixed it\nSofia: also Yiayia says thank you for the figs',
      ),
      h(
        'Coastguard warns of strong winds in western Crete on Thursday. Boat operators are advised to check forecasts before departure.',
      ),
    ],
  },
  {
    name: 'Thandeka, 35, a hair braider working from a home salon in Soweto, Johannesburg, on a Friday (client WhatsApp, supplier SMS, notes, Instagram)',
    highlights: [
      h(
        "Lerato: Hi sis, can I move my knotless braids from Saturday 10am to Sunday? My sister's graduation got moved",
        'Lerato: Hi sis, can I move my knotless braids from Saturday 10am to Sunday?',
      ),
      h(
        'Hair World Bree St: Thank you for your order of 12 packs X-pression 1B. Payment received R1,020. Ref HW-55812.',
      ),
      h(
        'Friday\nBuy edge control and mousse\nChase Nandi for the R200 deposit',
        'Buy edge control and mousse',
        'Chase Nandi for the R200 deposit',
      ),
      h(
        'Saved from a salon business coach: Raise your prices before you burn out, not after. Clients who value you will stay. Take a deposit for every booking, no exceptions.',
      ),
      h(
        "Zanele: Morning! I saw your price list, R650 for medium box braids is fair. Can you do my daughter's cornrows the same day, she's 6",
        "Can you do my daughter's cornrows the same day, she's 6",
      ),
      h(
        "Did Precious's locs retwist this morning, took 3 hours. She paid cash and booked again for end of the month. I was going to post the pictures but the light was bad.",
      ),
      h('Gogo clinic Mon 9am', 'Gogo clinic Mon 9am'),
      h(
        '[14/03/2025, 18:02:11] Sipho: Sis the geyser guy says he can only come next week\n[14/03/2025, 18:05:40] Sipho: The landlord should pay for it anyway\n[14/03/2025, 18:06:02] Sipho: Will you be home Wednesday to let him in?',
        'Sipho: Will you be home Wednesday to let him in?',
      ),
      h(
        'Eskom: Load shedding Stage 2 will be implemented from 16:00 until 22:00 tonight. Customers should use electricity sparingly.',
      ),
      h(
        "You need to renew the salon's business licence at the council before the end of the month.",
        "You need to renew the salon's business licence at the council before the end of the month.",
      ),
      h("Mam' Dudu: Ngiyabonga for the beautiful work on my granddaughter! She says it doesn't itch at all."),
    ],
  },
  {
    name: 'Lorna, 51, owner-driver of a small horse-transport business near Lexington, Kentucky, on a Monday (client texts, vet e-mails, notes to self, trade magazine)',
    highlights: [
      h(
        "Hey Lorna, this is Beth at Red Fern Farm. Could you haul two of our mares to Rood and Riddle for a 10am appointment on Thursday? We've used another outfit before but they're booked solid.",
        'Could you haul two of our mares to Rood and Riddle for a 10am appointment on Thursday?',
      ),
      h(
        'Trailer inspection due by the 30th — book at Kentucky Equine Transport',
        'Trailer inspection due by the 30th — book at Kentucky Equine Transport',
      ),
      h(
        'From Horse Transport Quarterly: Check tire pressure on every trailer before every haul. Offer water every four hours on long trips. A horse that loads well at home may still refuse at a show.',
      ),
      h(
        "Hi Lorna, the Coggins for the gray gelding came back negative, copy attached. The follow-up on the bay mare's hock looked fine too. Please make sure the paperwork travels with him to Ocala on the 18th. Dr Harlan",
        'Please make sure the paperwork travels with him to Ocala on the 18th.',
      ),
      h(
        'Dropped the Whitaker colt at Keeneland this morning. He loaded like a lamb and unloaded like a rodeo. I should have put the shipping boots on him.',
      ),
      h("Dale: took the truck to Mike's, he thinks it's the transmission\nDale: it's running fine for now"),
      h(
        'Monday\n- [ ] grease the hitch\n- [x] wash out the trailer\n- [ ] shavings x 4 bags',
        'grease the hitch',
        'shavings x 4 bags',
      ),
      h(
        'Marisol: Thank you for taking such good care of Dancer on the way to Saratoga!! She arrived fresh as a daisy.',
      ),
      h(
        'Someone on the Horse Haulers group asked: who actually reads the fine print on their cargo insurance? Nobody, apparently, until a claim gets denied.',
      ),
      h(
        'We still need to decide whether to take the Florida run in January or stay local this winter.',
        'We still need to decide whether to take the Florida run in January or stay local this winter.',
      ),
      h('The new hay nets should be here Wednesday, according to the tracking.'),
    ],
  },
  {
    name: 'Akosua, 40, who runs a small-chops and party catering business from her home kitchen in Accra, Ghana, on the Thursday before a Saturday wedding (client WhatsApp, staff chat, market notes, reading)',
    highlights: [
      h(
        'Mrs Owusu: Good morning Akosua. Please we have added 30 more guests, so the count is now 230. Can you still manage the spring rolls and samosas for everyone?',
        'Can you still manage the spring rolls and samosas for everyone?',
      ),
      h(
        'Makola tomorrow 6am: onions, chicken wings 10kg, sobolo leaves, ginger',
        'Makola tomorrow 6am: onions, chicken wings 10kg, sobolo leaves, ginger',
      ),
      h(
        'Auntie Esi (eggs): The crates you ordered will come Friday morning by 7. Price has gone up to GH₵75 per crate because of feed.',
      ),
      h(
        'From a food safety poster at the FDA office: Keep hot food hot and cold food cold. Wash hands before and after handling raw meat. Food left out for more than two hours is not safe.',
      ),
      h(
        "12/06/2025, 14:10 - Akosua: Abena and Kojo to start frying the meat pies from 5am on Saturday\n12/06/2025, 14:12 - Kojo: Ok madam\n12/06/2025, 14:15 - Abena: I will bring the big coal pot from my mother's house",
        'Akosua: Abena and Kojo to start frying the meat pies from 5am on Saturday',
        "Abena: I will bring the big coal pot from my mother's house",
      ),
      h(
        'Delivered the kelewele and chinchinga to the naming ceremony in Dansoman. They finished everything in an hour. I forgot how bad the traffic is on the Winneba road at 4pm.',
      ),
      h(
        'The business registration renewal has to be filed with the ORC by 30 June.',
        'The business registration renewal has to be filed with the ORC by 30 June.',
      ),
      h(
        "From The Caterer's Handbook: Never promise a menu you have not cooked at scale. Price for the guests who were not invited but will come anyway.",
      ),
      h(
        'Efua: Church harvest is on Sunday, Pastor is expecting a big crowd\nEfua: Mummy says you should bring the jollof you promised',
        'Efua: Mummy says you should bring the jollof you promised',
      ),
      h('**Gas refill!!**', '**Gas refill!!**'),
      h(
        "Mr Boateng: Thank you for the food at my father's 80th, everyone is still talking about the meat pies. God bless your hands.",
      ),
    ],
  },
  {
    name: 'Marlon, 44, a sole-trader air-conditioning and refrigeration repairman in San Fernando, Trinidad, on a Wednesday (customer WhatsApp, supplier e-mails, job notes, voice notes)',
    highlights: [
      h(
        'Mrs Ramdass: Good morning, the AC in the bedroom leaking water again and making noise. When you could come and look at it? I home after 2.',
        'When you could come and look at it?',
      ),
      h(
        'Dear Marlon, the R-410A cylinders you asked about are back in stock at our Chaguanas branch. We can hold two for you until Friday. Regards, Caribbean Cooling Supplies',
      ),
      h(
        'Job notes — Ramkissoon, Marabella\nCompressor was shorting, replaced the capacitor\nDrain line blocked with algae, cleared it\nFollow-up visit booked for the 28th, already in the calendar',
      ),
      h(
        'need to pick up the vacuum pump from Ravi in Couva tomorrow, he done fixing the gauge',
        'need to pick up the vacuum pump from Ravi in Couva tomorrow, he done fixing the gauge',
      ),
      h(
        'Seen in the HVAC Techs Caribbean group: Never braze without nitrogen flowing. Always pressure test before you pull a vacuum. If you skip steps on a hot day, the callback will cost you the whole week.',
      ),
      h('NIS contribution due by the 15th', 'NIS contribution due by the 15th'),
      h(
        "Anisa: Marlon doh forget Jaden's parent teacher meeting at 4 today\nAnisa: I collect the van from the mechanic already",
        "Anisa: Marlon doh forget Jaden's parent teacher meeting at 4 today",
      ),
      h(
        'Chef Ryan (Roti Stop): the walk-in freezer reading -8 instead of -18 since last night. We have a big order Friday. Could you please pass today?',
        'Could you please pass today?',
      ),
      h(
        'Newsday: T&TEC announces a scheduled power outage in parts of San Fernando on Saturday from 8am to 3pm. Customers are asked to unplug sensitive equipment.',
      ),
      h(
        'Called the Daikin rep about the warranty claim for the Persad job. He said the replacement board should ship next week. I was supposed to be at Persad by 9 but the highway was mad.',
      ),
      h(
        "Who covering the Gulf City mall job Saturday if I'm at the wedding in Penal, Deon or Ricky?",
        "Who covering the Gulf City mall job Saturday if I'm at the wedding in Penal, Deon or Ricky?",
      ),
    ],
  },
  {
    name: 'Joy, 31, who sells houseplants and succulents online from her rooftop in Cebu City, Philippines, on a Saturday (buyer Messenger chats, courier notices, notes, plant groups)',
    highlights: [
      h(
        'Hi po! Is the variegated monstera still available? I saw it in your story last night.',
        'Is the variegated monstera still available?',
      ),
      h(
        'J&T Express: Your parcel JT7788123 has been picked up and is on its way to the Mandaue hub. Estimated delivery: 2-3 days.',
      ),
      h(
        "Tip from the Cebu Plant Lovers group: Don't water succulents more than once a week in the rainy season. Use terracotta pots for anything prone to root rot. Bright indirect light is the key to variegation.",
      ),
      h(
        'Saturday restock\n- perlite 2 sacks\n- [x] cocopeat\n- bubble wrap, the big roll',
        'perlite 2 sacks',
        'bubble wrap, the big roll',
      ),
      h(
        'Repotted the whole calathea shelf this morning. Two had thrips so I isolated them. I was going to go live at 8 with the new arrivals but the Wi-Fi died.',
      ),
      h(
        'Marites: Ate Joy, I sent ₱1,450 via GCash for the 3 hoyas. Kindly check and send the tracking number once shipped. Salamat!',
        'Kindly check and send the tracking number once shipped.',
      ),
      h(
        "TODO mayor's permit renewal — file at City Hall by the 20th",
        "TODO mayor's permit renewal — file at City Hall by the 20th",
      ),
      h(
        'Jen: Tita Baby already ordered the cake for Lola\nJen: Mama says bring the lechon belly from Zubuchon tomorrow',
        'Jen: Mama says bring the lechon belly from Zubuchon tomorrow',
      ),
      h(
        'From a small-business newsletter: Customers who get a thank-you note are twice as likely to reorder. Should you offer free shipping? Only if your margins can take it.',
      ),
      h(
        'Rain forecast all week, move the calatheas under the shade net tonight',
        'Rain forecast all week, move the calatheas under the shade net tonight',
      ),
      h(
        "Rodel: The fiddle leaf fig arrived with two broken leaves. Not a big deal, it's still healthy. Just letting you know.",
      ),
    ],
  },
  {
    name: 'Sereana, 48, who runs a four-bure homestay on Taveuni, Fiji, and books dive trips for her guests, on a Sunday (guest e-mails, family Viber, notes, reading)',
    highlights: [
      h(
        'Bula Sereana! We land in Matei on the 3pm flight on Tuesday 8 July. Would you be able to arrange someone to pick us up from the airstrip? Also, my husband is allergic to shellfish. Cheers, Kirsty',
        'Would you be able to arrange someone to pick us up from the airstrip?',
      ),
      h(
        'Generator diesel low. Action: Losa, 2 drums from Waiyevo on Monday.',
        'Action: Losa, 2 drums from Waiyevo on Monday.',
      ),
      h(
        'Vinaka Mike, they are very excited.\n> Hi Sereana, just to confirm the Rainbow Reef dives for your two guests on Wednesday.\n> The boat leaves at 8:30 from the Garden Island jetty.\n> Please send their full names and cert levels by Monday night.',
        'Please send their full names and cert levels by Monday night.',
      ),
      h(
        'From a hospitality course handout: Greet every guest by name. Under-promise and over-deliver. A guest who complains is giving you a second chance.',
      ),
      h(
        "Church this morning, then lunch at Mere's. Took the guests to Bouma Falls after. The Australian couple paid for the whole week in cash.",
      ),
      h(
        'Jone: Mum the school fees for term 2 are due this Friday\nJone: Coach said I played well yesterday',
        'Jone: Mum the school fees for term 2 are due this Friday',
      ),
      h('Mosquito coils + toilet paper for bure 3', 'Mosquito coils + toilet paper for bure 3'),
      h(
        'Fiji Times: Fiji Airways adds a third weekly flight to Taveuni from August. Tourism operators say bookings are up 20 percent on last year.',
      ),
      h('Posted the photos of the new bure on Booking.com last night. Already two enquiries for September!'),
      h(
        "Review from last week: 'Sereana's fish in lolo was the highlight of our trip. Wish we had stayed longer!'",
      ),
      h(
        'The water tank pump has to be serviced before the next group arrives on the 8th.',
        'The water tank pump has to be serviced before the next group arrives on the 8th.',
      ),
    ],
  },
  {
    name: 'Rui, 49, a surfboard shaper with a one-man shaping and repair workshop in Ericeira, Portugal (writes in English), on a Thursday (Instagram DMs, supplier and accountant e-mails, workshop notes, forecasts)',
    highlights: [
      h(
        "Hey man, dropped my 6'2 at your shop last week with the nose ding. Any chance it's ready before Saturday? Swell looks pumping",
        "Any chance it's ready before Saturday?",
      ),
      h(
        'Dear Rui, your order of 10 EPS blanks has shipped from Bilbao and should arrive Monday. Payment for the last resin order was received, thank you. Best regards, Marta, Foam & Glass Iberia',
      ),
      h(
        'Thursday\nsand the fish for Tiago\nglass the fins on the gun\nwind 20 knots NW all day',
        'sand the fish for Tiago',
        'glass the fins on the gun',
      ),
      h(
        "From a shaping book: Let the resin tell you when it's ready, not the clock. Shape in the morning, sand in the afternoon. A board is finished when there is nothing left to take away.",
      ),
      h(
        "Finished the twin-fin for the German guy and he paid by MB Way. Rode the test board at Ribeira d'Ilhas at lunch, it goes well off the bottom. I wanted to film it but forgot the GoPro.",
      ),
      h(
        'Olá Rui, the IVA declaration for Q2 has to be submitted by 20 August. Can you send me the receipts from the resin supplier before then? Obrigada, Inês',
        'Olá Rui, the IVA declaration for Q2 has to be submitted by 20 August.',
        'Can you send me the receipts from the resin supplier before then?',
      ),
      h('Forecast: 1.8m at 14s from the NW on Saturday, offshore in the morning. Expect crowds at Coxos.'),
      h(
        "Sara: don't forget dinner at my parents' tonight, 8pm, bring the wine from Colares",
        "Sara: don't forget dinner at my parents' tonight, 8pm, bring the wine from Colares",
      ),
      h(
        "Do I take the stall at the Ericeira surf market in September or not? It's €120 for the weekend.",
        'Do I take the stall at the Ericeira surf market in September or not?',
      ),
      h(
        "Spoke to the câmara about the sign over the workshop door. Apparently the old sign never needed a licence, so that's sorted.",
      ),
      h('Tiago: Obrigado mano, the fish is magic, caught the best wave of my life on it!'),
    ],
  },
];
