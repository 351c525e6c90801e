import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_44: LabelledDay[] = [
  {
    name: 'a digital nomad moving from Lisbon to Mexico City, on a Sunday',
    highlights: [
      h(
        'Lisbon exit list\nGive notice on the coworking desk by the 30th\nSell the monitor on OLX, min 80 euros',
        'Give notice on the coworking desk by the 30th',
        'Sell the monitor on OLX, min 80 euros',
      ),
      h(
        'Saved from a nomad blog: Never book a long stay before you have slept a week in the neighbourhood. Always carry a second bank card in a different bag. Good rules, though I break both constantly.',
      ),
      h(
        'Rita (landlady): Can you leave the keys with the porter on Friday? The cleaner comes Saturday morning.\nMe: Sure, and the deposit should come back within 15 days I hope.',
        'Rita (landlady): Can you leave the keys with the porter on Friday?',
      ),
      h(
        "Time zones after the move: CDMX is 6 hours behind Lisbon in winter. My Berlin client standup would land at 3am my time, which is absurd. I'll ask Jonas to shift the standup to 16:00 CET.",
        "I'll ask Jonas to shift the standup to 16:00 CET.",
      ),
      h(
        'Booked the Iberia flights LIS–MAD–MEX for the 4th, seat 23A. Paid for the extra bag. I meant to use air miles but they expired in March.',
      ),
      h(
        'You need to get the apostilled copy of your degree before the visa appointment. The consulate is only open mornings.',
        'You need to get the apostilled copy of your degree before the visa appointment.',
      ),
      h('Dentist Tues 10:30 before I leave', 'Dentist Tues 10:30 before I leave'),
      h(
        'Marie Kondo line I keep coming back to: keep only what sparks joy. It sounds simple until you own three power banks.',
      ),
      h(
        'Airbnb Roma Norte: message host re early check-in\nThe photos make the flat look bigger than it probably is',
        'Airbnb Roma Norte: message host re early check-in',
      ),
      h(
        'Thanks again to Inês for the farewell dinner, the bacalhau was unreal. Going to miss Thursday nights at the tasca.',
      ),
      h(
        'Insurance: SafetyWing renews automatically on the 1st. It covered the Bali hospital visit last year without any fuss.',
      ),
      h(
        'Lesson recap from my Spanish tutor: the subjunctive follows expressions of doubt or wishing. Ojalá que llueva, etc. Book the next lesson for Wednesday at 7pm Lisbon time.',
        'Book the next lesson for Wednesday at 7pm Lisbon time.',
      ),
    ],
  },
  {
    name: 'an expat family relocating from Singapore to Amsterdam, midweek',
    highlights: [
      h(
        "From Femke (relocation agent): Good news, the gemeente found a slot for you. Please bring both passports, the rental contract and the kids' birth certificates to the BSN appointment on 14 March at 09:40. It usually takes about twenty minutes.",
        "Please bring both passports, the rental contract and the kids' birth certificates to the BSN appointment on 14 March at 09:40.",
      ),
      h(
        'International school waitlist: Maya is number 3 for Year 4. They said a place should open up after Easter.',
      ),
      h(
        'The container leaves Jurong on the 2nd and should reach Rotterdam in about five weeks. The movers labelled every box by room, which was a relief. Dan to finish the inventory spreadsheet for the insurer by Sunday.',
        'Dan to finish the inventory spreadsheet for the insurer by Sunday.',
      ),
      h(
        'From an article on third-culture kids: "Let children say goodbye properly. Visit the places they love one last time." Lovely idea, and we did most of it.',
      ),
      h(
        'Dan: can you cancel the Singtel fibre before we go? I sorted the SP final meter reading yesterday.\nMe: on it',
        'Dan: can you cancel the Singtel fibre before we go?',
      ),
      h(
        'Cat export rules: cats entering the EU need a microchip and a rabies jab at least 21 days before travel. Vet appointment Friday 3pm at Mount Pleasant.',
        'Vet appointment Friday 3pm at Mount Pleasant.',
      ),
      h(
        'Sold the dining table on Carousell for 350. Gave the plants to Auntie Lim next door. The flat already feels echoey.',
      ),
      h(
        "The 30% ruling is a Dutch tax break for recruited expats. Follow up with Dan's HR team that our application goes in before the end of April.",
        "Follow up with Dan's HR team that our application goes in before the end of April.",
      ),
      h(
        'Amsterdam first week\nbike locks x2 (the heavy ones)\nrain jackets for the kids',
        'bike locks x2 (the heavy ones)',
        'rain jackets for the kids',
      ),
      h(
        'KL834 lands at 06:55 on the 9th, which is brutal after an overnight flight. The flight should be half empty going by the seat map.',
      ),
      h(
        'Goodbye party was perfect, thank you all. Follow-up from the school: the farewell photo book is on its way.',
      ),
    ],
  },
  {
    name: 'Rob, tour manager for an indie band on a European tour, on a travel day',
    highlights: [
      h(
        'Before Amsterdam\nReconfirm hotel rooms for 9 (two singles for the drivers)\nPrint the guest list, max 20 names',
        'Reconfirm hotel rooms for 9 (two singles for the drivers)',
        'Print the guest list, max 20 names',
      ),
      h(
        'Jess (drummer): Left my in-ear pack in Cologne, I think. Found it in the blue Peli case, panic over.',
      ),
      h(
        'From the roadie handbook Mick lent me: coil every cable over-under, every time. Never let the promoter count the merch alone. Old-school rules, but they hold up.',
      ),
      h(
        'The ATA carnet has to be stamped at the Swiss border on Saturday. Customs opens at 7. Tom has been brilliant with the carnet folder so far.',
        'The ATA carnet has to be stamped at the Swiss border on Saturday.',
      ),
      h(
        'Settled with the Hamburg promoter last night: 4,200 after costs. Merch did 1,850, mostly tote bags. I was going to email the accountant but it was 2am.',
      ),
      h('Van did 900 km today without a single warning light. Small miracles.'),
      h(
        'UK radio interview is at 10:00 BST, which is 11:00 here in Berlin. Lena to wake Sam by 10:30 our time, he always oversleeps.',
        'Lena to wake Sam by 10:30 our time, he always oversleeps.',
      ),
      h(
        'Why does every venue in France have exactly one working socket on stage? Rhetorical, obviously. The backline hire in Lyon should be better.',
      ),
      h(
        'Hi Rob, could you send the updated stage plot and input list to the Lyon production manager by Friday? Thanks, Claire',
        'Hi Rob, could you send the updated stage plot and input list to the Lyon production manager by Friday?',
      ),
      h('Per diems: 25 euros a day, paid on Mondays. Nobody complains until Thursday.'),
      h(
        'The ferry queue at Calais was two hours long last tour. We should book the 08:30 Calais–Dover crossing for the 20th tonight, it sells out.',
        'We should book the 08:30 Calais–Dover crossing for the 20th tonight, it sells out.',
      ),
    ],
  },
  {
    name: 'an American exchange student arriving in Seoul for a semester',
    highlights: [
      h(
        "Welcome to Yonsei! You must book an immigration appointment within 90 days of arrival to get your ARC. Last year's orientation photos are on the ISC website.",
        'You must book an immigration appointment within 90 days of arrival to get your ARC.',
      ),
      h(
        'get a T-money card at the GS25\nset up KakaoTalk + Naver Map',
        'get a T-money card at the GS25',
        'set up KakaoTalk + Naver Map',
      ),
      h(
        'Seoul is 14 hours ahead of Chicago right now. Mom already texted twice about the time difference. Call Mom Sunday 9am my time (Sat 7pm hers).',
        'Call Mom Sunday 9am my time (Sat 7pm hers).',
      ),
      h(
        "Study-abroad handbook, page 12: say yes to every invitation in the first two weeks. Don't compare your semester to anyone's Instagram. Cheesy, but fair.",
      ),
      h(
        'Minji (buddy): KEB Hana near the main gate has an English-speaking desk. Bring your passport and admission letter on Thursday!\nMe: thank you so much!!',
        'Bring your passport and admission letter on Thursday!',
      ),
      h(
        'Moved into the International House dorm. My roommate is from Lyon and has already labeled her half of the fridge. I forgot to pack a towel, classic.',
      ),
      h(
        'The course portal crashed twice this morning. Drop the 9am Korean history class by Friday 5pm KST if the Wednesday seminar opens up.',
        'Drop the 9am Korean history class by Friday 5pm KST if the Wednesday seminar opens up.',
      ),
      h(
        'Credit transfer form due to Professor Alvarez back home by the 15th',
        'Credit transfer form due to Professor Alvarez back home by the 15th',
      ),
      h(
        'Everyone says the kimbap at the place behind the library is the best in Sinchon. The line should be shorter after 2.',
      ),
      h(
        'Health insurance: the NHIS letter says enrollment starts once my ARC is issued. Until then the travel policy covers me.',
      ),
      h(
        "Went to Gwangjang Market with the Dutch students and ate bindaetteok until I couldn't move. Best night so far!",
      ),
    ],
  },
  {
    name: 'Hannah, long-haul cabin crew, on days off between trips',
    highlights: [
      h(
        "Roster for March just dropped and it's mostly Asia. Swap the 22nd LAX with Priya if she still wants it.",
        'Swap the 22nd LAX with Priya if she still wants it.',
      ),
      h(
        "From the SEP manual: Assess conditions outside before opening any door. Shout, don't ask. Drilled into us every single year.",
      ),
      h(
        "Passport expires in August, and Singapore wants six months' validity. You need to book the fast-track passport appointment before the 3rd or you're off the trip.",
        "You need to book the fast-track passport appointment before the 3rd or you're off the trip.",
      ),
      h(
        'Crew chat, SIN layover\nAmir: the satay at Lau Pa Sat was unreal last time\nJo: Hannah, can you book a Grab for 6 at 7:45?\nHannah: yep',
        'Jo: Hannah, can you book a Grab for 6 at 7:45?',
      ),
      h(
        'Slept 11 hours after the JNB night flight. Unpacked, did two loads of washing and finally cleared the inbox.',
      ),
      h(
        'Uniform: new scarf and name badge to collect from stores at Heathrow before the next trip',
        'Uniform: new scarf and name badge to collect from stores at Heathrow before the next trip',
      ),
      h(
        'Jet lag article said light matters more than melatonin. Get morning sun after flying east and avoid it after flying west. Might test that on the next trip.',
      ),
      h(
        'Recurrent training: the pool session is the only fun bit. The online pre-course module has to be completed by 7 April.',
        'The online pre-course module has to be completed by 7 April.',
      ),
      h(
        'The boiler has been making that knocking noise again. Ask Ollie to be in for the engineer on Wednesday morning.',
        'Ask Ollie to be in for the engineer on Wednesday morning.',
      ),
      h('Thank-you card from the couple on the honeymoon flight, so sweet. They should be in Bali by now.'),
      h(
        "Don't forget to tell Monzo I'm going to South Africa so the card doesn't get blocked again",
        "Don't forget to tell Monzo I'm going to South Africa so the card doesn't get blocked again",
      ),
    ],
  },
  {
    name: 'a diplomat packing out of Nairobi for a new posting in Ottawa',
    highlights: [
      h(
        'Pack-out checklist\nSea freight survey Tuesday 10am\nCar duty paperwork to the clearing agent',
        'Sea freight survey Tuesday 10am',
        'Car duty paperwork to the clearing agent',
      ),
      h(
        'Handover notes for my successor are 80% done. The political section lunch on Friday should run long, as it always does.',
      ),
      h(
        'From HR (Ottawa): Please confirm your arrival date and whether you will need temporary accommodation. Your security clearance transfer is already complete.',
        'From HR (Ottawa): Please confirm your arrival date and whether you will need temporary accommodation.',
      ),
      h(
        "Zara's new school wants her immunisation records translated? No, they're in English, panic over. We still need to decide whether Leo does French immersion or the English stream.",
        'We still need to decide whether Leo does French immersion or the English stream.',
      ),
      h(
        'Line from the FSO spouse guide: Every posting ends twice, once when you leave and once when you stop comparing. Say your goodbyes early and often.',
      ),
      h(
        'Wanjiru: Madam, the gardener asks if you can write him a reference letter before you leave\nMe: Of course, he has been wonderful',
        'Wanjiru: Madam, the gardener asks if you can write him a reference letter before you leave',
      ),
      h(
        'Farewell drinks at the residence last night. The High Commissioner gave a speech that made me cry. Achieng gave me a kikoi, which I will treasure.',
      ),
      h(
        'Ottawa is 8 hours behind Nairobi in winter, so Ottawa mornings are my late afternoons. Put the onboarding call on the 3rd in the calendar as 5pm Nairobi time.',
        'Put the onboarding call on the 3rd in the calendar as 5pm Nairobi time.',
      ),
      h(
        'Pets: the dog only needs a rabies certificate for Canada, and Dr Mwangi signed it on Monday. One less thing.',
      ),
      h(
        'Kenya Airways confirmed the excess baggage allowance for the posting. The tickets should be issued by Monday.',
      ),
      h(
        'remind Sam re: diplomatic ID cards, they go back to MFA protocol',
        'remind Sam re: diplomatic ID cards, they go back to MFA protocol',
      ),
      h(
        "Post management meeting, item 4: guest list for the High Commissioner's farewell reception. Action: Grace\nMinutes were circulated by email.",
        'Action: Grace',
      ),
    ],
  },
  {
    name: 'an offshore rig worker the day before flying out for a two-week hitch',
    highlights: [
      h(
        'Crew change is tomorrow, same old heliport routine. Bring the BOSIET certificate and the medical, they checked everyone last time.',
        'Bring the BOSIET certificate and the medical, they checked everyone last time.',
      ),
      h(
        "Poster in the heliport: Stop the job if it doesn't feel right. Nobody gets hurt today. Seen it a thousand times.",
      ),
      h(
        'Kirsty: can you sort the car insurance renewal before you fly? The letter is on the hall table.',
        'Kirsty: can you sort the car insurance renewal before you fly?',
      ),
      h(
        "Did the pre-hitch shop and filled the freezer for Kirsty and the kids. Fixed the shed door, finally. Meant to take the bins out but it wasn't bin day.",
      ),
      h(
        "Back on the 28th, so I miss Ellie's school play on the 24th. Ask Kirsty to film it.",
        'Ask Kirsty to film it.',
      ),
      h(
        'OPITO refresher module, lesson 3: always report a near miss, however small. Finished the quiz in twenty minutes.',
      ),
      h(
        'Graham (OIM): The mud pump parts are on the supply boat due Wednesday. Derek to inspect the liners when they land and log it in SAP.',
        'Derek to inspect the liners when they land and log it in SAP.',
      ),
      h(
        'Pay slip shows the offshore allowance at the old rate. I need to email payroll about it before the 25th.',
        'I need to email payroll about it before the 25th.',
      ),
      h('Weather on the rig looks rough for Tuesday, 40 knot gusts. Flights will probably be delayed.'),
      h(
        "TODO kit bag: coveralls, two pairs of thermals, phone charger, Ellie's drawing",
        "TODO kit bag: coveralls, two pairs of thermals, phone charger, Ellie's drawing",
      ),
      h(
        "Dad's advice on working away: ring home at the same time every night, whatever happens. Kids need the routine more than you do.",
      ),
      h('Jamie lost his first tooth while I was packing. The tooth fairy paid out two quid, inflation.'),
    ],
  },
  {
    name: 'a seasonnaire heading out to Méribel as a chalet host for the winter',
    highlights: [
      h(
        "Before Méribel\nGHIC card, check it's in date\nSort a French SIM or eSIM",
        "GHIC card, check it's in date",
        'Sort a French SIM or eSIM',
      ),
      h(
        'From the chalet company handbook: Guests come first, but your day off is sacred. Never leave the oven on while you ski. Smile even when the kitchen is chaos.',
      ),
      h(
        'Booked the Eurostar to Paris for 2 Dec and the TGV on to Moûtiers. The bus transfer should be included, according to the booking page. I need to print the ski pass voucher before I go.',
        'I need to print the ski pass voucher before I go.',
      ),
      h(
        'Chloe (area manager): Can everyone send me their food hygiene certificate by Friday? Training week is honestly the best week of the season.',
        'Chloe (area manager): Can everyone send me their food hygiene certificate by Friday?',
      ),
      h(
        "Sublet my room in Bristol to a Spanish master's student until April. She moved in on Saturday. I was going to leave her a welcome note but ran out of time.",
      ),
      h('Mum: ring me when you get to the chalet!!', 'Mum: ring me when you get to the chalet!!'),
      h('Season wage is 500 euros a month plus board. Tips should cover the nights out.'),
      h(
        'Cooking course recap: rest the meat for as long as you cooked it. Season every layer, not just the end. I burned the jus twice.',
      ),
      h(
        'Who is doing the Geneva airport run on changeover Saturday? Last season it was chaos.',
        'Who is doing the Geneva airport run on changeover Saturday?',
      ),
      h("Council tax for the Bristol room is now the student's problem, thankfully."),
      h('The snow report says 40cm fell overnight in Courchevel. Season opening should be on time for once.'),
    ],
  },
];
