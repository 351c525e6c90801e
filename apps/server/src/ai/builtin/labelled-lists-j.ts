import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_J: LabelledListDay[] = [
  {
    name: 'US school district superintendent (Maple Valley, Oregon)',
    highlights: [
      h(
        'School board meeting, Tuesday\nThe board voted 5-2 to adopt the later start time for high schools beginning next fall. Trustee Alvarez asked whether the buses can handle the new schedule. Public comment ran for almost two hours. Coffee ran out by eight. We agreed to hold two community listening sessions before the budget vote. Most speakers were parents of athletes worried about practice times. Next regular meeting is March 12.',
        {
          decisions: [
            'The board voted 5-2 to adopt the later start time for high schools beginning next fall.',
            'We agreed to hold two community listening sessions before the budget vote.',
          ],
        },
      ),
      h(
        "From facilities: The roof over the Lincoln Elementary gym is leaking again after Sunday's storm. Two classrooms smell of damp and the custodian found mold behind the radiator. We've put buckets down for now. The roofing contractor can come Thursday at the earliest. I walked the building with Principal Hayes after lunch.",
        {
          problems: [
            "From facilities: The roof over the Lincoln Elementary gym is leaking again after Sunday's storm.",
            'Two classrooms smell of damp and the custodian found mold behind the radiator.',
          ],
        },
      ),
      h(
        'Leaders who fail to decide are still deciding. Indecision is just a decision made with the worst possible timing. The people closest to the work usually know the answer already. Ask them first, then own the call. Good reminder before budget season.',
      ),
      h(
        "District News\nMs Okafor joins Jefferson Middle School as principal on August 1. She spent twelve years in a district outside Sacramento. The new STEM wing at Roosevelt High opens to students on September 3. The district's new mobile app launches next week, with live bus tracking built in. As a reminder, enrollment for the fall semester closes Friday.",
        {
          announcements: [
            'Ms Okafor joins Jefferson Middle School as principal on August 1.',
            'The new STEM wing at Roosevelt High opens to students on September 3.',
            "The district's new mobile app launches next week, with live bus tracking built in.",
          ],
        },
      ),
      h(
        "Dana (transport): we're short 6 bus drivers for Monday and routes 12 and 14 will run about 40 minutes late. Decided with Dana to combine routes 12 and 14 until the new hires start. She thinks two of the applicants will pass their CDL test this week. Fingers crossed.",
        {
          problems: [
            "Dana (transport): we're short 6 bus drivers for Monday and routes 12 and 14 will run about 40 minutes late.",
          ],
          decisions: ['Decided with Dana to combine routes 12 and 14 until the new hires start.'],
        },
      ),
      h('ask HR about substitute pay rates before cabinet. need numbers not anecdotes'),
      h(
        "Schools that launch too many new initiatives at once often see none of them take root. The article argues for picking two priorities a year and protecting them. Teachers can tell when a program is just this year's slogan. Depth beats breadth, every time. I have been guilty of this.",
      ),
      h(
        'Cabinet meeting 14 Jan\nDecision: snow days beyond three will be made up in June, not over spring break.\nAlso decided to keep the 2:30 early release on Wednesdays.\nOpen question: do we pay hourly staff for the closures?\nAction: Priya to draft the parent letter by Thursday.',
        {
          decisions: [
            'Decision: snow days beyond three will be made up in June, not over spring break.',
            'Also decided to keep the 2:30 early release on Wednesdays.',
          ],
        },
      ),
      h(
        "Email from the state: The audit found that special education records are incomplete for 48 students. We risk losing part of our federal IDEA funding if they aren't corrected by March 31. The rest of the files were in good order. Call with the compliance officer set for Monday.",
        {
          problems: [
            'Email from the state: The audit found that special education records are incomplete for 48 students.',
            "We risk losing part of our federal IDEA funding if they aren't corrected by March 31.",
          ],
        },
      ),
      h(
        'Press release: The district has been awarded a $2.4 million federal grant to expand free breakfast to all 19 schools. The program starts on January 8. Superintendent Reyes thanked the nutrition team for the application. Local TV may want an interview.',
        {
          announcements: [
            'Press release: The district has been awarded a $2.4 million federal grant to expand free breakfast to all 19 schools.',
            'The program starts on January 8.',
          ],
        },
      ),
      h(
        "Parent email: the drop-off line at Maple Elementary backs up onto Route 9 every morning and someone is going to get hurt. She attached three photos. I should loop in the sheriff's office.",
        {
          problems: [
            'Parent email: the drop-off line at Maple Elementary backs up onto Route 9 every morning and someone is going to get hurt.',
          ],
        },
      ),
      h(
        "Maple Valley's first high school opened in 1911 with 43 students. Bus service began in 1927. From the district history display in the lobby. Nice photos of the old brick building.",
      ),
    ],
  },
  {
    name: 'Councillor, Wattle Creek Shire Council (Victoria, Australia)',
    highlights: [
      h(
        'Council meeting minutes, 18 March\nCouncil resolved to ban single-use plastic bags at the Sunday market from 1 July. Cr Nguyen floated an exemption for food stalls but did not move an amendment. Council also approved $85,000 for roadside slashing along the Ridge Track. Funding for a second lifeguard tower at Tern Point is still under discussion. The gallery was packed with surf club members.',
        {
          decisions: [
            'Council resolved to ban single-use plastic bags at the Sunday market from 1 July.',
            'Council also approved $85,000 for roadside slashing along the Ridge Track.',
          ],
        },
      ),
      h(
        "Customer request 4471: Potholes on Banksia Road have burst two tyres this week, and the resident says nobody has responded to her last three reports. Roads team notified. I'll raise it at the next briefing as well.",
        {
          problems: [
            'Customer request 4471: Potholes on Banksia Road have burst two tyres this week, and the resident says nobody has responded to her last three reports.',
          ],
        },
      ),
      h(
        "Warning: Blue-green algae has been detected in Lake Carra. Signs are up at both boat ramps. The EPA will retest next week. Last summer's bloom lasted about six weeks.",
        {
          problems: ['Warning: Blue-green algae has been detected in Lake Carra.'],
        },
      ),
      h(
        "The new Wattle Creek library and community hub opens on Saturday 12 April with a sausage sizzle from 10am. Jess Halloran has been appointed as the shire's first Youth Engagement Officer. Kerbside glass collection starts in all townships from 3 June, with purple-lid bins delivered in May. All three items are going in the April newsletter.",
        {
          announcements: [
            'The new Wattle Creek library and community hub opens on Saturday 12 April with a sausage sizzle from 10am.',
            "Jess Halloran has been appointed as the shire's first Youth Engagement Officer.",
            'Kerbside glass collection starts in all townships from 3 June, with purple-lid bins delivered in May.',
          ],
        },
      ),
      h(
        "Nothing is ever decided by the people who leave the meeting early. Old councillor's joke, still true. Said with a wink at my first induction session.",
      ),
      h(
        'CFA briefing: Fuel loads along the Ridge Track are the highest in a decade. The fire danger rating for Thursday is Extreme. Fire restrictions have been in place since December. The brigade captain wants the verges slashed before Easter.',
        {
          problems: [
            'CFA briefing: Fuel loads along the Ridge Track are the highest in a decade.',
            'The fire danger rating for Thursday is Extreme.',
          ],
        },
      ),
      h(
        "Mark (CEO): we're going with Option B for the skate park, the one next to the oval. Can you let the youth council know before Friday? They'll be pleased.",
        {
          decisions: ["Mark (CEO): we're going with Option B for the skate park, the one next to the oval."],
        },
      ),
      h(
        "Local government's biggest failure isn't corruption, it's boredom. People simply stop turning up. Agendas get longer, meetings get duller, and the same six faces decide everything. If only the ratepayers who complain on Facebook came to a single meeting.",
      ),
      h('budget workshop thurs — rates cap is 2.75% this yr. ask finance re the pool deficit'),
      h(
        "The Main Street stormwater pump failed during Tuesday's downpour and flooded three shops. Insurance assessors are coming Monday. Engineering say the backup pump has been faulty since January and nobody logged it. I want a report at the next briefing.",
        {
          problems: [
            "The Main Street stormwater pump failed during Tuesday's downpour and flooded three shops.",
            'Engineering say the backup pump has been faulty since January and nobody logged it.',
          ],
        },
      ),
      h(
        'Following community consultation, council has approved a permanent dog off-leash area at Tern Point, which opens on 1 May. Over 600 residents responded to the survey. It was the most popular option in every township. Fencing goes in next month.',
        {
          decisions: [
            'Following community consultation, council has approved a permanent dog off-leash area at Tern Point, which opens on 1 May.',
          ],
          announcements: [
            'Following community consultation, council has approved a permanent dog off-leash area at Tern Point, which opens on 1 May.',
          ],
        },
      ),
      h(
        'Mayor: After a long debate we agreed to keep the Sunday market on the foreshore rather than move it to the oval. Traders were told this morning. Most of them seemed relieved. A few of them wanted the oval for the parking.',
        {
          decisions: [
            'Mayor: After a long debate we agreed to keep the Sunday market on the foreshore rather than move it to the oval.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Medical superintendent, district hospital in Nagpur (India)',
    highlights: [
      h(
        'Morning huddle 8:30\nThe oxygen plant on Block C tripped twice last night and we ran on cylinders for 40 minutes. Decided to keep the Block C elective surgeries on hold until the plant is stable. Dr Kulkarni is coordinating with biomedical. Vendor engineer is coming at 11am. Cylinder stock is enough for two days. Huddle ended at 8:50.',
        {
          problems: [
            'The oxygen plant on Block C tripped twice last night and we ran on cylinders for 40 minutes.',
          ],
          decisions: ['Decided to keep the Block C elective surgeries on hold until the plant is stable.'],
        },
      ),
      h(
        'Hospital committee decided that OPD registration will move fully online from 1 August, with a help desk for elderly patients. IT team says the software is ready. Dr Pande will chair the implementation group. Training for the registration staff still needs to be planned.',
        {
          decisions: [
            'Hospital committee decided that OPD registration will move fully online from 1 August, with a help desk for elderly patients.',
          ],
        },
      ),
      h(
        'CIRCULAR: Dr Meera Iyer has joined as Head of Nephrology with effect from 2 June. The new 12-bed dialysis unit on the 3rd floor will be inaugurated by the Health Minister on Friday. A free cataract screening camp will be held on 15 June at the Kamptee sub-centre. All HODs are requested to attend the inauguration.',
        {
          announcements: [
            'CIRCULAR: Dr Meera Iyer has joined as Head of Nephrology with effect from 2 June.',
            'The new 12-bed dialysis unit on the 3rd floor will be inaugurated by the Health Minister on Friday.',
            'A free cataract screening camp will be held on 15 June at the Kamptee sub-centre.',
          ],
        },
      ),
      h(
        'Sister Anjali: ICU is full, 3 patients waiting in casualty on trolleys since morning\nSister Anjali: can we shift the stable post-op cases to the step-down ward?',
        {
          problems: ['Sister Anjali: ICU is full, 3 patients waiting in casualty on trolleys since morning'],
        },
      ),
      h(
        "Medicine is a science of uncertainty and an art of probability. — William Osler\nRead this out at the interns' welcome today.",
      ),
      h(
        'NABH mock audit findings\nHand hygiene compliance in the surgical wards is only 58%, well below the 80% target. Fire extinguishers on the 2nd floor were last refilled in 2022 and are past their expiry. Documentation in the maternity ward was rated excellent. The final assessment is in October.',
        {
          problems: [
            'Hand hygiene compliance in the surgical wards is only 58%, well below the 80% target.',
            'Fire extinguishers on the 2nd floor were last refilled in 2022 and are past their expiry.',
          ],
        },
      ),
      h(
        'Purchase committee: We agreed to buy the second CT scanner from Siemens rather than GE, mainly because of the service contract. Payment in three instalments was approved by the trustees. Delivery will take about ten weeks. Biomedical will prepare the room in the meantime.',
        {
          decisions: [
            'Purchase committee: We agreed to buy the second CT scanner from Siemens rather than GE, mainly because of the service contract.',
            'Payment in three instalments was approved by the trustees.',
          ],
        },
      ),
      h(
        'remind accounts to send the TPA claims summary. Ask Rohan for the ageing report too. And book the car for Wardha on Saturday.',
      ),
      h(
        'Hospitals rarely fail because of one bad decision. They fail through a thousand small ones that nobody noticed. Safety is a habit, not a project. Every ward sister knows this. Worth reading the whole piece on patient safety culture.',
      ),
      h(
        'Patient feedback register\nThe lift in the OPD block has been out of order for a week and elderly patients are being carried up the stairs. Family of bed 14 complained that nobody explained the discharge bill. Several patients praised the night nursing staff. The register is reviewed every Monday.',
        {
          problems: [
            'The lift in the OPD block has been out of order for a week and elderly patients are being carried up the stairs.',
            'Family of bed 14 complained that nobody explained the discharge bill.',
          ],
        },
      ),
      h(
        "Good news, everyone! Our hospital has been ranked first among district hospitals in Maharashtra in this year's Kayakalp cleanliness awards, announced today. Sweets in the staff room at 4.",
        {
          announcements: [
            "Our hospital has been ranked first among district hospitals in Maharashtra in this year's Kayakalp cleanliness awards, announced today.",
          ],
        },
      ),
      h(
        "Board meeting: Visiting hours in the general wards will change to 4pm to 7pm from Monday, the board decided after last week's security incident. The guard rotation will be discussed again next month. Dr Deshpande suggested an ID card system for attendants.",
        {
          decisions: [
            "Board meeting: Visiting hours in the general wards will change to 4pm to 7pm from Monday, the board decided after last week's security incident.",
          ],
          announcements: [
            "Board meeting: Visiting hours in the general wards will change to 4pm to 7pm from Monday, the board decided after last week's security incident.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Operations manager, Mount Tamarack ski resort (British Columbia, Canada)',
    highlights: [
      h(
        'Ops radio log 07:15\nThe Eagle Express chairlift is on wind hold, with gusts of 90 km/h at the top terminal. Patrol will reassess at 09:00. Guests are being redirected to the Cedar chair. Visibility is decent below mid-mountain.',
        {
          problems: [
            'The Eagle Express chairlift is on wind hold, with gusts of 90 km/h at the top terminal.',
          ],
        },
      ),
      h(
        'Snowmaking meeting: We decided to prioritize the beginner runs over the terrain park until temperatures drop. The terrain park crew are not thrilled. Luc thinks we can get the jumps built by mid-December anyway. Snow guns ran all night on Bunny Hill.',
        {
          decisions: [
            'Snowmaking meeting: We decided to prioritize the beginner runs over the terrain park until temperatures drop.',
          ],
        },
      ),
      h(
        'Mount Tamarack opens for the season on Saturday, November 30, with six lifts and 42 runs. The new Summit Lodge restaurant welcomes its first guests the same day. The tube park opens December 14 with a brand-new magic carpet. Last season we opened on December 6.',
        {
          announcements: [
            'Mount Tamarack opens for the season on Saturday, November 30, with six lifts and 42 runs.',
            'The new Summit Lodge restaurant welcomes its first guests the same day.',
            'The tube park opens December 14 with a brand-new magic carpet.',
          ],
        },
      ),
      h(
        'Guest review (2 stars): Waited 55 minutes in the rental shop line and two of our kids got boots that were the wrong size. Staff were friendly though. Would probably come back if they sort out rentals.',
        {
          problems: [
            'Guest review (2 stars): Waited 55 minutes in the rental shop line and two of our kids got boots that were the wrong size.',
          ],
        },
      ),
      h(
        "The mountain doesn't care what you decided in the parking lot. Old patroller saying. Told it to the new hires at orientation. Most of them laughed, one of them wrote it down.",
      ),
      h(
        'We are down 30 lift operators from last year because the staff housing deal in town fell through, and weekends are going to be tight. We decided to run the Cedar chair on weekends only until we are staffed up. HR is posting the jobs again in Calgary and Vancouver.',
        {
          problems: [
            'We are down 30 lift operators from last year because the staff housing deal in town fell through, and weekends are going to be tight.',
          ],
          decisions: ['We decided to run the Cedar chair on weekends only until we are staffed up.'],
        },
      ),
      h(
        'Welcome Chloé Tremblay, who joins us as Director of Snow Sports on December 2! She comes from Mont-Sainte-Anne, where she ran the ski school for eight years. Please say hi when you see her. She also speaks fluent French, handy for our Quebec guests.',
        {
          announcements: ['Welcome Chloé Tremblay, who joins us as Director of Snow Sports on December 2!'],
        },
      ),
      h(
        'Mgmt mtg\nAgreed: season pass prices stay frozen for 2025-26.\nProposal from marketing to launch a night-skiing package, no decision yet.\nShould we close the bunny hill carpet on weekdays?',
        {
          decisions: ['Agreed: season pass prices stay frozen for 2025-26.'],
        },
      ),
      h(
        'Incident 24-117: A snowboarder collided with an unpadded snowmaking hydrant on Lower Fox. Patrol responded within six minutes. Padding has since been added to all hydrants on that run.',
        {
          problems: [
            'Incident 24-117: A snowboarder collided with an unpadded snowmaking hydrant on Lower Fox.',
          ],
        },
      ),
      h(
        "DriveBC: Highway 1 through Rogers Pass is closed for avalanche control until at least 4pm. Check back for updates. Half our staff commute from Revelstoke. I'll update the roster once the road opens.",
        {
          problems: [
            'DriveBC: Highway 1 through Rogers Pass is closed for avalanche control until at least 4pm.',
          ],
        },
      ),
      h(
        'Resorts that decide to chase every new trend end up with a mountain full of half-finished projects. The best ones pick a lane. Guests come back for great snow and short lines, not for gimmicks. From a ski industry newsletter, worth sharing with the owners.',
      ),
      h(
        'The owners have approved the $18 million replacement of the Eagle Express, to be built in summer 2026. Please keep this internal until the official announcement in January. Doppelmayr is the likely supplier.',
        {
          decisions: [
            'The owners have approved the $18 million replacement of the Eagle Express, to be built in summer 2026.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Competitions manager, Waikato netball league (New Zealand)',
    highlights: [
      h(
        "Board of Management, 9 April\nThe board agreed to move the grand final to Saturday 23 August at Claudelands Arena. We also decided that under-17 players may play a maximum of two senior games per round. Sandra chaired in Helen's absence. Minutes to be circulated by Friday.",
        {
          decisions: [
            'The board agreed to move the grand final to Saturday 23 August at Claudelands Arena.',
            'We also decided that under-17 players may play a maximum of two senior games per round.',
          ],
        },
      ),
      h(
        'Judiciary ruling: Tayla Moana of the Hamilton Hawks is suspended for three matches for dangerous contact. The Hawks have 48 hours to appeal. Both captains attended the hearing. The appeal board also upheld the Pukekohe forfeit from Round 2. The tribunal took just under an hour.',
        {
          decisions: [
            'Judiciary ruling: Tayla Moana of the Hamilton Hawks is suspended for three matches for dangerous contact.',
            'The appeal board also upheld the Pukekohe forfeit from Round 2.',
          ],
        },
      ),
      h(
        "Email from Te Awamutu club: Our players were verbally abused by spectators during Saturday's game and the umpires did nothing about it. Can someone from the league call me today? We want this taken seriously.",
        {
          problems: [
            "Email from Te Awamutu club: Our players were verbally abused by spectators during Saturday's game and the umpires did nothing about it.",
          ],
        },
      ),
      h(
        "Media release: Kiwibank is the league's new naming-rights sponsor in a three-year deal starting this season. Sky Sport will livestream two games every round from this year. Fixtures for Round 1 have been published today on the league website. The league thanks outgoing sponsor Waikato Motors for six years of support.",
        {
          announcements: [
            "Media release: Kiwibank is the league's new naming-rights sponsor in a three-year deal starting this season.",
            'Sky Sport will livestream two games every round from this year.',
            'Fixtures for Round 1 have been published today on the league website.',
          ],
        },
      ),
      h(
        'Champions are made when nobody is watching and they decide to train anyway. Stuck this on the fridge. The kids rolled their eyes.',
      ),
      h(
        "The Cambridge venue's court surface failed its safety inspection and can't be used until it is resurfaced. We're looking at Te Rapa as a backup. The resurfacing quote is due Wednesday.",
        {
          problems: [
            "The Cambridge venue's court surface failed its safety inspection and can't be used until it is resurfaced.",
          ],
        },
      ),
      h('ring Sarah re umpire numbers for the u15 champs'),
      h(
        "Treasurer's report: We're $14,000 behind on registration fees and two clubs haven't paid affiliation at all. Otherwise spending is on track. Audit is booked for July. Thanks to all the club treasurers for their returns.",
        {
          problems: [
            "Treasurer's report: We're $14,000 behind on registration fees and two clubs haven't paid affiliation at all.",
          ],
        },
      ),
      h(
        "Rachel: Decided — we're going with the teal alternate kit for the Matariki round.\nMia: love it\nRachel: orders need to be in by the 20th",
        {
          decisions: ["Rachel: Decided — we're going with the teal alternate kit for the Matariki round."],
        },
      ),
      h(
        "A league that launches new competitions every year without fixing its umpiring pathway is building on sand. Hard to argue with that one. Umpires are the oxygen of the game. Without them there is no fixture list at all. Sent it to the umpires' convenor.",
      ),
      h(
        "Congratulations to Hana Whaanga, named Coach of the Year at last night's awards dinner. Registrations for the 2025 winter season open on Monday 3 March. Club delegates have the early-bird code. What a night it was.",
        {
          announcements: [
            "Congratulations to Hana Whaanga, named Coach of the Year at last night's awards dinner.",
            'Registrations for the 2025 winter season open on Monday 3 March.',
          ],
        },
      ),
      h(
        "Heads up: The forecast for Saturday is heavy rain and the outdoor courts at Morrinsville flood easily, so games there may have to be postponed. We'll confirm by Friday noon. Indoor games are unaffected.",
        {
          problems: [
            'Heads up: The forecast for Saturday is heavy rain and the outdoor courts at Morrinsville flood easily, so games there may have to be postponed.',
          ],
        },
      ),
    ],
  },
  {
    name: "Chair, Elm Park Residents' Association (Dublin, Ireland)",
    highlights: [
      h(
        'AGM minutes\nThe AGM voted to raise the annual subscription from €20 to €25. Members agreed that the Christmas fair will go ahead in the church hall again. It was also decided to hold committee meetings on the first Tuesday of each month. There was some discussion about setting up a WhatsApp group for each road. Attendance was 47, the best in years.',
        {
          decisions: [
            'The AGM voted to raise the annual subscription from €20 to €25.',
            'Members agreed that the Christmas fair will go ahead in the church hall again.',
            'It was also decided to hold committee meetings on the first Tuesday of each month.',
          ],
        },
      ),
      h(
        'Message from Aoife at number 42: The streetlight outside her house has been out for three weeks and the lane is pitch dark by 5pm. She has reported it to the council twice. I said I would chase it up on Monday.',
        {
          problems: [
            'Message from Aoife at number 42: The streetlight outside her house has been out for three weeks and the lane is pitch dark by 5pm.',
          ],
        },
      ),
      h(
        'Dublin City Council notice: Water supply to Elm Park Road and Cedar Grove will be interrupted from 9am to 3pm on Wednesday for mains repairs. We apologise for any inconvenience.',
        {
          problems: [
            'Dublin City Council notice: Water supply to Elm Park Road and Cedar Grove will be interrupted from 9am to 3pm on Wednesday for mains repairs.',
          ],
        },
      ),
      h(
        "The new community garden at the old tennis courts officially opens this Saturday at 11am, with Cllr Byrne cutting the ribbon. A weekly farmers' stall will start at the garden gates from May. Bring gloves if you want to help plant the first beds! Tea and scones afterwards. Children very welcome.",
        {
          announcements: [
            'The new community garden at the old tennis courts officially opens this Saturday at 11am, with Cllr Byrne cutting the ribbon.',
            "A weekly farmers' stall will start at the garden gates from May.",
          ],
        },
      ),
      h(
        "Neighbourhoods don't fail all at once. They fail one unanswered complaint at a time. The antidote is boring: answer the email, fix the light, turn up. From a talk by a community organiser in Cork.",
      ),
      h(
        "Declan: So we're agreed, the association will formally object to the 9-storey apartment plan on the old Esso site.\nDeclan: I'll draft the submission tonight.\nMáire: can someone check the deadline?",
        {
          decisions: [
            "Declan: So we're agreed, the association will formally object to the 9-storey apartment plan on the old Esso site.",
          ],
        },
      ),
      h(
        'Third car break-in on Cedar Grove this month. A window was smashed last night and a laptop taken. Gardaí have been informed. Please keep valuables out of sight.',
        {
          problems: [
            'Third car break-in on Cedar Grove this month.',
            'A window was smashed last night and a laptop taken.',
          ],
        },
      ),
      h('things to raise with the council: bins, the speed ramps, dog fouling in the park'),
      h(
        "Welcome to Siobhán Kelly, our new treasurer, who takes over from Tom after eleven years. Tom will still run the bookshop stall. Thank you, Tom, for all those years of careful books. The association's new website goes live on Monday at elmparkra.ie.",
        {
          announcements: [
            'Welcome to Siobhán Kelly, our new treasurer, who takes over from Tom after eleven years.',
            "The association's new website goes live on Monday at elmparkra.ie.",
          ],
        },
      ),
      h(
        'The gully at the bottom of Elm Park Road is blocked with leaves again. With Storm Éowyn forecast for Friday, the basements at numbers 2 to 10 are at risk of flooding. Paddy has sandbags in his garage if anyone needs them.',
        {
          problems: [
            'The gully at the bottom of Elm Park Road is blocked with leaves again.',
            'With Storm Éowyn forecast for Friday, the basements at numbers 2 to 10 are at risk of flooding.',
          ],
        },
      ),
      h(
        "The best residents' groups decide less and listen more. Wise words. Easier said than done. Trying to remember that at committee meetings.",
      ),
      h(
        "From 1 March, the laneway gate will be locked between 11pm and 6am, following the vote at last month's meeting. Keys are available from the secretary for €5. Please do not prop it open.",
        {
          decisions: [
            "From 1 March, the laneway gate will be locked between 11pm and 6am, following the vote at last month's meeting.",
          ],
          announcements: [
            "From 1 March, the laneway gate will be locked between 11pm and 6am, following the vote at last month's meeting.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Harbour master, Port of San Vicente (Chile)',
    highlights: [
      h(
        'Ops briefing 06:00\nCrane STS-4 is out of service with a hydraulic leak, so berth 2 is down to one crane. The MSC vessel is now expected to sail six hours late. Decided to move the Maersk call to berth 3 to keep it on schedule. Weather is fine and swell is under a metre.',
        {
          problems: [
            'Crane STS-4 is out of service with a hydraulic leak, so berth 2 is down to one crane.',
            'The MSC vessel is now expected to sail six hours late.',
          ],
          decisions: ['Decided to move the Maersk call to berth 3 to keep it on schedule.'],
        },
      ),
      h(
        'Harbour board: The board approved the dredging of the approach channel to 15.5 metres, starting in October. The environmental permit was granted last year. The last dredging campaign was in 2016. Cost is shared with the regional government.',
        {
          decisions: [
            'Harbour board: The board approved the dredging of the approach channel to 15.5 metres, starting in October.',
          ],
        },
      ),
      h(
        'NOTICE TO MARINERS 14/2025: A navigation buoy (No 3 green) is off station near the breakwater. Replacement is scheduled for Thursday.',
        {
          problems: [
            'NOTICE TO MARINERS 14/2025: A navigation buoy (No 3 green) is off station near the breakwater.',
          ],
        },
      ),
      h(
        "The port's new cruise terminal will welcome its first ship, the Seabourn Quest, on 12 December. Captain Rosa Medina has been appointed deputy harbour master from 1 November. She was previously a pilot at Valparaíso. Her first day is a Friday, so the welcome lunch is on the Monday.",
        {
          announcements: [
            "The port's new cruise terminal will welcome its first ship, the Seabourn Quest, on 12 December.",
            'Captain Rosa Medina has been appointed deputy harbour master from 1 November.',
          ],
        },
      ),
      h(
        'A ship in harbour is safe, but that is not what ships are built for. — John Shedd\nOn the wall in the pilot station.',
      ),
      h(
        'The stevedores union says it will strike for 48 hours from Monday unless the night-shift roster is withdrawn. Talks with the operator resume tomorrow. The last strike was in 2019.',
        {
          problems: [
            'The stevedores union says it will strike for 48 hours from Monday unless the night-shift roster is withdrawn.',
          ],
        },
      ),
      h(
        'Safety committee\nAgreed that all visitors on the quay must wear hi-vis and hard hats, no exceptions.\nDiscussed moving the truck gate, no outcome.\nWhat did we decide about the pilot boat overtime?',
        {
          decisions: ['Agreed that all visitors on the quay must wear hi-vis and hard hats, no exceptions.'],
        },
      ),
      h(
        'Diesel sheen reported alongside berth 5 this afternoon. The source appears to be a leaking bunker hose on the tanker Nordic Star. Booms deployed and the coast guard notified. Sample bottles are with the lab.',
        {
          problems: [
            'Diesel sheen reported alongside berth 5 this afternoon.',
            'The source appears to be a leaking bunker hose on the tanker Nordic Star.',
          ],
        },
      ),
      h('check the tide tables before confirming the Sunday pilotage. new pilots need the extra margin'),
      h(
        'Ports that decide to automate without their workforce usually discover the problem at the picket line. Long read on Rotterdam and Los Angeles. Automation projects went best where unions helped design the new roles. Worth rereading. Good background for the board retreat.',
      ),
      h(
        "Jorge: We've chosen the Kalmar bid for the new straddle carriers, contract signing next week.\nAna: great, finally\nJorge: the old ones go to auction in spring",
        {
          decisions: [
            "Jorge: We've chosen the Kalmar bid for the new straddle carriers, contract signing next week.",
          ],
        },
      ),
      h(
        "From 1 January, all container trucks must book an arrival slot through the new VBS app, and unbooked trucks will be turned away. The port's annual throughput hit a record 1.2 million TEU, according to figures published this morning. The trucking association has asked for a grace period.",
        {
          announcements: [
            'From 1 January, all container trucks must book an arrival slot through the new VBS app, and unbooked trucks will be turned away.',
            "The port's annual throughput hit a record 1.2 million TEU, according to figures published this morning.",
          ],
        },
      ),
    ],
  },
  {
    name: "SRC president, university students' union (Johannesburg, South Africa)",
    highlights: [
      h(
        'SRC meeting 3 March\nThe SRC resolved to keep the campus food bank open through the exam period. We also agreed to support the Friday march against fee increases. Someone asked whether the SRC should endorse candidates in the municipal election; parked for now. Quorum was only just reached.',
        {
          decisions: [
            'The SRC resolved to keep the campus food bank open through the exam period.',
            'We also agreed to support the Friday march against fee increases.',
          ],
        },
      ),
      h(
        'Load-shedding is at Stage 4 again and the library generator failed last night, so students lost two hours of study before the 11pm close. Facilities say a replacement part is on order. We raised it with the Dean of Students this morning.',
        {
          problems: [
            'Load-shedding is at Stage 4 again and the library generator failed last night, so students lost two hours of study before the 11pm close.',
          ],
        },
      ),
      h(
        "The new 24-hour study centre in the Science Stadium opens on Monday. Thandiwe Nkosi has been elected SRC treasurer in yesterday's by-election. The SRC's new mental health helpline goes live on 1 April. Turnout was 31%. That is up from 22% last year.",
        {
          announcements: [
            'The new 24-hour study centre in the Science Stadium opens on Monday.',
            "Thandiwe Nkosi has been elected SRC treasurer in yesterday's by-election.",
            "The SRC's new mental health helpline goes live on 1 April.",
          ],
        },
      ),
      h(
        'You will either step forward into growth or you will step back into safety. — Abraham Maslow\nPinned above my desk in the SRC office.',
      ),
      h(
        "Res complaint: There has been no hot water in Block D of Eastgate residence since Thursday and maintenance hasn't responded. Fourth message about it this week.",
        {
          problems: [
            "Res complaint: There has been no hot water in Block D of Eastgate residence since Thursday and maintenance hasn't responded.",
          ],
        },
      ),
      h(
        "Dear SRC, the University Council has approved a 5.2% fee increase for 2026. I'm happy to meet to discuss the student support fund. Kind regards, DVC Student Affairs",
        {
          decisions: ['Dear SRC, the University Council has approved a 5.2% fee increase for 2026.'],
        },
      ),
      h("NSFAS allowances for about 600 students still haven't been paid since February. follow up tmrw", {
        problems: [
          "NSFAS allowances for about 600 students still haven't been paid since February. follow up tmrw",
        ],
      }),
      h(
        'Student movements fail when they mistake a launch event for a campaign. The author was an organiser in 2015. Coalitions take years, not weekends. Good chapter on building coalitions.',
      ),
      h(
        "Lerato: Final call — we're going with the Jazz Society's proposal for the Orientation Week headline act.\nSipho: 👍\nLerato: I'll tell the other societies",
        {
          decisions: [
            "Lerato: Final call — we're going with the Jazz Society's proposal for the Orientation Week headline act.",
          ],
        },
      ),
      h(
        'SRC Elections\nNominations open on 14 August and close on 21 August. Voting will be online for the first time. Candidates must be registered students in good academic standing.',
        {
          announcements: [
            'Nominations open on 14 August and close on 21 August.',
            'Voting will be online for the first time.',
          ],
        },
      ),
      h(
        "Security alert: Two students were mugged at the Empire Road crossing after dark this week. Use the campus shuttle after 7pm. At last night's exec we decided to ask for the shuttle route to include the Braamfontein flats. Protection services have increased patrols.",
        {
          problems: [
            'Security alert: Two students were mugged at the Empire Road crossing after dark this week.',
          ],
          decisions: [
            "At last night's exec we decided to ask for the shuttle route to include the Braamfontein flats.",
          ],
        },
      ),
      h(
        "Rumour is the VC might announce a new residence building at graduation, but nobody's confirmed anything. The original residence opened in 1932. Worth asking at the next council meeting. I have heard this one every year since first year.",
      ),
    ],
  },
];
