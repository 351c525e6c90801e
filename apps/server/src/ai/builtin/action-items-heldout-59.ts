import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_59: LabelledDay[] = [
  {
    name: 'an American watch repairer on a Wednesday at the bench',
    highlights: [
      h(
        "Quiet morning at the bench, just me and the radio and a 1960s Rolex that somebody's grandpa apparently wore down a coal mine in West Virginia. The balance staff was snapped clean through, which explains why it stopped the day he retired, according to his daughter. I need to order a replacement staff from Esslinger before they close for Labor Day. Gorgeous piece once it's running again.",
        'I need to order a replacement staff from Esslinger before they close for Labor Day.',
      ),
      h(
        'Reading old Daniels again at lunch, and this line made me laugh: "never let a customer watch you open the case back, because they will only remember the scratch". He was right about most things and wrong about quartz.',
      ),
      h(
        "Ngozi: Hi, just checking on my mother's carriage clock.\nNgozi: She keeps asking about it and I've run out of excuses.\nMe: Nearly there, the mainspring was tired so I fitted a new one and it's on test.\nNgozi: Wonderful. Could you call me the day before it's ready so I can bring the car?",
        "Could you call me the day before it's ready so I can bring the car?",
      ),
      h(
        "Spent the afternoon regulating the Omega on the timegrapher and it's now gaining about two seconds a day, which is better than it managed in 1972. It should be ready for pickup Friday. Honestly my favorite part of the job is the moment the beat error drops to zero.",
      ),
      h(
        'Note to self, because I keep forgetting: the ultrasonic cleaner is making that grinding noise again. Get the heater element looked at before it quits completely. The last repair cost more than the machine did, which still annoys me.',
        'Get the heater element looked at before it quits completely.',
      ),
      h(
        'To order Friday\nmainspring for the Westclox alarm\nThe crystal gaskets came in, so those are sorted.',
        'mainspring for the Westclox alarm',
      ),
      h(
        "My apprentice Jess asked today why we still bother with hand-cut parts when you can buy almost everything ready-made. I told her the honest answer, which is that sometimes nobody makes them anymore. Jess to finish the pivot polishing exercise by next Tuesday, and I'll check it under the scope.",
        "Jess to finish the pivot polishing exercise by next Tuesday, and I'll check it under the scope.",
      ),
      h(
        "The AWCI newsletter had a piece on insurance for small shops. Always photograph a watch on arrival, front and back, before you touch it. It's the kind of advice everyone gives and nobody follows until the first complaint.",
      ),
      h(
        "I meant to call the insurance people this week about the new safe and completely didn't. Anyway. Business insurance renewal due on the 14th — the paperwork's in the blue folder.",
        "Business insurance renewal due on the 14th — the paperwork's in the blue folder.",
      ),
      h(
        "Mom came by with soup and stayed an hour telling me the store looked dusty. She's not wrong. The window display hasn't changed since Easter and the sun has faded the velvet to a color I can only call sad pink.",
      ),
      h(
        "Long conversation with the man who wants his father's pocket watch engraved for his son's wedding. He hasn't settled on the wording yet and seemed a bit overwhelmed by the whole thing. We still need to agree whether the engraving goes inside the case or on the back cover. I do love a job with a story.",
        'We still need to agree whether the engraving goes inside the case or on the back cover.',
      ),
    ],
  },
  {
    name: 'a hedgehog rescue volunteer on a Sunday in October',
    highlights: [
      h(
        "Three new admissions overnight, all autumn juveniles who are far too small to hibernate. The smallest weighed 290g, which is honestly pitiful for October. You need to weigh all three at 8am tomorrow before feeding, not after. The little one is already tucking into kitten biscuits like nobody's business.",
        'You need to weigh all three at 8am tomorrow before feeding, not after.',
      ),
      h(
        "Read a good post from a Scottish rescue about feeding stations. Never put out milk, only water, because hedgehogs are lactose intolerant. Put a brick on the lid or the foxes will have it off. I've known all that for years but people still argue with me about the milk.",
      ),
      h(
        "Dave (vet nurse): Hi love, the one with ringworm is fine to come home on Tuesday.\nDave (vet nurse): Can you bring a clean carrier, ours are all in use?\nMe: Thanks Dave, you're a star!",
        'Dave (vet nurse): Can you bring a clean carrier, ours are all in use?',
      ),
      h(
        "Hibernation boxes are finally built, six of them, out of old wine crates and a lot of swearing. My neighbour Colin helped with the roofing felt and refused to take any money, so I must remember to drop a bottle of something round to him this week. He pretends he doesn't like the hogs but I've seen him talking to them over the fence.",
        'My neighbour Colin helped with the roofing felt and refused to take any money, so I must remember to drop a bottle of something round to him this week.',
      ),
      h(
        'Bank statement came and the food bill for September was £212 on kitten biscuits and mealworms alone. I should probably feel worse about that than I do. The donations pot at the pet shop should cover some of it once they empty it.',
      ),
      h(
        'Rescue to-do\nClean out hutches 3 and 4\nchase council re strimmer signs on the rec\nHeat mat finally sorted, yay.',
        'Clean out hutches 3 and 4',
        'chase council re strimmer signs on the rec',
      ),
      h(
        "A lady from Ashby rang in tears because her dog had found a hoglet in the compost heap and she thought it was dead. It wasn't, just very cold. She brought it round in a shoebox lined with a tea towel, bless her, and it's now snoring on the heat pad.",
      ),
      h(
        "The Facebook group is getting out of hand again with people posting photos of hedgehogs out in daylight and asking what to do. A hedgehog out in the day is usually a hedgehog in trouble. Who is going to update the pinned post with the rescue numbers now that Kath has stepped down? I can't keep answering the same question forty times a day.",
        'Who is going to update the pinned post with the rescue numbers now that Kath has stepped down?',
      ),
      h(
        'Grandson stayed over and named every single hog after a footballer, so we now have a Saka, a Rashford and a very grumpy Haaland. He wants to be a vet now. Last month it was an astronaut.',
      ),
      h(
        "The release site in Mrs Patel's garden has been approved by the coordinator, which is brilliant news after all the back and forth. Release paperwork has to be signed by both of us before Friday. Her garden backs onto a railway embankment, which is perfect hog territory.",
        'Release paperwork has to be signed by both of us before Friday.',
      ),
      h(
        "Exhausted tonight. My back is killing me from crouching over the hutches all day, and I've been saying for years that a proper workbench at standing height would save me, but there's never the money. Bed.",
      ),
    ],
  },
  {
    name: 'a crossword setter working from home on a Thursday',
    highlights: [
      h(
        "Woke up with a clue in my head, which almost never happens, and scribbled it on the back of the gas bill before it vanished. It's for GREENHOUSE and it's either brilliant or complete nonsense. Time will tell.",
      ),
      h(
        'Email from Helen at the paper: the Saturday puzzle needs to be with her by noon on Monday, not Tuesday as usual, because of the printing schedule over the bank holiday. Typical. At least she apologised.',
        'Email from Helen at the paper: the Saturday puzzle needs to be with her by noon on Monday, not Tuesday as usual, because of the printing schedule over the bank holiday.',
      ),
      h(
        'Rereading Ximenes on the Art of the Crossword. His rule that you should say what you mean and mean what you say is still the best one for a clue, and I still break it about once a week. Every setter I know has that book somewhere with a broken spine.',
      ),
      h(
        "Solver emails are piling up. One man has written three times to complain that 14 across in the last puzzle was unfair, and to be fair to him he's got a point, the definition was a stretch. I'll reply to him properly tomorrow and admit it. The rest are mostly lovely.",
        "I'll reply to him properly tomorrow and admit it.",
      ),
      h(
        'Lunch with Gerald, who has been setting since before I was born and still does it on a typewriter. He says the trick is to write the grid in pencil and the clues in ink, so you commit. I think he just likes the smell of ink.',
      ),
      h(
        'Saturday grid\ndecide on the rivers theme by tonight\nSEVERN, TRENT and OUSE all fit nicely\nGerald thinks themes are for amateurs.',
        'decide on the rivers theme by tonight',
      ),
      h(
        "My sister rang to say she'd finally finished one of my puzzles without looking at the answers, after eleven years of trying. She was so proud of herself. I didn't have the heart to tell her it was the easy one.",
      ),
      h(
        "Invoice the paper for April and May — they've gone a bit quiet on payment. Honestly I should have done it weeks ago but there's always another grid to finish. The accounts lady is perfectly nice, I just hate chasing.",
        "Invoice the paper for April and May — they've gone a bit quiet on payment.",
      ),
      h(
        "Reading about a setter in the US who builds all his grids with software that fills them automatically. It feels like cheating to me, though I suppose people said that about dictionaries once. The puzzles are very clean, I'll give him that.",
      ),
      h(
        "The cat walked across the keyboard and deleted half of the clue list for the Listener entry. Luckily there's a backup, though it's from Tuesday. You must stop saving everything to the desktop and set up the proper backup drive this weekend.",
        'You must stop saving everything to the desktop and set up the proper backup drive this weekend.',
      ),
      h(
        "Helen: Lovely news that you're doing the Christmas special again!\nHelen: Final grid by 1 December please, clues can follow a week later.\nMe: Perfect, thanks.",
        'Helen: Final grid by 1 December please, clues can follow a week later.',
      ),
      h('Recycling out tonight', 'Recycling out tonight'),
    ],
  },
  {
    name: 'a volunteer lock-keeper on a canal flight on a summer Saturday',
    highlights: [
      h(
        'Busy flight of locks today, must have been forty boats through before lunch, half of them hire boats with crews who had clearly never seen a windlass before. One chap tried to open the top paddles with the bottom gates still open. Honestly, who lets these people loose on a canal? Nobody fell in, which counts as a good day.',
      ),
      h(
        "The Trust's safety leaflet puts it so simply: keep your windlass on the spindle until the paddle is fully wound and the pawl is engaged. I must have said it a hundred times this season. Still, people treat the leaflet like junk mail.",
      ),
      h(
        "Radio from Pete at the bottom lock: the offside gate at lock 44 is leaking badly again. We need to log that with the maintenance team before Monday, or it'll be worse by half term. Pete thinks it's the cill, I think it's the mitre.",
        "We need to log that with the maintenance team before Monday, or it'll be worse by half term.",
      ),
      h(
        'Lovely old couple on a narrowboat called Marigold, on their way to Bath for their fiftieth anniversary. They gave me a slice of fruit cake and a lecture on the correct way to make tea. They should reach Bradford on Avon by Tuesday if the weather holds.',
      ),
      h(
        "Shift swaps for June\nSue can't do the 8th (hospital)\nPete to cover Sue on the 8th\nrota to go out to everyone by the 25th",
        'Pete to cover Sue on the 8th',
        'rota to go out to everyone by the 25th',
      ),
      h(
        "Found a lost dog by the pound, a spaniel with no collar and very muddy paws. We rang round and the owner turned up within the hour, almost in tears. The dog didn't seem bothered at all.",
      ),
      h(
        'Got home soaked to the skin and realised the waterproof I bought in March has given up at the seams already. Take it back to the shop in Devizes with the receipt, which I think is in the kitchen drawer. Twenty-five quid, not even one season.',
        'Take it back to the shop in Devizes with the receipt, which I think is in the kitchen drawer.',
      ),
      h(
        "The volunteer coordinator asked for feedback on the new high-vis jackets and I gave her an earful. She's asked us all to send her our sizes by Wednesday so she can put in one order. I'm a medium but the mediums are enormous.",
        "She's asked us all to send her our sizes by Wednesday so she can put in one order.",
      ),
      h(
        'Sat by the lock at dusk for a while after the last boat. A kingfisher went past so fast I nearly missed it. Days like this remind me why I signed up.',
      ),
      h(
        'Note for myself: the key to the lock cottage store is NOT on the hook, Pete has it. Ask Pete for the store key back on Sunday. Last time it went missing for a fortnight.',
        'Ask Pete for the store key back on Sunday.',
      ),
      h(
        'The slides for my canal history talk are in a state after the last outing, half the photos are sideways. I need to ask Margaret whether they want forty minutes or an hour this time. Last year I ran over and the tea went cold.',
        'I need to ask Margaret whether they want forty minutes or an hour this time.',
      ),
    ],
  },
  {
    name: 'a church bell-ringing tower captain on a practice night',
    highlights: [
      h(
        'Practice night and we had nine ringers, which is a miracle for a wet Tuesday in February. The two learners are coming on well, though Ellie still lets go of the sally at handstroke when she panics. Plain Hunt on six was almost respectable by the end.',
      ),
      h(
        "The tenor rope is fraying badly just above the tail end and I don't trust it for Sunday. Order a new tenor rope from Mendip Ropecraft, and ask them how long the wait is. They were six weeks last time.",
        'Order a new tenor rope from Mendip Ropecraft, and ask them how long the wait is.',
      ),
      h(
        "Old Reg's advice to every learner is the same: watch the rope, not the bell, and never ring angry. He's been saying it since 1968. I don't think he's ever actually rung angry in his life.",
      ),
      h(
        "The Hendersons have asked for call changes as they come out of church, then a touch of Grandsire, which is a lovely choice. I've only got four ringers confirmed so far. Who else can ring for the wedding on the 21st?",
        'Who else can ring for the wedding on the 21st?',
      ),
      h(
        "The vicar popped up the tower mid-practice to say the PCC are finally looking at the lighting on the stairs. They've been looking at it since 2019. I'll believe it when I see it.",
      ),
      h(
        "After practice\nquarter peal date to Sheila\nfix the clapper stay on the 3rd\nThe new learners' handbook is finally printed.",
        'quarter peal date to Sheila',
        'fix the clapper stay on the 3rd',
      ),
      h(
        "Read a lovely article in the Ringing World about a band in Norfolk who rebuilt their whole team from nothing after lockdown. They advertised in the village shop and the pub, and got twelve enquiries. It made me think we've been far too shy about recruiting.",
      ),
      h(
        'The tower accounts are a mess because the rope money and the tea money have been going into the same tin. Martin has offered to take over as treasurer from April, bless him. The accounts have to be handed over to him before the AGM on 2 March.',
        'The accounts have to be handed over to him before the AGM on 2 March.',
      ),
      h(
        'My knees are not what they were, and the 64 steps up to the ringing chamber are starting to feel like 164. Jean keeps telling me I should hand over the captaincy and take it easy. Not a chance.',
      ),
      h(
        "Text from Martin: Could you bring the spare key for the ringing chamber on Sunday? I've left mine at my daughter's.",
        'Text from Martin: Could you bring the spare key for the ringing chamber on Sunday?',
      ),
      h(
        'Heard the bells from the car park on the way out and they sounded properly good for once. Odd-struck on the 5th, as always, but good. Those are the nights that keep you going.',
      ),
    ],
  },
  {
    name: 'a provincial auctioneer on a general sale day',
    highlights: [
      h(
        "Sale day, 412 lots, and the room was packed because of the Clarice Cliff collection that came in from the house clearance in Ludlow. Lot 88 went for £3,400 against an estimate of £800-1,200, and the vendor's daughter actually cried. Best part of the job, that.",
      ),
      h(
        "Commission bids came in thick and fast by email overnight, and two of them were for the same lot at exactly the same amount. The first one received takes precedence, that's the rule. I still hate having to explain it on the phone.",
      ),
      h(
        "A bidder in the room paid for the mahogany bureau but said his van won't be free until next week. Lot 214 to be collected by Wednesday 5pm at the latest, or storage charges apply. I've written it on the board by the loading bay.",
        'Lot 214 to be collected by Wednesday 5pm at the latest, or storage charges apply.',
      ),
      h(
        "My old boss's rule, which I repeat to every new porter: never say a piece is genuine unless you'd bet your house on it. He lost his house, incidentally, though not over a teapot. I still think about him every time I pick up the gavel.",
      ),
      h(
        "Phone call with a lady in Shrewsbury who has a grandfather clock and, she says, a painting that might be a Lowry. It almost certainly isn't a Lowry. Tom to go out and value both on Monday morning, and take the good camera.",
        'Tom to go out and value both on Monday morning, and take the good camera.',
      ),
      h(
        "The online bidding platform crashed twice during the afternoon session, for about four minutes each time. We lost at least one bidder on the silver because of it. Can someone please ring the platform's support line tomorrow and ask for a credit on this month's fees?",
        "Can someone please ring the platform's support line tomorrow and ask for a credit on this month's fees?",
      ),
      h(
        "Next week's catalogue\nphotos of the militaria still to do\ncondition reports for lots 301-340\nThe printer has been paid.",
        'photos of the militaria still to do',
        'condition reports for lots 301-340',
      ),
      h(
        "Lunch was a sausage roll eaten standing up in the office while counting the float. Glamorous life, isn't it? Sheila says I should take a proper break on sale days and she's probably right.",
      ),
      h(
        "The vendor of the Clarice Cliff has asked for her money as soon as possible because she's buying a car. Settlement is normally 21 days after the sale. I've had a word with accounts, and they're going to pay her early on Friday, she's been through enough this year.",
        "I've had a word with accounts, and they're going to pay her early on Friday, she's been through enough this year.",
      ),
      h(
        "The trade press rang for a quote about the Clarice Cliff result. I said something about provenance and the enduring appeal of Bizarre ware, which sounded clever at the time. It should be in next week's Gazette.",
      ),
      h(
        "Walked round the empty saleroom at seven with the lights half off. There's a particular smell after a sale, furniture polish and wet coats and cold tea. I've never found a way to describe it to anyone who hasn't stood there.",
      ),
    ],
  },
  {
    name: 'a thatcher starting a rethatch on a Monday',
    highlights: [
      h(
        "Started on the cottage at Little Wenlock today, a full rethatch in long straw, and the old coat came off in lumps the colour of tobacco. Found a clay pipe and a child's shoe in the roof space, which happens more often than you'd think. The owners were thrilled with the shoe and slightly horrified by the pipe.",
      ),
      h(
        "The straw delivery is short by about two hundred bundles, which I only noticed once we'd unloaded the lot. Ring Alan at the farm first thing tomorrow about the missing bundles. He's usually good about these things if you catch him before he's out on the tractor.",
        'Ring Alan at the farm first thing tomorrow about the missing bundles.',
      ),
      h(
        "My dad always said you should thatch a roof as if you'll be the one living under it for forty years. I think about that on the cold mornings. He thatched until he was seventy-three.",
      ),
      h(
        "Ben, my apprentice, did his first proper ridge today and it's not bad at all, just a bit lumpy at the gable end. Ben to redo the gable end on Wednesday before we net it. He took the criticism better than I did at his age.",
        'Ben to redo the gable end on Wednesday before we net it.',
      ),
      h(
        "The conservation officer is being very particular about the ridge pattern because the cottage is Grade II listed. Honestly, it's the same pattern it had before. We have to email her photos of the old ridge before Thursday's site visit.",
        "We have to email her photos of the old ridge before Thursday's site visit.",
      ),
      h(
        "Weather's turning, forecast says rain from Wednesday afternoon. Sheets to go over the open bit of roof every night this week without fail. Last time I skipped it I spent a weekend drying out someone's bedroom ceiling.",
        'Sheets to go over the open bit of roof every night this week without fail.',
      ),
      h(
        'Van stuff\nMOT due 30th\nSpars are fine, plenty left over from the Kemp job.\nThe ladder rack is solid now, Ben tightened it.',
        'MOT due 30th',
      ),
      h(
        'Watched a video of a Danish thatcher using water reed and a sewing needle the size of a sword. Completely different technique, much tighter. You could spend a lifetime learning the variations and never get bored.',
      ),
      h(
        "The owners have been hinting about a straw pheasant on the ridge, which is a bit of a cliché but they're paying.\nMrs Harding: Could you let us know by Friday what a pheasant would cost?",
        'Mrs Harding: Could you let us know by Friday what a pheasant would cost?',
      ),
      h(
        "My shoulder's bad again from all the legget work. The physio told me to do the stretches twice a day and I've done them twice in a month. Not proud of that.",
      ),
      h(
        "Pint after work with the Hardings' neighbour, a retired pilot with a porch roof that's seen better days. Nice bloke, terrible jokes. Quote for the porch roof by the end of the month, before I forget what it looked like.",
        'Quote for the porch roof by the end of the month, before I forget what it looked like.',
      ),
    ],
  },
  {
    name: 'a falconer doing bird-of-prey displays at a country show',
    highlights: [
      h(
        'Show day at Ragley, two displays, and the Harris hawk decided the beer tent was more interesting than my glove for a good ten minutes. The crowd loved it, obviously. I aged about five years.',
      ),
      h(
        "Weighed everyone at 7am as usual. Luna the barn owl is 15g over her flying weight, which is why she sat on the post looking smug instead of flying. Cut Luna's rations back slightly until Tuesday and reweigh her then.",
        "Cut Luna's rations back slightly until Tuesday and reweigh her then.",
      ),
      h(
        "There's an old falconry saying that a hawk is made in the mews, not in the field. My mentor used to quote it every single morning. I didn't understand it until about year five.",
      ),
      h(
        "Booking enquiry from a primary school in Evesham for a visit in June, which would be lovely. They were very sweet on the phone and asked lots of questions about the owls. I need to send them the risk assessment and the insurance certificate before they'll confirm.",
        "I need to send them the risk assessment and the insurance certificate before they'll confirm.",
      ),
      h(
        "Chat with Becky (weekend helper)\nBecky: Can't do next Sunday, sorry, it's my nan's 90th.\nBecky: Kyle said he might be able to cover.\nMe: No worries, I'll message Kyle tonight and ask.",
        "Me: No worries, I'll message Kyle tonight and ask.",
      ),
      h(
        "Vet check for the eagle owl, Thursday 10.30 at the Avian Centre. She's fine, I'm sure, it's just the annual. The nurses there are lovely with her.",
        'Vet check for the eagle owl, Thursday 10.30 at the Avian Centre.',
      ),
      h(
        "A man at the show told me falconry is cruel and then went and bought a burger. I didn't say anything, I just smiled and talked about conservation. You learn to pick your battles.",
      ),
      h(
        "The mews roof is leaking at the back corner again, right over Luna's perch. Dad's had a look and reckons it's the felt, not the timber. Felt and battens from the merchant's before the weekend.",
        "Felt and battens from the merchant's before the weekend.",
      ),
      h(
        "The public liability renewal came through and it's gone up by nearly a third. Everyone in the display world is complaining about the same thing. It is what it is.",
      ),
      h(
        'Long drive home with the birds quiet in their boxes in the back, which is always a good sign. Listened to a podcast about red kites coming back to the Chilterns. In the nineties there were barely any, and now you see them over the M40 every day.',
      ),
      h(
        'Tomorrow\nclean the mews properly, all of it\nday-old chicks x 200 from Honeybrook\nMost of the kit is already packed.',
        'clean the mews properly, all of it',
        'day-old chicks x 200 from Honeybrook',
      ),
    ],
  },
];
