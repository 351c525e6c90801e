import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_72: LabelledDay[] = [
  {
    name: 'Ines, a night tram driver on the Route 19 run in Melbourne, on a Thursday',
    highlights: [
      h(
        "Depot roster update from Kev: Thursday nights are now 2210 sign-on at Brunswick. Ines, you're swapping with Dom on Saturday, confirm with him by tonight. Thanks all for covering last weekend.",
        "Ines, you're swapping with Dom on Saturday, confirm with him by tonight.",
      ),
      h(
        'Before departing the terminus, always complete a walk-through of the saloon. Never assume the previous driver has checked the emergency hammers. A tired driver is a dangerous driver.',
      ),
      h(
        'shoulder still sore after Tuesday\nbook physio before it gets worse\nBins out tonight',
        'book physio before it gets worse',
        'Bins out tonight',
      ),
      h(
        'Handover, run 14: tram 3021 has a flat spot on the rear bogie, reported to control at 0140. Passenger left a blue backpack on board, handed in at Brunswick depot. Whoever takes 3021 tomorrow needs to get it checked at Preston workshops before it goes into service.',
        'Whoever takes 3021 tomorrow needs to get it checked at Preston workshops before it goes into service.',
      ),
      h(
        'Dom: mate can you grab my hi-vis from locker 12 on your way in?\nInes: yep no worries\nDom: legend',
        'Dom: mate can you grab my hi-vis from locker 12 on your way in?',
      ),
      h(
        "Melbourne's tram network is the largest in the world, with about 250 kilometres of double track. Night Network services began as a trial in 2016.",
      ),
      h(
        'Went to the union meeting at Hawthorn hall this morning. Mostly about uniforms and the new sign-on times. Need to put my name down for the fatigue working group before the 12th.',
        'Need to put my name down for the fatigue working group before the 12th.',
      ),
      h(
        'Should I have reported the near miss at Flinders St? Probably. I meant to write it up at the end of the shift but the depot office was locked. Write it up on the incident form tonight, before you forget the details.',
        'Write it up on the incident form tonight, before you forget the details.',
      ),
      h(
        'Module 4: Passenger aggression\nStay in the cab and keep the doors closed.\nReport every incident, however minor, to Central Control.\nDe-escalation is a skill, not a personality trait.',
      ),
      h(
        'Rostering says the new medical schedule should be out by the end of June. The clinic has moved to Coburg, which is handy.',
      ),
      h(
        'Sam booked the table for 7 on Sunday for our anniversary. You still need to pick up the cake from Brunetti on the way.',
        'You still need to pick up the cake from Brunetti on the way.',
      ),
    ],
  },
  {
    name: 'Joaquín, an overnight coach driver on the Santiago–Puerto Montt route in Chile, on a Monday',
    highlights: [
      h(
        "Dispatch: bus 47 is back from the workshop with new brake pads fitted. Tonight's 2130 departure is full, 44 passengers. Please collect the passenger manifest from the office before 2100.",
        'Please collect the passenger manifest from the office before 2100.',
      ),
      h(
        'Drivers must not exceed five hours of continuous driving. Change over at the designated stop, even if you feel fine. Fatigue does not announce itself.',
      ),
      h(
        "Handover at Chillán, 0210: heater in row 9 not working, passengers moved to row 14. Road works at the Biobío bridge, 20 min delay. Rodrigo, ring the Temuco office when you get signal so they know we're running late.",
        "Rodrigo, ring the Temuco office when you get signal so they know we're running late.",
      ),
      h(
        "Osorno stop list\nbatteries for the torch\nMum's birthday Sat — call her from Osorno\nLicence renewed, good till 2031",
        'batteries for the torch',
        "Mum's birthday Sat — call her from Osorno",
      ),
      h(
        'Ruta 5 will be closed overnight near Los Ángeles for resurfacing from 15 to 18 May. The ministry says traffic should be diverted through the old road.',
      ),
      h(
        "Rodrigo: who leaves a thermos in the luggage bay for three days?\nJoaquín: guilty\nRodrigo: it's coming home with me now",
      ),
      h(
        'From 1 June all drivers will use the new tachograph cards. Training sessions are on Tuesdays at the Santiago terminal. Sign up for one with Carla in the office by the end of the month.',
        'Sign up for one with Carla in the office by the end of the month.',
      ),
      h(
        "I checked the tyre pressures at Talca and the rear left was low. Topped it up at the Copec station. It should hold until Puerto Montt, but I'm going to ask the workshop to look at it properly on Wednesday.",
        "It should hold until Puerto Montt, but I'm going to ask the workshop to look at it properly on Wednesday.",
      ),
      h(
        "Lost property: a child's red jacket, left on seat 22 on Saturday's service. The family rang and it went back to them this morning.",
      ),
      h(
        'Rule 12: When in doubt about the road, stop. Passengers forgive a delay; they do not forgive a crash.',
      ),
      h(
        'Thanks for the empanadas, Doña Rosa! Note for next trip: bring her the photos of the lake.',
        'Note for next trip: bring her the photos of the lake.',
      ),
    ],
  },
  {
    name: 'Niamh, an airport security screener at Dublin Airport, on an early-shift Tuesday',
    highlights: [
      h(
        'Hi all, Terminal 2 lanes 5–8 open from 0400 tomorrow. The new CT scanners on lane 6 should be live by then. Can someone bring the spare tray labels up from the store?',
        'Can someone bring the spare tray labels up from the store?',
      ),
      h(
        'Never rush a bag search because the queue is long. Treat every image as if it contains a threat. Rotate off the screen every 20 minutes.',
      ),
      h(
        'Recert exam on the 14th, revise the liquids rules\nLocker combo changed to 4471',
        'Recert exam on the 14th, revise the liquids rules',
      ),
      h(
        "Handover from nights: the prohibited items bin on lane 3 is full and needs emptying before 0600. Archway on lane 7 was recalibrated at 0230 by the engineer. Ger found a knife in a hand-luggage bag, the Gardaí were called and it's all logged.",
        'Handover from nights: the prohibited items bin on lane 3 is full and needs emptying before 0600.',
      ),
      h(
        "Mam: Auntie Bríd's 70th is on the 22nd in Athlone\nNiamh: I'll ask Ger to swap my shift that Saturday\nMam: great stuff",
        "Niamh: I'll ask Ger to swap my shift that Saturday",
      ),
      h(
        'Dublin Airport passed 33 million passengers last year, a record. The 100ml liquids limit is expected to go once every lane has the new scanners.',
      ),
      h(
        'TODO uniform allowance claim, submit by end of month\nLast year I forgot and lost €120',
        'TODO uniform allowance claim, submit by end of month',
      ),
      h(
        "Following last week's audit, the follow-up was positive overall. Two lanes were flagged for slow tray return. Team leads will review tray flow with their crews at Thursday's briefing.",
        "Team leads will review tray flow with their crews at Thursday's briefing.",
      ),
      h(
        'A calm voice de-escalates most passengers. If a passenger refuses a search, call your supervisor rather than arguing. Remember: you are the last line, not the only line.',
      ),
      h(
        "Bike's been serviced, finally. Pick up chain lube on the way home.",
        'Pick up chain lube on the way home.',
      ),
      h(
        'Why do passengers always pack the laptop at the very bottom of the bag? Honestly. Ger says we could fill a book with the excuses.',
      ),
    ],
  },
  {
    name: 'Gary, a door supervisor at a Newcastle nightclub, on a Saturday',
    highlights: [
      h(
        'Saturday team is the same as last week. Radios are charged and in the office. Cheers for last week, it was mental.',
      ),
      h(
        'Your first tool is your voice. Keep your hands visible and open. Physical intervention is a last resort, never a first response.',
      ),
      h(
        'Looked at the SIA site on my break\nrenewal needs the first aid cert too\nbook the EFAW course before Christmas',
        'book the EFAW course before Christmas',
      ),
      h(
        'Incident log 0115: male refused entry for intoxication, left without issue. 0140: ambulance called for a female in the toilets, handed over to paramedics at 0155. Incident report to be completed before sign-off — action: Leanne.',
        'Incident report to be completed before sign-off — action: Leanne.',
      ),
      h(
        "Jamal: can anyone cover my Friday? Sister's graduation, I'll owe you one",
        'Jamal: can anyone cover my Friday?',
      ),
      h(
        'Newcastle City Council is consulting on a late-night levy for city-centre venues. Operators say it could add £20,000 a year to running costs.',
      ),
      h(
        'Van MOT — book before the 20th. Kids are at mine Sunday, so no overtime this week.',
        'Van MOT — book before the 20th.',
      ),
      h(
        "Tony: we had a licensing visit on Thursday and they were happy. They did say the queue barriers should be further back from the road. I've ordered new ones; they should arrive Tuesday. We still need to decide who's working New Year's Eve.",
        "We still need to decide who's working New Year's Eve.",
      ),
      h(
        'Module 3: Conflict management\nRead the body language before you read the ID.\nPosition yourself at 45 degrees, never square on.',
      ),
      h(
        'Gave Leanne back the £20 from the taxi. Also ask Tony about the body-cam footage from last Saturday for the police.',
        'Also ask Tony about the body-cam footage from last Saturday for the police.',
      ),
      h(
        'Quiet night for once. I keep meaning to do the CCTV course but never get round to it. Maybe next year.',
      ),
    ],
  },
  {
    name: 'Marta, an office-cleaning contract supervisor on the early shift in Rotterdam (writes in English), on a Wednesday',
    highlights: [
      h(
        "Good morning team! Same floors as yesterday. New trolleys arrived yesterday, they are in the basement store. The client was very happy with last week's deep clean.",
      ),
      h(
        'Always work from clean to dirty and from top to bottom. Use the colour code: red for toilets, blue for general areas, green for kitchens. Never mix chemicals, even when a stain will not come out.',
      ),
      h(
        'Evening shift note: the toilet on floor 5 east is blocked, the facility manager knows. Out of paper towels on 6. Someone has to order paper towels before Friday or we run out everywhere.',
        'Someone has to order paper towels before Friday or we run out everywhere.',
      ),
      h(
        "OV-chipkaart topped up\nFatima's contract renewal — talk to Henk\nThe descaler worked well on 4",
        "Fatima's contract renewal — talk to Henk",
      ),
      h(
        'Piotr: the hoover on 4 is making a burning smell\nMarta: stop using it and put a tag on it, I will report it to Henk\nPiotr: ok',
        'Marta: stop using it and put a tag on it, I will report it to Henk',
      ),
      h(
        'CleanCo news: we won the contract for the Erasmus MC offices from September. Thanks to everyone for the hard work this year. The follow-up training on the new scrubber machines went well.',
      ),
      h(
        'You need to ask Henk for the holiday dates before the rota is fixed. Last year you waited and got nothing in August.',
        'You need to ask Henk for the holiday dates before the rota is fixed.',
      ),
      h(
        'A cleaner who rushes misses corners. Check your own work before you sign the checklist. Good cleaning is invisible; bad cleaning is what the client notices.',
      ),
      h(
        'Dear Marta, could your team also clean the glass partitions on the 5th floor this week? The board visits on Monday. Kind regards, Sanne',
        'Dear Marta, could your team also clean the glass partitions on the 5th floor this week?',
      ),
      h(
        'Read an article saying the Dutch cleaning sector has more than 150,000 workers and a lot of them are over 50. Who will do this job in ten years?',
      ),
      h(
        "Henk: the new starters' induction is on Thursday at 0630. Marta will show them the chemicals store and the sign-in app.",
        'Marta will show them the chemicals store and the sign-in app.',
      ),
    ],
  },
  {
    name: 'Morag, a ward hostess (catering assistant) at a Glasgow hospital, on a Friday late shift',
    highlights: [
      h(
        'Catering rota for w/c 10th is up on the board. Agnes is off sick till Wednesday so Jean is covering. Please check the allergy sheets at the start of every shift this week, there have been two near misses.',
        'Please check the allergy sheets at the start of every shift this week, there have been two near misses.',
      ),
      h(
        'Wash your hands before and after every meal round. Hot food must be served above 63°C. If in doubt about an allergen, do not serve it.',
      ),
      h(
        'Ward 8 handover: bed 12 is nil by mouth from midnight for theatre. Bed 4 on a soft diet, Speech and Language reviewed today. Night staff to order a pureed breakfast for bed 9 before 2200.',
        'Night staff to order a pureed breakfast for bed 9 before 2200.',
      ),
      h(
        "Errands\nPhoto for the bus pass renewal\nGran's prescription collected\nStill haven't heard back about the bank job",
        'Photo for the bus pass renewal',
      ),
      h(
        "Jean: Morag hen, can you swap your Sunday for my Tuesday? Bingo night 😅\nMorag: aye nae bother\nJean: you're a star",
        'Jean: Morag hen, can you swap your Sunday for my Tuesday?',
      ),
      h(
        'NHS Greater Glasgow and Clyde is rolling out electronic meal ordering on tablets from the spring. Patients should be able to choose their meals on the day.',
      ),
      h(
        "You have to get the food hygiene level 2 refresher done by the end of the month or you're off the rota. It takes about two hours online.",
        "You have to get the food hygiene level 2 refresher done by the end of the month or you're off the rota.",
      ),
      h(
        "Mr Docherty in bed 3 told me he was a ship's cook on the Clyde for forty years. He says hospital custard is the best thing about the place. Made my day.",
      ),
      h(
        'From Monday the tea trolley will start at 1415 instead of 1430. Thanks to everyone who gave feedback. Ward hostesses are to record fridge temperatures twice a shift on the new sheet.',
        'Ward hostesses are to record fridge temperatures twice a shift on the new sheet.',
      ),
      h(
        "Good nutrition is part of the patient's treatment. A patient who does not eat does not get better. Always report uneaten meals to the nurse in charge.",
      ),
      h(
        "Gran's 90th is on the 20th. Mum ordered the cake from the wee bakery on Byres Road. Remember to ask Mum about candles and a card.",
        'Remember to ask Mum about candles and a card.',
      ),
    ],
  },
  {
    name: 'Ka-ming, a production supervisor on nights at an airline flight kitchen near Hong Kong airport, on a Sunday',
    highlights: [
      h(
        'Night shift brief: 38 flights tonight, peak loading 0100–0300. CX251 has 12 special meals, including 3 kosher. Ka-ming to double-check the special meal labels against the PNL before the trolleys are sealed.',
        'Ka-ming to double-check the special meal labels against the PNL before the trolleys are sealed.',
      ),
      h(
        'Cold food must be kept below 5°C from assembly to loading. Label every tray with the production date and time, using the color-coded stickers. A missed label is a food safety incident.',
      ),
      h(
        'Handover from day shift: blast chiller 2 is showing fault code E07, engineer booked for Monday 0900. Chillers 1 and 3 are fine. Someone needs to chase purchasing for the 200 economy dessert cups if they are not here by 0200.',
        'Someone needs to chase purchasing for the 200 economy dessert cups if they are not here by 0200.',
      ),
      h(
        "octopus card topped up\nrenew HKID? no, that's next year\nDad's check-up Tues 10am at Queen Mary",
        "Dad's check-up Tues 10am at Queen Mary",
      ),
      h(
        'Chan: the Emirates catering audit is next Thursday\nChan: can you make sure the hand-wash logs for November are complete by Tuesday?\nKa-ming: ok',
        'Chan: can you make sure the hand-wash logs for November are complete by Tuesday?',
      ),
      h(
        'Hong Kong airport handled more than 50 million passengers last year. The third runway is expected to bring more long-haul flights.',
      ),
      h(
        "Stack trolleys no higher than shoulder height. Lift with your legs, not your back. Safety is everyone's job.",
      ),
      h(
        "I was going to ask for the day shift, but Mum's hospital visits are easier when I work nights. Maybe after Chinese New Year.",
      ),
      h(
        'Memo: from 1 December all dry store deliveries will be checked in at Gate B. Supervisors should brief their teams on the new gate this week.',
        'Supervisors should brief their teams on the new gate this week.',
      ),
      h(
        "Mei says she wants dim sum for her birthday. Don't forget to book the place in Tsim Sha Tsui before they fill up.",
        "Don't forget to book the place in Tsim Sha Tsui before they fill up.",
      ),
      h(
        'The thing about flight catering is that the plane never waits for you. You learn that in your first week, usually the hard way. My old boss used to say, "Organize the trolley, organize the flight."',
      ),
    ],
  },
  {
    name: 'Lindiwe, a sterile services technician on nights at a Cape Town hospital, on a Wednesday',
    highlights: [
      h(
        'Hi team, tonight we have 46 trays from theatre, 6 of them urgent for the 0730 list. Autoclave 2 is back in service. Please put the 6 urgent trays through first and let theatre know when they are ready.',
        'Please put the 6 urgent trays through first and let theatre know when they are ready.',
      ),
      h(
        'Clean before you sterilise; you cannot sterilise dirt. Inspect every instrument under magnification. A tray is only as safe as its least clean instrument.',
      ),
      h(
        'Handover 0600: ortho set 14 is missing a retractor, flagged on the tray list. Autoclave 1 failed its Bowie-Dick test at 0500 and was taken out of use. Day shift to follow up with the Steris engineer first thing.',
        'Day shift to follow up with the Steris engineer first thing.',
      ),
      h(
        "Taxi fares went up again\nAsk Thandeka for the stokvel contribution list\nLwazi's trip form is signed",
        'Ask Thandeka for the stokvel contribution list',
      ),
      h(
        'Anele: the scanner charger is broken again 🙄\nSipho: I told you it was dodgy\nAnele: can you bring yours tonight Lindiwe?',
        'Anele: can you bring yours tonight Lindiwe?',
      ),
      h(
        "South Africa's public hospitals are short of thousands of nurses, according to a new report. Sterile services staff are often the forgotten part of the theatre team.",
      ),
      h(
        'The CPD points have to be uploaded by the 31st. Last year the portal crashed on the last day.',
        'The CPD points have to be uploaded by the 31st.',
      ),
      h(
        'Did my first night as acting shift lead. Nobody died, nothing got lost, and the theatre lists went out on time. Proud of myself, honestly.',
      ),
      h(
        'Module 6: Tracking and traceability\nEvery instrument set should be traceable to the patient it was used on.\nRecord the cycle number on the tray label.',
      ),
      h(
        'Memo: the IPC audit is on 14 March. Each shift lead will walk the auditors through one full cycle. The last audit found gaps in the night logbooks.',
        'Each shift lead will walk the auditors through one full cycle.',
      ),
      h(
        'Dentist Thurs 2pm, Kenilworth. Finally getting that molar sorted.',
        'Dentist Thurs 2pm, Kenilworth.',
      ),
    ],
  },
];
