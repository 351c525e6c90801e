/**
 * More labelled highlights for the Bayes model to learn everyday wording from: book quotations, meeting
 * notes, article lines and notes to self, about three per code. Tuning data, like EVALUATION_DATA.
 */
export const TRAINING_DATA = `
TASKS_ACTIONS: Before Friday: send the invoice to Maria, book the venue for the workshop, order new toner.
TASKS_ACTIONS: Next steps from the call: Ahmed shares the draft, I review it by Tuesday, then we send it out.
TASKS_ACTIONS: Grocery run, pharmacy, post office. Then answer the three emails that have been waiting all
  week.
TASKS_ACTIONS: Each evening I write tomorrow's list on a card; what doesn't fit on the card doesn't get done.
METHODS_TECHNIQUES: Do the hardest task first, before lunch, while your head is still clear.
METHODS_TECHNIQUES: Work backwards from the deadline and give each week a single milestone to hit.
METHODS_TECHNIQUES: Close every tab and window except the one you need; one screen, one job.
TOOLS_RESOURCES: We replaced five different apps with one shared workspace and lost nothing we needed.
TOOLS_RESOURCES: A notebook in the back pocket beats any phone app for catching ideas on a walk.
TOOLS_RESOURCES: The browser plugin that hides the news feed gave me back an hour a day.
MINDSET_HABITS: Waiting for motivation is a trap; action comes first and motivation follows it.
MINDSET_HABITS: The work expands when you think you have all day; give it an afternoon instead.
MINDSET_HABITS: I kept checking my phone between every paragraph. Putting it in another room fixed my
  writing.
OUTCOMES: Three months of daily short sessions produced the whole first draft of the thesis.
OUTCOMES: The new process cut the time from request to delivery from two weeks to three days.
OUTCOMES: What counts is the work that got finished and used, not the effort that went into it.

DEVELOPMENT_CODING: Premature optimization is the root of all evil. — Donald Knuth
DEVELOPMENT_CODING: Any fool can write code that a computer can understand. Good programmers write code that
  humans can understand. — Martin Fowler
DEVELOPMENT_CODING: Standup: the migration script failed on the staging database; Jana will add a rollback
  and rerun it.
DEVELOPMENT_CODING: Write the test first, watch it fail, then write just enough code to pass it.
HARDWARE_DEVICES: The phone's camera now beats the compact camera I bought five years ago.
HARDWARE_DEVICES: A mechanical keyboard and a decent monitor arm fixed the wrist pain from the laptop.
HARDWARE_DEVICES: The router was the bottleneck all along; the new mesh system covers the whole flat.
DATA_AI: Garbage in, garbage out: a model is only as good as the data it was trained on.
DATA_AI: The chatbot answered confidently and wrongly; the neural network had never seen the product
  manual.
DATA_AI: A/B tests need enough users per variant, or the difference you see is just noise.
CYBERSECURITY: Phishing emails now copy the exact style of your bank; check the sender address every time.
CYBERSECURITY: Security is a process, not a product. — Bruce Schneier
CYBERSECURITY: After the breach, every employee had to reset their password and enrol a hardware key.
TRENDS_INNOVATION: Electric cars went from a niche toy to a third of new sales in under a decade.
TRENDS_INNOVATION: The future is already here — it's just not very evenly distributed. — William Gibson
TRENDS_INNOVATION: Disruptive startups usually begin at the low end of a market that incumbents ignore.

STRATEGY_PLANNING: The essence of strategy is choosing to perform activities differently than rivals do.
STRATEGY_PLANNING: Board meeting: we will expand to Germany next year and postpone the US launch.
STRATEGY_PLANNING: Plans are worthless, but planning is everything. — Eisenhower
FINANCE_ACCOUNTING: Revenue is vanity, profit is sanity, cash is king.
FINANCE_ACCOUNTING: The auditors flagged that we booked the annual contracts as revenue in the first month.
FINANCE_ACCOUNTING: Depreciation spreads the cost of a machine over the years it is used.
MARKETING_SALES: Sales call notes: the client likes the demo but needs a quote with volume discounts by
  Monday.
MARKETING_SALES: Your brand is what people say about you when you're not in the room. — Jeff Bezos
MARKETING_SALES: Email subscribers convert ten times better than followers on social media.
MANAGEMENT_LEADERSHIP: Hire people smarter than you and get out of their way.
MANAGEMENT_LEADERSHIP: The best leaders take a little more than their share of the blame and a little less
  of the credit.
MANAGEMENT_LEADERSHIP: Team meeting: new managers shadow a senior lead for their first month.
OPERATIONS_LOGISTICS: The factory runs lean: parts arrive the day they are needed, so a late truck stops the
  line.
OPERATIONS_LOGISTICS: Order fulfilment moved to a third-party warehouse, cutting delivery times to two days.
OPERATIONS_LOGISTICS: Every step of the process was mapped, and a third of them added no value for the
  customer.

PHYSICAL_HEALTH: Lifting weights twice a week protects your bones and muscles as you age.
PHYSICAL_HEALTH: Drink water before you feel thirsty, especially on long bike rides in the heat.
PHYSICAL_HEALTH: My resting heart rate dropped by ten beats after a year of easy running.
MENTAL_HEALTH: Talking to a counsellor helped me see that the anxiety was not a weakness.
MENTAL_HEALTH: Loneliness is as harmful to health as smoking fifteen cigarettes a day.
MENTAL_HEALTH: It's okay not to be okay; asking for help is the brave part.
WELLNESS_LIFESTYLE: Slow mornings with tea and no screens changed how the whole day feels.
WELLNESS_LIFESTYLE: A walk after dinner, an early night and fewer drinks on weekdays: small things, big
  difference.
WELLNESS_LIFESTYLE: Self-care is not a spa day; it's going to bed on time and cooking real food.
MEDICAL_SCIENTIFIC: The study followed fifty thousand nurses for twenty years and found no link between coffee
  and heart disease.
MEDICAL_SCIENTIFIC: Gene therapy restored partial sight to patients in the clinical trial.
MEDICAL_SCIENTIFIC: Placebo effects are real enough that every drug must beat a sugar pill in trials.
SPECIFIC_AREAS: Lower back pain usually gets better sooner if you keep moving instead of resting in bed.
SPECIFIC_AREAS: High blood pressure has no symptoms, which is why it is called the silent killer.
SPECIFIC_AREAS: Asthma inhalers work best with a spacer; most patients use them wrongly.

CONCEPTS_THEORIES: Occam's razor: the simplest explanation that fits the facts is usually the right one.
CONCEPTS_THEORIES: Game theory shows why two rational players can both end up worse off in the prisoner's
  dilemma.
CONCEPTS_THEORIES: Entropy always increases in a closed system; order needs energy to keep it.
STUDY_MEMORIZATION: Spread your revision over weeks; cramming the night before fades within days.
STUDY_MEMORIZATION: Build a memory palace: place each item you want to remember in a room of your house.
STUDY_MEMORIZATION: Summarise each lecture in five sentences from memory before looking at your notes.
SKILLS_DEVELOPMENT: Practise the hard passage slowly until it is boring, then speed it up.
SKILLS_DEVELOPMENT: An apprentice learns more by watching a master's mistakes than by reading the manual.
SKILLS_DEVELOPMENT: To learn a language, talk badly every day with native speakers.
RESOURCES_MATERIALS: The best introduction to statistics I know is a free online textbook with exercises.
RESOURCES_MATERIALS: Reading list for the course: two textbooks, a podcast series and a set of lecture
  videos.
RESOURCES_MATERIALS: This documentary series explains the history of mathematics better than my school did.
UNDERSTANDING_APPLICATION: Tell me and I forget, teach me and I may remember, involve me and I learn.
UNDERSTANDING_APPLICATION: Solve one real problem with the theory and it finally makes sense.
UNDERSTANDING_APPLICATION: If you can't explain it simply, you don't understand it well enough.
SUBJECT_SPECIFIC: The French Revolution began with a debt crisis and a king who called the Estates-General.
SUBJECT_SPECIFIC: DNA is copied before a cell divides, and each new cell gets one full set of chromosomes.
SUBJECT_SPECIFIC: In economics, inflation rises when too much money chases too few goods.

SELF_AWARENESS: The things that irritate us about others can lead us to an understanding of ourselves. —
  Carl Jung
SELF_AWARENESS: I realised I say yes to everything because I want to be liked, not because I want to help.
SELF_AWARENESS: Journaling showed me that my bad moods always follow nights with too little sleep.
GOAL_SETTING_ACHIEVEMENT: A goal without a deadline is only a dream.
GOAL_SETTING_ACHIEVEMENT: Break the big ambition into quarterly targets and review them every month.
GOAL_SETTING_ACHIEVEMENT: I reached my savings target by December because I wrote it on the fridge in January.
EMOTIONAL_INTELLIGENCE: Between stimulus and response there is a space. In that space is our power to choose
  our response. — Viktor Frankl
EMOTIONAL_INTELLIGENCE: When someone is upset, first acknowledge the feeling; solutions can wait.
EMOTIONAL_INTELLIGENCE: Jealousy is a signal about what you want, not a verdict about the other person.
MINDSET_GROWTH: Whether you think you can or you think you can't, you're right. — Henry Ford
MINDSET_GROWTH: Mistakes are proof that you are trying; a fixed mindset hides from them.
MINDSET_GROWTH: Effort is what turns ability into achievement.
HABITS_ROUTINES: We are what we repeatedly do. Excellence, then, is not an act, but a habit.
HABITS_ROUTINES: Every evening I lay out my running clothes, so the morning run needs no decision.
HABITS_ROUTINES: Breaking a bad habit is easier if you make it harder to start: uninstall, unplug, hide.

PERSONAL_FINANCE: Pay yourself first: move savings to a separate account the day your salary arrives.
PERSONAL_FINANCE: We paid off the car loan early and put the monthly payment into savings instead.
PERSONAL_FINANCE: A budget is telling your money where to go instead of wondering where it went.
INVESTING: The stock market is a device for transferring money from the impatient to the patient. — Warren
  Buffett
INVESTING: Dividend shares paid our holiday this year without touching the capital.
INVESTING: Be fearful when others are greedy and greedy when others are fearful.
FINANCIAL_LITERACY: Inflation quietly shrinks cash in a savings account every year.
FINANCIAL_LITERACY: An asset puts money in your pocket; a liability takes money out. — Rich Dad Poor Dad
FINANCIAL_LITERACY: Learn the difference between a fixed and a variable interest rate before you borrow.
RETIREMENT_PLANNING: Start your pension in your twenties; a decade of compounding is worth more than doubling
  contributions later.
RETIREMENT_PLANNING: Early retirement needs about twenty-five times your yearly spending saved.
RETIREMENT_PLANNING: My parents delayed their state pension by two years to get a larger monthly amount.
TAXES: Keep receipts for every business expense; the tax office can ask for them years later.
TAXES: The tax return is due on the 31st of July, and late filing brings a fine.
TAXES: Charitable donations can be deducted from taxable income if you keep the receipts.

INTERPERSONAL_RELATIONSHIPS: A friend is someone who knows all about you and still loves you.
INTERPERSONAL_RELATIONSHIPS: Marriage works when both partners keep choosing each other on ordinary days.
INTERPERSONAL_RELATIONSHIPS: My neighbours became family after we looked after each other's kids every week.
COMMUNICATION_SKILLS: The single biggest problem in communication is the illusion that it has taken place.
COMMUNICATION_SKILLS: Speak slowly, pause after the key point, and let the room catch up.
COMMUNICATION_SKILLS: Ask open questions and listen to the answer instead of preparing your reply.
CONFLICT_RESOLUTION: Attack the problem, not the person.
CONFLICT_RESOLUTION: The mediator had both parties list what they needed, not what they demanded.
CONFLICT_RESOLUTION: We settled the disagreement by agreeing on a test and letting the result decide.
RELATIONSHIP_BUILDING: Remember people's names and the small details they tell you; it builds trust quickly.
RELATIONSHIP_BUILDING: Go to the same café every morning and you'll soon know half the street.
RELATIONSHIP_BUILDING: Help others without expecting anything back; your network grows from generosity.
FEEDBACK: Criticism is easier to hear when it comes with one concrete example and one suggestion.
FEEDBACK: Retro notes: ask for feedback on designs earlier, before the work is half done.
FEEDBACK: Thank the person who tells you what is wrong with your work; they are doing you a favour.

CREATIVE_PROCESS: Creativity is just connecting things. — Steve Jobs
CREATIVE_PROCESS: Amateurs sit and wait for inspiration, the rest of us just get up and go to work.
CREATIVE_PROCESS: Fill a notebook with bad ideas; the good ones hide among them.
ART_FORMS: The novel, the film and the comic can tell the same story, each in its own language.
ART_FORMS: Ballet grew out of court dances in Renaissance Italy and France.
ART_FORMS: Street art moved from illegal walls into galleries within a generation.
ARTISTIC_TECHNIQUES: Use the rule of thirds: put the horizon on a line, not in the middle of the frame.
ARTISTIC_TECHNIQUES: Mix your greys from complementary colours instead of black; the shadows come alive.
ARTISTIC_TECHNIQUES: In dialogue, cut the greetings and start the scene late.
ART_APPRECIATION: A great painting rewards a second look; the details you missed are the point.
ART_APPRECIATION: The concert hall went silent after the last note, and nobody wanted to clap first.
ART_APPRECIATION: Looking at sculpture from all sides shows how the artist thought about space.
EXPRESSION: I write songs to understand what I feel.
EXPRESSION: Art washes away from the soul the dust of everyday life. — Picasso
EXPRESSION: Painting lets me say things I could never say out loud to my family.

TRAVEL_PLANNING: Check visa rules and passport validity three months before you fly.
TRAVEL_PLANNING: We booked the hostels, bought travel insurance and printed the train tickets.
TRAVEL_PLANNING: Plan the route around the long-distance bus schedule; some towns have one bus a day.
CULTURAL_EXPERIENCES: In Morocco we were invited for mint tea and learned to refuse the first offer politely.
CULTURAL_EXPERIENCES: The local festival filled the streets with music, lanterns and food stalls until
  dawn.
CULTURAL_EXPERIENCES: Learning ten words of the local language opened more doors than any guidebook.
EXPLORATION_ADVENTURE: We hiked the ridge for six hours and camped by a lake with no one else around.
EXPLORATION_ADVENTURE: Sailing across the channel at night, the only lights were the stars and a lighthouse.
EXPLORATION_ADVENTURE: Twenty years from now you will be more disappointed by the things you didn't do. Sail
  away from the safe harbour.
DESTINATION_SPECIFIC: In Lisbon, take tram 28 early in the morning before the crowds.
DESTINATION_SPECIFIC: Barcelona's Sagrada Família needs tickets booked online, days in advance.
DESTINATION_SPECIFIC: The best view of Prague is from the castle hill at sunset.
TRAVEL_TIPS: Roll your clothes instead of folding them; the bag holds more and nothing creases.
TRAVEL_TIPS: Download offline maps before you land, so you are not lost without data.
TRAVEL_TIPS: Keep copies of your passport in your email in case the original is stolen.

ENVIRONMENTAL_ISSUES: Plastic waste reaches the ocean through rivers, and most of it never breaks down.
ENVIRONMENTAL_ISSUES: Deforestation in the Amazon releases carbon and destroys habitats for countless
  species.
ENVIRONMENTAL_ISSUES: Heatwaves and droughts are becoming longer and more frequent as the planet warms.
ECO_FRIENDLY_PRACTICES: We buy second-hand clothes and furniture; nothing new unless it can't be found used.
ECO_FRIENDLY_PRACTICES: Reusable bags, a refill shop and a compost bin cut our rubbish in half.
ECO_FRIENDLY_PRACTICES: Line-dry the laundry and wash at thirty degrees to save energy.
CONSERVATION_EFFORTS: Volunteers planted ten thousand native trees to reconnect the broken forest.
CONSERVATION_EFFORTS: Protecting wetlands shelters migrating birds and stores carbon at the same time.
CONSERVATION_EFFORTS: Rangers protect the last rhinos around the clock from poachers.
POLICY_ADVOCACY: We wrote to our MP asking for a ban on single-use plastics; forty neighbours signed.
POLICY_ADVOCACY: Climate laws only last if voters demand them at every election.
POLICY_ADVOCACY: The campaign persuaded the city to fund protected bike lanes on every main road.
PERSONAL_IMPACT: Switching to a green electricity tariff took ten minutes and halved our household
  emissions.
PERSONAL_IMPACT: Flying less is the biggest single change most of us can make to our carbon footprint.
PERSONAL_IMPACT: Be the change you wish to see in the world.
TASKS_ACTIONS: Still to do this week: fix the leaking tap, renew the car insurance, return the parcel.
TASKS_ACTIONS: Anna to send the slides to the client by noon; Tom to confirm the room booking.
TASKS_ACTIONS: Write every promise down the moment you make it, with a date next to it.
METHODS_TECHNIQUES: Split big projects into tasks you can finish in one sitting; a vague task never starts.
METHODS_TECHNIQUES: Keep a "not now" list so new ideas don't hijack the plan for today.
TOOLS_RESOURCES: The shared calendar and a label maker did more for the office than the new software.
TOOLS_RESOURCES: I use a simple spreadsheet as my project tracker; filters and colours are all I need.
MINDSET_HABITS: Notice the itch to switch tabs and let it pass; attention is a muscle.
MINDSET_HABITS: Overthinking the plan is a comfortable way of not doing the work.
OUTCOMES: Since we limited work in progress, lead time dropped by half and quality went up.
OUTCOMES: Look back at the month and count what was delivered, not how busy you felt.

DEVELOPMENT_CODING: Refactor in small steps and run the tests after each one.
DEVELOPMENT_CODING: Naming things and cache invalidation are the two hard problems in computer science.
DEVELOPMENT_CODING: The API returns a 500 when the date is missing; validate the input at the edge.
HARDWARE_DEVICES: The smartwatch battery barely lasts a day with the heart-rate sensor always on.
HARDWARE_DEVICES: A Raspberry Pi in the cupboard runs our home server and backups.
DATA_AI: Accuracy alone misleads on imbalanced data; look at precision and recall for the rare class.
DATA_AI: Vectors of numbers represent words, and the distance between them stands for meaning.
DATA_AI: The recommendation algorithm learned from clicks, so it learned to show outrage.
CYBERSECURITY: Ransomware encrypted the hospital's files and the attackers demanded payment in bitcoin.
CYBERSECURITY: Keep software updated; most attacks use holes that were patched months ago.
TRENDS_INNOVATION: Remote work, once a perk, became the default for knowledge workers within two years.
TRENDS_INNOVATION: New technology is first used to do old things faster, and only later to do new things.

STRATEGY_PLANNING: Don't compete where the giants are strong; find the segment they can't be bothered with.
STRATEGY_PLANNING: Our five-year plan assumes we keep our position as the low-cost provider in the region.
FINANCE_ACCOUNTING: The balance sheet shows what a company owns and owes on a single day.
FINANCE_ACCOUNTING: Budget review: marketing overspent by twenty percent while payroll came in under forecast.
MARKETING_SALES: Price anchoring: show the expensive plan first and the middle plan looks like a bargain.
MARKETING_SALES: The customers who churn are usually those who never finished onboarding.
MARKETING_SALES: Word of mouth still brings us more new customers than advertising.
MANAGEMENT_LEADERSHIP: Delegate the outcome, not the method, and trust people to find their own way.
MANAGEMENT_LEADERSHIP: Culture is what the boss does when things go wrong, not the values on the wall.
OPERATIONS_LOGISTICS: Inventory hides problems; lower the stock and the bottlenecks become visible.
OPERATIONS_LOGISTICS: The courier missed the delivery window twice, so we switched carriers for the
  northern routes.

PHYSICAL_HEALTH: Stretch the hips after long days at the desk; the lower back will thank you.
PHYSICAL_HEALTH: Protein at every meal helps you keep muscle while losing weight.
MENTAL_HEALTH: Rumination loops stop when you write the worry down and decide on one small action.
MENTAL_HEALTH: Grief comes in waves; some days are fine and then a song undoes you.
WELLNESS_LIFESTYLE: A cold shower, a slow breakfast and a walk in the park: my idea of a good Saturday.
WELLNESS_LIFESTYLE: Balance is not a perfect split of hours; it's having energy left for the people you
  love.
MEDICAL_SCIENTIFIC: Researchers found that the new blood test detects several cancers before symptoms appear.
MEDICAL_SCIENTIFIC: Randomised controlled trials are the gold standard for testing a treatment.
SPECIFIC_AREAS: Sleep apnoea often goes undiagnosed; loud snoring and daytime tiredness are the signs.
SPECIFIC_AREAS: Children with eczema benefit from moisturising the skin twice a day.

CONCEPTS_THEORIES: Supply and demand explain why prices rise when a good becomes scarce.
CONCEPTS_THEORIES: Confirmation bias makes us notice the evidence that supports what we already believe.
STUDY_MEMORIZATION: Flashcards with spaced repetition got me through the anatomy exam.
STUDY_MEMORIZATION: Interleave topics while revising; mixing problem types helps them stick.
SKILLS_DEVELOPMENT: Deliberate practice means working at the edge of your ability with quick feedback.
SKILLS_DEVELOPMENT: I got better at drawing by copying one master sketch every day for a year.
RESOURCES_MATERIALS: The library's online collection gives free access to thousands of audiobooks.
RESOURCES_MATERIALS: Khan Academy and a good textbook were all I needed to relearn calculus.
UNDERSTANDING_APPLICATION: Reading about swimming doesn't teach you to swim; get in the water.
UNDERSTANDING_APPLICATION: Use the new idea on a real case the same day, or it stays a fact you once read.
SUBJECT_SPECIFIC: The speed of light is the same for every observer, which is where relativity starts.
SUBJECT_SPECIFIC: The Silk Road carried ideas and religions as well as silk and spices.

SELF_AWARENESS: Pay attention to what drains you and what gives you energy; that list is a map of yourself.
SELF_AWARENESS: I am not my thoughts; I can watch them come and go.
GOAL_SETTING_ACHIEVEMENT: Set the goal, then forget it and focus on the daily process that gets you there.
GOAL_SETTING_ACHIEVEMENT: Ambitious targets are fine if you celebrate the milestones on the way.
EMOTIONAL_INTELLIGENCE: People will forget what you said, but they will never forget how you made them feel.
EMOTIONAL_INTELLIGENCE: Wait until the anger has cooled before you answer; feelings pass, words stay.
MINDSET_GROWTH: Challenges are chances to grow, not threats to avoid.
MINDSET_GROWTH: The expert in anything was once a beginner.
HABITS_ROUTINES: Consistency beats intensity: twenty minutes every day beats three hours on Sunday.
HABITS_ROUTINES: My evening routine: dishes, tidy the desk, plan tomorrow, read in bed.

PERSONAL_FINANCE: Track spending for one month and you will find money you didn't know you were wasting.
PERSONAL_FINANCE: Pay off the card with the highest interest first, then roll that payment into the next.
INVESTING: Never invest in a business you cannot understand.
INVESTING: Stocks for the long run, bonds for the money you need in the next five years.
FINANCIAL_LITERACY: Money is a tool, not a goal; understand how it works and it works for you.
FINANCIAL_LITERACY: Know your net worth: everything you own minus everything you owe.
RETIREMENT_PLANNING: Check your pension forecast each year and adjust contributions if you're behind.
RETIREMENT_PLANNING: Retiring early means planning for healthcare costs before state support kicks in.
TAXES: Claim the home-office allowance; most freelancers forget it when filing.
TAXES: Tax-free savings accounts let the interest grow without the tax bill each year.

INTERPERSONAL_RELATIONSHIPS: Good friends tell you the truth even when you don't want to hear it.
INTERPERSONAL_RELATIONSHIPS: Spend time with people who make you a better version of yourself.
COMMUNICATION_SKILLS: Be clear, be brief, be gone.
COMMUNICATION_SKILLS: When you present, tell them what you'll say, say it, then tell them what you said.
CONFLICT_RESOLUTION: Find the interest behind each position and look for a deal that serves both.
CONFLICT_RESOLUTION: An apology without excuses ends most fights faster than any argument.
RELATIONSHIP_BUILDING: Trust is built in drops and lost in buckets.
RELATIONSHIP_BUILDING: Invite the new colleague to lunch in their first week; it matters more than you think.
FEEDBACK: Ask "what is one thing I could do better?" instead of "any feedback?".
FEEDBACK: The code review comments were harsh but specific, and the next pull request was much better.

CREATIVE_PROCESS: Great ideas come from volume; make a hundred sketches before choosing one.
CREATIVE_PROCESS: When blocked, change the medium: if writing stalls, draw the story instead.
ART_FORMS: Photography freed painting from having to record reality.
ART_FORMS: The symphony orchestra grew from a few strings to a hundred players by Mahler's time.
ARTISTIC_TECHNIQUES: Squint at the scene to see the big shapes of light and shadow before the details.
ARTISTIC_TECHNIQUES: Show, don't tell: let the character's actions reveal the feeling.
ART_APPRECIATION: You don't have to understand abstract art to feel something in front of it.
ART_APPRECIATION: Listening to the whole album in order shows why the songs were arranged that way.
EXPRESSION: Writing poems in my diary is how I make sense of a hard week.
EXPRESSION: Everyone has a voice; singing in a choir taught me not to hide mine.

TRAVEL_PLANNING: Compare flights on flexible dates and book the hotel with free cancellation.
TRAVEL_PLANNING: Our route: fly into Rome, train to Florence, rent a car for Tuscany, fly home from Pisa.
CULTURAL_EXPERIENCES: Sharing a meal with a host family taught us more than any museum.
CULTURAL_EXPERIENCES: In Thailand you never touch someone's head and you take off your shoes indoors.
EXPLORATION_ADVENTURE: We crossed the desert by jeep and slept under more stars than I had ever seen.
EXPLORATION_ADVENTURE: The cave dive was the most frightening and the most beautiful hour of my life.
DESTINATION_SPECIFIC: In Amsterdam, rent a bike and stay off the tram lines.
DESTINATION_SPECIFIC: New York's High Line is the best walk in Manhattan on a sunny afternoon.
TRAVEL_TIPS: Use a card without foreign transaction fees and always pay in the local currency.
TRAVEL_TIPS: Pack light: you can buy almost anything you forgot when you arrive.

ENVIRONMENTAL_ISSUES: Rising sea levels threaten coastal cities where hundreds of millions of people live.
ENVIRONMENTAL_ISSUES: Microplastics have been found in rain, in fish and in human blood.
ECO_FRIENDLY_PRACTICES: Buy local and seasonal produce; it travels less and tastes better.
ECO_FRIENDLY_PRACTICES: We fixed the bike instead of buying a new one and learned to patch tyres ourselves.
CONSERVATION_EFFORTS: Rewilding the valley brought back beavers, and with them the wetlands and birds.
CONSERVATION_EFFORTS: A seed bank stores the seeds of endangered plants in case they vanish in the wild.
POLICY_ADVOCACY: Citizens' assemblies on climate produced bolder proposals than parliament.
POLICY_ADVOCACY: The petition to stop the new motorway reached parliament with fifty thousand signatures.
PERSONAL_IMPACT: Cycling to work instead of driving saves about a tonne of CO2 a year.
PERSONAL_IMPACT: Small daily choices, added up over millions of people, are what changes the climate.
TASKS_ACTIONS: Open items: book flights for the conference, renew the software licence, sign the NDA.
TASKS_ACTIONS: Jonas will update the wiki page after the retro; I will chase the missing approvals.
TASKS_ACTIONS: Clear the inbox to zero every Friday afternoon and file what still needs an answer.
METHODS_TECHNIQUES: Plan the week on Sunday evening: three big rocks first, then fill the gaps with small jobs.
METHODS_TECHNIQUES: Use a timer: twenty-five minutes of work, five minutes off, and repeat.
TOOLS_RESOURCES: A good template for meeting notes saves ten minutes every single meeting.
TOOLS_RESOURCES: I switched from a paper diary to a calendar app that syncs with my phone.
MINDSET_HABITS: Doing nothing for ten minutes is better than half-doing three things at once.
MINDSET_HABITS: The hardest part of any task is sitting down to start it.
OUTCOMES: In the end, the only measure of a plan is whether the work got done on time.
OUTCOMES: Our team delivered the project a week early and under budget.

DEVELOPMENT_CODING: Code is read far more often than it is written, so optimise for the reader.
DEVELOPMENT_CODING: Keep functions small and give variables names that say what they hold.
DEVELOPMENT_CODING: The bug only appeared in production because the test data had no empty strings.
HARDWARE_DEVICES: The new tablet is light enough to read on in bed, and the pen works well for notes.
HARDWARE_DEVICES: USB-C finally means one charger for the laptop, the phone and the headphones.
DATA_AI: Machine learning finds patterns in past data; it cannot tell you what has never happened before.
DATA_AI: Correlation is not causation, however pretty the chart.
CYBERSECURITY: Attackers only need to be right once; defenders need to be right every time.
CYBERSECURITY: Lock your screen when you leave your desk, even for a coffee.
TRENDS_INNOVATION: Within ten years most cars sold in Europe will be electric.
TRENDS_INNOVATION: Innovation is saying no to a thousand things.

STRATEGY_PLANNING: Our long-term plan is to own the niche rather than fight for the whole market.
STRATEGY_PLANNING: Good strategy starts with an honest diagnosis of the challenge.
FINANCE_ACCOUNTING: Late payments from two big clients left us short of cash at the end of the quarter.
FINANCE_ACCOUNTING: Separate business and personal accounts from day one; the accountant will thank you.
MARKETING_SALES: Talk to ten customers before you write a line of ad copy.
MARKETING_SALES: A clear headline on the landing page doubled the sign-up rate.
MANAGEMENT_LEADERSHIP: Leaders set the direction, remove obstacles and then step aside.
MANAGEMENT_LEADERSHIP: The manager praised the team in public and took the blame for the delay.
OPERATIONS_LOGISTICS: We reorganised the stockroom so the most-used parts are within arm's reach.
OPERATIONS_LOGISTICS: Shipping costs doubled, so we now consolidate orders into weekly deliveries.

PHYSICAL_HEALTH: Squats, push-ups and planks: fifteen minutes, no gym needed.
PHYSICAL_HEALTH: Walking after meals lowers blood sugar spikes.
MENTAL_HEALTH: When everything feels too much, shrink the day down to the next hour.
MENTAL_HEALTH: Therapy is not for broken people; it's maintenance for the mind.
WELLNESS_LIFESTYLE: A slower pace of life: fewer plans, more walks, dinner with friends.
WELLNESS_LIFESTYLE: Sleep, food, movement and friends are the four legs of the table.
MEDICAL_SCIENTIFIC: A new study suggests that the gut microbiome affects mood.
MEDICAL_SCIENTIFIC: Doctors now recommend screening for colon cancer from the age of forty-five.
SPECIFIC_AREAS: People with arthritis often feel better with gentle daily movement like swimming.
SPECIFIC_AREAS: Hearing loss in midlife is linked to a higher risk of dementia later.

CONCEPTS_THEORIES: The tragedy of the commons: shared resources get overused when no one owns them.
CONCEPTS_THEORIES: Evolution does not aim at anything; it keeps whatever survives.
STUDY_MEMORIZATION: Close the book and write down everything you remember; then check what you missed.
STUDY_MEMORIZATION: Short daily review beats long weekend sessions for learning vocabulary.
SKILLS_DEVELOPMENT: The fastest way to improve at chess is to review your own lost games.
SKILLS_DEVELOPMENT: Every expert had a thousand hours of clumsy practice first.
RESOURCES_MATERIALS: The course comes with free slides, exercises and recorded lectures online.
RESOURCES_MATERIALS: My favourite podcast on history explains one event per episode in twenty minutes.
UNDERSTANDING_APPLICATION: Knowing a rule and knowing when to break it are two different kinds of knowledge.
UNDERSTANDING_APPLICATION: Apply each chapter to your own job before reading the next.
SUBJECT_SPECIFIC: The Industrial Revolution started in Britain because coal and iron lay close together.
SUBJECT_SPECIFIC: Black holes bend light so strongly that nothing escapes past the event horizon.

SELF_AWARENESS: I get defensive when someone questions my plan; it's worth asking why.
SELF_AWARENESS: Your values show in your calendar and your bank statement, not in what you say.
GOAL_SETTING_ACHIEVEMENT: Decide what success looks like before you start, or you'll never know you arrived.
GOAL_SETTING_ACHIEVEMENT: My resolution this year: one small, measurable goal per month.
EMOTIONAL_INTELLIGENCE: Before you react, ask yourself what you are actually feeling.
EMOTIONAL_INTELLIGENCE: Kindness to someone having a bad day costs nothing and changes everything.
MINDSET_GROWTH: Comfort zones are lovely places, but nothing ever grows there.
MINDSET_GROWTH: Ask "what can I learn from this?" instead of "why did this happen to me?".
HABITS_ROUTINES: Same time, same place, every day: that's how a habit forms.
HABITS_ROUTINES: I track my habits with a simple tick on the calendar and don't break the chain.

PERSONAL_FINANCE: Set up a separate account for bills and one for spending money.
PERSONAL_FINANCE: We saved for the holiday in advance instead of putting it on the credit card.
INVESTING: Most active funds fail to beat the index after fees over ten years.
INVESTING: Never sell in a panic; markets have always recovered given enough time.
FINANCIAL_LITERACY: Understanding interest rates is the first step to understanding money.
FINANCIAL_LITERACY: A loan with a low monthly payment can still cost you twice the price in the end.
RETIREMENT_PLANNING: A pension is a promise to your future self; start paying in early.
RETIREMENT_PLANNING: We plan to retire at sixty-two and move somewhere smaller and cheaper.
TAXES: Ask the accountant which expenses you can claim before the end of the tax year.
TAXES: Inheritance tax starts above a threshold, so a gift made early can reduce the bill.

INTERPERSONAL_RELATIONSHIPS: Call your parents more often; one day you'll wish you had.
INTERPERSONAL_RELATIONSHIPS: Love is a verb: it shows in what you do for each other.
COMMUNICATION_SKILLS: Use short sentences and plain words, and people will actually read your emails.
COMMUNICATION_SKILLS: Listen twice as much as you speak.
CONFLICT_RESOLUTION: Sleep on it before replying to an angry email.
CONFLICT_RESOLUTION: Both sides felt heard, and the compromise held for years.
RELATIONSHIP_BUILDING: Show up for people on their good days too, not only when they need help.
RELATIONSHIP_BUILDING: A handwritten thank-you card still makes a lasting impression.
FEEDBACK: Give feedback on the work, never on the person.
FEEDBACK: The reviewer's notes were blunt, but every point made the chapter better.

CREATIVE_PROCESS: Finish things. A finished mediocre song teaches you more than a perfect unfinished one.
CREATIVE_PROCESS: I get my best ideas in the shower, so I keep a waterproof notepad there.
ART_FORMS: Film is the art of what happens between the cuts.
ART_FORMS: Pottery, weaving and woodwork were crafts long before they were called art.
ARTISTIC_TECHNIQUES: Warm colours come forward and cool colours recede in a painting.
ARTISTIC_TECHNIQUES: Read the dialogue aloud; if you stumble, so will the reader.
ART_APPRECIATION: The gallery's audio guide made me notice the tiny figures in the background.
ART_APPRECIATION: Great music can make you homesick for a place you have never been.
EXPRESSION: Dance is the hidden language of the soul. — Martha Graham
EXPRESSION: I sketch my feelings when words don't come.

TRAVEL_PLANNING: Book the airport transfer in advance; taxis at midnight are twice the price.
TRAVEL_PLANNING: We planned a loose itinerary with two free days for whatever we discovered.
CULTURAL_EXPERIENCES: Watching a sumo match in Tokyo felt like stepping into another century.
CULTURAL_EXPERIENCES: The market in Marrakech taught me to bargain with a smile.
EXPLORATION_ADVENTURE: We hitchhiked across Patagonia with a tent and no fixed plan.
EXPLORATION_ADVENTURE: Climbing the volcano at night, we reached the crater just as the sky turned pink.
DESTINATION_SPECIFIC: Kyoto's temples are quietest before eight in the morning.
DESTINATION_SPECIFIC: In Istanbul, take the ferry across the Bosphorus at sunset.
TRAVEL_TIPS: Carry a power bank and a universal adapter.
TRAVEL_TIPS: Tell your bank you're travelling so they don't block your card abroad.

ENVIRONMENTAL_ISSUES: Fast fashion sends millions of tonnes of clothes to landfill every year.
ENVIRONMENTAL_ISSUES: Soil erosion threatens farmland across the world.
ECO_FRIENDLY_PRACTICES: Turn off the heating in empty rooms and wear a jumper.
ECO_FRIENDLY_PRACTICES: We started a neighbourhood tool library so nobody has to buy a drill.
CONSERVATION_EFFORTS: The project returned salmon to the river by removing two old dams.
CONSERVATION_EFFORTS: Marine protected areas let fish stocks recover within a decade.
POLICY_ADVOCACY: Write to your representative; a few hundred letters can move a vote.
POLICY_ADVOCACY: The coalition lobbied for a national ban on peat in garden compost.
PERSONAL_IMPACT: I gave up my car and use a cargo bike for the school run.
PERSONAL_IMPACT: Eating less beef is one of the most effective climate choices a person can make.
`;
