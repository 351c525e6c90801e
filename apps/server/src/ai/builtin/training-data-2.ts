/**
 * A second batch of labelled highlights for the Bayes model, in the everyday wording the curated vocabulary
 * misses: book lines, meeting notes, article sentences and notes to self. Tuning data, like TRAINING_DATA.
 */
export const TRAINING_DATA_2 = `
TASKS_ACTIONS: Weekend list: fix the bike tyre, buy a birthday present for Noor, clear out the garage shelf.
TASKS_ACTIONS: Outcome of the planning call: Jonas sends the revised quote, Eva books the room, I chase the
  supplier on Monday.
TASKS_ACTIONS: Still to do this week: submit the expense report, confirm the dentist, reply to the landlord.
TASKS_ACTIONS: Three open loops from yesterday: the insurance form, the broken blind, Dad's birthday card.
TASKS_ACTIONS: Owner and due date next to every item, or it is not an action, it is a hope.
METHODS_TECHNIQUES: Batch the small chores: all the calls in one half hour, all the errands in one trip.
METHODS_TECHNIQUES: Eat the frog: start the morning with the task you most want to avoid.
METHODS_TECHNIQUES: Timebox the research to one afternoon, then decide with what you have.
METHODS_TECHNIQUES: Keep a "done" list next to the to-do list; seeing progress keeps you going.
METHODS_TECHNIQUES: The Eisenhower matrix sorts work into urgent, important, both or neither.
TOOLS_RESOURCES: A whiteboard by the front door is where our family's week gets planned.
TOOLS_RESOURCES: Noise-cancelling headphones turned the open-plan office into a place I can think.
TOOLS_RESOURCES: I moved every recurring reminder into one calendar app and deleted the other three.
TOOLS_RESOURCES: A bullet journal costs five euros and has outlasted every productivity app I tried.
MINDSET_HABITS: Busy is not the same as productive; a full calendar can hide an empty week.
MINDSET_HABITS: Perfectionism is procrastination in a nicer suit.
MINDSET_HABITS: I stopped multitasking when I saw how long it took me to get back into deep work.
MINDSET_HABITS: Motivation follows action; start for five minutes and the wish to continue usually arrives.
OUTCOMES: Since we dropped the daily status meeting, the team ships one more feature per sprint.
OUTCOMES: Measure a week by what got finished, not by how many hours you sat at the desk.
OUTCOMES: Our cycle time fell from twelve days to five after we limited work in progress.

DEVELOPMENT_CODING: Code is read far more often than it is written, so optimise for the reader.
DEVELOPMENT_CODING: The bug was an off-by-one in the loop; the unit test caught it before the release.
DEVELOPMENT_CODING: Sprint planning: migrate the API to the new framework and remove the dead endpoints.
DEVELOPMENT_CODING: Small pull requests get reviewed in hours; huge ones sit for a week.
DEVELOPMENT_CODING: Programs must be written for people to read, and only incidentally for machines to execute.
HARDWARE_DEVICES: The phone's battery swelled after three years of charging overnight.
HARDWARE_DEVICES: A second monitor paid for itself in a week of not switching windows.
HARDWARE_DEVICES: The Raspberry Pi in the cupboard runs our home server on five watts.
HARDWARE_DEVICES: My old tablet is now a kitchen screen for recipes and the shopping list.
DATA_AI: The chatbot sounded confident and was wrong; language models do not know when they don't know.
DATA_AI: Most of a data scientist's week is spent cleaning spreadsheets, not building models.
DATA_AI: Neural networks learn patterns from examples instead of following rules someone wrote down.
DATA_AI: The survey sample was too small to say anything about the differences between regions.
CYBERSECURITY: Someone called pretending to be IT support and asked for my login code.
CYBERSECURITY: Update the router's firmware; the default admin password is the first thing attackers try.
CYBERSECURITY: The breach exposed millions of email addresses and hashed passwords.
CYBERSECURITY: Encrypt the laptop's disk so a stolen bag does not mean stolen customer data.
TRENDS_INNOVATION: Smartphones replaced the camera, the map, the music player and the alarm clock.
TRENDS_INNOVATION: Startups win by doing something incumbents find too small to care about.
TRENDS_INNOVATION: In ten years, most cars sold in Europe will probably be electric.
TRENDS_INNOVATION: Remote work went from a perk to the default in a single year.

STRATEGY_PLANNING: We wrote down which customers we will say no to; the plan got clearer overnight.
STRATEGY_PLANNING: A vision without a plan is a daydream; a plan without a vision is a to-do list.
STRATEGY_PLANNING: Our competitive advantage is the support team, not the product features.
STRATEGY_PLANNING: Leadership retreat: three-year goals, one market, and a clear reason to win it.
FINANCE_ACCOUNTING: The profit and loss statement looked fine; the balance sheet told a different story.
FINANCE_ACCOUNTING: Late invoices are a cash problem before they are a sales problem.
FINANCE_ACCOUNTING: The budget for next year assumes ten percent growth and flat costs.
FINANCE_ACCOUNTING: Depreciation spreads the cost of the new machines over five years.
MARKETING_SALES: Customers remember how the brand made them feel, not the slogan.
MARKETING_SALES: Word of mouth brought us more customers than every campaign combined.
MARKETING_SALES: The newsletter's open rate doubled once the subject line asked a question.
MARKETING_SALES: Sell the benefit, not the feature: nobody wants a faster processor, they want less waiting.
MANAGEMENT_LEADERSHIP: People leave managers, not companies.
MANAGEMENT_LEADERSHIP: A good boss takes a little more than their share of the blame and a little less than
  their share of the credit.
MANAGEMENT_LEADERSHIP: Our new team lead starts every week by asking what is blocking each of us.
MANAGEMENT_LEADERSHIP: Hire slowly, fire quickly, and never promote someone just to keep them.
OPERATIONS_LOGISTICS: The supplier's late deliveries held up the production line for three days.
OPERATIONS_LOGISTICS: We mapped the order process step by step and removed four approvals nobody needed.
OPERATIONS_LOGISTICS: Stock counts now happen weekly, and we no longer run out of the packaging.
OPERATIONS_LOGISTICS: A checklist for every shift change cut handover mistakes in the kitchen.

PHYSICAL_HEALTH: Walking after dinner lowers blood sugar more than a workout in the morning.
PHYSICAL_HEALTH: My resting heart rate dropped by eight beats after a summer of cycling to work.
PHYSICAL_HEALTH: Squats, push-ups and planks at home, twenty minutes, three times a week.
PHYSICAL_HEALTH: Protein at breakfast keeps me full until lunch and helps the muscles recover.
MENTAL_HEALTH: Talking to a counsellor was the first time I admitted how low I had been feeling.
MENTAL_HEALTH: Depression is not sadness; it is the absence of the energy to feel anything at all.
MENTAL_HEALTH: On panic days I breathe in for four, hold for four, and out for six.
MENTAL_HEALTH: Loneliness is as bad for your health as smoking, the article said.
WELLNESS_LIFESTYLE: No screens in the bedroom and the lights dimmed at ten; I fall asleep in minutes now.
WELLNESS_LIFESTYLE: Cooking at home most nights saved money and I feel lighter.
WELLNESS_LIFESTYLE: A Sunday without plans is how I recover from the week.
WELLNESS_LIFESTYLE: Less sugar, more vegetables, and a walk in daylight every lunch break.
MEDICAL_SCIENTIFIC: The vaccine trains the immune system to recognise the virus before it meets it.
MEDICAL_SCIENTIFIC: A placebo-controlled study found no benefit from the supplement.
MEDICAL_SCIENTIFIC: Genes load the gun, environment pulls the trigger.
MEDICAL_SCIENTIFIC: The doctor explained that cholesterol numbers alone say little without blood pressure.
SPECIFIC_AREAS: Migraines often come with warning signs: flickering lights, a stiff neck, sudden cravings.
SPECIFIC_AREAS: Asthma inhalers work best with a spacer, the nurse showed us.
SPECIFIC_AREAS: Pregnancy changes how the body handles iron, so the midwife checked my levels.
SPECIFIC_AREAS: The dentist said flossing matters more for the gums than brushing harder.

CONCEPTS_THEORIES: Supply and demand explains why concert tickets cost more on a Saturday.
CONCEPTS_THEORIES: Entropy always increases in a closed system; that is why the kitchen never tidies itself.
CONCEPTS_THEORIES: Confirmation bias makes us notice evidence for what we already believe.
CONCEPTS_THEORIES: Sunk cost thinking keeps us in bad projects because we already paid for them.
STUDY_MEMORIZATION: Spread your study sessions out; cramming the night before fades within a week.
STUDY_MEMORIZATION: I remember lectures better when I summarise each one in my own words that evening.
STUDY_MEMORIZATION: A memory palace turned a list of twenty kings into a walk through my flat.
STUDY_MEMORIZATION: Exam prep: past papers every morning, mistakes reviewed every evening.
SKILLS_DEVELOPMENT: You get better at drawing by drawing badly every day for a year.
SKILLS_DEVELOPMENT: Learning to type properly took a month and saved me hours every week since.
SKILLS_DEVELOPMENT: A mentor who watches you work and corrects one thing at a time beats any course.
SKILLS_DEVELOPMENT: Public speaking is a skill, not a talent; the toastmasters club proved it to me.
RESOURCES_MATERIALS: This textbook explains statistics with stories instead of formulas.
RESOURCES_MATERIALS: The library lends e-books and audiobooks for free with just a card.
RESOURCES_MATERIALS: A good encyclopedia article is the best first step into any new topic.
RESOURCES_MATERIALS: Bookmark this lecture series; it covers the whole first year of physics.
UNDERSTANDING_APPLICATION: Knowing the formula is not the same as knowing when to use it.
UNDERSTANDING_APPLICATION: I only understood fractions when my teacher cut a pizza in front of the class.
UNDERSTANDING_APPLICATION: Try to teach what you just read; the gaps in your understanding show at once.
SUBJECT_SPECIFIC: In history, the causes of the First World War are still argued over.
SUBJECT_SPECIFIC: In geometry, the angles of a triangle always add up to 180 degrees.
SUBJECT_SPECIFIC: In biology, mitochondria turn food into the energy a cell can use.

SELF_AWARENESS: I talk over people when I'm nervous; my partner pointed it out and now I hear it.
SELF_AWARENESS: What annoys you in others often says something about yourself.
SELF_AWARENESS: Knowing your values makes hard decisions shorter.
SELF_AWARENESS: A personality test told me nothing new, but it gave me words for what I already knew.
GOAL_SETTING_ACHIEVEMENT: Break the big goal into steps small enough to do this week.
GOAL_SETTING_ACHIEVEMENT: I reached my savings target by checking it every month on a chart on the fridge.
GOAL_SETTING_ACHIEVEMENT: Set goals you control: write every day, not publish a bestseller.
GOAL_SETTING_ACHIEVEMENT: New year resolutions fail; a specific plan with a start date works.
EMOTIONAL_INTELLIGENCE: Anger is usually a secondary emotion; underneath is hurt or fear.
EMOTIONAL_INTELLIGENCE: She listened without fixing anything, and I felt understood for the first time.
EMOTIONAL_INTELLIGENCE: When my child melts down, I stay calm first and talk second.
EMOTIONAL_INTELLIGENCE: Reading the room is noticing how people feel before they say it.
MINDSET_GROWTH: Not yet is a better answer than can't.
MINDSET_GROWTH: Every expert was once a beginner who refused to give up.
MINDSET_GROWTH: Mistakes are proof that you are trying.
MINDSET_GROWTH: Comfort zones are where dreams go to die; stretch a little every day.
HABITS_ROUTINES: I link the new habit to an old one: after brushing my teeth, I floss.
HABITS_ROUTINES: An evening shutdown ritual closes the workday: tidy the desk, check tomorrow, lights off.
HABITS_ROUTINES: Small habits compound; one percent better each day adds up over a year.
HABITS_ROUTINES: Never miss twice; one skipped day is an accident, two is the start of a new habit.

PERSONAL_FINANCE: Pay yourself first: the savings transfer goes out the day the salary comes in.
PERSONAL_FINANCE: We cancelled four streaming subscriptions and nobody noticed.
PERSONAL_FINANCE: Our household budget has three pots: bills, savings and fun money.
PERSONAL_FINANCE: Paying off the credit card in full every month is the cheapest loan there is.
INVESTING: Buy low-cost index funds and leave them alone for twenty years.
INVESTING: Diversify; never put more than a small part of your savings into a single company's shares.
INVESTING: The stock market crashed and I sold in a panic, exactly at the bottom.
INVESTING: Property is not always a good investment once you count repairs, taxes and empty months.
FINANCIAL_LITERACY: Inflation quietly eats the money sitting in a current account.
FINANCIAL_LITERACY: A mortgage rate a single percent lower saves tens of thousands over the loan.
FINANCIAL_LITERACY: Rich people buy assets; the rest of us buy things we think are assets.
FINANCIAL_LITERACY: Nobody taught us at school how credit scores or loans work.
RETIREMENT_PLANNING: Start your pension at twenty-five and you will need half the monthly amount.
RETIREMENT_PLANNING: My parents retired early and then worried about money for fifteen years.
RETIREMENT_PLANNING: A 401(k) match is part of your salary; leaving it unclaimed is a pay cut.
RETIREMENT_PLANNING: Work out what a retired life actually costs before choosing the retirement age.
TAXES: The tax refund is just your own money coming back without interest.
TAXES: Self-employed? Put a third of every invoice aside for the tax bill.
TAXES: Charitable donations reduce the income tax, but only if you keep the receipts.
TAXES: The deadline for the tax return is the end of July this year.

INTERPERSONAL_RELATIONSHIPS: A marriage is two people choosing each other again on ordinary Tuesdays.
INTERPERSONAL_RELATIONSHIPS: My grandmother and I write letters; it is slower and it is better.
INTERPERSONAL_RELATIONSHIPS: Friends who show up when you move house are friends for life.
INTERPERSONAL_RELATIONSHIPS: We argue less since we stopped keeping score of who did the dishes.
COMMUNICATION_SKILLS: Ask open questions; "how did that feel" gets more than "was it fine".
COMMUNICATION_SKILLS: Slow down and pause when presenting; silence feels longer to you than to the room.
COMMUNICATION_SKILLS: The single biggest problem in communication is the illusion that it has taken place.
COMMUNICATION_SKILLS: Tell the audience what you will tell them, tell them, then tell them what you told them.
CONFLICT_RESOLUTION: Attack the problem, not the person.
CONFLICT_RESOLUTION: The neighbours and we settled the fence dispute over coffee instead of through lawyers.
CONFLICT_RESOLUTION: When the argument heats up, agree to take a break and come back in an hour.
CONFLICT_RESOLUTION: Most fights in our team came from unclear roles, not from bad people.
RELATIONSHIP_BUILDING: Send the thank-you note; people remember the small gestures for years.
RELATIONSHIP_BUILDING: I made most of my friends in this city through the climbing gym.
RELATIONSHIP_BUILDING: Trust is built in drops and lost in buckets.
RELATIONSHIP_BUILDING: Have lunch with someone from another department once a month.
FEEDBACK: Criticism is easier to hear when it comes with a suggestion for what to do instead.
FEEDBACK: In the performance review, my manager gave me two strengths and one thing to work on.
FEEDBACK: Ask for feedback on one specific thing, not "any thoughts?".
FEEDBACK: Thank the person who points out your mistake, even if it stings.

CREATIVE_PROCESS: Inspiration exists, but it has to find you working. — Pablo Picasso
CREATIVE_PROCESS: I brainstorm a hundred bad ideas to find two good ones.
CREATIVE_PROCESS: Constraints help: a deadline and a small budget made the album better.
CREATIVE_PROCESS: The novel started as a single image of a woman waiting at a bus stop.
ART_FORMS: Photography changed painting by freeing it from having to copy reality.
ART_FORMS: Street theatre brings plays to people who would never buy a ticket.
ART_FORMS: A sonnet has fourteen lines and a turn near the end.
ART_FORMS: Ceramics, weaving and woodwork were called crafts for too long instead of art.
ARTISTIC_TECHNIQUES: Use the rule of thirds to place the horizon, then break it on purpose.
ARTISTIC_TECHNIQUES: Mix your greys from complementary colours instead of black.
ARTISTIC_TECHNIQUES: In a story, show the character's fear through what she does, not by naming it.
ARTISTIC_TECHNIQUES: Sketch with the whole arm, not the wrist, for looser lines.
ART_APPRECIATION: The gallery's audio guide made me see the brushstrokes in a painting I had walked past.
ART_APPRECIATION: Great art asks a question and leaves you to answer it.
ART_APPRECIATION: Listen to the symphony once without reading anything about it.
ART_APPRECIATION: The sculpture looks different from every side; walk all the way around it.
EXPRESSION: Writing in my journal is how I find out what I actually feel.
EXPRESSION: Music can name feelings that words can't reach.
EXPRESSION: She painted her grief in colours nobody expected: bright yellows and pinks.
EXPRESSION: Everybody has a voice; art is finding the courage to use it.

TRAVEL_PLANNING: Book accommodation with free cancellation and decide on the details later.
TRAVEL_PLANNING: We plan one big trip a year and start saving for it in January.
TRAVEL_PLANNING: Check visa requirements before booking anything; some take six weeks.
TRAVEL_PLANNING: Holiday plan: fly into Athens, ferry to two islands, back on the overnight boat.
CULTURAL_EXPERIENCES: In Morocco, tea is poured from high above the glass as a sign of welcome.
CULTURAL_EXPERIENCES: Learning ten words of the local language opened more doors than any guidebook.
CULTURAL_EXPERIENCES: We were invited to a wedding in the village and danced until three in the morning.
CULTURAL_EXPERIENCES: Dinner in Spain starts at ten, and nobody understands why tourists eat at six.
EXPLORATION_ADVENTURE: The trail disappeared in the snow and we navigated by compass to the hut.
EXPLORATION_ADVENTURE: Diving the reef at night, everything glowed.
EXPLORATION_ADVENTURE: Three weeks backpacking with no bookings: the best and most chaotic trip of my life.
EXPLORATION_ADVENTURE: We camped on the desert dunes and watched more stars than I knew existed.
DESTINATION_SPECIFIC: Lisbon is all hills: wear good shoes and take tram 28 early before the crowds.
DESTINATION_SPECIFIC: In Kyoto, visit the temples at opening time; by ten the paths are packed.
DESTINATION_SPECIFIC: Edinburgh in August is the festival city; book rooms half a year ahead.
DESTINATION_SPECIFIC: Berlin's museums are free on the first Sunday of the month.
TRAVEL_TIPS: Roll clothes instead of folding them and everything fits in the carry-on.
TRAVEL_TIPS: Download offline maps before you land.
TRAVEL_TIPS: Keep a copy of your passport in your email in case the original gets lost.
TRAVEL_TIPS: Jet lag is easier if you eat on the new time zone from the first day.

ENVIRONMENTAL_ISSUES: Heatwaves that used to come once a generation now come every few summers.
ENVIRONMENTAL_ISSUES: Rivers downstream of the farms are green with algae from fertiliser runoff.
ENVIRONMENTAL_ISSUES: Insects have declined so fast that windscreens no longer get dirty on summer drives.
ENVIRONMENTAL_ISSUES: Deforestation in the Amazon releases more carbon than the forest absorbs.
ECO_FRIENDLY_PRACTICES: We buy second-hand clothes and furniture first, new only when nothing else fits.
ECO_FRIENDLY_PRACTICES: A reusable bottle and coffee cup live in my bag.
ECO_FRIENDLY_PRACTICES: Washing at thirty degrees and drying on the line halves the laundry's energy.
ECO_FRIENDLY_PRACTICES: The solar panels on our roof cover most of the summer's electricity.
CONSERVATION_EFFORTS: The bee meadow the school planted now hosts dozens of species.
CONSERVATION_EFFORTS: Rangers and local villages protect the gorillas together, paid by tourism.
CONSERVATION_EFFORTS: The marine reserve banned fishing and within ten years the fish came back.
CONSERVATION_EFFORTS: Rewilding the old farmland brought back beavers, and the beavers brought back wetlands.
POLICY_ADVOCACY: Write to your representative; a handful of letters on one bill gets noticed.
POLICY_ADVOCACY: The plastic bag charge cut use by ninety percent within a year.
POLICY_ADVOCACY: Climate activists took the government to court and won.
POLICY_ADVOCACY: The new law requires companies to report their emissions every year.
PERSONAL_IMPACT: I fly once every two years now and take the train for everything else.
PERSONAL_IMPACT: Our family switched to a green energy supplier in ten minutes online.
PERSONAL_IMPACT: Buying less is the most effective thing a single person can do for the planet.
PERSONAL_IMPACT: Calculating my carbon footprint showed that the car was half of it.
TASKS_ACTIONS: Monday: call the bank about the card, finish the slides for Thursday, order printer paper.
TASKS_ACTIONS: Follow-ups from the client meeting: send the minutes, update the quote, schedule a demo.
TASKS_ACTIONS: Everything that needs doing before the move goes on one list, with a date next to each line.
TASKS_ACTIONS: Pending: sign the school form, renew the car insurance, return the parcel to the shop.
TASKS_ACTIONS: Today's three: answer Kim's contract question, fix the invoice typo, book the team lunch.
METHODS_TECHNIQUES: Check email at eleven and at four, never first thing in the morning.
METHODS_TECHNIQUES: Single-tasking: one tab, one document, one timer, until the block is over.
METHODS_TECHNIQUES: Plan the week on Sunday evening; plan each day the night before in five minutes.
METHODS_TECHNIQUES: Getting Things Done starts with capturing everything on your mind into one inbox.
METHODS_TECHNIQUES: Break a project into next actions so small you cannot avoid starting them.
METHODS_TECHNIQUES: Protect a morning block for deep work and put meetings only in the afternoons.
TOOLS_RESOURCES: The task manager syncs between phone and laptop, so nothing lives in my head any more.
TOOLS_RESOURCES: A paper planner on the desk shows the whole week at a glance, which no screen does.
TOOLS_RESOURCES: The focus app blocks social media from nine to twelve, and I no longer fight myself.
TOOLS_RESOURCES: Keyboard shortcuts and text snippets save me a few minutes on every email.
TOOLS_RESOURCES: We keep the team's checklists and templates in one shared wiki page.
MINDSET_HABITS: Done is better than perfect.
MINDSET_HABITS: Saying no to good things is how you make room for the important ones.
MINDSET_HABITS: Distraction is not a phone problem; it is what we reach for when the work feels hard.
MINDSET_HABITS: Treat your attention like money: decide where it goes before someone else does.
MINDSET_HABITS: Rest is part of the work; the tired version of me takes three times as long.
OUTCOMES: Judge the week by the two things that moved forward, not by the inbox count.
OUTCOMES: After a quarter of focus blocks, I wrote the report in half the usual time.
OUTCOMES: The results of the no-email Fridays: fewer interruptions and more finished work.
OUTCOMES: Productivity is not how much you do; it is how much of what matters gets done.

DEVELOPMENT_CODING: Refactor in small steps and run the tests after each one.
DEVELOPMENT_CODING: The database query ran in a loop; one join made the page ten times faster.
DEVELOPMENT_CODING: Any fool can write code that a computer can understand; good programmers write code
  that humans can understand. — Martin Fowler
DEVELOPMENT_CODING: We deploy to production every day behind feature flags.
DEVELOPMENT_CODING: Python, JavaScript, or Go: the language matters less than learning to debug.
HARDWARE_DEVICES: The smartwatch counts my steps, but its battery barely lasts a day.
HARDWARE_DEVICES: More memory did more for the old laptop than a faster processor would have.
HARDWARE_DEVICES: The printer jams every time the paper tray is more than half full.
HARDWARE_DEVICES: USB-C finally means one charger for the phone, the headphones and the laptop.
DATA_AI: Garbage in, garbage out: the model is only as good as the data it learned from.
DATA_AI: The algorithm recommends what people like me watched, which is why my feed all looks the same.
DATA_AI: An A/B test needs enough users in each group before the numbers mean anything.
DATA_AI: Machine learning found the fraud patterns that the analysts' rules had missed.
CYBERSECURITY: Two-factor authentication would have stopped the account takeover.
CYBERSECURITY: Hackers don't break in, they log in, with passwords stolen from other sites.
CYBERSECURITY: The app asked for access to my contacts, microphone and location; I said no to all three.
CYBERSECURITY: Our security audit found an admin panel open to the internet with the default password.
TRENDS_INNOVATION: The next big thing will start out looking like a toy.
TRENDS_INNOVATION: 3D printing lets a small workshop make parts that once needed a factory.
TRENDS_INNOVATION: Every industry is becoming a software industry.
TRENDS_INNOVATION: Drones are already delivering medicine to remote villages.

STRATEGY_PLANNING: Before the market changes, ask which of our products we would not launch today.
STRATEGY_PLANNING: The five-year plan is less useful than a clear sense of where we will not compete.
STRATEGY_PLANNING: A SWOT analysis at the offsite showed our real weakness is the narrow product range.
FINANCE_ACCOUNTING: The accountant closed the books for the quarter and the margin was thinner than we hoped.
FINANCE_ACCOUNTING: Track the burn rate monthly; the runway is shorter than the bank balance suggests.
MARKETING_SALES: Find the customers who already love you and ask them why.
MARKETING_SALES: Our sales pipeline looked full, but half the deals had no next meeting booked.
MARKETING_SALES: A clear price on the website brought in more leads than "contact us for a quote".
MANAGEMENT_LEADERSHIP: Leaders set the tone: if the boss answers emails at midnight, everyone does.
MANAGEMENT_LEADERSHIP: Give the team context, not control.
MANAGEMENT_LEADERSHIP: The first ninety days as a new manager are for listening, not changing things.
OPERATIONS_LOGISTICS: Standardise the process before you automate it.
OPERATIONS_LOGISTICS: The delivery routes were redrawn and the drivers now finish an hour earlier.
OPERATIONS_LOGISTICS: A bottleneck anywhere limits the output of the whole factory.

CONCEPTS_THEORIES: Occam's razor: the simplest explanation that fits the facts is usually right.
CONCEPTS_THEORIES: Game theory explains why two sides can both lose by acting in their own interest.
STUDY_MEMORIZATION: Flashcards work when you write the question yourself.
STUDY_MEMORIZATION: Sleep after studying fixes what you learned in memory.
SKILLS_DEVELOPMENT: Learn a new language by speaking badly from the first week.
SKILLS_DEVELOPMENT: Practise the hard passage slowly; speed comes after accuracy.
RESOURCES_MATERIALS: The podcast's back catalogue is a free course in economics.
RESOURCES_MATERIALS: Used textbooks from two editions ago are just as good and a tenth of the price.
UNDERSTANDING_APPLICATION: Reading about swimming will not keep you afloat; get in the water.
UNDERSTANDING_APPLICATION: Work through the examples by hand before looking at the solutions.
SUBJECT_SPECIFIC: In economics, inflation measures how fast prices rise across the whole economy.
SUBJECT_SPECIFIC: The French Revolution began with a bread shortage and a bankrupt state.

SELF_AWARENESS: I am at my best in the morning and at my most irritable after four.
SELF_AWARENESS: Pay attention to what you envy; it shows you what you want.
GOAL_SETTING_ACHIEVEMENT: Write the goal down and tell one person; my odds of finishing doubled.
GOAL_SETTING_ACHIEVEMENT: A milestone every month kept the marathon training on track.
EMOTIONAL_INTELLIGENCE: Feelings are data, not orders.
EMOTIONAL_INTELLIGENCE: I ask my team how they are, and then I wait for the real answer.
MINDSET_GROWTH: Challenges are how the brain grows; avoid them and it stays the same.
MINDSET_GROWTH: Replace "I'm not good at this" with "I'm not good at this yet".
HABITS_ROUTINES: Lay out the gym clothes the night before and the morning decides itself.
HABITS_ROUTINES: I read ten pages every night before bed, and this year that was twenty books.
DEVELOPMENT_CODING: The code review caught a null check we had missed in three places.
DEVELOPMENT_CODING: Name variables for what they hold, not for their type.
DEVELOPMENT_CODING: We paired on the parser for a day and deleted half of it.
DEVELOPMENT_CODING: If the build takes twenty minutes, people stop running it.
DEVELOPMENT_CODING: Version control saved the project when the laptop died the night before the demo.
HARDWARE_DEVICES: The cheap charging cable was the reason the phone kept disconnecting.
HARDWARE_DEVICES: We bought the camera with the bigger sensor; the low-light photos are worth it.
HARDWARE_DEVICES: Our office printers and scanners are all on one network now.
HARDWARE_DEVICES: The fitness tracker buzzes when I've been sitting for an hour.
DATA_AI: The spreadsheet had duplicate customer rows, so every total in the report was inflated.
DATA_AI: We let the AI assistant draft the replies and a person checks each one before it goes out.
DATA_AI: A chart with a truncated axis makes a tiny change look like a collapse.
DATA_AI: Training the model took a week on rented GPUs.
CYBERSECURITY: The IT team runs a fake phishing test every quarter; fewer people click each time.
CYBERSECURITY: The hacked account sent spam to everyone in my address book.
CYBERSECURITY: Passkeys replace passwords with a key the phone keeps.
CYBERSECURITY: Public Wi-Fi at the airport is fine for the news, not for your bank.
TRENDS_INNOVATION: Streaming killed the video shop in less than a decade.
TRENDS_INNOVATION: Solar power got cheap faster than any forecast predicted.
TRENDS_INNOVATION: The article says voice assistants will replace apps; I doubt it.
TRENDS_INNOVATION: Disruption rarely comes from the market leader.

STRATEGY_PLANNING: We decided to grow through partners instead of opening our own offices abroad.
STRATEGY_PLANNING: The roadmap for next year fits on one page: three goals and what we will stop doing.
STRATEGY_PLANNING: Pick a niche small enough to dominate.
FINANCE_ACCOUNTING: Payroll is our largest cost; everything else is rounding.
FINANCE_ACCOUNTING: The auditors asked why the inventory value jumped in December.
FINANCE_ACCOUNTING: Price the contract to cover the costs before counting on the upsell.
MARKETING_SALES: A free trial with no credit card doubled sign-ups and halved conversions.
MARKETING_SALES: Our brand voice is plain and friendly, never clever.
MARKETING_SALES: The trade show cost a fortune and produced two good leads.
MANAGEMENT_LEADERSHIP: A manager who hoards decisions becomes the bottleneck of the team.
MANAGEMENT_LEADERSHIP: Culture is what people do when the boss is not in the room.
MANAGEMENT_LEADERSHIP: Our director sets priorities every Monday and protects the team from everything else.
OPERATIONS_LOGISTICS: The restaurant preps vegetables in the morning so the dinner service runs smoothly.
OPERATIONS_LOGISTICS: The new scheduling system assigns each delivery to the nearest van.
OPERATIONS_LOGISTICS: Quality checks at the end of the line catch mistakes too late to fix cheaply.

PHYSICAL_HEALTH: The physio gave me three exercises for my shoulder and it stopped hurting in a month.
PHYSICAL_HEALTH: Walking ten thousand steps is a number from an old advert, but moving more still helps.
PHYSICAL_HEALTH: Swimming is kind to the joints and works the whole body.
MENTAL_HEALTH: Therapy taught me that thoughts are not facts.
MENTAL_HEALTH: The stress at work showed up as headaches and sleepless nights long before I admitted it.
MENTAL_HEALTH: Talking about mental illness at work is still harder than talking about a broken leg.
WELLNESS_LIFESTYLE: Self-care is boring most days: bed on time, vegetables, a walk.
WELLNESS_LIFESTYLE: Cutting alcohol to weekends improved my sleep more than any supplement.
WELLNESS_LIFESTYLE: The sauna on Sunday evenings is the best part of my week.
MEDICAL_SCIENTIFIC: The study followed 50,000 nurses for thirty years.
MEDICAL_SCIENTIFIC: Blood tests showed my vitamin D was low after the winter.
MEDICAL_SCIENTIFIC: Researchers found the gene that makes some people need less sleep.
SPECIFIC_AREAS: Eczema flares in winter when the heating dries the air.
SPECIFIC_AREAS: Knee injuries in runners often start at the hip.
SPECIFIC_AREAS: Hearing loss from loud concerts is permanent; wear earplugs.

CONCEPTS_THEORIES: The tragedy of the commons: a shared field is overgrazed because no one owns it.
CONCEPTS_THEORIES: Relativity says time passes more slowly the faster you move.
CONCEPTS_THEORIES: Maslow's hierarchy puts safety before belonging.
STUDY_MEMORIZATION: Interleave subjects in one session; mixing topics feels harder and works better.
STUDY_MEMORIZATION: Mnemonics helped me memorise the order of the planets.
STUDY_MEMORIZATION: Study in short sessions and quiz yourself at the end of each.
SKILLS_DEVELOPMENT: Cooking got easier once I learned five basic techniques instead of fifty recipes.
SKILLS_DEVELOPMENT: I joined a chess club to get better; losing to stronger players taught me fastest.
SKILLS_DEVELOPMENT: Upskilling at work: a course in spreadsheets changed what I could do in a week.
RESOURCES_MATERIALS: The best reference book on grammar is still the one from the 1990s.
RESOURCES_MATERIALS: Open courseware lets anyone follow the lectures of a top university.
RESOURCES_MATERIALS: The documentary series is a better introduction to the topic than most books.
UNDERSTANDING_APPLICATION: Put the theory to work on a real problem before the exam, not after.
UNDERSTANDING_APPLICATION: You understand a recipe when you can change it and it still works.
UNDERSTANDING_APPLICATION: Memorising the rules of chess is easy; seeing how they apply on the board is the work.
SUBJECT_SPECIFIC: In physics, energy is never created or destroyed, only changed in form.
SUBJECT_SPECIFIC: Shakespeare wrote most of his plays in blank verse.
SUBJECT_SPECIFIC: In music theory, a minor chord has a flattened third.

SELF_AWARENESS: I finally noticed that I say yes to everything because I hate disappointing people.
SELF_AWARENESS: Reflection at the end of each week: what drained me, what gave me energy.
SELF_AWARENESS: My strengths are patience and detail; my blind spot is asking for help.
GOAL_SETTING_ACHIEVEMENT: I set a goal to read fifty books and tracked each one on a list.
GOAL_SETTING_ACHIEVEMENT: Ambitious goals need a first step you can take today.
GOAL_SETTING_ACHIEVEMENT: Celebrate the milestones, not only the finish line.
EMOTIONAL_INTELLIGENCE: People who can calm themselves under stress make better decisions.
EMOTIONAL_INTELLIGENCE: Notice the tension in your shoulders before you notice the anger.
EMOTIONAL_INTELLIGENCE: Compassion for others starts with being kind to yourself.
MINDSET_GROWTH: Effort is what turns ability into skill.
MINDSET_GROWTH: Criticism stings less when you see it as a way to improve.
MINDSET_GROWTH: The brain changes with practice at any age.
HABITS_ROUTINES: The habit stuck once I did it at the same time and place every day.
HABITS_ROUTINES: A weekly review on Friday afternoon is the routine that holds the others together.
HABITS_ROUTINES: Cue, routine, reward: change the routine and keep the cue.
`;
