import type { LabelledDay } from './action-items-data';

/**
 * Days of book highlights as e-readers export them (fragments, the book's questions and advice), written by an
 * author who saw neither the action patterns nor any labelled day. No sentence is an action item.
 */
const h = (content: string) => ({ content, actions: [] as string[] });

export const READING_DAYS_4: LabelledDay[] = [
  {
    name: 'a Saturday with a home-repair manual, a personal finance book and a clipped article on sourdough',
    highlights: [
      h(
        'Before you touch any fixture, turn off the supply at the isolation valve beneath the basin. If there is no valve, the main stopcock is usually under the kitchen sink or where the pipe enters the house.',
      ),
      h('a washer that has hardened with age will never seal properly, however hard you tighten the'),
      h(
        'Most dripping taps are not a plumbing problem at all but a five-minute repair that costs less than a coffee.',
      ),
      h('Remember that silicone sealant needs a full 24 hours to cure before the shower is used.'),
      h('Never strike a chisel with a plastic handle using a steel hammer; use a mallet.'),
      h(
        'Make sure the surface is clean, dry and free of old sealant, or the new bead will peel away within a month.',
      ),
      h('Why do so many of us put off small repairs until they become large ones?'),
      h(
        'Fill the hole slightly proud of the wall, let it dry, then sand it back flush with fine-grit paper wrapped around a block.',
      ),
      h(
        'Most houses built before 1950 have walls of lath and plaster, which behave very differently from modern plasterboard. A screw that would hold a shelf in one will simply spin in the other.',
      ),
      h('Our hall is lath and plaster, which explains the cracking.'),
      h(
        'Money is not a scoreboard. It is a record of choices you have already made, written down in numbers.',
      ),
      h('the difference between what you earn and what you spend is the only figure that'),
      h(
        'Pay yourself first. Before the rent, before the groceries, before the streaming services, a fixed slice of every paycheck should move into savings on the day it arrives.',
      ),
      h(
        'Let us imagine two neighbours, Priya and Tom, each earning $52,000 a year. By the age of 60, one of them has saved nearly ten times as much as the other, and the reason has nothing to do with salary.',
      ),
      h('You need to know your number: how much it costs, every month, simply to keep the lights on.'),
      h(
        'An emergency fund of three to six months of expenses is not an investment. It is insurance against having to make decisions in a panic.',
      ),
      h('What would you do with your evenings if you never had to think about the credit card bill again?'),
      h("Don't forget that inflation is a tax nobody votes for."),
      h('Cancel one subscription and you save ten dollars. Cancel the habit of subscribing and you save'),
      h(
        'Feed the starter twice a day for a week, discarding half each time, until it reliably doubles within six hours.',
      ),
      h(
        'A sluggish starter is almost always a cold starter; a kitchen in winter can sit at 17°C, which slows the yeast to a crawl.',
      ),
      h('Stretch and fold every thirty minutes for the first two hours, then leave the dough alone.'),
      h(
        'The loaf is done when the base sounds hollow when tapped, or when the internal temperature reaches 96°C.',
      ),
    ],
  },
  {
    name: "a gardener's evening: a vegetable-growing guide, a history of the Silk Road and a novel",
    highlights: [
      h(
        'Sow broad beans in late autumn for an early crop, or wait until February if your soil is heavy clay.',
      ),
      h(
        'Tomatoes are hungry plants. Once the first truss has set, feed them weekly with a high-potash liquid feed.',
      ),
      h(
        'pinch out the side shoots that appear in the angle between the main stem and the leaf, otherwise the plant',
      ),
      h(
        'Is your soil acid or alkaline? A cheap testing kit will tell you in ten minutes, and the answer decides almost everything else.',
      ),
      h('Water in the morning, not the evening; slugs love a damp bed at dusk.'),
      h('Remember that compost is never finished, only ready enough.'),
      h(
        'Rotate your crops on a four-year cycle: legumes, then brassicas, then roots, then potatoes and everything else.',
      ),
      h(
        'Do not be tempted to plant out courgettes before the last frost, however warm the April sunshine feels.',
      ),
      h('A single rhubarb crown, well mulched, will outlive the gardener who planted it.'),
      h(
        'By the second century, silk was reaching Roman markets through a chain of merchants who had never seen China and never would.',
      ),
      h(
        'No single caravan travelled the whole route. Goods passed from hand to hand, city to city, and each middleman took his share.',
      ),
      h(
        'what the historians of the nineteenth century called a "road" was in fact a shifting web of tracks, oases and',
      ),
      h(
        'We should be honest about how little the sources tell us. For most of these traders, we know neither their names nor their languages.',
      ),
      h(
        'In 751 an Abbasid army met Tang forces near the Talas River, and the outcome would shape the religious map of Central Asia for centuries.',
      ),
      h('Paper, not silk, may have been the most consequential thing to move west.'),
      h('How do ideas travel when most of the people carrying them cannot read?'),
      h('cf. the chapter on Samarkand'),
      h('"You\'ll catch your death out there," his mother said, without looking up from the stove.'),
      h(
        'The orchard had gone wild in the years since her father died, the apple trees leaning into one another like old men sharing a secret.',
      ),
      h('"Let\'s not talk about the money tonight," Ruth said. "Let\'s just eat."'),
      h('He folded the letter twice and put it in his breast pocket, where it stayed, unread, until spring.'),
      h(
        'and the rain kept on, steady and patient, as though it had all the time in the world and meant to use',
      ),
    ],
  },
  {
    name: 'a Sunday of cookery, a parenting book for young children and a web article on sleep',
    highlights: [
      h(
        'Melt the butter over a low heat, then stir in the flour and cook for two minutes, until it smells faintly of biscuits.',
      ),
      h('Add the warm milk a ladle at a time, whisking between each addition. Stir until thick and glossy.'),
      h('Season at the end, not the beginning; a sauce reduces and the salt stays.'),
      h("The secret of a good risotto is patience. Don't walk away from the pan."),
      h('If the onions start to catch, add a splash of water rather than more oil.'),
      h('Serves 4 as a main, or 6 as a starter with bread.'),
      h('Preheat the oven to 200°C (180°C fan). Line a large tray with baking parchment.'),
      h(
        'My grandmother never measured anything. She cooked by the colour of the roux and the sound of the pan.',
      ),
      h('rest the meat for at least ten minutes under loose foil, so that the juices settle back into'),
      h('Leftovers keep for three days in the fridge and freeze well for up to a month.'),
      h('Children do not need us to be perfect. They need us to repair things after we get them wrong.'),
      h(
        'Will you worry that their love is conditional? Most parents do at some point, and the worry itself is a sign of how much they care.',
      ),
      h(
        'When a toddler melts down in the supermarket, your job is not to stop the storm but to stay in the boat.',
      ),
      h(
        "Make sure your child hears you name your own feelings: \"I'm frustrated because we're late, and that's not your fault.\"",
      ),
      h('a four-year-old who asks "why" forty times a day is not testing your patience; she is'),
      h(
        "Routines are the scaffolding of a small child's day. Bath, book, bed: the order matters more than the hour.",
      ),
      h('So true. Exactly what happened on Tuesday.'),
      h(
        'Adults need between seven and nine hours of sleep, yet surveys suggest a third of us regularly get fewer than six.',
      ),
      h('Keep the bedroom cool, dark and quiet; around 18°C is ideal for most people.'),
      h(
        'Caffeine has a half-life of roughly five to six hours, so the afternoon coffee is still working at midnight.',
      ),
      h(
        "Avoid screens for an hour before bed. If you can't sleep after twenty minutes, get up and do something dull in dim light.",
      ),
      h(
        'What researchers are learning from sleep labs is that the quality of deep sleep may matter more than',
      ),
    ],
  },
  {
    name: 'a commuter with a productivity book, a marathon training plan and a slim poetry collection',
    highlights: [
      h('Write every open loop down. A task that lives only in your head will wake you at 3 a.m.'),
      h('The to-do list is not a plan. A plan says when.'),
      h('Anything that takes less than two minutes should be done on the spot, not filed for later.'),
      h('What would your week look like if you protected the first ninety minutes of every morning?'),
      h(
        'Block out time in your calendar for deep work and treat it like a meeting with your most important client.',
      ),
      h('You must learn to say no to good opportunities in order to say yes to great ones.'),
      h('every Friday afternoon, review the week: what got done, what slipped, and what'),
      h(
        'Back in the 1950s, the average office worker handled a few dozen pieces of correspondence a week. Today the figure is closer to a hundred emails a day.',
      ),
      h('Batch your email. Check it at 11 and at 4, and close the tab in between.'),
      h('Busy is not the same as productive.'),
      h("Don't forget to schedule rest. A calendar with no white space is a calendar that will break."),
      h('Clear your desk at the end of each day so that tomorrow begins'),
      h(
        'Week 1: three runs of 30 minutes at an easy, conversational pace, plus one long run of 8 km on the weekend.',
      ),
      h('Most runners run their easy days too hard and their hard days too easy.'),
      h(
        'Increase your weekly mileage by no more than 10 per cent, and take a lighter week every fourth week.',
      ),
      h('Can you hold a conversation? Then you are running slowly enough.'),
      h('Replace your shoes every 600 to 800 kilometres, or sooner if the heel has collapsed.'),
      h(
        'Practise taking gels on your long runs; race day is not the day to discover your stomach disagrees with them.',
      ),
      h('the last six miles of a marathon are run mostly with the mind, and the mind must be trained as'),
      h('The kettle sings its one note / and the house, still half asleep, / leans toward it.'),
      h('what the river took / it did not give back, / only smoothed'),
      h('Consider the heron: / all that patience / folded into one grey question.'),
      h('Lovely.'),
    ],
  },
  {
    name: 'planning a trip: a guidebook to Portugal, a travel memoir and an economics book on tourism',
    highlights: [
      h(
        'Lisbon is built on seven hills, and you will feel every one of them. Wear shoes with proper grip; the limestone pavements are polished smooth and lethal in the rain.',
      ),
      h(
        'Tram 28 is charming and permanently packed. Ride it early in the morning, before 9 a.m., or not at all.',
      ),
      h('Most museums close on Mondays.'),
      h(
        'Book the Sintra palaces online at least a few days ahead in summer; queues at the gate can run to two hours.',
      ),
      h(
        'Tipping is not expected, but rounding up the bill or leaving 5–10 per cent for good service is appreciated.',
      ),
      h('the custard tarts at the little bakeries away from the famous one are every bit as good and'),
      h('Carry cash for small cafés and rural buses; not every place takes cards.'),
      h(
        'Trains from Lisbon to Porto take around three hours. Buy tickets in advance for the faster service, which is not much dearer.',
      ),
      h('Remember that dinner in Portugal starts late, rarely before 8 p.m.'),
      h(
        'Getting there: the airport is 7 km north of the city centre, and the metro red line runs straight into town.',
      ),
      h('I arrived in Porto in the autumn of 1998 with one suitcase, a phrasebook and no plan at all.'),
      h(
        'The woman who ran the guesthouse looked at my shoes and said, "You will not last a week on these hills." She was right.',
      ),
      h(
        'Travel, I have come to believe, is mostly waiting, and the waiting is where the country reveals itself.',
      ),
      h('We sat on the harbour wall until the fishing boats came in, and nobody asked us to leave'),
      h('and for the first time in years I did not know what day it was, and did not care'),
      h('Tourism is an export that never leaves the country. The product is consumed where it is made.'),
      h(
        'Why do prices in a city centre rise when visitors arrive, even for residents who never buy a souvenir?',
      ),
      h(
        "Let us imagine a small town with one bakery. When a cruise ship docks, demand for bread doubles for six hours; the baker's choices in those six hours tell us most of what we need to know about pricing.",
      ),
      h(
        'We will argue that short-term rentals are neither the villain nor the saviour of historic centres, but an accelerant.',
      ),
      h(
        'between 2010 and 2019 the number of international arrivals more than doubled in several southern European',
      ),
      h('Interesting, compare with the Venice chapter.'),
    ],
  },
  {
    name: 'an investing book, a sales handbook and a guide to the craft of writing',
    highlights: [
      h(
        'Time in the market beats timing the market. That is not a slogan; it is what the data has shown for a century.',
      ),
      h(
        'A low-cost index fund will beat most professional managers over twenty years, once fees are counted.',
      ),
      h('If you cannot sleep through a 30 per cent fall, you own too many shares.'),
      h('Rebalance once a year, on a date you choose in advance, and never in response to the news.'),
      h(
        'In October 1987 the Dow fell 22.6 per cent in a single day. Investors who sold that week locked in the loss; those who did nothing were back above the previous high within two years.',
      ),
      h(
        'What is the cost of your fund, in plain numbers? Most investors cannot answer, and the industry prefers it that way.',
      ),
      h('Diversification is the closest thing to a free lunch'),
      h('compound interest is slow and then sudden, which is exactly why so few people have the patience to'),
      h('People do not buy products. They buy a better version of their afternoon.'),
      h('Ask open questions and then stop talking. The silence after a question is where the sale happens.'),
      h(
        '"Let\'s go through the numbers together over lunch," she said, and that was the moment I knew the deal would close.',
      ),
      h('Never argue with an objection. Thank the customer for it, then ask what lies behind it.'),
      h('The best salespeople I interviewed spent twice as long listening as speaking.'),
      h(
        'Persistence is where most deals are won or lost; in our survey, four out of five sales needed five or more contacts.',
      ),
      h('Would you buy from you?'),
      h('Cut the first paragraph. Almost every draft begins one paragraph too early.'),
      h('A pronoun should point clearly back to one noun; when it could refer to two, the reader stumbles.'),
      h('a modifier that dangles, attaching itself to the wrong noun and'),
      h('Read your dialogue aloud. If you run out of breath, so will your reader.'),
      h("Show the character's fear through what she does with her hands, not through adjectives."),
      h('Write the scene you are afraid to write. That is usually the one the book is about.'),
      h('Great point'),
      h('Every writer must make peace with the fact that the first draft is supposed to be'),
    ],
  },
  {
    name: 'late-night reading: a book on teenagers, a psychology book, a book on marriage and religious reflections',
    highlights: [
      h(
        'Teenagers talk in cars. Side by side, no eye contact, a fixed end point: it is the perfect setting for a hard conversation.',
      ),
      h('You need to let them fail at small things while the stakes are still small.'),
      h('What if we treated a slammed door as information rather than insult?'),
      h(
        'The adolescent brain is not broken; it is under construction, and the prefrontal cortex is the last part to be finished, sometime in the mid-twenties.',
      ),
      h('Pick your battles. Hair grows back.'),
      h('a fourteen-year-old who says "I\'m fine" is very rarely'),
      h('We remember the peak of an experience and its end, and forget almost everything in between.'),
      h(
        'In one experiment, participants who wrote about a difficult event for fifteen minutes a day, four days running, visited the doctor less often in the months that followed.',
      ),
      h('Habits are not chosen so much as inherited from the environment we happen to be standing in.'),
      h('Why is it so much easier to give advice than to take it?'),
      h('the mind treats an unfinished task like an open tab, quietly draining attention until'),
      h(
        'Confirmation bias is not a flaw of stupid people. It is the default setting of every brain, including yours.',
      ),
      h('Can you disagree about the dishes without disagreeing about each other?'),
      h(
        'Couples who last are not those who never fight, but those who know how to turn back toward each other afterwards.',
      ),
      h(
        'Make sure your partner knows what a good day looks like for you. Most people never say it out loud.',
      ),
      h('Love is a verb before it is a feeling.'),
      h('When he said "We never go anywhere," what he meant was "I miss you."'),
      h('Be still, and the noise of the day will settle like silt in a glass of river water.'),
      h(
        'The old monks rose at 3 a.m. not to accomplish anything, but to be present before the world began asking things of them.',
      ),
      h('Forgiveness is not forgetting. It is deciding that the debt will not be collected.'),
      h('Who is my neighbour? The question is older than any of us, and the answer keeps getting wider.'),
      h('and in the silence there was nothing to do, nothing to fix, and that was'),
      h('cf. chapter 3'),
    ],
  },
  {
    name: 'a weekend with a bike maintenance manual, an anthropology book, a football biography and popular science',
    highlights: [
      h(
        'Check tyre pressure weekly. Road tyres typically run at 80–100 psi; the recommended range is printed on the sidewall.',
      ),
      h('Shift to the smallest cog before removing the rear wheel; it makes refitting much easier.'),
      h(
        'A squeaking chain is a thirsty chain. Apply one drop of lube to each roller, spin the cranks, then wipe off the excess.',
      ),
      h(
        'Torque settings for carbon components are critical. Over-tightening a seatpost clamp by even a few newton-metres can crack the frame.',
      ),
      h('If the brake lever pulls all the way to the bar, the pads are worn or the cable has stretched'),
      h('Replace the chain when it has stretched 0.5 per cent; waiting longer wears out the cassette too.'),
      h('Step 4. Seat the bead of the tyre into the rim with your thumbs, working from the valve outwards.'),
      h('Never ride with a quick-release lever left open.'),
      h(
        'In every society studied, people share food, and in every one there are rules about who eats first.',
      ),
      h('The gift is never free. It creates an obligation, and the obligation creates a relationship.'),
      h('What would it mean to take seriously the idea that money is a kind of memory?'),
      h(
        'among the herders of the high steppe, a guest who refused a second bowl of tea was understood to be',
      ),
      h('Let us imagine, for a moment, that we are the strangers being studied.'),
      h('He was fifteen when the club let him go, told he was too small to play at the top level.'),
      h('"Just play," his father told him on the drive to every match. "Don\'t think. Just play."'),
      h(
        'On Monday the squad trained for four hours in the rain; by Thursday half of them had colds and he had a starting place.',
      ),
      h('In the 1994 final he touched the ball eleven times and scored twice.'),
      h('Talent gets you noticed. Repetition gets you picked.'),
      h(
        'Shrink the history of life onto a single calendar year, and humans arrive at about twenty minutes to midnight on 31 December.',
      ),
      h('Every atom of carbon in your body was forged inside a star that died before the Sun was born.'),
      h(
        'How do we know the age of a rock? By reading, in effect, the ticks of a clock built into its uranium.',
      ),
      h(
        'the speed of light is not a speed limit on the universe so much as a rule about how cause and effect',
      ),
      h(
        'By 2030, some estimates suggest, the world will generate more data in a single day than it did in the whole of the year 2000.',
      ),
      h('Ha!'),
    ],
  },
];
