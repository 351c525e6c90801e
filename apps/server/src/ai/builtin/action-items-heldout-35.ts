import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_35: LabelledDay[] = [
  {
    name: 'a med-surg ward manager at a US hospital on a Tuesday',
    highlights: [
      h(
        '7am huddle — 4W\nCensus 28/30, two pending discharges.\nFall in room 412 overnight, no injury, incident report filed by night charge.\nKM to pull the bed alarm audit for Q3 before Thursday.\nStaffing still short for Saturday nights.',
        'KM to pull the bed alarm audit for Q3 before Thursday.',
      ),
      h(
        'Leadership article (AONL)\nRound on your staff the way you round on your patients. Managers who hold weekly one-on-ones see turnover fall by a third.',
      ),
      h(
        'Dana (pharmacy): can you send me the override report for the Pyxis on 4W by EOD?\nMe: sure thing',
        'Dana (pharmacy): can you send me the override report for the Pyxis on 4W by EOD?',
      ),
      h('My BLS card is good until 2026, thank goodness. The last renewal took three weeks to come through.'),
      h(
        'The new IV pumps should arrive on the unit Wednesday. Biomed did the swap on 5E last week and it went smoothly. Please make sure every nurse on 4W completes the pump module in HealthStream by Nov 15.',
        'Please make sure every nurse on 4W completes the pump module in HealthStream by Nov 15.',
      ),
      h(
        'Before Friday\nsign off pay period 22 timecards\nfollow up with Kronos support re: missing punches (INC0048821)',
        'sign off pay period 22 timecards',
        'follow up with Kronos support re: missing punches (INC0048821)',
      ),
      h(
        'I meant to call Environmental Services about the ice machine yesterday and never did. Called them this morning instead; ticket is FAC-2231.',
      ),
      h(
        'Press Ganey comment from room 418: nurses were kind but nobody told me when my scan was. Communication scores dipped again in October. We still need to decide whether to trial bedside whiteboards on the east hall.',
        'We still need to decide whether to trial bedside whiteboards on the east hall.',
      ),
      h(
        'Charge nurse meeting ran long again. Everyone agreed the follow-up should be by email, not another meeting.',
      ),
      h('Flu shot Thurs 0700 at the staff clinic', 'Flu shot Thurs 0700 at the staff clinic'),
      h(
        'The float pool should be back to full strength by January, per the CNO. That would take a lot of pressure off nights.',
      ),
    ],
  },
  {
    name: 'a biotech lab manager on a Wednesday',
    highlights: [
      h(
        'Lab meeting 14 Feb\nAttendees: RP, JL, SK, MO\nFreezer B (-80) alarmed twice over the weekend; temps recovered within 20 min.\nJL to get a service quote from Thermo for freezer B.\nSK presented the qPCR validation — efficiencies all between 92 and 104%.',
        'JL to get a service quote from Thermo for freezer B.',
      ),
      h(
        'EHS refresher, slide 12\nNever pipette by mouth. Label every tube as if you will be hit by a bus tomorrow. Good habits at the bench outlast any SOP.',
      ),
      h(
        'We went through six racks of 1000 µL filter tips this week. Order more of the Rainin ones, not the generic ones that leak.',
        'Order more of the Rainin ones, not the generic ones that leak.',
      ),
      h(
        "Maya: could you approve my Quartzy order before the 3pm cutoff? It's the Qiagen kits for the RNA preps.",
        'Maya: could you approve my Quartzy order before the 3pm cutoff?',
      ),
      h(
        'IBC protocol renewal (IBC-2022-117) has to be submitted by 1 March. The committee only meets every other month.',
        'IBC protocol renewal (IBC-2022-117) has to be submitted by 1 March.',
      ),
      h(
        'Sent the freezer inventory to Rachel on Friday. She said the follow-up would come from Facilities, not from us.',
      ),
      h(
        'Before the EHS audit (Tue 20th)\nupdate ChemTracker inventory\nsharps bins in bay 3 — swap\nEyewash log was signed every week in January.',
        'update ChemTracker inventory',
        'sharps bins in bay 3 — swap',
      ),
      h('The new centrifuge rotor should be here by the end of the month, according to the rep.'),
      h(
        'Gel imager keeps dropping the network share. Logged it with IT as RITM0091734; they think it is a driver issue.',
      ),
      h(
        "Rachel: Don't forget the quarterly budget reconciliation is due to finance on the 28th.",
        "Rachel: Don't forget the quarterly budget reconciliation is due to finance on the 28th.",
      ),
      h(
        "Nature careers piece: the best lab managers are the ones nobody notices until they leave. Protect your calendar from becoming everyone's help desk.",
      ),
    ],
  },
  {
    name: 'a construction site manager on a housing development on a Monday',
    highlights: [
      h(
        'Site meeting — Plots 14-22\nScaffold inspection passed Friday, tag renewed.\nGroundworks running 3 days behind because of the rain.\nDW to chase the drainage subbie for a revised programme by Wed.\nAction: KO — confirm crane booking for the 6th.',
        'DW to chase the drainage subbie for a revised programme by Wed.',
        'Action: KO — confirm crane booking for the 6th.',
      ),
      h(
        "Toolbox talk, HSE leaflet\nIf you didn't write it down, it didn't happen. Always walk the route before you lift. Most falls from height happen on jobs that take under an hour.",
      ),
      h(
        'Van service — book before the 19th\nWarning light came on again on the A14.',
        'Van service — book before the 19th',
      ),
      h(
        'The concrete pour for the raft slab should go ahead Thursday if the forecast holds. The pump is booked from 7.',
      ),
      h(
        'Gary (QS): can you get me the daywork sheets for weeks 31 and 32 before the valuation? Valuation meeting got moved to Friday.',
        'Gary (QS): can you get me the daywork sheets for weeks 31 and 32 before the valuation?',
      ),
      h(
        'Snagging, plot 17\nget the sparky back to wire the kitchen extractor\nSkirting in bed 2 looks great now.',
        'get the sparky back to wire the kitchen extractor',
      ),
      h('Had words with the roofing gang about burning offcuts on site. Fair to say they were not happy.'),
      h(
        'RFI-047 (window lintel sizes) went to the architect ten days ago. Still no answer. Chase it again tomorrow if nothing by 10.',
        'Chase it again tomorrow if nothing by 10.',
      ),
      h(
        'Neighbour at number 3 complained about dust again. The road sweeper is already booked twice a week.',
      ),
      h('Keep your head down and finish strong, says every site manager I ever worked under.'),
      h(
        'Who is doing the fire warden walk round while Jen is on leave?',
        'Who is doing the fire warden walk round while Jen is on leave?',
      ),
    ],
  },
  {
    name: 'a school district IT lead on a Thursday',
    highlights: [
      h(
        'Tech committee minutes 10/3\nChromebook refresh: 1,200 units for grades 6–8 arriving in batches.\nMF to finalize the imaging checklist before the first batch lands.\nBoard approved the E-Rate Category 2 budget.',
        'MF to finalize the imaging checklist before the first batch lands.',
      ),
      h(
        'Ticket #48213 — Lincoln Elementary projector in Rm 14 flickering. Swapped the HDMI cable, same issue. Turned out to be the lamp; ordered one via Amazon Business.',
      ),
      h(
        'From a K-12 cybersecurity webinar: assume every staff password is already on a breach list. Turn on MFA for everyone, not just admins.',
      ),
      h(
        'Principal Ortiz: Can someone look at the front office printer at Jefferson MS? It jams every morning.',
        'Principal Ortiz: Can someone look at the front office printer at Jefferson MS?',
      ),
      h(
        'We have to submit the CIPA certification before the E-Rate window closes on 3/27.',
        'We have to submit the CIPA certification before the E-Rate window closes on 3/27.',
      ),
      h(
        'Summer projects\nRe-cable the MDF at the high school\nmove the district office to the new VLAN\nWi-Fi survey at the middle school (done in June)',
        'Re-cable the MDF at the high school',
        'move the district office to the new VLAN',
      ),
      h(
        'The firewall firmware update should take about 20 minutes per site. Fortinet says no reboot is needed.',
      ),
      h(
        'I was going to write up the password reset process last week but the state testing window ate my time.',
      ),
      h(
        'TODO: renew the wildcard SSL cert for *.district.org (expires 11/14)',
        'TODO: renew the wildcard SSL cert for *.district.org (expires 11/14)',
      ),
      h(
        'Parents keep emailing about the Clever login page. Honestly, the new portal is much easier once you see it.',
      ),
      h(
        'You need to sign up for the CoSN conference before early-bird ends Friday.',
        'You need to sign up for the CoSN conference before early-bird ends Friday.',
      ),
    ],
  },
  {
    name: 'a museum registrar in an English regional gallery on a Friday',
    highlights: [
      h(
        'Loans meeting 7 March\nIncoming: six watercolours from the Whitworth for the autumn show.\nFacilities report received and signed.\nAB to arrange courier quotes (Momart, Constantine) by 21 March.\nCondition reports — JT.',
        'AB to arrange courier quotes (Momart, Constantine) by 21 March.',
        'Condition reports — JT.',
      ),
      h(
        'Handle everything as if it were the only one left. That was the first thing my conservation tutor ever said to me.',
      ),
      h(
        'Accession numbers 2024.15.1–12 are now on the database. The photography is the slow part, as always.',
      ),
      h(
        'Indemnity application for the Whitworth loan must be with the GIS team by the 1st of April.',
        'Indemnity application for the Whitworth loan must be with the GIS team by the 1st of April.',
      ),
      h(
        'Sarah (Collections): could you check the RH readings in store 2 when you are in? The logger has been drifting all week.',
        'Sarah (Collections): could you check the RH readings in store 2 when you are in?',
      ),
      h('IPM traps — stores 1 & 3, Monday am', 'IPM traps — stores 1 & 3, Monday am'),
      h(
        'The crate for the Ravilious should arrive Tuesday, weather permitting. The lender was very relaxed about the dates.',
      ),
      h(
        "Spoke to the insurer about the damaged frame. They are happy for us to proceed with the conservator's quote.",
      ),
      h(
        'Remember to update the location records in Adlib after the move on Wednesday.',
        'Remember to update the location records in Adlib after the move on Wednesday.',
      ),
      h(
        'Cataloguing backlog\n1,400 objects with no image\n300 with no location\nNothing will change until we get another pair of hands.',
      ),
      h(
        'Still need to decide whether we lend the Nash drawing to Pallant House or keep it for the reopening.',
        'Still need to decide whether we lend the Nash drawing to Pallant House or keep it for the reopening.',
      ),
    ],
  },
  {
    name: 'a ground operations supervisor at a regional airport on a Saturday',
    highlights: [
      h(
        'Shift brief 05:30\nTwo ATRs and the Embraer out before 07:00.\nStand 4 lighting still u/s, NOTAM issued.\nLR to walk the apron FOD check at 06:45 with the new starter.',
        'LR to walk the apron FOD check at 06:45 with the new starter.',
      ),
      h('Poster in the crew room\nFOD kills engines. Pick it up even if it is not yours.'),
      h(
        'Ops manager: Can you get the incident form for pushback tug 2 to me by end of shift?',
        'Ops manager: Can you get the incident form for pushback tug 2 to me by end of shift?',
      ),
      h(
        'Belt loader BL-3 failed its daily check again; defect raised as WO-5531. Engineering should have a replacement hydraulic hose by Tuesday.',
      ),
      h('Airside pass renewal due 14 Sept', 'Airside pass renewal due 14 Sept'),
      h(
        'I need to book the de-icing refresher for the whole team before October.',
        'I need to book the de-icing refresher for the whole team before October.',
      ),
      h(
        'Passenger complained that the bags took 40 minutes on the Alicante flight. Fair enough, it was a shambles.',
      ),
      h(
        'Next week\nrota for the half-term peak\nPPE order — hi-vis and ear defenders',
        'rota for the half-term peak',
        'PPE order — hi-vis and ear defenders',
      ),
      h(
        'They always say the first hour of the day decides the whole shift. Today it was the first ten minutes.',
      ),
      h('Handover from nights: GPU on stand 7 tripped twice, reset OK both times.'),
      h(
        'Who is taking the Sunday early now that Dev has swapped?',
        'Who is taking the Sunday early now that Dev has swapped?',
      ),
    ],
  },
  {
    name: 'a water treatment plant operator in the US on a weekday',
    highlights: [
      h(
        'Daily log 6/12\nRaw water turbidity 4.2 NTU, finished 0.08.\nChlorine residual at the clearwell 1.1 mg/L.\nFilter 3 backwashed at 1410.',
      ),
      h(
        "JR to recalibrate the online turbidimeter on filter 2 before Friday's state inspection.",
        "JR to recalibrate the online turbidimeter on filter 2 before Friday's state inspection.",
      ),
      h('From the AWWA operator handbook: when in doubt, jar test. Trust the numbers, not your nose.'),
      h('Sludge pump #2 seal leaking again. Work order WO-7781 submitted Tuesday, parts on backorder.'),
      h(
        'Supervisor: Please make sure the chemical delivery log is signed before you leave tonight.',
        'Supervisor: Please make sure the chemical delivery log is signed before you leave tonight.',
      ),
      h(
        'The new sodium hypochlorite tank should be commissioned in August. Contractor says the piping is 80% done.',
      ),
      h(
        'Need to renew my Grade III license — CEUs due by 9/30',
        'Need to renew my Grade III license — CEUs due by 9/30',
      ),
      h(
        'Quarterly lead and copper samples have to be collected from the 20 sites on the list by the end of the month.',
        'Quarterly lead and copper samples have to be collected from the 20 sites on the list by the end of the month.',
      ),
      h('Called the SCADA vendor about the alarm flooding. They blamed our historian settings, naturally.'),
      h('Shopping for the break room\ncoffee filters\nPaper towels', 'coffee filters', 'Paper towels'),
      h(
        'Do we still need the backup generator test on Saturday if the utility already did one?',
        'Do we still need the backup generator test on Saturday if the utility already did one?',
      ),
    ],
  },
  {
    name: 'a harbour master at a small marina on a Monday',
    highlights: [
      h(
        "Berth holders' meeting notes\nPontoon C decking is rotten at the far end; taped off.\nMembers asked about the fuel price again.\nHM to get two quotes for the decking before the AGM.\nDredging licence application went in last month.",
        'HM to get two quotes for the decking before the AGM.',
      ),
      h("Red sky at night, sailor's delight. Never trust a forecast more than a day out."),
      h(
        'Gales forecast for Wednesday night. Double up the lines on the visitor pontoon before dark on Wednesday.',
        'Double up the lines on the visitor pontoon before dark on Wednesday.',
      ),
      h(
        'Tom (yacht Mistral): could you let me know if there is a winter berth free from November? Happy to pay upfront.',
        'Tom (yacht Mistral): could you let me know if there is a winter berth free from November?',
      ),
      h('The new fuel pump should be fitted by the end of the week.'),
      h('Lifejacket servicing Tues 10am, chandlery', 'Lifejacket servicing Tues 10am, chandlery'),
      h('Pulled a dinghy out of the slipway at 0600, no owner found. Left a note on the club noticeboard.'),
      h(
        'Harbour dues invoices for Q3 must go out by the 10th.',
        'Harbour dues invoices for Q3 must go out by the 10th.',
      ),
      h('VHF handset on the workboat is dead again. I meant to buy spares at the boat show and forgot.'),
      h('Tide tables for next year arrived. They are lovely, glossy things this time.'),
      h(
        "Don't forget to renew the public liability insurance, it runs out on the 30th.",
        "Don't forget to renew the public liability insurance, it runs out on the 30th.",
      ),
    ],
  },
];
