import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_28: LabelledDay[] = [
  {
    name: 'a rural GP in Toowoomba, Queensland, on a Tuesday',
    highlights: [
      h(
        "Practice meeting 14/05\nBulk-billing numbers are down 8% on last quarter.\nDeb to chase the outstanding WorkCover invoices before EOFY.\nWe agreed the new locum starts on the 3rd of June.\nWho's covering the Thursday arvo clinic at Pittsworth while I'm away?",
        'Deb to chase the outstanding WorkCover invoices before EOFY.',
        "Who's covering the Thursday arvo clinic at Pittsworth while I'm away?",
      ),
      h(
        'Never let the patient leave without knowing what happens next. Safety-netting is the cheapest insurance a GP will ever buy.',
      ),
      h(
        "mrs halloran's script for ondansetron needs renewing before the weekend",
        "mrs halloran's script for ondansetron needs renewing before the weekend",
      ),
      h(
        'Kylie: Hey doc, the pathology courier got held up at the servo in Oakey.\nKylie: Bloods should be at QML by 5.\nKylie: Would you mind signing off the Henderson referral when you get a sec?',
        'Kylie: Would you mind signing off the Henderson referral when you get a sec?',
      ),
      h(
        "Before Saturday\nute rego\nBook the kids' flu jabs at the chemist",
        'ute rego',
        "Book the kids' flu jabs at the chemist",
      ),
      h(
        "Rang the Toowoomba Hospital registrar about Mr Nguyen's CT this morning. He's been bumped to Friday, which is fine.",
      ),
      h(
        'Absolutely knackered after the overnight at the hospital. Three presentations with chest pain and none of them cardiac.',
      ),
      h(
        'Finally logged all 50 CPD hours for the triennium. Smashed the RACGP dermoscopy module on the weekend.',
      ),
      h(
        "The speaker reckoned every rural GP should keep a go-bag in the car. Good idea, but mine's been sitting in the boot since 2019.",
      ),
      h('I meant to ring Jess back about the school excursion form yesterday. Oh well.'),
      h(
        'Reminder: Medicare audit letter — respond by 28 June.',
        'Reminder: Medicare audit letter — respond by 28 June.',
      ),
    ],
  },
  {
    name: "a headmistress of a government-aided girls' school in Chennai on a Monday",
    highlights: [
      h(
        "Staff meeting 10/06/2024\nSSLC supplementary results are out; 14 of our 16 girls cleared.\nLakshmi ma'am will prepare the timetable for the remedial classes by Wednesday.\nLast year's PTM was preponed at the last minute and attendance dropped by half.",
        "Lakshmi ma'am will prepare the timetable for the remedial classes by Wednesday.",
      ),
      h(
        'From BEO Mylapore: All HMs are requested to upload the EMIS attendance data before 5 pm on 12/06. Thanks and regards.',
        'From BEO Mylapore: All HMs are requested to upload the EMIS attendance data before 5 pm on 12/06.',
      ),
      h(
        'Praise the effort, not the child. A teacher who only rewards marks teaches children to fear mistakes.',
      ),
      h(
        'need to revert to the CEO office on the mid-day meal audit query',
        'need to revert to the CEO office on the mid-day meal audit query',
      ),
      h('Called the electrician regarding the fans in 9B. He came, checked and said the regulator has gone.'),
      h(
        'For Independence Day function\n50 kg sweets from Grand Sweets\nAsk Murugan anna to arrange the sound system',
        '50 kg sweets from Grand Sweets',
        'Ask Murugan anna to arrange the sound system',
      ),
      h(
        'Parents of Divya from 8A came again about the transfer certificate. Very upset, poor lady. I issued the TC this afternoon itself.',
      ),
      h(
        'The Hindu: State government to release ₹120 crore for smart classrooms in 6,000 schools. Tenders will be floated next month.',
      ),
      h(
        'Should we shift the science exhibition to the auditorium or keep it in the quadrangle as usual? The quadrangle flooded last August.',
        'Should we shift the science exhibition to the auditorium or keep it in the quadrangle as usual?',
      ),
      h(
        "My cousin-brother's marriage is on 23rd, so I will be out of station from 22nd to 25th. Have to apply for leave with the correspondent by Thursday.",
        'Have to apply for leave with the correspondent by Thursday.',
      ),
      h('Mr Rajan retires this month after 31 years of teaching Tamil. What a loss for the school!'),
    ],
  },
  {
    name: 'a field ranger at a game reserve in KwaZulu-Natal, South Africa',
    highlights: [
      h(
        'Section ranger briefing 2024/06/11\nTwo rhino carcasses found near the Mfolozi boundary on Sunday.\nSipho and Thandeka to walk the northern fence line by Thursday.\nThe anti-poaching unit is getting two new drones in July.',
        'Sipho and Thandeka to walk the northern fence line by Thursday.',
      ),
      h(
        "Bongani: Howzit, the bakkie's front tyre is flat again.\nBongani: Eish, it's the third time this month.\nBongani: Can you log it with fleet before you knock off?",
        'Bongani: Can you log it with fleet before you knock off?',
      ),
      h('eish load shedding stage 4 again, the radios were flat by lunch'),
      h(
        "Never turn your back on a buffalo that has gone quiet. The old trackers say the one you don't see is the one that gets you.",
      ),
      h(
        'Took the school group from Hluhluwe Primary on the river walk this morning. The kids were lekker excited when they saw the wild dogs.',
      ),
      h(
        'Firebreak burns must be completed before the end of July. Last year we were late and the wind turned on us.',
        'Firebreak burns must be completed before the end of July.',
      ),
      h('Shopping\nboerewors and rolls for Saturday\nairtime', 'boerewors and rolls for Saturday', 'airtime'),
      h(
        'The vet from Onderstepoort should arrive tomorrow morning to dart the injured cow. I will believe it when I see the bakkie.',
      ),
      h(
        'You need to renew your PrDP before it lapses on 30 August.',
        'You need to renew your PrDP before it lapses on 30 August.',
      ),
      h('Who knew a honey badger could open a cooler box? Not me, until this morning.'),
      h(
        'Thanks to everyone who helped with the World Rhino Day open day. We raised R18 400 for the community creche.',
      ),
    ],
  },
  {
    name: 'a 911 dispatcher in Winnipeg, Manitoba, coming off nights',
    highlights: [
      h(
        'Shift handover 2024-01-16 0700\nCAD went down for 12 minutes at 0340, backup cards used.\nTyler to file the outage report with IT before end of day.\nThey need to replace the frayed headset cords at positions 4 and 6 before the next shift.\nThe Pembina underpass is closed again with ice.',
        'Tyler to file the outage report with IT before end of day.',
        'They need to replace the frayed headset cords at positions 4 and 6 before the next shift.',
      ),
      h(
        "Plug in the car tonight, it's going down to minus 38.",
        "Plug in the car tonight, it's going down to minus 38.",
      ),
      h("Take a breath before you key the mic. Your calm becomes the caller's calm."),
      h(
        'Called Manitoba Public Insurance about the windshield claim. They said the cheque should be in the mail by Friday.',
      ),
      h(
        'Supervisor Dana: Can everyone confirm their stat holiday picks by Wednesday?\nSupervisor Dana: Louis Riel Day is already full.',
        'Supervisor Dana: Can everyone confirm their stat holiday picks by Wednesday?',
      ),
      h(
        "Grocery run\nTim's gift card for Marie's birthday\nwindshield washer fluid",
        "Tim's gift card for Marie's birthday",
        'windshield washer fluid',
      ),
      h(
        'Rough call at 0215, a toddler not breathing in Transcona. The medics got a pulse back before they left the house.',
      ),
      h(
        'You have to book your EMD recert before the end of March.',
        'You have to book your EMD recert before the end of March.',
      ),
      h('I was going to switch to days in the spring but the seniority list changed.'),
      h(
        "The new hire class starts 2024-02-05. Who's mentoring them on the night rotation?",
        "Who's mentoring them on the night rotation?",
      ),
      h('Toques off to the Brandon centre for covering our overflow calls during the blizzard.'),
    ],
  },
  {
    name: 'a radiographer at a Cork hospital, Ireland',
    highlights: [
      h(
        'Dept huddle 12/03\nCT scanner 2 is down until Friday for the tube replacement.\nSiobhán to reshuffle the outpatient lists onto scanner 1.\nManagement are giving out about overtime again.',
        'Siobhán to reshuffle the outpatient lists onto scanner 1.',
      ),
      h(
        "Don't forget Mam's birthday on Sunday, get a card in Eason's on the way home.",
        "Don't forget Mam's birthday on Sunday, get a card in Eason's on the way home.",
      ),
      h('Always check the pregnancy status before you image the pelvis. If in doubt, ask again.'),
      h(
        "Rang the Garda station about the car that was clipped in the staff car park. The guard said they'd look at the CCTV.",
      ),
      h(
        'messages for the weekend\nmilk, rashers, sliced pan\nbarm brack',
        'milk, rashers, sliced pan',
        'barm brack',
      ),
      h(
        'The dosimetry badges have to be returned to the RPA by the 28th. Half the department lost theirs last quarter.',
        'The dosimetry badges have to be returned to the RPA by the 28th.',
      ),
      h(
        "Ciara: Are you grand to swap your Saturday for my Tuesday night?\nCiara: No pressure, I know it's short notice.",
        'Ciara: Are you grand to swap your Saturday for my Tuesday night?',
      ),
      h(
        "The new MRI unit should be up and running by the summer, according to the Examiner. I'll believe it when I see it.",
      ),
      h('Gutted about the rugby. Ireland were robbed in the last ten minutes!'),
      h(
        "CORU registration renewal — do it before the end of the month or I can't work.",
        "CORU registration renewal — do it before the end of the month or I can't work.",
      ),
      h('Went for a swim at Myrtleville after the night shift. Baltic, but grand.'),
    ],
  },
  {
    name: 'a county restaurant inspector in Austin, Texas',
    highlights: [
      h(
        'Team meeting 6/4\nRoutine inspections are behind by about 40 establishments in the 78704 zip code.\nMarcus and I will split the backlog starting Monday.\nThe new scoring software goes live 7/1.',
        'Marcus and I will split the backlog starting Monday.',
      ),
      h('Follow-up inspection at Taco Loco went fine; the walk-in cooler held at 38°F all afternoon.'),
      h('When in doubt, throw it out. Keep hot foods hot and cold foods cold.'),
      h(
        'Re-inspected the food truck on E Cesar Chavez. Hand sink finally has hot water, so I closed out the violation.',
      ),
      h('H-E-B run for the potluck tomorrow', 'H-E-B run for the potluck tomorrow'),
      h(
        'Can you send me the complaint log for the Riverside Drive kitchens by COB Thursday? Legal wants it before the hearing.',
        'Can you send me the complaint log for the Riverside Drive kitchens by COB Thursday?',
      ),
      h('The owner swore the roaches came from next door. They always do.'),
      h(
        'renew my ServSafe instructor cert, expires 09/30',
        'renew my ServSafe instructor cert, expires 09/30',
      ),
      h(
        'Article: Texas restaurants saw a 12% rise in critical violations last summer, mostly temperature control. Experts say inspectors should focus on cold holding in July and August.',
      ),
      h(
        'We still need to decide whether the pop-up vendors at the Mueller farmers market need a temporary event permit or a full mobile vending permit.',
        'We still need to decide whether the pop-up vendors at the Mueller farmers market need a temporary event permit or a full mobile vending permit.',
      ),
      h('Dentist Thurs 4pm', 'Dentist Thurs 4pm'),
      h("Y'all, the break room fridge is a health code violation all by itself. Ironic."),
    ],
  },
  {
    name: 'a high school counselor in Columbus, Ohio, in October',
    highlights: [
      h(
        "Counseling dept meeting 10/2\nFAFSA opened on Oct 1 this year, same as before the rollout mess.\nMr Alvarez will run the FAFSA night for parents on 10/17.\nWe're still down one counselor since Jen left.",
        'Mr Alvarez will run the FAFSA night for parents on 10/17.',
      ),
      h(
        'Maya (email): Can you write my rec letter for Ohio State by Nov 1? Sorry for the short notice!',
        'Maya (email): Can you write my rec letter for Ohio State by Nov 1?',
      ),
      h(
        'Listen more than you talk. Students will tell you what they need if you give them the silence to do it.',
      ),
      h(
        '504 meeting for Tyler R on Thursday 2:15, room 112',
        '504 meeting for Tyler R on Thursday 2:15, room 112',
      ),
      h(
        'Met with three juniors about dropping AP Chem. Two of them were really just stressed about the first test.',
      ),
      h(
        'The new schedules should be back from the printer over the weekend. Homeroom on Monday will be chaos anyway.',
      ),
      h(
        'Remember to email the bus garage about the field trip to COSI.',
        'Remember to email the bus garage about the field trip to COSI.',
      ),
      h(
        'Target run\nkleenex for the office\nfidget toys for the calm-down corner',
        'kleenex for the office',
        'fidget toys for the calm-down corner',
      ),
      h("Homecoming was a blast. I haven't heard the gym that loud since the 2019 playoffs."),
      h('I was supposed to finish the suicide prevention training last spring. Somehow it never happened.'),
      h(
        'You need to log your license renewal hours in CORE before December.',
        'You need to log your license renewal hours in CORE before December.',
      ),
    ],
  },
  {
    name: 'a station master at a small railway station in Kerala',
    highlights: [
      h(
        'Division meeting notes 05-08-2024\nTrain 16305 was detained 22 minutes at the outer signal on Thursday.\nSM Shoranur to submit the punctuality report to the DRM office by Monday.\nA new goods siding is sanctioned for 2025-26.',
        'SM Shoranur to submit the punctuality report to the DRM office by Monday.',
      ),
      h(
        'check fire extinguishers in the waiting hall, two expired last month',
        'check fire extinguishers in the waiting hall, two expired last month',
      ),
      h('Safety first, punctuality next. A delayed train is an inconvenience; a derailment is a tragedy.'),
      h(
        'Ramesh (pointsman): Sir, can you kindly sanction my leave for Onam from 14th to 16th?\nRamesh (pointsman): My mother is not keeping well.',
        'Ramesh (pointsman): Sir, can you kindly sanction my leave for Onam from 14th to 16th?',
      ),
      h('Bandh announced for Wednesday by the opposition. Passenger numbers will be very low.'),
      h(
        'The platform lights have to be repaired before the monsoon review. Electrical wing says material has not come.',
        'The platform lights have to be repaired before the monsoon review.',
      ),
      h('Shopping\nrice 10 kg\ncoconut oil', 'rice 10 kg', 'coconut oil'),
      h(
        "Inspected the level crossing gate at KM 42 this morning. The gateman's cabin roof is leaking badly.",
      ),
      h('I meant to book tatkal tickets for Chennai but the site crashed at 10 sharp.'),
      h(
        'Why does every surprise inspection happen on a Sunday? Nobody in the division has ever answered that.',
      ),
      h('KSEB electricity bill due 20-08', 'KSEB electricity bill due 20-08'),
    ],
  },
];
