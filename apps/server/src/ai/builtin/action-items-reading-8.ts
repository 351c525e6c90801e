import type { LabelledDay } from './action-items-data';

/**
 * Days of book highlights as e-readers export them (fragments, the book's questions and advice), written by an
 * author who saw neither the action patterns nor any labelled day. No sentence is an action item.
 */
const h = (content: string) => ({ content, actions: [] as string[] });

export const READING_DAYS_8: LabelledDay[] = [
  {
    name: 'a reader with a Bronze Age history textbook, a grammar handbook and a habits book',
    highlights: [
      h(
        'By around 1200 BCE the palace economies of the eastern Mediterranean had grown so interdependent that a failure in one harbour could be felt three seas away.',
      ),
      h(
        'tin, which had to travel from as far as the mountains of Central Asia before it could be alloyed with Cypriot copper',
      ),
      h(
        'Why did so many cities fall within a single generation? No single answer satisfies, and we should be honest that the evidence is thin.',
      ),
      h(
        'The so-called Sea Peoples appear in Egyptian inscriptions as a confederation of raiders, but the term tells us more about how Ramesses III wished to be remembered than about who they were.',
      ),
      h(
        'Let us imagine a scribe at Ugarit in the last weeks of the city, pressing a clay tablet that would never be sent.',
      ),
      h(
        'drought, earthquake, rebellion and the collapse of long-distance trade, each of which on its own might have been survived',
      ),
      h('Systems collapse theory'),
      h(
        'Remember that a destruction layer in a tell records only the final event, not the decades of decline that preceded it.',
      ),
      h(
        'Exercise 3.4: Using the map on page 112, trace the route a shipment of copper ingots would have taken from Cyprus to the Hittite capital. What obstacles would it have met?',
      ),
      h('cf. the Uluburun wreck, chapter 2'),
      h('A relative pronoun links a clause to a noun or pronoun in another part of the sentence.'),
      h(
        'noun or pronoun to another part of the sentence, and it usually stands at the head of the clause it introduces',
      ),
      h(
        'Compare: The book that I borrowed was overdue. The book, which I had borrowed, was overdue. In the first sentence the clause identifies the book; in the second it merely adds information.',
      ),
      h('Do not use a comma before a restrictive clause.'),
      h(
        "Worked example: 'Students who revise regularly do better.' Remove the clause and the sentence makes a different, and false, claim about all students.",
      ),
      h(
        'The subjunctive survives in English mainly in fixed expressions ("if I were you", "be that as it may") and after verbs of demanding or suggesting.',
      ),
      h('Identify the mood of each verb in the following passage'),
      h(
        'Habits are not built in the moment of decision; they are built in the hundred unremarkable mornings that follow it.',
      ),
      h(
        'You need to make the good behaviour the easy one. Put the running shoes by the door. Leave the guitar out of its case.',
      ),
      h(
        'What would happen if you stopped asking how to become disciplined and started asking what your environment is asking of you?',
      ),
      h(
        'Make sure you celebrate the small win, because the brain needs a reward it can feel today, not one it is promised next year.',
      ),
      h('Great point'),
    ],
  },
  {
    name: "a reader with an economics textbook, a chef's memoir and a baking book",
    highlights: [
      h('Opportunity cost is the value of the next best alternative forgone when a choice is made.'),
      h('the value of the next best alternative forgone, which is why a free concert is never quite free'),
      h(
        'Suppose a farmer can produce either 40 bushels of wheat or 20 bushels of barley on the same field. The opportunity cost of one bushel of barley is therefore two bushels of wheat.',
      ),
      h(
        'Problem 2.7: If the price of coffee rises by 10 percent and the quantity demanded falls by 4 percent, what is the price elasticity of demand? Is demand elastic or inelastic?',
      ),
      h('Answer: -0.4, inelastic'),
      h(
        'Back in the 1930s, economists disagreed sharply about whether wages could fall fast enough to clear the labour market on their own.',
      ),
      h(
        'Why should a shopkeeper in Leeds care what the central bank does in London? Because the interest rate it sets ripples through every loan, lease and overdraft in the country.',
      ),
      h(
        'the marginal propensity to consume, usually written MPC, is the share of each additional pound of income that households spend rather than save',
      ),
      h('If MPC = 0.8, the simple multiplier is 1 / (1 - 0.8) = 5.'),
      h(
        'We will argue in Chapter 9 that this model, though elegant, leaves out almost everything that makes real recessions frightening',
      ),
      h('Note that a shift of the demand curve is not the same as a movement along it.'),
      h(
        'By 2030, on current projections, more than a fifth of the population of the region will be over sixty-five.',
      ),
      h(
        'The kitchen at six in the morning smelled of bleach and cold stock, and nobody spoke until the coffee had been passed round twice.',
      ),
      h('"You think this is hard?" Marco said, tossing me a bag of shallots. "Wait until Saturday."'),
      h(
        'I learned more about cooking from the dishwasher, a quiet man from Porto named Rui, than from any chef I ever worked under',
      ),
      h('Service is a kind of war, and like every war it is mostly waiting.'),
      h('My mother never measured anything. A handful, a splash, enough.'),
      h(
        'Cream the butter and sugar until pale and fluffy, about five minutes. Add the eggs one at a time, beating well after each addition.',
      ),
      h(
        "Don't forget that flour weighs differently depending on how it is scooped; a cup can hold anywhere from 120 to 150 grams.",
      ),
      h('Stir until thick enough to coat the back of a spoon.'),
      h('The crumb should be open and irregular, with a glossy sheen on the walls of each hole.'),
      h('why a sourdough starter kept in a cold kitchen will take longer to double'),
      h('same argument as the multiplier, weirdly'),
    ],
  },
  {
    name: 'a reader with an evolution textbook, a parenting book and a poetry collection',
    highlights: [
      h(
        "Condense the Earth's lifespan into one day. Life appears before four in the morning; animals with skeletons arrive after nine at night; our own species turns up in the last few seconds before midnight.",
      ),
      h(
        'Natural selection acts on individuals, but evolution is a change in the frequencies of alleles in a population over generations.',
      ),
      h(
        'a population over generations, and it is for this reason that no single organism can be said to evolve',
      ),
      h(
        'What is an adaptation? A trait that exists because it increased the reproductive success of the ancestors who carried it.',
      ),
      h(
        'Not every trait is an adaptation. Some are by-products, some are accidents of history, and some are simply neutral.',
      ),
      h(
        'Consider the peppered moth. Before the 1850s, dark forms were rare near Manchester; by the end of the century they made up the great majority.',
      ),
      h(
        'Exercise 5.1: A population of 500 beetles contains 320 green individuals (GG or Gg) and 180 brown (gg). Assuming Hardy-Weinberg equilibrium, calculate the frequency of the g allele.',
      ),
      h('q^2 = 180/500 = 0.36, so q = 0.6'),
      h(
        "Darwin himself was puzzled by the peacock's tail, which seemed to be a burden rather than a benefit",
      ),
      h('sexual selection, which favours traits that improve access to mates even at some cost to survival'),
      h(
        'You must not mistake "fittest" for strongest. In evolutionary terms it means only the best matched to a given environment at a given time.',
      ),
      h('the same one that turned up in the primate skull chapter'),
      h(
        'Will you worry that their love is conditional? Most parents do, at some point, and it usually says more about our own childhoods than about theirs.',
      ),
      h('Children do not need us to be perfect. They need us to notice when we get it wrong and come back.'),
      h(
        'Can you find a rhythm together? A bedtime that feels the same each night is worth more than one that is perfect once a week.',
      ),
      h(
        'When a toddler says no, she is not defying you so much as discovering that she is a separate person',
      ),
      h(
        '"Use your words," we tell them, forgetting how few words we ourselves can find when we are furious.',
      ),
      h('Remember that a tantrum is a storm, not a strategy.'),
      h('The heron stands in the shallows / as if the river had paused / to think of something it forgot.'),
      h('and all the salt of August / dried on the window of the car'),
      h("My father's hands, / which could mend anything / but never learned to wave."),
      h('Beautiful'),
    ],
  },
  {
    name: 'a reader with a linguistics textbook, a literary novel and a productivity book',
    highlights: [
      h(
        'A phoneme is the smallest unit of sound that can distinguish one word from another in a given language.',
      ),
      h('In English, /p/ and /b/ are separate phonemes because pin and bin mean different things.'),
      h(
        'allophones, variants of a single phoneme that never change the meaning of a word, such as the aspirated p in pin and the unaspirated p in spin',
      ),
      h(
        'Why do English speakers hear a difference that speakers of some other languages simply do not? Because we learn, very early, which differences to ignore.',
      ),
      h(
        'Exercise 2.3: Transcribe the following words into IPA: thought, measure, judge, singer. Which of them contain a sound not represented by a single letter of the alphabet?',
      ),
      h(
        "Grimm's Law, formulated in 1822, describes a regular set of consonant shifts from Proto-Indo-European into the Germanic languages",
      ),
      h('Latin pater, English father; Latin piscis, English fish; Latin pes, English foot.'),
      h(
        'Languages do not decay. They change, and every generation of grammarians since the Romans has mistaken change for decline.',
      ),
      h(
        'the claim that a language without a future tense cannot express the future is false, as any speaker of such a language will cheerfully demonstrate',
      ),
      h(
        'Let us imagine two villages separated by a river for five hundred years. What would we expect of their speech?',
      ),
      h('dialect continuum'),
      h(
        'The rain had started before they reached the station, a thin grey rain that seemed to come from everywhere at once.',
      ),
      h('"You always do this," she said. "You leave and then you write to me as if nothing happened."'),
      h(
        'He stood at the window long after the car had gone, counting the lamps along the harbour wall as his father used to do',
      ),
      h(
        'Nobody in the family had ever said the word aloud, and so it had grown, the way unspoken things do, into a second house they all lived in.',
      ),
      h(
        '"Let\'s chat in person about this one," the letter ended, and she had known then that he would not come.',
      ),
      h('Urgency is not the same as importance, though it is very good at impersonating it.'),
      h('You need to decide what your week is for before your inbox decides for you.'),
      h(
        'Write down every open loop you are carrying: calls, errands, promises. The mind is a poor filing cabinet and a wonderful thinker.',
      ),
      h('Most people overestimate what they can do in a day and underestimate what they can do in a year'),
      h('A to-do list without a calendar is a wish list.'),
      h('Ouch'),
    ],
  },
  {
    name: 'a reader with an archaeology field manual, an investing classic and a book on the Psalms',
    highlights: [
      h(
        'Stratigraphy rests on a simple principle: in an undisturbed sequence, the lower layers were deposited first.',
      ),
      h('in an undisturbed sequence, which is the one thing a working site almost never provides'),
      h(
        'A pit cut into older layers will contain material younger than the layers it cuts through. Failing to recognise the cut is the commonest error in excavation.',
      ),
      h('Each context is given a unique number and recorded on its own sheet before any of it is removed.'),
      h('Radiocarbon dating measures the decay of carbon-14, which has a half-life of roughly 5,730 years.'),
      h(
        'Worked example: a sample retains one quarter of its original carbon-14. Two half-lives have elapsed, so the sample is about 11,460 years old, before calibration.',
      ),
      h(
        'Why calibrate at all? Because the amount of carbon-14 in the atmosphere has not been constant, and raw dates can be out by centuries.',
      ),
      h(
        'Exercise 7.2: Draw a Harris matrix for the section shown in Figure 7.6. Which context is the latest?',
      ),
      h('the broken rim of a storage jar, decorated with a band of thumb impressions just below the lip'),
      h('Remember that absence of evidence on one trench tells you about that trench, not about the site'),
      h(
        'The market is a voting machine in the short run and something much slower and more patient in the long run.',
      ),
      h(
        'Between 1929 and 1932 the index lost close to nine-tenths of its value, and it would be a quarter of a century before it regained its old peak.',
      ),
      h("What is the investor's chief problem? Almost always, himself."),
      h(
        'a margin of safety, meaning a price far enough below a sober estimate of value that even a mistaken estimate will not ruin you',
      ),
      h(
        'You must be prepared to look foolish for years at a time if you intend to buy what others are selling.',
      ),
      h(
        'Diversify not because you are sure of nothing, but because you cannot be sure which of your certainties is wrong.',
      ),
      h('Same idea as the carbon calibration chapter: the raw number misleads'),
      h(
        'The Psalms were sung long before they were written down, and many of them still carry the marks of the temple liturgy',
      ),
      h('How long, O Lord? The question is not a failure of faith but one of its oldest forms.'),
      h(
        'lament, praise and thanksgiving, the three great families into which most of the psalms can be sorted',
      ),
      h(
        'Notice how often the psalmist moves from complaint to trust within a single poem, sometimes within a single line.',
      ),
      h('Be still, the text says, and the Hebrew suggests something closer to let go, or stop fighting.'),
    ],
  },
  {
    name: "a reader with a political theory textbook, a cyclist's biography and a book on marriage",
    highlights: [
      h(
        'Sovereignty, in the classical definition, is the supreme authority within a territory, answerable to no higher power.',
      ),
      h(
        'answerable to no higher power, a claim that sat uneasily with the Church for most of the medieval period',
      ),
      h(
        'Hobbes wrote Leviathan in exile in 1651, and it is hard to read his account of the state of nature without hearing the civil war behind it.',
      ),
      h("What do citizens owe a state that cannot protect them? Hobbes's answer was: nothing."),
      h(
        'Locke, by contrast, held that government exists to secure rights people already possess, and may be resisted when it betrays that trust',
      ),
      h(
        'Question for discussion: Is consent that was never explicitly given still consent? Consider the example of inheriting citizenship at birth.',
      ),
      h(
        "Montesquieu's separation of powers was, in part, a flattering misreading of the English constitution.",
      ),
      h(
        'We should be honest that the founders of most modern republics were more afraid of the crowd than of the king.',
      ),
      h(
        'On Monday the army marched on the capital; by Thursday the assembly had voted itself out of existence',
      ),
      h('three branches, legislative, executive and judicial, each with some power to check the others'),
      h('cf. chapter 3 on Bodin'),
      h(
        'He was nineteen when he rode his first Tour, and he finished it so exhausted that he slept for two days in a hotel in Paris.',
      ),
      h('"Pain is information," his coach used to say. "What you do with it is the race."'),
      h(
        'In the spring of 1989 he crashed on the descent of the Col de la Madeleine and broke his collarbone in three places',
      ),
      h(
        'The climb was eleven kilometres at an average of eight per cent, and by the halfway point only four riders were left in the front group.',
      ),
      h('He never liked the mountains. He simply refused to lose in them.'),
      h('Couples who last are not those who never fight, but those who know how to repair after fighting.'),
      h(
        "What if we treat people as imaginative creatures? Then a partner's complaint becomes an invitation to understand a story, not a verdict to appeal.",
      ),
      h(
        'When your partner turns toward you with a small bid for attention, a comment about the weather or a song on the radio',
      ),
      h('You need to remember that you married a person, not a project.'),
      h(
        'Contempt is the single strongest predictor of divorce, stronger than criticism or even stonewalling.',
      ),
      h('True, and depressing'),
      h('Make sure you ask your partner about their day as if you did not already know the answer.'),
    ],
  },
  {
    name: 'a reader with an anthropology textbook, a writing guide and a travel book',
    highlights: [
      h(
        'Kinship is not simply biology; it is the set of rules by which a society decides who counts as family.',
      ),
      h(
        'who counts as family, and therefore who may marry whom, who inherits, and who must be fed in a lean year',
      ),
      h(
        "In a matrilineal society, descent is traced through the mother's line, though authority may still rest with men, typically the mother's brothers.",
      ),
      h(
        'Exercise 4.1: Using the standard notation (triangles for males, circles for females), draw a kinship diagram of your own family to the level of first cousins. Which relatives would count as lineage members under a patrilineal system?',
      ),
      h(
        'The gift, Mauss argued in 1925, is never free: it creates an obligation to receive and an obligation to return.',
      ),
      h(
        'an obligation to receive and an obligation to return, so that to refuse a gift is in many societies an act close to war',
      ),
      h(
        'Why would a community destroy its own wealth in a feast? The potlatch makes sense only once we see prestige as a kind of currency.',
      ),
      h('participant observation, the method of living among the people one studies for a year or more'),
      h(
        'Fieldnotes are written every night, however tired you are. What is not recorded on the day is, for the anthropologist, lost.',
      ),
      h(
        'Anthropologists have learned, often painfully, that the people they study read what is written about them.',
      ),
      h('What we are going to propose is that the early ethnographers of the Pacific'),
      h('Cut every adverb you can do without, and then cut half of the ones you cannot.'),
      h(
        'A scene must change something. If the characters leave the room in the same state they entered it, the scene is not a scene.',
      ),
      h('Show the reader the wet coat on the chair, and you will not need to tell them it was raining.'),
      h("Don't forget that dialogue is not conversation; it is conversation with the boring parts removed"),
      h('What does your character want in this chapter, and what is stopping her from getting it?'),
      h('First drafts are for finding out what the book is about.'),
      h('Good'),
      h(
        'The bus left Oaxaca at dawn and climbed for six hours through pine forest, stopping at villages where women sold tamales through the window.',
      ),
      h('By noon the fog had burned off and the whole valley lay below us like a crumpled green map'),
      h('"You are going to Ixtlan?" the driver asked. "Nobody goes to Ixtlan."'),
      h(
        'the market on Sundays, where you can buy a live turkey, a pair of sandals and a mobile phone charger from three stalls in a row',
      ),
    ],
  },
  {
    name: 'a reader with a history of money, a psychology textbook, a sales book and an ethics primer',
    highlights: [
      h(
        'The earliest known coins were struck in Lydia, in western Anatolia, some time in the seventh century BCE, from electrum, a natural alloy of gold and silver.',
      ),
      h(
        'a natural alloy of gold and silver whose proportions varied so much that the stamp, not the metal, came to guarantee the value',
      ),
      h(
        'Did money arise from barter? The textbook story says so, but anthropologists have never found a society that ran on barter alone.',
      ),
      h(
        'Credit is older than coinage. Mesopotamian temple accounts record debts in barley and silver more than two thousand years before the first coin.',
      ),
      h(
        "In 1971 the United States ended the convertibility of the dollar into gold, and the world's money became, in the strict sense, a matter of trust.",
      ),
      h("Gresham's law: bad money drives out good."),
      h(
        'Classical conditioning pairs a neutral stimulus with one that already produces a response, until the neutral stimulus produces the response on its own.',
      ),
      h(
        "Pavlov's dogs salivated at the sound of the metronome, not because the metronome was food, but because it had reliably come before food",
      ),
      h(
        'Test yourself: In the example above, identify the unconditioned stimulus, the conditioned stimulus and the conditioned response.',
      ),
      h(
        'confirmation bias, the tendency to seek out and remember information that supports what we already believe',
      ),
      h(
        'Why do eyewitnesses so often disagree? Memory is not a recording; it is rebuilt every time it is recalled.',
      ),
      h(
        'The replication crisis of the 2010s forced the field to ask how many of its classic findings would survive a second look.',
      ),
      h('Key term: working memory'),
      h('Nobody likes to be sold to, but everybody likes to buy.'),
      h(
        'You must listen twice as long as you talk on the first call. The customer will tell you exactly how to sell to them if you let them.',
      ),
      h('"What would have to be true for this to be worth it to you?" is the most useful question I know.'),
      h('objections are not rejections; they are requests for more information'),
      h(
        'Remember that the deal is not closed when the contract is signed but when the customer is glad they signed it.',
      ),
      h(
        'Is it wrong to lie to a murderer who asks where your friend is hiding? Kant said yes, and almost nobody since has been comfortable with his answer.',
      ),
      h(
        'Act only according to that maxim by which you can at the same time will that it should become a universal law.',
      ),
      h(
        'the consequentialist judges an act by its outcomes alone, so that the same act may be right on Tuesday and wrong on Wednesday',
      ),
      h(
        'Consider the trolley problem once more, but this time you must push a man off a bridge to stop it. Does your answer change, and why?',
      ),
      h('links to the Gresham bit nicely'),
    ],
  },
];
