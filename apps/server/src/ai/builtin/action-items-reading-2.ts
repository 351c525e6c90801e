import type { LabelledDay } from './action-items-data';

/**
 * Days of book highlights as e-readers export them (fragments, the book's questions and advice), written by an
 * author who saw neither the action patterns nor any labelled day. No sentence is an action item.
 */
const h = (content: string) => ({ content, actions: [] as string[] });

export const READING_DAYS_2: LabelledDay[] = [
  {
    name: 'a reader with a Victorian marsh novel, a Sicilian cookbook and a poetry collection',
    highlights: [
      h('“Bring me the letter by nightfall,” she said. “And do not let my brother see you carry it.”'),
      h(
        'He folded the paper twice and slid it beneath the loose board by the hearth, where no one had looked in thirty years.',
      ),
      h('“Sit down, Thomas. Eat something before you argue with me.”'),
      h('the rain had come in off the marsh and stayed, as though it meant to'),
      h('“You will tell her tomorrow,” said the old man. “Not tonight. Tonight she needs to sleep.”'),
      h('Margaret had never learned to lie well, which was why she so rarely bothered to'),
      h('“Fetch the doctor!” someone shouted from the stairs, but nobody moved.'),
      h(
        'It was the autumn of 1847, and the potatoes had failed for the second year running. In the village they spoke of it the way they spoke of the weather, as something sent rather than something done.',
      ),
      h(
        'Heat the oil until it shimmers, then add the onions and a pinch of salt. Stir until they are soft and translucent, about ten minutes; do not let them brown.',
      ),
      h(
        'Add the tomatoes, crushing them with the back of a wooden spoon, and simmer uncovered for 25 minutes.',
      ),
      h(
        'Caponata should be made a day ahead. It improves overnight, as most things cooked with vinegar and patience do.',
      ),
      h(
        'My grandmother never measured anything. When I asked her how much sugar, she said, “Enough,” and went back to the stove.',
      ),
      h('a handful of salted capers, rinsed well, and the leaves from two sprigs of'),
      h('Remember that aubergines drink oil like sponges; salt them first and you will need half as much.'),
      h('Serves 4 as a main course, 6 as part of a larger meal.'),
      h(
        'I have kept the house the way you left it, / the kettle on the left-hand ring, / your coat still answering the door.',
      ),
      h('What is the orchard for, / if not to teach us how to wait?'),
      h('and the swifts stitching the evening shut'),
      h('Go slowly, the river says. / Everything you want / is downstream.'),
      h('Lovely image'),
      h('“Leave the lamp,” Margaret said. “I’d rather see him come.”'),
      h(
        'In Palermo the markets open before dawn, and by nine the best swordfish has already gone home with someone else’s grandmother.',
      ),
    ],
  },
  {
    name: 'a reader with a working-class memoir, a book on Stoicism and a gardening manual',
    highlights: [
      h(
        'My father left for the night shift at ten to six every evening, and for most of my childhood I believed the sun went down because he had gone.',
      ),
      h(
        'We moved eleven times before I turned fourteen. I learned to pack a box faster than I learned long division.',
      ),
      h(
        '"Keep your head down and your shoes clean," my mother told me on my first day at school in Leeds. It was the only advice she ever gave me, and I ignored half of it.',
      ),
      h('it took me until I was forty to understand that she had been frightened the whole time'),
      h('In 1989 I bought a secondhand typewriter for eight pounds and wrote nothing on it for two years.'),
      h('Grief, I have found, does not arrive all at once. It comes in instalments, like a debt.'),
      h(
        'Let us imagine a person who has lost everything the world calls good: wealth, reputation, health. Has he lost anything that was truly his?',
      ),
      h('You must distinguish, the Stoics insist, between what is up to you and what is not.'),
      h('cf. chapter 3 on the dichotomy of control'),
      h(
        'We will argue in the next chapter that this distinction, however useful, is far less clear than Epictetus supposed.',
      ),
      h('If virtue is the only good, why does the sage bother to eat?'),
      h('the ancient objection that a theory of happiness which ignores the body has simply not'),
      h(
        'Consider the archer. He can choose his bow, train his eye and steady his breath; whether the wind shifts after the arrow has left the string is not his concern.',
      ),
      h(
        'We should be honest about what this view demands of us. It asks us to regard the death of a child as a thing indifferent, and most readers will rightly recoil.',
      ),
      h(
        'Prune roses in late winter, just as the buds begin to swell. Cut to an outward-facing bud at a 45-degree angle so that rain runs off the wound.',
      ),
      h(
        'Make sure you never prune in autumn; the new growth stimulated by cutting will be killed by the first hard frost.',
      ),
      h('Tomatoes need at least six to eight hours of direct sun a day.'),
      h('Sow broad beans in November for an early crop, or in March if your soil is heavy and cold.'),
      h('a mulch of well-rotted manure, spread five centimetres deep around the base but never touching the'),
      h(
        'Clay soil is not your enemy. It holds nutrients far better than sand; it simply needs organic matter worked into it year after year.',
      ),
      h(
        'Water deeply and rarely rather than little and often. Shallow watering teaches roots to stay near the surface, where they are the first thing to suffer in a drought.',
      ),
      h(
        'Seneca, who wrote so beautifully about poverty, was one of the richest men in Rome. His critics did not fail to notice.',
      ),
    ],
  },
  {
    name: 'a reader with a book on prayer, a travel memoir of Vietnam and Portugal, and a running biography',
    highlights: [
      h('Be still, and listen. The first discipline of prayer is not speaking but attending.'),
      h(
        'In the desert tradition, a young monk asked his abba for a word. "Go and sit in your cell," the old man said, "and your cell will teach you everything."',
      ),
      h(
        'Forgive, the teaching says, not seven times but seventy times seven. The number is not a quota; it is a refusal to keep count.',
      ),
      h('What would it mean to love a neighbour you have never chosen?'),
      h('the Sabbath was made for rest, and rest was made for'),
      h(
        'Give thanks in all circumstances, the apostle writes; not for all circumstances, which would be a different and crueller thing.',
      ),
      h(
        'The overnight train from Hanoi to Hue leaves at 7.30pm and takes roughly thirteen hours, if it takes thirteen hours at all.',
      ),
      h(
        "Don't forget that almost every shop in the old town closes between one and four; the afternoon belongs to the heat and to sleep.",
      ),
      h(
        'We reached the pass at dawn. Below us the valley was full of cloud, and the village we had walked from had vanished as if it had never existed.',
      ),
      h(
        'Ask any taxi driver in Lisbon for directions and you will receive three sets, all confident, none in agreement.',
      ),
      h('a city that had been burned, rebuilt, flooded and rebuilt again, and which wore all of it'),
      h(
        'Bring cash. The ferry to the outer islands does not take cards, and the single cash machine on the quay has been broken since 2019.',
      ),
      h(
        'The best time to visit is late September, when the crowds have gone home and the sea is still warm.',
      ),
      h(
        'He ran his first marathon in 1968 in borrowed shoes, finished forty-third, and was sick behind the town hall.',
      ),
      h('"Get your head up and play the next ball," the coach barked. "The last one\'s gone."'),
      h(
        'By the summer of 1994 she was ranked fourth in the world, and she had never once been coached by a woman.',
      ),
      h(
        'Nobody remembers the semi-final. That is the cruelty of the sport: you can play the best match of your life and',
      ),
      h(
        'Train slow to race fast, he used to say. Eighty per cent of your miles should feel almost too easy.',
      ),
      h(
        'On Monday the squad flew to Melbourne; by Thursday three of them had stopped speaking to the captain.',
      ),
      h('Great point'),
      h(
        "He kept every race number he ever wore in a shoebox under the bed: 312 of them, by his widow's count, each one with the time written on the back in pencil.",
      ),
    ],
  },
  {
    name: 'a reader with a writing-craft book, a dating and relationships guide and a detective novel',
    highlights: [
      h(
        'Cut the first three paragraphs of your draft. The story almost always begins where you finally stopped clearing your throat.',
      ),
      h(
        'noun or pronoun to another part of the sentence, and the result is a modifier with nothing to hold on to',
      ),
      h(
        "Don't tell the reader your character is lonely. Give her a second toothbrush she has never thrown away.",
      ),
      h('Read your dialogue aloud. If you run out of breath, so will your characters.'),
      h(
        'Every scene must turn. Something has to be different at the end of it (a value, a relationship, a piece of knowledge) or the scene is just furniture.',
      ),
      h('the writers who finish are rarely the most talented ones; they are the ones who'),
      h(
        'Your first draft is allowed to be terrible. Nobody will ever read it but you, unless you are foolish enough to show it to them.',
      ),
      h(
        'On a first date, ask questions you actually want the answers to. People can tell the difference between curiosity and an interview.',
      ),
      h('Do you find yourself rehearsing arguments in the shower that you never intend to have?'),
      h('What would change if you assumed, just for a week, that your partner was doing their best?'),
      h('Remember that conflict itself is not the problem. Contempt is.'),
      h(
        "You need to say what you want, out loud and in plain words. Hinting is not communicating; it is setting a test your partner doesn't know they are sitting.",
      ),
      h('couples who can laugh in the middle of an argument recover from it far more quickly than those who'),
      h(
        "Don't wait three days to text back just to prove you're not keen. Games like this select for people who enjoy games.",
      ),
      h(
        "Make sure you meet somewhere public for the first few dates, and let a friend know where you'll be.",
      ),
      h('"Meet me at the station at nine," Inspector Hale said. "Come alone, and bring the ledger."'),
      h(
        'The body had been moved. Hale knew it before the pathologist said a word; the blood on the carpet was in the wrong place.',
      ),
      h('"Call your solicitor, Mr Greaves. You\'re going to want one."'),
      h('a house in which every clock had been stopped at a quarter past'),
      h(
        '"Don\'t touch anything," said Ruth, already pulling on her gloves. "And for God\'s sake stop breathing on the window."',
      ),
      h(
        'He had been a policeman for twenty-two years, and he still could not walk past a locked door without wondering what was behind it.',
      ),
      h('reminds me of the Hale books my dad used to read'),
    ],
  },
  {
    name: 'a reader with a programming book, a history of empires and trade, and a productivity book',
    highlights: [
      h('Write the test first. Run it, watch it fail, and only then write the code that makes it pass.'),
      h(
        'A function should do one thing. If you need the word "and" to describe what it does, it is doing two.',
      ),
      h(
        "Never catch an exception you don't know how to handle. Let it propagate to a layer that can do something sensible with it.",
      ),
      h(
        'Use git bisect when you know a bug exists today and did not exist three weeks ago; it will find the offending commit in a handful of steps.',
      ),
      h('premature optimisation is rarely the problem in practice; premature abstraction is'),
      h(
        'Consider the following example:\n\nconst total = items.reduce((sum, item) => sum + item.price, 0);\n\nThe intent is clear, the state is local, and there is nothing to mutate.',
      ),
      h(
        'Name variables for what they mean, not for what type they hold. customerCount tells the reader something; intVal tells them nothing.',
      ),
      h('On the morning of 14 July the garrison marched out under a white flag, and by evening the town was'),
      h(
        'Back in the 1850s, a letter from London to Bombay took roughly a month. By 1870, with the undersea cable, a message could make the same journey in under five hours.',
      ),
      h('The treaty satisfied no one, which is perhaps why it lasted.'),
      h(
        'What we are going to suggest is that the famine was not a natural disaster but a political one, and that',
      ),
      h(
        'Historians have long asked why the revolt failed. We should be honest: the sources are thin, and most of them were written by the men who put it down.',
      ),
      h('the merchants of Genoa, who lent to both sides and were repaid by neither'),
      h('In 1348 the plague reached the port; within eighteen months perhaps a third of the city was dead.'),
      h('Decide the night before what your first task will be. Mornings are too valuable to spend deciding.'),
      h('Motivation is a visitor; routine is a tenant.'),
      h('What would you do tomorrow if you knew nobody would ever find out whether you had done it?'),
      h('Break the task down until the first step feels almost embarrassingly small. Then take it.'),
      h(
        'most of the stress we attribute to having too much to do is really the stress of not having decided',
      ),
      h("Every yes is a no to something else; you simply don't get to see what it was."),
      h(
        'Review your week every Friday afternoon. Look at what you said you would do, what you actually did, and the gap between the two.',
      ),
      h('so true'),
    ],
  },
  {
    name: 'a reader with a home DIY manual, a medieval historical novel and an economics primer',
    highlights: [
      h(
        'Turn off the water at the stopcock before you start. Then open the lowest tap in the house to drain the pipes.',
      ),
      h(
        'Use a spirit level on every shelf bracket, not just the first. Walls are rarely as straight as they look.',
      ),
      h(
        'Sand with the grain, working up from 80-grit to 180. Wipe away the dust with a damp cloth before the first coat.',
      ),
      h(
        'Drill a pilot hole slightly narrower than the screw; in hardwood, skip this step and the timber will split.',
      ),
      h(
        'Allow the filler to dry for at least four hours, or overnight in a cold room, before painting over it.',
      ),
      h('a 6mm masonry bit and brown wall plugs will do for most plaster-on-brick walls, though'),
      h('Safety goggles are not optional. I have worked with two joiners who had one good eye between them.'),
      h('"Saddle the grey and ride for Winchester," the Queen said. "Tell my cousin he has until Easter."'),
      h('The abbey bell rang for vespers, and the fog came up from the river to meet it.'),
      h(
        '"Take this to the bishop," Alys whispered, pressing the ring into the boy\'s palm. "Say nothing of where you found it."',
      ),
      h(
        'He was nineteen, and he had killed a man, and no one in the hall seemed to find either fact remarkable.',
      ),
      h('the winter of 1141, when the roads turned to iron and the'),
      h('"Open the gate!" called the captain. "In the King\'s name, open it, or we burn it."'),
      h(
        'Prices are signals. When the price of copper rises, millions of people who will never meet one another change what they do, and none of them needs to know why.',
      ),
      h(
        'Suppose a city caps rents at half the market rate. What happens to the supply of flats over the next ten years?',
      ),
      h(
        'Inflation in the 1970s ran above 10 per cent in most rich countries; by 2000 it had fallen to around 2 per cent, and many economists began to',
      ),
      h(
        'comparative advantage, which may be the least intuitive true idea in the whole of the social sciences',
      ),
      h('cf. Ricardo, ch. 2'),
      h(
        'We will argue that the standard model of the firm, in which managers simply maximise profit, leaves out most of what managers actually do all day.',
      ),
      h(
        'There is no such thing as a free lunch, but there are a surprising number of lunches someone else is paying for.',
      ),
      h('Let us imagine two islands, one that can grow only bananas and one that can catch only fish.'),
    ],
  },
  {
    name: 'a reader with a parenting book, a home baking book and a second poetry collection',
    highlights: [
      h(
        'Name the feeling before you try to fix it. "You\'re furious that your tower fell down" does more than any distraction ever will.',
      ),
      h(
        'A tantrum is not a negotiating tactic for a two-year-old; it is a nervous system that has run out of road.',
      ),
      h('What would bedtime look like if it were the best part of the day instead of the last battle?'),
      h('Will your teenager tell you the truth if the truth always gets them punished?'),
      h('Offer two choices, both of which you can live with: the red coat or the blue one.'),
      h(
        'the research on praise suggests that children praised for their effort persist longer than those praised for being',
      ),
      h('You must let them fail at small things while the stakes are still small.'),
      h(
        '"I\'m not going to let you hit your sister," she said calmly. "I\'ll hold your hands until you\'re ready."',
      ),
      h(
        'Cream the butter and sugar for a full five minutes, until pale and fluffy. Most recipes say two; most recipes are wrong.',
      ),
      h('Fold in the flour with a large metal spoon, cutting through the mixture rather than stirring it.'),
      h(
        'Bake at 180°C (160°C fan) for 25–30 minutes, or until a skewer inserted in the centre comes out clean.',
      ),
      h(
        "Don't open the oven door in the first twenty minutes. A sudden draught of cold air will collapse a sponge faster than anything.",
      ),
      h('Bread needs time more than it needs skill. A slow overnight prove in the fridge will'),
      h('Leave to cool in the tin for ten minutes, then turn out onto a wire rack.'),
      h('butter, which should be soft enough to take a fingerprint but not so soft that it'),
      h('Makes 12 generous scones.'),
      h("My mother's hands in the flour, / and the whole of the winter / in the kitchen window."),
      h('Tell me again / about the year the river froze / and nobody believed you.'),
      h('Listen: / the field has something to say / and it is saying it slowly.'),
      h('we were young, and the bus was late, and it was enough'),
      h('beautiful'),
    ],
  },
  {
    name: 'a reader with an anthropology and deep-time science book, an investing guide and a fantasy novel',
    highlights: [
      h(
        'Imagine the Earth’s four and a half billion years compressed into a single day. The dinosaurs arrive shortly before eleven at night; we turn up in the final few seconds.',
      ),
      h(
        'In many foraging societies, a hunter who boasts about his kill is teased until he learns to call it a miserable, bony thing hardly worth the carrying.',
      ),
      h('Gift exchange, we will argue, is never simply about the gift'),
      h('A single teaspoon of healthy soil holds more microorganisms than there are people on Earth.'),
      h('the octopus, most of whose neurons sit in its arms rather than its'),
      h(
        'Why did agriculture spread so quickly, when the first farmers were shorter, sicker and worked longer hours than the foragers they replaced?',
      ),
      h(
        'Kinship terms are not descriptions of biology. In some societies every woman of your mother’s generation is called “mother,” and the word carries obligations rather than facts.',
      ),
      h('cf. chapter 3 on reciprocity'),
      h('Never put money you will need in the next five years into the stock market.'),
      h(
        'The investors who did best over the period were, on average, the ones who forgot they had an account.',
      ),
      h(
        'Rebalance once a year, not once a week. Frequent tinkering is the most expensive hobby most investors have.',
      ),
      h(
        'A fund charging 1.5 per cent a year will, over thirty years, quietly consume something like a third of your final pot.',
      ),
      h('the market does not know you own the stock, and it does not care what you paid for'),
      h(
        'What would you do if your portfolio fell 40 per cent next year? If the honest answer is “sell,” you own too many shares.',
      ),
      h('Keep six months of expenses in cash before you buy a single share.'),
      h(
        '“Ring the tower bell three times,” the warden ordered. “Then bar the lower door, and don’t open it for anyone. Not even me.”',
      ),
      h(
        'The map was wrong. Kessa had known it since the second day, when the river that should have been on their left appeared on their right.',
      ),
      h('“Give me the knife,” said the witch, “and I’ll tell you your true name.”'),
      h('a city built on the bones of a city built on the bones of'),
      h('“Hold the line until sunrise,” Orren said. “After that, it won’t matter.”'),
      h('Magic, in Vel, was a debt, and the debt always came due.'),
    ],
  },
];
