import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Held-out labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by a third
 * author who saw none of the patterns nor any other labelled day; scored only, never tuned on.
 */
export const LIST_DAYS_C: LabelledListDay[] = [
  {
    name: 'School head teacher',
    highlights: [
      h(
        'Senior leadership meeting, Monday.\nWe talked through the mock exam timetable for Year 11.\nMocks will run in the last week of January rather than before Christmas.\nThe Year 7 trip to the coast goes ahead on 14 June, with a budget cap of 40 pounds per pupil.\nWhether to replace the interactive whiteboards is still open until we see the quotes.',
        {
          decisions: [
            'Mocks will run in the last week of January rather than before Christmas.',
            'The Year 7 trip to the coast goes ahead on 14 June, with a budget cap of 40 pounds per pupil.',
          ],
        },
      ),
      h(
        'Heating in the sports hall failed again this morning and PE had to move outdoors in four degrees. The boiler engineer cannot come until Thursday. Two parents emailed to complain that children came home soaked after the fire drill was held in the rain.',
        {
          problems: [
            'Heating in the sports hall failed again this morning and PE had to move outdoors in four degrees.',
            'The boiler engineer cannot come until Thursday.',
            'Two parents emailed to complain that children came home soaked after the fire drill was held in the rain.',
          ],
        },
      ),
      h(
        'Spring newsletter. We are delighted to welcome Daniel Osei, who joins us as Head of Science after Easter. The new breakfast club opens on Monday 3 March from 7.45 in the dining hall. As always, thank you for your support with reading at home.',
        {
          announcements: [
            'We are delighted to welcome Daniel Osei, who joins us as Head of Science after Easter.',
            'The new breakfast club opens on Monday 3 March from 7.45 in the dining hall.',
          ],
        },
      ),
      h(
        'The hardest decision a teacher makes each day is what to leave out. Every problem in a classroom is a relationship problem wearing a disguise. Good schools do not fail children; they fail to notice them in time.',
      ),
      h(
        "Governors' finance committee: the school will not renew the photocopier lease and will move to the county print contract from September. Staff asked whether the same saving could fund a second teaching assistant in Reception, but no answer was given. Projected deficit for next year now stands at 62,000 pounds, which the chair called a serious risk to staffing.",
        {
          decisions: [
            "Governors' finance committee: the school will not renew the photocopier lease and will move to the county print contract from September.",
          ],
          problems: [
            'Projected deficit for next year now stands at 62,000 pounds, which the chair called a serious risk to staffing.',
          ],
        },
      ),
      h(
        'Note to self: decide by Friday whether to enter the regional choir competition. Ask Priya about the minibus insurance.',
      ),
      h(
        'Parent portal is down for anyone logging in with a Microsoft account, and reports went home late because of it. The supplier has promised a patch by Wednesday. The attendance export that broke last week has been fixed and is working normally.',
        {
          problems: [
            'Parent portal is down for anyone logging in with a Microsoft account, and reports went home late because of it.',
          ],
        },
      ),
      h(
        'The Department for Education has published new guidance on mobile phones in schools, which comes into force from the autumn term. The guidance was issued after a consultation that closed in the summer. Unions said they would study the document before responding.',
        {
          announcements: [
            'The Department for Education has published new guidance on mobile phones in schools, which comes into force from the autumn term.',
          ],
        },
      ),
      h(
        'Staff briefing: we settled on setting homework on Mondays and Thursdays only, to stop pupils being overloaded midweek. Uniform checks will be done by form tutors, not at the gate. Someone asked if we could decide on the Christmas fair date too, but we ran out of time.',
        {
          decisions: [
            'Staff briefing: we settled on setting homework on Mondays and Thursdays only, to stop pupils being overloaded midweek.',
            'Uniform checks will be done by form tutors, not at the gate.',
          ],
        },
      ),
      h(
        'In the March issue of Teach Secondary, an article argues that the launch of a new reading scheme rarely fails because of the books themselves. It is a useful reminder that a release of funding is not the same as a plan.',
      ),
      h(
        "Yesterday's lockdown drill exposed a gap: the alarm could not be heard in the mobile classrooms at the back of the field. Supply cover for next week has been sorted.",
        {
          problems: [
            "Yesterday's lockdown drill exposed a gap: the alarm could not be heard in the mobile classrooms at the back of the field.",
          ],
        },
      ),
      h(
        'The Riverside Learning Trust today confirmed that Hollins Park Primary will join the trust on 1 April. A new shared catering service for all five schools goes live after half term.',
        {
          announcements: [
            'The Riverside Learning Trust today confirmed that Hollins Park Primary will join the trust on 1 April.',
            'A new shared catering service for all five schools goes live after half term.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Bakery chain operations lead',
    highlights: [
      h(
        'Weekly ops call with the shop managers.\nWe are dropping the cheese twist from the weekday range because it keeps coming back unsold.\nWe could not settle on sourdough prices before the flour contract is renegotiated in May.\nThe Camden shop will close at 6 instead of 7 on weekdays, starting next month.',
        {
          decisions: [
            'We are dropping the cheese twist from the weekday range because it keeps coming back unsold.',
            'The Camden shop will close at 6 instead of 7 on weekdays, starting next month.',
          ],
        },
      ),
      h(
        'The main oven at the Leeds bakery tripped out at 4am and the first delivery left two hours late. Eleven shops opened with empty bread shelves. An engineer is booked for this afternoon.',
        {
          problems: [
            'The main oven at the Leeds bakery tripped out at 4am and the first delivery left two hours late.',
            'Eleven shops opened with empty bread shelves.',
          ],
        },
      ),
      h(
        'Our butter supplier has held prices for another year, despite the poor milk yield. Two pallets of flour arrived yesterday with torn sacks and had to be thrown away.',
        {
          problems: ['Two pallets of flour arrived yesterday with torn sacks and had to be thrown away.'],
        },
      ),
      h(
        "Hearth Bakery opens its twentieth shop in Bristol's Old City on Saturday, with free coffee for the first hundred customers. From next week, every shop will also sell our new rye and caraway loaf. Founder Maria Costa said the company had been built one loaf at a time.",
        {
          announcements: [
            "Hearth Bakery opens its twentieth shop in Bristol's Old City on Saturday, with free coffee for the first hundred customers.",
            'From next week, every shop will also sell our new rye and caraway loaf.',
          ],
        },
      ),
      h(
        'Bread teaches patience: you cannot decide when the dough is ready, you can only notice. Most baking problems are really timing problems. A loaf that fails in the oven failed long before it got there.',
      ),
      h(
        'Complaint from a customer in Harrogate who found a piece of plastic in a cinnamon bun. Several people have said on Instagram that the new oat milk tastes sour. The allergen labels that went missing on Tuesday are back on the vegan brownies in every shop.',
        {
          problems: [
            'Complaint from a customer in Harrogate who found a piece of plastic in a cinnamon bun.',
            'Several people have said on Instagram that the new oat milk tastes sour.',
          ],
        },
      ),
      h(
        'Ask Tom whether we should switch to compostable bags, need to decide before the next order. Look at the energy bills for the Leeds site.',
      ),
      h(
        'After a long back and forth, the board signed off on the second production kitchen in Manchester. Recruitment for night bakers will be handled in-house rather than through an agency. Nobody could agree on the logo refresh, so it comes back in April.',
        {
          decisions: [
            'After a long back and forth, the board signed off on the second production kitchen in Manchester.',
            'Recruitment for night bakers will be handled in-house rather than through an agency.',
          ],
        },
      ),
      h(
        'In an interview, the chief executive of a rival chain said the best product launch he ever made was a sandwich he nearly cut. He added that most new ideas fail quietly and that is not a bad thing. Results for the year are out next month.',
      ),
      h(
        'Till system update 4.2 is now live in all shops.\nThe loyalty scheme now gives a free coffee after eight stamps instead of ten.\nKnown fault: the end-of-day report sometimes double counts refunds.',
        {
          announcements: [
            'Till system update 4.2 is now live in all shops.',
            'The loyalty scheme now gives a free coffee after eight stamps instead of ten.',
          ],
          problems: ['Known fault: the end-of-day report sometimes double counts refunds.'],
        },
      ),
      h(
        'Environmental health visit at Wakefield went well and the shop kept its five star rating. The walk-in fridge was running at 9 degrees when the inspector checked, which is above the legal limit, and we have been given two weeks to fix it.',
        {
          problems: [
            'The walk-in fridge was running at 9 degrees when the inspector checked, which is above the legal limit, and we have been given two weeks to fix it.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Football club secretary',
    highlights: [
      h(
        "Committee meeting minutes, 12 February.\nSubs for adult players go up to 6 pounds a match from next season.\nThe clubhouse bar will be run by volunteers on match days only.\nMark raised the idea of a women's team; we will come back to it when we know about pitch availability.",
        {
          decisions: [
            'Subs for adult players go up to 6 pounds a match from next season.',
            'The clubhouse bar will be run by volunteers on match days only.',
          ],
        },
      ),
      h(
        'The referee did not turn up for the under-14s game on Sunday and a parent had to take the whistle. Pitch two is waterlogged again and the council has warned it may be closed for the rest of the month. Our floodlight bulbs have been replaced and the lights now work properly.',
        {
          problems: [
            'The referee did not turn up for the under-14s game on Sunday and a parent had to take the whistle.',
            'Pitch two is waterlogged again and the council has warned it may be closed for the rest of the month.',
          ],
        },
      ),
      h(
        'League news: the county FA has confirmed a new sponsor, Harlow Motors, for the Sunday League Cup. Registration for the summer six-a-side competition is now open. Please remember that all player registrations must be completed before kick-off.',
        {
          announcements: [
            'League news: the county FA has confirmed a new sponsor, Harlow Motors, for the Sunday League Cup.',
            'Registration for the summer six-a-side competition is now open.',
          ],
        },
      ),
      h(
        "The manager's decision is final, as every programme from 1975 reminds us. Football is a simple game, the problem is that everyone thinks they understand it. A team that is afraid to lose has already failed.",
      ),
      h(
        'Two DBS checks for youth coaches have expired and those coaches cannot legally run sessions until they are renewed. There are also reports of a man filming training sessions from the car park without permission.',
        {
          problems: [
            'Two DBS checks for youth coaches have expired and those coaches cannot legally run sessions until they are renewed.',
            'There are also reports of a man filming training sessions from the car park without permission.',
          ],
        },
      ),
      h(
        'The club is proud to welcome Jordan Pike as first team manager, taking over from Steve Allen with immediate effect. Our new kit, sponsored by Fenwick Dental, will be worn for the first time against Braintree on Saturday. Tickets are 5 pounds and under-16s go free.',
        {
          announcements: [
            'The club is proud to welcome Jordan Pike as first team manager, taking over from Steve Allen with immediate effect.',
            'Our new kit, sponsored by Fenwick Dental, will be worn for the first time against Braintree on Saturday.',
          ],
        },
      ),
      h(
        'Remember to decide the raffle prizes before the quiz night. Email the league about the fixture clash.',
      ),
      h(
        'At the AGM members voted to keep the club name as Harlow Town Athletic. Sarah Jones was elected treasurer unopposed. The motion to sell the old minibus was withdrawn before the vote.',
        {
          decisions: [
            'At the AGM members voted to keep the club name as Harlow Town Athletic.',
            'Sarah Jones was elected treasurer unopposed.',
          ],
        },
      ),
      h(
        'Bank balance is down to 800 pounds and the pitch rent of 1,400 is due on the first. If the grant from the council does not come through, we will struggle to finish the season.',
        {
          problems: [
            'Bank balance is down to 800 pounds and the pitch rent of 1,400 is due on the first.',
            'If the grant from the council does not come through, we will struggle to finish the season.',
          ],
        },
      ),
      h(
        'Local football clubs are being told to expect new rules on concussion from the FA this spring. The governing body said it had decided nothing yet about heading in youth football, and a consultation will open in March.',
      ),
      h(
        'Match report: Town were out-thought in the first half and the decision to start with three at the back looked a mistake. A late equaliser from Reece Ward rescued a point.',
      ),
    ],
  },
  {
    name: 'Hospital IT manager',
    highlights: [
      h(
        'Change advisory board, Tuesday.\nThe PACS upgrade is approved for the weekend of 22 March, with radiology on downtime procedures from 10pm Saturday.\nThe request to give agency nurses full EPR access was turned down.\nWe will revisit the Windows 10 replacement plan once the hardware budget is confirmed.',
        {
          decisions: [
            'The PACS upgrade is approved for the weekend of 22 March, with radiology on downtime procedures from 10pm Saturday.',
            'The request to give agency nurses full EPR access was turned down.',
          ],
        },
      ),
      h(
        'Major incident summary: between 02:10 and 05:40 the electronic prescribing system was unavailable across all wards. Nurses reverted to paper charts and two medication rounds were delayed. The expired certificate behind it has since been renewed and monitoring added. Nobody was harmed.',
        {
          problems: [
            'Major incident summary: between 02:10 and 05:40 the electronic prescribing system was unavailable across all wards.',
            'Nurses reverted to paper charts and two medication rounds were delayed.',
          ],
        },
      ),
      h(
        'NHS cyber alert: a phishing campaign is impersonating the payroll team and asking staff to confirm bank details. Three members of staff in outpatients have already entered their passwords. Report anything suspicious to the service desk on 4444.',
        {
          problems: [
            'NHS cyber alert: a phishing campaign is impersonating the payroll team and asking staff to confirm bank details.',
            'Three members of staff in outpatients have already entered their passwords.',
          ],
        },
      ),
      h(
        'IT bulletin: the new single sign-on for clinical systems goes live on Monday in the emergency department, with other areas following in April. Self-service password reset is now available on the intranet. Thanks to everyone who took part in the pilot.',
        {
          announcements: [
            'IT bulletin: the new single sign-on for clinical systems goes live on Monday in the emergency department, with other areas following in April.',
            'Self-service password reset is now available on the intranet.',
          ],
        },
      ),
      h(
        'As the old saying in operations goes, there are no new problems, only old ones that nobody wrote down. Good systems fail gracefully; great ones fail loudly.',
      ),
      h(
        'Ward 7 printers keep dropping off the network, so discharge letters are being handwritten. The maternity unit reports that the fetal monitoring screens freeze for up to a minute several times a shift. The slow login issue on A&E workstations from last week is resolved after the profile fix.',
        {
          problems: [
            'Ward 7 printers keep dropping off the network, so discharge letters are being handwritten.',
            'The maternity unit reports that the fetal monitoring screens freeze for up to a minute several times a shift.',
          ],
        },
      ),
      h(
        'Project board for the new EPR: we go with the phased rollout, starting with outpatients in October. The board chose Northgate as the integration partner after the second round of demos. The vendor flagged that data migration from the old system is three weeks behind plan.',
        {
          decisions: [
            'Project board for the new EPR: we go with the phased rollout, starting with outpatients in October.',
            'The board chose Northgate as the integration partner after the second round of demos.',
          ],
          problems: [
            'The vendor flagged that data migration from the old system is three weeks behind plan.',
          ],
        },
      ),
      h(
        'Note to self: need to decide whether to renew the Citrix licences or move to the cloud before the end of the quarter. Chase estates about the server room air conditioning.',
      ),
      h(
        "St Luke's Hospital has signed a five-year partnership with Medisync to bring remote monitoring to 200 patients with heart failure from the spring. Heart failure remains one of the most common reasons for emergency admission.",
        {
          announcements: [
            "St Luke's Hospital has signed a five-year partnership with Medisync to bring remote monitoring to 200 patients with heart failure from the spring.",
          ],
        },
      ),
      h(
        'Risk register review: the backup generator for the data centre passed its load test in January. There is a single network engineer who knows the core switch configuration, which is a clear key-person risk. Risk scores for the legacy lab system were lowered now that it has been replaced.',
        {
          problems: [
            'There is a single network engineer who knows the core switch configuration, which is a clear key-person risk.',
          ],
        },
      ),
      h(
        "A report from the King's Fund, which I reread this week, argues that NHS technology projects fail less often than headlines suggest. The authors said the decision to centralise procurement a decade ago had mixed results.",
      ),
    ],
  },
  {
    name: "Publisher's editor",
    highlights: [
      h(
        'Editorial meeting notes.\nThe memoir goes to print in its current form, without the extra chapter the author wanted.\nWe are pushing the crime anthology back to autumn so it does not clash with the Booker longlist.\nTwo covers for Salt Lines are still in the running.\nMarketing wants a podcast tie-in, but nothing was settled.',
        {
          decisions: [
            'The memoir goes to print in its current form, without the extra chapter the author wanted.',
            'We are pushing the crime anthology back to autumn so it does not clash with the Booker longlist.',
          ],
        },
      ),
      h(
        'Ferry Press is thrilled to have acquired world rights to The Glass Orchard, the debut novel by Nadia Rahman, in a six-way auction, for publication next spring. Ferry Press also confirms the appointment of Leo Grant as fiction publisher from 1 June.',
        {
          announcements: [
            'Ferry Press is thrilled to have acquired world rights to The Glass Orchard, the debut novel by Nadia Rahman, in a six-way auction, for publication next spring.',
            'Ferry Press also confirms the appointment of Leo Grant as fiction publisher from 1 June.',
          ],
        },
      ),
      h(
        'Every novel begins with a problem the writer cannot solve. To publish is to decide, finally, that you have stopped deciding. The first issue of the magazine sold four hundred copies, and the editor called it a triumph.',
      ),
      h(
        'The printer has reported that the paper for the Salt Lines reprint will not arrive until mid-May, so we will miss the festival. Proofs for the poetry collection came back with the page numbers missing from every even page. The cookbook author loved the photography, which was a relief after last year.',
        {
          problems: [
            'The printer has reported that the paper for the Salt Lines reprint will not arrive until mid-May, so we will miss the festival.',
            'Proofs for the poetry collection came back with the page numbers missing from every even page.',
          ],
        },
      ),
      h(
        'The Bookseller reports that Waterstones will stock the new Penguin audio range from next week. Independent shops had their best Christmas for a decade, according to the Booksellers Association.',
        {
          announcements: [
            'The Bookseller reports that Waterstones will stock the new Penguin audio range from next week.',
          ],
        },
      ),
      h(
        'Must decide on the title for the Rahman book before the sales conference. Reread chapter nine on the train.',
      ),
      h(
        'Legal has flagged that two quotations in the memoir may need permission, and the estate of one poet is notoriously slow to respond. The worry about the e-book file for Harbour Lights turned out to be unfounded.',
        {
          problems: [
            'Legal has flagged that two quotations in the memoir may need permission, and the estate of one poet is notoriously slow to respond.',
          ],
        },
      ),
      h(
        'Acquisitions: we are passing on the thriller from Jenkins, the second half did not hold up. Offer of 15,000 pounds approved for the nature writing proposal. Whether to bid on the celebrity cookbook depends on what the agent says on Friday.',
        {
          decisions: [
            'Acquisitions: we are passing on the thriller from Jenkins, the second half did not hold up.',
            'Offer of 15,000 pounds approved for the nature writing proposal.',
          ],
        },
      ),
      h(
        'Review: first published in 1962, this novel has never been out of print, and it still reads as fresh as anything released this year. It remains a book about the failure of a marriage and the risks of telling the truth.',
      ),
      h(
        'Ferry Press newsletter: our spring catalogue is out now and you can download it from the website. Submissions for the Ferry Prize for short fiction open today and close on 30 April. We welcome entries from writers at any stage of their career.',
        {
          announcements: [
            'Ferry Press newsletter: our spring catalogue is out now and you can download it from the website.',
            'Submissions for the Ferry Prize for short fiction open today and close on 30 April.',
          ],
        },
      ),
      h(
        'The warehouse system went down on Thursday and orders from Amazon were not picked for two days. Around 3,000 copies of the memoir are now stuck in transit at Felixstowe.',
        {
          problems: [
            'The warehouse system went down on Thursday and orders from Amazon were not picked for two days.',
            'Around 3,000 copies of the memoir are now stuck in transit at Felixstowe.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Wind-farm engineer',
    highlights: [
      h(
        'Site meeting, Hornsea.\nNight shifts on the service vessel move to a two-week rotation.\nWe will stop all climbs in winds above 18 metres per second, down from 20.\nThe blade inspection contract comes up for renewal in the autumn.\nWe discussed moving the crew change to Wednesdays without reaching a view.',
        {
          decisions: [
            'Night shifts on the service vessel move to a two-week rotation.',
            'We will stop all climbs in winds above 18 metres per second, down from 20.',
          ],
        },
      ),
      h(
        'Last night a lightning strike damaged the receptor on blade B of turbine 9. The vessel could not sail this morning because of a 3 metre swell, so the inspection slips to Friday.',
        {
          problems: [
            'Last night a lightning strike damaged the receptor on blade B of turbine 9.',
            'The vessel could not sail this morning because of a 3 metre swell, so the inspection slips to Friday.',
          ],
        },
      ),
      h(
        'Northwind Energy today announced that its Dogger Ridge offshore wind farm has delivered first power to the grid. When complete, the project will have 95 turbines. The company also named Anna Kowalski as its new chief operating officer.',
        {
          announcements: [
            'Northwind Energy today announced that its Dogger Ridge offshore wind farm has delivered first power to the grid.',
            'The company also named Anna Kowalski as its new chief operating officer.',
          ],
        },
      ),
      h(
        'Engineers are paid to worry about failure so that nobody else has to. The wind does not care what you decided in the meeting. Risk is what is left when you think you have thought of everything.',
      ),
      h(
        'Version 7.3 of the SCADA software is now available.\nA new dashboard shows yaw misalignment for every turbine in real time.\nThe duplicate alarm bug reported in 7.2 has been fixed.',
        {
          announcements: [
            'Version 7.3 of the SCADA software is now available.',
            'A new dashboard shows yaw misalignment for every turbine in real time.',
          ],
        },
      ),
      h(
        'Note to self: decide whether to take the Aberdeen job before the end of the month. Pack the spare harness.',
      ),
      h(
        'Safety notice: a fall arrest lanyard from batch 2211 snapped during a drop test at another site, and all lanyards from that batch must be quarantined. Two technicians reported dizziness after working in the nacelle of turbine 22, where the ventilation fan is not working.',
        {
          problems: [
            'Safety notice: a fall arrest lanyard from batch 2211 snapped during a drop test at another site, and all lanyards from that batch must be quarantined.',
            'Two technicians reported dizziness after working in the nacelle of turbine 22, where the ventilation fan is not working.',
          ],
        },
      ),
      h(
        'The government says it will decide on the next round of offshore wind auctions later this year. A spokesperson said no decision would be announced before the summer.',
      ),
      h(
        'Maintenance planning call: gearbox oil changes move from annual to every eighteen months, based on the sampling results. We will use the new jack-up vessel for the blade swaps in June. Spare parts stock at the Grimsby base was counted last week.',
        {
          decisions: [
            'Maintenance planning call: gearbox oil changes move from annual to every eighteen months, based on the sampling results.',
            'We will use the new jack-up vessel for the blade swaps in June.',
          ],
        },
      ),
      h(
        'From 1 April, the new grid connection charges come into effect, with a lower rate for sites under 100 megawatts.',
        {
          announcements: [
            'From 1 April, the new grid connection charges come into effect, with a lower rate for sites under 100 megawatts.',
          ],
        },
      ),
      h(
        'Availability for February was 97.1 percent, slightly above target. Turbine 31 has tripped on high generator temperature four times this week and nobody has found the cause yet.',
        {
          problems: [
            'Turbine 31 has tripped on high generator temperature four times this week and nobody has found the cause yet.',
          ],
        },
      ),
    ],
  },
  {
    name: 'City transport planner',
    highlights: [
      h(
        'Transport committee, 4 March.\nMembers approved the 20 mph limit for all residential streets in the city centre.\nThe bus lane on Queen Street will be enforced by camera from the summer.\nA decision on the workplace parking levy was deferred to the June meeting.',
        {
          decisions: [
            'Members approved the 20 mph limit for all residential streets in the city centre.',
            'The bus lane on Queen Street will be enforced by camera from the summer.',
          ],
        },
      ),
      h(
        'Signal failure at Central station has caused delays of up to 40 minutes on all northbound trams this morning. The replacement bus service is running every ten minutes. Residents in Eastfield have complained for the third time about lorries using the school road as a shortcut.',
        {
          problems: [
            'Signal failure at Central station has caused delays of up to 40 minutes on all northbound trams this morning.',
            'Residents in Eastfield have complained for the third time about lorries using the school road as a shortcut.',
          ],
        },
      ),
      h(
        'From Sunday, the new number 12 bus will link the hospital, the university and the retail park every ten minutes. Contactless tap-in is now accepted on all city buses and trams, with fares capped at 4.50 pounds a day. The council thanked operators for their patience during testing.',
        {
          announcements: [
            'From Sunday, the new number 12 bus will link the hospital, the university and the retail park every ten minutes.',
            'Contactless tap-in is now accepted on all city buses and trams, with fares capped at 4.50 pounds a day.',
          ],
        },
      ),
      h(
        'Every city is a record of decisions made by people who are no longer around to explain them. Traffic is not the problem; it is the symptom of a thousand small choices about where to live and work. You cannot build your way out of congestion.',
      ),
      h(
        'The cycle bridge at Millbrook is now six months late and 1.2 million pounds over budget. The contractor warned that the steel for the deck has still not been delivered.',
        {
          problems: [
            'The cycle bridge at Millbrook is now six months late and 1.2 million pounds over budget.',
            'The contractor warned that the steel for the deck has still not been delivered.',
          ],
        },
      ),
      h(
        'Need to decide which junctions to put forward for the safety fund. Ask Hannah for the collision data from 2023.',
      ),
      h(
        "The Department for Transport has confirmed 30 million pounds for the city's tram extension to the airport. Work is expected to begin next year. The minister said the decision showed the government's commitment to the north.",
        {
          announcements: [
            "The Department for Transport has confirmed 30 million pounds for the city's tram extension to the airport.",
          ],
        },
      ),
      h(
        'Team meeting: we will consult on the Park Road scheme for eight weeks instead of four, given the strength of feeling. The traffic model will be rebuilt using the new census data rather than patched. Alex suggested dropping the evening workshop, but we kept it.',
        {
          decisions: [
            'Team meeting: we will consult on the Park Road scheme for eight weeks instead of four, given the strength of feeling.',
            'The traffic model will be rebuilt using the new census data rather than patched.',
            'Alex suggested dropping the evening workshop, but we kept it.',
          ],
        },
      ),
      h(
        'The survey asked residents how they decide whether to drive or take the bus. Most said it came down to how long the journey takes.',
      ),
      h(
        'Get Moving newsletter: the new bike hire scheme opens to the public on Saturday with 400 bikes at 50 docking stations. Car Free Day was a big success last year, with 20,000 people on the closed streets. Join us to have your say on the future of the ring road.',
        {
          announcements: [
            'Get Moving newsletter: the new bike hire scheme opens to the public on Saturday with 400 bikes at 50 docking stations.',
          ],
        },
      ),
      h(
        'Warning from the bus operator: unless the driver shortage eases, they may cut evening services on four routes from May. The real-time information screens at the bus station have been blank since Monday.',
        {
          problems: [
            'Warning from the bus operator: unless the driver shortage eases, they may cut evening services on four routes from May.',
            'The real-time information screens at the bus station have been blank since Monday.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Podcast producer',
    highlights: [
      h(
        'Production meeting for season four.\nWe are going fortnightly instead of weekly, to give each episode more time in the edit.\nWe said yes to the live show at the Albert Hall in Manchester on 9 May.\nGuest list for the finale is still wide open.',
        {
          decisions: [
            'We are going fortnightly instead of weekly, to give each episode more time in the edit.',
            'We said yes to the live show at the Albert Hall in Manchester on 9 May.',
          ],
        },
      ),
      h(
        'Episode 112 of Small Hours is out now, featuring the composer Mira Patel. Starting this week, new episodes drop every other Tuesday at 6am. Thanks for listening and for all your messages.',
        {
          announcements: [
            'Episode 112 of Small Hours is out now, featuring the composer Mira Patel.',
            'Starting this week, new episodes drop every other Tuesday at 6am.',
          ],
        },
      ),
      h(
        "Our RSS feed broke overnight and Apple Podcasts listed every episode twice. Spotify has still not picked up last week's episode, three days after it went out.",
        {
          problems: [
            'Our RSS feed broke overnight and Apple Podcasts listed every episode twice.',
            "Spotify has still not picked up last week's episode, three days after it went out.",
          ],
        },
      ),
      h(
        'Radio producers say the decision about what to cut is the whole craft. A pause is never a problem if the listener knows it is deliberate. Good audio is the release of tension, not the avoidance of it.',
      ),
      h(
        'We have signed a new sponsorship deal with Keeler Coffee, which starts with the March episodes. The network also confirmed that Small Hours will join its premium subscription tier from April.',
        {
          announcements: [
            'We have signed a new sponsorship deal with Keeler Coffee, which starts with the March episodes.',
            'The network also confirmed that Small Hours will join its premium subscription tier from April.',
          ],
        },
      ),
      h('Decide on the intro music before Thursday. Buy a pop filter for the spare mic.'),
      h(
        'Edit review: the interview with the former minister runs uncut at 58 minutes. We are cutting the segment about the lawsuit on legal advice. Whether ads go in the middle or at the start is up to the network.',
        {
          decisions: [
            'Edit review: the interview with the former minister runs uncut at 58 minutes.',
            'We are cutting the segment about the lawsuit on legal advice.',
          ],
        },
      ),
      h(
        'Legal warned that the episode about the care home could expose us to a defamation claim if it airs as recorded. Download numbers fell by 18 percent in February and nobody can explain why.',
        {
          problems: [
            'Legal warned that the episode about the care home could expose us to a defamation claim if it airs as recorded.',
            'Download numbers fell by 18 percent in February and nobody can explain why.',
          ],
        },
      ),
      h(
        'From the archive: when we first went live in 2019, we had eleven listeners and a borrowed microphone. The first episode was recorded in a wardrobe.',
      ),
      h(
        'Hollow Audio welcomes Jess Moreno as head of production, joining from the BBC. The company has also opened a new recording studio in Leeds, available for hire from next month.',
        {
          announcements: [
            'Hollow Audio welcomes Jess Moreno as head of production, joining from the BBC.',
            'The company has also opened a new recording studio in Leeds, available for hire from next month.',
          ],
        },
      ),
      h(
        "In an interview, the host said the show's biggest risk was always being boring, not being wrong. She said she does not decide the topics alone, and that the launch of each season still makes her nervous.",
      ),
      h(
        'The guest for episode 115 pulled out this morning, leaving a gap in the schedule for next Tuesday. We agreed to run the bonus episode from the Manchester recording in that slot.',
        {
          problems: [
            'The guest for episode 115 pulled out this morning, leaving a gap in the schedule for next Tuesday.',
          ],
          decisions: ['We agreed to run the bonus episode from the Manchester recording in that slot.'],
        },
      ),
    ],
  },
];
