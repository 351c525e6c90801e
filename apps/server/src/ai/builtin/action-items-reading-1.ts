import type { LabelledDay } from './action-items-data';

/**
 * Days of book highlights as e-readers export them (fragments, the book's questions and advice), written by an
 * author who saw neither the action patterns nor any labelled day. No sentence is an action item.
 */
const h = (content: string) => ({ content, actions: [] as string[] });

export const READING_DAYS_1: LabelledDay[] = [
  {
    name: 'a reader with an investing primer, a productivity book and a history of the Dutch Republic',
    highlights: [
      h(
        'Never invest money you will need within the next five years. The market does not care about your tuition bill or your roof.',
      ),
      h(
        'Ask yourself a simple question before every purchase of a stock: would I be comfortable owning this if the exchange closed for a decade?',
      ),
      h('diversification is the only free lunch most of us will ever be offered, and yet we keep'),
      h('Remember that a 50 percent loss requires a 100 percent gain just to get back to where you started.'),
      h(
        'Between 1966 and 1982 the Dow went essentially nowhere. An investor who bought at the start and held to the end had, in real terms, lost money.',
      ),
      h("Don't confuse a bull market with brains."),
      h(
        'Write down your reasons for buying. When you are tempted to sell, read them again and ask whether any of them has actually changed.',
      ),
      h('Great point — fees compound too'),
      h(
        'Start each morning by choosing the one task that, if done, would make everything else easier or unnecessary.',
      ),
      h('What would this look like if it were easy?'),
      h(
        "Most of us do not have a time problem. We have an attention problem wearing a time problem's clothes.",
      ),
      h(
        'Close the inbox. Turn the phone face down. Give the next ninety minutes to a single thing, and notice how much resistance you feel in the first ten.',
      ),
      h('the weekly review is where the system either earns your trust or quietly loses it'),
      h(
        'You need to decide what "done" means before you begin, or the task will expand to fill whatever space you give it.',
      ),
      h('Make sure every open loop has a home outside your head.'),
      h('Why do we say yes to the meeting and no to the work the meeting is supposed to be about?'),
      h('By 1650 Amsterdam handled more shipping than every port in England combined.'),
      h(
        'The burghers did not build the canals for beauty. They built them because the alternative was drowning, and they argued about the bill for forty years.',
      ),
      h(
        '"Let the Spaniards keep their gold," the pensionary is supposed to have said. "We shall keep the ledgers."',
      ),
      h('a republic of merchants that nonetheless could not stop'),
      h(
        'In the spring of 1672 — the Rampjaar, the disaster year — French, English and two German armies invaded at once, and the dikes were opened to flood the countryside before them.',
      ),
      h('cf. chapter 2 on the herring trade'),
    ],
  },
  {
    name: 'a parent with a parenting handbook, a book on child psychology and a novel',
    highlights: [
      h(
        'Name the feeling before you try to fix it. "You\'re furious that the tower fell" does more than any amount of "It\'s fine, we\'ll build another."',
      ),
      h('Will you worry that their love is conditional? Children worry about exactly the same thing.'),
      h('Get down to their eye level. Speak quietly. Wait longer than feels comfortable.'),
      h('Don\'t ask a question you don\'t want answered. "Do you want to get in the bath?" invites a no.'),
      h('offer two choices, both of which you can live with, and let the child'),
      h(
        'The goal is not obedience. The goal is a child who can eventually regulate herself when you are not in the room.',
      ),
      h(
        'Try this tonight: at bedtime, ask "What was the best part of your day, and what was the hardest part?" Then say nothing.',
      ),
      h(
        'Praise the effort and the strategy, never the fixed trait. "You kept trying different ways" rather than "You\'re so clever."',
      ),
      h('Can you find a rhythm together?'),
      h('so true'),
      h(
        'In the 1950s, researchers observed infant monkeys choosing a soft cloth figure over a wire one that dispensed milk, and the finding rearranged how a generation thought about attachment.',
      ),
      h(
        'Toddlers are not small manipulators. Their prefrontal cortex, which handles planning and impulse control, will not be fully developed until their mid-twenties.',
      ),
      h(
        'What if the tantrum is not a battle of wills at all, but a nervous system that has simply run out of room?',
      ),
      h("We should be honest: most of what we call discipline is really about the adult's own discomfort."),
      h(
        'securely attached children explore more, not less, because they know the base will still be there when they',
      ),
      h(
        'Remember that repair matters more than perfection. Every parent loses their temper; what the child learns from is what happens next.',
      ),
      h('Siblings fight. Resist the urge to be the judge; be the narrator instead.'),
      h(
        '"You\'ll want to take your coat," her mother said, though it was July and the sky was the colour of a swimming pool.',
      ),
      h(
        'He had the habit, which she had once found charming, of answering every question with a story about his uncle.',
      ),
      h(
        'The kitchen smelled of burnt sugar and the radio was playing something in Portuguese that nobody in the house understood.',
      ),
      h(
        '"Don\'t wait up," he said, and she didn\'t, and later she would wonder whether that had been the whole of it.',
      ),
    ],
  },
  {
    name: 'a salesperson reading a sales methodology book, an economics history and a memoir',
    highlights: [
      h(
        'Stop pitching. Start diagnosing. A doctor who prescribes before examining is guilty of malpractice, and so is a salesperson.',
      ),
      h(
        'What happens if they do nothing? If you cannot answer that, you do not have a deal, you have a conversation.',
      ),
      h(
        'Ask about the last time they tried to solve this problem. Ask what went wrong. Then ask who got blamed.',
      ),
      h(
        'Never discount without getting something in return — a longer term, a case study, a faster signature.',
      ),
      h('the champion who loves you but cannot sign is not a champion, they are a fan'),
      h('Follow the money, then follow the calendar: who owns the budget, and when does it'),
      h('Silence is the most underused tool in negotiation. After you name your price, stop talking.'),
      h(
        'You must qualify out as hard as you qualify in. A pipeline full of maybes is worse than an empty one, because it lies to you.',
      ),
      h('"Let\'s chat in person about this one."'),
      h(
        'Handle the objection before it is raised. If price is always the issue in month two, raise it yourself in week one.',
      ),
      h('the doctor analogy again — cf. ch. 1'),
      h(
        'In 1923 a wheelbarrow of German marks would not buy a loaf of bread; by November the exchange rate stood at 4.2 trillion to the dollar.',
      ),
      h(
        'The lesson economists drew from the interwar years was not that money is fragile, but that trust in it is.',
      ),
      h(
        'Let us imagine a village with one baker, one miller and one farmer, each of whom owes the next a sack of flour.',
      ),
      h(
        "Bretton Woods fixed the world's currencies to the dollar and the dollar to gold at $35 an ounce, an arrangement that lasted until August 1971.",
      ),
      h(
        'We will argue that the Great Inflation of the 1970s was as much a failure of expectations as of policy.',
      ),
      h('Why did the central banks wait so long?'),
      h(
        'My father sold vacuum cleaners door to door in Ohio for eleven years. He said the first "no" was free and the second was where the job began.',
      ),
      h(
        'I learned more from the accounts I lost than the ones I won, though I would not have said so at the time.',
      ),
      h('The office was above a laundromat, and in the summer the floor was warm under our feet all day'),
      h('There is a particular loneliness to a hotel room in Cleveland on a Tuesday in February.'),
      h('Love this'),
    ],
  },
  {
    name: 'a day with a habits book, a popular geology book and a bread cookbook',
    highlights: [
      h(
        'Make it obvious, make it small, make it satisfying. Anything else is willpower, and willpower is a bank account that empties by lunchtime.',
      ),
      h("Don't aim to read thirty pages. Aim to open the book. The habit you are building is showing up."),
      h(
        'Pair the thing you need to do with something you already do without thinking: after I pour my coffee, I will write one sentence.',
      ),
      h('Never miss twice.'),
      h('Who is the type of person who would do this? Decide that first, and the behaviour tends to follow.'),
      h('your environment is voting on your habits long before you'),
      h('Put the guitar in the middle of the living room. Hide the remote in a drawer in another room.'),
      h(
        'Be patient with the plateau. Progress is not linear, and most of the results arrive after you have stopped expecting them.',
      ),
      h(
        "Condense the Earth's lifespan into one day. The first cells appear before breakfast; animals with shells show up around nine in the evening; all of recorded human history fits into the final fraction of a second before midnight.",
      ),
      h(
        'The rocks at Siccar Point in Scotland show one layer tilted almost vertical with another lying flat across it, a gap of some sixty million years visible to the naked eye.',
      ),
      h('What does it mean to stand on a beach that was once the floor of a tropical sea?'),
      h('Hutton, in 1788, wrote that he could find no vestige of a beginning and no prospect of an end.'),
      h('continents move at roughly the speed your fingernails grow, which is to say'),
      h(
        "Consider the Himalayas, still rising by about a centimetre a year, still being pushed upward by India's slow collision with Asia.",
      ),
      h('wow — fingernails'),
      h('Weigh everything. Cups lie.'),
      h(
        'Mix the flour and water and leave them alone for thirty minutes before adding the salt and the levain; the dough will do some of your work for you.',
      ),
      h(
        "Stretch and fold every half hour for the first two hours, wetting your hand first so the dough doesn't stick.",
      ),
      h(
        'The dough is ready when it has grown by about half, feels airy and jiggles when you shake the bowl.',
      ),
      h(
        'Preheat the Dutch oven for a full forty-five minutes at 250°C. Bake covered for twenty minutes, then uncovered until the crust is a deep mahogany',
      ),
      h(
        'Resist cutting it while hot. The crumb is still setting, and you will be rewarded for waiting an hour.',
      ),
      h('Stir until thick, then remove from the heat and let the starter rest overnight.'),
    ],
  },
  {
    name: 'a manager reading a leadership book, a history of the First World War and a poetry collection',
    highlights: [
      h(
        'Your job as a manager is not to have the answers. It is to make sure the right questions get asked by the right people at the right time.',
      ),
      h(
        'Give feedback within forty-eight hours, in private, and about the behaviour rather than the person.',
      ),
      h('What would your team say if you asked them what you do all day?'),
      h('Hire for slope, not intercept.'),
      h(
        'Delegate the outcome, not the task. "Make sure the client renews" leaves room for judgment that "Send the client this email" does not.',
      ),
      h(
        'A one-on-one belongs to the report, not the manager. Let them set the agenda; your job is to listen and',
      ),
      h(
        'You need to be clear about which decisions are reversible. Two-way doors can be walked through quickly; one-way doors deserve a meeting.',
      ),
      h('If everything is a priority, nothing is. Rank them, and be prepared to defend the ranking.'),
      h('the most expensive thing in any company is a talented person who has quietly stopped caring'),
      h('Remember that culture is what happens when you are not in the room.'),
      h(
        'On Monday the army marched out of the city in the rain, and by Thursday a third of the battalion had never been seen again.',
      ),
      h(
        'The generals of 1914 expected a war of movement that would be over by Christmas. Instead, by the end of the year, a line of trenches ran unbroken from the Channel to Switzerland.',
      ),
      h(
        'On the first day of the Somme, 1 July 1916, the British army suffered more than 57,000 casualties, the worst day in its history.',
      ),
      h(
        'Why did the men keep going over the top? The answer is less about patriotism than about the small group of friends beside them.',
      ),
      h('letters home were read by censors, who cut out place names and anything that hinted at'),
      h(
        'The armistice was signed in a railway carriage in the forest of Compiègne at five in the morning, to take effect at eleven. Men were still dying at ten fifty-nine.',
      ),
      h('cf. Keegan on the Marne'),
      h('And what is left of the orchard / but the old wall, / and the light going / the way it always goes'),
      h(
        'Tell me again how the river / forgets nothing, / and I will tell you / how I forget everything but the river.',
      ),
      h('Come in, the door says, / the door has always said, / even when we locked it.'),
      h('the crows in the stubble field / argue about money'),
    ],
  },
  {
    name: 'a day with an index-fund book, a book on decision-making and a travel book about Japan',
    highlights: [
      h(
        'Over any fifteen-year period, roughly nine in ten actively managed large-cap funds fail to beat their benchmark after fees.',
      ),
      h('Buy the haystack instead of searching for the needle.'),
      h(
        'Set up an automatic contribution on payday, and then, this is the hard part, stop looking at the balance.',
      ),
      h('Do you really know more than the thousands of professionals on the other side of your trade?'),
      h('Rebalance once a year, on a date you choose in advance, whatever the headlines say.'),
      h(
        'Keep your costs low. A 1 percent fee sounds tiny until you realise it can consume a quarter of your ending wealth over forty years.',
      ),
      h(
        "asset allocation explains most of the variation in a portfolio's returns, and security selection very little of",
      ),
      h('Good line'),
      h(
        'Before you make an important decision, imagine it is a year from now and the decision has failed. Write the story of why.',
      ),
      h(
        'We are not bad at estimating probabilities so much as bad at noticing that we are estimating at all.',
      ),
      h(
        'Consider the base rate. Before you ask whether this particular restaurant will succeed, ask how many new restaurants survive their first three years.',
      ),
      h('What would you have to believe for the other option to be the right one?'),
      h(
        'In one famous experiment, judges granted parole far more often at the start of the day and just after lunch than in the hour before a break.',
      ),
      h(
        'Separate the quality of the decision from the quality of the outcome; a good bet can lose, and a foolish one can win.',
      ),
      h('when we are confident, we stop looking for evidence, which is exactly when'),
      h('You must be willing to be wrong out loud, or your team will learn to be wrong in silence.'),
      h(
        'The night bus from Tokyo arrived in Kyoto at 5.40 a.m., and the city was a grey wash of shutters and vending machines humming to themselves.',
      ),
      h('Take off your shoes at the step, not before it and not after. The step is the border.'),
      h(
        'Nobody tips. To leave coins on the table is to forget them, and a waiter will run half a block to return them.',
      ),
      h(
        'At Fushimi Inari the torii gates climb the mountain in an orange tunnel, each one donated by a business hoping for',
      ),
      h('Go early, before the tour groups, and keep walking past the point where most people turn back.'),
      h('"Slowly, slowly," the old man at the ryokan said, pouring the tea. "Kyoto is not going anywhere."'),
    ],
  },
  {
    name: 'a reader with a relationships book, an anthropology book and a tennis biography',
    highlights: [
      h(
        'Turn toward your partner\'s bids for attention, even the small ones. "Look at that bird" is not really about the bird.',
      ),
      h(
        'Never begin a difficult conversation with "you always" or "you never". Start with what you feel and what you need.',
      ),
      h(
        'What do you each mean by "help around the house"? Couples can argue for years without discovering they are using different dictionaries.',
      ),
      h('Take a break when your heart rate goes above a hundred. Nobody listens well while flooded.'),
      h(
        'Happy couples are not the ones who never fight; they are the ones who make and accept repair attempts during',
      ),
      h(
        "Make sure you know your partner's current worries, the name of their most difficult colleague, and the last thing that made them laugh.",
      ),
      h(
        'Ask each other, once a week: what is one thing I could do this week that would make you feel loved?',
      ),
      h(
        'Contempt is the single greatest predictor of divorce. Eye-rolling tells you more than any argument about money.',
      ),
      h('this is us'),
      h(
        'Among the !Kung, a successful hunter was expected to belittle his own kill. "Is this all you brought us?" his companions would say, and he would agree.',
      ),
      h(
        'What if we treat people as imaginative creatures, capable of building and dismantling whole social orders, rather than as prisoners of some evolutionary stage?',
      ),
      h(
        'Every society we know of has rules about who may marry whom, and almost every one has found ways to',
      ),
      h(
        'Back in the 1930s, fieldworkers on the Trobriand Islands recorded gift exchanges that travelled in a ring hundreds of miles across open sea.',
      ),
      h(
        'Let us imagine, for a moment, a town of ten thousand people with no king, no council and no written law, and ask how they decided when to plant.',
      ),
      h(
        'the gift is never free; it creates a debt that binds giver and receiver together, and that is the point',
      ),
      h(
        'We should be honest about how little the archaeological record can tell us about what people believed.',
      ),
      h(
        "She was eleven when she first beat her father, and he didn't speak to her for the rest of the evening.",
      ),
      h(
        '"Hit it like you mean it," her coach would shout from the fence. "The ball doesn\'t know you\'re tired."',
      ),
      h(
        'In the 1998 final she saved four match points, three of them with second serves that landed within a foot of the line.',
      ),
      h(
        'I practised my backhand against the garage door until the neighbours complained, and then I practised it against their garage door',
      ),
      h(
        "You don't win Wimbledon in July. You win it in a cold indoor court in February when nobody is watching.",
      ),
      h(
        'After the retirement she slept for three days. Then she got up, drove to the club and sat in the car park, unable to go in.',
      ),
    ],
  },
  {
    name: 'a writer with a craft book, a history of capitalism, a self-help book and a book of meditations',
    highlights: [
      h('Write the messy first draft. Nobody reads it but you, and you will be kinder to it tomorrow.'),
      h('Cut every adverb, then put back the two you miss.'),
      h('Whose story is this? If you cannot answer in one sentence, the reader will not be able to either.'),
      h('Read your dialogue aloud. If you run out of breath, so will your character.'),
      h(
        'a preposition links a noun or pronoun to another part of the sentence, and when it dangles at the end the reader',
      ),
      h('Enter the scene late and leave it early.'),
      h("Don't forget that the reader is smarter than you think and more impatient than you fear."),
      h('What does your character want, and what is standing in the way? Everything else is scenery.'),
      h('Show the reader a man counting his change twice, and you do not need to tell them he is poor.'),
      h("What we're going to suggest is that American intellectuals"),
      h(
        'In 1776, the same year the colonies declared independence, a Scottish professor published a thick book arguing that the wealth of nations lay not in gold but in the division of labour.',
      ),
      h(
        "The pin factory was not Smith's invention. He borrowed it from a French encyclopedia, and the factory he described may never have existed quite as he said.",
      ),
      h(
        'By 1850 Manchester had become the symbol of a new kind of city, one built around the mill rather than the cathedral or the market.',
      ),
      h('capital, in this view, is not a thing but a relationship between people who own and people who'),
      h('interesting — compare to the Dutch book'),
      h('You are allowed to outgrow the person you were at twenty-five.'),
      h('Stop waiting for permission. Nobody is coming to hand you a certificate that says you are ready.'),
      h('Say no to the good so you can say yes to the great.'),
      h('Who would you be if you stopped apologising for taking up space?'),
      h('Be still, and listen to what the silence is trying to say.'),
      h(
        'The ancients did not pray to be spared the storm. They prayed to be the kind of people who could stand in it.',
      ),
      h(
        'Do not let the sun go down on your anger; it will be there in the morning, heavier for having slept.',
      ),
      h('Love is patient, the old text says, and patience is perhaps the hardest of its forms'),
    ],
  },
];
