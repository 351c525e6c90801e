import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_34: LabelledDay[] = [
  {
    name: 'a retired couple on their narrowboat on the Llangollen Canal, Monday',
    highlights: [
      h(
        'Don says the bilge pump is making that grinding noise again. Ring the boatyard at Whixall before we set off Weds.',
        'Ring the boatyard at Whixall before we set off Weds.',
      ),
      h(
        'Tip from the Canal & River Trust leaflet: always leave a lock as you would wish to find it. Never draw the top paddles while the bottom gates are open. Wind on slowly, wind off slowly.',
      ),
      h(
        "Shopping for the boat\ncalor gas bottle (the 6kg one)\nsomething for Don's knee\nThe Co-op in Ellesmere shuts at 8.",
        'calor gas bottle (the 6kg one)',
        "something for Don's knee",
      ),
      h(
        'We moored at Ellesmere last night and had fish and chips on the roof. Lovely evening, swallows everywhere.',
      ),
      h(
        'Susan: Mum can you send me the photos of the kids on the boat?\nSusan: no rush, whenever you get signal x\nMe: lovely, speak soon xx',
        'Susan: Mum can you send me the photos of the kids on the boat?',
      ),
      h(
        "Don's blood pressure tablets — repeat prescription has to be ordered by Thursday or we'll run out in Llangollen.",
        "Don's blood pressure tablets — repeat prescription has to be ordered by Thursday or we'll run out in Llangollen.",
      ),
      h(
        'Paid the boat licence online this morning, £1,100 this year. It should come through in the post within ten days.',
      ),
      h(
        "Don's motto on the cut, slow down, nobody ever got anywhere fast on a canal. He should know, he's been at it forty years.",
      ),
      h('Heard from the couple on Kingfisher that the aqueduct might be shut for repairs in June. Typical!'),
      h(
        'Weather says rain all Thursday, then sunny spells. Don wants to push on to Chirk anyway, stubborn man.',
      ),
      h(
        'Scraped the bow on the bridge hole at Frankton, nothing serious.\nYou need to write to the insurers about it anyway, Margaret',
        'You need to write to the insurers about it anyway, Margaret',
      ),
    ],
  },
  {
    name: 'a U3A local history group leader on meeting day, Tuesday',
    highlights: [
      h(
        'Meeting notes, Tuesday\nAttendance 14, two apologies\nAgreed the summer outing is Ironbridge\nAction: Gwen to ring the coach firm for quotes\nAction: me to book the Gorge museum group rate',
        'Action: Gwen to ring the coach firm for quotes',
        'Action: me to book the Gorge museum group rate',
      ),
      h(
        'From Hoskins, The Making of the English Landscape: read the hedges like a document. Walk the parish boundary and you will learn more than a month in the archives can teach you.',
      ),
      h(
        'Peter asked if we could do a session on the workhouse records. We still need to decide whether to move meetings to the library while the hall roof is done.',
        'We still need to decide whether to move meetings to the library while the hall roof is done.',
      ),
      h('Alan brought the projector last time and the bulb went. What a palaver that was.'),
      h(
        "The printed programmes should arrive from Tudor Print on Monday. Membership subs — chase the four who haven't paid by end of month",
        "Membership subs — chase the four who haven't paid by end of month",
      ),
      h(
        "Lovely talk from Mrs Ashworth on the mill strikes of 1842. She brought her grandfather's union card!",
      ),
      h(
        "Note to self: don't forget to return the parish maps to the county record office before they close on Friday.",
        "Note to self: don't forget to return the parish maps to the county record office before they close on Friday.",
      ),
      h("Where would this group be without Gwen? Nowhere, that's where."),
      h("The follow-up survey from last month's trip was very positive. Everyone loved the canal museum."),
      h(
        'From the regional office\nCould group leaders please send their attendance figures for the year by 30 April?\nMany thanks for all you do.',
        'Could group leaders please send their attendance figures for the year by 30 April?',
      ),
      h(
        'Tried the new scanner at the library, much quicker than the old one. Scanned all the 1911 census pages for Hollins Lane.',
      ),
      h(
        "follow up with the vicar re the churchwardens' accounts 1790s\nHe said they're in the vestry safe.",
        "follow up with the vicar re the churchwardens' accounts 1790s",
      ),
    ],
  },
  {
    name: 'a lollipop man at a primary school crossing, Wednesday',
    highlights: [
      h(
        'The reflective strip on my coat is peeling off. Ask the road safety office for a new coat.',
        'Ask the road safety office for a new coat.',
      ),
      h(
        'Silver Ford Focus went through while I was in the road again, 8.42 this morning. Reg starts WK19. Need to report it to PCSO Dobson before Friday.',
        'Need to report it to PCSO Dobson before Friday.',
      ),
      h(
        "From the training day: Stand where drivers can see you. Never wave traffic on, it's not your job. Hold the sign upright and still.",
      ),
      h('Little Amir in Year 2 gave me a drawing of me and my sign. Pinned it on the fridge.'),
      h(
        "Mrs Kaur (head): Ken, could you cover the crossing for the Christmas fair on Saturday 7th?\nMrs Kaur (head): it's 10 till 1, teas provided!",
        'Mrs Kaur (head): Ken, could you cover the crossing for the Christmas fair on Saturday 7th?',
      ),
      h(
        'Grandkids Sunday\nget squash and biscuits\nFound the old Subbuteo in the loft yesterday\nThey love that game.',
        'get squash and biscuits',
      ),
      h('Knee playing up in the cold. GP Thurs 10.20 Oakfield surgery', 'GP Thurs 10.20 Oakfield surgery'),
      h('Bins out tonight', 'Bins out tonight'),
      h(
        "The council says the new zigzag markings should be done over half term. About time, I've been asking since 2019.",
      ),
      h(
        'Twenty-two years on this crossing come September. Some of the mums I see across now I saw across as kids.',
      ),
      h(
        'Holiday form has to be in to the council by the end of the month if I want cover for Easter week.',
        'Holiday form has to be in to the council by the end of the month if I want cover for Easter week.',
      ),
    ],
  },
  {
    name: 'an allotment holder on plot 14, Saturday morning',
    highlights: [
      h(
        'Plot 14 jobs this week\nDig over the bean trench\nNet the brassicas before the pigeons find them\nMended the water butt, finally.',
        'Dig over the bean trench',
        'Net the brassicas before the pigeons find them',
      ),
      h(
        "Gardeners' World tip: never water in the midday sun, water at dusk. Feed tomatoes weekly once the first truss has set.",
      ),
      h(
        'Notice on the shed door. Committee: Could all plot holders please clear their paths of weeds before the inspection on 15 June?',
        'Committee: Could all plot holders please clear their paths of weeds before the inspection on 15 June?',
      ),
      h(
        'Old Harry on plot 9 says you should always plant garlic on the shortest day and lift it on the longest. He swears by it.',
      ),
      h(
        'Seed potatoes should arrive from the mail order people on Tuesday. Charlotte and Pink Fir Apple this year.',
      ),
      h('Plot rent £38, due 1st April', 'Plot rent £38, due 1st April'),
      h('The rhubarb is coming up beautifully, first pull of the year. Made a crumble for tea.'),
      h(
        "Lisa: Mum can I have some of your runner bean seeds for the kids' school project?\nLisa: no worries if not xx",
        "Lisa: Mum can I have some of your runner bean seeds for the kids' school project?",
      ),
      h(
        "There's been another break-in on the far side, two strimmers gone. Must remember to lock the shed every time.",
        'Must remember to lock the shed every time.',
      ),
      h(
        'Dave is coming with the van on the 20th. We still need to decide whether the greenhouse goes on the east side or by the hedge.',
        'We still need to decide whether the greenhouse goes on the east side or by the hedge.',
      ),
      h('Slugs had the lettuces again. Beer traps are useless whatever they say in the magazines.'),
    ],
  },
  {
    name: 'a retired bowls club secretary, Thursday',
    highlights: [
      h(
        'AGM minutes\nApologies from Frank and Maureen\nTreasurer reported a surplus of £412\nThe green should be ready for the first roll-up on 20 April\nAction: Bob and Stan to repaint the benches\nSecretary to write to the council about the car park lights',
        'Action: Bob and Stan to repaint the benches',
        'Secretary to write to the council about the car park lights',
      ),
      h(
        'Email from Bowls England: affiliation fees must be paid by 31 March. The rates have gone up by 5% this year.',
        'Email from Bowls England: affiliation fees must be paid by 31 March.',
      ),
      h('Coaching booklet says: Keep your eyes on the line, not the jack. Follow through every time.'),
      h(
        "Frank: Eileen could you put me down for the triples on Saturday please\nFrank: Joan says she doesn't need a lift now, her son's driving her",
        'Frank: Eileen could you put me down for the triples on Saturday please',
      ),
      h(
        "Tesco gave us a hamper last year. Don't forget the raffle prizes for the open day",
        "Don't forget the raffle prizes for the open day",
      ),
      h(
        'Lovely game against Hadley on Tuesday, we lost by two shots but nobody minded. Tea and scones after.',
      ),
      h("The new members' follow-up evening went well, six people came back."),
      h("Who's doing the teas rota for May?", "Who's doing the teas rota for May?"),
      h("I rang the greenkeeper about the moss. He said he'd treat it next week."),
      h('Why do we always leave everything to the last minute? Every single year.'),
      h(
        'Club mobile: need a new SIM before the old contract ends on the 28th',
        'Club mobile: need a new SIM before the old contract ends on the 28th',
      ),
    ],
  },
  {
    name: 'a hospital radio volunteer presenter, Sunday',
    highlights: [
      h(
        'Sunday request show\nWard 6 asked for Vera Lynn again\nMrs Pritchard on ward 3 asked for Abide With Me for her late husband\nPlay it first thing, before the news',
        'Play it first thing, before the news',
      ),
      h(
        'Studio notes: the fader on channel 2 crackles. TODO tell Gordon so he can order a new one',
        'TODO tell Gordon so he can order a new one',
      ),
      h(
        "Presenting tips from the course: Smile when you talk, listeners can hear it. Never leave more than three seconds of silence. Keep patients' names off air unless they agree.",
      ),
      h(
        "Need to renew my DBS check before it runs out in June. The hospital says it should only take a couple of weeks now it's all online.",
        'Need to renew my DBS check before it runs out in June.',
      ),
      h(
        "Gordon: can you cover the Wednesday afternoon slot while I'm in Tenerife?\nGordon: back on the 12th",
        "Gordon: can you cover the Wednesday afternoon slot while I'm in Tenerife?",
      ),
      h('Forty years since I first sat behind a microphone. Still get butterflies.'),
      h(
        "A lady in Shrewsbury has donated her late husband's record collection, nearly 300 LPs. You must collect them from her before Thursday, she's moving into a home.",
        "You must collect them from her before Thursday, she's moving into a home.",
      ),
      h('On air Sundays 7–9pm, wards 1 to 8 and the day unit.'),
      h('Did a lovely interview with the chaplain about Advent. Everyone said it was the best one yet.'),
      h('Car insurance renewal — the 19th', 'Car insurance renewal — the 19th'),
      h('What makes a good request show? Heart, mostly.'),
    ],
  },
  {
    name: 'a retired Neighborhood Watch block captain in Ohio, Friday',
    highlights: [
      h(
        'Group text\nDenise (#42): that man was going door to door about "roof repairs" again today\nGeoff (#7): yep, Tuesday, I sent him packing\nDenise (#42): Dolores can you put something in the newsletter about it?',
        'Denise (#42): Dolores can you put something in the newsletter about it?',
      ),
      h(
        'Police newsletter: Lock your car even in the driveway. Keep spare keys away from the mail slot. Engrave your bikes.',
      ),
      h(
        'Bike engraving event at the rec center Sat 14th 10–12, need to book Officer Hughes for it',
        'Bike engraving event at the rec center Sat 14th 10–12, need to book Officer Hughes for it',
      ),
      h(
        'Orchard Way flyers\nprint 40 copies at the library\ndeliver them with Bill on Tuesday afternoon',
        'print 40 copies at the library',
        'deliver them with Bill on Tuesday afternoon',
      ),
      h('The city should be fixing the streetlight outside 19 next week. They said that in March.'),
      h(
        "Mrs Abbott at 23 is in the hospital, her daughter called. I'll check on the house and bring her mail in until she's home.",
        "I'll check on the house and bring her mail in until she's home.",
      ),
      h(
        'Quarterly meeting went great, 18 people and the sergeant came. Thanks to Joyce for the sandwiches and the gorgeous lemon bars.',
      ),
      h(
        'Remember to send Joyce a card, her 80th is Wednesday.',
        'Remember to send Joyce a card, her 80th is Wednesday.',
      ),
      h('Scam call again today, "your internet is being disconnected". Hung up right away.'),
      h(
        "Reminder to self, the block captains' training downtown is Thursday 9:30. Parking there is a nightmare.",
        "Reminder to self, the block captains' training downtown is Thursday 9:30.",
      ),
      h('How on earth do they get these numbers? It beats me.'),
    ],
  },
  {
    name: 'a village hall bookings secretary, Monday',
    highlights: [
      h(
        'Bookings this week\nMon Slimming World 6pm\nTues Brownies\nWed free — Mrs Lowe wants it for a wake, ring her back\nThurs short mat bowls',
        'Wed free — Mrs Lowe wants it for a wake, ring her back',
      ),
      h(
        'Hall rules, as printed on the kitchen door: Leave the kitchen as you find it. Switch off the urn. Stack chairs in tens.',
      ),
      h('Boiler man came Thursday and said it should last another winter. Fingers crossed.'),
      h(
        'Fire extinguishers have to be serviced before the insurance renewal on 1 May.',
        'Fire extinguishers have to be serviced before the insurance renewal on 1 May.',
      ),
      h(
        'Malcolm (treasurer): Hilary, can you send me the booking income for March by Friday?\nMalcolm (treasurer): the examiner wants the accounts early this year',
        'Malcolm (treasurer): Hilary, can you send me the booking income for March by Friday?',
      ),
      h(
        'Must get the piano tuned before the Gilbert and Sullivan lot come in June',
        'Must get the piano tuned before the Gilbert and Sullivan lot come in June',
      ),
      h("Lost property box is overflowing. Three umbrellas, a child's cardigan and somebody's teeth!"),
      h(
        'Key holders list out of date\nCheck with Pat and Ron that they still have theirs',
        'Check with Pat and Ron that they still have theirs',
      ),
      h("I meant to put the new price list up on the noticeboard last week. It's still in my handbag."),
      h(
        'Should we charge more for weekend parties? Other halls round here are £25 an hour.',
        'Should we charge more for weekend parties?',
      ),
      h(
        'Wedding reception enquiry for Saturday 16 August. Get back to them by Wednesday with a quote.',
        'Get back to them by Wednesday with a quote.',
      ),
      h('Happy memories of the Jubilee party here, bunting everywhere.'),
    ],
  },
];
