import type { LabelledDay } from './action-items-data';

/**
 * Days of book highlights as e-readers export them (fragments, the book's questions and advice), written by an
 * author who saw neither the action patterns nor any labelled day. No sentence is an action item.
 */
const h = (content: string) => ({ content, actions: [] as string[] });

export const READING_DAYS_6: LabelledDay[] = [
  {
    name: "a reader with a seafaring novel, a painter's collected letters and a book on deep work",
    highlights: [
      h(
        '"Fetch the surgeon," said the captain, not raising his voice. "And tell Mr. Avery to shorten sail before the squall is on us."',
      ),
      h(
        'the deck tilted until the lanterns swung like bells and every man aboard held on to whatever was nearest',
      ),
      h(
        '"We weigh anchor at first light. Anyone not aboard by then stays in Lisbon, and I\'ll not come back for him."',
      ),
      h(
        'Hollis had never seen the sea so flat. It lay under the moon like a sheet of hammered tin, and the ship seemed to hang above it rather than float on it.',
      ),
      h(
        '"You\'ll take the middle watch tonight, Tom." "Aye, sir." And that was the whole of the conversation, though both men thought about it until dawn.',
      ),
      h('She wrote that she would wait, and he believed her, because believing her was easier than'),
      h(
        'My dear Julien, the light here in March is thin and honest; it forgives nothing. I have scraped the canvas three times this week and I will scrape it again tomorrow.',
      ),
      h(
        'You must send me more of the cobalt if you can find it, though I know what it costs and I know you cannot.',
      ),
      h(
        'Paint what is in front of you, not what you wish were there. I have written this on the wall above my bed, and still I forget it every morning.',
      ),
      h('the old fisherman who sits for me asks only for tobacco and that I not make his nose so large'),
      h('Lovely — same idea as the Hollis chapter on the flat sea'),
      h('Attention is not a budget you spend once a day; it is a muscle that tires and recovers in cycles.'),
      h(
        'Block the first ninety minutes of your morning for the work that matters most. Close the inbox. Put the phone in another room.',
      ),
      h('What would happen if you measured your week not by hours worked but by problems genuinely solved?'),
      h('Remember that shallow work expands to fill whatever space you leave unguarded.'),
      h(
        'In a 2019 survey of 1,200 knowledge workers, respondents reported being interrupted on average every eleven minutes',
      ),
      h('We will argue that the open-plan office was never really about collaboration'),
      h('Make sure you schedule the rest as deliberately as the work, or the rest will not happen.'),
      h(
        '"Mr. Avery, you have the deck." The captain went below, and for the first time in three days he slept.',
      ),
      h('I will finish the harbour picture by Easter or burn it; there is no third way with this one.'),
      h('and so the crew of the Meridian came home in November of 1814, eleven fewer than had sailed'),
      h("Don't forget: the goal is not to be busy but to be finished."),
    ],
  },
  {
    name: "a reader with a family play, a wartime nurse's diary and a collection of poems",
    highlights: [
      h(
        "MARTHA: Open the windows. All of them. I want this house to smell of something other than your father's cigars.",
      ),
      h(
        "ROBERT (crossing to the desk): We sell the orchard in the spring. I've made up my mind and there's no point arguing.",
      ),
      h('[She picks up the letter, reads it, and puts it face down on the table. A long pause.]'),
      h("MARTHA: Call Dr. Lyle. No — don't. He'll only tell us what we already know."),
      h(
        "ELSIE: Will you at least stay until the harvest? ROBERT: I'll stay until it's decided. That's all I can promise.",
      ),
      h('the whole second act turns on a glass of water that nobody drinks'),
      h('The stage directions are doing half the work here'),
      h(
        '14 October 1916. Rain again. Sister Hale has us boiling every instrument twice now, since the infection on Ward C.',
      ),
      h(
        'We were told to expect forty men by nightfall and sixty came. I did not sit down until four in the morning.',
      ),
      h('Must write to Mother tomorrow and tell her I am well, which is nearly true.'),
      h(
        "A boy from Leeds asked me to read him his sweetheart's letter because his eyes were bandaged. I read it twice. He asked me to leave out the part about the dog.",
      ),
      h(
        '2 November. The Colonel came through today and said we are to move the whole station eight miles east by Sunday.',
      ),
      h('Nobody here talks about the end of the war anymore; we talk about the end of the week'),
      h("Set the table for the ones who are coming, / and one more for the one who isn't."),
      h('I have kept your coat on the hook by the door / the way a harbour keeps its light'),
      h('Go down to the river before the frost / and tell it everything you could not tell me'),
      h('what the wren knows about winter / it will not say'),
      h(
        'Count the swallows on the wire in August. / Count them again in September. / That is the whole of grief.',
      ),
      h('ROBERT: Pack the good china. Leave the rest for the auction people.'),
      h('MARTHA (quietly): You always did plan the leaving better than the staying.'),
      h(
        'Sister Hale says a nurse who weeps on the ward is no use to anyone, and then I found her weeping in the linen cupboard',
      ),
      h('11 November 1918. The bells in the village started at eleven and did not stop until dark.'),
    ],
  },
  {
    name: "a reader with a book of short stories, a chef's memoir and a business strategy book",
    highlights: [
      h('"Turn the car around," my mother said. "We\'re going back for the dog."'),
      h(
        'In the story, the brothers agree to meet at the bus station every year on the first of May, and every year only one of them comes',
      ),
      h(
        'The motel sign said VACANCY in red letters, with the C burnt out, so it looked like a word in some other language.',
      ),
      h('"Lock the door behind me and don\'t open it for anyone but me. Not even if it sounds like me."'),
      h(
        'she had already decided, somewhere between the bakery and the bridge, that she would not tell him about the letter',
      ),
      h('Best ending in the collection'),
      h(
        'My first job in a kitchen was peeling forty kilos of potatoes every morning before six, in a basement in Lyon that flooded whenever it rained.',
      ),
      h('"Yes, chef." That was the only sentence I was allowed to say for the whole of my first year.'),
      h('Salt the water until it tastes like the sea. Then taste it again, because you were wrong.'),
      h(
        "Sear the lamb hard on both sides, then let it rest for as long as you cooked it. Don't cut it early; the juices will run everywhere except where you want them.",
      ),
      h(
        'by the time we opened the second restaurant in 2008, I had stopped sleeping more than four hours a night',
      ),
      h(
        'Chef Marchand threw a plate of my béarnaise at the wall and told me to make it again, and then again, and at eleven that night he tasted the fifth one and nodded.',
      ),
      h('a kitchen is the only place I know where shouting is a form of love'),
      h("Most companies don't fail because they lack a strategy. They fail because they have four."),
      h('Ask yourself: if we disappeared tomorrow, which of our customers would genuinely miss us?'),
      h(
        'In 1997 the firm had 40 employees and one product; by 2005 it had 3,000 employees and no clear idea what it sold.',
      ),
      h('Leaders need to say no far more often than feels comfortable'),
      h(
        'We should be honest about why most reorganisations happen: they are a way of looking busy when nobody knows what to do.',
      ),
      h("Write the plan on one page. If it doesn't fit, you don't have a plan; you have a wish list."),
      h(
        '"Let\'s take this offline," he said, which everyone in the room understood to mean it would never be discussed again.',
      ),
      h('cf. the potato basement story — same lesson about boring work'),
      h('He drove all night and reached the coast at dawn, and the sea was exactly as grey as he remembered'),
    ],
  },
  {
    name: 'a reader with a Victorian-style novel, letters between two sisters and a book about grief',
    highlights: [
      h(
        '"You will go to Bath with your aunt on Thursday, and you will be civil to Mr. Crane, and that is all I shall say on the matter."',
      ),
      h(
        'Miss Pell had the misfortune of being clever in a house where cleverness was regarded as a kind of untidiness.',
      ),
      h(
        '"Have the carriage brought round at four," said Lady Ashworth. "And tell Cook we shall be six at dinner, not eight."',
      ),
      h(
        'it was universally agreed in the parish that the new curate had beautiful manners and no money whatever',
      ),
      h(
        'Eleanor folded the letter into smaller and smaller squares until it could be folded no more, and then she put it in the fire.',
      ),
      h(
        '"Promise me you will not marry him for the sake of the house." "I promise nothing, Kitty. I never have."',
      ),
      h(
        'Dearest Ada, the baby has a tooth and an opinion about everything. Robert says she takes after me in the second respect.',
      ),
      h(
        'You must come in June when the roses are out. Bring the children and bring that dreadful hat; I have missed laughing at it.',
      ),
      h(
        'I have been thinking about what you said at Christmas, that we spend our lives waiting for letters from people who are in the next room',
      ),
      h('Burn this when you have read it, Ada. I mean it this time.'),
      h('Your loving sister, always, even when you are wrong — which is often — Harriet'),
      h('Harriet is funnier than anyone in the novel'),
      h('Grief does not move in stages. It moves in weather.'),
      h('What if the goal is not to get over a loss but to grow around it?'),
      h('You need to let people help you, even when their help is clumsy. Especially then.'),
      h(
        'Let us imagine grief as a room in a house. In the first year you live in that room. Later the house grows around it, and the room stays the same size.',
      ),
      h(
        'Remember that anniversaries, birthdays and the first snow can bring it all back, and that this is not a setback',
      ),
      h(
        'Many of the widows I interviewed in the 1990s said the hardest moment was not the funeral but the first time they bought groceries for one.',
      ),
      h('Be gentle with yourself in the mornings'),
      h(
        '"Mr. Crane has eleven thousand a year and a very poor opinion of novels," said Kitty. "I think he will suit you admirably."',
      ),
      h('and so Eleanor went to Bath after all, though not on Thursday, and not with her aunt'),
      h('Will you still know who you are when there is no one left to take care of?'),
    ],
  },
  {
    name: 'a reader with a detective novel, a travel diary from Georgia and a slim book of poems',
    highlights: [
      h('"Seal the room. Nobody touches the glass. And get me the name of whoever found her."'),
      h("Inspector Rao had the kind of face that made witnesses want to confess to things they hadn't done"),
      h(
        '"Check the train times from Didcot for Tuesday night. All of them." "Sir, there are thirty-one trains." "Then you\'d better start."',
      ),
      h('The rain had washed the chalk outline halfway into the gutter by the time the press arrived.'),
      h('"We bring him in at six tomorrow, before his lawyer\'s had breakfast."'),
      h("somebody in that house was lying about the clock, and it wasn't the butler"),
      h('The knife had been wiped, but not well, and not by someone who had done it before.'),
      h('Knew it was the sister'),
      h(
        "Arrived in Tbilisi at 3 a.m. The taxi driver insisted on stopping at his cousin's bakery on the way; the bread was still too hot to hold.",
      ),
      h('Day 6. Took the marshrutka to Kazbegi — four hours, nineteen passengers, one goat.'),
      h(
        'Never accept the first price in the market, the guidebook says, but the woman selling walnuts looked at me with such pity that I paid it twice over.',
      ),
      h('If you go in October, take a jacket for the mountains and leave room in your bag for wine'),
      h(
        'the church on the hill seemed to float above the cloud as if someone had forgotten to fasten it down',
      ),
      h(
        'We will walk to the monastery tomorrow if the weather holds, Lali says, and if it does not we will walk anyway.',
      ),
      h('Lock the gate behind you, / the orchard is asleep'),
      h("I do not ask the river where it's going. / I ask it only to stay a little longer"),
      h('Come home by the long road / so the dogs can hear you coming'),
      h('how many ways there are / of saying nothing / at a kitchen table'),
      h(
        '"The timetable, Sergeant. Which of those thirty-one trains stopped at Culham?" "None of them, sir. That\'s the point."',
      ),
      h(
        'Rao closed the notebook. "Tell the Chief Constable he\'ll have his arrest by Friday. Tell him nothing else."',
      ),
      h(
        'By the end of my second week I had learned eleven words of Georgian, seven of them for different kinds of cheese.',
      ),
      h(
        '1 November 2019. Last night in the city. Somebody on the street below was singing, very badly, and everyone let him.',
      ),
    ],
  },
  {
    name: "a reader with a mountaineering memoir, a family saga novel and a farmer's letters home",
    highlights: [
      h(
        'We left Camp III at two in the morning, headlamps bobbing like a string of slow fireflies up the ice.',
      ),
      h(
        '"If we\'re not on the summit by one, we turn around. No discussion." Pete said it every night for a month, and on the day itself he meant it.',
      ),
      h('the cold gets into your thinking before it gets into your fingers'),
      h("Never climb with someone you wouldn't share a tent with for nine days. Sooner or later, you will."),
      h('In 1996 I lost two friends on that mountain, and I have never managed to write about it properly'),
      h('Turn back. Turn back. It was the only sentence in my head for the last two hundred metres.'),
      h('This chapter is brutal'),
      h(
        'Grandmother Okafor ran the household the way a general runs a campaign, and she expected the same loyalty.',
      ),
      h(
        '"Emeka will go to Lagos and study law. Chidi will stay and learn the business. I have decided, and your father agrees, whether he knows it or not."',
      ),
      h('The house on Aba Road had nine bedrooms and never enough of them'),
      h(
        '"Bring out the good plates," she said. "The Nwosus are coming, and I want them to see we are not poor yet."',
      ),
      h(
        'by the third generation, nobody could remember who had first quarrelled with whom, only that they had',
      ),
      h(
        'Dear Margaret, the lambing is nearly over. We lost four, which is fewer than last year, and the black ewe had twins at last.',
      ),
      h(
        "Could you send the seed catalogue when you have finished with it? Father wants to try the early potatoes again, though they failed in '54.",
      ),
      h(
        'The river came up over the low field in March and took the fence posts with it. We shall have to start again on that side.',
      ),
      h('Give my love to the children and tell Alan his ferret is well and eating more than the dog'),
      h(
        'I read your letter twice by the stove and then gave it to Father, who read it once and said, "She sounds happy," and went out to the byre.',
      ),
      h('"We go at first light," Pete said. "Pack light. Water, stove, the rope. Nothing else."'),
      h('What do you owe a mountain that tried to kill you?'),
      h(
        'Grandmother did not attend the wedding, but she sent a goat and a letter, and everyone agreed the goat was better behaved',
      ),
      h('Yours ever, with muddy boots, Tom'),
      h('The summit was smaller than my kitchen table, and I stood on it for eleven minutes.'),
      h('and the helicopter came on the fourth day, when we had stopped expecting it'),
    ],
  },
  {
    name: 'a reader with a western, a drawing-room comedy and a parenting book',
    highlights: [
      h(
        '"Saddle the roan and ride for the Morrison place. Tell them the river\'s up and they\'d best move the cattle tonight."',
      ),
      h('The town of Clayburn had two saloons, one church and a schoolteacher nobody could afford to pay'),
      h(
        '"We ride at sunup. Any man who wants to stay behind can stay, and no one\'ll think less of him." Nobody stayed.',
      ),
      h('Dust hung over the trail like the memory of a fire.'),
      h('"Put the gun down, Jessup. You ain\'t going to shoot a man in front of his own mother."'),
      h(
        'she kept the ledger in a flour tin under the floorboards, and by 1883 it held more than the bank did',
      ),
      h("GERALD: Hide the cake. Hide it now. She's coming up the drive."),
      h(
        'PHYLLIS: We tell her the truth. GERALD: We tell her the truth tomorrow. Tonight we tell her the cake is for the vicar.',
      ),
      h('(Enter the VICAR, carrying an umbrella and an enormous sense of grievance.)'),
      h('VICAR: I was told there would be cake.'),
      h('Laughed out loud on the train'),
      h('Children do not need you to be perfect. They need you to repair.'),
      h("Can you find a rhythm together at bedtime that doesn't depend on the clock?"),
      h(
        'When your child says "I hate you," try to hear what comes before it: I am frightened, or I am tired, or I needed you and you were not there',
      ),
      h('Will you worry that their love is conditional if you only ever praise results?'),
      h(
        'Name the feeling before you try to fix it. "You\'re disappointed. You were really looking forward to the park."',
      ),
      h('In one long-running study that began in 1972, children who had'),
      h(
        "Couples who turn towards each other's small bids for attention — a comment about a bird, a sigh at the news — are far more likely to stay together",
      ),
      h("Don't forget that you were also a child once, and that someone was patient with you, or wasn't"),
      h(
        '"Ride for the Morrison place," he\'d said, and so the boy rode, eleven miles in the dark with the river roaring on his left.',
      ),
      h(
        "PHYLLIS: If anyone asks, the dog ate the cake. GERALD: We don't have a dog. PHYLLIS: Then we must get one before Tuesday.",
      ),
      h('He buried the rifle under the cottonwood and never dug it up again'),
    ],
  },
  {
    name: "a reader with a siege novel, a village schoolteacher's diary, a sales book and some poems",
    highlights: [
      h(
        '"Double the watch on the east wall. Ration the bread to half a loaf a man. And find me someone who can swim."',
      ),
      h(
        'The siege of Carvell began on the feast of St. John in 1643 and lasted until the last leaves had fallen from the orchard trees.',
      ),
      h('the bishop had hidden the silver in the well and then forgotten which well'),
      h(
        '"We open the gates at midnight and let them think we\'ve fled. Then we close them again." "And if they don\'t come in?" "Then we\'ve lost nothing but sleep."',
      ),
      h('By October there were no cats left in Carvell, and nobody asked where they had gone.'),
      h('Maud counted the arrows twice and came to a different number each time'),
      h(
        '3 September 1962. Thirty-four children in Standard Two and twenty-eight chairs. We shall take turns.',
      ),
      h(
        'Young Billy Haines asked me today whether the Atlantic had a bottom. I said yes. He said, "How do you know, Miss?" and I had no honest answer.',
      ),
      h(
        'Must remember to bring the gramophone on Friday for the music lesson; the children have been promised Handel.',
      ),
      h(
        'the inspector came on Tuesday and stayed for the whole of arithmetic, which was a mistake on both our parts',
      ),
      h('She sounds like my grandmother'),
      h('The best salespeople talk for less than half of the call.'),
      h("Ask questions you don't know the answer to. Then be quiet long enough to hear it."),
      h(
        '"Why don\'t we grab lunch on Thursday and talk it through?" she said, and that lunch turned into a contract worth £2 million.',
      ),
      h('Never send a proposal until the client has told you, in their own words, what problem it solves'),
      h('Follow up within 24 hours, while you are still a person to them and not just another email.'),
      h('What would change if you treated every "no" as "not yet"?'),
      h("In 2011, the company's top rep closed more business than the bottom twenty combined"),
      h('Bank the fire, my love, / the night is longer than it looks'),
      h('Write to me in the language of bread and salt, / not of paper'),
      h('I planted the tulips upside down / and still they found the light'),
      h(
        "20 December 1962. Snow. Half the class absent. The ones who came built a snowman with the inspector's face.",
      ),
      h(
        'When the relief column finally came over the hill, the defenders were too weak to cheer, so they rang the one bell the enemy had not melted down.',
      ),
    ],
  },
];
