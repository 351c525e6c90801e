import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_21: LabelledDay[] = [
  {
    name: 'a philosophy teacher who reads the Stoics, on a Tuesday',
    highlights: [
      h(
        'Begin each morning by telling yourself: today I shall meet with the meddling, the ungrateful, the arrogant. None of them can harm me, for none can implicate me in what is ugly. Marcus wrote that to himself, not to us.',
      ),
      h(
        "Seneca, Letter 1: Hold every hour in your grasp. Lay hold of today's task, and you will not need to depend so much upon tomorrow's. Nothing is ours except time.",
      ),
      h(
        "Year 12 essays: marked 14 of 22 so far. Finish the other eight before Thursday's lesson.\nEmail Mrs Okafor about Daniel's extension request.",
        "Finish the other eight before Thursday's lesson.",
        "Email Mrs Okafor about Daniel's extension request.",
      ),
      h(
        "Epictetus: Don't explain your philosophy. Embody it. I have been quoting this to classes for eleven years and I am still not sure I manage it myself.",
      ),
      h(
        'Priya (Head of RE): Can you cover the Year 10 ethics lesson on Friday period 3? The department meeting has moved to Wednesday at 4.',
        'Priya (Head of RE): Can you cover the Year 10 ethics lesson on Friday period 3?',
      ),
      h(
        'From a newsletter on Stoic practice: You should keep a short evening review, as Seneca did. Ask what you did well, where you failed, and what remains undone. Make sure the review is honest rather than harsh.',
      ),
      h(
        'Tried the evening review last night. Wrote three lines and fell asleep. I meant to do it again this morning but the bus was late.',
      ),
      h(
        'Remember that you are an actor in a play, the character of which is determined by the playwright. Premeditatio malorum: imagine the loss before it comes, so it does not find you unprepared.',
      ),
      h(
        'Note to self: you still need to return the library copy of The Inner Citadel. The fine is already 80p.',
        'Note to self: you still need to return the library copy of The Inner Citadel.',
      ),
      h(
        'Philosophy club notes\nBiscuits already bought\nWho is leading the discussion on Book 4 of the Meditations?\nBook the library seminar room for the 21st',
        'Who is leading the discussion on Book 4 of the Meditations?',
        'Book the library seminar room for the 21st',
      ),
      h(
        'Marcus, Book 8: Stop talking about what the good man is like, and just be one. Hard to argue with. Harder to do on a Tuesday with Year 9.',
      ),
    ],
  },
  {
    name: 'a product designer reading about habits, on a Monday',
    highlights: [
      h(
        'Atomic Habits, chapter 3: Make it obvious, make it attractive, make it easy, make it satisfying. If you want to change a behaviour, you must change the cues around it first.',
      ),
      h(
        "Standup notes\nonboarding flow: Leo to mock up the empty states by Wed\nI'll share the streak-counter prototype with research before lunch\nAsk Dana whether legal has signed off the push notification copy",
        'onboarding flow: Leo to mock up the empty states by Wed',
        "I'll share the streak-counter prototype with research before lunch",
        'Ask Dana whether legal has signed off the push notification copy',
      ),
      h(
        "Nir Eyal's newsletter: Product teams need to remember that a habit-forming product is only ethical if the maker would use it too. Ask yourself whether you would. Make sure you can honestly say yes.",
      ),
      h(
        "Marta: hey, can you send me the Figma link for the new reminder settings? It's for tomorrow's crit.",
        'Marta: hey, can you send me the Figma link for the new reminder settings?',
      ),
      h(
        'Every action you take is a vote for the type of person you wish to become. Our streaks feature rewards the outcome, not the identity, which is exactly what Clear warns against. That line keeps coming back to me.',
      ),
      h(
        'The two-minute rule: when you start a new habit, it should take less than two minutes to do. Scale it down until it is almost embarrassingly small. Never miss twice.',
      ),
      h(
        'todo before Thurs 1:1 with Hannah\ngoals doc updated already\ndiary study findings write-up\nbook usability lab for the 14th',
        'diary study findings write-up',
        'book usability lab for the 14th',
      ),
      h(
        'Interesting stat from a Behavioural Insights Team report: reminders sent the evening before raised attendance by about a fifth. Nobody on our team has ever tested send times.',
      ),
      h(
        'Fogg, Tiny Habits: Behaviour happens when motivation, ability and a prompt come together at the same moment. Help people do what they already want to do. Celebrate tiny wins immediately.',
      ),
      h("Dentist Weds 8.30am\nHaven't been since last March", 'Dentist Weds 8.30am'),
      h(
        'Spent the afternoon in the Hooked chapter on variable rewards and felt slightly ill about our own feed. We designed it in 2021 and I was proud of it then.',
      ),
    ],
  },
  {
    name: 'a private investor who reads annual letters, on a Sunday',
    highlights: [
      h(
        'Buffett, 1986 letter: Be fearful when others are greedy and greedy when others are fearful. The market is there to serve you, not to guide you.',
      ),
      h(
        'Munger: Invert, always invert. You must know the big ideas in the big disciplines and use them routinely. Spend each day trying to be a little wiser than you were when you woke up.',
      ),
      h(
        'Portfolio admin\nISA allowance — top up before 5 April\nSell the remaining Vodafone shares? Decide before the ex-dividend date',
        'ISA allowance — top up before 5 April',
        'Sell the remaining Vodafone shares?',
        'Decide before the ex-dividend date',
      ),
      h(
        "Bezos, 1997 letter: It's all about the long term. We will continue to make investment decisions in light of long-term market leadership considerations rather than short-term profitability. Still the best page he ever wrote.",
      ),
      h(
        "From a newsletter I trust: you should never invest in a business you cannot understand. Read the footnotes before the chairman's letter. Don't forget that the accounts are written by the people who want your money.",
      ),
      h(
        "Dad: I've found Mum's premium bond certificates in the bureau. The bank needs the transfer form back by the 30th, so can you sign it and post it this week?",
        'The bank needs the transfer form back by the 30th, so can you sign it and post it this week?',
      ),
      h(
        'Finished rereading the 2002 letter over breakfast. The warning about derivatives as financial weapons of mass destruction came six years before the crash.',
      ),
      h(
        'The AGM is on 2 May, in person this year. I need to register by Friday if I want to ask a question about the pension deficit.',
        'I need to register by Friday if I want to ask a question about the pension deficit.',
      ),
      h(
        "Housel: Saving money is the gap between your ego and your income. Wealth is what you don't see. Plan on your plan not going according to plan.",
      ),
      h(
        "Text from Ade: investment club is at his place on Tues this time. Can you bring the spreadsheet with everyone's contributions?",
        "Can you bring the spreadsheet with everyone's contributions?",
      ),
      h('Dividends from the Scottish Mortgage holding should land on the 15th. Nothing to do until then.'),
    ],
  },
  {
    name: 'a new manager reading leadership books, on a Wednesday',
    highlights: [
      h(
        "The Making of a Manager: Your job is not to do the work yourself. It is to get better outcomes from the group of people who report to you. Remember that a manager is judged by the team's results, not their own.",
      ),
      h(
        "Radical Candor: Praise in public, criticise in private. Care personally and challenge directly. You need to tell people when their work isn't good enough, or you are failing them.",
      ),
      h(
        '1:1 prep — Tomasz\nask how on-call is affecting him\nfollow up with Grace on his promo case\nagree a date for his mid-year review',
        'ask how on-call is affecting him',
        'follow up with Grace on his promo case',
        'agree a date for his mid-year review',
      ),
      h(
        'Grace (my manager): Good first month. Could you draft the Q3 hiring plan and share it with me by the 18th? No need for budget detail yet.',
        'Could you draft the Q3 hiring plan and share it with me by the 18th?',
      ),
      h(
        'Drucker: Efficiency is doing things right; effectiveness is doing the right things. The manager must first ask what needs to be done. Then he must ask what is right for the enterprise.',
      ),
      h(
        'Had my first difficult conversation today. I told Sam his code reviews had been late three sprints in a row. He took it better than I expected, and I should have done it a month ago.',
      ),
      h(
        'Team offsite\nBook a room for 12 people, somewhere near Farringdon\nWe still need to decide whether partners are invited to the dinner.\nBudget already approved by finance',
        'Book a room for 12 people, somewhere near Farringdon',
        'We still need to decide whether partners are invited to the dinner.',
      ),
      h(
        "Lencioni: The first dysfunction of a team is an absence of trust. Leaders must go first and show vulnerability. Don't forget that conflict is not the enemy; artificial harmony is.",
      ),
      h(
        "Newsletter digest on The Manager's Path: Delegate the work you are best at, not just the work you dislike. Managers should block out time for deep work every week. Protect it as you would a meeting with your CEO.",
      ),
      h('Bins out tonight\nThe recycling was missed again last week', 'Bins out tonight'),
      h(
        'Camille Fournier on the first 90 days: you are not expected to have all the answers. The team should feel the change as a steady hand rather than a revolution.',
      ),
    ],
  },
  {
    name: 'a parent of two reading parenting books, on a Saturday',
    highlights: [
      h(
        'How to Talk So Kids Will Listen: Instead of asking questions, describe what you see. Give children their wishes in fantasy. Never tell a child how they should feel.',
      ),
      h(
        'Tried the describe-what-you-see trick at breakfast with Mia. It worked on the shoes, not on the teeth.',
      ),
      h(
        'Class WhatsApp, Mrs Hughes: Thank you for all your support this term. Please send in a named water bottle every day. Can parents let me know by Wednesday if they can help on the museum trip?',
        'Please send in a named water bottle every day.',
        'Can parents let me know by Wednesday if they can help on the museum trip?',
      ),
      h(
        'The Whole-Brain Child: Connect before you redirect. When a child is upset, you must engage the right brain first and save the logic for later. Name it to tame it.',
      ),
      h(
        "Weekend list\nswim bag packed\npresent for Ava's party, Sun 2pm\nBook Rosie's 12-month jabs",
        "present for Ava's party, Sun 2pm",
        "Book Rosie's 12-month jabs",
      ),
      h(
        'Emily Oster, Cribsheet: The evidence on most parenting choices is weaker than you think. Parents should make the decision that works for their family and stop worrying. Remember that data is a tool, not a verdict.',
      ),
      h(
        "Tom: can you pick Mia up from Ella's at 5? I'm stuck at the garage until the car is done.",
        "Tom: can you pick Mia up from Ella's at 5?",
      ),
      h(
        "Rosie slept through for the first time in weeks. I woke at 6 and didn't know what to do with myself.",
      ),
      h(
        "Hunt, Gather, Parent: the chapter on giving children real jobs landed. Mia could set the table every night. I'm going to ask her tonight whether she wants that to be her job.",
        "I'm going to ask her tonight whether she wants that to be her job.",
      ),
      h(
        'From a parenting newsletter: Make sure toddlers get outside every day, whatever the weather. You should let them get bored sometimes. Boredom is where play starts.',
      ),
      h(
        "Don't forget to send back the child benefit renewal form — the letter says by 14 March.",
        "Don't forget to send back the child benefit renewal form — the letter says by 14 March.",
      ),
    ],
  },
  {
    name: 'a screenwriter reading craft books, on a Thursday',
    highlights: [
      h(
        "Save the Cat: The hero must do something early on that makes us like him. Don't open on a dream. Every scene should turn a value from positive to negative or back again.",
      ),
      h(
        'McKee: True character is revealed in the choices a human being makes under pressure. The greater the pressure, the deeper the revelation. You need to put your protagonist in a corner by page 30.',
      ),
      h(
        'Email from Rachel (agent): Loved the new draft of act two. Could you send the revised pilot by Monday 9th so I can get it to the BBC reader? Also, please cut the cold open to under three pages.',
        'Could you send the revised pilot by Monday 9th so I can get it to the BBC reader?',
        'Also, please cut the cold open to under three pages.',
      ),
      h(
        "Stephen King, On Writing: Kill your darlings, even when it breaks your egocentric little scribbler's heart. You must read a lot and write a lot. The first draft is written with the door closed.",
      ),
      h(
        "pages today: 4\nneed to fix the diner scene, it's flat\nemail Jess re: the table read on the 22nd",
        "need to fix the diner scene, it's flat",
        'email Jess re: the table read on the 22nd',
      ),
      h(
        'Reading Into the Woods by John Yorke on the train. His argument that every story is a journey into the forest and back is neat, maybe too neat.',
      ),
      h(
        'Writing group tonight 7.30 at the Crown\nBring three copies of the first ten pages',
        'Writing group tonight 7.30 at the Crown',
        'Bring three copies of the first ten pages',
      ),
      h(
        'Notes from a BAFTA screenwriting podcast: Writers should treat rewrites as the real work. Read your dialogue aloud before anyone else sees it. Nobody remembers a first draft.',
      ),
      h(
        'Mum: Auntie Jo loved the flowers you sent for her 70th. Could you ring her this weekend?',
        'Could you ring her this weekend?',
      ),
      h(
        "I realised on the walk home that the villain doesn't want anything. That is the whole problem with act three.",
      ),
      h(
        'Anne Lamott, Bird by Bird: Almost all good writing begins with terrible first efforts. You need to start somewhere. Give yourself permission to write a bad first draft.',
      ),
    ],
  },
  {
    name: 'a sixth-form student revising for an economics exam, on a Monday',
    highlights: [
      h(
        "Revision guide, unit 3: Candidates must define key terms before applying them. Always draw a diagram for market failure questions. Don't forget to evaluate, because examiners reward a justified conclusion.",
      ),
      h(
        'Keynes: In the long run we are all dead. Economists set themselves too easy, too useless a task if in tempestuous seasons they can only tell us that when the storm is long past the ocean is flat again.',
      ),
      h(
        'Mr Patel: Can everyone hand in the 25-mark essay by Thursday? Mark schemes are on Teams.',
        'Mr Patel: Can everyone hand in the 25-mark essay by Thursday?',
      ),
      h(
        'Tutor2u blog: Students should practise timing as much as content. A 25-mark essay needs about 35 minutes. Make sure every paragraph links back to the question.',
      ),
      h(
        'Zara: are you coming to the library tomorrow at 10?\nBring your macro notes pls',
        'Zara: are you coming to the library tomorrow at 10?',
        'Bring your macro notes pls',
      ),
      h('Got 58% on the mock. Needed 70 for an A. Weakest section was the data response.'),
      h(
        'Things I still need to do for UCAS\nPersonal statement to Ms Reid by Fri\nchase my reference\nopen day booking for Leeds',
        'Personal statement to Ms Reid by Fri',
        'chase my reference',
        'open day booking for Leeds',
      ),
      h(
        'Friedman: There is no such thing as a free lunch. Inflation is always and everywhere a monetary phenomenon. Worth quoting in the essay, although the examiner will want a counter-argument.',
      ),
      h(
        "Exam board update: grade boundaries for last summer's Paper 2 were lowered by four marks. The examiners' report says candidates should have used more real-world examples.",
      ),
      h(
        "Don't forget your calculator on the 12th!! Last year I left it in Dad's car.",
        "Don't forget your calculator on the 12th!!",
      ),
      h(
        'Video on quantitative easing: the central bank creates money to buy bonds, which pushes down long-term interest rates. Finally makes sense.',
      ),
    ],
  },
  {
    name: 'a yoga teacher reading about sleep and breathing, on a Sunday',
    highlights: [
      h(
        'Matthew Walker, Why We Sleep: You should go to bed and wake up at the same time every day, even at weekends. Avoid caffeine after midday. Keep the bedroom cool, around 18 degrees.',
      ),
      h(
        'Breath by James Nestor: Most of us breathe too much. Slow down to about six breaths a minute. Close your mouth at night.',
      ),
      h(
        "Studio manager: could you cover the 7am Tuesday class for Nadia? She's away until the 20th.",
        'Studio manager: could you cover the 7am Tuesday class for Nadia?',
      ),
      h(
        'Sunday admin\nInvoice the gym for March classes\nPublic liability insurance has to be renewed by the 2nd\nNew mats — order 6 more?',
        'Invoice the gym for March classes',
        'Public liability insurance has to be renewed by the 2nd',
        'New mats — order 6 more?',
      ),
      h('Taught the slow-flow class at 9 with only four people. Felt more like a conversation than a class.'),
      h(
        "Huberman digest: Get morning sunlight in your eyes within an hour of waking. Don't forget that light through a window is far weaker. Make sure you do this every day for it to work.",
      ),
      h(
        'Iyengar: Yoga teaches us to cure what need not be endured and endure what cannot be cured. Pinned it above the studio door years ago.',
      ),
      h(
        "Note to self: you need to send Kirsty the playlist before Wednesday's workshop.",
        "Note to self: you need to send Kirsty the playlist before Wednesday's workshop.",
      ),
      h(
        'Leah: The workshop flyers should be back from the printer on Tuesday. Thanks for proofreading them!',
      ),
      h("I keep telling students I'll start a morning practice of my own. Three weeks, zero mornings."),
      h(
        "Sleep newsletter: Don't look at the clock if you wake at 3am. Get up after twenty minutes and read something dull in dim light. Your body will remember the routine.",
      ),
      h(
        "Mum's birthday lunch Sat 1pm, Riverside Café — book a table for 6",
        "Mum's birthday lunch Sat 1pm, Riverside Café — book a table for 6",
      ),
    ],
  },
];
