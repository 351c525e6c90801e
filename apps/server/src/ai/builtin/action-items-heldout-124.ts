import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_124: LabelledDay[] = [
  {
    name: "Kojo, 29, a lift engineer in Croydon who assistant-coaches an under-14 girls' basketball team, on a Thursday (parents' WhatsApp, club e-mail, job sheets, notes to self)",
    highlights: [
      h(
        'Job sheet — Addiscombe Road flats, lift 2\nDoor operator sticking on floor 4, cleaned and re-lubed the track. Landing door gib worn, ordered replacement. Need to go back Monday to fit the gib once it arrives.',
        'Need to go back Monday to fit the gib once it arrives.',
      ),
      h(
        "[13/11/2025, 07:42] Sandra (Amara's mum): Morning coach, Amara's got a sore ankle from PE, she'll come tonight but might sit out drills\n[13/11/2025, 07:55] Kojo: No worries, thanks for letting me know\n[13/11/2025, 08:03] Delroy: can someone bring the spare bibs, ours are still in the wash\n[13/11/2025, 08:10] Sandra (Amara's mum): Also who's doing the lift to Crawley on Sunday? we're short two cars",
        'Delroy: can someone bring the spare bibs, ours are still in the wash',
        "Sandra (Amara's mum): Also who's doing the lift to Crawley on Sunday? we're short two cars",
      ),
      h(
        "Hi Kojo,\n\nThanks for the session plan. Just a reminder that all coaches must complete the safeguarding refresher by 30 November, or we can't put you on the bench for league games. The link is in the handbook.\n\n> Could you also send me the U14 registration list for the league?\n\nDone, attached.\n\nBest,\nJoanne\nClub Secretary",
        "Just a reminder that all coaches must complete the safeguarding refresher by 30 November, or we can't put you on the bench for league games.",
      ),
      h(
        'Coaching book, chapter 4 — Praise effort in public, correct technique in private. Never end a session on a drill the kids failed. Good line for the younger ones.',
      ),
      h(
        'tonight\ngym booked 6-7.30, court 2\nTODO ask Precious about point guard\npump + needle in the bag already',
        'TODO ask Precious about point guard',
      ),
      h(
        'Efua: Landlord came round about the damp, he says the dehumidifier should sort it within a week. Also your mum rang, she wants you to call her back about Christmas. I already paid the council tax so ignore the letter.',
        'Also your mum rang, she wants you to call her back about Christmas.',
      ),
      h(
        'Lift 1 at Park Lane House: controller fault logged at 14:20, reset and running. Tenant said it happened twice last week. The new controller board should arrive early next week. Parts desk confirmed the board part number.',
      ),
      h('Car insurance renewed for another year, £38 cheaper than last time.'),
      h(
        'Croydon Council confirms leisure centre courts will close for resurfacing in January. Clubs will be offered slots at Thomas More school instead.',
      ),
      h(
        "Head coach Marcia: Great energy Tuesday. Kojo can you run the shooting station tonight, I'll take defence. Regional camp trials list goes up on the 20th.",
        "Kojo can you run the shooting station tonight, I'll take defence.",
      ),
      h(
        'Watched the Lakers highlights on the bus till 1am. Should have gone to bed earlier, honestly. Why do I always do this to myself?',
      ),
    ],
  },
  {
    name: 'Meena, 51, an optical dispenser in Wembley who helps run the Navratri garba nights at her Hindu temple, on a Monday (temple committee WhatsApp, shop notes, family chat, reading)',
    highlights: [
      h(
        '22/09/2025, 08:15 - Rajesh Bhai: Jai Shri Krishna all. Hall booked for all nine nights, keys with Meena ben.\n22/09/2025, 08:21 - Kiran: Sound system guy confirmed for all nine nights, deposit already paid by Hitesh.\n22/09/2025, 08:30 - Meena: I will collect the dandiya sticks from Ealing Road tomorrow after work\n22/09/2025, 08:34 - Rajesh Bhai: 👍',
        'Meena: I will collect the dandiya sticks from Ealing Road tomorrow after work',
      ),
      h(
        "Mrs Okafor's varifocals back from lab, wrong PD on right lens. Sent back, lab says 5 working days. TODO ring her re delay + offer loan pair",
        'TODO ring her re delay + offer loan pair',
      ),
      h(
        "From 'The Volunteer Manager's Handbook': Delegate the outcome, not the task. People stay where they feel trusted. Say thank you before you say anything else.",
      ),
      h(
        'Garba week prep\n- [x] book hall\n- [ ] print raffle tickets (200)\n- [ ] chase Jaya for the aarti thali rota\n- [x] email council re parking',
        'print raffle tickets (200)',
        'chase Jaya for the aarti thali rota',
      ),
      h(
        "Dev: Mum the boiler is making that noise again\nDev: also can you pick up my prescription from Boots, I'm on lates all week\nAnjali: Dad already looked at the boiler, it's just the pressure",
        "Dev: also can you pick up my prescription from Boots, I'm on lates all week",
      ),
      h(
        'Brent Council: Ealing Road will be closed to traffic on Diwali evening from 4pm. Residents should expect delays on the 79 and 83 bus routes.',
      ),
      h(
        'The insurance certificate for the hall has to be sent to the caretaker before Friday.',
        'The insurance certificate for the hall has to be sent to the caretaker before Friday.',
      ),
      h(
        'Last year we ran out of prasad by 9pm on the eighth night. I meant to order more and forgot. Everyone was kind about it. The follow-up at the committee meeting was mostly about parking.',
      ),
      h(
        'Meena, the frame rep is in Thursday at 11. Can you pull together the slow-moving stock list before then? Thanks for covering Saturday, much appreciated.',
        'Can you pull together the slow-moving stock list before then?',
      ),
      h('Eye test done at the shop, prescription barely changed.'),
      h('Yoga class cancelled this week. The teacher should be back from India by the 6th.'),
    ],
  },
  {
    name: 'Orla, 44, a customs officer at Shannon Airport who is music librarian and ticket secretary of a community choir in Limerick, on a Wednesday (choir e-mails, sister texts, notes)',
    highlights: [
      h(
        'Hi all,\nThe Fauré parts for the Requiem have arrived from the hire library. Orla will hand them out at rehearsal on Thursday, please sign for your copy. Pencil only in the scores, they go back in January. Sopranos, please learn the Pie Jesu entry by next week.',
        'Orla will hand them out at rehearsal on Thursday, please sign for your copy.',
        'Sopranos, please learn the Pie Jesu entry by next week.',
      ),
      h(
        'Night shift Thurs + Fri, swap with Declan for Sat?',
        'Night shift Thurs + Fri, swap with Declan for Sat?',
      ),
      h(
        'Customs refresher module 3: Always verify the declared value against the invoice. If in doubt, detain and refer. Do not accept verbal assurances from the consignee.',
      ),
      h(
        "Tickets — Christmas concert\nsold 142 of 180\nSt Mary's has 20 to return\nfollow up with the Augustinians about their unsold ones",
        'follow up with the Augustinians about their unsold ones',
      ),
      h(
        "Aoibheann: Mam's hearing aid appointment is moved to the 18th. Can you drive her, I've the kids that day? She says no fuss but she'll want you there.",
        "Can you drive her, I've the kids that day?",
      ),
      h('Read on the bus — the singer who marks every breath in pencil never runs out of air. Lovely line.'),
      h(
        'You need to renew your passport before the Vienna choir trip in April, it runs out in May.',
        'You need to renew your passport before the Vienna choir trip in April, it runs out in May.',
      ),
      h(
        'Rehearsal notes Tues\nTenors flat in the Agnus Dei again. Director is happy to run sectionals in January. Basses were brilliant. Someone left a green umbrella in the hall.',
      ),
      h(
        'From: Shift Manager\nOrla — your new ID pass is active from Monday. The old one will stop working at midnight on Sunday.',
      ),
      h("Choir AGM: treasurer's report fine, subs staying at €60. Motion to buy a new keyboard passed 18–3."),
      h('bins Thurs — green one', 'bins Thurs — green one'),
    ],
  },
  {
    name: 'Piotr, 37, a tyre fitter at a fast-fit centre in Swindon who fixes lamps and toasters at the monthly repair café, with a baby due in March, on a Friday',
    highlights: [
      h(
        "[06/02/2026, 18:02:11] Helen (coordinator): Thanks everyone for Saturday, 31 items in and 22 fixed!\n[06/02/2026, 18:04:40] Helen (coordinator): Piotr, the lady with the Dualit toaster is coming back next month, can you keep the part aside for her?\n[06/02/2026, 18:10:05] Piotr: Yes, it's in my box\n[06/02/2026, 18:15:52] Raj: Who has the PAT tester? It went home with someone after the session",
        'Helen (coordinator): Piotr, the lady with the Dualit toaster is coming back next month, can you keep the part aside for her?',
        'Raj: Who has the PAT tester?',
      ),
      h(
        'Reg WR19 KXT — customer says pulling left after pothole. Tracking out 12 min, adjusted. Recommend new front pair within 1,000 miles, advised customer.',
      ),
      h(
        'Kasia: Midwife says baby is head down! She wants us to do the hospital tour before 34 weeks, can you book it? The car seat base fits fine in the Astra, Dad tried it.',
        'She wants us to do the hospital tour before 34 weeks, can you book it?',
      ),
      h(
        'From Fixing Things by Hand: Never open a microwave, the capacitor can hold a charge for days. Unplug first, then look, then think. Most faults are in the cable or the plug.',
      ),
      h(
        'to get for repair café\nfuse assortment 3A/5A/13A\nsolder nearly out, order more\nlamp holders x4 — arrived Tues',
        'fuse assortment 3A/5A/13A',
        'solder nearly out, order more',
      ),
      h(
        'Swindon Advertiser: Repair cafés saved an estimated 4 tonnes of waste from landfill across Wiltshire last year. Organisers say more volunteers are needed, especially for sewing and bikes.',
      ),
      h(
        "Manager: Gaz is off Monday so it's just you and Lee. MOT bay needs sweeping before close today.",
        'MOT bay needs sweeping before close today.',
      ),
      h(
        'Fixed my first sewing machine today, well, Maureen did and I watched. Felt good. I should have taken photos of the bobbin case.',
      ),
      h(
        'Remember to switch the council tax direct debit to the new account before the 1st',
        'Remember to switch the council tax direct debit to the new account before the 1st',
      ),
      h('Paternity leave form signed and handed in to HR.'),
      h("Mama: Tata's blood test results were fine, don't worry. He says hello to Kasia."),
    ],
  },
  {
    name: "Mrs Chan Wai-ling, 66, a retired primary maths teacher who chairs the owners' corporation of her building in Sham Shui Po, Hong Kong, and minds her grandson after school, on a Tuesday (writes in English)",
    highlights: [
      h(
        '[10/03/2026, 10:05 AM] Mr Lau (Treasurer): The lift maintenance contract expires end of April\n[10/03/2026, 10:07 AM] Mr Lau (Treasurer): Last time we got three quotations and Otis was cheapest\n[10/03/2026, 10:12 AM] Chan Wai-ling: I will ask the property management office to invite tenders tomorrow\n[10/03/2026, 10:30 AM] Ms Ho: Thank you Mrs Chan 🙏',
        'Chan Wai-ling: I will ask the property management office to invite tenders tomorrow',
      ),
      h(
        "NOTICE TO OWNERS\nWater supply will be suspended on 20 March from 9am to 5pm for tank cleaning. Owners are reminded that drying clothes on the common corridor is not permitted. The Owners' Corporation thanks you for your cooperation.",
      ),
      h(
        "Grandson Hei-hei's maths homework: fractions again. He knows the method but rushes. Must buy him a proper ruler, his is broken.",
        'Must buy him a proper ruler, his is broken.',
      ),
      h(
        "An old teacher's saying I still like: Teach the child, not the textbook. Mistakes are the homework of understanding.",
      ),
      h(
        'Tuesday\n1. Renew Octopus elderly concession card\n2. Management fee for flat 12B — paid by autopay already\n3) Collect Hei-hei 3:45 from school\n4. Dim sum with Mrs Leung — cancelled, she has flu',
        'Renew Octopus elderly concession card',
        'Collect Hei-hei 3:45 from school',
      ),
      h(
        "Buildings Department: The Owners' Corporation is required to complete the prescribed repair works to the external walls within 6 months of this order. Failure to comply may result in prosecution.",
        "Buildings Department: The Owners' Corporation is required to complete the prescribed repair works to the external walls within 6 months of this order.",
      ),
      h(
        'RTHK: The Observatory says temperatures will drop to 9 degrees tonight. The elderly are advised to keep warm and check on neighbours living alone.',
      ),
      h(
        "Karen (Toronto): Ma, I sent you the link for the health voucher, my neighbor helped me find it. Don't click any SMS that says your voucher is expiring, those are scams.",
      ),
      h(
        'Meeting went on too long again. Mr Lau and Ms Ho argued about the CCTV for forty minutes. I meant to raise the rubbish room smell and never got the chance.',
      ),
      h(
        'Next OC meeting: who will take the minutes? Ms Ho is away in April.',
        'Next OC meeting: who will take the minutes?',
      ),
      h('Tai chi 7am at the park, lovely morning.'),
    ],
  },
  {
    name: "Hemi, 47, a line mechanic for the electricity network in Rotorua who manages his son's under-11 rugby league team, on a Wednesday (team Messenger, job notes, whānau texts)",
    highlights: [
      h(
        "Tania: Kia ora Hemi, Nikau can't make Saturday, we're at a tangi in Ōpōtiki\nHemi: No worries Tania, aroha to the whānau\nBrett: Who's on oranges this week? I did the last two\nHemi: Draw is out, we're first game 9am on field 3",
        "Brett: Who's on oranges this week?",
      ),
      h(
        'Job 4471 — Ngongotahā Road. Crossarm cracked on pole 118, made safe, temporary bracket fitted. Permanent replacement needs a planned outage, customers to be notified 4 days prior.',
        'Permanent replacement needs a planned outage, customers to be notified 4 days prior.',
      ),
      h(
        "Toolbox talk today: Test before you touch. Treat every line as live until it's earthed in front of you. Complacency kills more linesmen than storms.",
      ),
      h(
        "Mere: Can you grab mince and a bag of spuds on the way home? Don't forget the car rego is due on the 28th.",
        'Mere: Can you grab mince and a bag of spuds on the way home?',
        "Don't forget the car rego is due on the 28th.",
      ),
      h(
        'U11s training\nTackle technique: cheek to cheek, ring of steel. Kids loved the rippa game. Need to get the new jerseys numbered before the first round.',
        'Need to get the new jerseys numbered before the first round.',
      ),
      h(
        'From the Bay of Plenty junior league: all managers must have a current first aid certificate uploaded by 1 April. Teams without one will not be able to take the field. Thank you for your mahi this season.',
        'From the Bay of Plenty junior league: all managers must have a current first aid certificate uploaded by 1 April.',
      ),
      h(
        'Rostered on call this weekend, Mike swapped with me. Storm warning for the Bay of Plenty, the overtime should be good.',
      ),
      h("Nikau's first try last week. He looked over at me straight after. I'll remember that one."),
      h(
        'GP: your cholesterol is a bit high. Cut down on the pies. Repeat blood test in 3 months — ring the practice to book.',
        'Repeat blood test in 3 months — ring the practice to book.',
      ),
      h(
        'Stuff: Rotorua Lakes Council confirms the Westbrook fields will be closed until June after flooding. Junior clubs have been told to use Puarenga Park instead.',
      ),
    ],
  },
  {
    name: 'Miriam, 63, a retired veterinary pathologist in York who is clerk of her Quaker meeting and does the school pick-up for her grandson, on a Thursday',
    highlights: [
      h(
        "Dear Miriam,\n\n> Could the premises committee look at the damp in the children's room before the Easter all-age meeting?\n\nYes, we discussed it on Tuesday. Tom is getting a builder in next week. We'll also need a decision from Business Meeting about whether to spend the repair fund on it.\n\nIn friendship,\nGeoff",
        'Tom is getting a builder in next week.',
        "We'll also need a decision from Business Meeting about whether to spend the repair fund on it.",
      ),
      h(
        'Minute 2026/03/04: Friends agreed to hold a shared lunch after meeting for worship on 19 April. The elders have already asked for volunteers. We hold in the Light those affected by the flooding in Tadcaster.',
      ),
      h(
        'From Advices and Queries: Take heed, dear Friends, to the promptings of love and truth in your hearts. Live adventurously.',
      ),
      h(
        "school run\npick-up 3.15 Clifton Green gate\nreading book in his bag — sign the log\nhe's off swimming till Easter (verruca)",
        'pick-up 3.15 Clifton Green gate',
        'reading book in his bag — sign the log',
      ),
      h("Daniel: Thanks for having him Mum. He's had his inhaler at lunchtime. We'll be back by 7."),
      h(
        "From a memoir I'm reading: Retirement is not the absence of work but the freedom to choose it. She says to keep one thing in the week that frightens you.",
      ),
      h(
        "You promised the Meeting you'd draft the annual report by the end of March — start it this weekend.",
        "You promised the Meeting you'd draft the annual report by the end of March — start it this weekend.",
      ),
      h(
        'York Press: The Ouse is expected to peak at 4.2 metres tonight. Residents in low-lying streets should move valuables upstairs.',
      ),
      h(
        'Sat in silence for the whole hour today, nobody spoke. It felt full rather than empty. I used to find that unbearable.',
      ),
      h('Flu jab + shingles jab, Boots, Sat 10.20', 'Flu jab + shingles jab, Boots, Sat 10.20'),
    ],
  },
  {
    name: 'Emyr, 52, a school bus driver in Aberystwyth and secretary of the town sea-swimming club, on a Saturday in December before the Boxing Day dip',
    highlights: [
      h(
        "12/12/2025, 19:40 - Sian: Council have approved the Boxing Day dip 🎉\n12/12/2025, 19:42 - Sian: Emyr can you do the risk assessment and send it to the harbourmaster by the 19th?\n12/12/2025, 19:45 - Gwil: I've got the first aid kit, restocked it last week\n12/12/2025, 19:51 - Emyr: 👍 diolch",
        'Sian: Emyr can you do the risk assessment and send it to the harbourmaster by the 19th?',
      ),
      h(
        'From the Outdoor Swimming Society guide: Never swim alone. Acclimatise slowly and get out before you feel cold. The sea is always colder than you think in December.',
      ),
      h(
        'Run 14 — Penparcau to Penglais school. Two kids left PE kits on the bus, put in lost property at the depot. Tyre pressure warning came on again on the way back. Reported it to the fitters, they reckon it is the sensor.',
      ),
      h(
        "Club jobs before the dip\n• The lifeguard club said they'll bring rescue boards and radios\n• Bethan to sort the hot drinks gazebo\n• tide times checked — high water 11:52\n• Ask RNLI if they can have the inshore boat on standby",
        "The lifeguard club said they'll bring rescue boards and radios",
        'Bethan to sort the hot drinks gazebo',
        'Ask RNLI if they can have the inshore boat on standby',
      ),
      h(
        "Lowri: Your mam's been on the phone about Christmas dinner. We need to tell her by Sunday whether we're going to hers. Up to you cariad.",
        "We need to tell her by Sunday whether we're going to hers.",
      ),
      h(
        'Cambrian News: Fallen trees blocked the A487 near Llanrhystud overnight. Drivers should expect delays into next week.',
      ),
      h(
        "Swam at 7.30 this morning, water 9.8 degrees. My hands didn't come back till lunchtime. Best part of the week.",
      ),
      h('MOT on the Berlingo — book before the 23rd', 'MOT on the Berlingo — book before the 23rd'),
      h(
        'Depot notice: Drivers must not use mobile phones while the engine is running. Any defects should be written in the defect book at the end of each shift.',
      ),
      h(
        'Committee minutes 10 Dec\nItem 3 — insurance for 2026 paid by Gwil on the 8th.\nItem 4 — membership list out of date. Action: Emyr to update before the dip.\nItem 5 — AOB: none.',
        'Action: Emyr to update before the dip.',
      ),
      h("Christmas cards — done. Presents for the grandkids — Lowri's sorted it."),
    ],
  },
];
