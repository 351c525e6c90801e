import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_98: LabelledDay[] = [
  {
    name: 'Oluwaseun, 47, chair of governors at a primary academy in Peterborough, on a Tuesday',
    highlights: [
      h(
        'Full governing body, Tues 7pm, school library. 11 governors present, apologies from Rev Hale and Jas. Minutes of the last meeting approved as a true record.',
      ),
      h(
        'Matters arising\nSafeguarding training certificates — Jas still to upload hers to GovernorHub.\nSEND policy review — done, ratified in March.\nBudget monitoring — carried to item 6.',
        'Safeguarding training certificates — Jas still to upload hers to GovernorHub.',
      ),
      h(
        'Decision: Year 6 residential goes down to four days rather than five. Parents should get the letter before Easter, according to the head.',
      ),
      h(
        'AP: Oluwaseun to write to the trust about the roof survey by 30 April.',
        'AP: Oluwaseun to write to the trust about the roof survey by 30 April.',
      ),
      h(
        "Head's report: attendance up to 95.2%, persistent absence down. Ofsted window opens in the autumn. She quoted her old head: be ready every day, not ready on the day.",
      ),
      h(
        '[14/05/2026, 21:47] Mrs Okafor: Oluwaseun can you send me the link for the skills audit form?\n[14/05/2026, 21:52] Jas: thanks for chairing tonight, good meeting',
        'Mrs Okafor: Oluwaseun can you send me the link for the skills audit form?',
      ),
      h(
        'Next steps\n1. Clerk to circulate draft minutes within 10 working days.\n2. Finance committee to bring the revised budget to the June meeting.',
        'Clerk to circulate draft minutes within 10 working days.',
        'Finance committee to bring the revised budget to the June meeting.',
      ),
      h(
        'Link visit to Year 2 phonics went well, really impressed by the reading corners. I meant to ask about the library budget but ran out of time.',
      ),
      h(
        "Note to self: you need to book a slot with the clerk to go through the chair's appraisal before half term.",
        "Note to self: you need to book a slot with the clerk to go through the chair's appraisal before half term.",
      ),
      h(
        'Pupil premium strategy was signed off without changes. Who is taking over as SEND link governor when Rev Hale steps down in July?',
        'Who is taking over as SEND link governor when Rev Hale steps down in July?',
      ),
      h('Governors should always ask "how do we know?" — from the NGA induction booklet, page one.'),
    ],
  },
  {
    name: 'Shirin, 39, operations manager at a community credit union in Bradford, on a Monday',
    highlights: [
      h(
        'Ops team meeting 0930, back office. Loan applications up 18% on February, mostly Christmas-debt consolidation.',
      ),
      h(
        '@Lewis to update the member FAQ on the website with the new savings rates',
        '@Lewis to update the member FAQ on the website with the new savings rates',
      ),
      h(
        'AML training\n- 5 staff overdue as of today\n- Lewis booked 3 onto April course\n- [ ] chase the other 2 with HR\n- [x] send reminder email',
        'chase the other 2 with HR',
      ),
      h(
        'ACTION – Dom (lending) to confirm whether we can offer the payroll savings scheme to the hospital trust staff.',
        'ACTION – Dom (lending) to confirm whether we can offer the payroll savings scheme to the hospital trust staff.',
      ),
      h(
        'Complaint re: the declined loan on the 2nd — reviewed, decision upheld, closed. As my first branch manager used to say, always write the file note before the member leaves the room.',
      ),
      h('The new card readers should land by the 20th. Last time Gemma from IT set them all up in a day.'),
      h(
        'Volunteer board induction packs → Lewis, by end of month',
        'Volunteer board induction packs → Lewis, by end of month',
      ),
      h(
        "[16/03/2026, 12:05] Dom: Shirin are you ok to sign off the arrears list before 3?\n[16/03/2026, 12:09] Dom: no rush if you're still in the meeting",
        'Dom: Shirin are you ok to sign off the arrears list before 3?',
      ),
      h(
        'Counter cover: two staff off long-term, both have OH referrals in. We still need to decide whether to close the Thursday late opening over Easter.',
        'We still need to decide whether to close the Thursday late opening over Easter.',
      ),
      h(
        'Owner: Shirin — draft the Q2 member newsletter and run it past compliance first.',
        'Owner: Shirin — draft the Q2 member newsletter and run it past compliance first.',
      ),
      h('Great feedback from members on the new appointment system. Thanks all for a quick meeting!'),
      h('Minutes taken by Lewis and circulated Friday.'),
    ],
  },
  {
    name: 'Hollis, 52, president of a roller derby league in Portland, Maine, on a Wednesday',
    highlights: [
      h('Board mtg 6:30pm at the rink, 7 of 9 board members. Quorum met.'),
      h(
        "Old business\nInsurance renewal: done, WFTDA certificate uploaded.\nLast month's AP (Dee to fix the scoreboard laptop) — done.\nMerch table: Jules reported $840 in sales last bout.",
      ),
      h(
        'AP: Hollis to call the rink manager about moving Thursday practice to 8pm',
        'AP: Hollis to call the rink manager about moving Thursday practice to 8pm',
      ),
      h('Motion to raise dues to $45/month passed 5–2. The increase should show up on the June invoices.'),
      h(
        'Next steps\n- Jules: order new scrimmage pinnies\n- Tasha: draft code of conduct update',
        'Jules: order new scrimmage pinnies',
        'Tasha: draft code of conduct update',
      ),
      h("Skaters who don't hydrate don't finish the jam. — Coach K, every single practice"),
      h(
        'Jules: can you send the board the sponsorship deck before Sunday?',
        'Jules: can you send the board the sponsorship deck before Sunday?',
      ),
      h('We talked for 40 minutes about the travel team and got nowhere. Honestly exhausted.'),
      h(
        'Fundraiser at Bissell Brothers on June 14 — confirmed by their events person. Someone needs to pick up the raffle prizes from the skate shop the Friday before.',
        'Someone needs to pick up the raffle prizes from the skate shop the Friday before.',
      ),
      h(
        "Owner: Dee — renew the league's USA Roller Sports membership, due Apr 30.",
        "Owner: Dee — renew the league's USA Roller Sports membership, due Apr 30.",
      ),
      h(
        'Reminder to self: you still have to reimburse Marcy for the first aid kits ($62.40).',
        'Reminder to self: you still have to reimburse Marcy for the first aid kits ($62.40).',
      ),
      h('Executive session (closed) — nothing to minute.'),
    ],
  },
  {
    name: 'Mehmet, 45, site manager at a commercial laundry serving hotels in Blackpool, on a Thursday',
    highlights: [
      h('Weekly production meeting, Thurs 8am. Output last week 41,200 pieces, best week since Easter.'),
      h(
        'Tunnel washer downtime\nTue: 3 hrs (dosing pump fault)\nWed: 45 mins\nEngineer says the new pump should sort it.',
      ),
      h(
        'ACTION – Karen to get three quotes for replacing the ironer 2 roller covers.',
        'ACTION – Karen to get three quotes for replacing the ironer 2 roller covers.',
      ),
      h(
        'Hotel complaints: Imperial says pillowcases are coming back grey. Karen spoke to their housekeeper on Tues and sent samples to the lab. The follow-up from her visit was positive.',
      ),
      h(
        'AP: Mehmet — toolbox talk on cage handling, all shifts, before the 20th',
        'AP: Mehmet — toolbox talk on cage handling, all shifts, before the 20th',
      ),
      h(
        'Safety\n1. Near miss Monday, cage rolled into the dock door. No one hurt.\n2. Trolley wheels on the soil side need replacing → Dariusz\n3. Fire drill done 2 April, evac time 3m 40s.',
        'Trolley wheels on the soil side need replacing → Dariusz',
      ),
      h(
        'Dariusz: can someone sign off my overtime sheet from Saturday, need it in before payroll closes',
        'Dariusz: can someone sign off my overtime sheet from Saturday, need it in before payroll closes',
      ),
      h(
        "Get it right first time and you never have to rewash — the old owner's motto, still on the wall in the sorting room.",
      ),
      h(
        "Staffing: two agency starters Monday. Who's doing their induction if Karen is on leave?",
        "Who's doing their induction if Karen is on leave?",
      ),
      h('Decision: we will not take on the Premier Inn contract until the second ironer is fixed.'),
      h(
        'Remember to send the monthly chemical usage figures to Ecolab by Friday.',
        'Remember to send the monthly chemical usage figures to Ecolab by Friday.',
      ),
      h('Good meeting, short and to the point for once.'),
    ],
  },
  {
    name: 'Ailsa, 34, festival director of a small documentary film festival in Dundee, on a Friday',
    highlights: [
      h(
        'Programming committee, Friday 10:00, DCA meeting room 2. Present: Ailsa, Ravi, Morag, Fin, Jo (minutes).',
      ),
      h('We watched 9 submissions this week. Shortlist now at 31 for 24 slots.'),
      h(
        'Decisions\nOpening night film: The Salt Roads (confirmed with distributor).\nShorts programme moves to Saturday afternoon.\nNo Q&As after midnight screenings this year.',
      ),
      h(
        'Ravi to chase the sales agent for the screener link of "Kettle Harbour" — third time of asking.',
        'Ravi to chase the sales agent for the screener link of "Kettle Harbour" — third time of asking.',
      ),
      h(
        'Owner: Fin — draft the accessibility statement (captions, relaxed screenings) for the website by 15 May.',
        'Owner: Fin — draft the accessibility statement (captions, relaxed screenings) for the website by 15 May.',
      ),
      h(
        'Morag: can we get the final running order to the box office before they open sales on Tuesday?',
        'Morag: can we get the final running order to the box office before they open sales on Tuesday?',
      ),
      h(
        'Funding: the Screen Scotland decision should be out by the end of May. Creative Dundee match funding is confirmed at £3,000.',
      ),
      h('Kill your darlings applies to programming as much as editing. We always say it and never do it.'),
      h(
        'Next steps\n- Ravi: book the guest director hotel\n- Morag: brief volunteers on the new ticket scanner',
        'Ravi: book the guest director hotel',
        'Morag: brief volunteers on the new ticket scanner',
      ),
      h(
        "I emailed the Rio cinema about co-hosting the retrospective. They got back the same day, very keen. I'll send them the draft dates on Monday.",
        "I'll send them the draft dates on Monday.",
      ),
      h(
        "ailsa — don't forget to sign the venue contract with the Rep before you go on leave",
        "ailsa — don't forget to sign the venue contract with the Rep before you go on leave",
      ),
      h('Is anyone actually reading the feedback forms? Turns out Fin has been, all 212 of them.'),
    ],
  },
  {
    name: 'Tomás, 61, a retired harbour pilot who sits as a lay member on a research ethics committee in Galway, on a Monday',
    highlights: [
      h(
        'REC meeting, Monday 2pm, 4 studies on the agenda. Quorum confirmed, no conflicts of interest declared.',
      ),
      h(
        'Study 1 (knee injection trial): favourable opinion with conditions, which the researchers had already accepted in writing.',
      ),
      h(
        'AP: Tomás to write the lay summary comments for Study 2 and send them to Dr Byrne by Thursday.',
        'AP: Tomás to write the lay summary comments for Study 2 and send them to Dr Byrne by Thursday.',
      ),
      h(
        'Study 3 deferred — the assent form for under-16s is missing. Secretary to write to the sponsor asking for the assent form and a data flow diagram.',
        'Secretary to write to the sponsor asking for the assent form and a data flow diagram.',
      ),
      h('Study 4 withdrawn by the applicant before the meeting.'),
      h("If you wouldn't sign it yourself, don't approve it. — Prof Walsh, at my first meeting"),
      h(
        'Training\n- GDPR refresher due by 30 June\n- [ ] book my place on the Zoom session\n- [x] read the new HRA guidance',
        'GDPR refresher due by 30 June',
        'book my place on the Zoom session',
      ),
      h(
        '[06/04/2026, 18:20] Siobhan: Tomás would you be able to cover the sub-committee on the 21st? Aoife is away',
        'Siobhan: Tomás would you be able to cover the sub-committee on the 21st?',
      ),
      h('Expenses for March went in. The chair thanked lay members for the extra reading this month.'),
      h(
        'The annual report has to be submitted to the national office by 31 May. Last year it went in two weeks late.',
        'The annual report has to be submitted to the national office by 31 May.',
      ),
      h(
        "TODO ask the secretary for last year's minutes on the biobank study",
        "TODO ask the secretary for last year's minutes on the biobank study",
      ),
      h(
        'Who decides what counts as minimal risk anyway? Big debate, no conclusion, parked for the away day.',
      ),
    ],
  },
  {
    name: 'Kerry-Ann, 29, volunteer treasurer of a makerspace in Hamilton, Ontario, on a Tuesday',
    highlights: [
      h('Board meeting Tues 7pm on Discord + in person. Bank balance $18,412, up $1,100 on last month.'),
      h(
        'Laser cutter\nTube is failing, cuts taking 2x as long.\nReplacement quote $2,300 from Trotec.\nVote: approved 6-0.',
      ),
      h(
        '@Kerry-Ann to pay the Trotec invoice once it lands',
        '@Kerry-Ann to pay the Trotec invoice once it lands',
      ),
      h(
        'Membership: 143 active, 9 lapsed this month. Dev emailed the lapsed members last week and 4 renewed. Previous action: Priyesh to clean the resin printer — completed.',
      ),
      h(
        'ACTION – Sam: write up the new woodshop induction checklist and post it in #woodshop',
        'ACTION – Sam: write up the new woodshop induction checklist and post it in #woodshop',
      ),
      h(
        'Measure twice, cut once. Somebody taped that above the table saw and honestly it is the best safety policy we have.',
      ),
      h(
        'Next steps\n1) Kerry-Ann: file the HST return before the 30th\n2) Sam + Dev: fix the RFID door reader on the back entrance\n3) Priyesh: get a quote for a second 3D printer',
        'Kerry-Ann: file the HST return before the 30th',
        'Sam + Dev: fix the RFID door reader on the back entrance',
        'Priyesh: get a quote for a second 3D printer',
      ),
      h(
        'Dev: Kerry-Ann, could you send me the insurance certificate so I can forward it to the landlord?',
        'Dev: Kerry-Ann, could you send me the insurance certificate so I can forward it to the landlord?',
      ),
      h("Open house went really well, 60+ visitors. The kids' soldering table was a hit."),
      h('Decision: no more storage lockers until the shelving audit is done.'),
      h(
        "Annual non-profit return due June 30 — don't leave it to the last week like last year",
        "Annual non-profit return due June 30 — don't leave it to the last week like last year",
      ),
    ],
  },
  {
    name: 'Josefa, 50, co-ordinator of a small housing co-operative in Leith, Edinburgh, on a Sunday',
    highlights: [
      h('General meeting, Sunday 3pm, common room. 22 of 31 members present, 4 proxies.'),
      h(
        'Maintenance\nBoiler in block B serviced on Weds.\nDamp in flat 7 is back, worse than before.\nRoof gutters → Callum to get the cherry picker booked before the autumn.',
        'Roof gutters → Callum to get the cherry picker booked before the autumn.',
      ),
      h(
        'AP: Josefa — write to the surveyor about the damp in flat 7, copy in the tenant',
        'AP: Josefa — write to the surveyor about the damp in flat 7, copy in the tenant',
      ),
      h('Finance: rent arrears down to £1,240. The new direct debit system should cut that further.'),
      h('Summer barbecue on 12 July agreed, £150 from the social fund. Sign-up sheet is on the noticeboard.'),
      h(
        "Proposal to allow cats in the ground floor flats — deferred. Ruth said she'd rather we waited for the new tenancy agreement.",
      ),
      h(
        'Owner: Ruth — update the tenancy agreement draft with the pet clause and share it before the next GM.',
        'Owner: Ruth — update the tenancy agreement draft with the pet clause and share it before the next GM.',
      ),
      h('Whatever you do, never agree to anything in AOB. Best advice I ever got as co-ordinator.'),
      h(
        "[14/06/2026, 17:02] Callum: Josefa do we have a spare key for the bike store? The engineer couldn't get in on Friday",
        'Callum: Josefa do we have a spare key for the bike store?',
      ),
      h(
        'Thanks to Marjory for 12 years on the committee — presented with flowers and a very emotional speech.',
      ),
      h(
        'things for me this week\nbuy AGM stamps\nchase the council re the bin store grant',
        'buy AGM stamps',
        'chase the council re the bin store grant',
      ),
      h('Next GM moved to the first Sunday in September because of the Fringe.'),
    ],
  },
];
