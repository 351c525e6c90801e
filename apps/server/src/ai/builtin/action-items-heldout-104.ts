import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_104: LabelledDay[] = [
  {
    name: 'Travis, 47, an agricultural (crop-dusting) pilot in the Arkansas Delta, on a Tuesday in June',
    highlights: [
      h(
        'Wind was dead calm at 5:40 this morning and up to 12 knots by nine. Mag check on the 802 before first light tomorrow.',
        'Mag check on the 802 before first light tomorrow.',
      ),
      h(
        'From Agricultural Aviation magazine: There are old pilots and there are bold pilots, but there are very few old, bold pilots. Every operator has heard it. Fewer act on it. Always walk the field edges on the map before you fly them, and assume there is a wire you have not seen.',
      ),
      h(
        "[06/09/2026, 06:12] Dale Hurst: Can you get the Nelson 40 on the east side done before the rain Thursday?\n[06/09/2026, 06:13] Dale Hurst: its the rice, fungicide\n[06/09/2026, 06:20] Travis: yep weather should hold till then\n[06/09/2026, 06:21] Dale Hurst: wife already has the invoice for last week, she's doing the books",
        'Dale Hurst: Can you get the Nelson 40 on the east side done before the rain Thursday?',
      ),
      h(
        'From a memoir by an old Delta duster pilot: You learn the field before you learn the airplane. Never pull up and turn back toward a field you just sprayed with your airspeed low and your nose high.',
      ),
      h(
        'Tues list\n- [x] oil sample to the lab\n- [x] pay Delta Fuel\n- [ ] Call FSDO about the 137 renewal\n- [x] order 2 nozzle bodies',
        'Call FSDO about the 137 renewal',
      ),
      h(
        "Hi Travis,\nThe co-op should have the new drift-reduction adjuvant in stock by Friday. I've attached the label for your records. Please confirm your June acreage by Wednesday so we can finalize the state report.\nThanks,\nMelissa\n> I sent over the May numbers on the 2nd.\n> We got rained out two days that week, so they run low.",
        'Please confirm your June acreage by Wednesday so we can finalize the state report.',
      ),
      h(
        'I meant to call the Fish and Wildlife guy about the catfish ponds last week and never did. Still need to get him the buffer map for the Owens ponds before we spray next to them.',
        'Still need to get him the buffer map for the Owens ponds before we spray next to them.',
      ),
      h(
        'NWS Memphis: Scattered thunderstorms are expected Thursday afternoon, with gusts up to 40 mph possible. The cold front should clear the area by Friday morning.',
      ),
      h(
        "[06/09/2026, 12:02] Jen: Don't forget Kayla's recital is at 7, not 7:30\n[06/09/2026, 12:03] Jen: she was so nervous at dress rehearsal lol\n[06/09/2026, 12:05] Jen: never mind about the dog food, I got it",
        "Jen: Don't forget Kayla's recital is at 7, not 7:30",
      ),
      h(
        'Sprayed 1,140 acres this week, best week since 2019. Hauled the old boom to the scrap yard Saturday. Feeling good about this season for once.',
      ),
      h(
        'Annual on the Air Tractor got done early this year, no squawks. Ronnie said most guys wait until July and regret it.',
      ),
    ],
  },
  {
    name: 'Renata, 38, a home inspector in Charlotte, North Carolina, on a Thursday',
    highlights: [
      h(
        'Inspection at 4417 Laurel Ridge Dr at 9. Bring the moisture meter and the long ladder, the chimney is on the back slope.',
        'Inspection at 4417 Laurel Ridge Dr at 9.',
        'Bring the moisture meter and the long ladder, the chimney is on the back slope.',
      ),
      h(
        "From The Home Inspector's Field Guide: Water is the enemy of every house. Follow the stains uphill and you will find the leak. Never tell a buyer a roof is fine; tell them what you saw.",
      ),
      h(
        'Hi Renata,\nThanks for fitting the Hendersons in on short notice! The sellers should have the attic access cleared by Thursday. Could you send the report by Monday at noon? They are first-time buyers and a little anxious.\nBest,\nTonya',
        'Could you send the report by Monday at noon?',
      ),
      h(
        'Radon levels in the Piedmont vary widely from one street to the next. A follow-up test is recommended whenever the first reading is above 4 pCi/L. Inspectors should explain the difference between a short-term and a long-term test.',
      ),
      h(
        'You need to renew your NC license before August 1, and you still have 6 CE hours to go. Last year you left it to the final week and paid the late fee.',
        'You need to renew your NC license before August 1, and you still have 6 CE hours to go.',
      ),
      h(
        '[10/16/2025, 07:48:12 AM] Marco (HVAC): the furnace at Laurel Ridge is original, 1998\n[10/16/2025, 07:49:30 AM] Marco (HVAC): I can come look at it Tuesday if the buyers want\n[10/16/2025, 07:55:02 AM] Renata: Great, I asked them already and they said no thanks',
      ),
      h(
        'Called the county about the permit history on Sycamore. The deck was added in 2011 with no permit. Flagged it in the report as a safety concern.',
      ),
      h(
        'Home Depot\n- [x] 2 tubes clear caulk\n- GFCI tester (mine died)\n- [x] shoe covers, the blue ones',
        'GFCI tester (mine died)',
      ),
      h(
        'I still need to decide whether to raise the base fee to $425 in January. Most of the inspectors I know raised theirs last spring.',
        'I still need to decide whether to raise the base fee to $425 in January.',
      ),
      h(
        'A house is a machine for living in. — Le Corbusier\nApparently he never had to crawl a Charlotte crawlspace in July.',
      ),
      h("The new thermal camera should arrive Tuesday. Returned the loaner to Tom's office on my way home."),
    ],
  },
  {
    name: 'Monique, 42, a marriage and family therapist in private practice in Kansas City, on a Wednesday',
    highlights: [
      h(
        "From a book on couples work: Small things often. The couples who make it are not the ones who never fight; they are the ones who repair. Turn toward your partner's bids for attention, even the tiny ones.",
      ),
      h(
        "Resent the Parkers' superbill with the corrected CPT code. Their insurance rejected the first one on Monday, and the follow-up from the billing service came this morning.",
      ),
      h(
        "Hi Monique,\nWe're short one facilitator for the Saturday parenting group on 3/14. Would you be able to cover the morning session? No pressure if not, I know it's your weekend.\nThanks so much,\nAlisha",
        'Would you be able to cover the morning session?',
      ),
      h(
        'Therapists should schedule at least one full day a month with no clients, according to a recent burnout survey. Most respondents said they intended to, but fewer than a third actually did.',
      ),
      h(
        'Consult group tomorrow at 12:30, my turn to present a case. Already picked one and de-identified it last night.',
        'Consult group tomorrow at 12:30, my turn to present a case.',
      ),
      h(
        "03/11/2026, 14:02 - Derek: roofer says the gutters are fine, just clogged\n03/11/2026, 14:05 - Derek: also mom wants to know if we're doing Easter at their place this year\n03/11/2026, 14:30 - Monique: I already paid him for the inspection",
        "Derek: also mom wants to know if we're doing Easter at their place this year",
      ),
      h('The curious paradox is that when I accept myself just as I am, then I can change. — Carl Rogers'),
      h(
        'Before Friday\n- [x] CE certificate\n- [ ] renew liability insurance\n- [x] new fee on intake form\n- [ ] ask Leah re: Thursday 6pm slot',
        'renew liability insurance',
        'ask Leah re: Thursday 6pm slot',
      ),
      h(
        'Session with the Rs went better than expected. He actually said he should have listened more, and she heard it.',
      ),
      h(
        "Anita's view in supervision: the late-evening clients are draining me more than I admit. Email the two 8pm clients about moving to earlier slots.",
        'Email the two 8pm clients about moving to earlier slots.',
      ),
      h(
        "Parent-teacher conference for Jayden is Thursday the 19th at 4:15. His teacher says he's doing great in reading.",
        'Parent-teacher conference for Jayden is Thursday the 19th at 4:15.',
      ),
    ],
  },
  {
    name: 'Eddie, 55, who owns a pawn shop in Reno, Nevada, on a Saturday',
    highlights: [
      h(
        "Guy came in with a Rolex Sub, papers looked off. Told him we'd need 24 hrs. Run the serial through LeadsOnline before he comes back at 11.",
        'Run the serial through LeadsOnline before he comes back at 11.',
      ),
      h(
        'From The Intelligent Investor: The intelligent investor is a realist who sells to optimists and buys from pessimists. Basically the pawn business in one sentence.',
      ),
      h(
        "[05/16/2026, 09:41] Carla: the tablet guy extended his loan another 30 days, paid the interest\n[05/16/2026, 09:42] Carla: safe is making that clicking noise again\n[05/16/2026, 09:44] Carla: can you bring change for the register? we're low on 5s\n[05/16/2026, 09:51] Eddie: I'll call the safe guy Monday",
        "Carla: can you bring change for the register? we're low on 5s",
        "Eddie: I'll call the safe guy Monday",
      ),
      h(
        'Saturday open\n- [x] count drawer\n- check hold shelf for expired tickets\n- [x] window sign\n- post the Fender on eBay',
        'check hold shelf for expired tickets',
        'post the Fender on eBay',
      ),
      h(
        'Gold prices hit another record high Friday, topping $2,400 an ounce. Analysts said the rally should continue into the summer. Local dealers reported a surge in people selling old jewelry.',
      ),
      h(
        'Eddie,\nThis is a reminder that your secondhand dealer license renewal with the City of Reno is due June 30. Renewals submitted after the due date are subject to a $50 late fee.\nCity of Reno Business License Division',
        'Eddie, This is a reminder that your secondhand dealer license renewal with the City of Reno is due June 30.',
      ),
      h('Should have bought that Les Paul last week, it sold at the Sparks shop for twice what he asked me.'),
      h(
        "My dad used to say: never lend on anything you can't pick up, and never buy anything from a man in a hurry. He was right about the second part more than the first.",
      ),
      h(
        "You still have to fix Mom's screen door this weekend, you promised. Already bought the new closer at Lowe's.",
        "You still have to fix Mom's screen door this weekend, you promised.",
      ),
      h(
        'The insurance adjuster is supposed to come Tuesday about the broken display case. Found the receipt for the case in the 2021 folder.',
      ),
      h('Sold the drum kit, two guitars and a generator today. Best Saturday in a month.'),
    ],
  },
  {
    name: 'Kristen, 31, head athletic trainer at a high school in Waco, Texas, on a Friday in football season',
    highlights: [
      h(
        'We play Midway tonight, and they ran the ball 52 times last week. Load the Gator and the AED on the truck by 5:15.',
        'Load the Gator and the AED on the truck by 5:15.',
      ),
      h(
        'From a sports medicine textbook: When in doubt, sit them out. No game is worth a second concussion.',
      ),
      h(
        "[09/18/2026, 06:55] Coach Reyes: how is Malik's ankle, can he go tonight?\n[09/18/2026, 06:58] Coach Reyes: he looked good in walkthrough yesterday",
        "Coach Reyes: how is Malik's ankle, can he go tonight?",
      ),
      h(
        'A 2023 study found that heat illness deaths among high school football players are almost entirely preventable. Schools should have a cold-water immersion tub on site for every practice. Acclimatization over the first 14 days is key.',
      ),
      h(
        "TODO\n- [x] restock tape, prewrap, heel pads\n- [ ] baseline tests, 3 new JV kids\n- Email Malik's mom re: ortho referral\n- [x] inventory AED pads",
        'baseline tests, 3 new JV kids',
        "Email Malik's mom re: ortho referral",
      ),
      h(
        'Kristen,\nThe district is switching to a new injury-tracking system in October, and Janet will run the training sessions. Please RSVP to Janet by Wednesday.\nThanks,\nCoach Whitfield',
        'Please RSVP to Janet by Wednesday.',
      ),
      h("I told myself in August I would stop eating lunch in the truck. Didn't happen."),
      h(
        'Discipline is choosing between what you want now and what you want most. — seen on the weight room wall',
      ),
      h(
        "Vet appt for Biscuit Sat 10am. He's been scratching his ear all week.",
        'Vet appt for Biscuit Sat 10am.',
      ),
      h(
        'Taped 41 ankles before practice yesterday. Got a thank-you card from the Garcia family. It made my week.',
      ),
      h(
        'Who is covering the volleyball match Tuesday while Ben is out? His knee surgery went fine.',
        'Who is covering the volleyball match Tuesday while Ben is out?',
      ),
    ],
  },
  {
    name: 'Lyle, 64, who manages an RV park and campground outside Flagstaff, Arizona, on a Monday',
    highlights: [
      h('Site 14 water spigot leaking again. Should be fine once the new washer kit comes Wednesday.'),
      h(
        "From Desert Solitaire: Wilderness is not a luxury but a necessity of the human spirit. Found my old copy in the office with Dad's notes in the margins.",
      ),
      h(
        'Hello,\nWe have a reservation for sites 22 and 23 from May 30 to June 2. Our group will have one extra trailer. Is there space for a third rig, and do you allow generators after 10 pm?\nThank you,\nPatricia Nguyen',
        'Is there space for a third rig, and do you allow generators after 10 pm?',
      ),
      h(
        '05/11/2026, 07:30 - Rosa: bathhouse B out of TP again\n05/11/2026, 07:41 - Lyle: Done, ordered two cases\n05/11/2026, 07:45 - Rosa: Can you call the laundry company? the dryer is eating quarters',
        'Rosa: Can you call the laundry company? the dryer is eating quarters',
      ),
      h(
        'Costco run\n- [x] firewood bundles x40\n- ice, 20 bags\n- propane exchange, 4 tanks',
        'ice, 20 bags',
        'propane exchange, 4 tanks',
      ),
      h(
        'Coconino National Forest officials said Stage 1 fire restrictions are likely to begin later this month. Campfires would then be allowed only in developed campgrounds with metal fire rings. Visitors should check conditions before heading out.',
      ),
      h(
        'You need to get the septic pumped before Memorial Day weekend, not after like last year.',
        'You need to get the septic pumped before Memorial Day weekend, not after like last year.',
      ),
      h('The mountains are calling and I must go. — John Muir\nPrinted it out for the office wall.'),
      h(
        "Backflow test results have to be on file with the county by the 15th. Last year's inspector passed us with no notes.",
        'Backflow test results have to be on file with the county by the 15th.',
      ),
      h(
        'Called Mike at Northland about the road grading. He said they should be out by the end of the month.',
      ),
      h(
        'Deb turns 60 on Thursday. Mail her card by Tuesday so it gets to Tucson in time.',
        'Mail her card by Tuesday so it gets to Tucson in time.',
      ),
    ],
  },
  {
    name: 'Brianna, 29, a county 4-H extension agent in central Nebraska, on the Tuesday before the county fair',
    highlights: [
      h(
        "Last year's weigh-in took four hours with only two volunteers. I still need to find 3 more volunteers for the scale.",
        'I still need to find 3 more volunteers for the scale.',
      ),
      h(
        'From a youth development handbook: Kids learn by doing, and they learn most from the things that go wrong. Let them fail in small ways where it is safe to fail.',
      ),
      h(
        "Hi Brianna,\nThe judges' packets look great. One question: Do you want the rabbit show to start at 9 or 10 on Sunday? The judge is driving in from Kearney.\nThanks,\nGary (Fair Board)",
        'One question: Do you want the rabbit show to start at 9 or 10 on Sunday?',
      ),
      h(
        "[07/14/2026, 20:15] Kaylee's mom: is the record book due at check-in or can she bring it Sat?\n[07/14/2026, 20:40] Brianna: Due at check-in Friday, sorry!\n[07/14/2026, 20:41] Kaylee's mom: ok got it, thanks",
      ),
      h(
        'Fair week\n- [x] print exhibitor tags\n- [ ] pick up ribbons in Grand Island\n- [x] book the vet check\n- [ ] sunscreen + water for the barn',
        'pick up ribbons in Grand Island',
        'sunscreen + water for the barn',
      ),
      h(
        'Extension educators report that volunteer burnout is the top challenge facing county 4-H programs. Programs should rotate leadership roles every two or three years. One agent put it simply: Ask for help before you need it.',
      ),
      h('I was going to redo the barn signs this year but ran out of time. Maybe next year.'),
      h(
        'Mileage log for June has to be submitted to the district office by Friday.',
        'Mileage log for June has to be submitted to the district office by Friday.',
      ),
      h(
        "[07/14/2026, 12:10] Mom: Grandpa's 80th is the 26th, can you bring the potato salad?\n[07/14/2026, 12:11] Mom: Aunt Lorraine is coming from Omaha!!",
        "Mom: Grandpa's 80th is the 26th, can you bring the potato salad?",
      ),
      h('To make the best better. — 4-H motto\nHad it on my bedroom wall at 12.'),
      h(
        'NWS Hastings says highs near 100 are expected Friday through Sunday. The heat index could reach 105 in the afternoons.',
      ),
    ],
  },
  {
    name: 'Nate, 40, who owns a comic book and game store in Dayton, Ohio, on a Wednesday (new-comics day)',
    highlights: [
      h(
        'Lunar shipment short 2 copies of the Absolute Batman variant. File the shortage claim by Thursday noon or we eat the cost.',
        'File the shortage claim by Thursday noon or we eat the cost.',
      ),
      h(
        "From a book on comics craft I'm reading: What happens between the panels belongs to the reader. Leave room for it.",
      ),
      h(
        '[04/08/2026, 10:02] Jess: Magic prerelease sign-ups at 28, cap is 32\n[04/08/2026, 10:03] Jess: can we order another box of the prerelease kits?\n[04/08/2026, 10:05] Jess: also the back door lock is sticking',
        'Jess: can we order another box of the prerelease kits?',
      ),
      h(
        'Pull boxes\n1. Text Derek his box is over $80\n2. Move the Saga trades to the front rack\n3. Amir dropped X-Men from his pull, already done',
        'Text Derek his box is over $80',
        'Move the Saga trades to the front rack',
      ),
      h(
        'Manga sales in North America grew again last year, while superhero single issues were flat. Retailers should expect the trend to continue through the fall. Several stores have already doubled their manga shelf space.',
      ),
      h(
        "Hi Nate,\nThanks for hosting our Free Comic Book Day signing last year! We'd love to come back on May 2. Could you let me know by Friday whether that date still works for the store?\nBest,\nTamika Ellis",
        'Could you let me know by Friday whether that date still works for the store?',
      ),
      h("Half the Funko wall hasn't moved since Christmas. Marked them down 30% this morning, we'll see."),
      h('With great power there must also come great responsibility. — Amazing Fantasy #15'),
      h(
        "Ellie's science fair project is due Monday and we still need poster board. She picked volcanoes, of course.",
        "Ellie's science fair project is due Monday and we still need poster board.",
      ),
      h(
        "Sold out of Transformers #1 in forty minutes. Reordered 20 from Lunar. Told the regulars they'd be in next week.",
      ),
      h(
        'The landlord says the HVAC guy should be here between 1 and 4. Who can be in the back to let him in?',
        'Who can be in the back to let him in?',
      ),
      h(
        'Commander night had 22 players last week, a record. Jess to set up the long tables and playmats by 6 tonight.',
        'Jess to set up the long tables and playmats by 6 tonight.',
      ),
    ],
  },
];
