import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_66: LabelledDay[] = [
  {
    name: 'Mateus, 29, a dental hygienist moving from São Paulo to Dublin, the Tuesday before his flight',
    highlights: [
      h(
        'Before Sunday\nCancel the Vivo phone contract\nsell the bike (Rafa said he wants it?)\nDone: cancelled the gym, closed the Nubank savings',
        'Cancel the Vivo phone contract',
        'sell the bike (Rafa said he wants it?)',
      ),
      h(
        "From a Reddit thread on moving to Dublin: honestly the best advice I got was to say yes to every invitation in the first month. Don't sign a lease before you've seen the place in person, the scams are everywhere. It gets easier after the first winter.",
      ),
      h(
        'You need to book the IRP registration appointment as soon as you land. The portal releases new slots at 10am Irish time on Mondays.',
        'You need to book the IRP registration appointment as soon as you land.',
      ),
      h(
        'Mãe: Can you take the coffee for your tia in Cork?\nMãe: I made the pão de queijo for the airport.\nMãe: We are all so proud of you, filho.',
        'Mãe: Can you take the coffee for your tia in Cork?',
      ),
      h(
        "Hi Mateus, thanks for your application for the flat on Phibsborough Road. The landlord has accepted your offer. Please send the deposit of €1,900 and the first month's rent by Friday 14th. The keys should be ready for collection from our office on the 20th.",
        "Please send the deposit of €1,900 and the first month's rent by Friday 14th.",
      ),
      h(
        'Moving abroad is less about logistics than about grief. Say goodbye properly, even to places. Keep one box of things that smell like home.',
      ),
      h(
        "Renata: Everyone signed the card for you, it's so sad to see you go! Could you hand over your patient notes to Bia by Wednesday?",
        'Could you hand over your patient notes to Bia by Wednesday?',
      ),
      h(
        'I meant to sort out the tax exit declaration last week and completely forgot. The accountant says the Declaração de Saída Definitiva has to be filed before I leave the country.',
        'The accountant says the Declaração de Saída Definitiva has to be filed before I leave the country.',
      ),
      h(
        'TAP: Your booking São Paulo – Lisbon – Dublin is confirmed. Online check-in opens 36 hours before departure. Each passenger may check in two bags of up to 23kg.',
      ),
      h(
        "Walked past my old school today and felt about twelve again. I'm going to miss this city more than I admit. Rafa thinks I should have left years ago.",
      ),
    ],
  },
  {
    name: 'Siobhan, 36, an airline dispatcher at East Midlands Airport, the Monday after her mum died',
    highlights: [
      h(
        "Registrar appt Weds 11:15, Loughborough Town Hall — bring Mum's birth certificate and her passport",
        "Registrar appt Weds 11:15, Loughborough Town Hall — bring Mum's birth certificate and her passport",
      ),
      h(
        'There is no right way to grieve. Let people help you, even with small things. Eat something, even when you are not hungry. Grief often comes in waves rather than stages.',
      ),
      h(
        "Declan: I rang Gallagher's this morning, they were really kind about everything.\nDeclan: Can you ask Auntie Bernie which hymns Mum would have wanted?\nDeclan: I've told work I'm off all week.",
        'Declan: Can you ask Auntie Bernie which hymns Mum would have wanted?',
      ),
      h(
        'Tell Us Once lets you report a death to most government organisations in one go. The registrar will give you a unique reference number. You can use the service up to 28 days after the registration.',
      ),
      h(
        'You have to ring the pension people tomorrow, the number is on the back of her last letter. She always kept everything in that blue folder.',
        'You have to ring the pension people tomorrow, the number is on the back of her last letter.',
      ),
      h(
        "Cleared the fridge at Mum's. Found all our birthday cards in the drawer by her bed. I should have visited more.",
      ),
      h(
        "Hi Siobhan, so sorry for your loss. Take as long as you need; your shifts are covered through to the 15th. The compassionate leave form can wait until you're back.",
      ),
      h(
        'Gallagher & Sons: Please drop the green form from the registrar in to us as soon as you have it. The hearse and one limousine are included in the package.',
        'Gallagher & Sons: Please drop the green form from the registrar in to us as soon as you have it.',
      ),
      h(
        'For the wake\nsandwiches for 60 from the Co-op\nborrow the urn from the parish hall\nThe Swan said we can have the back room for free.',
        'sandwiches for 60 from the Co-op',
        'borrow the urn from the parish hall',
      ),
      h(
        "Father Kieran: Would Tuesday evening suit for a chat about the readings? I'll be at the presbytery from 6.",
        'Father Kieran: Would Tuesday evening suit for a chat about the readings?',
      ),
      h('Do not stand at my grave and weep. I am not there; I do not sleep.'),
    ],
  },
  {
    name: 'Callum, 31, an Edinburgh tram maintenance technician in his first week home with newborn twins',
    highlights: [
      h('Night feeds\n02:10 Isla 90ml\n02:40 Rory 75ml, sick after\n05:30 both again, Niamh did Rory'),
      h(
        'Health visitor came at 11 and weighed them both. Isla is back above her birth weight and Rory should catch up by next week.',
      ),
      h(
        "We need to register the twins at the City Chambers before the 21-day limit, and they won't do it unless one of us brings both red books and the hospital letter.",
        "We need to register the twins at the City Chambers before the 21-day limit, and they won't do it unless one of us brings both red books and the hospital letter.",
      ),
      h(
        'Always put your baby on their back to sleep. Keep the cot in your room for the first six months. Never fall asleep on a sofa with your baby.',
      ),
      h(
        'Niamh: can you pick up more Infacol and the size 1 nappies on your way back from the garage?\nNiamh: Your mum phoned again.',
        'Niamh: can you pick up more Infacol and the size 1 nappies on your way back from the garage?',
      ),
      h(
        'Edinburgh Trams HR: Your statutory paternity pay has been processed. Please confirm in the portal which date you want your second week of leave to start.',
        'Please confirm in the portal which date you want your second week of leave to start.',
      ),
      h(
        "From the Twins Trust forum: get them on the same schedule from day one or you will never sleep again. Accept every offer of a meal. Honestly, the first six weeks are a blur and that's fine.",
      ),
      h(
        'You promised Gran a photo of both of them in the knitted hats. Send it tonight before she goes to bed.',
        'Send it tonight before she goes to bed.',
      ),
      h('Recycling out tonight, blue lid', 'Recycling out tonight, blue lid'),
      h(
        "Gav: Congrats big man!! Pints are on me whenever you surface.\nStu: Leave him alone, he's knackered.",
      ),
      h(
        'The car seat adaptors have to be fitted before the hip scan at the Sick Kids on the 14th. Dad fitted the same base in his car last year and it took him an hour.',
        'The car seat adaptors have to be fitted before the hip scan at the Sick Kids on the 14th.',
      ),
      h(
        "Rory grips my finger like he's worried I'll leave. Isla just stares at the ceiling light. I could watch them for hours.",
      ),
    ],
  },
  {
    name: 'Ritu, 29, an actuary in Toronto, six weeks before her wedding in Jaipur',
    highlights: [
      h(
        'Wedding — six weeks out\nSangeet choreographer confirmed\nLehenga final fitting Sat 2pm, Gerrard St\nRSVP chasers to the Mississauga cousins\nVenue deposit paid ✔',
        'Lehenga final fitting Sat 2pm, Gerrard St',
        'RSVP chasers to the Mississauga cousins',
      ),
      h(
        "Mummy: The mehndi artist wants the final guest count by the 15th.\nMummy: Have you decided whether Neel's parents are staying at the haveli or the hotel?\nMummy: Nani is so excited she has already packed.",
        'Mummy: The mehndi artist wants the final guest count by the 15th.',
        "Mummy: Have you decided whether Neel's parents are staying at the haveli or the hotel?",
      ),
      h(
        'Delegate everything you can. Nobody remembers the napkins. Pick three things that matter to you and let the rest go.',
      ),
      h(
        'Kavita signed off the IFRS 17 reserving memo, so work is officially done until August. The quarter-end run should be fine without me.',
      ),
      h(
        "Booked the flights for Dad's cousins from Brampton. Finally finished the seating plan for the reception. I can breathe for a day.",
      ),
      h(
        "Anjali: Niagara was the best weekend ever, I'm still recovering!\nAnjali: Ritu, you are NOT allowed to organize anything else for us 😂",
      ),
      h(
        'You must call Pandit-ji before Sunday to confirm the muhurat time.',
        'You must call Pandit-ji before Sunday to confirm the muhurat time.',
      ),
      h(
        'We still need to decide whether the baraat has a horse or a vintage car.',
        'We still need to decide whether the baraat has a horse or a vintage car.',
      ),
      h(
        '"A successful marriage requires falling in love many times, always with the same person." Mignon McLaughlin',
      ),
      h(
        'Your policy covers cancellation due to illness or severe weather. Claims should be submitted within 30 days of the event.',
      ),
      h(
        'Neel and his brother are picking up the sherwanis from Gerrard St on Thursday. The color is closer to gold than the photos, apparently.',
        'Neel and his brother are picking up the sherwanis from Gerrard St on Thursday.',
      ),
    ],
  },
  {
    name: 'Marjorie, 76, a retired hospital almoner in Adelaide, selling the family home in Unley',
    highlights: [
      h(
        "Hi Marjorie, great news: we had 41 groups through at Saturday's open inspection. The auctioneer thinks it could go well past the reserve. Could you please have the pool compliance certificate to us by Wednesday?",
        'Could you please have the pool compliance certificate to us by Wednesday?',
      ),
      h(
        "Karen: Mum, please put Dad's records aside for me to go through.\nKaren: The kids loved the photos of the old cubby house.",
        "Karen: Mum, please put Dad's records aside for me to go through.",
      ),
      h(
        'Welcome pack: Residents may bring small pets with approval from the village manager. Units are repainted before each new resident moves in.',
      ),
      h(
        'Things for this week\nlinen press — done\nGive the sewing machine to the CWA\nbook the hard rubbish collection with council',
        'Give the sewing machine to the CWA',
        'book the hard rubbish collection with council',
      ),
      h(
        "Start with the room you use least. Handle each object only once. If you haven't used it in a year, you won't miss it.",
      ),
      h(
        "Took down the curtains in Bill's study today. The wallpaper behind them is still the orange we chose in 1974. I had a little cry and then a cup of tea.",
      ),
      h(
        'The contract of sale has to be signed by you and returned to us before auction day. A cooling-off period does not apply to sales at auction.',
        'The contract of sale has to be signed by you and returned to us before auction day.',
      ),
      h('Podiatrist Tues 9.15, Unley Rd', 'Podiatrist Tues 9.15, Unley Rd'),
      h(
        'Doreen next door reckons the new owners should keep the lemon tree. She brought round a quiche, lovely woman.',
      ),
      h(
        'Westpac: Your term deposit ending 4471 matures on 30 April. If you take no action, it will roll over for another 12 months.',
      ),
      h(
        "Who is going to take Bill's workbench? Nobody seems to want it.",
        "Who is going to take Bill's workbench?",
      ),
    ],
  },
  {
    name: 'Rhiannon, 52, a school cook in Aberystwyth, the day before her first chemotherapy',
    highlights: [
      h(
        'Your blood results from Monday are within range, so your first cycle can go ahead as planned. Please bring a list of all your current medications. You should expect to be with us for around four hours.',
        'Please bring a list of all your current medications.',
      ),
      h(
        'Drink plenty of fluids in the days after treatment. Try a gentle walk when you feel able. Tiredness is the most common side effect.',
      ),
      h(
        'You need to pick up the anti-sickness tablets from Boots before 5 today.',
        'You need to pick up the anti-sickness tablets from Boots before 5 today.',
      ),
      h(
        "Mrs Price: Don't you worry about the kitchen, Glenys is covering till Easter.\nMrs Price: Could you email me the allergy sheets for Year 3 when you get a minute?",
        'Mrs Price: Could you email me the allergy sheets for Year 3 when you get a minute?',
      ),
      h(
        'Sian: Swapped my shift so I can sit with you tomorrow x\nSian: Are you going to tell Mam or shall I?',
        'Sian: Are you going to tell Mam or shall I?',
      ),
      h(
        'Wig fitting Thurs 2pm at Bronglais, ask for Carys',
        'Wig fitting Thurs 2pm at Bronglais, ask for Carys',
      ),
      h(
        "Someone on the forum said to cut your hair short before it starts falling out, so it's less of a shock. Another woman said she never lost hers at all on this regime.",
      ),
      h(
        "Scared, if I'm honest. Made a big batch of cawl for the freezer so Huw and the boys won't starve. The garden looks lovely in this light.",
      ),
      h(
        'Shopping\nginger biscuits\nalcohol-free mouthwash\nRemembered the soft toothbrush already',
        'ginger biscuits',
        'alcohol-free mouthwash',
      ),
      h(
        'Ceredigion payroll: Statutory sick pay will be paid automatically from your fourth day of absence. No further forms are needed at this stage.',
      ),
      h(
        'Mali wrote "braver than you believe, stronger than you seem" inside the card. I\'ve put it on the fridge.',
      ),
    ],
  },
  {
    name: 'Jo, 40, a bus-company timetable planner in Bristol, in the introductions week of adopting a four-year-old',
    highlights: [
      h(
        "Hi Jo and Sam, the introductions plan is attached. Please bring the transition teddy on Tuesday so Leo can take it to bed at the foster carers'. Any questions, just give me a ring.",
        "Please bring the transition teddy on Tuesday so Leo can take it to bed at the foster carers'.",
      ),
      h(
        "Keep the first weeks really small and boring. Don't take him to meet the whole family at once. Lots of adopters say the honeymoon period lasts about a month.",
      ),
      h(
        "Sam: Can you ring the nursery about his start date?\nSam: I've put the stair gate up.\nSam: The room looks amazing with the dinosaur curtains.",
        'Sam: Can you ring the nursery about his start date?',
      ),
      h(
        "Don't forget to send HR the matching certificate for adoption leave.",
        "Don't forget to send HR the matching certificate for adoption leave.",
      ),
      h(
        'Timetable change for route 72 goes live on the 8th. Ops think it should bed in within a fortnight. Scheduling to send the revised rosters to Hengrove depot by Thurs.',
        'Scheduling to send the revised rosters to Hengrove depot by Thurs.',
      ),
      h(
        'First full day with him. He called Sam "Sam" and me "the other one". We read The Gruffalo four times.',
      ),
      h('Before Friday\nhigh-back booster seat\nNightlight bought ✓', 'high-back booster seat'),
      h(
        'Linda: He\'s been asking when the "new house" is happening, bless him.\nLinda: Could you send a couple more photos of his bedroom so we can show him at bedtime?',
        'Linda: Could you send a couple more photos of his bedroom so we can show him at bedtime?',
      ),
      h(
        'Children who have experienced loss often test whether new carers will stay. Expect regression, and meet it with patience rather than punishment.',
      ),
      h(
        'Who takes Leo to register at the GP on Monday, you or me?',
        'Who takes Leo to register at the GP on Monday, you or me?',
      ),
      h('Matching panel went well and everyone cried. Even the chair had a tissue out.'),
    ],
  },
  {
    name: 'Eilidh, 37, a distillery tour guide on Islay, three weeks before donating a kidney to her brother',
    highlights: [
      h(
        'Hi Eilidh, your latest scans came back clear and the surgical team are happy to go ahead. You will need to come in the day before theatre for your final crossmatch bloods. Most donors stay in Edinburgh for about a week afterwards.',
        'You will need to come in the day before theatre for your final crossmatch bloods.',
      ),
      h(
        'CalMac: Your booking on the 07:00 Port Askaig to Kennacraig sailing has been amended due to tidal conditions. The sailing is now scheduled to depart at 07:45.',
      ),
      h(
        "You need to tell Fraser which weeks you'll be off before the rota goes out on Friday.",
        "You need to tell Fraser which weeks you'll be off before the rota goes out on Friday.",
      ),
      h(
        "Walk every day after surgery, even if it's just to the end of the corridor. The first few days are rough but it gets better fast. Bring a pillow for the car journey home.",
      ),
      h(
        "Ruaridh: Mum's made you a ridiculous amount of soup for the freezer lol\nRuaridh: I still can't believe you're doing this for me.\nRuaridh: Dialysis was rough today, 4 hours again.",
      ),
      h(
        "Fraser: Could you cover the 2pm warehouse tour for the Danish group on Saturday?\nFraser: They're a whisky club, they'll know more than us.",
        'Fraser: Could you cover the 2pm warehouse tour for the Danish group on Saturday?',
      ),
      h(
        'Edinburgh bag\nphone charger (long cable)\nslippers\nPacked: pyjamas and the button-up shirts',
        'phone charger (long cable)',
        'slippers',
      ),
      h(
        "Walked the dogs out to Machir Bay this morning. I will miss the sea more than anything while I'm stuck in the city. Strange to feel so calm about it all.",
      ),
      h(
        "Company policy is that organ donors get up to four weeks' paid leave. HR should be in touch about the paperwork.",
      ),
      h('GP bloods Thurs 9:20, Bowmore surgery', 'GP bloods Thurs 9:20, Bowmore surgery'),
      h(
        'NHS Scotland reimburses travel and accommodation costs for living donors. Most claims are paid within six weeks.',
      ),
    ],
  },
];
