import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_20: LabelledDay[] = [
  {
    name: 'a hospital porter on a Tuesday night shift',
    highlights: [
      h(
        "Shift swap: Dev wants my Saturday earlies. Need to tell Maureen in the porters' lodge before the rota goes up on Thursday.",
        "Need to tell Maureen in the porters' lodge before the rota goes up on Thursday.",
      ),
      h(
        'voice note 03:12 — ok so the bed on ward 9 with the broken brake is still there nobody has tagged it i need to log it with estates first thing and put a do not use sign on it',
        'voice note 03:12 — ok so the bed on ward 9 with the broken brake is still there nobody has tagged it i need to log it with estates first thing and put a do not use sign on it',
      ),
      h(
        'Fridge magnet at home: Lift with your legs, not your back. Mum stuck it up the week I started portering.',
      ),
      h(
        'From the manual handling refresher: Always check the wheelchair footplates before moving a patient. Never push two beds at once. The trainer said the refresher has to be redone every two years. Mine runs out in March, so book the next session on the intranet.',
        'Mine runs out in March, so book the next session on the intranet.',
      ),
      h(
        "Family group 🏠\nMum: Nan says thank you for the flowers x\nLiam: she loved them, she told the whole bus\nMe: I'll pick her up for Sunday lunch at 12\nDad: Can someone help me fix the gate latch this weekend?",
        "Me: I'll pick her up for Sunday lunch at 12",
        'Dad: Can someone help me fix the gate latch this weekend?',
      ),
      h('Pharmacy runs tonight: 14 in total, 3 of them to ITU. Busiest Tuesday since Christmas.'),
      h(
        'Locker 112 — padlock code changed to 4471. Wrote it on the back of my ID badge so I stop forgetting.',
      ),
      h(
        'Sister Okafor on AMU: Could porters take the 6am bloods down to the lab by 5.45 tomorrow? She was really apologetic about it.',
        'Sister Okafor on AMU: Could porters take the 6am bloods down to the lab by 5.45 tomorrow?',
      ),
      h('Steps today: 24,310. Feet are wrecked.'),
      h(
        'Union meeting about the new bleep system was packed out. Apparently the old bleeps get switched off in April.',
      ),
      h(
        "I meant to return Gary's hi-vis last week. It's still in my bag. Give it back to him tomorrow night.",
        'Give it back to him tomorrow night.',
      ),
    ],
  },
  {
    name: 'a charity shop manager on a Saturday',
    highlights: [
      h(
        'Gift Aid forms — the new batch has to be sent to head office by the 28th. Last month we claimed £312 back.',
        'Gift Aid forms — the new batch has to be sent to head office by the 28th.',
      ),
      h(
        "Volunteer rota\nJean and Priya are both in all week, bless them\nFind cover for Tom's Wednesday afternoon\nAsk Ellie if she can do Fridays in March",
        "Find cover for Tom's Wednesday afternoon",
        'Ask Ellie if she can do Fridays in March',
      ),
      h(
        'Stuck on the staff-room fridge: A tidy shop is a selling shop. If you open it, label it. Someone has added "and wash your mug" underneath in biro.',
      ),
      h(
        'note to self the man with the grandfather clock is coming back tuesday after lunch make sure theres space by the window and someone strong is in',
        'note to self the man with the grandfather clock is coming back tuesday after lunch make sure theres space by the window and someone strong is in',
      ),
      h(
        'Donation bags left outside the door again overnight. Two were soaked through and had to go straight in the rag bin.',
      ),
      h(
        'From the retail webinar: Price to sell, not to keep. Rotate stock every two weeks. Your window is your best advert.',
      ),
      h(
        'Can you email me the till float figures from Thursday? Ta, Sandra (area manager)',
        'Can you email me the till float figures from Thursday?',
      ),
      h(
        'PAT testing guy came in and all the kettles passed except the blue one. Binned it before anyone could use it.',
      ),
      h(
        'Wedding dress rail is flying. The second rail should arrive Monday. We need to move the books to the back wall to make room for it.',
        'We need to move the books to the back wall to make room for it.',
      ),
      h(
        "Kids group chat\nJosh: got the job at the garden centre!!\nMe: so proud of you x\nAmy: Can you bring home that lamp from the shop if nobody's bought it?",
        "Amy: Can you bring home that lamp from the shop if nobody's bought it?",
      ),
      h('Sales today £846, best Saturday since the summer. Thanked everyone at close.'),
    ],
  },
  {
    name: 'a driving instructor on a Thursday',
    highlights: [
      h(
        'Before Monday\nScreenwash topped up ✓\nCheck the dual-control cable on the passenger side\nInsurance renewal — due the 14th\nADI fee paid ✓',
        'Check the dual-control cable on the passenger side',
        'Insurance renewal — due the 14th',
      ),
      h('Ben passed!! Only 3 minors. Absolutely buzzing for him.'),
      h(
        'From the DVSA guidance: Mirrors, signal, manoeuvre. Keep a two-second gap in the dry and double it in the wet. Never coast round corners.',
      ),
      h(
        'voice note so kasia is still drifting left on exits i want to do a whole lesson on the big roundabout by the retail park next week and text her mum about moving her to tuesdays',
        'voice note so kasia is still drifting left on exits i want to do a whole lesson on the big roundabout by the retail park next week and text her mum about moving her to tuesdays',
      ),
      h(
        "Ade's mum: Could you pick him up from the back gate instead of the front? The front is being dug up all month.",
        "Ade's mum: Could you pick him up from the back gate instead of the front?",
      ),
      h('I was going to get the car valeted today. Ran out of time again.'),
      h(
        "Lily cancelled with less than 48 hours' notice. Policy says she pays in full. Send her the invoice tonight and be nice about it.",
        'Send her the invoice tonight and be nice about it.',
      ),
      h(
        'Fridge magnet from my sister: Life is a highway, but use your indicators. Makes me laugh every single morning.',
      ),
      h(
        "Dad: Car's making that noise again\nMe: Bring it round Saturday and I'll have a look\nMum: He won't, he's stubborn\nDad: We'll see",
        "Me: Bring it round Saturday and I'll have a look",
      ),
      h('The test centre has moved its car park entrance to Elm Road. Tests should start on time now.'),
      h(
        'Still need to decide whether to put my hourly rate up to £38 in April.',
        'Still need to decide whether to put my hourly rate up to £38 in April.',
      ),
    ],
  },
  {
    name: 'a beekeeper who sells honey, on a Sunday',
    highlights: [
      h(
        'Hive inspections\nHive 2 — queen cells on three frames, swarm risk\nHive 4 calm, lots of capped brood\nSplit hive 2 by Wednesday at the latest',
        'Split hive 2 by Wednesday at the latest',
      ),
      h(
        'From the association newsletter: Never open a hive in the rain. Work slowly and the bees will forgive you. A strong colony is a calm colony.',
      ),
      h(
        "Farmers' market Saturday — need 40 jars of the summer blend labelled by Friday night.",
        "Farmers' market Saturday — need 40 jars of the summer blend labelled by Friday night.",
      ),
      h(
        'voice note 6.40am dont forget the varroa boards need pulling out and counting before the treatment goes in otherwise the numbers are useless',
        'voice note 6.40am dont forget the varroa boards need pulling out and counting before the treatment goes in otherwise the numbers are useless',
      ),
      h(
        'Trading standards lady said my labels were fine. Relief. She said most small producers get caught out on the best-before date.',
      ),
      h(
        'Family 🐝\nGran: Can I have two jars for the WI raffle please love\nMe: Gran you won it last year too 😂\nUncle Rob: Save me one of the dark ones!',
        'Gran: Can I have two jars for the WI raffle please love',
        'Uncle Rob: Save me one of the dark ones!',
      ),
      h("Pinned on the fridge: The bees don't care about your plans. Mum's handwriting, from years ago."),
      h('Sold 26 jars at the church fete, £156. The comb honey went first.'),
      h(
        'Order more 1lb jars and lids from Thornes — the price goes up on the 1st.',
        'Order more 1lb jars and lids from Thornes — the price goes up on the 1st.',
      ),
      h("Neighbour asked whether the bees are why her pond has gone green. They aren't."),
      h(
        'Should I go for the Basic Assessment this summer or wait a year?',
        'Should I go for the Basic Assessment this summer or wait a year?',
      ),
      h('Got stung on the wrist lifting the super. Should be fine by tomorrow.'),
    ],
  },
  {
    name: 'a parish priest on a Monday',
    highlights: [
      h(
        'Edna Price died on Saturday night, peacefully, with her daughter there. Ring the family tonight to go through the hymns for Friday.',
        'Ring the family tonight to go through the hymns for Friday.',
      ),
      h('Sermon notes — "Do not worry about tomorrow, for tomorrow will worry about itself." Matthew 6:34.'),
      h(
        'voice note walking back from the hospital mr adeyemi would really like communion brought to him on thursday and his wife asked if i could bless the new house when he gets home',
        'voice note walking back from the hospital mr adeyemi would really like communion brought to him on thursday and his wife asked if i could bless the new house when he gets home',
      ),
      h(
        'PCC minutes: the roof appeal has reached £18,400. The last quinquennial inspection was in 2021. Action: Fr Michael to get three quotes for the gutters.',
        'Action: Fr Michael to get three quotes for the gutters.',
      ),
      h(
        'On the presbytery fridge: Pray as you can, not as you can\'t. Underneath, Mrs Kelly has written "and defrost me".',
      ),
      h(
        'Baptism prep for the Nowak twins — send the parents the forms and ask who the godparents are.',
        'Baptism prep for the Nowak twins — send the parents the forms and ask who the godparents are.',
      ),
      h(
        "Family WhatsApp\nSis: Mum's 70th plans are coming together 🎉\nMe: wonderful x\nSis: Can you ask Fr Tom if we can borrow the hall tables?",
        'Sis: Can you ask Fr Tom if we can borrow the hall tables?',
      ),
      h('Read this morning: "The parish is not an outdated institution." Pope Francis, I think.'),
      h('I never did get round to answering the diocesan survey. The deadline was last week.'),
      h(
        'Food parcels: we need someone to collect from Tesco on Wednesdays now that Dennis has stopped driving.',
        'Food parcels: we need someone to collect from Tesco on Wednesdays now that Dennis has stopped driving.',
      ),
      h('Who is doing the readings at the Harvest Mass?', 'Who is doing the readings at the Harvest Mass?'),
      h('Confessions were quiet on Saturday. Two people, both regulars.'),
    ],
  },
  {
    name: 'a taxi driver on a Friday night',
    highlights: [
      h(
        'PHV licence renewal — must be in by 30 June, and the medical has to be done first. Last time it took the council six weeks.',
        'PHV licence renewal — must be in by 30 June, and the medical has to be done first.',
      ),
      h(
        'voice note half two the lady from the airport job left her reading glasses on the back seat theyre in the glovebox now ring the office in the morning so they can tell her',
        'voice note half two the lady from the airport job left her reading glasses on the back seat theyre in the glovebox now ring the office in the morning so they can tell her',
      ),
      h('Fares tonight: 19. Two no-shows, one runner on the ring road.'),
      h(
        "Fridge (the wife's): Behind every successful man is a woman rolling her eyes. Next to it: Drink more water.",
      ),
      h('Tyres getting low on the front left. Had them looked at in KwikFit, still legal for now.'),
      h(
        "From the safeguarding course: If a passenger seems vulnerable, stay until they're inside. Trust your gut.",
      ),
      h(
        "Patel family 🚕\nMum: Dadi says the new glasses are too heavy 🙄\nMe: I'll take her back to the opticians on Tuesday, I'm off\nRaj: Don't forget her receipt this time",
        "Me: I'll take her back to the opticians on Tuesday, I'm off",
        "Raj: Don't forget her receipt this time",
      ),
      h(
        'The new card reader should stop dropping connection after the update. Updated it on the rank at midnight.',
      ),
      h(
        'Need to do my tax return before 31 January — shoebox of receipts is in the boot.',
        'Need to do my tax return before 31 January — shoebox of receipts is in the boot.',
      ),
      h(
        'Bloke going to Heathrow asked if I do regular airport runs. Gave him a card. Call him back Monday about the 5am pickups on the 3rd and 17th.',
        'Call him back Monday about the 5am pickups on the 3rd and 17th.',
      ),
      h(
        "Dashcam footage from Tuesday's scrape has to be sent to the insurer by Wednesday.",
        "Dashcam footage from Tuesday's scrape has to be sent to the insurer by Wednesday.",
      ),
      h('The rank at the station is being moved round the side from next month.'),
    ],
  },
  {
    name: 'a leisure-centre lifeguard on a Wednesday',
    highlights: [
      h(
        "My NPLQ runs out in August, which feels ages away but isn't. Book the requalification course through Swim England before they fill up.",
        'Book the requalification course through Swim England before they fill up.',
      ),
      h(
        'Pool log\nChlorine 1.8, pH 7.4 at 7am\nRetest at 11 after the school group\nSomeone needs to top up the first-aid box in the side room',
        'Retest at 11 after the school group',
        'Someone needs to top up the first-aid box in the side room',
      ),
      h("Staff room fridge: Scan, don't stare. Also: whose yoghurt is this, it's been here since Easter."),
      h(
        'voice note after the shift the lane ropes in the teaching pool are fraying at the deep end i told dan but i should email facilities as well so theres a record',
        'voice note after the shift the lane ropes in the teaching pool are fraying at the deep end i told dan but i should email facilities as well so theres a record',
      ),
      h("From the rescue training: Reach, throw, wade, row, go. Don't become the second casualty."),
      h('Two rescues this week, both kids in the deep end during the inflatable session. Both fine.'),
      h(
        "Family chat\nMum: Can you teach your cousin Mia to swim this summer? Her mum will pay\nMe: she's the one who hates getting her face wet right\nDad: That's her",
        'Mum: Can you teach your cousin Mia to swim this summer?',
      ),
      h(
        "Manager's memo: All staff must complete the online safeguarding module by 15 May.",
        "Manager's memo: All staff must complete the online safeguarding module by 15 May.",
      ),
      h('I should have said something about the broken clock on poolside. Nobody ever fixes it anyway.'),
      h('Georgia swapped my Sunday late for her Tuesday early, legend.'),
      h('Pool is closed 3–10 March for retiling, so the club sessions move to Kingsway.'),
    ],
  },
  {
    name: 'a piano tuner on a Tuesday round',
    highlights: [
      h(
        "Mrs Hale's upright hadn't been tuned in six years. Had to pitch-raise it twice. Pencil her in for mid-May to settle it.",
        'Pencil her in for mid-May to settle it.',
      ),
      h('From my old teacher: Tune the unisons, not the piano. Trust the beats, not the app.'),
      h(
        'voice note in the van the school steinway has a sticky c sharp in the middle octave needs a new key bush so order a pack of red cloth bushings from the supplier tonight',
        'voice note in the van the school steinway has a sticky c sharp in the middle octave needs a new key bush so order a pack of red cloth bushings from the supplier tonight',
      ),
      h('Invoiced the Fletchers — £85 plus the two hammer shanks.'),
      h(
        "The Oduyas 🎹\nTunde: Dad the piano at Grandma's is awful now, can you look at it when you're down?\nMe: I'll bring the kit on Saturday\nGrandma: Lovely, see you then x",
        "Tunde: Dad the piano at Grandma's is awful now, can you look at it when you're down?",
        "Me: I'll bring the kit on Saturday",
      ),
      h(
        'Fridge at home: Practise what you preach, and preach less. The kids added a drawing of a metronome.',
      ),
      h('Tuning fork dropped on the kitchen tiles, still true, thank God.'),
      h(
        'The new humidifier for the church piano should be delivered Thursday. Make sure the verger knows to let the courier in.',
        'Make sure the verger knows to let the courier in.',
      ),
      h(
        'Need to put my call-out fee up — petrol is killing me.',
        'Need to put my call-out fee up — petrol is killing me.',
      ),
      h(
        'Read in the trade journal: A piano that is played is a piano that stays in tune. Most owners tune too rarely, not too often.',
      ),
      h(
        'Can you do a concert tune at the Assembly Rooms on the 19th before 6pm? — Rachel, events office',
        'Can you do a concert tune at the Assembly Rooms on the 19th before 6pm?',
      ),
      h("I told Mr Patel his piano wasn't worth restoring. He took it well."),
    ],
  },
];
