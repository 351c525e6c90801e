import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_107: LabelledDay[] = [
  {
    name: 'Olamide, 38, patient flow (bed) manager at a Manchester teaching hospital, on a Monday (bed meetings, site team WhatsApp, e-mails)',
    highlights: [
      h(
        '08:30 bed meeting\nED at 41 in department, 9 DTAs, 3 over 12 hours\nWard 7 has one side room waiting for a deep clean\nOPAL says 4 discharges pending TTOs\nChase pharmacy for the Ward 7 TTOs before 11\nEscalated to OPEL 3 at 08:50',
        'Chase pharmacy for the Ward 7 TTOs before 11',
      ),
      h(
        '[09/03/2026, 09:12] Bernadette: Morning all, side room on Ward 7 is clean now\n[09/03/2026, 09:15] Bernadette: Olamide can you ring the ED nurse in charge and get the two patients moving up?\n[09/03/2026, 09:16] Kev: I did the cleaning request at 8, should be on the system\n[09/03/2026, 09:20] Bernadette: Thanks Kev 👍',
        'Bernadette: Olamide can you ring the ED nurse in charge and get the two patients moving up?',
      ),
      h(
        'From: Gill Ashworth\nSubject: Winter plan debrief\nHi Olamide, thanks for all the work over January. The winter plan went to the board last week and was well received. Please send me your three biggest learning points by Friday so I can collate them. The follow-up from the CQC visit will be discussed separately.\nGill',
        'Please send me your three biggest learning points by Friday so I can collate them.',
      ),
      h(
        'HSJ piece on patient flow (Feb issue). Discharge planning should start on the day of admission, not the day of discharge. Trusts with a consistent daily board round cut length of stay by half a day. Treat every delay as data, the authors say.',
      ),
      h(
        "ring Dr Okafor re Ward 12 delayed discharge\nFamily still haven't agreed to the care home, daughter lives in Dubai",
        'ring Dr Okafor re Ward 12 delayed discharge',
      ),
      h(
        'Teams — Dr Hussain (acute medicine): We should see a dip in admissions after the weekend, we usually do. I meant to flag the AMU bed closures on Friday but ran out of time. Could you let me know by lunchtime if AMU bay C reopens today?',
        'Could you let me know by lunchtime if AMU bay C reopens today?',
      ),
      h(
        'Ops huddle 14:00\nAttendees: OA, matrons x4, site manager\n- Ward 9 norovirus: bay closed since Saturday, no new cases\n- Matron Price to confirm staffing for the escalation ward by 5pm\n- Discharge lounge underused again (6 patients all day)\n- [x] Reissued the discharge lounge criteria to all wards',
        'Matron Price to confirm staffing for the escalation ward by 5pm',
      ),
      h(
        "Thanks Olamide, that's really helpful.\n> We had 38 patients over 21 days on Friday.\nCould you break that down by ward and send it over before Wednesday's system call?\nTom (ICB urgent care lead)",
        "Could you break that down by ward and send it over before Wednesday's system call?",
      ),
      h(
        'From the leadership course handbook: Never walk past a problem you could fix in two minutes. Nice idea, impossible on a day at OPEL 3.',
      ),
      h(
        "Text from Femi: I've picked the kids up and dinner's in the oven. No need to get anything on the way home.",
      ),
      h(
        "End of day: 14 discharges before noon, best Monday since October. Ward 12 family still undecided about the care home. I wanted to thank the discharge team properly but didn't get a minute.",
      ),
    ],
  },
  {
    name: "Farah, 42, head of sustainability at a supermarket chain's head office in Bracknell, on a Tuesday (Slack, e-mail, report extracts)",
    highlights: [
      h(
        'From the WRAP retail report: Food waste across the sector fell 9% last year. Retailers that publish their data tend to improve faster. Measure what matters and report it every quarter.',
      ),
      h(
        "Slack #sustainability — Josh: supplier survey response rate is stuck at 41%, worst in produce\nJosh: @Farah could you nudge the produce buying director? he's got the most suppliers outstanding",
        "Josh: @Farah could you nudge the produce buying director? he's got the most suppliers outstanding",
      ),
      h(
        "Farah — the board pack deadline has moved. Net zero update now needs to be with me by 5pm Thursday, max two pages. The auditors signed off last year's methodology without changes.",
        'Net zero update now needs to be with me by 5pm Thursday, max two pages.',
      ),
      h(
        "Estates sent the Q4 refrigerant leak data\nTrain to Leeds booked for the DC visit (Weds 18th)\nSanjay's lunch cancelled, he's off sick",
      ),
      h(
        'Packaging steering group\nPaper punnets came out cheapest in the pilot.\nPlastic tray supplier says lead times should settle by April.\nAction: Leah to get costs from both paper suppliers.\nWe still need to decide whether the trial includes Scotland.',
        'Action: Leah to get costs from both paper suppliers.',
        'We still need to decide whether the trial includes Scotland.',
      ),
      h(
        'Guardian piece on greenwashing claims. The CMA has warned two retailers about vague "eco" labels this year. Never make a claim you can\'t evidence with data. Every claim should be specific, substantiated and up to date.',
      ),
      h(
        '[10/03/2026, 11:02] Maya: Your 2pm with the Soil Association has been pushed to Thursday\n[10/03/2026, 11:03] Maya: Can you confirm if 10am or 3pm suits you?',
        'Maya: Can you confirm if 10am or 3pm suits you?',
      ),
      h(
        'Hi Farah,\nAttached are the updated store energy figures. I rechecked the Swindon meter readings and they were right after all.\nPriti',
      ),
      h(
        'You need to renew the ESOS lead assessor contract before it lapses on 31 March.',
        'You need to renew the ESOS lead assessor contract before it lapses on 31 March.',
      ),
      h('"What gets measured gets managed" — apparently Drucker never actually said it.'),
      h(
        'Board paper first draft done. Sent to Josh for a sense check. Scope 3 section is still just bullet points.',
      ),
    ],
  },
  {
    name: "Ciara, 35, project manager at a localisation agency in Dublin, on a Wednesday (client e-mails, linguists' Slack, notes)",
    highlights: [
      h(
        'Hi Ciara,\nThe German and French strings for release 4.2 are now in the repo. Our launch has slipped, so the old deadline no longer applies. Could you also quote for adding Brazilian Portuguese?\nBest, Lukas',
        'Could you also quote for adding Brazilian Portuguese?',
      ),
      h(
        "Slack DM — Anaïs: Hi! just so you know I'm off Thursday and Friday for a family thing\nAnaïs: the glossary for the medical client had a few wrong terms, I fixed them in my copy",
      ),
      h(
        "TODO give Anaïs's FR files to Benoît\n- [x] update the TM with her glossary fixes\nInvoice 2231 to Medica — overdue, chase",
        "TODO give Anaïs's FR files to Benoît",
        'Invoice 2231 to Medica — overdue, chase',
      ),
      h(
        "From Slator: Machine translation post-editing now makes up over half of agency volume. Good project managers over-communicate with their linguists. Don't let a deadline surprise anyone.",
      ),
      h(
        "Call w/ Medica 11:00\nThey're unhappy with the turnaround on the IFU leaflets.\nI explained the QA step adds two days.\nThey accepted the revised schedule we sent on Monday.\nFollow up with their regulatory lead about the Danish sign-off.",
        'Follow up with their regulatory lead about the Danish sign-off.',
      ),
      h(
        "11/03/2026, 14:05 - Declan: the vendor portal is down again\n11/03/2026, 14:06 - Declan: IT say it should be back within the hour\n11/03/2026, 14:20 - Declan: can someone let the Polish team know so they don't panic?",
        "Declan: can someone let the Polish team know so they don't panic?",
      ),
      h(
        'Ciara, the Q1 vendor payments run went through this morning. Thanks for getting all the POs approved in time, that made my life easier. Niamh (Finance)',
      ),
      h(
        'Reading "The Culture Map" on the bus. Germans tend to separate task and relationship; the French argue to build trust. Explains a lot about last week\'s call with Lukas.',
      ),
      h(
        'You need to send Benoît the style guide before he starts on the FR files! He has asked for it twice already.',
        'You need to send Benoît the style guide before he starts on the FR files!',
      ),
      h(
        "Standup: Rónán is out sick, Aoife covering the Japanese QA. The Korean project shipped yesterday and the client is happy. Who is doing the handover notes for Rónán's accounts?",
        "Who is doing the handover notes for Rónán's accounts?",
      ),
      h(
        'Long day. Lukas replied that Monday is fine for German but French can slip to Wednesday. Should have asked him that at the start.',
      ),
    ],
  },
  {
    name: 'Rui, 40, revenue manager for a hotel group in Lisbon (writes in English), on a Thursday (pickup reports, GM e-mails, team WhatsApp)',
    highlights: [
      h(
        'Pickup report, 7am\nEaster week already 92% on the books at the Baixa hotel\nADR up 14% vs last year\nCorporate segment flat',
      ),
      h(
        "Rui, the owners' meeting is next Tuesday. Can you put the summer rate strategy on one slide before our call tomorrow at 10?\nMarta",
        'Can you put the summer rate strategy on one slide before our call tomorrow at 10?',
      ),
      h(
        'Skift: hotels that adjust prices more than once a day outperform on RevPAR. Never compete on price alone. Rate parity should be a thing of the past, the author argues.',
      ),
      h(
        "close out 3-night min for Easter Fri?\nCheck Booking.com parity on the Porto hotel\nRates for the dentists' congress group sent on Tuesday",
        'close out 3-night min for Easter Fri?',
        'Check Booking.com parity on the Porto hotel',
      ),
      h(
        "[12/03/2026, 10:41] Inês: Rui the Expedia rep called, wants a call about the spring promo\n[12/03/2026, 10:42] Inês: I told her you're in meetings till 3\n[12/03/2026, 10:44] Inês: Please call her back after 3, number is in your inbox",
        'Inês: Please call her back after 3, number is in your inbox',
      ),
      h(
        'Forecast meeting\nFinance think occupancy should hold at 80% through May.\nWe over-forecast April last year by 6 points.\nAction: Tiago to rerun the forecast with the new airline seat data.',
        'Action: Tiago to rerun the forecast with the new airline seat data.',
      ),
      h(
        'Saved from LinkedIn: "Revenue management is selling the right room to the right client at the right moment for the right price." Old definition, still true.',
      ),
      h(
        'Hi Rui,\nThanks for the quick turnaround on the group quote.\n> Could you confirm the cut-off date for the rooming list?\nThe cut-off is 30 days before arrival, as per the contract.\nRegards, Helena',
      ),
      h(
        'Note to self: the STR benchmark subscription renews on 1 April and we agreed to drop it. Cancel STR before 1 April!',
        'Cancel STR before 1 April!',
      ),
      h(
        "Text from Sofia: my parents are coming for dinner tonight. Don't forget the wine this time 😅",
        "Don't forget the wine this time 😅",
      ),
      h('April on the books passed 70% today. Easter min stay: decided to keep it. Good day overall.'),
    ],
  },
  {
    name: 'Greta, 46, regulatory affairs manager at a medical-device maker in Basel (writes in English), on a Friday (notified body letters, Teams, notes)',
    highlights: [
      h(
        'Dear Ms Keller,\nFollowing our review of the technical documentation for the infusion pump, we have raised 7 non-conformities. Responses must be submitted within 30 days of this letter. Please acknowledge receipt of this letter by return.\nKind regards,\nAnja Brandt, Notified Body',
        'Responses must be submitted within 30 days of this letter.',
        'Please acknowledge receipt of this letter by return.',
      ),
      h(
        'Teams — Matthias (R&D): The biocompatibility report should be final by next week. I sent the draft to the lab on Monday.',
      ),
      h(
        'NC response plan\n1. Prioritize the NCs by risk and assign each one an owner\n2. Draft clinical evaluation update (Jonas)\n3) IFU warnings were already re-translated in January\n4. Last time the NB gave us 45 days, not 30',
        'Prioritize the NCs by risk and assign each one an owner',
        'Draft clinical evaluation update (Jonas)',
      ),
      h(
        'RAPS article on the MDR transition. Manufacturers that start early rarely regret it. Always document your rationale, not just your decision. The Commission is expected to publish new guidance this summer.',
      ),
      h(
        '[13/03/2026, 12:30] Jonas: Greta, I can do the CER update but not before the 24th\n[13/03/2026, 12:31] Jonas: is that ok or do we need to get an external writer?',
        'Jonas: is that ok or do we need to get an external writer?',
      ),
      h(
        "Greta, thanks for handling the audit so calmly. The board asked whether the US 510(k) timeline is still realistic. I said I'd check with you — can you give me an honest view before Monday?",
        "I said I'd check with you — can you give me an honest view before Monday?",
      ),
      h('Kita closes at 17:00 today, not 18:00. Thomas already collected Lena, so no rush.'),
      h(
        'From "Thinking in Bets": A good decision can still have a bad outcome. Resulting is judging a decision only by how it turned out.',
      ),
      h(
        'Vigilance review\nTwo field complaints about occlusion alarms this month.\nBoth investigated, no trend.\nUnder the SOP a third complaint would trigger a vigilance report.',
      ),
      h('Booked the hotel in Brussels for the MedTech Europe meeting; the Marriott was full again.'),
      h('Quiet afternoon in the end. Weekend!'),
    ],
  },
  {
    name: 'Lachlan, 52, asset manager for an onshore wind farm portfolio, based in Inverness, on a Tuesday (SCADA summaries, contractor e-mails, Teams)',
    highlights: [
      h(
        'SCADA overnight summary\nT14 gearbox oil temp alarm at 02:13, auto-reset\nT03 still curtailed by the grid operator until 18:00\nAvailability month-to-date 96.8%',
      ),
      h(
        'Hi Lachlan,\nOur technicians inspected T14 yesterday and found the oil cooler fan had failed. A replacement should arrive on Thursday from Denmark. We will need a shutdown window of six hours to fit it, please let us know which day works.\nRegards,\nEilidh Ross, O&M contractor',
        'We will need a shutdown window of six hours to fit it, please let us know which day works.',
      ),
      h(
        "Teams — Morag: The estate factor rang again about the track damage by T9. He was polite about it this time. Can you authorise the repair quote, it's £4,200?",
        "Can you authorise the repair quote, it's £4,200?",
      ),
      h(
        'reNEWS: Ofgem confirms grid connection queue reforms from April. Developers with stalled projects will lose their place. Always read the small print on connection offers.',
      ),
      h(
        'budget reforecast — due 27th\nT14 downtime cost approx £11k\nBird strike survey report received, nothing unusual',
        'budget reforecast — due 27th',
      ),
      h(
        'HSE call 10:30\nNear miss at the Beinn site last week: climber harness not inspected.\nContractor has stood down the technician pending retraining.\nThey have to resubmit the method statement by Friday.\nWe need to see their revised inspection procedure before anyone climbs again.\nGood, open conversation overall.',
        'They have to resubmit the method statement by Friday.',
        'We need to see their revised inspection procedure before anyone climbs again.',
      ),
      h(
        'Text from Callum: Dad my train gets into Inverness at 21:40 tonight. Are you ok to pick me up or should I get a taxi?',
        'Are you ok to pick me up or should I get a taxi?',
      ),
      h(
        'From "The Goal": An hour lost at the bottleneck is an hour lost for the entire system. True for turbines too.',
      ),
      h(
        "You promised the finance team the PPA invoice reconciliation. Do it before Thursday's month-end close.",
        "Do it before Thursday's month-end close.",
      ),
      h(
        '17/03/2026, 3:05 pm - Ruairidh: crane booked for T14 on Friday 8am\n17/03/2026, 3:06 pm - Ruairidh: nothing else needed from you 👍',
      ),
      h('Wind picked up after 4 and all 22 turbines were generating by 6. Long day.'),
    ],
  },
  {
    name: 'Maribel, 44, operations manager of a city-centre business improvement district in Coventry, on a Monday (street team WhatsApp, levy payer e-mails, board notes)',
    highlights: [
      h(
        '[16/03/2026, 07:52] Daz: graffiti on the shutters at Hertford St again, photos in the drive\n[16/03/2026, 07:55] Daz: jet wash van is booked for 10\n[16/03/2026, 08:01] Daz: can you report the broken bench outside Primark to the council? they ignore us',
        'Daz: can you report the broken bench outside Primark to the council? they ignore us',
      ),
      h(
        'Dear Maribel,\nI run the café on Hales Street and the bins outside have not been emptied since Friday. It is not good enough for what we pay. I would appreciate a call back today.\nRegards, Tomasz Nowak',
        'I would appreciate a call back today.',
      ),
      h(
        'Board Thurs — papers out by Weds noon\nQ3 footfall up 4% on last year\nChristmas lights contract ends in June\nLights tender decision deferred to the summer',
        'Board Thurs — papers out by Weds noon',
      ),
      h(
        'From the Grimsey Review: Town centres must become places people want to visit, not just places to shop. Footfall follows experience. High streets should shrink to thrive.',
      ),
      h(
        'Hi Maribel, just to let you know the road closure for the half marathon is confirmed for Sunday 29 March. Could you share the closure map with your members this week? Many thanks, Priya (Events, CCC)',
        'Could you share the closure map with your members this week?',
      ),
      h(
        "Pay the Christmas market stallholders' deposit refunds — they've been waiting 6 weeks. Finance said the system was down.",
        "Pay the Christmas market stallholders' deposit refunds — they've been waiting 6 weeks.",
      ),
      h(
        'Safer streets meeting\nPCSO Hart said shoplifting reports are down since the radio scheme started.\nTwo new businesses want to join the radio scheme.\nAction: Daz to sort radios and training for both by end of the month.\nThanks to everyone who came.',
        'Action: Daz to sort radios and training for both by end of the month.',
      ),
      h(
        'Retail Gazette: another department store closes in the Midlands. The building is expected to stand empty for at least two years. Vacant units should be used for pop-ups, the author argues.',
      ),
      h('The DBS check should come through this week, HR says.'),
      h(
        '[16/03/2026, 17:30] Mum: Are you still coming Sunday for lunch?\n[16/03/2026, 17:31] Mum: Your brother is bringing the new girlfriend 😊',
        'Mum: Are you still coming Sunday for lunch?',
      ),
      h(
        "Walked the patch with Daz at lunch and Broadgate looked great. Didn't get to the refunds. Tomorrow.",
      ),
    ],
  },
  {
    name: 'Mariana, 41, account director at a market-research agency in Leeds, on a Thursday (client e-mails, team Slack, fieldwork updates)',
    highlights: [
      h(
        'Hi Mariana,\nThe topline results look great and the CMO loved the segmentation. She asked about the Gen Z sample size of 180. Can you add a note on that to the deck before it goes to the board?\nThanks, Olivia',
        'Can you add a note on that to the deck before it goes to the board?',
      ),
      h(
        "Slack #fieldwork — Harriet: panel provider says the boost sample should complete by Monday\nHarriet: we're at 212 of 300 so far",
      ),
      h(
        '- [x] signed off the Q2 tracker questionnaire\nTimesheets!!\nproposal for Yorkshire Water due Tues 17th',
        'Timesheets!!',
        'proposal for Yorkshire Water due Tues 17th',
      ),
      h(
        "MRS Research Live: Survey response rates have halved in a decade. Keep questionnaires under ten minutes or lose your respondents. Synthetic data won't replace real people any time soon.",
      ),
      h(
        'Team meeting\nRaj presented the new dashboard, looks brilliant.\nWho is presenting at the MRS conference in June?\nWe agreed to stop sending Friday status e-mails.',
        'Who is presenting at the MRS conference in June?',
      ),
      h(
        "[12/03/2026, 15:45] Sue: Hiya, Evie has a bit of a temperature, she's fine but quite sleepy\n[12/03/2026, 15:46] Sue: Could you pick her up a bit earlier today if you can?",
        'Sue: Could you pick her up a bit earlier today if you can?',
      ),
      h(
        'Mariana,\n> Please can you send the revised cost estimate by Friday?\nJust checking this is still on track, procurement are chasing me.\nBen',
        'Please can you send the revised cost estimate by Friday?',
      ),
      h(
        'From "Thinking, Fast and Slow": We are prone to overestimate how much we understand about the world. Nothing in life is as important as you think it is while you are thinking about it.',
      ),
      h(
        "I should really ring Daniel about his appraisal, he's been quiet since the restructure.",
        "I should really ring Daniel about his appraisal, he's been quiet since the restructure.",
      ),
      h(
        'Focus groups in Bradford went well last night. One respondent walked out, the rest were great. Transcripts should be with us by Monday.',
      ),
      h("Raj's dashboard got a shout-out from the MD at the all-hands. Tired but happy."),
    ],
  },
];
