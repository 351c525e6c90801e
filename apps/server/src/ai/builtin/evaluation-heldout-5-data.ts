/**
 * A fifth held-out categorisation set, written by an author who saw neither the categoriser, its vocabulary
 * nor its training data, and scored once, at the end of the work it measures: 20 per group, covering every
 * code, in the voices of twenty different readers.
 */
export const HELD_OUT_5_DATA = `
TASKS_ACTIONS: call the plumber before friday, renew car insurance, return library books
TASKS_ACTIONS: Out of Tuesday standup: Priya sends the revised deck to the client, I chase legal on the NDA by
  EOD Thursday.
TASKS_ACTIONS: todo - submit chem coursework draft, email Mr Okafor about the extension
TASKS_ACTIONS: Note to self: pick up Mum's prescription, book the MOT, cancel the gym trial before it bills.
METHODS_TECHNIQUES: Work in 25-minute sprints with a five-minute break; after four rounds take a longer one.
  Crude, but it got me through the thesis.
METHODS_TECHNIQUES: Eat the frog: do the hardest thing first thing in the morning, before email gets its hooks
  in you.
METHODS_TECHNIQUES: Capture everything, clarify the very next physical step, organise by context, review
  weekly. — David Allen
METHODS_TECHNIQUES: Carve the calendar into chunks the night before. Every hour gets a job, even if the job is
  'nothing'.
TOOLS_RESOURCES: Switched from Todoist to a plain Leuchtturm notebook. Fewer notifications, more done.
TOOLS_RESOURCES: Obsidian daily notes plus a kanban plugin is the first setup that's stuck for more than a
  month.
TOOLS_RESOURCES: podcast rec: the free Notion template from ep. 112 has a weekly dashboard that pulls every
  open project into one view
TOOLS_RESOURCES: A $12 kitchen timer beats any app because you can't scroll on it.
MINDSET_HABITS: Procrastination isn't laziness, it's avoiding a feeling. Name the feeling and the work gets
  easier to start.
MINDSET_HABITS: I let my concentration waste away with the phone next to the keyboard. Phone lives in the
  hallway during work hours now.
MINDSET_HABITS: Discipline is just remembering what you want when the inbox is louder than it.
MINDSET_HABITS: i keep waiting to feel motivated before opening the spreadsheet. the feeling shows up about
  ten minutes after i start, never before.
OUTCOMES: Shipped 14 tickets this sprint vs 6 last sprint, after we cut recurring meetings to two a week.
OUTCOMES: End of Q3 tally: 42,000 words of the draft written, roughly 450 a day on weekdays.
OUTCOMES: Measure output, not hours. A day with one finished report beats a day with nine half-started ones.
OUTCOMES: After a month of single-tasking, invoices processed per day went from 30 to 48, with fewer errors.

DEVELOPMENT_CODING: Make it work, make it right, make it fast. — Kent Beck
DEVELOPMENT_CODING: Write the test first, watch it fail, then write just enough code to make it pass.
DEVELOPMENT_CODING: git rebase -i before opening the PR so reviewers aren't reading 'fix typo' eleven times
DEVELOPMENT_CODING: Premature abstraction is worse than duplication. Copy-paste twice, abstract on the third
  time.
HARDWARE_DEVICES: The fanless M2 throttles under sustained load: fine for writing, not for long video exports.
HARDWARE_DEVICES: Replaced the swollen battery in my old ThinkPad for £35. Good for another five years.
HARDWARE_DEVICES: Raspberry Pi 5 needs the 27W supply or it under-volts when you plug in an SSD.
HARDWARE_DEVICES: E-ink tablets are great for reading PDFs but the refresh lag makes sketching miserable.
DATA_AI: A model is only as good as what it was trained on. Sloppy labels in, confident nonsense out.
DATA_AI: LLMs predict plausible next tokens; they don't check facts unless you give them something to check
  against.
DATA_AI: Always look at the distribution before trusting the mean. One outlier wrecked our churn forecast.
DATA_AI: Overfitting is when the model memorises the exam paper instead of learning the subject.
CYBERSECURITY: Turn on 2FA everywhere, but use an authenticator app, not SMS. SIM swaps are cheap.
CYBERSECURITY: IT phishing drill: hover over the link, check the sender domain, and nobody from accounts will
  ever ask you for gift cards.
CYBERSECURITY: Use a password manager and a unique password per site. Reuse is how one breach becomes ten.
CYBERSECURITY: Patch Tuesday is not optional. Most ransomware gets in through holes that were fixed months
  ago.
TRENDS_INNOVATION: Every new gadget goes through a hype cycle: inflated expectations, disillusionment, then
  the slow useful plateau.
TRENDS_INNOVATION: Solid-state batteries could double EV range within the decade, if the manufacturing scales.
TRENDS_INNOVATION: The next wave won't be a new device; it'll be computing disappearing into things we already
  own.
TRENDS_INNOVATION+CYBERSECURITY: Quantum computers are still lab curiosities, but the firms betting on them
  are already hiring people to replace today's encryption.

STRATEGY_PLANNING: Pick one customer segment and own it before chasing the next. We tried to be for everyone
  and ended up for no one.
STRATEGY_PLANNING: Three-year view for the bakery: second location only once the first runs at 70% capacity on
  weekdays.
STRATEGY_PLANNING: Compete where the incumbents can't be bothered to follow. — notes on Blue Ocean
STRATEGY_PLANNING: SWOT from the offsite: strength is the loyal local base, threat is the chain opening on the
  high street.
FINANCE_ACCOUNTING: Revenue is vanity, profit is sanity, cash is reality.
FINANCE_ACCOUNTING: Chase invoices at 30 days, not 60. Our cash flow gap was almost entirely late payers.
FINANCE_ACCOUNTING: Keep a 13-week rolling cash forecast; the annual budget tells you nothing about whether
  you make payroll in March.
FINANCE_ACCOUNTING+STRATEGY_PLANNING: Gross margin on the catering line is 22% after ingredients and staff,
  lower than the café, so either price it up or drop it.
MARKETING_SALES: People don't want a quarter-inch drill, they want a quarter-inch hole. — Theodore Levitt
MARKETING_SALES: Follow up five times. Most deals close after the fourth touch; most reps stop after the
  second.
MARKETING_SALES: Reels get us reach but the email list gets the orders: about 3% of subscribers buy at every
  launch.
MARKETING_SALES: Lead with the customer's problem in the headline, not your product name.
MANAGEMENT_LEADERSHIP: First 90 days running the team: listen more than you change. They already know what's
  broken.
MANAGEMENT_LEADERSHIP: Hand over the result you want and let people own the how. Micromanaging the steps
  teaches nobody anything.
MANAGEMENT_LEADERSHIP+FEEDBACK: Praise in public, correct in private. Learned that the hard way in my first
  month running the night shift.
MANAGEMENT_LEADERSHIP: Hire for attitude, train for the rest. My best shift supervisor came from retail, not
  care homes.
OPERATIONS_LOGISTICS: Reorder point = average daily usage x lead time + safety stock. Ran out of 12oz cups
  twice before I learned this.
OPERATIONS_LOGISTICS: Just-in-time is efficient until one supplier misses a ship and your whole line stops.
OPERATIONS_LOGISTICS: Moved the packing station next to the label printer and cut dispatch time per order from
  9 minutes to 5.
OPERATIONS_LOGISTICS: Map the process end to end before automating it, or you'll just make the mess faster.

PHYSICAL_HEALTH: Progressive overload: add a little weight or one more rep each week. The body adapts to what
  you ask of it.
PHYSICAL_HEALTH: Zone 2 cardio three times a week. You should be able to talk but not sing.
PHYSICAL_HEALTH: at 68 the physio says balance work matters more than running. standing on one leg while
  brushing my teeth.
PHYSICAL_HEALTH: Grip strength is one of the best predictors of how well you'll age, so carry the heavy
  shopping.
MENTAL_HEALTH: Anxiety lies about the future in the voice of someone you trust.
MENTAL_HEALTH: Placement note: depression in adolescents often presents as irritability rather than sadness.
MENTAL_HEALTH: It's okay not to be okay, but don't stay there alone. Ring someone.
MENTAL_HEALTH: Panic attack grounding: 5 things you see, 4 you can touch, 3 you hear, 2 you smell, 1 you
  taste.
WELLNESS_LIFESTYLE: Walk after dinner, no phone. Cheapest wellbeing upgrade I've found.
WELLNESS_LIFESTYLE: Slow mornings: tea, window open, no news before nine.
WELLNESS_LIFESTYLE: Sauna twice a week, cold shower after, early nights. The Finnish grandmother approach to
  life.
WELLNESS_LIFESTYLE: Small daily pleasures, a proper lunch away from the desk, ten minutes in the garden, add
  up to a life that feels looked after.
MEDICAL_SCIENTIFIC: The randomised trial found no benefit of vitamin D supplements for fracture prevention in
  healthy adults.
MEDICAL_SCIENTIFIC: Antibiotics don't work on viruses; prescribing them for colds just breeds resistance.
MEDICAL_SCIENTIFIC: ward note - screen for sepsis if temp above 38 or below 36, HR over 90, RR over 20.
  escalate early
MEDICAL_SCIENTIFIC: mRNA vaccines get your cells to make a harmless spike protein; the mRNA itself breaks down
  within days.
SPECIFIC_AREAS+MEDICAL_SCIENTIFIC: Adults need 7 to 9 hours of sleep; after 17 hours awake your reaction time
  is about as bad as being over the drink-drive limit.
SPECIFIC_AREAS: Fibre target is 30g a day and most of us get about half. Beans, oats, and leave the skins on.
SPECIFIC_AREAS: Third trimester: sleep on your side, notice the baby's movements every day, call the midwife
  if they slow down.
SPECIFIC_AREAS: SPF 30 every day, even in winter. Most skin ageing is sun damage, not time.

CONCEPTS_THEORIES: Dunning-Kruger: the less you know about a field, the more likely you are to overrate your
  ability in it.
CONCEPTS_THEORIES: Bloom's taxonomy runs remember, understand, apply, analyse, evaluate, create. Most exams
  stop at step two.
CONCEPTS_THEORIES: Occam's razor: don't multiply explanations beyond necessity.
STUDY_MEMORIZATION: Spaced repetition: review after 1 day, 3 days, a week, a month. Anki does the scheduling
  for you.
STUDY_MEMORIZATION: blurting - read the page, close the book, write down everything you remember, then check
  it in a different colour
STUDY_MEMORIZATION: Testing yourself beats rereading. Rereading feels like it's working because it's familiar,
  not because it stuck.
STUDY_MEMORIZATION: memory palace for the periodic table: hydrogen on the doormat, helium balloon tied to the
  coat hook
SKILLS_DEVELOPMENT: Deliberate practice means working at the edge of what you can do, with someone correcting
  you, not just clocking hours.
SKILLS_DEVELOPMENT: Learned to touch-type at 55. Twenty minutes a day for three weeks and I'm faster than I
  ever was hunting and pecking.
SKILLS_DEVELOPMENT: The first 20 hours: break the thing into sub-parts, learn just enough to notice your own
  mistakes, remove the barriers to practice. — Josh Kaufman
RESOURCES_MATERIALS: MIT OpenCourseWare 18.06 with Gilbert Strang is still the best set of linear algebra
  lectures anywhere, and it's free.
RESOURCES_MATERIALS: Khan Academy for the stats refresher, then chapters 3 to 5 of the OpenStax textbook.
RESOURCES_MATERIALS+STUDY_MEMORIZATION: Rec from the forum thread: Barbara Oakley's free Coursera course on
  how to learn, about 15 hours, covers chunking, recall and spacing.
UNDERSTANDING_APPLICATION: If you can't explain it simply, you don't understand it well enough.
UNDERSTANDING_APPLICATION: Feynman's trick: teach the idea to an imaginary twelve-year-old and notice exactly
  where you start waving your hands.
UNDERSTANDING_APPLICATION: Read the ratios chapter, then used it the same evening to scale Gran's bread recipe
  for 40 people. Finally clicked.
SUBJECT_SPECIFIC: The Peace of Westphalia (1648) ended the Thirty Years' War and set up the idea of sovereign
  states.
SUBJECT_SPECIFIC: Spanish: ser for what something is, estar for how it is right now.
SUBJECT_SPECIFIC: derivative of sin x is cos x, of cos x is minus sin x. sign error cost me 4 marks in the
  mock
SUBJECT_SPECIFIC: The entropy of an isolated system never decreases. Second law of thermodynamics.

SELF_AWARENESS: I get snippy when I'm hungry and call it honesty. Worth knowing.
SELF_AWARENESS: Journal prompt from the retreat: what do I keep saying yes to that I actually resent?
SELF_AWARENESS: Your values show up in your calendar and your bank statement, not in what you say you care
  about.
SELF_AWARENESS+EMOTIONAL_INTELLIGENCE: Between stimulus and response there is a space. In that space is our
  power to choose our response. — Viktor Frankl
GOAL_SETTING_ACHIEVEMENT: Written down, specific and dated: run a sub-2-hour half marathon by 12 October.
GOAL_SETTING_ACHIEVEMENT: Set the target, then forget it and fall in love with the weekly process that gets
  you there.
GOAL_SETTING_ACHIEVEMENT: My year on one page: one objective (finish the MSc), three measurable key results,
  checked on the first of every month.
GOAL_SETTING_ACHIEVEMENT: Passed the bar on the third attempt. Whatever you're chasing, the retries count too.
EMOTIONAL_INTELLIGENCE: Name it to tame it: putting a word to what you feel turns the volume down.
EMOTIONAL_INTELLIGENCE: When someone snaps at you, ask what they're carrying before you decide what it means
  about you.
EMOTIONAL_INTELLIGENCE: Empathy is feeling with people, not for them. — Brené Brown
EMOTIONAL_INTELLIGENCE: realised I was angry because I was embarrassed. dealt with the embarrassment and the
  anger went
MINDSET_GROWTH: 'I'm not good at this' becomes 'I'm not good at this yet'. — Carol Dweck
MINDSET_GROWTH: Failure is data, not a verdict.
MINDSET_GROWTH: The comfort zone is lovely but nothing grows there.
MINDSET_GROWTH: Whether you think you can or you think you can't, you're right. — Henry Ford
HABITS_ROUTINES: Tie the new thing to an old one: after I pour my coffee, I write one line in the journal.
HABITS_ROUTINES: Make it obvious, make it easy, make it satisfying. Never miss twice.
HABITS_ROUTINES: Sunday night reset: laundry, batch cooking, lay out the week. Monday-me is grateful every
  time.
HABITS_ROUTINES: Every morning since March: 10 press-ups, a glass of water, make the bed. Tiny, but it's held.

PERSONAL_FINANCE: Pay yourself first: the savings transfer goes out the day after payday, before anything
  else.
PERSONAL_FINANCE: Debt avalanche: minimums on everything, every spare pound at the highest-interest card.
PERSONAL_FINANCE: 50/30/20, needs, wants, savings. We're at 65/25/10, so the wants are going to have to
  shrink.
PERSONAL_FINANCE: emergency fund = 3 to 6 months of essential spending, in an easy-access account, not the
  stock market
INVESTING: Time in the market beats timing the market.
INVESTING: Be fearful when others are greedy and greedy when others are fearful. — Warren Buffett
INVESTING: Low-cost global index fund, rebalance once a year, don't look at it in between.
INVESTING: A 9% dividend yield looks juicy until you see the payout ratio is 140%.
FINANCIAL_LITERACY+INVESTING: Compound interest: £1,000 at 7% roughly doubles every ten years. Rule of 72:
  divide 72 by the rate.
FINANCIAL_LITERACY: APR includes the fees and the headline interest rate doesn't, so always compare APRs.
FINANCIAL_LITERACY: Inflation quietly eats cash that sits still; at 3% a year its buying power halves in about
  23 years.
FINANCIAL_LITERACY: Your credit score is basically a record of whether you pay on time and how much of your
  limit you use.
RETIREMENT_PLANNING: Max out the employer match in the 401(k) first. It's an instant 100% return.
RETIREMENT_PLANNING: The 4% rule: take 4% of the pot in year one, adjust for inflation after that, and it
  should last about 30 years.
RETIREMENT_PLANNING: Check your State Pension forecast online. I had 6 missing years of contributions I could
  still fill.
RETIREMENT_PLANNING+TAXES: Opened a SIPP at 45. Even late, twenty years of contributions topped up with tax
  relief beats nothing.
TAXES: Self-assessment deadline is 31 January. File in October and the payment on account won't be a surprise.
TAXES: Keep receipts for home office costs; the deduction is small but it's free money at the end of the year.
TAXES+RETIREMENT_PLANNING: Roth vs traditional IRA: pay the IRS now or later, depending on whether you think
  your bracket will go up.
TAXES: The capital gains allowance is use-it-or-lose-it each year, so sell, take the gain, and rebuy inside
  the ISA.

INTERPERSONAL_RELATIONSHIPS: We're not friends with people because they're perfect; we're friends because they
  show up.
INTERPERSONAL_RELATIONSHIPS: Couples who turn toward each other's small bids for attention, a sigh, a 'look at
  this', tend to stay together. — John Gottman
INTERPERSONAL_RELATIONSHIPS: My dad and I get on better now we don't live together. Distance was the thing
  that fixed it.
INTERPERSONAL_RELATIONSHIPS: People will forget what you said, but never how you made them feel. — Maya
  Angelou
COMMUNICATION_SKILLS: Listen to understand, not to reply.
COMMUNICATION_SKILLS: Say the headline first in meetings, context second. People tune out before the point
  otherwise.
COMMUNICATION_SKILLS: NVC (Rosenberg): observation, feeling, need, request.
COMMUNICATION_SKILLS: ask open questions. 'what was that like?' gets you more than 'was it hard?'
CONFLICT_RESOLUTION: Attack the problem, not the person.
CONFLICT_RESOLUTION+COMMUNICATION_SKILLS: When an argument loops, stop, and each summarise the other's
  position until they agree you've got it right.
CONFLICT_RESOLUTION: Mediation notes: separate interests from positions. They both want the corner office;
  what they actually want is quiet.
CONFLICT_RESOLUTION: 'Never go to bed angry' is bad advice. Sleep on the row and talk in the morning when
  you're both less tired.
RELATIONSHIP_BUILDING: Networking is just making friends slowly. Send the article, remember the kid's name,
  follow up without an ask.
RELATIONSHIP_BUILDING: It takes about 50 hours together to go from acquaintance to casual friend, and 200 to
  become close. — Jeffrey Hall
RELATIONSHIP_BUILDING: Weekly coffee with each new starter on the ward for their first month. Trust gets built
  in small deposits.
RELATIONSHIP_BUILDING: Moved to a new city at 34 and said yes to every invite for six months. Three of those
  people are now my closest friends.
FEEDBACK: Criticism is a gift, but you don't have to keep everything you're given.
FEEDBACK: Say when it happened, what they did and what it caused: 'In Monday's meeting you interrupted Sam
  twice and she stopped contributing.'
FEEDBACK: Ask 'what's one thing I could do better?' instead of 'any thoughts?' and you'll get a real answer.
FEEDBACK+MANAGEMENT_LEADERSHIP: Radical candour: care personally, challenge directly. — Kim Scott

CREATIVE_PROCESS: Morning pages: three longhand pages, first thing, no editing. — Julia Cameron
CREATIVE_PROCESS: Amateurs sit and wait for inspiration, the rest of us just get up and go to work. — Stephen
  King
CREATIVE_PROCESS: write the bad first draft fast. you can't edit a blank page
CREATIVE_PROCESS: Collect influences, remix them, then make it yours. — Austin Kleon
ART_FORMS: A haiku is 17 syllables, but the real rules are a seasonal word and a cut between two images.
ART_FORMS: Film noir: low-key lighting, moral ambiguity, and a city that feels like a trap.
ART_FORMS: Fugue: one melody introduced voice by voice, each imitating and answering the last.
ART_FORMS: Comics let time pass in the gutter between panels, something no other medium can do.
ARTISTIC_TECHNIQUES: Squint to see values. If the painting works in greyscale, the colour will take care of
  itself.
ARTISTIC_TECHNIQUES: Wet-on-wet for the sky, then let it dry completely before the hard-edged trees go in.
ARTISTIC_TECHNIQUES: Rule of thirds, then break it once you know why it works.
ARTISTIC_TECHNIQUES: Glaze thin layers of transparent colour over a monochrome underpainting; that's how the
  old masters got the glow.
ART_APPRECIATION: Stood in the Rothko room for twenty minutes. It isn't colour, it's weather.
ART_APPRECIATION: Look at a painting for ten minutes before you read the wall label. — gallery talk, Saturday
ART_APPRECIATION: What makes Vermeer's light so extraordinary is how little of it there is.
ART_APPRECIATION: every time I put on Kind of Blue I hear a different player leading
EXPRESSION: Drawing is not what one sees but what one can make others see. — Edgar Degas
EXPRESSION+MENTAL_HEALTH: I paint the things I can't say out loud. The grief canvases are the most honest work
  I've made, and they got me through that winter.
EXPRESSION: Teacher's note after the solo: stop performing the steps and let us see what you feel.
EXPRESSION: Write what scares you to say.

TRAVEL_PLANNING: Draft route: 3 nights Lisbon, 2 Sintra, train to Porto, fly home from there. Book the Porto
  leg first, it sells out.
TRAVEL_PLANNING+EXPLORATION_ADVENTURE: Hut bookings for the Tour du Mont Blanc open in January. Set an alarm.
TRAVEL_PLANNING: Trip budget: flights £480, ten nights of guesthouses about £600, keep £300 spare for the
  unknowns.
TRAVEL_PLANNING: Sort out the first and last night properly, wing the middle.
CULTURAL_EXPERIENCES: Ate iftar with a family in Amman during Ramadan: dates and water first, then
  conversation for hours.
CULTURAL_EXPERIENCES: Day of the Dead in Oaxaca wasn't spooky at all. It was a party with the people you miss.
CULTURAL_EXPERIENCES: At the village wedding in Gujarat nobody asked who we were, just handed us plates and
  pulled us into the garba.
CULTURAL_EXPERIENCES: In Japan, slurping your noodles is a compliment to the cook, and nobody tips.
EXPLORATION_ADVENTURE: Summited Toubkal at dawn, lungs burning, desert haze on one side and snow on the other.
EXPLORATION_ADVENTURE: Wild camped by a loch with no signal for three days. Best sleep of my life.
EXPLORATION_ADVENTURE: Summit fever is real. Turned back 200m below the top of Aconcagua and it was the right
  call.
EXPLORATION_ADVENTURE: Packrafted the Yukon for 12 days; saw more bears than people.
DESTINATION_SPECIFIC+TRAVEL_TIPS: Kyoto is best before 8am: Fushimi Inari is empty and you get the gates to
  yourself.
DESTINATION_SPECIFIC: Lisbon sits on seven hills. The 28 tram is charming but packed; walk down through Alfama
  instead.
DESTINATION_SPECIFIC: Iceland's Ring Road needs a week at least, and the Westfjords are worth the detour.
DESTINATION_SPECIFIC: Tbilisi: sulphur baths, khachapuri, and wine made in clay pots buried in the ground.
TRAVEL_TIPS: Roll clothes, don't fold. Packing cubes if you're fancy.
TRAVEL_TIPS: Always carry a photo of your passport page and a bit of local cash somewhere separate from your
  wallet.
TRAVEL_TIPS+CULTURAL_EXPERIENCES: Learn please, thank you and sorry in the local language before you land. The
  doors it opens are ridiculous.
TRAVEL_TIPS: book the first flight of the day, it's the least likely to be delayed

ENVIRONMENTAL_ISSUES: The ocean has soaked up about 90% of the extra heat from greenhouse gases, which is why
  the coral is bleaching.
ENVIRONMENTAL_ISSUES: Microplastics have now turned up in placental tissue and in Antarctic snow.
ENVIRONMENTAL_ISSUES: Groundwater under the Punjab is dropping by about a metre a year.
ENVIRONMENTAL_ISSUES: Biodiversity loss is quieter than wildfires, but insect numbers have crashed within my
  lifetime.
ECO_FRIENDLY_PRACTICES: compost the coffee grounds, they're gold for the tomatoes
ECO_FRIENDLY_PRACTICES: Buy second-hand first, repair second, new only as a last resort.
ECO_FRIENDLY_PRACTICES: Wash at 30 and line-dry. The tumble dryer was a quarter of our electricity.
ECO_FRIENDLY_PRACTICES: Refill shop on the high street: bring your own jars, pay by weight, no packaging at
  all.
CONSERVATION_EFFORTS: Wolves came back to Yellowstone in 1995 and the riverbanks recovered once the elk
  stopped overgrazing them.
CONSERVATION_EFFORTS: Volunteered on the hedgehog survey: tunnels with ink pads to count footprints.
CONSERVATION_EFFORTS: Rewilding the Knepp estate brought back nightingales and turtle doves within about a
  decade.
CONSERVATION_EFFORTS+POLICY_ADVOCACY: 30 by 30: nearly 200 countries signed up to protect 30% of land and sea
  by 2030.
POLICY_ADVOCACY: Write to your MP yourself. One personal letter counts for more than a hundred template
  emails.
POLICY_ADVOCACY: Carbon pricing only survives if the money goes back to households; otherwise the backlash
  kills it.
POLICY_ADVOCACY: Climate group meeting: deputation to the council on the 14th, asking for a protected bike
  lane on Mill Road.
POLICY_ADVOCACY: The Montreal Protocol shows global agreements can work: the ozone hole is on track to close
  by around 2066.
PERSONAL_IMPACT: One return flight to New York is roughly a year of my driving in carbon. Holidays by train
  from now on.
PERSONAL_IMPACT: Worked out my footprint: 9.2 tonnes. Diet and heating are the big ones, not the straws.
PERSONAL_IMPACT: Went vegetarian on weekdays. Cuts my food emissions by about half, according to the
  calculator.
PERSONAL_IMPACT: Moved my pension to a fossil-free fund; reportedly that does more for my footprint than
  giving up flying.
`;
