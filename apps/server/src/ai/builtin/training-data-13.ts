/**
 * Training examples, thirteenth batch, by an author who saw no held-out data, the categoriser nor its vocabulary:
 * the personal and the oblique: what people note about their own lives without the subject's usual word
 * (a realisation after a hard week, a friend's remark, a habit that slipped), Personal Growth and Relationships 70
 * each. Never used for evaluation.
 */
export const TRAINING_DATA_13 = `
SELF_AWARENESS: therapist said I narrate my life as if I'm apologising for it. wrote it on my hand on the bus home.
SELF_AWARENESS: Journalling prompt: when do you feel most like yourself? My answer, embarrassingly: alone in the
  bee suit with the smoker going and nobody asking me anything. — beekeeper, Waikato
SELF_AWARENESS: Noticed I only volunteer for extra night shifts in the weeks when things are bad at home. Not sure
  what that says yet, but it says something.
SELF_AWARENESS: "You always go quiet right before you say no." — my sister, who has apparently been watching for 30
  years
SELF_AWARENESS: I told the new apprentice I'm a patient man. Then I heard myself explain the same compression
  fitting a fourth time, through my teeth.
SELF_AWARENESS: It took a colleague pointing it out for me to see that I only ask questions I already know the
  answer to.
SELF_AWARENESS: "I had spent so long being useful that I had never asked whether I was happy, and the question felt
  faintly rude." — from a memoir about a Yorkshire mill family
SELF_AWARENESS: Realised on the drive home from the appraisal that the bits I argued hardest with were the bits
  that were true.
SELF_AWARENESS: Note to self: the thing that irritates you in the trainees is exactly what you got told off for in
  2009.
SELF_AWARENESS: Fifteen years scraping tartar and I can tell in a second who's lying about flossing. Took me a lot
  longer to notice when I was lying about being fine. — dental hygienist, Leeds
SELF_AWARENESS: i keep saying i hate small talk but honestly i'm just scared of being boring. there. said it.
SELF_AWARENESS: Retired now, and without the bleep going off I've no idea what I actually like doing on a Tuesday.
  — retired midwife, Cork
SELF_AWARENESS: My values list says "adventure". My bank statements say takeaway pizza and the same three walks
  round the reservoir.
SELF_AWARENESS: Reddit, r/decidingtobebetter: "Turns out I'm not an introvert, I'm just tired of performing for
  people who never ask me anything back."

GOAL_SETTING_ACHIEVEMENT: Wrote "get fitter" on the fridge in January. Changed it in March to "parkrun under 30
  mins by the Wimbledon final". Crossed it off on the 9th of July.
GOAL_SETTING_ACHIEVEMENT: Coach said: a target you can't check on a Sunday night isn't a target, it's a wish.
GOAL_SETTING_ACHIEVEMENT: This year: one full leather binding, start to finish, without asking the tutor to rescue
  the spine.
GOAL_SETTING_ACHIEVEMENT: Broke "qualify" into seats. Seat one: survive property. Seat two: stop crying in the
  loos. Seat three: get kept on. Two down. — trainee solicitor, Manchester
GOAL_SETTING_ACHIEVEMENT: "The summit was never the point; the point was the list of small, boring things I did
  each week for two years before it." — underlined in a climbing memoir
GOAL_SETTING_ACHIEVEMENT: I kept moving the finish line every time I got near it. Nobody tells you that's also a
  way of never arriving.
GOAL_SETTING_ACHIEVEMENT: Three attempts allowed at the validation exam. Pinned the date to the wardrobe door and
  worked backwards, week by week. Passed on the second. — air-traffic controller, Prestwick
GOAL_SETTING_ACHIEVEMENT: Quarterly check-in with myself: two of five done, one dropped on purpose, two still
  sitting there looking at me.
GOAL_SETTING_ACHIEVEMENT: My mentor in Lagos asked what I'd have achieved by December if the year went well. I
  couldn't answer, which was the answer.
GOAL_SETTING_ACHIEVEMENT: ambition without a date is just a mood. — scribbled in the back of my diary, Nairobi
GOAL_SETTING_ACHIEVEMENT: From a newsletter: pick the goal you'd be quietly proud of, not the one you'd announce at
  the braai.
GOAL_SETTING_ACHIEVEMENT: The dream is my own shop. Step one turned out to be very dull: find out what a shop lease
  actually costs on the high street, and save that. — florist, Hamilton
GOAL_SETTING_ACHIEVEMENT: Writing "by when?" next to everything on the vision board made half of it fall off. The
  half that stayed, I did.
GOAL_SETTING_ACHIEVEMENT: Finally got the HGV licence I first wrote on a list in 2016. Seven years. Took a lot of
  small lists.

EMOTIONAL_INTELLIGENCE: When the customer swears at me I've started hearing it as "I'm frightened about this bill".
  Mostly it works. — call-centre agent, Cebu
EMOTIONAL_INTELLIGENCE: My grandmother could read a room from the doorway. I'm 40 and still learning to notice who
  went quiet at dinner.
EMOTIONAL_INTELLIGENCE: Felt that tight-chest thing before the handover and said "this is dread" out loud in the
  car. Naming it took the teeth out of it.
EMOTIONAL_INTELLIGENCE: The guest shouting at 3am isn't angry with me, she's angry that the night has gone wrong.
  Tea first, rules second. — hotel night porter, Edinburgh
EMOTIONAL_INTELLIGENCE: "You're allowed to be annoyed and still be kind in how you say it." — my supervisor, after
  I snapped at a patient's family
EMOTIONAL_INTELLIGENCE: I wait ninety seconds before replying to the family group when I'm wound up. Three
  regrettable messages not sent this month.
EMOTIONAL_INTELLIGENCE: The lad at the back isn't lazy, he's embarrassed he didn't understand the drill. Took me
  half a season to see it. — youth football coach, Leicester
EMOTIONAL_INTELLIGENCE: "She heard the tremor under his jokes the way you hear a kettle before it whistles."
EMOTIONAL_INTELLIGENCE: Jealousy, when I actually sat with it for a minute, was mostly me wanting permission to
  want something.
EMOTIONAL_INTELLIGENCE: You learn at the counter that "I'm just picking up for my mum" sometimes means "please ask
  me how I am". — pharmacist, Durban
EMOTIONAL_INTELLIGENCE: I used to think staying calm meant feeling nothing. Now I think it means feeling it and not
  handing it on to the next person.
EMOTIONAL_INTELLIGENCE: Old hand on the radio desk told me: if a driver's voice goes flat, don't give him the
  airport run. Ask him what happened. — taxi dispatcher, Joburg
EMOTIONAL_INTELLIGENCE: Noticed I only get snappy when I'm hungry AND someone is late. Two small things, not one
  catastrophe.
EMOTIONAL_INTELLIGENCE: When I'm hurt I go "quiet-cold", according to my wife. Practising saying "that stung"
  instead of disappearing into the shed.

MINDSET_GROWTH: Failed the bend test on my welding ticket. Examiner said the crack shows exactly where to look next
  time. He wasn't wrong.
MINDSET_GROWTH: Dropped a whole kiln shelf this morning. By lunch I'd decided it was the best lesson in loading
  I'll ever pay for. — ceramicist, Stoke
MINDSET_GROWTH: "Not yet" has replaced "I can't" on the staffroom whiteboard, and some days I even believe it.
MINDSET_GROWTH: Every radiographer misses one eventually. What matters is whether you go back and look at why.
MINDSET_GROWTH: "My father treated every bankruptcy as tuition." — underlined twice, a memoir about a Gujarati
  shopkeeper
MINDSET_GROWTH: Didn't get the crew commander post. Asked the panel for their notes instead of sulking. Sulked a
  bit anyway, then read the notes. Twice.
MINDSET_GROWTH: Lost both colonies my first winter and nearly sold the kit. Year four now. Those dead hives taught
  me more than any course.
MINDSET_GROWTH: I'm a slow learner, not a non-learner. Big difference. Took me 35 years to spot it.
MINDSET_GROWTH: Rejection number 41 from literary agents. Keeping a tally now, like a batting average. Aiming for a
  century.
MINDSET_GROWTH: Knocked back by three firms before the plumbing apprenticeship said yes. The two I was gutted about
  would've bored me stiff.
MINDSET_GROWTH: Bouncing back isn't a personality trait, my counsellor said, it's a muscle you build by getting
  knocked down in small ways and standing up again.
MINDSET_GROWTH: Came back from the redundancy with a CV that finally told the truth about what I can do.
MINDSET_GROWTH: From a newsletter: the people who improve fastest aren't the ones who fail least, they're the ones
  who get curious soonest after.
MINDSET_GROWTH: failed my driving test twice in Manila traffic. third time i stopped trying to be perfect and just
  drove.

HABITS_ROUTINES: Kettle on, hives checked, then email. If email comes first the hives don't get checked.
HABITS_ROUTINES: The evening walk slipped quietly when the clocks went back. Didn't notice until November had gone.
HABITS_ROUTINES: The only habit-stacking that ever stuck: ten press-ups while the toast is in.
HABITS_ROUTINES: Laid my uniform out on the chair the night before every shift for twenty years. Retired in March.
  Still do it.
HABITS_ROUTINES: Two lines in the journal a night instead of two pages. The two lines survived. The two pages died
  in a week.
HABITS_ROUTINES: Sunday reset: bins out, lunches done, van swept, playlist for the week. Monday goes better every
  time.
HABITS_ROUTINES: Duolingo says 212 days of Hindi. My mother-in-law says my accent hasn't moved. Both true, I'm
  keeping the streak.
HABITS_ROUTINES: I don't wait to feel like it anymore. Gloves on at 6:15 and the rest of me follows.
HABITS_ROUTINES: "Routines are how tired people stay decent." — my grandad, Durban, said about his 5am tea
HABITS_ROUTINES: Every morning before we open I re-cut one bucket of stems whether they need it or not. It settles
  me.
HABITS_ROUTINES: New rule since the baby: glass of water and two minutes outside before I look at any screen.
HABITS_ROUTINES: Took me a month to notice the Friday takeaway had become Tuesday, Thursday and Friday takeaway.
HABITS_ROUTINES: Making the bed. Makes the room look like someone's in charge, even on days nobody is.
HABITS_ROUTINES: Ten years of the same pre-match ritual: boots left then right, laces double-knotted, one orange
  segment. The lads laugh. We're unbeaten since September.

INTERPERSONAL_RELATIONSHIPS: "My father and I talked about the football because it was the only language we had
  both passed." — from a memoir about a father, underlined on the train
INTERPERSONAL_RELATIONSHIPS: My flatmate and I have been together longer than most couples I know, at least in
  terms of arguing over whose turn it is with the bins.
INTERPERSONAL_RELATIONSHIPS: My mother-in-law shows love through jollof. Refusing seconds is a diplomatic incident.
INTERPERSONAL_RELATIONSHIPS: Noticed my brother only rings when he needs a lift. Then noticed I only ring him when
  I need to moan. We're the same person, basically.
INTERPERSONAL_RELATIONSHIPS: Since I went onto nights we leave each other notes on the fridge like teenagers.
  Weirdly it's the best we've been in years.
INTERPERSONAL_RELATIONSHIPS: My best mate moved to Perth and somehow we're closer now, because we both have to try.
INTERPERSONAL_RELATIONSHIPS: Therapist, copied into my diary: "You are not responsible for your father's moods. You
  are just very practised at them."
INTERPERSONAL_RELATIONSHIPS: we're not really fighting, we're both just tired and the tiredness is looking for
  someone to blame
INTERPERSONAL_RELATIONSHIPS: Eldest daughter in a Filipino family: everyone's second mum and nobody's first
  priority.
INTERPERSONAL_RELATIONSHIPS: My kids like me better since I stopped trying to be their mate and went back to being
  their dad.
INTERPERSONAL_RELATIONSHIPS: Mum's been on her own two years and I'm only now noticing how much Dad did that she
  never mentioned.
INTERPERSONAL_RELATIONSHIPS: At the depot, who you get on with comes down to who brings the biscuits and who'll
  cover your Saturday. — bus mechanic, Bristol
INTERPERSONAL_RELATIONSHIPS: A friendship that only goes one way isn't a friendship, it's a subscription. — reply
  on a forum thread
INTERPERSONAL_RELATIONSHIPS: Twenty-six years married and he still can't load the dishwasher, and I still can't
  reverse park. We've stopped keeping count of which is worse.

COMMUNICATION_SKILLS: Explaining a result to a frightened patient: short sentences, pause, then ask what they
  heard. Not what I said — what they heard. — radiographer, Auckland
COMMUNICATION_SKILLS: Borrowed from work for use at home: read back what you were told before you act on it. Saves
  a lot of "but you said". — air-traffic controller
COMMUNICATION_SKILLS: Trainer on day one: "Say what you CAN do first." Changed every call after that.
COMMUNICATION_SKILLS: Stop ending every sentence with "if that makes sense". It makes sense. Just say it. — notes
  from a presentation workshop
COMMUNICATION_SKILLS: "Listen for the sentence after the first one. That's where people hide the real thing." — an
  interpreter's memoir
COMMUNICATION_SKILLS: My teenage son talks better in the car. No eye contact, both facing forward. Saving the big
  conversations for the school run.
COMMUNICATION_SKILLS: Museum trick: ask the group a question before you tell them anything, or they're just waiting
  for the gift shop. — museum guide, Cape Town
COMMUNICATION_SKILLS: Texted my daughter "ok." with a full stop and she asked if I was angry. Generational
  punctuation.
COMMUNICATION_SKILLS: Write the email, then delete the first paragraph. It's always throat-clearing.
COMMUNICATION_SKILLS: Said "help me understand" instead of "that's wrong" in handover. Same point, half the
  bristle.
COMMUNICATION_SKILLS: Repeating the other person's last three words back sounds daft until you try it on an irate
  landlord.
COMMUNICATION_SKILLS: Reading aloud to a room of ten-year-olds taught me more about pace and pausing than any
  course.
COMMUNICATION_SKILLS: i nod along when i don't understand then panic later. starting to say "sorry, say that
  again?" like an adult
COMMUNICATION_SKILLS: Never ask "any questions?" Ask "what questions have you got?" People actually answer the
  second one.

CONFLICT_RESOLUTION: Note after last night's row: we were arguing about the dishwasher, but really about who feels
  unseen.
CONFLICT_RESOLUTION: Mediation course, week two: separate what someone says they want ("the window desk") from why
  they want it ("I can't think with people walking past").
CONFLICT_RESOLUTION: Two drivers after the same airport fare. Gave it to the one who'd had the worse week and told
  them both that's why. No one moaned. — taxi dispatcher, Johannesburg
CONFLICT_RESOLUTION: Rule we agreed after the wedding-planning blowup: nobody decides anything big after 10pm.
CONFLICT_RESOLUTION: The apology that worked wasn't the long one. It was "I was wrong about that, and I'm sorry it
  landed on you."
CONFLICT_RESOLUTION: Counsellor: you don't have to win the argument, you have to still be on the same side at the
  end of it.
CONFLICT_RESOLUTION: The hedge dispute got sorted with a flask of tea and a tape measure instead of a solicitor's
  letter.
CONFLICT_RESOLUTION: Two lads squaring up at training. Made each one describe the tackle from the other's side.
  Ended in a laugh, somehow.
CONFLICT_RESOLUTION: Take the heat out first, sort out the facts second. I did it the other way round for years.
CONFLICT_RESOLUTION: "We can disagree about this and I still want to get lunch with you." Said it in the planning
  meeting and the whole room unclenched.
CONFLICT_RESOLUTION: From a podcast on family estrangement: repair often starts with the smallest possible ask,
  like a single text on a birthday.
CONFLICT_RESOLUTION: When my sister and I clash over Mum's care we now write down what we agree on first. It's
  always more than we thought.
CONFLICT_RESOLUTION: I keep score in our fights. Realised tonight the keeping score IS the fight.
CONFLICT_RESOLUTION: The new cook and I both wanted Friday's fish done our own way. We alternate weeks now. Peace
  in the kitchen at last. — care-home cook, Galway

RELATIONSHIP_BUILDING: New to Calgary. Joined the curling club purely to learn some names. Now I know names and how
  to sweep.
RELATIONSHIP_BUILDING: Trust gets built in the dull bits — turning up when you said you would — far more than in
  the big gestures.
RELATIONSHIP_BUILDING: Sent a voice note to an old uni mate I hadn't spoken to in six years. He replied within the
  hour. Why on earth did I wait?
RELATIONSHIP_BUILDING: Advice from my supervisor before the law society drinks: ask people what they're working on,
  then remember it next time you see them.
RELATIONSHIP_BUILDING: Every Thursday I bring the night crew a flask of chai. Took eight months, but now they tell
  me things.
RELATIONSHIP_BUILDING: Friends after forty are made by showing up to the same thing every week until you're part of
  it.
RELATIONSHIP_BUILDING: Moved to Singapore for work and nobody warned me the friends get made at the kopitiam, not
  the office.
RELATIONSHIP_BUILDING: The beekeeping association meeting is mostly retired men and biscuits. Never felt so welcome
  anywhere.
RELATIONSHIP_BUILDING: Remembering the name of someone's kid has done more for me than any LinkedIn message ever
  has.
RELATIONSHIP_BUILDING: After the station open day three families turned up with cakes. Small towns run on that kind
  of goodwill. — volunteer firefighter, Canterbury NZ
RELATIONSHIP_BUILDING: r/MakeNewFriendsHere: invite people to something that's already happening, so saying yes
  costs nothing.
RELATIONSHIP_BUILDING: She booked me for her wedding flowers because I admitted I couldn't get peonies in October.
  Being straight with people is what keeps them.
RELATIONSHIP_BUILDING: Sundays I text one old friend, no agenda. Eleven weeks in: two coffees and a wedding invite.
RELATIONSHIP_BUILDING: Our antenatal WhatsApp group is still going eight years on. Nobody planned it. Somebody just
  kept posting.

FEEDBACK: Appraisal said "technically excellent, hard to approach". Both true. The second one stung for a week.
FEEDBACK: My supervisor's notes always come as questions: "what would you do differently?" Infuriating. Works.
FEEDBACK: Asked the crew to be honest after the drill. They were. Apparently I shout every instruction twice.
FEEDBACK: Senior partner called my memo "thorough". I've since learned that means too long.
FEEDBACK: Parents' feedback on the season: more matches, fewer drills. Kids' feedback: more orange slices at half
  time.
FEEDBACK: My first boss in Mumbai praised us in front of everyone and corrected us one to one. I'd still walk
  through walls for him.
FEEDBACK: Mentor's note after my first solo night: "You rang the consultant too late and apologised too much." Both
  fair.
FEEDBACK: Tell people exactly what they did well, or they won't know what to do again.
FEEDBACK: Reddit: "my manager's feedback is always 'great job!!' and I've started to dread it because it tells me
  nothing"
FEEDBACK: A patient's daughter wrote to the ward about me. Kept the card inside my locker door for bad days.
FEEDBACK: The compliment sandwich is dead, the trainer said. Everyone just sits there waiting for the "but".
FEEDBACK: Asked my wife what I'm like to live with in exam season. Did not enjoy the answer. Needed it.
FEEDBACK: Hardest bit of the new job: telling Grace the honest version of her report when I'd much rather be liked.
FEEDBACK: Told the singer "you're flat" in front of the whole band. Same note in the corridor would have been taken
  fine. Lesson learned. — sound engineer, Dublin

TASKS_ACTIONS: Sat: MOT booked, ring Gran, return the parcel, pay the window cleaner, buy descaler.
TASKS_ACTIONS: Actions from Tuesday's huddle: Priya chases the supplier, I redo the rota, Jomo sorts the cold-room
  door seal.
TASKS_ACTIONS: before thurs - renew gas safe card, order 20 bags of sand, email council re skip permit
TASKS_ACTIONS: Need to: post the bank letter, sign Ayo's trip form, book the vet for the cat's jabs.
TASKS_ACTIONS: On the fridge: "Bins Tues, recycling Weds, Nan's prescription, DO NOT forget the cake sale Friday."
TASKS_ACTIONS: Next steps from the committee: draft the grant bid by the 14th (me), budget figures (Kev), photos
  (whoever owns a decent camera).
TASKS_ACTIONS: Town run: hardware shop (washers, PTFE tape), post office, pick up the dry cleaning, cash for the
  plumber.
TASKS_ACTIONS: Ring the landlord about the damp BEFORE it's Friday afternoon again.
TASKS_ACTIONS: From parents' evening: email Mr Odhiambo re maths set, buy a proper calculator, sort the bus pass.
TASKS_ACTIONS: Start of shift: restock lobby water, log the broken lift, confirm the 4am taxi for 212. — night
  porter

METHODS_TECHNIQUES: 25 on, 5 off, four rounds, then a proper break. Tomato timer from the charity shop. Ridiculous.
  Works.
METHODS_TECHNIQUES: Blocked Tuesday mornings for drafting only. Calendar says "court" so nobody books over it.
METHODS_TECHNIQUES: GTD in one line, from a podcast: if it's only in your head it isn't being done, it's just
  nagging you.
METHODS_TECHNIQUES: "Eat the frog", fine, but half my mornings went on choosing which frog. Now I pick it the night
  before.
METHODS_TECHNIQUES: Two-minute rule: if the reply takes less time than filing the email, just reply.
METHODS_TECHNIQUES: All supplier calls between 2 and 3. Stopped losing the whole afternoon to the phone.
METHODS_TECHNIQUES: Eisenhower box on a napkin: urgent and important = the leaking valve. Important, not urgent =
  the boiler service I keep dodging.
METHODS_TECHNIQUES: Friday 4pm weekly review with a mug of tea: empty the inbox, write next week's three things on
  a card.
METHODS_TECHNIQUES: Time-boxed the essay: 40 mins outline, 90 mins drafting, stop even if it's rubbish. It wasn't,
  mostly.
METHODS_TECHNIQUES: Ivy Lee method — six tasks written tonight, ranked, done in order tomorrow. A hundred years old
  and still the best thing I've tried.

TOOLS_RESOURCES: Went back to paper. One A5 notebook, one pencil on a string. Haven't double-booked a client since.
TOOLS_RESOURCES: Shared Google Sheet for the rota means no more "I didn't see it on WhatsApp".
TOOLS_RESOURCES: Todoist gets it when I type "bins every tues 7pm". That alone sold me.
TOOLS_RESOURCES: Notion for the allotment committee was overkill. Back to a clipboard hanging in the shed.
TOOLS_RESOURCES: Trello board for the kitchen refit: To Buy / Ordered / Fitted. The builder loves it, strangely.
TOOLS_RESOURCES: Best thing I bought this year was a £20 label maker. Every drawer in the van now tells me what's
  in it.
TOOLS_RESOURCES: Sticky notes on the back of the front door, one colour per kid. Pink is Ife's swim kit.
TOOLS_RESOURCES: Forest app grows a little tree while you leave the phone alone. Juvenile. Effective.
TOOLS_RESOURCES: Obsidian for work notes, one page per client, all linked. Took a weekend to set up, saves an hour
  a week.
TOOLS_RESOURCES: Voice memos in the cab between jobs, typed up later. Beats trying to remember at 9pm.

MINDSET_HABITS: Cleaned the entire oven rather than start the assignment. Oven's lovely though.
MINDSET_HABITS: Putting things off isn't laziness, it's dodging a feeling. Mine's the feeling of not knowing where
  to start.
MINDSET_HABITS: Focus is a fence you build, not a mood you wait for.
MINDSET_HABITS: "Your attention gets auctioned every time you unlock the screen." — heard on a podcast while
  scrolling, ironically
MINDSET_HABITS: Discipline on nights looks like doing the boring checks at 3am when no one would ever know you
  skipped them.
MINDSET_HABITS: Three tabs of "research" open = still avoiding it, just in a nicer font.
MINDSET_HABITS: i only get anything done the night before. used to call it working well under pressure. it's just
  fear with a laptop
MINDSET_HABITS: I reach for the news app the second a task gets hard. That little reach is the whole problem.
MINDSET_HABITS: Nothing real gets written in an open-plan office with the radio on. Taking the reports to the
  library now.
MINDSET_HABITS: "Perfectionism" was my polite name for not starting.

OUTCOMES: Week's tally: 47 boilers serviced, 3 callbacks. Callbacks down from 9 last month.
OUTCOMES: The dashboard says we closed 212 tickets. The only number that mattered was how many people didn't have
  to ring back.
OUTCOMES: Wrote a done list instead of a to-do list tonight. I finished more today than it felt like.
OUTCOMES: Eleven hours at the desk, one paragraph. Hours aren't output, however much I want them to be.
OUTCOMES: Pick rate this week: 138 lines an hour, best since I started. Screenshotted it for my mum. — warehouse
  picker, Daventry
OUTCOMES: Counted them up: 640 essays marked this term. No wonder my wrist hurts.
OUTCOMES: Three chapters drafted in March, none in April. Writing the numbers down made April impossible to pretend
  about.
OUTCOMES: My manager asks "what changed because of this?" and about half my week has no answer.
OUTCOMES: This quarter: 18 grant applications out, 7 funded. The funded ones were the slow careful ones. Fewer,
  better.
OUTCOMES: Logged hours against finished pages for the thesis: mornings produce twice as much. Numbers don't lie,
  sadly.

CONCEPTS_THEORIES: Chesterton's fence: don't pull a fence down until you know why someone put it up. Applies to
  every "pointless" rule at work.
CONCEPTS_THEORIES: Survivorship bias, the bomber story: they wanted armour where the returning planes had holes,
  but the planes hit elsewhere never came back to be counted.
CONCEPTS_THEORIES: The map is not the territory — the rota says we're fully staffed, the ward says otherwise.
CONCEPTS_THEORIES: Goodhart's law, from the economics lecture: once a measure becomes a target, people game it.
CONCEPTS_THEORIES: Confirmation bias, as my Year 12 teacher put it: we google to agree with ourselves.
CONCEPTS_THEORIES: Second-order thinking is just asking "and then what?" The new road eases traffic, and then more
  people drive, and then...
CONCEPTS_THEORIES: Working memory holds about four things at once, so stop giving new trainees nine. Cognitive
  load, finally explained in one line.
CONCEPTS_THEORIES: The Overton window: the range of ideas that feel sayable in public at a given time, and how
  quietly it moves.

STUDY_MEMORIZATION: Anki deck for drug interactions, 40 cards a day, even on the bus. Passed the pre-reg with room
  to spare.
STUDY_MEMORIZATION: Testing myself beats rereading. Rereading just makes the pages feel familiar.
STUDY_MEMORIZATION: Review on day 1, 3, 7, 21. Written inside the cover of every revision book I own now.
STUDY_MEMORIZATION: Memory palace for the cranial nerves is my nan's flat in Kilburn. Olfactory is the front
  doormat.
STUDY_MEMORIZATION: Past papers, timed, under the kitchen clock. My daughter says it's like living in an exam hall.
STUDY_MEMORIZATION: Thursday quiz group in the library for the bar course. Land law until the porter throws us out.
STUDY_MEMORIZATION: Flashcards of every street in Zone 1, radio off, between fares. Knowledge appearance next
  month.
STUDY_MEMORIZATION: explaining the krebs cycle to the dog counts as retrieval practice, right? he seemed convinced
STUDY_MEMORIZATION: Cramming felt like learning. Two weeks later it was gone. Little and often got me through the
  NCLEX.

SKILLS_DEVELOPMENT: Twenty minutes a night on the old upright. Eight months in, I can play the hymns at church
  without panic.
SKILLS_DEVELOPMENT: Learning to bleed a radiator took one job with my gaffer watching. Learning to do it without
  soaking the carpet took six. — plumber's apprentice, Belfast
SKILLS_DEVELOPMENT: Practise only the bit you're worst at. The chord change, not the whole song.
SKILLS_DEVELOPMENT: My first hundred spines were all crooked. Somewhere around the 140th my hands started to know.
SKILLS_DEVELOPMENT: Touch typing at 38: 22 words a minute to 55 in three months. Should've learnt it at school.
SKILLS_DEVELOPMENT: Knife course at the tech: chef made us julienne carrots for an hour straight. All fingers
  present.
SKILLS_DEVELOPMENT: Reading a tyre's wear pattern is just looking at a thousand tyres, the foreman says. I'm on
  about 300.
SKILLS_DEVELOPMENT: Making myself bargain at the market in Swahili only, no English, even when it takes forever.
  It's coming.
SKILLS_DEVELOPMENT: Hill starts on the motorbike were rubbish every Saturday for a month, then one day they just
  weren't.

RESOURCES_MATERIALS: Khan Academy got me through the stats module when the lecturer didn't.
RESOURCES_MATERIALS: Best land law text is still the big green one. Heavy enough to prop a door open, worth every
  page.
RESOURCES_MATERIALS: Senior radiographer's tip: Radiopaedia. Free, and every case you could ever want to see.
RESOURCES_MATERIALS: OpenLearn has free short courses from the Open University. Did the bookkeeping one in a
  fortnight.
RESOURCES_MATERIALS: The Crash Course history videos are better than our textbook, and shorter. Don't tell Miss.
RESOURCES_MATERIALS: Library card = free audiobooks on Libby = my commute is basically a degree now.
RESOURCES_MATERIALS: Forum thread: get the Collins bird guide, the one with the paintings, not the photo one.
  Paintings show you what to look for.
RESOURCES_MATERIALS: The Practical Engineering YouTube channel explains dams better than my whole civil module did.

UNDERSTANDING_APPLICATION: Could recite the flow equations for years. Only understood them watching water race
  through a narrowed pipe on a job in Soweto.
UNDERSTANDING_APPLICATION: Knowing the theory isn't the same as using it at a client's desk with them watching your
  face.
UNDERSTANDING_APPLICATION: Read three books on negotiation and still folded on price. The theory ends where the
  other person's face begins.
UNDERSTANDING_APPLICATION: First time I used Pythagoras for real was squaring up a shed base. Thirty years late, Mr
  Ogunleye.
UNDERSTANDING_APPLICATION: You don't really understand it until you can explain it to a sleepy new nurse at 4am.
UNDERSTANDING_APPLICATION: The course said "ask open questions". The customer just wanted yes or no. Knowing when
  to use what you learned is the actual lesson.
UNDERSTANDING_APPLICATION: Aced the first aid course. First real casualty, I forgot the order. Drilled it again in
  the car park that night until it was in my hands, not my notes.
UNDERSTANDING_APPLICATION: Knew the offside rule for thirty years. Explaining it to a muddy under-11 with the ball
  at his feet is when I actually understood it.

SUBJECT_SPECIFIC: Battle of Adwa, 1896 — Ethiopia defeated Italy and stayed independent. Not once mentioned at my
  school in Leeds.
SUBJECT_SPECIFIC: Sunlight takes about eight minutes to get here, so the sun you see is always slightly in the
  past.
SUBJECT_SPECIFIC: "Fewer" for things you can count, "less" for things you can't. The supermarket sign is still
  wrong.
SUBJECT_SPECIFIC: A derivative is just the slope at one point on the curve. Wish someone had said that in Year 11.
SUBJECT_SPECIFIC: Plants respire all day and night; in daylight photosynthesis just outpaces it. Blew my mind at
  41.
SUBJECT_SPECIFIC: Mansa Musa's pilgrimage in 1324 handed out so much gold it depressed prices in Cairo for years.
SUBJECT_SPECIFIC: Mitochondrial DNA comes only from your mother. The one biology fact I never forgot.
SUBJECT_SPECIFIC: Irish has no single word for "yes" — you answer with the verb. "Are you coming?" "I am."

STRATEGY_PLANNING: We tried to be the cheapest and the nicest florist in town. Pick one, said my accountant. We
  picked nicest.
STRATEGY_PLANNING: Away-day notes: the whole three-year plan hinges on whether the council renews the school bus
  contract.
STRATEGY_PLANNING: Most of the job, it turns out, is deciding which good ideas we won't do.
STRATEGY_PLANNING: What if rent goes up 20%? What if the office block next door empties? Wrote a plan for each on a
  Sunday night. — café owner, Wellington
STRATEGY_PLANNING: Our edge isn't the product, it's that we answer the phone on a Sunday. Build everything around
  that.
STRATEGY_PLANNING: SWOT from the offsite: threat is the new retail park; opportunity is nobody in it repairs
  anything.
STRATEGY_PLANNING: "If you can't name the customers you're turning away, you haven't made a choice yet." — business
  book, on the train
STRATEGY_PLANNING: Ten-year thinking for the garage: move from old diesels to EV work before the petrol-car ban
  bites.
STRATEGY_PLANNING: Expand to Kisumu or go deeper in Nairobi? Deeper. We barely cover the city we're already in.
STRATEGY_PLANNING: Decision from Friday: stop chasing every tender, go after schools only. Felt like losing a limb.
  Right call.

FINANCE_ACCOUNTING: Gross margin on bouquets looks great. Net, after the van and the compost bin full of unsold
  tulips, is a joke.
FINANCE_ACCOUNTING: Invoice 1043 still unpaid at 90 days. Getting money in from debtors is the whole game this
  quarter.
FINANCE_ACCOUNTING: Accountant's note: watch the rolling twelve months, you're closer to the VAT threshold than you
  think.
FINANCE_ACCOUNTING: We were profitable the same month we couldn't make payroll. Nobody had explained cash flow to
  me.
FINANCE_ACCOUNTING: Spreading the new kiln over five years of depreciation makes this year's accounts far less
  terrifying.
FINANCE_ACCOUNTING: Our balance sheet looks fine until you notice half the "assets" are stock nobody wants.
FINANCE_ACCOUNTING: Month end: reconcile the card machine, the float and the delivery notes. Three numbers that
  never agree.
FINANCE_ACCOUNTING: Split the costs between the workshop and the shop. The shop has been quietly paying for the
  classes all year.
FINANCE_ACCOUNTING: Bank feed says R40,000 in the account. The aged payables report says otherwise.
FINANCE_ACCOUNTING: Auditor's favourite four words: "Show me the invoice."

MARKETING_SALES: Chalkboard outside said "Free water for your dog" and foot traffic doubled.
MARKETING_SALES: They stop listening after your second feature. Ask about their problem first, then shut up.
MARKETING_SALES: Reels of clay spinning on the wheel get ten times the reach of the finished pots. People want the
  making.
MARKETING_SALES: She didn't want the cheapest quote, she wanted to know someone would actually turn up. Now we lead
  with that.
MARKETING_SALES: Word of mouth on our estate is the only advert that works. One aunty tells twelve aunties.
MARKETING_SALES: Subject line test: "Your boiler's birthday" beat "Annual service reminder" by a mile.
MARKETING_SALES: Dropped the cheapest package from the price list and more people chose the middle one.
MARKETING_SALES: The sticker on the back of the van brings in more work than the website ever did.
MARKETING_SALES: Closing isn't pushing. It's "shall I pencil you in for Thursday?" and then keeping quiet.
MARKETING_SALES: Bakery's brand voice doc: warm, a bit cheeky, never once say "artisanal".

MANAGEMENT_LEADERSHIP: First week as shift lead I did everyone's job. Second week I let them do it their way,
  badly, then better.
MANAGEMENT_LEADERSHIP: Take the blame in public and the credit nowhere. My old foreman's whole philosophy.
MANAGEMENT_LEADERSHIP: One-to-ones every fortnight, even when nothing's wrong. Especially when nothing's wrong.
MANAGEMENT_LEADERSHIP: You can't pay volunteers, so you'd better be worth turning up for. — brigade captain, rural
  Victoria
MANAGEMENT_LEADERSHIP: Stopped solving the problems they bring me. Now I ask what they'd do, and mostly let them.
MANAGEMENT_LEADERSHIP: "The day I stopped being the cleverest person in the room, the room got cleverer." — a CEO's
  memoir
MANAGEMENT_LEADERSHIP: I kept the bad news from my team to protect them. They knew anyway, and trusted me less for
  it.
MANAGEMENT_LEADERSHIP: Handing the rota over to Chidi was the best decision I made this year, and the hardest.
MANAGEMENT_LEADERSHIP: Promoted over my old mates. Same jokes at lunch, different conversation on Monday mornings.
MANAGEMENT_LEADERSHIP: Running the floor at night means being the calm voice when every phone goes at once. —
  charge nurse, Toronto

OPERATIONS_LOGISTICS: Moved the fastest-selling lines next to the packing bench and cut our walking by a third.
OPERATIONS_LOGISTICS: Cold chain rule: vaccines never sit on the dock more than fifteen minutes. Ever.
OPERATIONS_LOGISTICS: Redid the delivery runs by postcode instead of by who rang first. Drivers home an hour
  earlier.
OPERATIONS_LOGISTICS: Lesson from the port strike: always have a second supplier, even a dearer one.
OPERATIONS_LOGISTICS: The closing-down routine for the kitchen now fits on one laminated card by the door.
OPERATIONS_LOGISTICS: Just-in-time is beautiful right up until a truck breaks down on the N3.
OPERATIONS_LOGISTICS: Returns are piling up in bay 7 because nobody owns that process. Raised it at the stand-up.
OPERATIONS_LOGISTICS: Mapped every step of a bus refit on the whiteboard. Found four places where the part just
  sits and waits.
OPERATIONS_LOGISTICS: Stocktake: 200 more boxes of gloves on the shelf than on the system. Someone isn't scanning
  goods in.
OPERATIONS_LOGISTICS: Lead time from the Shenzhen factory went from three weeks to nine. Ordering earlier, holding
  more stock.

DEVELOPMENT_CODING: Two hours on a bug that turned out to be a single missing comma in a config file. Classic
  Friday.
DEVELOPMENT_CODING: Write the test first, then the code. Fought it for years. Can't go back now.
DEVELOPMENT_CODING: Commit messages should say why, not what. The diff already tells you what.
DEVELOPMENT_CODING: Best advice from my first lead dev: the best code is the code you deleted.
DEVELOPMENT_CODING: Refactored the booking form at the weekend. Page load went from four seconds to one.
DEVELOPMENT_CODING: list comprehensions are lovely until someone nests three of them on one line. looking at you,
  Dave
DEVELOPMENT_CODING: Code review comment I'm still thinking about: "This is clever. Please make it boring."
DEVELOPMENT_CODING: Finally learnt SQL joins by building a database of my dad's vinyl collection.
DEVELOPMENT_CODING: "Works on my machine" — so we shipped my machine. Docker, basically.
DEVELOPMENT_CODING: Pairing with the new grad, I learned more about our codebase than she did.

HARDWARE_DEVICES: Ten-year-old ThinkPad with a new SSD boots faster than my work laptop.
HARDWARE_DEVICES: Phone kept dying at 60%. Swapped the battery myself with a kit off eBay and a hairdryer.
HARDWARE_DEVICES: Raspberry Pi under the hive logs weight and temperature. The bees are unimpressed.
HARDWARE_DEVICES: New ultrasound probe is half the weight of the old one. My wrist notices by the end of a shift.
HARDWARE_DEVICES: Mechanical keyboard: loud, pricey, and I type faster. My flatmate has bought earplugs.
HARDWARE_DEVICES: Plug the tablet into the bus's diagnostic port and it tells me the fault before I lift the engine
  cover.
HARDWARE_DEVICES: Went back to wired earbuds. No charging, no pairing, no drama.
HARDWARE_DEVICES: New audio interface in the studio: eight preamps and no latency I can hear. Worth every rand.
HARDWARE_DEVICES: Cheap USB-C hubs run hot. Learned that from the smell of melting plastic under my desk.
HARDWARE_DEVICES: The e-ink reader lasts three weeks on one charge. My phone lasts until lunch.

DATA_AI: The model was 95% accurate, and useless, because only 5% of cases were positive in the first place.
DATA_AI: Asked ChatGPT to summarise my tenancy agreement and it invented a clause. Check everything.
DATA_AI: Our customer spreadsheet had three spellings of "Johannesburg". Garbage in, garbage out.
DATA_AI: Software flags the scans now; a human still signs off every one. That's the right order. — radiographer
DATA_AI: Cleaning the data took three weeks. Fitting the model took one afternoon.
DATA_AI: The face scanner at the e-gate kept failing on me and waving my white colleague straight through. Ask what
  it was trained on.
DATA_AI: Pivot tables taught me more about our customers than five years of gut feeling.
DATA_AI: The chatbot just predicts the next word. That's all it does. And yet.
DATA_AI: Fleet dashboard shows which engines fail in summer heat. The data has finally earned its keep.
DATA_AI: The forecasting model got December badly wrong because it had only ever seen two Christmases.

CYBERSECURITY: The email looked exactly like the bank's. Only the sender's address gave it away.
CYBERSECURITY: Password manager and two-step login on everything since my brother got hacked and lost twelve years
  of photos.
CYBERSECURITY: IT sent a fake phishing test. I clicked. Mild public shame. Won't happen again.
CYBERSECURITY: Never plug in a USB stick you found in the car park. Yes, someone in accounts did.
CYBERSECURITY: Ransomware hit the surgery on a Friday. Last backup was Monday. Four days of records typed back in
  by hand.
CYBERSECURITY: Mum got a WhatsApp from "me" asking for money. We have a family code word now.
CYBERSECURITY: Those updates are the security. Stop tapping "remind me tomorrow".
CYBERSECURITY: Airport Wi-Fi: VPN on, or don't bother logging into anything.
CYBERSECURITY: "Tax office" rang saying I'd be arrested. Hung up and called the number on the official site. Scam,
  obviously.
CYBERSECURITY: The summer intern doesn't need admin rights to the payroll folder. Least privilege, people.

TRENDS_INNOVATION: Drones flying blood bags to rural clinics in Rwanda. The future arrives somewhere else first.
TRENDS_INNOVATION: M-Pesa had my gran paying by text in Kisii years before anyone in London tapped a phone at a
  till.
TRENDS_INNOVATION: Every hype cycle looks the same from the inside: crypto, VR, now AI. A bit of each one sticks.
TRENDS_INNOVATION: 3D-printed prosthetic hands for a fraction of the old price. Saw one on a kid at the clinic
  today.
TRENDS_INNOVATION: Half our fleet is electric now. Different tools, different smells, different training. — bus
  mechanic, Adelaide
TRENDS_INNOVATION: Newspaper says quantum computers will break encryption "within a decade". It's said that for two
  decades.
TRENDS_INNOVATION: Lettuce grown in stacked trays on top of a multi-storey car park in Singapore. Farms are going
  vertical.
TRENDS_INNOVATION: Smart glasses are back for the third time. Maybe this time.
TRENDS_INNOVATION: Self-service tills at the chemist now. Half the customers still queue for a person.
TRENDS_INNOVATION: Satellite internet reached the ranger station this year. A video call from the middle of the
  bush still feels like magic.

PHYSICAL_HEALTH: Three weeks of circuits at the community hall and I can carry the shopping up to the fourth floor
  without stopping on the landing.
PHYSICAL_HEALTH: Couch to 5k, week six. Still hate it, but I no longer hate myself afterwards.
PHYSICAL_HEALTH: The warehouse gives me twenty thousand steps a shift. My legs have never been this strong, or this
  tired.
PHYSICAL_HEALTH: Lido at 6:30, three mornings a week. At 61 I'm fitter than I was at 40.
PHYSICAL_HEALTH: Cycling to the station instead of driving. Belt's gone in a notch without me trying.
PHYSICAL_HEALTH: Resting heart rate down from 78 to 64 since I joined the rowing club. The watch doesn't lie.
PHYSICAL_HEALTH: A litre bottle on the dash ended the 4pm headaches on long driving shifts. I was just dried out.
PHYSICAL_HEALTH: Sore everywhere after my first five-a-side in ten years. Proud of every single ache.
PHYSICAL_HEALTH: GP said lift heavy things twice a week at my age. Started with bags of compost. Now it's
  kettlebells.

MENTAL_HEALTH: Counsellor said the panic attacks are my smoke alarm going off for burnt toast. The alarm isn't
  broken, just oversensitive.
MENTAL_HEALTH: It didn't feel like tiredness. It felt like nothing mattering, even the things I used to love.
MENTAL_HEALTH: Told my manager I wasn't coping. She didn't flinch, just said "take Friday". Cried in the loo, the
  good kind.
MENTAL_HEALTH: Some mornings I can't get out of bed and I've stopped calling it laziness.
MENTAL_HEALTH: "Your brain is lying to you" on a Post-it on the bathroom mirror. Some days it even helps.
MENTAL_HEALTH: The tablets took six weeks to kick in. The waiting was the worst part.
MENTAL_HEALTH: Blokes in the brigade don't talk about the bad jobs. Peer support group starts next month. I'm
  going.
MENTAL_HEALTH: Walked past a man wearing Dad's aftershave in Tesco and had to sit in the car for twenty minutes.
  Eighteen months on. Grief doesn't do timetables.
MENTAL_HEALTH: Therapy homework: notice the thought, then notice I'm having the thought. That small gap is where I
  live now.

WELLNESS_LIFESTYLE: Batch cooking on Sundays means no 9pm garage sandwiches midweek.
WELLNESS_LIFESTYLE: Looking after myself mostly means doing the washing so Monday-me isn't drowning.
WELLNESS_LIFESTYLE: Day off means day off. Muted the work group until Monday morning.
WELLNESS_LIFESTYLE: Five minutes of morning sun on the balcony with my coffee sets the whole day right.
WELLNESS_LIFESTYLE: No coffee after two. Fewer jitters at the counter, and I'm out before the news finishes.
WELLNESS_LIFESTYLE: Twelve years of nights: blackout blinds and the same "bedtime" at 9am every day, weekends too.
  That's the only trick there is.
WELLNESS_LIFESTYLE: A vegetable with every meal was my only resolution. Easy, once I stopped being fussy about
  which.
WELLNESS_LIFESTYLE: Saturday hikes with the dog have quietly replaced Saturday nights at the pub. Don't miss it.
WELLNESS_LIFESTYLE: For me balance is one evening a week that belongs to nobody. — care-home cook, Limerick

MEDICAL_SCIENTIFIC: The trial found time-restricted eating no better than ordinary calorie cutting. So much for my
  16:8.
MEDICAL_SCIENTIFIC: mRNA vaccines sat on thirty years of unglamorous research before anyone knew the word.
MEDICAL_SCIENTIFIC: Why you finish the course: the toughest bacteria are the ones still alive on day three. —
  pharmacist, Pune
MEDICAL_SCIENTIFIC: The new Alzheimer's drugs slow decline a little and carry real risks. Mum's consultant was
  honest about both.
MEDICAL_SCIENTIFIC: Open-label placebo: it can help some people even when they're told it's a sugar pill. Medicine
  is strange.
MEDICAL_SCIENTIFIC: Malaria vaccine now being given in Kenya, Ghana and Malawi — the first vaccine against a
  parasite used at scale.
MEDICAL_SCIENTIFIC: Most "gut-health" yoghurt claims are ahead of the evidence, said the microbiologist on the
  podcast.
MEDICAL_SCIENTIFIC: One study is a clue, not a verdict. Look for the systematic review. — pharmacology lecture
  notes
MEDICAL_SCIENTIFIC: A chest CT is roughly two years of natural background radiation. I tell nervous patients that.

SPECIFIC_AREAS: Twenty years bent over the sewing frame and my lower back has opinions. Physio says strengthen,
  don't rest. — bookbinder, Bath
SPECIFIC_AREAS: Gestational diabetes at 28 weeks. Finger pricks four times a day and toast has become a moral
  question.
SPECIFIC_AREAS: Hands crack and weep every winter from the bucket water. Cotton gloves under the rubber ones now. —
  florist
SPECIFIC_AREAS: Canberra spring: eyes streaming, nose running, antihistamines from September. Hay fever capital.
SPECIFIC_AREAS: Heel pain from the concrete floor every morning. Rolling a frozen water bottle under my foot before
  bed.
SPECIFIC_AREAS: The flicker from the strip lights sets my migraines off by mid-afternoon. Got my desk moved to the
  window.
SPECIFIC_AREAS: Ringing in my ears that never stops, after twenty years of mixing live gigs. Wear plugs, kids.
SPECIFIC_AREAS: Night splint for carpal tunnel in my right wrist. Decades of snipping stems.
SPECIFIC_AREAS: HbA1c came back in the prediabetic range. Dad had type 2 by fifty. Wake-up call.

PERSONAL_FINANCE: How our marriage does money: joint pot for bills, separate pots for fun, no questions asked about
  the fun.
PERSONAL_FINANCE: Paid off the last card today. £3,400 over two years. Cut it up on the kitchen table with the good
  scissors.
PERSONAL_FINANCE: my 50/30/20 budget is, in practice, more like 70/30/0
PERSONAL_FINANCE: Three months' wages in an easy-access account is why the redundancy was a fright and not a
  disaster.
PERSONAL_FINANCE: No-spend month, only food and bills. Found R2,000 I didn't know I was wasting.
PERSONAL_FINANCE: Payday: move the savings out first, live on what's left. Not the other way round like I did for
  ten years.
PERSONAL_FINANCE: Monthly "money date" with my husband: a bottle of wine and the spreadsheet. More romantic than it
  sounds.
PERSONAL_FINANCE: Paying my sister's school fees means nothing saved this year. That's how our family works and I
  don't mind.
PERSONAL_FINANCE: Tracked every purchase for a month. More went on flat whites than on electricity.

INVESTING: Index funds, low fees, don't touch it. Boring is the whole point.
INVESTING: Bought at the top in 2021, sold at the bottom in 2022. Textbook, just the wrong textbook.
INVESTING: Same amount in on the 1st of every month, whatever the market's doing. Stopped trying to be clever.
INVESTING: My uncle put everything into one property in Lekki and lost the lot. Spread it out.
INVESTING: £50 a month into a global tracker since 2018. It has quietly become actual money.
INVESTING: "Crypto is gambling with extra steps," said the adviser. My cousin's Lambo plan disagrees.
INVESTING: Compounding only works if you leave it alone for decades. The leaving alone is the hard bit.
INVESTING: Dividends reinvested automatically. Watching the number of units tick up is strangely soothing.
INVESTING: Deleted the share app from my phone. Checking it every day was making me sell things.

FINANCIAL_LITERACY: APR includes the fees, which is why the "cheap" loan with the low headline rate wasn't.
FINANCIAL_LITERACY: Prices up 7%, savings paying 2%. My money is quietly shrinking while it sits there being
  "safe".
FINANCIAL_LITERACY: The score likes you paying on time AND using less of your limit. Nobody told me the second
  part.
FINANCIAL_LITERACY: Paying only the minimum on that card would have taken me 19 years. It said so in the small
  print.
FINANCIAL_LITERACY: Grade 10 maths teacher explained compound interest with a chessboard and a bag of rice. Never
  forgot it.
FINANCIAL_LITERACY: Buy now pay later is still debt, it just wears a nicer outfit.
FINANCIAL_LITERACY: A payday loan at 22 taught me what interest really is, the expensive way.
FINANCIAL_LITERACY: First payslip: gross £1,900, net a lot less. Who is this "NI" and why is he taking so much?
FINANCIAL_LITERACY: When the central bank raises rates my tracker mortgage goes up next month. Finally see why the
  news matters.

RETIREMENT_PLANNING: Started a pension at 45. Wish I'd started at 25. Paying in double now to catch up.
RETIREMENT_PLANNING: Stop at 60 and that could be 25 years without a wage. The sum nobody wants to do.
RETIREMENT_PLANNING: State pension forecast says about £220 a week. Not enough to live on in London.
RETIREMENT_PLANNING: Employer matches up to 5%. Not taking it is turning down a pay rise.
RETIREMENT_PLANNING: Rolled three super accounts into one and found $8,000 from a bar job in Cairns I'd forgotten
  about.
RETIREMENT_PLANNING: The plan: downsize at 65 and live on the difference. The kids are horrified.
RETIREMENT_PLANNING: Stopping work isn't only about money. It's about what you'll do on a wet Wednesday in
  February.
RETIREMENT_PLANNING: Dad was still driving a cab at 72 because he had nothing put by for later. I won't.
RETIREMENT_PLANNING: Annuity or drawdown? Sat with an adviser for an hour. Still confused, but less.

TAXES: Self-assessment due 31 January. Every year I start it on the 30th.
TAXES: Claimed the relief for washing my own uniform. £60 back. Small victory.
TAXES: The Etsy money has to go on the return. The tax office can see the payouts, apparently.
TAXES: Salary sacrifice into the pension knocked me back under the higher-rate band.
TAXES: Sold some shares and had no idea I owed capital gains. Found out via a letter.
TAXES: Catering turnover crossed $75,000 so I had to register for GST. Prices going up 10%, sorry regulars.
TAXES: Every work mile logged in a notebook in the glovebox. Worth hundreds at return time.
TAXES: Filed my ITR myself for the first time. The portal crashed twice but I did it.
TAXES: Emergency code on the new job: three months overpaying before the tax office sorted it out.

CREATIVE_PROCESS: I write it badly first and fix it after. Trying to write it well first means I don't write at
  all.
CREATIVE_PROCESS: Three pages longhand every morning, whatever comes. Mostly shopping lists. Some days it isn't.
CREATIVE_PROCESS: The good ideas turn up in the shower, so there's a waterproof notepad stuck to the tiles now.
CREATIVE_PROCESS: The block lifted the day I moved my desk out of the bedroom and into the shed.
CREATIVE_PROCESS: Every arrangement starts from the ugliest stem in the bucket. I build everything else around it.
CREATIVE_PROCESS: Only three glazes allowed for the whole series. The limit did half the thinking for me. —
  ceramicist, Nelson
CREATIVE_PROCESS: I throw away most of what I make. That isn't failing, that's how the keepers get made.
CREATIVE_PROCESS: Walking without headphones is where the tunes turn up. Humming into my phone like a madman on the
  towpath.

ART_FORMS: Kintsugi: mending a broken bowl with gold so the crack becomes the point of it.
ART_FORMS: Nollywood turns out more films a year than Hollywood, and my aunties have seen all of them.
ART_FORMS: A sonnet is fourteen lines and a turn. Everything else is up for negotiation.
ART_FORMS: Amapiano on every taxi radio in Soweto this year. Log drums from dawn till the last rank empties.
ART_FORMS: In Bharatanatyam the hands carry the whole story. My daughter's teacher says the gestures are a language
  of their own.
ART_FORMS: graphic novels ARE literature, whatever my English teacher said in 1998
ART_FORMS: Radio drama is the only theatre you can enjoy with your eyes shut while you do the ironing.
ART_FORMS: Opera is theatre, music and poetry all shouting at once. Took me till 50 to come round to it.

ARTISTIC_TECHNIQUES: Glazing in oils: thin transparent layers, each one bone-dry before the next. The technique is
  patience.
ARTISTIC_TECHNIQUES: Two-point perspective: horizon line first, then the two vanishing points, then every edge runs
  to one of them.
ARTISTIC_TECHNIQUES: Wedge the clay until there's no air left in it, or it'll blow apart in the kiln.
ARTISTIC_TECHNIQUES: Wet-on-wet for skies: soak the paper, drop the colour in, and let it go where it wants.
ARTISTIC_TECHNIQUES: SM57 on the snare, a touch off-axis, pointing away from the hi-hat. Saves you a world of
  bleed.
ARTISTIC_TECHNIQUES: Drop the third out of the left-hand voicing and the chord opens right up. — piano teacher,
  Toronto
ARTISTIC_TECHNIQUES: Kettle stitch at head and tail, linking each signature to the one beneath it.
ARTISTIC_TECHNIQUES: Put the horizon on a third, never dead centre, unless you've a very good reason.

ART_APPRECIATION: Stood in front of the Rothko for ten minutes. Didn't get it, didn't get it, then suddenly did.
ART_APPRECIATION: Listened to the whole album start to finish, in order, no shuffle. A different record entirely.
ART_APPRECIATION: Three minutes with one painting beats thirty seconds each with ten. I tell every school group
  that.
ART_APPRECIATION: I thought abstract painting was lazy until I tried to do one.
ART_APPRECIATION: The best review doesn't tell you whether it's good, it tells you how to look at it.
ART_APPRECIATION: Saw the Benin Bronzes behind glass in London. Moved and angry in the same breath.
ART_APPRECIATION: Choir in the cathedral: the echo made forty people sound like one voice. Stayed in my seat after
  everyone left.
ART_APPRECIATION: Reread the novel I hated at sixteen. At forty it's a different book. Or I'm a different reader.

EXPRESSION: Writing poems about my father was easier than ever talking to him.
EXPRESSION: Dancing round the kitchen to old highlife records is how I get the day out of me.
EXPRESSION: I paint the things I can't say to anyone.
EXPRESSION: My journal's in Tagalog. Writing in English feels like still wearing my work lanyard.
EXPRESSION: In the choir I finally have a voice, in more ways than one.
EXPRESSION: Gran's quilt says more about her life than any eulogy I could have written.
EXPRESSION: Three songs in one night after the breakup. None of them any good. All of them necessary.
EXPRESSION: The blog is the only place I write exactly what I think, with nobody's name attached.

TRAVEL_PLANNING: Booked the flights on a Tuesday, six weeks out. Cheapest they were all year.
TRAVEL_PLANNING: Three cities in ten days was too many. Next time two, with one slow day in the middle.
TRAVEL_PLANNING: Schengen visa appointments from Lagos take weeks to get. Apply the moment you have dates.
TRAVEL_PLANNING: Insurance gets bought the same day as the flights now. Learned that one after Bali.
TRAVEL_PLANNING: Shared doc for the Kerala trip: who pays for what, who sleeps where, who's carrying Nani's
  medicines.
TRAVEL_PLANNING: Door to door the train to Edinburgh beats flying. Booked 12 weeks ahead for half the price.
TRAVEL_PLANNING: Hotel near the station, not the centre. Early trains and heavy bags won that argument.
TRAVEL_PLANNING: Two weeks in Vietnam on £1,500 each including flights. Spreadsheet says yes, if nobody buys
  anything silly.

CULTURAL_EXPERIENCES: First time eating injera with my hands in Addis. My host laughed and fed me the first bite
  herself.
CULTURAL_EXPERIENCES: Diwali night in Jaipur: every balcony lit, crackers till 2am, sweets pressed on us by
  strangers.
CULTURAL_EXPERIENCES: Said "ngiyabonga" at the market stall and the old lady laughed and threw in an extra mango.
CULTURAL_EXPERIENCES: Tea ceremony in Kyoto: forty minutes, almost no words, the bowl turned twice before you
  drink.
CULTURAL_EXPERIENCES: Sunday dinner with a host family in Cork. Three kinds of potato on one plate and nobody found
  it odd.
CULTURAL_EXPERIENCES: Woken by the call to prayer rolling over the rooftops in Istanbul. Sat on the sill until it
  ended.
CULTURAL_EXPERIENCES: Haggling in the Marrakech souk is a conversation, not a fight. Mint tea first, prices later.
CULTURAL_EXPERIENCES: A stranger on the danfo invited me to his cousin's wedding. I went. Best party of my life.

EXPLORATION_ADVENTURE: Four days on the Milford Track in sideways rain. Best four days I've had.
EXPLORATION_ADVENTURE: Paddled out at first light before the tour boats came. Just us and the limestone towers.
EXPLORATION_ADVENTURE: Three nights in the Drakensberg with no signal. Felt like getting my head back.
EXPLORATION_ADVENTURE: Went to Patagonia alone at 55. The kids thought I'd lost it. I had, a bit, in the best way.
EXPLORATION_ADVENTURE: First dive on the reef: a turtle looked at me like I was the strange one. Fair.
EXPLORATION_ADVENTURE: Turned back at 5,200m on Kilimanjaro, head pounding. Going again next year.
EXPLORATION_ADVENTURE: 1,200km across the Nullarbor with two cassettes and an esky. Wouldn't change a kilometre.
EXPLORATION_ADVENTURE: Took the wrong path in the Highlands on purpose and found a bothy no guidebook mentions.

DESTINATION_SPECIFIC: Singapore's hawker culture is on the UNESCO list now. The chicken rice uncle at Maxwell
  deserves a medal.
DESTINATION_SPECIFIC: Lisbon sits on seven hills, and every one of them is steeper than the map lets on.
DESTINATION_SPECIFIC: Stone Town's carved doors have brass spikes said to come from India, where they kept
  elephants off.
DESTINATION_SPECIFIC: When cloud pours over the top of Table Mountain, Capetonians call it the tablecloth.
DESTINATION_SPECIFIC: No McDonald's in Iceland since 2009. The last burger is apparently still on display
  somewhere.
DESTINATION_SPECIFIC: Varanasi claims to be one of the oldest continuously inhabited cities on earth.
DESTINATION_SPECIFIC: Dubliners don't drink in Temple Bar. Walk ten minutes and the pint is half the price.
DESTINATION_SPECIFIC: In Vancouver you can see the ocean and snow on the mountains from the same bus stop.

TRAVEL_TIPS: Roll the clothes, don't fold. Fits more and fewer creases.
TRAVEL_TIPS: Photo of your passport in your email and a paper copy at the bottom of the bag.
TRAVEL_TIPS: Download the offline map before you land, not in the taxi queue with 3% battery.
TRAVEL_TIPS: Power bank and a universal adapter live permanently in my carry-on.
TRAVEL_TIPS: Wear the heaviest shoes on the plane. Your bag allowance will thank you.
TRAVEL_TIPS: Tell the bank you're going or they freeze the card at the first petrol station.
TRAVEL_TIPS: Carry a pen. You'll need one for the arrivals card and nobody on the plane ever has one.
TRAVEL_TIPS: Learn please, thank you and sorry in the local language. Opens more doors than any guidebook.

ENVIRONMENTAL_ISSUES: Fire season used to start in December. This year we were on standby in September. — volunteer
  firefighter, NSW
ENVIRONMENTAL_ISSUES: Dived the same bay as ten years ago. Half the coral is white now.
ENVIRONMENTAL_ISSUES: November air in Delhi: you taste it before you see it.
ENVIRONMENTAL_ISSUES: Grandad kept hives for fifty years and says the hedgerows used to hum. They don't, much, now.
ENVIRONMENTAL_ISSUES: Our street in Lagos floods worse every rainy season. The drains are choked with sachets and
  bottles.
ENVIRONMENTAL_ISSUES: 40 degrees in July 2022. The tarmac at the depot went soft under the buses.
ENVIRONMENTAL_ISSUES: The glacier has pulled back 300 metres since I started at this station. I moved the sign
  myself. — park ranger, Fox Glacier
ENVIRONMENTAL_ISSUES: Microplastics found in human placentas. Read the article twice and then sat very still.

ECO_FRIENDLY_PRACTICES: Compost bin in the back garden now takes half of what used to go in the wheelie bin.
ECO_FRIENDLY_PRACTICES: Refill shop on Saturdays for washing-up liquid, oats and rice. Jars rattling in the bike
  basket.
ECO_FRIENDLY_PRACTICES: Fixed the toaster with a YouTube video and a £3 fuse instead of buying new. Unreasonably
  proud.
ECO_FRIENDLY_PRACTICES: Kids' school uniforms all from the PTA second-hand rail this year.
ECO_FRIENDLY_PRACTICES: Wash at 30 and line-dry, even in Dunedin. Especially in Dunedin.
ECO_FRIENDLY_PRACTICES: Rainwater tank off the shed roof waters the whole veggie patch all summer.
ECO_FRIENDLY_PRACTICES: Beeswax wraps from my own hives instead of cling film. Sell them at the market too.
ECO_FRIENDLY_PRACTICES: Cloth nappies for baby number two. More washing, far fewer bin bags.

CONSERVATION_EFFORTS: We dehorn the rhinos so there's nothing worth poaching. Sad work, but they're alive. —
  ranger, Limpopo
CONSERVATION_EFFORTS: Beavers back on the river after four hundred years, and the wetland's filling up with birds.
CONSERVATION_EFFORTS: Volunteers in Palawan guard the turtle nests every night of the season and count the
  hatchlings out.
CONSERVATION_EFFORTS: Kakapo numbers were in the fifties when I was a kid. Now there are over two hundred.
CONSERVATION_EFFORTS: Replanted 3,000 mangrove seedlings with the youth group near Mombasa. The crabs came back
  first.
CONSERVATION_EFFORTS: Pulled invasive wattle along the river all week. The fynbos will come back if we let it.
CONSERVATION_EFFORTS: The seed vault holds spares of crops in case the fields ever lose them. An insurance policy
  for food itself.
CONSERVATION_EFFORTS: Cut a hedgehog-sized hole in our fence. Neighbours did the same. Now there's a highway.

POLICY_ADVOCACY: Kenya banned plastic bags in 2017 with heavy fines. Market streets look different now.
POLICY_ADVOCACY: Signed the petition against the new coal mine and went to the council hearing. Three hours, worth
  it.
POLICY_ADVOCACY: Wrote to my MP about sewage in the river. Got a form letter back. Writing again.
POLICY_ADVOCACY: My daughter skipped school for the climate strike. I went with her.
POLICY_ADVOCACY: The carbon price rebate lands in our account every quarter. My uncle still thinks it's a tax grab.
POLICY_ADVOCACY: The clean air zone split our street in two. Half for, half against, everyone at the residents'
  meeting.
POLICY_ADVOCACY: Submitted comments on the bypass environmental assessment. Nobody reads them, but they're on
  record.
POLICY_ADVOCACY: Right-to-repair law passed. Manufacturers have to sell parts now. About time.

PERSONAL_IMPACT: Did the footprint calculator. The flights home to see Mum are most of it. That's a hard one.
PERSONAL_IMPACT: Meat only at weekends now. Didn't miss it as much as I thought.
PERSONAL_IMPACT: One return flight to Manila cancels out about three years of me cycling to work. Depressing maths.
PERSONAL_IMPACT: Switched to a green tariff. Small change, but it's ours.
PERSONAL_IMPACT: Heat pump installed in March. The gas bill is gone and so is a big chunk of what our house puts
  out.
PERSONAL_IMPACT: Counted 41 things in my wardrobe I've worn once. Not buying anything new till next summer.
PERSONAL_IMPACT: Twelve hours a day idling in the rank. Switched the cab to a hybrid and my fuel receipts halved. —
  taxi driver
PERSONAL_IMPACT: Realised most of my rubbish is packaging from takeaways. Cooking more, binning less.
`;
