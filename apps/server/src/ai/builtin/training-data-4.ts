/**
 * Training examples, fourth batch: meeting notes, notes to self, journal lines and saved posts, written as
 * people type them, 40 per group. Never used for evaluation.
 */
export const TRAINING_DATA_4 = `
TASKS_ACTIONS: tmrw: renew passport photo, drop the parcel at the post office, call the plumber re: leaking
  tap
TASKS_ACTIONS: Sync w/ design - AIs: Priya sends updated mockups by Thu, I book the usability sessions, Tom
  owns the copy doc
TASKS_ACTIONS: todo before Fri: sign off the Q3 expense claims, reply to Marta, water the plants at Mum's
TASKS_ACTIONS: Errands sat: pharmacy pickup, return the jacket (receipt in the glovebox), car wash, groceries
  for Sunday lunch
TASKS_ACTIONS: 1:1 Sam - follow-ups: I send him the onboarding checklist, he schedules the handover with Lena.
  Check back Weds.
TASKS_ACTIONS: note to self: chase the printer about the invoice AND book the venue before the 14th
TASKS_ACTIONS: inbox: 43 emails left, 6 need a reply today, archive the rest, then the form for school
TASKS_ACTIONS: mon list - pay the window cleaner, fix the gate latch, RSVP to Jo's wedding, cancel the gym
  trial
METHODS_TECHNIQUES: trying time blocking this week: 9-11 deep work, 11-12 email, afternoons for meetings only
METHODS_TECHNIQUES: pomodoro day 3 - 25 on / 5 off works for writing, useless for debugging. try 50/10 for
  code?
METHODS_TECHNIQUES: Weekly review every Friday 4pm: empty the inboxes, check the calendar two weeks out, pick
  the 3 big rocks
METHODS_TECHNIQUES: From the podcast: "two-minute rule: if it takes less than two minutes, do it now, don't
  file it"
METHODS_TECHNIQUES: GTD capture is the step I skip. Need one inbox for every loose thought, not five.
METHODS_TECHNIQUES: idea from Hannah's team: no-meeting Wednesdays + batching Slack replies into two slots a
  day
METHODS_TECHNIQUES: 1-3-5 rule for the daily list: one big thing, three medium, five small. Anything more is
  fiction.
METHODS_TECHNIQUES: Ivy Lee method: at the end of each day write tomorrow's six most important tasks in order,
  work top down
TOOLS_RESOURCES: moved all my to-dos from Trello to Todoist, the natural language due dates ("every 2nd tue")
  sold me
TOOLS_RESOURCES: Leuchtturm dotted A5 for the bullet journal + Pilot G2 0.5, the only setup that's stuck
TOOLS_RESOURCES: FYI team: shared Notion workspace is live, templates for meeting notes + project briefs under
  Templates
TOOLS_RESOURCES+MINDSET_HABITS: Freedom app now blocks twitter + youtube from 9 to 12. Cheaper than my
  willpower.
TOOLS_RESOURCES: Saved tweet: "Obsidian + daily notes + one tag per project. that's the whole system. stop
  shopping for apps"
TOOLS_RESOURCES: bought a Time Timer for the desk, the red disc shrinking is weirdly motivating
TOOLS_RESOURCES: calendar tip from Raj - Google Calendar "focus time" events auto-decline meetings. turned it
  on.
TOOLS_RESOURCES: kanban board on the fridge w/ sticky notes for the chores, kids move their own cards
MINDSET_HABITS: procrastinated all morning by "researching". honest label: avoiding the hard email.
MINDSET_HABITS: noticed I check Slack every 4 min when a task feels vague. vague = scary = distraction.
MINDSET_HABITS: finally got into flow around 3pm after the phone went in the drawer. should be the default,
  not the exception
MINDSET_HABITS: done is better than perfect. shipping the draft at 80% and letting Claire edit
MINDSET_HABITS: Forum comment: "discipline is just remembering what you want most vs what you want now"
MINDSET_HABITS: stop saying yes to every small ask from other teams, my own deadlines keep slipping because of
  it
MINDSET_HABITS: low energy afternoon, still did 20 min of admin. showing up on the bad days counts
MINDSET_HABITS: context switching killed today: 6 projects touched, nothing finished. one thing at a time tmrw
OUTCOMES: Retro: closed 34 tickets this sprint vs 21 last, cycle time down to 3.2 days
OUTCOMES: Week in numbers: 11 hrs deep work, 2 chapters drafted, inbox under 20. Best week since March.
OUTCOMES: Q3 wrap-up: shipped all 4 planned features + the billing fix, only 1 slipped to Q4
OUTCOMES+METHODS_TECHNIQUES: since batching email to twice a day I've finished my top 3 almost every day for a
  month
OUTCOMES: Board call: tickets resolved per support agent up 18% after the macros rollout
OUTCOMES: finished the thesis draft 2 weeks early, 68,000 words. the 500 words a day actually added up
OUTCOMES: team output flat for 3 sprints despite 2 new hires, need to look at what's blocking delivery
OUTCOMES: monthly review: 19 of 24 planned tasks done (79%), every miss was waiting on someone else

DEVELOPMENT_CODING: PR #482 review w/ Ana: extract the retry logic into a helper, add tests for the timeout
  branch
DEVELOPMENT_CODING: note to self: null check missing in the parser, blows up on empty CSV rows. repro on
  staging
DEVELOPMENT_CODING: Standup - Ben blocked on the flaky e2e test, Mei merging the migration after lunch, I'm on
  the refactor
DEVELOPMENT_CODING: TIL git bisect finds the commit that broke the build in about 6 steps
DEVELOPMENT_CODING: Saved tweet: "the best PR I merged this year deleted 1,200 lines and added 40"
DEVELOPMENT_CODING: CI pipeline at 22 min again. cache node_modules, split the lint and unit test jobs
DEVELOPMENT_CODING: pairing w/ Kofi on the API endpoint, he writes the failing test first, I make it pass
DEVELOPMENT_CODING: stack trace pointed at the async handler, a promise wasn't awaited. fixed + deployed
  v2.3.1
HARDWARE_DEVICES: laptop battery at 71% health after 2 yrs. replace it or new MacBook? check the warranty
HARDWARE_DEVICES: home office order: 27" 4K monitor, USB-C dock, mechanical keyboard arriving Tues
HARDWARE_DEVICES: router keeps dropping wifi upstairs, try a mesh system, Dan swears by his 3-pack
HARDWARE_DEVICES: phone screen cracked again. case + tempered glass this time, repair shop quoted £89
HARDWARE_DEVICES: Forum: "the Pi 5 runs hot without the active cooler, throttles after 10 min under load"
HARDWARE_DEVICES: upgraded the desktop to 32GB RAM and an NVMe SSD, boots in 9 seconds now
HARDWARE_DEVICES: IT ticket: docking station not charging the Dell, tried 2 cables, probably the power brick
HARDWARE_DEVICES: Kindle vs Kobo for PDFs? e-ink screen too small for papers, maybe a 10" tablet with a stylus
DATA_AI: Analytics sync: churn model overfits, validation AUC 0.91 but drops to 0.70 on last month's data
DATA_AI: clean the dataset first - 14% of rows missing postcodes, dedupe the customer IDs
DATA_AI: Podcast: "LLMs are autocomplete trained on the internet, so check every citation they give you"
DATA_AI: Looker dashboard for weekly signups, SQL query joins events to accounts, ask Irene for read access
DATA_AI: fine-tuning the small model on our support tickets, 3k labelled examples, accuracy 62% -> 81%
DATA_AI: tried the chatbot for summarising meeting transcripts. good at the gist, hallucinated two action
  items
DATA_AI: A/B test: sample too small, p = 0.12, run it another 2 weeks before anyone decides
DATA_AI: embeddings + vector search for the help docs, retrieval is fine, the prompt needs work
CYBERSECURITY: phishing email pretending to be payroll, "verify your account" link to a lookalike domain.
  reported to IT
CYBERSECURITY: turn on 2FA for bank, email and Amazon this weekend. authenticator app, not SMS
CYBERSECURITY: haveibeenpwned says my old Dropbox password leaked in 2016, change it everywhere I reused it
CYBERSECURITY+DEVELOPMENT_CODING: Security review: patch the Log4j dependency, rotate the AWS keys someone
  committed to the repo
CYBERSECURITY: set up a password manager for Mum, family plan, shredded the notebook of passwords
CYBERSECURITY: All-hands FYI: ransomware hit a supplier last week, don't open zip attachments from unknown
  senders
CYBERSECURITY: pen test findings: 2 high (SQL injection on search, outdated TLS), 5 medium. fix the highs
  before launch
CYBERSECURITY: text saying "parcel held, pay £1.99 customs fee" - smishing, blocked the number
TRENDS_INNOVATION: conference takeaways: every other booth was smart glasses or foldables, half the startups
  pitched "X but with agents"
TRENDS_INNOVATION: hype cycle chat w/ Omar - is VR past the trough now? headsets still too heavy for daily use
TRENDS_INNOVATION: Saved thread: "the next platform shift won't look like one at first. the iPhone looked like
  a toy too"
TRENDS_INNOVATION: startup pitched drone delivery for rural pharmacies. neat, regulation still the blocker.
  revisit 2026
TRENDS_INNOVATION: newsletter: solid-state batteries could double EV range by 2030, carmakers running pilots
TRENDS_INNOVATION: innovation day idea board: voice ordering, AR try-on, camera self-checkout. pick 2 to
  prototype
TRENDS_INNOVATION: quantum computing demo at the expo, impressive, 5-10 years from anything useful for us
TRENDS_INNOVATION: early adopters already pay with their watch. cash will feel like cheques by 2030

STRATEGY_PLANNING: Offsite day 1: where do we want to be in 3 years, enterprise or stay SMB? leaning SMB +
  partnerships
STRATEGY_PLANNING: Board call: agreed to pause the Germany launch and focus on the UK until £2m ARR
STRATEGY_PLANNING: SWOT for the planning doc: strength = support team, weakness = no mobile app, threat =
  competitor pricing
STRATEGY_PLANNING: H2 OKRs: O = become the default tool for small agencies. KR1 500 agency accounts, KR2 NPS
  50
STRATEGY_PLANNING: competitor is moving upmarket, leaves the freelancer segment wide open for us
STRATEGY_PLANNING: Roadmap meeting - killed 3 initiatives to focus on retention. saying no is the strategy
STRATEGY_PLANNING: scenario planning for next year: base case, downturn (-20% revenue), aggressive hiring case
STRATEGY_PLANNING: from Rumelt's book: good strategy = diagnosis, guiding policy, coherent actions
FINANCE_ACCOUNTING: cash flow tight in Nov, 3 invoices overdue >60 days, chase Harlow Ltd first (£14k)
FINANCE_ACCOUNTING: Budget review w/ Fiona: marketing over by 12%, travel under, reforecast Q4
FINANCE_ACCOUNTING: month-end close: reconcile Stripe payouts against the bank feed in Xero, 3 mismatches
FINANCE_ACCOUNTING+STRATEGY_PLANNING: runway is 14 months at current burn. hiring freeze unless the seed
  extension closes
FINANCE_ACCOUNTING: gross margin 61% vs 68% last yr, hosting costs grew faster than revenue
FINANCE_ACCOUNTING: accountant wants the P&L and balance sheet by the 5th, plus the accruals list
FINANCE_ACCOUNTING: send invoice #2024-118 to the client, net 30, add the late payment clause this time
FINANCE_ACCOUNTING: capex request for the new van approved, depreciate over 5 yrs, goes on the fixed asset
  register
MARKETING_SALES: pipeline review: 23 open deals, 6 in negotiation, Kim's demo w/ Acme moved to Thu
MARKETING_SALES: newsletter open rate 41%, click-through 3.8%. subject lines with a number do better
MARKETING_SALES: campaign retro: LinkedIn ads cost £140 per lead, the free webinar brought 60 signups
MARKETING_SALES: cold email template v3: shorter, one ask, personalised first line. reply rate doubled
MARKETING_SALES: landing page test: customer testimonial above the fold beat the product screenshot by 22% on
  conversions
MARKETING_SALES: Podcast: "people don't buy a drill, they buy the hole in the wall." sell the outcome
MARKETING_SALES: sales call: prospect worried about price, offered the annual discount, follow up Mon
MARKETING_SALES: brand refresh brief: new logo, warmer colours, tone of voice guide for the socials
MANAGEMENT_LEADERSHIP: 1:1 Sam - wants more ownership, give him the vendor migration end to end. check in
  biweekly, not daily
MANAGEMENT_LEADERSHIP: note to self as a new manager: my job is to unblock people, not to do the work myself
MANAGEMENT_LEADERSHIP: delegated the hiring loop to Ines, she ran it better than I would have
MANAGEMENT_LEADERSHIP: team morale low after the reorg. hold a skip-level, be honest about what's changing
MANAGEMENT_LEADERSHIP+FEEDBACK: perf review prep: Leo exceeds on delivery, needs support on stakeholder
  management
MANAGEMENT_LEADERSHIP: leadership podcast: "your team watches what you do in a crisis, not what you say at the
  all-hands"
MANAGEMENT_LEADERSHIP: headcount plan: hire 2 seniors, promote Aisha to team lead, backfill her role
MANAGEMENT_LEADERSHIP: manager offsite takeaway: set clear expectations, then get out of the way
OPERATIONS_LOGISTICS: Ops sync: warehouse backlog 1,200 orders, courier pickups moved to twice a day
OPERATIONS_LOGISTICS: supplier lead time now 6 weeks, raise the reorder point for packaging
OPERATIONS_LOGISTICS: stock count fri - 40 units missing from bay C, check the returns log
OPERATIONS_LOGISTICS: container stuck at Felixstowe on a customs hold, tell customers about a 10-day delay
OPERATIONS_LOGISTICS: wrote the SOP for opening new stores: checklist, who signs off, escalation path
OPERATIONS_LOGISTICS: factory visit: line 2 bottleneck at labelling. second machine or a second shift?
OPERATIONS_LOGISTICS: cleaning contract up for renewal, compare 3 vendor quotes before the 30th
OPERATIONS_LOGISTICS: fleet: 2 vans in for service next week, reroute the Thursday deliveries

PHYSICAL_HEALTH: leg day: squats 5x5 @ 80kg, RDLs 3x8, walking lunges. knee fine this time
PHYSICAL_HEALTH: long run sunday 14km, 6:10/km avg, calves tight after 10k, stretch more
PHYSICAL_HEALTH: physio says the lower back pain is weak glutes. bridges + clamshells daily
PHYSICAL_HEALTH: couch to 5k week 6 done!! ran 25 min without stopping for the first time ever
PHYSICAL_HEALTH: coach's tip: warm up with mobility drills, not static stretching, before lifting
PHYSICAL_HEALTH: swim 1.5km in 38 min, shoulder clicking on freestyle. ask the physio tues
PHYSICAL_HEALTH+SPECIFIC_AREAS: 10k steps a day for a month, resting heart rate 62 -> 57
PHYSICAL_HEALTH: yoga class, hamstrings so tight I couldn't touch my toes. 3x a week for flexibility
MENTAL_HEALTH: therapy today: the 3am anxiety spirals. homework = write the worry down, leave it till morning
MENTAL_HEALTH: rough week, low mood, cancelled plans twice. told Jess, felt lighter afterwards
MENTAL_HEALTH: panic attack on the tube. breathing in for 4, hold 7, out for 8 helped. tell the GP
MENTAL_HEALTH: CBT worksheet: thought "I'll get fired". evidence for: 1 late report. against: good review last
  month
MENTAL_HEALTH: Saved post: "burnout isn't fixed by a holiday if you come back to the same workload"
MENTAL_HEALTH+MEDICAL_SCIENTIFIC: started sertraline 2 weeks ago, side effects easing, mood a bit better.
  review on the 12th
MENTAL_HEALTH: grief comes in waves, today was a bad one. Dad's birthday. let myself cry
MENTAL_HEALTH: counsellor drew the stress bucket. mine's overflowing: work, the move, money worries
WELLNESS_LIFESTYLE: digital sunset at 9pm this week, phone charges in the kitchen
WELLNESS_LIFESTYLE: Sunday reset: long walk, sauna, cooked for the week, early night. felt human again
WELLNESS_LIFESTYLE: spa day w/ Ella for her birthday: massage, cold plunge, herbal tea. need more of these
WELLNESS_LIFESTYLE: slow living podcast: cook from scratch, grow something, stop rushing between things
WELLNESS_LIFESTYLE: down to one coffee before noon, less jittery, calmer afternoons
WELLNESS_LIFESTYLE: work-life balance check: worked 3 evenings this week. laptop stays in the bag after 6
WELLNESS_LIFESTYLE+HABITS_ROUTINES: morning sunlight + 10 min stretching on the balcony before screens. small
  but it sets the day
WELLNESS_LIFESTYLE: Dry January day 18: sleeping better, saving money, Fridays a bit dull
MEDICAL_SCIENTIFIC: GP appt: bloods back, vitamin D low, ferritin fine. retest in 3 months
MEDICAL_SCIENTIFIC: podcast w/ a cardiologist: the study was observational, so correlation not causation. wait
  for an RCT
MEDICAL_SCIENTIFIC: post-op: keep the stitches dry 5 days, antibiotics x7, paracetamol for the pain
MEDICAL_SCIENTIFIC: vaccine booster booked for Friday, bring the NHS number
MEDICAL_SCIENTIFIC: journal club: meta-analysis of 42 trials, the drug reduced symptoms but the effect size
  was small
MEDICAL_SCIENTIFIC: consultant says the MRI shows a small disc bulge, no surgery, referral to physio
MEDICAL_SCIENTIFIC: antibiotic resistance paper: bacteria swap resistance genes faster than new drugs get
  approved
MEDICAL_SCIENTIFIC: ask the pharmacist if ibuprofen is ok with the blood pressure tablets
SPECIFIC_AREAS: sleep log: in bed 11, asleep ~12:30, woke 3x. no screens after 10, cooler bedroom tmrw
SPECIFIC_AREAS: meal prep: 30g protein per meal, lentils, chicken, greek yoghurt. cut the late-night snacking
SPECIFIC_AREAS: midwife appt 24 wks, baby measuring fine, glucose test next month, start pelvic floor
  exercises
SPECIFIC_AREAS: dermatologist: SPF 50 every day even in winter, retinol at night, stop picking
SPECIFIC_AREAS+MEDICAL_SCIENTIFIC: cholesterol 6.1, doc says more fibre, oats, fewer processed meats, recheck
  in 6 months
SPECIFIC_AREAS: dentist: gum recession on the lower front teeth, softer brush, floss every night
SPECIFIC_AREAS: fibre target 30g a day: beans, berries, wholegrain bread. gut feels better in week 2
SPECIFIC_AREAS: menopause clinic: HRT options, hot flushes worse at night, follow up in 8 wks

CONCEPTS_THEORIES: lecture notes: opportunity cost = value of the next best alternative you give up
CONCEPTS_THEORIES: podcast on game theory: the prisoner's dilemma explains why both shops keep cutting prices
CONCEPTS_THEORIES: Maslow never drew a pyramid himself, the triangle came later from a management consultant
CONCEPTS_THEORIES: reading group: Kuhn's paradigm shifts. science doesn't progress smoothly, it lurches
CONCEPTS_THEORIES: Pareto principle: 80% of effects from 20% of causes. a pattern, not a law
CONCEPTS_THEORIES: cognitive load theory: working memory holds ~4 chunks, which is why slides with 12 bullets
  fail
CONCEPTS_THEORIES: Dunning-Kruger as explained in class: the least skilled overestimate themselves the most
STUDY_MEMORIZATION: Anki streak 63 days. 40 new cards a day is too many, dropping to 20 before exams
STUDY_MEMORIZATION: revision plan: past papers mon/wed/fri, flashcards on the bus, active recall not rereading
STUDY_MEMORIZATION: memory palace for the cranial nerves: walk through my flat, olfactory at the front door
STUDY_MEMORIZATION: study group tues: quiz each other on ch 5-7, whoever explains it back best picks the pizza
STUDY_MEMORIZATION: spaced repetition at 1, 3, 7, 14 days for the vocab list. forgot half of it after day 7
STUDY_MEMORIZATION: exam in 9 days. cramming doesn't stick, so 2 hrs a day, blurting method, then check the
  gaps
STUDY_MEMORIZATION: highlighting the whole textbook yellow is not studying. write questions in the margins
  instead
SKILLS_DEVELOPMENT: touch typing practice: 58 wpm, 96% accuracy. stop looking at the keys
SKILLS_DEVELOPMENT+COMMUNICATION_SKILLS: public speaking club: my 5 min talk had 23 "ums". practise pausing
  instead
SKILLS_DEVELOPMENT: deliberate practice = right at the edge of what you can do, with feedback, not just
  repetition
SKILLS_DEVELOPMENT: knife skills class: brunoise onion in under 2 min by the end, claw grip finally natural
SKILLS_DEVELOPMENT: Excel course module 4: pivot tables + XLOOKUP. rebuild the budget sheet from scratch to
  practise
SKILLS_DEVELOPMENT: mentor said: one skill per quarter (negotiation), read one book, practise in two real
  deals
SKILLS_DEVELOPMENT: driving lesson 14, parallel parking finally clicked, test booked for June
RESOURCES_MATERIALS: signed up for the Coursera ML course, 11 wks, audit for free, certificate £39
RESOURCES_MATERIALS: library has the 3rd edition textbook, lecturer says the 2nd ed is fine, saves £60
RESOURCES_MATERIALS: good YouTube channel for stats: StatQuest, short videos, explains each test with pictures
RESOURCES_MATERIALS: module reading list: 4 core texts, the rest optional. Kindle editions cheaper
RESOURCES_MATERIALS: Khan Academy for the algebra refresher, then the MIT OpenCourseWare lectures
RESOURCES_MATERIALS: podcast recs from the forum: Hardcore History, In Our Time, Radiolab
RESOURCES_MATERIALS: uni gives free LinkedIn Learning access, check the syllabus before buying any workbooks
UNDERSTANDING_APPLICATION: recursion finally made sense when I traced the call stack on paper, not from the
  slides
UNDERSTANDING_APPLICATION: used the BATNA idea from the negotiation book in the salary chat today. it actually
  worked
UNDERSTANDING_APPLICATION: Feynman test: tried explaining compound interest to my 12yo, stumbled = don't
  really get it yet
UNDERSTANDING_APPLICATION: I can recite the formula but can't tell when to use it. need worked problems from
  real data
UNDERSTANDING_APPLICATION: class reflection: stats clicked when I ran the tests on my own running data, not
  the textbook example
UNDERSTANDING_APPLICATION: read 3 books on habits, changed nothing. new rule: one idea, applied for 30 days
  before the next book
SUBJECT_SPECIFIC: Spanish class: subjunctive after "espero que" and "ojalá". irregulars: sea, vaya, haya
SUBJECT_SPECIFIC: history podcast: the printing press spread Luther's pamphlets faster than the church could
  answer them
SUBJECT_SPECIFIC: physics lecture: F = ma, friction acts opposite to the motion. problems 3-8 for thurs
SUBJECT_SPECIFIC: maths tutoring: quadratic formula, discriminant < 0 means no real roots
SUBJECT_SPECIFIC: chem: moles = mass / molar mass. revise the titration calcs for friday's practical
SUBJECT_SPECIFIC: Japanese day 40: hiragana done, katakana half, keep mixing up shi and tsu

SELF_AWARENESS: journal: I get snappy when I'm hungry AND behind on work. not a personality flaw, a pattern
SELF_AWARENESS: noticed I volunteer for everything so people like me. what would I pick if nobody was
  watching?
SELF_AWARENESS: values exercise at the workshop: top 3 came out freedom, craft, family. my calendar says
  otherwise
SELF_AWARENESS+FEEDBACK: 360 results: I think I'm a good listener, 4 of 6 people say I interrupt. ouch
SELF_AWARENESS: evening reflection: what drained me today was the call I dreaded, not the workload
SELF_AWARENESS: I say I want a quiet life but I light up on stage. worth taking that seriously
SELF_AWARENESS: Myers-Briggs is shaky but the introvert bit fits, I need an hour alone after parties
SELF_AWARENESS: realised I apologise for things that aren't mine to apologise for. been doing it since school
GOAL_SETTING_ACHIEVEMENT: 2025 goals: run a half marathon, read 24 books, save the flat deposit. review
  monthly
GOAL_SETTING_ACHIEVEMENT: Q2 goal check: 2 of 4 on track, Spanish behind. drop it or shrink it to 15 min a
  day?
GOAL_SETTING_ACHIEVEMENT: made the goal SMART: "write more" -> "publish a blog post every 2nd Sunday till Dec"
GOAL_SETTING_ACHIEVEMENT: hit it!! passed the AWS cert on the 2nd try, the goal I set in January
GOAL_SETTING_ACHIEVEMENT: vision board w/ Mia on NYE: house by the sea, own studio, learn to sail
GOAL_SETTING_ACHIEVEMENT: podcast: "set the goal, then forget it and fall in love with the daily process"
GOAL_SETTING_ACHIEVEMENT: milestone: novel draft at 40k words, halfway. next checkpoint 60k by end of May
GOAL_SETTING_ACHIEVEMENT: too many goals = no goals. cut the list from 9 to 3
EMOTIONAL_INTELLIGENCE: felt my face go hot when Tom dismissed my idea in the meeting. named it (anger),
  waited, replied calmly
EMOTIONAL_INTELLIGENCE: Jen was quiet all standup, asked her after. her mum's in hospital. glad I asked
EMOTIONAL_INTELLIGENCE: "name it to tame it": labelling the feeling actually lowers the intensity
EMOTIONAL_INTELLIGENCE: empathy isn't agreeing. it's getting why they feel what they feel
EMOTIONAL_INTELLIGENCE: before replying to the angry email: walk round the block, then write. saved me again
EMOTIONAL_INTELLIGENCE: my jealousy at Kate's promotion is really fear that I'm stuck. say congrats and mean
  it
EMOTIONAL_INTELLIGENCE: reading the room at dinner: Dad tense after the phone call, changed the subject, he
  relaxed
EMOTIONAL_INTELLIGENCE: feelings wheel on the fridge. my "frustrated" is usually disappointed + tired
MINDSET_GROWTH: "not yet" instead of "can't". Dweck again, but it works on me
MINDSET_GROWTH: failed the driving test. first thought "I'm useless", second thought "what did I learn about
  roundabouts"
MINDSET_GROWTH: saved tweet: "comparison is a thief. the only fair race is against last year's you"
MINDSET_GROWTH: rejection #14 from agents. each one makes the next query letter better
MINDSET_GROWTH: my brain says I'm "not a maths person". that's a story, not a fact
MINDSET_GROWTH: feeling bad at something new is what learning feels like. stay in it
MINDSET_GROWTH: abundance vs scarcity: someone else winning doesn't mean less for me
MINDSET_GROWTH: stoic note: focus on what's in my control, let go of the rest. reading Epictetus on the train
HABITS_ROUTINES: morning routine v4: water, 10 min walk, 3 lines of journal, then phone. held for 12 days
HABITS_ROUTINES: habit stacking: after I pour the coffee, 10 pushups. 3 weeks strong
HABITS_ROUTINES: habit tracker in the notebook: meditate 19/30, read 26/30, floss 11/30 (lol)
HABITS_ROUTINES: missed 2 days of journaling. rule: never miss twice
HABITS_ROUTINES: evening shutdown: lay out clothes, tidy the kitchen, 20 pages, lights off by 10:45
HABITS_ROUTINES: Atomic Habits note: make it obvious. guitar on the stand in the lounge, not in the case
HABITS_ROUTINES: Sunday routine w/ the kids: pancakes, park, plan the week at the kitchen table
HABITS_ROUTINES: broke the doomscrolling habit by moving the app to page 3 and logging out every night

PERSONAL_FINANCE: budget for Oct: rent 1,150, food 320, transport 90, fun 150. overspent on takeaways again
PERSONAL_FINANCE: credit card at £2,400. pay off the 29.9% card first, balance transfer the rest
PERSONAL_FINANCE: emergency fund at 3 months of expenses, target 6. standing order £200 on payday
PERSONAL_FINANCE: cancelled 4 subscriptions (Disney+, the unused gym, 2 apps), saves £47 a month
PERSONAL_FINANCE: sinking funds for the car service, christmas and the holiday, separate pots in the banking
  app
PERSONAL_FINANCE+INTERPERSONAL_RELATIONSHIPS: money talk w/ Alex tonight: joint account for bills, own
  accounts for the rest
PERSONAL_FINANCE: no-spend weekend: library, picnic, board games. spent £0 and it was fine
PERSONAL_FINANCE: overpay the mortgage or clear the car loan first? ask Dad. mortgage rate 4.6%
INVESTING: £300 a month into a global index fund, ignore the news, rebalance once a year
INVESTING: portfolio down 8% this month. sold nothing. time in the market beats timing the market
INVESTING+TAXES: use the ISA allowance, max the stocks & shares ISA before 5 April
INVESTING: Forum: "if you can't explain what the company does in 2 sentences, don't buy the stock"
INVESTING: dividend yield 4.2% looks nice but the payout ratio is 110%. not sustainable
INVESTING: fund fees 0.07% vs 0.85% on the bank's fund, over 30 yrs that's tens of thousands
INVESTING: looked at a buy-to-let flat: 5.1% gross yield, after the letting agent and repairs barely 3
INVESTING: bond ladder for the house fund, 1-3 yr gilts, no shares for money I need soon
FINANCIAL_LITERACY: explained compound interest to Zoe: £100 at 7% doubles in about 10 years, rule of 72
FINANCIAL_LITERACY: APR vs APY: one is what you pay, the other is what you earn with compounding. finally get
  it
FINANCIAL_LITERACY: money book club: The Psychology of Money ch 3. knowing what's "enough" is the hardest
  money skill
FINANCIAL_LITERACY+TAXES: read my payslip properly for the first time: gross, income tax, NI, pension, net
FINANCIAL_LITERACY: inflation at 4% means cash in a 1% savings account loses value every year
FINANCIAL_LITERACY: pocket money lesson for the kids: spend jar, save jar, give jar
FINANCIAL_LITERACY: credit score basics from the webinar: pay on time, keep utilisation under 30%, don't close
  old cards
FINANCIAL_LITERACY: podcast: "a car is a depreciating asset, and your house is where you live, not a piggy
  bank"
RETIREMENT_PLANNING: workplace pension: up my contribution to 8% to get the full employer match
RETIREMENT_PLANNING: combined 3 old pensions into one SIPP, fees down from 1.2% to 0.4%
RETIREMENT_PLANNING: state pension forecast: £203/wk at 67, 4 years of NI gaps to fill
RETIREMENT_PLANNING: FIRE number = 25x annual spending = £750k. long way off
RETIREMENT_PLANNING: Mum retires next spring. drawdown vs annuity chat with the adviser on the 19th
RETIREMENT_PLANNING: 401k rollover from the old job, 2 weeks left, call the provider
RETIREMENT_PLANNING: saved thread: starting at 25 with $200 a month beats starting at 35 with $400
RETIREMENT_PLANNING: what will retirement actually look like? part-time consulting, an allotment, near the
  grandkids
TAXES: HMRC online account: payment on account due July, set aside 30% of the freelance income
TAXES: shoebox of receipts for the accountant: train tickets, the laptop, half the phone bill
TAXES: IRS letter re: the 2022 return, mismatch on a 1099. call Monday, have the W-2 ready
TAXES: VAT return for Q2 submitted through the bookkeeping software, £3,180 to pay by the 7th
TAXES: can I claim working from home? flat rate £6 a week, or actual costs split by room
TAXES+INVESTING: capital gains on the shares I sold, under the annual exempt amount? check with Jamie
TAXES: new payslip has an emergency tax code, I'm overpaying. sort it out with HMRC
TAXES: charity donations: gift aid box ticked, keep the receipts for the deduction

INTERPERSONAL_RELATIONSHIPS: date night w/ Chris, phones away, actually talked about us for the first time in
  weeks
INTERPERSONAL_RELATIONSHIPS: Mum and I get on better since I stopped trying to fix her problems
INTERPERSONAL_RELATIONSHIPS: flatmate dynamics: I do the dishes, she pays the wifi, nobody mentions the bins
INTERPERSONAL_RELATIONSHIPS: friendship with Ola fading since she moved. not a fight, just drift. still miss
  her
INTERPERSONAL_RELATIONSHIPS: couples therapy session 3: we each need to feel chosen, not just tolerated
INTERPERSONAL_RELATIONSHIPS: saved post: "the people who are good for you make you feel more like yourself"
INTERPERSONAL_RELATIONSHIPS: boundaries w/ my brother: happy to help, not lending him money again
INTERPERSONAL_RELATIONSHIPS: work friend Pat is leaving, realised she's the reason I liked Mondays
COMMUNICATION_SKILLS: presentation workshop: lead with the answer, then the 3 reasons, then the data
COMMUNICATION_SKILLS: active listening: repeat back what they said before answering. tried it w/ Nia, she
  looked relieved
COMMUNICATION_SKILLS: emails: one ask per email, the ask in the first line, bullet the details
COMMUNICATION_SKILLS: I over-explain when I'm nervous. shorter sentences, then stop and let them ask
COMMUNICATION_SKILLS: Slack etiquette for the team: no "hi" on its own, say what you need in the first message
COMMUNICATION_SKILLS: my voice went up at the end of every sentence in the recording, like I was asking
  permission
COMMUNICATION_SKILLS+CONFLICT_RESOLUTION: "I" statements, not "you always": I feel ignored when plans change
  last minute
COMMUNICATION_SKILLS: small talk at conferences: ask what they're working on, then what the hard part is
CONFLICT_RESOLUTION: mediated Dev and Sara re: the release date. both want quality, disagree on risk. agreed:
  feature flag + Friday cutoff
CONFLICT_RESOLUTION: argument w/ Sam about the holidays. we were fighting about fairness, not about Christmas
CONFLICT_RESOLUTION: hedge dispute with the neighbour: wrote a polite note instead of knocking angry. she's
  trimming it
CONFLICT_RESOLUTION: our rule for rows: no "always" or "never", 20 min break if voices rise
CONFLICT_RESOLUTION: apologised to Ben for snapping in the meeting. he apologised back. air cleared
CONFLICT_RESOLUTION: Getting to Yes: separate the people from the problem, focus on interests, not positions
CONFLICT_RESOLUTION: team tension over the on-call rota. rotate weekends, swaps allowed, manager breaks ties
CONFLICT_RESOLUTION: repair attempt after the row: made tea, said "I hate this, can we start over"
RELATIONSHIP_BUILDING: coffee w/ the new PM Thursday, no agenda, just get to know her
RELATIONSHIP_BUILDING: networking event: talked to 4 people properly instead of 20 badly. follow up on
  LinkedIn tmrw
RELATIONSHIP_BUILDING: send Gran a postcard every month, she keeps them on the fridge
RELATIONSHIP_BUILDING: new city: joined the climbing gym + a run club to meet people. 2 proper friends by
  month 3
RELATIONSHIP_BUILDING: put everyone's birthday in the calendar w/ a 3-day reminder
RELATIONSHIP_BUILDING: trust is built in tiny moments: returning calls, turning up when you said you would
RELATIONSHIP_BUILDING: start a monthly dinner with the old uni group, rotate who hosts
RELATIONSHIP_BUILDING: client relationship w/ Marcus: check in when there's nothing to sell, send him articles
  he'd like
FEEDBACK: feedback from Rosa after the pitch: slides too dense, great energy, cut the last section
FEEDBACK: giving feedback to Tim tmrw, SBI: situation (client call), behaviour (talked over them), impact
  (client went quiet)
FEEDBACK: say "thanks for the feedback" and then actually change something, or people stop telling you
FEEDBACK+DEVELOPMENT_CODING: code review comments felt harsh but 7 of 9 were right. separate the tone from the
  content
FEEDBACK: anonymous survey from my team: I cancel 1:1s too often, decisions unclear
FEEDBACK: praise in public, criticise in private. note to self after today
FEEDBACK+CREATIVE_PROCESS: writing group critique of my story: dialogue sharp, middle drags, protagonist wants
  nothing
FEEDBACK: saved tweet: "feedback is a gift, but you're allowed to leave some gifts unopened"

CREATIVE_PROCESS: morning pages 3 weeks in. the junk gets out of the way and ideas show up on page 3
CREATIVE_PROCESS: stuck on chapter 9. go for a walk, don't force it, write the scene I'm excited about instead
CREATIVE_PROCESS: brainstorm rules: quantity first, no judging, 50 bad ideas to get 3 good ones
CREATIVE_PROCESS: ideas always come in the shower. waterproof notepad arrived lol
CREATIVE_PROCESS: podcast w/ a songwriter: writes a song a day, most are bad, that's the point
CREATIVE_PROCESS: constraints help: 3 colours only, 1 hour, then stop
CREATIVE_PROCESS: first draft = telling myself the story. second draft = telling the reader
CREATIVE_PROCESS: creative block lifted after a week of copying a painter I love
ART_FORMS: jazz night at the Vortex: trio, upright bass, brushes on the snare. improvisation as a form
ART_FORMS: haiku is 5-7-5 in English, but Japanese counts sounds, not syllables
ART_FORMS: film club debate: documentary vs docudrama, where's the line
ART_FORMS: ballet at the opera house, Giselle act 2. contemporary dance next month
ART_FORMS: ceramics vs sculpture: wheel-thrown pots, hand-building, glazing, the kiln
ART_FORMS: graphic novels count as literature, fight me
ART_FORMS: photography, printmaking, collage: the mixed media class covers all three
ART_FORMS: opera = theatre + orchestra + singing, the original multimedia
ARTISTIC_TECHNIQUES: watercolour: wet-on-wet for the sky, let it dry fully before glazing the hills
ARTISTIC_TECHNIQUES: portrait class: the eyes sit halfway down the head, not where you think
ARTISTIC_TECHNIQUES: photo tip: shoot at golden hour, rule of thirds, expose for the highlights
ARTISTIC_TECHNIQUES: fingerpicking pattern p-i-m-a, the thumb keeps the bass line going
ARTISTIC_TECHNIQUES: mixing tip from the producer: cut the lows on everything except bass and kick
ARTISTIC_TECHNIQUES: pottery: wedge the clay, centre it before opening, keep your hands wet
ARTISTIC_TECHNIQUES: writing craft: show don't tell. not "she was angry" but she slammed the drawer
ARTISTIC_TECHNIQUES: charcoal: hatching then cross-hatching, blend with a tissue, kneaded eraser for
  highlights
ART_APPRECIATION: Tate Modern, stood in front of the Rothkos for 20 mins. didn't get them until I did
ART_APPRECIATION: gallery tour: the guide says the light on the pearl is the whole Vermeer
ART_APPRECIATION: rewatched In the Mood for Love. every frame could hang on a wall
ART_APPRECIATION: museum trick: pick 3 paintings, 10 min each, skip the rest
ART_APPRECIATION: listened to all of Kind of Blue on headphones, no phone. a different album that way
ART_APPRECIATION: Frida Kahlo exhibition: the self-portraits hit harder knowing about the accident
ART_APPRECIATION: the critic called the production "beautiful but hollow". I disagree, act 3 wrecked me
ART_APPRECIATION: street art walk in Shoreditch, the old Banksy's gone but the new murals are better
EXPRESSION: wrote a poem about Dad for the first time. didn't show anyone, didn't need to
EXPRESSION: danced around the kitchen to Robyn, felt like me again
EXPRESSION: art journal: when I can't say it I paint it. today all grey and one orange line
EXPRESSION: singing in the choir is the only time I'm loud in public
EXPRESSION: blog post about the miscarriage. scared to publish. 40 messages from people who'd been through it
EXPRESSION: stopped dressing for the office, wearing the colours I actually like
EXPRESSION: open mic night, read 2 poems, hands shaking, did it anyway
EXPRESSION: saved post: "make things because you have something to say, not because you want to be seen"

TRAVEL_PLANNING: Lisbon: flights booked 14-19 May, need an Airbnb in Alfama + airport transfer
TRAVEL_PLANNING+DESTINATION_SPECIFIC: itinerary draft: 3 nights Kyoto, 2 Osaka, 4 Tokyo. JR pass worth it or
  not?
TRAVEL_PLANNING: renew passport before booking, Thailand needs 6 months validity
TRAVEL_PLANNING: holiday budget £1,800 total: flights 420, hotels 700, the rest food + activities
TRAVEL_PLANNING: book the car ferry + the campsite before the school holidays fill up
TRAVEL_PLANNING: before we go: travel insurance, ESTA, pet sitter for the cat, out-of-office on
TRAVEL_PLANNING+OPERATIONS_LOGISTICS: team offsite: train vs flights for 14 people, hotel room block, dinner
  reservation
TRAVEL_PLANNING: flight alert set for Mexico City, under £500 return = book it
CULTURAL_EXPERIENCES: Diwali at Priya's family home: lamps, sweets, her grandmother taught me rangoli
CULTURAL_EXPERIENCES: Japan: shoes off, bowing, no tipping. the onsen etiquette took some nerve
CULTURAL_EXPERIENCES: homestay in Oaxaca, the abuela spent 2 days making mole. Day of the Dead altar in the
  living room
CULTURAL_EXPERIENCES: iftar in Istanbul during Ramadan, strangers invited us to share dates and soup
CULTURAL_EXPERIENCES: learned 20 Greek phrases before the trip, locals were so warm about it
CULTURAL_EXPERIENCES+DESTINATION_SPECIFIC: flamenco in a tiny Seville bar, no stage, the singer 2 metres away
CULTURAL_EXPERIENCES: Korean dinner w/ colleagues: pour for others never yourself, turn away to drink in front
  of the elders
CULTURAL_EXPERIENCES: village festival in Tuscany, the whole town at long tables in the square
EXPLORATION_ADVENTURE: summit day: 4am start, crampons on at the col, top by 9. worth every blister
EXPLORATION_ADVENTURE: wild camping on Dartmoor, tent nearly blew away, woke up to mist and ponies
EXPLORATION_ADVENTURE: first solo backpacking trip, 3 weeks, no plan after week 1. scared, then free
EXPLORATION_ADVENTURE: scuba certification done, saw a turtle on dive 4
EXPLORATION_ADVENTURE: 3-day kayak trip down the river, portaged twice, swam once (not on purpose)
EXPLORATION_ADVENTURE: took the wrong trail, ended up at a hidden waterfall. best mistake of the trip
EXPLORATION_ADVENTURE: bucket list: Northern Lights, the Trans-Siberian, hike the W trek
EXPLORATION_ADVENTURE: off-grid week in the van, no signal, navigating with paper maps
DESTINATION_SPECIFIC: Porto: Ribeira at sunset, francesinha for lunch, port cellars across the bridge in Gaia
DESTINATION_SPECIFIC: Reykjavik is tiny. Golden Circle is the day trip everyone does, Blue Lagoon pricey
DESTINATION_SPECIFIC: Marrakech: the medina is a maze, Jemaa el-Fnaa at night, Majorelle garden early before
  the crowds
DESTINATION_SPECIFIC: Edinburgh in August = the Fringe, prices triple, climb Arthur's Seat at 7am
DESTINATION_SPECIFIC: Hanoi Old Quarter: egg coffee, train street, motorbikes everywhere, cross slowly
DESTINATION_SPECIFIC: New York: the High Line, the Met on a Friday night, bagels in Brooklyn
DESTINATION_SPECIFIC: Cape Town: Table Mountain cable car shuts in high wind, penguins at Boulders Beach
DESTINATION_SPECIFIC: Forum: Dubrovnik old town is rammed when the cruise ships dock, stay in Lapad
TRAVEL_TIPS: packing cubes + one carry-on, roll don't fold, wear the boots on the plane
TRAVEL_TIPS: always screenshot the boarding pass + hotel address, airport wifi is useless
TRAVEL_TIPS: get local cash from an ATM not the airport bureau, and decline the card's currency conversion
TRAVEL_TIPS: jet lag: get sunlight on arrival, no naps before 8pm local time
TRAVEL_TIPS: buy an eSIM before landing, skip roaming fees and the SIM shop queue
TRAVEL_TIPS: saved thread: "book the first train of the day, fewer tourists, cheaper tickets"
TRAVEL_TIPS: keep a photocopy of the passport away from the passport. learned that the hard way in Rome
TRAVEL_TIPS: refillable water bottle + a foldable daypack in the suitcase, every trip

ENVIRONMENTAL_ISSUES: documentary notes: ocean plastic, microplastics found in deep sea trenches and in human
  blood
ENVIRONMENTAL_ISSUES: the river by the allotment had a sewage overflow again, no swimming signs up
ENVIRONMENTAL_ISSUES: wildfire smoke, AQI 180 today, kids stayed in. 3rd summer in a row
ENVIRONMENTAL_ISSUES: podcast: global temps 1.5C above pre-industrial for a full year, mass coral bleaching
ENVIRONMENTAL_ISSUES: Amazon deforestation tied to cattle ranching and soy grown for animal feed
ENVIRONMENTAL_ISSUES: our street flooded for the 2nd time this winter. insurer won't cover it next time
ENVIRONMENTAL_ISSUES: insect numbers down. the windscreen used to be covered in bugs on summer drives
ENVIRONMENTAL_ISSUES: diesel fumes: NO2 by the school gates above the legal limit
ECO_FRIENDLY_PRACTICES: switched to the refill shop for shampoo, laundry liquid, oats. bring the jars Sat
ECO_FRIENDLY_PRACTICES: compost bin set up: coffee grounds + veg peelings, no meat
ECO_FRIENDLY_PRACTICES: office: proper recycling bins, no more plastic cups, reusable mugs in the kitchen
ECO_FRIENDLY_PRACTICES: repair cafe fixed the toaster for free instead of buying a new one
ECO_FRIENDLY_PRACTICES: second-hand first: Vinted, charity shops, marketplace, then new only if I must
ECO_FRIENDLY_PRACTICES: beeswax wraps instead of clingfilm, batch cooking to cut food waste
ECO_FRIENDLY_PRACTICES: wash at 30, line dry, skip the tumble dryer
ECO_FRIENDLY_PRACTICES: water butt on the shed for the garden, no hosepipe in summer
CONSERVATION_EFFORTS: volunteer day at the nature reserve: cleared scrub for the heathland, heard a nightjar
CONSERVATION_EFFORTS: beach clean sat, 14 bags, mostly fishing line and bottle caps
CONSERVATION_EFFORTS: rewilding on the farm: beavers back after 400 years, a wetland forming
CONSERVATION_EFFORTS: sea turtle hatchery in Costa Rica, guarding the nests at night from poachers
CONSERVATION_EFFORTS: planted 200 native saplings with the school: oak, hawthorn, rowan
CONSERVATION_EFFORTS: podcast: wolves back in Yellowstone changed the rivers. trophic cascade
CONSERVATION_EFFORTS: donated to the peatland restoration appeal, peat holds more carbon than forests
CONSERVATION_EFFORTS: garden bird survey: 3 swifts, 12 sparrows, goldfinches on the feeder
POLICY_ADVOCACY: wrote to my MP about the sewage dumping bill, used the campaign group's template
POLICY_ADVOCACY: council consultation on the low traffic neighbourhood closes Fri, submit comments
POLICY_ADVOCACY: climate march Saturday, make a sign, meet at the station 11am
POLICY_ADVOCACY: Paris Agreement targets vs what countries actually pledged at COP: the gap is huge
POLICY_ADVOCACY: deposit return scheme petition hit 100k signatures, goes to a debate in parliament
POLICY_ADVOCACY: Board call: new ESG reporting rules from 2025, need emissions data from suppliers
POLICY_ADVOCACY: debate club notes: carbon tax vs cap and trade
POLICY_ADVOCACY: joined the local climate action group, first job: lobby the council for more bike lanes
PERSONAL_IMPACT: calculated my carbon footprint: 9.8 tonnes, flights are half of it
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: going veggie 5 days a week, cuts my food emissions by about a third
PERSONAL_IMPACT: took the train to Edinburgh instead of flying, 4.5 hrs, a fraction of the CO2
PERSONAL_IMPACT: one long-haul flight a year max. that's my line
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: switched to a 100% renewable energy tariff, heat pump goes in March
PERSONAL_IMPACT: bin audit: 2 bags a week down to 1. most of it was food packaging
PERSONAL_IMPACT: sold the second car, cargo bike for the school run
PERSONAL_IMPACT: guilt about the Bali trip. offsetting feels like buying an indulgence
`;
