/**
 * Training examples, eighth batch: forum posts, chat messages and course notes, as people type them, 30 per
 * group. Never used for evaluation.
 */
export const TRAINING_DATA_8 = `
TASKS_ACTIONS: note to self: ring the plumber, renew the car tax, return library books before Friday
TASKS_ACTIONS: action items from standup - Priya to chase the vendor, me to update the Jira tickets by EOD
TASKS_ACTIONS: my to-do list is 47 items long and I've ticked off exactly two. send help
TASKS_ACTIONS: errands sat: pharmacy, dry cleaning, pick up parcel from the post office, buy a birthday card
  for mum
TASKS_ACTIONS: whoever has the projector cable pls bring it tmrw, also can someone book the meeting room and
  send the invite
TASKS_ACTIONS: assignment due Monday - finish lit review, fix citations, email tutor re extension
METHODS_TECHNIQUES: tried pomodoro for a week, 25 on 5 off, and honestly the breaks are what made it work for
  me
METHODS_TECHNIQUES: time blocking tip from the workshop: put your deep work block in the calendar first and
  let meetings fill around it
METHODS_TECHNIQUES: GTD in a nutshell - capture everything, clarify, organise, reflect, engage. the weekly
  review is the bit everyone skips
METHODS_TECHNIQUES: batching emails to 11am and 4pm only. anyone else do this? my manager thinks I'm ignoring
  her
METHODS_TECHNIQUES: eat the frog = do the nastiest job first thing before you even open slack
METHODS_TECHNIQUES: two-minute rule: if it takes less than two mins just do it now instead of writing it down
TOOLS_RESOURCES: switched from Todoist to Notion and kinda regret it, way too much fiddling with templates
TOOLS_RESOURCES: google cal or outlook for a shared family calendar? need something my partner will actually
  open
TOOLS_RESOURCES: got a Leuchtturm dotted notebook for my bullet journal, the paper is lovely with fineliners
TOOLS_RESOURCES: any recs for a kanban board app that works offline? Trello needs wifi and my train has none
TOOLS_RESOURCES: Obsidian plugins I use daily: calendar, dataview, tasks. free and everything stays local
TOOLS_RESOURCES: mate told me to buy a cheap kitchen timer instead of using the phone app so I'm not tempted
  to scroll
MINDSET_HABITS: I procrastinate by cleaning. flat has never been tidier and the report still isn't started
MINDSET_HABITS: the discipline isn't the hard part, starting is. once I'm ten mins in I'm fine
MINDSET_HABITS: anyone else freeze when a task feels too big? I just stare at the screen and then open reddit
MINDSET_HABITS: coach said focus is a muscle. phone in another room, start with 20 min stretches and build up
MINDSET_HABITS: stop waiting to feel motivated, motivation shows up after you start not before
MINDSET_HABITS: I keep telling myself I work better under pressure but really I just panic at 2am
OUTCOMES: shipped 3 features this sprint vs 1 last sprint after we cut the meeting load. numbers don't lie
OUTCOMES: inbox zero for the first time in a year, 1,400 emails cleared
OUTCOMES: wrote 12k words this month, best output since I started the thesis
OUTCOMES: our team closed 40 tickets this week, double our usual throughput
OUTCOMES+METHODS_TECHNIQUES: results after a month of time blocking: fewer late nights and two projects
  delivered early
OUTCOMES: finished the quarter with every deliverable signed off on time, first time ever lol

DEVELOPMENT_CODING: why does my useEffect run twice in dev?? react strict mode is driving me insane
DEVELOPMENT_CODING: lecture notes: recursion needs a base case or you blow the stack. trace it with tiny
  inputs on paper
DEVELOPMENT_CODING: git bisect saved me hours hunting down which commit broke the build
DEVELOPMENT_CODING: is it worth learning Rust or should I just get properly good at Python first
DEVELOPMENT_CODING: code review comment I got: pull this into its own function and name the variables
  properly. fair tbh
DEVELOPMENT_CODING: npm install took 6 minutes and 900MB of node_modules for a todo app, what are we doing
HARDWARE_DEVICES: phone battery dies by 3pm now, worth replacing the battery or just buy a new one?
HARDWARE_DEVICES: upgraded to 32GB RAM and an NVMe SSD, the old desktop feels brand new
HARDWARE_DEVICES: which mechanical keyboard switches are quiet enough for a shared office, browns or reds?
HARDWARE_DEVICES: monitor keeps flickering when plugged into the USB-C dock, tried three different cables
HARDWARE_DEVICES: bought a refurbished ThinkPad off eBay for 200 quid and it's brilliant for uni
HARDWARE_DEVICES: my earbuds only charge on the left side of the case, has anyone fixed this
DATA_AI: course notes: overfitting = model memorises the training set, great on train, poor on test. always
  keep a validation split
DATA_AI: asked ChatGPT to summarise the paper and it invented two of the references. always check
DATA_AI: pandas groupby plus merge on 8 million rows is killing my laptop, move to polars or just use SQL?
DATA_AI: dashboards are useless if the data underneath is dirty, spent all week deduping customer IDs
DATA_AI: fine-tuned a small LLM on our support tickets, answers are decent but it hallucinates refund policies
DATA_AI: stats class: correlation isn't causation, and the regression coefficient means nothing if your sample
  is biased
CYBERSECURITY: got a text saying my parcel is held and I need to pay 1.45 customs. obvious phishing but my nan
  nearly clicked
CYBERSECURITY: turn on 2FA for your email, seriously. mine got hacked and they reset every other account from
  it
CYBERSECURITY: password manager recs? I'm still using the same password with different numbers on the end
CYBERSECURITY: workshop: ransomware usually gets in through an unpatched VPN or a dodgy attachment. keep
  backups offline
CYBERSECURITY: whole company had to do security training after someone paid a fake supplier invoice from a
  spoofed email
CYBERSECURITY: airport public wifi - do I actually need a VPN or is that just YouTube sponsors talking
TRENDS_INNOVATION: everyone's hyping AR glasses again, feels like google glass round two
TRENDS_INNOVATION: the pace of new AI startups is wild, every week someone launches a wrapper and raises
  millions
TRENDS_INNOVATION: quantum computing hype vs reality thread - when will it actually matter for normal people?
TRENDS_INNOVATION: foldable phones finally look mainstream, saw three on the tube this morning
TRENDS_INNOVATION: podcast note: the next big shift is on-device AI, less cloud, more privacy
TRENDS_INNOVATION: EV and battery tech is moving so fast my 2-year-old car already feels outdated

STRATEGY_PLANNING: offsite notes: three priorities for next year, and we drop the product lines we're not
  winning in
STRATEGY_PLANNING: SWOT for our bakery - strength: location, weakness: no online ordering, threat: new Greggs
  down the road
STRATEGY_PLANNING: should a small agency niche down or stay generalist? we do everything and nothing well
STRATEGY_PLANNING: board wants a 5-year roadmap but we can't even forecast next quarter
STRATEGY_PLANNING: MBA class: a competitive advantage has to be hard to copy, otherwise it's just a head start
STRATEGY_PLANNING: we're pivoting from B2C to B2B, consumer churn is killing us and enterprise deals are
  stickier
FINANCE_ACCOUNTING: three clients still haven't paid invoices from March, cash flow is tight. how do you chase
  politely?
FINANCE_ACCOUNTING: bookkeeping tip: separate business bank account from day one, reconciling mixed
  transactions is hell
FINANCE_ACCOUNTING: accounting lecture: depreciation spreads the cost of an asset over its useful life,
  straight line is simplest
FINANCE_ACCOUNTING: burn rate is 80k a month and runway is 9 months. time to raise or cut
FINANCE_ACCOUNTING: budget meeting: marketing spend cut 15%, capex on hold until Q3
FINANCE_ACCOUNTING: month-end close was late again because of unmatched receipts in the expense system
MARKETING_SALES: our instagram reach dropped off a cliff after we stopped posting reels
MARKETING_SALES: cold email that works: short, one specific problem, one ask, no attachments
MARKETING_SALES: sales training notes: ask open questions, let them talk, don't pitch until you understand the
  pain
MARKETING_SALES: how do you price when competitors are all undercutting you? we keep losing leads at the quote
  stage
MARKETING_SALES: ran a 10% off promo and got loads of one-time buyers and zero repeat customers
MARKETING_SALES: landing page A/B test: shorter headline won, conversion up 2%
MANAGEMENT_LEADERSHIP: first time manager here, how do you run a 1:1 that isn't just a status update?
MANAGEMENT_LEADERSHIP: best boss I ever had shielded us from the politics and took the blame when things went
  wrong
MANAGEMENT_LEADERSHIP: delegating is so hard, I keep taking tasks back because it's quicker to do it myself
MANAGEMENT_LEADERSHIP: leadership course: set the direction, clear the obstacles, then get out of your team's
  way
MANAGEMENT_LEADERSHIP: one of my reports is brilliant but rude in meetings, how do I address it without losing
  him
MANAGEMENT_LEADERSHIP: micromanaging kills trust. our manager wants hourly updates and half the team is job
  hunting
OPERATIONS_LOGISTICS: supplier delayed again, warehouse is out of the 500ml bottles and orders are backing up
OPERATIONS_LOGISTICS: moved fulfilment to a 3PL and shipping times dropped from 5 days to 2
OPERATIONS_LOGISTICS: stock take tomorrow 6am, everyone needs hi-vis and the scanners charged
OPERATIONS_LOGISTICS: ops class notes: the bottleneck sets the pace of the whole line, fix that first
OPERATIONS_LOGISTICS: anyone used a route planning tool for van deliveries? drivers keep doubling back
OPERATIONS_LOGISTICS: our returns process is a mess, nobody knows who logs the damaged stock or where it goes

PHYSICAL_HEALTH: day 3 of couch to 5k and my shins are screaming. normal?
PHYSICAL_HEALTH: PT said my squat depth is fine, I just need to stop letting my knees cave in
PHYSICAL_HEALTH: 10k steps a day for a month, lost 2kg and my lower back pain eased off
PHYSICAL_HEALTH: deadlifts or RDLs for hamstrings? asking the gym bros
PHYSICAL_HEALTH: pulled my calf at five-a-side, ice or heat?
PHYSICAL_HEALTH: started swimming lengths before work, shoulders and posture so much better
MENTAL_HEALTH: therapy homework: write down the thought, the feeling, and the evidence for and against it
MENTAL_HEALTH: anxiety through the roof every Sunday night, heart racing thinking about Monday
MENTAL_HEALTH: been on sertraline 6 weeks and the fog is lifting a bit. anyone else?
MENTAL_HEALTH: burnt out and crying in the car park before shifts. how did you know it was time to take sick
  leave
MENTAL_HEALTH: depression isn't just sadness, for me it's not being able to shower or reply to texts
MENTAL_HEALTH: CBT worksheet: catastrophising - am I assuming the worst? what's the more likely outcome?
WELLNESS_LIFESTYLE: slow sunday: no phone till noon, long walk, cooked a proper meal. feel human again
WELLNESS_LIFESTYLE: trying to balance work, gym and a social life without feeling guilty about resting
WELLNESS_LIFESTYLE: digital detox weekend in the Lake District, best reset I've had all year
WELLNESS_LIFESTYLE: self-care isn't bubble baths, it's the boring stuff like paying bills and going to bed on
  time
WELLNESS_LIFESTYLE: morning sunlight and a cold shower, not sure about the science but I feel more awake
WELLNESS_LIFESTYLE: anyone else doing sober october? felt so much brighter by week 3
MEDICAL_SCIENTIFIC: BMJ study says the drug cut heart attack risk by 12% but the absolute difference was tiny
MEDICAL_SCIENTIFIC: GP says my bloods show low ferritin, on iron tablets for 3 months then a retest
MEDICAL_SCIENTIFIC: lecture: randomised controlled trials vs observational studies, and how confounders sneak
  in
MEDICAL_SCIENTIFIC: phase 3 vaccine trial results are out, 90% efficacy in over 65s
MEDICAL_SCIENTIFIC: is it true antibiotics do nothing for viral infections? my mum always wants them for a
  cold
MEDICAL_SCIENTIFIC: consultant went through the MRI: small disc bulge at L5, physio first, surgery only if it
  gets worse
SPECIFIC_AREAS: how much protein do you actually need? I'm eating 140g a day and feel bloated
SPECIFIC_AREAS: sleep clinic tips: same wake time every day, no screens an hour before bed, cool dark room
SPECIFIC_AREAS: 28 weeks pregnant and the heartburn is unreal, any remedies that are safe?
SPECIFIC_AREAS: derm said retinol at night, SPF 50 every morning, and stop picking
SPECIFIC_AREAS+PHYSICAL_HEALTH: resting heart rate dropped from 78 to 62 since I started cycling to work
SPECIFIC_AREAS: cut out ultra-processed snacks and upped the fibre, gut is so much happier

CONCEPTS_THEORIES: lecture notes: Maslow's hierarchy - basic needs first, self-actualisation at the top,
  criticised as too rigid
CONCEPTS_THEORIES: can someone ELI5 the prisoner's dilemma? why don't they both just stay quiet
CONCEPTS_THEORIES: Dunning-Kruger: beginners overestimate their ability. apparently the original study is
  shakier than the memes
CONCEPTS_THEORIES: cognitive load theory: working memory holds about 4 chunks, so don't dump 10 new terms on
  one slide
CONCEPTS_THEORIES: seminar on Kuhn: science doesn't progress smoothly, it lurches through paradigm shifts when
  old models break
STUDY_MEMORIZATION: Anki streak 200 days! spaced repetition is the only reason I passed pharmacology
STUDY_MEMORIZATION: flashcards vs rewriting notes? my mate says rewriting is basically useless for revision
STUDY_MEMORIZATION: memory palace for the periodic table actually worked, each element lives in a room of my
  nan's house
STUDY_MEMORIZATION: active recall: close the book, write down everything you remember, then check what you
  missed
STUDY_MEMORIZATION: revision timetable for boards: 3 subjects a day, past papers on weekends, cramming banned
SKILLS_DEVELOPMENT: 100 days of drawing hands, day 1 vs day 100 is embarrassing in a good way
SKILLS_DEVELOPMENT: learning to touch type at 32, went from 40 to 65 wpm in a month
SKILLS_DEVELOPMENT: deliberate practice means drilling the bit you're bad at, not replaying the songs you
  already know
SKILLS_DEVELOPMENT: how long did it take you to get decent at public speaking? is toastmasters worth it
SKILLS_DEVELOPMENT: doing a welding night class to get a practical skill outside my desk job
RESOURCES_MATERIALS: the free MIT OpenCourseWare linear algebra lectures with Strang beat my paid uni module
RESOURCES_MATERIALS: any good intro stats textbook that isn't 900 pages?
RESOURCES_MATERIALS: Khan Academy videos carried me through GCSE maths tbh
RESOURCES_MATERIALS: lecture recordings are up on Moodle but the slides for week 5 are missing
RESOURCES_MATERIALS: Coursera or Udemy for a beginner data course? one has certificates, the other is cheap in
  the sales
UNDERSTANDING_APPLICATION: could recite the formula for ages but only got it when I used it to work out my own
  loan repayments
UNDERSTANDING_APPLICATION: the Feynman technique exposed me - tried explaining it to my little brother and
  couldn't
UNDERSTANDING_APPLICATION: reading about negotiation is nothing like actually doing it in a salary meeting
UNDERSTANDING_APPLICATION: it finally clicked when the tutor drew it as a diagram instead of just equations
UNDERSTANDING_APPLICATION: book club: we all highlighted the same passages but applied them totally
  differently at work
SUBJECT_SPECIFIC+STUDY_MEMORIZATION: causes of WW1 mnemonic MAIN - militarism, alliances, imperialism,
  nationalism
SUBJECT_SPECIFIC: physics q: why doesn't a heavier ball fall faster? ignoring air resistance the acceleration
  is the same
SUBJECT_SPECIFIC: learning Japanese and the particles wa and ga are breaking my brain
SUBJECT_SPECIFIC: maths notes: derivative of sin x is cos x, derivative of cos x is minus sin x
SUBJECT_SPECIFIC: Akbar's revenue system under the Mughals was surprisingly modern, Todar Mal surveyed the
  land

SELF_AWARENESS: journal prompt from coaching: when do I feel most like myself? the answer surprised me
SELF_AWARENESS: realised I say yes to everything because I'm scared people won't like me otherwise
SELF_AWARENESS: I get defensive whenever someone corrects me and I'm only now noticing the pattern
SELF_AWARENESS: personality tests are a bit woo but it helped to see I recharge alone, not at the pub
SELF_AWARENESS: values exercise: turns out freedom matters more to me than money
SELF_AWARENESS: noticed I only feel rubbish about my career after scrolling LinkedIn and comparing myself
GOAL_SETTING_ACHIEVEMENT: my goals this year: run a half marathon, save 5k, read 24 books. posting for
  accountability
GOAL_SETTING_ACHIEVEMENT: SMART goals from the workshop - "get fit" is useless, "run 5k under 30 min by June"
  is a goal
GOAL_SETTING_ACHIEVEMENT: broke the big goal into monthly milestones and suddenly it feels doable
GOAL_SETTING_ACHIEVEMENT: hit my target of 30 job applications this month, got 2 interviews out of it
GOAL_SETTING_ACHIEVEMENT: quarterly check-in: achieved 2 of 4 goals, dropping one because it no longer matters
  to me
GOAL_SETTING_ACHIEVEMENT: mates mocked my vision board but three things on it have actually happened lol
EMOTIONAL_INTELLIGENCE: name it to tame it - saying "I'm frustrated" out loud actually calms me down
EMOTIONAL_INTELLIGENCE: my partner going quiet doesn't mean angry, I've learned to ask instead of assume
EMOTIONAL_INTELLIGENCE: empathy isn't agreeing, it's showing you get why they feel the way they do
EMOTIONAL_INTELLIGENCE: never reply to the angry email while you're angry. I wait till the next morning now
EMOTIONAL_INTELLIGENCE: reading the room - noticed a colleague go quiet after the comment and checked in with
  her after
EMOTIONAL_INTELLIGENCE: regulation tip from the course: when you're triggered, breathe out longer than you
  breathe in
MINDSET_GROWTH: "I'm not good at it YET" has changed how my kid handles maths homework
MINDSET_GROWTH: failure isn't the opposite of success, it's part of it. cheesy but true
MINDSET_GROWTH: stopped seeing criticism as an attack and started treating it as free info
MINDSET_GROWTH: fixed mindset me: I'm just not creative. growth mindset me: I haven't practised enough
MINDSET_GROWTH: comfort zone is nice but nothing grows there, so I signed up for an improv class
MINDSET_GROWTH: apparently the voice calling you a fraud gets louder exactly when you're stretching yourself
HABITS_ROUTINES: habit stacking: after I pour my coffee I do 5 mins of stretching
HABITS_ROUTINES: morning routine: up at 6, glass of water, walk the dog, 20 min reading, no phone till 8
HABITS_ROUTINES: don't break the chain - big X on the wall calendar every day I practise guitar
HABITS_ROUTINES: Atomic Habits book club notes: make it obvious, attractive, easy, satisfying
HABITS_ROUTINES: lost my evening routine when I moved house and everything else fell apart with it
HABITS_ROUTINES: flossed every night for 90 days, tiny habit but I'm weirdly proud

PERSONAL_FINANCE: 50/30/20 budget - does anyone actually manage the 20% savings in this economy?
PERSONAL_FINANCE: paid off my last credit card today!! 8k gone in 18 months
PERSONAL_FINANCE: emergency fund first or overpay the car loan at 7% APR?
PERSONAL_FINANCE: using YNAB and giving every pound a job, first month in ages I haven't gone overdrawn
PERSONAL_FINANCE: spent 300 quid on takeaways last month, deleting deliveroo
PERSONAL_FINANCE: how do you split rent and bills with a partner who earns double?
INVESTING: index funds vs stock picking: over 20 years most fund managers don't beat the S&P 500
INVESTING+TAXES: Indian here - SIP in a Nifty 50 index fund or ELSS for the 80C benefit?
INVESTING: bought the dip and it kept dipping. lesson learned about timing the market
INVESTING: 9% dividend yield looks juicy but the payout ratio is unsustainable
INVESTING: Vanguard global all cap in my stocks and shares ISA, set and forget
INVESTING: crypto is max 5% of my portfolio, I treat it as gambling money
FINANCIAL_LITERACY: compound interest explained: at 7% your money roughly doubles every 10 years, rule of 72
FINANCIAL_LITERACY: nobody taught us at school what APR or a credit score even is
FINANCIAL_LITERACY: inflation means cash in the bank loses buying power every year even though the number
  stays the same
FINANCIAL_LITERACY: what's the actual difference between a debit card and a credit card when it comes to
  purchase protection?
FINANCIAL_LITERACY: webinar notes: net worth = assets minus liabilities, and your car is not really an asset
FINANCIAL_LITERACY: good debt vs bad debt - a mortgage is not the same as buy now pay later for trainers
RETIREMENT_PLANNING: 35 with nothing in a pension, am I screwed?
RETIREMENT_PLANNING: upping my workplace pension contribution to 10%, employer matches up to 5%
RETIREMENT_PLANNING: FIRE folks - how did you work out your number? 25x annual spend?
RETIREMENT_PLANNING: Aussie here, super is sitting at 60k at 30, is salary sacrifice worth it?
RETIREMENT_PLANNING: 401k vs Roth IRA, which do I fund first if my employer match is 4%?
RETIREMENT_PLANNING: dad retires next year and has no clue what his state pension will be
TAXES: self assessment deadline is 31 Jan and I haven't even found my P60
TAXES: freelancers, what expenses can you claim? home office, laptop, phone bill?
TAXES: filed my ITR and got a notice for a mismatch with Form 26AS, panicking
TAXES: tax refund finally came through, 400 bucks back
TAXES: side hustle income on Etsy - do I need to declare it if it's under 1000?
TAXES+INVESTING: capital gains tax on selling shares, is there still an annual allowance?

INTERPERSONAL_RELATIONSHIPS: my best mate's new girlfriend clearly doesn't like me and I don't know why
INTERPERSONAL_RELATIONSHIPS: living with the in-laws for 6 months, how do people in joint families cope
INTERPERSONAL_RELATIONSHIPS: friendships in your 30s are hard, everyone's busy with kids and mortgages
INTERPERSONAL_RELATIONSHIPS: my sister and I haven't really spoken since the wedding
INTERPERSONAL_RELATIONSHIPS: partner and I are long distance for a year, how do you keep feeling close
INTERPERSONAL_RELATIONSHIPS: work friendships - does it get weird when one of you gets promoted over the
  other?
COMMUNICATION_SKILLS: active listening: repeat back what they said before giving your own view
COMMUNICATION_SKILLS: I ramble in meetings. tips for getting to the point?
COMMUNICATION_SKILLS: workshop exercise: "I feel" statements instead of "you always"
COMMUNICATION_SKILLS: how do you say no to extra work without sounding rude?
COMMUNICATION_SKILLS: writing clear emails: bottom line up front, one ask, bullet points
COMMUNICATION_SKILLS: apparently my texts come across as cold, so I'm adding emojis now lol
CONFLICT_RESOLUTION: flatmate keeps leaving dirty dishes, we've argued three times. how do I sort this without
  a blow up
CONFLICT_RESOLUTION: mediation session notes: focus on interests not positions, find what both sides actually
  need
CONFLICT_RESOLUTION: two of my team were fighting over who owns the project so I sat them down together
CONFLICT_RESOLUTION: our rule as a couple: no arguing over text, we talk it out in person
CONFLICT_RESOLUTION: apologised first even though I thought I was right, and we sorted it in 10 mins
CONFLICT_RESOLUTION: neighbour dispute over the fence, went round with a cuppa instead of sending a letter
RELATIONSHIP_BUILDING: networking tip: follow up within 48 hours with something specific from the chat
RELATIONSHIP_BUILDING: moved to a new city and joined a run club to make friends
RELATIONSHIP_BUILDING: small things matter - remembered my colleague's kid's name and she lit up
RELATIONSHIP_BUILDING: how do you build rapport with a new client without being fake
RELATIONSHIP_BUILDING: weekly date night is non-negotiable now, even if it's just takeaway on the sofa
RELATIONSHIP_BUILDING: monthly video call with the uni group keeps us together
FEEDBACK: my manager's feedback was "good work but needs more ownership". what does that even mean
FEEDBACK: SBI model - situation, behaviour, impact. makes giving feedback way less awkward
FEEDBACK: asked my team for anonymous feedback on my leadership. ouch, but useful
FEEDBACK: praise in public, criticise in private
FEEDBACK: the compliment sandwich is dead, people see straight through it
FEEDBACK: tutor's comments on my essay were harsh but right: the argument gets lost in the middle

CREATIVE_PROCESS: I get my best ideas in the shower, never at the desk
CREATIVE_PROCESS: morning pages - 3 pages longhand first thing, clears the junk out of my head
CREATIVE_PROCESS: writer's block is usually just perfectionism in disguise
CREATIVE_PROCESS: the first draft is just you telling yourself the story
CREATIVE_PROCESS: been in a creative rut for months, nothing I make feels good. how do you get out
CREATIVE_PROCESS: constraints help - wrote a song using only three chords and it's my best one
ART_FORMS: is spoken word poetry or performance art? discuss
ART_FORMS: haiku in English never really works, the 5-7-5 syllable thing doesn't translate from Japanese
ART_FORMS: started learning the sitar, Hindustani classical ragas are a whole world
ART_FORMS: documentary vs feature film, which one tells the truth better
ART_FORMS: graphic novels are literature, fight me
ART_FORMS: jazz is basically a conversation, the improvisation is the form
ARTISTIC_TECHNIQUES: watercolour tip: wet on wet for skies, let it dry fully before adding detail
ARTISTIC_TECHNIQUES: rule of thirds in photography - put the horizon on a line, not the middle
ARTISTIC_TECHNIQUES: how do you blend coloured pencils without getting that waxy buildup?
ARTISTIC_TECHNIQUES: chiaroscuro demo in class: strong light from one side, push the shadows darker than you
  think
ARTISTIC_TECHNIQUES: fingerpicking pattern for beginners: thumb on the bass string, then index, middle, ring
ARTISTIC_TECHNIQUES: pottery night: centring the clay on the wheel is 90% of the battle
ART_APPRECIATION: saw the Rothko room at Tate Modern and just stood there for 20 minutes
ART_APPRECIATION: book club: the prose in Beloved is so heavy, I had to put it down between chapters
ART_APPRECIATION: genuine question, why is the Mona Lisa so famous?
ART_APPRECIATION: this cover gives me chills every time, her voice on the bridge
ART_APPRECIATION: gallery tour notes: the impressionists painted outdoors to catch the changing light
ART_APPRECIATION: I don't get modern art, a banana taped to a wall sold for how much?
EXPRESSION: I write poems nobody reads, it's just how I process things
EXPRESSION: dancing round my kitchen is cheaper than therapy
EXPRESSION: posting my drawings online for the first time, terrified
EXPRESSION: singing in the choir lets me say things I can't say out loud
EXPRESSION: I journal in sketches instead of words, some days it's just scribbles
EXPRESSION: found my voice as a writer when I stopped trying to sound like everyone else

TRAVEL_PLANNING: 2 weeks in Japan in April - can someone sanity check my itinerary
TRAVEL_PLANNING: flights booked, now sorting travel insurance and the airport transfer
TRAVEL_PLANNING: I've got a spreadsheet for the trip with bookings, budget per day and confirmation numbers
TRAVEL_PLANNING: Schengen visa appointment from India is 6 weeks out, how early did you apply?
TRAVEL_PLANNING: how far ahead should you book trains in Europe to get the cheap fares
TRAVEL_PLANNING: family holiday with two toddlers, apartment or hotel? need nap time sorted
CULTURAL_EXPERIENCES: homestay in Kerala, auntie taught me to make fish curry with kudampuli
CULTURAL_EXPERIENCES: Diwali in Jaipur was unreal, the whole old city lit up with diyas
CULTURAL_EXPERIENCES: did a tea ceremony in Kyoto, every movement means something
CULTURAL_EXPERIENCES: tipping culture in the US confused me as an Aussie, 20% on everything?
CULTURAL_EXPERIENCES: haggled in a market in Hanoi with hand signals and a calculator, so much fun
CULTURAL_EXPERIENCES: Day of the Dead in Oaxaca - the ofrendas, marigolds, families picnicking at the graves
EXPLORATION_ADVENTURE: solo trekking the Annapurna circuit, Thorong La pass at 5,416m nearly broke me
EXPLORATION_ADVENTURE: first dive on the Great Barrier Reef, saw a turtle and forgot to breathe lol
EXPLORATION_ADVENTURE: wild camping in the Highlands, midges everywhere but the sunrise was worth it
EXPLORATION_ADVENTURE: cycled coast to coast over four days, legs destroyed
EXPLORATION_ADVENTURE: six months backpacking South America with a 40L bag
EXPLORATION_ADVENTURE: off-road in the outback, no signal for 3 days, carried 40 litres of water
DESTINATION_SPECIFIC: Lisbon: stay in Alfama or Príncipe Real? the hills are no joke
DESTINATION_SPECIFIC: Bali - Ubud for the rice terraces and yoga, Canggu if you want surf and cafes
DESTINATION_SPECIFIC: Edinburgh in August is rammed because of the Fringe, book early
DESTINATION_SPECIFIC: first time in New York, is Brooklyn a good base or stay in Manhattan?
DESTINATION_SPECIFIC: Goa in monsoon is quiet, lush and cheap but half the beach shacks are shut
DESTINATION_SPECIFIC: Melbourne laneways for coffee, then the night market on Wednesday
TRAVEL_TIPS: packing cubes changed my life, everything fits in hand luggage
TRAVEL_TIPS: carry-on only for 2 weeks is doable if you bring stuff you can rewear
TRAVEL_TIPS: get a Wise or Revolut card, the bank fees on foreign transactions are a rip off
TRAVEL_TIPS: beating jet lag: switch to local time on the plane and get daylight the first morning
TRAVEL_TIPS: always screenshot your boarding pass, the airport wifi will fail
TRAVEL_TIPS: never change money at the airport kiosk, the rates are terrible

ENVIRONMENTAL_ISSUES: 40C in London, the railway tracks literally buckled
ENVIRONMENTAL_ISSUES: microplastics found in rainwater now, even in remote places
ENVIRONMENTAL_ISSUES: Delhi AQI hit 450 today, kids' schools shut again
ENVIRONMENTAL_ISSUES: the reef had another mass coral bleaching event this summer
ENVIRONMENTAL_ISSUES: our street flooded for the third time in two years, insurance won't cover us
ENVIRONMENTAL_ISSUES: deforestation in the Amazon - cattle ranching is the biggest driver
ECO_FRIENDLY_PRACTICES: composting in a flat - bokashi bin under the sink, no smell so far
ECO_FRIENDLY_PRACTICES: found a refill shop for pasta, rice and washing up liquid, bring your own jars
ECO_FRIENDLY_PRACTICES: reusable nappies week 2, more washing but way less bin
ECO_FRIENDLY_PRACTICES: took my toaster to the repair cafe instead of binning it
ECO_FRIENDLY_PRACTICES: line drying instead of the tumble dryer
ECO_FRIENDLY_PRACTICES: only buying second-hand clothes this year, vinted and charity shops
CONSERVATION_EFFORTS: volunteered for the hedgehog survey, we counted 12 in one night
CONSERVATION_EFFORTS: beach clean this Sunday 9am, gloves and bags provided
CONSERVATION_EFFORTS: rewilding in the Highlands - deer numbers down and native trees coming back
CONSERVATION_EFFORTS: our group planted 500 native saplings along the river
CONSERVATION_EFFORTS: turtle nesting patrol at night, no torches allowed on the beach
CONSERVATION_EFFORTS: council left the verges unmown for bees and now there are wildflowers everywhere
POLICY_ADVOCACY: wrote to my MP about the sewage dumping in our river, got a generic reply
POLICY_ADVOCACY: ULEZ expansion thread - fair on drivers or necessary for clean air?
POLICY_ADVOCACY: climate march on Saturday, meet at the station at 11
POLICY_ADVOCACY: carbon tax vs cap and trade, which actually cuts emissions?
POLICY_ADVOCACY: signed the petition to ban single-use vapes, 100k signatures needed
POLICY_ADVOCACY: COP outcome was weak again, no firm date for phasing out fossil fuels
PERSONAL_IMPACT: calculated my carbon footprint and flights are literally half of it
PERSONAL_IMPACT: going veggie cut my diet's emissions by about a third
PERSONAL_IMPACT: sold the car, cycling everywhere, saving money and CO2
PERSONAL_IMPACT: guilt about flying home to Perth every year to see family
PERSONAL_IMPACT+ECO_FRIENDLY_PRACTICES: got a heat pump fitted, our household gas use went to zero
PERSONAL_IMPACT: tracked my rubbish for a week, shocking how much plastic I chuck
`;
