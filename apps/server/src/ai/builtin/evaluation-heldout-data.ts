/**
 * The held-out categorisation set: written in one sitting before the categoriser was changed, never read
 * while tuning it, and only scored. Same format as EVALUATION_DATA. Its items mix the kinds of text people
 * save: quotations from books (often signed), lines from articles, notes from meetings and plain notes to
 * self, in varied wording, 12 per group.
 */
export const HELD_OUT_DATA = `
TASKS_ACTIONS: Things to sort out before the trip: water the plants schedule, pay the electricity bill,
  pick up the dry cleaning.
TASKS_ACTIONS: Action items from Monday's sync: Priya drafts the onboarding email, Leo fixes the broken
  link on the pricing page, both by Wednesday.
TASKS_ACTIONS: The list on my fridge now has one rule: nothing goes on it without a verb at the front.
TASKS_ACTIONS: Reminder: renew passport (expires in March), book the car service, call grandma on Sunday.
METHODS_TECHNIQUES: "Work on one thing at a time, in blocks of ninety minutes, then walk away from the desk."
  — from a book on focus
METHODS_TECHNIQUES: The two-minute rule: if it takes less than two minutes, do it now instead of writing it
  down.
TOOLS_RESOURCES: I keep every reference in a plain Markdown folder synced with Syncthing; no app can lock me
  in.
TOOLS_RESOURCES: A kitchen timer set to fifty minutes is the most useful gadget on my desk.
MINDSET_HABITS: The feeling of being busy is often just the feeling of being interrupted a hundred times a
  day.
MINDSET_HABITS: "You will never feel ready. Start anyway, and let the work teach you." — a note from a
  writing workshop
OUTCOMES: After a month of no-meeting Wednesdays the team closed twice as many tickets as in the month
  before.
OUTCOMES: Judge a day by whether the one important thing moved forward, not by how many boxes got ticked.

DEVELOPMENT_CODING: Make it work, make it right, make it fast. — Kent Beck
DEVELOPMENT_CODING: Meeting note: we agreed to squash commits before merging and to require one code review
  on every pull request.
DEVELOPMENT_CODING: A function that needs a comment to explain what it does usually needs a better name
  instead.
HARDWARE_DEVICES: The new laptop's fan never spins up; the ARM chip runs the whole build on battery without
  getting warm.
HARDWARE_DEVICES: Replacing the old hard drive with an SSD made the ten-year-old computer feel new again.
DATA_AI: Large language models predict the next token; they don't look anything up unless you give them a
  retrieval step.
DATA_AI: Clean the dataset before you train anything: half of our model's errors came from mislabelled rows.
CYBERSECURITY: The attackers got in through a contractor's VPN account that had no two-factor
  authentication.
CYBERSECURITY: Never paste production secrets into a chat window; treat tokens like house keys.
TRENDS_INNOVATION: Every technology wave starts with people overestimating the next two years and
  underestimating the next ten.
TRENDS_INNOVATION: Cheap sensors and cheap connectivity turned ordinary objects, from doorbells to tractors,
  into data sources.
DATA_AI: The dashboard showed a correlation between ice cream sales and drownings; summer explains both.

STRATEGY_PLANNING: Strategy is deciding what not to do. — Michael Porter
STRATEGY_PLANNING: In the offsite we chose to leave the enterprise market to competitors and focus on small
  agencies for the next two years.
FINANCE_ACCOUNTING: Gross margin fell from 62% to 48% once we counted the cloud hosting bill as a cost of
  revenue.
FINANCE_ACCOUNTING: The board asked for a cash-flow forecast that shows the runway month by month through
  next year.
MARKETING_SALES: People don't buy a drill, they buy the hole in the wall.
MARKETING_SALES: Our best leads came from a single webinar, not from the ads we spent the whole budget on.
MANAGEMENT_LEADERSHIP: A manager's output is the output of their team. — Andy Grove, High Output Management
MANAGEMENT_LEADERSHIP: Hold a weekly one-on-one with each report and let them set the agenda.
OPERATIONS_LOGISTICS: The warehouse cut picking errors in half by putting the fastest-selling items closest to
  the packing tables.
OPERATIONS_LOGISTICS: Our supplier in Shenzhen is two weeks late, so the holiday stock will arrive after the
  shipping deadline.
MARKETING_SALES: Customers remember the story on the packaging long after they've forgotten the price.
STRATEGY_PLANNING: A moat is whatever makes it expensive for a customer to switch to a rival.

PHYSICAL_HEALTH: Three short strength sessions a week kept my back pain away better than any stretching
  routine.
PHYSICAL_HEALTH: Walking ten thousand steps is a marketing number; seven thousand already brings most of the
  benefit.
MENTAL_HEALTH: Depression lies: it tells you that nothing will ever change and that nobody would care.
MENTAL_HEALTH: On bad days my therapist asks me to name five things I can see and four I can hear.
WELLNESS_LIFESTYLE: Sunday evenings are now phone-free: a bath, a book, and bed by ten.
WELLNESS_LIFESTYLE: Eat mostly plants, not too much, and sit down for meals with other people.
MEDICAL_SCIENTIFIC: The vaccine trial enrolled thirty thousand volunteers and reported 95% efficacy against
  severe illness.
MEDICAL_SCIENTIFIC: Antibiotics do nothing against a virus, and taking them anyway breeds resistant
  bacteria.
SPECIFIC_AREAS: Migraine sufferers often find that regular meals and steady sleep times cut the number of
  attacks.
SPECIFIC_AREAS: Type 2 diabetes can go into remission with substantial weight loss, especially early after
  diagnosis.
PHYSICAL_HEALTH: My physio says the knee needs mobility work before I go back to running hills.
MENTAL_HEALTH: Burnout is not fixed by a holiday if you return to the same workload and the same boss.

CONCEPTS_THEORIES: Natural selection needs only three things: variation, inheritance and differences in
  survival.
CONCEPTS_THEORIES: The map is not the territory. — Alfred Korzybski
STUDY_MEMORIZATION: Before reading a chapter, skim the headings and write three questions; read to answer
  them.
STUDY_MEMORIZATION: Testing yourself feels harder than rereading, which is exactly why it works better for
  exams.
SKILLS_DEVELOPMENT: Ten thousand hours of the wrong practice makes you very good at the wrong thing; you need
  feedback and a coach.
SKILLS_DEVELOPMENT: I learned to touch type in a month with fifteen minutes of drills a day.
RESOURCES_MATERIALS: The free MIT course on linear algebra by Gilbert Strang is better than most paid ones.
RESOURCES_MATERIALS: Recommended reading from the seminar: "Thinking, Fast and Slow" and "The Black Swan".
UNDERSTANDING_APPLICATION: Knowing the formula for compound interest is different from feeling why starting
  ten years earlier matters so much.
UNDERSTANDING_APPLICATION: Explain it to a twelve-year-old; wherever you reach for jargon is where your
  understanding stops.
SUBJECT_SPECIFIC: The Roman Republic fell not in a day but over a century of generals who were more loyal
  to their armies than to the Senate.
SUBJECT_SPECIFIC: Photosynthesis turns light, water and carbon dioxide into sugar, releasing oxygen as a
  by-product.

SELF_AWARENESS: Know thyself. Most of my bad decisions were made when I was tired and pretending not to be.
SELF_AWARENESS: I noticed I only criticise other people's work when I feel insecure about my own.
GOAL_SETTING_ACHIEVEMENT: You do not rise to the level of your goals. You fall to the level of your systems.
  — James Clear
GOAL_SETTING_ACHIEVEMENT: Write the goal as a date and a number: run a half marathon under two hours by
  October.
EMOTIONAL_INTELLIGENCE: Name the emotion you are feeling; putting a word on anger already takes some of its
  heat away.
EMOTIONAL_INTELLIGENCE: Empathy is not agreeing with someone; it is understanding why they feel the way they
  do.
MINDSET_GROWTH: Failure is information, not a verdict on who you are.
MINDSET_GROWTH: "Not yet" is the most useful phrase a teacher can give a struggling student.
HABITS_ROUTINES: Habits are the compound interest of self-improvement. — Atomic Habits
HABITS_ROUTINES: My morning routine: glass of water, ten minutes of stretching, then journaling before I look
  at any screen.
HABITS_ROUTINES: To make a new habit stick, attach it to one you already have: after I pour my coffee, I
  floss.
SELF_AWARENESS: Ask three friends to describe you in one word; the gap between their words and yours is
  worth thinking about.

PERSONAL_FINANCE: We track every expense in a shared spreadsheet and review the budget together on the first
  of the month.
PERSONAL_FINANCE: Build an emergency fund of three to six months of expenses before you pay extra on the
  mortgage.
INVESTING: Time in the market beats timing the market.
INVESTING: Buy a low-cost global index fund, rebalance once a year, and stop checking the price every day.
FINANCIAL_LITERACY: Compound interest is the eighth wonder of the world. He who understands it, earns it; he
  who doesn't, pays it.
FINANCIAL_LITERACY: A credit card minimum payment is designed to keep you in debt for as long as possible.
RETIREMENT_PLANNING: The 4% rule says you can withdraw four percent of your savings each year in retirement
  with little risk of running out.
RETIREMENT_PLANNING: Increase your pension contribution by one percent every time you get a raise.
TAXES: Freelancers should set aside about a third of every invoice for income tax and VAT.
TAXES: Capital gains on shares held for more than a year are taxed at a lower rate in many countries.
PERSONAL_FINANCE: Cancel the subscriptions you forgot you had; ours added up to ninety euros a month.
INVESTING: Diversification is the only free lunch in finance.

INTERPERSONAL_RELATIONSHIPS: The quality of your life is the quality of your relationships. — Tony Robbins
INTERPERSONAL_RELATIONSHIPS: My sister and I stopped arguing about our parents once we agreed to take turns
  visiting them.
COMMUNICATION_SKILLS: Most people do not listen with the intent to understand; they listen with the intent to
  reply. — Stephen Covey
COMMUNICATION_SKILLS: Put the conclusion in the first line of the email; people stop reading after the
  second paragraph.
CONFLICT_RESOLUTION: When a customer shouts, lower your voice and repeat back what they said before you
  offer any fix.
CONFLICT_RESOLUTION: In the retro we let each side explain the other side's position before discussing who
  was right.
RELATIONSHIP_BUILDING: Send a short note to an old colleague every week; networking is just remembering people.
RELATIONSHIP_BUILDING: Friendships need time: researchers estimate it takes about two hundred hours together
  to make a close friend.
FEEDBACK: Praise in public, criticise in private.
FEEDBACK: My manager's feedback on the presentation: fewer slides, one message, and look at the audience.
COMMUNICATION_SKILLS: Silence after a question is not awkward; it gives the other person room to think.
INTERPERSONAL_RELATIONSHIPS: Couples who turn toward each other's small bids for attention stay together
  longer.

CREATIVE_PROCESS: Write drunk, edit sober.
CREATIVE_PROCESS: The first draft of anything is garbage. — attributed to Hemingway
ART_FORMS: Haiku compresses a season and a feeling into seventeen syllables.
ART_FORMS: Jazz grew out of blues and ragtime in New Orleans at the start of the twentieth century.
ARTISTIC_TECHNIQUES: Shoot in the golden hour and keep the sun behind your subject for a soft rim of light.
ARTISTIC_TECHNIQUES: In watercolour you paint from light to dark, because you cannot bring the white of the
  paper back.
ART_APPRECIATION: Stand in front of a Rothko for ten minutes and the colours start to move.
ART_APPRECIATION: The museum guide explained why Vermeer's light seems to come from inside the room.
EXPRESSION: Dancing alone in the kitchen is how I say what I can't put into words.
EXPRESSION: Poetry is what gets lost in translation, and what I write when nothing else helps.
CREATIVE_PROCESS: Constraints help: the band wrote the whole album using only three chords.
ARTISTIC_TECHNIQUES: Tell the story with verbs; adjectives are where weak writing hides.

TRAVEL_PLANNING: Flights to Lisbon are cheapest about seven weeks out; set a price alert and book on a
  Tuesday.
TRAVEL_PLANNING: Itinerary draft: three nights in Kyoto, two in Osaka, day trip to Nara, rail pass for the
  whole week.
CULTURAL_EXPERIENCES: In Japan, tipping can be taken as an insult; good service is simply expected.
CULTURAL_EXPERIENCES: We joined a family in Oaxaca for the Day of the Dead, building the altar with marigolds
  and photos.
EXPLORATION_ADVENTURE: We kayaked along the fjord for four days and saw nobody except seals.
EXPLORATION_ADVENTURE: The trek to Everest base camp takes twelve days; the altitude, not the distance, is the
  hard part.
DESTINATION_SPECIFIC: In Rome, skip the queue at the Vatican by booking the first entry at 7:30.
DESTINATION_SPECIFIC: Iceland's Ring Road takes about a week by car if you want to stop at the waterfalls.
TRAVEL_TIPS: Pack a day's clothes in your carry-on in case the checked bag goes missing.
TRAVEL_TIPS: Jet lag fades faster if you get outside in the morning light on the first day.
TRAVEL_TIPS: Always carry some local cash; the best street food stalls don't take cards.
EXPLORATION_ADVENTURE: Not all those who wander are lost. — J.R.R. Tolkien

ENVIRONMENTAL_ISSUES: The oceans have absorbed about a third of the carbon dioxide we emitted, and they are
  becoming more acidic as a result.
ENVIRONMENTAL_ISSUES: Insect populations have dropped sharply in the last thirty years, and pesticides are a
  big part of why.
ECO_FRIENDLY_PRACTICES: Repair before you replace: the café's repair night fixed our toaster and two lamps.
ECO_FRIENDLY_PRACTICES: Compost the kitchen scraps; a third of our household rubbish was food waste.
CONSERVATION_EFFORTS: Wolves returned to Yellowstone and the rivers changed course as the elk stopped
  overgrazing the banks.
CONSERVATION_EFFORTS: The reserve pays local fishermen to protect turtle nests on the beach.
POLICY_ADVOCACY: The city council voted for a low-emission zone after a petition with twelve thousand
  signatures.
POLICY_ADVOCACY: A carbon tax returned to citizens as a dividend is the policy most economists agree on.
PERSONAL_IMPACT: Going vegetarian four days a week cut my food footprint by about a third.
PERSONAL_IMPACT: We don't inherit the earth from our ancestors, we borrow it from our children.
ENVIRONMENTAL_ISSUES: Glaciers in the Alps have lost more than half their volume since 1930.
CONSERVATION_EFFORTS: Half of the world's coral reefs have been lost; restoration teams are growing new
  coral on underwater frames.
`;
