import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZF: LabelledListDay[] = [
  {
    name: 'Noor, data platform lead at an online sports-betting operator in Malta, on a Saturday of Premier League fixtures',
    highlights: [
      h(
        "#inc-odds-feed\n[14/09/2024, 11:02] Karl: odds feed from the supplier has been lagging by 40 seconds since kick-off in the early game.\n[14/09/2024, 11:04] Noor: Is it just football or all sports?\n[14/09/2024, 11:05] Karl: Just football, tennis looks fine.\n[14/09/2024, 11:09] Noor: OK, we suspend in-play markets on the affected matches until the lag is under 5 seconds.\n[14/09/2024, 11:10] Karl: Done, suspended.\n[14/09/2024, 11:12] Noor: Thanks, I'll let the trading desk know.",
        {
          problems: [
            'Karl: odds feed from the supplier has been lagging by 40 seconds since kick-off in the early game.',
          ],
          decisions: [
            'Noor: OK, we suspend in-play markets on the affected matches until the lag is under 5 seconds.',
          ],
        },
      ),
      h(
        "Saturday standup\nThe warehouse load for Friday's settlement data finished at 06:40, two hours late, and the trading dashboard is still missing the late kick-offs.\nLuca is rewriting the slow join this sprint.\nWe agreed to move the settlement load to start at 02:00 instead of 03:30.\nNo blockers from the analysts.",
        {
          problems: [
            "The warehouse load for Friday's settlement data finished at 06:40, two hours late, and the trading dashboard is still missing the late kick-offs.",
          ],
          decisions: ['We agreed to move the settlement load to start at 02:00 instead of 03:30.'],
        },
      ),
      h(
        'The purpose of a dashboard is not to decide for you but to make the decision obvious. Most teams fail at this because they measure what is easy rather than what matters. The rest is decoration.',
      ),
      h(
        'The Malta Gaming Authority has published its new player-protection directive, which takes effect on 1 January. Under the directive, operators must run affordability checks once a customer deposits more than €2,000 in 30 days. Industry groups said the timeline was tight.',
        {
          announcements: [
            'The Malta Gaming Authority has published its new player-protection directive, which takes effect on 1 January.',
          ],
        },
      ),
      h(
        'Platform changelog, week 37\nThe Airflow 2.10 upgrade is now live on the production scheduler.\nDataset-triggered DAGs are available to all teams from today.\nKnown issue: the Gantt view times out for DAGs with more than 500 tasks.\nDocs for dataset triggers are on the wiki.\nThanks to Mateo for the weekend work.',
        {
          announcements: [
            'The Airflow 2.10 upgrade is now live on the production scheduler.',
            'Dataset-triggered DAGs are available to all teams from today.',
          ],
          problems: ['Known issue: the Gantt view times out for DAGs with more than 500 tasks.'],
        },
      ),
      h('remember to ask HR about the weekend on-call allowance\nbirthday drinks for Luca at 7'),
      h(
        'Streaming vs batch for the risk model\nOption A: keep the hourly batch and accept up to 60 minutes of blind spot on liabilities.\nOption B: move to Kafka Streams and see liabilities within seconds.\nDecision: Option B, with the hourly batch kept as a fallback until March.\nRisk: nobody on the team has run Kafka Streams in production.\nLuca will book a training day.',
        {
          decisions: ['Decision: Option B, with the hourly batch kept as a fallback until March.'],
          problems: ['Risk: nobody on the team has run Kafka Streams in production.'],
        },
      ),
      h(
        'Hi Noor,\nSeveral customers complained this morning that the cash-out button greyed out during the Arsenal match.\nCan your team check whether the cash-out service was reading stale prices?\nIt might be nothing, but the timing is suspicious.\nThanks, Bea',
        {
          problems: [
            'Hi Noor, Several customers complained this morning that the cash-out button greyed out during the Arsenal match.',
          ],
        },
      ),
      h(
        'Data quality problems are rarely technical problems. They are ownership problems wearing a technical disguise. Fix the owner and the data follows.',
      ),
      h(
        '[14/09/2024, 15:31] Mateo: Heads-up, the Snowflake account hit its monthly credit cap and queries are queueing.\n[14/09/2024, 15:33] Noor: Can we raise the cap to 1,200 credits for this month only?\n[14/09/2024, 15:41] Mateo: Finance approved the raise to 1,200 credits, bumping it now.\n[14/09/2024, 15:48] Mateo: Cap raised, queue is draining.',
        {
          problems: [
            'Mateo: Heads-up, the Snowflake account hit its monthly credit cap and queries are queueing.',
          ],
          decisions: ['Mateo: Finance approved the raise to 1,200 credits, bumping it now.'],
        },
      ),
      h(
        'All-hands update: Dimitra Vella joins as Chief Data Officer on 1 October. She was previously at a Dutch payments company. Questions can go to the people team.',
        {
          announcements: ['All-hands update: Dimitra Vella joins as Chief Data Officer on 1 October.'],
        },
      ),
      h(
        'Retro notes\nWhat went well: the new alerting on late loads caught the problem before the traders did.\nWhat could be better: more notice before supplier maintenance windows.\nWe decided that Karl owns the odds supplier relationship from now on.\nThe supplier is launching a low-latency feed in November.',
        {
          decisions: ['We decided that Karl owns the odds supplier relationship from now on.'],
          announcements: ['The supplier is launching a low-latency feed in November.'],
        },
      ),
    ],
  },
  {
    name: 'Gemma, QA lead at a vendor of till and stock software for independent pubs, on release day (Thursday)',
    highlights: [
      h(
        'TapTill 7.3 release notes\nTapTill 7.3 is now available to all customers.\nNew: split bills by seat from the table plan.\nNew: happy-hour pricing can now be scheduled per bar.\nFixed: the stock count no longer double-counts kegs swapped mid-shift.\nKnown issue: card terminals on firmware 2.1 may drop the connection after a refund.',
        {
          announcements: [
            'TapTill 7.3 is now available to all customers.',
            'New: split bills by seat from the table plan.',
            'New: happy-hour pricing can now be scheduled per bar.',
          ],
          problems: ['Known issue: card terminals on firmware 2.1 may drop the connection after a refund.'],
        },
      ),
      h(
        'Go/no-go, 10:00\nAttendees: Gemma, Ravi, Meg, Vikram.\nRegression suite: 412 passed, 3 failed, all three in the legacy reports module.\nThe failures are cosmetic and were there in 7.2 as well.\nAgreed to ship 7.3 today and fix the report layout in 7.3.1.\nDecision: rollout goes to 10% of pubs first, the rest on Monday if no P1s.',
        {
          problems: ['Regression suite: 412 passed, 3 failed, all three in the legacy reports module.'],
          decisions: [
            'Agreed to ship 7.3 today and fix the report layout in 7.3.1.',
            'Decision: rollout goes to 10% of pubs first, the rest on Monday if no P1s.',
          ],
        },
      ),
      h(
        'Ticket #88213, The Crown & Anchor, Whitby\nSince this morning the till refuses to close the day and shows error E-401 on the Z report.\nThey have a beer festival this weekend and need it working by 5pm.\nTried: restart, re-login, cache clear.\nThe landlord is calm but firm.',
        {
          problems: [
            'Since this morning the till refuses to close the day and shows error E-401 on the Z report.',
          ],
        },
      ),
      h(
        'Program testing can be used to show the presence of bugs, but never to show their absence. A new test that never fails is not a test; it is decoration.',
      ),
      h(
        '[05/06/2025, 13:12] Ravi: the 7.3 upgrade is failing on pubs still running Windows 8.1, installer exits with code 0x80070643\n[05/06/2025, 13:14] Gemma: How many sites?\n[05/06/2025, 13:15] Ravi: 27 of the first 340.\n[05/06/2025, 13:20] Gemma: OK, we pause the rollout for Windows 8.1 sites and keep going for everyone else.\n[05/06/2025, 13:21] Ravi: 👍',
        {
          problems: [
            'Ravi: the 7.3 upgrade is failing on pubs still running Windows 8.1, installer exits with code 0x80070643',
          ],
          decisions: [
            'Gemma: OK, we pause the rollout for Windows 8.1 sites and keep going for everyone else.',
          ],
        },
      ),
      h('buy a birthday card for Tom\nbook the dentist\nreturn the library book'),
      h(
        "> Can we make the stock module work offline when the pub wifi drops?\n> Half our pubs are in cellars with no signal.\nWe've looked at this before. Product has decided offline stock counts are out of scope for this year. We'll revisit at Q1 planning.\nCheers, Gemma",
        {
          decisions: ['Product has decided offline stock counts are out of scope for this year.'],
        },
      ),
      h(
        'The Chancellor confirmed that business rates relief for pubs will fall from 75% to 40% in April. The change was first flagged in the autumn budget. Trade bodies have asked for a meeting.',
        {
          announcements: [
            'The Chancellor confirmed that business rates relief for pubs will fall from 75% to 40% in April.',
          ],
        },
      ),
      h(
        'Standup\nVikram: finished the keg-swap fix, in review\nMeg: table-plan tests flaky on Chrome 125, investigating\nMe: release checklist, pub comms at 3\nno blockers',
        {
          problems: ['Meg: table-plan tests flaky on Chrome 125, investigating'],
        },
      ),
      h(
        "From Monday, every release needs sign-off from two QA engineers instead of one, as agreed at Tuesday's retro. This follows the stock-count incident in April. The checklist template has been updated.",
        {
          decisions: [
            "From Monday, every release needs sign-off from two QA engineers instead of one, as agreed at Tuesday's retro.",
          ],
          announcements: [
            "From Monday, every release needs sign-off from two QA engineers instead of one, as agreed at Tuesday's retro.",
          ],
        },
      ),
      h(
        'The pub is the last place where strangers still talk to each other. Every closure takes a little of that away. Landlords know this better than any economist.',
      ),
      h(
        'Postmortem: stock-count incident, April\nRoot cause was a race between the keg-swap event and the nightly stock snapshot.\nThe fix shipped in 7.2.4 and no pub has reported it since.\nAction: add a contract test for the snapshot service.',
      ),
    ],
  },
  {
    name: 'Embedded software engineer at a hearing-aid maker in Copenhagen (writes in English), on a Monday',
    highlights: [
      h(
        'Arch review: Bluetooth LE Audio stack\nWe compared the vendor stack with our own port of the Zephyr stack.\nThe vendor stack uses 38 kB more RAM than the port.\nThe review board chose the Zephyr port for all 2026 devices.\nWe also settled on LC3 as the only codec for the first release.\nMads will write up the migration plan by Friday.',
        {
          decisions: [
            'The review board chose the Zephyr port for all 2026 devices.',
            'We also settled on LC3 as the only codec for the first release.',
          ],
        },
      ),
      h(
        'FW-2291: Left hearing aid reboots when streaming from Android 15 phones for more than 20 minutes.\nReproduced on 4 of 6 test devices.\nLast seen on build 3.2.0-rc1.\nAssigned to the audio team.',
        {
          problems: [
            'FW-2291: Left hearing aid reboots when streaming from Android 15 phones for more than 20 minutes.',
          ],
        },
      ),
      h(
        'Embedded systems fail in the field in ways that no lab can reproduce. Design for the failure you cannot imagine, and log enough to explain it afterwards.',
      ),
      h(
        'Company news\nOur new rechargeable behind-the-ear model, Aura 5, launches in Germany and the Nordics on 15 October.\nThe Aalborg test lab opens next month with two anechoic chambers.\nThe board approved a second production line in Aalborg at its September meeting.\nA reminder that the canteen is closed on Friday for the staff party.',
        {
          announcements: [
            'Our new rechargeable behind-the-ear model, Aura 5, launches in Germany and the Nordics on 15 October.',
            'The Aalborg test lab opens next month with two anechoic chambers.',
          ],
          decisions: ['The board approved a second production line in Aalborg at its September meeting.'],
        },
      ),
      h(
        "[06/10/2025, 09:47] Sofie: build server is out of disk again, all nightly firmware builds failed\n[06/10/2025, 09:50] Jonas: I'll clear the artefact cache.\n[06/10/2025, 10:05] Sofie: We should really move artefacts to S3, this is the third time this month.\n[06/10/2025, 10:06] Jonas: Agree, let's raise it at the infra sync.\n[06/10/2025, 10:07] Sofie: Fine by me.",
        {
          problems: ['Sofie: build server is out of disk again, all nightly firmware builds failed'],
        },
      ),
      h(
        'Infra sync\nMoving firmware build artefacts to S3 was approved, with a 90-day retention policy.\nJonas asked whether the build agents could move too.\nThe license server for the DSP compiler expires on 31 October and nobody has the renewal quote yet.\nThe new shared Grafana board for build health is live.',
        {
          decisions: ['Moving firmware build artefacts to S3 was approved, with a 90-day retention policy.'],
          problems: [
            'The license server for the DSP compiler expires on 31 October and nobody has the renewal quote yet.',
          ],
          announcements: ['The new shared Grafana board for build health is live.'],
        },
      ),
      h(
        'The EU has extended the Medical Device Regulation transition deadline for legacy hearing aids to December 2028, the Commission announced on Thursday. Manufacturers welcomed the extra time. Notified bodies remain the bottleneck, one analyst said.',
        {
          announcements: [
            'The EU has extended the Medical Device Regulation transition deadline for legacy hearing aids to December 2028, the Commission announced on Thursday.',
          ],
        },
      ),
      h(
        'ask Mads re: DSP compiler quote\nrun the battery drain test overnight\ncheck if the Android 15 bug is in 3.2 too\norder more CR2032 cells for the test rig',
      ),
      h(
        'Monday standup\nBattery life on the RC is 18 hours against a target of 20.\nFreja traced most of the gap to the new noise-reduction algorithm.\nWe decided to keep the old algorithm as default and ship the new one as an opt-in program.\nRC2 is planned for Wednesday.\nMads is out on Thursday.',
        {
          problems: ['Battery life on the RC is 18 hours against a target of 20.'],
          decisions: [
            'We decided to keep the old algorithm as default and ship the new one as an opt-in program.',
          ],
        },
      ),
      h(
        'Hearing loss is the largest modifiable risk factor for dementia, according to the Lancet Commission. Yet most people wait years before getting a hearing aid. The problem is stigma, not technology.',
      ),
      h(
        "From audiology support: a clinic in Odense reports that three patients' Aura 4 devices lost their fitting settings after the 3.1.2 update. The clinic wants to know if it is safe to update the remaining patients. Please reply to the support ticket, not to me.",
        {
          problems: [
            "From audiology support: a clinic in Odense reports that three patients' Aura 4 devices lost their fitting settings after the 3.1.2 update.",
          ],
        },
      ),
      h(
        "Hi all,\nI'm pleased to announce that Ida Holm has been appointed head of firmware, starting 1 November.\nIda has been with us for nine years and led the Aura 4 platform.\nBest, Henrik",
        {
          announcements: [
            "Hi all, I'm pleased to announce that Ida Holm has been appointed head of firmware, starting 1 November.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Staff engineer at a car-insurance comparison website in Brighton, during architecture review week',
    highlights: [
      h(
        'ADR-041: Quote aggregation service\nStatus: Accepted\nContext: the monolith calls 46 insurer APIs in sequence and p95 quote time is 19 seconds.\nDecision: we will split quote aggregation into its own service with parallel fan-out.\nConsequences: each insurer adapter must become idempotent.',
        {
          problems: [
            'Context: the monolith calls 46 insurer APIs in sequence and p95 quote time is 19 seconds.',
          ],
          decisions: [
            'Decision: we will split quote aggregation into its own service with parallel fan-out.',
          ],
        },
      ),
      h(
        '[11/03/2025, 08:15] PagerDuty: HIGH quote-api error rate 12% (threshold 2%)\n[11/03/2025, 08:17] Aisha: Looking.\n[11/03/2025, 08:20] Aisha: Decision: we pull Admiral from the panel until their API recovers.\n[11/03/2025, 08:52] Aisha: Admiral confirm an outage on their side, no ETA.\n[11/03/2025, 09:40] Tom: Thanks Aisha, ping me if you need a second pair of eyes.',
        {
          problems: [
            'PagerDuty: HIGH quote-api error rate 12% (threshold 2%)',
            'Aisha: Admiral confirm an outage on their side, no ETA.',
          ],
          decisions: ['Aisha: Decision: we pull Admiral from the panel until their API recovers.'],
        },
      ),
      h(
        "Microservices are a solution to an organisational problem, not a technical one. If you can't decide who owns a service, you are not ready to split it. Conway was right, as usual.",
      ),
      h(
        "What's new on the site this week\nVan insurance comparison is live for all users.\nThe new renewal reminder emails start going out on Monday.\nThanks to everyone who tested the van journey.\nFeedback goes in #web-feedback.",
        {
          announcements: [
            'Van insurance comparison is live for all users.',
            'The new renewal reminder emails start going out on Monday.',
          ],
        },
      ),
      h(
        'Arch review, Wednesday\nProposal from Tom: move session storage from Redis to DynamoDB.\nTom showed the latency numbers from his spike.\nConcerns raised about cost at peak renewal season and about losing Lua scripts.\nNo decision yet; Tom to bring cost numbers next week.\nEveryone agreed the Redis cluster must be upgraded off 5.0 before June regardless.',
        {
          decisions: ['Everyone agreed the Redis cluster must be upgraded off 5.0 before June regardless.'],
        },
      ),
      h(
        'The Financial Conduct Authority has published the results of its review of price walking in home and motor insurance. The review covered 66 firms and ran for 18 months. A summary is on page 4.',
        {
          announcements: [
            'The Financial Conduct Authority has published the results of its review of price walking in home and motor insurance.',
          ],
        },
      ),
      h(
        "Customer email: I entered my registration and it picked the wrong car, a 2012 Fiesta instead of my 2019 Focus. I've tried three times now. Please can someone look at it.",
        {
          problems: [
            'Customer email: I entered my registration and it picked the wrong car, a 2012 Fiesta instead of my 2019 Focus.',
          ],
        },
      ),
      h(
        'Tuesday: write the fan-out timeout section of the design doc, 1:1 with Priya at 4\nWednesday: arch review prep\nFriday: no meetings, deep work',
      ),
      h(
        'AWS announced that the London region now offers Graviton4 instances. Prices start about 10% below the equivalent Graviton3 types. Worth a benchmark for the quote workers.',
        {
          announcements: ['AWS announced that the London region now offers Graviton4 instances.'],
        },
      ),
      h(
        "1:1 with Priya\nShe's worried the on-call rota is burning people out: three pages a night last week.\nWe agreed she drops to a 1-in-6 rota from next month.\nShe wants to move into the platform team eventually.\nI said I'd ask Sam what Q3 looks like for the platform team.",
        {
          problems: ["She's worried the on-call rota is burning people out: three pages a night last week."],
          decisions: ['We agreed she drops to a 1-in-6 rota from next month.'],
        },
      ),
      h(
        "Ben: FYI the staging database certificate expires on Friday and renewals need the security team's sign-off, which takes a week.\nBen: Good news, the new load-test environment is ready for everyone to use.\nBen: Docs are in Confluence.",
        {
          problems: [
            "Ben: FYI the staging database certificate expires on Friday and renewals need the security team's sign-off, which takes a week.",
          ],
          announcements: ['Ben: Good news, the new load-test environment is ready for everyone to use.'],
        },
      ),
      h(
        'Quarterly planning outcome: the mobile app rebuild is paused and the team moves to the quote service for Q2. Leadership will revisit the app in July. Nobody was thrilled, but it makes sense.',
        {
          decisions: [
            'Quarterly planning outcome: the mobile app rebuild is paused and the team moves to the quote service for Q2.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Wim, on-call engineer at a concert ticketing platform in Amsterdam, on a stadium on-sale day (Friday)',
    highlights: [
      h(
        "On-sale checklist, 10:00 CET\nQueue-it waiting room enabled for the stadium show.\nWe're capping the queue release rate at 800 users a minute, agreed with the promoter last night.\nBot protection rules updated yesterday.\nWar room on the 3rd floor.",
        {
          decisions: [
            "We're capping the queue release rate at 800 users a minute, agreed with the promoter last night.",
          ],
        },
      ),
      h(
        '#inc-onsale\n[21/02/2025, 10:02] Lotte: payment step timing out for iDEAL, Adyen dashboard shows 30% failure\n[21/02/2025, 10:03] Wim: Card payments look fine.\n[21/02/2025, 10:05] Lotte: Adyen status page confirms an iDEAL incident in NL.\n[21/02/2025, 10:07] Wim: Then we hide iDEAL at checkout until Adyen gives the all-clear.\n[21/02/2025, 10:31] Lotte: iDEAL back, unhiding.\n[21/02/2025, 10:32] Wim: Nice, thanks all.',
        {
          problems: [
            'Lotte: payment step timing out for iDEAL, Adyen dashboard shows 30% failure',
            'Lotte: Adyen status page confirms an iDEAL incident in NL.',
          ],
          decisions: ['Wim: Then we hide iDEAL at checkout until Adyen gives the all-clear.'],
        },
      ),
      h(
        'Social listening, 11:00\nFans are complaining that their queue position jumped from 2,000 to 40,000 after refreshing.\nSeveral posts say tickets appeared on resale sites within minutes.\nThe promoter wants a statement by noon.\nComms team is drafting.',
        {
          problems: [
            'Fans are complaining that their queue position jumped from 2,000 to 40,000 after refreshing.',
            'Several posts say tickets appeared on resale sites within minutes.',
          ],
        },
      ),
      h(
        "Hi team,\nFrom 1 March, all on-call engineers get a €150 allowance per on-sale weekend.\nWe're also launching an internal status page at status.internal, live today.\nThanks for all the hard work, Marloes",
        {
          announcements: [
            'Hi team, From 1 March, all on-call engineers get a €150 allowance per on-sale weekend.',
            "We're also launching an internal status page at status.internal, live today.",
          ],
        },
      ),
      h(
        'Ticketing is the only business where your customers hate you even when you do everything right. When demand is ten times supply, nine out of ten fans leave disappointed whatever you build.',
      ),
      h(
        "[21/02/2025, 14:10] Marloes: The promoter has agreed to release an extra 5,000 standing tickets on Monday at 10:00.\n[21/02/2025, 14:12] Wim: Same queue settings as today?\n[21/02/2025, 14:13] Marloes: Yes, same settings, that's settled.\n[21/02/2025, 14:15] Wim: OK, I'll be on call again then.",
        {
          decisions: [
            'Marloes: The promoter has agreed to release an extra 5,000 standing tickets on Monday at 10:00.',
            "Marloes: Yes, same settings, that's settled.",
          ],
          announcements: [
            'Marloes: The promoter has agreed to release an extra 5,000 standing tickets on Monday at 10:00.',
          ],
        },
      ),
      h(
        'A rival ticket seller was fined €1.2 million by the Dutch consumer authority for misleading fans about dynamic pricing. The company said it would appeal. Our pricing page still needs a legal review.',
        {
          decisions: [
            'A rival ticket seller was fined €1.2 million by the Dutch consumer authority for misleading fans about dynamic pricing.',
          ],
        },
      ),
      h('post-onsale: look at why the queue position jumped, probably the CDN caching the position endpoint'),
      h(
        'Post on-sale sync\nThe stadium show sold out in 38 minutes.\nWe agreed to keep the waiting room on for every show over 10,000 capacity from now on.\nRefund requests are piling up because the promoter double-sold block C.\nThe new seat-map renderer goes live next Tuesday.\nMarloes will send the promoter the numbers.',
        {
          decisions: [
            'We agreed to keep the waiting room on for every show over 10,000 capacity from now on.',
          ],
          problems: ['Refund requests are piling up because the promoter double-sold block C.'],
          announcements: ['The new seat-map renderer goes live next Tuesday.'],
        },
      ),
      h(
        'Things I learned today\nA CDN will happily cache anything you forget to mark private.\nPeople refresh more when you tell them not to.\nCoffee at 6am is a mistake.',
      ),
      h(
        'A good postmortem asks what made the failure possible, not who made it. Blame ends the conversation; curiosity starts it. Write it down the same day, while people still remember.',
      ),
      h(
        'Release 2025.08\nNew: fans can now transfer tickets to friends from the app.\nImproved: faster seat-map loading on slow connections.\nKnown issue: ticket transfers fail for accounts created before 2019.',
        {
          announcements: [
            'New: fans can now transfer tickets to friends from the app.',
            'Improved: faster seat-map loading on slow connections.',
          ],
          problems: ['Known issue: ticket transfers fail for accounts created before 2019.'],
        },
      ),
    ],
  },
  {
    name: 'Developer on the in-house student-records team at a university in Glasgow, in enrolment week, on a Monday',
    highlights: [
      h(
        '[15/09/2025, 08:31] Euan: Online enrolment is down, the login page throws a SAML error for everyone.\n[15/09/2025, 08:33] Kirsty: Central IT say the identity provider certificate rotated overnight.\n[15/09/2025, 08:40] Euan: We roll back to the old certificate now and rotate properly on Saturday.\n[15/09/2025, 08:52] Euan: Enrolment is back up.',
        {
          problems: ['Euan: Online enrolment is down, the login page throws a SAML error for everyone.'],
          decisions: ['Euan: We roll back to the old certificate now and rotate properly on Saturday.'],
        },
      ),
      h(
        'CAB minutes, 15 Sept\nThe change freeze for enrolment runs until 26 September.\nCAB approved the emergency certificate rollback retrospectively.\nThe request to upgrade the student portal to Java 21 was deferred to October.\nThe Oracle database server is out of vendor support from 1 December and there is no funded replacement.\nNext CAB is on Monday 22 September.',
        {
          decisions: [
            'CAB approved the emergency certificate rollback retrospectively.',
            'The request to upgrade the student portal to Java 21 was deferred to October.',
          ],
          problems: [
            'The Oracle database server is out of vendor support from 1 December and there is no funded replacement.',
          ],
        },
      ),
      h(
        'Universities are institutions where every decision is made three times: once in committee, once in the corridor, and once by whoever writes the code. The code usually wins.',
      ),
      h(
        "Ticket from student: My timetable shows two lectures at the same time on Tuesdays and the system won't let me drop either. I emailed my adviser on Friday. Can someone help?",
        {
          problems: [
            "Ticket from student: My timetable shows two lectures at the same time on Tuesdays and the system won't let me drop either.",
          ],
        },
      ),
      h(
        'The University has announced a £4 million student hub on the Gilmorehill campus, opening in January 2027. The hub will bring together registry, funding and careers advice. Construction starts after graduation week. Staff can read the full plans on the intranet.',
        {
          announcements: [
            'The University has announced a £4 million student hub on the Gilmorehill campus, opening in January 2027.',
          ],
        },
      ),
      h(
        'Sprint review\nShipped: students can now upload ID documents from their phones during enrolment.\nShipped: the new fee-waiver workflow is live for Registry staff.\nNot shipped: the waitlist feature, blocked by the timetabling API being read-only.\nWe chose to drop the waitlist from this term and revisit in January.',
        {
          announcements: [
            'Shipped: students can now upload ID documents from their phones during enrolment.',
            'Shipped: the new fee-waiver workflow is live for Registry staff.',
          ],
          problems: ['Not shipped: the waitlist feature, blocked by the timetabling API being read-only.'],
          decisions: ['We chose to drop the waitlist from this term and revisit in January.'],
        },
      ),
      h('to do\nreply to Kirsty about the cert\nlunch w/ Morag\nread the SITS release notes'),
      h(
        '> Will the new portal be ready for January starts?\n> We have 800 students arriving on 12 January.\nYes, the new portal launches on 5 January for all January starters.\nThe old portal stays read-only until Easter.',
        {
          announcements: ['Yes, the new portal launches on 5 January for all January starters.'],
        },
      ),
      h(
        'Student record systems are the plumbing of a university. Nobody notices them until they fail, and then everyone notices at once. Good plumbing is invisible.',
      ),
      h(
        'Every legacy system was once the new system that someone fought to launch. Treat it with the respect due to a survivor. Most of ours are older than the students who use them.',
      ),
      h(
        "Registry liaison meeting\nRegistry reports that 212 international students can't complete enrolment because their visa numbers fail validation.\nThe validation rule was written for the old CAS format.\nIt was agreed that Registry can override the check manually until we patch it on Wednesday.\nMorag joins our team as business analyst next Monday.\nKirsty took the notes.",
        {
          problems: [
            "Registry reports that 212 international students can't complete enrolment because their visa numbers fail validation.",
          ],
          decisions: [
            'It was agreed that Registry can override the check manually until we patch it on Wednesday.',
          ],
          announcements: ['Morag joins our team as business analyst next Monday.'],
        },
      ),
      h(
        'Warning from IT Services: phishing emails pretending to be the enrolment team are circulating to new students. Do not click the link in messages titled "Complete your enrolment now". Report them to the service desk.',
        {
          problems: [
            'Warning from IT Services: phishing emails pretending to be the enrolment team are circulating to new students.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Daniel, CTO of a five-person legal-tech startup (contract review) in Singapore, on a Thursday',
    highlights: [
      h(
        'Investor update, October\nWe signed our third law-firm customer, a 40-lawyer firm in Kuala Lumpur.\nRunway is 11 months at current burn.\nWe decided to pause hiring the second ML engineer until the seed extension closes.',
        {
          announcements: ['We signed our third law-firm customer, a 40-lawyer firm in Kuala Lumpur.'],
          decisions: ['We decided to pause hiring the second ML engineer until the seed extension closes.'],
        },
      ),
      h(
        "Standup\nWei: the clause classifier's recall on indemnity clauses dropped from 0.91 to 0.78 after the retrain.\nWei: we think the new training batch had mislabelled Malaysian contracts.\nArjun: I'll re-label the batch today.\nWe agreed to roll back to last week's model until recall is back above 0.88.\nDaniel: thanks Wei",
        {
          problems: [
            "Wei: the clause classifier's recall on indemnity clauses dropped from 0.91 to 0.78 after the retrain.",
          ],
          decisions: ["We agreed to roll back to last week's model until recall is back above 0.88."],
        },
      ),
      h(
        'Dear Daniel,\nOur associates report that the redline export to Word loses all tracked changes in documents longer than 80 pages.\nWe need this fixed before a completion for a client on Monday.\nKind regards,\nSiti Rahman\nKnowledge Management Lead',
        {
          problems: [
            'Dear Daniel, Our associates report that the redline export to Word loses all tracked changes in documents longer than 80 pages.',
          ],
        },
      ),
      h(
        "Singapore's Ministry of Law has launched a guide for lawyers using generative AI tools, effective immediately. The guide says lawyers remain responsible for checking any AI-generated output. Send it to the sales team.",
        {
          announcements: [
            "Singapore's Ministry of Law has launched a guide for lawyers using generative AI tools, effective immediately.",
          ],
        },
      ),
      h(
        'The hardest problems in legal AI are not models but trust. No partner will sign off on a tool they cannot audit. Our deck says accuracy; our customers buy accountability.',
      ),
      h(
        '[16/10/2025, 14:02] Arjun: OpenAI API costs were S$9,400 last month, almost double the budget.\n[16/10/2025, 14:05] Daniel: Could we route the short clauses to a smaller model?\n[16/10/2025, 14:20] Arjun: Tested it, quality holds for clauses under 200 tokens.\n[16/10/2025, 14:22] Daniel: Great, going with the smaller model for short clauses from tomorrow.',
        {
          problems: ['Arjun: OpenAI API costs were S$9,400 last month, almost double the budget.'],
          decisions: ['Daniel: Great, going with the smaller model for short clauses from tomorrow.'],
        },
      ),
      h(
        "Draft LinkedIn post: Today we're launching ClauseCheck for Singapore law, our first product built for local contract templates. It's free for the first 30 days. Link in comments.",
        {
          announcements: [
            "Draft LinkedIn post: Today we're launching ClauseCheck for Singapore law, our first product built for local contract templates.",
          ],
        },
      ),
      h(
        'Pen test findings\nHigh: the document upload endpoint accepts files up to 2 GB with no virus scan.\nMedium: session tokens do not expire after logout.\nThe testers noted that our password policy is better than most startups they see.\nWe agreed to fix both before the next customer onboarding.',
        {
          problems: [
            'High: the document upload endpoint accepts files up to 2 GB with no virus scan.',
            'Medium: session tokens do not expire after logout.',
          ],
          decisions: ['We agreed to fix both before the next customer onboarding.'],
        },
      ),
      h("book flights for TechLaw.Fest\nrenew the domain\nfeedback for Wei's review"),
      h(
        'Board call notes\nThe board approved the seed extension terms: S$1.5m at the same valuation.\nThe board also welcomed Grace Lim as an independent director.\nOne board member asked whether we should expand to Hong Kong next year.\nThat question stays open until Q1.',
        {
          decisions: ['The board approved the seed extension terms: S$1.5m at the same valuation.'],
          announcements: ['The board also welcomed Grace Lim as an independent director.'],
        },
      ),
      h(
        'Most startups do not die from competition; they die from indecision. Making a bad decision quickly often beats making a good one too late. Paraphrasing a founder I met at a meetup.',
      ),
      h(
        'Azure notice: NCv3 GPU virtual machines in Southeast Asia will be retired on 30 November, and our OCR workers still run on them. The replacement NCads H100 v5 series is now available in the region. Pricing is on the Azure page.',
        {
          problems: [
            'Azure notice: NCv3 GPU virtual machines in Southeast Asia will be retired on 30 November, and our OCR workers still run on them.',
          ],
          announcements: ['The replacement NCads H100 v5 series is now available in the region.'],
        },
      ),
    ],
  },
  {
    name: 'Engineering lead at a physiotherapy telehealth app in Melbourne, on a Tuesday',
    highlights: [
      h(
        'Tuesday standup\nVideo calls drop after 15 minutes for some patients on Telstra 5G, about 40 reports since Friday.\nNgaio is capturing WebRTC logs with a patient volunteer today.\nWe agreed to ship the Android build on Thursday instead of today.\nTom is on leave until Thursday.',
        {
          problems: [
            'Video calls drop after 15 minutes for some patients on Telstra 5G, about 40 reports since Friday.',
          ],
          decisions: ['We agreed to ship the Android build on Thursday instead of today.'],
        },
      ),
      h(
        "Clinical safety meeting\nAgreed: the app will stop suggesting exercise progressions after a patient reports pain above 7/10.\nDr Patel raised that the pain scale wording confuses older patients.\nWe'll test two alternative wordings with the patient panel next month.\nMinutes to be circulated by Friday.",
        {
          decisions: [
            'Agreed: the app will stop suggesting exercise progressions after a patient reports pain above 7/10.',
          ],
          problems: ['Dr Patel raised that the pain scale wording confuses older patients.'],
        },
      ),
      h(
        "What's new in version 5.2\nBook your physio directly from the exercise screen.\nNew dark mode for evening sessions.\nBug fixes and performance improvements.\nThanks for using PhysioPal!",
        {
          announcements: [
            'Book your physio directly from the exercise screen.',
            'New dark mode for evening sessions.',
          ],
        },
      ),
      h(
        'From 1 July, Medicare will cover telehealth physiotherapy consultations for patients with chronic conditions under a new item number. Physiotherapy groups have lobbied for the change since 2020. Clinics will need to update their billing codes.',
        {
          announcements: [
            'From 1 July, Medicare will cover telehealth physiotherapy consultations for patients with chronic conditions under a new item number.',
          ],
        },
      ),
      h(
        '[03/06/2025, 11:15] Liam: Heads up, appointment reminder SMS are going out with the wrong time zone for Perth patients.\n[03/06/2025, 11:16] Liam: Three Perth patients have already turned up two hours early at their clinic.\n[03/06/2025, 11:25] Ngaio: Switching reminders off for WA until the fix is deployed, agreed with the clinics team.\n[03/06/2025, 13:40] Liam: Fix deployed, reminders back on.',
        {
          problems: [
            'Liam: Heads up, appointment reminder SMS are going out with the wrong time zone for Perth patients.',
            'Liam: Three Perth patients have already turned up two hours early at their clinic.',
          ],
          decisions: [
            'Ngaio: Switching reminders off for WA until the fix is deployed, agreed with the clinics team.',
          ],
        },
      ),
      h(
        'Pain is an output of the brain, not an input from the tissues. Hurt does not always equal harm. Lorimer Moseley, on why explaining pain is part of treating it.',
      ),
      h(
        'Product review\nWe looked at adding a chatbot for exercise questions.\nLegal advised against it until we have clinical sign-off on every answer.\nThe team decided not to build the chatbot this year.\nKate asked for a cost estimate for a staffed Q&A inbox instead.\nNobody argued.',
        {
          decisions: ['The team decided not to build the chatbot this year.'],
        },
      ),
      h(
        'AWS Health: scheduled maintenance on RDS instance physio-prod-1 on 10 June, 02:00 to 04:00 AEST, with up to 10 minutes of downtime.',
        {
          problems: [
            'AWS Health: scheduled maintenance on RDS instance physio-prod-1 on 10 June, 02:00 to 04:00 AEST, with up to 10 minutes of downtime.',
          ],
        },
      ),
      h('check 5G drops with Ngaio before 2pm\nask finance about the Mux invoice\ndraft Q3 roadmap slides'),
      h(
        "Team,\nI'm delighted to share that we've partnered with Bupa, and our app will be offered to their members from August.\nWe're also opening a Brisbane office in September.\nCheers, Jess",
        {
          announcements: [
            "Team, I'm delighted to share that we've partnered with Bupa, and our app will be offered to their members from August.",
            "We're also opening a Brisbane office in September.",
          ],
        },
      ),
      h(
        "The best health apps are boring. They remind, they record, they get out of the way. Novelty fades by week three; habits don't.",
      ),
      h(
        "Architecture review: video calls\nNgaio presented both options.\nOption 1: stay on Twilio Video and extend the current contract.\nOption 2: move to Daily, about 20% cheaper per minute.\nOutcome: we're going with Daily and migrating clinic by clinic from August.",
        {
          decisions: ["Outcome: we're going with Daily and migrating clinic by clinic from August."],
        },
      ),
    ],
  },
];
