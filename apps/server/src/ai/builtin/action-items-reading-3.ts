import type { LabelledDay } from './action-items-data';

/**
 * Days of book highlights as e-readers export them (fragments, the book's questions and advice), written by an
 * author who saw neither the action patterns nor any labelled day. No sentence is an action item.
 * Some days also carry highlights clipped from long-form web articles and newsletters with a browser extension
 * (essays, columns, science journalism, personal finance and health pieces); their imperatives, questions to
 * the reader and numbers are addressed to a general audience and are not actions for the reader either.
 */
const h = (content: string) => ({ content, actions: [] as string[] });

export const READING_DAYS_3: LabelledDay[] = [
  {
    name: 'a reader with a history of the salt trade, a personal finance blog post and a novel',
    highlights: [
      h(
        'By the middle of the fourteenth century, a cartload of salt leaving the pans at Lüneburg could change hands six or seven times before it reached a kitchen in Lübeck.',
      ),
      h(
        'merchants who had never seen the sea and never would, yet whose fortunes rose and fell with every storm on the Baltic',
      ),
      h(
        'Salt was not merely a seasoning. It was refrigeration, medicine, currency and tax base at once, and whoever controlled it controlled the winter.',
      ),
      h(
        'In 1372 the council raised the toll by a third. Within two years the smugglers had opened a road through the marshes that the tax collectors would not find for a generation.',
      ),
      h('We should be careful not to read modern markets back into these towns.'),
      h('What, then, did a fair price mean to a fishwife in Bergen?'),
      h(
        'the guild ledgers record the weight of every barrel but never the name of a single woman who packed one',
      ),
      h(
        'Let us imagine, for a moment, the view from the other end of the road: a monastery in the hills with no salt of its own and forty brothers to feed through February.',
      ),
      h(
        "Cancel the subscriptions you don't use. Not next month, not after you check whether the annual plan is cheaper. Today.",
      ),
      h(
        'The average household in our survey was paying for 4.2 streaming services and could name only two of them without looking.',
      ),
      h(
        "Here's the uncomfortable question: if your bank account were a stranger's, would you trust them with a loan?",
      ),
      h(
        'Make sure your emergency fund lives somewhere boring. A high-yield savings account is boring. A crypto wallet is not.',
      ),
      h(
        "Rule of thumb: three to six months of essential expenses, more if you're self-employed or the only earner",
      ),
      h('Don\'t forget that "saving 20% off" on something you didn\'t need is spending 80%.'),
      h('Ha, guilty.'),
      h(
        'The rain had come in off the estuary before dawn and Marguerite lay listening to it find every loose slate on the roof.',
      ),
      h('"You\'ll write to me," he said. It was not a question, and she did not answer it as one.'),
      h(
        'She had kept the letters in the biscuit tin for eleven years, and in all that time she had never once reread',
      ),
      h(
        '"Tell your mother I\'ll call on Sunday," said the doctor, already halfway down the path, "and tell her to stop lifting the coal herself."',
      ),
      h(
        'the kind of silence a house keeps after a funeral, when the chairs are still arranged for visitors who have all gone home',
      ),
      h('Outside, the tide went out as it always did, indifferent, taking nothing with it but the light.'),
      h('cf. the Hanseatic chapter — same toll, different century'),
    ],
  },
  {
    name: 'a reader with a popular geology book, a health advice article and a bread cookbook',
    highlights: [
      h(
        "Condense the Earth's 4.5 billion years into a single day. The first rocks harden before 1 a.m.; life appears by 4; and the whole of recorded human history fits into the last fraction of a second before midnight.",
      ),
      h('Granite is patient in a way that nothing living can be.'),
      h(
        'the same limestone that paves a shopping centre in Leeds was once the floor of a warm shallow sea near the equator',
      ),
      h(
        'Pick up a pebble on almost any beach and you are holding something older than the dinosaurs, older perhaps than the continent it washed up on.',
      ),
      h(
        'Why, then, did geologists resist continental drift for nearly fifty years? Because the evidence was good and the mechanism was missing, and scientists are rightly suspicious of a story with no engine.',
      ),
      h(
        'By 1968 the argument was effectively over. Magnetic stripes on the sea floor had done what a generation of fossil maps could not.',
      ),
      h(
        'Remember that a mountain range is not a thing but an event, one we happen to be watching in its middle',
      ),
      h(
        "Ask your doctor about a vitamin D test if you spend most of the winter indoors, especially if you're over 50.",
      ),
      h(
        'Roughly one in three adults in northern latitudes is deficient by March, according to a 2021 review of 27 studies.',
      ),
      h("Don't self-prescribe high doses. More is not better, and the upper limit exists for a reason."),
      h('Are you actually tired, or are you bored? The two feel surprisingly similar at 3 p.m.'),
      h(
        'Try a ten-minute walk after lunch instead of a second coffee. Most people in the small trial reported better afternoon focus within a week.',
      ),
      h('Interesting — same as what the sleep book said'),
      h(
        'Stir the starter once a day and discard half before each feeding. It will smell of nail varnish around day four; this is normal.',
      ),
      h(
        'A loaf tells you when it is done. Tap the base and listen for a hollow knock, like someone at a door two rooms away.',
      ),
      h('You must resist the urge to cut it warm. The crumb is still setting, and steam is leaving'),
      h('500 g strong white flour, 350 g water, 100 g active starter, 10 g salt'),
      h(
        'My grandmother never weighed anything. She measured flour by the heap of her palm and water by the sound it made in the bowl.',
      ),
      h(
        'Fold the dough over itself four times at half-hour intervals, then leave it alone. Most bad bread is bread that was handled too much.',
      ),
      h(
        'bake at 240°C for twenty minutes with the lid on, then another twenty with it off until the crust is the colour of',
      ),
      h(
        'Hydration is not a number to chase; it is a conversation between your flour, your kitchen and the weather.',
      ),
    ],
  },
  {
    name: 'a reader with a productivity book, a tech essay on software and a collection of poems',
    highlights: [
      h(
        'Most people do not have a time problem. They have a decision problem that shows up on the calendar.',
      ),
      h(
        'You need to separate the work of choosing from the work of doing. When you blend them, every task becomes a small negotiation with yourself.',
      ),
      h(
        'Write down the three things that would make today a good day, then stop writing. A list of twelve is not a plan, it is an apology.',
      ),
      h('What would you drop if you were told you could only work two hours a day?'),
      h(
        'In one study of 1,200 office workers, the average uninterrupted stretch of focus was just under eleven minutes.',
      ),
      h('the inbox is a to-do list that anyone in the world can add to'),
      h(
        "Don't check email before ten. Protect the morning the way you would protect a meeting with your most important client.",
      ),
      h("So true. The ten o'clock rule again."),
      h(
        'Every abstraction is a bet that the future will look like the present. Most of the time we lose the bet slowly enough not to notice.',
      ),
      h(
        'In 2009 the codebase had four engineers and one deploy a week. By 2016 it had four hundred and nobody could tell you what the deploy button actually did.',
      ),
      h('Delete the feature flag the day you ship. Not after the next release. The day you ship.'),
      h('The question is never "can we build it?" It is "who will be awake at 2 a.m. when it breaks?"'),
      h(
        'we have built systems so convenient that no one person understands them, and then we act surprised when',
      ),
      h('Read the error message. Actually read it, all the way to the end, before you paste it anywhere.'),
      h(
        "Software doesn't rot. The world around it moves, and the software stays put, which from the inside looks exactly like rot.",
      ),
      h(
        "I kept my father's watch / in a drawer with the spare keys, / and every winter it was / a little more behind.",
      ),
      h('Let the field go fallow. / Let the crows have / what the crows were always going to have.'),
      h('what the river says / it says only once'),
      h('Come in, says the kitchen light, / though no one is there to say it.'),
      h('and the snow, which had been falling all morning as if it meant to'),
      h(
        'Forgive the hour. Forgive the hand that wrote this / in a hurry, the way all love letters / are written, against the clock.',
      ),
    ],
  },
  {
    name: 'a reader with an anthropology book, a parenting book and a newspaper opinion column',
    highlights: [
      h(
        'Among the herding families of the northern steppe, a guest who arrives at dusk cannot be turned away, even by an enemy.',
      ),
      h(
        'Gift exchange is never simply generous. Every gift creates a debt, and the debt is the point: it keeps two households tied together across the lean years.',
      ),
      h('What if we treat people as imaginative creatures first and rational ones second?'),
      h(
        'the anthropologist arrived in 1954 expecting to study kinship and left three years later having mostly studied weather',
      ),
      h(
        "We will argue that the village's famous egalitarianism was less a value than a technique, a way of making sure no family ever grew strong enough to",
      ),
      h('"We do not count the goats aloud," one elder told her. "Counting is how you teach them to leave."'),
      h(
        'Rituals persist long after their reasons are forgotten, the way a path across a field persists after the farm it led to has gone.',
      ),
      h(
        'Toddlers are not small adults with bad manners. They are scientists running experiments on gravity, language and you.',
      ),
      h(
        'Can you find a rhythm together? Not a schedule imposed from outside, but something you both recognise by the third week.',
      ),
      h('Will your child worry that your love is conditional if you praise only the A grades?'),
      h(
        'Name the feeling before you solve the problem. "You\'re disappointed the park is closed" buys you more cooperation than any bribe.',
      ),
      h('Children between two and five ask, on average, around 300 questions a day'),
      h(
        'Resist the urge to rescue. The frustration of a stuck zip is a small, safe version of every harder thing to come.',
      ),
      h(
        'Give two choices, both of which you can live with: the blue cup or the red one, bath before story or after',
      ),
      h('This whole chapter, yes'),
      h(
        'We keep telling young people to follow their passion and then acting shocked when the rent comes due.',
      ),
      h(
        'Ask yourself who benefits when "resilience" becomes a personal virtue rather than a public responsibility.',
      ),
      h(
        'Back in the 1970s, a single salary could cover a mortgage in most mid-sized cities. Today, in 38 of the 50 largest metropolitan areas, it cannot.',
      ),
      h('Stop calling it a talent shortage. Call it what it is: a wage shortage with a better press office.'),
      h(
        'the council will meet again in March, and nobody at the meeting last week seemed to expect anything to change',
      ),
      h(
        "Vote as if it matters, because the people who think it doesn't are counting on you to believe them.",
      ),
    ],
  },
  {
    name: 'a reader with an investing book, a memoir of a nurse and a science journalism feature',
    highlights: [
      h(
        'The stock market is a device for transferring money from the impatient to the patient, provided the patient are also diversified.',
      ),
      h(
        'Between 1926 and 2020, a dollar left in large American companies grew roughly ten thousand times, yet almost no one who was alive for the whole stretch',
      ),
      h('Never invest in a business you cannot explain to a twelve-year-old in two sentences.'),
      h('What would you do if the market fell 40% next year and stayed down for five?'),
      h(
        'Fees look small because they are quoted as percentages. Convert 1.5% a year into pounds over thirty years and it stops looking small.',
      ),
      h(
        'Rebalance once a year, on your birthday if it helps you remember, and otherwise leave the account alone.',
      ),
      h(
        'the most dangerous sentence in finance is not "this time is different" but "I\'ll just check the price"',
      ),
      h(
        'My first night on the ward, a man asked me to hold his hand while he slept. I was twenty-two and I thought that was the whole job.',
      ),
      h(
        'You learn the sound of every machine. After a month you can hear a drip run dry from the far end of the corridor.',
      ),
      h(
        '"Don\'t you dare cry in front of the families," Sister Agnes told me. "Cry in the sluice room like the rest of us."',
      ),
      h(
        'by the winter of 2003 we were short of nine nurses and the agency could send only two, both of whom had never',
      ),
      h(
        'Nobody tells you that the hardest shifts are not the ones where people die but the ones where nothing happens and you wait for it to',
      ),
      h('Beautiful.'),
      h(
        'The octopus has about 500 million neurons, two-thirds of them in its arms, which means that in a real sense each arm does some of its own thinking.',
      ),
      h(
        'Imagine tasting the sea floor with your fingertips and deciding, without consulting your brain, whether the shell you touched is worth opening.',
      ),
      h(
        '"We kept assuming intelligence had to look like ours," said Dr. Okafor, who has spent eleven years watching cephalopods in a lab in Naples. "That assumption cost us decades."',
      ),
      h(
        'Could a creature that lives only two years really learn to recognise individual human faces? The evidence from three separate labs says yes.',
      ),
      h('the tank had to be fitted with a lid weighted with bricks after one animal learned to'),
      h(
        'Consider the alternative: that intelligence evolved not once but several times, along lines that barely resemble each other.',
      ),
      h(
        'Next time you order calamari, the researchers do not ask you to feel guilty. They only ask you to wonder.',
      ),
      h('The study, published in 2022, followed 31 animals over 18 months.'),
    ],
  },
  {
    name: 'a reader with a relationships book, a book of Christian devotions, a travel book and a wellbeing newsletter',
    highlights: [
      h(
        'Couples rarely fight about what they think they are fighting about. The dishes are almost never about the dishes.',
      ),
      h(
        "Turn toward your partner's small bids for attention: the comment about the weather, the link sent at lunch",
      ),
      h('How would your week feel if you assumed good intent in every ambiguous message?'),
      h(
        'Remember that your partner is not a problem to be solved but a person to be known, and people keep changing.',
      ),
      h(
        'In a study of 130 newlywed couples, those who responded warmly to these small bids were far more likely to still be together six years later.',
      ),
      h(
        'Say the thing you appreciate out loud. The thought that stays in your head does nothing for anyone.',
      ),
      h('Be still, and let the morning arrive without your help.'),
      h('Grace is not earned by effort, just as sunlight is not earned by the field.'),
      h(
        "Do not be anxious about tomorrow, for tomorrow will bring its own worries, and today's are sufficient",
      ),
      h('What are you carrying today that was never yours to carry?'),
      h('Pray not for an easier road but for stronger feet.'),
      h('The bus to Tatev leaves when it is full, which on a Tuesday in November can mean noon or never.'),
      h(
        'We crossed the border at Meghri in 1998, when the guards still wrote each passport number by hand into a ledger the size of a tombstone.',
      ),
      h(
        'Go in spring, when the apricot trees are in flower and the mountain roads have been cleared of the worst of the rockfall.',
      ),
      h(
        '"You must eat more," said our host, filling my plate for the fourth time. "The mountain does not respect thin people."',
      ),
      h(
        'the monastery clings to the cliff edge as though it had grown there rather than been built, and the monks',
      ),
      h('Looks stunning.'),
      h(
        "This week's tiny experiment: put your phone in another room for the first hour after you wake up. That's it. That's the whole thing.",
      ),
      h('Did you know the average person touches their phone more than 2,600 times a day?'),
      h(
        'Drink a glass of water before your morning coffee. Your body has just gone eight hours without one.',
      ),
      h("Reply and tell me how it went! I read every email, even if I can't answer them all."),
      h('Rest is not a reward for finishing. It is part of the work.'),
    ],
  },
  {
    name: 'a reader with a cycling biography, a sales book, a writing-craft book and a tech newsletter',
    highlights: [
      h(
        'On the morning of the fourteenth stage, in July 1989, he woke with a fever of 39 degrees and told no one.',
      ),
      h(
        '"Ride your own race," his father said at the start of every season. "The others are riding theirs."',
      ),
      h(
        'he climbed the last kilometre of the Galibier in a gear so big that the spectators could hear the chain groan',
      ),
      h(
        'Talent gets you onto the team. What keeps you there is being the rider who still wants to train when it is raining and four degrees.',
      ),
      h('He finished second by eight seconds, still the smallest margin in the history of the race.'),
      h('Never ask a question you already know the answer to. Prospects can smell a script.'),
      h(
        'The best salespeople talk for less than half the call. In the recordings we analysed, the top performers spoke 43% of the time.',
      ),
      h('What problem does your customer think they have, and what problem do they actually have?'),
      h(
        'Follow the objection, don\'t fight it. "Too expensive" is usually the start of a conversation about value, not the end of one.',
      ),
      h("Close every meeting with a clear next step, even if that step is agreeing there isn't one"),
      h('Strong point — same as in negotiation book'),
      h('Cut every adverb, then put back the three you miss.'),
      h('Show the reader the letter in her coat pocket. Do not tell them she is afraid.'),
      h(
        'a dangling modifier attaches a descriptive phrase to the wrong noun or pronoun, so that "Walking home, the rain began" has the rain out for a stroll',
      ),
      h('Your first draft is you telling yourself the story. Your second is you telling it to someone else.'),
      h('Where does the scene really begin? Usually about three paragraphs after you started it.'),
      h("What we're going to suggest is that most writing problems are thinking problems in disguise"),
      h(
        'Update your passwords, people. Seriously. The breach disclosed on Thursday exposed roughly 19 million accounts, and the company waited six weeks to tell anyone.',
      ),
      h(
        'Is the era of the cheap cloud over? Three of the big providers raised storage prices this quarter, and nobody seems to be',
      ),
      h(
        'Turn on two-factor authentication. If a site only offers SMS codes, use them anyway; they are still far better than nothing.',
      ),
      h("That's all for this week. Hit reply if you have thoughts — I read everything."),
      h('Good line'),
    ],
  },
  {
    name: 'a reader with a philosophy book, an economics book, a personal finance newsletter and a health article',
    highlights: [
      h(
        'The Stoics did not ask us to feel nothing. They asked us to notice which of our feelings were about things we could change.',
      ),
      h(
        'Ask yourself, at the end of each day, what you did well and what you would do differently, and then sleep without argument.',
      ),
      h('If a life is good only when it is remembered, what becomes of the days no one will remember?'),
      h(
        'we should be honest about how little of what we call character is anything more than habit with a good reputation',
      ),
      h('Epicurus kept a garden, not a palace, and invited to it anyone who would talk honestly about death'),
      h(
        '"You must change your life," the poet wrote, standing in front of a headless statue, and philosophers have been arguing ever since about whether he meant it as an order or a discovery.',
      ),
      h('Inflation is a tax that no parliament ever voted for.'),
      h('In 1923 a loaf of bread in Berlin cost 250 marks in January and 200,000 million marks by November.'),
      h(
        'Markets do not have feelings, but the people in them do, and that is the whole of behavioural economics in a sentence.',
      ),
      h('Let us imagine two towns, identical except that one has a bridge and the other a ferry'),
      h(
        'the productivity of a barber has barely changed since 1900, yet barbers are paid far more, because they must be paid enough not to leave and become',
      ),
      h('Great point — Baumol again'),
      h(
        'Open a pension if your employer matches contributions. It is the only guaranteed 100% return you will ever see.',
      ),
      h(
        'Should you pay off your mortgage early or invest the difference? It depends on your rate, your temperament and whether you sleep well with debt.',
      ),
      h(
        "Check your credit report once a year. It's free, it takes ten minutes, and roughly one in five contains an error.",
      ),
      h(
        "Our readers' median net worth, in last month's poll of 4,800 people, was £62,000, which tells you more about who reads this newsletter than about anyone else",
      ),
      h(
        "Stop buying lunch every day and you'll be rich is the oldest lie in personal finance. It's the rent, not the sandwich.",
      ),
      h(
        'Get at least 150 minutes of moderate exercise each week, the guidelines say, though fewer than a third of adults actually do.',
      ),
      h(
        "Ask your pharmacist before combining supplements with prescription medicines; St John's wort alone interacts with dozens of them.",
      ),
      h(
        'Is eight hours of sleep a myth? Not quite. But the range that counts as healthy is wider than most people think.',
      ),
      h("Cut back on ultra-processed food, eat more fibre and don't panic about the occasional pizza."),
      h(
        'the researchers followed 22,000 participants for a decade and found the effect held even after adjusting for',
      ),
    ],
  },
];
