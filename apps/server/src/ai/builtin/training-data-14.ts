/**
 * Training examples, fourteenth batch, by an author who saw no held-out data, the categoriser nor its vocabulary:
 * the indirect: highlights whose subject shows only through a scene, an example, a metaphor or an
 * anecdote, and lines that use another group's words in passing, 50 per group. Never used for evaluation.
 */
export const TRAINING_DATA_14 = `
TASKS_ACTIONS: before friday: ring the council about the skip permit, return Mum's casserole dish, get the van
  MOT'd
TASKS_ACTIONS: Actions from Tuesday's huddle: Priya chases the venue for the deposit, I send the seating plan by
  noon.
TASKS_ACTIONS: note to self - parcel at the depot goes back on the 14th if nobody collects it. bring ID this time!!
TASKS_ACTIONS: Depot handover: report the sticky door on car 3041, sign the lost property log, swap my route card.
TASKS_ACTIONS: "can u grab bin bags, AA batteries and a card for Dad on ur way back? ta x"
TASKS_ACTIONS: Wedding Saturday. Charge both bodies, format the cards, print the family-group list for the confetti
  shot.
TASKS_ACTIONS: From lab meeting: Kofi recalibrates the pipettes, I order more nitrile gloves (M and L), nobody
  opens freezer B till Monday.
TASKS_ACTIONS: Still on the fridge door since March: fix gate latch, cancel gym, post Aadhaar copy to the bank.
TASKS_ACTIONS: Boat jobs before Thursday: new gaskets on the bilge pump, ice ordered for 4am, licence renewal in
  the glovebox, not the kitchen drawer.
TASKS_ACTIONS: End of term: chase the 23 overdue Year 9 books, empty the returns trolley, email the Wi-Fi form to
  IT.
METHODS_TECHNIQUES: I eat the frog at 7:40, before the inbox even knows I'm awake. — from a freelancer's newsletter
METHODS_TECHNIQUES: Anything under two minutes gets done on the spot; everything else goes in the tray. Allen's
  whole system swings on that one hinge, and it took me a year of ignoring it to notice.
METHODS_TECHNIQUES: My calendar looks like Tetris now. Grey blocks are for drawings, yellow for calls, and nothing
  is allowed to land on the grey.
METHODS_TECHNIQUES: Plastic tomato timer on the desk: 25 on, 5 off, four rounds, then a proper cup of tea. Works
  for manga chapters as well as it did for my thesis.
METHODS_TECHNIQUES: batch the small stuff - all my phone calls tuesday arvo, all the quotes friday morning. —
  chippy on a trades podcast
METHODS_TECHNIQUES: "Pick the three things that would make today a good day, and write them on the back of your
  hand if you must." — Deep Work Hour podcast, ep. 112
METHODS_TECHNIQUES: Drew the urgent/important box on a napkin. Almost everything shouting at me was urgent and not
  important. Handed two of them to Tunde before lunch.
METHODS_TECHNIQUES: The shutdown phrase feels silly until the first evening you realise you haven't thought about
  work once since the bus.
METHODS_TECHNIQUES: Theme your days: Monday admin, Wednesday clients, Friday for whatever fell through the cracks.
  Stopped me switching hats twenty times a day. — r/freelance
METHODS_TECHNIQUES: Each claim file gets a fixed 40-minute block and one question to answer, then it closes
  whatever state it's in.
TOOLS_RESOURCES: The spiral A5 from the stationer on Park Street has outlived three to-do apps. Paper doesn't ping.
TOOLS_RESOURCES: Moved the whole crew's job sheets onto one shared Trello board. The whiteboard in the site cabin
  has finally retired.
TOOLS_RESOURCES: anyone using Obsidian with the daily notes plugin on nights? need something that works offline on
  the ward, our wifi is a joke
TOOLS_RESOURCES: A £4 kitchen egg timer did more for me than the £60 subscription I bought in January.
TOOLS_RESOURCES: Todoist's natural-language dates are the killer feature. Type "every second Thursday" and it
  simply understands.
TOOLS_RESOURCES: My secret weapon at viewings isn't charm, it's a clipboard with a pre-printed checklist. — estate
  agent, Leeds
TOOLS_RESOURCES: Bullet journal tip from a teacher in Cork: one ribbon in the monthly page, one in today's, and
  nothing else in the book needs finding.
TOOLS_RESOURCES: Cheap second monitor turned on its side just for the spec doc. Best thirty quid of the year.
TOOLS_RESOURCES: My nephew uses the app that grows a little tree every time he leaves his phone alone. He has a
  forest by now and a B in chemistry.
TOOLS_RESOURCES: Notion template for the allotment society: rota, seed orders, minutes, one link for everyone, and
  nobody has to email Brenda anymore.
MINDSET_HABITS: I cleaned the oven rather than start the essay. The oven has never looked better.
MINDSET_HABITS: It isn't willpower. It's leaving the phone in the van while I'm up on the roof.
MINDSET_HABITS: The dread of the thing is always bigger than the thing. Twenty minutes in, it's just a spreadsheet.
MINDSET_HABITS: Every time I alt-tab to "just check" something it costs me the next quarter of an hour. I timed it
  for a week and felt ill.
MINDSET_HABITS: Writing in the café works because I'd be embarrassed to be seen scrolling. Shame, weaponised.
MINDSET_HABITS: She called perfectionism "procrastination in a nicer coat" and I felt personally attacked. — heard
  on a Monday commute podcast
MINDSET_HABITS: I start tidying my desk whenever a report gets hard. The tidy desk is a warning light now, not a
  virtue.
MINDSET_HABITS: On nights, discipline is deciding before you're tired, not during. By 4am you have no vote left. —
  paramedic, Brisbane forum
MINDSET_HABITS: the group chat pings, i look, and the sentence i was holding just evaporates. notifications off
  till 3 from now on
MINDSET_HABITS: Motivation turns up after I start, never before. Waiting for it was my entire second year at uni.
OUTCOMES: Week 6 tally: 41 claims closed, average 3.2 days, down from 5. The new triage is earning its keep.
OUTCOMES: Emptied the jar of done-slips on New Year's Eve. Three hundred and twelve little paper proofs.
OUTCOMES: Busy isn't finished. At the Friday review I count what went out the door, not the hours I sat there.
OUTCOMES: Retro: 18 of 22 points delivered, and the four left over are all the same blocked ticket.
OUTCOMES: Four weddings edited and delivered in October, a personal record, and not one late gallery.
OUTCOMES: "Measure the pages, not the hours. A chapter a month beats an hour a day that goes nowhere." — novelist
  interviewed on Radio 4
OUTCOMES: 1,140 books issued this year, up from 800. Putting that number on one slide for the head.
OUTCOMES: My Sunday score is one question: did the big thing happen? Eleven yeses out of fourteen weeks.
OUTCOMES: We shipped the feature nobody asked for and missed the one they did. Output is not the same as results.
OUTCOMES: Before-and-after of the garage on the family chat: three Saturdays, two skips, and a car actually inside.

DEVELOPMENT_CODING: Two hours on a bug that was a trailing comma in a config file. The parser was right and I was
  wrong, as usual.
DEVELOPMENT_CODING: "Write the test that fails, make it pass, then make it pretty." Our lead has it on a Post-it
  stuck to her monitor, curling at the corners.
DEVELOPMENT_CODING: jam note: the jump feels floaty because gravity gets applied before the input check. swap the
  order in Update() and it snaps.
DEVELOPMENT_CODING: Review comment I'm keeping: name things for the person reading this in six months, not for the
  keystrokes you save today.
DEVELOPMENT_CODING: merge conflict in the lockfile again. delete, reinstall, pray
DEVELOPMENT_CODING: The bug only showed up on Sundays, because one module thought the week started on Monday and
  the other thought it started on Sunday. Three weeks to find, one line to fix. — engineering blog
DEVELOPMENT_CODING: My 40-line Python script reads the rota PDF and spits out who can swap with whom. It breaks if
  anyone puts a double space in their name.
DEVELOPMENT_CODING: Every service we split out turned a function call into a network call. We called it
  architecture; it was mostly latency.
DEVELOPMENT_CODING: A Stack Overflow answer from 2011 fixed my regex today. Unknown hero, wherever you are.
DEVELOPMENT_CODING: Refactoring is tidying the workshop mid-job: nobody pays for it, and everybody trips over the
  offcuts when you don't.
HARDWARE_DEVICES: The old ThinkPad with a new battery and an SSD boots faster than the new laptops IT handed out.
HARDWARE_DEVICES: Salt air killed another charging port. Waterproof case, dry bag, and still the pins go green by
  October.
HARDWARE_DEVICES: The camera body overheats after about twenty minutes of 4K. The first dance is usually
  twenty-three. Second body on a tripod from now on.
HARDWARE_DEVICES: Changed the thermal paste on my eight-year-old desktop and it stopped sounding like a hairdryer.
HARDWARE_DEVICES: E-ink tablet for marking: a week on one charge, and my eyes stopped aching by Thursday.
HARDWARE_DEVICES: Nan's hearing aids pair with the telly through a little box behind the set. She can finally hear
  the quiz and shout the answers first.
HARDWARE_DEVICES: don't buy the usb-c hub with no brand on it. fried a port on my macbook, apple wanted £500
HARDWARE_DEVICES: The centrifuge in bay 2 wobbles at 10,000 rpm. The engineer says it's the rotor out of balance,
  not the machine.
HARDWARE_DEVICES: A Raspberry Pi taped behind the till runs the queue screen. Cost less than the frame around the
  telly.
HARDWARE_DEVICES: Chunky rugged phone, dropped off the pier twice and still rings. Looks like a brick, works like
  one too.
DATA_AI: The model flagged a third of claims as suspicious until we noticed it had learned the postcode, not the
  claim.
DATA_AI: Half the dates in the sheet were typed month-first. The dashboard was beautiful and completely wrong.
DATA_AI: The machine translation gets every word of the manga right and the joke wrong. The pun on page 12 still
  needs a person who has eaten the snack it's about.
DATA_AI: Ice-cream sales and drownings both peak in August. Our lifeguards could have told the analysts why without
  a regression.
DATA_AI: Asked the chatbot for sources and it invented three, with page numbers. Check every citation. Every one. —
  school librarian, staff bulletin
DATA_AI: A classifier is only as fair as the tired people who labelled its training set at two cents a picture.
DATA_AI: Six weeks building a model, and a pivot table would have answered the question in an afternoon.
DATA_AI: The vineyard probes log soil moisture every ten minutes. Hardest part was teaching the script to ignore
  the days the probe was lying on the ground.
DATA_AI: These language models predict the next plausible word. Plausible and true overlap most of the time, which
  is exactly what makes the rest of the time dangerous. — from a long piece in The Atlantic
DATA_AI: Our lecturer's version of overfitting: the model memorised last year's exam paper instead of learning the
  subject.
CYBERSECURITY: The email from "the CEO" asking for gift cards had a hyphen in the domain. Accounts nearly bought
  £2,000 of them.
CYBERSECURITY: Password manager for the whole family now. Mum's old one was the dog's name and her birth year.
CYBERSECURITY: The pen tester said the easiest way into the building was a hi-vis vest and a ladder. Nobody stops a
  man with a ladder.
CYBERSECURITY: Switched on two-step codes for the practice email after a surgery down the road lost a month of
  referrals to one bad link.
CYBERSECURITY: A USB stick in the car park is bait, not lost property. Do not plug it in. — induction slides, day 1
CYBERSECURITY: The ransomware note came at 2am on a bank holiday, naturally. The offline backups saved us, four
  days of restoring later.
CYBERSECURITY: Never read out a code from your bank to someone who rang you claiming to be your bank. — text from
  my bank in Lagos, which I now forward to my aunties weekly
CYBERSECURITY: Our smart fridge was chatting to a server abroad at 3am. All the gadgets live on the guest network
  now.
CYBERSECURITY: Patch Tuesday, then exploit Wednesday. Update the till machines tonight, not next week.
CYBERSECURITY: The SIM-swap emptied his account in an hour. All they needed was his date of birth and a good story
  for the lad at the phone shop.
TRENDS_INNOVATION: Drones do the roof surveys now. The ladder guy prices the job from photos on his couch.
TRENDS_INNOVATION: Solid-state batteries have been "five years away" for about fifteen years.
TRENDS_INNOVATION: Uncle's chicken rice stall took only cash three years ago. Now there's a QR code sellotaped to
  the glass and he won't touch coins.
TRENDS_INNOVATION: The next big thing nearly always looks like a toy at first. Nobody took the phone camera
  seriously either. — a16z podcast
TRENDS_INNOVATION: Printed houses went up in days outside Austin; the slow part was still the permits.
TRENDS_INNOVATION: My grandson's school does anatomy in VR headsets. When I trained in 1986 we had a plastic
  skeleton called Gerald.
TRENDS_INNOVATION: Kenyans were paying for goats by text message while British shops still wanted a signature on
  the receipt. The future arrives unevenly. — from a book on mobile money
TRENDS_INNOVATION: Every hype cycle has a trough, and the survivors are usually the boring companies that kept
  invoicing through it.
TRENDS_INNOVATION: Some supermarkets are quietly taking out the self-checkouts. Innovation runs backwards too.
TRENDS_INNOVATION: Our village got fibre before the town did, because a farmer's co-op dug the trench themselves.

STRATEGY_PLANNING: We stopped chasing city hotel weddings and went all in on rural barns. Fewer clients, better
  ones, and nobody else for forty miles.
STRATEGY_PLANNING: "Decide what you won't do. That's the strategy; everything else is a wish list." — away-day
  notes
STRATEGY_PLANNING: Five-year plan for the bakery: second oven in year two, wholesale in year three, never a second
  shop. Mum underlined "never" twice.
STRATEGY_PLANNING: The chain opposite sells coffee cheaper than we can buy beans. We can't win on price, so we win
  on the Sunday papers, the dog bowls and knowing everyone's order.
STRATEGY_PLANNING: Scenario slide: what if the port closes for a month? We had no answer, which was the point of
  the exercise.
STRATEGY_PLANNING: Five forces on a whiteboard made it embarrassingly obvious: our two suppliers hold all the
  cards. — MBA evening class, week 3
STRATEGY_PLANNING: They invented the digital camera in their own lab and sat on it to protect the film business. By
  the time they moved, the market had moved without them. — from a business history of Kodak
STRATEGY_PLANNING: Our edge is that we answer the phone. Nobody else in this town does. — plumber, Wexford
STRATEGY_PLANNING: The board wants to open in Lagos next year. I want to know why we're only at 40% of capacity in
  Abuja first.
STRATEGY_PLANNING: Three-year plan for the community garden: secure the lease, then the funding, then the
  polytunnel. Get the order wrong and you own a polytunnel on someone else's land.
FINANCE_ACCOUNTING: Turnover looked lovely until I took off the van lease, the waste charges and my own wages.
FINANCE_ACCOUNTING: Invoice 0417 is 67 days overdue. Added the statutory late-payment interest; they'll ring within
  the week.
FINANCE_ACCOUNTING: Accruals: we "made" money in March that won't land until June. The bank account doesn't read
  the P&L.
FINANCE_ACCOUNTING: Margin on the list is 68%, but the by-the-glass bottles we open and pour away eat half of it. —
  sommelier's notebook
FINANCE_ACCOUNTING: Quarter-end reconciliation off by £3.12. Took me two days. A rounding difference on one
  supplier's credit note. I paint to recover from weeks like this.
FINANCE_ACCOUNTING: Depreciation is just the van slowly turning into a smaller number on the balance sheet.
FINANCE_ACCOUNTING: The auditor asked for the receipts from the Christmas party. Nobody kept the receipts from the
  Christmas party.
FINANCE_ACCOUNTING: 13-week cash flow forecast, updated every Friday. The row goes red the moment we dip below two
  payrolls in the bank.
FINANCE_ACCOUNTING: Covenant says our debt can't go above three times earnings. We're at 2.8, so no new forklift
  this year.
FINANCE_ACCOUNTING: Sent out the deposit invoices the same day as the signed contract, and our debtor days halved
  in a year. — bookkeeper's tip on a small business forum
MARKETING_SALES: One shaky video of the kiln being opened got more orders than a year of paid ads.
MARKETING_SALES: Nobody books me for photos. They book me because someone's mum cried looking at my last album.
MARKETING_SALES: "Cosy" means small, "characterful" means the boiler's from 1987, "sought-after" means we want more
  money for it. The listing is its own dialect.
MARKETING_SALES: discovery call rule: talk 30 listen 70, and never quote a number before you know what hurts
MARKETING_SALES: Open rate jumped when the subject line was a real question a customer had asked us.
MARKETING_SALES: A free Saturday tasting sold forty bottles of the Georgian amber wine nobody would touch on the
  shelf.
MARKETING_SALES: Most reps give up after one follow-up. The deal usually closes somewhere around the fifth. — sales
  trainer, Johannesburg
MARKETING_SALES: The logo was never the problem. Nobody knew we existed.
MARKETING_SALES: Put the big package first on the menu and the middle one suddenly looks reasonable. Works every
  time and I feel slightly bad about it.
MARKETING_SALES: One good roof repair on Chapel Street and three neighbours rang the following week.
MANAGEMENT_LEADERSHIP: The best depot manager I had stood on the platform with us at 5am in January, once. None of
  us ever forgot it.
MANAGEMENT_LEADERSHIP: Delegating means letting them do it worse than you would, for a while, without grabbing it
  back.
MANAGEMENT_LEADERSHIP: First week as charge nurse, from the matron: praise in public, correct in private, and never
  ever in front of the patient.
MANAGEMENT_LEADERSHIP: "Your team watches what you tolerate far more closely than what you say." — from a
  leadership book I was given and expected to hate
MANAGEMENT_LEADERSHIP: I used to answer every question my juniors brought me. Now I ask what they'd do first. Half
  the time they're right and they leave taller.
MANAGEMENT_LEADERSHIP: One-to-ones every fortnight, half an hour, their agenda not mine. The first ten were
  painfully awkward.
MANAGEMENT_LEADERSHIP: The kitchen ran better the week the head chef was off, which told the owners everything
  about the head chef.
MANAGEMENT_LEADERSHIP: In a crisis, say what we know, what we don't, and when we'll talk next. Then actually talk
  next.
MANAGEMENT_LEADERSHIP: Hiring deckhands: I can teach knots, I can't teach turning up at four.
MANAGEMENT_LEADERSHIP: The day I was promoted over my mates the WhatsApp went quiet. Took months to earn my way
  back in.
OPERATIONS_LOGISTICS: Supplier's pallets late three Mondays running. Moved goods-in to Tuesday and the problem
  vanished.
OPERATIONS_LOGISTICS: Cross-docking at the Leeds hub: nothing sits on the floor more than six hours.
OPERATIONS_LOGISTICS: Moved the fast-moving lines next to dispatch and each picker walks two kilometres less a
  shift.
OPERATIONS_LOGISTICS: Just-in-time worked beautifully right up until one ship got stuck sideways in a canal.
OPERATIONS_LOGISTICS: Cold chain broke somewhere between the airport and the depot. The logger shows four hours at
  14°C and nobody signed for the gap.
OPERATIONS_LOGISTICS: Laminated opening checklist stuck by the till. New starters stopped asking the same twelve
  questions.
OPERATIONS_LOGISTICS: The bottleneck was the dishwasher, not the chefs. One extra rack and tickets go out eight
  minutes faster.
OPERATIONS_LOGISTICS: right turns across traffic cost more than the extra mile. the routing software learned this
  before i did — courier, Hamilton
OPERATIONS_LOGISTICS: Month-end count: the same six lines are always out. That's the process, not the people.
OPERATIONS_LOGISTICS: Lead time from the Shenzhen factory went from 35 days to 70. We're carrying three months of
  stock and renting the unit next door to do it.

PHYSICAL_HEALTH: Logged my 5k splits in a spreadsheet for a year. The last kilometre is always my fastest, which
  means I've been holding back for four.
PHYSICAL_HEALTH: Took the stairs to the fourth-floor ward every shift for a month. By week three I could still talk
  at the top.
PHYSICAL_HEALTH: Physio says my glutes have "gone to sleep" from standing at the till. Bridges every evening while
  the kettle boils.
PHYSICAL_HEALTH: At 64 I can do ten proper push-ups. At 60 I couldn't do one. Start where you are, lads.
PHYSICAL_HEALTH: Lifeguard requalifier: 400 m in under eight minutes, then the brick off the bottom of the deep
  end. Made it with eleven seconds to spare.
PHYSICAL_HEALTH: After fifty, lifting heavy things twice a week does more for your bones than any amount of
  jogging. — sports medicine podcast
PHYSICAL_HEALTH: pulled my calf sprinting for the 46 with no warm up. six weeks off running for one bus
PHYSICAL_HEALTH: Week 5 day 3: twenty minutes without stopping. Cried a bit at the lamppost at the end of the road.
PHYSICAL_HEALTH: Ten minutes of hips and shoulders before the bar and the squats stopped hurting.
PHYSICAL_HEALTH: Grip strength predicts a surprising amount about how older people fare. Carry the shopping home,
  don't wheel it. — from a long read in The Guardian
MENTAL_HEALTH: Some weeks the washing-up is a mountain. I do one mug and call it a win.
MENTAL_HEALTH: The therapist asked what I'd say to a friend who talked about themselves the way I do. I would never
  say it to a friend.
MENTAL_HEALTH: After a death on the unit we sit in the tea room for ten minutes, no phones, and nobody has to talk.
  — hospice volunteer, Galway
MENTAL_HEALTH: The anxiety isn't the thought, it's the arguing with the thought. — CBT group, week 4
MENTAL_HEALTH: "Men round here don't say depressed. They say tired, for years." — a farmer from Clare, on a podcast
MENTAL_HEALTH: Grief comes in waves. The big ones get further apart, but for a long time they don't get any
  smaller.
MENTAL_HEALTH: The funniest people on the bill sit alone in their cars for an hour after the gig. Check on your
  funny friends.
MENTAL_HEALTH: Panic on the Northern line. Counted five blue things, four sounds, three textures. Got off at my own
  stop, shaking but there.
MENTAL_HEALTH: Burnout on the wards doesn't announce itself. One day you just stop caring whether your tea is hot,
  and then whether anything is.
MENTAL_HEALTH: Booked the GP about my mood after my wife said I'd stopped laughing at the telly. She was right. She
  usually is.
WELLNESS_LIFESTYLE: Lights off at half ten, curtains open at seven, Saturdays included. My body finally knows what
  time it is.
WELLNESS_LIFESTYLE: Sunday batch cook: dal, rice, roast veg, five lunch boxes. No more meal-deal crisps at 3pm.
WELLNESS_LIFESTYLE: Walked to the harbour wall at sunset every day of Lent. Best forty days I've had in years.
WELLNESS_LIFESTYLE: Bath, no phone, a chapter, bed. The ritual matters more than the bath. — Sunday newsletter
WELLNESS_LIFESTYLE: Water bottle with the hours printed down the side. Embarrassing, effective.
WELLNESS_LIFESTYLE: Between runs on the trams I eat something green before I eat anything brown.
WELLNESS_LIFESTYLE: Rest isn't the prize for finishing. On this job it's part of the job, or you don't last the
  year.
WELLNESS_LIFESTYLE: My grandmother in Kottayam still eats dinner before seven and walks the lane afterwards. She's
  ninety-one and sharper than me.
WELLNESS_LIFESTYLE: Swapped the after-work pint for a swim at the lido. Same people, just wetter.
WELLNESS_LIFESTYLE: One weekend a month with no plans at all, blocked in the calendar like a meeting with my boss.
MEDICAL_SCIENTIFIC: The trial was stopped early because the drug worked so well it would have been unethical to
  keep anyone on placebo.
MEDICAL_SCIENTIFIC: Antibiotics don't touch viruses. Half my Monday clinic is explaining that, kindly, to exhausted
  parents. — rural GP, Powys
MEDICAL_SCIENTIFIC: Randomised, double-blind, forty thousand participants, and the effect was still tiny. Read past
  the headline.
MEDICAL_SCIENTIFIC: The mRNA work was decades in the making; 2020 was the last mile, not the whole road. — from a
  book on the vaccine race
MEDICAL_SCIENTIFIC: Positive control on the PCR failed twice. New primers Thursday; until then every result is
  suspect.
MEDICAL_SCIENTIFIC: "Doubles the risk" sounds terrifying until you learn it went from one in ten thousand to two.
MEDICAL_SCIENTIFIC: Placebos can help even when the patients are told they're placebos. Odd, and replicated.
MEDICAL_SCIENTIFIC: sepsis: temp, heart rate, resp rate, new confusion. minutes matter. — my notes, placement 2
MEDICAL_SCIENTIFIC: The consultant said statins are about the next ten years, not about how you'll feel next week.
MEDICAL_SCIENTIFIC: We know how to switch consciousness off for surgery far better than we understand why it
  switches off at all. — from an anaesthetist's memoir
SPECIFIC_AREAS: Third trimester and the heartburn is biblical. Sleeping propped on four pillows like a Victorian
  invalid.
SPECIFIC_AREAS: My lower back stopped complaining the week I raised the laptop to eye level and left the sofa.
SPECIFIC_AREAS: Type 2 at 47. Now I know exactly how many grams of carbohydrate are in one chapati.
SPECIFIC_AREAS: Pollen season in Canberra is a war. Antihistamine at night, sunnies on, shower before bed.
SPECIFIC_AREAS: Cracked hands from the hospital soap. Dermatology says emollient before every shift, not after.
SPECIFIC_AREAS: The app made it obvious after three months: my migraines cluster in the two days before my period.
SPECIFIC_AREAS: Tennis elbow from carpentry, not tennis. Strap below the joint, and stop gripping the hammer like
  it owes me money.
SPECIFIC_AREAS: Two auto-injectors in his school bag, one in the office, and a laminated plan on the staffroom
  wall. Peanuts are banned in the whole of Year 2.
SPECIFIC_AREAS: The ringing in my ears is twenty years of gigs. Plugs in at every show now, even the tiny rooms.
SPECIFIC_AREAS: Eyes like sandpaper after the night shift on screens. The drops help; blinking on purpose helps
  more.

CONCEPTS_THEORIES: Chesterton's fence, as our site manager puts it: don't rip out the stud wall till you know why
  somebody put it there.
CONCEPTS_THEORIES: The skills you need to do a thing well are the same skills you need to notice you're doing it
  badly. That's the whole of Dunning-Kruger, and it's kinder than the memes.
CONCEPTS_THEORIES: Once response times became the target, staff started closing calls early. Goodhart's law, live
  at the council.
CONCEPTS_THEORIES: Tragedy of the commons, explained with the office milk: everybody takes, nobody buys.
CONCEPTS_THEORIES: Working memory holds roughly four things at once, so my slides hold three. — teacher training,
  session on cognitive load
CONCEPTS_THEORIES: The British paid a bounty for dead cobras, so people started farming cobras. When the bounty
  ended the farmers let them go, and Delhi had more snakes than before. — from a book on unintended consequences
CONCEPTS_THEORIES: The planes that came back were full of holes in the wings, so the instinct was to armour the
  wings. Wald said armour the engines: the planes hit there never came back.
CONCEPTS_THEORIES: Path dependence is why my keyboard is still laid out to stop typewriter arms jamming in the
  1870s.
STUDY_MEMORIZATION: Kanji flashcards in the cab, one card per stop, the whole deck again at the terminus.
STUDY_MEMORIZATION: blurting method: close the book, write everything u remember, then check what u missed in red.
  changed my gcse mocks
STUDY_MEMORIZATION: Anatomy viva in two weeks. The brachial plexus now lives in my nan's kitchen, one nerve per
  cupboard.
STUDY_MEMORIZATION: Past papers, timed, at the kitchen table at 9am, because that's when the real exam starts.
STUDY_MEMORIZATION: Anki says I'll see this card again in 43 days. Trust the algorithm, stop cramming.
STUDY_MEMORIZATION: Revising for my nursing exams at 44 alongside my daughter doing her A-levels. We test each
  other over tea and she's ruthless.
STUDY_MEMORIZATION: Re-reading your notes feels like studying and isn't. Testing yourself feels awful and is. —
  study skills lecture, freshers' week
STUDY_MEMORIZATION: Bar prep: three thousand practice questions later, I dream in multiple choice.
SKILLS_DEVELOPMENT: A hundred dovetails in scrap pine before I cut one in the walnut. The first forty went in the
  stove.
SKILLS_DEVELOPMENT: Practise the bar you keep fluffing, not the bit that already sounds nice. — my piano teacher,
  every single week
SKILLS_DEVELOPMENT: Juggling three balls took twelve days of ten minutes. Dropping them was the lesson.
SKILLS_DEVELOPMENT: Catering college: the onion, every day for a month, until chef stopped wincing.
SKILLS_DEVELOPMENT: My coach films every serve. Without the video I'd have practised the same mistake a thousand
  times and called it training.
SKILLS_DEVELOPMENT: 400-day streak on the app and I still froze when the taxi driver in Lisbon asked me something
  real. Conversation club on Thursdays now.
SKILLS_DEVELOPMENT: The old bosun taught me the eye splice on night watch. Over and over until I could do it in the
  dark with cold hands.
SKILLS_DEVELOPMENT: Learned to touch-type at 38. Slower for a month, then faster than I ever was with two fingers.
SKILLS_DEVELOPMENT: You don't learn to lay bricks from the video. You learn it from the fortieth course that isn't
  quite level and the fortieth time you knock it down. — apprentice, Durban
RESOURCES_MATERIALS: Khan Academy got me through A-level stats after our teacher left in February.
RESOURCES_MATERIALS: OpenLearn's free courses are criminally underrated. Did the geology one on lunch breaks in the
  staff room.
RESOURCES_MATERIALS: Best book on structures for a first-year architecture student is Gordon's "Why Things Don't
  Fall Down". Reads like a novel, explains like a tutor.
RESOURCES_MATERIALS: The history graphic novels get borrowed more than the actual history shelf. Ordering more.
RESOURCES_MATERIALS: 3Blue1Brown's linear algebra series did in one evening what a whole semester of lectures
  didn't.
RESOURCES_MATERIALS: MIT's old lecture notes, free, in a folder on my tablet for the train to Pune.
RESOURCES_MATERIALS: anyone know a decent podcast for learning Yoruba? my kids are losing it and I'm too tired to
  teach after work
RESOURCES_MATERIALS: The museum's teacher packs are free and better than the ones the school pays for.
UNDERSTANDING_APPLICATION: I could recite Ohm's law for thirty years. I understood it the day I wired the shed and
  the lights dimmed when the kettle went on.
UNDERSTANDING_APPLICATION: Load paths were just arrows in the textbook until I stood under the beam on site and saw
  where it sags.
UNDERSTANDING_APPLICATION: Our teacher made us explain photosynthesis to a ten-year-old. If you can't, you don't
  get it yet.
UNDERSTANDING_APPLICATION: Read three books on negotiating, then folded in the first five minutes of buying a car.
  Knowing it and doing it live in different houses.
UNDERSTANDING_APPLICATION: Did the first-aid course in March and put a man in the recovery position outside Lidl in
  May. It stuck because we practised on the dummy till our knees hurt.
UNDERSTANDING_APPLICATION: Explain it in plain words, find where you stumble, go back to the book for just that
  bit. Repeat until there's no stumble.
UNDERSTANDING_APPLICATION: Translation class clicked when the tutor said: translate what the sentence does, not
  what it says.
UNDERSTANDING_APPLICATION: Worked examples are lovely. The learning happens on the first problem that doesn't come
  with one. — maths tutor, Singapore
SUBJECT_SPECIFIC: The Peace of Westphalia, 1648, is where the idea of a state being sovereign inside its own
  borders gets its birth certificate.
SUBJECT_SPECIFIC: A semicolon joins two complete sentences that lean on each other; it is not a posh comma.
SUBJECT_SPECIFIC: Mitochondria carry their own DNA, and you get it only from your mother. — Year 10 biology
SUBJECT_SPECIFIC: The angles of a triangle add to 180 only on a flat surface. Draw one on a football and they add
  to more.
SUBJECT_SPECIFIC: Water expands as it freezes, which is why ice floats and ponds freeze from the top down, and why
  the fish survive the winter.
SUBJECT_SPECIFIC: Japanese drops the subject whenever context makes it obvious, which is why my first drafts read
  like telegrams.
SUBJECT_SPECIFIC: The Great Vowel Shift is why "bite" and "meet" are spelled the way Chaucer said them.
SUBJECT_SPECIFIC: The Atlantic widens about as fast as your fingernails grow. — geography teacher, Year 8
SUBJECT_SPECIFIC: passé composé with être: the house verbs + reflexives, and the past participle agrees with the
  subject. elle est allée. — french notes

SELF_AWARENESS: I only get snappy about the bills when I'm frightened about something else entirely. Caught it
  three times this month.
SELF_AWARENESS: Reading back the journal: I say yes to everything on Mondays and resent all of it by Thursday.
SELF_AWARENESS: I'm not an introvert, I'm just tired. Took me thirty years to learn the difference.
SELF_AWARENESS: Realised at fifty that I chose accountancy for my father and painting for myself. Both can stay,
  but only one of them gets Sunday mornings.
SELF_AWARENESS: The things that irritate me most in other people are the things I do. My sister pointed this out
  with enormous pleasure.
SELF_AWARENESS: Values card sort on the course: I put "security" first and "adventure" last, and suddenly my whole
  twenties made sense.
SELF_AWARENESS: I keep telling people I hate attention. From a stage. Into a microphone. — stand-up, Edinburgh
SELF_AWARENESS: I decide what buyers are like in the first ninety seconds of a viewing, and I'm usually wrong.
  Worth knowing about myself.
SELF_AWARENESS: My body knows I'm anxious before I do. The jaw clenches while I'm waiting for the kettle.
SELF_AWARENESS: "Most of us are strangers to the reasons for our own moods." — from a memoir I read on the ferry,
  and I've been watching my reasons ever since
GOAL_SETTING_ACHIEVEMENT: Goal for this year: Coogee to Bronte, in the water. Broke it into 200 m chunks and a
  calendar on the fridge.
GOAL_SETTING_ACHIEVEMENT: One page of the thesis a day. One hundred and eighty days later, a thesis.
GOAL_SETTING_ACHIEVEMENT: I wrote "be healthier" for five Januaries. This year I wrote "walk to work three days a
  week" and actually did it.
GOAL_SETTING_ACHIEVEMENT: Passed my HGV on the third go at 58. The goal was written on a beermat in 2019; the
  beermat's framed now.
GOAL_SETTING_ACHIEVEMENT: Quarterly review with myself: three goals, a traffic light for each, and anything red
  twice gets dropped without guilt.
GOAL_SETTING_ACHIEVEMENT: I can't control whether I get the job. I can control sending four good applications a
  week, so that's the goal.
GOAL_SETTING_ACHIEVEMENT: Everyone in the cohort wrote "pass" as their goal. Our tutor made us write what passing
  would let us do. Mine said "stop being the one who nearly did".
GOAL_SETTING_ACHIEVEMENT: Don't announce the goal till you've started. Telling people feels so much like doing it
  that you stop.
GOAL_SETTING_ACHIEVEMENT: The vision board was mortifying until two of the six pictures came true.
GOAL_SETTING_ACHIEVEMENT: Target: read a webtoon in Korean without the app by Christmas. Halfway there on the first
  of October.
EMOTIONAL_INTELLIGENCE: When the bride's mother snapped at me, I guessed she was missing her husband that day. I
  softened, and so did she.
EMOTIONAL_INTELLIGENCE: Name the feeling and it loosens its grip a bit. "I'm disappointed" instead of slamming the
  cupboard.
EMOTIONAL_INTELLIGENCE: The angriest callers are usually the most frightened. I answer the fear first and the
  policy second. — claims handler, Manchester
EMOTIONAL_INTELLIGENCE: my teenager doesn't want a solution, she wants me to say "that's rubbish" and mean it
EMOTIONAL_INTELLIGENCE: If the front row has their arms folded, drop the edgy bit and go daft. You read the room or
  the room reads you.
EMOTIONAL_INTELLIGENCE: The kids who splash the others are usually the scared ones, not the naughty ones. —
  lifeguard
EMOTIONAL_INTELLIGENCE: I used to think calm meant not feeling anything. Now I know it means feeling it and not
  acting on it straight away.
EMOTIONAL_INTELLIGENCE: Our charge nurse walks into a bay and knows who is about to cry. It isn't magic; she
  learned it over twenty years of watching hands.
EMOTIONAL_INTELLIGENCE: Counting to ten never worked for me. I leave the room and come back when my shoulders have
  come down.
EMOTIONAL_INTELLIGENCE: He wasn't angry about the parking space. He'd had a diagnosis that morning. You can only
  know that if you ask the second question.
MINDSET_GROWTH: The kiln cracked half my pots in the first firing. My teacher said "good, now you know where the
  air was".
MINDSET_GROWTH: Failed my driving test twice. The third examiner said I was the calmest candidate she'd had all
  day. That's what the first two bought me.
MINDSET_GROWTH: "Not yet" instead of "can't". My daughter's teacher writes it next to every wrong answer.
MINDSET_GROWTH: The company went under in 2019. Best MBA I never paid for.
MINDSET_GROWTH: Resilience isn't bouncing back. It's getting up slowly, in a bad mood, and still getting up.
MINDSET_GROWTH: Every rejected pitch goes in a folder called Practice. The folder is huge now, and so is the
  portfolio.
MINDSET_GROWTH: I ruined a walnut tabletop at 23. The offcut lives on my bench so I remember I got over it.
MINDSET_GROWTH: You die on stage, you drive home, and you're back at the open mic next Tuesday. That's the whole
  training.
MINDSET_GROWTH: If you're the best in the room, you've stopped growing. Find a harder room. — heard on a chess
  podcast
MINDSET_GROWTH: Rejected by the architecture school the first time. The year in the builder's yard made me the only
  one in my studio who knows what a joist costs.
HABITS_ROUTINES: Shoes by the door, kit on the chair, coffee already in the pot. By 6am the decision's been made
  for me.
HABITS_ROUTINES: After I switch the kettle on, I do twenty squats. The kettle's my coach now.
HABITS_ROUTINES: Two years of three lines before bed. Not a diary, just three lines.
HABITS_ROUTINES: A big red X on the calendar for every day I practised. After thirty I couldn't bear to break the
  line.
HABITS_ROUTINES: The morning routine only works because the night-before routine exists.
HABITS_ROUTINES: It took 66 days, not 21, for flossing to stick. The research says it varies wildly anyway.
HABITS_ROUTINES: Friday on the boat: scrub the deck, log the catch, one cold beer on the quay, home.
HABITS_ROUTINES: Make it tiny enough to do on a bad day. Two minutes of guitar still counts.
HABITS_ROUTINES: Sunday evening reset: wash the lunchboxes, hang the uniforms, write the week's teas on the board.
HABITS_ROUTINES: News once at lunch, never in bed. It took a month; now the bedtime scroll feels like somebody
  else's habit.

PERSONAL_FINANCE: Nana kept a biscuit tin for every bill on the top shelf. The gas tin was always the fullest, and
  she never once had a red letter.
PERSONAL_FINANCE: Emergency fund hit three months' rent today. Felt better than any holiday I've had.
PERSONAL_FINANCE: Cleared the smallest card first, then the next. The little win gave me the nerve for the big one.
PERSONAL_FINANCE: Cancelled subscriptions I'd forgotten I had: £43 a month. Four streaming services and a
  meditation app I opened twice.
PERSONAL_FINANCE: Envelopes in my purse: groceries, petrol, fun. When fun is empty, fun is over.
PERSONAL_FINANCE: The standing order goes out the day after payday, before I can see it. What I can't see, I don't
  spend.
PERSONAL_FINANCE: moved in with two flatmates in Rathmines to clear the student loan by 30. worth every shared
  bathroom
PERSONAL_FINANCE: Anything over £50 sits in the basket overnight. Half of it never gets bought.
PERSONAL_FINANCE: Pay-in-three for a pair of trainers got me a missed payment on my credit file. Not worth the
  trainers.
PERSONAL_FINANCE: Wedding budget, tab two: what we'd cut first. We had the argument in October so we didn't have it
  in May.
INVESTING: Index funds, every month, never look. Dad picked shares and spent his sixties looking.
INVESTING: The market fell 20% and I bought more. Hardest click of my life.
INVESTING: All the family's money was in one building in Lekki. When the street flooded, so did our plan.
INVESTING: My best year was the one I forgot my login.
INVESTING: Fifteen years of reinvesting the dividends, and now they pay out more each month than I put in.
INVESTING: A 1.5% fee sounds like nothing until you run it over thirty years. Moved to a tracker at 0.2% and felt
  sick about the years before.
INVESTING: The group chat was all coins at Christmas. By Easter nobody mentioned it and two people had left.
INVESTING: Bought shares in the firm I work for. Then the firm had a bad year, and so did my savings and my job.
INVESTING: The rental flat yields about 4% after agent fees, repairs and empty months. My spreadsheet said 7. —
  estate agent, on her own buy-to-let
INVESTING: Rebalance once a year on my birthday: sell some of what did well, buy what didn't. It feels wrong, which
  is rather the point.
FINANCIAL_LITERACY: With inflation at 10%, the savings account paying 4% is losing you money, slowly and politely.
FINANCIAL_LITERACY: The loan with the lower rate was dearer once the arrangement fees were in. Look at the APR, not
  the headline rate.
FINANCIAL_LITERACY: A credit score isn't about how much money you have. It's about whether you pay back what you
  borrow, on time.
FINANCIAL_LITERACY: Rice grains on a chessboard, doubling each square. My Year 8s finally got compound growth, and
  one of them asked why her mum's card works the same way.
FINANCIAL_LITERACY: Minimum payments on £3,000 at 24%: nearly two decades to clear. I made the sixth form do the
  sum by hand.
FINANCIAL_LITERACY: When interest rates go up, the price of the bonds you already own goes down. Took me three
  videos and a napkin to see why.
FINANCIAL_LITERACY: what's a mortgage "in principle"?? turns out: nothing binding at all. — first-time buyers forum
FINANCIAL_LITERACY: Nobody told me the 0% card becomes 29.9% in month thirteen. It's on page four, in grey.
FINANCIAL_LITERACY: A banknote is paper until the shop agrees it isn't. Money is a story everyone has agreed to
  keep telling. — economics podcast
FINANCIAL_LITERACY: Debit or credit matters most on the day the card is stolen: one is your money gone, the other
  is the bank's problem for a while.
RETIREMENT_PLANNING: Employer matches up to 5%. Not taking it is turning down a pay rise.
RETIREMENT_PLANNING: Pension statement at 45 said I'd retire on £11,000 a year. Upped my contributions that
  evening, before dinner.
RETIREMENT_PLANNING: Tracked down four old workplace pots from four jobs. One was in a fund I'd never heard of,
  charging fees I'd never agreed to.
RETIREMENT_PLANNING: Stop at sixty and you're living thirty years on what you saved in forty. Put that way, the
  number gets very quiet.
RETIREMENT_PLANNING: Downsizing from the farmhouse to a bungalow in town. The difference is our pension top-up and
  the garden's a tenth the size.
RETIREMENT_PLANNING: Check the insurance inside your super. It quietly nibbles the balance for decades. — Aussie
  money podcast
RETIREMENT_PLANNING: KiwiSaver for the house deposit or leave it for when we're old: the argument at every family
  dinner since 2021.
RETIREMENT_PLANNING: The adviser said 4% a year was the old rule for drawing down; she's planning us on 3.5.
RETIREMENT_PLANNING: Dad's state pension forecast had gaps from his years in Ireland. Buying back two years cost
  him £1,600 and pays itself back in about three.
RETIREMENT_PLANNING: Plan for the go-go years, the slow-go years and the no-go years, not one retirement. — from a
  book my father-in-law lent me with passages underlined in pencil
TAXES: Self-assessment due on the 31st. Receipts in a shoebox, again. Next year, a folder.
TAXES: Marriage allowance: one of us earns under the threshold, so part of her allowance moves to me. About £250
  back a year for a five-minute form.
TAXES: Crossed the GST threshold, so 15% goes on every invoice now. My regulars noticed before I did.
TAXES: Claimed the working-from-home relief for three years back. HMRC actually paid it.
TAXES: The Canadian refund came with a letter I didn't understand. The RRSP deduction was why it was so big.
TAXES: Keep every invoice for the new kitchen. When you sell, it comes off the gain. — accountant to my brother
TAXES: Switched to the new tax regime this year. Fewer deductions, far less paperwork, and near enough the same
  tax. — salaried, Bengaluru
TAXES: emergency tax code on my first payslip took four months to sort. four!! months!!
TAXES: Tick the Gift Aid box: the charity gets 25% more, and higher-rate payers claim the rest back.
TAXES: The Etsy shop's gone past the trading allowance, so I have to register as self-employed before October.

INTERPERSONAL_RELATIONSHIPS: My father and I talk best in the car: side by side, eyes on the road, nobody has to
  look at anybody.
INTERPERSONAL_RELATIONSHIPS: My brother and I haven't agreed on anything since 1994, and he's still the first one I
  ring.
INTERPERSONAL_RELATIONSHIPS: Thirty years married is mostly the crossword together and knowing who does the bins.
INTERPERSONAL_RELATIONSHIPS: When my best friend had the baby I stopped waiting for her to come back to me and
  started turning up with soup.
INTERPERSONAL_RELATIONSHIPS: What the families tell me at the end is never about money. It's "I wish I'd said it
  while he could hear". — hospice volunteer
INTERPERSONAL_RELATIONSHIPS: My flatmate and I don't have to be friends, we have to be fair. The rota's on the
  fridge.
INTERPERSONAL_RELATIONSHIPS: Her mum still sets a place for me at Sunday lunch, two years after the divorce.
INTERPERSONAL_RELATIONSHIPS: Teenagers push you away to check you're still there when they come back. — parenting
  podcast
INTERPERSONAL_RELATIONSHIPS: Singapore to Manchester: we watch the same film on a video call and pause for each
  other's snacks.
INTERPERSONAL_RELATIONSHIPS: Half my work friends vanished the week I left. The other half turned out to be gold.
COMMUNICATION_SKILLS: When I log a bug I write what I did, what I expected and what I saw. I never open with "your
  code is broken", and the devs fix mine first.
COMMUNICATION_SKILLS: Shorter emails get answers. Three lines, one question, the ask in the first sentence.
COMMUNICATION_SKILLS: Before I say a word about cover, I repeat back the date and the damage. People calm down once
  they know they've been heard.
COMMUNICATION_SKILLS: On the phone to families I say "died". Not "passed", not "lost". The soft words make it
  harder. — rural GP
COMMUNICATION_SKILLS: A Japanese apology is about repairing the relationship; an English one is about who's to
  blame. I translate the function, not the words.
COMMUNICATION_SKILLS: "What I'm hearing is..." sounds terribly corporate, but it saves ten minutes arguing about
  something nobody actually said.
COMMUNICATION_SKILLS: One idea per slide, and find a friendly face in each corner of the room.
COMMUNICATION_SKILLS: a full stop at the end of a text reads as furious to anyone under 30. learned this the hard
  way
COMMUNICATION_SKILLS: My deaf cousin's rules: face me, don't cover your mouth, and don't shout. Shouting bends the
  lips out of shape.
COMMUNICATION_SKILLS: Ask "what would you change about it?" rather than "do you like it?" and people finally tell
  you something. — from a book on interviewing
CONFLICT_RESOLUTION: The hedge war with next door ended over a cup of tea and a tape measure, not a solicitor.
CONFLICT_RESOLUTION: He didn't want the window seat. He wanted not to feel sick. Once we saw that, the aisle seat
  by the wing solved it. — from a negotiation book
CONFLICT_RESOLUTION: My ex and I only do logistics by email now. Neutral tone, no history, and it works.
CONFLICT_RESOLUTION: Mediator's rule: each person talks for two minutes uninterrupted, then summarises the other
  side until the other side says "yes, that's it".
CONFLICT_RESOLUTION: Two chefs fighting over the pass. I gave each of them a night to run it. The fighting stopped
  by Thursday.
CONFLICT_RESOLUTION: Apologise for your part even if it's only 10%. It opens the door for their 90.
CONFLICT_RESOLUTION: Never row in front of the crew. We go behind the wheelhouse and sort it there.
CONFLICT_RESOLUTION: House rule: no big rows after 10pm. Everything looks smaller at breakfast.
CONFLICT_RESOLUTION: The grievance settled when HR asked each of them what a good outcome would look like. They
  turned out to want the same thing.
CONFLICT_RESOLUTION: The meeting about the new crossing got heated, so we broke into small tables, and the shouting
  turned into a list.
RELATIONSHIP_BUILDING: New in Toronto, I joined a pub quiz team of strangers. Two years later they carried my sofa
  up three flights.
RELATIONSHIP_BUILDING: Networking is just remembering what someone told you and asking about it next time.
RELATIONSHIP_BUILDING: I sent our supplier a card when her dad died. In the shortage she got our order out first.
RELATIONSHIP_BUILDING: Coffee with one old colleague a month. By December I had a job offer I'd never applied for.
RELATIONSHIP_BUILDING: Friendship after forty needs a schedule: first Thursday, same pub, whoever turns up.
RELATIONSHIP_BUILDING: The volunteers who eat lunch together stay longer. So now lunch is on the rota.
RELATIONSHIP_BUILDING: Moved to Lagos for work knowing nobody. The quickest way in was the church choir.
RELATIONSHIP_BUILDING: I write names on the back of business cards with one detail. "Dog called Biscuit" has won me
  more repeat clients than my website.
RELATIONSHIP_BUILDING: Ask the new neighbours to lend you something small. People warm to you after they've helped
  you.
RELATIONSHIP_BUILDING: "Trust, like a hedge, is grown slowly and cut down in an afternoon." — from a novel set in
  rural Kerry
FEEDBACK: My editor writes her comments in green, never red. Same criticism, much less flinching.
FEEDBACK: Skip the compliment sandwich. People just wait for the "but". Say the thing kindly and plainly.
FEEDBACK: Crit day: twelve strangers telling you your building is a shoebox. Take notes now, argue next week.
FEEDBACK: Asked my Year 11s for one thing to keep and one to change about my lessons. Brutal, anonymous, useful.
FEEDBACK: "Could you say more about that?" is the best reply to criticism I've found. It buys time and gets detail.
FEEDBACK: The feedback card said I was the only one who knocked before coming in. I'll keep knocking.
FEEDBACK: Good notes are specific. "The second paragraph drags," not "it's a bit long".
FEEDBACK: The comic who gives you notes as you come off stage is doing you a favour, even while you want to punch
  him.
FEEDBACK: 360 review: three people on my team used the same word. Interrupt.
FEEDBACK: Ask about one thing only. "How was it?" gets you "fine"; "was the ending too quick?" gets you the truth.

CREATIVE_PROCESS: Bad first drafts are the job. Nobody ever hears the ugly version of the song.
CREATIVE_PROCESS: I paint after the ledgers are closed. The numbers empty my head and the canvas fills it back up.
CREATIVE_PROCESS: Prototype the fun in grey boxes before anyone draws a single tree. If it isn't fun grey, it won't
  be fun green.
CREATIVE_PROCESS: Ideas arrive in the shower, the car, on the dog walk. Never at the desk. Notebook in every coat.
CREATIVE_PROCESS: Workshop exercise: a poem using only words from today's supermarket receipt. Mine had "reduced"
  in it three times and was the best thing I wrote all term.
CREATIVE_PROCESS: Copy your heroes by hand first. The mistakes you make copying become your style. — life drawing
  tutor
CREATIVE_PROCESS: Turn the canvas to the wall for a week. It looks different once you've forgotten what you meant.
CREATIVE_PROCESS: The bit came to me at 3am and it was genius. At breakfast it wasn't. Sleep on every joke.
CREATIVE_PROCESS: Studio rule for brainstorms: quantity first, no judging until the whole wall is Post-its.
CREATIVE_PROCESS: "The sketchbook is where I'm allowed to be bad in private." — illustrator, in a long interview in
  a design magazine
ART_FORMS: A haiku needs its season word. Take that away and you've just got a short poem.
ART_FORMS: Kathakali performers train for years on the eyes alone, before the hands, before the feet.
ART_FORMS: Graphic novels are a literary form, not a phase. Tell that to the parents at open evening. — school
  librarian
ART_FORMS: Fado is longing set to a Portuguese guitar. The word itself means fate.
ART_FORMS: Opera is the last place you hear a human voice carry, unamplified, over a whole orchestra.
ART_FORMS: A sonnet turns at line nine. Read enough of them and you feel the hinge before you see it.
ART_FORMS: Manga reads right to left and the panels pace the story the way cuts pace a film.
ART_FORMS: Documentary isn't journalism and it isn't fiction. It's its own animal. — first lecture, film module
ART_FORMS: Afrobeat tracks run twelve, fifteen minutes: the horn lines, the groove that refuses to end.
ART_FORMS: Modern dance threw away the pointe shoes. Bare feet were a manifesto.
ARTISTIC_TECHNIQUES: Glazing in oils: thin transparent layers, fat over lean, and wait for each one to dry.
ARTISTIC_TECHNIQUES: Two-point perspective: horizon first, and put the vanishing points off the edge of the page or
  your buildings look squashed.
ARTISTIC_TECHNIQUES: Drop-2 voicing: take the second note from the top down an octave, and a stiff chord suddenly
  breathes.
ARTISTIC_TECHNIQUES: Put the couple with the sun behind them and a reflector under the chin. The hair halo's free.
ARTISTIC_TECHNIQUES: Wet-on-wet: soak the paper first, then touch the colour in and let it bloom on its own.
ARTISTIC_TECHNIQUES: Two normal examples and a third that swerves. The swerve has to be the last word in the line.
  — comedy writing class
ARTISTIC_TECHNIQUES: In the wood kiln the ash lands on the shoulders of the pots and melts into green runs. Where
  you stack them decides where the glaze goes.
ARTISTIC_TECHNIQUES: We redraw the sound effects in English, letter by letter, matching the weight of the original
  brushwork.
ARTISTIC_TECHNIQUES: Block in the darks first, then lift the lights out with a kneaded eraser. The face comes out
  of the shadow.
ARTISTIC_TECHNIQUES: Pizzicato on the cello: pluck with the side of the finger, not the tip, for a rounder note.
ART_APPRECIATION: Stood in front of the Rothko for ten minutes before anything happened. Then something happened.
ART_APPRECIATION: Listen to the album once, all the way through, in order, with your phone in another room. Then
  decide.
ART_APPRECIATION: A good review tells you what the film was trying to do and whether it managed it, not whether the
  critic liked it.
ART_APPRECIATION: You taste what you pay attention to. Same with a fugue: follow one voice through and the whole
  thing opens. — sommelier, after his third glass
ART_APPRECIATION: The gallery attendant told me the best painting in the room is always the one nobody photographs.
ART_APPRECIATION: Slow looking: one picture, three questions. What do you see, what do you think, what do you
  wonder.
ART_APPRECIATION: i thought abstract art was a con until i tried to make some
ART_APPRECIATION: Read the poem aloud and it changes. The line breaks turn out to be breaths.
ART_APPRECIATION: Half the albums the critics binned in 1973 are now called classics. Taste moves; keep your own
  ears.
ART_APPRECIATION: Looking at a cathedral, our tutor made us find the single decision everything else depends on. It
  was the width of the nave.
EXPRESSION: After the miscarriage I painted the same grey sea forty times. My counsellor called it grieving. I
  called it painting. We were both right.
EXPRESSION: My son won't talk to me, but he raps in his room, and the lyrics tell me everything.
EXPRESSION: Three pages by hand every morning. Two and a half of rubbish, then one sentence that's true.
EXPRESSION: My tattoo is my mother's handwriting from a birthday card. Her "love, Mum" on my wrist.
EXPRESSION: Week two of the prison poetry group, a man who had never said "afraid" wrote it down, twice.
EXPRESSION: Dance is how my daughter says she's angry. Better the kitchen floor than slamming the door.
EXPRESSION: I write songs about the claims I can't talk about. Names changed, the floods left in.
EXPRESSION: Blogging about Dad's dementia gave all of it somewhere to go that wasn't my wife.
EXPRESSION: The graffiti wall at the youth club says what the kids won't say in group.
EXPRESSION: Stand-up is saying the embarrassing thing out loud to strangers until it stops owning you.

TRAVEL_PLANNING: The rail pass only pays off if you're doing Tokyo, Kyoto, Hiroshima and back. Ran the numbers
  before we bought it.
TRAVEL_PLANNING: Book the Ghan eleven months out or forget about it. — grey nomads forum
TRAVEL_PLANNING: Shared itinerary doc for the family: flights, ferry times, and one empty day in every week.
TRAVEL_PLANNING: india e-visa: apply at least four days before you fly. we left it to two and aged ten years
TRAVEL_PLANNING: Interrail: book the night trains first; everything else fits around them.
TRAVEL_PLANNING: Honeymoon: the beach in the north first, then three nights in Stone Town. Booked the dhow before
  the flights because it only runs on Saturdays.
TRAVEL_PLANNING: Mid-September in Croatia: half the prices, all the sun, and the island ferries are still running.
TRAVEL_PLANNING: Two returns cost £400 more than one multi-city ticket through Doha.
TRAVEL_PLANNING: Buy the insurance the day you book, not the day you fly, so the cancellation cover starts from the
  start.
TRAVEL_PLANNING: Cape Town to Windhoek by car: fuel stops every 300 km, marked on paper, because the map app thinks
  some of those roads are rivers.
CULTURAL_EXPERIENCES: The man whose scarf I bought in Istanbul invited me to break the fast with his family. Dates
  first, then lentil soup, then everyone talking at once.
CULTURAL_EXPERIENCES: Diwali in Jaipur: every balcony lit, fireworks till 2am, and strangers pushing sweets into
  our hands.
CULTURAL_EXPERIENCES: At the bathhouse you wash before you soak. I was the only one in there who didn't know.
CULTURAL_EXPERIENCES: Onam sadhya on a banana leaf, right hand only, twenty-odd dishes, the payasam last.
CULTURAL_EXPERIENCES: A Yoruba wedding goes on all day, and spraying the couple with notes is part of the dance. —
  travel blog, "Owambe for Beginners"
CULTURAL_EXPERIENCES: Welcomed onto the marae with a hongi, nose and forehead pressed together. The breath is
  shared.
CULTURAL_EXPERIENCES: The Day of the Dead altar in Oaxaca had the grandfather's cigarettes and a bottle of mezcal
  on it, next to his photo in a cowboy hat.
CULTURAL_EXPERIENCES: Mint tea in Fes: three glasses, each poured from a height, and you don't refuse the third.
CULTURAL_EXPERIENCES: Under the cherry trees in Osaka, the office juniors had been sent at dawn to hold the spot
  with a blue tarp for their bosses.
CULTURAL_EXPERIENCES: Ceilidh in a village hall on Lewis. Nobody knew the steps and everybody got shouted into
  place by an eighty-year-old.
EXPLORATION_ADVENTURE: Kayaked Milford Sound at dawn. The seals found us before we found them.
EXPLORATION_ADVENTURE: Lost the path in the Drakensberg and found it again by a cairn someone built decades ago.
EXPLORATION_ADVENTURE: The shark off Gansbaai was bigger than the skipper's explanation of the shark.
EXPLORATION_ADVENTURE: Solo trek to base camp at 58. The altitude humbles everybody, including the 25-year-old
  marathoners.
EXPLORATION_ADVENTURE: Night bus through Laos, no plan, woke in a town I couldn't pronounce. Stayed a week.
EXPLORATION_ADVENTURE: Winter camping in Algonquin at minus 30: hot water bottle in the sleeping bag and wolves
  talking at 2am.
EXPLORATION_ADVENTURE: Dublin to Galway on a 1980s racer with a paper map and a jar of peanut butter.
EXPLORATION_ADVENTURE: The cave leaflet said "a few minor squeezes". It meant crawling on my belly through a slot
  the width of a suitcase.
EXPLORATION_ADVENTURE: Floating in a cenote, looking down through thirty metres of clear water, was the most
  terrifying beautiful thing I've ever done.
EXPLORATION_ADVENTURE: First time on the ice wall: kick, kick, axe, and learn to trust the crampons more than your
  hands.
DESTINATION_SPECIFIC: Singapore's hawker culture is on the UNESCO list now, and Maxwell is busy by seven.
DESTINATION_SPECIFIC: Lisbon is built on seven hills, and the old yellow trams climb every one of them.
DESTINATION_SPECIFIC: Iceland has no mosquitoes. Our guide mentioned it three times, proudly.
DESTINATION_SPECIFIC: Venice's MOSE barriers rise when the tide forecast goes above 110 cm. Saw them up in
  November.
DESTINATION_SPECIFIC: Kyoto has over a thousand temples. You'll see a dozen and that's fine.
DESTINATION_SPECIFIC: The carved doors of Stone Town: brass studs on the Indian ones, square tops on the Arab ones.
DESTINATION_SPECIFIC: The Giant's Causeway is about forty thousand basalt columns, most of them six-sided.
DESTINATION_SPECIFIC: The Treasury at Petra isn't built, it's carved, the whole façade straight out of the cliff.
DESTINATION_SPECIFIC: Cradle Mountain can get snow in summer, our guide said; pack a fleece even in January.
DESTINATION_SPECIFIC: Marrakech's old city is ringed by about nineteen kilometres of red walls, and the gates have
  names.
TRAVEL_TIPS: Roll the clothes, don't fold them, and put one full outfit in the hand luggage.
TRAVEL_TIPS: Photo of your passport, emailed to yourself, before you leave the house.
TRAVEL_TIPS: Learn "thank you" and "sorry" before "where's the toilet".
TRAVEL_TIPS: Download the offline map before you land. Roaming charges at the airport will finish you.
TRAVEL_TIPS: Eat where the taxi drivers eat. — my uncle in Ibadan, who has never been wrong about food
TRAVEL_TIPS: A sarong is a towel, a blanket, a scarf, a skirt and a temple cover. Always pack one.
TRAVEL_TIPS: Tell your bank you're going or the card dies at the first petrol station.
TRAVEL_TIPS: keep some coins for the toilets in europe, half of them still want 50 cents
TRAVEL_TIPS: Aisle seat on long hauls if you drink a lot of water. Window if you actually want to sleep.
TRAVEL_TIPS: Pack a small power strip. One adapter, four devices, and instant friends in the hostel.

ENVIRONMENTAL_ISSUES: Twenty years fishing this bay and the mackerel come later every season. The old men on the
  quay say the same about the water.
ENVIRONMENTAL_ISSUES: Beach clean haul: six hundred bottle tops and one flip-flop that had floated from Indonesia.
ENVIRONMENTAL_ISSUES: At Varanasi the ritual and the sewage share the same water.
ENVIRONMENTAL_ISSUES: The reef on our second dive had turned white, like a bone yard. The guide stopped talking for
  the whole boat ride back.
ENVIRONMENTAL_ISSUES: My dad's windscreen used to be plastered with insects after any drive in July. Mine stays
  clean.
ENVIRONMENTAL_ISSUES: Delhi in November: schools shut, the sun an orange coin at noon, everyone coughing.
ENVIRONMENTAL_ISSUES: The guide showed us a sign from 1985 marking where the glacier ended. It's a kilometre's walk
  to the ice now.
ENVIRONMENTAL_ISSUES: Smoke from fires in Quebec turned the New York sky orange for a day. Nobody there had ever
  seen a fire.
ENVIRONMENTAL_ISSUES: Microplastics turning up in placenta samples. The study is small; what it found isn't.
ENVIRONMENTAL_ISSUES: Every August the river by the farm goes green. Fertiliser running off the fields, the council
  admitted at last. — from a memoir of a Shropshire farming family
ECO_FRIENDLY_PRACTICES: Banana peels in the compost turn into tomatoes two summers later.
ECO_FRIENDLY_PRACTICES: Refill shop for washing-up liquid and rice. I take Mum's old jam jars.
ECO_FRIENDLY_PRACTICES: The repair café fixed my toaster with a 20p fuse. The man in the apron was delighted.
ECO_FRIENDLY_PRACTICES: Line-dried everything all summer. Sheets smell better and the meter barely moves.
ECO_FRIENDLY_PRACTICES: Cloth nappies for the second baby. It's the wash routine that takes getting used to, not
  the nappies.
ECO_FRIENDLY_PRACTICES: No cling film in our kitchen now: beeswax wraps, and a plate on top of the bowl like Nan
  did.
ECO_FRIENDLY_PRACTICES: A water butt off the shed gutter waters the veg all through July.
ECO_FRIENDLY_PRACTICES: Uniform swap at the library: three hundred items rehomed, and nobody had to buy a new
  blazer.
ECO_FRIENDLY_PRACTICES: Meal plan on the fridge, leftovers night on Thursday. The food caddy is almost empty these
  days.
ECO_FRIENDLY_PRACTICES: bamboo toothbrush, shampoo bar, safety razor. small stuff but the bathroom bin is tiny now
CONSERVATION_EFFORTS: Turtle nest patrol at night: red torches only, and we count the tracks at first light.
CONSERVATION_EFFORTS: Beavers back in the valley after four hundred years. The dams slow the floods downstream.
CONSERVATION_EFFORTS: Mangrove saplings in the Sundarbans: every one planted is a little wall against the next
  cyclone.
CONSERVATION_EFFORTS: The rhinos at the conservancy have armed rangers with them day and night.
CONSERVATION_EFFORTS: Our Year 4s adopted a hedgerow and planted hawthorn and blackthorn along the playing field.
CONSERVATION_EFFORTS: There's a vault in a Svalbard mountain holding seeds from nearly every crop on earth, just in
  case.
CONSERVATION_EFFORTS: They made the headland a no-take zone. Three years on, the fish spill over to where we're
  allowed to fish. I argued against it. I was wrong.
CONSERVATION_EFFORTS: Blocking the old drains so the bog wets up again. Sphagnum back in two summers.
CONSERVATION_EFFORTS: Red kites were nearly gone from England. Now I count six on the drive to work.
CONSERVATION_EFFORTS: The land trust bought the meadow at auction the week before the developers could.
POLICY_ADVOCACY: Petition against the incinerator: four thousand names, and the council pushed back the vote.
POLICY_ADVOCACY: Our MP sent a form letter about the sewage discharges, so twelve of us went to her surgery with
  jars of river water.
POLICY_ADVOCACY: The carbon rebate cheque is bigger than what most families pay in the levy. Nobody in my street
  believes me.
POLICY_ADVOCACY: Climate strike on Friday. My daughter's placard said "Do your homework". — letter to the editor
POLICY_ADVOCACY: The plastic bag levy in Ireland cut use by about ninety percent almost overnight.
POLICY_ADVOCACY: Organising note: get residents to the planning meeting with photos of the flooded street, not
  statistics.
POLICY_ADVOCACY: The EU banned single-use plastic straws, cutlery and stirrers in 2021. Somebody had to campaign
  for years for that one line of law.
POLICY_ADVOCACY: Template letter to the council about the protected cycle lane is in the group folder. Change the
  first line, sign it, send it.
POLICY_ADVOCACY: Companies can't just print "carbon neutral" on the box any more without proof. — news bulletin
POLICY_ADVOCACY: Citizens sued the Dutch government over emissions and won. The court ordered deeper cuts, and
  lawyers everywhere took notes.
PERSONAL_IMPACT: Worked out our household footprint. The two flights to see family outweigh the car for the whole
  year.
PERSONAL_IMPACT: Four meat-free days a week. The calculator says it's like parking the car for three months.
PERSONAL_IMPACT: Moving my pension to a fund without oil and gas turned out to be the biggest carbon lever I have.
PERSONAL_IMPACT: Sold the second car in March. Bus and bike since, and only missed it twice.
PERSONAL_IMPACT: Heat pump in, gas boiler off to the scrapyard.
PERSONAL_IMPACT: I fly once a year now and take the train for anything under eight hours.
PERSONAL_IMPACT: My phone is four years old. The greenest phone is the one I already have.
PERSONAL_IMPACT: Counted the vans that came to my door for my own orders last month: eleven. I batch now.
PERSONAL_IMPACT: Guilt doesn't help. What I can change is how often I drive to the big supermarket.
PERSONAL_IMPACT: Our wedding: local flowers, no flights for anyone, and the footprint came in at about a third of
  an average one.
`;
