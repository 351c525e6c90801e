import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZG: LabelledListDay[] = [
  {
    name: 'Harjit, secretary of a gurdwara management committee in Southall, on a Sunday',
    highlights: [
      h(
        'Management committee minutes, 14 March\nPresent: 9 of 11 members, apologies from Kulwant and Gurpreet.\nThe committee agreed to keep the langar hall open until 9pm during Vaisakhi week.\nThe treasurer went through the roof appeal figures.\nMembers voted 7 to 2 to hold the AGM on Sunday 10 May.\nThe committee welcomed Manpreet Kaur as the new youth coordinator, starting this month.\nIt was resolved that the new kitchen extractor will be bought from Sandhu Catering Supplies.\nMeeting closed with Ardas at 9.40pm.',
        {
          decisions: [
            'The committee agreed to keep the langar hall open until 9pm during Vaisakhi week.',
            'Members voted 7 to 2 to hold the AGM on Sunday 10 May.',
            'It was resolved that the new kitchen extractor will be bought from Sandhu Catering Supplies.',
          ],
          announcements: [
            'The committee welcomed Manpreet Kaur as the new youth coordinator, starting this month.',
          ],
        },
      ),
      h(
        "[15/03/2026, 07:42] Jasvir: Boiler in the langar kitchen is making that banging noise again\n[15/03/2026, 07:44] Harjit: Can someone check the pressure gauge before the 8am prep starts?\n[15/03/2026, 07:51] Jasvir: topped the pressure up, it's at 1.2 now\n[15/03/2026, 07:52] Kulwant: Waheguru, thank you ji\n[15/03/2026, 07:58] Harjit: Thanks ji, see you all at the diwan",
        {
          problems: ['Jasvir: Boiler in the langar kitchen is making that banging noise again'],
        },
      ),
      h(
        'Notice to the sangat\nFrom Sunday 5 April, the Punjabi classes for children will run in the new library room upstairs.\nGiani Amarjit Singh joins us as head granthi from 1 May.\nPlease keep shoes on the racks, not in the corridor.\nThank you for your seva.',
        {
          announcements: [
            'From Sunday 5 April, the Punjabi classes for children will run in the new library room upstairs.',
            'Giani Amarjit Singh joins us as head granthi from 1 May.',
          ],
        },
      ),
      h(
        'Seva done for praise is not seva at all. The hands that serve must forget what they have given. Only then does the giving become prayer.',
      ),
      h(
        'Dear Mr Gill,\nFurther to your enquiry, I can confirm that the parking suspension on Havelock Road has been approved for the Nagar Kirtan on 18 April.\nThe suspension will run from 6am to 4pm.\nKind regards,\nLiam Porter, Highways Licensing',
        {
          decisions: [
            'Dear Mr Gill, Further to your enquiry, I can confirm that the parking suspension on Havelock Road has been approved for the Nagar Kirtan on 18 April.',
          ],
        },
      ),
      h(
        'Sunday incident log: a car was parked across the fire exit on the Park Avenue side during the morning diwan, the second time this month. Security volunteers spent forty minutes trying to find the owner. Reported to the committee.',
        {
          problems: [
            'Sunday incident log: a car was parked across the fire exit on the Park Avenue side during the morning diwan, the second time this month.',
          ],
        },
      ),
      h(
        'Ealing Council has launched a consultation on changes to Southall Broadway parking. The consultation closes on 30 April. Responses can be made online or at Southall library.',
        {
          announcements: [
            'Ealing Council has launched a consultation on changes to Southall Broadway parking.',
          ],
        },
      ),
      h(
        'donation box lock broken again\nNeed to decide whether the youth camp goes ahead in July or August\nAsk Bhupinder about the PA system quote before Thursday',
        {
          problems: ['donation box lock broken again'],
        },
      ),
      h(
        'After a long discussion we settled on a two-week rota for the Sunday langar so no family is asked to sponsor it twice in a quarter. Some members felt the old system was fairer. Jaspal will circulate the new list by WhatsApp.',
        {
          decisions: [
            'After a long discussion we settled on a two-week rota for the Sunday langar so no family is asked to sponsor it twice in a quarter.',
          ],
        },
      ),
      h(
        "Hi Harjit,\nThe CCTV camera over the car park gate has stopped recording since Thursday's storm.\nAlso the disabled ramp handrail is loose at the bottom, someone could easily fall.\nI have put a cone there for now.\nBaljit",
        {
          problems: [
            "Hi Harjit, The CCTV camera over the car park gate has stopped recording since Thursday's storm.",
            'Also the disabled ramp handrail is loose at the bottom, someone could easily fall.',
          ],
        },
      ),
      h(
        'Communities rarely fail because of one big problem. They fail because small problems go unspoken for years. The fix is nearly always a conversation nobody wants to have.',
      ),
      h(
        'The Sikh Council UK has published its new safeguarding guidance for gurdwaras, available from today. Committees are encouraged to review it before the AGM season. A webinar for trustees may follow later in the year.',
        {
          announcements: [
            'The Sikh Council UK has published its new safeguarding guidance for gurdwaras, available from today.',
          ],
        },
      ),
    ],
  },
  {
    name: "Secretary of the residents' association of a park-home estate near Exeter, on a Thursday",
    highlights: [
      h(
        "Orchard Vale Residents' Association\nCommittee meeting, Tuesday 7 April\nApologies: Brian and June Tapper.\nIt was agreed to write to the site owner about the pitch fee increase before the 1 May review.\nThe committee voted to spend up to £250 on new defibrillator pads.\nMrs Hallett raised the question of dogs off leads near the pond.\nNo decision was reached on the summer barbecue date.",
        {
          decisions: [
            'It was agreed to write to the site owner about the pitch fee increase before the 1 May review.',
            'The committee voted to spend up to £250 on new defibrillator pads.',
          ],
        },
      ),
      h(
        "09/04/2026, 08:12 - Pat Dunn: No hot water at number 14 since 6 this morning, anyone else?\n09/04/2026, 08:15 - Roger: ours is fine on Cedar Row, might be just your end\n09/04/2026, 08:20 - Pat Dunn: I've rung the site office, no answer yet\n09/04/2026, 08:21 - Roger: Try Dave's mobile, he's usually up early",
        {
          problems: ['Pat Dunn: No hot water at number 14 since 6 this morning, anyone else?'],
        },
      ),
      h(
        'Dear Residents,\nWe are pleased to announce that the new community hall will open on Saturday 2 May with a coffee morning from 10am.\nFrom 1 June, the speed limit on all park roads will be 5mph.\nWe thank you for your patience during the works.\nYours faithfully,\nD Kerslake, Park Manager',
        {
          announcements: [
            'Dear Residents, We are pleased to announce that the new community hall will open on Saturday 2 May with a coffee morning from 10am.',
            'From 1 June, the speed limit on all park roads will be 5mph.',
          ],
        },
      ),
      h(
        'Exeter City Council has approved plans for 120 homes on the field behind Orchard Vale. Residents had objected on flooding grounds. Work is expected to start in the autumn.',
        {
          decisions: [
            'Exeter City Council has approved plans for 120 homes on the field behind Orchard Vale.',
          ],
        },
      ),
      h(
        'The best time to plant a tree was twenty years ago. The second best time is now. The third best time is before the planning application goes in.',
      ),
      h('pond fence still broken by number 31, grandchildren visiting at Easter', {
        problems: ['pond fence still broken by number 31, grandchildren visiting at Easter'],
      }),
      h(
        'Subject: Pitch fee review\nThe NPHC has launched a free helpline for park home owners facing pitch fee disputes.\nThe line is open weekdays from 9am to 5pm.\nA live chat service will be added to the helpline from July.\nMembers should have their written statement to hand when calling.',
        {
          announcements: [
            'The NPHC has launched a free helpline for park home owners facing pitch fee disputes.',
            'A live chat service will be added to the helpline from July.',
          ],
        },
      ),
      h(
        'Site walk, 8 April\nStreet light outside 22 Beech Lane out for three weeks now.\nPothole at the entrance has got worse after the rain, two residents have nearly tripped.\nGutters on the hall were cleared on Monday, all fine.\nBins collected as normal.',
        {
          problems: [
            'Street light outside 22 Beech Lane out for three weeks now.',
            'Pothole at the entrance has got worse after the rain, two residents have nearly tripped.',
          ],
        },
      ),
      h(
        'Met Mr Kerslake about the water. He has agreed to replace the main supply pipe on Cedar Row before the end of May. He says the pipe is original from 1978. He would not commit to compensation.',
        {
          decisions: ['He has agreed to replace the main supply pipe on Cedar Row before the end of May.'],
        },
      ),
      h(
        'Loneliness is not a problem that councils can fix with a leaflet. It needs neighbours who knock. It needs someone to notice when the curtains stay closed.',
      ),
      h(
        '[09/04/2026, 18:30] Sheila: Lovely news, the Thursday craft club starts again next week in the new hall!\n[09/04/2026, 18:31] Pat Dunn: Brilliant\n[09/04/2026, 18:45] Roger: water is back on at last, pressure still weak though',
        {
          problems: ['Roger: water is back on at last, pressure still weak though'],
          announcements: [
            'Sheila: Lovely news, the Thursday craft club starts again next week in the new hall!',
          ],
        },
      ),
      h(
        "Hi all, quick update from Tuesday. We've decided to cancel the May quiz night because the hall won't be insured until June. Shame, but it's the sensible thing. Margaret has offered to host a smaller quiz at hers instead.",
        {
          decisions: [
            "We've decided to cancel the May quiz night because the hall won't be insured until June.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Clerk of a Quaker meeting in York, on the Monday after business meeting',
    highlights: [
      h(
        'Minute 26/04: Use of the meeting house garden\nFriends considered the request from the Forest School group to use the garden on weekday mornings.\nWe agree to allow this for a trial period of six months, starting in May.\nMinute 26/05: Building report\nThe wardens report that damp has returned in the library wall behind the bookcases.\nWe ask premises committee to bring a costed proposal to our June meeting.',
        {
          decisions: ['We agree to allow this for a trial period of six months, starting in May.'],
          problems: ['The wardens report that damp has returned in the library wall behind the bookcases.'],
        },
      ),
      h(
        'Are you open to new light, from whatever source it may come? Do you approach new ideas with discernment?',
      ),
      h(
        'Dear Friends,\nArea Meeting has appointed Rosalind Pike as our new assistant treasurer, with effect from 1 May.\nThe Area Meeting newsletter now comes out monthly instead of quarterly.\nIn Friendship,\nTom',
        {
          decisions: [
            'Dear Friends, Area Meeting has appointed Rosalind Pike as our new assistant treasurer, with effect from 1 May.',
          ],
          announcements: [
            'Dear Friends, Area Meeting has appointed Rosalind Pike as our new assistant treasurer, with effect from 1 May.',
            'The Area Meeting newsletter now comes out monthly instead of quarterly.',
          ],
        },
      ),
      h(
        "remember the hearing loop batteries\nask Judith if the children's meeting needs more helpers\nPrint more copies of Advices and Queries",
      ),
      h(
        'A new cycle path linking Clifton to the city centre opened on Saturday. Councillors said the route had been delayed by two years. Residents on Bootham have complained that the temporary barriers block wheelchair users.',
        {
          problems: [
            'Residents on Bootham have complained that the temporary barriers block wheelchair users.',
          ],
          announcements: ['A new cycle path linking Clifton to the city centre opened on Saturday.'],
        },
      ),
      h(
        'Hi Margaret,\nThe boiler failed its gas safety check this morning and has been capped off.\nThere will be no heating for Sunday meeting unless the part arrives by Friday.\nI have borrowed two oil heaters from the Friends at Acomb.\nBest,\nDavid',
        {
          problems: [
            'Hi Margaret, The boiler failed its gas safety check this morning and has been capped off.',
            'There will be no heating for Sunday meeting unless the part arrives by Friday.',
          ],
        },
      ),
      h(
        'Discernment is slow work. Most of the decisions that matter are made long before anyone says yes. The meeting only notices afterwards.',
      ),
      h(
        'Business meeting, 26 April\nAfter a long silence, the meeting reached unity to divest from our remaining bank holdings in fossil fuels.\nSome Friends asked whether we should also review the pension fund.\nThis will come back in September.\nWe approve the accounts for 2025 and thank the treasurer for her careful work.',
        {
          decisions: [
            'After a long silence, the meeting reached unity to divest from our remaining bank holdings in fossil fuels.',
            'We approve the accounts for 2025 and thank the treasurer for her careful work.',
          ],
        },
      ),
      h(
        'Britain Yearly Meeting has launched its Quaker Week 2026 resources, with posters and a new short film. Meetings can order printed packs until 31 August. The revised Quaker faith and practice goes on sale at the Friends House bookshop from 1 October.',
        {
          announcements: [
            'Britain Yearly Meeting has launched its Quaker Week 2026 resources, with posters and a new short film.',
            'The revised Quaker faith and practice goes on sale at the Friends House bookshop from 1 October.',
          ],
        },
      ),
      h(
        "[27/04/2026, 10:02] Judith: The lock on the side gate is jammed again, I couldn't get the buggy through yesterday\n[27/04/2026, 10:05] Margaret: I'll mention it to David\n[27/04/2026, 10:06] Judith: Thanks, lovely ministry yesterday by the way\n[27/04/2026, 10:20] Margaret: Thank you, Judith",
        {
          problems: [
            "Judith: The lock on the side gate is jammed again, I couldn't get the buggy through yesterday",
          ],
        },
      ),
      h(
        'Organisations that avoid conflict do not avoid problems. They simply move them into the car park after the meeting. The minutes record unity and the car park records the truth.',
      ),
      h(
        "Elders met on Thursday. We have decided that the children's meeting will move to the upstairs room from June, as the library is too damp. The safeguarding policy was reviewed and needs updating for the new DBS rules.",
        {
          decisions: [
            "We have decided that the children's meeting will move to the upstairs room from June, as the library is too damp.",
          ],
        },
      ),
    ],
  },
  {
    name: "Chair of a Men's Shed in Ennis, County Clare (Ireland)",
    highlights: [
      h(
        'Shed committee notes\nWe agreed to take on the bird boxes job for the Clare County Council biodiversity project.\nThe lathe is out of action until the new belt comes.\nPaddy is still looking into insurance for the bandsaw course.\nAgreed that visitors must sign the book at the door, no exceptions.\nTea money is 2 euro a week, same as before.\nNext meeting Thursday week.',
        {
          decisions: [
            'We agreed to take on the bird boxes job for the Clare County Council biodiversity project.',
            'Agreed that visitors must sign the book at the door, no exceptions.',
          ],
          problems: ['The lathe is out of action until the new belt comes.'],
        },
      ),
      h(
        '[21/05/2026, 09:10] Mick: Lads the roof over the back bench is leaking onto the timber again\n[21/05/2026, 09:12] Seán: I put a tarp over the oak planks last night\n[21/05/2026, 09:30] Mick: good man\n[21/05/2026, 09:45] Seán: Ennis library is putting on an exhibition of our turned bowls next month, they confirmed this morning\n[21/05/2026, 09:50] Mick: Tea is on at 11 if anyone is around',
        {
          problems: ['Mick: Lads the roof over the back bench is leaking onto the timber again'],
          announcements: [
            'Seán: Ennis library is putting on an exhibition of our turned bowls next month, they confirmed this morning',
          ],
        },
      ),
      h(
        "The Irish Men's Sheds Association has launched Sheds for Life 2026, a free health programme for members. Registration opens on 1 June. Over 450 sheds now operate across the island of Ireland.",
        {
          announcements: [
            "The Irish Men's Sheds Association has launched Sheds for Life 2026, a free health programme for members.",
            'Registration opens on 1 June.',
          ],
        },
      ),
      h(
        'A sharp chisel is safer than a blunt one. Most accidents in the workshop start with a tool that was asked to do the wrong job. Keep your edges honed and your mind on the cut.',
      ),
      h(
        'Dear John,\nI am delighted to confirm that your application to the Community Enhancement Programme has been approved for €4,500.\nFunds will be transferred within 30 days.\nPlease send photos of the new dust extraction unit once installed.\nRegards,\nAoife Nolan',
        {
          decisions: [
            'Dear John, I am delighted to confirm that your application to the Community Enhancement Programme has been approved for €4,500.',
          ],
        },
      ),
      h(
        'dust extractor quote from Ennis Tool Hire 3,900 euro incl fitting\nAsk the Tulla shed how they handled the insurance\nBuy more wood glue',
      ),
      h(
        "Ennis Men's Shed will open its doors to the public for a craft fair on Saturday 13 June. The shed, based in the old creamery on Mill Road, was founded in 2014. Entry is free and tea will be served.",
        {
          announcements: [
            "Ennis Men's Shed will open its doors to the public for a craft fair on Saturday 13 June.",
          ],
        },
      ),
      h(
        'Accident book, 20 May\nTommy got a splinter of hardwood in his eye at the sander, the safety glasses were not being worn.\nTaken to Ennis hospital, discharged same day.\nThe first aid kit was missing eyewash.',
        {
          problems: [
            'Tommy got a splinter of hardwood in his eye at the sander, the safety glasses were not being worn.',
            'The first aid kit was missing eyewash.',
          ],
        },
      ),
      h(
        'Met Father Considine about the hall. The parish has decided to let us use the old schoolhouse rent-free until next summer. He mentioned the roof there needs work too.',
        {
          decisions: [
            'The parish has decided to let us use the old schoolhouse rent-free until next summer.',
          ],
          problems: ['He mentioned the roof there needs work too.'],
        },
      ),
      h(
        "Men don't talk face to face, they talk shoulder to shoulder. That is the whole idea of a shed. Nobody has to talk about anything, but most of them end up talking about everything.",
      ),
      h(
        "21/05/2026, 19:02 - John: Big news lads, Declan Moroney is our new treasurer from tonight\n21/05/2026, 19:05 - Paddy: Fair play Declan\n21/05/2026, 19:10 - John: Also we're going with Keane's for the timber from now on, their prices are better",
        {
          decisions: [
            "John: Also we're going with Keane's for the timber from now on, their prices are better",
          ],
          announcements: ['John: Big news lads, Declan Moroney is our new treasurer from tonight'],
        },
      ),
      h(
        'Should we buy the CNC router? Half the shed thinks it will bring in younger members, the other half thinks it will gather dust. We will vote on it at the June meeting.',
      ),
    ],
  },
  {
    name: 'Secretary of an amateur astronomical society in Cheshire, on a Wednesday',
    highlights: [
      h(
        'Macclesfield Astronomical Society committee, 6 January\nItem 1: Observatory dome\nThe dome rotation motor has failed again and the dome can only be turned by hand.\nThe committee approved £1,200 for a replacement motor.\nItem 2: Programme\nIt was agreed that the February talk will be on exoplanets, given by Dr Anya Mehta.\nThe Messier marathon date is still to be confirmed.',
        {
          decisions: [
            'The committee approved £1,200 for a replacement motor.',
            'It was agreed that the February talk will be on exoplanets, given by Dr Anya Mehta.',
          ],
          problems: ['The dome rotation motor has failed again and the dome can only be turned by hand.'],
        },
      ),
      h(
        'We are all in the gutter, but some of us are looking at the stars. That line has been pinned above the observatory door since 1987.',
      ),
      h(
        "Dear members,\nThe society's new 14-inch Dobsonian is now available for members to borrow, one month at a time.\nPublic observing nights restart on Friday 13 February at the Jodrell Bank car park.\nSee the website for the full programme.\nClear skies,\nHelen",
        {
          announcements: [
            "Dear members, The society's new 14-inch Dobsonian is now available for members to borrow, one month at a time.",
            'Public observing nights restart on Friday 13 February at the Jodrell Bank car park.',
          ],
        },
      ),
      h(
        "[07/01/2026, 21:15] Gary: Clouds rolling in from the west, not worth driving out\n[07/01/2026, 21:17] Priya: Shame, the seeing was great an hour ago\n[07/01/2026, 21:20] Gary: Also heads up, the access gate at the dark site has a new padlock and the old code doesn't work\n[07/01/2026, 21:22] Helen: I'll chase the farmer tomorrow\n[07/01/2026, 21:30] Helen: And the society's YouTube channel goes live on Monday with last month's talk on variable stars",
        {
          problems: [
            "Gary: Also heads up, the access gate at the dark site has a new padlock and the old code doesn't work",
          ],
          announcements: [
            "Helen: And the society's YouTube channel goes live on Monday with last month's talk on variable stars",
          ],
        },
      ),
      h(
        'Comet C/2025 R2 has brightened faster than predicted and may reach naked-eye visibility in March. Astronomers warn that predictions for comets are notoriously unreliable. Observers should look low in the west after sunset.',
      ),
      h(
        'Dear Ms Cartwright,\nThank you for your letter of 12 December.\nThe planning committee has ruled that the floodlights at the Tytherington sports ground must be switched off by 10pm from 1 March.\nYours sincerely,\nPlanning Enforcement, Cheshire East Council',
        {
          decisions: [
            'The planning committee has ruled that the floodlights at the Tytherington sports ground must be switched off by 10pm from 1 March.',
          ],
        },
      ),
      h(
        'floodlights at the Tytherington ground still on past midnight last night, ruining the whole southern horizon',
        {
          problems: [
            'floodlights at the Tytherington ground still on past midnight last night, ruining the whole southern horizon',
          ],
        },
      ),
      h(
        'The universe is under no obligation to make sense to you. Every new telescope has shown us how little we understood. That humility is the best reason to keep looking.',
      ),
      h(
        "Helen, quick one.\nMembership renewals are down 20% on last year and we are £600 short of covering the insurance.\nI think we should put subs up to £35, but that's for the AGM.\nAnd the bank is closing the Macclesfield branch in April, so paying in cheques will be a pain.\nSorry to be the bearer of bad news.\nKeith",
        {
          problems: [
            'Membership renewals are down 20% on last year and we are £600 short of covering the insurance.',
            'And the bank is closing the Macclesfield branch in April, so paying in cheques will be a pain.',
          ],
        },
      ),
      h(
        "The British Astronomical Association has published its 2026 Handbook, now available as a free PDF for members. This year's edition includes a section on variable star observing. Printed copies cost £12 plus postage.",
        {
          announcements: [
            'The British Astronomical Association has published its 2026 Handbook, now available as a free PDF for members.',
          ],
        },
      ),
      h(
        "AGM result: members voted to merge the junior section with the Stockport society's young astronomers group. Sarah Okafor was elected chair, replacing Tim, who steps down after nine years.",
        {
          decisions: [
            "AGM result: members voted to merge the junior section with the Stockport society's young astronomers group.",
            'Sarah Okafor was elected chair, replacing Tim, who steps down after nine years.',
          ],
          announcements: ['Sarah Okafor was elected chair, replacing Tim, who steps down after nine years.'],
        },
      ),
      h(
        '[07/01/2026, 08:05] Tim: Anyone know if the planetarium show for the Brownies is still on Saturday?\n[07/01/2026, 08:30] Helen: Yes, still on, 2pm start\n[07/01/2026, 08:31] Helen: The projector bulb blew during the last rehearsal though, so we might be using the laptop',
        {
          problems: [
            'Helen: The projector bulb blew during the last rehearsal though, so we might be using the laptop',
          ],
        },
      ),
    ],
  },
  {
    name: 'Coordinator of a refugee welcome charity in Glasgow, on a Tuesday',
    highlights: [
      h(
        "Tuesday team meeting\nWe agreed to move the drop-in from Govan to the Pollokshields community centre from next month.\nThe Govan hall has had no heating since January and families are sitting in coats.\nFatima asked if we could offer creche sessions.\nWe'll revisit the creche once we have more volunteers.",
        {
          decisions: [
            'We agreed to move the drop-in from Govan to the Pollokshields community centre from next month.',
          ],
          problems: ['The Govan hall has had no heating since January and families are sitting in coats.'],
        },
      ),
      h(
        "Hi Morag,\nGood news: Mr Haddad's asylum appeal was allowed at the tribunal this morning.\nThe Home Office has 14 days to seek permission to appeal.\nI will update him this afternoon.\nBest,\nEilidh",
        {
          decisions: [
            "Hi Morag, Good news: Mr Haddad's asylum appeal was allowed at the tribunal this morning.",
          ],
        },
      ),
      h(
        'Welcome to our spring newsletter!\nRead on for news from our spring term.\nOur new English conversation café opens on Thursday 16 April at Langside library.\nWe are delighted to welcome Yusuf Ahmadi as our first paid caseworker.\nThanks to everyone who ran the Kiltwalk for us last year.',
        {
          announcements: [
            'Our new English conversation café opens on Thursday 16 April at Langside library.',
            'We are delighted to welcome Yusuf Ahmadi as our first paid caseworker.',
          ],
        },
      ),
      h(
        "[14/04/2026, 11:02] Ross: The donated van failed its MOT this morning, brakes and two tyres\n[14/04/2026, 11:04] Ross: Garage says Thursday at the earliest\n[14/04/2026, 11:10] Morag: Thanks Ross, I'll let the families know\n[14/04/2026, 11:12] Aisha: The family in Ibrox are still waiting on beds since March",
        {
          problems: [
            'Ross: The donated van failed its MOT this morning, brakes and two tyres',
            'Aisha: The family in Ibrox are still waiting on beds since March',
          ],
        },
      ),
      h(
        'Nobody chooses to become a refugee. What we choose is whether they arrive somewhere that says welcome. That choice is made in small ways, at bus stops and school gates.',
      ),
      h(
        "Glasgow City Council has launched a £2 million fund to help refugees into work, with applications opening in May. The fund is part of the council's New Scots strategy.",
        {
          announcements: [
            'Glasgow City Council has launched a £2 million fund to help refugees into work, with applications opening in May.',
          ],
        },
      ),
      h("need to decide about the trustees' away day before Friday, Sunday or the following Saturday?"),
      h(
        'Dear Morag,\nThe board met last night and approved the budget for 2026-27, including the caseworker post.\nWe also agreed to close the reserves account at Clydesdale and move it to the Co-op Bank.\nThe auditors have flagged that our Gift Aid claims for 2024 were filed late and we may face a penalty.\nKind regards,\nAlasdair',
        {
          decisions: [
            'Dear Morag, The board met last night and approved the budget for 2026-27, including the caseworker post.',
            'We also agreed to close the reserves account at Clydesdale and move it to the Co-op Bank.',
          ],
          problems: [
            'The auditors have flagged that our Gift Aid claims for 2024 were filed late and we may face a penalty.',
          ],
        },
      ),
      h(
        "Incident, 13 April: a volunteer shared a client's address in the public Facebook group by mistake. Post removed within ten minutes. Morag to report it to the ICO within 72 hours.",
        {
          problems: [
            "Incident, 13 April: a volunteer shared a client's address in the public Facebook group by mistake.",
          ],
        },
      ),
      h(
        'The charities that fail are rarely the ones short of money. They are the ones that stop listening to the people they serve. Listening is cheap, and it is the first thing to go when a charity gets busy.',
      ),
      h(
        '13/04/2026, 17:40 - Morag: Scottish Refugee Council are running a free training day on the new asylum rules on 5 May, places limited\n13/04/2026, 17:42 - Aisha: Signed up!\n13/04/2026, 17:50 - Ross: Great session today, 23 families came\n13/04/2026, 17:52 - Ross: And the Pollokshields centre has a new manager starting on Monday, Grace Obi',
        {
          announcements: [
            'Morag: Scottish Refugee Council are running a free training day on the new asylum rules on 5 May, places limited',
            'Ross: And the Pollokshields centre has a new manager starting on Monday, Grace Obi',
          ],
        },
      ),
      h(
        '> Can the drop-in still run on Easter Monday?\nNo, we have decided to close the drop-in on Easter Monday and run it on the Tuesday instead.\n> And is the food voucher scheme continuing?\nYes, until June at least.',
        {
          decisions: [
            'No, we have decided to close the drop-in on Easter Monday and run it on the Tuesday instead.',
          ],
        },
      ),
    ],
  },
  {
    name: "Admin of the residents' association WhatsApp group on a new-build estate in Milton Keynes",
    highlights: [
      h(
        "02/06/2026, 07:58 - Kerry: Morning all, the play park gate has been padlocked shut again by the management company\n02/06/2026, 08:03 - Dev: Anyone know why?\n02/06/2026, 08:05 - Kerry: Safety surface still not fixed three months on, and we pay £280 a year service charge\n02/06/2026, 08:10 - Tom (admin): Let's keep this civil please",
        {
          problems: [
            'Kerry: Morning all, the play park gate has been padlocked shut again by the management company',
            'Kerry: Safety surface still not fixed three months on, and we pay £280 a year service charge',
          ],
        },
      ),
      h(
        'Brooklands Meadow RA committee, 1 June\nWe voted to formally complain to the Property Ombudsman about the service charge accounts.\nThe accounts still show £14,000 for landscaping that nobody has seen done.\nChris will draft the complaint letter.\nNext meeting: 6 July.',
        {
          decisions: [
            'We voted to formally complain to the Property Ombudsman about the service charge accounts.',
          ],
          problems: ['The accounts still show £14,000 for landscaping that nobody has seen done.'],
        },
      ),
      h(
        'Dear Resident,\nWe are pleased to confirm that the new bus stop on Fen Street will come into service on Monday 15 June.\nThe route 21 will now stop at Brooklands Meadow every 20 minutes.\nWe apologise for the delay in delivering this.\nRegards,\nCustomer Care Team',
        {
          announcements: [
            'Dear Resident, We are pleased to confirm that the new bus stop on Fen Street will come into service on Monday 15 June.',
            'The route 21 will now stop at Brooklands Meadow every 20 minutes.',
          ],
        },
      ),
      h(
        'Milton Keynes City Council has agreed to adopt the roads on Brooklands Meadow, ending years of uncertainty. Adoption will take effect once the developer has finished the drainage works. A new primary school for the estate will open in September 2027, the council also confirmed.',
        {
          decisions: [
            'Milton Keynes City Council has agreed to adopt the roads on Brooklands Meadow, ending years of uncertainty.',
          ],
          announcements: [
            'A new primary school for the estate will open in September 2027, the council also confirmed.',
          ],
        },
      ),
      h(
        'fox in the bins again Thursday\nRemind everyone about green bin day change\nBuy raffle prizes for the party',
        {
          problems: ['fox in the bins again Thursday'],
        },
      ),
      h(
        'A street becomes a neighbourhood the day someone learns the name of the person next door. Everything else is just housing. A meeting once a year will not do it.',
      ),
      h(
        'Dear Mr Bryant,\nFrom Monday 8 June, green waste collections in your area will move from Tuesday to Friday.\nGarden waste bins must be out by 7am.\nThank you,\nWaste Services',
        {
          announcements: [
            'Dear Mr Bryant, From Monday 8 June, green waste collections in your area will move from Tuesday to Friday.',
          ],
        },
      ),
      h(
        "[03/06/2026, 19:20] Sunita: Two cars broken into on Meadow Close last night, both had the back window smashed\n[03/06/2026, 19:22] Sunita: Police have given a crime number\n[03/06/2026, 19:25] Dev: The streetlight by number 9 has been out for weeks, makes it worse\n[03/06/2026, 19:40] Tom (admin): I'll add both to the list for the management company",
        {
          problems: [
            'Sunita: Two cars broken into on Meadow Close last night, both had the back window smashed',
            'Dev: The streetlight by number 9 has been out for weeks, makes it worse',
          ],
        },
      ),
      h(
        'Meeting with Greenhaven Estates, 2 June\nThey agreed to resurface the play area by the end of July at their cost.\nThey would not say when the full service charge breakdown will be published.\nWe asked about the blocked drains on Willow Way, no answer yet.',
        {
          decisions: ['They agreed to resurface the play area by the end of July at their cost.'],
          problems: ['We asked about the blocked drains on Willow Way, no answer yet.'],
        },
      ),
      h(
        "Residents' groups fail when they become complaint clubs. The ones that last also throw the street party. Nobody remembers the minutes, but everyone remembers the bouncy castle.",
      ),
      h(
        'Tom (admin) pinned: Brooklands Meadow summer street party is confirmed for Saturday 11 July, 2pm till late!\nRoad closure has been approved by the council.\nBring a dish to share.',
        {
          decisions: ['Road closure has been approved by the council.'],
          announcements: [
            'Tom (admin) pinned: Brooklands Meadow summer street party is confirmed for Saturday 11 July, 2pm till late!',
          ],
        },
      ),
      h(
        '> Is the RA going to pay for the legal advice?\nThe committee decided on Monday to spend up to £500 on a one-hour consultation with a leasehold solicitor.\n> When will we hear back?\nWithin a fortnight, hopefully.',
        {
          decisions: [
            'The committee decided on Monday to spend up to £500 on a one-hour consultation with a leasehold solicitor.',
          ],
        },
      ),
    ],
  },
  {
    name: 'President of a Rotary club in Durban (South Africa), on a Friday',
    highlights: [
      h(
        'Rotary Club of Durban Berea, board meeting\nApologies from Rtn Govender.\nThe board approved R25,000 for the school water tanks project in Inanda.\nIt was agreed that the charity golf day will move from Umhlali to Mount Edgecombe.\nThe treasurer noted that eleven members are more than three months behind on their dues.',
        {
          decisions: [
            'The board approved R25,000 for the school water tanks project in Inanda.',
            'It was agreed that the charity golf day will move from Umhlali to Mount Edgecombe.',
          ],
          problems: [
            'The treasurer noted that eleven members are more than three months behind on their dues.',
          ],
        },
      ),
      h(
        "[10/07/2026, 06:45] Sipho: Load shedding stage 4 from 8am, the Inanda pump won't run until the solar is in\n[10/07/2026, 06:50] Anand: The borehole there is also showing murky water again\n[10/07/2026, 07:02] Lindiwe: I can drive out on Monday to check\n[10/07/2026, 07:05] Sipho: Thanks Lindiwe",
        {
          problems: [
            "Sipho: Load shedding stage 4 from 8am, the Inanda pump won't run until the solar is in",
            'Anand: The borehole there is also showing murky water again',
          ],
        },
      ),
      h(
        "District 9370 news\nPast District Governor Thandi Mkhize has been named Rotary International's Africa regional coordinator for polio eradication.\nThe district conference will be held in Ballito from 18 to 20 September.\nRegistration is now open on the district website.",
        {
          announcements: [
            "Past District Governor Thandi Mkhize has been named Rotary International's Africa regional coordinator for polio eradication.",
            'The district conference will be held in Ballito from 18 to 20 September.',
            'Registration is now open on the district website.',
          ],
        },
      ),
      h(
        'Service above self is easy to print on a banner. It is harder to live on a wet Saturday at a water project. Our members have done both.',
      ),
      h(
        'Dear Mr Naidoo,\nThank you for the tanks.\nUnfortunately two of the four tanks were stolen from the school grounds over the weekend.\nThe security guard says he heard nothing.\nWe are very grateful for all the Rotary club has done for our learners.\nMrs Dlamini',
        {
          problems: [
            'Unfortunately two of the four tanks were stolen from the school grounds over the weekend.',
          ],
        },
      ),
      h(
        'speak at the Durban North club on the 24th, 10 min on the tanks project\nSend the golf day sponsorship pack to Toyota\nBook the Umhlanga venue for the handover dinner',
      ),
      h(
        'eThekwini Municipality has opened a new water tanker depot in Glenwood. Residents in Glenwood have been without reliable water for six weeks.',
        {
          problems: ['Residents in Glenwood have been without reliable water for six weeks.'],
          announcements: ['eThekwini Municipality has opened a new water tanker depot in Glenwood.'],
        },
      ),
      h(
        'Club assembly notes: we are going with Interact as the youth focus this year, not Rotaract. Members agreed to hold the fellowship evenings on the first Thursday of the month. Attendance at Friday lunches keeps slipping, 19 last week against 34 members. Someone suggested moving lunch to breakfast.',
        {
          decisions: [
            'Club assembly notes: we are going with Interact as the youth focus this year, not Rotaract.',
            'Members agreed to hold the fellowship evenings on the first Thursday of the month.',
          ],
          problems: ['Attendance at Friday lunches keeps slipping, 19 last week against 34 members.'],
        },
      ),
      h(
        'We make a living by what we get, but we make a life by what we give. The smallest act of kindness is worth more than the grandest intention.',
      ),
      h(
        "Dear President,\nWe are pleased to inform you that Global Grant GG2671234 for the Inanda clean water project has been approved.\nThe first payment of US$18,000 will be released in August.\nPlease ensure your club's stewardship report is submitted on time.\nCongratulations to your project team.\nRotary Foundation Grants Team",
        {
          decisions: [
            'Dear President, We are pleased to inform you that Global Grant GG2671234 for the Inanda clean water project has been approved.',
          ],
        },
      ),
      h(
        "10/07/2026, 12:30 - Anand: Welcome to our newest member, Dr Priya Govender, inducted at today's lunch!\n10/07/2026, 12:35 - Sipho: Welcome Priya\n10/07/2026, 12:41 - Lindiwe: Reminder that the speaker next week is from the NSRI\n10/07/2026, 12:44 - Anand: Lunch is at the Oyster Box as usual",
        {
          announcements: [
            "Anand: Welcome to our newest member, Dr Priya Govender, inducted at today's lunch!",
          ],
        },
      ),
      h(
        'A club that cannot decide anything will soon have nothing to decide. Momentum is a form of governance. Clubs that vote quickly and review honestly tend to outlast the rest.',
      ),
    ],
  },
];
