import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_78: LabelledDay[] = [
  {
    name: 'Mags, a stained-glass conservator in York, on a Tuesday',
    highlights: [
      h(
        'From a conservation journal: Never clean historic glass with anything you would not put in your own eyes. Test every solvent on a sacrificial fragment first. The paint layer on fourteenth-century glass is often far more fragile than it looks.',
      ),
      h(
        "St Michael's east window: three panels back in the studio, the lower left one badly bowed. Ring the churchwarden about access to the scaffold before Friday. The faculty paperwork went off to the diocese last week, thank goodness.",
        'Ring the churchwarden about access to the scaffold before Friday.',
      ),
      h(
        'The glaziers of medieval York belonged to a guild that fined any member who took on an apprentice without leave. They signed nothing, and so we know almost none of their names. Look closely at the borders and you will find the same hand again and again.',
      ),
      h(
        'Tom: can you send me the photos of panel 2b before you leave today?\nTom: the loss adjuster came round, all very friendly\nTom: thanks for sorting the crate yesterday btw',
        'Tom: can you send me the photos of panel 2b before you leave today?',
      ),
      h(
        'Supplies list\nlead came 6mm, ten lengths\ncopper foil tape\nThe big order of Lamberts glass came last month.',
        'lead came 6mm, ten lengths',
        'copper foil tape',
      ),
      h(
        'Forum answer on kiln firing: Fire slowly through 500°C and never open the kiln above 100°C, however tempted you are. I learned that the hard way with a whole batch of quarries. Your tracing paint should mature at around 660°C, but every kiln lies a little.',
      ),
      h(
        'Meant to email the architect about the ferramenta drawings but ran out of time. Rang the scaffolders instead and they can do the 22nd. The lime mortar samples came back fine.',
      ),
      h(
        "Studio meeting\nKiln 2 thermocouple is reading about 20 degrees low.\nPriya to get a quote for a replacement controller.\nWe still need to decide whether we take on the Ripon job in March.\nThe follow-up from the archdeacon's visit was very positive.",
        'Priya to get a quote for a replacement controller.',
        'We still need to decide whether we take on the Ripon job in March.',
      ),
      h(
        "The Glass Conservators' Newsletter reports that the Great East Window project has won a heritage award. Bursary applications for the next round should open in spring. As ever, our thanks to everyone who sent in photographs.",
      ),
      h('Bins out tonight', 'Bins out tonight'),
      h('Sent off the ICON membership cheque on Saturday. Who still takes cheques in this day and age?'),
    ],
  },
  {
    name: 'Euan, an inshore commercial diver on harbour repairs in Aberdeen, on a Monday',
    highlights: [
      h(
        'From the dive safety bulletin: Plan the dive and dive the plan. Treat every umbilical as if your life depends on it, because it does. Most incidents in the last decade began with a small change to the plan that nobody wrote down.',
      ),
      h(
        'Dive medical runs out on the 28th, book it with Dr Reid this week.',
        'Dive medical runs out on the 28th, book it with Dr Reid this week.',
      ),
      h(
        'Supervisor: kit check at 0700 tomorrow, everyone on the quay by 0645.\nSupervisor: Jamie was standby diver today and did a grand job.\nMe: who on earth decided 0645 was a reasonable time?',
        'Supervisor: kit check at 0700 tomorrow, everyone on the quay by 0645.',
      ),
      h(
        'The sea does not care about you, his father had said, and it never will. He went down anyway, every morning, into the green dark. Respect it and it might let you come home.',
      ),
      h(
        "Hot water suit leaking at the left cuff again. I should get it to the repair shop before Thursday's job. Last time they kept it a week.",
        "I should get it to the repair shop before Thursday's job.",
      ),
      h(
        "Forum answer on a divers' forum: If your regulator free-flows in cold water, it is not always the first stage at fault. Have it serviced by someone who knows cold-water kit. Most of us carry a spare second stage on winter dives anyway.",
      ),
      h(
        "Home\nCouncil tax direct debit bounced, ring them\nSkye's parents' evening Weds 6pm\nThe new boiler is working a treat.",
        'Council tax direct debit bounced, ring them',
        "Skye's parents' evening Weds 6pm",
      ),
      h(
        'Logbook: two dives today, max depth 14m, bottom time 95 minutes in total. Visibility was terrible after the rain. Signed off by the supervisor at 1600.',
      ),
      h(
        'The replacement compressor should arrive Tuesday according to the tracking. The old one has done eleven years, so it owes us nothing.',
      ),
      h(
        'From the trade magazine: Divers who log their decompression honestly live longer. It sounds obvious, but the survey found one in five admitted to rounding their numbers.',
      ),
      h(
        'Ask Callum if he still wants the old drysuit, otherwise it goes on eBay.',
        'Ask Callum if he still wants the old drysuit, otherwise it goes on eBay.',
      ),
      h("Who needs a gym when you've spent all day hauling a 40kg lifting bag? My shoulders are done in."),
    ],
  },
  {
    name: 'Dana, who owns a small coffee roastery in Portland, Oregon, on a Wednesday',
    highlights: [
      h(
        'From a roasting newsletter: Roast to the bean, not to the clock. Taste every batch before it ships, even on your busiest day. Consistency is what keeps wholesale accounts, not the occasional brilliant roast.',
      ),
      h(
        'Marcus (Slack): hey, can you approve the label proofs for the Guatemala lot by noon tomorrow?\nMarcus (Slack): printer is backed up all week so no rush on the reorder',
        'Marcus (Slack): hey, can you approve the label proofs for the Guatemala lot by noon tomorrow?',
      ),
      h(
        'Health inspection went fine this morning. The inspector mentioned our handwashing sign is faded, nothing more. Order a new one from the supply catalog.',
        'Order a new one from the supply catalog.',
      ),
      h(
        'Never compete on price with a company bigger than you. You will lose, and you will lose slowly. Find the customers who care about the thing only you can do, and charge them for it.',
      ),
      h(
        'Green coffee inventory is down to four bags of the Ethiopian. We need to place the next import order before the container cutoff on the 9th.',
        'We need to place the next import order before the container cutoff on the 9th.',
      ),
      h(
        'The afterburner permit should be approved by the county in about six weeks. Nothing to do until then, apparently.',
      ),
      h(
        'TODO\n- renew food handler card\n- call PG&E about the meter\nPicked up the new hopper on Monday, finally.',
        'renew food handler card',
        'call PG&E about the meter',
      ),
      h(
        'Forum answer on r/roasting: If your first crack is running long, drop your charge temperature a few degrees and see what happens. Write everything down. You will not remember it next week, I promise.',
      ),
      h(
        'The Belmont café loved the sample of the new espresso blend. Half their order is already roasted and resting. Remember to roast the other half first thing tomorrow.',
        'Remember to roast the other half first thing tomorrow.',
      ),
      h(
        "Anna: loved the cupping notes you sent round\nMe: I'll bring the new Kenyan on Saturday so everyone can try it\nAnna: yay",
        "Me: I'll bring the new Kenyan on Saturday so everyone can try it",
      ),
      h(
        'Overheard at the farmers market: you should always grind right before brewing. Everyone says it, and everyone is right.',
      ),
    ],
  },
  {
    name: 'Hilary, organist and choir director at a parish church in a market town, on a Saturday',
    highlights: [
      h(
        'Bach walked more than two hundred miles to hear Buxtehude play, and overstayed his leave by months. The consistory in Arnstadt was not amused. Practise as if you had walked that far to do it.',
      ),
      h(
        "The couple chose the Widor for the recessional after all, which I'm glad about. Check the swell registers before the service because the oboe stop was ciphering last week.",
        'Check the swell registers before the service because the oboe stop was ciphering last week.',
      ),
      h(
        'Choir notices\nRobes went to the cleaners on Monday.\nAlice to collect the new anthem copies from the diocesan office.\nCan someone let me know who is free for Evensong on the 19th?\nSopranos were glorious on Sunday.',
        'Alice to collect the new anthem copies from the diocesan office.',
        'Can someone let me know who is free for Evensong on the 19th?',
      ),
      h(
        "Forum answer on an organists' forum: Don't use the full swell for every hymn just because you can. Let the congregation breathe. The best accompanists I know change registration for each verse, and nobody notices until it is missing.",
      ),
      h(
        "The organ builder's report should be with the PCC by the end of the month. They think the bellows leather will need replacing within five years.",
      ),
      h(
        "note to self: practise the Howells before Thursday's rehearsal, the pedal part in the middle section is a mess",
        "note to self: practise the Howells before Thursday's rehearsal, the pedal part in the middle section is a mess",
      ),
      h(
        'Paid the music copying invoice. Sent the hymn numbers to the vicar. Good to have both off my plate.',
      ),
      h(
        'From Church Music Quarterly: Choirs that sing a little every day sing better than choirs that rehearse for three hours once a week. Little and often, as my old teacher used to say.',
      ),
      h(
        "Mum's prescription is ready at Boots, pick it up on the way home.",
        "Mum's prescription is ready at Boots, pick it up on the way home.",
      ),
      h(
        "Who is going to play for the 8am service while I'm away in May? The rota has a gap and the vicar is asking.",
        "Who is going to play for the 8am service while I'm away in May?",
      ),
      h('What a joy it is to hear a full church sing Cwm Rhondda.'),
    ],
  },
  {
    name: 'Rohan, who grows oyster mushrooms in shipping containers outside Ottawa, on a Thursday',
    highlights: [
      h(
        'Fungi are closer relatives of animals than of plants. A single mycelial network can spread across a forest floor for hectares. Give mycelium time and it will find every gap you leave.',
      ),
      h(
        'Container 2 humidity dropped to 78% overnight and the pins are stalling. The misting nozzle needs replacing before the weekend.',
        'The misting nozzle needs replacing before the weekend.',
      ),
      h(
        "Forum answer: Contamination nearly always comes from the substrate, not the air. Pasteurize longer than you think you need to. If you see green, bin the bag and don't open it indoors.",
      ),
      h(
        "Market order for Saturday\n12 kg blue oysters\nbring the new price signs\nThe chef at Arc says the lion's mane was the best he's had.",
        '12 kg blue oysters',
        'bring the new price signs',
      ),
      h(
        'The invoice for the Glebe co-op is three weeks overdue. Follow up with Nadine in accounts on Monday.',
        'Follow up with Nadine in accounts on Monday.',
      ),
      h(
        "From the growers' association newsletter: Ontario's new agri-food grants open on 1 April. Last year the program was oversubscribed within days. The association will run a webinar on the application process.",
      ),
      h(
        'Spent two hours on the phone with the substrate supplier. They finally agreed to credit us for the wet straw.',
      ),
      h(
        "Meg: Can you cover the farm stand Sunday morning? I've got a wedding.",
        'Meg: Can you cover the farm stand Sunday morning?',
      ),
      h(
        'winter tires off, book at Kal Tire before the 15th',
        'winter tires off, book at Kal Tire before the 15th',
      ),
      h('It should be a good flush this week if the temperature holds. The first one always is.'),
      h(
        "Remember to send the CFIA paperwork back before Friday, they won't renew the licence otherwise.",
        "Remember to send the CFIA paperwork back before Friday, they won't renew the licence otherwise.",
      ),
      h('I called the bank about the equipment loan and they were surprisingly helpful.'),
    ],
  },
  {
    name: 'Kirsty, an air traffic controller at a Highlands regional airport, on a Sunday',
    highlights: [
      h(
        'From a safety magazine: Fatigue does not announce itself. By the time you notice you are tired, your performance has already dropped. Build your breaks into the roster and defend them.',
      ),
      h(
        'Unit briefing\nRunway 23 ILS out for maintenance Tuesday to Thursday.\nAll controllers to read the revised low-visibility procedures before their next shift.\nThe new radar display goes live in June.',
        'All controllers to read the revised low-visibility procedures before their next shift.',
      ),
      h(
        'I have to get my simulator hours logged before the validation assessment on the 18th. Otherwise it gets pushed back to August.',
        'I have to get my simulator hours logged before the validation assessment on the 18th.',
      ),
      h(
        'Fly the aircraft first, my instructor used to say, and talk to the radio second. I have never forgotten it. Thirty years later I still say it out loud on every approach.',
      ),
      h(
        "Jess: swap with me on Wednesday? I've got the hospital thing\nJess: earlies for lates\nJess: no worries if not",
        'Jess: swap with me on Wednesday?',
      ),
      h(
        "Forum answer on a pilots' forum: Always read back the clearance exactly as given. If you are unsure, ask again. Controllers would far rather repeat themselves than clean up a level bust.",
      ),
      h(
        'Bits for the flat\nlightbulbs for the hallway\nCar insurance renews on the 2nd, shop around first',
        'lightbulbs for the hallway',
        'Car insurance renews on the 2nd, shop around first',
      ),
      h(
        'Night shift was quiet apart from the medevac from Stornoway at 0300. Handed over to Graeme at 0630 and drove home in the snow.',
      ),
      h('The forecast says the fog should lift by mid-morning. It usually does by eleven.'),
      h(
        "You need to book the eye test before the medical, the AME wants the optician's report.",
        "You need to book the eye test before the medical, the AME wants the optician's report.",
      ),
      h(
        "Gran's 90th is all sorted apart from the cake, which still needs ordering.",
        "Gran's 90th is all sorted apart from the cake, which still needs ordering.",
      ),
    ],
  },
  {
    name: 'Bryn, a puppeteer in a two-person touring company, on a Thursday',
    highlights: [
      h(
        'The puppet must breathe before it moves. An audience forgives clumsy hands but never a dead puppet. Find the breath first, then the walk.',
      ),
      h(
        "Van's MOT runs out on the 12th, book it in at Harris's garage.",
        "Van's MOT runs out on the 12th, book it in at Harris's garage.",
      ),
      h(
        'Venue tech (email): Could you send over your tech spec and a lighting plot by Monday? We already have your public liability certificate on file. Looking forward to having you back!',
        'Venue tech (email): Could you send over your tech spec and a lighting plot by Monday?',
      ),
      h(
        "Shona: the fox's jaw mechanism has snapped again\nShona: I've glued it for now, should hold till Hexham\nShona: any chance you can ring the prop maker tomorrow?",
        'Shona: any chance you can ring the prop maker tomorrow?',
      ),
      h(
        'Arts Council funding for touring companies is to be cut by 12% next year, according to figures published on Tuesday. Several regional venues say they will programme fewer family shows as a result.',
      ),
      h(
        'Great show at Kendal today, 140 kids and not one cried at the wolf. Sold out of merch again. We should have brought more finger puppets.',
      ),
      h(
        'Forum answer: Rehearse the get-out as carefully as the show. Label every case and photograph how it packs. Half the injuries on tour happen at eleven at night loading a van.',
      ),
      h(
        'Digs for next week\nKeswick Tues–Weds, confirmed\nCarlisle Thurs, still need to find somewhere\nThe Penrith B&B was lovely last time.',
        'Carlisle Thurs, still need to find somewhere',
      ),
      h(
        "The grant report is due to the council on 30 June. I've drafted the audience figures section already.",
        'The grant report is due to the council on 30 June.',
      ),
      h('Our accountant says the VAT refund should come through in about a fortnight. Fingers crossed.'),
      h(
        'Ask Mum if she can have the dog on the 20th and 21st.',
        'Ask Mum if she can have the dog on the 20th and 21st.',
      ),
    ],
  },
  {
    name: 'Thandi, a taxidermy preparator at a natural history museum in Cape Town, on a Monday',
    highlights: [
      h(
        'Victorian collectors shot first and identified later. Entire island populations ended up in drawers in London and Paris. Collect nothing you cannot document, the author warns, or you are simply a hoarder with a licence.',
      ),
      h(
        'Curator: the jackal for the new gallery has to be finished by the 28th, the designers want to photograph it on the 1st.',
        'Curator: the jackal for the new gallery has to be finished by the 28th, the designers want to photograph it on the 1st.',
      ),
      h(
        'Freezer 3 alarm went off again over the weekend. Estates came out and reset it. We need to log a proper fault report with facilities this time.',
        'We need to log a proper fault report with facilities this time.',
      ),
      h(
        'Forum answer: Borax is your friend for small mammals, but wear a mask when you use it. Let specimens thaw slowly in the fridge overnight. Rushing it is how you end up with slipping fur.',
      ),
      h(
        "This week\n- glass eyes, 10mm amber x6\n- Sipho's leaving lunch Fri 1pm",
        'glass eyes, 10mm amber x6',
        "Sipho's leaving lunch Fri 1pm",
      ),
      h(
        "News: SANParks says this summer's fires on the mountain burned nearly 300 hectares. The trails should reopen by June.",
      ),
      h(
        'Fixed the lighting on the fynbos case. Wrote up the conservation notes for the bontebok. Nobody tells you how much of this job is paperwork.',
      ),
      h(
        "Lebo: are you coming to the Friday braai? bring a salad if so\nLebo: Zanele's doing the meat",
        'Lebo: are you coming to the Friday braai? bring a salad if so',
      ),
      h(
        'School holidays start on the 24th. Sort out the holiday club forms for Ayanda before then.',
        'Sort out the holiday club forms for Ayanda before then.',
      ),
      h(
        'A good preparator spends more time looking at living animals than dead ones. Watch how a caracal sits before you try to pose one. Photographs lie about posture; video lies less.',
      ),
      h('Electricity bill due Thursday', 'Electricity bill due Thursday'),
    ],
  },
];
