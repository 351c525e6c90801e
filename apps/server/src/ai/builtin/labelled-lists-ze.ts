import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZE: LabelledListDay[] = [
  {
    name: 'Deepa, school admissions and home-to-school transport officer at Shropshire Council, on the Wednesday before primary offer day',
    highlights: [
      h(
        "Admissions team huddle, 9.15\nRuth ran through the offer-day timetable again.\nAgreed: no phone line extension this year, we'll staff the inbox until 8pm instead.\nPriya asked whether we should also text parents. Nobody was sure it was worth the cost.\nDecision: Ludlow late applications will be processed after offer day, not before.",
        {
          decisions: [
            "Agreed: no phone line extension this year, we'll staff the inbox until 8pm instead.",
            'Decision: Ludlow late applications will be processed after offer day, not before.',
          ],
        },
      ),
      h(
        "[15/04/2026, 08:02] Kerry: Morning. The admissions portal is throwing a 502 for anyone logging in with a council account.\n[15/04/2026, 08:04] Deepa: Thanks, I'll log it with IT.\n[15/04/2026, 08:11] Kerry: IT say the certificate expired overnight, fix due by 10.",
        {
          problems: [
            'The admissions portal is throwing a 502 for anyone logging in with a council account.',
            'Kerry: IT say the certificate expired overnight, fix due by 10.',
          ],
        },
      ),
      h(
        'Shropshire Council has confirmed that a new 420-place primary school in the Oteley Road development in Shrewsbury will open in September 2027. Councillors first discussed the site in 2019. The development has around 900 homes so far, with another 300 to come.',
        {
          announcements: [
            'Shropshire Council has confirmed that a new 420-place primary school in the Oteley Road development in Shrewsbury will open in September 2027.',
          ],
        },
      ),
      h(
        'Most organisations do not fail because they decide badly. They fail because they decide nothing at all and call it caution. Indecision is itself a decision, usually the worst one available.',
      ),
      h(
        '> Can you confirm whether the Church Stretton bus is running from Monday?\nYes, for now. Minsterley Motors have told us they are withdrawing the 07:40 Church Stretton school service from 20 April because they have lost two drivers. We are looking for another operator but nothing is confirmed yet.\nDeepa',
        {
          problems: [
            'Minsterley Motors have told us they are withdrawing the 07:40 Church Stretton school service from 20 April because they have lost two drivers.',
          ],
        },
      ),
      h(
        'note to self\nchase SEN transport, Wem pupils\nask Ruth re appeals room\nprint offer-day FAQ\ntaxi invoice for march wrong again',
        {
          problems: ['taxi invoice for march wrong again'],
        },
      ),
      h(
        "From 1 September, the council's new post-16 transport policy takes effect: students aged 16 to 18 will pay a £600 annual contribution, down from £720. Applications for the 2026/27 year open on 1 June. The Cabinet approved the change at its March meeting after a six-week consultation. The full policy is on the council website.",
        {
          decisions: ['The Cabinet approved the change at its March meeting after a six-week consultation.'],
          announcements: [
            "From 1 September, the council's new post-16 transport policy takes effect: students aged 16 to 18 will pay a £600 annual contribution, down from £720.",
            'Applications for the 2026/27 year open on 1 June.',
          ],
        },
      ),
      h(
        "Appeals panel, Meole Brace School\nPanel upheld the appeal for child B on the ground of a mistake in applying the distance criterion.\nAppeal for child D was dismissed.\nThe clerk noted that the school's published admission number is 240. Two panel members were new, so the chair explained the procedure first.",
        {
          decisions: [
            'Panel upheld the appeal for child B on the ground of a mistake in applying the distance criterion.',
            'Appeal for child D was dismissed.',
          ],
        },
      ),
      h(
        'The problem with choice, as parents quickly discover, is that someone else decides whether you get it. A school place is not something you win; it is something the system allocates. New families arriving mid-year feel this most sharply. The launch of online applications was supposed to make all of this simpler.',
      ),
      h(
        'Ruth: heads up, the new in-year admissions form goes live on the website tomorrow morning.\nRuth: the link will be in the parent newsletter too.\nDeepa: great, about time',
        {
          announcements: [
            'Ruth: heads up, the new in-year admissions form goes live on the website tomorrow morning.',
          ],
        },
      ),
      h(
        "Route 214 (Bishop's Castle to Lydbury North) minibus failed its MOT on brakes, so the run is covered by a taxi until Friday. Parents have been told. We've decided to re-tender the route when the contract ends in July rather than extend it.",
        {
          decisions: [
            "We've decided to re-tender the route when the contract ends in July rather than extend it.",
          ],
          problems: [
            "Route 214 (Bishop's Castle to Lydbury North) minibus failed its MOT on brakes, so the run is covered by a taxi until Friday.",
          ],
        },
      ),
      h(
        "Shropshire Council has appointed Helen Ashworth, currently at Telford & Wrekin, as its new director of children's services from 1 May. Her predecessor left in January after four years in the post. The role had been covered by an interim since then.",
        {
          announcements: [
            "Shropshire Council has appointed Helen Ashworth, currently at Telford & Wrekin, as its new director of children's services from 1 May.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Gav, refuse collection crew supervisor at a council depot in Swansea, on the Tuesday after the Easter bank holiday',
    highlights: [
      h(
        "07/04/2026, 06:12 - Gav: Morning all, RCV 14 won't start, battery's flat again.\n07/04/2026, 06:15 - Lee: Taking 22 then.\n07/04/2026, 06:20 - Gav: Fine, use it but fill in the defect sheet before you go.",
        {
          problems: ["Gav: Morning all, RCV 14 won't start, battery's flat again."],
        },
      ),
      h(
        "Bank holiday collections: all rounds will run one day later this week, with Friday's collections taking place on Saturday 11 April. From 4 May, Swansea Council will also start collecting small electrical items alongside household recycling. Residents should put them in a carrier bag next to their green box. Thank you for recycling.",
        {
          announcements: [
            "Bank holiday collections: all rounds will run one day later this week, with Friday's collections taking place on Saturday 11 April.",
            'From 4 May, Swansea Council will also start collecting small electrical items alongside household recycling.',
          ],
        },
      ),
      h(
        'Depot meeting, ops and union reps\nAgreed that crews will finish at 14:30 on hot days when the Met Office issues an amber heat warning.\nDiscussed moving the Gorseinon rounds to a four-day week. No decision, Marc to cost it.\nSickness is at 9.1 per cent this month, the highest since the winter.\nDecision: the glass round in Sketty goes back to fortnightly from June.\nNext depot meeting is 5 May.',
        {
          decisions: [
            'Agreed that crews will finish at 14:30 on hot days when the Met Office issues an amber heat warning.',
            'Decision: the glass round in Sketty goes back to fortnightly from June.',
          ],
          problems: ['Sickness is at 9.1 per cent this month, the highest since the winter.'],
        },
      ),
      h(
        'Missed collections since Thursday: 63, mostly Townhill and Mayhill.\nRound sheets for both areas are attached.\nGulls are ripping open black bags on Walter Road again.',
        {
          problems: [
            'Missed collections since Thursday: 63, mostly Townhill and Mayhill.',
            'Gulls are ripping open black bags on Walter Road again.',
          ],
        },
      ),
      h(
        'Nobody notices the bin men until the day they fail to come. Then the whole street becomes an expert on logistics. Bins are the one council service everyone uses every week.',
      ),
      h(
        "Hi Gav,\nJust to confirm, the new starter, Ieuan Price, begins on Round 7 next Monday as a loader. He has his CPC card and has done the manual handling course. Please can someone meet him at the gate at 6am. He'll shadow Lee for the first week.\nThanks, Sian",
        {
          announcements: [
            'Hi Gav, Just to confirm, the new starter, Ieuan Price, begins on Round 7 next Monday as a loader.',
          ],
        },
      ),
      h(
        'Fleet update: the three new electric RCVs arrive on 20 April and will go on the city centre rounds first. Charging points at the depot are still not commissioned because Western Power have not connected the supply. Until then they will sit in bay 3. Photos of the vehicles are on the shared drive.',
        {
          problems: [
            'Charging points at the depot are still not commissioned because Western Power have not connected the supply.',
          ],
          announcements: [
            'Fleet update: the three new electric RCVs arrive on 20 April and will go on the city centre rounds first.',
          ],
        },
      ),
      h(
        'Cabinet members voted on Thursday to keep three-weekly black bag collections, rejecting calls from opposition councillors to return to fortnightly pickups. Swansea has had the three-weekly system since 2022. Recycling rates in the city are now above 70 per cent. The opposition leader said the decision would be revisited after the election.',
        {
          decisions: [
            'Cabinet members voted on Thursday to keep three-weekly black bag collections, rejecting calls from opposition councillors to return to fortnightly pickups.',
          ],
        },
      ),
      h(
        'remind crews re gloves\norder new hi-vis, sizes L and XL\nask Marc about overtime rates\nclinical waste rota for thurs',
      ),
      h(
        'Safety alert: a member of the public was struck by a reversing refuse vehicle in a Cardiff street last month. All crews must use a banksman when reversing in narrow streets, effective immediately. We have decided to fit rear cameras to the remaining older vehicles by September.',
        {
          decisions: ['We have decided to fit rear cameras to the remaining older vehicles by September.'],
          problems: [
            'Safety alert: a member of the public was struck by a reversing refuse vehicle in a Cardiff street last month.',
          ],
          announcements: [
            'All crews must use a banksman when reversing in narrow streets, effective immediately.',
          ],
        },
      ),
      h(
        'Behind every missed bin there is usually a parked car, a locked gate or a route that was designed for a street that no longer exists. The hard part of waste collection is not lifting the bins. It is deciding which problems are worth fixing first. New routes look good on a map and fail on a wet Monday in February.',
      ),
      h(
        "Cities are what they throw away. You can read a street's whole week from its kerb on collection day.",
      ),
    ],
  },
  {
    name: 'Morag, home library service and mobile library coordinator in rural Aberdeenshire, on a Thursday',
    highlights: [
      h(
        "Mobile library team, monthly catch-up\nWe agreed to drop the Tuesday stop at Glenkindie, which had two borrowers all year.\nFiona suggested a pop-up at the Strathdon show instead. Worth looking at.\nThe van's tail lift jammed twice last week and is still not fixed.\nAgreed: the winter timetable starts on 2 November.\nAny other business: none.",
        {
          decisions: [
            'We agreed to drop the Tuesday stop at Glenkindie, which had two borrowers all year.',
            'Agreed: the winter timetable starts on 2 November.',
          ],
          problems: ["The van's tail lift jammed twice last week and is still not fixed."],
        },
      ),
      h(
        'Live Life Aberdeenshire has launched a new e-audiobook service, giving library members free access to more than 12,000 titles. The service is available now through the Libby app. Members need their library card number and PIN to sign in. Staff at any branch can help you set it up.',
        {
          announcements: [
            'Live Life Aberdeenshire has launched a new e-audiobook service, giving library members free access to more than 12,000 titles.',
            'The service is available now through the Libby app.',
          ],
        },
      ),
      h(
        'A library is not a luxury but one of the necessities of life. The new reader always arrives by accident, looking for something else.',
      ),
      h(
        "Hi Morag,\nMrs Duthie in Alford says her large-print delivery didn't arrive this month and she's been without books for three weeks. Also, the box of returns I left at Inverurie library last Friday seems to have gone missing.\nI've told her you'll ring. Sorry to be the bearer of bad news!\nAnne",
        {
          problems: [
            "Hi Morag, Mrs Duthie in Alford says her large-print delivery didn't arrive this month and she's been without books for three weeks.",
            'Also, the box of returns I left at Inverurie library last Friday seems to have gone missing.',
          ],
        },
      ),
      h(
        "[09/04/2026, 10:20] Callum: Van 2 is back from the garage, they replaced the alternator.\n[09/04/2026, 10:22] Morag: Brilliant, so we're back on the full timetable?\n[09/04/2026, 10:25] Callum: Yes, full timetable resumes Monday, I'll put it on the Facebook page.",
        {
          announcements: ["Callum: Yes, full timetable resumes Monday, I'll put it on the Facebook page."],
        },
      ),
      h(
        'When libraries launch new services, the launch is the easy part. What fails is the long tail: the outreach, the staffing, the quiet Tuesday afternoons. Most councils decide on library budgets in February, long before anyone knows what worked. Nobody launches a quiet Tuesday afternoon.',
      ),
      h(
        "Notice to borrowers: from 1 May, overdue fines on children's books are abolished across all Aberdeenshire libraries. The council's Communities Committee approved the change in March. Ask staff if you have any questions.",
        {
          decisions: ["The council's Communities Committee approved the change in March."],
          announcements: [
            "Notice to borrowers: from 1 May, overdue fines on children's books are abolished across all Aberdeenshire libraries.",
          ],
        },
      ),
      h(
        'Incident, Thursday 9 April\nAt the Rhynie stop a borrower slipped on the van steps in the rain. No injury, but the anti-slip strip is worn through and needs replacing before next week.\nReported to H&S. Photos on the shared drive.',
        {
          problems: [
            'At the Rhynie stop a borrower slipped on the van steps in the rain.',
            'No injury, but the anti-slip strip is worn through and needs replacing before next week.',
          ],
        },
      ),
      h('order more jigsaw bags\nring Mrs Duthie\ndecided: skip Towie stop in july\ncheck rota for may', {
        decisions: ['decided: skip Towie stop in july'],
      }),
      h(
        "Morag, quick update from SMT. They've decided not to replace the third van this year, so we'll have to make two vans cover the whole of Marr. Budget is being reviewed again in October. I know it's not what we hoped for. I'll send the minutes round when I get them.",
        {
          decisions: [
            "They've decided not to replace the third van this year, so we'll have to make two vans cover the whole of Marr.",
          ],
        },
      ),
      h(
        "Aberdeenshire Libraries is pleased to announce that Kemnay library will reopen on Saturday 18 April after its refurbishment, with a new children's corner and longer opening hours. Author Shona MacLean will open the building at 11am. Tea and cake will be served.",
        {
          announcements: [
            "Aberdeenshire Libraries is pleased to announce that Kemnay library will reopen on Saturday 18 April after its refurbishment, with a new children's corner and longer opening hours.",
            'Author Shona MacLean will open the building at 11am.',
          ],
        },
      ),
      h(
        'The problem with being a reader is that you are always behind. There is always a new book, and never a new evening to read it in.',
      ),
    ],
  },
  {
    name: 'Council housing voids and repairs planner at Hull City Council, on a Monday',
    highlights: [
      h(
        "[13/04/2026, 07:55] Dean: Flat 4, Kingston House has no heating or hot water, tenant has a newborn.\n[13/04/2026, 07:58] Shaz: Priority 1 then, I'll send Mick.\n[13/04/2026, 08:30] Mick: On my way, ETA 20 mins.",
        {
          problems: ['Dean: Flat 4, Kingston House has no heating or hot water, tenant has a newborn.'],
        },
      ),
      h(
        "Voids meeting\nChaired by Sue, minutes by me.\nDecision: all voids in Orchard Park go to the external contractor until the backlog is under 20.\nWe discussed whether to relax the lettable standard for carpets. Tenants' panel to be asked first.\nAsbestos survey delays are holding up 11 of the 37 empty homes.",
        {
          decisions: [
            'Decision: all voids in Orchard Park go to the external contractor until the backlog is under 20.',
          ],
          problems: ['Asbestos survey delays are holding up 11 of the 37 empty homes.'],
        },
      ),
      h(
        'Hull City Council has launched a new online repairs portal for its 23,000 tenants, letting them book appointments and upload photos. The portal replaces the old email form, which will be switched off on 30 April. Tenants can still phone the repairs line. Paper forms are available at customer service centres.',
        {
          announcements: [
            'Hull City Council has launched a new online repairs portal for its 23,000 tenants, letting them book appointments and upload photos.',
            'The portal replaces the old email form, which will be switched off on 30 April.',
          ],
        },
      ),
      h(
        "Housing is never only about houses. The damp in a bedroom is a medical problem, a money problem and a problem of trust all at once. Fix the roof and you fix the family's winter.",
      ),
      h(
        "> Has the damp and mould case at 22 Greatfield Close been closed?\nNo, it hasn't. The mould came back within a fortnight of treatment and the tenant has now made a formal complaint. Surveyor is going back on Thursday.\nRegards, Lisa",
        {
          problems: [
            'The mould came back within a fortnight of treatment and the tenant has now made a formal complaint.',
          ],
        },
      ),
      h(
        "From today, all damp and mould reports must be inspected within 10 working days, in line with Awaab's Law. This is a legal requirement, not just a target. Please make sure your teams know. Any questions to me or Sue.",
        {
          announcements: [
            "From today, all damp and mould reports must be inspected within 10 working days, in line with Awaab's Law.",
          ],
        },
      ),
      h(
        'Councillors on the housing committee have agreed a 4.8 per cent rent rise for council tenants from April, the maximum allowed. Tenant groups had asked for a freeze. The committee also agreed to spend £3.2m on new kitchens. The decision will be reviewed next year.',
        {
          decisions: [
            'Councillors on the housing committee have agreed a 4.8 per cent rent rise for council tenants from April, the maximum allowed.',
            'The committee also agreed to spend £3.2m on new kitchens.',
          ],
        },
      ),
      h('ring Mick re PCB\nnew starter induction wed\nvoids KPI for Thursday\nsort out lockbox codes'),
      h(
        'Every repairs service fails in the same way: the easy jobs get done first and the hard ones wait. New managers arrive, promise to fix the backlog, and leave two years later. The tenants stay. Nobody decides to let a backlog grow.',
      ),
      h(
        "Morning, just to let you know we've appointed Gemma Hart as our new site supervisor for the Bransholme contract, starting this week. Also, our van was broken into overnight and the key safe for Hopewell Road was taken, so those codes need changing today. Sorry for the hassle.",
        {
          problems: [
            'Also, our van was broken into overnight and the key safe for Hopewell Road was taken, so those codes need changing today.',
          ],
          announcements: [
            "Morning, just to let you know we've appointed Gemma Hart as our new site supervisor for the Bransholme contract, starting this week.",
          ],
        },
      ),
      h(
        "Tenants' panel, Thursday\nAttendance: 9 tenants, 3 officers.\nPanel agreed that letters about rent arrears will be rewritten in plain English.\nPanel members complained that the out-of-hours repairs line was unanswered for 40 minutes on Saturday night.\nNext meeting is 14 May.",
        {
          decisions: ['Panel agreed that letters about rent arrears will be rewritten in plain English.'],
          problems: [
            'Panel members complained that the out-of-hours repairs line was unanswered for 40 minutes on Saturday night.',
          ],
        },
      ),
    ],
  },
  {
    name: "Democratic services officer clerking Reading Borough Council's planning applications committee, on committee night (Wednesday)",
    highlights: [
      h(
        "Planning Applications Committee, 7.30pm\nPublic speakers registered: 4.\nItem 5, former Reading Gaol: officers recommend approval subject to a section 106 agreement.\nItem 6, 48 Southampton Street: back after last month's site visit.\nItem 7 is a tree preservation order in Caversham.",
      ),
      h(
        'Draft minutes\nResolved: that planning permission for the former Reading Gaol scheme be granted, subject to conditions and a section 106 agreement.\nCouncillor Ennis asked whether the arts use could be secured in perpetuity. Officers said they would check.\nThe committee refused application 251234 for the Southampton Street flats on the grounds of overdevelopment.\nThe vote was 7 to 4.',
        {
          decisions: [
            'Resolved: that planning permission for the former Reading Gaol scheme be granted, subject to conditions and a section 106 agreement.',
            'The committee refused application 251234 for the Southampton Street flats on the grounds of overdevelopment.',
          ],
        },
      ),
      h(
        "Hi all, the webcasting system failed during tonight's meeting at 8.05pm and the recording stopped for 22 minutes. Public viewers could not see items 6 and 7. We are still investigating the cause. Apologies to everyone who was watching.",
        {
          problems: [
            "Hi all, the webcasting system failed during tonight's meeting at 8.05pm and the recording stopped for 22 minutes.",
            'Public viewers could not see items 6 and 7.',
          ],
        },
      ),
      h(
        '[15/04/2026, 18:40] Tom: The lift to the council chamber is out of order again.\n[15/04/2026, 18:41] Tom: Two public speakers are wheelchair users.\n[15/04/2026, 18:45] Amrit: Chair has agreed to move the meeting to committee room 1 on the ground floor.\n[15/04/2026, 18:50] Tom: Signs are up in reception.',
        {
          decisions: ['Amrit: Chair has agreed to move the meeting to committee room 1 on the ground floor.'],
          problems: ['Tom: The lift to the council chamber is out of order again.'],
        },
      ),
      h(
        "Reading Borough Council has appointed Joanne Patel as its new monitoring officer, with effect from 1 May. The full council meeting on 21 April will be the first to be livestreamed on YouTube as well as on the council's own webcast page.",
        {
          announcements: [
            'Reading Borough Council has appointed Joanne Patel as its new monitoring officer, with effect from 1 May.',
            "The full council meeting on 21 April will be the first to be livestreamed on YouTube as well as on the council's own webcast page.",
          ],
        },
      ),
      h(
        'Committees do not decide things; they ratify what has already been decided in corridors. The skill of a good clerk is to make sure the corridor conversations end up in the minutes. Every clerk learns this in the first year.',
      ),
      h(
        "name plates for new cllrs\ncheck quorum for licensing\nbook room for new members' induction\norder water jugs",
      ),
      h(
        'Councillor Mahmood has told us she will not be able to attend tonight. Her substitute is Councillor Grey. Please also note that the new code of conduct for councillors comes into force on Monday, and the training session is on 28 April. Please update the attendance sheet.',
        {
          announcements: [
            'Please also note that the new code of conduct for councillors comes into force on Monday, and the training session is on 28 April.',
          ],
        },
      ),
      h(
        'Residents living near the former gaol have warned that the scheme will bring hundreds of extra cars into the Forbury area. The Reading Civic Society said it was disappointed that the heritage report was published only a week before the meeting. The council said all comments had been considered.',
        {
          problems: [
            'Residents living near the former gaol have warned that the scheme will bring hundreds of extra cars into the Forbury area.',
            'The Reading Civic Society said it was disappointed that the heritage report was published only a week before the meeting.',
          ],
        },
      ),
      h(
        'Standards sub-committee, Tuesday\nThe sub-committee found that Councillor Doyle breached the code by failing to declare an interest.\nIt decided that no further action was needed beyond a written apology.\nThe complainant has been told. Minutes to follow.',
        {
          decisions: [
            'The sub-committee found that Councillor Doyle breached the code by failing to declare an interest.',
            'It decided that no further action was needed beyond a written apology.',
          ],
        },
      ),
      h(
        'Local democracy has a timetable problem. Agendas are published five clear working days before a meeting, which is rarely enough time for anyone outside the council to read 400 pages. Most residents find out about a planning decision only when the diggers arrive.',
      ),
      h(
        'New this month: agenda papers are now available in the ModGov app for iPad and Android. Paper copies will still be printed for members who ask. Contact committee services for help with logging in.',
        {
          announcements: [
            'New this month: agenda papers are now available in the ModGov app for iPad and Android.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Registrar at the Swindon register office, on a Saturday of wedding ceremonies',
    highlights: [
      h(
        'Saturday ceremonies\n10:00 Harris and Okafor, Lydiard House\n11:30 Pearce and Lin, Ceremony Room 1\n14:00 Bennett and Shah, Blunsdon House',
      ),
      h(
        "[18/04/2026, 08:50] Jas: The 11:30 couple have brought an expired passport for the bride, it ran out in 2024.\n[18/04/2026, 08:52] Mark: Expired passport is still ok for ID if it's her, just note it.\n[18/04/2026, 09:10] Jas: Superintendent says fine, we're going ahead.\n[18/04/2026, 09:12] Mark: Great.",
        {
          decisions: ["Jas: Superintendent says fine, we're going ahead."],
          problems: [
            'Jas: The 11:30 couple have brought an expired passport for the bride, it ran out in 2024.',
          ],
        },
      ),
      h(
        'General Register Office circular: from 1 July, the new digital marriage schedule replaces the paper version in all register offices in England and Wales. Training for registrars opens on 5 May. Further guidance will follow.',
        {
          announcements: [
            'General Register Office circular: from 1 July, the new digital marriage schedule replaces the paper version in all register offices in England and Wales.',
            'Training for registrars opens on 5 May.',
          ],
        },
      ),
      h(
        'Marriage is not a decision you make once. You make it again every morning, usually before coffee. That is the whole secret, and most couples fail at it by the second year.',
      ),
      h(
        "Hi team,\nWe have agreed with Lydiard House that ceremonies there will move from the Drawing Room to the Orangery from June. The Drawing Room ceiling has a crack that the council's surveyor is worried about. Please do not use it today if you can avoid it. Thanks for your patience.\nKim",
        {
          decisions: [
            'Hi team, We have agreed with Lydiard House that ceremonies there will move from the Drawing Room to the Orangery from June.',
          ],
          problems: ["The Drawing Room ceiling has a crack that the council's surveyor is worried about."],
        },
      ),
      h(
        "spare pens for signing\nnew confetti policy?\ncheck interpreter for Shah booking\nKim ok'd rota swap w Jas",
        {
          decisions: ["Kim ok'd rota swap w Jas"],
        },
      ),
      h(
        'Swindon Borough Council has announced that its register office will move from Aspen House to the Civic Offices in September, after the Aspen House lease ends. Aspen House has been the office since 1998. The council said the move would save £80,000 a year. Couples who have already booked will be contacted.',
        {
          announcements: [
            'Swindon Borough Council has announced that its register office will move from Aspen House to the Civic Offices in September, after the Aspen House lease ends.',
          ],
        },
      ),
      h(
        "Bennett/Shah ceremony started 25 minutes late because the registrar's car broke down on the A419. Couple were understanding. Need a backup driver list for Saturdays.",
        {
          problems: [
            "Bennett/Shah ceremony started 25 minutes late because the registrar's car broke down on the A419.",
          ],
        },
      ),
      h(
        'Registration is one of the oldest public services in England, and one of the least noticed. It fails almost nobody, which is exactly why it is never funded properly. New parents rarely think of it as a service at all.',
      ),
      h(
        "Team briefing notes\nCitizenship ceremonies will now be held monthly instead of fortnightly, agreed with the director.\nDeath registration appointments are running at 9 days' wait, against a target of 5.\nThe printer in the back office keeps jamming on certificate paper.\nA new senior registrar, Ellen Moss, starts on Monday 27 April.",
        {
          decisions: [
            'Citizenship ceremonies will now be held monthly instead of fortnightly, agreed with the director.',
          ],
          problems: [
            "Death registration appointments are running at 9 days' wait, against a target of 5.",
            'The printer in the back office keeps jamming on certificate paper.',
          ],
          announcements: ['A new senior registrar, Ellen Moss, starts on Monday 27 April.'],
        },
      ),
      h(
        "Dear Mr Pearce,\nThank you for your message. I'm afraid a notice of marriage cannot be given by email; it must be given in person. Please book an appointment online. Appointments are available Monday to Friday.\nKind regards, Swindon Register Office",
      ),
      h(
        "Registration fees for ceremonies at approved venues will rise by 3 per cent from 1 April 2027, the council's cabinet decided on Wednesday.",
        {
          decisions: [
            "Registration fees for ceremonies at approved venues will rise by 3 per cent from 1 April 2027, the council's cabinet decided on Wednesday.",
          ],
          announcements: [
            "Registration fees for ceremonies at approved venues will rise by 3 per cent from 1 April 2027, the council's cabinet decided on Wednesday.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Trading standards officer at Devon, Somerset and Torbay Trading Standards, on a Thursday',
    highlights: [
      h(
        'Intel log\nThree complaints this week about a roofer cold-calling pensioners in Newton Abbot and charging £4,000 for moss removal.\nOne victim, aged 86, was driven to the bank to withdraw cash.\nPattern matches the Exeter reports from February.\nPolice informed, crime ref on file.',
        {
          problems: [
            'Three complaints this week about a roofer cold-calling pensioners in Newton Abbot and charging £4,000 for moss removal.',
            'One victim, aged 86, was driven to the bank to withdraw cash.',
          ],
        },
      ),
      h(
        'Warning: the SnugHeat electric blanket sold online under batch 2231 has failed testing and poses a fire risk. We have asked the marketplace to remove the listing. Please share with the consumer advice team.\nThanks, Claire',
        {
          problems: [
            'Warning: the SnugHeat electric blanket sold online under batch 2231 has failed testing and poses a fire risk.',
          ],
        },
      ),
      h(
        "Team meeting\nAgreed to prioritise doorstep crime over weights and measures work until the end of June.\nJo raised whether we should run another test purchase operation on vapes. We'll come back to it next month.\nThe court ruled in our favour in the Paignton car dealer case, with a £12,000 fine.\nAOB: car park permits.",
        {
          decisions: [
            'Agreed to prioritise doorstep crime over weights and measures work until the end of June.',
            'The court ruled in our favour in the Paignton car dealer case, with a £12,000 fine.',
          ],
        },
      ),
      h(
        'Devon, Somerset and Torbay Trading Standards has launched a new Buy With Confidence app, letting residents find vetted traders near them. The app is free on iOS and Android from today. Traders pay an annual fee to be listed.',
        {
          announcements: [
            'Devon, Somerset and Torbay Trading Standards has launched a new Buy With Confidence app, letting residents find vetted traders near them.',
            'The app is free on iOS and Android from today.',
          ],
        },
      ),
      h(
        'Caveat emptor was never a principle; it was an excuse. Most markets fail not because buyers are foolish but because sellers know more than they do. Regulation is what we call the bit that remains after the market has failed.',
      ),
      h(
        '[16/04/2026, 11:02] Rob: Test purchase at the Torquay off-licence, 15-year-old volunteer was sold vapes without ID.\n[16/04/2026, 11:05] Sam: Nice work, send me the statement.\n[16/04/2026, 11:20] Rob: Manager decided to shut the vape counter for the rest of the day, fair play.\n[16/04/2026, 11:25] Sam: Good, note it in the file.',
        {
          decisions: ['Rob: Manager decided to shut the vape counter for the rest of the day, fair play.'],
          problems: [
            'Rob: Test purchase at the Torquay off-licence, 15-year-old volunteer was sold vapes without ID.',
          ],
        },
      ),
      h(
        'The government has announced that the ban on single-use vapes will take effect on 1 June, with fines of up to £200 for retailers on the first offence. The ban was first proposed in 2024. Retailers have had a year to prepare.',
        {
          announcements: [
            'The government has announced that the ban on single-use vapes will take effect on 1 June, with fines of up to £200 for retailers on the first offence.',
          ],
        },
      ),
      h(
        'weigh scales cert renewals\ncheck new vape guidance\nring Mrs Pike back re roofer\ncourt bundle by fri',
      ),
      h(
        'Consumer protection is mostly invisible when it works. The scams that succeed are the ones nobody reports, because the victim is embarrassed or has decided it was their own fault. New officers are always surprised by how little gets reported.',
      ),
      h(
        "Hi all, following the budget meeting, it has been decided that the Barnstaple office will close and the team will work from County Hall from September. I know this is a longer journey for some of you. We'll talk through it on Monday. Thanks for all your hard work this year.",
        {
          decisions: [
            'Hi all, following the budget meeting, it has been decided that the Barnstaple office will close and the team will work from County Hall from September.',
          ],
        },
      ),
      h(
        '> Reference TS/26/0412\nI bought a used Ford Focus from a dealer in Exmouth three weeks ago and the engine warning light came on the next day. The dealer now refuses to answer my calls. What are my rights?',
        {
          problems: [
            'I bought a used Ford Focus from a dealer in Exmouth three weeks ago and the engine warning light came on the next day.',
            'The dealer now refuses to answer my calls.',
          ],
        },
      ),
      h(
        "Ellie Marsh joins the team as a fair trading officer on Monday, from Cornwall Council. She'll be based in Exeter. Please make her welcome.",
        {
          announcements: [
            'Ellie Marsh joins the team as a fair trading officer on Monday, from Cornwall Council.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Parks and open spaces officer at Lewisham Council, during a July heatwave',
    highlights: [
      h(
        "[14/07/2026, 07:30] Femi: Splash pad at Manor House Gardens isn't working, pump tripped again.\n[14/07/2026, 07:34] Kat: I've rung the contractor, they'll come tomorrow morning.\n[14/07/2026, 07:40] Femi: OK, we'll close it today and put signs up.\n[14/07/2026, 07:45] Kat: Signs printed.",
        {
          decisions: ["Femi: OK, we'll close it today and put signs up."],
          problems: ["Femi: Splash pad at Manor House Gardens isn't working, pump tripped again."],
        },
      ),
      h(
        'Lewisham Council has declared a heat emergency and will open four cool spaces in libraries from Wednesday. Barbecues are banned in all borough parks from today until further notice. Check the council website for opening times. Stay out of the sun between 11am and 3pm.',
        {
          announcements: [
            'Lewisham Council has declared a heat emergency and will open four cool spaces in libraries from Wednesday.',
            'Barbecues are banned in all borough parks from today until further notice.',
          ],
        },
      ),
      h(
        'Parks team, heatwave call\nAgreed: no grass cutting in the afternoons until temperatures drop below 28C.\nDecision: watering the new street trees takes priority over litter picks this week.\nSomeone asked if we could borrow a bowser from Bromley. Ade will ask.\nTwo of the three water bowsers are out of action with split hoses.\nNext call 4pm.',
        {
          decisions: [
            'Agreed: no grass cutting in the afternoons until temperatures drop below 28C.',
            'Decision: watering the new street trees takes priority over litter picks this week.',
          ],
          problems: ['Two of the three water bowsers are out of action with split hoses.'],
        },
      ),
      h(
        'A park is a promise that a city makes to itself. Some years the promise fails, the grass browns and the ponds shrink, and then the rain comes back and the city forgets it ever worried. Nobody decides to love a park.',
      ),
      h(
        'Dear Parks Team,\nThe fountain in Mountsfield Park has been dry for a month and the pond is now green and smells terrible. My children used to love it. Could someone please look at this? Thank you for reading.\nRuth Adeyemi',
        {
          problems: [
            'Dear Parks Team, The fountain in Mountsfield Park has been dry for a month and the pond is now green and smells terrible.',
          ],
        },
      ),
      h(
        'shade sails for Ladywell Fields?\nchase Idverde re invoice\nnew bins for Hilly Fields?\nrisk assessment for fun day',
      ),
      h(
        'The London Fire Brigade has warned that grass fires in the capital are up 60 per cent on last summer. The brigade is asking people not to use disposable barbecues in parks. Most fires are started by accident.',
        {
          problems: [
            'The London Fire Brigade has warned that grass fires in the capital are up 60 per cent on last summer.',
          ],
        },
      ),
      h(
        'Great news: the new lido café at Beckenham Place Park opens on Saturday 18 July, run by a local social enterprise. The Mayor will cut the ribbon at 10am. The summer outdoor cinema programme was published this morning, with 12 free screenings across four parks. Bring a picnic blanket.',
        {
          announcements: [
            'Great news: the new lido café at Beckenham Place Park opens on Saturday 18 July, run by a local social enterprise.',
            'The Mayor will cut the ribbon at 10am.',
            'The summer outdoor cinema programme was published this morning, with 12 free screenings across four parks.',
          ],
        },
      ),
      h(
        'Urban parks were never designed for the climate they now face. New planting schemes fail when they are launched with a photo opportunity and then left without water for their first three summers. The trees that survive are the ones someone remembered. That is not a failure of nature but of budgets.',
      ),
      h(
        'Mayor and Cabinet approved the Parks Investment Plan on 8 July, committing £4.5m over five years to play areas and toilets. Public toilets in Deptford Park will reopen in September after being closed for two years. The plan was drawn up after a consultation with 2,000 residents.',
        {
          decisions: [
            'Mayor and Cabinet approved the Parks Investment Plan on 8 July, committing £4.5m over five years to play areas and toilets.',
          ],
          announcements: [
            'Public toilets in Deptford Park will reopen in September after being closed for two years.',
          ],
        },
      ),
      h(
        'Ade: FYI the water trough for the horses at Chinbrook Meadows is leaking again.\nAde: Also a tree came down across the path in Sydenham Wells overnight, area is taped off.\nKat: thanks, logged both, will get the tree team out first thing',
        {
          problems: [
            'Ade: FYI the water trough for the horses at Chinbrook Meadows is leaking again.',
            'Ade: Also a tree came down across the path in Sydenham Wells overnight, area is taped off.',
          ],
        },
      ),
      h(
        'Summer in the city is a test of public services. The pools, the parks and the libraries are where people go when their flats are too hot to sit in.',
      ),
    ],
  },
];
