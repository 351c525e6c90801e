import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by a fourth author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_D: LabelledListDay[] = [
  {
    name: 'Primary school business manager',
    highlights: [
      h(
        'Finance committee, 4 March.\nGovernors agreed to renew the catering contract with Brookfield Foods for a further two years. The breakfast club fee will rise to £3.50 a session from September. Whether to replace the hall roof this year or next was left open until the surveyor reports. Sam to circulate the revised budget by Friday.',
        {
          decisions: [
            'Governors agreed to renew the catering contract with Brookfield Foods for a further two years.',
            'The breakfast club fee will rise to £3.50 a session from September.',
          ],
        },
      ),
      h(
        'Boiler in the junior block failed again overnight and classrooms 5 to 8 were at 14 degrees when staff arrived. The engineer cannot attend until Thursday. We moved Year 4 into the library for the morning.',
        {
          problems: [
            'Boiler in the junior block failed again overnight and classrooms 5 to 8 were at 14 degrees when staff arrived.',
            'The engineer cannot attend until Thursday.',
          ],
        },
      ),
      h(
        'Dear Ms Patel, we are pleased to confirm that our new online ordering portal for stationery is now live for all schools in the trust. Unfortunately the price of A4 copier paper will increase by 12% from 1 April due to pulp shortages. Kind regards, the Officeway team.',
        {
          problems: [
            'Unfortunately the price of A4 copier paper will increase by 12% from 1 April due to pulp shortages.',
          ],
          announcements: [
            'Dear Ms Patel, we are pleased to confirm that our new online ordering portal for stationery is now live for all schools in the trust.',
            'Unfortunately the price of A4 copier paper will increase by 12% from 1 April due to pulp shortages.',
          ],
        },
      ),
      h(
        'We are delighted to welcome Mrs Okafor, who joins us as our new SENCo after Easter. The new after-school coding club opens on Tuesday 16 April for Years 5 and 6. Please remember that the car park is for staff only.',
        {
          announcements: [
            'We are delighted to welcome Mrs Okafor, who joins us as our new SENCo after Easter.',
            'The new after-school coding club opens on Tuesday 16 April for Years 5 and 6.',
          ],
        },
      ),
      h(
        'Every budget is a decision about what matters, whether or not anyone admits to making it. The problem with schools is rarely money alone; it is the time to spend it well.',
      ),
      h(
        'Need to decide by the end of term whether we keep the minibus or lease a new one. Ask the head what she thinks.',
      ),
      h(
        'The Marsh Lane crossing patrol has had no warden since February because nobody applied for the post, and parents say children are crossing the main road unsupervised. A petition to reinstate it has gathered 400 signatures.',
        {
          problems: [
            'The Marsh Lane crossing patrol has had no warden since February because nobody applied for the post, and parents say children are crossing the main road unsupervised.',
          ],
        },
      ),
      h(
        "The office printer jam was sorted by the copier engineer this morning. The MIS login problem from last week has been fixed by the trust's IT team. Safeguarding warning: a phishing email pretending to come from the DfE was received by three staff this morning, so do not click the link.",
        {
          problems: [
            'Safeguarding warning: a phishing email pretending to come from the DfE was received by three staff this morning, so do not click the link.',
          ],
        },
      ),
      h(
        "Staff briefing, Monday.\nWe will move parents' evening to the 21st so it does not clash with the Year 6 residential. From now on all trip payments go through ParentPay, not cash in envelopes. Someone suggested a four-day week for office staff; no decision was made.",
        {
          decisions: [
            "We will move parents' evening to the 21st so it does not clash with the Year 6 residential.",
            'From now on all trip payments go through ParentPay, not cash in envelopes.',
          ],
        },
      ),
      h(
        'Schools that announce everything end up announcing nothing; parents learn to skim. A newsletter is not a press release.',
      ),
      h(
        'The trust has been awarded a £40,000 grant from the Hedley Foundation to refurbish playgrounds across its five schools. Our share will be paid in June. Sadly the refurbishment at Oakfield has been delayed by a dispute with the contractor.',
        {
          problems: [
            'Sadly the refurbishment at Oakfield has been delayed by a dispute with the contractor.',
          ],
          announcements: [
            'The trust has been awarded a £40,000 grant from the Hedley Foundation to refurbish playgrounds across its five schools.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Dairy farmer',
    highlights: [
      h(
        'From 1 May the base milk price will be 38.5p per litre, down 1.2p on April. A new sustainability bonus of 0.5p per litre will be paid to farms that complete the carbon audit. Collection times are unchanged.',
        {
          announcements: [
            'From 1 May the base milk price will be 38.5p per litre, down 1.2p on April.',
            'A new sustainability bonus of 0.5p per litre will be paid to farms that complete the carbon audit.',
          ],
        },
      ),
      h(
        'Two more cows in the east group showing signs of lameness this morning, making six this week. Foot trimmer booked for Wednesday. Bulk tank cell count back up to 310,000, which will cost us a penalty if it stays above 250,000.',
        {
          problems: [
            'Two more cows in the east group showing signs of lameness this morning, making six this week.',
            'Bulk tank cell count back up to 310,000, which will cost us a penalty if it stays above 250,000.',
          ],
        },
      ),
      h(
        "Sat down with Dad and Ellie after milking.\nWe agreed to stop rearing the bull calves and sell them at two weeks from now on. Ellie wants to try robotic milking one day, but that is years off. We'll put the extra silage clamp off until next year because of the bank's rate.",
        {
          decisions: [
            'We agreed to stop rearing the bull calves and sell them at two weeks from now on.',
            "We'll put the extra silage clamp off until next year because of the bank's rate.",
          ],
        },
      ),
      h(
        'The vet warned that bovine TB has been confirmed on a farm two miles north of us, so our next herd test has been brought forward to March. Keep any cattle movements to a minimum until then.',
        {
          problems: [
            'The vet warned that bovine TB has been confirmed on a farm two miles north of us, so our next herd test has been brought forward to March.',
          ],
        },
      ),
      h(
        "The vacuum pump on the parlour cut out twice during evening milking and we lost about forty minutes. Tractor's front loader is leaking hydraulic oil again. Replaced the feed mixer belt, which solved last month's slipping.",
        {
          problems: [
            'The vacuum pump on the parlour cut out twice during evening milking and we lost about forty minutes.',
            "Tractor's front loader is leaking hydraulic oil again.",
          ],
        },
      ),
      h(
        "A new farm shop and café has opened at Hallcross Dairy, selling its own ice cream made from the herd's milk. The owners say they hope to add cheese next year.",
        {
          announcements: [
            "A new farm shop and café has opened at Hallcross Dairy, selling its own ice cream made from the herd's milk.",
          ],
        },
      ),
      h(
        "A farmer's year is a long list of decisions made in the rain. There is no problem on a farm that cannot be made worse by hurrying.",
      ),
      h(
        "Fellside Co-op members can now order mineral licks through the app. The co-op has also announced a partnership with Greenfeed to offer lower-methane feed at a discount. Last year's AGM was held in Carlisle.",
        {
          announcements: [
            'Fellside Co-op members can now order mineral licks through the app.',
            'The co-op has also announced a partnership with Greenfeed to offer lower-methane feed at a discount.',
          ],
        },
      ),
      h(
        'Met Office amber warning for heavy snow from Thursday night; tanker collections may be cancelled. Milk storage capacity is only two days, so if collection fails we will have to tip milk.',
        {
          problems: [
            'Met Office amber warning for heavy snow from Thursday night; tanker collections may be cancelled.',
            'Milk storage capacity is only two days, so if collection fails we will have to tip milk.',
          ],
        },
      ),
      h('Think about whether to go organic. Read the article on mob grazing before deciding.'),
      h(
        'Grassland group, Tuesday.\nThe group decided to hold the summer walk at Low Farm on 12 July. Members voted to put the annual subscription up to £40. Speaker for autumn still to be confirmed.',
        {
          decisions: [
            'The group decided to hold the summer walk at Low Farm on 12 July.',
            'Members voted to put the annual subscription up to £40.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Theatre company manager',
    highlights: [
      h(
        "Production meeting, Thursday.\nAgreed: the tour will open in Derby rather than Leicester. We're cutting the revolve from the set to save two days of get-in. The budget for costumes stays at £6,000. Lighting designer to send revised plot next week.",
        {
          decisions: [
            'Agreed: the tour will open in Derby rather than Leicester.',
            "We're cutting the revolve from the set to save two days of get-in.",
            'The budget for costumes stays at £6,000.',
          ],
        },
      ),
      h(
        "During Saturday's matinee the fly bar for the Act 2 drop stuck halfway and the show was stopped for twelve minutes. An audience member tripped on the unlit step by the stalls exit and hurt her wrist. No one on stage was injured.",
        {
          problems: [
            "During Saturday's matinee the fly bar for the Act 2 drop stuck halfway and the show was stopped for twelve minutes.",
            'An audience member tripped on the unlit step by the stalls exit and hurt her wrist.',
          ],
        },
      ),
      h(
        'Northlight Theatre Company is proud to announce its spring tour of The Salt Road, a new play by Amira Hussain, opening at Derby Guildhall on 3 April. Tickets go on sale on Monday. The play was first read at a workshop in Sheffield in 2022.',
        {
          announcements: [
            'Northlight Theatre Company is proud to announce its spring tour of The Salt Road, a new play by Amira Hussain, opening at Derby Guildhall on 3 April.',
            'Tickets go on sale on Monday.',
          ],
        },
      ),
      h(
        "I'm sorry to tell you that the Buxton venue has double-booked the 14th, so we will lose that date. The get-out on the 20th also has to be finished by 11pm because of a noise complaint from neighbours.",
        {
          problems: [
            "I'm sorry to tell you that the Buxton venue has double-booked the 14th, so we will lose that date.",
            'The get-out on the 20th also has to be finished by 11pm because of a noise complaint from neighbours.',
          ],
        },
      ),
      h(
        'Theatre is the art of problems solved in public. Every opening night is an announcement that you were not quite ready.',
      ),
      h('Should we decide on the understudy now or wait for the recall? Ring the agent about the fee.'),
      h(
        'Board meeting, 12 February.\nThe board approved the appointment of Jo Lindqvist as executive producer from 1 March. It was resolved that the company will not apply to the capital fund this round. The treasurer warned that reserves will fall below three months of running costs by the summer.',
        {
          decisions: [
            'The board approved the appointment of Jo Lindqvist as executive producer from 1 March.',
            'It was resolved that the company will not apply to the capital fund this round.',
          ],
          problems: [
            'The treasurer warned that reserves will fall below three months of running costs by the summer.',
          ],
        },
      ),
      h(
        "We're thrilled to welcome Priya Shah as our new learning and participation manager. Our youth theatre is now open to 11 to 14 year olds, not just over-14s. The box office will stay open until 8pm on show nights, as always.",
        {
          announcements: [
            "We're thrilled to welcome Priya Shah as our new learning and participation manager.",
            'Our youth theatre is now open to 11 to 14 year olds, not just over-14s.',
          ],
        },
      ),
      h(
        'The revival of Blithe Spirit at the Corn Exchange is solid, if a little tired. It ran here to great acclaim in 2009.',
      ),
      h(
        'Sound desk lost its show file after the update and we had to rebuild cues from the backup, which was three days old. Radio mic 4 is dropping out in the second half. Haze machine is fine now that the new fluid has arrived.',
        {
          problems: [
            'Sound desk lost its show file after the update and we had to rebuild cues from the backup, which was three days old.',
            'Radio mic 4 is dropping out in the second half.',
          ],
        },
      ),
      h(
        'Cast and crew meeting.\nWe decided that the company will travel by minibus rather than train to keep the schedule flexible. Per diems will be paid weekly in advance from this tour onward.',
        {
          decisions: [
            'We decided that the company will travel by minibus rather than train to keep the schedule flexible.',
            'Per diems will be paid weekly in advance from this tour onward.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Regional airline operations controller',
    highlights: [
      h(
        '0640: Flight RA212 to Aberdeen delayed 90 minutes because of a bird strike on the inbound sector.\n0715: Engineering report a hydraulic leak on G-ORCA, aircraft grounded pending parts.\n0730: Fog at Inverness lifted, normal operations resumed.',
        {
          problems: [
            '0640: Flight RA212 to Aberdeen delayed 90 minutes because of a bird strike on the inbound sector.',
            '0715: Engineering report a hydraulic leak on G-ORCA, aircraft grounded pending parts.',
          ],
        },
      ),
      h(
        'Daily ops call.\nIt was agreed to swap G-ORCB onto the Aberdeen rotation until G-ORCA is back. The last Kirkwall rotation tonight will be cancelled and passengers rebooked onto the morning flight. Crew for tomorrow still being confirmed.',
        {
          decisions: [
            'It was agreed to swap G-ORCB onto the Aberdeen rotation until G-ORCA is back.',
            'The last Kirkwall rotation tonight will be cancelled and passengers rebooked onto the morning flight.',
          ],
          problems: [
            'The last Kirkwall rotation tonight will be cancelled and passengers rebooked onto the morning flight.',
          ],
        },
      ),
      h(
        'Highland Wings will launch a new daily service between Inverness and Belfast City from 2 June, using its ATR 72 fleet. Fares start at £49 one way. The airline has also signed a codeshare agreement with Aer Lingus Regional.',
        {
          announcements: [
            'Highland Wings will launch a new daily service between Inverness and Belfast City from 2 June, using its ATR 72 fleet.',
            'Fares start at £49 one way.',
            'The airline has also signed a codeshare agreement with Aer Lingus Regional.',
          ],
        },
      ),
      h(
        'We are currently short of six first officers for the summer schedule, and the training course that should fill the gap has slipped to October. Until then, standby cover on Saturdays will be thin.',
        {
          problems: [
            'We are currently short of six first officers for the summer schedule, and the training course that should fill the gap has slipped to October.',
            'Until then, standby cover on Saturdays will be thin.',
          ],
        },
      ),
      h(
        'Safety notice: de-icing fluid stocks at Sumburgh are low and resupply is not expected before Friday. Resupply is being arranged by the handling agent.',
        {
          problems: [
            'Safety notice: de-icing fluid stocks at Sumburgh are low and resupply is not expected before Friday.',
          ],
        },
      ),
      h(
        "Airlines do not fail in a day; they fail in a thousand small delays no one writes down. The controller's job is to make decisions before they become problems.",
      ),
      h('Work out if we should base a spare aircraft at Stornoway over the winter. Talk to finance first.'),
      h(
        'Inverness Airport has opened its new departure lounge after an £8 million refurbishment. The terminal was first built in 1940 as an RAF base.',
        {
          announcements: [
            'Inverness Airport has opened its new departure lounge after an £8 million refurbishment.',
          ],
        },
      ),
      h(
        "IT outage: the crew scheduling system was down from 0200 to 0415 and pairings for the morning wave had to be printed from yesterday's copy. The fuel uplift figures for Kirkwall were wrong on two load sheets.",
        {
          problems: [
            "IT outage: the crew scheduling system was down from 0200 to 0415 and pairings for the morning wave had to be printed from yesterday's copy.",
            'The fuel uplift figures for Kirkwall were wrong on two load sheets.',
          ],
        },
      ),
      h(
        'Review of the 3 March go-around.\nThe panel decided the event does not need reporting to the AAIB beyond the initial MOR. We will add a crosswind briefing item to the Sumburgh approach checklist with immediate effect. The first officer had followed procedure correctly.',
        {
          decisions: [
            'The panel decided the event does not need reporting to the AAIB beyond the initial MOR.',
            'We will add a crosswind briefing item to the Sumburgh approach checklist with immediate effect.',
          ],
        },
      ),
      h(
        "From Monday, all dispatch releases will be signed electronically through the new EFB app. Captain Morag Reid has been appointed chief pilot following Ian Blake's retirement.",
        {
          announcements: [
            'From Monday, all dispatch releases will be signed electronically through the new EFB app.',
            "Captain Morag Reid has been appointed chief pilot following Ian Blake's retirement.",
          ],
        },
      ),
      h(
        'A passenger complained that her wheelchair was left on the stand at Kirkwall and did not arrive with her in Inverness. Cabin crew were polite and helpful throughout.',
        {
          problems: [
            'A passenger complained that her wheelchair was left on the stand at Kirkwall and did not arrive with her in Inverness.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Public library manager',
    highlights: [
      h(
        "Library management team, 9 May.\nWe agreed to extend Saturday opening at Northgate until 5pm from June. The team chose to drop overdue fines for children's books altogether. Whether to close the mobile library route on Tuesdays is still under discussion.",
        {
          decisions: [
            'We agreed to extend Saturday opening at Northgate until 5pm from June.',
            "The team chose to drop overdue fines for children's books altogether.",
          ],
        },
      ),
      h(
        "Water came through the ceiling of the local studies room during last night's storm, and about forty bound newspapers are soaked. Thanks to quick work by the caretaker, the rare maps were moved before the water reached them. A man was abusive to staff at the issue desk when asked to stop filming.",
        {
          problems: [
            "Water came through the ceiling of the local studies room during last night's storm, and about forty bound newspapers are soaked.",
            'A man was abusive to staff at the issue desk when asked to stop filming.',
          ],
        },
      ),
      h(
        'Stockbridge Council is pleased to announce that the refurbished Eastfield Library will reopen on Saturday 15 June with a new makerspace and a 3D printer. A new home delivery service for housebound readers is now available across the borough.',
        {
          announcements: [
            'Stockbridge Council is pleased to announce that the refurbished Eastfield Library will reopen on Saturday 15 June with a new makerspace and a 3D printer.',
            'A new home delivery service for housebound readers is now available across the borough.',
          ],
        },
      ),
      h(
        'Our e-book platform will be upgraded overnight on Friday, with no interruption to service expected. We are also sorry that deliveries of new stock are running about three weeks behind due to a warehouse move.',
        {
          problems: [
            'We are also sorry that deliveries of new stock are running about three weeks behind due to a warehouse move.',
          ],
        },
      ),
      h(
        'A library is the only public building in which nobody has to decide why they came. The trouble with silence is that it is so easily broken.',
      ),
      h(
        "Our new reading group for teenagers starts on 3 July. We have joined the BorrowBox network, so members can now borrow audiobooks from home. Thanks to everyone who came to last month's author talk.",
        {
          announcements: [
            'Our new reading group for teenagers starts on 3 July.',
            'We have joined the BorrowBox network, so members can now borrow audiobooks from home.',
          ],
        },
      ),
      h(
        'Decide whether the summer reading challenge should be digital only this year. Check what Bramley did.',
      ),
      h(
        'Staff meeting.\nFrom next week, the first hour on Wednesdays will be a quiet hour for neurodivergent visitors. We will no longer accept donations of encyclopaedias. Lucy to update the website.',
        {
          decisions: [
            'From next week, the first hour on Wednesdays will be a quiet hour for neurodivergent visitors.',
            'We will no longer accept donations of encyclopaedias.',
          ],
        },
      ),
      h(
        "Self-service kiosk 2 is refusing all cards. The public Wi-Fi kept dropping out all afternoon and two job-seekers lost applications they were halfway through. The heating fault in the children's area was fixed by the contractor on Tuesday.",
        {
          problems: [
            'Self-service kiosk 2 is refusing all cards.',
            'The public Wi-Fi kept dropping out all afternoon and two job-seekers lost applications they were halfway through.',
          ],
        },
      ),
      h(
        'The problem, as one librarian put it, is not that people stopped reading but that they stopped arriving. New is not always news.',
      ),
      h(
        'Figures released this week show library visits in the county fell by 18% last year, and three branches now open only two days a week because of staff shortages.',
        {
          problems: [
            'Figures released this week show library visits in the county fell by 18% last year, and three branches now open only two days a week because of staff shortages.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Solar installer',
    highlights: [
      h(
        'Monday team meeting.\nWe have decided to stop quoting for ground-mounted arrays under 4 kW. Going forward, every install gets a drone roof survey before we quote. Agreed to take on a second apprentice in September. Dan suggested we look at heat pumps, but nobody was keen.',
        {
          decisions: [
            'We have decided to stop quoting for ground-mounted arrays under 4 kW.',
            'Going forward, every install gets a drone roof survey before we quote.',
            'Agreed to take on a second apprentice in September.',
          ],
        },
      ),
      h(
        'At the Harris job the inverter kept tripping on earth fault and the customer has had no generation for a week. Two of the panels delivered to Elm Road had cracked glass. Scaffold at Mill Cottage comes down on Friday.',
        {
          problems: [
            'At the Harris job the inverter kept tripping on earth fault and the customer has had no generation for a week.',
            'Two of the panels delivered to Elm Road had cracked glass.',
          ],
        },
      ),
      h(
        "We're pleased to let you know that the new Aurora 440 W all-black panel is now in stock and available to order. Trade prices on batteries will fall by 8% from 1 July. We hope to open a depot in Wakefield at some point next year.",
        {
          announcements: [
            "We're pleased to let you know that the new Aurora 440 W all-black panel is now in stock and available to order.",
            'Trade prices on batteries will fall by 8% from 1 July.',
          ],
        },
      ),
      h(
        "The installers left a broken tile on the garage roof and now there's a leak over my car. I also haven't received the MCS certificate you promised a month ago.",
        {
          problems: [
            "The installers left a broken tile on the garage roof and now there's a leak over my car.",
            "I also haven't received the MCS certificate you promised a month ago.",
          ],
        },
      ),
      h(
        'Ofgem has confirmed that the Smart Export Guarantee rules will change from October, requiring all suppliers to offer at least one fixed-rate tariff. Octopus has launched a new export tariff paying 15p per kWh for solar households.',
        {
          announcements: [
            'Ofgem has confirmed that the Smart Export Guarantee rules will change from October, requiring all suppliers to offer at least one fixed-rate tariff.',
            'Octopus has launched a new export tariff paying 15p per kWh for solar households.',
          ],
        },
      ),
      h(
        'The sun does not send invoices, but the installer does. Most problems on a roof are decisions someone made on the ground.',
      ),
      h('Should we go VAT-registered for the commercial side? Need to decide before the Hendry tender.'),
      h(
        "Warning from the DNO: several installers in the region have connected systems without notifying them, and unnotified systems may be disconnected without notice. Our van's roof ladder clamp is worn and could let go on the motorway.",
        {
          problems: [
            'Warning from the DNO: several installers in the region have connected systems without notifying them, and unnotified systems may be disconnected without notice.',
            "Our van's roof ladder clamp is worn and could let go on the motorway.",
          ],
        },
      ),
      h(
        "We're delighted to announce that Brightside Solar is now an approved installer for the Warm Homes grant scheme. Eligible households can now get up to £7,500 towards a battery. We have also hired a full-time customer care lead, Hannah Moss.",
        {
          announcements: [
            "We're delighted to announce that Brightside Solar is now an approved installer for the Warm Homes grant scheme.",
            'Eligible households can now get up to £7,500 towards a battery.',
            'We have also hired a full-time customer care lead, Hannah Moss.',
          ],
        },
      ),
      h(
        'Meeting with Raj and the accountant.\nWe will lease the second van rather than buying it outright. Prices for standard 4 kW systems stay at £6,200 until the end of the year. The loan question was parked until the next quarter.',
        {
          decisions: [
            'We will lease the second van rather than buying it outright.',
            'Prices for standard 4 kW systems stay at £6,200 until the end of the year.',
          ],
        },
      ),
      h(
        'Last Thursday an apprentice stepped through a rotten felt roof at Brook Farm and was lucky to land on a joist. He was shaken but unhurt.',
        {
          problems: [
            'Last Thursday an apprentice stepped through a rotten felt roof at Brook Farm and was lucky to land on a joist.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Small accounting firm partner',
    highlights: [
      h(
        "Partners' meeting, 2 October.\nWe agreed to raise our standard hourly rate to £140 from January. The firm will stop taking on new payroll clients with more than 50 staff. Moving to a four-day week was discussed at length but not decided.",
        {
          decisions: [
            'We agreed to raise our standard hourly rate to £140 from January.',
            'The firm will stop taking on new payroll clients with more than 50 staff.',
          ],
        },
      ),
      h(
        "Our practice software went down at 10am and stayed down for most of the day, two days before the filing deadline. A client's bank statements were emailed to the wrong Mr Jones; we have reported it to the ICO as a data breach.",
        {
          problems: [
            'Our practice software went down at 10am and stayed down for most of the day, two days before the filing deadline.',
            "A client's bank statements were emailed to the wrong Mr Jones; we have reported it to the ICO as a data breach.",
          ],
        },
      ),
      h(
        'HMRC has announced that Making Tax Digital for income tax will apply to sole traders earning over £50,000 from April 2026. A new online service for agents to register clients is now available.',
        {
          announcements: [
            'HMRC has announced that Making Tax Digital for income tax will apply to sole traders earning over £50,000 from April 2026.',
            'A new online service for agents to register clients is now available.',
          ],
        },
      ),
      h(
        "I'm afraid I can't get you the receipts before the deadline because our office flooded last week. Also, the bank has frozen our business account while they run a fraud check.",
        {
          problems: [
            "I'm afraid I can't get you the receipts before the deadline because our office flooded last week.",
            'Also, the bank has frozen our business account while they run a fraud check.',
          ],
        },
      ),
      h(
        "An accountant's chief skill is knowing which problems are worth a client's money. Decisions taken on 31 January are rarely the wise ones.",
      ),
      h(
        'We are pleased to announce that Chloe Adebayo has been promoted to senior manager. We have also opened a second office in Harrogate, at 14 Station Parade. Our fees for self-assessment returns remain unchanged this year.',
        {
          announcements: [
            'We are pleased to announce that Chloe Adebayo has been promoted to senior manager.',
            'We have also opened a second office in Harrogate, at 14 Station Parade.',
          ],
        },
      ),
      h('Think about whether we need cyber insurance. Ask Tom how much the Leeds firm paid.'),
      h(
        'Team huddle.\nWe are switching the whole team to the new cloud bookkeeping package from 1 November. Client files older than seven years will be shredded rather than archived. Amy to book the training.',
        {
          decisions: [
            'We are switching the whole team to the new cloud bookkeeping package from 1 November.',
            'Client files older than seven years will be shredded rather than archived.',
          ],
        },
      ),
      h(
        'The new junior has not had anti-money-laundering training yet, which leaves us exposed if she signs off ID checks. We have a backlog of 38 returns still waiting for client information, and several clients will miss the deadline at this rate.',
        {
          problems: [
            'The new junior has not had anti-money-laundering training yet, which leaves us exposed if she signs off ID checks.',
            'We have a backlog of 38 returns still waiting for client information, and several clients will miss the deadline at this rate.',
          ],
        },
      ),
      h(
        'Two high street accountancy firms in Ripon have merged to form Dale & Co, which will trade from the former bank building on Market Place. Both founders started out at the same firm in the 1980s.',
        {
          announcements: [
            'Two high street accountancy firms in Ripon have merged to form Dale & Co, which will trade from the former bank building on Market Place.',
          ],
        },
      ),
      h(
        'Tax law changes faster than any firm can announce it. The real risk for small practices is complacency, not complexity. As one partner told us, deciding not to decide is still a decision.',
      ),
    ],
  },
  {
    name: 'Youth charity director',
    highlights: [
      h(
        "Trustees' meeting, 18 November.\nTrustees approved the 2025 budget with a planned deficit of £12,000. It was agreed that the Friday drop-in will move from the church hall to the youth centre in January. The trustees resolved to close the Ashby project at the end of March when its funding ends. Recruitment of a new chair to be discussed in February.",
        {
          decisions: [
            'Trustees approved the 2025 budget with a planned deficit of £12,000.',
            'It was agreed that the Friday drop-in will move from the church hall to the youth centre in January.',
            'The trustees resolved to close the Ashby project at the end of March when its funding ends.',
          ],
        },
      ),
      h(
        "A volunteer shared a young person's phone number in the staff WhatsApp group, which breaches our safeguarding policy. The minibus failed its MOT on brakes, so Saturday's trip to the climbing wall is off.",
        {
          problems: [
            "A volunteer shared a young person's phone number in the staff WhatsApp group, which breaches our safeguarding policy.",
            "The minibus failed its MOT on brakes, so Saturday's trip to the climbing wall is off.",
          ],
        },
      ),
      h(
        "I'm delighted to confirm that the Rowan Trust has awarded you £25,000 over two years for the mentoring programme. The first payment will be made in February.",
        {
          announcements: [
            "I'm delighted to confirm that the Rowan Trust has awarded you £25,000 over two years for the mentoring programme.",
          ],
        },
      ),
      h(
        'Open Door Youth today launches Safe Space, a free evening helpline for 13 to 19 year olds, run in partnership with the local NHS trust. The service is available from 6pm to 10pm every weekday.',
        {
          announcements: [
            'Open Door Youth today launches Safe Space, a free evening helpline for 13 to 19 year olds, run in partnership with the local NHS trust.',
            'The service is available from 6pm to 10pm every weekday.',
          ],
        },
      ),
      h(
        'Young people notice every decision made about them and very few made with them. A problem shared with a teenager is a problem they will solve differently.',
      ),
      h(
        "Need to decide whether to bid for the council's detached youth work contract. Draft a one-pager for the trustees.",
      ),
      h(
        "Staff team meeting.\nWe're going to run the summer programme over four weeks instead of six. Every session will now start with a ten-minute check-in. Kemi thanked everyone for the holiday cover.",
        {
          decisions: [
            "We're going to run the summer programme over four weeks instead of six.",
            'Every session will now start with a ten-minute check-in.',
          ],
        },
      ),
      h(
        'Two youth clubs in the north of the county have closed their doors because of falling council grants, and a third says it cannot pay its rent beyond March.',
        {
          problems: [
            'Two youth clubs in the north of the county have closed their doors because of falling council grants, and a third says it cannot pay its rent beyond March.',
          ],
        },
      ),
      h(
        "We're excited to welcome Tom Harlow as our new detached youth worker. Our new website is now live, with an online referral form for schools. Last year 412 young people came through our doors.",
        {
          announcements: [
            "We're excited to welcome Tom Harlow as our new detached youth worker.",
            'Our new website is now live, with an online referral form for schools.',
          ],
        },
      ),
      h(
        'On Tuesday night two young people were followed from the centre by a group of older lads and had to be walked home by staff. Police have been informed.',
        {
          problems: [
            'On Tuesday night two young people were followed from the centre by a group of older lads and had to be walked home by staff.',
          ],
        },
      ),
      h(
        "The risk register review flagged that our insurance lapses on 31 December and the renewal quote is double last year's. We agreed to accept the higher quote rather than reduce cover.",
        {
          problems: [
            "The risk register review flagged that our insurance lapses on 31 December and the renewal quote is double last year's.",
          ],
          decisions: ['We agreed to accept the higher quote rather than reduce cover.'],
        },
      ),
    ],
  },
];
