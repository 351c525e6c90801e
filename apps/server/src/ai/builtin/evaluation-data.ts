/**
 * Hand-written highlights for evaluating the categoriser: one item per block, starting with its expected
 * code(s) joined by "+", then a colon; indented lines continue the previous item.
 */
export const EVALUATION_DATA = `
TASKS_ACTIONS: Write down the three things that have to happen tomorrow before you close the laptop tonight.
  Anything else goes on the "later" list.
TASKS_ACTIONS: Note to self: renew the domain, reply to the landlord, and send the signed contract to Jonas
  by Thursday.
TASKS_ACTIONS: If an item has sat on your list for three weeks, either schedule it, delegate it, or delete it.
  Lists that only grow become wallpaper.
TASKS_ACTIONS: Every open commitment you haven't captured somewhere trusted keeps nagging at you in the
  background.
METHODS_TECHNIQUES: Work in 25-minute sprints with a five-minute break after each; after four rounds take a
  longer pause of 20 to 30 minutes.
METHODS_TECHNIQUES: Sort everything into four boxes: urgent and important, important but not urgent, urgent
  but not important, neither. Most of the real progress lives in the second box.
METHODS_TECHNIQUES: Give every hour of the workday a job on the calendar the night before. When something
  unexpected comes up, redraw the blocks rather than abandoning the plan.
METHODS_TECHNIQUES: Group similar small jobs (email, calls, invoices) into one batch in the afternoon so they
  stop fragmenting the morning.
METHODS_TECHNIQUES: The Zettelkasten works because each note is atomic and linked to others, so ideas compound
  instead of getting buried in folders.
TOOLS_RESOURCES: I moved my whole task system from Trello to a plain text file and a few keyboard shortcuts.
  Fewer features, less fiddling.
TOOLS_RESOURCES: The best note-taking app is the one you open without thinking. Switching tools every month is
  procrastination disguised as optimisation.
TOOLS_RESOURCES: Set up a Zapier automation so that starred emails land in Todoist with a link back to the
  thread.
TOOLS_RESOURCES: A physical timer on the desk works better than a phone app, because picking up the phone is
  exactly how the distraction starts.
MINDSET_HABITS: Procrastination is not laziness; it is an emotion-regulation problem. We avoid the task
  because of how it makes us feel.
MINDSET_HABITS: Every time you switch context, part of your attention stays stuck on the previous task.
  Researchers call it attention residue.
MINDSET_HABITS: Busy is not the same as productive. A full calendar can be a way of avoiding the one hard
  thing that matters.
MINDSET_HABITS: Perfectionism kept the report in my drafts for two weeks. Shipping a decent version on day two
  would have been far better.
OUTCOMES: Measure the week by what shipped, not by the hours spent at the desk.
OUTCOMES: After three months of protecting my mornings, I finished the book proposal and cut my overtime
  roughly in half.
OUTCOMES: Track output, not activity: number of features delivered, articles published, problems actually
  closed.
TASKS_ACTIONS+METHODS_TECHNIQUES: Do the two-minute tasks immediately; anything longer goes into the inbox and
  gets processed during the weekly review.
MINDSET_HABITS+OUTCOMES: Saying no to good opportunities is what makes room for the great ones, and the
  results over a year are dramatic.

DEVELOPMENT_CODING: Write the test first, watch it fail, then write just enough code to make it pass. Refactor
  only when everything is green.
DEVELOPMENT_CODING: A pull request should do one thing. Reviewers can hold about 400 lines in their head;
  beyond that they just skim and approve.
DEVELOPMENT_CODING: Prefer composition over inheritance: small functions that take data and return data are
  easier to test than deep class hierarchies.
DEVELOPMENT_CODING: In TypeScript, make illegal states unrepresentable by using discriminated unions instead
  of optional fields.
DEVELOPMENT_CODING: Premature optimization is the root of all evil; profile the program before rewriting
  anything for speed.
HARDWARE_DEVICES: The new ARM laptops get 18 hours of battery life because the chip idles at a fraction of the
  power an x86 processor needs.
HARDWARE_DEVICES: Don't buy the cheapest SSD for a build server: sustained write speeds collapse once the
  cache fills up.
HARDWARE_DEVICES: A Raspberry Pi with a temperature sensor and a small e-ink display makes a surprisingly good
  weather station.
HARDWARE_DEVICES: Phones now ship with more RAM than the desktop I used ten years ago, yet the apps feel
  slower.
DATA_AI: Large language models predict the next token; they do not look facts up, which is why they
  confidently invent citations.
DATA_AI: Garbage in, garbage out: a model trained on biased historical hiring data will learn to reproduce
  that bias.
DATA_AI: Always keep a held-out test set that nobody tunes against, otherwise your accuracy numbers are
  fiction.
DATA_AI: Retrieval-augmented generation grounds the model's answer in documents fetched at query time, which
  reduces hallucinations.
DATA_AI: Most of a data scientist's week is spent cleaning messy spreadsheets, not building clever neural
  networks.
CYBERSECURITY: Turn on two-factor authentication everywhere, and prefer an authenticator app or hardware key
  over SMS codes.
CYBERSECURITY: The breach started with a single phishing email to an intern; the attackers then moved
  laterally for months unnoticed.
CYBERSECURITY: Never store passwords in plain text. Hash them with a slow algorithm such as Argon2 or bcrypt,
  with a unique salt.
CYBERSECURITY: Unpatched servers are the low-hanging fruit for ransomware gangs; most exploits target bugs
  fixed months earlier.
TRENDS_INNOVATION: Every wave of computing (mainframes, PCs, mobile, cloud) was dismissed as a toy before it
  reshaped the industry.
TRENDS_INNOVATION: Quantum computers won't replace laptops, but they may transform drug discovery and
  materials science within a decade.
TRENDS_INNOVATION: The adoption curve of smartphones was faster than electricity, radio or television.
DATA_AI+DEVELOPMENT_CODING: Copilot writes boilerplate well, but you still need to read every line it
  suggests, because it happily invents APIs that don't exist.

STRATEGY_PLANNING: Strategy is deciding what not to do. If your plan doesn't rule anything out, it isn't a
  strategy.
STRATEGY_PLANNING: A durable moat comes from network effects, switching costs, or scale economies; a clever
  feature gets copied in months.
STRATEGY_PLANNING: Before entering a new market, ask why the incumbents haven't already captured it.
STRATEGY_PLANNING: Good strategy has a kernel: a diagnosis of the challenge, a guiding policy, and coherent
  actions.
FINANCE_ACCOUNTING: Revenue is vanity, profit is sanity, but cash is reality. Companies with profits still die
  when they run out of cash.
FINANCE_ACCOUNTING: Gross margin tells you whether each sale makes money before overhead; if it's thin, growth
  only makes things worse.
FINANCE_ACCOUNTING: Recognise revenue when the service is delivered, not when the invoice is paid.
FINANCE_ACCOUNTING: We have 14 months of runway at the current burn rate, so fundraising has to start by
  spring.
MARKETING_SALES: People don't buy a quarter-inch drill; they want a quarter-inch hole. Sell the outcome, not
  the product.
MARKETING_SALES: Our landing page doubled its conversion rate after we replaced the feature list with three
  customer quotes.
MARKETING_SALES: It is five times cheaper to keep an existing customer than to acquire a new one, so churn
  matters more than top-of-funnel.
MARKETING_SALES: The best salespeople ask more questions than they answer; discovery calls are about the
  buyer's problem.
MANAGEMENT_LEADERSHIP: A manager's output is the output of their team. Your job is leverage, not doing the
  work yourself.
MANAGEMENT_LEADERSHIP: Weekly one-on-ones belong to the report, not the manager: let them set the agenda.
MANAGEMENT_LEADERSHIP: Teams with psychological safety admit mistakes early, which is why they end up making
  fewer serious ones.
MANAGEMENT_LEADERSHIP: Hire slowly, fire quickly, and never promote your best engineer into management without
  asking whether they want it.
OPERATIONS_LOGISTICS: The bottleneck sets the pace of the whole factory; improving any other step just grows
  the pile in front of it.
OPERATIONS_LOGISTICS: Keeping a safety stock of critical parts cost us money in good years but saved the
  quarter when the supplier shut down.
OPERATIONS_LOGISTICS: Toyota's stop-the-line rule lets any worker halt production when they spot a defect.
OPERATIONS_LOGISTICS: Last-mile delivery accounts for more than half of total shipping cost.
STRATEGY_PLANNING+MARKETING_SALES: Pick a niche small enough that you can become the obvious choice in it,
  then expand to adjacent segments.
MANAGEMENT_LEADERSHIP+OPERATIONS_LOGISTICS: Write down the process once it has worked three times; a checklist
  lets new hires run it without asking you.

PHYSICAL_HEALTH: Zone 2 cardio, a pace where you can still hold a conversation, builds the aerobic base that
  everything else rests on.
PHYSICAL_HEALTH: Muscle mass is one of the strongest predictors of healthy aging, so lift something heavy two
  or three times a week.
PHYSICAL_HEALTH: Walking 7,000 to 8,000 steps a day captured most of the mortality benefit in the study; more
  steps helped only a little.
PHYSICAL_HEALTH: Stretch after running, not before; a dynamic warm-up prepares the muscles better than holding
  static poses.
MENTAL_HEALTH: Anxiety lies. It tells you the worst outcome is the most likely one and that you won't be able
  to cope.
MENTAL_HEALTH: Burnout is not fixed by a holiday if you come back to the same workload and the same lack of
  control.
MENTAL_HEALTH: Talking to a therapist was the first time I noticed how often I replayed conversations for
  hours afterwards.
MENTAL_HEALTH: Depression often shows up as numbness rather than sadness: nothing feels worth doing.
WELLNESS_LIFESTYLE: Get morning daylight within an hour of waking; it anchors your body clock and makes
  falling asleep at night easier.
WELLNESS_LIFESTYLE: No screens in the bedroom was the single change that improved my sleep the most.
WELLNESS_LIFESTYLE: Spending two hours a week in nature is associated with noticeably better wellbeing,
  whether in one visit or several.
WELLNESS_LIFESTYLE: Eat mostly plants, not too much, and cook at home more often than you order in.
MEDICAL_SCIENTIFIC: In a randomized trial, the placebo group improved almost as much as the treatment group,
  which says a lot about expectations.
MEDICAL_SCIENTIFIC: Chronic low-grade inflammation links obesity, heart disease and type 2 diabetes.
MEDICAL_SCIENTIFIC: Antibiotics don't work against viruses; prescribing them for a cold only breeds resistant
  bacteria.
MEDICAL_SCIENTIFIC: mRNA vaccines teach cells to make a harmless piece of the spike protein, prompting the
  immune system to respond.
SPECIFIC_AREAS: After menopause, women lose bone density quickly, which is why strength training and calcium
  matter more.
SPECIFIC_AREAS: Hearing loss in midlife is one of the largest modifiable risk factors for dementia.
SPECIFIC_AREAS: Most lower back pain resolves on its own within six weeks; bed rest makes it worse.
SPECIFIC_AREAS: Your gut bacteria digest the fibre you can't, producing short-chain fatty acids that feed the
  lining of the colon.
PHYSICAL_HEALTH+SPECIFIC_AREAS: Resistance training twice a week lowered blood pressure in older adults about
  as much as a first-line medication.
MENTAL_HEALTH+WELLNESS_LIFESTYLE: A short walk at lunch did more for my afternoon stress than another coffee
  ever did.

CONCEPTS_THEORIES: Correlation is not causation: ice cream sales and drownings both rise in summer because of
  the heat, not because of each other.
CONCEPTS_THEORIES: Reason from first principles: break a problem down to the basic truths you're sure of and
  build up from there, instead of reasoning by analogy.
CONCEPTS_THEORIES: The map is not the territory. Every model simplifies, and the danger is forgetting what it
  leaves out.
CONCEPTS_THEORIES: Entropy explains why it takes effort to keep anything ordered: a room, a codebase, a
  relationship.
STUDY_MEMORIZATION: Testing yourself beats rereading. Trying to recall the answer strengthens the memory far
  more than seeing it again.
STUDY_MEMORIZATION: Review new flashcards after one day, then three, then a week, then a month; the gaps
  should grow as the memory stabilises.
STUDY_MEMORIZATION: Highlighting feels productive but does almost nothing for exam performance.
STUDY_MEMORIZATION: Mix different types of problems in one session instead of practising one type at a time;
  it feels harder but sticks better.
SKILLS_DEVELOPMENT: Deliberate practice means working at the edge of your ability with immediate feedback,
  not repeating what you already do well.
SKILLS_DEVELOPMENT: The first 20 hours of learning anything are the most awkward; push through them and
  you'll be reasonably good.
SKILLS_DEVELOPMENT: Become good at two or three things that rarely go together; the combination is rarer than
  being the best at one.
SKILLS_DEVELOPMENT: Beginners plateau when practice becomes comfortable. Raise the difficulty a little each
  week.
RESOURCES_MATERIALS: The free MIT OpenCourseWare lectures on linear algebra by Gilbert Strang are still the
  best introduction I've found.
RESOURCES_MATERIALS: "Make It Stick" is the one book on learning I'd recommend to every student and teacher.
RESOURCES_MATERIALS: Read the official documentation before watching tutorials; the docs are usually more
  accurate and more current.
RESOURCES_MATERIALS: Keep a running reading list and cut it ruthlessly; life is too short for books you aren't
  enjoying.
UNDERSTANDING_APPLICATION: If you can't explain it simply to a twelve-year-old, you don't understand it well
  enough yet.
UNDERSTANDING_APPLICATION: Knowing the formula isn't the same as knowing when to use it. Try it on a real
  problem from your own work.
UNDERSTANDING_APPLICATION: I only understood recursion when I traced a small example by hand on paper.
UNDERSTANDING_APPLICATION: After each chapter, write down one way you could use the idea this week. Otherwise
  it stays trivia.
SUBJECT_SPECIFIC: The Roman Empire didn't fall in a day; the western half slowly fragmented over more than a
  century of crises.
SUBJECT_SPECIFIC: In Spanish, ser describes what something is and estar how it is right now, a distinction
  English does not make.
SUBJECT_SPECIFIC: A derivative is just the slope of a curve at a single point; integrals add up infinitely
  thin slices of area.
SUBJECT_SPECIFIC: Photosynthesis converts light energy into chemical energy stored in glucose, releasing
  oxygen as a by-product.

SELF_AWARENESS: Write down what annoyed you today and why. Over a month the list shows your values more
  honestly than any personality test.
SELF_AWARENESS: We judge ourselves by our intentions and others by their behaviour.
SELF_AWARENESS: Notice when you are defending your self-image rather than looking for the truth.
SELF_AWARENESS: Ask three people who know you well what they'd come to you for. The answers reveal strengths
  you take for granted.
GOAL_SETTING_ACHIEVEMENT: A goal without a date is just a wish. Give it a deadline and a first step you can do
  today.
GOAL_SETTING_ACHIEVEMENT: Winners and losers have the same goals; what differs is the system they follow
  every day.
GOAL_SETTING_ACHIEVEMENT: I set three goals for the year and reviewed them every quarter; I hit two and
  learned why the third didn't matter.
GOAL_SETTING_ACHIEVEMENT: Break a big ambition into milestones small enough that you can celebrate one every
  few weeks.
EMOTIONAL_INTELLIGENCE: Naming the emotion ("I feel embarrassed") lowers its intensity. Name it to tame it.
EMOTIONAL_INTELLIGENCE: Between stimulus and response there is a space. In that space is our power to choose
  our response.
EMOTIONAL_INTELLIGENCE: Empathy is not agreeing with someone; it is understanding how the situation feels
  from where they stand.
EMOTIONAL_INTELLIGENCE: When anger shows up, ask what it is protecting. Usually it's hurt or fear underneath.
MINDSET_GROWTH: Adding the word "yet" turns "I can't do this" into a statement about effort instead of
  identity.
MINDSET_GROWTH: Failure is data. The people who improve fastest are those who can look at their mistakes
  without flinching.
MINDSET_GROWTH: The obstacle is the way: what stands in the way becomes the path forward.
MINDSET_GROWTH: Growth happens just outside the comfort zone; too far outside and it becomes panic instead.
HABITS_ROUTINES: Make the habit so small you can't say no: one push-up, one page, one line in the journal.
HABITS_ROUTINES: Attach the new habit to an old one: after I pour my morning coffee, I'll write for ten
  minutes.
HABITS_ROUTINES: Never miss twice. Missing one day is an accident; missing two is the start of a new pattern.
HABITS_ROUTINES: My evening routine (dishes, lay out clothes, phone on the charger in the hall) makes mornings
  run themselves.
HABITS_ROUTINES+SELF_AWARENESS: Every action is a vote for the type of person you want to become.
GOAL_SETTING_ACHIEVEMENT+MINDSET_GROWTH: Set goals that scare you a little; even falling short of an
  ambitious one teaches more than easily hitting a safe one.

PERSONAL_FINANCE: Pay yourself first: move a fixed amount into savings on payday before you can spend it.
PERSONAL_FINANCE: An emergency fund of three to six months of expenses turns a crisis into an inconvenience.
PERSONAL_FINANCE: Cancelled four subscriptions I'd forgotten about; that's 47 euros a month back.
PERSONAL_FINANCE: Pay off the credit card with the highest interest rate first while making minimum payments
  on the rest.
INVESTING: Time in the market beats timing the market. Missing the ten best days in twenty years cuts returns
  roughly in half.
INVESTING: A low-cost index fund that tracks the whole market will beat most actively managed funds over the
  long run.
INVESTING: Diversification is the only free lunch in investing.
INVESTING: Rebalance once a year back to your target allocation instead of reacting to every headline.
FINANCIAL_LITERACY: Inflation at 3% halves the purchasing power of cash in about 24 years.
FINANCIAL_LITERACY: The rule of 72: divide 72 by the interest rate to estimate how many years it takes to
  double your money.
FINANCIAL_LITERACY: Rich people buy assets; the middle class buys liabilities they think are assets.
FINANCIAL_LITERACY: Wealth is what you don't see: the cars not bought, the watches not worn, the money kept.
RETIREMENT_PLANNING: Always contribute enough to your 401(k) to get the full employer match; it's an
  immediate 50 to 100% return.
RETIREMENT_PLANNING: The 4% rule suggests you can withdraw 4% of your portfolio in the first year of
  retirement and adjust for inflation after.
RETIREMENT_PLANNING: Starting to save for retirement at 25 instead of 35 can nearly double the final pot
  thanks to compounding.
RETIREMENT_PLANNING: The state pension alone will not cover our expenses, so we need private savings to bridge
  the gap.
TAXES: A tax deduction lowers your taxable income; a tax credit lowers the tax itself, which makes it worth
  more.
TAXES: Keep every receipt for business expenses in one folder; filing in April becomes an afternoon instead
  of a week.
TAXES: Moving into a higher bracket only taxes the extra income at the higher rate, not everything you earn.
TAXES: Freelancers should set aside about a third of every invoice for income tax and social contributions.
INVESTING+TAXES: Hold bonds in tax-advantaged accounts and stocks in taxable ones to reduce the tax drag on
  your portfolio.
PERSONAL_FINANCE+FINANCIAL_LITERACY: Lifestyle creep means every raise quietly disappears into a slightly
  nicer life instead of savings.

INTERPERSONAL_RELATIONSHIPS: Couples who last turn toward each other's small bids for attention (a comment, a
  sigh, a joke) instead of ignoring them.
INTERPERSONAL_RELATIONSHIPS: Friendships need proximity, repeated unplanned interactions, and a setting that
  lets people let their guard down.
INTERPERSONAL_RELATIONSHIPS: Your kids will remember how you made them feel far longer than anything you said.
INTERPERSONAL_RELATIONSHIPS: Healthy boundaries are not walls; they tell people how to stay close to you.
COMMUNICATION_SKILLS: Most people listen with the intent to reply, not to understand.
COMMUNICATION_SKILLS: Put the conclusion in the first sentence of an email; busy readers may never reach the
  third paragraph.
COMMUNICATION_SKILLS: Mirroring, repeating the last three words someone said, invites them to keep talking and
  explain more.
COMMUNICATION_SKILLS: Slides should support the talk, not be the talk. If the audience is reading, they are
  not listening.
CONFLICT_RESOLUTION: Criticism attacks the person; a complaint addresses the behaviour. Start with "I feel...
  when..." instead of "you always".
CONFLICT_RESOLUTION: In a negotiation, focus on interests, not positions: ask why they want it, not just what
  they want.
CONFLICT_RESOLUTION: A good apology has no "but" in it.
CONFLICT_RESOLUTION: When a discussion gets heated, agree to pause for twenty minutes; nobody thinks clearly
  with their heart rate above 100.
RELATIONSHIP_BUILDING: Send the thank-you note. Almost nobody does, so the people who do are remembered.
RELATIONSHIP_BUILDING: Networking works best when you help first and ask later: introduce two people who
  should know each other.
RELATIONSHIP_BUILDING: Weak ties (old classmates, friends of friends) bring more job leads than close friends,
  because they know different people.
RELATIONSHIP_BUILDING: Remembering someone's name and using it is the simplest way to make them feel valued.
FEEDBACK: Describe the situation, the behaviour and its impact; leave the judgement about character out of it.
FEEDBACK: Praise in public, criticise in private, and do both soon after the event.
FEEDBACK: When receiving criticism, say thank you and ask one clarifying question before you respond to any
  of it.
FEEDBACK: Radical candor means caring personally while challenging directly. Without the care it is just
  obnoxious aggression.
COMMUNICATION_SKILLS+CONFLICT_RESOLUTION: Before you respond in an argument, summarise the other person's view
  until they agree you've got it right.
FEEDBACK+MANAGEMENT_LEADERSHIP: Managers who ask for feedback on themselves first find their teams much more
  open to hearing it.

CREATIVE_PROCESS: Write a terrible first draft on purpose. You can't edit a blank page.
CREATIVE_PROCESS: Ideas come when you stop forcing them, in the shower or on a walk, because the mind keeps
  working in the background.
CREATIVE_PROCESS: Constraints are fuel: a fixed palette, a word limit, a single afternoon.
CREATIVE_PROCESS: Show up to the desk every morning whether or not you feel inspired; inspiration finds you
  working.
ART_FORMS: Jazz is the art of making mistakes sound intentional.
ART_FORMS: A short story must earn every sentence; a novel can afford to wander.
ART_FORMS: Documentary photography can change laws: Lewis Hine's pictures of child labourers did.
ART_FORMS: Architecture is frozen music.
ARTISTIC_TECHNIQUES: Squint at your painting to see the values; if it doesn't read in black and white, colour
  won't save it.
ARTISTIC_TECHNIQUES: Place the horizon on the upper or lower third of the frame, never dead centre, unless
  symmetry is the point.
ARTISTIC_TECHNIQUES: In dialogue, people rarely say exactly what they mean. Let the subtext carry the scene.
ARTISTIC_TECHNIQUES: Wet-on-wet watercolour gives soft edges; wait for the paper to dry when you need crisp
  ones.
ART_APPRECIATION: Stand in front of a Rothko for five full minutes before deciding it's just coloured
  rectangles.
ART_APPRECIATION: The Impressionists were rejected by the official Salon and organised their own exhibition
  instead.
ART_APPRECIATION: Museums are better when you see five works slowly instead of fifty quickly.
ART_APPRECIATION: Great art asks a question the viewer has to finish answering.
EXPRESSION: Write the thing only you could write, in the voice you use with your closest friends.
EXPRESSION: Sharing unfinished work in public felt terrifying, but it's how I found the people who cared about
  it.
EXPRESSION: Dance lets me say things I have no words for.
EXPRESSION: Your style is just your limitations plus your obsessions, repeated long enough.
CREATIVE_PROCESS+EXPRESSION: Keep a notebook of scraps: overheard lines, odd colours, half-ideas. That's where
  your own voice shows up first.
ART_FORMS+ARTISTIC_TECHNIQUES: Film editors cut on motion so that the viewer's eye carries across the splice
  without noticing it.

TRAVEL_PLANNING: Book flights on a Tuesday about six to eight weeks out for domestic trips; for long-haul,
  three to five months ahead.
TRAVEL_PLANNING: Plan no more than one major sight per day and leave afternoons open; the best moments were
  always unplanned.
TRAVEL_PLANNING: Check passport validity before booking: many countries require six months beyond your return
  date.
TRAVEL_PLANNING: Shoulder season, May or late September, means half the crowds and lower hotel prices.
CULTURAL_EXPERIENCES: In Japan, tipping can feel like an insult; good service is simply expected.
CULTURAL_EXPERIENCES: We joined a family for dinner during Ramadan and learned more in one evening than from
  any guidebook.
CULTURAL_EXPERIENCES: Learning to say please and thank you in the local language changes how people treat you
  immediately.
CULTURAL_EXPERIENCES: The market at dawn is where the town actually lives; the tourist square wakes up at ten.
EXPLORATION_ADVENTURE: We hiked for six days along the ridge without seeing another tent; the silence at the
  top was unreal.
EXPLORATION_ADVENTURE: Get lost on purpose at least once on every trip. Put the map away and follow whatever
  looks interesting.
EXPLORATION_ADVENTURE: Kayaking between the fjords, seals surfacing beside us, felt like the edge of the
  world.
EXPLORATION_ADVENTURE: Solo travel forces you to talk to strangers, and that's where the adventures start.
DESTINATION_SPECIFIC: Lisbon's Alfama district is best explored on foot early in the morning before the trams
  fill up.
DESTINATION_SPECIFIC: Kyoto has over 1,600 temples; skip Kinkaku-ji at noon and see Fushimi Inari at sunrise
  instead.
DESTINATION_SPECIFIC: Iceland's Ring Road takes at least a week to drive properly, and the weather changes
  every hour.
DESTINATION_SPECIFIC: In Mexico City, Roma and Condesa are walkable neighbourhoods full of cafes, tree-lined
  streets and great tacos.
TRAVEL_TIPS: Roll your clothes, pack half of what you think you need, and bring twice the money.
TRAVEL_TIPS: Download offline maps and a translation pack before landing; airport Wi-Fi is not to be trusted.
TRAVEL_TIPS: Keep a photo of your passport in your email, and a paper copy separate from the original.
TRAVEL_TIPS: To beat jet lag, get outside in daylight on the first morning and don't nap longer than twenty
  minutes.
TRAVEL_PLANNING+TRAVEL_TIPS: Use a card without foreign transaction fees and always pay in the local currency
  when the terminal asks.
DESTINATION_SPECIFIC+CULTURAL_EXPERIENCES: Oaxaca's Day of the Dead celebrations mix Zapotec traditions with
  Catholic ritual in candlelit cemeteries.

ENVIRONMENTAL_ISSUES: The last decade was the warmest on record, and each tenth of a degree means more intense
  heatwaves and floods.
ENVIRONMENTAL_ISSUES: Microplastics have been found in human blood, in Arctic snow, and at the bottom of the
  Mariana Trench.
ENVIRONMENTAL_ISSUES: Agriculture drives most tropical deforestation, mainly for cattle pasture and soy.
ENVIRONMENTAL_ISSUES: Methane traps over 80 times more heat than carbon dioxide over twenty years, which makes
  leaks from gas wells a big deal.
ECO_FRIENDLY_PRACTICES: We started composting kitchen scraps and our bin now only goes out every two weeks.
ECO_FRIENDLY_PRACTICES: Buying second-hand clothes and repairing what we have is greener than any
  'sustainable' fashion brand.
ECO_FRIENDLY_PRACTICES: Switching to a heat pump cut our gas use to zero and the bill by about a third.
ECO_FRIENDLY_PRACTICES: Carry a reusable bottle and cup; single-use packaging is the easiest waste to avoid.
CONSERVATION_EFFORTS: Reintroducing wolves to Yellowstone changed the behaviour of elk, which let riverbanks
  and willows recover.
CONSERVATION_EFFORTS: Protecting 30% of land and sea by 2030 is the headline target of the global
  biodiversity framework.
CONSERVATION_EFFORTS: Mangrove restoration protects coastlines from storms and stores several times more
  carbon than inland forests.
CONSERVATION_EFFORTS: Community rangers cut rhino poaching in the reserve almost to zero within five years.
POLICY_ADVOCACY: A carbon tax with the revenue returned as a dividend to households is both effective and
  popular with voters.
POLICY_ADVOCACY: The EU ban on single-use plastics shows regulation moves faster than waiting for consumers to
  change.
POLICY_ADVOCACY: Write to your representative: a handful of personal letters on a local issue gets more
  attention than an online petition.
POLICY_ADVOCACY: The Paris Agreement relies on countries ratcheting up their pledges every five years.
PERSONAL_IMPACT: One return flight from London to New York emits about as much as a year of heating a typical
  home.
PERSONAL_IMPACT: The biggest lever in my own carbon footprint was eating far less beef, not the reusable bags.
PERSONAL_IMPACT: Individual choices matter most when they are visible: neighbours install solar panels after
  seeing one on the street.
PERSONAL_IMPACT: I worked out our household emissions: the car commute was forty percent of the total.
ENVIRONMENTAL_ISSUES+POLICY_ADVOCACY: Fossil fuel subsidies still exceed a trillion dollars a year, paying to
  make the climate problem worse.
CONSERVATION_EFFORTS+ENVIRONMENTAL_ISSUES: Coral reefs cover less than 1% of the ocean floor but support a
  quarter of marine species, and bleaching events are becoming annual.
`;
