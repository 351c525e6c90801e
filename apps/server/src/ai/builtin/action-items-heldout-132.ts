import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_132: LabelledDay[] = [
  {
    name: "Haruto, 34, a quality engineer at an auto-parts plant in Toyota City, Japan, clearing his parents' house in Gifu with his sister, on a Tuesday (supplier e-mails, Teams, family LINE, notes; writes in English)",
    highlights: [
      h(
        'Dear Haruto-san,\nThank you for your continuous support. Regarding the burr defect on bracket lot 2411, we finished the 8D report until step D4. Could you please confirm the containment quantity by tomorrow noon? We are very sorry for the inconvenience.',
        'Could you please confirm the containment quantity by tomorrow noon?',
      ),
      h(
        'Suzuki: the gauge R&R result came, 18% so it is borderline\nSuzuki: Haruto-san please decide if we re-train the operators or change the fixture\nSuzuki: otsukaresama desu',
        'Suzuki: Haruto-san please decide if we re-train the operators or change the fixture',
      ),
      h(
        'Kaizen study group handout, page 12\nGo to gemba and see with your own eyes. Ask why five times before you accept a root cause. Quality is built in the process, not inspected in.',
      ),
      h(
        'Yumi: I talked with the real estate man, he said the house is old so only the land has value\nYumi: Before he comes on Saturday we must throw away the old futons from the upstairs room\nYumi: I asked Takashi-niisan for his kei truck and he said ok',
        'Yumi: Before he comes on Saturday we must throw away the old futons from the upstairs room',
      ),
      h(
        'tue\n- 8D D5 draft to Kato-buchou by thu\n- gauge cal cert OK until March\n- [x] sent PPAP docs to Denso side',
        '8D D5 draft to Kato-buchou by thu',
      ),
      h(
        'Newspaper column: Many children of elderly parents in the countryside face the problem of akiya, the empty houses. Do not wait until the funeral to talk about the house. Start the conversation early, while the parents can still decide.',
      ),
      h(
        'Hi Haruto-kun,\nThe customer audit is moved to next Wednesday. Please prepare the control plan and the last three months of SPC charts. Ogawa-san from purchasing is also in the invitation. The room should be booked already by general affairs.',
        'Please prepare the control plan and the last three months of SPC charts.',
      ),
      h(
        'You need to renew the car shaken before 30 November. Last time it was around 90,000 yen with the new tyres.',
        'You need to renew the car shaken before 30 November.',
      ),
      h(
        'Misaki: Kenta has fever 38.2, I took him to the clinic, it is only a cold\nMisaki: on the way home please buy Pocari and the jelly drinks\nMisaki: the doctor said he should be fine by Thursday',
        'Misaki: on the way home please buy Pocari and the jelly drinks',
      ),
      h(
        'Ogawa: I already asked the supplier for the sorting invoice.\nOgawa: Sorry, I will be on paid leave tomorrow, my son has sports day.',
      ),
      h(
        'In Gifu the garbage bags are yellow and in Toyota they are transparent, so confusing. Yumi said she already bought the yellow ones.',
      ),
    ],
  },
  {
    name: 'Katarzyna, 50, a sworn translator of German and English in Poznań, Poland, whose mother is moving in with her, on a Friday (client e-mails, court e-mail, family Messenger, notes; writes in English)',
    highlights: [
      h(
        'Good morning Mrs Katarzyna,\nI send you the scan of the birth certificate and the apostille. The Dutch municipality wants the sworn translation to English. Could you make it until Wednesday and send by courier to Eindhoven?',
        'Could you make it until Wednesday and send by courier to Eindhoven?',
      ),
      h(
        "piątek\n- [x] stamp ink ordered\n- [x] invoice for Kowalski firm\n- mama's pills: check if enough for weekend",
        "mama's pills: check if enough for weekend",
      ),
      h(
        'Tomasz: I was with mama yesterday, she is packing already the photos since morning\nTomasz: The bed from her flat will not go in your small room, I measured\nTomasz: So we have to buy a new one, maybe from IKEA, you choose ok?',
        'Tomasz: So we have to buy a new one, maybe from IKEA, you choose ok?',
      ),
      h(
        "Notes from the translators' association webinar\nTranslate the meaning, not the words. A good translator is invisible. Never trust the dictionary more than your own ear.",
      ),
      h(
        'Dear Madam,\nThe District Court in Poznań informs that the hearing in case XII K 245/25 is postponed to 14 March at 9:00. Please confirm your availability as interpreter by return e-mail.',
        'Please confirm your availability as interpreter by return e-mail.',
      ),
      h(
        'Yesterday I finished the notary contract for the Germans, 23 pages. I wanted to call Pani Ewa about the sofa but it was too late.',
      ),
      h(
        'DPD: Your parcel 0034 5512 7781 will be delivered today between 12:00 and 14:00. The courier should call before.',
      ),
      h(
        "Agnieszka: Kasia, don't forget we have choir on Sunday 18:00, you bring the cake this time!",
        "Agnieszka: Kasia, don't forget we have choir on Sunday 18:00, you bring the cake this time!",
      ),
      h(
        "You must finally empty the small room before Tuesday, mama comes on Wednesday with Tomasz's car. The wardrobe is too heavy for me alone.",
        "You must finally empty the small room before Tuesday, mama comes on Wednesday with Tomasz's car.",
      ),
      h(
        '> My son also has school certificates, maybe 6 pages.\nNo problem, the same price like for the diploma. Normally it is 40 zł per page.',
      ),
      h(
        'The city changed the bin days again, now plastic is on Thursday. Mama will not believe how much we recycle here.',
      ),
    ],
  },
  {
    name: "Emre, 39, chief engineer on a Bosphorus commuter ferry in Istanbul whose daughter starts first grade, on a Monday (crew WhatsApp, school parents' group, company e-mail, notes; writes in English)",
    highlights: [
      h(
        '[08/09/2025, 06:12] Kaptan Murat: Emre abi the port side generator is making noise again\n[08/09/2025, 06:14] Kaptan Murat: Please look before the 07:30 Kadıköy trip\n[08/09/2025, 06:20] Emre: I am already on the ship, looking now',
        'Kaptan Murat: Please look before the 07:30 Kadıköy trip',
      ),
      h(
        'Changed the fuel filter on generator 2, the noise is gone. The injector is also old, we need to order a new one from the Yenikapı store before Friday.',
        'The injector is also old, we need to order a new one from the Yenikapı store before Friday.',
      ),
      h(
        'Öğretmen Ayşe Hanım: Dear parents, welcome to 1-A! Tomorrow every child must bring one photo 4x6 for the school file. Lessons start at 8:40. Thank you, kolay gelsin.',
        'Tomorrow every child must bring one photo 4x6 for the school file.',
      ),
      h(
        'From the engine manual: Always check the lube oil level before starting the engine. Never open the crankcase doors until the engine has cooled for at least 20 minutes.',
      ),
      h(
        "Elif: Zeynep's uniform was too long, my mother shortened it yesterday\nElif: you will take her tomorrow morning, I have early shift\nElif: and please don't forget the 2 photos, the school asked",
        'Elif: you will take her tomorrow morning, I have early shift',
        "Elif: and please don't forget the 2 photos, the school asked",
      ),
      h(
        'photo shop in Kadıköy opens 9\nMurat abi agreed to change shift wed\nhydraulic oil 2 barrels arrived',
      ),
      h(
        'Dear Chief Engineers,\nThe annual class survey of the ferry Kanlıca is planned for 22 September. All maintenance records for the last 12 months have to be uploaded to the system by 15 September. Thank you for your cooperation.',
        'All maintenance records for the last 12 months have to be uploaded to the system by 15 September.',
      ),
      h('Sevgi: Abi geçmiş olsun, mom told me about your back. Rest a little, you work too much.'),
      h(
        'I was going to call the physiotherapist last week but the ship was in dry dock. My back is better but not 100%.',
      ),
      h('Ferry fares in Istanbul will increase 30% from October, the municipality announced.'),
      h('Physio Thursday 18:30, Dr Kaya, Moda clinic', 'Physio Thursday 18:30, Dr Kaya, Moda clinic'),
    ],
  },
  {
    name: 'Youssef, 47, who runs a six-room riad guesthouse in the Fes medina, Morocco, on a Saturday (guest e-mails, staff WhatsApp, family messages, notes; Arabic and French speaker, writes in English)',
    highlights: [
      h(
        'Hello Youssef,\nWe arrive by train at 17h20 on Saturday, we are 2 adults and 1 child. Can someone meet us at Bab Boujloud? Last time we never found the riad alone haha.',
        'Can someone meet us at Bab Boujloud?',
      ),
      h(
        'Khadija: the hammam boiler is cold again since this morning\nKhadija: The plumber said he passes at 15h, normally\nYoussef: Hamza, you go to take the family from Holland at Bab Boujloud at 17h30',
        'Youssef: Hamza, you go to take the family from Holland at Bab Boujloud at 17h30',
      ),
      h(
        'Samedi\nCourses souk: mint, eggs, msemen flour\n- [x] candles for the terrace\n- [x] fresh towels to the laundry',
        'Courses souk: mint, eggs, msemen flour',
      ),
      h(
        'From a travel blog: Get lost in the medina, it is the best way to discover it. Bargain with a smile and never accept the first price.',
      ),
      h(
        'New review from Anna: 9.2 Superb. The breakfast on the roof was magical and the staff very kind. You can reply to this review within 30 days.',
      ),
      h(
        'Rachid: Salam Youssef, the inspector from the tourism delegation comes Monday for the classification, inchallah. Prepare the fire extinguisher papers and the insurance, he will ask for them.',
        'Prepare the fire extinguisher papers and the insurance, he will ask for them.',
      ),
      h(
        'Pay the CNSS for Khadija and Hamza before the 10th, last month I paid late and there was a penalty.',
        'Pay the CNSS for Khadija and Hamza before the 10th, last month I paid late and there was a penalty.',
      ),
      h(
        'Latifa: The children have the French exam on Monday, Amine did not want to revise\nLatifa: Finally he revised with his cousin tonight, alhamdulillah',
      ),
      h(
        'Today the riad was full, 6 rooms, alhamdulillah. I should have hired a second person for the breakfast since March.',
      ),
      h(
        'Bonjour Mr Youssef,\nThe zellige for the fountain is ready in the workshop. The delivery should be Tuesday morning. We remain at your disposition.',
      ),
      h(
        'Room 4 guests arrive at 23h from the Ryanair flight. Who opens the door for them tonight, me or Hamza?',
        'Who opens the door for them tonight, me or Hamza?',
      ),
    ],
  },
  {
    name: 'Dewi, 30, who runs a small batik tulis workshop and online shop in Yogyakarta, Indonesia, on a Wednesday (reseller WhatsApp, marketplace notices, buyer e-mail, family chat, notes; writes in English)',
    highlights: [
      h(
        'Kak Rina: Kak Dewi, last month the parang blue sold out in 1 week wkwk\nKak Rina: Please send me the price list for 12 pcs and the photo of the back side\nKak Rina: Thank you sis, sukses selalu',
        'Kak Rina: Please send me the price list for 12 pcs and the photo of the back side',
      ),
      h(
        'Rabu\nwax still 5 kg, enough till next week\n- [ ] remind Mbak Sri about indigo dye\nPak Slamet to finish the canting for the sogan batch by Friday',
        'remind Mbak Sri about indigo dye',
        'Pak Slamet to finish the canting for the sogan batch by Friday',
      ),
      h(
        'From a selling-online coach on Instagram: Post every day even if nobody likes it. Your customer buys the story, not the cloth. Consistency beats talent.',
      ),
      h(
        'Shopee: Order 240611ABC must be shipped before 12 June 23:59, please print the shipping label from the Seller Centre. Late shipment will affect your shop rating.',
        'Shopee: Order 240611ABC must be shipped before 12 June 23:59, please print the shipping label from the Seller Centre.',
      ),
      h(
        'Ibu: Nduk, Sunday is arisan at Bude Tini house, all the family comes\nIbu: Bring the klepon from the shop near Kotagede ya, Bude likes that one',
        'Ibu: Bring the klepon from the shop near Kotagede ya, Bude likes that one',
      ),
      h(
        'Yesterday the tourists from Japan bought 6 scarves and asked a lot about the process. I forgot to give them our card, sayang sekali.',
      ),
      h(
        'Dear Ms Dewi,\nFurther to our call, we would like to order 40 batik tulis scarves for our hotel gift shop. Kindly send the proforma invoice and the production time. Best regards, Melissa',
        'Kindly send the proforma invoice and the production time.',
      ),
      h(
        "You have to renew the NIB business licence in OSS before it expires in July, don't wait like last year.",
        "You have to renew the NIB business licence in OSS before it expires in July, don't wait like last year.",
      ),
      h(
        'Mas Arif: I already picked up Kirana from school, we eat bakso outside\nMas Arif: The motor was making strange sound but the bengkel fixed it, only 50 ribu',
      ),
      h(
        'Batik is not only a cloth, it is a prayer written with wax. In the old times the parang motif was only allowed for the kraton family.',
      ),
      h(
        'Transferred gaji Mbak Sri & Pak Slamet this morning, alhamdulillah. Next month maybe I can give a little bonus.',
      ),
    ],
  },
  {
    name: "Fernanda, 37, a dairy-cattle vet on farm rounds in the south of Minas Gerais, Brazil, on a Thursday (farmers' WhatsApp, lab e-mails, family chat, notes; writes in English)",
    highlights: [
      h(
        'Seu Antônio: Doutora, good morning, the cow Mimosa is with mastitis again, the milk is with lumps\nSeu Antônio: Can you pass here today after lunch?',
        'Seu Antônio: Can you pass here today after lunch?',
      ),
      h(
        'Dear Dr Fernanda,\nThe results of the milk culture from Fazenda Boa Vista are attached. Staphylococcus aureus was isolated in 3 of 8 samples. Please contact us if you need the antibiogram.',
      ),
      h(
        'quinta\nboa vista: call Zé about culling 2 cows\nbuy oxytocin + gloves M\nbrucelose vaccine done in Santa Rita',
        'boa vista: call Zé about culling 2 cows',
        'buy oxytocin + gloves M',
      ),
      h(
        'From the mastitis handbook: Dry cow therapy should be applied to all quarters at drying off. A good milking routine is the best prevention of mastitis.',
      ),
      h(
        'Rodrigo: amor, I will be late, the meeting with the cooperative is at 19h\nRodrigo: Can you get Lucas at the judo? is at 18h',
        'Rodrigo: Can you get Lucas at the judo? is at 18h',
      ),
      h('Today I convinced Seu Antônio to do the CMT test every week, finally. He was very resistant.'),
      h(
        'CRMV-MG: The annual fee for 2025 must be paid until 31 March to have the discount of 10%. After this date, interest is applied.',
        'CRMV-MG: The annual fee for 2025 must be paid until 31 March to have the discount of 10%.',
      ),
      h(
        'Mãe: Filha, Saturday the vovó is 90, can you believe??\nMãe: Everybody brings something, you make the pudim ok?',
        'Mãe: Everybody brings something, you make the pudim ok?',
      ),
      h(
        'My old professor always said: the eye of the owner fattens the cattle. Prevention is cheaper than treatment.',
      ),
      h(
        'Agropecuária Silva: Your order of ceftiofur was delivered to Fazenda Boa Vista today. Thank you for the preference!',
      ),
      h(
        'You need to send the invoice to Fazenda Boa Vista, they pay only until the 5th.',
        'You need to send the invoice to Fazenda Boa Vista, they pay only until the 5th.',
      ),
    ],
  },
  {
    name: 'Ji-woo, 27, a webtoon background assistant in Seoul, the day after moving into her first one-room flat, on a Sunday (KakaoTalk, landlord messages, notes; writes in English)',
    highlights: [
      h(
        'Landlord: Hello, this is the owner of 302. The gas company comes Monday between 10 and 12 to open the gas, so somebody must be in the room please.',
        'The gas company comes Monday between 10 and 12 to open the gas, so somebody must be in the room please.',
      ),
      h(
        'Writer Minseo: Ji-woo ssi, episode 48 backgrounds, the cafe interior and the rooftop, please send until Wednesday 6pm\nWriter Minseo: The rooftop perspective last time was perfect, thank you!',
        'Writer Minseo: Ji-woo ssi, episode 48 backgrounds, the cafe interior and the rooftop, please send until Wednesday 6pm',
      ),
      h(
        'Moving checklist\n1) Transfer address at the community center (within 14 days)\n2) Internet install — call KT\n3) [x] Cleaning service booked',
        'Transfer address at the community center (within 14 days)',
        'Internet install — call KT',
      ),
      h(
        'Perspective class notes\nDraw what you see, not what you know. Perspective is a tool, not a rule. Every line must have a reason.',
      ),
      h(
        "Mom: Did you eat?\nMom: I sent kimchi and side dishes by post, it will arrive tomorrow\nMom: Don't be surprised, the box is very big",
      ),
      h('Bought at Daiso: hangers, shower curtain, extension cable. Total 23,500 won.'),
      h(
        'Soo-ah: unnie congratulations for the new room!! finally no more goshiwon\nSoo-ah: Tell me the housewarming date before Friday ok? My team leader is strict about Saturday shifts kk',
        'Soo-ah: Tell me the housewarming date before Friday ok?',
      ),
      h(
        'You must back up the Clip Studio files on the NAS tonight, the old laptop is dying. Last year you lost two chapters like this.',
        'You must back up the Clip Studio files on the NAS tonight, the old laptop is dying.',
      ),
      h(
        'Notice: Recycling in this building is only on Sunday and Wednesday evening. Styrofoam must be clean and without tape.',
      ),
      h(
        'I meant to call the bank about the jeonse loan on Friday but work was too busy. The interest rate this year is crazy.',
      ),
      h('Finally my own washing machine, no more coin laundry!'),
    ],
  },
  {
    name: 'Kanokwan (Nok), 45, who runs a durian orchard and packing house with her husband in Chanthaburi, Thailand, in the harvest, on a Monday (buyer LINE, packing notes, family LINE; writes in English)',
    highlights: [
      h(
        'Mr Zhang agent: Khun Nok, price in Guangzhou drop a little today, 5 yuan\nMr Zhang agent: Please send the cutting test photos before 10:00 tomorrow',
        'Mr Zhang agent: Please send the cutting test photos before 10:00 tomorrow',
      ),
      h(
        "Mon\nfind 4 more workers for cutting\n- dry matter test 32% ok\nP'Daeng to bring the boxes from Rayong by 9am",
        'find 4 more workers for cutting',
        "P'Daeng to bring the boxes from Rayong by 9am",
      ),
      h(
        'GAP handbook: Harvest durian only at the right maturity. Immature durian damages the reputation of Thai fruit in China.',
      ),
      h(
        'Ploy: Mae, I passed the exam already!!\nPloy: Can you transfer the dorm money this week na, the owner asked already 2 times',
        'Ploy: Can you transfer the dorm money this week na, the owner asked already 2 times',
      ),
      h(
        'Thai PBS: China tightens checks on Thai durian after a banned yellow dye was found in some shipments. Exporters say the costs will rise.',
      ),
      h(
        'Remember to pay the electricity for the cold room before the 15th, last month they almost cut it.',
        'Remember to pay the electricity for the cold room before the 15th, last month they almost cut it.',
      ),
      h(
        'Chai: I fixed the water pump in zone B already\nChai: who goes to the bank tomorrow, you or me?',
        'Chai: who goes to the bank tomorrow, you or me?',
      ),
      h(
        'My father always said: when the durian falls, the money falls. Never count the fruit before it drops.',
      ),
      h(
        'Yesterday we sold 3 ton to the local market for 120 baht per kilo. I wanted to keep more for export but the agent was late.',
      ),
      h('Noi: Pi, I closed the light and locked the packing house, goodnight ka'),
      h(
        "Mae's knee doctor Wed 10:30, Chanthaburi hospital",
        "Mae's knee doctor Wed 10:30, Chanthaburi hospital",
      ),
    ],
  },
];
