/**
 * Training examples, third batch: book quotations and article lines in the everyday words of each subject,
 * 40 per group. Never used for evaluation.
 */
export const TRAINING_DATA_3 = `
TASKS_ACTIONS: By Thursday: return the library books, top up the bus card, email the plumber for a second
  quote.
TASKS_ACTIONS: The author's Sunday list ran to eleven items, from defrosting the freezer to posting the tax
  form.
TASKS_ACTIONS: Action items from the board meeting were assigned, dated and pasted at the top of the minutes.
TASKS_ACTIONS: Homework for the week: read chapter four, finish the lab report and hand in the signed
  permission slip.
TASKS_ACTIONS: Pick up the dry cleaning, renew the parking permit, water Mrs Patel's plants while she's away.
TASKS_ACTIONS: Every task on the sheet had a name and a date beside it, and the manager circled the overdue
  ones in red.
TASKS_ACTIONS: Before the move: cancel the gym membership, redirect the post, label every box with the room it
  goes to.
TASKS_ACTIONS: Write the next visible action, the book insists: not "sort out the car" but "call the garage
  about the brake light".
METHODS_TECHNIQUES: Set a kitchen timer for twenty-five minutes, work until it rings, then stand up and
  stretch for five.
METHODS_TECHNIQUES: The author blocks his calendar in ninety-minute chunks and treats each block like a
  meeting with a client.
METHODS_TECHNIQUES: Capture everything in one inbox, then clarify each item once a day: do it, delegate it,
  defer it or bin it.
METHODS_TECHNIQUES: Theme your days: Mondays for admin, Tuesdays for writing, Fridays for phone calls and
  loose ends.
METHODS_TECHNIQUES: The weekly review takes forty minutes on Friday afternoon and saves hours of Monday
  confusion.
METHODS_TECHNIQUES: If a chore takes less than two minutes, the book says, do it on the spot instead of filing
  it away.
METHODS_TECHNIQUES: Kanban on the fridge: three columns of sticky notes, and never more than two cards in the
  middle one.
METHODS_TECHNIQUES: Each morning, write the three most important tasks on an index card; the rest of the list
  is optional.
TOOLS_RESOURCES: The reviewer's favourite was a plain paper planner with a week on two pages and a ribbon
  bookmark.
TOOLS_RESOURCES: A cheap label maker did more for our shared office than any software licence.
TOOLS_RESOURCES: Her whole system is a fountain pen, a dot-grid notebook and a shared calendar the family can
  edit.
TOOLS_RESOURCES: The article compares four note-taking apps on sync speed, search and how cleanly they export.
TOOLS_RESOURCES: A second monitor paid for itself within a month, the blogger writes, in tabs no longer lost.
TOOLS_RESOURCES: Meeting agenda templates live in a shared folder so nobody starts from a blank page.
TOOLS_RESOURCES: The keyboard launcher on my laptop saves a few seconds a hundred times a day.
TOOLS_RESOURCES: The project tracker now sends one digest email each morning instead of forty notifications.
MINDSET_HABITS: I tidy the desk, sharpen pencils and answer old emails, anything to avoid opening the report.
MINDSET_HABITS: The author admits she wrote her best chapter only after she stopped waiting to feel ready.
MINDSET_HABITS: Discipline, the article argues, is mostly deciding in advance so you don't have to decide in
  the moment.
MINDSET_HABITS: Every notification is an invitation to leave the work; I've stopped accepting most of them.
MINDSET_HABITS: Focus is trained like a muscle: twenty minutes at first, then forty, then a whole morning
  without
  reaching for the phone.
MINDSET_HABITS: Procrastination is less about laziness than about dodging the bad feeling a task stirs up.
MINDSET_HABITS: Saying no to the extra committee was the most productive thing I did all term.
MINDSET_HABITS: Lower the bar for starting: open the file, write one ugly sentence, then keep going.
OUTCOMES: By the end of the quarter the four of us had closed two hundred support tickets and cleared the
  backlog.
OUTCOMES+OPERATIONS_LOGISTICS: The bakery doubled its morning output once the dough was prepared the night
  before.
OUTCOMES: In six weeks of early mornings she wrote forty thousand words, more than in the previous two years
  combined.
OUTCOMES: Our throughput went from eight merged pull requests a week to fifteen after we cut Wednesday
  meetings.
OUTCOMES: What mattered at the year's end was the list of finished projects, not the hours logged.
OUTCOMES: Teams with fewer meetings completed more tasks per person per week, the survey found.
OUTCOMES: Two pages a day for a year adds up to a seven-hundred-page manuscript.
OUTCOMES: After the reorganisation, invoices went out in two days instead of ten, and nobody had to work late
  to
  manage it.

DEVELOPMENT_CODING: Name the function for what it returns, not for how it works it out.
DEVELOPMENT_CODING: The pull request was two thousand lines long, so of course the reviewer approved it
  without reading it.
DEVELOPMENT_CODING: A failing test written first tells you exactly when the feature is done.
DEVELOPMENT_CODING: Delete dead code; version control remembers it so you don't have to.
DEVELOPMENT_CODING: The compiler error pointed at line 40, but the missing bracket was on line 12.
DEVELOPMENT_CODING: Refactor in small steps and run the suite after each one, the book says, so you always
  know
  which change broke the build.
DEVELOPMENT_CODING: Most of our outages traced back to a config file someone had edited by hand on the server.
DEVELOPMENT_CODING: Before adding a library to the project, read its open issues and check when it last had a
  commit.
HARDWARE_DEVICES: The laptop's battery had swollen so badly that the trackpad no longer clicked.
HARDWARE_DEVICES: The reviewer says the phone's camera is excellent in daylight, but the charging port wobbles
  after a month.
HARDWARE_DEVICES: Swapping the old hard drive for a solid-state one made the ten-year-old desktop feel new.
HARDWARE_DEVICES: A good mechanical keyboard, a decent webcam and a USB hub cover most home office needs.
HARDWARE_DEVICES: The router lives in the cupboard under the stairs, which explains the weak signal upstairs.
HARDWARE_DEVICES: Repair rules would force phone makers to sell screens and batteries to small repair shops.
HARDWARE_DEVICES: The smartwatch can record a heart rhythm trace, yet its battery still barely lasts two days.
HARDWARE_DEVICES: The printer jammed, the toner ran out, and the driver refused to install on the new laptop.
DATA_AI: The model was only as good as the spreadsheets it learned from, and half of those had duplicate rows.
DATA_AI: A chatbot that sounds confident is not the same as one that is correct.
DATA_AI: Clean the data before you chart it: missing values, typos in city names, dates in three formats.
DATA_AI+MARKETING_SALES: The recommendation engine learned that people who buy tents also buy headlamps.
DATA_AI: The article explains how a neural network learns by nudging millions of weights after each wrong
  guess.
DATA_AI: The dashboard showed a spike in sign-ups that turned out to be a bot filling in the form.
DATA_AI: Large language models predict the next word; everything else is built on top of that simple trick.
DATA_AI: Label a thousand examples by hand before you trust the classifier with a million.
CYBERSECURITY: The email looked like it came from the finance director and asked for an urgent bank transfer.
CYBERSECURITY: Turn on two-step login for your email first; it is the key to every other account you own.
CYBERSECURITY: The breach started with a contractor's password, reused from a gaming forum.
CYBERSECURITY: Ransomware encrypted the clinic's files on a Friday night; the offline backups saved them.
CYBERSECURITY: A password manager lets you keep a different long password for every site without remembering
  any of them.
CYBERSECURITY: Patch the server the week the update comes out, the article warns; attackers read the release
  notes too.
CYBERSECURITY: Never plug in a USB stick you found in the car park.
CYBERSECURITY+TRAVEL_TIPS: The hotel's free Wi-Fi had no password, so I used the VPN for anything involving my
  bank.
TRENDS_INNOVATION: Within ten years, the author predicts, most new cars sold in Europe will be electric.
TRENDS_INNOVATION: Every wave of technology looks like a toy at first: early phone cameras, the first web
  pages, hobby drones.
TRENDS_INNOVATION: The startup prints houses with a giant nozzle that lays down concrete in layers.
TRENDS_INNOVATION: Smart glasses have flopped three times; the magazine asks whether the fourth attempt will
  be different.
TRENDS_INNOVATION: Lab-grown meat, vertical farms and drone deliveries were the three bets the magazine made
  for the decade.
TRENDS_INNOVATION: The hype cycle is real: inflated expectations, a crash, then quiet and useful adoption
  years later.
TRENDS_INNOVATION+CYBERSECURITY: Quantum computers can't break ordinary encryption yet, but the race to build
  them
  is speeding up.
TRENDS_INNOVATION: Video-call software that was niche in 2019 was standard in every office within a year.

STRATEGY_PLANNING: A strategy that tries to serve every customer ends up serving none of them well.
STRATEGY_PLANNING: The board chose to leave the low-margin wholesale market and focus on shops that pay more.
STRATEGY_PLANNING: Write down what the company will not do this year; that list is the real plan.
STRATEGY_PLANNING: The five-year plan was out of date by the second spring, so they switched to a rolling
  twelve-month one.
STRATEGY_PLANNING: Before entering a new country, the author suggests, test it with one city and one product.
STRATEGY_PLANNING: The competitor cut prices, and instead of following, we doubled down on service and
  delivery speed.
STRATEGY_PLANNING: Plan for a good year, a bad year and a terrible year, each with its own hiring plan.
STRATEGY_PLANNING: Our moat is not the product, which anyone can copy, but ten-year relationships with the
  installers.
FINANCE_ACCOUNTING: Profit is an opinion, cash is a fact; the shop was profitable on paper and still couldn't
  pay the rent.
FINANCE_ACCOUNTING: Send invoices the day the job is done, and chase any that are thirty days late.
FINANCE_ACCOUNTING: The accountant reconciled the bank statements and found two supplier bills paid twice.
FINANCE_ACCOUNTING: Our biggest customer pays in ninety days, so we borrowed against the receivables to cover
  payroll.
FINANCE_ACCOUNTING: The quarterly budget review moved marketing spend from print ads to the trade show.
FINANCE_ACCOUNTING: Gross margin fell from forty to thirty-one percent when the price of flour went up.
FINANCE_ACCOUNTING: Keep the balance sheet simple enough that the founders can read it without the accountant
  in the room.
FINANCE_ACCOUNTING: Depreciation spreads the cost of the delivery van over five years of the books.
MARKETING_SALES: Nobody wants the drill; they want the shelf on the wall and the books standing on it.
MARKETING_SALES: The free trial converted better once we asked for card details on day one.
MARKETING_SALES: A good sales call is mostly questions; the pitch takes the last five minutes.
MARKETING_SALES: The newsletter with the owner's handwritten note outsold every glossy campaign that year.
MARKETING_SALES: Price the premium package high so the middle one looks reasonable.
MARKETING_SALES: Word of mouth brought in more clients than the billboard by the ring road ever did.
MARKETING_SALES: The follow-up email three days after the demo closes more deals than the demo itself.
MARKETING_SALES: Our landing page had nine buttons; cutting it to one doubled the sign-ups.
MANAGEMENT_LEADERSHIP: A manager's first job is to make sure everyone knows what good work looks like.
MANAGEMENT_LEADERSHIP: She held one-to-ones every other week and never cancelled them, even in the busiest
  month.
MANAGEMENT_LEADERSHIP+FEEDBACK: Praise in public, correct in private, and never let a problem wait for the
  annual review.
MANAGEMENT_LEADERSHIP: The new director spent her first month listening on the shop floor before changing
  anything.
MANAGEMENT_LEADERSHIP: Delegating means handing over the decision, not just the chores.
MANAGEMENT_LEADERSHIP: When the project failed, the team lead took the blame at the all-hands; when it
  recovered,
  she handed the credit to her staff.
MANAGEMENT_LEADERSHIP: Hire slowly, the founder writes, and part with the wrong person sooner than feels
  comfortable.
MANAGEMENT_LEADERSHIP: Good bosses explain the why behind a deadline, so people can make sensible calls
  without asking.
OPERATIONS_LOGISTICS: The warehouse moved its best-selling items next to the packing benches and cut walking
  time by a third.
OPERATIONS_LOGISTICS: A second supplier for the bottle caps cost more but saved us when the first factory shut
  for a month.
OPERATIONS_LOGISTICS: Containers sat in the port for three weeks, so the winter coats reached the shops in
  February.
OPERATIONS_LOGISTICS: Count the stock on the shelves once a month; the system's numbers drift more than you
  think.
OPERATIONS_LOGISTICS: The kitchen's prep list, written at dawn, decides whether lunch service runs smoothly.
OPERATIONS_LOGISTICS: Just-in-time delivery works until one lorry is stuck at the border.
OPERATIONS_LOGISTICS: Every returned parcel was scanned, inspected and either restocked or sent to the outlet
  store.
OPERATIONS_LOGISTICS: The procedures for the night shift fit on one laminated page by the loading dock.

PHYSICAL_HEALTH: Three sessions of squats, lunges and push-ups a week kept my knees stronger than any brace.
PHYSICAL_HEALTH: The coach says most runners get injured by adding miles too fast, not by running too much.
PHYSICAL_HEALTH: Walk after dinner; ten minutes is enough to make a difference to your legs and back.
PHYSICAL_HEALTH: Grip strength in old age, the book reports, predicts how long people stay independent.
PHYSICAL_HEALTH: Warm up with ten minutes on the rowing machine, then stretch the hamstrings while the muscles
  are warm.
PHYSICAL_HEALTH: My physiotherapist gave me three shoulder exercises and told me to do them while the kettle
  boils.
PHYSICAL_HEALTH: Carrying the shopping up four flights of stairs is the only strength training some people
  get,
  and it counts.
PHYSICAL_HEALTH: Swimming lengths twice a week was the first workout that didn't hurt my back.
MENTAL_HEALTH: Anxiety told me every unanswered message was a disaster; therapy taught me to check the
  evidence.
MENTAL_HEALTH: Depression, the memoir says, is not sadness; it is the absence of feeling anything at all.
MENTAL_HEALTH: A panic attack passes; naming five things you can see slows the breathing down.
MENTAL_HEALTH: Burnout crept in quietly: first the Sunday dread, then the headaches, then I stopped caring
  about
  work I loved.
MENTAL_HEALTH: Talking to a counsellor was the first time I said out loud how lonely the year had been.
MENTAL_HEALTH: The article urges employers to treat a mental health day like any other sick day.
MENTAL_HEALTH: Rumination keeps the mind running in circles; writing the worry down takes it out of the loop.
MENTAL_HEALTH: Grief doesn't shrink, the author writes; your life slowly grows around it.
WELLNESS_LIFESTYLE: A slow Sunday morning with coffee, a newspaper and no plans is my version of self-care.
WELLNESS_LIFESTYLE: She swapped the evening glass of wine for herbal tea and a bath, and says she feels
  lighter.
WELLNESS_LIFESTYLE: Spend time outdoors every day, even if it's only a walk around the block at lunch.
WELLNESS_LIFESTYLE: The spa weekend was nice, but the real change came from cooking at home and going to bed
  earlier.
WELLNESS_LIFESTYLE: The longest-lived villages share a few habits: walking everywhere, eating mostly plants,
  long meals with friends.
WELLNESS_LIFESTYLE: Balance isn't dividing the day equally; it's knowing which part of life needs you this
  week.
WELLNESS_LIFESTYLE: Sauna on Saturday, a long walk on Sunday and no email after seven: a simple rhythm that
  keeps me sane.
WELLNESS_LIFESTYLE+SPECIFIC_AREAS: No coffee after midday and curtains open first thing changed how I slept
  and
  how I felt all day.
MEDICAL_SCIENTIFIC: The trial followed twelve thousand patients for five years and found no benefit from the
  supplement.
MEDICAL_SCIENTIFIC: Antibiotics do nothing against a cold, which is caused by a virus.
MEDICAL_SCIENTIFIC: Only a randomised controlled trial can tell whether the drug worked or whether people just
  got better.
MEDICAL_SCIENTIFIC: The vaccine trained the immune system with a harmless piece of the virus's spike protein.
MEDICAL_SCIENTIFIC: Doctors once prescribed bed rest for back pain; now the evidence says keep moving.
MEDICAL_SCIENTIFIC: Relative risk halved sounds dramatic until you read that it went from two in ten thousand
  to one.
MEDICAL_SCIENTIFIC: The surgeon explained the keyhole procedure with a diagram on the back of the consent
  form.
MEDICAL_SCIENTIFIC: Genetic testing found the mutation, which changed which chemotherapy the oncologist chose.
SPECIFIC_AREAS+MEDICAL_SCIENTIFIC: After two weeks of six hours' sleep a night, people in the study did as
  badly
  on reaction tests as after a night with none.
SPECIFIC_AREAS: Fibre feeds the gut bacteria: beans, oats, lentils and the skins of fruit.
SPECIFIC_AREAS: Cut the salt in bread and soup first; that's where most of it hides, and blood pressure
  follows.
SPECIFIC_AREAS: Sunscreen every morning, even in winter, does more for the skin than any expensive cream.
SPECIFIC_AREAS: In the third trimester the midwife suggested sleeping on the left side.
SPECIFIC_AREAS: Cholesterol, resting heart rate and waist size were the three numbers the cardiologist
  watched.
SPECIFIC_AREAS: Protein at breakfast keeps you fuller until lunch than a bowl of sugary cereal.
SPECIFIC_AREAS: Screens in bed delay the release of melatonin, so the phone charges in the kitchen now.

CONCEPTS_THEORIES: Opportunity cost is what you give up when you choose; the evening at the cinema costs the
  book
  you didn't read.
CONCEPTS_THEORIES: Natural selection needs only three things: variation, inheritance, and more offspring than
  can survive.
CONCEPTS_THEORIES+STUDY_MEMORIZATION: The forgetting curve shows memories fading fast in the first day and
  slowly after that.
CONCEPTS_THEORIES: Entropy explains why your room gets messy on its own but never tidies itself.
CONCEPTS_THEORIES: Maslow's pyramid puts food and shelter at the base and self-fulfilment at the top.
CONCEPTS_THEORIES: The theory of comparative advantage says both countries gain from trade even if one is
  better at everything.
CONCEPTS_THEORIES: The map is not the territory; every model of the world leaves something out.
STUDY_MEMORIZATION: Test yourself with flashcards instead of rereading the chapter; the struggle to recall is
  what
  makes it stick.
STUDY_MEMORIZATION: Space the reviews out: tomorrow, in three days, next week, next month.
STUDY_MEMORIZATION: The memory champion walked through his childhood house, placing each playing card in a
  different room.
STUDY_MEMORIZATION: Cramming the night before got me through the exam and left nothing a month later.
STUDY_MEMORIZATION: Mix the problem types in one session instead of doing twenty of the same kind in a row.
STUDY_MEMORIZATION: Explain the chapter out loud to an empty chair; the gaps in your notes show up
  immediately.
STUDY_MEMORIZATION: Revising vocabulary on the bus, ten cards at a time, beat two hours at the desk on Sunday.
SKILLS_DEVELOPMENT: Deliberate practice means working on the part you can't do yet, slowly, with someone
  watching.
SKILLS_DEVELOPMENT: It took two hundred hours of welding before my seams looked like the instructor's.
SKILLS_DEVELOPMENT: Pick one skill a year: last year touch typing, this year public speaking.
SKILLS_DEVELOPMENT: The apprentice learned more from the plumber's corrections than from the whole college
  course.
SKILLS_DEVELOPMENT: Ten minutes of juggling a day, and within a month I could keep three balls in the air.
SKILLS_DEVELOPMENT: Record yourself giving the presentation; watching it once teaches more than ten
  rehearsals.
SKILLS_DEVELOPMENT+DEVELOPMENT_CODING: Learning to code at forty, I built one small app each month instead of
  finishing more tutorials.
RESOURCES_MATERIALS: The free online course from the university had better lectures than the one I paid for.
RESOURCES_MATERIALS: A good textbook has worked examples after every section and answers at the back.
RESOURCES_MATERIALS: The library lends audiobooks through an app, so the commute became my reading time.
RESOURCES_MATERIALS: The reading list for the module ran to thirty books, but the first three chapters of each
  were enough.
RESOURCES_MATERIALS: The podcast episode on the Roman economy sent me to the documentary and then to the book.
RESOURCES_MATERIALS: Past exam papers are the most underrated study material in the building.
RESOURCES_MATERIALS: The video tutorials were short, captioned and came with exercise files to download.
UNDERSTANDING_APPLICATION: You don't understand a formula until you can say when it doesn't apply.
UNDERSTANDING_APPLICATION: After the first-aid course, the real test came when a man collapsed at the bus
  stop.
UNDERSTANDING_APPLICATION: I read three books on negotiation but only understood them the first time I asked
  for a raise.
UNDERSTANDING_APPLICATION: Knowing the grammar rules and speaking the language in a shop are two different
  things.
UNDERSTANDING_APPLICATION: Ask why five times; if the answer is still "because the book says so", you have
  memorised it, not learned it.
UNDERSTANDING_APPLICATION+SUBJECT_SPECIFIC: The engineering student only grasped torque when she had to loosen
  the wheel nuts at the roadside.
UNDERSTANDING_APPLICATION: Take one idea from each book and try it for a week before reading the next one.
SUBJECT_SPECIFIC: The French Revolution began with a bread crisis and a bankrupt crown in 1789.
SUBJECT_SPECIFIC: In German the verb goes to the end of a subordinate clause, which makes long sentences
  suspenseful.
SUBJECT_SPECIFIC: Photosynthesis turns carbon dioxide and water into sugar and oxygen using sunlight.
SUBJECT_SPECIFIC: The area of a circle is pi times the radius squared; the circumference is pi times the
  diameter.
SUBJECT_SPECIFIC: Light from the sun takes just over eight minutes to reach the Earth.
SUBJECT_SPECIFIC: The Silk Road was not one road but a web of caravan routes from China to the Mediterranean.
SUBJECT_SPECIFIC: In Spanish, ser is for what something is and estar for how or where it is at the moment.

SELF_AWARENESS: I only snap at my family when I haven't eaten; now there's always an apple in my bag.
SELF_AWARENESS: Note what drained you and what energised you each day for two weeks; the pattern will surprise
  you.
SELF_AWARENESS: The memoirist realised she had been living her mother's idea of success, not her own.
SELF_AWARENESS: Ask three friends what you're good at; the answers rarely match your own list.
SELF_AWARENESS: My values, once I wrote them down, explained why the well-paid job made me so miserable.
SELF_AWARENESS: Much of what I called being busy was avoiding being alone with my thoughts.
SELF_AWARENESS: Know your blind spots: I interrupt people when I'm excited and call it enthusiasm.
SELF_AWARENESS: The personality test didn't tell me who I am, but it named why I need an evening alone after
  parties.
GOAL_SETTING_ACHIEVEMENT: A goal without a date is a wish; "run a 10K by October" gets you out of bed.
GOAL_SETTING_ACHIEVEMENT: Break the big goal into a target for this month and a step for this week.
GOAL_SETTING_ACHIEVEMENT: She wrote the goal on a sticky note on the bathroom mirror: finish the degree by
  thirty.
GOAL_SETTING_ACHIEVEMENT: Set fewer goals; the author found people with three goals achieved more than people
  with ten.
GOAL_SETTING_ACHIEVEMENT: A wall chart with every week crossed off keeps the finish line in view.
GOAL_SETTING_ACHIEVEMENT: I hit the target, then realised I'd been aiming at the wrong one.
GOAL_SETTING_ACHIEVEMENT: Tell one person your goal and ask them to check in with you every month.
GOAL_SETTING_ACHIEVEMENT+PHYSICAL_HEALTH: The first marathon took eighteen months of training plans, missed
  weeks
  and starting again.
EMOTIONAL_INTELLIGENCE: Name the feeling before you act on it: "I'm embarrassed" is easier to handle than a
  vague
  urge to snap.
EMOTIONAL_INTELLIGENCE: Empathy is noticing that your colleague's short reply came from a bad week, not from
  you.
EMOTIONAL_INTELLIGENCE: Pause for six seconds when anger rises; the book says that's how long the first wave
  lasts.
EMOTIONAL_INTELLIGENCE: Reading the room means seeing who went quiet when the new plan was announced.
EMOTIONAL_INTELLIGENCE: The best nurses I met could calm a frightened patient with their tone before saying
  anything useful.
EMOTIONAL_INTELLIGENCE: Jealousy, looked at closely, often points to something you want for yourself.
EMOTIONAL_INTELLIGENCE+MANAGEMENT_LEADERSHIP: Managing your own mood is part of the job when the whole team
  takes
  its cue from you.
EMOTIONAL_INTELLIGENCE: She could tell her son was worried about school by how long he took to tie his shoes.
MINDSET_GROWTH: Add "yet" to the end of the sentence: I can't draw, yet.
MINDSET_GROWTH: The author treats every rejection letter as proof that she's sending work out into the world.
MINDSET_GROWTH: Failure isn't the opposite of success; it's the tuition fee.
MINDSET_GROWTH: People who think talent is fixed avoid hard problems, because struggling feels like proof they
  lack it.
MINDSET_GROWTH: Comfort zones shrink if you never step outside them.
MINDSET_GROWTH: When the business folded, he asked what it had taught him before asking who was to blame.
MINDSET_GROWTH: Effort is not a sign that you're bad at something; it's how anyone gets good at it.
MINDSET_GROWTH: Replace "I'm not a maths person" with "I haven't practised this kind of problem enough".
HABITS_ROUTINES: Attach the new habit to an old one: after I pour the morning coffee, I write one line in the
  journal.
HABITS_ROUTINES: Lay out the running shoes the night before; make the good choice the easy one.
HABITS_ROUTINES: My evening routine: dishes, tomorrow's clothes on the chair, phone on the charger in the
  hall, book in bed.
HABITS_ROUTINES: Miss once, never twice; one skipped day doesn't break a habit, but two in a row starts a new
  one.
HABITS_ROUTINES: Every small repetition is a vote for the person you're becoming, the author argues.
HABITS_ROUTINES: The habit tracker on the fridge has thirty squares, and I've filled twenty-two this month.
HABITS_ROUTINES: Make the bad habit harder: the biscuits went to the top shelf, behind the flour.
HABITS_ROUTINES: A morning routine doesn't need to start at five; it just needs to be the same every day.

PERSONAL_FINANCE: Pay yourself first: the savings transfer leaves the account the day the salary arrives.
PERSONAL_FINANCE: We paid off the credit card with the highest interest first, then rolled that payment into
  the next one.
PERSONAL_FINANCE: An emergency fund of three months' rent and groceries turned the broken boiler into an
  inconvenience, not a crisis.
PERSONAL_FINANCE: Write down every coffee, bus fare and takeaway for a month; the total is always a shock.
PERSONAL_FINANCE: The envelope method: cash for food, transport and fun, and when an envelope is empty, it's
  empty.
PERSONAL_FINANCE: Cancel the subscriptions you forgot you had; mine added up to forty euros a month.
PERSONAL_FINANCE: Buying the car on finance meant paying for it long after the new smell had gone.
PERSONAL_FINANCE: Our household budget lives in a spreadsheet we go through together on the first Sunday of
  the month.
INVESTING: A cheap index fund tracking the whole market beat most professional fund managers over twenty
  years.
INVESTING: Time in the market matters more than timing the market.
INVESTING: Spread it out: shares, bonds and a little property, so one bad year in one place doesn't sink you.
INVESTING: When the market fell by a third, the investors who sold locked in the loss; those who held on
  recovered within three years.
INVESTING+FINANCIAL_LITERACY: Fees of two percent a year sound small until you see what they take from thirty
  years of compound growth.
INVESTING: Buy shares in a company you understand, the author says, and be ready to own them for a decade.
INVESTING: Reinvested dividends quietly did most of the work in the portfolio.
INVESTING: Rebalance once a year: sell a little of what went up, buy a little of what went down.
FINANCIAL_LITERACY: Compound interest means earning interest on last year's interest, which is why starting
  early
  matters so much.
FINANCIAL_LITERACY: At four percent inflation, cash under the mattress loses half its value in about eighteen
  years.
FINANCIAL_LITERACY: The annual percentage rate, not the monthly payment, tells you what a loan really costs.
FINANCIAL_LITERACY: Most adults in the survey couldn't say whether a bond's price rises or falls when interest
  rates go up.
FINANCIAL_LITERACY: A credit score is a record of how you've paid back what you borrowed, not a measure of
  wealth.
FINANCIAL_LITERACY: Schools teach trigonometry but not how to read a payslip or a mortgage offer.
FINANCIAL_LITERACY: An asset puts money in your pocket; a liability takes it out, however shiny it looks in
  the drive.
FINANCIAL_LITERACY: Learn what fixed and variable rates mean before you sign anything at the bank.
RETIREMENT_PLANNING: Raise your pension contribution by one percent every time you get a pay rise.
RETIREMENT_PLANNING: The employer matches up to five percent; not taking it is turning down part of your
  salary.
RETIREMENT_PLANNING+FINANCIAL_LITERACY: A rough rule: you can draw four percent of your savings a year in
  retirement without running out.
RETIREMENT_PLANNING: She started her pension at twenty-five; her brother started at forty and had to save
  three
  times as much each month.
RETIREMENT_PLANNING: Check your state pension forecast and the gaps in your contribution record now, not at
  sixty-five.
RETIREMENT_PLANNING: Retirement is long: plan for thirty years, the book warns, not ten.
RETIREMENT_PLANNING: Combine the old workplace pensions from three jobs so you can see what you actually have.
RETIREMENT_PLANNING: Before they stopped working, they moved to a smaller flat and paid off the mortgage.
TAXES: Keep every receipt for the home office; the deduction covers part of the rent and electricity.
TAXES: The self-assessment deadline is 31 January, and the penalty starts the day after.
TAXES+PERSONAL_FINANCE: Freelancers should put aside a quarter of every invoice for the tax bill.
TAXES: Capital gains on the shares are taxed only when you sell, so splitting the sale across two tax years
  helped.
TAXES: The refund was bigger this year because we claimed the childcare costs.
TAXES: Donations to charity can be deducted from your income, as long as you keep the receipts.
TAXES: The article explains tax brackets: only the income above the threshold is taxed at the higher rate.
TAXES+FINANCE_ACCOUNTING: VAT registration became compulsory once the shop's turnover crossed the threshold.

INTERPERSONAL_RELATIONSHIPS: The friendships that lasted were the ones where we could go months without
  talking
  and pick up at once.
INTERPERSONAL_RELATIONSHIPS: My sister and I only became close after we stopped competing for our father's
  approval.
INTERPERSONAL_RELATIONSHIPS: Trust builds in small moments: remembering a name, keeping a promise, returning a
  borrowed book.
INTERPERSONAL_RELATIONSHIPS: Neighbours who borrow each other's ladders end up sharing much more than tools.
INTERPERSONAL_RELATIONSHIPS: In the study, how couples answered each other's small bids for attention
  predicted
  whether they stayed together.
INTERPERSONAL_RELATIONSHIPS: Loneliness among older men, the article says, often starts with losing work
  friends at retirement.
INTERPERSONAL_RELATIONSHIPS: Boundaries with the in-laws: we visit for two nights, not a week, and everyone is
  happier.
INTERPERSONAL_RELATIONSHIPS: Flatmates who split the chores on a chart argue less than those who "just see
  what
  needs doing".
COMMUNICATION_SKILLS: Listen to understand, not to reply; most people are just waiting for their turn to talk.
COMMUNICATION_SKILLS: Put the main point in the first sentence of the email, then the details.
COMMUNICATION_SKILLS: Ask open questions: "How did the trip go?" gets a story, "Was it good?" gets a yes.
COMMUNICATION_SKILLS: Repeat back what you heard before you answer; it saves half the misunderstandings.
COMMUNICATION_SKILLS: The speaker paused after each key point and let the silence do the work.
COMMUNICATION_SKILLS: Tone gets lost in text messages, so when it matters, pick up the phone.
COMMUNICATION_SKILLS: Drop the jargon with clients; if your grandmother wouldn't follow it, rewrite it.
COMMUNICATION_SKILLS: Uncross your arms, face the person and put the phone face down on the table.
CONFLICT_RESOLUTION: In an argument, attack the problem, not the person.
CONFLICT_RESOLUTION+COMMUNICATION_SKILLS: Say "I felt ignored when the plans changed" instead of "You never
  tell
  me anything".
CONFLICT_RESOLUTION: The mediator had each side repeat the other's position until both agreed it was fair.
CONFLICT_RESOLUTION: We agreed on a rule: no big disagreements after ten at night, and never by text.
CONFLICT_RESOLUTION: Look for the interest behind the position: she didn't want the office with the window,
  she wanted quiet.
CONFLICT_RESOLUTION: Apologise for your part of the quarrel even if it's only ten percent of it.
CONFLICT_RESOLUTION: The neighbours' feud over the hedge ended when they split the cost of a gardener.
CONFLICT_RESOLUTION: Take a break when voices rise, but agree on a time to come back to the disagreement.
RELATIONSHIP_BUILDING: Send the article you mentioned at the conference with a short note; that's how contacts
  become colleagues.
RELATIONSHIP_BUILDING: We started a monthly dinner with three other families, and it became the heart of our
  social life.
RELATIONSHIP_BUILDING: New in town, I joined a choir, not to sing but to meet people.
RELATIONSHIP_BUILDING: Remember birthdays, ask how the job interview went, show up at the housewarming.
RELATIONSHIP_BUILDING: Networking works better as giving: introduce two people who ought to know each other.
RELATIONSHIP_BUILDING: Researchers estimate it takes about fifty hours together to turn an acquaintance into a
  friend.
RELATIONSHIP_BUILDING+INTERPERSONAL_RELATIONSHIPS: A weekly phone call with my grandfather started as a duty
  and
  became the best hour of my week.
RELATIONSHIP_BUILDING: Date night every Thursday, even if it's only a walk and a takeaway.
FEEDBACK: Be specific: "the second slide had too much text" helps, "it was fine" doesn't.
FEEDBACK: Ask for feedback right after the meeting, while people still remember what happened.
FEEDBACK: The editor's red pen went through half my chapter, and it was the best thing that happened to the
  book.
FEEDBACK: When someone criticises your work, say thank you first and argue later, if at all.
FEEDBACK: Comment on the behaviour, not the person: "you were late three times", not "you're unreliable".
FEEDBACK: Our team runs a short retro every Friday: what went well, what didn't, what we'll change.
FEEDBACK: Praise should be as precise as criticism, or people won't know what to repeat.
FEEDBACK+MANAGEMENT_LEADERSHIP: The 360 review showed the manager that his reports felt he never explained his
  decisions.

CREATIVE_PROCESS: Write the bad first draft quickly; no one has to see it, and you can't edit a blank page.
CREATIVE_PROCESS: The best ideas came in the shower or on walks, never at the desk.
CREATIVE_PROCESS: She fills a notebook with sketches before touching the canvas, and throws most of them away.
CREATIVE_PROCESS: The songwriter keeps voice memos of half-melodies and goes back to them months later.
CREATIVE_PROCESS: Constraints help: a fourteen-line form or a three-colour palette forces better choices.
CREATIVE_PROCESS: The block lifted when I stopped trying to make something good and just made something.
CREATIVE_PROCESS: Turn up at the same hour every day and inspiration learns where to find you.
CREATIVE_PROCESS: Borrow from other fields; the designer took the layout of the poster from an old train
  timetable.
ART_FORMS: The haiku has three lines and seventeen syllables, and usually a word for the season.
ART_FORMS: Jazz grew out of blues, ragtime and brass bands in New Orleans.
ART_FORMS: Documentary film sits between journalism and art; it has a point of view but uses real footage.
ART_FORMS: Printmaking lets the artist pull many copies from one carved block of wood.
ART_FORMS: The graphic novel has become a serious literary form, with memoirs and histories told in panels.
ART_FORMS: Opera combines singing, orchestra, drama and stage design in one performance.
ART_FORMS: Street art began on train carriages and now hangs in galleries.
ART_FORMS: A sonnet turns its argument at the ninth line.
ARTISTIC_TECHNIQUES: Squint at the subject to see the big shapes of light and shadow before drawing any
  detail.
ARTISTIC_TECHNIQUES: Mix greys from complementary colours instead of adding black; they stay alive on the
  canvas.
ARTISTIC_TECHNIQUES: In photography, the rule of thirds puts the horizon on one of the lines, not through the
  middle.
ARTISTIC_TECHNIQUES: Wedge the clay well before throwing, or air bubbles will crack the pot in the kiln.
ARTISTIC_TECHNIQUES: Drag a dry brush with very little paint across the paper to get the grain of old wood.
ARTISTIC_TECHNIQUES: Cut every line of dialogue that doesn't move the scene forward or reveal the character.
ARTISTIC_TECHNIQUES: Guitarists practise scales with a metronome, nudging the tempo up a few beats each week.
ARTISTIC_TECHNIQUES: Watercolour goes from light to dark; you can't get the white back once it's gone.
ART_APPRECIATION: Stand in front of the painting for ten minutes; the details only appear after the first
  glance.
ART_APPRECIATION: The critic called the exhibition the most moving she'd seen in a decade.
ART_APPRECIATION: Knowing Van Gogh painted that night sky from his asylum window changes how you see it.
ART_APPRECIATION: Listening to the symphony with the score in my lap, I finally heard what the oboes were
  doing.
ART_APPRECIATION: The museum guide asked us what we noticed first, not what the painting was supposed to mean.
ART_APPRECIATION: Great films reward a second viewing; you catch the hints you missed.
ART_APPRECIATION: The review praised the novel's prose but found the ending rushed.
ART_APPRECIATION: Sculpture should be walked around; the photographs in the catalogue flatten it.
EXPRESSION: Writing poems as a teenager was the only way I could say what I felt at home.
EXPRESSION: Dance lets her say the things her shyness won't let out in words.
EXPRESSION+MENTAL_HEALTH: Art therapy gave the children a way to show what had happened when they couldn't
  talk about it.
EXPRESSION: I sing in the car when I'm angry; it's cheaper than therapy.
EXPRESSION: Your voice as a writer is what's left when you stop imitating the authors you admire.
EXPRESSION: The mural on the school wall told the neighbourhood's story in the students' own colours.
EXPRESSION: Keep a sketchbook no one else sees, where you can draw badly and honestly.
EXPRESSION: Photography became my way of showing people the city as I see it.

TRAVEL_PLANNING: Book the overnight train four months ahead; the sleeper cabins sell out first.
TRAVEL_PLANNING: Our itinerary left one empty day in every week, and that was when the best things happened.
TRAVEL_PLANNING: Check passport expiry dates before booking; many countries want six months left on it.
TRAVEL_PLANNING: We planned the route around the ferry timetable, which thins out after September.
TRAVEL_PLANNING: Travel insurance, visa forms, the vaccination appointment: the boring part of the trip takes
  a month.
TRAVEL_PLANNING: Going in May, the shoulder season, gave us cheaper flights and half the crowds.
TRAVEL_PLANNING: A spreadsheet of hotels, costs and booking references lived in a folder the whole family
  could see.
TRAVEL_PLANNING: Reserve the first and last nights' accommodation and leave the middle of the trip open.
CULTURAL_EXPERIENCES+DESTINATION_SPECIFIC: In Japan we learned to take our shoes off at the door and never to
  tip the waiter.
CULTURAL_EXPERIENCES: The family in the village taught us to fold dumplings for the new-year celebration.
CULTURAL_EXPERIENCES: We joined the evening passeggiata, when the whole town strolls the main street after
  dinner.
CULTURAL_EXPERIENCES: Our homestay meant mint tea with the grandmother every afternoon and bread baked in the
  shared oven.
CULTURAL_EXPERIENCES: Learning ten words of the local language opened more doors than any guidebook.
CULTURAL_EXPERIENCES: The festival lasted three days, with drums, masks and food stalls in every square.
CULTURAL_EXPERIENCES: Eating what the locals eat, at the hours they eat it, is the quickest way into a
  culture.
CULTURAL_EXPERIENCES: Watching the funeral procession, the travel writer saw rituals the town had practised
  for centuries.
EXPLORATION_ADVENTURE: We hiked five days across the glacier, roped together, with crampons and one map.
EXPLORATION_ADVENTURE: Kayaking the coast at dawn, we saw seals before we saw another person.
EXPLORATION_ADVENTURE: The author cycled from Istanbul to Beijing with two panniers and a tent.
EXPLORATION_ADVENTURE: Off the trail, the fog came down and we navigated by compass to the mountain hut.
EXPLORATION_ADVENTURE: Diving the reef, I forgot that I was breathing through a regulator.
EXPLORATION_ADVENTURE: Wild camping on the ridge: no signal, a small stove, and more stars than I had ever
  seen.
EXPLORATION_ADVENTURE: Say yes to the detour; the road that wasn't on the map gave us the best story of the
  trip.
EXPLORATION_ADVENTURE: The book follows two friends canoeing the length of the Yukon River in a single summer.
DESTINATION_SPECIFIC: Lisbon is built on seven hills, and the old number 28 tram climbs most of them.
DESTINATION_SPECIFIC: In Kyoto, go to Fushimi Inari before seven, before the tour buses arrive.
DESTINATION_SPECIFIC: Reykjavik is small enough to walk in an afternoon, but the Golden Circle needs a car.
DESTINATION_SPECIFIC: The best view of Cape Town is from Lion's Head at sunset, not from the cable car.
DESTINATION_SPECIFIC: Venice floods in the autumn, and locals wade through St Mark's Square in rubber boots.
DESTINATION_SPECIFIC: The souks of Marrakech are a maze; the guidebook suggests using the mosque tower as a
  landmark.
DESTINATION_SPECIFIC: Edinburgh during the August festival triples its hotel prices and nearly doubles its
  population.
DESTINATION_SPECIFIC: The Amalfi coast road is beautiful and narrow; take the ferry between Positano and
  Amalfi instead.
TRAVEL_TIPS: Roll clothes instead of folding them, and pack a spare shirt in your hand luggage.
TRAVEL_TIPS: Take a photo of your passport and email it to yourself.
TRAVEL_TIPS: Carry a little local cash for buses and market stalls that don't take cards.
TRAVEL_TIPS: Drink water on the plane and set your watch to the new time zone as soon as you board.
TRAVEL_TIPS: Use the cash machine inside the bank, not the one on the street by the station.
TRAVEL_TIPS: Pack half the clothes you planned and twice the money.
TRAVEL_TIPS: A travel adapter with USB ports solves the charger problem in every hotel room.
TRAVEL_TIPS: Sit near the front of the plane if you have a tight connection.

ENVIRONMENTAL_ISSUES: Summer droughts have left the reservoir at a third of its normal level.
ENVIRONMENTAL_ISSUES: Microplastics have been found in rain, in fish and in human blood.
ENVIRONMENTAL_ISSUES: The glacier has retreated two kilometres since the photo in the visitor centre was
  taken.
ENVIRONMENTAL_ISSUES: Wildfire seasons now start in spring and end in late autumn.
ENVIRONMENTAL_ISSUES: Runoff from fertilised fields feeds the algae that choke the lake every August.
ENVIRONMENTAL_ISSUES+MEDICAL_SCIENTIFIC: Traffic fumes are linked to asthma in children who live near the ring
  road.
ENVIRONMENTAL_ISSUES: The coral bleached white after the hottest summer on record.
ENVIRONMENTAL_ISSUES: Flying insects in the nature reserves fell by three quarters in under thirty years, the
  study reports.
ECO_FRIENDLY_PRACTICES+PERSONAL_IMPACT: We compost the vegetable peelings, and our rubbish bin went from
  weekly to fortnightly.
ECO_FRIENDLY_PRACTICES: Refill shops let you bring your own jars for oats, pasta and washing-up liquid.
ECO_FRIENDLY_PRACTICES: We switched to a heat pump and insulated the loft in the same year.
ECO_FRIENDLY_PRACTICES: Repair before replacing: the café's monthly repair evening fixed toasters, lamps and
  jeans.
ECO_FRIENDLY_PRACTICES: Wash clothes at thirty degrees and dry them on the line.
ECO_FRIENDLY_PRACTICES: Buy furniture second-hand; the oak table from the charity shop will outlive us.
ECO_FRIENDLY_PRACTICES: Water butts under the gutters water the whole vegetable patch in summer.
ECO_FRIENDLY_PRACTICES: The office got rid of paper cups and gave everyone a mug with their name on it.
CONSERVATION_EFFORTS: Volunteers replanted the hillside with native oaks and fenced it against the deer.
CONSERVATION_EFFORTS: Beavers brought back to the river built dams that slowed the floods downstream.
CONSERVATION_EFFORTS: The marine reserve banned fishing in one bay, and within five years the fish spilled
  over
  into the neighbouring ones.
CONSERVATION_EFFORTS: Rangers fitted the last rhinos with tracking collars to protect them from poachers.
CONSERVATION_EFFORTS: The village restored the old hedgerows, and the hedgehogs and songbirds came back.
CONSERVATION_EFFORTS: A seed bank stores thousands of wild plant species in case they vanish from the fields.
CONSERVATION_EFFORTS: Turtle volunteers move nests above the tide line and keep the beach lights off at night.
CONSERVATION_EFFORTS: The land trust bought the wetland before the developers could drain it.
POLICY_ADVOCACY: The campaign collected two hundred thousand signatures to ban single-use plastic bags.
POLICY_ADVOCACY: A carbon tax, the economist argues, lets prices do the work regulation can't.
POLICY_ADVOCACY: Residents wrote to the council every week until it added protected bike lanes.
POLICY_ADVOCACY: The new law requires large companies to report their emissions every year.
POLICY_ADVOCACY: Climate activists took the government to court for missing its own targets, and won.
POLICY_ADVOCACY: Write to your representative: a handwritten letter gets more attention than an online form.
POLICY_ADVOCACY: The treaty commits countries to protecting thirty percent of land and sea by 2030.
POLICY_ADVOCACY: Subsidies for heat pumps did more than any advertising campaign to change what people
  installed.
PERSONAL_IMPACT: I worked out my carbon footprint and found two flights a year outweighed everything else I
  did.
PERSONAL_IMPACT: Going vegetarian on weekdays cut our household's food emissions by about a third.
PERSONAL_IMPACT: I sold the second car and cycle to work; the footprint calculator dropped by a tonne.
PERSONAL_IMPACT: My jeans took thousands of litres of water to make, so now I buy fewer pairs and wear them
  longer.
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: We took the train to Italy instead of flying, and the journey became
  part
  of the holiday.
PERSONAL_IMPACT: Our bin showed us what we wasted: half-bags of salad, stale bread, forgotten leftovers.
PERSONAL_IMPACT: Streaming all evening has an energy cost too, the article reminds readers, though smaller
  than a drive.
PERSONAL_IMPACT: My one change this year: no fast fashion and no new electronics unless something breaks.
`;
