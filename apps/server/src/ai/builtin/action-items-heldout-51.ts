import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_51: LabelledDay[] = [
  {
    name: 'an imam at a community mosque in Bradford on a Friday',
    highlights: [
      h(
        'Khutbah notes — patience (sabr)\nThe Prophet, peace be upon him, said that patience is illumination. Let us not mistake patience for doing nothing. We must be people who act and then trust.',
      ),
      h(
        "Brother Yusuf: can you check the PA system before Jumu'ah? The mic cut out twice last week.",
        "Brother Yusuf: can you check the PA system before Jumu'ah?",
      ),
      h(
        'Need to reply to the council about the parking letter before the 14th. Neighbours complained again about cars on Leeds Road during Friday prayers.',
        'Need to reply to the council about the parking letter before the 14th.',
      ),
      h(
        "Amina and Tariq's families have agreed the mahr. Confirm the two witnesses with Tariq's father. I printed the certificate forms this morning.",
        "Confirm the two witnesses with Tariq's father.",
      ),
      h(
        'The hadith says whoever relieves a believer of a hardship, Allah will relieve him of a hardship on the Day of Resurrection. Visiting the sick is not a favour we do; it is a right they have over us.',
      ),
      h('Visited Uncle Bashir on ward 12 after Asr. His daughter said he has been asking for me for days.'),
      h(
        'Madrasa teachers meeting\nHafsa to draft the new timetable by Wednesday\nAttendance is down since Ramadan\nWe still need to decide whether Saturday classes carry on through the summer\nThanks to everyone who covered last week',
        'Hafsa to draft the new timetable by Wednesday',
        'We still need to decide whether Saturday classes carry on through the summer',
      ),
      h(
        'Ramadan food parcels follow-up: 212 families received a box this year. The follow-up call from the zakat committee was very positive.',
      ),
      h(
        "Don't forget to send the Eid prayer times to the Telegraph & Argus by Monday. They should print them in Thursday's edition.",
        "Don't forget to send the Eid prayer times to the Telegraph & Argus by Monday.",
      ),
      h('Mum texted to say my blood test results are normal. I keep forgetting to eat before Fajr.'),
      h(
        "The interfaith walk on Saturday went well, about forty people came. Rev Claire has offered to host the next one at St Mark's in October. Who is going to speak for us at St Mark's?",
        "Who is going to speak for us at St Mark's?",
      ),
    ],
  },
  {
    name: 'a rural vicar with four parishes, a Tuesday in Lent',
    highlights: [
      h(
        'Sermon draft, Lent 3\nLet us return to the Lord with all our hearts. We must be honest about the wilderness in each of us. Repentance is not a mood but a turning.',
      ),
      h(
        "PCC Thursday 7.30pm, St Michael's vestry. The quinquennial report is on the agenda. The treasurer circulated the accounts on Sunday.",
        "PCC Thursday 7.30pm, St Michael's vestry.",
      ),
      h(
        "Funeral visit: Mrs Pennington's family, Wed 11am at the farm. Her son says she loved the hymn Abide with Me. She was churchwarden here for thirty years.",
        "Funeral visit: Mrs Pennington's family, Wed 11am at the farm.",
      ),
      h(
        'Line from a clergy retreat talk: Never visit without listening first. Always leave a house lighter than you found it.',
      ),
      h(
        'bins out tonight\nboiler man came at 8, all sorted\nring the archdeacon re the ramp faculty',
        'bins out tonight',
        'ring the archdeacon re the ramp faculty',
      ),
      h(
        'Email from the diocese: the new parish share figures should be out by the end of March. Nothing we can do about it going up again.',
      ),
      h(
        "Baptism prep with the Hendersons went well. You need to chase the godparents' forms before the 20th.",
        "You need to chase the godparents' forms before the 20th.",
      ),
      h('Thank you card from the toddler group mums. Lovely to see the hall so full on a wet Monday.'),
      h(
        'Gerald (churchwarden): Could you sign the faculty application and drop it at the diocesan office? The DAC meets on the 2nd.',
        'Gerald (churchwarden): Could you sign the faculty application and drop it at the diocesan office?',
      ),
      h(
        'I meant to visit Bert at the care home last week and never did. Need to go this Friday after the school assembly.',
        'Need to go this Friday after the school assembly.',
      ),
      h(
        'Lent course week 3 was on forgiveness and people really opened up. How do we forgive what we cannot forget? That question stayed with me all evening.',
      ),
    ],
  },
  {
    name: 'an NGO water and sanitation field officer in northern Uganda',
    highlights: [
      h(
        'Our mission: every household within 500 metres of safe water. We believe clean water is a right, not a gift. Together we must leave no village behind.',
      ),
      h(
        'Borehole at Aloi B is down again, the handle pump seal has gone. Call Okello the pump mechanic first thing tomorrow. The community paid for the last repair themselves.',
        'Call Okello the pump mechanic first thing tomorrow.',
      ),
      h(
        'WASH committee training Thurs 10am at the sub-county hall\nBring the flipcharts and 40 copies of the hygiene checklist\nThe chairperson said attendance should be good because the harvest is in',
        'WASH committee training Thurs 10am at the sub-county hall',
        'Bring the flipcharts and 40 copies of the hygiene checklist',
      ),
      h(
        'Peter (country director): Sarah from the foundation loved the report. Can you send her photos of the new latrine blocks by Friday? She was impressed by the school hygiene program too.',
        'Can you send her photos of the new latrine blocks by Friday?',
      ),
      h(
        'From our induction training: Always consult women and girls before siting a latrine. Never promise what the budget cannot deliver.',
      ),
      h('Per diem claims for March were paid on the 5th. I had forgotten mine were even late.'),
      h(
        'motorbike service overdue, book it in\nfuel receipts handed in to Brenda\nrains started early this year',
        'motorbike service overdue, book it in',
      ),
      h(
        'Water quality test results from Barr parish came back clear. The E. coli counts were zero in all six sources.',
      ),
      h(
        'Note to self: you have to renew your work permit before it expires on 30 June. Immigration in Kampala takes at least three weeks.',
        'Note to self: you have to renew your work permit before it expires on 30 June.',
      ),
      h(
        'Community meeting in Ogur was tense. People asked why the new borehole went to the next village and not theirs. Who is going to explain the siting criteria to the LC1 chairman?',
        'Who is going to explain the siting criteria to the LC1 chairman?',
      ),
      h(
        'Let us remember why we came: not to build pumps but to build trust. The pumps will break; the trust should last.',
      ),
    ],
  },
  {
    name: 'a youth worker at a drop-in centre in Manchester, midweek',
    highlights: [
      h(
        'Session plan: healthy relationships (Y9–Y11)\nOpening game, then the consent scenarios, then chill-out time with pizza.',
      ),
      h(
        "Jayden's mum rang, he's been excluded for five days. I said we'd keep his place on the football programme. Ring his head of year on Thursday to see what support is in place.",
        'Ring his head of year on Thursday to see what support is in place.',
      ),
      h(
        'The safeguarding log for the incident on Friday must be written up by the end of today. Mo witnessed it too.',
        'The safeguarding log for the incident on Friday must be written up by the end of today.',
      ),
      h(
        "Tasha: can you unlock at 5.45 tomorrow? I'm stuck at uni till 6.",
        'Tasha: can you unlock at 5.45 tomorrow?',
      ),
      h(
        'Quote from the youth work training: Start where young people are, not where you want them to be. Relationships first, programmes second.',
      ),
      h(
        'Funding bid to the Lottery Awards for All — deadline 28th, 5pm\nConsent forms for the mural photos have to be signed before we use them',
        'Funding bid to the Lottery Awards for All — deadline 28th, 5pm',
        'Consent forms for the mural photos have to be signed before we use them',
      ),
      h("Kids kept asking whether we'll do the residential again this summer. Honestly I hope so."),
      h('Pizza order came to £64 for 22 kids, which is cheaper than last term.'),
      h(
        "We're not here to fix young people. We're here to walk alongside them. That's the whole job, really.",
      ),
      h(
        "Supervision with Karen, Mon 2pm. My reflective log hasn't been touched since January, which is embarrassing.",
        'Supervision with Karen, Mon 2pm.',
      ),
      h(
        'Minibus MOT runs out on the 12th, so book it in this week.',
        'Minibus MOT runs out on the 12th, so book it in this week.',
      ),
    ],
  },
  {
    name: 'a volunteer coordinator at a refugee welcome charity in Glasgow',
    highlights: [
      h(
        'Volunteer induction Saturday: 14 signed up, 9 confirmed. Chase the other five by text tonight.',
        'Chase the other five by text tonight.',
      ),
      h(
        'Our values: welcome, dignity, solidarity. We must treat every person who walks through the door as a guest, not a case number.',
      ),
      h(
        "Ahmed's asylum interview was moved to 22 May. The Home Office should send written confirmation this week.",
      ),
      h(
        "English conversation club\nFiona can't do Fridays any more\nFind cover for Fridays from next week",
        'Find cover for Fridays from next week',
      ),
      h(
        'Eilidh: Would you be able to write me a reference for the council job by the end of the month? Thanks so much for everything.',
        'Eilidh: Would you be able to write me a reference for the council job by the end of the month?',
      ),
      h(
        'Winter coats drive went brilliantly, over 300 coats. I dropped the last bags at the hub on Tuesday.',
      ),
      h(
        'From the trauma-informed practice course: Never ask someone to retell their journey for your own curiosity. Let them lead.',
      ),
      h(
        "DBS renewals\nMairi, Tom and Joanne are all expiring in June\nThe DBS checks have to be submitted by the 1st so there's no gap",
        "The DBS checks have to be submitted by the 1st so there's no gap",
      ),
      h(
        "Remember to book the room at the Gorbals library for the women's group on the 9th.",
        "Remember to book the room at the Gorbals library for the women's group on the 9th.",
      ),
      h(
        'Can you imagine arriving in Glasgow in November in flip-flops? That was Samir two years ago. Now he runs our Tuesday drop-in.',
      ),
      h(
        'Quarterly report to the funder — due Friday 17th\nNumbers from the drop-in are already in the shared drive',
        'Quarterly report to the funder — due Friday 17th',
      ),
    ],
  },
  {
    name: 'a rabbi of a small Reform synagogue, the week before a bar mitzvah',
    highlights: [
      h(
        "D'var Torah notes, Parashat Lech Lecha\nGo forth — lech lecha — is a command to leave what is comfortable. Each of us is asked to take that journey. Let us be brave enough to begin.",
      ),
      h(
        "Ben's bar mitzvah rehearsal Thurs 6pm in the sanctuary. He still stumbles over the haftarah blessings.",
        "Ben's bar mitzvah rehearsal Thurs 6pm in the sanctuary.",
      ),
      h(
        "Oren (chair): Can you let me know by Wednesday whether you're happy for the security firm to start in January?",
        "Oren (chair): Can you let me know by Wednesday whether you're happy for the security firm to start in January?",
      ),
      h('Hillel says, If I am not for myself, who will be for me? And if not now, when?'),
      h(
        "Visited Mrs Adler at home. She's frail but as sharp as ever. Her granddaughter should be staying with her until March.",
      ),
      h(
        'The Cohens did a beautiful kiddush this week. Need to ask someone else to host kiddush on the 25th, as the Levys are away.',
        'Need to ask someone else to host kiddush on the 25th, as the Levys are away.',
      ),
      h(
        "Interfaith Holocaust Memorial Day service\nThe mayor's office confirmed 27 Jan at 11am\nI need to send the readers their readings by Friday",
        'I need to send the readers their readings by Friday',
      ),
      h(
        'From a rabbinic leadership seminar: Do not answer a question the person has not asked. Sit with silence longer than is comfortable.',
      ),
      h(
        'Shul office\nrenew the insurance before the 30th\nboiler fixed on Tuesday at last\nTODO: sign cheques for Miriam',
        'renew the insurance before the 30th',
        'TODO: sign cheques for Miriam',
      ),
      h(
        'Thank you note from the Feldman family for the shiva minyanim. It meant a great deal to be able to help.',
      ),
      h(
        'Who is going to chant Torah on Yom Kippur afternoon now that Daniel has moved to Leeds?',
        'Who is going to chant Torah on Yom Kippur afternoon now that Daniel has moved to Leeds?',
      ),
    ],
  },
  {
    name: 'a hospital chaplain the day after a night on call',
    highlights: [
      h(
        'On call overnight: called to ICU at 2.40am for an emergency baptism. Baby Grace, 26 weeks. The family asked for a blessing rather than a full service.',
      ),
      h(
        'Bereavement follow-up with the Okafor family has been arranged by the ward sister. Nothing more for us unless they ask.',
      ),
      h(
        'Chaplaincy volunteers meeting\nAction: Linda to update the ward visiting list\nAction: me to contact the Sikh chaplain about cover over Vaisakhi\nMinutes from last time are on the shared drive',
        'Action: Linda to update the ward visiting list',
        'Action: me to contact the Sikh chaplain about cover over Vaisakhi',
      ),
      h(
        'Prayer for the staff room: May those who care for others be cared for. Let us hold in silence all who are working through the night.',
      ),
      h(
        'You must complete the mandatory fire safety e-learning by 31 March or your ID badge gets suspended.',
        'You must complete the mandatory fire safety e-learning by 31 March or your ID badge gets suspended.',
      ),
      h('Estates say the new carpet for the Muslim prayer room should arrive next month. About time.'),
      h('Cicely Saunders: You matter because you are you, and you matter to the end of your life.'),
      h(
        'Bed 14, Ward 7: Mr Hughes asked for Holy Communion before his surgery tomorrow. Take the home communion set up at 8am.',
        'Take the home communion set up at 8am.',
      ),
      h('The rota gap on the 18th has been filled by Fr Tom. Good man.'),
      h(
        'I sat with a daughter for an hour tonight while her father died. She kept saying she should have come sooner.',
      ),
      h(
        'Annual report for the Trust board — chaplaincy section due 4 April',
        'Annual report for the Trust board — chaplaincy section due 4 April',
      ),
      h(
        "after work\nparcel back to Amazon\ncard for Anjali's leaving do",
        'parcel back to Amazon',
        "card for Anjali's leaving do",
      ),
    ],
  },
  {
    name: 'a langar coordinator at a gurdwara in Southall on a Sunday',
    highlights: [
      h(
        'Guru Nanak taught that the hungry must be fed without asking who they are. In the langar we sit on the floor together, king and beggar alike. Let us serve without ego.',
      ),
      h('Langar on Sunday: about 1,800 served. We ran out of dal by 2pm.'),
      h('Cash and carry list\n50kg chapati flour\n20kg urad dal', '50kg chapati flour', '20kg urad dal'),
      h(
        'Harjit: can you get the rota for Gurpurab sewa out to the WhatsApp group by tonight?',
        'Harjit: can you get the rota for Gurpurab sewa out to the WhatsApp group by tonight?',
      ),
      h(
        'Food hygiene inspection went fine, 5 stars again. The inspector said the new hand-wash sink should do the job.',
      ),
      h(
        'Kitchen deep clean before Gurpurab — needs to be done by Thursday night\nThe sevadars from Hayes ran the tandoor last year',
        'Kitchen deep clean before Gurpurab — needs to be done by Thursday night',
      ),
      h('Seva is not charity. Charity looks down; seva kneels down.'),
      h(
        "Dad's hospital appointment Wed 10.30, Ealing. Bhua ji can drive him back afterwards.",
        "Dad's hospital appointment Wed 10.30, Ealing.",
      ),
      h(
        'The committee asked me to write up how the winter outreach van went. Did that last night and sent it to Pritam.',
      ),
      h('The night shelter said our chapatis should last them through the weekend. They were very grateful.'),
      h(
        'Remind the young volunteers: hair covered, no phones at the serving line.',
        'Remind the young volunteers: hair covered, no phones at the serving line.',
      ),
    ],
  },
];
