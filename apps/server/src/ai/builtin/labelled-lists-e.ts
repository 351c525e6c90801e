import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by a fifth author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_E: LabelledListDay[] = [
  {
    name: 'Mobile-app startup CTO',
    highlights: [
      h(
        "Stand-up, Monday. We're moving the release train to every second Thursday from now on. Priya will write up the branching rules by Wednesday. The Android crash rate is back down to 0.3% since Friday's build.",
        {
          decisions: ["We're moving the release train to every second Thursday from now on."],
        },
      ),
      h(
        'Post-mortem: login outage on 14 March. For 47 minutes nobody on iOS could sign in because the token refresh called a retired endpoint. The on-call engineer spotted it from the error dashboard. We agreed that flags will only ever be changed through the admin console. The fix went out at 11:20 and sign-ins recovered straight away.',
        {
          decisions: ['We agreed that flags will only ever be changed through the admin console.'],
          problems: [
            'For 47 minutes nobody on iOS could sign in because the token refresh called a retired endpoint.',
          ],
        },
      ),
      h(
        'App Store review, one star: The new onboarding asks for my contacts before I can even see the app, which feels creepy. The same reviewer likes the new home-screen widgets.',
        {
          problems: [
            'App Store review, one star: The new onboarding asks for my contacts before I can even see the app, which feels creepy.',
          ],
        },
      ),
      h(
        'Shipped today: version 4.0 of the app is live on the App Store and Google Play. Offline mode alone took us four months to build. Tablet layouts remain on the roadmap for later in the year.',
        {
          announcements: ['Shipped today: version 4.0 of the app is live on the App Store and Google Play.'],
        },
      ),
      h(
        'Board meeting notes. The board approved the £600k seed extension at the same valuation. Hiring a second designer was discussed, but nothing will be settled until the runway figures are updated. Burn is running about 15% above plan because of cloud costs.',
        {
          decisions: ['The board approved the £600k seed extension at the same valuation.'],
          problems: ['Burn is running about 15% above plan because of cloud costs.'],
        },
      ),
      h(
        'Trade press: Paylane has released a tap-to-pay SDK for React Native apps, available in public beta from today. The same piece claims most startups fail because they scale before they have found their market.',
        {
          announcements: [
            'Trade press: Paylane has released a tap-to-pay SDK for React Native apps, available in public beta from today.',
          ],
        },
      ),
      h(
        'From a startup book: A launch is not an event but the start of a conversation with your users. Decisions made in fear are rarely good ones.',
      ),
      h(
        'Note to self: good decisions deserve a written record, not a Slack thread. Still undecided on whether to drop Android 8 before Q3.',
      ),
      h(
        'Pen-test report: the password reset endpoint does not rate-limit requests, so an attacker could enumerate accounts, and they rated it high severity. We decided to ship the rate limiter as a hotfix tonight rather than wait for the sprint.',
        {
          decisions: [
            'We decided to ship the rate limiter as a hotfix tonight rather than wait for the sprint.',
          ],
          problems: [
            'Pen-test report: the password reset endpoint does not rate-limit requests, so an attacker could enumerate accounts, and they rated it high severity.',
          ],
        },
      ),
      h(
        "Friday stand-up. Our vendor's push notification service was down for three hours overnight and the morning digest never went out. We'll keep the vendor but add a fallback queue. Mira joins as head of QA on Monday.",
        {
          decisions: ["We'll keep the vendor but add a fallback queue."],
          problems: [
            "Our vendor's push notification service was down for three hours overnight and the morning digest never went out.",
          ],
          announcements: ['Mira joins as head of QA on Monday.'],
        },
      ),
      h(
        'Blog post I liked: Outages are inevitable, and what matters is how quickly you learn from them. The teams that avoided the worst incidents were the ones that rehearsed failure. The memory leak in the image cache is fixed in 4.0.1, by the way.',
      ),
      h(
        'Signed this afternoon: we are now the official booking app partner of CityGym, and the integration goes live in their 40 clubs next month.',
        {
          announcements: [
            'Signed this afternoon: we are now the official booking app partner of CityGym, and the integration goes live in their 40 clubs next month.',
          ],
        },
      ),
    ],
  },
  {
    name: 'GP surgery practice manager',
    highlights: [
      h(
        "Partners' meeting, Tuesday. From 1 May we will offer online booking for all routine appointments, not just blood tests. The phone queue averaged 38 minutes at 8am last week, and several patients gave up. Dr Khan to draft the wording for the website.",
        {
          decisions: [
            'From 1 May we will offer online booking for all routine appointments, not just blood tests.',
          ],
          problems: ['The phone queue averaged 38 minutes at 8am last week, and several patients gave up.'],
        },
      ),
      h(
        'Complaint letter from Mrs Okafor: She waited three weeks for a repeat prescription and ran out of her blood pressure tablets. She thanks the pharmacist who sorted it out in the end.',
        {
          problems: [
            'Complaint letter from Mrs Okafor: She waited three weeks for a repeat prescription and ran out of her blood pressure tablets.',
          ],
        },
      ),
      h(
        'Letter from the CQC: Inspectors found that vaccine fridge temperatures were not recorded on eleven days in February. We have been asked to send an action plan within 28 days.',
        {
          problems: [
            'Letter from the CQC: Inspectors found that vaccine fridge temperatures were not recorded on eleven days in February.',
          ],
        },
      ),
      h(
        'NHS update: The Pharmacy First scheme starts on 31 January, letting pharmacists treat seven common conditions without a GP appointment.',
        {
          announcements: [
            'NHS update: The Pharmacy First scheme starts on 31 January, letting pharmacists treat seven common conditions without a GP appointment.',
          ],
        },
      ),
      h(
        "Staff huddle. We've agreed to close the surgery for training on the last Wednesday afternoon of each month. Two of our three nurses are off sick this week, so Thursday's smear clinic is cancelled. Welcome to Tom, our new clinical pharmacist, who starts today.",
        {
          decisions: [
            "We've agreed to close the surgery for training on the last Wednesday afternoon of each month.",
          ],
          problems: [
            "Two of our three nurses are off sick this week, so Thursday's smear clinic is cancelled.",
          ],
          announcements: ['Welcome to Tom, our new clinical pharmacist, who starts today.'],
        },
      ),
      h(
        "Incident note: The clinical system was unavailable from 9:10 to 10:40 this morning after a national network fault, so clinicians worked on paper. No data was lost. We will now print the list of the day's appointments every morning.",
        {
          decisions: ["We will now print the list of the day's appointments every morning."],
          problems: [
            'Incident note: The clinical system was unavailable from 9:10 to 10:40 this morning after a national network fault, so clinicians worked on paper.',
          ],
        },
      ),
      h(
        'Quote from a management book: A problem shared in the huddle is a problem halved. Good practices plan for failure instead of hoping it never comes.',
      ),
      h(
        'Trade press: A new GP contract was published today, with core funding for practices rising by 6% from April.',
        {
          announcements: [
            'Trade press: A new GP contract was published today, with core funding for practices rising by 6% from April.',
          ],
        },
      ),
      h(
        'Note to self: must decide about the extended hours rota before the PCN meeting. The flu clinic went well last year because we booked early.',
      ),
      h(
        'MHRA alert: A batch of insulin pen needles has been recalled because some needles may be blocked. Check the stock in treatment room two today.',
        {
          problems: [
            'MHRA alert: A batch of insulin pen needles has been recalled because some needles may be blocked.',
          ],
        },
      ),
      h(
        'Friends and Family Test: 92% would recommend us. The broken door buzzer that patients complained about last month has now been repaired.',
      ),
      h('From Monday the phlebotomy clinic moves to the new annexe, open 8am to 1pm on weekdays.', {
        announcements: [
          'From Monday the phlebotomy clinic moves to the new annexe, open 8am to 1pm on weekdays.',
        ],
      }),
    ],
  },
  {
    name: 'Housing association officer',
    highlights: [
      h(
        'Housing management meeting notes. We agreed to pilot a damp and mould hotline on the Brookfield estate from next month. Reports of mould in Block C have tripled since October. Asha to brief the contact centre.',
        {
          decisions: [
            'We agreed to pilot a damp and mould hotline on the Brookfield estate from next month.',
          ],
          problems: ['Reports of mould in Block C have tripled since October.'],
        },
      ),
      h(
        'Email from a tenant at 14 Marsh Lane: The heating has been off for nine days and I have a baby at home. She asks for a named contact at the office.',
        {
          problems: [
            'Email from a tenant at 14 Marsh Lane: The heating has been off for nine days and I have a baby at home.',
          ],
        },
      ),
      h(
        'Letter from the Regulator of Social Housing: The new consumer standards come into force on 1 April, and landlords must be able to show how they meet them.',
        {
          announcements: [
            'Letter from the Regulator of Social Housing: The new consumer standards come into force on 1 April, and landlords must be able to show how they meet them.',
          ],
        },
      ),
      h(
        'Housing Ombudsman determination: We were found responsible for severe maladministration over the leak at Ferry Court, where repairs took eleven months. We have decided not to challenge the finding and will pay the resident £1,200.',
        {
          decisions: ['We have decided not to challenge the finding and will pay the resident £1,200.'],
          problems: [
            'Housing Ombudsman determination: We were found responsible for severe maladministration over the leak at Ferry Court, where repairs took eleven months.',
          ],
        },
      ),
      h(
        'Board minutes. The board approved the purchase of 42 new homes at Riverside Quay from Hallam Homes. A decision on rent-setting for next year was deferred to the June meeting. Arrears rose to 4.8% of the rent roll, the highest in five years.',
        {
          decisions: ['The board approved the purchase of 42 new homes at Riverside Quay from Hallam Homes.'],
          problems: ['Arrears rose to 4.8% of the rent roll, the highest in five years.'],
        },
      ),
      h(
        'Service update for residents: Our new repairs app is live today, so tenants can report and track repairs on their phones. The old repairs phone line stays open as before.',
        {
          announcements: [
            'Service update for residents: Our new repairs app is live today, so tenants can report and track repairs on their phones.',
          ],
        },
      ),
      h(
        'Fire safety note: A fire door at Tower House was found wedged open on three inspections in a row. The door closer has since been replaced.',
        {
          problems: [
            'Fire safety note: A fire door at Tower House was found wedged open on three inspections in a row.',
          ],
        },
      ),
      h(
        'From a sector magazine: Landlords who listen early avoid the complaints that later turn into scandals. Damp is rarely a lifestyle problem, the author argues, and calling it one is a failure of empathy.',
      ),
      h(
        'Note to self: decide whether to move the estate walkabout to Tuesdays. Ask finance about the decant budget.',
      ),
      h(
        'Good news from Homes England: We have been awarded a £3.2m grant to build 60 homes for social rent in Castleford.',
        {
          announcements: [
            'Good news from Homes England: We have been awarded a £3.2m grant to build 60 homes for social rent in Castleford.',
          ],
        },
      ),
      h(
        'Team meeting. Every damp report will get a home visit within ten working days, we agreed. Empty homes are taking 41 days on average to re-let, against a target of 28. Leanne starts next week as our new tenancy sustainment officer.',
        {
          decisions: ['Every damp report will get a home visit within ten working days, we agreed.'],
          problems: ['Empty homes are taking 41 days on average to re-let, against a target of 28.'],
          announcements: ['Leanne starts next week as our new tenancy sustainment officer.'],
        },
      ),
      h(
        'Newsletter copy. The lift at Mill Court is back in service after a new motor was fitted. Scam warning: Tenants have received texts pretending to be from us and asking for bank details.',
        {
          problems: [
            'Scam warning: Tenants have received texts pretending to be from us and asking for bank details.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Wine importer',
    highlights: [
      h(
        "Weekly trading meeting. We will stop importing the Rioja Crianza once the current stock is sold. We've chosen Hillside Logistics as our haulier for next year. The container from Valencia is stuck at Felixstowe because of a customs paperwork error and is now five days late.",
        {
          decisions: [
            'We will stop importing the Rioja Crianza once the current stock is sold.',
            "We've chosen Hillside Logistics as our haulier for next year.",
          ],
          problems: [
            'The container from Valencia is stuck at Felixstowe because of a customs paperwork error and is now five days late.',
          ],
        },
      ),
      h(
        'Complaint from The Oak Room: Two cases of the Sancerre were corked and a third arrived with broken bottles. They still plan to order with us for Christmas.',
        {
          problems: [
            'Complaint from The Oak Room: Two cases of the Sancerre were corked and a third arrived with broken bottles.',
          ],
        },
      ),
      h(
        'Trade press: The new duty bands for still wine take effect from 1 February, with rates based on alcohol strength.',
        {
          announcements: [
            'Trade press: The new duty bands for still wine take effect from 1 February, with rates based on alcohol strength.',
          ],
        },
      ),
      h(
        "We're delighted to say that our Greek range, including Assyrtiko from Santorini, is now available to the trade. The Assyrtiko pairs beautifully with grilled fish.",
        {
          announcements: [
            "We're delighted to say that our Greek range, including Assyrtiko from Santorini, is now available to the trade.",
          ],
        },
      ),
      h(
        'From a wine book: A wine that travels badly was never a great wine to begin with. The best decision a winemaker makes is often to do nothing at all.',
      ),
      h(
        'Letter from HMRC: Our duty return for October was filed late and a penalty of £400 has been charged. We have decided to hand duty returns to the accountant from next quarter.',
        {
          decisions: ['We have decided to hand duty returns to the accountant from next quarter.'],
          problems: [
            'Letter from HMRC: Our duty return for October was filed late and a penalty of £400 has been charged.',
          ],
        },
      ),
      h(
        'Signed the agreement with Domaine Laroche-Bellay today: we are now their exclusive importer for the UK. The first shipment should land in March.',
        {
          announcements: [
            'Signed the agreement with Domaine Laroche-Bellay today: we are now their exclusive importer for the UK.',
          ],
        },
      ),
      h(
        'The warehouse manager warns that the temperature control unit failed twice this week, and summer stock could be cooked if it goes again in July.',
        {
          problems: [
            'The warehouse manager warns that the temperature control unit failed twice this week, and summer stock could be cooked if it goes again in July.',
          ],
        },
      ),
      h(
        'Note to self: pricing decisions should follow the exchange rate, not the competition. Look again at the euro hedge in May.',
      ),
      h(
        "Shareholders' meeting. It was agreed to raise trade prices by 4% from 1 March to cover the duty increase. A proposal to open a retail shop was discussed and left for next year.",
        {
          decisions: ['It was agreed to raise trade prices by 4% from 1 March to cover the duty increase.'],
        },
      ),
      h(
        'Decanter: The Burgundy harvest is down by a third after hail, so allocations will be cut and prices will rise.',
        {
          problems: [
            'Decanter: The Burgundy harvest is down by a third after hail, so allocations will be cut and prices will rise.',
          ],
        },
      ),
      h(
        'Our new price list takes effect on Monday, and the minimum order drops to six mixed cases. Welcome aboard to Lucia Ferraro, who joins as sales manager for the North.',
        {
          announcements: [
            'Our new price list takes effect on Monday, and the minimum order drops to six mixed cases.',
            'Welcome aboard to Lucia Ferraro, who joins as sales manager for the North.',
          ],
        },
      ),
    ],
  },
  {
    name: 'University admissions lead',
    highlights: [
      h(
        'Admissions committee minutes. The committee agreed to drop the personal statement for foundation-year applicants. Contextual offers will now be two grades below the standard offer on every course. Whether to interview Medicine applicants online again was left open.',
        {
          decisions: [
            'The committee agreed to drop the personal statement for foundation-year applicants.',
            'Contextual offers will now be two grades below the standard offer on every course.',
          ],
        },
      ),
      h(
        "Post-incident review: On results day the clearing hotline went down for about 90 minutes because the phone system could not handle more than 200 calls at once. The call centre staff stayed late to ring people back. We've decided to move to a cloud call centre with no call limit next August.",
        {
          decisions: ["We've decided to move to a cloud call centre with no call limit next August."],
          problems: [
            'Post-incident review: On results day the clearing hotline went down for about 90 minutes because the phone system could not handle more than 200 calls at once.',
          ],
        },
      ),
      h(
        "Email from a parent: My daughter's offer letter named the wrong course and nobody has answered her emails for a fortnight.",
        {
          problems: [
            "Email from a parent: My daughter's offer letter named the wrong course and nobody has answered her emails for a fortnight.",
          ],
        },
      ),
      h(
        'Office for Students letter: The regulator is concerned that continuation rates for our part-time students are below the threshold and may open an investigation.',
        {
          problems: [
            'Office for Students letter: The regulator is concerned that continuation rates for our part-time students are below the threshold and may open an investigation.',
          ],
        },
      ),
      h(
        'Press release: The university is launching a new degree in Climate Science, with the first cohort starting in September 2026. The course was first proposed three years ago.',
        {
          announcements: [
            'Press release: The university is launching a new degree in Climate Science, with the first cohort starting in September 2026.',
          ],
        },
      ),
      h(
        'UCAS has confirmed that the free-form personal statement will be replaced by three structured questions from the 2026 cycle.',
        {
          announcements: [
            'UCAS has confirmed that the free-form personal statement will be replaced by three structured questions from the 2026 cycle.',
          ],
        },
      ),
      h(
        'The international office warns that visa refusals for applicants from Nigeria have doubled this year and deposit payments are well behind last year. The revised graduate route rules take effect in January, the Home Office has confirmed.',
        {
          problems: [
            'The international office warns that visa refusals for applicants from Nigeria have doubled this year and deposit payments are well behind last year.',
          ],
          announcements: [
            'The revised graduate route rules take effect in January, the Home Office has confirmed.',
          ],
        },
      ),
      h(
        'From a higher education blog: Admissions is the art of deciding under uncertainty. Universities that announce too much too early often come to regret it.',
      ),
      h(
        'Note to self: decide on the open day format by Friday. The decision memo from last year is in the shared drive.',
      ),
      h(
        "Team stand-up. We'll send all conditional offers by email only from now on and stop posting letters. The CRM import failed again overnight, so 300 applications are missing from the dashboard. Priya Shah has been appointed deputy head of admissions.",
        {
          decisions: [
            "We'll send all conditional offers by email only from now on and stop posting letters.",
          ],
          problems: [
            'The CRM import failed again overnight, so 300 applications are missing from the dashboard.',
          ],
          announcements: ['Priya Shah has been appointed deputy head of admissions.'],
        },
      ),
      h(
        'Good news: The clearing website stayed up all day, unlike last year. Thanks to the extra servers we avoided the slowdown that hit other universities.',
      ),
      h(
        'We have signed an articulation agreement with Nanjing Polytechnic, so their diploma graduates can now enter the second year of our engineering degrees.',
        {
          announcements: [
            'We have signed an articulation agreement with Nanjing Polytechnic, so their diploma graduates can now enter the second year of our engineering degrees.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Festival organiser',
    highlights: [
      h(
        "Production meeting. We're moving the main stage to the north field because the old site drains so badly. Ticket sales are 5% ahead of last year at this point. Sam to get quotes for extra trackway.",
        {
          decisions: ["We're moving the main stage to the north field because the old site drains so badly."],
        },
      ),
      h(
        'Line-up revealed this morning: Harbour Lights will headline the Saturday night. A new Sunday-only pass is on sale from today at £65.',
        {
          announcements: [
            'Line-up revealed this morning: Harbour Lights will headline the Saturday night.',
            'A new Sunday-only pass is on sale from today at £65.',
          ],
        },
      ),
      h(
        "Debrief from last year's festival: Bar queues reached 90 minutes on Saturday night because the card readers kept losing signal. Stewards handled the crowds calmly all weekend. We agreed to install our own Wi-Fi mesh for payments and to put water stations along the barriers.",
        {
          decisions: [
            'We agreed to install our own Wi-Fi mesh for payments and to put water stations along the barriers.',
          ],
          problems: [
            "Debrief from last year's festival: Bar queues reached 90 minutes on Saturday night because the card readers kept losing signal.",
          ],
        },
      ),
      h(
        'Letter from the council licensing team: Residents have complained about music after 11pm, and the premises licence may be reviewed if it happens again.',
        {
          problems: [
            'Letter from the council licensing team: Residents have complained about music after 11pm, and the premises licence may be reviewed if it happens again.',
          ],
        },
      ),
      h(
        "Complaint on Instagram: Tickets for the accessible viewing platform sold out in four minutes and there's no waiting list.",
        {
          problems: [
            "Complaint on Instagram: Tickets for the accessible viewing platform sold out in four minutes and there's no waiting list.",
          ],
        },
      ),
      h(
        'We have a new sustainability partner: from this year every cup on site is reusable, supplied by ReCup.',
        {
          announcements: [
            'We have a new sustainability partner: from this year every cup on site is reusable, supplied by ReCup.',
          ],
        },
      ),
      h(
        'From a festival memoir: Every festival is a disaster that somehow turns into a party. The decision to play on in the rain is what people remember.',
      ),
      h(
        "Note to self: decide whether we need a second medical tent. Last year's insurer was excellent and worth renewing.",
      ),
      h(
        'The Met Office has issued a yellow warning for thunderstorms across the region on Friday, with lightning and flash flooding possible.',
        {
          problems: [
            'The Met Office has issued a yellow warning for thunderstorms across the region on Friday, with lightning and flash flooding possible.',
          ],
        },
      ),
      h(
        'Board call. The board agreed to cap capacity at 12,000 instead of 15,000 this year. Our headline sponsor has pulled out, leaving an £80,000 hole in the budget. Jess Marlow joins as head of operations from next month.',
        {
          decisions: ['The board agreed to cap capacity at 12,000 instead of 15,000 this year.'],
          problems: ['Our headline sponsor has pulled out, leaving an £80,000 hole in the budget.'],
          announcements: ['Jess Marlow joins as head of operations from next month.'],
        },
      ),
      h('The ticketing bug that double-charged customers has been fixed and all refunds have gone through.'),
      h(
        'Supplier update: The toilet hire firm can only deliver 60 of the 90 units we ordered. We decided to take the other 30 from Loo Crew despite the higher price.',
        {
          decisions: ['We decided to take the other 30 from Loo Crew despite the higher price.'],
          problems: ['Supplier update: The toilet hire firm can only deliver 60 of the 90 units we ordered.'],
        },
      ),
    ],
  },
  {
    name: 'Care-home manager',
    highlights: [
      h(
        "Morning handover. Mr Patel fell in the night and was checked by paramedics, with no fracture found. We're putting sensor mats in every room on the first floor. Agency cover is booked for the night shifts.",
        {
          decisions: ["We're putting sensor mats in every room on the first floor."],
          problems: ['Mr Patel fell in the night and was checked by paramedics, with no fracture found.'],
        },
      ),
      h(
        'Letter from the CQC: During our visit we found that medicines for two residents were given late on several occasions, which is a breach of regulation 12. We have decided to move the lunchtime medicines round to 11:30 so it no longer clashes with meals.',
        {
          decisions: [
            'We have decided to move the lunchtime medicines round to 11:30 so it no longer clashes with meals.',
          ],
          problems: [
            'Letter from the CQC: During our visit we found that medicines for two residents were given late on several occasions, which is a breach of regulation 12.',
          ],
        },
      ),
      h(
        "Complaint from Mrs Hughes' son: His mother's hearing aids have gone missing for the second time and her laundry keeps coming back with other residents' clothes.",
        {
          problems: [
            "Complaint from Mrs Hughes' son: His mother's hearing aids have gone missing for the second time and her laundry keeps coming back with other residents' clothes.",
          ],
        },
      ),
      h(
        'Norovirus outbreak: Nine residents and four staff have symptoms, and the home is closed to visitors until further notice.',
        {
          problems: [
            'Norovirus outbreak: Nine residents and four staff have symptoms, and the home is closed to visitors until further notice.',
          ],
        },
      ),
      h(
        'Staff meeting. We agreed to trial a 12-hour shift pattern for night staff from June. Staff turnover is running at 35% and exit interviews keep mentioning pay. Welcome to Grace, our new deputy manager, who joins us from Sunrise House.',
        {
          decisions: ['We agreed to trial a 12-hour shift pattern for night staff from June.'],
          problems: ['Staff turnover is running at 35% and exit interviews keep mentioning pay.'],
          announcements: ['Welcome to Grace, our new deputy manager, who joins us from Sunrise House.'],
        },
      ),
      h(
        'From this month we offer respite care, with two rooms kept for short stays. Our new activities programme, including weekly music therapy, starts on Monday.',
        {
          announcements: [
            'From this month we offer respite care, with two rooms kept for short stays.',
            'Our new activities programme, including weekly music therapy, starts on Monday.',
          ],
        },
      ),
      h(
        'From a book on care: The best homes are not the ones without problems but the ones that never hide them. Dignity is decided in small moments.',
      ),
      h(
        "Fire alarm test: The panel in the east wing failed to sound during Tuesday's weekly test. The engineer replaced it this morning and it passed.",
        {
          problems: [
            "Fire alarm test: The panel in the east wing failed to sound during Tuesday's weekly test.",
          ],
        },
      ),
      h(
        'Note to self: decide about the minibus before the budget meeting. The garden looked lovely for the summer fete.',
      ),
      h(
        'The council has confirmed its new fee rates for next year, which take effect on 7 April with a 5% rise.',
        {
          announcements: [
            'The council has confirmed its new fee rates for next year, which take effect on 7 April with a 5% rise.',
          ],
        },
      ),
      h(
        'The pharmacy warns there is a national shortage of the liquid antibiotic two of our residents take, so deliveries may be delayed for weeks. We have agreed with the GP to switch both residents to tablets.',
        {
          decisions: ['We have agreed with the GP to switch both residents to tablets.'],
          problems: [
            'The pharmacy warns there is a national shortage of the liquid antibiotic two of our residents take, so deliveries may be delayed for weeks.',
          ],
        },
      ),
      h(
        'Sector news: A new standard for digital social care records has been published, and providers will be expected to use assured systems.',
        {
          announcements: [
            'Sector news: A new standard for digital social care records has been published, and providers will be expected to use assured systems.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Water utility engineer',
    highlights: [
      h(
        "Operations stand-up. A 24-inch trunk main burst on Station Road at 3am and 4,000 homes lost supply for six hours. The control room team worked through the night. We've decided to replace the whole 2km section rather than patch it again.",
        {
          decisions: ["We've decided to replace the whole 2km section rather than patch it again."],
          problems: [
            'A 24-inch trunk main burst on Station Road at 3am and 4,000 homes lost supply for six hours.',
          ],
        },
      ),
      h(
        'Letter from Ofwat: Our leakage is 8% worse than the target for the year, and a penalty will apply if it is not recovered by March.',
        {
          problems: [
            'Letter from Ofwat: Our leakage is 8% worse than the target for the year, and a penalty will apply if it is not recovered by March.',
          ],
        },
      ),
      h(
        'Environment Agency notice: The storm overflow at Lower Mill spilled for 140 hours in January, above the permitted level, and an investigation has been opened.',
        {
          problems: [
            'Environment Agency notice: The storm overflow at Lower Mill spilled for 140 hours in January, above the permitted level, and an investigation has been opened.',
          ],
        },
      ),
      h(
        'Customer complaint: The water has been brown since the mains work on Tuesday and nobody has told us if it is safe to drink. Another caller asked when the roadworks will finish.',
        {
          problems: [
            'Customer complaint: The water has been brown since the mains work on Tuesday and nobody has told us if it is safe to drink.',
          ],
        },
      ),
      h(
        "Press release: Our new £45m treatment works at Hatherley is now in service and supplies 120,000 people. We are also launching a free leak repair service for customers' supply pipes from 1 May.",
        {
          announcements: [
            'Press release: Our new £45m treatment works at Hatherley is now in service and supplies 120,000 people.',
            "We are also launching a free leak repair service for customers' supply pipes from 1 May.",
          ],
        },
      ),
      h(
        'From an engineering handbook: Every pipe fails eventually, and the only question is when. Good engineers decide on the evidence, not the anecdote.',
      ),
      h(
        'Asset management meeting. We agreed to fit pressure loggers on every main laid before 1960 in the Kirkby zone. Whether to reline or replace the cast iron in Westgate was left to the next meeting.',
        {
          decisions: ['We agreed to fit pressure loggers on every main laid before 1960 in the Kirkby zone.'],
        },
      ),
      h(
        'The hosepipe ban for the northern region comes into force on Friday. Reservoir levels are down to 52%, well below normal for July.',
        {
          problems: ['Reservoir levels are down to 52%, well below normal for July.'],
          announcements: ['The hosepipe ban for the northern region comes into force on Friday.'],
        },
      ),
      h(
        'Cyber team warning: A phishing email made to look like an invoice from our chemicals supplier was sent to staff, and two people clicked the link.',
        {
          problems: [
            'Cyber team warning: A phishing email made to look like an invoice from our chemicals supplier was sent to staff, and two people clicked the link.',
          ],
        },
      ),
      h(
        'Note to self: decide on the pump supplier before the framework expires. The old Bristol pumps never gave us any trouble.',
      ),
      h(
        "Post-mortem on the Ashby pumping station: The telemetry alarm went unseen for two hours because it was routed to an unstaffed desk. From now on all critical alarms go to the on-call engineer's phone as well as the control room.",
        {
          decisions: [
            "From now on all critical alarms go to the on-call engineer's phone as well as the control room.",
          ],
          problems: [
            'Post-mortem on the Ashby pumping station: The telemetry alarm went unseen for two hours because it was routed to an unstaffed desk.',
          ],
        },
      ),
      h(
        'New starters this week: Dev Rana joins as network modelling lead. We have signed a ten-year partnership with Northern Rivers Trust to restore wetlands above our intakes. The chlorine dosing fault at Greenhill is fixed and the site is back to normal.',
        {
          announcements: [
            'New starters this week: Dev Rana joins as network modelling lead.',
            'We have signed a ten-year partnership with Northern Rivers Trust to restore wetlands above our intakes.',
          ],
        },
      ),
    ],
  },
];
