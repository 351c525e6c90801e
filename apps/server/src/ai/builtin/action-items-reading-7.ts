import type { LabelledDay } from './action-items-data';

/**
 * Days of book highlights as e-readers export them (fragments, the book's questions and advice), written by an
 * author who saw neither the action patterns nor any labelled day. No sentence is an action item.
 */
const h = (content: string) => ({ content, actions: [] as string[] });

export const READING_DAYS_7: LabelledDay[] = [
  {
    name: 'a reader with a personal-finance book, a history of the Baltic trade towns and a literary novel',
    highlights: [
      h(
        'You need to know, to the pound, where your money went last month. Not roughly. Not "about the usual." To the pound.',
      ),
      h('Ask yourself: if your income stopped tomorrow, how many weeks could you keep the lights on?'),
      h(
        'the trouble with a budget is not that it is hard to write but that it is easy to abandon by the second Thursday',
      ),
      h(
        'Make sure you pay yourself first. The savings transfer should leave your account the morning your salary lands, before you have a chance to feel rich.',
      ),
      h("Most people don't have a spending problem. They have a noticing problem."),
      h(
        'What would change if you treated every subscription as a tiny employee you had to justify keeping on?',
      ),
      h(
        'By 1370 the towns of the league could close the Sound to any king who crossed them, and they did so more than once.',
      ),
      h(
        'a merchant in Lübeck might never see the herring he had bought, only the tally sticks and the sealed letters that',
      ),
      h(
        'Salt was the quiet foundation of the whole arrangement. Without it the catch rotted within days; with it, a barrel of fish could cross half a continent.',
      ),
      h(
        'The guild halls were not built to impress foreigners. They were built to remind members who owed what to whom.',
      ),
      h('Great point about trust as infrastructure — same thing as ch. 2 of the finance book'),
      h(
        "Don't forget that compound interest works in both directions. The same curve that builds a pension will, on a credit card, quietly eat it.",
      ),
      h('You have to decide what enough looks like before someone else decides it for you.'),
      h('Write the number down. Put it somewhere you will see it every morning'),
      h(
        'She left the kettle on the hob long after it had stopped whistling, as if the silence were something she could still pour.',
      ),
      h(
        '"You never told me you were leaving," he said. "I told the house," she answered. "You just weren\'t listening to it."',
      ),
      h('the orchard had gone to seed the year their father died, and nobody had the heart to'),
      h('Rule three: never lend money you would be upset to lose. Give it, or keep it.'),
      h(
        'We should be honest: an emergency fund is boring until the week it becomes the most exciting thing you own.',
      ),
      h(
        'Let us imagine two neighbours, each earning £38,000. One saves 5 per cent from the age of twenty-five; the other waits until forty and saves 15.',
      ),
      h('Can you automate the decision so that willpower never has to enter the room?'),
      h(
        'By the 1500s the Dutch had learned to build cheaper ships and carry cheaper grain, and the old towns watched their monopoly thin out like ice in March.',
      ),
    ],
  },
  {
    name: 'a day with a dating guide, a Mediterranean cookbook and a collection of poems',
    highlights: [
      h(
        'Will you worry that their love is conditional? Then notice how often you make your own affection conditional on a good day.',
      ),
      h(
        'Stop auditioning. A first date is not a job interview, and you are not applying for the role of someone who never has a bad opinion.',
      ),
      h(
        'you need to be curious about them for longer than it takes to decide whether they are curious about you',
      ),
      h('Can you find a rhythm together, or are you both waiting for the other to set the tempo?'),
      h(
        'Ask yourself what you are actually afraid of hearing, and whether hearing it would really be worse than not knowing.',
      ),
      h(
        '"Let\'s chat in person about this one." Nine times out of ten, this sentence saves a relationship from a text message.',
      ),
      h('Remember that attraction is often just familiarity wearing perfume.'),
      h(
        'The couples who lasted in our study were not the ones who argued least. They were the ones who repaired fastest.',
      ),
      h(
        "what we're going to suggest is that loneliness in a relationship is not the absence of company but the absence of",
      ),
      h(
        'Make sure you are dating the person in front of you, not the one you described to your friends before you met them.',
      ),
      h(
        'Soak the chickpeas overnight in plenty of cold water with a pinch of bicarbonate. They will roughly double in size.',
      ),
      h('Stir until thick, then take the pan off the heat before the yolks have a chance to scramble.'),
      h(
        'In the villages above the coast, nobody measured the oil. You poured until it looked generous, and then a little more for the table.',
      ),
      h(
        'My grandmother kept her lemons in a bowl by the window because, she said, they ripen better when they can see the sea.',
      ),
      h('Serves four, or two people who have had a long week'),
      h(
        'so the bread is never thrown away, only turned into something else: crumbs, soup, a salad soaked in tomato juice',
      ),
      h("Don't rush the onions. Twenty minutes on a low flame is not a suggestion"),
      h(
        'I have loved you in the small hours / when the kettle was the only voice / and the street lamp kept its watch',
      ),
      h("and the river, patient as a debt, / carried the town's old names / down to the salt"),
      h('lovely — reminds me of the Larkin poem'),
      h('What is a garden but an argument / with the weather, lost / beautifully each year?'),
      h('You must let the other person be a stranger sometimes. Intimacy needs a little unknown to breathe.'),
    ],
  },
  {
    name: "a fitness book, a tennis player's autobiography and an anthropology of hunting peoples",
    highlights: [
      h('You have to earn the right to go heavy. Six weeks of clean, boring reps first.'),
      h(
        'Ask yourself whether you are tired or merely uncomfortable. They feel identical for the first ten minutes.',
      ),
      h(
        'Progressive overload means adding a little — a kilo, a rep, a set — every week, not a lot every now and then.',
      ),
      h('the hamstrings are usually the muscles people forget until they pull one sprinting for a bus'),
      h('Sleep is where the training actually happens. The gym only sends the invoice.'),
      h(
        "Don't forget to eat protein at breakfast. Most of us get nearly all of it at dinner, which is like watering a garden once a week with a fire hose.",
      ),
      h(
        'Brace your core as if someone were about to poke you in the stomach, then breathe behind the brace.',
      ),
      h(
        'Can you walk 10,000 steps without noticing? Then walking is no longer your exercise; it is just your life.',
      ),
      h(
        'Week 4: three sets of eight, rest ninety seconds, add two and a half kilos if the last set felt easy',
      ),
      h(
        'I hated the game for most of my childhood. My father strung my first racket himself and timed my practice with a kitchen clock.',
      ),
      h('In the fifth set at Melbourne in 2009 I stopped feeling my legs somewhere around four games all.'),
      h('"Just hit it back," my coach said. "One more ball than him. That\'s the whole sport."'),
      h(
        'the crowd went quiet in the way that crowds do when they think they are about to watch something break',
      ),
      h('Losing taught me more than winning ever did, but I would not recommend it as a method'),
      h(
        'Among the groups we lived with, a successful hunter was expected to make light of his kill. Boasting was met with teasing until it stopped.',
      ),
      h('Meat was shared according to rules so old that nobody could say who had made them.'),
      h(
        'Let us imagine a band of thirty people moving with the seasons, carrying everything they own on their backs.',
      ),
      h(
        'the distinction between work and leisure, which seemed so obvious to the visiting ethnographers, made little sense to people who',
      ),
      h(
        'On average, adults in the study spent fewer than five hours a day on what we would call subsistence work.',
      ),
      h('cf. the fitness book on rest days — interesting overlap'),
      h(
        'You need to train for the life you want at eighty: getting off the floor, carrying shopping, climbing the stairs to see your grandchildren.',
      ),
      h(
        'Remember that consistency beats intensity. The best programme is the one you are still doing in November.',
      ),
      h('Why do we admire endurance in athletes and pity it in everyone else?'),
    ],
  },
  {
    name: "a careers book, a guide to writing fiction and a nurse's memoir",
    highlights: [
      h(
        'You need to stop waiting to be picked. Nobody is coming to hand you the promotion on a velvet cushion.',
      ),
      h('Ask yourself what you would do in this job if you knew you would leave it in two years.'),
      h(
        'Your manager is not a mind reader. If you want the stretch project, the first step is making sure they know you want it.',
      ),
      h('a career is less a ladder than a climbing wall, where the best next hold is often sideways'),
      h(
        'What would your colleagues say you are the best in the building at? If the answer is "nothing," that is information, not an insult.',
      ),
      h(
        'Make sure you negotiate the first offer. It becomes the baseline every future raise is calculated from.',
      ),
      h(
        'In 1990 the average worker stayed in a job for about eight years; by 2020 the figure had fallen by almost half.',
      ),
      h("Don't confuse being busy with being valuable"),
      h(
        'Keep a list of your wins as they happen. In twelve months you will not remember them, and your review will be the poorer for it.',
      ),
      h("Show the reader the wet coat on the hook; don't tell them it's raining."),
      h(
        'Cut the first three pages. Your story almost certainly starts where you thought the preamble ended.',
      ),
      h(
        'every character wants something, even if it is only a glass of water, as one old teacher liked to say',
      ),
      h('Read your dialogue aloud. If you run out of breath, so will your reader.'),
      h(
        'noun or pronoun to another part of the sentence, which is why the dangling modifier is so often a comedy of errors',
      ),
      h('What does your protagonist believe on page one that will be false by the end?'),
      h('Write badly first. Nobody ever revised an empty page.'),
      h(
        'The first night on the ward I cried in the sluice room, then washed my face and went back to bed four.',
      ),
      h('"You\'ll get used to it," the ward sister told me. "And the day you do, you should worry."'),
      h(
        'we learned to read a monitor the way farmers read a sky, in glances and without quite knowing how we knew',
      ),
      h('Mr Okafor held my hand at three in the morning and asked me to tell him about the weather outside'),
      h('Same lesson as the careers book — nobody notices the invisible work'),
      h(
        'You have to protect your energy the way you protect your calendar, or someone else will spend both for you.',
      ),
    ],
  },
  {
    name: 'a parenting book, a psychology of habits and a book of daily reflections on faith',
    highlights: [
      h(
        'Will your child feel that your love is conditional on their grades? Then watch what you praise at the dinner table.',
      ),
      h(
        'You need to name the feeling before you fix the behaviour. "You\'re furious that the tower fell" does more than "Stop shouting."',
      ),
      h('Toddlers are not giving you a hard time. They are having a hard time.'),
      h(
        "Ask yourself whose needs the bedtime routine is really serving, and whether that's all right. Sometimes it is.",
      ),
      h(
        'Let us imagine a four-year-old who has been told "no" thirty times before lunch. Would you be calm?',
      ),
      h('Remember that children copy what you do far more faithfully than what you say'),
      h("Don't forget to repair. The argument matters much less than what happens in the hour after it."),
      h(
        'the goal at this age is not obedience but a child who can eventually regulate themselves without you in the room',
      ),
      h(
        'Offer two choices, both of which you can live with: the red cup or the blue one, the bath now or after the story.',
      ),
      h('Screen time guidelines in 2019 suggested no more than an hour a day for children aged two to five.'),
      h('Good chapter. Same idea as the habit book — environment over willpower'),
      h("Habits are not chosen every morning; they are inherited from yesterday's version of you."),
      h(
        'In one study, participants who laid out their running clothes the night before were almost twice as likely to run.',
      ),
      h(
        'Make the good behaviour the easy one. Put the fruit at eye level and the biscuits in a tin on a high shelf.',
      ),
      h(
        'the cue, the routine and the reward, which together form a loop that the brain is remarkably reluctant to',
      ),
      h(
        'Why do we keep doing things we no longer even enjoy? Because enjoyment was never the point; the loop was.',
      ),
      h('We should be honest that most New Year resolutions fail by the third week of January.'),
      h(
        'Be still for a moment before the day begins. The world will still be there when you open your eyes.',
      ),
      h('Love is patient, the old words say, and patience is love that has decided to stay'),
      h('What if today you treated the stranger at the till as if they had been sent to you?'),
      h('Forgive, not because they deserve it, but because you are tired of carrying the stone'),
      h('You must rest. Even the earth keeps a sabbath in winter.'),
    ],
  },
  {
    name: 'a productivity book, an economics primer and a travel book about the Silk Road',
    highlights: [
      h('You need to decide what you will not do this week before you decide what you will.'),
      h(
        'Ask yourself: if I could only finish one thing today, which one would make the rest easier or unnecessary?',
      ),
      h("Your inbox is a list of other people's priorities, arranged in order of who shouted last."),
      h(
        'Make sure your most important work happens before the first meeting, while your attention is still your own.',
      ),
      h('the two-minute rule is less about saving time than about stopping small things from growing into'),
      h('Batch the shallow work. Thirty minutes of email at 11 and 4 is worth more than a hundred glances.'),
      h(
        "Can you find a rhythm that survives a bad night's sleep? If not, it is a performance, not a system.",
      ),
      h("Don't forget that a to-do list without a calendar is a wish list."),
      h("Weekly review: empty the inboxes, look at the calendar ahead, ask what's stuck and why"),
      h(
        'Prices are signals. When the price of bread rises, it is telling bakers to bake more and everyone else to eat a little less.',
      ),
      h(
        'Let us imagine an island with two goods, coconuts and fish, and two people who are each better at one of them.',
      ),
      h(
        'In the 1970s inflation in Britain peaked at over 24 per cent, and a generation learned to spend their wages on Friday before they shrank.',
      ),
      h('the opportunity cost of your time is not zero, even on a Sunday, even though it can feel that way'),
      h('Why do people queue for hours for a free doughnut they would not pay a pound for?'),
      h('Interesting — productivity book says the same about attention as a scarce resource'),
      h(
        'We left Samarkand before dawn, the blue domes still grey, the bread sellers already stacking their round loaves on carts.',
      ),
      h(
        'The caravanserai had forty rooms around a courtyard, and a well so deep that dropping a stone into it was a small act of faith.',
      ),
      h('"Tea first," our driver said, whenever we asked how far it was. "Distance is easier after tea."'),
      h(
        'by the time the silk reached Rome it had passed through perhaps a dozen hands, none of whom ever saw both ends of the road',
      ),
      h(
        'On Monday the border post was closed for a holiday nobody could name, so we waited and played backgammon with the guards.',
      ),
      h('You have to protect deep work the way a farmer protects a field: with fences, and early mornings'),
    ],
  },
  {
    name: 'a sales book, an investing classic-style guide and an introduction to Stoic philosophy',
    highlights: [
      h(
        'You need to listen twice as long as you talk. The customer will tell you exactly how to sell to them if you let them.',
      ),
      h('Ask yourself before every call: what does this person lose if they do nothing?'),
      h("Never pitch a solution to a problem the buyer hasn't admitted they have."),
      h(
        '"What would have to be true for this to be a yes?" is the most useful question I learned in twenty years of selling.',
      ),
      h('Make sure you follow the money in the room. The person who talks most is rarely the one who signs.'),
      h('the objection is not a wall but a door, and most salespeople knock on it far too politely'),
      h("Don't forget that a no today is often a not-yet, provided you left the door open on the way out."),
      h('Rule one: know what the call is for before you dial.'),
      h(
        'Buy the business, not the ticker. A share is a small piece of a real company with real customers and a real roof that leaks.',
      ),
      h(
        'Remember that the market is a voting machine in the short run and something much slower and fairer in the long run',
      ),
      h(
        'Between 1929 and 1932 the index lost close to nine-tenths of its value. Those who bought in 1932 and held were very patient and, eventually, very rich.',
      ),
      h(
        'What would you do if the price halved the week after you bought? If the honest answer is "sell," you should not own it.',
      ),
      h(
        'a margin of safety, which is simply the gap between what something is worth and what you are willing to pay for',
      ),
      h(
        'Diversify across things that fail for different reasons, not merely across things with different names.',
      ),
      h(
        'You have to be able to sit still. Most investment returns come from the years when nothing seems to happen.',
      ),
      h(
        'Some things are up to us and some are not. Almost all of our misery comes from confusing the two lists.',
      ),
      h(
        'Let us imagine the worst that could happen today, not to frighten ourselves, but so that it arrives as an old acquaintance.',
      ),
      h('the emperor wrote these notes to himself, never intending that anyone else should read them'),
      h('Is the insult in the words, or in the meaning you have agreed to give them?'),
      h(
        'We should be honest that the Stoics were not cold men. They simply refused to be owned by their feelings.',
      ),
      h('cf. the sales book on rejection — same idea, two thousand years earlier'),
      h('You must die, the old teachers said, so live as if the day were a gift and not a debt'),
    ],
  },
  {
    name: 'an anxiety self-help workbook, a popular book on deep time and a crime novel',
    highlights: [
      h(
        'You need to stop arguing with your anxious thoughts. Arguing tells your brain the thought is important enough to fight.',
      ),
      h('Ask yourself: is this a problem I can solve, or a worry I am rehearsing?'),
      h('What if the feeling is not a warning, but just weather?'),
      h(
        'Make sure you breathe out for longer than you breathe in. Four counts in, six counts out, for two minutes.',
      ),
      h(
        'the racing heart, the tight chest and the sudden certainty that something is terribly wrong are, in almost every case, the body doing exactly what it was built to do',
      ),
      h("Don't forget that avoidance feels like relief today and costs you double next week."),
      h('Can you let the thought sit in the passenger seat without handing it the wheel?'),
      h(
        'Exercise 6: For one week, notice the time of day when your worry is loudest. You may find it has a schedule.',
      ),
      h('Remember that you have survived every one of your worst days so far'),
      h("Condense the Earth's lifespan into one day. Humans arrive in the last few seconds before midnight."),
      h(
        'The rocks at the foot of the cliff are older than the oxygen you are breathing, and they are, by the standards of this planet, quite young.',
      ),
      h(
        'around 250 million years ago, in an extinction so severe that nine in ten species in the sea simply',
      ),
      h(
        'By 2030, on current trends, we will have moved more sediment in a single year than every river on Earth combined.',
      ),
      h('Let us imagine standing on the same beach as a trilobite, looking at a sky of the same blue.'),
      h(
        'Why do we find it so hard to picture a million years, when we can picture a million pounds without blinking?',
      ),
      h("Good for perspective — pairs well with the anxiety workbook's chapter on scale"),
      h(
        'The body was found on the towpath at first light by a man walking a dog that did not want to be walked.',
      ),
      h(
        '"You\'ve got a face like a wet week," the sergeant said. "Go home, sleep, and come back with a better one."',
      ),
      h(
        'Inspector Hale had a rule about coincidences: he allowed himself one per case, and this was already the second',
      ),
      h(
        'the key was still in the lock, which meant whoever left had either trusted the street or had not expected to be gone long',
      ),
      h(
        'She lied about the train times. Not a big lie. The kind people tell when they have rehearsed the truth too often.',
      ),
      h(
        "You have to be gentle with yourself on the days when the tools don't work. They are tools, not promises.",
      ),
      h(
        'We should be honest: nobody is calm all the time, and a book that promises you that is selling something',
      ),
    ],
  },
];
