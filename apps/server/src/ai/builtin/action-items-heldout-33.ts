import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_33: LabelledDay[] = [
  {
    name: 'a sixth-former (Year 13) revising for A-levels on a Thursday',
    highlights: [
      h(
        'my personal statement is still a mess ngl. Need to send Mrs Okafor the new draft by Weds.',
        'Need to send Mrs Okafor the new draft by Weds.',
      ),
      h(
        'From the revision guide: spaced repetition beats cramming every time. Test yourself before you reread your notes. Sleep is part of revision, not a break from it.',
      ),
      h(
        "Mum: can u pick Ellie up from netball at 6?\nMum: dad's working late again so it's pizza",
        'Mum: can u pick Ellie up from netball at 6?',
      ),
      h(
        'Worked till 11 last night at the cinema and the popcorn machine broke again, absolute chaos. My manager says I should be on the rota for Saturdays now.',
      ),
      h(
        'chem revision\nredo the 2019 paper 2\nask Mr Davies about the titration mark scheme',
        'redo the 2019 paper 2',
        'ask Mr Davies about the titration mark scheme',
      ),
      h(
        'Jas: english coursework is honestly killing me\nJas: i meant to start it sunday but got distracted by the ps5 lmao',
      ),
      h(
        'Exams officer said the timetable should be on the portal by Friday. Apparently last year it crashed on results day.',
      ),
      h(
        'Berlin trip is gonna be so good omg. You need to pay the £15 deposit on ParentPay before it closes.',
        'You need to pay the £15 deposit on ParentPay before it closes.',
      ),
      h("Did the mock interview with Mr Hughes today. He said I talk way too fast when I'm nervous lol."),
      h(
        'Still need to decide whether to put Leeds or Sheffield as my insurance choice. Both have decent physio courses tbh.',
        'Still need to decide whether to put Leeds or Sheffield as my insurance choice.',
      ),
      h("Bins out tonight. Dad's on nights so it's on me.", 'Bins out tonight.'),
    ],
  },
  {
    name: 'an apprentice plasterer (18) on a Monday',
    highlights: [
      h(
        'Gaffer: need u on site at 7:30 sharp tmrw, the Harrow Road job',
        'Gaffer: need u on site at 7:30 sharp tmrw, the Harrow Road job',
      ),
      h(
        "College stuff\nfinish the health and safety workbook by the 20th\nMy tutor reckons I'm ahead of most of the group",
        'finish the health and safety workbook by the 20th',
      ),
      h(
        "Old Terry's golden rule: never mix more than you can use in half an hour. Keep your trowel clean and it'll look after you.",
      ),
      h('Van got a flat on the A40 this morning so we were an hour late, gaffer was fuming.'),
      h(
        "Wages should go in Friday. Don't forget to pay Kyle back the £20 for the hawk.",
        "Don't forget to pay Kyle back the £20 for the hawk.",
      ),
      h('Bought new knee pads off Amazon, absolute game changer. Should have done it months ago.'),
      h(
        'Mum: so proud of u for sticking with it x\nMe: ye cheers, gotta book the CSCS test this week tho',
        'Me: ye cheers, gotta book the CSCS test this week tho',
      ),
      h(
        'Friday to-do\nreturn the hop-up to Jewson\nsort the tax on the car',
        'return the hop-up to Jewson',
        'sort the tax on the car',
      ),
      h(
        'Watched a YouTube vid on feathering edges, the guy made it look so easy. Tried it on the practice wall and it was a disaster.',
      ),
      h(
        'The Harrow Road ceiling has to be finished before the sparkies come back on Thursday. Honestly my arms are dead.',
        'The Harrow Road ceiling has to be finished before the sparkies come back on Thursday.',
      ),
      h('Assessor came in Weds and gave me a merit on the external angles, buzzing.'),
    ],
  },
  {
    name: 'a graduate in her first job at a water company on a Tuesday',
    highlights: [
      h(
        "Line manager (Bex): can u pull together the leakage figures for Thursday's ops meeting?",
        "Line manager (Bex): can u pull together the leakage figures for Thursday's ops meeting?",
      ),
      h(
        "From the induction slides: safety is everyone's responsibility. Report every near miss, however small. If in doubt, stop the job.",
      ),
      h('Grad scheme buddy lunch was actually fun, Tom from finance is hilarious.'),
      h(
        'need to sort my railcard before it expires on the 30th\nAlso HR says the emergency tax thing should sort itself out next month',
        'need to sort my railcard before it expires on the 30th',
      ),
      h(
        'Bex says the next rotation is basically my choice. We still need to decide whether I go to asset planning or customer ops.',
        'We still need to decide whether I go to asset planning or customer ops.',
      ),
      h(
        'Rent goes out on the 1st and the direct debit should be fine now. Council tax though, I have to ring them about the single person discount.',
        'Council tax though, I have to ring them about the single person discount.',
      ),
      h("Spent two hours in Excel today fixing someone else's VLOOKUPs, living the dream."),
      h(
        'Work email from Priya: Could you send me your timesheet for last week by 12 tomorrow? Thanks so much!',
        'Work email from Priya: Could you send me your timesheet for last week by 12 tomorrow?',
      ),
      h(
        'Article on surviving your first job: say yes to everything in the first six months. Find a mentor outside your team. Nobody expects you to know it all.',
      ),
      h(
        'Site visit to Longford treatment works got cancelled because of the storm. Gutted, I was looking forward to wearing the hard hat.',
      ),
      h(
        "I meant to reply to Gran's text last night but fell asleep at 9 like a pensioner. Call Gran on the way home.",
        'Call Gran on the way home.',
      ),
      h(
        'Eye test Fri 8:15 before work at the Specsavers on Mill Lane.',
        'Eye test Fri 8:15 before work at the Specsavers on Mill Lane.',
      ),
    ],
  },
  {
    name: 'an au pair in Lyon on a Wednesday',
    highlights: [
      h(
        'Claire: Could you take Léo to his swimming lesson at 4:30 today? The bag is by the door.',
        'Claire: Could you take Léo to his swimming lesson at 4:30 today?',
      ),
      h('Lyon is sooo pretty at night, walked along the Saône with the other au pairs.'),
      h(
        'french homework\nlearn the subjunctive endings\nmadame says my accent is getting better',
        'learn the subjunctive endings',
      ),
      h(
        "Tip from the au pair Facebook group: never promise kids something you can't deliver. Consistency is everything at bedtime.",
      ),
      h(
        'Mum: dog misses u loads xx\nMum: you need to renew ur GHIC before you fly home in May',
        'Mum: you need to renew ur GHIC before you fly home in May',
      ),
      h(
        "Léo had a meltdown at the boulangerie because they'd run out of pain au chocolat. I bought him a croissant instead and he cried harder.",
      ),
      h(
        'Courses for Claire\nbaguette x2\ncompote pots for the kids',
        'baguette x2',
        'compote pots for the kids',
      ),
      h("Pocket money should land Friday, then it's straight to the Zara sale."),
      h("The kids are off school for Toussaint next week so it'll be full days with them."),
      h(
        'Claire and Marc are taking the kids skiing in February and said I might come. Would be amazing tbh.',
      ),
      h(
        "Don't forget: Zoé's dentist appointment moved to Thursday 11h. She's terrified of him, poor thing.",
        "Don't forget: Zoé's dentist appointment moved to Thursday 11h.",
      ),
    ],
  },
  {
    name: 'a gap-year traveller backpacking in Vietnam on a Friday',
    highlights: [
      h('Hoi An is unreal, had the best banh mi of my life for like 80p.'),
      h(
        'Hostel noticeboard: Leave your shoes at the door. Quiet hours 11pm to 7am. Always lock your valuables in the lockers.',
      ),
      h('Bus to Hue tmrw 8am from outside the hostel.', 'Bus to Hue tmrw 8am from outside the hostel.'),
      h(
        "Dad: looks amazing, jealous!!\nDad: send me a pic of the visa extension form and I'll check it over",
        "Dad: send me a pic of the visa extension form and I'll check it over",
      ),
      h(
        'visa runs out on the 22nd!!! must extend it before we leave Hue',
        'visa runs out on the 22nd!!! must extend it before we leave Hue',
      ),
      h(
        'Met two Dutch girls at the cooking class, they did the Ha Giang loop last month and said it was the best thing ever.',
      ),
      h(
        'Things to sort before Ha Giang\nbook the easy rider\ncheck if my insurance covers motorbikes',
        'book the easy rider',
        'check if my insurance covers motorbikes',
      ),
      h(
        'Lonely Planet says: bargain hard but keep a smile on your face. Never pay the first price at the night market.',
      ),
      h('Got food poisoning in Hanoi last week, lost like 3kg, would not recommend.'),
      h(
        'Sophie: can u transfer me the 450k dong for the boat trip when u get wifi?\nSophie: it was sick btw',
        'Sophie: can u transfer me the 450k dong for the boat trip when u get wifi?',
      ),
      h(
        "Video called Mum and she kept asking if I'm eating properly. She keeps sending me news articles about scams lol.",
      ),
      h("Flight home is booked for 4 March, can't believe it's nearly over."),
    ],
  },
  {
    name: 'a first-year uni student in halls on a Sunday',
    highlights: [
      h(
        'Flat group chat\nAisha: whose turn is it to clean the kitchen this week\nBen: not mine i did it last week',
        'Aisha: whose turn is it to clean the kitchen this week',
      ),
      h(
        'Film soc: we need to book the lecture theatre for the Ghibli night by Wednesday.',
        'Film soc: we need to book the lecture theatre for the Ghibli night by Wednesday.',
      ),
      h(
        'Intro to sociology lecture: Durkheim argued that society is more than the sum of its parts. Read chapter 4 of Giddens before the seminar.',
        'Read chapter 4 of Giddens before the seminar.',
      ),
      h("Student finance should drop on the 27th, until then it's pasta pesto every night."),
      h(
        "Freshers advice from my cousin: join societies in week one. Don't blow your loan in the first month. Go to the 9ams even when you're hungover.",
      ),
      h("Tesco run\noat milk\nsomething for Ben's birthday", 'oat milk', "something for Ben's birthday"),
      h(
        "Essay deadline Fri 12pm on Moodle, 1500 words on social class. I've written 200 and half of them are the title.",
        'Essay deadline Fri 12pm on Moodle, 1500 words on social class.',
      ),
      h("Ben: my parcel should come tmrw before lunch\nBen: it's a mini fridge lmao"),
      h('Went to the Ghibli quiz, came second, robbed tbh.'),
      h(
        'You have to email your personal tutor about switching seminar groups. The Tuesday one clashes with my shift at the SU bar.',
        'You have to email your personal tutor about switching seminar groups.',
      ),
      h('Laundry in halls is £4 a wash which is daylight robbery.'),
    ],
  },
  {
    name: 'a Year 11 student doing her DofE bronze expedition on a Saturday',
    highlights: [
      h(
        'DofE kit list\nsleeping bag (borrow from Josh)\nhead torch + batteries',
        'sleeping bag (borrow from Josh)',
        'head torch + batteries',
      ),
      h(
        'Mr Patel: All groups must hand in their route cards by Tuesday lunchtime.',
        'Mr Patel: All groups must hand in their route cards by Tuesday lunchtime.',
      ),
      h(
        "From the expedition handbook: the map is more reliable than your phone. Keep your kit dry and you'll stay warm.",
      ),
      h('Practice walk was 14km, my feet are literally destroyed. We got lost twice near the reservoir.'),
      h(
        "Maya: who's bringing the trangia??\nMaya: I'm not carrying it again",
        "Maya: who's bringing the trangia??",
      ),
      h(
        'Need to get Mum to sign the consent form, it was due yesterday oops.',
        'Need to get Mum to sign the consent form, it was due yesterday oops.',
      ),
      h("My assessor for volunteering is Mrs Green from the library, she's lovely."),
      h(
        'Revise circle theorems before the maths mock on Monday. Mr Khan said the mocks should be marked by half term.',
        'Revise circle theorems before the maths mock on Monday.',
      ),
      h(
        "Grandad: Ring me when you get back from the hike so I know you're safe.\nGrandad: Proud of you.",
        "Grandad: Ring me when you get back from the hike so I know you're safe.",
      ),
      h('Watched a video about blisters, apparently you should tape your heels before they start hurting.'),
      h('Dad reckons the power bank from Cornwall is somewhere in the loft.'),
    ],
  },
  {
    name: 'a uni student working as a summer camp counselor in the US on a Monday',
    highlights: [
      h(
        'Camp director: All counselors need to turn in their cabin rosters by 9am.',
        'Camp director: All counselors need to turn in their cabin rosters by 9am.',
      ),
      h(
        'Orientation binder: Never leave a camper alone. Hydrate, hydrate, hydrate. If a kid is homesick, keep them busy.',
      ),
      h("Cabin 6 kids are angels until lights out, then it's total chaos."),
      h(
        'to do before the canoe trip\npack the first aid kit\ncheck every life jacket fits',
        'pack the first aid kit',
        'check every life jacket fits',
      ),
      h(
        "Jordan: can u cover my archery session at 2?\nJordan: i'll owe u big time",
        'Jordan: can u cover my archery session at 2?',
      ),
      h(
        'Mom: the package should get to camp by Thursday\nMom: call us Sunday if you can!!',
        'Mom: call us Sunday if you can!!',
      ),
      h(
        "Tyler's allergy meds have to be logged with the camp nurse every morning.",
        "Tyler's allergy meds have to be logged with the camp nurse every morning.",
      ),
      h('Swam in the lake at sunset, honestly the best day off so far.'),
      h(
        'Paycheck comes every other Friday, which is wild. Apparently the first one should be bigger because of orientation week.',
      ),
      h('Campfire song sheet: Row, row, row your boat. Everybody clap along!'),
      h(
        'We still need to pick a song for the cabin skit before the talent show on Saturday. The kids want Taylor Swift, obviously.',
        'We still need to pick a song for the cabin skit before the talent show on Saturday.',
      ),
    ],
  },
];
