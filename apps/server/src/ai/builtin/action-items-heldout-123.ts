import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_123: LabelledDay[] = [
  {
    name: "Piotr, 37, a cinema projectionist and duty manager in Bristol, home alone with three kids while his wife is on a course in Berlin, on a Tuesday (school e-mails, wife's texts, notes to self)",
    highlights: [
      h(
        'Dear Parents,\nYear 4 will be visiting the SS Great Britain on Thursday 19th as part of their Victorians topic. The coach leaves at 8.30am and returns by 3pm. Lunch will be provided by the school kitchen. Please complete the consent form on ParentPay by Friday. Thank you for your continued support.\nMrs Okafor',
        'Please complete the consent form on ParentPay by Friday.',
      ),
      h(
        "[10/03/2026, 07:02] Agata: Morning! Hotel breakfast is enormous\n[10/03/2026, 07:05] Piotr: kids still asleep, miracle\n[10/03/2026, 07:06] Agata: Can you ring the GP surgery at 8 for Zosia's inhaler review?\n[10/03/2026, 07:09] Agata: don't forget Oskar has swimming after school, kit is in the blue bag\n[10/03/2026, 07:10] Agata: Love you all x",
        "Agata: Can you ring the GP surgery at 8 for Zosia's inhaler review?",
        "Agata: don't forget Oskar has swimming after school, kit is in the blue bag",
      ),
      h(
        'tues\n- bins out tonight\n- [x] renew first aid cert\n- ask Dave to swap my Sat late',
        'bins out tonight',
        'ask Dave to swap my Sat late',
      ),
      h(
        'From a parenting column: When you are solo parenting, lower the bar. Nobody ever remembers whether the sandwiches were cut into triangles. Say yes to the fish fingers. Ask for help before you need it, not after.',
      ),
      h(
        "Dom: Screen 3 projector threw a lamp error again during the 6pm showing. I rebooted it and it came back after ten minutes. I've already logged it with the Christie engineer. Also the trailer pack for the Easter releases should land on the TMS by Wednesday.",
      ),
      h(
        'Oskar asked why the moon follows the car. Told him it was magic, which he did not accept. Maja says I do plaits worse than Mama, which is fair.',
      ),
      h(
        'Zosia had a lovely day and ate all her lunch. We planted cress in egg boxes and she was very proud of hers. It should be ready to come home on Friday once it has sprouted.',
      ),
      h(
        'The premises licence renewal has to be submitted to the council by the 28th. Fire alarm test went fine this morning.',
        'The premises licence renewal has to be submitted to the council by the 28th.',
      ),
      h(
        'Agata: I miss you all. My flight lands at 6pm on Saturday. Who is picking me up, you or my brother?',
        'Who is picking me up, you or my brother?',
      ),
      h('Staff party was a laugh, Dom did karaoke. Never again, he says.'),
      h(
        'Amazon: Your parcel should arrive on Wednesday between 7am and 7pm. You do not need to be in to receive it.',
      ),
    ],
  },
  {
    name: "Nusrat, 45, a hospital ward clerk in Luton a fortnight before her son's nikah, on a Thursday (family WhatsApp, venue e-mails, notes, reading)",
    highlights: [
      h(
        "05/03/2026, 19:41 - Rubina: Aunty the caterers said the samosas are sorted\n05/03/2026, 19:43 - Nusrat: Tariq's side finally replied, 38 of them\n05/03/2026, 19:44 - Rubina: Also who is collecting the chairs from the community centre on Saturday?\n05/03/2026, 19:50 - Imran: Mum I sent the final guest list to the venue last night\n05/03/2026, 19:52 - Nusrat: Imran you still need to pay the photographer's deposit, they won't hold the date forever",
        'Rubina: Also who is collecting the chairs from the community centre on Saturday?',
        "Nusrat: Imran you still need to pay the photographer's deposit, they won't hold the date forever",
      ),
      h(
        "Dear Mrs Hussain,\nThank you for choosing the Stockwood Suite for your son's nikah. We confirm your booking for Saturday 21 March, 12:00 until 17:00. The balance of £1,850 is due 14 days before the event. Decorations must not be fixed to the walls with tape or Blu Tack. Kind regards,\nLeanne Morris\nEvents Team",
        'The balance of £1,850 is due 14 days before the event.',
      ),
      h(
        'Bay 4 discharge letters all done before lunch. Dr Shah finally signed the TTOs. Night staff said the ward printer is jamming again.',
      ),
      h(
        'From a wedding planning blog: Delegate early and trust people with what you delegate. The couple should never be the ones chasing suppliers in the final week. Eat a proper breakfast on the day, because nobody remembers to feed the mother of the groom.',
      ),
      h(
        "nikah to do\nget Imran's sherwani taken up 2 inches\ncall Khala re the mithai order\nmy suit collected from tailor ✓",
        "get Imran's sherwani taken up 2 inches",
        'call Khala re the mithai order',
      ),
      h(
        "Javed: Traffic on the M1 is terrible, I'll be late. Ate at the services so no need to save me any dinner.",
      ),
      h(
        'All staff: thank you for completing the information governance training, compliance is now at 96%. Well done everyone.',
      ),
      h('Shazia: I found a lovely dupatta in Southall for £25! I got one for you too, my treat.'),
      h(
        'Marriage is not a destination but a long walk together, says the booklet from the masjid. I read it on the bus home and cried a bit.',
      ),
      h(
        "Mehr agreed with Tariq's family at last. Imran and Sana have to attend the pre-marriage session at the masjid on Tuesday at 7pm.",
        'Imran and Sana have to attend the pre-marriage session at the masjid on Tuesday at 7pm.',
      ),
      h(
        "Family meeting notes\nAction: Nusrat to ring the florist about the stage flowers\nDecor is Rubina's department and she has it under control",
        'Action: Nusrat to ring the florist about the stage flowers',
      ),
    ],
  },
  {
    name: "Catriona, 29, a primary school music teacher in Oban expecting her first baby, on a Monday (midwife letter, partner's texts, notes, pregnancy book)",
    highlights: [
      h(
        'Dear Catriona,\nYour 28-week appointment is on Wednesday 18 March at 10:40 at Lorn and Islands Hospital. Your maternity notes are held electronically, so there is no need to bring paper copies. Your anti-D injection will be given at this appointment. If you have any concerns before then, please call the maternity unit.\nMidwife Team',
        'Dear Catriona, Your 28-week appointment is on Wednesday 18 March at 10:40 at Lorn and Islands Hospital.',
      ),
      h(
        "Ruaridh: Boat's delayed, won't be back till the 6.15 ferry\nRuaridh: Can you ask your mum if we can borrow the Moses basket?\nRuaridh: Car insurance renewal came, we need to shop around before the 25th",
        'Ruaridh: Can you ask your mum if we can borrow the Moses basket?',
        'Ruaridh: Car insurance renewal came, we need to shop around before the 25th',
      ),
      h(
        'P5 recorders: half of them still do not have one. Mrs MacLean ordered a class set this morning. Ceilidh band sounded brilliant today, even the drums.',
      ),
      h(
        "From the pregnancy book: Sleep on your side from 28 weeks. Get to know your baby's pattern of movements. Pack your hospital bag by 36 weeks, earlier if you live a long way from the unit.",
      ),
      h(
        "Still can't decide between Isla and Morven. We need to decide who is going to be my birth partner if Ruaridh is out on the boat.",
        'We need to decide who is going to be my birth partner if Ruaridh is out on the boat.',
      ),
      h(
        'Hi Catriona, just a reminder that your maternity leave form has to be with HR by Friday. Cover for your classes from June is being arranged. Hope you are keeping well!',
        'Hi Catriona, just a reminder that your maternity leave form has to be with HR by Friday.',
      ),
      h('Felt the baby hiccup for the first time during assembly. Ruaridh says it will be a fiddler.'),
      h(
        'Nesting is the urge to clean and organise in the final weeks of pregnancy. Many women find themselves scrubbing skirting boards at midnight. It is completely normal and it should pass after the birth.',
      ),
      h('The piano tuner came to school today and says the hall piano is beyond saving. Not a surprise.'),
      h(
        'Mum: I have knitted two cardigans for the baby, one lemon and one white. Your dad says they are too small for a lamb.',
      ),
      h('Antenatal class Thurs 7pm, church hall', 'Antenatal class Thurs 7pm, church hall'),
    ],
  },
  {
    name: 'Derek, 67, a retired bus inspector in Dundee whose grandson has moved in for his first year at university, on a Friday',
    highlights: [
      h(
        'Jamie: grandad could you give me a lift to campus at 9 tomorrow?\nJamie: no worries if not, I can get the 73\nJamie: also I finished the milk sorry',
        'Jamie: grandad could you give me a lift to campus at 9 tomorrow?',
      ),
      h(
        'Friday\nPrescription for Sandra at Boots, ready after 2\nRing Scottish Water re the meter\nGot new bulbs for the hall',
        'Prescription for Sandra at Boots, ready after 2',
        'Ring Scottish Water re the meter',
      ),
      h(
        'The Tay Road Bridge will close overnight for resurfacing from Monday, the council says. Drivers should allow extra time or use the Friarton Bridge. The works are expected to last three weeks.',
      ),
      h(
        "Sandra: Derek you need to take the car in for its MOT before the 30th, the reminder came today. I'm at Moira's till 5.",
        'Sandra: Derek you need to take the car in for its MOT before the 30th, the reminder came today.',
      ),
      h('Forty-one years on the buses and I still check the timetable at every stop. Old habits.'),
      h(
        'From the library book on living with teenagers: Never have the big conversation face to face, have it in the car. Pick your battles. A closed bedroom door is not a rejection.',
      ),
      h(
        'Jamie: grandad the uni sent this, think its for you\n> Your council tax exemption certificate is attached.\n> Please forward it to your local council to claim the student discount.',
        'Please forward it to your local council to claim the student discount.',
      ),
      h("Great turnout at the seniors' fourball last Sunday. Wullie won the raffle again, as usual."),
      h('Showed Jamie how to bleed the radiator. He did not seem impressed.'),
      h('TODO find the spare back door key for Jamie', 'TODO find the spare back door key for Jamie'),
      h('The boiler was serviced in January and the engineer reckons it has a few years left in it.'),
    ],
  },
  {
    name: 'Hemi, 40, a road-marking crew foreman in Hamilton, New Zealand, whose teenage son is learning to drive, on a Wednesday',
    highlights: [
      h(
        "Leah: Tane reckons he's ready for his restricted. Can you take him out for a practice drive tonight? He still can't do a hill start lol",
        'Can you take him out for a practice drive tonight?',
      ),
      h(
        "Mikaere: SH1 job at Ohaupo went well, lines look mean\nMikaere: we're short on glass beads, only 6 bags left\nMikaere: Hemi can you order more beads from Potters before Friday",
        'Mikaere: Hemi can you order more beads from Potters before Friday',
      ),
      h(
        'Kia ora whānau,\nThe Year 6 camp to Raglan is on 23–25 March. The final payment of $180 is due by 13 March. Medical forms have all been received, thank you. Ngā mihi,\nWhaea Trish',
        'The final payment of $180 is due by 13 March.',
      ),
      h(
        'Driving tips for supervisors: Stay calm and keep your voice low. Give instructions early, not at the last second. Never grab the wheel unless there is real danger.',
      ),
      h(
        "ute rego expires end of month\nalready got the paint thinners\nMere's netball 5.30 Thurs",
        'ute rego expires end of month',
        "Mere's netball 5.30 Thurs",
      ),
      h('Physio said my shoulder is improving and the swelling has gone down.'),
      h('Leah: Mum loved the photos you sent. She says the kūmara crop is huge this year.'),
      h(
        'Toolbox talk this morning was about fatigue on night shifts. Two near misses on the expressway last month. The new hi-vis vests have arrived and they look flash.',
      ),
      h(
        'Read in the waka club newsletter: Ka mua, ka muri, we walk backwards into the future. The past guides us forward.',
      ),
      h(
        "Tane: Dad I dented the wheelie bin reversing, sorry. Can I have the car on Saturday for Jake's party?",
        "Can I have the car on Saturday for Jake's party?",
      ),
      h('Programme for the Matariki whānau day came out, looks choice.'),
    ],
  },
  {
    name: "Saira, 31, a bank fraud analyst in Leeds organising her sister's mehndi, on a Sunday (sisters' WhatsApp, notes, work e-mail, reading)",
    highlights: [
      h(
        "[08/03/2026, 10:12:45] Aneesa: omg the mehndi lady cancelled!!\n[08/03/2026, 10:13:02] Saira: WHAT\n[08/03/2026, 10:15:30] Saira: ok dont panic, I'll ring Hafsa's cousin, she does bridal henna\n[08/03/2026, 10:20:11] Maryam: Can someone confirm the dholki players by tonight?",
        "Saira: ok dont panic, I'll ring Hafsa's cousin, she does bridal henna",
        'Maryam: Can someone confirm the dholki players by tonight?',
      ),
      h(
        'Mehndi stuff\nfairy lights - borrow from Hina\nmenu to Ammi for approval\ntable runners arrived ✓',
        'fairy lights - borrow from Hina',
        'menu to Ammi for approval',
      ),
      h(
        'Fraud team stand-up was short for once. Reminder from Gareth: all SAR reports from Friday need a second review before they go to the NCA.',
        'Reminder from Gareth: all SAR reports from Friday need a second review before they go to the NCA.',
      ),
      h(
        'Your bank will never ask you to move money to a safe account. If someone calls claiming to be from your bank, hang up and ring the number on the back of your card. Scammers rely on creating a sense of urgency.',
      ),
      h(
        'Ammi: Beta please order the mithai from Bombay Sweets today, they close early on Sundays\nAmmi: Your Khala says the yellow is too bright',
        'Ammi: Beta please order the mithai from Bombay Sweets today, they close early on Sundays',
      ),
      h('I paid the deposit for the hall on Friday. The hall should be unlocked from 4pm on the day.'),
      h(
        'From a book about sisters: You do not have to fix everything for the people you love. Sometimes showing up is enough.',
      ),
      h('Parking at the hall is free after 6pm, which is a relief.'),
      h('Hafsa: my cousin is free on the 21st! She is bringing her own cones and glitter.'),
      h(
        "You need to ring the dentist and move Thursday's appointment.",
        "You need to ring the dentist and move Thursday's appointment.",
      ),
      h('Skipped the gym again. Feeling guilty about it.'),
    ],
  },
  {
    name: 'Stu, 48, a hotel night porter in Scarborough co-parenting two teenagers, on a Saturday',
    highlights: [
      h(
        'Michelle: Thanks for having them an extra night last week. Lewis has grown out of his football boots again. Can you get him some new ones this week, size 7?',
        'Can you get him some new ones this week, size 7?',
      ),
      h(
        'Night log 02:10 - Room 214 complained about noise from the bar. Spoke to guest, all quiet by 02:30. Ice machine on floor 2 leaking again. Day maintenance to replace the drain hose on the ice machine.',
        'Day maintenance to replace the drain hose on the ice machine.',
      ),
      h(
        'Chloe: dad can u sign my permission slip for the geography field trip, its in my blazer pocket\nChloe: also i cracked my phone screen dont be mad',
        'Chloe: dad can u sign my permission slip for the geography field trip, its in my blazer pocket',
      ),
      h(
        "sat\nwash Chloe's PE kit\n- [x] pay council tax\nLewis footie 10am, ask Gaz for a lift as im on till 7",
        "wash Chloe's PE kit",
        'Lewis footie 10am, ask Gaz for a lift as im on till 7',
      ),
      h(
        'Shift workers should eat their main meal before the shift, not at 3am. Blackout blinds make a real difference to daytime sleep. Caffeine can stay in your system for up to six hours.',
      ),
      h(
        'Hi Stu,\nThanks for covering Tuesday at short notice. Could you let me know your availability for the Easter weekend by Monday?\nCheers,\nAmanda',
        'Could you let me know your availability for the Easter weekend by Monday?',
      ),
      h(
        'From a book on divorce and children: Never make the children the messengers. Children do not need to hear why, they need to hear that both parents still love them.',
      ),
      h(
        'Lewis said he hates his new maths teacher. Chloe barely spoke at tea. I used to love the sea front on a Sunday when I was their age.',
      ),
      h(
        'Your direct debit to Yorkshire Water for £38.20 will be collected on 15 March. No action is needed.',
      ),
      h(
        'Boiler making that clanking noise again. Email the letting agent about it before Monday.',
        'Email the letting agent about it before Monday.',
      ),
      h("Hotel is fully booked for the Seafest weekend, it'll be carnage."),
    ],
  },
  {
    name: 'Mirela, 42, a Romanian line leader at a sandwich factory in Aylesbury whose daughter sits the 11-plus in September, on a Monday',
    highlights: [
      h(
        'Dear Mrs Popescu,\nIoana did very well in her verbal reasoning mock, scoring 112. Her non-verbal reasoning still needs work. Please make sure she completes papers 7 and 8 before our next session on Saturday.\nKind regards,\nDavid Fielding',
        'Please make sure she completes papers 7 and 8 before our next session on Saturday.',
      ),
      h(
        'Andrei: I am on nights all week, sorry\nAndrei: Dont forget the registration for the Bucks test closes on 26 June\nAndrei: I love you, go to sleep early tonight',
        'Andrei: Dont forget the registration for the Bucks test closes on 26 June',
      ),
      h(
        'Line 3 start-up checks done. Egg mayo batch 4471 failed the temperature check at 06:20 and was binned. QA to swab the slicer before the next run. Night shift left the chiller door open again.',
        'QA to swab the slicer before the next run.',
      ),
      h(
        'Most children who pass the 11-plus have practised timed papers for months. Tutoring is not essential, and many children pass without it. Reading widely is the best preparation for verbal reasoning.',
      ),
      h('Lidl\nfabric softener\nhighlighters for Ioana', 'fabric softener', 'highlighters for Ioana'),
      h(
        'Mama called from Iași. Her knee is worse and the doctor wants to operate. We need to decide if I fly over in August or she comes here.',
        'We need to decide if I fly over in August or she comes here.',
      ),
      h(
        'Thank you to everyone who came to the Year 5 class assembly. Photos will be on Seesaw by Wednesday.',
      ),
      h(
        'From the book I am reading on my break: Do the hardest thing first, while your mind is fresh. Rest is part of the work, not a reward for it.',
      ),
      h(
        "Consulate appt for Ioana's passport — Thurs 23 April, 11:30, London",
        "Consulate appt for Ioana's passport — Thurs 23 April, 11:30, London",
      ),
      h('Gabi: I swapped with you for Wednesday, you owe me one! Only joking, you covered me at Christmas.'),
      h('I meant to ring the council about the broken streetlight but forgot again.'),
    ],
  },
];
