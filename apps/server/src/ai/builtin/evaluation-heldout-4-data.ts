/**
 * A fourth held-out categorisation set, written by an author who saw neither the categoriser, its vocabulary
 * nor its training data, and scored only once, at the end of the work it measures: 20 per group, covering
 * every code.
 */
export const HELD_OUT_4_DATA = `
TASKS_ACTIONS: todo: renew passport, call the plumber back, return the library books by friday
TASKS_ACTIONS: Actions from Tuesday's sync: Priya to draft the onboarding doc, Sam to chase the vendor quote,
  me to book a room for the offsite.
TASKS_ACTIONS: pick up dry cleaning + buy printer ink before 6
TASKS_ACTIONS: Homework for next week: read chapters 4 to 6 and hand in the problem set, due Monday at noon.
METHODS_TECHNIQUES: Block the first two hours of the day for deep work and put them in the calendar like a
  meeting you can't move.
METHODS_TECHNIQUES: Capture everything into one inbox, then process it to zero once a day: do it, delegate it,
  defer it, or drop it.
METHODS_TECHNIQUES+OUTCOMES: 25 minutes on, 5 off, and after four rounds a proper break. Tried it today and
  got through the whole report by three.
METHODS_TECHNIQUES: Eat the frog: do the hardest thing on your list first, before email gets its claws into
  you.
TOOLS_RESOURCES: Switched from three different apps to a single plain-text file for my lists. Fewer places to
  look, less friction.
TOOLS_RESOURCES: The Kanban board in the shared workspace has finally replaced the spreadsheet nobody ever
  updated.
TOOLS_RESOURCES: A cheap pocket notebook and a decent pen beat every organiser app I've ever paid for.
TOOLS_RESOURCES: rec from Dan: a calendar app that lets you drag to-dos straight into time slots. trial it
  next week
MINDSET_HABITS: I don't procrastinate because I'm lazy; I procrastinate because starting means admitting the
  work might not be any good.
MINDSET_HABITS: Focus isn't saying yes to the thing you have to work on. It's saying no to the hundred other
  good ideas.
MINDSET_HABITS: note to self: phone in the other room when writing. every time I check it I lose twenty
  minutes.
MINDSET_HABITS: Discipline at work isn't heroics; it's sitting down to the draft at nine even when the inbox
  looks more inviting.
OUTCOMES: Closed 14 tickets this sprint vs 9 last sprint, with the same team and no overtime.
OUTCOMES: Wrote 1,200 words before lunch. Best morning in weeks.
OUTCOMES: The measure of a good week is not how busy you felt but what actually left your desk finished.
OUTCOMES: Q3 review: turnaround on client requests fell from five days to two, and the backlog is down by
  half.

DEVELOPMENT_CODING: Write the test first, watch it fail, then write just enough code to make it pass.
DEVELOPMENT_CODING: Any fool can write code that a computer can understand. Good programmers write code that
  humans can understand. — Martin Fowler
DEVELOPMENT_CODING: remember: rebase the feature branch before opening the PR, CI chokes on merge commits
DEVELOPMENT_CODING: Code review notes: pull the retry logic out into its own function, and the null check on
  line 40 is backwards.
HARDWARE_DEVICES: The new laptop's battery lasts a full working day, but the fan screams as soon as you open a
  video call.
HARDWARE_DEVICES: Ordered a 2TB SSD for the old desktop; apparently it's the single biggest speed upgrade you
  can give an ageing machine.
HARDWARE_DEVICES: The Raspberry Pi on the bookshelf now runs the home media server and the network ad blocker.
HARDWARE_DEVICES: Phones have got so thin that the camera bump is now the thickest part of the device.
DATA_AI: A model is only as good as the data it was trained on: garbage in, confident garbage out.
DATA_AI: Lecture 7: overfitting = the model memorises the training set and fails on anything new. Always hold
  out a validation split.
DATA_AI: Large language models predict the next token; they don't look anything up unless you give them a way
  to.
DATA_AI: Cleaned the sales CSV today: 3,000 duplicate rows and dates in four different formats.
CYBERSECURITY: Turn on two-factor authentication for your email first. It's the key that resets every other
  account you own.
CYBERSECURITY: Phishing training: hover over links, check the sender's domain, never type a password into a
  page you reached from an email.
CYBERSECURITY: Most breaches don't involve clever hacking; someone simply reused a password that leaked years
  ago.
CYBERSECURITY+TASKS_ACTIONS: todo this weekend: move all passwords into the password manager and change the
  router admin login
TRENDS_INNOVATION: We tend to overestimate the effect of a technology in the short run and underestimate the
  effect in the long run. — Roy Amara
TRENDS_INNOVATION+HARDWARE_DEVICES: Foldable screens went from gimmick to mainstream in about three product
  cycles.
TRENDS_INNOVATION: The future is already here — it's just not very evenly distributed. — William Gibson
TRENDS_INNOVATION: From a newsletter: every software company is now rebranding its autocomplete as a copilot.
  Expect a shakeout within two years.

STRATEGY_PLANNING: Deciding what not to do is as important as deciding what to do. — Steve Jobs
STRATEGY_PLANNING: Offsite notes: three-year plan = win the mid-market first, only then go after enterprise.
  Kill the consumer app.
STRATEGY_PLANNING: If everything is a priority, nothing is. Pick the two bets you'll fund properly this year
  and say no to the rest.
STRATEGY_PLANNING: A competitor can copy your features; it's much harder to copy the way all your choices fit
  together.
FINANCE_ACCOUNTING: Revenue is vanity, profit is sanity, but cash is king.
FINANCE_ACCOUNTING: Month-end meeting: invoices over 60 days are now 18% of receivables. Chase the top five
  accounts this week.
FINANCE_ACCOUNTING: Every department's Q2 budget cut by 15% to keep twelve months of runway in the bank.
FINANCE_ACCOUNTING: A profitable company can still go bust if its customers pay in 90 days and its suppliers
  want paying in 30.
MARKETING_SALES: People don't want to buy a quarter-inch drill. They want a quarter-inch hole. — Theodore
  Levitt
MARKETING_SALES: Call with Acme's buyer: the objection isn't price, it's that procurement wants a case study
  from their industry. Send one before they ask.
MARKETING_SALES: Our best-performing email subject line this month was four words long and had no emoji.
MARKETING_SALES: Stop listing features. Write the landing page around the one problem your customer lies awake
  worrying about.
MANAGEMENT_LEADERSHIP: A leader is best when people barely know he exists; when his work is done, his aim
  fulfilled, they will say: we did it ourselves. — Lao Tzu
MANAGEMENT_LEADERSHIP+FEEDBACK: 1:1 with my boss: she wants me to stop solving my team's problems for them and
  start asking what they'd do.
MANAGEMENT_LEADERSHIP: Hire slowly, let go quickly, and never let a brilliant jerk set the culture of the
  team.
MANAGEMENT_LEADERSHIP: Your job as the boss is to make the team's output greater than the sum of its people.
OPERATIONS_LOGISTICS: The warehouse moved to cross-docking; pallets now leave within 24 hours of arriving.
OPERATIONS_LOGISTICS: Supplier lead times have doubled, so we're holding six weeks of stock instead of three.
OPERATIONS_LOGISTICS: Standup: the courier missed both Thursday collections again. Get a quote from a backup
  carrier.
OPERATIONS_LOGISTICS: Every handoff in a process is a place where something gets dropped. Remove handoffs
  before you automate anything.

PHYSICAL_HEALTH: 3x5 squats, 3x8 rows, 20 min incline walk. Knees felt fine for the first time in months.
PHYSICAL_HEALTH: Physio: strengthen the glutes and the knee pain should ease. Clamshells daily, 3 sets of 15.
PHYSICAL_HEALTH: Walking is man's best medicine. — Hippocrates
PHYSICAL_HEALTH: You don't need a gym. Push-ups, lunges and a flight of stairs will get most people fitter
  than they've been in years.
MENTAL_HEALTH: Therapy today: the anxiety spikes on Sunday nights. Name it, breathe, don't open the work
  inbox.
MENTAL_HEALTH: Depression isn't sadness. It's losing the ability to feel much of anything at all.
MENTAL_HEALTH: Burnout isn't cured by a holiday if you come back to the same load that caused it.
MENTAL_HEALTH: Panic attacks feel like dying, but they peak within about ten minutes and then pass. Knowing
  that helps.
WELLNESS_LIFESTYLE: slow mornings: coffee on the balcony, no screens till 8. whole day feels calmer
WELLNESS_LIFESTYLE: Looking after yourself doesn't have to mean a retreat in Bali; it can be a bath, a walk
  and an early night.
WELLNESS_LIFESTYLE: The longest-lived communities share the same unglamorous ways of living: walking
  everywhere, eating mostly plants, and having people around them.
WELLNESS_LIFESTYLE: weekend plan: sauna, long walk, cook something proper, phone off
MEDICAL_SCIENTIFIC: A large randomised trial found that vitamin D supplements did not prevent fractures in
  healthy adults.
MEDICAL_SCIENTIFIC+SPECIFIC_AREAS: GP appointment: blood pressure 142/90. Recheck in four weeks; if it's still
  high, start medication.
MEDICAL_SCIENTIFIC: Correlation isn't causation: moderate wine drinkers may be healthier because they're
  richer, not because of the wine.
MEDICAL_SCIENTIFIC: mRNA vaccines get cells to make a harmless piece of the spike protein, which the immune
  system then learns to recognise.
SPECIFIC_AREAS: Adults who regularly sleep under six hours a night have higher rates of heart disease and
  weight gain.
SPECIFIC_AREAS: Aim for 30g of fibre a day; most people get nowhere near that.
SPECIFIC_AREAS+MEDICAL_SCIENTIFIC: Midwife at 28 weeks: iron levels low, start supplements, whooping cough jab
  booked for Friday.
SPECIFIC_AREAS: Sunscreen every day, even in winter. Most skin ageing is sun damage, not time.

CONCEPTS_THEORIES: Cognitive load theory: working memory holds only a few items at once, so good teaching
  doesn't pile on more than that.
CONCEPTS_THEORIES: Zone of proximal development = what a learner can do with help but not yet alone
  (Vygotsky).
CONCEPTS_THEORIES: Constructivism holds that learners build knowledge by connecting new information to what
  they already know.
STUDY_MEMORIZATION: Spaced repetition: review each card just before you'd forget it. Added 40 new flashcards
  for the anatomy exam.
STUDY_MEMORIZATION: Testing yourself beats rereading. Close the book and write down everything you can
  remember.
STUDY_MEMORIZATION: memory palace for the kings and queens of England: walked through the flat and put one
  monarch in each room
STUDY_MEMORIZATION: Revision plan: two past papers a week until the exam, mark them strictly, redo every
  question I got wrong.
SKILLS_DEVELOPMENT: Deliberate practice means working at the edge of your ability with immediate correction,
  not just putting in the hours.
SKILLS_DEVELOPMENT: Day 43 of learning to touch-type: 58 wpm and I've stopped looking at the keys.
SKILLS_DEVELOPMENT+COMMUNICATION_SKILLS: The fastest way to get good at public speaking is to do it badly,
  often, in front of friendly people.
RESOURCES_MATERIALS: The free MIT OpenCourseWare linear algebra lectures are better than the course I paid
  for.
RESOURCES_MATERIALS: Khan Academy for the basics, then the Coursera specialisation if I still want more.
RESOURCES_MATERIALS: A good textbook anticipates your confusion; a bad one just lists the facts in order.
UNDERSTANDING_APPLICATION: If you can't explain it simply, you don't understand it well enough.
UNDERSTANDING_APPLICATION: Learning isn't memorising facts; it's being able to use them in a situation you've
  never seen before.
UNDERSTANDING_APPLICATION: Tutor said: stop copying the worked examples. Cover the solution, derive it
  yourself, and you'll see why each step is there.
SUBJECT_SPECIFIC: The Peace of Westphalia (1648) is usually treated as the start of the modern system of
  sovereign states.
SUBJECT_SPECIFIC: Spanish class: ser for permanent traits, estar for states and locations. Es alto, pero hoy
  está cansado.
SUBJECT_SPECIFIC: Entropy in an isolated system never decreases, which is why your tea cools down and never
  spontaneously heats back up.
SUBJECT_SPECIFIC: The derivative of e^x is itself, which is why it turns up everywhere in growth and decay
  problems.

SELF_AWARENESS: Noticed I get defensive whenever anyone mentions money. Where does that come from?
SELF_AWARENESS: Knowing yourself is the beginning of all wisdom. — Aristotle
SELF_AWARENESS: Until you make the unconscious conscious, it will direct your life and you will call it fate.
  — C. G. Jung
SELF_AWARENESS: journal: I say I value rest, but my calendar says I value being seen to be busy.
GOAL_SETTING_ACHIEVEMENT: Write the target down, give it a date, and tell one person who will actually ask you
  about it.
GOAL_SETTING_ACHIEVEMENT: This year: run a half marathon, read 24 books, save for a deposit. Review progress
  the first Sunday of each month.
GOAL_SETTING_ACHIEVEMENT: Decide where you're going, then stop staring at the finish line and fall in love
  with the process that gets you there.
GOAL_SETTING_ACHIEVEMENT: Hit the target I set in January: the first draft of the novel is finished. Took
  eleven months, not six, but it's done.
EMOTIONAL_INTELLIGENCE: Between stimulus and response there is a space. In that space is our power to choose
  our response.
EMOTIONAL_INTELLIGENCE: Anybody can become angry, that is easy; but to be angry with the right person and to
  the right degree and at the right time... that is not easy. — Aristotle
EMOTIONAL_INTELLIGENCE: Workshop: name the emotion precisely, disappointed rather than bad, and it loses half
  its grip on you.
EMOTIONAL_INTELLIGENCE: She could read a room before she'd taken her coat off, which was why people told her
  things they told no one else.
MINDSET_GROWTH: Not yet. Two words that turn I can't do this into I can't do this yet.
MINDSET_GROWTH: Whether you think you can, or you think you can't, you're right. — Henry Ford
MINDSET_GROWTH: Failure is information, not a verdict.
MINDSET_GROWTH: reminder to self: being bad at something is the first step to being sort of good at it
HABITS_ROUTINES: You do not rise to the level of your goals. You fall to the level of your systems. — James
  Clear
HABITS_ROUTINES+PHYSICAL_HEALTH: Started doing two minutes of stretching straight after brushing my teeth,
  tacking it onto something I already do every day.
HABITS_ROUTINES: Evenings: lay out clothes, write tomorrow's top three, lights out by 10:30. Six weeks in and
  it's automatic.
HABITS_ROUTINES: We are what we repeatedly do. Excellence, then, is not an act, but a habit. — Will Durant

PERSONAL_FINANCE: Pay yourself first: the savings transfer goes out the day the salary lands, not whatever's
  left at the end of the month.
PERSONAL_FINANCE: Debt snowball: clearing the store card first, then the car loan. Three months to go on the
  card.
PERSONAL_FINANCE: Annual income twenty pounds, annual expenditure nineteen nineteen and six, result happiness.
  Annual income twenty pounds, annual expenditure twenty pounds ought and six, result misery. — Charles
  Dickens
PERSONAL_FINANCE: Cancelled four subscriptions I'd forgotten about: £46 a month back.
INVESTING: The stock market is a device for transferring money from the impatient to the patient. — Warren
  Buffett
INVESTING: low-cost index fund, monthly contributions, don't look at it during a crash
INVESTING: Diversification is the only free lunch in finance.
INVESTING: Bought my first ETF today. Tiny amount, but it's a start.
FINANCIAL_LITERACY: Rule of 72: divide 72 by the interest rate to get roughly how many years your money takes
  to double.
FINANCIAL_LITERACY: APR vs APY: APR ignores compounding, so a credit card really costs you more than the
  headline rate.
FINANCIAL_LITERACY: Nobody taught us at school what a credit score is, how a mortgage works, or why minimum
  payments are a trap.
FINANCIAL_LITERACY: At 4% inflation, cash sitting in a current account loses about a third of its buying power
  in ten years.
RETIREMENT_PLANNING: Pension adviser: consolidate the three old workplace pots and raise contributions to 10%
  to get the full employer match.
RETIREMENT_PLANNING: The 4% rule: take 4% of the pot in your first year of not working, adjust for inflation
  after that, and it should last thirty years.
RETIREMENT_PLANNING: Want to be able to stop working at 55. That means roughly 25 times annual spending saved
  by then; need to run the numbers properly.
RETIREMENT_PLANNING+TAXES: US note: traditional 401(k) contributions come out pre-tax and lower this year's
  bill; Roth ones don't, but the withdrawals later are tax-free.
TAXES+TASKS_ACTIONS: Self-assessment deadline is 31 January. Find the P60 and the receipts for the home
  office.
TAXES+INVESTING: Accountant: the ISA allowance resets in April and gains inside it are never taxed, so fill it
  before using the general account.
TAXES: Claimed the marriage allowance: £252 back from HMRC for filling in one online form.
TAXES: freelance rule: 30% of every invoice goes straight into a separate account for the tax bill. don't
  touch it.

INTERPERSONAL_RELATIONSHIPS: They had been married eleven years and still he folded the towels wrong, and
  still she let him.
INTERPERSONAL_RELATIONSHIPS: My sister and I only started getting along once we stopped trying to be each
  other's mother.
INTERPERSONAL_RELATIONSHIPS: Friendship is born at that moment when one person says to another: What! You too?
  I thought I was the only one. — C. S. Lewis
INTERPERSONAL_RELATIONSHIPS: Boundaries aren't walls; they're the gate that lets the right people in.
COMMUNICATION_SKILLS: Most people do not listen with the intent to understand; they listen with the intent to
  reply. — Stephen R. Covey
COMMUNICATION_SKILLS: Say the point first, then the reasons. People stop listening after the second sentence.
COMMUNICATION_SKILLS: Course notes: repeat the last three words someone said as a question; it gets them to
  keep talking without you steering.
COMMUNICATION_SKILLS: In emails: one ask per message, in the first line, with a date.
CONFLICT_RESOLUTION: Attack the problem, not the person.
CONFLICT_RESOLUTION: Mediation session: each side restated the other's position until the other agreed it was
  fair. That took an hour; the actual fix took ten minutes.
CONFLICT_RESOLUTION+INTERPERSONAL_RELATIONSHIPS: When my partner and I argue, asking what do you need from me
  right now defuses more than any clever point I could make.
CONFLICT_RESOLUTION: Don't try to settle a fight over text. Pick up the phone or wait until you're in the same
  room.
RELATIONSHIP_BUILDING: Dig the well before you're thirsty: build your network long before you need a job.
RELATIONSHIP_BUILDING: You can make more friends in two months by becoming interested in other people than you
  can in two years by trying to get other people interested in you. — Dale Carnegie
RELATIONSHIP_BUILDING+TASKS_ACTIONS: reminder: message Tom on his first day at the new job, and send Aisha
  that article she'd like
RELATIONSHIP_BUILDING: Trust is built in very small moments. — Brené Brown
FEEDBACK: Praise in public, criticise in private.
FEEDBACK: SBI model: describe the Situation, the Behaviour and its Impact. Never guess at the other person's
  intent.
FEEDBACK: Performance review: my reports are thorough but too long. Wants a one-paragraph summary at the top
  from now on.
FEEDBACK: When someone criticises your work, say thank you first and decide later whether they're right.

CREATIVE_PROCESS: Amateurs sit and wait for inspiration, the rest of us just get up and go to work. — Stephen
  King
CREATIVE_PROCESS: Morning pages: three pages longhand, first thing, no editing. Most of it is rubbish and
  that's the point.
CREATIVE_PROCESS: Write the ugly first draft fast. The good ideas turn up in the rewrite.
CREATIVE_PROCESS: The album only got finished once we allowed ourselves four tracks per song. Limits helped
  more than freedom ever did.
ART_FORMS: The haiku: three lines, seventeen syllables, and usually a turn towards a season.
ART_FORMS: Documentary film is the art of organising reality without inventing it.
ART_FORMS: Jazz is the one form where the mistakes can become part of the composition.
ART_FORMS: Printmaking sits somewhere between drawing and engineering; you carve in reverse and only see the
  picture when you pull the paper.
ARTISTIC_TECHNIQUES: Watercolour class: wet-on-wet for skies, then wait until it's completely dry before
  adding detail, or it blooms.
ARTISTIC_TECHNIQUES: Squint at your subject to see the values. Colour gets the credit but value does the work.
ARTISTIC_TECHNIQUES: Put the horizon on a third line, not the middle, then break the rule once you know why it
  works.
ARTISTIC_TECHNIQUES: Guitar lesson: hammer-ons to keep the line legato, and palm-mute the strings you're not
  playing.
ART_APPRECIATION: Stood in front of the Rothko for ten minutes and the colours started to vibrate. Didn't
  expect to feel anything.
ART_APPRECIATION: A painting isn't finished when the artist stops; it's finished when someone stands in front
  of it and really looks.
ART_APPRECIATION: Gallery tour: Vermeer used the same window and the same corner of his room in dozens of
  paintings, and you start to see it everywhere.
ART_APPRECIATION: Concert review: the slow movement was so restrained that the whole hall seemed to hold its
  breath.
EXPRESSION: Dancing is the one place I stop performing for other people and just say what I feel.
EXPRESSION: Painted the grief instead of talking about it. The canvas is all grey and red and it says more
  than I could.
EXPRESSION: Find your voice by copying your heroes until the bits you can't copy are what's left.
EXPRESSION+ART_FORMS: Poetry is when an emotion has found its thought and the thought has found words. —
  Robert Frost

TRAVEL_PLANNING: Itinerary draft: 3 nights Lisbon, 2 Porto, train between, fly home from Porto. Book the
  trains two weeks ahead.
TRAVEL_PLANNING: Flights in, beds booked for the first two nights only; we'll work out the rest when we get
  there.
TRAVEL_PLANNING: Agency appointment: the visa takes six weeks, so apply by 1 March. Insurance must cover
  trekking above 3,000m.
TRAVEL_PLANNING+TASKS_ACTIONS: before we go: passports, plug adapters, offline copies of all bookings, confirm
  the cat sitter
CULTURAL_EXPERIENCES: Nobody tipped in Japan, and when I left coins on the table the waiter ran down the
  street to give them back.
CULTURAL_EXPERIENCES: Sharing iftar with the family who ran our guesthouse was the best meal of the whole
  trip.
CULTURAL_EXPERIENCES: Learnt to say thank you in Thai before anything else; people's faces changed the moment
  I tried.
CULTURAL_EXPERIENCES: At the village festival they handed us flour and told us to dance. Nobody cared that we
  didn't know the steps.
EXPLORATION_ADVENTURE: The world is a book and those who do not travel read only one page. — attributed to St
  Augustine
EXPLORATION_ADVENTURE: Four days on the trail with no signal. Crossed the pass in sleet and I've never felt so
  alive.
EXPLORATION_ADVENTURE: Not all those who wander are lost. — J. R. R. Tolkien
EXPLORATION_ADVENTURE: Took the wrong bus on purpose and ended up in a fishing village that isn't in any
  guidebook.
DESTINATION_SPECIFIC: Kyoto: go to Fushimi Inari at dawn, before the tour groups, and keep climbing past the
  first crowded section.
DESTINATION_SPECIFIC: Iceland's Ring Road takes about a week if you actually want to stop, and in winter
  stretches of the north can close without warning.
DESTINATION_SPECIFIC+TRAVEL_TIPS: Lisbon's tram 28 is charming but packed with tourists and pickpockets; walk
  up through the Alfama instead.
DESTINATION_SPECIFIC: The Marrakech medina is a maze. Jemaa el-Fna, the main square, is your anchor when you
  get lost.
TRAVEL_TIPS: Roll your clothes instead of folding them, and pack a spare top in your hand luggage in case the
  bag goes missing.
TRAVEL_TIPS: Always carry a little local cash; small cafés and buses often don't take cards.
TRAVEL_TIPS: Take a photo of your passport, and keep your hotel's address written in the local script.
TRAVEL_TIPS: Jet lag trick from the cabin crew: get outside in daylight as soon as you land and don't nap past
  3pm.

ENVIRONMENTAL_ISSUES: The last decade was the warmest on record, and land is warming faster than the oceans.
ENVIRONMENTAL_ISSUES: Microplastics have now been found in rain, in Arctic snow and in human blood.
ENVIRONMENTAL_ISSUES: The sea was full of plastic now, he thought, and the fish ate it, and we ate the fish.
ENVIRONMENTAL_ISSUES: Lecture: topsoil is being lost far faster than it forms; some farmland may have only a
  few decades of good harvests left.
ECO_FRIENDLY_PRACTICES: Compost bin set up. Coffee grounds, veg peelings, eggshells; no meat or dairy.
ECO_FRIENDLY_PRACTICES: Refill shop on the high street: bring your own jars for pasta, oats and washing-up
  liquid.
ECO_FRIENDLY_PRACTICES: Buy less, choose well, make it last. — Vivienne Westwood
ECO_FRIENDLY_PRACTICES: Switched to washing at 30 degrees and line-drying: same clean clothes, a fraction of
  the energy.
CONSERVATION_EFFORTS: Rewilding the estate brought the beavers back, and within five years the flooding
  downstream had eased.
CONSERVATION_EFFORTS: Volunteer day with the wildlife trust: coppicing hazel so the dormice have a mixed-age
  woodland.
CONSERVATION_EFFORTS: Marine reserves where fishing is banned end up exporting more fish to the waters around
  them.
CONSERVATION_EFFORTS: Only about 300 of these frogs are left in the wild; the zoo's captive breeding programme
  is the insurance policy.
POLICY_ADVOCACY: Wrote to my MP about the new oil and gas licences. Used the campaign's template but added a
  paragraph of my own.
POLICY_ADVOCACY: A carbon price only works if it's high enough to change what people buy and predictable
  enough for companies to plan around.
POLICY_ADVOCACY: Council meeting: motion passed to declare a climate emergency and bring the council's own
  emissions to net zero by 2030.
POLICY_ADVOCACY: Never doubt that a small group of thoughtful, committed citizens can change the world. —
  Margaret Mead
PERSONAL_IMPACT: Worked out my footprint: the two long-haul flights this year outweigh everything else I did
  combined.
PERSONAL_IMPACT: Going meat-free on weekdays cuts my food emissions by about a third, according to the
  calculator.
PERSONAL_IMPACT: Every time I upgrade my phone I wonder where the old one actually ends up.
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: Sold the car, bought an e-bike. My commute is now the lowest-carbon
  part of my week.
`;
