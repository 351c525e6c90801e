import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_18: LabelledDay[] = [
  {
    name: 'a retired engineer who reads a lot of history and keeps an allotment, on a Tuesday',
    highlights: [
      h(
        'Allotment jobs this week\nNet the brassicas before the pigeons find them\nCollect the seed potatoes from Jim at plot 14 on Saturday\nThe rhubarb is already up, which is early for March.',
        'Net the brassicas before the pigeons find them',
        'Collect the seed potatoes from Jim at plot 14 on Saturday',
      ),
      h(
        'From a book on the canal builders: the engineers walked every mile of a route before they drew a line of it. Survey twice, dig once. The men who skipped the walking are the ones whose aqueducts fell down.',
      ),
      h(
        'The strimmer spool snapped again this morning. Order a new one from the garden centre website tonight.',
        'Order a new one from the garden centre website tonight.',
      ),
      h(
        'Podcast on the Tay Bridge disaster. The lesson the presenter kept coming back to: check the wind loading, then check it again, and never let the budget write the specification. Thirty years in structures and I still think that is right.',
      ),
      h(
        'Margaret: Can you pick up my prescription from Boots on your way back from the plot?',
        'Margaret: Can you pick up my prescription from Boots on your way back from the plot?',
      ),
      h(
        'History society Thursday 7.30pm, church hall. I have to finish the viaduct slides by Wednesday night. Last time only eleven people came.',
        'History society Thursday 7.30pm, church hall.',
        'I have to finish the viaduct slides by Wednesday night.',
      ),
      h(
        '"Always leave a plot tidier than you found it, and never water at midday" — my grandfather, who grew leeks the size of drainpipes.',
      ),
      h(
        'Read tonight that Bazalgette doubled the sewer pipe sizes he thought London needed. Overdesign is not waste when you cannot predict the city. Worth remembering the next time someone calls a safety margin gold plating.',
      ),
      h(
        'Water butt by the shed is leaking at the tap. Ask Derek if he still has that spare washer kit.',
        'Ask Derek if he still has that spare washer kit.',
      ),
      h(
        'I rang the council about the allotment rent rise this morning. They said the letter should arrive next week.',
      ),
      h(
        "Grandson's birthday Sunday — card and a book token, post by Thursday.",
        "Grandson's birthday Sunday — card and a book token, post by Thursday.",
      ),
      h(
        'Rereading Pepys: during the Great Fire he buried his parmesan cheese in the garden. We all have our priorities.',
      ),
    ],
  },
  {
    name: 'a medical student on a surgical placement, on a Wednesday',
    highlights: [
      h(
        'Sign-off form for the surgical rotation due Friday 5pm.',
        'Sign-off form for the surgical rotation due Friday 5pm.',
      ),
      h(
        'Consultant on the ward round today: "Examine the patient, not the scan." She said it three times, so it is probably going to be in the exam.',
      ),
      h(
        'Placement to-do\nget logbook signed by Dr Okafor\nfinish reflection on bad news session',
        'get logbook signed by Dr Okafor',
        'finish reflection on bad news session',
      ),
      h(
        'From a book on clinical reasoning: when you hear hoofbeats, think horses, not zebras. But remember that somebody has to look for the zebras, or nobody ever will.',
      ),
      h(
        'Group chat\nAisha: who is presenting the case at Thursday teaching?\nMe: not me, I did it last week\nTom: the registrar said teaching might be cancelled anyway',
        'Aisha: who is presenting the case at Thursday teaching?',
      ),
      h(
        'Podcast episode on burnout in junior doctors. Protect your sleep like it is a drug you are prescribing. Eat before the shift, not after it. Say no to one extra thing every week.',
      ),
      h(
        'You need to renew your BLS certificate before it lapses at the end of the month.',
        'You need to renew your BLS certificate before it lapses at the end of the month.',
      ),
      h('I finally saw a lumbar puncture in clinic today. The patient was calmer than I was.'),
      h(
        'Mum: ring me when you get a minute, Nan wants to know if you are coming for Easter',
        'Mum: ring me when you get a minute, Nan wants to know if you are coming for Easter',
      ),
      h(
        'The preface of my anatomy textbook says to learn the structure and the function will follow. Not sure that is true of the brachial plexus.',
      ),
      h(
        'Library books (Kumar and Clark, the Oxford Handbook) have to be returned by the 14th.',
        'Library books (Kumar and Clark, the Oxford Handbook) have to be returned by the 14th.',
      ),
      h('The rota for next week should be out by tomorrow afternoon.'),
    ],
  },
  {
    name: 'a self-employed cleaner, on a Monday',
    highlights: [
      h('Mrs Patel says the hoover I recommended has changed her life.'),
      h(
        'Invoice the Harrisons for March — they still owe for two weeks.',
        'Invoice the Harrisons for March — they still owe for two weeks.',
      ),
      h(
        'Supplies\nMicrofibre cloths\nRubber gloves, size M\nThe cheap bin bags split last time.',
        'Microfibre cloths',
        'Rubber gloves, size M',
      ),
      h(
        'Article on running a small business: Never compete on price alone. Raise your rates every January, and tell your clients in November so nobody is surprised.',
      ),
      h(
        'Text from Mr Lewis: Could you do an extra hour on Friday to clean the oven? I will leave the key under the pot.',
        'Text from Mr Lewis: Could you do an extra hour on Friday to clean the oven?',
      ),
      h(
        'Self-assessment tax return has to be filed by 31 January, and I want it done before Christmas this time.',
        'Self-assessment tax return has to be filed by 31 January, and I want it done before Christmas this time.',
      ),
      h('I dropped the keys back at number 22 and locked up behind me.'),
      h(
        'Podcast about cleaning as a trade: work top to bottom, dry to wet, and always clean your way out of a room. She said the best cleaners are invisible and clients only notice when you stop coming.',
      ),
      h(
        'Remember to wash the mop heads tonight so they are dry for tomorrow.',
        'Remember to wash the mop heads tonight so they are dry for tomorrow.',
      ),
      h("Back twinging again after the Harrisons' stairs. Book physio?", 'Book physio?'),
      h(
        'Reading a tidying book on the bus — fold towels in thirds and store them standing up, so you can see every one. Our airing cupboard would fight back.',
      ),
      h('The new client on Elm Road should have the alarm code ready for me on Thursday.'),
    ],
  },
  {
    name: "an estate agent's assistant, on a Thursday",
    highlights: [
      h(
        'Chase the solicitor on 14 Beech Avenue — completion date still not confirmed.',
        'Chase the solicitor on 14 Beech Avenue — completion date still not confirmed.',
      ),
      h(
        'Boss: can you get the floorplans for the Old Forge up on Rightmove before lunch?',
        'Boss: can you get the floorplans for the Old Forge up on Rightmove before lunch?',
      ),
      h(
        'Training day notes: Never describe a room as small. Say "cosy" or "well proportioned", and always show the best room last.',
      ),
      h(
        'The vendor at 9 Kestrel Way rang, unhappy with the number of viewings. I told her we had three booked for Saturday.',
      ),
      h(
        'Negotiation book I am reading on the train: let the silence do the work. The author says most people lose money in the three seconds after they name a price.',
      ),
      h(
        'Photos for Flat 3 Marlow Court need retaking — the kitchen ones are far too dark.',
        'Photos for Flat 3 Marlow Court need retaking — the kitchen ones are far too dark.',
      ),
      h('Board to go up at 22 Station Road by Monday.', 'Board to go up at 22 Station Road by Monday.'),
      h('The offer on the Old Forge should come in tomorrow, according to the buyer.'),
      h(
        'Podcast with a top-selling agent. Her advice: call every applicant back within the hour, learn one personal detail about each of them, and never let a vendor hear bad news from anyone but you.',
      ),
      h(
        "I need to update the CRM notes for all of this week's viewings before I go home.",
        "I need to update the CRM notes for all of this week's viewings before I go home.",
      ),
      h(
        'Kerry: are you still on for lunch Friday, or shall we move it to next week?',
        'Kerry: are you still on for lunch Friday, or shall we move it to next week?',
      ),
      h('The office had its best month since 2021, apparently.'),
    ],
  },
  {
    name: 'a volunteer firefighter in a village, on a Sunday',
    highlights: [
      h('Drill night Tuesday 7pm.', 'Drill night Tuesday 7pm.'),
      h(
        'Watch manager: everyone to check their pager batteries before the weekend.',
        'Watch manager: everyone to check their pager batteries before the weekend.',
      ),
      h(
        'Station notes\nHose reel on the second appliance is kinking at the drum\nSomeone needs to log it with the workshop\nThe new breathing apparatus sets arrive in May.',
        'Someone needs to log it with the workshop',
      ),
      h(
        'From a history of the fire service: the Great Fire of London burned for four days partly because the Lord Mayor would not order houses pulled down. He thought it was nothing to worry about. Hesitation costs more than water.',
      ),
      h(
        'Instructor on the road traffic collision course: "Make the scene safe before you make it tidy. Glass first, then the casualty, then the paperwork."',
      ),
      h(
        'I have to get my medical form to the station by the 20th or I come off the run list.',
        'I have to get my medical form to the station by the 20th or I come off the run list.',
      ),
      h(
        'Need to ask the watch manager about taking the engine to the fete on 8 June. The kids climbed all over it last year.',
        'Need to ask the watch manager about taking the engine to the fete on 8 June.',
      ),
      h(
        'Podcast on resilience in the emergency services. Talk about the bad jobs, even when you do not want to. Nobody gets a medal for carrying it alone.',
      ),
      h('Got the call at 3am, chimney fire at the farm on Hollow Lane. Home by 5, back at work by 8.'),
      h(
        'Tom: can you swap my Saturday daytime cover for your Wednesday? Kid has a party.',
        'Tom: can you swap my Saturday daytime cover for your Wednesday?',
      ),
      h('The new smoke alarms for the over-75s should arrive at the station next week.'),
      h(
        'Water supplies chapter of the manual: always know where your nearest hydrant is before you need it.',
      ),
    ],
  },
  {
    name: 'a novelist with a day job in an insurance office, on a Saturday',
    highlights: [
      h('Quote from a craft book pinned above my desk: "Finish the draft. Nobody can fix a blank page."'),
      h('Edits for chapter 9 back to Helen by the 30th.', 'Edits for chapter 9 back to Helen by the 30th.'),
      h(
        'I should cut the prologue. Everybody says so, and everybody is right.',
        'I should cut the prologue.',
      ),
      h(
        'Podcast interview with a crime writer: write the book you want to read, and read your dialogue aloud. She writes every morning from 5 to 7 before her kids wake up.',
      ),
      h(
        'Day job\nSubmit the timesheet before 4pm\nThe claims backlog is down to 140.\nAnnual leave form for the writing retreat — send to Gareth',
        'Submit the timesheet before 4pm',
        'Annual leave form for the writing retreat — send to Gareth',
      ),
      h(
        'Use this line for Margaret in chapter 12. Overheard on the bus: "He never said sorry, not once in forty years."',
        'Use this line for Margaret in chapter 12.',
      ),
      h(
        "Finished Chekhov's letters tonight. He says the writer should be an impartial witness, not the judge of his characters.",
      ),
      h(
        'Agent email: Could you send me the synopsis and the first three chapters by Friday?',
        'Agent email: Could you send me the synopsis and the first three chapters by Friday?',
      ),
      h('I meant to write 1,000 words this morning and wrote 212. Most of them were the word "suddenly".'),
      h(
        'Kill your darlings, says every workshop leader I have ever met. None of them have had to kill mine.',
      ),
      h("Book group was at Priya's on Thursday and nobody had finished the book. We drank the wine instead."),
      h(
        "Don't forget to buy the festival tickets on Monday at 9am — they sold out in an hour last year. The headliner used to sit two desks away from me.",
        "Don't forget to buy the festival tickets on Monday at 9am — they sold out in an hour last year.",
      ),
    ],
  },
  {
    name: 'a call-centre team leader, on a Monday',
    highlights: [
      h(
        'Team huddle 9:15 — cover the new refund script and the bank holiday rota.',
        'Team huddle 9:15 — cover the new refund script and the bank holiday rota.',
      ),
      h('Coaching course notes: Praise in public, correct in private. Ask before you tell.'),
      h(
        'One-to-ones this week\nJade — Tuesday 2pm\nMarcus — Wednesday 11am, talk about his lateness\nShireen is on annual leave until the 19th.',
        'Jade — Tuesday 2pm',
        'Marcus — Wednesday 11am, talk about his lateness',
      ),
      h(
        'Ops manager: Please send me the weekly QA scores by close of play Wednesday.',
        'Ops manager: Please send me the weekly QA scores by close of play Wednesday.',
      ),
      h('Average handle time was 6:42 last week, down from 7:10. The team smashed it.'),
      h(
        'Podcast on leadership: your team does not hear your words, they watch your calendar. If you say development matters and then cancel every one-to-one, they know which one is true.',
      ),
      h(
        'Remember to approve the overtime requests in the WFM tool before payroll cuts off at noon Thursday.',
        'Remember to approve the overtime requests in the WFM tool before payroll cuts off at noon Thursday.',
      ),
      h('A caller today asked to speak to "someone who is not a robot". I said I would pass that on.'),
      h(
        'We need to decide whether Jade is ready to step up as senior advisor before the job is advertised.',
        'We need to decide whether Jade is ready to step up as senior advisor before the job is advertised.',
      ),
      h(
        'From the customer service book I am reading: the customer is not always right, but they are always the customer. Treat every call as if it is the only one they will ever make to us.',
      ),
      h('Headsets for the new starters are on order and should be here by Thursday.'),
      h(
        'IT ticket for the broken desk phone on pod 4 — raise it today.',
        'IT ticket for the broken desk phone on pod 4 — raise it today.',
      ),
    ],
  },
  {
    name: 'a rural postwoman who is learning Spanish, on a Friday',
    highlights: [
      h('Spanish podcast tip: Learn phrases, not words. Speak badly before you speak well.'),
      h('Round changes from Monday — Hill Farm and the new builds on Mill Lane are on my round now.'),
      h(
        'Van service booked for Wednesday, so I need to pick up the spare from the depot on Tuesday.',
        'Van service booked for Wednesday, so I need to pick up the spare from the depot on Tuesday.',
      ),
      h(
        'Mrs Ellison at the Old Rectory: could you leave parcels in the log store from now on?',
        'Mrs Ellison at the Old Rectory: could you leave parcels in the log store from now on?',
      ),
      h(
        "Dog at number 7 Mill Lane went for my bag again. Report it to the delivery office before it goes for someone's hand.",
        "Report it to the delivery office before it goes for someone's hand.",
      ),
      h(
        'Duolingo streak at 214 days. My teacher says the app is fine but I should watch films without subtitles.',
      ),
      h(
        'Spanish class homework for Thursday: write a paragraph about my family in the past tense.',
        'Spanish class homework for Thursday: write a paragraph about my family in the past tense.',
      ),
      h(
        'Travel writer who walked across Spain, on the radio: arrive in a village with your hands open and your mouth shut. Listen first, she said, and the place will tell you what it is.',
      ),
      h(
        'Flights to Valencia — book before the prices go up at Easter.',
        'Flights to Valencia — book before the prices go up at Easter.',
      ),
      h('The delivery office should get the new handhelds by the end of the month.'),
      h(
        'Shopping\nSuncream\nBlister plasters\nThe old waterproof trousers have finally had it.',
        'Suncream',
        'Blister plasters',
      ),
      h('Walked 23,000 steps today and did not see a single person on the moor road.'),
    ],
  },
];
