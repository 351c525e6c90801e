import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_N: LabelledListDay[] = [
  {
    name: 'Fire and rescue control room supervisor',
    highlights: [
      h(
        'Red Watch handover 06:00\nMobilising system dropped two calls to the backup line overnight. Ticket raised with the supplier at 03:40. Otherwise a steady night, 14 incidents, mostly automatic alarms. Kettle in the rest room has finally been replaced.',
        {
          problems: ['Mobilising system dropped two calls to the backup line overnight.'],
        },
      ),
      h(
        'Ops meeting with the area manager. We agreed that automatic fire alarms from non-residential premises will get no response between 07:00 and 19:00 unless a fire is confirmed by a caller. Also agreed to keep a minimum of two call handlers on nights. The business community were consulted last year and most supported the change. Comms team to write to the larger premises.',
        {
          decisions: [
            'We agreed that automatic fire alarms from non-residential premises will get no response between 07:00 and 19:00 unless a fire is confirmed by a caller.',
            'Also agreed to keep a minimum of two call handlers on nights.',
          ],
        },
      ),
      h(
        'In a crisis, the worst decision is usually no decision. The second worst is the one you make to look decisive. Most failures in call handling are failures of systems, not of people. All from a leadership book I read on the train. Worth rereading before the next big incident.',
      ),
      h(
        'From Monday the Control Room Watch Manager for Blue Watch is Priya Desai, who joins us from the neighbouring service. She ran their control room through the 2022 wildfires. Please make her welcome.',
        {
          announcements: [
            'From Monday the Control Room Watch Manager for Blue Watch is Priya Desai, who joins us from the neighbouring service.',
          ],
        },
      ),
      h(
        'Hydrant 4471 on Mill Lane reported defective by crews at the car fire, no flow at all. Water company informed. Flag it on the gazetteer until it is repaired. Crews used the tanker instead and the fire was out in twenty minutes. The same hydrant failed a test in 2021 and was repaired then.',
        {
          problems: [
            'Hydrant 4471 on Mill Lane reported defective by crews at the car fire, no flow at all.',
          ],
        },
      ),
      h(
        'remember: ask about leave for the 23rd\nlook up dates for the incident command course\nFind the charger for the radio in the office',
      ),
      h(
        'Subject: Station 12 off the run\nStation 12 appliance is off the run until Thursday due to a failed pump seal. Stand-by moves are on the board. Expect longer attendance times in the north of the district until it is back. Thanks all for your patience this week.',
        {
          problems: [
            'Station 12 appliance is off the run until Thursday due to a failed pump seal.',
            'Expect longer attendance times in the north of the district until it is back.',
          ],
        },
      ),
      h(
        'Fire deaths in the county fell to their lowest level in a decade last year, according to figures published today by the Home Office. The service credits its home fire safety visits and the free smoke alarm scheme. Nationally the picture is more mixed. I will share the graphs at the watch meeting.',
        {
          announcements: [
            'Fire deaths in the county fell to their lowest level in a decade last year, according to figures published today by the Home Office.',
          ],
        },
      ),
      h(
        'Dave: the new vehicle tracking went live on all pumps this morning\nDave: can you check the screen is showing the new icons\nMe: will do, looks fine from here',
        {
          announcements: ['Dave: the new vehicle tracking went live on all pumps this morning'],
        },
      ),
      h(
        'Debrief from the Hallam Road flats fire. Decision: we will send two pumps plus the aerial to all high-rise calls. The radio black spot on the 9th floor stairwell has still not been fixed by the building owner. Crews did an excellent job in very hot conditions.',
        {
          decisions: ['Decision: we will send two pumps plus the aerial to all high-rise calls.'],
          problems: [
            'The radio black spot on the 9th floor stairwell has still not been fixed by the building owner.',
          ],
        },
      ),
      h(
        'Easter rota is out. We settled on 12-hour shifts for the bank holiday itself. Swaps by Friday please, and we need to decide on the summer leave rules soon. Send me your ideas.',
        {
          decisions: ['We settled on 12-hour shifts for the bank holiday itself.'],
          announcements: ['Easter rota is out.'],
        },
      ),
      h(
        'The service has launched a recruitment campaign for on-call firefighters, with open evenings at every station in March. Only 60% of on-call appliances were available during weekday daytimes last quarter. My brother-in-law is thinking of applying. He would be good at it.',
        {
          problems: ['Only 60% of on-call appliances were available during weekday daytimes last quarter.'],
          announcements: [
            'The service has launched a recruitment campaign for on-call firefighters, with open evenings at every station in March.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Police inspector, response and neighbourhood',
    highlights: [
      h(
        'Daily management meeting 08:30\nOvernight there were 3 burglaries in Eastfield, all rear entry via patio doors. Two response cars are off the road with flat batteries again. Superintendent agreed to move two PCs from the town centre team to Eastfield for the next fortnight. Crime prevention leaflets are being printed.',
        {
          decisions: [
            'Superintendent agreed to move two PCs from the town centre team to Eastfield for the next fortnight.',
          ],
          problems: [
            'Overnight there were 3 burglaries in Eastfield, all rear entry via patio doors.',
            'Two response cars are off the road with flat batteries again.',
          ],
        },
      ),
      h(
        'The police are the public and the public are the police. Peel wrote that in 1829 and it still holds up better than most of our training slides. I should put it on the wall in the briefing room. Principle seven is the one I quote most.',
      ),
      h(
        'New body-worn video policy comes into force on 1 May: cameras must be switched on for every stop and search. Eastfield front counter reopens on Monday with new hours of 10:00 to 18:00. Briefing packs are on the intranet. Sergeants should go through them with their teams before the end of April.',
        {
          announcements: [
            'New body-worn video policy comes into force on 1 May: cameras must be switched on for every stop and search.',
            'Eastfield front counter reopens on Monday with new hours of 10:00 to 18:00.',
          ],
        },
      ),
      h(
        'Custody suite at Northgate is closed to new detainees from 14:00 today because of a sewage leak in the cell corridor. Use Southbank until further notice. Transport vans will run every two hours. A custody nurse service starts at Southbank on Monday, the first in the force.',
        {
          problems: [
            'Custody suite at Northgate is closed to new detainees from 14:00 today because of a sewage leak in the cell corridor.',
          ],
          announcements: ['A custody nurse service starts at Southbank on Monday, the first in the force.'],
        },
      ),
      h(
        'Sgt Hughes: the antisocial behaviour problem at the skate park has settled since the youth club reopened\nMe: good news, keep an eye on it over half term\nSgt Hughes: will do',
      ),
      h(
        'ask HR whether the acting sergeant pay for Collins has gone through\nPDR for Collins due Friday\nCar in for service Weds',
      ),
      h(
        'The Chief Constable has announced that Inspector Ruth Okafor will lead the new rural crime team, which launches next month with six officers and a drone. Farmers in the north of the county have been asking for this for years. It remains to be seen whether six officers is enough for an area that size.',
        {
          announcements: [
            'The Chief Constable has announced that Inspector Ruth Okafor will lead the new rural crime team, which launches next month with six officers and a drone.',
          ],
        },
      ),
      h(
        'Tasking meeting. Options for the Friday night economy: extra patrols, a street triage car, or both. No decision yet, we will revisit after the licensing meeting. Agreed: the Red Lion licence review will go ahead. The landlord has been warned twice already this year.',
        {
          decisions: ['Agreed: the Red Lion licence review will go ahead.'],
        },
      ),
      h(
        'Performance targets fail when officers learn to hit the number rather than solve the problem. Every force that has chased detection rates has learned this the hard way. From an old column I found in a drawer. The problem is that the numbers are so much easier to report than the outcomes.',
      ),
      h(
        'The mobile data terminals in the response cars keep freezing when officers run vehicle checks, so they are radioing them through instead. Fault ref 55102 was raised on Monday.',
        {
          problems: [
            'The mobile data terminals in the response cars keep freezing when officers run vehicle checks, so they are radioing them through instead.',
          ],
        },
      ),
      h(
        'Chief Inspector has ruled that the Pride road closures will be staffed by specials, not regulars. Rest days for response team B on that weekend are cancelled. The parade route is the same as last year. I need to decide who leads the briefing.',
        {
          decisions: [
            'Chief Inspector has ruled that the Pride road closures will be staffed by specials, not regulars.',
            'Rest days for response team B on that weekend are cancelled.',
          ],
        },
      ),
      h(
        'Complaint received from a resident on Harlow Road that officers parked across her driveway during the drugs warrant on Tuesday. Professional standards want my account by Monday. The superintendent has decided the officers involved will stay on duty. The warrant itself recovered two kilos of cannabis and a lot of cash.',
        {
          decisions: ['The superintendent has decided the officers involved will stay on duty.'],
          problems: [
            'Complaint received from a resident on Harlow Road that officers parked across her driveway during the drugs warrant on Tuesday.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Army logistics officer, regimental quartermaster',
    highlights: [
      h(
        'Conference notes, 1 Sqn\nOC decided we deploy on Ex IRON FORGE with 40 vehicles, not 52. Fuel allocation for the exercise is still 20% short of what we bid for. Brigade has confirmed the exercise dates: 4 to 18 May on Salisbury Plain. Q to chase Brigade on Monday. Next conference Thursday 0900.',
        {
          decisions: ['OC decided we deploy on Ex IRON FORGE with 40 vehicles, not 52.'],
          problems: ['Fuel allocation for the exercise is still 20% short of what we bid for.'],
          announcements: ['Brigade has confirmed the exercise dates: 4 to 18 May on Salisbury Plain.'],
        },
      ),
      h(
        'Amateurs talk about tactics, but professionals study logistics. Usually attributed to General Omar Bradley, though nobody can find where he actually said it. It gets quoted on every course I have ever been on. Still true.',
      ),
      h(
        'Three of the six DROPS vehicles failed their pre-deployment inspection with cracked hydraulic hoses. REME are looking at them today. The other three are fine and have been loaded. Last year the same vehicles passed without any issues.',
        {
          problems: [
            'Three of the six DROPS vehicles failed their pre-deployment inspection with cracked hydraulic hoses.',
          ],
        },
      ),
      h(
        'New stock management rules take effect from 1 March, with quarterly checks replaced by monthly ones for all attractive items. The ops officer ruled that the checks will be done by the troop sergeants, not the storemen. The detail is in the updated standing orders. Expect questions from the troops about the extra work.',
        {
          decisions: [
            'The ops officer ruled that the checks will be done by the troop sergeants, not the storemen.',
          ],
          announcements: [
            'New stock management rules take effect from 1 March, with quarterly checks replaced by monthly ones for all attractive items.',
          ],
        },
      ),
      h(
        'SSM: ration packs for the exercise arrived but 200 are a menu we did not order\nMe: keep them, we will use them, not worth the return\nSSM: roger',
        {
          decisions: ['Me: keep them, we will use them, not worth the return'],
          problems: ['SSM: ration packs for the exercise arrived but 200 are a menu we did not order'],
        },
      ),
      h(
        'check whether the new CO wants the stocktake brief in person or written\nBook dentist\nReturn library book on logistics history',
      ),
      h(
        'Brigade routine orders: Maj K Adeyemi is appointed Brigade Logistics Officer with effect from 6 January. Capt Hollis is posted to the training regiment in the spring. Routine orders also remind everyone about the dress standards for the parade.',
        {
          announcements: [
            'Brigade routine orders: Maj K Adeyemi is appointed Brigade Logistics Officer with effect from 6 January.',
            'Capt Hollis is posted to the training regiment in the spring.',
          ],
        },
      ),
      h(
        'An army that cannot fix its own problems in peacetime will not fix them in war. The logistic failures of 1982 were a lesson in that, and the Falklands supply chain was held together by improvisation. Reading this for the staff college essay. The author was a logistics officer himself, which shows.',
      ),
      h(
        'The armoury alarm panel has faulted four times this month and the contractor cannot attend until next week. Guard commander briefed. The armourer is on leave until the 14th.',
        {
          problems: [
            'The armoury alarm panel has faulted four times this month and the contractor cannot attend until next week.',
          ],
        },
      ),
      h(
        'Equipment care working group. We discussed whether to centralise the tool kits in one store, and views were split. Agreed to trial a central store for 1 Sqn only. Next meeting in six weeks. Minutes to follow from the adjutant.',
        {
          decisions: ['Agreed to trial a central store for 1 Sqn only.'],
        },
      ),
      h(
        'The new fuel tanker fleet is finally being delivered: the first 8 vehicles arrive at the regiment on Monday. Drivers will need a conversion course. It has been a long wait since the contract was signed.',
        {
          announcements: [
            'The new fuel tanker fleet is finally being delivered: the first 8 vehicles arrive at the regiment on Monday.',
          ],
        },
      ),
      h(
        'Good logistics is invisible; you only notice it when it fails. CO decided this morning that the regiment will run its own fuel point on the exercise instead of relying on Brigade. The quartermaster seemed pleased.',
        {
          decisions: [
            'CO decided this morning that the regiment will run its own fuel point on the exercise instead of relying on Brigade.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Airport duty manager',
    highlights: [
      h(
        'Duty log 05:15\nBaggage system in T2 stopped twice between 04:40 and 05:10, causing a backlog of roughly 300 bags. Engineers on site. Ops manager informed at 05:20. Coffee machine in the duty office fixed at last. Handover to the day shift at 06:00.',
        {
          problems: [
            'Baggage system in T2 stopped twice between 04:40 and 05:10, causing a backlog of roughly 300 bags.',
          ],
        },
      ),
      h(
        'The fast-track security lane in the North Terminal opens to all passengers on 1 July. Until now it has been for business class only. The airport board approved a charge of £5 per person, payable online.',
        {
          decisions: ['The airport board approved a charge of £5 per person, payable online.'],
          announcements: [
            'The fast-track security lane in the North Terminal opens to all passengers on 1 July.',
          ],
        },
      ),
      h(
        'Ops review with the airlines. Agreed that stand 14 closes for resurfacing from 2 to 9 June and the A321s will use remote stands. The handling agent raised staffing shortages again: they are running at 70% of planned headcount this summer. Several airlines asked about compensation if turnarounds overrun. Jet2 confirmed it will base a third aircraft here from next summer.',
        {
          decisions: [
            'Agreed that stand 14 closes for resurfacing from 2 to 9 June and the A321s will use remote stands.',
          ],
          problems: [
            'The handling agent raised staffing shortages again: they are running at 70% of planned headcount this summer.',
          ],
          announcements: ['Jet2 confirmed it will base a third aircraft here from next summer.'],
        },
      ),
      h(
        'Airports are machines for turning small problems into big queues. A baggage belt stops for five minutes and the check-in hall is full for two hours. From a book on operations management that someone left in the office. The chapter on queueing theory is the best part.',
      ),
      h(
        'Ramp: bird strike reported on the inbound from Dublin, aircraft landed normally\nMe: runway inspection please before the next departure\nRamp: runway clear, no debris found',
        {
          problems: ['Ramp: bird strike reported on the inbound from Dublin, aircraft landed normally'],
        },
      ),
      h(
        'Press release: Northfield Airport welcomes a new daily service to Lisbon, starting 28 October. It is the first new route from the airport since 2019. The airline hopes to add Porto next year. Our marketing team will push it hard over the summer.',
        {
          announcements: [
            'Press release: Northfield Airport welcomes a new daily service to Lisbon, starting 28 October.',
          ],
        },
      ),
      h(
        'Decision from the security exec: the liquids rule stays at 100ml until the new scanners are certified. Passenger complaints about the mixed messaging have doubled this month. Some airports are further ahead than us.',
        {
          decisions: [
            'Decision from the security exec: the liquids rule stays at 100ml until the new scanners are certified.',
          ],
          problems: ['Passenger complaints about the mixed messaging have doubled this month.'],
        },
      ),
      h(
        'why do we always decide the winter plan in October when the de-icing contract renews in August?\nRaise at next exec\nAlso chase the lost property report',
      ),
      h(
        'A launch is the easy part. A new route only succeeds if it still has passengers in its third winter. Airline network planners know this, even if the press office does not. Write that on a post-it for the route development team.',
      ),
      h(
        "Assistance complaint: a passenger waited 55 minutes for a wheelchair at gate 22 last night. Need the provider's incident report by Wednesday. I have apologised to the family.",
        {
          problems: [
            'Assistance complaint: a passenger waited 55 minutes for a wheelchair at gate 22 last night.',
          ],
        },
      ),
      h(
        "Duty managers' meeting: we have chosen option B for the car park barrier upgrade, the cheaper one with number plate recognition. Installation dates to be confirmed. From tomorrow the new drop-off charge of £6 applies at both terminals.",
        {
          decisions: [
            "Duty managers' meeting: we have chosen option B for the car park barrier upgrade, the cheaper one with number plate recognition.",
          ],
          announcements: ['From tomorrow the new drop-off charge of £6 applies at both terminals.'],
        },
      ),
      h(
        'Fuel farm warning: Jet A-1 stock is down to 2.5 days because the supply pipeline is shut for maintenance. We decided to ask airlines to tanker fuel in where they can. Supplier expects the pipeline back on Friday.',
        {
          decisions: ['We decided to ask airlines to tanker fuel in where they can.'],
          problems: [
            'Fuel farm warning: Jet A-1 stock is down to 2.5 days because the supply pipeline is shut for maintenance.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Coastguard station officer',
    highlights: [
      h(
        'Watch log 19:40\nMayday relayed from the fishing vessel Morning Star, taking water 6 miles south east of the point. Lifeboat and helicopter tasked. Crew of three, all wearing lifejackets. Vessel now under tow to harbour.',
        {
          problems: [
            'Mayday relayed from the fishing vessel Morning Star, taking water 6 miles south east of the point.',
          ],
        },
      ),
      h(
        'Navigational warning: a 40 m section of the harbour breakwater has collapsed and debris lies in the approach channel. Vessels should use the western approach. Harbour master expects a survey next week. A new pilot boat enters service at the harbour next month.',
        {
          problems: [
            'Navigational warning: a 40 m section of the harbour breakwater has collapsed and debris lies in the approach channel.',
          ],
          announcements: ['A new pilot boat enters service at the harbour next month.'],
        },
      ),
      h(
        'Station team meeting. We agreed to move Tuesday training to Wednesdays from next month so the recruits can attend. The station officer chose the cliff site at Hob Point for the rope exercise. There was a long discussion about the new uniform but nothing was decided.',
        {
          decisions: [
            'We agreed to move Tuesday training to Wednesdays from next month so the recruits can attend.',
            'The station officer chose the cliff site at Hob Point for the rope exercise.',
          ],
        },
      ),
      h(
        'The sea finds out everything you did wrong. Francis Stokes said that after a single-handed race, and every coastguard I know agrees. It is on a plaque in the ops room. Cheerful, but accurate.',
      ),
      h(
        'HM Coastguard has announced a new coordination centre for the north east, which opens at Tynemouth in the spring. It will replace the two smaller centres. Staff have been told their jobs are safe. There has been talk of this for years.',
        {
          announcements: [
            'HM Coastguard has announced a new coordination centre for the north east, which opens at Tynemouth in the spring.',
          ],
        },
      ),
      h(
        'Dan: the Land Rover failed its MOT on brakes\nDan: garage can do it Thursday\nMe: ok, thanks, borrow the Cromer vehicle till then',
        {
          problems: ['Dan: the Land Rover failed its MOT on brakes'],
        },
      ),
      h(
        'People who fail to check the tide tables are our commonest callout. No leaflet has ever fixed that. Maybe a sign at the car park would do better than another leaflet. We could ask the council about it at the next liaison meeting.',
      ),
      h(
        'Changes this week: the new pager system goes live Monday and old pagers must be returned by Friday. Sarah Lowe is our new deputy station officer. Thanks to Mark for covering the role for the last six months.',
        {
          announcements: [
            'Changes this week: the new pager system goes live Monday and old pagers must be returned by Friday.',
            'Sarah Lowe is our new deputy station officer.',
          ],
        },
      ),
      h(
        'kit check: two drysuits have split seams and one helmet light is dead\nAgreed with Sarah to replace rather than repair\nOrder replacements\nAsk Sarah about the budget code',
        {
          decisions: ['Agreed with Sarah to replace rather than repair'],
          problems: ['kit check: two drysuits have split seams and one helmet light is dead'],
        },
      ),
      h(
        'Decision from the area commander: the mud rescue team at Shell Bay will be stood down and its kit moved to Harwick. Volunteers are unhappy and two have already said they will resign. I understand why the decision was made, even if I do not like it.',
        {
          decisions: [
            'Decision from the area commander: the mud rescue team at Shell Bay will be stood down and its kit moved to Harwick.',
          ],
          problems: ['Volunteers are unhappy and two have already said they will resign.'],
        },
      ),
      h(
        'Beach safety day on 14 July with the RNLI and the council, all welcome. Last year over 500 people came. Bring the kids. The weather forecast looks promising so far.',
        {
          announcements: ['Beach safety day on 14 July with the RNLI and the council, all welcome.'],
        },
      ),
      h(
        'What I took from the inquest: nobody made a bad decision that night, but nobody made a decision at all. The coroner ruled the death was an accident. The family have asked for the report to be published.',
        {
          decisions: ['The coroner ruled the death was an accident.'],
        },
      ),
    ],
  },
  {
    name: 'Customs office team leader at a container port',
    highlights: [
      h(
        'Team brief 07:00\nScanner 2 at the freight shed is down after a power surge, so all container checks go through scanner 1. The queue at the gate was 3 hours by 09:00. Engineer booked for this afternoon. Lunch cover as usual.',
        {
          problems: [
            'Scanner 2 at the freight shed is down after a power surge, so all container checks go through scanner 1.',
            'The queue at the gate was 3 hours by 09:00.',
          ],
        },
      ),
      h(
        'Guidance notice: new import controls on plant products take effect from 30 April, with checks at the border control post for medium-risk goods. Traders have been sent the details. We ran a similar scheme for meat products last year.',
        {
          announcements: [
            'Guidance notice: new import controls on plant products take effect from 30 April, with checks at the border control post for medium-risk goods.',
          ],
        },
      ),
      h(
        "Risk panel. It was agreed that all tobacco consignments arriving on the route via Antwerp will be fully examined for the next quarter. The trader's request to defer the audit was refused. The new Rotterdam liaison officer post has been filled by Ana Costa from 1 May. The intelligence picture will be reviewed in June.",
        {
          decisions: [
            'It was agreed that all tobacco consignments arriving on the route via Antwerp will be fully examined for the next quarter.',
            "The trader's request to defer the audit was refused.",
          ],
          announcements: ['The new Rotterdam liaison officer post has been filled by Ana Costa from 1 May.'],
        },
      ),
      h(
        'Smuggling is a problem of economics, not of morality. Raise the duty and you raise the reward. My old boss used to say this at every team meeting. He was usually right.',
      ),
      h(
        'Lee: the declarations system went down for 20 minutes again, entries backing up\nMe: log it with the helpdesk, that is the third time this week\nLee: done',
        {
          problems: ['Lee: the declarations system went down for 20 minutes again, entries backing up'],
        },
      ),
      h(
        'The overtime budget for the port team is already 30% overspent and we are only in month five. Management board agreed to cap overtime at 10 hours a month per officer from July. Finance want a recovery plan by the end of the month. We have been here before.',
        {
          decisions: ['Management board agreed to cap overtime at 10 hours a month per officer from July.'],
          problems: [
            'The overtime budget for the port team is already 30% overspent and we are only in month five.',
          ],
        },
      ),
      h(
        'Find out who decides on the uniform reissue, nobody seems to know\nAsk Gill about her exam results\nDentist 4pm',
      ),
      h(
        'The new trade statistics were published this morning: imports through the port rose 8% last year. Most of the growth was in car parts. Exports were flat. The full tables are on the website.',
        {
          announcements: [
            'The new trade statistics were published this morning: imports through the port rose 8% last year.',
          ],
        },
      ),
      h(
        'The border is not a line but a process. Most failures happen far from it, in the paperwork and the data. A good read on the train home. The author spent twenty years in the service before writing it.',
      ),
      h(
        "Ruling from the tribunal today: the importer's appeal on the classification of the e-bikes was dismissed, so the 20% duty stands. Their lawyers may still appeal further. It has taken three years. The decision will be cited in other cases, I expect.",
        {
          decisions: [
            "Ruling from the tribunal today: the importer's appeal on the classification of the e-bikes was dismissed, so the 20% duty stands.",
          ],
        },
      ),
      h(
        'Welcome to Tom Baines, who starts on Monday as our new intelligence officer. The canteen reopens next week after its refurbishment. Please clear your things out of the old lockers by Friday.',
        {
          announcements: [
            'Welcome to Tom Baines, who starts on Monday as our new intelligence officer.',
            'The canteen reopens next week after its refurbishment.',
          ],
        },
      ),
      h(
        'Complaint from an exporter that goods have been held for 11 days without explanation. Legal say we are exposed if we cannot show the detention notice was served. Senior officer decided to release the goods today pending review.',
        {
          decisions: ['Senior officer decided to release the goods today pending review.'],
          problems: [
            'Complaint from an exporter that goods have been held for 11 days without explanation.',
            'Legal say we are exposed if we cannot show the detention notice was served.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Prison governor, category B prison',
    highlights: [
      h(
        'Morning meeting 08:45\nTwo staff were assaulted on C wing last night, one taken to hospital with a facial injury. I decided to restrict C wing to essential activities today. Agreed to lock the wing servery until the search is complete. Union rep wants to meet at 14:00.',
        {
          decisions: [
            'I decided to restrict C wing to essential activities today.',
            'Agreed to lock the wing servery until the search is complete.',
          ],
          problems: [
            'Two staff were assaulted on C wing last night, one taken to hospital with a facial injury.',
          ],
        },
      ),
      h(
        'The degree of civilisation in a society can be judged by entering its prisons. Dostoevsky, supposedly, though it is probably a paraphrase. Whoever said it, it is true. I read it again before the inspection.',
      ),
      h(
        'HMPPS announcement: new body scanners will be installed at all category B prisons this year, starting with us in September. The pilot sites found far more contraband than expected. Training for staff will be arranged centrally.',
        {
          announcements: [
            'HMPPS announcement: new body scanners will be installed at all category B prisons this year, starting with us in September.',
          ],
        },
      ),
      h(
        'Staffing on nights is 6 short of the safe minimum for the third week running. We have been using detached duty staff from Haverhill but that arrangement ends at the end of the month. The area executive approved an extra £40,000 for overtime until new recruits arrive.',
        {
          decisions: ['The area executive approved an extra £40,000 for overtime until new recruits arrive.'],
          problems: [
            'Staffing on nights is 6 short of the safe minimum for the third week running.',
            'We have been using detached duty staff from Haverhill but that arrangement ends at the end of the month.',
          ],
        },
      ),
      h(
        'Deputy: drone sighting over the exercise yard again at 15:30\nMe: same as Tuesday?\nDeputy: yes, same pattern, police informed',
        {
          problems: ['Deputy: drone sighting over the exercise yard again at 15:30'],
        },
      ),
      h(
        'read the updated instruction on family visits before Thursday\nBirthday card for Jen\nFind my reading glasses',
      ),
      h(
        'Senior leadership team decided to close the library for two weeks to move it to the education block. The new library will open on 3 June with extended evening hours. Prisoners have been told through the wing councils.',
        {
          decisions: [
            'Senior leadership team decided to close the library for two weeks to move it to the education block.',
          ],
          announcements: ['The new library will open on 3 June with extended evening hours.'],
        },
      ),
      h(
        'Reform programmes fail not because prisoners cannot change but because the prison changes them back. I underlined that in the book years ago. It is still the hardest part of this job. The best governors I worked for understood that.',
      ),
      h(
        'Independent Monitoring Board report published today: it criticises the condition of the showers on B wing and the delays in healthcare appointments. We had a chance to comment on the draft. The press will probably pick it up.',
        {
          problems: [
            'Independent Monitoring Board report published today: it criticises the condition of the showers on B wing and the delays in healthcare appointments.',
          ],
          announcements: [
            'Independent Monitoring Board report published today: it criticises the condition of the showers on B wing and the delays in healthcare appointments.',
          ],
        },
      ),
      h(
        'Decided at the security meeting: all legal letters will now be photocopied before being handed over, after the finds of drug-soaked paper. Two officers asked how long it will take. The lawyers have been told.',
        {
          decisions: [
            'Decided at the security meeting: all legal letters will now be photocopied before being handed over, after the finds of drug-soaked paper.',
          ],
        },
      ),
      h(
        'Heating failed on A wing overnight, so portable heaters were issued. The contractor is due at 10:00. The wing was warm again by lunchtime. We had the same fault last winter.',
        {
          problems: ['Heating failed on A wing overnight, so portable heaters were issued.'],
        },
      ),
      h(
        'The new Head of Reducing Reoffending, Marcus Bell, starts on 2 September. He comes from the probation service. A peer mentor scheme for first-night prisoners also starts that week. The post has been vacant since March.',
        {
          announcements: [
            'The new Head of Reducing Reoffending, Marcus Bell, starts on 2 September.',
            'A peer mentor scheme for first-night prisoners also starts that week.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Highways agency regional control centre manager',
    highlights: [
      h(
        'Control room log 16:20\nM6 northbound J15 to J16: lane 1 closed due to a collision involving an HGV. Diversion signs deployed at J15. Traffic officers on scene. Recovery vehicle requested.',
        {
          problems: ['M6 northbound J15 to J16: lane 1 closed due to a collision involving an HGV.'],
        },
      ),
      h(
        'The expansion joint on the Ravensdale viaduct has failed its inspection. A temporary speed limit is being considered. Bridge engineers will report back on Monday with options. The viaduct carries about 30,000 vehicles a day.',
        {
          problems: ['The expansion joint on the Ravensdale viaduct has failed its inspection.'],
        },
      ),
      h(
        'Scheme board for the A38 junction improvements. The board approved the preferred option, a signalised roundabout, at an estimated cost of £24m. Public consultation showed strong support. The scheme was launched in 2019 after a string of serious crashes. Construction will follow once funding is confirmed.',
        {
          decisions: [
            'The board approved the preferred option, a signalised roundabout, at an estimated cost of £24m.',
          ],
        },
      ),
      h(
        'Every new road fills up. The problem of congestion is a problem of price, not of capacity. A transport economist said that in a lecture I went to twenty years ago and I still think about it on the M6. The M6 proves him right every Friday afternoon.',
      ),
      h(
        'Press notice: the new smart motorway section between J10 and J13 opens to traffic on Friday, with all lanes running. It is the last section of the scheme to be finished. Journey times are expected to improve by up to 10 minutes at peak.',
        {
          announcements: [
            'Press notice: the new smart motorway section between J10 and J13 opens to traffic on Friday, with all lanes running.',
          ],
        },
      ),
      h(
        'Kev: gantry sign at J12 stuck showing 50 since lunchtime, drivers ringing in\nMe: raise a fault, I will clear it from here\nKev: cheers',
        {
          problems: ['Kev: gantry sign at J12 stuck showing 50 since lunchtime, drivers ringing in'],
        },
      ),
      h(
        'policy on verge cutting: decide before spring?\nCheck what the ecologist said about the orchids\nLook at the launch plan for the winter campaign',
      ),
      h(
        'Regional ops meeting. Agreed that the Stokeley bypass will close overnight for resurfacing from 9 to 20 September, with diversions via the A51. We also settled on a single contractor for all the winter gritting routes. Long discussion about lane rental but no conclusion.',
        {
          decisions: [
            'Agreed that the Stokeley bypass will close overnight for resurfacing from 9 to 20 September, with diversions via the A51.',
            'We also settled on a single contractor for all the winter gritting routes.',
          ],
        },
      ),
      h(
        'Roadworks are announced with fanfare and finished in silence. Nobody writes a press release to say the cones have gone. From a column in a trade magazine. That made me laugh.',
      ),
      h(
        'Weather warning: the Met Office has issued an amber warning for ice across the Pennines from 18:00. Two of our gritters are off the road with gearbox faults. The new winter service plan was published this week, with 12 extra routes. Spare drivers are on standby.',
        {
          problems: [
            'Weather warning: the Met Office has issued an amber warning for ice across the Pennines from 18:00.',
            'Two of our gritters are off the road with gearbox faults.',
          ],
          announcements: ['The new winter service plan was published this week, with 12 extra routes.'],
        },
      ),
      h(
        'Agency news: Aisha Rahman is appointed as the new Regional Director for the North West, taking over from Colin Mayhew in January. The lane rental scheme starts on 1 April, charging contractors by the hour for occupying busy roads. Colin has been with the agency for 30 years.',
        {
          announcements: [
            'Agency news: Aisha Rahman is appointed as the new Regional Director for the North West, taking over from Colin Mayhew in January.',
            'The lane rental scheme starts on 1 April, charging contractors by the hour for occupying busy roads.',
          ],
        },
      ),
      h(
        'Pothole complaints on the A630 are up threefold since the freeze, and one cyclist has made a claim for a broken wrist. Director decided to bring forward the patching programme by a month. Patching crews have been told.',
        {
          decisions: ['Director decided to bring forward the patching programme by a month.'],
          problems: [
            'Pothole complaints on the A630 are up threefold since the freeze, and one cyclist has made a claim for a broken wrist.',
          ],
        },
      ),
    ],
  },
];
