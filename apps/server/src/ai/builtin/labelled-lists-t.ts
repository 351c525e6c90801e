import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_T: LabelledListDay[] = [
  {
    name: 'District heating plant operations manager, Aarhus (Denmark)',
    highlights: [
      h(
        'Ops meeting, Monday 7:30\nAttendees: Mette, Jonas, Per and me.\nHeat demand forecast for the week is around 410 MWh a day.\nPer reported that the flue gas condenser on boiler 2 is fouling again and efficiency is down to 91%.\nAgreed: boiler 3 stays offline until the new burner arrives.\nJonas to get a quote for a chemical clean by Wednesday.\nWe decided to charge the accumulator tank fully every night this week.',
        {
          decisions: [
            'Agreed: boiler 3 stays offline until the new burner arrives.',
            'We decided to charge the accumulator tank fully every night this week.',
          ],
          problems: [
            'Per reported that the flue gas condenser on boiler 2 is fouling again and efficiency is down to 91%.',
          ],
        },
      ),
      h(
        'Dear all,\nI am pleased to announce that Sofie Lund will join us as head of asset management on 1 March. Sofie comes to us from the transmission side, where she spent eight years on network planning. Please make her welcome when she starts.\nBest,\nHenrik',
        {
          announcements: [
            'Dear all, I am pleased to announce that Sofie Lund will join us as head of asset management on 1 March.',
          ],
        },
      ),
      h(
        'A system that is never allowed to fail small will eventually fail big. The job of an operator is to notice the small failures while they are still cheap.',
      ),
      h(
        'Incident 24-031: leak on the 400 mm transmission pipe under Randersvej. Around 60 homes in Trøjborg are without heat until the section is isolated. Crew on site at 03:05, Lars leading. Excavation permit requested from the municipality. Customer service has the standard text for callers.',
        {
          problems: [
            'Incident 24-031: leak on the 400 mm transmission pipe under Randersvej.',
            'Around 60 homes in Trøjborg are without heat until the section is isolated.',
          ],
        },
      ),
      h(
        "Aarhus Kommune has approved a new heat tariff structure that takes effect on 1 January. The fixed charge per household falls by 300 kr, while the price per MWh rises slightly. The tariff was last changed in 2016. Households can compare their old and new bills on the utility's website.",
        {
          decisions: [
            'Aarhus Kommune has approved a new heat tariff structure that takes effect on 1 January.',
          ],
          announcements: [
            'Aarhus Kommune has approved a new heat tariff structure that takes effect on 1 January.',
          ],
        },
      ),
      h(
        "Jonas: the new burner for boiler 3 has shipped from Germany, ETA Thursday.\nMette: heads up, the pump at Skejby substation is making a grinding noise again.\nMette: can we decide on the spare pump order before Friday?\nJonas: I'd rather wait for the vibration readings.",
        {
          problems: ['Mette: heads up, the pump at Skejby substation is making a grinding noise again.'],
        },
      ),
      h("remember: new isn't always better. check the old valve drawings before ordering anything."),
      h(
        'Release notes, Heatwatch 5.2\nHeatwatch 5.2 is now available for all customers.\nNew: alarm grouping by substation.\nFixed: trend charts no longer freeze when more than 20 tags are selected.\nKnown issue: exports to CSV drop the time zone on some installations.\nUpgrade takes about 20 minutes per server.',
        {
          problems: ['Known issue: exports to CSV drop the time zone on some installations.'],
          announcements: [
            'Heatwatch 5.2 is now available for all customers.',
            'New: alarm grouping by substation.',
          ],
        },
      ),
      h(
        'Call with the municipality about the Randersvej dig. They have settled on a night-time work window from 22:00 to 05:00. The traffic department wants a flagman at the school crossing on Nørrebrogade. I will send them the revised plan tomorrow. Anders from roads was helpful, for once.',
        {
          decisions: ['They have settled on a night-time work window from 22:00 to 05:00.'],
        },
      ),
      h(
        'District heating works because it is boring. The pipes last fifty years and nobody thinks about them until a radiator goes cold. That invisibility is both the great success of the Danish model and its problem when it comes to funding.',
      ),
      h(
        'Dear customer,\nDue to a strike at the port of Rostock, wood pellet deliveries will be delayed by up to ten days. We apologise for the inconvenience. Our new depot in Kolding opens in April and will shorten delivery times for Jutland. Kind regards,\nNordPellet A/S',
        {
          problems: [
            'Dear customer, Due to a strike at the port of Rostock, wood pellet deliveries will be delayed by up to ten days.',
          ],
          announcements: [
            'Our new depot in Kolding opens in April and will shorten delivery times for Jutland.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Cold-chain trucking fleet manager, Poznań (Poland)',
    highlights: [
      h(
        'Dispatch huddle 06:00\nTruck PO 4K21 reefer alarmed overnight near Berlin, yoghurt load at +9 °C on arrival.\nThe customer rejected the whole load and wants photos of the temperature log.\nDecision: all Berlin runs get a second data logger from today.\nKasia to brief the night drivers.\nFerry bookings for Ystad are fine.',
        {
          decisions: ['Decision: all Berlin runs get a second data logger from today.'],
          problems: [
            'Truck PO 4K21 reefer alarmed overnight near Berlin, yoghurt load at +9 °C on arrival.',
            'The customer rejected the whole load and wants photos of the temperature log.',
          ],
        },
      ),
      h(
        "Germany's truck toll now includes a CO2 surcharge, which took effect on 1 December. For a typical 40-tonne Euro 6 truck it adds roughly 15 cents per kilometre. The ministry has not said whether electric trucks will stay exempt after 2025. Polish hauliers run about a third of the foreign trucks on German motorways.",
        {
          announcements: [
            "Germany's truck toll now includes a CO2 surcharge, which took effect on 1 December.",
          ],
        },
      ),
      h(
        'Dear Mr Nowak,\nWe are pleased to confirm that our new truck service centre in Swarzędz opens on 15 April, with two bays reserved for refrigerated trailers. Opening hours will be 06:00 to 22:00, Monday to Saturday. Your fleet discount applies there too.\nKind regards,\nService Team',
        {
          announcements: [
            'Dear Mr Nowak, We are pleased to confirm that our new truck service centre in Swarzędz opens on 15 April, with two bays reserved for refrigerated trailers.',
          ],
        },
      ),
      h(
        'Logistics is the art of making promises you can keep. Most failures in transport are not failures of trucks but failures of planning. The planner who never says no is the one who fails most often.',
      ),
      h(
        'Marek: 4K21 driver says the reefer unit restarted itself twice, probably the same fault as in March.\nMarek: workshop can take it tomorrow at 7.\nMe: ok, we go with the Thermo King dealer, not the cheap garage in Luboń.\nMarek: 👍',
        {
          decisions: ['Me: ok, we go with the Thermo King dealer, not the cheap garage in Luboń.'],
          problems: [
            'Marek: 4K21 driver says the reefer unit restarted itself twice, probably the same fault as in March.',
          ],
        },
      ),
      h(
        'Kora Markets tender, fresh lanes to Czechia\nKora Markets picked us for the Poznań–Prague fresh lane, three trucks a day.\nWe are short of two ADR drivers for it, and the agencies have nobody until July.\nRates are fixed for 12 months with a fuel clause.\nOpen question: do we buy new trailers or lease them?',
        {
          decisions: ['Kora Markets picked us for the Poznań–Prague fresh lane, three trucks a day.'],
          problems: ['We are short of two ADR drivers for it, and the agencies have nobody until July.'],
        },
      ),
      h(
        'Incident, A2 near Września, 14:20. Trailer 77 jack-knifed in heavy rain, no injuries. The load was transferred to truck 81 within three hours. Insurer notified. Driver Paweł is fine and back home.',
        {
          problems: ['Trailer 77 jack-knifed in heavy rain, no injuries.'],
        },
      ),
      h(
        'Notice to all drivers\nFrom Monday, all drivers must log rest breaks in the new Trasa app instead of on paper. The app is already installed on every company phone. Ask Kasia if your login does not work.',
        {
          announcements: [
            'From Monday, all drivers must log rest breaks in the new Trasa app instead of on paper.',
          ],
        },
      ),
      h(
        "Europe's cold-chain market is growing about 7% a year, driven by online grocery. Yet many small fleets still run trailers older than ten years. Fleets that decide late on new refrigerants may find their units hard to service. Consolidation looks likely.",
      ),
      h(
        'ask Zofia about the fuel card pin\nbuy winter wipers for the yard van\nfailures list for Friday review',
      ),
      h(
        'Monthly review with the owners\nDiesel spend is 11% over budget for the quarter.\nThe owners approved the purchase of four used Schmitz reefers instead of new ones.\nThe next review has been moved to 20 June.\nTomek thinks we should open a hub in Wrocław, but there is no decision yet.',
        {
          decisions: [
            'The owners approved the purchase of four used Schmitz reefers instead of new ones.',
            'The next review has been moved to 20 June.',
          ],
          problems: ['Diesel spend is 11% over budget for the quarter.'],
        },
      ),
      h(
        "Poznań airport's new cargo terminal opened today, with 2,000 m² of cold storage. The airport says it will handle pharmaceuticals and fresh produce. Construction took two years.",
        {
          announcements: ["Poznań airport's new cargo terminal opened today, with 2,000 m² of cold storage."],
        },
      ),
    ],
  },
  {
    name: "Apple orchard manager, Hawke's Bay (New Zealand)",
    highlights: [
      h(
        'Picking crew meeting, Tues\nAgreed: Jazz in block 4 gets picked first, Envy waits till Monday.\nThe hail netting on block 7 has a tear about 20 m long.\nCrew numbers are 38 this week, with the RSE workers from Vanuatu arriving on Friday.\nTama to fix the netting before the weekend.\nBins are stacked at the north gate.',
        {
          decisions: ['Agreed: Jazz in block 4 gets picked first, Envy waits till Monday.'],
          problems: ['The hail netting on block 7 has a tear about 20 m long.'],
        },
      ),
      h(
        "Severe weather warning for Hawke's Bay: heavy rain and hail are expected from Thursday afternoon. This warning replaces the watch issued on Monday. The next update is due at 9 pm.",
        {
          problems: [
            "Severe weather warning for Hawke's Bay: heavy rain and hail are expected from Thursday afternoon.",
          ],
        },
      ),
      h(
        'Grower update, February\nThe industry body has launched a new export portal for phytosanitary certificates. The portal goes live for all growers on 1 March. Growers have long complained that paper certificates slowed shipments to Asia. The Heretaunga Fruitgrowers Co-op has appointed Mere Walker as its new chair. The new farm supply store in Havelock North opens on 3 March.',
        {
          announcements: [
            'The industry body has launched a new export portal for phytosanitary certificates.',
            'The portal goes live for all growers on 1 March.',
            'The Heretaunga Fruitgrowers Co-op has appointed Mere Walker as its new chair.',
            'The new farm supply store in Havelock North opens on 3 March.',
          ],
        },
      ),
      h(
        'An orchard is a decision you make for thirty years. Plant the wrong rootstock and you will live with that problem until you retire.',
      ),
      h(
        'Kia ora Ben,\nThe packhouse can only take Jazz from you on Wednesday and Thursday next week because the cool store is full. We have decided to stop accepting bins without the new RFID tags from 15 March. Tags can be collected from the office.\nNgā mihi,\nAroha',
        {
          decisions: ['We have decided to stop accepting bins without the new RFID tags from 15 March.'],
          problems: [
            'Kia ora Ben, The packhouse can only take Jazz from you on Wednesday and Thursday next week because the cool store is full.',
          ],
        },
      ),
      h(
        'Spray diary 12 Feb\nSprayed block 2 with captan, 1.5 kg/ha, wind 8 km/h.\nBlack spot lesions found on leaves in block 5, worse than last week.\nCheck the sprayer nozzles on Friday.\nNext spray due after the rain.',
        {
          problems: ['Black spot lesions found on leaves in block 5, worse than last week.'],
        },
      ),
      h(
        "Dad: the old Massey is leaking hydraulic oil again, don't use it on the slope.\nMe: we're going with the Kubota lease, signed it this morning.\nDad: fine by me, that tractor owes us nothing.",
        {
          decisions: ["Me: we're going with the Kubota lease, signed it this morning."],
          problems: ["Dad: the old Massey is leaking hydraulic oil again, don't use it on the slope."],
        },
      ),
      h(
        'Hastings District Council has opened a consultation on new water-take limits for growers on the Heretaunga aquifer. Submissions close on 28 April. The aquifer supplies both the city and most of the orchards on the plains. Our consent was renewed in 2019 for fifteen years.',
        {
          announcements: [
            'Hastings District Council has opened a consultation on new water-take limits for growers on the Heretaunga aquifer.',
          ],
        },
      ),
      h(
        'The new generation of apple varieties is bred for the supermarket shelf, not for the tree. Growers decide on a variety, then wait five years to learn whether anyone will buy it. Few other businesses launch a product with so little market research.',
      ),
      h(
        'Call with the accountant\nCash flow is tight until the first export payment lands in April.\nThe bank has approved an extension of the seasonal overdraft to $250k.\nFreight to Europe is booked through the co-op again.\nShe suggests we sell the old bins rather than store them.\nWe chose to pay the picking crew weekly instead of fortnightly this season.\nTax return is filed.',
        {
          decisions: [
            'The bank has approved an extension of the seasonal overdraft to $250k.',
            'We chose to pay the picking crew weekly instead of fortnightly this season.',
          ],
          problems: ['Cash flow is tight until the first export payment lands in April.'],
        },
      ),
      h(
        'new ladders for the crew before Monday\nask Aroha which blocks qualify for the Shanghai promo\nClean out the rain gauge',
      ),
    ],
  },
  {
    name: 'Waste and recycling services manager, Town of Ashgrove (Ontario, Canada)',
    highlights: [
      h(
        'Council voted 7–2 on Tuesday to move garbage collection to every other week starting 4 November. Green bin and blue box collection stay weekly. Councillors Hebert and Tran voted against. Staff estimate the change will save about $310,000 a year.',
        {
          decisions: [
            'Council voted 7–2 on Tuesday to move garbage collection to every other week starting 4 November.',
          ],
          announcements: [
            'Council voted 7–2 on Tuesday to move garbage collection to every other week starting 4 November.',
          ],
        },
      ),
      h(
        'Ops log, Thursday\nTruck 12 burst a hydraulic line on Elm Street, about 20 litres of fluid on the road.\nSpill crew on site by 9:40.\nRoutes 3 and 4 were covered by truck 9.\nBlue box tonnage for the day was 14.2 t.',
        {
          problems: ['Truck 12 burst a hydraulic line on Elm Street, about 20 litres of fluid on the road.'],
        },
      ),
      h(
        "Hi all,\nOntario's new blue box rules take effect for Ashgrove on 1 January, when producers take over the cost of collection. The change was set out in a regulation passed in 2021. Staff will present a transition plan to council in September.\nThanks,\nGreg",
        {
          announcements: [
            "Hi all, Ontario's new blue box rules take effect for Ashgrove on 1 January, when producers take over the cost of collection.",
          ],
        },
      ),
      h(
        'Nobody thanks the garbage truck until it fails to come. A town is judged by the things that work so well that no one notices them.',
      ),
      h(
        "Dave: scale house says the weigh scale is out again, trucks are queuing back to the road.\nMe: can you ask Jen to print manual tickets?\nDave: tech is booked for Monday morning.\nMe: then we'll go with estimated weights for the weekend, I'll sign off on it.",
        {
          decisions: ["Me: then we'll go with estimated weights for the weekend, I'll sign off on it."],
          problems: [
            'Dave: scale house says the weigh scale is out again, trucks are queuing back to the road.',
          ],
        },
      ),
      h(
        'The Town of Ashgrove is opening a new household hazardous waste depot at 40 Mill Road on Saturday 14 September. The depot will accept paint, batteries, propane tanks and electronics. The old depot on Quarry Lane closed in 2019. Residents must show proof of address.',
        {
          announcements: [
            'The Town of Ashgrove is opening a new household hazardous waste depot at 40 Mill Road on Saturday 14 September.',
          ],
        },
      ),
      h(
        'Weekly complaints summary\nMost calls were about missed pickups on the new Route 7 in the Oakridge subdivision.\nTwo residents report raccoons tearing open green bins since the lids were changed.\nWe decided to send a second truck to Oakridge on Wednesdays until the route settles.\nCall volume is normal otherwise.',
        {
          decisions: ['We decided to send a second truck to Oakridge on Wednesdays until the route settles.'],
          problems: [
            'Most calls were about missed pickups on the new Route 7 in the Oakridge subdivision.',
            'Two residents report raccoons tearing open green bins since the lids were changed.',
          ],
        },
      ),
      h('decide nothing about the compost site until the odour study is back'),
      h(
        "Supervisors' meeting\nWe agreed to pilot electric side-loaders on two routes from spring.\nThe pilot trucks come from a builder in Quebec.\nThe union wants a say in the route design.\nOvertime budget is already 90% spent with three months left.\nJen will book a meeting with the union for early October.",
        {
          decisions: ['We agreed to pilot electric side-loaders on two routes from spring.'],
          problems: ['Overtime budget is already 90% spent with three months left.'],
        },
      ),
      h(
        'The circular economy is not a new idea; our grandparents called it thrift. What is new is how hard we have made it to repair anything.',
      ),
      h(
        "Council has appointed Priya Raman as the town's first climate and waste coordinator. She starts on 7 October and will report to me. Please include her in the Monday ops calls from then.",
        {
          announcements: [
            "Council has appointed Priya Raman as the town's first climate and waste coordinator.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Owner of a six-person electrical contracting firm, Glasgow (Scotland)',
    highlights: [
      h(
        'Site: Dennistoun tenement rewire\nAsbestos found behind the consumer unit in flat 2/1, all work in that flat has stopped.\nThe factor is booking a licensed removal firm.\nAgreed with the factor that we carry on in the other five flats meanwhile.\nScaffold comes down on Friday.',
        {
          decisions: ['Agreed with the factor that we carry on in the other five flats meanwhile.'],
          problems: [
            'Asbestos found behind the consumer unit in flat 2/1, all work in that flat has stopped.',
          ],
        },
      ),
      h(
        'Trade association bulletin\nThe association has published new guidance on EV charger installations in tenement closes. The guidance applies from 1 May and covers earthing for PME supplies. Members can download it free from the website.',
        {
          announcements: [
            'The association has published new guidance on EV charger installations in tenement closes.',
            'The guidance applies from 1 May and covers earthing for PME supplies.',
          ],
        },
      ),
      h(
        'Clydeside Electrical Wholesale: from 1 April our price list increases by 6% across cable and accessories. Our new branch in Govan opens on 22 April, with a trade counter from 6:30 every morning. Account holders keep their existing terms.',
        {
          announcements: [
            'Clydeside Electrical Wholesale: from 1 April our price list increases by 6% across cable and accessories.',
            'Our new branch in Govan opens on 22 April, with a trade counter from 6:30 every morning.',
          ],
        },
      ),
      h(
        'Good electricians are not the ones who never make mistakes. They are the ones who test before they trust.',
      ),
      h(
        "Gary: van 2 won't start again, battery's flat, third time this month.\nGary: I'm at the yard with the kettle on.\nMe: right, we're getting the battery and alternator replaced at the garage today, no more jump starts.\nRoss: I can pick you up at 8.",
        {
          decisions: [
            "Me: right, we're getting the battery and alternator replaced at the garage today, no more jump starts.",
          ],
          problems: ["Gary: van 2 won't start again, battery's flat, third time this month."],
        },
      ),
      h(
        'Hi,\nThe new sockets you fitted in the kitchen on Friday are tripping the RCD every time the kettle goes on. Please can someone come back out today.\nThanks,\nMrs Duffy',
        {
          problems: [
            'Hi, The new sockets you fitted in the kitchen on Friday are tripping the RCD every time the kettle goes on.',
          ],
        },
      ),
      h(
        'Toolbox talk, Monday\nTopic: safe isolation.\nRoss nearly worked on a live circuit at the school job last week because the board was mislabelled.\nFrom today, everyone uses the lock-off kit on every isolation, no exceptions.\nEveryone signed the sheet.',
        {
          decisions: ['From today, everyone uses the lock-off kit on every isolation, no exceptions.'],
          problems: [
            'Ross nearly worked on a live circuit at the school job last week because the board was mislabelled.',
          ],
          announcements: ['From today, everyone uses the lock-off kit on every isolation, no exceptions.'],
        },
      ),
      h(
        "Read a piece on apprenticeships this morning. The writer's point is that firms who never take on apprentices complain loudest about the skills gap. Hard to argue with.",
      ),
      h(
        "Quarter figures from Linda\nTurnover £212k, up 9% on last year.\nTwo invoices to Wheatley Homes are 90 days overdue, £18,400 in total.\nWe've chosen Xero over Sage for the new year.\nLinda will set it up in March.",
        {
          decisions: ["We've chosen Xero over Sage for the new year."],
          problems: ['Two invoices to Wheatley Homes are 90 days overdue, £18,400 in total.'],
        },
      ),
      h(
        'ring SSEN about the new supply at Bearsden\nOrder 50m of 10mm T&E\nstop deciding things in the van at 7pm',
      ),
      h(
        'Glasgow City Council has awarded us the contract for emergency lighting testing in 14 community centres. We tendered for it back in January. Ross will run it with one apprentice.',
        {
          decisions: [
            'Glasgow City Council has awarded us the contract for emergency lighting testing in 14 community centres.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Production manager at an auto-parts stamping plant, Monterrey (Mexico)',
    highlights: [
      h(
        'Shift handover, night to day\nPress 6 stopped at 03:10 with a cracked die on bracket tool 4471.\nScrap rate on line 2 was 1.6% against a 2% target.\nCoil stock is fine for two days.\nMaintenance says the die will be back by 14:00.',
        {
          problems: ['Press 6 stopped at 03:10 with a cracked die on bracket tool 4471.'],
        },
      ),
      h(
        'Quality review with the customer\nThe customer reported 300 brackets with burrs at their Saltillo plant.\nWe agreed to a 100% inspection wall on part 4471 until further notice.\nThey chose to keep the PPAP approval open, with no formal escalation for now.\n8D report due Friday.',
        {
          decisions: [
            'We agreed to a 100% inspection wall on part 4471 until further notice.',
            'They chose to keep the PPAP approval open, with no formal escalation for now.',
          ],
          problems: ['The customer reported 300 brackets with burrs at their Saltillo plant.'],
        },
      ),
      h(
        'Aviso al personal\nStarting 1 March, the plant moves to a 4x3 shift pattern for press operators. The new canteen on the east side opens the same week. Questions go to HR, extension 214.',
        {
          announcements: [
            'Starting 1 March, the plant moves to a 4x3 shift pattern for press operators.',
            'The new canteen on the east side opens the same week.',
          ],
        },
      ),
      h(
        'Stop the line when there is a problem, so that you never have to stop the company. A defect hidden is a defect repeated.',
      ),
      h(
        'Lupita: the steel supplier in Monclova says the March coils will be a week late.\nLupita: sending you their letter now.\nMe: ok, we go with the backup supplier from Saltillo for March, even at +5%.',
        {
          decisions: ['Me: ok, we go with the backup supplier from Saltillo for March, even at +5%.'],
          problems: ['Lupita: the steel supplier in Monclova says the March coils will be a week late.'],
        },
      ),
      h(
        'Nuevo León announced a new industrial water tariff on Monday, effective 1 April. The state government says the money will help fund a new aqueduct. Local manufacturers still remember the drought restrictions of 2022.',
        {
          announcements: ['Nuevo León announced a new industrial water tariff on Monday, effective 1 April.'],
        },
      ),
      h(
        'Safety walk notes\nA forklift nearly hit a pedestrian at dock door 3, blind corner.\nDecided: a convex mirror at dock door 3 and a pedestrian-only lane, installed this week.\nHousekeeping in the tool room was good.',
        {
          decisions: [
            'Decided: a convex mirror at dock door 3 and a pedestrian-only lane, installed this week.',
          ],
          problems: ['A forklift nearly hit a pedestrian at dock door 3, blind corner.'],
        },
      ),
      h(
        'Nearshoring has become the word of the year in Monterrey. New plants announce themselves almost every week, but the talk on the shop floor is about people, not buildings. Who will run all the new lines?',
      ),
      h(
        'Team,\nI am happy to share that Daniela Garza has been named plant manager, effective 15 February. Daniela has led our Querétaro plant since 2019. Please join me in congratulating her.\nRegards,\nTom',
        {
          announcements: [
            'Team, I am happy to share that Daniela Garza has been named plant manager, effective 15 February.',
          ],
        },
      ),
      h('ask Salinas for a spare die for press 6\ncheck if the robot cell really needs two operators'),
      h(
        'Monthly KPI review\nOEE for the month is 71%, still below the 80% goal.\nEnergy cost per part was flat.\nWe approved overtime on Saturdays in March to rebuild the safety stock.\nLine 4 hit a record 1.2 million parts.',
        {
          decisions: ['We approved overtime on Saturdays in March to rebuild the safety stock.'],
          problems: ['OEE for the month is 71%, still below the 80% goal.'],
        },
      ),
      h(
        'MES update 8.1\nVersion 8.1 is now live on all lines.\nNew: downtime reasons can be entered directly from the press HMI.\nFixed: shift reports no longer double-count scrap.',
        {
          announcements: [
            'Version 8.1 is now live on all lines.',
            'New: downtime reasons can be entered directly from the press HMI.',
          ],
        },
      ),
    ],
  },
  {
    name: 'County roads engineer, Kiambu County (Kenya)',
    highlights: [
      h(
        "Site meeting, Thika–Gatundu road\nAttended: contractor, resident engineer, ward administrator.\nThe contractor reports that the culvert at km 12 collapsed after Tuesday's rain.\nWe agreed that the contractor will put up a temporary Bailey bridge by Friday.\nNext site meeting on 9 May.",
        {
          decisions: ['We agreed that the contractor will put up a temporary Bailey bridge by Friday.'],
          problems: ["The contractor reports that the culvert at km 12 collapsed after Tuesday's rain."],
        },
      ),
      h(
        'The County Government of Kiambu has launched an online portal for building plan approvals. From 1 June, all plans must be submitted through the portal. The old manual process could take up to six months. Applicants will need a registered email address.',
        {
          announcements: [
            'The County Government of Kiambu has launched an online portal for building plan approvals.',
            'From 1 June, all plans must be submitted through the portal.',
          ],
        },
      ),
      h(
        'Roads do not fail all at once; they fail one pothole at a time. The pothole you ignore this year is the stretch you rebuild next year.',
      ),
      h(
        "Wanjiru: the new tarmac on Kiambu Road is already cracking near the Ndenderu junction.\nWanjiru: photos attached.\nMe: we are withholding the contractor's final payment until the defect is fixed, I'll put it in writing.\nWanjiru: sawa.",
        {
          decisions: [
            "Me: we are withholding the contractor's final payment until the defect is fixed, I'll put it in writing.",
          ],
          problems: [
            'Wanjiru: the new tarmac on Kiambu Road is already cracking near the Ndenderu junction.',
          ],
        },
      ),
      h(
        "The County Assembly has approved KSh 480 million for rural access roads in the 2024/25 budget. Ward representatives will submit priority lists by the end of July. Last year's allocation was KSh 350 million. The money is meant for the murram roads that farmers use to get milk and tea to collection points.",
        {
          decisions: [
            'The County Assembly has approved KSh 480 million for rural access roads in the 2024/25 budget.',
          ],
        },
      ),
      h(
        'Circular to county engineers\nPlease note that the Roads Board has released new design standards for low-volume sealed roads. The standards apply to all tenders advertised after 1 July. Copies are available from the regional office.',
        {
          announcements: [
            'Please note that the Roads Board has released new design standards for low-volume sealed roads.',
            'The standards apply to all tenders advertised after 1 July.',
          ],
        },
      ),
      h(
        'drove the Githunguri loop\npotholes past the tea factory again\n2 culverts blocked, water on road\nnice new school gate at Ikinu',
        {
          problems: ['potholes past the tea factory again', '2 culverts blocked, water on road'],
        },
      ),
      h(
        'Roads committee\nFuel for the graders ran out on Wednesday because the procurement order is stuck with the treasury.\nThe chair ruled that the murram contract goes back to tender because only one bidder qualified.\nThe committee settled on grading the Lari roads first, before the long rains.\nMinutes to follow.',
        {
          decisions: [
            'The chair ruled that the murram contract goes back to tender because only one bidder qualified.',
            'The committee settled on grading the Lari roads first, before the long rains.',
          ],
          problems: [
            'Fuel for the graders ran out on Wednesday because the procurement order is stuck with the treasury.',
          ],
        },
      ),
      h(
        'In Kenya, a new road often brings a new market within a year. The hard part is not building the road but deciding who will maintain it. Roads built with donor money too often have no maintenance budget once the ribbon is cut.',
      ),
      h(
        'Public notice: Ruiru–Githurai road will be closed to all traffic on Saturday 18 May from 6:00 to 18:00 for resurfacing. Motorists are advised to use the Eastern Bypass. Signs will be posted at both ends.',
        {
          problems: [
            'Public notice: Ruiru–Githurai road will be closed to all traffic on Saturday 18 May from 6:00 to 18:00 for resurfacing.',
          ],
        },
      ),
      h(
        'Welcome to Brian Otieno, who joins the department as a graduate engineer on Monday. Brian studied civil engineering at JKUAT. Show him the ropes, people.',
        {
          announcements: [
            'Welcome to Brian Otieno, who joins the department as a graduate engineer on Monday.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Inland container terminal manager, Duisburg (Germany)',
    highlights: [
      h(
        'Morning call with the barge operators\nPresent: four operators and our planning team.\nBarges on the Rhine are loading at 40% capacity, so we need three extra barge slots a day.\nAgreed: the container cut-off for barges moves from 14:00 to 12:00 while levels stay low.\nThe operators want a daily call while this lasts.',
        {
          decisions: [
            'Agreed: the container cut-off for barges moves from 14:00 to 12:00 while levels stay low.',
          ],
          problems: [
            'Barges on the Rhine are loading at 40% capacity, so we need three extra barge slots a day.',
          ],
        },
      ),
      h(
        'The port authority has opened the first section of its new container terminal on the Kohleninsel. The terminal will be one of the largest inland container terminals in Europe when finished. Coal was handled on the island for more than a century.',
        {
          announcements: [
            'The port authority has opened the first section of its new container terminal on the Kohleninsel.',
          ],
        },
      ),
      h(
        'A port is a promise to be open. The day the cranes stop, every business in the hinterland finds out how much it depended on you.',
      ),
      h(
        'Crane 3: spreader fault again, twistlocks not unlocking on 40-foot boxes.\nLiebherr technician booked for tomorrow morning.\nWe decided that crane 1 handles all 40-foot boxes until then.',
        {
          decisions: ['We decided that crane 1 handles all 40-foot boxes until then.'],
          problems: ['Crane 3: spreader fault again, twistlocks not unlocking on 40-foot boxes.'],
        },
      ),
      h(
        'DB Cargo customer info: due to a strike by the GDL union, all trains to and from Duisburg are cancelled from Wednesday 18:00 to Friday 06:00. Customers are advised to book road transport where possible.',
        {
          problems: [
            'DB Cargo customer info: due to a strike by the GDL union, all trains to and from Duisburg are cancelled from Wednesday 18:00 to Friday 06:00.',
          ],
        },
      ),
      h(
        'Dear colleagues,\nThe new terminal operating system goes live on Monday 3 June. The old system will be read-only from 31 May. Training slots are in the booking tool.\nYour IT team',
        {
          announcements: [
            'Dear colleagues, The new terminal operating system goes live on Monday 3 June.',
            'The old system will be read-only from 31 May.',
          ],
        },
      ),
      h(
        'Jana: customs scanner is down again, 14 trucks waiting at gate 2.\nJana: customs say maybe two hours.\nMe: ok, we open gate 4 for empties only to clear the queue.',
        {
          decisions: ['Me: ok, we open gate 4 for empties only to clear the queue.'],
          problems: ['Jana: customs scanner is down again, 14 trucks waiting at gate 2.'],
        },
      ),
      h(
        'Board meeting\nThe board approved the €12m investment in two electric straddle carriers.\nDelivery expected in Q2 next year.\nA second rail siding was discussed, no decision yet.\nThe board also settled on keeping the Sunday shift through the winter.\nThe CFO presented the half-year figures.',
        {
          decisions: [
            'The board approved the €12m investment in two electric straddle carriers.',
            'The board also settled on keeping the Sunday shift through the winter.',
          ],
        },
      ),
      h(
        'Inland ports are where globalisation meets the weather. When the Rhine runs low, the cost of moving a container from Rotterdam to Duisburg can triple within a week. Shippers who plan for it rarely regret the extra effort.',
      ),
      h('get Felix a badge and a locker\ncheck the reefer plugs at block C\nbook the canteen for Friday'),
      h(
        'Customer notice\nFrom 1 July, we introduce a dwell-time charge of €25 per day for containers left more than five days at the terminal. The first five days remain free. This replaces the flat storage fee announced in 2019.',
        {
          announcements: [
            'From 1 July, we introduce a dwell-time charge of €25 per day for containers left more than five days at the terminal.',
          ],
        },
      ),
      h(
        'Rotterdam–Duisburg: a Dutch operator starts a new daily barge service on 1 September, using two hybrid push boats. The operator has run a weekly service on the route since 2018. Rates have not been published.',
        {
          announcements: [
            'Rotterdam–Duisburg: a Dutch operator starts a new daily barge service on 1 September, using two hybrid push boats.',
          ],
        },
      ),
    ],
  },
];
