/**
 * Training examples, twelfth batch, by an author who saw no held-out data, the categoriser nor its vocabulary:
 * passages underlined in books, long-form articles and essays that use other subjects' words in passing, and meeting
 * and lecture notes of a few lines, 50 per group. Never used for evaluation.
 */
export const TRAINING_DATA_12 = `
TASKS_ACTIONS: Before Friday: renew the van insurance, chase Priya for the signed lease, book the boiler service.
  The boiler has been on this list since March, which is its own kind of confession.
TASKS_ACTIONS: Action items from Tuesday's sync: Dele sends the revised floor plan to the landlord, Mei confirms
  catering numbers by noon Thursday, and I cancel the old courier account before it auto-renews.
TASKS_ACTIONS: sat morning: coats to the dry cleaner, dad's prescription from boots, library books back before the
  fine hits double figures. then maybe the park
TASKS_ACTIONS: My grandmother kept her errands on the back of an envelope propped behind the mantel clock: post
  office, cobbler, ring the vicar. She never ticked anything off. She tore each strip away until only the flap was
  left.
TASKS_ACTIONS: Note to self — email the school about the trip form, transfer rent to Sandra, and actually ring the
  dentist instead of meaning to ring the dentist.
TASKS_ACTIONS: Parent committee follow-ups: someone has to get three quotes for resurfacing the playground and
  someone has to ask the council about moving bin day. Nobody volunteered. I'll take the quotes.
TASKS_ACTIONS: From this morning's standup: Kwame pairs with Jo tomorrow to unblock the export bug, I update the
  ticket, and somebody tells the client the Thursday demo is now Monday. That somebody is me.
TASKS_ACTIONS: Three things before Sunday's flight: water the tomatoes, leave the spare key with Mrs Okafor next
  door, and print the visa approval, because the airline app crashed at the gate last time.
TASKS_ACTIONS: Moving out in 9 days. Still to do: deep clean the oven, photograph every wall for the deposit,
  cancel broadband, redirect post, sell the sofa on Marketplace. Someone come and hold my hand.
TASKS_ACTIONS: Today, in order: tip run with the broken bikes, sign Ama's permission slip, call Halifax about the
  mortgage letter, buy candles for Friday. Whatever isn't done by four rolls to tomorrow, no guilt.
METHODS_TECHNIQUES: The trick with timeboxing, my old editor said, is that the box is the promise, not the task.
  You give the chapter ninety minutes on Tuesday, and when the kitchen timer rings you stop, finished or not.
METHODS_TECHNIQUES: He divided his week the way a farmer divides a field: mornings for the deep furrows, afternoons
  for gates and fences, Friday for walking the boundary to see what had slipped through.
METHODS_TECHNIQUES: Lecture notes, ops mgmt wk 3: Eisenhower matrix, urgent vs important. Prof's point — most of
  quadrant 3 is other people's priorities wearing your calendar.
METHODS_TECHNIQUES: Twenty-five minutes on, five off, four rounds, then a long loop with the dog. The tomatoes
  aren't magic; the fourth break is where the pieces of the problem finally click together.
METHODS_TECHNIQUES: Eat the frog sounded like gym-bro nonsense until I tried it: the grant report first thing,
  before email, before even the coffee. Done by 9:40, and the rest of the day felt like a bonus.
METHODS_TECHNIQUES: The weekly review is the whole system. Contexts, project lists, someday/maybe — all of it rots
  unless you sit down on Friday afternoon and empty your head onto paper.
METHODS_TECHNIQUES: "Batch the shallow stuff," said the surgeon turned novelist on the podcast. "I answer messages
  at one and at five. The ward taught me an interruption costs far more than the minute it takes."
METHODS_TECHNIQUES: Allen's two-minute rule: if it takes less than two minutes, do it now. It cleared a backlog of
  tiny replies that had been following me around like unpaid parking fines.
METHODS_TECHNIQUES: Personal kanban on the fridge door: three columns, to do, doing, done, and a hard limit of two
  sticky notes in the middle. The kids think it's a game, which it sort of is.
METHODS_TECHNIQUES: The Ivy Lee method, 1918: each evening write down the six most important tasks for tomorrow, in
  order, then work on the first until it's finished. A steel magnate reportedly paid $25,000 for that advice.
TOOLS_RESOURCES: Swapped a dozen apps for one A5 dotted notebook and a Muji 0.38 pen. Paper doesn't ping, and I can
  flip back to last March faster than any search bar.
TOOLS_RESOURCES: Todoist understanding "every other Tues at 4pm" in plain English is the feature I didn't know I
  needed.
TOOLS_RESOURCES: From the newsletter: buy a cheap wind-up kitchen timer. The phone timer means picking up the
  phone, and picking up the phone means Instagram.
TOOLS_RESOURCES: We moved the whole team board into Notion last quarter. The templates alone were worth it —
  meeting notes, project tracker and reading list, all linked to each other.
TOOLS_RESOURCES: My aunt in Osaka has used a Hobonichi planner for eleven years: a page per day, paper so thin you
  barely feel it. She calls it a diary that happens to hold appointments.
TOOLS_RESOURCES: If you live in Google Calendar anyway, colour-code by energy rather than by project — green for
  light admin, red for thinking work. Picked that up on a forum and it stuck.
TOOLS_RESOURCES: Current stack: Obsidian for notes, Things 3 for tasks, a paper index card in my shirt pocket for
  whatever arrives on the bus. Three tools, no overlap.
TOOLS_RESOURCES: Freedom blocks the same time-wasting sites on laptop and phone at once. Thirty quid a year is alot
  cheaper than my lost evenings.
TOOLS_RESOURCES: Dad's carpenter's pencil behind his ear was his to-do app. Mine is a Rocketbook that I scan and
  wipe clean, which he would find hilarious.
TOOLS_RESOURCES: "which app do u use for shared shopping lists with your partner" / "AnyList. syncs instantly,
  sorts by aisle. saved us from so many three-onions-no-milk situations"
MINDSET_HABITS: Procrastination is rarely laziness. It is usually a small fear in a big coat: of the blank page, of
  the verdict, of finding out the thing you love is harder than you hoped.
MINDSET_HABITS: I clean the kitchen most thoroughly on the days I'm meant to be writing. The oven has never shone
  like it did during my thesis.
MINDSET_HABITS: Focus, my running coach liked to say, is mostly refusal. You turn down twenty interesting things so
  that one important thing gets your legs.
MINDSET_HABITS: Even face down on the desk, the phone tugs at you — in one study people did worse on tests with it
  simply sitting in the room. Mine lives in a drawer in the hall now.
MINDSET_HABITS: Discipline isn't a personality. It's a decision you make once, the night before, so that
  tomorrow-you doesn't have to negotiate with the duvet at six.
MINDSET_HABITS: opened a tab to check one fact for work and forty minutes later I'm reading about Byzantine
  coinage. how do you lot stay on task, genuinely asking
MINDSET_HABITS: The hardest part of any job is the first four minutes. After that the resistance drains away like
  bathwater.
MINDSET_HABITS: My mother ran a provisions shop in Lagos for thirty years and never once waited to feel like
  opening. "The feeling comes after the shutters are up," she said.
MINDSET_HABITS: I used to think I needed a clean two-hour block before I could start anything. Now the bargain is:
  open the file, ten minutes, then you're allowed to stop. I almost never stop.
MINDSET_HABITS: Deep attention is a candle in a draughty house. Every notification is somebody opening a door.
OUTCOMES: End-of-quarter count: 41 client reports shipped, two conference talks, zero late invoices. Less than I'd
  planned, more than I'd feared, and for once I wrote it down.
OUTCOMES: Stop counting the hours at the desk and count what leaves it. Nobody pays a joiner for sawdust.
OUTCOMES: Retro note: we closed 23 tickets this sprint but shipped 4 features a customer can actually see. Lots of
  motion, not much movement.
OUTCOMES: The novelist kept a spreadsheet of her daily word counts for six years. Average: 612. Six hundred words a
  day, she pointed out, is a long book every eight months.
OUTCOMES: Tallied my output since January — 18 articles, 3 podcast episodes, 1 half-built course. Laid out like
  that, it's obvious the course is where the hours went to die.
OUTCOMES: I keep a done list, not just a to-do list. At 5pm I write down what actually got finished. Some days it's
  two lines, and it's still more honest than the plan was.
OUTCOMES: Our throughput nearly doubled after we cut recurring meetings by a third, which tells you exactly where
  the afternoons had been going.
OUTCOMES: Busy and productive aren't the same thing. The only measure I trust now: what exists this week that
  didn't exist last week?
OUTCOMES: 1:1 with my manager — she asked for my three biggest results this half, not activities. I struggled to
  name them, which I think was her point.
OUTCOMES: On the allotment you judge a season by what comes out of the ground, not by how many hours you knelt in
  it. I'm trying to judge my working weeks the same way.

DEVELOPMENT_CODING: Write code for the tired colleague reading it at 2am during an outage. A clever one-liner is a
  present to yourself and a tax on everyone after you.
DEVELOPMENT_CODING: My grandfather repaired clocks and never took out more than one gear at a time. I think of him
  whenever I'm tempted to refactor three modules in a single pull request.
DEVELOPMENT_CODING: CS201 notes: recursion needs a base case AND progress toward it. If the list doesn't shrink on
  every call, you've written an infinite loop with extra steps.
DEVELOPMENT_CODING: Tests aren't there to prove the code works today. They're there so you can change it next year
  without being frightened of it.
DEVELOPMENT_CODING: whole evening on a bug that turned out to be an off-by-one in a date loop. February. it's
  always February
DEVELOPMENT_CODING: Naming is design. If you can't name the function, you don't yet know what it does, and neither
  will the poor soul who opens the file after you.
DEVELOPMENT_CODING: A good commit message explains why. The diff already shows what, in excruciating detail.
DEVELOPMENT_CODING: Our lead's rule in code review: any function taller than your screen has at least two jobs
  hiding inside it. Split it until each one fits.
DEVELOPMENT_CODING: Python first, then Rust. The borrow checker felt like a strict aunt at a wedding — unbearable,
  until you realise she quietly prevented three disasters you never saw.
DEVELOPMENT_CODING: Deleting code was the most useful thing I did this sprint. Fourteen hundred lines gone, the
  build is faster, and nobody has missed a single one.
HARDWARE_DEVICES: Old ThinkPad, new SSD, 16GB of RAM, and it boots faster than my work laptop. Eight years old and
  still the best keyboard I've ever typed on.
HARDWARE_DEVICES: My e-reader's battery lasts a month. My phone struggles to last a wedding reception.
HARDWARE_DEVICES: Repair café notes: most "dead" laptops just need a new battery or a cleaned fan. The thermal
  paste on Saturday's one looked like toothpaste left out since 2016.
HARDWARE_DEVICES: Got a mechanical keyboard with brown switches. My flatmate calls it the woodpecker, but my wrists
  no longer ache by Thursday.
HARDWARE_DEVICES: The Raspberry Pi in the hall cupboard runs our weather station, a network ad blocker and a little
  e-ink screen with the bus times. It cost less than a takeaway.
HARDWARE_DEVICES: If your laptop throttles every summer, check the vents before you blame the processor. Mine were
  half full of cat hair.
HARDWARE_DEVICES: USB-C was supposed to end the drawer of cables. Now I have a drawer of USB-C cables, half of
  which charge but refuse to carry video.
HARDWARE_DEVICES: My dad in Chennai still uses his 2014 Nokia as torch and alarm clock. "It never needs updates,"
  he says, as if that's a virtue. It might be.
HARDWARE_DEVICES: Noise-cancelling headphones have tiny microphones in each cup listening to the Tube so the
  speakers can play its exact opposite. Two hundred quid of very clever physics on your ears.
HARDWARE_DEVICES: The new phone has three lenses and a chip that merges nine exposures before you've lifted your
  finger. My first digital camera, in 2003, held thirty photos on its card.
DATA_AI: A model trained on the last decade's hiring decisions will faithfully learn the last decade's prejudices.
  The dataset isn't a mirror of the world; it's a mirror of who got counted.
DATA_AI: With machine learning, bad input doesn't just give bad output. It gives bad output delivered with total
  confidence and two decimal places.
DATA_AI: Stats for social sciences, week 2: ice cream sales and drownings rise together because of summer. Always
  ask what's sitting behind both columns.
DATA_AI: The chatbot isn't looking anything up. It's predicting the next word, very well — which is why it can
  sound so sure about a book that was never written.
DATA_AI: Most of a data scientist's week is cleaning: dates in four formats, postcodes with and without spaces, one
  column where someone typed n/a, NA and none.
DATA_AI: Overfitting is the student who memorised last year's exam papers. Perfect on the practice set, lost the
  moment the examiners change the questions.
DATA_AI: We built a dashboard nobody opened because we never asked what decision it was meant to inform. Data
  without a question is just wallpaper.
DATA_AI: The farmer in the piece uses satellite images and a small model to predict which corner of the field needs
  water. The model knows nothing about farming; it knows patterns of green.
DATA_AI: Embeddings turn words into coordinates, so king and queen end up near each other in a space with hundreds
  of dimensions. The maths is old; the scale is new.
DATA_AI: From today's team meeting: before we fine-tune anything, the three of us hand-label 500 examples. If we
  can't agree on the labels, the model won't either.
CYBERSECURITY: A text "from her bank" asked my mum to confirm a payment. She rang the number on the back of her
  card instead. That one habit kept £2,000 in her account.
CYBERSECURITY: Password manager, and two-factor on your email. If you do nothing else this year, do those two; the
  inbox is the master key to every other door.
CYBERSECURITY: The intruder rarely picks the lock. He phones reception claiming to be from IT and asks nicely. Most
  breaches start as a conversation.
CYBERSECURITY: Patch Tuesday, then Exploit Wednesday. The update you keep postponing is a map the criminals already
  have a copy of.
CYBERSECURITY: Security training: check the sender's actual address, not the display name. "HR Department" can be
  anyone at anything.
CYBERSECURITY: Our little charity got hit by ransomware through an old remote-desktop login nobody remembered
  existed. The backups sat on the same network and were encrypted too. Learn from us.
CYBERSECURITY: At the airport there were three networks called Free_Airport_WiFi. Two of them were somebody's
  laptop.
CYBERSECURITY: Bots try leaked passwords on every site going, like a burglar testing every back door on the street.
  Reusing one password is leaving a key under every mat.
CYBERSECURITY: SIM swap scam: someone talks your carrier into moving your number to their phone, then resets your
  accounts by text. Ask your carrier for a port-out PIN today.
CYBERSECURITY: Least privilege: the summer intern does not need admin rights on the payroll server, however much
  quicker it would make his afternoon.
TRENDS_INNOVATION: Every new technology looks like a toy at first. The early motor car was slower than a horse and
  louder than a brass band, and people laughed at it.
TRENDS_INNOVATION: Cheap sensors, better batteries and tiny models running on chips: the real story of the next
  decade may be computing disappearing into kettles, shoes and streetlights.
TRENDS_INNOVATION: We overestimate what a technology will change in two years and underestimate ten. Remember when
  the smartphone seemed to be mostly about email?
TRENDS_INNOVATION: The hype cycle has a shape — the peak of inflated expectations, the trough of disillusionment,
  then, quietly, the useful part nobody bothers to write headlines about.
TRENDS_INNOVATION: In Kenya, mobile money leapfrogged bank branches entirely. New technology often spreads fastest
  where there's no old system to protect.
TRENDS_INNOVATION: Quantum computing feels the way fusion power used to — always ten years off. But eventually the
  ten years do run out.
TRENDS_INNOVATION: The next big platform won't announce itself. It'll look like something teenagers are wasting
  their evenings on. — a VC on a podcast, roughly
TRENDS_INNOVATION: Podcast note: the cost of generating an image fell by something like 99% in three years. When a
  thing gets that cheap, businesses appear around it that no one predicted.
TRENDS_INNOVATION: Gran had a party line, then a rotary phone, then a cordless, then a Nokia, and now she
  video-calls me from a tablet in Cork. One lifetime, five revolutions.
TRENDS_INNOVATION: Delivery robots trundling along the pavements of Milton Keynes, checkouts with no cashier,
  tap-and-go everything. The future arrived without a ceremony, and mostly it looks like a slightly annoying shop.

STRATEGY_PLANNING: A marathoner doesn't race the first mile; she races the last ten. Companies that sprint for this
  quarter's numbers tend to walk across the finish line.
STRATEGY_PLANNING: If your plan has eleven priorities, you don't have a plan, you have a wish list with a logo on
  it. Pick the two you'd defend in a fire.
STRATEGY_PLANNING: Offsite notes: the three-year bet is to own the mid-size clinic market in the North before the
  big players notice. Everything this year either serves that bet or waits.
STRATEGY_PLANNING: The bakery on our corner dropped wedding cakes — a third of their revenue — to focus on bread.
  Two years on there's a queue round the block at seven every morning.
STRATEGY_PLANNING: Good strategy names the obstacle first. Bad strategy is a list of goals with "synergy" sprinkled
  on top. — my notes on Rumelt, ch. 3
STRATEGY_PLANNING: Don't fight the giant where he's strong. Find ground he can't step onto without hurting his own
  business.
STRATEGY_PLANNING: Scenario workshop: what if fuel doubles, what if our main supplier folds, what if a competitor
  cuts price by 20%? For each one, what do we actually do on day one?
STRATEGY_PLANNING: Chess players think in plans, not moves. Our founder says the five-year roadmap works the same
  way: know the position you want, stay flexible about the route.
STRATEGY_PLANNING: Before entering a new market, ask who already owns the customer's trust there. Warehouses can be
  rented; trust has to be built or borrowed.
STRATEGY_PLANNING: The most dangerous word in a planning meeting is "also". We'll also do enterprise. We'll also
  launch in Germany. Each also quietly halves your focus.
FINANCE_ACCOUNTING: Our gift shop was profitable on paper the same month we couldn't pay the wholesaler. The P&L
  said one thing; the bank balance on the 28th said another.
FINANCE_ACCOUNTING: A client who pays at 90 days is borrowing from you interest-free. We moved to 30-day terms with
  a 2% early-payment discount and cash flow eased within a quarter.
FINANCE_ACCOUNTING: Gross margin on the candles looked like 68%, but once I counted breakage in shipping it was
  nearer 50. The spreadsheet had been flattering me for a year.
FINANCE_ACCOUNTING: My accountant in Durban: reconcile the business account every week, not every year. A week's
  mistakes are a puddle; a year's are a flood.
FINANCE_ACCOUNTING: Depreciation felt like fiction until I bought the delivery van. £24k spread over five years,
  and suddenly the accounts made sense.
FINANCE_ACCOUNTING: Board pack: EBITDA up, but working capital tied up in stock has doubled. The FD's line was that
  we're essentially storing cash in a warehouse.
FINANCE_ACCOUNTING: Every invoice needs a number, a due date and exact bank details. Half our late payments turned
  out to be clients not knowing where to send the money.
FINANCE_ACCOUNTING: The balance sheet is a photograph; the income statement is a film. You need both to know what's
  really going on inside a company.
FINANCE_ACCOUNTING: Accounting 101: on an accruals basis you record revenue when it's earned, not when the cash
  arrives. That's how a firm can report a profit and still go under.
FINANCE_ACCOUNTING: Burn rate £80k a month, £640k in the bank: eight months of runway. You could see the founder's
  face change as she did the maths on the whiteboard.
MARKETING_SALES: Nobody who buys our garden sheds cares about the timber grade. They want a place for the lawnmower
  that isn't the hallway. We rewrote the product page around that and enquiries doubled.
MARKETING_SALES: The best salesman I ever worked with, a Cornish fisherman's son, talked less than anyone in the
  room. He asked a question, then he waited.
MARKETING_SALES: Our open rate jumped once the newsletter came from Ruth, with her real photo, instead of from "The
  Team".
MARKETING_SALES: Sales training: never discount without getting something back — a longer contract, a case study,
  faster payment.
MARKETING_SALES: Your logo is a name badge. Your reputation is the conversation after you've left the party, and
  that's the part no campaign can buy.
MARKETING_SALES: The tea company never advertised flavour. It advertised the five quiet minutes you'd get while it
  brewed, and that's what sold.
MARKETING_SALES: The first line of a cold email should be about them. "I saw your clinic just opened a second site"
  beats "I'm reaching out because" every time.
MARKETING_SALES: Word of mouth is the only channel that gets cheaper as you grow.
MARKETING_SALES: Instagram following doubled; sales stayed flat. Forty thousand people who like pictures of
  sourdough is not a customer base.
MARKETING_SALES: In Balogun market the trader who remembers your name and asks after your mother sells more cloth
  than the one with the lowest price.
MANAGEMENT_LEADERSHIP: A conductor makes no sound himself; his power is in making others powerful. I think of that
  whenever I'm tempted to grab the work and fix it myself.
MANAGEMENT_LEADERSHIP: My first manager's rule: nobody should ever learn in a meeting that their role is changing.
  Tell them first, alone, and give them time to breathe.
MANAGEMENT_LEADERSHIP: Leadership offsite: decisions get made at the lowest level that has the information. If
  everything escalates to me, I've built a bottleneck, not a team.
MANAGEMENT_LEADERSHIP: The team will copy how you treat the cleaner, not what you say at the all-hands.
MANAGEMENT_LEADERSHIP: When my head chef left, the kitchen didn't fall apart, which is how I knew she'd been a real
  leader. She built people, not dependence.
MANAGEMENT_LEADERSHIP: Delegating the task but not the authority is just outsourcing your anxiety. — Deepa, our COO
MANAGEMENT_LEADERSHIP: New managers think the job is having the answers. Better ones spend their time making sure
  the right questions get asked by the people closest to the work.
MANAGEMENT_LEADERSHIP: One-on-ones are their meeting, not yours — let your report set the agenda and you mostly
  listen. (notes on The Manager's Path)
MANAGEMENT_LEADERSHIP: Never keep a brilliant jerk on the team. Everyone else is watching what you tolerate, and
  they'll set their own standards by it.
MANAGEMENT_LEADERSHIP: The sergeant I served under always ate last. Twenty years later, running a night shift at a
  distribution centre, so do I.
OPERATIONS_LOGISTICS: Pickers were walking to the back of the warehouse for our ten best-selling lines. We moved
  them next to the packing bench. Same people, 30% faster.
OPERATIONS_LOGISTICS: Just-in-time works beautifully until a container ship wedges itself sideways in a canal.
OPERATIONS_LOGISTICS: If you can't draw the process on a whiteboard, nobody is following it.
OPERATIONS_LOGISTICS: Ops meeting: the courier missed the 4pm collection three times this week. Options — earlier
  order cut-off, or switch to the depot drop-off at six.
OPERATIONS_LOGISTICS: Toyota's andon cord lets any worker stop the line when they spot a defect. It sounds
  expensive. It is far cheaper than shipping the defect.
OPERATIONS_LOGISTICS: Our restaurant's prep list is the real operations manual: forty portions of dal by eleven,
  onions sliced by ten, bread dough proved by noon.
OPERATIONS_LOGISTICS: Safety stock is the price of not trusting your supplier's lead times. Fix the trust and you
  can shrink the stock.
OPERATIONS_LOGISTICS: The last mile is where delivery costs live. Getting a parcel from Shenzhen to Sheffield is
  cheaper than getting it from the depot up three flights of stairs.
OPERATIONS_LOGISTICS: Standard work isn't bureaucracy; it's the baseline you need before anything can improve. You
  can't tweak a process that's different every shift.
OPERATIONS_LOGISTICS: Cold chain, from the pharma distributor: temperature logged at every handover, a data logger
  in every box, and any reading above 8°C quarantines the whole pallet.

PHYSICAL_HEALTH: At 52 I can finally do ten proper push-ups. Not impressive to anyone else, but I started at two,
  on my knees, on the kitchen lino.
PHYSICAL_HEALTH: Lifting weights after forty isn't vanity. It's the difference between carrying your grandchildren
  up the stairs and watching someone else do it.
PHYSICAL_HEALTH: Physio's prescription: walk thirty minutes a day, brisk enough that you can talk but not sing.
PHYSICAL_HEALTH: Couch to 5k, week six done. My lungs have stopped sounding like an old accordion on the hill by
  the church.
PHYSICAL_HEALTH: My grandfather was a postman in Kerry for forty years and never set foot in a gym. Eleven miles a
  day on foot, and he lived to 94.
PHYSICAL_HEALTH: Muscle gets built on the rest days, not the lifting days. Skip the rest and you're just digging a
  hole and calling it training.
PHYSICAL_HEALTH: Grip strength turns out to be a decent predictor of how well you'll age. I now carry the shopping
  bags the long way home.
PHYSICAL_HEALTH: Stretching cold muscles does less before a run than five minutes of easy jogging. Warm up by
  moving, then go.
PHYSICAL_HEALTH: PE teacher training notes: resting heart rate falls as aerobic fitness improves. Endurance
  athletes can sit in the 40s.
PHYSICAL_HEALTH: Three lengths of butterfly leave me gasping; forty of breaststroke leave me calm. The pool gives
  me the sprint and the long haul in one hour.
MENTAL_HEALTH: Anxiety speaks in the future tense. Most of my worst nights were spent rehearsing conversations that
  never happened.
MENTAL_HEALTH: Depression wasn't sadness for me. It was the dishes piling up and not being able to explain why
  lifting a plate felt like lifting a car.
MENTAL_HEALTH: My therapist asked what I'd say to a friend who'd had my week. I'd be gentle with them, obviously.
  So why not with me?
MENTAL_HEALTH: A holiday doesn't fix burnout. I came back from two weeks in the Algarve and was crying in the
  office car park by Wednesday.
MENTAL_HEALTH: During a panic attack: five things you can see, four you can hear, three you can touch. It sounds
  daft until it pulls you back into the room.
MENTAL_HEALTH: The men in my family didn't talk about feelings; they fixed engines. My uncle fixed engines right up
  until the day we found him. Please talk to someone.
MENTAL_HEALTH: Grief keeps no timetable. A song over the supermarket speakers undid me eighteen months after Mum
  died.
MENTAL_HEALTH: 4 months on sertraline. first two weeks were rough but i can answer my phone again. just posting in
  case someone out there is in week one
MENTAL_HEALTH: CBT taught me that thoughts aren't facts. "Everyone at work hates me" is a hypothesis, and the
  evidence is usually thin.
MENTAL_HEALTH: The OCD whispers that if I don't check the hob a fifth time the flat will burn. Recovery is learning
  to leave the room with the doubt still sitting there.
WELLNESS_LIFESTYLE: Lamps low after nine, a paperback instead of a screen, and the same alarm even on Sundays.
  After a month my body finally knows when night is.
WELLNESS_LIFESTYLE: Eating like my grandmother in Kerala: rice, dal, whatever vegetable the market has, almost
  nothing from a packet. Nothing counted, nothing weighed.
WELLNESS_LIFESTYLE: Self-care isn't bath bombs. Some weeks it's doing the laundry on Sunday so Monday-you has clean
  socks.
WELLNESS_LIFESTYLE: I've blocked Sunday afternoons for nothing at all. No errands, no gym, no inbox. A pot of tea
  and a bench in the park.
WELLNESS_LIFESTYLE: Sunday cook-up for the week: a big pot of chilli, a tray of roast veg, a dozen boiled eggs.
  Fewer takeaways, calmer evenings.
WELLNESS_LIFESTYLE: Balance isn't a perfectly level scale. It's more like walking a rope: constant small
  corrections, and nobody ever truly stands still.
WELLNESS_LIFESTYLE: Morning light within an hour of waking sets the body clock, so I take my coffee on the balcony
  now, even in a Toronto January.
WELLNESS_LIFESTYLE: Hara hachi bu: stop eating when you're about 80% full. My uncle in Okinawa says it's the only
  rule he has ever followed.
WELLNESS_LIFESTYLE: note to self: glass of water before the second coffee, not after. walk at lunch even if it's
  just round the block.
WELLNESS_LIFESTYLE: Slow living doesn't mean a farmhouse and goats. For me it means eating dinner at the table
  instead of standing over the sink.
MEDICAL_SCIENTIFIC: Antibiotics do nothing against a virus. Every needless course is a small training session for
  the bacteria that will one day kill someone.
MEDICAL_SCIENTIFIC: One study is a rumour; a meta-analysis is the whole town talking. Don't overhaul your diet
  because of a headline.
MEDICAL_SCIENTIFIC: Pharmacology lecture: half-life is the time for blood concentration to fall by half. After
  roughly five half-lives the drug is effectively gone.
MEDICAL_SCIENTIFIC: A vaccine trains the immune system with a wanted poster rather than the criminal himself.
MEDICAL_SCIENTIFIC: The placebo effect is real and measurable, which is exactly why trials need a control group
  that gets the sugar pill.
MEDICAL_SCIENTIFIC: Fleming found penicillin because he left his petri dishes out over a holiday. Medicine owes
  more to untidy labs than it likes to admit.
MEDICAL_SCIENTIFIC: "Doubles your risk" can mean going from 1 in 10,000 to 2 in 10,000. Always ask for the absolute
  risk, not just the relative one.
MEDICAL_SCIENTIFIC: mRNA vaccines were decades of unglamorous research before they were overnight news. Katalin
  Karikó was demoted for sticking with it.
MEDICAL_SCIENTIFIC: The cardiologist explained that statins matter not because they lower a number on the blood
  test but because the trials showed fewer heart attacks and strokes.
MEDICAL_SCIENTIFIC: Podcast note: gut microbiome research is exciting but early. Most of the studies are in mice,
  and mice are not small people.
SPECIFIC_AREAS: Lower back pain: the physio said bed rest is the worst thing you can do. Keep moving gently and the
  disc settles faster.
SPECIFIC_AREAS: Type 2 diabetes runs through my dad's side, so I get my HbA1c checked every six months. Last result
  41, just under the prediabetes line. A walk after dinner helps more than I expected.
SPECIFIC_AREAS: My eczema flares whenever I travel somewhere dry. Now I pack a tub of emollient the way other
  people pack sunglasses.
SPECIFIC_AREAS: Pregnancy, week 20: the midwife says the heartburn is the baby pushing everything upwards. Small
  meals, and sleep propped up on three pillows.
SPECIFIC_AREAS: Hay fever season in Canberra is brutal. Start the steroid nasal spray two weeks before the pollen
  arrives, not once you're already sneezing.
SPECIFIC_AREAS: Migraine diary: three of the last four started after a skipped breakfast and a bad night. The
  pattern was hiding in plain sight.
SPECIFIC_AREAS: With knee osteoarthritis, strengthening the quads takes load off the joint. The stiffness is worst
  first thing and eases once I'm moving.
SPECIFIC_AREAS: The dermatologist said sunscreen on the backs of your hands is what actually stops them ageing.
  Nobody does their hands.
SPECIFIC_AREAS: Ringing in the ears after a gig usually fades within a day or two. If it doesn't, get it checked.
  Wear earplugs — I didn't, and I still hear it at night.
SPECIFIC_AREAS: Peanut allergy: the advice now is early introduction, under guidance, instead of avoidance. The
  complete opposite of what we were told when my eldest was born.

CONCEPTS_THEORIES: Opportunity cost: the real price of anything is the best thing you gave up to get it. The
  evening at the pub cost me the chapter I didn't write.
CONCEPTS_THEORIES: Survivorship bias: the engineers studied the bombers that came home and wanted armour where the
  bullet holes were. The holes that mattered were on the planes that never returned.
CONCEPTS_THEORIES: As my lecturer put Dunning–Kruger: the skills you need to be good at something are the same
  skills you need to notice you're bad at it.
CONCEPTS_THEORIES: Tragedy of the commons: each herder adds one more cow because the gain is his and the
  overgrazing is shared. Rational for each, ruin for all.
CONCEPTS_THEORIES: Entropy isn't quite "disorder". It counts how many ways the parts can be arranged and still look
  the same from outside. There are simply more messy bedrooms than tidy ones.
CONCEPTS_THEORIES: Chesterton's fence: don't pull down a fence until you know why someone put it up.
CONCEPTS_THEORIES: Goodhart's law: when a measure becomes a target it stops being a good measure. One hospital cut
  its waiting times by not putting people on the waiting list.
CONCEPTS_THEORIES: Maslow never drew the pyramid. The triangle came later, from management textbooks; his idea was
  simply that pressing needs crowd out the higher ones.
CONCEPTS_THEORIES: Comparative advantage, as the economics essay explained it: even if the lawyer types faster than
  her secretary, she's better off paying him to type while she does the lawyering.
STUDY_MEMORIZATION: Spaced repetition: review the card just before you'd forget it. Anki turned my pharmacology
  module from a cliff into a staircase.
STUDY_MEMORIZATION: Rereading your notes feels like studying. Closing the book and writing down everything you can
  remember actually is.
STUDY_MEMORIZATION: Memory palace for the cranial nerves: olfactory at my front door where the bins smell, optic at
  the peephole, oculomotor rolling its eyes in the hallway mirror...
STUDY_MEMORIZATION: My cousin in Singapore swore by doing past papers under timed conditions, in silence, at a bare
  desk — the way the exam hall will be. Not with music on at the kitchen table.
STUDY_MEMORIZATION: Interleaving: mix algebra, geometry and probability in one revision session instead of blocking
  them. It feels worse and the test scores come out better.
STUDY_MEMORIZATION: I learned the periodic table as a kid by singing it to a hymn tune my gran liked. Thirty years
  later I still hum it to find tungsten.
STUDY_MEMORIZATION: revision tip: teach the topic to the dog. if you can't explain osmosis to a labrador your not
  ready for tuesday's exam
STUDY_MEMORIZATION: Cramming the night before pours facts into a leaky bucket. By the following week most of it has
  drained out.
STUDY_MEMORIZATION: Flashcard rule: one fact per card. "Causes of WWI" isn't a flashcard, it's an essay with a
  staple through it.
SKILLS_DEVELOPMENT: Deliberate practice means playing the four bars you keep fumbling, slowly, thirty times — not
  the whole piece again because it feels nice.
SKILLS_DEVELOPMENT: My first hundred loaves were bricks. Somewhere around loaf 140 my hands started understanding
  dough before my head did.
SKILLS_DEVELOPMENT: Learning to drive at 34 in Dublin, my instructor made me do hill starts on the same street
  every lesson for a month. Boring. Now it's automatic.
SKILLS_DEVELOPMENT: You don't get better at public speaking by reading about it. Toastmasters every Thursday, two
  minutes at a time, terrified, for a year.
SKILLS_DEVELOPMENT: The woodwork teacher told us to cut a hundred dovetails badly before trying to cut one well.
SKILLS_DEVELOPMENT: Bootcamp lesson one: type every example yourself, never copy-paste. Your fingers need the reps
  as much as your brain does.
SKILLS_DEVELOPMENT: Short feedback loops build skill. The darts player sees instantly where it landed; the essay
  writer waits three weeks for a grade. Shorten the loop however you can.
SKILLS_DEVELOPMENT: Touch typing at 40: for two weeks I was slower than my old two-finger hunt-and-peck. By week
  five I'd overtaken it.
RESOURCES_MATERIALS: Khan Academy got me through A-level maths after our teacher left in October. Free, patient,
  and it never once sighed at me.
RESOURCES_MATERIALS: If you want one statistics book that doesn't feel like a punishment, read Spiegelhalter's The
  Art of Statistics. Clear, and full of real cases.
RESOURCES_MATERIALS: Gilbert Strang's linear algebra lectures on MIT OpenCourseWare are the best teaching I've ever
  watched, and they're filmed on a chalkboard in the late nineties.
RESOURCES_MATERIALS: Asked Reddit for the best way to learn Spanish as an adult. Top reply: Dreaming Spanish on
  YouTube, hundreds of hours of comprehensible input sorted by level.
RESOURCES_MATERIALS: The old Observer's pocket books on birds and trees turn up in charity shops for 50p and are
  better illustrated than most apps.
RESOURCES_MATERIALS: Course review: the first four weeks are excellent, the last two feel rushed. Still worth the
  fee for the exercises alone.
RESOURCES_MATERIALS: Crash Course World History on YouTube is what my son watches instead of the textbook, and
  honestly he's learning more.
RESOURCES_MATERIALS: A library card gets you free LinkedIn Learning, Libby audiobooks and a language app. Almost
  nobody in our town knows.
UNDERSTANDING_APPLICATION: I could recite the definition of compound interest for years before I understood it,
  which happened the day I finally opened my student loan statement.
UNDERSTANDING_APPLICATION: Passing the first-aid course was knowing. The test of understanding came when my
  neighbour collapsed at the bus stop and my hands had to remember.
UNDERSTANDING_APPLICATION: Real understanding means solving a problem that looks different from the worked
  examples. Otherwise you've memorised a recipe, not learned to cook.
UNDERSTANDING_APPLICATION: Physics only clicked when I tried to explain why my bike leans into corners. The
  equations had sat in my notes for two years doing nothing.
UNDERSTANDING_APPLICATION: After the negotiation course I made myself use one technique in a real conversation
  every week. The book only came alive when the landlord raised my rent.
UNDERSTANDING_APPLICATION: Lecture note, education theory: transfer is rare. Students who solve F=ma in class often
  can't see it inside a car-crash question. Teach the idea in varied contexts.
UNDERSTANDING_APPLICATION: My French grammar was flawless on paper and useless in a Lyon bakery. It clicked only
  when I had to ask for the bread before the queue lost patience.
UNDERSTANDING_APPLICATION: Don't just underline the clever idea. Write one line beneath it on what you'll do
  differently on Monday.
SUBJECT_SPECIFIC: The Peace of Westphalia in 1648 ended the Thirty Years' War and is often taught as the birth of
  the modern idea of state sovereignty.
SUBJECT_SPECIFIC: A semicolon joins two complete sentences that are closely related; it is not a posh comma.
SUBJECT_SPECIFIC: Sunlight takes about eight minutes and twenty seconds to reach us, so we always see the Sun
  slightly in the past.
SUBJECT_SPECIFIC: In photosynthesis it's water that gets split, not carbon dioxide. The oxygen we breathe comes
  from the H2O.
SUBJECT_SPECIFIC: The angles of a triangle add up to 180° only on a flat surface. Draw one on a globe and they add
  up to more.
SUBJECT_SPECIFIC: England had three kings in 1066: Edward the Confessor, Harold Godwinson and William the
  Conqueror.
SUBJECT_SPECIFIC: Mitochondria carry their own DNA, and you inherit it only from your mother.
SUBJECT_SPECIFIC: Fewer for things you can count, less for things you can't: fewer biscuits, less tea. My Year 8
  English teacher would be proud.

SELF_AWARENESS: I always said I hated conflict. Watching the recording of the meeting, I saw I was the one
  interrupting.
SELF_AWARENESS: Notice what you're jealous of. It's a map of what you actually want, drawn in ugly ink.
SELF_AWARENESS: Mum's sewing table was always immaculate and I assumed she was just tidy. It took me until forty to
  notice I do the same when I'm frightened: I sort drawers.
SELF_AWARENESS: The habits that irritate me most in other people are usually my own, seen from the outside.
SELF_AWARENESS: Retreat journal prompt: when did you last feel fully like yourself? For me, in a friend's kitchen,
  cooking for twelve with the radio on.
SELF_AWARENESS: I'm not exactly an introvert. I'm someone who needs an hour alone after three hours of people.
  Knowing the ratio helps more than the label.
SELF_AWARENESS: Values exercise: I put adventure at the top. Then I looked at my bank statements and my calendar,
  and security was written all over both.
SELF_AWARENESS: A colleague asked why I apologise before I speak in meetings. I'd never noticed. Now I hear it
  every single time.
SELF_AWARENESS: Who am I when nobody's marking me? Retiring after 35 years of teaching, that's the question I
  didn't see coming.
SELF_AWARENESS: Personality tests are horoscopes with bar charts, but arguing with my results has taught me more
  about myself than the results ever did.
GOAL_SETTING_ACHIEVEMENT: "Run a marathon" was a wish. "Three runs a week, long run on Sundays, Cape Town on 15
  September" became a goal.
GOAL_SETTING_ACHIEVEMENT: Write the goal down, then write a first step so small it's embarrassing. Mine was: buy
  proper running socks.
GOAL_SETTING_ACHIEVEMENT: From the valley a big goal is a mountain; once you're climbing you can't see the summit,
  only the next switchback. Aim for the switchback.
GOAL_SETTING_ACHIEVEMENT: Hit my 24-books goal in October. Next year: fewer books, better ones, and each finished
  with a page of notes.
GOAL_SETTING_ACHIEVEMENT: Most New Year goals are dead by February because they're outcomes with no plan underneath
  them.
GOAL_SETTING_ACHIEVEMENT: My coach split the goal into lead measures (calls made) and lag measures (clients
  signed). I only control the first, so that's what I track.
GOAL_SETTING_ACHIEVEMENT: I finished the degree I dropped at 19. It took eleven years part-time, around two kids
  and night shifts. Nobody claps in year seven, but it counts.
GOAL_SETTING_ACHIEVEMENT: Tell fewer people about your goal until it's under way. The praise for announcing it can
  feel suspiciously like having done it.
GOAL_SETTING_ACHIEVEMENT: Quarterly check-in: Portuguese on track, house deposit behind, short stories forgotten
  entirely. Drop or recommit?
GOAL_SETTING_ACHIEVEMENT: Anti-goals: a list of what I don't want my life to look like in five years. Oddly more
  motivating than the wish list.
EMOTIONAL_INTELLIGENCE: Before answering the angry email I ask what the person is afraid of. There's usually fear
  underneath the capital letters.
EMOTIONAL_INTELLIGENCE: Naming the feeling precisely — disappointed, not just upset — turns a storm into weather
  you can forecast.
EMOTIONAL_INTELLIGENCE: My grandmother could walk into a room and know who'd been arguing. She read shoulders the
  way other people read the paper.
EMOTIONAL_INTELLIGENCE: Empathy isn't agreement. It's saying "I can see why you'd feel that," and meaning it, while
  still saying no.
EMOTIONAL_INTELLIGENCE: When I'm hungry and tired every comment sounds like an insult. I check HALT before I reply:
  hungry, angry, lonely, tired?
EMOTIONAL_INTELLIGENCE: The best nurse on our ward could settle a frightened family in two sentences, because she'd
  noticed the daughter's hands shaking before the consultant even sat down.
EMOTIONAL_INTELLIGENCE: Feelings are information, not instructions. Anger tells me a line's been crossed; it
  doesn't tell me to shout. — workshop handout, Johannesburg
EMOTIONAL_INTELLIGENCE: The trainer said the first flood of anger ebbs in about six seconds. Count them before you
  answer.
EMOTIONAL_INTELLIGENCE: You lose people's bodies on a video call, so reading the room is harder. Now I ask "how's
  everyone actually doing?" and sit through the silence.
EMOTIONAL_INTELLIGENCE: Regulating an emotion isn't swallowing it. It's feeling it fully and still choosing what
  you do next.
MINDSET_GROWTH: The first restaurant closed after fourteen months. It taught me everything the second one needed,
  though it took a year before I saw it as a lesson and not a verdict.
MINDSET_GROWTH: "I'm not a maths person" is a sentence that ends learning. Add "yet" and it starts again.
MINDSET_GROWTH: The bamboo in my neighbour's garden did nothing for three years, then shot up metres in one season.
  The roots had been growing the whole time.
MINDSET_GROWTH: Thirty-one literary agents said no. The thirty-second said yes. What changed wasn't the book so
  much as my willingness to rewrite chapter one again.
MINDSET_GROWTH: Resilience isn't bouncing back to where you were. It's bouncing forward into someone who knows
  more. — a coach I once had in Leeds
MINDSET_GROWTH: Dweck's studies: children praised for being clever started avoiding harder puzzles; those praised
  for effort went looking for them.
MINDSET_GROWTH: My surf instructor at Byron Bay said you'll spend ninety percent of the first year falling off. The
  ones who quit are the ones who decided falling meant something about them.
MINDSET_GROWTH: After the redundancy I spent two months feeling like a failure. Then a friend asked what I'd try if
  this were a second chance rather than a punishment.
MINDSET_GROWTH: A C on my first university physics assignment was the best thing that happened to me there. It
  broke the story that I'd always be top, and made me start actually working.
MINDSET_GROWTH: Each year I deliberately sign up for one thing I'm bad at. This year it's pottery; the bowls are
  lopsided and I'm oddly proud of that.
HABITS_ROUTINES: Habit stacking: after I pour the morning coffee, I write one line in the journal. The coffee is
  the cue; the journal just rides along.
HABITS_ROUTINES: My father's workshop routine never changed in thirty years: sweep, oil the tools, then start. I
  never once saw him hunting for a chisel.
HABITS_ROUTINES: Make the good habit easy and the bad one awkward. The guitar now lives on a stand by the sofa and
  the TV remote lives in a drawer.
HABITS_ROUTINES: A big wall calendar and an X for every day I practise. After three weeks the chain of Xs became
  the motivation.
HABITS_ROUTINES: Evening routine: lay out tomorrow's clothes, fill the kettle, glance at the calendar. Ten minutes
  that make the morning feel like it's on my side.
HABITS_ROUTINES: It took about ten weeks, not twenty-one days, before flossing stopped being a decision. The
  research says anything from two to eight months.
HABITS_ROUTINES: Every Sunday night I walk the same loop by the river and plan the week in my head. Five years in,
  the walk is the planning.
HABITS_ROUTINES: Bad habits rarely get deleted; they get replaced. I swapped the 4pm biscuit for a walk to the post
  room and back.
HABITS_ROUTINES: When I travel I keep one piece of the routine — ten press-ups beside the hotel bed — so the whole
  thing doesn't collapse.
HABITS_ROUTINES: Bedtime in our house: bath, two books, one song, lights off. Skip a step and the whole structure
  falls like a Jenga tower.

PERSONAL_FINANCE: The travel piece ended not in Lisbon but with her spreadsheet: every coffee, every tram fare. She
  spent more on convenience than on adventure, and so, I realised, do I.
PERSONAL_FINANCE: Pay yourself first: the savings transfer leaves my account the day the salary lands, before I
  ever see it.
PERSONAL_FINANCE: Debt snowball, smallest balance first. Mathematically silly, emotionally brilliant. Clearing the
  store card in month two gave me the push for the rest.
PERSONAL_FINANCE: Our household budget fits on an index card on the fridge: rent, food, transport, kids, fun, save.
  If it needs a spreadsheet, it's too complicated for us.
PERSONAL_FINANCE: An emergency fund turned the boiler dying in January from a crisis into an annoyance.
PERSONAL_FINANCE: No-spend February taught me where the money actually leaks: weekday lunches and subscriptions I'd
  forgotten existed.
PERSONAL_FINANCE: My mother in Abuja ran our house on envelopes: school fees, food, church, and one marked
  "surprises". The surprises envelope was always the thinnest.
PERSONAL_FINANCE: 29, £14k on credit cards, finally told my partner. We've got a plan — 0% balance transfer and
  £600 a month. Already feels lighter.
PERSONAL_FINANCE: The pay rise vanished into a nicer phone contract and more takeaways before I'd even noticed it
  arrive.
PERSONAL_FINANCE: Sinking funds for the predictable surprises — car service, Christmas, the vet. £40 a month into
  each and December stops being frightening.
INVESTING: Dad bought shares the week before the 1987 crash and kept holding. By 2007 he'd done fine. The trick
  wasn't picking the day; it was not selling on the worst one.
INVESTING: A low-cost global index fund is boring in the way a sturdy bridge is boring. — my uncle, retired
  engineer, Pune
INVESTING: Diversifying is admitting you don't know which horse wins and buying a little of the whole race.
INVESTING: The best investors I know barely touch their portfolios. They buy, they wait, and they don't check the
  app every morning like a weather forecast.
INVESTING: Drip-feeding £200 a month into the fund buys more units when prices fall. A crash becomes a sale instead
  of a catastrophe.
INVESTING: Before buying any share, write one paragraph on why. If you can't, you're gambling with extra paperwork.
INVESTING: Fees look tiny. 1.5% a year over thirty years can eat about a third of what you'd otherwise have had.
INVESTING: up 40% on a meme stock, down 70% a month later. lesson learned. VWRL and chill from now on
INVESTING: Property made my parents' generation in Sydney rich, but past returns aren't a promise. Gross rental
  yields here are now under three percent.
INVESTING: In 2008 the bonds did what they're for: quiet ballast in the hold while the shares were thrown about on
  deck.
FINANCIAL_LITERACY: Compound interest works both ways. It builds your savings quietly, and it builds your credit
  card balance even more quietly.
FINANCIAL_LITERACY: With inflation at 5%, the £100 note in the drawer buys £95 of shopping next year. Cash under
  the mattress isn't safe; it's slowly melting.
FINANCIAL_LITERACY: APR includes the fees; the headline interest rate doesn't. Compare loans by APR.
FINANCIAL_LITERACY: A credit score isn't a measure of wealth. It's a record of how reliably you've borrowed and
  paid back.
FINANCIAL_LITERACY: Consumer finance lecture: paying only the minimum on a £3,000 card balance takes about eighteen
  years. The minimum is designed to keep you paying.
FINANCIAL_LITERACY: Rule of 72: divide 72 by the interest rate to get roughly how many years money takes to double.
  At 6%, about twelve.
FINANCIAL_LITERACY: Nominal return minus inflation is your real return. A savings account paying 4% while prices
  rise 6% is losing you money politely.
FINANCIAL_LITERACY: Buy now, pay later is still credit, just dressed for a party.
FINANCIAL_LITERACY: Nobody at school explained a payslip. I was 26 before I understood gross versus net, and why
  the figure on the contract never matches the one in the bank.
FINANCIAL_LITERACY: A house worth £300k can't pay for tomorrow's car repair. Being wealthy on paper and having cash
  to hand are different things.
RETIREMENT_PLANNING: Every pound in the pension at 25 is worth roughly five at 65. I wish someone had shown me that
  graph before I bought the car.
RETIREMENT_PLANNING: The employer match is free money. Not contributing enough to get it is turning down part of
  your salary.
RETIREMENT_PLANNING: Grandad retired at 60 to a garden and a pension that lasted. My generation's plan seems to be
  "work forever and hope", so I've opened a SIPP.
RETIREMENT_PLANNING: The 4% rule says you can take 4% of your pot in year one and raise it with inflation after
  that. Some planners now suggest 3.5% to be safe.
RETIREMENT_PLANNING: Retirement isn't a number, it's a week. Work out what your ideal week will cost, and only then
  the size of the pot.
RETIREMENT_PLANNING: Check your state pension forecast online. I found three missing years from when I lived in
  Canada and could pay to fill them.
RETIREMENT_PLANNING: With compulsory employer super contributions, Australians start ahead of most — but plenty
  never check where their super is actually invested.
RETIREMENT_PLANNING: Pensions seminar at work: be careful consolidating old workplace pensions. Some carry
  guaranteed annuity rates worth far more than the fees you'd save.
RETIREMENT_PLANNING: My parents spent their sixties travelling and their eighties wishing they'd kept more back for
  care. Plan for the long tail.
RETIREMENT_PLANNING: Drawdown keeps the pot invested and flexible; an annuity buys certainty for life. Dad split
  his half and half and sleeps fine.
TAXES: Keep every receipt for the van, the tools and the phone bill. Self-assessment in January is far kinder when
  the shoebox is already sorted.
TAXES: The ISA is the simplest tax break in the UK, and most people leave the allowance on the table every April.
TAXES: Freelancer lesson: 30% of every invoice goes straight into a separate pot for the tax bill. My first year I
  didn't, and the payment on account nearly finished me.
TAXES: Moving into a higher band doesn't tax your whole salary at the new rate, only the slice above the line.
TAXES: India's new tax regime has lower rates but fewer deductions. Run both calculations before you choose.
TAXES: In the US, hold an asset for more than a year and the gain is usually taxed at the lower long-term rate.
TAXES: My accountant in Toronto: RRSP contributions cut this year's tax; TFSA withdrawals are tax-free later. Which
  matters more depends on your bracket now versus later.
TAXES: Working from home two days a week, I claimed the flat-rate expense for last year. Small, but it's my money.
TAXES: Tick the Gift Aid box and the charity claims an extra 25p on every pound from HMRC.
TAXES: Note to self: tax return deadline is 31 January, and the £100 penalty lands on 1 February even if you owe
  nothing.

INTERPERSONAL_RELATIONSHIPS: Marriage, my aunt told me at my wedding in Accra, is two people taking turns to be the
  strong one.
INTERPERSONAL_RELATIONSHIPS: My brother and I didn't speak for three years over Dad's house. When we finally met,
  neither of us could remember who'd said the unforgivable thing.
INTERPERSONAL_RELATIONSHIPS: Long-term love looks like someone remembering you take your tea without sugar now.
INTERPERSONAL_RELATIONSHIPS: Friendships change shape when babies arrive. They don't end; they go quiet for a few
  years, like a field left fallow.
INTERPERSONAL_RELATIONSHIPS: In a good relationship you can be bored together without either of you thinking
  something's wrong.
INTERPERSONAL_RELATIONSHIPS: My grandparents sat in the same two chairs every evening for fifty years and said
  almost nothing. I used to think that was sad. Now I think it was the point.
INTERPERSONAL_RELATIONSHIPS: I spent a decade as the weather forecaster for my ex's temper, my whole mood depending
  on his. That's what codependency looked like from the inside.
INTERPERSONAL_RELATIONSHIPS: My dad and I get on best side by side — fixing the car, watching the cricket. Face to
  face we run out of words. Some relationships live at a ninety-degree angle.
INTERPERSONAL_RELATIONSHIPS: Caring for Mum through her dementia, I had to learn to love the person in front of me,
  not the one I remembered.
INTERPERSONAL_RELATIONSHIPS: Some relationships are seasons, not lifetimes. You can be grateful for the summer
  without needing it to last.
COMMUNICATION_SKILLS: Most of us don't listen; we wait, loading the next sentence like a rifle. Try listening as if
  you'll have to summarise it afterwards.
COMMUNICATION_SKILLS: "I feel ... when ... because ..." sounds clunky, but it stops "you always" from starting a
  war.
COMMUNICATION_SKILLS: Clinical communication lecture: open questions first ("tell me about the pain"), then narrow
  down. On average doctors interrupt within about 18 seconds.
COMMUNICATION_SKILLS: The most useful sentence in any meeting: "Can you say more about that?"
COMMUNICATION_SKILLS: A friend who produces radio taught me to say the important thing first. Nobody remembers your
  third paragraph.
COMMUNICATION_SKILLS: Text strips out tone. "Fine." on a screen can mean anything from "fine!" to "I'm packing a
  bag."
COMMUNICATION_SKILLS: Repeat back what you heard before responding: "So the deadline felt impossible?" Half of all
  misunderstandings end right there.
COMMUNICATION_SKILLS: Silence is part of speaking. Ask the question, then leave the pause for the other person to
  fill.
COMMUNICATION_SKILLS: Giving directions to tourists in Dublin taught me to use landmarks, not street names. Speak
  in the other person's map.
COMMUNICATION_SKILLS: Put the ask in the subject line. "Approval needed by Friday: venue contract" gets answered;
  "Quick question" doesn't.
CONFLICT_RESOLUTION: Fight the problem, not the person. We literally put the bill on the table between us instead
  of across it.
CONFLICT_RESOLUTION: The row with my flatmates about the bins only ended when we stopped arguing about whose turn
  it was and agreed what the minimum standard looked like.
CONFLICT_RESOLUTION: Mediation training: separate positions from interests. He wants the window open (position)
  because he gets headaches (interest). A desk fan might solve it.
CONFLICT_RESOLUTION: Never try to settle an argument at 11pm. Agree to pick it up over breakfast; almost everything
  looks smaller in daylight.
CONFLICT_RESOLUTION: An apology that works names the thing, owns it, and says what will change. No "if you were
  offended".
CONFLICT_RESOLUTION: My parents' rule: whoever is angrier speaks second.
CONFLICT_RESOLUTION: At our retro two developers were clearly at war over code reviews. The facilitator had each
  describe the other's view until the other agreed it was fair. Twenty minutes, and it changed everything.
CONFLICT_RESOLUTION: Neighbour's hedge blocks our light and every chat ends in shouting. Best advice on the forum:
  a friendly letter offering to split the cost of a trim, before anyone mentions the council.
CONFLICT_RESOLUTION: You don't have to win. You both have to be able to live with the outcome on Monday.
CONFLICT_RESOLUTION: Escalation ladder: talk directly, then bring in a neutral colleague, then a manager. Going
  straight to HR turns a disagreement into a case.
RELATIONSHIP_BUILDING: Networking isn't collecting cards. It's remembering that the man you met at the Nairobi
  conference was worried about his daughter's exams, and asking after her three months later.
RELATIONSHIP_BUILDING: Adult friendship needs proximity or ritual. Since we scattered, it's the
  first-Sunday-of-the-month call that keeps us a group.
RELATIONSHIP_BUILDING: People learn to trust you the way they learn a bridge will hold: one uneventful crossing
  after another.
RELATIONSHIP_BUILDING: Apparently it takes something like 200 hours together to turn an acquaintance into a close
  friend. No wonder adults struggle.
RELATIONSHIP_BUILDING: Moving to Calgary at 35, I joined a choir I didn't much care about just to see the same
  faces every week. Two of them are now my closest friends.
RELATIONSHIP_BUILDING: Send the "saw this and thought of you" text. It costs nothing and keeps a friendship warm
  for months.
RELATIONSHIP_BUILDING: Introduce two people who should know each other, expecting nothing back. It returns in
  strange ways.
RELATIONSHIP_BUILDING: New manager, note to self: first month, coffee with every person on the team — what do they
  work on, what would they change? Relationships before reorganisations.
RELATIONSHIP_BUILDING: Keep promises small and keep every one. Reliability is the slowest, surest route to being
  trusted.
RELATIONSHIP_BUILDING: Weak ties — the friend of a friend, the old colleague — are where most job leads come from,
  not your inner circle. Keep them warm.
FEEDBACK: Ask for feedback on one specific thing. "Any thoughts?" gets you "looks good". "Is the second section too
  long?" gets you an answer.
FEEDBACK: Some feedback is a jumper in the wrong size. Say thank you, then decide whether to wear it.
FEEDBACK: My editor's notes were brutal and right. The first reading made me furious; the third made me a better
  writer.
FEEDBACK: Situation, behaviour, impact: "In Tuesday's client call you interrupted Maya twice, and she stopped
  contributing." Specific, not personal.
FEEDBACK: Everyone can spot the compliment sandwich now, and the bread goes stale fast. Just be kind and direct.
FEEDBACK: Annual reviews come too late. Feedback is seasoning — a little throughout, not a spoonful at the end.
FEEDBACK: Workshop note: when you recieve criticism, your only job in the moment is to understand it. Defending
  yourself can wait, possibly forever.
FEEDBACK: My daughter's piano teacher: "That bar was better — now make the left hand quieter." One praise, one fix,
  every lesson.
FEEDBACK: The 360 review said my team found me unavailable. I thought I'd been respecting their autonomy.
FEEDBACK: "can u look at my CV before i send it, be honest" / "ok first thing, nobody needs your GCSE results when
  you've got 8 years' experience"

CREATIVE_PROCESS: The first draft is me telling myself the story. Every draft after that is for the reader.
CREATIVE_PROCESS: Ideas come in the shower, on the bus, walking the dog — never at the desk. The desk is where I
  catch them and make them work.
CREATIVE_PROCESS: Give me a blank page and I freeze; give me fourteen lines and a rhyme scheme and I'm away.
CREATIVE_PROCESS: Twyla Tharp starts every project with a box: clippings, tapes, notes, photos. The box means she
  never starts from nothing.
CREATIVE_PROCESS: After a long stretch of writing I refill: galleries, poetry, long walks. Not to hunt for ideas,
  just because you can't pour from an empty jug.
CREATIVE_PROCESS: Songwriting session notes: start from the chorus title, write ten verses badly, keep one line
  from each.
CREATIVE_PROCESS: The idea that came too easily usually needs the most work later. — overheard at a writers' group
  in Cork
CREATIVE_PROCESS: I put the stuck chapter away for a week and planted the garlic. The ending arrived while I was
  kneeling in the soil.
CREATIVE_PROCESS: Make many, keep few. In that ceramics class story, the group graded on quantity made better pots
  than the group graded on quality.
CREATIVE_PROCESS: Three longhand pages first thing: mostly rubbish about the weather, but on Thursdays something
  real slips out.
ART_FORMS: The novel is the only form that lets you live inside another person's head for three hundred pages.
ART_FORMS: Haiku isn't just 5-7-5 syllables. In Japanese it counts sound units, and a proper one needs a season
  word and a cut.
ART_FORMS: Opera says everything at the loudest possible volume and, when it works, still sounds like a whisper.
ART_FORMS: Kathakali dancers train for years to move their eyes alone. It's theatre, dance and painting all at
  once.
ART_FORMS: Graphic novels are not a lesser form. Maus does things with the gutter between panels that prose can't.
ART_FORMS: The short story is closer to poetry than to the novel: one wave, not a tide.
ART_FORMS: Jazz lives in the gap between the tune on the page and what the band does with it tonight.
ART_FORMS: Documentary photography sits between art and journalism and fully belongs to neither.
ART_FORMS: Radio drama is the only form where the set gets built inside the listener's head, for free.
ART_FORMS: Fado came out of the docks and taverns of Lisbon: a song form of longing, usually one voice and two
  guitars.
ARTISTIC_TECHNIQUES: Glazing: thin transparent layers of oil over a dry underpainting. Each layer shifts the colour
  beneath, like stained glass.
ARTISTIC_TECHNIQUES: On a face, the eyes sit halfway down the head, not near the top. Everyone draws them too high
  at first.
ARTISTIC_TECHNIQUES: Shell voicings: just the root, third and seventh in the left hand. Jazz pianists use them to
  leave room for the bass player.
ARTISTIC_TECHNIQUES: Wet-on-wet watercolour: wet the paper first, drop the pigment in and let it bloom. You don't
  paint so much as negotiate.
ARTISTIC_TECHNIQUES: One-point perspective: every receding line meets at a single vanishing point on the horizon,
  and the horizon sits at your eye level.
ARTISTIC_TECHNIQUES: Expose for the highlights and lift the shadows later. A blown-out sky has nothing left to
  recover.
ARTISTIC_TECHNIQUES: Wedge the clay before you throw it to push out the air bubbles. Skip it and the pot can burst
  in the kiln.
ARTISTIC_TECHNIQUES: Not "she was nervous" but "she counted the ceiling tiles twice". Let the gesture carry the
  feeling.
ARTISTIC_TECHNIQUES: Cross-hatching builds tone by layering lines at different angles; the denser the crossing, the
  darker the shadow.
ARTISTIC_TECHNIQUES: Cut on action: if a character reaches for a door, make the edit mid-reach and the eye never
  notices the join.
ART_APPRECIATION: Stand in front of a Rothko for ten minutes, not ten seconds. The edges start to breathe.
ART_APPRECIATION: I never liked Bach until someone told me to follow only the bass line. Suddenly the whole
  building came into view.
ART_APPRECIATION: A good critic tells you where to look, not what to think. — my old art history tutor
ART_APPRECIATION: At the Prado I sat in front of Las Meninas for an hour and slowly realised the painting was
  looking at me.
ART_APPRECIATION: An album heard front to back in the order the artist chose is a different thing from the same
  songs on shuffle.
ART_APPRECIATION: Bad reviews usually teach me more about the reviewer than about the film.
ART_APPRECIATION: Slow looking: pick one painting, note ten things, then ten more. The second ten are always
  better.
ART_APPRECIATION: Gran had no art education, but she'd stop at the window and say "look at that light on the hill".
  That's appreciation; the rest is vocabulary.
ART_APPRECIATION: The more I learn about how ballet is made, the more I enjoy watching it. I can see the effort
  hidden inside each effortless landing.
ART_APPRECIATION: Book club: we argued all evening about whether the ending was earned. The best kind of book club
  night.
EXPRESSION: I write poems nobody will read. They're not for an audience; they're how I find out what I feel.
EXPRESSION: After the divorce I painted huge angry canvases in the garage. The paint said what I couldn't.
EXPRESSION: Dancing in the kitchen at midnight is the most honest version of me.
EXPRESSION: My son doesn't talk much about school, but his drawings do. Lately all the characters wear armour.
EXPRESSION: Blogging at fifteen was how I found my voice: clumsy and loud, but mine.
EXPRESSION: Art therapy prompt: "draw how today felt." I drew a kettle on the boil.
EXPRESSION: In the choir I can say things in a voice bigger than my own.
EXPRESSION: The essayist said she doesn't know what she thinks until she sees what she's written. For me it's the
  same with a sketchbook.
EXPRESSION: Graffiti on the wall by the station, raw and sometimes ugly, is a city talking to itself.
EXPRESSION: Writing the eulogy as a letter to him let me say the things I never managed to say out loud while he
  was alive.

TRAVEL_PLANNING: Rome flights booked for late October: shoulder season, half the crowds. Next the hotel near
  Trastevere, then Vatican tickets, which go weeks ahead.
TRAVEL_PLANNING: Itinerary draft: 3 nights Hanoi, overnight train to Hue, 2 nights Hoi An, fly out of Da Nang. Must
  definately check whether the trains run over Tet.
TRAVEL_PLANNING: Leave one unplanned day in every week of a trip. The best afternoon we had in Japan was the one we
  didn't schedule.
TRAVEL_PLANNING: Dad's spreadsheet for the Scotland road trip: a tab for accommodation, one for driving times, one
  for rainy-day options. He's thrilled. The kids less so.
TRAVEL_PLANNING: Check the visa rules before you book anything. Indian passport, Sri Lanka: e-visa online, approved
  in two days.
TRAVEL_PLANNING: Half the pleasure of a trip is planning it. I spent three winter evenings with maps of Patagonia
  before buying a single ticket.
TRAVEL_PLANNING: Still to decide: overnight bus or flight from Lima to Cusco. The bus is cheaper and the altitude
  creeps up more gently by road.
TRAVEL_PLANNING: This time we're doing a base-camp trip: one apartment in Porto for ten days and day trips out. No
  repacking every other morning.
TRAVEL_PLANNING: Check the destination's school holidays before booking. We arrived in Paris on the first day of
  the August exodus.
TRAVEL_PLANNING: Honeymoon plan: flights, eight nights, one splurge dinner, and a 15% buffer for the unexpected.
  Flights booked this morning.
CULTURAL_EXPERIENCES: At the ryokan in Kyoto the old woman bowed every time we passed, and by day three we were
  bowing back without thinking.
CULTURAL_EXPERIENCES: Eating with my right hand at a family dinner in Hyderabad, I learned that mixing rice and
  sambar with your fingers is part of the taste.
CULTURAL_EXPERIENCES: The Day of the Dead in Oaxaca isn't sad. It's a family reunion where half the guests are dead
  and everybody brings their favourite food.
CULTURAL_EXPERIENCES: My Finnish colleagues invited me into the sauna within an hour of meeting. Silence, heat,
  then the lake. No small talk required.
CULTURAL_EXPERIENCES: Ramadan evenings in Istanbul: the whole street waiting for the call to prayer, then breaking
  bread with strangers at long tables.
CULTURAL_EXPERIENCES: With my host family in Ghana I learned that greeting everyone in the compound properly before
  doing anything isn't politeness; it's the whole point.
CULTURAL_EXPERIENCES: The tea ceremony lasted ninety minutes and involved almost no tea. It was about attention.
CULTURAL_EXPERIENCES: In Seoul the karaoke room is where colleagues turn into friends, and you do not refuse the
  microphone.
CULTURAL_EXPERIENCES: Sunday lunch in an Umbrian village: four hours, three generations, one argument about
  football, and nobody checked a phone.
CULTURAL_EXPERIENCES: In the souks of Fez haggling is a conversation, not a fight, and the mint tea is part of the
  deal.
EXPLORATION_ADVENTURE: Six days on the Overland Track in Tasmania with everything on our backs. By the third
  morning I'd forgotten what day it was and didn't care.
EXPLORATION_ADVENTURE: We climbed Kilimanjaro slowly — pole pole, the guides kept saying. At Stella Point I cried,
  a little from the altitude, mostly from awe.
EXPLORATION_ADVENTURE: Kayaking past icebergs in Greenland, the silence is so complete you hear ice cracking miles
  away.
EXPLORATION_ADVENTURE: Wild camping in the Cairngorms with the midges and the stars: no signal, no other tents, a
  burn to wash in.
EXPLORATION_ADVENTURE: A wrong turn in the Atlas mountains led us to a village where a shepherd shared his bread.
  Getting lost is underrated.
EXPLORATION_ADVENTURE: Cycling from Vancouver to Tijuana took two months and three new tyres. The Big Sur coast
  road was worth every puncture.
EXPLORATION_ADVENTURE: Diving the reefs of Raja Ampat, I saw more kinds of fish in an hour than in the rest of my
  life put together.
EXPLORATION_ADVENTURE: The Trans-Siberian: four days of birch forest, card games with strangers, and a samovar at
  the end of the carriage.
EXPLORATION_ADVENTURE: Adventure, the essay argued, isn't about distance. It's about saying yes before you know how
  it ends.
EXPLORATION_ADVENTURE: Paragliding off the ridge above Pokhara, Annapurna behind me and the lake below, I forgot to
  be afraid.
DESTINATION_SPECIFIC: Lisbon is built on seven hills, and Tram 28 climbs most of them, which the pickpockets know
  as well as the tourists.
DESTINATION_SPECIFIC: Singapore's hawker culture was added to UNESCO's intangible heritage list in 2020. A plate of
  chicken rice still costs about five dollars.
DESTINATION_SPECIFIC: Iceland has no mosquitoes. One theory is that the repeated freeze-thaw cycles kill the
  larvae.
DESTINATION_SPECIFIC: Cape Town's Table Mountain cableway shuts when the "tablecloth" cloud rolls over, which can
  happen in minutes.
DESTINATION_SPECIFIC: Venice has around 400 bridges and no cars; everything arrives by boat, even the ambulances
  and the rubbish collection.
DESTINATION_SPECIFIC: Bhutan measures Gross National Happiness and charges visitors a daily Sustainable Development
  Fee.
DESTINATION_SPECIFIC: Montreal's underground city runs for over 30 km of tunnels linking malls, metro stations and
  offices. Very handy in a February blizzard.
DESTINATION_SPECIFIC: The Ring of Kerry is a 179 km loop. Tour coaches drive it anticlockwise, so cyclists usually
  go the other way.
DESTINATION_SPECIFIC: Jemaa el-Fnaa in Marrakech transforms at dusk: the snake charmers give way to food stalls and
  storytellers.
DESTINATION_SPECIFIC: Kyoto has something like 1,600 temples. You won't see them all; Fushimi Inari at dawn is the
  one worth the alarm.
TRAVEL_TIPS: Roll your clothes, and pack one outfit in hand luggage in case the suitcase goes to Frankfurt without
  you.
TRAVEL_TIPS: Carry a bit of local cash. Card machines fail at exactly the wrong market stall.
TRAVEL_TIPS: Photograph your passport and keep a copy offline. When mine was stolen in Barcelona it saved half a
  day at the consulate.
TRAVEL_TIPS: Jet lag: get outside into daylight as soon as you land and don't nap for more than twenty minutes.
TRAVEL_TIPS: Book the first flight of the day; there are fewer delays to cascade into it.
TRAVEL_TIPS: Download offline maps before you land. Roaming in Switzerland nearly cost more than the hotel.
TRAVEL_TIPS: Learn five words: hello, please, thank you, sorry, and the number of your bus. People meet you
  halfway.
TRAVEL_TIPS: Pack a rubber door wedge for hostels and an empty water bottle to fill after airport security.
TRAVEL_TIPS: Tell your bank you're travelling, or the card may freeze the moment you buy a croissant in Lyon.
TRAVEL_TIPS: "11hr flight with a toddler any tips??" / "aisle seat, snacks in tiny tubs, a new wrapped toy every
  hour, and accept that strangers will judge you"

ENVIRONMENTAL_ISSUES: The river where my father learned to swim is closed half the summer now, choked with algal
  blooms from farm run-off.
ENVIRONMENTAL_ISSUES: As a kid, a summer motorway drive left the windscreen plastered with insects. Now it stays
  clean. That's not good news.
ENVIRONMENTAL_ISSUES: Microplastics have turned up in Arctic snow, human placentas and the deepest ocean trench.
  There is no "away".
ENVIRONMENTAL_ISSUES: When the water gets too warm, corals expel the algae that feed them. That's bleaching, and if
  the heat lasts, they starve.
ENVIRONMENTAL_ISSUES: Delhi's November air was so thick the marathon runners wore masks. That isn't weather; it's a
  crisis we've learned to shrug at.
ENVIRONMENTAL_ISSUES: In the 1980s postcard the glacier reached the car park. Today it's a forty-minute walk to its
  edge.
ENVIRONMENTAL_ISSUES: The wine piece put it plainly: Champagne growers now pick a month earlier than in the 1980s,
  and English fizz is thriving. You can taste the warming.
ENVIRONMENTAL_ISSUES: Topsoil is being lost faster than it forms. Some farmland has decades, not centuries, of it
  left.
ENVIRONMENTAL_ISSUES: Heatwaves that were once one-in-a-century events in Europe now arrive every few summers.
ENVIRONMENTAL_ISSUES: Every second, roughly a lorryload of textiles is burned or buried somewhere in the world.
  Fast fashion has a landfill.
ECO_FRIENDLY_PRACTICES: We keep a compost bin for peelings and coffee grounds. A year later it's the best soil in
  the garden.
ECO_FRIENDLY_PRACTICES: The toaster needed a £3 fuse, not replacing. Repair first, always.
ECO_FRIENDLY_PRACTICES: Bar of soap, shampoo bar, washing-up liquid refilled at the zero-waste shop. The bathroom
  bin is nearly empty.
ECO_FRIENDLY_PRACTICES: I take my own tiffin to the takeaway in Bengaluru. They're used to it now and sometimes
  slip in an extra chapati.
ECO_FRIENDLY_PRACTICES: Line-drying in the sun instead of running the dryer, the hungriest appliance in our flat.
ECO_FRIENDLY_PRACTICES: Meal planning, a freezer full of leftovers, and a shelf labelled "eat me first" cut our
  food waste by half.
ECO_FRIENDLY_PRACTICES: Borrowed a drill from the library of things instead of buying one I'd use twice a year.
ECO_FRIENDLY_PRACTICES: Reusable nappies for our second baby. More washing, but no bin bags of nappies every week.
ECO_FRIENDLY_PRACTICES: note to self: put the tote bags back in the car boot after unloading. they only work if
  they're with you
ECO_FRIENDLY_PRACTICES: Second-hand first: clothes, furniture, even my bike. Only if it can't be found used do I
  buy new.
CONSERVATION_EFFORTS: Beavers returned to the Scottish river after four hundred years. Within a decade their dams
  had brought back wetlands, fish and birds.
CONSERVATION_EFFORTS: In Namibia, communities earn more from wildlife tourism than they could from poaching, which
  is a big part of why rhino numbers recovered there.
CONSERVATION_EFFORTS: We let the old farm's fields go and planted native oak. Within five years the nightingales
  came back.
CONSERVATION_EFFORTS: Turtle volunteers on Sri Lanka's south coast move the eggs into a hatchery guarded from dogs
  and collectors.
CONSERVATION_EFFORTS: Marine protected areas work: fish stocks recover inside and spill over the boundary to the
  boats outside.
CONSERVATION_EFFORTS: The seed vault in Svalbard keeps over a million seed samples inside a mountain, a backup in
  case disaster wipes out the originals.
CONSERVATION_EFFORTS: Volunteered with the Trust on Saturday, clearing invasive rhododendron from the valley so the
  native oakwood can regenerate.
CONSERVATION_EFFORTS: Captive breeding brought the California condor back from 27 birds. There are now more than
  500.
CONSERVATION_EFFORTS: Mangrove replanting in the Sundarbans shields villages from storm surges and gives fish a
  nursery.
CONSERVATION_EFFORTS: The wildlife overpasses across the highway in Banff cut collisions with elk and bears by over
  80%.
POLICY_ADVOCACY: Our petition against the council selling the wood to developers got 12,000 signatures. The vote is
  next Thursday and we're filling the public gallery.
POLICY_ADVOCACY: Carbon taxes survive politically when the money goes back to households. Otherwise the backlash
  kills them.
POLICY_ADVOCACY: The Paris Agreement aims to keep warming well below 2°C, but the national pledges still add up to
  more than that.
POLICY_ADVOCACY: Write to your MP: handwritten, one page, one request. Staffers say those get counted.
POLICY_ADVOCACY: The plastic bag charge cut usage in England's big supermarkets by over 95%. A small law with a big
  effect.
POLICY_ADVOCACY: Farmers in the Niger Delta fought Shell over oil spills in a Dutch court for thirteen years before
  they won.
POLICY_ADVOCACY: Climate group meeting: coordinate with the cycling campaign on the transport consultation, aim for
  200 responses before the deadline.
POLICY_ADVOCACY: Many governments still spend more subsidising fossil fuels than renewables. Fix the incentives and
  half the argument goes away.
POLICY_ADVOCACY: The youth strikes changed the conversation, but legislation moves slower than teenagers.
POLICY_ADVOCACY: EU right-to-repair rules will make manufacturers keep spare parts available for years, a policy
  win against the throwaway economy.
PERSONAL_IMPACT: Ran my footprint: the two long-haul flights a year outweighed everything else I do combined.
  That's where change matters.
PERSONAL_IMPACT: Haven't flown in three years. Trains to Italy and Spain — slower, but my carbon budget thanks me.
PERSONAL_IMPACT: Going vegetarian four days a week roughly halved the emissions from my diet, according to the
  calculator.
PERSONAL_IMPACT: My streaming, my cloud backups, my AI prompts — all of it sits in a data centre somewhere drinking
  electricity and water.
PERSONAL_IMPACT: Switching to a green tariff took ten minutes and cut our household footprint more than a year of
  careful recycling.
PERSONAL_IMPACT: I thought my car didn't matter, then I added up the miles: 12,000 a year, mostly alone. Now I
  cycle three days a week.
PERSONAL_IMPACT: Australians emit around 15 tonnes of CO2 a head, roughly three times the world average. Mine is
  coming down, slowly.
PERSONAL_IMPACT: Guilt isn't a plan. Find your biggest sources, cut those, and stop flogging yourself over the odd
  coffee cup.
PERSONAL_IMPACT: A new pair of jeans costs thousands of litres of water. Mine are in their fifth year.
PERSONAL_IMPACT: Heat pump in, gas boiler out. Bills roughly the same, and our household's emissions down by about
  a third.
`;
