import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZD: LabelledListDay[] = [
  {
    name: "Anneke, owner of two flower shops in Utrecht (writes in English), on the Friday before Mother's Day",
    highlights: [
      h(
        "[08/05/2026, 07:12] Sanne: Morning! The van won't start again, battery light was on all week.\n[08/05/2026, 07:13] Sanne: I'll ask Ruud to jump it when he gets in.\n[08/05/2026, 07:20] Anneke: OK. We're skipping the Zeist deliveries this morning and doing them all after 2.\n[08/05/2026, 07:21] Ruud: I'll bring the spare card reader over from the other shop as well.\n[08/05/2026, 07:25] Anneke: Thanks, you're a star.",
        {
          decisions: ["We're skipping the Zeist deliveries this morning and doing them all after 2."],
          problems: ["The van won't start again, battery light was on all week."],
        },
      ),
      h(
        "Dear customer,\nBecause of a cargo delay at Schiphol, spray roses from Naivasha will be short until at least Tuesday. Substitutions will be marked on your delivery note. From Monday 11 May our new webshop for growers' direct bundles is live at the usual address. Prices for peonies stay as quoted.\nKind regards,\nTeam Verkoop, Bloemengroothandel De Vries",
        {
          problems: [
            'Dear customer, Because of a cargo delay at Schiphol, spray roses from Naivasha will be short until at least Tuesday.',
          ],
          announcements: [
            "From Monday 11 May our new webshop for growers' direct bundles is live at the usual address.",
          ],
        },
      ),
      h(
        'Most arrangements fail not from too few flowers but from too many decisions left unmade. Choose one idea and let the rest serve it. A new florist learns this after about a thousand bouquets.',
      ),
      h(
        'Gemeente Utrecht: notice to businesses on the Oudegracht\nFrom 1 June, delivery vehicles may only enter the canal-side zone between 06:00 and 10:00. The council has decided to enforce the zone by camera from that date. Repairs to the quay wall near the Bakkerbrug start on 18 May and will close the wharf cellar entrances for six weeks. Questions can be sent to the city business desk.',
        {
          decisions: ['The council has decided to enforce the zone by camera from that date.'],
          problems: [
            'Repairs to the quay wall near the Bakkerbrug start on 18 May and will close the wharf cellar entrances for six weeks.',
          ],
          announcements: [
            'From 1 June, delivery vehicles may only enter the canal-side zone between 06:00 and 10:00.',
          ],
        },
      ),
      h(
        "mother's day prep\norder 40 extra buckets from Hans\nranunculus looked great at auction\ncold room door seal leaking again\ndecided: no same-day orders after 12 on saturday",
        {
          decisions: ['decided: no same-day orders after 12 on saturday'],
          problems: ['cold room door seal leaking again'],
        },
      ),
      h(
        'Bloemen & Planten Vakblad, Thursday edition\nThe auction cooperative will introduce a separate digital clock for small buyers from September, its board said on Thursday. Growers say demand for locally grown tulips has been strong this spring. Analysts say the new clock could fail to attract florists who prefer to buy in person. Some expect it to launch later than planned.',
        {
          announcements: [
            'The auction cooperative will introduce a separate digital clock for small buyers from September, its board said on Thursday.',
          ],
        },
      ),
      h(
        "Hi, I ordered a bouquet for delivery to my mum in Houten on Wednesday and it still hasn't arrived. Can you check please? Order 4471, name Visser. Thank you!",
        {
          problems: [
            "Hi, I ordered a bouquet for delivery to my mum in Houten on Wednesday and it still hasn't arrived.",
          ],
        },
      ),
      h(
        'New shop owners often decide too quickly. The best decision you can make in your first year is to write down why you made each one. Launching is easy; staying open is the hard part.',
      ),
      h(
        "Meeting with Joost (accountant), Thu\nWe agreed to close the Zeist pop-up at the end of June.\nRent there goes up 18% in July, which we can't absorb.\nJoost suggested moving to quarterly VAT returns.\nSecond van: still undecided, revisit after summer.",
        {
          decisions: ['We agreed to close the Zeist pop-up at the end of June.'],
          problems: ["Rent there goes up 18% in July, which we can't absorb."],
        },
      ),
      h(
        "Ondernemersvereniging Binnenstad: the new loyalty card scheme launches on 1 July with 64 shops taking part. Members voted on Tuesday to keep Sunday opening at 12:00 to 17:00. Pickpocketing reports near the Neude have doubled since March, police say. The next members' evening is on the usual Wednesday.",
        {
          decisions: ['Members voted on Tuesday to keep Sunday opening at 12:00 to 17:00.'],
          problems: ['Pickpocketing reports near the Neude have doubled since March, police say.'],
          announcements: [
            'Ondernemersvereniging Binnenstad: the new loyalty card scheme launches on 1 July with 64 shops taking part.',
          ],
        },
      ),
      h(
        "[08/05/2026, 16:40] Fleur: The Mother's Day reel is up on Instagram and Facebook now!\n[08/05/2026, 16:41] Fleur: 2,300 views in the first hour, best one yet.\n[08/05/2026, 16:45] Anneke: Amazing. Let's go with that photo for the shop window poster too.",
        {
          decisions: ["Let's go with that photo for the shop window poster too."],
          announcements: ["Fleur: The Mother's Day reel is up on Instagram and Facebook now!"],
        },
      ),
    ],
  },
  {
    name: 'Gav, owner of a hardware and paint store in Ballarat (Victoria, Australia), on a Monday',
    highlights: [
      h(
        "Hi Gav,\nJust a heads up that the 10L exterior acrylic base is on backorder nationally until mid-July. We've also added a tinting machine program for stores in the regional network, with installs starting in August. Let me know if you want to be on the list.\nCheers,\nBec\nTrade rep, Ridgeline Paints",
        {
          problems: [
            'Hi Gav, Just a heads up that the 10L exterior acrylic base is on backorder nationally until mid-July.',
          ],
          announcements: [
            "We've also added a tinting machine program for stores in the regional network, with installs starting in August.",
          ],
        },
      ),
      h(
        "16/03/2026, 07:52 - Kylie: Roller door at the back is jammed half open, can't lock it.\n16/03/2026, 07:53 - Kylie: Have put the trolleys across it for now.\n16/03/2026, 08:05 - Gav: Cheers. I'll ring the door blokes when they open.\n16/03/2026, 08:40 - Dean: Also the key cutter is chewing blanks again, ruined three this morning.\n16/03/2026, 08:42 - Gav: Right, no more key cutting till the tech's been, just tell people Thursday.",
        {
          decisions: ["Gav: Right, no more key cutting till the tech's been, just tell people Thursday."],
          problems: [
            "Kylie: Roller door at the back is jammed half open, can't lock it.",
            'Dean: Also the key cutter is chewing blanks again, ruined three this morning.',
          ],
        },
      ),
      h(
        'City of Ballarat: notice of road works\nSturt Street between Drummond and Lyons streets will be closed to traffic from Monday 23 March for four weeks while the median is renewed. Access to businesses will be maintained for pedestrians. The existing 2P parking in Armstrong Street is unchanged.',
        {
          problems: [
            'Sturt Street between Drummond and Lyons streets will be closed to traffic from Monday 23 March for four weeks while the median is renewed.',
          ],
        },
      ),
      h(
        "Hardware Trade Weekly\nBuildright Group has appointed Sandra Okafor as chief executive, effective 1 May, the company announced on Friday. The group's 380 independent members were told the move would not change rebate terms. Independent stores reported a steady first quarter, with paint sales up 4%. Meanwhile, a new report finds most hardware stores that fail in their first five years never tracked stock turns.",
        {
          announcements: [
            'Buildright Group has appointed Sandra Okafor as chief executive, effective 1 May, the company announced on Friday.',
          ],
        },
      ),
      h(
        "mon\nbank the weekend takings\nnew bait stations for the shed\ncall Dean's mum re his shifts\ngoing with the Woodstock timber quote, not the sawmill one",
        {
          decisions: ['going with the Woodstock timber quote, not the sawmill one'],
        },
      ),
      h(
        "Catch-up with Trish, Sun night\nWe'll stop stocking the cheap power tools after Easter.\nTrish reckons the margin was never there anyway.\nAgreed Dean goes full-time from April.\nMaybe open Sunday mornings in winter? Still thinking about it.",
        {
          decisions: [
            "We'll stop stocking the cheap power tools after Easter.",
            'Agreed Dean goes full-time from April.',
          ],
        },
      ),
      h(
        "Most hardware stores don't fail because of the big chains. They fail because the owner stops walking the aisles. Decide every morning what one thing you will fix that day.",
      ),
      h(
        '2 stars. Waited 20 minutes at the trade counter on Saturday with nobody serving. Staff were friendly once someone turned up. Would still go back for the paint mixing.',
        {
          problems: ['Waited 20 minutes at the trade counter on Saturday with nobody serving.'],
        },
      ),
      h(
        "Hi Gavin,\nThe owners have approved your request to put solar panels on the roof, on the condition that you cover the install. Please send the installer's details before work starts. Also, the insurer's visit last week went fine.\nRegards,\nMichelle, Ballarat Commercial Property",
        {
          decisions: [
            'Hi Gavin, The owners have approved your request to put solar panels on the roof, on the condition that you cover the install.',
          ],
        },
      ),
      h(
        "Ballarat's new Saturday makers' market will open at the old railway goods shed on 4 April, organisers announced. Councillors on Wednesday approved a $2 million upgrade of the Lydiard Street precinct. The precinct was once the busiest retail strip west of Melbourne.",
        {
          decisions: [
            'Councillors on Wednesday approved a $2 million upgrade of the Lydiard Street precinct.',
          ],
          announcements: [
            "Ballarat's new Saturday makers' market will open at the old railway goods shed on 4 April, organisers announced.",
          ],
        },
      ),
      h(
        'POS update 5.2 (released today)\nLay-by payments can now be taken by text message link. Fixed: receipts printing twice on some Epson printers. Known issue: stocktake export to MYOB may drop items with a slash in the SKU.',
        {
          problems: ['Known issue: stocktake export to MYOB may drop items with a slash in the SKU.'],
          announcements: [
            'POS update 5.2 (released today)',
            'Lay-by payments can now be taken by text message link.',
          ],
        },
      ),
    ],
  },
  {
    name: "Phil, owner of a family butcher's shop in York, on a Tuesday",
    highlights: [
      h(
        "Morning Phil,\nWe've had a breakdown on the chiller lorry so Thursday's lamb will come Friday morning instead. Sorry for the short notice. From next month we're also offering dry-aged Dexter beef to our butcher customers, see the attached price list.\nThanks,\nKaren at Moorside Meats",
        {
          problems: [
            "Morning Phil, We've had a breakdown on the chiller lorry so Thursday's lamb will come Friday morning instead.",
          ],
          announcements: [
            "From next month we're also offering dry-aged Dexter beef to our butcher customers, see the attached price list.",
          ],
        },
      ),
      h(
        "[10/03/2026, 06:45] Liam: mincer's making that grinding noise again\n[10/03/2026, 06:46] Liam: i've switched to the small one for now\n[10/03/2026, 06:58] Phil: ok leave it off, engineer's booked for 2\n[10/03/2026, 07:30] Jade: Pie orders for the Knavesmire race day are at 140 already!\n[10/03/2026, 07:34] Phil: We'll cap it at 200 then, I'm not having a repeat of last year.",
        {
          decisions: ["Phil: We'll cap it at 200 then, I'm not having a repeat of last year."],
          problems: ["Liam: mincer's making that grinding noise again"],
        },
      ),
      h(
        'City of York Council, Environmental Health\nFollowing your inspection on 3 March, your food hygiene rating of 5 has now been published on the FSA website. One minor point was noted about the allergen labelling on your pies. Please keep this letter with your food safety records.',
        {
          problems: ['One minor point was noted about the allergen labelling on your pies.'],
          announcements: [
            'Following your inspection on 3 March, your food hygiene rating of 5 has now been published on the FSA website.',
          ],
        },
      ),
      h(
        "Butchers' Weekly\nWholesale lamb prices were steady for a third week. The Craft Butchers' Guild will launch a national apprenticeship scheme in September. Its chair said the trade must decide whether it wants to survive the next decade. Few small shops have ever failed for lack of customers, she added; most fail for lack of staff.",
        {
          announcements: [
            "The Craft Butchers' Guild will launch a national apprenticeship scheme in September.",
          ],
        },
      ),
      h(
        'A good butcher sells you less meat than you asked for and you leave happier. The trade is knowing the animal, not the knife.',
      ),
      h(
        'tues\norder more casings\nring Sue re the Easter rota\nwalk-in was at 6 degrees this morning\nsausage of the month: going with pork and black pudding',
        {
          decisions: ['sausage of the month: going with pork and black pudding'],
          problems: ['walk-in was at 6 degrees this morning'],
        },
      ),
      h(
        "Hello,\nThe sausages I bought on Saturday were labelled gluten free but my daughter reacted after eating them. I'd like to know what's in them. Please call me on the number below.\nJenny Hartley",
        {
          problems: [
            'Hello, The sausages I bought on Saturday were labelled gluten free but my daughter reacted after eating them.',
          ],
        },
      ),
      h(
        'Dear traders,\nThe York Food Festival dates have been confirmed as 18 to 27 September. The board has agreed to waive stall fees for BID members this year. Applications open next week. Please note that the Parliament Street loading bay will be suspended during the festival.',
        {
          decisions: ['The board has agreed to waive stall fees for BID members this year.'],
          problems: [
            'Please note that the Parliament Street loading bay will be suspended during the festival.',
          ],
          announcements: [
            'Dear traders, The York Food Festival dates have been confirmed as 18 to 27 September.',
          ],
        },
      ),
      h(
        'Bank meeting, Tue 10am\nDiscussed the loan for the new display counter.\nBank approved £18k over five years at 7.9%.\nThey want the counter ordered by end of April.\nThought: maybe a second van for deliveries one day.',
        {
          decisions: ['Bank approved £18k over five years at 7.9%.'],
        },
      ),
      h(
        'A new park-and-ride route to the hospital starts on Monday, the council has announced. Bus passengers had long complained about the old route. Walmgate traders welcomed the news.',
        {
          announcements: [
            'A new park-and-ride route to the hospital starts on Monday, the council has announced.',
          ],
        },
      ),
      h(
        "My father never decided anything in a hurry. He'd say the cow isn't going anywhere. The new lot launch something on Monday and drop it by Friday.",
      ),
    ],
  },
  {
    name: 'Mei Ling, owner of a dry-cleaning and alterations shop in a Toa Payoh HDB estate (Singapore), on a Wednesday',
    highlights: [
      h(
        "17/06/2026, 08:31 - Auntie Rose: The steam press is leaking water from the bottom again.\n17/06/2026, 08:32 - Auntie Rose: Floor very wet, I put towels.\n17/06/2026, 08:40 - Mei Ling: ok don't use it, do the shirts with the hand iron first\n17/06/2026, 08:41 - Mei Ling: And we close the collection counter at 6 today instead of 8, no choice.",
        {
          decisions: ['Mei Ling: And we close the collection counter at 6 today instead of 8, no choice.'],
          problems: ['Auntie Rose: The steam press is leaking water from the bottom again.'],
        },
      ),
      h(
        'Dear Ms Tan,\nPlease be informed that with effect from 1 July 2026, our price for hydrocarbon solvent will increase by 6%. Our biodegradable garment covers remain available at the same price. Thank you for your continued support.\nBest regards,\nJason Lim\nSales Executive, Huat Seng Chemicals Pte Ltd',
        {
          problems: [
            'Dear Ms Tan, Please be informed that with effect from 1 July 2026, our price for hydrocarbon solvent will increase by 6%.',
          ],
          announcements: [
            'Dear Ms Tan, Please be informed that with effect from 1 July 2026, our price for hydrocarbon solvent will increase by 6%.',
          ],
        },
      ),
      h(
        'Bishan-Toa Payoh Town Council: notice\nRepainting works at Blocks 177 to 182 will commence on 22 June and last about eight weeks. Residents and shopkeepers are advised to keep windows closed during spraying. The covered walkway in front of the shops will remain open.',
        {
          announcements: [
            'Repainting works at Blocks 177 to 182 will commence on 22 June and last about eight weeks.',
          ],
        },
      ),
      h(
        "The Government will give heartland shops up to $10,000 each to go digital under a new scheme that opens for applications on 1 August, the Minister of State announced on Tuesday. Shopkeepers interviewed said they would wait to see the details. Many older owners have decided to retire rather than adapt, a merchants' association said.",
        {
          announcements: [
            'The Government will give heartland shops up to $10,000 each to go digital under a new scheme that opens for applications on 1 August, the Minister of State announced on Tuesday.',
          ],
        },
      ),
      h(
        "Hi, this is Mr Goh. Collected my suit yesterday and there's a shiny mark on the left sleeve that wasn't there before. Can I bring it back today? Thanks",
        {
          problems: [
            "Collected my suit yesterday and there's a shiny mark on the left sleeve that wasn't there before.",
          ],
        },
      ),
      h(
        'wed\npay CPF for Auntie Rose and Ah Kow\nbuy more hangers\nback room aircon tripping again\nconfirmed: taking the hotel uniforms contract from July',
        {
          decisions: ['confirmed: taking the hotel uniforms contract from July'],
          problems: ['back room aircon tripping again'],
        },
      ),
      h(
        'Customers forgive a late order. They do not forgive being surprised by it. Tell them the problem before they find it.',
      ),
      h(
        "[17/06/2026, 12:10] Uncle Tan: Association AGM is fixed for 5 July at the Toa Payoh CC, all members welcome.\n[17/06/2026, 12:12] Priya: anyone know a good supplier for invisible zips in bulk?\n[17/06/2026, 12:20] Uncle Tan: try Chip Lee at People's Park, cheaper than Arab Street",
        {
          announcements: [
            'Uncle Tan: Association AGM is fixed for 5 July at the Toa Payoh CC, all members welcome.',
          ],
        },
      ),
      h(
        'Talk with Mei Qi, Tues night\nWe will stop the free delivery for orders under $30 from next month.\nGrab drivers keep cancelling the pickups from Block 179.\nMei Qi wants to try the laundry lockers at the MRT.\nNeed to think about it more.',
        {
          decisions: ['We will stop the free delivery for orders under $30 from next month.'],
          problems: ['Grab drivers keep cancelling the pickups from Block 179.'],
        },
      ),
      h(
        "CleanTrack app: what's new in June\nCustomers can now get a WhatsApp message when their order is ready. Version 3.4 is live for all shops today. The old SMS option will stay until December.",
        {
          announcements: [
            'Customers can now get a WhatsApp message when their order is ready.',
            'Version 3.4 is live for all shops today.',
          ],
        },
      ),
      h(
        'The provision shop on the corner did not fail; the neighbourhood changed around it. That is a different thing, and it deserves a different kind of sympathy.',
      ),
    ],
  },
  {
    name: 'Sami, owner of a corner deli and bodega in Astoria, Queens (New York), on a Saturday',
    highlights: [
      h(
        "Hector: Boss, the ice cream freezer is reading 15 degrees and everything's going soft.\nHector: I moved the pints to the back cooler.\nSami: ok good. Calling the refrigeration guy now\nSami: We're not taking any more Uber Eats orders for frozen stuff today.",
        {
          decisions: ["Sami: We're not taking any more Uber Eats orders for frozen stuff today."],
          problems: [
            "Hector: Boss, the ice cream freezer is reading 15 degrees and everything's going soft.",
          ],
        },
      ),
      h(
        "Hi Sami,\nStarting May 1 we're moving your delivery day from Tuesday to Wednesday. The new price list is attached. Please have a look when you can.\nThanks,\nMarisol, Boro Foods Distribution",
        {
          decisions: ["Hi Sami, Starting May 1 we're moving your delivery day from Tuesday to Wednesday."],
          announcements: [
            "Hi Sami, Starting May 1 we're moving your delivery day from Tuesday to Wednesday.",
          ],
        },
      ),
      h(
        'NYC Department of Sanitation, notice to businesses\nBeginning June 1, all food businesses must put out trash in bins with secure lids, not bags. Fines start at $50 for a first violation. Free bin guides are available online.',
        {
          announcements: [
            'Beginning June 1, all food businesses must put out trash in bins with secure lids, not bags.',
          ],
        },
      ),
      h(
        'A 24-hour pharmacy opens on 31st Avenue next month, replacing the old bank branch. The space has been empty since the bank closed in 2023. A water main break on Steinway Street has left several shops without water since Friday night, and repairs may take until Monday. The block association meets on the first Tuesday of every month.',
        {
          problems: [
            'A water main break on Steinway Street has left several shops without water since Friday night, and repairs may take until Monday.',
          ],
          announcements: [
            'A 24-hour pharmacy opens on 31st Avenue next month, replacing the old bank branch.',
          ],
        },
      ),
      h(
        'The corner store is the last place in the city where people still decide things face to face. Nobody launches anything there; they just open the door every morning.',
      ),
      h(
        'sat\npay Hector for the overtime\ndecided: keeping the lotto terminal\nmouse droppings behind the chips rack again',
        {
          decisions: ['decided: keeping the lotto terminal'],
          problems: ['mouse droppings behind the chips rack again'],
        },
      ),
      h(
        "Landlord meeting, 11am\nHe agreed to cap the rent increase at 4% if we sign for five years.\nI said I'd think about it.\nThe awning is still leaking onto the produce stand and he says it's not his problem.\nLawyer friend says get everything in writing.",
        {
          decisions: ['He agreed to cap the rent increase at 4% if we sign for five years.'],
          problems: ["The awning is still leaking onto the produce stand and he says it's not his problem."],
        },
      ),
      h(
        'Big news Astoria: we now make fresh bagels in house every morning from 6am! Come try the everything bagel with our scallion cream cheese. Thanks for 22 years of support.',
        {
          announcements: ['Big news Astoria: we now make fresh bagels in house every morning from 6am!'],
        },
      ),
      h(
        'Bodega owners have always worked long hours, and few of them would call it a problem. One owner joked that the cat was part of the business plan.',
      ),
      h(
        'Con Edison: planned electric service interruption at your address on Tuesday, April 21, from 1 AM to 5 AM for equipment upgrades. No action is needed. Reply STOP to opt out.',
        {
          problems: [
            'Con Edison: planned electric service interruption at your address on Tuesday, April 21, from 1 AM to 5 AM for equipment upgrades.',
          ],
        },
      ),
      h(
        "Karim: heard the card fees are going up again?\nSami: nah that was a rumor, nothing official yet\nKarim: ok well I already told Mom we're doing the Eid hampers again this year.",
        {
          decisions: ["Karim: ok well I already told Mom we're doing the Eid hampers again this year."],
        },
      ),
      h(
        'Layla: Dad I updated the Google listing with the Sunday hours.\nLayla: Also added photos of the sandwich board.\nSami: thank you habibti',
      ),
    ],
  },
  {
    name: 'Riaan, owner of a pet shop and dog-grooming parlour in Durbanville, Cape Town (South Africa), on a Thursday',
    highlights: [
      h(
        '[09/07/2026, 07:48] Thandi: Load shedding stage 4 from 10 to 12:30 today according to the app.\n[09/07/2026, 07:50] Thandi: Should I move the 10:30 and 11:00 grooms to the afternoon?\n[09/07/2026, 07:55] Riaan: Yes, and no more bookings before 1pm today.',
        {
          decisions: ['Riaan: Yes, and no more bookings before 1pm today.'],
          problems: ['Thandi: Load shedding stage 4 from 10 to 12:30 today according to the app.'],
        },
      ),
      h(
        "Good day Riaan\nKaroo Kibble's new grain-free range is now available to order, with first deliveries from 20 July.\nUnfortunately the 15kg adult chicken bags are out of stock until August due to a production issue at the factory.\nWe apologise for any inconvenience.\nKind regards\nNadia van Wyk, Paws Wholesale",
        {
          problems: [
            'Unfortunately the 15kg adult chicken bags are out of stock until August due to a production issue at the factory.',
          ],
          announcements: [
            "Karoo Kibble's new grain-free range is now available to order, with first deliveries from 20 July.",
          ],
        },
      ),
      h(
        'City of Cape Town: Water and Sanitation\nNotice of water interruption: Wellington Road and surrounds, Tuesday 14 July, 09:00 to 16:00, for a valve replacement. Affected customers will be notified by SMS. Please store enough water for your needs.',
        {
          problems: [
            'Notice of water interruption: Wellington Road and surrounds, Tuesday 14 July, 09:00 to 16:00, for a valve replacement.',
          ],
        },
      ),
      h(
        'Ward councillors have approved a new off-leash dog park at Majik Forest, with fencing to start in September. The Durbanville Animal Welfare Society will hold its winter adoption day on 25 July at the community hall. The society has rehomed more than 400 animals since it opened.',
        {
          decisions: [
            'Ward councillors have approved a new off-leash dog park at Majik Forest, with fencing to start in September.',
          ],
          announcements: [
            'The Durbanville Animal Welfare Society will hold its winter adoption day on 25 July at the community hall.',
          ],
        },
      ),
      h(
        "Hi, my dog came home from her groom yesterday with a small cut behind her ear. She's fine but I wanted you to know. Can you tell me which groomer did her?",
        {
          problems: ['Hi, my dog came home from her groom yesterday with a small cut behind her ear.'],
        },
      ),
      h(
        'thurs\nstocktake cat litter\nclean fish tank 3\nbook the vet talk for Saturday\ndecided: stop selling live rabbits',
        {
          decisions: ['decided: stop selling live rabbits'],
        },
      ),
      h(
        'Every pet shop owner eventually has to decide what kind of shop they want to be. The ones that fail usually tried to be all of them. A new puppy is not a product.',
      ),
      h(
        "Groomers' meeting, Wed after close\nWe agreed to charge R50 extra for matted coats from August.\nThandi raised the problem of the slippery floor in the wash room.\nMaybe look at rubber mats, Riaan to get quotes.",
        {
          decisions: ['We agreed to charge R50 extra for matted coats from August.'],
          problems: ['Thandi raised the problem of the slippery floor in the wash room.'],
        },
      ),
      h(
        "We're now open on Sundays from 9 to 1, starting this weekend! Our self-wash station is also back after repairs. Thanks for your patience Durbanville",
        {
          announcements: [
            "We're now open on Sundays from 9 to 1, starting this weekend!",
            'Our self-wash station is also back after repairs.',
          ],
        },
      ),
      h(
        "PetTrade SA newsletter\nThe Pet Retailers' Forum has appointed Lwazi Dlamini as its new chairperson. Retailers report strong winter sales of dog jerseys. The forum was founded in 2009.",
        {
          announcements: ["The Pet Retailers' Forum has appointed Lwazi Dlamini as its new chairperson."],
        },
      ),
      h(
        "Dogs don't decide to misbehave; they decide what works. If pulling on the lead gets them to the park faster, pulling is a success, not a failure.",
      ),
      h(
        'Always check the coat before you quote. A rushed groom is a failed groom. Owners remember the bow, not the nails.',
      ),
    ],
  },
  {
    name: 'Ana, owner of a taco truck in Austin (Texas), on a Friday',
    highlights: [
      h(
        "Luis: Generator cut out twice during lunch, had to restart it both times.\nMarco: prob the fuel filter again\nLuis: ok\nAna: Fine, we're skipping the brewery gig tonight until it's fixed.",
        {
          decisions: ["Ana: Fine, we're skipping the brewery gig tonight until it's fixed."],
          problems: ['Luis: Generator cut out twice during lunch, had to restart it both times.'],
        },
      ),
      h(
        'Austin Public Health, Mobile Food Vendor Program\nStarting October 1, mobile food vendor permits will be renewed online only through the new permitting portal. Instructions are on the city website. Questions can be sent to the vendor program inbox.',
        {
          announcements: [
            'Starting October 1, mobile food vendor permits will be renewed online only through the new permitting portal.',
          ],
        },
      ),
      h(
        'Hi Ana this is Rosa from Tortilleria La Reina. Our masa mill broke down this morning so we can only do half your order tomorrow. We decided to give all our truck customers half instead of cutting some off completely. So sorry!!',
        {
          decisions: [
            'We decided to give all our truck customers half instead of cutting some off completely.',
          ],
          problems: ['Our masa mill broke down this morning so we can only do half your order tomorrow.'],
        },
      ),
      h(
        'City Council voted 8-3 on Thursday to allow food trucks to park overnight in designated lots on East Cesar Chavez. Supporters say the change will save vendors hours of driving each week. The rules take effect in January.',
        {
          decisions: [
            'City Council voted 8-3 on Thursday to allow food trucks to park overnight in designated lots on East Cesar Chavez.',
          ],
          announcements: ['The rules take effect in January.'],
        },
      ),
      h(
        'fri\nbuy limes (costco)\ncall Mom re Sunday\npropane tank gauge stuck at half\nnew menu item: going with the birria, not the brisket',
        {
          decisions: ['new menu item: going with the birria, not the brisket'],
          problems: ['propane tank gauge stuck at half'],
        },
      ),
      h(
        '5 stars! Best al pastor in East Austin, hands down. The line was long but moved fast. Will be back next Friday.',
      ),
      h(
        'Every restaurant I know that failed, failed slowly and then all at once. The decision to close was made months before anyone said it out loud.',
      ),
      h(
        "Hey Ana,\nWe're launching our fall beer garden series on October 3 and would love to have you as the anchor truck. Also, management signed off on the new revenue split, so it's 10% to us starting next month instead of 12%. Let me know by next week!\nJake, Hill Country Brewing",
        {
          decisions: [
            "Also, management signed off on the new revenue split, so it's 10% to us starting next month instead of 12%.",
          ],
          announcements: [
            "Hey Ana, We're launching our fall beer garden series on October 3 and would love to have you as the anchor truck.",
          ],
        },
      ),
      h(
        "Sunday sit-down w/ Marco\nAgreed: no more catering jobs under 50 people.\nCard reader fees were $640 last month, way more than we thought.\nMarco wants a second truck by spring, I'm not sure.",
        {
          decisions: ['Agreed: no more catering jobs under 50 people.'],
          problems: ['Card reader fees were $640 last month, way more than we thought.'],
        },
      ),
      h(
        "TruckPay release notes, v8.1\nOffline mode is now available for all accounts. Tips can now be split between staff automatically. Known issue: some Android tablets may log out after an update, and we're working on a fix. Thanks for using TruckPay.",
        {
          problems: [
            "Known issue: some Android tablets may log out after an update, and we're working on a fix.",
          ],
          announcements: [
            'Offline mode is now available for all accounts.',
            'Tips can now be split between staff automatically.',
          ],
        },
      ),
      h(
        "We're at the Mueller farmers market this Sunday for the first time, come say hi! Tacos sell out fast so come early.",
        {
          announcements: ["We're at the Mueller farmers market this Sunday for the first time, come say hi!"],
        },
      ),
      h(
        "Tip from the Austin truck owners group: buy your ice the night before on hot weekends. Most people lose money in their first summer and that's normal. Keep your receipts in one envelope per week.",
      ),
    ],
  },
  {
    name: 'Rachel, owner of a toy and games shop on George Street, Dunedin (New Zealand), on a Monday in November',
    highlights: [
      h(
        "16/11/2026, 08:20 - Hemi: The front window display fell down overnight, the whole castle set is in bits.\n16/11/2026, 08:22 - Claire: noooo\n16/11/2026, 08:30 - Rachel: We're not rebuilding the castle, going with the train set for the Christmas window instead.",
        {
          decisions: [
            "Rachel: We're not rebuilding the castle, going with the train set for the Christmas window instead.",
          ],
          problems: ['Hemi: The front window display fell down overnight, the whole castle set is in bits.'],
        },
      ),
      h(
        'Kia ora Rachel,\nGood news: the new Kiwi Birds card game has arrived in our warehouse and orders placed today ship Wednesday. As discussed, we have agreed to extend your payment terms to 60 days over the Christmas period.\nNgā mihi,\nTom, Southern Toy Distributors',
        {
          decisions: [
            'As discussed, we have agreed to extend your payment terms to 60 days over the Christmas period.',
          ],
          announcements: [
            'Kia ora Rachel, Good news: the new Kiwi Birds card game has arrived in our warehouse and orders placed today ship Wednesday.',
          ],
        },
      ),
      h(
        'Dunedin City Council: George Street upgrade\nStage 3 works will close the footpath outside numbers 180 to 240 from Monday 23 November. The council has agreed to pause works from 18 December to 11 January so shops can trade over summer. Temporary signage will direct customers to the shops.',
        {
          decisions: [
            'The council has agreed to pause works from 18 December to 11 January so shops can trade over summer.',
          ],
          problems: [
            'Stage 3 works will close the footpath outside numbers 180 to 240 from Monday 23 November.',
          ],
        },
      ),
      h(
        "mon\nring ACC re Hemi's wrist\nxmas wrapping station, ask mum\ndecided: late night Thursdays from 26 Nov",
        {
          decisions: ['decided: late night Thursdays from 26 Nov'],
        },
      ),
      h(
        "The Toy Retailers Association of New Zealand has announced its Toy of the Year shortlist, with the winner revealed on 1 December. Retailers are warning that a shortage of shipping containers could delay some Christmas stock by three weeks. Last year's winner was a wooden marble run.",
        {
          problems: [
            'Retailers are warning that a shortage of shipping containers could delay some Christmas stock by three weeks.',
          ],
          announcements: [
            'The Toy Retailers Association of New Zealand has announced its Toy of the Year shortlist, with the winner revealed on 1 December.',
          ],
        },
      ),
      h(
        'Children decide the rules of a new game faster than adults can read them. Failure, for a child, is just the part of the game before the fun part.',
      ),
      h(
        "Hi there,\nJust wanted to say thank you for finding the last dinosaur puzzle for my son's birthday. He hasn't put it down since.\nCheers, Aroha",
      ),
      h(
        "George St traders, Fri breakfast\nDecision: we'll all stay open until 8pm on the last four Thursdays before Christmas.\nSomeone suggested a joint Facebook ad; no one volunteered to organise it.\nNext meeting is in February.",
        {
          decisions: ["Decision: we'll all stay open until 8pm on the last four Thursdays before Christmas."],
        },
      ),
      h(
        "A new children's museum will open in the former Exchange building in March, the trust behind it announced on Saturday. The building has been empty since 2019. Dunedin's population grew by 1.2% last year.",
        {
          announcements: [
            "A new children's museum will open in the former Exchange building in March, the trust behind it announced on Saturday.",
          ],
        },
      ),
      h(
        'Your new Click & Collect option is now live on your store. Customers will see it at checkout. Payouts for 12 November are delayed while we verify your bank details.',
        {
          problems: ['Payouts for 12 November are delayed while we verify your bank details.'],
          announcements: ['Your new Click & Collect option is now live on your store.'],
        },
      ),
      h(
        "16/11/2026, 19:05 - Dad: how's the shop love\n16/11/2026, 19:07 - Rachel: busy! Window fell down but we sorted it.\n16/11/2026, 19:08 - Dad: good on you\n16/11/2026, 19:10 - Rachel: Will ring you Sunday x",
      ),
      h(
        'The best toy shops are small on purpose. Parents decide in the first ten seconds whether a shop is for them. Nothing new on the shelf is as exciting as a staff member who has actually played the game.',
      ),
    ],
  },
];
