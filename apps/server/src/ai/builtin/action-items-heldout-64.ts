import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_64: LabelledDay[] = [
  {
    name: 'Callum, a wooden-boat shipwright in Lunenburg, Nova Scotia, on a Tuesday',
    highlights: [
      h(
        "Tues\nsteam box element went again this morning\nOak for the frames arrives Thurs, Glen says\nRing Glen if the oak isn't here by noon Thurs",
        "Ring Glen if the oak isn't here by noon Thurs",
      ),
      h(
        'Message from Mr Whitby (the Cape Islander): Hi Callum, hope the work is going well. Could you send me a couple of photos of the new stem before Friday? My brother-in-law thinks we should have gone with larch, but I told him you know best.',
        'Could you send me a couple of photos of the new stem before Friday?',
      ),
      h(
        "From the lofting course notes: Never trust the plans over the lofted lines. Take every measurement off the floor, not off the paper. A batten that won't lie fair is telling you something.",
      ),
      h(
        'Planking on the Whitby boat is at the turn of the bilge now. Garboard went in sweet yesterday. We should be ready to fair the hull by the end of next week, weather allowing.',
      ),
      h(
        "Text from Donna at the yard office: The insurance inspector came round this morning and was happy with the slipway. Please have the cradle chocked and the area swept before Saturday's haul-out. Also, the new kettle is in the office if you want it.",
        "Please have the cradle chocked and the area swept before Saturday's haul-out.",
      ),
      h(
        'Supplier: Bluenose Marine Fastenings, 902-555-0187, Sheila in trade sales. Silicon bronze ring nails 1-1/4" are $94 a box, minimum order two boxes. Open 7.30 to 4, closed Sundays.',
      ),
      h(
        'Foggy and flat calm on the harbour this morning. The Bluenose II went out past the yard under power. Never gets old.',
      ),
      h(
        'I meant to call Mum on Sunday and completely forgot. Call Mum tonight after supper.',
        'Call Mum tonight after supper.',
      ),
      h(
        'Jess (apprentice) asked whether she can leave early Friday for her exam. Told her yes. Jess to finish bevelling the sheer clamp before she goes.',
        'Jess to finish bevelling the sheer clamp before she goes.',
      ),
      h(
        "For Saturday's haul-out\ncheck the cradle bolts\nTide tables are pinned up in the shed\nWho is driving the travel lift?",
        'check the cradle bolts',
        'Who is driving the travel lift?',
      ),
      h(
        'Reading about the Bluenose tonight: she was built in 1921 at the Smith and Rhuland yard, just down the road. Some of the old caulking irons in the shop might be older than that.',
      ),
    ],
  },
  {
    name: 'Shane, a structural steel welder-fabricator in Brisbane, on a Monday',
    highlights: [
      h(
        "Mon 6am\ngas bottle swap — argon's nearly empty\nKev reckons the new MIG is a lemon",
        "gas bottle swap — argon's nearly empty",
      ),
      h(
        'Boss (Darren): Mate the Hendra job has moved up a week. Need the balustrade posts cut, drilled and galvo-ready by Thursday arvo. The truck is booked for Friday morning.',
        'Need the balustrade posts cut, drilled and galvo-ready by Thursday arvo.',
      ),
      h(
        'From the WHS induction slides: Hot work permits are required for all welding outside the bay. Never weld on a drum or tank that has held flammable liquid, even if it looks clean. Keep a fire watch for 30 minutes after finishing.',
      ),
      h(
        'Customer (Mrs Nguyen, gate job): Hello Shane, thank you for the quote. The gate should fit a 3.2 m opening, I measured it twice. Could you please use the darker charcoal powder coat rather than the black?',
        'Could you please use the darker charcoal powder coat rather than the black?',
      ),
      h(
        'Steel supplier: Moreton Steel, acct no 44817, yard closes 3.30 on Fridays. 100x100 SHS is back in stock at $38.50/m.',
      ),
      h(
        "You need to get your forklift licence renewed before the 30th or Darren can't put you on the Hendra site.",
        "You need to get your forklift licence renewed before the 30th or Darren can't put you on the Hendra site.",
      ),
      h(
        "Rang Kev's mate about the plasma cutter. He wants $2,200 for it, which is a bit steep. I was going to make an offer but decided to wait and see.",
      ),
      h(
        'TODO: regrind the tungstens\nsharpened the drill bits Friday, all good',
        'TODO: regrind the tungstens',
      ),
      h(
        "Shaz: Don't forget you're picking Mia up from swimming at 4.15 today.\nShaz: Mia had a great day at school btw",
        "Shaz: Don't forget you're picking Mia up from swimming at 4.15 today.",
      ),
      h(
        "Good day overall. The posts came off the saw square for once. Should've ordered more 10 mm plate last week.",
      ),
      h(
        'Lincoln manual, p.14: Check the liner and contact tip for wear before every shift. Wire feed problems are usually caused by a worn liner.',
      ),
    ],
  },
  {
    name: 'Ana, a wall and floor tiler in Auckland, on a Thursday',
    highlights: [
      h(
        'Thurs - Ponsonby bathroom\ncheck the membrane has cured before laying\nFloor tiles 600x600, 14 boxes, in the van',
        'check the membrane has cured before laying',
      ),
      h(
        'From client (Hemi): Kia ora Ana, the builder says the shower tray should be in by Monday. Is it possible to move the start of the kitchen splashback to Wednesday? No worries if not.',
        'Is it possible to move the start of the kitchen splashback to Wednesday?',
      ),
      h(
        'Tiling course handout: Back-butter large format tiles to avoid hollow spots. Leave a 5 mm movement joint at every wall junction. Lippage is the number one complaint from clients.',
      ),
      h(
        'Tile Depot Mt Wellington trade desk 09 555 0134, account in my name. Grout colour "Warm Grey" discontinued, nearest match is "Pebble". Pick up the Pebble grout and two bags of rapid-set adhesive on the way tomorrow.',
        'Pick up the Pebble grout and two bags of rapid-set adhesive on the way tomorrow.',
      ),
      h(
        'Tama did a great job on the feature wall yesterday. Tama to cut the niche tiles first thing tomorrow and keep the offcuts for the skirting.',
        'Tama to cut the niche tiles first thing tomorrow and keep the offcuts for the skirting.',
      ),
      h('Ute rego due 14th', 'Ute rego due 14th'),
      h(
        'I called the insurance people about the cracked van windscreen. They said someone should ring me back within 48 hours.',
      ),
      h('Why do builders always leave the floor out of level by 15 mm and then blame the tiler? Honestly.'),
      h(
        "Email from the architect: Thanks for the tile layout drawing for the ensuite, it's perfect. We also still need to decide whether the niche is tiled in the feature tile or the plain.",
        'We also still need to decide whether the niche is tiled in the feature tile or the plain.',
      ),
      h(
        'Article on running a trade business: Charge for your travel time. Say no to jobs that feel wrong at the quote stage, because they only get worse.',
      ),
      h(
        "Mum's 70th at the Thai place on Sunday was lovely, still can't believe she's 70. Tia sorted the booking for all of us, thank goodness.",
      ),
    ],
  },
  {
    name: 'Wanjiru, a licensed aircraft maintenance engineer on nights at Jomo Kenyatta airport, Nairobi',
    highlights: [
      h(
        'Night shift 1900-0700\n5Y-KQX in for A-check\nTech log: pilot reports intermittent pack 2 fault light\nTroubleshoot pack 2 before the 0500 release',
        'Troubleshoot pack 2 before the 0500 release',
      ),
      h(
        'From Otieno (shift lead): Wanjiru, the borescope is booked out to the engine shop until 2200. Please return the torque wrench set to stores before you go home, it is due for calibration. Thanks for covering on Sunday.',
        'Please return the torque wrench set to stores before you go home, it is due for calibration.',
      ),
      h(
        'Human factors refresher: The "Dirty Dozen" lists twelve causes of maintenance error. Complacency and pressure are the two most often seen on night shift. Never sign for work you did not see or do.',
      ),
      h(
        'Stores: P/N 3291-447 valve on back order, ETA Monday from Toulouse. The AOG desk may approve robbing one from the spare aircraft.',
      ),
      h(
        'Mama: Wanjiru, you must come for lunch on Sunday, your aunt is visiting from Nyeri.',
        'Mama: Wanjiru, you must come for lunch on Sunday, your aunt is visiting from Nyeri.',
      ),
      h(
        'I was supposed to finish my B1 module 7 exam prep this week but nights have killed me. Register for the module 7 exam before registration closes on the 21st.',
        'Register for the module 7 exam before registration closes on the 21st.',
      ),
      h('Matatu fare up again\nTraffic on Mombasa Rd was terrible'),
      h(
        'AMM 21-51-00: Ensure the aircraft is electrically powered before opening the pack bay doors. Caution: pack bay surfaces may be hot for up to 45 minutes after shutdown.',
      ),
      h(
        'Handover to day shift: Pack 2 temp sensor replaced, ops check good. Day shift to close panel 191BL and complete the leak check on the fuel manifold. The left main tyre should last until the next A-check, wear is within limits.',
        'Day shift to close panel 191BL and complete the leak check on the fuel manifold.',
      ),
      h('So tired tonight. Whose idea was it to schedule three A-checks in one week?'),
      h(
        "The follow-up from last month's audit is closed. Follow up with Otieno about my overtime hours for October.",
        'Follow up with Otieno about my overtime hours for October.',
      ),
    ],
  },
  {
    name: 'Tom, a dry-stone waller in the Cumbrian fells, on a Wednesday',
    highlights: [
      h(
        'Wed - Bannerdale job\ngap by the ford, 6 m down after the storm\nTake the big crowbar and the string lines',
        'Take the big crowbar and the string lines',
      ),
      h(
        'Text from Mrs Pattinson: The sheep will be off the intake field from Friday, so you can get in with the tractor then. Could you let me know roughly what the wall on the lonning will cost before I speak to the agent?',
        'Could you let me know roughly what the wall on the lonning will cost before I speak to the agent?',
      ),
      h(
        'DSWA walling course notes: One on two and two on one. Put the face of every stone out and the length into the wall. Never run a joint up more than two courses.',
      ),
      h(
        'Quarry: Shap Blue, £85 a tonne delivered, min 5 tonne. Kendal stone yard has reclaimed through-stones, Pete runs it.',
      ),
      h(
        'Grant paperwork for the Countryside Stewardship wall has to be in by the 3rd.',
        'Grant paperwork for the Countryside Stewardship wall has to be in by the 3rd.',
      ),
      h('Rained solid all morning, so I sat in the van and did the invoices. Sent three, chased one.'),
      h(
        'Lad from the college (Josh) starts with me Monday. He should be alright, his uncle walls over at Shap.',
      ),
      h('dog to the vet Thurs 9.40\nBin lid pinched again, third one this year', 'dog to the vet Thurs 9.40'),
      h(
        'Reading an old walling book tonight. The author reckons a good waller handles each stone only once. Easier said than done on a wet fellside.',
      ),
      h(
        'From the National Trust ranger (Gill): Hi Tom, thanks for the photos of the Hartsop wall, it looks grand. Would you be able to send over your risk assessment for the next section by Monday? The car park at Hartsop is open again from Monday.',
        'Would you be able to send over your risk assessment for the next section by Monday?',
      ),
      h(
        "Van is making that knocking noise again. Should get it into Tyson's garage before winter.",
        "Should get it into Tyson's garage before winter.",
      ),
    ],
  },
  {
    name: 'Priyanka, a domestic appliance repair technician in Toronto, on a Friday',
    highlights: [
      h(
        'Fri\nWhirlpool washer E21 error = drain pump blocked or failed, usually\nBring the spare drain pump to the Scarborough call',
        'Bring the spare drain pump to the Scarborough call',
      ),
      h(
        "Customer (Mr Okafor): Hi, the dishwasher you fixed last week is leaking again from the door. I'm home after 3 on Monday. Can you come back and have a look under warranty?",
        'Can you come back and have a look under warranty?',
      ),
      h(
        "Dispatch (Luc): Heads up, parts counter at Dufferin closes early today for inventory. Make sure you log all of this week's parts usage in the app before 5, accounting is closing the month.",
        "Make sure you log all of this week's parts usage in the app before 5, accounting is closing the month.",
      ),
      h(
        'From the refrigerant handling course: Recover refrigerant before opening a sealed system. Venting is illegal and the fines start at $5,000. Always check for a standing pressure before brazing.',
      ),
      h(
        'Parts: Reliable Parts, Dufferin St, trade acct 77-2051. Bosch heating pump 12014980 is $189 and 3 days out.',
      ),
      h(
        'Did the LG fridge in Etobicoke, it was just a frozen defrost drain. Customer was thrilled. She gave me a coffee for the road.',
      ),
      h('Van oil change overdue', 'Van oil change overdue'),
      h(
        'You have to sit the G license road test by March or the G2 expires.',
        'You have to sit the G license road test by March or the G2 expires.',
      ),
      h(
        'Ravi: can u pick up the cake from Sweet Maple on Queen by 6?\nRavi: they should have it boxed already',
        'Ravi: can u pick up the cake from Sweet Maple on Queen by 6?',
      ),
      h(
        'Bosch service manual: Do not operate the appliance with the kick plate removed. Disconnect power before servicing.',
      ),
      h(
        'We still need to decide whether to renew the van lease or buy it out by the 15th. The buyout price is $11,400, which seems high.',
        'We still need to decide whether to renew the van lease or buy it out by the 15th.',
      ),
    ],
  },
  {
    name: 'Siobhán, a dental technician with a small crown-and-bridge lab in Dublin, on a Monday',
    highlights: [
      h(
        'Monday\nZirconia discs arrived this morning, plenty of A2 now\nMilling unit calibrated last Tuesday, all fine',
      ),
      h(
        "From Dr Byrne's practice: Hi Siobhán, the patient for the upper bridge has been moved to Thursday at 10. Can you have the bridge back to us by Wednesday afternoon? Thanks a million.",
        'Can you have the bridge back to us by Wednesday afternoon?',
      ),
      h(
        'CPD webinar on ceramic layering: Build the dentine slightly overcontoured to allow for firing shrinkage. Shade is about value first, then chroma, then hue. The presenter said most remakes come from bad shade photos.',
      ),
      h(
        'Supplier rep at DentalDirect (Aoife) 087 555 2290. New price list from 1 March, up 6% on lithium disilicate.',
      ),
      h(
        'Niamh to pour the models for the Kelly case and the two Walsh cases before lunch.',
        'Niamh to pour the models for the Kelly case and the two Walsh cases before lunch.',
      ),
      h(
        'I sent the Murphy crown back out on Friday. Should have double-checked the contacts, they were a bit tight.',
      ),
      h('HPRA registration renewal - by the 30th', 'HPRA registration renewal - by the 30th'),
      h(
        "Flights are booked, 14th to 19th. Who is covering the lab the week I'm in Lisbon?",
        "Who is covering the lab the week I'm in Lisbon?",
      ),
      h('Why does every practice want everything back by Wednesday? Some things never change.'),
      h('Lidl list\neggs\noat milk\nbin bags', 'eggs', 'oat milk', 'bin bags'),
      h(
        "The furnace should be finished its cycle by 6, so there's no need to stay late. Niamh fired the last batch of bridges on Saturday.",
      ),
    ],
  },
  {
    name: 'Rosa, a fibre-optic splicer working Saturday overtime in San Antonio, Texas',
    highlights: [
      h(
        'Sat OT - Culebra Rd\n144-count cable was cut by a backhoe Thursday night\nOTDR the span back to the hut once the splice is closed',
        'OTDR the span back to the hut once the splice is closed',
      ),
      h(
        "Foreman (Ray): Good work Thursday night. Need your splice reports uploaded to the portal by Monday 8am or the customer won't sign off. Also, can you swing by the yard and grab the spare cleaver?",
        "Need your splice reports uploaded to the portal by Monday 8am or the customer won't sign off.",
        'Also, can you swing by the yard and grab the spare cleaver?',
      ),
      h(
        'From the fusion splicing cert course: Clean, cleave, splice, protect. A bad cleave is the cause of most high-loss splices. Never look into the end of a live fiber.',
      ),
      h(
        'Supplier: Lone Star Fiber Supply, 210-555-0119, will-call opens at 7. Splice protection sleeves are $42 per 100.',
      ),
      h(
        "You need to get the truck's DOT inspection done before the sticker runs out on the 31st.",
        "You need to get the truck's DOT inspection done before the sticker runs out on the 31st.",
      ),
      h('Spent two hours waiting on the locate crew. Finally got in the hole at 11.'),
      h(
        "Mom: mija remember Abuela's party is tomorrow at 2, bring the folding chairs",
        "Mom: mija remember Abuela's party is tomorrow at 2, bring the folding chairs",
      ),
      h('Thinking about going for the CFOT certification this year. Pay bump would be nice.'),
      h(
        'Safety tailgate card: Confined space entry requires a permit and an attendant. Test the atmosphere before entry, every time.',
      ),
      h(
        'Ray said the new splicer should arrive next week. The old Fujikura has done 40,000 splices and it shows.',
      ),
      h(
        "Payday Friday\nelectric bill due the 5th\ncall the dentist about Mateo's filling",
        'electric bill due the 5th',
        "call the dentist about Mateo's filling",
      ),
    ],
  },
];
