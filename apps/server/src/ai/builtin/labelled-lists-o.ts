import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_O: LabelledListDay[] = [
  {
    name: 'Independent café owner',
    highlights: [
      h(
        "Staff meeting, Mon 3 June\nPresent: me, Priya, Tom, Elsie.\nWe're dropping the brunch menu on weekdays from next week.\nAgreed that Tom takes over the Saturday opening shift.\nPriya suggested a loyalty card app but we'll look at costs first.\nTom asked if we could get a second grinder.\nNext meeting in a fortnight.",
        {
          decisions: [
            "We're dropping the brunch menu on weekdays from next week.",
            'Agreed that Tom takes over the Saturday opening shift.',
          ],
        },
      ),
      h(
        "From Hatch Roasters: Our drum roaster broke down on Monday and your 12kg house blend order will be two days late. We're really sorry for the inconvenience. Our new Ethiopian single origin launches next month, and we'll send samples to all wholesale customers. Invoice attached. Have a lovely week!",
        {
          problems: [
            'From Hatch Roasters: Our drum roaster broke down on Monday and your 12kg house blend order will be two days late.',
          ],
          announcements: [
            "Our new Ethiopian single origin launches next month, and we'll send samples to all wholesale customers.",
          ],
        },
      ),
      h(
        'fridge 2 temp was 9°C at close, way over the 5°C limit. Binned all the milk in it. call engineer tmrw',
        {
          problems: ['fridge 2 temp was 9°C at close, way over the 5°C limit.'],
        },
      ),
      h(
        'Most small businesses fail not because of one bad decision but because of a hundred small ones nobody noticed. The fix is rarely dramatic. It is paying attention, every day, to the boring numbers. — from a book on running a shop',
      ),
      h(
        "Council update: Market Street has reopened to traffic after the resurfacing works. The new Saturday farmers' market starts on 6 July, with 30 stalls outside the town hall. Parking charges are unchanged. Details on the council website.",
        {
          announcements: [
            'Council update: Market Street has reopened to traffic after the resurfacing works.',
            "The new Saturday farmers' market starts on 6 July, with 30 stalls outside the town hall.",
          ],
        },
      ),
      h(
        "Elsie: the card machine went offline again during the lunch rush, we lost maybe 6 sales\nMe: how long for?\nElsie: about 40 mins, I put a cash only sign up\nMe: right, that's it, we're switching to SumUp next week\nElsie: thank god",
        {
          decisions: ["Me: right, that's it, we're switching to SumUp next week"],
          problems: [
            'Elsie: the card machine went offline again during the lunch rush, we lost maybe 6 sales',
          ],
        },
      ),
      h(
        "Big news! From 1 July we're open on Sunday mornings, 8 till 1. Our new seasonal menu lands the same week, with the return of the lemon polenta cake. Thank you for all the lovely messages asking for it. See you soon x",
        {
          announcements: [
            "From 1 July we're open on Sunday mornings, 8 till 1.",
            'Our new seasonal menu lands the same week, with the return of the lemon polenta cake.',
          ],
        },
      ),
      h(
        "Email from Carol (accountant): Your VAT return for Q1 is overdue and HMRC may charge a penalty if it isn't filed by Friday. I still need the March bank statements to finish it. Hope the new coffee machine is behaving! Cheers, Carol",
        {
          problems: [
            "Email from Carol (accountant): Your VAT return for Q1 is overdue and HMRC may charge a penalty if it isn't filed by Friday.",
          ],
        },
      ),
      h(
        "lease chat w/ landlord\nRent review: he's agreed to freeze the rent until April 2026.\nWe settled on splitting the cost of the new awning 50/50.\nThe damp patch in the back storeroom is spreading and he says it's not his problem.\nNeed to check the lease wording before I push back.\nHe also mentioned selling the building at some point.",
        {
          decisions: [
            "Rent review: he's agreed to freeze the rent until April 2026.",
            'We settled on splitting the cost of the new awning 50/50.',
          ],
          problems: ["The damp patch in the back storeroom is spreading and he says it's not his problem."],
        },
      ),
      h(
        "New isn't always better. Regulars come for the thing they had last time, and the quickest way to lose them is to change it without asking. A café menu should evolve slowly, like a good sourdough starter. Change one thing at a time.",
      ),
      h(
        'Food hygiene visit today. The inspector flagged that the hand-wash sink in the kitchen had no hot water, which has to be fixed within 14 days. Otherwise we kept our 5 rating, phew. She liked the new allergen folder. Plumber booked for Wednesday.',
        {
          problems: [
            'The inspector flagged that the hand-wash sink in the kitchen had no hot water, which has to be fixed within 14 days.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Hair salon owner',
    highlights: [
      h(
        "Tuesday huddle\nWe're going to stop taking walk-ins on Saturdays, bookings only from 15 June.\nPrices for colour go up by £5 from July, agreed by everyone.\nWe also agreed to trial late-night Thursdays in December.\nJade raised that the back basin is draining really slowly again.\nShould we try a four-day week for juniors? Nobody was sure.\nTowels order is due.",
        {
          decisions: [
            "We're going to stop taking walk-ins on Saturdays, bookings only from 15 June.",
            'Prices for colour go up by £5 from July, agreed by everyone.',
            'We also agreed to trial late-night Thursdays in December.',
          ],
          problems: ['Jade raised that the back basin is draining really slowly again.'],
        },
      ),
      h(
        "Hi, I had a balayage with you on Saturday and it's gone brassy and patchy after one wash, which for £140 is really disappointing. Can someone call me to sort it out? I've been coming to you for six years. Thanks, Lauren",
        {
          problems: [
            "Hi, I had a balayage with you on Saturday and it's gone brassy and patchy after one wash, which for £140 is really disappointing.",
          ],
        },
      ),
      h(
        'Kerasol launches its new ammonia-free colour line in the UK this autumn. Ask your usual rep for the shade chart and the training dates. Early reviews say coverage on greys is the best yet. Prices to follow.',
        {
          announcements: ['Kerasol launches its new ammonia-free colour line in the UK this autumn.'],
        },
      ),
      h(
        "A client will forgive a bad haircut; what she won't forgive is feeling unheard. Every consultation is a small decision you make together. Listen first, then pick up the scissors.",
      ),
      h("booking system double-booked Jade at 2pm AGAIN. that's 3 times this week. emailed Fresha support", {
        problems: [
          "booking system double-booked Jade at 2pm AGAIN. that's 3 times this week. emailed Fresha support",
        ],
      }),
      h(
        "Mia: just to confirm, we're going with the sage green for the new shopfront\nMe: perfect\nMia: great, the signwriter starts on the 12th and needs the door clear by 8\nMe: I'll tell the girls",
        {
          decisions: ["Mia: just to confirm, we're going with the sage green for the new shopfront"],
        },
      ),
      h(
        "The High Street Hair Awards shortlist has been published, and we're on it for Best Newcomer Salon! Still can't quite believe it. I need a dress.",
        {
          announcements: [
            "The High Street Hair Awards shortlist has been published, and we're on it for Best Newcomer Salon!",
          ],
        },
      ),
      h(
        "Team, from Monday all colour mixes must be logged on the tablet, not on paper. This follows the mix-up with Mrs Okafor's toner last week. Any questions, ask me. Dee",
        {
          announcements: ['Team, from Monday all colour mixes must be logged on the tablet, not on paper.'],
        },
      ),
      h(
        'Salons that fail to raise prices with inflation end up subsidising their clients. The problem is rarely the price itself, it is how nervously you tell people about it. Announce it once, calmly, and move on.',
      ),
      h(
        'Your insurance renewal is due on 30 June and the premium stays the same as last year. However, our records show your fire extinguisher service certificate has expired, which may invalidate your cover. Please send an updated certificate. Kind regards, Claire at Fairway Insurance',
        {
          problems: [
            'However, our records show your fire extinguisher service certificate has expired, which may invalidate your cover.',
          ],
        },
      ),
      h(
        'Met Raj re finances. We agreed to move the juniors onto salaried contracts in September. Card fees are eating 3% of takings, which is far too much. He thinks a new provider could halve that. Follow up in June.',
        {
          decisions: ['We agreed to move the juniors onto salaried contracts in September.'],
          problems: ['Card fees are eating 3% of takings, which is far too much.'],
        },
      ),
      h(
        'From the landlord: The new car park behind the parade opens on Monday, free for the first two hours. Parking in the old one stays at £1.20 an hour. Might finally stop the staff parking on the road.',
        {
          announcements: [
            'From the landlord: The new car park behind the parade opens on Monday, free for the first two hours.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Independent garage owner',
    highlights: [
      h(
        "Workshop meeting 14/5\nWe've decided to stop servicing pre-2005 diesels, parts are too hard to get.\nDanny starts as our second MOT tester in June now his certificate has come through.\nThe ramp in bay 2 failed its LOLER inspection and can't be used until it's repaired.\nIdea: Saturday afternoon opening? Everyone to think about it.\nBiscuits are on Danny this week.",
        {
          decisions: ["We've decided to stop servicing pre-2005 diesels, parts are too hard to get."],
          problems: ["The ramp in bay 2 failed its LOLER inspection and can't be used until it's repaired."],
          announcements: [
            'Danny starts as our second MOT tester in June now his certificate has come through.',
          ],
        },
      ),
      h(
        "Took my Golf in for a clutch and got it back with an engine warning light on that wasn't there before. I'll be ringing them first thing tomorrow. The waiting room was nice though. Two stars for now.",
        {
          problems: [
            "Took my Golf in for a clutch and got it back with an engine warning light on that wasn't there before.",
          ],
        },
      ),
      h(
        'Trade notice: our Hilltop branch closes permanently on 28 June. From 1 July all trade orders will come from the Northgate depot, with a new 2-hour delivery promise. Your account number stays the same. Thank you for your custom over the years.',
        {
          announcements: [
            'Trade notice: our Hilltop branch closes permanently on 28 June.',
            'From 1 July all trade orders will come from the Northgate depot, with a new 2-hour delivery promise.',
          ],
        },
      ),
      h(
        'A mechanic who never admits a mistake will make the same one twice. The good ones treat every failure as information. The great ones write it down.',
      ),
      h(
        'Corsa in bay 1 has a cracked head, not just a gasket. Need to redo the quote. ring Mrs Patel before 10 tmrw',
        {
          problems: ['Corsa in bay 1 has a cracked head, not just a gasket.'],
        },
      ),
      h(
        'From 1 January, garages must use the new online system for recording MOT advisories, the DVSA announced today. Training webinars are on the DVSA website. The old system will run alongside it until March. Details to follow by email.',
        {
          announcements: [
            'From 1 January, garages must use the new online system for recording MOT advisories, the DVSA announced today.',
          ],
        },
      ),
      h(
        "Gaz: fleet contract with Brightway, yes or no?\nMe: yes, let's sign it, but only on 14-day payment terms\nGaz: ok I'll send it over to them tonight",
        {
          decisions: ["Me: yes, let's sign it, but only on 14-day payment terms"],
        },
      ),
      h(
        'Break-in last night: the side door lock was forced and two diagnostic tablets were taken. Police crime number is 44/2291/24. Locksmith came at 8 and the door is secure for now. The insurer has been told and wants photos by Monday.',
        {
          problems: [
            'Break-in last night: the side door lock was forced and two diagnostic tablets were taken.',
          ],
        },
      ),
      h(
        'The garage of the future will fix fewer engines and more software. Electric cars have fewer moving parts, which is both the opportunity and the problem for independents. Those who train now will be fine.',
      ),
      h(
        'GarageHive 3.2 is now live. New: automatic MOT reminders by text. Fixed: invoices no longer print twice. Thanks for your patience while we sorted that one.',
        {
          announcements: ['GarageHive 3.2 is now live.', 'New: automatic MOT reminders by text.'],
        },
      ),
      h(
        "Wrong brake discs delivered for the Focus again, second time this week. Supplier says the right ones will be here by Friday. Customer's not thrilled but understands.",
        {
          problems: ['Wrong brake discs delivered for the Focus again, second time this week.'],
        },
      ),
      h(
        "Chat with Dad about the business\nWe agreed I take over as owner from 1 April.\nWe're keeping the name, no question.\nHe still wants to do the classic car work on Fridays.\nHe reckons the EV training is worth every penny.\nMum wants us to have a party.",
        {
          decisions: ['We agreed I take over as owner from 1 April.', "We're keeping the name, no question."],
        },
      ),
    ],
  },
  {
    name: 'Farm shop manager',
    highlights: [
      h(
        "Farm shop team meeting\nAgreed: we'll stock Hartley's ice cream from May.\nWe chose the green paper bags over the brown ones.\nThe walk-in chiller alarm went off twice overnight, the compressor may be on its way out.\nAnyone have thoughts on a café corner?\nRota for Easter still to do.",
        {
          decisions: [
            "Agreed: we'll stock Hartley's ice cream from May.",
            'We chose the green paper bags over the brown ones.',
          ],
          problems: [
            'The walk-in chiller alarm went off twice overnight, the compressor may be on its way out.',
          ],
        },
      ),
      h(
        'egg sales down 30% since the new Tesco opened on the ring road. Need a plan before the summer. maybe a vending hut at the gate?',
        {
          problems: ['egg sales down 30% since the new Tesco opened on the ring road.'],
        },
      ),
      h(
        'Ashby Farm Shop has been named Farm Shop of the Year at the Midlands Food Awards. The shop, run by the Hale family since 1987, beat more than 40 other entries. Judges praised its butchery counter and its cheese room. The award was presented by the TV chef Ben Hart.',
        {
          announcements: [
            'Ashby Farm Shop has been named Farm Shop of the Year at the Midlands Food Awards.',
          ],
        },
      ),
      h(
        'Environmental Health: We have received a complaint about a strong smell from the waste bins next to your car park. Please contact this office within 7 days to arrange a visit. Yours sincerely, J Marsh',
        {
          problems: [
            'Environmental Health: We have received a complaint about a strong smell from the waste bins next to your car park.',
          ],
        },
      ),
      h(
        'Farming teaches you that most of what matters is decided by the weather, and your job is simply to be ready. A bad harvest is not a failure of character. Neither is a good one a triumph of it.',
      ),
      h(
        "We're thrilled to say our new pick-your-own strawberry field opens on Saturday 15 June! Bring a punnet or buy one at the gate. Dogs on leads are welcome. Check our page for picking conditions on the day.",
        {
          announcements: [
            "We're thrilled to say our new pick-your-own strawberry field opens on Saturday 15 June!",
          ],
        },
      ),
      h(
        "Tom: the till crashed again and wiped this morning's card sales from the report\nMe: did you log it with the supplier?\nTom: yes, ticket 8812\nMe: ok, we're replacing it, I've ordered the Square one",
        {
          decisions: ["Me: ok, we're replacing it, I've ordered the Square one"],
          problems: ["Tom: the till crashed again and wiped this morning's card sales from the report"],
        },
      ),
      h(
        "Met Steve the butcher about the meat counter. We've settled on him running it as a concession, with 12% of takings to us. He wants to do a hog roast in August as well. Nice bloke.",
        {
          decisions: ["We've settled on him running it as a concession, with 12% of takings to us."],
        },
      ),
      h(
        'Bird flu prevention zone declared across the county from midnight tonight. All poultry keepers must house their birds and keep records of visitors. Full guidance is on gov.uk. Told Dad to keep the hens in.',
        {
          problems: ['Bird flu prevention zone declared across the county from midnight tonight.'],
          announcements: ['Bird flu prevention zone declared across the county from midnight tonight.'],
        },
      ),
      h('decided: no more plastic punnets after this season', {
        decisions: ['decided: no more plastic punnets after this season'],
      }),
      h(
        'The new generation of farm shops sell an experience, not just vegetables. People want to see where it was grown and who grew it. The shop is the last mile of the farm. Sell the story, not just the carrots.',
      ),
      h(
        "Hill Dairy: our delivery van has broken down, so there'll be no milk or cream until Wednesday. Apologies for the short notice. Our new goat's milk yoghurt is now available to order. Kind regards, Lisa",
        {
          problems: [
            "Hill Dairy: our delivery van has broken down, so there'll be no milk or cream until Wednesday.",
          ],
          announcements: ["Our new goat's milk yoghurt is now available to order."],
        },
      ),
    ],
  },
  {
    name: 'Plumbing and heating firm owner',
    highlights: [
      h(
        "Monday catch-up\nWe're going to quote every boiler job at a fixed price from now on, no more day rates.\nKev's van failed its MOT on the brakes, so he's on small local jobs till Thursday.\nAgreed that Leanne handles all the Gas Safe paperwork.\nOur new website goes live on Friday.\nThinking about taking on an apprentice in the autumn.\nLeanne's mum is doing the sandwiches for the open day.",
        {
          decisions: [
            "We're going to quote every boiler job at a fixed price from now on, no more day rates.",
            'Agreed that Leanne handles all the Gas Safe paperwork.',
          ],
          problems: ["Kev's van failed its MOT on the brakes, so he's on small local jobs till Thursday."],
          announcements: ['Our new website goes live on Friday.'],
        },
      ),
      h(
        "Hi, the radiator you fitted on Friday is leaking from the valve and there's water all over the laminate. Can someone come out today please? I'm in after 2.",
        {
          problems: [
            "Hi, the radiator you fitted on Friday is leaking from the valve and there's water all over the laminate.",
          ],
        },
      ),
      h(
        "Gas Safe Register has launched a new online renewal system, live from 1 March. Worth doing renewals early this year anyway. Fees are unchanged. Link in the members' area.",
        {
          announcements: ['Gas Safe Register has launched a new online renewal system, live from 1 March.'],
        },
      ),
      h("remember Leanne's birthday thurs. cake from the bakery on Chapel St"),
      h(
        "note: decided we're not doing any more landlord certificates for Crestview Lettings, they never pay on time",
        {
          decisions: [
            "note: decided we're not doing any more landlord certificates for Crestview Lettings, they never pay on time",
          ],
        },
      ),
      h(
        'Dear customer,\nDue to a national shortage, Worcester Bosch combi boilers are on allocation and lead times are now 6 to 8 weeks.\nWe apologise for any disruption this may cause.\nYour account manager will be in touch about alternatives.\nKind regards,\nCity Plumb Supplies',
        {
          problems: [
            'Dear customer, Due to a national shortage, Worcester Bosch combi boilers are on allocation and lead times are now 6 to 8 weeks.',
          ],
        },
      ),
      h(
        "Leanne: Mrs Doyle's paid at last, all £2,340\nMe: brilliant\nLeanne: also the van insurance direct debit bounced and they say cover lapses on Friday if it's not paid\nMe: I'll pay it now from the business account",
        {
          problems: [
            "Leanne: also the van insurance direct debit bounced and they say cover lapses on Friday if it's not paid",
          ],
        },
      ),
      h(
        "We're pleased to announce that Hughes Plumbing & Heating is now an accredited heat pump installer. Our first installs are booked in for September. Call the office for a free survey. Thanks to everyone who supported us.",
        {
          announcements: [
            "We're pleased to announce that Hughes Plumbing & Heating is now an accredited heat pump installer.",
          ],
        },
      ),
      h(
        'Most small trade firms fail in their third year, usually because of cash flow, not workmanship. Chasing invoices is a skill like any other. Learn it or hire someone who has.',
      ),
      h(
        "Accountant mtg\nWe've chosen to go VAT-registered from 1 July.\nCash is tight this month because three big invoices are over 60 days late.\nShe recommends a separate tax savings account.\nNext review in October.",
        {
          decisions: ["We've chosen to go VAT-registered from 1 July."],
          problems: ['Cash is tight this month because three big invoices are over 60 days late.'],
        },
      ),
      h(
        'Warning: the water main on Elm Road has burst and the street is closed, so the Turner bathroom job is off today. Customers have been told. Lads to go to the Hill Top job instead.',
        {
          problems: [
            'Warning: the water main on Elm Road has burst and the street is closed, so the Turner bathroom job is off today.',
          ],
        },
      ),
      h(
        'Merchant newsletter: Our new trade counter on Hollins Way opens on 1 July, with hours from 6.30am. Parking is round the back. Bacon rolls on us all week. See you there!',
        {
          announcements: [
            'Merchant newsletter: Our new trade counter on Hollins Way opens on 1 July, with hours from 6.30am.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Yoga studio owner',
    highlights: [
      h(
        "Teachers' meeting notes\nWe voted to drop the 6am class over the summer.\nThe hot room heater tripped the fuse twice during Sunday's class.\nDecided: new teachers get two free weeks of classes to learn our style.\nMaybe a retreat in Portugal next year? Costs first.\nSam brought flapjacks.",
        {
          decisions: [
            'We voted to drop the 6am class over the summer.',
            'Decided: new teachers get two free weeks of classes to learn our style.',
          ],
          problems: ["The hot room heater tripped the fuse twice during Sunday's class."],
        },
      ),
      h(
        'Yoga is not about touching your toes, it is what you learn on the way down. Let go of the need to decide in advance how far you will go. The body keeps its own calendar.',
      ),
      h(
        "Heads up: the roof over studio 2 is leaking again after last night's rain, please keep mats away from the back corner. A roofer is booked for Thursday morning. The buckets are under the sink. Sorry all!",
        {
          problems: [
            "Heads up: the roof over studio 2 is leaking again after last night's rain, please keep mats away from the back corner.",
          ],
        },
      ),
      h(
        "Our new Yin & Restore class launches on Wednesday 5 June at 7.30pm. We're also delighted to welcome Amara to the teaching team. Book through the app as usual. Namaste!",
        {
          announcements: [
            'Our new Yin & Restore class launches on Wednesday 5 June at 7.30pm.',
            "We're also delighted to welcome Amara to the teaching team.",
          ],
        },
      ),
      h('3 people complained the changing room was freezing again. radiator valve stuck?', {
        problems: ['3 people complained the changing room was freezing again. radiator valve stuck?'],
      }),
      h(
        "Lou: so are we doing the price rise or not\nMe: yes, class packs go to £75 from September, let's just do it\nLou: ok I'll update the website tonight",
        {
          decisions: ["Me: yes, class packs go to £75 from September, let's just do it"],
        },
      ),
      h(
        'Studios that launch too many new classes confuse their students. Fewer, better classes win. Your timetable is a promise. Cut anything with fewer than five regulars.',
      ),
      h(
        'Mindbody status: bookings and check-ins are failing for some studios in the UK since 06:00 GMT. Our engineers are working on a fix. We will post an update within the hour.',
        {
          problems: [
            'Mindbody status: bookings and check-ins are failing for some studios in the UK since 06:00 GMT.',
          ],
        },
      ),
      h(
        'Your application for change of use of the first-floor room has been approved. The approval is subject to the usual noise conditions. Please display the notice for 21 days.',
        {
          decisions: ['Your application for change of use of the first-floor room has been approved.'],
        },
      ),
      h(
        "Felt flat teaching today. Not sure why. Maybe just tired, it's been a long term. Went for a walk after.",
      ),
      h(
        'The British Wheel of Yoga has published its new teacher standards, which come into force in January. All members will receive a printed copy. I should probably read them.',
        {
          announcements: [
            'The British Wheel of Yoga has published its new teacher standards, which come into force in January.',
          ],
        },
      ),
      h(
        'From the studio app team: online bookings now open 14 days ahead instead of 7, starting today. Thanks for all your feedback! Let us know what you think.',
        {
          announcements: [
            'From the studio app team: online bookings now open 14 days ahead instead of 7, starting today.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Independent bookshop owner',
    highlights: [
      h(
        "Shop meeting, Thursday\nAgreed we'll host the Sunday book club in the back room from now on.\nWe're going with Gardners as our main wholesaler instead of splitting orders.\nThe stockroom damp is getting worse and two boxes of signed hardbacks are ruined.\nCoffee machine in the back is fixed, finally.\nRuth wants a proper children's corner.\nWho's doing the window for the festival?",
        {
          decisions: [
            "Agreed we'll host the Sunday book club in the back room from now on.",
            "We're going with Gardners as our main wholesaler instead of splitting orders.",
          ],
          problems: ['The stockroom damp is getting worse and two boxes of signed hardbacks are ruined.'],
        },
      ),
      h(
        "Delighted to confirm that Nell Stroud will launch her new novel at your shop on 14 September. Her publicist will send details next week. She's a joy to work with. Best wishes, Hannah",
        {
          announcements: [
            'Delighted to confirm that Nell Stroud will launch her new novel at your shop on 14 September.',
          ],
        },
      ),
      h(
        'Every bookshop is a small argument against the idea that everything new is better. The old stock knows things. Keep the shelves a little untidy, people like to discover.',
      ),
      h(
        "I ordered a copy of The Salt Path on 2 May and I've still not had a call to say it's in. It was meant to be a birthday present. Please could someone ring me? Thanks, Margaret",
        {
          problems: [
            "I ordered a copy of The Salt Path on 2 May and I've still not had a call to say it's in.",
          ],
        },
      ),
      h(
        'Waterstones is to open a new branch on the high street in the autumn, the company confirmed on Monday. The former Boots unit has been empty since 2021. Shoppers welcomed the news.',
        {
          announcements: [
            'Waterstones is to open a new branch on the high street in the autumn, the company confirmed on Monday.',
          ],
        },
      ),
      h('till roll printer jammed again, 4th time. receipts all blank. Need to ring Epos Now', {
        problems: ['till roll printer jammed again, 4th time. receipts all blank.'],
      }),
      h(
        'Batch 2.8 released today. New: gift card balances now show on receipts. Known issue: stock counts may double for returns made before 9am. Update when convenient.',
        {
          problems: ['Known issue: stock counts may double for returns made before 9am.'],
          announcements: ['Batch 2.8 released today.', 'New: gift card balances now show on receipts.'],
        },
      ),
      h(
        'Booksellers Association regional mtg. Members approved the new shared loyalty scheme, starting in October. Next meeting is in Bristol. Good lunch.',
        {
          decisions: ['Members approved the new shared loyalty scheme, starting in October.'],
          announcements: ['Members approved the new shared loyalty scheme, starting in October.'],
        },
      ),
      h(
        "Nobody opens a bookshop to get rich. You open one because you've decided that a town without one is poorer. The accounts rarely agree with you.",
      ),
      h(
        'Ruth: the window display fell down overnight, the fishing line snapped\nMe: argh, anything broken?\nRuth: one ceramic owl, everything else is fine\nMe: phew',
        {
          problems: ['Ruth: the window display fell down overnight, the fishing line snapped'],
        },
      ),
      h(
        "Final call on the author events: we'll charge £5 a ticket, redeemable against the book. And no more events on Fridays, the turnout is always awful. Tickets through the website.",
        {
          decisions: [
            "Final call on the author events: we'll charge £5 a ticket, redeemable against the book.",
            'And no more events on Fridays, the turnout is always awful.',
          ],
        },
      ),
      h(
        'We regret to inform you that the retail rates relief scheme ends on 31 March, and your bill will rise to £8,400 a year. Payment options are set out overleaf. Yours faithfully, Revenues Team',
        {
          problems: [
            'We regret to inform you that the retail rates relief scheme ends on 31 March, and your bill will rise to £8,400 a year.',
          ],
        },
      ),
    ],
  },
  {
    name: 'One-person app developer',
    highlights: [
      h(
        'decisions for v2\nGoing with SwiftUI only, dropping iOS 15 support.\nPricing: settled on £2.99/month or £19.99/year.\nStill undecided about a lifetime option.\nCrash rate on iPad jumped to 4% after 1.9.2, need to look at that first.\nBeta testers: 42 signed up.',
        {
          decisions: [
            'Going with SwiftUI only, dropping iOS 15 support.',
            'Pricing: settled on £2.99/month or £19.99/year.',
          ],
          problems: ['Crash rate on iPad jumped to 4% after 1.9.2, need to look at that first.'],
        },
      ),
      h(
        "App keeps crashing when I open the stats tab. Otherwise I love it, it's the only habit app that stuck. Please fix!",
        {
          problems: ['App keeps crashing when I open the stats tab.'],
        },
      ),
      h(
        'Your app Streaky 2.0 has been approved and is Ready for Sale. It may take up to 24 hours to appear on the App Store.',
        {
          decisions: ['Your app Streaky 2.0 has been approved and is Ready for Sale.'],
          announcements: ['Your app Streaky 2.0 has been approved and is Ready for Sale.'],
        },
      ),
      h(
        'Streaky 2.0 is here! New: widgets for your Home Screen. New: iCloud sync across all your devices. Fixed a bug where reminders fired twice. Thanks for all the feedback!',
        {
          announcements: [
            'Streaky 2.0 is here!',
            'New: widgets for your Home Screen.',
            'New: iCloud sync across all your devices.',
          ],
        },
      ),
      h(
        "Shipping is a decision, not a date. Most side projects fail because their makers never decide they're done. Ship the embarrassing version. Nobody remembers your v1.",
      ),
      h(
        "Ana: the new icon is ready, sending it over tonight\nMe: amazing\nAna: we're going with the orange version, right?\nMe: yes, orange it is",
        {
          decisions: ['Me: yes, orange it is'],
        },
      ),
      h(
        "RevenueCat webhook failing since 02:00, so new subscribers aren't getting Pro unlocked. Posted a status note on the website. Refund anyone who asks. Coffee first.",
        {
          problems: [
            "RevenueCat webhook failing since 02:00, so new subscribers aren't getting Pro unlocked.",
          ],
        },
      ),
      h(
        'Apple announced today that all new apps must be built with the iOS 18 SDK from April. The change was posted on the developer news page. Xcode update incoming, then.',
        {
          announcements: [
            'Apple announced today that all new apps must be built with the iOS 18 SDK from April.',
          ],
        },
      ),
      h('Revenue this month £1,240, best ever. still not enough to quit contracting'),
      h(
        'Your Stripe payout of £412.50 has been delayed because we need to verify your business address. Please upload a recent utility bill within 5 days. Thank you for your patience. Stripe Support',
        {
          problems: [
            'Your Stripe payout of £412.50 has been delayed because we need to verify your business address.',
          ],
        },
      ),
      h(
        "Don't build a new feature to fix a marketing problem. Users don't churn because of missing features, they churn because they never understood the first one. — indie dev podcast, ep 212",
      ),
      h(
        "Call with Jon (Android contractor)\nWe agreed he builds the Android version for a fixed £6k, starting in July.\nHe flagged that the Kotlin sync library we picked is abandoned and has open security holes.\nHe's on holiday the first week of August.\nGood call overall.",
        {
          decisions: ['We agreed he builds the Android version for a fixed £6k, starting in July.'],
          problems: [
            'He flagged that the Kotlin sync library we picked is abandoned and has open security holes.',
          ],
        },
      ),
    ],
  },
];
