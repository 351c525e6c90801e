import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZA: LabelledListDay[] = [
  {
    name: 'Marion, chair of the village hall management committee in Ashby Cleeve, a Herefordshire village, on a Monday',
    highlights: [
      h(
        "Village hall committee, minutes of 2 March\nPresent: Marion, Geoff, Priya, Dave H, Sue W\nApologies: Ken\nThe committee agreed to raise the hire rate for private parties to £18 an hour from 1 April. Geoff reported that the boiler cut out twice during Saturday's wedding reception. Priya asked whether we should look at solar panels again, as the grant scheme has reopened. It was decided not to renew the contract with Sparkle Cleaning when it ends in May. Agreed: the hall will close for two weeks in August so the floor can be sanded. Next meeting 6 April.",
        {
          decisions: [
            'The committee agreed to raise the hire rate for private parties to £18 an hour from 1 April.',
            'It was decided not to renew the contract with Sparkle Cleaning when it ends in May.',
            'Agreed: the hall will close for two weeks in August so the floor can be sanded.',
          ],
          problems: ["Geoff reported that the boiler cut out twice during Saturday's wedding reception."],
        },
      ),
      h(
        'A village hall is only as alive as the people who can be bothered to unlock it on a wet Tuesday. Nobody ever decided to let the place die; it happened one cancelled coffee morning at a time. The committees that last are the ones that let newcomers change things.',
      ),
      h(
        "Hi Marion,\nI'm sorry to say the toilets were in a bad state when we arrived for the toddler group this morning. The disabled toilet door still won't lock. Could someone look at it before Thursday? We love using the hall and the children had a great time.\nThanks, Jo",
        {
          problems: [
            "Hi Marion, I'm sorry to say the toilets were in a bad state when we arrived for the toddler group this morning.",
            "The disabled toilet door still won't lock.",
          ],
        },
      ),
      h(
        'Ashby Cleeve Messenger, March issue\nThe new defibrillator outside the village hall is now registered and ready to use. Free training sessions start on Wednesday 12 March at 7pm, all welcome. The cabinet code is given out by the 999 operator when you call. Thanks to everyone who gave to the bucket collection at the Christmas fair.',
        {
          announcements: [
            'The new defibrillator outside the village hall is now registered and ready to use.',
            'Free training sessions start on Wednesday 12 March at 7pm, all welcome.',
          ],
        },
      ),
      h(
        "[03/03/2026, 08:12] Geoff: engineer's booked for Friday morning\n[03/03/2026, 08:14] Marion: ok. I'll tell the Pilates lot it'll be chilly\n[03/03/2026, 08:20] Sue W: the fire door at the back was left unlocked again over the weekend\n[03/03/2026, 08:31] Geoff: did anyone ever order that key safe\n[03/03/2026, 08:40] Marion: right, we're cancelling Thursday's quiz until the heating's fixed, I'll put it on the Facebook page",
        {
          decisions: [
            "Marion: right, we're cancelling Thursday's quiz until the heating's fixed, I'll put it on the Facebook page",
          ],
          problems: ['Sue W: the fire door at the back was left unlocked again over the weekend'],
        },
      ),
      h(
        'ring insurers about the renewal\nchase Ken for the accounts\nbook skip for the clear-out\nfind out who has the spare key to the cupboard',
      ),
      h(
        "Treasurer's update\nKen: We ended February £640 down on the year because of the boiler repairs and the cancelled bookings. Bank balance is £4,870 as of this morning. I'd suggest we apply to the council's community fund, the deadline is 28 March. The 200 club made £310 in February, so thanks to all who joined.",
        {
          problems: [
            'Ken: We ended February £640 down on the year because of the boiler repairs and the cancelled bookings.',
          ],
        },
      ),
      h(
        "The hardest problem for small charities isn't money, it's succession. Volunteers who have run things for thirty years rarely announce they are stepping down; they simply stop turning up. By the time anyone notices, the only person who knew the boiler's moods has moved to Devon.",
      ),
      h(
        "Priya: Great news, the Ashby Cleeve Players have booked the hall for their spring show on 24 and 25 April. We've also decided to go with Harris & Sons for the new stage curtains, as their quote was the lowest. Tickets go on sale in the village shop next week. I've asked if they want the bar open both nights.",
        {
          decisions: [
            "We've also decided to go with Harris & Sons for the new stage curtains, as their quote was the lowest.",
          ],
          announcements: [
            'Priya: Great news, the Ashby Cleeve Players have booked the hall for their spring show on 24 and 25 April.',
            'Tickets go on sale in the village shop next week.',
          ],
        },
      ),
      h(
        'Herefordshire Council has confirmed that the B4224 through the village will be closed for resurfacing from 17 to 21 March. Diversions will be signposted via Fownhope. The road was last resurfaced in 1998, according to the parish council.',
        {
          problems: [
            'Herefordshire Council has confirmed that the B4224 through the village will be closed for resurfacing from 17 to 21 March.',
          ],
          announcements: [
            'Herefordshire Council has confirmed that the B4224 through the village will be closed for resurfacing from 17 to 21 March.',
          ],
        },
      ),
      h(
        'Bring a plate, the poster said, and the whole parish came. There were more cakes than tables, and nobody complained about anything for at least an hour.',
      ),
    ],
  },
  {
    name: 'Sam, group scout leader of the 14th Aylestone Scout Group in Leicester, on a Tuesday',
    highlights: [
      h(
        "Leicester South District News, March\nRegistration for summer camp at Brockhurst opens on Saturday 8 March. The district has appointed Rachel Okafor as its new Assistant District Commissioner for Cubs. Please remember that all leaders must renew their safeguarding training every three years. Thank you to the 9th Wigston for hosting the St George's Day planning meeting.",
        {
          announcements: [
            'Registration for summer camp at Brockhurst opens on Saturday 8 March.',
            'The district has appointed Rachel Okafor as its new Assistant District Commissioner for Cubs.',
          ],
        },
      ),
      h(
        "12/03/2026, 19:02 - Tom (Cubs): the minibus failed its MOT this morning, brakes\n12/03/2026, 19:05 - Aisha: oh no. We need it for the Peak District trip on the 28th\n12/03/2026, 19:11 - Tom (Cubs): garage can do it Thursday if we say yes tonight\n12/03/2026, 19:20 - Sam (GSL): ok, we'll pay for the repair out of reserves, no point hiring",
        {
          decisions: ["Sam (GSL): ok, we'll pay for the repair out of reserves, no point hiring"],
          problems: ['Tom (Cubs): the minibus failed its MOT this morning, brakes'],
        },
      ),
      h(
        'A good patrol leader does not announce what the patrol will do. He asks, he listens, and then the patrol decides together, even when it decides wrongly. A patrol that is never allowed to fail never learns to camp.',
      ),
      h(
        'Exec committee 10 March\nSubs: agreed to keep termly subs at £45 for 2026/27.\nCamp fee: agreed at £95 per young person, with help available for families who need it.\nHut roof: still leaking over the store room, and two tents got soaked last week.\nChair asked if we should set up a standing order option for parents.\nAgreed to hold the AGM on Thursday 22 May at the hut.\nGift Aid claim for last year has gone in.',
        {
          decisions: [
            'Subs: agreed to keep termly subs at £45 for 2026/27.',
            'Camp fee: agreed at £95 per young person, with help available for families who need it.',
            'Agreed to hold the AGM on Thursday 22 May at the hut.',
          ],
          problems: ['Hut roof: still leaking over the store room, and two tents got soaked last week.'],
        },
      ),
      h(
        "Dear Sam,\nJust to let you know that Ellie came home from Beavers last week with a nasty rash after the nature walk, and the doctor thinks it was giant hogweed by the canal path. She's fine now but the other parents should probably know. She loved the walk otherwise.\nKind regards, Nadia",
        {
          problems: [
            'Dear Sam, Just to let you know that Ellie came home from Beavers last week with a nasty rash after the nature walk, and the doctor thinks it was giant hogweed by the canal path.',
          ],
        },
      ),
      h(
        'Scouts UK: From 1 April, the new Digital Citizen badge replaces the old Information Technology badge. Young people who have already started the old badge can finish it until the end of the year. Badge requirements are on the website as usual.',
        {
          announcements: [
            'Scouts UK: From 1 April, the new Digital Citizen badge replaces the old Information Technology badge.',
          ],
        },
      ),
      h(
        'things for tuesday\ncollect badges from the shop\nask Tom about minibus insurance\nExplorers want to do a sleepover at the hut, need to think about it\nBuy marshmallows (lots)',
      ),
      h(
        'From the District Commissioner: Following the incident at the Easter camp last year, the district executive has ruled that no group may light open fires on the Brockhurst site without a permit. We are also short of 11 leaders across the district, and two Beaver colonies may have to close in September if we cannot recruit. Many thanks for everything you do.',
        {
          decisions: [
            'From the District Commissioner: Following the incident at the Easter camp last year, the district executive has ruled that no group may light open fires on the Brockhurst site without a permit.',
          ],
          problems: [
            'We are also short of 11 leaders across the district, and two Beaver colonies may have to close in September if we cannot recruit.',
          ],
        },
      ),
      h(
        'Leicester Mercury: Scout hut in Aylestone targeted by vandals for the third time this year. A group spokesperson said the young people were upset. Police have asked anyone with information to call 101. The hut was built by volunteers in 1964.',
        {
          problems: [
            'Leicester Mercury: Scout hut in Aylestone targeted by vandals for the third time this year.',
          ],
        },
      ),
      h(
        'Nobody remembers the night the tent blew down as a failure. It becomes the story they tell at every campfire for the next twenty years. The trips that went perfectly are the ones they forget.',
      ),
      h(
        "Aisha: Big news, the Rotary Club are giving us £2,000 towards the new kayaks! Can you come to their lunch on 4 April to collect the cheque? We still haven't decided whether to get sit-on-tops or proper sea kayaks.",
        {
          announcements: ['Aisha: Big news, the Rotary Club are giving us £2,000 towards the new kayaks!'],
        },
      ),
    ],
  },
  {
    name: 'Maureen, honorary secretary of a lawn bowls club in Worthing, on a Wednesday',
    highlights: [
      h(
        'Marine Gardens Bowling Club\nCommittee meeting, Tuesday 11 March\nGreen: the groundsman reports moss and a dry patch on rink 4 after the winter.\nMembership: 112 members have renewed, down from 131 last year.\nThe committee voted to admit junior members aged 12 and over from this season.\nDress code: after a long debate it was agreed that coloured tops may be worn in all club competitions.\nBar: the committee chose Southdown Brewery as the new beer supplier.\nAOB: Peter thanked the ladies for the Christmas lunch.',
        {
          decisions: [
            'The committee voted to admit junior members aged 12 and over from this season.',
            'Dress code: after a long debate it was agreed that coloured tops may be worn in all club competitions.',
            'Bar: the committee chose Southdown Brewery as the new beer supplier.',
          ],
          problems: [
            'Green: the groundsman reports moss and a dry patch on rink 4 after the winter.',
            'Membership: 112 members have renewed, down from 131 last year.',
          ],
        },
      ),
      h(
        "Sussex County Bowls Association\nThe 2026 county fixtures list has been published and is now on the website. The Ladies' Triples final will be held at Marine Gardens on Sunday 17 August. Clubs are reminded that entry fees must reach the county treasurer by 31 March. Umpires' courses are listed on page 4.",
        {
          announcements: [
            'The 2026 county fixtures list has been published and is now on the website.',
            "The Ladies' Triples final will be held at Marine Gardens on Sunday 17 August.",
          ],
        },
      ),
      h(
        "[12/03/2026, 10:02] Brian: Morning all. Someone has driven over the edge of the green by the car park, there are tyre marks across rink 1\n[12/03/2026, 10:15] Jean: That'll be the delivery van for the café again\n[12/03/2026, 10:17] Brian: Pat is going to ring the café owner\n[12/03/2026, 10:20] Jean: Good, he never listens to me\n[12/03/2026, 10:25] Brian: Committee's decided, we'll put a chain across the car park entrance at night",
        {
          decisions: ["Brian: Committee's decided, we'll put a chain across the car park entrance at night"],
          problems: [
            'Someone has driven over the edge of the green by the car park, there are tyre marks across rink 1',
          ],
        },
      ),
      h(
        'Bowls is a game of patience. You can decide where you want the wood to finish, but the green always has the last word. The best bowlers I knew never blamed the green out loud.',
      ),
      h(
        "Hi Maureen, the electricity bill for the clubhouse has come in at £1,480 for the quarter, nearly double last year's. Also, I've paid the groundsman's invoice for February. Otherwise the accounts are in good shape and I'll have them ready for the auditor.\nCheers, Malcolm",
        {
          problems: [
            "Hi Maureen, the electricity bill for the clubhouse has come in at £1,480 for the quarter, nearly double last year's.",
          ],
        },
      ),
      h(
        'Worthing Herald: The new accessible changing rooms at Marine Gardens Bowling Club will be officially opened by the Mayor of Worthing on Saturday 5 April. The project was funded by a £25,000 grant from the National Lottery. The club first opened in 1927 and now has members from 12 to 96.',
        {
          announcements: [
            'Worthing Herald: The new accessible changing rooms at Marine Gardens Bowling Club will be officially opened by the Mayor of Worthing on Saturday 5 April.',
          ],
        },
      ),
      h(
        "Maureen's list\norder new scorecards\nmats for rink 2 are split, need replacing before opening day\nEmail the juniors flyer to the two primary schools",
        {
          problems: ['mats for rink 2 are split, need replacing before opening day'],
        },
      ),
      h(
        "Opening Day\nThe green opens for the season on Saturday 19 April with the President's v Captain's match at 2pm. Members are asked to bring a plate for tea. Whites are not required for this match.",
        {
          announcements: [
            "The green opens for the season on Saturday 19 April with the President's v Captain's match at 2pm.",
          ],
        },
      ),
      h(
        "Clubs don't die because they make bad decisions. They die because they make no decisions at all, meeting after meeting, until the members have quietly drifted off to the golf club. I have sat on eleven committees and I have seen it happen four times.",
      ),
      h(
        "Dear Secretary,\nI wish to complain, again, about the state of the gents' toilets, which have had no hot water since January. I have raised this twice at the AGM. I would be grateful for a reply before the season starts.\nYours, Ron Penfold",
        {
          problems: [
            "Dear Secretary, I wish to complain, again, about the state of the gents' toilets, which have had no hot water since January.",
          ],
        },
      ),
      h(
        'Selection: Jean and Malcolm will skip the Wednesday league side this year. Decision on the Saturday friendly team deferred until the captain is back from Spain. Practice roll-ups start on 12 April, weather permitting.',
        {
          decisions: ['Selection: Jean and Malcolm will skip the Wednesday league side this year.'],
          announcements: ['Practice roll-ups start on 12 April, weather permitting.'],
        },
      ),
    ],
  },
  {
    name: 'Sarah, volunteer coordinator at a town food bank in Wigan, on a Thursday',
    highlights: [
      h(
        "Warehouse, Thursday\nStock check: we're out of tinned meat, UHT milk and size 5 nappies\nThe chest freezer in the back room is reading 2 degrees, someone left the lid open again\nLorry from the supermarket collection due at 11",
        {
          problems: [
            "Stock check: we're out of tinned meat, UHT milk and size 5 nappies",
            'The chest freezer in the back room is reading 2 degrees, someone left the lid open again',
          ],
        },
      ),
      h(
        'Network update\nFrom 1 April all food banks in the network will switch to the new e-referral system, and paper vouchers will no longer be accepted. Please make sure your volunteers have done the training before then. The helpline number has not changed.',
        {
          announcements: [
            'From 1 April all food banks in the network will switch to the new e-referral system, and paper vouchers will no longer be accepted.',
          ],
        },
      ),
      h(
        "Trustees 11/3\nAgreed we will open a second distribution point at St Jude's church hall on Fridays from May. Long discussion about whether to offer fresh veg, no conclusion. The trustees approved the purchase of a second-hand van for up to £8,000. Jim raised concern that two of our regular Tuesday drivers are stepping down at Easter.",
        {
          decisions: [
            "Agreed we will open a second distribution point at St Jude's church hall on Fridays from May.",
            'The trustees approved the purchase of a second-hand van for up to £8,000.',
          ],
          problems: [
            'Jim raised concern that two of our regular Tuesday drivers are stepping down at Easter.',
          ],
        },
      ),
      h(
        'Charity, my grandmother used to say, is not a problem to be solved but a habit to be kept. She gave a tin of something every week for fifty years and never once called it a donation.',
      ),
      h(
        "Wigan Today: Demand at the town's food banks has risen by 30% since last winter, with many working families now needing help. The council has announced a new £150,000 household support fund, which opens for applications on 24 March. Volunteers say the rise began when energy bills went up.",
        {
          problems: [
            "Wigan Today: Demand at the town's food banks has risen by 30% since last winter, with many working families now needing help.",
          ],
          announcements: [
            'The council has announced a new £150,000 household support fund, which opens for applications on 24 March.',
          ],
        },
      ),
      h(
        "[13/03/2026, 07:45] Linda: Morning, I'm in from 10 today\n[13/03/2026, 08:30] Mo: Heads up, the shutter on the loading bay is jammed half open, I've called the landlord\n[13/03/2026, 08:32] Gary: Nightmare\n[13/03/2026, 08:50] Mo: Landlord says he'll send someone after lunch\n[13/03/2026, 09:10] Sarah: We've decided to run today's session from the church hall until the shutter's fixed",
        {
          decisions: [
            "Sarah: We've decided to run today's session from the church hall until the shutter's fixed",
          ],
          problems: [
            "Mo: Heads up, the shutter on the loading bay is jammed half open, I've called the landlord",
          ],
        },
      ),
      h(
        "Hi Sarah,\nWe're pleased to confirm that Greenway's Wigan will be running a food bank collection weekend on 29 and 30 March. Our community champion, Karen, will be your contact for the weekend. Last year's collection filled two vans, so fingers crossed!\nBest, Dan",
        {
          announcements: [
            "Hi Sarah, We're pleased to confirm that Greenway's Wigan will be running a food bank collection weekend on 29 and 30 March.",
          ],
        },
      ),
      h(
        'ideas: a cookery class using food bank staples? ask the college\nAsk Jim about the van insurance\nwhat happened to the spare trolley keys',
      ),
      h(
        'The new poverty is not the absence of work but the absence of slack. One broken boiler, one late payment, and a family that was managing is suddenly not. Food banks were meant to be a temporary fix; twenty years on, nobody is announcing their closure.',
      ),
      h(
        'Dear Ms Hughes,\nFollowing our inspection, the council has decided to extend your lease on Unit 4 at a peppercorn rent until March 2029. However, the inspection also found that the fire alarm panel is out of date and must be replaced within 60 days. Please contact the estates team to arrange access.',
        {
          decisions: [
            'Dear Ms Hughes, Following our inspection, the council has decided to extend your lease on Unit 4 at a peppercorn rent until March 2029.',
          ],
          problems: [
            'However, the inspection also found that the fire alarm panel is out of date and must be replaced within 60 days.',
          ],
        },
      ),
      h(
        'Volunteer of the month: Gary Whittle, who has now done 400 shifts! We are delighted to welcome Priya Shah as our new warehouse lead, starting on Monday. Cake in the kitchen to celebrate.',
        {
          announcements: [
            'Volunteer of the month: Gary Whittle, who has now done 400 shifts!',
            'We are delighted to welcome Priya Shah as our new warehouse lead, starting on Monday.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Tariq, trustee of a mosque and community centre in Bradford, on a Friday',
    highlights: [
      h(
        "Management committee, 12 March\nEid: the committee agreed that Eid prayers will be held in two sittings, at 8am and 9.30am.\nCar park: neighbours on Lumb Lane have complained again about cars blocking their driveways during Friday prayers.\nParking marshals: Imran offered to organise a rota, but nothing was agreed.\nMadrasa: it was decided to cap the evening classes at 60 children because of fire safety limits.\nBrother Khalid gave the treasurer's report.",
        {
          decisions: [
            'Eid: the committee agreed that Eid prayers will be held in two sittings, at 8am and 9.30am.',
            'Madrasa: it was decided to cap the evening classes at 60 children because of fire safety limits.',
          ],
          problems: [
            'Car park: neighbours on Lumb Lane have complained again about cars blocking their driveways during Friday prayers.',
          ],
        },
      ),
      h(
        "Salaam Tariq,\nThe survey of the dome found water getting in around the base, and two of the lead flashings have been stolen. We'd recommend the scaffolding goes up before the end of the month. The rest of the roof is in reasonable condition for its age.\nRegards, Hussain Building Services",
        {
          problems: [
            'Salaam Tariq, The survey of the dome found water getting in around the base, and two of the lead flashings have been stolen.',
          ],
        },
      ),
      h(
        "Community Centre News\nOur new women's fitness class starts on Tuesday 18 March, 10am to 11am, with a qualified female instructor. Thank you to everyone who donated to the food hamper scheme. Congratulations to Aisha Begum, who has been elected chair of the youth committee. The centre is open to everyone, whatever their faith.",
        {
          announcements: [
            "Our new women's fitness class starts on Tuesday 18 March, 10am to 11am, with a qualified female instructor.",
            'Congratulations to Aisha Begum, who has been elected chair of the youth committee.',
          ],
        },
      ),
      h(
        'A community is not built in the big meetings where things are decided. It is built in the kitchen afterwards, over the washing up, when someone finally says what they actually think.',
      ),
      h(
        "[13/03/2026, 13:05] Tariq: The boiler in the wudu area is off again, no hot water for Jummah\n[13/03/2026, 13:07] Yasmin: I'll let the brothers know\n[13/03/2026, 13:20] Imran: Let's just replace it. I've had enough of paying for call-outs\n[13/03/2026, 13:41] Tariq: Agreed, we'll go with the Worcester quote and get it fitted next week",
        {
          decisions: ["Tariq: Agreed, we'll go with the Worcester quote and get it fitted next week"],
          problems: ['Tariq: The boiler in the wudu area is off again, no hot water for Jummah'],
        },
      ),
      h(
        'Telegraph & Argus: Bradford Council has approved plans for a new community sports hall on the former Manningham depot site. Work is expected to start in the autumn. The depot has stood empty since 2009.',
        {
          decisions: [
            'Telegraph & Argus: Bradford Council has approved plans for a new community sports hall on the former Manningham depot site.',
          ],
        },
      ),
      h(
        'Friday jobs\ncheck the CCTV from Tuesday night\nask Yasmin about the Eid gift bags\ncollect keys from Imran',
      ),
      h(
        'Dear Trustees,\nPlease note that from your renewal date of 1 April, your policy will no longer cover theft of external metal unless an approved alarm is fitted. Your premium for 2026/27 will be £3,960. We value your custom and look forward to continuing to insure you.',
        {
          problems: [
            'Dear Trustees, Please note that from your renewal date of 1 April, your policy will no longer cover theft of external metal unless an approved alarm is fitted.',
          ],
          announcements: [
            'Dear Trustees, Please note that from your renewal date of 1 April, your policy will no longer cover theft of external metal unless an approved alarm is fitted.',
          ],
        },
      ),
      h(
        'The old imam used to say that every problem in the mosque was really a problem of the car park. He was only half joking. In thirty years he never once found a solution, and neither has anyone since.',
      ),
      h(
        "Assalamu alaikum all,\nThe youth committee has chosen the Lake District for this year's summer trip, 2 to 4 August. Sign-up forms will go out after Eid. Unfortunately the minibus we normally borrow from the school is no longer available, so we will need to hire one. Jazakallah khair to the parents who helped last year.",
        {
          decisions: [
            "Assalamu alaikum all, The youth committee has chosen the Lake District for this year's summer trip, 2 to 4 August.",
          ],
          problems: [
            'Unfortunately the minibus we normally borrow from the school is no longer available, so we will need to hire one.',
          ],
        },
      ),
      h(
        'Forwarded: Please be aware there have been reports of people going door to door in BD8 claiming to collect for the mosque. We have NOT authorised any door-to-door collections. All donations should be made at the office or through the website.',
        {
          problems: [
            'Forwarded: Please be aware there have been reports of people going door to door in BD8 claiming to collect for the mosque.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Fiona, chair of a community-owned village shop and café in Bellridge, Northumberland, on a Tuesday',
    highlights: [
      h(
        'Bellridge Community Shop Ltd, board meeting 9 March\nFinance: sales for February were £21,300, 8% below the same month last year.\nThe board agreed to extend opening hours to 7pm on Fridays from April.\nCafé: we have chosen Ouseburn Coffee Co as our new roaster.\nStaffing: the assistant manager has handed in her notice.\nAOB: Derek wants a noticeboard for lost pets.',
        {
          decisions: [
            'The board agreed to extend opening hours to 7pm on Fridays from April.',
            'Café: we have chosen Ouseburn Coffee Co as our new roaster.',
          ],
          problems: [
            'Finance: sales for February were £21,300, 8% below the same month last year.',
            'Staffing: the assistant manager has handed in her notice.',
          ],
        },
      ),
      h(
        "Exciting news! From Monday the shop will be stocking fresh bread from the Hexham bakery every day except Sunday. We're also launching a click-and-collect service for the outlying farms, starting 24 March. As always, thank you for shopping local.",
        {
          announcements: [
            'From Monday the shop will be stocking fresh bread from the Hexham bakery every day except Sunday.',
            "We're also launching a click-and-collect service for the outlying farms, starting 24 March.",
          ],
        },
      ),
      h(
        "Hi Fiona,\nI opened up this morning and the fridge by the door was warm, about 11 degrees. I've moved the milk and cheese to the walk-in for now. The engineer is coming at 2. Also, the card machine dropped out three times before 9.\nLiz",
        {
          problems: [
            'Hi Fiona, I opened up this morning and the fridge by the door was warm, about 11 degrees.',
            'Also, the card machine dropped out three times before 9.',
          ],
        },
      ),
      h(
        'A shop that belongs to everyone is a shop that everyone has an opinion about. Democracy is wonderful until you have to decide on the crisps. We have had more letters about oat milk than about the parish precept.',
      ),
      h(
        'Hexham Courant: Northumberland County Council has confirmed that the number 74 bus to Bellridge will be cut to two journeys a day from 6 April. In better news, the Plunkett Foundation has named Bellridge Community Shop one of its Community Shops of the Year. The shop was bought by 240 villagers in 2014 when the previous owners retired.',
        {
          problems: [
            'Hexham Courant: Northumberland County Council has confirmed that the number 74 bus to Bellridge will be cut to two journeys a day from 6 April.',
          ],
          announcements: [
            'Hexham Courant: Northumberland County Council has confirmed that the number 74 bus to Bellridge will be cut to two journeys a day from 6 April.',
            'In better news, the Plunkett Foundation has named Bellridge Community Shop one of its Community Shops of the Year.',
          ],
        },
      ),
      h(
        "[10/03/2026, 18:22] Derek: Has anyone else noticed the eggs have gone up?\n[10/03/2026, 18:30] Fiona: Yes, free-range went up at the farm, it's the same everywhere\n[10/03/2026, 18:45] Derek: Fair enough, still cheaper than Tesco in Hexham\n[10/03/2026, 19:02] Fiona: Board's settled it, we're keeping eggs at £3.20 a dozen and taking the hit on margin",
        {
          decisions: [
            "Fiona: Board's settled it, we're keeping eggs at £3.20 a dozen and taking the hit on margin",
          ],
        },
      ),
      h(
        'Notice of AGM\nThe annual general meeting of Bellridge Community Shop Ltd will be held in the village hall on Wednesday 23 April at 7.30pm. All members are entitled to attend and vote. Nominations for the board must reach the secretary by 9 April.',
        {
          announcements: [
            'The annual general meeting of Bellridge Community Shop Ltd will be held in the village hall on Wednesday 23 April at 7.30pm.',
          ],
        },
      ),
      h(
        'fiona to-do\nsort out fridge engineer\nwrite to members about the bus\ndraft job ad for asst manager',
      ),
      h(
        'Dear Fiona,\nWe have completed the review of your 2025 accounts. There is an issue with the VAT return for the third quarter, which appears to have been filed late, and HMRC may charge a penalty. We would be happy to help you respond.\nKind regards, Alan Reid',
        {
          problems: [
            'There is an issue with the VAT return for the third quarter, which appears to have been filed late, and HMRC may charge a penalty.',
          ],
        },
      ),
      h(
        "Thanks Fiona, noted.\n> We've decided to give volunteers a 10% discount from 1 April, unless anyone objects by Friday.\n> The new rota system goes live on Monday.",
        {
          decisions: [
            "We've decided to give volunteers a 10% discount from 1 April, unless anyone objects by Friday.",
          ],
          announcements: ['The new rota system goes live on Monday.'],
        },
      ),
      h(
        'Rural shops rarely fail for lack of customers. They fail when the one person who knew how everything worked moves away and nobody wrote it down.',
      ),
    ],
  },
  {
    name: 'Gareth, Neighbourhood Watch coordinator in Rhiwbina, Cardiff, on a Monday',
    highlights: [
      h(
        '[09/03/2026, 07:12] Gareth: Heads up, two cars had their catalytic converters stolen on Pantmawr Road last night\n[09/03/2026, 07:20] Bethan: Ours was one of them. Police came at 6\n[09/03/2026, 07:31] Gareth: So sorry Bethan\n[09/03/2026, 07:40] Dilys: The streetlight by the post box is still out, it was pitch black last night',
        {
          problems: [
            'Gareth: Heads up, two cars had their catalytic converters stolen on Pantmawr Road last night',
            'Dilys: The streetlight by the post box is still out, it was pitch black last night',
          ],
        },
      ),
      h(
        'South Wales Police community alert\nWe are aware of a rise in courier fraud targeting older residents in the Cardiff North area, with callers claiming to be police officers or bank staff. Your bank will never ask you to hand over your card or cash. If in doubt, hang up and call 101 from a different phone.',
        {
          problems: [
            'We are aware of a rise in courier fraud targeting older residents in the Cardiff North area, with callers claiming to be police officers or bank staff.',
          ],
        },
      ),
      h(
        "Rhiwbina NHW coordinators, 5 March\nAgreed: we will move the monthly meeting from the library to the back room of the Butchers Arms.\nStreet signs: several of the NHW signs on Heol-y-Deri have been taken down or defaced.\nFunding: PCSO Lewis suggested applying to the Police and Crime Commissioner's fund.\nIt was agreed that new members must be verified by their street coordinator before joining the WhatsApp group.",
        {
          decisions: [
            'Agreed: we will move the monthly meeting from the library to the back room of the Butchers Arms.',
            'It was agreed that new members must be verified by their street coordinator before joining the WhatsApp group.',
          ],
          problems: [
            'Street signs: several of the NHW signs on Heol-y-Deri have been taken down or defaced.',
          ],
        },
      ),
      h(
        'Most crime, the old sergeant told me, is a problem of opportunity. Lock the shed and you have solved half of it. The other half is nosy neighbours, and you cannot buy those.',
      ),
      h(
        'Cardiff Council: Garden waste collections in Rhiwbina restart on Monday 17 March after the winter break. A new food waste caddy scheme starts in April, and every household will receive a free caddy. Collection days are unchanged.',
        {
          announcements: [
            'Cardiff Council: Garden waste collections in Rhiwbina restart on Monday 17 March after the winter break.',
            'A new food waste caddy scheme starts in April, and every household will receive a free caddy.',
          ],
        },
      ),
      h(
        "[11/03/2026, 21:03] Huw: Motorbikes racing up and down the cycle path behind the school again, third night running\n[11/03/2026, 21:10] Gareth: Yes. Reported it on 101, reference 2600089431\n[11/03/2026, 21:15] Sian: Thanks Gareth\n[11/03/2026, 21:30] Gareth: Right, we've agreed with the school to lock the side gate at 8pm from tomorrow",
        {
          decisions: [
            "Gareth: Right, we've agreed with the school to lock the side gate at 8pm from tomorrow",
          ],
          problems: [
            'Huw: Motorbikes racing up and down the cycle path behind the school again, third night running',
          ],
        },
      ),
      h(
        "Rhiwbina Watch, spring newsletter\nWe're delighted to announce that Rhiwbina has been awarded Gold status by Neighbourhood Watch Wales. PCSO Emma Lewis has taken over as our dedicated officer from this month. Burglaries in the area fell by a third last year. Our thanks to the 140 households who now display a window sticker.",
        {
          announcements: [
            "We're delighted to announce that Rhiwbina has been awarded Gold status by Neighbourhood Watch Wales.",
            'PCSO Emma Lewis has taken over as our dedicated officer from this month.',
          ],
        },
      ),
      h("ask PCSO about speed watch kit\nprint 50 window stickers\nBethan's car, check she's ok"),
      h(
        "Thanks Gareth, I'll pass this on.\n> Just to let you know, the committee has decided not to install the extra CCTV camera on the green after the objections from residents.\n> Sorry it's not the answer people wanted.",
        {
          decisions: [
            'Just to let you know, the committee has decided not to install the extra CCTV camera on the green after the objections from residents.',
          ],
        },
      ),
      h(
        "The best neighbourhoods are not the ones with the most cameras. They are the ones where somebody still notices when the milk hasn't been taken in. No app has yet been launched that can do that.",
      ),
      h(
        "Dear resident,\nFollowing the public consultation, the council has decided to introduce a residents' parking scheme on Heol Llanishen Fach from 1 May. Permit applications open online on 1 April. Each household may apply for up to two permits.",
        {
          decisions: [
            "Dear resident, Following the public consultation, the council has decided to introduce a residents' parking scheme on Heol Llanishen Fach from 1 May.",
          ],
          announcements: [
            "Dear resident, Following the public consultation, the council has decided to introduce a residents' parking scheme on Heol Llanishen Fach from 1 May.",
            'Permit applications open online on 1 April.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Mrs Kowalska, head of a Polish Saturday school in Southampton (writes in English), on a Saturday',
    highlights: [
      h(
        "Staff meeting, Saturday 14 March\nWe agreed to move the GCSE Polish mock exam to 9 May so it does not clash with the Easter holidays.\nTwo classrooms at the host school are being refurbished and will not be available to us after half-term.\nMs Nowak asked if we could start a class for adults; we will discuss it in June.\nThe parents' committee decided to raise the termly fee from £120 to £135.",
        {
          decisions: [
            'We agreed to move the GCSE Polish mock exam to 9 May so it does not clash with the Easter holidays.',
            "The parents' committee decided to raise the termly fee from £120 to £135.",
          ],
          problems: [
            'Two classrooms at the host school are being refurbished and will not be available to us after half-term.',
          ],
        },
      ),
      h(
        'Dear Mrs Kowalska,\nUnfortunately some of our Year 7 books were damaged in room 14 last Saturday. Please could you remind your teachers that our displays and student work must not be touched. We value our partnership with the Polish school.\nBest wishes, Mark Ellis, Business Manager',
        {
          problems: [
            'Dear Mrs Kowalska, Unfortunately some of our Year 7 books were damaged in room 14 last Saturday.',
          ],
        },
      ),
      h(
        'Polish Educational Society newsletter\nRegistration is now open for the 2026 Polish language certificate exams, to be held in London on 13 and 14 June. The society has appointed Dr Anna Zielińska as its new education adviser for the south of England. The society has supported Saturday schools across the UK since 1953.',
        {
          announcements: [
            'Registration is now open for the 2026 Polish language certificate exams, to be held in London on 13 and 14 June.',
            'The society has appointed Dr Anna Zielińska as its new education adviser for the south of England.',
          ],
        },
      ),
      h(
        'A child who speaks two languages has two homes and is never quite a guest in either. That is not a problem to be solved. It is a gift that needs looking after, like a garden, every single week.',
      ),
      h(
        "14/03/2026, 09:05 - Ewa (mama Kuby): The car park gate is locked, we're all queuing on the road\n14/03/2026, 09:07 - Tomasz: Dropping Ola at the front instead\n14/03/2026, 09:12 - Mrs Kowalska: The caretaker is on his way, sorry everyone\n14/03/2026, 09:30 - Ewa (mama Kuby): We're in, thank you!",
        {
          problems: ["Ewa (mama Kuby): The car park gate is locked, we're all queuing on the road"],
        },
      ),
      h(
        'order workbooks for klasa 3\nring the hall about the Wigilia booking\ncheck DBS for the two new volunteers',
      ),
      h(
        'Newsletter, March\nWe are proud to share that Kasia Wójcik from Year 10 has won first prize in the national Polish poetry recitation competition in London. Our new drama club starts after Easter and will meet from 12.30 to 1.30. The school was founded in 2007 by a group of parents in a church basement.',
        {
          announcements: [
            'We are proud to share that Kasia Wójcik from Year 10 has won first prize in the national Polish poetry recitation competition in London.',
            'Our new drama club starts after Easter and will meet from 12.30 to 1.30.',
          ],
        },
      ),
      h(
        "Pani Dyrektor, I'm sorry to write this on a Saturday. My husband has a new job in Bristol and we are moving at Easter. I know this means klasa 5 will have no teacher after the holidays. I have loved every year here.",
        {
          problems: ['I know this means klasa 5 will have no teacher after the holidays.'],
        },
      ),
      h(
        'Heritage-language schools survive on goodwill. Goodwill is renewable, but only if someone remembers to say thank you.',
      ),
      h(
        'Can we talk about this on Saturday?\n> Proposal: we hold the end-of-year celebration on 28 June at the Polish church hall instead of the school.\n> It would cost about £300 for the hall.',
      ),
      h(
        "From Sunday 6 April, the Polish Mass at St Edmund's will move to 1pm. Father Marek has been appointed parish priest of the Polish Catholic Mission in Southampton. Confessions are heard before every Mass.",
        {
          announcements: [
            "From Sunday 6 April, the Polish Mass at St Edmund's will move to 1pm.",
            'Father Marek has been appointed parish priest of the Polish Catholic Mission in Southampton.',
          ],
        },
      ),
      h(
        "Parents' committee, 7 March\nIt was agreed that the school will take part in the Southampton Polish Festival on 21 June. Anna will run the cake stall. The committee approved £200 for new costumes for the dance group. There was no agreement on whether to change the uniform.",
        {
          decisions: [
            'It was agreed that the school will take part in the Southampton Polish Festival on 21 June.',
            'The committee approved £200 for new costumes for the dance group.',
          ],
        },
      ),
    ],
  },
];
