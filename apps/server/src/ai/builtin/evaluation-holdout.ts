/**
 * A held-out set in the same format as EVALUATION_DATA, written after the vocabularies were final and never
 * used to tune them: it estimates how the categoriser does on text it has not been fitted to.
 */
export const HOLDOUT_DATA = `
TASKS_ACTIONS: Still need to return the library books, cancel the gym trial and RSVP to Sam's wedding before
  the end of the week.
METHODS_TECHNIQUES: Theme your days: Mondays for admin and planning, Tuesdays and Thursdays for writing,
  Fridays for meetings and loose ends.
TOOLS_RESOURCES: A cheap label printer and a shared family calendar removed half of our household
  arguments about who was supposed to do what.
MINDSET_HABITS: The urge to check messages is strongest right before a hard thought. Notice it, wait ten
  seconds, and keep going.
OUTCOMES: We stopped counting hours in the office and started reviewing what each person shipped on
  Friday; output went up and nobody missed the old timesheets.
TASKS_ACTIONS: Capture every commitment within a minute of making it, or you'll spend the evening trying to
  remember what you promised.

DEVELOPMENT_CODING: Delete code you don't need. Every line you keep is a line someone has to read,
  understand and maintain for years.
HARDWARE_DEVICES: The e-reader's battery lasts a month because the e-ink screen only draws power when the
  page changes.
DATA_AI: A classifier that is 99% accurate on a disease that affects 1% of people can be useless: predicting
  "healthy" every time scores the same.
CYBERSECURITY: Use a different password for every site and let a password manager remember them; one leaked
  login should not unlock your whole life.
TRENDS_INNOVATION: Most breakthroughs look like toys at first, which is exactly why established companies
  ignore them until it's too late.
DATA_AI: Embeddings turn words into vectors so that similar meanings end up close together in space.

STRATEGY_PLANNING: A company that tries to serve every customer ends up being nobody's first choice.
FINANCE_ACCOUNTING: A growing business can be profitable on paper and still go bankrupt if customers pay
  invoices in 90 days while suppliers want cash in 30.
MARKETING_SALES: Raise prices on your cheapest plan; the customers who leave are usually the ones who file
  the most support tickets.
MANAGEMENT_LEADERSHIP: New managers fail most often by continuing to do their old job instead of helping the
  team do theirs.
OPERATIONS_LOGISTICS: Cross-docking moves goods straight from inbound trucks to outbound ones, so nothing sits
  in storage for more than a few hours.
STRATEGY_PLANNING: Competing on price is a race to the bottom unless you have the lowest costs in the
  industry.

PHYSICAL_HEALTH: Sitting for eight hours undoes part of a morning workout; get up and move for a few minutes
  every half hour.
MENTAL_HEALTH: Therapy taught me that feelings are not facts: I can feel worthless and still not be.
WELLNESS_LIFESTYLE: Cutting caffeine after noon and dimming the lights at nine did more for my rest than any
  sleep gadget.
MEDICAL_SCIENTIFIC: The new drug lowered blood sugar in the trial, but researchers warn the long-term side
  effects are still unknown.
SPECIFIC_AREAS: Osteoarthritis in the knee often improves with strengthening the thigh muscles rather than
  resting the joint.
MENTAL_HEALTH: Panic attacks peak within ten minutes; knowing that they always pass makes them less
  frightening.

CONCEPTS_THEORIES: Goodhart's law: when a measure becomes a target, it ceases to be a good measure.
STUDY_MEMORIZATION: Teach each flashcard back to yourself out loud; if you stumble, the card goes back to the
  front of the deck.
SKILLS_DEVELOPMENT: Record yourself practising. You'll hear mistakes on the recording that you never notice
  while playing.
RESOURCES_MATERIALS: "How to Read a Book" by Adler is dated in places but still the best guide to reading
  non-fiction actively.
UNDERSTANDING_APPLICATION: You don't really know a concept until you can predict what happens when you change
  one of its inputs.
SUBJECT_SPECIFIC: Plate tectonics explains why earthquakes and volcanoes cluster along the edges of the
  Pacific.

SELF_AWARENESS: My anger at colleagues who cut corners says more about my fear of being seen as careless
  than about them.
GOAL_SETTING_ACHIEVEMENT: Pick one goal for the quarter and make everything else a "not now"; chasing five
  goals means finishing none.
EMOTIONAL_INTELLIGENCE: Before replying to a message that stings, ask what the sender might be worried
  about.
MINDSET_GROWTH: Talent gets you in the door; the willingness to be bad at something for a while is what
  makes you good.
HABITS_ROUTINES: I read ten pages every night before bed, no exceptions. After a year that was twenty-odd
  books.
SELF_AWARENESS: Keep a decision journal: write why you chose something and how you felt, then read it months
  later to see your real patterns.

PERSONAL_FINANCE: Automate the boring parts: rent, bills and savings leave the account on payday, and the
  rest is guilt-free spending.
INVESTING: Fees compound too. A 1% annual fee can eat almost a third of your portfolio's growth over 30 years.
FINANCIAL_LITERACY: Your house is where you live, not necessarily an investment; it costs money every month
  whether prices rise or not.
RETIREMENT_PLANNING: Our advisor said we can retire at 60 if we keep saving 15% of income and downsize the
  house.
TAXES: If you work from home, part of your rent and internet bill may be deductible; keep the records.
INVESTING: Bitcoin fell 70% twice in five years; only put in what you could watch disappear without panic.

INTERPERSONAL_RELATIONSHIPS: My father and I only started to understand each other once we cooked together
  every Sunday.
COMMUNICATION_SKILLS: Say the hard thing early in the meeting, plainly, then stop talking and let people
  respond.
CONFLICT_RESOLUTION: When two teammates argue about the solution, get them to agree on the problem first;
  most of the fight disappears.
RELATIONSHIP_BUILDING: Moving to a new town, I joined a running club and a choir; a year later those people
  are my closest circle.
FEEDBACK: Feedback lands better when you ask permission first: "Can I share an observation about the demo?"
INTERPERSONAL_RELATIONSHIPS: Teenagers talk more in the car, side by side, than face to face at the kitchen
  table.

CREATIVE_PROCESS: I keep three projects going at once, so when one stalls I work on another instead of
  staring at the stuck one.
ART_FORMS: Opera combines music, drama, costume and stagecraft; no other form asks so much of an audience.
ARTISTIC_TECHNIQUES: Limit yourself to three values when blocking in a painting: light, middle and dark.
ART_APPRECIATION: The guide told us to look at what the people in the painting are looking at; suddenly the
  whole story of the picture opened up.
EXPRESSION: Singing in the car, badly and loudly, is still the most honest thing I do all week.
CREATIVE_PROCESS: Steal the structure of something you love, then fill it with your own material.

TRAVEL_PLANNING: Book the overnight train early; the sleeper cabins sell out months ahead for summer dates.
CULTURAL_EXPERIENCES: In Korea you pour drinks for others, never for yourself, and elders are served first.
EXPLORATION_ADVENTURE: We climbed before dawn to reach the crater rim as the sun came up over the clouds.
DESTINATION_SPECIFIC: Vienna's coffee houses let you sit for hours over one cup; ask for a Melange and the
  newspaper.
TRAVEL_TIPS: Take a photo of where you parked and of the hotel's business card; both save you when your
  phone has no signal.
TRAVEL_TIPS: Eat where the menu is only in the local language and the tables are full of families.

ENVIRONMENTAL_ISSUES: Air pollution from traffic and heating contributes to millions of premature deaths
  every year.
ECO_FRIENDLY_PRACTICES: We switched to a bamboo toothbrush, bar soap and shampoo bars, and the bathroom bin
  is nearly empty.
CONSERVATION_EFFORTS: Seagrass meadows are being replanted off the coast, seed by seed, to bring back fish
  nurseries.
POLICY_ADVOCACY: The deposit-return scheme for bottles passed only after years of campaigning by local
  groups.
PERSONAL_IMPACT: Our family now takes the train for holidays in Europe; it takes longer but the emissions are
  a fraction of flying.
ENVIRONMENTAL_ISSUES: Wetlands are disappearing three times faster than forests, taking their carbon stores
  and flood protection with them.
`;
