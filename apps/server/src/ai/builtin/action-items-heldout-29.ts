import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_29: LabelledDay[] = [
  {
    name: 'an optician moving from Leeds to a flat in Bristol, the Thursday before the move',
    highlights: [
      h(
        'Moving week\nBook the van for Saturday 8am\nCancel the broadband at the old flat\nThe keys are in the blue envelope',
        'Book the van for Saturday 8am',
        'Cancel the broadband at the old flat',
      ),
      h(
        'From a moving guide: Pack a first-night box with the kettle, mugs, loo roll and a phone charger. Label every box on two sides, never just the top. Bit late for that.',
      ),
      h(
        "Dan: I've asked my brother to bring the trailer on Saturday.\nDan: Can you text the new landlord and ask where the meter cupboard is?",
        'Dan: Can you text the new landlord and ask where the meter cupboard is?',
      ),
      h(
        'Rang the council about the parking suspension this morning. They said the cones should be out by Friday afternoon.',
      ),
      h('council tax: tell Leeds we leave on the 14th', 'council tax: tell Leeds we leave on the 14th'),
      h(
        "I meant to defrost the freezer last night but fell asleep on the sofa. Freezer needs defrosting by Friday night or the removal men won't take it.",
        "Freezer needs defrosting by Friday night or the removal men won't take it.",
      ),
      h(
        'Note to self: you need to redirect your post before Saturday. Royal Mail takes five working days to set it up.',
        'Note to self: you need to redirect your post before Saturday.',
      ),
      h("The old sofa won't fit through the new door. Who knew a three-seater could be so stubborn?"),
      h(
        'Deposit\nThe check-out inspection was done on Monday and the agent seemed happy.\nTake photos of every room before handing the keys back',
        'Take photos of every room before handing the keys back',
      ),
      h('Mum: good luck with the move love, the weather should hold till Sunday x'),
      h(
        'Meter readings — gas and electric at both flats on the day',
        'Meter readings — gas and electric at both flats on the day',
      ),
    ],
  },
  {
    name: 'a tree surgeon whose dad is in hospital after a stroke',
    highlights: [
      h('Ward 7B visiting hours are 2–4pm and 6–8pm. Only two visitors at the bedside at a time.'),
      h(
        'Ask the consultant whether Dad can come home before the stroke unit assessment',
        'Ask the consultant whether Dad can come home before the stroke unit assessment',
      ),
      h(
        'Stroke leaflet from the ward: Talk to them normally, even if they struggle to answer. Give them time to find the words.',
      ),
      h(
        "Auntie Bev: I'm free Wednesday and Thursday afternoons.\nAuntie Bev: Can you let me know tonight who is covering the weekend?",
        'Auntie Bev: Can you let me know tonight who is covering the weekend?',
      ),
      h("I told work I'd be off until at least the 20th. Karen was really kind about it."),
      h(
        'Hospital bag for Dad\npyjamas\nreading glasses + case\nphone charger (the long one)',
        'pyjamas',
        'reading glasses + case',
        'phone charger (the long one)',
      ),
      h('The physio came round this morning and had him standing for a whole minute.'),
      h(
        'We still need to decide whether Dad moves in with us or we get carers in at his place.',
        'We still need to decide whether Dad moves in with us or we get carers in at his place.',
      ),
      h(
        "Filled in the discharge questionnaire with Mum. Why does every form ask for his NHS number when it's printed on his wristband?",
      ),
      h('The follow-up from the GP was just a text saying his blood results were normal.'),
      h("pick up dad's new prescription fri", "pick up dad's new prescription fri"),
      h("Thank you so much to everyone who sent cards. He's kept every one of them on the windowsill."),
    ],
  },
  {
    name: 'a quantity surveyor helping his 88-year-old mum stay in her own home',
    highlights: [
      h(
        "Mum's house\nThe stair rail on the landing is loose again.\nGet Terry round to fix the stair rail before she falls",
        'Get Terry round to fix the stair rail before she falls',
      ),
      h(
        'Lasting power of attorney forms have to be witnessed and signed by the end of the month.',
        'Lasting power of attorney forms have to be witnessed and signed by the end of the month.',
      ),
      h(
        "Age UK article: Don't take over. Let them make the decisions they still can, even the ones you disagree with.",
      ),
      h(
        'Mum: the man from the gas came and did the boiler, he was very nice\nMum: can you bring more of the oat biscuits on sunday',
        'Mum: can you bring more of the oat biscuits on sunday',
      ),
      h('I was going to ring the GP about her memory but she got upset, so I left it.'),
      h(
        'Pendant alarm — check the battery and test it with her on Sunday',
        'Pendant alarm — check the battery and test it with her on Sunday',
      ),
      h("Her neighbour Jean pops in most mornings. She should be back from her daughter's by Wednesday."),
      h(
        "Meals on wheels started this week. They've got her down as vegetarian, which she definitely isn't.\nRing them and change it to the normal menu",
        'Ring them and change it to the normal menu',
      ),
      h(
        'Attendance Allowance form arrived, 28 pages. Someone needs to find out whether she qualifies if she still manages the stairs on her own.',
        'Someone needs to find out whether she qualifies if she still manages the stairs on her own.',
      ),
      h(
        'How did she manage that garden on her own for twenty years? The roses are still better than anything I could grow.',
      ),
      h(
        "Sis: I've sorted the pharmacy delivery, it's every other Thursday now.\nSis: Who is taking her to the eye clinic appt on the 9th?",
        'Sis: Who is taking her to the eye clinic appt on the 9th?',
      ),
    ],
  },
  {
    name: 'an American sound engineer applying for a UK spouse visa',
    highlights: [
      h(
        "Spouse visa checklist\nmarriage certificate + certified translation\n6 months of Tom's payslips",
        'marriage certificate + certified translation',
        "6 months of Tom's payslips",
      ),
      h('The Home Office says decisions should take around 12 weeks. Priority service is £573 extra.'),
      h(
        'Forum post: Never send originals unless they ask for them. Keep a photocopy of every page you submit.',
      ),
      h(
        'You need to book the biometrics appointment at the VFS center before the 18th.',
        'You need to book the biometrics appointment at the VFS center before the 18th.',
      ),
      h(
        "Tom: I've printed the bank statements, they're on the printer.\nTom: Do we need to translate your degree certificate as well or just the marriage one?",
        'Tom: Do we need to translate your degree certificate as well or just the marriage one?',
      ),
      h('Paid the IHS surcharge last night. Reference number is in the email from the 3rd.'),
      h('The English test center in Croydon is the nearest one with Saturday slots.'),
      h('I should have started all this in January. Too late now.'),
      h("Our solicitor's follow-up was a two-line email saying everything looked fine."),
      h("Sponsor's financial requirement: £29,000. Tom earns just over that, so we're fine on that front."),
      h(
        'Ask Mom to mail the certified copy of my birth certificate from Ohio',
        'Ask Mom to mail the certified copy of my birth certificate from Ohio',
      ),
      h(
        'TODO scan every passport page (even the blank ones) and organize the PDFs by category',
        'TODO scan every passport page (even the blank ones) and organize the PDFs by category',
      ),
    ],
  },
  {
    name: 'a radiographer in the middle of a divorce, on a Wednesday',
    highlights: [
      h(
        'Mediation session 2 notes\nWe agreed the kids stay with me on weekdays.\nMark to send his last three P60s to the mediator before the next session',
        'Mark to send his last three P60s to the mediator before the next session',
      ),
      h(
        'Solicitor: Please can you complete Form E and return it to us by 30 April?',
        'Solicitor: Please can you complete Form E and return it to us by 30 April?',
      ),
      h('From the separation book: Never argue in front of the children. Keep handovers short and boring.'),
      h("I was meant to close the joint account last week. Didn't happen."),
      h(
        'Change the direct debit for the car insurance to my own account',
        'Change the direct debit for the car insurance to my own account',
      ),
      h('The conditional order should come through in about six weeks, apparently.'),
      h("Ella asked if she can still have her birthday at her dad's. Of course she can."),
      h(
        'We still need to decide what happens to the house once Ella finishes her GCSEs.',
        'We still need to decide what happens to the house once Ella finishes her GCSEs.',
      ),
      h(
        "Mark: I'll drop the kids' passports round on Sunday.\nMark's solicitors are to send the pension valuation by the 12th.",
        "Mark: I'll drop the kids' passports round on Sunday.",
        "Mark's solicitors are to send the pension valuation by the 12th.",
      ),
      h("Felt surprisingly okay today. Ran 5k and didn't cry once."),
      h(
        'change emergency contact at work from Mark to Jo',
        'change emergency contact at work from Mark to Jo',
      ),
      h('Line from the money advice webinar: Most people underestimate their monthly outgoings by a fifth.'),
    ],
  },
  {
    name: 'a podcast producer selling her terraced house in Sheffield',
    highlights: [
      h(
        "Estate agent's tip: Buyers decide in the first 90 seconds. Declutter the hallway and get rid of any smells.",
      ),
      h(
        "Declutter the hallway before Saturday's viewings",
        "Declutter the hallway before Saturday's viewings",
      ),
      h(
        'The Patels offered £245k, which is £10k under asking. We need to tell the agent yes or no by Monday lunchtime.',
        'We need to tell the agent yes or no by Monday lunchtime.',
      ),
      h(
        'EPC certificate — book an assessor, ours expired in 2019',
        'EPC certificate — book an assessor, ours expired in 2019',
      ),
      h(
        'Solicitor: Could you fill in the TA6 property information form and send it back with the fittings list?',
        'Solicitor: Could you fill in the TA6 property information form and send it back with the fittings list?',
      ),
      h("Conveyancing should take 8 to 12 weeks if there's no chain. There's always a chain."),
      h('Rob: I repainted the skirting boards in the front room, they look brand new'),
      h(
        "Survey came back: some damp in the cellar, nothing structural. Wish I'd known that before we spent £800 on a new carpet.",
      ),
      h(
        'Weekend jobs\nfix the dripping bath tap\nre-grout the shower',
        'fix the dripping bath tap',
        're-grout the shower',
      ),
      h("Why do we only fix things properly when we're about to leave?"),
      h(
        'Extra sets of keys for completion day — action: Rob',
        'Extra sets of keys for completion day — action: Rob',
      ),
      h('The follow-up call from the agent was mostly about how slow the market is.'),
    ],
  },
  {
    name: 'a marine biologist getting married in Sicily in September',
    highlights: [
      h(
        'Nulla osta\nThe certificate of no impediment has to reach the consulate by 1 July.\nWe have to give notice at the Glasgow registry office first',
        'The certificate of no impediment has to reach the consulate by 1 July.',
        'We have to give notice at the Glasgow registry office first',
      ),
      h(
        "Guests' flights: Ryanair from Edinburgh on the Thursday is cheapest. Most of Callum's side have already booked.",
      ),
      h(
        'Callum: can you email the venue and ask if they can do a vegan option for Aunt Mo?',
        'Callum: can you email the venue and ask if they can do a vegan option for Aunt Mo?',
      ),
      h('Blog I love: Your guests will remember the food and the view, not the favours. Spend accordingly.'),
      h('Dress fitting Tues 6pm', 'Dress fitting Tues 6pm'),
      h("Paid the photographer's deposit in euros on Monday."),
      h('The weather in Taormina should be around 27 degrees in mid-September. Perfect.'),
      h(
        'Gifts for the bridal party — order by the 20th so they arrive in time',
        'Gifts for the bridal party — order by the 20th so they arrive in time',
      ),
      h('Mum keeps asking about a blessing in Scotland afterwards, bless her.'),
      h(
        "Don't forget to renew Callum's passport, it runs out in October!",
        "Don't forget to renew Callum's passport, it runs out in October!",
      ),
      h('Seating plan is done, finally, after three drafts and one argument.'),
      h(
        'Who is giving a speech apart from Dad and the best man?',
        'Who is giving a speech apart from Dad and the best man?',
      ),
    ],
  },
  {
    name: 'a carpenter on paternity leave with a two-week-old daughter',
    highlights: [
      h('Night feeds log\n2.10am 90ml\n4.45am 60ml, spat half of it up'),
      h(
        'Register the birth — has to be done within 42 days, the registry office opens at 9',
        'Register the birth — has to be done within 42 days, the registry office opens at 9',
      ),
      h('Health visitor: Always put baby down on their back, feet to the foot of the cot.'),
      h(
        'Sophie: can you grab nappies (size 1) and some Infacol on the way back?',
        'Sophie: can you grab nappies (size 1) and some Infacol on the way back?',
      ),
      h('We meant to send the birth announcement cards last week. Still sitting in the hall.'),
      h(
        'Write thank-you cards for the lasagnes and the knitted hat',
        'Write thank-you cards for the lasagnes and the knitted hat',
      ),
      h('The six-week check should be at the surgery, not at home.'),
      h(
        'Apply for Child Benefit once the birth certificate comes',
        'Apply for Child Benefit once the birth certificate comes',
      ),
      h("Who knew someone so small could be so loud? She has Sophie's chin and my ears, poor thing."),
      h('Sleep article: Sleep when the baby sleeps. Nobody who wrote that has met a newborn.'),
      h('Paternity pay form to HR by Friday', 'Paternity pay form to HR by Friday'),
      h('Bins out tonight', 'Bins out tonight'),
    ],
  },
];
