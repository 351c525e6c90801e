import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_129: LabelledDay[] = [
  {
    name: 'Tolu, 22, a trainee actuary in her first job at a life insurer in Edinburgh, sitting her first IFoA exam and flatsharing in Leith, on a Tuesday (flat WhatsApp, Teams, study notes, reading)',
    highlights: [
      h(
        "[14/01/2025, 08:12] Ines: who finished the oat milk 👀\n[14/01/2025, 08:15] Fraser: guilty, I already bought more, it's in the cupboard\n[14/01/2025, 08:31] Ines: boiler man coming Thurs between 8 and 12, can someone be in?\n[14/01/2025, 08:33] Tolu: I'm working from home Thurs so I'll be in",
        'Ines: boiler man coming Thurs between 8 and 12, can someone be in?',
        "Tolu: I'm working from home Thurs so I'll be in",
      ),
      h(
        'CS1 revision, notes from the tutor session\nNever leave a question blank in the exam. Show your working even if the answer is wrong, because method marks add up. Redo the 2019 paper Q4 on confidence intervals before Sunday.',
        'Redo the 2019 paper Q4 on confidence intervals before Sunday.',
      ),
      h(
        'Assume your data are wrong until you have checked them. Plot everything before you fit anything. Most errors in an analysis are made before the first formula is typed.',
      ),
      h(
        "Hi Tolu, thanks for turning round the lapse rate tables so quickly. Could you add the 2023 exposure figures to the appendix before Thursday's peer review? The commentary can wait, Greig has already drafted most of it.",
        "Could you add the 2023 exposure figures to the appendix before Thursday's peer review?",
      ),
      h(
        "Rent standing order went out early this month because of the bank holiday.\nAnna already swapped my Saturday shift at the climbing wall, so I'm free the weekend before the exam",
      ),
      h(
        "Mum: Grandma says thank you for the flowers, she's shown them to everyone at church\nMum: Your aunty Bisi lands at Heathrow on the 3rd and she'll come up to Edinburgh the week after",
      ),
      h(
        'Pay yourself first: move money into savings the day you get paid. Treat your emergency fund like a bill. Nobody ever regretted starting a pension at 22.',
      ),
      h(
        "Pricing stand-up\nGreig's rerun of the mortality sensitivities is done, numbers barely moved\nTolu: follow up with IT about the Q3 lapse extract\nPeer review moved to Thurs 2pm\n- [x] data request form",
        'Tolu: follow up with IT about the Q3 lapse extract',
      ),
      h(
        "Finally booked the exam for 28 April. Told Mum and she cried a bit. I meant to start the mock papers last weekend but Fraser's birthday happened.",
      ),
      h(
        'Bins out tonight, blue one\nGlass collection is fortnightly now, the council changed it in March',
        'Bins out tonight, blue one',
      ),
      h(
        'The flat inventory has to be signed and sent back to the letting agent by the 3rd. The deposit is protected with SafeDeposits Scotland, according to the lease.',
        'The flat inventory has to be signed and sent back to the letting agent by the 3rd.',
      ),
    ],
  },
  {
    name: 'Callan, 18, an apprentice chef in a hotel kitchen in Inverness who lives with his gran and two younger sisters, on a Wednesday (prep list, college e-mail, family chat, notes)',
    highlights: [
      h(
        'Wed prep\n- [x] veal stock\n- [x] pick the crab for the starter\n- [ ] 2 trays of focaccia\nChef says the lamb needs to be portioned before service',
        '2 trays of focaccia',
        'Chef says the lamb needs to be portioned before service',
      ),
      h(
        'Dear Callan,\nThank you for submitting your food safety workbook. Please bring your whites, knife kit and a printed time plan to your practical on Tuesday 18 March at 9am. Candidates who arrive late will not be assessed.\nKind regards,\nMs Fraser, Hospitality Department',
        'Please bring your whites, knife kit and a printed time plan to your practical on Tuesday 18 March at 9am.',
      ),
      h(
        "Gran: Callan can you pick up my prescription from Boots on your way home, it's ready after 2\nEilidh: Mum said you're making my birthday cake 🎂\nCallan: yes, chocolate orange, I'll make it on Saturday morning\nIsla: Eilidh told Mum you burnt your arm again",
        "Gran: Callan can you pick up my prescription from Boots on your way home, it's ready after 2",
        "Callan: yes, chocolate orange, I'll make it on Saturday morning",
      ),
      h(
        "Things Chef Mackay says every single shift\nClean as you go. A tidy section is a fast section. If you've got time to lean, you've got time to clean.",
      ),
      h(
        "Did my first solo service on garnish tonight. Dropped one plate, nobody died. Chef said I should be on the pass by summer, which I'll believe when I see it.",
      ),
      h(
        "knife sharpening — take the 24cm to the guy at the Victorian Market on Sat\nSteel is fine, don't need a new one",
        'knife sharpening — take the 24cm to the guy at the Victorian Market on Sat',
      ),
      h(
        "Rota's up. Callan split shifts Mon and Tue, off Wednesday, doubles Fri and Sat. Well done on Saturday everyone, that was our biggest cover since Christmas.",
      ),
      h(
        'The average restaurant throws away a fifth of the food it buys. Weigh your waste every night for a week and the numbers will shock you. Kitchens that tried it cut their bills by 8%.',
      ),
      h("Gran's shopping\n- [x] milk\n- [x] Granary bread\n- [x] lentil soup x4"),
      h(
        "Level 2 results should be out by the end of June. Chef reckons I'll get a distinction if I keep my head down.",
      ),
      h('Rest the steak for as long as you cooked it. Salt the water until it tastes like the sea.'),
    ],
  },
  {
    name: 'Priya, 20, a second-year veterinary student in Liverpool who works Saturdays in a garden centre café and shares a five-bed student house, on a Thursday',
    highlights: [
      h(
        'Large animal handling, week 6\nNever stand directly behind a horse. Approach from the shoulder and talk to it the whole time. Cattle have a blind spot directly behind them.',
      ),
      h(
        "13/03/2025, 19:02 - Josh: house meeting Sunday 7pm about the bills, everyone has to come\n13/03/2025, 19:05 - Megan: can't, I'm at my mum's\n13/03/2025, 19:10 - Priya: I'll bring the spreadsheet of who owes what\n13/03/2025, 19:12 - Josh: landlord's inspection went fine btw, he said the kitchen was the cleanest he's seen",
        'Josh: house meeting Sunday 7pm about the bills, everyone has to come',
        "Priya: I'll bring the spreadsheet of who owes what",
      ),
      h(
        "Hi Priya, are you able to do an extra shift this Sunday 10–4? Maureen's off sick. Sorry for the short notice!",
        'Hi Priya, are you able to do an extra shift this Sunday 10–4?',
      ),
      h(
        'EMS to-do\n[x] DBS form\n[x] travel insurance (uni covers it!)\n[ ] email Ruthin farm re lambing dates',
        'email Ruthin farm re lambing dates',
      ),
      h(
        'A clinician who does not write it down did not do it. Records should be made at the time or as soon as possible afterwards. Poor record keeping is behind a large share of complaints about veterinary behavior.',
      ),
      h(
        "Told Dr Hughes I'd resit the histology practical in May. I should have started the limb bones weeks ago. Remember to go over the forelimb with Megan's flashcards tomorrow night.",
        "Remember to go over the forelimb with Megan's flashcards tomorrow night.",
      ),
      h(
        "Mum: The parcel should be with you by Friday, there's a jumper and some of Nani's achar in it\nMum: Ring Nani on Saturday for her birthday, she's 80!!",
        "Mum: Ring Nani on Saturday for her birthday, she's 80!!",
      ),
      h(
        "Never pay for a textbook until you've checked the library. Students who budget weekly rather than monthly are less likely to run out before the next loan instalment.",
      ),
      h(
        "Saturday at the café was chaos, we ran out of scones by 11. Sue says the new girl starts next week and she's lovely.",
      ),
      h(
        'Vet school is a marathon, not a sprint. Join a society that has nothing to do with animals. Sleep is not optional.',
      ),
      h('Flu jab at the uni health centre, Fri 11.40', 'Flu jab at the uni health centre, Fri 11.40'),
    ],
  },
  {
    name: 'Sione, 21, a Tongan New Zealander studying civil engineering at Canterbury in Christchurch who does night-fill shifts at a supermarket, on a Friday',
    highlights: [
      h(
        "Aunty Mele: Sione make sure you come to the fundraiser tomorrow, we need boys to carry the tables\nSione: 👍\nMum: Don't forget to message Grandad for his birthday on Sunday",
        'Aunty Mele: Sione make sure you come to the fundraiser tomorrow, we need boys to carry the tables',
        "Mum: Don't forget to message Grandad for his birthday on Sunday",
      ),
      h(
        'ENCN253 consolidation\nClay settles slowly because the water has to squeeze out of the pores. Liquefaction in 2011 was worst in the eastern suburbs built on old river channels.',
      ),
      h(
        "Lab report group chat\nHannah: I've done the intro and method\nHannah: we still need to decide who's presenting the poster on Friday\nSione: I'll write up the results section by Sunday night\nJack: lol the marker last year gave us 58 for the discussion so no pressure",
        "Hannah: we still need to decide who's presenting the poster on Friday",
        "Sione: I'll write up the results section by Sunday night",
      ),
      h(
        'Night fill team, thanks for a big week, the freezer aisle looked amazing on Monday. Reminder that hi-vis must be worn in the loading bay at all times.',
      ),
      h(
        'StudyLink — upload the tenancy agreement for the accommodation supplement\nRenew rego on the Corolla before the 30th\nPaid Tevita back the $40',
        'StudyLink — upload the tenancy agreement for the accommodation supplement',
        'Renew rego on the Corolla before the 30th',
      ),
      h(
        "Hard work beats talent when talent doesn't work hard. Be the first at training and the last to leave.",
      ),
      h(
        'Kia ora koutou, thank you all for your patience while the test marks were moderated. Formula sheets are provided, so you do not need to bring your own. Results should be released within two weeks.',
      ),
      h('Lavinia moved into her new flat in Riccarton, Dad borrowed the church van for it.'),
      h(
        'Went to the Pasifika study night at the library. Actually got through two past papers. I was going to ring Grandad but it was too late by the time I got home.',
      ),
      h(
        "Flat\nPower bill $212 — split 4 ways, due 3rd\nInternet's been fixed, Spark came Tuesday",
        'Power bill $212 — split 4 ways, due 3rd',
      ),
      h(
        'How to study for engineering exams: Prioritize problems over reading. Color-code your formula sheet by topic. Most students spend too long on notes and not enough on practice.',
      ),
    ],
  },
  {
    name: 'Kayleigh, 17, a college student on a BTEC in animal management who works weekends at a boarding kennels near Doncaster and lives with her dad and little brother, on a Monday',
    highlights: [
      h(
        'Hi all,\nAssignment 3 (Animal Welfare) is due Friday 4pm on Moodle. Late work will be capped at a pass. Thanks to everyone who came on the wildlife park trip, you were a credit to the college.\nThanks,\nGemma',
        'Hi all, Assignment 3 (Animal Welfare) is due Friday 4pm on Moodle.',
      ),
      h(
        '[10/03/2025, 7:45:12 AM] Jan: Kayleigh can you do Saturday 7–1 and Sunday 7–1 this week\n[10/03/2025, 7:52:40 AM] Kayleigh: yeah fine\n[10/03/2025, 8:03:05 AM] Jan: Bruno in kennel 6 goes home Sat, he needs his ear drops before he leaves',
        'Jan: Kayleigh can you do Saturday 7–1 and Sunday 7–1 this week',
        'Jan: Bruno in kennel 6 goes home Sat, he needs his ear drops before he leaves',
      ),
      h(
        "Dad: I'm on lates all week so you'll have to get Tyler from football Tues and Thurs\nDad: Made a lasagne yesterday, there's loads left",
        "Dad: I'm on lates all week so you'll have to get Tyler from football Tues and Thurs",
      ),
      h(
        "Never punish a dog for growling, it's an early warning. Reward the behaviour you want to see. A tired dog is a good dog.",
      ),
      h(
        "to do\nnew work boots (steel toe?)\nprovisional licence form\nTyler's school trip money £12 — ParentPay by Weds",
        'new work boots (steel toe?)',
        'provisional licence form',
        "Tyler's school trip money £12 — ParentPay by Weds",
      ),
      h(
        "Cleaned out all 22 kennels on my own Sunday because Chloe didn't turn up. Jan said I'd make a good supervisor one day.",
      ),
      h(
        'You should expect to start on around minimum wage as a trainee. Most kennel assistants say they would do it all again.',
      ),
      h("Jan says I can count my kennel hours towards the work placement, so that's 120 hours sorted."),
      h(
        'Mia: we went Meadowhall without you, got you a Krispy Kreme 😭\nKayleigh: ur the best, I was stuck at work all day',
      ),
      h('The greatness of a nation can be judged by the way its animals are treated.'),
      h("Tyler scored twice on Saturday and now he's insufferable."),
    ],
  },
  {
    name: 'Dev, 23, an early career teacher in his first term at a primary school in Luton who shares a house with his cousin, on a Sunday',
    highlights: [
      h(
        "Hi Dev,\nLovely to see the class settling so well this week. Could you send me your lesson plan for Thursday's observation by Wednesday lunchtime? Honestly, don't worry about it, it's there to support you, not catch you out.\nBest,\nRachel",
        "Could you send me your lesson plan for Thursday's observation by Wednesday lunchtime?",
      ),
      h(
        'Arjun: bro your turn to do the big shop, list is on the fridge\nDev: I did it last week??\nArjun: no I did, check the receipts lol',
        'Arjun: bro your turn to do the big shop, list is on the fridge',
      ),
      h(
        "Teach to the top and scaffold down. The first five minutes of a lesson decide the next fifty-five. Never ask 'Does everyone understand?' because nobody will say no.",
      ),
      h(
        'Sunday jobs\n- [x] laminate times tables cards\n- [ ] mark the Y4 maths books\n- [ ] print 30 reading comp sheets',
        'mark the Y4 maths books',
        'print 30 reading comp sheets',
      ),
      h(
        "Mum: Papa says well done on your first half term beta 🙏\nMum: Diwali at Masi's house on the 1st, you must come this year, no excuses",
        "Mum: Diwali at Masi's house on the 1st, you must come this year, no excuses",
      ),
      h(
        'Y4 went feral after wet play on Friday. Tried the countdown thing and it actually worked. I was going to ring the parents of the boy who bit Ayaan but ran out of time.',
      ),
      h(
        'Staff briefing Monday: Ofsted window opens in January. All staff should have their display boards up to date by half term. The Christmas jumper day raised £340 for Keech Hospice.',
        'All staff should have their display boards up to date by half term.',
      ),
      h(
        'Payslip says emergency tax again — ring HMRC about my tax code',
        'Payslip says emergency tax again — ring HMRC about my tax code',
      ),
      h(
        'New teachers should expect to feel overwhelmed in their first year; it does get better. Set a time each evening when you stop working, and stick to it.',
      ),
      h("Arjun's birthday drinks were Saturday, I got him the trainers off his list."),
    ],
  },
  {
    name: 'Zara, 24, a junior copywriter at an ad agency in Manchester in her first job, flatsharing in Salford, on a Wednesday (Slack, flat chat, notes, e-mail)',
    highlights: [
      h(
        'Zara can you have three headline routes for the oat milk brief ready for the 3pm review? Client loved the last round btw, well done.',
        'Zara can you have three headline routes for the oat milk brief ready for the 3pm review?',
      ),
      h(
        "Write the way you talk. Cut every word that isn't working. Nobody reads advertising; people read what interests them, and sometimes it's an ad.",
      ),
      h(
        "Tom: who's paying the Virgin bill this month? it was me last time\nZara: not me, I paid the council tax",
        "Tom: who's paying the Virgin bill this month? it was me last time",
      ),
      h(
        'Kick-off: Pennine Rail summer campaign\nAudience: 18–30s who drive everywhere\nZara and Kofi to draft 10 social lines by Monday\nMedia plan TBC\nFollow-up with the client is booked for the 14th',
        'Zara and Kofi to draft 10 social lines by Monday',
      ),
      h(
        'Updated the website with the oat milk work last night. Kofi says no one looks at portfolios after your first job anyway.',
      ),
      h(
        'Mum: Your cousin Aaliyah got into Leeds!!\nMum: Send her a message, she looks up to you',
        'Mum: Send her a message, she looks up to you',
      ),
      h(
        "Presented to the client for the first time today and my voice shook the whole way through. Sam said nobody noticed. I'm still thinking about it at midnight.",
      ),
      h(
        'You should treat feedback as information, not a verdict. Most juniors overestimate how much anyone else remembers their mistakes.',
      ),
      h('Sat\n- haircut 11am\n- [x] pick up dry cleaning\n- [x] return the ASOS parcel', 'haircut 11am'),
      h(
        "Thanks Helen, that's great news!\n> Hi Zara, your probation review is booked for 2 December.\n> Please fill in the self-assessment form on BambooHR beforehand.\n> Congratulations on your first three months!",
        'Please fill in the self-assessment form on BambooHR beforehand.',
      ),
    ],
  },
  {
    name: 'Jade, 20, an apprentice electrician on a housing association maintenance team in Newcastle, in a flatshare in Heaton with college on Thursdays, on a Tuesday',
    highlights: [
      h(
        'Gary: good job on the Byker flats today, tenant rang to say thanks\nGary: Your test meter is due calibration so drop it at stores before Friday',
        'Gary: Your test meter is due calibration so drop it at stores before Friday',
      ),
      h(
        'TODO Level 3 portfolio — still need 4 more photos of containment work and a signed witness statement from Mick',
        'TODO Level 3 portfolio — still need 4 more photos of containment work and a signed witness statement from Mick',
      ),
      h(
        "Safe isolation: prove, test, prove. Never assume a circuit is dead. Treat every cable as live until you've tested it yourself.",
      ),
      h(
        "Beth: hoover's broken again\nJade: I'll take it to the repair café on Saturday\nRyan: there's a spare in my room if anyone's desperate",
        "Jade: I'll take it to the repair café on Saturday",
      ),
      h(
        "Nana: Jade pet can you come and look at the light in my hall, it keeps flickering. Nana: No rush, whenever you're passing.",
        'Nana: Jade pet can you come and look at the light in my hall, it keeps flickering.',
      ),
      h(
        "First time on my own doing a consumer unit change, Mick just watched. Got it signed off first time. I've wanted to do one since I started.",
      ),
      h(
        'You need to book your AM2 practice day before the end of the month.',
        'You need to book your AM2 practice day before the end of the month.',
      ),
      h(
        'Apprentices who keep a daily log are far more likely to finish on time. Electricians should always carry a spare voltage indicator.',
      ),
      h(
        'Payday stuff\n1. rent £380 to Beth by the 1st\n2. phone bill went up again, ridiculous',
        'rent £380 to Beth by the 1st',
      ),
      h(
        'Housing association to retrofit 2,000 homes with heat pumps by 2027, creating 60 apprenticeships. Tenants will be contacted over the coming months.',
      ),
      h(
        "The college will be closed on Thursday 6th for staff training, so there are no classes that day. The canteen's new card-only policy starts next week.",
      ),
    ],
  },
];
