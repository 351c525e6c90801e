import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_49: LabelledDay[] = [
  {
    name: 'a retired signalman building a model railway in the loft, on a Saturday',
    highlights: [
      h(
        'Loft layout jobs for the weekend\nSolder droppers on station throat\nballast the fiddle yard\nThe backscene can wait till the lighting is sorted.',
        'Solder droppers on station throat',
        'ballast the fiddle yard',
      ),
      h(
        'Always run a new loco in both directions for twenty minutes before you put it on a heavy train. Never oil the motor brushes. A drop of oil on each axle end is plenty, and less is better.',
      ),
      h(
        'Dave (club): Are you bringing the Class 22 to the exhibition on the 14th?\nDave (club): We need someone to man the ticket desk from 10 till 12 as well.\nMe: I ran it on the club layout last week and it stalled on the crossover again.',
        'Dave (club): Are you bringing the Class 22 to the exhibition on the 14th?',
        'Dave (club): We need someone to man the ticket desk from 10 till 12 as well.',
      ),
      h(
        'The Class 22 should be back from the repairer by Thursday. It was the worn pickup on the rear bogie, apparently.',
      ),
      h(
        'Club subs went up to £45 this year. Remember to pay before the AGM on 3 March.',
        'Remember to pay before the AGM on 3 March.',
      ),
      h(
        'Watched the Chris Nevard video on weathering with pan pastels. Dry brush the rails before you fit the ballast, otherwise the glue seals the rust colour in. Brilliant tip.',
      ),
      h(
        'Wiring diagram for the DCC bus is in the blue folder. I meant to label all the feeds when I laid them in 2019.',
      ),
      h(
        'Margaret: can you fix the loft ladder before Jean comes on the 20th? It wobbles on the third rung.',
        'Margaret: can you fix the loft ladder before Jean comes on the 20th?',
      ),
      h(
        'Signal box kit: glue roof on only after the interior LEDs are tested',
        'Signal box kit: glue roof on only after the interior LEDs are tested',
      ),
      h(
        'Exhibition layouts are judged on running as much as scenery. The best ones have something moving at all times, so the public never stands watching an empty scene.',
      ),
      h(
        'Who is driving the van to Truro for the exhibition? Last year Keith took it and the scenery came back dented.',
        'Who is driving the van to Truro for the exhibition?',
      ),
    ],
  },
  {
    name: 'an amateur genealogist tracing her Salford family, on a Tuesday',
    highlights: [
      h(
        'Found Great-grandad Albert on the 1911 census in Salford, aged 7. His father is listed as a "carter", not a "carder" like the family story says.',
      ),
      h(
        "Research log tips from the society newsletter: Cite every source as you go. Record negative searches too, because knowing where he isn't saves hours later.",
      ),
      h(
        "Order Albert's 1918 death certificate from the GRO, index ref is in the spreadsheet. Costs £12.50 for the PDF.",
        "Order Albert's 1918 death certificate from the GRO, index ref is in the spreadsheet.",
      ),
      h(
        "Cousin Linda: Did you ever get hold of Aunt Vi's photo albums?\nCousin Linda: Would you mind sending me a copy of Albert's army record when it comes?\nCousin Linda: Hope the knee is better!",
        "Cousin Linda: Did you ever get hold of Aunt Vi's photo albums?",
        "Cousin Linda: Would you mind sending me a copy of Albert's army record when it comes?",
      ),
      h(
        "Salford Local History Library is open Tues–Sat, 10–4. I'm going to book a microfilm reader slot for next Wednesday, they only have two.",
        "I'm going to book a microfilm reader slot for next Wednesday, they only have two.",
      ),
      h(
        'I rang the parish office about the baptism register and they said it went to the county archive years ago. The follow-up from the archive came back empty.',
      ),
      h(
        "to do\nemail Lancs Archives re: St Mary's baptisms 1895–1900\nDNA kit: register online first\npost the kit Thurs",
        "email Lancs Archives re: St Mary's baptisms 1895–1900",
        'DNA kit: register online first',
        'post the kit Thurs',
      ),
      h(
        'The DNA results should take six to eight weeks once the lab receives the sample. Thanks again to Linda for paying for the kit!',
      ),
      h(
        'Never trust a transcription without seeing the original image. Half the errors in online trees come from one misread surname copied a thousand times.',
      ),
      h(
        'We still need to decide whether to pay for the Ancestry world subscription or just use the library edition. It renewed automatically last year, which annoyed me.',
        'We still need to decide whether to pay for the Ancestry world subscription or just use the library edition.',
      ),
      h(
        "Mum's 80th is on the 12th and she keeps asking about the tree. Get it printed A2 at the copy shop by the 9th.",
        'Get it printed A2 at the copy shop by the 9th.',
      ),
    ],
  },
  {
    name: 'an Etsy seller of hand-bound notebooks, on a Wednesday',
    highlights: [
      h(
        'Etsy order 4471 is the one with gold foiling, not silver. Ship by Friday to hit her dispatch date.',
        'Ship by Friday to hit her dispatch date.',
      ),
      h(
        "From the bookbinding forum: Always grain your paper parallel to the spine. If the grain runs the wrong way the pages will cockle and the book won't close flat.",
      ),
      h(
        'Paper supplier (email): Your order of 50 sheets of Fabriano Tiziano has been dispatched and should arrive Tuesday. Thank you for shopping with us!',
      ),
      h(
        'Restock list\nPVA\nwaxed linen thread 18/3\nnew bone folder (the cheap one snapped)',
        'PVA',
        'waxed linen thread 18/3',
        'new bone folder (the cheap one snapped)',
      ),
      h(
        'I sold out of the A6 coptic notebooks at the craft fair on Saturday, which has never happened before. Felt amazing.',
      ),
      h(
        'The Etsy photography course says to shoot products in daylight, never under a lamp. Honestly my listing pictures do look flat.',
      ),
      h(
        'Message from Hannah via Etsy: Can you do a custom guestbook for a wedding on 6 June? Ideally with their initials on the spine, about 100 pages.',
        'Message from Hannah via Etsy: Can you do a custom guestbook for a wedding on 6 June?',
      ),
      h(
        'Etsy fees went up again this month. The listing fee is still 20 cents but the transaction fee is now 6.5%.',
      ),
      h(
        "Don't forget the VAT threshold question for the accountant. Last year I was nowhere near it.",
        "Don't forget the VAT threshold question for the accountant.",
      ),
      h(
        'The glue should be fully cured by the morning. Leaving the covers under the bricks overnight did the trick last time.',
      ),
      h(
        'Book the stall at the Christmas makers market before the early-bird rate ends on the 30th. Last year I left it too late.',
        'Book the stall at the Christmas makers market before the early-bird rate ends on the 30th.',
      ),
      h('Never apologise for your prices. — quote on the wall at the makers co-op'),
    ],
  },
  {
    name: 'a racing pigeon fancier in race season, on a Sunday',
    highlights: [
      h(
        'Young birds must be basketed at the club by 6pm Friday for the Newbury race. Twenty birds max per member this year.',
        'Young birds must be basketed at the club by 6pm Friday for the Newbury race.',
      ),
      h(
        'Saturday: clock the birds in and ring the result through to Terry straight away',
        'Saturday: clock the birds in and ring the result through to Terry straight away',
      ),
      h(
        "Old fanciers' saying: Never feed a bird heavy the night before a race. A hungry pigeon flies home faster, or so my grandad swore.",
      ),
      h(
        'Vet said the canker treatment should clear it within five days. I dosed the whole loft this morning.',
      ),
      h(
        "Terry (club sec): Can you do the clock setting on Thursday night? I'm away at my daughter's.\nTerry (club sec): Also the sweepstake money is due to me by Sunday.",
        'Terry (club sec): Can you do the clock setting on Thursday night?',
        'Terry (club sec): Also the sweepstake money is due to me by Sunday.',
      ),
      h('loft jobs\nscrape perches\nfix the trap door spring', 'scrape perches', 'fix the trap door spring'),
      h(
        'The wind is forecast north-easterly for Saturday, so it should be a slow race. The birds that came second last week looked tired on the drop.',
      ),
      h('I meant to ring the feed merchant about the corn mix last week but it went out of my head.'),
      h('A good loft is dry, airy and draught-free. Ventilation at the top, never at perch level.'),
      h(
        'TODO ring the feed merchant about the corn mix first thing Mon',
        'TODO ring the feed merchant about the corn mix first thing Mon',
      ),
      h('Won the club race with the blue chequer cock, 1,247 ypm. Not bad for a yearling!'),
    ],
  },
  {
    name: 'a cosplayer finishing armour for a convention, on a Thursday',
    highlights: [
      h(
        'MCM is 24–26 May. Armour has to be finished and painted by the 17th so the paint can cure.',
        'Armour has to be finished and painted by the 17th so the paint can cure.',
      ),
      h(
        'EVA foam tip from the Kamui book: Seal every piece with Plasti Dip before you paint, or the foam drinks the paint. Heat-seal the edges with a heat gun first.',
      ),
      h(
        'Priya: are you still up for the group shoot on the Saturday?\nPriya: we need to pick a time, the photographer can do 11 or 3',
        'Priya: are you still up for the group shoot on the Saturday?',
        'Priya: we need to pick a time, the photographer can do 11 or 3',
      ),
      h(
        'Bought the worbla sheet, the resin and the LED strips. The wig came yesterday and the colour is perfect.',
      ),
      h(
        'You need to book the Travelodge before the prices jump again. Last year it was £140 a night by April.',
        'You need to book the Travelodge before the prices jump again.',
      ),
      h(
        "Rule one of con survival, according to every forum: never wear new boots to a con. Eat something that isn't from the food court.",
      ),
      h(
        'Props check at the door is strict this year — no real blades, nothing over 6ft, and all replica guns must be peace-bonded.',
      ),
      h(
        'Sewing list\nhem the cape\nattach the collar to the tunic',
        'hem the cape',
        'attach the collar to the tunic',
      ),
      h("The pattern said to cut on the bias but I didn't, and the cape hangs weird."),
      h(
        'Sometimes I wonder why I put myself through this every May. Worth it when a kid recognises the character, though.',
      ),
      h(
        'Follow up with the print shop about the A1 banner for the stall, it has to be ready by the 20th.',
        'Follow up with the print shop about the A1 banner for the stall, it has to be ready by the 20th.',
      ),
    ],
  },
  {
    name: 'a sea kayaker planning a west-coast trip with a friend, on a Friday',
    highlights: [
      h(
        'From the pilot guide: tidal streams in the Sound of Mull run up to 3 knots at springs. Plan crossings for slack water and always have an escape route.',
      ),
      h(
        'Kit list for the trip\nVHF radio (charge it)\nflares — check the expiry dates',
        'VHF radio (charge it)',
        'flares — check the expiry dates',
      ),
      h(
        "Fiona: I've booked the bunkhouse in Oban for the Friday night.\nFiona: Could you sort the car shuttle back from Mallaig?",
        'Fiona: Could you sort the car shuttle back from Mallaig?',
      ),
      h('The forecast should settle by Wednesday, according to the inshore waters report.'),
      h(
        'Paddled 14km round Cumbrae today in a force 3, felt strong. My left shoulder ached on the last crossing though.',
      ),
      h(
        "Before we launch on the 8th, one of us has to file a trip plan with the coastguard through the SafeTrx app and leave a copy with Fiona's brother, who knows the coast and who to call if we are late.",
        "Before we launch on the 8th, one of us has to file a trip plan with the coastguard through the SafeTrx app and leave a copy with Fiona's brother, who knows the coast and who to call if we are late.",
      ),
      h(
        'Should we bring the tarp or rely on the bothies? The Peanmeanach bothy was packed last August.',
        'Should we bring the tarp or rely on the bothies?',
      ),
      h(
        'Never paddle alone, never paddle further than you can swim back, never trust the forecast. — old boy at the club',
      ),
      h('I was going to replace the deck lines this spring and never got round to it.'),
      h('Roll practice at the pool is every Tuesday 8–9pm during winter. It costs £6 for non-members.'),
      h('Insurance renewal for the boats — due 1 April', 'Insurance renewal for the boats — due 1 April'),
    ],
  },
  {
    name: 'an amateur luthier building his first acoustic guitar, on a Sunday evening',
    highlights: [
      h(
        'Steel-string build log, week 9: Bent both sides on the hot pipe and only cracked one. The cracked one glued back almost invisibly.',
      ),
      h(
        "From Cumpiano's book: Measure twice, cut once, and then measure again. Sharpen your chisels before you think they need it.",
      ),
      h(
        'Order a bag of hide glue granules and a set of bridge clamps from Stewmac',
        'Order a bag of hide glue granules and a set of bridge clamps from Stewmac',
      ),
      h('Humidity in the garage was 68% this morning, way too high for bracing.'),
      h(
        'really should grab a dehumidifier at Home Depot before I glue the top braces',
        'really should grab a dehumidifier at Home Depot before I glue the top braces',
      ),
      h(
        'Tom (luthier course): Bring your rosette and the top plates on Saturday so we can rout the channel together.',
        'Tom (luthier course): Bring your rosette and the top plates on Saturday so we can rout the channel together.',
      ),
      h('The maple binding should arrive early next week, assuming the courier finds the house this time.'),
      h(
        'A guitar is never finished, only abandoned. — overheard at the guild meeting, and I laughed more than I should have.',
      ),
      h('I finally sharpened all the chisels last night and the difference is ridiculous.'),
      h('Why did nobody tell me how much sanding is involved? My forearms are destroyed.'),
      h(
        'guild meeting 2nd Thurs, 7:30 — bring the sides to show',
        'guild meeting 2nd Thurs, 7:30 — bring the sides to show',
      ),
    ],
  },
  {
    name: 'a couple converting a campervan at weekends, on a Saturday',
    highlights: [
      h(
        "Van conversion, weekend 6. We insulated the whole floor with Celotex and laid the ply. Sophie cut her thumb on the jigsaw but it's fine.",
      ),
      h(
        'Action: Ben to pick up the leisure battery from Halfords on Monday after work.',
        'Action: Ben to pick up the leisure battery from Halfords on Monday after work.',
      ),
      h(
        'Rule from the self-build Facebook group: Never run 12V cable without a fuse at the battery end. Size the fuse to the cable, not to the appliance.',
      ),
      h(
        "Sophie: the DVLA page says it needs a fixed bed, a cooker and at least one side window to count.\nMe: I'll ring them Tuesday lunchtime to check what counts as a window.",
        "Me: I'll ring them Tuesday lunchtime to check what counts as a window.",
      ),
      h('Shopping list for B&Q\nsealant\nM6 bolts x 20', 'sealant', 'M6 bolts x 20'),
      h(
        'The roof fan should be watertight now that we resealed it. It rained all night and nothing came through.',
      ),
      h(
        'The gas locker has to be signed off by Gas Safe before the trip on the 21st.',
        'The gas locker has to be signed off by Gas Safe before the trip on the 21st.',
      ),
      h("We both said we'd never do another build. We say that every time."),
      h(
        'Electrics tip from the Explorist video: Plan your whole wiring diagram before you buy a single component.',
      ),
      h('Budget so far is £4,870, which is £600 over. The windows were the big surprise.'),
      h('Bins out tonight', 'Bins out tonight'),
    ],
  },
];
