import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_81: LabelledDay[] = [
  {
    name: 'Jolene, a croupier at a seaside casino in Blackpool, on a Tuesday',
    highlights: [
      h(
        "From: rotas@northpiercasino.co.uk\nHi all, the December rota is now live on the staff portal. Please check your shifts and flag any clashes to Dawn by Friday 22nd. Christmas Eve and New Year's Eve requests will be handled by seniority as usual. Overtime on roulette will be paid at time and a half.",
        'Please check your shifts and flag any clashes to Dawn by Friday 22nd.',
      ),
      h('clash on the 14th (kieran parents eve)\ntell dawn tmrw on my break', 'tell dawn tmrw on my break'),
      h(
        "Dear Jolene,\nJust to let you know the annual gas safety check for Flat 2 is booked for Monday 9 December between 10am and 2pm. The engineer is Gareth from Fylde Heating, who did it last year. Please make sure he can get in, either by being home or by leaving a key with Sal downstairs at the chippy. I'm pleased to say the rent will stay at £650 a month for another year.\nBest wishes,\nBrenda Holt",
        'Please make sure he can get in, either by being home or by leaving a key with Sal downstairs at the chippy.',
      ),
      h('Sal at the chippy has had my spare key since the flood. Handy.'),
      h(
        "Your credit card statement is ready to view in the app. Your balance of £212.40 will be collected by Direct Debit on 18 December. You don't need to do anything. Always keep your PIN safe and never write it down.",
      ),
      h(
        'Gambling Commission\nYour personal functional licence annual fee of £35 must be paid by 31 January. You can pay online using your licence number, 071234-F. If the fee is not paid, your licence will be revoked and you will not be able to work in a licensed casino.',
        'Your personal functional licence annual fee of £35 must be paid by 31 January.',
      ),
      h(
        'Dear Parent/Carer,\nThank you to all the families who came to the Year 9 options evening last week. Option forms have to be returned to form tutors by Friday 13 December. Students have been given a booklet to bring home. Late forms cannot be guaranteed a first choice.\nMr Whiteside, Head of Year 9',
        'Option forms have to be returned to form tutors by Friday 13 December.',
      ),
      h("Meant to sign Kieran's form last night but fell asleep on the sofa after the late shift."),
      h(
        'Blackpool Council: Your council tax reduction for 2024/25 has been recalculated following the change in your income. Your new monthly instalment is £97. The next instalment will be taken on 1 January. No further action is needed.',
      ),
      h(
        'Rang the council about the reduction letter. Forty minutes on hold, but they sorted it. Such a relief.',
      ),
      h(
        'Reminder from HR: all dealing staff must complete the annual anti-money laundering module on the learning portal before 20 December. It takes about 40 minutes. Staff who miss the deadline will be taken off the tables until it is done.',
        'Reminder from HR: all dealing staff must complete the annual anti-money laundering module on the learning portal before 20 December.',
      ),
      h('Did the AML module last year in twenty minutes flat, with Trish reading out the answers.'),
    ],
  },
  {
    name: 'Teodor, a circus aerialist wintering in Ghent (writes in English), on a Monday',
    highlights: [
      h(
        'Stad Gent - Burgerzaken\nDear Mr Petrov,\nYour residence card expires on 28 February. You must make an appointment at the Administratief Centrum at least six weeks before that date to renew it. The renewal costs 27 euros and takes about three weeks.',
        'You must make an appointment at the Administratief Centrum at least six weeks before that date to renew it.',
      ),
      h('Last time the queue at the Administratief Centrum was two hours, even with an appointment.'),
      h(
        'Hi everyone,\nThe winter quarters rigging inspection will take place on Wednesday. The inspector should be on site from 9 until about 1. All aerial acts need to have their personal equipment (harnesses, lanyards, swivels) laid out in the big top for checking by 8.45. Anything without a current tag will be taken out of use.\nMarleen',
        'All aerial acts need to have their personal equipment (harnesses, lanyards, swivels) laid out in the big top for checking by 8.45.',
      ),
      h(
        "My swivel tag ran out in Nov!! Get it re-tested at Kurt's before Weds",
        "Get it re-tested at Kurt's before Weds",
      ),
      h(
        'KBC: Your debit card ending 4471 expires at the end of January. A new card has already been sent to your address in Ghent. It will be active the first time you use it with your PIN. Your old card will keep working until then.',
      ),
      h(
        'Beste ouders, dear parents,\nOn Friday the children of class 3B go on a trip to the STAM museum. The bus leaves at 8.30 sharp. Please give your child a packed lunch and a rain jacket. The trip is free of charge.\nJuf Annelies',
        'Please give your child a packed lunch and a rain jacket.',
      ),
      h('Ilinca is so excited about the museum trip, she has talked about nothing else since Thursday.'),
      h(
        'Dear Teodor,\nThank you for sending the technical rider. Our venue manager has confirmed that the ceiling point can take 500 kg. Could you send us your public liability insurance certificate and a short bio for the programme by 10 January? The deposit was transferred this morning.\nKind regards,\nSofie Claes, Lumen Events',
        'Could you send us your public liability insurance certificate and a short bio for the programme by 10 January?',
      ),
      h('Insurance cert is in the blue folder\nBio from the Antwerp gala is still fine'),
      h(
        'Dear tenants,\nThe boiler service is done and the heating is working again in all flats. Thank you for your patience last week. Someone from Fluvius should come to read the meters some time in January. You do not need to be at home for this.\nWith regards,\nJan De Smet',
      ),
      h(
        'Marleen says the trick with Belgian paperwork is to always bring two copies of everything. Wise woman.',
      ),
      h(
        'I need to ask Marleen whether the company can write me an employer letter for the commune.',
        'I need to ask Marleen whether the company can write me an employer letter for the commune.',
      ),
    ],
  },
  {
    name: 'Wendell, a saddler with a one-man workshop in Walsall, on a Thursday',
    highlights: [
      h(
        "Hi Wendell,\nThe two jumping saddles arrived safely and the girls are thrilled with them. One thing: the flap on the brown one is rubbing Poppy's knee a bit. Could you take a look when you're next over this way? No rush, she's on holiday till the 20th.\nThanks again,\nClaire (Oakfield Riding School)",
        "Could you take a look when you're next over this way?",
      ),
      h(
        'Walsall Council - Business Rates\nWe have reviewed your application for Small Business Rate Relief for Unit 4, Leather Lane Works. We are pleased to confirm that you qualify for 100% relief from 1 April. Your revised bill is enclosed and shows nothing to pay for this year. If you take on another property in future, you must tell us within 21 days, as this may affect your relief.',
      ),
      h('Brilliant, nothing to pay on the rates this year!'),
      h(
        'Dear Mr Oduya,\nYour Lloyds business loan review is due this month. To keep your current rate, we need your latest year-end accounts and a trading statement by 30 November. You can upload them securely through Business Internet Banking. Your relationship manager is Tom Price.\nYours sincerely,\nBusiness Banking Team',
        'To keep your current rate, we need your latest year-end accounts and a trading statement by 30 November.',
      ),
      h(
        'Follow up with Priya on Monday about the year-end pack for Lloyds',
        'Follow up with Priya on Monday about the year-end pack for Lloyds',
      ),
      h(
        "Dear Employer,\nYour apprentice, Jake Morris, is now halfway through his Level 3 saddlery apprenticeship and has made excellent progress this term. Please be available for Jake's progress review with his assessor on Tuesday 3 December at 2pm. The review usually takes about an hour.\nWalsall College Apprenticeships",
        "Please be available for Jake's progress review with his assessor on Tuesday 3 December at 2pm.",
      ),
      h(
        'Dear Mr Oduya,\nFurther to our conversation, the roof over Units 3 and 4 will be repaired during the week of 9 December. Please clear the area by your back door so the scaffolding can go up on the Tuesday. We apologise for the disruption and thank you for your patience.\nR Bains, Leather Lane Works Ltd',
        'Please clear the area by your back door so the scaffolding can go up on the Tuesday.',
      ),
      h('Jake stitched his first full bridle on his own today. Proper job.'),
      h(
        "Hello, I saw your stall at Hickstead and loved the work. Do you make made-to-measure dog collars with a brass name plate, and if so how long is the wait? It's for my husband's birthday on 14 December. Thanks, Bev Lacey",
        'Do you make made-to-measure dog collars with a brass name plate, and if so how long is the wait?',
      ),
      h(
        'HMRC\nThank you for your Self Assessment tax return, which we received on 2 November. You have nothing more to pay for the year ending 5 April. Please keep this letter for your records.',
      ),
      h(
        'Abbey England order\n- waxed thread, brown 18/4\n- 6 x neatsfoot oil',
        'waxed thread, brown 18/4',
        '6 x neatsfoot oil',
      ),
      h(
        "Old Harry's rule at the saddlery in Bloxwich: measure the horse, not the owner's story. Still the best advice I ever got.",
      ),
    ],
  },
  {
    name: 'Pauline, a cathedral verger in Wells, on a Wednesday',
    highlights: [
      h(
        'Dear Pauline,\nThe Christmas rota is attached and is much the same as last year. Please confirm by Friday that you can cover the Carol Service on the 22nd and Midnight Mass. The Dean has asked me to pass on his thanks for all your work at the Remembrance service.\nWith thanks,\nHelen, Chapter Office',
        'Please confirm by Friday that you can cover the Carol Service on the 22nd and Midnight Mass.',
      ),
      h(
        "Still need to decide whether Josh comes to Midnight Mass or goes to his dad's.",
        "Still need to decide whether Josh comes to Midnight Mass or goes to his dad's.",
      ),
      h(
        "Dear Mrs Hale,\nThe inspection of 3 Vicars' Close was carried out on 4 November by our surveyor, Mark Yeo. He noted some damp in the rear bedroom. Please let us know a convenient date in January for the damp specialist to visit. Otherwise the property is in very good order.\nChapter Clerk's Office",
        'Please let us know a convenient date in January for the damp specialist to visit.',
      ),
      h(
        "Somerset Council\nResidents' parking permit\nYour permit for Zone W2 (vehicle WR19 KXP) has been renewed until 31 December next year. The new permit will be posted to you within 5 working days. You do not need to return your old permit.",
      ),
      h("Still no sign of the new verger's gown from Watts. Third time of asking."),
      h(
        'Dear Mrs Hale,\nWe are writing to let you know that the interest rate on your Easy Access ISA will fall from 3.10% to 2.85% on 1 February. You do not need to do anything. If you would like to look at our other savings accounts, visit any branch or see our website. Remember, it is always sensible to review your savings at least once a year.\nWessex Building Society',
      ),
      h(
        "Don't forget to ask Simon whether we should move the ISA to the Nationwide one.",
        "Don't forget to ask Simon whether we should move the ISA to the Nationwide one.",
      ),
      h(
        'Dear Parents of Year 13,\nUCAS references are now being written. The school deadline for completed applications is Friday 15 November, which is earlier than the national deadline. Students who miss it may not have their reference sent in time. Thank you for your support.\nMrs Dando, Head of Sixth Form',
        'The school deadline for completed applications is Friday 15 November, which is earlier than the national deadline.',
      ),
      h('Josh says he\'s "basically done" with his personal statement. I doubt it.'),
      h(
        "Hi Mrs Hale, we are getting married in the Lady Chapel on 3 May and the vicar said to ask you about the verger's fee and the bell ringers. Could you let us know the total and who we pay? Many thanks, Amy and Dan",
        'Could you let us know the total and who we pay?',
      ),
      h(
        "From the vergers' guild newsletter: never leave the wands in the vestry overnight, and always walk half a pace ahead of the procession.",
      ),
      h(
        'TODO: Advent candles, 40 more from Hayes & Finch by Monday',
        'TODO: Advent candles, 40 more from Hayes & Finch by Monday',
      ),
    ],
  },
  {
    name: 'Nuwan, a tuk-tuk driver in Colombo (writes in English), on a Friday',
    highlights: [
      h(
        'Dear Mr Perera,\nPlease pay your three-wheeler lease instalment of LKR 18,450 for December before 10 December. You can pay at any branch or through the Lanka Leasing app. A late charge of 3% will be added after that date. This is a system-generated letter and needs no signature.',
        'Dear Mr Perera, Please pay your three-wheeler lease instalment of LKR 18,450 for December before 10 December.',
      ),
      h(
        'PickMe Driver Update\nFrom 1 January all three-wheeler partners must upload a valid revenue licence and insurance certificate in the app. Accounts without these documents will be paused. Drivers with a rating above 4.8 will get a bonus of LKR 2,000 this month. Keep up the good work!',
        'From 1 January all three-wheeler partners must upload a valid revenue licence and insurance certificate in the app.',
      ),
      h(
        'Revenue licence ran out in October, I think. Remember to renew it at the Divisional Secretariat on Monday, with the insurance and the emission test report.',
        'Remember to renew it at the Divisional Secretariat on Monday, with the insurance and the emission test report.',
      ),
      h(
        'Dear Nuwan,\nI will be in Colombo from 20 to 27 December. Please give the January rent in cash to my nephew Kasun when he comes on the 22nd, instead of depositing it in the bank. The water pump was checked and is working properly. Wishing you and the family a happy Christmas.\nRegards,\nMrs Fernando',
        'Please give the January rent in cash to my nephew Kasun when he comes on the 22nd, instead of depositing it in the bank.',
      ),
      h(
        "Dear Parent,\nThe Grade 5 Scholarship Examination results have been released. Sanduni has passed with 162 marks. Congratulations to her and to your family. Information about admissions will follow in January.\nPrincipal, St Anne's Primary",
      ),
      h('So proud of Sanduni. Her grandmother cried on the phone.'),
      h(
        'Dear Nuwan,\nCould you take our guests in room 214 on a city tour tomorrow (Saturday) from 9am to 1pm? They are happy to pay the usual rate. Please reply on WhatsApp before 6pm today so I can confirm with them.\nThanks,\nDilani, Front Office, Galle Face Court',
        'Dear Nuwan, Could you take our guests in room 214 on a city tour tomorrow (Saturday) from 9am to 1pm?',
        'Please reply on WhatsApp before 6pm today so I can confirm with them.',
      ),
      h(
        'Notice: Water supply interruption\nThe National Water Supply and Drainage Board informs residents that the water supply to Dehiwala and Mount Lavinia will be interrupted on Sunday 8 December from 8am to 8pm for urgent repairs. We regret any inconvenience caused.',
      ),
      h('Last time they said 12 hours and it was off for two days.'),
      h(
        'Commercial Bank: LKR 25,000 credited to your account ending 0912 on 05/12. Available balance LKR 41,380.60. Never share your OTP with anyone, including bank staff.',
      ),
      h(
        'Tyre on the back left is nearly bald. Chaminda fitted a second-hand one last time and it lasted a year.',
      ),
      h('Sanduni wants a bicycle for passing. We will see.'),
    ],
  },
  {
    name: 'Gail, a guide dog trainer in Yorktown Heights, New York, on a Monday',
    highlights: [
      h(
        'Dear Gail,\nYour lease at 14 Hanover Street ends on February 28. We are pleased to offer you a 12-month renewal at $1,875 per month, an increase of $95. Please sign and return the renewal offer by January 15 if you wish to stay. Thank you for being a great tenant.\nRiverbend Property Management',
        'Please sign and return the renewal offer by January 15 if you wish to stay.',
      ),
      h(
        '$95 more a month!! I need to call the tenant helpline and ask whether that is even allowed.',
        'I need to call the tenant helpline and ask whether that is even allowed.',
      ),
      h(
        'Hi team,\nA reminder that the annual van safety inspections are happening at the Yorktown campus this week. Please book your slot on the shared calendar and leave your van keys in the key box the night before. Each inspection takes about 45 minutes. Thanks, Raj',
        'Please book your slot on the shared calendar and leave your van keys in the key box the night before.',
      ),
      h(
        'Hi Gail, Bramble has been doing really well on the new route to work, but she still hesitates at the big crosswalk by the library. Would you be able to come out with us one morning next week to take a look? Tuesday or Thursday would be best for me. Thanks so much, Maureen',
        'Would you be able to come out with us one morning next week to take a look?',
      ),
      h(
        "Bramble's hesitation is probably the truncated domes at the curb, same as with Rufus two years ago.",
      ),
      h(
        'Town of Yorktown\nThank you for purchasing your 2025 yard waste permit. Your sticker was mailed on December 2. Pickups are every other Tuesday, April through November. The Highway Department thanks you for helping keep Yorktown green.',
      ),
      h(
        'Dear Gail,\nThank you so much for agreeing to visit our third graders on Friday, January 24. The children have been learning about community helpers and are very excited to meet a real guide dog! Could you let me know if you need a projector or anything else for your presentation? School ends at 3:15, so any time after 1:30 would be perfect.\nBest,\nJenna Ruiz, Crompond Elementary',
        'Could you let me know if you need a projector or anything else for your presentation?',
      ),
      h('Used the same slides last year and the kids loved the part with the harness.'),
      h(
        "Chase: A $89.99 transaction at PETPLAN was made on your card ending 3318. If this was you, there's nothing you need to do. If you don't recognize it, call us at the number on the back of your card.",
      ),
      h("That was Pip's insurance, all fine."),
      h(
        'Dear Gail,\nYour Level 2 mobility instructor assessment will take place in February at the Patterson training center. Please send your completed logbook to the Learning and Development team by January 31. Your supervisor has been copied on this email. Good luck!\nLearning and Development',
        'Please send your completed logbook to the Learning and Development team by January 31.',
      ),
      h("Pip's 16-week shots — vet Wed 5:40", "Pip's 16-week shots — vet Wed 5:40"),
    ],
  },
  {
    name: 'Abdi, a CCTV control-room operator for the city council in Leicester, on a Saturday',
    highlights: [
      h(
        'Dear Abdi,\nAs discussed at the team meeting, the council is proposing to move the CCTV control room to a four-on, four-off shift pattern from April. This letter is the start of a 30-day consultation. Staff can give their views to their manager or in writing to HR. A follow-up meeting for all staff will be held on 3 February.\nHR Business Partner, Leicester City Council',
      ),
      h(
        'The four-on pattern will wreck the school run. You need to write your comments down for Carol before Monday.',
        'You need to write your comments down for Carol before Monday.',
      ),
      h(
        'Security Industry Authority\nYour Public Space Surveillance (CCTV) licence expires on 19 March. You can apply to renew it up to four months before it expires. To keep working in a licensed role, you must renew before the expiry date. The renewal fee is £184.',
        'To keep working in a licensed role, you must renew before the expiry date.',
      ),
      h("SIA renewal - first aid refresher already done in November, so that's sorted."),
      h(
        'Dear Mr Hassan,\nThank you for reporting the leak under your kitchen sink. A plumber from our repairs team will attend on Tuesday 28 January between 8am and 1pm. Please make sure an adult over 18 is at home to let them in. If nobody is in, we will leave a card and you will need to rebook.\nRepairs Team, Clarion Housing',
        'Please make sure an adult over 18 is at home to let them in.',
      ),
      h('Hodan says she can be home on Tuesday morning for the plumber.'),
      h(
        'Dear Parent/Carer,\nYear 6 will visit the National Space Centre on Thursday 6 February. The cost of the trip is £14.50, payable on ParentPay by Friday 31 January. Lunch will be provided by the school kitchen. Please contact the office if cost is a barrier; no child will miss out.\nMrs Okafor, Year 6 Lead',
        'The cost of the trip is £14.50, payable on ParentPay by Friday 31 January.',
      ),
      h(
        'Monzo: Your salary of £1,912.44 from LEICESTER CITY COUNCIL has arrived. Your Bills pot has been topped up with £720 as planned. Nice one!',
      ),
      h(
        "All,\nFollowing last weekend's incident on Granby Street, the police have asked for the footage from cameras 14 and 15 between 01:00 and 03:30. Abdi, can you export it to the evidence drive before the end of your shift on Saturday and log it in the register? Good work by the whole team that night.\nCarol",
        'Abdi, can you export it to the evidence drive before the end of your shift on Saturday and log it in the register?',
      ),
      h("Old Dave's rule from training: if in doubt, zoom out. Still true after nine years."),
      h("Bag for tonight's shift\n- phone charger\n- Dave's book back", 'phone charger', "Dave's book back"),
      h("Meant to ring the housing about the mould in Yusuf's room again, but the line was closed."),
    ],
  },
  {
    name: 'Trevor, a milkman on the early round in Stockport, on a Wednesday',
    highlights: [
      h(
        'Morning all,\nFrom Monday the new electric floats will be charged overnight in bay 3. Please plug in as soon as you get back from your round, and report any faults on the app, not on the whiteboard. Rounds 4 and 6 to swap floats with the relief van on Thursday. The old diesel floats will be collected by the leasing company on Friday.\nSteve, Depot Manager',
        'Please plug in as soon as you get back from your round, and report any faults on the app, not on the whiteboard.',
        'Rounds 4 and 6 to swap floats with the relief van on Thursday.',
      ),
      h(
        "Note left at number 42 Bramhall Lane: Dear milkman, we're away from the 24th to the 31st, so no deliveries please. Could you also add a dozen eggs the week we're back? Thank you! Mrs Greaves",
        "Note left at number 42 Bramhall Lane: Dear milkman, we're away from the 24th to the 31st, so no deliveries please.",
        "Could you also add a dozen eggs the week we're back?",
      ),
      h(
        'Stockport Council - Highways\nNotice of temporary road closure\nWellington Road South will be closed between Heaton Lane and Greek Street from 10pm to 6am on 14 and 15 January for resurfacing. A signed diversion will be in place. Access for emergency vehicles will be maintained. We apologise for any inconvenience.',
      ),
      h('Wellington Rd shut 14th and 15th, same as last January.'),
      h(
        'Dear Mr and Mrs Lowe,\nWe have received your request to close your joint savings account ending 2290. To complete the closure, both account holders need to sign the enclosed form and return it in the prepaid envelope. The remaining balance will then be paid into your current account. If you have any questions, please call us on 0345 600 2290.\nCustomer Services, Co-operative Bank',
        'To complete the closure, both account holders need to sign the enclosed form and return it in the prepaid envelope.',
      ),
      h("Form's on the fridge under the Blackpool magnet."),
      h(
        'Dear Parent/Guardian,\nWe are delighted to tell you that Ellie has been selected for the Level 3 hairdressing work placement at Salon Nine in Cheadle. The placement runs every Thursday from 6 February. A copy of the placement agreement is enclosed for your records.\nStockport College, Work Placements',
      ),
      h('So proud of her. Salon Nine is the posh one by the station.'),
      h(
        "Hi Trevor, hope you're keeping well. Just to say the glass bottles have been brilliant and we've cut our plastic right down. Would you be able to swap our Saturday semi-skimmed for oat milk from next week? Cheers, Dom at number 7",
        'Would you be able to swap our Saturday semi-skimmed for oat milk from next week?',
      ),
      h('Bill always said the round is won or lost in the first half hour. Never truer than in January.'),
      h('Van tyre pressure light came on again this morning. I meant to tell Steve on Monday.'),
      h(
        'Payslip query: your holiday pay for December has been corrected and the missing £86.20 will be included in your January pay. No action is needed on your part. Sorry for the error. Payroll Team',
      ),
    ],
  },
];
