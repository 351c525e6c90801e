import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_V: LabelledListDay[] = [
  {
    name: 'Jess, manager of a seven-piece ska band from Bristol, booking the summer festival run, on a Wednesday',
    highlights: [
      h(
        "Hi Jess, thanks for the quick reply. We've confirmed the Rudies for the Sunday of Harbourside Weekender, 4.15pm on the Dock Stage. Load-in is from 1pm via the Cumberland Road gate. Contract to follow by Friday. Any questions, give me a shout.",
        {
          decisions: [
            "We've confirmed the Rudies for the Sunday of Harbourside Weekender, 4.15pm on the Dock Stage.",
          ],
        },
      ),
      h(
        "Dan: van's making that grinding noise again on the left side\nMarcus: of course it is\nDan: Garage can't look at it till the 19th and we need it for Frome on the 14th\nPriya: can we not borrow Kel's brother's Transit?\nJess: ok I'll look at hiring one",
        {
          problems: [
            "Dan: van's making that grinding noise again on the left side",
            "Dan: Garage can't look at it till the 19th and we need it for Frome on the 14th",
          ],
        },
      ),
      h(
        'Band meeting, Sun 8 June\nPresent: Jess, Dan, Marcus, Priya, Tom, Kel, Ruth\nWe\'re dropping "Skank Tank" from the set until Tom\'s wrist is better.\nAgreed to split merch profits seven ways from now on, not by who sold.\nKel raised maybe switching to in-ear monitors, no decision yet.\nNext rehearsal Thursday at the Fire Station.\nMeeting closed 9.40pm',
        {
          decisions: [
            'We\'re dropping "Skank Tank" from the set until Tom\'s wrist is better.',
            'Agreed to split merch profits seven ways from now on, not by who sold.',
          ],
        },
      ),
      h(
        "The Old Tram Depot, Bristol's newest 600-capacity venue, opens its doors on 20 June with a free launch party. The building sat empty for eleven years after the tram company went bust. Owner Lee Harwood says he wants it to feel like a front room with a PA.",
        {
          announcements: [
            "The Old Tram Depot, Bristol's newest 600-capacity venue, opens its doors on 20 June with a free launch party.",
          ],
        },
      ),
      h(
        "Most bands don't fail because they're bad. They fail because nobody decided who was doing the boring jobs. Decide early, write it down, and revisit it every year.",
      ),
      h(
        "Subject: Release update\nGood news: \"Harbour Lights\" goes out on all streaming platforms this Friday, 13 June. Bad news: the vinyl pressing plant has pushed our records back to late July, so we won't have them for the tour. I've asked them to prioritise us but they're backed up with Record Store Day stock.",
        {
          problems: [
            "Bad news: the vinyl pressing plant has pushed our records back to late July, so we won't have them for the tour.",
          ],
          announcements: [
            'Good news: "Harbour Lights" goes out on all streaming platforms this Friday, 13 June.',
          ],
        },
      ),
      h(
        "chase Harbourside for the contract\nPriya's sister could do photos at Frome?\nBook the van hire before Friday",
      ),
      h(
        'Jess — heads up, the Frome gig on the 14th has only sold 62 of 250 tickets so far. Last time you played here it sold out on the door. Posters went up around town on Monday. Can the band push it on socials this week?',
        {
          problems: ['Jess — heads up, the Frome gig on the 14th has only sold 62 of 250 tickets so far.'],
        },
      ),
      h(
        "Priya: right, vote closed — we're going with the green artwork for the single.\nTom: 🙌\nRuth: Fine by me, the orange one looked like a fruit shop",
        {
          decisions: ["Priya: right, vote closed — we're going with the green artwork for the single."],
        },
      ),
      h(
        'Bristol City Council has approved a new late-licence scheme for grassroots venues, letting them open until 3am on Fridays and Saturdays from 1 September. Several venues closed during the pandemic and never reopened. Councillor Amira Shah said the scheme "recognises music as part of the city\'s economy".',
        {
          decisions: [
            'Bristol City Council has approved a new late-licence scheme for grassroots venues, letting them open until 3am on Fridays and Saturdays from 1 September.',
          ],
          announcements: [
            'Bristol City Council has approved a new late-licence scheme for grassroots venues, letting them open until 3am on Fridays and Saturdays from 1 September.',
          ],
        },
      ),
      h(
        "Draft post: We're thrilled to announce that Sol Mensah is joining the Rudies on trombone from the Frome show onwards! Sol has played in half the horn sections in the South West. Come and say hi on the 14th.",
        {
          announcements: [
            "Draft post: We're thrilled to announce that Sol Mensah is joining the Rudies on trombone from the Frome show onwards!",
          ],
        },
      ),
      h(
        "Label call notes: they're passing on funding a second video. Budget goes into radio plugging instead, decided by Mo this morning. Still think the video would do more for us but it's their money. Mo says we can revisit it in the autumn.",
        {
          decisions: [
            "Label call notes: they're passing on funding a second video.",
            'Budget goes into radio plugging instead, decided by Mo this morning.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Sue, honorary secretary of a rowing club on the Dee in Chester, on the Monday after regatta weekend',
    highlights: [
      h(
        'Committee meeting 2 June — minutes (draft)\nThe committee approved the purchase of a second-hand coxless four from Grosvenor RC for £6,500.\nIt was agreed that juniors must be accompanied by a coach on the water at all times from now on.\nTreasurer reported the bar made a loss again in May.\nThe idea of a winter ergo league was discussed but parked until September.\nAOB: none.',
        {
          decisions: [
            'The committee approved the purchase of a second-hand coxless four from Grosvenor RC for £6,500.',
            'It was agreed that juniors must be accompanied by a coach on the water at all times from now on.',
          ],
          problems: ['Treasurer reported the bar made a loss again in May.'],
        },
      ),
      h(
        "Hi Sue, just to let you know the boathouse side door wasn't locked when I arrived at 6am on Saturday. Nothing seems to be missing. Could someone remind everyone to check it on the way out? Cheers, Alan",
        {
          problems: [
            "Hi Sue, just to let you know the boathouse side door wasn't locked when I arrived at 6am on Saturday.",
          ],
        },
      ),
      h(
        'British Rowing has launched a new online safeguarding course, mandatory for all club coaches from 1 October. It takes about 90 minutes to complete.',
        {
          announcements: [
            'British Rowing has launched a new online safeguarding course, mandatory for all club coaches from 1 October.',
          ],
        },
      ),
      h(
        'In a crew, the worst thing is not a bad decision but no decision. Eight people pulling slightly differently are slower than eight people pulling the same wrong way. Trust the cox.',
      ),
      h(
        "Gav: Trailer tyre blew on the A55 coming back, we're on the hard shoulder near Northop\nGav: Boats are fine, AA say 90 mins\nMel: Oh no! Shout if you need the club van\nGav: Will do, nobody hurt",
        {
          problems: [
            "Gav: Trailer tyre blew on the A55 coming back, we're on the hard shoulder near Northop",
          ],
        },
      ),
      h(
        'NOTICE TO MEMBERS\nWarning: the Environment Agency has raised the Dee flood alert to amber and the current at the weir is dangerous.\nPlease check the club WhatsApp before coming down.\nThe gym and ergs remain open as normal.\nThanks, Sue (Hon Sec)',
        {
          problems: [
            'Warning: the Environment Agency has raised the Dee flood alert to amber and the current at the weir is dangerous.',
          ],
        },
      ),
      h(
        "Chester Regatta results are now published on the website. Deeside won three events, including the women's masters eights for the first time since 2011. Well done all! Photos from Saturday are in the shared album. Thanks to everyone who helped with the marquee.",
        {
          announcements: [
            'Chester Regatta results are now published on the website.',
            "Deeside won three events, including the women's masters eights for the first time since 2011.",
          ],
        },
      ),
      h(
        'Sue to do: renew the boathouse insurance before 30 June\nAsk Mel if the fours need re-rigging\nAsk Rob about the August BBQ date\nEmail the league about the autumn head races',
      ),
      h(
        "Dear members, at last night's EGM the club voted to raise the senior subscription to £240 a year from 1 January. The vote was 41 for and 9 against. I know nobody likes paying more, but the alternative was closing the bar.",
        {
          decisions: [
            "Dear members, at last night's EGM the club voted to raise the senior subscription to £240 a year from 1 January.",
          ],
          announcements: [
            "Dear members, at last night's EGM the club voted to raise the senior subscription to £240 a year from 1 January.",
          ],
        },
      ),
      h(
        'Volunteer-run clubs rarely die from a single crisis. They fade because the same five people do everything until they stop. Ask for help before you need it.',
      ),
      h(
        "Sue, the coaching launch has a crack along the hull near the transom. I've tagged it out of service and told the juniors' parents. Photos attached.",
        {
          problems: ['Sue, the coaching launch has a crack along the hull near the transom.'],
        },
      ),
      h(
        "Mel: Committee's agreed by email — we're hiring a launch from Grosvenor RC for the rest of June.\nGav: Sensible\nMel: Sue can you sort the paperwork?\nMel: Also great news, we've been awarded £4,000 from the Sport England small grants fund for a new boat trailer!\nMel: And Hannah Cole starts as our new head coach on 1 July.",
        {
          decisions: [
            "Mel: Committee's agreed by email — we're hiring a launch from Grosvenor RC for the rest of June.",
          ],
          announcements: [
            "Mel: Also great news, we've been awarded £4,000 from the Sport England small grants fund for a new boat trailer!",
            'Mel: And Hannah Cole starts as our new head coach on 1 July.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Lynn, chair of governors at a secondary academy in Sunderland, on a Tuesday',
    highlights: [
      h(
        "FGB minutes, 10 June (extract)\nGovernors approved the 2025–26 budget with a planned in-year deficit of £85,000.\nThe board agreed to adopt the trust's new attendance policy from September.\nThe head reported that persistent absence in Year 9 is at 24%, well above the national figure.\nGovernors asked for a breakdown by pupil group at the next meeting.",
        {
          decisions: [
            'Governors approved the 2025–26 budget with a planned in-year deficit of £85,000.',
            "The board agreed to adopt the trust's new attendance policy from September.",
          ],
          problems: [
            'The head reported that persistent absence in Year 9 is at 24%, well above the national figure.',
          ],
        },
      ),
      h(
        "Dear Lynn, I wanted you to hear it from me first: we found asbestos in the ceiling void of the D block science labs during the summer survey. The labs are sealed off and no pupils or staff have been exposed. The trust estates team is arranging removal, but it may not be finished before September. I'll call you this evening to talk it through.",
        {
          problems: [
            'Dear Lynn, I wanted you to hear it from me first: we found asbestos in the ceiling void of the D block science labs during the summer survey.',
            'The trust estates team is arranging removal, but it may not be finished before September.',
          ],
        },
      ),
      h(
        'The Department for Education has announced that Ofsted single-word judgements will be replaced by report cards from November. Schools will be graded across several areas instead. Unions broadly welcomed the change.',
        {
          announcements: [
            'The Department for Education has announced that Ofsted single-word judgements will be replaced by report cards from November.',
          ],
        },
      ),
      h(
        "A good board decides few things, and decides them well. Governors who try to run the school end up failing at the one job only they can do: holding leaders to account. Ask questions; don't give instructions.",
      ),
      h(
        "Jen (clerk): Two parent governors have now resigned, so we're below quorum for committees\nJen (clerk): I've put an election notice on the website\nMe: Thanks Jen, can you also mention it in Friday's newsletter?",
        {
          problems: [
            "Jen (clerk): Two parent governors have now resigned, so we're below quorum for committees",
          ],
        },
      ),
      h(
        'We are delighted to announce that Mr Daniel Okoro will join us as Deputy Headteacher in September. He joins from Farringdon Community Academy, where he led maths. Our new after-school homework club also starts on Monday in the library. Please remember that PE kits must be named.',
        {
          announcements: [
            'We are delighted to announce that Mr Daniel Okoro will join us as Deputy Headteacher in September.',
            'Our new after-school homework club also starts on Monday in the library.',
          ],
        },
      ),
      h(
        "Questions for Thursday\nWhy did the catering contract go to tender without coming to FGB?\nWhat's the plan if D block isn't ready?\nCheck the SEND governor training date\nAsk the head for the latest Year 11 forecasts",
      ),
      h(
        'Amir: For the record, we went with Northumbria Catering — cheapest bid and they already do two trust schools.\nLynn: Thanks, did anyone check their hygiene ratings?\nAmir: All 5s\nLynn: Great, thanks',
        {
          decisions: [
            'Amir: For the record, we went with Northumbria Catering — cheapest bid and they already do two trust schools.',
          ],
        },
      ),
      h(
        "Dear Chair of Governors, I am writing to complain that my son's EHCP provision has not been put in place despite being agreed in March. He has had no one-to-one support for eleven weeks. I have attached his plan. Could you tell me who I should speak to?",
        {
          problems: [
            "Dear Chair of Governors, I am writing to complain that my son's EHCP provision has not been put in place despite being agreed in March.",
            'He has had no one-to-one support for eleven weeks.',
          ],
        },
      ),
      h(
        "A new 3G pitch at Hylton Academy opens to the community on Saturday after a £900,000 build. The old grass pitch had flooded every winter for a decade. Bookings can be made through the council's leisure app.",
        {
          announcements: [
            'A new 3G pitch at Hylton Academy opens to the community on Saturday after a £900,000 build.',
          ],
        },
      ),
      h(
        'Most school improvement plans fail not because the ideas are wrong but because there are too many of them. Choose three priorities. Let the rest wait.',
      ),
      h(
        "Lynn, following yesterday's trust board, the decision has been made to close the sixth form at Castle View at the end of 2026 due to low numbers. We'll announce it to staff and families on Monday, so please keep it confidential until then. I know this will be difficult for the governors.",
        {
          decisions: [
            "Lynn, following yesterday's trust board, the decision has been made to close the sixth form at Castle View at the end of 2026 due to low numbers.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Trustee of a small donkey sanctuary charity in west Somerset, on a Saturday',
    highlights: [
      h(
        'Trustee meeting notes 14 June\nAgreed: we stop taking in new donkeys until the winter barn is finished.\nTrustees voted to move the bank account to Unity Trust Bank once the new signatories are set up.\nDecision on the new fundraising post deferred to July.\nPaula reported two donkeys with laminitis; the vet is coming Tuesday.\nWe need to think about how we replace Geoff when he retires.',
        {
          decisions: [
            'Agreed: we stop taking in new donkeys until the winter barn is finished.',
            'Trustees voted to move the bank account to Unity Trust Bank once the new signatories are set up.',
          ],
          problems: ['Paula reported two donkeys with laminitis; the vet is coming Tuesday.'],
        },
      ),
      h(
        'Dear Trustees, we have noticed unusual activity on your account ending 4471. A payment of £2,350 to an unknown payee was attempted on 12 June and has been blocked. Please call our fraud team as soon as possible. This message was sent to all named signatories.',
        {
          problems: [
            'Dear Trustees, we have noticed unusual activity on your account ending 4471.',
            'A payment of £2,350 to an unknown payee was attempted on 12 June and has been blocked.',
          ],
        },
      ),
      h(
        'The Charity Commission has published new guidance on trustee conflicts of interest, which applies from 1 August. Trustees are advised to review their register of interests before then. The guidance runs to 14 pages.',
        {
          announcements: [
            'The Charity Commission has published new guidance on trustee conflicts of interest, which applies from 1 August.',
          ],
        },
      ),
      h(
        "Tasha: Morning all! Jasper got out again through the gap in the top paddock fence\nTasha: He's back in now, eating the hedge\nKeith: I'll bring posts tomorrow, that fence is rotten all along the back\nTasha: Legend",
        {
          problems: [
            'Jasper got out again through the gap in the top paddock fence',
            "Keith: I'll bring posts tomorrow, that fence is rotten all along the back",
          ],
        },
      ),
      h(
        'Charities are not businesses, but they fail like businesses: slowly, and then all at once. The warning signs are always there in the accounts for those who look. Most trustees would rather not look.',
      ),
      h(
        "Summer newsletter\nWe're excited to announce our first Open Day, on Sunday 27 July, 11am to 4pm. Meet the donkeys, try the cake stall and see the new barn going up. Our new sponsor-a-donkey scheme launches the same day, from £5 a month. Entry is free for children under 12.",
        {
          announcements: [
            "We're excited to announce our first Open Day, on Sunday 27 July, 11am to 4pm.",
            'Our new sponsor-a-donkey scheme launches the same day, from £5 a month.',
          ],
        },
      ),
      h(
        "Hi all, just a flag that hay prices have nearly doubled since last year because of the dry spring. I've attached the last three invoices. I'd like us to discuss this properly at the July meeting.",
        {
          problems: [
            'Hi all, just a flag that hay prices have nearly doubled since last year because of the dry spring.',
          ],
        },
      ),
      h(
        "Following our vote by email, the trustees have chosen Harrow & Pike to build the winter barn. Their quote was the middle one but they can start in August. I'll let the other two firms know.",
        {
          decisions: [
            'Following our vote by email, the trustees have chosen Harrow & Pike to build the winter barn.',
          ],
        },
      ),
      h(
        'Sunny Meadows Donkey Sanctuary near Wiveliscombe has appointed retired equine vet Rachel Ames as its patron. Rachel has supported the sanctuary since it opened in 2009 and still visits most weeks.',
        {
          announcements: [
            'Sunny Meadows Donkey Sanctuary near Wiveliscombe has appointed retired equine vet Rachel Ames as its patron.',
          ],
        },
      ),
      h(
        'things to sort before Open Day\nparking, ask Hollins farm\nFirst aid kit\nCard reader for the cake stall\nSpare halters',
      ),
      h(
        'The most generous donors are rarely the richest. They are the ones who were asked personally, thanked quickly and told what their money did. Nobody gives twice to a charity that forgot to say thank you.',
      ),
      h(
        "Following Tuesday's visit: both Bramble and Nutmeg have laminitis, and Bramble's is severe. We've decided to keep them both on box rest with a restricted diet for at least four weeks. Please make sure nobody gives them treats.",
        {
          decisions: [
            "We've decided to keep them both on box rest with a restricted diet for at least four weeks.",
          ],
          problems: [
            "Following Tuesday's visit: both Bramble and Nutmeg have laminitis, and Bramble's is severe.",
          ],
        },
      ),
    ],
  },
  {
    name: "Treasurer of a tenants' association in a 22-storey Toronto rental tower, on a Wednesday",
    highlights: [
      h(
        'NOTICE TO TENANTS: Starting July 1, Parkview Properties will charge $75 a month for parking spaces that were previously free. This applies to all existing and new leases. Questions can be directed to the management office.',
        {
          announcements: [
            'NOTICE TO TENANTS: Starting July 1, Parkview Properties will charge $75 a month for parking spaces that were previously free.',
          ],
        },
      ),
      h(
        "TA general meeting, June 11\n34 tenants attended, our biggest turnout yet.\nMembers voted to file a group application with the Landlord and Tenant Board over the parking charge.\nWe agreed the association will cover the filing fee from the hardship fund.\nSomeone suggested a rent strike; most people weren't ready for that.",
        {
          decisions: [
            'Members voted to file a group application with the Landlord and Tenant Board over the parking charge.',
            'We agreed the association will cover the filing fee from the hardship fund.',
          ],
        },
      ),
      h(
        "Unit 1407: Elevator B is out AGAIN, third time this month\nUnit 903: Ugh, I'm on 9 so not too bad for me\nUnit 1802: My mom uses a walker, she's basically stuck in the apartment\nUnit 512: Has anyone reported it to management?\nUnit 2201: Putting it on the agenda for Thursday",
        {
          problems: [
            'Unit 1407: Elevator B is out AGAIN, third time this month',
            "Unit 1802: My mom uses a walker, she's basically stuck in the apartment",
          ],
        },
      ),
      h(
        'Toronto city council has voted to extend the RentSafeTO inspection program to all buildings with three or more storeys, starting in January. Tenant advocates have pushed for the change for years. The city says an inspection takes about half a day per building.',
        {
          decisions: [
            'Toronto city council has voted to extend the RentSafeTO inspection program to all buildings with three or more storeys, starting in January.',
          ],
          announcements: [
            'Toronto city council has voted to extend the RentSafeTO inspection program to all buildings with three or more storeys, starting in January.',
          ],
        },
      ),
      h(
        'Note to self: hardship fund balance $1,240 after last week. Two requests pending. Need receipts from Marisol for the BBQ supplies. Pay Dee back $36 for printing.',
      ),
      h(
        "Tenants don't win because they are right. They win because they are organized, and because they keep showing up after the landlord expects them to give up. Organizing is mostly knocking on doors.",
      ),
      h(
        "Dear Tenants' Association, thank you for your letter of June 3. Parkview has decided to replace the Elevator B control board rather than keep patching it, and the work is booked for June 24. Until then, residents with mobility needs can request assistance from the superintendent.",
        {
          decisions: [
            'Parkview has decided to replace the Elevator B control board rather than keep patching it, and the work is booked for June 24.',
          ],
        },
      ),
      h(
        "Dee: heads up, the fire marshal found the 12th floor stairwell door propped open with a chair again\nDee: I took a photo\nMe: I'll put a poster up on every floor",
        {
          problems: [
            'Dee: heads up, the fire marshal found the 12th floor stairwell door propped open with a chair again',
          ],
        },
      ),
      h(
        'Welcome to our new co-chair, Aisha Rahman from unit 1105, elected unopposed at the June meeting! Our free tax clinic returns on the first Saturday of every month starting in September. Thanks to everyone who came out to vote.',
        {
          decisions: [
            'Welcome to our new co-chair, Aisha Rahman from unit 1105, elected unopposed at the June meeting!',
          ],
          announcements: [
            'Welcome to our new co-chair, Aisha Rahman from unit 1105, elected unopposed at the June meeting!',
            'Our free tax clinic returns on the first Saturday of every month starting in September.',
          ],
        },
      ),
      h(
        "Hi, thanks for sending the signed forms. Unfortunately the LTB is running about five months behind, so the hearing won't be before November. Please keep collecting statements from each affected tenant.",
        {
          problems: [
            "Unfortunately the LTB is running about five months behind, so the hearing won't be before November.",
          ],
        },
      ),
      h(
        'The tenants who call 311 are not the ones with the worst conditions. The worst conditions belong to people who are afraid that complaining will cost them their home.',
      ),
      h(
        "Hi, I'm in 610 and there's black mould spreading behind my bathroom tiles. My daughter and I have lived here for eight years. The super said he'd look at it in April and never came.",
        {
          problems: [
            "Hi, I'm in 610 and there's black mould spreading behind my bathroom tiles.",
            "The super said he'd look at it in April and never came.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Carol, secretary of an amateur operatic society in Harrogate, on a Friday',
    highlights: [
      h(
        'Committee, 5 June\nThe committee chose "The Pirates of Penzance" for the spring 2026 show.\nRights fees approved at up to £1,200.\nIt was agreed that auditions will be held in the church hall on 9 and 10 September.\nFrances raised whether we should try a modern musical next; to be discussed at the AGM.',
        {
          decisions: [
            'The committee chose "The Pirates of Penzance" for the spring 2026 show.',
            'Rights fees approved at up to £1,200.',
            'It was agreed that auditions will be held in the church hall on 9 and 10 September.',
          ],
        },
      ),
      h(
        "Dear members, I'm pleased to announce that Graham Pullen will be our musical director for Pirates. Graham conducted the Ripon Gilbert and Sullivan Society for fifteen years. He's looking forward to meeting you all.",
        {
          announcements: [
            "Dear members, I'm pleased to announce that Graham Pullen will be our musical director for Pirates.",
          ],
        },
      ),
      h(
        'Harrogate Theatre reopens on 12 September after an 18-month, £4 million refurbishment. The new seats are wider and the bar has moved to the first floor. The building dates from 1900 and is one of the oldest working theatres in Yorkshire.',
        {
          announcements: [
            'Harrogate Theatre reopens on 12 September after an 18-month, £4 million refurbishment.',
          ],
        },
      ),
      h(
        'Every production fails at least once before opening night. The dress rehearsal exists so that it fails in front of nobody. Learn to love it.',
      ),
      h(
        "Liz: Has anyone else not had the rehearsal schedule?\nTony: Nope\nLiz: Ok, I'll chase Margaret\nMargaret: Sorry all, sending now!",
      ),
      h(
        "Hi Carol, bad news on the Mikado accounts: we lost £2,100 on the show once the hall hire and orchestra are paid. Ticket sales were 58% of capacity, our lowest since 2016. We'll need a proper plan before we commit to Pirates.",
        {
          problems: [
            'Hi Carol, bad news on the Mikado accounts: we lost £2,100 on the show once the hall hire and orchestra are paid.',
            'Ticket sales were 58% of capacity, our lowest since 2016.',
          ],
        },
      ),
      h(
        "AGM agenda\nApologies\nMinutes of last AGM\nTreasurer's report\nElection of officers\nAny other business",
      ),
      h(
        "Dear Carol, I'm afraid St Wilfrid's hall will be unavailable on 10 September as the floor is being re-sanded. Would the 17th suit instead? Apologies for any inconvenience.",
        {
          problems: [
            "Dear Carol, I'm afraid St Wilfrid's hall will be unavailable on 10 September as the floor is being re-sanded.",
          ],
        },
      ),
      h(
        "Big news! We're launching a youth section for 12 to 18-year-olds this autumn, with its first show in June 2026. Sessions will run on Saturday mornings at the Methodist church. Tell your friends!",
        {
          announcements: [
            "We're launching a youth section for 12 to 18-year-olds this autumn, with its first show in June 2026.",
          ],
        },
      ),
      h(
        "Peter: Following the vote tonight, we're moving rehearsals to Wednesdays from September.\nCarol: Great, I'll update the website\nPeter: Also, we decided not to raise subs this year\nCarol: Noted for the minutes",
        {
          decisions: [
            "Peter: Following the vote tonight, we're moving rehearsals to Wednesdays from September.",
            'Peter: Also, we decided not to raise subs this year',
          ],
        },
      ),
      h(
        'Decide what kind of society you want to be. You cannot be both the place where anyone can have a go and the place that wins the regional awards. Most societies try, and end up being neither.',
      ),
      h(
        'NODA has announced the winners of this year\'s North East district awards. Harrogate AOS has won Best Chorus for "The Mikado"! The certificates will be presented at the district lunch in October.',
        {
          announcements: [
            "NODA has announced the winners of this year's North East district awards.",
            'Harrogate AOS has won Best Chorus for "The Mikado"!',
          ],
        },
      ),
    ],
  },
  {
    name: 'Kate, PTA chair at a primary school in Nottingham, on a Thursday',
    highlights: [
      h(
        'PTA meeting 12 June\nSummer fair confirmed for Saturday 5 July, 12–3pm.\nWe agreed to spend the £1,900 from the disco on new playground equipment.\nNo one has volunteered to run the tombola yet.\nMrs Patel asked if we could do a second-hand uniform sale; everyone liked the idea.',
        {
          decisions: [
            'Summer fair confirmed for Saturday 5 July, 12–3pm.',
            'We agreed to spend the £1,900 from the disco on new playground equipment.',
          ],
          problems: ['No one has volunteered to run the tombola yet.'],
        },
      ),
      h(
        'Dear parents, due to a burst water main, the school will be closed tomorrow, Friday 13 June. We apologise for the short notice. Updates will be posted on the school app.',
        {
          problems: [
            'Dear parents, due to a burst water main, the school will be closed tomorrow, Friday 13 June.',
          ],
        },
      ),
      h(
        "Becky: Did anyone else's kid come home with nits this week?\nSam: Yes 😩 Year 3 has them again\nBecky: Great\nJo: There's a letter going out about it tomorrow",
        {
          problems: ['Sam: Yes 😩 Year 3 has them again'],
        },
      ),
      h(
        "Children don't need us to solve their problems. They need us to sit with them while they work out that they can. That is the hardest part of the job.",
      ),
      h(
        'Nottingham City Council has approved a new school street scheme for Mapperley Road, closing it to through traffic at drop-off and pick-up from September. A trial last year cut traffic outside the gates by 60%. Parents can find a map on the council website.',
        {
          decisions: [
            'Nottingham City Council has approved a new school street scheme for Mapperley Road, closing it to through traffic at drop-off and pick-up from September.',
          ],
          announcements: [
            'Nottingham City Council has approved a new school street scheme for Mapperley Road, closing it to through traffic at drop-off and pick-up from September.',
          ],
        },
      ),
      h(
        "Hi Kate, the governors have agreed that the PTA can use the school hall for the uniform sale on the last Friday of term. Please make sure it's cleared by 5pm for the cleaners. Thanks for all you do.",
        {
          decisions: [
            'Hi Kate, the governors have agreed that the PTA can use the school hall for the uniform sale on the last Friday of term.',
          ],
        },
      ),
      h(
        'The PTA is thrilled to welcome our new treasurer, Tom Brennan (dad of Ella, Year 4). Our new online shop for school bags and water bottles is now live. Thank you to everyone who came to the quiz night!',
        {
          announcements: [
            'The PTA is thrilled to welcome our new treasurer, Tom Brennan (dad of Ella, Year 4).',
            'Our new online shop for school bags and water bottles is now live.',
          ],
        },
      ),
      h(
        'Fair to-do\nRing the bouncy castle man\nFloat from the bank: £200 in coins\nRaffle prizes: chase Co-op and the garden centre\nSign-up sheet for cake donations',
      ),
      h(
        'Hi, I wanted to raise that the PTA disco finished 40 minutes late and several parents were left waiting outside in the rain. There was also no one on the door checking who collected which child. I think this needs sorting before the next one. Thanks, Rachel (mum of Leo, Year 2)',
        {
          problems: [
            'Hi, I wanted to raise that the PTA disco finished 40 minutes late and several parents were left waiting outside in the rain.',
            'There was also no one on the door checking who collected which child.',
          ],
        },
      ),
      h(
        'The best fundraising events are the ones parents would come to even if there was no cause. Launch something fun first and ask for money second. People give more when they are already having a good time.',
      ),
      h(
        "Nadia: Final answer from the committee — we're going with the Bouncy Barn for the fair, not the cheaper one.\nKate: Good, the other lot cancelled on Hill Top last year\nNadia: Booked and paid 👍",
        {
          decisions: [
            "Nadia: Final answer from the committee — we're going with the Bouncy Barn for the fair, not the cheaper one.",
          ],
        },
      ),
      h(
        "We are proud to share that our school has been awarded the Nottingham Green Flag for the third year running. Year 6 leavers' assembly will take place on Tuesday 22 July at 2pm. Parents are welcome to join us.",
        {
          announcements: [
            'We are proud to share that our school has been awarded the Nottingham Green Flag for the third year running.',
            "Year 6 leavers' assembly will take place on Tuesday 22 July at 2pm.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Jen, volunteer press officer at a lifeboat station in north Cornwall, on a Sunday',
    highlights: [
      h(
        'Shout 14/25, Sat 21 June\nD-class launched 15:42 to two paddleboarders blown past the headland by an offshore wind.\nBoth recovered, cold but unhurt.\nCasualty care bag on the D-class was missing its foil blankets; reported to the LOM.\nCrew: Rob (helm), Mick, Tasha',
        {
          problems: ['Casualty care bag on the D-class was missing its foil blankets; reported to the LOM.'],
        },
      ),
      h(
        "The RNLI has announced that a new Shannon class lifeboat will go on service at Trevennick in spring 2026, replacing the station's 25-year-old Mersey. The £2.4 million boat was funded largely by a legacy from a local fisherman's widow. The Mersey has launched more than 600 times since she arrived.",
        {
          announcements: [
            "The RNLI has announced that a new Shannon class lifeboat will go on service at Trevennick in spring 2026, replacing the station's 25-year-old Mersey.",
          ],
        },
      ),
      h(
        "Rob: Slipway winch tripped out twice during exercise this morning\nRob: Pics of the control box in the album\nMick: Engineer's coming Tuesday\nRob: Noted",
        {
          problems: ['Rob: Slipway winch tripped out twice during exercise this morning'],
        },
      ),
      h(
        'The sea does not care how experienced you are. Most of the people we rescue made one small decision that seemed perfectly sensible at the time. Our job is not to judge that decision.',
      ),
      h(
        'Station management group, 18 June\nAgreed to hold the open day on Sunday 3 August, with the all-weather boat on display if operational.\nThe group approved spending £650 from station funds on a new crew room kettle, fridge and microwave.\nThe shop is short of volunteers on weekday afternoons.\nPress officer to draft a callout for new shore crew.\nNext meeting 16 July.',
        {
          decisions: [
            'Agreed to hold the open day on Sunday 3 August, with the all-weather boat on display if operational.',
            'The group approved spending £650 from station funds on a new crew room kettle, fridge and microwave.',
          ],
          problems: ['The shop is short of volunteers on weekday afternoons.'],
        },
      ),
      h(
        "Trevennick RNLI is delighted to announce that helm Sarah Trewin has passed out as the station's first female coxswain. Sarah joined the crew in 2012 as a shore helper. Station open day: Sunday 3 August, 10am to 4pm, all welcome.",
        {
          announcements: [
            "Trevennick RNLI is delighted to announce that helm Sarah Trewin has passed out as the station's first female coxswain.",
            'Station open day: Sunday 3 August, 10am to 4pm, all welcome.',
          ],
        },
      ),
      h(
        'Photos from Saturday shout — check both casualties are OK with being named\nRing the Western Morning News about the Shannon story\nSocials: water safety post on rip currents\nInvoice for the banner printing',
      ),
      h(
        "Cornwall Council has warned beachgoers that a large section of cliff at Trevennick Head is unstable after last week's rockfall. The coast path between the car park and the lookout is closed until further notice. Lifeguard patrols at Trevennick begin for the season on Saturday.",
        {
          problems: [
            "Cornwall Council has warned beachgoers that a large section of cliff at Trevennick Head is unstable after last week's rockfall.",
            'The coast path between the car park and the lookout is closed until further notice.',
          ],
          announcements: ['Lifeguard patrols at Trevennick begin for the season on Saturday.'],
        },
      ),
      h(
        "Hi Jen, a reminder that we've decided all shout photos must go through the regional team before posting from now on. It's because of last month's issue with a casualty's face being visible. Thanks for understanding.",
        {
          decisions: [
            "Hi Jen, a reminder that we've decided all shout photos must go through the regional team before posting from now on.",
          ],
        },
      ),
      h(
        'Volunteers do not leave because the work is hard. They leave because nobody noticed they were doing it. Say thank you by name, and say it often.',
      ),
      h(
        'Jen, the Trevennick Duck Derby raised £3,412 this year, a record! The results and winners are now up on the station Facebook page. Sadly the hired PA packed up halfway through, and the hire company is still refusing a refund.',
        {
          problems: [
            'Sadly the hired PA packed up halfway through, and the hire company is still refusing a refund.',
          ],
          announcements: [
            'Jen, the Trevennick Duck Derby raised £3,412 this year, a record!',
            'The results and winners are now up on the station Facebook page.',
          ],
        },
      ),
      h(
        "Dave (LOM): Good exercise today everyone\nDave (LOM): Also, we've chosen Mick as deputy launching authority.\nJen: Brilliant, well deserved\nMick: Thanks all, I won't let you down",
        {
          decisions: ["Dave (LOM): Also, we've chosen Mick as deputy launching authority."],
          announcements: ["Dave (LOM): Also, we've chosen Mick as deputy launching authority."],
        },
      ),
    ],
  },
];
