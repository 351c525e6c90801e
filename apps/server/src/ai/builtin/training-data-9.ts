/**
 * Training examples, ninth batch: codes that are easy to confuse, each example clearly of its own code, 40 per
 * group. Never used for evaluation.
 */
export const TRAINING_DATA_9 = `
TASKS_ACTIONS: Call the plumber before Friday and pick up the dry cleaning on the way home.
TASKS_ACTIONS: Action items from standup: Priya sends the revised deck, Tom books the meeting room for
  Thursday, I update the tracker.
TASKS_ACTIONS: To do today: renew passport photo, reply to the landlord, return library books.
TASKS_ACTIONS: Remember to submit the expense form and chase the signed contract by end of day.
TASKS_ACTIONS: Errands for Saturday: hardware store for hinges, post office, drop off the donation bags.
TASKS_ACTIONS: Assigned to me in the kickoff: draft the onboarding checklist and share it with the team by
  Wednesday.
TASKS_ACTIONS: Follow up with Maria about the quote she promised, then schedule the car service.
TASKS_ACTIONS: Next step on the garage project: measure the shelves and order brackets.
METHODS_TECHNIQUES: Time blocking: give every hour of the day a job before the day starts, breaks included.
METHODS_TECHNIQUES: Work in 25-minute pomodoros with a five-minute break, and after four rounds take a longer
  one.
METHODS_TECHNIQUES: GTD says capture everything in one inbox, then clarify each item. Is it actionable? If so,
  what is the very next physical action?
METHODS_TECHNIQUES: Batch email into two windows, late morning and mid afternoon, instead of checking it all
  day.
METHODS_TECHNIQUES: The two-minute rule: if it takes less than two minutes, do it now rather than writing it
  down.
METHODS_TECHNIQUES: Eat the frog: tackle the hardest task first thing in the morning.
METHODS_TECHNIQUES: The Eisenhower matrix sorts tasks by urgent and important; then you do, schedule, delegate
  or delete.
METHODS_TECHNIQUES: Weekly review every Friday: empty the inboxes, update the project list, pick next week's
  three priorities.
TOOLS_RESOURCES: Switched from a paper planner to Todoist; the recurring task feature alone is worth it.
TOOLS_RESOURCES: A cheap dot grid notebook and a good pen still beat every productivity app I've tried.
TOOLS_RESOURCES: Shared Google Calendar for the family so everyone can see pickups and appointments.
TOOLS_RESOURCES: Found a Notion template for project tracking with a kanban board and a database of deadlines.
TOOLS_RESOURCES: Installed a browser extension that blocks social sites during work hours.
TOOLS_RESOURCES: The Things app on my phone syncs with the laptop, so the list is always with me.
TOOLS_RESOURCES: Desk setup: a whiteboard for the week, sticky notes for the day, a kitchen timer on the
  shelf.
TOOLS_RESOURCES: Our team tracks work in Trello and uses Slack reminders for the small stuff.
MINDSET_HABITS: Procrastination is rarely laziness. Usually I'm avoiding the feeling the task gives me.
MINDSET_HABITS: I keep putting off the report because starting feels bigger than it is.
MINDSET_HABITS: Focus is a muscle; every time I check my phone mid-task I'm training it to quit.
MINDSET_HABITS: Discipline at work is sitting down at the desk at nine even when motivation hasn't arrived.
MINDSET_HABITS: Perfectionism is procrastination in a nicer outfit. Ship the draft.
MINDSET_HABITS: Notice the urge to switch tabs and sit with it for ten seconds before going back to the work.
MINDSET_HABITS: Busy is not the same as productive; I confuse motion with progress when deadlines make me
  anxious.
MINDSET_HABITS: Deep work requires tolerating boredom without reaching for distraction.
OUTCOMES: Closed 34 tickets this sprint, up from 21 last sprint.
OUTCOMES: Finished the whole first draft of the proposal in three days instead of the usual two weeks.
OUTCOMES+METHODS_TECHNIQUES: Since blocking off my mornings for writing, I've produced 12,000 words this
  month.
OUTCOMES: Inbox at zero for the first time in a year, and both features shipped on schedule.
OUTCOMES: Result of the experiment: fewer meetings, and the team delivered twice as many pull requests.
OUTCOMES: Weekly tally: 18 deep work hours, 14 tasks completed, one project closed out.
OUTCOMES: Output went up while quality stayed the same, which was the whole point of the change.
OUTCOMES: Got through the entire backlog of support requests before the quarter ended.

DEVELOPMENT_CODING: Write the failing test first, then the smallest code that makes it pass, then refactor.
DEVELOPMENT_CODING: Handle the null case in the parser; the API sometimes returns an empty body.
DEVELOPMENT_CODING: Code review note: extract this function, the loop is doing three things at once.
DEVELOPMENT_CODING: Migrating the frontend from JavaScript to TypeScript caught a dozen bugs before they
  reached runtime.
DEVELOPMENT_CODING: Git tip: rebase your feature branch onto main before opening the pull request.
DEVELOPMENT_CODING: Premature optimization is the root of all evil.
DEVELOPMENT_CODING: Debugging is twice as hard as writing the code in the first place.
DEVELOPMENT_CODING: Set up the CI pipeline to run the linter, unit tests and the build on every push.
HARDWARE_DEVICES: The new laptop has 32 GB of RAM and an ARM chip, and the battery lasts all day.
HARDWARE_DEVICES: My phone battery is swelling; get it replaced before the screen cracks.
HARDWARE_DEVICES: Bought a mechanical keyboard with brown switches, much quieter than the blue ones.
HARDWARE_DEVICES: The router in the hallway can't reach the back bedroom. Try a mesh system.
HARDWARE_DEVICES: A Raspberry Pi runs the home media server off an external USB drive.
HARDWARE_DEVICES: Noise-cancelling headphones changed my commute.
HARDWARE_DEVICES: Before upgrading the desktop's graphics card, check the power supply wattage and the case
  clearance.
HARDWARE_DEVICES: E-ink tablet for reading PDFs: lighter than an iPad and easier on the eyes.
DATA_AI: Training data matters more than model architecture for most real-world classifiers.
DATA_AI: Clean the dataset first; duplicates and missing values skewed the regression.
DATA_AI: Large language models predict the next token. They don't look anything up unless you give them
  retrieval.
DATA_AI: Overfitting: great accuracy on the training set, terrible on new data.
DATA_AI: For the dashboard query, report the median response time, not the mean; the outliers distort it.
DATA_AI: Naive Bayes is a surprisingly strong baseline for text classification.
DATA_AI: Correlation in the data doesn't tell you which variable is driving the other.
DATA_AI: Fine-tuned the model on our support tickets and precision on the billing class went up noticeably.
CYBERSECURITY: Turn on two-factor authentication for email first; it's the key to every other account.
CYBERSECURITY: Phishing email pretended to be from IT and asked us to reset our passwords through a link.
CYBERSECURITY: Use a password manager and never reuse passwords across sites.
CYBERSECURITY: Patch the server today; the vulnerability is being actively exploited.
CYBERSECURITY: Ransomware encrypted their file shares, and the backups sat on the same network.
CYBERSECURITY: Principle of least privilege: give each service account only the permissions it needs.
CYBERSECURITY: Security is a process, not a product.
CYBERSECURITY: Check the certificate and the domain before entering credentials on any login page.
TRENDS_INNOVATION: Every big platform shift, from PC to web to mobile, looked like a toy at first.
TRENDS_INNOVATION: Electric vehicles are following the same cost curve solar panels followed a decade ago.
TRENDS_INNOVATION+DATA_AI: The next wave is AI agents built into everyday software rather than standalone
  chatbots.
TRENDS_INNOVATION: Disruptive innovations start at the low end of the market where incumbents aren't looking.
TRENDS_INNOVATION: Quantum computing is still years away from practical use, despite the headlines.
TRENDS_INNOVATION: The article predicts wearables will move from step counting to continuous health monitoring
  within five years.
TRENDS_INNOVATION: The hype cycle: inflated expectations, then disillusionment, then slow real adoption.
TRENDS_INNOVATION: More startups are building on open-source models instead of paying for proprietary APIs.

STRATEGY_PLANNING: Strategy is choosing what not to do.
STRATEGY_PLANNING: Offsite notes: we compete on service, not price, so stop discounting to win deals.
STRATEGY_PLANNING: Three-year plan: expand into two new regions and launch a subscription tier.
STRATEGY_PLANNING: The SWOT analysis showed our biggest weakness is dependence on a single large client.
STRATEGY_PLANNING: A good strategy has a diagnosis, a guiding policy and a set of coherent actions.
STRATEGY_PLANNING: Before entering a market, ask what would have to be true for us to win there.
STRATEGY_PLANNING: Q3 planning: every department's OKRs should ladder up to the company priority of customer
  retention.
STRATEGY_PLANNING: Five forces review: the real threat to the business is substitutes, not direct competitors.
FINANCE_ACCOUNTING: Cash flow, not profit, is what kills small businesses.
FINANCE_ACCOUNTING: Send the invoice the day the job is done; net 30 turns into net 60 if you wait.
FINANCE_ACCOUNTING: The department budget for next year is frozen at this year's level.
FINANCE_ACCOUNTING: Gross margin dropped because supplier costs went up and we didn't raise prices.
FINANCE_ACCOUNTING: Reconcile the company bank account with the general ledger at every month end.
FINANCE_ACCOUNTING: Accounts receivable is growing faster than revenue; clients are paying late.
FINANCE_ACCOUNTING: The balance sheet shows what the company owns and owes; the income statement shows whether
  it made money.
FINANCE_ACCOUNTING: The CFO wants a rolling twelve-month forecast instead of the annual budget.
MARKETING_SALES: People don't buy products, they buy better versions of themselves.
MARKETING_SALES: Sales call tip: ask about their problem for ten minutes before you mention the product.
MARKETING_SALES: Email campaign open rate was 42 percent but clicks were low because the call to action was
  buried.
MARKETING_SALES: Know your ideal customer so well that the ad copy writes itself.
MARKETING_SALES: Follow up with inbound leads within an hour; conversion drops sharply after that.
MARKETING_SALES+STRATEGY_PLANNING: Positioning: be the only one in your category, not just the best one.
MARKETING_SALES: Pricing page test: showing the annual plan by default increased conversions.
MARKETING_SALES: Word of mouth is still our best channel, so ask happy customers for referrals.
MANAGEMENT_LEADERSHIP: A manager's output is the output of their team.
MANAGEMENT_LEADERSHIP: In one-on-ones, let your report set the agenda; your job is to listen and unblock.
MANAGEMENT_LEADERSHIP: Delegate the outcome, not the steps.
MANAGEMENT_LEADERSHIP: Leaders go first. Admit your own mistakes in public so the team feels safe admitting
  theirs.
MANAGEMENT_LEADERSHIP: Hire slowly, and never promote someone to manager just because they've been here
  longest.
MANAGEMENT_LEADERSHIP: New managers struggle most with letting go of the work they used to do themselves.
MANAGEMENT_LEADERSHIP: Set clear expectations for the team, then hold people accountable to them kindly and
  consistently.
MANAGEMENT_LEADERSHIP: The culture of a team is defined by the worst behavior its leader tolerates.
OPERATIONS_LOGISTICS: Warehouse picking errors dropped after we relabeled the bins.
OPERATIONS_LOGISTICS: Supply chain delay: the container is stuck at the port for two more weeks, so notify
  affected customers.
OPERATIONS_LOGISTICS: Keep two weeks of safety stock for the fast-moving items.
OPERATIONS_LOGISTICS: Map the fulfillment process end to end before automating any part of it.
OPERATIONS_LOGISTICS: Just-in-time inventory cuts storage costs but leaves no buffer for disruptions.
OPERATIONS_LOGISTICS: SOP for returns: inspect, restock or write off, refund within five business days.
OPERATIONS_LOGISTICS: The bottleneck is packing, not picking, so adding more pickers won't help.
OPERATIONS_LOGISTICS: Switching freight carriers cut a day off delivery times to the west coast.

PHYSICAL_HEALTH: Squats, push-ups and rows, three sets twice a week, is plenty for a beginner building
  strength.
PHYSICAL_HEALTH: Zone 2 cardio: keep the pace easy enough to hold a conversation.
PHYSICAL_HEALTH: Stretch the hamstrings after runs; my lower back tightens when I skip it.
PHYSICAL_HEALTH: Walked 10,000 steps every day this week and my knees feel stronger.
PHYSICAL_HEALTH: Progressive overload: add a little weight or one more rep each week.
PHYSICAL_HEALTH: Physio says the shoulder pain comes from weak rotator cuff muscles, not from the bench press
  itself.
PHYSICAL_HEALTH: Ten minutes of mobility work before lifting.
PHYSICAL_HEALTH: Couch to 5K, week three: ran the full twenty minutes without stopping.
MENTAL_HEALTH: Anxiety lies about how dangerous things are.
MENTAL_HEALTH: My therapist wants me to notice when I catastrophize and ask what the most likely outcome
  really is.
MENTAL_HEALTH: Depression isn't sadness. It's the absence of being able to feel much at all.
MENTAL_HEALTH: Burnout has three signs: exhaustion, cynicism and feeling ineffective.
MENTAL_HEALTH: It's okay to not be okay, and reaching out for support is a strength.
MENTAL_HEALTH: Panic attacks peak and pass within about ten minutes; ride the wave.
MENTAL_HEALTH: Grounding exercise for anxious moments: five things you can see, four you can hear, three you
  can touch.
MENTAL_HEALTH: Chronic loneliness takes a real toll on mental health.
WELLNESS_LIFESTYLE: Slow mornings with coffee on the balcony and no phone until eight.
WELLNESS_LIFESTYLE: Balance isn't fifty-fifty every day; it's a way of living that doesn't drain you over the
  year.
WELLNESS_LIFESTYLE: Sunday reset: clean sheets, fresh flowers, a long bath, an early night.
WELLNESS_LIFESTYLE: Spend more time outdoors; a walk in the park lifts the whole day.
WELLNESS_LIFESTYLE: Cut back on alcohol and started going to the sauna on weekends.
WELLNESS_LIFESTYLE: Wellness is a collection of small choices: water, daylight, movement, friends.
WELLNESS_LIFESTYLE: Digital detox weekend at a cabin: no screens, just books, hikes and a wood stove.
WELLNESS_LIFESTYLE: Trying a slower pace of life, cooking at home, fewer plans, more time in the garden.
MEDICAL_SCIENTIFIC+SPECIFIC_AREAS: A randomized controlled trial found the drug cut heart attacks by 20
  percent compared with placebo.
MEDICAL_SCIENTIFIC: Antibiotics do nothing against viral infections like the common cold.
MEDICAL_SCIENTIFIC: The study followed 50,000 participants and linked ultra-processed food to higher
  mortality, but it was observational, so it can't prove cause.
MEDICAL_SCIENTIFIC: Doctor changed my blood pressure medication; watch for dizziness during the first week.
MEDICAL_SCIENTIFIC: mRNA vaccines tell cells to make a protein that trains the immune system.
MEDICAL_SCIENTIFIC: Relative risk sounds scary; always ask for the absolute risk.
MEDICAL_SCIENTIFIC: A newer class of migraine treatments blocks the CGRP protein.
MEDICAL_SCIENTIFIC: Fasting blood test on Monday, lab results due back Tuesday.
SPECIFIC_AREAS: Aim for 30 grams of fiber a day from beans, oats and vegetables.
SPECIFIC_AREAS: For better sleep, keep the bedroom cool and dark and get up at the same time even on weekends.
SPECIFIC_AREAS: Sunscreen every morning, even on cloudy days, is the best anti-aging skincare there is.
SPECIFIC_AREAS+MEDICAL_SCIENTIFIC: Folic acid before and during early pregnancy lowers the risk of neural tube
  defects.
SPECIFIC_AREAS: Resting heart rate down from 72 to 64 is a good sign for cardiovascular health.
SPECIFIC_AREAS: Protein at breakfast keeps me full until lunch.
SPECIFIC_AREAS: Caffeine has a half-life of five to six hours, so the afternoon coffee is wrecking my sleep.
SPECIFIC_AREAS: Gut health: fermented foods like yogurt and kimchi feed the good bacteria.

CONCEPTS_THEORIES: Cognitive load theory: working memory holds only a few items at once, so strip out extras
  that compete for attention.
CONCEPTS_THEORIES: Constructivism holds that learners build new knowledge on top of what they already know.
CONCEPTS_THEORIES: The forgetting curve shows memory decays quickly without review.
CONCEPTS_THEORIES: Bloom's taxonomy ranks thinking from remembering up to creating.
CONCEPTS_THEORIES: Vygotsky's zone of proximal development: what a learner can do with help but not yet alone.
CONCEPTS_THEORIES: The theory of multiple intelligences is popular with teachers but has weak empirical
  support.
CONCEPTS_THEORIES: Desirable difficulties: conditions that slow learning down in the short term improve
  long-term retention.
STUDY_MEMORIZATION: Anki flashcards every morning, twenty minutes, no skipping.
STUDY_MEMORIZATION: Test yourself instead of rereading; retrieval practice beats highlighting.
STUDY_MEMORIZATION: Memory palace: place each item in a room of your house and walk through it in your mind.
STUDY_MEMORIZATION: Interleave practice problems from different chapters rather than doing them in blocks.
STUDY_MEMORIZATION: Revision plan for finals: review each topic on day 1, 3, 7 and 14.
STUDY_MEMORIZATION: Explain the chapter aloud without notes, then check what I missed.
STUDY_MEMORIZATION: Mnemonic for the planets: My Very Educated Mother Just Served Us Noodles.
SKILLS_DEVELOPMENT: Deliberate practice means working at the edge of your ability with immediate feedback.
SKILLS_DEVELOPMENT: Practiced public speaking by recording myself every week for three months.
SKILLS_DEVELOPMENT: Improving at chess: play slower games and go over every loss move by move.
SKILLS_DEVELOPMENT: The first twenty hours of learning a new skill are the most awkward; push through them.
SKILLS_DEVELOPMENT: Touch typing at 35 words per minute now, aiming for 60 by summer.
SKILLS_DEVELOPMENT: Skills stack: writing makes you a clearer thinker, which makes you a better speaker.
SKILLS_DEVELOPMENT: Drill one sub-skill per session, backhand only, instead of playing whole matches.
RESOURCES_MATERIALS: Free course on Coursera, Learning How to Learn, about four weeks long.
RESOURCES_MATERIALS: The textbook for the class is Campbell Biology; the older edition is fine and much
  cheaper.
RESOURCES_MATERIALS+SUBJECT_SPECIFIC: Great lecture series from MIT OpenCourseWare on linear algebra, with
  problem sets and solutions.
RESOURCES_MATERIALS: The library has both the audiobook and the workbook, so borrow both.
RESOURCES_MATERIALS: Recommended reading list for the seminar is posted on the course page.
RESOURCES_MATERIALS: Khan Academy has practice exercises and short videos for every unit.
RESOURCES_MATERIALS: Podcast episode listing the best introductory books for learning statistics.
UNDERSTANDING_APPLICATION: You don't really understand something until you can explain it simply to someone
  else.
UNDERSTANDING_APPLICATION: Used the negotiation framework from the book in my salary talk, and it actually
  worked.
UNDERSTANDING_APPLICATION: Knowing the formula isn't the same as knowing when to use it.
UNDERSTANDING_APPLICATION: After the workshop, try one idea at work within 48 hours or it will fade.
UNDERSTANDING_APPLICATION: Ask why it works, not just how; that's what lets you transfer it to new problems.
UNDERSTANDING_APPLICATION: Read less, apply more. Pick one idea from each book and test it in real life.
SUBJECT_SPECIFIC: The French Revolution began in 1789 with the storming of the Bastille.
SUBJECT_SPECIFIC: Photosynthesis converts light, water and carbon dioxide into glucose and oxygen.
SUBJECT_SPECIFIC: In Spanish, ser is for permanent traits and estar for states and locations.
SUBJECT_SPECIFIC: Newton's second law: force equals mass times acceleration.
SUBJECT_SPECIFIC: The derivative of a function gives its instantaneous rate of change.
SUBJECT_SPECIFIC: Mitochondria produce most of the cell's ATP through respiration.

SELF_AWARENESS: I get defensive when someone questions my work, which usually means I'm unsure of it myself.
SELF_AWARENESS: Journaling showed me I'm most irritable on days I overcommit.
SELF_AWARENESS: Know your values, or you'll end up living by someone else's.
SELF_AWARENESS: Noticed I say yes to everything because I want to be liked.
SELF_AWARENESS: The personality test said I'm an introvert, which explains why parties drain me.
SELF_AWARENESS: The things that annoy us in others often point at something in ourselves.
SELF_AWARENESS: Ask yourself: what am I pretending not to know?
SELF_AWARENESS: My strengths are patience and attention to detail; my blind spot is asking for help.
GOAL_SETTING_ACHIEVEMENT: Goals for this year: finish my degree and apply for three senior roles.
GOAL_SETTING_ACHIEVEMENT: Set SMART goals: specific, measurable, achievable, relevant, time-bound.
GOAL_SETTING_ACHIEVEMENT: Break the big goal into quarterly milestones and check them every month.
GOAL_SETTING_ACHIEVEMENT: Finally hit the goal I set three years ago: my first short story is published.
GOAL_SETTING_ACHIEVEMENT: Write your goals down; people who do are more likely to follow through.
GOAL_SETTING_ACHIEVEMENT: A goal without a deadline is just a wish.
GOAL_SETTING_ACHIEVEMENT: Vision board for next year: new job, move to the coast, learn to sail.
GOAL_SETTING_ACHIEVEMENT: Reached the halfway milestone toward the certification I promised myself.
EMOTIONAL_INTELLIGENCE: Name it to tame it. Saying I'm frustrated out loud takes some of the heat out.
EMOTIONAL_INTELLIGENCE: Emotional intelligence is noticing what others feel without them having to say it.
EMOTIONAL_INTELLIGENCE+COMMUNICATION_SKILLS: Pause before replying when you're angry; the feeling passes, the
  message doesn't.
EMOTIONAL_INTELLIGENCE: Empathy isn't agreeing; it's understanding why someone feels the way they do.
EMOTIONAL_INTELLIGENCE: Learning to tell the difference between disappointment and anger in myself.
EMOTIONAL_INTELLIGENCE: Other people's moods are contagious, but I don't have to catch them.
EMOTIONAL_INTELLIGENCE: Self-regulation: feel the feeling fully, then choose what to do with it.
EMOTIONAL_INTELLIGENCE: Reading the room: the quiet person in the meeting was upset, not uninterested.
MINDSET_GROWTH: Add the word yet. I can't do it yet is very different from I can't do it.
MINDSET_GROWTH: A fixed mindset sees failure as a verdict; a growth mindset sees it as information.
MINDSET_GROWTH: Challenges are how abilities grow, so seek them out instead of protecting your image.
MINDSET_GROWTH: Compare yourself to who you were last year, not to who someone else is today.
MINDSET_GROWTH: Effort is the path to mastery, not proof that you lack talent.
MINDSET_GROWTH: Mistakes mean I'm stretching, not that I'm stupid.
MINDSET_GROWTH: Be willing to be a beginner every single morning.
MINDSET_GROWTH: Shift from I have to do this to I get to do this.
HABITS_ROUTINES: Habit stacking: after I pour my coffee, I write one line in my journal.
HABITS_ROUTINES: Morning routine: make the bed, read ten pages, write three things I'm grateful for.
HABITS_ROUTINES: Make good habits obvious and easy; leave the guitar out of its case.
HABITS_ROUTINES: Never miss twice. One skipped day is an accident; two is the start of a new habit.
HABITS_ROUTINES: Habit tracker on the fridge: 21 days in a row of reading before bed.
HABITS_ROUTINES+WELLNESS_LIFESTYLE: Evening wind-down routine: tidy the kitchen, lay out clothes, lights off
  by eleven.
HABITS_ROUTINES: On average it takes about two months for a new behavior to become automatic.
HABITS_ROUTINES: Replace a bad habit instead of just removing it: when I want to scroll, I pick up a book.

PERSONAL_FINANCE: Pay yourself first: move money into savings on payday before spending anything.
PERSONAL_FINANCE: Paid off the last credit card this month; the car loan is next.
PERSONAL_FINANCE: The 50/30/20 budget: needs, wants, savings.
PERSONAL_FINANCE: Emergency fund target: three months of living expenses in a high-yield savings account.
PERSONAL_FINANCE: Cancelled four subscriptions I forgot I had and now save 60 dollars a month.
PERSONAL_FINANCE: Debt avalanche: pay down the highest interest rate first.
PERSONAL_FINANCE: Tracked every purchase for a month; takeout was my biggest leak.
PERSONAL_FINANCE: Money date with my partner on the first Sunday of the month to go over the household budget.
INVESTING: Index funds beat most actively managed funds over long periods once fees are counted.
INVESTING: Time in the market beats timing the market.
INVESTING: Diversify across stocks, bonds and countries so one bad bet doesn't sink you.
INVESTING: Be fearful when others are greedy and greedy when others are fearful.
INVESTING: Rebalanced the portfolio back to 70 percent stocks and 30 percent bonds.
INVESTING: Dollar-cost averaging: invest the same amount every month regardless of the share price.
INVESTING: The dividend yield looks high only because the share price collapsed; find out why.
INVESTING: Price is what you pay; value is what you get.
FINANCIAL_LITERACY: Compound interest: your money earns interest, then the interest earns interest.
FINANCIAL_LITERACY: APR includes fees, so compare loans by APR rather than the headline rate.
FINANCIAL_LITERACY: Inflation means cash under the mattress loses buying power every year.
FINANCIAL_LITERACY: A credit score is built from payment history, utilization and length of credit history.
FINANCIAL_LITERACY: Understand the difference between an asset and a liability before buying a bigger house.
FINANCIAL_LITERACY: Teach kids about money early with three jars: saving, spending, giving.
FINANCIAL_LITERACY: Net worth is what you own minus what you owe.
FINANCIAL_LITERACY: Read the fine print: minimum payments on a card can stretch a small debt over decades.
RETIREMENT_PLANNING: Contribute enough to get the full employer 401(k) match; it's free money.
RETIREMENT_PLANNING: The 4 percent rule: withdraw about 4 percent of your savings in the first year of
  retirement.
RETIREMENT_PLANNING: Checked my pension statement; projected income at 67 is lower than I expected.
RETIREMENT_PLANNING+TAXES: Roth IRA withdrawals in retirement are tax-free once you're past 59 and a half.
RETIREMENT_PLANNING: Start saving for retirement in your twenties; the last decade of compounding does the
  most.
RETIREMENT_PLANNING: Retirement isn't only a number. Plan what you'll actually do with your days.
RETIREMENT_PLANNING: Meeting with the advisor to decide when to claim Social Security.
RETIREMENT_PLANNING: Moved the old workplace pension into a target-date fund for 2055.
TAXES: Tax return due April 15: gather W-2s, receipts and the mortgage interest statement.
TAXES: Keep receipts for charitable donations so you can claim the deduction.
TAXES: Freelancers should set aside about 30 percent of every payment for income tax.
TAXES: Capital gains on shares held more than a year are taxed at a lower rate.
TAXES: Standard deduction or itemize? Run the numbers both ways.
TAXES: Quarterly estimated tax payment due in June.
TAXES: A big refund isn't a bonus; it means you overpaid all year.
TAXES+INVESTING: Tax-loss harvesting: sell losing positions to offset the gains from winners.

INTERPERSONAL_RELATIONSHIPS: The quality of your relationships determines the quality of your life.
INTERPERSONAL_RELATIONSHIPS: My sister and I are closer now that we call every Sunday.
INTERPERSONAL_RELATIONSHIPS: Healthy relationships have boundaries; you can love someone and still say no.
INTERPERSONAL_RELATIONSHIPS: Adult friendships need scheduling, which feels unromantic but works.
INTERPERSONAL_RELATIONSHIPS: Marriage is choosing the same person again on the ordinary days.
INTERPERSONAL_RELATIONSHIPS: People come into your life for a reason, a season, or a lifetime.
INTERPERSONAL_RELATIONSHIPS: Trust between partners is built in small moments, not grand gestures.
INTERPERSONAL_RELATIONSHIPS: I give far more than I get in this friendship. Worth thinking about.
COMMUNICATION_SKILLS: Listen to understand, not to reply.
COMMUNICATION_SKILLS: Use I statements: I feel left out when plans change without a message.
COMMUNICATION_SKILLS: Say the main point first, then the details.
COMMUNICATION_SKILLS: Ask open questions, like what was that like for you, rather than was it fine.
COMMUNICATION_SKILLS: Repeat the last few words someone said to get them to keep talking.
COMMUNICATION_SKILLS: Silence is part of a conversation; don't rush to fill it.
COMMUNICATION_SKILLS: On the phone, tone carries more than words, so slow down and lower your voice.
COMMUNICATION_SKILLS: Paraphrase back what you heard before you give your view.
CONFLICT_RESOLUTION: Attack the problem, not the person.
CONFLICT_RESOLUTION: When we argue, we take a twenty-minute break and come back once we're both calm.
CONFLICT_RESOLUTION: Find the interest behind the position: he doesn't want the window shut, he wants no
  draft.
CONFLICT_RESOLUTION: Repair attempts, like a joke or a gentle touch, keep an argument from spiraling.
CONFLICT_RESOLUTION+COMMUNICATION_SKILLS: At mediation each side stated their needs without interruption, and
  then we looked for overlap.
CONFLICT_RESOLUTION: Apologize for your part of the fight even if you think they were more wrong.
CONFLICT_RESOLUTION: The fight about the dishes is never about the dishes.
CONFLICT_RESOLUTION: Agree to disagree on politics and keep the family dinner peaceful.
RELATIONSHIP_BUILDING: Remember names and small details; ask about their kid's recital next time.
RELATIONSHIP_BUILDING: Networking is just making friends with people in your field.
RELATIONSHIP_BUILDING: Invite the new neighbors over for dinner this month.
RELATIONSHIP_BUILDING: Give before you ask: introduce people who could help each other.
RELATIONSHIP_BUILDING: Reach out to three old colleagues each month just to say hi.
RELATIONSHIP_BUILDING: Shared experiences build bonds faster than conversations do.
RELATIONSHIP_BUILDING: Join a club or class; proximity and repetition are how new friendships form.
RELATIONSHIP_BUILDING: Send a handwritten thank-you note after meeting someone you want to stay in touch with.
FEEDBACK: Feedback is a gift, even when the wrapping is ugly.
FEEDBACK: Give feedback on the behavior, not the person, and be specific about the impact.
FEEDBACK: Say thank you for criticism, then decide later whether it's true.
FEEDBACK: Asked my manager for one thing I could do better; she said keep my emails shorter.
FEEDBACK+MANAGEMENT_LEADERSHIP: Praise in public, critique in private.
FEEDBACK: Situation, behavior, impact: a simple way to structure feedback.
FEEDBACK: Radical candor means caring personally while challenging directly.
FEEDBACK: Peer review results: people value my calm, but want more frequent updates on progress.

CREATIVE_PROCESS: Write the ugly first draft; editing comes later.
CREATIVE_PROCESS: Nothing is original. Steal like an artist and remix what inspires you.
CREATIVE_PROCESS: Inspiration is for amateurs; the rest of us just show up and get to work.
CREATIVE_PROCESS: Ideas come on walks, so I carry a notebook and walk every afternoon.
CREATIVE_PROCESS: Incubation: step away from the problem and let the subconscious work on it.
CREATIVE_PROCESS: Constraints fuel creativity; give yourself a tight limit and see what happens.
CREATIVE_PROCESS: The creative process moves through preparation, incubation, illumination and verification.
CREATIVE_PROCESS: Quantity leads to quality: make a hundred bad sketches to find one good idea.
ART_FORMS: The sonnet has fourteen lines and usually turns at line nine.
ART_FORMS: Jazz grew out of blues and ragtime in New Orleans.
ART_FORMS: Documentary film can be as artful as fiction.
ART_FORMS: Haiku captures a single moment in three short lines.
ART_FORMS: Ceramics is slow: throwing, trimming, drying, bisque firing, glazing, firing again.
ART_FORMS: Street art and graffiti now hang in major museums.
ART_FORMS: Opera combines music, drama, poetry and stage design in a single form.
ART_FORMS: Graphic novels are literature, not just comics for kids.
ARTISTIC_TECHNIQUES: Squint to see the values; get the lights and darks right before worrying about color.
ARTISTIC_TECHNIQUES: Rule of thirds: put the subject off center.
ARTISTIC_TECHNIQUES: Wet-on-wet watercolor for soft skies, dry brush for texture.
ARTISTIC_TECHNIQUES: Palm muting on guitar gives a tighter, chunkier sound.
ARTISTIC_TECHNIQUES: Show, don't tell: put the reader inside the scene.
ARTISTIC_TECHNIQUES: Negative space drawing: draw the shapes around the object, not the object.
ARTISTIC_TECHNIQUES: A limited palette of three colors plus white keeps the painting harmonious.
ARTISTIC_TECHNIQUES: Shoot in golden hour and expose for the highlights.
ART_APPRECIATION: Standing in front of the Rothko, I finally understood why people cry at it.
ART_APPRECIATION: Art should comfort the disturbed and disturb the comfortable.
ART_APPRECIATION: Slow looking: spend ten minutes with a single painting at the gallery.
ART_APPRECIATION: Museum tour notes: in almost every Vermeer, the light falls from a window on the left.
ART_APPRECIATION: You don't have to understand a piece to be moved by it.
ART_APPRECIATION: Listening to Bach's cello suites while reading the liner notes about their history.
ART_APPRECIATION: Critics mocked the Impressionists at first; taste changes.
ART_APPRECIATION: What makes a film great is how it stays with you a week later.
EXPRESSION: Write what you feel, not what you think you should feel.
EXPRESSION: Dancing alone in the kitchen is how I let off steam.
EXPRESSION: Art is how I say the things I can't say out loud.
EXPRESSION: Writing poems when prose feels too heavy to carry what I mean.
EXPRESSION: Your voice is your most valuable asset as an artist; don't trade it for trends.
EXPRESSION: Sing badly, loudly and often.
EXPRESSION+MENTAL_HEALTH: Painting after the breakup gave the sadness somewhere to go.
EXPRESSION: Self-expression doesn't need an audience.

TRAVEL_PLANNING: Book flights about two months ahead for domestic trips.
TRAVEL_PLANNING: Itinerary draft: three days in Lisbon, two in Porto, train in between.
TRAVEL_PLANNING: Check the passport expiry date; many countries want six months of validity.
TRAVEL_PLANNING: Trip budget: flights 600, hotels 900, food 400, buffer 200.
TRAVEL_PLANNING: Reserve the ryokan now; it sells out during cherry blossom season.
TRAVEL_PLANNING: Apply for the visa at least a month before departure.
TRAVEL_PLANNING: Compare renting a car versus taking trains for the Highlands loop.
TRAVEL_PLANNING: Get a travel insurance quote before booking the tour.
CULTURAL_EXPERIENCES: Ate dinner with a family in a village outside Oaxaca; they taught us to make tortillas
  by hand.
CULTURAL_EXPERIENCES: In Japan, people take their shoes off before entering homes and some restaurants.
CULTURAL_EXPERIENCES: Celebrated Diwali with friends in Jaipur; lamps on every doorstep and fireworks all
  night.
CULTURAL_EXPERIENCES: Learning a few words of the local language opens every door.
CULTURAL_EXPERIENCES+DESTINATION_SPECIFIC: Tea ceremony class in Kyoto, where every movement has a meaning.
CULTURAL_EXPERIENCES: Flamenco in a tiny bar in Seville, nothing touristy about it.
CULTURAL_EXPERIENCES: At the souk, haggling is expected and part of the fun.
CULTURAL_EXPERIENCES: Travel teaches you that your way of doing things is just one way.
EXPLORATION_ADVENTURE: Hiked to base camp in nine days; the altitude was brutal.
EXPLORATION_ADVENTURE: Kayaked through the fjords and camped on a beach with no one else around.
EXPLORATION_ADVENTURE: Get off the beaten path; the best days are the ones you didn't plan.
EXPLORATION_ADVENTURE: First scuba dive on the reef, terrified and thrilled.
EXPLORATION_ADVENTURE: Six months solo backpacking across South America.
EXPLORATION_ADVENTURE: Adventure is just bad planning, seen in retrospect.
EXPLORATION_ADVENTURE: Road trip with no route, just a tent and a paper map.
EXPLORATION_ADVENTURE: Climbed the volcano at night to watch the sunrise from the crater rim.
DESTINATION_SPECIFIC: Iceland's Ring Road takes about a week to drive if you stop at the waterfalls.
DESTINATION_SPECIFIC: Lisbon is hilly, and tram 28 winds through the old neighborhoods.
DESTINATION_SPECIFIC: The best time to visit northern Vietnam is spring or autumn.
DESTINATION_SPECIFIC: In New York, the Staten Island ferry is free and passes the Statue of Liberty.
DESTINATION_SPECIFIC: Kyoto has over a thousand temples; go to Fushimi Inari early in the morning.
DESTINATION_SPECIFIC+TRAVEL_TIPS: Patagonia's weather changes every hour, so bring layers.
DESTINATION_SPECIFIC: In Bali, Ubud is for rice terraces and yoga, Canggu for surfing.
DESTINATION_SPECIFIC: Many Paris museums are free on the first Sunday of the month.
TRAVEL_TIPS: Roll clothes instead of folding them to save space.
TRAVEL_TIPS: Carry a photocopy of your passport separate from the original.
TRAVEL_TIPS: Tell your bank before traveling abroad so the card isn't blocked.
TRAVEL_TIPS: Pack a small power strip; hotel rooms never have enough outlets.
TRAVEL_TIPS: To beat jet lag, get daylight in the morning at your destination.
TRAVEL_TIPS: Travel carry-on only; one bag makes every transfer easier.
TRAVEL_TIPS: Download offline maps before you land.
TRAVEL_TIPS: Eat where the locals are queuing.

ENVIRONMENTAL_ISSUES: Ocean acidification is dissolving coral reefs.
ENVIRONMENTAL_ISSUES: Global temperatures have already risen about 1.2 degrees since preindustrial times.
ENVIRONMENTAL_ISSUES: Microplastics have turned up in rainwater, in human blood and at the bottom of the
  deepest ocean trench.
ENVIRONMENTAL_ISSUES: Deforestation is pushing the Amazon toward a tipping point where it turns into savanna.
ENVIRONMENTAL_ISSUES: Air pollution causes millions of premature deaths every year.
ENVIRONMENTAL_ISSUES: Insect populations have collapsed in many regions, threatening pollination.
ENVIRONMENTAL_ISSUES: Droughts are lasting longer and wildfire season starts earlier every year.
ENVIRONMENTAL_ISSUES: Fast fashion is one of the biggest sources of textile waste.
ECO_FRIENDLY_PRACTICES: Compost food scraps; it cuts household waste by a third.
ECO_FRIENDLY_PRACTICES: Switch to reusable bags, bottles and coffee cups.
ECO_FRIENDLY_PRACTICES: Buy secondhand first, new only when you can't find it used.
ECO_FRIENDLY_PRACTICES: Line-dry clothes instead of using the dryer.
ECO_FRIENDLY_PRACTICES: Zero-waste shopping: bring your own jars to the bulk store.
ECO_FRIENDLY_PRACTICES: The office is going paperless and switching to recycled printer paper.
ECO_FRIENDLY_PRACTICES: Repair before replacing; the toaster only needed a new fuse.
ECO_FRIENDLY_PRACTICES: Choose products with less packaging and refill options.
CONSERVATION_EFFORTS: The rewilding project reintroduced beavers, and the wetland came back.
CONSERVATION_EFFORTS: Volunteer day planting native trees along the river.
CONSERVATION_EFFORTS: Protected marine areas let fish populations recover within a decade.
CONSERVATION_EFFORTS: Wildlife corridors let animals move between fragmented habitats.
CONSERVATION_EFFORTS: Seed banks preserve plant diversity for future generations.
CONSERVATION_EFFORTS: Bringing wolves back to Yellowstone changed the rivers by changing how elk graze.
CONSERVATION_EFFORTS: The land trust bought the old farm to keep it as open meadow forever.
CONSERVATION_EFFORTS: Anti-poaching patrols have helped rhino numbers recover in parts of Africa.
POLICY_ADVOCACY: A carbon tax with a dividend returns the money to households.
POLICY_ADVOCACY: Wrote to my representative about the proposed pipeline.
POLICY_ADVOCACY: The Paris Agreement aims to keep warming well below 2 degrees.
POLICY_ADVOCACY: City council votes next month on banning gas hookups in new buildings.
POLICY_ADVOCACY: Join the climate march on Saturday and bring a sign.
POLICY_ADVOCACY: Extended producer responsibility laws make companies pay for their packaging waste.
POLICY_ADVOCACY: The petition to protect the wetland from development has 10,000 signatures.
POLICY_ADVOCACY: Plastic bag bans cut usage sharply in their first year.
PERSONAL_IMPACT: The carbon footprint calculator says flights are more than half my emissions.
PERSONAL_IMPACT: One transatlantic flight produces more emissions than a year of my commuting.
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: Eating plant-based four days a week to cut my footprint.
PERSONAL_IMPACT: Weighed our household trash for a month: two bags a week, mostly packaging.
PERSONAL_IMPACT: Biking to work saves me about a ton of CO2 a year.
PERSONAL_IMPACT: My individual footprint is small, but my choices influence the people around me.
PERSONAL_IMPACT: Our energy use dropped 20 percent after insulating the attic, so my emissions fell too.
PERSONAL_IMPACT: Tracked my own water use for a week; long showers are the big one.
`;
