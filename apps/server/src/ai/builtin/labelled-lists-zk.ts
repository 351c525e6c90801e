import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZK: LabelledListDay[] = [
  {
    name: 'Elodie, tour manager of a contemporary circus company from Montreal, on a travel day between Minneapolis and Chicago',
    highlights: [
      h(
        'Prod meeting, Tues 14:00\nPresent: Elodie, Marc (TD), Sun-hee (rigging), Paulo (company mgr)\nDecided: the Chicago shows run without the Russian swing act.\nAgreed the teeterboard stays in, with the shorter landing mat.\nMarc thinks we could cut the interval to 15 min, to be discussed with the venue.\nRigging inspection moved to Thursday morning before load-in.\nNext prod meeting Friday in Chicago.',
        {
          decisions: [
            'Decided: the Chicago shows run without the Russian swing act.',
            'Agreed the teeterboard stays in, with the shorter landing mat.',
            'Rigging inspection moved to Thursday morning before load-in.',
          ],
        },
      ),
      h(
        "[03/04/2026, 08:12] Paulo: Bus company says the coach AC failed overnight, it's 31 degrees inside.\n[03/04/2026, 08:14] Paulo: They're sending a replacement coach from Milwaukee.\n[03/04/2026, 08:15] Sun-hee: ugh. ok I'll tell the acrobats to wait in the hotel lobby\n[03/04/2026, 08:20] Elodie: Fine, we leave at 11:30 then. Lunch on the bus.",
        {
          problems: ["Paulo: Bus company says the coach AC failed overnight, it's 31 degrees inside."],
          decisions: ['Elodie: Fine, we leave at 11:30 then.'],
        },
      ),
      h(
        'A circus is a machine for turning fear into applause. Every night the flyer decides, again, to trust the catcher. Nobody fails alone on a trapeze; the whole net fails with you. That is why the old troupes ate together.',
      ),
      h(
        "Hi Elodie,\nQuick heads-up from the venue side. The loading dock on Randolph is closed until 10am on Friday because of water main works. Your trucks can use the Lake Street entrance instead. Also, we've sold out both Saturday shows and added a Sunday matinee at 2pm, on sale from tomorrow.\nBest, Dana",
        {
          problems: [
            'The loading dock on Randolph is closed until 10am on Friday because of water main works.',
          ],
          announcements: [
            "Also, we've sold out both Saturday shows and added a Sunday matinee at 2pm, on sale from tomorrow.",
          ],
        },
      ),
      h(
        'CircusNews Canada\nThe Canada Council for the Arts has launched a touring fund for circus companies, with applications opening on 1 September. It replaces the pilot scheme, which companies criticised for slow payments. Details are on the council website.',
        {
          announcements: [
            'The Canada Council for the Arts has launched a touring fund for circus companies, with applications opening on 1 September.',
          ],
        },
      ),
      h(
        'physio for Ana: her left shoulder is flaring up again after the hand-to-hand sequence\nNeed to book her a session in Chicago before Thursday.',
        {
          problems: ['physio for Ana: her left shoulder is flaring up again after the hand-to-hand sequence'],
        },
      ),
      h(
        "Incident report, Minneapolis show 2\nDuring the Cyr wheel act a spectator's phone fell from the balcony onto the stage. The act was stopped for 40 seconds and nobody was hurt. The venue has agreed to put ushers on the balcony rail for the remaining shows. Front-of-house complained that the pre-show announcement about phones is inaudible in the balcony.",
        {
          problems: [
            "During the Cyr wheel act a spectator's phone fell from the balcony onto the stage.",
            'Front-of-house complained that the pre-show announcement about phones is inaudible in the balcony.',
          ],
          decisions: ['The venue has agreed to put ushers on the balcony rail for the remaining shows.'],
        },
      ),
      h(
        "Marc: Good news, the Edinburgh Fringe has confirmed us for August in the big top at Assembly. Don't share it publicly until they publish the programme. Assembly want our tech rider by the end of the month. Do we take the full cast or the eight-person version?",
        {
          announcements: [
            'Marc: Good news, the Edinburgh Fringe has confirmed us for August in the big top at Assembly.',
          ],
        },
      ),
      h(
        'Touring is mostly waiting. The new generation of circus artists has grown up on video, and they decide in a second whether a trick is worth learning. The problem, as every coach will tell you, is that the body does not learn in seconds. It learns in years, and it keeps the receipts.',
      ),
      h(
        'To all company: starting with Chicago, per diems go up to 65 USD a day. Please welcome Tomasz Nowak, who joins us as head rigger from Monday. Laundry will be on Wednesday as usual.\nElodie',
        {
          announcements: [
            'To all company: starting with Chicago, per diems go up to 65 USD a day.',
            'Please welcome Tomasz Nowak, who joins us as head rigger from Monday.',
          ],
        },
      ),
      h(
        'Chicago grid check\nThe grid is rated 500 kg per point, below the 650 kg we need for the Chinese pole. Sun-hee ran the numbers twice this morning. We decided to ground-support the pole on the floor base instead. The floor base travels in truck 2.',
        {
          problems: ['The grid is rated 500 kg per point, below the 650 kg we need for the Chinese pole.'],
          decisions: ['We decided to ground-support the pole on the floor base instead.'],
        },
      ),
      h(
        "Chicago: hotel is the Palmer, 12 min walk to the theatre. Good deep-dish place on Wabash according to Paulo. Bring the warm jacket, the wind off the lake is brutal. Marc's birthday is on Saturday, cake after the show.",
      ),
    ],
  },
  {
    name: 'Joost, operations manager of a 9,000-seat indoor arena in Rotterdam (Netherlands, writes in English), on the Saturday of a sold-out concert',
    highlights: [
      h(
        "ops briefing 09:30\nDoors for tonight's show at 18:00, show 20:15, curfew 23:00. Agreed with the promoter to open the west entrance only until 19:00. The escalator to tier 2 is out of service again, lift engineers on site at noon. Catering wants to know if the bar on level 3 can stay open during the encore. Artist arrival expected at 14:30 via the back dock.",
        {
          decisions: ['Agreed with the promoter to open the west entrance only until 19:00.'],
          problems: ['The escalator to tier 2 is out of service again, lift engineers on site at noon.'],
        },
      ),
      h(
        "14/03/2026, 10:02 - Sanne: Security just told me the bag scanners at gate C won't boot.\n14/03/2026, 10:05 - Sanne: Supplier says a technician can come at 16:00.\n14/03/2026, 10:06 - Joost: Too late. We'll move all bag checks to gates A and B tonight.\n14/03/2026, 10:07 - Sanne: ok, I'll redo the steward plan",
        {
          problems: ["Sanne: Security just told me the bag scanners at gate C won't boot."],
          decisions: ["We'll move all bag checks to gates A and B tonight."],
        },
      ),
      h(
        'Rotterdam city news\nThe municipality approved the new tram stop outside the arena on Thursday. Construction starts in June and will close the north car park for eight months. Alderman Van Dijk called it a long-awaited step. The tram line has been discussed since 2015.',
        {
          decisions: ['The municipality approved the new tram stop outside the arena on Thursday.'],
          problems: ['Construction starts in June and will close the north car park for eight months.'],
        },
      ),
      h(
        'A venue is only as good as its worst toilet queue. Crowds forgive a late start; they never forgive being trapped. Plan for the failure you have not seen yet, because the one you have seen is already in the manual.',
      ),
      h(
        "Subject: Sunday basketball seating\nHi Joost, the ticketing system double-sold 86 seats in block 112 for Sunday's game. We've emailed the affected fans but some are already complaining on social media. Could we open block 118, which is normally closed for the camera platform?",
        {
          problems: [
            "Hi Joost, the ticketing system double-sold 86 seats in block 112 for Sunday's game.",
            "We've emailed the affected fans but some are already complaining on social media.",
          ],
        },
      ),
      h(
        "> Could we open block 118, which is normally closed for the camera platform?\nYes, we'll open block 118 for the double-sold fans. The broadcaster only needs the platform in block 120 this season.\nJoost",
        {
          decisions: ["Yes, we'll open block 118 for the double-sold fans."],
        },
      ),
      h(
        'Arena Insider, weekly\nTicketHub has launched a resale platform for the Benelux, live from today. Venues can now cap resale prices at face value. In other news, the European Arenas Association has elected Mirjam de Vries as its new president. Her predecessor served two terms.',
        {
          announcements: [
            'TicketHub has launched a resale platform for the Benelux, live from today.',
            'Venues can now cap resale prices at face value.',
            'In other news, the European Arenas Association has elected Mirjam de Vries as its new president.',
          ],
        },
      ),
      h(
        'remember: fire doors at section 204 were propped open with a bin AGAIN last night\nTalk to the cleaning contractor on Monday.',
        {
          problems: ['remember: fire doors at section 204 were propped open with a bin AGAIN last night'],
        },
      ),
      h(
        'The new arenas are designed around the phone, not the seat. Operators who fail to grasp that will find their halls empty on a Tuesday. Comfort is now a product, and crowds pay for it. The best ones decide early what kind of night they are selling.',
      ),
      h(
        'From 1 April all staff entrances switch to the new badge system; old badges stop working on 31 March. Please welcome Fatima El Amrani as our new head of security, starting Monday. Cake in the crew room at 15:00!',
        {
          announcements: [
            'From 1 April all staff entrances switch to the new badge system; old badges stop working on 31 March.',
            'Please welcome Fatima El Amrani as our new head of security, starting Monday.',
          ],
        },
      ),
      h(
        "debrief after Friday\nThe show came down at 23:12, twelve minutes past curfew, so we'll get a noise fine from the city. The promoter and I settled that they pay the fine, not us. Bar takings were 8% up on the last sold-out show. Crowd was lovely, zero ejections.",
        {
          problems: [
            "The show came down at 23:12, twelve minutes past curfew, so we'll get a noise fine from the city.",
          ],
          decisions: ['The promoter and I settled that they pay the fine, not us.'],
        },
      ),
      h(
        'Nice line from the lighting director tonight: a good rig is one nobody in the audience notices. Ask her for the plot file for the archive. She has worked with us since the 2019 tour.',
      ),
    ],
  },
  {
    name: "Ines, logistics manager of a women's professional cycling team, on the rest day of a stage race in Spain",
    highlights: [
      h(
        'Team meeting, rest day\nWe decided Lotte rides for GC from now on and Ana works for her on the climbs. Sprint train for stage 6 is settled: Mia, Jo, then Clara. Still open whether Ana starts on the wider tyres for the gravel sector. DS wants a shorter meeting tomorrow.',
        {
          decisions: [
            'We decided Lotte rides for GC from now on and Ana works for her on the climbs.',
            'Sprint train for stage 6 is settled: Mia, Jo, then Clara.',
          ],
        },
      ),
      h(
        '[09/05/2026, 07:45] Raúl: Two of the TT bikes came back from the airline with cracked rear derailleur hangers.\n[09/05/2026, 07:46] Raúl: I have one spare hanger, not two.\n[09/05/2026, 07:50] Ines: Call the neutral service truck, they usually carry spares.',
        {
          problems: [
            'Raúl: Two of the TT bikes came back from the airline with cracked rear derailleur hangers.',
            'Raúl: I have one spare hanger, not two.',
          ],
        },
      ),
      h(
        'Communiqué 4 of the race jury\nStage 5 results stand after review of the finish camera. The jury has fined rider 43 CHF 200 for an illegal feed in the last 20 km. Because of forecast storms, stage 7 will be shortened to 98 km and the final climb removed.',
        {
          decisions: [
            'Stage 5 results stand after review of the finish camera.',
            'The jury has fined rider 43 CHF 200 for an illegal feed in the last 20 km.',
            'Because of forecast storms, stage 7 will be shortened to 98 km and the final climb removed.',
          ],
        },
      ),
      h(
        'Cycling teaches you to suffer politely. You decide on the bike, in a heartbeat, and you live with it for the whole evening. Every rider knows the problem is never the legs; it is the head. The head is also what wins.',
      ),
      h(
        'Dear team, unfortunately the hotel in Burgos has overbooked and can only offer us 9 of the 12 rooms for Tuesday night. We have found three rooms at a partner hotel 4 km away. Breakfast will be served from 06:30. We apologise for the inconvenience.',
        {
          problems: [
            'Dear team, unfortunately the hotel in Burgos has overbooked and can only offer us 9 of the 12 rooms for Tuesday night.',
          ],
        },
      ),
      h(
        'Press release\nThe team is delighted to announce that Vaela Bikes will be our title sponsor from 2027 on a three-year deal. The team will race as Vaela-Nordhaus from January. The team also confirmed that Lotte Visser has signed a two-year extension. Vaela has built frames in Girona since 1998.',
        {
          announcements: [
            'The team is delighted to announce that Vaela Bikes will be our title sponsor from 2027 on a three-year deal.',
            'The team will race as Vaela-Nordhaus from January.',
            'The team also confirmed that Lotte Visser has signed a two-year extension.',
          ],
        },
      ),
      h(
        'note: Clara complaining of knee pain after stage 5, physio says the tendon is inflamed. Doc wants an ultrasound in Burgos tomorrow. She wants to start stage 6 regardless.',
        {
          problems: [
            'note: Clara complaining of knee pain after stage 5, physio says the tendon is inflamed.',
          ],
        },
      ),
      h(
        "Rules roundup\nThe UCI has confirmed that a gear-ratio limit for women's road races will take effect from 1 July. The limit was first tested at junior level in 2023. Most teams already ride within it.",
        {
          announcements: [
            "The UCI has confirmed that a gear-ratio limit for women's road races will take effect from 1 July.",
          ],
        },
      ),
      h(
        'fail to prepare, prepare to fail, as Marco says every single morning\nThe team car radio keeps cutting out on descents, ask Raúl to check the antenna.',
        {
          problems: ['The team car radio keeps cutting out on descents, ask Raúl to check the antenna.'],
        },
      ),
      h(
        "Ines: After the call with the DS we've agreed to send Clara home if the scan shows a tear.\nMarco: Understood. Who tells her?\nInes: I will, after dinner.",
        {
          decisions: [
            "Ines: After the call with the DS we've agreed to send Clara home if the scan shows a tear.",
          ],
        },
      ),
      h(
        'Bulletin from the organiser\nFrom today, team buses must park in the new technical zone on Calle Vitoria. The zone opens at 08:00. Access passes are collected at the race office. Media accreditation stays in the Palacio de Congresos.',
        {
          announcements: ['From today, team buses must park in the new technical zone on Calle Vitoria.'],
        },
      ),
      h(
        'Article on team logistics: a stage race is a travelling village of 600 people that rebuilds itself every night. The riders see a hotel; the staff see a loading bay. Nobody thanks the soigneur who finds rice at midnight.',
      ),
    ],
  },
  {
    name: 'Wanjiru, producer of the breakfast show at a commercial radio station in Nairobi (Kenya), on a Monday',
    highlights: [
      h(
        'Show prep Monday\nGuest at 7:20 is the Harambee Stars coach, confirmed last night. Traffic: Mombasa Road is flooded near the Cabanas junction and police are diverting matatus. Agreed with Otieno that we drop the celebrity quiz this week and run listener calls on the floods instead. Remember to pre-record the sports headlines.',
        {
          problems: [
            'Traffic: Mombasa Road is flooded near the Cabanas junction and police are diverting matatus.',
          ],
          decisions: [
            'Agreed with Otieno that we drop the celebrity quiz this week and run listener calls on the floods instead.',
          ],
        },
      ),
      h(
        "[20/04/2026, 05:41] Brian (engineer): Studio 2 desk is dead, no power to faders 3 to 8.\n[20/04/2026, 05:43] Brian (engineer): I'm patching you through the backup desk, but the phone hybrid won't work on it.\n[20/04/2026, 05:45] Wanjiru: So no live calls until it's fixed?\n[20/04/2026, 05:46] Brian (engineer): Correct.",
        {
          problems: [
            'Brian (engineer): Studio 2 desk is dead, no power to faders 3 to 8.',
            "Brian (engineer): I'm patching you through the backup desk, but the phone hybrid won't work on it.",
          ],
        },
      ),
      h(
        'For immediate release\nCapital Wave FM today announced the launch of its Swahili podcast network, Sauti Plus, with twelve shows available from 1 May. The station also confirmed that Achieng Odhiambo will take over the drive-time show in June. Capital Wave FM broadcasts in Nairobi, Mombasa and Kisumu.',
        {
          announcements: [
            'Capital Wave FM today announced the launch of its Swahili podcast network, Sauti Plus, with twelve shows available from 1 May.',
            'The station also confirmed that Achieng Odhiambo will take over the drive-time show in June.',
          ],
        },
      ),
      h(
        "Radio is the theatre of the mind, and the mind is easily bored. The producer's job is to decide, every ninety seconds, why someone should not change the station. Most of the time the answer is a human voice. A good script leaves room for it.",
      ),
      h(
        'Media Council update\nThe Communications Authority has ruled that stations must air at least 40% local music between 6am and 10pm from July. The rule was first proposed in 2024.',
        {
          decisions: [
            'The Communications Authority has ruled that stations must air at least 40% local music between 6am and 10pm from July.',
          ],
          announcements: [
            'The Communications Authority has ruled that stations must air at least 40% local music between 6am and 10pm from July.',
          ],
        },
      ),
      h(
        "Hi Wanjiru, the client for the 8:00 sponsored segment has pulled out, so we have a 3-minute hole to fill. They say their new campaign isn't ready. I've asked the team for a filler promo. Sorry for the late notice!",
        {
          problems: [
            'Hi Wanjiru, the client for the 8:00 sponsored segment has pulled out, so we have a 3-minute hole to fill.',
          ],
        },
      ),
      h(
        'ratings out: Ipsos Q1 shows the breakfast show up 2 points to an 18% share in Nairobi\nBig win for the team, tell them at 10.',
        {
          announcements: [
            'ratings out: Ipsos Q1 shows the breakfast show up 2 points to an 18% share in Nairobi',
          ],
        },
      ),
      h(
        'Most new radio formats fail within a year. The ones that survive are built on habit rather than novelty. Listeners are creatures of routine. Launch quietly, then keep turning up at the same time every day.',
      ),
      h(
        "Ed meeting 10:30\nOtieno: we're not naming the accused MP until the police confirm the charge. Final call: the morning bulletin leads on the floods, not the budget. Someone asked if we should send a reporter to Kisumu; no decision yet.",
        {
          decisions: [
            "Otieno: we're not naming the accused MP until the police confirm the charge.",
            'Final call: the morning bulletin leads on the floods, not the budget.',
          ],
        },
      ),
      h(
        "> I've been a listener for 10 years and your new jingles are far too loud compared to the songs.\nThanks for writing in, we'll pass this to our engineers.",
        {
          problems: [
            "I've been a listener for 10 years and your new jingles are far too loud compared to the songs.",
          ],
        },
      ),
      h(
        'Notice to all staff: the new canteen on the 4th floor opens on Monday, serving breakfast from 6am. Please clear your mugs from the old kitchen by Friday.',
        {
          announcements: [
            'Notice to all staff: the new canteen on the 4th floor opens on Monday, serving breakfast from 6am.',
          ],
        },
      ),
      h(
        'Kisumu stringer pitch: a profile of the oldest boat builder on Dunga beach. Could be a nice Friday feature. Ask about audio quality before we commit. He has sent us two pieces before, both solid.',
      ),
    ],
  },
  {
    name: "Luca, tournament director of a men's tennis Challenger in Perugia (Italy, writes in English), during qualifying",
    highlights: [
      h(
        "[10/06/2026, 07:30] Giorgia: Overnight rain has flooded the clay on courts 3 and 4.\n[10/06/2026, 07:32] Giorgia: Ground staff say court 4 will not be playable before 14:00.\n[10/06/2026, 07:40] Luca: Then we move the two doubles from court 4 to centre court after the singles.\n[10/06/2026, 07:41] Giorgia: I'll update the order of play.",
        {
          problems: [
            'Giorgia: Overnight rain has flooded the clay on courts 3 and 4.',
            'Giorgia: Ground staff say court 4 will not be playable before 14:00.',
          ],
          decisions: ['Luca: Then we move the two doubles from court 4 to centre court after the singles.'],
        },
      ),
      h(
        "Referee's office\nThe ATP supervisor has ruled that the match between Rossi and Dumont will be completed on Thursday at 11:00. Rossi's team has complained about the timing of the ball change in the second set. The supervisor this week is Klaus Hartmann.",
        {
          decisions: [
            'The ATP supervisor has ruled that the match between Rossi and Dumont will be completed on Thursday at 11:00.',
          ],
          problems: ["Rossi's team has complained about the timing of the ball change in the second set."],
        },
      ),
      h(
        "We're thrilled to welcome Banca Umbra as official partner of the Perugia Challenger for the next three editions. A new fan zone opens in Piazza IV Novembre on Saturday with free screenings of the semi-finals. Follow us for more news this week!",
        {
          announcements: [
            "We're thrilled to welcome Banca Umbra as official partner of the Perugia Challenger for the next three editions.",
            'A new fan zone opens in Piazza IV Novembre on Saturday with free screenings of the semi-finals.',
          ],
        },
      ),
      h(
        'In tennis you are alone with your decisions. There is no one to blame, which is the whole problem and the whole pleasure. The new ball, fresh from the can, forgives nothing. The old ball forgives everything and wins nothing.',
      ),
      h(
        'Ops meeting\nWe will not sell tickets on the door after 18:00, agreed by all. The Hawk-Eye operator asked again about a second camera on court 2. Approved: volunteers get two lunch vouchers a day from tomorrow. Lunch for the line judges is at 13:00 in the marquee. Next meeting Friday, 9:00.',
        {
          decisions: [
            'We will not sell tickets on the door after 18:00, agreed by all.',
            'Approved: volunteers get two lunch vouchers a day from tomorrow.',
          ],
        },
      ),
      h(
        'Dear Luca, the shuttle company informs us that two of the four player vans failed their safety inspection this morning. They are looking for replacements in Assisi. Kind regards, Paola',
        {
          problems: [
            'Dear Luca, the shuttle company informs us that two of the four player vans failed their safety inspection this morning.',
          ],
        },
      ),
      h(
        'A Challenger is where careers are launched and where most of them quietly fail. Nobody announces the end; the ranking just stops moving. Every locker room has a player doing the maths. The players know it before their coaches do.',
      ),
      h(
        'heat warning for Thursday, 36°C forecast, need extra water and ice towels on every court\nAsk the physio about the heat policy.',
        {
          problems: [
            'heat warning for Thursday, 36°C forecast, need extra water and ice towels on every court',
          ],
        },
      ),
      h(
        'La Nazione: Perugia council approves funding to cover the centre court with a retractable roof by 2028. The project was first proposed in 2019 and shelved twice. Construction would take two winters.',
        {
          decisions: [
            'La Nazione: Perugia council approves funding to cover the centre court with a retractable roof by 2028.',
          ],
        },
      ),
      h(
        'Results published: Tommaso Neri wins the wildcard play-off and enters the main draw. The main draw ceremony is on Sunday at 12:00 in the Sala dei Notari.',
        {
          announcements: [
            'Results published: Tommaso Neri wins the wildcard play-off and enters the main draw.',
            'The main draw ceremony is on Sunday at 12:00 in the Sala dei Notari.',
          ],
        },
      ),
      h(
        "Email from a player's coach: the practice court booking app keeps showing slots that are already taken, and his player lost his practice slot twice. He also says the hotel is great. Forward to the IT volunteer.",
        {
          problems: [
            "Email from a player's coach: the practice court booking app keeps showing slots that are already taken, and his player lost his practice slot twice.",
          ],
        },
      ),
      h(
        "Prize money this year: 145,000 euros, same as last year. Remind the finance office to send the ATP fee invoice. Centre court seats 2,400, and Saturday is nearly full. Last year's final finished at 22:40.",
      ),
    ],
  },
  {
    name: 'Valeria, foreign-rights agent at a literary agency in Buenos Aires (Argentina, writes in English), during the book fair',
    highlights: [
      h(
        "Edizioni Lanterna, stand 1204\nThey want Paula Ríos's second novel, but only after the first one earns out. Agreed: we send them the full manuscript in English by 15 May. They think the title is too long for Italy. Their editor, Chiara, was lovely.",
        {
          decisions: ['Agreed: we send them the full manuscript in English by 15 May.'],
        },
      ),
      h(
        '> We regret to say the translator has missed the deadline again.\n> The German edition will now slip to spring 2027.\nThat is very disappointing. Please send me a new schedule by Friday.',
        {
          problems: [
            'We regret to say the translator has missed the deadline again.',
            'The German edition will now slip to spring 2027.',
          ],
        },
      ),
      h(
        'The river does not decide anything; it simply arrives. My grandmother said that every failure is a new country, and she had lived in four. She never learned the language of the last one.',
      ),
      h(
        "Feria del Libro bulletin\nThe fair has extended its opening hours until 23:00 on Friday and Saturday. This year's guest of honour city is Lisbon. The fair was founded in 1975.",
        {
          announcements: ['The fair has extended its opening hours until 23:00 on Friday and Saturday.'],
        },
      ),
      h(
        "02/05/2026, 19:05 - Paula: I've decided to keep the original title, sorry!\n02/05/2026, 19:06 - Paula: I know the Italians won't love it.\n02/05/2026, 19:10 - Valeria: Your call. I'll tell them tomorrow.\n02/05/2026, 19:12 - Paula: Thank you, truly.",
        {
          decisions: ["Paula: I've decided to keep the original title, sorry!"],
        },
      ),
      h(
        'Rights Report, weekly\nGrupo Editorial Pampa has appointed Marta Gil as rights director for Latin America, effective immediately. Casa Hoja has launched a Spanish-language crime imprint, Ceiba, with a first list of eight titles in October. The Frankfurt Book Fair has published its new rights centre floor plan. Marta previously ran the rights team at a Barcelona agency.',
        {
          announcements: [
            'Grupo Editorial Pampa has appointed Marta Gil as rights director for Latin America, effective immediately.',
            'Casa Hoja has launched a Spanish-language crime imprint, Ceiba, with a first list of eight titles in October.',
            'The Frankfurt Book Fair has published its new rights centre floor plan.',
          ],
        },
      ),
      h(
        'contract for Ríos/Lanterna: the advance clause still says euros not dollars, and legal missed it\nFix before signing.',
        {
          problems: [
            'contract for Ríos/Lanterna: the advance clause still says euros not dollars, and legal missed it',
          ],
        },
      ),
      h(
        'Monday agency meeting\nWe are not taking on new poetry clients this year, decided unanimously. Sofía will handle all audio rights from June. Should we attend Guadalajara in November? To be decided next month. Minutes by Sofía.',
        {
          decisions: [
            'We are not taking on new poetry clients this year, decided unanimously.',
            'Sofía will handle all audio rights from June.',
          ],
        },
      ),
      h(
        'Translation is where most international deals quietly fail. An agent who cannot read the market decides by instinct, and instinct is expensive. The good news is that the market can be learned. Read more than you sell.',
      ),
      h(
        'Hi Valeria, good news: Lumen Films has optioned La casa del río for a series and will announce it at the fair on Thursday. Please keep it confidential until then. The producer is the team behind Costa Norte.',
        {
          announcements: [
            'Hi Valeria, good news: Lumen Films has optioned La casa del río for a series and will announce it at the fair on Thursday.',
          ],
        },
      ),
      h(
        'The printer delivered 2,000 copies of the Ríos paperback with pages 96 to 112 missing. Nobody noticed until a reader brought one back to the stand.',
        {
          problems: [
            'The printer delivered 2,000 copies of the Ríos paperback with pages 96 to 112 missing.',
          ],
        },
      ),
      h(
        'Dinner with the Brazilian scouts at Don Julio, 21:30. They like literary thrillers under 300 pages. Bring the Spanish proofs of Ríos.',
      ),
    ],
  },
  {
    name: 'Min-ji, registrar at a contemporary art gallery in Seoul (South Korea), the week before Frieze Seoul',
    highlights: [
      h(
        "Install meeting, gallery 2\nWe're hanging the Kwon diptych on the north wall, final. The lighting designer suggested dimming the whole room to 50 lux; still thinking. Opening night capacity set at 250 by the fire marshal.",
        {
          decisions: [
            "We're hanging the Kwon diptych on the north wall, final.",
            'Opening night capacity set at 250 by the fire marshal.',
          ],
        },
      ),
      h(
        "Condition report, crate 7\nThe lower left corner of the Yoon canvas has a 3 cm tear, likely from transit. The crate's humidity logger looks normal. Conservator booked for Wednesday. Photos uploaded to the shared drive.",
        {
          problems: ['The lower left corner of the Yoon canvas has a 3 cm tear, likely from transit.'],
        },
      ),
      h(
        "[01/09/2026, 11:20] Jae (shipper): Customs is holding the two Berlin crates, they want a CITES certificate for the ivory inlay.\n[01/09/2026, 11:22] Min-ji: The piece has no ivory, it's bone. I'll send the lab report.\n[01/09/2026, 11:40] Jae (shipper): Ok, crates are on the truck now.\n[01/09/2026, 11:41] Min-ji: Thank you!",
        {
          problems: [
            'Jae (shipper): Customs is holding the two Berlin crates, they want a CITES certificate for the ivory inlay.',
          ],
        },
      ),
      h(
        'Gallery Hyun is pleased to announce representation of the painter Seo Da-eun. Her first solo exhibition with the gallery opens on 3 September. The gallery will also open a second space in Hannam-dong in spring 2027. Seo lives and works in Daegu.',
        {
          announcements: [
            'Gallery Hyun is pleased to announce representation of the painter Seo Da-eun.',
            'Her first solo exhibition with the gallery opens on 3 September.',
            'The gallery will also open a second space in Hannam-dong in spring 2027.',
          ],
        },
      ),
      h(
        "An exhibition is a set of decisions disguised as a room. The problem with white walls is that they pretend to be nobody's choice. Every curator knows this and hangs the show anyway.",
      ),
      h(
        'Dear Ms Park, we have approved the increased nail-to-nail cover of KRW 4.2 billion for the show. Please note that the policy excludes works displayed outdoors. Best regards, Han Insurance',
        {
          decisions: [
            'Dear Ms Park, we have approved the increased nail-to-nail cover of KRW 4.2 billion for the show.',
          ],
        },
      ),
      h(
        'Frieze Seoul news\nThe fair has announced a new section for galleries under ten years old, called Focus Asia. The section was trailed in the spring issue of the magazine.',
        {
          announcements: [
            'The fair has announced a new section for galleries under ten years old, called Focus Asia.',
          ],
        },
      ),
      h(
        'the new climate control in gallery 3 keeps swinging between 45 and 60% RH overnight\nCall facilities first thing.',
        {
          problems: ['the new climate control in gallery 3 keeps swinging between 45 and 60% RH overnight'],
        },
      ),
      h(
        'Most art fairs launch with a promise to be different. Within three editions they all look the same, and nobody can say who decided that. Collectors do not seem to mind. Perhaps that is the point of a fair.',
      ),
      h(
        'Director: Final decision on pricing: the Seo works go at the lower band, 18 to 35 million won. Also, we will not lend the Kwon diptych to the Gwangju Biennale.',
        {
          decisions: [
            'Director: Final decision on pricing: the Seo works go at the lower band, 18 to 35 million won.',
            'Also, we will not lend the Kwon diptych to the Gwangju Biennale.',
          ],
        },
      ),
      h(
        "Notes from the collectors' preview\nAround 320 people came in, well over the 250 limit, and the fire marshal warned us. The bar ran out of glasses by 20:00. Several collectors asked for the price list in English.",
        {
          problems: [
            'Around 320 people came in, well over the 250 limit, and the fire marshal warned us.',
            'The bar ran out of glasses by 20:00.',
          ],
        },
      ),
      h(
        'Courier for the Berlin loans lands Tuesday at Incheon, KE906. Book her the hotel near the gallery, not the one in Gangnam. She wants to see the walls before unpacking. She is vegetarian.',
      ),
    ],
  },
  {
    name: 'Kerry, principal race officer at a keelboat regatta in Hobart (Tasmania, Australia), on the second day of racing',
    highlights: [
      h(
        "Race committee, 0730\nCourse for today: windward-leeward in the Derwent, two laps, as in the sailing instructions. We agreed to postpone the first start by one hour, the breeze won't fill in before 11. Boat 12's protest hearing is still on for 18:00.",
        {
          decisions: [
            "We agreed to postpone the first start by one hour, the breeze won't fill in before 11.",
          ],
        },
      ),
      h(
        '10:42 Mark boat reports the windward mark has dragged about 200 m in the gusts.\n10:45 Relaid the mark, new position logged.\n10:50 Rescue 2 reports its engine is overheating, returning to the marina.\n10:55 Start boat on station.',
        {
          problems: [
            '10:42 Mark boat reports the windward mark has dragged about 200 m in the gusts.',
            '10:50 Rescue 2 reports its engine is overheating, returning to the marina.',
          ],
        },
      ),
      h(
        'Protest committee decision, Race 4\nThe protest by Boat 7 against Boat 12 is upheld. Boat 12 is disqualified from Race 4 under rule 18.2. Boat 12 may request a reopening within 24 hours.',
        {
          decisions: [
            'The protest by Boat 7 against Boat 12 is upheld.',
            'Boat 12 is disqualified from Race 4 under rule 18.2.',
          ],
        },
      ),
      h(
        'BOM: Strong wind warning for the Derwent Estuary and Storm Bay, gusts to 40 knots from 14:00 Saturday. Sea breeze expected to ease by evening.',
        {
          problems: [
            'BOM: Strong wind warning for the Derwent Estuary and Storm Bay, gusts to 40 knots from 14:00 Saturday.',
          ],
        },
      ),
      h(
        'The sea does not care what you decide. A good sailor fails in small ways all day so that he never fails in a big one. Most of seamanship is noticing.',
      ),
      h(
        "Hi Kerry, the club is pleased to confirm that the 2027 Australian Etchells Championship has been awarded to Hobart. We'll make the public announcement at Saturday's prizegiving. Also, the new committee boat, Mistral II, has been delivered and is in the water. Let me know if you can be PRO again.",
        {
          decisions: [
            'Hi Kerry, the club is pleased to confirm that the 2027 Australian Etchells Championship has been awarded to Hobart.',
          ],
          announcements: [
            'Hi Kerry, the club is pleased to confirm that the 2027 Australian Etchells Championship has been awarded to Hobart.',
            'Also, the new committee boat, Mistral II, has been delivered and is in the water.',
          ],
        },
      ),
      h(
        "[14/02/2026, 16:05] Sam (Boat 3): Results on the app show us 9th in Race 5 but we finished 4th.\n[14/02/2026, 16:20] Kerry: Checked the finish sheet, you're right. Results are now corrected.",
        {
          problems: ['Sam (Boat 3): Results on the app show us 9th in Race 5 but we finished 4th.'],
        },
      ),
      h(
        'to self: two juniors on a Pacer capsized twice in the gusts, and the parents are unhappy with the rescue response time\nReview the rescue roster tonight.',
        {
          problems: [
            'to self: two juniors on a Pacer capsized twice in the gusts, and the parents are unhappy with the rescue response time',
          ],
        },
      ),
      h(
        "Regatta news\nThe Royal Yacht Club of Tasmania has opened its new marina pontoon for visiting boats, with 30 berths. Entries for the Women's Keelboat Regatta open on Monday. Berthing requests go through the race office. The pontoon was funded by the state government.",
        {
          announcements: [
            'The Royal Yacht Club of Tasmania has opened its new marina pontoon for visiting boats, with 30 berths.',
            "Entries for the Women's Keelboat Regatta open on Monday.",
          ],
        },
      ),
      h(
        'Race management is mostly the art of waiting for wind. The race officer who launches a start in a dying breeze will spend the evening in the protest room. Patience is cheaper than a hearing. Ask any sailor who has waited on the water for four hours.',
      ),
      h(
        "Debrief\nRace 5 went off cleanly after the general recall. For tomorrow, we've settled on a longer start line, 1.5 times the fleet length. Volunteer numbers are down to 14, and we need at least 20 for the Sunday races.",
        {
          decisions: ["For tomorrow, we've settled on a longer start line, 1.5 times the fleet length."],
          problems: ['Volunteer numbers are down to 14, and we need at least 20 for the Sunday races.'],
        },
      ),
      h(
        'Derwent tides tomorrow: high water 09:48, low 16:02. Pick up the flag set from the club store before 07:00. Coffee van arrives at the start boat at 08:30. Jacket weather, take the spare thermals.',
      ),
    ],
  },
];
