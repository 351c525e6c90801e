import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_91: LabelledDay[] = [
  {
    name: 'Yusuf, 41, an operating department practitioner in the theatres at a Bradford hospital, on a Wednesday (theatre-team, family and street WhatsApp)',
    highlights: [
      h(
        '04/03/2026, 07:02 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.\n04/03/2026, 07:15 - Lorna T3: Morning all, list for theatre 3 is on the board, 6 cases\n04/03/2026, 07:16 - Lorna T3: Yusuf can you check the difficult airway trolley before 8, the bougie was missing yesterday\n04/03/2026, 07:21 - Yusuf: 👍\n04/03/2026, 07:40 - Bav: The new video laryngoscope should be delivered Friday apparently',
        'Lorna T3: Yusuf can you check the difficult airway trolley before 8, the bougie was missing yesterday',
      ),
      h(
        "[04/03/2026, 12:31:08] Sister Okafor: Reminder that mandatory training (BLS and manual handling) has to be completed by the 31st or you'll come off the rota\n[04/03/2026, 12:33:40] Dean ODP: Done mine in Jan 👍\n[04/03/2026, 12:34:02] Sister Okafor: Only 6 of 14 showing green on ESR so far\n[04/03/2026, 12:36:55] Kerry: I was going to do it last night but the site was down again",
        "Sister Okafor: Reminder that mandatory training (BLS and manual handling) has to be completed by the 31st or you'll come off the rota",
      ),
      h(
        "04/03/2026, 09:47 - Ammi: Beta don't forget Nani's prescription is ready at Boots on Leeds Road\n04/03/2026, 09:52 - Safa: I picked up the last lot so it's not me 😅\n04/03/2026, 10:03 - Ammi: Nani's eye clinic letter came, they've moved the appointment to April\n04/03/2026, 10:05 - Imran: Can't do Mondays anyway, I'm in Leeds all day",
        "Ammi: Beta don't forget Nani's prescription is ready at Boots on Leeds Road",
      ),
      h(
        'From The Checklist Manifesto: Under conditions of complexity, not only are checklists a help, they are required for success.',
      ),
      h(
        'ask estates about the broken recliner in recovery bay 2',
        'ask estates about the broken recliner in recovery bay 2',
      ),
      h(
        "[03/03/2026, 21:14:51] Pete (12): Someone tried car doors on our side last night. Mine was unlocked this morning, nothing taken\n[03/03/2026, 21:20:03] Jan (7): They did the same on Ashgrove last month\n[03/03/2026, 21:22:40] Yusuf: Our doorbell cam caught someone at 2am, I'll send you the clip tomorrow Pete\n[03/03/2026, 21:30:12] Jan (7): Always lock it even on the drive, that's what the PCSO told us at the last meeting",
        "Yusuf: Our doorbell cam caught someone at 2am, I'll send you the clip tomorrow Pete",
      ),
      h(
        'NHS England figures: theatre productivity rose 4% last year, though on-the-day cancellations remain stubbornly high.',
      ),
      h(
        "Tues 10th — Zara's parents' evening 5.30, need to swap my late with Dean",
        "Tues 10th — Zara's parents' evening 5.30, need to swap my late with Dean",
      ),
      h(
        "[02/03/2026, 19:02:11] Imran: Ramadan timetable from the masjid\n[02/03/2026, 19:02:12] Imran: <attached: 00000045-PHOTO-2026-03-02-19-02-12.jpg>\n[02/03/2026, 19:10:37] Ammi: Khala says iftar at hers was lovely, shame you all missed it\n[02/03/2026, 19:15:00] Safa: I meant to make samosas last time and never did lol\n[02/03/2026, 19:15:44] Ammi: Yusuf you're on fruit chaat for Saturday",
        "Ammi: Yusuf you're on fruit chaat for Saturday",
      ),
      h('Dean reckons the consultant should be fine with a later start on Fridays.'),
      h('HCPC renewal done, fee went out on 2 March'),
    ],
  },
  {
    name: "Carol, 63, chair of a tenants' and residents' association on a Hackney estate, on a Monday (estate WhatsApp, committee Signal, family Messenger)",
    highlights: [
      h(
        "09/02/2026, 08:12 - Desmond (Block B): Lift in B is out again since Saturday night\n09/02/2026, 08:30 - Carol TRA: I logged it with repairs yesterday, ref 88412\n09/02/2026, 08:41 - Desmond (Block B): Can you chase them today? Mrs Adeyemi on 9 can't manage the stairs with her knee\n09/02/2026, 08:44 - Carol TRA: 👍\n09/02/2026, 09:02 - Femi: Portal says an engineer should be out by Wednesday",
        'Desmond (Block B): Can you chase them today?',
      ),
      h(
        "TRA committee (Signal)\n[08/02/2026, 18:05] Yvonne (treasurer): January bank statement attached\n[08/02/2026, 18:09] Yvonne (treasurer): We still need to decide whether we renew the hall insurance or go onto the council policy\n[08/02/2026, 18:25] Malik: Minutes from the last meeting still haven't gone round btw\n[08/02/2026, 18:40] Carol: My fault, I'll send them out tonight",
        'Yvonne (treasurer): We still need to decide whether we renew the hall insurance or go onto the council policy',
        "Carol: My fault, I'll send them out tonight",
      ),
      h(
        "[07/02/2026, 22:48:10] Jade: Thanks for having Kai on Thursday Mum, you're a star\n[07/02/2026, 22:51:02] Jade: He's got swimming at 5 so bring his kit bag, it's in the hall cupboard\n[07/02/2026, 22:55:40] Carol: Course love x",
        "Jade: He's got swimming at 5 so bring his kit bag, it's in the hall cupboard",
      ),
      h("rang Cllr Mensah's office re the bin store fire door, no answer again"),
      h('Guardian: London boroughs spent more than £4m a day on temporary accommodation last year.'),
      h(
        'Fun day checklist\n- [x] Book bouncy castle\n- [x] Hygiene certs for BBQ volunteers\n- [ ] Ask Tesco for a raffle prize\n- [x] Risk assessment to events team',
        'Ask Tesco for a raffle prize',
      ),
      h(
        'Jane Jacobs: there must be eyes upon the street, eyes belonging to those we might call the natural proprietors of the street.',
      ),
      h(
        "[06/02/2026, 10:15:44] Rita: Bulbs went in by the bench on Saturday, looks lovely already\n[06/02/2026, 10:17:02] Rita: Thank you to everyone who came\n[06/02/2026, 10:20:19] Shona: Who's opening the shed for the half-term planting on the 14th?\n[06/02/2026, 10:31:55] Rita: This message was deleted",
        "Shona: Who's opening the shed for the half-term planting on the 14th?",
      ),
      h('Remember when we had to fight to keep the adventure playground open? Twenty years ago this month.'),
      h(
        'Letter to residents re damp survey — must go out before half term',
        'Letter to residents re damp survey — must go out before half term',
      ),
      h(
        '09/02/2026, 13:05 - Femi: Council rep said the new bin store should be finished by March\n09/02/2026, 13:07 - Femi: I did ask about the lighting by the garages but got nowhere\n09/02/2026, 13:10 - Desmond (Block B): They always say March 🙄',
      ),
    ],
  },
  {
    name: 'Imogen, 31, social secretary of a rowing club in Durham, on a Thursday (club WhatsApp, social committee Messenger, family chat)',
    highlights: [
      h(
        "12/03/2026, 06:41 - Coach Rob: River's on amber board this morning, squads only\n12/03/2026, 06:43 - Hattie: Noooo\n12/03/2026, 06:44 - Coach Rob: Amber means no novices on the water, that's the club rule not mine\n12/03/2026, 08:10 - Coach Rob: Imogen can you let the novice group know, they're not all on this chat",
        "Coach Rob: Imogen can you let the novice group know, they're not all on this chat",
      ),
      h(
        "Social cttee (Messenger)\n[11/03/2026, 20:02:15] Imogen: Booked Hatfield dining hall for the 28th, deposit paid\n[11/03/2026, 20:04:40] Priya S: Menu choices need to be in by Friday 20th, the college were very firm about it\n[11/03/2026, 20:05:11] Tom Cox: Last year's ticket spreadsheet is on the club drive\n[11/03/2026, 20:06:03] Priya S: The alumni came last year and loved it",
        'Priya S: Menu choices need to be in by Friday 20th, the college were very firm about it',
      ),
      h(
        "[10/03/2026, 17:20:09] Dad: Your car insurance renewal came here again, you need to change your address with them\n[10/03/2026, 17:21:30] Imogen: Ugh sorry, I thought I had\n[10/03/2026, 17:25:55] Mum: Granny loved the flowers, she's been telling everyone at church",
        'Dad: Your car insurance renewal came here again, you need to change your address with them',
      ),
      h(
        'Fairbairn to novices: Never think of the stroke as pulling; think of it as pushing the boat away with your legs.',
      ),
      h(
        'blades need re-sleeving before Tyne head, ask Rob who did it last year',
        'blades need re-sleeving before Tyne head, ask Rob who did it last year',
      ),
      h(
        "[12/03/2026, 12:12:02] Hattie: Who's towing the trailer to Tyne head on the 22nd? Rob's towbar is broken\n[12/03/2026, 12:30:47] Sam K: I took it last time and the lights were dodgy\n[12/03/2026, 12:32:18] Coach Rob: Lights were fixed in Jan",
        "Hattie: Who's towing the trailer to Tyne head on the 22nd?",
      ),
      h(
        'Met Office: the band of heavy rain should clear eastwards by Saturday morning, with river levels falling by Sunday.',
      ),
      h(
        'Thurs\nBoathouse cleaner invoice paid\nEmail Hatfield re vegetarian numbers\nOrdered new club ties (done)',
        'Email Hatfield re vegetarian numbers',
      ),
      h(
        '12/03/2026, 18:55 - Coach Rob: Great effort on the ergs tonight novices\n12/03/2026, 18:56 - Coach Rob: Remember the 2k test is next Thursday, so no heavy sessions the day before\n12/03/2026, 19:03 - Lucy (novice): that was brutal 😂\n12/03/2026, 19:04 - Lucy (novice): <Media omitted>',
        'Coach Rob: Remember the 2k test is next Thursday, so no heavy sessions the day before',
      ),
      h('The best bit of the season is the first time the eight sits up and the boat just runs.'),
    ],
  },
  {
    name: 'Deepak, 50, who runs a cash-and-carry wholesaler in Leicester, on a Tuesday (staff WhatsApp, supplier messages, family WhatsApp)',
    highlights: [
      h(
        '17/03/2026, 06:05 - Ravi (warehouse): Chiller 2 alarm went off at 4am, temp back down to 3 degrees now\n17/03/2026, 06:12 - Deepak: Thanks Ravi. Log it on the temp sheet and get Coolserve out to look at it today\n17/03/2026, 06:14 - Ravi (warehouse): Ok boss',
        'Log it on the temp sheet and get Coolserve out to look at it today',
      ),
      h(
        '[17/03/2026, 09:30:12] Shanti (office): Booker rep came by, left the new price list on your desk\n[17/03/2026, 09:31:45] Shanti (office): VAT return went in yesterday, accountant says all fine\n[17/03/2026, 09:40:03] Deepak: 👍',
      ),
      h(
        "16/03/2026, 21:10 - Meena: Dad the boiler man is coming Thursday between 8 and 12, someone has to be in\n16/03/2026, 21:14 - Deepak: I'm at the depot all Thursday morning\n16/03/2026, 21:15 - Meena: Mum's at Masi's in Wembley till Friday",
        'Meena: Dad the boiler man is coming Thursday between 8 and 12, someone has to be in',
      ),
      h(
        'Halal cert for the lamb supplier runs out end of month — get the new one off Yusuf Meats',
        'Halal cert for the lamb supplier runs out end of month — get the new one off Yusuf Meats',
      ),
      h('The Grocer: wholesale food inflation eased to 3.1% in February, the lowest since 2021.'),
      h(
        'Sam Walton: Control your expenses better than your competition. This is where you can always find the competitive advantage.',
      ),
      h(
        'Order for Thursday:\n- 20 x basmati 10kg\n- Samosa pastry (ask if they have the big packs)',
        '20 x basmati 10kg',
        'Samosa pastry (ask if they have the big packs)',
      ),
      h(
        '17/03/2026, 15:48 - Kiran (driver): Garage said the van only just passed on the brakes last year\n17/03/2026, 15:50 - Deepak: Kiran book the MOT in somewhere for next week, it runs out on the 28th\n17/03/2026, 15:52 - Kiran (driver): 👍',
        'Deepak: Kiran book the MOT in somewhere for next week, it runs out on the 28th',
      ),
      h(
        '[17/03/2026, 11:02:33] Graham (Tilda): Price increase of 4% on all rice lines from 1 April\n[17/03/2026, 11:05:10] Graham (Tilda): Orders placed before then will be at the old price',
      ),
      h("Told Shanti she could leave early Friday for her cousin's wedding."),
      h('Should be a quieter week now Holi is done.'),
    ],
  },
  {
    name: "Kendra, 36, a deputy court clerk in Tulsa, Oklahoma, who co-coaches her church's youth softball team, on a Tuesday (team parents' chat, chambers group, family Messenger)",
    highlights: [
      h(
        "4/14/26, 6:45 PM - Coach Kendra: Practice is Thursday 5:30 this week, please have the girls there by 5:15\n4/14/26, 6:47 PM - Brandy (Mia's mom): Mia's so excited for Saturday!!\n4/14/26, 7:12 PM - Tasha: Who's bringing snacks Saturday? We did the last two weeks",
        'Coach Kendra: Practice is Thursday 5:30 this week, please have the girls there by 5:15',
        "Tasha: Who's bringing snacks Saturday?",
      ),
      h(
        "[4/14/26, 8:02:45 AM] Debra (chambers): Tomorrow's docket has 3 continuances, updated list is on the S drive\n[4/14/26, 8:10:19 AM] Debra (chambers): Kendra, please file the amended order in Reyes before noon\n[4/14/26, 8:15:02 AM] Marcus: Copier on 4 is jammed again FYI",
        'Debra (chambers): Kendra, please file the amended order in Reyes before noon',
      ),
      h(
        "[4/13/26, 9:31:10 PM] Mom: Can't believe Grandpa turns 80 next month\n[4/13/26, 9:33:27 PM] Mom: Kendra you said you'd do the photo slideshow so start collecting pics from everybody\n[4/13/26, 9:40:51 PM] Dez: lol remember his 70th when the tent blew over",
        "Mom: Kendra you said you'd do the photo slideshow so start collecting pics from everybody",
      ),
      h(
        'You need to renew your notary commission before June 1',
        'You need to renew your notary commission before June 1',
      ),
      h("John Wooden: Don't let what you cannot do interfere with what you can do."),
      h(
        'Softball bag\n- [x] Scorebook\n- [x] First aid kit refill\n- [ ] Buy 2 dozen practice balls\n- [x] Pitching helmets',
        'Buy 2 dozen practice balls',
      ),
      h(
        '4/12/26, 1:05 PM - Pastor Jim: Thank you everyone for a wonderful service this morning\n4/12/26, 1:20 PM - Gloria: The new chairs for the fellowship hall should arrive next week\n4/12/26, 1:21 PM - Gloria: We should all be so proud of how the kids did',
      ),
      h('Tulsa World: Storms expected Thursday evening with a chance of large hail.'),
      h(
        "4/14/26, 2:14 PM - Marcus: Jury questionnaires for the Thompson trial came back from the printer\n4/14/26, 2:30 PM - Debra (chambers): We need someone to cover the front counter Friday afternoon, I'm out\n4/14/26, 2:32 PM - Kendra: I can't, I have the softball tournament",
        "Debra (chambers): We need someone to cover the front counter Friday afternoon, I'm out",
      ),
      h('I meant to call the league about the umpire fees and it slipped my mind again.'),
    ],
  },
  {
    name: 'Zainab, 45, a driving examiner at a DVSA test centre in Walsall, on the Thursday before Eid (examiners WhatsApp, family WhatsApp, street group)',
    highlights: [
      h(
        "19/03/2026, 07:50 - Bal (DTC manager): Morning, 3 cancellations today because of the bus strike\n19/03/2026, 07:52 - Bal (DTC manager): Zainab you're on the 9.10 and 10.07 as well now\n19/03/2026, 07:58 - Zainab: Ok\n19/03/2026, 08:05 - Gareth: Car park barrier still broken, I parked on Hatherton St",
        "Bal (DTC manager): Zainab you're on the 9.10 and 10.07 as well now",
      ),
      h('Highway Code rule 159: Before moving off you should use all mirrors to check the road is clear.'),
      h(
        "[18/03/2026, 20:14:33] Abbu: Masjid says the moon committee meets tonight, Eid is Friday or Saturday\n[18/03/2026, 20:16:02] Zainab: Who is collecting Nani from Smethwick if it's Friday?\n[18/03/2026, 20:22:10] Sana: Kids' outfits came today, they look gorgeous\n[18/03/2026, 20:25:47] Hamza: This message was deleted",
        "Zainab: Who is collecting Nani from Smethwick if it's Friday?",
      ),
      h('CPD form to Bal by Weds', 'CPD form to Bal by Weds'),
      h(
        "18/03/2026, 18:40 - Linda (no 4): Someone's dumped a sofa on the verge by the postbox\n18/03/2026, 18:52 - Zainab: I reported it on the council site this morning, ref 55120\n18/03/2026, 18:55 - Tariq: Ta Zainab 👍",
      ),
      h(
        "[19/03/2026, 12:02:48] Bal (DTC manager): Reminder all, the new tablet app goes live Monday so please do the e-learning module before then\n[19/03/2026, 12:10:05] Gareth: Did it last week, took 20 mins\n[19/03/2026, 12:15:30] Priya: Link doesn't work for me btw",
        'Bal (DTC manager): Reminder all, the new tablet app goes live Monday so please do the e-learning module before then',
      ),
      h('BBC: Learners in the West Midlands are waiting up to 24 weeks for a practical test.'),
      h(
        'decide whether to cancel the gym before it auto-renews on the 1st',
        'decide whether to cancel the gym before it auto-renews on the 1st',
      ),
      h("Someone once told me Eid is not about new clothes, it's about who you share the table with."),
      h(
        "Eid shopping\n• Dates from the shop on Alum Rock Rd\n• Mehndi cones — Sana has loads\n• Got the kids' outfits ✔",
        'Dates from the shop on Alum Rock Rd',
      ),
      h('Passed 4 out of 6 today, the 10.07 lad cried when I told him.'),
    ],
  },
  {
    name: 'Fraser, 33, a cooper at a whisky cooperage in Speyside who plays five-a-side, on a Monday (fives group, cooperage shift chat, family and village groups)',
    highlights: [
      h(
        "23/03/2026, 12:30 - Stevie: Good game last week lads, Ali's nutmeg still haunts me\n23/03/2026, 12:41 - Stevie: Fraser you still owe £5 from last week, bank me it when you get a chance\n23/03/2026, 12:44 - Ali: 😂",
        'Stevie: Fraser you still owe £5 from last week, bank me it when you get a chance',
      ),
      h(
        '[23/03/2026, 06:15:20] Gordon (foreman): Char line was down an hour Friday, sorted now\n[23/03/2026, 06:17:44] Gordon (foreman): The 200 hogsheads for the Glenlivet order have to be out the door by Friday\n[23/03/2026, 09:50:01] Dougie: Toasting burner on bay 2 is playing up again',
        'Gordon (foreman): The 200 hogsheads for the Glenlivet order have to be out the door by Friday',
      ),
      h('Old Jock at the cooperage: measure twice, cut once, and never trust a stave that sings.'),
      h(
        "22/03/2026, 19:03 - Mum: Hotel confirmed the function room for Gran's 90th, all sorted\n22/03/2026, 19:10 - Mum: Fraser can you pick up Auntie Jean from Elgin on the way?\n22/03/2026, 19:11 - Kirsty: Gran's going to love it 😭",
        'Mum: Fraser can you pick up Auntie Jean from Elgin on the way?',
      ),
      h('ask Gordon for the fuel card pin', 'ask Gordon for the fuel card pin'),
      h(
        '[21/03/2026, 10:05:13] Aberlour Community Council: Thank you to all who turned out for the litter pick, 34 bags collected!\n[21/03/2026, 10:20:40] Moira: Well done everyone\n[21/03/2026, 11:02:09] Jim: The Linn path should reopen after Easter according to the council',
      ),
      h('The Scotch Whisky Association says exports fell 4% by value last year.'),
      h(
        "Monday\nTake the car to Kwik Fit, tyre pressure light's on again\nBins out tonight (blue)\nWatched the Celtic game at Ali's",
        "Take the car to Kwik Fit, tyre pressure light's on again",
        'Bins out tonight (blue)',
      ),
      h(
        "[23/03/2026, 21:40:02] Ali: Lost a shin pad somewhere, probably in Stevie's car\n[23/03/2026, 21:41:30] Stevie: My old coach used to say always bring two bibs and a pump\n[23/03/2026, 21:43:12] Fraser: I'll bring the pump Weds",
        "Fraser: I'll bring the pump Weds",
      ),
      h('Thinking about putting my name down for the apprentice mentor role next year.'),
    ],
  },
  {
    name: 'Gwyn, 57, who runs a fish-and-chip shop in Tenby and is volunteer lifeboat crew, on a Saturday (crew WhatsApp, shop staff group, family Messenger)',
    highlights: [
      h(
        "28/03/2026, 07:30 - Cox Huw: Exercise tonight 1900, all available crew please\n28/03/2026, 07:45 - Mared: Can't make it, on nights\n28/03/2026, 08:02 - Cox Huw: Gwyn can you pick up the new VHF batteries from the chandlery on your way, they've got them behind the counter",
        'Cox Huw: Exercise tonight 1900, all available crew please',
        "Cox Huw: Gwyn can you pick up the new VHF batteries from the chandlery on your way, they've got them behind the counter",
      ),
      h(
        "[28/03/2026, 10:12:40] Bethan: Fryer 2 thermostat is going again, oil was at 195 this morning\n[28/03/2026, 10:14:02] Gwyn: I'll ring the Frymax engineer Monday first thing\n[28/03/2026, 10:20:19] Bethan: Also we're low on cod, Stevens said they'll drop more Tuesday",
        "Gwyn: I'll ring the Frymax engineer Monday first thing",
      ),
      h(
        "27/03/2026, 21:05 - Sioned: Dad the mortgage advisor wants your last two years' accounts for the joint application, can you scan them this weekend?\n27/03/2026, 21:30 - Gwyn: 👍\n27/03/2026, 21:31 - Sioned: Diolch 😘",
        "Sioned: Dad the mortgage advisor wants your last two years' accounts for the joint application, can you scan them this weekend?",
      ),
      h('Sir William Hillary, 1823: With courage, nothing is impossible.'),
      h(
        'Hygiene rating visit due any week now — deep clean the walk-in',
        'Hygiene rating visit due any week now — deep clean the walk-in',
      ),
      h("Western Telegraph: Tenby's North Beach closed for two days after a sewage release."),
      h(
        'Cash and carry\nKitchen roll x 10\nMalt vinegar — got plenty\nPickled eggs — not this week',
        'Kitchen roll x 10',
      ),
      h(
        '[26/03/2026, 19:40:10] Cox Huw: Shout at 1842, yacht with engine failure off Caldey, all safe and towed in\n[26/03/2026, 19:41:55] Cox Huw: Thanks to everyone who turned out\n[26/03/2026, 20:03:22] Lowri (LOM): Debrief forms on the system please by Sunday night',
        'Lowri (LOM): Debrief forms on the system please by Sunday night',
      ),
      h('Dad always said never leave the fryer on when you go out the back, not even for a minute.'),
      h('Gwen from the council rang about the beach hut licence while I was frying.'),
    ],
  },
];
