import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_130: LabelledDay[] = [
  {
    name: "Jojo, 34, a Filipino assistant waiter in the main dining room of a cruise ship, on a sea day (maître d' briefing, crew chat, family Viber, notes to self)",
    highlights: [
      h(
        'Sea day briefing, 07:30\nGala night tonight, dress code formal for guests.\nStations 14 and 15 stay the same as last cruise.\nWine pairing cards must be on every table by 17:45.\nLast cruise we had complaints about slow dessert service.',
        'Wine pairing cards must be on every table by 17:45.',
      ),
      h(
        "[14/05/2026, 06:12] Ate Marites: Jojo, Nanay's check-up went fine, the doctor says her sugar is better.\n[14/05/2026, 06:13] Ate Marites: Can you send the tuition for Bea before the 20th? The school sent a reminder.\n[14/05/2026, 06:15] Ate Marites: Also she says thank you for the shoes!",
        'Ate Marites: Can you send the tuition for Bea before the 20th?',
      ),
      h(
        'things for port day sat\n- new black socks x3\n- top up load for Nanay\n- [x] haircut',
        'new black socks x3',
        'top up load for Nanay',
      ),
      h(
        "From the dining room service manual: Always approach the table from the guest's right when pouring. Never reach across a guest. A smile costs nothing and earns everything.",
      ),
      h(
        '[14/05/2026, 10:41] Ravi: new menu for tonight is up, the lamb is back\n[14/05/2026, 10:42] Jojo: I saw it, the guests will be happy\n[14/05/2026, 10:44] Ravi: I already swapped with Ana for breakfast so no drill for me haha',
      ),
      h(
        'Table 15, cabin 8214: Mrs Okafor is coeliac, husband no shellfish. They requested the same table every night. Tell the galley before first seating.',
        'Tell the galley before first seating.',
      ),
      h(
        'Dear crew member,\nYour contract extension letter is attached.\nPlease sign and return it to the crew office by Sunday 17 May.\nShore leave in Cozumel will be limited to 4 hours for all hotel crew.',
        'Please sign and return it to the crew office by Sunday 17 May.',
      ),
      h(
        'So tired today. Eleven hours on my feet and the sea was rough after lunch. I should be used to it by now after six contracts.',
      ),
      h(
        'I meant to call Bea on her birthday but the wifi was down the whole evening. The crew internet on this ship is the worst.',
      ),
      h(
        'Jojo, well done on the comment cards this week, three guests named you. The assistant head waiter course is full until September.',
      ),
      h('Sent $400 home through the crew remittance desk. Fee was $6, cheaper than last month.'),
      h(
        'TODO ask Ravi about the crew discount for the Cozumel snorkel tour',
        'TODO ask Ravi about the crew discount for the Cozumel snorkel tour',
      ),
    ],
  },
  {
    name: "Keeley, 19, a retail apprentice at a sportswear and trainer shop in Birmingham's Bullring, on a launch-day Saturday (store WhatsApp, college e-mail, mum's texts, notes)",
    highlights: [
      h(
        '[16/05/2026, 08:02] Darren (SM): Morning all, big one today, the new Air Max drop is at 10.\n[16/05/2026, 08:03] Darren (SM): Keeley and Tyrone to run the queue outside from 9:30, wristbands are in the office.\n[16/05/2026, 08:05] Darren (SM): Footfall was up 20% last Saturday so expect it busy.',
        'Darren (SM): Keeley and Tyrone to run the queue outside from 9:30, wristbands are in the office.',
      ),
      h(
        'stockroom — size 6 and 7 in the Vomeros are mixed up on the shelf, sort before close',
        'stockroom — size 6 and 7 in the Vomeros are mixed up on the shelf, sort before close',
      ),
      h(
        'Hi Keeley,\nThanks for sending your customer service reflection, it was really good.\nCould you ask Darren to fill in the witness statement form by 29 May?\nThanks, Jo (Skills Coach)',
        'Could you ask Darren to fill in the witness statement form by 29 May?',
      ),
      h(
        "Mum: Dont forget your nan's tea at 6, she's doing the lasagne\nMum: nan says she's proud of you x",
        "Mum: Dont forget your nan's tea at 6, she's doing the lasagne",
      ),
      h(
        'Retail Academy, module 4: Greet every customer within 30 seconds. Ask open questions, not yes/no ones. Customers buy from people they like.',
      ),
      h("Tyrone said he'd cover my Sunday if I do his Thursday late. Told him yes."),
      h(
        "Customer at till 2 wants the red Tech Fleece in XL. We should get more in on Tuesday's delivery. Ring her on 07700 900123 when it lands.",
        'Ring her on 07700 900123 when it lands.',
      ),
      h(
        'Close down checklist\n- [x] fitting rooms cleared\n- [ ] cash office count\n- [x] shutters half down at 7:45\n- [x] hoover the mats',
        'cash office count',
      ),
      h('Honestly loved the buzz this morning. Had a lad queueing since 5am for the drop.'),
      h(
        'Still need to decide whether I go full time after the apprenticeship or go back to college in September.',
        'Still need to decide whether I go full time after the apprenticeship or go back to college in September.',
      ),
      h(
        "Darren says the Jordans are the most shoplifted thing in the store. That's why they only put the left shoe out.",
      ),
    ],
  },
  {
    name: "Denise, 53, a paint-desk associate at a hardware store in Moncton, New Brunswick, six weeks before her daughter's wedding, on a Thursday (tint orders, manager's notes, daughter's texts, fridge list)",
    highlights: [
      h(
        'Tint 2 gal Hale Navy eggshell for Mr LeBlanc — pickup Sat 9am. Paid in full, receipt stapled to the can.',
        'Tint 2 gal Hale Navy eggshell for Mr LeBlanc — pickup Sat 9am.',
      ),
      h(
        'From Gilles: the spring flyer starts Monday so the end caps need to be reset by Sunday night. Also great job on the mystery shop, 96%!',
        'From Gilles: the spring flyer starts Monday so the end caps need to be reset by Sunday night.',
      ),
      h(
        'Paint rep tip: Always box your gallons when the customer is doing a big room. Never shake a can of latex more than you need to.',
      ),
      h(
        'Chantal: Mom can you call the caterer back about the vegetarian count?\nChantal: also the florist wants the deposit by the 30th\nMe: ok love you',
        'Chantal: Mom can you call the caterer back about the vegetarian count?',
        'Chantal: also the florist wants the deposit by the 30th',
      ),
      h(
        "Customer returned a gallon of mistinted Swiss Coffee. Told her we can't take back tinted paint but gave her a 20% coupon.",
      ),
      h(
        'Family Handyman: Oil-based primer is still the best choice over water-stained ceilings. Most homeowners skip the primer and regret it later, especially on a big color change.',
      ),
      h(
        'Costco\nbutter tarts for the shower\n- [x] paper plates\n- [x] gift card for Mireille',
        'butter tarts for the shower',
      ),
      h('The tint machine should be fixed by Friday, the tech came in this morning.'),
      h(
        'You have to renew your health card before the wedding, it runs out in June.',
        'You have to renew your health card before the wedding, it runs out in June.',
      ),
      h("Who's opening Sunday? Gilles still hasn't put up the schedule.", "Who's opening Sunday?"),
      h("Mireille's bridal shower was so lovely, I cried twice."),
    ],
  },
  {
    name: 'Lupe, 27, front-of-house at a ramen bar in Wellington, New Zealand, studying part-time for a nursing degree, on a Wednesday (staff app, uni notes, flatmate and family texts)',
    highlights: [
      h(
        'Roster for next week is up on the app.\nEveryone please confirm your shifts on the app by Sunday.\nKaito',
        'Everyone please confirm your shifts on the app by Sunday.',
      ),
      h('NURS 204 placement paperwork due Fri 5pm', 'NURS 204 placement paperwork due Fri 5pm'),
      h(
        'Hand hygiene is the single most effective way to prevent healthcare-associated infection. Clean your hands before and after every patient contact.',
      ),
      h(
        'Table 6 said the broth was lukewarm, comped their gyoza. Chef says the burner on the left keeps cutting out. Kaito to ring the gas guy first thing tomorrow.',
        'Kaito to ring the gas guy first thing tomorrow.',
      ),
      h(
        "[20/05/2026, 15:20] Mere: I paid the power bill, we're square now\n[20/05/2026, 15:22] Mere: also can we do a flat clean Sunday arvo?",
        'Mere: also can we do a flat clean Sunday arvo?',
      ),
      h(
        "Mum rang about Grandad's 80th on the 7th, it's at the church hall after the service. Dad's cousins are flying in from Apia.",
      ),
      h(
        'Staff meeting notes\nNew sake list from June.\nRamen of the month: tan tan.\nAction: Lupe to update the specials board Thursday.',
        'Action: Lupe to update the specials board Thursday.',
      ),
      h('Wellington wind was savage walking in tonight. My feet are wrecked.'),
      h('Why do people always book for four and turn up with seven? Never mind.'),
      h('Ask Kaito for the 7th off', 'Ask Kaito for the 7th off'),
      h(
        "From a hospitality blog: The best servers read the table before they speak. Don't interrupt a conversation to ask how the food is.",
      ),
      h(
        "I'm going to email my tutor about the placement hours tonight. Last year's cohort got theirs reduced.",
        "I'm going to email my tutor about the placement hours tonight.",
      ),
    ],
  },
  {
    name: "Hye-jin, 31, a beauty sales associate in the duty-free shop at Heathrow Terminal 5, on an early-shift Monday (shift brief, landlord e-mail, mum's KakaoTalk, notes)",
    highlights: [
      h(
        '05:00 brief — T5 South\nTarget today £14,200.\nNew Dior gift-with-purchase starts today, GWP stock is in cage 3.\nHye-jin and Marta on fragrance tester refill before 06:30.',
        'Hye-jin and Marta on fragrance tester refill before 06:30.',
      ),
      h(
        "Passenger to Seoul asked for the limited edition Sulwhasoo set. It's sold out here but T3 might have one. Check with T3 at lunch and text her back.",
        'Check with T3 at lunch and text her back.',
      ),
      h(
        'Landlord: the boiler engineer is coming Wednesday between 8 and 12. Please make sure someone is in to let him in.',
        'Please make sure someone is in to let him in.',
      ),
      h(
        'Umma: Book your flights for Chuseok soon, they get expensive after June.\nUmma: Appa says hello.',
        'Umma: Book your flights for Chuseok soon, they get expensive after June.',
      ),
      h(
        "Sales training recap: Never tell a customer a product is 'anti-ageing', say 'helps reduce the look of fine lines'. Always offer a basket.",
      ),
      h(
        'The Piccadilly line was suspended again this morning so I got the night bus. Took an hour and forty minutes.',
      ),
      h(
        'Your annual leave request for 14–18 September has been approved. Please note that leave in December is restricted for all retail colleagues.',
      ),
      h(
        "after shift\n- collect dry cleaning\n- [x] return Marta's charger\n- [x] text Soo-ah",
        'collect dry cleaning',
      ),
      h('Customers off the Lagos flight cleared us out of Tom Ford by 8am.'),
      h(
        'Had the follow-up with HR about my contracted hours last week, all fine now. Remember to swap your lanyard photo, security flagged it at the staff search.',
        'Remember to swap your lanyard photo, security flagged it at the staff search.',
      ),
      h('The new Chanel testers should arrive on Thursday with the weekly delivery.'),
    ],
  },
  {
    name: "Krisztina, 44, a Hungarian breakfast chef at a budget hotel near Edinburgh Airport whose son starts P1 next week, on a Tuesday (kitchen handover book, manager e-mail, school letter, husband's texts)",
    highlights: [
      h(
        'Night porter: 112 breakfasts booked, 2 x gluten free, room 214 vegan. Dishwasher making a noise again.',
      ),
      h('Eggs came in short again, only 4 trays.'),
      h(
        'Hi Krisztina,\nFood hygiene inspection is likely in the next two weeks.\nCan you make sure the temperature logs are filled in every day from now on?\nThanks, Neil',
        'Can you make sure the temperature logs are filled in every day from now on?',
      ),
      h(
        "Primary 1 starts on Wednesday 19 August. The first week is mornings only, finishing at 12. Please label all uniform with your child's name.",
        "Please label all uniform with your child's name.",
      ),
      h(
        'I need to swap my Wednesday early so I can take Bence to school on his first day.',
        'I need to swap my Wednesday early so I can take Bence to school on his first day.',
      ),
      h("From a chef's memoir: Mise en place is a state of mind. Clean as you go, or drown."),
      h(
        'Zoltán: I picked up the school shoes, they had his size\nZoltán: can you ask your mum if she can do Thursday pickups',
        'Zoltán: can you ask your mum if she can do Thursday pickups',
      ),
      h("Anyu's flight lands Saturday at 14:20. She's bringing the sausage again, God help customs."),
      h(
        'We still need to decide who covers Christmas Day breakfast this year.',
        'We still need to decide who covers Christmas Day breakfast this year.',
      ),
      h('The new commis is lovely but so slow. I remember being exactly like that.'),
      h(
        'Before the inspection\n1. Deep clean the walk-in\n2. Relabel the dry store',
        'Deep clean the walk-in',
        'Relabel the dry store',
      ),
    ],
  },
  {
    name: "Tunde, 50, manager of a discount variety store in Peckham, on a Wednesday delivery day (area manager e-mail, notes, son's texts, church)",
    highlights: [
      h(
        "Thanks Tunde, that's great.\nPlease send me the shrink figures by Friday as well.\n> Easter stock is all in the reduced bay now.\n> Mo is off sick till Thursday.",
        'Please send me the shrink figures by Friday as well.',
      ),
      h('Delivery came at 11:30, 14 cages. The driver said the tail lift was broken last week too.'),
      h(
        "Rota w/c 25 May is nearly done.\nNeed someone for Saturday late, Kwabena can't do it.",
        "Need someone for Saturday late, Kwabena can't do it.",
      ),
      h(
        "Lady asked if we'd get the big plastic storage boxes back in. Head office says they're discontinued.",
      ),
      h(
        '25/05/2026, 19:02 - Femi: Dad can you send the rent money before Monday, landlord is chasing\n25/05/2026, 19:03 - Femi: exams went ok I think',
        'Femi: Dad can you send the rent money before Monday, landlord is chasing',
      ),
      h(
        'TODO ring the fire extinguisher company, service is overdue',
        'TODO ring the fire extinguisher company, service is overdue',
      ),
      h(
        'Retail Week: Discount chains grew sales 8% last year as shoppers traded down. Store managers say staffing is their biggest worry.',
      ),
      h(
        "I have to give Pastor Ade an answer about leading the men's fellowship by Sunday. Service last week was beautiful, the choir did Ise Oluwa.",
        "I have to give Pastor Ade an answer about leading the men's fellowship by Sunday.",
      ),
      h('Two lads tried to walk out with phone chargers again. Police said there was nothing they could do.'),
      h('Bins out tonight', 'Bins out tonight'),
      h(
        'Follow up with the landlord about the leak over the stockroom. The bucket was full again this morning.',
        'Follow up with the landlord about the leak over the stockroom.',
      ),
      h('Head office newsletter: Peckham came third in the region for customer scores this quarter!'),
    ],
  },
  {
    name: 'Yasmin, 29, a shift manager at a drive-thru burger restaurant in Basildon with a three-year-old at nursery, on a Friday (shift notes, GM WhatsApp, nursery e-mail, partner texts)',
    highlights: [
      h(
        'Fri close\nFryer 2 filter change due tonight\nIce machine fixed yesterday, all good\nDrive-thru times avg 3:41, target 3:00',
        'Fryer 2 filter change due tonight',
      ),
      h(
        "[22/05/2026, 1:05 PM] Craig GM: Yas can you do the interviews on Monday, two crew applicants at 10 and 11\n[22/05/2026, 1:07 PM] Craig GM: cheers, you're a star",
        'Craig GM: Yas can you do the interviews on Monday, two crew applicants at 10 and 11',
      ),
      h('Every guest deserves a hot, fresh meal served with a smile. Speed sells.'),
      h(
        "Nursery: Amira's fees for June are due on the 1st. Sports day is 12 June, parents welcome!",
        "Nursery: Amira's fees for June are due on the 1st.",
      ),
      h(
        'crew member Jordan late 3rd time this month — have a word with him before his shift tomorrow',
        'crew member Jordan late 3rd time this month — have a word with him before his shift tomorrow',
      ),
      h('Went to the gym before shift for the first time in a month. Legs are dead.'),
      h("Sami: I've booked the table at Zizzi for 8 tomorrow\nSami: can't wait x"),
      h(
        "Who's covering Sunday breakfast if Dan's still off? Craig hasn't said.",
        "Who's covering Sunday breakfast if Dan's still off?",
      ),
      h('Customer emailed head office saying we forgot her fries twice. I checked the CCTV and we did.'),
      h(
        'You need to renew your food hygiene level 3 before August.',
        'You need to renew your food hygiene level 3 before August.',
      ),
      h('Management blog: Praise in public, criticise in private. Never let a problem sit overnight.'),
      h(
        "The new menu boards should arrive Tuesday. Don't forget the safe count before handover.",
        "Don't forget the safe count before handover.",
      ),
    ],
  },
];
