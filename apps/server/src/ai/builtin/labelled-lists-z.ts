import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_Z: LabelledListDay[] = [
  {
    name: 'Priya, facilities manager of a 22-floor multi-tenant office tower in Leeds, on a Monday',
    highlights: [
      h(
        'FM weekly — Mon\n' +
          'Attendees: Priya, Tom (security), Jas (M&E contractor)\n' +
          'Agreed to move the chiller service to the weekend of 14 June.\n' +
          'Tom asked whether we should trial the new visitor kiosks in reception.\n' +
          'Nobody has seen a quote for the kiosks yet.\n' +
          "Cycle store: we're going with the second supplier for the extra racks.",
        {
          decisions: [
            'Agreed to move the chiller service to the weekend of 14 June.',
            "Cycle store: we're going with the second supplier for the extra racks.",
          ],
        },
      ),
      h(
        'Lift 3 out of service since 07:40, engineer from Kone on the way. Posted a notice in the lobby and emailed the tenant contacts. Kone think it is the door operator again, same as March.',
        {
          problems: ['Lift 3 out of service since 07:40, engineer from Kone on the way.'],
        },
      ),
      h(
        'From: Halden Estates\n' +
          'Subject: Changes to building access\n' +
          'From 1 July, all contractors must sign in through the new permit-to-work portal. Paper permits will no longer be accepted after that date. Please share this with your teams and your regular suppliers. A short guide is attached.',
        {
          announcements: [
            'From 1 July, all contractors must sign in through the new permit-to-work portal.',
            'Paper permits will no longer be accepted after that date.',
          ],
        },
      ),
      h(
        'The building is not the walls; it is the habits of the people who use it. Most facilities problems are really problems of attention. Fix the attention and the building follows.',
      ),
      h(
        '[09/06/2025, 10:02] Jas: water coming through the ceiling tile outside the 9th floor kitchen\n' +
          '[09/06/2025, 10:03] Priya: ok, on my way up\n' +
          "[09/06/2025, 10:41] Jas: found it, dishwasher feed valve had split, replaced and it's dry now\n" +
          '[09/06/2025, 10:42] Priya: legend, thank you',
        {
          problems: ['Jas: water coming through the ceiling tile outside the 9th floor kitchen'],
        },
      ),
      h(
        "Leeds City Council has approved plans for a district heating connection to the Wellington Place offices. The scheme is expected to cut the buildings' gas use by around a third. Similar schemes in Sheffield took about four years to pay back. The council's planning committee met for less than an hour.",
        {
          decisions: [
            'Leeds City Council has approved plans for a district heating connection to the Wellington Place offices.',
          ],
        },
      ),
      h(
        'to do mon\nfire alarm test weds 10:00\ncar park barrier arm snapped again\norder grit for the ramp',
        {
          problems: ['car park barrier arm snapped again'],
        },
      ),
      h(
        'BMS release notes, v2.3\n' +
          'New: occupancy-based ventilation for floors 1–10 is now live.\n' +
          'Fixed: the night setback schedule was ignoring bank holidays.\n' +
          'Known issue: CO2 sensors on floor 14 still read about 200 ppm high.\n' +
          'Contact the service desk for the full notes.',
        {
          announcements: ['New: occupancy-based ventilation for floors 1–10 is now live.'],
          problems: ['Known issue: CO2 sensors on floor 14 still read about 200 ppm high.'],
        },
      ),
      h(
        'Tenant forum notes. About twenty people came, mostly from the law firm on 15 and 16. The forum voted to keep the roof terrace open until 9pm over summer. Several tenants complained that the showers in the basement run cold after 8am. We discussed but did not settle the question of dogs in the building. We also agreed the bike store stays locked at weekends.',
        {
          decisions: [
            'The forum voted to keep the roof terrace open until 9pm over summer.',
            'We also agreed the bike store stays locked at weekends.',
          ],
          problems: ['Several tenants complained that the showers in the basement run cold after 8am.'],
        },
      ),
      h(
        'Welcome to Marcus, who joins the FM team as weekend duty manager from Saturday. He spent ten years running the Trinity centre and knows every plant room in the city. Say hello if you see him.',
        {
          announcements: ['Welcome to Marcus, who joins the FM team as weekend duty manager from Saturday.'],
        },
      ),
      h(
        'Deciding what not to maintain is the hardest decision a facilities manager makes. New buildings hide their failures for about five years. After that, everything you postponed arrives at once.',
      ),
      h(
        'Reception e-mail: The new café on the ground floor, Bean & Leaf, opens to tenants on Wednesday with 20% off all week. Opening hours are 7.30 to 4.',
        {
          announcements: [
            'Reception e-mail: The new café on the ground floor, Bean & Leaf, opens to tenants on Wednesday with 20% off all week.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Bethan, IT support coordinator for a multi-academy trust of six schools in Kent, on the first day of term',
    highlights: [
      h(
        "02/09/2025, 08:05 - Mrs Okafor: the projector in B12 won't turn on at all\n" +
          '02/09/2025, 08:07 - Bethan: is the panel showing a red light?\n' +
          '02/09/2025, 08:09 - Mrs Okafor: yes flashing red\n' +
          "02/09/2025, 08:12 - Bethan: ok, I'll bring a spare lamp at break\n" +
          "02/09/2025, 08:20 - Mrs Okafor: thank you, you're a star",
        {
          problems: ["Mrs Okafor: the projector in B12 won't turn on at all"],
        },
      ),
      h(
        'Trust IT group, 1 Sept\n' +
          'Decided: all staff laptops move to Windows 11 by half term.\n' +
          'Heads agreed that pupils will no longer get personal Gmail access on school devices.\n' +
          'Could we fund a second technician for the primaries? Finance to come back on it.\n' +
          'Sam thinks we should ditch the old print server; no one disagreed but nothing was signed off.',
        {
          decisions: [
            'Decided: all staff laptops move to Windows 11 by half term.',
            'Heads agreed that pupils will no longer get personal Gmail access on school devices.',
          ],
        },
      ),
      h(
        'Arbor update: the new parent app is live for all schools from today. See the help centre for screenshots and a short video. Attendance codes have not changed. It was the most requested feature in the parent survey last summer.',
        {
          announcements: ['Arbor update: the new parent app is live for all schools from today.'],
        },
      ),
      h(
        'Incident: Wi-Fi down across the Marsh Lane site from 08:30, the core switch has been rebooting every twenty minutes. Staff are using hotspots for registers in the meantime. Ticket logged with the ISP, reference 88213.',
        {
          problems: [
            'Incident: Wi-Fi down across the Marsh Lane site from 08:30, the core switch has been rebooting every twenty minutes.',
          ],
        },
      ),
      h(
        'Technology fails in the same way every September: quietly, then all at once, at 8:45 on the first morning. The technician who expects it is never surprised. The one who planned for it goes home on time.',
      ),
      h(
        'Message from the CEO: I am delighted to confirm that Rebecca Hale has been appointed head of Orchard Primary, starting in January. Thank you to everyone who took part in the interviews, and to the pupil panel for their excellent questions.',
        {
          announcements: [
            'Message from the CEO: I am delighted to confirm that Rebecca Hale has been appointed head of Orchard Primary, starting in January.',
          ],
        },
      ),
      h(
        'first day list\ncheck Year 7 accounts were made\nChromebook cart 3 missing two chargers\nreset the office printer PIN\nlog the B12 lamp hours',
        {
          problems: ['Chromebook cart 3 missing two chargers'],
        },
      ),
      h(
        'The Department for Education has published new filtering and monitoring standards for schools. Schools are expected to meet them by the end of the academic year. Critics say many trusts lack the staff to review alerts. The guidance runs to 40 pages.',
        {
          announcements: [
            'The Department for Education has published new filtering and monitoring standards for schools.',
          ],
        },
      ),
      h(
        'Intune policy changes (this week)\n' +
          'Added: BitLocker recovery keys now back up to Entra ID automatically.\n' +
          'Changed: USB storage is blocked on all student devices from Monday 8 September.\n' +
          'Tidied: renamed two config profiles to match the naming scheme.',
        {
          announcements: [
            'Added: BitLocker recovery keys now back up to Entra ID automatically.',
            'Changed: USB storage is blocked on all student devices from Monday 8 September.',
          ],
        },
      ),
      h(
        '> Please be aware of a phishing e-mail pretending to be from the payroll provider.\n' +
          '> Two staff at Hillview have already entered their passwords.\n' +
          "Thanks, I've blocked the sender at the gateway and reset both accounts. I'll send a reminder to all staff tomorrow.",
        {
          problems: [
            'Please be aware of a phishing e-mail pretending to be from the payroll provider.',
            'Two staff at Hillview have already entered their passwords.',
          ],
        },
      ),
      h(
        'The best IT teams decide in advance what they will not fix. Launching a new system in September is a rookie mistake. Launch it in June, when nobody is watching.',
      ),
      h(
        '[02/09/2025, 15:40] Sam: Heads have signed off the new acceptable use policy, it goes to parents on Friday\n' +
          '[02/09/2025, 15:41] Bethan: great, finally\n' +
          '[02/09/2025, 15:45] Sam: also the trust has approved the spend, so the Marsh Lane core switch gets replaced this week\n' +
          '[02/09/2025, 15:46] Bethan: 🙌',
        {
          decisions: [
            'Sam: Heads have signed off the new acceptable use policy, it goes to parents on Friday',
            'Sam: also the trust has approved the spend, so the Marsh Lane core switch gets replaced this week',
          ],
        },
      ),
    ],
  },
  {
    name: 'Dariusz, night shift manager at a parcel sorting hub near Northampton, on a Wednesday night',
    highlights: [
      h(
        'Night shift handover, Wed 22:00\n' +
          'Handover done with Steph at 21:50.\n' +
          'Sorter 2 tripped twice on the induct belt, maintenance suspect a worn bearing.\n' +
          'Volumes are 18% above forecast because of the retailer promotion.\n' +
          'All agency staff turned up and were briefed.\n' +
          'Trailer 41 left on time for Bristol.',
        {
          problems: [
            'Sorter 2 tripped twice on the induct belt, maintenance suspect a worn bearing.',
            'Volumes are 18% above forecast because of the retailer promotion.',
          ],
        },
      ),
      h(
        'Ops call\n' +
          'We agreed to run the manual sort lane from 01:00 until the bearing is replaced.\n' +
          'Gemma proposed moving the Bristol departure to 03:15; to be looked at next week.\n' +
          "Final call: no overtime for the weekend shift, we'll cover with agency.\n" +
          'Agreed with Luton that they take our overflow on Thursday nights.\n' +
          'Somebody asked about the canteen microwave again.',
        {
          decisions: [
            'We agreed to run the manual sort lane from 01:00 until the bearing is replaced.',
            "Final call: no overtime for the weekend shift, we'll cover with agency.",
            'Agreed with Luton that they take our overflow on Thursday nights.',
          ],
        },
      ),
      h(
        'All sites: the new Daventry hub opens on Monday 6 October and will take all NN postcodes from that date. Shift patterns at Northampton will be reviewed in the new year. Questions to your site lead, not to HR please. Maps of the new catchment are on the intranet.',
        {
          announcements: [
            'All sites: the new Daventry hub opens on Monday 6 October and will take all NN postcodes from that date.',
          ],
        },
      ),
      h(
        '[24/09/2025, 23:48] Kev: M1 shut southbound between J15 and J14, police incident\n' +
          '[24/09/2025, 23:50] Kev: going via the A508, should still make the slot\n' +
          "[24/09/2025, 23:51] Dariusz: ok, I'll tell Luton",
        {
          problems: ['Kev: M1 shut southbound between J15 and J14, police incident'],
        },
      ),
      h(
        'A problem hidden is a problem that will come back on the night shift. The line should stop so that the people can think. Nobody ever got promoted for a problem they prevented.',
      ),
      h(
        'Safety alert: a forklift struck the racking in aisle C at 02:10, and aisle C is closed until the upright is inspected. No one was hurt. From tonight, all forklift drivers must wear the new hi-vis with reflective sleeves. Supervisors will hand them out at the start of shift.',
        {
          problems: [
            'Safety alert: a forklift struck the racking in aisle C at 02:10, and aisle C is closed until the upright is inspected.',
          ],
          announcements: [
            'From tonight, all forklift drivers must wear the new hi-vis with reflective sleeves.',
          ],
        },
      ),
      h(
        "Royal Mail has announced a new Sunday parcel collection service for business customers. The company says the trial in the Midlands went well. Analysts think the move is aimed at Amazon's own delivery network. It is not clear yet how the unions will respond.",
        {
          announcements: [
            'Royal Mail has announced a new Sunday parcel collection service for business customers.',
          ],
        },
      ),
      h(
        'ring Hollis re the bearing\ncages: count is 212, should be 240\ncheck CCTV for dock 7\nchase the overtime sheet',
        {
          problems: ['cages: count is 212, should be 240'],
        },
      ),
      h(
        'Scanner firmware 5.2 rolled out to all handhelds tonight. It fixes the battery drain that was killing units mid-shift. If any scanner still dies before 05:00, log it with the serial number. Old units are in the blue crate in the office.',
        {
          announcements: ['Scanner firmware 5.2 rolled out to all handhelds tonight.'],
        },
      ),
      h(
        'Every logistics network is a set of decisions someone made years ago and nobody revisited. The new bottleneck is always where you stopped looking. Walk the floor before you open the spreadsheet.',
      ),
      h(
        'Site director: after the consultation, we have decided to keep the four-on four-off pattern for nights. Thanks to everyone who filled in the survey. The results will be posted on the canteen board. Settled on Gemma as the second shift lead for peak.',
        {
          decisions: [
            'Site director: after the consultation, we have decided to keep the four-on four-off pattern for nights.',
            'Settled on Gemma as the second shift lead for peak.',
          ],
        },
      ),
      h(
        'Intranet: the new canteen menu starts Monday, with hot food now served until 04:00 on nights. The vending machine by goods in is staying.',
        {
          announcements: [
            'Intranet: the new canteen menu starts Monday, with hot food now served until 04:00 on nights.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Fiona, operations manager at a commercial laundry serving hotels in Edinburgh, during the festival',
    highlights: [
      h(
        'Production meeting, Thursday\n' +
          'Agreed: the second tunnel washer runs a double shift until the festival ends.\n' +
          "We're switching detergent supplier to Christeyns from the first of the month.\n" +
          'Option on the table: a weekend delivery run for the Leith hotels.\n' +
          'Nobody wants to decide on the roll cage replacement before the insurance report.\n' +
          'Decision: the Leith hotels stay on the Tuesday and Friday pattern for now.',
        {
          decisions: [
            'Agreed: the second tunnel washer runs a double shift until the festival ends.',
            "We're switching detergent supplier to Christeyns from the first of the month.",
            'Decision: the Leith hotels stay on the Tuesday and Friday pattern for now.',
          ],
        },
      ),
      h(
        'Ironer 1: gas burner keeps cutting out, engineer booked for 07:00 Friday.\n' +
          'Tunnel washer chemical pump seal replaced yesterday, no more drips.\n' +
          'Boiler service done, no faults found.\n' +
          'Ironer 3 running fine after the belt change.',
        {
          problems: ['Ironer 1: gas burner keeps cutting out, engineer booked for 07:00 Friday.'],
        },
      ),
      h(
        'From: Head housekeeper, The Balmoral Grove\n' +
          'We received 40 bath sheets this morning with grey staining along the fold, the third time this month. Can someone call me before 11? I am in the linen room all morning.',
        {
          problems: [
            'We received 40 bath sheets this morning with grey staining along the fold, the third time this month.',
          ],
        },
      ),
      h(
        'Noticeboard: Ewan Baird starts on Monday as our new transport supervisor. The staff canteen reopens after the refit on 1 September with a hot food counter. Lockers in the old canteen must be emptied by Friday.',
        {
          announcements: [
            'Noticeboard: Ewan Baird starts on Monday as our new transport supervisor.',
            'The staff canteen reopens after the refit on 1 September with a hot food counter.',
          ],
        },
      ),
      h(
        'Clean linen is invisible; only failure gets noticed. That is the whole problem with our trade, and the whole point of it. I learned that in my first week and have never forgotten it.',
      ),
      h(
        '[14/08/2025, 06:12] Ross: van 2 back from the garage, all good\n' +
          '[14/08/2025, 06:13] Fiona: great, take it on the Old Town run\n' +
          '[14/08/2025, 06:30] Ross: Canongate is closed to vehicles for the festival, we will miss the 7am drop at two hotels\n' +
          '[14/08/2025, 06:31] Fiona: 👍 I will ring them',
        {
          problems: [
            'Ross: Canongate is closed to vehicles for the festival, we will miss the 7am drop at two hotels',
          ],
        },
      ),
      h(
        "Edinburgh's visitor levy will apply from 24 July 2026, the council has confirmed. Hotels will add 5% to room bills for the first five nights. Some owners say guests may simply stay in Glasgow instead. The levy was first proposed in 2018.",
        {
          announcements: [
            "Edinburgh's visitor levy will apply from 24 July 2026, the council has confirmed.",
          ],
        },
      ),
      h(
        'costs q2\nwater bill up 30% on last year\ncheck the meter reading\nrag-out rate still 6%, target 3%\nask Iain for the Q1 figures',
        {
          problems: ['water bill up 30% on last year', 'rag-out rate still 6%, target 3%'],
        },
      ),
      h(
        'Linen tracking portal, release 3.1: customers can now see their delivery ETA live on the map. We also fixed the bug where credit notes were shown twice. Thanks to the hotels who tested it. The next release is planned for November.',
        {
          announcements: [
            'Linen tracking portal, release 3.1: customers can now see their delivery ETA live on the map.',
          ],
        },
      ),
      h(
        '> Can we confirm the Christmas closure dates?\n' +
          '> Staff keep asking.\n' +
          'Yes — the directors approved closing on 25 and 26 December only, with a skeleton crew on the 27th. I will put it on the board tomorrow.',
        {
          decisions: [
            'Yes — the directors approved closing on 25 and 26 December only, with a skeleton crew on the 27th.',
          ],
        },
      ),
      h(
        'Most operations managers decide too quickly and revisit too slowly. A new machine will not fix a broken process. It just breaks it faster, at a higher temperature.',
      ),
      h(
        "Directors' e-mail: we've chosen the Jensen ironer over the Kannegiesser, the order goes in next week. Thanks for the trial data. Customer newsletter: from 1 October we offer same-day returns for hotels inside the city bypass.",
        {
          decisions: [
            "Directors' e-mail: we've chosen the Jensen ironer over the Kannegiesser, the order goes in next week.",
          ],
          announcements: [
            'Customer newsletter: from 1 October we offer same-day returns for hotels inside the city bypass.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Aileen, IT support team lead at an 800-seat contact centre in Glasgow, on a Tuesday',
    highlights: [
      h(
        'MI-2291: softphone calls dropping after 30 seconds for about 140 agents on floor 2 since 09:10. The vendor is looking at their SBC. Workaround: agents can log in on the backup queue. Next update at 11:00.',
        {
          problems: [
            'MI-2291: softphone calls dropping after 30 seconds for about 140 agents on floor 2 since 09:10.',
          ],
        },
      ),
      h(
        'CAB, Tuesday\n' +
          'Approved: Windows patching for the floor 3 PCs on Saturday night.\n' +
          'Rejected: the headset driver update, pending more testing.\n' +
          'Still open: moving the call recordings to the new storage, no date set.\n' +
          'Mark asked if we could patch during lunch; not discussed further.\n' +
          'Next CAB is on Thursday at 14:00.',
        {
          decisions: [
            'Approved: Windows patching for the floor 3 PCs on Saturday night.',
            'Rejected: the headset driver update, pending more testing.',
          ],
        },
      ),
      h(
        "[16/09/2025, 11:02] Aileen: OK team, we're going with Jabra for the headset refresh\n" +
          '[16/09/2025, 11:03] Craig: about time 😅\n' +
          '[16/09/2025, 11:04] Craig: can I keep one for my desk\n' +
          '[16/09/2025, 11:05] Aileen: first 200 arrive next week\n' +
          "[16/09/2025, 11:06] Aileen: and we've agreed with facilities that the old headsets go to the WEEE recycler, not the skip",
        {
          decisions: [
            "Aileen: OK team, we're going with Jabra for the headset refresh",
            "Aileen: and we've agreed with facilities that the old headsets go to the WEEE recycler, not the skip",
          ],
        },
      ),
      h(
        'From Monday, every agent will sign in with Windows Hello instead of a password. The new badge readers on floors 1 and 2 go live on the same day. Please bring your badge to the drop-in if it stops working.',
        {
          announcements: [
            'From Monday, every agent will sign in with Windows Hello instead of a password.',
            'The new badge readers on floors 1 and 2 go live on the same day.',
          ],
        },
      ),
      h(
        'Users never report the problem; they report the symptom they can see. Your job is to decide which of the hundred symptoms matter. Most of them do not.',
      ),
      h(
        'Weekly numbers: 612 tickets opened, 590 closed. The backlog of password resets is growing because the self-service portal keeps timing out. First-time fix rate rose to 78%. Average handling time was flat at six minutes.',
        {
          problems: [
            'The backlog of password resets is growing because the self-service portal keeps timing out.',
          ],
        },
      ),
      h(
        'lunch w/ Craig re rota\nfloor 2 aircon dripping on desk 214\nrenew Zoom licences by Fri\nbook 1:1 with Mark',
        {
          problems: ['floor 2 aircon dripping on desk 214'],
        },
      ),
      h(
        'Genesys Cloud release notes, September\n' +
          'New: real-time transcription is now generally available in UK regions.\n' +
          'Improved: minor fixes to the supervisor dashboard.\n' +
          'Deprecated: the old wallboard API will be switched off on 31 January.',
        {
          announcements: [
            'New: real-time transcription is now generally available in UK regions.',
            'Deprecated: the old wallboard API will be switched off on 31 January.',
          ],
        },
      ),
      h(
        "Security: we've seen three vishing calls today from someone claiming to be the IT desk and asking agents for their MFA codes. Never read out a code to anyone. Report any call like this to Aileen or the SOC. Thank you to the agents who spotted it.",
        {
          problems: [
            "Security: we've seen three vishing calls today from someone claiming to be the IT desk and asking agents for their MFA codes.",
          ],
        },
      ),
      h(
        'The contact centre of the future was announced in 2005, and again in 2015. Every new launch promises to end the queue. The queue is still there, and so are we.',
      ),
      h(
        "Ops director: We've agreed to keep the IT desk staffed until 22:00 during the open enrolment period. Rotas will follow. Thanks for flagging the gap. Internal comms: Kirsty Wallace joins as service desk manager on 6 October, reporting to Aileen.",
        {
          decisions: [
            "Ops director: We've agreed to keep the IT desk staffed until 22:00 during the open enrolment period.",
          ],
          announcements: [
            'Internal comms: Kirsty Wallace joins as service desk manager on 6 October, reporting to Aileen.',
          ],
        },
      ),
      h(
        'Heads up, the lift to floor 3 is out again, so the kit delivery will have to come up the back stairs. I have asked facilities for the trolley.',
        {
          problems: [
            'Heads up, the lift to floor 3 is out again, so the kit delivery will have to come up the back stairs.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Kwame, manager of an online grocery home-delivery depot in Croydon, on a Saturday',
    highlights: [
      h(
        'Morning huddle 05:30\n' +
          'Decided to send the Purley route out first because of the road closures.\n' +
          'All vans passed the walkaround check apart from a cracked mirror on van 6, now replaced.\n' +
          'Chiller van 9 reading 8°C, above the 5°C limit.\n' +
          'Reminder that the new route-planning app is a trial, not a rollout.\n' +
          'Agreed that van 12 is retired at the end of the month.',
        {
          decisions: [
            'Decided to send the Purley route out first because of the road closures.',
            'Agreed that van 12 is retired at the end of the month.',
          ],
          problems: ['Chiller van 9 reading 8°C, above the 5°C limit.'],
        },
      ),
      h(
        '[11/10/2025, 09:14] CS team: customer in Sutton says eggs arrived smashed and the bag was soaked\n' +
          '[11/10/2025, 09:15] Kwame: which driver?\n' +
          '[11/10/2025, 09:17] CS team: route 14, Liam\n' +
          "[11/10/2025, 09:20] Kwame: refund it, I'll check his crates\n" +
          '[11/10/2025, 09:22] CS team: done, customer happy with the credit',
        {
          problems: ['CS team: customer in Sutton says eggs arrived smashed and the bag was soaked'],
        },
      ),
      h(
        'Subject: Sunday slots\n' +
          'Starting this weekend, Croydon depot will offer delivery slots until 10pm on Sundays. Drivers who opted in have been told their hours. Pay for the Sunday shifts is time and a quarter. Thanks for being the guinea pigs.',
        {
          announcements: [
            'Starting this weekend, Croydon depot will offer delivery slots until 10pm on Sundays.',
          ],
        },
      ),
      h(
        'Incident 11/10: driver reported a near miss with a cyclist on Brighton Road at 07:40. No contact, no injuries. Dashcam footage saved to the shared drive. Driver was shaken but finished the route.',
        {
          problems: ['Incident 11/10: driver reported a near miss with a cyclist on Brighton Road at 07:40.'],
        },
      ),
      h(
        'The last mile is where all the decisions made upstream finally come home. Nothing fails at the depot that did not first fail on a spreadsheet. Every depot manager learns this the hard way.',
      ),
      h(
        "Good news: Ade Bello has been promoted to shift manager and starts on nights from Monday. We're also launching a driver of the month award, with the first winner named next Friday. Cake in the mess room at 2.",
        {
          announcements: [
            'Good news: Ade Bello has been promoted to shift manager and starts on nights from Monday.',
            "We're also launching a driver of the month award, with the first winner named next Friday.",
          ],
        },
      ),
      h(
        'Webfleet update 7.4\n' +
          "Speed alerts now show the road's limit alongside the driver's speed.\n" +
          'Geofence reports can now be exported to CSV.\n' +
          'Known problem: the reverse camera feed freezes on the Sprinter vans after ten minutes.',
        {
          announcements: [
            "Speed alerts now show the road's limit alongside the driver's speed.",
            'Geofence reports can now be exported to CSV.',
          ],
          problems: [
            'Known problem: the reverse camera feed freezes on the Sprinter vans after ten minutes.',
          ],
        },
      ),
      h(
        'bank hol rota still has gaps\nask about extra tote bags\ntyre place opens 8, ring them\nJo leaving do on Thursday',
        {
          problems: ['bank hol rota still has gaps'],
        },
      ),
      h(
        "Met the landlord about the yard. They agreed to resurface the loading bay before Christmas at their cost. The drainage by gate 2 is still blocked, and the bay floods every time it rains heavily. We could push for a rent reduction, but I haven't decided.",
        {
          decisions: ['They agreed to resurface the loading bay before Christmas at their cost.'],
          problems: [
            'The drainage by gate 2 is still blocked, and the bay floods every time it rains heavily.',
          ],
        },
      ),
      h(
        'TfL has confirmed the ULEZ charge will rise to £15 a day from March. Operators with older diesel vans face the biggest bills. The current charge is £12.50.',
        {
          announcements: ['TfL has confirmed the ULEZ charge will rise to £15 a day from March.'],
        },
      ),
      h(
        'A new van is the most expensive way to fix a scheduling problem. Decide the routes first, then buy the fleet. That advice took me ten years to learn.',
      ),
      h(
        '[11/10/2025, 16:02] Kwame: right, decision made: from next week the chiller vans go out first every morning\n' +
          '[11/10/2025, 16:03] Jo: works for me\n' +
          '[11/10/2025, 16:10] Area manager: approved, you can hire two more weekend drivers from the Christmas budget',
        {
          decisions: [
            'Kwame: right, decision made: from next week the chiller vans go out first every morning',
            'Area manager: approved, you can hire two more weekend drivers from the Christmas budget',
          ],
        },
      ),
    ],
  },
  {
    name: 'Sharon, operations manager at a contract cleaning company in Birmingham (offices and a hospital outpatient block), on a Wednesday',
    highlights: [
      h(
        'Monthly review with Calthorpe House\n' +
          'Client approved adding a day porter from November.\n' +
          'They raised that the 4th-floor toilets were not cleaned on Monday or Tuesday night.\n' +
          'Audit score was 91%, just above the 90% in the contract.\n' +
          'It was agreed that the weekend deep clean moves to Sunday afternoons.\n' +
          'Next review in four weeks.',
        {
          decisions: [
            'Client approved adding a day porter from November.',
            'It was agreed that the weekend deep clean moves to Sunday afternoons.',
          ],
          problems: ['They raised that the 4th-floor toilets were not cleaned on Monday or Tuesday night.'],
        },
      ),
      h(
        '[08/10/2025, 05:58] Denise: 3 cleaners off sick at the hospital this morning\n' +
          "[08/10/2025, 06:00] Sharon: I'll send two from the bank team\n" +
          '[08/10/2025, 06:21] Denise: outpatients floor polisher fixed, it was just the fuse\n' +
          '[08/10/2025, 06:25] Sharon: brilliant, thanks Denise',
        {
          problems: ['Denise: 3 cleaners off sick at the hospital this morning'],
        },
      ),
      h(
        "We're pleased to announce that we have won the cleaning contract for Moseley Road library, starting 1 December. It is our third library contract with the city. The new contract adds 14 jobs. Tell anyone you know who is looking for work.",
        {
          announcements: [
            "We're pleased to announce that we have won the cleaning contract for Moseley Road library, starting 1 December.",
          ],
        },
      ),
      h(
        'Warning: a batch of Evans toilet cleaner (lot 4471) has a faulty cap that can leak in the bottle. Check your stores and quarantine any bottles from that lot. The supplier has been notified. Photos of the affected caps are attached.',
        {
          problems: [
            'Warning: a batch of Evans toilet cleaner (lot 4471) has a faulty cap that can leak in the bottle.',
          ],
        },
      ),
      h(
        'Cleaning is judged only when it fails. Nobody writes to thank you for a floor they did not notice. It is a strange job in that way.',
      ),
      h(
        "Following last week's meeting, the directors have decided to pay the Real Living Wage on all contracts from April. Clients will be told in writing. This was not an easy decision, but it is the right one.",
        {
          decisions: [
            "Following last week's meeting, the directors have decided to pay the Real Living Wage on all contracts from April.",
          ],
          announcements: [
            "Following last week's meeting, the directors have decided to pay the Real Living Wage on all contracts from April.",
          ],
        },
      ),
      h(
        'order more blue roll\nhospital audit fri 10am\nsoap dispenser in ward 3 sluice broken\nring agency re Saturday cover',
        {
          problems: ['soap dispenser in ward 3 sluice broken'],
        },
      ),
      h(
        'Timegate app update\n' +
          'Cleaners can now clock in with a QR code at sites with no signal.\n' +
          'The supervisor checklist has a new photo field.\n' +
          'Bug: shifts that cross midnight still show the wrong total hours.',
        {
          announcements: [
            'Cleaners can now clock in with a QR code at sites with no signal.',
            'The supervisor checklist has a new photo field.',
          ],
          problems: ['Bug: shifts that cross midnight still show the wrong total hours.'],
        },
      ),
      h(
        "Supervisors' meeting\n" +
          'Settled: uniform polo shirts will be navy from now on, no more green.\n' +
          "Some supervisors want four-day weeks; we talked it through but didn't decide anything.\n" +
          'Denise said the new vacuums are much lighter.\n' +
          'Meeting finished at 3.',
        {
          decisions: ['Settled: uniform polo shirts will be navy from now on, no more green.'],
        },
      ),
      h(
        'The problem with outsourcing is that everyone decides what good looks like except the person holding the mop. I read that in a trade magazine years ago and it still stings.',
      ),
      h(
        "> The carpets on level 2 still smell damp after Friday's deep clean, and staff have started to complain.\n" +
          "Sorry about that, I'll get the machine back in tonight with the dehumidifier. Hospital facilities lead: we've signed off your proposal for steam cleaning in outpatients, start whenever you're ready.",
        {
          problems: [
            "The carpets on level 2 still smell damp after Friday's deep clean, and staff have started to complain.",
          ],
          decisions: [
            "Hospital facilities lead: we've signed off your proposal for steam cleaning in outpatients, start whenever you're ready.",
          ],
        },
      ),
      h(
        'Toolbox talk sign-up: new microfibre colour-coding training launches on 20 October for all hospital staff. Sessions last 45 minutes and are paid. Tea and biscuits provided.',
        {
          announcements: [
            'Toolbox talk sign-up: new microfibre colour-coding training launches on 20 October for all hospital staff.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Rhys, building services manager at a shopping centre in Cardiff, on a Saturday',
    highlights: [
      h(
        'Control room log, Sat\n' +
          '09:12 Escalator E4 stopped, emergency stop pressed by a child, reset and back in service 09:20.\n' +
          '11:05 Water leak reported from the roof above unit 32, buckets in place.\n' +
          '11:40 Fire alarm test in the food court, all sounders working.',
        {
          problems: ['11:05 Water leak reported from the roof above unit 32, buckets in place.'],
        },
      ),
      h(
        'Centre management meeting\n' +
          'We agreed to close level 4 of the north car park for resurfacing in January.\n' +
          "Christmas opening hours: we're going with 9am to 9pm from 1 December.\n" +
          'Marketing proposed a light show in the atrium; cost still unknown.\n' +
          'Someone asked whether the toilets near Primark could be refurbished next year.\n' +
          'Minutes to follow from Sian.',
        {
          decisions: [
            'We agreed to close level 4 of the north car park for resurfacing in January.',
            "Christmas opening hours: we're going with 9am to 9pm from 1 December.",
          ],
        },
      ),
      h(
        'Dear retailers, we are delighted to tell you that Hollister opens in unit 18 on Friday 14 November. The Changing Places toilet on the lower mall is now open. Please let your staff know.',
        {
          announcements: [
            'Dear retailers, we are delighted to tell you that Hollister opens in unit 18 on Friday 14 November.',
            'The Changing Places toilet on the lower mall is now open.',
          ],
        },
      ),
      h(
        "[15/11/2025, 13:20] Boots manager: our shutter is stuck half open, can't close at lunch\n" +
          '[15/11/2025, 13:25] Rhys: engineer there in 10\n' +
          "[15/11/2025, 14:05] Boots manager: still stuck, he says the motor's burnt out\n" +
          '[15/11/2025, 17:30] Rhys: GM has agreed we replace the shutter motor on Monday at landlord cost',
        {
          problems: [
            "Boots manager: our shutter is stuck half open, can't close at lunch",
            "Boots manager: still stuck, he says the motor's burnt out",
          ],
          decisions: ['Rhys: GM has agreed we replace the shutter motor on Monday at landlord cost'],
        },
      ),
      h(
        "A shopping centre is a machine for walking, and every fault in it is a fault in someone's afternoon. The best engineers decide what can wait. Everything else is noise.",
      ),
      h(
        'Quarterly sprinkler inspection: all zones passed except zone 7, where two heads are painted over and must be replaced. The pump house battery was replaced in March. Everything else in order. The next inspection is due in February.',
        {
          problems: [
            'Quarterly sprinkler inspection: all zones passed except zone 7, where two heads are painted over and must be replaced.',
          ],
        },
      ),
      h(
        "Cardiff Council has approved a new bus lane on Newport Road, which will run past the centre's main entrance. Construction is due to take about six months. The last scheme on that road ran a year late. Buses run every four minutes at peak.",
        {
          decisions: [
            "Cardiff Council has approved a new bus lane on Newport Road, which will run past the centre's main entrance.",
          ],
        },
      ),
      h(
        'winter checklist\ngrit bins filled\ntrace heating on the ramp not working\nbook the generator load test',
        {
          problems: ['trace heating on the ramp not working'],
        },
      ),
      h(
        'Trend BMS upgrade notes\n' +
          'The energy dashboard is now live for all landlord areas.\n' +
          'Car park ventilation now runs on CO sensors instead of a timer.\n' +
          'Outstanding: the chiller 2 alarm is still not reporting to the control room.\n' +
          'The upgrade took two nights.',
        {
          announcements: [
            'The energy dashboard is now live for all landlord areas.',
            'Car park ventilation now runs on CO sensors instead of a timer.',
          ],
          problems: ['Outstanding: the chiller 2 alarm is still not reporting to the control room.'],
        },
      ),
      h(
        'From: General manager\n' +
          'After the security review, we have decided to lock the service yard gates at 11pm every night. Deliveries after that time will need to be booked with the control room. Retailers with regular late slots will get a standing code. Thanks for your patience.',
        {
          decisions: [
            'After the security review, we have decided to lock the service yard gates at 11pm every night.',
          ],
        },
      ),
      h(
        'Footfall is a lagging indicator of a hundred small decisions. New tenants fail when the old problems are left in the building. I think about that line every January.',
      ),
      h(
        'Police have warned centre staff about a group stealing phones from the food court tables. Officers will be patrolling this afternoon. Centre newsletter: the new click-and-collect lockers by the car park entrance go live on Monday.',
        {
          problems: [
            'Police have warned centre staff about a group stealing phones from the food court tables.',
          ],
          announcements: [
            'Centre newsletter: the new click-and-collect lockers by the car park entrance go live on Monday.',
          ],
        },
      ),
    ],
  },
];
