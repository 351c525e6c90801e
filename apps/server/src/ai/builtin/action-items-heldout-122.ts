import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_122: LabelledDay[] = [
  {
    name: "Lakshmi, 56, who runs a wholesale flower and garland business near the Meenakshi temple in Madurai, with her daughter's engagement coming up, on a Wednesday (supplier WhatsApp, family group, notebook)",
    highlights: [
      h(
        "Wed market notes\nJasmine Rs 600 a kilo today, too much\nTell Murugan 40 kg malli for Friday itself, not Saturday\nMarigold finished by 11 o'clock\nKanakambaram came wet again from Nilakottai",
        'Tell Murugan 40 kg malli for Friday itself, not Saturday',
      ),
      h(
        '[19/11/2025, 06:42] Selvam Nilakottai: Amma, tomorrow lorry will come by 4am only\n[19/11/2025, 06:44] Selvam Nilakottai: Rate will come down from Monday, rain has stopped.\n[19/11/2025, 06:50] Lakshmi: Ok Selvam',
      ),
      h(
        "[19/11/2025, 09:15] Kavitha: Amma, the mandapam advance has to be paid by Monday, otherwise they will give the date to someone else.\n[19/11/2025, 09:16] Kavitha: Can you call Chithi and ask whether she is coming for the nichayathartham or not?\n[19/11/2025, 09:20] Ramesh cousin-brother: I already spoke to the caterer yesterday itself.\n[19/11/2025, 09:21] Ramesh cousin-brother: Don't take tension aunty 😊",
        'Kavitha: Amma, the mandapam advance has to be paid by Monday, otherwise they will give the date to someone else.',
        'Kavitha: Can you call Chithi and ask whether she is coming for the nichayathartham or not?',
      ),
      h(
        'Temple office notice. Devotees are requested not to bring plastic covers inside the temple premises. The Deepam procession will pass the north gate around 6 pm on 3 December.',
      ),
      h(
        'Paid Rs 18,000 to Kannan Decorators today for the pandal. He said the lights should reach by Sunday evening.',
      ),
      h(
        'From the book my son gave me: Never let a customer leave empty-handed, even if it is only one string of jasmine. Count your stock before you count your money.',
      ),
      h(
        '[19/11/2025, 14:05] Pandi: Akka, the big thermocol box is broken.\n[19/11/2025, 14:07] Lakshmi: Pandi, buy two new ones from Simmakkal on your way back.\n[19/11/2025, 14:08] Pandi: Ok akka',
        'Lakshmi: Pandi, buy two new ones from Simmakkal on your way back.',
      ),
      h(
        'Home list\n- curry leaves\n- Horlicks for Appa\n- [x] gas cylinder booked',
        'curry leaves',
        'Horlicks for Appa',
      ),
      h(
        "Aravind hospital called, the Saturday slot is fine but that day we have the wedding shopping. Need to prepone Appa's eye check-up to Friday morning.",
        "Need to prepone Appa's eye check-up to Friday morning.",
      ),
      h(
        'I meant to visit Meenakshi akka in hospital this week but there was no time at all. Feeling very bad about it.',
      ),
      h(
        'AIR news: heavy rain expected in Madurai and Dindigul districts from Thursday. Farmers are advised to harvest early.',
      ),
    ],
  },
  {
    name: 'Rosalind, 61, who runs a sliced fish soup stall at a hawker centre in Bedok, Singapore, with her son, on a Friday (stall chat, NEA letter, family group, notes)',
    highlights: [
      h(
        'fri prep\nfish — Ah Seng deliver 7am\nbuy more bitter gourd at Tekka\nsold 180 bowls yesterday\nfridge temp ok already',
        'buy more bitter gourd at Tekka',
      ),
      h(
        'Dear Stallholder, please be informed that the hawker centre will be closed for cleaning and minor repair works from 2 to 5 December. All stallholders are required to clear their stalls of perishable items by 1 December, 10pm.',
        'All stallholders are required to clear their stalls of perishable items by 1 December, 10pm.',
      ),
      h(
        '[21/11/2025, 10:02] Wei Jie: Ma the GrabFood tablet hang again\n[21/11/2025, 10:03] Wei Jie: Can you call the vendor hotline after the lunch crowd? I cannot leave the wok\n[21/11/2025, 10:05] Rosalind: ok',
        'Wei Jie: Can you call the vendor hotline after the lunch crowd?',
      ),
      h(
        "[21/11/2025, 13:15] Michelle: Ma, don't forget Ah Ma's polyclinic appointment tmr 9.20am at Bedok Polyclinic, bring her pink book\n[21/11/2025, 13:16] Michelle: I chope-d the Grab already for 8.45\n[21/11/2025, 13:40] Uncle Kelvin: Wah so early ah",
        "Michelle: Ma, don't forget Ah Ma's polyclinic appointment tmr 9.20am at Bedok Polyclinic, bring her pink book",
      ),
      h(
        'From the Straits Times piece on young hawkers: Never cut corners on the stock. The customer can always taste it when you rush the soup. The stall owner says she wakes at 3am every day.',
      ),
      h(
        'Renewed the SFA licence online already, so fast this year. Last time the website jam until I almost cry.',
      ),
      h(
        'Town council says the lift upgrading at Blk 412 should finish by end Jan. Got notice stuck on the lift door.',
      ),
      h(
        '[21/11/2025, 16:20] Ah Seng Fish Supply: Boss lady, Nov invoice $2,340. Pls PayNow by 30th ok?\n[21/11/2025, 16:21] Ah Seng Fish Supply: Next week batang price go up a bit, sorry ah',
        'Pls PayNow by 30th ok?',
      ),
      h('Aircon servicing Sat 2pm\nWheelchair cushion for Ah Ma came already', 'Aircon servicing Sat 2pm'),
      h(
        "Wanted to go for Auntie Mui's wake last night but the stall closed late, so Wei Jie went instead. So tired today.",
      ),
      h(
        'Last year we opened on CNY eve and very quiet one. Must ask Wei Jie whether to close this year or open half day before the reunion dinner orders start.',
        'Must ask Wei Jie whether to close this year or open half day before the reunion dinner orders start.',
      ),
    ],
  },
  {
    name: "Nomsa, 44, who owns a spaza shop in Soweto and is treasurer of her street's burial society, on a Saturday (society WhatsApp, supplier SMS, notebook, family chat)",
    highlights: [
      h(
        'Sat stock\nBread — Albany bakkie late again\nOrder 3 cases Iwisa maize meal from Makro\nAirtime sales up this week\nParaffin pump fixed, Thabo sorted it',
        'Order 3 cases Iwisa maize meal from Makro',
      ),
      h(
        "[22/11/2025, 08:10] Mam' Dlamini: Good morning members. Shame, Baba Nkosi passed on last night, the funeral is next Saturday in Zola.\n[22/11/2025, 08:12] Mam' Dlamini: Treasurer, please pay out the R15 000 to the family by Wednesday so they can sort the tent and catering.\n[22/11/2025, 08:30] Sizwe: Condolences to the family 🙏",
        "Mam' Dlamini: Treasurer, please pay out the R15 000 to the family by Wednesday so they can sort the tent and catering.",
      ),
      h(
        'Coca-Cola rep: Hi Nomsa, the new fridge will be delivered on Tuesday between 10 and 2. Make sure someone is at the shop to sign.',
        'Make sure someone is at the shop to sign.',
      ),
      h(
        'Eskom app says Stage 2 load shedding from 18:00 to 20:30 tonight. The generator should be fine, Thabo filled it yesterday.',
      ),
      h(
        '[22/11/2025, 11:05] Lerato: Ma, can you transfer the R350 for my school trip to Gold Reef City before Monday?\n[22/11/2025, 11:06] Lerato: Teacher says no money no trip 😭\n[22/11/2025, 11:20] Nomsa: Ja my girl',
        'Lerato: Ma, can you transfer the R350 for my school trip to Gold Reef City before Monday?',
      ),
      h(
        "From Sunday's bulletin: Give without remembering, receive without forgetting. The Women's Manyano meets every Thursday at 3pm.",
      ),
      h(
        "You have to take the SARS letter to Mr Pillay before month-end. It came with yesterday's post.",
        'You have to take the SARS letter to Mr Pillay before month-end.',
      ),
      h(
        'The robot at Chris Hani and Klipspruit Valley Road is out again, traffic was a nightmare this morning. Metro cops were pointing cars through.',
      ),
      h('Fetch Gogo from the clinic at 12\nEish, long day already', 'Fetch Gogo from the clinic at 12'),
      h(
        "I was going to go to Makro in Crown Mines today but the bakkie's tyre is flat. Thabo took it to the tyre place in Orlando.",
      ),
      h(
        "Who is going to stand at the till on Sunday while I'm at church?",
        "Who is going to stand at the till on Sunday while I'm at church?",
      ),
    ],
  },
  {
    name: 'Bríd, 47, a public health nurse on the Beara peninsula in west Cork and registrar of her local GAA club, on a Monday (visit notes, club WhatsApp, HSE e-mail, family texts)',
    highlights: [
      h(
        "Monday calls\nMrs O'Sullivan's leg is healing well\nRing the chemist in Castletownbere re: her prescription\nBaby clinic in Allihies cancelled, the hall is flooded",
        'Ring the chemist in Castletownbere re: her prescription',
      ),
      h(
        "[24/11/2025, 09:12] Donal (chairman): Bríd, any chance you'd get the under-14 registrations done on Foireann before Friday? The county board is giving out about it\n[24/11/2025, 09:40] Bríd: I'm after doing half of them last night\n[24/11/2025, 09:41] Donal (chairman): Legend",
        "Donal (chairman): Bríd, any chance you'd get the under-14 registrations done on Foireann before Friday?",
      ),
      h(
        'Ciarán: Mam can you drop my gear bag to the school tomorrow I forgot it in the press',
        'Ciarán: Mam can you drop my gear bag to the school tomorrow I forgot it in the press',
      ),
      h(
        'All PHNs must complete the updated safeguarding module on HSeLanD by 12 December. Please note the module takes about 90 minutes.',
        'All PHNs must complete the updated safeguarding module on HSeLanD by 12 December.',
      ),
      h(
        'Lovely line from the book on rural nursing: Sit down in every kitchen you visit. The tea is part of the assessment.',
      ),
      h(
        'RTÉ forecast: a status yellow wind warning for Cork and Kerry from 6pm. Motorists are advised to take care on exposed coastal roads.',
      ),
      h('Bins out tonight\nThe car heater is banjaxed again', 'Bins out tonight'),
      h(
        "I was meant to ring Auntie Peg yesterday but the day ran away on me. She's grand anyway, Mam saw her at Mass.",
      ),
      h(
        "Committee notes\nLotto money counted, €1,240\nWho's doing the lotto draw in Hourihane's on Sunday?\nAction: Seánie to get the new nets up before the blitz",
        "Who's doing the lotto draw in Hourihane's on Sunday?",
        'Action: Seánie to get the new nets up before the blitz',
      ),
      h('Thanks a million to everyone who came to the coffee morning. We raised €2,300 for Marymount.'),
      h(
        "Don't forget to order the turkey from Collins' butchers before the 8th, they were sold out by the 10th last year.",
        "Don't forget to order the turkey from Collins' butchers before the 8th, they were sold out by the 10th last year.",
      ),
    ],
  },
  {
    name: "Desmond, 58, a cocoa and nutmeg farmer in St John's parish, Grenada, who drives a minibus at weekends, on a Tuesday (farm notebook, family WhatsApp, notes)",
    highlights: [
      h(
        'Tuesday\nCocoa beans drying on the boucan, 3 more days\nSpray the young nutmeg trees before the rain come\nNutmeg to GCNA station Fri morning\nThe drain by the river still blocked',
        'Spray the young nutmeg trees before the rain come',
        'Nutmeg to GCNA station Fri morning',
      ),
      h(
        '[25/11/2025, 07:30] Kimberly: Daddy, doh forget to send the birth certificate copy for my passport renewal, the consulate need it by next Friday\n[25/11/2025, 07:31] Kimberly: Love you eh\n[25/11/2025, 08:02] Desmond: Ok darling',
        'Kimberly: Daddy, doh forget to send the birth certificate copy for my passport renewal, the consulate need it by next Friday',
      ),
      h(
        'Have to renew the minibus insurance before the 30th. Marcus change the tyres last week so that done.',
        'Have to renew the minibus insurance before the 30th.',
      ),
      h(
        'GBN news say the Ministry of Agriculture launching a fertiliser subsidy in January. A tropical wave passing tonight with plenty rain.',
      ),
      h(
        'Granny used to say every day bucket go a well, one day the bottom go drop out. Never forget that one.',
      ),
      h('Town list\n- pay NAWASA bill\n- [x] cutlass file\n- [x] phone card', 'pay NAWASA bill'),
      h(
        "Had a real nice lime by Roger's shop Saturday, oil down and music till late. Everybody asking when the next one.",
      ),
      h(
        'Miss Joseph from the cocoa board: Mr Charles, could you let me know by Thursday how many pounds of wet beans you expect this crop?',
        'Miss Joseph from the cocoa board: Mr Charles, could you let me know by Thursday how many pounds of wet beans you expect this crop?',
      ),
      h('I meant to call Brother Cuthbert about the fence but it slip my mind again. Getting old, boy.'),
      h('The new solar dryer should reach Grenville by December. It cost more than the whole boucan.'),
      h('The harvest service went nice, the church full up. Pastor say the choir never sound so sweet.'),
    ],
  },
  {
    name: 'Ryan, 40, a shift supervisor at a snow crab processing plant in Bonavista, Newfoundland, in the first week of the season, on a Thursday in April (plant notes, family chat, inspector e-mail)',
    highlights: [
      h(
        'Thurs\nTwo boats landed 38,000 lbs by noon\nGet the second brine tank cleaned before the night shift\nForklift 3 is down again',
        'Get the second brine tank cleaned before the night shift',
      ),
      h(
        "Please ensure the temperature logs for the cook room are available for review during Tuesday's inspection. The inspector will arrive at approximately 9:00.",
        "Please ensure the temperature logs for the cook room are available for review during Tuesday's inspection.",
      ),
      h(
        "[16/04/2026, 12:10] Krista: Ry can you pick up Emma from dance at 6? Traffic on the TCH is some bad\n[16/04/2026, 12:12] Ryan: yes b'y\n[16/04/2026, 12:13] Krista: And grab a double-double for Nan on the way, she's after asking twice",
        'Krista: Ry can you pick up Emma from dance at 6?',
        "Krista: And grab a double-double for Nan on the way, she's after asking twice",
      ),
      h('Payroll at head office lost the ROE forms for the new hires again. Cheryl sorted it by lunchtime.'),
      h("Sign on the lunchroom wall: Wet floors don't care how long you've worked here. Walk, don't run."),
      h(
        'VOCM says the price of crab dropped to $4.10 a pound this week. Harvesters should expect smaller cheques this spring.',
      ),
      h(
        "Truck to Halifax left at 4, all 900 boxes\nMom's birthday Sunday, cake from Sobeys in Clarenville",
        "Mom's birthday Sunday, cake from Sobeys in Clarenville",
      ),
      h("I phoned the ice fella in Catalina and he's sending 2 totes tomorrow. Some relief, that."),
      h(
        "Still need to decide who's covering the weekend shifts while Darlene is off for her surgery.",
        "Still need to decide who's covering the weekend shifts while Darlene is off for her surgery.",
      ),
      h(
        'Thanks for the quick follow-up on the ammonia alarm, Gerry. The follow-up report is in the shared folder.',
      ),
      h("New gloves should be in by Tuesday, Ted says. Crew's been complaining all week."),
    ],
  },
  {
    name: 'Akinyi, 33, a fish trader who buys omena and tilapia at Dunga beach in Kisumu, Kenya, and supplies hotels, on a Monday (BMU WhatsApp, M-Pesa messages, notes, family chat)',
    highlights: [
      h(
        'Monday\nBought 6 sacks omena at Dunga\nDeliver 20 kg tilapia to Acacia Hotel by 11am\nCooler box lid broken',
        'Deliver 20 kg tilapia to Acacia Hotel by 11am',
      ),
      h(
        'SKL7H2XYZ9 Confirmed. Ksh4,500.00 sent to JAMES OTIENO on 24/11/25 at 8:14 AM. New M-PESA balance is Ksh12,300.00.',
      ),
      h(
        '24/11/2025, 07:05 - Chairman BMU: Members, kindly pay the monthly levy of Ksh 500 before Friday.\n24/11/2025, 07:06 - Chairman BMU: Fisheries officers will be at the beach on Wednesday checking nets.\n24/11/2025, 07:30 - Mama Atieno: Noted chair',
        'Chairman BMU: Members, kindly pay the monthly levy of Ksh 500 before Friday.',
      ),
      h(
        'Dear Akinyi, kindly share your invoice for October so that we can process payment. Apologies for the delay.',
        'Dear Akinyi, kindly share your invoice for October so that we can process payment.',
      ),
      h(
        "24/11/2025, 13:00 - Otieno: Remember to buy Shiro's school shoes before the Bata offer ends on Saturday\n24/11/2025, 13:02 - Akinyi: Sawa\n24/11/2025, 13:10 - Shiro: Mum I want the ones with the buckle 🥺",
        "Otieno: Remember to buy Shiro's school shoes before the Bata offer ends on Saturday",
      ),
      h(
        "From the SACCO training: Don't mix business money and household money. A trader who does not keep records is trading blind.",
      ),
      h(
        'Citizen TV: water hyacinth has covered parts of the Winam Gulf again and boats are struggling to reach the landing beaches. KMD says the short rains will continue into December.',
      ),
      h(
        'You must take the cooler box to the fundi in Kibuye for welding this week, otherwise the ice will keep melting.',
        'You must take the cooler box to the fundi in Kibuye for welding this week, otherwise the ice will keep melting.',
      ),
      h("I was to pass by Mama Atieno's stall to clear the debt but the boda got a puncture near Kondele."),
      h(
        "Last chama meeting at Winnie's went on until 9pm. Who is bringing the chairs for Sunday's meeting?",
        "Who is bringing the chairs for Sunday's meeting?",
      ),
      h('Market list\n- tomatoes\n- [x] unga\n- [x] Royco', 'tomatoes'),
    ],
  },
  {
    name: 'Narelle, 48, a Royal Flying Doctor Service flight nurse in Broken Hill, NSW, on her day off, a Wednesday (roster e-mail, netball group, family texts, notes)',
    highlights: [
      h(
        "Day off list\nRego for the Hilux due Fri\nJo cancelled smoko, she's crook",
        'Rego for the Hilux due Fri',
      ),
      h(
        'Hi Narelle, your roster for December is attached. Could you confirm by Friday whether you can swap the 23rd with Dean?',
        'Could you confirm by Friday whether you can swap the 23rd with Dean?',
      ),
      h(
        "Mum: Darl, can you ring the nursing home in Mildura about Dad's hearing aids when you get a chance? They never answer me",
        "Mum: Darl, can you ring the nursing home in Mildura about Dad's hearing aids when you get a chance?",
      ),
      h(
        'From the aviation medicine course: Never let the patient see you panic. Check your oxygen before every flight, not after.',
      ),
      h(
        'ABC Broken Hill: the Silver City Highway is closed at Packsaddle after heavy rain. Locals should expect delays until Monday.',
      ),
      h(
        "26/11/2025, 5:40 pm - Shane: Netball wind-up at the Demo Club Saturday arvo, $25 a head\n26/11/2025, 5:42 pm - Shane: Narelle can you bring a plate, sausage rolls if you're keen?\n26/11/2025, 5:50 pm - Kylie: Heaps good",
        "Shane: Narelle can you bring a plate, sausage rolls if you're keen?",
      ),
      h('Did a retrieval to Tibooburra yesterday, back at 2am. Slept till lunch.'),
      h(
        "You still need to log your CPD hours on the AHPRA portal before 31 May, you've only got 14 so far.",
        "You still need to log your CPD hours on the AHPRA portal before 31 May, you've only got 14 so far.",
      ),
      h(
        "The new PC-24 should be here in March. Everyone reckons it'll change everything for the long retrievals.",
      ),
      h('Dog to the vet Thurs 9.30 for her jabs', 'Dog to the vet Thurs 9.30 for her jabs'),
      h('Thanks heaps for the flowers, Jo. Such a rough week but we got there.'),
    ],
  },
];
