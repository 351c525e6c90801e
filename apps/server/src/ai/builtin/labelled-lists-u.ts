import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_U: LabelledListDay[] = [
  {
    name: 'Allotment holder and committee member, Roundhay allotment society (Leeds, UK)',
    highlights: [
      h(
        "Allotment committee, Tuesday 7pm, in the hut.\nPresent: Jean, Tariq, Margaret, me.\nWe agreed to raise the annual rent to £42 from January.\nTariq asked whether we should buy a second strimmer.\nMargaret thinks the old one just needs a new blade.\nTariq's proposal for a plot inspection rota was approved.\nJean will find out what the old strimmer cost to service.",
        {
          decisions: [
            'We agreed to raise the annual rent to £42 from January.',
            "Tariq's proposal for a plot inspection rota was approved.",
          ],
        },
      ),
      h(
        'The water trough by plot 14 has been leaking since the weekend and the main path is a mud bath. Someone needs to ring Yorkshire Water before the meter bill lands. I put a bucket under it for now.',
        {
          problems: [
            'The water trough by plot 14 has been leaking since the weekend and the main path is a mud bath.',
          ],
        },
      ),
      h(
        'Leeds City Council has announced a new composting scheme for allotment sites, starting on 1 April. Details are on the council website. A similar scheme was trialled in Bradford back in 2019.',
        {
          announcements: [
            'Leeds City Council has announced a new composting scheme for allotment sites, starting on 1 April.',
          ],
        },
      ),
      h(
        'Gardening is a long conversation with failure. Every spring you decide what to try again, and the ground tells you by August whether you were right. The new gardener wants results; the old gardener wants next year.',
      ),
      h(
        "Margaret: slugs have had every one of my lettuces, third sowing in a row\nTariq: beer traps, honestly\nMargaret: tried them, the hedgehog drank the beer\nTariq: that's one happy hedgehog",
        { problems: ['Margaret: slugs have had every one of my lettuces, third sowing in a row'] },
      ),
      h(
        'NOTICE FROM THE COMMITTEE\nThe committee has decided that bonfires will be banned on all plots from 1 March.\nThis brings us into line with the other sites in north Leeds.\nThe shed on plot 3 has been broken into again, so please do not leave tools there overnight.\nThank you all for your cooperation.',
        {
          decisions: ['The committee has decided that bonfires will be banned on all plots from 1 March.'],
          problems: [
            'The shed on plot 3 has been broken into again, so please do not leave tools there overnight.',
          ],
          announcements: [
            'The committee has decided that bonfires will be banned on all plots from 1 March.',
          ],
        },
      ),
      h(
        'order seed potatoes (charlotte)\nask Jean about the manure delivery\nsow broad beans if not frozen\npay Jean for the twine',
      ),
      h(
        'A new generation of growers is discovering that the allotment is less about food than about time. The problem, as one old plot holder put it, is that patience cannot be bought at the garden centre. Nobody fails at gardening; they just have not finished yet.',
      ),
      h(
        "Hi all, the AGM will be held on Saturday 22 March at 2pm in St Edmund's church hall. Following the vote at the last meeting, we will be moving the society's bank account to the Yorkshire Building Society. Tea and cake provided as usual. Please bring your own mug if you can.",
        {
          decisions: [
            "Following the vote at the last meeting, we will be moving the society's bank account to the Yorkshire Building Society.",
          ],
          announcements: [
            "Hi all, the AGM will be held on Saturday 22 March at 2pm in St Edmund's church hall.",
          ],
        },
      ),
      h(
        "Tariq: bad news, the hut has a burst pipe and the floor is soaked\nJean: oh no, is the seed store ok?\nTariq: just the kitchen end, luckily\nJean: I'll bring the wet vac up after lunch",
        { problems: ['Tariq: bad news, the hut has a burst pipe and the floor is soaked'] },
      ),
      h(
        "Planted out the sweet peas today. Decided I'm not growing courgettes next year, nobody in this house will eat them. The robin watched me the whole time. Three barrows of leaf mould on the top bed.",
        { decisions: ["Decided I'm not growing courgettes next year, nobody in this house will eat them."] },
      ),
      h(
        "Society newsletter, spring\nA warm welcome to our new plot holders, Sunita and Dev, who have taken on plot 22.\nThe society's new website is now live at roundhayallotments.org.uk.\nWarning from the council: rats have been reported near the compost bays on the north side.\nPlease keep all food waste in closed bins.\nThanks to everyone who helped clear the old orchard in February.",
        {
          problems: [
            'Warning from the council: rats have been reported near the compost bays on the north side.',
          ],
          announcements: [
            'A warm welcome to our new plot holders, Sunita and Dev, who have taken on plot 22.',
            "The society's new website is now live at roundhayallotments.org.uk.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Parent of a Year 11 student in Melbourne (Australia)',
    highlights: [
      h(
        "Principal's update, Week 6\nWe are delighted to announce that Ms Priya Raman will join the college as Head of Senior School from Term 3. The new science wing will open to students on Monday 14 July. School council has approved a change to the uniform policy: from next year, shorts will be available to all students. As always, please reach out if you have any questions. Our door is open.",
        {
          decisions: [
            'School council has approved a change to the uniform policy: from next year, shorts will be available to all students.',
          ],
          announcements: [
            'We are delighted to announce that Ms Priya Raman will join the college as Head of Senior School from Term 3.',
            'The new science wing will open to students on Monday 14 July.',
            'School council has approved a change to the uniform policy: from next year, shorts will be available to all students.',
          ],
        },
      ),
      h(
        "Deb: the Compass portal keeps crashing when you upload the camp permission forms\nMe: ugh, is there a deadline?\nDeb: Friday, apparently\nKaren: I'll just drop ours at the office\nDeb: ok good idea",
        { problems: ['Deb: the Compass portal keeps crashing when you upload the camp permission forms'] },
      ),
      h(
        'Teenagers do not need us to solve their problems; they need us to stay in the room while they work them out. Stepping back is the hardest decision a parent makes. Failure, at sixteen, is cheap tuition.',
      ),
      h(
        "Mia's lower bracket has come loose again\nBook the orthodontist before Thursday\nAsk about the maths tutor fees\nFootball bag is in the car\nPick up Jack at 5:15 from basketball",
        { problems: ["Mia's lower bracket has come loose again"] },
      ),
      h(
        "Hi families, after a vote at Tuesday's committee meeting, the under-16 girls will train on Wednesdays instead of Thursdays from next week. The lights on pitch 2 have been failing on Thursday nights and the council has not fixed them. Registration for the summer season is now open. Go Bulldogs!",
        {
          decisions: [
            "Hi families, after a vote at Tuesday's committee meeting, the under-16 girls will train on Wednesdays instead of Thursdays from next week.",
          ],
          problems: [
            'The lights on pitch 2 have been failing on Thursday nights and the council has not fixed them.',
          ],
          announcements: ['Registration for the summer season is now open.'],
        },
      ),
      h(
        'The Victorian Curriculum and Assessment Authority has released the 2025 VCE exam timetable, with English scheduled for Wednesday 29 October. Students will sit the General Achievement Test in June as usual. Last year more than 40,000 students sat at least one VCE exam. The full timetable is on the VCAA website.',
        {
          announcements: [
            'The Victorian Curriculum and Assessment Authority has released the 2025 VCE exam timetable, with English scheduled for Wednesday 29 October.',
          ],
        },
      ),
      h(
        "Family meeting, Sunday night\nWe've decided Mia can go to the Falls festival if she goes with Sophie's family.\nPhones out of bedrooms by 10 on school nights, agreed by everyone (eventually).\nJack wants a bigger allowance, to be discussed when his report comes.\nNobody wanted to talk about the dishwasher roster.",
        {
          decisions: [
            "We've decided Mia can go to the Falls festival if she goes with Sophie's family.",
            'Phones out of bedrooms by 10 on school nights, agreed by everyone (eventually).',
          ],
        },
      ),
      h(
        'Dear parents, we have been made aware of a vaping incident in the Year 10 toilets on Monday. Unfortunately, the hot water system in the gym change rooms has also failed and will not be repaired until after the holidays. Please send students with a towel and deodorant for PE. Thank you for your support.',
        {
          problems: [
            'Dear parents, we have been made aware of a vaping incident in the Year 10 toilets on Monday.',
            'Unfortunately, the hot water system in the gym change rooms has also failed and will not be repaired until after the holidays.',
          ],
        },
      ),
      h(
        'Nothing about adolescence is new, the historian reminds us. Every generation launches its children into a world it does not understand. Socrates is said to have complained that the young had bad manners and contempt for authority.',
      ),
      h(
        "Glenferrie Orthodontics: Dr Chen's practice is moving to 220 Glenferrie Road from 1 August. Appointments already booked will stay at the same time. Parking is at the rear of the building.",
        {
          announcements: [
            "Glenferrie Orthodontics: Dr Chen's practice is moving to 220 Glenferrie Road from 1 August.",
          ],
        },
      ),
      h(
        'Adolescents need between eight and ten hours of sleep a night. Most get fewer than seven. The research on this is not new, but schools have been slow to act on it.',
      ),
      h(
        "Sam: the car made that grinding noise again on the Monash\nMe: ok I'll ring the mechanic tomorrow\nSam: also we're going with the cheaper tutor, the other one can't do Tuesdays\nMe: fine, as long as Mia likes her",
        {
          decisions: ["Sam: also we're going with the cheaper tutor, the other one can't do Tuesdays"],
          problems: ['Sam: the car made that grinding noise again on the Monash'],
        },
      ),
    ],
  },
  {
    name: 'Volunteer run director at a Saturday 5 km parkrun, Auckland (New Zealand)',
    highlights: [
      h(
        'Core team catch-up, Cornwall Park café\nWe agreed that the course will switch to the winter route from 7 June.\nRachel proposed adding a second timekeeper on busy weeks.\nWe still have no tail walker for 14 June, and the run cannot go ahead without one.\nWe also agreed to buy two new stopwatches from the kit budget.\nFlat whites all round, Hemi paid.',
        {
          decisions: [
            'We agreed that the course will switch to the winter route from 7 June.',
            'We also agreed to buy two new stopwatches from the kit budget.',
          ],
          problems: ['We still have no tail walker for 14 June, and the run cannot go ahead without one.'],
        },
      ),
      h(
        "We're excited to share that the new parkrun app is now available on iOS and Android. From 1 July, printed barcodes will no longer be needed if you have the app. Your results history will carry over automatically.",
        {
          announcements: [
            "We're excited to share that the new parkrun app is now available on iOS and Android.",
            'From 1 July, printed barcodes will no longer be needed if you have the app.',
          ],
        },
      ),
      h(
        'Incident report, Saturday\nA runner fell on the gravel section near the obelisk at about 8:20 and cut her knee.\nFirst aid was given by Tom, and she walked to the finish.\nHer details are in the incident folder.\nThe gravel there has washed out again after the rain and is a real trip hazard.',
        {
          problems: [
            'A runner fell on the gravel section near the obelisk at about 8:20 and cut her knee.',
            'The gravel there has washed out again after the rain and is a real trip hazard.',
          ],
        },
      ),
      h(
        'Every race is a negotiation with the voice that says stop. You do not decide to finish a marathon at the start line; you decide it again at every kilometre. The body rarely fails before the mind has given up.',
      ),
      h(
        "Aroha: the timer app crashed at token 212 and we lost about 30 finish times\nMe: nooo, did the backup stopwatch get them?\nAroha: yes, Rachel had it running, phew\nMe: ok, let's always run the backup stopwatch from now on",
        {
          decisions: ["Me: ok, let's always run the backup stopwatch from now on"],
          problems: ['Aroha: the timer app crashed at token 212 and we lost about 30 finish times'],
        },
      ),
      h(
        'Cornwall Park Trust: the Pohutukawa Drive car park will be closed for resurfacing from 9 to 20 June. Runners are asked to use the Greenlane entrance. We appreciate your patience.',
        {
          problems: [
            'Cornwall Park Trust: the Pohutukawa Drive car park will be closed for resurfacing from 9 to 20 June.',
          ],
        },
      ),
      h('email Rotary, say thanks for cones\nprint the volunteer roster\ncheck the defib battery'),
      h(
        'Auckland Council has confirmed that the Tamaki Drive cycleway will reopen on Friday after six months of repairs. The path was badly damaged in the 2023 floods. Plans for a second stage to Glen Innes are still under review. Cyclists have complained about the detour for months.',
        {
          announcements: [
            'Auckland Council has confirmed that the Tamaki Drive cycleway will reopen on Friday after six months of repairs.',
          ],
        },
      ),
      h(
        "Hi Jo, head office has approved our request to start at 8:30 instead of 8:00 during winter. Could you add this to Saturday's briefing? Also, the marshal vests are getting really tatty, three of them have broken zips. Cheers, Mere",
        {
          decisions: [
            'Hi Jo, head office has approved our request to start at 8:30 instead of 8:00 during winter.',
          ],
          problems: ['Also, the marshal vests are getting really tatty, three of them have broken zips.'],
        },
      ),
      h(
        'Event #412 report\nWhat a morning! 318 finishers, including 41 first-timers. We welcomed Hemi Walker as our new co-event director this week. Thanks to our 22 volunteers, you make it happen. See you next Saturday.',
        { announcements: ['We welcomed Hemi Walker as our new co-event director this week.'] },
      ),
      h(
        'The genius of the format is that nothing ever launches and nothing ever changes. It is the same five kilometres, every week, for ever. That sameness is the point. Nobody is timed against anyone but themselves.',
      ),
      h(
        'Committee vote result: the junior 2 km will go ahead on Sunday mornings, 9 votes to 2. Rachel will draw up a course map. Volunteers for it will be needed.',
        {
          decisions: [
            'Committee vote result: the junior 2 km will go ahead on Sunday mornings, 9 votes to 2.',
          ],
          announcements: [
            'Committee vote result: the junior 2 km will go ahead on Sunday mornings, 9 votes to 2.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Family carer for a father with dementia, Cork (Ireland)',
    highlights: [
      h(
        'Notes from the family meeting with the HSE care coordinator\nWe agreed Dad will start at the Ballincollig day centre on Tuesdays and Thursdays.\nThe coordinator suggested looking at respite care in the autumn.\nDad was quieter than usual and kept asking about the dog.\nSiobhan will sort out the Fair Deal forms.',
        { decisions: ['We agreed Dad will start at the Ballincollig day centre on Tuesdays and Thursdays.'] },
      ),
      h(
        "Dad left the front door wide open at 3am again last night. He was fine, just cold and a bit confused. He doesn't remember any of it this morning. We need a door alarm sooner rather than later.",
        { problems: ['Dad left the front door wide open at 3am again last night.'] },
      ),
      h(
        "Hi, this is Murphy's Pharmacy. Your father's donepezil is out of stock with our supplier until next week. We can give you a 7-day supply of the 5mg tablets in the meantime. Call in any time before 6.",
        { problems: ["Your father's donepezil is out of stock with our supplier until next week."] },
      ),
      h(
        'The person is still there, even when the memories are not. On the bad days, the kindest thing is to stop correcting and simply join them wherever they are. Deciding what to let go of is the daily work of caring. I keep coming back to this line.',
      ),
      h(
        "The Alzheimer Society of Ireland is launching a new carers' support group in Blackpool, Cork, starting Wednesday 4 September. Sessions run from 11am to 12:30 in the community centre. Booking is not required. The society has also appointed a new dementia adviser for North Cork, Aine Barry.",
        {
          announcements: [
            "The Alzheimer Society of Ireland is launching a new carers' support group in Blackpool, Cork, starting Wednesday 4 September.",
            'The society has also appointed a new dementia adviser for North Cork, Aine Barry.',
          ],
        },
      ),
      h(
        "Siobhan: I've booked the flights, I'm home from the 12th to the 19th\nMe: brilliant, thank you\nSiobhan: and we're going with Bluebird for the extra hours, I rang them this morning\nDeclan: fine by me",
        {
          decisions: ["Siobhan: and we're going with Bluebird for the extra hours, I rang them this morning"],
        },
      ),
      h(
        'The HSE has announced that a new memory assessment clinic at the Mercy University Hospital will open in January. Waiting times for a dementia diagnosis in Cork currently stand at 14 months. The clinic will take referrals from GPs only. Dad was diagnosed in 2022, after a wait of eleven months.',
        {
          problems: ['Waiting times for a dementia diagnosis in Cork currently stand at 14 months.'],
          announcements: [
            'The HSE has announced that a new memory assessment clinic at the Mercy University Hospital will open in January.',
          ],
        },
      ),
      h(
        "Ring the GP about Dad's sleeping\nCancel the Sky Sports, he never watches it\nPension form: signed, posted Monday\nBuy batteries for the kitchen clock",
      ),
      h(
        'Following his review, Dr Kelleher has decided to reduce the dose of quetiapine to 25mg at night. Please report any increase in agitation. His blood pressure was high at 168/95, which is a concern. It will be rechecked in four weeks.',
        {
          decisions: [
            'Following his review, Dr Kelleher has decided to reduce the dose of quetiapine to 25mg at night.',
          ],
          problems: ['His blood pressure was high at 168/95, which is a concern.'],
        },
      ),
      h(
        "Great news from the Douglas carers' group. The county council has approved funding for a new minibus. Free transport to the day centre starts on 1 October! Thanks to everyone who wrote letters.",
        {
          decisions: ['The county council has approved funding for a new minibus.'],
          announcements: ['Free transport to the day centre starts on 1 October!'],
        },
      ),
      h(
        "Dad's hearing aid has gone missing again, probably down the side of the couch. The audiology appointment is three weeks away. He was singing along to the Clancy Brothers all afternoon, which was lovely.",
        { problems: ["Dad's hearing aid has gone missing again, probably down the side of the couch."] },
      ),
      h(
        'Reading: "Caregiving is not a problem to be solved but a relationship to be lived." Pauline Boss, on ambiguous loss. I wrote it on the fridge.',
      ),
    ],
  },
  {
    name: "International master's student in urban planning, Berlin (Germany)",
    highlights: [
      h(
        'WG meeting, Sunday\nAgreed: we switch to a green electricity tariff from next month.\nLukas wants to get a cat, Marta is allergic, still open.\nThe washing machine is leaking from the bottom again.\nWe decided to split the Wi-Fi bill four ways, even though Jonas is away in August.\nMarta made shakshuka for everyone.',
        {
          decisions: [
            'Agreed: we switch to a green electricity tariff from next month.',
            'We decided to split the Wi-Fi bill four ways, even though Jonas is away in August.',
          ],
          problems: ['The washing machine is leaking from the bottom again.'],
        },
      ),
      h(
        'Dear students, the university library will extend its opening hours to midnight during the exam period, starting 1 July. The Moses platform is currently experiencing outages, and some course registrations may not have been saved. Please check your registrations and contact the examination office if anything is missing. Kind regards, Student Services',
        {
          problems: [
            'The Moses platform is currently experiencing outages, and some course registrations may not have been saved.',
          ],
          announcements: [
            'Dear students, the university library will extend its opening hours to midnight during the exam period, starting 1 July.',
          ],
        },
      ),
      h(
        'Anmeldung appointment: Buergeramt Neukoelln, 9:40 Thursday\nBring passport and the landlord form\nAsk about the Rundfunkbeitrag letter\nPrint the rental contract',
      ),
      h(
        "Ines: the prof has decided to move the group presentation to 14 June\nMe: wait, that's the same day as the GIS exam?\nInes: yes, Felix is going to email the department\nMe: that clash is a real problem for half the class",
        {
          decisions: ['Ines: the prof has decided to move the group presentation to 14 June'],
          problems: ['Me: that clash is a real problem for half the class'],
        },
      ),
      h(
        'Cities have the capability of providing something for everybody, only because, and only when, they are created by everybody. Old ideas can sometimes use new buildings. New ideas must use old buildings.\nJane Jacobs, The Death and Life of Great American Cities',
      ),
      h(
        'The BVG has announced that the U8 will be closed between Hermannplatz and Boddinstrasse for four weeks from 15 July. Replacement buses will run every five minutes. A new night bus, the N88, starts running to Adlershof on 1 June.',
        {
          problems: [
            'The BVG has announced that the U8 will be closed between Hermannplatz and Boddinstrasse for four weeks from 15 July.',
          ],
          announcements: ['A new night bus, the N88, starts running to Adlershof on 1 June.'],
        },
      ),
      h(
        'Dear tenants, the new bike storage in the courtyard is now open, and keys are available from the caretaker. Unfortunately we have also found mould in the basement storage rooms, so please remove your belongings by Friday. Thank you for your understanding. Hausverwaltung Kraus',
        {
          problems: [
            'Unfortunately we have also found mould in the basement storage rooms, so please remove your belongings by Friday.',
          ],
          announcements: [
            'Dear tenants, the new bike storage in the courtyard is now open, and keys are available from the caretaker.',
          ],
        },
      ),
      h(
        'decided: cooking at home all of June, no more takeaways\nShopping: rice, dal, onions, frozen spinach\nRent goes out on the 1st',
        { decisions: ['decided: cooking at home all of June, no more takeaways'] },
      ),
      h(
        'DAAD has opened applications for the 2026 completion grants for international students. The deadline is 30 September. Last year only one in five applicants received funding. Ask Dr Weber for a reference early.',
        {
          announcements: [
            'DAAD has opened applications for the 2026 completion grants for international students.',
          ],
        },
      ),
      h(
        'Berlin is poor but sexy, the mayor said in 2003, and for two decades the city lived off that line. The problem now is that it is neither poor enough to be cheap nor rich enough to fix its schools. Every new government promises to build its way out. Rents have roughly doubled since 2012.',
      ),
      h(
        "Hi Ankit, I have read your draft chapter and I am happy with the structure. The examination board has approved your thesis topic, so you can register it officially. One concern: the survey data from Neukoelln only has 46 responses, which may be too few for the regression. Let's talk on Thursday.",
        {
          decisions: [
            'The examination board has approved your thesis topic, so you can register it officially.',
          ],
          problems: [
            'One concern: the survey data from Neukoelln only has 46 responses, which may be too few for the regression.',
          ],
        },
      ),
      h(
        'Mum: Papa says the flight tickets for December are booked\nMe: amazing!!\nMum: your cousin Riya got into IIT Bombay, results came out today\nMe: tell her congratulations from me',
        { announcements: ['Mum: your cousin Riya got into IIT Bombay, results came out today'] },
      ),
    ],
  },
  {
    name: "Member of the co-owners' council of a 1960s apartment block in Lyon (France)",
    highlights: [
      h(
        'Minutes of the general assembly of co-owners, 12 May\nResolution 4: the facade renovation was approved by 71% of the shares.\nResolution 5, on installing electric-car chargers in the garage, was rejected.\nSeveral owners complained about the noise from the rooftop ventilation unit.\nTurnout was 64% of shares.\nThe meeting closed at 21:40.',
        {
          decisions: [
            'Resolution 4: the facade renovation was approved by 71% of the shares.',
            'Resolution 5, on installing electric-car chargers in the garage, was rejected.',
          ],
          problems: ['Several owners complained about the noise from the rooftop ventilation unit.'],
        },
      ),
      h(
        'Dear co-owners, the lift in stairwell B is out of service following a motor failure. A technician from Otis is expected on Thursday. We apologise for the inconvenience, especially to residents on the upper floors. Stairwell A is not affected.',
        {
          problems: ['Dear co-owners, the lift in stairwell B is out of service following a motor failure.'],
        },
      ),
      h(
        'Helene: the syndic has chosen Perret & Fils for the facade works, contract signed yesterday\nMe: finally!\nBruno: did they ever send the second quote?\nHelene: yes, it was 40k more',
        {
          decisions: [
            'Helene: the syndic has chosen Perret & Fils for the facade works, contract signed yesterday',
          ],
        },
      ),
      h(
        'Water meter reading: 4381\nAsk Bruno about the parking space swap\nCellar door lock broken again, anyone can walk in',
        { problems: ['Cellar door lock broken again, anyone can walk in'] },
      ),
      h(
        'A building is a small republic, with its factions, its grudges and its elections. Everyone wants a new roof; no one wants to pay for it. Decisions are made on the landing long before the assembly votes.',
      ),
      h(
        "Lyon's new tram line T10 will open to passengers on 8 December, linking Gerland to Venissieux. The Metropole has also announced that parking on the Croix-Rousse plateau will become paid from 1 January. Local shopkeepers say the change could drive customers away. Construction of the line began in 2021.",
        {
          announcements: [
            "Lyon's new tram line T10 will open to passengers on 8 December, linking Gerland to Venissieux.",
            'The Metropole has also announced that parking on the Croix-Rousse plateau will become paid from 1 January.',
          ],
        },
      ),
      h(
        'NOTICE\nFrom 1 June, bicycles may no longer be stored in the entrance hall.\nThe new bike room in the courtyard is now open, and badges are available from the caretaker.\nThank you for helping keep the hall clear.',
        {
          announcements: [
            'From 1 June, bicycles may no longer be stored in the entrance hall.',
            'The new bike room in the courtyard is now open, and badges are available from the caretaker.',
          ],
        },
      ),
      h(
        'Bonjour, there is water coming through my bathroom ceiling from the flat above, apartment 5C. I have rung the doorbell but nobody is home. Does anyone have a contact number for the owner?',
        {
          problems: [
            'Bonjour, there is water coming through my bathroom ceiling from the flat above, apartment 5C.',
          ],
        },
      ),
      h(
        'Conseil syndical, 3 June\nWe agreed to ask three companies for quotes for the ventilation unit.\nBudget for 2026: the council voted to keep service charges at the current level.\nMme Roux again complained about the pigeons on the 6th-floor balconies.\nBruno brought the cheese.',
        {
          decisions: [
            'We agreed to ask three companies for quotes for the ventilation unit.',
            'Budget for 2026: the council voted to keep service charges at the current level.',
          ],
          problems: ['Mme Roux again complained about the pigeons on the 6th-floor balconies.'],
        },
      ),
      h(
        'Reading Simenon again on the balcony. Maigret would have solved the mystery of the bins in one afternoon. Lyon in the rain is still beautiful. Market at Croix-Rousse tomorrow, bring the big bag.',
      ),
      h(
        'Since 2025, landlords in France have been banned from renting out G-rated homes. Buildings rated F will follow in 2028. Owners who fail to renovate may simply sell up.',
      ),
      h(
        'We are pleased to inform you that Ms Claire Dubois has been appointed as your new building manager, replacing Mr Lefevre. The annual accounts for 2024 are now available on the online portal. Payments by cheque will no longer be accepted from September. Best regards, Regie Saint-Jean',
        {
          announcements: [
            'We are pleased to inform you that Ms Claire Dubois has been appointed as your new building manager, replacing Mr Lefevre.',
            'The annual accounts for 2024 are now available on the online portal.',
            'Payments by cheque will no longer be accepted from September.',
          ],
        },
      ),
    ],
  },
  {
    name: "Amateur beekeeper in a county beekeepers' club, Vermont (US)",
    highlights: [
      h(
        'Addison County Beekeepers, monthly meeting\nThe club voted to buy a shared honey extractor for members to borrow.\nDiscussion about whether to hold bee school in March or April, no conclusion.\nTom reported that two of his three hives died from varroa over the winter and the third is weak.\nWe settled on $25 as the annual dues for 2026.\nCoffee and cider donuts from the orchard.',
        {
          decisions: [
            'The club voted to buy a shared honey extractor for members to borrow.',
            'We settled on $25 as the annual dues for 2026.',
          ],
          problems: [
            'Tom reported that two of his three hives died from varroa over the winter and the third is weak.',
          ],
        },
      ),
      h(
        'Hive 2, April 18: queen not seen, no eggs, looks queenless.\nHive 1: strong, 8 frames of brood, added a super.\nDecided to combine hive 2 with the nuc next weekend.\nDandelions everywhere.',
        {
          decisions: ['Decided to combine hive 2 with the nuc next weekend.'],
          problems: ['Hive 2, April 18: queen not seen, no eggs, looks queenless.'],
        },
      ),
      h(
        'The Vermont Agency of Agriculture has confirmed the first detection of the spotted lanternfly in Bennington County. Residents are urged to report sightings through the online form. Lanternflies do not harm bees directly. Apiary inspections will be free for registered beekeepers starting this season.',
        {
          problems: [
            'The Vermont Agency of Agriculture has confirmed the first detection of the spotted lanternfly in Bennington County.',
          ],
          announcements: ['Apiary inspections will be free for registered beekeepers starting this season.'],
        },
      ),
      h(
        'The hive does not decide; it arrives at a decision, the way a river arrives at the sea. Scouts dance, argue, and fail to agree for hours, until one site wins. There is no leader in this, only a quorum.',
      ),
      h(
        'From: Linda P.\nHeads up: someone is stealing hives from out-yards along Route 7, and two members have lost colonies this month.\nPlease put your registration number on every box.\nStay safe out there.',
        {
          problems: [
            'Heads up: someone is stealing hives from out-yards along Route 7, and two members have lost colonies this month.',
          ],
        },
      ),
      h(
        "Bee school registration is now open, with classes starting Saturday, March 7, at the Middlebury extension office! Spaces are limited to 30. Bring a veil if you have one. We're also pleased to welcome Dana Whitcomb as our new education coordinator.",
        {
          announcements: [
            'Bee school registration is now open, with classes starting Saturday, March 7, at the Middlebury extension office!',
            "We're also pleased to welcome Dana Whitcomb as our new education coordinator.",
          ],
        },
      ),
      h(
        "Carl: hey, your bees are all over my hummingbird feeder again, the kids are scared to go out back\nMe: sorry! I'll put a water source closer to the hives\nCarl: thanks, appreciate it",
        {
          problems: [
            'Carl: hey, your bees are all over my hummingbird feeder again, the kids are scared to go out back',
          ],
        },
      ),
      h(
        'Order: 2 deep boxes, foundation, oxalic acid\nTreat all hives for mites after the honey comes off\nApivar strips expire in May!',
      ),
      h(
        'Colony losses in the Northeast remain stubbornly high, but they are not new. Beekeepers who monitor mites monthly lose far fewer colonies than those who do not. Monitoring is boring, and that is exactly why it fails. Do a 300-bee alcohol wash once a month.',
      ),
      h(
        "Hi vendors, the board has decided to move the Saturday market to the Marble Works lot from June 1. The old lot's drainage problems made it unusable after every storm. Vendor fees are unchanged. See you there!",
        {
          decisions: [
            'Hi vendors, the board has decided to move the Saturday market to the Marble Works lot from June 1.',
          ],
        },
      ),
      h(
        'Results from the Champlain Valley Fair honey show are out. I won second place for light amber honey! The judge said my comb honey had too much wax moth damage to place.',
        {
          problems: ['The judge said my comb honey had too much wax moth damage to place.'],
          announcements: [
            'Results from the Champlain Valley Fair honey show are out.',
            'I won second place for light amber honey!',
          ],
        },
      ),
      h(
        "spring feeding: 1:1 syrup\ndecided to stop at 2 gallons per hive, they're bringing in maple pollen\nSwarm season is coming. Phone list for swarm calls updated, 14 volunteers.",
        { decisions: ["decided to stop at 2 gallons per hive, they're bringing in maple pollen"] },
      ),
    ],
  },
  {
    name: 'Alto in a community choir, Toronto (Canada)',
    highlights: [
      h(
        "Rehearsal notes, Tuesday\nWe're singing the Faure Requiem at the spring concert, decided by a show of hands.\nThe altos are still flat in the Sanctus, especially from bar 34.\nMark suggested adding a Leonard Cohen medley, to be discussed.\nJoyce brought banana bread for everyone.",
        {
          decisions: ["We're singing the Faure Requiem at the spring concert, decided by a show of hands."],
          problems: ['The altos are still flat in the Sanctus, especially from bar 34.'],
        },
      ),
      h(
        "Dear singers, I'm thrilled to announce that we have been invited to sing with the Toronto Symphony at Roy Thomson Hall in December! I could hardly sleep last night. More details to follow. Warmly, Anneke",
        {
          announcements: [
            "Dear singers, I'm thrilled to announce that we have been invited to sing with the Toronto Symphony at Roy Thomson Hall in December!",
          ],
        },
      ),
      h(
        "Trinity St Paul's: the basement hall will be closed for asbestos removal from 1 to 28 February. The kitchen will remain open. We regret the short notice.",
        {
          problems: [
            "Trinity St Paul's: the basement hall will be closed for asbestos removal from 1 to 28 February.",
          ],
        },
      ),
      h(
        'Priya: can anyone share the alto part for the Cohen?\nMe: sending now\nGwen: does anyone know if the Bloor lot is still $8 after 6?\nPriya: we could carpool from Dundas West\nGwen: perfect, count me in',
      ),
      h(
        'Board meeting, 9 January\nMotion to raise membership fees to $180 per season: carried.\nIt was agreed that the choir will apply for a City of Toronto arts grant.\nThe treasurer warned that the concert account is $2,300 short of the venue deposit.\nNext meeting: 6 February.',
        {
          decisions: [
            'Motion to raise membership fees to $180 per season: carried.',
            'It was agreed that the choir will apply for a City of Toronto arts grant.',
          ],
          problems: ['The treasurer warned that the concert account is $2,300 short of the venue deposit.'],
        },
      ),
      h(
        'Singing together is the oldest technology we have for becoming one thing. Nobody sings in a choir to be heard; they sing to disappear. A wrong note, sung with conviction, is still a kind of failure worth having. Sing as if no one is grading you.',
      ),
      h(
        "The TTC has announced that Line 1 service between Bloor-Yonge and St Clair will be replaced by shuttle buses this weekend. Separately, the new Eglinton Crosstown LRT opened to riders on Sunday after years of delays. The city's budget chief said transit funding would be a priority.",
        {
          problems: [
            'The TTC has announced that Line 1 service between Bloor-Yonge and St Clair will be replaced by shuttle buses this weekend.',
          ],
          announcements: [
            'Separately, the new Eglinton Crosstown LRT opened to riders on Sunday after years of delays.',
          ],
        },
      ),
      h(
        'Voice lesson with Anneke: breathe lower, stop pushing the top E\nBought the new Tallis Scholars album\nCough finally gone, back to full voice',
      ),
      h(
        "Hi all, the printer messed up our programmes and spelled the soloist's name wrong on 400 copies. We're going with a corrected insert rather than a full reprint, to save money. Tickets for the spring concert go on sale Monday at 10am. Please share the link with friends.",
        {
          decisions: ["We're going with a corrected insert rather than a full reprint, to save money."],
          problems: [
            "Hi all, the printer messed up our programmes and spelled the soloist's name wrong on 400 copies.",
          ],
          announcements: ['Tickets for the spring concert go on sale Monday at 10am.'],
        },
      ),
      h(
        'Amateur choirs across Canada are ageing, and many have failed to recruit singers under forty. But something new is happening in cities: pop choirs, pub choirs, choirs that meet in breweries. Nobody launched this as a movement; it simply spread.',
      ),
      h(
        "Dev: the basement is flooding again, the sump pump isn't kicking in\nMe: omg, I'm at rehearsal till 9:30\nDev: it's ok, I called the plumber, he's coming at 8",
        { problems: ["Dev: the basement is flooding again, the sump pump isn't kicking in"] },
      ),
      h(
        'Choir newsletter, March\nWelcome to our new accompanist, Daniel Osei, who joins us from the Royal Conservatory. The choir has decided that all concerts will now open with a land acknowledgement. Our new website went live this week, with audio from last season. Happy singing!',
        {
          decisions: ['The choir has decided that all concerts will now open with a land acknowledgement.'],
          announcements: [
            'Welcome to our new accompanist, Daniel Osei, who joins us from the Royal Conservatory.',
            'The choir has decided that all concerts will now open with a land acknowledgement.',
            'Our new website went live this week, with audio from last season.',
          ],
        },
      ),
    ],
  },
];
