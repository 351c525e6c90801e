import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_L: LabelledListDay[] = [
  {
    name: 'Pharmaceutical quality lead at a generics manufacturer',
    highlights: [
      h(
        'Deviation review board, 4 March\nAttendees: QA, QC, production and engineering.\nAgreed: batch 24B117 will be reprocessed rather than rejected.\nThe board decided that punch sets older than 18 months get replaced at the next shutdown.\nStill open: whether the new labelling template needs a change control.\nNext review on 18 March.',
        {
          decisions: [
            'Agreed: batch 24B117 will be reprocessed rather than rejected.',
            'The board decided that punch sets older than 18 months get replaced at the next shutdown.',
          ],
        },
      ),
      h(
        'Line 3 blister sealer failed its leak test twice this morning. Engineering are coming at 2. Production moved to line 4 for the afternoon. Lunch with the validation team at 1. I hate Mondays.',
        { problems: ['Line 3 blister sealer failed its leak test twice this morning.'] },
      ),
      h(
        '"Quality is never an accident; it is always the result of intelligent effort." John Ruskin\nSaw this framed in the canteen at the Basel site.',
      ),
      h(
        'From a piece on human factors in GMP: Most quality failures are not caused by careless people but by systems that make the wrong thing easy. When you decide where to put a control, ask who it will inconvenience. The answer tells you whether it will survive. A control that slows down the night shift will be quietly bypassed within a month.',
      ),
      h(
        'From the site director: I am pleased to announce that Dr Priya Nair joins us as Head of Microbiology on 1 April. Priya comes from a sterile injectables site in Cork. Her office will be next to the QC lab. Please make her welcome.',
        {
          announcements: [
            'From the site director: I am pleased to announce that Dr Priya Nair joins us as Head of Microbiology on 1 April.',
          ],
        },
      ),
      h(
        'MHRA inspection close-out\nTwo major findings: incomplete audit trail review on the HPLC systems, and gowning breaches in grade B.\nThe inspector warned that repeat findings would lead to a referral.\nOverall she was positive about our data integrity culture.\nThe closing meeting lasted two hours.\nOur CAPA response is due in 28 days.',
        {
          problems: [
            'Two major findings: incomplete audit trail review on the HPLC systems, and gowning breaches in grade B.',
            'The inspector warned that repeat findings would lead to a referral.',
          ],
        },
      ),
      h(
        'Tom: the new SOP for cleaning validation goes live Monday\nTom: training records must be signed before then\nMe: is the old version withdrawn the same day?\nTom: yes, document control will handle it\nMe: ok, will chase the night shift',
        { announcements: ['Tom: the new SOP for cleaning validation goes live Monday'] },
      ),
      h('note to self: stop deciding things in corridors, write them down'),
      h(
        'The European Medicines Agency has published new guidance on nitrosamine impurities, which takes effect in August. Manufacturers will need to reassess the risk for every marketed product. The guidance was first proposed in 2021. The document runs to 60 pages.',
        {
          announcements: [
            'The European Medicines Agency has published new guidance on nitrosamine impurities, which takes effect in August.',
          ],
        },
      ),
      h(
        'Management review Q1\nAttendance: full leadership team.\nComplaints are up 22% on last quarter, mostly about broken tablets in the 500 mg pack.\nWe chose to switch the 500 mg pack to a thicker foil from May.\nThe budget for the new LIMS was approved.\nRight first time on batch records is at 94%, same as last year.\nMorale in the lab seems better since the reorganisation.',
        {
          problems: [
            'Complaints are up 22% on last quarter, mostly about broken tablets in the 500 mg pack.',
          ],
          decisions: [
            'We chose to switch the 500 mg pack to a thicker foil from May.',
            'The budget for the new LIMS was approved.',
          ],
        },
      ),
      h(
        'Stability chamber 4 temperature excursion overnight: 31.2°C for 3 hours. Samples moved to chamber 2. Chamber 4 was last calibrated in January. Impact assessment needed by Friday.',
        { problems: ['Stability chamber 4 temperature excursion overnight: 31.2°C for 3 hours.'] },
      ),
      h(
        'QMS update\nVersion 7 of the document system is live from today.\nElectronic signatures now replace wet ink for batch records.\nTraining videos are on the intranet.\nQuestions to the QA systems team.',
        {
          announcements: [
            'Version 7 of the document system is live from today.',
            'Electronic signatures now replace wet ink for batch records.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Reserves manager at a wetland conservation charity',
    highlights: [
      h(
        "Reserves team call\nApologies from Ruth.\nWe agreed to close the north hide until the bittern nesting season is over.\nSam proposed fencing the reedbed edge; no decision yet.\nBudget for the new boardwalk is still being discussed with trustees.\nFor the drone survey we're going with Skyline Ecology.\nBird counts for March are in the shared folder.",
        {
          decisions: [
            'We agreed to close the north hide until the bittern nesting season is over.',
            "For the drone survey we're going with Skyline Ecology.",
          ],
        },
      ),
      h(
        'Checked the gauge boards on my rounds this morning. Water levels at Marsh Lane dropped 40 cm in a week. The sluice gate seems to be leaking at the base. The sluice was last serviced in 2021.',
        {
          problems: [
            'Water levels at Marsh Lane dropped 40 cm in a week.',
            'The sluice gate seems to be leaking at the base.',
          ],
        },
      ),
      h(
        '"In the end we will conserve only what we love; we will love only what we understand; and we will understand only what we are taught." Baba Dioum\nUsing this for the education room wall.',
      ),
      h(
        'Natural England has announced a new £15 million fund for peatland restoration, opening to applications on 1 June. Previous rounds were heavily oversubscribed. Our bid would focus on the Moss End blanket bog.',
        {
          announcements: [
            'Natural England has announced a new £15 million fund for peatland restoration, opening to applications on 1 June.',
          ],
        },
      ),
      h(
        'Reports of someone flying a drone over the tern colony again on Saturday. Two nests abandoned. The colony has 120 pairs this year. It was a sunny day and the car park was full. Police wildlife crime officer informed.',
        {
          problems: [
            'Reports of someone flying a drone over the tern colony again on Saturday.',
            'Two nests abandoned.',
          ],
        },
      ),
      h(
        'Hannah: the volunteer rota app is live, everyone should have an invite\nHannah: shout if the login fails\nMe: thanks!!\nMe: will show the Tuesday group how it works',
        { announcements: ['Hannah: the volunteer rota app is live, everyone should have an invite'] },
      ),
      h(
        'Rewilding is not a decision made once; it is a thousand small decisions to step back. Most projects fail because someone loses patience in year three. The land does not care about funding cycles. That line has stayed with me all week.',
      ),
      h(
        'Trustee meeting minutes (extract)\nApologies were received from two trustees.\nThe trustees approved the purchase of Holly Farm for £1.2m.\nIt was resolved that the reserve shop will close on Mondays from September.\nThe chair thanked staff for a successful open day.\nNext meeting in the village hall, 9 October.',
        {
          decisions: [
            'The trustees approved the purchase of Holly Farm for £1.2m.',
            'It was resolved that the reserve shop will close on Mondays from September.',
          ],
        },
      ),
      h(
        'Press release, 12 June\nThe Trust is delighted to announce that otters have bred on the Lune for the first time in 40 years. Camera traps recorded two cubs in May. Photographs are available on request. Media contact: Jen Hart.',
        {
          announcements: [
            'The Trust is delighted to announce that otters have bred on the Lune for the first time in 40 years.',
          ],
        },
      ),
      h('ash dieback confirmed in the east copse, 14 trees need felling before the footpath reopens', {
        problems: [
          'ash dieback confirmed in the east copse, 14 trees need felling before the footpath reopens',
        ],
      }),
      h(
        'Warning from the Environment Agency: blue-green algae detected at Hollow Pool, keep dogs out of the water. Signs are up at both car parks. Last summer the pool was closed for six weeks.',
        {
          problems: [
            'Warning from the Environment Agency: blue-green algae detected at Hollow Pool, keep dogs out of the water.',
          ],
        },
      ),
      h(
        'From this week the visitor centre café takes card payments only. Our new family trail opens on 20 July with a storytelling day. Thanks to everyone who helped build it. See you on the trails!',
        {
          announcements: [
            'From this week the visitor centre café takes card payments only.',
            'Our new family trail opens on 20 July with a storytelling day.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Flood-defence engineer at a civil engineering consultancy',
    highlights: [
      h(
        'Design review, Eastbrook flood scheme\nPresent: JT, KM and the client rep.\nWe are going with sheet piling rather than a clay embankment on the school reach.\nThe crest level was fixed at 5.8 m AOD after the client accepted the climate allowance.\nOpen question: do we need a second pumping station?\nCost plan to follow.',
        {
          decisions: [
            'We are going with sheet piling rather than a clay embankment on the school reach.',
            'The crest level was fixed at 5.8 m AOD after the client accepted the climate allowance.',
          ],
        },
      ),
      h(
        "Seepage observed at the toe of the embankment near chainage 1+250 after last night's rain. The pore pressure readings are above trigger level 2. Site team have been told to stay off the crest. Photos attached.",
        {
          problems: [
            "Seepage observed at the toe of the embankment near chainage 1+250 after last night's rain.",
            'The pore pressure readings are above trigger level 2.',
          ],
        },
      ),
      h(
        'Amber warning for rain issued for Cumbria from 6 am Thursday until noon Friday. The last amber warning was in November. Our weekend duty rota is in the team calendar. Stay updated via Floodline.',
        { problems: ['Amber warning for rain issued for Cumbria from 6 am Thursday until noon Friday.'] },
      ),
      h(
        'From a lecture by my old hydraulics professor: engineers like to say that a structure does not fail; it is failed by the assumptions behind it. The river always reads the design report more carefully than the client. Every flood is new, even on an old river.',
      ),
      h(
        'Please note that the new CDM coordinator for the Eastbrook scheme is Daniel Okafor, effective Monday. All method statements should go to him. Thanks to Claire for covering the role in the interim.',
        {
          announcements: [
            'Please note that the new CDM coordinator for the Eastbrook scheme is Daniel Okafor, effective Monday.',
          ],
        },
      ),
      h(
        'Progress meeting with the Environment Agency\nHeld at the Penrith depot.\nThe EA approved the revised programme with completion in March 2026.\nThe fish pass design was rejected, so we have to resubmit.\nThey asked for a revised cost plan by the end of the month.\nAgreed that the monthly meetings move to Teams.',
        {
          decisions: [
            'The EA approved the revised programme with completion in March 2026.',
            'The fish pass design was rejected, so we have to resubmit.',
            'Agreed that the monthly meetings move to Teams.',
          ],
          problems: ['The fish pass design was rejected, so we have to resubmit.'],
        },
      ),
      h(
        "Rosie: gauge at Holme Bridge has stopped reporting again\nRosie: btw the new telemetry dashboard is live, link in the channel\nRosie: looks nice\nMe: I'll log a ticket with the telemetry team",
        {
          problems: ['Rosie: gauge at Holme Bridge has stopped reporting again'],
          announcements: ['Rosie: btw the new telemetry dashboard is live, link in the channel'],
        },
      ),
      h('decide by Friday whether to bid for the Calder frameworks'),
      h(
        'The government today launched a £2.4 billion flood defence programme covering 1,000 schemes across England. The last programme of this size ran from 2015 to 2021. Our region has 140 of the schemes on the list.',
        {
          announcements: [
            'The government today launched a £2.4 billion flood defence programme covering 1,000 schemes across England.',
          ],
        },
      ),
      h(
        'Lessons learnt workshop: the 2015 floods showed that temporary barriers work only if they are deployed early. We now store them at the depot instead of the county store. That change was made in 2017. Nobody in the room had been in post back then.',
      ),
      h(
        'Inspection of Pool Weir by GP and SL on 3 October. The annual inspection found the left flap gate seized. Photos are in the shared folder. Otherwise the structure is in fair condition.',
        { problems: ['The annual inspection found the left flap gate seized.'] },
      ),
      h(
        'Our new hydraulic modelling team goes live on 1 May, with Aisha Rahman as lead modeller. Aisha has been with us for nine years. Recruitment for two junior modellers is ongoing.',
        {
          announcements: [
            'Our new hydraulic modelling team goes live on 1 May, with Aisha Rahman as lead modeller.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Manager of a vineyard cooperative',
    highlights: [
      h(
        'Cooperative council, harvest planning\nQuorum reached with 17 members present.\nHarvest for Chardonnay starts on 2 September, decided by vote 11 to 3.\nMembers agreed to pay a 5% bonus for hand-picked fruit.\nThe idea of a second press was raised but not voted on.\nCoffee and croissants courtesy of the Morel family.',
        {
          decisions: [
            'Harvest for Chardonnay starts on 2 September, decided by vote 11 to 3.',
            'Members agreed to pay a 5% bonus for hand-picked fruit.',
          ],
        },
      ),
      h(
        'Walked the lower plots with Pierre this morning. Downy mildew spreading fast in the lower plots after the storms. Some growers have lost half their bunches. The agronomist visits Thursday.',
        {
          problems: [
            'Downy mildew spreading fast in the lower plots after the storms.',
            'Some growers have lost half their bunches.',
          ],
        },
      ),
      h('"Wine is bottled poetry." Robert Louis Stevenson\nHe wrote that about Napa, of all places.'),
      h(
        'We are launching our first sparkling cuvée, Bulles de Coteau, at the spring fair on 12 April. Tickets for the tasting are free for members. Tasting notes are being written by Élodie. The cooperative shop also opens on Sundays from May.',
        {
          announcements: [
            'We are launching our first sparkling cuvée, Bulles de Coteau, at the spring fair on 12 April.',
            'The cooperative shop also opens on Sundays from May.',
          ],
        },
      ),
      h(
        'Marc: the bottling line jammed again, lost about 600 bottles\nMarc: technician coming Wednesday\nMe: ugh\nMe: put the labels aside so they stay dry',
        { problems: ['Marc: the bottling line jammed again, lost about 600 bottles'] },
      ),
      h(
        'From a profile of a Burgundy grower: The best growers make their decisions in the vineyard, not in the cellar. A new barrel will not fix a tired vine. Her grandfather planted the oldest rows in 1952, and she still prunes them herself.',
      ),
      h(
        'Board meeting notes\nWe chose Verallia as the glass supplier for next year.\nPrice increase of 4% on all member fruit approved.\nSolar panels on the winery roof: still collecting quotes.\nMeeting ran late again.',
        {
          decisions: [
            'We chose Verallia as the glass supplier for next year.',
            'Price increase of 4% on all member fruit approved.',
          ],
        },
      ),
      h(
        'Frost alert: temperatures are expected to fall to -4°C overnight in the valley. Growers should prepare candles and fans. Last year we lost a fifth of the crop to the April frost.',
        { problems: ['Frost alert: temperatures are expected to fall to -4°C overnight in the valley.'] },
      ),
      h(
        'Note: the new labelling rules for ingredient lists apply to all wines produced from 8 December. Our labels are already compliant. The full text is on the ministry website.',
        {
          announcements: [
            'Note: the new labelling rules for ingredient lists apply to all wines produced from 8 December.',
          ],
        },
      ),
      h(
        'Complaint from a restaurant in Lyon: three cases of the 2022 rosé were corked. Claire is calling them back today. The rosé is otherwise selling well.',
        { problems: ['Complaint from a restaurant in Lyon: three cases of the 2022 rosé were corked.'] },
      ),
      h('good year for the Syrah on the top terraces, best colour since 2018'),
      h(
        'Congratulations to the Vidal estate, whose 2021 Grenache just won gold at the Concours Général Agricole! The estate has been in the family for four generations. Bottles are in the shop.',
        {
          announcements: [
            'Congratulations to the Vidal estate, whose 2021 Grenache just won gold at the Concours Général Agricole!',
          ],
        },
      ),
    ],
  },
  {
    name: 'Operations manager at an open-pit copper mine',
    highlights: [
      h(
        'Safety alert: a haul truck reversed into a light vehicle at the ROM pad on night shift. No injuries. Both drivers were stood down and tested, with negative results. All light vehicles must now carry a buggy whip flag on site, effective immediately.',
        {
          problems: [
            'Safety alert: a haul truck reversed into a light vehicle at the ROM pad on night shift.',
          ],
          announcements: [
            'All light vehicles must now carry a buggy whip flag on site, effective immediately.',
          ],
        },
      ),
      h(
        'Executive committee\nApologies from the CFO.\nThe committee approved the Phase 3 pit expansion at a cost of A$420 million.\nWe decided not to proceed with the heap leach trial.\nThe tailings dam raise is deferred to 2026.\nThe chair noted that copper prices remain volatile.',
        {
          decisions: [
            'The committee approved the Phase 3 pit expansion at a cost of A$420 million.',
            'We decided not to proceed with the heap leach trial.',
            'The tailings dam raise is deferred to 2026.',
          ],
        },
      ),
      h(
        'Tailings dam piezometer P7 reading has risen for five straight days. The geotech consultant has flagged it as a potential stability risk. The dam was built in 1998. Next inspection is Friday.',
        {
          problems: [
            'Tailings dam piezometer P7 reading has risen for five straight days.',
            'The geotech consultant has flagged it as a potential stability risk.',
          ],
        },
      ),
      h(
        'An old manager in Kalgoorlie used to say that mining is a business of problems, and the good miner simply chooses which problems to have. He also said that the pit never lies. I think about both most weeks.',
      ),
      h(
        'Northgate Resources is pleased to announce first concentrate production from the Kestrel mine, two months ahead of schedule. The deposit was discovered in 2009. The company is listed on the ASX.',
        {
          announcements: [
            'Northgate Resources is pleased to announce first concentrate production from the Kestrel mine, two months ahead of schedule.',
          ],
        },
      ),
      h(
        'Dave: crusher 2 down again, conveyor belt ripped\nDave: maintenance estimate 12 hours\nMe: let the mill know\nDave: already done',
        { problems: ['Dave: crusher 2 down again, conveyor belt ripped'] },
      ),
      h(
        'New site induction video goes live on Monday 3 March. It runs for 25 minutes. All contractors must complete it before their first shift.',
        { announcements: ['New site induction video goes live on Monday 3 March.'] },
      ),
      h(
        'Community consultation, Willow Creek\nAbout 40 residents attended.\nResidents complained about dust from the haul road reaching houses on Creek Road.\nSeveral people raised the noise of night blasting.\nWe agreed to water the haul road every two hours in dry weather.\nIt was agreed that the community liaison group will meet quarterly.\nTea and scones from the CWA.',
        {
          problems: [
            'Residents complained about dust from the haul road reaching houses on Creek Road.',
            'Several people raised the noise of night blasting.',
          ],
          decisions: [
            'We agreed to water the haul road every two hours in dry weather.',
            'It was agreed that the community liaison group will meet quarterly.',
          ],
        },
      ),
      h(
        'Resource companies rarely fail for lack of ore. They fail because they decide on a mine plan before they understand the orebody. Drilling is cheap compared with regret. Every new CEO learns this at some point.',
      ),
      h(
        'Appointment: Grace Mwangi has been appointed General Manager of the Kestrel operation, starting 1 September. Grace previously ran the processing plant at Mount Isa. She starts with a two-week handover.',
        {
          announcements: [
            'Appointment: Grace Mwangi has been appointed General Manager of the Kestrel operation, starting 1 September.',
          ],
        },
      ),
      h('check with payroll why the FIFO allowance went up on the May run'),
      h(
        'Reminder: the new camp gym opens this Saturday, and the pool reopens after repairs on the 20th. Towels are at reception. The gym was paid for by the social club.',
        {
          announcements: [
            'Reminder: the new camp gym opens this Saturday, and the pool reopens after repairs on the 20th.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Programme manager at a national research council',
    highlights: [
      h(
        'Funding panel, Environmental Futures round 4\nTwo panel members declared conflicts and left the room.\nThe panel recommended 14 of 62 proposals for funding.\nCouncil approved the full list without changes.\nWe agreed to publish anonymised panel feedback for the first time.\nThe success rate was 23%, the lowest since 2016.',
        {
          decisions: [
            'Council approved the full list without changes.',
            'We agreed to publish anonymised panel feedback for the first time.',
          ],
        },
      ),
      h(
        'The Council today opened a new £50 million fund for net zero innovation, with a first call closing on 30 September. A second call, for industry partnerships, will open in January. Eligibility rules are similar to those of the previous fund.',
        {
          announcements: [
            'The Council today opened a new £50 million fund for net zero innovation, with a first call closing on 30 September.',
            'A second call, for industry partnerships, will open in January.',
          ],
        },
      ),
      h(
        'Professor Helen Ashby is appointed Executive Chair of the Council from 1 January. Sir Martin Reeve has led the Council since 2018. The search took eight months. Helen is currently Vice-Chancellor at Northfield.',
        {
          announcements: [
            'Professor Helen Ashby is appointed Executive Chair of the Council from 1 January.',
          ],
        },
      ),
      h(
        'The grants portal went down for six hours on the deadline day. About 40 applicants could not submit. The portal is run by an external supplier. The comms team has drafted a holding statement.',
        {
          problems: [
            'The grants portal went down for six hours on the deadline day.',
            'About 40 applicants could not submit.',
          ],
        },
      ),
      h(
        "\"Research is what I'm doing when I don't know what I'm doing.\" Wernher von Braun\nPinned above my desk since my PhD.",
      ),
      h(
        'Funders often claim to back risky science, yet peer review rewards the safe proposal. A panel that never funds a failure is not taking enough risk. The idea of ring-fenced money for high-risk ideas keeps coming back. Whether it works depends on who sits on the panel.',
      ),
      h(
        'From 1 April, all applications must include a data management plan. Guidance and a template are on the intranet. Questions can go to the policy team.',
        { announcements: ['From 1 April, all applications must include a data management plan.'] },
      ),
      h(
        'Strategy away day\nFacilitated by an external consultant.\nWe decided to merge the two early-career schemes into one fellowship.\nThe international partnerships budget will be cut by 10%, as agreed with the Treasury.\nSomeone suggested we stop funding conferences altogether, which we will discuss in June.\nLunch was excellent.',
        {
          decisions: [
            'We decided to merge the two early-career schemes into one fellowship.',
            'The international partnerships budget will be cut by 10%, as agreed with the Treasury.',
          ],
        },
      ),
      h(
        'Amira: the Treasury has approved our spending review settlement\nAmira: flat cash for three years, so a real-terms cut\nMe: oof\nAmira: better than some councils got',
        {
          decisions: ['Amira: the Treasury has approved our spending review settlement'],
          problems: ['Amira: flat cash for three years, so a real-terms cut'],
        },
      ),
      h(
        'Results of the 2024 researcher survey are published today, showing satisfaction up 6 points. The response rate was 41%. The full report is on our website.',
        {
          announcements: [
            'Results of the 2024 researcher survey are published today, showing satisfaction up 6 points.',
          ],
        },
      ),
      h('book annual leave before the panel season starts'),
      h(
        'Council meeting\nApologies from the finance director.\nCouncil ruled that the Smith grant breached the conflict of interest policy and must be repaid.\nThe new open access policy was adopted and takes effect in January.\nNext meeting: 12 November.',
        {
          decisions: [
            'Council ruled that the Smith grant breached the conflict of interest policy and must be repaid.',
            'The new open access policy was adopted and takes effect in January.',
          ],
          problems: [
            'Council ruled that the Smith grant breached the conflict of interest policy and must be repaid.',
          ],
          announcements: ['The new open access policy was adopted and takes effect in January.'],
        },
      ),
    ],
  },
  {
    name: 'Clinical director of a group of veterinary practices',
    highlights: [
      h(
        'Clinical directors meeting\nChaired by Nick.\nWe are switching all practices to the new anaesthetic monitoring protocol from next month.\nAgreed: out-of-hours cover for the Ashford branch moves to the Canterbury hospital.\nPrice rise of 3% approved for vaccinations.\nStill to decide: whether we keep the exotic pets service.',
        {
          decisions: [
            'We are switching all practices to the new anaesthetic monitoring protocol from next month.',
            'Agreed: out-of-hours cover for the Ashford branch moves to the Canterbury hospital.',
            'Price rise of 3% approved for vaccinations.',
          ],
        },
      ),
      h(
        'We are delighted to welcome Dr Tomás Ruiz, our new orthopaedic surgeon, who starts at Canterbury on 3 June. Tomás trained at the Royal Veterinary College. In his spare time he competes in triathlons.',
        {
          announcements: [
            'We are delighted to welcome Dr Tomás Ruiz, our new orthopaedic surgeon, who starts at Canterbury on 3 June.',
          ],
        },
      ),
      h(
        'The X-ray machine at Whitstable failed again today and the engineer cannot come until Thursday. Dogs needing radiographs are being sent to Canterbury. The machine is on a lease from Vetronic.',
        {
          problems: [
            'The X-ray machine at Whitstable failed again today and the engineer cannot come until Thursday.',
          ],
        },
      ),
      h(
        'From a memoir by a small animal vet: The hardest conversations in veterinary medicine are not about disease but about money. Owners rarely decide on treatment with their heads alone. I learned to sit down before I gave an estimate.',
      ),
      h(
        'Our new online booking system launches on Monday, and clients can now book vaccinations up to 8 weeks ahead. Reception staff have been trained on it. Phone bookings continue as normal.',
        {
          announcements: [
            'Our new online booking system launches on Monday, and clients can now book vaccinations up to 8 weeks ahead.',
          ],
        },
      ),
      h(
        "Kerry: controlled drugs register at Ashford doesn't balance, 2 ampoules of ketamine unaccounted for\nKerry: I've told the police\nKerry: last check was Friday and it was fine\nMe: thanks, I'll call the RCVS",
        {
          problems: [
            "Kerry: controlled drugs register at Ashford doesn't balance, 2 ampoules of ketamine unaccounted for",
          ],
        },
      ),
      h(
        'The Competition and Markets Authority has published its provisional findings on the vets market, proposing a cap on prescription fees. A final decision is expected next year. The findings run to over 400 pages.',
        {
          announcements: [
            'The Competition and Markets Authority has published its provisional findings on the vets market, proposing a cap on prescription fees.',
          ],
        },
      ),
      h(
        'Bluetongue warning: new cases confirmed in cattle in Kent this week. Farm clients should be told to check their herds. The last outbreak in England was in 2007.',
        { problems: ['Bluetongue warning: new cases confirmed in cattle in Kent this week.'] },
      ),
      h('new puppy pack leaflets - order 500 before the launch'),
      h(
        'Partners meeting\nHeld at the Canterbury hospital.\nThe partners voted to buy the Herne Bay practice.\nWe settled on the name "Coastal Vets" for the whole group.\nNobody liked the logo drafts.',
        {
          decisions: [
            'The partners voted to buy the Herne Bay practice.',
            'We settled on the name "Coastal Vets" for the whole group.',
          ],
        },
      ),
      h(
        'Client complaint: Mrs Patel says her cat was discharged with the wrong medication. We are investigating. She has been a client for twelve years.',
        { problems: ['Client complaint: Mrs Patel says her cat was discharged with the wrong medication.'] },
      ),
      h(
        'From 1 July our practices are going cashless. The Herne Bay branch also reopens after refurbishment on 8 July. Thank you for your patience during the works.',
        {
          announcements: [
            'From 1 July our practices are going cashless.',
            'The Herne Bay branch also reopens after refurbishment on 8 July.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Site manager at a building contractor',
    highlights: [
      h(
        "Site meeting 14, Riverside Apartments\nAttendees: client PM, architect, M&E and ourselves.\nClient agreed to the revised window spec, triple glazing on the north elevation.\nWe decided to pour the level 4 slab on Tuesday instead of Monday because of the wind forecast.\nThe scaffolding firm's invoice is still in dispute.\nHealth and safety: good housekeeping noted on all floors.",
        {
          decisions: [
            'Client agreed to the revised window spec, triple glazing on the north elevation.',
            'We decided to pour the level 4 slab on Tuesday instead of Monday because of the wind forecast.',
          ],
          problems: ["The scaffolding firm's invoice is still in dispute."],
        },
      ),
      h(
        'Crane out of service after a hydraulic leak, so the steel delivery is stuck at the gate. Mick is sorting a replacement. The steel erectors are having an early brew.',
        {
          problems: [
            'Crane out of service after a hydraulic leak, so the steel delivery is stuck at the gate.',
          ],
        },
      ),
      h(
        '"A building is not something you finish. A building is something you start." Stewart Brand\nPrinted on the back of the safety handbook, of all places.',
      ),
      h(
        "I'm pleased to announce that we have been awarded the £18m contract for the new Eastfield primary school. It is our largest education project to date. Thanks to the bid team for their hard work.",
        {
          announcements: [
            "I'm pleased to announce that we have been awarded the £18m contract for the new Eastfield primary school.",
          ],
        },
      ),
      h(
        'Fire stopping on level 2 failed the building control inspection; all service penetrations need redoing before sign-off. Same inspector as on the Oakfield job.',
        {
          problems: [
            'Fire stopping on level 2 failed the building control inspection; all service penetrations need redoing before sign-off.',
          ],
        },
      ),
      h(
        "Gary: the neighbours have complained about the 7am radio again\nGary: I'll have a word with the lads\nGary: to be fair it is quite loud\nMe: cheers",
        { problems: ['Gary: the neighbours have complained about the 7am radio again'] },
      ),
      h(
        'Most construction disputes start with a decision nobody wrote down. The contract is only as good as the site diary. New managers learn this the hard way. Old ones keep a notebook in every coat.',
      ),
      h(
        'Board meeting, 3 May\nChaired by Linda.\nThe board approved the purchase of two new telehandlers.\nWe will not tender for the hospital framework this year.\nThe bonus scheme stays as it is.\nTurnover is 8% ahead of budget.',
        {
          decisions: [
            'The board approved the purchase of two new telehandlers.',
            'We will not tender for the hospital framework this year.',
            'The bonus scheme stays as it is.',
          ],
        },
      ),
      h(
        'HSE notice: from 6 April, all sites must report near misses through the new digital reporting app. The app is available on all company phones from today. Ask Sandra if you need a login.',
        {
          announcements: [
            'HSE notice: from 6 April, all sites must report near misses through the new digital reporting app.',
            'The app is available on all company phones from today.',
          ],
        },
      ),
      h(
        'Concrete cube results for the level 3 slab came back at 28 N/mm², below the 32 specified. The cubes were taken on 2 May. The engineer wants cores taken before we load it.',
        {
          problems: [
            'Concrete cube results for the level 3 slab came back at 28 N/mm², below the 32 specified.',
          ],
        },
      ),
      h(
        'Manchester City Council has launched a new planning portal, which goes live for all applications on 1 March. The old system dates from 2008. Agents have been asked to register in advance.',
        {
          announcements: [
            'Manchester City Council has launched a new planning portal, which goes live for all applications on 1 March.',
          ],
        },
      ),
      h("decide what to do about Pete's van before his MOT runs out"),
    ],
  },
];
