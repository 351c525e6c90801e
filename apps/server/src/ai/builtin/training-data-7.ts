/**
 * Training examples, seventh batch: lines from specialist magazines, newsletters and podcasts in the words of
 * each niche, 30 per group. Never used for evaluation.
 */
export const TRAINING_DATA_7 = `
TASKS_ACTIONS: Renew the van insurance, drop the planer blades at the sharpener, and email Gerry the cut list by Friday.
TASKS_ACTIONS: Action item from the Tuesday stand-up: Priya to chase the supplier for the revised quote before the
  sprint review.
TASKS_ACTIONS: Errands for Saturday: post office, collect the dry cleaning, return the library books, buy tile grout.
TASKS_ACTIONS: Assigned to me: draft the volunteer rota for the spring bird survey and circulate it to the committee.
TASKS_ACTIONS: Book the MOT, cancel the gym trial, and ring the plumber about the dripping stopcock.
TASKS_ACTIONS+METHODS_TECHNIQUES: Write the next physical action, the podcast host said: not "sort taxes" but
  "find the P60 in the blue folder."
METHODS_TECHNIQUES: The newsletter swears by time blocking: ninety minutes of deep work before lunch, meetings
  stacked after three.
METHODS_TECHNIQUES: Batch the admin: invoices, emails and phone calls all go in one Thursday afternoon slot.
METHODS_TECHNIQUES: Four pomodoros, then a long break; the kitchen timer turns a dreaded chore into small sprints.
METHODS_TECHNIQUES: The GTD weekly review: empty every inbox, scan the someday list, and decide the next action
  for each open project.
METHODS_TECHNIQUES: Eat the frog: the guest makes the hardest phone call of the day before she opens her inbox.
METHODS_TECHNIQUES: Apply the two-minute rule at the workbench too: if a clamp takes less than two minutes to put
  away, do it now.
TOOLS_RESOURCES: I swapped sticky notes for a dotted bullet journal and a cheap fountain pen, and my task list
  finally lives in one place.
TOOLS_RESOURCES: The reviewer liked the app's kanban board and calendar sync but found the recurring-task settings
  buried three menus deep.
TOOLS_RESOURCES: A shared family calendar ended the arguments about who was driving to swimming practice.
TOOLS_RESOURCES: My favourite planning tool this year is a paper wall planner with coloured dot stickers.
TOOLS_RESOURCES: Set up a text-expander snippet for every email reply you type more than twice a week.
TOOLS_RESOURCES: Notion templates, a timer widget and noise-cancelling headphones: the editor's whole desk setup.
MINDSET_HABITS: Procrastination is rarely laziness; it is avoidance of the feeling a task stirs up.
MINDSET_HABITS: I reach for my phone the moment a paragraph gets hard, and that reflex is the real thief of my focus.
MINDSET_HABITS: Discipline at work is deciding once and not renegotiating with yourself every single morning.
MINDSET_HABITS: Perfectionism kept the report in draft for three weeks; shipped beats polished and hidden.
MINDSET_HABITS: My concentration fades by four o'clock, so I stopped scheduling demanding work after tea.
MINDSET_HABITS: In the novel, Margaret sharpened every pencil on the desk before she let herself open the ledger,
  and she knew exactly what she was avoiding.
OUTCOMES: We closed forty-two tickets this sprint, the best throughput the support team has posted since launch.
OUTCOMES: After a month of morning writing blocks I had a finished first draft of sixty thousand words.
OUTCOMES: Results of the experiment: fewer meetings, two extra focused hours a day, and the quarterly report early.
OUTCOMES: The tally for the week: nine chapters edited, the grant form submitted, the garage finally cleared.
OUTCOMES: Measured honestly, my productivity gains came from doing fewer things, not from doing them faster.
OUTCOMES+MINDSET_HABITS: Once I stopped checking email before ten, my daily output of finished drawings doubled.

DEVELOPMENT_CODING: The DevOps podcast spent an hour on flaky integration tests and why retrying them in CI only
  hides the bug.
DEVELOPMENT_CODING: Refactor the payment module into smaller functions before adding the endpoint; the pull request
  is already too big.
DEVELOPMENT_CODING: Use feature flags so half-finished code can merge to main without breaking the build.
DEVELOPMENT_CODING: A good commit message explains why the change was made, not which files were touched.
DEVELOPMENT_CODING: The Kubernetes pod kept restarting until we noticed the container memory limit was below the
  heap size.
DEVELOPMENT_CODING: Strict null checks caught three bugs in the parser before a single unit test ran.
HARDWARE_DEVICES: The magazine's teardown found the laptop battery glued in, the SSD soldered to the board, and
  a single fan.
HARDWARE_DEVICES: I replaced the thermal paste on my old graphics card and idle temperatures dropped twelve degrees.
HARDWARE_DEVICES: A mechanical keyboard with hot-swappable switches is worth it if you type all day.
HARDWARE_DEVICES: The new e-reader's screen is sharper, but the charging port is still micro-USB.
HARDWARE_DEVICES: A Raspberry Pi in the shed logs temperature and humidity through a cheap sensor on the GPIO pins.
HARDWARE_DEVICES: The phone's camera bump is so thick it rocks on the desk; the reviewer called it a design flaw.
DATA_AI: The model looked brilliant on the training set and fell apart on real customer data: classic overfitting.
DATA_AI: Clean your data before you train anything; most of the time goes on duplicates, nulls and mislabelled rows.
DATA_AI: The newsletter explained how language models predict the next token and why that yields confident nonsense.
DATA_AI: A dashboard is only as honest as the SQL query and the sampling behind it.
DATA_AI+DEVELOPMENT_CODING: We fine-tuned a small classifier on support tickets and wired it into the triage
  service with a simple REST endpoint.
DATA_AI: Embeddings let search find "sofa" when the user typed "couch," which keyword matching never could.
CYBERSECURITY: Turn on two-factor authentication for your email first; it is the key to resetting every password.
CYBERSECURITY: The phishing email copied our invoice template perfectly, down to the finance director's signature.
CYBERSECURITY: Patch the router firmware; the security podcast said the vulnerability is exploited in the wild.
CYBERSECURITY: A password manager and unique passphrases would have stopped the credential-stuffing attack.
CYBERSECURITY: Ransomware encrypted the clinic's shared drive, and offline backups were the only thing that saved it.
CYBERSECURITY: Least privilege: the intern's account should never have had admin rights on the production database.
TRENDS_INNOVATION: The trade journal predicts solid-state batteries will reach mainstream cars within five years.
TRENDS_INNOVATION: Every startup pitch at the expo this year had AI agents on the first slide.
TRENDS_INNOVATION: Quantum computing is still a lab curiosity, the columnist wrote, but cryptographers are
  preparing now.
TRENDS_INNOVATION: Smart glasses keep coming back; this generation finally looks like ordinary spectacles.
TRENDS_INNOVATION: The hype cycle for the metaverse peaked and crashed faster than anyone at the conference expected.
TRENDS_INNOVATION+DATA_AI: Open-weight models are closing the gap with the big labs, and that changes who gets to
  build the next wave of products.

STRATEGY_PLANNING: Our three-year plan: stop chasing every tender and focus on mid-sized hospitals where we win.
STRATEGY_PLANNING: The strategy offsite produced one useful slide: what we will not do next year.
STRATEGY_PLANNING: A competitive moat comes from switching costs, not from features a rival can copy in a quarter.
STRATEGY_PLANNING: Before expanding into Germany, run a pilot with two distributors and measure the reorder rate.
STRATEGY_PLANNING: A SWOT analysis is useless unless each weakness maps to a decision on the roadmap.
STRATEGY_PLANNING+FINANCE_ACCOUNTING: The board asked for scenario planning on the forecast: what happens to
  revenue and headcount if our biggest client leaves.
FINANCE_ACCOUNTING: Cash flow, not profit, kills small firms; an invoice paid in ninety days is a loan to your
  customer.
FINANCE_ACCOUNTING: Chase the overdue invoices before month-end so the bank reconciliation balances.
FINANCE_ACCOUNTING: The department budget was cut by eight percent, so the new hire moves to next fiscal year.
FINANCE_ACCOUNTING: Under accrual accounting the revenue lands in March even though the client pays in May.
FINANCE_ACCOUNTING: Gross margin fell because freight costs rose faster than we could reprice the catalogue.
FINANCE_ACCOUNTING: The auditor flagged the petty cash book and three expense claims without receipts.
MARKETING_SALES: The open rate jumped when we moved the send to Sunday evening and shortened the subject line.
MARKETING_SALES: Sell the outcome, not the feature: nobody wants a drill, they want a shelf on the wall.
MARKETING_SALES: The sales pipeline looks healthy, but half the deals have sat at proposal stage for months.
MARKETING_SALES: A landing page with one call to action converted twice as well as the cluttered one.
MARKETING_SALES: The brewery's Instagram grew by posting the brewers, not the bottles.
MARKETING_SALES: Cold calls land better when you mention a specific problem from the prospect's annual report.
MANAGEMENT_LEADERSHIP: Good managers remove obstacles; the guest spends Mondays asking each report what blocks them.
MANAGEMENT_LEADERSHIP: Delegate the outcome, not the steps, and resist the urge to take the task back.
MANAGEMENT_LEADERSHIP: The new head of department held one-to-ones with all thirty staff in her first month.
MANAGEMENT_LEADERSHIP: A leader sets the tone in a crisis: calm voice, clear priorities, no blame.
MANAGEMENT_LEADERSHIP: Micromanaging told my team I did not trust them, and my two best people left within a year.
MANAGEMENT_LEADERSHIP: In the memoir, the captain learns every deckhand's name before the ship leaves harbour.
OPERATIONS_LOGISTICS: The shipping journal reports container dwell times at the port have doubled since the strike.
OPERATIONS_LOGISTICS: Switching to cross-docking cut our warehouse storage needs by a third.
OPERATIONS_LOGISTICS: Inventory turnover improved once we stopped over-ordering the slow-moving SKUs.
OPERATIONS_LOGISTICS: Last-mile delivery is the costliest leg; route-optimisation software freed up two vans.
OPERATIONS_LOGISTICS: The supply chain broke at a single supplier of bottle caps, and the line stood idle a week.
OPERATIONS_LOGISTICS: Standard operating procedures for the night shift, laminated and pinned by every loading bay.

PHYSICAL_HEALTH: The running magazine recommends three easy runs for every hard session to avoid shin splints.
PHYSICAL_HEALTH: Squats, lunges and push-ups: the podcast's twenty-minute strength circuit needs no gym.
PHYSICAL_HEALTH: Stretch your hip flexors if you sit all day; tight hips pull on the lower back.
PHYSICAL_HEALTH: Ten minutes of mobility work before lifting has stopped my shoulder clicking.
PHYSICAL_HEALTH: At sixty, the climbing columnist still does pull-ups every morning and hangs from a fingerboard.
PHYSICAL_HEALTH+SPECIFIC_AREAS: My resting heart rate dropped from 72 to 61 after a winter of swimming laps.
MENTAL_HEALTH: Anxiety told me every night that the worst would happen, and therapy taught me to argue back.
MENTAL_HEALTH: The guest described depression as a grey fog that makes even showering feel like a mountain.
MENTAL_HEALTH: Burnout is not fixed by a weekend off; it needs a real change in workload.
MENTAL_HEALTH: Cognitive behavioural therapy gave me a worksheet for catching catastrophic thoughts.
MENTAL_HEALTH: A panic attack can feel like a heart attack; knowing that helped me ride the next one out.
MENTAL_HEALTH: In the memoir, grief comes in waves, and the counsellor tells her not to fight the tide.
WELLNESS_LIFESTYLE: Slow mornings, a walk before screens, and dinner at the table: a recipe for a calmer week.
WELLNESS_LIFESTYLE: A sauna on Sunday and a cold dip in the lake have become my weekly reset.
WELLNESS_LIFESTYLE: Wellness is less about green juice and more about rest, friends and daylight.
WELLNESS_LIFESTYLE: The retreat banned phones and served simple vegetarian meals; by day three I felt human again.
WELLNESS_LIFESTYLE: Balance means saying no to the third evening out in a week.
WELLNESS_LIFESTYLE: Gardening counts as exercise, fresh air and quiet time all at once.
MEDICAL_SCIENTIFIC: A randomised controlled trial of 4,000 patients found the new statin lowered stroke risk by
  18 percent.
MEDICAL_SCIENTIFIC: Observational studies cannot prove that coffee causes a longer life, the journal cautions.
MEDICAL_SCIENTIFIC: Antibiotics do nothing against viral infections, so the GP sent me home with fluids and rest.
MEDICAL_SCIENTIFIC: The vaccine moved to phase three trials after the safety data came back clean.
MEDICAL_SCIENTIFIC: The MRI showed the tumour had shrunk after two cycles of chemotherapy.
MEDICAL_SCIENTIFIC: A meta-analysis of thirty studies found placebo effects are strongest for pain.
SPECIFIC_AREAS: Protein at breakfast keeps me full until lunch; the nutrition newsletter suggests eggs or yogurt.
SPECIFIC_AREAS: Keep the bedroom cool and dark; sleep quality drops when the room is above nineteen degrees.
SPECIFIC_AREAS+MEDICAL_SCIENTIFIC: Take blood pressure seated, after five minutes' rest, with the cuff at heart
  level, as the clinical guidelines advise.
SPECIFIC_AREAS: Sunscreen every morning is the cheapest anti-ageing skin care there is.
SPECIFIC_AREAS: The pregnancy podcast explained why folic acid matters in the first twelve weeks.
SPECIFIC_AREAS: Fibre feeds the gut microbiome; aim for thirty different plants a week.

CONCEPTS_THEORIES: Cognitive load theory says working memory holds only a few items, so split lessons into chunks.
CONCEPTS_THEORIES: The Dunning-Kruger effect describes how beginners overestimate their own skill.
CONCEPTS_THEORIES: Constructivism holds that learners build knowledge rather than simply receive it.
CONCEPTS_THEORIES: Bloom's taxonomy ranks thinking from remembering up to evaluating and creating.
CONCEPTS_THEORIES: The zone of proximal development covers tasks just beyond what you can do alone.
STUDY_MEMORIZATION+RESOURCES_MATERIALS: Spaced repetition in Anki: the deck shows each card just as you are about
  to forget it.
STUDY_MEMORIZATION: The memory palace let me recite all fifty states by walking through my childhood house.
STUDY_MEMORIZATION: Active recall beats rereading; close the textbook and write down everything you remember.
STUDY_MEMORIZATION: Flashcards for the irregular verbs, twenty a day, on the bus to work.
STUDY_MEMORIZATION: Revise in forty-minute blocks and test yourself at the end of each one.
SKILLS_DEVELOPMENT: Deliberate practice means drilling the passage you are worst at, with feedback, not replaying
  the songs you already know.
SKILLS_DEVELOPMENT: I learned to weld by ruining a lot of scrap steel under a patient instructor.
SKILLS_DEVELOPMENT: Ten thousand hours is a myth; the quality of practice matters more than the count.
SKILLS_DEVELOPMENT: My public speaking improved after a year of Toastmasters and recording every talk.
SKILLS_DEVELOPMENT: Learning to touch-type at forty was humbling, but now I manage sixty words a minute.
RESOURCES_MATERIALS: The open university course includes free lecture videos, reading lists and past exam papers.
RESOURCES_MATERIALS: This textbook's worked examples are clearer than any video tutorial on statistics.
RESOURCES_MATERIALS: The language forum recommends graded readers and a good bilingual dictionary.
RESOURCES_MATERIALS: The newsletter still rates that online machine learning course as the best introduction.
RESOURCES_MATERIALS: A library card gives free access to online courses, audiobooks and journal databases.
UNDERSTANDING_APPLICATION: I only understood recursion when I had to apply it to walk a real folder tree.
UNDERSTANDING_APPLICATION: Grasping the principle lets you solve problems you have never seen; memorised steps do not.
UNDERSTANDING_APPLICATION: Teach it to someone else: the Feynman technique exposes the gaps in your understanding.
UNDERSTANDING_APPLICATION: After the first-aid course, I used the recovery position on a stranger at the station.
UNDERSTANDING_APPLICATION: Knowing the theory of sourdough and actually reading the dough are two different things.
SUBJECT_SPECIFIC: The Peace of Westphalia in 1648 ended the Thirty Years' War and shaped the idea of sovereign states.
SUBJECT_SPECIFIC: Photosynthesis converts carbon dioxide and water into glucose using light energy.
SUBJECT_SPECIFIC: In Spanish, ser is for permanent traits and estar is for states and locations.
SUBJECT_SPECIFIC: Newton's second law: force equals mass times acceleration.
SUBJECT_SPECIFIC: The derivative of sine is cosine; integrating brings you back, plus a constant.

SELF_AWARENESS: Journaling showed me I get irritable whenever I skip lunch, not whenever my colleague speaks.
SELF_AWARENESS: I realised I value being liked more than being right, which explains a lot of my meetings.
SELF_AWARENESS: The personality quiz was nonsense, but it made me notice how much I need time alone.
SELF_AWARENESS: Know your triggers: the guest noticed she overspent whenever she felt lonely.
SELF_AWARENESS: In the novel, he catches his reflection and sees his father's impatience in his own face.
SELF_AWARENESS: Asking "why did that bother me?" three times in a row usually gets to the truth.
GOAL_SETTING_ACHIEVEMENT: SMART goals: run a 10K in under an hour by October, not "get fitter."
GOAL_SETTING_ACHIEVEMENT: Break the big goal into quarterly milestones and track them on one page.
GOAL_SETTING_ACHIEVEMENT: I hit my goal of reading fifty books this year by carrying one everywhere.
GOAL_SETTING_ACHIEVEMENT: Write the goal down and tell someone; accountability doubled my follow-through.
GOAL_SETTING_ACHIEVEMENT: The marathon finish felt less like victory than proof I could keep a promise to myself.
GOAL_SETTING_ACHIEVEMENT: Set process goals you control, like five hundred words a day, not outcome goals like
  getting published.
EMOTIONAL_INTELLIGENCE: Name it to tame it: saying "I feel anxious" out loud lowered the heat.
EMOTIONAL_INTELLIGENCE: Empathy is noticing the quiet person in the meeting and inviting her in.
EMOTIONAL_INTELLIGENCE: Emotional intelligence, the author writes, lives in the pause between trigger and reaction.
EMOTIONAL_INTELLIGENCE: Reading the room means noticing folded arms and short answers before pressing on.
EMOTIONAL_INTELLIGENCE: I learned to sit with my anger for ten minutes before replying to the email.
EMOTIONAL_INTELLIGENCE: She could tell from her son's silence at dinner that something had happened at school.
MINDSET_GROWTH: Growth mindset: adding "yet" to "I can't do this" changes the whole sentence.
MINDSET_GROWTH: Failure is data, not a verdict on your worth.
MINDSET_GROWTH: The stoic columnist reminds readers to focus only on what is within their control.
MINDSET_GROWTH: Challenges are where the growing happens; comfort is where it stops.
MINDSET_GROWTH: I stopped calling myself "bad at maths" and started saying "untrained at maths."
MINDSET_GROWTH: A fixed mindset avoids hard problems to protect the image of being clever.
HABITS_ROUTINES: Habit stacking: after I pour my coffee, I write three lines in my journal.
HABITS_ROUTINES: My evening routine: lay out clothes, fill the kettle, phone on the charger in the hall.
HABITS_ROUTINES: Make the good habit obvious and the bad one hard; I moved the biscuits to the top shelf.
HABITS_ROUTINES: Never miss twice; one skipped workout is an accident, two is the start of a new habit.
HABITS_ROUTINES: Every morning the novelist walked the same route to the harbour before writing a word.
HABITS_ROUTINES+SELF_AWARENESS: Tracking my streak on a paper calendar showed me I always slip on Sundays, so
  Sunday stretching now happens before breakfast.

PERSONAL_FINANCE: Pay yourself first: the savings transfer goes out the day after payday.
PERSONAL_FINANCE: The 50/30/20 budget split finally made sense of where my salary goes.
PERSONAL_FINANCE: Pay off the credit card with the highest interest rate first: the avalanche method.
PERSONAL_FINANCE: An emergency fund of three months' expenses turned the broken boiler into an inconvenience.
PERSONAL_FINANCE: We cancelled four unused subscriptions and saved sixty pounds a month.
PERSONAL_FINANCE: Meal planning cut our grocery bill by a quarter.
INVESTING: Low-cost index funds beat most active managers over twenty years, after fees.
INVESTING: Diversify across shares, bonds and regions; never keep everything in your employer's stock.
INVESTING: Pound-cost averaging means buying every month whether the market is up or down.
INVESTING: The dividend yield looks tempting, but the payout ratio is above 100 percent.
INVESTING: Time in the market beats timing the market.
INVESTING: Rebalance once a year to keep the portfolio at the allocation you chose.
FINANCIAL_LITERACY: Compound interest is money earning returns on its returns, a snowball that grows as it rolls.
FINANCIAL_LITERACY: APR and APY are not the same; one is what you pay, the other what you earn with compounding.
FINANCIAL_LITERACY: Inflation quietly shrinks the buying power of cash sitting in a savings account.
FINANCIAL_LITERACY: Understand your credit score: payment history and utilisation matter most.
FINANCIAL_LITERACY: The money podcast explained the difference between good debt and bad debt.
FINANCIAL_LITERACY: Read the fine print on a buy-now-pay-later offer before you click.
RETIREMENT_PLANNING: Take the full employer pension match; it is free money.
RETIREMENT_PLANNING: The four percent rule suggests how much you can draw from savings each year in retirement.
RETIREMENT_PLANNING+INVESTING: Open a Roth IRA in your twenties, buy a broad index fund, and let decades of
  compounding do the work.
RETIREMENT_PLANNING: We plan to retire at sixty, so we must bridge the gap until the state pension starts.
RETIREMENT_PLANNING: Consolidating old workplace pensions cut fees and made the picture clearer.
RETIREMENT_PLANNING: Annuities guarantee income for life but lock your money away.
TAXES: The self-assessment deadline is 31 January; file early and avoid the penalty.
TAXES: Keep receipts for business mileage, home office costs and equipment, the tax adviser's blog says.
TAXES+INVESTING: Capital gains tax applies when you sell shares held outside an ISA.
TAXES: Bracket creep: wages rise with inflation but the thresholds stay frozen.
TAXES: Deductions for charitable donations only count if you itemise.
TAXES: The accountant found I had overpaid VAT on the last two quarterly returns.

INTERPERSONAL_RELATIONSHIPS: My brother and I only get along when we are fixing something together, like the fence.
INTERPERSONAL_RELATIONSHIPS: The parenting podcast said teenagers need your presence more than your advice.
INTERPERSONAL_RELATIONSHIPS: Friendships in your thirties take scheduling; nobody drops round unannounced anymore.
INTERPERSONAL_RELATIONSHIPS: Trust broken in a marriage is rebuilt in small kept promises.
INTERPERSONAL_RELATIONSHIPS: In the novel, the two sisters speak only through their mother for eleven years.
INTERPERSONAL_RELATIONSHIPS: Boundaries with the in-laws saved our weekends.
COMMUNICATION_SKILLS: Active listening: repeat back what you heard before you reply.
COMMUNICATION_SKILLS: Use "I" statements: "I feel ignored when plans change" instead of "You never tell me."
COMMUNICATION_SKILLS: Shorter emails get answered; put the request in the first line.
COMMUNICATION_SKILLS: Eye contact, an open posture and a pause before answering make you sound more confident.
COMMUNICATION_SKILLS: Ask open questions, "what happened next?" rather than "was it good?"
COMMUNICATION_SKILLS: A story beats bullet points when you present to the board.
CONFLICT_RESOLUTION: Separate the person from the problem, the mediator said; argue the issue, not the character.
CONFLICT_RESOLUTION: We agreed a rule: no serious argument after ten at night.
CONFLICT_RESOLUTION: Find the interest under the position; he wanted the window open for his headaches, not spite.
CONFLICT_RESOLUTION: The neighbour dispute over the hedge ended with a shared trimming schedule and a bottle of wine.
CONFLICT_RESOLUTION: Apologise for your part even when the other person is mostly wrong.
CONFLICT_RESOLUTION: A cooling-off period before reopening the negotiation kept both sides at the table.
RELATIONSHIP_BUILDING: Networking is just being curious about people; remember their kids' names and follow up.
RELATIONSHIP_BUILDING: Weekly date nights, even at home with a takeaway, keep us talking.
RELATIONSHIP_BUILDING: Make friends by joining something that meets every week, like a choir or a running club.
RELATIONSHIP_BUILDING: Small gestures, such as a note in a lunchbox, build connection over time.
RELATIONSHIP_BUILDING: Invite the new neighbours round for tea in their first week.
RELATIONSHIP_BUILDING: The mentorship began with one coffee and a genuine thank-you email.
FEEDBACK: Give feedback within a day; specific praise is more useful than "great job."
FEEDBACK+COMMUNICATION_SKILLS: The compliment sandwich hides the criticism; say the hard part clearly and kindly.
FEEDBACK: Ask "what is one thing I could do better?" and then just listen.
FEEDBACK: My editor's red ink stung, but every note made the chapter better.
FEEDBACK: The 360-degree review showed my team found me unavailable.
FEEDBACK: Receiving criticism without defending yourself is a skill; say thank you and think later.

CREATIVE_PROCESS: Morning pages: three longhand pages before anything else, to clear the clutter for real writing.
CREATIVE_PROCESS: Ideas arrive on walks, never at the desk, so I always carry a notebook.
CREATIVE_PROCESS: Writer's block lifted when I gave myself permission to write badly.
CREATIVE_PROCESS: The sculptor works on three pieces at once so she always has somewhere to go when one stalls.
CREATIVE_PROCESS: First drafts are for finding out what the story is about.
CREATIVE_PROCESS: Constraints spark ideas; the songwriter limits herself to three chords per song.
ART_FORMS: The sonnet's fourteen lines and its volta still shape how poets turn an argument.
ART_FORMS: Jazz is built on improvisation over a fixed chord progression.
ART_FORMS: Documentary film blurs the line between journalism and art.
ART_FORMS: Printmaking, from woodcuts to screen prints, lets an artist make multiples.
ART_FORMS: Opera combines music, drama, costume and stagecraft into one form.
ART_FORMS: Graphic novels have become a serious literary form.
ARTISTIC_TECHNIQUES: Glaze in thin layers, letting each coat dry, to get the luminous depth of the old masters.
ARTISTIC_TECHNIQUES: Wet-on-wet watercolour: soak the paper with clean water before touching it with pigment.
ARTISTIC_TECHNIQUES: Use the rule of thirds and a low horizon to make the sky the subject of the photograph.
ARTISTIC_TECHNIQUES: Cross-hatching builds tone in pen-and-ink drawings.
ARTISTIC_TECHNIQUES: On the wheel, keep the clay centred and brace your elbows against your thighs.
ARTISTIC_TECHNIQUES+ART_FORMS: Sidechain compression makes the bass duck whenever the kick drum hits, the classic
  pumping sound of dance music.
ART_APPRECIATION: The gallery review praised the Rothko room for making visitors stand still in silence.
ART_APPRECIATION: Stand close to a Monet and you see dabs; step back and the water moves.
ART_APPRECIATION: Knowing the history of the Bauhaus changed how I look at ordinary chairs.
ART_APPRECIATION: The critic argued the curation buried the exhibition's best paintings in a corridor.
ART_APPRECIATION: On a second listen to the symphony, I finally heard the oboe carrying the theme.
ART_APPRECIATION: Slow looking: spend ten minutes with one painting instead of ten seconds with fifty.
EXPRESSION: I paint to say the things I cannot say out loud.
EXPRESSION: Dance let her express the grief that words could not hold.
EXPRESSION: Art is how the shy kid in the class finally speaks.
EXPRESSION: Writing poems after the divorce gave my anger somewhere to go.
EXPRESSION: Singing in the car is the most honest I ever am.
EXPRESSION: The mural lets the neighbourhood tell its own story in its own colours.

TRAVEL_PLANNING: Book the night train three months ahead; the sleeper cabins sell out first.
TRAVEL_PLANNING: Our itinerary: four days in Lisbon, two in Sintra, then the coast road to the Algarve.
TRAVEL_PLANNING: Check passport expiry dates; many countries require six months' validity.
TRAVEL_PLANNING: Travel insurance with cancellation cover paid for itself when the flight was scrapped.
TRAVEL_PLANNING: A spreadsheet of hostels, ferry times and daily budgets, shared with the whole group.
TRAVEL_PLANNING: Fly into one city and out of another to avoid backtracking.
CULTURAL_EXPERIENCES: A family invited us to break the fast at iftar in Istanbul and fed us until we could not move.
CULTURAL_EXPERIENCES: Learning a few words of Japanese and bowing at the ryokan opened doors.
CULTURAL_EXPERIENCES: The tea ceremony in Kyoto taught patience in every gesture.
CULTURAL_EXPERIENCES: In Seville, the best flamenco was in a tiny bar, not on a stage.
CULTURAL_EXPERIENCES: Eating with my right hand in Rajasthan felt awkward and then natural.
CULTURAL_EXPERIENCES: For the Day of the Dead in Oaxaca, the streets filled with marigolds and candlelit altars.
EXPLORATION_ADVENTURE: The hiking forum warns that the ridge scramble turns dangerous in winds above 40 mph.
EXPLORATION_ADVENTURE: We kayaked for six days along the fjord without seeing another person.
EXPLORATION_ADVENTURE: Summiting at dawn, crampons biting into the ice, was worth the 2 a.m. start.
EXPLORATION_ADVENTURE: Wild camping in the Highlands: pitch above the tideline and leave no trace.
EXPLORATION_ADVENTURE: The cave diving course taught line laying and calm breathing in total darkness.
EXPLORATION_ADVENTURE: Crossing the desert by camel, we navigated by the stars when the GPS died.
DESTINATION_SPECIFIC: Lisbon's tram 28 is packed by nine; walk up to the Alfama instead.
DESTINATION_SPECIFIC: In Reykjavik, the public swimming pools are where the locals gossip.
DESTINATION_SPECIFIC+TRAVEL_TIPS: The Amalfi Coast bus is cheaper than a taxi but fills by mid-morning, so
  catch the first one.
DESTINATION_SPECIFIC: Kyoto's Fushimi Inari shrine is quieter after sunset.
DESTINATION_SPECIFIC: Patagonia's weather changes in minutes; Torres del Paine can see four seasons in a day.
DESTINATION_SPECIFIC: Edinburgh in August means the Fringe, crowds, and rooms at triple price.
TRAVEL_TIPS: Roll your clothes, don't fold them, and pack a spare shirt in your hand luggage.
TRAVEL_TIPS: Download offline maps before you land; roaming charges are brutal.
TRAVEL_TIPS: Tell your bank before travelling so your card is not blocked.
TRAVEL_TIPS: Carry a photocopy of your passport separate from the original.
TRAVEL_TIPS: Eat where the locals queue, away from the main square.
TRAVEL_TIPS: Always pack a universal plug adapter and a small power bank.

ENVIRONMENTAL_ISSUES: The climate newsletter reports that Arctic sea ice reached a record low this September.
ENVIRONMENTAL_ISSUES: Microplastics have been found in rainwater, fish and human blood.
ENVIRONMENTAL_ISSUES: Deforestation in the Amazon releases stored carbon and destroys habitat.
ENVIRONMENTAL_ISSUES: Sewage spills into rivers rose for the third year running.
ENVIRONMENTAL_ISSUES: Heatwaves and drought are shrinking harvests across southern Europe.
ENVIRONMENTAL_ISSUES: Coral bleaching has hit most of the Great Barrier Reef.
ECO_FRIENDLY_PRACTICES: Compost the food scraps and spread the finished compost on the vegetable beds.
ECO_FRIENDLY_PRACTICES: Swap cling film for beeswax wraps and glass jars.
ECO_FRIENDLY_PRACTICES: Mend clothes instead of replacing them; a darning mushroom costs less than a T-shirt.
ECO_FRIENDLY_PRACTICES: Rainwater butts under every downpipe keep the garden green through hosepipe bans.
ECO_FRIENDLY_PRACTICES: We buy second-hand furniture and refill cleaning products at the zero-waste shop.
ECO_FRIENDLY_PRACTICES: Wash at thirty degrees and line-dry.
CONSERVATION_EFFORTS: Volunteers planted two thousand native oaks on the old quarry site.
CONSERVATION_EFFORTS: The birding newsletter reports the curlew nest protection scheme fledged twelve chicks.
CONSERVATION_EFFORTS: Beaver reintroduction has brought back wetlands and slowed floods downstream.
CONSERVATION_EFFORTS: Marine protected areas let fish stocks recover within a decade.
CONSERVATION_EFFORTS: The rewilding project removed sheep fences and let scrub return.
CONSERVATION_EFFORTS: Seed banks store wild crop relatives as insurance against extinction.
POLICY_ADVOCACY: Write to your MP about the water company bill; constituents' letters do get counted.
POLICY_ADVOCACY: The campaign pushed the council to declare a climate emergency.
POLICY_ADVOCACY: Carbon taxes work best when the revenue is returned to households as a dividend.
POLICY_ADVOCACY: The petition for a deposit return scheme reached 100,000 signatures.
POLICY_ADVOCACY: Lobbyists watered down the plastic ban into a voluntary pledge.
POLICY_ADVOCACY+ENVIRONMENTAL_ISSUES: The Paris Agreement aims to hold warming well below two degrees, and
  campaigners say current pledges fall short.
PERSONAL_IMPACT: A carbon footprint calculator said flights were two-thirds of my annual emissions.
PERSONAL_IMPACT: Going vegetarian on weekdays cut our household food emissions noticeably.
PERSONAL_IMPACT: I sold the second car and now cycle to work.
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: We switched to a green energy tariff and installed a heat pump.
PERSONAL_IMPACT: Every takeaway cup I refuse is one less in landfill.
PERSONAL_IMPACT: Taking the train to Rome instead of flying tripled the journey but cut my emissions by 90 percent.
`;
