/**
 * A third held-out categorisation set, written by an author who saw neither the categoriser, its vocabulary
 * nor its training data, and never tuned on: 20 per group, covering every code. Book quotations, article
 * lines, meeting notes and notes to self, in varied wording.
 */
export const HELD_OUT_3_DATA = `
TASKS_ACTIONS: Renew passport, return the library books, book the MOT. All before the 14th.
TASKS_ACTIONS: Sync w/ ops: Dana owns the vendor shortlist, I'm drafting the RFP by Friday, Leo chases legal on
  the NDA.
TASKS_ACTIONS: note to self: reply to Marcus re: the invoice, then pick up the dry cleaning on the way home
TASKS_ACTIONS: **Saturday**
  - [ ] email the school about Tuesday pickup
  - [ ] order printer ink
  - [ ] fix the bike puncture
METHODS_TECHNIQUES: Block the first ninety minutes of the day for the hardest thing, put it in the calendar like a
  meeting, and defend it.
METHODS_TECHNIQUES: Every open loop goes into the inbox; the weekly review is what makes the whole system
  trustworthy.
METHODS_TECHNIQUES+OUTCOMES: Tried 25/5 sprints with a kitchen timer today. Four rounds before lunch and the whole
  report draft was done.
METHODS_TECHNIQUES: "If it's your job to eat a frog, it's best to do it first thing in the morning." — attributed
  to Mark Twain
TOOLS_RESOURCES: Switched from Todoist to a paper bullet journal. The friction of rewriting tasks is a feature.
TOOLS_RESOURCES: https://obsidian.md — local markdown files, backlinks, a kanban plugin. Might replace Notion for
  my task lists.
TOOLS_RESOURCES: A cheap index card in your back pocket beats any app for capturing ideas on the go.
TOOLS_RESOURCES: 1:1 with Sam: get him a Trello licence and a second monitor, he's losing half his day to tab
  switching.
MINDSET_HABITS: "Procrastination is the thief of time." — Edward Young
MINDSET_HABITS: I keep "researching" when I'm actually avoiding starting. Notice it, name it, open the doc.
MINDSET_HABITS: You can't check email for "just a minute". Phone goes in the drawer until noon.
MINDSET_HABITS: "Focus is a matter of deciding what things you're not going to do." — John Carmack
OUTCOMES: Shipped 11 tickets this sprint vs 6 last sprint, mostly because meetings dropped to two a week.
OUTCOMES: Quarter wrap-up: backlog cleared to zero for the first time, and cycle time fell by a third.
OUTCOMES: Wrote 2,400 words today. Best output in months, and I stopped at 4pm.
OUTCOMES: Friday review: three of five weekly priorities done, proposal sent, inbox at zero.

DEVELOPMENT_CODING: "Any fool can write code that a computer can understand. Good programmers write code that
  humans can understand." — Martin Fowler
DEVELOPMENT_CODING: Note to self: the flaky test is a race in the retry handler, not the mock. Add a lock and re-run CI.
DEVELOPMENT_CODING: Standup: Postgres 16 migration done on staging; Ana is refactoring the auth module, PR up by EOD.
DEVELOPMENT_CODING: "Premature optimization is the root of all evil." — Donald Knuth
HARDWARE_DEVICES: The new ARM laptop runs silent for a full day on battery; the old Intel one sounded like a hair
  dryer.
HARDWARE_DEVICES: Need a USB-C hub with two HDMI outputs and pass-through charging for the desk setup.
HARDWARE_DEVICES: The Raspberry Pi 5 finally exposes a proper PCIe lane, so booting off NVMe is realistic now.
HARDWARE_DEVICES: Replaced the swollen phone battery myself: heat gun, guitar picks and a lot of patience.
DATA_AI: The model was 94% accurate because 94% of the labels were "no". Check the class balance first, always.
DATA_AI: Sync w/ analytics: dashboard numbers disagree with the warehouse; Omar to check the dedupe step in the ETL.
DATA_AI: Large language models don't know things; they predict plausible continuations. Verify anything that matters.
DATA_AI: "All models are wrong, but some are useful." — George Box
CYBERSECURITY: Turn on hardware-key 2FA for the domain registrar. If someone takes the domain, they take everything.
CYBERSECURITY: Phishing test results: 18% clicked, 6% entered credentials. Refresher training in March.
CYBERSECURITY: "Security is a process, not a product." — Bruce Schneier
CYBERSECURITY+DEVELOPMENT_CODING: Rotate the leaked API key first, then scrub the repo history. Deleting the commit
  doesn't remove it from forks.
TRENDS_INNOVATION: "The future is already here — it's just not very evenly distributed." — William Gibson
TRENDS_INNOVATION: We overestimate what a new technology will do in two years and underestimate what it will do in ten.
TRENDS_INNOVATION+HARDWARE_DEVICES: Foldable phones went from gimmick to boring in five years, which is exactly how
  you know they've arrived.
TRENDS_INNOVATION: Every keynote this year said "agents". Nobody could tell me what one does that a cron job doesn't.

STRATEGY_PLANNING: "The essence of strategy is choosing what not to do." — Michael Porter
STRATEGY_PLANNING: Offsite notes: three-year plan is exit the hardware line, double down on subscriptions, enter
  DACH by 2026.
STRATEGY_PLANNING: "Plans are worthless, but planning is everything." — Dwight D. Eisenhower
STRATEGY_PLANNING: Before we chase the enterprise market, write down which customers we'd lose and what we'd stop
  building.
FINANCE_ACCOUNTING: Revenue is vanity, profit is sanity, but cash is king.
FINANCE_ACCOUNTING: Finance sync: 3 invoices over 60 days, Jo to chase Acme. Q3 opex 8% over budget, mostly
  contractors.
FINANCE_ACCOUNTING: Runway is 14 months at current burn; 20 if we freeze hiring.
FINANCE_ACCOUNTING: Accrual accounting made the quarter look great. The bank balance told a different story.
MARKETING_SALES: "Half the money I spend on advertising is wasted; the trouble is I don't know which half."
  — John Wanamaker
MARKETING_SALES: "People don't want to buy a quarter-inch drill. They want a quarter-inch hole!" — Theodore Levitt
MARKETING_SALES: Pipeline review: 12 demos booked, 3 in negotiation; the landing page A/B test lifted sign-ups 9%.
MARKETING_SALES: Stop pitching features on discovery calls. Ask what it costs them to do nothing.
MANAGEMENT_LEADERSHIP: "A leader is best when people barely know he exists." — Lao Tzu
MANAGEMENT_LEADERSHIP: 1:1 with Tom: he wants more ownership. Give him the onboarding revamp and stay out of his way.
MANAGEMENT_LEADERSHIP: A manager's job isn't to have the answers; it's to make sure the team has what it needs to
  find them.
MANAGEMENT_LEADERSHIP: The culture of a team is shaped by the worst behaviour its boss is willing to tolerate.
OPERATIONS_LOGISTICS: Warehouse move: pallets out Monday, racking installed Wednesday, pick-and-pack live Friday.
OPERATIONS_LOGISTICS: Lead times from the Shenzhen supplier went from 4 to 9 weeks; we need a safety stock buffer.
OPERATIONS_LOGISTICS+MANAGEMENT_LEADERSHIP: Toyota's andon cord works because anyone on the line can stop production
  without asking permission.
OPERATIONS_LOGISTICS: Ops: refund requests now routed to a shared queue; SLA is 24h, escalations go to Kim.

PHYSICAL_HEALTH: 5x5 squats, deadlift up to 100kg. Knees felt fine for once.
PHYSICAL_HEALTH: "Walking is man's best medicine." — Hippocrates
PHYSICAL_HEALTH: Stretch hip flexors after every run, the desk job is shortening everything.
PHYSICAL_HEALTH+MEDICAL_SCIENTIFIC: Grip strength in middle age turns out to be a surprisingly good predictor of
  how long you'll live, according to several large cohort studies.
MENTAL_HEALTH: Therapy today: anxiety isn't a character flaw, it's an alarm that's set too sensitive.
MENTAL_HEALTH: "There is hope, even when your brain tells you there isn't." — John Green
MENTAL_HEALTH: Bad week. Couldn't get out of bed Tuesday. Texted Mia and booked a GP appointment about the low mood.
MENTAL_HEALTH: Burnout isn't fixed by a spa day; it's fixed by changing the conditions that caused it.
WELLNESS_LIFESTYLE: Sunday reset: long walk, cook for the week, phone off after 8.
WELLNESS_LIFESTYLE: The Blue Zones have less to do with superfoods and more to do with walking, purpose and friends.
WELLNESS_LIFESTYLE: Swapped the evening wine for herbal tea and a bath. Not puritanical, I just feel better in the
  mornings.
WELLNESS_LIFESTYLE: "Take care of your body. It's the only place you have to live." — Jim Rohn
MEDICAL_SCIENTIFIC: The trial was randomised and double-blind, but with 40 participants that effect size means
  very little.
MEDICAL_SCIENTIFIC: Dr Patel: MRI shows a small disc bulge at L4-L5; physio first, injection only if no change in
  6 weeks.
MEDICAL_SCIENTIFIC: "The dose makes the poison." — Paracelsus
MEDICAL_SCIENTIFIC: mRNA vaccines had decades of groundwork behind them; the speed in 2020 was the last mile, not
  the whole road.
SPECIFIC_AREAS: "The shorter your sleep, the shorter your life span." — Matthew Walker, Why We Sleep
SPECIFIC_AREAS: Aim for 30g of fibre a day: oats, lentils, an apple. Most people get about half that.
SPECIFIC_AREAS: Midwife appt: 28 weeks, iron a bit low, start supplements and recheck in a month.
SPECIFIC_AREAS: SPF every morning, even in winter; UVA goes straight through clouds and windows.

CONCEPTS_THEORIES: Zone of proximal development: what a learner can do with help today, they can do alone tomorrow.
CONCEPTS_THEORIES: "The map is not the territory." — Alfred Korzybski
CONCEPTS_THEORIES: Kuhn's point: science doesn't advance in a straight line, it lurches between paradigms once the
  anomalies pile up.
STUDY_MEMORIZATION: Anki: 40 new cards a day was too many. Dropping to 15 and actually doing my reviews.
STUDY_MEMORIZATION: "Retrieval practice beats rereading; the effort of recalling is what makes it stick."
  — Make It Stick
STUDY_MEMORIZATION: Memory palace for the cranial nerves: olfactory at the front door, optic at the peephole,
  oculomotor on the coat hooks...
STUDY_MEMORIZATION: Exam in 3 weeks. Spaced plan: chapters 1-4 this week, past papers every Sunday, no cramming
  the night before.
SKILLS_DEVELOPMENT: Deliberate practice means working at the edge of what you can do, with fast feedback, not just
  putting in the hours.
SKILLS_DEVELOPMENT: Day 47 of learning to touch-type: 62 wpm, but accuracy falls off a cliff after five minutes.
SKILLS_DEVELOPMENT: 1:1 with Rhea: she wants to get better at SQL. Pair her with Dev two hours a week and give her
  the reporting tickets.
RESOURCES_MATERIALS+SUBJECT_SPECIFIC: 3Blue1Brown's linear algebra series explains eigenvectors better than the
  entire textbook I paid 80 quid for.
RESOURCES_MATERIALS: https://ocw.mit.edu — full lecture videos and problem sets, free. Start with 6.006.
RESOURCES_MATERIALS: A good textbook has worked examples on the left page and problems on the right. This one has
  neither.
UNDERSTANDING_APPLICATION: "Tell me and I forget, teach me and I may remember, involve me and I learn." — Xunzi
  (often misattributed to Benjamin Franklin)
UNDERSTANDING_APPLICATION: "If you can't explain it simply, you don't understand it well enough." — attributed to
  Albert Einstein
UNDERSTANDING_APPLICATION+FINANCIAL_LITERACY: Read about compound interest a dozen times; only really got it when I
  built the spreadsheet myself.
SUBJECT_SPECIFIC: The Peace of Westphalia in 1648 is where the modern idea of state sovereignty is usually dated from.
SUBJECT_SPECIFIC: German puts the verb at the end of subordinate clauses, so you wait for the whole sentence to find
  out what happened.
SUBJECT_SPECIFIC: Euler's identity, e^(iπ) + 1 = 0: five fundamental constants in one line.
SUBJECT_SPECIFIC: Photosynthesis: light reactions in the thylakoid, Calvin cycle in the stroma. Don't mix them up
  again.

SELF_AWARENESS: "Knowing yourself is the beginning of all wisdom." — Aristotle
SELF_AWARENESS+EMOTIONAL_INTELLIGENCE: Journal: I get snappy when I'm actually embarrassed. Irritation is my cover
  for feeling exposed.
SELF_AWARENESS: "Until you make the unconscious conscious, it will direct your life and you will call it fate."
  — C. G. Jung
SELF_AWARENESS: Noticed I say yes to everything because I want to be seen as reliable, not because I want to do it.
GOAL_SETTING_ACHIEVEMENT: "A goal without a plan is just a wish." — Antoine de Saint-Exupéry
GOAL_SETTING_ACHIEVEMENT: ## 2025
  Run a half marathon, pass the Spanish B1 exam, save for the van. Review every quarter.
GOAL_SETTING_ACHIEVEMENT: Hit day 100 on the thing I swore I'd never finish. Proof I can.
GOAL_SETTING_ACHIEVEMENT: Make the goal specific enough that you'd know on a random Tuesday whether you're on track.
EMOTIONAL_INTELLIGENCE: "Between stimulus and response there is a space. In that space is our power to choose our
  response." — attributed to Viktor Frankl
EMOTIONAL_INTELLIGENCE: When someone is angry, ask what they're afraid of. There's usually something.
EMOTIONAL_INTELLIGENCE: Name it to tame it: labelling the feeling ("I'm anxious about the review") actually turns
  the volume down.
EMOTIONAL_INTELLIGENCE: Read the room before the agenda. Half of Friday's meeting was people still hurt about the
  reorg.
MINDSET_GROWTH: The power of yet: "I can't do this" becomes "I can't do this yet." — Carol Dweck
MINDSET_GROWTH: "Whether you think you can, or you think you can't, you're right." — Henry Ford
MINDSET_GROWTH: Failure is information, not a verdict.
MINDSET_GROWTH: "I have not failed. I've just found 10,000 ways that won't work." — attributed to Thomas Edison
HABITS_ROUTINES: "You do not rise to the level of your goals. You fall to the level of your systems."
  — James Clear, Atomic Habits
HABITS_ROUTINES: Habit stacking: after I pour my morning coffee, I write one line in the journal.
HABITS_ROUTINES: Morning routine v3: glass of water, 10 min stretch, no phone until I've written three pages.
HABITS_ROUTINES: "We are what we repeatedly do." — Will Durant

PERSONAL_FINANCE: "Annual income twenty pounds, annual expenditure nineteen nineteen and six, result happiness.
  Annual income twenty pounds, annual expenditure twenty pounds ought and six, result misery." — Charles Dickens,
  David Copperfield
PERSONAL_FINANCE: Paid off the last credit card today. £4,300 over 19 months. Cutting it up tonight.
PERSONAL_FINANCE: Budget check: groceries £60 over again, subscriptions creeping. Cancel the second streaming service.
PERSONAL_FINANCE: Emergency fund first: three months of expenses in an easy-access account before anything else.
INVESTING: "The stock market is a device for transferring money from the impatient to the patient." — Warren Buffett
INVESTING: Time in the market beats timing the market.
INVESTING: Rebalanced the ISA back to 80/20 equities to bonds; trimmed the tech fund that had drifted to 35%.
INVESTING: "In the short run, the market is a voting machine but in the long run, it is a weighing machine."
  — Benjamin Graham
FINANCIAL_LITERACY: "Compound interest is the eighth wonder of the world." — attributed to Einstein, almost
  certainly apocryphal
FINANCIAL_LITERACY: APR vs APY: one is what they charge you, the other is what they pay you. Guess which one the
  bank puts in big print.
FINANCIAL_LITERACY: Teach the kids the difference between an asset and a liability before they get their first card.
FINANCIAL_LITERACY: At 4% inflation, cash under the mattress loses about a third of its value in a decade.
RETIREMENT_PLANNING: Pension statement says about £19k a year at 67. Not enough. Upping contributions to 10%.
RETIREMENT_PLANNING: The 4% rule assumes a 30-year retirement; if you stop at 45, plan for something closer to 3.5%.
RETIREMENT_PLANNING+INVESTING: Max the employer 401(k) match before anything else; it's a 100% return on day one.
RETIREMENT_PLANNING+TAXES: Roth conversion ladder: do the conversions in the low-income years before Social Security
  kicks in.
TAXES: "In this world nothing can be said to be certain, except death and taxes." — Benjamin Franklin
TAXES: Self-assessment due 31 January. Find the receipts for the home office and the mileage log.
TAXES+INVESTING: Tax-loss harvesting: sell the loser, book the loss against gains, buy a similar (not identical) fund.
TAXES: Married filing jointly saved us about $1,800 vs separately this year; check again if Sam's income jumps.

INTERPERSONAL_RELATIONSHIPS: "The quality of your life is the quality of your relationships." — Tony Robbins
INTERPERSONAL_RELATIONSHIPS: Mum and I talk more since we started the Sunday phone calls. Less logistics, more us.
INTERPERSONAL_RELATIONSHIPS: "Friendship ... is born at the moment when one man says to another 'What! You too?
  I thought that no one but myself . . .'" — C. S. Lewis, The Four Loves
INTERPERSONAL_RELATIONSHIPS: Boundaries aren't walls; they're the terms under which I can keep showing up for you.
COMMUNICATION_SKILLS: "The great enemy of communication, we find, is the illusion of it." — William H. Whyte
COMMUNICATION_SKILLS: "Most people do not listen with the intent to understand; they listen with the intent to
  reply." — Stephen R. Covey
COMMUNICATION_SKILLS: Put the ask in the first line of the email, not buried in the fourth paragraph.
COMMUNICATION_SKILLS: Practice: paraphrase before responding ("so what you're saying is...") slows me down in a
  good way.
CONFLICT_RESOLUTION: Argue the problem, not the person. We sorted the chore rota once we stopped keeping score.
CONFLICT_RESOLUTION: Mediation w/ Jen and Karl: agreed on separate owners for the billing module; revisit in 2 weeks.
CONFLICT_RESOLUTION: In a fight the goal isn't to win. It's to get back on the same side of the table.
CONFLICT_RESOLUTION+COMMUNICATION_SKILLS: Nonviolent communication: observation, feeling, need, request. Tried it
  in the row about the dishes and it actually worked.
RELATIONSHIP_BUILDING: "You can make more friends in two months by becoming interested in other people than you can
  in two years by trying to get other people interested in you." — Dale Carnegie
RELATIONSHIP_BUILDING: Networking: follow up within 48 hours and mention something specific from the conversation.
RELATIONSHIP_BUILDING: New in town. Joined the Thursday climbing group; same faces every week is how friendships
  start.
RELATIONSHIP_BUILDING: "Trust is built in very small moments." — Brené Brown
FEEDBACK: "Feedback is the breakfast of champions." — Ken Blanchard
FEEDBACK+MANAGEMENT_LEADERSHIP: 1:1 with Nia: my praise was vague ("great job"). Be specific: what she did and what
  effect it had.
FEEDBACK: Radical candor = care personally, challenge directly. — Kim Scott
FEEDBACK: Got the peer review back. Stung for a day, but the point about my presentations rambling is fair.

CREATIVE_PROCESS: "Inspiration exists, but it has to find you working." — Pablo Picasso
CREATIVE_PROCESS: Morning pages: three longhand pages, no editing, before anything else. — Julia Cameron, The
  Artist's Way
CREATIVE_PROCESS: "Write drunk, edit sober" gets pinned on Hemingway, who never said it, but the two-phase idea holds.
CREATIVE_PROCESS: Stuck on chapter 9 for a week. Walked away, came back, realised the problem is actually chapter 7.
ART_FORMS: A haiku is seventeen syllables, but the good ones live in the gap between the two images.
ART_FORMS: "Architecture is frozen music." — attributed to Goethe
ART_FORMS: The sonnet survived because fourteen lines is exactly long enough to change your mind once.
ART_FORMS: Film is the one form where the audience can't slow down or go back; the editor controls time.
ARTISTIC_TECHNIQUES: Watercolour: work light to dark. Once the white of the paper is gone you can't get it back.
ARTISTIC_TECHNIQUES: Rule of thirds is a starting point. Centre the subject when symmetry is the point.
ARTISTIC_TECHNIQUES: Class notes: mix greys from complementaries (ultramarine + burnt sienna), never black straight
  from the tube.
ARTISTIC_TECHNIQUES+ART_APPRECIATION: Chiaroscuro: Caravaggio pushed the shadows so far the figures look like they're
  stepping out of the dark.
ART_APPRECIATION: "Art is not what you see, but what you make others see." — Edgar Degas
ART_APPRECIATION: Stood in the Rothko room for twenty minutes. Didn't expect a block of maroon to make me feel
  anything.
ART_APPRECIATION: The retrospective is overlong, but the late self-portraits are worth the ticket on their own.
ART_APPRECIATION: Listen to the album start to finish, no shuffle. The track order is part of the work.
EXPRESSION: "I found I could say things with color and shapes that I couldn't say any other way — things I had no
  words for." — Georgia O'Keeffe
EXPRESSION: Wrote a bad poem about Dad tonight. Not for anyone. Just needed to get it off my chest.
EXPRESSION: Singing in the car is the only place I'm not self-conscious about my voice.
EXPRESSION: Zine workshop: everyone made 8 pages about something they'd never said out loud. Best two hours of the
  month.

TRAVEL_PLANNING+DESTINATION_SPECIFIC: Japan itinerary: Tokyo 4 nights, Kanazawa 2, Kyoto 4. Is the JR pass still
  worth it after the price rise?
TRAVEL_PLANNING: Flights to Lisbon are cheapest Tue/Wed; set a fare alert and book by the end of the month.
TRAVEL_PLANNING: Trip sync: Priya handles hotels, Ben the car hire, I'll sort travel insurance and the visa forms.
TRAVEL_PLANNING: Spreadsheet for the wedding trip: flights, 3 Airbnb options, budget cap £1,800 each.
CULTURAL_EXPERIENCES: Invited to a family iftar in Amman. Dates first, then soup, and the conversation went on
  until midnight.
CULTURAL_EXPERIENCES: "Travel is fatal to prejudice, bigotry, and narrow-mindedness." — Mark Twain, The Innocents
  Abroad
CULTURAL_EXPERIENCES+TRAVEL_TIPS: In Japan you don't tip; leave money on the table and the waiter will run after you
  with it.
CULTURAL_EXPERIENCES: Learned to make pierogi with our host's grandmother in Kraków. No recipe, just "until it feels
  right".
EXPLORATION_ADVENTURE: "Not all those who wander are lost." — J. R. R. Tolkien
EXPLORATION_ADVENTURE: Wild camped above the treeline, woke up to a frozen tent and the best sunrise of my life.
EXPLORATION_ADVENTURE: "The traveler sees what he sees, the tourist sees what he has come to see." — G. K. Chesterton
EXPLORATION_ADVENTURE: Next year: kayak the Inside Passage, or at least a week of it.
DESTINATION_SPECIFIC: Porto > Lisbon. Fewer crowds, better wine, and the Ribeira at dusk is unreal.
DESTINATION_SPECIFIC: Iceland's Ring Road takes about a week if you actually stop; the Westfjords need extra days
  on their own.
DESTINATION_SPECIFIC: Venice now charges day-trippers an access fee on peak days. Get the entry code online before
  you go.
DESTINATION_SPECIFIC: Kyoto in late November: maples at their peak, Fushimi Inari at 7am before the tour buses.
TRAVEL_TIPS: Roll, don't fold. And a spare pair of socks in the carry-on, always.
TRAVEL_TIPS: Keep a photo of your passport in your email. Saved me in Bangkok.
TRAVEL_TIPS: Book the first flight of the day; it's the one least likely to be delayed.
TRAVEL_TIPS: Carry a little local cash even in card-everywhere countries. Public toilets and rural buses don't take
  contactless.

ENVIRONMENTAL_ISSUES: Microplastics turned up in every placenta sampled in the study. That should be bigger news
  than it is.
ENVIRONMENTAL_ISSUES: Another mass bleaching on the Great Barrier Reef; the gaps between events are now too short for
  the coral to recover.
ENVIRONMENTAL_ISSUES: Groundwater in California's Central Valley is pumped so fast that the land itself is sinking.
ENVIRONMENTAL_ISSUES: 40°C in Lincolnshire in 2022. That used to be a number from a model, not a weather report.
ECO_FRIENDLY_PRACTICES+PERSONAL_IMPACT: Switched to a shampoo bar and a safety razor. The bathroom bin is basically
  empty now.
ECO_FRIENDLY_PRACTICES: Compost: greens and browns roughly 1:2, turn it every couple of weeks, no meat or dairy.
ECO_FRIENDLY_PRACTICES: Office sync: ditch the single-use cups, install a filtered water tap, set printers to
  double-sided by default.
ECO_FRIENDLY_PRACTICES: Reduce, reuse, repair. Recycling is the last resort, not the first.
CONSERVATION_EFFORTS: Volunteer day: pulled Himalayan balsam along the river for four hours. Hands green for a week.
CONSERVATION_EFFORTS: The beaver trial on the River Otter: their dams slowed floodwater downstream and brought the
  wetland birds back.
CONSERVATION_EFFORTS: Wolves back in Yellowstone, elk move, willows regrow, riverbanks stabilise. A trophic cascade
  in one sentence.
CONSERVATION_EFFORTS: "In the end we will conserve only what we love; we will love only what we understand; and we
  will understand only what we are taught." — Baba Dioum
POLICY_ADVOCACY: Wrote to my MP about sewage discharges. Used the Surfers Against Sewage template, took ten minutes.
POLICY_ADVOCACY: A carbon tax with the dividend paid back to households is the rare policy economists on both sides
  can live with.
POLICY_ADVOCACY+CONSERVATION_EFFORTS: The 30x30 pledge means nothing without funding for the protected areas it
  creates.
POLICY_ADVOCACY: Council meeting Tues 7pm. Cycle lane consultation closes Friday; bring the petition numbers.
PERSONAL_IMPACT: "The greatest threat to our planet is the belief that someone else will save it." — Robert Swan
PERSONAL_IMPACT: Worked out our household footprint: flights are 40% of it. The recycling barely registers.
PERSONAL_IMPACT: Train to Edinburgh instead of flying. Five hours, but a fraction of the CO2.
PERSONAL_IMPACT: Going vegetarian on weekdays. Not perfect, but it halves our meat without a fight at dinner.
`;
