import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_71: LabelledDay[] = [
  {
    name: 'Meera, 41, building society clerk in Leicester who sells homemade chutneys on Instagram, on a Monday',
    highlights: [
      h(
        "to do mon\nbook Aarav's eye test\nbuy vinegar (malt + white wine) x4\nfinished the onion chutney batch",
        "book Aarav's eye test",
        'buy vinegar (malt + white wine) x4',
      ),
      h(
        'Jas (customer): Hi Meera, loved the mango chutney at the Diwali fair! Could you do 10 jars for my office by the 14th? Happy to collect.',
        'Could you do 10 jars for my office by the 14th?',
      ),
      h(
        'From the Side Hustle Sisters podcast: Price for the business you want, not the business you have. Never apologise for your delivery charge. Most small food brands fail because nobody counts their own hours.',
      ),
      h(
        'Mum: Beta, the boiler man is coming Wednesday between 8 and 12. Can you be at ours to let him in? Dad has his hospital appointment that morning.',
        'Can you be at ours to let him in?',
      ),
      h('made 14 jars of lime pickle last night, whole house smells of mustard oil'),
      h(
        'Food labelling newsletter: Allergens must be emphasised in the ingredients list, for example in bold. Businesses should review their labels whenever a recipe changes.',
      ),
      h(
        "our labels don't bold the mustard\nneed to redo them before the Saturday market",
        'need to redo them before the Saturday market',
      ),
      h(
        'Team huddle moved to 9.15 tomorrow. Lorna covered the counter while I was on the mortgage course, bless her.',
      ),
      h(
        'Instagram DM from Kerry: Hiya, do you post to Scotland and how much would three jars be?',
        'Instagram DM from Kerry: Hiya, do you post to Scotland and how much would three jars be?',
      ),
      h('The parcel with the new lids should arrive Tuesday. Tracking says it left Birmingham this morning.'),
      h(
        'Belgrave deli invoice due Friday, 24 jars at £4.20\nThey said they will pay on receipt.',
        'Belgrave deli invoice due Friday, 24 jars at £4.20',
      ),
      h('Why do I say yes to every single order? Probably because saying no feels like failing.'),
    ],
  },
  {
    name: 'Joaquín, 55, bank clerk in Rosario, Argentina, who restores and sells vintage bicycles from his garage (writes in English), on a Saturday',
    highlights: [
      h(
        'sábado\nask Nico about the Campagnolo cranks\nfixed the headset on the blue Legnano',
        'ask Nico about the Campagnolo cranks',
      ),
      h(
        'Lucía: Papá, can you pick up the abuela from the clinic at 5? I have an exam.',
        'Lucía: Papá, can you pick up the abuela from the clinic at 5?',
      ),
      h(
        'From a restoration forum: Never sand chrome, you will only remove what little plating is left. Patience is the cheapest tool in the workshop.',
      ),
      h(
        'Buyer on MercadoLibre: Is the green Bianchi still available, and what size is the frame?',
        'Buyer on MercadoLibre: Is the green Bianchi still available, and what size is the frame?',
      ),
      h('I sold the orange Olmo for 180,000 pesos this morning. Best price yet.'),
      h(
        'Branch meeting notes: Audit visit confirmed for the 22nd. All cash drawer logs have to be signed off by Thursday. Everyone agreed the new coffee machine is worse.',
        'All cash drawer logs have to be signed off by Thursday.',
      ),
      h(
        'Podcast (Bike Talk): The best bike is the one you actually ride. Check your tyre pressure before every ride.',
      ),
      h(
        'Gas bill due on the 18th — pay it from the Galicia account, not the savings',
        'Gas bill due on the 18th — pay it from the Galicia account, not the savings',
      ),
      h(
        'I meant to call the powder coater yesterday but the shop was shut. Call him Monday before 10.',
        'Call him Monday before 10.',
      ),
      h(
        'Silvia: Did you remember my sister arrives Sunday? The spare room is full of wheels. Please clear it tonight.',
        'Please clear it tonight.',
      ),
      h('The new tyres should be here by Wednesday, the courier said.'),
      h('Why does every restored bike end up costing double what I planned?'),
    ],
  },
  {
    name: 'Amara, 27, mum of a toddler in Cardiff who works part-time at a garden centre and sells soy candles on Etsy, on a Thursday',
    highlights: [
      h(
        'thurs to do\norder wicks and 10kg wax\nnursery fees!!\nreturn library books',
        'order wicks and 10kg wax',
        'nursery fees!!',
        'return library books',
      ),
      h(
        'Candle Business Club newsletter: Always test a new fragrance at 6, 10 and 12 percent before you sell it. Customers can smell a cheap oil from across the stall.',
      ),
      h(
        'Customer (Etsy): Hi! My order said dispatched on Monday but nothing has come yet. Could you check the tracking for me?',
        'Could you check the tracking for me?',
      ),
      h(
        "Dad: Don't forget Nan's 80th is Sunday, you said you'd bring the cake.",
        "Dad: Don't forget Nan's 80th is Sunday, you said you'd bring the cake.",
      ),
      h('poured 30 tins of fig & cassis tonight, frosting on 4 of them. gutted'),
      h('Garden centre rota for next week is up. Dean says the Christmas displays went up early this year.'),
      h(
        'You need to ask Dean for the 14th off for the Llandaff craft fair',
        'You need to ask Dean for the 14th off for the Llandaff craft fair',
      ),
      h('The craft fair pitch fee should have gone out of my account by now.'),
      h("Podcast, Mums Who Make: You can't pour from an empty cup. Rest is part of the business plan."),
      h('Jordan did bath and bedtime so I could get the labels done. Etsy fees went up again in October.'),
      h(
        "Maisie's mum wants 20 mini candles for party bags, need them ready by the 30th",
        "Maisie's mum wants 20 mini candles for party bags, need them ready by the 30th",
      ),
      h('Why is it always the week the toddler has a cold?'),
    ],
  },
  {
    name: 'Kenji, 46, office worker in Osaka who sells vintage vinyl online at weekends, father of two (writes in English), on a Wednesday',
    highlights: [
      h(
        'Wednesday\nreply to the buyer in Sapporo\nsold the Blue Note reissue',
        'reply to the buyer in Sapporo',
      ),
      h(
        'Section meeting: Budget forecast is due to Tanaka-san by the 20th. The printer on the 4th floor is fixed at last.',
        'Section meeting: Budget forecast is due to Tanaka-san by the 20th.',
      ),
      h(
        'Record collectors newsletter: Always store records vertically, never stacked. Sunlight is the enemy of vinyl.',
      ),
      h(
        'Yumi: Can you take Haruto to swimming at 6? I have a late meeting.',
        'Yumi: Can you take Haruto to swimming at 6?',
      ),
      h('I listened to the whole Bill Evans box set on the train. Worth every yen.'),
      h(
        'Podcast (Dig Deep): Buy the record, not the hype. A first pressing is only valuable if someone wants it.',
      ),
      h(
        'Discogs message: Hello, would you accept 8,000 yen for the Coltrane? I can pay today.',
        'Discogs message: Hello, would you accept 8,000 yen for the Coltrane?',
      ),
      h('the turntable belt should last another year'),
      h(
        'You have to renew the car insurance before the end of the month',
        'You have to renew the car insurance before the end of the month',
      ),
      h('Thank you for your order! Your records have been dispatched and should arrive within 3 days.'),
      h("The spare room is now 60 percent records and 40 percent children's toys."),
      h(
        'Decide by Friday whether to take a stall at the Osaka record fair in March.',
        'Decide by Friday whether to take a stall at the Osaka record fair in March.',
      ),
    ],
  },
  {
    name: 'Brenda, 61, school lunch supervisor in Regina, Saskatchewan, who paints pet portraits to order, on a Tuesday',
    highlights: [
      h(
        'Tuesday\nPhone the framer re: the 16x20\nsky was gorgeous on the drive in\nfinished the whiskers on Pepper',
        'Phone the framer re: the 16x20',
      ),
      h(
        'Customer email from Donna: Would you be able to paint both dogs in one picture? Our old boy passed last spring and it would mean the world.',
        'Customer email from Donna: Would you be able to paint both dogs in one picture?',
      ),
      h(
        'From an art business newsletter: Raise your prices every January. Clients who haggle are rarely clients who refer.',
      ),
      h(
        'Gary (husband): The truck is making that noise again. Can you book it in at Kal Tire before the cold snap?',
        'Can you book it in at Kal Tire before the cold snap?',
      ),
      h('Lunchroom: Grade 3 had pizza day, I wiped down 40 tables and found two retainers.'),
      h('Property tax installment due the 30th', 'Property tax installment due the 30th'),
      h(
        'Podcast (Creative Pep Talk): Done is better than perfect. Show your work every day, even when nobody is watching.',
      ),
      h(
        'I should have started the Siamese portrait weeks ago. Follow up with the owner tomorrow about the photo she promised.',
        'Follow up with the owner tomorrow about the photo she promised.',
      ),
      h('Canada Post says the canvas should arrive Thursday.'),
      h(
        'Kayla (granddaughter): Grandma are you coming to my recital on Friday? It starts at 7.',
        'Kayla (granddaughter): Grandma are you coming to my recital on Friday?',
      ),
      h('remember to invoice Donna for the deposit', 'remember to invoice Donna for the deposit'),
      h('Thanks so much for the painting of Biscuit, we cried when we opened it!'),
    ],
  },
  {
    name: 'Olu, 33, London Underground station assistant who runs a trainer-cleaning and resale side business with his brother, on a Friday',
    highlights: [
      h(
        'TODO: list the Jordan 4s on Vinted\nTayo already got the steam cleaner back',
        'TODO: list the Jordan 4s on Vinted',
      ),
      h(
        "Tayo: Bro the Peckham guy loved his Air Max, he's sending his mates our way. Who is doing the drop for the Croydon order on Sunday?",
        'Who is doing the drop for the Croydon order on Sunday?',
      ),
      h(
        'Shift brief: Escalator 3 is out of service until further notice. Staff must wear hi-vis on the platform at all times.',
      ),
      h(
        "Grace: Babe don't forget the antenatal class is 6.30 tonight, not 7",
        "Grace: Babe don't forget the antenatal class is 6.30 tonight, not 7",
      ),
      h(
        'Sneaker care podcast: Never put suede in the washing machine. Cold water and a soft brush will save most pairs.',
      ),
      h('cleaned 11 pairs this week, best week yet'),
      h(
        'You still need to register the business with HMRC, do it before Christmas',
        'You still need to register the business with HMRC, do it before Christmas',
      ),
      h("The buggy Grace's sister is giving us should be ready to collect next week."),
      h(
        "Vinted buyer: Hi, are these true to size? I'm usually a 9.",
        'Vinted buyer: Hi, are these true to size?',
      ),
      h('Why does everyone want Jordans but nobody wants to pay for Jordans?'),
      h(
        "Me and Tayo agreed we're splitting profits 50/50 from now on. Tayo to sort a proper spreadsheet by next Friday.",
        'Tayo to sort a proper spreadsheet by next Friday.',
      ),
      h(
        'Station manager said good job on the Wembley event night. Overtime for that night has already been paid.',
      ),
    ],
  },
  {
    name: 'Ingrid, 50, insurance administrator in Bergen, Norway, who sells knitting patterns online, mother of a teenage son (writes in English), on a Sunday',
    highlights: [
      h(
        'søndag\nchase Hege for the test-knit report\nknitted the second sleeve on the ferry',
        'chase Hege for the test-knit report',
      ),
      h(
        'Knitting newsletter: Always block your swatch before you measure it. A pattern is only as good as its grading.',
      ),
      h(
        'Even: mamma can I have 300 kr for the cinema tonight?',
        'Even: mamma can I have 300 kr for the cinema tonight?',
      ),
      h(
        "Pattern buyer: Hello, I think there is a mistake in row 42 of the chart, the decreases don't add up. Could you check?",
        'Could you check?',
      ),
      h('Quarterly claims review went well on Friday, the numbers were better than expected.'),
      h(
        "Ravelry ad spend this month: 450 kr for 12 sales. I'm going to switch the ads off tomorrow.",
        "I'm going to switch the ads off tomorrow.",
      ),
      h('The yarn from Drops should arrive Wednesday.'),
      h(
        "Even's maths exam is Thursday. We still need to decide whether he gets a tutor after Christmas.",
        'We still need to decide whether he gets a tutor after Christmas.',
      ),
      h(
        'Podcast (Fibre Talk): Knit for joy first, profit second. The moment it feels like a job, take a week off.',
      ),
      h('Car EU-kontroll — book before the 12th', 'Car EU-kontroll — book before the 12th'),
      h('I translated the Fjell pattern into English last night, it took four hours.'),
      h(
        'Mamma: Will you and Even come for dinner next Sunday, and can you let me know by Wednesday so I can buy the fish?',
        'Mamma: Will you and Even come for dinner next Sunday, and can you let me know by Wednesday so I can buy the fish?',
      ),
    ],
  },
  {
    name: 'Carlos, 44, warehouse dispatcher in Phoenix, Arizona, who runs a weekend pool-cleaning business, father of three, on a Monday',
    highlights: [
      h(
        "MONDAY\nchlorine tabs x3 buckets\nreplaced the pump basket at the Millers\nSofi's team won 3-1 Saturday",
        'chlorine tabs x3 buckets',
      ),
      h(
        "Dispatch huddle: Trucks 4 and 9 are down for maintenance till Wednesday. Carlos to reroute the Tempe loads onto truck 6. The follow-up from last week's safety walk is closed.",
        'Carlos to reroute the Tempe loads onto truck 6.',
      ),
      h("Pool Pro newsletter: Test your water twice a week in summer. Algae doesn't wait for your schedule."),
      h(
        'Client (Linda Patel): Hi Carlos, the water is looking cloudy again. Can you come by before Saturday?',
        'Can you come by before Saturday?',
      ),
      h(
        'Ana: The APS bill is past due, can you pay it tonight please?',
        'Ana: The APS bill is past due, can you pay it tonight please?',
      ),
      h(
        "Business podcast (Blue Collar Boss): Charge for the drive time. If you don't value your Saturday, nobody else will.",
      ),
      h("The new skimmer nets should be at the Leslie's store by Thursday."),
      h(
        'Diego: Dad I need a poster board for my science project tomorrow',
        'Diego: Dad I need a poster board for my science project tomorrow',
      ),
      h('I quoted $140 a month to the house on Baseline Rd and they said yes.'),
      h(
        'Business license renewal with the City of Phoenix has to be done by the 15th.',
        'Business license renewal with the City of Phoenix has to be done by the 15th.',
      ),
      h('Who knew a pool could turn green in three days?'),
      h('Worked 52 hours at the warehouse last week. Back hurts.'),
    ],
  },
];
