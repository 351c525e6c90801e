import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_131: LabelledDay[] = [
  {
    name: 'Adaobi, 38, a district nurse team leader covering Hexham and the Tyne valley, on a Thursday (caseload notes, team WhatsApp, GP e-mails, family texts)',
    highlights: [
      h(
        "Before 9\nring pharmacy re Mr Hall's patches\n[x] Aquacel ordered from stores\n[x] handover to Lyndsey",
        "ring pharmacy re Mr Hall's patches",
      ),
      h(
        "[13/11/2025, 07:52] Lyndsey: Morning! Mrs Elliott's syringe driver was alarming overnight, the hospice nurse reset it at 3\n[13/11/2025, 07:55] Lyndsey: can someone take her 10 o'clock? I'm stuck in Allendale till 11\n[13/11/2025, 07:58] Ada: 👍\n[13/11/2025, 08:01] Lyndsey: ur a star",
        "Lyndsey: can someone take her 10 o'clock?",
      ),
      h(
        "Hi Ada,\nCould one of your team do a wound review on Mr Robson at Acomb before Monday? His daughter is worried it smells. I've attached the last swab result, which came back clear.\nMany thanks, Dr Anwar",
        'Hi Ada, Could one of your team do a wound review on Mr Robson at Acomb before Monday?',
      ),
      h(
        'Tissue viability study day, quote of the day: Always measure, never guess. Document the wound as if the family will read it, because one day they will. Photograph every wound at the same distance and in the same light.',
      ),
      h(
        'You need to finish your NMC revalidation reflections before the 30th. Did the safeguarding level 3 refresher back in September, thank God.',
        'You need to finish your NMC revalidation reflections before the 30th.',
      ),
      h(
        "Femi: Tolu has swimming at 5.15 and I'm on a late, can you take her?\nFemi: also the boiler man came, it was just the pressure\nMe: ok x",
        "Femi: Tolu has swimming at 5.15 and I'm on a late, can you take her?",
      ),
      h(
        "Community nursing caseloads have grown sharply over the last decade, according to the Queen's Nursing Institute. Nurses should be able to finish their visits within their contracted hours, the report argues. Many teams now rely on bank staff to cover weekends.",
      ),
      h(
        'From: Karen Pryor\nSubject: Record-keeping audit\nThe audit went well overall and the follow-up is booked for February. Thanks to everyone who stayed late last week. Ada, please send me the names of the two band 5s for the preceptorship programme by Wednesday.',
        'Ada, please send me the names of the two band 5s for the preceptorship programme by Wednesday.',
      ),
      h(
        "I meant to ring Mrs Dodd's son back yesterday and never did. Felt rubbish about it all evening. Rang him at 8 this morning and he was fine about it.",
      ),
      h('Car MOT, book before the 22nd', 'Car MOT, book before the 22nd'),
      h(
        'Mr Robson told me he used to walk to Allendale and back every Sunday as a lad. Forty years a shepherd, he said, and never once had a day off sick.',
      ),
    ],
  },
  {
    name: "Magnus, 44, a registered childminder in Lerwick, Shetland, with four mindees, on a Friday in November (parents' WhatsApp, Care Inspectorate e-mail, notes, reading)",
    highlights: [
      h(
        "21/11/2025, 07:41 - Ingrid: Hi Magnus, Freya was up half the night with her ears, she's had Calpol at 6\n21/11/2025, 07:42 - Ingrid: could you give her another dose at 12 if she needs it? Signed the form last month\n21/11/2025, 07:50 - Magnus: Poor lamb x",
        'Ingrid: could you give her another dose at 12 if she needs it?',
      ),
      h(
        'Dear Magnus,\nThank you for submitting your annual return. Your inspection is likely to take place in the new year. Please note that your self-evaluation must be uploaded to the portal by 12 December.',
        'Please note that your self-evaluation must be uploaded to the portal by 12 December.',
      ),
      h(
        "friday\nnappies running low, get the size 4s\nremember to ask Ruaridh's dad about the pick-up on Tuesday\nBaking with the kids went well, flapjack everywhere",
        'nappies running low, get the size 4s',
        "remember to ask Ruaridh's dad about the pick-up on Tuesday",
      ),
      h(
        "Follow the child's lead. Say what you see rather than praising everything. Children need time outdoors every single day, whatever the weather. We should stop treating messy play as a reward.",
      ),
      h(
        'Admin\n- [x] first aid refresher booked\n- [x] menus sent to parents\n- [ ] renew public liability insurance (due 1 Dec)',
        'renew public liability insurance (due 1 Dec)',
      ),
      h(
        "Hannah (Oskar's mum): Just to let you know Oskar's gran is collecting him today, she's in the blue Berlingo. Thanks so much for the photos of the boat trip, he hasn't stopped talking about it!",
      ),
      h(
        'Playgroup committee: we need to decide whether the Christmas party is at the Clickimin or the church hall. Anna and Joe did the raffle last year and it was chaos.',
        'Playgroup committee: we need to decide whether the Christmas party is at the Clickimin or the church hall.',
      ),
      h(
        'Shetland News: Ferry sailings cancelled tonight due to gale force winds. NorthLink say passengers should check the website before travelling.',
      ),
      h(
        "Took all four down to the harbour to see the seals. Rang the council about the broken gate at the play park, they said they'd look at it.",
      ),
      h(
        "Don't forget to tell the parents about the closure day on the 4th. I'm at the Care Inspectorate training in Aberdeen that day.",
        "Don't forget to tell the parents about the closure day on the 4th.",
      ),
    ],
  },
  {
    name: 'Kerry, 29, a one-to-one teaching assistant for a deaf Year 9 pupil at a secondary school in Sunderland, studying BSL Level 3 at night, on a Tuesday (Teams, staff bulletin, family chat, notes)',
    highlights: [
      h(
        "Mrs Okafor: Kerry can you make sure Jayden's radio aid is charged before period 1? The audiologist is visiting on Thursday and wants to see it working.",
        "Mrs Okafor: Kerry can you make sure Jayden's radio aid is charged before period 1?",
      ),
      h(
        "BSL L3 notes: Facial expression is grammar, not decoration. Don't fingerspell what has a sign. Placement matters, so set up your referents and point back to them.",
      ),
      h(
        'tues\nTODO copy the science glossary for J\n[x] emailed Mr Hewitt re subtitles on the Macbeth film',
        'TODO copy the science glossary for J',
      ),
      h(
        "Jayden signed a whole answer in French today without me prompting. I was going to tell his mum at pick-up but she'd already gone.",
      ),
      h(
        "Most deaf children attend mainstream schools with no specialist provision, according to the National Deaf Children's Society. Teachers should face the class when speaking and avoid talking while writing on the board.",
      ),
      h(
        "[02/12/2025, 16:05] Mam: dad's appointment went fine, they're happy with his bloods\n[02/12/2025, 16:06] Mam: our Lily says hiya x",
      ),
      h(
        "Annual review prep meeting\nAttendees: Mrs Okafor, Kerry, Jayden's mum\nKerry to collect three work samples from each subject by Friday. Jayden's mum mentioned he's been tired in the mornings. Action: Mrs Okafor to chase the ToD report.",
        'Kerry to collect three work samples from each subject by Friday.',
        'Action: Mrs Okafor to chase the ToD report.',
      ),
      h(
        'You need to send the BSL assessment form by Friday. Your DBS update subscription renewed automatically last week.',
        'You need to send the BSL assessment form by Friday.',
      ),
      h(
        'Staff bulletin: The heating in B block should be fixed by Wednesday. Well done to Year 9 for raising £412 for Children in Need!',
      ),
      h('Why do they always schedule fire drills in the one lesson where the radio aid is flat? Honestly.'),
      h(
        "> Would you be able to run the deaf awareness slot at Thursday's briefing?\n> It only needs ten minutes.\nHappy to!",
        "Would you be able to run the deaf awareness slot at Thursday's briefing?",
      ),
    ],
  },
  {
    name: 'Gosia, 41, a Polish-born parent-and-child foster carer in Northampton with a 19-year-old mum and her six-week-old baby placed, on a Wednesday (social worker e-mails, recording, family WhatsApp, reading)',
    highlights: [
      h(
        'Recording 10 Dec: Kayleigh did the 2am feed on her own and sterilised the bottles after. Baby settled by 2.40. I prompted once about winding.',
      ),
      h(
        "Hi Gosia,\nThe assessment panel has been moved to 14 January. Could you send me your weekly logs for November by Friday? Kayleigh's solicitor may also ask for a statement at some point.",
        'Could you send me your weekly logs for November by Friday?',
      ),
      h(
        'From the Skills to Foster handbook: Never promise to keep a secret. Write it down the same day. Remember that every record may one day be read by the child.',
      ),
      h(
        'health visitor Thurs 10am\nask GP surgery to register baby\nbaby weighed 4.6kg on Monday',
        'health visitor Thurs 10am',
        'ask GP surgery to register baby',
      ),
      h(
        "[10/12/2025, 12:31] Marek: Gosia can you bring the big suitcase when you come on Sunday?\n[10/12/2025, 12:33] Marek: mum says she's making pierogi for 12 people lol\n[10/12/2025, 12:40] Ola: the carp is already in my bath 😂",
        'Marek: Gosia can you bring the big suitcase when you come on Sunday?',
      ),
      h(
        "Contact diary: Dad is expected at Saturday's session. His train should get in at 12.15. He has missed two of the last four.",
      ),
      h(
        'Before panel\n1. finish the parenting capacity log\n2) follow up with Leila at the Family Nurse Partnership',
        'finish the parenting capacity log',
        'follow up with Leila at the Family Nurse Partnership',
      ),
      h(
        "Babies don't need perfect parents, they need parents who repair. Repair matters more than rupture. If you shout, go back and say sorry.",
      ),
      h(
        'Kayleigh wrote in my birthday card "thanks for not giving up on me". Had to go and sit in the car for a minute.',
      ),
      h(
        'The foster carer annual review form has to be returned by the 19th. Mileage claim for November went in on Monday.',
        'The foster carer annual review form has to be returned by the 19th.',
      ),
    ],
  },
  {
    name: "Lerato, 36, a live-in carer from Harare on a two-week rotation with a retired judge who has Alzheimer's, in a Cotswold village, on a Sunday (agency app, daughter's e-mails, daily notes, family WhatsApp)",
    highlights: [
      h(
        'Sun: Hugh slept until 8, ate porridge, asked twice where Margaret was. Walked to the church and back. Calmer after lunch.',
      ),
      h(
        "Hi Lerato,\nThank you for the photos from the garden, Dad looks so well. Could you check he has enough Donepezil to last until I'm down on the 28th? The chiropodist comes on Tuesday at 11, so please have him up and dressed by then.",
        "Could you check he has enough Donepezil to last until I'm down on the 28th?",
        'The chiropodist comes on Tuesday at 11, so please have him up and dressed by then.',
      ),
      h(
        'Carewise: Your timesheet for week 49 has been approved. Carers should receive their payslip by the third working day of the month. Your next placement starts on 5 January.',
      ),
      h(
        '[07/12/2025, 19:02] Tatenda: Mama the school fees for Nyasha must be paid by the 15th\n[07/12/2025, 19:04] Tatenda: Gogo says thank you for the blanket',
        'Tatenda: Mama the school fees for Nyasha must be paid by the 15th',
      ),
      h(
        "Dementia Friends session: Don't argue, don't correct, go into their reality. Ask one question at a time. People with dementia can still learn new routines.",
      ),
      h(
        'mon\ncollect prescription, Bourton\n[x] hearing aid batteries (size 312)',
        'collect prescription, Bourton',
      ),
      h(
        "I was supposed to take Hugh to the carol service at St Lawrence's last night but he refused to put his shoes on. We watched one on the telly instead and he sang every verse.",
      ),
      h(
        "You must report Thursday's fall to the agency, even though he wasn't hurt. He was more embarrassed than anything.",
        "You must report Thursday's fall to the agency, even though he wasn't hurt.",
      ),
      h(
        "The Alzheimer's Society estimates that around 982,000 people in the UK are living with dementia. That number should rise to 1.4 million by 2040.",
      ),
      h(
        'Do we keep the Christmas tree in the lounge this year or will it confuse him? Caroline will know what they did last year.',
        'Do we keep the Christmas tree in the lounge this year or will it confuse him?',
      ),
      h('EcoCash to Mama tonight', 'EcoCash to Mama tonight'),
    ],
  },
  {
    name: "Shazia, 44, a parent carer in Bradford whose 14-year-old son is autistic and non-speaking, a week before his EHCP annual review, on a Monday (school e-mails, parent carer forum, notes, sister's WhatsApp)",
    highlights: [
      h(
        "Dear Mrs Hussain,\nThank you for coming in to talk about Zayan's annual review last week. We would be grateful if you could complete the parent views form and return it by Thursday. Zayan had a lovely session in the sensory room today.",
        'We would be grateful if you could complete the parent views form and return it by Thursday.',
      ),
      h(
        "From the parent carer forum: Ask for everything in writing. If it isn't in Section F, it isn't enforceable. Never sign the draft plan on the day.",
      ),
      h(
        "EHCP review prep\n- [ ] photos of Z using his AAC\n- [ ] find the OT report from 2023\n- [x] printed last year's plan",
        'photos of Z using his AAC',
        'find the OT report from 2023',
      ),
      h(
        'Rukhsana: Zayan was an angel on Thursday, we watched the washing machine for an hour 😂\nRukhsana: Ammi says the samosas are in your freezer',
      ),
      h(
        'I am so tired of fighting for things he is legally entitled to. Some days it feels like a second job. He laughed at the bubbles for ten minutes this morning and I nearly cried.',
      ),
      h(
        'DLA renewal form has to be back by 2 January. Blue Badge renewed till 2028, thank goodness',
        'DLA renewal form has to be back by 2 January.',
      ),
      h(
        'Bradford Council has announced a review of home-to-school transport for pupils with SEND. Families will be consulted in the new year. Parents should not have to choose between their job and the school run, campaigners said.',
      ),
      h(
        'Imran and I still need to decide whether we push for a residential placement at post-16. Who is going to ring the transport team about the new driver?',
        'Imran and I still need to decide whether we push for a residential placement at post-16.',
        'Who is going to ring the transport team about the new driver?',
      ),
      h(
        'Rang the wheelchair service about the footplate. They said the follow-up appointment letter went out in October, which it did not.',
      ),
      h('Ordered new ear defenders from Amazon, the old ones snapped. They should arrive Wednesday.'),
    ],
  },
  {
    name: 'Rosario, 50, a home health aide in San Antonio, Texas, with four regular clients, studying for her CNA exam, on a Thursday (agency texts, client notes, family group chat, study guide)',
    highlights: [
      h(
        'ComfortCare: Reminder your TB test results are due to the office by 12/19. Your paycheck should post Friday morning.',
        'ComfortCare: Reminder your TB test results are due to the office by 12/19.',
      ),
      h(
        'Doña Carmen: BP 142/88, ate half her oatmeal, refused the shower again. Her son finally fixed the grab bar on Saturday. Skin on her heels looks better.',
      ),
      h(
        "CNA study guide: Always knock before entering a resident's room. Wash your hands before and after every contact. Never leave the bed in the high position.",
      ),
      h(
        "[12/11/25, 7:45:12 AM] Danny: Mom can you pick up Abuelo's prescription from the H-E-B pharmacy after work?\n[12/11/25, 7:46:03 AM] Danny: I have practice til 7\n[12/11/25, 8:02:40 AM] Sofia: Ruby threw up on the bus again 😩",
        "Danny: Mom can you pick up Abuelo's prescription from the H-E-B pharmacy after work?",
      ),
      h('to do\ngas in the car\ncalled Medicaid re Bettye, on hold 40 mins', 'gas in the car'),
      h(
        "I was going to call Walter's daughter about his swollen ankles but the nurse already did. Walter told me the same story about Korea three times and I laughed every time.",
      ),
      h(
        'Should I take the Saturday shift with the new client in Alamo Heights or keep my one day off? Honestly I need the money.',
        'Should I take the Saturday shift with the new client in Alamo Heights or keep my one day off?',
      ),
      h(
        'Local news: Texas home care workers could see a pay raise under a new Medicaid rate proposal. The state should announce the final rates in the spring.',
      ),
      h(
        "Karen (Bettye's daughter): Would you mind picking up some Ensure on your way tomorrow? The vanilla one, she won't drink chocolate. Thank you for everything you do for Mom.",
        "Karen (Bettye's daughter): Would you mind picking up some Ensure on your way tomorrow?",
      ),
      h(
        "You have to renew your CPR certification before January 31st or the agency can't schedule you. Color-coded flashcards work better than the app for me.",
        "You have to renew your CPR certification before January 31st or the agency can't schedule you.",
      ),
      h('Bettye held my hand today and called me mija. Best part of the week.'),
    ],
  },
  {
    name: "Murdo, 52, a Shared Lives carer in Inverness with two adults with learning disabilities living as part of his family, on a Saturday (scheme e-mails, day centre diary, household notes, daughter's texts)",
    highlights: [
      h("Sat\ntake Duncan to football 10.30\n[x] Shona's glasses collected", 'take Duncan to football 10.30'),
      h(
        "Hello Murdo,\nThanks for sending the support plans over so quickly. The Care Inspectorate will visit the scheme on the 16th and may want to speak to Duncan and Shona, but only if they're happy to. Can you confirm which afternoon suits you best?",
        'Can you confirm which afternoon suits you best?',
      ),
      h('Induction handout: Do with, not for. Let people take everyday risks. Nothing about me without me.'),
      h(
        "Kirsty: Dad you need to sign my school trip form tonight, it's on the fridge\nKirsty: its £20 but Mum already paid",
        "Kirsty: Dad you need to sign my school trip form tonight, it's on the fridge",
      ),
      h(
        'Day centre diary: Duncan did brilliantly at bowling and got a strike! He was a bit quiet after lunch. Please send in a packed lunch on Tuesday as we are going to Chanonry Point.',
        'Please send in a packed lunch on Tuesday as we are going to Chanonry Point.',
      ),
      h(
        "Meant to phone the GP about Shona's new inhaler on Friday but the lines were jammed. Shona made soup for everyone tonight, mostly leek.",
      ),
      h(
        'Around 10,000 people across the UK live in or use Shared Lives arrangements. Carers should get at least 28 nights of short breaks a year, the report recommends.',
      ),
      h(
        "Review with Duncan's social worker\nDuncan said he'd like to try the Men's Shed on Thursdays. Social work said they will look into funding for the taxi. He's nervous about going on his own. Review went well overall.",
        'Social work said they will look into funding for the taxi.',
      ),
      h('Messages\nmilk\n[x] bread\n[x] tatties', 'milk'),
      h(
        "Where do they get the energy? I'll ask Lynne if she can cover next Saturday as well.",
        "I'll ask Lynne if she can cover next Saturday as well.",
      ),
      h(
        "Shona's annual health check has to be booked before the end of the month, and it would be good to ask the practice nurse at the same time whether she can have the flu jab and the Covid booster together so we only need one trip.",
        "Shona's annual health check has to be booked before the end of the month, and it would be good to ask the practice nurse at the same time whether she can have the flu jab and the Covid booster together so we only need one trip.",
      ),
    ],
  },
];
