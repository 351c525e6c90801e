import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZJ: LabelledListDay[] = [
  {
    name: 'Glenn, a newly retired widower downsizing from the family home in Aberdeen, on a Monday',
    highlights: [
      h(
        'Dear Glenn,\nThank you for coming into the branch on Friday. Following our conversation, we have agreed an asking price of £285,000 and the house will go live on our website on Wednesday. Our photographer can come on Tuesday at 10am. Please let us know if that suits.\nKind regards,\nFiona Reid, Strachan & Co',
        {
          decisions: [
            'Following our conversation, we have agreed an asking price of £285,000 and the house will go live on our website on Wednesday.',
          ],
        },
      ),
      h(
        "[02/03/2026, 19:02] Kirsty: Dad, we've talked it over and Euan and I will split the cost of the removal van.\n[02/03/2026, 19:04] Euan: Yep, no arguments.\n[02/03/2026, 19:05] Glenn: You two are very good to me.\n[02/03/2026, 19:07] Kirsty: Also the van firm says their lorry can't get down Cairnfield Lane because of the roadworks. We might need a smaller van for the last bit.\n[02/03/2026, 19:10] Euan: Or we carry the piano ourselves 😂",
        {
          decisions: [
            "Kirsty: Dad, we've talked it over and Euan and I will split the cost of the removal van.",
          ],
          problems: [
            "Kirsty: Also the van firm says their lorry can't get down Cairnfield Lane because of the roadworks.",
          ],
        },
      ),
      h(
        'Letting go of a house is not one decision but a thousand small ones, made drawer by drawer. Nobody warns you that the hardest part is the loft. You will find the things you meant to deal with in 1994, and you will still not want to deal with them.',
      ),
      h(
        'Aberdeen City Council: Council Tax\nYour application for a single person discount has been approved and will apply from 1 April 2026. A revised bill is enclosed. If your circumstances change, you must tell us within 21 days.',
        {
          decisions: [
            'Your application for a single person discount has been approved and will apply from 1 April 2026.',
          ],
        },
      ),
      h(
        'The new café in Union Terrace Gardens opens to the public on Saturday, its operators confirmed. The café had been due to open last autumn but was held up by a dispute over the lease, which has now been resolved. Meanwhile, First Aberdeen warned that the number 19 bus will be diverted away from Rosemount Viaduct for six weeks from Monday because of gas main works.',
        {
          announcements: [
            'The new café in Union Terrace Gardens opens to the public on Saturday, its operators confirmed.',
          ],
          problems: [
            'Meanwhile, First Aberdeen warned that the number 19 bus will be diverted away from Rosemount Viaduct for six weeks from Monday because of gas main works.',
          ],
        },
      ),
      h(
        "things to sort before the move\nbooks: charity shop takes them Thurs\nthe garage roof is leaking again over the workbench, get Davie to look before viewings\nDecided: keeping Mum's sewing table, everything else in the spare room goes",
        {
          problems: [
            'the garage roof is leaking again over the workbench, get Davie to look before viewings',
          ],
          decisions: ["Decided: keeping Mum's sewing table, everything else in the spare room goes"],
        },
      ),
      h(
        'Subject: Planned work in your area\nSSEN will be carrying out essential maintenance on the overhead lines near your home. Your power will be off on Thursday 12 March between 09:00 and 15:00. If you rely on medical equipment, please call us on 105. We apologise for any inconvenience.',
        {
          problems: ['Your power will be off on Thursday 12 March between 09:00 and 15:00.'],
        },
      ),
      h(
        "Hi all, the committee met last night and we've agreed that the Wednesday walks will start from Duthie Park from now on. The Hazlehead car park is now pay-and-display and several of you have had fines. New members are always welcome, just turn up at 10. Bring a flask, it's baltic.",
        {
          decisions: [
            "Hi all, the committee met last night and we've agreed that the Wednesday walks will start from Duthie Park from now on.",
          ],
          problems: ['The Hazlehead car park is now pay-and-display and several of you have had fines.'],
        },
      ),
      h(
        'Many older homeowners say they would move if the right property existed. The problem, economists argue, is not willingness but supply. Stamp duty reform has been proposed repeatedly and never adopted. Meanwhile family homes sit half-empty across the north-east.',
      ),
      h(
        "We've noticed a payment of £1,240.00 to \"SwiftMove Logistics\" that doesn't look like you. If this was you, you don't need to do anything. Otherwise please call us on the number on the back of your card.",
        {
          problems: [
            'We\'ve noticed a payment of £1,240.00 to "SwiftMove Logistics" that doesn\'t look like you.',
          ],
        },
      ),
      h(
        "[03/03/2026, 08:15] Kirsty: BIG NEWS. Euan and Shona are expecting in September!\n[03/03/2026, 08:16] Glenn: That's the best news I've had all year.\n[03/03/2026, 08:17] Glenn: Your mother would have been knitting already.",
        {
          announcements: ['Euan and Shona are expecting in September!'],
        },
      ),
      h(
        "Cults Library newsletter\nFrom 16 March, the library will open on Sunday afternoons for the first time. Digital Help drop-ins return on Tuesdays at 2pm. Thank you to everyone who donated books to the spring sale. We raised £640 for the children's section.",
        {
          announcements: [
            'From 16 March, the library will open on Sunday afternoons for the first time.',
            'Digital Help drop-ins return on Tuesdays at 2pm.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Aisha, planning her own small registry-office wedding in Glasgow, on a Saturday',
    highlights: [
      h(
        "[07/03/2026, 10:12] Aisha: ok final answer on the date?\n[07/03/2026, 10:20] Callum: Let's do it, 22 August it is.\n[07/03/2026, 10:21] Aisha: Done. I'll book the registrar on Monday.",
        {
          decisions: ["Callum: Let's do it, 22 August it is."],
        },
      ),
      h(
        'Dear Ms Siddiqui,\nYour notice of intention to marry has been received. Unfortunately, the Martha Street marriage room will be closed for refurbishment throughout August. We can offer the Burgh Hall in Maryhill on the same date at no extra cost. Please confirm within 14 days.',
        {
          problems: [
            'Unfortunately, the Martha Street marriage room will be closed for refurbishment throughout August.',
          ],
        },
      ),
      h(
        'Notes from call with The Hidden Lane tea room\nThey can seat 50 if we use the back room.\nCorkage is £8 a bottle.\nWe agreed on the afternoon tea menu with the vegan scones.\nDeposit of £300 paid today.',
        {
          decisions: ['We agreed on the afternoon tea menu with the vegan scones.'],
        },
      ),
      h(
        'The guest list is where most couples have their first real argument. Decide early who you are inviting for yourselves and who for your parents. No seating plan has ever made everyone happy. Couples who decide everything by committee tend to overspend.',
      ),
      h(
        "[07/03/2026, 12:40] Mum: Your gran says she won't come if Uncle Tariq is coming.\n[07/03/2026, 12:41] Mum: I know, I know.\n[07/03/2026, 12:45] Aisha: Mum I can't deal with this today\n[07/03/2026, 12:52] Dad: Your mum and I have decided we'll pay for the photographer, so that's one less thing.",
        {
          problems: ["Mum: Your gran says she won't come if Uncle Tariq is coming."],
          decisions: [
            "Dad: Your mum and I have decided we'll pay for the photographer, so that's one less thing.",
          ],
        },
      ),
      h(
        "Hi Aisha, I'm afraid the supplier has told us your dress has been delayed at customs and will now arrive on 30 July rather than 1 June. Your fitting on 2 August is unchanged. We're so sorry. On a happier note, our new Shawlands boutique opens on 14 March and you'd be welcome to come in for a coffee and a look at the sample rails.",
        {
          problems: [
            "Hi Aisha, I'm afraid the supplier has told us your dress has been delayed at customs and will now arrive on 30 July rather than 1 June.",
          ],
          announcements: [
            "On a happier note, our new Shawlands boutique opens on 14 March and you'd be welcome to come in for a coffee and a look at the sample rails.",
          ],
        },
      ),
      h(
        "Budget check\nVenue 1,400\nCatering 1,950\nWe're £620 over the budget already and haven't done flowers.\nCould cut the cake, or ask Nadia to do flowers?",
        {
          problems: ["We're £620 over the budget already and haven't done flowers."],
        },
      ),
      h(
        'Glasgow City Council has approved plans to extend the low emission zone to cover the West End from June 2027. Opponents say the scheme will hit small businesses on Byres Road. The Subway will run until midnight on Saturdays from 4 April, SPT announced.',
        {
          decisions: [
            'Glasgow City Council has approved plans to extend the low emission zone to cover the West End from June 2027.',
          ],
          announcements: ['The Subway will run until midnight on Saturdays from 4 April, SPT announced.'],
        },
      ),
      h(
        "[07/03/2026, 15:03] Nadia: Hen do vote closed, it's Edinburgh not Belfast!\n[07/03/2026, 15:04] Roisin: Noooo I wanted the Titanic museum\n[07/03/2026, 15:05] Nadia: The Belfast flights were silly money anyway lol\n[07/03/2026, 15:09] Aisha: Edinburgh is perfect, love you all",
        {
          decisions: ["Nadia: Hen do vote closed, it's Edinburgh not Belfast!"],
        },
      ),
      h(
        'The average Scottish wedding now costs more than £20,000. Yet the fastest-growing category is the micro-wedding, with fewer than 30 guests. One bride told us that small was the whole point. Another said the hardest part was telling her aunties.',
      ),
      h(
        "Hi both! Exciting news, I've just launched a mini-session package for registry weddings: 90 minutes, 150 edited images, £450. Let me know if you want to switch. Also, heads up that my second shooter is unavailable on 22 August, so it would be just me on the day.",
        {
          announcements: [
            "Exciting news, I've just launched a mini-session package for registry weddings: 90 minutes, 150 edited images, £450.",
          ],
          problems: [
            'Also, heads up that my second shooter is unavailable on 22 August, so it would be just me on the day.',
          ],
        },
      ),
      h(
        'Marriage, the old joke goes, is a decision you have to keep announcing to your relatives. My grandparents eloped to Gretna in 1961. Nobody told my great-grandmother for a year. When she found out, she sent a cake.',
      ),
    ],
  },
  {
    name: 'Tom, stay-at-home dad of two-year-old twins in Bramley, Leeds, on a Wednesday',
    highlights: [
      h(
        'Dear parents,\nWe have had two confirmed cases of hand, foot and mouth disease in the Caterpillar room this week. Please keep children at home if they have a fever or blisters. From Monday 16 March, nursery will open at 7.30am instead of 8am. Thank you for your patience while the garden is resurfaced.',
        {
          problems: [
            'Dear parents, We have had two confirmed cases of hand, foot and mouth disease in the Caterpillar room this week.',
          ],
          announcements: ['From Monday 16 March, nursery will open at 7.30am instead of 8am.'],
        },
      ),
      h(
        "[11/03/2026, 07:45] Priti: Sorry I was grumpy this morning x\n[11/03/2026, 07:50] Tom: Right, we're doing it, cots go in separate rooms this weekend.\n[11/03/2026, 07:51] Priti: Good plan. Can you ring the GP about Arjun's cough?",
        {
          decisions: ["Tom: Right, we're doing it, cots go in separate rooms this weekend."],
        },
      ),
      h(
        "Your twins are due their 2-year review. Our health visiting clinic has moved from Armley Moor Health Centre to Wortley Children's Centre. Please bring their red books. Appointments can be booked online or by phone.",
        {
          announcements: [
            "Our health visiting clinic has moved from Armley Moor Health Centre to Wortley Children's Centre.",
          ],
        },
      ),
      h(
        '[11/03/2026, 09:30] Gemma: Does anyone know if the splash park at Roundhay is open yet?\n[11/03/2026, 09:34] Lou: Not till May I think\n[11/03/2026, 09:52] Sana: Rhyme time at Bramley library is back from next Tuesday, 10am, free.\n[11/03/2026, 09:55] Lou: Ooh thanks, see you there x',
        {
          announcements: ['Sana: Rhyme time at Bramley library is back from next Tuesday, 10am, free.'],
        },
      ),
      h(
        'Toddlers are not giving you a hard time; they are having a hard time. Most tantrums are a problem of capacity, not of character. The decision to stay calm is one you will make a hundred times a day. You will fail at it often, and that is fine.',
      ),
      h(
        "Yorkshire Water: We're sorry, there's a burst main in your area and some customers may have low pressure or no water until this evening. Bottled water is available at Tesco Bramley car park. We'll text you when supply is back to normal.",
        {
          problems: [
            "Yorkshire Water: We're sorry, there's a burst main in your area and some customers may have low pressure or no water until this evening.",
          ],
        },
      ),
      h(
        'twins shopping\nsize 5 nappies x2\nOat milk\nCalpol\nthe double buggy front wheel is fixed now, Halfords were great\nWe decided no more screen time before bed, starting tonight',
        {
          decisions: ['We decided no more screen time before bed, starting tonight'],
        },
      ),
      h(
        'The government has confirmed that 30 hours of funded childcare will be extended to working parents of children from nine months old. The change takes effect in September. Nurseries warn that they do not have enough staff to meet the extra demand.',
        {
          announcements: [
            'The government has confirmed that 30 hours of funded childcare will be extended to working parents of children from nine months old.',
            'The change takes effect in September.',
          ],
          problems: ['Nurseries warn that they do not have enough staff to meet the extra demand.'],
        },
      ),
      h(
        "Hi Tom and Priti,\nFollowing the parents' forum, the nursery board has agreed to freeze fees until December. We know the last increase was hard for many families. A new sibling discount of 10% will apply from April.",
        {
          decisions: [
            "Hi Tom and Priti, Following the parents' forum, the nursery board has agreed to freeze fees until December.",
          ],
          announcements: ['A new sibling discount of 10% will apply from April.'],
        },
      ),
      h(
        "[11/03/2026, 14:10] Mum: Dad's knee is bad again so we can't do Friday babysitting, sorry love.\n[11/03/2026, 14:12] Tom: No worries, hope he's ok\n[11/03/2026, 14:15] Mum: He's finally seeing someone about it on Monday.",
        {
          problems: ["Mum: Dad's knee is bad again so we can't do Friday babysitting, sorry love."],
        },
      ),
      h(
        "Bramley Community Noticeboard\nPLEASE be aware there's been a spate of catalytic converter thefts on Hough Lane this week, two last night. Police are aware. On a brighter note, the new play area at Bramley Park is finally open and it's brilliant for under-3s!",
        {
          problems: [
            "PLEASE be aware there's been a spate of catalytic converter thefts on Hough Lane this week, two last night.",
          ],
          announcements: [
            "On a brighter note, the new play area at Bramley Park is finally open and it's brilliant for under-3s!",
          ],
        },
      ),
      h(
        "Notes from chat with Priti\nWe're putting Little Acorns on Town Street as first choice for preschool. Second choice still open, maybe the one at St Peter's church hall. Decided we won't move house before they start school.",
        {
          decisions: [
            "We're putting Little Acorns on Town Street as first choice for preschool.",
            "Decided we won't move house before they start school.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Maricel, a nurse whose family moved from Manila to Calgary a month ago, on a Tuesday',
    highlights: [
      h(
        "Welcome to the Calgary Board of Education!\nAfter reviewing your application, we have approved Joshua's placement at Sir John Franklin School for Grade 7. He will start on Monday, March 16. Please note that the English language assessment on March 12 has been cancelled due to staff illness and will be rescheduled. A school bus pass will be mailed to you.",
        {
          decisions: [
            "After reviewing your application, we have approved Joshua's placement at Sir John Franklin School for Grade 7.",
          ],
          problems: [
            'Please note that the English language assessment on March 12 has been cancelled due to staff illness and will be rescheduled.',
          ],
        },
      ),
      h(
        "[10/03/2026, 20:15] Tita Lorna: Anak, how is the snow? 😂\n[10/03/2026, 20:20] Maricel: -22 this morning!! The car wouldn't start and I was late for my orientation.\n[10/03/2026, 20:22] Maricel: Jun says we're buying a block heater this weekend, end of discussion.\n[10/03/2026, 20:25] Tita Lorna: Ingat kayo!",
        {
          problems: ["The car wouldn't start and I was late for my orientation."],
          decisions: ["Maricel: Jun says we're buying a block heater this weekend, end of discussion."],
        },
      ),
      h(
        'Your Alberta Health Care Insurance Plan coverage has been approved. Your personal health card will arrive by mail within 3 weeks. Note: there is currently a shortage of family doctors accepting new patients in Calgary. You can join the Alberta Find a Doctor list online.',
        {
          decisions: ['Your Alberta Health Care Insurance Plan coverage has been approved.'],
          problems: [
            'Note: there is currently a shortage of family doctors accepting new patients in Calgary.',
          ],
        },
      ),
      h(
        'College of Registered Nurses of Alberta\nYour application for registration has been reviewed. The registration committee has ruled that you must complete a bridging course before you can practise as an RN in Alberta. Applications for the next intake of the Bow Valley College bridging program open on April 1.',
        {
          decisions: [
            'The registration committee has ruled that you must complete a bridging course before you can practise as an RN in Alberta.',
          ],
          announcements: [
            'Applications for the next intake of the Bow Valley College bridging program open on April 1.',
          ],
        },
      ),
      h(
        'Every new country asks you to decide again who you are. My mother never failed to set a place for the relatives who were not there. We learned the word for snow before we learned the word for home.',
      ),
      h(
        "Hi Maricel,\nThe property manager has approved your request for a second parking stall, $50/month from April. Also, the building's hot water will be shut off Thursday 9am to 1pm for boiler repairs. Sorry for the inconvenience.",
        {
          decisions: [
            'Hi Maricel, The property manager has approved your request for a second parking stall, $50/month from April.',
          ],
          problems: [
            "Also, the building's hot water will be shut off Thursday 9am to 1pm for boiler repairs.",
          ],
        },
      ),
      h(
        "SIN numbers done\nBank: TD account open, cards in 5 days\nfound a Filipino store on 17 Ave that sells pandesal!\nJoshua's winter boots: size 6",
      ),
      h(
        'City council voted 9-6 on Tuesday to scrap the single-use items bylaw. Starting Monday, stores can again hand out paper bags without charging a fee. The new Green Line is still years away, with construction costs now $2 billion over budget.',
        {
          decisions: ['City council voted 9-6 on Tuesday to scrap the single-use items bylaw.'],
          announcements: ['Starting Monday, stores can again hand out paper bags without charging a fee.'],
          problems: [
            'The new Green Line is still years away, with construction costs now $2 billion over budget.',
          ],
        },
      ),
      h(
        'Saint Bonaventure Filipino Ministry\nMabuhay to our newest families! Choir practice resumes next Sunday after the 11am Mass. The parish council has decided the Easter potluck will be held in the school gym this year. Please bring your own serving spoons.',
        {
          announcements: ['Choir practice resumes next Sunday after the 11am Mass.'],
          decisions: [
            'The parish council has decided the Easter potluck will be held in the school gym this year.',
          ],
        },
      ),
      h(
        "[10/03/2026, 17:40] Jun: The Honda guy called, the transmission needs replacing, $3,800\n[10/03/2026, 17:41] Maricel: Ay no\n[10/03/2026, 17:45] Jun: I told him no, we'll sell it and get the Corolla from the dealer on Macleod.",
        {
          problems: ['Jun: The Honda guy called, the transmission needs replacing, $3,800'],
          decisions: ["Jun: I told him no, we'll sell it and get the Corolla from the dealer on Macleod."],
        },
      ),
      h(
        "What's new at Calgary Public Library\nThe Central Library now offers free newcomer English conversation circles every Wednesday evening. Registration for our summer reading program opens May 1. Don't forget your library card gets you free passes to the zoo.",
        {
          announcements: [
            'The Central Library now offers free newcomer English conversation circles every Wednesday evening.',
            'Registration for our summer reading program opens May 1.',
          ],
        },
      ),
      h(
        'Newcomer tip of the week\nLayers beat one big coat. A chinook can raise the temperature by 20 degrees in a few hours. Most Calgarians decide on winter tires by October, and you should too. Sidewalks must be cleared within 24 hours of a snowfall.',
      ),
    ],
  },
  {
    name: 'Dan, living aboard a narrowboat on the Kennet and Avon Canal, on a Sunday',
    highlights: [
      h(
        'Stoppage notice: Kennet and Avon Canal, Caen Hill Locks 29-44\nDue to a failed lock gate at Lock 38, the flight is closed to navigation with immediate effect. We expect to reopen by Friday 20 March. Boaters are advised to moor up above Lock 29.',
        {
          problems: [
            'Due to a failed lock gate at Lock 38, the flight is closed to navigation with immediate effect.',
          ],
        },
      ),
      h(
        'K&A Boaters Group\nWarning: someone is cutting mooring ropes at night near Bradford on Avon, three boats set adrift this week. Also the water point at Hilperton is working again after the repair. Free pump-out at Devizes Wharf this weekend only, courtesy of the new marina owners!',
        {
          problems: [
            'Warning: someone is cutting mooring ropes at night near Bradford on Avon, three boats set adrift this week.',
          ],
          announcements: [
            'Free pump-out at Devizes Wharf this weekend only, courtesy of the new marina owners!',
          ],
        },
      ),
      h(
        'A boat will teach you patience whether you want the lesson or not. Most problems on the water are solved by waiting for the weather to change. Nothing is ever launched on time, and nothing is ever finished.',
      ),
      h(
        "[15/03/2026, 08:10] Ella: The stove went out in the night and the cabin is 6 degrees\n[15/03/2026, 08:12] Dan: Sorry, I forgot to bank it up\n[15/03/2026, 08:30] Ella: Right, we're switching to the smokeless briquettes from now on, no more cheap coal.\n[15/03/2026, 08:31] Dan: Fine by me",
        {
          problems: ['Ella: The stove went out in the night and the cabin is 6 degrees'],
          decisions: [
            "Ella: Right, we're switching to the smokeless briquettes from now on, no more cheap coal.",
          ],
        },
      ),
      h(
        'Your boat licence for "Kingfisher" has been renewed until 31 March 2027. Following last year\'s consultation, the Trust\'s board approved a 5% surcharge for boaters without a home mooring. The surcharge applies from 1 April. Please display your licence on both sides of the boat.',
        {
          decisions: [
            "Following last year's consultation, the Trust's board approved a 5% surcharge for boaters without a home mooring.",
          ],
          announcements: ['The surcharge applies from 1 April.'],
        },
      ),
      h(
        'jobs on the boat\nbilge pump replaced last week, working fine\nOrder new tiller pin\nBattery monitor says 11.9V in the mornings now, the leisure bank is dying\nWe agreed to stay at Foxhangers until the flight reopens',
        {
          problems: ['Battery monitor says 11.9V in the mornings now, the leisure bank is dying'],
          decisions: ['We agreed to stay at Foxhangers until the flight reopens'],
        },
      ),
      h(
        "Wiltshire Council has approved a 48-hour mooring limit on the canal through Devizes town centre. The council said the limit was a response to residents' feedback. Boaters' groups say they will challenge the decision.",
        {
          decisions: [
            'Wiltshire Council has approved a 48-hour mooring limit on the canal through Devizes town centre.',
          ],
        },
      ),
      h(
        "Hi Dan,\nGreat news: the new Pewsey Wharf marina opens on 1 May and we're offering liveaboard berths at £2,900 a year. The waiting list opens to the public on Monday. Electric hook-up and Wi-Fi are included. Viewings are by appointment only.",
        {
          announcements: [
            "Hi Dan, Great news: the new Pewsey Wharf marina opens on 1 May and we're offering liveaboard berths at £2,900 a year.",
            'The waiting list opens to the public on Monday.',
          ],
        },
      ),
      h(
        'Britain now has more people living on its waterways than at any time since the Second World War. For many, the decision to move afloat is driven by rent, not romance. Few are prepared for their first winter.',
      ),
      h(
        "[15/03/2026, 13:02] Gaz: You still need that alternator looked at?\n[15/03/2026, 13:05] Dan: Nah it's sorted, the belt was just loose\n[15/03/2026, 13:06] Gaz: Pint on Tuesday then. Bring the dog.",
      ),
      h(
        'Message from Floodline\nRiver levels on the Avon at Bradford on Avon are rising after heavy rain, and flooding of riverside footpaths is possible from this evening. Boaters on river sections should check their moorings.',
        {
          problems: [
            'River levels on the Avon at Bradford on Avon are rising after heavy rain, and flooding of riverside footpaths is possible from this evening.',
          ],
        },
      ),
      h(
        'Found in the cupboard: boat club AGM minutes, 2019\nThe proposal to buy a new work boat was discussed at length. Several members felt the club could not afford it. No vote was taken. Tea and biscuits were enjoyed by all.',
      ),
    ],
  },
  {
    name: 'Mdm Tan, a grandmother who minds her grandchildren in a Toa Payoh HDB flat (Singapore), on a Thursday',
    highlights: [
      h(
        'Toa Payoh Central Town Council\nNOTICE OF WATER SUPPLY DISRUPTION\nWater supply to Blocks 178 to 182 will be disrupted on 19 March from 10am to 2pm due to pipe replacement works. Residents are advised to store water beforehand.',
        {
          problems: [
            'Water supply to Blocks 178 to 182 will be disrupted on 19 March from 10am to 2pm due to pipe replacement works.',
          ],
        },
      ),
      h(
        '[19/03/2026, 07:30] Mei Ling: Ma, the school bus is not coming today, the driver is sick. Can you take Ethan?\n[19/03/2026, 07:32] Mdm Tan: Ok I take him\n[19/03/2026, 07:40] Wei Jie: Also we decided, next Chinese New Year we all go to Ipoh together.',
        {
          problems: ['Mei Ling: Ma, the school bus is not coming today, the driver is sick.'],
          decisions: ['Wei Jie: Also we decided, next Chinese New Year we all go to Ipoh together.'],
        },
      ),
      h(
        'HDB will launch 5,000 BTO flats in the March sales exercise, including the first flats in the new Chencharu estate. Applications open on 25 March. Prices for the Chencharu flats start from $350,000 for a 4-room unit. Analysts expect strong demand from young couples.',
        {
          announcements: [
            'HDB will launch 5,000 BTO flats in the March sales exercise, including the first flats in the new Chencharu estate.',
            'Applications open on 25 March.',
          ],
        },
      ),
      h(
        '[19/03/2026, 11:15] RN Volunteer Alice: Dear residents, the lift at Block 179 is down again. Lift technician coming at 3pm. Please use the lift at Block 180 and the linkway.\n[19/03/2026, 11:20] Uncle Lim: Thank you Alice',
        {
          problems: ['RN Volunteer Alice: Dear residents, the lift at Block 179 is down again.'],
        },
      ),
      h(
        'When you drink water, remember the source. My grandmother said that every time we forgot to call her. She never decided anything quickly, and she was never wrong.',
      ),
      h(
        'SingHealth: Your appointment at Toa Payoh Polyclinic is confirmed for 7 Apr 2026 at 9.40am. Reply Y to confirm. From 1 April, the polyclinic will be open on Saturday afternoons.',
        {
          announcements: ['From 1 April, the polyclinic will be open on Saturday afternoons.'],
        },
      ),
      h(
        'Toa Payoh East CC\nNew! Line dancing for seniors every Tuesday 9am, first lesson free. The CC management committee has approved a senior activity corner at the void deck of Block 180. Registration for the Family Day at Bishan Park closes this Friday.',
        {
          announcements: ['Line dancing for seniors every Tuesday 9am, first lesson free.'],
          decisions: [
            'The CC management committee has approved a senior activity corner at the void deck of Block 180.',
          ],
        },
      ),
      h(
        "Ethan spelling test Fri\nbuy kopi-o powder, eggs\nAircon in the kids' room dripping water again, call the aircon man\nMei Ling and I agreed: Ethan goes to tuition only Mon and Wed, no more Saturday class.",
        {
          problems: ["Aircon in the kids' room dripping water again, call the aircon man"],
          decisions: [
            'Mei Ling and I agreed: Ethan goes to tuition only Mon and Wed, no more Saturday class.',
          ],
        },
      ),
      h(
        'Dear Parents/Guardians,\nWe are pleased to announce that Mdm Rosnah Ahmad has been appointed Vice-Principal with effect from 1 April. Please update your contact details on Parents Gateway. Thank you for your continued support.',
        {
          announcements: [
            'Dear Parents/Guardians, We are pleased to announce that Mdm Rosnah Ahmad has been appointed Vice-Principal with effect from 1 April.',
          ],
        },
      ),
      h(
        'The Land Transport Authority said the Thomson-East Coast Line will open four new stations on 23 June. A train fault on the North-South Line caused delays of up to 30 minutes during the morning peak on Thursday. LTA said it is investigating the cause.',
        {
          announcements: [
            'The Land Transport Authority said the Thomson-East Coast Line will open four new stations on 23 June.',
          ],
          problems: [
            'A train fault on the North-South Line caused delays of up to 30 minutes during the morning peak on Thursday.',
          ],
        },
      ),
      h(
        '[19/03/2026, 16:05] Auntie Mary: You coming for qigong tomorrow?\n[19/03/2026, 16:10] Mdm Tan: Cannot lah, must fetch Ethan.\n[19/03/2026, 16:11] Auntie Mary: Ok next week then. The group decided we will move to the park near Block 190 because the old spot got construction.',
        {
          decisions: [
            'The group decided we will move to the park near Block 190 because the old spot got construction.',
          ],
        },
      ),
      h(
        '[19/03/2026, 20:30] Auntie Mary: Forwarded: Drinking warm water with lemon every morning can prevent all cancers. Please share with 10 friends.\n[19/03/2026, 20:35] Mdm Tan: Mary, this one fake news lah.\n[19/03/2026, 20:36] Mdm Tan: My grandson say must check with the doctor.',
      ),
    ],
  },
  {
    name: 'Sophie and Rawiri, first-home buyers in the week before settlement, Christchurch (New Zealand), on a Tuesday',
    highlights: [
      h(
        'Hi Sophie and Rawiri,\nThe vendors have agreed to our request to fix the leaking shower before settlement. Settlement remains on Friday 27 March. Please transfer your deposit balance of $18,500 to our trust account by Wednesday. Let me know if you have any questions.',
        {
          decisions: [
            'Hi Sophie and Rawiri, The vendors have agreed to our request to fix the leaking shower before settlement.',
          ],
        },
      ),
      h(
        'Pre-settlement inspection notes\nRoof: fine, some moss.\nSubfloor: dry, piles look good.\nThe hot water cylinder is original and is leaking at the valve.\nSmoke alarms: all working.',
        {
          problems: ['The hot water cylinder is original and is leaking at the valve.'],
        },
      ),
      h(
        'Congratulations! Your home loan of $540,000 has been formally approved. Your fixed rate is 5.29% for the first 2 years. Please note the valuation report flagged the property as being in a moderate liquefaction zone.',
        {
          decisions: ['Your home loan of $540,000 has been formally approved.'],
          problems: [
            'Please note the valuation report flagged the property as being in a moderate liquefaction zone.',
          ],
        },
      ),
      h(
        "[24/03/2026, 12:05] Sophie: Just had a call, the movers can't do Friday anymore\n[24/03/2026, 12:07] Rawiri: Are you serious\n[24/03/2026, 12:20] Sophie: Ok sorted, we're going with Two Brothers Moving on Saturday morning instead.\n[24/03/2026, 12:21] Rawiri: Choice",
        {
          problems: ["Sophie: Just had a call, the movers can't do Friday anymore"],
          decisions: ["Sophie: Ok sorted, we're going with Two Brothers Moving on Saturday morning instead."],
        },
      ),
      h(
        'Christchurch City Council has voted to introduce a targeted rate for properties in flood-prone areas from July. The Reserve Bank cut the Official Cash Rate to 3% on Wednesday. Economists expect mortgage rates to fall further this year.',
        {
          decisions: [
            'Christchurch City Council has voted to introduce a targeted rate for properties in flood-prone areas from July.',
            'The Reserve Bank cut the Official Cash Rate to 3% on Wednesday.',
          ],
          announcements: ['The Reserve Bank cut the Official Cash Rate to 3% on Wednesday.'],
        },
      ),
      h(
        'A house is a decision you keep making. You decide it again every time the roof leaks and you choose to fix it instead of leaving. We bought ours on a wet Tuesday and never regretted it.',
      ),
      h(
        "Welcome to Contact Energy!\nYour electricity will be connected at 14 Kowhai Street from 27 March. Our new Night Owl plan launches next month, with free power from 9pm to midnight. Reply to this email if you'd like to switch.",
        {
          announcements: [
            'Our new Night Owl plan launches next month, with free power from 9pm to midnight.',
          ],
        },
      ),
      h(
        'moving checklist\nchange address with IRD and NZTA\nKiwiSaver first home withdrawal: approved!\nThe car rego has expired, renew before Friday or we get a ticket\nWe decided to paint the lounge ourselves and spend the money on curtains',
        {
          decisions: [
            'KiwiSaver first home withdrawal: approved!',
            'We decided to paint the lounge ourselves and spend the money on curtains',
          ],
          problems: ['The car rego has expired, renew before Friday or we get a ticket'],
        },
      ),
      h(
        "Kowhai Street Neighbours\nHi new neighbours at number 14, welcome! Bin day is Tuesday, red bin one week and yellow the next. The council is trialling a new food scraps collection on our street from April. Heads up: the streetlight outside number 20 has been out for weeks and the council hasn't fixed it.",
        {
          announcements: ['The council is trialling a new food scraps collection on our street from April.'],
          problems: [
            "Heads up: the streetlight outside number 20 has been out for weeks and the council hasn't fixed it.",
          ],
        },
      ),
      h(
        'Thank you for your application. Unfortunately we are unable to offer house cover for 14 Kowhai Street at this time because the property is in a high-risk flood zone. You may wish to contact an insurance broker.',
        {
          problems: [
            'Unfortunately we are unable to offer house cover for 14 Kowhai Street at this time because the property is in a high-risk flood zone.',
          ],
        },
      ),
      h(
        "[24/03/2026, 19:30] Mum: Dad and I want to give you the old dining table, it's just sitting in the garage.\n[24/03/2026, 19:35] Sophie: Omg yes please!!\n[24/03/2026, 19:40] Mum: Also your cousin Aroha got into med school at Otago, she found out today!",
        {
          announcements: ['Mum: Also your cousin Aroha got into med school at Otago, she found out today!'],
        },
      ),
      h(
        'In Christchurch, everyone has an earthquake story. Ours is short: the chimney fell into the garden and nobody was hurt. Afterwards my father said houses are just weather that stays still. He never explained what he meant.',
      ),
    ],
  },
  {
    name: 'Jenny, whose cottage in a Somerset Levels village flooded in January, on a Friday',
    highlights: [
      h(
        'Dear Mrs Parsons,\nFollowing my visit, your insurer has accepted the claim for flood damage to the ground floor. The drying-out company will collect the dehumidifiers on Monday. Please note the kitchen units cannot be replaced until moisture readings are below 15%. I enclose a copy of my report for your records.',
        {
          decisions: [
            'Dear Mrs Parsons, Following my visit, your insurer has accepted the claim for flood damage to the ground floor.',
          ],
        },
      ),
      h(
        "[20/03/2026, 08:02] Pete (Parish Council): Morning all, river levels at Northmoor are finally falling.\n[20/03/2026, 08:10] Sally: The road to Burrowbridge is still under water by the King Alfred, don't try it.\n[20/03/2026, 08:15] Pete (Parish Council): The parish council voted last night to buy two more sandbag trailers.",
        {
          problems: [
            "Sally: The road to Burrowbridge is still under water by the King Alfred, don't try it.",
          ],
          decisions: [
            'Pete (Parish Council): The parish council voted last night to buy two more sandbag trailers.',
          ],
        },
      ),
      h(
        "The Levels were made by people who decided, centuries ago, that water could be told where to go. It mostly listens. When it doesn't, the problem is older than any of us. My neighbour says the rhynes have a memory.",
      ),
      h(
        "insurance call 11am\nSkirting boards in the lounge are growing black mould, photograph for the adjuster\nWe've decided not to put the carpet back, going with tiles downstairs\nTell Mum the spare room is hers from May",
        {
          problems: ['Skirting boards in the lounge are growing black mould, photograph for the adjuster'],
          decisions: ["We've decided not to put the carpet back, going with tiles downstairs"],
        },
      ),
      h(
        'Somerset Council has appointed a flood recovery coordinator for the Levels, who starts on 1 April. The A361 at East Lyng reopened on Wednesday after eight weeks of closure. Residents in Moorland say they are still waiting for the grants promised in January.',
        {
          announcements: [
            'Somerset Council has appointed a flood recovery coordinator for the Levels, who starts on 1 April.',
            'The A361 at East Lyng reopened on Wednesday after eight weeks of closure.',
          ],
          problems: ['Residents in Moorland say they are still waiting for the grants promised in January.'],
        },
      ),
      h(
        'Following the recent flooding, we have carried out tests and your drinking water is safe. However, the sewer in Church Road is still overloaded and may back up during heavy rain. Please do not flush wipes. A new free sandbag collection point opens at the village hall tomorrow.',
        {
          problems: [
            'However, the sewer in Church Road is still overloaded and may back up during heavy rain.',
          ],
          announcements: ['A new free sandbag collection point opens at the village hall tomorrow.'],
        },
      ),
      h(
        "[20/03/2026, 18:20] Jenny: The builders say the walls won't be dry enough to plaster until June\n[20/03/2026, 18:22] Rob: So we're in the caravan till summer then\n[20/03/2026, 18:30] Jenny: Kids, we've decided you're staying at Nana's during the week until Easter.\n[20/03/2026, 18:32] Lily: YESSS she has Sky",
        {
          problems: ["Jenny: The builders say the walls won't be dry enough to plaster until June"],
          decisions: ["Jenny: Kids, we've decided you're staying at Nana's during the week until Easter."],
        },
      ),
      h(
        "Levels Flood Support Group\nFrom next week the group will meet every Thursday at 7pm at Langport Town Hall. We're delighted to announce that the Somerset Community Foundation has awarded us £12,000 for dehumidifier hire. Several members reported that cowboy builders are going door to door offering cheap repairs, please be careful.",
        {
          announcements: [
            'From next week the group will meet every Thursday at 7pm at Langport Town Hall.',
            "We're delighted to announce that the Somerset Community Foundation has awarded us £12,000 for dehumidifier hire.",
          ],
          problems: [
            'Several members reported that cowboy builders are going door to door offering cheap repairs, please be careful.',
          ],
        },
      ),
      h(
        'After the water went down, we learned that nothing is ever truly new again. Everything smelled of the river. My father stayed, as his father had.',
      ),
      h(
        'Huish Episcopi Academy weekly bulletin\nThe governors have agreed that students affected by the flooding can have free breakfast club places until the summer. Year 9 options evening has been moved to 26 March. The school minibus will run as normal.',
        {
          decisions: [
            'The governors have agreed that students affected by the flooding can have free breakfast club places until the summer.',
          ],
          announcements: ['Year 9 options evening has been moved to 26 March.'],
        },
      ),
      h(
        "[20/03/2026, 21:05] Margaret: Did the adjuster come?\n[20/03/2026, 21:10] Jenny: Yes, all went fine. How's your back door?\n[20/03/2026, 21:15] Margaret: Fixed it with a plane, good as new.\n[20/03/2026, 21:16] Margaret: Come round for tea on Sunday if you can face it.",
      ),
      h(
        'Winter 2025-26 was the wettest on record for parts of south-west England. Scientists say a warmer atmosphere holds more moisture. Whether the Levels should be defended at any cost is a question for politicians, not engineers.',
      ),
    ],
  },
];
