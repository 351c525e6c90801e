import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_120: LabelledDay[] = [
  {
    name: 'Reggie, 58, stage-door keeper at a West End theatre in London, on a two-show Wednesday (company WhatsApp, e-mails, notes to self)',
    highlights: [
      h(
        'Wednesday, two shows. Matinee 2.30, evening 7.30. The understudy for Mrs Pearce is on today and Jodie has the key to dressing room 4.',
      ),
      h(
        "[14/05/2025, 10:02] Sam (CSM): Flowers for Miss Okafor arriving around 4, can you keep them at the door till the interval?\n[14/05/2025, 10:05] Reggie: No problem 👍\n[14/05/2025, 10:06] Sam (CSM): Cheers Reg, you're a star",
        'Sam (CSM): Flowers for Miss Okafor arriving around 4, can you keep them at the door till the interval?',
      ),
      h(
        'Old theatre superstition: never whistle backstage. Sailors used to work the rigging and gave their cues by whistle, so a whistle could bring a flown piece down on your head. And never say the name of the Scottish play in the building.',
      ),
      h(
        "Before the evening show\n- new sign-in sheet for the dep band\n- [x] laundry bags back to wardrobe\n- [x] Mr Hallam's post in his pigeonhole\n- [ ] Chase the fire exit bulb with Facilities",
        'new sign-in sheet for the dep band',
        'Chase the fire exit bulb with Facilities',
      ),
      h(
        'Jodie says the matinee crowd is mostly a school party from Kent. Two coaches, both trying to park on Greek Street. Last time one of the drivers left his engine running for an hour outside the stage door.',
      ),
      h(
        'Hi Reggie,\n> The intercom at stage door is cutting out again.\nThanks for flagging. Facilities know about it and an engineer is booked for Friday morning.\nCould you let him in at 8 and show him where the panel is?\nAnita',
        'Could you let him in at 8 and show him where the panel is?',
      ),
      h(
        'Had a word with the lad from the dep band about smoking in the doorway. He apologised, seems decent enough. I should have said something last week.',
      ),
      h(
        "Note to self: you need to get the car park fob renewed before the end of the month, or you'll be paying NCP prices again.",
        "Note to self: you need to get the car park fob renewed before the end of the month, or you'll be paying NCP prices again.",
      ),
      h("Kayleigh: Nan's home from the hospital and she's doing fine 😊 She says thanks for the flowers x"),
      h(
        'Show report, matinee: running time 2h 41. Sound dropout in Act 2 scene 3, fixed by the interval. Follow-up with the sound desk is down on the report for the production manager.',
      ),
      h(
        'Bins out tonight after the get-out. The parcel for wardrobe should be here tomorrow before 10.',
        'Bins out tonight after the get-out.',
      ),
      h(
        "Who's covering stage door on Sunday for the charity gala? Marcus said he might but he hasn't confirmed.",
        "Who's covering stage door on Sunday for the charity gala?",
      ),
    ],
  },
  {
    name: 'Yewande, 36, an event decorator for owambe parties in Lekki, Lagos, on a Friday (client WhatsApp, vendor chats, notes, Instagram saves)',
    highlights: [
      h(
        '[07/03/2025, 08:41] Mrs Adebayo: Good morning Yewande. Please change the head table colour to gold and emerald, not gold and wine o\n[07/03/2025, 08:43] Yewande: Noted ma 🙏',
        'Please change the head table colour to gold and emerald, not gold and wine o',
      ),
      h(
        'Adebayo 50th — Saturday, Eko Hotel\nBalance of ₦1.2m paid on Tuesday\nChairs: 300 chiavari, gold\nTables: 30 rounds of 10\nCall Tunde for the extra generator',
        'Call Tunde for the extra generator',
      ),
      h(
        'Saved from @lagosluxeevents: Less is more on a head table. Let the flowers breathe. Never put tall centrepieces where guests need to see each other across the table.',
      ),
      h(
        'Traffic on Lekki-Epe this morning was madness, two hours to get to the warehouse. I wanted to go to Balogun today for the extra tulle but there was no time. I have to get there on Monday for the Ibadan wedding.',
        'I have to get there on Monday for the Ibadan wedding.',
      ),
      h(
        '[07/03/2025, 11:15] Tunde Gen: Madam the 60kva is available, ₦85k per day plus diesel\n[07/03/2025, 11:16] Tunde Gen: I go need your confirmation before 4pm today',
        'Tunde Gen: I go need your confirmation before 4pm today',
      ),
      h(
        'Kemi (assistant): Aunty the florist said the roses will come Saturday morning, not tonight. Should be fine since setup starts at 6am.',
      ),
      h(
        "TODO pay the boys' transport money before they leave the warehouse",
        "TODO pay the boys' transport money before they leave the warehouse",
      ),
      h(
        "Mummy: Yewande don't forget Dayo's baby's naming ceremony is on Sunday, 10am at the house.",
        "Mummy: Yewande don't forget Dayo's baby's naming ceremony is on Sunday, 10am at the house.",
      ),
      h('Thought for the week from church: Be anxious for nothing. God has not given us a spirit of fear.'),
      h(
        'Mrs Adebayo asked if we can do a flower wall at the entrance as well. Price it up and send her a quote tonight.',
        'Price it up and send her a quote tonight.',
      ),
      h(
        'Invoice for the Ikoyi wedding was paid in full this morning. The Okafors want to book us again for December, their daughter is getting married.',
      ),
    ],
  },
  {
    name: "Farzana, 33, a casting assistant at a casting agency in Andheri, Mumbai, on an audition Tuesday (director's WhatsApp, schedules, notes, reading)",
    highlights: [
      h(
        'Auditions today, Studio 3, Versova\n11am – 1pm: the younger brother\n2pm – 5pm: the mother (35–45)\nPanel breaks for lunch at 1.15',
      ),
      h(
        '[11/02/2025, 09:20] Vikram Sir: Farzana pls send me the shortlist for the brother role by 12\n[11/02/2025, 09:21] Farzana: Ok sir',
        'Vikram Sir: Farzana pls send me the shortlist for the brother role by 12',
      ),
      h(
        'From an acting book: listen more than you speak in a scene. Most bad auditions are just actors waiting for their turn to talk. Always come in with the scene learnt, not just the lines.',
      ),
      h(
        "Rahul Mehra's agent wants the sides in both Hindi and English. I must email both versions to her before 3.",
        'I must email both versions to her before 3.',
      ),
      h(
        'I had asked the studio for the bigger room but they gave it to an ad shoot. Sound is bad in Studio 3 because of the metro work outside.',
      ),
      h(
        'You have to renew the Vimeo subscription by 20 Feb or all the old self-tapes get locked.',
        'You have to renew the Vimeo subscription by 20 Feb or all the old self-tapes get locked.',
      ),
      h(
        'Tuesday\n1. print release forms x40\n2. water + biscuits for waiting area\n3. parking passes w/ building guard',
        'print release forms x40',
        'water + biscuits for waiting area',
        'parking passes w/ building guard',
      ),
      h("Mum: Nani wore the shawl you sent to Pinky's wedding, everyone asked where it was from"),
      h('Director wants someone "like young Naseer but softer". No idea what that means lol.'),
      h(
        'The ad we cast in January should be on TV by Thursday. Apparently the client loved the girl from Pune.',
      ),
      h(
        "Three people walked up seven floors yesterday because the guard wouldn't let them use the lift. One of them was in heels.",
      ),
      h('Why does every director think the mother has to be fair-skinned? Honestly.'),
    ],
  },
  {
    name: 'Gurpreet, 33, a paralegal at an immigration law practice in Toronto, on a Wednesday (client e-mails, Teams, notes, family WhatsApp)',
    highlights: [
      h(
        'Hi Gurpreet,\nThanks for the reminder about the biometrics letter. I booked the appointment at the Service Canada office on Dundas for March 4.\nDo you still need a copy of my lease, or is the bank statement enough?\nBest,\nAna',
        'Do you still need a copy of my lease, or is the bank statement enough?',
      ),
      h(
        "Marcy Liu: Gurpreet, please prep the PR file for the Okonkwo family by Friday — we're submitting Monday\nMarcy Liu: also the IRCC portal is down again, don't panic",
        "Marcy Liu: Gurpreet, please prep the PR file for the Okonkwo family by Friday — we're submitting Monday",
      ),
      h(
        "From a practice management article: Always keep a note of every call with a client. Never promise a processing time. The file you don't document is the one that comes back to bite you.",
      ),
      h('Work permit for Mr Haddad was approved this morning!! He cried on the phone.'),
      h(
        'Okonkwo PR\n- [x] police cert from Nigeria received\n- [ ] Ask Chidi for new job letter\n- [x] translations of marriage cert',
        'Ask Chidi for new job letter',
      ),
      h('Personal: does the car need an emissions test? No wait, Ontario scrapped Drive Clean years ago.'),
      h(
        "follow up with the panel physician about the Okonkwo kids' medicals",
        "follow up with the panel physician about the Okonkwo kids' medicals",
      ),
      h(
        'The Haddads should get the actual permit by mail within two weeks. I told them to send me a photo when it arrives.',
      ),
      h(
        'Dad: beta the furnace guy is coming Sat 9am, can you be there? I have seva at the gurdwara',
        'Dad: beta the furnace guy is coming Sat 9am, can you be there?',
      ),
      h(
        'Marcy says we still need to decide whether to take on the Sharma refugee claim before the intake meeting on Friday.',
        'Marcy says we still need to decide whether to take on the Sharma refugee claim before the intake meeting on Friday.',
      ),
      h(
        'Last year I meant to sign up for the RCIC exam prep course and never did. The next sitting is in June.',
      ),
      h('Rent due on the 1st — e-transfer to Lorraine', 'Rent due on the 1st — e-transfer to Lorraine'),
    ],
  },
  {
    name: 'Zoe, 34, an acoustic consultant at an engineering firm in Sydney, on a Thursday (site notes, Slack, meeting notes, family texts)',
    highlights: [
      h(
        'Site visit, Barangaroo, level 27\nBackground 38 dB(A) with mech plant off\nPlant on: 47 dB(A), well over the 40 target\nHum from the AHU riser is the main culprit',
      ),
      h(
        "Ravi: @Zoe can you send the revised façade report to Multiplex before COB Friday? They're chasing\nZoe: 👍",
        'Ravi: @Zoe can you send the revised façade report to Multiplex before COB Friday?',
      ),
      h(
        "From the Acoustics Today podcast: measure twice, model once. Don't trust a single reading taken at 3pm on a weekday. Good acoustic design is invisible; people only notice it when it fails.",
      ),
      h('Dentist moved my appointment to next month, annoyingly. Third time this year.'),
      h(
        'I rang the council about the dog barking next door and they said to log every incident for two weeks. Start the noise diary tonight.',
        'Start the noise diary tonight.',
      ),
      h(
        "Email from client:\n> The builder wants to use a single layer of 13mm plasterboard on the party walls.\nShort answer no. The BCA minimum for a party wall is Rw+Ctr 50 and one layer won't get there.",
      ),
      h(
        'Design team meeting notes\nAttendees: Ravi, Ben, Zoe, Hannah (client)\nZoe to rerun the façade model with the new glazing spec.\nMechanical selections confirmed, no change to the AHU duty.\nAction: Ben — issue the revised riser drawings by Wednesday.',
        'Zoe to rerun the façade model with the new glazing spec.',
        'Action: Ben — issue the revised riser drawings by Wednesday.',
      ),
      h("Mum: Pop's hearing aid is fixed, he says he can hear the cricket again 😂"),
      h('Ferry to Manly was cancelled again this morning. Apparently a whale was sitting in the channel.'),
      h('Ravi should have the sound level meter back from calibration by Tuesday.'),
      h('Groceries\nmilk\n[x] sourdough\n[x] lemons\ndish tablets', 'milk', 'dish tablets'),
      h(
        "Note to self: the standard says 15 minutes of low-frequency measurement per position is enough, you don't need to stay overnight again.",
      ),
    ],
  },
  {
    name: "Fionnuala, 52, secretary at a primary school in Cabra, Dublin, on a Monday in November (parents' e-mails, staff WhatsApp, notes, radio)",
    highlights: [
      h(
        "Monday\nRoll books done and sent up to Ms Brennan\nRing the bus company re the Croke Park tour on Friday\nBook Santa? No, that's December, calm down",
        'Ring the bus company re the Croke Park tour on Friday',
      ),
      h(
        "Dear Fionnuala,\nJack was sick over the weekend and won't be in today or tomorrow. Could you let his teacher know?\nMany thanks,\nSinéad Byrne",
        'Could you let his teacher know?',
      ),
      h(
        "[17/11/2025, 08:12] Principal Dermot: Well done all on the Halloween cake sale, €2,340 raised!\n[17/11/2025, 08:15] Aoife (2nd class): Dentist with the small lad at 11 so I'll miss yard duty 🙈\n[17/11/2025, 08:30] Fionnuala: I'll cover it Aoife, no bother",
        "Fionnuala: I'll cover it Aoife, no bother",
      ),
      h(
        "Heard on the radio this morning: Never send an email you wouldn't want read out in court. Sleep on anything written in anger.",
      ),
      h(
        "Boiler at home making the knocking noise again. Paddy said he'd bleed the radiators at the weekend and of course he didn't.",
      ),
      h('Car NCT — book before the 28th', 'Car NCT — book before the 28th'),
      h(
        "A parent rang asking whether we'll be closed on the 8th for the staff training day. We will, it's on the website.",
      ),
      h(
        "The school photographer's invoice has to be paid by the end of the month. Dermot to sign the cheque.",
        "The school photographer's invoice has to be paid by the end of the month.",
        'Dermot to sign the cheque.',
      ),
      h(
        'Read in the Irish Times: schools should be doing more to teach children about money. I agree, but when?',
      ),
      h('Orla (sister): the panto at the Gaiety was brilliant, the kids loved it'),
      h(
        "Lost property box is overflowing again. Four odd shoes, a retainer, and an envelope of cash with Kinsella written on it. I should ring Mrs Kinsella before she thinks it's gone for good.",
        "I should ring Mrs Kinsella before she thinks it's gone for good.",
      ),
      h('Got the sub sorted for Thursday. Máire is in for 4th class.'),
    ],
  },
  {
    name: 'Kamau, 46, a coffee broker at the Nairobi Coffee Exchange, on a Tuesday auction day (buyer e-mails, office WhatsApp, cupping notes, family chat)',
    highlights: [
      h(
        'Sale 14 today. 12,400 bags on the catalogue, mostly Nyeri and Kirinyaga AA and AB. Prices are expected to be softer than last week.',
      ),
      h(
        'Cupping notes, lot 0231 (Gatomboya)\nBlackcurrant, bright acidity, clean finish\nLot 0245: slightly fermented, not for the Hamburg buyer',
      ),
      h(
        'Dear Kamau,\nPlease bid on lots 0231 and 0236 up to USD 380 per 50kg bag for us. We cannot go higher this week.\nRegards,\nJürgen',
        'Dear Kamau, Please bid on lots 0231 and 0236 up to USD 380 per 50kg bag for us.',
      ),
      h(
        "[25/03/2025, 07:55] Wanjiru (office): Boss, the warehouse receipts for last week's lots are ready for collection\n[25/03/2025, 07:56] Wanjiru (office): Should I send the rider or will you pass by?",
        'Wanjiru (office): Should I send the rider or will you pass by?',
      ),
      h('From a book on negotiation: He who speaks first loses. Never bid against yourself.'),
      h(
        'Remember to renew the broker licence with the Coffee Directorate before 30 June.',
        'Remember to renew the broker licence with the Coffee Directorate before 30 June.',
      ),
      h('The long rains have started in Kiambu. Farmers say the fly crop should be good this year.'),
      h(
        "Men's fellowship: thank you all for coming last week. Each member to bring KSh 500 for the harambee this Saturday.",
        'Each member to bring KSh 500 for the harambee this Saturday.',
      ),
      h(
        'Wife: the school fees for Njeri are due on Friday, KSh 45,000. Also buy gas on your way home, the cylinder is finished.',
        'Wife: the school fees for Njeri are due on Friday, KSh 45,000.',
        'Also buy gas on your way home, the cylinder is finished.',
      ),
      h('I called the Hamburg buyer after the sale to confirm we got 0231 at 372. He was happy.'),
      h(
        "Market report says Brazil's harvest will be bigger this year, so prices should ease by Q3. We shall see.",
      ),
      h(
        "I'm going to send the sale results to all the overseas clients by 6pm EAT.",
        "I'm going to send the sale results to all the overseas clients by 6pm EAT.",
      ),
    ],
  },
  {
    name: 'Luis, 39, the live-in super of a 60-unit building in Washington Heights, New York, on a Monday (tenant texts, management e-mails, notes)',
    highlights: [
      h(
        'Monday rounds\nApt 2A: no heat complaint, radiator valve was just closed\nApt 4C: leak under the sink, replaced the P-trap\nApt 6F: bathroom fan loud, order a new motor',
        'Apt 6F: bathroom fan loud, order a new motor',
      ),
      h(
        "Mrs Delgado 5B: Hi Luis, sorry to bother you. Could you take a look at my window, it won't lock since the storm. Gracias!",
        "Could you take a look at my window, it won't lock since the storm.",
      ),
      h(
        'From: Ridgeview Property Mgmt\nSubject: Boiler inspection\nThe annual boiler inspection has been moved to Thursday. Please make sure the boiler room is unlocked and cleared by 9am. Thank you for your continued hard work.',
        'Please make sure the boiler room is unlocked and cleared by 9am.',
      ),
      h(
        "Saw this on a supers' forum: Always label every shutoff valve in the building. The day you need it is the day you won't have time to look for it.",
      ),
      h(
        'Recycling out tonight — cardboard broken down and tied',
        'Recycling out tonight — cardboard broken down and tied',
      ),
      h(
        'I was going to repaint the lobby last spring but the landlord kept pushing it back. Now they say maybe next year.',
      ),
      h(
        "Camila: Papi can you sign my permission slip for the museum trip? It's in my backpack",
        'Camila: Papi can you sign my permission slip for the museum trip?',
      ),
      h(
        'Home Depot run\n- 2 P-traps 1 1/2"\n- [x] window lock for 5B\n- LED bulbs for the stairwell',
        '2 P-traps 1 1/2"',
        'LED bulbs for the stairwell',
      ),
      h('Mr Feldman in 3D told me the new porter is "a big improvement". Guess that\'s a compliment.'),
      h("Supers' meeting with the other buildings on 181st got moved again, nobody knows when."),
      h(
        "Heat season rules: from Oct 1 to May 31 the inside temperature has to be at least 68°F during the day when it's below 55 outside. Landlords who don't comply get fined.",
      ),
      h('The new porter mopped the lobby twice today without being asked. Miracles happen.'),
    ],
  },
];
