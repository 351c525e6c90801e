import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_126: LabelledDay[] = [
  {
    name: 'Hamid, 41, a crematorium technician in Plymouth whose landlord is selling his flat, on a Tuesday (rota WhatsApp, letting agent e-mails, notes to self)',
    highlights: [
      h(
        'Cremator 2 back in service after the relining. Engineer reckons the new hearth should last five years with normal use. Log the reline date in the maintenance book before Friday.',
        'Log the reline date in the maintenance book before Friday.',
      ),
      h(
        'Hi Hamid,\nFurther to my previous e-mail, the landlord has confirmed the sale is going ahead.\nPlease could you let us know which days next week suit for viewings?\nKind regards,\nJodie\nHarbourside Lettings',
        'Please could you let us know which days next week suit for viewings?',
      ),
      h(
        'Flat hunting\n- [x] ask Dad about storing the sofa\n- [x] photos of every room\n- [ ] chase deposit in writing',
        'chase deposit in writing',
      ),
      h(
        'From a renters\' rights explainer: "Never hand over a holding deposit without getting the terms in writing. Photograph every room on the day you move in." Good advice, wish I\'d known it last time.',
      ),
      h(
        "[14/10/2025, 07:52] Steve: Morning all, big funeral at 11 so the car park will be rammed\n[14/10/2025, 07:55] Steve: Hamid can you cover the 2pm chapel service for Denise? She's at the dentist\n[14/10/2025, 08:03] Hamid: yeah no worries 👍",
        'Steve: Hamid can you cover the 2pm chapel service for Denise?',
      ),
      h(
        'Omeprazole seems to be working, no heartburn since Saturday. Repeat prescription runs out on the 28th so order it on the NHS app this week.',
        'Repeat prescription runs out on the 28th so order it on the NHS app this week.',
      ),
      h(
        'Old Mr Pengelly, my first manager, used to say: "Treat every family like they\'re the only one you\'ll see that day." Still the best training I ever had.',
      ),
      h(
        'Corsa MOT runs out on 3 Nov — book it in at Kwik Fit on Outland Road.',
        'Corsa MOT runs out on 3 Nov — book it in at Kwik Fit on Outland Road.',
      ),
      h(
        'Leila: did you sort the parking permit in the end?\nHamid: yes rang them Friday, new one is in the post',
      ),
      h(
        'Filters changed on cremator 1 (done 10:40). Follow-up visit from the service engineers is pencilled in for December. The emissions report should come through by the end of the month.',
      ),
      h(
        "Dentist was fine, no fillings this time. Next check-up should be around March, they'll send a letter.",
      ),
    ],
  },
  {
    name: 'Lorraine, 58, a dinner lady at a primary school in Hull who writes the Thursday pub quiz at her local, on a Wednesday (kitchen notes, quiz notebook, family WhatsApp)',
    highlights: [
      h(
        'Kitchen meeting\nNew autumn menu starts after half term\nAllergen folder to be signed by all midday staff by the 3rd — action: Lorraine',
        'Allergen folder to be signed by all midday staff by the 3rd — action: Lorraine',
      ),
      h(
        'Quiz Thurs — round 4\nQ6: What year did the Humber Bridge open?\nQ7: Which is the longest river entirely in Yorkshire?\nPrint 30 answer sheets at the library',
        'Print 30 answer sheets at the library',
      ),
      h(
        "[15/10/2025, 18:20] Kayleigh: Mam can you have Alfie Saturday morning? I've got an extra shift at Asda\n[15/10/2025, 18:31] Lorraine: course I can love\n[15/10/2025, 18:32] Kayleigh: ❤️ thank you",
        'Kayleigh: Mam can you have Alfie Saturday morning?',
      ),
      h(
        "Letter from the DWP: Pension Credit claim for Ray received, a decision can take up to 8 weeks. They might phone for more details. Don't forget to send them Ray's last three bank statements.",
        "Don't forget to send them Ray's last three bank statements.",
      ),
      h(
        'Piece in the paper about school dinners: "Children who eat a hot lunch concentrate better in the afternoon." Tell that to Year 6 on pizza day.',
      ),
      h(
        'Mammogram invite came today.\nBreast screening unit, Castle Hill, Tues 28th 10.40am',
        'Breast screening unit, Castle Hill, Tues 28th 10.40am',
      ),
      h(
        "Landlord Pete's rules for quizmasters: never argue with a table that's had four pints. Always have a tiebreaker ready.",
      ),
      h(
        "gas bill up again, £87 this month\nneed to ring British Gas about the meter reading, they've estimated it",
        "need to ring British Gas about the meter reading, they've estimated it",
      ),
      h('Mrs Holt says the big freezer should be fixed by Monday. Thank you to Bev for covering my Tuesday.'),
      h(
        "Who's doing the music round this week? Nobody's said anything.",
        "Who's doing the music round this week?",
      ),
      h("I meant to post Alfie's birthday card on Monday and forgot, so I took it round myself in the end."),
      h(
        'Quiz fact from an American website: "The color orange was named after the fruit, not the other way around." Used it in round 2 last month.',
      ),
    ],
  },
  {
    name: 'Kamal, 35, a private-hire driver in Luton with his licence renewal coming up, on a Monday (operator app, family WhatsApp, notes to self)',
    highlights: [
      h(
        'Base: All drivers must upload an updated DBS certificate to the app by 31 October or accounts will be suspended.',
        'Base: All drivers must upload an updated DBS certificate to the app by 31 October or accounts will be suspended.',
      ),
      h(
        "licence renewal\nRenewal fee went up to £285 this year\nMedical form — GP wants £120 for it!!\nask Dr Shah's receptionist if I can pay by card",
        "ask Dr Shah's receptionist if I can pay by card",
      ),
      h(
        "Lost property: black umbrella and a kid's water bottle left in the back on Saturday night. Remember to drop them at the base office tomorrow.",
        'Remember to drop them at the base office tomorrow.',
      ),
      h(
        "Ammi: Kamal beta don't forget Nani's medicine from Boots\nAmmi: Nani is asking when you are coming",
        "Ammi: Kamal beta don't forget Nani's medicine from Boots",
      ),
      h(
        'Driver forum tip: "Keep a dashcam running at all times and back up the footage weekly." Everyone says it, nobody does it.',
      ),
      h(
        'Hybrid battery warning light came on again on the M1. Garage says it should be fine for now but they want to see it if it happens again.',
      ),
      h(
        'Council tax direct debit bounced, the bank says it was their error. The council tax has to be paid by Friday or they add a £70 court fee.',
        'The council tax has to be paid by Friday or they add a £70 court fee.',
      ),
      h('Tired today. Twelve hours on the road and only £96 after fuel.'),
      h(
        "Sana: can you take Zayan to parents' evening Thurs 5.30, I'm on the airport runs till 7",
        "Sana: can you take Zayan to parents' evening Thurs 5.30, I'm on the airport runs till 7",
      ),
      h(
        'Dad always said, "Look after the car and the car looks after you." He drove a cab in Bradford for thirty years.',
      ),
      h(
        'Passenger asked me to recommend a curry house and I sent him to Shabab. Should have given him my card for the return trip.',
      ),
    ],
  },
  {
    name: 'Yvonne, 49, a karate instructor who runs a club in a Wolverhampton church hall, with her Staffie recovering from cruciate surgery, on a Thursday (club WhatsApp, vet discharge notes, notes to self)',
    highlights: [
      h(
        'Discharge notes — Bruno\nSome swelling around the wound is normal for the first few days.\nGive one Metacam dose with food each morning.\nRecheck appointment Tues 4th, 3.20pm with Ms Okafor.',
        'Give one Metacam dose with food each morning.',
        'Recheck appointment Tues 4th, 3.20pm with Ms Okafor.',
      ),
      h(
        "[16/10/2025, 19:04] Paul (Ollie's dad): Sensei, is Ollie ready to grade for orange belt or should he wait till spring?\n[16/10/2025, 19:15] Jas: Thanks for tonight, the kids loved the new kata 🙏\n[16/10/2025, 19:20] Paul (Ollie's dad): no rush on that btw",
        "Paul (Ollie's dad): Sensei, is Ollie ready to grade for orange belt or should he wait till spring?",
      ),
      h('TODO renew hall insurance (expires 1 Nov)', 'TODO renew hall insurance (expires 1 Nov)'),
      h(
        'From Funakoshi\'s twenty precepts: "Karate begins and ends with courtesy." Put it on the dojo wall years ago.',
      ),
      h(
        'Physio says my left knee is just wear and tear. You need to do the quad exercises every night, not just when it hurts.',
        'You need to do the quad exercises every night, not just when it hurts.',
      ),
      h('Bills\nOctopus £143.20 — paid 14/10\nSevern Trent £38 — paid\nTV licence renewed online'),
      h(
        'Pet insurance claim went in on Tuesday. Petplan say the payment should be with us in 10 working days.',
      ),
      h(
        'Article on teaching kids martial arts: "Praise effort, not talent, and organize every class around one clear goal." Obvious, but I still catch myself getting it wrong.',
      ),
      h("Bruno cried most of last night and so did I, nearly. He's calmer now the cone is on."),
      h(
        "Who's opening up the hall on Saturday while I'm at the vet's?",
        "Who's opening up the hall on Saturday while I'm at the vet's?",
      ),
      h('Kit order from Blitz arrived, all 12 gis correct. Sent the invoice to Jas for the club account.'),
    ],
  },
  {
    name: "Terry, 61, a scrap metal dealer in Rotherham claiming PIP after a knee replacement, on a Friday (yard notebook, son's texts, letters)",
    highlights: [
      h(
        'PIP form came, 40 pages of it. It has to be back by 7 November or they can stop the claim. Ask Citizens Advice to help with the daily living bit.',
        'It has to be back by 7 November or they can stop the claim.',
        'Ask Citizens Advice to help with the daily living bit.',
      ),
      h(
        'Weighbridge ticket 4471, 2.3t heavy steel, paid cash\nCopper down again, £6.10 a kilo\nring Dobsons re skip swap next wk',
        'ring Dobsons re skip swap next wk',
      ),
      h(
        "Liam: spoke to the hospital for you\nLiam: physio is Tuesday 10am at Rotherham General, I'll drive u",
        "Liam: physio is Tuesday 10am at Rotherham General, I'll drive u",
      ),
      h(
        'Exercise sheet says: "Do not kneel on the operated knee for at least 12 weeks." Like I\'ve got a choice in my trade.',
      ),
      h(
        'Van tax runs out end of the month, so you need to sort it before the 31st.',
        'Van tax runs out end of the month, so you need to sort it before the 31st.',
      ),
      h(
        'Read in the trade mag: scrap steel exports fell 12% last quarter. They reckon prices should pick up after Christmas.',
      ),
      h(
        'Letter from the Environment Agency: waste carrier registration renewed until 2028. No action needed.',
      ),
      h('Shopping\nbread\nLemsip', 'bread', 'Lemsip'),
      h('I should have sold the copper in August when it was over £7. Never again.'),
      h('Knee is better than last week. Sleeping through now.'),
      h('Went to the Millers with Trev on Saturday, lost 2-1 again.'),
    ],
  },
  {
    name: 'Gemma, 29, a ward clerk on an orthopaedic ward in Swansea buying her first car, on a Monday (ward handover, dealer e-mails, flatmate texts)',
    highlights: [
      h(
        'Hi Gemma,\nThanks for coming in on Saturday. The Fiesta has been valeted and is ready for you.\nCould you bring your driving licence and proof of address when you collect?\nBest,\nRhys, Castle Motors',
        'Could you bring your driving licence and proof of address when you collect?',
      ),
      h(
        'Insurance quotes: Admiral £1,140, Aviva £980. Why is insuring a Fiesta dearer than a holiday? Need to ring Aviva back before the quote expires on Friday.',
        'Need to ring Aviva back before the quote expires on Friday.',
      ),
      h(
        'Handover from Sian: notes for bed 7 still missing from medical records. Follow up with medical records first thing, Gem.',
        'Follow up with medical records first thing, Gem.',
      ),
      h(
        'Ffion: bins out tonight x\nFfion: the landlord finally sorted the damp btw',
        'Ffion: bins out tonight x',
      ),
      h(
        'Dad\'s advice on buying a car: "Never buy one in the rain, you can\'t see the scratches." Bit late for that.',
      ),
      h(
        'Smear test reminder letter, the third one. You really have to book it this week.',
        'You really have to book it this week.',
      ),
      h(
        'Car finance application wants three months of payslips. Payslips are on ESR, download them tonight.',
        'Payslips are on ESR, download them tonight.',
      ),
      h(
        'Which? guide to buying used: "Always check the V5C matches the seller\'s address." Apparently people get caught out all the time.',
      ),
      h(
        'Consultant ward round moves to 9.30 on Wednesdays from next week. The new rota should be out by Friday.',
      ),
      h("Thank you card from bed 9's family today. Made my whole week."),
      h(
        'Road tax: set up the DVLA direct debit the day I pick the car up',
        'Road tax: set up the DVLA direct debit the day I pick the car up',
      ),
    ],
  },
  {
    name: 'Nkechi, 33, a sewer network technician for a water company in Manchester, planning her August wedding, on a Wednesday (job sheets, wedding WhatsApp, e-mail)',
    highlights: [
      h(
        'Job 2231: blockage cleared on Wilmslow Rd, fat and wipes as usual. Follow-up CCTV survey to be raised by Dan this week.',
        'Follow-up CCTV survey to be raised by Dan this week.',
      ),
      h(
        "[15/10/2025, 21:14] Chidi: Sis the caterer wants final numbers by 1 Nov\n[15/10/2025, 21:15] Chidi: Mum says the gele lady is fully booked 😩\n[15/10/2025, 21:40] Nkechi: I'll send Aunty Ngozi her invite this weekend",
        'Chidi: Sis the caterer wants final numbers by 1 Nov',
        "Nkechi: I'll send Aunty Ngozi her invite this weekend",
      ),
      h(
        'From: HR Pensions\nYour pension transfer request has been received and is being processed. You should receive confirmation within 20 working days.',
      ),
      h('eczema flaring again\nthe new cream from the GP seems to be helping'),
      h(
        '"Prioritize the people, delegate everything else, and enjoy the day." Every wedding blog says this. Nobody in my family has ever delegated anything.',
      ),
      h(
        'Toolbox talk: confined space permits must be signed before entry, no exceptions. Gas monitor calibration runs out this month, so book mine in with stores.',
        'Gas monitor calibration runs out this month, so book mine in with stores.',
      ),
      h(
        'Mortgage in principle came through! We still need to decide whether to go for the flat in Chorlton or wait till after the wedding.',
        'We still need to decide whether to go for the flat in Chorlton or wait till after the wedding.',
      ),
      h(
        'Fleet are collecting the van on Friday for its service. They should have a spare on the yard for me.',
      ),
      h('Four call-outs in the rain and my waders leaked. Honestly so tired.'),
      h("Femi's suit fitting went well. He looked so good I cried a bit."),
      h(
        'Weds\n- [x] dress fitting\n- [x] florist deposit £200\n- [ ] email the registrar re names',
        'email the registrar re names',
      ),
    ],
  },
  {
    name: 'Rhodri, 45, a licensed cockle picker in Penclawdd on the Gower whose collie has diabetes, on a Thursday (tide notes, vet texts, family chat)',
    highlights: [
      h('Low water 11:52, 0.8m. Beds at Llanrhidian open again from Monday.'),
      h(
        "Gower Vets: Meg's glucose curve is Tues 21 Oct at 8.30am, please bring her in without breakfast.",
        "Gower Vets: Meg's glucose curve is Tues 21 Oct at 8.30am, please bring her in without breakfast.",
      ),
      h(
        'Only one vial of Caninsulin left. I should order more before the weekend.',
        'I should order more before the weekend.',
      ),
      h('Cockle licence renewal from NRW: fee must be paid by 31 March. Already done it online, thank God.'),
      h(
        "Mam: Rhod can you fix the gate at mine when you've got a minute\nMam: no rush love",
        "Mam: Rhod can you fix the gate at mine when you've got a minute",
      ),
      h(
        'Old Dai used to say on the sands: "The tide waits for nobody, so don\'t you wait for it." Fifty years he picked out there.',
      ),
      h(
        'Universal Credit journal message: please report your self-employed earnings for September by the 24th.',
        'Universal Credit journal message: please report your self-employed earnings for September by the 24th.',
      ),
      h(
        'BBC piece on cockle die-offs in the Burry Inlet. Scientists say warmer summers could be to blame. Nothing we can do about that.',
      ),
      h(
        'Land Rover MOT Fri 31st at Penclawdd Garage — ask them for a courtesy car?',
        'Land Rover MOT Fri 31st at Penclawdd Garage — ask them for a courtesy car?',
      ),
      h("sold 180kg to Selwyn's at £2.10, paid"),
      h("I was going to ring the harbour master about the slipway but Gareth says it's been sorted."),
      h(
        "Sian's birthday Sat, I'm going to get her a card and Welsh cakes from Kerry's",
        "Sian's birthday Sat, I'm going to get her a card and Welsh cakes from Kerry's",
      ),
    ],
  },
];
