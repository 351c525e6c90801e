/**
 * A second held-out categorisation set, written in one sitting before any of the changes it measures and
 * never edited afterwards. Same format as EVALUATION_DATA, 10 per group: book quotations (some signed),
 * lines from articles, meeting notes and notes to self, worded the way people actually save them.
 */
export const HELD_OUT_2_DATA = `
TASKS_ACTIONS: Before Friday: send the signed lease back to the agent, transfer the deposit, order boxes.
TASKS_ACTIONS: From the retro: Mia owns the release checklist, Tom follows up with legal about the contract
  wording, I update the roadmap slide.
TASKS_ACTIONS: Errands tomorrow: post office, pharmacy pickup, return the borrowed drill to Ahmed.
METHODS_TECHNIQUES: Pomodoro, but longer: forty-five minutes on, ten off, and the phone stays in another room.
METHODS_TECHNIQUES: Write tomorrow's three priorities on an index card before you leave the office; start
  with the first one before opening email.
TOOLS_RESOURCES: Switched from sticky notes to a single paper notebook with numbered pages and an index at
  the front.
TOOLS_RESOURCES: The browser extension that hides the news feed gave me back about an hour a day.
MINDSET_HABITS: "Amateurs sit and wait for inspiration, the rest of us just get up and go to work." — Stephen
  King
MINDSET_HABITS: Procrastination is rarely laziness; it is usually a way of avoiding a feeling the task
  brings up.
OUTCOMES: Since we batch all approvals into one afternoon a week, projects finish about ten days sooner.

DEVELOPMENT_CODING: Premature optimization is the root of all evil. — Donald Knuth
DEVELOPMENT_CODING: Standup note: the flaky integration test is caused by a race in the retry logic; Ana
  will add a lock and a regression test.
DEVELOPMENT_CODING: Write the type signatures first and let the compiler tell you what is still missing.
HARDWARE_DEVICES: The mechanical keyboard is loud, but my wrists stopped aching after a week on it.
HARDWARE_DEVICES: Our router was eight years old; a new mesh system finally got Wi-Fi into the back bedroom.
DATA_AI: A model trained on last year's customers will quietly get worse as the customers change.
DATA_AI: Always plot the raw data before you fit anything to it; averages hide the weird clusters.
CYBERSECURITY: The phishing email looked exactly like our payroll provider, down to the logo and footer.
CYBERSECURITY: Keep backups offline too: ransomware encrypts every drive it can reach, including the synced
  ones.
TRENDS_INNOVATION: Electric cars were a curiosity ten years ago; now the question is how fast the charging
  network can keep up.

STRATEGY_PLANNING: If everything is a priority, nothing is. We cut the plan for next year down to three bets.
STRATEGY_PLANNING: A good strategy has a diagnosis, a guiding policy and coherent actions. — Richard Rumelt
FINANCE_ACCOUNTING: Revenue is vanity, profit is sanity, cash is king.
FINANCE_ACCOUNTING: Quarterly review: operating expenses grew faster than sales, mostly travel and
  contractor fees.
MARKETING_SALES: The landing page converted better once we replaced the feature list with one customer's
  story.
MARKETING_SALES: Never end a sales call without agreeing on the next step and a date for it.
MANAGEMENT_LEADERSHIP: The best managers I had asked more questions than they answered.
MANAGEMENT_LEADERSHIP: Delegate the outcome, not the task; tell people what good looks like and let them
  find the way.
OPERATIONS_LOGISTICS: Shipping delays from the port doubled our stock-outs; we now keep six weeks of
  inventory for the top sellers.
OPERATIONS_LOGISTICS: Every hand-off between departments is a queue, and queues are where work waits.

PHYSICAL_HEALTH: Ten minutes of stretching after the run and my knees no longer complain the next morning.
PHYSICAL_HEALTH: Strength training twice a week matters more as you age than almost any other exercise.
MENTAL_HEALTH: Anxiety lies about how urgent things are; the therapist told me to name it out loud.
MENTAL_HEALTH: Burnout is not fixed by a holiday if you come back to the same workload.
WELLNESS_LIFESTYLE: We moved dinner an hour earlier and everyone in the house sleeps better.
WELLNESS_LIFESTYLE: Drink a glass of water before every coffee; it is the easiest health habit I have kept.
MEDICAL_SCIENTIFIC: The trial randomised 4,000 patients and found the drug lowered blood pressure but not
  heart attacks.
MEDICAL_SCIENTIFIC: Antibiotics do nothing against viruses; taking them for a cold only breeds resistant
  bacteria.
SPECIFIC_AREAS: Type 2 diabetes can often be managed with diet, walking and weight loss before medication.
SPECIFIC_AREAS: Back pain from sitting all day improved once the physio had me strengthen my glutes.

CONCEPTS_THEORIES: Opportunity cost is the value of the next best thing you gave up.
CONCEPTS_THEORIES: Natural selection does not aim at anything; it only keeps what happened to survive.
STUDY_MEMORIZATION: Test yourself instead of rereading; the effort of recall is what makes it stick.
STUDY_MEMORIZATION: I review my vocabulary cards on the bus, five minutes, every single day.
SKILLS_DEVELOPMENT: Deliberate practice means working right at the edge of what you can do, with quick
  feedback.
SKILLS_DEVELOPMENT: Ten minutes of scales a day did more for my guitar playing than hour-long weekend
  sessions.
RESOURCES_MATERIALS: The free online course from the university has better lectures than the textbook.
RESOURCES_MATERIALS: Reading list for the semester: two history books, one on statistics, and the
  professor's lecture notes.
UNDERSTANDING_APPLICATION: You only understand an idea when you can explain it to a twelve-year-old.
SUBJECT_SPECIFIC: In chemistry, a catalyst speeds up a reaction without being used up by it.

SELF_AWARENESS: I noticed I only get defensive when someone criticises something I already doubt myself.
SELF_AWARENESS: Journaling for a month showed me that my worst days all start with too little sleep and a
  rushed morning.
GOAL_SETTING_ACHIEVEMENT: A goal without a deadline is just a wish.
GOAL_SETTING_ACHIEVEMENT: This year's goal: run a half marathon in under two hours, with a training plan
  broken into monthly milestones.
EMOTIONAL_INTELLIGENCE: Before reacting, name the emotion: "I am frustrated", and it loses half its grip.
EMOTIONAL_INTELLIGENCE: Empathy is not agreeing with someone; it is understanding why they feel the way they
  do.
MINDSET_GROWTH: "Whether you think you can, or you think you can't, you're right." — Henry Ford
MINDSET_GROWTH: Failure is information, not a verdict on who you are.
HABITS_ROUTINES: Make the good habit obvious: the running shoes by the door, the book on the pillow.
HABITS_ROUTINES: My morning routine is short on purpose: water, ten push-ups, coffee, and no phone until
  nine.

PERSONAL_FINANCE: We track every expense for one month each spring; it always finds a subscription nobody
  uses.
PERSONAL_FINANCE: Build an emergency fund of three to six months of expenses before anything else.
INVESTING: Time in the market beats timing the market.
INVESTING: Dividend stocks felt safe until the company cut the payout and the share price halved.
FINANCIAL_LITERACY: Compound interest is the eighth wonder of the world; he who understands it, earns it.
FINANCIAL_LITERACY: An interest rate of 24% on a credit card doubles the debt in about three years.
RETIREMENT_PLANNING: Ask your employer whether they match pension contributions; it is free money.
RETIREMENT_PLANNING: The four percent rule assumes a thirty-year retirement; retire at forty and it is too
  generous.
TAXES: Keep every receipt for the home office; the deduction adds up by the end of the tax year.
TAXES: Meeting with the accountant: file the VAT return by the 7th, and estimated payments are due in June.

INTERPERSONAL_RELATIONSHIPS: Old friendships need maintenance like anything else; I call one old friend
  every Sunday.
INTERPERSONAL_RELATIONSHIPS: My sister and I get along far better since we stopped talking about politics
  at family dinners.
COMMUNICATION_SKILLS: Most people do not listen with the intent to understand; they listen with the intent
  to reply. — Stephen Covey
COMMUNICATION_SKILLS: Put the conclusion in the first sentence of the email; busy people stop reading
  after that.
CONFLICT_RESOLUTION: In a disagreement, restate the other person's view until they say you got it right.
CONFLICT_RESOLUTION: The mediator separated what each side wanted from why they wanted it, and a deal
  appeared.
RELATIONSHIP_BUILDING: Networking works best when you help first and ask for nothing.
RELATIONSHIP_BUILDING: Remembering people's names and something they told you last time builds more trust
  than any pitch.
FEEDBACK: Praise in public, criticise in private.
FEEDBACK: Review notes: be specific, describe the behaviour and its effect, and suggest one thing to try
  next time.

CREATIVE_PROCESS: Write the bad first draft quickly; you cannot edit a blank page.
CREATIVE_PROCESS: My best ideas come on walks, so I keep a voice memo app open and just talk.
ART_FORMS: Haiku fits a whole season into seventeen syllables.
ART_FORMS: Jazz is the only music where the musicians write the piece while they play it.
ARTISTIC_TECHNIQUES: Squint at your subject to see the big shapes of light and shadow before drawing
  details.
ARTISTIC_TECHNIQUES: In watercolour, work from light to dark; you cannot get the white of the paper back.
ART_APPRECIATION: Spend ten minutes with a single painting in the museum instead of walking past fifty.
ART_APPRECIATION: Rothko wanted people to stand close to his canvases and feel them, not study them.
EXPRESSION: Dancing alone in the kitchen is how I say what I cannot put into words.
EXPRESSION: Poetry is when an emotion has found its thought and the thought has found words. — Robert Frost

TRAVEL_PLANNING: Flights are cheapest on Tuesdays; set a price alert six weeks before the holiday.
TRAVEL_PLANNING: Itinerary draft: three nights in Porto, train to Lisbon, then four days on the coast.
CULTURAL_EXPERIENCES: In Japan nobody tips; leaving money on the table can confuse or even offend.
CULTURAL_EXPERIENCES: The whole village came out for the harvest festival and invited us to their table.
EXPLORATION_ADVENTURE: We hiked three days through the fjords without seeing another tent.
EXPLORATION_ADVENTURE: Kayaking between the icebergs was the coldest and best morning of the trip.
DESTINATION_SPECIFIC: In Rome, skip the queue at the Vatican by booking the early morning entry online.
DESTINATION_SPECIFIC: Mexico City's markets are the best place to eat; try the tacos al pastor in Coyoacán.
TRAVEL_TIPS: Pack a small power strip; hotel rooms never have enough sockets by the bed.
TRAVEL_TIPS: Carry some cash in local currency for the taxi from the airport.

ENVIRONMENTAL_ISSUES: The glacier we visited as kids has retreated almost a kilometre up the valley.
ENVIRONMENTAL_ISSUES: Microplastics have been found in rain, in fish and in human blood.
ECO_FRIENDLY_PRACTICES: We compost our kitchen scraps and the garden has never grown better.
ECO_FRIENDLY_PRACTICES: Repair before you replace: the cobbler gave my boots another five years.
CONSERVATION_EFFORTS: Volunteers count the sea turtle nests on the beach every morning during the season.
CONSERVATION_EFFORTS: Reintroducing wolves changed the rivers of Yellowstone by keeping the deer away from
  the banks.
POLICY_ADVOCACY: The city council voted for protected bike lanes after a petition with 20,000 signatures.
POLICY_ADVOCACY: A carbon tax only works politically if the money goes back to households as a dividend.
PERSONAL_IMPACT: I sold the second car; the bike and the bus cover almost everything we need.
PERSONAL_IMPACT: Eating meat only at weekends cut my food footprint by about a third.
`;
