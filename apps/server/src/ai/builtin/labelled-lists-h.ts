import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_H: LabelledListDay[] = [
  {
    name: 'Hospital trust board secretary',
    highlights: [
      h(
        'Trust board, public session, 14 May\nThe board approved the 2025/26 capital plan of £38.2m. Members asked whether the estates backlog figure included the Ward 7 roof. The chair said the answer would come to the next finance committee. The board also agreed to hold the AGM at the cathedral hall on 18 September. Papers were taken as read.',
        {
          decisions: [
            'The board approved the 2025/26 capital plan of £38.2m.',
            'The board also agreed to hold the AGM at the cathedral hall on 18 September.',
          ],
        },
      ),
      h(
        "Chief nurse's report: Ward 7 closed two bays last week after a norovirus outbreak. Agency spend on nursing is 22% above plan for the quarter. Recruitment of international nurses continues, with 40 arriving over the summer. Staff survey results are broadly in line with last year.",
        {
          problems: [
            "Chief nurse's report: Ward 7 closed two bays last week after a norovirus outbreak.",
            'Agency spend on nursing is 22% above plan for the quarter.',
          ],
        },
      ),
      h(
        "Note to self: the minutes for March still need the chair's sign-off before they go on the website. Ask Dawn about a room for June. Check the register of interests is up to date before the annual report goes to audit.",
      ),
      h(
        "Press release draft\nThe trust has appointed Dr Helen Okafor as medical director, starting on 1 July. She joins from Leeds Teaching Hospitals, where she led the stroke service for eight years. The new urgent treatment centre at St Luke's opens to patients on 2 June. Comms to check the quote from the chief executive.",
        {
          announcements: [
            'The trust has appointed Dr Helen Okafor as medical director, starting on 1 July.',
            "The new urgent treatment centre at St Luke's opens to patients on 2 June.",
          ],
        },
      ),
      h(
        'Good governance is less about making decisions than about making sure the right people make them. Boards fail when they mistake receiving a report for being assured by it. The most dangerous phrase in a board paper is "for noting".',
      ),
      h(
        "Audit committee, 9 May\nInternal audit rated the data security toolkit submission as limited assurance. The committee thanked the auditors for a thorough review. It was agreed that the deputy CFO will own the action tracker from now on. The external auditors' fee for next year is still under negotiation.",
        {
          problems: ['Internal audit rated the data security toolkit submission as limited assurance.'],
          decisions: ['It was agreed that the deputy CFO will own the action tracker from now on.'],
        },
      ),
      h(
        "Dawn: The lift to the boardroom is out of service again, so we'll need the ground floor seminar room on Thursday.\nMe: Fine, I'll update the calendar invite.\nDawn: Thanks. The chair says we're holding the patient safety item in the public session, not the private one.",
        {
          problems: [
            "Dawn: The lift to the boardroom is out of service again, so we'll need the ground floor seminar room on Thursday.",
          ],
          decisions: [
            "The chair says we're holding the patient safety item in the public session, not the private one.",
          ],
        },
      ),
      h(
        'From an HSJ long read: Integrated care boards were meant to end the era of competition. Instead, many trusts now find themselves negotiating with two or three commissioners at once. Whether that is a failure of design or of implementation is still argued about.',
      ),
      h(
        'Private board: members agreed to pause the electronic patient record go-live until September. The supplier has not yet fixed the prescribing interface defect that failed testing in April. Staff will be told at the all-hands on Friday. This item is confidential until then.',
        {
          decisions: [
            'Private board: members agreed to pause the electronic patient record go-live until September.',
          ],
          problems: [
            'The supplier has not yet fixed the prescribing interface defect that failed testing in April.',
          ],
        },
      ),
      h(
        'Staff bulletin: From 1 June, all board papers will be published on the intranet five working days before each meeting. The new governance portal is now live for non-executive directors. Log-in details have been sent by email. If you have any trouble, contact the corporate office.',
        {
          announcements: [
            'Staff bulletin: From 1 June, all board papers will be published on the intranet five working days before each meeting.',
            'The new governance portal is now live for non-executive directors.',
          ],
        },
      ),
      h(
        "The secretary's job, an old hand once told me, is to make the board's decisions findable ten years later. Nobody remembers a decision that was never written down. Keep the register boring and complete.",
      ),
      h(
        'to do before friday\nchase declarations of interest\nbook the AGM caterers\nfinish the fit and proper persons checks',
      ),
    ],
  },
  {
    name: 'Primary school governor',
    highlights: [
      h(
        'FGB meeting, Tuesday\nGovernors approved the revised behaviour policy, subject to the wording change on exclusions. We agreed to keep the breakfast club price at £2.50 for another year. The head raised the question of whether to join the local multi-academy trust, but no view was taken. It was a long meeting.',
        {
          decisions: [
            'Governors approved the revised behaviour policy, subject to the wording change on exclusions.',
            'We agreed to keep the breakfast club price at £2.50 for another year.',
          ],
        },
      ),
      h(
        "Head's report: The roof over the Year 3 classroom leaked again during Sunday's storm. The site manager has photos. Attendance among persistent absentees has dropped to 86%, below the local authority target. Reading scores in Year 2 are the best in five years.",
        {
          problems: [
            "Head's report: The roof over the Year 3 classroom leaked again during Sunday's storm.",
            'Attendance among persistent absentees has dropped to 86%, below the local authority target.',
          ],
        },
      ),
      h(
        "Dear parents, we are delighted to announce that Mrs Patel will be our new deputy head from September. The school's new outdoor classroom opens after half term, thanks to the PTA's fundraising. As always, please label your child's uniform. Lost property will be donated at the end of term.",
        {
          announcements: [
            'Dear parents, we are delighted to announce that Mrs Patel will be our new deputy head from September.',
            "The school's new outdoor classroom opens after half term, thanks to the PTA's fundraising.",
          ],
        },
      ),
      h(
        'Governors should ask questions, not run the school. The best boards are curious rather than cautious. A governor who decides the colour of the classroom walls has probably lost sight of strategy. Strategy is what you say no to.',
      ),
      h(
        'Claire (chair): Safeguarding training certificates for three governors expired in March.\nClaire (chair): Ofsted will ask about this, so can everyone book onto the June session?\nMe: Booked.',
        {
          problems: [
            'Claire (chair): Safeguarding training certificates for three governors expired in March.',
          ],
        },
      ),
      h(
        'Finance committee\nWe are forecasting an in-year deficit of £41,000 once the support staff pay award is included. The committee agreed to cut the supply budget by £10,000 rather than lose a teaching assistant post. The clerk will circulate the three-year forecast. Reserves are healthy for now.',
        {
          problems: [
            'We are forecasting an in-year deficit of £41,000 once the support staff pay award is included.',
          ],
          decisions: [
            'The committee agreed to cut the supply budget by £10,000 rather than lose a teaching assistant post.',
          ],
        },
      ),
      h(
        'visit to reception class on thurs\nphonics groups look well organised\nlovely calm start to the day\nask about the SEND waiting list',
      ),
      h(
        'From the local authority: The new admissions policy for reception places takes effect from the September 2026 intake. Sibling priority will no longer apply to families who have moved out of the catchment area. Governors may wish to discuss this at their next meeting.',
        {
          announcements: [
            'From the local authority: The new admissions policy for reception places takes effect from the September 2026 intake.',
            'Sibling priority will no longer apply to families who have moved out of the catchment area.',
          ],
        },
      ),
      h(
        "Email from the head: A parent reported that the side gate was left unlocked at pickup on Friday. No child left the site, but the latch is broken and the locksmith can't come until next week. In the meantime, a member of staff will stand at the gate. I will report back at the next meeting.",
        {
          problems: [
            'Email from the head: A parent reported that the side gate was left unlocked at pickup on Friday.',
            "No child left the site, but the latch is broken and the locksmith can't come until next week.",
          ],
        },
      ),
      h(
        'From a DfE blog: Schools that settle their curriculum intent early tend to find inspections less stressful. The key decision is not what to teach, but in what order. Sequencing matters more than coverage.',
      ),
      h(
        'Resources committee, 3 June\nDecision: the hall floor will be resurfaced over the summer holidays using the capital grant. Quote from Acme Flooring accepted at £18,400. Work must finish before the INSET day. The playground markings were discussed briefly.',
        {
          decisions: [
            'Decision: the hall floor will be resurfaced over the summer holidays using the capital grant.',
            'Quote from Acme Flooring accepted at £18,400.',
          ],
        },
      ),
      h(
        'Half-termly newsletter, extract\nYear 6 had a wonderful residential in the Peak District. Thank you to everyone who helped at the summer fair. Sports day is on Friday 11 July, weather permitting. The new school uniform supplier, Brights of Tonbridge, is open for orders from Monday.',
        {
          announcements: [
            'Sports day is on Friday 11 July, weather permitting.',
            'The new school uniform supplier, Brights of Tonbridge, is open for orders from Monday.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Open-source project maintainer',
    highlights: [
      h(
        'v3.2.0 (2025-05-12)\nThe new streaming parser is now the default. Node 18 support has been dropped. Fixed a memory leak when parsing very large arrays. Thanks to all 14 contributors to this release!',
        {
          announcements: [
            'The new streaming parser is now the default.',
            'Node 18 support has been dropped.',
          ],
        },
      ),
      h(
        "Issue #812: Parsing fails with a stack overflow on deeply nested JSON (depth over 10,000). Reproduced on Linux and macOS with v3.1.4. I think it might be related to the recursion in readValue, but I haven't checked. Happy to send a PR if someone points me in the right direction.",
        {
          problems: [
            'Issue #812: Parsing fails with a stack overflow on deeply nested JSON (depth over 10,000).',
          ],
        },
      ),
      h(
        'Maintainers call\nWe decided to move to a time-based release every six weeks. Agreed that new public APIs need an RFC first. Someone suggested switching the docs to Docusaurus, but nobody had time to look into it. CI on Windows is flaky again and blocks about one PR in five.',
        {
          decisions: [
            'We decided to move to a time-based release every six weeks.',
            'Agreed that new public APIs need an RFC first.',
          ],
          problems: ['CI on Windows is flaky again and blocks about one PR in five.'],
        },
      ),
      h(
        "Most projects don't fail because of bad code; they fail because nobody answers the first issue a newcomer files. Consensus is cheap when nothing is at stake. The hard part of maintenance is saying no kindly. Every yes is a promise to maintain something forever.",
      ),
      h(
        'Security report received: versions before 3.1.5 allow prototype pollution through the merge option. A fix is ready on a private branch. Credit goes to the reporter, who asked to stay anonymous. Do not discuss in public channels yet.',
        {
          problems: [
            'Security report received: versions before 3.1.5 allow prototype pollution through the merge option.',
          ],
        },
      ),
      h(
        "Lena: Heads up, the npm token in the release workflow expires tomorrow.\nLena: If it isn't rotated, the nightly publish will fail.\nMe: On it.",
        {
          problems: [
            'Lena: Heads up, the npm token in the release workflow expires tomorrow.',
            "Lena: If it isn't rotated, the nightly publish will fail.",
          ],
        },
      ),
      h(
        'Blog post, 20 May\nStarting today, the project is governed by a five-person steering council. Priya Raman joins the council as our first community-elected member. The code of conduct has not changed. Thank you to everyone who voted.',
        {
          announcements: [
            'Starting today, the project is governed by a five-person steering council.',
            'Priya Raman joins the council as our first community-elected member.',
          ],
        },
      ),
      h(
        "Remember: a reviewer's time is the scarcest resource in this project. Say thanks, link the docs, close stale PRs with a kind note. Burnout starts with guilt about the backlog.",
      ),
      h(
        'RFC 42 (plugin API) is accepted and moves to implementation. The minority concern about breaking changes is recorded in the RFC. Implementation will be split across three PRs. Anyone can pick up the first one.',
        {
          decisions: ['RFC 42 (plugin API) is accepted and moves to implementation.'],
        },
      ),
      h(
        'Good news: the project has received a £20,000 grant from the Sovereign Tech Fund. Bad news: our docs hosting bill doubled this month because of bot traffic. Donations are tracked on our Open Collective page.',
        {
          announcements: [
            'Good news: the project has received a £20,000 grant from the Sovereign Tech Fund.',
          ],
          problems: ['Bad news: our docs hosting bill doubled this month because of bot traffic.'],
        },
      ),
      h(
        'Maintainer burnout is rarely about the code. It is about the inbox. One survey found that 60% of maintainers have considered quitting. Most of them are unpaid.',
      ),
      h(
        "Tobias: Final call on the logo: we're going with the blue fox.\nTobias: Sticker order goes in on Friday.\nMe: 🦊",
        {
          decisions: ["Tobias: Final call on the logo: we're going with the blue fox."],
        },
      ),
    ],
  },
  {
    name: 'Farm cooperative manager',
    highlights: [
      h(
        "Members' meeting, village hall\nMembers voted to raise the annual levy to £300 per holding. The co-op will buy a second grain dryer rather than rent one this harvest. There was a long discussion about solar panels on the store roof, with no conclusion. Tea and cake afterwards, thanks to Margaret.",
        {
          decisions: [
            'Members voted to raise the annual levy to £300 per holding.',
            'The co-op will buy a second grain dryer rather than rent one this harvest.',
          ],
        },
      ),
      h(
        "Blight spotted on the Hendersons' potatoes in the low field. Took photos for the agronomist. Wheat on the top ground looks well. Barley is heading nicely.",
        {
          problems: ["Blight spotted on the Hendersons' potatoes in the low field."],
        },
      ),
      h(
        'From Milbrook Dairy: Thank you for another strong spring. A new protein bonus applies from 1 July to all suppliers. Full details are in the attached price schedule. We remain committed to our farmers.',
        {
          announcements: ['A new protein bonus applies from 1 July to all suppliers.'],
        },
      ),
      h(
        'Grain store incident, Tuesday\nThe conveyor belt on line 2 snapped during loading, and nobody was hurt. Line 2 stays out of action until the part arrives from Germany, maybe ten days. The insurer wants a report by Monday. Line 1 is running double shifts.',
        {
          problems: [
            'The conveyor belt on line 2 snapped during loading, and nobody was hurt.',
            'Line 2 stays out of action until the part arrives from Germany, maybe ten days.',
          ],
        },
      ),
      h(
        "A farmer is always a year behind or a year ahead. The land decides more than we like to admit. You can't fail a season, only learn from one. Good neighbours are worth more than good machinery.",
      ),
      h(
        'Tom: Board says yes to the new weighbridge, go ahead and order.\nMe: Great, which supplier did they pick?\nTom: Avery, the cheaper quote.\nTom: Delivery in about six weeks.',
        {
          decisions: [
            'Tom: Board says yes to the new weighbridge, go ahead and order.',
            'Tom: Avery, the cheaper quote.',
          ],
        },
      ),
      h(
        "Co-op newsletter: We are pleased to welcome Sarah Dunmore as our new agronomist. The new members' portal is live, so you can now book the sprayer online. The autumn open day is on 27 September at Lower Farm. As ever, dogs on leads please.",
        {
          announcements: [
            'Co-op newsletter: We are pleased to welcome Sarah Dunmore as our new agronomist.',
            "The new members' portal is live, so you can now book the sprayer online.",
            'The autumn open day is on 27 September at Lower Farm.',
          ],
        },
      ),
      h(
        'Water: the borehole pump at the packhouse tripped twice overnight. Pressure is down and the washing line is running at half speed. Electrician booked for 8am. Packing should still finish by noon.',
        {
          problems: [
            'Water: the borehole pump at the packhouse tripped twice overnight.',
            'Pressure is down and the washing line is running at half speed.',
          ],
        },
      ),
      h(
        'Fertiliser prices have fallen by a third since their 2022 peak, according to the AHDB. The figures are based on ammonium nitrate bought in bulk. Prices for smaller loads have fallen less.',
      ),
      h(
        "ring the vet about Greenacre\ncheck diesel tank level\nlevy invoices out monday\nmum's birthday sat",
      ),
      h(
        "Board update: following the members' vote, the new levy of £300 takes effect from 1 October. The board also agreed to stop accepting grain deliveries after 6pm. Questions to the office, please.",
        {
          announcements: [
            "Board update: following the members' vote, the new levy of £300 takes effect from 1 October.",
          ],
          decisions: ['The board also agreed to stop accepting grain deliveries after 6pm.'],
        },
      ),
      h(
        'From a book on co-operatives: A co-operative is a business that has decided its members matter more than its margins. That decision has to be made again every year. Most co-ops that fail do so quietly, when members stop turning up to meetings.',
      ),
    ],
  },
  {
    name: 'Museum director',
    highlights: [
      h(
        'Trustees, 22 May\nThe trustees approved the loan of the Saxon brooch to the British Museum for the autumn exhibition. We will not be reopening the east wing café this year. Admission stays free for under-18s. The chair thanked the outgoing treasurer for nine years of service.',
        {
          decisions: [
            'The trustees approved the loan of the Saxon brooch to the British Museum for the autumn exhibition.',
            'We will not be reopening the east wing café this year.',
            'Admission stays free for under-18s.',
          ],
        },
      ),
      h(
        "Conservator's note: Humidity in Gallery 4 reached 68% overnight, well above the 55% limit. The textile cases have been covered as a precaution. The dehumidifier in the store has failed again and needs replacing. Everything else in the stores is stable.",
        {
          problems: [
            "Conservator's note: Humidity in Gallery 4 reached 68% overnight, well above the 55% limit.",
            'The dehumidifier in the store has failed again and needs replacing.',
          ],
        },
      ),
      h(
        "For immediate release\nThe museum's new gallery of Roman Britain opens to the public on 14 June. The gallery was designed with the help of the local Young Curators group. Entry is free. Images are available on request.",
        {
          announcements: ["The museum's new gallery of Roman Britain opens to the public on 14 June."],
        },
      ),
      h(
        'A museum is a machine for deciding what is worth remembering. Every label is a small argument. The objects do not speak for themselves; we speak for them, and often badly. I have that line pinned above my desk.',
      ),
      h(
        'Front of house log, Saturday\nTwo visitors complained that the lift to the upper galleries was out of order all afternoon. Volunteer numbers were good for a bank holiday. Shop takings were up on last Saturday.',
        {
          problems: [
            'Two visitors complained that the lift to the upper galleries was out of order all afternoon.',
          ],
        },
      ),
      h(
        "Email to all staff: I'm delighted to tell you that Amara Osei has been appointed head of collections and starts on 1 September. She comes to us from the Horniman, where she ran the musical instruments collection. Please join me in welcoming her.",
        {
          announcements: [
            "Email to all staff: I'm delighted to tell you that Amara Osei has been appointed head of collections and starts on 1 September.",
          ],
        },
      ),
      h(
        "Raj (finance): The Arts Council grant is confirmed at £240k for next year.\nRaj (finance): But energy costs are running 30% over budget, so we're still short.\nMe: Let's talk on Monday.",
        {
          announcements: ['Raj (finance): The Arts Council grant is confirmed at £240k for next year.'],
          problems: ["Raj (finance): But energy costs are running 30% over budget, so we're still short."],
        },
      ),
      h(
        'Museums that fail to engage young audiences risk becoming mausoleums, the report argues. It recommends that every museum publish an annual audit of its visitors. The authors decided not to name individual institutions. The report is worth reading in full.',
        {
          decisions: ['The authors decided not to name individual institutions.'],
        },
      ),
      h(
        "exhibition planning\nwe're going with the textile show for spring 2026, not the photography one\nBudget cap 90k\nask design for three poster options",
        {
          decisions: ["we're going with the textile show for spring 2026, not the photography one"],
        },
      ),
      h(
        'Security: A display case in the ceramics room was found unlocked at opening on Sunday. Nothing is missing, but the key log has no record of who last used the key. The ceramics room was closed for an hour while we checked. From next week, keys will be signed out electronically.',
        {
          problems: [
            'Security: A display case in the ceramics room was found unlocked at opening on Sunday.',
            'Nothing is missing, but the key log has no record of who last used the key.',
          ],
          decisions: ['From next week, keys will be signed out electronically.'],
          announcements: ['From next week, keys will be signed out electronically.'],
        },
      ),
      h(
        "Visitor book: Best afternoon we've had in years. The kids loved the dinosaur trail! Please bring back the hands-on fossils table.",
      ),
      h(
        "Directors' network dinner\nThe consensus was that nobody knows what the new funding round will look like. Several of us are still weighing up whether to open on Mondays. Someone said the sector has been announcing its own death for thirty years.",
      ),
    ],
  },
  {
    name: 'Housing charity caseworker',
    highlights: [
      h(
        'Case note, Mr D (flat 4B)\nDamp and black mould in the bedroom and bathroom, worse since January. He lives there with his two children. The landlord has ignored three repair requests. Next visit booked for the 19th.',
        {
          problems: [
            'Damp and black mould in the bedroom and bathroom, worse since January.',
            'The landlord has ignored three repair requests.',
          ],
        },
      ),
      h(
        'Team meeting\nWe agreed that every new referral gets a first call within two working days. Caseloads are capped at 35 from next month. The manager is still deciding whether to keep the Friday drop-in. Biscuits were provided by Sam.',
        {
          decisions: [
            'We agreed that every new referral gets a first call within two working days.',
            'Caseloads are capped at 35 from next month.',
          ],
        },
      ),
      h(
        'The council has launched a new Homelessness Prevention Fund of £1.2m, open to applications from 1 July. Applications must come through a referral partner such as ours. The fund will be reviewed after a year.',
        {
          announcements: [
            'The council has launched a new Homelessness Prevention Fund of £1.2m, open to applications from 1 July.',
          ],
        },
      ),
      h(
        "Nobody becomes homeless in a single day. It is a slow series of small failures, each of them somebody's job to notice. The system is very good at recording problems and very bad at owning them.",
      ),
      h(
        "Client (J): my boiler's broken again and theres no hot water\nMe: I'll call the agent now.\nClient (J): ok thanks, I'm in all day",
        {
          problems: ["Client (J): my boiler's broken again and theres no hot water"],
        },
      ),
      h(
        'Government update: The ban on no-fault evictions comes into force on 1 May. Landlords will need to use a specific ground to end a tenancy. Advice lines expect a rise in calls. The guidance runs to 40 pages.',
        {
          announcements: ['Government update: The ban on no-fault evictions comes into force on 1 May.'],
        },
      ),
      h(
        "From Jo: Our Lottery funding ends in March and the renewal bid was rejected. We have to find £60k or lose one caseworker post. The trustees decided yesterday to launch an emergency appeal. More at Monday's team meeting.",
        {
          problems: [
            'From Jo: Our Lottery funding ends in March and the renewal bid was rejected.',
            'We have to find £60k or lose one caseworker post.',
          ],
          decisions: ['The trustees decided yesterday to launch an emergency appeal.'],
        },
      ),
      h(
        "Trauma-informed practice training\nAsk what happened, not what's wrong with you. Clients decide the pace. Failure to attend appointments is often a symptom, not a choice.",
      ),
      h(
        "Noticeboard: The new women's hostel on Tanner Street opened this week with 18 beds. The building used to be a care home. Referrals go through the council's single access point. The waiting list for supported housing is now over 300 names.",
        {
          announcements: [
            "Noticeboard: The new women's hostel on Tanner Street opened this week with 18 beds.",
          ],
          problems: ['The waiting list for supported housing is now over 300 names.'],
        },
      ),
      h(
        'Chase housing benefit for Ms K: her claim has been suspended since 3 April with no reason given. She has two children at the primary on Elm Road. Her file is in the blue tray.',
        {
          problems: [
            'Chase housing benefit for Ms K: her claim has been suspended since 3 April with no reason given.',
          ],
        },
      ),
      h(
        "Good news for the team: We have been appointed as the lead partner for the county's new tenancy sustainment service. It starts in October and runs for three years. Details to follow at Thursday's briefing.",
        {
          announcements: [
            "Good news for the team: We have been appointed as the lead partner for the county's new tenancy sustainment service.",
          ],
        },
      ),
      h(
        "Supervision with Marcus: We decided I'll stop taking new cases until the Ms K and Mr D cases are resolved. He also signed off my annual leave for August. We talked about boundaries again.",
        {
          decisions: [
            "Supervision with Marcus: We decided I'll stop taking new cases until the Ms K and Mr D cases are resolved.",
            'He also signed off my annual leave for August.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Regional newspaper reader who clips local news',
    highlights: [
      h(
        'Bridge closure\nWarning: Aldwick Bridge will close to all traffic from 6 to 20 July for resurfacing. Diversions will be signposted via the A27. The council says the work cannot be delayed again. The bridge was built in 1934.',
        {
          problems: ['Warning: Aldwick Bridge will close to all traffic from 6 to 20 July for resurfacing.'],
        },
      ),
      h(
        'Councillors voted 31 to 12 to approve the new 200-home estate at Field Lane. The vote followed a four-hour debate. Field Lane is currently farmland owned by the Church Commissioners. The developer says work will start next spring.',
        {
          decisions: ['Councillors voted 31 to 12 to approve the new 200-home estate at Field Lane.'],
        },
      ),
      h(
        'The new cinema at the Riverside Centre opens on Friday with free screenings all weekend. It is the first cinema in the town since the Odeon closed in 2009. The building was a carpet warehouse for a decade. Tickets can be booked online.',
        {
          announcements: [
            'The new cinema at the Riverside Centre opens on Friday with free screenings all weekend.',
          ],
        },
      ),
      h(
        'Letter: Why does the council always decide these things behind closed doors? Good decisions need daylight. Democracy is supposed to mean something more than a vote every four years.',
      ),
      h(
        'Water warning: Southern Water has issued a boil-water notice for parts of Hollingbury after contamination was found. Bottled water stations are at the leisure centre. The company apologised for the disruption.',
        {
          problems: [
            'Water warning: Southern Water has issued a boil-water notice for parts of Hollingbury after contamination was found.',
          ],
        },
      ),
      h(
        'Headteacher Mark Ellis will retire in July after 22 years at Oakfield Primary. His replacement, Anna Brook, was appointed by governors last week. Pupils gave him a standing ovation at assembly. Mr Ellis plans to spend more time sailing.',
        {
          announcements: [
            'Headteacher Mark Ellis will retire in July after 22 years at Oakfield Primary.',
            'His replacement, Anna Brook, was appointed by governors last week.',
          ],
        },
      ),
      h(
        'Crime: Police are warning drivers after a spate of catalytic converter thefts in Westfield. Eleven cars were targeted in a fortnight. Officers advise parking in well-lit areas. Westfield has had a quiet year otherwise.',
        {
          problems: [
            'Crime: Police are warning drivers after a spate of catalytic converter thefts in Westfield.',
            'Eleven cars were targeted in a fortnight.',
          ],
        },
      ),
      h(
        'The novel follows a family who decide to leave the city for a failing farm in Wales. It is funny, sad and occasionally too long. Reviewed by Sam Hale. Out now in paperback.',
        {
          announcements: ['Out now in paperback.'],
        },
      ),
      h(
        "Hospital: The A&E at St Richard's will close overnight from 1 September, the NHS trust has confirmed. Night-time emergencies will go to Worthing. Campaigners say the decision will cost lives.",
        {
          announcements: [
            "Hospital: The A&E at St Richard's will close overnight from 1 September, the NHS trust has confirmed.",
          ],
        },
      ),
      h(
        "Town FC have appointed former captain Lee Hart as manager. Hart takes charge for Saturday's home game against Lewes. He played 212 games for the club. The club finished 14th last season.",
        {
          announcements: ['Town FC have appointed former captain Lee Hart as manager.'],
        },
      ),
      h(
        'The council has agreed to raise council tax by 4.99%, the maximum allowed. Library opening hours will be cut at three branches to save £400,000. Opposition councillors walked out before the vote. The leader said the authority faces a £12m gap next year.',
        {
          decisions: [
            'The council has agreed to raise council tax by 4.99%, the maximum allowed.',
            'Library opening hours will be cut at three branches to save £400,000.',
          ],
          problems: ['The leader said the authority faces a £12m gap next year.'],
        },
      ),
      h(
        "Clipped for Dad: The Rotary Club's annual duck race raised £3,200 for the hospice. Mrs Iris Penfold, 101, was guest of honour. The winning duck belonged to a nine-year-old from Lyminster.",
      ),
    ],
  },
  {
    name: 'Airline cabin crew manager',
    highlights: [
      h(
        "Base briefing, 0600\nThe aft galley oven on G-EZTA is inoperative and has been deferred under the MEL. Hot meals only from the forward galley on today's Alicante rotation. Catering has been told. Captain today is Ruth Adeyemi.",
        {
          problems: ['The aft galley oven on G-EZTA is inoperative and has been deferred under the MEL.'],
        },
      ),
      h(
        'Operations memo: With effect from 1 June, crew must complete the new fatigue report form for any duty over 12 hours. The old paper form is withdrawn. Copies of the new form are in the crew room. Questions to your base manager.',
        {
          announcements: [
            'Operations memo: With effect from 1 June, crew must complete the new fatigue report form for any duty over 12 hours.',
            'The old paper form is withdrawn.',
          ],
        },
      ),
      h(
        'Cabin services meeting\nWe agreed to trial iPads for the onboard sales log on the Glasgow routes. The uniform refresh is postponed to 2026 because of cost. Paula asked whether crew could choose flat shoes, which will be discussed with HR. Minutes by Joe.',
        {
          decisions: [
            'We agreed to trial iPads for the onboard sales log on the Glasgow routes.',
            'The uniform refresh is postponed to 2026 because of cost.',
          ],
        },
      ),
      h(
        'Incident report: A passenger in seat 23C became abusive after being refused a third drink. The captain requested police on arrival at Manchester. Two crew members reported minor scratches. Statements attached.',
        {
          problems: [
            'Incident report: A passenger in seat 23C became abusive after being refused a third drink.',
            'Two crew members reported minor scratches.',
          ],
        },
      ),
      h(
        'In the cabin, a decision made late is usually a decision made by the situation. Good crews fail safe, not silent. Speak up early, even when you might be wrong. Crew resource management was built on that idea.',
      ),
      h(
        "Kerry: The July roster is out and it's a mess, six crew have no days off in a 10-day block.\nKerry: Rostering are looking into it.\nMe: Escalating to crew planning now.",
        {
          problems: [
            "Kerry: The July roster is out and it's a mess, six crew have no days off in a 10-day block.",
          ],
        },
      ),
      h(
        'Crew news: Please welcome Daniel Mensah, who joins as cabin service manager at Bristol on Monday. The new crew room at Gatwick North opens next week, with rest pods and a quiet zone. Thanks to everyone who gave feedback on the design.',
        {
          announcements: [
            'Crew news: Please welcome Daniel Mensah, who joins as cabin service manager at Bristol on Monday.',
            'The new crew room at Gatwick North opens next week, with rest pods and a quiet zone.',
          ],
        },
      ),
      h(
        '1:1 with Sophie\nshe asked about the late pattern\nagreed she moves to the late pattern from next roster\nReview in 6 weeks',
        {
          decisions: ['agreed she moves to the late pattern from next roster'],
        },
      ),
      h(
        'Safety alert: A batch of smoke hoods (lot 4471) has been found with faulty seals. All aircraft must be checked before first flight tomorrow. Engineering will swap any affected units. The hoods were fitted during the spring checks.',
        {
          problems: ['Safety alert: A batch of smoke hoods (lot 4471) has been found with faulty seals.'],
        },
      ),
      h(
        'Airline passenger complaints hit a record high last year, the regulator said in its annual report published on Tuesday. Delays and lost baggage made up two thirds of the total. The CAA says it will publish airline-by-airline league tables from next year.',
        {
          announcements: [
            'Airline passenger complaints hit a record high last year, the regulator said in its annual report published on Tuesday.',
            'The CAA says it will publish airline-by-airline league tables from next year.',
          ],
        },
      ),
      h(
        'Base manager update: The company has decided to close the Newcastle base at the end of October. Crew will be offered transfers to Manchester or Edinburgh. Consultation with the union starts on Monday.',
        {
          decisions: [
            'Base manager update: The company has decided to close the Newcastle base at the end of October.',
          ],
          announcements: [
            'Base manager update: The company has decided to close the Newcastle base at the end of October.',
          ],
        },
      ),
      h(
        "Standards panel outcome: The crew member's appeal was upheld and the warning removed from her file. The panel recommended refresher training, which is optional. She returns to flying next week.",
        {
          decisions: [
            "Standards panel outcome: The crew member's appeal was upheld and the warning removed from her file.",
          ],
        },
      ),
    ],
  },
];
