import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_109: LabelledDay[] = [
  {
    name: 'Nigel, 59, a cricket bat maker with a one-man workshop in Essex, on a Monday',
    highlights: [
      h(
        'The Willow and the Blade (chapter 3)\nNever hurry the drying. A cleft that has been air-dried for a full year will forgive a lot of mistakes with the drawknife. Always press a blade in stages, never in one go.',
      ),
      h(
        'monday\nring Tollesbury Willow re the 40 clefts\nhandles — glue up the 6 for Rob\nsold the last two Grade 1s on Sat',
        'ring Tollesbury Willow re the 40 clefts',
        'handles — glue up the 6 for Rob',
      ),
      h(
        "[10/03/2025, 08:52] Rob Hales: Morning Nigel, just checking in on the bat. No rush but our season starts on 12 April.\n[10/03/2025, 08:55] Nigel: Morning Rob. Handle went on Saturday and it's looking lovely.\n[10/03/2025, 09:01] Rob Hales: Brilliant. Could you add a toe guard while you're at it?",
        "Could you add a toe guard while you're at it?",
      ),
      h(
        'From a small-business newsletter: Raise your prices every January, not when you feel brave enough. Customers remember how you made them feel, not what you charged. Put your terms on the invoice, not in an e-mail.',
      ),
      h(
        "Hi Nigel, thanks for the six junior bats last season, the kids loved them. We'd like to order eight more for the under-11s. Can you send us a quote by the end of the week? Best, Mandy (Chelmsford CC juniors)",
        'Can you send us a quote by the end of the week?',
      ),
      h("The new press should arrive Thursday. The old one is going to Ted's son in Maldon."),
      h(
        'Rang the accountant this morning. She says the VAT return went through fine. Felt a weight off, honestly.',
      ),
      h('Screwfix\n- linseed oil x2\n- [x] twine\n- [x] cling film for the grips', 'linseed oil x2'),
      h(
        "Heard on a woodworking podcast: the grain is the grain, you can't argue with it. Sharpen before you need to. Most accidents happen with a blunt tool.",
      ),
      h(
        "Jan: Don't forget Sophie's parents' evening is at 6 tonight. See you there x",
        "Jan: Don't forget Sophie's parents' evening is at 6 tonight.",
      ),
      h(
        'The lease on the unit has to be renewed by 31 March. Last year the landlord took five weeks to reply.',
        'The lease on the unit has to be renewed by 31 March.',
      ),
    ],
  },
  {
    name: 'Gemma, 31, a chocolatier with a small shop in Ludlow, on a Saturday',
    highlights: [
      h(
        "Saturday\n- temper 3kg dark for the Easter eggs\n- [x] label the salted caramel jars\n- [x] window display\n- ring Fraser's about the cream delivery",
        'temper 3kg dark for the Easter eggs',
        "ring Fraser's about the cream delivery",
      ),
      h(
        'Bean to Bar, p112\nChocolate remembers every mistake you make with temperature. Never let water anywhere near melted chocolate. Seed it, stir it, and wait.',
      ),
      h(
        "[15/03/2025, 07:40] Ellie: Morning! I'm running 10 mins late, bus is stuck behind a tractor 🚜\n[15/03/2025, 07:41] Gemma: No worries. Can you pick up milk from the Co-op on your way?\n[15/03/2025, 07:43] Ellie: Will do 👍",
        'Can you pick up milk from the Co-op on your way?',
      ),
      h(
        "Hello, I ordered a box of 24 truffles for my mum's 80th and it arrived a bit melted. Could you send a replacement before next Saturday? The party is at 2pm. Many thanks, Margaret Price",
        'Could you send a replacement before next Saturday?',
      ),
      h(
        'You need to renew the food hygiene certificate before the inspector comes in May. It lapsed without you noticing last time.',
        'You need to renew the food hygiene certificate before the inspector comes in May.',
      ),
      h(
        'Saved from a marketing blog:\nPost at the same time every day. Show your hands, not your face. Small shops win on story, not price.',
      ),
      h(
        'Sold out of the raspberry bars by 11. A lady from Hereford bought six for a hen do. Honestly so pleased with how the new moulds came out.',
      ),
      h(
        'Ludlow Food Festival application — deadline Fri 21st. Stall fee is £180 this year, up from £150.',
        'Ludlow Food Festival application — deadline Fri 21st.',
      ),
      h(
        "Mum: Auntie Pat says the hamper was gorgeous, she's showing it to everyone. Thank you for sorting it love x",
      ),
      h(
        'We still need to decide whether to open on Easter Monday. Tom says footfall was dead last year.',
        'We still need to decide whether to open on Easter Monday.',
      ),
      h('The cocoa butter should be here by Tuesday. Callebaut say prices will go up again in June.'),
    ],
  },
  {
    name: "Keziah, 28, a hospital play specialist on a children's ward in Nottingham, on a Monday",
    highlights: [
      h(
        'Ward 4 huddle\nBay 2 — Amir (6) scared of cannulas, loves dinosaurs\nPrep Amir with the doll before his bloods at 10\nLily discharged Sunday, left us a lovely card\nQuiet room booking for Weds — action: Keziah',
        'Prep Amir with the doll before his bloods at 10',
        'Quiet room booking for Weds — action: Keziah',
      ),
      h(
        "From a play therapy textbook: Play is the child's language and toys are their words. Follow the child's lead. Never promise that something won't hurt.",
      ),
      h(
        "Dr Whitfield: Could you do some distraction for Bay 5 at 2pm? Lumbar puncture, she's 4 and very anxious.",
        'Dr Whitfield: Could you do some distraction for Bay 5 at 2pm?',
      ),
      h(
        'Did a whole session of bubble painting with the oncology kids this morning. Jayden laughed for the first time in a week. Days like this are why I do this job.',
      ),
      h(
        'To order\n[ ] more sensory bottles\n[x] Play-Doh\n[x] batteries for the light-up wand\n[ ] stickers (the shiny ones!)',
        'more sensory bottles',
        'stickers (the shiny ones!)',
      ),
      h('Spin class with Bex was brutal tonight. Legs like jelly.'),
      h(
        'From the distraction techniques course: Give the child a job, like holding the plaster. Count down out loud, never up. Praise the effort, not the bravery.',
      ),
      h(
        'Hi all, the CQC visit went really well on Friday, thank you for all your hard work. The follow-up is booked for September. Please make sure your mandatory training is up to date by the end of April. Thanks, Joanne',
        'Please make sure your mandatory training is up to date by the end of April.',
      ),
      h(
        "Priti: who's doing the bins this week? I did them the last two weeks lol",
        "Priti: who's doing the bins this week?",
      ),
      h('I meant to ring Gran yesterday but the shift ran over. Feeling rubbish about it.'),
      h('Parking permit renewed until next March, £42. Receipt is in my inbox.'),
    ],
  },
  {
    name: 'Bruce, 57, a sugarcane grower near Mackay, Queensland, on a Sunday in crushing season',
    highlights: [
      h(
        'sun arvo\ncrew finished block 6 yesterday arvo\ncheck the bin tracks on the Eton side before tues',
        'check the bin tracks on the Eton side before tues',
      ),
      h(
        'Mill update: Crushing rate should hold at 900 tonnes an hour this week. CCS is averaging 14.2 across the district. Rain forecast for Wednesday may stop harvest for two days.',
      ),
      h(
        "Liam: Dad can you transfer the rego money for the ute before Friday? It's $890.",
        'Liam: Dad can you transfer the rego money for the ute before Friday?',
      ),
      h(
        'Reading Farming the Dry Tropics. Look after the soil and the soil looks after you. A bare paddock is a paddock losing money. Plant legumes in the fallow, every time.',
      ),
      h(
        'Dear Member, your levy statement for 2024 is now available in the portal. The AGM will be held on 14 November at the Walkerston Hall. Please confirm your attendance by 31 October. Kind regards, Canegrowers Mackay',
        'Please confirm your attendance by 31 October.',
      ),
      h('Shopping (Sue)\n- dog food\n- [x] 2L milk\n- [x] bread\n- [x] sunscreen 50+', 'dog food'),
      h(
        'Sprayed the fallow blocks for nutgrass on Friday. Took longer than it should have because the boom kept clogging.',
      ),
      h(
        "Mick and Dazza to swap the harvester elevator chain Monday morning. I'll bring the spare links from the shed.",
        'Mick and Dazza to swap the harvester elevator chain Monday morning.',
        "I'll bring the spare links from the shed.",
      ),
      h('Beautiful sunset over the burnt-off paddocks tonight. Smoke hanging low over the creek.'),
      h("Why does every part for a Cameco cost a week's wages? Nobody knows."),
      h(
        "Water licence renewal — due 30 Sept, form's in the glovebox.",
        "Water licence renewal — due 30 Sept, form's in the glovebox.",
      ),
    ],
  },
  {
    name: 'Anika, 35, a wig maker in the wig and make-up department of an opera house in Copenhagen (writes in English), on a Wednesday',
    highlights: [
      h(
        "Figaro wigs\nKnot the hairline on the Countess wig — two more evenings of work\nThe Susanna wig was finished last week and looks wonderful\nSend the photos of the Count's curls to Mette for approval",
        'Knot the hairline on the Countess wig — two more evenings of work',
        "Send the photos of the Count's curls to Mette for approval",
      ),
      h(
        'From The Art of Wigmaking: A good hairline is invisible from the twelfth row. Never ventilate more than three hairs per knot at the front. Patience is the only tool you cannot buy.',
      ),
      h(
        "Jonas: can you book the vet for Bamse? He's limping again, the left back leg.",
        'Jonas: can you book the vet for Bamse?',
      ),
      h(
        'Cycled in along the harbour, freezing but beautiful. Finished the last of the chorus wigs before lunch. Mette said they look exactly like the drawings.',
      ),
      h(
        'Skat: the tax return (årsopgørelse) must be checked before 1 May. Last year they owed me 2,300 kr.',
        'Skat: the tax return (årsopgørelse) must be checked before 1 May.',
      ),
      h(
        'Article on repetitive strain: Take a break every 45 minutes. Stretch your wrists before you start, not after. Most injuries come from posture, not effort.',
      ),
      h(
        'Hi Anika, the director wants the Countess in a grey wig for Act 3 after all. Could you tell me by Friday whether that is possible before the dress rehearsal? Thanks, Mette',
        'Could you tell me by Friday whether that is possible before the dress rehearsal?',
      ),
      h(
        'Netto: rye bread, oat milk, something for Friday dinner with Sofie and Kasper',
        'Netto: rye bread, oat milk, something for Friday dinner with Sofie and Kasper',
      ),
      h(
        'The new batch of yak hair should arrive from the supplier in Leeds next week. It is always better quality than the cheap one.',
      ),
      h(
        "Remember to water Mor's plants while she is in Aarhus. She left the key under the blue pot.",
        "Remember to water Mor's plants while she is in Aarhus.",
      ),
      h('Overheard in the canteen: the best wigs are the ones nobody notices.'),
    ],
  },
  {
    name: 'Tendai, 40, a planetarium presenter at a science centre in Glasgow, on a Thursday',
    highlights: [
      h(
        'Show script — Winter Skies\nOrion is the easiest way into the winter sky. Betelgeuse could go supernova tomorrow or in 100,000 years. The audience always gasps when the dome goes dark.',
      ),
      h(
        "Hi Tendai, the school group from Paisley has moved to 10:30 on Tuesday. Can you run the Solar System show for them instead of Winter Skies? They're P3s, so about twenty-five of them. Cheers, Morven",
        'Can you run the Solar System show for them instead of Winter Skies?',
      ),
      h(
        'Carl Sagan, Cosmos\nWe are a way for the cosmos to know itself. Extraordinary claims require extraordinary evidence.',
      ),
      h(
        'projector on dome 2 flickering again\nTODO log a ticket with AV before Saturday\nMeteorite box still out on loan to Kelvingrove',
        'TODO log a ticket with AV before Saturday',
      ),
      h(
        "13/02/2025, 18:02 - Rudo: Mum has made enough jollof for an army on Sunday 😂\n13/02/2025, 18:05 - Tendai: Haha she always does\n13/02/2025, 18:06 - Rudo: Great. Bring the folding chairs please, we're 14 now",
        "Bring the folding chairs please, we're 14 now",
      ),
      h(
        'Did three shows back to back today. A kid asked whether you can fall into a black hole by accident. Best question all week.',
      ),
      h(
        'From an article on public speaking: Slow down when you want people to listen. Pause before the big number. Never apologise for being nervous.',
      ),
      h(
        'The licence for the new fulldome film has to be renewed by 3 March. It cost £1,200 last year.',
        'The licence for the new fulldome film has to be renewed by 3 March.',
      ),
      h("Why is it always cloudy when there's an eclipse in Scotland? Typical."),
      h(
        'News: the aurora should be visible across the north of Scotland tonight if the clouds clear. The Kp index is forecast to hit 6.',
      ),
      h(
        'Stargazing night Fri\n- check telescope batteries\n- [x] print star charts x30\n- [x] book the car park',
        'check telescope batteries',
      ),
      h(
        'Gift shop is nearly out of astronaut ice cream. I must order more before half term.',
        'I must order more before half term.',
      ),
    ],
  },
  {
    name: 'Carys, 39, a geologist logging drill core at a gold exploration camp near Kalgoorlie, on a Friday',
    highlights: [
      h(
        'Hole KD-0412\n212–218 m: quartz veining, visible gold at 215.4\nSend it to the lab as priority',
        'Send it to the lab as priority',
      ),
      h(
        'Toolbox talk notes: Complacency kills more people than ignorance. Hydrate before you feel thirsty. Every near miss is a free lesson.',
      ),
      h(
        'Dan (site sup): Carys can you cover the Sunday night shift? Jess has gone home sick.',
        'Dan (site sup): Carys can you cover the Sunday night shift?',
      ),
      h(
        'Swing ends Tuesday. Book the flight home to Perth for the 14th before the cheap seats go.',
        'Book the flight home to Perth for the 14th before the cheap seats go.',
      ),
      h(
        'From Basin and Range: The summit of Mount Everest is marine limestone. Time is the great ingredient of geology.',
      ),
      h(
        "Logged 140 metres today. Found the fault we've been chasing since March. Celebrated with a warm can of Emu Export.",
      ),
      h(
        "[14/03/2025, 19:12:05] Rhys: the car made that noise again\n[14/03/2025, 19:12:40] Rhys: I'm going to take it to Ken's on Monday\n[14/03/2025, 19:13:02] Carys: ok love, thanks",
        "Rhys: I'm going to take it to Ken's on Monday",
      ),
      h('Who decided 5am starts were a good idea? Honestly.'),
      h(
        '> Thank you for agreeing to co-supervise Mei this year.\n> Her first progress review is on 2 April.\nNo problem at all. I need to read her proposal before the review.',
        'I need to read her proposal before the review.',
      ),
      h(
        'Before next swing\n[ ] renew first aid cert\n[x] new boots\n[x] sunscreen + hat',
        'renew first aid cert',
      ),
      h("Assays should be back in about ten days. Geoff reckons it'll run at 8 g/t."),
    ],
  },
  {
    name: 'Jorge, 52, who owns an independent toy store in San Diego, on a Tuesday',
    highlights: [
      h(
        "Hi Jorge, the LEGO Botanicals restock is back-ordered until June. We're sorry for the delay. Please let us know if you want to switch the order to the Creator sets. Thanks, Kayla at Pacific Toy Distributors",
        'Please let us know if you want to switch the order to the Creator sets.',
      ),
      h(
        'From a retail book: Stack it high and watch it fly. The customer who complains is the customer who still cares. Greet everyone within ten seconds.',
      ),
      h(
        'tues\nfollow up with the Hasbro rep about the crushed pallet\nReorder Uno — down to 3\nMaria out sick today',
        'follow up with the Hasbro rep about the crushed pallet',
        'Reorder Uno — down to 3',
      ),
      h(
        'Sofia: Papi can you sign my field trip form tonight? Ms Park said no form no zoo 😭',
        'Sofia: Papi can you sign my field trip form tonight?',
      ),
      h(
        "Ran the Saturday board game night again. Twelve kids, two lost dice, one tantrum (mine). Sold out of Catan Junior, the kids' favorite.",
      ),
      h(
        'Sales tax return has to be filed by April 30. Last quarter was $4,812.',
        'Sales tax return has to be filed by April 30.',
      ),
      h(
        'From a Small Business Saturday article: Put your bestsellers at eye level. Change the window color every month. Kids touch everything, so let them.',
      ),
      h(
        "Halloween stock\n1. glow sticks x500\n2. witch hats (kids' sizes)",
        'glow sticks x500',
        "witch hats (kids' sizes)",
      ),
      h(
        'Local news: the city should finish the Adams Ave roadwork by Memorial Day. Parking on the block is going to be a mess until then.',
      ),
      h('Who still buys yo-yos? Apparently everyone, we sold eleven today.'),
      h(
        'Card from Mrs Alvarez: Thank you for finding the exact dollhouse my granddaughter wanted. You made her whole birthday.',
      ),
    ],
  },
];
