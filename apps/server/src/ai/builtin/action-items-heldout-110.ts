import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_110: LabelledDay[] = [
  {
    name: 'Zanele, 36, a quantity surveyor on a school-building project in Pietermaritzburg, on a Thursday (site minutes, family WhatsApp, notes to self)',
    highlights: [
      h(
        'Site meeting 14 — Thursday\nAttendees: ZN, contractor, architect, DoE rep\nBrickwork to first-floor slab on Block B is 80% complete.\nContractor to submit revised programme by Monday 12 May.\nArchitect has issued the revised door schedule.\nThe steel delivery should be on site next Wednesday.',
        'Contractor to submit revised programme by Monday 12 May.',
      ),
      h(
        'remeasure the ceiling areas in the admin block before I finalise valuation 9\nContractor claimed 412 m² but the drawings only show 389',
        'remeasure the ceiling areas in the admin block before I finalise valuation 9',
      ),
      h(
        '[08/05/2025, 07:42] Mama: Sisi, the electricity bill came, R1 840 again\n[08/05/2025, 07:43] Mama: Please phone the municipality about that meter, they never read it\n[08/05/2025, 07:50] Zanele: Eish. Ok Ma',
        'Mama: Please phone the municipality about that meter, they never read it',
      ),
      h(
        'From a QS blog I follow: Never certify work you have not seen with your own eyes. A valuation is a statement about the past, not a forecast. Always photograph services before they get covered up.',
      ),
      h(
        'Load-shedding stage 2 tonight, 18:00 to 20:30 in Scottsville. Inverter battery was on 60% this morning. Should last if nobody boils the kettle.',
      ),
      h(
        '> Please confirm that the final account for Phase 1 will be submitted by 30 May.\n> The payment certificate for April has been approved.\n\nNoted with thanks, Mr Dlamini.',
        'Please confirm that the final account for Phase 1 will be submitted by 30 May.',
      ),
      h(
        'Long day. Tender meeting ran over by an hour and nobody had read the BOQ. I should have sent it out on Monday.',
      ),
      h(
        "Lwazi's class trip to the Natal Museum is on the 22nd. The indemnity form has to be signed and returned by Tuesday. Bus money is R80, and I paid it on the school app already.",
        'The indemnity form has to be signed and returned by Tuesday.',
      ),
      h(
        'TODO ask Sipho for the rebar delivery notes from March\nHe said they were in the blue lever-arch file.',
        'TODO ask Sipho for the rebar delivery notes from March',
      ),
      h(
        'Negotiation podcast, ep 31\nLet the other side name the first number.\nSilence is a tool, not a weakness.',
      ),
      h(
        'Thabo: did you manage to send the variation order to the client?\nZanele: sent it yesterday, waiting on them\nThabo: also we still need to decide who goes to the Howick site visit on Monday',
        'Thabo: also we still need to decide who goes to the Howick site visit on Monday',
      ),
    ],
  },
  {
    name: 'Pieter, 51, a citrus farmer in the Sundays River Valley, Eastern Cape, on a Monday in packing season (packhouse WhatsApp, co-op notes, family chat)',
    highlights: [
      h(
        '[09/06/2025, 06:15] Johan: Morning boss, the second sorting line tripped again at 5\n[09/06/2025, 06:16] Johan: Electrician can only come Wednesday\n[09/06/2025, 06:20] Pieter: Phone Koos in Kirkwood, he did it last year\n[09/06/2025, 06:21] Johan: Ja boss',
        'Pieter: Phone Koos in Kirkwood, he did it last year',
      ),
      h(
        'EU-bound navels are always inspected by the PPECB before loading. Confirm the 6 reefers with the forwarder by Wednesday.',
        'Confirm the 6 reefers with the forwarder by Wednesday.',
      ),
      h(
        'From the Citrus Journal: Pick in the cool of the morning and never pick wet fruit. Rind breakdown starts long before you see it. A good packhouse manager watches the bins, not the clock.',
      ),
      h(
        'spray records for the Valencias have to go to the auditor before the GLOBALG.A.P. audit\nLast year we passed with two minor non-conformances.',
        'spray records for the Valencias have to go to the auditor before the GLOBALG.A.P. audit',
      ),
      h(
        "[09/06/2025, 12:02] Anita: Don't forget Ouma's birthday lunch on Sunday, you're bringing the meat for the braai\n[09/06/2025, 12:05] Pieter: I won't forget",
        "Anita: Don't forget Ouma's birthday lunch on Sunday, you're bringing the meat for the braai",
      ),
      h('Renewed the bakkie licence disc at the post office. R1 150, and the queue was out the door.'),
      h('SAWS: cold front on Wednesday, 15 mm expected in the valley. Picking will probably stop for a day.'),
      h(
        'Wages for the seasonal pickers went out on Friday. Mariska did the timesheets already. Thanks to the whole team for a record Saturday!',
      ),
      h(
        "Notes from 'The Farmer's Year': The farm teaches patience whether you want to learn it or not. Keep a diary and read it every winter.",
      ),
      h(
        'Co-op meeting notes\n- new carton prices from 1 July\n- Pieter: yield estimates to Hennie\n- [x] pay the levy\n- we still need to decide on the trial',
        'Pieter: yield estimates to Hennie',
        'we still need to decide on the trial',
      ),
      h(
        'Jaco: Pa, can you send me R500 for the rugby tour? Coach says the bus leaves at 6 on Friday.',
        'Jaco: Pa, can you send me R500 for the rugby tour?',
      ),
    ],
  },
  {
    name: 'Bec, 33, a livestock agent at the saleyards in Wagga Wagga, NSW, on a Wednesday (client texts, boss e-mails, footy group)',
    highlights: [
      h('Sale wrap: 4,200 head yarded, steers firm to 10c dearer. Heavy cows sold to 385c/kg lwt.'),
      h(
        "Garry Hutchins: G'day Bec, can you come out Friday arvo and look at the 60 Angus weaners before I book them in?",
        "Garry Hutchins: G'day Bec, can you come out Friday arvo and look at the 60 Angus weaners before I book them in?",
      ),
      h('NVDs for the Hutchins mob were all filled out properly this time — first time ever.'),
      h(
        "> Bec, the Rural Bank quarterly figures are due to me by close of business Friday.\n> Also, well done on Tuesday's clearance sale.",
        'Bec, the Rural Bank quarterly figures are due to me by close of business Friday.',
      ),
      h(
        'Low-stress stock handling, from an MLA article\nWork from the point of balance.\nNever rush cattle through a race.\nA quiet yard is a safe yard.',
      ),
      h(
        'Rego for the ute is due on the 28th\nService NSW reminder came through this morning.',
        'Rego for the ute is due on the 28th',
      ),
      h(
        "Footy\nTraining moved to Thursday this week because of the lights.\nYou need to bring the oranges for Saturday's game.",
        "You need to bring the oranges for Saturday's game.",
      ),
      h(
        "Rang Dad this morning. He's still not happy about selling the Herefords but it was the right call. I meant to call Aunty Jan as well but ran out of time.",
      ),
      h(
        "Tom: who's doing the weigh-in at the Junee sale on Monday?\nBec: not me, I'm at Cootamundra",
        "Tom: who's doing the weigh-in at the Junee sale on Monday?",
      ),
      h(
        'Market outlook podcast: the market should firm once the northern rain clears. Restocker demand is the thing to watch this spring.',
      ),
      h(
        'Thursday\n1. ring Elders re the Moore commission\n2) photos of the Hutchins weaners for the online listing',
        'ring Elders re the Moore commission',
        'photos of the Hutchins weaners for the online listing',
      ),
    ],
  },
  {
    name: 'Kylie, 45, director of a long day care centre in Geelong, Victoria, on a Friday (staff notes, parent e-mails, family chat)',
    highlights: [
      h(
        'Staff meeting — Friday\nRoom leaders to update the daily reflections on Storypark by 5pm.\nThe new ratio rules came in on 1 July.\nGreat job on the NQS visit, everyone!',
        'Room leaders to update the daily reflections on Storypark by 5pm.',
      ),
      h(
        '> Hi Kylie, could you let me know if Harper can start on Tuesdays as well from next term?\n> Thanks so much, Sarah',
        'Hi Kylie, could you let me know if Harper can start on Tuesdays as well from next term?',
      ),
      h(
        "From 'Play Matters': Children learn through play, not despite it. Follow the child's lead. Step back and let them struggle a little.",
      ),
      h(
        'First aid certificates for Jess and Mai expire at the end of the month. Both have to be renewed before the assessment visit.',
        'Both have to be renewed before the assessment visit.',
      ),
      h("don't forget the fire drill log needs signing", "don't forget the fire drill log needs signing"),
      h('Rang the plumber about the nappy room tap. He came at 2 and fixed it in ten minutes.'),
      h(
        "[13/06/2025, 15:40] Dan: I'll grab the kids from netball, you do dinner?\n[13/06/2025, 15:41] Kylie: Deal, thanks love",
        "Dan: I'll grab the kids from netball, you do dinner?",
      ),
      h(
        'Centrelink is changing the Child Care Subsidy activity test from January. Families should be better off under the new rules.',
      ),
      h('Bunnings\n- [x] sandpit sand\n- [x] sunscreen pump packs\n- [x] cable ties'),
      h(
        "Had a tough conversation with a parent today. I handled it better than last time, I think. Honestly I'm just tired.",
      ),
      h(
        "Can someone cover Mai's shift Monday arvo? She's got a specialist appointment.",
        "Can someone cover Mai's shift Monday arvo?",
      ),
    ],
  },
  {
    name: 'Josh, 38, a lift mechanic at a ski field on Mt Ruapehu, New Zealand, on a Saturday in July (lift log, ops chat, texts from home)',
    highlights: [
      h(
        'Chair 3 — bullwheel bearing temp 68°C at 0830, back to 54°C by 1000. Comms cable on tower 7 re-terminated yesterday. Order two spare sheave liners before next weekend.',
        'Order two spare sheave liners before next weekend.',
      ),
      h(
        "Ops: wind's picking up, Waterfall Express on hold till 11\nOps: Josh, can you check the anemometer on the top station, it's reading weird",
        "Ops: Josh, can you check the anemometer on the top station, it's reading weird",
      ),
      h(
        "From the NZSAA safety refresher: Complacency is the real hazard. Lock out, tag out, every single time. The mountain doesn't care how experienced you are.",
      ),
      h(
        "Tama's togs — swimming lessons Tuesday, pack them Monday night",
        "Tama's togs — swimming lessons Tuesday, pack them Monday night",
      ),
      h(
        "Aria: Can you pick up mince and a loaf from the dairy on your way down? Road's icy past the Chateau so take it slow.",
        'Aria: Can you pick up mince and a loaf from the dairy on your way down?',
      ),
      h('Replaced the haul rope clamp on T-bar 2. Took four hours but it runs sweet now.'),
      h(
        'MetService: heavy snow to 1200 m overnight, road likely closed tomorrow morning. Desert Road should reopen by midday.',
      ),
      h(
        'need to book the WoF for the Hilux before it runs out on the 31st',
        'need to book the WoF for the Hilux before it runs out on the 31st',
      ),
      h(
        'The Checklist Manifesto\nUnder conditions of complexity, not only are checklists a help, they are required for success.\nGood checklists are precise.',
      ),
      h(
        '[19/07/2025, 16:55] Mike: early crew got the Rangatira chair going by 9, good work\n[19/07/2025, 16:58] Hemi: sweet as',
      ),
      h(
        'You need to ring Mum on Sunday about her flights. She still thinks the booking went through twice.',
        'You need to ring Mum on Sunday about her flights.',
      ),
    ],
  },
  {
    name: 'Hinemoa, 52, who runs a catering business feeding hui at marae around Whakatāne, on a Thursday (bookings, supplier texts, whānau chat)',
    highlights: [
      h(
        'Hui at Te Mānuka Tūtahi Marae, Saturday, 180 people. Hāngī for 180 — the pit crew needs to be told by Friday noon. Last time they wanted seconds of the steamed pudding.',
        'Hāngī for 180 — the pit crew needs to be told by Friday noon.',
      ),
      h(
        'Dave (Gilmours): Can you confirm the order for 40 kg of pork bones by 3 today?',
        'Dave (Gilmours): Can you confirm the order for 40 kg of pork bones by 3 today?',
      ),
      h(
        'Nan always said: feed the manuhiri first, the workers last, and yourself never. Always make more than you need.',
      ),
      h(
        'Mereana to do the dessert prep Friday night\nKahu and Tipene did the pick-up from Countdown this morning.',
        'Mereana to do the dessert prep Friday night',
      ),
      h('GST return due 28th!! Accountant says it should be smaller this time.', 'GST return due 28th!!'),
      h('Dropped the chilly bins back to the church. Paid Aunty Rangi for the kūmara.'),
      h(
        'From the food safety refresher: Keep hot food hot and cold food cold. Wash your hands before you touch anything else. Never reheat rice twice.',
      ),
      h(
        "[17/07/2025, 18:20] Koro: Who's bringing the kids to kapa haka on Tuesday?\n[17/07/2025, 18:25] Hinemoa: Not sure yet, I'm in Rotorua that night",
        "Koro: Who's bringing the kids to kapa haka on Tuesday?",
      ),
      h("Pak'nSave\nspuds 20 kg\n[x] pumpkin x6\n[x] cream", 'spuds 20 kg'),
      h("The van's making that noise again. Should be fine for Saturday."),
      h(
        "> Kia ora Hinemoa, we're having a 60th for Dad on 9 August, about 90 guests.\n> Could you send a menu with prices when you get a chance?\n> Ngā mihi, Paula",
        'Could you send a menu with prices when you get a chance?',
      ),
    ],
  },
  {
    name: 'Trent, 42, a lobster fisherman in Shelburne County, Nova Scotia, on the Sunday before dumping day (crew texts, buyer e-mail, family chat)',
    highlights: [
      h(
        'Dumping day got pushed to Tuesday on account of the wind. DFO says boats can leave at 6 if it drops under 25 knots.',
      ),
      h(
        'Trent: Brody, grab 20 boxes of herring from the bait shed tonight\nBrody: k',
        'Trent: Brody, grab 20 boxes of herring from the bait shed tonight',
      ),
      h(
        'Before Tuesday\n- [ ] check the hauler hydraulics\n- [ ] tags on all 375 traps\n- [x] licence renewal',
        'check the hauler hydraulics',
        'tags on all 375 traps',
      ),
      h(
        "Shauna: Don't forget Kaylee's hockey at 7 tomorrow in Barrington, I'm working",
        "Shauna: Don't forget Kaylee's hockey at 7 tomorrow in Barrington, I'm working",
      ),
      h("Dad's old saying: Never set your gear on a falling glass. A tidy boat is a safe boat."),
      h(
        "Took the truck to Tim's for a double-double and ran into Gary from the co-op. He says the shore price should open around $7.",
      ),
      h(
        'Last EI fishing report is due today, do it on the app before supper.',
        'Last EI fishing report is due today, do it on the app before supper.',
      ),
      h(
        'From a Transport Canada bulletin: Wear your PFD on deck at all times. Most fishermen who drown were not wearing one.',
      ),
      h(
        '> Trent, the posted price for Tuesday is $7.25 a pound.\n> Please let us know your crate count by 4 pm Monday.',
        'Please let us know your crate count by 4 pm Monday.',
      ),
      h(
        "Twenty-two seasons now. Every year I swear it's my last and every year I'm back on the wharf at 4am.",
      ),
      h(
        'Remember to drop the insurance cheque at the Royal Bank in Shelburne on Monday morning.',
        'Remember to drop the insurance cheque at the Royal Bank in Shelburne on Monday morning.',
      ),
    ],
  },
  {
    name: 'Amrit, 27, a dispatcher at a trucking company in Surrey, BC, on a Monday (load board, driver texts, family chat)',
    highlights: [
      h(
        'Load 4471 Surrey → Calgary, 22 pallets, reefer at 2°C. Gurpreet to pick up at Fraser Surrey Docks by 14:00.',
        'Gurpreet to pick up at Fraser Surrey Docks by 14:00.',
      ),
      h(
        'Harj: Coquihalla closed at Box Canyon, sitting in Hope. What do you want me to do?',
        'What do you want me to do?',
      ),
      h(
        'DriveBC: Highway 5 closed both directions, next update 3 pm. Chains required on Highway 3 over Allison Pass.',
      ),
      h(
        "I'm going to ask Manny about moving the Kamloops load to Wednesday",
        "I'm going to ask Manny about moving the Kamloops load to Wednesday",
      ),
      h(
        "> Amrit, heads up, we've been picked for an ELD audit.\n> Every driver's logs for October need to be reviewed before then.",
        "Every driver's logs for October need to be reviewed before then.",
      ),
      h(
        'From the dispatcher course: A good dispatcher never lies to a driver. Plan for the weather, not the forecast. Call before you text.',
      ),
      h(
        "Mom: beta don't forget to pick up Nani's prescription from London Drugs",
        "Mom: beta don't forget to pick up Nani's prescription from London Drugs",
      ),
      h('Called the shipper in Delta twice about the late BOL. They finally sent it at 11.'),
      h(
        "ICBC renewal — go to the broker before the 15th. The rate should go down now that I'm past 25.",
        'ICBC renewal — go to the broker before the 15th.',
      ),
      h("Jas: still can't believe they lost in OT\nAmrit: I should've stayed home lol"),
      h(
        'Night shift handover\nTruck 12 has a check-engine light, Sukh is aware.\nTruck 31 back in service.\nWe need someone to cover Thursday night dispatch.',
        'We need someone to cover Thursday night dispatch.',
      ),
    ],
  },
];
