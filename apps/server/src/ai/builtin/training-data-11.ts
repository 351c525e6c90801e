/**
 * Training examples, eleventh batch, by an author who saw no held-out data, the categoriser nor its vocabulary: the
 * short and informal (phone notes in lower case, chat replies, one-line takeaways, figurative lines, forum comments)
 * from many walks of life, 50 per group. Never used for evaluation.
 */
export const TRAINING_DATA_11 = `
TASKS_ACTIONS: ring plumber re boiler b4 9, then grab nan's prescription from boots
TASKS_ACTIONS: sat: book MOT, return Dave's drill, cancel the gym trial before it charges me
TASKS_ACTIONS: From standup: Priya chases the vendor, I redo the rota, Tomasz books the van for Thursday
TASKS_ACTIONS: pls remind me to email the school abt the trip form, due fri!!
TASKS_ACTIONS: renew dog licence, top up oyster, buy grout (grey NOT white this time)
TASKS_ACTIONS: mon: invoice mrs adeyemi, order 20 bags cement, call back the roofer before he forgets us
TASKS_ACTIONS: before night shift - sign handover sheet, restock the trolley, chase bay 4 bloods
TASKS_ACTIONS: veg from the mandi, pay the water bill, fix the gate latch before amma lands sunday
TASKS_ACTIONS: ok who's getting the cake and who's collecting the chairs from the church hall, need names by
  tonight
TASKS_ACTIONS: Next steps agreed: Aisha drafts the letter to the landlord by Thurs, Ken gets two courier quotes,
  I'll confirm the date with the hall. Review Monday.

METHODS_TECHNIQUES: 25 on, 5 off, four rounds then a proper break. the oven timer works fine, no app needed
METHODS_TECHNIQUES: Every open loop goes in one inbox and the inbox gets emptied daily. That's the whole system,
  honestly.
METHODS_TECHNIQUES: blocked tue & thu mornings as "deep" on the shared cal and nobody booked over it. miracle
METHODS_TECHNIQUES: ugliest phone call goes first, before the tea's even cooled
METHODS_TECHNIQUES: if it takes under two minutes, do it now. don't write it down, don't think about it
METHODS_TECHNIQUES: All supplier calls now happen in one hour on Wednesday. Saved my whole week. — small business
  podcast
METHODS_TECHNIQUES: drew the urgent/important box on a napkin at lunch, half my list went in the "bin" corner
METHODS_TECHNIQUES: Friday 4pm review: clear desk, clear inbox, look at next week's diary, pick three big rocks
METHODS_TECHNIQUES: freelancer theme days: mon admin, tue-thu client work, fri pitching. no mixing
METHODS_TECHNIQUES: "Time-box the task, not the result. Give the report ninety minutes and send whatever exists."
  — from a newsletter on writing at work

TOOLS_RESOURCES: ditched todoist for an A5 dotted notebook, my brain likes the crossing out more than the tick
  sound
TOOLS_RESOURCES: the kitchen whiteboard is the only shared thing my teenagers actually read
TOOLS_RESOURCES: anyone using notion for farm records? need somewhere for spray dates and calving notes
TOOLS_RESOURCES: obsidian + a daily note template is basically my whole second brain now
TOOLS_RESOURCES: £1 kitchen timer from the pound shop, best productivity purchase of my life
TOOLS_RESOURCES: Trello for the reno: one column per room, one card per trade, photos attached
TOOLS_RESOURCES: Google Keep is underrated. checklists sync to my wife's phone and the shopping actually gets done
TOOLS_RESOURCES: leuchtturm ran out so I'm on a muji one, fine, bleeds a bit with the fineliner
TOOLS_RESOURCES: Forest app guilt-trips me with a dead tree if I touch the phone lol
TOOLS_RESOURCES: Laminated job sheet on a clipboard in every van. Still beats any app when there's no signal in
  the valleys.

MINDSET_HABITS: reorganised the spice rack alphabetically instead of starting the essay. classic me
MINDSET_HABITS: "You don't need more motivation, you need fewer exits." — heard on a podcast, wrote it on my hand
MINDSET_HABITS: phone in the other room = I actually read 40 pages. who knew
MINDSET_HABITS: Procrastination is mostly a mood problem wearing a time-management costume.
MINDSET_HABITS: my attention span is a goldfish on espresso
MINDSET_HABITS: on nights, discipline is deciding once, at 6pm, that the charting gets done before break. no
  renegotiating
MINDSET_HABITS: starting is the hard bit, the second paragraph writes itself - my writing tutor, every single week
MINDSET_HABITS: every tab I open is a tiny door I leave ajar for the wind to come through
MINDSET_HABITS: stop waiting to feel ready. ready is a feeling that turns up about ten minutes after you begin
MINDSET_HABITS: checked email 14 times before 10am. I'm not busy, I'm twitchy

OUTCOMES: shipped 3 of 5 this sprint, other two blocked on legal. I'll take it
OUTCOMES: tiled two bathrooms and got both signed off this week, best week since march
OUTCOMES: "Measure what left the building, not how busy the building felt." — warehouse ops blog
OUTCOMES: end of term tally: 28 essays marked, 2 left, zero weekends lost
OUTCOMES: logged my output for a month. the good days all had fewer than three meetings
OUTCOMES: 11,000 words in November. not a novel but not nothing either
OUTCOMES: all 60 acres harvested by the 14th, a full week ahead of last yr
OUTCOMES: at 5pm I write a done list instead of looking at the to-do. always longer than I feared
OUTCOMES: Q3: tickets closed up 30%, reopened tickets down by half. the second number is the one I'm proud of
OUTCOMES: Counted hours in the studio for years and felt guilty. Started counting finished pots instead: 140 this
  quarter.

DEVELOPMENT_CODING: off by one again. loop starts at 1 because I am a fool
DEVELOPMENT_CODING: write the failing test first, make it pass, then tidy. pairing session notes w/ Chidi
DEVELOPMENT_CODING: never name a variable data2. future you will hunt you down
DEVELOPMENT_CODING: git stash saved my entire afternoon
DEVELOPMENT_CODING: PR comment: can we pull this into its own function? it's doing three jobs and lying about two
DEVELOPMENT_CODING: "Legacy code is just code nobody dares to touch because there are no tests." — my senior in
  Pune
DEVELOPMENT_CODING: two hours on a bug that turned out to be a missing comma in a yaml file. I need a walk
DEVELOPMENT_CODING: The fastest line is the one you deleted.
DEVELOPMENT_CODING: ex-plumber learning rust. the borrow checker is basically building regs, annoying until it
  saves you
DEVELOPMENT_CODING: explained the recursion out loud to the cat and heard myself say the base case wrong

HARDWARE_DEVICES: swapped the old laptop's hard drive for an ssd, boots in 12 seconds, felt like a wizard
HARDWARE_DEVICES: phone battery health 80% after two years, apparently that's normal and not a conspiracy
HARDWARE_DEVICES: label printer in the warehouse jams every time it's humid, which in Lagos is always
HARDWARE_DEVICES: buy the tablet with more storage, you can't add it later. learned with the 32gb one
HARDWARE_DEVICES: raspberry pi + light sensor now opens the chicken coop at dawn. the hens are unimpressed
HARDWARE_DEVICES: The old ThinkPad keyboard is still better than anything they sell now. Fight me.
HARDWARE_DEVICES: thermal paste was dry as chalk, repasted, fans finally quiet
HARDWARE_DEVICES: got mum a big-button mobile with an SOS key on the back. she loves it, calls me with it daily
HARDWARE_DEVICES: not all usb-c cables are equal, some only charge. found out at 2am before a deadline
HARDWARE_DEVICES: tractor's gps screen froze mid-row and we steered by eye like it was 1985

DATA_AI: the model's only as fair as the spreadsheet you fed it
DATA_AI: asked the chatbot for sources and it made up three books with very confident titles
DATA_AI: "A correlation on your dashboard is not a plan." — analytics meetup, Toronto
DATA_AI: cleaning took 80% of the project, the actual model took an afternoon
DATA_AI: trained a tiny classifier on phone pics of blighted vs healthy leaves. 91% on the test set, chuffed
DATA_AI: it memorised last year's answers but can't sit a new paper. that's overfitting in one line
DATA_AI: look at 20 random rows before you trust any average. best tip from the whole conference
DATA_AI: these things predict plausible next words. plausible isn't the same as true
DATA_AI: our shop's loyalty card numbers say nappies peak tuesday morning, not friday night like the old legend
DATA_AI: Half our labels were wrong because the night team and day team tagged "damaged" differently. Fix the
  labels before you blame the algorithm.

CYBERSECURITY: the "invoice" from a supplier was a .zip with an .exe inside. forwarded to IT, didn't click
CYBERSECURITY: turned on two-step for mum's bank after that fake parcel text
CYBERSECURITY: password manager + long random passphrases + never reuse one. that's 90% of staying safe
CYBERSECURITY: "If the email makes you panic, the panic is the attack." — trainer at our annual refresher
CYBERSECURITY: someone hijacked my whatsapp and asked my aunties for money. PIN set now
CYBERSECURITY: patch your stuff lads, updates aren't optional
CYBERSECURITY: the clinic wifi password was on a post-it stuck to the reception monitor 🙃
CYBERSECURITY: give the intern the one folder, not the whole drive
CYBERSECURITY: backups you've never tried to restore are just hopes with a file size
CYBERSECURITY: never plug in a usb stick you find in the car park, however curious you are

TRENDS_INNOVATION: cheap drones now do crop scouting that used to need a hired plane
TRENDS_INNOVATION: "Every industry becomes a software industry eventually, even concrete." — keynote, Singapore
TRENDS_INNOVATION: solar + batteries got cheaper faster than every forecast I was shown at uni
TRENDS_INNOVATION: Kenya skipped the bank branch entirely and went straight to money on the phone
TRENDS_INNOVATION: next shift isn't bigger models, it's small ones living on your phone — tech podcast
TRENDS_INNOVATION: printed houses in Texas, walls up in a day. my bricklayer dad is not amused
TRENDS_INNOVATION: in ten years checkout will just be walking out with the bag
TRENDS_INNOVATION: the hype curve: everyone's thrilled, then let down, then it quietly works and nobody notices
TRENDS_INNOVATION: my kid's school has a headset lab now. we had one overhead projector and a wheeled telly
TRENDS_INNOVATION: electric rickshaws with swappable batteries are everywhere in Delhi now

STRATEGY_PLANNING: we'll never beat the supermarkets on price. we win on what they can't be bothered to stock
STRATEGY_PLANNING: 3 yr plan for the salon: second chair, then a barber, then maybe the unit next door
STRATEGY_PLANNING: our offsite list of "things we're saying no to" was longer than the goals, and better
STRATEGY_PLANNING: did a SWOT on the whiteboard. threats column just said "amazon"
STRATEGY_PLANNING: niching down: kitchens only from now, no more bathrooms
STRATEGY_PLANNING: if the council contract ends in 2026 we need two other anchor clients lined up by then
STRATEGY_PLANNING: scenario night: what if diesel doubles, what if we lose the Woolies account, what if both
STRATEGY_PLANNING: Manchester or go deeper in Leeds? deeper. we're not getting stretched thin again
STRATEGY_PLANNING: Our moat isn't the brand, it's twelve years of relationships with the growers.
STRATEGY_PLANNING: Write the one-page plan before you open the slide deck. — founder newsletter

FINANCE_ACCOUNTING: chase the 3 overdue invoices, all 60+ days
FINANCE_ACCOUNTING: margin on the cupcakes is great, the wedding cakes eat it all in labour
FINANCE_ACCOUNTING: we were profitable on paper and nearly couldn't make payroll. cash isn't profit
FINANCE_ACCOUNTING: reconciled the bank feed, £43 gap was a fuel receipt entered twice
FINANCE_ACCOUNTING: accountant says stop paying suppliers the day the bill lands, use the 30 days
FINANCE_ACCOUNTING: depreciate the van over five years not three, check with Sue
FINANCE_ACCOUNTING: our receivables are basically an interest-free loan to our biggest customers
FINANCE_ACCOUNTING: know your break-even number by heart. mine's 41 covers a night
FINANCE_ACCOUNTING: month-end close took 9 days. target is 4
FINANCE_ACCOUNTING: every "just this once" discount last year came straight off the bottom line: R86,000 of them

MARKETING_SALES: reels of the pottery wheel brought in more orders than any paid ad
MARKETING_SALES: a follow-up call 3 days after the quote wins more jobs than the quote itself
MARKETING_SALES: "Write to one customer, not to everyone." — copywriting course, week 2
MARKETING_SALES: free samples at the farmers market got us 40 new veg box subscribers
MARKETING_SALES: nobody cares about our innovative synergy. tell them it saves an hour on a Monday
MARKETING_SALES: asked every new client where they heard of us: 70% a friend
MARKETING_SALES: the first line of a cold email is the whole email
MARKETING_SALES: offer the warranty at the till, not in a follow-up email nobody opens
MARKETING_SALES: our google reviews are the shop window now
MARKETING_SALES: when they say it's expensive, ask "compared to what?" and then be quiet

MANAGEMENT_LEADERSHIP: praise in public, correct in private. new shift lead's rule, works on the floor
MANAGEMENT_LEADERSHIP: best boss I had asked "what's in your way?" every monday and then actually moved it
MANAGEMENT_LEADERSHIP: handing over means letting them do it 70% as well as you and keeping your mouth shut
MANAGEMENT_LEADERSHIP: "Your team watches what you tolerate." — leadership podcast
MANAGEMENT_LEADERSHIP: stopped being the answer to every question on site and the lads got sharper
MANAGEMENT_LEADERSHIP: 1:1s are their meeting, not mine
MANAGEMENT_LEADERSHIP: a ward manager who works a night once a month earns more respect than any memo
MANAGEMENT_LEADERSHIP: first time supervising my mates: awkward. be clear, be fair, don't play favourites
MANAGEMENT_LEADERSHIP: hired for attitude, trained the skill, never regretted it once
MANAGEMENT_LEADERSHIP: if everything's top priority the team hears nothing

OPERATIONS_LOGISTICS: cold chain broke between the port and the depot, lost a whole pallet of yoghurt
OPERATIONS_LOGISTICS: first in first out. new milk goes to the BACK of the fridge, Jordan
OPERATIONS_LOGISTICS: the last mile costs more than the other five hundred
OPERATIONS_LOGISTICS: mapped order-to-dispatch: 14 steps, 5 of them are someone copying a number by hand
OPERATIONS_LOGISTICS: forklift slot clashes with the delivery window every thursday, sort the yard plan
OPERATIONS_LOGISTICS: keep more safety stock on the small fittings, we keep running out of 15mm elbows
OPERATIONS_LOGISTICS: "Every handoff is a place for things to fall." — lean workshop
OPERATIONS_LOGISTICS: merge the two Shenzhen suppliers into one container, we're paying to ship air
OPERATIONS_LOGISTICS: card on the bin: when you can see the card, reorder. simplest system we've ever had
OPERATIONS_LOGISTICS: route: northern farms first, the bridge shuts at 4 for repairs

PHYSICAL_HEALTH: three times a week with weights, even 20 min, and my knees stopped moaning on the stairs
PHYSICAL_HEALTH: c25k week 6!! ran 25 mins without stopping
PHYSICAL_HEALTH: GP said a ten minute walk after dinner is worth more than I think
PHYSICAL_HEALTH: carrying feed bags is my deadlift, still need to warm up first
PHYSICAL_HEALTH: resting heart rate 78 → 64 since I started cycling to work
PHYSICAL_HEALTH: grip strength matters as you age, keep hanging off the monkey bars at the park
PHYSICAL_HEALTH: mobility before lifting, not after. physio's orders
PHYSICAL_HEALTH: my dad, 70, does tai chi in the park every morning. his balance is better than mine
PHYSICAL_HEALTH: drink water on the scaffold before you're thirsty, lost a whole day to heat last summer
PHYSICAL_HEALTH: bodyweight squats while the kettle boils. 3 kettles a day = 60 squats

MENTAL_HEALTH: the fog isn't laziness, it's the low months again. be kind to yourself
MENTAL_HEALTH: "You can be grateful and still be struggling." — my therapist, session 4
MENTAL_HEALTH: told my mate I wasn't ok, he said "me neither". one pint turned into three hours
MENTAL_HEALTH: the worry always speaks in the future tense
MENTAL_HEALTH: panic attack in aisle 6, did the five things I can see thing, it passed
MENTAL_HEALTH: burnout isn't tired, it's not caring about stuff I used to love
MENTAL_HEALTH: my head is a browser with 40 tabs and one of them is playing music I can't find
MENTAL_HEALTH: the woman on the helpline just listened. that was enough that night
MENTAL_HEALTH: farmers don't talk about the black dog. we should. lost a neighbour to it two winters back and
  nobody at the mart had a clue. now a few of us just ask each other properly, over the tea, and wait for the
  answer
MENTAL_HEALTH: week 8 of counselling: noticed I apologise for taking up space

WELLNESS_LIFESTYLE: lights off by 10:30 on work nights, even on finale nights
WELLNESS_LIFESTYLE: sunday batch cook: dal, rice, roast veg. week sorted
WELLNESS_LIFESTYLE: not every evening has to be productive. sat in the garden with chai, felt human
WELLNESS_LIFESTYLE: swapped the 4pm biscuit for a lap of the car park
WELLNESS_LIFESTYLE: "Rest isn't the reward for finishing, it's part of the schedule." — newsletter
WELLNESS_LIFESTYLE: shift workers: blackout blinds and the same wake time even on days off
WELLNESS_LIFESTYLE: more veg, less stuff in packets. that's the whole "diet"
WELLNESS_LIFESTYLE: phone-free saturdays with the kids. board games and chaos
WELLNESS_LIFESTYLE: ten minutes of morning light on the balcony and I'm sleepy at a normal hour again
WELLNESS_LIFESTYLE: bath, book, no notifications. looking after yourself is boring and that's fine

MEDICAL_SCIENTIFIC: antibiotics do nothing for a virus. the nurse drew it for me on the back of a leaflet
MEDICAL_SCIENTIFIC: trial result: the drug cut hospital admissions by a third vs placebo
MEDICAL_SCIENTIFIC: "A study in forty mice is not a cure." — science journalist on the radio
MEDICAL_SCIENTIFIC: mRNA jabs teach your cells to make one harmless piece of the spike, then the message breaks
  down
MEDICAL_SCIENTIFIC: relative risk sounds scary. always ask for the absolute number
MEDICAL_SCIENTIFIC: pharmacist explained number-needed-to-treat for statins, first time it made sense
MEDICAL_SCIENTIFIC: double-blind means neither the patients nor the doctors know who got the real thing
MEDICAL_SCIENTIFIC: the malaria vaccine finally rolling out in Ghana and Kenya, decades of work
MEDICAL_SCIENTIFIC: gut bacteria research is promising but early. ignore the yoghurt adverts
MEDICAL_SCIENTIFIC: one paper is a rumour, replication is the news

SPECIFIC_AREAS: lower back: lift with the legs and strengthen the glutes. physio says most of it is a lazy bum
SPECIFIC_AREAS: checked sugars before and after white rice, huge spike. switching to brown for dinner
SPECIFIC_AREAS: eczema flares every winter, thick cream within 3 mins of getting out the shower
SPECIFIC_AREAS: 32 weeks, ankles like balloons. midwife says feet up and call if headaches start
SPECIFIC_AREAS: start the antihistamine two weeks before the pollen, not when you're already sneezing
SPECIFIC_AREAS: elbow's gone from hammering all week, strap helps
SPECIFIC_AREAS: migraine diary says aged cheese and short nights are my triggers
SPECIFIC_AREAS: mum's bp 150/95. cutting the salt in the pickle, she's furious
SPECIFIC_AREAS: reading glasses at 45, exactly like everyone warned
SPECIFIC_AREAS: gut stuff: six weeks low FODMAP then bring foods back one at a time

CONCEPTS_THEORIES: the less you know, the less you can see what you're missing. Dunning-Kruger in one sentence
CONCEPTS_THEORIES: entropy, lecturer's version: there are far more ways to be messy than tidy
CONCEPTS_THEORIES: natural selection doesn't plan anything, it just keeps whatever survives
CONCEPTS_THEORIES: prisoner's dilemma: both defect even though both would do better cooperating
CONCEPTS_THEORIES: "Maslow never actually drew a pyramid." — psych podcast, blew my mind
CONCEPTS_THEORIES: zone of proximal development = what a kid can do with a bit of help but not alone yet
CONCEPTS_THEORIES: sunk cost: the money's gone whatever you decide, so decide on what's ahead
CONCEPTS_THEORIES: prefer the explanation with the fewest extra assumptions. that's the razor
CONCEPTS_THEORIES: no single ant knows the plan, the colony still builds the nest. emergence

STUDY_MEMORIZATION: flashcards on the bus, 20 a day, anki streak at 112
STUDY_MEMORIZATION: past papers beat rereading notes. every time
STUDY_MEMORIZATION: put the cranial nerves around my gran's kitchen. olfactory lives in the bread bin
STUDY_MEMORIZATION: exam in 9 days, revision timetable stuck on the fridge where mum can see it
STUDY_MEMORIZATION: "Test yourself before you feel ready." — study skills workshop, first year
STUDY_MEMORIZATION: NCLEX in 3 weeks, 75 questions a day and reading every rationale
STUDY_MEMORIZATION: highlighting everything = highlighting nothing
STUDY_MEMORIZATION: spacing it out: 1 day, 3 days, a week, a month. crammed stuff was gone by june

SKILLS_DEVELOPMENT: 30 beads on scrap before I touched the real job. welds finally look like a row of coins
SKILLS_DEVELOPMENT: calluses coming in, F chord almost clean
SKILLS_DEVELOPMENT: Deliberate practice is boring on purpose: the hard bit, again, slower.
SKILLS_DEVELOPMENT: learning to drive at 52, roundabouts still terrify me but I did three today
SKILLS_DEVELOPMENT: three wonky cushion covers before my first straight seam
SKILLS_DEVELOPMENT: 15 mins of Spanish on the commute daily, can now order AND argue about the bill
SKILLS_DEVELOPMENT: typing 35 → 70 wpm in two months of daily drills
SKILLS_DEVELOPMENT: apprentice tip: copy the old hand's movements, not just what he ends up with

RESOURCES_MATERIALS: khan academy carried me through A-level stats
RESOURCES_MATERIALS: the free MIT algorithms lectures are better than my actual uni module
RESOURCES_MATERIALS: anyone got a good intro book on soil for a first-year farmer? not a textbook, readable
RESOURCES_MATERIALS: library has the CIPD textbooks, don't buy them
RESOURCES_MATERIALS: crash course world history is perfect for the night-before panic
RESOURCES_MATERIALS: the Open University free short courses are seriously underrated
RESOURCES_MATERIALS: borrowed my cousin's old Kaplan books, saved nearly $200
RESOURCES_MATERIALS: plastering channel on youtube where the guy shows his mistakes too. gold

UNDERSTANDING_APPLICATION: could recite Ohm's law for years, only got it when I wired the lights in the shed
UNDERSTANDING_APPLICATION: explained photosynthesis to my 8yo and realised I'd only memorised the words
UNDERSTANDING_APPLICATION: first aid course only made sense when I put a real stranger in the recovery position
UNDERSTANDING_APPLICATION: "Can you use it on a problem that doesn't look like the textbook? That's the real test."
UNDERSTANDING_APPLICATION: it clicked when I stopped memorising the steps and asked why each one is there
UNDERSTANDING_APPLICATION: did the stats module, then ran the numbers on our clinic waiting times. suddenly it
  mattered and I finally understood what a median is for
UNDERSTANDING_APPLICATION: learned load paths at college, saw it for real when we propped that wall
UNDERSTANDING_APPLICATION: read the chapter on feedback loops, then spotted one in our stock ordering the next day

SUBJECT_SPECIFIC: Peace of Westphalia, 1648, ended the Thirty Years' War
SUBJECT_SPECIFIC: its vs it's: it's = it is. that's it. that's the rule
SUBJECT_SPECIFIC: ribosomes are where proteins get built, not the mitochondria, sorry year 9 me
SUBJECT_SPECIFIC: a² + b² = c², only for right-angled triangles
SUBJECT_SPECIFIC: napoleon wasn't short, it was French inches being longer than English ones
SUBJECT_SPECIFIC: mass is the same on the moon, only your weight changes
SUBJECT_SPECIFIC: in Hindi the verb sits at the end, like a German subordinate clause
SUBJECT_SPECIFIC: the Benin Bronzes were taken in the British raid of 1897
SUBJECT_SPECIFIC: sin 30° = 1/2, the only one I never forget

SELF_AWARENESS: I get snappy when I'm hungry, not when I'm angry. noted
SELF_AWARENESS: realised I say yes because I want to be liked, not because I want to help
SELF_AWARENESS: "Notice what you do when nobody's grading you."
SELF_AWARENESS: journal pattern: sunday night dread every week. it's not the job, it's the 90 min commute
SELF_AWARENESS: wrote my values down: family, craft, being useful. the overtime fits none of them
SELF_AWARENESS: I'm an introvert who learned to be loud on the market stall
SELF_AWARENESS: turns out I don't hate running, I hate running where people can watch
SELF_AWARENESS: why do I tell the funny version of every sad story? worth asking
SELF_AWARENESS: three things that drain me: group chats, open plan, my sister's drama
SELF_AWARENESS: I keep choosing bosses exactly like my father. therapy homework for this week

GOAL_SETTING_ACHIEVEMENT: 2025: finish the nursing degree. not "be better", an actual thing with a date
GOAL_SETTING_ACHIEVEMENT: broke the marathon down: 5k by march, 10k by may, half by august
GOAL_SETTING_ACHIEVEMENT: wrote "own bakery" on a post-it in 2019. signed the lease today
GOAL_SETTING_ACHIEVEMENT: A goal without a date is a wish with good posture.
GOAL_SETTING_ACHIEVEMENT: quarterly check: 2 of 4 on track, dropped the podcast one on purpose
GOAL_SETTING_ACHIEVEMENT: pay off the ute, then save for the block of land. in that order
GOAL_SETTING_ACHIEVEMENT: dad, 68, decided to read the whole Bible in a year. he's up to Judges
GOAL_SETTING_ACHIEVEMENT: smaller target, better odds: one painting a month, not "an exhibition someday"
GOAL_SETTING_ACHIEVEMENT: objective: fluent enough for Lisbon. key result: one full conversation with the landlord
GOAL_SETTING_ACHIEVEMENT: 100 days sober today. said I'd get here and I got here

EMOTIONAL_INTELLIGENCE: name it to tame it. saying "I'm frustrated" out loud takes the heat out
EMOTIONAL_INTELLIGENCE: toddler's meltdown isn't about the blue cup, it's about being tired
EMOTIONAL_INTELLIGENCE: before replying when I'm cross I wait one kettle boil
EMOTIONAL_INTELLIGENCE: "Empathy is imagining the other person's Tuesday."
EMOTIONAL_INTELLIGENCE: staff meeting went quiet. quiet isn't agreement, read the room
EMOTIONAL_INTELLIGENCE: the lady shouting at the till was scared, not rude. husband in hospital
EMOTIONAL_INTELLIGENCE: chest tightens when he says "deadline". that's my cue to breathe before I answer
EMOTIONAL_INTELLIGENCE: I don't have to fix her sadness, just sit next to it
EMOTIONAL_INTELLIGENCE: jealousy was telling me what I want, not what she's got
EMOTIONAL_INTELLIGENCE: "bad" is really disappointed, or embarrassed, or lonely, and each one needs something
  different

MINDSET_GROWTH: failed the driving test twice, passed the third. the first two taught me the parking
MINDSET_GROWTH: "not yet" instead of "can't" — new rule in my year 3 class, they police it harder than me
MINDSET_GROWTH: rejections are data. the 40th agent said yes
MINDSET_GROWTH: the bakery flopped in 2020. taught me more than the degree did
MINDSET_GROWTH: bouncing back isn't the goal, bouncing differently is
MINDSET_GROWTH: I'm bad at this *for now*
MINDSET_GROWTH: coach: the mistake is the lesson, the shame is optional
MINDSET_GROWTH: third bad season. we're still here. change the variety, go again
MINDSET_GROWTH: comparing my chapter 1 to someone's chapter 20 again. stop it
MINDSET_GROWTH: criticism at 50 stings less once you decide you're still under construction

HABITS_ROUTINES: make bed, glass of water, 10 pushups. THEN the phone
HABITS_ROUTINES: after I pour the coffee I write three lines in the journal. tied to the pot, never forget
HABITS_ROUTINES: sunday reset: laundry, meal plan, clear the desk. 90 mins
HABITS_ROUTINES: make it too easy to refuse: one sit-up, one page, one minute
HABITS_ROUTINES: evening walk with the dog is the one thing that's never broken
HABITS_ROUTINES: day 41 of no snooze button
HABITS_ROUTINES: guitar on a stand by the sofa instead of in the case. playing twice as much
HABITS_ROUTINES: missing one day is an accident, missing two is the start of a new pattern
HABITS_ROUTINES: nani's day: prayers, garden, tea, radio news. 91 and sharp as anything
HABITS_ROUTINES: before every shift: same meal, same playlist, same bus. the sameness is the point

PERSONAL_FINANCE: rent, bills, food, then the emergency pot. the takeaway comes after that
PERSONAL_FINANCE: credit card down to £340 from £4k. smallest balance first works on my brain
PERSONAL_FINANCE: 50/30/20 in theory, 70/20/10 in London reality
PERSONAL_FINANCE: cancelled four subscriptions I forgot existed, £38 a month back
PERSONAL_FINANCE: "Give every rand a job before the month starts." — Joburg money group on facebook
PERSONAL_FINANCE: envelope system for market money, cash only, when it's gone it's gone
PERSONAL_FINANCE: three months of expenses saved, first time ever, at 34
PERSONAL_FINANCE: uni life: pasta and the loan instalment, app says £11 left for the week
PERSONAL_FINANCE: r/UKPersonalFinance comment that stuck: "Do a no-spend month, not to save money but to see
  where it goes." Did February. Found £200 I didn't know I was leaking on meal deals and apps.
PERSONAL_FINANCE: christmas pot: £25 a month from january, no more december on the card

INVESTING: index fund, auto monthly, don't look at it
INVESTING: sold in the 2020 dip, bought back higher. never again
INVESTING: had 60% of everything in one tech stock. trimmed it, slept better
INVESTING: 0.07% fee vs 1.5% over 30 years is a house deposit
INVESTING: "If you can't explain why you own it, you don't own it, you're renting hope."
INVESTING: been reinvesting dividends since 2011, the snowball is quietly wild now
INVESTING: uncle: crypto is the casino, the index is the farm
INVESTING: rebalance to 70/30 every birthday. annual ritual, like cake
INVESTING: cousins on the family whatsapp arguing again: flats in Lekki vs shares abroad
INVESTING: REITs let me own a slice of warehouses with £500

FINANCIAL_LITERACY: APR is the yearly cost including fees. the headline rate is just the shop window
FINANCIAL_LITERACY: prices up 7% = the cash under the mattress is worth 7% less
FINANCIAL_LITERACY: score goes up if you pay on time and keep the card under 30% of the limit
FINANCIAL_LITERACY: compounding works for you on savings and against you on the card. same maths, two directions
FINANCIAL_LITERACY: "Minimum payments are designed to keep you paying." — money podcast
FINANCIAL_LITERACY: a 0% deal still bites if you miss one payment, read the back page
FINANCIAL_LITERACY: told my 12yo: a loan is renting money, interest is the rent
FINANCIAL_LITERACY: net worth = what you own minus what you owe. not your salary
FINANCIAL_LITERACY: buy now pay later is still debt, just dressed nicer
FINANCIAL_LITERACY: 4% savings account with 5% inflation is going backwards slowly

RETIREMENT_PLANNING: work matches 5% and I was only putting in 3. free money on the floor
RETIREMENT_PLANNING: checked my state pension forecast, need 7 more qualifying years
RETIREMENT_PLANNING: stopping at 60 means bridging seven years before the pension starts
RETIREMENT_PLANNING: "Your future self is a stranger you owe money to."
RETIREMENT_PLANNING: rolled four old super accounts into one, stopped paying four lots of fees
RETIREMENT_PLANNING: rough rule: you want about 25x your yearly spending in the pot
RETIREMENT_PLANNING: 50 and catching up, maxing the pension allowance every year now
RETIREMENT_PLANNING: annuity vs drawdown, the adviser drew both on a napkin and I finally got it
RETIREMENT_PLANNING: RRSP contribution goes in every payday, 65 feels less like a cliff
RETIREMENT_PLANNING: dad's advice: have something to retire TO. he volunteers at the lifeboat station 3 days a week

TAXES: self assessment due 31 jan. don't be me in 2023
TAXES: keep every receipt for the van, fuel, tools, the lot. it's all deductible
TAXES: inside the ISA, no tax on the gains. use the allowance before april
TAXES: a big refund just means you lent the government your money for free all year
TAXES: freelancer rule: 30% of every invoice straight into a separate pot for the taxman
TAXES: marginal rate: only the bit above the line gets taxed at the higher rate, not your whole salary
TAXES: ITR filed before 31 july. did old regime vs new regime maths, new won by a bit
TAXES: gift aid on donations, and claim the higher-rate bit back on the return
TAXES: went from W-2 to 1099 this year, quarterly estimates are a shock
TAXES: SARS auto-assessment came through, checked it, accepted it

INTERPERSONAL_RELATIONSHIPS: my flatmate and I work because we both hate the dishes equally
INTERPERSONAL_RELATIONSHIPS: married 30 years and we still hold hands in the supermarket
INTERPERSONAL_RELATIONSHIPS: the friend who turns up to help you move house is the friend
INTERPERSONAL_RELATIONSHIPS: teenage son talks more in the car. no eye contact needed
INTERPERSONAL_RELATIONSHIPS: mother-in-law and I finally found common ground: the garden
INTERPERSONAL_RELATIONSHIPS: Love is a verb on weekdays.
INTERPERSONAL_RELATIONSHIPS: Lagos to Toronto. voice notes at strange hours keep us going
INTERPERSONAL_RELATIONSHIPS: co-parenting with my ex got easier the day we stopped keeping score
INTERPERSONAL_RELATIONSHIPS: my brother and I fought every day as kids, now we ring each other every sunday
INTERPERSONAL_RELATIONSHIPS: I love my mum and I'm not picking up after 9pm. both true

COMMUNICATION_SKILLS: put the ask in the first line of the email
COMMUNICATION_SKILLS: repeat back what they said before you answer. they relax instantly
COMMUNICATION_SKILLS: "Slow down, drop your voice, they'll lean in." — public speaking coach
COMMUNICATION_SKILLS: "I feel ... when ... because ..." instead of "you always"
COMMUNICATION_SKILLS: with patients: ask what they already know before explaining anything
COMMUNICATION_SKILLS: ask the question then count to five in your head. someone will talk
COMMUNICATION_SKILLS: plain english: "use" not "utilise"
COMMUNICATION_SKILLS: texts with no tone read as angry. add the emoji, it's fine
COMMUNICATION_SKILLS: one idea per slide. say it, then show it
COMMUNICATION_SKILLS: "how was school?" gets "fine". "what was the weirdest thing today?" gets a story

CONFLICT_RESOLUTION: argue about the problem, not about each other
CONFLICT_RESOLUTION: house rule: no big fights after 10pm. it's always worse at night
CONFLICT_RESOLUTION: mediation went well once both said what they needed, not what the other did wrong
CONFLICT_RESOLUTION: "Separate the people from the problem." — negotiation book, ch 2
CONFLICT_RESOLUTION: two nurses feuding over the rota. sat them down, split the weekends, done by lunch
CONFLICT_RESOLUTION: hedge dispute with the neighbour solved with two beers and a tape measure
CONFLICT_RESOLUTION: apologise for your part even if it's only 10%
CONFLICT_RESOLUTION: kids fighting over the xbox: timer, turns, and whoever loses picks dinner
CONFLICT_RESOLUTION: say the disagreement out loud so it becomes a thing we solve together, not a war
CONFLICT_RESOLUTION: "I want to sort this. can we talk at 7 when I'm calmer?" — script my counsellor gave us

RELATIONSHIP_BUILDING: moved to Perth knowing no one. joined parkrun, now I've got a crew
RELATIONSHIP_BUILDING: networking is just being curious about people, not handing out cards
RELATIONSHIP_BUILDING: send the "saw this and thought of you" text. it's the glue
RELATIONSHIP_BUILDING: new friendships need repetition more than depth at first. same café, same time
RELATIONSHIP_BUILDING: trust builds in tiny deposits: turning up when you said you would
RELATIONSHIP_BUILDING: coffee with one new person a month = 12 new contacts a year
RELATIONSHIP_BUILDING: remembered a client's daughter's name. 8 years loyal since
RELATIONSHIP_BUILDING: adult friendships die of scheduling, not fights
RELATIONSHIP_BUILDING: new mums' group at the library. three of us still meet, kids are 10 now
RELATIONSHIP_BUILDING: linkedin is fine but the site barbecue got me my last three jobs

FEEDBACK: "the intro dragged" beats "it was ok". be specific
FEEDBACK: ask "what's one thing I should change?" not "any feedback?"
FEEDBACK: my editor's red pen hurt for a day and saved the book
FEEDBACK: situation, behaviour, impact. no mind reading
FEEDBACK: said thank you for the criticism even though my face was on fire
FEEDBACK: the 3-star review of my cleaning business taught me more than all the 5s
FEEDBACK: give it this week, not at the annual review 11 months later
FEEDBACK: the compliment sandwich is see-through, everyone just waits for the "but"
FEEDBACK: apprentice asked how he did. joints tight, finish rushed. he nodded, went back to it
FEEDBACK: 360 review says I interrupt. ouch. fair

CREATIVE_PROCESS: idea came in the shower again, bought a waterproof notepad
CREATIVE_PROCESS: the first draft is just me telling myself the story
CREATIVE_PROCESS: "Make a lot of bad ones; the good ones hide in the pile." — my ceramics tutor
CREATIVE_PROCESS: stuck on the chorus for three weeks, went for a walk, wrote it in ten minutes
CREATIVE_PROCESS: three pages longhand every morning, no rereading, no judging
CREATIVE_PROCESS: limits help: only three colours, only one hour
CREATIVE_PROCESS: collect scraps: overheard lines, bus tickets, paint chips. see what starts talking
CREATIVE_PROCESS: leave the sketch face down overnight, look at it with fresh eyes
CREATIVE_PROCESS: the studio's messy because the thinking is messy
CREATIVE_PROCESS: the block is usually fear of the second draft pretending to be an empty head

ART_FORMS: afrobeat is jazz, highlife and funk in one room
ART_FORMS: 5-7-5 is the English version, in Japanese a haiku counts sound units not syllables
ART_FORMS: opera is just a musical with more dying
ART_FORMS: kathakali dancers train their eyes for years before anything else
ART_FORMS: graphic novels are literature, fight me
ART_FORMS: the sonnet turns at line 9, like a door opening onto another room
ART_FORMS: flamenco has palos, each its own rhythm and mood
ART_FORMS: the short film is the short story of cinema
ART_FORMS: printmaking families: woodcut, etching, lino, screen
ART_FORMS: spoken word isn't poetry lite. it's poetry written for the ear

ARTISTIC_TECHNIQUES: glazing: thin transparent layers over a bone-dry underpainting
ARTISTIC_TECHNIQUES: two-point perspective, both vanishing points sit on the horizon line
ARTISTIC_TECHNIQUES: drop-2 voicing: take the second-highest note down an octave
ARTISTIC_TECHNIQUES: wedge the clay before throwing or the air bubbles blow up in the kiln
ARTISTIC_TECHNIQUES: wet-on-wet for the sky, lift clouds out with a tissue while it's damp
ARTISTIC_TECHNIQUES: squint to see the values
ARTISTIC_TECHNIQUES: crosshatch at different angles to build up the darks
ARTISTIC_TECHNIQUES: fold the seam allowance twice, press, then stitch
ARTISTIC_TECHNIQUES: sidechain the bass to the kick so they stop fighting
ARTISTIC_TECHNIQUES: put the horizon on a third, then break it on purpose once you know why

ART_APPRECIATION: stood in front of a Rothko for ten minutes and it started to hum
ART_APPRECIATION: listen to only the bass line, the whole song changes
ART_APPRECIATION: "Ask what the painting is doing before you ask whether you like it."
ART_APPRECIATION: Kind of Blue on vinyl and the room goes quiet
ART_APPRECIATION: at the Lagos art fair I liked the pieces that made me uncomfortable
ART_APPRECIATION: second time watching the film, all the foreshadowing jumped out
ART_APPRECIATION: grandad could tell a good brass band from the tuning in the first bar
ART_APPRECIATION: the sculpture's better from the back
ART_APPRECIATION: the review called the novel "slight". I thought it was precise
ART_APPRECIATION: didn't get ballet until I sat close enough to hear the feet land

EXPRESSION: painted my anger as red triangles, felt lighter after
EXPRESSION: poems are where I say the things I can't say at dinner
EXPRESSION: I journal in drawings because words feel too tidy
EXPRESSION: "Write the thing you're scared your mum will read."
EXPRESSION: singing in the van is my therapy
EXPRESSION: dance class: first time my body said something before my head did
EXPRESSION: my zines are just my feelings, photocopied and stapled
EXPRESSION: wrote a song for dad's funeral, couldn't have said it any other way
EXPRESSION: the quilt tells the story of leaving Jamaica, one square per year
EXPRESSION: tattoo designs I sketch are my diary

TRAVEL_PLANNING: book the rail passes before we fly, and the ryokan for Kyoto
TRAVEL_PLANNING: itinerary: 3 nights Hanoi, 2 Ha Long, overnight train to Hue
TRAVEL_PLANNING: flights to Dublin cheapest on tuesdays, watched them for a week
TRAVEL_PLANNING: e-visa takes 3 working days, apply two weeks out to be safe
TRAVEL_PLANNING: spreadsheet for the reunion trip: who's flying from where and when
TRAVEL_PLANNING: "Plan the first night and the last night; wing the middle."
TRAVEL_PLANNING: trek permits sorted through the agency in Kathmandu
TRAVEL_PLANNING: Europe budget: €60/day, hostels, one splurge dinner
TRAVEL_PLANNING: Karoo road trip: mapped fuel stops every 200 km before we leave
TRAVEL_PLANNING: leave a spare day before the wedding in case the flights go sideways

CULTURAL_EXPERIENCES: tea at a stranger's home in Turkey: refuse twice, accept the third time. that's the dance
CULTURAL_EXPERIENCES: Diwali in Jaipur, the whole city lit up
CULTURAL_EXPERIENCES: the silence on Tokyo trains is a kindness to everyone else
CULTURAL_EXPERIENCES: learned to eat with my right hand at a Kerala wedding
CULTURAL_EXPERIENCES: the hongi at the marae, forehead to forehead. I wasn't ready for how moving it was
CULTURAL_EXPERIENCES: iftar in Istanbul: we were lost near the Blue Mosque when the call went up and a family on a
  picnic blanket waved us over, handed us dates and lentil soup, and refused any money. best meal of the whole trip
CULTURAL_EXPERIENCES: Sunday lunch in a Cork pub, everyone knew everyone, including me by dessert
CULTURAL_EXPERIENCES: the hawker uncle corrected my order, kindly
CULTURAL_EXPERIENCES: Day of the Dead in Oaxaca felt like a party, not a funeral
CULTURAL_EXPERIENCES: bowing in Seoul: a bit lower for the grandma

EXPLORATION_ADVENTURE: Kilimanjaro at sunrise. cried, couldn't feel my toes
EXPLORATION_ADVENTURE: six days kayaking the Zambezi. hippos are not cute up close
EXPLORATION_ADVENTURE: wild camping in the Highlands, the midges won
EXPLORATION_ADVENTURE: "Get lost on purpose once a trip."
EXPLORATION_ADVENTURE: hitched across Patagonia, slept in a shearing shed
EXPLORATION_ADVENTURE: cenote diving in Yucatán, like swimming through liquid glass
EXPLORATION_ADVENTURE: overnight camel trek in the Sahara. more stars than sky
EXPLORATION_ADVENTURE: solo on a motorbike up the old Ho Chi Minh trail
EXPLORATION_ADVENTURE: Crib Goch on a windy day, terrifying and perfect
EXPLORATION_ADVENTURE: nine days on the Bowron lakes, saw a moose swim past the canoe

DESTINATION_SPECIFIC: Lisbon's trams climb hills at angles that shouldn't be legal
DESTINATION_SPECIFIC: Singapore's hawker culture is on the UNESCO list
DESTINATION_SPECIFIC: Iceland has no mosquitoes, apparently
DESTINATION_SPECIFIC: Petra's Treasury is carved straight into the cliff
DESTINATION_SPECIFIC: Table Mountain gets its own "tablecloth" of cloud when the south-easter blows
DESTINATION_SPECIFIC: Kyoto has more than 1,600 temples
DESTINATION_SPECIFIC: Stone Town's carved doors have brass spikes from when they kept elephants out
DESTINATION_SPECIFIC: Galway in July is arts festival chaos
DESTINATION_SPECIFIC: Banff town sits inside the national park, you need a pass just to stop
DESTINATION_SPECIFIC: Hampi's boulders look like giants left them there

TRAVEL_TIPS: roll clothes, don't fold
TRAVEL_TIPS: photo of your passport, email it to yourself
TRAVEL_TIPS: carry a pen for the landing card
TRAVEL_TIPS: never change money at the airport
TRAVEL_TIPS: pack a power strip, then one adapter charges everything
TRAVEL_TIPS: tell the bank you're going away before the card gets blocked
TRAVEL_TIPS: scarf in the day bag: temples and freezing buses
TRAVEL_TIPS: download offline maps before you land
TRAVEL_TIPS: hand luggage only, you'll never lose a bag again
TRAVEL_TIPS: empty water bottle through security, fill it after

ENVIRONMENTAL_ISSUES: the river by the farm gets green scum every summer now
ENVIRONMENTAL_ISSUES: half the reef was white when we dived
ENVIRONMENTAL_ISSUES: Delhi AQI 450 today, kids kept indoors again
ENVIRONMENTAL_ISSUES: microplastics in rain, in placentas. in everything
ENVIRONMENTAL_ISSUES: lost 30% of our hives this year
ENVIRONMENTAL_ISSUES: summers here used to be hot, now they're dangerous
ENVIRONMENTAL_ISSUES: smoke from Canada reached New York. orange sky at noon
ENVIRONMENTAL_ISSUES: Went back to the valley with Dad's slide from 1980. Same rock, same angle. The ice he
  photographed is just grey rubble and a meltwater pond now. He didn't say anything for a long time.
ENVIRONMENTAL_ISSUES: floods in Lagos aren't a surprise when the drains are full of plastic
ENVIRONMENTAL_ISSUES: we used to scrape bugs off the windscreen every drive. now nothing

ECO_FRIENDLY_PRACTICES: compost finally works, no smell. the trick was more browns
ECO_FRIENDLY_PRACTICES: refill shop for washing-up liquid, bring your own bottle
ECO_FRIENDLY_PRACTICES: fixed the toaster at the repair café
ECO_FRIENDLY_PRACTICES: beeswax wraps instead of cling film
ECO_FRIENDLY_PRACTICES: rain barrel for the veg patch
ECO_FRIENDLY_PRACTICES: second-hand uniform swap at school
ECO_FRIENDLY_PRACTICES: switched to bar shampoo
ECO_FRIENDLY_PRACTICES: line-dry everything, the dryer is for emergencies
ECO_FRIENDLY_PRACTICES: cloth nappies on baby number 2
ECO_FRIENDLY_PRACTICES: allotment gets all the coffee grounds from the café

CONSERVATION_EFFORTS: volunteer day: planted 400 native trees along the creek
CONSERVATION_EFFORTS: beavers back on the estate after 400 years
CONSERVATION_EFFORTS: rangers in Kenya dehorning rhinos so poachers have nothing to take
CONSERVATION_EFFORTS: released 60 baby turtles from the beach hatchery
CONSERVATION_EFFORTS: no-take zone, fish numbers doubled in five years
CONSERVATION_EFFORTS: the Svalbard seed vault keeps crops for the whole world
CONSERVATION_EFFORTS: bought an acre of rainforest through a trust
CONSERVATION_EFFORTS: hedgerows are corridors for dormice
CONSERVATION_EFFORTS: the village forest group in Odisha guards their sal forest in shifts
CONSERVATION_EFFORTS: red kites were nearly gone from the UK, now they're all over the Chilterns

POLICY_ADVOCACY: signed the petition against the incinerator
POLICY_ADVOCACY: wrote to my MP about the sewage dumping
POLICY_ADVOCACY: what countries pledged in Paris vs what they actually do
POLICY_ADVOCACY: Rwanda banned plastic bags in 2008
POLICY_ADVOCACY: climate march: 50k in Melbourne
POLICY_ADVOCACY: carbon tax and dividend explained on the podcast
POLICY_ADVOCACY: council voted to ban gas in new builds
POLICY_ADVOCACY: new EU deforestation law means coffee has to be traced to the farm
POLICY_ADVOCACY: farmers' lobby pushing back on the nitrate rules
POLICY_ADVOCACY: school strike: my daughter's first protest, homemade sign

PERSONAL_IMPACT: worked out my footprint: 14 tonnes, flights are most of it
PERSONAL_IMPACT: one long-haul return = a year of my driving
PERSONAL_IMPACT: meat-free on weekdays cut my food emissions by a third
PERSONAL_IMPACT: "The greenest phone is the one you already have."
PERSONAL_IMPACT: bought six items of clothing this year total
PERSONAL_IMPACT: walk the kids to school, saves 800 km of driving a year
PERSONAL_IMPACT: my streaming habit has a carbon cost too, apparently
PERSONAL_IMPACT: electric car, but charged on a coal grid. mixed feelings
PERSONAL_IMPACT: my share is about 10 tonnes a year. working on getting it to 6
PERSONAL_IMPACT: audit of my week: the beef, the commute, the heating
`;
