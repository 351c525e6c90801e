/**
 * Training examples, sixth batch: short, abstract and figurative highlights, aphorisms and plain everyday
 * wording, 40 per group. Never used for evaluation.
 */
export const TRAINING_DATA_6 = `
TASKS_ACTIONS: Call the plumber, return the library books and pick up the dry cleaning before Friday.
TASKS_ACTIONS: The list is long, but every line on it is one small errand I can finish today.
TASKS_ACTIONS: A to-do written down is a promise; a to-do crossed off is a promise kept.
TASKS_ACTIONS: Next action: email Sarah the draft and ask her to sign it off by Thursday.
TASKS_ACTIONS: Chores do not wait for inspiration. Wash the dishes, fold the laundry, pay the water bill.
TASKS_ACTIONS: Every item on the checklist needs an owner, a verb and a due date.
TASKS_ACTIONS: Note to self: renew the passport, book the dentist, reply to the landlord.
TASKS_ACTIONS: The essay is due Monday; outline tonight, draft tomorrow, edit on Sunday.

METHODS_TECHNIQUES: Twenty-five minutes on, five minutes off, and the mountain becomes a staircase.
METHODS_TECHNIQUES: Give every hour a job before the day begins.
METHODS_TECHNIQUES: Batch the small stuff: answer all the emails at four, not one every ten minutes.
METHODS_TECHNIQUES: If it takes less than two minutes, do it now. — David Allen
METHODS_TECHNIQUES: Capture everything, clarify it, organise it, review it weekly, then simply do.
METHODS_TECHNIQUES: Eat a live frog first thing in the morning and nothing worse will happen to you the rest
  of the day. Do the hardest task first.
METHODS_TECHNIQUES: Put a timebox on the meeting and the talking shrinks to fit the box.
METHODS_TECHNIQUES: Sort the list into urgent and important, and the real work floats to the top.

TOOLS_RESOURCES: A pocket notebook and a pencil have rescued more ideas than any app I have downloaded.
TOOLS_RESOURCES: The calendar is the only honest planner: if it is not in there, it is not happening.
TOOLS_RESOURCES+METHODS_TECHNIQUES: A paper planner and a kitchen timer on the desk, and my working day got
  quieter.
TOOLS_RESOURCES: One inbox, one task app, one calendar. Every extra tool is another place for things to hide.
TOOLS_RESOURCES: The sticky note on the fridge works better than the reminder on my phone.
TOOLS_RESOURCES: A good template saves an hour every week; a shared folder saves an argument.
TOOLS_RESOURCES: The whiteboard in the hallway holds the whole week's plan in marker pen.
TOOLS_RESOURCES: Use the to-do app for tasks and the notes app for ideas, and never mix the two.

MINDSET_HABITS: Tomorrow is the busiest day of the week.
MINDSET_HABITS: Procrastination is the thief of time. — Edward Young
MINDSET_HABITS: Focus means saying no to the hundred other good ideas. — Steve Jobs
MINDSET_HABITS: I don't wait for the mood to work; the work brings the mood.
MINDSET_HABITS: The phone in the other room is worth an hour of willpower at the desk.
MINDSET_HABITS: Show up at the desk at nine, whether you feel like working or not.
MINDSET_HABITS: Being busy is a form of laziness: lazy thinking and indiscriminate action. — Tim Ferriss
MINDSET_HABITS: Every time I check my email in the middle of a job, I pay for it with twenty minutes of lost
  focus.

OUTCOMES: At the end of the week, count what shipped, not how busy you felt.
OUTCOMES: Three finished reports beat ten half-written ones.
OUTCOMES: We closed forty tickets this sprint, twice what we managed last month.
OUTCOMES: Output is the only scoreboard that matters at the end of the quarter.
OUTCOMES: The garden is judged by the tomatoes, not by the hours spent weeding.
OUTCOMES: By Friday the inbox was empty and the whole proposal was out the door.
OUTCOMES: I got more done in four quiet mornings than in a whole week of meetings.
OUTCOMES: Measure the day by what got finished: pages written, orders sent, problems solved.

DEVELOPMENT_CODING: Any fool can write code that a computer can understand. Good programmers write code that
  humans can understand. — Martin Fowler
DEVELOPMENT_CODING: Make it work, make it right, make it fast. — Kent Beck
DEVELOPMENT_CODING: The bug was a missing semicolon; the lesson was to read the error message slowly.
DEVELOPMENT_CODING: Code is read far more often than it is written.
DEVELOPMENT_CODING: Every line you don't write is a line you never have to debug.
DEVELOPMENT_CODING: Deleted three hundred lines today and the program runs better than ever.
DEVELOPMENT_CODING: Premature optimization is the root of all evil. — Donald Knuth
DEVELOPMENT_CODING: A good function name is a comment that can never go out of date.

HARDWARE_DEVICES: The laptop fan sounds like a jet engine every time I open more than ten tabs.
HARDWARE_DEVICES: A phone is a pocket computer that happens to make calls.
HARDWARE_DEVICES: The old printer jams on Mondays, as if it knows.
HARDWARE_DEVICES: More memory and a faster disk, and the ten-year-old machine felt new again.
HARDWARE_DEVICES: Batteries age like milk, not like wine.
HARDWARE_DEVICES: My headphones died on the train and the charger was at home on the kitchen table.
HARDWARE_DEVICES: The watch on my wrist has more computing power than the machines that flew to the moon.
HARDWARE_DEVICES: Keep the router off the floor and away from the microwave; the Wi-Fi will thank you.

DATA_AI: Garbage in, garbage out.
DATA_AI: All models are wrong, but some are useful. — George Box
DATA_AI: In God we trust; all others must bring data. — W. Edwards Deming
DATA_AI: The algorithm does not know what it does not know; it only knows the examples we fed it.
DATA_AI: A chatbot that sounds confident is not the same as a chatbot that is right.
DATA_AI: Without clean data, machine learning is just expensive guessing.
DATA_AI: The spreadsheet told a story no one in the room wanted to hear.
DATA_AI: A neural network is a very patient pattern-spotter with no common sense.

CYBERSECURITY: The weakest link in any security system is the person who clicks the link.
CYBERSECURITY: A password on a sticky note is a house key under the doormat.
CYBERSECURITY: Trust, but verify every login.
CYBERSECURITY: There are two kinds of companies: those that have been hacked and those that don't know it yet.
CYBERSECURITY: Never open an attachment from someone you weren't expecting to hear from.
CYBERSECURITY: Backups are boring until the ransomware arrives.
CYBERSECURITY: Turn on two-step login; a stolen password alone should not open the door.
CYBERSECURITY: Security is a process, not a product. — Bruce Schneier

TRENDS_INNOVATION: The future is already here — it's just not very evenly distributed. — William Gibson
TRENDS_INNOVATION: Every new technology is first a toy, then a tool, then the air we breathe.
TRENDS_INNOVATION: We overestimate what a new technology will do in two years and underestimate what it will
  do in ten.
TRENDS_INNOVATION: Any sufficiently advanced technology is indistinguishable from magic. — Arthur C. Clarke
TRENDS_INNOVATION: The next big thing always starts out looking like a toy. — Chris Dixon
TRENDS_INNOVATION: Yesterday's science fiction is today's phone update.
TRENDS_INNOVATION: Software is eating the world. — Marc Andreessen
TRENDS_INNOVATION: Cars that drive themselves, meat grown in a lab, phones that fold: the odd ideas of one
  decade are the normal ones of the next.

STRATEGY_PLANNING: A company that tries to serve everyone ends up serving no one well.
STRATEGY_PLANNING: Plans are worthless, but planning is everything. — Dwight D. Eisenhower
STRATEGY_PLANNING: Skate to where the puck is going to be, not where it has been. — Wayne Gretzky
STRATEGY_PLANNING: Pick the hill you want to own before you start climbing; the five-year plan starts with one
  market, not ten.
STRATEGY_PLANNING: The essence of strategy is choosing what not to do. — Michael Porter
STRATEGY_PLANNING: Dig the moat before you build the castle.
STRATEGY_PLANNING: Our business plan lasted until the first customer phoned.
STRATEGY_PLANNING: Know where the competition is strong, then compete where it is weak.

FINANCE_ACCOUNTING: Revenue is vanity, profit is sanity, cash is king.
FINANCE_ACCOUNTING: A profitable company can still go bust if the cash arrives too late.
FINANCE_ACCOUNTING: Send the invoice the day the job is done, not at the end of the month.
FINANCE_ACCOUNTING: The balance sheet is a photograph; the cash flow statement is the film.
FINANCE_ACCOUNTING: Every department wants a bigger budget and nobody wants to own the overspend.
FINANCE_ACCOUNTING: Chase the unpaid invoices politely, weekly and in writing.
FINANCE_ACCOUNTING: Cut the costs that customers never notice before the ones they do.
FINANCE_ACCOUNTING: Accounting is the language of business. — Warren Buffett

MARKETING_SALES: People don't want a quarter-inch drill; they want a quarter-inch hole. — Theodore Levitt
MARKETING_SALES: Half the money I spend on advertising is wasted; the trouble is I don't know which half.
  — John Wanamaker
MARKETING_SALES: Sell the sizzle, not the steak.
MARKETING_SALES: Nobody reads ads. People read what interests them, and sometimes it's an ad. — Howard Gossage
MARKETING_SALES: The best salesperson asks what the customer needs before opening the brochure.
MARKETING_SALES: A happy customer tells a friend; an unhappy one tells the internet.
MARKETING_SALES: Your brand is what people say about you when you are not in the room. — Jeff Bezos
MARKETING_SALES: Follow up. Most deals close after the fifth call, and most sellers quit after the first.

MANAGEMENT_LEADERSHIP: A leader is best when people barely know he exists. — Lao Tzu
MANAGEMENT_LEADERSHIP: Management is doing things right; leadership is doing the right things. — Peter Drucker
MANAGEMENT_LEADERSHIP: Hire people smarter than you, then get out of their way.
MANAGEMENT_LEADERSHIP: The speed of the boss is the speed of the team.
MANAGEMENT_LEADERSHIP+FEEDBACK: Praise in public, correct in private.
MANAGEMENT_LEADERSHIP: A good manager takes a little more than their share of the blame and a little less than
  their share of the credit.
MANAGEMENT_LEADERSHIP: Delegate the decision, not just the chore.
MANAGEMENT_LEADERSHIP: People leave managers, not companies.

OPERATIONS_LOGISTICS: Amateurs talk strategy; professionals talk logistics.
OPERATIONS_LOGISTICS: The warehouse runs on one rule: first in, first out.
OPERATIONS_LOGISTICS: A line moves only as fast as its slowest station; find the bottleneck and fix that first.
OPERATIONS_LOGISTICS: Just-in-time works until the ship gets stuck in the canal.
OPERATIONS_LOGISTICS: Write the process down so the new hire can run the shop on their first day.
OPERATIONS_LOGISTICS: The order left the warehouse on Tuesday and arrived Thursday, because the route was
  planned on Monday.
OPERATIONS_LOGISTICS: Every extra handoff in the process is another chance to drop the parcel.
OPERATIONS_LOGISTICS: Keep enough stock to ride out a late delivery, but not so much that it gathers dust on
  the shelf.

PHYSICAL_HEALTH: Take care of your body. It's the only place you have to live. — Jim Rohn
PHYSICAL_HEALTH: Motion is lotion for stiff joints.
PHYSICAL_HEALTH: The hardest part of the run is putting on the shoes.
PHYSICAL_HEALTH: Walked to work instead of driving, and my knees and lungs both noticed.
PHYSICAL_HEALTH: Muscle is built in the rest between sets as much as in the lifting.
PHYSICAL_HEALTH: My legs ached after the first week of squats, but the stairs already feel easier.
PHYSICAL_HEALTH: Sweat is just fat crying.
PHYSICAL_HEALTH: Those who think they have no time for exercise will sooner or later have to find time for
  illness. — Edward Stanley

MENTAL_HEALTH: Anxiety is a smoke alarm that goes off every time I burn the toast.
MENTAL_HEALTH: Some days the bravest thing I did was get out of bed.
MENTAL_HEALTH: Depression lies. It tells you nothing will ever change.
MENTAL_HEALTH: Asking for help with your mind is no different from asking for help with a broken leg.
MENTAL_HEALTH: There is hope, even when your brain tells you there isn't. — John Green
MENTAL_HEALTH: The therapist said panic is a wave: it rises, it peaks, and it always passes.
MENTAL_HEALTH: Burnout crept in quietly; I stopped enjoying the things I used to love.
MENTAL_HEALTH: Talking to a counsellor once a week gave the worry somewhere to go.

WELLNESS_LIFESTYLE: Slow mornings, long walks, early nights. That's the whole plan.
WELLNESS_LIFESTYLE+MENTAL_HEALTH: Almost everything will work again if you unplug it for a few minutes,
  including you. — Anne Lamott
WELLNESS_LIFESTYLE: Self-care is not selfish; you cannot pour from an empty cup.
WELLNESS_LIFESTYLE: A balanced life has room for work, for play, and for doing nothing at all.
WELLNESS_LIFESTYLE: Fresh air, a cup of tea and the phone left in the drawer.
WELLNESS_LIFESTYLE: Rest is not a reward for finishing; it is part of living well.
WELLNESS_LIFESTYLE: Spent Sunday in the garden with no screens and felt human again.
WELLNESS_LIFESTYLE: Wellbeing is a hundred small choices a day, not a spa weekend once a year.

MEDICAL_SCIENTIFIC: The dose makes the poison. — Paracelsus
MEDICAL_SCIENTIFIC: First, do no harm.
MEDICAL_SCIENTIFIC: The trial was double-blind and placebo-controlled, and the new drug still beat the old one.
MEDICAL_SCIENTIFIC: Wherever the art of medicine is loved, there is also a love of humanity. — Hippocrates
MEDICAL_SCIENTIFIC: Antibiotics do nothing against a virus; the doctor sent me home with rest and fluids.
MEDICAL_SCIENTIFIC: One small study is a rumour; a large randomised trial is evidence.
MEDICAL_SCIENTIFIC: A vaccine teaches the body to fight a disease it has never met.
MEDICAL_SCIENTIFIC: The scan came back clear, and the specialist explained every line of the report.

SPECIFIC_AREAS: Sleep is the golden chain that ties health and our bodies together. — Thomas Dekker
SPECIFIC_AREAS: Let food be thy medicine and medicine be thy food.
SPECIFIC_AREAS: Eat food. Not too much. Mostly plants. — Michael Pollan
SPECIFIC_AREAS+PHYSICAL_HEALTH: The heart is a muscle; a brisk walk every day keeps it strong and the blood
  pressure down.
SPECIFIC_AREAS: Sunscreen every day, even when it's cloudy; the skin keeps a record.
SPECIFIC_AREAS: Eight glasses of water a day and the afternoon headaches stopped.
SPECIFIC_AREAS: During the pregnancy the midwife said to eat for one and a bit, not for two.
SPECIFIC_AREAS: Fibre, fruit and fewer biscuits: the gut is a garden too.

CONCEPTS_THEORIES: Occam's razor: the simplest explanation is usually the right one.
CONCEPTS_THEORIES: The whole is greater than the sum of its parts. — Aristotle
CONCEPTS_THEORIES: A theory that explains everything explains nothing. — Karl Popper
CONCEPTS_THEORIES: Survivorship bias: we study the planes that came back and forget the ones that didn't.
CONCEPTS_THEORIES: Opportunity cost: the real price of anything is what you give up to get it.
CONCEPTS_THEORIES: Correlation is not causation.
CONCEPTS_THEORIES: The second-order effect is the consequence of the consequence.

STUDY_MEMORIZATION: Spaced repetition: review it tomorrow, then in three days, then in a week.
STUDY_MEMORIZATION: Cramming fills the bucket the night before and empties it the morning after.
STUDY_MEMORIZATION: The flashcards went everywhere with me: on the bus, in the queue, at lunch.
STUDY_MEMORIZATION: Test yourself before the exam tests you.
STUDY_MEMORIZATION: Memory is a muscle; recall it, don't just reread it.
STUDY_MEMORIZATION+UNDERSTANDING_APPLICATION: I remember the chapter best when I explain it out loud to an
  empty room.
STUDY_MEMORIZATION: Revise in short sessions with breaks; the brain files things away while you rest.

SKILLS_DEVELOPMENT: Practice doesn't make perfect; perfect practice makes perfect. — Vince Lombardi
SKILLS_DEVELOPMENT: Amateurs practise until they get it right; professionals practise until they can't get it
  wrong.
SKILLS_DEVELOPMENT+MINDSET_GROWTH: Every expert was once a beginner.
SKILLS_DEVELOPMENT: Ten thousand hours is not a magic number, but it is a fair reminder that mastery takes
  time.
SKILLS_DEVELOPMENT: Learn one new skill each year and in ten years you'll be a different worker.
SKILLS_DEVELOPMENT: The first hundred pancakes are for practice.
SKILLS_DEVELOPMENT: Deliberate practice lives at the edge of what you can only just do.

RESOURCES_MATERIALS: A library card is the cheapest degree in town.
RESOURCES_MATERIALS: The textbook was dull, but the lecture videos made it click.
RESOURCES_MATERIALS: Free online courses, old exam papers and a good dictionary were all I needed.
RESOURCES_MATERIALS: A good teacher is worth ten textbooks.
RESOURCES_MATERIALS: The course reading list had twelve books, and I read the three that mattered.
RESOURCES_MATERIALS: Podcasts on the commute turned the bus into a classroom.
RESOURCES_MATERIALS: The worked examples at the back of the book taught me more than the chapters.

UNDERSTANDING_APPLICATION: If you can't explain it simply, you don't understand it well enough.
UNDERSTANDING_APPLICATION: Knowing is not enough; we must apply. — Goethe
UNDERSTANDING_APPLICATION: Understanding is knowing why the formula works, not just where to plug in the
  numbers.
UNDERSTANDING_APPLICATION: Knowledge you never use is just trivia with ambition.
UNDERSTANDING_APPLICATION: The real test of a lesson is whether it changes what you do on Monday.
UNDERSTANDING_APPLICATION: I read about negotiation for months; the first real one taught me what the books
  meant.
UNDERSTANDING_APPLICATION: Reading about swimming won't keep you afloat.

SUBJECT_SPECIFIC: Those who cannot remember the past are condemned to repeat it. — George Santayana
SUBJECT_SPECIFIC: Learning Spanish verbs one tense at a time; the past tense still trips me up.
SUBJECT_SPECIFIC: Mathematics is the language in which God has written the universe. — Galileo
SUBJECT_SPECIFIC: For every action there is an equal and opposite reaction: Newton's third law explains both
  the rocket and the kick of the rifle.
SUBJECT_SPECIFIC: The Roman Empire did not fall in a day; it rotted slowly from the edges.
SUBJECT_SPECIFIC: Light from the Sun takes about eight minutes to reach us, so we always see it slightly in
  the past.
SUBJECT_SPECIFIC: Photosynthesis in one line: sunlight, water and air become sugar and oxygen.

SELF_AWARENESS: Know thyself.
SELF_AWARENESS: The unexamined life is not worth living. — Socrates
SELF_AWARENESS+EMOTIONAL_INTELLIGENCE: I notice I get sharp with people when I'm tired, not when I'm angry.
SELF_AWARENESS: Who looks outside, dreams; who looks inside, awakes. — Carl Jung
SELF_AWARENESS: I keep saying yes to things I don't want to do. Why?
SELF_AWARENESS: We don't see things as they are, we see them as we are. — Anaïs Nin
SELF_AWARENESS: My strengths are patience and listening; my blind spot is asking for help.
SELF_AWARENESS: Journaling showed me the same worry coming back every Sunday night.

GOAL_SETTING_ACHIEVEMENT: A goal without a plan is just a wish. — Antoine de Saint-Exupéry
GOAL_SETTING_ACHIEVEMENT: Shoot for the moon. Even if you miss, you'll land among the stars.
GOAL_SETTING_ACHIEVEMENT: Write the goal down, put a date on it, and tell someone.
GOAL_SETTING_ACHIEVEMENT: Break the big goal into steps small enough to start today.
GOAL_SETTING_ACHIEVEMENT: By December I want to run a half marathon, save a month's rent and finish my novel.
GOAL_SETTING_ACHIEVEMENT: Set a goal so big that you have to grow into the person who can reach it.
GOAL_SETTING_ACHIEVEMENT: Crossing the finish line felt smaller than the months of getting there.
GOAL_SETTING_ACHIEVEMENT: A dream written down with a date becomes a goal. — Greg Reid

EMOTIONAL_INTELLIGENCE: Between stimulus and response there is a space. In that space is our power to choose
  our response. — Viktor Frankl
EMOTIONAL_INTELLIGENCE: Anyone can become angry, that is easy; but to be angry with the right person, to the
  right degree, at the right time, that is not easy. — Aristotle
EMOTIONAL_INTELLIGENCE: Name it to tame it: once I called the feeling jealousy, it lost its grip.
EMOTIONAL_INTELLIGENCE: People will forget what you said, but they will never forget how you made them feel.
  — Maya Angelou
EMOTIONAL_INTELLIGENCE: Empathy is seeing with the eyes of another, listening with the ears of another and
  feeling with the heart of another. — Alfred Adler
EMOTIONAL_INTELLIGENCE: When someone snaps at you, wonder what kind of day they are having.
EMOTIONAL_INTELLIGENCE: Count to ten before you hit send.
EMOTIONAL_INTELLIGENCE: Feelings are visitors; let them come and let them go.

MINDSET_GROWTH: Whether you think you can, or you think you can't, you're right. — Henry Ford
MINDSET_GROWTH: Fall seven times, stand up eight.
MINDSET_GROWTH: Not yet is different from never.
MINDSET_GROWTH: The oak sleeps in the acorn.
MINDSET_GROWTH: Failure is simply the opportunity to begin again, this time more intelligently.
MINDSET_GROWTH: A smooth sea never made a skilled sailor.
MINDSET_GROWTH: I used to say I'm bad at maths. Now I say I'm not good at it yet.
MINDSET_GROWTH: Mistakes are proof that you are trying.

HABITS_ROUTINES: We are what we repeatedly do. Excellence, then, is not an act, but a habit. — Will Durant
HABITS_ROUTINES+GOAL_SETTING_ACHIEVEMENT: You do not rise to the level of your goals. You fall to the level
  of your systems. — James Clear
HABITS_ROUTINES: The chains of habit are too light to be felt until they are too heavy to be broken.
HABITS_ROUTINES: Make your bed every morning and the day starts with one thing done.
HABITS_ROUTINES: Put the running shoes by the door the night before.
HABITS_ROUTINES: Drop by drop the bucket fills; one page a night becomes twelve books a year.
HABITS_ROUTINES: Same time, same chair, same cup of coffee: the routine does the remembering for me.
HABITS_ROUTINES: After I brush my teeth, I write one line in my journal. Every night, no exceptions.

PERSONAL_FINANCE: Beware of little expenses; a small leak will sink a great ship. — Benjamin Franklin
PERSONAL_FINANCE: Do not save what is left after spending; spend what is left after saving. — Warren Buffett
PERSONAL_FINANCE: Pay yourself first.
PERSONAL_FINANCE: Annual income twenty pounds, annual expenditure nineteen nineteen and six, result
  happiness. — Charles Dickens
PERSONAL_FINANCE: Cut up the credit card, paid off the smallest debt first, and felt lighter for it.
PERSONAL_FINANCE: Every pound in the budget gets a job.
PERSONAL_FINANCE: If you buy things you do not need, soon you will have to sell things you need.
PERSONAL_FINANCE: Put a little in the jar each payday for the rainy days and the broken boiler.

INVESTING: Time in the market beats timing the market.
INVESTING: Be fearful when others are greedy and greedy when others are fearful. — Warren Buffett
INVESTING: Don't put all your eggs in one basket.
INVESTING: The stock market is a device for transferring money from the impatient to the patient.
INVESTING: Buy the index fund, reinvest the dividends and stop checking the app.
INVESTING: In the short run the market is a voting machine; in the long run it is a weighing machine.
  — Benjamin Graham
INVESTING: If the returns sound too good to be true, walk away.
INVESTING: Bought a few shares every month, rain or shine, and let the average price take care of itself.

FINANCIAL_LITERACY+INVESTING: Compound interest is the eighth wonder of the world. He who understands it,
  earns it; he who doesn't, pays it.
FINANCIAL_LITERACY: Read the small print: the zero percent offer becomes twenty-nine percent after six months.
FINANCIAL_LITERACY: Inflation is the quiet thief that shrinks every pound in your wallet.
FINANCIAL_LITERACY: Nobody taught us at school how a mortgage, a credit score or a payslip actually works.
FINANCIAL_LITERACY: An asset puts money in your pocket; a liability takes money out. — Robert Kiyosaki
FINANCIAL_LITERACY: Knowing the difference between the APR and the headline rate saved me hundreds on the
  car loan.
FINANCIAL_LITERACY: Money is a tool; learn how it works before it works on you.
FINANCIAL_LITERACY: Wealth is what you don't see: the cars not bought, the money not spent. — Morgan Housel

RETIREMENT_PLANNING: The best time to start a pension was twenty years ago; the second best time is payday.
RETIREMENT_PLANNING: Your future self is counting on what you do with this month's pay.
RETIREMENT_PLANNING: Retirement is not an age, it's a number in the savings account.
RETIREMENT_PLANNING: I raise my pension contribution by one percent every birthday.
RETIREMENT_PLANNING: Work out what the quiet years will cost before you get there.
RETIREMENT_PLANNING+INVESTING: A cheap index fund inside the pension, left alone for thirty years, did the
  heavy lifting.
RETIREMENT_PLANNING: Plan for a long life; outliving your savings is the real risk.
RETIREMENT_PLANNING: At sixty I want the choice to stop working, not the need to keep going.

TAXES: In this world nothing can be said to be certain, except death and taxes. — Benjamin Franklin
TAXES: The hardest thing in the world to understand is the income tax. — Albert Einstein
TAXES: Keep every receipt in one folder so the tax return takes an afternoon, not a week.
TAXES: The tax deadline is the one date on the calendar nobody forgets twice.
TAXES: Taxes are what we pay for civilised society. — Oliver Wendell Holmes Jr.
TAXES+FINANCIAL_LITERACY: A big tax refund just means you lent the government money at no interest all year.
TAXES: Self-employed? Put a quarter of every payment aside for the tax bill.
TAXES: The art of taxation consists in so plucking the goose as to obtain the largest amount of feathers with
  the least possible amount of hissing. — Jean-Baptiste Colbert

INTERPERSONAL_RELATIONSHIPS: Walking with a friend in the dark is better than walking alone in the light.
  — Helen Keller
INTERPERSONAL_RELATIONSHIPS: A friend is someone who knows all about you and still loves you.
INTERPERSONAL_RELATIONSHIPS: My sister and I are closer now that we live apart.
INTERPERSONAL_RELATIONSHIPS: No man is an island. — John Donne
INTERPERSONAL_RELATIONSHIPS: The neighbours brought soup when we were ill; that's when I really knew them.
INTERPERSONAL_RELATIONSHIPS: Marriage is two people learning each other for a lifetime.
INTERPERSONAL_RELATIONSHIPS: Some friendships are for a season, and that's all right.
INTERPERSONAL_RELATIONSHIPS: We are all just walking each other home. — Ram Dass

COMMUNICATION_SKILLS: The single biggest problem in communication is the illusion that it has taken place.
COMMUNICATION_SKILLS: Most people do not listen with the intent to understand; they listen with the intent to
  reply. — Stephen Covey
COMMUNICATION_SKILLS: Say less, mean more.
COMMUNICATION_SKILLS: Ask open questions, then be quiet long enough to hear the answer.
COMMUNICATION_SKILLS: It's not what you say, it's how you say it.
COMMUNICATION_SKILLS: If I had more time, I would have written a shorter letter. — Blaise Pascal
COMMUNICATION_SKILLS: Speak so the back row hears you and the front row doesn't feel shouted at.
COMMUNICATION_SKILLS: Repeat back what you heard before you answer, and half the misunderstandings vanish.

CONFLICT_RESOLUTION: An eye for an eye only ends up making the whole world blind.
CONFLICT_RESOLUTION: Never go to bed angry; talk it out, even if it takes till midnight.
CONFLICT_RESOLUTION: Attack the problem, not the person.
CONFLICT_RESOLUTION: Peace is not the absence of conflict but the ability to cope with it.
CONFLICT_RESOLUTION: We stopped arguing about who was right and started asking what we both needed.
CONFLICT_RESOLUTION: A soft answer turneth away wrath. — Proverbs 15:1
CONFLICT_RESOLUTION+COMMUNICATION_SKILLS: Say "I feel" instead of "you always", and the argument cools down.
CONFLICT_RESOLUTION: Two sisters fought over one orange until they found that one wanted the peel and the
  other the juice.

RELATIONSHIP_BUILDING: Friendship is built one shared cup of coffee at a time.
RELATIONSHIP_BUILDING: Trust is earned in drops and lost in buckets.
RELATIONSHIP_BUILDING: Remember people's names and ask about their children; it costs nothing.
RELATIONSHIP_BUILDING: Dig the well before you are thirsty.
RELATIONSHIP_BUILDING: I send a short message to an old friend every Friday, just to say hello.
RELATIONSHIP_BUILDING: The time to make friends is before you need them. — Ethel Barrymore
RELATIONSHIP_BUILDING: Show up for the small things: birthdays, moving day, the hospital visit.
RELATIONSHIP_BUILDING: You can make more friends in two months by becoming interested in other people than
  in two years by trying to get other people interested in you. — Dale Carnegie

FEEDBACK: Feedback is a gift; say thank you even when it stings.
FEEDBACK: Criticism, like rain, should be gentle enough to nourish a man's growth without destroying his
  roots. — Frank A. Clark
FEEDBACK+COMMUNICATION_SKILLS: Be specific: "the second slide was crowded" helps more than "it was fine".
FEEDBACK: Praise the effort, critique the work, never the person.
FEEDBACK: I asked my team what I should stop doing, and they told me.
FEEDBACK: We all need people who will give us feedback. That's how we improve. — Bill Gates
FEEDBACK: Wrap criticism in too much praise and people only remember the bread of the sandwich.
FEEDBACK: The reviewer's notes were harsh, but every one of them made the chapter better.

CREATIVE_PROCESS: Inspiration exists, but it has to find you working. — Pablo Picasso
CREATIVE_PROCESS: The first draft is just you telling yourself the story. — Terry Pratchett
CREATIVE_PROCESS: You can't use up creativity. The more you use, the more you have. — Maya Angelou
CREATIVE_PROCESS: Ideas come on walks, in the shower, at three in the morning; keep a pen close.
CREATIVE_PROCESS: Creativity is just connecting things. — Steve Jobs
CREATIVE_PROCESS: Write drunk, edit sober.
CREATIVE_PROCESS: Fill the well before you try to draw from it.
CREATIVE_PROCESS: Amateurs sit and wait for inspiration; the rest of us just get up and go to work.
  — Stephen King

ART_FORMS: Music is the shorthand of emotion. — Leo Tolstoy
ART_FORMS: Poetry is when an emotion has found its thought and the thought has found words. — Robert Frost
ART_FORMS: Painting is poetry that is seen rather than felt, and poetry is painting that is felt rather than
  seen. — Leonardo da Vinci
ART_FORMS: Film is truth twenty-four times a second. — Jean-Luc Godard
ART_FORMS: Architecture is frozen music.
ART_FORMS: Jazz, the sonnet, the short story: each form is a box that makes you clever inside it.
ART_FORMS: Dance is the hidden language of the soul. — Martha Graham
ART_FORMS: Photography is the art of seeing; the camera only holds the light still.

ARTISTIC_TECHNIQUES: Learn the rules like a pro, so you can break them like an artist.
ARTISTIC_TECHNIQUES: Draw what you see, not what you think you see.
ARTISTIC_TECHNIQUES: Show, don't tell.
ARTISTIC_TECHNIQUES: Squint at the painting and the lights and darks sort themselves out.
ARTISTIC_TECHNIQUES: Kill your darlings.
ARTISTIC_TECHNIQUES: The rule of thirds puts the horizon off-centre and the picture wakes up.
ARTISTIC_TECHNIQUES: In oils, work from dark to light and from thin paint to thick.
ARTISTIC_TECHNIQUES: In watercolour, save the white of the paper for the highlights; you can't paint it back.

ART_APPRECIATION: Stood in front of the Rothko for ten minutes and the red started to hum.
ART_APPRECIATION: The longer I look at the painting, the more it looks back.
ART_APPRECIATION: I don't know much about art, but I know what I like.
ART_APPRECIATION: A great novel gets better on the third reading.
ART_APPRECIATION: The gallery was quiet, and the old portraits seemed to follow us from room to room.
ART_APPRECIATION+ART_FORMS: Listening to the symphony with my eyes closed, I finally heard the cellos.
ART_APPRECIATION: Art washes away from the soul the dust of everyday life. — Pablo Picasso
ART_APPRECIATION: To really enjoy a poem, read it aloud twice, slowly.

EXPRESSION: I found I could say things with colour and shapes that I couldn't say any other way.
  — Georgia O'Keeffe
EXPRESSION: There is no greater agony than bearing an untold story inside you. — Maya Angelou
EXPRESSION: Sing like no one is listening.
EXPRESSION: Write what should not be forgotten. — Isabel Allende
EXPRESSION: The diary is where I say what I can't say out loud.
EXPRESSION: Dancing in the kitchen is how I tell the day what I think of it.
EXPRESSION: Your voice is the one thing no one else can copy; use it.
EXPRESSION+MENTAL_HEALTH: I paint the anger so I don't have to carry it around.

TRAVEL_PLANNING: Book the flights early, the hotel near the station, and the first night before you leave.
TRAVEL_PLANNING: Lay out all your clothes and all your money. Then take half the clothes and twice the money.
TRAVEL_PLANNING: An itinerary is a rough draft; leave room for the rain.
TRAVEL_PLANNING+TRAVEL_TIPS: Check the passport's expiry date before you buy the ticket.
TRAVEL_PLANNING: I booked the train, the hostel and the ferry, and left the last two days empty.
TRAVEL_PLANNING: Travel insurance is boring until the suitcase goes to Lisbon without you.
TRAVEL_PLANNING: A good trip starts months earlier with a map spread out on the kitchen table.
TRAVEL_PLANNING: Budget the trip in three piles: getting there, sleeping there and eating there.

CULTURAL_EXPERIENCES: When in Rome, do as the Romans do.
CULTURAL_EXPERIENCES: Travel is fatal to prejudice, bigotry and narrow-mindedness. — Mark Twain
CULTURAL_EXPERIENCES: We ate with our hands at the market, and the grandmother at the next table showed us how.
CULTURAL_EXPERIENCES: Learned to say thank you in five languages and used it a hundred times a day.
CULTURAL_EXPERIENCES: At the village festival nobody spoke English, and everybody danced with us anyway.
CULTURAL_EXPERIENCES+DESTINATION_SPECIFIC: The tea ceremony in Kyoto took an hour and taught me more about
  patience than any book.
CULTURAL_EXPERIENCES: To travel is to discover that everyone is wrong about other countries. — Aldous Huxley
CULTURAL_EXPERIENCES: Take your shoes off at the door, bow a little, and watch what the locals do.

EXPLORATION_ADVENTURE: The world is a book, and those who do not travel read only one page.
EXPLORATION_ADVENTURE: Not all those who wander are lost. — J.R.R. Tolkien
EXPLORATION_ADVENTURE: Throw off the bowlines. Sail away from the safe harbour. Explore. Dream. Discover.
  — Mark Twain
EXPLORATION_ADVENTURE: We hiked until the trail ran out, then followed the river.
EXPLORATION_ADVENTURE: Adventure is worthwhile in itself. — Amelia Earhart
EXPLORATION_ADVENTURE: Slept in a tent on the glacier and woke up to a silence I had never heard before.
EXPLORATION_ADVENTURE: The mountains are calling and I must go. — John Muir
EXPLORATION_ADVENTURE: Got lost on purpose in the backstreets and found the best day of the whole trip.

DESTINATION_SPECIFIC: Paris is always a good idea. — Audrey Hepburn
DESTINATION_SPECIFIC: Kyoto in autumn: red maples, quiet temples, and crowds everywhere after eight.
DESTINATION_SPECIFIC: When a man is tired of London, he is tired of life. — Samuel Johnson
DESTINATION_SPECIFIC: Venice is like eating an entire box of chocolate liqueurs in one go. — Truman Capote
DESTINATION_SPECIFIC: Lisbon is a city of hills; bring shoes with grip and ride tram 28 early.
DESTINATION_SPECIFIC: In Iceland the sun barely set in June, and there were waterfalls around every bend.
DESTINATION_SPECIFIC: New York, the city that never sleeps, and never lets you sleep either.
DESTINATION_SPECIFIC: The medina in Marrakech is a maze, and the main square comes alive after dark with food
  stalls and storytellers.

TRAVEL_TIPS: Pack light. You'll carry everything twice as far as you think.
TRAVEL_TIPS: Roll your clothes instead of folding them.
TRAVEL_TIPS: Keep a photo of your passport on your phone and a paper copy in your bag.
TRAVEL_TIPS: Eat where the locals queue.
TRAVEL_TIPS: Carry a scarf: a blanket on the plane, a cover in the temple, a pillow on the bus.
TRAVEL_TIPS: Tell your bank before you go, or the card gets frozen at the first cash machine.
TRAVEL_TIPS: Get to the airport early; the stress you save is worth the hour in the café.
TRAVEL_TIPS: Wear your heaviest shoes on the plane.

ENVIRONMENTAL_ISSUES: The ice is melting faster than the scientists predicted.
ENVIRONMENTAL_ISSUES: There is no Planet B.
ENVIRONMENTAL_ISSUES: By the middle of the century there could be more plastic in the sea than fish.
ENVIRONMENTAL_ISSUES: The river used to run clear; now foam gathers at the weir every summer.
ENVIRONMENTAL_ISSUES: Only when the last tree has been cut down, the last fish caught and the last stream
  poisoned will we realise we cannot eat money.
ENVIRONMENTAL_ISSUES: The summers are hotter, the floods come more often, and there are fewer bees every year.
ENVIRONMENTAL_ISSUES: Smog hung over the city so thick we couldn't see the hills.
ENVIRONMENTAL_ISSUES: Climate change is no longer a future problem; it's in this year's harvest.

ECO_FRIENDLY_PRACTICES: Reduce, reuse, recycle, in that order.
ECO_FRIENDLY_PRACTICES: Carry a cloth bag and a water bottle, and say no to the straw.
ECO_FRIENDLY_PRACTICES: Compost the peelings; the garden turns yesterday's dinner into next year's tomatoes.
ECO_FRIENDLY_PRACTICES: Buy less, choose well, make it last. — Vivienne Westwood
ECO_FRIENDLY_PRACTICES: Fixed the toaster instead of buying a new one.
ECO_FRIENDLY_PRACTICES: Hang the washing on the line; the sun is free.
ECO_FRIENDLY_PRACTICES: Switched to a refill shop for soap and shampoo, and the bin is half as full.
ECO_FRIENDLY_PRACTICES: Second-hand first: the greenest coat is the one already made.

CONSERVATION_EFFORTS: In the end we will conserve only what we love. — Baba Dioum
CONSERVATION_EFFORTS: We do not inherit the earth from our ancestors; we borrow it from our children.
CONSERVATION_EFFORTS: Volunteers planted two thousand trees along the river this spring.
CONSERVATION_EFFORTS: The wolves came back to the park, and the rivers changed their course.
CONSERVATION_EFFORTS: Protect the wetlands; they are the kidneys of the land.
CONSERVATION_EFFORTS: The nature reserve saved the last few nesting pairs of the bird.
CONSERVATION_EFFORTS: Rewilding the old farm brought the otters back within five years.
CONSERVATION_EFFORTS: Seed banks keep a copy of every crop in case the world forgets one.

POLICY_ADVOCACY: The school strike began with one girl and a sign outside parliament.
POLICY_ADVOCACY+ENVIRONMENTAL_ISSUES: Wrote to my MP about the sewage in the river, and so did four hundred
  of my neighbours.
POLICY_ADVOCACY: Make the polluter pay, and pollution becomes cheaper to prevent than to cause.
POLICY_ADVOCACY: A carbon tax puts a price on what the atmosphere has been carrying for free.
POLICY_ADVOCACY: The law on plastic bags did in one year what the campaigns couldn't do in ten.
POLICY_ADVOCACY: Sign the petition, go to the council meeting, vote for the green belt.
POLICY_ADVOCACY: A climate treaty is only as strong as the countries willing to keep it.
POLICY_ADVOCACY: Ask the council for bike lanes, and keep asking until enough of us are asking.

PERSONAL_IMPACT: You cannot get through a single day without having an impact on the world around you.
  — Jane Goodall
PERSONAL_IMPACT: Worked out my carbon footprint; the flights alone were more than a year of driving.
PERSONAL_IMPACT: Every time I choose the train over the plane, I leave a lighter footprint.
PERSONAL_IMPACT: Eat less meat, drive less, fly less: my three promises to the planet.
PERSONAL_IMPACT: The planet does not need me to be perfect, just a little less wasteful every week.
PERSONAL_IMPACT: "It's only one plastic straw," said eight billion people.
PERSONAL_IMPACT: My bin, my thermostat and my shopping basket: that's where my climate choices live.
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: I turned the heating down one degree and put on a jumper.
`;
