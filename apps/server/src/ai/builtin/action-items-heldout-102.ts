import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_102: LabelledDay[] = [
  {
    name: 'Hilary, 58, a volunteer weather and rainfall observer in the Yorkshire Dales keeping a daily weather diary, on a Sunday in February',
    highlights: [
      h(
        'Sun 9 Feb\n09:00 obs: max 6.1, min -2.4, grass min -5.8. Rain 3.2mm overnight, mostly sleet. Wind W force 4, gusting 6 at lunchtime.',
      ),
      h(
        "Screen thermometer reading half a degree high against the spare again this morning. Need to check the max thermometer against the reference before tomorrow's 9am reading.",
        "Need to check the max thermometer against the reference before tomorrow's 9am reading.",
      ),
      h(
        "From the observer's handbook: Read the gauge at the same time every day, and never estimate a missed reading. Good advice, and I have ignored it exactly once.",
      ),
      h(
        'Kit jobs\n- [x] Order new wet-bulb wick\n- [ ] Re-paint the Stevenson screen\n- [ ] Swap the warped snow board\n- [x] Clear the gauge funnel',
        'Re-paint the Stevenson screen',
        'Swap the warped snow board',
      ),
      h(
        "[08/02/2025, 18:42] Dan: are you sending the January summary to the club or shall I?\n[08/02/2025, 18:44] Hilary: I sent it this afternoon\n[08/02/2025, 18:45] Dan: can you bring the old rain records to Thursday's talk",
        "Dan: can you bring the old rain records to Thursday's talk",
      ),
      h(
        'Forecast for the week looks grim. Snow should arrive by Wednesday, so that is the day for the snow depth readings. Farmer Bell rang to say the beck has burst its banks at the bottom field.',
      ),
      h(
        'Garden: the grass under the minimum thermometer is overgrown. You need to cut the grass round the thermometer plot before it skews the readings.',
        'You need to cut the grass round the thermometer plot before it skews the readings.',
      ),
      h(
        'Reset the max and min thermometers at 9 this morning as usual. Both settled within a minute and the readings matched the digital station.',
      ),
      h(
        "Meant to change the batteries in the logger before the weekend and didn't. Lost six hours of data, which was daft. AA batteries Tues — the hardware shop in Hawes is open till 5.",
        'AA batteries Tues — the hardware shop in Hawes is open till 5.',
      ),
      h(
        'Climate club meeting is on the 22nd at the Swan. Lovely turnout last year, nearly forty people. Who is giving the talk on the 1947 winter this year?',
        'Who is giving the talk on the 1947 winter this year?',
      ),
      h(
        'Spring will start early, the long-range says. The first frogspawn should appear by March. Frost hollows like ours lag a week behind, according to the forum.',
      ),
    ],
  },
  {
    name: 'Owen, 61, who presses cider from his own Herefordshire orchard and keeps a batch log, on a Saturday in October',
    highlights: [
      h(
        'Sat 18 Oct\nPressed the Dabinett and Yarlington Mill, roughly 180 litres. Juice at 1.052, pH 3.8. Sweet, bitter and very cloudy, as it should be.',
      ),
      h(
        'Fermenter 3 (Kingston Black) still bubbling hard. Rack it off the lees once it drops below 1.010.',
        'Rack it off the lees once it drops below 1.010.',
      ),
      h(
        'pH too high on the Yarlington\nadd malic tmrw to bring it to 3.6\nnothing to be done for the Dabinett',
        'add malic tmrw to bring it to 3.6',
      ),
      h('Copas again: never let the pomace sit overnight in warm weather. Learnt that the hard way in 2019.'),
      h(
        'Shopping for the shed\nCampden tablets\nAirlocks x6\nsanitiser',
        'Campden tablets',
        'Airlocks x6',
        'sanitiser',
      ),
      h(
        'From Bryn at the Three Horseshoes:\n> Can you do us two more boxes of the medium dry for the harvest supper, by the 1st if poss?\nTold him yes on the phone.',
        'Can you do us two more boxes of the medium dry for the harvest supper, by the 1st if poss?',
      ),
      h(
        "Grass in the orchard is knee high. Gethin's ewes grazed it down beautifully last winter and the apples came through clean.",
      ),
      h(
        'Bottled the 2024 keeved batch last weekend. Tasted beautiful, natural sparkle and no gushers so far. It should be ready to drink by Christmas.',
      ),
      h(
        "Last year's log says I meant to prune the Ellis Bitter hard and never did. It shows, the crop was half what it was.",
      ),
      h('HMRC: under 7,000 litres a year is exempt from cider duty. We made about 2,400 this year.'),
      h(
        'Note to self — the press bag has a tear along the seam, get a new one ordered before the Foxwhelp come in next week.',
        'Note to self — the press bag has a tear along the seam, get a new one ordered before the Foxwhelp come in next week.',
      ),
    ],
  },
  {
    name: 'Marguerite, 42, training for a solo Channel swim and keeping a swim log, on a Sunday in June',
    highlights: [
      h(
        'Sun 15 June, Dover harbour\n6 hrs in 14.5 degrees, feeds every 45 mins. Shoulder fine until hour 5 then niggly. Stroke rate held at 58.',
      ),
      h(
        'Feed plan is not working, felt sick from hour 3. Try the maltodextrin at a weaker mix next Saturday.',
        'Try the maltodextrin at a weaker mix next Saturday.',
      ),
      h('Coach Tess: "Long swims are about boredom, not fitness." Very true today.'),
      h(
        'Pilot admin\n- [x] Pay the CS&PF membership\n- [ ] Medical form to pilot by 30 June\n- [ ] Book the Folkestone B&B\n- [x] Observer sorted',
        'Medical form to pilot by 30 June',
        'Book the Folkestone B&B',
      ),
      h(
        'Physio Weds 8am re shoulder. She thinks it is the rotator cuff again but nothing serious.',
        'Physio Weds 8am re shoulder.',
      ),
      h(
        'Read that cold-water swimmers should never swim alone. Obviously. It is the rule in the harbour anyway.',
      ),
      h(
        '14/06/2025, 21:03 - Sian: who is driving to Dover next Saturday?\n14/06/2025, 21:05 - Jo: sorted, Dev is driving\n14/06/2025, 21:06 - Sian: Marguerite can you bring the big thermos for the feeds',
        'Sian: Marguerite can you bring the big thermos for the feeds',
      ),
      h(
        'Weight 71.2kg. Need to put on another 2kg of insulation before September, which means eating properly, not just more biscuits.',
        'Need to put on another 2kg of insulation before September, which means eating properly, not just more biscuits.',
      ),
      h(
        'Thought for the week from the club newsletter: Respect the water, and it will let you come home. Lovely line.',
      ),
      h('Tide window opens 2 Sept. The boat should be confirmed by the end of July, Lance says.'),
      h('Ear plugs lost again! Order two more pairs tonight.', 'Order two more pairs tonight.'),
    ],
  },
  {
    name: 'Sandeep, 29, a private pilot building hours towards a commercial licence, writing up his flying log at a Warwickshire airfield on a Wednesday',
    highlights: [
      h(
        'Wed 4 June, G-BSXA PA-28, Wellesbourne to Sleap and back\n1.4 hrs, total now 137.2. Crosswind at Sleap about 12 kt, landing was fine but floaty.',
      ),
      h(
        "Debrief with my instructor: my radio calls are too long. Practise the standard joining calls out loud before Friday's flight.",
        "Practise the standard joining calls out loud before Friday's flight.",
      ),
      h(
        'From the Flyer article: Always fly the aircraft first, whatever the radio is doing. Aviate, navigate, communicate.',
      ),
      h(
        'Logbook admin\n1. Get Mike to countersign the last three entries\n2. Logbook pages have to be scanned and sent with the CAA application\n3. Hours carried forward: 137.2',
        'Get Mike to countersign the last three entries',
        'Logbook pages have to be scanned and sent with the CAA application',
      ),
      h(
        'The oil was a quart low at the walkaround, topped up before departure. Engineer says the Arrow should be back from its 50-hour check by Monday.',
      ),
      h('Landing fee at Sleap was £12. Expensive day but worth it.'),
      h(
        'Still need to decide whether to do the CPL modular in Oxford or go to Spain for it.',
        'Still need to decide whether to do the CPL modular in Oxford or go to Spain for it.',
      ),
      h(
        'Club WhatsApp\n[03/06/2025, 19:20] Alison: Sandeep, could you ferry G-BSXA to Coventry on the 12th for the avionics job?\n[03/06/2025, 19:33] Sandeep: yes no problem',
        'Alison: Sandeep, could you ferry G-BSXA to Coventry on the 12th for the avionics job?',
      ),
      h('I should have asked Sleap for the QFE instead of guessing. Lesson learned.'),
      h(
        'Fri 0900 nav ex to Gloucester and Welshpool, plan the route and get the NOTAMs on Thursday night.',
        'Fri 0900 nav ex to Gloucester and Welshpool, plan the route and get the NOTAMs on Thursday night.',
      ),
      h('Hours to go for the CPL: 62.8. Feels like a lot.'),
    ],
  },
  {
    name: 'Glyn, 63, who coppices hazel in his own small wood in Carmarthenshire and keeps a woodland diary, on a Saturday in January',
    highlights: [
      h(
        'Sat 11 Jan — coupe 4, hazel\nCut about 40 stools, roughly a third of the coupe. Ground frozen hard, which kept the rides from churning.',
      ),
      h(
        'Two of the oak standards have bark stripping from the deer again. Wrapped guards round them and they look all right for now.',
      ),
      h(
        'Old Emrys always said: Never cut hazel when the sap is rising, the stools will sulk for years. Still true.',
      ),
      h(
        'Wood jobs\n- sharpen the billhook\n- [x] new chain for the saw\n- stack the pea sticks by the gate\n- fix the ride gate, it sticks',
        'sharpen the billhook',
        'stack the pea sticks by the gate',
        'fix the ride gate, it sticks',
      ),
      h(
        'The Llandeilo hurdle order is next on the book. Remember to drop the froe at the forge on Friday for sharpening.',
        'Remember to drop the froe at the forge on Friday for sharpening.',
      ),
      h('Charcoal burn from last week: 48 bags from one kiln. Best yield since 2019.'),
      h(
        '[10/01/2025, 20:11] Kev: you got any of that seasoned ash spare\n[10/01/2025, 20:14] Glyn: half a trailer, come round tmrw\n[10/01/2025, 20:15] Kev: ta. can you ask your Gareth about the tractor hire too',
        'Kev: ta. can you ask your Gareth about the tractor hire too',
      ),
      h(
        'Buzzard about again, sat on the ash by the pond at 4pm. Nothing to be done about the squirrels either.',
      ),
      h(
        'Tree surgeon says the dieback should take the big ash by the road within two years. Had him look at it today.',
      ),
      h(
        'Whips arrived today from the nursery. Plant the 200 hazel whips in the gap by the stream before the end of February.',
        'Plant the 200 hazel whips in the gap by the stream before the end of February.',
      ),
      h(
        'Woodland grant claim form due by the end of January, £460 for the fencing.',
        'Woodland grant claim form due by the end of January, £460 for the fencing.',
      ),
    ],
  },
  {
    name: 'Tomás, 27, thru-hiking the Pacific Crest Trail and keeping a trail journal, on a Tuesday in the High Sierra',
    highlights: [
      h(
        'Day 58, Tue June 17. Mile 788 to 806. Forester Pass today, 13,200 ft, snow on the north side was soft by noon. Crossed with Pilot and Sunshine.',
      ),
      h(
        'Resupply at Kearsarge/Bishop\n- [ ] Bishop PO box, before noon Sat\n- [ ] New socks (two pairs)\n- [x] Fuel canister\n- [x] Call mom',
        'Bishop PO box, before noon Sat',
        'New socks (two pairs)',
      ),
      h(
        'Trail wisdom from a sign at the ranger station: Hike your own hike. Take only pictures, leave only footprints.',
      ),
      h(
        "Left knee is sore on the descents. I need to tape it before tomorrow's climb to Glen Pass.",
        "I need to tape it before tomorrow's climb to Glen Pass.",
      ),
      h(
        'Camp talk\nSunshine: can you carry the shared food bag tomorrow?\nPilot: we should be over Glen by 10 if we leave at 5\nMe: sounds good',
        'Sunshine: can you carry the shared food bag tomorrow?',
      ),
      h("Saw a marmot steal someone's Snickers. Best thing all week."),
      h(
        'Should be in Bishop by Friday night if the snow holds. The hostel should have beds midweek, less so on weekends.',
      ),
      h(
        'Remember to email Inyo permits about changing my exit date.',
        'Remember to email Inyo permits about changing my exit date.',
      ),
      h(
        "I meant to filter water at Tyndall Creek and didn't, so I was rationing for the last 4 miles. Dumb.",
      ),
      h(
        'Gear: the Sawyer is slowing down. Backflush the filter at the next campsite with good flow.',
        'Backflush the filter at the next campsite with good flow.',
      ),
      h('Miles this week: 118. Zero planned for Bishop, I deserve it.'),
    ],
  },
  {
    name: 'Ingrid, 48, who keeps dairy goats on a smallholding in mid-Wales and writes a kidding diary, on a Thursday in March',
    highlights: [
      h(
        'Thurs 13 March\nBramble kidded at 3.40am, twin doelings, both up and sucking within the hour. Placenta out by 6. Gave her warm water with molasses.',
      ),
      h(
        'Clover is bagging up fast and her ligaments are going soft. Check her every two hours tonight.',
        'Check her every two hours tonight.',
      ),
      h(
        'From the smallholding book: Never pull a kid unless you are sure of its position. Patience saves more kids than hands do.',
      ),
      h(
        'Kidding kit running low\niodine for navels\nmore colostrum powder\n[x] lube',
        'iodine for navels',
        'more colostrum powder',
      ),
      h(
        'Buck kid needs disbudding by Saturday at the latest. Martin did the last lot and was very quick.',
        'Buck kid needs disbudding by Saturday at the latest.',
      ),
      h('Hay is nearly gone, maybe ten bales left. The merchant should be delivering next Tuesday.'),
      h(
        'Email from Rhian re the Saanen buckling\n> Hi Ingrid, could you send me a photo of his dam before I commit?\n> Also is he disbudded?',
        'Hi Ingrid, could you send me a photo of his dam before I commit?',
        'Also is he disbudded?',
      ),
      h('Milk recording: Hazel 3.1 litres am, 2.8 pm. Better than last year.'),
      h('The vet said Bramble looks fine. Paid the invoice straight away for once.'),
      h(
        'You need to register the twins with the BGS before the end of April. Blue forms are in the dresser drawer.',
        'You need to register the twins with the BGS before the end of April.',
      ),
      h(
        'Last year I swore I would stagger the matings so they did not all kid in the same week. Clearly I did not.',
      ),
    ],
  },
  {
    name: 'Reg, 67, restoring a 1967 Triumph Spitfire in his garage and keeping a restoration log, on a Saturday in November',
    highlights: [
      h(
        'Sat 22 Nov\nGot the nearside sill cut out. Rot worse than expected behind the jacking point, about 6 inches of floor pan too.',
      ),
      h(
        'Order the floor pan repair section from Rimmer Bros on Monday, part 804342.',
        'Order the floor pan repair section from Rimmer Bros on Monday, part 804342.',
      ),
      h(
        'Workshop manual says: Always disconnect the battery before welding anywhere on the body. Learnt that one in 1983 on a Mini.',
      ),
      h(
        'Jobs before the MOT\n- Bleed the brakes\n- [x] Wiper blades\n- [x] Headlamp aim\n- Chase the trimmer about the seats',
        'Bleed the brakes',
        'Chase the trimmer about the seats',
      ),
      h(
        'The paint should go on in spring, if the weather lets me open the garage door. Trevor and I are to get the engine out next weekend while his son has the hoist free.',
        'Trevor and I are to get the engine out next weekend while his son has the hoist free.',
      ),
      h(
        '[21/11/2025, 17:40] Colin: exhaust is done and sat in my van\n[21/11/2025, 17:52] Reg: great, ta\n[21/11/2025, 17:53] Colin: could you have the old one off by Tuesday so I can check the hangers',
        'Colin: could you have the old one off by Tuesday so I can check the hangers',
      ),
      h('Sandblasting the bonnet took all afternoon. My arms are dead.'),
      h('Insurance renewal due 3 Dec. Hagerty quote was £142 last year.', 'Insurance renewal due 3 Dec.'),
      h('I keep telling myself I will label every bolt bag this time. Some hope.'),
      h(
        'Heritage certificate — apply online for it, you need it for the DVLA age-related plate.',
        'Heritage certificate — apply online for it, you need it for the DVLA age-related plate.',
      ),
      h('Total spent so far: £4,310. Margaret does not need to know that.'),
    ],
  },
];
