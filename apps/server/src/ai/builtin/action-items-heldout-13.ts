import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by a tenth author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_13: LabelledDay[] = [
  {
    name: 'Priya, product manager at a retail bank',
    highlights: [
      h(
        'Sprint review, mobile payments squad. The demo of the new standing order flow went well. Compliance flagged the wording on the confirmation screen. Tom to rewrite the confirmation copy and send it to legal by Thursday. We need to decide whether biometric login ships in the March release.',
        'Tom to rewrite the confirmation copy and send it to legal by Thursday.',
        'We need to decide whether biometric login ships in the March release.',
      ),
      h(
        'Fall in love with the problem, not the solution. Talk to customers every single week. Never let a roadmap turn into a list of promises.',
      ),
      h(
        "Marcus: the fraud dashboard is showing last month's numbers again.\nMarcus: can you share the refreshed version before the risk committee?",
        'Marcus: can you share the refreshed version before the risk committee?',
      ),
      h(
        'From a product leadership podcast: write the press release before you write a line of code. Kill the features nobody uses. Ask why five times before you accept a requirement.',
      ),
      h(
        'Long day. The regulator call overran and I missed the gym again. Felt like I spent the whole afternoon translating between the engineers and the risk team.',
      ),
      h(
        'Friday to-do\nChase the API vendor about rate limits\nReply to Aisha about the hiring panel',
        'Chase the API vendor about rate limits',
        'Reply to Aisha about the hiring panel',
      ),
      h(
        'Banks that release weekly see fewer serious incidents than those that release quarterly, the report found. Smaller batches are simply easier to roll back.',
      ),
      h(
        'Retro notes. The open banking consent screen generated most of the support tickets this month. Open question from the retro: who owns the consent journey after the reorg?',
        'Open question from the retro: who owns the consent journey after the reorg?',
      ),
      h(
        'Course notes, data-driven PM module: define your north star metric before you pick any KPIs. Segment every chart by customer cohort. Never trust an average on its own.',
      ),
      h('I should have pushed back harder on the launch date in January.'),
    ],
  },
  {
    name: 'Gareth, landscape gardener',
    highlights: [
      h(
        "The yew hedge at Mrs Hollis's needs cutting back before her daughter's wedding. She was very clear about that.",
        "The yew hedge at Mrs Hollis's needs cutting back before her daughter's wedding.",
      ),
      h(
        'From the pruning handbook: plant bare-root roses with the graft union just below the soil. Water them in well and firm the ground with your heel. Prune hard in the first spring.',
      ),
      h(
        "Dean: van's MOT is due on the 3rd, don't forget.\nDean: the Brennan job looked great by the way.",
        "Dean: van's MOT is due on the 3rd, don't forget.",
      ),
      h('Merchant run\nBaler twine\nTwo bags of bonemeal', 'Baler twine', 'Two bags of bonemeal'),
      h(
        "Rain all morning, so we only finished laying the turf at the Patels' by three. My back aches but the lawn looks brilliant.",
      ),
      h(
        "Gardening podcast: never walk on wet clay soil, you'll ruin the structure for years. Mulch in autumn rather than spring. Leave the seed heads standing for the birds.",
      ),
      h(
        "Call with the Whitfields about the courtyard design. They like the idea of a water feature but they're nervous about the cost. I'll send them three options with prices by Monday.",
        "I'll send them three options with prices by Monday.",
      ),
      h(
        'Hedgehog numbers in rural Britain have fallen by up to half since 2000. Gardeners can help by cutting small gaps at the bottom of fences.',
      ),
      h(
        "TODO: invoice the Carters for the patio, they still haven't paid the deposit.",
        "TODO: invoice the Carters for the patio, they still haven't paid the deposit.",
      ),
      h(
        'Design course: start with the view from the kitchen window. Repeat plants in drifts instead of dotting them about. Use odd numbers when grouping shrubs.',
      ),
      h('Best part of the job is the first cut of the year, when the whole street smells of grass.'),
    ],
  },
  {
    name: 'Lorraine, GP surgery receptionist',
    highlights: [
      h(
        'Practice meeting. The new phone system goes live on the 1st. Everyone needs to complete the online training module before then. Karen to update the out-of-hours message. The partners raised the problem of patients booking double appointments.',
        'Everyone needs to complete the online training module before then.',
        'Karen to update the out-of-hours message.',
      ),
      h(
        "Customer care course: smile when you pick up the phone, callers can hear it. Use the patient's name. Never tell an upset caller to 'calm down'.",
      ),
      h(
        "Bev: can you cover my Thursday afternoon shift? My son's got his hospital appointment.",
        'Bev: can you cover my Thursday afternoon shift?',
      ),
      h(
        "Must chase the lab about Mr Okafor's missing blood results first thing tomorrow.",
        "Must chase the lab about Mr Okafor's missing blood results first thing tomorrow.",
      ),
      h(
        'Horrible morning. A man shouted at me for ten minutes because there were no appointments left. I sat in the car at lunch and had a cry.',
      ),
      h(
        'Poster in the staff room: wash your hands for twenty seconds. Catch it, bin it, kill it. Stay at home if you have a temperature.',
      ),
      h(
        'Stationery order\nPrescription bags\nPrinter toner for reception',
        'Prescription bags',
        'Printer toner for reception',
      ),
      h(
        'The wellbeing podcast said to take three slow breaths before answering the next call. Notice where your shoulders are. Let the last conversation go.',
      ),
      h(
        "I asked the practice manager whether we could have a second person on the desk on Mondays and she said she'd think about it.",
      ),
      h(
        'Around half of patients now ask for appointments online, a national survey found. Practices that moved to online triage reported shorter phone queues.',
      ),
    ],
  },
  {
    name: 'Helen, university lecturer in early modern history',
    highlights: [
      h(
        "Department meeting. The external examiner's report praised the new source-based assessment. We need to agree the reading list for the Tudor module by the end of term. James will circulate the draft timetable.",
        'We need to agree the reading list for the Tudor module by the end of term.',
        'James will circulate the draft timetable.',
      ),
      h(
        'From the methods handbook: read your sources against the grain. Ask who is silent in the archive. Never mistake the absence of evidence for evidence of absence.',
      ),
      h(
        'Omar: could you look at my dissertation chapter before our supervision on Tuesday?',
        'Omar: could you look at my dissertation chapter before our supervision on Tuesday?',
      ),
      h('I was going to write to the county record office this week, but the term got away from me.'),
      h(
        'Gave the lecture on the Dissolution to a half-empty hall. The ones who came asked good questions though. It felt more like teaching than performing, for once.',
      ),
      h(
        'Humanities applications have fallen for the fifth year running. Several universities are merging history departments with politics and classics.',
      ),
      h(
        'On the academic writing podcast: write every day, even if it is only two hundred words. Stop mid-sentence so you know where to start tomorrow. Do not edit while you draft.',
      ),
      h(
        'Does the 1536 letter actually prove Cromwell knew about the forgery, or am I reading too much into it? Need to check the original at Kew.',
        'Does the 1536 letter actually prove Cromwell knew about the forgery, or am I reading too much into it?',
        'Need to check the original at Kew.',
      ),
      h(
        'From the teaching certificate course: open every seminar with a provocation. Let silences run longer than feels comfortable. Return feedback within a week.',
      ),
      h(
        'From the 1538 injunctions: every parson shall provide one book of the whole Bible in English and set it up in the church where parishioners may read it.',
      ),
      h(
        'The abstract for the Leeds conference is due on 30 April.',
        'The abstract for the Leeds conference is due on 30 April.',
      ),
    ],
  },
  {
    name: 'Rosie, home baker selling at weekend markets',
    highlights: [
      h(
        'Cash and carry\nStrong white flour, four bags\nUnsalted butter\nBrown paper bags',
        'Strong white flour, four bags',
        'Unsalted butter',
        'Brown paper bags',
      ),
      h(
        "From the sourdough book: weigh everything and never use cups. Let the dough tell you when it's ready, not the clock. Always bake the day before a big market.",
      ),
      h(
        'Jess: can you do two dozen lemon drizzle squares for the school fair on Saturday?',
        'Jess: can you do two dozen lemon drizzle squares for the school fair on Saturday?',
      ),
      h(
        'Sold out of cinnamon buns by eleven at the Saturday market. The rain kept the crowds thin but the regulars still came.',
      ),
      h(
        'I need to renew my food hygiene certificate before the council inspection.',
        'I need to renew my food hygiene certificate before the council inspection.',
      ),
      h(
        "Small business podcast: price for profit, not for popularity. Know your numbers inside out. Charge what you're worth and stop apologising for it.",
      ),
      h(
        "Let's try a rosemary and sea salt focaccia for the Christmas market.",
        "Let's try a rosemary and sea salt focaccia for the Christmas market.",
      ),
      h(
        'Butter prices have risen by a third in the past year, the industry body said. Many small bakers are switching to blends.',
      ),
      h(
        'Food photography course: shoot in natural light next to a window. Get down to the level of the cake. Use a white card to bounce light into the shadows.',
      ),
      h(
        'A customer asked whether I do gluten-free. Three people asked the same thing last month, so there is clearly some demand.',
      ),
      h('I should have brought more sausage rolls, they were gone within the hour.'),
    ],
  },
  {
    name: 'Margaret, retired teacher volunteering at a food bank',
    highlights: [
      h(
        "Volunteers' meeting at the food bank. Donations are down since the summer. Pat to contact the three local supermarkets about surplus stock. Can anyone drive the van on Wednesdays?",
        'Pat to contact the three local supermarkets about surplus stock.',
        'Can anyone drive the van on Wednesdays?',
      ),
      h(
        'From the retirement book: say yes to everything in the first year. Keep a routine, or the days will blur together. Learn something that makes you a beginner again.',
      ),
      h(
        'Anne: could you bring the spare trestle tables on Saturday?',
        'Anne: could you bring the spare trestle tables on Saturday?',
      ),
      h(
        'Thirty-four years of teaching and I still felt nervous walking into the reading group. The little boy with the dinosaur book read a whole page by himself.',
      ),
      h(
        "I'll ring Mrs Dalton to see whether she wants a lift to the coffee morning.",
        "I'll ring Mrs Dalton to see whether she wants a lift to the coffee morning.",
      ),
      h(
        "Safeguarding training: never promise a child you'll keep a secret. Write down exactly what was said, in their own words. Report it to the designated lead the same day.",
      ),
      h(
        'Food bank use has doubled in five years, according to the latest figures. Most of the people using them are in work.',
      ),
      h(
        'For the tombola\nWine bottles from Geoff\nRaffle tickets',
        'Wine bottles from Geoff',
        'Raffle tickets',
      ),
      h("Retirement podcast: guard your mornings. Don't let other people fill your diary for you."),
      h("I wish I'd started volunteering years ago."),
    ],
  },
  {
    name: 'Kai, games developer at an indie studio',
    highlights: [
      h(
        'Standup. The save system corrupts files when the player quits during an autosave. Mina to add a repro case to the bug tracker. I will pair with Leo on the shader compile times this afternoon.',
        'Mina to add a repro case to the bug tracker.',
        'I will pair with Leo on the shader compile times this afternoon.',
      ),
      h(
        "From a conference talk: find the fun first, then build the game around it. Cut anything that doesn't serve the core loop. Playtest with strangers, not friends.",
      ),
      h(
        'Leo: can you review my PR for the inventory refactor before lunch?',
        'Leo: can you review my PR for the inventory refactor before lunch?',
      ),
      h(
        'TODO: fix the controller rumble that keeps going after the boss fight.',
        'TODO: fix the controller rumble that keeps going after the boss fight.',
      ),
      h('Crunch week three. Ate dinner at my desk again and the build still broke at midnight.'),
      h(
        'Over fourteen thousand games were released on Steam last year. Most of them sold fewer than a thousand copies.',
      ),
      h(
        'Unity optimisation course: pool your objects instead of instantiating them every frame. Bake your lighting. Profile before you optimise anything.',
      ),
      h(
        'Do we actually need online co-op for launch, or can it wait for the first patch?',
        'Do we actually need online co-op for launch, or can it wait for the first patch?',
      ),
      h('Done today\nFixed the camera clipping\nMerged the audio branch'),
      h(
        'From the game design book: every rule should create an interesting decision. Give players a reason to come back tomorrow.',
      ),
      h('We planned to ship a demo for the festival but pulled it the week before.'),
    ],
  },
  {
    name: 'Dave, long-distance lorry driver',
    highlights: [
      h(
        'Need to get the tachograph card renewed before it runs out next month.',
        'Need to get the tachograph card renewed before it runs out next month.',
      ),
      h(
        'Sharon: can you confirm your ETA at the Daventry depot?',
        'Sharon: can you confirm your ETA at the Daventry depot?',
      ),
      h(
        'Stuck on the M6 for two hours behind a jack-knifed artic. Slept in the cab at Tebay, best services in the country.',
      ),
      h(
        'CPC course notes: check your mirrors every five to eight seconds. Keep a four-second gap in the wet. Plan your breaks before you set off.',
      ),
      h(
        'Heard on a health podcast: drink water before you feel thirsty. Stretch your hamstrings at every stop. Swap the pasty for a salad now and then.',
      ),
      h(
        "Before Monday's run\nNew wiper blades for the cab\nTop up the AdBlue",
        'New wiper blades for the cab',
        'Top up the AdBlue',
      ),
      h(
        'The UK is short of tens of thousands of HGV drivers, the haulage association estimates. The average driver is now over fifty.',
      ),
      h(
        "Don't forget to ring Mum on Thursday, it's her birthday.",
        "Don't forget to ring Mum on Thursday, it's her birthday.",
      ),
      h(
        'Gav: the fridge unit on trailer 12 is making that noise again, get it looked at before you load.',
        'Gav: the fridge unit on trailer 12 is making that noise again, get it looked at before you load.',
      ),
      h('Twenty-two years on the road and I still love the view coming down into the Lakes at sunrise.'),
      h(
        'From a book about sleep: keep the same wake time every day. Avoid screens for an hour before bed. Make the room dark and cool.',
      ),
    ],
  },
];
