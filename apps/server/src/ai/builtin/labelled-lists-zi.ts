import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZI: LabelledListDay[] = [
  {
    name: 'Dafydd, hill sheep farmer near Llanwrtyd Wells (Powys, Wales), in the middle of lambing, on a Tuesday',
    highlights: [
      h(
        'NFU Cymru branch meeting, Builth Wells\nChair opened at 7.30 with 14 members present.\nAgreed to send two delegates to the hedgerow consultation in Cardiff.\nGwen asked whether the branch should pay for a coach to the Royal Welsh, but nobody wanted to commit tonight.\nTreasurer reported subs are about the same as last year.\nThe AGM will be held at the Wheatsheaf on Thursday 11 June, with a speaker from the wool board.\nMeeting closed 9.10.',
        {
          decisions: ['Agreed to send two delegates to the hedgerow consultation in Cardiff.'],
          announcements: [
            'The AGM will be held at the Wheatsheaf on Thursday 11 June, with a speaker from the wool board.',
          ],
        },
      ),
      h(
        "[14/04/2026, 06:12] Gethin: top gate on the mountain road is off its hinges again, ewes were out on the tarmac at 5\n[14/04/2026, 06:20] Dafydd: I'll take the tractor up after the first round and have a look\n[14/04/2026, 07:02] Gethin: Right, settled then, we gather the hill on 2 May not the 25th. Too many late lambers this year\n[14/04/2026, 07:05] Dafydd: 👍",
        {
          problems: [
            'Gethin: top gate on the mountain road is off its hinges again, ewes were out on the tarmac at 5',
          ],
          decisions: ['Gethin: Right, settled then, we gather the hill on 2 May not the 25th.'],
        },
      ),
      h(
        'Lambing day 9\n41 ewes lambed so far, 3 sets of triplets, 6 pet lambs on the machine. Two lambs lost overnight to watery mouth in the back shed. Need more colostrum and another bag of milk powder from Rhys at the co-op. Ewe 212 is going on the cull list after this year. New hurdles are miles better than the old gates.',
        {
          problems: ['Two lambs lost overnight to watery mouth in the back shed.'],
          decisions: ['Ewe 212 is going on the cull list after this year.'],
        },
      ),
      h(
        'The hill does not care what you decided at the kitchen table in January. It keeps its own calendar, and the shepherd who fails to read it fails his sheep as well. Every spring the grass arrives late, and every spring we are surprised.',
      ),
      h(
        'Wool prices: the wool board has published its final clip results for the year, with Welsh Mountain fleeces averaging 32p a kilo. Many hill farmers now shear purely for welfare rather than for the wool cheque. The board says a new grading depot in Brecon will open next spring to cut haulage costs.',
        {
          announcements: [
            'Wool prices: the wool board has published its final clip results for the year, with Welsh Mountain fleeces averaging 32p a kilo.',
            'The board says a new grading depot in Brecon will open next spring to cut haulage costs.',
          ],
        },
      ),
      h(
        "From: Tywi Vets\nSubject: PM results, lambs from back shed\nHi Dafydd, both lambs tested positive for cryptosporidium, so it is in the shed now. Please keep the sick ones away from the rest and disinfect the pens before the next batch comes in. Having talked it through with Sian, we've decided to put the whole flock on the new vaccine protocol from next season. Call me if you have more losses.\nBest, Elin",
        {
          problems: ['Hi Dafydd, both lambs tested positive for cryptosporidium, so it is in the shed now.'],
          decisions: [
            "Having talked it through with Sian, we've decided to put the whole flock on the new vaccine protocol from next season.",
          ],
        },
      ),
      h(
        'Builth Livestock Market newsletter\nThe committee has decided that from 4 May the store lamb sale will be held on Mondays instead of Thursdays. Our new online bidding platform goes live the same day, so buyers can bid from home. Please remember that all sheep must be tagged and recorded before unloading. Haulage prices are a matter for you and your haulier.',
        {
          decisions: [
            'The committee has decided that from 4 May the store lamb sale will be held on Mondays instead of Thursdays.',
          ],
          announcements: [
            'The committee has decided that from 4 May the store lamb sale will be held on Mondays instead of Thursdays.',
            'Our new online bidding platform goes live the same day, so buyers can bid from home.',
          ],
        },
      ),
      h(
        'Quad: the brakes are shot and it pulls hard left on the steep bank, somebody will get hurt. Ring Huw at the dealer first thing. Also order 20 bales of haylage from Tom.',
        {
          problems: [
            'Quad: the brakes are shot and it pulls hard left on the steep bank, somebody will get hurt.',
          ],
        },
      ),
      h(
        'Met Office yellow warning for snow across the Cambrian Mountains from 6pm Wednesday to noon Thursday, with up to 10cm above 300m and drifting. Time to get the ewes and young lambs down to the lower fields. Mari says she can help after school.',
        {
          problems: [
            'Met Office yellow warning for snow across the Cambrian Mountains from 6pm Wednesday to noon Thursday, with up to 10cm above 300m and drifting.',
          ],
        },
      ),
      h(
        "From a farming podcast: Don't decide your stocking rate in February, decide it in August when you can see how much grass you've actually got. The biggest failures I see are farms that launch into expansion without the fodder to back it up.",
      ),
      h(
        "Mari: Young Farmers just announced the new club leader, it's Rhodri from Penybont! Can you come to presentation night on Friday? Also can you do the school run tomorrow, I'm at the dentist.",
        {
          announcements: [
            "Mari: Young Farmers just announced the new club leader, it's Rhodri from Penybont!",
          ],
        },
      ),
      h(
        "People say a sheep's main ambition in life is to find new ways to die. After twenty lambings I no longer argue with them. The trick is to notice the quiet ewe before she becomes the dead one.",
      ),
    ],
  },
  {
    name: 'Karen, manager of a 32,000-hen free-range egg farm near Market Drayton (Shropshire), on a Thursday',
    highlights: [
      h(
        "Call with the packing station, 9am\nPresent: Karen, Steve (packer), Lucy (field rep)\nSteve confirmed that from 1 June the base price goes up by 4p a dozen for all free-range flocks.\nWe agreed to move collection from daily to every other day once the new cold room is commissioned.\nLucy flagged that seconds are running at 6%, well above the 3% target.\nDiscussed whether to go for RSPCA Assured next year; Steve thinks it's worth it, I'm not sure.\nNext call in a fortnight.",
        {
          announcements: [
            'Steve confirmed that from 1 June the base price goes up by 4p a dozen for all free-range flocks.',
          ],
          decisions: [
            'We agreed to move collection from daily to every other day once the new cold room is commissioned.',
          ],
          problems: ['Lucy flagged that seconds are running at 6%, well above the 3% target.'],
        },
      ),
      h(
        'Defra has declared a new avian influenza prevention zone covering all of England, taking effect at noon on Friday, which means all birds must be housed. A case was confirmed on Tuesday at a commercial turkey farm near Shrewsbury. The risk to public health remains very low, according to the UK Health Security Agency.',
        {
          announcements: [
            'Defra has declared a new avian influenza prevention zone covering all of England, taking effect at noon on Friday, which means all birds must be housed.',
          ],
          problems: ['A case was confirmed on Tuesday at a commercial turkey farm near Shrewsbury.'],
        },
      ),
      h(
        "Shed 2 notes\nWater line on the east side flushed and running fine again. Feather pecking is getting worse in the old flock, and two birds had to be culled yesterday. We're going to try pecking blocks and hanging string before anything else. Egg weights good, mostly large.",
        {
          problems: [
            'Feather pecking is getting worse in the old flock, and two birds had to be culled yesterday.',
          ],
          decisions: ["We're going to try pecking blocks and hanging string before anything else."],
        },
      ),
      h(
        'A hen does not decide to lay; the light decides for her. Give her fourteen hours of day and she will do the rest. Most of what we call failure in a flock is really a failure of the keeper to notice.',
      ),
      h(
        'Subject: Price change and new layers mash\nDear customer, due to higher wheat and soya costs, layers pellets will rise by £18 a tonne from Monday 1 June. We are also pleased to launch Layer Gold, a new mash with added omega-3 for enriched egg contracts. Samples are available from your rep. Thank you for your continued custom.',
        {
          announcements: [
            'Dear customer, due to higher wheat and soya costs, layers pellets will rise by £18 a tonne from Monday 1 June.',
            'We are also pleased to launch Layer Gold, a new mash with added omega-3 for enriched egg contracts.',
          ],
        },
      ),
      h(
        "[14/05/2026, 05:48] Jake: Red mite in the nest boxes at the far end of shed 1, loads of them under the slats\n[14/05/2026, 05:52] Karen: ok, don't put your hand in without gloves. I'll ring the pest guy\n[14/05/2026, 06:30] Karen: Spoke to Dave, we're going with the silica dust treatment rather than the spray, he's booked for Monday\n[14/05/2026, 06:31] Jake: sound",
        {
          problems: [
            'Jake: Red mite in the nest boxes at the far end of shed 1, loads of them under the slats',
          ],
          decisions: [
            "Karen: Spoke to Dave, we're going with the silica dust treatment rather than the spray, he's booked for Monday",
          ],
        },
      ),
      h(
        'Supermarket egg prices have risen by 40% in two years, according to the latest figures. One Yorkshire producer told us she had decided to leave the industry after 20 years. Analysts expect the national flock to shrink again in 2027.',
        {
          decisions: ['One Yorkshire producer told us she had decided to leave the industry after 20 years.'],
        },
      ),
      h(
        'Ask Lucy about the RSPCA audit date. Need to decide which species of tree for the new ranging area. The standby generator passed its test run this morning. Order more shavings.',
      ),
      h(
        'Shropshire Council has approved the planning application for a third laying shed at Hill Farm, subject to conditions on manure storage and lorry movements. Work can start once the conditions are discharged. Three neighbours objected on smell grounds.',
        {
          decisions: [
            'Shropshire Council has approved the planning application for a third laying shed at Hill Farm, subject to conditions on manure storage and lorry movements.',
          ],
        },
      ),
      h(
        "Hi Karen, we've had a complaint from a Tesco store about blood spots in three boxes from your flock code. Can you check the candling light on the grader? Not a big deal yet but they'll want a response by Friday. Cheers, Steve",
        {
          problems: [
            "Hi Karen, we've had a complaint from a Tesco store about blood spots in three boxes from your flock code.",
          ],
        },
      ),
      h(
        "Free Range Producers Association: The annual conference returns to the NEC on 18 November, with tickets on sale from today. This year's keynote is on rising feed costs and how to survive them. We're also delighted to welcome Anna Price as our new chief executive, starting in September.",
        {
          announcements: [
            'Free Range Producers Association: The annual conference returns to the NEC on 18 November, with tickets on sale from today.',
            "We're also delighted to welcome Anna Price as our new chief executive, starting in September.",
          ],
        },
      ),
      h(
        "The best managers I've worked with never launch a new idea on the whole flock at once. They trial it on one shed, write down what happens, and only then decide. It sounds slow, but it's how you avoid expensive mistakes.",
      ),
    ],
  },
  {
    name: 'Tom, farm manager on a 1,200-hectare arable estate in the Lincolnshire Wolds, in the middle of harvest, on a Saturday',
    highlights: [
      h(
        "Harvest huddle, 6.30am\nWheat in Top Field at 16.5% moisture, too wet to cut before 11\nDecided: combine goes to the oilseed rape at Church Farm first, wheat after lunch\nDryer burner cut out twice overnight, so we're 200t behind on drying\nPete on the chaser bin, Sam on the baler\nKeep the beacons on going through the village",
        {
          decisions: ['Decided: combine goes to the oilseed rape at Church Farm first, wheat after lunch'],
          problems: ["Dryer burner cut out twice overnight, so we're 200t behind on drying"],
        },
      ),
      h(
        'Subject: Harvest 2026 intake update\nPlease note our Gainsborough store is now open for wheat intake, 6am to 8pm, seven days a week. Due to a fault on the weighbridge at Louth, all lorries are being diverted to Gainsborough until further notice. We apologise for any inconvenience. Current feed wheat price is £172 ex-farm for November movement.',
        {
          announcements: [
            'Please note our Gainsborough store is now open for wheat intake, 6am to 8pm, seven days a week.',
          ],
          problems: [
            'Due to a fault on the weighbridge at Louth, all lorries are being diverted to Gainsborough until further notice.',
          ],
        },
      ),
      h(
        "[08/08/2026, 14:10] Pete: Combine's thrown a belt on the header, we're stood in the middle of Long Acre\n[08/08/2026, 14:12] Tom: Got a spare in the workshop, Sam will bring it over\n[08/08/2026, 16:45] Pete: Back going. Lost 2 hours though\n[08/08/2026, 16:50] Tom: Ok we'll run till 11 tonight then, the forecast says rain from 4am",
        {
          problems: ["Pete: Combine's thrown a belt on the header, we're stood in the middle of Long Acre"],
          decisions: ["Tom: Ok we'll run till 11 tonight then, the forecast says rain from 4am"],
        },
      ),
      h(
        'Farming is a long argument with the weather that you are not allowed to win. Every harvest you decide, and every harvest the sky decides again. Success is a dry August and a buyer who answers the phone.',
      ),
      h(
        'The government has confirmed a new payment for farmers who leave winter stubbles for birds, opening for applications on 1 October. The scheme replaces an older option that was closed last year. Critics say the rates are too low to tempt large arable farms. I will read the guidance properly after harvest.',
        {
          announcements: [
            'The government has confirmed a new payment for farmers who leave winter stubbles for birds, opening for applications on 1 October.',
          ],
        },
      ),
      h(
        'Sprayer failed its NSTS test on a leaking boom section, must fix before the autumn herbicide. Booked a re-test for the 21st. Buy more ear defenders for the grain store. Dad always said a sprayer is only as good as its nozzles.',
        {
          problems: [
            'Sprayer failed its NSTS test on a leaking boom section, must fix before the autumn herbicide.',
          ],
        },
      ),
      h(
        "Hi Tom,\nFollowing Thursday's meeting, the trustees have approved the purchase of a second-hand 12m drill, up to £45,000. They've also decided not to renew the contract farming agreement at Manor Farm when it ends in September 2027. We'll need to talk about what that means for staffing.\nKind regards,\nHelen",
        {
          decisions: [
            "Hi Tom, Following Thursday's meeting, the trustees have approved the purchase of a second-hand 12m drill, up to £45,000.",
            "They've also decided not to renew the contract farming agreement at Manor Farm when it ends in September 2027.",
          ],
        },
      ),
      h(
        'Firefighters were called to a combine harvester fire near Horncastle on Friday afternoon, which spread to 20 acres of standing wheat. Nobody was hurt. Lincolnshire Fire and Rescue is urging farmers to clean down machines daily and keep a water bowser in the field.',
        {
          problems: [
            'Firefighters were called to a combine harvester fire near Horncastle on Friday afternoon, which spread to 20 acres of standing wheat.',
          ],
        },
      ),
      h(
        "Wolds Tractors: We're proud to announce that our new Louth depot opens on Monday 7 September, with a full parts counter and two field service vans. There will be an open day on Saturday 12 September with demos of the latest drills. Our Spilsby branch will close at the end of August.",
        {
          announcements: [
            "Wolds Tractors: We're proud to announce that our new Louth depot opens on Monday 7 September, with a full parts counter and two field service vans.",
            'There will be an open day on Saturday 12 September with demos of the latest drills.',
            'Our Spilsby branch will close at the end of August.',
          ],
        },
      ),
      h(
        'The worst decisions on a farm are made at 2am in a combine cab. If a choice can wait until daylight, let it wait. Go to bed and look again in the morning.',
      ),
      h(
        'Lab results for the Skyfall samples: Hagberg 180, protein 12.4%, specific weight 74. Top Field wheat will go as feed rather than milling. Ergot found in one sample from Long Acre, needs cleaning before it can be sold.',
        {
          decisions: ['Top Field wheat will go as feed rather than milling.'],
          problems: ['Ergot found in one sample from Long Acre, needs cleaning before it can be sold.'],
        },
      ),
      h(
        "Note for next year: the new variety trial plots did better on the heavy land. Ask the agronomist whether it's worth a bigger area.",
      ),
    ],
  },
  {
    name: "Gurpreet, health and safety advisor for a housebuilder's 140-home estate in Milton Keynes, on a Monday",
    highlights: [
      h(
        "Weekly site meeting, Plots 40-72\nAttendees: Gurpreet (H&S), Mark (site manager), Dean (groundworks), Aisha (sales)\nScaffold on plots 51-53 failed its weekly inspection: two missing toe boards and a loose ledger.\nAgreed that no trade goes on that scaffold until the tag is green again.\nThe show home on plot 40 opens to the public on Saturday 13 June.\nDean to price the extra drainage run by Wednesday.\nWe've decided to shut the Harris Way entrance to deliveries and use the haul road only.",
        {
          problems: [
            'Scaffold on plots 51-53 failed its weekly inspection: two missing toe boards and a loose ledger.',
          ],
          decisions: [
            'Agreed that no trade goes on that scaffold until the tag is green again.',
            "We've decided to shut the Harris Way entrance to deliveries and use the haul road only.",
          ],
          announcements: ['The show home on plot 40 opens to the public on Saturday 13 June.'],
        },
      ),
      h(
        "Safety alert from our insurer: a batch of ratchet straps sold through builders' merchants has failed load tests and must be withdrawn from use immediately. The affected batch codes are listed on the supplier's website. A new national scaffold passport scheme launches in January.",
        {
          problems: [
            "Safety alert from our insurer: a batch of ratchet straps sold through builders' merchants has failed load tests and must be withdrawn from use immediately.",
          ],
          announcements: ['A new national scaffold passport scheme launches in January.'],
        },
      ),
      h(
        "[08/06/2026, 07:35] Mark: Morning all, the telehandler is off hire, hydraulic leak on the boom ram\n[08/06/2026, 07:36] Mark: Replacement due Wednesday, so bricks for plots 60-64 will be moved with the forklift until then\n[08/06/2026, 07:50] Dean: Sweeper's booked for 10 to do Harris Way\n[08/06/2026, 08:05] Gurpreet: Thanks. Please nobody walk under loads on the forklift",
        {
          problems: ['Mark: Morning all, the telehandler is off hire, hydraulic leak on the boom ram'],
          decisions: [
            'Mark: Replacement due Wednesday, so bricks for plots 60-64 will be moved with the forklift until then',
          ],
        },
      ),
      h(
        'From a toolbox talk I gave years ago and still like: nobody comes to work deciding to have an accident. Accidents happen when the safe way is slower than the quick way. Make the safe way the quick way and most of your problems disappear.',
      ),
      h(
        "Near miss, 10.20, plot 47\nA pallet of roof tiles slipped off the forks while being lifted to the scaffold loading bay. Nobody was underneath but two roofers had walked past a minute before. Mark has the forklift driver's statement. Investigation to be done by Mark and me today.",
        {
          problems: [
            'A pallet of roof tiles slipped off the forks while being lifted to the scaffold loading bay.',
          ],
        },
      ),
      h(
        "From: Group H&S Director\nSubject: New PPE standard\nAll,\nFrom 1 July, gloves and eye protection become mandatory for every operative on all our sites, not just for cutting and drilling. The board approved the change at last week's meeting after two eye injuries this year. Please brief your subbies this week.\nThanks, Rob",
        {
          announcements: [
            'All, From 1 July, gloves and eye protection become mandatory for every operative on all our sites, not just for cutting and drilling.',
          ],
          decisions: [
            "The board approved the change at last week's meeting after two eye injuries this year.",
          ],
        },
      ),
      h(
        'Milton Keynes Council has given the go-ahead for a new primary school on the Whitehouse estate, due to open in September 2027. Residents had long campaigned for a school closer to home. Construction is expected to start in the spring.',
        {
          decisions: [
            'Milton Keynes Council has given the go-ahead for a new primary school on the Whitehouse estate, due to open in September 2027.',
          ],
          announcements: [
            'Milton Keynes Council has given the go-ahead for a new primary school on the Whitehouse estate, due to open in September 2027.',
          ],
        },
      ),
      h(
        'Welfare cabin heater fixed at last, the sparky found a dodgy plug. Lads can eat lunch inside again instead of in their vans. Still need to chase the hire company for the credit. Bought the lads a box of teabags to say sorry.',
      ),
      h(
        'Safety culture is what people do when the site manager has gone home. You can launch a hundred new initiatives, but if the foreman rolls his eyes, the initiative has already failed. I have seen it happen on every site I have worked on.',
      ),
      h(
        'Dear Sir/Madam, I live at 12 Fenny Close, which backs onto your site. For the third week running your generator has been started before 7am, which breaks the hours we were promised. My daughter has exams and is not sleeping. I would appreciate an urgent reply.',
        {
          problems: [
            'For the third week running your generator has been started before 7am, which breaks the hours we were promised.',
          ],
        },
      ),
      h(
        'NOTICE TO ALL CONTRACTORS\nThe new site induction video goes live today and must be watched before you get a pass.\nThe Harris Way gate is now closed to all deliveries.\nWarning: overhead power lines cross the compound next to plot 72, so no tipper bodies raised there.',
        {
          announcements: [
            'The new site induction video goes live today and must be watched before you get a pass.',
            'The Harris Way gate is now closed to all deliveries.',
          ],
          problems: [
            'Warning: overhead power lines cross the compound next to plot 72, so no tipper bodies raised there.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Marek, outfitting manager at a shipyard in Gdańsk building battery-hybrid ferries (writes in English), on a Wednesday',
    highlights: [
      h(
        "Outfitting meeting, hull 412\nCable pulling in the engine room is 3 weeks behind because the electrical subcontractor has only half a crew on site.\nThe owner's rep asked again if we can bring sea trials forward to August; we said we'd look at it.\nDecision: the galley equipment will be installed before the deckhead panels, not after.\nThe battery room fire suppression test passed on Monday.\nNext meeting Friday 8:00.",
        {
          problems: [
            'Cable pulling in the engine room is 3 weeks behind because the electrical subcontractor has only half a crew on site.',
          ],
          decisions: [
            'Decision: the galley equipment will be installed before the deckhead panels, not after.',
          ],
        },
      ),
      h(
        'Dear Marek,\nWe regret to inform you that the delivery of the two shaft generators will be delayed by six weeks due to a casting defect found at our foundry. We are doing everything we can to recover the schedule. A revised delivery plan will follow by Friday.\nBest regards,\nKlaus Weber\nProject Manager',
        {
          problems: [
            'Dear Marek, We regret to inform you that the delivery of the two shaft generators will be delayed by six weeks due to a casting defect found at our foundry.',
          ],
        },
      ),
      h(
        'The shipyard has signed a contract with a Norwegian operator for two more battery-electric ferries, the largest order in its history. The value of the deal was not disclosed. The yard also announced that it will hire 150 more welders and fitters this year.',
        {
          announcements: [
            'The shipyard has signed a contract with a Norwegian operator for two more battery-electric ferries, the largest order in its history.',
            'The yard also announced that it will hire 150 more welders and fitters this year.',
          ],
        },
      ),
      h(
        "[20/05/2026, 10:14] Ania: Crane 3 is stopped, the anemometer shows gusts of 22 m/s\n[20/05/2026, 10:15] Ania: I've decided no lifts on the block assembly area until the wind drops\n[20/05/2026, 10:40] Marek: OK. We'll use the time to finish the pipe supports in the tank top\n[20/05/2026, 13:05] Ania: Wind down, crane 3 back in service",
        {
          problems: ['Ania: Crane 3 is stopped, the anemometer shows gusts of 22 m/s'],
          decisions: ["Ania: I've decided no lifts on the block assembly area until the wind drops"],
        },
      ),
      h(
        'A ship is launched only once, but it is built from ten thousand small decisions. When a project fails, it almost never fails at the launch; it fails in the quiet weeks when nobody wanted to bring bad news to the meeting.',
      ),
      h(
        "Dry film thickness on the ballast tank coating in tank 4P is too low in the corners, so it failed inspection. Piotr's team will redo it over the weekend. Ask Piotr why the QC hold point was skipped. Coffee with Ania at 3.",
        {
          problems: [
            'Dry film thickness on the ballast tank coating in tank 4P is too low in the corners, so it failed inspection.',
          ],
        },
      ),
      h(
        'Subject: Organisational announcement\nI am pleased to announce that Joanna Nowak has been appointed Head of Quality, effective 1 June. Joanna joined the yard in 2011 as a welding inspector. Please join me in congratulating her.\nTomasz Lewandowski, Production Director',
        {
          announcements: [
            'I am pleased to announce that Joanna Nowak has been appointed Head of Quality, effective 1 June.',
          ],
        },
      ),
      h(
        "Owner's inspection, deck 5 passenger lounge\nWindows in the forward lounge are leaking at three frames after the hose test.\nOwner accepts the alternative carpet supplier, no change to price.\nFloor heating thermostats to be swapped by Elektro-Mont next week.\nWe agreed that the remaining cosmetic items will be closed during the guarantee period.",
        {
          problems: ['Windows in the forward lounge are leaking at three frames after the hose test.'],
          decisions: [
            'Owner accepts the alternative carpet supplier, no change to price.',
            'We agreed that the remaining cosmetic items will be closed during the guarantee period.',
          ],
        },
      ),
      h(
        'Safety bulletin 17/2026\nLast week a fitter was burned when hot work started in a compartment that had not been gas-freed. He is recovering in hospital. From Monday, every hot work permit needs a gas test signed by the fire watch, no exceptions. The new electronic permit system will go live in July.',
        {
          problems: [
            'Last week a fitter was burned when hot work started in a compartment that had not been gas-freed.',
          ],
          announcements: [
            'From Monday, every hot work permit needs a gas test signed by the fire watch, no exceptions.',
            'The new electronic permit system will go live in July.',
          ],
        },
      ),
      h(
        'Modern shipbuilding is less about steel than about information. The yards that fail are the ones where drawings arrive after the pipes have already been cut. We are still learning that lesson here.',
      ),
      h(
        'Kasia: the school has decided the trip to Malbork will go ahead after all! They found another bus company. Also my mum is coming on Sunday',
        {
          decisions: ['Kasia: the school has decided the trip to Malbork will go ahead after all!'],
        },
      ),
    ],
  },
  {
    name: 'Lee, night shift supervisor at an injection-moulding factory making bottle caps in Telford, on a Wednesday night',
    highlights: [
      h(
        'Handover from days, 22:00\nPress 7 running at 92% OEE, all good.\nPress 12 mould is flashing on cavities 5 and 9, parts going to quarantine until the toolroom look at it.\nDays decided to switch the blue masterbatch on press 4 to the new supplier from tonight.\nSilo 2 low, tanker due 03:00.\nToolroom are one man down all week but say they can cope.',
        {
          problems: [
            'Press 12 mould is flashing on cavities 5 and 9, parts going to quarantine until the toolroom look at it.',
          ],
          decisions: [
            'Days decided to switch the blue masterbatch on press 4 to the new supplier from tonight.',
          ],
        },
      ),
      h(
        "[04/06/2026, 01:47] Kelly: Chiller alarm on line B again, water temp at 19 degrees and climbing\n[04/06/2026, 01:50] Lee: shut presses 14 and 15 down, leave the rest\n[04/06/2026, 02:30] Kelly: Maintenance say the pump bearing is gone, no spare on site\n[04/06/2026, 02:34] Lee: Right, we're running line B on half the presses till the pump comes, I've told the planner",
        {
          problems: [
            'Kelly: Chiller alarm on line B again, water temp at 19 degrees and climbing',
            'Kelly: Maintenance say the pump bearing is gone, no spare on site',
          ],
          decisions: [
            "Lee: Right, we're running line B on half the presses till the pump comes, I've told the planner",
          ],
        },
      ),
      h(
        "Moulders News, June\nWe're delighted to announce that we've won a five-year contract to supply tethered caps to a major soft drinks brand. Two new 300-tonne presses will arrive in August to support the work. Congratulations to Sandra in Quality, who has been named Apprentice Mentor of the Year by the county chamber of commerce. Summer barbecue tickets are still on sale from reception.",
        {
          announcements: [
            "We're delighted to announce that we've won a five-year contract to supply tethered caps to a major soft drinks brand.",
            'Two new 300-tonne presses will arrive in August to support the work.',
            'Congratulations to Sandra in Quality, who has been named Apprentice Mentor of the Year by the county chamber of commerce.',
          ],
        },
      ),
      h(
        'Stop the line when you find a defect. Every problem hidden is a problem that will come back larger. The aim is not to never fail, but to fail in a way that teaches you something.',
      ),
      h(
        "Hi Lee,\nThe caps from lot 26-1145 are not seating on the bottle neck and are leaking under pressure. We've decided to reject the whole lot, all 40 pallets. Can someone call me before 9am?\nThanks\nGemma, Supplier Quality",
        {
          problems: [
            'Hi Lee, The caps from lot 26-1145 are not seating on the bottle neck and are leaking under pressure.',
          ],
          decisions: ["We've decided to reject the whole lot, all 40 pallets."],
        },
      ),
      h(
        "Forklift 3 reversing beeper not working, took it out of service and tagged it. Forklift refresher training for the night shift is now booked for 17 June. Need to do Kelly's return to work interview. Kelly says her back is much better.",
        {
          problems: ['Forklift 3 reversing beeper not working, took it out of service and tagged it.'],
        },
      ),
      h(
        'NOTICE\nFrom Monday 8 June, the night shift will start at 21:45 to allow a proper handover.\nThe management team has agreed to pay the night shift premium on bank holidays as well.\nQuestions to HR.',
        {
          announcements: [
            'From Monday 8 June, the night shift will start at 21:45 to allow a proper handover.',
            'The management team has agreed to pay the night shift premium on bank holidays as well.',
          ],
          decisions: [
            'The management team has agreed to pay the night shift premium on bank holidays as well.',
          ],
        },
      ),
      h(
        'New tethered cap rules: from July 2024, single-use plastic drinks bottles up to three litres sold in the EU must have caps that stay attached. The change forced manufacturers to redesign moulds at huge cost. Our old single-cavity tools went for scrap.',
      ),
      h(
        'Maintenance log, night\nPress 12: removed mould, cleaned vents, flash gone on cavity 5. Tool will go to the toolmaker on Thursday for cavity 9. Compressor 2 tripped on high temperature at 04:10, reset and running.',
      ),
      h(
        "Most factories don't fail because of one bad decision; they fail because of a thousand small ones nobody wrote down. The new generation of plant managers grew up with data, and they expect to see it.",
      ),
      h(
        "Gary: FYI the energy audit came back, we're going with the heat recovery scheme on the chillers. Tell the lads the vending machine is fixed. Back in on Monday.",
        {
          decisions: [
            "Gary: FYI the energy audit came back, we're going with the heat recovery scheme on the chillers.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Fraser, manager of a bonded whisky cask warehouse site near Keith (Speyside), on a Monday',
    highlights: [
      h(
        'Warehouse ops meeting\nAttendees: Fraser, Morag (HMRC compliance), Callum (yard), Shona (cooperage)\nRoof on dunnage warehouse 6 is letting water in at the north gable, 14 casks wet on the top tier.\nMorag reminded everyone that the stock reconciliation is due to HMRC by the 30th.\nWe agreed to stop filling warehouse 6 until the roof is fixed.\nShona raised the idea of a second cooperage shift; to revisit in August.\nThe new racked warehouse 11 is signed off and will take its first casks next week.',
        {
          problems: [
            'Roof on dunnage warehouse 6 is letting water in at the north gable, 14 casks wet on the top tier.',
          ],
          decisions: ['We agreed to stop filling warehouse 6 until the roof is fixed.'],
          announcements: [
            'The new racked warehouse 11 is signed off and will take its first casks next week.',
          ],
        },
      ),
      h(
        "Hi Fraser,\nOur finance team has approved the transfer of 600 casks from Glenrinnes to your site in September. Could you confirm you have space? We're also launching our 21-year-old in travel retail next month, so expect a big draw-down order in July.\nLet me know if you need anything from our side.\nCheers, Iain",
        {
          decisions: [
            'Hi Fraser, Our finance team has approved the transfer of 600 casks from Glenrinnes to your site in September.',
          ],
          announcements: [
            "We're also launching our 21-year-old in travel retail next month, so expect a big draw-down order in July.",
          ],
        },
      ),
      h(
        "[11/05/2026, 06:55] Callum: Morning, forklift 2 is back from its service\n[11/05/2026, 07:02] Callum: Someone's reversed into the racking end in W9, upright bent at bay 4\n[11/05/2026, 07:10] Fraser: Decision made, bay 4 is off limits until the racking inspector's been\n[11/05/2026, 07:11] Callum: Done",
        {
          problems: ["Callum: Someone's reversed into the racking end in W9, upright bent at bay 4"],
          decisions: ["Fraser: Decision made, bay 4 is off limits until the racking inspector's been"],
        },
      ),
      h(
        'The angels take their share whatever you decide. Whisky teaches patience to people who have none, and it punishes every shortcut ten years after you have forgotten taking it. Nobody in this trade gets rich quickly.',
      ),
      h(
        "Scotch whisky exports fell by 4% in value last year, according to figures published today by the industry's trade body. Exports to India rose sharply after the trade deal. The figures include bulk and bottled Scotch. Meanwhile, a new distillery on the banks of the Spey opened its visitor centre on Saturday.",
        {
          announcements: [
            "Scotch whisky exports fell by 4% in value last year, according to figures published today by the industry's trade body.",
            'Meanwhile, a new distillery on the banks of the Spey opened its visitor centre on Saturday.',
          ],
        },
      ),
      h(
        "HMRC visit Thursday. Make sure the duty suspended movement records for April are printed. The fire alarm panel in W3 keeps showing a fault on zone 2, and the engineer can't come till next week. Callum's holiday form is on my desk.",
        {
          problems: [
            "The fire alarm panel in W3 keeps showing a fault on zone 2, and the engineer can't come till next week.",
          ],
        },
      ),
      h(
        "From the MD:\nI'm pleased to say that Morag Grant will take over as Warehouse Compliance Manager from 1 July, when Alan retires after 38 years. We'll have a proper send-off for Alan at the Seafield Arms on 26 June. Alan, thank you for everything.",
        {
          announcements: [
            "I'm pleased to say that Morag Grant will take over as Warehouse Compliance Manager from 1 July, when Alan retires after 38 years.",
            "We'll have a proper send-off for Alan at the Seafield Arms on 26 June.",
          ],
        },
      ),
      h(
        "Following our survey on 2 May, we must advise you that the sprinkler coverage in warehouses 9 and 10 does not meet the requirements of your policy. Our engineer's full report is attached. We are happy to discuss a programme of improvements.",
        {
          problems: [
            'Following our survey on 2 May, we must advise you that the sprinkler coverage in warehouses 9 and 10 does not meet the requirements of your policy.',
          ],
        },
      ),
      h(
        "An ethanol vapour fire in a bonded warehouse spreads faster than most people can run. Every new person on site is walked through the evacuation route on their first morning, before they touch a cask. The old hands say they've never needed it, and I hope they never do.",
      ),
      h(
        "Yes, go ahead, we'll take the 12 extra casks at the standard rate.\n\n> Hi Fraser, we've got 12 sherry butts that came in damaged from Jerez, two are weeping at the heads.\n> Can you store them until the cooper has a look?",
        {
          decisions: ["Yes, go ahead, we'll take the 12 extra casks at the standard rate."],
          problems: [
            "Hi Fraser, we've got 12 sherry butts that came in damaged from Jerez, two are weeping at the heads.",
          ],
        },
      ),
      h(
        'Moray Council has approved plans for a 12-warehouse maturation site near Mulben, despite objections from residents about lorry traffic on the A95. Building is due to start in the autumn. The developer says it will create 20 jobs.',
        {
          decisions: [
            'Moray Council has approved plans for a 12-warehouse maturation site near Mulben, despite objections from residents about lorry traffic on the A95.',
          ],
        },
      ),
      h('Nobody has ever launched a great whisky in a hurry.'),
    ],
  },
  {
    name: 'Ewan, mill manager at a softwood sawmill and timber treatment plant in Dumfriesshire, on a Friday',
    highlights: [
      h(
        'Friday production meeting\nLog yard stock is down to four days because two hauliers have lost drivers.\nThe bandsaw on line 1 was down for 6 hours on Wednesday with a cracked wheel, now repaired.\nAgreed: we drop the Saturday overtime shift until log supply recovers.\nSales want us to cut more C24 for the Irish market; Ewan to look at the cutting patterns.\nThe new optimiser software goes live on line 2 on Monday.',
        {
          problems: ['Log yard stock is down to four days because two hauliers have lost drivers.'],
          decisions: ['Agreed: we drop the Saturday overtime shift until log supply recovers.'],
          announcements: ['The new optimiser software goes live on line 2 on Monday.'],
        },
      ),
      h(
        "[22/05/2026, 13:20] Dougie: Treatment vessel door seal is leaking again, preservative on the floor of the bund\n[22/05/2026, 13:24] Ewan: Stop the cycle, nobody in the bund without the respirator\n[22/05/2026, 14:05] Dougie: Seal supplier is sending one out, here in 10 days\n[22/05/2026, 14:10] Ewan: We'll buy in treated stock from Lockerbie for the fencing order then, I've cleared it with Jim",
        {
          problems: [
            'Dougie: Treatment vessel door seal is leaking again, preservative on the floor of the bund',
          ],
          decisions: [
            "Ewan: We'll buy in treated stock from Lockerbie for the fencing order then, I've cleared it with Jim",
          ],
        },
      ),
      h(
        'SEPA has carried out an inspection of your site under your CAR licence. During the inspection, sawdust was observed entering the surface water drain next to the chipper. You are required to provide an action plan within 28 days. Please quote the reference number in all correspondence.',
        {
          problems: [
            'During the inspection, sawdust was observed entering the surface water drain next to the chipper.',
          ],
        },
      ),
      h(
        "A tree takes forty years to grow and a sawmill takes forty seconds to decide what it will become. Good sawyers read the log before the scanner does. The worst failures in timber are the ones you can't see until the customer's joiner finds them.",
      ),
      h(
        'Scottish Forestry has announced a new grant for hauliers to upgrade timber lorries to lower-emission engines, opening on 1 August. The fund is worth £3 million over two years. Applications will be handled by the Timber Transport Fund team.',
        {
          announcements: [
            'Scottish Forestry has announced a new grant for hauliers to upgrade timber lorries to lower-emission engines, opening on 1 August.',
          ],
        },
      ),
      h(
        "Hi Ewan,\nJust to let you know we've chosen your mill as the sole supplier of fence rails for our 14 branches from October. Our buyer will be in touch about volumes. Great to be working with you.\nRegards,\nClaire Baird, Borders Timber Merchants",
        {
          decisions: [
            "Hi Ewan, Just to let you know we've chosen your mill as the sole supplier of fence rails for our 14 branches from October.",
          ],
        },
      ),
      h(
        'SAFETY NOTICE\nThe kiln 3 access platform is closed after a handrail was found loose this morning.\nUse the east stairs only.\nFrom 1 June hearing protection is required in the whole planer shed, not just at the machines.',
        {
          problems: ['The kiln 3 access platform is closed after a handrail was found loose this morning.'],
          announcements: [
            'From 1 June hearing protection is required in the whole planer shed, not just at the machines.',
          ],
        },
      ),
      h(
        'Moisture readings on the last kiln batch were all over the place, 14% to 24%. Probe calibration due? Check with Andrew in the morning. The new grading stamps arrived. Kiln 1 readings were fine.',
        {
          problems: ['Moisture readings on the last kiln batch were all over the place, 14% to 24%.'],
        },
      ),
      h(
        "The best operations people I know decide quickly and revisit often. A decision you can reverse cheaply is not worth a week of meetings. The ones you can't reverse deserve the week.",
      ),
      h(
        'All,\nThe board has approved the £2.1m investment in a biomass CHP plant at the mill, which will use our own bark and offcuts. Construction starts in the new year. Ewan will lead the project team, with support from the engineering department.\nRegards, Fiona',
        {
          decisions: [
            'All, The board has approved the £2.1m investment in a biomass CHP plant at the mill, which will use our own bark and offcuts.',
          ],
          announcements: ['Ewan will lead the project team, with support from the engineering department.'],
        },
      ),
      h(
        'The A75 will be closed overnight between Dumfries and Annan for resurfacing from Monday 1 June for three weeks, with diversions via the B724. Hauliers have been told to plan routes around the closure. Roadworks information is on the council website.',
        {
          problems: [
            'The A75 will be closed overnight between Dumfries and Annan for resurfacing from Monday 1 June for three weeks, with diversions via the B724.',
          ],
          announcements: [
            'The A75 will be closed overnight between Dumfries and Annan for resurfacing from Monday 1 June for three weeks, with diversions via the B724.',
          ],
        },
      ),
    ],
  },
];
