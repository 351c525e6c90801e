import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_R: LabelledListDay[] = [
  {
    name: 'Hospital operations centre site manager',
    highlights: [
      h(
        'Site huddle 07:45\nED at 62 patients with 14 waiting for a bed, OPEL 3 since 07:30. Agreed: ward 9 escalation beds stay open until 20:00 tonight. Discharge lounge now opens at 08:00 from today under the new trust flow policy. Next huddle 11:30 in the ops room.',
        {
          decisions: ['Agreed: ward 9 escalation beds stay open until 20:00 tonight.'],
          problems: ['ED at 62 patients with 14 waiting for a bed, OPEL 3 since 07:30.'],
          announcements: ['Discharge lounge now opens at 08:00 from today under the new trust flow policy.'],
        },
      ),
      h(
        "The hospital is a system that fails gracefully only if somebody is watching the joins. Most failures are not dramatic; they are a hundred small waits that nobody owns. Flow is everyone's job, which is another way of saying it is nobody's.",
      ),
      h(
        "Priya (bed bureau): Ward 22 has a side room but it's blocked by a patient awaiting a care package since Friday.\nPriya: Can we decide by 11 whether the frailty patient from ED goes there?\nMe: Decided, she moves at 12 whatever the board round says.\nPriya: Thanks, will tell the nurse in charge.",
        {
          decisions: ['Me: Decided, she moves at 12 whatever the board round says.'],
          problems: [
            "Priya (bed bureau): Ward 22 has a side room but it's blocked by a patient awaiting a care package since Friday.",
          ],
        },
      ),
      h(
        'From the Chief Operating Officer: I am pleased to confirm that Dr Amara Osei joins us as Deputy Medical Director for Flow on 1 July. The new Same Day Emergency Care unit on Level 2 opens to patients on Monday 17 June. Thank you all for your patience during the building works. It has been a long winter and a longer spring.',
        {
          announcements: [
            'From the Chief Operating Officer: I am pleased to confirm that Dr Amara Osei joins us as Deputy Medical Director for Flow on 1 July.',
            'The new Same Day Emergency Care unit on Level 2 opens to patients on Monday 17 June.',
          ],
        },
      ),
      h(
        'Datix 44871: oxygen cylinder found unsecured in corridor B outside AMU. Porters have been reminded where the cage is. Estates ticket raised for a second cage. No patient harm.',
        {
          problems: ['Datix 44871: oxygen cylinder found unsecured in corridor B outside AMU.'],
        },
      ),
      h(
        'Bed meeting 14:00\nElective orthopaedic list for tomorrow cancelled to protect beds, confirmed by the divisional director. We will not open the day-surgery unit overnight again; the staffing risk last time was too high. Theatres asked whether we could keep two recovery trolleys for ED overflow. Medicine will update the MFFD list by 16:00.',
        {
          decisions: [
            'Elective orthopaedic list for tomorrow cancelled to protect beds, confirmed by the divisional director.',
            'We will not open the day-surgery unit overnight again; the staffing risk last time was too high.',
          ],
        },
      ),
      h(
        "remember: you can't decide your way out of a capacity problem at 4pm\nThe decisions that matter were made at the morning board rounds.\nAsk Jo about the new rota template.",
      ),
      h(
        "NHS England today published a new urgent and emergency care plan, including 5,000 extra permanent beds. Analysts said most of the beds were already counted in last year's figures. The plan will be discussed at our board in July.",
        {
          announcements: [
            'NHS England today published a new urgent and emergency care plan, including 5,000 extra permanent beds.',
          ],
        },
      ),
      h(
        'Night site handover\nGenerator test at 02:00 failed on the second attempt; estates on call is aware. Pharmacy robot offline since 23:10, so ward top-ups are being done by hand. Two deaths overnight, both expected. Quiet otherwise.',
        {
          problems: [
            'Generator test at 02:00 failed on the second attempt; estates on call is aware.',
            'Pharmacy robot offline since 23:10, so ward top-ups are being done by hand.',
          ],
        },
      ),
      h(
        'Exec decision: the winter ward (Ward 30) will be funded through March, not just to January. Finance will confirm the funding source next week. Moving the transfer lounge was discussed again, with no conclusion.',
        {
          decisions: [
            'Exec decision: the winter ward (Ward 30) will be funded through March, not just to January.',
          ],
        },
      ),
      h(
        'On the podcast, a flow director said the best operations centres decide less and notice more. She said the new generation of command centres will fail if they become just big screens. I think she is half right. Listened on the drive in.',
      ),
      h(
        'Intranet: The new electronic bed-management system goes live across all wards on 8 July. Super-users on each ward have already been trained. Old whiteboards will stay up for a month as a backup.',
        {
          announcements: [
            'Intranet: The new electronic bed-management system goes live across all wards on 8 July.',
          ],
        },
      ),
    ],
  },
  {
    name: 'GP federation operations manager',
    highlights: [
      h(
        'Federation board, Tuesday\nThe board approved the extended-access hub moving to Riverside Health Centre from September. Weekend phlebotomy at Oakfield was discussed but needs a costing first. We voted against joining the county digital triage pilot this year. Chair noted that two practices have still not submitted their DSPT and the deadline was last Friday.',
        {
          decisions: [
            'The board approved the extended-access hub moving to Riverside Health Centre from September.',
            'We voted against joining the county digital triage pilot this year.',
          ],
          problems: [
            'Chair noted that two practices have still not submitted their DSPT and the deadline was last Friday.',
          ],
        },
      ),
      h(
        'Email from the ICB: From 1 October all practices must offer online consultation throughout core hours. The ICB has also appointed Mark Hughes as primary care contracts lead for the north locality. Full guidance is attached.',
        {
          announcements: [
            'Email from the ICB: From 1 October all practices must offer online consultation throughout core hours.',
            'The ICB has also appointed Mark Hughes as primary care contracts lead for the north locality.',
          ],
        },
      ),
      h(
        "Sandra (Elm Practice): Our phones went down at 08:05, patients are getting a dead tone.\nSandra: Supplier engineer is on the way.\nMe: I'll put a message on the federation website and Facebook.\nSandra: Thank you, you're a star.",
        {
          problems: [
            'Sandra (Elm Practice): Our phones went down at 08:05, patients are getting a dead tone.',
          ],
        },
      ),
      h(
        'Continuity of care is not a nice-to-have; it is the thing that makes general practice work. Every new access target risks trading it away for speed. The doctor who knows you is the cheapest test there is. Said by a retired GP at the LMC dinner.',
      ),
      h(
        'Clinical governance 12/06\nSignificant event: a two-week-wait referral from Brook Lane sat in the e-RS worklist for 9 days before anyone noticed. Agreed that every practice will run a daily 2WW worklist check from Monday. Dr Khan to write the SOP. Learning to be shared at the next PLT.',
        {
          decisions: ['Agreed that every practice will run a daily 2WW worklist check from Monday.'],
          problems: [
            'Significant event: a two-week-wait referral from Brook Lane sat in the e-RS worklist for 9 days before anyone noticed.',
          ],
        },
      ),
      h(
        'note to self: stop letting the ops meeting drift\nIf we never decide anything in the room, the email chain decides for us.\nBook leave for August before the rota fills.',
      ),
      h(
        'Federation newsletter, June\nWe are delighted to welcome four new clinical pharmacists, who start across the network next week. The new Long Covid clinic at Hillside launches on 1 July. Thanks to everyone who completed the staff survey. Results will be shared in the autumn.',
        {
          announcements: [
            'We are delighted to welcome four new clinical pharmacists, who start across the network next week.',
            'The new Long Covid clinic at Hillside launches on 1 July.',
          ],
        },
      ),
      h(
        'Q1 finance: locum spend is running 22% over budget, mostly at Brook Lane and Castle Street. The PCN underspend cannot be carried over. Options are reducing sessions or reopening recruitment. Both have downsides.',
        {
          problems: [
            'Q1 finance: locum spend is running 22% over budget, mostly at Brook Lane and Castle Street.',
          ],
        },
      ),
      h(
        'Complaint received via PALS: patient waited 47 minutes on hold and was then cut off. Response due in 3 working days. Practice manager is drafting.',
        {
          problems: ['Complaint received via PALS: patient waited 47 minutes on hold and was then cut off.'],
        },
      ),
      h(
        'Ops call\nDecision: flu clinics will run on Saturdays 28 September and 5 October at all sites. We are going with Medicus for the rota system; contract signed Friday. Castle Street lease discussion moved to July. Nothing else to report.',
        {
          decisions: [
            'Decision: flu clinics will run on Saturdays 28 September and 5 October at all sites.',
            'We are going with Medicus for the rota system; contract signed Friday.',
          ],
        },
      ),
      h(
        'A study in the BJGP found that practices which launched new online triage systems without extra staff saw no change in patient satisfaction. The authors conclude the problem is capacity, not the front door. Worth sharing with the board.',
      ),
      h(
        "Brook Lane's new extension officially opens on Friday with four extra clinical rooms. Cake is on me. Parking will be tight that morning.",
        {
          announcements: [
            "Brook Lane's new extension officially opens on Friday with four extra clinical rooms.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Home-care agency registered manager',
    highlights: [
      h(
        "Morning rota check\nThree carers off sick today, all on the Westfield round. Mrs Patel's 7am call was missed and her daughter rang in upset. Covered the rest with two bank carers and me. Coffee number three.",
        {
          problems: [
            'Three carers off sick today, all on the Westfield round.',
            "Mrs Patel's 7am call was missed and her daughter rang in upset.",
          ],
        },
      ),
      h(
        'Council commissioning email: The council has confirmed a 6.5% uplift to the hourly rate, effective from 1 April. A new electronic call monitoring system becomes mandatory for all framework providers in September. Providers will be invited to a briefing.',
        {
          announcements: [
            'Council commissioning email: The council has confirmed a 6.5% uplift to the hourly rate, effective from 1 April.',
            'A new electronic call monitoring system becomes mandatory for all framework providers in September.',
          ],
        },
      ),
      h(
        'Team meeting notes\nWe agreed to pair new starters with a senior carer for their first 10 shifts, not 5. The directors signed off 45p a mile for mileage yesterday. Lots of talk about whether to stop taking double-up packages in the rural patch. No conclusion.',
        {
          decisions: [
            'We agreed to pair new starters with a senior carer for their first 10 shifts, not 5.',
            'The directors signed off 45p a mile for mileage yesterday.',
          ],
        },
      ),
      h(
        'Care is the work that becomes visible only when it fails. We notice the missed call, never the thousand calls that happened. Nobody launches a campaign for a Tuesday that went fine. Pinned above my desk.',
      ),
      h(
        'CQC have published our inspection report today: rated Good overall, Requires Improvement for Well-led. Inspector flagged that care plans for 4 clients had not been reviewed in over 12 months. I am proud of the team. Action plan due in 28 days.',
        {
          problems: [
            'Inspector flagged that care plans for 4 clients had not been reviewed in over 12 months.',
          ],
          announcements: [
            'CQC have published our inspection report today: rated Good overall, Requires Improvement for Well-led.',
          ],
        },
      ),
      h(
        "Jade (coordinator): Mr Okafor's hoist has a fault light on and the carers won't use it.\nJade: Calling the OT now.\nMe: Decision made, we double up on his calls until the hoist is fixed.",
        {
          decisions: ['Me: Decision made, we double up on his calls until the hoist is fixed.'],
          problems: [
            "Jade (coordinator): Mr Okafor's hoist has a fault light on and the carers won't use it.",
          ],
        },
      ),
      h(
        'ring Age UK re Mrs Doyle\nlook at the rota app demo Friday\nIt is fine to say no to a package we cannot staff.\nNew starters need a proper welcome, not a pile of forms.',
      ),
      h(
        'Skills for Care has published its annual workforce report, showing a vacancy rate of 8.3% in domiciliary care. The report is free to download. Our own vacancy rate is lower, for now.',
        {
          announcements: [
            'Skills for Care has published its annual workforce report, showing a vacancy rate of 8.3% in domiciliary care.',
          ],
        },
      ),
      h(
        "Safeguarding: carer found the front door of a client's flat wide open at 21:30 and the client confused in the stairwell. Police and family informed. Client safe and settled by 22:15. Referral to the local authority to follow.",
        {
          problems: [
            "Safeguarding: carer found the front door of a client's flat wide open at 21:30 and the client confused in the stairwell.",
          ],
        },
      ),
      h(
        "Directors call: we're not bidding for the Eastside framework, the margins don't work. We are keeping the office open on Saturdays through the summer. Ravi will look at costs for a second minibus. Minutes to follow from Ravi.",
        {
          decisions: [
            "Directors call: we're not bidding for the Eastside framework, the margins don't work.",
            'We are keeping the office open on Saturdays through the summer.',
          ],
        },
      ),
      h(
        'Recruitment: 11 applications this week, 3 interviews booked. Welcome to Tomasz and Grace, who start induction on Monday! Interview panel is me and Jade.',
        {
          announcements: ['Welcome to Tomasz and Grace, who start induction on Monday!'],
        },
      ),
      h(
        'From a carer memoir: I learned to read a house in the first ten seconds. The smell of the kitchen told me whether she had eaten. The radio told me whether she was lonely. Nobody trained me for that, and nobody could.',
      ),
    ],
  },
  {
    name: 'Pharmacy chain area manager',
    highlights: [
      h(
        'Area call 8:30\nHigh Street branch has no pharmacist today, the locum cancelled at 07:50. Notice on the door and phones diverted to Market Square. Decided: we pay the premium rate for an afternoon locum rather than stay closed. Branch team were brilliant about it.',
        {
          decisions: ['Decided: we pay the premium rate for an afternoon locum rather than stay closed.'],
          problems: ['High Street branch has no pharmacist today, the locum cancelled at 07:50.'],
        },
      ),
      h(
        'MHRA supply alert: shortage of Evorel 50 HRT patches expected until the end of August. Customers should check with their GP about alternatives. We agreed to stop taking new HRT orders from out-of-area customers until supply recovers.',
        {
          decisions: [
            'We agreed to stop taking new HRT orders from out-of-area customers until supply recovers.',
          ],
          problems: [
            'MHRA supply alert: shortage of Evorel 50 HRT patches expected until the end of August.',
          ],
        },
      ),
      h(
        'Head office update: The Pharmacy First service goes live in all branches on 31 January. Lena Fischer has been appointed Superintendent Pharmacist, taking over from Alan at the end of the month. Training slides are on the intranet. Questions to your area manager.',
        {
          announcements: [
            'Head office update: The Pharmacy First service goes live in all branches on 31 January.',
            'Lena Fischer has been appointed Superintendent Pharmacist, taking over from Alan at the end of the month.',
          ],
        },
      ),
      h(
        'A pharmacy is a promise that the right medicine will be there. When supply chains fail, it is the counter assistant who absorbs the anger. Nobody writes that into the contract. Heard at the LPC conference.',
      ),
      h(
        "Amir (Oakley branch): Fridge temp logged at 11.4 this morning, it's been over 8 since at least midnight.\nAmir: Quarantined all the stock.\nMe: Decision made, we destroy the stock rather than wait for stability data.\nAmir: Ok, I'll do the paperwork.",
        {
          decisions: ['Me: Decision made, we destroy the stock rather than wait for stability data.'],
          problems: [
            "Amir (Oakley branch): Fridge temp logged at 11.4 this morning, it's been over 8 since at least midnight.",
          ],
        },
      ),
      h(
        'Branch managers meeting\nWe chose Titan over ProScript for the new PMR system, rollout from October. Controlled drugs registers will move to electronic across the area, approved by the superintendent. Several managers asked whether we would reconsider the Saturday closing trial. Also announced: Ben Cole is our new relief manager for the north branches from Monday.',
        {
          decisions: [
            'We chose Titan over ProScript for the new PMR system, rollout from October.',
            'Controlled drugs registers will move to electronic across the area, approved by the superintendent.',
          ],
          announcements: [
            'Also announced: Ben Cole is our new relief manager for the north branches from Monday.',
          ],
        },
      ),
      h(
        'Google review for Station Road, 1 star: waited 40 minutes for a prescription that was meant to be ready and staff were rude. Reply drafted, asking them to contact the branch manager. Will check the CCTV timings. It was the Monday after the bank holiday.',
        {
          problems: [
            'Google review for Station Road, 1 star: waited 40 minutes for a prescription that was meant to be ready and staff were rude.',
          ],
        },
      ),
      h("ask Lena about the new SOPs\nDon't make staffing decisions when angry.\nSleep on it, then decide."),
      h(
        "A report from the King's Fund says pharmacies are now the first port of call for a third of minor illnesses. It calls community pharmacy the new front door of the NHS. Nice line for the staff briefing.",
      ),
      h(
        'Near miss at Market Square: amlodipine 10mg picked instead of 5mg, caught at the final check. Logged on the incident system. Shelf separation to be done today. Dispenser was upset, so I had a chat with her.',
        {
          problems: [
            'Near miss at Market Square: amlodipine 10mg picked instead of 5mg, caught at the final check.',
          ],
        },
      ),
      h(
        "Good news: Market Square's refit is finished and the branch reopens to the public on Monday with a new consultation room. Our flu vaccination bookings open online today. Please share on the branch Facebook pages.",
        {
          announcements: [
            "Good news: Market Square's refit is finished and the branch reopens to the public on Monday with a new consultation room.",
            'Our flu vaccination bookings open online today.',
          ],
        },
      ),
      h(
        'Reading on the train: The best managers I worked for never launched anything on a Friday. They made small decisions early and big decisions slowly. They walked the shop floor before they read the dashboard. I want to be that kind of manager.',
      ),
    ],
  },
  {
    name: 'Ambulance service control room duty manager',
    highlights: [
      h(
        'EOC log 06:00\nHospital handover delays at the General are averaging 94 minutes. Surge plan level 3 declared by the tactical commander at 05:40. Weather dry and clear. Twelve crews on the road, four more at 07:00.',
        {
          decisions: ['Surge plan level 3 declared by the tactical commander at 05:40.'],
          problems: ['Hospital handover delays at the General are averaging 94 minutes.'],
        },
      ),
      h(
        'All staff message: The new Clinical Navigation Hub goes live at 07:00 on Tuesday 4 June. From the same date, category 3 calls will get a clinician call-back within 30 minutes. Please read the updated SOP before your next shift. Questions to your line manager.',
        {
          announcements: [
            'All staff message: The new Clinical Navigation Hub goes live at 07:00 on Tuesday 4 June.',
            'From the same date, category 3 calls will get a clinician call-back within 30 minutes.',
          ],
        },
      ),
      h(
        'In the control room, silence is never good news. The best call-handlers I knew could decide in three seconds whether a caller was lying, and they were almost never wrong. You cannot teach that in a classroom. One of them now trains new call-handlers in Leeds.',
      ),
      h(
        'Dan (fleet): Two of the new DCAs at Northgate have failed their pre-shift check with tail-lift faults.\nDan: Both are back with the workshop.\nMe: Agreed, one vehicle moves from Southbank to Northgate for the day shift.\nDan: On it.',
        {
          decisions: ['Me: Agreed, one vehicle moves from Southbank to Northgate for the day shift.'],
          problems: [
            'Dan (fleet): Two of the new DCAs at Northgate have failed their pre-shift check with tail-lift faults.',
          ],
        },
      ),
      h(
        'Trust board approved the business case for 40 additional paramedics. The decision on closing the Westbury station was deferred to September. Members raised concerns that spending on private ambulance providers rose 30% this year. Chair thanked staff for a difficult winter.',
        {
          decisions: ['Trust board approved the business case for 40 additional paramedics.'],
          problems: [
            'Members raised concerns that spending on private ambulance providers rose 30% this year.',
          ],
        },
      ),
      h(
        'self-care after a bad job matters\nRing Occupational Health re Sam\nBook the wellbeing van slot for the team.\nLovely sunrise from the EOC window at 5.',
      ),
      h(
        'A national audit published today found that ambulance response times for heart attacks and strokes averaged 42 minutes in May, against a target of 18. The health secretary called the figures unacceptable. Our own figures come out next week.',
        {
          problems: [
            'A national audit published today found that ambulance response times for heart attacks and strokes averaged 42 minutes in May, against a target of 18.',
          ],
          announcements: [
            'A national audit published today found that ambulance response times for heart attacks and strokes averaged 42 minutes in May, against a target of 18.',
          ],
        },
      ),
      h(
        'Serious incident declared: patient in Oakridge waited 5 hours 20 minutes for a category 2 response and died before arrival. Family have been informed and the coroner notified. Review panel to meet Thursday. Thoughts with the family and with the call-handler.',
        {
          problems: [
            'Serious incident declared: patient in Oakridge waited 5 hours 20 minutes for a category 2 response and died before arrival.',
          ],
        },
      ),
      h(
        'Hot debrief after the M5 RTC: radio coverage dropped out completely under the Carrow viaduct again. Good teamwork from the two crews on scene. Paramedic Lewis did an outstanding job with the trapped driver. Decision from the debrief: all vehicles attending that stretch will carry a satellite handset from tonight.',
        {
          decisions: [
            'Decision from the debrief: all vehicles attending that stretch will carry a satellite handset from tonight.',
          ],
          problems: [
            'Hot debrief after the M5 RTC: radio coverage dropped out completely under the Carrow viaduct again.',
          ],
        },
      ),
      h(
        'Rota change: from 1 July the night shift starts at 18:00 instead of 19:00 across all EOCs. Union reps were consulted over several months. The executive team signed off the change on Monday. Day shift patterns are unchanged.',
        {
          decisions: ['The executive team signed off the change on Monday.'],
          announcements: [
            'Rota change: from 1 July the night shift starts at 18:00 instead of 19:00 across all EOCs.',
          ],
        },
      ),
      h(
        'Heard on the Resus Room podcast: a bad decision made quickly usually beats a perfect decision made late. Also, launch new protocols on a Tuesday, never a Friday. Failure is data, they said, which is easy to say on a podcast.',
      ),
      h(
        'Fleet bulletin: 12 new electric response cars arrive at Southbank this week and enter service on Monday. Charging points were installed last month. Drivers must complete the e-learning module first.',
        {
          announcements: [
            'Fleet bulletin: 12 new electric response cars arrive at Southbank this week and enter service on Monday.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Dental group operations manager',
    highlights: [
      h(
        "Practice managers' meeting\nWe're dropping the Saturday NHS sessions at Hill Road from August; the partners agreed it last night. We also agreed to keep new NHS registrations closed at all six sites. Whitening promotion to be discussed next month. Good turnout, only Quayside missing.",
        {
          decisions: [
            "We're dropping the Saturday NHS sessions at Hill Road from August; the partners agreed it last night.",
            'We also agreed to keep new NHS registrations closed at all six sites.',
          ],
        },
      ),
      h(
        'Kerry (Hill Road): Compressor is making that grinding noise again and surgery 2 has lost suction.\nKerry: Moving patients to surgery 1 where we can.\nKerry: Patients have been very understanding.\nMe: Engineer booked for 3pm.',
        {
          problems: [
            'Kerry (Hill Road): Compressor is making that grinding noise again and surgery 2 has lost suction.',
          ],
        },
      ),
      h(
        'Welcome to Dr Sofia Marin, our new orthodontist, who starts at the Quayside practice on 2 September. Quayside will also begin offering Invisalign consultations from that date. She trained in Bristol and Leeds. Please make her feel at home.',
        {
          announcements: [
            'Welcome to Dr Sofia Marin, our new orthodontist, who starts at the Quayside practice on 2 September.',
            'Quayside will also begin offering Invisalign consultations from that date.',
          ],
        },
      ),
      h(
        'Patients forgive pain; they do not forgive being ignored. A dental practice fails when the front desk decides the patient is a nuisance. Every new receptionist should read that on day one.',
      ),
      h(
        'Letter from the ICB: The new dental contract reforms take effect from 1 April, with a minimum UDA value of £28. Practices must update their NHS website profiles by 30 June. More detail to follow in the spring.',
        {
          announcements: [
            'Letter from the ICB: The new dental contract reforms take effect from 1 April, with a minimum UDA value of £28.',
          ],
        },
      ),
      h(
        'Infection control audit at Bridge Street: autoclave failed its weekly test twice, and the logbook had gaps in May. Decided to replace the Bridge Street autoclave rather than repair it again. Re-audit in six weeks. The decontamination room itself was spotless.',
        {
          decisions: ['Decided to replace the Bridge Street autoclave rather than repair it again.'],
          problems: [
            'Infection control audit at Bridge Street: autoclave failed its weekly test twice, and the logbook had gaps in May.',
          ],
        },
      ),
      h(
        "Finance: Quayside associate clawback looks like £14k for last year's underdelivery. Lab bills are up 18% since the new lab took over. Need to talk to the accountant before the partners meeting. Associate pay review is due in July.",
        {
          problems: [
            "Finance: Quayside associate clawback looks like £14k for last year's underdelivery.",
            'Lab bills are up 18% since the new lab took over.',
          ],
        },
      ),
      h(
        'note: stop deciding rotas on WhatsApp\nbuy birthday card for Kerry\nThe new intraoral scanner is amazing, but it will not fix the diary.\nKerry is 40 on Saturday.',
      ),
      h(
        'Partners meeting outcome: the group will buy the Millbrook practice, completion expected in October. We chose Dentally as the single practice system for all sites. Sedation at Bridge Street came up again but nothing was settled. Lawyers are drafting the heads of terms. Next partners meeting is in September.',
        {
          decisions: [
            'Partners meeting outcome: the group will buy the Millbrook practice, completion expected in October.',
            'We chose Dentally as the single practice system for all sites.',
          ],
        },
      ),
      h(
        'Patient complaint: charged twice for a band 2 course at Hill Road, and nobody returned her calls for a week, so she has gone to the ombudsman. I apologised on the phone today. Refund is being processed. Her notes say she was quoted the right fee at the desk.',
        {
          problems: [
            'Patient complaint: charged twice for a band 2 course at Hill Road, and nobody returned her calls for a week, so she has gone to the ombudsman.',
          ],
        },
      ),
      h(
        'The BDA has launched a new campaign for contract reform, called Fix Dentistry Now. Its chair said the current system had failed patients for a decade. Hard to disagree. I signed the petition.',
        {
          announcements: [
            'The BDA has launched a new campaign for contract reform, called Fix Dentistry Now.',
          ],
        },
      ),
      h(
        'Group newsletter: Hill Road has won Practice of the Year at the regional dental awards. Our new patient app is now live on iOS and Android. Thanks to everyone who voted.',
        {
          announcements: [
            'Group newsletter: Hill Road has won Practice of the Year at the regional dental awards.',
            'Our new patient app is now live on iOS and Android.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Mental-health charity service manager',
    highlights: [
      h(
        'Helpline stats for June\nCalls up 34% on last June, and we could only answer 61% of them. Busiest hour was 22:00 to 23:00. Volunteer hours are flat. Full report goes to trustees next week.',
        {
          problems: ['Calls up 34% on last June, and we could only answer 61% of them.'],
        },
      ),
      h(
        'Hope is not a feeling, it is a practice. You do not decide to recover once; you decide it every morning. Some mornings you fail, and you decide again.',
      ),
      h(
        "Trustees approved the move to 24/7 helpline cover from January, funded by the lottery grant. They also decided to close the Tuesday drop-in at St Mark's. Chair thanked the volunteers for a remarkable year. Next meeting in October.",
        {
          decisions: [
            'Trustees approved the move to 24/7 helpline cover from January, funded by the lottery grant.',
            "They also decided to close the Tuesday drop-in at St Mark's.",
          ],
        },
      ),
      h(
        'Press release (embargoed until 10:00): The charity today opens its second crisis café, in Lowgate, open 6pm to midnight every day. Rachel Ade has been appointed as our new clinical lead. For media enquiries contact the comms team. Photos available on request.',
        {
          announcements: [
            'Press release (embargoed until 10:00): The charity today opens its second crisis café, in Lowgate, open 6pm to midnight every day.',
            'Rachel Ade has been appointed as our new clinical lead.',
          ],
        },
      ),
      h(
        "Mo (café lead): Had to call police last night, a guest became aggressive with another guest.\nMo: Everyone is safe and home now.\nMe: Debrief at 2, I'll be there.\nMe: We are moving to two staff on every café shift from tonight, that's final.",
        {
          decisions: ["Me: We are moving to two staff on every café shift from tonight, that's final."],
          problems: [
            'Mo (café lead): Had to call police last night, a guest became aggressive with another guest.',
          ],
        },
      ),
      h('feeling flat today, and that is allowed\nOne thing at a time.\nWalk at lunch, phone off.'),
      h(
        "Data breach: an email with 43 service users' names was sent to the whole volunteer list instead of the safeguarding team. We reported it to the ICO within 72 hours. Decided at SMT that external email will now need a second check for anything with names in it. Lesson learned, and it stings.",
        {
          decisions: [
            'Decided at SMT that external email will now need a second check for anything with names in it.',
          ],
          problems: [
            "Data breach: an email with 43 service users' names was sent to the whole volunteer list instead of the safeguarding team.",
          ],
        },
      ),
      h(
        "The council has told us our Mind Matters grant will be cut by 40% from April. That is roughly two FTE posts. We have not decided anything about posts yet and won't until after the consultation. Staff briefing is on Thursday.",
        {
          problems: ['The council has told us our Mind Matters grant will be cut by 40% from April.'],
        },
      ),
      h(
        'An article in the Guardian argued that the new mental health act fails the people it was meant to protect. I disagree with half of it, but the section on community beds is right. Send to Rachel. The author used to volunteer for us.',
      ),
      h(
        "Team huddle\nWe'll go with the peer-support model for the Lowgate café, not the nurse-led one. Our text service launches to the public on 15 July after the pilot. The helpline number changes to 0800 123 4567 from 1 August. Posters are being reprinted.",
        {
          decisions: ["We'll go with the peer-support model for the Lowgate café, not the nurse-led one."],
          announcements: [
            'Our text service launches to the public on 15 July after the pilot.',
            'The helpline number changes to 0800 123 4567 from 1 August.',
          ],
        },
      ),
      h(
        'A service user complained on Facebook that our online booking form has been broken for a week. Checked it, and the submit button does nothing on iPhones. Web agency emailed.',
        {
          problems: [
            'A service user complained on Facebook that our online booking form has been broken for a week.',
            'Checked it, and the submit button does nothing on iPhones.',
          ],
        },
      ),
      h(
        'Newsletter draft: We are thrilled to announce that the Lowgate café has received a £250k grant from the Henley Trust. Volunteer training dates for the autumn are below. Please share with friends. Photo of the café team attached.',
        {
          announcements: [
            'Newsletter draft: We are thrilled to announce that the Lowgate café has received a £250k grant from the Henley Trust.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Council public-health consultant',
    highlights: [
      h(
        'Outbreak control team, 10:00\nMeasles: 9 confirmed cases linked to Greenfield Primary, 2 hospitalised. MMR uptake figures for the school are being pulled. The OCT agreed to run an in-school catch-up clinic on Thursday. UKHSA will send letters to parents today. Next OCT on Friday at 10:00.',
        {
          decisions: ['The OCT agreed to run an in-school catch-up clinic on Thursday.'],
          problems: ['Measles: 9 confirmed cases linked to Greenfield Primary, 2 hospitalised.'],
        },
      ),
      h(
        "The Director of Public Health's annual report is published today, focusing on loneliness in older adults. We are also launching a new Healthy Start vitamin scheme in all children's centres from 1 September. Huge thanks to the intelligence team. The report is on the council website.",
        {
          announcements: [
            "The Director of Public Health's annual report is published today, focusing on loneliness in older adults.",
            "We are also launching a new Healthy Start vitamin scheme in all children's centres from 1 September.",
          ],
        },
      ),
      h(
        'The Rose paradox: a large number of people at small risk may give rise to more cases of disease than the small number who are at high risk. Prevention that helps everyone rarely feels like it helps anyone. That is why it is so hard to fund. Geoffrey Rose wrote that in 1985.',
      ),
      h(
        'Helen (environmental health): Legionella positive in the cooling tower at the Eastgate leisure centre.\nHelen: Pool closed, site owner shutting the tower down now.\nMe: Agreed, the pool stays shut until we have two clear samples.\nMe: Let me know when the resample results are in.',
        {
          decisions: ['Me: Agreed, the pool stays shut until we have two clear samples.'],
          problems: [
            'Helen (environmental health): Legionella positive in the cooling tower at the Eastgate leisure centre.',
          ],
        },
      ),
      h(
        'Cabinet approved a ban on junk-food advertising on council-owned sites. Officers were asked to report back on enforcement costs. Two councillors voted against.',
        {
          decisions: ['Cabinet approved a ban on junk-food advertising on council-owned sites.'],
        },
      ),
      h(
        'ONS has published the 2023 drug-related death figures for the borough. Deaths rose to 58, the highest on record. Each number is a person. Smoking prevalence data is due in the autumn.',
        {
          problems: ['Deaths rose to 58, the highest on record.'],
          announcements: ['ONS has published the 2023 drug-related death figures for the borough.'],
        },
      ),
      h(
        "don't let the JSNA become a data dump\nRead the new NICE guideline on physical activity\nPeople decide with stories, not tables.",
      ),
      h(
        'Commissioning panel: we are going with Change Grow Live for the new substance-misuse contract, starting April. The sexual-health tender closed on Friday with only one bid, so there is a real risk of a gap in service when the current contract ends in March. Legal advice requested. Panel sat for three hours.',
        {
          decisions: [
            'Commissioning panel: we are going with Change Grow Live for the new substance-misuse contract, starting April.',
          ],
          problems: [
            'The sexual-health tender closed on Friday with only one bid, so there is a real risk of a gap in service when the current contract ends in March.',
          ],
        },
      ),
      h(
        'A Lancet editorial argues that public health fails when it becomes a campaign rather than a service. New interventions, it says, should be judged over ten years, not one. Useful for the scrutiny paper. Shared it with the team.',
      ),
      h(
        'Heat-health alert: UKHSA has issued an amber alert for our region from Friday to Monday. Care homes are reporting that two of the cooling centres listed on our website are actually closed. Comms team updating the page. Heat is the quiet killer of summer.',
        {
          problems: [
            'Heat-health alert: UKHSA has issued an amber alert for our region from Friday to Monday.',
            'Care homes are reporting that two of the cooling centres listed on our website are actually closed.',
          ],
        },
      ),
      h(
        'Team meeting\nAgreed: the vaping survey goes out to all secondary schools, not just the pilot five. Welcome back to Anita, who returns from maternity leave on Monday as our new health-protection lead. I still owe Sam feedback on his JSNA chapter.',
        {
          decisions: [
            'Agreed: the vaping survey goes out to all secondary schools, not just the pilot five.',
          ],
          announcements: [
            'Welcome back to Anita, who returns from maternity leave on Monday as our new health-protection lead.',
          ],
        },
      ),
      h(
        "All-staff email from the chief executive: The council's new Health and Wellbeing Strategy was formally launched at the board this morning. Copies are in the staff room. Well done to everyone involved.",
        {
          announcements: [
            "All-staff email from the chief executive: The council's new Health and Wellbeing Strategy was formally launched at the board this morning.",
          ],
        },
      ),
    ],
  },
];
