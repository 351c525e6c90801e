import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_111: LabelledDay[] = [
  {
    name: 'Dariusz, 38, a mobile windscreen repairer working out of a van around Stoke-on-Trent, on a Monday (job app, customer texts, supplier e-mails)',
    highlights: [
      h(
        'Mon jobs\n- 8.30 Hanley, Fiesta chip\n- [x] load resin kit\n- [x] top up primer',
        '8.30 Hanley, Fiesta chip',
      ),
      h(
        "Hi, it's Lorna with the silver Corsa. The chip has spread into a crack overnight, about 6 inches now. Is it still a repair or does it need a whole new screen? I'm at work in Trentham till 5 if that helps.",
        'Is it still a repair or does it need a whole new screen?',
      ),
      h(
        'From Glass Tech Monthly: Never repair a chip in direct sunlight; the resin cures before it has filled the break. Always warm the glass in winter before injecting. A repair that fails is worse than no repair at all, because the customer never trusts you again.',
      ),
      h(
        'Hi Dariusz, thanks for your order of 2 x bridge kits and 10 x curing films. The bridge kits are back-ordered and should be with you by Thursday. The films went out today by DPD. Kind regards, Sonia, Autoglaze Supplies',
      ),
      h(
        "van insurance due 28th — get 3 quotes this week\nLast year's renewal went up 40% and nobody told me.",
        'van insurance due 28th — get 3 quotes this week',
      ),
      h(
        "[14/04/2025, 12:02] Gemma: Your mum rang, she loved the flowers\n[14/04/2025, 12:03] Gemma: Also can you pick up Kacper from football at 6, I'm stuck at work\n[14/04/2025, 12:20] Dariusz: no worries x",
        "Gemma: Also can you pick up Kacper from football at 6, I'm stuck at work",
      ),
      h(
        "Just wanted to say thank you for coming out to the school car park on Friday. You were in and out in twenty minutes and the crack hasn't moved since. The other teachers have all been asking for your number!",
      ),
      h(
        'Morning, attached is the list of our six vans with chips, reg numbers on the sheet. Payment terms are monthly on PO 44817 as before. Could you let me know your earliest date for the depot in Tunstall? Thanks, Rob Hadley, Fleet Manager, Potteries Plumbing',
        'Could you let me know your earliest date for the depot in Tunstall?',
      ),
      h(
        'Rang Autoglaze about the back-order, no joy. Meant to ask about trade discount too, forgot again. Why do I bother? The Transit screen is a 2019 model with the heated element.',
      ),
      h(
        'You need to send the March invoices to Longton Cars before Friday. Their accounts lady only does a payment run on the last Friday of the month.',
        'You need to send the March invoices to Longton Cars before Friday.',
      ),
      h(
        'Local news: roadworks on the A500 at Etruria will close two lanes overnight from Tuesday for three weeks. Drivers should expect delays of up to 30 minutes.',
      ),
    ],
  },
  {
    name: 'Tamsin, 44, who makes cold-process soap in her converted garage in Penzance and sells online and to gift shops, on a Tuesday (Etsy messages, stockist e-mails, batch notes)',
    highlights: [
      h(
        'Batch 112 — lavender & oat, poured Sat, unmoulded this morning. Slight ash on top, steamed it off before cutting. Smells amazing though.',
      ),
      h(
        "Hi there! I ordered the seaweed bar and the shampoo bar gift set on the 2nd and the tracking hasn't updated in a week. Could you check with Royal Mail for me? It's a birthday present for Saturday so I'm getting a bit nervous.",
        'Could you check with Royal Mail for me?',
      ),
      h(
        "From The Natural Soap Book: Always add lye to water, never water to lye. Wear goggles even when you think you don't need them. A superfat of 5% is a sensible starting point for most bar recipes.",
      ),
      h(
        "Hello Tamsin, the summer order is attached: 48 x sea salt, 36 x lavender & oat, 24 x the new gorse one. We'd need it delivered by the 30th as the season starts early here. Our old wooden display stand finally fell apart, so we've ordered a new one. Best, Jenny at The Harbour Gift Shop, St Ives",
        "We'd need it delivered by the 30th as the season starts early here.",
      ),
      h(
        'Gorse bar — the coconut and gorse-flower blend is the best seller at the market so far. Need to get the recipe safety-assessed before it goes on Etsy, Dr Kemp quoted £90.',
        'Need to get the recipe safety-assessed before it goes on Etsy, Dr Kemp quoted £90.',
      ),
      h(
        "[15/04/2025, 16:40] Mum: Dad's hospital appointment got moved to Thursday 10am\n[15/04/2025, 16:41] Mum: Can you drive us? Your brother's away\n[15/04/2025, 17:05] Tamsin: ok x",
        'Mum: Can you drive us?',
      ),
      h(
        'Soap Kitchen order\n- olive pomace 5L x2\n- [x] shea 1kg\n- [x] labels, came yesterday',
        'olive pomace 5L x2',
      ),
      h(
        "Pricing tip from a Facebook group for makers: charge for your time, not just your ingredients. Most makers undercharge by 30% in their first two years. If you wouldn't make it again for that price, it's the wrong price.",
      ),
      h(
        '5 stars — the seaweed bar is gorgeous and lasted ages. Arrived beautifully wrapped with a little handwritten note. My husband has pinched it for his beard!',
      ),
      h(
        'The insurance certificate for the Trereife craft fair has to be uploaded by the 22nd. Product liability is with Craftinsure, renewed in Jan.',
        'The insurance certificate for the Trereife craft fair has to be uploaded by the 22nd.',
      ),
      h(
        "Hi Priya, so sorry about the delay! I've chased Royal Mail and they've found it at the Truro depot. It should be with you tomorrow.",
      ),
    ],
  },
  {
    name: 'Lewis, 36, who services and repairs hot tubs out of a van across Cheshire, on a Wednesday (job sheets, customer WhatsApps, parts suppliers)',
    highlights: [
      h(
        'Weds 16th\n9am Mrs Okafor, Alderley Edge — heater fault, bring spare element\n11.30 Knutsford holiday lets, 3 tubs, drain & refill\n2pm quote visit, Wilmslow — cancelled',
        '9am Mrs Okafor, Alderley Edge — heater fault, bring spare element',
        '11.30 Knutsford holiday lets, 3 tubs, drain & refill',
      ),
      h(
        "Hiya, the tub's showing FLC again, same as last month. We've got the in-laws coming Saturday, typical. Is there any chance you could pop round tomorrow?",
        'Is there any chance you could pop round tomorrow?',
      ),
      h(
        'Service bulletin 07/24: Do not use chlorine granules in tubs fitted with the ozone generator, as they shorten the seal life. Technicians are reminded that the warranty is void if non-approved parts are fitted.',
      ),
      h(
        "Hi Lewis, the Balboa control pack you ordered is now on a 3-week lead time, sorry. I can offer a refurbished one at £240 + VAT with a 6-month warranty instead. Let me know by Friday which you'd prefer and I'll get it on the van. Cheers, Matt, Spa Parts Direct",
        "Let me know by Friday which you'd prefer and I'll get it on the van.",
      ),
      h(
        'chemicals low — order bromine, test strips, foam remover\nKirsty and I still need to decide whether to take Aaron on full-time before the summer rush.',
        'chemicals low — order bromine, test strips, foam remover',
        'Kirsty and I still need to decide whether to take Aaron on full-time before the summer rush.',
      ),
      h(
        "Thanks so much for the follow-up visit last week, the jets are perfect now and we've used it every night since! My husband says you're the only one who's ever explained the filters properly.",
      ),
      h(
        "16/04/2025, 13:05 - Kirsty: the van MOT runs out on the 25th, don't forget to book it\n16/04/2025, 13:20 - Lewis: cheers, had totally forgotten\n16/04/2025, 13:21 - Kirsty: your mum says hi x",
        "Kirsty: the van MOT runs out on the 25th, don't forget to book it",
      ),
      h(
        'From the hot tub techs forum: nine times out of ten a flow error is a dirty filter, not a pump. Always check the cheap thing first. The guy who wrote it has been servicing spas since 1989.',
      ),
      h(
        "Thanks Lewis, that all sounds fine.\n> Could you confirm the tub is going on the patio rather than the lawn?\nYes, the patio, and the base is already down. We'll go ahead — when can you start?",
        "We'll go ahead — when can you start?",
      ),
      h(
        'Cheshire East is consulting on a hosepipe ban if the dry spell continues into May. Households should expect a decision by the middle of the month.',
      ),
      h(
        "Left the pump at Mr Daly's to run overnight. Told him it'd be about £180 all in. Should've charged a call-out, lesson learned.",
      ),
    ],
  },
  {
    name: 'Jonty, 50, a traditional signwriter and gilder working from a van and his garden shed in Hebden Bridge, on a Thursday (customer e-mails, shed notes, family WhatsApp)',
    highlights: [
      h(
        "Hi Jonty, the brewery have finally signed off the new fascia for the Shoulder of Mutton. They want the lettering in cream on the heritage green, same font as the old one. Could you send a revised quote including the gold leaf on the bell? The beer garden reopens on the 3rd, which is why they're in a hurry. Cheers, Dave",
        'Could you send a revised quote including the gold leaf on the bell?',
      ),
      h(
        'From Mastering Layout: The space between the letters matters more than the letters themselves. Squint at a sign from across the road before you call it finished. A good signwriter never lets the customer choose the font alone.',
      ),
      h(
        'Gold leaf — 2 books left of 23ct loose\nOrder 5 books transfer leaf from Wrights before the Mutton job\nQuill brushes fine, size 2 liner is knackered',
        'Order 5 books transfer leaf from Wrights before the Mutton job',
      ),
      h(
        "[17/04/2025, 08:12] Ellie: dad can you transfer my rent before Monday, landlord's chasing\n[17/04/2025, 08:13] Ellie: and mum says happy Easter, she's in Whitby with Auntie Jo",
        "Ellie: dad can you transfer my rent before Monday, landlord's chasing",
      ),
      h(
        "Finished the gilding on the barber's window in Todmorden. Took three coats of size because of the damp. The owner cried a bit when he saw it, which was nice.",
      ),
      h(
        'Dear Mr Pickles, thank you for your enquiry about the Market Street premises. Listed building consent is normally needed for any new signage on a listed building. Please find the guidance notes attached. Regards, Planning Services, Calderdale Council',
      ),
      h(
        'Invoices out:\n- Todmorden barber £640, sent 2 Apr\n- Heptonstall Museum £1,150 — chase Fri\n- Mytholmroyd bakery £380, paid',
        'Heptonstall Museum £1,150 — chase Fri',
      ),
      h(
        "Tell Asha at the deli she'll need listed building consent before I start. Her shop is Grade II, no surprise there.",
        "Tell Asha at the deli she'll need listed building consent before I start.",
      ),
      h(
        'Hebden Bridge traders are being urged to take part in a hand-painted shopfront festival in June. Organisers say applications should open next month.',
      ),
      h(
        'Hi, is the sign for the allotment society ready? The committee loved the mock-up you sent.',
        'Hi, is the sign for the allotment society ready?',
      ),
      h('Van started first time this morning after the new battery, hallelujah.'),
    ],
  },
  {
    name: 'Leonard, 68, who repairs antique clocks and barometers in his spare room in Shrewsbury, on a Friday (customer letters, parts dealers, bench notes)',
    highlights: [
      h(
        "Longcase, Mrs Harper's — movement stripped, pivots worn on 3rd wheel. Case has woodworm in the plinth, mention to her.",
        'Case has woodworm in the plinth, mention to her.',
      ),
      h(
        'From Practical Clock Repairing: Never oil a clock that has not been cleaned. Oil holds the dirt and turns it into grinding paste. The novice does too much; the craftsman does only what is needed.',
      ),
      h(
        "Dear Leonard, I hope you are well. My late father's barometer has stopped moving altogether, and the glass is cracked. Would you be able to look at it, and roughly what might it cost? I could bring it over on Tuesday morning. With thanks, Gillian Marsh",
        'Would you be able to look at it, and roughly what might it cost?',
      ),
      h(
        'Order confirmation #88213: 1 x mainspring 1.75mm, 1 x set of spade hands, brass. Your parcel should arrive within 3–5 working days. Thank you for shopping with Meadows & Passmore.',
      ),
      h(
        "You've got to look at the St Chad's turret clock before Easter. Brian the verger has the only key to the tower, and last time it took him a week to find it.",
        "You've got to look at the St Chad's turret clock before Easter.",
      ),
      h(
        'Shopping\n- bird seed\n- [x] stamps\n- [x] batteries for the kitchen clock\nLeonard — the dentist moved you to Tues 22nd 9.15',
        'bird seed',
        'Leonard — the dentist moved you to Tues 22nd 9.15',
      ),
      h(
        "Delivered the French carriage clock back to Mr Ahmed in Church Stretton. He'd had it since his wedding in 1971. Wouldn't let me leave without a slice of cake.",
      ),
      h(
        'Your Self Assessment tax return for the year to 5 April 2025 must be filed online by 31 January 2026. If you file late, you may have to pay a penalty.',
        'Your Self Assessment tax return for the year to 5 April 2025 must be filed online by 31 January 2026.',
      ),
      h(
        'Shrewsbury Museum is hosting an exhibition of Shropshire clockmakers from May to September. Entry is free for residents.',
      ),
      h(
        "Voicemail, Mr Pryce: the mantel clock's striking thirteen at midnight, can you give him a ring back\nHe's in all afternoon.",
        "Voicemail, Mr Pryce: the mantel clock's striking thirteen at midnight, can you give him a ring back",
      ),
      h(
        "Thank you so much for the lovely work on Grandma's bracket clock. It's back on the mantelpiece and chiming away happily. Please find a cheque enclosed for £185.",
      ),
    ],
  },
  {
    name: 'Marisela, 47, a mobile notary and loan signing agent working out of her SUV and home office in Tucson, Arizona, on a Tuesday (title company e-mails, borrower texts, notes)',
    highlights: [
      h(
        'Hi Marisela, thanks for the quick follow-up on the Delgado file. Docs will be emailed by noon; please print two sets on legal paper. The lender is Rocket, so expect the usual 140 pages. Thanks, Kayla, Desert Sun Title',
        'Docs will be emailed by noon; please print two sets on legal paper.',
      ),
      h(
        'From the Arizona Notary Public Reference Manual: A notary must never notarize a document in which they have a financial interest. Always record each notarial act in your journal at the time it is performed.',
      ),
      h(
        "Hi this is Ray Delgado, my wife's ID expired last month, is that going to be a problem?? She has her passport too",
        "Hi this is Ray Delgado, my wife's ID expired last month, is that going to be a problem??",
      ),
      h(
        'Mileage log Tues\nMarana 22 mi\nFoothills 16 mi\nRemember to log the Oro Valley trip tomorrow, the app keeps dropping it',
        'Remember to log the Oro Valley trip tomorrow, the app keeps dropping it',
      ),
      h(
        "Tony: did the AC guy ever call you back\nMe: nope, I left two voicemails\nTony: ok I'll try him tomorrow from work",
        "Tony: ok I'll try him tomorrow from work",
      ),
      h(
        'Reminder to self: the E&O insurance renewal is due May 1 and the premium went up again. Last year it was $180.',
        'Reminder to self: the E&O insurance renewal is due May 1 and the premium went up again.',
      ),
      h(
        "From a loan signing blog: The best agents treat every signing like it's their first. Don't give legal advice, even when the borrower begs. Your reputation is built one closing at a time.",
      ),
      h(
        'Invoices\n- Desert Sun Title, $375, paid 4/8\n- Pima Escrow, unpaid 45 days!!\n- [ ] send Pima a statement + late notice',
        'send Pima a statement + late notice',
      ),
      h(
        "Sofi: mom can u sign my field trip form tonight, it's due tomorrow\nSofi: it's in my backpack",
        "Sofi: mom can u sign my field trip form tonight, it's due tomorrow",
      ),
      h(
        'Closed out the Marana signing in 40 minutes flat. Borrower had every ID ready and even offered me lemonade. Dropped the docs at the FedEx on Ina Road.',
      ),
      h(
        "Pima County Recorder's office will be closed Friday for system upgrades. E-recordings submitted that day should post on Monday.",
      ),
    ],
  },
  {
    name: 'Harpreet, 41, who cooks and delivers tiffin lunches from her home kitchen in Brampton, Ontario, on a Monday (customer WhatsApp, supplier invoices, family chat)',
    highlights: [
      h(
        "07/04/2025, 07:45 - Simran Kaur: Hi Harpreet ji, can we add 3 more tiffins for Wednesday? New hires starting\n07/04/2025, 07:46 - Simran Kaur: they're all veg, don't worry",
        'Simran Kaur: Hi Harpreet ji, can we add 3 more tiffins for Wednesday?',
      ),
      h('Costco run\n- [x] atta 20 lb x2\n- [x] paneer 5 kg\n- [x] foil containers'),
      h(
        'From the Ontario food handler course: Keep hot food at 60°C or above and cold food at 4°C or below. Never cool big pots of dal at room temperature overnight. When in doubt, throw it out.',
      ),
      h(
        "Hi, today's tiffin was very spicy for my mother, she is 82. Can you please make hers mild from now on? Otherwise the food is excellent as always.",
        'Can you please make hers mild from now on?',
      ),
      h(
        'Public health inspection sometime in April — have the temperature logs ready\nThe last inspection was a pass, no notes.',
        'Public health inspection sometime in April — have the temperature logs ready',
      ),
      h(
        "Jas: delivered all 18, the Queen St office wasn't open so left with security\nJas: van is making that noise again\nHarpreet: book it in at Raj's garage then, I can't lose the van next week",
        "Harpreet: book it in at Raj's garage then, I can't lose the van next week",
      ),
      h(
        'Invoice #4471 from Punjab Foods Wholesale: $612.40, payment due net 15 (April 22). Thank you for your business!',
        'Invoice #4471 from Punjab Foods Wholesale: $612.40, payment due net 15 (April 22).',
      ),
      h(
        'hey do u deliver to Mississauga?? my office is near Square One, like 12 ppl interested',
        'hey do u deliver to Mississauga?? my office is near Square One, like 12 ppl interested',
      ),
      h('So tired today. Made 140 rotis before 9am and burnt my wrist on the tawa. Who needs sleep anyway?'),
      h(
        'Dear Parents, Pizza Day is this Friday. Please send $5 in a labelled envelope by Wednesday. Thank you!',
        'Please send $5 in a labelled envelope by Wednesday.',
      ),
      h(
        'A Globe and Mail piece on home food businesses says most fail not because of the food but because they never raise their prices. Review your prices every six months, it says.',
      ),
    ],
  },
  {
    name: 'Jade, 26, who sells second-hand and vintage clothes on Vinted and Depop from her bedroom in Gateshead, on a Sunday (buyer messages, courier notifications, stock notes)',
    highlights: [
      h(
        'hiya is the 90s Fila track top still available? would u take £25 for it',
        'hiya is the 90s Fila track top still available? would u take £25 for it',
      ),
      h(
        "Your item has been sold! Please ship the Levi's 501s within 5 working days to avoid a late shipment. Buyer: @sam_thrifts",
        "Please ship the Levi's 501s within 5 working days to avoid a late shipment.",
      ),
      h(
        'car boot haul Sat — £38 spent\n- Barbour jacket, great nick\n- 3 band tees\n- Laura Ashley dress, small stain\nTODO photograph everything before Weds drop',
        'TODO photograph everything before Weds drop',
      ),
      h(
        "From a reselling YouTuber: Never price from what you paid, price from what it's sold for. List every day, even if it's just one item. The algorithm rewards consistency more than quality.",
      ),
      h(
        'Evri: We tried to deliver your parcel but nobody was in. Your parcel will be redelivered tomorrow between 9am and 5pm.',
      ),
      h(
        "[13/04/2025, 11:02] Chloe: can u move ur bags of stock out the hallway before my mam comes at 3\n[13/04/2025, 11:04] Jade: omg sorry yes\n[13/04/2025, 11:05] Chloe: also I've sent my half of the rent",
        'Chloe: can u move ur bags of stock out the hallway before my mam comes at 3',
      ),
      h(
        "Hi, the jumper arrived today but it has a hole in the sleeve that wasn't in the photos. Would you do a partial refund, or should I send it back?",
        'Would you do a partial refund, or should I send it back?',
      ),
      h(
        "You need to register as self-employed with HMRC by 5 October now you're over the £1,000 trading allowance. Vinted has already reported my sales to HMRC, apparently.",
        "You need to register as self-employed with HMRC by 5 October now you're over the £1,000 trading allowance.",
      ),
      h(
        'Sold 14 things this week, best week ever!! Posted everything yesterday at the Post Office on the high street. Was going to list the Barbour last night but fell asleep. Feeling like this could actually be a proper business.',
      ),
      h(
        'Vinted is introducing a new buyer protection fee from next month. Sellers should see no change to their earnings.',
      ),
      h(
        'Mum: Sunday dinner at 5, bring the dish back you borrowed x',
        'Mum: Sunday dinner at 5, bring the dish back you borrowed x',
      ),
    ],
  },
];
