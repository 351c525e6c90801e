/**
 * Training examples, fifth batch: each subject as it comes up in many walks of life, with words of other
 * subjects in passing, 40 per group. Never used for evaluation.
 */
export const TRAINING_DATA_5 = `
TASKS_ACTIONS: Before Friday: reorder gauze and saline for ward 4, chase pharmacy about the missing insulin
  pens, sign off next month's rota.
TASKS_ACTIONS: To do: ring the vet about the ewe with the limp, fix the gate latch on the bottom field, drop
  the diesel receipt at the co-op.
TASKS_ACTIONS: Action items from the staff meeting: Priya drafts the letter to parents, Tom books the hall for
  the concert, I collate the reading scores by Wednesday.
TASKS_ACTIONS: Errands Saturday: return the library books, collect Mum's prescription, get the bike tyre
  patched.
TASKS_ACTIONS: Assignment due Tuesday: 1,500-word essay on the Corn Laws, plus the stats problem set. Start
  the essay tonight.
TASKS_ACTIONS: Shop jobs for tomorrow: count the till float, price the new candles, email the landlord about
  the leaking gutter.
TASKS_ACTIONS: My list for today: review Sam's pull request, reply to the printer vendor, update the sprint
  board before stand-up.
TASKS_ACTIONS: Note to self: send off the passport renewal form, book the boiler service, post the thank-you
  cards before the weekend.
METHODS_TECHNIQUES: I block six to eight in the morning for writing, before the milking; nothing else goes in
  that slot, not even email.
METHODS_TECHNIQUES: Pomodoro in the staff room: twenty-five minutes of marking, five minutes for tea, four
  rounds and the pile is gone.
METHODS_TECHNIQUES: The two-minute rule from Getting Things Done: if the reply or the form takes less than two
  minutes, do it now instead of filing it.
METHODS_TECHNIQUES: Batch the phone calls. Suppliers all get rung between two and three, so the shop floor
  isn't interrupted all day.
METHODS_TECHNIQUES: Eat the frog: the hardest discharge summary gets written first, before the ward round
  starts.
METHODS_TECHNIQUES: Weekly review every Friday: empty every inbox, notebook and sticky note, then decide the
  next physical action for each project.
METHODS_TECHNIQUES: Eisenhower matrix on the office whiteboard: urgent and important top left, everything else
  gets scheduled, delegated or dropped.
METHODS_TECHNIQUES+STUDY_MEMORIZATION: Revision in sprints: 25 minutes on one past-paper question, a short
  break, then switch topics; four cycles before lunch.
TOOLS_RESOURCES: Moved the allotment diary into a cheap waterproof notebook; the app kept dying when my hands
  were muddy.
TOOLS_RESOURCES: A shared Todoist project for the house renovation means the builder and I stop texting each
  other lists.
TOOLS_RESOURCES: The paper wall planner in the clinic office gets used far more than the shared calendar
  nobody opens.
TOOLS_RESOURCES: Worth trying: the Notion template for lesson planning that links each unit to its worksheets
  and marking rubric.
TOOLS_RESOURCES: Bought a kitchen timer shaped like a tomato, the cheapest productivity gadget I own and the
  one I actually use.
TOOLS_RESOURCES: Shared Google Calendar for the shop: deliveries in green, staff shifts in blue, the
  accountant's visits in red.
TOOLS_RESOURCES: The bullet journal lives in my coat pocket on the farm; index on page one, future log on page
  two, a pencil tucked in the spine.
TOOLS_RESOURCES: Our planning team moved from endless email chains to a Trello board and one shared drive for
  the applications.
MINDSET_HABITS: I reorganise my pencil case every time revision gets hard. That isn't preparation, it's
  avoidance.
MINDSET_HABITS: The phone goes in the other room when I practise scales, otherwise I check it every three
  bars.
MINDSET_HABITS: Procrastination isn't laziness; usually it's fear that the thing won't be good enough once you
  start it.
MINDSET_HABITS: Discipline on nights means charting as I go, not leaving all the notes until six in the
  morning when my brain is fog.
MINDSET_HABITS: Working from home I start at nine sharp even though nobody checks; the only boss here is the
  habit.
MINDSET_HABITS: Stop waiting to feel like doing the VAT paperwork. Motivation turns up after you start, not
  before.
MINDSET_HABITS: Every time I flip to a chat message in the middle of a code review, it costs me twenty minutes
  to get my focus back.
MINDSET_HABITS: I always told myself I work better under pressure. I don't; I just hand in worse work later.
OUTCOMES: Clinic results this quarter: average wait down from 41 to 23 minutes, and 300 more patients seen
  with the same staff.
OUTCOMES: Result of the new filing system: six weeks of paperwork backlog cleared and not one late supplier
  payment in March.
OUTCOMES: Thesis draft finished: 82,000 words, three weeks ahead of the deadline.
OUTCOMES: Harvest done four days earlier than last year with one fewer pair of hands.
OUTCOMES: The team shipped 14 features this quarter against 9 last quarter, with fewer bug reports from
  customers.
OUTCOMES: By the end of term every Year 9 pupil had a completed portfolio; last year barely two thirds did.
OUTCOMES: Output per shift in the bakery went from 180 to 240 loaves once the prep list was sorted.
OUTCOMES: Tracked my week honestly: 22 hours of real work out of 45 at the desk. The number stung.

DEVELOPMENT_CODING+DATA_AI: Wrote a little Python script that reads the till export and totals sales by
  category; saves me an evening a week.
DEVELOPMENT_CODING: Refactor the checkout module before adding vouchers; the main function is 400 lines with
  five nested ifs.
DEVELOPMENT_CODING: Git blame says the bug came in with the timezone fix. Write a failing unit test that
  reproduces it first.
DEVELOPMENT_CODING: TypeScript generics finally make sense: the type parameter flows through, so the compiler
  knows what comes back out.
DEVELOPMENT_CODING: The school timetable spreadsheet is really a program, and its macros break whenever
  someone inserts a column.
DEVELOPMENT_CODING: Review comment: don't mutate the array inside the map callback, return a new object
  instead.
DEVELOPMENT_CODING: The booking API returns a 500 when the date field is empty; validate the input and send
  back a 400 with a clear message.
DEVELOPMENT_CODING: Teaching my daughter Scratch: loops, variables, and why the cat keeps walking off the edge
  of the screen.
HARDWARE_DEVICES: The ward's bladder scanner battery only lasts about four patients now; ask the equipment
  library for a replacement.
HARDWARE_DEVICES: Put an SSD and 16 GB of RAM in the old laptop; it boots in twelve seconds instead of two
  minutes.
HARDWARE_DEVICES: The card reader on the market stall needs re-pairing over Bluetooth every morning. Keep it
  on charge overnight.
HARDWARE_DEVICES: GPS receiver mounted on the tractor cab roof and wired into the tablet for auto-steer.
HARDWARE_DEVICES: For the home studio: an audio interface with two preamps, closed-back headphones and a
  decent condenser mic.
HARDWARE_DEVICES: Mum's new phone has a bigger screen and a hearing-aid mode; worth the extra money for her.
HARDWARE_DEVICES: The classroom projector overheats after forty minutes because the fan filter is clogged with
  chalk dust.
HARDWARE_DEVICES+DATA_AI: Raspberry Pi with a temperature and humidity probe in the greenhouse, logging
  readings every ten minutes to a chart.
DATA_AI: The yield sensors on the combine map every strip of the field; the low patches line up exactly with
  where the drains failed.
DATA_AI: The hospital's sepsis model flags patients from their vital signs, but the nurses still need to check
  why an alert fired.
DATA_AI+MARKETING_SALES: Our shop's sales data shows umbrellas sell the day after a rain forecast, not on the
  rainy day itself.
DATA_AI: A chatbot drafted my lesson plan in seconds, then invented two facts about the Tudors with total
  confidence.
DATA_AI: The training data decides what the model thinks is normal; if the records leave out rural clinics, so
  will the predictions.
DATA_AI: Cleaned the parish survey spreadsheet: 40 duplicate rows, dates in three formats, and a whole column
  of blanks.
DATA_AI: The council's dashboard uses past bin collection data to predict which streets will overflow after
  bank holidays.
DATA_AI: Machine learning is pattern-finding in numbers, and the pattern is only as good as what you fed it.
CYBERSECURITY: Phishing email pretending to be the pharmacy wholesaler, asking us to update their bank
  details. Reported it to IT.
CYBERSECURITY: Turn on two-factor login for the shop's email account; whoever gets into that gets every
  supplier account too.
CYBERSECURITY: Never share the ward computer login, even at handover; every entry in the record is audited to
  your name.
CYBERSECURITY: Set up a password manager for the whole family, and Grandad's banking password is finally off
  the fridge door.
CYBERSECURITY: Ransomware encrypted the school trust's servers last week; the offline backups were the only
  reason we reopened on Monday.
CYBERSECURITY: Update the router firmware; the old version has a known hole that lets anyone on the network
  in.
CYBERSECURITY: Least privilege: the summer intern does not need admin rights on the production database.
CYBERSECURITY: Got a text saying my parcel was held and asking for a small redelivery fee; the link went to a
  fake postal site.
TRENDS_INNOVATION: Vertical farms in old warehouses are growing lettuce under LED lights next to the city; the
  economics still look shaky.
TRENDS_INNOVATION: Video consultations went from a novelty to half of our follow-up appointments in two years.
TRENDS_INNOVATION: The next big thing after the smartphone might be glasses with a screen; every large tech
  company is betting on it.
TRENDS_INNOVATION: Self-checkout is spreading to small grocers now that the kits are cheaper to lease.
TRENDS_INNOVATION: Drones are starting to fly blood samples between remote clinics and the hospital lab.
TRENDS_INNOVATION: The hype cycle: every new technology is oversold, then written off, then quietly becomes
  normal.
TRENDS_INNOVATION: Electric tractors are arriving, but the batteries don't yet last a full day of ploughing.
TRENDS_INNOVATION: Streaming changed how young bands release music: a single every six weeks instead of an
  album every three years.

STRATEGY_PLANNING: Five-year plan for the farm: move a third of the land from wheat to a higher-margin crop
  and open a farm shop.
STRATEGY_PLANNING: We compete on speed, not price. The big chains will always be cheaper, but nobody else
  fixes a bike the same day.
STRATEGY_PLANNING: SWOT for the café: the strength is the location, the weakness is the seating, the threat is
  the chain opening on the corner.
STRATEGY_PLANNING: The school development plan for next year has three priorities only: reading, attendance
  and staff wellbeing.
STRATEGY_PLANNING: Before opening a second salon, test demand with pop-up days in the new town.
STRATEGY_PLANNING: Strategy is deciding what you will not do; we dropped general catering to focus on wedding
  cakes.
STRATEGY_PLANNING: The trustees want a three-year roadmap with milestones we can actually measure.
STRATEGY_PLANNING+FINANCE_ACCOUNTING: Scenario planning for the practice: what if the funding drops ten
  percent, what if referrals double?
FINANCE_ACCOUNTING: Cash flow is tight in January; the December invoices won't be paid until the end of
  February.
FINANCE_ACCOUNTING: Chase the three overdue invoices from the restaurant group before we pay the wholesaler.
FINANCE_ACCOUNTING: Department budget for next year: 4,000 on textbooks, 1,200 on trips, the rest on supply
  cover.
FINANCE_ACCOUNTING: Gross margin on the sandwiches is 62 percent, on the coffee it's 80, so push the meal deal
  with a drink.
FINANCE_ACCOUNTING: The bookkeeper reconciled the bank statements and found we'd paid the seed supplier twice.
FINANCE_ACCOUNTING: Depreciation spreads the cost of the new tractor across seven years in the accounts.
FINANCE_ACCOUNTING: Profit is an opinion, cash is a fact; a business with healthy margins can still run out of
  money.
FINANCE_ACCOUNTING: Month-end close: accruals booked, payroll journal posted, balance sheet reviewed by
  Thursday.
MARKETING_SALES: Posted a short video of the sourdough being scored and sold out by eleven; people buy what
  they see being made.
MARKETING_SALES: Most of our best customers come by word of mouth, so regulars get a card to give a friend for
  a free coffee.
MARKETING_SALES: Sales call script: ask about their current supplier first, listen, then talk about our
  delivery times.
MARKETING_SALES: The stall at the farmers' market sells twice as much honey when there's a tasting spoon out.
MARKETING_SALES: Newsletter open rate jumped when the subject line named the actual product instead of the
  shop.
MARKETING_SALES: Know the customer: parents buying school shoes care about fit and how long they last, not the
  brand.
MARKETING_SALES: A price ending in 99 looks cheap on a luxury candle; round numbers signal quality.
MARKETING_SALES: Pipeline review: twelve leads, four proposals out, two likely to close before the end of the
  month.
MANAGEMENT_LEADERSHIP: In a kitchen brigade the head chef sets the standard at the pass; let one plate go and
  the whole line relaxes.
MANAGEMENT_LEADERSHIP: As deputy head I learned to ask teachers what gets in their way before telling them
  what to change.
MANAGEMENT_LEADERSHIP: A good ward sister protects her nurses' breaks; nobody gives good care on an empty
  stomach.
MANAGEMENT_LEADERSHIP: Delegate the outcome, not the method: tell Jess the stockroom must be ready for the
  audit and let her decide how.
MANAGEMENT_LEADERSHIP: A manager's mood is contagious; walk onto the shop floor stressed and the whole staff
  is stressed by lunch.
MANAGEMENT_LEADERSHIP: One-to-ones with each developer every fortnight, even when nothing's urgent; that's
  when the real problems come out.
MANAGEMENT_LEADERSHIP: Leading volunteers is different: you can't order anyone, you can only make the work
  feel worth doing.
MANAGEMENT_LEADERSHIP: The foreman who works alongside the crew for the first hour gets more respect than one
  who shouts from the van.
OPERATIONS_LOGISTICS: Deliveries arrive at six but the storeroom isn't unlocked until seven; move the key
  holder's shift earlier.
OPERATIONS_LOGISTICS: Stock rotation: first in, first out, so the older milk goes to the front of the fridge.
OPERATIONS_LOGISTICS: The bottleneck in patient flow is discharge; beds don't free up until pharmacy sends the
  take-home meds.
OPERATIONS_LOGISTICS: Reorder point for flour is four sacks; below that, the order goes in the same day.
OPERATIONS_LOGISTICS: Picking in the warehouse is faster since we moved the bestsellers next to the packing
  bench.
OPERATIONS_LOGISTICS: Vaccine cold chain: fridge temperature logged twice a day between 2 and 8 degrees, or
  the batch is quarantined.
OPERATIONS_LOGISTICS: School lunch runs in three sittings of twenty minutes, staggered by year group so the
  queue never backs up.
OPERATIONS_LOGISTICS: Shipping from the supplier now takes five weeks, so we hold six weeks of safety stock
  instead of two.

PHYSICAL_HEALTH: Couch to 5K, week six: ran twenty-five minutes without stopping for the first time since
  school.
PHYSICAL_HEALTH: After years of lifting bales, my lower back needs the core exercises the physio gave me,
  every single day.
PHYSICAL_HEALTH: Strength training after sixty protects the bones and keeps you able to get up off the floor
  on your own.
PHYSICAL_HEALTH: Nurses walk miles a shift but still need to stretch; calves and hamstrings tighten from
  standing all day.
PHYSICAL_HEALTH: Squats, push-ups and rows, three sets each, twice a week; enough to stop a desk job wrecking
  my posture.
PHYSICAL_HEALTH: A drummer's shoulders need the same warm-up as an athlete's before a two-hour set.
PHYSICAL_HEALTH: Swimming twice a week for the knee: low impact, full range of movement, and no pounding on
  pavements.
PHYSICAL_HEALTH+MEDICAL_SCIENTIFIC: Grip strength turns out to be one of the best predictors of how long older
  people stay independent.
MENTAL_HEALTH: After calving season I was running on empty; the GP called it burnout and signed me off for two
  weeks.
MENTAL_HEALTH: Anxiety before every gig: racing heart, dry mouth, certain I'll forget the words to the second
  verse.
MENTAL_HEALTH: Depression wasn't sadness for me; it was flatness, nothing tasting of anything.
MENTAL_HEALTH: Teachers are leaving because of stress more than pay; the marking and the inspections grind
  people down.
MENTAL_HEALTH: Seeing a counsellor after Dad died helped me stop pretending I was fine.
MENTAL_HEALTH: Panic attacks on the commute again. Breathing in for four, holding for seven, out for eight
  helped a bit.
MENTAL_HEALTH: Loneliness in retirement crept up on me; the days lost their shape once work stopped.
MENTAL_HEALTH: Paramedics carry what they see home, and the service finally offers trauma support after
  difficult calls.
WELLNESS_LIFESTYLE: Sundays are for slow things: a walk by the river, cooking properly, no laptop.
WELLNESS_LIFESTYLE: Living simpler: fewer things, more time outdoors, dinner at the table with the phones in a
  basket.
WELLNESS_LIFESTYLE: Wellbeing afternoon at the surgery: staff got a chair massage, a yoga class and a proper
  lunch.
WELLNESS_LIFESTYLE: Balance isn't a retreat once a year; it's small daily choices like stopping work at six.
WELLNESS_LIFESTYLE: Sauna and a cold dip at the lido on Saturday mornings is our family ritual now.
WELLNESS_LIFESTYLE: Moved out of the city for a slower life: a garden, a dog, and a commute along a canal
  towpath.
WELLNESS_LIFESTYLE: Looking after yourself on tour: bring your own pillow, water between drinks, walk each new
  town in daylight.
WELLNESS_LIFESTYLE: The knitting circle on Thursday is the most restful two hours of my week.
MEDICAL_SCIENTIFIC: A randomised trial found the newer anticoagulant cut stroke risk with fewer bleeds than
  warfarin.
MEDICAL_SCIENTIFIC: Antibiotics do nothing for viral infections; prescribing them for a cold just breeds
  resistance.
MEDICAL_SCIENTIFIC: The meta-analysis pooled 32 studies, but most were small, and the effect shrank in the
  larger ones.
MEDICAL_SCIENTIFIC: Mum's chemotherapy is four cycles three weeks apart, with blood counts checked before each
  one.
MEDICAL_SCIENTIFIC: An observational study can't show causation; people who drink red wine may also earn more
  and smoke less.
MEDICAL_SCIENTIFIC: The MRI showed a small tear in the meniscus; the surgeon wants physiotherapy first and
  surgery only if it locks.
MEDICAL_SCIENTIFIC: Double-blind and placebo-controlled: neither the patient nor the doctor knows who got the
  real drug.
MEDICAL_SCIENTIFIC: The side effects on the leaflet come from the trials; "common" means up to one in ten
  people taking the tablets.
SPECIFIC_AREAS: Night shifts wreck my sleep; blackout blinds, earplugs and no caffeine after 2 am have helped.
SPECIFIC_AREAS: Pregnancy at 28 weeks: the midwife checked the baby's position and my blood pressure, both
  fine.
SPECIFIC_AREAS: Protein at breakfast keeps me full until lunch: eggs or Greek yoghurt instead of toast and
  jam.
SPECIFIC_AREAS: Sunscreen every day, even in winter; farmers get skin cancer on the arm that rests by the
  tractor window.
SPECIFIC_AREAS+MEDICAL_SCIENTIFIC: The cardiologist says the palpitations are ectopic beats, harmless, but to
  cut back on energy drinks.
SPECIFIC_AREAS: Iron-rich foods for anaemia: lentils, spinach, red meat, with some vitamin C to help
  absorption.
SPECIFIC_AREAS: Menopause night sweats were waking me four times a night; the GP talked me through HRT
  options.
SPECIFIC_AREAS: The toddler's eczema flares with wool and hot baths; emollient twice a day and cotton pyjamas.

CONCEPTS_THEORIES: Maslow's hierarchy: people can't worry about self-esteem when they don't know where the
  next meal is coming from.
CONCEPTS_THEORIES: Opportunity cost is the value of what you gave up, not just the money you spent.
CONCEPTS_THEORIES: Cognitive load theory: working memory holds only a few new items at once, so teach in small
  steps.
CONCEPTS_THEORIES: The tragedy of the commons: each grazier gains by adding one more cow, until the shared
  pasture is ruined for all.
CONCEPTS_THEORIES: Natural selection isn't survival of the strongest; it's survival of whatever fits the
  environment well enough to breed.
CONCEPTS_THEORIES: Supply and demand in one picture: when the frost killed the strawberries, the market price
  doubled.
CONCEPTS_THEORIES: The prisoner's dilemma: both sides are better off cooperating, yet each is tempted to
  defect.
STUDY_MEMORIZATION: Flashcards with spaced repetition for pharmacology: drug name on the front, class and side
  effects on the back.
STUDY_MEMORIZATION: Memory palace for the periodic table: each element sits in a room of my grandmother's
  house.
STUDY_MEMORIZATION: Retrieval practice beats rereading: close the book and write down everything you can
  remember.
STUDY_MEMORIZATION: Revision timetable: two subjects a day, past papers on Fridays, one full day off.
STUDY_MEMORIZATION: Learning the chord chart for Sunday's set by singing the changes on the walk to work.
STUDY_MEMORIZATION: The mnemonic for the cranial nerves I learned in first year is still there twenty years
  later.
STUDY_MEMORIZATION: Interleaving: mix algebra, geometry and statistics questions in one session instead of one
  topic a night.
SKILLS_DEVELOPMENT: Electrical apprenticeship: four years, college one day a week, the rest on site with a
  mentor.
SKILLS_DEVELOPMENT: Deliberate practice means working on the hard bars only; playing the bits I already know
  is just comfort.
SKILLS_DEVELOPMENT: Learning to weld at 52: a month of ugly beads, then suddenly straight ones.
SKILLS_DEVELOPMENT: Took the first-aid certificate so I can help if a customer collapses in the shop.
SKILLS_DEVELOPMENT: Upskilling the admin team in spreadsheets: pivot tables this month, lookups next month.
SKILLS_DEVELOPMENT: The 10,000 hours figure is a myth, but years of practice with good feedback really do
  build expertise.
SKILLS_DEVELOPMENT+UNDERSTANDING_APPLICATION: Shadowing the senior midwife for six weeks taught me more than
  the whole lecture series.
RESOURCES_MATERIALS: The Open University's free ecology course is excellent: short units, quizzes, audio for
  the car.
RESOURCES_MATERIALS: Best textbook for A-level chemistry is the one with worked examples at the end of each
  chapter.
RESOURCES_MATERIALS: Khan Academy saved my maths GCSE; I watched the quadratics videos three times.
RESOURCES_MATERIALS: Lecture recordings are on the student portal, but the slides alone miss half the content.
RESOURCES_MATERIALS: The agricultural extension service runs free workshops and publishes field guides on soil
  testing.
RESOURCES_MATERIALS: A podcast series on the history of Rome, 179 episodes, perfect for long drives.
RESOURCES_MATERIALS+STUDY_MEMORIZATION: The library has the full set of past papers and mark schemes; borrow
  them instead of buying revision guides.
UNDERSTANDING_APPLICATION: I only really understood fractions when I had to scale a recipe up for forty people
  at the café.
UNDERSTANDING_APPLICATION: Reading about negotiation was one thing; using it on the car dealer was where it
  clicked.
UNDERSTANDING_APPLICATION: Don't just memorise the formula; know why it works and you can rebuild it in the
  exam.
UNDERSTANDING_APPLICATION: If I can't explain the Krebs cycle to my flatmate without notes, I don't understand
  it yet.
UNDERSTANDING_APPLICATION+DATA_AI: The statistics module meant nothing until I used it to test whether the new
  feed really raised milk yield.
UNDERSTANDING_APPLICATION: Knowing the rules of grammar and being able to write a good sentence are two
  different kinds of knowing.
SUBJECT_SPECIFIC: The French subjunctive follows verbs of wanting and doubting: il faut que tu viennes.
SUBJECT_SPECIFIC: The Treaty of Versailles left Germany with reparations it could never realistically pay.
SUBJECT_SPECIFIC: Photosynthesis: light energy splits water, and carbon from the air is fixed into sugar.
SUBJECT_SPECIFIC: Pythagoras: in a right-angled triangle, the square on the hypotenuse equals the sum of the
  squares on the other two sides.
SUBJECT_SPECIFIC: Newton's third law is why the rifle kicks back into your shoulder.
SUBJECT_SPECIFIC: In Japanese the verb comes at the end of the sentence, and politeness is built into the verb
  ending.

SELF_AWARENESS: I get snappy with the kids not when they're loud but when I'm hungry and behind on work.
SELF_AWARENESS: Journalling showed me the pattern: I say yes to every committee because I want to be liked.
SELF_AWARENESS: Personality tests are crude, but the introvert label explained why the open-plan office drains
  me.
SELF_AWARENESS: My values, written down at last: honesty, craft, family. The job I hated went against two of
  them.
SELF_AWARENESS: I'm good at starting projects and poor at finishing them, so now I bring in a finisher from
  the start.
SELF_AWARENESS+FEEDBACK: The nurses I supervise all said the same thing in the survey: I interrupt. I honestly
  never knew.
SELF_AWARENESS: Watch what you do when nobody is checking; that's who you actually are.
SELF_AWARENESS: Retiring forced the question: who am I when I'm not the headteacher?
GOAL_SETTING_ACHIEVEMENT: Goal for the year: pass the HGV licence by June and get onto the better-paid routes.
GOAL_SETTING_ACHIEVEMENT: Read twelve books this year, one a month, ticked off on the calendar by the bed.
GOAL_SETTING_ACHIEVEMENT+PHYSICAL_HEALTH: Broke the marathon goal into stages: a 10K in spring, a half in
  summer, the full distance in October.
GOAL_SETTING_ACHIEVEMENT: Hit the goal I set at 40: played a full recital in public before turning 45.
GOAL_SETTING_ACHIEVEMENT: A goal without a deadline is just a wish.
GOAL_SETTING_ACHIEVEMENT: Write the goal on a card and stick it by the kettle; you'll see it twenty times a
  day.
GOAL_SETTING_ACHIEVEMENT: Set goals you control: not 'get promoted' but 'lead two projects and ask for
  feedback every month'.
GOAL_SETTING_ACHIEVEMENT: Finally crossed off the last item on the list I wrote at eighteen: learn to sail. It
  took thirty years.
EMOTIONAL_INTELLIGENCE: When the patient's daughter shouted at me, I heard the fear underneath and answered
  that instead.
EMOTIONAL_INTELLIGENCE: Name it to tame it: 'I'm frustrated' is easier to handle than a vague bad mood.
EMOTIONAL_INTELLIGENCE: The boy who kicks the chair in my class is often the one who didn't get breakfast.
EMOTIONAL_INTELLIGENCE: Reading the room at rehearsal: when the bassist goes quiet, something's wrong and it
  isn't the song.
EMOTIONAL_INTELLIGENCE: Emotional intelligence is noticing your anger before it reaches your mouth.
EMOTIONAL_INTELLIGENCE: A good shopkeeper can tell the customers who want help from the ones who want to be
  left alone.
EMOTIONAL_INTELLIGENCE: Calm myself first, then the toddler; she can't settle while I'm spinning.
EMOTIONAL_INTELLIGENCE: Empathy isn't agreeing; it's understanding why someone feels the way they do.
MINDSET_GROWTH: Carol Dweck's 'not yet' instead of 'fail' changes how children see a bad mark.
MINDSET_GROWTH: Mistakes in the kitchen are tuition fees; every burnt sauce taught me something the recipe
  couldn't.
MINDSET_GROWTH+SELF_AWARENESS: I believed for years I wasn't a maths person. Turns out nobody had ever taught
  me patiently.
MINDSET_GROWTH: A fixed mindset says talent is set at birth; a growth mindset says ability grows with effort
  and better strategies.
MINDSET_GROWTH: Losing the first farm taught me more than ten good harvests would have.
MINDSET_GROWTH: Curiosity over judgement: when something goes wrong, ask what it can teach you.
MINDSET_GROWTH: Compare yourself with who you were last year, not with the person next to you.
MINDSET_GROWTH: Started piano at seventy; the only thing stopping me before was believing I was too old.
HABITS_ROUTINES: Morning routine: feed the animals, coffee on the back step, ten minutes of reading before the
  day starts.
HABITS_ROUTINES: Habit stacking: after I brush my teeth, I floss one tooth. Silly, but it became all of them.
HABITS_ROUTINES: Evening shutdown: lay out tomorrow's clothes, pack the bag, phone on charge downstairs.
HABITS_ROUTINES: Make the good habit easy: the guitar lives on a stand in the lounge, not in its case in the
  cupboard.
HABITS_ROUTINES: 41 days in a row of Spanish practice marked on the calendar; I'm not breaking the chain now.
HABITS_ROUTINES: I reach for crisps every time I sit on that sofa, so I moved the snacks to the garage.
HABITS_ROUTINES: Sunday routine for the week ahead: batch-cook, iron the uniforms, check the kids' homework
  diaries.
HABITS_ROUTINES: Small habits compound; one percent better each day adds up to a different person in a year.

PERSONAL_FINANCE: Budget for the month: rent, food, petrol and 50 for fun; whatever's left goes into the
  emergency fund.
PERSONAL_FINANCE: Paid off the credit card at last. Next the car loan, smallest balance first.
PERSONAL_FINANCE: Cancelled three streaming services and the magazine subscription: 42 a month saved.
PERSONAL_FINANCE: Emergency fund target is three months of expenses, kept in an easy-access savings account.
PERSONAL_FINANCE: The nursery fees are now more than the mortgage; time to rethink the whole family budget.
PERSONAL_FINANCE: Meal planning cut our grocery bill by a quarter; leftovers become tomorrow's packed lunch.
PERSONAL_FINANCE: Cash envelopes for groceries and treats; when the envelope is empty, that's it until payday.
PERSONAL_FINANCE: Overdraft fees ate 60 last month, so I set an alert for when the balance drops below 100.
INVESTING: Index funds let you own the whole market cheaply instead of betting on one company.
INVESTING: Pound-cost averaging: put the same amount in every month, whatever the market is doing.
INVESTING: Don't keep your savings in shares of the company you work for; if it fails you lose the job and the
  nest egg together.
INVESTING: Bought a small flat to rent out; after repairs and agent fees the yield is nearer four percent than
  seven.
INVESTING: The market fell twenty percent and I didn't sell; that patience was the best investment decision I
  ever made.
INVESTING: Dividend reinvestment turns small payouts into more shares, which then pay more dividends.
INVESTING: Bonds are dull, and that's their job; they steady the portfolio when shares crash.
FINANCIAL_LITERACY: Compound interest works both ways: it grows your savings and it grows your credit card
  debt.
FINANCIAL_LITERACY: APR includes the fees as well as the interest, so it's the number to compare loans on.
FINANCIAL_LITERACY: Inflation means cash kept under the mattress loses value every single year.
FINANCIAL_LITERACY+TAXES: Taught Year 10 to read a payslip: gross pay, income tax, national insurance, and why
  net pay is smaller than the advert.
FINANCIAL_LITERACY: A credit score is just a record of whether you paid on time; check yours for mistakes once
  a year.
FINANCIAL_LITERACY: Buy now pay later is still borrowing; miss one payment and the late fees start.
FINANCIAL_LITERACY: A new car is a liability that loses value the day you drive it away; it is not an
  investment.
FINANCIAL_LITERACY: Explained to my son that a debit card spends your own money and a credit card spends the
  bank's.
RETIREMENT_PLANNING+INVESTING: Moved the old workplace pension into a low-cost global tracker; 1.5 percent
  fees would have eaten a third of it by 67.
RETIREMENT_PLANNING: Pension forecast says 14,000 a year at 67, so I need to top it up now while I can.
RETIREMENT_PLANNING: The employer matches pension contributions up to five percent, so put in at least that
  much.
RETIREMENT_PLANNING: Retiring farmer's plan: sell some land to fund the pension, keep the house and the
  orchard.
RETIREMENT_PLANNING: A four percent drawdown rate is a rule of thumb, not a guarantee.
RETIREMENT_PLANNING: State pension age is moving to 68; plan how to bridge the gap with savings.
RETIREMENT_PLANNING: The teachers' pension is generous, but my part-time years cut it more than I expected.
RETIREMENT_PLANNING: Downsizing the house at 65 would free up equity to live on.
RETIREMENT_PLANNING: Self-employed musicians get no employer pension; open one and pay something in after
  every gig.
TAXES: Self-assessment deadline is 31 January; gather the receipts for the van and the tools.
TAXES: The mileage allowance for home visits is tax-free up to the approved rate.
TAXES: Once the shop's turnover passes the VAT threshold we have to register and charge VAT on everything.
TAXES: Gift Aid lets the charity claim back basic-rate tax on each donation.
TAXES: Capital gains tax is due on the sale of the second flat, not on the main home.
TAXES: My tax code was wrong after the job change; overpaid 400 until payroll fixed it.
TAXES: Keep records for six years; the tax office can ask to see them.
TAXES: Marriage allowance lets the lower earner transfer part of their personal allowance to the other.

INTERPERSONAL_RELATIONSHIPS: The friendship with our neighbour started over the fence about tomatoes; now she
  minds the kids on Wednesdays.
INTERPERSONAL_RELATIONSHIPS: Healthy relationships have boundaries: I love my sister, but I can't be her bank.
INTERPERSONAL_RELATIONSHIPS: Twenty-five years married and the secret is boring: small kindnesses every day,
  not grand gestures.
INTERPERSONAL_RELATIONSHIPS: Colleagues on nights become family; you see each other at four in the morning at
  your worst.
INTERPERSONAL_RELATIONSHIPS: Trust is built in small moments, like turning up when you said you would.
INTERPERSONAL_RELATIONSHIPS: Dad and I are closer since he retired; we go fishing and say very little, which
  suits us both.
INTERPERSONAL_RELATIONSHIPS: Some friendships are for a season, and it's fine to let them end.
INTERPERSONAL_RELATIONSHIPS: A farmer's relationship with the vet matters; she knows the herd nearly as well
  as I do.
COMMUNICATION_SKILLS: Active listening: say back what you heard before you answer.
COMMUNICATION_SKILLS: Plain words for patients: 'high blood pressure', not 'hypertension'.
COMMUNICATION_SKILLS: In emails, put the request in the first line; nobody reads to the bottom.
COMMUNICATION_SKILLS: Speak slower when you're nervous, and pause; silence sounds more confident than filler
  words.
COMMUNICATION_SKILLS: At parents' evening, open with one thing the child does well before raising the worry.
COMMUNICATION_SKILLS: Ask open questions: 'what happened?' rather than 'did you forget?'
COMMUNICATION_SKILLS: Body language matters: uncross your arms, face the person, put the phone face down.
COMMUNICATION_SKILLS: Tell the customer what you can do, not what you can't.
CONFLICT_RESOLUTION: Neighbour dispute over the hedge: we met at the boundary with a tape measure and a pot of
  tea, and agreed to split the trimming.
CONFLICT_RESOLUTION: When two chefs are arguing mid-service, separate them, let them cool off, then hear each
  one alone.
CONFLICT_RESOLUTION+COMMUNICATION_SKILLS: Playground mediation: each girl said what had hurt without being
  interrupted, then they agreed a plan for lunch.
CONFLICT_RESOLUTION: Interests, not positions: he wants quiet in the evenings, I want to practise drums, so we
  agreed set hours.
CONFLICT_RESOLUTION: A shared calendar ended the fights between the teenagers over who gets the car.
CONFLICT_RESOLUTION: A disagreement isn't a fight; attack the problem, not the person.
CONFLICT_RESOLUTION: Apologise for your part first, even if it's only ten percent; it lowers everyone's guard.
CONFLICT_RESOLUTION: Union and management agreed a cooling-off period and talks through a mediator before the
  strike vote.
RELATIONSHIP_BUILDING: Networking at the trade fair: ask about their business, remember one detail, follow up
  within a week.
RELATIONSHIP_BUILDING: New to the village, I joined the choir and the pub quiz team; now I know half the
  street.
RELATIONSHIP_BUILDING: Check in with old colleagues twice a year, with no favour attached.
RELATIONSHIP_BUILDING: Build rapport with suppliers; when flour is short, they ring the friendly customers
  first.
RELATIONSHIP_BUILDING+INTERPERSONAL_RELATIONSHIPS: Weekly family dinner with no phones is how we stay
  connected with the teenagers.
RELATIONSHIP_BUILDING: I jot the names of patients' relatives on my handover sheet so I can greet them
  properly next visit.
RELATIONSHIP_BUILDING: Mentoring a young farmer has given me a friend as much as an apprentice.
RELATIONSHIP_BUILDING: Small gestures build loyalty: a handwritten card to a regular customer after her
  husband died.
FEEDBACK: Feedback for the junior doctor: the handover was thorough, but lead with the sickest patient.
FEEDBACK: The praise sandwich hides the message; say the criticism clearly and kindly.
FEEDBACK: Students only rated my comments helpful when they said what to do next, not just what was wrong.
FEEDBACK: Ask for feedback specifically: 'what's one thing I could do better in the morning briefing?'
FEEDBACK: Three online reviews mention slow service on Saturdays; that's customer feedback worth acting on.
FEEDBACK+ART_APPRECIATION: In the art group's critique we describe what we see before anyone says whether it
  works.
FEEDBACK: Taking criticism without defending myself is still hard; I say thank you and think about it later.
FEEDBACK: The most useful part of the appraisal was my manager giving specific examples instead of general
  impressions.

CREATIVE_PROCESS: Write the chorus first, then the verses; the hook tells you what the song is about.
CREATIVE_PROCESS: Ideas come to me on the tractor, so I carry a voice recorder; by evening they'd be gone.
CREATIVE_PROCESS: First drafts are supposed to be bad; the craft is in the rewriting.
CREATIVE_PROCESS: Constraints spark ideas: the exhibition brief allowed only three colours, and it was my best
  work.
CREATIVE_PROCESS: Leave the problem, walk the dog, and the answer often turns up on its own.
CREATIVE_PROCESS+HABITS_ROUTINES: Morning pages: three longhand pages before breakfast, before the inner
  critic wakes up.
CREATIVE_PROCESS: Copy the masters until your own voice starts to show through.
CREATIVE_PROCESS: Brainstorming rule for the design team: quantity first, judging later.
ART_FORMS: A sonnet is fourteen lines and a turn; the volta is where the poem changes its mind.
ART_FORMS: Jazz is built on improvisation over a chord progression everyone on the stand knows.
ART_FORMS: Film differs from theatre because the camera chooses where you look.
ART_FORMS: Printmaking covers linocut, etching and screen printing, and each leaves a different mark.
ART_FORMS: Haiku: seventeen syllables and a word for the season.
ART_FORMS: Opera puts music, drama, costume and set design into one form.
ART_FORMS: Graphic novels are a serious literary form, not just comics for children.
ART_FORMS: Folk songs passed from mouth to mouth, changing a little with every singer.
ARTISTIC_TECHNIQUES: Wet-on-wet watercolour: soak the paper first, drop in the colour and let it bloom.
ARTISTIC_TECHNIQUES: Rule of thirds: put the horizon on a third line, not across the middle of the frame.
ARTISTIC_TECHNIQUES: Fingerpicking: thumb on the bass strings, fingers on the top three.
ARTISTIC_TECHNIQUES: Glaze the oil painting in thin layers and let each one dry before the next.
ARTISTIC_TECHNIQUES: Wedge the clay to push out air bubbles before throwing it on the wheel.
ARTISTIC_TECHNIQUES: Chiaroscuro uses strong light and dark to model the form.
ARTISTIC_TECHNIQUES: Put the mic near the twelfth fret on an acoustic guitar to avoid the boomy sound from the
  soundhole.
ARTISTIC_TECHNIQUES: Show, don't tell: describe the shaking hands instead of writing 'she was nervous'.
ART_APPRECIATION: Stood in front of the Rothko for ten minutes and the colour seemed to hum.
ART_APPRECIATION: Listen to the symphony twice: once for the tune, once for the bass line underneath.
ART_APPRECIATION: Knowing Van Gogh painted the starry sky from the asylum window changes how I see it.
ART_APPRECIATION: Good criticism asks what the artist was trying to do and whether they managed it.
ART_APPRECIATION: Slow looking: count to sixty in front of a painting before you read the label.
ART_APPRECIATION: The gallery's free late opening won me over to modern art I'd always dismissed.
ART_APPRECIATION: The more I learn about how a dance is made, the more I see in a simple duet.
ART_APPRECIATION: The museum's folk art room: patchwork quilts, carved love spoons, painted narrowboat jugs.
EXPRESSION: Painting is how I say what I can't say out loud.
EXPRESSION+MENTAL_HEALTH: Writing poems after the divorce helped me put words to the anger and the grief.
EXPRESSION: Dance lets the body speak before the mind edits it.
EXPRESSION: Children's drawings often express what they can't tell you in words.
EXPRESSION: Singing in the car at full voice is the only place I feel completely heard.
EXPRESSION: For the kids on the estate, the graffiti wall is a voice when nobody else is listening.
EXPRESSION: Keeping a journal in sketches, not words, on the days when words won't come.
EXPRESSION: Finding my own voice as a songwriter meant I stopped imitating and wrote about what actually
  happened to me.

TRAVEL_PLANNING: Book the ferry by March for August; the car spaces on the Friday sailings sell out first.
TRAVEL_PLANNING: Itinerary draft: three nights in Lisbon, two in Porto, the train between, fly home from
  Porto.
TRAVEL_PLANNING+PERSONAL_FINANCE: Holiday budget: flights 420, apartment 600, food 50 a day, plus car hire for
  two days.
TRAVEL_PLANNING: Check the passport dates; some countries want six months left from the day you arrive.
TRAVEL_PLANNING: School trip to the Normandy beaches: coach booked, risk assessment done, permission slips due
  back Friday.
TRAVEL_PLANNING: Find travel insurance that covers Dad's heart condition before we book the cruise.
TRAVEL_PLANNING: Mapping the gap-year route through Vietnam, Laos and Cambodia around the visa rules and the
  rainy season.
TRAVEL_PLANNING: Booked the campsite for half term; each child picks one day's activity, and one day stays
  empty.
CULTURAL_EXPERIENCES: Invited to a colleague's wedding in Kerala: three days, hundreds of guests, lunch served
  on banana leaves and eaten by hand.
CULTURAL_EXPERIENCES: In Japanese homes it's shoes off at the door, separate slippers for the toilet, and
  never chopsticks upright in rice.
CULTURAL_EXPERIENCES: Stayed with a host family for the Day of the Dead; the grandmother built the altar with
  marigolds and sweet bread.
CULTURAL_EXPERIENCES: In the souk haggling is the conversation; pay the first price and the seller seems
  almost disappointed.
CULTURAL_EXPERIENCES: Dinner in Spain starts at ten, and the children are still playing in the square at
  midnight.
CULTURAL_EXPERIENCES: The village procession carried the saint through the streets with a brass band behind,
  and we were handed candles to join in.
CULTURAL_EXPERIENCES: A few words of Greek, even badly pronounced, changed how the taverna owner treated us.
CULTURAL_EXPERIENCES+DESTINATION_SPECIFIC: In Finland the sauna isn't a spa treat; it's where families talk,
  and long silences are perfectly normal.
EXPLORATION_ADVENTURE: Wild camped on the ridge and woke above a sea of cloud, the tent stiff with frost.
EXPLORATION_ADVENTURE: Five days kayaking the fjords, seals following the boats and no phone signal at all.
EXPLORATION_ADVENTURE: Walked the last 300 km of the Camino with blisters the size of coins, and I'd set off
  again tomorrow.
EXPLORATION_ADVENTURE: Took the overnight bus to a town that wasn't in the guidebook; best week of the whole
  trip.
EXPLORATION_ADVENTURE: First open-water dive: fifteen metres down, a turtle drifting past as if we weren't
  there.
EXPLORATION_ADVENTURE: Summit night on Kilimanjaro started at midnight, head torches in a line up the scree.
EXPLORATION_ADVENTURE: Retired, bought a campervan, and drove north with no bookings, stopping wherever the
  coast looked good.
EXPLORATION_ADVENTURE: Cycled the length of the Danube with panniers and a paper map, 2,800 kilometres in
  eight weeks.
DESTINATION_SPECIFIC: Kyoto: go to Fushimi Inari at dawn, because by nine the lower gates are shoulder to
  shoulder with tour groups.
DESTINATION_SPECIFIC: Edinburgh doubles in size in August for the festival; the Royal Mile is all flyers and
  street performers.
DESTINATION_SPECIFIC: Iceland's Ring Road needs a week at least; the east fjords are empty compared with the
  Golden Circle.
DESTINATION_SPECIFIC: Lisbon is all hills, and the number 28 tram is a tourist crush, so walk up through
  Alfama instead.
DESTINATION_SPECIFIC: The Staten Island ferry in New York is free and passes right by the Statue of Liberty.
DESTINATION_SPECIFIC: When Venice floods at acqua alta, raised walkways go out across St Mark's Square.
DESTINATION_SPECIFIC: The Table Mountain cable car in Cape Town closes in high wind, so go up on the first
  clear morning.
DESTINATION_SPECIFIC: In Hanoi's Old Quarter each street was once a guild, silk on one and tin on another, and
  the street names still say so.
TRAVEL_TIPS: Roll your clothes instead of folding them; they take less room and crease less in a carry-on.
TRAVEL_TIPS: Email yourself a photo of your passport and insurance policy in case the bag gets stolen.
TRAVEL_TIPS: Tell your bank before you go, or the first card payment abroad gets blocked.
TRAVEL_TIPS: Jet lag: eat at local mealtimes from day one and get outside in the morning light.
TRAVEL_TIPS: Download offline maps before you land; roaming data is pricey and signal is patchy in the
  mountains.
TRAVEL_TIPS: Pack a small extension lead; hotel rooms never have enough sockets by the bed.
TRAVEL_TIPS: Keep a pen in your hand luggage for the landing card; half the plane will ask to borrow one.
TRAVEL_TIPS+CYBERSECURITY: Hotel and airport wifi is open to anyone; use a VPN before logging into your bank
  abroad.

ENVIRONMENTAL_ISSUES: The river below the poultry units turns green every summer now; phosphate runoff is
  choking it.
ENVIRONMENTAL_ISSUES: Our wheat yields swing harder every year: drought one summer, waterlogged fields the
  next.
ENVIRONMENTAL_ISSUES: Microplastics have been found in human blood, in placentas and in Arctic snow.
ENVIRONMENTAL_ISSUES: Air pollution at the school gates peaks at drop-off, when parents leave their engines
  running.
ENVIRONMENTAL_ISSUES: Insect numbers have crashed; older drivers remember windscreens covered in bugs after a
  summer journey.
ENVIRONMENTAL_ISSUES: Rising sea levels put the low streets of our town at risk of flooding twice a year by
  2050.
ENVIRONMENTAL_ISSUES: Topsoil washes off the slopes after every storm, and once it's gone it takes centuries
  to rebuild.
ENVIRONMENTAL_ISSUES: Fast fashion produces a large share of global emissions, and most of it is in landfill
  within a year.
ECO_FRIENDLY_PRACTICES: The café switched to compostable cups and takes 20p off if you bring your own.
ECO_FRIENDLY_PRACTICES: Kitchen scraps go in the compost bin for the allotment, and the council bin is half as
  full.
ECO_FRIENDLY_PRACTICES: The refill shop does washing-up liquid, pasta and rice; bring your own jars.
ECO_FRIENDLY_PRACTICES: The ward now recycles the clean plastic wrapping from drip sets instead of binning it.
ECO_FRIENDLY_PRACTICES: Cover crops over winter hold the soil in place and cut the fertiliser we need next
  spring.
ECO_FRIENDLY_PRACTICES: Repair café on the first Saturday of the month: toasters, jeans and bikes fixed
  instead of thrown out.
ECO_FRIENDLY_PRACTICES: Wash at thirty degrees and dry on the line instead of in the tumble dryer.
ECO_FRIENDLY_PRACTICES: The school uniform swap saves parents money and keeps outgrown blazers out of
  landfill.
CONSERVATION_EFFORTS: Volunteers planted two kilometres of hedgerow along the lane, and the yellowhammers were
  back within three years.
CONSERVATION_EFFORTS: Beavers released upstream have built dams that slow the floodwater before it reaches the
  village.
CONSERVATION_EFFORTS: Garden bird count this year: fourteen species logged, including a pair of bullfinches.
CONSERVATION_EFFORTS+POLICY_ADVOCACY: A government scheme pays us to leave a six-metre wildflower margin
  unploughed around every field.
CONSERVATION_EFFORTS: Divers are replanting seagrass in the bay to bring back the seahorses.
CONSERVATION_EFFORTS: Rangers tag the rhinos and rotate their patrols to keep the poachers guessing.
CONSERVATION_EFFORTS: The seed bank at the botanic garden stores wild plant seeds in case the species vanish
  in the wild.
CONSERVATION_EFFORTS: Turtle nests on the beach are fenced off and volunteers count the hatchlings every
  morning.
POLICY_ADVOCACY: Wrote to my MP about the sewage discharges; got a form letter back, but the petition passed
  100,000 signatures.
POLICY_ADVOCACY: The council declared a climate emergency; now we hold them to a plan with dates and budgets.
POLICY_ADVOCACY: A carbon tax that pays a dividend back to households leaves poorer families better off.
POLICY_ADVOCACY: The farmers' union is lobbying for subsidies that reward soil health, not just acreage.
POLICY_ADVOCACY: Spoke at the planning committee against the bypass through the ancient woodland.
POLICY_ADVOCACY: Parents campaigned for a school street, and cars are now banned from the gates at drop-off.
POLICY_ADVOCACY: The plastic bag charge cut use by over ninety percent; policy works when it's simple.
POLICY_ADVOCACY: Local elections decide most transport and planning choices, so vote in them, not just on the
  big day.
PERSONAL_IMPACT: Worked out our household carbon footprint: the two flights to visit family outweigh
  everything else we do.
PERSONAL_IMPACT: Going meat-free on weekdays cut my food emissions by about a third.
PERSONAL_IMPACT: Swapped the second car for an e-bike; the school run is now faster and cheaper.
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: I buy the kids' clothes second-hand; they grow out of them in months
  anyway.
PERSONAL_IMPACT: Our electricity now comes from a green tariff and the solar panels on the barn roof.
PERSONAL_IMPACT: Counted the plastic I threw away in one week: 62 items, mostly snack wrappers.
PERSONAL_IMPACT: Taking the train to work instead of driving saves me about a tonne of CO2 a year.
PERSONAL_IMPACT: I'm trying to fly less: one holiday abroad every other year, and by train where I can.
`;
