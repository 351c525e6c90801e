import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_63: LabelledDay[] = [
  {
    name: 'Gordon, 74, a retired widower in Dunedin who restores old valve radios, on a Thursday',
    highlights: [
      h('Wheelie bins out tonight', 'Wheelie bins out tonight'),
      h(
        'Never power up an old set straight from the wall after decades in a shed. Bring it up slowly on a variac and watch the current draw. The original wax capacitors are almost always leaky, and a leaky coupling cap will cook the output valve in minutes.',
      ),
      h(
        'Philco 38-116 chassis: replaced the filter caps this morning. Hum is gone, but the dial lamp still flickers. I need to order two 6.3V pilot lamps from the supplier in Christchurch.',
        'I need to order two 6.3V pilot lamps from the supplier in Christchurch.',
      ),
      h(
        'Fiona: Dad, can you ring me after 7 tonight? The kids want to show you their science project. They have talked about nothing else all weekend!',
        'Fiona: Dad, can you ring me after 7 tonight?',
      ),
      h(
        'New batteries in the hearing aids last week. The audiologist said the aids themselves should last another two years before they need replacing.',
      ),
      h(
        'Power cuts are expected across parts of Otago on Saturday while lines crews upgrade the Mosgiel substation. Residents should expect outages of up to four hours. Aurora Energy apologised for the inconvenience.',
      ),
      h(
        'Otago Vintage Radio Society — November newsletter\nThe swap meet raised $640 for the museum fund. Thanks to everyone who brought along spare valves. Members are reminded that subs for next year are due by 30 November.',
        'Members are reminded that subs for next year are due by 30 November.',
      ),
      h('Countdown\nmilk\nrye bread', 'milk', 'rye bread'),
      h(
        'Rang the council about the broken footpath on Ravensbourne Road. They said someone would come out within a fortnight. I meant to ask about the streetlight as well but forgot.',
      ),
      h(
        'Quiet evening with the 1957 Test commentary on the restored Pye. Who listens to the wireless any more? Margaret would have laughed at me talking back to it.',
      ),
      h(
        'The WOF on the Corolla was done last week and it passed first time. The mechanic reckons the tyres have another year in them.',
      ),
    ],
  },
  {
    name: 'Nia, 42, an Open University psychology student and mum of two teenagers in Swansea, on a Tuesday',
    highlights: [
      h(
        'Memory is reconstructive rather than reproductive. Each time we recall an event we rebuild it from fragments, and in doing so we may change it. Loftus and Palmer (1974) showed that a single verb in a question could alter what witnesses reported seeing.',
      ),
      h(
        'Start your TMA early and leave it to rest for a day before you proofread. Read the question three times. Use the learning outcomes as a checklist.',
      ),
      h('TMA 03 due Thurs 12 noon!!', 'TMA 03 due Thurs 12 noon!!'),
      h(
        'Hi Nia, thanks for your draft plan, it looks like a sensible structure. Could you send me a short paragraph on which two studies you plan to compare by Wednesday evening, so that I can check they fit the brief before you start writing? The tutorial on Saturday will be online rather than in Cardiff.',
        'Could you send me a short paragraph on which two studies you plan to compare by Wednesday evening, so that I can check they fit the brief before you start writing?',
      ),
      h(
        'Osian: mam can u sign the form for the rugby trip its in my bag',
        'Osian: mam can u sign the form for the rugby trip its in my bag',
      ),
      h("Cerys: I fed the cat already. Got a lift home with Ffion's mum, drama finished early."),
      h(
        'Tues\nrenew library books online\ntop up the gas meter',
        'renew library books online',
        'top up the gas meter',
      ),
      h(
        'More than a third of Open University students are over 35. Many combine study with caring responsibilities and paid work. One graduate said she wrote her essays at the kitchen table after the children were in bed.',
      ),
      h(
        'You need to book your exam slot for June before the window closes on the 20th.',
        'You need to book your exam slot for June before the window closes on the 20th.',
      ),
      h(
        'Felt properly clever today for the first time in ages. The stats section finally made sense once I stopped panicking about the formulae.',
      ),
      h(
        "Rhys: Can you remind me what time parents' evening is on Thursday? I should be back from Bristol by 6 anyway.",
        "Rhys: Can you remind me what time parents' evening is on Thursday?",
      ),
    ],
  },
  {
    name: 'Ciarán, 16, a young carer for his mum who has MS, in Belfast, on a Monday',
    highlights: [
      h(
        "Collect Mum's prescription from Boots after school, it's ready from 3.",
        "Collect Mum's prescription from Boots after school, it's ready from 3.",
      ),
      h(
        'Being a young carer can be tiring and lonely. You are not alone: around one in twelve young people in Northern Ireland help look after someone at home. Talk to someone you trust if things get too much.',
      ),
      h(
        "Mum: Love, can you pop the washing on when you get in? Don't worry about dinner, Auntie Siobhan is bringing a stew round.",
        'Mum: Love, can you pop the washing on when you get in?',
      ),
      h(
        'English coursework draft came back with a B. Mr Devlin reckons it could be an A with a stronger ending.',
      ),
      h(
        'The OT rang about the grab rail for the bathroom. She said the fitter should be out sometime next week.',
      ),
      h(
        'Young Carers group has moved to the Duncairn this term. Need to ask Mrs Quinn if I can leave football early on Weds.',
        'Need to ask Mrs Quinn if I can leave football early on Weds.',
      ),
      h(
        'In a Petrarchan sonnet the volta usually comes at the start of the sestet. Look for a shift in tone or argument. Examiners reward students who explain the effect of a structural choice, not just name it.',
      ),
      h('Tesco\nsoft yoghurts for Mum\nwashing tabs', 'soft yoghurts for Mum', 'washing tabs'),
      h(
        "Mum had a bad day with her legs. I made her tea and we watched the snooker. Didn't get any of the maths done.",
      ),
      h(
        'Conor: u coming to the match sat or what? Lads are meeting at 2 outside the Spar.',
        'Conor: u coming to the match sat or what?',
      ),
      h("Don't forget PE kit tomorrow", "Don't forget PE kit tomorrow"),
    ],
  },
  {
    name: 'Thandi, 48, a mother in Cape Town getting her son ready to move into a Stellenbosch residence, on a Saturday',
    highlights: [
      h(
        'Res packing\nduvet and two sets of sheets\nextension lead',
        'duvet and two sets of sheets',
        'extension lead',
      ),
      h(
        'Welcome to residence! Check-in opens at 09:00 on Sunday 2 February. First-years spend their first week in the welcome programme.',
      ),
      h(
        'Lwazi: Ma did you transfer the res deposit? They emailed me again.',
        'Lwazi: Ma did you transfer the res deposit?',
      ),
      h(
        'Paid the first semester fees this morning. The bank says it should reflect within two working days.',
      ),
      h(
        'Let them make their own mistakes. The first weeks are hard for everyone, and a phone call every night can make homesickness worse, not better. Resist the urge to fix everything.',
      ),
      h("Nomsa: I dropped the cooler box off this morning, it's in your garage. No need to buy another one!"),
      h(
        'Lwazi meningitis jab Tues 15:30 at the Kenilworth clinic',
        'Lwazi meningitis jab Tues 15:30 at the Kenilworth clinic',
      ),
      h(
        'The house was quieter than she had expected. She set the table for three, then stopped, and put one plate back in the cupboard.',
      ),
      h(
        "He won't use it in Stellenbosch. Remember to cancel his gym contract before the end of the month.",
        'Remember to cancel his gym contract before the end of the month.',
      ),
      h(
        "Stage 4 load shedding from 16:00 today, we're in block 7. Charge the power banks before 4.",
        'Charge the power banks before 4.',
      ),
      h(
        'Who is driving the second car on Sunday, Sipho or me?',
        'Who is driving the second car on Sunday, Sipho or me?',
      ),
    ],
  },
  {
    name: 'Darlene, 69, a quilter in Story County, Iowa, getting her county fair entries ready, on a Wednesday',
    highlights: [
      h(
        'Open class quilts are judged on workmanship, design and overall appearance. Entries must be dropped off at the Exhibit Hall by noon on Tuesday, July 29. Ribbons are awarded in each of the twelve divisions.',
        'Entries must be dropped off at the Exhibit Hall by noon on Tuesday, July 29.',
      ),
      h(
        "Press, don't iron. Always cut with the grain, and measure twice before you cut once. A quarter-inch seam is the foundation of everything that follows.",
      ),
      h(
        'Log Cabin top is done, all 64 blocks. Need to finish the binding by Sunday.',
        'Need to finish the binding by Sunday.',
      ),
      h(
        "Kaylee: Grandma can I come over Saturday and learn to use the machine?? Mom said it's ok if you say yes",
        'Kaylee: Grandma can I come over Saturday and learn to use the machine??',
      ),
      h("Jo-Ann's\nwhite Aurifil thread\nqueen size batting", 'white Aurifil thread', 'queen size batting'),
      h(
        'The Ladies Circle thanks everyone who donated to the quilt raffle. We raised $1,240 for the youth mission trip. What a blessing!',
      ),
      h(
        'Eye doctor Thurs 2:15, they dilate so Ron has to drive',
        'Eye doctor Thurs 2:15, they dilate so Ron has to drive',
      ),
      h(
        "Worked on the hand quilting for three hours and my fingers are sore. The feathered border is the best I've ever done.",
      ),
      h(
        'Quilting has been part of the Iowa State Fair since the 1850s. Judges today look for small, even stitches, ideally ten or more to the inch, and a binding that is full and firm.',
      ),
      h(
        "Ron: Can you call the furnace guy today? It's making that knocking noise again.",
        'Ron: Can you call the furnace guy today?',
      ),
      h('Meant to enter the miniature category last year but missed the deadline.'),
    ],
  },
  {
    name: 'Kwame, 20, a second-year computer science student living in a hostel in Kumasi, Ghana, on a Friday',
    highlights: [
      h(
        'A hash table gives average O(1) lookup, but the worst case is O(n) when many keys collide. Choose a good hash function. Resize the table when the load factor passes 0.75.',
      ),
      h(
        "Akosua: Kwame you're doing the ER diagram for the group project, abeg send it by Sunday night so I can add it to the report",
        "Akosua: Kwame you're doing the ER diagram for the group project, abeg send it by Sunday night so I can add it to the report",
      ),
      h('Hostel fees balance cleared today, finally.'),
      h(
        'Mum: Your uncle Kofi is coming to Kumasi next week. Call him on Monday, he has the gari and shito I sent. Your sister says hello.',
        'Call him on Monday, he has the gari and shito I sent.',
      ),
      h(
        "Stop waiting for motivation. Discipline is doing it when you don't feel like it. Code every day, even if it's just 30 minutes.",
      ),
      h('Data bundle finished again. MTN should renew it on Monday.'),
      h(
        'TODO: fix the login bug in the hostel app before the demo',
        'TODO: fix the login bug in the hostel app before the demo',
      ),
      h(
        'I will start the Coursera ML course properly this weekend.',
        'I will start the Coursera ML course properly this weekend.',
      ),
      h(
        'Went to the library but the Wi-Fi was down again. Why do we even pay the ICT levy? Read the networking notes instead and finally understood subnetting.',
      ),
      h("Not sure if Tuesday's quiz covers chapter 6 as well. Ask Yaw tonight.", 'Ask Yaw tonight.'),
      h(
        'Cedi strengthens against the dollar for third straight week\nAnalysts say the rally should continue into next month, but traders remain cautious.',
      ),
      h(
        'Tap in room 12 is still leaking. Follow up with the porter tomorrow.',
        'Follow up with the porter tomorrow.',
      ),
    ],
  },
  {
    name: 'Tomasz, 38, a dad of two in Kraków planning a family camping trip to the Tatras, on a Sunday',
    highlights: [
      h("Camping — kids\nrain jackets\nZosia's inhaler", 'rain jackets', "Zosia's inhaler"),
      h(
        'In the Tatras the weather can change within an hour. Start early and be off the ridges by early afternoon, when storms are most common. Never underestimate the descent.',
      ),
      h(
        'Aga: Can you book the campsite in Zakopane tonight? They only hold the pitches until Monday.',
        'Aga: Can you book the campsite in Zakopane tonight?',
      ),
      h('Car service before we go!!', 'Car service before we go!!'),
      h('I called the campsite yesterday but nobody answered. Maybe the office is closed on Saturdays.'),
      h(
        'Dear Parents, the class trip to Wieliczka will take place on 14 May. Please send the signed consent form and 60 zł by Friday. Thank you for your cooperation.',
        'Please send the signed consent form and 60 zł by Friday.',
      ),
      h(
        "Children don't need more toys, they need more of our attention. Put the phone away at dinner. Ask them about the best part of their day.",
      ),
      h(
        'Janek: Tato will you fix my bike before Saturday? The chain keeps falling off.',
        'Janek: Tato will you fix my bike before Saturday?',
      ),
      h(
        'Took the kids to the Vistula boulevards. Janek rode without stabilisers for the first time. Proud dad.',
      ),
      h(
        'Forecast says rain Thursday to Saturday. We still need to decide whether to take the tent or rent a cabin.',
        'We still need to decide whether to take the tent or rent a cabin.',
      ),
      h(
        "Poland's national parks reported record visitor numbers last year. Morskie Oko alone saw more than a million walkers, and the park now recommends buying entry tickets online.",
      ),
    ],
  },
  {
    name: 'Venkat Rao, 70, a retired bank officer in Hyderabad, the week of his cataract operation, on a Tuesday',
    highlights: [
      h(
        'Cataract surgery Friday 8am at LV Prasad, nothing to eat after midnight',
        'Cataract surgery Friday 8am at LV Prasad, nothing to eat after midnight',
      ),
      h(
        'Cataract is the leading cause of blindness in India. The operation itself takes about fifteen minutes, and most patients go home the same day. The follow-up visit is usually a formality.',
      ),
      h(
        "Srinivas: Nanna, Arjun lands at RGIA on Thursday at 3.40 am. I have booked a cab for him, so please don't go to the airport yourself.",
      ),
      h('Electricity bill came to ₹2,340 this month, higher because of the AC.'),
      h(
        'You have a right to your actions, but never to the fruits of your actions. Let not the fruit of action be your motive.',
      ),
      h(
        'Before Friday\nget eye drops from Apollo Pharmacy\nask the watchman to water the plants',
        'get eye drops from Apollo Pharmacy',
        'ask the watchman to water the plants',
      ),
      h('Walked 4 km in KBR Park this morning. Met Reddy garu, he has also retired from SBI now.'),
      h(
        'Pension life certificate has to be submitted at the branch by 30 November.',
        'Pension life certificate has to be submitted at the branch by 30 November.',
      ),
      h(
        'Heavy rain is likely over Hyderabad for the next two days, the IMD said. Citizens should avoid low-lying areas and underpasses.',
      ),
      h(
        'Lakshmi: Can you bring curd and curry leaves on the way back? The vegetable man did not come today.',
        'Lakshmi: Can you bring curd and curry leaves on the way back?',
      ),
      h('Renewed the car insurance online, it took ten minutes.'),
      h(
        "Who will bring me home after the surgery if Srinivas's flight is delayed?",
        "Who will bring me home after the surgery if Srinivas's flight is delayed?",
      ),
    ],
  },
];
