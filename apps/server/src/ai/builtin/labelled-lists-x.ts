import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_X: LabelledListDay[] = [
  {
    name: 'Rhian, a reporter on a weekly paper in the Rhondda, on press day (Wednesday)',
    highlights: [
      h(
        'RCT cabinet, notes for p5 lead\nCabinet voted 7–2 to close Ferndale library two days a week from September. Cllr Evans called it a slow death for the branch. Officers said the change would save about £40,000 a year. A six-week consultation ran in the spring and drew 1,100 responses. Get a quote from the Friends of Ferndale Library before 4.',
        {
          decisions: ['Cabinet voted 7–2 to close Ferndale library two days a week from September.'],
        },
      ),
      h(
        "Gareth (news ed): Going with the Treorchy flood for the front, library on 5.\nGareth: We're dropping the council column this week to make room.\nGareth: Pics from Dai by 2pm please.\nGareth: And can someone check how the Pugh family spell their street?",
        {
          decisions: [
            'Gareth (news ed): Going with the Treorchy flood for the front, library on 5.',
            "Gareth: We're dropping the council column this week to make room.",
          ],
        },
      ),
      h(
        "Treorchy flooding, notes from Bute St\nWater came through six houses on Bute Street overnight after the culvert blocked again. Residents say the same culvert flooded in 2021. Mrs Pugh, 81, has been moved to her daughter's in Ton Pentre. NRW has a flood alert in place for the Rhondda Fawr until Thursday. Council spokesperson: crews cleared the culvert by 9am.",
        {
          problems: [
            'Water came through six houses on Bute Street overnight after the culvert blocked again.',
            'NRW has a flood alert in place for the Rhondda Fawr until Thursday.',
          ],
        },
      ),
      h(
        "PRESS RELEASE: Pentwyn Colliery Museum's refurbished underground tour reopens to visitors on Saturday 14 June after a two-year, £1.2m project. Tickets go on sale online from Monday. The museum first opened in 1989 on the site of the old Pentwyn pit. Former miners still lead some of the tours.",
        {
          announcements: [
            "PRESS RELEASE: Pentwyn Colliery Museum's refurbished underground tour reopens to visitors on Saturday 14 June after a two-year, £1.2m project.",
            'Tickets go on sale online from Monday.',
          ],
        },
      ),
      h(
        'The reader does not care how hard the story was to get. They care whether it is true, and whether it matters to them. Most stories fail not because the facts are wrong but because nobody can see why they should read past the first line. Write the first line last.',
      ),
      h(
        'From: RCT press office\nSubject: Statement re Pentre Primary\nThe council can confirm that Pentre Primary will remain closed on Thursday while engineers assess cracking in the hall ceiling. Parents have been contacted directly. We will issue a further update on Friday.',
        {
          problems: [
            'The council can confirm that Pentre Primary will remain closed on Thursday while engineers assess cracking in the hall ceiling.',
          ],
        },
      ),
      h('ring Porth RFC sec re clubhouse\nask Gareth about mileage\nbuy batteries for the recorder'),
      h(
        'Former Wales under-20 coach Huw Morgan joins Porth RFC as head coach next season. The club also confirmed that its new 3G pitch will open for community bookings in August. Morgan, who played at the club in the nineties, said he had unfinished business in the valley.',
        {
          announcements: [
            'Former Wales under-20 coach Huw Morgan joins Porth RFC as head coach next season.',
            'The club also confirmed that its new 3G pitch will open for community bookings in August.',
          ],
        },
      ),
      h(
        "Wed conference\nAgreed we'll run the flood appeal details in a box on p3. Web team want the library story up by noon. Nobody has decided yet whether the letters page survives the redesign. Ceri is back on Monday. Gareth says the paper's new website launches next Tuesday.",
        {
          decisions: ["Agreed we'll run the flood appeal details in a box on p3."],
          announcements: ["Gareth says the paper's new website launches next Tuesday."],
        },
      ),
      h(
        'South Wales Police are appealing for witnesses after a car was driven into the front of the Co-op in Tonypandy at about 3am on Tuesday. Nobody was hurt. Officers want to hear from anyone with dashcam footage.',
        {
          problems: [
            'South Wales Police are appealing for witnesses after a car was driven into the front of the Co-op in Tonypandy at about 3am on Tuesday.',
          ],
        },
      ),
      h(
        'The pits closed one after another in the eighties, and with each closure the chapels emptied a little more. People decided, family by family, that the future lay down the valley. New estates went up in Llantrisant and Talbot Green, and the buses followed them.',
      ),
      h(
        "Dai: Got the flood pics, uploading now.\nDai: Camera card's corrupted from Saturday's match though, lost the whole second half.\nDai: Sorry!",
        {
          problems: [
            "Dai: Camera card's corrupted from Saturday's match though, lost the whole second half.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Electoral services manager at a borough council, nine days before the local elections, on a Tuesday',
    highlights: [
      h(
        "From: Sarah (Returning Officer)\nI have approved the move of the Cross Heath polling station to the Methodist hall, because the school can't guarantee access on the day. Please make sure the notice of situation of polling stations reflects it. Thanks for all your work so far.",
        {
          decisions: [
            "I have approved the move of the Cross Heath polling station to the Methodist hall, because the school can't guarantee access on the day.",
          ],
        },
      ),
      h(
        'Priya: Postal vote batch 3 has been printed with the wrong ward on 412 packs.\nPriya: Printer says they can reprint by Thursday at their cost.\nMark: We need to log this with our Electoral Commission contact.\nPriya: Will do after lunch.\nMark: Thanks.',
        {
          problems: ['Priya: Postal vote batch 3 has been printed with the wrong ward on 412 packs.'],
        },
      ),
      h(
        'A new online polling station finder is live from today on the council website. Just type in your postcode. The finder also shows opening hours and step-free access. Remember that you will need photo ID to vote at a polling station.',
        {
          announcements: ['A new online polling station finder is live from today on the council website.'],
        },
      ),
      h(
        'For most of the nineteenth century a vote was something you cast in public, in front of your landlord and your employer. The secret ballot, introduced in 1872, changed who could afford to disagree. Reformers had failed for decades before it passed. Even then, many men still could not vote at all.',
      ),
      h(
        'Count planning mtg, 22 Apr\nAgreed the count will start at 10pm on the night rather than on the Friday morning. The sports hall at the leisure centre is confirmed as the count venue. Car park lighting is still broken on the east side and Facilities have no date for the repair. Hiring tower lights was discussed but not costed. Next meeting Tuesday.',
        {
          decisions: [
            'Agreed the count will start at 10pm on the night rather than on the Friday morning.',
            'The sports hall at the leisure centre is confirmed as the count venue.',
          ],
          problems: [
            'Car park lighting is still broken on the east side and Facilities have no date for the repair.',
          ],
        },
      ),
      h(
        "From 1 May, voters will be able to use the new Veteran Card as photo ID at polling stations, the government has confirmed. The change follows complaints from veterans' groups that the card had been left off the original list. Presiding officers will get a one-page note on it.",
        {
          announcements: [
            'From 1 May, voters will be able to use the new Veteran Card as photo ID at polling stations, the government has confirmed.',
          ],
        },
      ),
      h(
        "chase Royal Mail re collection times\ncheck presiding officer list for gaps\nBishop's ward: 3 POs still short",
        {
          problems: ["Bishop's ward: 3 POs still short"],
        },
      ),
      h(
        "Dear Electoral Services, I am writing to complain that our candidate's name is misspelt on the sample ballot paper on your website. This is the second time it has happened. Please correct it before the ballot papers go to print.",
        {
          problems: [
            "Dear Electoral Services, I am writing to complain that our candidate's name is misspelt on the sample ballot paper on your website.",
          ],
        },
      ),
      h(
        'Staff news\nWelcome to Tom Bradley, who joins the team as elections assistant on Monday. Tom previously worked in Council Tax. Updated guidance for polling station staff was published on the intranet this morning. A reminder that annual leave stays frozen until 9 May.',
        {
          announcements: [
            'Welcome to Tom Bradley, who joins the team as elections assistant on Monday.',
            'Updated guidance for polling station staff was published on the intranet this morning.',
          ],
        },
      ),
      h(
        'A good process makes the right decision the easy one. Most election errors happen at 4am, when tired people are asked to choose between two forms that look the same. Design for the tired person.',
      ),
      h(
        "Lee (IT): The ballot paper verification laptops all failed last night's update.\nLee (IT): Rolling them back now, should be fine by lunch.\nLee (IT): We're going with the old version for election night, not worth the risk.",
        {
          decisions: ["Lee (IT): We're going with the old version for election night, not worth the risk."],
          problems: ["Lee (IT): The ballot paper verification laptops all failed last night's update."],
        },
      ),
      h(
        "Decisions from this morning's briefing: there will be no second postal vote opening session on Saturday. Instead, the Monday session will run until 8pm. Press office is handling media accreditation as usual. Sarah thanked everyone for the overtime.",
        {
          decisions: [
            "Decisions from this morning's briefing: there will be no second postal vote opening session on Saturday.",
            'Instead, the Monday session will run until 8pm.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Bereavement services manager for a city council (two cemeteries and a crematorium), on a Tuesday',
    highlights: [
      h(
        "Cremator 2 tripped out again at 11:40 with a refractory temperature fault. We've moved the afternoon services onto cremator 1. Engineer booked for tomorrow at 8am.",
        {
          problems: ['Cremator 2 tripped out again at 11:40 with a refractory temperature fault.'],
        },
      ),
      h(
        'Bereavement Services Board, minutes\nThe board approved the fees and charges for 2025/26, including a 4% rise on adult cremations. It was agreed that direct cremations will be offered at the 9am slot only. Members thanked the grounds team for their work over the winter. Cllr Hughes asked whether a woodland burial area could be considered.',
        {
          decisions: [
            'The board approved the fees and charges for 2025/26, including a 4% rise on adult cremations.',
            'It was agreed that direct cremations will be offered at the 9am slot only.',
          ],
        },
      ),
      h(
        'NOTICE\nFrom Monday 2 June, Thornhill Cemetery gates will open at 8am and close at 8pm through the summer. The new memorial garden at Thornhill is now open to visitors. Please do not leave glass containers on graves.',
        {
          announcements: [
            'From Monday 2 June, Thornhill Cemetery gates will open at 8am and close at 8pm through the summer.',
            'The new memorial garden at Thornhill is now open to visitors.',
          ],
        },
      ),
      h(
        "I visited my husband's grave on Sunday and found the grass had not been cut for weeks. Two of the headstones in his row have fallen over. It was hard to see it like that. He always kept our own garden so tidy.",
        {
          problems: [
            "I visited my husband's grave on Sunday and found the grass had not been cut for weeks.",
            'Two of the headstones in his row have fallen over.',
          ],
        },
      ),
      h(
        'Grief is not a problem to be solved but a weight you learn to carry. The people who seemed to fail at mourning were often the ones who had been told to be quick about it. Every culture has decided, in its own way, what the living owe the dead.',
      ),
      h(
        "Jo (office): Pemberton's want Thursday 2pm for the Ahmed family.\nJo: Booked it.\nJo: Also the online booking portal has been down since 7 this morning, so funeral directors are phoning everything through.\nJo: We've decided to take phone bookings only until it's fixed.\nJo: IT have a ticket open.",
        {
          decisions: ["Jo: We've decided to take phone bookings only until it's fixed."],
          problems: [
            'Jo: Also the online booking portal has been down since 7 this morning, so funeral directors are phoning everything through.',
          ],
        },
      ),
      h(
        'Memorial safety testing\nTopple testing in Section F is on the rota for the week after next. Any stone that fails will be laid flat and the family written to. Last year 212 stones were made safe across the city. Most families were understanding.',
      ),
      h(
        'After the consultation, the council has decided to keep the Ashgrove chapel open for services rather than convert it to storage. Full details are on the council website. Thanks to everyone who wrote in. The chapel is Grade II listed.',
        {
          decisions: [
            'After the consultation, the council has decided to keep the Ashgrove chapel open for services rather than convert it to storage.',
          ],
        },
      ),
      h(
        "Clipping, Evening Post p12\nAngela Dunn starts on 1 July as the city's new head of registration and bereavement services. The post has been vacant since January. She was previously deputy registrar in Leeds.",
        {
          announcements: [
            "Angela Dunn starts on 1 July as the city's new head of registration and bereavement services.",
          ],
        },
      ),
      h(
        "Kev: Mower 3 has thrown a belt, Section C only half done.\nKev: Rain forecast from 2, might be tight.\nKev: We've settled on Fridays for the strimming round from now on, easier with the bin lorries.",
        {
          decisions: [
            "Kev: We've settled on Fridays for the strimming round from now on, easier with the bin lorries.",
          ],
          problems: ['Kev: Mower 3 has thrown a belt, Section C only half done.'],
        },
      ),
      h("ask Finance re cremator reline quote\nPemberton's invoice query\nbook Mum's optician"),
      h(
        'Crematoria in England will face new rules on mercury emissions from next year, the government announced on Monday. Operators that have not fitted abatement equipment will have to pay into a shared scheme. Ours was fitted in 2012.',
        {
          announcements: [
            'Crematoria in England will face new rules on mercury emissions from next year, the government announced on Monday.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Secretary of an athletics club in Derby, on the Monday after the county championships',
    highlights: [
      h(
        "Hi all, quick round-up from last night's committee. We agreed to raise junior subs to £60 a year from September. We also voted to buy a second set of hurdles with the lottery grant. The clubhouse boiler is on its last legs and the plumber says it won't pass another service.",
        {
          decisions: [
            'We agreed to raise junior subs to £60 a year from September.',
            'We also voted to buy a second set of hurdles with the lottery grant.',
          ],
          problems: [
            "The clubhouse boiler is on its last legs and the plumber says it won't pass another service.",
          ],
        },
      ),
      h(
        "County Championships round-up\nDerwent Valley Harriers finished second in the team standings, behind Erewash. Maisie Clarke's 1500m was the run of the day. The full results have been published on the county association website.",
        {
          announcements: ['The full results have been published on the county association website.'],
        },
      ),
      h(
        'From the welfare officer: a parent has complained that the under-13s were left without a coach for 20 minutes at the track on Thursday. I have spoken to the coaches involved. Can we put this on the next agenda?',
        {
          problems: [
            'From the welfare officer: a parent has complained that the under-13s were left without a coach for 20 minutes at the track on Thursday.',
          ],
        },
      ),
      h(
        'Every runner fails sooner or later, usually on a cold Tuesday in February. The trick is to decide in advance what you will do when it happens. New shoes will not save you. Neither will a new plan.',
      ),
      h(
        "Steve: Track's booked for Thursday as normal.\nSteve: Heads up, the floodlights on the back straight are out again.\nAnna: I've emailed the council about it.\nSteve: Then we're moving the sprints session to the sports hall, decision made.\nAnna: We've settled on Saturday 14 June for the club championships, by the way.",
        {
          decisions: [
            "Steve: Then we're moving the sprints session to the sports hall, decision made.",
            "Anna: We've settled on Saturday 14 June for the club championships, by the way.",
          ],
          problems: ['Steve: Heads up, the floodlights on the back straight are out again.'],
        },
      ),
      h(
        'The county association has launched a new online entry system for league fixtures, live from today. Clubs will also need a named safeguarding lead under the updated welfare policy, which takes effect on 1 April. Details are in the attached bulletin.',
        {
          announcements: [
            'The county association has launched a new online entry system for league fixtures, live from today.',
            'Clubs will also need a named safeguarding lead under the updated welfare policy, which takes effect on 1 April.',
          ],
        },
      ),
      h("print entry forms for Parkside 10k\nreturn Maisie's spikes\nminibus MOT Friday"),
      h(
        "I've finished reconciling the accounts for March. Membership income is down 12% on last year. I think we should look at a family rate, but that's one for the AGM.",
        {
          problems: ['Membership income is down 12% on last year.'],
        },
      ),
      h(
        'AGM notice\nThe club AGM will be held on Wednesday 21 May at 7.30pm in the clubhouse. Nominations for committee posts close on 7 May. Please send any motions to the secretary. Tea and cake as usual.',
        {
          announcements: ['The club AGM will be held on Wednesday 21 May at 7.30pm in the clubhouse.'],
        },
      ),
      h(
        'From the centenary booklet: in 1952 women were admitted as full members for the first time, which split the club for a decade. The old cinder track was replaced with a synthetic one in 1987. Both changes look obvious now.',
      ),
      h(
        'Derby City Council: Moorways track will be closed for resurfacing from 1 to 14 July. We apologise for any inconvenience. The new surface should be ready in time for the summer league.',
        {
          problems: ['Derby City Council: Moorways track will be closed for resurfacing from 1 to 14 July.'],
          announcements: [
            'Derby City Council: Moorways track will be closed for resurfacing from 1 to 14 July.',
          ],
        },
      ),
      h(
        "Hi Liz, Josh has a stress fracture so he'll miss the rest of the season. Gutted for him. Could you let his coach know? He's only fifteen.",
        {
          problems: ["Hi Liz, Josh has a stress fracture so he'll miss the rest of the season."],
        },
      ),
    ],
  },
  {
    name: 'Town centre manager for a business improvement district in Stockport, on a Thursday',
    highlights: [
      h(
        "BID board, 15 May\nThe board approved £18,000 for the summer lighting scheme on the Underbanks. Members agreed to extend the town rangers' hours to 8pm on Fridays and Saturdays. Several members want Little Underbank pedestrianised, but no vote was taken.",
        {
          decisions: [
            'The board approved £18,000 for the summer lighting scheme on the Underbanks.',
            "Members agreed to extend the town rangers' hours to 8pm on Fridays and Saturdays.",
          ],
        },
      ),
      h(
        'Ranger log Wed: shoplifting reported at three stores on Merseyway between 2 and 4pm. Quiet otherwise, good footfall around the market. Rangers helped a lost child find her mum at 11.',
        {
          problems: ['Ranger log Wed: shoplifting reported at three stores on Merseyway between 2 and 4pm.'],
        },
      ),
      h(
        'Dear Claire, the new parking charges in the Merseyway car park have killed our Saturday trade. Takings are down by about a third since they came in. Several of us would like to come to the next board meeting.',
        {
          problems: [
            'Dear Claire, the new parking charges in the Merseyway car park have killed our Saturday trade.',
            'Takings are down by about a third since they came in.',
          ],
        },
      ),
      h(
        'The Produce Hall reopens on Friday 6 June as a food and drink hall with eight independent traders. A new monthly night market launches on the first Friday of July in Market Place. The Produce Hall was built in 1852 and was a corn exchange for most of its life.',
        {
          announcements: [
            'The Produce Hall reopens on Friday 6 June as a food and drink hall with eight independent traders.',
            'A new monthly night market launches on the first Friday of July in Market Place.',
          ],
        },
      ),
      h(
        'High streets do not fail because of the internet alone. They fail when nobody is responsible for the whole street. The towns that turned things round were the ones that decided what they were for.',
      ),
      h(
        'Nadia (council): Road closure for the food festival is approved, 6am to 10pm on the Sunday.\nNadia: The traffic order notices go up on lamp posts next week.\nNadia: Heads up, the generator supplier has gone into administration and we need a new one.\nNadia: Festival map attached.',
        {
          decisions: [
            'Nadia (council): Road closure for the food festival is approved, 6am to 10pm on the Sunday.',
          ],
          problems: [
            'Nadia: Heads up, the generator supplier has gone into administration and we need a new one.',
          ],
        },
      ),
      h('Thurs\nwalkabout w/ police 10am\nfollow up trader re bins\nchase Nadia re generator'),
      h(
        "Welcome to Jade Murray, who joins the BID as marketing coordinator next week. Our new Stockport gift card is now live in 40 shops. Footfall in April was up 6% on last year. Thanks to everyone who came to the traders' breakfast.",
        {
          announcements: [
            'Welcome to Jade Murray, who joins the BID as marketing coordinator next week.',
            'Our new Stockport gift card is now live in 40 shops.',
          ],
        },
      ),
      h(
        'Camera 14 on Princes Street has been offline since Tuesday because of a fibre fault. Openreach have an engineer booked for Monday. Footage from the other cameras is kept for 31 days. The rest of the network is working normally.',
        {
          problems: ['Camera 14 on Princes Street has been offline since Tuesday because of a fibre fault.'],
        },
      ),
      h(
        'A street is safe when there are eyes upon it. New buildings alone have never made a place; people using it at all hours do. The planners of the sixties forgot this.',
      ),
      h(
        "Retail forum notes\nAgreed: the BID will fund a trial of a free first hour of Sunday parking from June to August. Some traders asked for more bins on Mersey Square. The forum chose Mersey Lights to supply this year's Christmas lights. The clock tower scaffolding finally came down on Tuesday. Next forum is in September.",
        {
          decisions: [
            'Agreed: the BID will fund a trial of a free first hour of Sunday parking from June to August.',
            "The forum chose Mersey Lights to supply this year's Christmas lights.",
          ],
        },
      ),
      h(
        'Council e-bulletin: The new cycle hub at the rail station opens on Monday with 200 secure spaces. Councillors visited the site last week. It was paid for from the towns fund.',
        {
          announcements: [
            'Council e-bulletin: The new cycle hub at the rail station opens on Monday with 200 secure spaces.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Visitor services manager at a mining heritage museum in west Cornwall, on a Monday',
    highlights: [
      h(
        "Morning all. The trustees have approved free entry for under-16s from the summer holidays. We've also chosen Kernow Catering to run the café from September. More at Thursday's staff meeting.",
        {
          decisions: [
            'The trustees have approved free entry for under-16s from the summer holidays.',
            "We've also chosen Kernow Catering to run the café from September.",
          ],
        },
      ),
      h(
        'Incident log, Sat\n14:20 visitor slipped on the wet steps down to the adit, grazed knee, first aid given.\n15:05 winding engine demo stopped mid-cycle, steam pressure fault.\n16:30 lost child reunited with parents at the shop.',
        {
          problems: [
            '14:20 visitor slipped on the wet steps down to the adit, grazed knee, first aid given.',
            '15:05 winding engine demo stopped mid-cycle, steam pressure fault.',
          ],
        },
      ),
      h(
        "New for this summer: Underground at Night, a lantern-lit tour of the 1870s workings, launches on Friday 13 June. Booking opens today. The museum is also the new home of the Hocking collection of miners' lamps, on display from July.",
        {
          announcements: [
            'New for this summer: Underground at Night, a lantern-lit tour of the 1870s workings, launches on Friday 13 June.',
            'Booking opens today.',
            "The museum is also the new home of the Hocking collection of miners' lamps, on display from July.",
          ],
        },
      ),
      h(
        'When the price of tin collapsed in the 1860s, thousands of miners decided to leave for Australia, South Africa and the Americas. The mine captains called it a problem of the market; the families called it a death. Whole villages emptied in a decade. Some came back; most did not.',
      ),
      h(
        'TripAdvisor review, 2 stars\nWe waited 40 minutes for the underground tour even though we had booked a slot. The café was good value. The gift shop had a lovely range of local books. Staff were lovely though.',
        {
          problems: ['We waited 40 minutes for the underground tour even though we had booked a slot.'],
        },
      ),
      h(
        "Ellie: Volunteer rota for half-term is done.\nEllie: We're three guides short for the Wednesday.\nBen: Shall we just close the second tour slot that day?\nEllie: Agreed, closing it.",
        {
          decisions: ['Ellie: Agreed, closing it.'],
          problems: ["Ellie: We're three guides short for the Wednesday."],
        },
      ),
      h("order more hard hats (kids' sizes)\ncheck fire exit signage in gallery 2\nring HSE re steps?"),
      h(
        "Cornwall Council's cabinet approved a £45,000 grant to the museum on Friday to repair the engine house roof. Work is due to start in the autumn. The engine house dates from 1858.",
        {
          decisions: [
            "Cornwall Council's cabinet approved a £45,000 grant to the museum on Friday to repair the engine house roof.",
          ],
        },
      ),
      h(
        'Staff meeting\nGoing with the blue and gold for the new signage, after the vote. The lift to the upper gallery is out again and the part is on back order from Germany. The new volunteer handbook is out today, with copies in the staff room. Sarah asked if we could trial late opening on Thursdays. No decision on uniforms yet.',
        {
          decisions: ['Going with the blue and gold for the new signage, after the vote.'],
          problems: [
            'The lift to the upper gallery is out again and the part is on back order from Germany.',
          ],
          announcements: ['The new volunteer handbook is out today, with copies in the staff room.'],
        },
      ),
      h(
        'A museum that never changes is a museum people visit only once. The best new galleries start with a question the visitor already has. Start there, and the objects will find their places.',
      ),
      h(
        'Please welcome Tamsin Rowe, who starts today as our new learning officer. Tamsin joins us from a science centre in Plymouth, where she ran the schools programme. She will be based in the education room.',
        {
          announcements: ['Please welcome Tamsin Rowe, who starts today as our new learning officer.'],
        },
      ),
      h(
        'Met Office yellow warning for heavy rain across Cornwall from 6am Tuesday to midnight. Tours will run as normal unless we say otherwise. Please check the gutters by the shop before you go home tonight.',
        {
          problems: [
            'Met Office yellow warning for heavy rain across Cornwall from 6am Tuesday to midnight.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Coordinator of a community transport charity (dial-a-ride and volunteer car scheme) in rural Lincolnshire, on a Wednesday',
    highlights: [
      h(
        'Trustees, 9 April\nThe trustees agreed to start charging £2 for the Horncastle market bus from 1 June. It was decided not to renew the lease on the Louth garage. The chair thanked the volunteer drivers for a record year.',
        {
          decisions: [
            'The trustees agreed to start charging £2 for the Horncastle market bus from 1 June.',
            'It was decided not to renew the lease on the Louth garage.',
          ],
        },
      ),
      h(
        "Keith: Minibus 2 won't start, battery's flat again.\nKeith: Can someone else do Mrs Fowler's hospital run to Boston?\nPam: I can take her, leaving at 9.\nKeith: Cheers Pam, I'll ring the garage.",
        {
          problems: ["Keith: Minibus 2 won't start, battery's flat again."],
        },
      ),
      h(
        'Our new Saturday shopping service to Lincoln starts on 10 May, with pick-ups in Wragby and Bardney. We are delighted to welcome Colin Steele as our new volunteer coordinator. The charity was founded in 1994 by a group of church volunteers.',
        {
          announcements: [
            'Our new Saturday shopping service to Lincoln starts on 10 May, with pick-ups in Wragby and Bardney.',
            'We are delighted to welcome Colin Steele as our new volunteer coordinator.',
          ],
        },
      ),
      h(
        "Call from Mr Ibbotson, 10:15\nHe says the driver didn't wait when he was two minutes late and he missed his GP appointment. He wants a refund and an apology. He has rung before about the same driver.",
        {
          problems: [
            "He says the driver didn't wait when he was two minutes late and he missed his GP appointment.",
          ],
        },
      ),
      h(
        'In the countryside, distance decides everything: which doctor you see, which job you can take, whether you go out at all. A bus that comes twice a week is not a timetable, it is a verdict. My grandmother walked four miles to the nearest stop.',
      ),
      h(
        'Following the budget meeting, Lincolnshire County Council has approved funding of £32,000 for the scheme for 2025/26. That leaves us £6,000 short of what we need to keep the Friday service running. Payment will be made quarterly in arrears.',
        {
          decisions: [
            'Following the budget meeting, Lincolnshire County Council has approved funding of £32,000 for the scheme for 2025/26.',
          ],
          problems: ['That leaves us £6,000 short of what we need to keep the Friday service running.'],
        },
      ),
      h(
        'insurance renewal due 30th\nDBS checks: 4 drivers overdue\nring Ruth re Thursday cover\nbuy thank-you cards',
        {
          problems: ['DBS checks: 4 drivers overdue'],
        },
      ),
      h(
        'The number 6 bus between Horncastle and Spilsby will be withdrawn from the end of June, the operator said yesterday. Passengers say the route is the only way many older villagers can get into town.',
        {
          problems: [
            'The number 6 bus between Horncastle and Spilsby will be withdrawn from the end of June, the operator said yesterday.',
          ],
          announcements: [
            'The number 6 bus between Horncastle and Spilsby will be withdrawn from the end of June, the operator said yesterday.',
          ],
        },
      ),
      h(
        'The wheelchair lift on minibus 1 failed its LOLER inspection this morning. Garage quoted £1,400 for a new hydraulic ram. Lorraine is ringing round for a second quote. Minibus 3 is doing the day centre run as usual.',
        {
          problems: ['The wheelchair lift on minibus 1 failed its LOLER inspection this morning.'],
        },
      ),
      h(
        "Sue: Are we doing the Christmas lunch run this year?\nPam: I think so, but nobody's decided.\nPam: Last year we did forty dinners.\nSue: Let's talk at the coffee morning.",
      ),
      h(
        "Met the hospital transport team. Agreed that we'll take over the Tuesday renal runs from Skegness from next month. They'll send the paperwork by Friday. Their new booking line for patients goes live on Monday.",
        {
          decisions: ["Agreed that we'll take over the Tuesday renal runs from Skegness from next month."],
          announcements: ['Their new booking line for patients goes live on Monday.'],
        },
      ),
      h(
        'Parish newsletter: Wragby surgery opens a new branch clinic in Bardney village hall on 3 June. It will run on Tuesday and Thursday mornings. For years people have had to travel eight miles to see a nurse.',
        {
          announcements: [
            'Parish newsletter: Wragby surgery opens a new branch clinic in Bardney village hall on 3 June.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Manager of a council-run open-air lido in a seaside town, in opening week, on a Friday',
    highlights: [
      h(
        "The council's leisure committee has approved a £3 off-peak swim ticket for over-60s. It also agreed that the lido will stay open until 8pm on weekdays in July and August. The committee did not get to the café tender. Cllr Barker asked for usage figures by postcode.",
        {
          decisions: [
            "The council's leisure committee has approved a £3 off-peak swim ticket for over-60s.",
            'It also agreed that the lido will stay open until 8pm on weekdays in July and August.',
          ],
        },
      ),
      h(
        'Plant room, 6:30am\nChlorine reading low on the main pool because dosing pump 1 has airlocked again. Dosed by hand and the pool opened on time. Filter 3 pressure was climbing, backwash done. Need to order a new valve for pump 1.',
        {
          problems: ['Chlorine reading low on the main pool because dosing pump 1 has airlocked again.'],
        },
      ),
      h(
        'The lido is open for the season from Saturday 24 May! Our new heated learner pool opens to families for the first time this year. Season tickets are on sale now at reception and online.',
        {
          announcements: [
            'The lido is open for the season from Saturday 24 May!',
            'Our new heated learner pool opens to families for the first time this year.',
            'Season tickets are on sale now at reception and online.',
          ],
        },
      ),
      h(
        "Mia: Two lifeguards have called in sick for tomorrow.\nJosh: I can do a double.\nJosh: Not Sunday though, it's my nan's birthday.\nMia: Ok, we're closing the diving boards tomorrow to be safe.",
        {
          decisions: ["Mia: Ok, we're closing the diving boards tomorrow to be safe."],
          problems: ['Mia: Two lifeguards have called in sick for tomorrow.'],
        },
      ),
      h(
        'Cold water does not care what you decided on the poolside. You get in, your body panics, and then, if you let it, it settles. That is the whole lesson.',
      ),
      h(
        'Customer email: the changing rooms were filthy on Wednesday evening and there was no hot water in the showers. Also, when did you start charging for lockers? My kids do love the new slide.',
        {
          problems: [
            'Customer email: the changing rooms were filthy on Wednesday evening and there was no hot water in the showers.',
          ],
        },
      ),
      h(
        'Warning: the sun deck will be closed on Sunday while contractors replace the broken railing. Please bring your own shade. The café and the main pool are open as normal.',
        {
          problems: [
            'Warning: the sun deck will be closed on Sunday while contractors replace the broken railing.',
          ],
        },
      ),
      h('ask Dan re rota\nlost property box full\nrenew first aid cert (mine!)'),
      h(
        "The town's lido, which first opened in 1937, welcomed more than 60,000 swimmers last summer. This year the council has decided to keep it open into September for the first time. Campaigners who fought off closure in 2012 said they were delighted. The art deco fountain was restored in 2019.",
        {
          decisions: ['This year the council has decided to keep it open into September for the first time.'],
        },
      ),
      h(
        'From Monday, all staff must sign in on the new app instead of the paper register. Welcome to Priya and Tom, our new seasonal lifeguards. Uniform orders close today. June rotas are on the board.',
        {
          announcements: [
            'From Monday, all staff must sign in on the new app instead of the paper register.',
            'Welcome to Priya and Tom, our new seasonal lifeguards.',
          ],
        },
      ),
      h(
        'Further to our inspection, the tiles at the shallow end of the main pool have lifted in three places and are a trip hazard. We recommend roping off the area until we can attend on the 3rd. Our engineer will bring matching replacement tiles.',
        {
          problems: [
            'Further to our inspection, the tiles at the shallow end of the main pool have lifted in three places and are a trip hazard.',
          ],
        },
      ),
      h(
        "Coach Ray: Great first session this morning.\nCoach Ray: Water was lovely, 19 degrees.\nCoach Ray: The club has voted to move early-bird training to 6am from next week.\nCoach Ray: The gate code wasn't working again at 5:45, we were stuck outside for ten minutes.",
        {
          decisions: ['Coach Ray: The club has voted to move early-bird training to 6am from next week.'],
          problems: [
            "Coach Ray: The gate code wasn't working again at 5:45, we were stuck outside for ten minutes.",
          ],
        },
      ),
    ],
  },
];
