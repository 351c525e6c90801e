import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_113: LabelledDay[] = [
  {
    name: "Priscilla, 52, a coroner's officer in North Yorkshire who plays competitive association croquet, on the Friday before a weekend tournament",
    highlights: [
      h(
        '[13/06/2025, 08:02] Geoff Allard: Morning all, lawns 3 and 4 were cut last night and look superb\n[13/06/2025, 08:05] Geoff Allard: Priscilla can you bring the spare set of clips tomorrow?\n[13/06/2025, 08:11] Priscilla: 👍\n[13/06/2025, 08:13] Jan W: Hoops were reset at 1/16th clearance so expect some tight running',
        'Geoff Allard: Priscilla can you bring the spare set of clips tomorrow?',
      ),
      h(
        'Dear competitors,\nThe draw for the Northern Handicap Weekend is attached. Play starts at 9.30 sharp on Saturday. Please confirm your attendance with the tournament manager by 6pm today. Lunch will be provided by the host club on both days.\nRegards,\nMargaret Hale, Tournament Manager',
        'Please confirm your attendance with the tournament manager by 6pm today.',
      ),
      h(
        'handicap now 7 after Ilkley 🎉\nupdate the handicap card before sat\nmallet grip fraying again\nI meant to regrip it in the winter',
        'update the handicap card before sat',
      ),
      h(
        'Never play a shot you cannot explain to yourself before you play it. Take croquet from the ball nearest your next hoop, not the one that looks prettiest. The break is built in the first two strokes.',
      ),
      h(
        'Inquest file for Mr Hartley: statements still outstanding from the GP and the ambulance crew. Follow up with the surgery about the GP statement Monday am. The follow-up from the pathologist is still awaited. Family liaison call went well and the daughter is content with the date.',
        'Follow up with the surgery about the GP statement Monday am.',
      ),
      h(
        "Alan: Picked up Bramble from your mum's, she's been fed\nAlan: Forecast is 24 degrees and sunny for the whole weekend",
      ),
      h(
        'The Golf Croquet Open was won by Hugh Pemberton for the third year running. Members are reminded that the lawns are closed on Mondays for maintenance. Volunteers are always welcome for the August garden party, so speak to Jan if you can help.',
      ),
      h('Tournament bag\n- [x] mallet\n- [x] clips\n- [x] flask\n- [ ] waterproofs', 'waterproofs'),
      h(
        "Hi Tom, see below from the coroner's office.\n> Please ensure the family have the hearing bundle by 20 June.\nThat's yours now that I'm on leave from Monday, sorry!",
        'Please ensure the family have the hearing bundle by 20 June.',
      ),
      h('Best lawn in Yorkshire, says Hugh. He may well be right, but who mows it at six in the morning?'),
      h(
        'Club subs went up to £45 this year, which caused a row at the AGM. Worth every penny for those lawns.',
      ),
    ],
  },
  {
    name: 'Kwame, 34, a hydrographic surveyor on the tidal Thames who orienteers with a Kent club, on a Wednesday',
    highlights: [
      h(
        "Hi all,\nSunday's event at Lullingstone is on, as permission from the estate came through yesterday. The start team is already full, thanks to the juniors. Kwame, you're on control collection once courses close. Remember that dogs are not allowed anywhere in the deer park.\nCheers, Nick",
        "Kwame, you're on control collection once courses close.",
      ),
      h(
        "From Sarah's coaching session:\nAfter every control, pick out the next feature before you leave the flag. Slow down at the attack point. Don't trust the paths on old maps.",
      ),
      h(
        'Becca: the multibeam on the Thames Guardian is throwing errors again\nBecca: can you log a ticket with Kongsberg before you go out on the boat tomorrow\nKwame: thanks, saw that',
        'Becca: can you log a ticket with Kongsberg before you go out on the boat tomorrow',
      ),
      h(
        'Low water Erith 06:42 Thurs\nSurvey lines 14-22 all run yesterday\nsend the SVP file to Mei by 5',
        'send the SVP file to Mei by 5',
      ),
      h(
        'Lost nine minutes on control 7 at Bedgebury. Went straight past the re-entrant because I had the map upside down. I need to practise thumbing the map on the way to the attack point.',
        'I need to practise thumbing the map on the way to the attack point.',
      ),
      h(
        'The fastest orienteers are not the quickest runners but the ones who never stop. Simplify the leg: run to the big feature and then read the detail.',
      ),
      h(
        'Committee minutes, 3 June\nAction: Kwame to renew the permanent course licence with the council by 30 June. The insurance renewal was discussed and agreed. Mapping of Joydens Wood will follow in the autumn.',
        'Action: Kwame to renew the permanent course licence with the council by 30 June.',
      ),
      h('Decathlon had the thumb compasses half price, so I bought two.'),
      h(
        "Efua: The boiler man came, all sorted 👍\nEfua: Are we still going to my sister's on Saturday or is that your event weekend?",
        "Efua: Are we still going to my sister's on Saturday or is that your event weekend?",
      ),
      h(
        'The British Orienteering Championships will be held in the Lake District next May. Entries open on 1 February and are expected to sell out.',
      ),
      h(
        'Reminder: all survey staff must complete the revised lone-working e-learning by Friday 27th.',
        'Reminder: all survey staff must complete the revised lone-working e-learning by Friday 27th.',
      ),
    ],
  },
  {
    name: 'Bronwen, 45, a self-employed gas engineer in Wrexham training for a masters powerlifting meet, on a Tuesday',
    highlights: [
      h(
        'Coach Dai: Deadlift top set was moving well today, bar speed much better than last week\nCoach Dai: send me the video of your last squat single tonight\nCoach Dai: They were strict on singlets at the last British Masters',
        'Coach Dai: send me the video of your last squat single tonight',
      ),
      h('Squat 3x3 @ 140kg, RPE 8\nBench 5x5 @ 62.5kg\nDeads 1x2 @ 185kg, hips shot up on rep 2'),
      h(
        'Mrs Pritchard, 14 Acton Road: boiler pressure dropping, suspect the PRV. Order a PRV for the Worcester Greenstar. Back Thursday 10am to fit.',
        'Order a PRV for the Worcester Greenstar.',
        'Back Thursday 10am to fit.',
      ),
      h(
        'Strength is a skill, and skills are built by practising them when you are fresh. Never miss a lift in training that you could have made with a better setup. Eat like it is your job.',
      ),
      h(
        'TODO renew Gas Safe card, expires 31 July\nCPD hours all logged',
        'TODO renew Gas Safe card, expires 31 July',
      ),
      h(
        'Dear lifter,\nWeigh-ins for the Welsh Masters open at 8am. Please bring photo ID and your membership card. Rack heights are taken at weigh-in. Good luck!',
        'Please bring photo ID and your membership card.',
      ),
      h(
        'You need to book the van in for its MOT before the 12th. The clutch is fine for now.',
        'You need to book the van in for its MOT before the 12th.',
      ),
      h(
        "Ceri: Mam's birthday tea is at ours Sunday, 4ish\nCeri: can you bring a pudding? nothing with nuts, Owen's allergic",
        "Ceri: can you bring a pudding? nothing with nuts, Owen's allergic",
      ),
      h(
        "I used to think I'd never bench bodyweight. Today I got 65 for a clean single and nearly cried in the garage.",
      ),
      h('Protein target 150g a day\nCreatine every day, even rest days\nSleep is where the gains happen'),
      h("Mr Evans: Thanks Bronwen, fire's working a treat now, the wife is delighted"),
    ],
  },
  {
    name: 'Deshawn, 29, a clock and watch repairer in Milwaukee who bowls in a Thursday-night league, on a Thursday',
    highlights: [
      h(
        "Big Mike: Lanes 17-18 tonight vs Pin Pals, 6:30 start\nBig Mike: Terrell's out with his wrist again, hoping he's back for the roll-off\nBig Mike: everybody pay your $22 sheet money before practice",
        'Big Mike: everybody pay your $22 sheet money before practice',
      ),
      h(
        'Pro shop\nPhaze II back from resurface\nring finger insert feels loose\nask Lou about a layout for the urethane ball',
        'ask Lou about a layout for the urethane ball',
      ),
      h(
        "Customer's Seth Thomas mantel clock: mainspring set, bushing worn at the third wheel. Quoted her $340 for a full overhaul and she said yes. The case was refinished by somebody in the 70s, badly.",
      ),
      h(
        'Make a good shot and the pins will take care of themselves. Stay behind the ball at release and let your thumb exit first. Always move left as the lanes break down.',
      ),
      h(
        "Mrs Kowalski wants her grandfather's pocket watch back by Mother's Day, so the balance staff has to be ordered from Cas-Ker this week.",
        "Mrs Kowalski wants her grandfather's pocket watch back by Mother's Day, so the balance staff has to be ordered from Cas-Ker this week.",
      ),
      h(
        'Tasha: can you call the landlord about the radiator before tonight\nTasha: also my mom says hi, she loved the clock you fixed',
        'Tasha: can you call the landlord about the radiator before tonight',
      ),
      h(
        'Week 11 standings: Gutter Kings 28-16, Pin Pals 26-18, Split Happens 22-22. High series this week went to Ray Okafor with a 742.',
      ),
      h(
        'My average is 191 right now. I should be at 200 by the end of the season if my spare shooting holds up. Practice 10-pin spares Saturday morning at Bowl-A-Vard.',
        'Practice 10-pin spares Saturday morning at Bowl-A-Vard.',
      ),
      h(
        "Quarterly estimated tax payment due June 16\nSeller's permit renewal done\nI called the accountant about the home-office deduction",
        'Quarterly estimated tax payment due June 16',
      ),
      h(
        'The AWCI summer seminar on chronograph servicing is now full. A waitlist is available on the website. Registered members should have received a confirmation email.',
      ),
      h('Trash out tonight', 'Trash out tonight'),
    ],
  },
  {
    name: 'Yasmin, 38, an embryologist at an IVF clinic in Cardiff who plays tournament Scrabble, on a Monday',
    highlights: [
      h(
        "[09/03/2026, 19:02] Gwyn: Reminder that club night moves to the Heath library from next week\n[09/03/2026, 19:04] Gwyn: Yasmin could you bring the two spare boards and the clocks?\n[09/03/2026, 19:10] Yasmin: Sure, they're in my boot anyway",
        'Gwyn: Yasmin could you bring the two spare boards and the clocks?',
      ),
      h('Words to learn this week\nQI, ZA, XU\nQAT, QIS, SUQ\nQ-without-U list mostly learnt now'),
      h(
        'Balance your rack before you chase the big score. Keep the S unless it earns you at least ten extra points. A bingo every game is worth more than a hundred clever two-letter plays.',
      ),
      h(
        "Hi Yasmin,\nThe HFEA inspectors are coming on the 18th. Can you pull together the incubator alarm logs for February by Wednesday? Also, Dr Hughes has signed off the vitrification audit, so that's one less thing.\nThanks, Sian",
        'Can you pull together the incubator alarm logs for February by Wednesday?',
      ),
      h(
        'Welsh Open entries close Fri 20th, must enter this week\nFee £25 incl lunch',
        'Welsh Open entries close Fri 20th, must enter this week',
      ),
      h(
        'Played Huw in the final round and lost by 12 after he bingoed with RETAINS through my E. I had the blank and held it far too long. Lesson learned, again.',
      ),
      h(
        "Mum: Your dad's appointment at the Heath is Thursday at 2, can you take him?\nMum: I've got my own hospital thing that morning",
        "Mum: Your dad's appointment at the Heath is Thursday at 2, can you take him?",
      ),
      h(
        "Don't forget you promised Gwyn the rating changes for the club newsletter.",
        "Don't forget you promised Gwyn the rating changes for the club newsletter.",
      ),
      h('Tesco\n- oat milk\n- [x] bin bags\n- [x] birthday card for Elin', 'oat milk'),
      h(
        'Collins Scrabble Words added hundreds of new entries this year, including OK and EW. Purists are not happy.',
      ),
      h(
        "ICSI list today: 9 patients, 4 ICSI and 5 conventional. Embryo transfer for patient 2231 moved to 11:30 at the couple's request.",
      ),
    ],
  },
  {
    name: 'Howard, 66, a semi-retired signwriter in Deal who is match secretary of a sea angling club, on a Sunday',
    highlights: [
      h(
        "Match secretary jobs\n1. Book the pier for the winter league\n2. Order the trophies from Perry's\nPools money is all in now, thank God",
        'Book the pier for the winter league',
        "Order the trophies from Perry's",
      ),
      h(
        'Fourteen anglers fished the Sunday match off Deal Pier in a stiff north-easterly. Dave Cotter won with a codling of 3lb 6oz. Everything else was whiting and dabs.',
      ),
      h('HW Dover 07:12, 4.9m. Wind SW 3-4, backing S later. Should be good on the beach after dark.'),
      h(
        'Fish the tide, not the clock. Always scale down your hooklength when the water clears. Never leave bait on the shingle for the gulls.',
      ),
      h(
        'The Royal Hotel has confirmed the fascia job for after Easter. Got the scaffold tower back from Terry at last. Order 2 books of 23.5 carat gold leaf from Wrights.',
        'Order 2 books of 23.5 carat gold leaf from Wrights.',
      ),
      h(
        "Pete: Who's doing the weigh-in next Sunday? I can't, I'm at my daughter's in Ashford\nHoward: Not me either, I'm in Margate with the grandkids",
        "Pete: Who's doing the weigh-in next Sunday?",
      ),
      h(
        'Jean: the Hendersons are coming for lunch at 1, can you get the joint out of the freezer before you go fishing',
        'Jean: the Hendersons are coming for lunch at 1, can you get the joint out of the freezer before you go fishing',
      ),
      h(
        "Forty years I've fished this pier. My dad taught me to cast off the end of it with a split-cane rod he'd made himself.",
      ),
      h(
        'Subs for 2026 stay at £30 and juniors fish free. Anyone wishing to join the committee should speak to the chairman at the AGM. We need to decide whether to move the winter league to Saturdays before the AGM. Thanks to everyone who helped at the open day.',
        'We need to decide whether to move the winter league to Saturdays before the AGM.',
      ),
      h('The rod rings on the Zziplex were re-whipped by Colin and look like new.'),
      h("Doctor's Tues 9.40 re knee", "Doctor's Tues 9.40 re knee"),
    ],
  },
  {
    name: 'Mai, 31, an operational meteorologist in Exeter who paddles with a dragon boat club, on a Wednesday',
    highlights: [
      h(
        "Coach Lin: Crew list for Saturday's Nottingham regatta is up on the team sheet\nCoach Lin: Mai you're on seat 3 left, please confirm by tonight\nCoach Lin: Timing in the back half was miles better last night",
        "Coach Lin: Mai you're on seat 3 left, please confirm by tonight",
      ),
      h(
        'Handover 06Z: frontal system clearing east by midday. The yellow wind warning for SW England remains valid until 21Z. Issue the amended inshore waters forecast at 16:00.',
        'Issue the amended inshore waters forecast at 16:00.',
      ),
      h(
        'Reach long and catch with the whole blade before you pull. The power comes from the legs and the rotation, not the arms. Trust the drummer.',
      ),
      h('Go Outdoors\npaddling gloves\nshorts are fine for now', 'paddling gloves'),
      h('Regatta entry £40 each, already paid Anna'),
      h(
        'A forecast is only useful if someone acts on it. Probabilistic forecasts should be communicated with the same confidence as deterministic ones. Users rarely read past the headline.',
      ),
      h(
        "Jonny: landlord says the electrician should be there between 8 and 12 tomorrow\nJonny: can you be in? I'm on an early",
        'Jonny: can you be in?',
      ),
      h(
        'Capsized in training for the first time tonight. Turns out a dragon boat takes ages to right. Who knew the Exe was that cold in March?',
      ),
      h(
        'All forecasters: the new rota for April is on SharePoint. Please complete the NSWWS refresher module by 25 March. The module takes about forty minutes and counts towards your CPD.',
        'Please complete the NSWWS refresher module by 25 March.',
      ),
      h(
        'Remember to email Dr Okoro about the poster for the RMetS conference',
        'Remember to email Dr Okoro about the poster for the RMetS conference',
      ),
      h('Swim test passed, finally.'),
    ],
  },
  {
    name: 'Anjali, 40, an independent bookseller in Leicester who captains a badminton league team, on a Tuesday',
    highlights: [
      h(
        'Dear captains,\nThanks to all of you for getting the results in on time this season. The shuttle for next season is the RSL Grade 3. Fixtures for the autumn half will be published next week.',
      ),
      h(
        "Raj: can't make Thursday, knee's playing up again\nPriya: I'll play if you're stuck, but only ladies' doubles\nAnjali: who can cover Raj on Thursday, need to know by tomorrow pls",
        'Anjali: who can cover Raj on Thursday, need to know by tomorrow pls',
      ),
      h(
        'Publisher rep from Faber in at 11 tomorrow. Need to go through the autumn catalogue before then. The Booker longlist is out on the 29th.',
        'Publisher rep from Faber in at 11 tomorrow.',
        'Need to go through the autumn catalogue before then.',
      ),
      h(
        "Get back to base after every shot. Play to the corners and the middle will open up. Don't fall in love with the smash.",
      ),
      h(
        'Shuttle tubes running low, order 6 from Badminton Warehouse before Thurs',
        'Shuttle tubes running low, order 6 from Badminton Warehouse before Thurs',
      ),
      h(
        "Mrs Begum's special order (the Tagore translation) came in today. Ring her to collect. The card machine was playing up again this afternoon.",
        'Ring her to collect.',
      ),
      h(
        "We lost 5-4 to Loughborough Sports, but our third pair played the best I've ever seen them. I should have put Kav and Sam together from the start.",
      ),
      h(
        'She decided that she would leave in the spring, when the roads were open. Nobody believed her, least of all her brother.',
      ),
      h(
        "Vikram: Sports day moved to Weds 2pm, can you do it or shall I?\nVikram: Also I've sorted the car insurance, it was £60 cheaper",
        'Vikram: Sports day moved to Weds 2pm, can you do it or shall I?',
      ),
      h(
        'Wednesday\n- window display for summer reading\n- [x] VAT return\n- [x] invoice the school for the class set',
        'window display for summer reading',
      ),
      h(
        'Badminton England has launched a new coaching pathway for adult players. Clubs should expect more information in the autumn.',
      ),
    ],
  },
];
