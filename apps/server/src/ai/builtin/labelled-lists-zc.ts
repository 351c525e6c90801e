import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZC: LabelledListDay[] = [
  {
    name: 'Priya, co-founder of a vertical-farming startup growing salad leaves in Dundee, on a Tuesday',
    highlights: [
      h(
        'Ops weekly, Tue\nAttendees: Priya, Callum, Ines, Rob\nAgreed: we switch the basil line to the new LED recipe from Monday.\nRob flagged that humidity in grow room 2 has been above 85% since Friday.\nCallum to get quotes for a second dehumidifier.\nWe talked about moving harvest to nights but nothing settled yet.\nInes showed the revised tray layout, looks good.\nRob on holiday from the 28th.',
        {
          decisions: ['Agreed: we switch the basil line to the new LED recipe from Monday.'],
          problems: ['Rob flagged that humidity in grow room 2 has been above 85% since Friday.'],
        },
      ),
      h(
        "Re: pea shoots, PO 4471\n> Two of the last three pallets of pea shoots arrived with slimy leaves at the bottom of the clamshells.\n> Please send us a root cause before Friday's order.\nOn it, will send our cold-chain logs today.\nCold store temps looked normal all week on our side.\nThanks, Priya",
        {
          problems: [
            'Two of the last three pallets of pea shoots arrived with slimy leaves at the bottom of the clamshells.',
          ],
        },
      ),
      h(
        'Farming has always been a negotiation with failure. The good grower does not decide whether to fail, only how cheaply. Everything else is weather. A crop that never surprises you is one you have stopped watching.',
      ),
      h(
        "Ines: big news, Dr Amara Okafor joins us as head of plant science on 1 May!\nInes: she spent eight years at the James Hutton Institute working on lettuce genetics.\nInes: she'll be based in Dundee three days a week.\nInes: welcome drinks Thursday at the Bank Bar.",
        {
          announcements: ['Ines: big news, Dr Amara Okafor joins us as head of plant science on 1 May!'],
        },
      ),
      h(
        'Board call notes\nThe board approved the £1.2m bridge round on the terms from the March deck.\nCash runway is now 7 months at current burn, down from 9.\nDiscussed whether to open a second site in Glasgow; revisit in Q3.\nDecision: we pause the microgreens subscription product until the new site is live.\nNext board call is 19 May.',
        {
          decisions: [
            'The board approved the £1.2m bridge round on the terms from the March deck.',
            'Decision: we pause the microgreens subscription product until the new site is live.',
          ],
          problems: ['Cash runway is now 7 months at current burn, down from 9.'],
        },
      ),
      h(
        'Growlog 5.2 is out today.\nBatch labels now print as QR codes.\nThe mobile app now works offline in grow rooms with poor signal.\nSee the help centre for the full list of changes.\nThanks to everyone who sent feedback during the beta.',
        {
          announcements: [
            'Growlog 5.2 is out today.',
            'Batch labels now print as QR codes.',
            'The mobile app now works offline in grow rooms with poor signal.',
          ],
        },
      ),
      h(
        "Note to self\nDon't set pricing on gut feel again.\nCheck what the Dutch farms charge per kg before the Aldi meeting.\nAsk Rob how he costs electricity per tray.\nBring samples of the rocket mix.",
      ),
      h(
        'Dundee City Council has approved plans for a 40-acre food innovation park at Claverhouse. The first units open to tenants in spring 2027. The park is expected to create around 300 jobs over ten years. It sits next to the existing business park on the A90. Planning permission was first sought in 2023.',
        {
          decisions: [
            'Dundee City Council has approved plans for a 40-acre food innovation park at Claverhouse.',
          ],
          announcements: ['The first units open to tenants in spring 2027.'],
        },
      ),
      h(
        "Incident, night of 13 Apr\nPump 3 tripped at 02:40 and the NFT channels in room 1 ran dry for about 50 minutes.\nAbout 300 heads of lettuce are wilted and probably lost.\nThe night alarm didn't page anyone because the SIM in the controller had expired.\nRob is checking the other two pumps today.\nLogged in the incident book.",
        {
          problems: [
            'Pump 3 tripped at 02:40 and the NFT channels in room 1 ran dry for about 50 minutes.',
            'About 300 heads of lettuce are wilted and probably lost.',
            "The night alarm didn't page anyone because the SIM in the controller had expired.",
          ],
        },
      ),
      h(
        "[14/04/2026, 16:02] Callum: we're going with Hydrogrow for the new dehumidifier, quote was £2k cheaper\n[14/04/2026, 16:03] Priya: 👍\n[14/04/2026, 16:05] Callum: fyi the forklift battery is failing again, won't hold charge past lunchtime\n[14/04/2026, 16:06] Priya: ugh, ok",
        {
          decisions: ["Callum: we're going with Hydrogrow for the new dehumidifier, quote was £2k cheaper"],
          problems: ["Callum: fyi the forklift battery is failing again, won't hold charge past lunchtime"],
        },
      ),
      h(
        'The hardest part of a startup is not deciding what to build. It is deciding what to stop building. Most founders launch too many things and finish too few. Focus is a muscle. It gets weaker when you are tired.',
      ),
      h(
        'From next month all staff get a free weekly veg box. Our new packing hall opens on 2 June, with a proper break room at last! Thanks to everyone who put up with the portacabin all winter.',
        {
          announcements: [
            'From next month all staff get a free weekly veg box.',
            'Our new packing hall opens on 2 June, with a proper break room at last!',
          ],
        },
      ),
    ],
  },
  {
    name: 'Jo, owner of a six-person custom bicycle frame-building workshop in Sheffield, on a Thursday',
    highlights: [
      h(
        'Thursday huddle\nWe decided to stop taking new titanium orders until the backlog is under 20 frames.\nLead time on steel frames is now 14 weeks, which customers are not happy about.\nTom suggested hiring a second welder.\nNo decision on that yet.\nAlso settled: the Loxley launch price is £1,650 for the frameset.\nNext huddle Thursday as usual.',
        {
          decisions: [
            'We decided to stop taking new titanium orders until the backlog is under 20 frames.',
            'Also settled: the Loxley launch price is £1,650 for the frameset.',
          ],
          problems: ['Lead time on steel frames is now 14 weeks, which customers are not happy about.'],
        },
      ),
      h(
        "> The frame arrived with a chip in the paint on the top tube and the seatpost clamp won't tighten properly.\n> Otherwise the bike rides beautifully.\nReplied offering a free respray and a new clamp.\nNeed to check how the courier packed it.",
        {
          problems: [
            "The frame arrived with a chip in the paint on the top tube and the seatpost clamp won't tighten properly.",
          ],
        },
      ),
      h(
        'Kestrel Tubing customer update: due to a mill fault, deliveries of Spirit tube sets are delayed until at least July. We apologise for the inconvenience. Orders already placed will keep their place in the queue. Thank you for your understanding.',
        {
          problems: [
            'Kestrel Tubing customer update: due to a mill fault, deliveries of Spirit tube sets are delayed until at least July.',
          ],
        },
      ),
      h(
        'A craftsman fails a thousand times in private so that he need not fail once in public. The problem is never the steel; it is the hurry. Slow hands make fast bicycles. Measure twice, braze once. The jig does not lie.',
      ),
      h(
        "Big news: we're launching the Loxley gravel frame on 1 June! Pre-orders open this Saturday at 9am. Only 30 in the first batch, each one brazed here in Sheffield. Sizes 52 to 60.",
        {
          announcements: [
            "Big news: we're launching the Loxley gravel frame on 1 June!",
            'Pre-orders open this Saturday at 9am.',
          ],
        },
      ),
      h(
        'Quote for Ellie\n56cm road, Di2 routing, mudguard eyelets\nAsk about budget before drawing anything.\nShe rides a lot of audaxes, so comfort over stiffness.\nPrefers a classic silver with black decals.',
      ),
      h(
        'Hi Jo, your VAT return is now 9 days overdue and HMRC has issued a late filing penalty. Please send the Q1 receipts so we can file this week. Any questions, give me a ring. Best, Ruth',
        {
          problems: [
            'Hi Jo, your VAT return is now 9 days overdue and HMRC has issued a late filing penalty.',
          ],
        },
      ),
      h(
        "18/04/2026, 10:12 - Sam: powder coater says the oven is down till Tuesday\n18/04/2026, 10:14 - Jo: ok then we push the Hendry frame delivery to next Friday, I'll tell him\n18/04/2026, 10:15 - Sam: 👍",
        {
          decisions: ["Jo: ok then we push the Hendry frame delivery to next Friday, I'll tell him"],
          problems: ['Sam: powder coater says the oven is down till Tuesday'],
        },
      ),
      h(
        'Sheffield City Council voted on Wednesday to build a protected cycle lane through Kelham Island. The route links the railway station to Hillsborough Park. It follows a consultation that ran for most of last year. Construction details are yet to be published.',
        {
          decisions: [
            'Sheffield City Council voted on Wednesday to build a protected cycle lane through Kelham Island.',
          ],
        },
      ),
      h(
        'Why small bike brands fail: most run out of cash, not ideas. Decide early who your customer is, and say no to everyone else. A waiting list is not a business model. Growth hides a multitude of sins. Margins reveal them.',
      ),
      h(
        "From Monday 4 May the workshop opens on Saturdays, 9am to 1pm. We're also welcoming Rosa, our new apprentice frame builder! Pop in and say hello. Coffee's on us.",
        {
          announcements: [
            'From Monday 4 May the workshop opens on Saturdays, 9am to 1pm.',
            "We're also welcoming Rosa, our new apprentice frame builder!",
          ],
        },
      ),
      h(
        'Bank meeting: the loan for the new jig and brazing hearth was approved at £18k over 4 years. Interest is 8.9%, which is more than we hoped. First repayment in June. Ruth thinks we can claim the full amount under the annual investment allowance.',
        {
          decisions: [
            'Bank meeting: the loan for the new jig and brazing hearth was approved at £18k over 4 years.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Head of people at a 35-person edtech startup making maths tutoring software, on a Monday',
    highlights: [
      h(
        'Leadership sync, Mon 20 Apr\nWe agreed to freeze hiring for non-engineering roles until the Series A closes.\nThe offer to the senior designer is approved and goes out today.\nAttrition in customer success is 30% annualised, the highest in the company.\nOpen question: do we keep the Lisbon office?\nNotes by Dan.',
        {
          decisions: [
            'We agreed to freeze hiring for non-engineering roles until the Series A closes.',
            'The offer to the senior designer is approved and goes out today.',
          ],
          problems: ['Attrition in customer success is 30% annualised, the highest in the company.'],
        },
      ),
      h(
        "Please welcome Marcus Hale, who joins today as our VP of Engineering! Marcus was previously at Sage and lives in Leeds. He's a keen fell runner, so ask him about the Bob Graham Round. Say hi if you see him in the kitchen.",
        {
          announcements: ['Please welcome Marcus Hale, who joins today as our VP of Engineering!'],
        },
      ),
      h(
        "> I've raised twice that my laptop can't run the test suite and nothing has happened.\n> Could someone look at it this week?\nSorry Ana, escalating to IT now.",
        {
          problems: ["I've raised twice that my laptop can't run the test suite and nothing has happened."],
        },
      ),
      h(
        'Hire slowly, fire quickly. Every bad hire is a decision you keep paying for. The problem with "culture fit" is that it usually means "like me". Be kind, be clear, be quick.',
      ),
      h(
        'From 1 June, all parents get 20 weeks of fully paid leave, regardless of gender. The policy applies to anyone who has completed probation. Talk to me or Dan if you have questions. The handbook will be updated this week.',
        {
          announcements: ['From 1 June, all parents get 20 weeks of fully paid leave, regardless of gender.'],
        },
      ),
      h(
        'Heads up from Nova Recruit: three of our job ads on LinkedIn have been cloned by scammers asking candidates for bank details. Nova has reported them to LinkedIn. Worth a line on our careers page too. We never ask candidates for money.',
        {
          problems: [
            'Heads up from Nova Recruit: three of our job ads on LinkedIn have been cloned by scammers asking candidates for bank details.',
          ],
        },
      ),
      h(
        "debrief, data analyst\nwe're going with Priyanka, offer at £52k\nRuns behind on the SQL task but great with stakeholders.\nRef checks by Thursday.\nSecond choice was Leon.",
        {
          decisions: ["we're going with Priyanka, offer at £52k"],
        },
      ),
      h(
        'The Department for Education announced on Monday that all state secondary schools will get funding for online maths tutoring from September. Previous tutoring schemes were criticised for low uptake. Schools will be able to choose their own provider. Teaching unions welcomed the move.',
        {
          announcements: [
            'The Department for Education announced on Monday that all state secondary schools will get funding for online maths tutoring from September.',
          ],
        },
      ),
      h(
        "Payroll ran a day late this month because the bank rejected the BACS file. 12 contractors still haven't been paid. We've decided to move payroll to the 25th so there is a buffer.",
        {
          decisions: ["We've decided to move payroll to the 25th so there is a buffer."],
          problems: [
            'Payroll ran a day late this month because the bank rejected the BACS file.',
            "12 contractors still haven't been paid.",
          ],
        },
      ),
      h('Reminder to self: a decision not to decide is still a decision. Write that on a post-it.'),
      h(
        'Nobody ever got fired for writing a clear job description. Most people leave managers, not companies. The exit interview is the most honest conversation you will have all year, and it comes too late.',
      ),
      h(
        'All-hands\nSam walked us through the Q1 numbers.\nThe Glasgow pilot with 14 schools goes live next week.\nCEO confirmed we are keeping the four-day week for the summer term.\nQuestions about the Series A went to the end.',
        {
          decisions: ['CEO confirmed we are keeping the four-day week for the summer term.'],
          announcements: ['The Glasgow pilot with 14 schools goes live next week.'],
        },
      ),
    ],
  },
  {
    name: 'Founder of an eight-person translation and localisation agency in Cardiff, on a Friday',
    highlights: [
      h(
        "Call with Brightwell Games\nThey signed off the glossary for the Japanese build.\nWe agreed on a per-word rate of 11p for the DLC, up from 9p.\nThey mentioned their last vendor missed two deadlines.\nThey're curious about Korean next year.\nNext call in two weeks.",
        {
          decisions: [
            'They signed off the glossary for the Japanese build.',
            'We agreed on a per-word rate of 11p for the DLC, up from 9p.',
          ],
        },
      ),
      h(
        "> Sorry, I won't be able to deliver the Polish files today, my laptop died overnight.\n> I should have them by Monday noon.\nThat pushes the whole batch past the client deadline.\nWill ring Brightwell before they ask.",
        {
          problems: [
            "Sorry, I won't be able to deliver the Polish files today, my laptop died overnight.",
            'That pushes the whole batch past the client deadline.',
          ],
        },
      ),
      h(
        'Lexora 12 is now available.\nNew: AI quality estimation scores each segment before review.\nTerm bases can now be shared across workspaces.\nUpgrades are free for annual subscribers.',
        {
          announcements: [
            'Lexora 12 is now available.',
            'New: AI quality estimation scores each segment before review.',
            'Term bases can now be shared across workspaces.',
          ],
        },
      ),
      h(
        'Every translation is a series of small decisions, most of them invisible. A translator who never fails has never attempted poetry. The reader should feel the original, not the dictionary. Fidelity and beauty are rarely on speaking terms.',
      ),
      h(
        "[17/04/2026, 11:20] Dafydd: the Welsh Government interpreting tender is out, deadline 8 May\n[17/04/2026, 11:22] Mari: we're bidding, decided this morning\n[17/04/2026, 11:23] Dafydd: great, I'll start on the method statement\n[17/04/2026, 11:30] Mari: Gwen, can you dig out last year's bid?",
        {
          decisions: ["Mari: we're bidding, decided this morning"],
          announcements: ['Dafydd: the Welsh Government interpreting tender is out, deadline 8 May'],
        },
      ),
      h(
        'Aged debtors: Harbour Pharma now owes £14,300, some of it 90 days overdue. Finance chased them twice last month. We agreed to put Harbour Pharma on stop until they pay.',
        {
          decisions: ['We agreed to put Harbour Pharma on stop until they pay.'],
          problems: ['Aged debtors: Harbour Pharma now owes £14,300, some of it 90 days overdue.'],
        },
      ),
      h(
        'The Welsh Language Commissioner has published new standards for bilingual websites, taking effect in January. The standards replace guidance first issued in 2016. Most public bodies already meet them.',
        {
          announcements: [
            'The Welsh Language Commissioner has published new standards for bilingual websites, taking effect in January.',
          ],
        },
      ),
      h(
        "Staff meeting\nDecided: hybrid week from May, in the office Tuesday to Thursday.\nElin asked whether we could try a four-day week instead.\nWe'll discuss that at the away day.\nCake was excellent, thanks Gwen.",
        {
          decisions: ['Decided: hybrid week from May, in the office Tuesday to Thursday.'],
        },
      ),
      h(
        'The client says the German brochure switches between "Sie" and "du" and their marketing head is furious. Ffion is re-checking it this afternoon. I think the reviewer worked from an old style guide.',
        {
          problems: [
            'The client says the German brochure switches between "Sie" and "du" and their marketing head is furious.',
          ],
        },
      ),
      h(
        'new freelancer onboarding: NDA, test piece, rate card, style guide\nSend the welcome pack on day one.',
      ),
      h(
        'Machine translation has not killed the translator; it has turned many of us into editors. Good editing is slower than people think. The best post-editors read the source first and the machine output second.',
      ),
      h(
        "We're delighted to announce that Ceri Jones has been promoted to Head of Production. We're also opening a second office in Swansea this summer. Ceri started with us as an intern in 2019. Diolch, everyone.",
        {
          announcements: [
            "We're delighted to announce that Ceri Jones has been promoted to Head of Production.",
            "We're also opening a second office in Swansea this summer.",
          ],
        },
      ),
    ],
  },
  {
    name: 'COO of a drone-survey startup serving construction firms, on a Wednesday',
    highlights: [
      h(
        'Ops standup\nDrone 4 failed its pre-flight compass check again and is grounded.\nWe chose the Matrice 350 as the replacement platform.\nLeeds job starts Monday, permissions all in.\nBatteries for the M350 arrive Friday.\nKieran is on leave Thursday.',
        {
          decisions: ['We chose the Matrice 350 as the replacement platform.'],
          problems: ['Drone 4 failed its pre-flight compass check again and is grounded.'],
        },
      ),
      h(
        'From 1 January, the CAA will require remote ID on all drones over 100g. The rules were first proposed in 2023. Most of our fleet already broadcasts it.',
        {
          announcements: ['From 1 January, the CAA will require remote ID on all drones over 100g.'],
        },
      ),
      h(
        '> The point cloud you delivered for Plot 7 is offset by about 40cm from our site grid.\n> Can you reissue it?\nReprocessed and sent a corrected file at 4pm.',
        {
          problems: ['The point cloud you delivered for Plot 7 is offset by about 40cm from our site grid.'],
        },
      ),
      h(
        "Board update\nThe board approved hiring two more pilots for the Midlands region.\nCash is fine through the summer.\nWe're also launching a thermal roof survey service in May.\nNext update in four weeks.",
        {
          decisions: ['The board approved hiring two more pilots for the Midlands region.'],
          announcements: ["We're also launching a thermal roof survey service in May."],
        },
      ),
      h(
        "22/04/2026, 07:45 - Kieran: wind at the Wakefield site is gusting 30 knots, can't fly safely\n22/04/2026, 07:50 - Lou: ok, we'll reschedule to Friday, call the client\n22/04/2026, 07:51 - Kieran: will do\n22/04/2026, 07:58 - Lou: thanks, stay warm",
        {
          decisions: ["Lou: ok, we'll reschedule to Friday, call the client"],
          problems: ["Kieran: wind at the Wakefield site is gusting 30 knots, can't fly safely"],
        },
      ),
      h(
        'Every accident report is a list of decisions that seemed reasonable at the time. Pilots rarely fail because they lack skill. They fail because they stop asking what could go wrong. Checklists exist because memory is a liar.',
      ),
      h(
        "Your aviation liability insurance renewal is due on 30 April. The premium will rise by 22% following two claims last year. We've decided to go with the broker's cheaper policy with a higher excess.",
        {
          decisions: ["We've decided to go with the broker's cheaper policy with a higher excess."],
          problems: ['The premium will rise by 22% following two claims last year.'],
        },
      ),
      h(
        'MapForge update: the new cloud processing queue is live and jobs now finish up to 3x faster. Processing of large orthomosaics is currently failing for some users; a fix is in progress. Thanks for your patience.',
        {
          problems: [
            'Processing of large orthomosaics is currently failing for some users; a fix is in progress.',
          ],
          announcements: [
            'MapForge update: the new cloud processing queue is live and jobs now finish up to 3x faster.',
          ],
        },
      ),
      h('think about: do we sell surveys or sell data?\nSee what Skyline Geo does.'),
      h(
        "Good news: Nadia has accepted our offer and starts as our first in-house GIS analyst on 11 May. She's coming from the Ordnance Survey. Can someone sort her a laptop? Her first week is induction and a site visit in Derby.",
        {
          announcements: [
            'Good news: Nadia has accepted our offer and starts as our first in-house GIS analyst on 11 May.',
          ],
        },
      ),
      h(
        'Startups rarely fail because of a single bad decision; they fail because no one made one. Momentum is itself a choice. Most problems look bigger from the inside.',
      ),
      h(
        "Safety review\nAfter Monday's near miss with a crane, we decided every site flight needs a dedicated observer from now on.\nMain contractors still aren't sharing crane lift plans with us.\nI'll raise it at the Tarmac supplier day.\nObserver rota is on the wall.",
        {
          decisions: [
            "After Monday's near miss with a crane, we decided every site flight needs a dedicated observer from now on.",
          ],
          problems: ["Main contractors still aren't sharing crane lift plans with us."],
        },
      ),
    ],
  },
  {
    name: 'Owner of a boutique wedding-planning business in the Cotswolds, on a Monday',
    highlights: [
      h(
        "Meeting with Hannah & Josh\nThey've chosen the walled garden at Ashcombe Manor for the ceremony.\nStill torn between a band and a DJ.\nBudget agreed at £38k, excluding the dress.\nHannah wants everything in sage green.\nNext meeting at the venue on the 12th.",
        {
          decisions: [
            "They've chosen the walled garden at Ashcombe Manor for the ceremony.",
            'Budget agreed at £38k, excluding the dress.',
          ],
        },
      ),
      h(
        "> Unfortunately our marquee supplier has gone into administration and we can't honour the 14 June booking.\n> We're refunding your deposit in full.\n> Sorry for the short notice.\nNeed a new marquee for 14 June, fast.",
        {
          problems: [
            "Unfortunately our marquee supplier has gone into administration and we can't honour the 14 June booking.",
          ],
        },
      ),
      h(
        'The perfect day is a marketing invention; the happiest couples plan for things to go wrong. Rain is not a problem, it is a photograph. Decide early what matters and let the rest go. Couples remember how they felt, not what the napkins looked like.',
      ),
      h(
        'Ashcombe Manor has announced it will reopen its restored orangery for weddings from September 2026. Bookings open on 1 May. The orangery was built in 1820 and seats 120.',
        {
          announcements: [
            'Ashcombe Manor has announced it will reopen its restored orangery for weddings from September 2026.',
            'Bookings open on 1 May.',
          ],
        },
      ),
      h(
        "[20/04/2026, 21:48] Josh: your mum just told me she's invited 30 more people without asking 😬\n[20/04/2026, 21:50] Hannah: we've decided to keep it at 90, she'll get over it\n[20/04/2026, 21:52] Josh: going to bed, night x",
        {
          decisions: ["Hannah: we've decided to keep it at 90, she'll get over it"],
          problems: ["Josh: your mum just told me she's invited 30 more people without asking 😬"],
        },
      ),
      h(
        'New 2-star Google review from the Patels: the coordinator left before the speeches and nobody knew when to cut the cake. Have to reply today. Check the rota for who was on. Ugh.',
        {
          problems: [
            'New 2-star Google review from the Patels: the coordinator left before the speeches and nobody knew when to cut the cake.',
          ],
        },
      ),
      h(
        'Planning is everything; the plan is nothing. Decide what you will not compromise on before you see a single venue. Then walk away from anything that fails that test. The venue is the first domino.',
      ),
      h(
        "Team news: Lottie is joining us full-time as senior coordinator from June! We agreed she'll lead all the Oxfordshire weddings. She's been freelancing with us since 2024.",
        {
          decisions: ["We agreed she'll lead all the Oxfordshire weddings."],
          announcements: ['Team news: Lottie is joining us full-time as senior coordinator from June!'],
        },
      ),
      h(
        'Met Office yellow warning for thunderstorms across Gloucestershire on Saturday afternoon, with possible flooding on rural roads. Saturday is the Clarke wedding at Ashcombe. Their photographer is driving up from Bath.',
        {
          problems: [
            'Met Office yellow warning for thunderstorms across Gloucestershire on Saturday afternoon, with possible flooding on rural roads.',
          ],
        },
      ),
      h(
        'ideas for autumn styled shoot\nrust, mustard, dried hydrangeas\nask Bea if the barn is free in October\nborrow the copper urns from Jess',
      ),
      h(
        "The Wedding Industry Awards has announced its 2026 regional finalists, and we're on the list for South West planner of the year! We were shortlisted in 2023 too but didn't place. Fingers crossed.",
        {
          announcements: [
            "The Wedding Industry Awards has announced its 2026 regional finalists, and we're on the list for South West planner of the year!",
          ],
        },
      ),
      h(
        "Your florist here: peonies are scarce this year because of the late frost in the Netherlands, so prices have doubled. I'd suggest garden roses as a back-up. Let me know by Friday.\nUpdate: the couple chose garden roses and eucalyptus instead.",
        {
          decisions: ['Update: the couple chose garden roses and eucalyptus instead.'],
          problems: [
            'Your florist here: peonies are scarce this year because of the late frost in the Netherlands, so prices have doubled.',
          ],
        },
      ),
    ],
  },
  {
    name: "Co-founder of a second-hand children's clothing marketplace startup in Bristol, on a Thursday",
    highlights: [
      h(
        "Product review, Thu\nDecision: we're dropping the auction feature, only 2% of listings used it.\nSearch is returning sold items for about a third of queries.\nMaya wants to test a bundle discount; we'll look at it next sprint.\nDesign crit moved to Friday.\nNotes: Maya.",
        {
          decisions: ["Decision: we're dropping the auction feature, only 2% of listings used it."],
          problems: ['Search is returning sold items for about a third of queries.'],
        },
      ),
      h(
        'Release 3.8 shipped today\nSellers can now print a shipping label straight from the app.\nNew size filter for ages 0 to 24 months.\nThe referral programme goes live on Monday: £5 credit for both parents.',
        {
          announcements: [
            'Release 3.8 shipped today',
            'Sellers can now print a shipping label straight from the app.',
            'New size filter for ages 0 to 24 months.',
            'The referral programme goes live on Monday: £5 credit for both parents.',
          ],
        },
      ),
      h(
        "Support digest\n43 tickets about parcels stuck at the Parcelfast depot in Warrington since Monday.\nMost were resolved with a refund or a resend.\nAgreed with Parcelfast: they'll prioritise our parcels from tomorrow.\nCSAT this week 4.6, up from 4.4.",
        {
          decisions: ["Agreed with Parcelfast: they'll prioritise our parcels from tomorrow."],
          problems: ['43 tickets about parcels stuck at the Parcelfast depot in Warrington since Monday.'],
        },
      ),
      h(
        'Hand-Me-Up raises £3m seed round led by Harbour Ventures to grow second-hand kidswear. The Bristol startup was founded in 2022 by two mums who were tired of bin bags of outgrown clothes. It has 180,000 registered sellers. The round also included several angels from the retail sector.',
        {
          announcements: [
            'Hand-Me-Up raises £3m seed round led by Harbour Ventures to grow second-hand kidswear.',
          ],
        },
      ),
      h(
        "Board meeting notes\nThe board approved the plan to expand to Ireland in Q4.\nWarehouse costs are running 18% over budget because of the extra weekend shifts.\nWe agreed to revisit the Ireland timing if the returns rate doesn't come down.\nLunch was sandwiches again.\nNext board meeting in July.",
        {
          decisions: [
            'The board approved the plan to expand to Ireland in Q4.',
            "We agreed to revisit the Ireland timing if the returns rate doesn't come down.",
          ],
          problems: ['Warehouse costs are running 18% over budget because of the extra weekend shifts.'],
        },
      ),
      h(
        "The average children's garment is worn for just 6 months before it is outgrown. The problem is not that parents buy too much; it is that clothes have nowhere to go. Resale is a logistics business pretending to be a fashion business. Every pair of outgrown wellies is inventory waiting for a buyer.",
      ),
      h(
        "> I sold a coat three weeks ago and still haven't received my money.\n> Can you look into it please?\nPassed to finance to chase.",
        {
          problems: ["I sold a coat three weeks ago and still haven't received my money."],
        },
      ),
      h(
        "Welcome Ravi, our new head of growth, who starts today! He'll sit with the marketing team on the 2nd floor. Take him for a coffee. He's a big Bristol City fan, so go easy.",
        {
          announcements: ['Welcome Ravi, our new head of growth, who starts today!'],
        },
      ),
      h('Question for Monday: should we launch in Ireland before returns are under 10%?'),
      h(
        'Podcast notes, founder interview\nShe said the first 1,000 customers came from school-gate WhatsApp groups.\nNever underestimate word of mouth among parents.\nListen to the second half again.',
      ),
      h(
        'From 1 May, Hand-Me-Up parcels can be dropped at any Co-op store. Parents in our Facebook group have been asking for this for ages! Drop-off is free for sellers.',
        {
          announcements: ['From 1 May, Hand-Me-Up parcels can be dropped at any Co-op store.'],
        },
      ),
      h(
        "[23/04/2026, 13:10] Maya: the app store rejected 3.8.1, says our age rating is wrong\n[23/04/2026, 13:12] Tom: we're going with 4+ then, resubmit\n[23/04/2026, 13:12] Maya: ok doing it now",
        {
          decisions: ["Tom: we're going with 4+ then, resubmit"],
          problems: ['Maya: the app store rejected 3.8.1, says our age rating is wrong'],
        },
      ),
    ],
  },
  {
    name: 'Owner of a nine-person print and signage shop in Belfast, on a Tuesday',
    highlights: [
      h(
        "Monday team meeting\nWe're going with the Mimaki printer rather than the Roland, delivery in three weeks.\nThe old Roland's print head is clogging every other day.\nEveryone agreed to take holidays in rotation over July.\nDeclan raised the idea of a loyalty card for trade customers.\nNext meeting after the Mimaki training.",
        {
          decisions: [
            "We're going with the Mimaki printer rather than the Roland, delivery in three weeks.",
            'Everyone agreed to take holidays in rotation over July.',
          ],
          problems: ["The old Roland's print head is clogging every other day."],
        },
      ),
      h(
        "> The banners for our shop opening came out with the wrong phone number.\n> Our opening is on Saturday.\nThey signed off the proof with the wrong number, but we'll reprint at cost.",
        {
          decisions: ["They signed off the proof with the wrong number, but we'll reprint at cost."],
          problems: ['The banners for our shop opening came out with the wrong phone number.'],
        },
      ),
      h(
        'From 1 June, Norprint Supplies is raising the price of all vinyl media by 9%. Stock of 1370mm gloss white is also short until mid-May. Trade account holders will get a separate letter.',
        {
          problems: [
            'From 1 June, Norprint Supplies is raising the price of all vinyl media by 9%.',
            'Stock of 1370mm gloss white is also short until mid-May.',
          ],
          announcements: ['From 1 June, Norprint Supplies is raising the price of all vinyl media by 9%.'],
        },
      ),
      h(
        'Good signage solves a problem before anyone notices it was there. The best decision a designer can make is to remove something. White space is not empty. People read signs at walking pace, not reading pace.',
      ),
      h(
        'Belfast City Council has approved new rules on A-boards, which will be banned from footpaths narrower than 2 metres. The ban takes effect in August. Traders on Botanic Avenue opposed the plan.',
        {
          decisions: [
            'Belfast City Council has approved new rules on A-boards, which will be banned from footpaths narrower than 2 metres.',
          ],
          announcements: ['The ban takes effect in August.'],
        },
      ),
      h(
        "28/04/2026, 15:30 - Ciara: van has a flat tyre on the Lisburn Road, running late for the Ormeau install\n28/04/2026, 15:31 - Me: no bother, I'll ring the customer\n28/04/2026, 15:40 - Ciara: sorted, back on the road",
        {
          problems: ['Ciara: van has a flat tyre on the Lisburn Road, running late for the Ormeau install'],
        },
      ),
      h(
        'cash flow\nHMRC VAT bill of £11,200 due 7 May, account only has £6k\nChase Mulholland Homes for the £8k invoice.\nDecided to ask HMRC for a time-to-pay arrangement.\nCheck the trade account balances on Friday.',
        {
          decisions: ['Decided to ask HMRC for a time-to-pay arrangement.'],
          problems: ['HMRC VAT bill of £11,200 due 7 May, account only has £6k'],
        },
      ),
      h(
        "We're now open on Saturdays from 10am to 2pm for walk-in customers. New this month: same-day business cards for orders placed before 11am. Free parking round the back. Just ring the bell.",
        {
          announcements: [
            "We're now open on Saturdays from 10am to 2pm for walk-in customers.",
            'New this month: same-day business cards for orders placed before 11am.',
          ],
        },
      ),
      h(
        'Most small businesses fail not from lack of customers but from lack of cash. Decide your payment terms before you quote, not after. A job is not finished until it is paid for. Cash is oxygen.',
      ),
      h(
        'Shauna has passed her apprenticeship and joins the design team full-time from next week. Delighted for her! She did the whole Titanic Quarter wayfinding job on her own.',
        {
          announcements: [
            'Shauna has passed her apprenticeship and joins the design team full-time from next week.',
          ],
        },
      ),
      h(
        'The fire alarm went off at 11:05 because the laminator overheated. Nobody was hurt and the building was cleared in four minutes. The laminator is out of action and we have 40 menus to laminate for tomorrow.',
        {
          problems: [
            'The fire alarm went off at 11:05 because the laminator overheated.',
            'The laminator is out of action and we have 40 menus to laminate for tomorrow.',
          ],
        },
      ),
      h(
        'Five stars from Lagan Dental: "Fast, friendly and the new signs look brilliant."\nPrint that out for the wall.',
      ),
    ],
  },
];
