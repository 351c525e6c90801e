/**
 * Training examples, tenth batch, by an author who saw no held-out data, the categoriser nor its vocabulary: the hard
 * cases of each group (a note on focus written while coding, a study tip that names an app) and the codes of a group
 * that are easy to confuse, leaning towards Productivity, Learning and Personal Growth. Never used for evaluation.
 */
export const TRAINING_DATA_10 = `
TASKS_ACTIONS: Before Friday: renew the car tax, return the library books, ring Mum about Sunday lunch.
TASKS_ACTIONS: action items from standup — Priya merges the auth PR, Tom chases the vendor for the staging keys, I
  update the ticket and close the old branch.
TASKS_ACTIONS: note to self: book the GP appt, pick up Dad's prescription, cancel the gym trial before it starts
  billing on the 12th
TASKS_ACTIONS: Saturday list - fix the dripping tap, drop the parcel at the post office, transfer rent to Kemi.
TASKS_ACTIONS: Follow-ups from the client call: send the revised quote by Tues, confirm the delivery window, share
  the deck w/ Ana.
TASKS_ACTIONS: still outstanding from last week: passport photos, the warranty form for the fridge, and thanking
  Auntie Grace for the gift
TASKS_ACTIONS: Mon — email landlord re: the damp in the back bedroom, order printer ink, submit the expense claim
  from the Leeds trip.
TASKS_ACTIONS: Before we fly: water-the-plants rota to the neighbour, hold the post, print boarding passes, charge
  the kindle, lock the shed.
TASKS_ACTIONS: Meeting outcome: Jide owns the supplier shortlist, Farah owns the budget sheet, we reconvene on the
  14th.
TASKS_ACTIONS: groceries + pick up dry cleaning + pay the water bill online b4 it goes overdue again
TASKS_ACTIONS: Next steps for the thesis: reformat the references, send chapter 3 to Dr Okafor, book the room for
  the viva.
TASKS_ACTIONS: Weekend jobs: clear the shed, fill in the census form, call the plumber back about his quote.
TASKS_ACTIONS: Reminder to self — renew the domain before the 3rd, swap the expiring certificate, warn the team the
  site might blip on Sunday night.
TASKS_ACTIONS: For Thursday's parents' evening: bring Zara's reading log, ask about the maths set, sign the trip
  slip, find the PE kit.

METHODS_TECHNIQUES: I block 9 to 11 for deep work and put it in the shared calendar so nobody can book over it.
METHODS_TECHNIQUES: 25 on, 5 off — but while debugging I let a session run long if I'm mid-trace. The timer serves
  me, not the other way round.
METHODS_TECHNIQUES: Weekly review, Sunday evening: empty every inbox, look two weeks ahead, pick the three things
  that actually matter.
METHODS_TECHNIQUES: Eating the frog never worked for me. I start with one small easy win, then take on the ugly
  task at 10 when I'm warmed up.
METHODS_TECHNIQUES: "Touch it once. Open the letter, deal with it, file it or bin it. No second handling." — my
  nan, basically inventing GTD in 1974
METHODS_TECHNIQUES: Batch all the calls into one slot after lunch. Flipping between calls and writing was costing
  me half the morning.
METHODS_TECHNIQUES: Four boxes, urgent vs important. Anything that lands bottom-right just gets deleted now, no
  guilt.
METHODS_TECHNIQUES: Theme days changed my freelance life. Mondays are admin and invoices, Tuesdays and Thursdays
  are client writing, Wednesdays are calls, Fridays are for pitching. When someone asks for a call on a Tuesday I
  offer Wednesday, and almost nobody minds. The week stopped feeling like confetti.
METHODS_TECHNIQUES: Capture everything in one place first, decide later. Don't try to sort while you're collecting.
  — David, from the GTD workshop at work
METHODS_TECHNIQUES: Time-box the research: 45 minutes, then write with whatever I've got. Otherwise I'd read
  forever and call it work.
METHODS_TECHNIQUES: Work backwards from the deadline. Report due the 30th means draft by the 23rd, outline by the
  16th, sources by the 9th.
METHODS_TECHNIQUES: The 1-3-5 rule: one big thing, three medium, five small. Anything beyond that on a day's list
  is wishful thinking.
METHODS_TECHNIQUES: On twelve-hour shifts I schedule the break first and fit the charting around it, or the break
  simply never happens. — ICU nurse on a podcast about time
METHODS_TECHNIQUES: End-of-day shutdown: check tomorrow's calendar, write the first task on a sticky note, close
  every tab, say "done" out loud.

TOOLS_RESOURCES: Moved my whole to-do system from Notion to a paper notebook and one pen. Fewer features, more
  getting done.
TOOLS_RESOURCES: The bullet journal index page is the only reason I can find anything I wrote down in March.
TOOLS_RESOURCES: Todoist's natural-language dates are the killer feature. Type "every other Thursday" and it just
  knows.
TOOLS_RESOURCES: A £4 kitchen timer beats every focus app I've paid for, mainly because you can't scroll on a
  kitchen timer.
TOOLS_RESOURCES: A shared Trello board for the house — bins, bills, vet, boiler service — has ended the "I thought
  YOU did it" rows.
TOOLS_RESOURCES: Tip from r/productivity that changed my mornings: a whiteboard by the front door for anything that
  has to leave the house with you.
TOOLS_RESOURCES: Set up a keyboard shortcut that drops any stray thought into my inbox note without leaving the
  editor. Game changer.
TOOLS_RESOURCES: Obsidian daily notes plus one template. That's the entire system. I've stopped shopping for apps.
TOOLS_RESOURCES: Index cards in my back pocket, one per day — still the best capture tool I've found, and I work in
  software.
TOOLS_RESOURCES: The Forest app grows a little tree while your phone is left alone. My nephew has a whole orchard
  from his revision season.
TOOLS_RESOURCES: The "find a time" button in Google Calendar saved me about a dozen emails setting up the quarterly
  review.
TOOLS_RESOURCES: A plain text file called todo.txt, synced through Dropbox, has outlived four fancier apps on my
  phone.
TOOLS_RESOURCES: The Leuchtturm with numbered pages is worth the extra fiver — meeting notes you can actually find
  again.
TOOLS_RESOURCES: Zapier now turns every starred email into a card on my board. Inbox zero, by robot.

MINDSET_HABITS: Every time a build takes forty seconds I open Twitter, and every time I come back I've forgotten
  what I was testing.
MINDSET_HABITS: I don't lack time. I lack the willingness to be bored for the first ten minutes of a hard task.
MINDSET_HABITS: Putting things off is rarely laziness; more often it's fear of doing the thing badly. From a
  newsletter I keep rereading.
MINDSET_HABITS: Tidied my desk, answered three emails, reorganised my folders. Avoided the proposal for a solid two
  hours.
MINDSET_HABITS: discipline is just remembering what you want when the couch is being very persuasive
MINDSET_HABITS: The phone in another room is worth more than any willpower I've got. — Chidi, 3rd year med student,
  Enugu
MINDSET_HABITS: "Busy is a kind of hiding." Underlined in a library copy; someone else had underlined it first.
MINDSET_HABITS: Pattern I've spotted while working on the data pipeline: when I'm stuck on a query I keep getting
  up for snacks, refilling water, checking the post. When I'm in flow I forget to eat. The kitchen trips are the
  tell. Today was a six-trip day, which says plenty.
MINDSET_HABITS: Opened the spreadsheet at 9, checked the cricket score at 9:04. Who am I kidding.
MINDSET_HABITS: The urge to get going tends to show up after you've started, not before. Just open the file.
MINDSET_HABITS: Answering Slack the second it pings makes me look responsive and means nothing real gets done all
  day.
MINDSET_HABITS: I keep telling myself I work better under pressure. I don't. I just work at all under pressure.
MINDSET_HABITS: The notifications aren't really the problem. They're just where I run to when the actual work feels
  too big.
MINDSET_HABITS: Hard stop on YouTube "research". It is never research by the third video.

OUTCOMES: This week: four chapters edited, two client calls, zero new pages written. The editing crowds out the
  writing.
OUTCOMES: Shipped three features this sprint and closed 19 tickets, but the one that actually mattered slipped
  again.
OUTCOMES: Counted honestly: 22 hours of real focused work out of 45 in the office. The rest was meetings and admin.
OUTCOMES: I stopped judging my days by hours logged and started counting things that left my desk finished.
OUTCOMES: End-of-month tally: 11 pieces filed, 3 spiked, 1 picked up by a national. Not bad for a freelancer in
  Bristol.
OUTCOMES: My output went up the month I measured finished drafts instead of words per day. Words are cheap; done is
  done.
OUTCOMES: Yesterday's done list ended up longer than the to-do list was that morning. Weird feeling. Good feeling.
OUTCOMES: My own Q3 recap: cleared the backlog of 40 review requests, and my average turnaround dropped from six
  days to two.
OUTCOMES: a good day for me = 1 hard thing finished, not 30 small things touched. going to start logging it that
  way
OUTCOMES: Tracked it for a month: the afternoons I worked from the library produced roughly twice the pages of the
  afternoons at home.
OUTCOMES: Result of the no-meeting Wednesday trial: every single person on the team finished at least one overdue
  deliverable.
OUTCOMES: looked back thru my 2023 calendar. 300+ meetings, and I can name maybe six things that actualy came out
  of them
OUTCOMES: Renovation scorecard at the end of the summer: kitchen done, bathroom half done, garden untouched. Two
  out of three-ish.
OUTCOMES: Revenue lags by months, so for my own work I track proposals sent per week. That number tells me if I had
  a good week. — Nnamdi, consultant, Lagos

CONCEPTS_THEORIES: Chesterton's fence: don't pull a fence down until you know why someone put it up. Applies to
  legacy code as much as to laws.
CONCEPTS_THEORIES: Goodhart's law, as my stats lecturer put it: the moment a number becomes a target, people start
  farming the number.
CONCEPTS_THEORIES: Survivorship bias — they studied the bombers that came back and nearly armoured the wrong
  places.
CONCEPTS_THEORIES: Vygotsky's zone of proximal development is the gap between what a child can do alone and what
  they can do with a nudge.
CONCEPTS_THEORIES: The Lindy effect: a book that's been in print for fifty years will probably stay in print for
  another fifty.
CONCEPTS_THEORIES: The map is not the territory. Every model leaves something out, and the thing it leaves out is
  usually where you get hurt.
CONCEPTS_THEORIES: Second-order thinking means asking "and then what?" Cap rents and tenants win today. And then
  what happens to supply?
CONCEPTS_THEORIES: cognitive dissonance = the discomfort of holding two beliefs that clash. we'll bend the facts to
  make it stop
CONCEPTS_THEORIES: The Overton window — the range of ideas a society treats as sayable — moves, and sometimes it is
  moved on purpose.
CONCEPTS_THEORIES: Emergence: no single ant knows the plan, yet the colony builds ventilated cities. From a podcast
  on complexity science.
CONCEPTS_THEORIES: Tacit knowledge is the stuff you know but can't write down — why a recipe never quite makes your
  gran's stew.

STUDY_MEMORIZATION: Anki every morning on the bus — twenty cards, no more. By finals I had three thousand drug
  names in my head.
STUDY_MEMORIZATION: Past papers, past papers, past papers. The examiners reuse the same six question shapes every
  year.
STUDY_MEMORIZATION: Memory palace for the Tudors: Henry VIII is in my bathtub, Elizabeth is guarding the stairs,
  Mary is in the airing cupboard.
STUDY_MEMORIZATION: Close the book and write everything you can remember on a blank page. Then open it and mark the
  gaps in red.
STUDY_MEMORIZATION: revision timetable for mocks: bio mon/thu, chem tue/fri, physics wed. sat is past papers only,
  sun off
STUDY_MEMORIZATION: Spacing the reviews — day 1, day 3, day 7, day 21 — beat cramming for me every single time.
STUDY_MEMORIZATION: Highlighting feels like studying and isn't. Testing yourself feels horrible and is. — pinned
  post on r/GetStudying
STUDY_MEMORIZATION: Second-year nursing, and what finally works for pharmacology: I record myself reading the drug
  cards aloud, then play them back while I cook and on the walk to placement. By the third listen I'm saying the
  side effects before my own voice does. Weird, but it sticks better than rereading ever did.
STUDY_MEMORIZATION: Quizlet set for the Spanish vocab on 'learn' mode, done on the DART into Dublin every morning.
  40 words a week.
STUDY_MEMORIZATION: Bar exam advice from a friend who passed first time: write the rule statements out by hand
  until you can do them half asleep.
STUDY_MEMORIZATION: The study group only works on the nights we quiz each other. The nights we "go through the
  notes" are a waste.
STUDY_MEMORIZATION: Night before the exam: go to bed. You'll recall more after seven hours' kip than after seven
  more pages.

SKILLS_DEVELOPMENT: Learning to touch-type at 41: for two weeks I was slower than hunt-and-peck. By week five I was
  faster than ever.
SKILLS_DEVELOPMENT: Proper practice means working on the bit you're bad at, not replaying the bit you already
  nailed.
SKILLS_DEVELOPMENT: I've made forty loaves this year. The first ten were bricks. Repetition has been the only
  teacher that worked.
SKILLS_DEVELOPMENT: A coding kata every morning — same little problem, different approach each day — and now my
  fingers know the patterns.
SKILLS_DEVELOPMENT: Passed my driving test on the third go. What changed wasn't more theory, it was thirty hours
  going round roundabouts.
SKILLS_DEVELOPMENT: "Get the reps in on easy positions before you try the hard ones." My chess coach in Chennai,
  every single lesson.
SKILLS_DEVELOPMENT: Learning to weld: my first beads looked like chewed gum. The instructor said do another
  hundred, then we'll talk.
SKILLS_DEVELOPMENT: Shadowing native speakers out loud for 15 minutes a day did more for my French accent than two
  years of evening classes.
SKILLS_DEVELOPMENT: Record yourself, watch it back, fix one thing, record again. That loop is how I got my serve to
  stop double faulting.
SKILLS_DEVELOPMENT: My knife skills are rubbish because I only ever chop when I'm hungry and rushing. Doing a whole
  bag of onions on Sunday.
SKILLS_DEVELOPMENT: The plateau after the beginner gains is where most people give up the guitar. Slower, cleaner
  reps got me through it.
SKILLS_DEVELOPMENT: It took six practice pillowcases to sew one straight seam. Now the machine feels like an
  extension of my hands.

UNDERSTANDING_APPLICATION: I could recite the compound interest formula for years before I actually used it to
  compare two loans. That was the day I understood it.
UNDERSTANDING_APPLICATION: Mr Adeyemi's test: explain it to your little sister without the textbook words. If you
  can't, you've only learnt the words.
UNDERSTANDING_APPLICATION: Read the chapter on anchoring on the Sunday, used it at the car dealership on the
  Monday. Came away £900 better off.
UNDERSTANDING_APPLICATION: Did a stats module last year; only grasped p-values when I had to decide whether our A/B
  test meant anything at all.
UNDERSTANDING_APPLICATION: Knowing the rule for apostrophes is one thing. Spotting the mistake in your own draft at
  2am is another.
UNDERSTANDING_APPLICATION: The real test of a workshop is whether you do anything differently on Monday. Pages of
  notes don't count.
UNDERSTANDING_APPLICATION: Recursion finally made sense when I had to walk a folder tree at work, not when I read
  the chapter on it.
UNDERSTANDING_APPLICATION: Fifteen years teaching maths in Soweto and the thing that still gets me: a learner can
  solve every fraction problem in the textbook, full marks, and then freeze when I ask her to share three pizzas
  between five friends. Knowing the procedure isn't the same as knowing what it's for. That gap is my real job.
UNDERSTANDING_APPLICATION: After the first aid course I made myself run through the steps in the car park. Knowing
  isn't the same as being able to do it.
UNDERSTANDING_APPLICATION: My margin notes aren't summaries any more. They're "where would I actually use this?"
UNDERSTANDING_APPLICATION: You understand something when you can predict what happens if you change one thing about
  it.
UNDERSTANDING_APPLICATION: Learnt about sunk costs in first-year econ, then sat through a terrible three-hour film
  because I'd paid for the ticket. Lol.

RESOURCES_MATERIALS: 3Blue1Brown's linear algebra series did in three hours what a whole semester of lectures
  couldn't.
RESOURCES_MATERIALS: The Khan Academy videos on chemical equilibrium are the best free thing I've found for A-level
  chem.
RESOURCES_MATERIALS: Book rec from the staffroom: "Make It Stick". Short, evidence-based, and every teacher should
  have a copy.
RESOURCES_MATERIALS: The MIT OpenCourseWare algorithms course — the lecture notes alone are worth more than the
  bootcamp I paid for.
RESOURCES_MATERIALS: Found an old Penguin edition of the Greek myths in a charity shop. Far better introductions
  than the glossy new one.
RESOURCES_MATERIALS: If you're learning Korean, the Talk To Me In Korean grammar books are worth every won.
RESOURCES_MATERIALS: Check your library card: ours gives free access to LinkedIn Learning and a whole database of
  language courses.
RESOURCES_MATERIALS: The free OpenLearn units from the Open University are so underrated — short, properly written,
  and no sign-up nagging.
RESOURCES_MATERIALS: The best introduction to statistics I've read is still the one with cartoons. Not ashamed.
RESOURCES_MATERIALS: The CrashCourse world history playlist got my lad through GCSE history. Free, and funny enough
  that he watched it willingly.
RESOURCES_MATERIALS: A good textbook has worked examples AND exercises with answers at the back. This one has
  neither, so it's going back.

SUBJECT_SPECIFIC: The Peace of Westphalia in 1648 is where the idea of the sovereign state gets its textbook start.
SUBJECT_SPECIFIC: The oxygen from photosynthesis comes from splitting water, not from the CO2. Never knew that
  until my daughter's homework.
SUBJECT_SPECIFIC: A semicolon joins two full sentences that are closely related; it is not a fancy comma.
SUBJECT_SPECIFIC: The angles of a triangle only add up to 180 on a flat surface. Draw one on a globe and they add
  up to more.
SUBJECT_SPECIFIC: Mitochondria carry their own little loop of DNA, and you inherit it only from your mother.
SUBJECT_SPECIFIC: In German subordinate clauses the verb goes to the end: "weil ich müde bin", not "weil ich bin
  müde".
SUBJECT_SPECIFIC: Nigeria's amalgamation was 1914, under Lugard. Our history teacher in Ibadan made us chant it.
SUBJECT_SPECIFIC: Sound travels at about 343 m/s in air at 20°C — faster in water, faster again in steel.
SUBJECT_SPECIFIC: 1 isn't a prime number, because if it were, factorising into primes would stop being unique.
SUBJECT_SPECIFIC: chem note: ionic bonds = electrons transferred, covalent = electrons shared. metallic = sea of
  electrons
SUBJECT_SPECIFIC: The Corn Laws were repealed in 1846, and it split Peel's Conservatives for a generation.
SUBJECT_SPECIFIC: Wegener proposed continental drift in 1912 but plate tectonics wasn't accepted until the 1960s,
  when seafloor spreading was found.

SELF_AWARENESS: I realised I volunteer for everything at work because I'm scared of being seen as not needed.
SELF_AWARENESS: My journal has the same complaint every January. It isn't the job. It's me in winter.
SELF_AWARENESS: Turns out I'm not an introvert. I'm just tired around people I feel I have to perform for.
SELF_AWARENESS: I say "it's fine" when I mean "I'm hurt and don't know how to say it". Writing it here so I catch
  myself next time.
SELF_AWARENESS: The things that irritate me most in other people are mostly things I'm quietly ashamed of doing
  myself.
SELF_AWARENESS: Someone asked me what I value and I listed what my parents value. Need to sit with that one.
SELF_AWARENESS: I'm at my worst not when I'm busy but when I'm bored. Good to finally know that at 38.
SELF_AWARENESS: "You keep describing your life in terms of what you should want." — my therapist, Tuesday. Still
  chewing on it.
SELF_AWARENESS: I catch myself rehearsing arguments in the shower that I'll never have, and winning every one of
  them.
SELF_AWARENESS: Did the exercise from the book where you ask five friends for three words that describe you. Nobody
  said "ambitious", which I'd honestly thought was my whole personality. Three of them said "loyal" and two said
  "funny". I've been building my life around a trait nobody else even notices.
SELF_AWARENESS: i spend money when i'm lonely. saw it in the bank statement months before i saw it in myself
SELF_AWARENESS: Went back over a month of good and bad days. Almost every bad one followed an evening where I'd
  said yes to something I didn't want.
SELF_AWARENESS: I am a lot more competitive than I let on. Losing at padel to my brother-in-law proved it beyond
  doubt.
SELF_AWARENESS: I always thought I was the calm one in my family. My kids' impressions of me say otherwise, and
  kids don't lie.

EMOTIONAL_INTELLIGENCE: Saying "I'm anxious about the review" out loud takes the sting out faster than pretending
  I'm fine.
EMOTIONAL_INTELLIGENCE: When my manager goes quiet it isn't anger, it's overwhelm. I've learned to offer to take
  something off her plate.
EMOTIONAL_INTELLIGENCE: Before replying to an email that stings, wait one full night's sleep. The anger is
  information, not instructions.
EMOTIONAL_INTELLIGENCE: Empathy isn't agreeing. It's saying back what they feel so accurately that they nod.
EMOTIONAL_INTELLIGENCE: My daughter slams doors when she's embarrassed, not when she's angry. Took me years to read
  that.
EMOTIONAL_INTELLIGENCE: The gap between the trigger and my reaction is small, but I'm finding it can be widened
  with practice.
EMOTIONAL_INTELLIGENCE: Frustration is usually a blocked goal. Find the goal and the frustration starts to make
  sense.
EMOTIONAL_INTELLIGENCE: The supplier on the call wasn't being rude, he was frightened. His company was about to
  lose our account and his job probably went with it. The moment I heard the fear under the sharpness I stopped
  defending myself and started asking what he needed. Call ended with a plan instead of a threat.
EMOTIONAL_INTELLIGENCE: The silence after my joke in the Singapore office meant I'd misjudged the mood, not that it
  was late in the day.
EMOTIONAL_INTELLIGENCE: The jealousy at my friend's promotion passed once I admitted it to myself. Sent her flowers
  anyway, and meant it.
EMOTIONAL_INTELLIGENCE: Some people walk into a panicking room and somehow turn the temperature down. I want to be
  that person in a crisis, not the one adding fuel.
EMOTIONAL_INTELLIGENCE: Anger is often sitting on top of hurt. Ask about the hurt.
EMOTIONAL_INTELLIGENCE: Telling the team "I'm frustrated, and it's not at any of you" changed the mood of the whole
  sprint.
EMOTIONAL_INTELLIGENCE: kids don't need you to fix the feeling, they need you to stay in the room with it. — health
  visitor, said almost in passing

MINDSET_GROWTH: Failed the ACCA audit paper twice. Cried in the car park both times. Passed on the third attempt
  with the highest mark in my cohort, and I'm convinced the two fails were the real studying — each one showed me
  exactly where my thinking was lazy. Stopped seeing a fail as a sentence and started seeing it as a map.
MINDSET_GROWTH: "Not yet" is the most useful phrase I've taught my Year 4s this year.
MINDSET_GROWTH: Rejected by 47 literary agents. Number 48 said yes. Somewhere around number 20 I stopped treating a
  no as a verdict.
MINDSET_GROWTH: The business folded in 2019. I learnt more from the wreckage than I did from the whole MBA.
MINDSET_GROWTH: Effort isn't proof you're bad at something. It's the price of getting good at it.
MINDSET_GROWTH: Spent 30 years saying I'm "not a maths person". Turns out I was a "never been taught patiently"
  person.
MINDSET_GROWTH: Bouncing back is the wrong image. It's more like bending without snapping, then straightening
  slowly over months.
MINDSET_GROWTH: After the redundancy I gave myself one week to sulk, then treated the job hunt like a job.
MINDSET_GROWTH: "A bad gig isn't a bad musician. It's a bad gig." — my old bandleader in Cork, after a truly awful
  wedding set
MINDSET_GROWTH: Every expert you admire was once embarrassingly bad in public. Go and be bad in public for a while.
MINDSET_GROWTH: I keep a 'fail file' next to my wins folder. Rereading it, every single entry taught me something
  the wins didn't.
MINDSET_GROWTH: Criticism stung a lot less once I stopped treating my ability as a fixed amount I had to defend.
MINDSET_GROWTH: Ran my second marathon a year after tearing my knee. Slower than the first, and it meant ten times
  more.
MINDSET_GROWTH: Setbacks are information. Annoying, expensive information, but information.

GOAL_SETTING_ACHIEVEMENT: Goal for 2025, written down so it's real: take six months off work to finish the novel.
  Working back, that means £600 set aside every month from February, a finished outline by Easter, and handing in
  my notice in October. Scary on paper. Less scary now it has steps.
GOAL_SETTING_ACHIEVEMENT: Write the goal as something you control: "send five pitches a week", not "get published".
GOAL_SETTING_ACHIEVEMENT: Ticked off the last item on my 30-before-30 list last night: swim in the sea in winter.
  Brrr. Done.
GOAL_SETTING_ACHIEVEMENT: A big goal needs a first step small enough to do today, or it's just a daydream with a
  date on it.
GOAL_SETTING_ACHIEVEMENT: Said I'd run 5k without stopping before my 50th. Did it three weeks early, in the rain,
  on the Durban beachfront.
GOAL_SETTING_ACHIEVEMENT: Three goals max per year, written on the inside of my wardrobe door where I see them
  every morning.
GOAL_SETTING_ACHIEVEMENT: Quarterly check-in with myself: on track for HSK 3, behind on the house deposit, quietly
  dropped the ukulele. Fair.
GOAL_SETTING_ACHIEVEMENT: The goal isn't the promotion. It's becoming the kind of engineer who'd deserve it. Aim at
  that instead.
GOAL_SETTING_ACHIEVEMENT: Stop setting goals on January 1st. Set them when you're actually ready — mine was a rainy
  Tuesday in June.
GOAL_SETTING_ACHIEVEMENT: Wrote "deposit by 35" on a Post-it. Under it, the three things I'll do this month to move
  towards it. Way better than a vague wish.
GOAL_SETTING_ACHIEVEMENT: Achieved: my first solo exhibition. Next goal: sell one piece to a complete stranger, not
  a cousin.
GOAL_SETTING_ACHIEVEMENT: Deadlines on personal goals should be tight enough to bite and loose enough that one bad
  week doesn't kill the whole thing.
GOAL_SETTING_ACHIEVEMENT: PhD milestones I've set myself: data by March, full draft by August, defend before I turn
  30.
GOAL_SETTING_ACHIEVEMENT: Tell one person about your goal, not everyone. You get the accountability without the
  applause that makes it feel already done.

HABITS_ROUTINES: After I pour the coffee, I do five push-ups. Stacking works if the anchor is something you never
  skip.
HABITS_ROUTINES: Mornings: bed made, glass of water, ten minutes of reading, no phone until I'm dressed.
HABITS_ROUTINES: 212-day Duolingo streak. Not fluent, but I haven't missed a day, and that's become its own kind of
  win.
HABITS_ROUTINES: Never miss twice. Once is an accident; twice is the start of a new, worse habit.
HABITS_ROUTINES: Journaling only stuck when I cut it to three lines, same time every night, same chair.
HABITS_ROUTINES: Laid my gym kit out the night before for thirty days straight. Now I don't even think about it.
HABITS_ROUTINES: Sunday reset: laundry, batch cook, clean the bathroom, change the sheets. It stops Monday from
  eating me alive.
HABITS_ROUTINES: Every time I floss I'm quietly proving I'm someone who looks after himself. Tiny, dull,
  cumulative.
HABITS_ROUTINES: Swapped the evening scroll for the crossword. Took about three weeks before my hand stopped
  reaching for the phone.
HABITS_ROUTINES: My dad has walked to the newsagent at 7am every day since 1986. Same route, same paper, same chat
  with whoever's behind the counter, rain or shine, through two hip ops. He says the walk isn't for the paper. I
  think it's half the reason he's still sharp at 80.
HABITS_ROUTINES: Make the good habit obvious and the bad one a hassle: the biscuits live in the garage now.
HABITS_ROUTINES: Evening wind-down: dishes done, lunchbox packed, kettle filled for the morning. Small things that
  make tomorrow kinder.
HABITS_ROUTINES: Habit tracker on the fridge, just four boxes a day. Crossing them off is childishly satisfying.
HABITS_ROUTINES: Missed a fortnight of morning pages while Mum was in hospital. Picked them back up yesterday like
  I'd never stopped.

DEVELOPMENT_CODING: Write the failing test first. If you can't write it, you don't know yet what the code is
  supposed to do.
DEVELOPMENT_CODING: Comments should say why. The code already says what.
DEVELOPMENT_CODING: git bisect found the commit that broke the payment flow in eight steps. Should have reached for
  it two days earlier.
DEVELOPMENT_CODING: Use boring tech for the stuff that pays the bills. Save the shiny new framework for the side
  project.
DEVELOPMENT_CODING: naming things is hard bc naming things means deciding what they actually are
DEVELOPMENT_CODING: A PR with 2,000 changed lines gets "LGTM". A PR with 20 gets a real review.
DEVELOPMENT_CODING: The borrow checker is infuriating right up until the day it stops you shipping a data race to
  production.
DEVELOPMENT_CODING: Don't catch exceptions you can't handle. Let them bubble up to something that can.
DEVELOPMENT_CODING: Spent a week rewriting the database layer because I was sure that was the slow bit. Then I
  finally ran the profiler: our Python service was spending 40% of its time serialising JSON. Swapped the library,
  done in an afternoon. Profile before you optimise. Always. Tattoo it somewhere.
DEVELOPMENT_CODING: Feature flags let us merge half-finished work without scaring anyone. Just remember to actually
  delete them afterwards.

HARDWARE_DEVICES: The new MacBook lasts a full day of compiling on battery. Haven't carried the charger in months.
HARDWARE_DEVICES: Bought a refurbished ThinkPad for my mum. Keyboard is brilliant, fan is loud, she loves it.
HARDWARE_DEVICES: USB-C everything now, except the one cable you actually need at 11pm.
HARDWARE_DEVICES: Mechanical keyboard with brown switches: quiet enough for open plan, clicky enough for me.
HARDWARE_DEVICES: My phone battery swelled after three years and the back popped off on a jeepney in Manila.
  Replace them before that happens.
HARDWARE_DEVICES: A Raspberry Pi 4 runs our whole home media server off about five watts.
HARDWARE_DEVICES: E-ink tablets are lovely for reading PDFs and hopeless for anything with colour charts.
HARDWARE_DEVICES: The office printer only jams when it senses you're in a hurry. Confirmed by science (mine).
HARDWARE_DEVICES: Went from 8 to 16GB of RAM and the laptop stopped sounding like a hairdryer every time I'm on
  Zoom.
HARDWARE_DEVICES: Bought cheap earbuds three times in a year. Should have bought the decent pair once.

DATA_AI: The fraud model was 98% accurate because 98% of transactions weren't fraud. Completely useless.
DATA_AI: Garbage in, garbage out still holds. The garbage just comes out more fluently now.
DATA_AI: three weeks cleaning the data, two days training the model. apparantly that ratio is normal lol
DATA_AI: These chatbots don't know things, they predict plausible text. Check every citation it hands you.
DATA_AI: A dashboard nobody opens is just a very expensive screensaver.
DATA_AI: Overfitting is the model memorising the training set, like a student who only revised last year's paper
  and froze on anything new.
DATA_AI: On our churn problem, good feature engineering beat the fancy architecture by a mile.
DATA_AI: Always plot the data before you model it. Our "trend" turned out to be one sensor that had fallen off the
  wall.
DATA_AI: Used ChatGPT to draft the SQL for the quarterly numbers. 80% right, and the other 20% would have lost us a
  client.
DATA_AI: Bias in the training data becomes bias in the decisions — just faster, and with a nicer interface.

CYBERSECURITY: Turned on two-factor everywhere after my cousin's WhatsApp got hijacked by the "send me the
  six-digit code" trick.
CYBERSECURITY: The phishing email used our CEO's real name and Friday-afternoon urgency. Three people clicked.
CYBERSECURITY: Password manager plus a unique password for everything. Not exciting. It's just the seatbelt.
CYBERSECURITY: The ransomware that hit the council used a hole that was patched in March. Updates aren't optional.
CYBERSECURITY: Never plug in a USB stick you found in the car park. Yes, our red team tried it. Yes, it still works
  on real staff.
CYBERSECURITY: My mum nearly lost her savings to a call from "the bank's fraud team" who knew her name, her branch
  and her last transaction. Family rule now: if the bank rings you, hang up, wait five minutes, and call the number
  printed on the back of your card from a different phone. Every time, no exceptions.
CYBERSECURITY: Least privilege: the intern does not need admin rights on the production database.
CYBERSECURITY: Our pen test found the guest Wi-Fi password written on the reception whiteboard. Also the admin one.
CYBERSECURITY: Backups you've never tried restoring from are just hopes.
CYBERSECURITY: SIM-swapping is why text-message codes are the weakest kind of 2FA. Use an authenticator app.

TRENDS_INNOVATION: Every company is "AI-first" now, the same way every company was "mobile-first" in 2012.
TRENDS_INNOVATION: Mobile money in Kenya skipped the bank branch entirely. M-Pesa makes it look obvious in
  hindsight.
TRENDS_INNOVATION: Foldables are where smartphones were in 2007: clunky, pricey, and probably the future.
TRENDS_INNOVATION: The hype cycle is real: inflated expectations, the trough, then quietly useful five years later.
TRENDS_INNOVATION: Satellite internet has changed what "remote work" means for my cousins on the station outside
  Broken Hill.
TRENDS_INNOVATION: New tech usually shows up looking like a toy. People laughed at the early web too.
TRENDS_INNOVATION: Useful quantum computing has been "five years away" for about fifteen years now.
TRENDS_INNOVATION: Smart glasses flopped a decade ago. The next wave wins or loses on whether they look like normal
  glasses.
TRENDS_INNOVATION: Open-weight models are catching up with the big labs far faster than anyone predicted last year.
TRENDS_INNOVATION: The innovations that change everything are often boring: the shipping container, the barcode,
  the humble API.

STRATEGY_PLANNING: We dropped two product lines and grew faster. Choosing what not to do turned out to be the whole
  strategy.
STRATEGY_PLANNING: If every competitor can copy it in six months, it's a feature, not a moat.
STRATEGY_PLANNING: Offsite notes: the three-year plan assumes Ghana and Côte d'Ivoire before Kenya — revisit that
  assumption in Q2.
STRATEGY_PLANNING: Our five-year plan was out of date in eighteen months. Now we plan in rolling quarters.
STRATEGY_PLANNING: Scenario planning: best case, base case, and the one where our biggest customer walks.
STRATEGY_PLANNING: Compete where the big players can't be bothered. The whole chain started in towns too small for
  the national brands.
STRATEGY_PLANNING: Be clear about who you're NOT for. We turned down enterprise clients to stay focused on small
  clinics.
STRATEGY_PLANNING: A SWOT analysis nobody acts on is just wallpaper.
STRATEGY_PLANNING: Before we open site four, can three sites make money on their own? Fix the unit before you
  multiply it.
STRATEGY_PLANNING: the board wanted growth, the founders wanted to stay independant. any strategy had to serve both
  or it would die in the room

FINANCE_ACCOUNTING: We were profitable on paper and still nearly missed payroll. Cash flow timing is its own beast.
FINANCE_ACCOUNTING: Started invoicing on delivery instead of at month end. Debtor days went from 62 to 31.
FINANCE_ACCOUNTING: Gross margin on the catering side is 18%; on the cakes it's 61%. Guess what we're pushing now.
FINANCE_ACCOUNTING: Accruals finally made sense when our accountant said: record it when it happens, not when the
  money moves.
FINANCE_ACCOUNTING: Chased three overdue invoices this morning. One client has "never received it" for the third
  month running.
FINANCE_ACCOUNTING: Depreciation on the vans is why the P&L looks healthier than the bank account feels.
FINANCE_ACCOUNTING: Reconciling the books monthly instead of once a year caught a £4k double payment to a supplier.
FINANCE_ACCOUNTING: At this burn rate we have nine months of runway. Investors like to see eighteen.
FINANCE_ACCOUNTING: Separate business and personal bank accounts from day one. Your bookkeeper will love you.
FINANCE_ACCOUNTING: Each customer costs us £40 to acquire and brings in £35 in year one. That's a problem.

MARKETING_SALES: Our best-performing ad was a shaky phone video of the owner explaining why our bread costs more.
MARKETING_SALES: Sell the problem you solve, not the list of features you have.
MARKETING_SALES: Cold emails that mention one specific thing about the prospect get about three times the replies.
MARKETING_SALES: Word of mouth is still our biggest channel. We just make it easier with a referral card in every
  box.
MARKETING_SALES: Discounts attract people who love discounts. They leave when the discount does.
MARKETING_SALES: Most deals close after the fourth or fifth follow-up. Most reps give up after one.
MARKETING_SALES: The landing page converted better the day we cut it from 1,200 words to 300.
MARKETING_SALES: We thought our buyers were young parents. It turned out to be the grandparents. Changed every ad.
MARKETING_SALES: In Lagos, our reps' WhatsApp Status updates sell more than our whole Instagram account.
MARKETING_SALES: Put the premium option first on the price list and the middle one suddenly looks very reasonable.

MANAGEMENT_LEADERSHIP: One-to-ones are their meeting, not yours. Let them set the agenda.
MANAGEMENT_LEADERSHIP: The best manager I ever had ended every catch-up with "what do you need from me?"
MANAGEMENT_LEADERSHIP: Delegate the outcome, not the method. Dictating the how kills ownership.
MANAGEMENT_LEADERSHIP: New managers keep doing their old job because it feels productive. Stop. The team is your
  job now.
MANAGEMENT_LEADERSHIP: When something goes wrong, the first question should be "what in our process let this
  happen?", not "who?"
MANAGEMENT_LEADERSHIP: Waiting six months to deal with a bad hire hurt everyone on the team, including him.
MANAGEMENT_LEADERSHIP: Managing two teams in two time zones taught me there's no single style. My lot in
  Johannesburg do their best work with a clear goal and total freedom on the how; the team in Pune wanted more
  structure, more check-ins and a clearer picture of who decides what. Same company, same product. I had to lead
  them differently.
MANAGEMENT_LEADERSHIP: Psychological safety isn't everyone being nice. It's people bringing you the bad news early.
MANAGEMENT_LEADERSHIP: The boss sets the weather. If I'm frantic at 9, the whole floor is frantic by lunch.
MANAGEMENT_LEADERSHIP: I started asking the quietest person in the meeting for their view first. Decisions got
  better almost overnight.

OPERATIONS_LOGISTICS: Pick times in the warehouse halved once we moved the top 50 SKUs next to the packing station.
OPERATIONS_LOGISTICS: One supplier for packaging is one point of failure. Learned that the hard way in 2021.
OPERATIONS_LOGISTICS: Last-mile delivery is where the margin goes to die.
OPERATIONS_LOGISTICS: Deb went to Tenerife for a fortnight and we discovered that nobody else knew how to book the
  courier collections, reorder labels, or handle the pallet that comes in on Thursdays. Now every process gets
  written down, with screenshots. If it only lives in one person's head, it goes on holiday when they do.
OPERATIONS_LOGISTICS: Just-in-time works beautifully until a ship gets wedged in the Suez Canal.
OPERATIONS_LOGISTICS: Moved the dispatch cut-off from 2pm to 4pm and complaints about late orders fell by half.
OPERATIONS_LOGISTICS: Returns SOP: photo, log it, restock or write off within 48 hours. No returns piling up in the
  corner.
OPERATIONS_LOGISTICS: Weekly stock counts on Fridays caught the shrinkage that the monthly count kept missing.
OPERATIONS_LOGISTICS: A kitchen runs on mise en place. Our fulfilment centre should too.
OPERATIONS_LOGISTICS: Cold chain for the vaccines: if the truck's logger shows a single hour above 8°C, the whole
  batch is binned.

PHYSICAL_HEALTH: Resting heart rate went from 78 to 62 over six months of cycling to work.
PHYSICAL_HEALTH: Grip strength in your sixties says a lot about the years ahead. Carry your own shopping.
PHYSICAL_HEALTH: Squats twice a week for three months and I can get up off the floor without using the furniture.
PHYSICAL_HEALTH: 8,000 steps a day for a month. Nothing dramatic, but my trousers noticed.
PHYSICAL_HEALTH: Flexibility is use-it-or-lose-it. My gran does her stretches on the rug during the news every
  night, at 84.
PHYSICAL_HEALTH: Zone 2 cardio: slow enough to chat, long enough to be boring. Boring is the point.
PHYSICAL_HEALTH: Carrying a toddler up three flights of stairs is the best strength training I've ever done.
PHYSICAL_HEALTH: Used to think getting fit meant the gym. Now it's stairs, the bike and the allotment. — retired
  postie, 71, in the Irish Times
PHYSICAL_HEALTH: Warm up properly after 40. My hamstring had strong opinions about it on Saturday.
PHYSICAL_HEALTH: Swimming three mornings a week: the only exercise my body has never argued with.

MENTAL_HEALTH: Some mornings the hardest item on the to-do list is getting out of bed. I count that one too.
MENTAL_HEALTH: Anxiety lies. It tells you the worst case is the likely case.
MENTAL_HEALTH: Took three GP appointments before I could say the word "depression" out loud.
MENTAL_HEALTH: Burnout isn't fixed by a holiday if you come back to exactly the same conditions.
MENTAL_HEALTH: Took me until 34 to book the first therapy session. Best thing she gave me was a picture: the panic
  attacks weren't weakness, they were a smoke alarm set too sensitive, going off for toast. You don't rip the alarm
  out; you recalibrate it. I think of that every time my chest tightens on the Tube.
MENTAL_HEALTH: The men's shed down the road has done more for my dad's head than any leaflet ever did.
MENTAL_HEALTH: Check on your strong friend. The one who's always "grand" is sometimes the least grand of all.
MENTAL_HEALTH: Grief comes in waves and doesn't ask permission. Six months on, the biscuit aisle in Tesco still
  gets me.
MENTAL_HEALTH: Being kind to myself felt self-indulgent until I noticed I'd never speak to a friend the way I speak
  to me.
MENTAL_HEALTH: My rule for the bad days: shower, eat something green, text one person. Doesn't fix it, but it stops
  the slide.

WELLNESS_LIFESTYLE: Lights out at 10:30 on weeknights, even when the series is good. My mornings are a different
  life now.
WELLNESS_LIFESTYLE: Cooking on Sunday means I'm not living on meal deals by Wednesday.
WELLNESS_LIFESTYLE: Half my "tiredness" was just not drinking enough water. Bottle on the desk, refill every
  meeting.
WELLNESS_LIFESTYLE: Looking after yourself isn't always bath bombs. Sometimes it's doing your tax return early so
  future you can breathe.
WELLNESS_LIFESTYLE: No coffee after 2pm. A week of headaches, and now I actually feel sleepy at bedtime.
WELLNESS_LIFESTYLE: Work-life balance at a startup is a myth, but boundaries aren't. Laptop closes at 7.
WELLNESS_LIFESTYLE: "Eat a rainbow," my amma said in Chennai, long before it was an Instagram thing.
WELLNESS_LIFESTYLE: Weekend mornings in the garden with no plan at all. That's my version of a spa.
WELLNESS_LIFESTYLE: Lunch away from the desk, even ten minutes on a bench, and the afternoon slump is half what it
  was.
WELLNESS_LIFESTYLE: Went from four takeaways a week to one. I feel lighter, I cook better, and the kitchen smells
  like home again.

MEDICAL_SCIENTIFIC: Forty participants and no control group. That's not evidence, that's an anecdote with a
  spreadsheet.
MEDICAL_SCIENTIFIC: Antibiotics do nothing for a cold; it's a virus. My pharmacist in Cork says she explains it ten
  times a day.
MEDICAL_SCIENTIFIC: mRNA vaccines hand cells a recipe for one harmless protein, and the recipe itself breaks down
  within days.
MEDICAL_SCIENTIFIC: Relative vs absolute risk: "doubles your risk" can mean going from 1 in 10,000 to 2 in 10,000.
MEDICAL_SCIENTIFIC: Statins, aspirin, metformin — the old cheap drugs keep turning up in new trials for new things.
MEDICAL_SCIENTIFIC: In a few trials the placebo effect worked even when patients were told they were getting a
  placebo.
MEDICAL_SCIENTIFIC: Coffee drinkers live longer in observational studies. That doesn't mean the coffee is what's
  doing it.
MEDICAL_SCIENTIFIC: Sepsis moves fast. On our ward a high temperature plus new confusion means you escalate, full
  stop.
MEDICAL_SCIENTIFIC: A generic drug has the same active ingredient as the brand; what you're paying extra for is
  mostly the box.
MEDICAL_SCIENTIFIC: Gut microbiome research is genuinely exciting, but most of the supplements on the shelf are way
  ahead of the evidence.

SPECIFIC_AREAS: Lower back pain eased once I stopped working from the sofa. Physio's rule: get up every 30 minutes.
SPECIFIC_AREAS: type 2 diabetes runs on my mum's side — she has it, both her sisters have it. my HbA1c came back
  borderline at the check-up so I'm doing 15 mins walking after every meal and swapping white rice for brown most
  nights. retest in 3 months. not panicking but not ignoring it like they did
SPECIFIC_AREAS: My eczema flares every time the heating goes on. A humidifier in the bedroom has helped a lot.
SPECIFIC_AREAS: 32 weeks pregnant and the heartburn is worse than the backache. Nobody warned me about that.
SPECIFIC_AREAS: Hay fever tip: start the nasal spray two weeks before the pollen arrives, not when you're already
  sneezing.
SPECIFIC_AREAS: The ringing in my ears after the festival lasted three days. Earplugs live on my keyring now.
SPECIFIC_AREAS: Migraine diary says: red wine, skipped lunch, bright screens. It's usually two of the three.
SPECIFIC_AREAS: Plantar fasciitis: rolling my foot on a frozen water bottle every morning is the only thing that's
  worked.
SPECIFIC_AREAS: For dry, tired eyes at the screen: every 20 minutes, look at something 20 feet away for 20 seconds.
SPECIFIC_AREAS: My son's peanut allergy means we read every label twice, even on things we buy every single week.

PERSONAL_FINANCE: Pay yourself first: the savings transfer goes out the day after payday, before I ever see it.
PERSONAL_FINANCE: Had four debts: a store card, two credit cards and an overdraft. Paid them off smallest-first
  even though the biggest one had the worst rate. Mathematically it cost me a bit more. Psychologically it was the
  only thing that worked — killing the store card in month two gave me the fuel for the rest.
PERSONAL_FINANCE: Zero-based budget: every rand has a job before the month even starts.
PERSONAL_FINANCE: The three months' buffer saved us when the boiler and the car both went in the same week.
PERSONAL_FINANCE: Cancelled four subscriptions I'd forgotten I had. £47 a month back in my pocket.
PERSONAL_FINANCE: we split bills by income ratio instead of 50/50 and honestly it's the fairest thing we've done as
  a couple
PERSONAL_FINANCE: Cash envelopes for groceries and going out. Old school, but it's the first thing that's stopped
  me overspending.
PERSONAL_FINANCE: Buy-now-pay-later is just debt wearing a friendly font.

INVESTING: Bought in March 2020 purely because I'd set up the monthly auto-invest and forgot to panic.
INVESTING: Low-cost index funds: boring, diversified, and they beat most active managers once fees are counted.
INVESTING: Don't put money into anything you can't explain to your mum in two sentences.
INVESTING: Diversification means owning things that don't all fall on the same day.
INVESTING: My uncle put all his savings into one property in Abuja and calls it diversified because it has two
  flats. Uncle, please.
INVESTING: Reinvesting the dividends quietly doubled my holding over eleven years.
INVESTING: "Guaranteed 20% a month" is a Ponzi. Ask where the first investors' returns came from.
INVESTING: A 1.5% annual fund charge sounds tiny until you compound it over thirty years. Check the ongoing charge
  figure.

FINANCIAL_LITERACY: With inflation at 6%, the money sitting in a current account is quietly losing 6% a year.
FINANCIAL_LITERACY: APR includes the fees; the headline interest rate doesn't. Compare APRs.
FINANCIAL_LITERACY: Your credit score is mostly about paying on time and not maxing out your cards.
FINANCIAL_LITERACY: Compounding works in both directions: it's why savings grow and why card balances balloon.
FINANCIAL_LITERACY: Paying only the minimum on a £3,000 card balance can take well over twenty years to clear it.
FINANCIAL_LITERACY: When interest rates go up, existing bond prices go down. Took me an embarassingly long time to
  see why: nobody pays full price for your old 2% bond when new ones pay 5%.
FINANCIAL_LITERACY: Taught my 12-year-old what interest is with a jar of sweets: lend me five today, get six back
  next week.
FINANCIAL_LITERACY: Net worth is what you own minus what you owe. A big salary and a big mortgage can still add up
  to zero.

RETIREMENT_PLANNING: Upped my pension contribution by 1% every time I got a raise. Never noticed the difference in
  my pay.
RETIREMENT_PLANNING: The employer match is free money. Not taking it is a pay cut you chose.
RETIREMENT_PLANNING: At 55 I finally sat down with the pension calculator instead of avoiding it. Scary number. But
  it's a lot better to find out now, with ten years of contributions and choices left, than at 65 when there's
  nothing left to change.
RETIREMENT_PLANNING: How much you need to stop working depends on what you'll spend then, not what you earn now.
RETIREMENT_PLANNING: Tracked down five old workplace pensions from five jobs. Found one I'd completely forgotten
  about.
RETIREMENT_PLANNING: The 4% withdrawal rule is a rough guide, not a law of nature, especially if you stop work at
  50.
RETIREMENT_PLANNING: Dad stopped working at 60 with the house paid off and says that mattered more than the size of
  the pot.

TAXES: Self-assessment deadline is 31 January. I do mine in October now and actually enjoy Christmas.
TAXES: kept every reciept for the home office this year and claimed the lot. accountant approved, I'm thrilled
TAXES: Marriage allowance: my wife transfers part of her unused personal allowance to me. About £250 a year back.
TAXES: That refund felt like a bonus, but it was my own money, lent to the government interest-free all year.
TAXES: Freelancing in Canada: put 30% of every invoice aside for the CRA in a separate account the day it's paid.
TAXES: Moving countries mid-year means two returns and one very confused accountant.
TAXES: Capital gains only bite when you sell. Splitting the sale across two tax years saved me a chunk.

INTERPERSONAL_RELATIONSHIPS: My sister and I get on far better since we stopped living in the same city.
INTERPERSONAL_RELATIONSHIPS: Love, after 25 years of marriage, is remembering he likes the crusts and saving them
  for him.
INTERPERSONAL_RELATIONSHIPS: Some friendships are seasonal. It's okay that we don't talk every week anymore.
INTERPERSONAL_RELATIONSHIPS: In-laws: you don't just marry the person, you marry the family, and the family has
  opinions about jollof.
INTERPERSONAL_RELATIONSHIPS: My flatmate and I have an unspoken deal: she cooks, I wash up, and neither of us
  mentions the hoover.
INTERPERSONAL_RELATIONSHIPS: A boundary isn't a wall. It's just the line where I end and you begin.
INTERPERSONAL_RELATIONSHIPS: He shows love by fixing my bike; I show it by saying it. Took us ten years to see
  that's the same thing.
INTERPERSONAL_RELATIONSHIPS: The happiest couples I know still have their own separate friends.

COMMUNICATION_SKILLS: When I stop planning my reply while they're still talking, people tell me twice as much.
COMMUNICATION_SKILLS: Start with the conclusion. Busy people read the first line and maybe the second.
COMMUNICATION_SKILLS: "I felt left out" lands much softer than "you always ignore me".
COMMUNICATION_SKILLS: Ask open questions. "What was that like?" gets you a story; "was it good?" gets you a yes.
COMMUNICATION_SKILLS: On calls with the Tokyo office I sum up what I heard at the end. It catches half the
  misunderstandings.
COMMUNICATION_SKILLS: Fewer words in a text land better. A long message reads like a telling-off, whatever you
  meant.
COMMUNICATION_SKILLS: Say the hard thing early and plainly. Five minutes of softening just makes people anxious.
COMMUNICATION_SKILLS: Repeat the last three words someone said, as a question, and they'll keep talking. Weird, but
  it works.

CONFLICT_RESOLUTION: House rule: no arguing about money after 9pm. It's always the tiredness talking by then.
CONFLICT_RESOLUTION: Separate the person from the problem. Sit on the same side of the table, literally.
CONFLICT_RESOLUTION: Refereeing two devs arguing over tabs vs spaces taught me most fights aren't about the topic
  at all.
CONFLICT_RESOLUTION: Apologise for your part even if it's only 10%. It often unlocks the other 90%.
CONFLICT_RESOLUTION: When voices go up, take a break. Agree a time to come back, and then actually come back.
CONFLICT_RESOLUTION: My neighbour and I sorted the hedge dispute over a cuppa, not through the council.
CONFLICT_RESOLUTION: Ask what they need, not what they're demanding. The demand is the fence; the need is the field
  behind it.
CONFLICT_RESOLUTION: The family WhatsApp group blew up over my cousin's wedding seating plan — two aunties not
  speaking, a third forwarding screenshots. I got out of the group chat and rang each aunty on her own, just
  listened, then asked what would make the day feel right for her. Turned out both just wanted to sit near Grandma.
  Peace by evening.

RELATIONSHIP_BUILDING: Networking is just being useful to people before you need anything from them.
RELATIONSHIP_BUILDING: Made my first real friends in Melbourne by joining a Tuesday night social netball team.
RELATIONSHIP_BUILDING: Trust is built in tiny moments, like replying when you said you would.
RELATIONSHIP_BUILDING: Send the "saw this and thought of you" message. Ten seconds, and it keeps a friendship
  alive.
RELATIONSHIP_BUILDING: Moved to Toronto knowing nobody. Said yes to every invitation for three months. Now I have a
  crew.
RELATIONSHIP_BUILDING: The best way to keep a mentor is to report back on what you did with their advice.
RELATIONSHIP_BUILDING: Adult friendships need a calendar. Our first-Friday dinner has lasted eight years.

FEEDBACK: Ask "what's one thing I could do better?" Specific questions get useful answers; "any feedback?" gets
  "all good!"
FEEDBACK: The compliment sandwich just teaches people to ignore the bread. Be kind and be direct.
FEEDBACK: When someone criticises your work, say thank you first and decide later whether they're right.
FEEDBACK: Eleven pages of notes from my editor, in red. Hurt for a day, genuinely. By the second read I could see
  she was right about nearly all of it, and the book is better for good. I now wait 24 hours before responding to
  any notes at all.
FEEDBACK: Praise the specific thing: "the way you handled that angry customer" beats "good job" every time.
FEEDBACK: Asked my students for anonymous comments on my lectures. "You talk too fast on the maths bits." Fair.
FEEDBACK: Talk about the behaviour you saw, not the person you've decided they are.

CREATIVE_PROCESS: Get the bad first draft down fast. You can't edit a blank page.
CREATIVE_PROCESS: My best ideas turn up on the walk, not at the desk, so the walk is now part of the work.
CREATIVE_PROCESS: I keep a swipe file of images and phrases. When I'm stuck I shuffle through it like a tarot deck.
CREATIVE_PROCESS: Constraints help: one colour, one hour, one brush.
CREATIVE_PROCESS: Leave the song unfinished overnight. Coming back to it cold, you hear what's wrong.
CREATIVE_PROCESS: Copy your heroes until your mistakes start to look like a style.
CREATIVE_PROCESS: The idea phase and the judging phase need to happen on different days. If my inner editor is in
  the room while I'm brainstorming, she kills every idea at birth. So Mondays I scribble without crossing anything
  out; Thursdays I come back with the red pen. — notes from a songwriting workshop in Nashville
CREATIVE_PROCESS: Morning pages don't make art. They clear the pipes so the art can come through later.

ART_FORMS: The graphic novel is its own form, not a comic for grown-ups or a film on paper.
ART_FORMS: Haiku in English rarely works at 5-7-5; Japanese counts sound units, not syllables.
ART_FORMS: Kathak tells its stories with the feet as much as the hands.
ART_FORMS: Opera is the one form that uses everything at once: music, drama, costume, architecture, even the
  chandelier.
ART_FORMS: Audio drama never died. It just moved into podcasts, and the best ones know exactly what they are.
ART_FORMS: Afrobeats, highlife and juju are cousins, not the same thing. My dad will explain the difference for two
  hours.
ART_FORMS: A short story has to land in one sitting. A novel can afford to wander.
ART_FORMS: Stop-motion is mad: 24 tiny adjustments for one second of film.

ARTISTIC_TECHNIQUES: Glazing: thin transparent layers over a dry underpainting give that glow from inside.
ARTISTIC_TECHNIQUES: Two-point perspective: both vanishing points sit on the horizon line, and keep them far apart
  or the box warps.
ARTISTIC_TECHNIQUES: For that open, dreamy sound, drop the third from the chord and let the fifth ring.
ARTISTIC_TECHNIQUES: Wet-on-wet watercolour: wet the paper first, drop the pigment in, and let it bloom on its own.
ARTISTIC_TECHNIQUES: In dialogue, cut the adverbs and let the line itself carry the tone.
ARTISTIC_TECHNIQUES: Rule of thirds is a starting point. Centre the subject when you want stillness.
ARTISTIC_TECHNIQUES: Centring clay on the wheel: brace your elbow against your hip and let your body do the work,
  not your wrists.
ARTISTIC_TECHNIQUES: Cross-hatching builds tone; keep the strokes parallel within each layer and turn the page for
  the next one.

ART_APPRECIATION: Stood in front of one of the big maroon Rothkos at Tate Modern for ten minutes because the guide
  said to. First five minutes I felt stupid and was mainly thinking about lunch. Then the edges started to move and
  I felt something I still can't name. Went back the next day.
ART_APPRECIATION: Listen to the bass line the second time round. The whole song changes.
ART_APPRECIATION: A good review tells you what the film was trying to do and whether it pulled it off, not just
  whether the critic liked it.
ART_APPRECIATION: The Benin Bronzes in person are far more detailed than any photograph shows.
ART_APPRECIATION: I judge a novel by whether I'm still thinking about one of its characters on the bus a week
  later.
ART_APPRECIATION: Slow looking: pick one painting in the gallery and give it the whole visit.
ART_APPRECIATION: Rewatched Spirited Away with my daughter and noticed all the little background workers this time.

EXPRESSION: There are things I could never say to Dad face to face — that I was proud of him, that I forgave him
  for the years he wasn't around. So I wrote it as a poem and read it at his 70th. He didn't say anything after.
  Just held my hand through the whole cake bit.
EXPRESSION: The canvas is the only place I'm allowed to be angry.
EXPRESSION: Dancing at the back of the class, I don't have to explain anything to anyone.
EXPRESSION: Writing about the miscarriage didn't heal it, but it gave the grief a shape I could hold.
EXPRESSION: My notebook is where I sound like myself, not like the version people expect.
EXPRESSION: Songwriting turned the breakup into something I could sing instead of cry.
EXPRESSION: Graffiti was the first time anyone on my estate saw my name on something good.

TRAVEL_PLANNING: Itinerary draft: 3 nights Lisbon, 2 Porto, day trip to Sintra. Keep one day with nothing planned.
TRAVEL_PLANNING: The Japan Rail Pass only pays off if you do Tokyo–Kyoto–Hiroshima and back. Run the numbers first.
TRAVEL_PLANNING: Spreadsheet for the family reunion trip: flights, who's sharing rooms, dietary stuff, who picks up
  Nana.
TRAVEL_PLANNING: Vietnam e-visa takes three working days — apply before we book any of the hotels.
TRAVEL_PLANNING: Budget for the month in South America: $45 a day on average, and Patagonia will eat most of it.
TRAVEL_PLANNING: Road trip plan: Cape Town to Gqeberha along the Garden Route, no more than four hours' driving a
  day.
TRAVEL_PLANNING: We're planning the honeymoon around the monsoon, not the other way round.
TRAVEL_PLANNING: Leave is booked and approved. Now we just have to choose between Bali and Sri Lanka before the
  fares jump.

CULTURAL_EXPERIENCES: Got invited to a family's Sunday lunch in Oaxaca by the woman who ran our guesthouse. Three
  generations at one long table, mole that had taken two days, four hours and nobody checking a phone. My Spanish
  ran out after the first hour and I mostly said gracias, but they kept refilling my plate anyway.
CULTURAL_EXPERIENCES: No tipping in Japan. The waiter chased me down the street to hand back my change.
CULTURAL_EXPERIENCES: Durga Puja in Kolkata isn't a festival you watch. It swallows you whole.
CULTURAL_EXPERIENCES: Learning to eat injera with my right hand in Addis — the family laughed with me, not at me.
CULTURAL_EXPERIENCES: A tea ceremony in Kyoto taught me more about patience than any book has.
CULTURAL_EXPERIENCES: Haggling in the Marrakech souk is theatre. Play your part and enjoy it.
CULTURAL_EXPERIENCES: Stayed with a host family in Hanoi; the grandmother taught me to roll spring rolls without a
  word of shared language.
CULTURAL_EXPERIENCES: Sunday mass in a tiny village in Clare, then everyone to the pub. Both rituals equally
  sacred.

EXPLORATION_ADVENTURE: Kayaked Milford Sound at dawn. Nobody else on the water for an hour.
EXPLORATION_ADVENTURE: Took the wrong trail in the Drakensberg and found a waterfall that wasn't on any map I had.
EXPLORATION_ADVENTURE: walked the camino on my own at 60, after my husband passed. 800km, blisters the size of
  coins, slept in dorms with snoring Germans and a lovely lad from Cork. never felt so alive. best month of my life
  and I nearly didnt go
EXPLORATION_ADVENTURE: Slept in a rooftop tent in the Namib. Stars right down to the ground.
EXPLORATION_ADVENTURE: Diving the wrecks in Chuuk Lagoon is like swimming through a museum no one guards.
EXPLORATION_ADVENTURE: Got lost in Venice on purpose. Best afternoon of the whole trip.
EXPLORATION_ADVENTURE: The trek to Everest Base Camp: the altitude humbles everyone, fit or not.
EXPLORATION_ADVENTURE: Cycled from Vancouver to the Mexican border. Would do it again, just slower.

DESTINATION_SPECIFIC: Singapore's hawker culture got UNESCO heritage status in 2020.
DESTINATION_SPECIFIC: Reykjavík's tap water comes straight off the glaciers and beats anything in a bottle.
DESTINATION_SPECIFIC: Lisbon's trams climb hills that would make a goat think twice. The 28 is the famous one.
DESTINATION_SPECIFIC: Edinburgh Castle sits on the plug of an extinct volcano.
DESTINATION_SPECIFIC: In Stone Town, Zanzibar, the carved doors tell you the owner's wealth and where the family
  came from.
DESTINATION_SPECIFIC: Bhutan charges most visitors a daily sustainable development fee.
DESTINATION_SPECIFIC: Hoi An's old town floods most autumns; the shopkeepers mark the water levels on their walls.

TRAVEL_TIPS: Roll your clothes, use packing cubes, and keep one outfit in your hand luggage in case the bag goes to
  Frankfurt without you.
TRAVEL_TIPS: Screenshot your boarding pass and the hotel address. Airport Wi-Fi lies.
TRAVEL_TIPS: Go to Greece in late September. The sea's still warm, the ferries are quieter and half the crowds have
  gone home. — Lonely Planet forum, 2019, still true
TRAVEL_TIPS: Carry two bank cards in two different bags, and tell your bank before you go.
TRAVEL_TIPS: Learn "thank you" and "sorry" in the local language. It opens more doors than fluency.
TRAVEL_TIPS: Take a photo of your passport's photo page and email it to yourself before you leave.
TRAVEL_TIPS: Jet lag: get outside in the morning light wherever you land, and don't nap longer than twenty minutes.

ENVIRONMENTAL_ISSUES: The river where I learned to swim is closed to swimmers most summers now because of sewage.
ENVIRONMENTAL_ISSUES: When I was a kid in Norfolk, Dad had to stop halfway to the coast to scrape the bugs off the
  windscreen. Drove the same road last August and there was hardly a mark on the glass. That's not cleaner air,
  it's missing insects, and nobody seems to talk about it.
ENVIRONMENTAL_ISSUES: Microplastics have now been found in rain, in Arctic snow, and in human placentas.
ENVIRONMENTAL_ISSUES: Our village in Kerala flooded twice in three years. The old people say it never used to.
ENVIRONMENTAL_ISSUES: Fast fashion: there are hills of dumped clothes in the Atacama desert.
ENVIRONMENTAL_ISSUES: Mass coral bleaching on the Great Barrier Reef has hit in most summers of the last decade.
ENVIRONMENTAL_ISSUES: On a hot day the Lagos lagoon smells of burning plastic.
ENVIRONMENTAL_ISSUES: The hottest-year record keeps getting broken. The last one only lasted a year.

ECO_FRIENDLY_PRACTICES: Composting the kitchen scraps took us from three bin bags a week to one.
ECO_FRIENDLY_PRACTICES: Fixed the toaster instead of binning it. One YouTube video and a £3 part.
ECO_FRIENDLY_PRACTICES: Beeswax wraps instead of cling film. Took a while to stop reaching for the roll.
ECO_FRIENDLY_PRACTICES: Saturday refill-shop run with my own jars for the rice, oats and washing-up liquid.
ECO_FRIENDLY_PRACTICES: Hang the washing out. The tumble dryer was the biggest energy hog in our house.
ECO_FRIENDLY_PRACTICES: We do meat-free weekdays. The kids haven't noticed yet.
ECO_FRIENDLY_PRACTICES: Repair café at the church hall every second Saturday. Bring anything broken, leave with it
  working.
ECO_FRIENDLY_PRACTICES: A water butt on the downpipe means no hosepipe for the veg patch all summer.

CONSERVATION_EFFORTS: Spent my gap month volunteering with a turtle hatchery on the south coast of Sri Lanka. Every
  night we walked the beach with red torches, found the fresh nests and moved the eggs above the tide line before
  the dogs or the poachers got to them. Released 300 hatchlings in the last week.
CONSERVATION_EFFORTS: Beavers are back in the old quarry after 400 years, thanks to the rewilding trust.
CONSERVATION_EFFORTS: Replanting mangroves on the Sundarbans coast protects the villages and the fish nurseries at
  once.
CONSERVATION_EFFORTS: Our local group clears invasive rhododendron from the oak woods every winter.
CONSERVATION_EFFORTS: The anti-poaching dogs in Kruger can follow a scent across twenty kilometres of bush.
CONSERVATION_EFFORTS: Seed banks keep thousands of wild relatives of our crops, just in case.
CONSERVATION_EFFORTS: Community conservancies in Namibia gave the people who live with the wildlife a reason to
  protect it.
CONSERVATION_EFFORTS: Hedgehog highway: cut a 13cm hole at the bottom of your fence so they can roam between
  gardens.

POLICY_ADVOCACY: Signed the petition for the plastic bag charge. It went through the next year.
POLICY_ADVOCACY: Write to your MP. A handwritten letter still counts for more than a tweet.
POLICY_ADVOCACY: The EU's right-to-repair rules will force makers to keep spare parts available for years.
POLICY_ADVOCACY: Carbon pricing only survives politically if the money goes back to households.
POLICY_ADVOCACY: School strike in Sydney: tens of thousands of people, mostly teenagers with cardboard signs.
POLICY_ADVOCACY: Our residents' group lobbied the council for protected bike lanes along the school road: two
  years, three public consultations, a petition with 2,400 names and about 300 emails. It finally passed in March.
  Lesson: turn up to every meeting, bring the parents, and bring the data on near-misses.
POLICY_ADVOCACY: Impact assessments are meant to stop bad projects. Too often they're a box to tick.

PERSONAL_IMPACT: Did the footprint calculator. One return flight to Sydney wiped out a whole year of cycling to
  work.
PERSONAL_IMPACT: I stopped flying for holidays in 2019. The train to Italy is slower and better.
PERSONAL_IMPACT: My biggest footprint wasn't plastic, it was the car. Sold it, got an e-bike.
PERSONAL_IMPACT: Realised upgrading my phone every two years outweighed all my diet changes, carbon-wise.
PERSONAL_IMPACT: Our household emissions roughly halved after the heat pump went in.
PERSONAL_IMPACT: My share is small, but it isn't zero, and it's the only share I actually control.
PERSONAL_IMPACT: Streaming in 4K all day has a footprint too. Not huge, but not nothing.
`;
