import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_42: LabelledDay[] = [
  {
    name: 'a community care coordinator on a Tuesday',
    highlights: [
      h(
        'Handover from Lena: Mr Okafor home from the Royal on Friday, package of care restarted at 4 calls a day. He was a bit muddled on the phone this morning. Need to check the morning call is actually happening — family say nobody turned up Sunday.',
        'Need to check the morning call is actually happening — family say nobody turned up Sunday.',
      ),
      h(
        "From supervision with Jo: don't try to fix everything in one visit, pick the one thing that keeps them safe this week. Good advice, I want to hold on to that.",
      ),
      h(
        'Tues to-do\nchase OT ref for Mrs Baptiste (rails)\nring Hollybank re respite dates\ncare plan updated, done 9am',
        'chase OT ref for Mrs Baptiste (rails)',
        'ring Hollybank re respite dates',
      ),
      h(
        "Priya: Can you confirm Thursday's joint visit with the GP is still on?\nPriya: We've got a student so there'll be three of us.\nMe: Thanks, speak later.",
        "Priya: Can you confirm Thursday's joint visit with the GP is still on?",
      ),
      h(
        'Rang the council about the blue badge renewal for Mr Hughes. Posted the form off at lunch. They said it should take about six weeks.',
      ),
      h(
        'Safeguarding refresher: always write down what the person said in their own words, not your interpretation. Never promise to keep a disclosure secret. Record the time and date of every concern.',
      ),
      h(
        "Mrs Baptiste's daughter asked whether we could move the teatime call to 5.30. The agency have to confirm by Wednesday whether they can cover it.",
        'The agency have to confirm by Wednesday whether they can cover it.',
      ),
      h("Mr Okafor's review went fine, his son sat in. He seemed much brighter than last week."),
      h(
        'Lovely moment today: Mrs Patel recognised me and asked after my kids. Days like this are why I do the job.',
      ),
      h(
        'MDT minutes: the follow-up for Mr Hughes is booked for the 14th. Falls clinic said he should be seen within a fortnight. Action: Lena to send the updated risk assessment to the GP practice.',
        'Action: Lena to send the updated risk assessment to the GP practice.',
      ),
      h(
        'Reminder to self: you need to book your own flu jab before the end of the month.',
        'Reminder to self: you need to book your own flu jab before the end of the month.',
      ),
    ],
  },
  {
    name: 'a community pharmacy technician on a Wednesday',
    highlights: [
      h(
        "Mr Dlamini's blister pack: GP changed amlodipine from 5mg to 10mg. Pack needs redoing before Friday collection.",
        'Pack needs redoing before Friday collection.',
      ),
      h('Fridge temp log: 4.2 this morning, 5.1 at close. All within range.'),
      h(
        'CD register check — balance for oxycodone 5mg caps is one out. Sunita: Can you do a recount of the oxy caps with me before 6?',
        'Sunita: Can you do a recount of the oxy caps with me before 6?',
      ),
      h(
        'From the accuracy checking course: read the label back against the prescription, never against what you expect to see. Check the patient name twice.',
      ),
      h(
        "Owings\nring Mrs Ellis when her sertraline comes in\nMr Kaur's insulin pens went out with the driver at 3",
        "ring Mrs Ellis when her sertraline comes in Mr Kaur's insulin pens went out with the driver at 3",
      ),
      h(
        'Apparently the wholesaler is short on HRT patches again. Patients have been ringing round every pharmacy in town.',
      ),
      h(
        "I meant to order more sharps bins last week and completely forgot. We're down to two. Order 4 sharps bins on Thursday's order.",
        "Order 4 sharps bins on Thursday's order.",
      ),
      h('Flu clinic went well, 38 jabs done. Pharmacist reckons we should hit 400 by November at this rate.'),
      h('NMS claims to submit by the 5th.', 'NMS claims to submit by the 5th.'),
      h(
        "Kelvin: Are you able to swap Saturday for Monday?\nKelvin: My sister's wedding got moved.",
        'Kelvin: Are you able to swap Saturday for Monday?',
      ),
      h(
        'Patient complained the queue was twenty minutes. Fair, honestly. Two of us on the counter and the phone never stopped.',
      ),
    ],
  },
  {
    name: 'a hospice day-unit volunteer on a Saturday',
    highlights: [
      h('Did the Saturday shift on the day unit, ten till two.'),
      h(
        "Margaret told me about dancing at the Locarno in 1958. She wants it written down for her grandchildren. I'll bring my laptop next Saturday and type it up with her.",
        "I'll bring my laptop next Saturday and type it up with her.",
      ),
      h(
        "Volunteer handbook, listening section: Sit at eye level. Let silences happen; you don't have to fill them. Listen more than you talk.",
      ),
      h(
        'Ruth (coordinator): Please could all volunteers return their DBS update forms by 30 November.',
        'Ruth (coordinator): Please could all volunteers return their DBS update forms by 30 November.',
      ),
      h(
        "Cleared out Mum's spare room, two bags of books and a lamp for the hospice shop. Drop them in Tuesday before 10.",
        'Drop them in Tuesday before 10.',
      ),
      h(
        'Mr Rees died peacefully on Thursday night. Family were with him. Ruth said the funeral should be sometime the week after next.',
      ),
      h(
        "Note from the bereavement talk: grief isn't a set of stages you pass through in order. Don't tell anyone they ought to be over it by now.",
      ),
      h(
        'Parking permit for the hospice car park runs out on the 20th — renew online.',
        'Parking permit for the hospice car park runs out on the 20th — renew online.',
      ),
      h(
        'Fundraising email: the Midnight Walk is back on 14 June. Last year it raised over £40,000. Sal and I to sign up before the end of February.',
        'Sal and I to sign up before the end of February.',
      ),
      h(
        "Felt a bit wobbly driving home. Why do the hard days always land on a Saturday? Some days it's fine and some days it gets under your skin.",
      ),
      h(
        "Ruth asked round the room who could cover Christmas Eve. Still need to check with Tom whether we're going to his parents'.",
        "Still need to check with Tom whether we're going to his parents'.",
      ),
    ],
  },
  {
    name: 'a community mental health support worker on a Thursday',
    highlights: [
      h(
        'Handover 8.45\nJD: settled, engaging, depot given Tues\nKM: missed last two appts, no answer at door Weds\nKM — try a home visit today with Sean, not alone',
        'KM — try a home visit today with Sean, not alone',
      ),
      h("Reflective practice: you can't pour from an empty cup. Take your lunch break away from your desk."),
      h(
        "Sean: Can you cover my 2pm with Dee?\nSean: Her PIP form is nearly done, it's in the blue folder.",
        'Sean: Can you cover my 2pm with Dee?',
      ),
      h("Rang the crisis team about KM. Spoke to Femi, who said they'd had no contact either."),
      h("JD's mum says the new tablets should kick in within a couple of weeks. She sounded relieved."),
      h(
        'You have to finish your mandatory training modules by the 31st or your system access gets suspended.',
        'You have to finish your mandatory training modules by the 31st or your system access gets suspended.',
      ),
      h(
        "Line from the book I'm reading on the bus: recovery is not a straight line. Think that's true for staff too.",
      ),
      h(
        'Team meeting\nWho is picking up the new referrals from the Parkside surgery?\nCaseloads are over 30 each\nWe still need to decide whether to pause the walking group over winter',
        'Who is picking up the new referrals from the Parkside surgery?',
        'We still need to decide whether to pause the walking group over winter',
      ),
      h('Finally booked a GP appt for my own back. Been ignoring it for weeks.'),
      h(
        "Dee's flat: the damp in the bedroom is getting worse and the landlord hasn't replied. Housing officer to chase the landlord and report back by Monday.",
        'Housing officer to chase the landlord and report back by Monday.',
      ),
      h('Tired today. Three hours of driving between visits and one of them was a no-show.'),
    ],
  },
  {
    name: 'a health visitor (and parent) on a Monday',
    highlights: [
      h(
        "New birth visit: baby Amara, 11 days, feeding well, weight back above birth weight. Mum a bit tearful but says she's sleeping when the baby sleeps.",
      ),
      h("Weigh clinic at the children's centre 1–3pm.", "Weigh clinic at the children's centre 1–3pm."),
      h(
        'Safe sleep leaflet for parents: put baby down on their back, in their own cot, in the same room as you for the first six months. Keep the cot clear of pillows and toys.',
      ),
      h(
        'Kerry (admin): Could you send me the 2-year review numbers for October?\nKerry: No rush, end of next week is fine.',
        'Kerry (admin): Could you send me the 2-year review numbers for October?',
      ),
      h(
        'Twins at Hawthorn Road — dad asked about the 12-month jabs. Told him the surgery would send a letter.',
      ),
      h(
        'Got an email confirming safeguarding supervision on the 19th. Need to bring the chronology for the Marsh family.',
        'Need to bring the chronology for the Marsh family.',
      ),
      h('Car\nMOT due — book before the 12th\ntyres look ok', 'MOT due — book before the 12th'),
      h(
        'Read an article saying new parents should never feel guilty about using formula. Agreed with most of it.',
      ),
      h(
        "Jenna: are we still doing the baby massage group on Thursday or did it get cancelled?\nJenna: I've got two mums asking.",
        'Jenna: are we still doing the baby massage group on Thursday or did it get cancelled?',
      ),
      h('Lost the whole morning to the laptop updating. IT said it should be quicker next time.'),
      h(
        "Eli's nursery newsletter says they're having a teddy bears' picnic next week. Dinner money due Friday.",
        'Dinner money due Friday.',
      ),
    ],
  },
  {
    name: 'a community podiatrist on a Friday',
    highlights: [
      h("Mr Bellamy's toe is healing nicely after the nail surgery. Discharged him back to the GP."),
      h(
        'Mrs Osei: small ulcer on the left heel, 0.5cm, clean edges. Refer to the tissue viability team today. Photo uploaded to her record.',
        'Refer to the tissue viability team today.',
      ),
      h(
        'From the diabetic foot study day: check between the toes every single time. Remove the socks, both feet, no exceptions.',
      ),
      h(
        'Scalpel blades running low — order 2 boxes of size 15 on Monday.',
        'Scalpel blades running low — order 2 boxes of size 15 on Monday.',
      ),
      h(
        'Gail: Can someone book the autoclave service? It ran out in September.',
        'Gail: Can someone book the autoclave service?',
      ),
      h(
        'Student podiatrist starting with us on the 3rd. Please can you sort her an ID badge and a locker, Gail?',
        'Please can you sort her an ID badge and a locker, Gail?',
      ),
      h("Mrs Osei's husband said she never wears the shoes we gave her. Not surprised, they're hideous."),
      h(
        'CPD log needs updating before the HCPC renewal in the spring.',
        'CPD log needs updating before the HCPC renewal in the spring.',
      ),
      h(
        "Should share that offloading article with the new band 5s. The key line: the best dressing in the world won't heal a foot that's still being walked on.",
        'Should share that offloading article with the new band 5s.',
      ),
      h('Parking at the health centre is impossible on Fridays. Walked from the leisure centre again.'),
      h(
        "Mum's birthday Sunday — pick up the cake from Greggs Saturday morning. Gail thinks it will rain all weekend.",
        "Mum's birthday Sunday — pick up the cake from Greggs Saturday morning.",
      ),
      h('Mr Price missed his appointment again. I was going to ring him this afternoon but ran out of time.'),
    ],
  },
  {
    name: 'a mobile phlebotomist in Ohio on a Tuesday',
    highlights: [
      h(
        'Route today: 14 homebound draws, east side. Samples have to be at the lab by 1pm for the courier.',
        'Samples have to be at the lab by 1pm for the courier.',
      ),
      h(
        'Harold Tan: two failed sticks, veins very thin. Ask Joanne to try him with the butterfly on Thursday.',
        'Ask Joanne to try him with the butterfly on Thursday.',
      ),
      h(
        'Trainer always said: anchor the vein, go in at 15 to 30 degrees, and never go fishing. Release the tourniquet before you withdraw the needle.',
      ),
      h(
        'INR for Edith Doyle — result to her doctor by 3 today so they can adjust her dose tonight.',
        'INR for Edith Doyle — result to her doctor by 3 today so they can adjust her dose tonight.',
      ),
      h(
        'Joanne: Can you pick up more lavender-top tubes from the hub on your way back?',
        'Joanne: Can you pick up more lavender-top tubes from the hub on your way back?',
      ),
      h("Van's making that noise again. Fleet took a look last month and said it was nothing."),
      h(
        'Edith made me a cup of coffee and showed me photos of her great-grandson. I always schedule her last for that reason.',
      ),
      h('Did my annual fit test for the N95. Passed this time.'),
      h(
        'Grocery run\ncat food\nbatteries for the smoke detector',
        'cat food',
        'batteries for the smoke detector',
      ),
      h(
        "Lab called to say Frank Okoro's sample hemolyzed. He'll need a redraw this week.",
        "He'll need a redraw this week.",
      ),
      h(
        'Heard on the radio that the FDA is going to approve a new blood test for colon cancer. Could be huge.',
      ),
    ],
  },
  {
    name: 'a community dietitian on a Wednesday',
    highlights: [
      h(
        'Mr Abara: lost 4kg since last visit, MUST score now 2. Start him on two ONS a day and review in 4 weeks.',
        'Start him on two ONS a day and review in 4 weeks.',
      ),
      h('Teaching slide: food first, supplements second. Fortify what they already enjoy eating.'),
      h(
        "Elm Lodge were asking about IDDSI texture training for their kitchen staff. I'll email their manager with three dates before Christmas.",
        "I'll email their manager with three dates before Christmas.",
      ),
      h(
        'Overheard in the office: apparently the trust is going to merge us with the acute dietetics team next year. Nobody has told us anything official.',
      ),
      h(
        "Voicemail from Mrs Lowe's son at 4.10. Could you ring him back about the thickener? The carers are all doing it differently.",
        'Could you ring him back about the thickener?',
      ),
      h('Stats due to Helen by Friday noon.', 'Stats due to Helen by Friday noon.'),
      h(
        'Had a really good session with the weight management group. Two of them have started walking together on Sundays.',
      ),
      h(
        "Enteral feed order for Mr Quinn — must go in by Thursday 2pm or it won't arrive till after the weekend.",
        "Enteral feed order for Mr Quinn — must go in by Thursday 2pm or it won't arrive till after the weekend.",
      ),
      h(
        'Me\nrenew car insurance (ends 28th)\nreply to Becca re Saturday',
        'renew car insurance (ends 28th)',
        'reply to Becca re Saturday',
      ),
      h("The feed company rep said the new pump should be easier for families. We'll see."),
      h("Thank-you card from Mr Abara's wife. She said the recipes made a real difference."),
    ],
  },
];
