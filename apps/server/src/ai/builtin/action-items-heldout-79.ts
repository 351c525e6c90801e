import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_79: LabelledDay[] = [
  {
    name: 'Shabnam, 34, an Ofsted-registered childminder in Luton with five mindees, on a Monday',
    highlights: [
      h(
        'Ofsted email: the inspection window for my setting opens in September. Renew my paediatric first aid before the certificate runs out on the 30th. Last time the course in Dunstable was actually fun.',
        'Renew my paediatric first aid before the certificate runs out on the 30th.',
      ),
      h(
        "Layla's mum: Hi Shabnam, could you give Layla her Calpol at 1pm if she's still warm? It's in the front pocket of her bag.\nMe: No problem, hope she perks up x",
        "Layla's mum: Hi Shabnam, could you give Layla her Calpol at 1pm if she's still warm?",
      ),
      h(
        'Medicine form for Layla has to be signed at pick-up, before the next dose. The EYFS says written permission comes first, every time.',
        'Medicine form for Layla has to be signed at pick-up, before the next dose.',
      ),
      h(
        'Safeguarding refresher, slide 12: never promise a child you will keep a secret. Always write down what the child said, in their own words, and date it.',
      ),
      h('Tesco list\n- nappies size 4\n- oat milk x2', 'nappies size 4', 'oat milk x2'),
      h(
        "Collect Amir and Zoe from St Margaret's at 3.15, then Jacob from Ashcroft at 3.30. Ashcroft have moved pick-up to the side gate because of the building work.",
        "Collect Amir and Zoe from St Margaret's at 3.15, then Jacob from Ashcroft at 3.30.",
      ),
      h(
        'Tough morning. Jacob bit Zoe over the red tractor and I hated telling his dad. I logged it in the incident book and both parents signed it.',
      ),
      h(
        "Summer term invoices all went out on Friday. The Khans' tax-free childcare payment came through this morning, finally.",
      ),
      h(
        'Council early years newsletter: the new funding rates should be confirmed in July. Good news for once, if they actually go up.',
      ),
      h(
        'Rhyme time at the library Tues 10am\nThe kids loved the shaker eggs last time.',
        'Rhyme time at the library Tues 10am',
      ),
      h(
        'From the childminding handbook: "Children need to feel safe before they can learn, and you have to earn that slowly."',
      ),
    ],
  },
  {
    name: 'Mick, 63, a retired glassworks furnace operator in Sunderland raising his two grandsons under a special guardianship order, on a Wednesday',
    highlights: [
      h(
        "social worker rang re annual review\nneed to fill in the carer's part of the form before the 19th",
        "need to fill in the carer's part of the form before the 19th",
      ),
      h(
        "Kyle's school (text): Year 8 parents evening is on Thursday 12th, please book your slots via the app by Monday. Reply STOP to opt out.",
        "Kyle's school (text): Year 8 parents evening is on Thursday 12th, please book your slots via the app by Monday.",
      ),
      h(
        "Our Jade would have been 40 today. Took the lads up to Roker to throw flowers off the pier. Kyle didn't say much but he held my hand all the way back.",
      ),
      h(
        "Connor's inhaler — pick up the new prescription from Boots on Fawcett Street. The brown one is nearly empty.",
        "Connor's inhaler — pick up the new prescription from Boots on Fawcett Street.",
      ),
      h(
        "Kinship carers group tonight. Half the room were grandparents like me and most of us had never heard of a special guardianship allowance review. Sandra said she'd send me the number for the legal advice line.",
      ),
      h(
        'Rang the Kinship advice line about the allowance and got cut off twice. They should ring back within three working days.',
      ),
      h(
        'Sports Direct\nfootball boots for Connor, size 5, and shin pads',
        'football boots for Connor, size 5, and shin pads',
      ),
      h(
        "I meant to ring the council about the lads' bus passes and forgot again. The new passes should come in the post by the end of the month anyway.",
      ),
      h(
        'Connor: grandad can u sign my trip slip its in my blazer pocket, need it back tmrw\nMe: ok son x',
        'Connor: grandad can u sign my trip slip its in my blazer pocket, need it back tmrw',
      ),
      h(
        'Echo article says grandparents raising grandchildren save the state billions a year. Nobody tells you about the paperwork though.',
      ),
      h(
        "We need to get Kyle a passport before the Year 8 trip to Normandy in June. I'm going to ask the school if the trip fund can help with the cost.",
        'We need to get Kyle a passport before the Year 8 trip to Normandy in June.',
        "I'm going to ask the school if the trip fund can help with the cost.",
      ),
    ],
  },
  {
    name: 'Godfrey, 58, a cathedral verger in Lichfield caring for his 89-year-old father with COPD two streets away, on a Friday',
    highlights: [
      h(
        "The oxygen engineer came to Dad's this morning and changed the concentrator filter. He says the backup cylinder should last about eleven hours if the power goes. Put the cylinder instructions on the fridge where Dad can see them.",
        'Put the cylinder instructions on the fridge where Dad can see them.',
      ),
      h(
        "Respiratory nurse (voicemail): could you bring your dad's inhalers to Monday's clinic so we can check his technique? She sounded rushed, poor woman.",
        "Respiratory nurse (voicemail): could you bring your dad's inhalers to Monday's clinic so we can check his technique?",
      ),
      h(
        'Evensong ran long because the visiting choir did the Stanford in C. The Dean thanked everyone for the flowers at the end.',
      ),
      h(
        'Blue Badge renewal for Dad — apply online before 3rd June. Last time it took six weeks to arrive.',
        'Blue Badge renewal for Dad — apply online before 3rd June.',
      ),
      h(
        "Carers UK leaflet: ask for a carer's assessment, you are entitled to one even if you work full time. Keep a diary of everything you do for the person you care for. I must ask social services for one next week.",
        'I must ask social services for one next week.',
      ),
      h(
        'Dad: Godfrey can you get me some of those soft mints and the Racing Post on your way round',
        'Dad: Godfrey can you get me some of those soft mints and the Racing Post on your way round',
      ),
      h(
        'Pharmacy text: Your repeat prescription request has been received. We aim to process requests within 48 hours.',
      ),
      h('Pauline: Thanks so much for covering my Wednesday, I owe you one!\nMe: Any time.'),
      h(
        "You need to book Dad's flu jab at the surgery, they only do Saturdays in October.",
        "You need to book Dad's flu jab at the surgery, they only do Saturdays in October.",
      ),
      h(
        "Dad had a good day. He managed the stairs twice and ate all of his shepherd's pie. We watched the snooker and he fell asleep before the final frame.",
      ),
      h(
        "Who is doing Dad's Sunday lunch while I'm on the rota? My sister hasn't replied to any of my messages.",
        "Who is doing Dad's Sunday lunch while I'm on the rota?",
      ),
    ],
  },
  {
    name: 'Precious, 46, an emergency foster carer in Wolverhampton who took in a brother and sister at 2am, on a Tuesday',
    highlights: [
      h(
        "The out-of-hours team dropped Tia (6) and Marcus (9) at 2am with one carrier bag between them. Marcus wouldn't take his coat off until breakfast.",
      ),
      h(
        "Joanne (placing social worker): Please can you keep both children off school today, and I'll ring you at 11 with an update on contact?",
        "Joanne (placing social worker): Please can you keep both children off school today, and I'll ring you at 11 with an update on contact?",
      ),
      h(
        "Follow up with Joanne about the delegated authority form, we can't even get Tia's hair cut without it.",
        "Follow up with Joanne about the delegated authority form, we can't even get Tia's hair cut without it.",
      ),
      h(
        "Emergency bag top-up\n- pyjamas age 6 and age 9\nThe donations cupboard had nothing in Marcus's size.",
        'pyjamas age 6 and age 9',
      ),
      h(
        'Training notes, therapeutic parenting: connection before correction. Children who have been hurt need to hear "you are safe here" many times before they believe it.',
      ),
      h(
        "Both children's initial health assessments have to be done within 20 working days. The GP surgery said Thursdays are usually easiest for them.",
        "Both children's initial health assessments have to be done within 20 working days.",
      ),
      h(
        "Marcus asked if his mum knows where he is. I told him Joanne would explain. I didn't know what else to say.",
      ),
      h(
        'The fostering panel should have my annual review paperwork by now. Dev, my supervising social worker, was lovely about it on the phone.',
      ),
      h("Tia wants pancakes every morning now. Marcus pretends he doesn't but he had four."),
      h(
        'Ring the school tomorrow to explain the absence and ask about a trusted adult for Marcus.',
        'Ring the school tomorrow to explain the absence and ask about a trusted adult for Marcus.',
      ),
      h(
        'Contact with birth mum Friday 4pm at the family centre, Dev driving',
        'Contact with birth mum Friday 4pm at the family centre, Dev driving',
      ),
    ],
  },
  {
    name: 'Anjali, 37, an orthodontic nurse in Leicester with six-year-old twins and a baby, on a Thursday',
    highlights: [
      h(
        "Twins' school app: Reminder that Friday is Own Clothes Day, with donations of £1 per child in aid of the hospice. Thank you for your support!",
        "Twins' school app: Reminder that Friday is Own Clothes Day, with donations of £1 per child in aid of the hospice.",
      ),
      h(
        "remember to book Riya's 12-month jabs with the practice nurse",
        "remember to book Riya's 12-month jabs with the practice nurse",
      ),
      h("Health visitor said Riya's weight is back on the curve. Such a relief after last month."),
      h(
        "Rohan: the cake place on Belgrave Road is shut for a refit btw\nMe: Ok I'll order the twins' birthday cake from Cake Box tonight then",
        "Me: Ok I'll order the twins' birthday cake from Cake Box tonight then",
      ),
      h(
        'From a baby sleep article: put the baby down drowsy but awake. Keep the room dark and cool, around 18 degrees.',
      ),
      h(
        "Aarav's reading record needs signing tonight, Miss Patel sent a note home.",
        "Aarav's reading record needs signing tonight, Miss Patel sent a note home.",
      ),
      h(
        "Work rota: I'm on the late clinic Tuesday and Wednesday next week. Mum can do the pick-up Tuesday but not Wednesday. Need to sort Wednesday pick-up for the twins.",
        'Need to sort Wednesday pick-up for the twins.',
      ),
      h(
        'Nursery fees went up 8% this month. Check whether we can claim the 15 free hours for Riya from January.',
        'Check whether we can claim the 15 free hours for Riya from January.',
      ),
      h('I used to think "sleep when the baby sleeps" was a joke. Now I get it.'),
      h('Boots: teething gel, Calpol, wipes x4', 'Boots: teething gel, Calpol, wipes x4'),
      h(
        'Diya was sent home with a temperature last week and the school wanted 48 hours clear before she went back.',
      ),
    ],
  },
  {
    name: "Maureen, 68, a retired hospital switchboard operator in Paisley whose son Euan (34, Down's syndrome) is moving into supported living, on a Sunday",
    highlights: [
      h(
        'Cornerstone confirmed Euan moves in on Saturday the 14th. Collect his keys from their office on George Street on Friday before 4.',
        'Collect his keys from their office on George Street on Friday before 4.',
      ),
      h(
        "Things for Euan's flat: bedding for a double and a jug kettle he can manage.",
        "Things for Euan's flat: bedding for a double and a jug kettle he can manage.",
      ),
      h(
        'Support plan meeting notes: Euan likes routine, hates loud hoovers, needs reminding about his thyroid tablet at breakfast.\nAction: keyworker Gemma to set up a tablet reminder on his phone.',
        'Action: keyworker Gemma to set up a tablet reminder on his phone.',
      ),
      h('The social worker says the housing benefit claim should go through in about five weeks.'),
      h(
        "Letter from the DWP re Euan's PIP review — the form has to be back by 28th March.",
        "Letter from the DWP re Euan's PIP review — the form has to be back by 28th March.",
      ),
      h(
        'I cried in the car park after the visit. Forty years of being his mum and now someone else makes his tea. He was so proud showing me his room.',
      ),
      h('Book on letting go, chapter 3: "Let them make small mistakes while you are still there to help."'),
      h(
        'Euan: mum can you bring my Xbox and the big Celtic scarf on Sunday',
        'Euan: mum can you bring my Xbox and the big Celtic scarf on Sunday',
      ),
      h(
        'Tell the dentist, the GP and the bank his new address. The optician already has it.',
        'Tell the dentist, the GP and the bank his new address.',
      ),
      h(
        'Day centre newsletter: the Tuesday drama group is back after the summer, with a show planned for Christmas. Volunteers always welcome!',
      ),
      h(
        "Gemma is going to do his first big shop with him on Monday. I'm not allowed to come, apparently.",
        'Gemma is going to do his first big shop with him on Monday.',
      ),
    ],
  },
  {
    name: 'Kwabena, 41, a mobile tyre fitter in Croydon, dad of three whose eldest has epilepsy, on a Saturday',
    highlights: [
      h(
        "Ama neurology — Weds 22nd, 9.20am, St George's (moved from the 15th)",
        "Ama neurology — Weds 22nd, 9.20am, St George's (moved from the 15th)",
      ),
      h(
        'Epilepsy nurse email: Please keep a seizure diary for the next six weeks, including times and what Ama was doing beforehand. Videos are really helpful if you can get them safely.',
        'Epilepsy nurse email: Please keep a seizure diary for the next six weeks, including times and what Ama was doing beforehand.',
      ),
      h(
        "Get a third pack of buccal midazolam on the next script so Nana's house has one too. The school nurse signed off the care plan yesterday.",
        "Get a third pack of buccal midazolam on the next script so Nana's house has one too.",
      ),
      h(
        "Three call-outs before 11, one a Range Rover with a locking wheel nut and no key. The van's compressor is making that noise again.",
      ),
      h("Yaw got his 25m badge at swimming today! He wouldn't stop talking about it all the way home."),
      h(
        "From the Young Epilepsy website: never put anything in someone's mouth during a seizure. Time it, and call 999 if it lasts longer than five minutes.",
      ),
      h(
        "Efua: can you have the kids Wednesday night instead of Thursday? I've got a late shift.",
        'Efua: can you have the kids Wednesday night instead of Thursday?',
      ),
      h("don't forget trip money £12.50 for Yaw by Mon", "don't forget trip money £12.50 for Yaw by Mon"),
      h(
        "Kofi has been quiet since Ama's last seizure. He asked me if it's catching. Have a proper chat with him on our own, maybe at the barbers.",
        'Have a proper chat with him on our own, maybe at the barbers.',
      ),
      h(
        "Last month's follow-up with the GP was a waste of time. He just read out the letter from the hospital.",
      ),
      h('DLA renewal pack arrived. Nobody warned me it was forty pages long.'),
    ],
  },
  {
    name: 'Jolene, 40, an escrow officer at a title company in Amarillo, Texas, mom of two, whose mother-in-law moved in after a stroke, on a Monday',
    highlights: [
      h(
        "Ruth's PT (Tues/Thurs 10am) — Travis has to be home to let her in on Thursdays.",
        "Ruth's PT (Tues/Thurs 10am) — Travis has to be home to let her in on Thursdays.",
      ),
      h('Ruth\'s discharge sheet: "Patient should avoid driving until cleared by neurology."'),
      h(
        'TODO call Medicare about the shower chair and whether they cover grab bars',
        'TODO call Medicare about the shower chair and whether they cover grab bars',
      ),
      h(
        "Brayden's teacher (email): Brayden has been missing homework assignments, can we set up a quick call this week? He is a great kid and a pleasure to have in class.",
        "Brayden's teacher (email): Brayden has been missing homework assignments, can we set up a quick call this week?",
      ),
      h(
        'Kaylee needs a costume for the 4th grade Texas history program on the 9th — pioneer girl, bonnet and all.',
        'Kaylee needs a costume for the 4th grade Texas history program on the 9th — pioneer girl, bonnet and all.',
      ),
      h(
        'Church bulletin: The Caregivers Circle meets the second Tuesday of each month in Fellowship Hall. Casseroles for the Henderson family can be dropped off anytime this week.',
      ),
      h(
        "I told Travis I can't keep doing every night with his mom by myself. We fought about it in the car and then drove home in silence.",
      ),
      h(
        "Refill Ruth's Eliquis before Friday, she's down to four pills. The pharmacist said the generic should be cheaper next year.",
        "Refill Ruth's Eliquis before Friday, she's down to four pills.",
      ),
      h('HEB curbside\n- Ensure, vanilla\n- pull-ups for Ruth', 'Ensure, vanilla', 'pull-ups for Ruth'),
      h("Work: closing on the Hendricks property got pushed to Wednesday. Lender still hasn't sent the CD."),
      h('Article, "Caring for the caregiver": Ask for help before you need it. Say yes when people offer.'),
    ],
  },
];
