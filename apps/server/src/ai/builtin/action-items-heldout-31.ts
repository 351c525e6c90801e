import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_31: LabelledDay[] = [
  {
    name: 'an injection-moulding shift lead writing a night-shift handover on a Wednesday',
    highlights: [
      h(
        'Handover night shift Weds\nPress 7 tripped twice on the hopper dryer alarm, reset both times. Dryer temps look ok now. Keep an eye on it through the first hour of days.',
        'Keep an eye on it through the first hour of days.',
      ),
      h(
        "Mould change on press 3 went over by 40 mins because the clamps were the wrong size. Tooling say the right clamps will be on the rack for Friday's change.",
      ),
      h(
        'Quote from the lean trainer: never pass a defect down the line. Good message for the new starters, they took it in.',
      ),
      h(
        'Scrap rate on the 500ml lids was 3.8% tonight, up from 2.1%. Most of it short shots on cavity 4. Can someone from process look at the injection pressure on cavity 4 before we run lids again?',
        'Can someone from process look at the injection pressure on cavity 4 before we run lids again?',
      ),
      h(
        'Forklift battery charger in bay 2 is sparking at the plug. Tagged it out. Maintenance to replace the plug and test it before anyone uses it.',
        'Maintenance to replace the plug and test it before anyone uses it.',
      ),
      h(
        'Agency lads\nTwo no-shows again tonight\nRing the agency at 9 about Thursday cover',
        'Ring the agency at 9 about Thursday cover',
      ),
      h(
        'Pallet of black masterbatch should be delivered Thursday morning according to the supplier. Stock is fine until then.',
      ),
      h(
        "I meant to do the 5S audit on line 2 but we were two down. Need to get that done tomorrow night, it's overdue since last week.",
        "Need to get that done tomorrow night, it's overdue since last week.",
      ),
      h('Thanks to Kev for covering the first break. Really saved the night.'),
      h(
        "Press 11 robot gripper\nWorn pads, dropping parts on the conveyor\nSpares ordered last week (PO 44817)\nChase stores for the pads if they're not in by Thurs",
        "Chase stores for the pads if they're not in by Thurs",
      ),
      h(
        'Holiday sheet is done and pinned up. Reminder to self: shift rota for next month due to Angela by Friday.',
        'Reminder to self: shift rota for next month due to Angela by Friday.',
      ),
    ],
  },
  {
    name: 'a forklift trainer at a regional distribution centre on a Monday',
    highlights: [
      h('Mon course - 4 candidates, counterbalance novice\nTwo are agency, two are in-house from goods-out'),
      h(
        'RTITB handout, page 3: never travel with the forks raised. Always look in the direction of travel. Good stuff to drill into them.',
      ),
      h(
        'Truck FL-09 has a slow hydraulic leak on the tilt ram. Reported it to Linde on Friday. They should be out Tuesday afternoon.',
      ),
      h(
        'Theory test pass mark is 85%. Print 4 more theory papers before Weds, the copier ran out.',
        'Print 4 more theory papers before Weds, the copier ran out.',
      ),
      h(
        'Candidate Dean kept turning with the load too high in the practical. Had a word. You need to book him an extra hour on the reach truck before his test.',
        'You need to book him an extra hour on the reach truck before his test.',
      ),
      h(
        "Priya (H&S): can you send me the signed assessment sheets for last month's refresher by Thursday?",
        "Priya (H&S): can you send me the signed assessment sheets for last month's refresher by Thursday?",
      ),
      h(
        "certs\nreprint Tom H card\nlog Dean's hours in the matrix",
        'reprint Tom H card',
        "log Dean's hours in the matrix",
      ),
      h(
        'Pedestrian walkway paint by racking row F is almost gone. Someone will get flattened one day. Facilities have been told three times.',
      ),
      h("Lovely feedback from Friday's group, one said it was the best course they'd done."),
      h(
        'Audit last year flagged it. Refresher training for the night shift is due by the end of March, no exceptions.',
        'Refresher training for the night shift is due by the end of March, no exceptions.',
      ),
      h('Why do they always schedule me on the day the yard gets resurfaced? Classic.'),
    ],
  },
  {
    name: 'a trawler skipper after landing at Peterhead on a Thursday',
    highlights: [
      h(
        'Landed 182 boxes at Peterhead, mostly haddock and whiting. Prices were poor on the whiting. Monkfish made good money.',
      ),
      h(
        'Port winch brake lining is glazed again. Get Alec at the engineering shop to look at it before we sail Sunday night.',
        'Get Alec at the engineering shop to look at it before we sail Sunday night.',
      ),
      h(
        'Ice\nOrder 12 tonne from the ice plant for Sunday 2100',
        'Order 12 tonne from the ice plant for Sunday 2100',
      ),
      h(
        "Crew: Callum off next trip for his sister's wedding. Need a fourth man, ring Jimmy Reid and see if he's free.",
        "Need a fourth man, ring Jimmy Reid and see if he's free.",
      ),
      h(
        'Fishery office says the quota swap with the Ocean Harvest should go through next week. Nothing to do till then.',
      ),
      h('Old skipper I started with used to say, never trust a calm forecast in February. Still true.'),
      h(
        'ERS app crashed twice at sea. Logbook for the last trip has to be submitted by Friday midnight.',
        'Logbook for the last trip has to be submitted by Friday midnight.',
      ),
      h(
        'Radar 2 flickering, sent the photo to Kelvin Hughes on Tuesday. Heard nothing back. Chase them Monday if still nothing.',
        'Chase them Monday if still nothing.',
      ),
      h(
        'Liferaft\nBook the annual service with the station in Fraserburgh before the 14th',
        'Book the annual service with the station in Fraserburgh before the 14th',
      ),
      h(
        'Wife: can you pick up milk and bread on the way home?',
        'Wife: can you pick up milk and bread on the way home?',
      ),
      h('Good trip overall. Lads worked hard in rotten weather.'),
    ],
  },
  {
    name: 'a quality inspector at an aerospace machining shop on a Friday',
    highlights: [
      h(
        'CMM report for batch 2217 (brackets) shows bore 2 at the top of tolerance on 6 of 20 parts. Not out, but trending. Raise it with Dave in machining before they run the next batch.',
        'Raise it with Dave in machining before they run the next batch.',
      ),
      h(
        'NCR 0431 closed today after the rework was verified. 8D report for NCR 0428 due to the customer on the 20th.',
        '8D report for NCR 0428 due to the customer on the 20th.',
      ),
      h(
        'Audit tip from the AS9100 course: always ask to see the record, not the procedure. Auditors love paperwork.',
      ),
      h(
        'Calibration\nHeight gauge HG-03 overdue since Tuesday\nQuarantine HG-03 and send it to the lab Monday',
        'Quarantine HG-03 and send it to the lab Monday',
      ),
      h('First article for the new titanium fitting should be ready Wednesday, according to planning.'),
      h('Meant to update the control plan for the hinge job but the system was down all afternoon.'),
      h(
        'Marek: can you check the surface finish on the last 5 shafts? Customer rejected two for Ra.',
        'Marek: can you check the surface finish on the last 5 shafts?',
      ),
      h('Follow-up from the supplier visit: they have installed the new deburring station. Looks decent.'),
      h(
        'Who signs off the concession for the anodising colour mismatch, me or Sarah? Shipment goes Tuesday.',
        'Who signs off the concession for the anodising colour mismatch, me or Sarah?',
      ),
      h('Gauge R&R results for the new operators look fine. Proud of this lot.'),
      h(
        'weekend\nbuy card + flowers for mum\nstrimmer back to Bob',
        'buy card + flowers for mum',
        'strimmer back to Bob',
      ),
    ],
  },
  {
    name: 'a dairy herdsman in calving season on a Saturday',
    highlights: [
      h(
        '0530 milking done, 212 through the parlour. Cow 418 kicked the clusters off twice, mastitis in the back left quarter. Strip her out and treat after evening milking, mark her red.',
        'Strip her out and treat after evening milking, mark her red.',
      ),
      h(
        'Calving\n3 calved overnight, all alive, one heifer needed a pull\nTag the three calves today and register them on BCMS',
        'Tag the three calves today and register them on BCMS',
      ),
      h(
        'Vet said on the phone the TB test should be the week after next. Not booked yet though. Sort a date with the practice on Monday.',
        'Sort a date with the practice on Monday.',
      ),
      h(
        "Feed rep said it, and he's right: clean the water troughs every day and you'll halve your problems.",
      ),
      h('Slurry store at 80%. Contractor booked for the 18th, weather permitting.'),
      h(
        'Jess (relief milker): I can do Sunday pm but not the morning, can you find someone for the 5am?',
        'Jess (relief milker): I can do Sunday pm but not the morning, can you find someone for the 5am?',
      ),
      h(
        'Bulk tank wash went through the cycle fine. Chemical drum is nearly empty. Order another 200L of acid wash from Hydro before Tuesday.',
        'Order another 200L of acid wash from Hydro before Tuesday.',
      ),
      h('Heard on Farming Today that milk price is dropping another penny from April. Great.'),
      h(
        "Calves are sucking well on the new teats. Don't forget the colostrum freezer bags, down to the last 3.",
        "Don't forget the colostrum freezer bags, down to the last 3.",
      ),
      h('I should have moved the dry cows yesterday. Too wet to get the trailer on the field.'),
      h(
        'Boss wants the vaccination records updated in the herd software before the Red Tractor inspection on the 27th.',
        'Boss wants the vaccination records updated in the herd software before the Red Tractor inspection on the 27th.',
      ),
      h('Tired. 17 hour day.'),
    ],
  },
  {
    name: 'a cold-store goods-in supervisor on a Tuesday',
    highlights: [
      h('Goods in, Tues\n14 trailers booked, 12 arrived, 2 no-shows (Kinnerton, Bidfood)'),
      h(
        "Reefer from Kinnerton arrived at -14 instead of -18. Rejected the lot and photographed the data logger. Email the probe readings to Kinnerton's transport desk today.",
        "Email the probe readings to Kinnerton's transport desk today.",
      ),
      h(
        "Dock 6 door seal torn at the bottom, ice building up on the floor. Engineers to fit a new seal on Thursday's PPM.",
        "Engineers to fit a new seal on Thursday's PPM.",
      ),
      h("Training poster in the canteen: if it isn't scanned, it didn't arrive. Best rule we have."),
      h(
        'New starter Monday, Adam\nGet a size L freezer suit out of stores for him',
        'Get a size L freezer suit out of stores for him',
      ),
      h(
        'WMS went down from 14:10 to 14:55. Paper receipts for everything in that window. Those have to be keyed in before the night stock count starts.',
        'Those have to be keyed in before the night stock count starts.',
      ),
      h('Did the rotation check on chilled aisle C, all in date. Good.'),
      h(
        "Shaun: any chance you could cover my Saturday and I'll do your Wednesday?",
        "Shaun: any chance you could cover my Saturday and I'll do your Wednesday?",
      ),
      h("Pallet wrap delivery should be here Friday. We're fine for stock until then."),
      h(
        'Racking damage at B14 level 2, upright dented by a reach truck. Nobody owned up. Offload B14 and get it inspected before Friday.',
        'Offload B14 and get it inspected before Friday.',
      ),
      h(
        'Who is doing the temperature log sign-off while Mandy is on holiday?',
        'Who is doing the temperature log sign-off while Mandy is on holiday?',
      ),
      h('Happy with the team today, they turned the backlog round by 4.'),
    ],
  },
  {
    name: 'a salmon farm site technician on a Wednesday',
    highlights: [
      h(
        'Lice count this morning: average 0.4 adult female per fish on pens 3-6. Under the trigger but creeping up.',
      ),
      h('Cleaner fish top-up for pen 5 should come on the wellboat next Tuesday.'),
      h(
        "Feed barge\nCamera on feeder 2 fogged up again\nWipe the housing and re-seal it on Thursday's round",
        "Wipe the housing and re-seal it on Thursday's round",
      ),
      h(
        'Mortality dive done, 41 morts from pen 2, mostly older gill damage. Log them on Fishtalk before you finish tonight.',
        'Log them on Fishtalk before you finish tonight.',
      ),
      h(
        'Site manager: can someone check the mooring lines on the north side after the storm?',
        'Site manager: can someone check the mooring lines on the north side after the storm?',
      ),
      h('Safety brief line: one hand for yourself, one for the boat. Old as the hills but true.'),
      h(
        'Workboat outboard is using more fuel than it should. Booked it in with the Yamaha dealer for Monday.',
      ),
      h('todo\nnew gloves x2\nsign the diving log', 'new gloves x2', 'sign the diving log'),
      h('Net change on pen 1 was supposed to be this week. Pushed back because of the weather.'),
      h(
        'Sampling for the SEPA audit has to be done by the end of the month, 6 sites around the cage group.',
        'Sampling for the SEPA audit has to be done by the end of the month, 6 sites around the cage group.',
      ),
      h(
        'Seals seen near pen 4 again. Second time this week. Tell Iain so he can check the predator nets.',
        'Tell Iain so he can check the predator nets.',
      ),
      h('Quiet evening on the pier. Otters in the harbour.'),
    ],
  },
  {
    name: 'a maintenance fitter at a bottling plant on a Thursday night shift',
    highlights: [
      h('Breakdown line 4 labeller, 02:15. Glue pump seized, swapped for the spare. Line back up 03:05.'),
      h(
        "We now have no spare glue pump. Order a replacement from Krones today, it's a 3 week lead time.",
        "Order a replacement from Krones today, it's a 3 week lead time.",
      ),
      h(
        'PM jobs this week\nFiller valve rebuild — Tues, need the seal kit first\nChain lube on line 2 conveyors before Friday',
        'Filler valve rebuild — Tues, need the seal kit first',
        'Chain lube on line 2 conveyors before Friday',
      ),
      h('From the LOTO refresher: your lock, your key, your life. Everyone nodded along.'),
      h(
        'Compressor 2 running hot, 98C on the display. Should be fine until the service on the 20th, Atlas reckon.',
      ),
      h(
        'Shift lead (Tony): can you have a look at the capper torque on line 1, QA are moaning about loose caps?',
        'Shift lead (Tony): can you have a look at the capper torque on line 1, QA are moaning about loose caps?',
      ),
      h(
        "I was going to fix the guard interlock on the palletiser but ran out of time. It's taped off and tagged. Day shift please sort it before they run the palletiser.",
        'Day shift please sort it before they run the palletiser.',
      ),
      h(
        "Stores: bearings 6205-2RS, we're down to 2, reorder",
        "Stores: bearings 6205-2RS, we're down to 2, reorder",
      ),
      h('Engineering meeting follow-up sent round by Phil. Nothing for me in it.'),
      h(
        'Car in for MOT — drop it at Halfords before 8 on Saturday.',
        'Car in for MOT — drop it at Halfords before 8 on Saturday.',
      ),
      h('Why does every breakdown happen at 2am? Never at 2pm.'),
      h('Mentoring the apprentice this week. She picked up the PLC fault-finding really quickly.'),
    ],
  },
];
