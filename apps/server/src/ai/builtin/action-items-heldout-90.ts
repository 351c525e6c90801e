import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_90: LabelledDay[] = [
  {
    name: 'Mathilde, 51, a maple syrup producer in the Beauce, Quebec, in sugaring season (writes in English), on a Tuesday in March',
    highlights: [
      h(
        "From the Sugarbush Talk podcast: the sap doesn't care about your calendar. You boil when it runs and you sleep when it stops. If you're not walking your lines every morning in March, you're leaving syrup in the woods.",
      ),
      h(
        'Tuesday\nfixed leak on line 7 by the big birch\ncall Réjean re: RO membrane\nbarrels: 14 full, 6 empty\norder more filter papers before Friday',
        'call Réjean re: RO membrane',
        'order more filter papers before Friday',
      ),
      h(
        'Bonjour Mathilde,\nYour bulk lot from last week graded AA golden with a clean taste. Payment should be deposited within 30 days of classification. Could you confirm how many barrels you expect to deliver by April 15?\nMerci,\nSylvie',
        'Could you confirm how many barrels you expect to deliver by April 15?',
      ),
      h(
        'Maple weather outlook: nights below freezing and afternoons around +5 °C through Thursday, which is ideal for sap flow. A warm spell arrives on the weekend. Producers in the Beauce should see their best runs of the season this week.',
      ),
      h(
        'Q: Anyone else getting niter build-up faster than usual this year?\nA (VTsugarmaker): Yep. Flush your pans with permeate every night and it stays manageable. I switched to a pan-flip schedule in 2019 and never looked back.',
      ),
      h(
        'Luc: Maman, I can come up Saturday to help boil\nLuc: Can you pick me up at the bus terminal in Saint-Georges at 10:40?\nMathilde: Perfect, the shack will be full of steam by then',
        'Luc: Can you pick me up at the bus terminal in Saint-Georges at 10:40?',
      ),
      h(
        "Sugar shack association meeting\nTourist weekends brought in 1,200 visitors last spring.\nJosée handled the Sunday brunch bookings last year and has offered again.\nWe still need to decide whether to keep the taffy-on-snow stand open on weekdays.\nThe follow-up on last year's parking complaints went well.",
        'We still need to decide whether to keep the taffy-on-snow stand open on weekdays.',
      ),
      h(
        'Long before Europeans arrived, the Abenaki and other nations were tapping maples in late winter. Settlers learned to gash the trunk and catch the sap in bark troughs. Boil it down, they were told, until it threads from the spoon.',
      ),
      h(
        "You need to renew the organic certification before the end of the month. The inspector's fee went up to $480 this year.",
        'You need to renew the organic certification before the end of the month.',
      ),
      h(
        "Hi Mathilde, the new float for the evaporator came in today. It should fit your 2x10 without any changes. I'm open till 5 on weekdays.",
      ),
      h("Today's sap: 1,850 litres at 2.4 Brix. Best run so far."),
    ],
  },
  {
    name: 'Priyanka, 46, a consultant anaesthetist at a district general hospital in Wigan, on a Friday',
    highlights: [
      h(
        "Host: So what's the one thing you'd tell a new registrar?\nGuest: Say out loud what you're about to do before you do it. It sounds silly, but it catches errors.\nHost: And airway planning?\nGuest: Always have a plan B and a plan C before you induce.",
      ),
      h(
        "Hi Priyanka,\nThe August rota is now live. You're down for the Tuesday trauma list on the 6th and two weekend on-calls. Please let me know by Wednesday if you need any swaps.\nMany thanks,\nGemma",
        'Please let me know by Wednesday if you need any swaps.',
      ),
      h(
        "Friday\nMr Hughes: ask cardiology about his echo before Monday's list\nAppraisal: 3 reflections still to write up, deadline 30th\nALS refresher done, certificate uploaded",
        "Mr Hughes: ask cardiology about his echo before Monday's list",
        'Appraisal: 3 reflections still to write up, deadline 30th',
      ),
      h(
        'College bulletin, June: new guidance on perioperative anaemia has been published. Departments should review their pathways in light of it. The consultation on sustainable anaesthetic gases closes on 30 June.',
      ),
      h(
        'Department meeting minutes\nPresent: PK, JT, AM, RS\nThe sugammadex audit showed good compliance.\nAction: JT to circulate the revised difficult airway guideline.\nPK to present the audit at the regional meeting in October.\nMeeting closed at 13:10.',
        'Action: JT to circulate the revised difficult airway guideline.',
        'PK to present the audit at the regional meeting in October.',
      ),
      h(
        "Arjun: Mum's flight lands at 7:15 on Sunday\nArjun: Can you book the airport parking, the cheap one?\nPriyanka: ok",
        'Arjun: Can you book the airport parking, the cheap one?',
      ),
      h(
        'The checklist did not make the surgeons any cleverer. It made them stop at the one moment when stopping mattered. Stop, then, and count the swabs.',
      ),
      h(
        "Q: Does the annual allowance taper still apply to NHS pensions?\nReply: Yes, the lifetime allowance went in 2024 but the taper is still there, so check your statement every year.\nReply: Thanks, I'd missed that completely.",
      ),
      h(
        "Dad's GP changed his amlodipine dose last month. Remember to go through his blood pressure readings with him on Sunday.",
        'Remember to go through his blood pressure readings with him on Sunday.',
      ),
      h(
        "The resident doctors' union says the ballot result is expected next week. Elective lists are expected to run as normal in the meantime.",
      ),
      h(
        "I meant to email the medical school about teaching sessions before the summer. Completely forgot. They've probably filled the slots by now.",
      ),
    ],
  },
  {
    name: 'Leon, 29, a pearl farm technician on a lease north of Broome, Western Australia, on a Wednesday',
    highlights: [
      h(
        "We found that cleaning shell every three weeks cut fouling by about half. Don't overhandle them, though. Every time you turn a panel, you stress the animal.",
      ),
      h(
        'Wed\nseeding crew arrived on the early boat\nturned panels 40–55 this arvo\ncheck dinghy fuel\nrang Kayla re: ute rego, sorted',
        'check dinghy fuel',
      ),
      h(
        "G'day Leon,\nThe hatchery spat count came in at 18,000 for this batch. Can you and Tui get the new longline anchored on the north lease before the spring tides? The vessel survey is booked for the 14th, so the boat has to be out of the water by the 13th.\nCheers,\nMegan",
        'Can you and Tui get the new longline anchored on the north lease before the spring tides?',
        'The vessel survey is booked for the 14th, so the boat has to be out of the water by the 13th.',
      ),
      h(
        'Pearl prices at the Hong Kong jewellery fair held steady this year. Buyers are said to favour larger, rounder South Sea pearls. The industry council will publish its annual report in September.',
      ),
      h(
        "Saw a 4-metre saltie near the boat ramp this morning. Rangers have been notified. Stay well back from the water's edge, folks.",
      ),
      h(
        "Mum: Your sister's engagement party is on the 28th in Perth\nMum: Please book your flights soon, they're getting dear\nLeon: haha ok, swing finishes the 25th",
        "Mum: Please book your flights soon, they're getting dear",
      ),
      h(
        "In the 1890s Broome supplied most of the world's mother-of-pearl. Divers from Japan, Timor and the Philippines worked the luggers in heavy copper helmets. Many never came home, and the Japanese cemetery still holds hundreds of their graves.",
      ),
      h(
        "Toolbox talk 7:00\nTopic: heat stress on deck\nDrink before you're thirsty.\nWe should get shade sails fitted on the work punt before November.\nTui ordered the electrolyte sachets last week.",
        'We should get shade sails fitted on the work punt before November.',
      ),
      h(
        'Passport expires in August, must renew before the Japan trip. Last renewal took six weeks.',
        'Passport expires in August, must renew before the Japan trip.',
      ),
      h('Tui: found my sunnies, they were on the Pearl Star the whole time haha'),
      h(
        'The sea gives and the sea takes, my grandfather used to say. He said it about pearls, about weather and about money.',
      ),
    ],
  },
  {
    name: 'Tanisha, 38, a birth doula in Atlanta with three clients due in the same fortnight, on a Monday',
    highlights: [
      h(
        "One thing I tell every partner: your job isn't to fix anything. Your job is to stay. Hold the water bottle, rub her back, and keep the room calm.",
      ),
      h(
        "Jasmine: Hey Tanisha! Had my 38-week appointment, baby is head down 🙌\nJasmine: Could you send me that list of postpartum meal places you mentioned?\nJasmine: My mom says hi, she can't wait to meet you",
        'Jasmine: Could you send me that list of postpartum meal places you mentioned?',
      ),
      h(
        '3 clients due this fortnight!\npack birth bag: TENS, rebozo, snacks\nAna paid the 2nd installment 🙏',
        'pack birth bag: TENS, rebozo, snacks',
      ),
      h(
        'More states are now covering doula care through Medicaid. Reimbursement rates vary a lot by plan, and the enrollment paperwork is still confusing. Our next webinar walks through it step by step.',
      ),
      h(
        'Hi Tanisha, Thank you for attending the lactation basics workshop! Your certificate is attached. Please complete the feedback survey by Friday, May 9.',
        'Please complete the feedback survey by Friday, May 9.',
      ),
      h(
        'After a 31-hour labor last year, I added a clause for births over 24 hours. A backup doula covers anything past that and the client pays her hourly. Honestly it saved my sanity.',
      ),
      h(
        'Women have been giving birth for as long as there have been women. Trust that, and let the body lead. Fear tightens everything.',
      ),
      h(
        "Call with Keisha (backup)\nShe's covering the 14th–16th while I'm at the conference in Nashville.\nI need to send her all three birth plans by Wednesday.\nWe split fees 50/50 last year and it worked fine.",
        'I need to send her all three birth plans by Wednesday.',
      ),
      h(
        "Kids stuff\nDeja's science fair project came back with a blue ribbon!\nPicture day went fine, no braids fell out 😅\nMarcus: can you sign Jayden's field trip form tonight?",
        "Marcus: can you sign Jayden's field trip form tonight?",
      ),
      h(
        'I meant to call the hospital liaison about the new VBAC policy last month. Never happened. Apparently the policy changed in March anyway.',
      ),
      h(
        'Follow up with Rebecca about her hospital tour, she sounded anxious on Friday.',
        'Follow up with Rebecca about her hospital tour, she sounded anxious on Friday.',
      ),
    ],
  },
  {
    name: 'Ruaridh, an avalanche forecaster in Revelstoke, British Columbia, on a Saturday in February',
    highlights: [
      h(
        "The snowpack doesn't care that you drove four hours to ski it. Dig a pit, look at the layers, and be willing to turn around. Most accidents happen on days with obvious warning signs.",
      ),
      h(
        'field obs Sat\nsurface hoar down 40 cm at treeline, reactive in compression tests\nUpload the pit profile to InfoEx before 6\nSled needs a new belt — call the shop Mon',
        'Upload the pit profile to InfoEx before 6',
        'Sled needs a new belt — call the shop Mon',
      ),
      h(
        "Hi Ruaridh,\nThanks for the obs this morning. Could you draft the problem description for the North Columbia region for tomorrow's bulletin? The bulletin goes out at 4pm as usual.\nCheers, Anna",
        "Could you draft the problem description for the North Columbia region for tomorrow's bulletin?",
      ),
      h(
        "This week's forecast: danger is considerable in the alpine. A persistent slab problem remains on north and east aspects. Backcountry users should avoid large open slopes and choose conservative terrain.",
      ),
      h(
        'Was up Rogers Pass yesterday and heard a big whumpf on the Balu Pass trail. We bailed and skied the trees. Pretty sure Cheops ran naturally overnight too.',
      ),
      h(
        "Morning meeting 7:30\nForecasters agreed to keep the rating at considerable.\nJess to check the Fidelity weather station, it's been reporting zero wind since Tuesday.\nWho is covering the Monday field day?\nLast week's follow-up with Parks went fine.",
        "Jess to check the Fidelity weather station, it's been reporting zero wind since Tuesday.",
        'Who is covering the Monday field day?',
      ),
      h(
        'In March 1910 an avalanche buried a crew clearing the line at Rogers Pass. Fifty-eight men died. The railway later tunnelled under the pass rather than keep fighting the snow.',
      ),
      h(
        "Flat stuff\nRent went up $75 this month\nnew neighbour seems nice\nMum's birthday next Sunday — card!",
        "Mum's birthday next Sunday — card!",
      ),
      h(
        "Maya: I booked us the hut at Sorcerer Lake for March 8–10 🎉\nMaya: You said you'd sort out avalanche gear for my sister, don't forget",
        "Maya: You said you'd sort out avalanche gear for my sister, don't forget",
      ),
      h('Good judgment comes from experience, and experience comes from bad judgment.'),
      h('Parks says the highway should reopen by noon once avalanche control is done.'),
    ],
  },
  {
    name: 'Wade, who runs a cow-calf beef ranch near Pincher Creek, Alberta, at branding time, on a Thursday',
    highlights: [
      h(
        'Cattle prices are at record highs this spring, and feeder calves are bringing big money at auction marts across Alberta. Analysts say the herd rebuild could take years. Producers should expect volatility into the fall.',
      ),
      h(
        'neighbours all confirmed for branding\nvaccine: order 180 doses from the vet by Thurs\nFixed the gate on the east pen\ncoffee + donuts for the crew',
        'vaccine: order 180 doses from the vet by Thurs',
        'coffee + donuts for the crew',
      ),
      h(
        'Wade,\nThe grazing lease renewal for the Castle River allotment has to be signed and returned by June 3. The rate went up 4% this year. Let me know if you have any questions.\nDoug',
        'Wade, The grazing lease renewal for the Castle River allotment has to be signed and returned by June 3.',
      ),
      h(
        "Calved out 212 head this year, lost 3. Scours hit us late in the season. Don't skimp on the RFID tags, a buddy got fined for untagged calves on a load to the auction. Good luck everybody with branding.",
      ),
      h(
        'Carla: vet bill for the heifer C-section came, $1,140 😬\nCarla: Can you call the bank about moving the operating line payment to July?\nWade: that heifer better raise a good calf',
        'Carla: Can you call the bank about moving the operating line payment to July?',
      ),
      h(
        'My father never hurried a cow in his life. He said a quiet herd was worth more than a fast one. I was forty before I understood him.',
      ),
      h(
        '4-H beef club meeting\nAchievement day raised $3,200 for the club last June.\nWade and Carla to bring the portable pens.\nWe found a judge for the showmanship class, thanks to Bev.\nThanks to everyone who helped at the pancake breakfast.',
        'Wade and Carla to bring the portable pens.',
      ),
      h(
        'Drought conditions have eased across most of southern Alberta after the May rains. Pasture conditions are now rated 70% good to excellent. Applications for the on-farm water rebate open on July 1.',
      ),
      h(
        'You have to get the baler serviced before haying, it broke down on the first day last year.',
        'You have to get the baler serviced before haying, it broke down on the first day last year.',
      ),
      h("Meant to move the bulls to the west quarter on Tuesday. Didn't get to it, and now the creek is up."),
      h(
        "I'm going to call the brand inspector Monday about registering the new brand.",
        "I'm going to call the brand inspector Monday about registering the new brand.",
      ),
    ],
  },
  {
    name: 'Janice, who owns a boarding kennels and cattery outside Norwich, on the Friday before half term',
    highlights: [
      h(
        "Hi Janice, Biscuit (cocker spaniel) is booked in with you from the 25th to the 1st. He's had his kennel cough vaccine. Could you confirm whether you still have a double kennel so he can share with Pepper?\nThanks, Louise",
        'Could you confirm whether you still have a double kennel so he can share with Pepper?',
      ),
      h(
        "half term: 38 dogs + 21 cats booked, we're full\nDefrosted the big freezer\nhosed down runs 9–16\nMoss limping again, vet thinks it's arthritis",
      ),
      h(
        'Licensing inspections will focus on enrichment this year. Inspectors want to see a written enrichment plan for every animal. Businesses rated four stars or above can now display the new window sticker.',
      ),
      h(
        'Anyone else had a client refuse to pay because their dog "came home smelly"? Ours wanted a refund after a ten-night stay. Tell them it\'s called being a dog.',
      ),
      h(
        "Ellie: I can't do Sunday morning, sorry, it's my nan's 80th\nJanice: Tom, can you cover Ellie's Sunday shift?",
        "Janice: Tom, can you cover Ellie's Sunday shift?",
      ),
      h(
        "Cash flow kills more small businesses than bad products do. Chase your invoices on day one, not day thirty. And put your prices up every year, even if it's only a little.",
      ),
      h(
        "Meeting with Rob (accountant)\nVAT return for the quarter is due 7 November.\nHe thinks the new kennel block counts for capital allowances.\nI need to send him the builder's invoices by the end of the month.",
        'VAT return for the quarter is due 7 November.',
        "I need to send him the builder's invoices by the end of the month.",
      ),
      h(
        'The old farmer watched me work in silence. When I had finished, he nodded once and went to put the kettle on. In the Dales that counted as high praise.',
      ),
      h(
        'Wholesale order Monday: 4 sacks of chicken & rice, 2 boxes of cat litter, poo bags',
        'Wholesale order Monday: 4 sacks of chicken & rice, 2 boxes of cat litter, poo bags',
      ),
      h(
        "Steve: your car's making that noise again\nSteve: I've booked it into the garage for Tuesday, you just need to drop it off by 8:30",
        "Steve: I've booked it into the garage for Tuesday, you just need to drop it off by 8:30",
      ),
      h('The new kennel doors should arrive on Tuesday, according to the supplier.'),
      h('Card from the Hendersons: Thank you so much for looking after Bramble, she came home so happy!'),
    ],
  },
  {
    name: 'Oskar, 33, a foley artist at a post-production studio in Soho, on a Tuesday',
    highlights: [
      h(
        "Half of foley is listening. The other half is finding the one shoe in your cupboard that sounds like a soldier's boot. Never throw away a weird prop.",
      ),
      h(
        'Hi Oskar,\nPicture lock on episode 4 has slipped to Thursday. Can you prioritise the footsteps for the chase in reel 2? The director loved the horse work in episode 3, by the way.\nThanks,\nNadia',
        'Can you prioritise the footsteps for the chase in reel 2?',
      ),
      h(
        'stage B was double-booked again\nbuy celery (bone breaks) + a cabbage\ngravel pit topped up\nTODO: re-record the door slams for reel 3',
        'buy celery (bone breaks) + a cabbage',
        'TODO: re-record the door slams for reel 3',
      ),
      h(
        'The awards body has announced new rules for its sound category. Productions will need to credit foley artists by name in their submissions. Entries open in October.',
      ),
      h(
        'Q: Best shotgun mic for foley on a budget?\nA: Most of us use a 416 or a Schoeps. Keep it about a metre back and record it dry.',
      ),
      h(
        'Spotting session, ep 5\nEp 5 has a lot of cloth and a long kitchen fight.\nMarco to source a vintage typewriter.\nThe foley premix went to Priya last time and she did a great job.\nThe follow-up on the M&E delivery is with the distributor now.',
        'Marco to source a vintage typewriter.',
      ),
      h(
        "Jonah: landlord's coming Thursday at 11 to look at the boiler\nJonah: can you be in? I'm at work all day",
        'Jonah: can you be in?',
      ),
      h(
        'Sound is half the picture, but nobody notices it until it is wrong. The best effects are the ones the audience never consciously hears. Cut the sound you love if it fights the scene.',
      ),
      h(
        'The invoice for the streaming job is six weeks overdue, chase it today. Their accounts team changed in June.',
        'The invoice for the streaming job is six weeks overdue, chase it today.',
      ),
      h(
        'Went to the sound design meetup at the Crown last night. The talk on Atmos mixing was brilliant. Half the room were ex-BBC.',
      ),
      h(
        'Dentist Thurs 4.30, the new place on Wardour Street',
        'Dentist Thurs 4.30, the new place on Wardour Street',
      ),
    ],
  },
];
