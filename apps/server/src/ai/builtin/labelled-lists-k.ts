import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_K: LabelledListDay[] = [
  {
    name: 'TV drama production manager',
    highlights: [
      h(
        'Prod meeting, Tues\nAgreed: we drop the night shoot at the quarry and recreate it on stage 2. Insurance for the quarry would have cost more than the set build. Costume want another fitting day, to be discussed with the line producer. Minutes by Becky.',
        {
          decisions: ['Agreed: we drop the night shoot at the quarry and recreate it on stage 2.'],
        },
      ),
      h(
        'Sound report, day 14: the generator hum is audible on every exterior take near the car park. Boom op is chasing the hire company about a quieter unit. Decision from the DoP and me: we switch to the battery packs for all exteriors from tomorrow. Dialogue scenes inside were clean.',
        {
          problems: [
            'Sound report, day 14: the generator hum is audible on every exterior take near the car park.',
          ],
          decisions: [
            'Decision from the DoP and me: we switch to the battery packs for all exteriors from tomorrow.',
          ],
        },
      ),
      h(
        'From the channel press office: Harbour Lights series two premieres on Sunday 14 September at 9pm. The first trailer goes out next Friday across all platforms. Please do not share stills or behind-the-scenes photos before then. Cast interviews are being scheduled for launch week.',
        {
          announcements: [
            'From the channel press office: Harbour Lights series two premieres on Sunday 14 September at 9pm.',
            'The first trailer goes out next Friday across all platforms.',
          ],
        },
      ),
      h(
        "Every production fails in a hundred small ways before it fails in one big one. The trick is noticing the small ones while they are still cheap. Nobody remembers the day you came in on budget, but everybody remembers the day you didn't.",
      ),
      h(
        "Priya: The unit base at Marsh Lane has been cancelled by the council, they've got roadworks starting the same week.\nPriya: I'm looking at the school car park as a fallback.\nTom: Confirmed, we're going with the school car park, contract signed this morning.\nPriya: Great, I'll update the call sheet.",
        {
          problems: [
            "Priya: The unit base at Marsh Lane has been cancelled by the council, they've got roadworks starting the same week.",
          ],
          decisions: ["Tom: Confirmed, we're going with the school car park, contract signed this morning."],
        },
      ),
      h(
        'New policy from 1 October: any crew member who works more than 12 hours gets a guaranteed 11-hour break before the next call. It was negotiated with the union over the summer. Questions go to Dana in the production office.',
        {
          announcements: [
            'New policy from 1 October: any crew member who works more than 12 hours gets a guaranteed 11-hour break before the next call.',
          ],
        },
      ),
      h(
        'note to self: chase the music supervisor about the wedding scene track. We need a decision on a replacement by Friday if the label says no. Ask Jo whether the composer can do a soundalike. Buy gaffer tape for home.',
      ),
      h(
        'Accident book entry: a spark tripped over an unsecured cable run on the stairwell set at 15:40. First aid was given by Sam and the form is with the health and safety adviser. Cable ramps have been reordered from the other supplier.',
        {
          problems: [
            'Accident book entry: a spark tripped over an unsecured cable run on the stairwell set at 15:40.',
          ],
        },
      ),
      h(
        "Exec producer call: the network approved the extra shoot day for episode 6. We're also keeping the original ending, no reshoot. Next call in two weeks. She sounded happy with the rushes.",
        {
          decisions: [
            'Exec producer call: the network approved the extra shoot day for episode 6.',
            "We're also keeping the original ending, no reshoot.",
          ],
        },
      ),
      h(
        'Industry news: Northlight Studios has opened a third sound stage in Bristol, the largest in the South West. Rates were not disclosed. Several productions are said to be weighing a move from London. The studio was built on the site of an old tobacco warehouse.',
        {
          announcements: [
            'Industry news: Northlight Studios has opened a third sound stage in Bristol, the largest in the South West.',
          ],
        },
      ),
      h(
        'Deciding what not to shoot is the most underrated skill in scheduling. A schedule is a list of problems you have agreed to have. Most overruns are not failures of effort but failures of imagination. The best producers launch a shoot already knowing which scenes they would cut.',
      ),
      h(
        'Weather warning for Thursday: Met Office amber for wind along the coast, gusts up to 70mph. The cliff-top scenes are scheduled for that afternoon. Also, Lena starts as our new 2nd AD on Monday, please make her welcome. She comes to us from a long-running hospital drama.',
        {
          problems: [
            'Weather warning for Thursday: Met Office amber for wind along the coast, gusts up to 70mph.',
          ],
          announcements: ['Also, Lena starts as our new 2nd AD on Monday, please make her welcome.'],
        },
      ),
    ],
  },
  {
    name: 'Hotel general manager, city-centre hotel',
    highlights: [
      h(
        "Morning briefing\nOccupancy tonight is 94%, with two coach groups arriving after 6pm. Lift 2 is out of service again, engineer booked for 11:00. Housekeeping have full cover today after last week's agency shifts. Reminder: smile and use the guest's name at check-in.",
        {
          problems: ['Lift 2 is out of service again, engineer booked for 11:00.'],
        },
      ),
      h(
        "From the owners' meeting: we approved the refurbishment of floors 3 and 4, starting in January. The spa extension is parked for another year. Owners want a revised F&B forecast by the end of the month. They were pleased with the autumn numbers.",
        {
          decisions: [
            "From the owners' meeting: we approved the refurbishment of floors 3 and 4, starting in January.",
            'The spa extension is parked for another year.',
          ],
        },
      ),
      h(
        'Guest review, room 412: the room smelled of damp and the shower ran cold for two mornings. Otherwise a lovely stay, the staff were brilliant and we would come back. Rating 3 out of 5. We stayed for the Christmas markets.',
        {
          problems: [
            'Guest review, room 412: the room smelled of damp and the shower ran cold for two mornings.',
          ],
        },
      ),
      h(
        'HR bulletin: from 1 November the staff canteen will serve a free hot breakfast for every shift. Also welcome to Marco Bellini, who joins as executive chef next Monday. Marco was previously head chef at a restaurant in Lisbon. He likes strong coffee and early starts.',
        {
          announcements: [
            'HR bulletin: from 1 November the staff canteen will serve a free hot breakfast for every shift.',
            'Also welcome to Marco Bellini, who joins as executive chef next Monday.',
          ],
        },
      ),
      h(
        'Hospitality is making your guests feel at home, even when you wish they were. A problem solved in the first five minutes becomes a story the guest tells for years. The complaint you never hear is the one that costs you. New managers try to fix everything at once and fail at most of it.',
      ),
      h(
        "Ana (kitchen): The dishwasher in the main kitchen has flooded the floor, we are washing up by hand.\nNadia (ops): Maintenance are on their way up.\nAna (kitchen): We're running the reduced lunch menu today, agreed with Nadia.\nNadia (ops): Thanks Ana.",
        {
          problems: [
            'Ana (kitchen): The dishwasher in the main kitchen has flooded the floor, we are washing up by hand.',
          ],
          decisions: ["Ana (kitchen): We're running the reduced lunch menu today, agreed with Nadia."],
        },
      ),
      h(
        'Duty manager log, 02:10: fire alarm activated on floor 5 by a guest smoking in his room, full evacuation for 25 minutes. Fire service attended and reset the panel. Guest charged the £250 cleaning fee as per policy. Night team handled it calmly.',
        {
          problems: [
            'Duty manager log, 02:10: fire alarm activated on floor 5 by a guest smoking in his room, full evacuation for 25 minutes.',
          ],
        },
      ),
      h(
        "Revenue meeting notes\nWe're closing out the cheapest rate on the OTAs for all of December. Breakfast is currently included in every rate we sell. Open question: do we still do the New Year's Eve package at £399? Last year the package sold out by mid-November.",
        {
          decisions: ["We're closing out the cheapest rate on the OTAs for all of December."],
        },
      ),
      h(
        'Local paper: The city council has launched a tourist tax of £2 per night, taking effect on 1 April. Hoteliers say it will hit weekend breaks hardest. The council says the money will fund street cleaning and events. Edinburgh and Manchester have similar schemes.',
        {
          announcements: [
            'Local paper: The city council has launched a tourist tax of £2 per night, taking effect on 1 April.',
          ],
        },
      ),
      h(
        "to do before Friday: confirm the wedding menu tasting with the Hendersons, sign off the rota, call the linen supplier. They have delivered short twice this month and the napkins came back stained. Don't forget Gran's birthday card.",
        {
          problems: ['They have delivered short twice this month and the napkins came back stained.'],
        },
      ),
      h(
        'Sustainability committee: Agreed to remove single-use toiletries from all rooms by March. Refillable dispensers chosen from the Ecoline range. We discussed solar panels on the roof but no decision yet. Next meeting after the energy audit.',
        {
          decisions: [
            'Sustainability committee: Agreed to remove single-use toiletries from all rooms by March.',
            'Refillable dispensers chosen from the Ecoline range.',
          ],
        },
      ),
      h(
        'Email from group IT: The new booking engine goes live across all properties on 10 October. Training videos are on the intranet. Known issue: group bookings over 9 rooms cannot be modified online yet, please handle them by phone. Thanks for bearing with us.',
        {
          announcements: [
            'Email from group IT: The new booking engine goes live across all properties on 10 October.',
          ],
          problems: [
            'Known issue: group bookings over 9 rooms cannot be modified online yet, please handle them by phone.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Rugby club chief executive',
    highlights: [
      h(
        'Board minutes, 12 March\nThe board approved a two-year contract extension for head coach Ben Carter. The 3G pitch proposal was discussed at length, with members split on cost. Season ticket prices will be frozen for 2025/26. Apologies from Graham.',
        {
          decisions: [
            'The board approved a two-year contract extension for head coach Ben Carter.',
            'Season ticket prices will be frozen for 2025/26.',
          ],
        },
      ),
      h(
        'Physio update: Tom Reilly has a grade 2 hamstring tear and is out for six weeks. The scan was done at the hospital on Monday morning. Sam Okafor is back in full training after completing the concussion protocol. Both will do the gym session on Wednesday.',
        {
          problems: ['Physio update: Tom Reilly has a grade 2 hamstring tear and is out for six weeks.'],
        },
      ),
      h(
        'Press release: Harbour RFC are delighted to announce a three-year shirt sponsorship with Coastal Energy, starting next season. The new kit will be unveiled at the end-of-season dinner on 24 May. Full details are on the club website. Coastal Energy has supported the junior section since 2019.',
        {
          announcements: [
            'Press release: Harbour RFC are delighted to announce a three-year shirt sponsorship with Coastal Energy, starting next season.',
            'The new kit will be unveiled at the end-of-season dinner on 24 May.',
          ],
        },
      ),
      h(
        'Rugby is a game for hooligans played by gentlemen. Losing is a habit, and so is winning. The best clubs decide who they are before they decide who to sign. A team that fears failure will never try the long pass.',
      ),
      h(
        "Helen (FD): Gate receipts for Saturday were down 30% on budget, the rain didn't help.\nHelen (FD): Bar takings were fine though.\nHelen (FD): Cash flow is OK until the end of the season.\nMe: Thanks, let's go through it on Monday.",
        {
          problems: ["Helen (FD): Gate receipts for Saturday were down 30% on budget, the rain didn't help."],
        },
      ),
      h(
        "Safety advisory group: the north terrace is closed until the crash barrier is repaired. The Safety Officer will walk the ground with the council on Friday. Stewards are briefed at 12:30 on matchdays. Last season's inspection found nothing.",
        {
          problems: [
            'Safety advisory group: the north terrace is closed until the crash barrier is repaired.',
          ],
        },
      ),
      h(
        "Members' vote result: members voted 212 to 87 to admit women's section players as full voting members. Motion carried. Thanks to everyone who turned up on a wet Tuesday night. The bar stayed open late to celebrate.",
        {
          decisions: [
            "Members' vote result: members voted 212 to 87 to admit women's section players as full voting members.",
            'Motion carried.',
          ],
        },
      ),
      h(
        "Note to self: the decision on the academy director can't wait past June. Talk to Ben about what he actually needs from the role. Read the RFU guidance on safeguarding leads. Decide whether to go to the league AGM or send Helen.",
      ),
      h(
        'The league confirmed today that the competition will expand to 12 teams from 2026, with two new franchises in the North. Several owners had argued for a smaller league. Critics fear the expansion will dilute the quality of the competition.',
        {
          announcements: [
            'The league confirmed today that the competition will expand to 12 teams from 2026, with two new franchises in the North.',
          ],
        },
      ),
      h(
        'Matchday incident report: a spectator collapsed in the East Stand in the second half and was treated by the medical team before going to hospital. He is now stable and home with his family. The defibrillator cabinet by gate 3 was found locked, with the key missing.',
        {
          problems: [
            'Matchday incident report: a spectator collapsed in the East Stand in the second half and was treated by the medical team before going to hospital.',
            'The defibrillator cabinet by gate 3 was found locked, with the key missing.',
          ],
        },
      ),
      h(
        "Coaching staff meeting\nWe're going with Jack Moore at 10 for the cup tie. Agreed that the under-18s will train with the first team on Thursdays. Ben wants another look at the lineout calls. Video session at 6.",
        {
          decisions: [
            "We're going with Jack Moore at 10 for the cup tie.",
            'Agreed that the under-18s will train with the first team on Thursdays.',
          ],
        },
      ),
      h(
        'Club newsletter: The new clubhouse bar opens on Friday 4 April with a free pint for season ticket holders. Junior registration for next season is now open online. Remember, volunteers are always welcome on matchdays. See you at the Ram on Saturday!',
        {
          announcements: [
            'Club newsletter: The new clubhouse bar opens on Friday 4 April with a free pint for season ticket holders.',
            'Junior registration for next season is now open online.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Regional bus operator, operations manager',
    highlights: [
      h(
        'Control room log 07:15\nRoute 42 diverted via Station Road due to a burst water main on High Street. Drivers have been informed by radio. Stop notices are going up this afternoon. The water company is on site.',
        {
          problems: ['Route 42 diverted via Station Road due to a burst water main on High Street.'],
        },
      ),
      h(
        'Ops meeting\nDecision: from the May timetable we withdraw the Sunday evening journeys on route 7, as loadings are under five passengers. The 9A will be extended to the new hospital instead. The union rep asked for more notice next time. Minutes to follow from Claire.',
        {
          decisions: [
            'Decision: from the May timetable we withdraw the Sunday evening journeys on route 7, as loadings are under five passengers.',
            'The 9A will be extended to the new hospital instead.',
          ],
        },
      ),
      h(
        'Press release: Northway Buses today launched 20 new electric double-deckers on the city routes, the largest zero-emission fleet in the region. The buses were funded in part by a government grant. Charging is done overnight at the Riverside depot. Each bus has USB charging at every seat.',
        {
          announcements: [
            'Press release: Northway Buses today launched 20 new electric double-deckers on the city routes, the largest zero-emission fleet in the region.',
          ],
        },
      ),
      h(
        'From the depot rep: Drivers are complaining that the new rota gives them split shifts five days a week. The rota was built by the new scheduling software. Can we meet on Thursday to go through it?',
        {
          problems: [
            'From the depot rep: Drivers are complaining that the new rota gives them split shifts five days a week.',
          ],
        },
      ),
      h(
        'A bus timetable is a promise, and every late bus is a small broken promise. Reliability is boring until it fails. Frequency is freedom. Every new route is a promise you will have to keep for years.',
      ),
      h(
        "Engineering update: Three of the new electric buses have a software fault that cuts power to the doors when the bus is stationary for more than ten minutes. The manufacturer is sending a patch next week. We've agreed with them to keep those vehicles on the shorter routes until then. Drivers have been told not to leave them idling at termini.",
        {
          problems: [
            'Engineering update: Three of the new electric buses have a software fault that cuts power to the doors when the bus is stationary for more than ten minutes.',
          ],
          decisions: ["We've agreed with them to keep those vehicles on the shorter routes until then."],
        },
      ),
      h(
        'Customer notice: From Sunday 2 June the number 12 will run every 10 minutes during the day, up from every 15. New timetables are available on the app and at the bus station. Fares are unchanged.',
        {
          announcements: [
            'Customer notice: From Sunday 2 June the number 12 will run every 10 minutes during the day, up from every 15.',
            'New timetables are available on the app and at the bus station.',
          ],
        },
      ),
      h(
        'Kev (controller): The 55 on route 3 has broken down at the Asda roundabout, blocking one lane.\nKev (controller): Recovery ETA 40 mins.\nMe: Send the spare from the depot to cover the 14:20.\nKev (controller): On it.',
        {
          problems: [
            'Kev (controller): The 55 on route 3 has broken down at the Asda roundabout, blocking one lane.',
          ],
        },
      ),
      h(
        'Fuel is 12% over budget for the quarter again. Probably diesel prices, but ask finance to check. Also book the MOT slots for the school buses before September. Ask Dave if the depot heater got sorted.',
        {
          problems: ['Fuel is 12% over budget for the quarter again.'],
        },
      ),
      h(
        "Council approves bus lane on London Road\nThe city council's transport committee voted on Tuesday to approve a 24-hour bus lane along London Road. Work is expected to take around six months. Local traders said they were disappointed by the decision. A decision on a second bus lane on Mill Road is expected next year.",
        {
          decisions: [
            'Council approves bus lane on London Road',
            "The city council's transport committee voted on Tuesday to approve a 24-hour bus lane along London Road.",
          ],
        },
      ),
      h(
        'Safety bulletin: There have been four incidents this month of passengers falling on board when buses pull away before they are seated. Please wait for passengers to sit or hold on before moving off. A new CCTV review process for all falls starts on Monday. Footage from two of the falls has been passed to the insurer.',
        {
          problems: [
            'Safety bulletin: There have been four incidents this month of passengers falling on board when buses pull away before they are seated.',
          ],
          announcements: ['A new CCTV review process for all falls starts on Monday.'],
        },
      ),
      h(
        "Managing director's update: We have won the tender for the Park and Ride contract, starting in January. We've also appointed Sarah Khan as head of engineering. Thanks all for a hard quarter, it has not gone unnoticed.",
        {
          announcements: [
            "Managing director's update: We have won the tender for the Park and Ride contract, starting in January.",
            "We've also appointed Sarah Khan as head of engineering.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Electricity network control room engineer',
    highlights: [
      h(
        'Shift handover 19:00\nFeeder 11 at Kingsmead tripped twice this afternoon, auto-reclose held on the second attempt. Suspect tree contact near the A38 crossing. Vegetation crew requested for tomorrow morning. Otherwise a quiet shift.',
        {
          problems: [
            'Feeder 11 at Kingsmead tripped twice this afternoon, auto-reclose held on the second attempt.',
          ],
        },
      ),
      h(
        'Storm warning: Met Office yellow warning for wind from 06:00 Saturday to 18:00 Sunday across the whole licence area. The last warning like this gave us 1,800 faults in two days. All leave for Saturday is cancelled. Extra call handlers have been booked from the contact centre.',
        {
          problems: [
            'Storm warning: Met Office yellow warning for wind from 06:00 Saturday to 18:00 Sunday across the whole licence area.',
          ],
          decisions: ['All leave for Saturday is cancelled.'],
        },
      ),
      h(
        'Outage review meeting\nAgreed that all planned outages over four hours now need a generator plan signed off by the area manager. We chose to trial drone inspections on the Ridgeway 33kV line first. The review of the Millbrook incident will come back next month.',
        {
          decisions: [
            'Agreed that all planned outages over four hours now need a generator plan signed off by the area manager.',
            'We chose to trial drone inspections on the Ridgeway 33kV line first.',
          ],
        },
      ),
      h(
        'Every protection scheme is a bet about how the network will fail. The grid does not care about your schedule. Good operators assume the alarm is real until proven otherwise. New engineers fear the alarms; old engineers fear the silence.',
      ),
      h(
        'Customer contact: 340 customers in Hollins Green off supply since 14:20 after an underground cable fault. Estimated restoration 20:00. Welfare vans are at the village hall for vulnerable customers. Local radio has been briefed. Jointers are on site.',
        {
          problems: [
            'Customer contact: 340 customers in Hollins Green off supply since 14:20 after an underground cable fault.',
          ],
        },
      ),
      h(
        'Announcement from the CEO: Our new control centre at Fenton Park becomes operational on 1 July, and the old Westgate room will close by the end of the year. Shift patterns for the move will be agreed with the union. Thank you for your patience during the transition. The Fenton Park building used to be a printworks.',
        {
          announcements: [
            'Announcement from the CEO: Our new control centre at Fenton Park becomes operational on 1 July, and the old Westgate room will close by the end of the year.',
          ],
        },
      ),
      h(
        "Chat with Raj (field)\nRaj: Substation door at Oakfield found forced open, copper earth straps stolen.\nRaj: Looks like they came over the back fence.\nRaj: I'm waiting for the police at the gate.\nMe: Thanks, logging it now.",
        {
          problems: ['Raj: Substation door at Oakfield found forced open, copper earth straps stolen.'],
        },
      ),
      h(
        'Regulator news: Ofgem has published its final determination for the next price control period. The document runs to over 600 pages. Analysts expect further cost cutting across the sector. Our finance team is reading it tonight.',
        {
          announcements: [
            'Regulator news: Ofgem has published its final determination for the next price control period.',
          ],
        },
      ),
      h(
        'things to look up: how the new ANM scheme decides which generators to curtail first. The SCADA screens lag by up to 30 seconds whenever the historian runs its backup. Raise it with IT again, third time of asking.',
        {
          problems: ['The SCADA screens lag by up to 30 seconds whenever the historian runs its backup.'],
        },
      ),
      h(
        "Ops managers call: The decision is to keep the mobile generators at Hollins Green overnight as a precaution. We won't energise the repaired cable until the jointing is inspected in daylight. Ruth chaired, minutes by Dev. Next call at 08:00.",
        {
          decisions: [
            'Ops managers call: The decision is to keep the mobile generators at Hollins Green overnight as a precaution.',
            "We won't energise the repaired cable until the jointing is inspected in daylight.",
          ],
        },
      ),
      h(
        'Internal newsletter: Welcome to our three new apprentices, who join the control room on Monday. Priya Shah has been appointed control room manager after 15 years on shift. The summer barbecue is back on 19 July, so bring your families. Photos from last year are on the intranet.',
        {
          announcements: [
            'Internal newsletter: Welcome to our three new apprentices, who join the control room on Monday.',
            'Priya Shah has been appointed control room manager after 15 years on shift.',
            'The summer barbecue is back on 19 July, so bring your families.',
          ],
        },
      ),
      h(
        'Near miss report: an operator issued a switching instruction for the wrong circuit at Denby, caught by the field engineer before operation. The field engineer spotted it on the switching schedule. Human error is usually a design problem wearing a disguise.',
        {
          problems: [
            'Near miss report: an operator issued a switching instruction for the wrong circuit at Denby, caught by the field engineer before operation.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Independent record label manager',
    highlights: [
      h(
        "A&R meeting\nWe're signing Velvet Harbour for two albums, contracts going out this week. Passed on the Leeds duo, not ready yet. Everyone loved the demo from Mia Grant, let's see her live before deciding. Her gig at the Louisiana is on the 20th.",
        {
          decisions: [
            "We're signing Velvet Harbour for two albums, contracts going out this week.",
            'Passed on the Leeds duo, not ready yet.',
          ],
        },
      ),
      h(
        'Release plan: Kite Season, "Salt", single out Friday on all platforms. The video premieres on YouTube at 6pm the same day. Pre-save link is in the bio. A radio add this week would be huge.',
        {
          announcements: [
            'Release plan: Kite Season, "Salt", single out Friday on all platforms.',
            'The video premieres on YouTube at 6pm the same day.',
          ],
        },
      ),
      h(
        "Pressing plant email: There's a problem with the vinyl for Kite Season, the test pressings have audible surface noise on side B. They have offered a discount on the reorder. Kite Season are understandably nervous about it. Vinyl is about a third of our sales for this band.",
        {
          problems: [
            "Pressing plant email: There's a problem with the vinyl for Kite Season, the test pressings have audible surface noise on side B.",
          ],
        },
      ),
      h(
        'Nobody knows anything, least of all the people who decide what gets released. A hit is a failure that happened to find its audience. Most great records sold almost nothing in their first year. Decide what kind of label you are, then say no to everything else.',
      ),
      h(
        'Royalty statement check: streaming income for Q2 is 18% down on Q1, mostly because one big playlist dropped us. Sync income is up on the back of the car advert. Need to talk to the plugger about playlist strategy. Last year Q2 was our best quarter ever.',
        {
          problems: [
            'Royalty statement check: streaming income for Q2 is 18% down on Q1, mostly because one big playlist dropped us.',
          ],
        },
      ),
      h(
        'Label news: Harbourline Records is proud to announce our new imprint, Low Tide, dedicated to ambient and electronic music. The first release is an EP from Oona in October. Oona is from Reykjavik and records everything on cassette first. Demos welcome at the usual address.',
        {
          announcements: [
            'Label news: Harbourline Records is proud to announce our new imprint, Low Tide, dedicated to ambient and electronic music.',
            'The first release is an EP from Oona in October.',
          ],
        },
      ),
      h(
        'Jess (manager): The band have decided to cancel the Glasgow show, the singer has lost her voice.\nJess (manager): Refunds will be automatic through the ticket agent.\nJess (manager): Edinburgh is still on for now.\nMe: Gutted, tell her to rest up.',
        {
          decisions: [
            'Jess (manager): The band have decided to cancel the Glasgow show, the singer has lost her voice.',
          ],
          problems: [
            'Jess (manager): The band have decided to cancel the Glasgow show, the singer has lost her voice.',
          ],
        },
      ),
      h(
        "Finance meeting: Agreed to cap recording advances at £15k for new signings. The marketing budget for Kite Season is £8k, most of it on social. We agreed not to chase a US release until there's radio support. Cash at bank is £41k.",
        {
          decisions: [
            'Finance meeting: Agreed to cap recording advances at £15k for new signings.',
            "We agreed not to chase a US release until there's radio support.",
          ],
        },
      ),
      h(
        'Note to self: check the shop links before the press text goes out. Write the Low Tide bio. Call Mum back about Sunday. Listen to the new Oona mixes on proper speakers, not the laptop.',
      ),
      h(
        'Copyright claim received on YouTube for the "Salt" video, someone has claimed the master as theirs. Our distributor is disputing it on our behalf. The claimant is a content ID aggregator we\'ve never heard of. Claims usually take about 30 days to resolve.',
        {
          problems: [
            'Copyright claim received on YouTube for the "Salt" video, someone has claimed the master as theirs.',
          ],
        },
      ),
      h(
        'Music Week: Streaming service Tunely has announced a new payout threshold, with tracks needing 1,000 streams a year before they earn royalties. The change takes effect from next quarter. Independent labels have criticised the move as a blow to emerging artists. Full details are on the Tunely for Artists blog.',
        {
          announcements: [
            'Music Week: Streaming service Tunely has announced a new payout threshold, with tracks needing 1,000 streams a year before they earn royalties.',
            'The change takes effect from next quarter.',
          ],
        },
      ),
      h(
        "Studio booking: Greenhouse Studio has double-booked the week of 14 July and we've lost the session. The band chose to record at home in Bristol instead. Producer is fine with it. Saves us about two grand.",
        {
          problems: [
            "Studio booking: Greenhouse Studio has double-booked the week of 14 July and we've lost the session.",
          ],
          decisions: ['The band chose to record at home in Bristol instead.'],
        },
      ),
    ],
  },
  {
    name: 'Cruise ship hotel director',
    highlights: [
      h(
        "Captain's briefing\nDue to the swell forecast we will skip the tender port at Mykonos and spend an extra day at sea. Guests will be informed at 10:00 by announcement. Shore excursion refunds are processed automatically. Entertainment team to plan a sea-day programme.",
        {
          decisions: [
            'Due to the swell forecast we will skip the tender port at Mykonos and spend an extra day at sea.',
          ],
        },
      ),
      h(
        "Medical centre: 14 new cases of gastro in the last 24 hours, mostly on deck 6. We're moving to enhanced sanitation level 2 from tonight. The buffet goes to served-only until further notice. Dr Ruiz will update at the 18:00 meeting.",
        {
          problems: ['Medical centre: 14 new cases of gastro in the last 24 hours, mostly on deck 6.'],
          decisions: [
            "We're moving to enhanced sanitation level 2 from tonight.",
            'The buffet goes to served-only until further notice.',
          ],
        },
      ),
      h(
        'Fleet news: Aurora Cruises has named its newest ship Aurora Star, which will debut in the Caribbean in November 2026. Bookings open on 1 March. The ship will carry 3,100 guests and 1,300 crew. It is the fifth ship in the fleet.',
        {
          announcements: [
            'Fleet news: Aurora Cruises has named its newest ship Aurora Star, which will debut in the Caribbean in November 2026.',
            'Bookings open on 1 March.',
          ],
        },
      ),
      h(
        'At sea, a small problem left overnight becomes a large problem by morning. The sea is indifferent to your plans. A ship in harbour is safe, but that is not what ships are built for. Launch the lifeboats before you need them, not after.',
      ),
      h(
        'Guest services log: Cabin 8214 complaint, the air conditioning has not worked for two days and the guest is asking to move. Offered a free dinner in the steakhouse as a goodwill gesture. Engineering have ordered the part from Barcelona. Guest is a repeat cruiser with 14 sailings.',
        {
          problems: [
            'Guest services log: Cabin 8214 complaint, the air conditioning has not worked for two days and the guest is asking to move.',
          ],
        },
      ),
      h(
        "From head office: New policy from 1 January, all crew must complete the updated safety-at-sea module before boarding. The module takes about three hours. Training is on the crew portal. Most of the content is the same as last year's.",
        {
          announcements: [
            'From head office: New policy from 1 January, all crew must complete the updated safety-at-sea module before boarding.',
          ],
        },
      ),
      h(
        'Department heads meeting\nAgreed: the crew bar will close at midnight instead of 1am for the rest of the contract. Galley chose the new supplier for fresh fish in Piraeus. Someone suggested a crew talent show, no decision. Staff captain sends apologies.',
        {
          decisions: [
            'Agreed: the crew bar will close at midnight instead of 1am for the rest of the contract.',
            'Galley chose the new supplier for fresh fish in Piraeus.',
          ],
        },
      ),
      h(
        "Shore ex (Lena): The coach company in Kotor has cancelled two of our six coaches for tomorrow because of a driver strike.\nShore ex (Lena): I've got 90 guests booked on that tour.\nMe: Try the backup operator first before we cancel anything.",
        {
          problems: [
            'Shore ex (Lena): The coach company in Kotor has cancelled two of our six coaches for tomorrow because of a driver strike.',
          ],
        },
      ),
      h(
        'Port authority notice: Warning, the berth at Dubrovnik Gruz is limited to one ship from 10 to 20 May due to quay repairs. Gruz is our busiest call on this itinerary. Plan accordingly.',
        {
          problems: [
            'Port authority notice: Warning, the berth at Dubrovnik Gruz is limited to one ship from 10 to 20 May due to quay repairs.',
          ],
        },
      ),
      h(
        "Notes to self: learn the new menu names before the captain's dinner. Ask the sommelier about the wine order for Venice. Decide what to wear for the gala night. Sleep.",
      ),
      h(
        'Ship newsletter: Tonight we launch our new Broadway-style show, Ocean Dreams, in the Starlight Theatre. The new sushi bar on deck 12 is now open for lunch and dinner. Dress code for tonight is smart casual. Sunrise today is at 06:42.',
        {
          announcements: [
            'Ship newsletter: Tonight we launch our new Broadway-style show, Ocean Dreams, in the Starlight Theatre.',
            'The new sushi bar on deck 12 is now open for lunch and dinner.',
          ],
        },
      ),
      h(
        'Incident log 03:40: Water leak from a burst pipe in the crew corridor on deck 2, three cabins flooded. Crew moved to spare cabins on deck 3. Plumbers say the same pipe section failed last cruise too. Chief engineer will brief at 09:00.',
        {
          problems: [
            'Incident log 03:40: Water leak from a burst pipe in the crew corridor on deck 2, three cabins flooded.',
            'Plumbers say the same pipe section failed last cruise too.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Ski-hire chain operations director',
    highlights: [
      h(
        "Weekly ops call\nWe're closing the Val Claret shop on Tuesdays for the rest of January. Agreed to move 40 pairs of junior skis from Tignes Le Lac to Les Arcs. Discussed whether to offer e-bike hire in summer, Paul to cost it. Snow forecast looks good for half term.",
        {
          decisions: [
            "We're closing the Val Claret shop on Tuesdays for the rest of January.",
            'Agreed to move 40 pairs of junior skis from Tignes Le Lac to Les Arcs.',
          ],
        },
      ),
      h(
        "Shop manager, Les Arcs: The boot dryer has packed up again and we have 60 pairs of wet boots for the morning. I've borrowed two portable dryers from the Arc 1800 shop. Morning rush starts at 8:15 with two school groups. The Arc 1800 team have been brilliant all week.",
        {
          problems: [
            'Shop manager, Les Arcs: The boot dryer has packed up again and we have 60 pairs of wet boots for the morning.',
          ],
        },
      ),
      h(
        'Avalanche bulletin: Risk level 4 (high) above 2,000m today after heavy snowfall overnight. The bulletin is updated daily at 17:00. Piste patrol will update at midday. Lift openings are on the app.',
        {
          problems: [
            'Avalanche bulletin: Risk level 4 (high) above 2,000m today after heavy snowfall overnight.',
          ],
        },
      ),
      h(
        'Press release: SnowRent today opened its 25th store, in Val Thorens, with 1,500 pairs of new-season skis. The chain has also launched online booking with a 20% early-bird discount. SnowRent was founded in 1998 by two ski instructors from Annecy. The Val Thorens shop sits at the foot of the Péclet gondola.',
        {
          announcements: [
            'Press release: SnowRent today opened its 25th store, in Val Thorens, with 1,500 pairs of new-season skis.',
            'The chain has also launched online booking with a 20% early-bird discount.',
          ],
        },
      ),
      h(
        'There is no such thing as bad weather, only unsuitable clothing. Decide on the mountain, not in the car park. The mountains will still be there tomorrow. The new snow always looks safer than it is.',
      ),
      h(
        "Customer email: I was charged twice for my family's ski hire, €486 each time, and nobody at the shop could explain why. Please refund the duplicate payment. Otherwise we had a wonderful week. We will definitely be back next season.",
        {
          problems: [
            "Customer email: I was charged twice for my family's ski hire, €486 each time, and nobody at the shop could explain why.",
          ],
        },
      ),
      h(
        'Board decision, 3 Feb: SnowRent will not renew the lease on the Méribel shop when it expires in April. The board also approved €200k for new rental software. Méribel opened in 2004 as our third shop. Minutes to follow.',
        {
          decisions: [
            'Board decision, 3 Feb: SnowRent will not renew the lease on the Méribel shop when it expires in April.',
            'The board also approved €200k for new rental software.',
          ],
        },
      ),
      h(
        "Anna (Tignes): Tech bench 2 is setting bindings to the wrong DIN values, we caught it on three pairs of skis.\nAnna (Tignes): We've taken the bench out of use and called the service engineer.\nAnna (Tignes): All the skis mounted this week have been re-checked.\nMe: Good call, thanks Anna.",
        {
          problems: [
            'Anna (Tignes): Tech bench 2 is setting bindings to the wrong DIN values, we caught it on three pairs of skis.',
          ],
        },
      ),
      h(
        'HR memo: From 1 December all seasonal staff get free lift passes, not just shop managers. Staff accommodation in Bourg has been upgraded with new kitchens. Any questions, ask Claire. She is in the Tignes office on Mondays.',
        {
          announcements: [
            'HR memo: From 1 December all seasonal staff get free lift passes, not just shop managers.',
            'Staff accommodation in Bourg has been upgraded with new kitchens.',
          ],
        },
      ),
      h(
        "Note to self: stop deciding rotas at 11pm. The numbers for February look fine. Book the dentist for March when I'm back in the UK. Decide about the summer job by Easter.",
      ),
      h(
        'Incident: A customer slipped on the icy step at the entrance to the Courchevel shop and hurt her wrist. She was seen at the medical centre and given a splint. The step heater has been repaired this morning. Her husband was fine about it.',
        {
          problems: [
            'Incident: A customer slipped on the icy step at the entrance to the Courchevel shop and hurt her wrist.',
          ],
        },
      ),
      h(
        "Supplier call with Alpine Gear: We agreed to take the 2026 demo fleet on a three-year lease instead of buying. Delivery will be late, probably mid-December, because of a factory backlog. They're launching a new women's freeride ski at the trade show in Munich next week. Their rep was very apologetic.",
        {
          decisions: [
            'Supplier call with Alpine Gear: We agreed to take the 2026 demo fleet on a three-year lease instead of buying.',
          ],
          problems: ['Delivery will be late, probably mid-December, because of a factory backlog.'],
          announcements: [
            "They're launching a new women's freeride ski at the trade show in Munich next week.",
          ],
        },
      ),
    ],
  },
];
