import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_128: LabelledDay[] = [
  {
    name: "Iris, 81, a retired Land Registry clerk in Plymouth settling into sheltered housing after a fall, on a Monday (voice notes, council and surgery letters, daughter's e-mails, the paper)",
    highlights: [
      h(
        'Voice note, Monday morning. Slept better now the pendant alarm is by the bed. Need to ring the chemist about the blister packs, they sent the wrong strength again. The warden says the fire alarm test is every Wednesday at eleven.',
        'Need to ring the chemist about the blister packs, they sent the wrong strength again.',
      ),
      h(
        'Dear Mrs Pengelly,\nYour application for a Blue Badge has been received and is being processed. We aim to make a decision within 12 weeks. Please return the enclosed photograph form, signed, by 28 March. If your circumstances change, you must tell us straight away.',
        'Please return the enclosed photograph form, signed, by 28 March.',
      ),
      h(
        "Hi Mum,\nLovely to see you settled in at last. I've booked the hearing aid appointment for Thursday 14th at 2.15, it's at the Cumberland Centre. Could you find your old NHS hearing aid book before then? Tom says hello.\nLove, Karen x",
        'Could you find your old NHS hearing aid book before then?',
      ),
      h(
        "Residents' notice\nThe lounge carpet is being cleaned on Tuesday, so coffee morning moves to the dining room. The hairdresser now comes on Fridays instead of Thursdays. Thank you for your patience.",
      ),
      h(
        'Monday list\n- [x] pension people, new address\n- [x] ring Karen re Thursday\n- ask warden about a grab rail in the shower\nBins out tonight',
        'ask warden about a grab rail in the shower',
        'Bins out tonight',
      ),
      h(
        "Cut from the Herald's health page. Stand up and walk about every half hour if you watch a lot of television. Keep a glass of water by your chair, says the physio, because older people often mistake thirst for tiredness. Nearly a third of over-80s have a fall each year.",
      ),
      h(
        "Karen thinks I should give up the car altogether. Maybe she's right, I haven't driven it since the fall. I must sort out the insurance before it renews on the 2nd, either way. Mrs Hocking next door says her grandson might buy it.",
        'I must sort out the insurance before it renews on the 2nd, either way.',
      ),
      h(
        'Mayflower Surgery: Your flu vaccination has been recorded, thank you. If you feel unwell afterwards, call 111 for advice. Reply STOP to opt out.',
      ),
      h(
        "Iris, the man from Careline came to test your pendant while you were at lunch and it's working fine. Your welcome pack is on the table. I left the laundry room key with Doreen.\nJanet (warden)",
      ),
      h(
        "Evening. Doreen from number 6 showed me how to work the washing machines. Everyone is very friendly but it's a lot of names. I meant to write to Aunty Vi's daughter and didn't. You need to send her a card this week, Iris, before she thinks you've died.",
        "You need to send her a card this week, Iris, before she thinks you've died.",
      ),
      h(
        "Karen brought the good scissors, the radio and two photo albums. The radio should work now she's put new batteries in. The pound shop by the bus stop is cheaper for batteries than the Co-op.",
      ),
    ],
  },
  {
    name: 'Augustine, 73, a retired cattle dealer in Enniskillen who grows show dahlias and runs the plant stall at the church fête, on a Thursday (garden notebook, committee e-mails, surgery letter, the Impartial Reporter)',
    highlights: [
      h(
        'Dahlia bed, Thursday 11th\nBishop of Llandaff in bud, 14 stems\nEarwigs at the Café au Lait again\nStake the tall ones before the wind on Saturday\nBorder by the shed looking well',
        'Stake the tall ones before the wind on Saturday',
      ),
      h(
        "Hi all,\nThanks for coming on Monday. Augustine to bring the plant stall gazebo and the float tin. Sheila asked the Rector about using the hall if it rains and he's happy enough. The raffle prizes are all in, thanks to Bernie.\nMaeve",
        'Augustine to bring the plant stall gazebo and the float tin.',
      ),
      h(
        'Dear Mr Maguire,\nYour recent blood test showed a slightly raised blood sugar level. This is not a cause for alarm, but the doctor would like to repeat the test. Please phone the surgery to book a fasting blood test within the next four weeks. Fasting means nothing but water after midnight.',
        'Please phone the surgery to book a fasting blood test within the next four weeks.',
      ),
      h(
        'pots from Thornes came Mon\n200 labels printed, names and prices\ncuttings in the cold frame rooting well',
      ),
      h(
        'Gardeners in Fermanagh are being warned of a bad year for vine weevil after the mild winter. Check the roots of anything growing in pots for small white grubs, advises a local nurseryman. The hosepipe ban in England has not reached Northern Ireland. Readers are urged to send in photographs of their best blooms.',
      ),
      h(
        "[11/06/2026, 08:52] Niamh: Morning Augustine! Thanks for having the boys, they had a ball\n[11/06/2026, 08:53] Niamh: Are you still ok to run Conor to football next Saturday? It's 10 at the Lakeland Forum",
        'Niamh: Are you still ok to run Conor to football next Saturday?',
      ),
      h(
        "I rang the hearing aid people and they're sending new tubes. I should have done that months ago. Remember to pay the Credit Union before Tuesday, the book's in the hall drawer.",
        "Remember to pay the Credit Union before Tuesday, the book's in the hall drawer.",
      ),
      h(
        "From the Dahlia Society's handbook: Never cut blooms in the heat of the day. Plunge the stems in hot water before you arrange them. A dahlia rewards the grower who disbuds.",
      ),
      h(
        "> Thanks for the photos of the stall, they're perfect for the poster.\nGlad they were some use, Sheila, Darragh got them off the old phone.\n> And can you ask Father Tierney if he'll open the fête this year?",
        "And can you ask Father Tierney if he'll open the fête this year?",
      ),
      h(
        "Gave the spare tubers to the Kellys' young lad. He's keen, which is the main thing. I told him to ring me if the leaves start going yellow.",
      ),
      h(
        'Fermanagh and Omagh District Council says brown bin collections will move to fortnightly from July. Residents should receive a new calendar in the post by the end of June.',
      ),
    ],
  },
  {
    name: "Sadie, 85, a former milliner in Glasgow's Southside who is registered partially sighted and dictates her notes, on a Tuesday (voice notes, eye clinic and RNIB letters, grand-niece's texts, talking newspaper)",
    highlights: [
      h(
        'note to self tuesday\nthe eye drops are the ones with the red top, morning and night\nAsk Kirsty to put big stickers on the microwave buttons',
        'Ask Kirsty to put big stickers on the microwave buttons',
      ),
      h(
        'Dear Miss Cairns,\nThank you for confirming your appointment at the Eye Clinic. Please bring your current glasses and a list of your medicines. Drops will be put in your eyes, so you must not drive home. If you cannot attend, phone us so the slot can be given to someone else.',
        'Please bring your current glasses and a list of your medicines.',
      ),
      h(
        "[02/06/2026, 17:02] Kirsty: Hi Aunty Sadie, sorry I missed your call, I was at the dentist\n[02/06/2026, 17:03] Kirsty: Can you text me the shopping list by Wednesday night?\n[02/06/2026, 17:05] Kirsty: I've booked your hospital transport for the 8th, all sorted",
        'Kirsty: Can you text me the shopping list by Wednesday night?',
      ),
      h(
        "From the talking newspaper. Glasgow's oldest hat shop closed its doors on Saturday after 112 years. The owner said the trade had never recovered from the pandemic. Customers queued round the block for the closing sale.",
      ),
      h(
        "I trimmed hats for Rowan's on Buchanan Street from 1956 until they shut. Miss Ogilvie used to say a hat is finished when you stop fiddling with it. Found the photo of the wedding hat for the lady doing the history project, it was in the button tin.",
      ),
      h(
        'Hello Sadie,\nThank you for registering with our Talking Books service. Your first books will arrive by post within ten days. When you have finished with a book, just pop it back in the post in the same wallet, there is no charge.',
      ),
      h(
        'Shopping for Kirsty\nsemi-skimmed milk\nPan drops\n- [x] soap powder, got some',
        'semi-skimmed milk',
        'Pan drops',
      ),
      h(
        "The man from the council came about the handrail on the close stair. He says it'll be fitted within six weeks. I'll believe it when I see it.",
      ),
      h(
        "Isa at the lunch club says they'll keep my place while I'm at the eye clinic. She's a good soul, Isa.",
      ),
      h(
        'You need to renew the TV licence, Sadie, it runs out at the end of June, and ask about the half-price one for the blind. Not that I watch much now.',
        'You need to renew the TV licence, Sadie, it runs out at the end of June, and ask about the half-price one for the blind.',
      ),
      h(
        'Eye clinic Mon 8 June 10.40, Gartnavel\nAlways freezing in that waiting room',
        'Eye clinic Mon 8 June 10.40, Gartnavel',
      ),
    ],
  },
  {
    name: "Tadeusz, 78, a Polish-born retired toolmaker in Ealing whose wife Halina has dementia and lives in a care home, on a Sunday (care home e-mails, parish notices, son's WhatsApp, voice notes)",
    highlights: [
      h(
        'Dear Tadeusz,\nHalina had a settled week and enjoyed the music session on Thursday. She has lost a little weight, but the GP saw her on Friday and is not worried. Could you bring in some of the Polish biscuits she likes? They help at tea time. We also need you to sign the updated consent form for photographs at your next visit.\nKind regards,\nAngela Boateng, Deputy Manager',
        'Could you bring in some of the Polish biscuits she likes?',
        'We also need you to sign the updated consent form for photographs at your next visit.',
      ),
      h(
        'Parish notices\nThe collection for the church roof raised £2,340, thank you. Volunteers are needed to clean the church on Saturday mornings. Confessions are heard half an hour before each Mass. Anyone wishing to join the pilgrimage to Walsingham must give their name to the parish office by 30 June.',
      ),
      h(
        "[14/06/2026, 10:21] Marek: Tato, did the man come about the boiler?\n[14/06/2026, 10:22] Marek: If not, ring British Gas tomorrow and tell them it's the second time\n[14/06/2026, 10:40] Tadeusz: He came, it's working now\n[14/06/2026, 10:41] Marek: Good. Mama was asking for you yesterday, the nurse said",
      ),
      h(
        "Sunday\nsharpen the lawnmower blade, it's tearing the grass\nHalina's winter cardigans to the home, name tapes first\nThe lathe in the garage is worth more than Marek thinks",
        "sharpen the lawnmower blade, it's tearing the grass",
        "Halina's winter cardigans to the home, name tapes first",
      ),
      h(
        "From the Alzheimer's Society leaflet. Talk about the past rather than asking the person what they did today. Do not correct them if they get a name wrong. Music can reach people long after words have gone.",
      ),
      h(
        "I went to see Halina at two. She called me by her brother's name and then laughed at herself. I meant to take the photo album and left it on the table again.",
      ),
      h(
        "Put my name down for the Walsingham pilgrimage with the parish office. Janek says there's a coach from Acton.",
        'Put my name down for the Walsingham pilgrimage with the parish office.',
      ),
      h(
        'Dear Mr Nowak,\nAs you now live alone, you may be entitled to a 25% single person discount on your council tax. Applications can be made online or by phone. The discount can be backdated to the date your circumstances changed.',
      ),
      h(
        "Marek did the single person discount form for the council tax online. It's not much but it all adds up.",
      ),
      h(
        'This week at Elmwood House\nMonday: chair exercises\nWednesday: hairdresser\nFriday: Polish choir from the church, 3pm\nFamilies are welcome to join any activity.',
      ),
      h(
        'Be at Elmwood for the choir on Friday at 3, she always sings if I sing.',
        'Be at Elmwood for the choir on Friday at 3, she always sings if I sing.',
      ),
    ],
  },
  {
    name: "Ernest, 70, a retired ambulance technician in Truro who drives for a volunteer community car scheme, on a Wednesday (scheme e-mails, notebook, DVLA letter, wife's texts, the West Briton)",
    highlights: [
      h(
        'Hi Ernest,\nHere are your runs for next week. Tuesday: Mrs Rowe, Probus to Treliske, pick up 8.45 for a 9.30 appointment. Thursday: Mr Jago, St Agnes to the eye unit at Treliske, pick up 1pm. Please confirm you can do both by Friday. Mileage claims for May were paid on Monday.\nThanks, Sue',
        'Tuesday: Mrs Rowe, Probus to Treliske, pick up 8.45 for a 9.30 appointment.',
        'Thursday: Mr Jago, St Agnes to the eye unit at Treliske, pick up 1pm.',
        'Please confirm you can do both by Friday.',
      ),
      h(
        'Mileage Wed\nTruro - Falmouth - Truro 24 miles\nparking £3.40, receipt in glovebox\nMrs Penrose managed the steps fine with her stick',
      ),
      h(
        'Volunteer car schemes across Cornwall say they are struggling to recruit drivers. Rising fuel costs mean some volunteers are out of pocket even after the 45p a mile allowance. One coordinator said they would love to hear from anyone with a clean licence and a few hours a week.',
      ),
      h("Pat: Posted Joe's birthday card, it should get to Adelaide in time\nPat: I'm at Mum's till 5"),
      h(
        "Mr Jago was saying the eye unit has moved floors since last time. Sue sent the new directions last night, it's level 2 now. Nice chap, used to fish out of Newlyn.",
      ),
      h(
        'Dear Mr Trewin,\nWe are writing about your driving licence. Please renew it before it expires on 18 July 2026 if you want to keep driving. Drivers aged 70 and over must renew their licence every three years. You can renew online at GOV.UK or by post using the enclosed form.',
        'Please renew it before it expires on 18 July 2026 if you want to keep driving.',
      ),
      h(
        'Wednesday\n- [x] chemist\n- [ ] pay window cleaner (£18)\n- [x] ring Kevin re the guttering\n- [x] dog food',
        'pay window cleaner (£18)',
      ),
      h(
        'Refresher training notes\nAlways check the passenger has their appointment letter before you set off. Never lift a passenger yourself, whatever they ask. Insurance covers us only while we are on a booked journey.',
      ),
      h(
        "Car's due its service, book it in at Threemilestone before the Tuesday run. Tyres look fine. Pat and I went to Trelissick on Sunday, the hydrangeas were out.",
        "Car's due its service, book it in at Threemilestone before the Tuesday run.",
      ),
      h(
        '> Thanks for doing Mr Jago at short notice last week.\nNo trouble at all, Sue.\n> Also, who is taking the new driver out for her first shadow run?',
        'Also, who is taking the new driver out for her first shadow run?',
      ),
    ],
  },
  {
    name: 'Jean, 75, a retired Royal Mail sorter in west Belfast planning her golden wedding party, on a Saturday (hotel e-mails, family WhatsApp, party notes, GP letter, the Belfast Telegraph)',
    highlights: [
      h(
        'Dear Mrs McCartan,\nThank you for choosing the Stormont Hotel for your golden wedding celebration on Saturday 12 September. Thank you also for your deposit of £500, which we received on 2 June. Final numbers and any dietary requirements must be confirmed 14 days before the event.\nWith best wishes,\nCiaran Doherty, Events Coordinator',
        'Final numbers and any dietary requirements must be confirmed 14 days before the event.',
      ),
      h(
        "[06/06/2026, 09:12] Gráinne: Mummy I've made a start on the photo slideshow 😊\n[06/06/2026, 09:13] Gráinne: Can you dig out the wedding photos and any from the sorting office days?\n[06/06/2026, 09:20] Paddy: Me and Ciara will sort the taxis home for the older ones\n[06/06/2026, 09:31] Gráinne: Who's doing the speech, Daddy or Paddy??",
        'Gráinne: Can you dig out the wedding photos and any from the sorting office days?',
        'Paddy: Me and Ciara will sort the taxis home for the older ones',
        "Gráinne: Who's doing the speech, Daddy or Paddy??",
      ),
      h(
        "Party jobs\n1. Invitations - Gráinne's friend does calligraphy, ask her\n2. Cake - Ann at Bradley's bakery, ordered\n3) Band - the Mulligans, booked\n4. Hotel - booked, thank God",
        "Invitations - Gráinne's friend does calligraphy, ask her",
      ),
      h(
        'Couples celebrating golden weddings are increasingly choosing to renew their vows, according to a Belfast wedding planner. Book the venue at least nine months ahead, she advises, as Saturdays in September go first. Some couples even wear the original dress.',
      ),
      h(
        "Sean says he doesn't want a fuss. He said that about the 25th too and then danced till two. I need to get my hair done the Thursday before, not the Friday, the salon's always mobbed on a Friday.",
        "I need to get my hair done the Thursday before, not the Friday, the salon's always mobbed on a Friday.",
      ),
      h(
        'Dear Mrs McCartan,\nThank you for attending your blood pressure review on 1 June. Your readings were within the normal range. You do not need to do anything further until next year.',
      ),
      h(
        "Jean, the man came about the gutters, he's back Monday to finish. I've gone to the bowls. Back for 6.\nS x",
      ),
      h(
        "Replies so far: 41 yes, 6 no. Marian in Dundalk finally rang, she's coming. Sean's sister is bringing her new fella, God help us.",
      ),
      h(
        "Hi Granny,\nI can't believe it's fifty years! Mum says I can sing at the party, I've been practising all week. Could you ask the hotel if they have a piano? Mum says you'll know.\nLove Aoibh",
        'Could you ask the hotel if they have a piano?',
      ),
      h(
        "Fifty years. We got married in St Teresa's on the Glen Road in the rain and Mammy said it was lucky. I did my own hair and three bridesmaids' that morning.",
      ),
    ],
  },
  {
    name: 'Raymond, 83, a retired dairy farmer in County Monaghan whose son now runs the farm, waiting for a hip replacement, on a Friday (hospital letter, pocket diary, family texts, the Farmers Journal)',
    highlights: [
      h(
        "Dear Mr McKenna,\nYou have been placed on the waiting list for a right total hip replacement at Our Lady's Hospital, Navan. You will be contacted with a date for surgery. Please phone the waiting list office on 046 907 0000 within two weeks of receiving this letter to arrange a pre-assessment appointment.",
        'Please phone the waiting list office on 046 907 0000 within two weeks of receiving this letter to arrange a pre-assessment appointment.',
      ),
      h(
        "Fri 5th\nMart in Carrickmacross - Declan going, not me\nChiropodist 11.30 Castleblayney\nMass for Bridie's anniversary Sunday 10am, tell Declan",
        'Chiropodist 11.30 Castleblayney',
        "Mass for Bridie's anniversary Sunday 10am, tell Declan",
      ),
      h(
        "Declan: Da, don't be going near the bull pen on your own\nDeclan: Mart's quiet, prices down again\nDeclan: Frank the vet is coming Monday for the TB test",
      ),
      h(
        'Farmers over 70 are being urged to make a will and plan for succession. Talk to your family early, says solicitor Mary Hughes, and put it in writing. Around one in five farm transfers end up in dispute.',
      ),
      h(
        "I've the will done since 2019, thank God. Mr Treanor updated it after the Corduff field was sold. Ask him about the enduring power of attorney after the hip.",
        'Ask him about the enduring power of attorney after the hip.',
      ),
      h(
        'Dear Mr McKenna,\nYour Fuel Allowance will be paid weekly from October to April. You do not need to reapply. If you go into hospital for more than six weeks, please inform us.',
      ),
      h(
        'For the hospital bag\npyjamas x2\nslippers with a back in them\n- [x] long-handled shoe horn\n- [x] reading glasses, spare pair',
        'pyjamas x2',
        'slippers with a back in them',
      ),
      h(
        "The physio says people who do the exercises before the operation are up walking sooner. Did the leg lifts this morning. The knee's worse than the hip some days.",
      ),
      h(
        "Siobhan: Dad I've booked the flight over for the 20th, can't wait to see you\nSiobhan: Declan says he fixed the spare bed at last 😂",
      ),
      h(
        "From a book on Monaghan's drumlins. The drumlin country has a small lake in nearly every hollow. The farmers of the last century drained what they could and cursed the rest.",
      ),
      h(
        "TODO get the chimney swept before the winter, the fella from Ballybay. The oil's half full.",
        'TODO get the chimney swept before the winter, the fella from Ballybay.',
      ),
    ],
  },
  {
    name: 'Graciela, 74, a retired assayer from a copper mine south of Tucson, Arizona, who is a docent at the botanical garden, on a Tuesday in late September (volunteer e-mails, HOA notice, Medicare letter, family texts, the Arizona Daily Star)',
    highlights: [
      h(
        'Hi Docents,\nFall hours start October 1, so tours go back to 8am and 10am. Thanks to everyone who has already signed up for fall shifts! Graciela, could you train the two new docents on the cactus tour next week?\nBest,\nMaribel',
        'Graciela, could you train the two new docents on the cactus tour next week?',
      ),
      h(
        "Dear Graciela Ruiz,\nYour Medicare Advantage plan will change on January 1. The enclosed Annual Notice of Change explains what is different. Open enrollment runs from October 15 to December 7. If you are happy with your plan, you don't need to do anything.",
      ),
      h(
        "Mateo: Grandma the tamales were amazing, Mom says you're the only one who does the masa right\nMateo: are you coming to my game Saturday at Reid Park??",
        'Mateo: are you coming to my game Saturday at Reid Park??',
      ),
      h(
        'Sabino Vista HOA Notice\nThe annual pest control spraying will take place on October 8. Front yard gravel must be raked and free of weeds by October 15 ahead of the annual inspection. Late dues will incur a $25 fee.',
        'Front yard gravel must be raked and free of weeds by October 15 ahead of the annual inspection.',
      ),
      h(
        'tues\nquarterly estimated tax - pay by Sept 15?? no, already paid\nMammogram Thurs 2:40, El Dorado\nRosa re Medicare plans, compare before Dec 7',
        'Mammogram Thurs 2:40, El Dorado',
        'Rosa re Medicare plans, compare before Dec 7',
      ),
      h(
        "Monsoon season officially ends September 30, but forecasters say storms may linger into October. Never drive into a flooded wash, officials warn: turn around, don't drown. Tucson recorded 7.2 inches of rain this season.",
      ),
      h(
        "Note for me. I weighed copper samples to the milligram at the Sierrita mine for thirty-one years, and now I can't remember where I put my reading glasses. They were on my head.",
      ),
      h(
        'From Desert Gardening for Beginners: Water deeply and infrequently. Plant in fall, not spring, so the roots get established before the heat. Mulch keeps the soil up to ten degrees cooler.',
      ),
      h(
        "Hi Mom,\nWe land in Tucson on the 14th at 3:15, Southwest from Denver. No need to pick us up, we'll get a rental. Could you ask the neighbor if we can park in her driveway that week? The kids are so excited.\nLove, Rosa",
        'Could you ask the neighbor if we can park in her driveway that week?',
      ),
      h(
        "Docent notes, saguaro section\nSaguaros don't grow arms until they're 50 to 70 years old. Visitors always ask about the holes: Gila woodpeckers. Remember to bring the laminated bird cards Thursday.",
        'Remember to bring the laminated bird cards Thursday.',
      ),
      h(
        'Paid the water bill online, $48.12. Up ten dollars from August, must be the pool filter running all day.',
      ),
    ],
  },
];
