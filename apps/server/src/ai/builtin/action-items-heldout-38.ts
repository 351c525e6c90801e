import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_38: LabelledDay[] = [
  {
    name: 'a hand car wash worker (Albanian, learning English) on a Saturday',
    highlights: [
      h(
        'Boss say we close at 5 today not 6 because footbal\nNeed buy more microfibre cloths from screwfix\nArdit: can u cover my sunday shift bro? my mum coming from tirana',
        'Need buy more microfibre cloths from screwfix',
        'Ardit: can u cover my sunday shift bro? my mum coming from tirana',
      ),
      h(
        'Customer with black range rover complain about swirl marks on bonnet. I told him is from before but he dont believe. I showed him the fotos from when he arrive and he go quiet. Have to email the fotos to manager tonight so he has for the insurance.',
        'Have to email the fotos to manager tonight so he has for the insurance.',
      ),
      h(
        'From detailing video on youtube. Never wash a car in direct sun, the soap dry and leave spots. Always use two bucket, one for soap one for rinse.',
      ),
      h(
        'Sat to do\nPay Ledi back 20 pound\ncall landlord about the mould in bathroom',
        'Pay Ledi back 20 pound',
        'call landlord about the mould in bathroom',
      ),
      h(
        'Pressure washer make the noise again, like grinding. Mehmet fixed it last month with new seal. Is probably the same problem.',
      ),
      h('Ardit: bro i already ask Kev for sunday, he say ok\nArdit: sorry 🙏'),
      h(
        'Kev: the valet for the merc at 2 is cancel, he rebook for tuesday\nKev: also stock room is a mess, whoever did it last night is a pig',
      ),
      h('English class wensday 6pm, bring the workbook', 'English class wensday 6pm, bring the workbook'),
      h('Teacher say: the best way to learn is speak every day, dont be shy to make mistake.'),
      h(
        'I meant to send money to my mum last week but the bank app was blocked. Need ring Monzo monday and unblock.',
        'Need ring Monzo monday and unblock.',
      ),
      h('Tip jar today 34 pound, best saturday this month!'),
    ],
  },
  {
    name: 'a market stall fruit and veg trader on a Tuesday',
    highlights: [
      h(
        'Tuesday\nOrder 6 boxes clementines off Gary b4 thurs\nBananas going over too quick this week, the heat\nTell Shaz we need change, loads of £20s today',
        'Order 6 boxes clementines off Gary b4 thurs',
        'Tell Shaz we need change, loads of £20s today',
      ),
      h(
        'Market inspector come round at 11. Said our pitch is fine this time. Last year he fined us for the gazebo being over the line.',
      ),
      h(
        'Heard on radio: buy in season and you never go wrong. Rhubarb is forced in Yorkshire in the dark by candlelight.',
      ),
      h(
        'Shaz: van is making that noise again\nShaz: can u book it in at Kwik Fit before saturday?? I cant do another market with it like this',
        'Shaz: can u book it in at Kwik Fit before saturday??',
      ),
      h('Council letter says pitch fees going up 8% from April. Should of seen that coming.'),
      h('Sold out of strawbs by 1pm!! Could of brought double.'),
      h('Card reader battery dying, charge it tonite', 'Card reader battery dying, charge it tonite'),
      h(
        'Mrs Okafor wants a box of plantain every week, put her down for fridays',
        'Mrs Okafor wants a box of plantain every week, put her down for fridays',
      ),
      h('Gary: clementines r short this week mate, spanish ones only\nGary: prices up 2 quid a box sorry'),
      h(
        'Accountant reckons I should keep every receipt, even for the bin bags. Shoebox under the bed is full to bursting.',
      ),
      h('Dentist thurs 8.15 before setting up', 'Dentist thurs 8.15 before setting up'),
    ],
  },
  {
    name: 'a seasonal strawberry picker from Romania on a Wednesday',
    highlights: [
      h(
        'Today tunnel 14 finish early because too hot, 31 degree. Supervisor say bring own gloves tomorow, the farm ones are finish.',
        'Supervisor say bring own gloves tomorow, the farm ones are finish.',
      ),
      h('Record today 48 punnets!!! Maria did 61, she is machine'),
      h(
        'Induction paper: Lift with your legs not your back. Drink water every hour even if you not thirsty.',
      ),
      h(
        'Need to send the P45 to office before friday or they tax me emergency',
        'Need to send the P45 to office before friday or they tax me emergency',
      ),
      h('Mama: ai mancat? call me when u finish', 'Mama: ai mancat? call me when u finish'),
      h('Shopping for caravan\nWashing up liquid\nPhone credit', 'Washing up liquid', 'Phone credit'),
      h('Andrei say the bus to Tesco on saturday is cancel, they will take minibus instead'),
      h('I wanted to ask about the bonus for the whole season but I was shy'),
      h(
        'Ask Mr Dobson about the bonus tomorow, dont be shy this time!',
        'Ask Mr Dobson about the bonus tomorow, dont be shy this time!',
      ),
      h('Weather app say storm on thursday, probably no picking'),
      h(
        'Bank apointment Fri 2pm Barclays Hereford, take pasaport and BRP',
        'Bank apointment Fri 2pm Barclays Hereford, take pasaport and BRP',
      ),
    ],
  },
  {
    name: 'a kitchen porter (Bengali, second language English) on a Friday night',
    highlights: [
      h(
        'Head chef: KP tonite deep clean the extraction hood after service, no excuse this time',
        'Head chef: KP tonite deep clean the extraction hood after service, no excuse this time',
      ),
      h('Chef shouting all service again. Stay calm, is not personal, my cousin always say.'),
      h(
        'Dishwasher rinse aid nearly empty\nOrder rinse aid from Bunzl\nTell manager the tap in pot wash still dripping',
        'Order rinse aid from Bunzl',
        'Tell manager the tap in pot wash still dripping',
      ),
      h('Rota for next week is on the board. I am on Sat Sun Mon, off Tue.'),
      h(
        'Must ask Jamal to swap monday, I have mosque for Eid',
        'Must ask Jamal to swap monday, I have mosque for Eid',
      ),
      h(
        'Food hygiene course module 3 due sunday midnight',
        'Food hygiene course module 3 due sunday midnight',
      ),
      h('Course says: Always wash hands for 20 seconds. Never store raw meat above cooked food.'),
      h(
        'Saiful: bhai are u coming to cricket sunday morning?\nSaiful: we need 11 players or we forfeit',
        'Saiful: bhai are u coming to cricket sunday morning?',
      ),
      h('Broke 3 plates tonight, manager said it is fine, happen to everyone'),
      h('The new dish racks should arive monday according to Bunzl'),
      h(
        'Pay slip wrong again, 4 hours missing from last week. Need to show the manager my clock-in photos tomorow.',
        'Need to show the manager my clock-in photos tomorow.',
      ),
    ],
  },
  {
    name: 'a petrol station night cashier (also a student) on a Sunday night',
    highlights: [
      h(
        'nights log sun\ntanker came 3.10 all fine\ndip readings done, in the book\nleave the delivery note in the safe for Bev',
        'leave the delivery note in the safe for Bev',
      ),
      h(
        'Bev: pls remember to do the hot food waste sheet, area manager checks it monday',
        'Bev: pls remember to do the hot food waste sheet, area manager checks it monday',
      ),
      h(
        'drive off 1.40am pump 6, silver corsa\nReport it on the police website with the cctv time before end of shift',
        'Report it on the police website with the cctv time before end of shift',
      ),
      h(
        'Training video: Never argue with a customer over a drive off, your safety comes first. Do not chase the car.',
      ),
      h('coffee machine beeping "descale"\nasked Bev, she said ignore it till the engineer comes tues'),
      h(
        'uni essay 2000 words due wed 12 noon!!! havent started',
        'uni essay 2000 words due wed 12 noon!!! havent started',
      ),
      h('lottery terminal froze twice, rebooted, seemed ok after'),
      h(
        "Mum: did u eat anything proper tonight\nMum: dont forget nan's birthday card, post it tomorrow latest",
        "Mum: dont forget nan's birthday card, post it tomorrow latest",
      ),
      h(
        'you need to renew ur provisional licence, it runs out in june',
        'you need to renew ur provisional licence, it runs out in june',
      ),
      h('the milk order should come at 6 with the papers'),
      h('feeling dead tired, 4th night in a row. never again doing 4 on the trot'),
      h('ask Bev about swapping next sat for the wedding', 'ask Bev about swapping next sat for the wedding'),
    ],
  },
  {
    name: 'a Polish groundworker on a building site on a Monday',
    highlights: [
      h('Slab on plot 7 poured friday, curing ok. Ganger say the hessian can come off thursday.'),
      h(
        'CSCS card expire 14 august, must book the health and safety test before',
        'CSCS card expire 14 august, must book the health and safety test before',
      ),
      h(
        'Toolbox talk today: Look up before you dig, check the drawings for cables. Every year somebody hit a gas main in this county.',
      ),
      h(
        'Shopping\nworkboots size 44 (old one split)\nKnee pads',
        'workboots size 44 (old one split)',
        'Knee pads',
      ),
      h('Darek: kurwa the dumper is out of diesel again\nDarek: who fill it friday??'),
      h(
        'Foreman: can you and Darek take the whacker plate back to HSS tmrw morning',
        'Foreman: can you and Darek take the whacker plate back to HSS tmrw morning',
      ),
      h('English lesson on duolingo, 200 day streak!'),
      h(
        'Ola: pamietaj o Zosi - she has the dentist wednesday 4pm, you take her because I work',
        'Ola: pamietaj o Zosi - she has the dentist wednesday 4pm, you take her because I work',
      ),
      h(
        'Last winter we lost 3 weeks to frost. Boss says thermal blankets are too expensive, we manage without.',
      ),
      h(
        'Van insurance renewal 30th — phone Admiral and compare',
        'Van insurance renewal 30th — phone Admiral and compare',
      ),
      h('Pay came in, 62 hours. Still no overtime rate for saturday, I asked twice already.'),
      h(
        "We still need to decide if we go home to Gdansk for christmas or Ola's parents come here",
        "We still need to decide if we go home to Gdansk for christmas or Ola's parents come here",
      ),
    ],
  },
  {
    name: 'a bin lorry driver on the council refuse round on a Thursday',
    highlights: [
      h(
        'Round 4 missed bins - 12 Ashby Rd and 3 Kestrel Close, blocked by parked cars again\nLog both on the tablet before clocking off',
        'Log both on the tablet before clocking off',
      ),
      h('Crew chat\nGaz: who has got the keys for the 14 lorry\nGaz: found them, ignore me'),
      h('Gaffer: from monday we start 6am not 6.30, rota to follow'),
      h(
        'Manual handling refresher: Bend your knees, keep the load close. Never put your hand in the hopper while it is running.',
      ),
      h(
        'Hand in the paperwork for the bonus scheme by the 28th',
        'Hand in the paperwork for the bonus scheme by the 28th',
      ),
      h("Kids' school trip money £15 for Lily, due tmrw", "Kids' school trip money £15 for Lily, due tmrw"),
      h('Bloke on Ferndale shouted at us for 5 mins bc his recycling wasnt took. It was full of food waste.'),
      h(
        "Sal: can u pick up Lily from Nan's at 6? I'm on lates xx",
        "Sal: can u pick up Lily from Nan's at 6?",
      ),
      h('The new lorry should be ready after the MOT next week, Gaffer reckons'),
      h(
        'Back is killing me again. Need to book the physio, 3 weeks overdue',
        'Need to book the physio, 3 weeks overdue',
      ),
      h('Darts league: we won 5-2 on tuesday!! Darren hit a 180 lol'),
      h('Bins out tonight - green one this week', 'Bins out tonight - green one this week'),
    ],
  },
  {
    name: 'an eyelash technician working from a home salon on a Saturday',
    highlights: [
      h(
        'Glue order from Lash Bee\nNeed to reorder the 1 second glue before it run out, only 1 bottle left',
        'Need to reorder the 1 second glue before it run out, only 1 bottle left',
      ),
      h('Jess: omg my lashes still look amazing, thank u!! x'),
      h(
        'Course notes: Never apply extensions on a client with conjunctivitis. Isolate every natural lash, clumping cause damage.',
      ),
      h(
        'Patch test Amira 48 hrs before new set — do it Thursday',
        'Patch test Amira 48 hrs before new set — do it Thursday',
      ),
      h('Insta post got 2k views!! 3 new bookings from it'),
      h(
        "Lamp in treatment room flickering\nAsk Dan to change the bulb wen he's home",
        "Ask Dan to change the bulb wen he's home",
      ),
      h('Autocorrect keep changing lash to lady, so embarrassing, I sent "full set lady" to a client'),
      h(
        'HMRC self assessment deadline 31 jan, gather all reciepts',
        'HMRC self assessment deadline 31 jan, gather all reciepts',
      ),
      h('Mentor said: price for the client you want, not the client you have.'),
      h('I was gonna text Sophie back yesterday about the collab but forgot'),
      h('Text Sophie back about collab tonight!!!', 'Text Sophie back about collab tonight!!!'),
      h(
        'Tasha cancelled again, 3rd time. Set up deposits on the booking app this weekend',
        'Set up deposits on the booking app this weekend',
      ),
    ],
  },
];
