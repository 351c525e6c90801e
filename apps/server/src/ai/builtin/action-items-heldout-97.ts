import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_97: LabelledDay[] = [
  {
    name: 'Rajesh, 58, sub-postmaster running the post office and village shop in a Lincolnshire village, on a Tuesday (calendar, reminders, sticky notes, receipts)',
    highlights: [
      h(
        'Tue 09:00–09:30 Cash delivery — be on the counter\nShrove Tuesday\nCancelled: Tue 13:00–13:45 Call with area manager',
        'Tue 09:00–09:30 Cash delivery — be on the counter',
      ),
      h(
        'Reminder: order first class stamps before the Christmas rush\nToday, 08:00 · Repeats weekly',
        'Reminder: order first class stamps before the Christmas rush',
      ),
      h('Sunita rang — egg man Weds\nbins out tonight', 'bins out tonight'),
      h(
        'BOOKER WHOLESALE LINCOLN\n24 x Walkers multipack   £38.40\n12 x Warburtons white   £11.88\nTOTAL £50.28\nVAT receipt — keep for your records\nThank you for shopping at Booker!',
      ),
      h('Your regulars are your shop. Learn their names, and learn what they buy before they ask for it.'),
      h(
        "Arjun: engineer came, boiler's sorted 👍\nArjun: Mum says don't forget her prescription at Boots, it's ready after 2",
        "Arjun: Mum says don't forget her prescription at Boots, it's ready after 2",
      ),
      h(
        'From: Branch Support\nSubject: Reminder — stock count\nYour quarterly stock count must be completed and declared by 5pm Friday 14th. Branches that miss the deadline will be contacted by their area manager. Thank you for your continued support.',
        'Your quarterly stock count must be completed and declared by 5pm Friday 14th.',
      ),
      h(
        "I meant to ring the Calor gas people yesterday and didn't. Turns out Sunita had already done it. We still need to decide whether to keep opening on Sunday mornings.",
        'We still need to decide whether to keep opening on Sunday mornings.',
      ),
      h(
        'The Post Office says a further 200 branches could close by 2027. Campaigners should be worried, according to the union.',
      ),
      h(
        'Royal Mail\nYour parcel is on its way. It should arrive Thursday between 10:00 and 14:00. Track it in the app for live updates.',
      ),
      h(
        'Weds list\n- [x] lottery float\n- [x] unsold mags back to Smiths\n- [ ] Ask Mrs Gill if she still wants the Telegraph kept back',
        'Ask Mrs Gill if she still wants the Telegraph kept back',
      ),
    ],
  },
  {
    name: 'Noor, 30, a bridal henna artist in Bradford, on a Friday in wedding season (calendar, Instagram DMs, family WhatsApp, receipts)',
    highlights: [
      h(
        'Fri 10:00–13:00 Mehndi — Ayesha (bride), Heaton, hands + feet\nLongest day of the year',
        'Fri 10:00–13:00 Mehndi — Ayesha (bride), Heaton, hands + feet',
      ),
      h(
        "Instagram · Direct\nMehwish K: hi hun are you free 12th July for my sister's mehndi? 2 brides + 6 guests\nMehwish K: no rush, whenever you get a sec x",
        "Mehwish K: hi hun are you free 12th July for my sister's mehndi?",
      ),
      h(
        'Never discount your work to win a client. Price for the client you want, not the one in front of you.',
      ),
      h(
        'Reminder\nBuy more eucalyptus oil + sugar for the lemon-sugar seal\nFri 09:00',
        'Buy more eucalyptus oil + sugar for the lemon-sugar seal',
      ),
      h(
        'Henna Supplies UK\nOrder #48213\n1 x Rajasthani henna powder 500g  £18.99\n1 x Cello cones (pack of 50)  £6.50\nSubtotal £25.49\nDelivery FREE\nYour order has been dispatched and should arrive within 2–3 working days.',
      ),
      h(
        'ayesha — ask re patch test, skin reacted last time\nLast time she was 40 mins late too',
        'ayesha — ask re patch test, skin reacted last time',
      ),
      h(
        "[20/06/2025, 08:12] Mum: Noor don't forget Khala's dinner tonight 8pm, bring the kheer dish back\n[20/06/2025, 08:15] Noor: ok x\n[20/06/2025, 08:40] Mum: your dad fixed the car door by the way",
        "Mum: Noor don't forget Khala's dinner tonight 8pm, bring the kheer dish back",
      ),
      h(
        'Natural henna stains orange on the first day and deepens to a rich brown over 48 hours. Black henna, by contrast, often contains PPD and should be avoided.',
      ),
      h(
        'Invoiced the Patels for last Saturday — £350, they paid the deposit already. The wedding fair at Cedar Court was busy but I only got two bookings.',
      ),
      h(
        "Sat 05:30 Leave for Leicester (Sana's bridal, 07:00 start)\nSun — day off!!",
        "Sat 05:30 Leave for Leicester (Sana's bridal, 07:00 start)",
      ),
      h(
        'RingGo\nSession active · Manningham Lane\nExpires 13:10\nExtend your session from the app to avoid a penalty.',
      ),
    ],
  },
  {
    name: 'Beatrix, 49, a seismologist flying from Edinburgh to Reykjavík for volcano fieldwork, on a Monday (boarding pass, Outlook, reminders, airport receipt)',
    highlights: [
      h(
        'BOARDING PASS\nIcelandair FI 431\nEdinburgh EDI → Reykjavík KEF\nMON 14 OCT  Dep 13:40\nSeat 22A  Zone 3\nGate closes 20 minutes before departure',
      ),
      h(
        'Declined: Mon 09:00 Faculty meeting\nOut of office from Mon 14 Oct\nTue 08:00 Pick up hire car, KEF — booking ref HZ77310',
        'Tue 08:00 Pick up hire car, KEF — booking ref HZ77310',
      ),
      h(
        'Always tell someone where you are going and when you expect to be back. In the highlands, weather can change in minutes.',
      ),
      h(
        'Reminders\nCharge the satellite phone\nCompleted: print the Vatnajökull access permit',
        'Charge the satellite phone',
      ),
      h(
        "Hi Bea,\n> Is the hut at Dreki still open this late in the season?\nIt closed on 1 October, so it's the vehicles for us. Please bring your own sleeping bag rated to -15. Safe travels!",
        'Please bring your own sleeping bag rated to -15.',
      ),
      h(
        'WHSmith EDI Airside\nMeal deal  £5.99\nPower bank 10000mAh  £24.99\nTOTAL  £30.98\nPaid contactless\nKeep your receipt for returns and exchanges',
      ),
      h(
        'Ruth: did you leave the back door key with Mrs Fraser?\nRuth: Mum sends love, have a good flight',
        'Ruth: did you leave the back door key with Mrs Fraser?',
      ),
      h(
        'Askja last erupted in 1961. Since 2021 the ground above its magma chamber has risen by more than 75 centimetres.',
      ),
      h(
        'Forgot the field notebook last trip and ended up writing on the back of a boarding pass. TODO buy a Rite in the Rain notebook before Thursday',
        'TODO buy a Rite in the Rain notebook before Thursday',
      ),
      h('Out of the office till 25 Oct\nSam is covering the data loggers (ext 4417)'),
      h(
        "Tasks due this week\nSubmit NERC interim report — due Fri 18 Oct\nHannah's thesis chapter 3 — returned with comments",
        'Submit NERC interim report — due Fri 18 Oct',
      ),
    ],
  },
  {
    name: 'Lorcan, 44, a sheep farmer and sheepdog trialist in Co Wicklow, the Thursday before the national trials (calendar, texts, fridge notes, co-op receipt)',
    highlights: [
      h(
        'Thu 10:30–11:00 Vet — Fly, booster and health cert\nFull moon',
        'Thu 10:30–11:00 Vet — Fly, booster and health cert',
      ),
      h(
        'Never correct a dog for something it did thirty seconds ago. The dog learns from the moment, so reward the moment.',
      ),
      h(
        "Declan: Trailer's back from the welder, he did a tidy job\nDeclan: Are you bringing Fly and Meg to Tullamore or just Fly?",
        'Declan: Are you bringing Fly and Meg to Tullamore or just Fly?',
      ),
      h(
        'Wicklow Agri Supplies\nDog nuts 15kg x 2  €49.90\nWormer x 4  €22.40\nTOTAL €72.30\nGoods cannot be returned once opened.',
      ),
      h('Entry fee for Tullamore — due tonight\nMaeve x', 'Entry fee for Tullamore — due tonight'),
      h(
        'Lamb prices fell for the third week running. Factories are expected to hold quotes at €7.20/kg into next week.',
      ),
      h(
        'Reminder · 19:00\nSend the flock register to the Department before Friday',
        'Send the flock register to the Department before Friday',
      ),
      h(
        'Fly is slow on the shed — work her on singling tonight and tomorrow. I walked the Tullamore course on YouTube last night; the drive is long and uphill.',
        'Fly is slow on the shed — work her on singling tonight and tomorrow.',
      ),
      h(
        '14/08/2025, 20:15 - Seán Byrne: Raffle tickets need to be handed in by Saturday morning\n14/08/2025, 20:17 - Bríd: Thanks to everyone who helped at the Aughrim trial, great day',
        'Seán Byrne: Raffle tickets need to be handed in by Saturday morning',
      ),
      h('A good dog is made in the winter, on the wet days when nobody is watching.'),
      h(
        "Before Tullamore\n1. Clip Meg's feet\n2. Trailer light — Declan fixed it\n3) Book B&B — done, Kilbeggan",
        "Clip Meg's feet",
      ),
    ],
  },
  {
    name: 'Esme, 27, an emergency department junior doctor in Swansea, on the Sunday before a week of nights (ePortfolio, calendar, WhatsApp, shopping list)',
    highlights: [
      h('Horus ePortfolio\nYou have 3 outstanding tickets.\nYour ARCP is scheduled for 12 December.'),
      h(
        'Sun 2 Nov 11:00 Brunch w/ Hattie, Mumbles\nWed 5 Nov Bonfire Night',
        'Sun 2 Nov 11:00 Brunch w/ Hattie, Mumbles',
      ),
      h(
        'Nobody tells you that the hardest part of nights is the drive home. Eat a proper meal before the shift, not at 3am.',
      ),
      h(
        '[02/11/2025, 9:47:12 AM] Hattie: running 10 mins late sorry!!\n[02/11/2025, 9:52:03 AM] Hattie: Can you book the table? Under Williams',
        'Hattie: Can you book the table?',
      ),
      h('Renew GMC annual fee — due 30 Nov\nReminder · Sun 10:00', 'Renew GMC annual fee — due 30 Nov'),
      h(
        'Tesco Express Sketty\nMeal deal  £3.85\nLucozade 900ml  £2.10\nClubcard savings  -£0.75\nTOTAL  £5.20\nYou could have saved £1.20 with Clubcard Prices. Download the app today.',
      ),
      h(
        'Handover went badly on Friday. I should have escalated bed 14 sooner. You need to write the reflection on it for your portfolio before the ARCP.',
        'You need to write the reflection on it for your portfolio before the ARCP.',
      ),
      h(
        'Nights survival\n- no caffeine after 3am\n- window open on the drive home\n- sleep 09:30–16:30, phone in the other room',
      ),
      h(
        'From: Medical Staffing\nSubject: Leave requests\nDear Dr Morgan, could you confirm your annual leave dates for January by Friday? The rota for Jan–Feb will be published on 1 December.',
        'Dear Dr Morgan, could you confirm your annual leave dates for January by Friday?',
      ),
      h(
        'Junior doctors who sleep less than five hours before a night shift make more prescribing errors. Rotas should allow at least 46 hours off after a run of nights.',
      ),
      h('Shopping\n- milk\n- oat bars\n- [x] bin bags', 'milk', 'oat bars'),
    ],
  },
  {
    name: 'Ngaio, 45, orchard manager on a kiwifruit orchard near Te Puke, New Zealand, on a Wednesday in harvest (calendar, texts, packhouse notes, fuel receipt)',
    highlights: [
      h(
        'Wed 07:00 Pickers briefing, packhouse gate\nNZ Sign Language Week',
        'Wed 07:00 Pickers briefing, packhouse gate',
      ),
      h(
        "Hemi: Bins for block 4 won't arrive till tomorrow arvo, the truck's broken down\nHemi: Can we move the Gold3 crew onto block 6 instead?",
        'Hemi: Can we move the Gold3 crew onto block 6 instead?',
      ),
      h('Never pick wet fruit. Moisture on the skin at harvest is the single biggest cause of storage rots.'),
      h('Z Te Puke\nDiesel 82.40L  $187.05\nPump 3\nGST incl  $24.40\nThanks for choosing Z'),
      h(
        'RSE visa paperwork for Tevita + Sione — Immigration NZ deadline 30 May',
        'RSE visa paperwork for Tevita + Sione — Immigration NZ deadline 30 May',
      ),
      h('Reminder\nRing Mum re Matariki dinner\nToday 18:30', 'Ring Mum re Matariki dinner'),
      h(
        'Kiwifruit exports are forecast to reach a record $3.4 billion this season. Growers should see higher orchard gate returns, according to Zespri.',
      ),
      h(
        "Kia ora Karen,\n> Can you send the spray diary for blocks 1–4?\nAttached.\n> Who is your approved spray supervisor?\nHemi Walker, his Growsafe certificate is attached too.\nI'll send the staff induction records on Friday once Aroha has signed them off.\nNgā mihi, Ngaio",
        "I'll send the staff induction records on Friday once Aroha has signed them off.",
      ),
      h(
        'Thurs\n- [ ] order more picking bags (40)\n- [x] porta-loo service booked\n- [ ] Check the frost fans before the cold snap Sat',
        'order more picking bags (40)',
        'Check the frost fans before the cold snap Sat',
      ),
      h('Whatungarongaro te tangata, toitū te whenua. As man disappears from sight, the land remains.'),
      h(
        'MetService · Orange Heavy Rain Warning\nBay of Plenty, from 9pm Thursday to 9am Friday\nExpect 80 to 120 mm of rain. Surface flooding and slips are possible. Avoid unnecessary travel.',
      ),
    ],
  },
  {
    name: 'Ibrahim, 52, a court usher at a Crown Court in east London, on a Monday (court calendar, family WhatsApp, desk notes, coffee receipt)',
    highlights: [
      h(
        'Mon 09:15 Court 4 — R v Adeyemi (trial, day 3)\nEid al-Adha (provisional)',
        'Mon 09:15 Court 4 — R v Adeyemi (trial, day 3)',
      ),
      h(
        'The usher is the first face a frightened witness sees. Smile, speak slowly, and never assume they know where to stand.',
      ),
      h(
        'Court 4: juror 7 needs a hearing loop — tell the clerk before 10',
        'Court 4: juror 7 needs a hearing loop — tell the clerk before 10',
      ),
      h(
        '09/06/2025, 07:02 - Amina: Dad can you drop me at the station on your way, my train is 7:40\n09/06/2025, 07:05 - Ibrahim: yes leaving in 10\n09/06/2025, 07:31 - Amina: never mind, Yusuf gave me a lift',
      ),
      h(
        'Reminder\nCollect dry cleaning (gown) — ticket 0392\nMon 17:30',
        'Collect dry cleaning (gown) — ticket 0392',
      ),
      h(
        'Pret A Manger — Stratford\nFilter coffee  £1.75\nHam & cheese toastie  £4.95\nTotal  £6.70\nSubscription coffee applied\nSee you tomorrow!',
      ),
      h(
        'From: Listing Office\nSubject: Court 2 tomorrow\nPlease note that Court 2 will be closed on Tuesday for maintenance. All Court 2 matters have been moved to Court 6. The interpreter for R v Kowalski (Polish) needs to be met at the front desk at 09:30.',
        'The interpreter for R v Kowalski (Polish) needs to be met at the front desk at 09:30.',
      ),
      h(
        'Told the clerk about the broken microphone in Court 4 last week. Still not fixed. Chase facilities about it today',
        'Chase facilities about it today',
      ),
      h(
        'The Crown Court backlog rose to a record 73,000 cases this year. Ministers have promised to recruit more judges, but lawyers say the buildings are crumbling.',
      ),
      h(
        "This week\n• Swap Thurs shift with Grace?\n• First aid refresher — Grace says it's full till March",
        'Swap Thurs shift with Grace?',
      ),
      h(
        'TfL Status\nCentral line: Minor delays between Stratford and Liverpool Street\nJubilee line: Good service\nCheck before you travel.',
      ),
    ],
  },
  {
    name: 'Wes, 37, a flight instructor at a grass airfield in Kent, on a Saturday (booking system, METAR screenshot, student WhatsApp, ops-desk notes)',
    highlights: [
      h(
        'Sat 09:00–10:30 Lesson — Priya K (PA-28, G-BRWO), circuits\nSat 11:00–12:30 Lesson — Tom B, first solo check?\nSat 13:30 Skills test — CANCELLED (examiner sick)',
        'Sat 09:00–10:30 Lesson — Priya K (PA-28, G-BRWO), circuits',
        'Sat 11:00–12:30 Lesson — Tom B, first solo check?',
      ),
      h('Aviate, navigate, communicate. A good pilot is always learning.'),
      h('METAR EGKH 140950Z 24012KT 9999 FEW030 17/09 Q1018\nCrosswind component on 28 about 5 kt'),
      h(
        'Reminder\nMedical expires 31 Aug — book the AME\nSat 08:00',
        'Medical expires 31 Aug — book the AME',
      ),
      h(
        'Fuel bowser low — Wes to ring Air BP Mon\nKey for G-BRWO is in the drawer, not on the hook',
        'Fuel bowser low — Wes to ring Air BP Mon',
      ),
      h('Aerodrome Café\nBacon roll  £4.50\nTea  £1.80\nTotal  £6.30\nCash\nThank you — fly safe!'),
      h(
        '[14/06/2025, 07:48] Priya K: Morning! Is the weather ok for today? Also, do I need to bring my logbook?\n[14/06/2025, 07:52] Wes: Looks good, and no, I have it in the office. See you at 9',
      ),
      h(
        "Tom's circuits were messy last week; his flare is still high. He should be ready for solo if the crosswind stays low. I need to sign his logbook and the solo authorisation form before he goes.",
        'I need to sign his logbook and the solo authorisation form before he goes.',
      ),
      h(
        'The pilot did not carry out a full power check before take-off. Pilots are reminded to complete all pre-take-off checks, even when under time pressure.',
      ),
      h(
        'From: CAA Licensing\nYour application for the Flight Instructor revalidation has been received. We aim to process applications within 10 working days. Please do not contact us about progress before this time.',
      ),
      h(
        'club stuff\n- [x] renew club membership for Dad\n- windsock is torn, order new one\n- [x] Newsletter piece for July',
        'windsock is torn, order new one',
      ),
    ],
  },
];
