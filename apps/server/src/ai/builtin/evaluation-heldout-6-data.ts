/**
 * A sixth held-out categorisation set, written by an author who saw neither the categoriser, its vocabulary nor
 * its training data, and scored once, after training batches 10 to 12 were in (and once against the engine before
 * them): 20 per group, every code at least twice, in the voices of twenty readers (a nurse, a sixth-former, a
 * retired engineer, a farmer, a long-haul driver, a pastor...), each about eleven highlights.
 */
export const HELD_OUT_6_DATA = `
TASKS_ACTIONS: before handover — chase bloods for bay 3, restock the dressing trolley, ring pharmacy re Mr K's
  warfarin, and EAT SOMETHING
TASKS_ACTIONS: sat: return library books, email ms okafor about the EPQ draft, buy calc batteries, start the chem
  write up (actually start it)
TASKS_ACTIONS: Jobs for the week: new washer on the outside tap, book the MOT, take the old drill and the paint
  tins to the tip, ring Alan back about the boat.
TASKS_ACTIONS: Action items from Monday standup — Priya owns the pricing page copy, I chase the Razorpay KYC, Tom
  sends the investor update by Thursday EOD.
METHODS_TECHNIQUES: Himself always did the cattle first and the paperwork after dark, never the two mixed. Turns
  out the Americans have a name for it now, time blocking, and a book to sell you about it.
METHODS_TECHNIQUES: 25 on, 5 off, long break after the fourth round. The tomato timer method actually works for
  regression runs, who knew yaar
METHODS_TECHNIQUES: "Whatever you're dreading goes first, before the kettle's boiled. Everything after it is
  downhill." — INSET handout, autumn term
METHODS_TECHNIQUES: Bloke on the podcast said if it takes less than two minutes, do it now, don't write it down.
  Been doing that at every servo stop and the logbook's never been tidier.
TOOLS_RESOURCES: The shared grocery list app is the only reason we haven't run out of diapers at 2am. Both phones,
  live sync, lifesaver.
TOOLS_RESOURCES: Moved my reading notes out of Notion into a dotted A5 notebook and a cheap fountain pen. Slower to
  write, faster to find, somehow.
TOOLS_RESOURCES: Paid for the premium on the to-do app — recurring reminders for the VAT return, the stock count,
  the window change. Worth every penny.
TOOLS_RESOURCES: A six-euro kitchen timer and a whiteboard on the rehearsal room door. That's the whole system.
  Everything else was an app I forgot to open.
MINDSET_HABITS: I don't avoid the spreadsheet because it's hard. I avoid it because nobody will notice it's late
  until next Wednesday.
MINDSET_HABITS: Phone goes in the locker before service. First week I kept patting my apron pocket like an
  ex-smoker.
MINDSET_HABITS: "I'll start Monday" has cost my clients more progress than any injury I've ever worked around.
MINDSET_HABITS: Every time I check the inbox "for a second" I drop the sentence I was carrying in my head, and it
  takes twenty minutes to find it again.
OUTCOMES: Counted it up tonight: four hospital visits, two sermons drafted, one funeral arranged, the roof appeal
  letter posted. Not a wasted week, whatever it felt like on Thursday.
OUTCOMES: Team closed 31 cases this quarter against a target of 25. The number I actually care about is
  re-referrals, and that fell as well.
OUTCOMES: Looked back through the year's notebook: 212 days with at least one thing ticked off. Not bad for a man
  who, according to his son, "does nothing now".
OUTCOMES: We stopped reporting hours logged and started reporting features shipped. The dashboard looks worse, the
  product is better lah.

DEVELOPMENT_CODING: Off-by-one. My loop started at 1, the list started at 0, and that's why my little rota script
  kept skipping Monday. Night-shift coding club strikes again.
DEVELOPMENT_CODING: mr hale: "git commit -m 'fixed it' is not a commit message, it's a confession"
DEVELOPMENT_CODING: Wrote my first Arduino sketch in C this afternoon. Forgot every semicolon — forty years of
  Fortran habits die hard.
DEVELOPMENT_CODING: Ship the boring monolith. Split it into services when you have a scaling problem that isn't
  imaginary. — CTO at a Bangalore meetup
HARDWARE_DEVICES: The rugged tablet survived a fall off the quad into the muck. The iPad before it didn't survive
  one July on the dashboard.
HARDWARE_DEVICES: Always keep one cheap 2GB RAM Android in the test lab. The flagship lies to you, the budget phone
  tells the truth.
HARDWARE_DEVICES: Half the class Chromebooks won't hold charge past lunch. Checked one: battery health 61%. Putting
  in a request, again.
HARDWARE_DEVICES: New dash cam loops onto a 128GB card and goes into parking mode when the engine's off. Best $140
  I've spent on the truck.
DATA_AI: the chatbot sounds exactly as sure of itself when it's wrong as when it's right. that's the part nobody
  warns you about.
DATA_AI: If your training images and your test images came from the same hospital, the model has learned the
  hospital, not the disease. — lecture notes, ML in Medicine wk 4
DATA_AI: The till system now "predicts" what to reorder. It told me to get forty umbrellas in for the hottest week
  of the year.
DATA_AI: The stem-separation model pulled the bass line out of a 1974 bootleg cleaner than I ever could by ear.
  Brilliant and a bit frightening.
CYBERSECURITY: IT bulletin: the "missed parcel" text is the third phishing wave this month. Forward it to 7726,
  don't click it.
CYBERSECURITY: Someone got into the restaurant's reservation account because the password was the restaurant's name
  plus 123. Changed everything, turned on two-factor for the whole team.
CYBERSECURITY: Found out the card reader at the gym was on the same open wifi as the members. Separate network by
  Friday.
CYBERSECURITY: Clients still email me confidential contracts as plain attachments. I now insist on an encrypted
  portal, and two of them have thanked me for it.
TRENDS_INNOVATION: Our church in Ibadan now streams every service, and half the comments come from Houston and
  Manchester. The next ten years of church will look nothing like the last fifty.
TRENDS_INNOVATION: Video first visits were a stopgap in 2020. Now half our initial contacts happen on a screen and
  nobody is seriously talking about going back.
TRENDS_INNOVATION: Face-scanning e-gates everywhere this year, even at little Faro. Give it five years and a human
  checking a passport will look like a lift attendant.
TRENDS_INNOVATION: Every conference this year is about agents, the way every conference in 2014 was about "big
  data". Hype cycles rhyme. Maybe a third of it sticks.

STRATEGY_PLANNING: The trust's five-year plan moves outpatients into community hubs. Lovely slides. Nobody's said
  who is going to staff them.
STRATEGY_PLANNING: nokia didn't die because it was lazy, it died because it was brilliant at the wrong thing — from
  my business studies reading, underlined twice
STRATEGY_PLANNING: We chose to compete on reliability, not price. It took eight years to pay off and then it paid
  off for thirty. — Hamish Rennie, Forty Years on the Shop Floor
STRATEGY_PLANNING: Board takeaway: one customer segment for the next 18 months. Saying no to the hospitals IS the
  strategy.
FINANCE_ACCOUNTING: The accountant says the milk cheque looks grand until you put the meal bill and the
  depreciation on the tractor beside it. Margin's 2c a litre.
FINANCE_ACCOUNTING: Client pays our invoices at 90 days, we pay contractors at 30. That gap is where small firms
  quietly die.
FINANCE_ACCOUNTING: School business manager at staff meeting: we're £40k over on supply cover and it comes straight
  off next year's budget.
FINANCE_ACCOUNTING: Owner-driver tip from the forum: keep the fuel dockets by the week, not by the month, or your
  bookkeeper bills you for sorting the shoebox.
MARKETING_SALES: Every baby brand sells to your fear, not your baby. "Could you forgive yourself if..." is a sales
  pitch, not advice. — Maya Ferreira, The Sleepless Year
MARKETING_SALES: Open day sign-ups tripled when the flyer stopped saying "research seminar" and started saying
  "free pizza and robots".
MARKETING_SALES: People don't buy the candle, they buy the Sunday evening. Put that on the shelf card, not the wax
  blend. — Jo Whitlock, Small Shop, Big Heart
MARKETING_SALES: Sold more records standing beside the merch table after the set than the Instagram ads managed in
  a month.
MANAGEMENT_LEADERSHIP: Line from the new deputy director I'm keeping: "If I have to sign it off, I've designed the
  process wrong."
MANAGEMENT_LEADERSHIP: Chef never raises his voice. He tastes your sauce and hands you back the spoon. Worst and
  best feeling on the line.
MANAGEMENT_LEADERSHIP: Stopped telling my trainers what to do on the floor and started asking what they'd do.
  Nobody's quit since February.
MANAGEMENT_LEADERSHIP: A good project manager soaks up the client's panic instead of passing it down to the
  translators. — Ines Marchand, Lost and Found in Translation
OPERATIONS_LOGISTICS: The food bank finally has a system: tins shelved by date, oldest out first, one volunteer on
  the door log, one on the van.
OPERATIONS_LOGISTICS: Referrals used to land in three different inboxes. Now it's one triage form, one queue, and
  nothing falls down the back of the sofa.
OPERATIONS_LOGISTICS: Read that the big supermarkets keep barely a day or two of stock in store — it all comes in
  overnight from the depots. One lorry strike and the shelves are bare.
OPERATIONS_LOGISTICS: Pickers were walking 14km a shift until we moved the fast movers next to the dock.
  Re-slotting beat every new scanner we bought.

PHYSICAL_HEALTH: Out of breath on the stairs to ward 9. Three years of nights and vending-machine dinners, and my
  body has started sending invoices.
PHYSICAL_HEALTH: walked to school instead of getting the bus for a month and my resting heart rate went from 78 to
  69 (thanks fitbit)
PHYSICAL_HEALTH: Physio's advice at 71: lift something heavy twice a week, it matters more than the daily walk.
  "Your legs are your pension."
PHYSICAL_HEALTH: My grip strength was worse than my dad's. He is 68. I sit at a desk fourteen hours a day.
MENTAL_HEALTH: After the herd went down with TB I didn't get out of bed for a week. The wife found the number for
  the farm helpline and left it on the kettle. Rang it on the Friday. Should have rung on the Monday, and I'm
  telling every lad at the mart the same.
MENTAL_HEALTH: Therapist asked what I'd say to a friend who'd had my week. I would have been so much kinder to him
  than to myself.
MENTAL_HEALTH: Lost my words in front of thirty seven-year-olds and had to leave the room. GP says burnout, not a
  character flaw. Writing that down so I believe it.
MENTAL_HEALTH: Nights alone on the Nullarbor get into your head. The drivers' group chat at 3am is more therapy
  than I'd ever admit to.
WELLNESS_LIFESTYLE: We take shifts — one of us gets six hours straight, the other does the night feeds. Ruthless,
  but it has saved us both.
WELLNESS_LIFESTYLE: Since the laptop stays in the department I've started eating actual dinners at an actual table,
  like a person.
WELLNESS_LIFESTYLE: Closing Mondays now. Takings dipped a bit, but I've the allotment back and I'm nicer to
  customers on a Tuesday.
WELLNESS_LIFESTYLE: The gigging musician's secret: a proper dinner at five, water on stage, not a kebab at 1am and
  three pints.
MEDICAL_SCIENTIFIC: The trial was stopped early because the treatment arm was doing so much better — carrying on
  with the placebo would have been unethical.
MEDICAL_SCIENTIFIC: Doctor on the podcast: antibiotics do nothing for a cold, because a cold is a virus. Thirty
  years I didn't know that.
MEDICAL_SCIENTIFIC: Meta-analysis: creatine plus resistance training helps older adults hold on to muscle, and the
  kidney worry isn't backed by the data in healthy people.
MEDICAL_SCIENTIFIC: mRNA vaccines never enter the nucleus — the message is read and then broken down within days.
  Had to get that sentence exactly right in French for the leaflet.
SPECIFIC_AREAS: Thirty years of standing in a pulpit and my left knee has finally handed in its notice. Worn
  cartilage, says the surgeon.
SPECIFIC_AREAS: Client's blood sugars are better since she moved onto a bus route to the big Tesco. Not a new
  tablet — a bus.
SPECIFIC_AREAS: Since the clot in my left calf in 2019 I'm on a blood thinner and wear compression socks for
  anything over four hours. The leg still swells by evening.
SPECIFIC_AREAS: Eczema flares every time I switch washing powder. Back to the fragrance-free one and the backs of
  my knees have finally calmed down.

CONCEPTS_THEORIES: Cognitive load theory, from the preceptorship day: working memory juggles about four things at
  once, which is why new starters drown on a busy shift.
CONCEPTS_THEORIES: dunning-kruger isn't "stupid people think they're clever" — it's that the skill you need to
  judge your work is the same skill you're missing
CONCEPTS_THEORIES: Chesterton's fence: don't pull a fence down until you know why someone put it up. Wish I'd had
  the name for it in 1985.
CONCEPTS_THEORIES: Goodhart's law, in one line: the moment your team is paid on the number, the number stops
  telling you anything. — from the Long Game podcast
STUDY_MEMORIZATION: Studying for the pesticide certificate at 56. Flashcards in the tractor cab — question on the
  front, answer on the back, a dozen every morning.
STUDY_MEMORIZATION: ISTQB exam on Saturday. Doing past papers under time, not re-reading the syllabus. Re-reading
  only feels like revising.
STUDY_MEMORIZATION: Tell the Year 6s: test yourself before you feel ready. The forgetting is part of how it sticks.
STUDY_MEMORIZATION: Recorded myself reading the chain of responsibility rules and played it back alot across the
  Hay Plain till I could say it word for word. Passed.
SKILLS_DEVELOPMENT: Practiced the swaddle on a teddy bear maybe forty times before I could get both arms tucked.
  The nurse said every dad does this.
SKILLS_DEVELOPMENT: Twenty minutes of pipetting water every morning for a month. My replicates finally agree with
  each other.
SKILLS_DEVELOPMENT: Made myself do the stock sheet in Excel instead of the notebook. Week three, and I can do a
  VLOOKUP without googling it.
RESOURCES_MATERIALS: Best harmony text I've found is the free Open Music Theory site. Clearer than the forty-euro
  textbook I bought in college.
RESOURCES_MATERIALS: The mandatory data module is dry as toast, but the reading list at the end is gold. Saved
  every link.
RESOURCES_MATERIALS: Salt Fat Acid Heat taught me more of the why than two years of culinary school. Buying it for
  every new line cook.
UNDERSTANDING_APPLICATION: Knowing the anatomy of a squat from a textbook means nothing till you watch a client's
  knees cave and you know why.
UNDERSTANDING_APPLICATION: I can recite the rules for the subjunctive. What I'm only now learning is when a native
  speaker simply wouldn't bother with it.
UNDERSTANDING_APPLICATION: Read the passage again and again until I could say what it means for Mrs Adebayo with
  the broken hip, not just for the commentary.
SUBJECT_SPECIFIC: Mary Seacole paid her own way to the Crimea after the War Office turned her down, and ran a hotel
  behind the lines for wounded soldiers.
SUBJECT_SPECIFIC: The Treaty of Tordesillas, 1494, split the New World between Spain and Portugal with a line down
  the Atlantic — which is why Brazil speaks Portuguese.
SUBJECT_SPECIFIC: Median of an even-length list = mean of the two middle values. Kept getting this wrong in the
  interview prep.

SELF_AWARENESS: I get snappy at hour ten, not hour twelve. Now I know, I take my break at nine and the patients get
  the nicer me.
SELF_AWARENESS: i think i only like maths because i'm good at it and i'm scared of being bad at anything else. bit
  of a realisation at 1am
SELF_AWARENESS: Retirement showed me how much of "me" was just the job title. Took a year to find out who was left
  underneath.
SELF_AWARENESS: Noticed I make every big call on Sunday night when I'm at my most anxious. Moving them to Tuesday
  mornings.
GOAL_SETTING_ACHIEVEMENT: Wrote it on the parlour wall: 200 cows by 2027 without taking on another man. We're at
  140.
GOAL_SETTING_ACHIEVEMENT: My goal was "get better at automation". My mentor made me rewrite it as "own the checkout
  test suite by March". Much scarier, much clearer.
GOAL_SETTING_ACHIEVEMENT: Finished the 10k I signed up for in a fit of January madness. Last in my age group and
  I've never been prouder of a medal.
GOAL_SETTING_ACHIEVEMENT: One more year on the road and I want my own rig. Said it out loud to the missus so I
  can't back out now.
EMOTIONAL_INTELLIGENCE: When the toddler screams, name the feeling before you fix anything: "you're mad the banana
  broke." Works on my husband too.
EMOTIONAL_INTELLIGENCE: My supervisor's silences aren't anger, they're him thinking. Took me two years to learn to
  read them.
EMOTIONAL_INTELLIGENCE: Regulars tell you what's wrong by how they say good morning. Mrs Patel's short one means
  her son hasn't rung.
EMOTIONAL_INTELLIGENCE: A decent bandmate can hear from the count-in alone whether the drummer's had a rough day,
  and plays a bit softer.
MINDSET_GROWTH: The bid failed. The lessons-learned note runs to four pages, and honestly I'd rather have those
  four pages than the funding.
MINDSET_GROWTH: Burned the first fifty crème brûlées of my career. Number fifty-one is the one on the menu.
MINDSET_GROWTH: The clients who tell me "I'm not a gym person" become gym people the week they fail a rep and still
  come back on Thursday.
MINDSET_GROWTH: Lost my biggest client in 2022 when they moved everything to machine output. Spent a miserable
  month, then retrained in subtitling and accessibility captions. I'm busier than I've ever been, and the work is
  better. The knock was the making of me.
HABITS_ROUTINES: Morning office: kettle, a psalm, ten minutes' silence, then email. If email goes first, the
  silence never happens.
HABITS_ROUTINES: Shoes off, change out of work clothes, once round the block before I speak to anyone at home. It
  shuts the day.
HABITS_ROUTINES: Even on holiday I'm out at six for a walk before breakfast. That's how I saw Lisbon empty.
HABITS_ROUTINES: Hooked the new habit onto an old one: two push-ups every time the office coffee machine runs.
  Eleven months, no gaps.

PERSONAL_FINANCE: Bank holiday overtime goes straight into the car repair pot. Not touching it. Not touching it.
  Not.
PERSONAL_FINANCE: made a sheet for my saturday job: £74 a week — £20 driving lessons, £30 saved, rest is mine guilt
  free
PERSONAL_FINANCE: Paid off the last of the credit card from the boiler. First month owing nobody anything since
  1979.
PERSONAL_FINANCE: Cut my own salary so the runway lasts, cancelled four subscriptions and moved back in with my
  brother. Rent: zero. Ego: also zero.
INVESTING: Put the inheritance into a global tracker fund instead of buying the neighbour's field. Dad would have
  hated it.
INVESTING: SIP of ₹5,000 on the 5th of every month, market up or down, and I don't open the app. Seven years in,
  it's working.
INVESTING: "Index funds are boring. Boring is the point." — top comment on a r/UKPersonalFinance thread about
  teachers' pensions vs ISAs, saved
INVESTING: Mate lost eight grand on a coin some kid on TikTok was pumping. Only put money in what you can explain
  to your nan.
FINANCIAL_LITERACY: Worked out the kid's college account: $25 a month from birth at 5% comes to about $8,600 at 18,
  and over $3,000 of it is interest. Compounding is wild.
FINANCIAL_LITERACY: APR vs APY finally clicked: one is the headline rate, the other is what you actually earn once
  the compounding's counted.
FINANCIAL_LITERACY: At 4% inflation, the £10,000 in the mattress buys what £8,200 does today after five years.
  Money standing still is going backwards.
FINANCIAL_LITERACY: Your credit score isn't how rich you are, it's how predictably you pay back. Lumpy gig income
  looks risky even when it's good. — Kemi Alabi, Money for Musicians
RETIREMENT_PLANNING: Pension forecast: the final-salary bit looks fine, but I'd need to work till 67 for the full
  state pension. Need to decide about the lump sum.
RETIREMENT_PLANNING: Twenty years on the line and no 401(k), because kitchens never offered one. Opened a Roth IRA
  this week. Late beats never.
RETIREMENT_PLANNING: Freelance PTs: nobody pays into your retirement annuity but you. Set up the debit order the
  day you go out on your own.
RETIREMENT_PLANNING: Her rule: plan what you'll live on, not just what you'll save. She reckons 70% of today's
  income once the mortgage is gone. — my RRSP advisor, Tuesday
TAXES: Gift Aid adds 25p to every pound if the giver pays UK tax — make sure the envelopes are ticked and signed.
TAXES: Marriage allowance: my husband can hand me £1,260 of his unused personal allowance since he's caring full
  time. Worth about £250 a year, and it backdates four years!
TAXES: Age UK lady explained it: the state pension is paid gross, so the tax office takes what's owed on it through
  the code on my works pension.
TAXES: IRAS filing closes 18 April. The freelance dashboard gigs count as trade income, even the $600 one. Keep the
  receipts lah.

INTERPERSONAL_RELATIONSHIPS: He's on days, I'm on nights, we see each other properly on Thursdays. The Thursdays
  are sacred.
INTERPERSONAL_RELATIONSHIPS: me and mum get on so much better since i started telling her the good stuff too, not
  just the drama
INTERPERSONAL_RELATIONSHIPS: Fifty-one years married. The secret, as far as I can tell, is separate sheds.
INTERPERSONAL_RELATIONSHIPS: My co-founder and I are closer than most married couples. That's the problem and also
  the point.
COMMUNICATION_SKILLS: The vet told me: give the bad news first, then the plan. I do the same with the bank manager
  now.
COMMUNICATION_SKILLS: Bug report format — steps, expected, actual — works beautifully on my landlord as well.
COMMUNICATION_SKILLS: Don't ask "how was school?", ask "who did you sit with at lunch?". The specific question gets
  the story.
COMMUNICATION_SKILLS: On the radio to base, say where you are first, then what's wrong. They can't help if they
  don't know which road.
CONFLICT_RESOLUTION: New rule: no arguing after 10pm. Sleep-deprived us are not the people who should be settling
  the Thanksgiving plans.
CONFLICT_RESOLUTION: Two co-authors fighting over first authorship. Supervisor sat them down with the contribution
  list and went line by line. Done in an hour.
CONFLICT_RESOLUTION: Neighbour's vans were blocking my door every morning. Took him a coffee instead of a
  complaint, and the vans moved.
CONFLICT_RESOLUTION: Band rule: setlist rows happen at rehearsal. Never in the van, never on stage, never in the
  group chat.
RELATIONSHIP_BUILDING: New in post, I booked twenty minutes' coffee with every team lead in my first month. Those
  chats have saved me more than any briefing pack.
RELATIONSHIP_BUILDING: Pay your farmers on time and send them a card at Christmas. When there's one case of morels
  left, it's yours.
RELATIONSHIP_BUILDING: Friendships past thirty need a standing fixture. Ours is parkrun on Saturday and coffee
  after, rain or shine. — Sam Doyle, The Friendship Gap
RELATIONSHIP_BUILDING: Moved to Lyon knowing nobody. Joined a choir, and three of the altos are now people I could
  ring at 2am.
FEEDBACK: Asked one of the congregation to tell me honestly what I'd said last Sunday. She couldn't remember. That
  was the feedback.
FEEDBACK: Supervision tip: ask "what would you do differently?" before you tell them what you'd have done
  differently.
FEEDBACK: My granddaughter says my holiday photos are "all wonky, Grandad". Now I switch the grid lines on. The
  young are brutally useful.
FEEDBACK: My manager's method: one thing to keep, one thing to change, said within a day. No compliment sandwich.

CREATIVE_PROCESS: I write my poems in the car park before shift. Ten minutes, no crossing out until Sunday.
CREATIVE_PROCESS: art teacher says do thirty rubbish thumbnails before you're allowed a good one. she's right,
  annoyingly
CREATIVE_PROCESS: Every design I'm proud of started as a sketch on a beer mat I'd have been embarrassed to show
  anyone.
CREATIVE_PROCESS: When I'm stuck it's usually because I'm answering the wrong question, not because the ideas have
  run dry.
ART_FORMS: The haiku is seventeen syllables and a season word. A farmer could write one every morning going out to
  the yard.
ART_FORMS: Graphic novels let silence happen in the gutter between panels, in a way prose can't. Not a kids' medium
  at all.
ART_FORMS: Kathak is a storytelling dance from North India — the ankle bells are part of the percussion. Showed the
  class a clip and they were spellbound.
ART_FORMS: Audio drama is the trucker's cinema. Whole art form I never knew about till I had twelve hours a day to
  fill.
ARTISTIC_TECHNIQUES: Watercolor wet-on-wet: wet the paper first, drop the pigment in and let it bloom. Nap-time
  painting.
ARTISTIC_TECHNIQUES: Two-point perspective: both vanishing points sit on the horizon line, and every vertical stays
  dead vertical.
ARTISTIC_TECHNIQUES: For product photos, bounce the light off a sheet of white card. Never point the flash straight
  at the jar.
ARTISTIC_TECHNIQUES: Take the third out of the left hand and put it up top — spread voicing, the piano player
  called it. The chord opens right up.
ART_APPRECIATION: Sat in the Rothko room for twenty minutes at lunchtime and the red started to move. Went back to
  the office slightly altered.
ART_APPRECIATION: Saw the Caravaggios in San Luigi dei Francesi. Everything dark except the hands and faces — I
  finally get what people mean by light on a plate.
ART_APPRECIATION: Ballet looks effortless because they make it so. Watching it knowing what the calves are doing
  makes it even better.
ART_APPRECIATION: Listen to a Bach fugue twice: once for the tune, once for the voice hiding underneath it. — Ruth
  Adler, How to Listen
EXPRESSION: Some grief I can't preach. So I paint it, badly, and that's rather the point.
EXPRESSION: The lad who won't talk to me drew his house with the front door coloured in black. We talked about the
  door.
EXPRESSION: Started a travel journal at 70, with sketches. My wobbly drawings say more about how I felt than any
  photo.
EXPRESSION: I write songs I'll never release. It's where everything I can't say in standup goes.

TRAVEL_PLANNING: Rota's out, so: Porto 14th-17th, book flights before half-term prices kick in, ask Jen if she'll
  swap the Sunday.
TRAVEL_PLANNING: interrail: 2 weeks, max 7 countries or we'll spend the whole thing on trains. definately book the
  nightjet to vienna EARLY
TRAVEL_PLANNING: Itinerary rule: no more than one travel day in three. Built the whole Norway trip around the
  coastal ferry timetable.
TRAVEL_PLANNING: First holiday in four years: one week, one city, nothing scheduled after 2pm. Flights and a flat
  booked before I could talk myself out of it.
CULTURAL_EXPERIENCES: On the farm visit near Nakuru they gave us tea before a single word about cattle. Business
  waits until the guest has drunk.
CULTURAL_EXPERIENCES: Sat in a public bath in Beppu with three old men who taught me their counting song. No shared
  language, one of the best evenings of my life.
CULTURAL_EXPERIENCES: Diwali in Leicester with my class's families — every doorway lit, and three different mums
  tried to feed me.
CULTURAL_EXPERIENCES: Fuelled up at Yuendumu and got asked to stay for the footy final. Whole community on the
  oval, best Saturday I've had in years.
EXPLORATION_ADVENTURE: Took the baby up Bear Mountain in a carrier. Not Everest, but it's our first summit as a
  family of three.
EXPLORATION_ADVENTURE: Kayaked into a sea cave near Hermanus at low tide and had about twenty minutes to get back
  out. Heart still going.
EXPLORATION_ADVENTURE: Shut the shop for a fortnight and walked the Camino from Sarria. Blisters on blisters and
  I'd go again tomorrow.
EXPLORATION_ADVENTURE: Busked down the Croatian coast in 2009 with a guitar and no return ticket. Slept on a ferry
  deck twice.
DESTINATION_SPECIFIC: Edinburgh's Mary King's Close is a whole 17th-century street buried under the City Chambers.
  You can still walk it.
DESTINATION_SPECIFIC: Oaxaca has its seven moles, and in the Mercado 20 de Noviembre there's a smoky aisle where
  they grill your meat right in front of you.
DESTINATION_SPECIFIC: Lion's Head is about two and a half hours up and back, with chains and ladders near the top.
  Sunrise over Cape Town from up there is unreal.
DESTINATION_SPECIFIC: In Quebec the stop signs say ARRÊT, even though France itself uses STOP. Always makes the
  French visitors laugh.
TRAVEL_TIPS: Pack a clothes-peg. Hotel curtains never quite meet in the middle.
TRAVEL_TIPS: Photograph your passport and your medication labels and email them to yourself before you leave.
TRAVEL_TIPS: Always carry your own pen for the arrival card. The queue to borrow one at Bangkok immigration was
  forty deep.
TRAVEL_TIPS: Download the offline map for the city before you land. My roaming died the minute we got off the plane
  in Istanbul.

ENVIRONMENTAL_ISSUES: The river behind the hospital went brown again after the storm. Raw sewage, and the water
  company calls it a "discharge event".
ENVIRONMENTAL_ISSUES: some study found flying insects down about 75% in german nature reserves since the late 80s.
  the clean windscreen thing is real
ENVIRONMENTAL_ISSUES: The glacier I walked on in 1975 in the Alps has gone. Not shrunk — gone. It's a grey rock
  slope now.
ENVIRONMENTAL_ISSUES: The ocean has soaked up about 90% of the extra heat we've trapped. The air is the small part
  of the story. — The Heat Sink newsletter
ECO_FRIENDLY_PRACTICES: Gutters off the hay shed feed two tanks now. The yard wash hasn't touched mains water since
  May.
ECO_FRIENDLY_PRACTICES: Repair stall near FC Road fixed my headphones for ₹150. Was about to order new ones, so
  glad I didn't.
ECO_FRIENDLY_PRACTICES: Class compost bin is the most popular job on the rota. Banana skins have become currency.
ECO_FRIENDLY_PRACTICES: Took my own flask and lunchbox on every run this year. The cab bin used to be full of
  plastic by Wednesday.
CONSERVATION_EFFORTS: Our town's pollinator project planted milkweed along the creek, and the kids counted sixty
  monarch caterpillars in August.
CONSERVATION_EFFORTS: The beavers released in the Otter catchment built dams that cut the flood peaks downstream —
  roughly a third lower in the study.
CONSERVATION_EFFORTS: Sponsoring a stretch of the chalk stream behind the high street. The trust's replanted the
  banks and the trout are back.
CONSERVATION_EFFORTS: The festival left the back field as meadow — no stages, no mowing — and after three summers
  the orchids came back.
POLICY_ADVOCACY: The consultation on the ban closes Friday. 14,000 responses, most of them one campaign's template
  letter, and they still all get read.
POLICY_ADVOCACY: Signed the petition to make the big grocery chains publish their food waste. Restaurants already
  track ours; why not them?
POLICY_ADVOCACY: Wrote to the ward councillor about the litter traps on the Liesbeek being left full for months.
  Form reply. Writing again, with photos.
POLICY_ADVOCACY: Translating the EU deforestation regulation: importers will have to prove their coffee and cocoa
  didn't come from cleared forest.
PERSONAL_IMPACT: Did my carbon sums: the flights to see my daughter in Perth outweigh the house and the car
  together.
PERSONAL_IMPACT: Swapped the car for an e-bike for home visits under five miles. About a tonne a year less,
  according to the calculator.
PERSONAL_IMPACT: Fly less, stay longer. One long trip instead of four short ones — same adventures, a fraction of
  the footprint.
PERSONAL_IMPACT: Ran my own numbers: beef was the biggest line after the aircon. Now it's a weekend thing, not a
  Tuesday thing.
`;
