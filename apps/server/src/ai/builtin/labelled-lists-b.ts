import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Held-out labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by an
 * author who saw none of the patterns nor any other labelled day; scored only, never tuned on.
 */
export const LIST_DAYS_B: LabelledListDay[] = [
  {
    name: 'ward manager on a medical ward',
    highlights: [
      h(
        'Ward meeting, Monday.\nOutcome: night staff will keep the 12-hour shifts through winter.\nThe drug fridge in the treatment room alarmed three times overnight and nobody could silence it.\nAction: Priya to ring estates about the fridge.',
        {
          decisions: ['Outcome: night staff will keep the 12-hour shifts through winter.'],
          problems: [
            'The drug fridge in the treatment room alarmed three times overnight and nobody could silence it.',
          ],
        },
      ),
      h(
        'Incident note: a patient in bed 14 was given her evening insulin twice because the chart had not been signed. She was monitored closely and came to no harm. The incident has been logged on the reporting system.',
        {
          problems: [
            'Incident note: a patient in bed 14 was given her evening insulin twice because the chart had not been signed.',
          ],
        },
      ),
      h(
        'Trust newsletter: The new discharge lounge opens on level 2 from Monday 4 March. From 1 April, staff parking permits will cost £12 a month. Please welcome Dr Amara Osei, who joins us as consultant geriatrician.',
        {
          announcements: [
            'Trust newsletter: The new discharge lounge opens on level 2 from Monday 4 March.',
            'From 1 April, staff parking permits will cost £12 a month.',
            'Please welcome Dr Amara Osei, who joins us as consultant geriatrician.',
          ],
        },
      ),
      h(
        'From a leadership book: “The hardest decision a manager makes is choosing what not to fix.” Good leaders treat every problem as a chance to teach.',
      ),
      h(
        'Two healthcare assistants called in sick for the late shift, so we ran two short all evening. I stayed until 10 to help with the drug round.',
        {
          problems: [
            'Two healthcare assistants called in sick for the late shift, so we ran two short all evening.',
          ],
        },
      ),
      h(
        'Matron approved the request for a second hoist on the bay side. Still waiting to hear whether we get the extra band 6 post.',
        { decisions: ['Matron approved the request for a second hoist on the bay side.'] },
      ),
      h(
        'Note to self: read the new falls guidance before Thursday. Ask the team what they think the biggest risk on the ward is.',
      ),
      h(
        'Warning from infection control: two cases of norovirus confirmed on the neighbouring ward, so visiting is restricted until further notice. Hand gel stations have been restocked on every bay.',
        {
          problems: [
            'Warning from infection control: two cases of norovirus confirmed on the neighbouring ward, so visiting is restricted until further notice.',
          ],
        },
      ),
      h(
        'Article on safe staffing: the authors argue that no single rota decision can fix every problem at once. It is worth reading for the section on how to release time to care.',
      ),
      h(
        'Handover huddle: we will move the sepsis screening tool to the front of the admission pack from tomorrow. The call bell in side room 3 has stopped working again. Estates will send someone on Thursday.',
        {
          decisions: [
            'Handover huddle: we will move the sepsis screening tool to the front of the admission pack from tomorrow.',
          ],
          problems: ['The call bell in side room 3 has stopped working again.'],
        },
      ),
      h(
        "Reminder: the decision on Christmas leave will be made at the next meeting. We're going ahead with the self-rostering trial in January.",
        { decisions: ["We're going ahead with the self-rostering trial in January."] },
      ),
      h(
        'Pharmacy has released the new electronic prescribing module to all medical wards as of today. Downtime procedures stay the same.',
        {
          announcements: [
            'Pharmacy has released the new electronic prescribing module to all medical wards as of today.',
          ],
        },
      ),
    ],
  },
  {
    name: 'city council officer',
    highlights: [
      h(
        'Planning committee, Tuesday night.\nVerdict: the application for flats on the old bus depot site was approved, with conditions on parking.\nMembers deferred the decision on the Market Street cycle lane until the traffic survey is back.',
        {
          decisions: [
            'Verdict: the application for flats on the old bus depot site was approved, with conditions on parking.',
          ],
        },
      ),
      h(
        'Street lights on Elm Road have been out for four nights and residents are complaining about safety. The contractor has been asked to report back on Friday.',
        {
          problems: [
            'Street lights on Elm Road have been out for four nights and residents are complaining about safety.',
          ],
        },
      ),
      h(
        "Press release: The council's new garden waste collection service starts on 1 May, costing £45 a year. Residents can sign up online from today.",
        {
          announcements: [
            "Press release: The council's new garden waste collection service starts on 1 May, costing £45 a year.",
            'Residents can sign up online from today.',
          ],
        },
      ),
      h(
        'Cabinet scrapped the plan for a second park-and-ride site after the costs came in at double the estimate.',
        {
          decisions: [
            'Cabinet scrapped the plan for a second park-and-ride site after the costs came in at double the estimate.',
          ],
        },
      ),
      h(
        'Quote pinned above my desk: “Every policy is a decision about who gets left out.” Worth remembering when we write the consultation.',
      ),
      h(
        "The housing team's case management system crashed twice this morning and we lost about an hour of notes. IT are looking into it.",
        {
          problems: [
            "The housing team's case management system crashed twice this morning and we lost about an hour of notes.",
          ],
        },
      ),
      h(
        'Consultation update: we received 1,240 responses to the parking survey. The officer group will decide in June whether to extend the controlled zone.',
      ),
      h(
        'Email from the chief executive: Welcome to Fatima Rahman, who starts on Monday as our new director of housing. From next month, all council buildings will be cashless.',
        {
          announcements: [
            'Email from the chief executive: Welcome to Fatima Rahman, who starts on Monday as our new director of housing.',
            'From next month, all council buildings will be cashless.',
          ],
        },
      ),
      h(
        'Local paper column on why big projects fail to land on time, mostly a rehash of old arguments. The writer thinks every issue comes down to funding.',
      ),
      h(
        'Flood warning issued for the riverside ward from 6pm tonight. Sandbags are available at the depot on Mill Lane.',
        { problems: ['Flood warning issued for the riverside ward from 6pm tonight.'] },
      ),
      h(
        "Team meeting notes.\nWe'll stop printing agendas for committee meetings from next week and use tablets instead.\nOpen question: who owns the pothole backlog now that highways has been restructured?\nAction: Tom to draft the tablet guidance.",
        {
          decisions: [
            "We'll stop printing agendas for committee meetings from next week and use tablets instead.",
          ],
        },
      ),
      h(
        'Two complaints came in about missed bin collections on the Hillside estate, the third week in a row. The crew was short of a driver.',
        {
          problems: [
            'Two complaints came in about missed bin collections on the Hillside estate, the third week in a row.',
            'The crew was short of a driver.',
          ],
        },
      ),
    ],
  },
  {
    name: 'game studio producer',
    highlights: [
      h(
        'Sprint review.\nGoing with Unreal for the prototype instead of our in-house engine.\nThe art team is two weeks behind on the forest level because of the outsourcing change.\nOpen question: do we still need the photo mode for launch?',
        {
          decisions: ['Going with Unreal for the prototype instead of our in-house engine.'],
          problems: [
            'The art team is two weeks behind on the forest level because of the outsourcing change.',
          ],
        },
      ),
      h(
        'Patch notes 1.4.2: Added a new co-op mode for up to four players. Thanks to everyone who sent in crash logs. Known issue: some controllers disconnect after the console wakes from sleep.',
        {
          announcements: ['Patch notes 1.4.2: Added a new co-op mode for up to four players.'],
          problems: ['Known issue: some controllers disconnect after the console wakes from sleep.'],
        },
      ),
      h(
        'Our publisher has confirmed the release date: Emberfall comes out on 14 October on PC and consoles. Preorders open next Friday.',
        {
          announcements: [
            'Our publisher has confirmed the release date: Emberfall comes out on 14 October on PC and consoles.',
            'Preorders open next Friday.',
          ],
        },
      ),
      h(
        'Crunch warning: if the localisation files are not in by Monday we will miss the certification slot. Two of the QA contractors have quit this week.',
        {
          problems: [
            'Crunch warning: if the localisation files are not in by Monday we will miss the certification slot.',
            'Two of the QA contractors have quit this week.',
          ],
        },
      ),
      h(
        'From a design book: “A game is a series of interesting decisions.” I keep coming back to this when we argue about the skill tree.',
      ),
      h(
        'Leadership sync: the studio will not attend GDC this year; the budget goes to the playtest programme instead. Still undecided on whether to hire a second community manager.',
        {
          decisions: [
            'Leadership sync: the studio will not attend GDC this year; the budget goes to the playtest programme instead.',
          ],
        },
      ),
      h(
        'Blog post I liked: how small studios can plan a launch without burning out the team. The main tip is to release a demo early and watch the data.',
      ),
      h(
        "Servers for the closed beta went down for three hours last night after a bad config push. We've posted an apology on the forum.",
        {
          problems: [
            'Servers for the closed beta went down for three hours last night after a bad config push.',
          ],
        },
      ),
      h(
        'Press: Northlight Games has acquired our porting partner, Pixelforge, in a deal made public this morning. Pixelforge says nothing changes for existing contracts.',
        {
          announcements: [
            'Press: Northlight Games has acquired our porting partner, Pixelforge, in a deal made public this morning.',
          ],
        },
      ),
      h('Note to self: ask Ravi about the new build numbering scheme, and book the room for the retro.'),
      h(
        "Producer meeting decisions: the photo mode is cut from the launch build. We'll keep the price at £24.99. Marketing asked whether we can decide on the trailer music by Friday.",
        {
          decisions: [
            'Producer meeting decisions: the photo mode is cut from the launch build.',
            "We'll keep the price at £24.99.",
          ],
        },
      ),
      h(
        'Welcome to Jo Park, our new lead animator, who joins from Riverbend Studio this week. Her first task is the creature rigs.',
        {
          announcements: [
            'Welcome to Jo Park, our new lead animator, who joins from Riverbend Studio this week.',
          ],
        },
      ),
    ],
  },
  {
    name: 'restaurant owner',
    highlights: [
      h(
        "The walk-in fridge keeps tripping the fuse, and we binned about £300 of fish this morning. I've booked the engineer for Thursday.",
        {
          problems: [
            'The walk-in fridge keeps tripping the fuse, and we binned about £300 of fish this morning.',
          ],
        },
      ),
      h(
        'Welcome Ana Lima, our new head chef, who starts on the 3rd. She comes to us from the Harbour Kitchen.',
        { announcements: ['Welcome Ana Lima, our new head chef, who starts on the 3rd.'] },
      ),
      h(
        "Chat with Marco after service: we're going ahead with the Sunday brunch trial for six weeks. We scrapped the idea of a tasting menu for now. Still need to work out staffing for the brunch.",
        {
          decisions: [
            "Chat with Marco after service: we're going ahead with the Sunday brunch trial for six weeks.",
            'We scrapped the idea of a tasting menu for now.',
          ],
        },
      ),
      h(
        "Our spring menu launches on Tuesday, with three new vegetarian mains. I'm nervous about the new fennel dish.",
        { announcements: ['Our spring menu launches on Tuesday, with three new vegetarian mains.'] },
      ),
      h(
        "A food critic once wrote that every restaurant fails twice before it succeeds. I don't know if that is true, but it made me laugh.",
      ),
      h(
        'Complaint from table 9: the lamb was cold and they waited 50 minutes for mains. I comped their desserts.',
        { problems: ['Complaint from table 9: the lamb was cold and they waited 50 minutes for mains.'] },
      ),
      h(
        'Supplier email: from 1 June, delivery charges go up to £15 per drop. The new online ordering portal is live for all customers.',
        {
          announcements: [
            'Supplier email: from 1 June, delivery charges go up to £15 per drop.',
            'The new online ordering portal is live for all customers.',
          ],
        },
      ),
      h(
        'Decision at the staff meeting: tips will be split equally between front and back of house from next month. Kitchen porters asked for a review in three months.',
        {
          decisions: [
            'Decision at the staff meeting: tips will be split equally between front and back of house from next month.',
          ],
        },
      ),
      h(
        "The dishwasher leaked all over the pot wash floor during Saturday service, and one of the porters slipped. He's fine, but we've logged it as an accident.",
        {
          problems: [
            'The dishwasher leaked all over the pot wash floor during Saturday service, and one of the porters slipped.',
          ],
        },
      ),
      h(
        "Article on margins: restaurants that launch too many new dishes at once tend to regret it. The writer's advice is to decide on a core menu and stick to it.",
      ),
      h(
        'Environmental health visit went fine and we kept our five stars. The inspector warned that the back door seal is worn and pests could get in if it is not replaced.',
        {
          problems: [
            'The inspector warned that the back door seal is worn and pests could get in if it is not replaced.',
          ],
        },
      ),
      h(
        "Verdict on the coffee supplier: we're switching to Roastworks from next week. Two of our waiters handed in their notice on the same day, which leaves Friday nights short.",
        {
          decisions: ["Verdict on the coffee supplier: we're switching to Roastworks from next week."],
          problems: [
            'Two of our waiters handed in their notice on the same day, which leaves Friday nights short.',
          ],
        },
      ),
    ],
  },
  {
    name: 'university lab lead',
    highlights: [
      h(
        'Lab meeting.\nWe agreed to move group meetings to Wednesday mornings from next term.\nThe minus 80 freezer in room 204 failed over the weekend and we lost two years of tissue samples.\nAction: Lena to check the alarm contact list.',
        {
          decisions: ['We agreed to move group meetings to Wednesday mornings from next term.'],
          problems: [
            'The minus 80 freezer in room 204 failed over the weekend and we lost two years of tissue samples.',
          ],
        },
      ),
      h(
        'Our new open dataset of 40,000 annotated cell images is now available to download. It took three students two years to label.',
        {
          announcements: [
            'Our new open dataset of 40,000 annotated cell images is now available to download.',
          ],
        },
      ),
      h(
        'The grant panel approved our renewal for another five years, at 90 percent of the requested budget. The panel did flag a risk that the recruitment targets are too ambitious.',
        {
          decisions: [
            'The grant panel approved our renewal for another five years, at 90 percent of the requested budget.',
          ],
          problems: ['The panel did flag a risk that the recruitment targets are too ambitious.'],
        },
      ),
      h(
        'Reading group quote: “The biggest risk in science is not failure but never asking the question.” Good discussion afterwards.',
      ),
      h(
        "The confocal microscope has been booked solid for a month and three students say their experiments are stalling. I'll raise it at the next department meeting.",
        {
          problems: [
            'The confocal microscope has been booked solid for a month and three students say their experiments are stalling.',
          ],
        },
      ),
      h(
        'University bulletin: Professor Hana Ito has been appointed as the new Dean of Science. The new graduate school building opens to students on 2 September.',
        {
          announcements: [
            'University bulletin: Professor Hana Ito has been appointed as the new Dean of Science.',
            'The new graduate school building opens to students on 2 September.',
          ],
        },
      ),
      h(
        'Note to self: decide whether to take the second postdoc before the end of the month. Ask HR what the new visa rules mean for Tomás.',
      ),
      h(
        'Safety officer warning: the fume hood in lab 3 failed its airflow test and must not be used until it is repaired. Someone left the gas tap open in lab 2 on Tuesday night.',
        {
          problems: [
            'Safety officer warning: the fume hood in lab 3 failed its airflow test and must not be used until it is repaired.',
            'Someone left the gas tap open in lab 2 on Tuesday night.',
          ],
        },
      ),
      h(
        'Review of an old classic: the 1998 textbook on protein folding still holds up, even if the chapter on new methods is dated. It was first released when I was an undergraduate.',
      ),
      h(
        "PI meeting outcome: we are dropping the mouse work and putting the money into organoids. We're also keeping the shared technician on a full-time contract.",
        {
          decisions: [
            'PI meeting outcome: we are dropping the mouse work and putting the money into organoids.',
            "We're also keeping the shared technician on a full-time contract.",
          ],
        },
      ),
      h(
        "The department's shared server was hit by ransomware overnight and nobody can reach the analysis scripts. IT are restoring from last week's backups.",
        {
          problems: [
            "The department's shared server was hit by ransomware overnight and nobody can reach the analysis scripts.",
          ],
        },
      ),
      h(
        'Version 2.0 of our image analysis toolkit is out, with GPU support and a new plugin system. Thanks to everyone who tested the beta.',
        {
          announcements: [
            'Version 2.0 of our image analysis toolkit is out, with GPU support and a new plugin system.',
          ],
        },
      ),
    ],
  },
  {
    name: 'charity coordinator',
    highlights: [
      h(
        "Trustees' meeting: the board signed off on the lease for the new food bank unit on Carter Street. They also voted to keep the volunteer expenses policy as it is.",
        {
          decisions: [
            "Trustees' meeting: the board signed off on the lease for the new food bank unit on Carter Street.",
            'They also voted to keep the volunteer expenses policy as it is.',
          ],
        },
      ),
      h(
        "Two volunteers dropped out of Saturday's collection at the last minute, so the supermarket shift is uncovered. Priya has offered to cover if she can.",
        {
          problems: [
            "Two volunteers dropped out of Saturday's collection at the last minute, so the supermarket shift is uncovered.",
          ],
        },
      ),
      h(
        'We are delighted to share that we have partnered with Greenway Supermarkets, who will donate surplus food from all 12 of their local stores. Details are on our website.',
        {
          announcements: [
            'We are delighted to share that we have partnered with Greenway Supermarkets, who will donate surplus food from all 12 of their local stores.',
          ],
        },
      ),
      h(
        'Fundraising tip from a webinar: never launch an appeal without a clear ask. The speaker said the biggest problem most charities have is telling their story.',
      ),
      h(
        'Our online donation page was down from Friday evening to Sunday morning, right in the middle of the winter appeal. The payment provider was quick to respond once we got through.',
        {
          problems: [
            'Our online donation page was down from Friday evening to Sunday morning, right in the middle of the winter appeal.',
          ],
        },
      ),
      h(
        'Newsletter: Our new drop-in advice service is now open every Tuesday at the community centre. Meet Grace, our new volunteer coordinator for the south of the city.',
        {
          announcements: [
            'Newsletter: Our new drop-in advice service is now open every Tuesday at the community centre.',
            'Meet Grace, our new volunteer coordinator for the south of the city.',
          ],
        },
      ),
      h(
        'Steering group: still no decision on whether to move the warehouse. We need more figures on rent before anyone can decide.',
      ),
      h(
        "Outcome of the volunteer forum: we'll run training on Saturday mornings instead of weekday evenings. Rosa will write up the notes.",
        {
          decisions: [
            "Outcome of the volunteer forum: we'll run training on Saturday mornings instead of weekday evenings.",
          ],
        },
      ),
      h(
        "A volunteer raised a safeguarding concern about a regular visitor; it has been logged and passed to the lead. Stock of nappies and baby formula is running very low, and we can't meet next week's referrals without a top-up.",
        {
          problems: [
            'A volunteer raised a safeguarding concern about a regular visitor; it has been logged and passed to the lead.',
            "Stock of nappies and baby formula is running very low, and we can't meet next week's referrals without a top-up.",
          ],
        },
      ),
      h(
        'Article about charity history: the first food banks in the country opened in 2000 and spread fast after the 2008 crash. Many have since released annual reports on demand.',
      ),
      h(
        'We have chosen Brightside Printing for the annual report because they were cheaper and faster. The printer at the office jammed again this morning.',
        {
          decisions: [
            'We have chosen Brightside Printing for the annual report because they were cheaper and faster.',
          ],
          problems: ['The printer at the office jammed again this morning.'],
        },
      ),
      h(
        'From next month, the food bank will open on Thursday evenings as well. The council has awarded us a new grant of £20,000 for the hardship fund.',
        {
          announcements: [
            'From next month, the food bank will open on Thursday evenings as well.',
            'The council has awarded us a new grant of £20,000 for the hardship fund.',
          ],
        },
      ),
    ],
  },
  {
    name: 'logistics dispatcher',
    highlights: [
      h(
        "Morning brief: the M6 is closed northbound after an overturned lorry, and all Manchester runs are at least two hours late. I've rerouted the Preston drop through Leeds.",
        {
          problems: [
            'Morning brief: the M6 is closed northbound after an overturned lorry, and all Manchester runs are at least two hours late.',
          ],
        },
      ),
      h(
        "Ops meeting outcome: we're moving the Leeds run to a 5am start from Monday. Approved: two extra agency drivers for the Christmas peak.",
        {
          decisions: [
            "Ops meeting outcome: we're moving the Leeds run to a 5am start from Monday.",
            'Approved: two extra agency drivers for the Christmas peak.',
          ],
        },
      ),
      h(
        'Customer notice: Our new same-day delivery service is now available across Birmingham. From 1 November, the fuel surcharge rises to 8 percent.',
        {
          announcements: [
            'Customer notice: Our new same-day delivery service is now available across Birmingham.',
            'From 1 November, the fuel surcharge rises to 8 percent.',
          ],
        },
      ),
      h(
        "Van 14's tail lift jammed halfway down at a drop in Coventry, and the driver had to unload by hand. The driver took photos for the workshop.",
        {
          problems: [
            "Van 14's tail lift jammed halfway down at a drop in Coventry, and the driver had to unload by hand.",
          ],
        },
      ),
      h(
        'Industry magazine, March issue: a long piece on how dispatchers decide routes in bad weather. Worth a read, mostly about old paper-based methods.',
      ),
      h(
        "Note to self: chase the new starter's ID badge and check whether the new tablets have the updated routing app.",
      ),
      h(
        'The tracking system stopped updating driver positions between 2 and 4 this afternoon, so we were dispatching blind. Two customers complained they could not see their parcels.',
        {
          problems: [
            'The tracking system stopped updating driver positions between 2 and 4 this afternoon, so we were dispatching blind.',
            'Two customers complained they could not see their parcels.',
          ],
        },
      ),
      h(
        'Company update: We have acquired Swiftline Couriers, adding 60 vans and a depot in Bristol. Welcome to our new fleet manager, Dev Patel.',
        {
          announcements: [
            'Company update: We have acquired Swiftline Couriers, adding 60 vans and a depot in Bristol.',
            'Welcome to our new fleet manager, Dev Patel.',
          ],
        },
      ),
      h(
        "Depot managers signed off on the new loading bay layout today. We've cancelled the Sunday Glasgow run because the only spare lorry failed its safety check.",
        {
          decisions: [
            'Depot managers signed off on the new loading bay layout today.',
            "We've cancelled the Sunday Glasgow run because the only spare lorry failed its safety check.",
          ],
          problems: [
            "We've cancelled the Sunday Glasgow run because the only spare lorry failed its safety check.",
          ],
        },
      ),
      h(
        'Old dispatcher saying: the route you plan is never the route you drive. No plan survives the first roadworks.',
      ),
      h(
        'Near miss in the yard: a reversing truck came within a metre of a picker because the banksman was on his phone. Several drivers have raised concerns that the yard lighting is too dim at night.',
        {
          problems: [
            'Near miss in the yard: a reversing truck came within a metre of a picker because the banksman was on his phone.',
            'Several drivers have raised concerns that the yard lighting is too dim at night.',
          ],
        },
      ),
      h(
        'Open question from the meeting: do we keep the Saturday depot open over summer? Nobody wanted to decide without the volume numbers.',
      ),
    ],
  },
  {
    name: 'open-source maintainer',
    highlights: [
      h(
        'Release 3.2.0 is out, with a new streaming parser and support for Node 22. Upgrade notes are in the changelog.',
        { announcements: ['Release 3.2.0 is out, with a new streaming parser and support for Node 22.'] },
      ),
      h(
        'Security advisory: versions before 3.1.4 are vulnerable to a prototype pollution attack through the merge helper. The fix is in 3.1.4 and later.',
        {
          problems: [
            'Security advisory: versions before 3.1.4 are vulnerable to a prototype pollution attack through the merge helper.',
          ],
        },
      ),
      h(
        "Maintainers call: we're dropping support for Node 16 in the next major. Verdict on the logo: keep the old one. Still no agreement on whether to move the docs to a new site.",
        {
          decisions: [
            "Maintainers call: we're dropping support for Node 16 in the next major.",
            'Verdict on the logo: keep the old one.',
          ],
        },
      ),
      h(
        'CI has been red on main for two days because a transitive dependency published a broken build. Several contributors say their pull requests are blocked.',
        {
          problems: [
            'CI has been red on main for two days because a transitive dependency published a broken build.',
            'Several contributors say their pull requests are blocked.',
          ],
        },
      ),
      h(
        'From a talk on open source: “Every issue you close is a decision about what the project is for.” The speaker also said burnout is the real risk to most projects.',
      ),
      h(
        'Newsletter: We are joining the OpenJS Foundation, effective this month. Our project now has a new code of conduct, which applies to all spaces from today.',
        {
          announcements: [
            'Newsletter: We are joining the OpenJS Foundation, effective this month.',
            'Our project now has a new code of conduct, which applies to all spaces from today.',
          ],
        },
      ),
      h('Issue #4821 is a duplicate of #4790; closed it and linked the two.'),
      h(
        'A user reported that the CLI deletes the output folder without asking when the path has a trailing slash. I reproduced it on Windows and macOS.',
        {
          problems: [
            'A user reported that the CLI deletes the output folder without asking when the path has a trailing slash.',
          ],
        },
      ),
      h(
        'Note to self: decide on the release schedule before the sponsors call, and write the new contributor guide.',
      ),
      h(
        "Blog post: why most open-source projects fail to find a second maintainer, with some history of the early Linux days. The author's fix is to release early and write things down.",
      ),
      h(
        'Core team vote passed: the project moves to a monthly release cycle starting in January. We also approved Mei Chen as a new core maintainer.',
        {
          decisions: [
            'Core team vote passed: the project moves to a monthly release cycle starting in January.',
            'We also approved Mei Chen as a new core maintainer.',
          ],
        },
      ),
      h(
        'Our package downloads dropped by half after the registry outage on Tuesday, and the mirror is still serving stale versions. The registry team has promised a postmortem.',
        {
          problems: [
            'Our package downloads dropped by half after the registry outage on Tuesday, and the mirror is still serving stale versions.',
          ],
        },
      ),
    ],
  },
];
