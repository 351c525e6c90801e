import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_Q: LabelledListDay[] = [
  {
    name: 'Parent of two primary-school children',
    highlights: [
      h(
        'Dear parents and carers,\nThe school will close at 1.30pm on Friday 14 March for staff training. After-school club will run as normal until 5.30pm. Please let the office know by Wednesday if your child will be collected early.\nThank you for your continued support.\nMrs A Collins, Headteacher',
        {
          announcements: [
            'Dear parents and carers, The school will close at 1.30pm on Friday 14 March for staff training.',
          ],
        },
      ),
      h(
        'Priya (Year 3 class rep): Head lice letter went out again today, apparently three cases in Oak class. Please check hair tonight! Also the PTA voted to put the summer fair on Saturday 21 June instead of the Sunday. Stall sign-up sheet to follow.',
        {
          problems: [
            'Priya (Year 3 class rep): Head lice letter went out again today, apparently three cases in Oak class.',
          ],
          decisions: ['Also the PTA voted to put the summer fair on Saturday 21 June instead of the Sunday.'],
        },
      ),
      h(
        'From The Patient Parent, chapter 4: Children do not fail to learn; we fail to notice how they are learning. Every new word is a small launch into the world. Our job is not to decide for them but to stay close while they decide.',
      ),
      h(
        'dentist for Maya moved to tues 3.40. need to decide about swimming vs football, both on thursdays. ask Tom what he thinks',
      ),
      h(
        'Bin collection changes\nFrom Monday 7 April, garden waste will be collected fortnightly on Tuesdays. You must renew your garden waste permit online by 31 March. Collections were missed in parts of Elmfield last week because of a vehicle breakdown, and crews are still working to catch up. We apologise for any inconvenience.',
        {
          announcements: ['From Monday 7 April, garden waste will be collected fortnightly on Tuesdays.'],
          problems: [
            'Collections were missed in parts of Elmfield last week because of a vehicle breakdown, and crews are still working to catch up.',
          ],
        },
      ),
      h(
        'A new leisure centre with a 25m pool will open in Harrowby on 2 September, the council announced yesterday. The old baths closed in 2019 after the roof failed an inspection. Residents had campaigned for years for a replacement. Campaigners called the news a long-awaited win.',
        {
          announcements: [
            'A new leisure centre with a 25m pool will open in Harrowby on 2 September, the council announced yesterday.',
          ],
        },
      ),
      h(
        'Year 5 residential trip: After reviewing parent feedback, the governors have agreed to cap the cost at £180 per child. A payment plan is available on request. Some parents have reported that ParentPay is rejecting card payments; the office is looking into it. The trip runs from 9 to 11 June.',
        {
          decisions: [
            'Year 5 residential trip: After reviewing parent feedback, the governors have agreed to cap the cost at £180 per child.',
          ],
          problems: [
            'Some parents have reported that ParentPay is rejecting card payments; the office is looking into it.',
          ],
        },
      ),
      h(
        "Tom: ok so we're going with the Tuesday/Thursday swimming, football can wait till September\nMe: fine by me, Maya will be gutted though\nTom: car's making that grinding noise again when I brake, booking it in\nMe: thank you!!",
        {
          decisions: [
            "Tom: ok so we're going with the Tuesday/Thursday swimming, football can wait till September",
          ],
          problems: ["Tom: car's making that grinding noise again when I brake, booking it in"],
        },
      ),
      h(
        'Parenting is mostly a series of small decisions made while tired. Nobody gets it all right. The trick is to fail in front of your kids and show them how you recover.',
      ),
      h(
        "Little Acorns app: Ollie had a good day and ate all his lunch. We're delighted to welcome Jade Hollis, who joins the Toddler Room as room leader from Monday. She has ten years of early-years experience. Please pack spare clothes for messy play next week.",
        {
          announcements: [
            "We're delighted to welcome Jade Hollis, who joins the Toddler Room as room leader from Monday.",
          ],
        },
      ),
      h(
        'PTA meeting notes 3/3\nAttendance: 9\nWe agreed to spend the fair profits on new playground markings. Discussed switching to an online raffle, no decision yet. The tuck shop fridge has stopped working and the milk keeps going off.\nNext meeting 5 May',
        {
          decisions: ['We agreed to spend the fair profits on new playground markings.'],
          problems: ['The tuck shop fridge has stopped working and the milk keeps going off.'],
        },
      ),
      h(
        "Sunbeams Club: We've decided to move pick-up to the side gate from next week because of the building works. Our new Easter holiday camp is now open for bookings. Places are limited to 30 a day, so book early.",
        {
          decisions: [
            "Sunbeams Club: We've decided to move pick-up to the side gate from next week because of the building works.",
          ],
          announcements: ['Our new Easter holiday camp is now open for bookings.'],
        },
      ),
    ],
  },
  {
    name: 'Tenant in a shared rented flat',
    highlights: [
      h(
        'Hi Alex, Following the inspection on Tuesday, the landlord has approved the replacement of the kitchen extractor fan. An engineer from Brightfix will contact you to arrange a time. The inspection also found mould on the bathroom ceiling, which we have logged as a repair. Kind regards, Leanne',
        {
          decisions: [
            'Hi Alex, Following the inspection on Tuesday, the landlord has approved the replacement of the kitchen extractor fan.',
          ],
          problems: [
            'The inspection also found mould on the bathroom ceiling, which we have logged as a repair.',
          ],
        },
      ),
      h(
        "Jess: the hot water's gone off AGAIN, boiler showing F28\nJess: I've messaged the agent\nSam: ugh. Thanks for chasing\nSam: btw decided we're splitting a new hoover three ways, I've ordered the Shark one",
        {
          problems: ["Jess: the hot water's gone off AGAIN, boiler showing F28"],
          decisions: ["Sam: btw decided we're splitting a new hoover three ways, I've ordered the Shark one"],
        },
      ),
      h(
        "Renters' Reform: The ban on no-fault evictions comes into force on 1 May, the housing minister confirmed today. Landlords will still be able to evict tenants who fall into serious arrears. Campaigners welcomed the move. The change applies in England only.",
        {
          announcements: [
            "Renters' Reform: The ban on no-fault evictions comes into force on 1 May, the housing minister confirmed today.",
          ],
        },
      ),
      h(
        "Home is not a place you own but a place where nothing is broken that you cannot fix. Every new flat felt like a launch into someone else's life. I never decided to stay; I simply failed to leave.",
      ),
      h(
        "Deposit is protected with TDS, ref 448201. Tenancy renewal is due in June. Decided I'm signing for another year, the commute is too good to give up. Ask about a longer fixed term anyway.",
        {
          decisions: ["Decided I'm signing for another year, the commute is too good to give up."],
        },
      ),
      h(
        'Council tax 2025/26\nYour annual bill is attached. There was a problem with direct debit collections on 1 April and some residents were charged twice. Refunds will be issued within five working days.',
        {
          problems: [
            'There was a problem with direct debit collections on 1 April and some residents were charged twice.',
          ],
        },
      ),
      h(
        'NOTICE TO ALL RESIDENTS\nThe lift in Block B is out of service until a replacement part arrives. We apologise for the inconvenience. Following consultation, the freeholder has decided to install secure bike storage in the rear courtyard. Contractors will be on site for about two weeks.',
        {
          problems: ['The lift in Block B is out of service until a replacement part arrives.'],
          decisions: [
            'Following consultation, the freeholder has decided to install secure bike storage in the rear courtyard.',
          ],
        },
      ),
      h(
        "Mr Okafor: Hi Alex, I've decided not to renew the letting agent's contract, so from July you can pay rent straight to me.\nMr Okafor: I'll send bank details.\nMe: Great, thanks.\nMe: Also the front window still won't lock properly, it's been like that since the storm.",
        {
          decisions: [
            "Mr Okafor: Hi Alex, I've decided not to renew the letting agent's contract, so from July you can pay rent straight to me.",
          ],
          problems: [
            "Me: Also the front window still won't lock properly, it's been like that since the storm.",
          ],
        },
      ),
      h(
        "Renting in your twenties means every decision is provisional. You don't choose a neighbourhood so much as accept one. The problem, as one tenant told me, is that you never get to plant anything.",
      ),
      h(
        "Brightwatt Energy: We've launched a new off-peak tariff for electric vehicle owners, available in the app from today. Your next bill is due on 14 March. Tap here to find out more.",
        {
          announcements: [
            "Brightwatt Energy: We've launched a new off-peak tariff for electric vehicle owners, available in the app from today.",
          ],
        },
      ),
      h(
        'Northfield Library reopens on Saturday after a £2m refurbishment, with a new makerspace and longer weekend hours. The building had been closed since a leak damaged the roof in 2023. A reopening party with face painting and a story trail runs from 10am.',
        {
          announcements: [
            'Northfield Library reopens on Saturday after a £2m refurbishment, with a new makerspace and longer weekend hours.',
            'A reopening party with face painting and a story trail runs from 10am.',
          ],
        },
      ),
      h(
        "Mum: are you coming for Sunday lunch?\nMe: yes, I'll bring pudding\nMum: lovely, your brother's bringing his new girlfriend\nMe: ooh",
      ),
    ],
  },
  {
    name: 'Daily rail commuter',
    highlights: [
      h(
        'Southern Link: Disruption between Hartley and London Bridge due to a signalling fault at Norwood Junction. Check before you travel. Tickets will be accepted on Thameslink and local bus routes. We are sorry for the disruption to your journey.',
        {
          problems: [
            'Southern Link: Disruption between Hartley and London Bridge due to a signalling fault at Norwood Junction.',
          ],
        },
      ),
      h(
        "7.42 was cancelled again, third time this week. Got the 8.05 and stood all the way to London Bridge. Must claim Delay Repay for Monday and today. Bring a book tomorrow, it's going to be another slow one.",
        {
          problems: ['7.42 was cancelled again, third time this week.'],
        },
      ),
      h(
        'From 1 September, season ticket holders will be able to use flexi tickets on all Southern Link routes, the operator announced. The fares watchdog said the change was overdue. Passenger numbers on the line rose 6% last year. Flexi tickets were introduced on other routes in 2021.',
        {
          announcements: [
            'From 1 September, season ticket holders will be able to use flexi tickets on all Southern Link routes, the operator announced.',
          ],
        },
      ),
      h(
        "Dana: heads up all, we've agreed Wednesdays will be the team's office day from next month\nDana: also the new desk booking app goes live on Monday, link is in the channel\nDana: any questions, shout\nMe: 👍",
        {
          decisions: [
            "Dana: heads up all, we've agreed Wednesdays will be the team's office day from next month",
          ],
          announcements: ['Dana: also the new desk booking app goes live on Monday, link is in the channel'],
        },
      ),
      h(
        'The commuter lives two lives and belongs fully to neither. He decides nothing about his mornings; the timetable decides for him. It is a small failure, repeated daily, that nobody thinks to complain about. Still, I like the quiet carriage.',
      ),
      h(
        'The new Riverside cycleway between Hartley station and the business park opens to the public on Monday 16 June. Cyclists are warned that the section under the A40 flyover will be closed at night until the lighting is fixed. The route was first proposed in 2016. The project cost £4.2m.',
        {
          announcements: [
            'The new Riverside cycleway between Hartley station and the business park opens to the public on Monday 16 June.',
          ],
          problems: [
            'Cyclists are warned that the section under the A40 flyover will be closed at night until the lighting is fixed.',
          ],
        },
      ),
      h(
        'Bike store update: Several bikes have been stolen from the basement bike store in the last fortnight. Security has decided to move the store entrance to the staffed reception side from 2 June. Please register your bike with the front desk. Lockers on floor 2 are available for helmets and locks.',
        {
          problems: [
            'Bike store update: Several bikes have been stolen from the basement bike store in the last fortnight.',
          ],
          decisions: [
            'Security has decided to move the store entrance to the staffed reception side from 2 June.',
          ],
        },
      ),
      h(
        'Podcast ep on sleep: most people decide on their bedtime by accident. Launching a new habit works better when you tie it to an old one. Try 10.30 lights-out for two weeks and see. Phones out of the bedroom!',
      ),
      h(
        "Me: train's stuck outside Norwood Junction, no idea how long\nNia: ugh ok, I'll get Ben from nursery\nNia: also we're definitely booking Cornwall for August, I paid the deposit\nMe: yes!!",
        {
          problems: ["Me: train's stuck outside Norwood Junction, no idea how long"],
          decisions: ["Nia: also we're definitely booking Cornwall for August, I paid the deposit"],
        },
      ),
      h(
        'Your Delay Repay claim DR-55218 has been rejected because the ticket image was unreadable. You can resubmit within 28 days. We have also launched automatic compensation for smartcard holders, so future delays will be refunded without a claim. Thank you for travelling with Southern Link.',
        {
          problems: [
            'Your Delay Repay claim DR-55218 has been rejected because the ticket image was unreadable.',
          ],
          announcements: [
            'We have also launched automatic compensation for smartcard holders, so future delays will be refunded without a claim.',
          ],
        },
      ),
      h(
        'Rail union members have voted to accept the 4.5% pay offer, ending the dispute. The deal covers drivers and guards. Analysts had warned the dispute could drag on into the autumn. Talks had lasted more than eight months.',
        {
          decisions: ['Rail union members have voted to accept the 4.5% pay offer, ending the dispute.'],
        },
      ),
      h(
        "Hi team, After last week's discussion we've agreed to trial compressed hours over the summer. Zara Ahmed joins us as project lead on 3 June. Could everyone update their availability in the planner by Friday? Thanks, Mel",
        {
          decisions: [
            "Hi team, After last week's discussion we've agreed to trial compressed hours over the summer.",
          ],
          announcements: ['Zara Ahmed joins us as project lead on 3 June.'],
        },
      ),
    ],
  },
  {
    name: 'Patient with type 2 diabetes awaiting knee surgery',
    highlights: [
      h(
        'Dear Mrs Patel, Following your review with Mr Haddad, the surgical team has agreed to go ahead with a partial rather than a full knee replacement. Your operation date will be confirmed by letter. Please do not eat after midnight the night before your operation. If you have any questions, call the pre-op team on 0161 555 0192.',
        {
          decisions: [
            'Dear Mrs Patel, Following your review with Mr Haddad, the surgical team has agreed to go ahead with a partial rather than a full knee replacement.',
          ],
        },
      ),
      h(
        'HealthPlus Pharmacy: Your prescription is ready to collect. Unfortunately one item, Metformin 500mg modified-release, is out of stock at this branch due to a national supply shortage. Speak to your pharmacist about alternatives. We apologise for any inconvenience.',
        {
          problems: [
            'Unfortunately one item, Metformin 500mg modified-release, is out of stock at this branch due to a national supply shortage.',
          ],
        },
      ),
      h(
        'GP said HbA1c has gone up to 58, so my diabetes is getting worse. Decided with her to add a second metformin dose rather than start anything new. Recheck bloods in 3 months.\nWalked to the shops and back, knee ok.',
        {
          problems: ['GP said HbA1c has gone up to 58, so my diabetes is getting worse.'],
          decisions: ['Decided with her to add a second metformin dose rather than start anything new.'],
        },
      ),
      h(
        'NHS App: You can now book your flu and COVID-19 vaccinations in the app. Appointments are available at local pharmacies and GP surgeries. Your GP practice has updated your record.',
        {
          announcements: ['NHS App: You can now book your flu and COVID-19 vaccinations in the app.'],
        },
      ),
      h(
        'The body keeps its own calendar. We decide to be well and the body decides otherwise. The failure is not ours; it is simply the weather of being alive. I underlined this twice.',
      ),
      h(
        "Hi Meera, Just to confirm we've agreed to move your sessions to the Harbour Road clinic from next week. The hydrotherapy pool there is currently closed for repairs, so we'll do land-based exercises for now. Our new online exercise library is now live at physio.example/library. Best wishes, Kate",
        {
          decisions: [
            "Hi Meera, Just to confirm we've agreed to move your sessions to the Harbour Road clinic from next week.",
          ],
          problems: [
            "The hydrotherapy pool there is currently closed for repairs, so we'll do land-based exercises for now.",
          ],
          announcements: ['Our new online exercise library is now live at physio.example/library.'],
        },
      ),
      h(
        'Waiting times for hip and knee operations in the region have risen to an average of 41 weeks, the highest in the country. The health board said it would publish a recovery plan in the spring. A new surgical hub at Millbrook Hospital opens on Monday, with 1,200 extra operations planned this year.',
        {
          problems: [
            'Waiting times for hip and knee operations in the region have risen to an average of 41 weeks, the highest in the country.',
          ],
          announcements: [
            'A new surgical hub at Millbrook Hospital opens on Monday, with 1,200 extra operations planned this year.',
          ],
        },
      ),
      h(
        "Anika: Mum did you get the letter about the op?\nMe: yes, still waiting for a date\nAnika: ok good. I'll take you on the day, I've got loads of leave\nAnika: also the car failed its MOT, brakes, so might need to borrow yours",
        {
          problems: ['Anika: also the car failed its MOT, brakes, so might need to borrow yours'],
        },
      ),
      h(
        'Skipping meals can cause blood sugar to drop dangerously low in people taking certain medicines. A new continuous glucose monitor, the GlucoSense 2, is now available on prescription in Wales. Talk to your diabetes nurse about whether it is right for you.',
        {
          announcements: [
            'A new continuous glucose monitor, the GlucoSense 2, is now available on prescription in Wales.',
          ],
        },
      ),
      h(
        'Blood pressure 128/80 this morning. Walked to the post box and back. Mood good. Remember to order more test strips.',
      ),
      h(
        'Outpatient clinic changes\nFrom 2 June, the diabetic eye screening service will move from Market Street to the Westgate Health Centre. Dr Rahman has been appointed as lead consultant for the service. Parking is free for patients.',
        {
          announcements: [
            'From 2 June, the diabetic eye screening service will move from Market Street to the Westgate Health Centre.',
            'Dr Rahman has been appointed as lead consultant for the service.',
          ],
        },
      ),
      h(
        "Family chat: Dad's 70th\nRavi: ok we're settled on the Italian place on the 14th, I've booked for 12\nAnika: perfect\nRavi: Mum, is the knee ok for stairs? Their function room is upstairs",
        {
          decisions: ["Ravi: ok we're settled on the Italian place on the 14th, I've booked for 12"],
        },
      ),
    ],
  },
  {
    name: 'Second-year history undergraduate',
    highlights: [
      h(
        'HIST2041: Following student feedback, the department has agreed to extend the essay deadline to Friday 21 March at 12 noon. Turnitin was down for several hours on Tuesday, so anyone who could not submit a draft should email the module team. Remember to use Harvard referencing throughout.',
        {
          decisions: [
            'HIST2041: Following student feedback, the department has agreed to extend the essay deadline to Friday 21 March at 12 noon.',
          ],
          problems: [
            'Turnitin was down for several hours on Tuesday, so anyone who could not submit a draft should email the module team.',
          ],
        },
      ),
      h(
        "Leo: ok so we're going with the 1918 flu topic, vote was 3-1\nPriya: fine but I still think the sources are thin\nLeo: also the shared doc is locked, I can't edit anything??\nMaya: I'll sort the permissions",
        {
          decisions: ["Leo: ok so we're going with the 1918 flu topic, vote was 3-1"],
          problems: ["Leo: also the shared doc is locked, I can't edit anything??"],
        },
      ),
      h(
        "Lecture 7 - Versailles\nKeynes thought the treaty would fail because reparations were unpayable. The Big Three drew up the terms largely without Germany in the room. Wilson's new world order never launched in the form he wanted. Read Macmillan, Peacemakers, for the seminar.",
      ),
      h(
        'The new 24-hour study space in the Harland Building opens on Monday 10 February. Student ID cards will be needed to enter after 8pm. Professor Amara Eze has been appointed Pro-Vice-Chancellor for Education. Further details are on the intranet. Bring a reusable cup.',
        {
          announcements: [
            'The new 24-hour study space in the Harland Building opens on Monday 10 February.',
            'Professor Amara Eze has been appointed Pro-Vice-Chancellor for Education.',
          ],
        },
      ),
      h(
        "overdraft is at -£640 and the loan doesn't land till the 28th. Need to decide whether to take more shifts at the bar or ask Mum.\nDo NOT buy any more textbooks.",
        {
          problems: ["overdraft is at -£640 and the loan doesn't land till the 28th."],
        },
      ),
      h(
        "Our tutor's favourite line is that the only real failure is the failure to try. Nobody in the seminar believes him. Still, I wrote it on a post-it above my desk. It's bright orange.",
      ),
      h(
        'Dear resident, We have received reports of a gas smell near the bins at the rear of Block C. An engineer is due this afternoon. Our new maintenance portal goes live on 1 March and replaces the email system. Regards, Accommodation Services',
        {
          problems: [
            'Dear resident, We have received reports of a gas smell near the bins at the rear of Block C.',
          ],
          announcements: ['Our new maintenance portal goes live on 1 March and replaces the email system.'],
        },
      ),
      h(
        'History Soc committee: we voted to cancel the Edinburgh trip, not enough people signed up. Refunds go out this week. New committee elections are on 14 March, nominations open now! Thanks to everyone who came to the quiz!',
        {
          decisions: [
            'History Soc committee: we voted to cancel the Edinburgh trip, not enough people signed up.',
          ],
          announcements: ['New committee elections are on 14 March, nominations open now!'],
        },
      ),
      h(
        'Procrastination is not a time-management problem; it is an emotion-management problem. We delay decisions that make us feel anxious. Start with the smallest possible step.',
      ),
      h(
        'Your tuition fee instalment of £3,083 failed to process on 15 January. Please update your card details in the student portal within 14 days to avoid a late payment charge. If you are having financial difficulties, the Money Advice team can help.',
        {
          problems: ['Your tuition fee instalment of £3,083 failed to process on 15 January.'],
        },
      ),
      h(
        "Bar shifts chat\nRosa: manager's decided we're closing at 11 on Sundays from now on\nRosa: and Jamie's been made shift supervisor, congrats Jamie!\nTom: noted",
        {
          decisions: ["Rosa: manager's decided we're closing at 11 on Sundays from now on"],
          announcements: ["Rosa: and Jamie's been made shift supervisor, congrats Jamie!"],
        },
      ),
      h(
        "Flat viewing notes for next year: house on Beech Road, 5 beds, £560 each. Agreed with the others we'll sign for it if the landlord replaces the broken boiler first. Viewing the one on Cecil Street on Thursday anyway. Ask about bills included.",
        {
          decisions: [
            "Agreed with the others we'll sign for it if the landlord replaces the broken boiler first.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Owner of a rescue dog',
    highlights: [
      h(
        "Hi Sarah, Biscuit's blood results are back and his kidney values are slightly raised. Dr Moss has decided to switch him to a renal diet and recheck in six weeks. Please book his recheck online. Our new Saturday morning clinic starts on 5 April. Best wishes, the team at Westbay Vets",
        {
          problems: ["Hi Sarah, Biscuit's blood results are back and his kidney values are slightly raised."],
          decisions: ['Dr Moss has decided to switch him to a renal diet and recheck in six weeks.'],
          announcements: ['Our new Saturday morning clinic starts on 5 April.'],
        },
      ),
      h(
        "Hannah: warning, someone's put out rat poison by the gate at Farley Woods, keep dogs on leads\nMark: omg thanks\nMark: reported it to the council\nHannah: the ranger says he's putting up signs",
        {
          problems: [
            "Hannah: warning, someone's put out rat poison by the gate at Farley Woods, keep dogs on leads",
          ],
        },
      ),
      h(
        'Pet food recall: Harvest Paws has recalled three batches of its grain-free chicken kibble after tests found high levels of vitamin D. The affected batch numbers are listed on the company website. The company said no illnesses had been confirmed. Harvest Paws is sold in most large supermarkets.',
        {
          problems: [
            'Pet food recall: Harvest Paws has recalled three batches of its grain-free chicken kibble after tests found high levels of vitamin D.',
          ],
        },
      ),
      h(
        "Biscuit ate a whole sock on Tuesday, vet says watch for vomiting. He seems totally fine so far. Decided we're getting pet insurance with Pawsure after all, the £30 a month is worth it. Buy a proper sock basket!",
        {
          problems: ['Biscuit ate a whole sock on Tuesday, vet says watch for vomiting.'],
          decisions: [
            "Decided we're getting pet insurance with Pawsure after all, the £30 a month is worth it.",
          ],
        },
      ),
      h(
        'A dog does not decide to love you; it simply fails to imagine doing anything else. Every walk is a new world to him. We could learn a great deal from that. Underlined in the book Jo gave me for my birthday.',
      ),
      h(
        'Dog control order: From 1 July, dogs must be kept on leads on all beaches in Westbay between May and September. Fines of up to £100 apply. Assistance dogs are exempt. The council has also appointed two new dog wardens.',
        {
          announcements: [
            'Dog control order: From 1 July, dogs must be kept on leads on all beaches in Westbay between May and September.',
            'The council has also appointed two new dog wardens.',
          ],
        },
      ),
      h(
        "Puppy class update: Unfortunately the church hall has flooded and we cannot use it for the next two weeks. We've agreed with the primary school to use their playground instead, same times. Please bring extra treats as it's a more distracting space! See you on Thursday.",
        {
          problems: [
            'Puppy class update: Unfortunately the church hall has flooded and we cannot use it for the next two weeks.',
          ],
          decisions: ["We've agreed with the primary school to use their playground instead, same times."],
        },
      ),
      h(
        "Me: Biscuit's been so good today, slept all afternoon\nJo: bless him\nJo: and we're going with the bigger crate for the car, I'll order it tonight\nJo: the grey one, not the black",
        {
          decisions: ["Jo: and we're going with the bigger crate for the car, I'll order it tonight"],
        },
      ),
      h(
        'PawTrack: Biscuit left the safe zone at 14:32. New in the app: you can now share his live location with a dog walker. Tap to see his location.',
        {
          problems: ['PawTrack: Biscuit left the safe zone at 14:32.'],
          announcements: ['New in the app: you can now share his live location with a dog walker.'],
        },
      ),
      h(
        "Owners often decide to get a second dog to cure separation anxiety, but it rarely works. The problem is usually the human's routine, not the dog's loneliness. Start by leaving for five minutes at a time. Reward calm behaviour, not the greeting at the door.",
      ),
      h(
        "Westbay Dog Rescue newsletter\nOur new rehoming centre on Quarry Lane officially opened last weekend, and 14 dogs have already found homes! We're sad to say the kennel block roof is leaking badly and we need £6,000 to fix it. Thank you to everyone who came to the fun day. Photos are on our Facebook page.",
        {
          announcements: [
            'Our new rehoming centre on Quarry Lane officially opened last weekend, and 14 dogs have already found homes!',
          ],
          problems: ["We're sad to say the kennel block roof is leaking badly and we need £6,000 to fix it."],
        },
      ),
      h(
        "Dog walking group\nHannah: we've agreed Saturday meet-ups move to 9am from next week because of the heat\nMark: sounds good\nPriya: can I bring my new foster dog? She's nervous with big dogs\nMark: the more the merrier",
        {
          decisions: [
            "Hannah: we've agreed Saturday meet-ups move to 9am from next week because of the heat",
          ],
        },
      ),
    ],
  },
  {
    name: 'Homeowner renovating a 1930s semi',
    highlights: [
      h(
        "Hi both, We've found rot in two of the floor joists under the bathroom, so that'll need sorting before the tiler comes. Cost is around £900 extra. Let me know if you want to go ahead. Cheers, Gary",
        {
          problems: [
            "Hi both, We've found rot in two of the floor joists under the bathroom, so that'll need sorting before the tiler comes.",
          ],
        },
      ),
      h(
        "Talked it through with Dan tonight. We're going ahead with the joist repair and pushing the kitchen to next year. Still can't agree on the tiles. Dan wants grey, I want green.",
        {
          decisions: ["We're going ahead with the joist repair and pushing the kitchen to next year."],
        },
      ),
      h(
        'Planning application 24/0712/HH: Your application for a single-storey rear extension has been approved, subject to conditions. The decision notice is attached. Work must begin within three years. You can view the conditions on the planning portal.',
        {
          decisions: [
            'Planning application 24/0712/HH: Your application for a single-storey rear extension has been approved, subject to conditions.',
          ],
        },
      ),
      h(
        "Gill next door: your scaffolding is blocking our side gate, can they move it?\nMe: so sorry, will ask the builder first thing\nGill next door: thanks, also we've decided to do our fence at the same time so we can split the cost\nMe: great idea, let's talk at the weekend",
        {
          problems: ['Gill next door: your scaffolding is blocking our side gate, can they move it?'],
          decisions: [
            "Gill next door: thanks, also we've decided to do our fence at the same time so we can split the cost",
          ],
        },
      ),
      h(
        'Heatwise Energy: Good news! Our new heat pump installation service is now available in your area, with grants of up to £7,500. Your annual boiler service is due next month. Log in to book.',
        {
          announcements: [
            'Our new heat pump installation service is now available in your area, with grants of up to £7,500.',
          ],
        },
      ),
      h(
        'Every old house is a record of decisions made by people who are no longer around to explain them. Expect to find problems behind every wall. The good news is that most of them have been living there quietly for decades.',
      ),
      h(
        'Claim update CLM-88213: We have agreed to cover the cost of repairing the water damage to your kitchen ceiling. A loss adjuster will visit on Wednesday. Our surveyor noted that the upstairs radiator is still leaking and must be fixed before repairs can start. Please keep any receipts for emergency work.',
        {
          decisions: [
            'Claim update CLM-88213: We have agreed to cover the cost of repairing the water damage to your kitchen ceiling.',
          ],
          problems: [
            'Our surveyor noted that the upstairs radiator is still leaking and must be fixed before repairs can start.',
          ],
        },
      ),
      h(
        "Residents' parking zone W4 comes into force on 1 August. Permits cost £85 a year and can be bought online. Each household can apply for up to two permits. Following the consultation, the council has decided not to extend the zone to Elm Road.",
        {
          announcements: ["Residents' parking zone W4 comes into force on 1 August."],
          decisions: [
            'Following the consultation, the council has decided not to extend the zone to Elm Road.',
          ],
        },
      ),
      h(
        'electrician coming thurs 8am. fusebox tripping every time the oven and kettle are on together. Ask him about EV charger quote too',
        {
          problems: [
            'electrician coming thurs 8am. fusebox tripping every time the oven and kettle are on together.',
          ],
        },
      ),
      h(
        'Damp is the most common problem in pre-war homes, and the most commonly misdiagnosed. Most damp is condensation, not rising damp. Before paying for a damp-proof course, check your gutters and ventilation.',
      ),
      h(
        "Wyvern Water: We're sorry, a burst main on Linden Road means your water supply may be off until 6pm. Bottled water is available at the Co-op car park. We've launched a £40m programme to replace old mains in your area, starting this summer. Check our website for updates.",
        {
          problems: [
            "Wyvern Water: We're sorry, a burst main on Linden Road means your water supply may be off until 6pm.",
          ],
          announcements: [
            "We've launched a £40m programme to replace old mains in your area, starting this summer.",
          ],
        },
      ),
      h(
        'The new Co-op on Linden Road opens on Friday 9 May, creating 25 jobs. It replaces the old garage, which closed in 2021. Opening hours will be 7am to 10pm. The cash machine outside will be kept.',
        {
          announcements: ['The new Co-op on Linden Road opens on Friday 9 May, creating 25 jobs.'],
        },
      ),
    ],
  },
  {
    name: 'Cricket fan and Sunday-league player',
    highlights: [
      h(
        "Members' update: The committee has approved plans to build a new stand at the Pavilion End, with work starting in October. The Long Room bar is open on all match days. Ticket prices for 2026 will be confirmed in the autumn. Guest passes can be collected from the office.",
        {
          decisions: [
            "Members' update: The committee has approved plans to build a new stand at the Pavilion End, with work starting in October.",
          ],
        },
      ),
      h(
        'England have named 19-year-old Harry Doyle in their Test squad for the first time. Doyle has taken 41 wickets this season. Captain Ben Marsh is ruled out of the series with a hamstring injury. The selectors said they had decided against recalling any senior players.',
        {
          announcements: [
            'England have named 19-year-old Harry Doyle in their Test squad for the first time.',
          ],
          problems: ['Captain Ben Marsh is ruled out of the series with a hamstring injury.'],
          decisions: ['The selectors said they had decided against recalling any senior players.'],
        },
      ),
      h(
        "Rob: tickets for Lord's are sold out already, the site crashed twice\nKev: told you we should've booked in March\nRob: right, decided, we're doing the Oval on the Saturday instead\nKev: fine",
        {
          problems: ["Rob: tickets for Lord's are sold out already, the site crashed twice"],
          decisions: ["Rob: right, decided, we're doing the Oval on the Saturday instead"],
        },
      ),
      h(
        'Cricket is a game of decisions made in a fraction of a second and regretted for years. A batter can fail a hundred times and still be remembered for one innings. That is its cruelty and its charm. Stuck this on the fridge.',
      ),
      h(
        "TicketHub: Your tickets for Saturday's match at the Oval are in the app. Our new mobile wallet is live, so you can now add tickets to Apple Wallet or Google Wallet. Gates open at 9.30am.",
        {
          announcements: [
            'Our new mobile wallet is live, so you can now add tickets to Apple Wallet or Google Wallet.',
          ],
        },
      ),
      h(
        'Saturday: leave at 8. Northern line is part-closed this weekend, so get the bus to Vauxhall. Bring the radio and the scorebook. Sandwiches in the cool bag.',
        {
          problems: ['Northern line is part-closed this weekend, so get the bus to Vauxhall.'],
        },
      ),
      h(
        "Hi all, At last night's AGM we agreed to raise annual subs to £120 and to start a women's team next season. The outfield roller has broken down and the repair quote is £1,400. We're delighted to announce that Sam Reid is our new first-team captain. Match fees stay at £10. See you soon.",
        {
          decisions: [
            "Hi all, At last night's AGM we agreed to raise annual subs to £120 and to start a women's team next season.",
          ],
          problems: ['The outfield roller has broken down and the repair quote is £1,400.'],
          announcements: ["We're delighted to announce that Sam Reid is our new first-team captain."],
        },
      ),
      h(
        'Third Man podcast: interesting bit on how the Hundred was launched to attract families. Apparently the board might cut the number of teams. Not sure I buy it. Listen to the bit at 34 mins again.',
      ),
      h(
        "Surrey have signed Australian fast bowler Liam Curtis on a two-year deal. Curtis missed most of last season with a back stress fracture. He is expected to be fit for the start of the season. The club's new indoor academy opens next month.",
        {
          announcements: [
            'Surrey have signed Australian fast bowler Liam Curtis on a two-year deal.',
            "The club's new indoor academy opens next month.",
          ],
        },
      ),
      h(
        "We didn't fail because of talent. We failed because we stopped making decisions under pressure. That's what I want to change.\nInterview with the Kent coach, The Cricketer, May issue",
      ),
      h(
        "Important: Due to a power fault, the big screen and some card machines will not be working at today's match. Cash will be accepted at all bars. The club has decided to offer members a free drink voucher by way of apology. We apologise for any inconvenience.",
        {
          problems: [
            "Important: Due to a power fault, the big screen and some card machines will not be working at today's match.",
          ],
          decisions: ['The club has decided to offer members a free drink voucher by way of apology.'],
        },
      ),
      h(
        "Fantasy league chat\nOwen: league vote is in, we're switching to the Cricinfo scoring system next season\nOwen: prize pot is £90 this year\nOwen: payment by Friday please\nDave: nice",
        {
          decisions: ["Owen: league vote is in, we're switching to the Cricinfo scoring system next season"],
        },
      ),
    ],
  },
];
