import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_117: LabelledDay[] = [
  {
    name: 'Hester, 47, a chiropractor in Harrogate who chairs her village book club, on a Tuesday (book club WhatsApp, clinic notes, family chat)',
    highlights: [
      h(
        "[14/10/2025, 07:52] Jan: Morning all, finished The Gathering at 2am and I'm in bits\n[14/10/2025, 07:58] Hester: no spoilers, I've two chapters left!\n[14/10/2025, 08:03] Jan: Hester could you bring the spare copies back on Thursday? Marion has gone for the audiobook anyway.",
        'Jan: Hester could you bring the spare copies back on Thursday?',
      ),
      h(
        'Clinic notes Tue\nMr Hollis: lumbar much improved, discharged with home exercises.\nRebook Mrs Okafor for three weeks, she asked for a Friday.\nNew patient at 4 cancelled, no reason given.',
        'Rebook Mrs Okafor for three weeks, she asked for a Friday.',
      ),
      h(
        "From the posture book I'm reading for CPD: Sit less, walk more, and never lift with a twisted spine. Obvious, but patients love hearing it from a book.",
      ),
      h(
        "[14/10/2025, 12:10] Rob: lasagne's out of the freezer for tonight\n[14/10/2025, 12:11] Rob: Can you get Ellie from netball at 6? I'm stuck in Leeds till 7\n[14/10/2025, 12:14] Hester: ok",
        'Rob: Can you get Ellie from netball at 6?',
      ),
      h(
        'Thursday book club, my house\n- lemon drizzle\n- [x] chairs down from the loft\n- [ ] print the discussion questions',
        'lemon drizzle',
        'print the discussion questions',
      ),
      h(
        'We still need to decide on the November book. Jan wants something short after that Trollope doorstop.',
        'We still need to decide on the November book.',
      ),
      h(
        'Meant to ring Mum at lunch but the list overran. Rang her from the car park instead and she sounded brighter than last week.',
      ),
      h(
        'The new orthotic insoles should arrive on Wednesday. The courier says they will leave them by the back gate if we are out.',
      ),
      h(
        "You need to renew Ellie's passport before the Easter trip. The photo booth at the post office was broken last time.",
        "You need to renew Ellie's passport before the Easter trip.",
      ),
      h(
        'Underlined in The Gathering, page 112. It is the kind of sentence you read three times before you can go on.',
      ),
      h(
        "The follow-up letter from Mr Hollis's GP came through, all fine. Nothing more needed from me on that one.",
      ),
    ],
  },
  {
    name: 'Dominic, 34, a loss adjuster in Norwich doing a part-time distance MA in Classics, dad of a toddler, on a Thursday (claim notes, Teams, seminar reading, texts)',
    highlights: [
      h(
        'Site visit, 14 Elm Close: escape of water from a split washing-machine hose, kitchen floor and two base units affected. Policyholder very upset, understandably. Need to get a drying contractor out by Monday.',
        'Need to get a drying contractor out by Monday.',
      ),
      h(
        "Seneca, Letter 1: Hold every hour in your grasp. Lay hold of today's task and you will not need to depend so much upon tomorrow's.",
      ),
      h(
        'Essay 2 (Roman letter-writing) due 28 Nov, 3,000 words. So far I have a title and one paragraph I hate.',
        'Essay 2 (Roman letter-writing) due 28 Nov, 3,000 words.',
      ),
      h(
        'Karen (team leader): Dom, can you pick up the Aylsham subsidence claim? The adjuster on it is off sick till the new year.',
        'Karen (team leader): Dom, can you pick up the Aylsham subsidence claim?',
      ),
      h(
        "[16/10/2025, 13:02] Priya: nursery rang, Arlo has a temperature so I've collected him\n[16/10/2025, 13:05] Priya: Calpol is nearly out. Could you grab some on the way home?\n[16/10/2025, 13:21] Dominic: poor lad",
        'Could you grab some on the way home?',
      ),
      h(
        'Seminar last night on Pliny Book 6. Dr Marsh had told us to read letters 16 and 20 first, which I did on the train, mostly.',
      ),
      h(
        'Called the Bakers back about their contents list and talked them through the excess. They were relieved, I think. Follow up with their builder about the dehumidifier readings on Friday.',
        'Follow up with their builder about the dehumidifier readings on Friday.',
      ),
      h(
        'The loft insulation quote should come in under £900. The installer said they are booked up until December though.',
      ),
      h(
        "Pliny the Elder sailed towards the eruption when everyone else was sailing away. I can't decide whether that is courage or just a man who could not bear to miss anything.",
      ),
      h(
        'Sat\n- bins out (green week)\n- [x] fix the stair gate\n- [x] library books back',
        'bins out (green week)',
      ),
      h(
        "[16/10/2025, 18:40] Priya: who's doing nursery drop-off tomorrow, you or me? Mum can't do Fridays any more",
        "Priya: who's doing nursery drop-off tomorrow, you or me?",
      ),
    ],
  },
  {
    name: 'Thea, 39, a freelance book indexer in Hay-on-Wye with two children and a husband on shifts, on a Monday (job notes, school e-mails, family WhatsApp)',
    highlights: [
      h(
        'Medieval trade book: proofs arrive Wednesday, index due to the typesetter on the 24th. Roughly 1,800 locators if it is anything like the last one.',
        'Medieval trade book: proofs arrive Wednesday, index due to the typesetter on the 24th.',
      ),
      h(
        'From an old indexing manual: Index what the author says, not what you wish they had said. Never index a passing mention.',
      ),
      h(
        '> Please could you send in a named water bottle and wellies for Forest School on Thursday?\n> The children will be outside whatever the weather.\nHis wellies are definitely too small now.',
        'Please could you send in a named water bottle and wellies for Forest School on Thursday?',
      ),
      h(
        "[20/10/2025, 06:45] Gareth: morning, sorry I woke you coming in\n[20/10/2025, 06:46] Gareth: car's making that noise again\n[20/10/2025, 06:47] Gareth: can you book it into Jones's garage? before half term ideally",
        "Gareth: can you book it into Jones's garage? before half term ideally",
      ),
      h('Co-op\nmilk\nbin bags', 'milk', 'bin bags'),
      h(
        'Finished the index for the Brontë letters volume last night and sent it off. Felt oddly bereft, as always.',
      ),
      h(
        'The invoice for the Brontë job should be paid within 30 days. They were three months late last time.',
      ),
      h(
        'Reading Olive Kitteridge for the library group. Strout makes you feel that nobody is ever just one thing.',
      ),
      h(
        'The car tax has to be renewed by the end of the month. The reminder went to our old address in Brecon.',
        'The car tax has to be renewed by the end of the month.',
      ),
      h(
        'Why do the children only mention non-uniform day at 8.40 on the morning itself? A mystery for the ages.',
      ),
      h("ring Nain about Sunday lunch\nshe's doing lamb again, bless her", 'ring Nain about Sunday lunch'),
    ],
  },
  {
    name: 'Farhana, 33, a primary school teaching assistant in Oldham writing her first novel before the children wake, on a Wednesday (writing log, staff WhatsApp, family chat)',
    highlights: [
      h(
        'Craft book, chapter 3: Write every day, even if it is only a paragraph. Finish the draft before you fix a single sentence.',
      ),
      h("5.15am, 612 words. Got Amira onto the train at last. The middle still sags and I don't know why."),
      h(
        'I need to cut the whole flashback in chapter 9 before I send it to the writing group. Everyone there loved it last time, which worries me.',
        'I need to cut the whole flashback in chapter 9 before I send it to the writing group.',
      ),
      h(
        "[22/10/2025, 07:31] Mrs Kaur: Morning team, Year 2 are in the hall for assembly practice at 9\n[22/10/2025, 07:33] Mrs Kaur: Farhana can you take the phonics group in Mr Ellis's class at 10.15 please?\n[22/10/2025, 07:40] Farhana: Morning! yes no problem",
        "Mrs Kaur: Farhana can you take the phonics group in Mr Ellis's class at 10.15 please?",
      ),
      h(
        'Before half term\n- [x] display board in the Y2 corridor\n- [x] reading records checked\n- [ ] laminate the new word mats\n- [ ] return the TA training feedback form',
        'laminate the new word mats',
        'return the TA training feedback form',
      ),
      h(
        "[22/10/2025, 15:50] Abba: Beta the gas man is coming Friday between 8 and 12, can one of you be at my house to let him in?\n[22/10/2025, 15:58] Farhana: I'm at school all day, I'll ask Imran",
        'Abba: Beta the gas man is coming Friday between 8 and 12, can one of you be at my house to let him in?',
        "Farhana: I'm at school all day, I'll ask Imran",
      ),
      h('Was going to enter the Bridport short story prize but missed the deadline by a day. Typical.'),
      h('The proof copy of the anthology should be with us by November. My story is on page 41, apparently.'),
      h(
        'Writing group on Saturday was brutal but fair. Sadia says my dialogue is the strongest thing in it.',
      ),
      h(
        'So tired today that I read the same page of Small Island four times. Andrea Levy deserved better from me.',
      ),
      h(
        'Council tax direct debit bounced?? Rang the bank and it was their mistake, not mine. Remember to check it actually goes out on the 1st.',
        'Remember to check it actually goes out on the 1st.',
      ),
    ],
  },
  {
    name: "Tobi, 29, a biostatistician at a children's hospital in Philadelphia who runs a neighborhood book club and lives with his grandmother, on a Monday (Slack, book club WhatsApp, notes to self)",
    highlights: [
      h(
        'The quarterly outcomes report goes to the board on Wednesday at 9am. Sense-check the readmission tables with Priya before lunch tomorrow.',
        'Sense-check the readmission tables with Priya before lunch tomorrow.',
      ),
      h(
        'From a stats book: Always plot your data before you model it. A p-value is not the probability that you are right.',
      ),
      h(
        "[11/03/2025, 7:02:15 PM] Kwame: I haven't even started the Jesmyn Ward yet lol\n[11/03/2025, 7:05:40 PM] Tobi: it's fine, we're only doing the first half this time\n[11/03/2025, 7:09:02 PM] Tayo: Tobi can you bring me a spare copy? mine is still at my cousin's",
        "Tayo: Tobi can you bring me a spare copy? mine is still at my cousin's",
      ),
      h(
        'Salvage the Bones is the kind of book that makes you put it down and walk around the block. The hurricane chapters especially.',
      ),
      h(
        "pick up Grandma's prescription at CVS (ready Tues)",
        "pick up Grandma's prescription at CVS (ready Tues)",
      ),
      h(
        'Electric bill $212 this month!! Somebody left the space heater on in the basement all weekend and nobody will admit it.',
      ),
      h(
        'Took Grandma to her eye doctor and read half of The Fire Next Time in the waiting room. The dilating drops made her cranky for the rest of the day.',
      ),
      h('Her new glasses should be ready in ten days. The optician said they would call.'),
      h(
        'Methods meeting notes\nActions\nSensitivity analysis without the 2020 cohort — action: Tobi\nDr Alvarez to circulate the revised protocol by Fri\nMarcus: no actions this week',
        'Sensitivity analysis without the 2020 cohort — action: Tobi',
        'Dr Alvarez to circulate the revised protocol by Fri',
      ),
      h(
        "Why does every household have exactly one person who treats the thermostat like a personal enemy? Asking for a friend (it's Grandma).",
      ),
      h(
        "Don't forget to tell Doreen next door we're happy to split the cost of the fence. She has been very patient about it.",
        "Don't forget to tell Doreen next door we're happy to split the cost of the fence.",
      ),
    ],
  },
  {
    name: "Clodagh, 55, a poet who teaches an evening writing class in Sligo and lives with her mother, on a Friday (notebook, publisher e-mail, sister's texts)",
    highlights: [
      h(
        'From a workshop handout I wrote years ago: Read every line aloud. Cut the last stanza, it is usually the poet explaining the poem.',
      ),
      h(
        'Thursday class went well, nine turned up despite the rain. Orla read a sonnet about her father that silenced the room.',
      ),
      h(
        'Next week is villanelles. Photocopy the Elizabeth Bishop handout before Thursday.',
        'Photocopy the Elizabeth Bishop handout before Thursday.',
      ),
      h(
        "Mam's repeat prescription has to be collected from Henry's pharmacy before 6 on Saturday. She says she's fine but she isn't.",
        "Mam's repeat prescription has to be collected from Henry's pharmacy before 6 on Saturday.",
      ),
      h(
        'Oil tank low again, 20% on the gauge.\nTODO ring Tom Keaney for a top-up before the cold snap',
        'TODO ring Tom Keaney for a top-up before the cold snap',
      ),
      h(
        '> Could you send us the final proofs with your corrections by 14 November?\n> The launch is pencilled in for February at the Model.\nMarvellous. Terrified.',
        'Could you send us the final proofs with your corrections by 14 November?',
      ),
      h(
        'I was going to write this morning but Mam needed the chiropodist and then it was lunchtime. Another day of the poem living only in my head.',
      ),
      h(
        'The library reading group chose Small Things Like These. Short, but it took me a week because I kept stopping to cry.',
      ),
      h(
        "[07/11/2025, 10:12] Nuala: I can take Mam the weekend of the 22nd if that helps\n[07/11/2025, 10:15] Nuala: will you let me know by Sunday so I can tell Dermot?\n[07/11/2025, 10:31] Clodagh: you're a saint",
        'Nuala: will you let me know by Sunday so I can tell Dermot?',
      ),
      h(
        'From an article on caring for an elderly parent: Look after yourself first. Accept every offer of help, even the clumsy ones.',
      ),
      h('Dentist (me!) Tues 11.30, Dr Brennan', 'Dentist (me!) Tues 11.30, Dr Brennan'),
    ],
  },
  {
    name: 'Màiri, 44, a Harris Tweed weaver on the Isle of Lewis who reads in a Gaelic book group, on a Tuesday (loom notes, shop e-mails, family texts)',
    highlights: [
      h(
        'Four beams arrived from the mill this morning for the herringbone. The blue weft is darker than the sample.',
      ),
      h(
        'Must get the Hattersley looked at before the big order starts. The treadle is squeaking like a gull.',
        'Must get the Hattersley looked at before the big order starts.',
      ),
      h(
        'Finish the last three chapters of Deireadh an Fhoghair before book group on Thursday. Mòrag says the ending will break me.',
        'Finish the last three chapters of Deireadh an Fhoghair before book group on Thursday.',
      ),
      h(
        'From the weaving manual: Never rush the warp. A fault at the start becomes a fault all the way through.',
      ),
      h(
        '[11/11/2025, 08:05] Calum: left my PE kit on my bed!!!\n[11/11/2025, 08:06] Calum: can u bring it to school before 11\n[11/11/2025, 08:19] Màiri: fine but this is the last time',
        'Calum: can u bring it to school before 11',
      ),
      h(
        "Peat to be brought in from the stack before Friday's rain.",
        "Peat to be brought in from the stack before Friday's rain.",
      ),
      h(
        'Finished the 60-metre length for the Edinburgh shop. Took it to the mill for finishing myself because the van was full.',
      ),
      h(
        'The ferry should be back on the timetable by Thursday if the wind drops. CalMac are promising nothing.',
      ),
      h(
        'From: Sorcha at the Glasgow shop\nCan you tell me whether the blue herringbone will be ready for the Christmas window? The window goes in on the 1st.',
        'Can you tell me whether the blue herringbone will be ready for the Christmas window?',
      ),
      h('Shoulders aching from the loom. Lovely day all the same, light on the water like hammered tin.'),
      h(
        "Stornoway Tues\n- bobbins from the mill\n- Calum's school shoes\n- [x] parcel to Oban",
        'bobbins from the mill',
        "Calum's school shoes",
      ),
    ],
  },
  {
    name: 'Nadine, 48, a ghostwriter of celebrity memoirs in Brixton with a teenage daughter, on a Sunday (interview notes, editor e-mail, family WhatsApp)',
    highlights: [
      h(
        'His agent moved the interview again, third time now. Take the good recorder on Tuesday, not the one that died in Manchester.',
        'Take the good recorder on Tuesday, not the one that died in Manchester.',
      ),
      h(
        "From a memoir by a ghostwriter: Disappear into the voice. The client's memory is the truth, even when it isn't.",
      ),
      h(
        "[16/11/2025, 11:20] Jas: mum can you sign the DofE form, it's on the fridge\n[16/11/2025, 11:21] Jas: at Mia's till 6 x",
        "Jas: mum can you sign the DofE form, it's on the fridge",
      ),
      h(
        'Manuscript deadline: first 40,000 words to the editor by 1 December. Currently at 31,000 and most of them are about penalty shootouts.',
        'Manuscript deadline: first 40,000 words to the editor by 1 December.',
      ),
      h('Book club read: The Years by Annie Ernaux. Everyone hated the lack of dialogue except me.'),
      h("I meant to send Kemi a birthday card and didn't. She was gracious about it, which was worse."),
      h(
        'this week\nboiler man Weds am\nJas dentist Thurs 4.15\ncar insurance (done)',
        'boiler man Weds am',
        'Jas dentist Thurs 4.15',
      ),
      h("The advance payment should land this week, according to my agent. I'll believe it when I see it."),
      h("The client's motto is never apologise, never explain. He then spent forty minutes explaining."),
      h(
        '> Could you let me know which photos he has cleared for the plate section?\n> Legal have flagged two of them.\nChased his agent on Friday, nothing back yet.',
        'Could you let me know which photos he has cleared for the plate section?',
      ),
      h('Sunday. Rain. Chicken roasting and a whole afternoon to read, which never happens.'),
      h(
        'Mum and Auntie Grace to sort the Christmas food between them this year, thank God.',
        'Mum and Auntie Grace to sort the Christmas food between them this year, thank God.',
      ),
    ],
  },
];
