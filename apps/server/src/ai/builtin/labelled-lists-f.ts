import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_F: LabelledListDay[] = [
  {
    name: 'Hospital ward sister on an acute medical ward',
    highlights: [
      h(
        "Handover 07:30 — Ward 7\nBed 12 fell overnight, no injury but Datix done.\nThe hoist in bay C is out of service until estates replace the battery.\nMatron confirmed we're keeping bay D as a side-room cohort for norovirus until Friday.\nQuiet night otherwise, thanks all.",
        {
          decisions: [
            "Matron confirmed we're keeping bay D as a side-room cohort for norovirus until Friday.",
          ],
          problems: [
            'Bed 12 fell overnight, no injury but Datix done.',
            'The hoist in bay C is out of service until estates replace the battery.',
          ],
        },
      ),
      h(
        'Most failures in handover are not failures of knowledge but of attention. We decide what matters long before we open our mouths. The fix is not a longer form; it is a quieter room. Anyone who has worked a night shift knows this.',
      ),
      h(
        'Chief Nurse bulletin\nFrom 1 July, all wards will move to the new electronic observations system, with NEWS2 alerts built in.\nTraining dates are on the intranet.\nPlease release staff where you can.\nQuestions to your matron in the first instance.',
        {
          announcements: [
            'From 1 July, all wards will move to the new electronic observations system, with NEWS2 alerts built in.',
          ],
        },
      ),
      h(
        "Priya: pharmacy say the IV paracetamol shortage will last at least another fortnight\nPriya: I've asked them to ring us when the next delivery lands\nMe: ok, agreed we switch to oral wherever patients can swallow, I'll tell the doctors",
        {
          decisions: [
            "Me: ok, agreed we switch to oral wherever patients can swallow, I'll tell the doctors",
          ],
          problems: ['Priya: pharmacy say the IV paracetamol shortage will last at least another fortnight'],
        },
      ),
      h(
        'Book annual leave before the rota closes.\nAsk Jo about the student nurse feedback forms.\nBirthday card for Mum\nCheck the resus trolley log\nReturn library books',
      ),
      h(
        'Ward meeting 14 May\nStaffing: we remain two band 5s short on nights and agency spend is over budget for the third month.\nDecision: the ward will trial self-rostering from June.\nGood news: the new discharge lounge on level 2 opens on Monday.\nVisiting: Sam asked whether we could extend hours to 9pm, to be discussed next time.\nNext meeting 11 June.',
        {
          decisions: ['Decision: the ward will trial self-rostering from June.'],
          problems: [
            'Staffing: we remain two band 5s short on nights and agency spend is over budget for the third month.',
          ],
          announcements: ['Good news: the new discharge lounge on level 2 opens on Monday.'],
        },
      ),
      h(
        "The hospital's new £12m emergency department opened to patients this morning. Health bosses say it will cut waiting times. The unit has 60 cubicles and its own children's area. It was built on the site of the old outpatients car park.",
        {
          announcements: ["The hospital's new £12m emergency department opened to patients this morning."],
        },
      ),
      h(
        'Fridge temperature in the clean utility read 11°C at 6am, above range. Insulin moved to the pharmacy fridge and estates called. Logged on Datix, ref 4471.',
        {
          problems: ['Fridge temperature in the clean utility read 11°C at 6am, above range.'],
        },
      ),
      h(
        'Nurses who feel able to raise concerns are the single best early warning system a hospital has. When staff fall silent, problems grow in the dark. The job of a leader is to keep the lights on in that room.',
      ),
      h(
        'Hi all, pleased to say Grace Okafor starts as our new ward manager on Monday 3 June. She has spent eight years on the stroke unit. Please make her welcome! Cake in the staff room at 3.',
        {
          announcements: [
            'Hi all, pleased to say Grace Okafor starts as our new ward manager on Monday 3 June.',
          ],
        },
      ),
      h(
        "Dev (bed manager): we're closing 4 beds on your ward tonight because of the flooding in the sluice\nMe: understood. Can we get the plumber before the weekend?",
        {
          decisions: [
            "Dev (bed manager): we're closing 4 beds on your ward tonight because of the flooding in the sluice",
          ],
          problems: [
            "Dev (bed manager): we're closing 4 beds on your ward tonight because of the flooding in the sluice",
          ],
        },
      ),
      h(
        'Ward sisters meeting\nAttendance: 9 of 12 ward sisters.\nIt was agreed that all discharge letters will be done by 11am to free beds earlier.\nPharmacy asked if we could trial nurse-led discharges; no decision today.',
        {
          decisions: ['It was agreed that all discharge letters will be done by 11am to free beds earlier.'],
        },
      ),
    ],
  },
  {
    name: 'Secondary-school deputy head',
    highlights: [
      h(
        'SLT minutes, Monday\nWe agreed that mobile phones will be banned from lessons for all year groups from September.\nHeads of year raised concerns that Year 9 attendance has dropped to 89%, well below target.\nJenny to chase the trust about the library refurb budget.\nAOB: none.',
        {
          decisions: [
            'We agreed that mobile phones will be banned from lessons for all year groups from September.',
          ],
          problems: [
            'Heads of year raised concerns that Year 9 attendance has dropped to 89%, well below target.',
          ],
        },
      ),
      h(
        'Dear parents and carers, I am delighted to announce that Ms Hannah Reid will join us as Head of Maths after the Easter holidays. She has taught at Hillcrest Academy for eleven years. Thank you, as ever, for your support.',
        {
          announcements: [
            'Dear parents and carers, I am delighted to announce that Ms Hannah Reid will join us as Head of Maths after the Easter holidays.',
          ],
        },
      ),
      h(
        'Schools do not fail children; systems do, one small decision at a time. A good timetable is invisible. A bad one is the only thing anyone talks about. Every deputy head learns this in their first September.',
      ),
      h(
        "Gary (site): heads up, the boiler in the science block failed again overnight, labs are about 12 degrees\nGary (site): I've put two heaters in lab 3 for now\nMe: Right, we'll move Year 11 science to the hall for the mock exams.",
        {
          decisions: ["Me: Right, we'll move Year 11 science to the hall for the mock exams."],
          problems: [
            'Gary (site): heads up, the boiler in the science block failed again overnight, labs are about 12 degrees',
          ],
        },
      ),
      h(
        'Ofsted has published its new inspection framework, which replaces single-word judgements with a report card from this autumn. Unions said the change did not go far enough. Many heads fear the new grades will simply create more categories to fail. The consultation drew more than 6,000 responses.',
        {
          announcements: [
            'Ofsted has published its new inspection framework, which replaces single-word judgements with a report card from this autumn.',
          ],
        },
      ),
      h(
        'Timetable for next year\nOption A: keep the two-week timetable\nOption B: move to 25 one-hour periods\nPros of B: simpler cover\nCons: lose the Friday enrichment slot\nneed to decide by half term — ask staff?',
      ),
      h(
        "Safeguarding log: a Year 8 pupil reported being sent threatening messages by older students on a group chat. Parents have been contacted and the DSL is following up. We will review the matter at Friday's safeguarding meeting.",
        {
          problems: [
            'Safeguarding log: a Year 8 pupil reported being sent threatening messages by older students on a group chat.',
          ],
        },
      ),
      h(
        'Staff briefing Weds\nThe new canteen opens on Monday with a cashless system.\nWell done to the netball team on Saturday.\nReminder that reports are due by Friday.\nLunch duty rota is on the board.',
        {
          announcements: ['The new canteen opens on Monday with a cashless system.'],
        },
      ),
      h(
        'Governors approved the proposal to expand the sixth form by 60 places. The uniform change was discussed but no vote was taken. The chair thanked outgoing governor Linda for nine years of service. Next meeting is on 4 March.',
        {
          decisions: ['Governors approved the proposal to expand the sixth form by 60 places.'],
        },
      ),
      h(
        "Results for the November resits have been published on the exam board portal. Two candidates' papers are missing from the upload and the board has opened an investigation.",
        {
          problems: [
            "Two candidates' papers are missing from the upload and the board has opened an investigation.",
          ],
          announcements: ['Results for the November resits have been published on the exam board portal.'],
        },
      ),
      h(
        'The launch of any new initiative in a school should come with a list of things teachers can stop doing. Otherwise we simply pile the new on top of the old. Nobody has ever been thanked for adding a form.',
      ),
      h(
        "Amira: the minibus failed its MOT this morning — brakes\nAmira: garage quoted £640 for the repair\nMe: Let's hire one for Thursday, I'll sign it off.\nAmira: fair enough, I'll book the one from Coastal Hire",
        {
          decisions: ["Me: Let's hire one for Thursday, I'll sign it off."],
          problems: ['Amira: the minibus failed its MOT this morning — brakes'],
        },
      ),
    ],
  },
  {
    name: 'Small brewery owner',
    highlights: [
      h(
        'Brew 214 — Session Pale\nFermenter 3 stuck at 1.020 for the third day, yeast looks sluggish.\nDecided to dump it rather than risk a diacetyl batch.\nGravity readings logged in the book.',
        {
          decisions: ['Decided to dump it rather than risk a diacetyl batch.'],
          problems: ['Fermenter 3 stuck at 1.020 for the third day, yeast looks sluggish.'],
        },
      ),
      h(
        'HMRC confirms the new draught relief rate takes effect from 1 August, cutting duty on beer sold in kegs of 20 litres or more. Small producers said the change was welcome but overdue. The Society of Independent Brewers has campaigned for the cut since 2021.',
        {
          announcements: [
            'HMRC confirms the new draught relief rate takes effect from 1 August, cutting duty on beer sold in kegs of 20 litres or more.',
          ],
        },
      ),
      h(
        "Hi team, big news: we're launching our first lager, Harbour Light, at the taproom on Friday 7 June! Fingers crossed for sun. Can someone update the chalkboard?",
        {
          announcements: [
            "Hi team, big news: we're launching our first lager, Harbour Light, at the taproom on Friday 7 June!",
          ],
        },
      ),
      h(
        "It takes a lot of good beer to make great wine. A brewer's first decision is always what to leave out. Most of the time the answer is sugar.",
      ),
      h(
        "Tom (Westway Drinks): we've had three complaints this week about cans of the IPA going flat\nTom (Westway Drinks): sending you photos now\nMe: thanks Tom, can you send the batch codes?\nMe: will have a look this afternoon",
        {
          problems: [
            "Tom (Westway Drinks): we've had three complaints this week about cans of the IPA going flat",
          ],
        },
      ),
      h(
        "Catch-up with Sam\nWe're going with the green label design for the lager.\nPrice per pint in the taproom stays at £4.80 until Christmas, agreed.\nSam thinks we should look at a second taproom in town but not this year.",
        {
          decisions: [
            "We're going with the green label design for the lager.",
            'Price per pint in the taproom stays at £4.80 until Christmas, agreed.',
          ],
        },
      ),
      h(
        'Glycol chiller tripped at 2am and the cold room hit 14°C by the time I got in. The insurance excess is £500, so I need to work out what we lost. Ordered a temperature alarm that texts my phone. Lesson learned.',
        {
          problems: ['Glycol chiller tripped at 2am and the cold room hit 14°C by the time I got in.'],
        },
      ),
      h(
        'The history of British brewing is a history of consolidation. In 1900 there were over 6,000 breweries; by 1980 there were fewer than 150. Then came the microbreweries. Most of them lasted less than five years.',
      ),
      h(
        "Licensing notice: the council has granted the brewery's application to extend taproom hours to 11pm on Fridays and Saturdays. The new hours apply from 1 July.",
        {
          decisions: [
            "Licensing notice: the council has granted the brewery's application to extend taproom hours to 11pm on Fridays and Saturdays.",
          ],
          announcements: ['The new hours apply from 1 July.'],
        },
      ),
      h(
        'order more CO2\nchase invoice 1182 from the Crown\nthink about a winter stout?\nbirthday drinks Saturday\nreturn kegs to the Fox',
      ),
      h(
        'Please note that due to the poor harvest, Maris Otter malt will be on allocation until further notice and prices rise 18% from next month. We apologise for the inconvenience. Your account manager will be in touch about contracted volumes.',
        {
          problems: [
            'Please note that due to the poor harvest, Maris Otter malt will be on allocation until further notice and prices rise 18% from next month.',
          ],
        },
      ),
      h(
        "From: Sam\nOK, final answer — we'll sell the old 10-barrel kit to Tideline Brewing for £18k.\nI'll let them know tonight.\nAlso, we won silver for Harbour Stout at the SIBA awards!",
        {
          decisions: ["OK, final answer — we'll sell the old 10-barrel kit to Tideline Brewing for £18k."],
          announcements: ['Also, we won silver for Harbour Stout at the SIBA awards!'],
        },
      ),
    ],
  },
  {
    name: 'Local newspaper editor',
    highlights: [
      h(
        "Morning conference\nWe're leading tomorrow's front page on the school closures, not the bypass.\nThe bypass story needs another source before it runs.\nPictures desk to check the archive for the old bypass map.\nPhotographer off sick, so we're short for the carnival.",
        {
          decisions: ["We're leading tomorrow's front page on the school closures, not the bypass."],
          problems: ["Photographer off sick, so we're short for the carnival."],
        },
      ),
      h(
        'Riverside Leisure Centre will reopen on Saturday 15 June after an £8m refurbishment, the council announced today. The centre closed in 2022 after RAAC concrete was found in the roof. It was opened in 1974 by the then mayor.',
        {
          announcements: [
            'Riverside Leisure Centre will reopen on Saturday 15 June after an £8m refurbishment, the council announced today.',
          ],
        },
      ),
      h(
        "News is what somebody somewhere wants to suppress; all the rest is advertising. Local papers don't fail because readers stop caring. They fail when they stop turning up. Turning up is most of the job.",
      ),
      h(
        "Lena: the CMS is down again, nothing's publishing to the site\nLena: I've raised a ticket with IT\nMe: thanks, keep me posted\nLena: will do",
        {
          problems: ["Lena: the CMS is down again, nothing's publishing to the site"],
        },
      ),
      h(
        "Reader complaint: Mrs Ellis says we misspelled her late husband's name in Saturday's obituary. Legal flagged that the planning story named the wrong company director, which could be defamatory.",
        {
          problems: [
            "Reader complaint: Mrs Ellis says we misspelled her late husband's name in Saturday's obituary.",
            'Legal flagged that the planning story named the wrong company director, which could be defamatory.',
          ],
        },
      ),
      h(
        'From Monday the group is moving all titles to a single shared subbing hub in Leeds. Print deadlines move to 6pm. Questions to your regional editor. Thanks for your patience during the move.',
        {
          announcements: [
            'From Monday the group is moving all titles to a single shared subbing hub in Leeds.',
            'Print deadlines move to 6pm.',
          ],
        },
      ),
      h(
        "Full council, 7pm\nCouncillors voted 23–14 to approve the 420-home development at Marsh Lane.\nResidents' group says it will seek a judicial review.\nLong debate on the 20mph zone, no vote.\nCouncillor Ward left early.",
        {
          decisions: ['Councillors voted 23–14 to approve the 420-home development at Marsh Lane.'],
        },
      ),
      h(
        'ideas for summer supplement\nbest beer gardens\n50 years of the carnival\nnew cafés on the high street?\ninterview with the lido lifeguards',
      ),
      h(
        "The editor's first duty is to decide what is news. The second is to make it readable. The third is to make it on time.",
      ),
      h(
        "We're pleased to announce that Kiran Bassi joins the Gazette as chief reporter on 1 July. The Gazette has won Weekly Newspaper of the Year at the regional press awards. Kiran has covered the courts for the Echo since 2018.",
        {
          announcements: [
            "We're pleased to announce that Kiran Bassi joins the Gazette as chief reporter on 1 July.",
            'The Gazette has won Weekly Newspaper of the Year at the regional press awards.',
          ],
        },
      ),
      h(
        "The press at Shawford broke down at midnight and Thursday's edition was 4,000 copies short. Newsagents in the north of the district got no papers at all. We've agreed with the printer that they'll cover the cost of the reprint.",
        {
          decisions: ["We've agreed with the printer that they'll cover the cost of the reprint."],
          problems: [
            "The press at Shawford broke down at midnight and Thursday's edition was 4,000 copies short.",
            'Newsagents in the north of the district got no papers at all.',
          ],
        },
      ),
      h(
        "Chat with the MD: we're ending the Tuesday print edition from October and going digital-only that day. Readers will be told in a front-page letter next week. Nobody else in the building knows yet.",
        {
          decisions: [
            "Chat with the MD: we're ending the Tuesday print edition from October and going digital-only that day.",
          ],
        },
      ),
    ],
  },
  {
    name: 'SaaS customer-success lead',
    highlights: [
      h(
        "Ravi: Acme says SSO login has been failing for half their users since the 2.3 release\nRavi: they're threatening not to renew in June\nMe: escalating to eng now\nRavi: I'll join the call at 3",
        {
          problems: [
            'Ravi: Acme says SSO login has been failing for half their users since the 2.3 release',
            "Ravi: they're threatening not to renew in June",
          ],
        },
      ),
      h(
        'Release 2.4 — 12 March\nNew: bulk export to CSV from any report.\nNew: Slack notifications when a renewal is 30 days out.\nFixed: dashboards timing out for accounts with over 10k users.',
        {
          announcements: [
            'New: bulk export to CSV from any report.',
            'New: Slack notifications when a renewal is 30 days out.',
          ],
        },
      ),
      h(
        'QBR with Northwind\nThey decided to expand to 300 seats from April.\nConcern: their admin finds the permissions model confusing.\nWe agreed to run a permissions workshop for their team in March.',
        {
          decisions: [
            'They decided to expand to 300 seats from April.',
            'We agreed to run a permissions workshop for their team in March.',
          ],
          problems: ['Concern: their admin finds the permissions model confusing.'],
        },
      ),
      h(
        "Customer success is not about making customers happy; it's about making them successful. Churn is a lagging indicator of a failure that happened months earlier. Nobody churns on the day they cancel.",
      ),
      h(
        "Team, we've decided to move all accounts under $10k ARR to the pooled support model from Q3. I know this is a big change. Gemma will walk everyone through it on Thursday.",
        {
          decisions: [
            "Team, we've decided to move all accounts under $10k ARR to the pooled support model from Q3.",
          ],
          announcements: [
            "Team, we've decided to move all accounts under $10k ARR to the pooled support model from Q3.",
          ],
        },
      ),
      h(
        'Gross retention fell to 86% this quarter, against a target of 92%. Two of our top ten accounts are flagged red in the health score. Finance wants a commentary by Friday.',
        {
          problems: [
            'Gross retention fell to 86% this quarter, against a target of 92%.',
            'Two of our top ten accounts are flagged red in the health score.',
          ],
        },
      ),
      h(
        'Onboarding deck ideas\nopen with a customer story\ncut slide 9, nobody reads it\nask product about the launch date for the new API\nEnd with the ROI calculator',
      ),
      h(
        "We're excited to announce that Beacon Insights is now generally available to all Enterprise customers. Beta users keep their existing dashboards.",
        {
          announcements: [
            "We're excited to announce that Beacon Insights is now generally available to all Enterprise customers.",
          ],
        },
      ),
      h(
        "The best CS teams decide early which customers they cannot save. Trying to rescue everyone is how you lose the accounts you could have kept. That sounds harsh until you've lived through a bad renewal season.",
      ),
      h(
        "P1 incident: EU customers can't load the billing page, error 502. Status page updated at 10:14. Root cause was a misconfigured load balancer; fix deployed at 11:02 and monitoring. Next update at 12:00.",
        {
          problems: ["P1 incident: EU customers can't load the billing page, error 502."],
        },
      ),
      h(
        'Marta: heads up, Olivia Grant is joining as VP of Customer Success next week\nMarta: she was at Zendesk before\nMe: great news!\nMarta: can you set up a coffee with her?',
        {
          announcements: ['Marta: heads up, Olivia Grant is joining as VP of Customer Success next week'],
        },
      ),
      h(
        "Globex renewal\nThey've chosen to go with the annual plan over the three-year deal.\nPrice increase of 7% accepted.\nThey asked whether we could add a sandbox environment, no promises made.\nThey were friendly throughout.",
        {
          decisions: [
            "They've chosen to go with the annual plan over the three-year deal.",
            'Price increase of 7% accepted.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Parish council clerk',
    highlights: [
      h(
        'Minutes of the Parish Council meeting, 9 April\nThe council resolved to accept the quote of £3,450 from Greenway for the playground resurfacing.\nCllr Hart proposed a second dog-waste bin on Mill Lane; to be considered at the next meeting.\nThe precept for next year was set at £42,000.\nMeeting closed at 9.05pm.',
        {
          decisions: [
            'The council resolved to accept the quote of £3,450 from Greenway for the playground resurfacing.',
            'The precept for next year was set at £42,000.',
          ],
        },
      ),
      h(
        "Dear Clerk, the streetlight outside 14 Church Road has been out for three weeks and it's pitch black on the school run. Could someone please chase the county council? Many thanks, Pat Greene",
        {
          problems: [
            "Dear Clerk, the streetlight outside 14 Church Road has been out for three weeks and it's pitch black on the school run.",
          ],
        },
      ),
      h(
        'Notice: the village hall will reopen for bookings on 1 May following the new roof. The annual parish meeting will be held there on Thursday 16 May at 7.30pm, all residents welcome.',
        {
          announcements: [
            'Notice: the village hall will reopen for bookings on 1 May following the new roof.',
            'The annual parish meeting will be held there on Thursday 16 May at 7.30pm, all residents welcome.',
          ],
        },
      ),
      h(
        'A council can only do what the law allows it to do. Good clerks know that most problems arrive disguised as routine correspondence. The rest arrive in capital letters.',
      ),
      h(
        'County Highways: Warning — Back Lane will be closed from 3 June for up to six weeks for culvert repairs. Diversions will be signed via the A614. Enquiries to highways@county.gov.uk.',
        {
          problems: [
            'County Highways: Warning — Back Lane will be closed from 3 June for up to six weeks for culvert repairs.',
          ],
        },
      ),
      h(
        "agenda items for May\ncemetery wall\nco-option to fill Cllr Dean's vacancy\nbudget for the jubilee beacon?\nwebsite accessibility statement",
      ),
      h(
        "Chair (Margaret): the bus shelter on the green has been vandalised again, glass everywhere\nMe: I'll report it to the insurer and get it taped off\nChair (Margaret): thanks, and we'll not replace the glass this time, go with the polycarbonate panels\nMe: will do, I'll get three quotes",
        {
          decisions: [
            "Chair (Margaret): thanks, and we'll not replace the glass this time, go with the polycarbonate panels",
          ],
          problems: [
            'Chair (Margaret): the bus shelter on the green has been vandalised again, glass everywhere',
          ],
        },
      ),
      h(
        "The external auditor has raised a concern that the council's reserves exceed the recommended level without an earmarked purpose. A response is required by 30 September. Last year's accounts were otherwise signed off without comment.",
        {
          problems: [
            "The external auditor has raised a concern that the council's reserves exceed the recommended level without an earmarked purpose.",
          ],
        },
      ),
      h(
        "Planning: the council agreed to object to application 24/0712 (four houses off Station Road) on flooding grounds. Cllr Shaw's motion to ban bonfires on the allotments was carried unanimously. The district council will decide the application in July. Residents can still comment on the district council website.",
        {
          decisions: [
            'Planning: the council agreed to object to application 24/0712 (four houses off Station Road) on flooding grounds.',
            "Cllr Shaw's motion to ban bonfires on the allotments was carried unanimously.",
          ],
        },
      ),
      h(
        'Welcome to our new councillor, Ade Mensah, who was co-opted in March. The new community defibrillator is now installed outside the post office. Thanks to everyone who gave to the appeal. Copies of the minutes are on the noticeboard.',
        {
          announcements: [
            'Welcome to our new councillor, Ade Mensah, who was co-opted in March.',
            'The new community defibrillator is now installed outside the post office.',
          ],
        },
      ),
      h(
        'Democracy is the worst form of government except for all those other forms that have been tried from time to time. Parish councils are where it is tried most often.',
      ),
      h(
        'From a guide to local councils: the clerk is the proper officer of the council. Councillors come and go; the clerk provides continuity. A good clerk never takes sides in a vote. They just make sure the vote happens properly.',
      ),
    ],
  },
  {
    name: 'Rail signalling engineer',
    highlights: [
      h(
        'Fault 88213 — points 412B failed to detect in reverse at 05:42, delaying the first three departures.\nTeam found ice in the backdrive, cleared and tested OK.\nRecurring: third failure this month at this location.',
        {
          problems: [
            'Fault 88213 — points 412B failed to detect in reverse at 05:42, delaying the first three departures.',
            'Recurring: third failure this month at this location.',
          ],
        },
      ),
      h(
        'Resignalling Phase 2 progress meeting\nThe client approved the revised commissioning date of 14 October.\nWe agreed to stage the interlocking data tests over two weekends instead of one.\nRisk: the possession for weekend 2 is not yet confirmed by Network Rail.',
        {
          decisions: [
            'The client approved the revised commissioning date of 14 October.',
            'We agreed to stage the interlocking data tests over two weekends instead of one.',
          ],
          problems: ['Risk: the possession for weekend 2 is not yet confirmed by Network Rail.'],
        },
      ),
      h(
        'In safety-critical systems, the question is never whether a component will fail, but what happens when it does. A signal that fails must fail to red. That is the whole philosophy of fail-safe design.',
      ),
      h(
        'Network Rail has opened the new Rail Operating Centre at Didcot, which will control signalling for the western route. The centre is one of twelve planned nationally. Construction took three years.',
        {
          announcements: [
            'Network Rail has opened the new Rail Operating Centre at Didcot, which will control signalling for the western route.',
          ],
        },
      ),
      h(
        "Dave: track circuit TC 2041 showing occupied with no train, second time today\nDave: I'm on site in 20 mins\nDave: will send photos of the TU\nMe: OK, we'll replace the TU tonight rather than keep chasing it",
        {
          decisions: ["Me: OK, we'll replace the TU tonight rather than keep chasing it"],
          problems: ['Dave: track circuit TC 2041 showing occupied with no train, second time today'],
        },
      ),
      h(
        'NR/L2/SIG/30014 Issue 4 comes into force on 7 December. Briefing packs are on the standards portal. Line managers must brief staff before the go-live date.',
        {
          announcements: ['NR/L2/SIG/30014 Issue 4 comes into force on 7 December.'],
        },
      ),
      h(
        "Revise for IRSE exam module 3\nbook hotel in Crewe for the 14th\nrenew PTS card before it expires!\nmum's birthday Sunday",
      ),
      h(
        'A cable theft near Hitchin overnight left four signals black and trains were cautioned through the section for six hours. British Transport Police are investigating. Similar thefts have been reported at two other sites this month. Metal prices make copper cable a target.',
        {
          problems: [
            'A cable theft near Hitchin overnight left four signals black and trains were cautioned through the section for six hours.',
            'Similar thefts have been reported at two other sites this month.',
          ],
        },
      ),
      h(
        'Design review, Harrow junction\nGoing with the LED signal heads throughout, not the mixed fit.\nThe sighting committee asked for signal HW45 to be moved 50m back; design to assess.\nNo decision yet on the level crossing upgrade.\nMinutes to follow from Claire.',
        {
          decisions: ['Going with the LED signal heads throughout, not the mixed fit.'],
        },
      ),
      h(
        'The railway is a system built from millions of small decisions taken by people who never met. Every rule in the rulebook was written after something went wrong. Read it as a history book and it becomes much more interesting.',
      ),
      h(
        'Pleased to confirm that Aisha Rahman has been promoted to Principal Signalling Designer, effective today. Our new maintenance depot at Tonbridge opens on Monday; keys from the site office.',
        {
          announcements: [
            'Pleased to confirm that Aisha Rahman has been promoted to Principal Signalling Designer, effective today.',
            'Our new maintenance depot at Tonbridge opens on Monday; keys from the site office.',
          ],
        },
      ),
      h(
        "Paul (PM): We're keeping the current night shift pattern until commissioning — ops board decided this morning.\nPaul (PM): shout if you have questions\nPaul (PM): rosters for October are on SharePoint",
        {
          decisions: [
            "Paul (PM): We're keeping the current night shift pattern until commissioning — ops board decided this morning.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Independent gym owner',
    highlights: [
      h(
        "Leah: two of the treadmills are showing error E7 again, I've put out-of-order signs on them\nLeah: members are moaning about the showers being cold too\nMe: thanks Leah, calling the engineer now",
        {
          problems: [
            "Leah: two of the treadmills are showing error E7 again, I've put out-of-order signs on them",
            'Leah: members are moaning about the showers being cold too',
          ],
        },
      ),
      h(
        'BIG NEWS! Our second gym opens in Westfield on 1 September! Founding members get 50% off for the first year. Sign up at the front desk.',
        {
          announcements: [
            'Our second gym opens in Westfield on 1 September!',
            'Founding members get 50% off for the first year.',
          ],
        },
      ),
      h(
        "Coaches meeting\nWe agreed to drop the 6am HIIT class on Saturdays, nobody comes.\nSpin instructor cover is still a problem on Tuesdays.\nIdea: a women-only strength session — Jade to draft a plan.\nMembers' survey results next time.",
        {
          decisions: ['We agreed to drop the 6am HIIT class on Saturdays, nobody comes.'],
          problems: ['Spin instructor cover is still a problem on Tuesdays.'],
        },
      ),
      h(
        "You don't decide your future. You decide your habits, and your habits decide your future. Nobody ever regretted a workout.",
      ),
      h(
        'Electricity bill up 40% on last year, now £2,900 a month. Membership cancellations hit 61 in March, the highest since we opened. Accountant thinks we should review pricing before summer. Still cheaper than the chain down the road.',
        {
          problems: [
            'Electricity bill up 40% on last year, now £2,900 a month.',
            'Membership cancellations hit 61 in March, the highest since we opened.',
          ],
        },
      ),
      h(
        'Following our discussion, the landlord has agreed to a three-month rent holiday while the roof is repaired. The leak over the free-weights area must be fixed before the insurance renewal.',
        {
          decisions: [
            'Following our discussion, the landlord has agreed to a three-month rent holiday while the roof is repaired.',
          ],
          problems: ['The leak over the free-weights area must be fixed before the insurance renewal.'],
        },
      ),
      h(
        "New class timetable ideas\nboxing fundamentals on Weds?\nmove yoga earlier\nlaunch a kids' club in the holidays??\nask Jade about TRX certification",
      ),
      h(
        'UK Active has launched a new national accreditation scheme for gyms, opening for applications today. Ministers said they would decide on VAT relief for leisure centres in the autumn. The scheme is voluntary.',
        {
          announcements: [
            'UK Active has launched a new national accreditation scheme for gyms, opening for applications today.',
          ],
        },
      ),
      h(
        "Member slipped on the wet floor by the pool changing rooms and hurt her wrist, accident book filled in. Rang her in the evening and she's OK. Mop bucket and signs are by the door now.",
        {
          problems: [
            'Member slipped on the wet floor by the pool changing rooms and hurt her wrist, accident book filled in.',
          ],
        },
      ),
      h(
        "From next Monday the gym will be staffed 24/7, and we're introducing a new app-based check-in. Old key fobs stop working on 30 June. Tom has been appointed operations manager.",
        {
          announcements: [
            "From next Monday the gym will be staffed 24/7, and we're introducing a new app-based check-in.",
            'Old key fobs stop working on 30 June.',
            'Tom has been appointed operations manager.',
          ],
        },
      ),
      h(
        'Strength does not come from winning. Your struggles develop your strengths. When you go through hardships and decide not to surrender, that is strength.',
      ),
      h(
        'Partners meeting notes\nPrices go up £3 a month for new members only; existing members are frozen at their current rate.\nWe chose Technogym over Life Fitness for the new cardio kit.\nStill undecided on whether to open on bank holidays.\nNext partners meeting in June.',
        {
          decisions: [
            'Prices go up £3 a month for new members only; existing members are frozen at their current rate.',
            'We chose Technogym over Life Fitness for the new cardio kit.',
          ],
        },
      ),
    ],
  },
];
