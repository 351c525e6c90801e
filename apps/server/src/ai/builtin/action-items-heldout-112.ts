import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_112: LabelledDay[] = [
  {
    name: 'Bronwen, 53, practice manager at a GP surgery in Wrexham, on a Monday (staff WhatsApp, patient e-mails, notes to self)',
    highlights: [
      h(
        'Monday list\nLocum for Weds pm — sort before Tuesday lunchtime\nFlu clinic letters went out Friday\n- [x] sign off the cleaning contract\n- Chase the pharmacy about the missing repeat batch',
        'Locum for Weds pm — sort before Tuesday lunchtime',
        'Chase the pharmacy about the missing repeat batch',
      ),
      h(
        "[03/11/2025, 08:02] Gemma (reception): phones already mad, 47 in the queue at 8\n[03/11/2025, 08:05] Gemma (reception): Bronwen can you unlock the second line, it's greyed out on my screen\n[03/11/2025, 08:11] Dr Hughes: running 20 mins late, sorry all\n[03/11/2025, 08:12] Bronwen: I've rung the telephony people, ticket raised",
        "Gemma (reception): Bronwen can you unlock the second line, it's greyed out on my screen",
      ),
      h(
        'Dear Practice Manager, I tried for three days to get an appointment for my father and was told to ring back at 8am each time. This is not acceptable for an 84-year-old man. I would like a written response explaining how the booking system is supposed to work. Yours, Mrs E Parry',
        'I would like a written response explaining how the booking system is supposed to work.',
      ),
      h(
        "Notes from the partners' meeting: Dr Hughes wants to trial online triage from January. Everyone agreed it's worth a go. I'm to draft a comms plan for patients by the 20th. Last time we changed anything, the Facebook page went into meltdown.",
        "I'm to draft a comms plan for patients by the 20th.",
      ),
      h(
        "From the customer-care module: always repeat the patient's concern back to them before offering a solution. Good reminder for the new receptionists, honestly.",
      ),
      h(
        "Smear recall letters should go out automatically on the 1st now that the new system is live. If they don't, the list is in the shared drive.",
      ),
      h(
        'Fire drill due this month — last one was 14 July\nExtinguisher service booked for the 19th',
        'Fire drill due this month — last one was 14 July',
      ),
      h("Gemma asked if she can swap her Friday for Thursday next week. Said yes, it's on the rota now."),
      h(
        'HIW report for the Borras Park practice published today: good across the board. Their manager says the secret is a very boring shared calendar.',
      ),
      h(
        "Who's covering the baby clinic on the 27th while Nia is on leave?",
        "Who's covering the baby clinic on the 27th while Nia is on leave?",
      ),
      h("Partners' meeting follow-up circulated by Dr Hughes at 4pm."),
    ],
  },
  {
    name: 'Dionne, 44, an education welfare (attendance) officer for a London borough, on a Tuesday (school e-mails, team Teams chat, case notes)',
    highlights: [
      h(
        'Home visit, Kai (Y9), 10.15: no answer. Card left through the door. Neighbour says mum works nights.',
      ),
      h(
        "Hi Dionne, Kai's attendance is now 61% for the half-term. Could you try another visit before Friday? His form tutor is happy to come with you. Thanks, Mr Okafor",
        'Could you try another visit before Friday?',
      ),
      h(
        "Sade: panel moved from Wednesday to Thursday because of the half-term training. Everyone bring two cases you want to discuss. Dionne, you're presenting the Morris family.",
        'Everyone bring two cases you want to discuss.',
        "Dionne, you're presenting the Morris family.",
      ),
      h(
        'penalty notice paperwork for the Aziz twins has to be with legal by the 14th',
        'penalty notice paperwork for the Aziz twins has to be with legal by the 14th',
      ),
      h(
        "From the safeguarding refresher: never promise a child you'll keep a secret. Record, don't investigate.",
      ),
      h("Rang Greenside Primary about Leah's part-time timetable. They've agreed to review it at six weeks."),
      h(
        'Pool car parking permit — renew before the 30th\nMileage claim for October — submitted',
        'Pool car parking permit — renew before the 30th',
      ),
      h(
        "Text from Kai's mum at 13:40: sorry she was asleep when I came. She can do tomorrow after 3. Ring her back tonight to confirm tomorrow.",
        'Ring her back tonight to confirm tomorrow.',
      ),
      h('Attendance this year should be better than last, now that the breakfast club is free.'),
      h('Why do the worst weeks always land in November?'),
      h(
        "Remember to log today's visits on the case system before 5, or the stats will be wrong again.",
        "Remember to log today's visits on the case system before 5, or the stats will be wrong again.",
      ),
    ],
  },
  {
    name: "Gethin, 38, a council tenancy officer in Newport, on a Wednesday (tenants' e-mails, repairs team WhatsApp, estate walkabout notes)",
    highlights: [
      h(
        "Estate walkabout, Ringland, 9am\nFly-tip behind block C — report to Streetscene today\nCommunal door at 14–28 Hazel Walk fixed at last\nKids' play area looks great since the resurfacing",
        'Fly-tip behind block C — report to Streetscene today',
      ),
      h(
        '[05/11/2025, 10:21] Lee (repairs): damp job at 7 Birch Close done, mould wash and new extractor\n[05/11/2025, 10:23] Lee (repairs): Gethin any chance you can let the tenant know we need back in Friday for the vent cover?\n[05/11/2025, 10:30] Gethin: 👍',
        'Lee (repairs): Gethin any chance you can let the tenant know we need back in Friday for the vent cover?',
      ),
      h(
        "Hello, I am writing again about my neighbour's dog barking through the night. I have kept the diary sheets like you asked, and there are three weeks of them now. Please let me know where I should drop them off. Regards, Mr D Price, 19 Hazel Walk",
        'Please let me know where I should drop them off.',
      ),
      h(
        "Rent arrears list from the income team: 23 households over £1,000. Their approach this winter is welfare visits rather than letters. I'll take the Ringland ones and Carys has Bettws.",
        "I'll take the Ringland ones and Carys has Bettws.",
      ),
      h(
        'Inside Housing piece on damp and mould: landlords must treat every report as urgent, not as "lifestyle". Since Awaab\'s Law, the timescales are in statute.',
      ),
      h(
        'Tenancy sign-up at 2pm, flat 3 Oak Court. Keys are in the safe.',
        'Tenancy sign-up at 2pm, flat 3 Oak Court.',
      ),
      h(
        'Went round to Hazel Walk after lunch and spoke to the dog owner. She was apologetic and says the dog has separation anxiety.',
      ),
      h(
        'gas safety check overdue at 41 Rowan Way — third no-access, need to start the forced entry paperwork',
        'gas safety check overdue at 41 Rowan Way — third no-access, need to start the forced entry paperwork',
      ),
      h('The new allocations policy should go to cabinet in January. Nobody has seen the draft yet.'),
      h(
        "Mam: don't forget you said you'd pick Nain up from the chiropodist at 4.30!",
        "Mam: don't forget you said you'd pick Nain up from the chiropodist at 4.30!",
      ),
      h(
        'Quote on the staff room wall: "A tenancy is a home, not a file" — whoever put that up deserves a biscuit.',
      ),
    ],
  },
  {
    name: 'Marcia, 47, branch librarian at a public library in Lewisham, on a Saturday in the Summer Reading Challenge (staff chat, customer e-mails, notices)',
    highlights: [
      h(
        'NOTICE TO CUSTOMERS\nThe upstairs study room is closed today due to a leak.\nPublic computers are limited to one hour per session.\nThank you for your patience.',
      ),
      h(
        "Saturday jobs\n1. Summer Reading Challenge medals — count what's left and order more if under 50\n2) Rota the volunteers for the Lego club\n3. Return the Bookstart packs that arrived damaged",
        "Summer Reading Challenge medals — count what's left and order more if under 50",
        'Rota the volunteers for the Lego club',
        'Return the Bookstart packs that arrived damaged',
      ),
      h(
        "Hi, I've returned \"The Thursday Murder Club\" but it's still showing on my account and I've been charged. Can you take the charge off please? My card number ends 4471. Thanks, Joy",
        'Can you take the charge off please?',
      ),
      h(
        "[08/08/2026, 09:47] Tunde: heads up the self-service kiosk is throwing errors again\n[08/08/2026, 09:52] Marcia: I'll log it with IT now\n[08/08/2026, 10:05] Priya: can someone cover the desk 12-1, I'm doing rhyme time",
        "Marcia: I'll log it with IT now",
        "Priya: can someone cover the desk 12-1, I'm doing rhyme time",
      ),
      h(
        'Read somewhere: libraries are the last indoor places where you can just be without being expected to buy anything. Worth remembering when the council talks about "income generation".',
      ),
      h(
        'Councillor visit Tuesday 11am — tidy the teen zone and put the SRC display up front',
        'Councillor visit Tuesday 11am — tidy the teen zone and put the SRC display up front',
      ),
      h(
        'Mr Adeyemi came in again asking for help with his Universal Credit journal. Sat with him for 40 minutes and we got it done.',
      ),
      h('The new stock delivery should arrive Wednesday, according to the supplier.'),
      h(
        'Reminder to self: you promised the home-school group a tour in September, so put a date in the diary before you forget.',
        'Reminder to self: you promised the home-school group a tour in September, so put a date in the diary before you forget.',
      ),
      h('Tunde locked up last night and said the back gate sticks.'),
      h('Great turnout at rhyme time — 38 babies and carers!'),
    ],
  },
  {
    name: 'Tamsin, 34, community fundraiser for an air ambulance charity in Devon, on a Thursday (supporter e-mails, events WhatsApp, notes)',
    highlights: [
      h(
        "Dear Tamsin, our WI raised £640 at the harvest supper for the air ambulance. How would you like us to send it? We'd also love someone to come and talk at our March meeting. Best wishes, Pam (Chulmleigh WI)",
        'How would you like us to send it?',
        "We'd also love someone to come and talk at our March meeting.",
      ),
      h(
        'Fundraising handbook: cheque presentations take half a day each, so prioritise the ones with press coverage.',
      ),
      h(
        '[06/11/2025, 07:58] Rob: Tractor run route is confirmed with the police\n[06/11/2025, 08:03] Rob: Tamsin you still need to send the risk assessment to the landowner\n[06/11/2025, 08:15] Jo: Hi-vis vests are back in the office, found them in my car',
        'Rob: Tamsin you still need to send the risk assessment to the landowner',
      ),
      h(
        'Gift Aid claim for Q3 — must be submitted by the 30th',
        'Gift Aid claim for Q3 — must be submitted by the 30th',
      ),
      h("Met the Tiverton Rotary on Tuesday and they've pledged to adopt us as charity of the year. Huge."),
      h(
        'Things I keep meaning to do\nUpdate the JustGiving page banner\nThank-you letters for the harvest suppers',
        'Update the JustGiving page banner',
        'Thank-you letters for the harvest suppers',
      ),
      h('The crew flew 3 missions yesterday, including a farm accident near Hatherleigh.'),
      h("I was going to ring the Okehampton Co-op about a collection point, but they'd already emailed."),
      h(
        'Photographer is booked for Saturday the 15th. We still need to decide whether the calendar shoot goes ahead outdoors if the forecast stays wet.',
        'We still need to decide whether the calendar shoot goes ahead outdoors if the forecast stays wet.',
      ),
      h(
        "Volunteers should expect a quiet stall at the Exeter Christmas market on the Thursday; Saturdays are when it's mobbed.",
      ),
      h("Note: don't promise a helicopter landing at any event ever again."),
    ],
  },
  {
    name: 'Aleksander, 42, exams officer at a secondary academy in Ipswich, in the first week of GCSEs, on a Tuesday (invigilator WhatsApp, JCQ notices, staff e-mails)',
    highlights: [
      h(
        'Candidates must not bring mobile phones or watches into the examination room. Any candidate found with a device will be reported to the awarding body.',
      ),
      h(
        'Today\n08:15 invigilator briefing, main hall\nEnglish Lit paper 1 — 94 candidates\nAccess arrangements room: 11 candidates, 25% extra time\nPrint spare seating plans for the sports hall',
        '08:15 invigilator briefing, main hall',
        'Print spare seating plans for the sports hall',
      ),
      h(
        "[12/05/2026, 07:40] Maureen: Morning! I'm stuck behind an accident on the A14, might be 10 mins late\n[12/05/2026, 07:41] Aleksander: No worries, drive safe\n[12/05/2026, 07:55] Dev: Shall I set up the clocks in the sports hall or are you doing it?",
        'Dev: Shall I set up the clocks in the sports hall or are you doing it?',
      ),
      h(
        "Hi Aleks, just a heads-up that two Year 11s have been off with chickenpox. Their mum thinks they'll be back for Thursday's paper. Can you look into special consideration if not? Ta, Helen",
        'Can you look into special consideration if not?',
      ),
      h(
        'Scripts for English Lit have to be in the Parcelforce bag and at reception by 3pm',
        'Scripts for English Lit have to be in the Parcelforce bag and at reception by 3pm',
      ),
      h(
        'Last year we had a fire alarm halfway through Maths paper 2. The log said "evacuated 10:42, resumed 11:05" and the board accepted it.',
      ),
      h("Tip from the exams officers' forum: always keep a second copy of the seating plan in your pocket."),
      h('Results day this year should fall on Thursday 20 August.'),
      h(
        'Clash candidates (Geography/Music) to be supervised over lunch — Dev and Maureen',
        'Clash candidates (Geography/Music) to be supervised over lunch — Dev and Maureen',
      ),
      h('Really proud of the invigilation team this morning; not a single late start.'),
      h('I meant to update the contingency plan over Easter, but never got round to it.'),
    ],
  },
  {
    name: "Ifeoma, 36, an electoral services officer at a borough council in Reading, the week before polling day, on a Wednesday (polling station e-mails, team Teams, residents' calls)",
    highlights: [
      h(
        "Polling station check\nSt Mark's church hall: ramp confirmed\nWhitley community centre: need to confirm the keyholder\nCaversham library: booked",
        'Whitley community centre: need to confirm the keyholder',
      ),
      h(
        "Caller (Mrs Hannigan, Tilehurst) says her poll card has her late husband's name on it. Very upset. Remove him from the register and send her a written apology today.",
        'Remove him from the register and send her a written apology today.',
      ),
      h(
        "Dan (Elections manager): Postal vote opening sessions are Thurs and Fri, 10-4, council chamber. Candidates' agents have been invited. Ifeoma, could you make sure the scanners are tested by Thursday morning?",
        'Ifeoma, could you make sure the scanners are tested by Thursday morning?',
      ),
      h(
        'Electoral Commission guidance: presiding officers should not allow anyone to take photographs inside the polling station.',
      ),
      h('Poll clerk training — 6pm tonight, room 2.14', 'Poll clerk training — 6pm tonight, room 2.14'),
      h(
        'Rang Royal Mail about the batch of undelivered poll cards. They say the sorting office in Basingstoke had a backlog.',
      ),
      h(
        'Pre-election period means no council press releases about anything contentious until after polling day.',
      ),
      h(
        'Reminder: you have to countersign the ballot paper account templates before they go to print.',
        'Reminder: you have to countersign the ballot paper account templates before they go to print.',
      ),
      h('The count should finish by 3am if turnout is around 30%.'),
      h(
        "Sis: are you still coming for Amara's birthday on Sunday or is it election madness?",
        "Sis: are you still coming for Amara's birthday on Sunday or is it election madness?",
      ),
      h("Told the team we'd do pizza after the count last year. Worth every penny."),
    ],
  },
  {
    name: 'Hywel, 45, a social prescribing link worker across three GP practices in the Rhondda, on a Friday (referrals, walking group WhatsApp, notes)',
    highlights: [
      h(
        "New referral from Dr Rees: Mr Alun Pritchard, 79, widowed in March, hasn't left the house much since. Please contact within 5 working days.",
        'Please contact within 5 working days.',
      ),
      h(
        "Men's Shed in Treorchy meets Tues and Thurs — might suit Mr Pritchard, ask him when I ring",
        "Men's Shed in Treorchy meets Tues and Thurs — might suit Mr Pritchard, ask him when I ring",
      ),
      h(
        "[07/11/2025, 09:30] Glenys: Walk went ahead this morning, 14 of us in the rain!\n[07/11/2025, 09:34] Hywel: Brilliant, well done all\n[07/11/2025, 09:41] Glenys: Hywel can you bring the new referral forms next week, I've run out",
        "Glenys: Hywel can you bring the new referral forms next week, I've run out",
      ),
      h(
        'From the social prescribing handbook: "what matters to me" is the starting question, not "what\'s the matter with you". Listen more than you talk.',
      ),
      h(
        'This morning\n10:00 Mrs Evans, Ferndale — seen, signposted to Citizens Advice\n11:30 Mr Khan — rang twice, no answer\nTry Mr Khan again Monday and write to him if still no answer',
        'Try Mr Khan again Monday and write to him if still no answer',
      ),
      h('Funding for the gardening group should be confirmed by the health board before Christmas.'),
      h("Mrs Evans said she'd been meaning to join the choir for years. Gave her the leaflet."),
      h('Mileage claim for October — due on the 10th', 'Mileage claim for October — due on the 10th'),
      h('Why does every warm hub close at 4 when it gets dark at half past?'),
      h(
        "Quarterly outcome forms: nobody has filled in the wellbeing scores since August. Can't chase everyone myself.",
      ),
      h('Thanks so much for the bara brith, Hywel — it went in ten minutes! Love, Treherbert reception'),
    ],
  },
];
