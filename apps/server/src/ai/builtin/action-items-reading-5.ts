import type { LabelledDay } from './action-items-data';

/**
 * Days of book highlights as e-readers export them (fragments, the book's questions and advice), written by an
 * author who saw neither the action patterns nor any labelled day. No sentence is an action item.
 */
const h = (content: string) => ({ content, actions: [] as string[] });

export const READING_DAYS_5: LabelledDay[] = [
  {
    name: 'a home cook: a bean recipe, a whetstone guide, a Dutch oven review, a sourdough forum thread, a spice-trade history and a novel',
    highlights: [
      h(
        'Slow-Braised White Beans with Rosemary and Lemon — By Hannah Okafor · Serves 6 · Active time 25 minutes',
      ),
      h(
        'Soak the beans overnight in plenty of cold, well-salted water. The salt does not toughen the skins, whatever your grandmother told you; it seasons the beans all the way through and helps them hold their shape.',
      ),
      h(
        'Step 4: Add the stock, bring to a bare simmer, and cover with the lid slightly ajar. Stir every twenty minutes or so, adding a splash of water if the beans start to peek above the liquid.',
      ),
      h("Don't rush this part. A rolling boil will split the skins and leave you with a pot of mush."),
      h('the beans are done when you can blow on a spoonful and watch the skins curl back'),
      h('Finish with a good glug of olive oil and the zest of one lemon. Taste, then taste again.'),
      h(
        'The 6-quart model holds heat almost as well as enamelled pots costing four times as much, and after three months of weekly braises the interior shows only faint staining.',
      ),
      h(
        'Verdict: 8/10. If you bake bread more than you braise, though, the knob rating (only safe to 400°F) is a real limitation.',
      ),
      h('How to Sharpen a Kitchen Knife on a Whetstone (Without Ruining It)'),
      h(
        "Step 2: Find your angle. Most Western chef's knives are ground at around 20 degrees, which is roughly the height of two stacked coins under the spine.",
      ),
      h(
        'you should feel a burr, a tiny lip of metal, along the whole length of the opposite edge before you switch sides',
      ),
      h(
        'Remember that honing is not sharpening. A honing rod straightens an edge that has rolled over; it removes almost no steel at all.',
      ),
      h(
        "Re: starter smells like nail polish remover — That acetone smell just means it's hungry. Feed it at a 1:5:5 ratio for a couple of days and it'll calm down. Mine did the same thing every January.",
      ),
      h(
        "Honestly, starters are almost impossible to kill. I've revived one that sat at the back of the fridge for eleven months under a layer of grey liquid.",
      ),
      h(
        'By the 1490s a pound of nutmeg bought in the Banda Islands could be sold in London for several hundred times its original price, a margin that made the long voyage worth almost any risk.',
      ),
      h('Pepper was not a luxury so much as a currency. Rents were paid in it, dowries counted in it, and'),
      h('What, then, made a spice worth killing for? The answer lies less in taste than in distance.'),
      h(
        'We should be honest about the sources: nearly everything we know about the early Malabar trade comes from the people who meant to conquer it.',
      ),
      h('cf. chapter 3 on the Venetian monopoly'),
      h(
        '"You always add too much garlic," her mother said, not looking up from the board. "Your father did too. It\'s how I knew he was lying about being Italian."',
      ),
      h(
        'The kitchen smelled of onions and wet wool, and the window over the sink had fogged so completely that the garden beyond it might not have existed at all.',
      ),
      h(
        'and she understood, finally, that the recipe had never been written down because it had never been the same twice',
      ),
    ],
  },
  {
    name: 'a saver: an index-fund newsletter, a rates news story, a Roth forum answer, a book on money psychology and a memoir',
    highlights: [
      h('The Long Game — Issue #142: Why Boring Portfolios Win'),
      h(
        'Over any rolling 15-year period since 1926, the S&P 500 has never delivered a negative total return. That statistic promises nothing about the next fifteen years, but it should change how you think about the next fifteen days.',
      ),
      h(
        'Fees compound too. A 1% annual fee on a $200,000 portfolio does not cost you $2,000 a year; over thirty years it costs you something closer to $170,000 in lost growth.',
      ),
      h('Make sure you understand what you own before you worry about when to sell it.'),
      h(
        'Fed Holds Rates Steady, Signals Two Cuts Before Year-End — By Daniel Reyes, Markets Correspondent | Updated 3:17 p.m. ET',
      ),
      h(
        'Policymakers voted 10–2 to keep the benchmark rate in a range of 5.25% to 5.5%, the seventh consecutive meeting without a change.',
      ),
      h(
        '"We are not yet confident that inflation is moving sustainably toward 2 percent," the chair told reporters on Wednesday, adding that the committee would "remain attentive to the data."',
      ),
      h(
        'Economists surveyed by the paper now expect mortgage rates to drift below 6% by the second quarter of 2025, though several cautioned that',
      ),
      h(
        "Re: Backdoor Roth — do I need to worry about the pro-rata rule? — Yes, if you have any pre-tax money in a traditional IRA on December 31 of the year you convert. Your 401(k) doesn't count, which trips a lot of people up.",
      ),
      h(
        'The IRS looks at the balance at year-end, not on the day of the conversion. I learned that the expensive way in 2019.',
      ),
      h(
        'Money is rarely about money. It is about safety, about status, about the quiet arithmetic of whether we are doing better than our brothers.',
      ),
      h(
        'Imagine two people, each handed $10,000. The first is told it is a bonus; the second is told it is a refund. Watch how differently they spend it.',
      ),
      h(
        'we will argue that the most expensive financial mistake is not picking the wrong fund but abandoning the right one at the worst moment',
      ),
      h(
        'Ask yourself: would I be comfortable if this investment fell by half and stayed there for three years? If the honest answer is no, you own too much of it.',
      ),
      h('Great point — same idea as the sleep test in the Bogle book'),
      h(
        'In 1720 Isaac Newton lost a small fortune in the South Sea Bubble, having sold early, watched the price keep climbing, and bought back in near the top.',
      ),
      h('Wealth is mostly invisible. It is the car not bought, the renovation postponed, the'),
      h(
        'My father kept every receipt in a shoebox under the bed, sorted by month, held with rubber bands that had long since gone brittle.',
      ),
      h(
        'We were not poor, exactly. We were careful, which in our house was a kind of religion with its own saints and its own sins.',
      ),
      h(
        '"Never borrow for something that eats," he told me the day I bought my first car. I was twenty-two and had no idea what he meant.',
      ),
      h('It took me another decade, and a horse, to understand him.'),
      h(
        'Disclaimer: Nothing in this newsletter is financial advice. Consult a qualified professional about your own situation.',
      ),
    ],
  },
  {
    name: 'a productivity reader: a weekly-review how-to, a focus newsletter, a book on habits, a book of Stoic philosophy and a poetry collection',
    highlights: [
      h('How to Do a Weekly Review in 30 Minutes (A Step-by-Step Guide) — by Priya Natarajan, 9 min read'),
      h(
        'Step 1: Get everything out of your head. Write down every open loop you can think of, however small: the dentist, the birthday card, the half-finished email to your landlord.',
      ),
      h(
        "Step 3: Look at next week's calendar and ask what each appointment will demand of you before it arrives.",
      ),
      h("The review isn't about doing more. It's about trusting that nothing important is hiding from you."),
      h("If you skip a week, don't try to catch up on two at once. Just start again from where you are."),
      h('Deep Hours — Tuesday edition. This week: the myth of the two-hour morning block.'),
      h(
        "A 2022 study of 1,800 knowledge workers found that the average uninterrupted stretch lasted just 11 minutes before a notification, a colleague or the worker's own curiosity broke it.",
      ),
      h(
        'You need to protect your attention the way a goalkeeper protects the net: not by being everywhere, but by standing in the right place.',
      ),
      h(
        'Reply to this email and tell me how long your longest focus block was last week. I read every response.',
      ),
      h(
        'A habit is less a rule than a rut, worn by repetition until the wheel falls into it without being steered.',
      ),
      h(
        'Consider the nurse who washes her hands sixty times a shift. She does not decide to wash them; the doorway decides for her.',
      ),
      h('the environment is doing most of the work, and we give the credit to willpower'),
      h(
        'What if the problem is not that you lack discipline, but that your kitchen is designed for snacking?',
      ),
      h(
        'Start smaller than feels reasonable. Two push-ups. One sentence. A single glass of water before coffee.',
      ),
      h('Like the cue/routine idea in ch. 2'),
      h(
        'Of all the things that trouble us, the philosopher notes, very few are the things themselves. Most are our judgements about them, delivered so quickly that we mistake them for facts.',
      ),
      h(
        'Let us imagine a man who loses his cloak at the bathhouse. He may rage at the thief, or he may reckon that a cloak was the price of his calm, and a cheap one.',
      ),
      h('You must distinguish, before anything else, between what is up to you and what is not.'),
      h(
        "Seneca wrote to Lucilius in the last years of his life, after his withdrawal from Nero's court in 62 AD, and the letters carry the calm of a man",
      ),
      h('Time is the only thing we truly own, and it is the thing we lend most freely.'),
      h(
        'The kettle is a small grey bell / that rings the house awake; / I hold the cup the way you held / the morning, for its sake.',
      ),
      h('and all the lists I never finished / folded themselves like birds'),
      h(
        "Don't forget: the point of a system is to forget. Capture it, file it, and let your mind get back to thinking.",
      ),
    ],
  },
  {
    name: 'a parent: a toddler-sleep article, a picky-eating forum thread, a screen-time opinion piece, a parenting book and a novel',
    highlights: [
      h(
        "Why Your Toddler Suddenly Won't Sleep (and What Actually Helps) — By Dr. Leah Brennan, pediatric sleep specialist | Published Jan 12, 2024",
      ),
      h(
        'Around 18 months, many children go through a regression that has nothing to do with teething. Their language is exploding, they have discovered that they are separate people, and they would very much like to test that theory at 2 a.m.',
      ),
      h(
        'Keep the bedtime routine boring and identical: bath, pyjamas, two books, one song, lights out. Predictability is the point.',
      ),
      h(
        'Resist the urge to add a new sleep crutch during a rough patch. Whatever you start in week one of a regression, you will still be doing in month six.',
      ),
      h('Most regressions resolve within two to six weeks without any intervention at all.'),
      h(
        'Re: 3yo will only eat beige food — Ours was the same. Our pediatrician said to keep putting one "safe" food on the plate next to whatever the rest of us were eating, and not to comment on what she ate or didn\'t.',
      ),
      h(
        "It took about 15 exposures before she touched broccoli. Not ate it, touched it. I celebrated like she'd won a medal.",
      ),
      h(
        "You're doing fine. Honestly, if he's growing along his curve, the doctor isn't worried, and you shouldn't be either.",
      ),
      h(
        'Children do not need perfect parents. They need parents who notice when they have got it wrong and come back to repair it.',
      ),
      h(
        'Will you worry that their love is conditional? Many parents do, especially those who grew up earning affection through good grades.',
      ),
      h(
        'Try to name the feeling before you address the behaviour: "You\'re furious that the tower fell down. You can be furious. You can\'t throw the blocks."',
      ),
      h(
        'a child who is told "calm down" learns only that their feelings are inconvenient to the adults around them',
      ),
      h('Between the ages of two and five, the prefrontal cortex is'),
      h('Great point'),
      h(
        'Can you find a rhythm together? Not a schedule imposed from outside, but a pattern you both recognise, the way two people carrying a sofa fall into step.',
      ),
      h(
        'The baby had finally fallen asleep against her shoulder, heavy and damp as a loaf, and Mara did not dare move even to reach the glass of water on the table.',
      ),
      h(
        '"He\'s got your frown," Tom whispered from the doorway. "Look. He\'s disapproving of something in his dreams."',
      ),
      h(
        'Outside, the streetlight buzzed and flickered, and somewhere below a car alarm started up and was silenced, and the whole street seemed to hold its breath with her.',
      ),
      h(
        'she had read every book, and none of them had mentioned this: that love would feel so much like fear',
      ),
      h('The Screen Time Question, Revisited — Opinion | Guest essay by Samuel Ortiz'),
      h(
        'The American Academy of Pediatrics dropped its blanket "two hours a day" rule back in 2016, and yet that number still haunts every parenting group chat I\'m in.',
      ),
      h(
        'What matters more than the number of minutes, the research increasingly suggests, is what the screen is replacing: sleep, play outside, or a conversation at dinner.',
      ),
    ],
  },
  {
    name: 'a founder: a remote-work opinion piece, a sales newsletter, a laptop review, a sales book and a book on writing',
    highlights: [
      h("The Office Isn't Coming Back, and Managers Need to Stop Pretending It Is — Opinion, by Rachel Kim"),
      h(
        'In 2019, about 6% of full-time American employees worked primarily from home. By the spring of 2023 the figure had settled near 28%, and it has barely moved since.',
      ),
      h(
        'What executives describe as "culture" is often just visibility: the comfort of seeing people at their desks, which was never the same as knowing whether the work got done.',
      ),
      h(
        '"Let\'s chat in person about this one." Those six words, dropped into a Slack thread, have become the modern equivalent of being called into the principal\'s office.',
      ),
      h("The Pipeline — Issue 88: Discovery calls that don't feel like interrogations"),
      h(
        'Stop asking "What keeps you up at night?" Every buyer has heard it a hundred times, and every one of them has a rehearsed, useless answer.',
      ),
      h(
        'Instead, ask about the last time the problem cost them something specific: a missed deadline, a lost customer, a weekend.',
      ),
      h(
        'Reps who talked for less than 45% of a discovery call closed 19% more deals in our sample of 4,200 recorded calls.',
      ),
      h(
        'Review: This 14-inch ultrabook is the best Windows laptop for most people — 4.5 stars. Pros: battery life, keyboard, matte screen. Cons: soldered RAM, only two USB-C ports.',
      ),
      h(
        "In our standard battery test, looping a 1080p video at 150 nits, it lasted 17 hours and 40 minutes, nearly four hours longer than last year's model.",
      ),
      h(
        'If you need more than 16GB of memory, buy the higher configuration up front; there is no way to upgrade it later.',
      ),
      h("The trackpad is the best I've used on a non-Apple machine, though the fan becomes audible"),
      h(
        'Nobody likes to be sold to, but almost everyone likes to buy. Your job is to get out of the way of that second feeling.',
      ),
      h(
        'Think of an objection as a question wearing armour. "It\'s too expensive" usually means "I don\'t yet see why it\'s worth it."',
      ),
      h(
        'the best salespeople I studied spent the first third of every meeting confirming what they thought they already knew',
      ),
      h(
        'Follow-up is where most deals quietly die. In one survey, 44% of reps gave up after a single follow-up, while the average sale took five.',
      ),
      h('cf. the Pipeline newsletter on talk ratio'),
      h(
        'a dangling modifier attaches itself to whatever noun happens to be nearest, which is how a sentence ends up',
      ),
      h(
        'Cut the first paragraph. Almost every draft begins with the writer clearing their throat, and the real opening is hiding somewhere in paragraph two.',
      ),
      h('Why do we trust short sentences? Perhaps because they seem to have nothing to hide.'),
      h('Read your work aloud. The ear catches what the eye forgives.'),
      h(
        "Good writing is not a matter of talent so much as of revision, the willingness to look at a sentence you love and admit it isn't doing its job.",
      ),
    ],
  },
  {
    name: 'a traveller: a Lisbon guide, a carry-on packing how-to, a rail-strike news story, a travel memoir and a book on pilgrimage',
    highlights: [
      h('48 Hours in Lisbon: Where to Eat, Sleep and Wander — Travel | By Tomás Ferreira | Updated May 2024'),
      h(
        'Start in Alfama early, before the tour groups arrive, when the only sounds are laundry snapping on the lines and someone practising scales behind a shuttered window.',
      ),
      h(
        "Tram 28 is charming, famous, and almost always packed. Walk the route instead; it's downhill most of the way if you begin at Graça.",
      ),
      h(
        'The custard tarts at the famous bakery in Belém are worth the queue exactly once. After that, the corner café near your hotel will do just as well.',
      ),
      h(
        "Note: Many smaller restaurants close on Sundays and Mondays, and most don't take reservations for fewer than four people.",
      ),
      h(
        "How to Pack for Two Weeks in a Carry-On — Step 3: Roll, don't fold. Rolled clothes take up less space and crease less, especially knits and cotton T-shirts.",
      ),
      h(
        'Wear your bulkiest shoes and jacket on the plane. It feels ridiculous in July, but it frees up a third of your bag.',
      ),
      h(
        'The rule of three: three tops, three bottoms, three pairs of socks you can wash in a hotel sink. Anything else is optimism.',
      ),
      h(
        "Don't forget your passport and a printed copy of your booking confirmation; border officers on the edge of the Schengen area still occasionally ask for both.",
      ),
      h(
        'Rail Strike Disrupts Travel Across France for Third Day — By Claire Dubois and Marc Lefèvre | Paris',
      ),
      h(
        'On Monday only one in three high-speed trains ran between Paris and Lyon, and regional services in the south-west were cancelled almost entirely.',
      ),
      h(
        'Unions have called further walkouts for the 14th and 15th, and the transport minister said on Tuesday that talks would resume "as soon as both parties are ready to listen."',
      ),
      h(
        'Travellers with affected tickets are entitled to a full refund or a free exchange, the operator said in a statement.',
      ),
      h(
        'I arrived in Trieste in the rain, with a suitcase whose wheel had given up somewhere outside Ljubljana and a phrasebook that had not yet taught me to say "sorry."',
      ),
      h(
        'Every city has a sound it makes at four in the afternoon. In Naples it is scooters; in Kyoto it is crows; in Trieste it was the wind, which the locals call the bora and speak of as if it were a difficult uncle.',
      ),
      h('We ate standing up, because the bar had no chairs, and nobody seemed to think this was strange'),
      h('lovely line'),
      h('Travel, I had been told, broadens the mind. Mostly it had broadened my tolerance for cold showers.'),
      h(
        'The pilgrim does not walk to arrive. He walks so that, when he arrives, he will be someone capable of receiving what is there.',
      ),
      h(
        'In the twelfth century, as many as a quarter of a million people a year may have made their way to Santiago, many of them on foot from as far as Poland.',
      ),
      h(
        'Blessed are the feet that carry the good news, and blessed also, the old hospitaleros used to joke, are the feet that come back with blisters.',
      ),
      h(
        'What does it mean to leave home on purpose? Every tradition that sends its faithful on the road seems to ask this question, and none answers it the same way.',
      ),
      h('the rosary was less a prayer than a pace, fifty-nine beads to be counted off against'),
    ],
  },
  {
    name: 'a runner: a half-marathon plan, a running-shoe review, a knee-pain forum answer, a sport biography and a book on human physiology',
    highlights: [
      h('Your First Half Marathon: A 12-Week Plan for Beginners — By Coach Ellie Marsh | Running Weekly'),
      h(
        'Step 3: Add one long run each weekend, increasing the distance by no more than 10% a week. In week 12, the long run drops back to about 8 km so your legs arrive fresh.',
      ),
      h(
        "Most of your running should feel easy, at a pace where you could hold a conversation without gasping. If you can sing, speed up; if you can't say a full sentence, slow down.",
      ),
      h("Don't try anything new on race day: no new shoes, no new gels, no new breakfast."),
      h('Tested: The Cloudstride 3 Is a Plush Daily Trainer With One Big Flaw — 7/10'),
      h(
        "At 285 grams for a men's size 9, it's heavier than its rivals, and the 40 mm stack height makes tight corners feel wobbly.",
      ),
      h(
        "After 400 km the midsole foam still felt lively, which is more than I can say for last year's version, which went flat at around half that.",
      ),
      h('Size up half a size if you have wide feet; the toe box runs narrow.'),
      h(
        'Re: pain on the outside of the knee after 10k — Sounds like classic IT band irritation. Not a doctor, but in my case it was weak glutes, not the knee itself. Clamshells and side planks fixed it in about a month.',
      ),
      h(
        'The foam roller helps in the moment but it isn\'t a cure. The band itself doesn\'t really "stretch."',
      ),
      h('Edit: several people have asked, and yes, I did take two full weeks off running first.'),
      h(
        'She ran her first race in borrowed spikes two sizes too big, in the spring of 1962, on a cinder track behind the tannery.',
      ),
      h(
        '"You run like you owe somebody money," her coach told her after that first season. She took it as a compliment, and it was meant as one.',
      ),
      h(
        "By 1968 she held the national record at 1,500 metres, and by 1970 she had been told, by three separate officials, that women's distance running was",
      ),
      h(
        'The crowd in Rome did not know her name when she stepped onto the track, and they did not forget it when she stepped off.',
      ),
      h(
        'Picture a hunter on the savannah at noon, tracking an antelope that is faster over a hundred metres but cannot sweat.',
      ),
      h(
        'Humans are poor sprinters and superb endurance animals. We shed heat through our skin faster than almost any other mammal, and',
      ),
      h(
        'Lactate, long blamed for the burning in our legs, turns out to be a fuel rather than a waste product.',
      ),
      h(
        'What if fatigue is not a failure of the muscles at all, but a decision made by the brain to protect them?',
      ),
      h('cf. chapter 6, central governor theory'),
      h(
        'Remember that the body adapts during rest, not during the workout itself. The run is the question; recovery is the answer.',
      ),
      h('Aim to finish each easy run feeling like you could have kept going for another ten minutes.'),
    ],
  },
  {
    name: 'a curious reader: a telescope news story, a climate explainer, a relationship advice column, an anthropology book and a history of empire',
    highlights: [
      h(
        'New Telescope Images Reveal Galaxies Formed Just 300 Million Years After the Big Bang — Science | By Arjun Mehta',
      ),
      h(
        'The galaxies appear as faint red smudges, their light stretched by the expansion of the universe over more than 13 billion years.',
      ),
      h(
        '"We simply did not expect to see structures this mature this early," said one of the study\'s authors. "Either they grew very fast, or our models are missing something."',
      ),
      h('Climate Explained: What Does 1.5 Degrees Actually Mean?'),
      h(
        'Shrink the last 800,000 years of atmospheric records onto a single page, and the carbon dioxide line wobbles between 180 and 280 parts per million until the last few millimetres, where it shoots past 420.',
      ),
      h(
        'A world 1.5°C warmer than pre-industrial times is not 1.5°C warmer everywhere. The Arctic is warming roughly four times faster than the global average.',
      ),
      h(
        'The difference between 1.5 and 2 degrees sounds trivial. For coral reefs, it is the difference between severe loss and near-total collapse.',
      ),
      h(
        'Dear Margot: My partner and I keep having the same argument about chores. How do we break the loop?',
      ),
      h(
        'You are not really arguing about the dishes. You are arguing about whether each of you feels seen, and the dishes are simply where that question lives.',
      ),
      h('When couples tell me they "never fight," I get more worried, not less.'),
      h('Pick a calm evening, not the moment the pan is still soaking, and'),
      h(
        'Among the pastoralists she lived with, a gift was never simply a gift. To accept a goat was to accept a debt, and the debt was the point: it bound two families together across a drought.',
      ),
      h('What if we treat the economy not as a machine but as a set of promises people make to one another?'),
      h(
        'we should be honest that the ethnographer is never invisible; the villagers were studying her at least as closely as she was studying them',
      ),
      h(
        'In 1954, a survey counted eleven words in the local language for kinds of rain, and none at all for "weather."',
      ),
      h('Great point — compare Mauss on reciprocity'),
      h(
        'On Monday the army marched north out of the city in a column nearly four miles long, and by Thursday half its wagons were stuck in the mud of the river valley.',
      ),
      h(
        "The king's letters from that winter are full of complaints about the price of oats, which tells us more about the campaign than any of his speeches.",
      ),
      h(
        'Back in the 1840s, a letter from London to Bombay took around five weeks by the overland route; by 1870, the telegraph had cut that to',
      ),
      h('Our argument, in short, is that the empire was held together less by armies than by clerks'),
      h(
        'Let us imagine, for a moment, a customs officer in Aden in 1885: underpaid, overheated, and responsible for',
      ),
      h(
        'It is easy, from the comfort of the present, to judge. It is harder, and more useful, to understand.',
      ),
    ],
  },
];
