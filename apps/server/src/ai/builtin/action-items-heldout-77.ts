import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_77: LabelledDay[] = [
  {
    name: 'Dagmar, 57, a pipe-organ builder restoring a baroque church organ near Regensburg (German speaker, writes in English), on a Tuesday',
    highlights: [
      h(
        'Tuesday list\nRing the diocese about the scaffold, it must stay until end of month\nGedackt pipes from the Brustwerk are cleaned already, all 54\nPay the invoice of the crane company until Friday',
        'Ring the diocese about the scaffold, it must stay until end of month',
        'Pay the invoice of the crane company until Friday',
      ),
      h(
        'Today in the church it was only 9 degrees. My old master in Ludwigsburg always said: "Never tune an organ in a cold church, the pipes will lie to you."',
      ),
      h(
        'Pfarrer Huber: Can you come on Thursday at 10 and show the parish council what is done? They want to see it before they approve the second payment.',
        'Pfarrer Huber: Can you come on Thursday at 10 and show the parish council what is done?',
      ),
      h(
        'The leak in the bellows is found, it was the old glue from the 1962 repair. I wanted yesterday already to phone the leather man in Hamburg but I forgot. Tomorrow first thing in the morning I call him.',
        'Tomorrow first thing in the morning I call him.',
      ),
      h(
        'From the book about Gottfried Silbermann: an organ is not finished when the last pipe speaks, but when the room has accepted it.',
      ),
      h(
        'Lukas (apprentice) has to finish the tracker rods for the Swell before he goes to the Berufsschule next week. He makes good progress with the planing.',
        'Lukas (apprentice) has to finish the tracker rods for the Swell before he goes to the Berufsschule next week.',
      ),
      h('Insurance for the van is renewed until next November, 40 euro cheaper than before.'),
      h(
        'The new voicing tools from Laukhuff should arrive on Wednesday. With them the voicing of the reeds goes much faster.',
      ),
      h(
        'Note for me: you must send the photos of the damaged windchest to the Denkmalamt before they come for the inspection. Last time they complained the photos were too dark.',
        'Note for me: you must send the photos of the damaged windchest to the Denkmalamt before they come for the inspection.',
      ),
      h(
        'Strange, in the whole church nobody has a key for the organ loft except the sexton. Why is it always like this in Bavarian churches?',
      ),
      h('Dinner with Renate on Saturday was lovely, she showed us the photos from Lisbon.'),
    ],
  },
  {
    name: 'Thiago, sound technician for a samba school in Rio preparing for Carnival (Portuguese speaker, writes in English), on a Wednesday',
    highlights: [
      h(
        'Last year the left speaker of the sound truck burned in the middle of the parade. Since then I am always nervous before the technical rehearsal.',
      ),
      h(
        'Renata (harmony director): Thiago, can you send me the list of microphones the puxadores will use? The carnavalesco wants to know still tonight.',
        'Renata (harmony director): Thiago, can you send me the list of microphones the puxadores will use?',
      ),
      h(
        'Mestre Russo told us in the workshop: the sound must serve the bateria, never the opposite. He is doing this job since 1989.',
      ),
      h(
        'I was going to fix the cable of generator 2 yesterday but the rain did not let me. Fix generator 2 cable tomorrow early, before the heat.',
        'Fix generator 2 cable tomorrow early, before the heat.',
      ),
      h(
        'Rua da Alfândega shop\ngaffer tape x10\nXLR connectors, the good ones\n(the batteries I have enough)',
        'gaffer tape x10',
        'XLR connectors, the good ones',
      ),
      h(
        'The parade of Grande Rio should start around 23h, so we enter after them, maybe at 1h in the morning.',
      ),
      h(
        'Ask Dona Cida if the barracão will be open on Friday night, I need to keep the amplifiers there.',
        'Ask Dona Cida if the barracão will be open on Friday night, I need to keep the amplifiers there.',
      ),
      h(
        'Thank you to all the team for Monday, it was a very long night. Everybody worked until 4 in the morning without complaining.',
      ),
      h('Tip from a live-sound forum: always ring out the monitors before the musicians arrive, not after.'),
      h(
        "My mother's birthday is on Friday. Don't forget to order the cake at the padaria on Thursday!",
        "Don't forget to order the cake at the padaria on Thursday!",
      ),
      h(
        'Who is responsible for the radios of the security team this year? Last year nobody knew and it was a chaos.',
        'Who is responsible for the radios of the security team this year?',
      ),
      h('Article in O Globo: the city promises new cabling in the Sambódromo for this year.'),
    ],
  },
  {
    name: 'Sunita, an ASHA community health worker in a village near Jaipur (Hindi speaker, writes in English), on a Monday',
    highlights: [
      h(
        'Today I have to visit the house of Meena Devi for her seventh month check-up, her BP was high last time.',
        'Today I have to visit the house of Meena Devi for her seventh month check-up, her BP was high last time.',
      ),
      h(
        'Monday visits\nKamla ji – iron tablets finished, bring new strip\nRekha – baby vaccination due on 14th, remind her husband\nGeeta – delivered a boy on Saturday, mother and baby both fine',
        'Kamla ji – iron tablets finished, bring new strip',
        'Rekha – baby vaccination due on 14th, remind her husband',
      ),
      h('ANM madam said in the meeting: "A mother who is listened to will always come back to you."'),
      h(
        'The monthly register must be submitted at the PHC by 30th. Last month I was late two days and the payment also came late.',
        'The monthly register must be submitted at the PHC by 30th.',
      ),
      h(
        'I wanted to call the block office about my pending incentive but the phone was not connecting whole day.',
      ),
      h(
        'Anita (ASHA facilitator): Please bring your updated due list to the Wednesday meeting, also the sterilisation cases. Meeting will start at 11 sharp.',
        'Anita (ASHA facilitator): Please bring your updated due list to the Wednesday meeting, also the sterilisation cases.',
      ),
      h('In the newspaper: government will give smartphones to all ASHA workers of Rajasthan by March.'),
      h(
        'ORS packets – ask the sub-centre for 50 more, summer is coming.',
        'ORS packets – ask the sub-centre for 50 more, summer is coming.',
      ),
      h(
        'My son his school fees are pending since two months. I must pay before the exam form or they will not allow him to sit.',
        'I must pay before the exam form or they will not allow him to sit.',
      ),
      h(
        'Health talk in the anganwadi went very well, 18 women came. They asked many questions about family planning.',
      ),
      h('From the training booklet: wash hands for twenty seconds before touching the newborn.'),
    ],
  },
  {
    name: 'Javier, manager of an olive mill in Jaén during the harvest (Spanish speaker, writes in English), on a Thursday',
    highlights: [
      h(
        'Today entered 212.000 kilos of olives, record of the season. The hopper number 2 was blocked almost one hour in the afternoon.',
      ),
      h(
        'Paco must clean the decanter tonight after the last load, is not possible to leave it for tomorrow.',
        'Paco must clean the decanter tonight after the last load, is not possible to leave it for tomorrow.',
      ),
      h(
        'Call to the technician of Pieralisi – the vibration in the centrifuge is there again.',
        'Call to the technician of Pieralisi – the vibration in the centrifuge is there again.',
      ),
      h(
        'The president of the cooperative told in the assembly: "Quality is not made in the mill, is made in the tree."',
      ),
      h(
        'Lab results of the oil from Tuesday should be ready tomorrow. Acidity was 0,2 in the first samples, very good.',
      ),
      h(
        'To do before the weekend\nrenew the sanitary registration\nsend the samples to the panel in Madrid\nlabel of the new bottles – decide the colour with Carmen',
        'renew the sanitary registration',
        'send the samples to the panel in Madrid',
        'label of the new bottles – decide the colour with Carmen',
      ),
      h('I answered finally the e-mail of the German importer, they want 4 pallets for February.'),
      h('Follow-up of the accident of Manolo: he is fine, only the finger, two weeks of rest.'),
      h(
        'Pilar (WhatsApp): Can you pass by the pharmacy when you come home? We have no more paracetamol for the girl.',
        'Pilar (WhatsApp): Can you pass by the pharmacy when you come home?',
      ),
      h(
        'Remember that the trucks from Úbeda arrive at 6 in the morning on Saturday, somebody has to be there to open the gate.',
        'Remember that the trucks from Úbeda arrive at 6 in the morning on Saturday, somebody has to be there to open the gate.',
      ),
      h(
        'From a book about Andalusian history: most olive trees of Jaén were planted in the 19th century, when the price of oil was high.',
      ),
    ],
  },
  {
    name: 'Magda, a Polish shift manager at a mushroom farm in County Monaghan, Ireland, on a Friday',
    highlights: [
      h(
        'Tunnel 6 picking finished at 14:20, yield was lower than the last flush. Tomorrow we must start tunnel 7 already at 6, tell this to the pickers today.',
        'Tomorrow we must start tunnel 7 already at 6, tell this to the pickers today.',
      ),
      h(
        'Roster next week\nDenis – needs to do his manual handling refresher before Monday\nJoanna is on holidays until the 20th',
        'Denis – needs to do his manual handling refresher before Monday',
      ),
      h(
        'The HSE inspector will visit maybe in March, nobody knows exactly. I think he should find everything in order this time.',
      ),
      h(
        'Niall (owner): Magda, could you check why the humidity alarm in tunnel 3 went off twice in the night? It was fine when I left.',
        'Niall (owner): Magda, could you check why the humidity alarm in tunnel 3 went off twice in the night?',
      ),
      h(
        'Since three weeks I am telling myself to book the NCT for the car. Book it today, the cert is expiring on the 28th!',
        'Book it today, the cert is expiring on the 28th!',
      ),
      h(
        'Supervisor training, day 2: a good supervisor gives feedback the same day, not at the end of the month.',
      ),
      h('Bought the new hairnets and the blue gloves in size S, they were on offer in the cash and carry.'),
      h(
        'Mama called from Rzeszów, her knee is better after the operation. I should send her the photos from the christening, she asked already two times.',
        'I should send her the photos from the christening, she asked already two times.',
      ),
      h(
        'Compost delivery from Carbury is coming on Tuesday, the phase 3 blocks. Somebody with a forklift licence has to be in the yard from 7.',
        'Somebody with a forklift licence has to be in the yard from 7.',
      ),
      h('Why is it always on Friday that the machines break?'),
      h(
        "Payslips for the Polish girls – translate the new deduction line for them, they don't understand the USC.",
        "Payslips for the Polish girls – translate the new deduction line for them, they don't understand the USC.",
      ),
    ],
  },
  {
    name: "Oksana, a Ukrainian ballet teacher who runs a small children's dance school in Vienna, on a Saturday",
    highlights: [
      h('Baby ballet group was so sweet today, 11 children and nobody cried.'),
      h(
        'The costumes for the Nutcracker snowflakes must be ready by 10 December, I need to ask Frau Berger if she can sew six more.',
        'The costumes for the Nutcracker snowflakes must be ready by 10 December, I need to ask Frau Berger if she can sew six more.',
      ),
      h(
        'My teacher in Kyiv was always repeating: "First the feet, then the arms, then the face, and the soul comes at the end."',
      ),
      h(
        "Lena's mother (e-mail): Could you please send us the invoice for the autumn term again? We lost the first one.",
        "Lena's mother (e-mail): Could you please send us the invoice for the autumn term again?",
      ),
      h(
        'Hall rent for January goes up 8%, the Bezirk informed us. We have to decide until Christmas if we raise the fees or move to the smaller hall.',
        'We have to decide until Christmas if we raise the fees or move to the smaller hall.',
      ),
      h('Yesterday I finally registered the school at the Finanzamt, it took three hours.'),
      h('Shop list\nrosin\npointe ribbons, pink', 'rosin', 'pointe ribbons, pink'),
      h(
        'The pianist Herr Novak was ill, so we used the recordings. Children did not notice the difference, only I.',
      ),
      h(
        "Don't forget: the passport of Sofiyka expires in February, you need to make the appointment at the consulate soon.",
        "Don't forget: the passport of Sofiyka expires in February, you need to make the appointment at the consulate soon.",
      ),
      h("I read in Der Standard that the Staatsoper will open a new children's program from next season."),
      h(
        'Advice from a dance physio on Instagram: never let children under 11 go on pointe, the bones are not ready.',
      ),
      h('Thank you, Olga, for taking my Thursday class, you saved me.'),
    ],
  },
  {
    name: 'Hüseyin, a carpet and kilim restorer with a workshop in the Grand Bazaar, Istanbul (Turkish speaker, writes in English), on a Monday',
    highlights: [
      h(
        'Kilim of the Dutch customer – the moth damage is bigger than I thought, maybe 40 cm. I must write him today the new price before I start.',
        'I must write him today the new price before I start.',
      ),
      h(
        'Natural dyes\nwalnut shells – enough\nindigo ok until spring\nmadder root almost finished, order 5 kg from the man in Uşak',
        'madder root almost finished, order 5 kg from the man in Uşak',
      ),
      h('My father used to say: a carpet tells you its age if you listen with your fingers.'),
      h(
        'Emre (nephew) to bring the washed Kazak back from the roof before it rains tonight.',
        'Emre (nephew) to bring the washed Kazak back from the roof before it rains tonight.',
      ),
      h(
        'The tourist couple from Barcelona should come back on Wednesday for the small Hereke. They said maybe, but I believe they come.',
      ),
      h(
        "Ahmet Bey (WhatsApp): Brother, can you look at my grandmother's prayer rug this week? The fringe is coming off.",
        "Ahmet Bey (WhatsApp): Brother, can you look at my grandmother's prayer rug this week?",
      ),
      h(
        'The rent of the shop must be paid to the foundation by the 5th of the month.',
        'The rent of the shop must be paid to the foundation by the 5th of the month.',
      ),
      h('Yesterday I repaired the edges of the Yörük rug, the customer was very happy.'),
      h('Article in Hürriyet Daily News: the Grand Bazaar will close two gates for restoration in spring.'),
      h('Dentist Wed 17:30, Dr Aydın in Nişantaşı', 'Dentist Wed 17:30, Dr Aydın in Nişantaşı'),
      h(
        'Is it worth to buy the old loom from the workshop in Konya that is closing? My wife says no, we have no room.',
        'Is it worth to buy the old loom from the workshop in Konya that is closing?',
      ),
    ],
  },
  {
    name: 'Long, a speciality coffee roaster and exporter in Da Lat, Vietnam (Vietnamese speaker, writes in English), on a Friday',
    highlights: [
      h(
        'Container to Hamburg: the phytosanitary certificate has to be ready before 12 March or the booking is lost.',
        'Container to Hamburg: the phytosanitary certificate has to be ready before 12 March or the booking is lost.',
      ),
      h(
        'Roast log Friday: batch 14 came out too dark, 2 minutes too long in the drum. The new thermocouple should solve this problem.',
      ),
      h(
        'Lan: Anh Long, when can you send the price list for the café in Berlin? They are waiting since Monday.',
        'Lan: Anh Long, when can you send the price list for the café in Berlin?',
      ),
      h(
        'Visit the farm of Mr Khoa in Cau Dat next week and taste the honey process lots.',
        'Visit the farm of Mr Khoa in Cau Dat next week and taste the honey process lots.',
      ),
      h('A Q-grader at the workshop in Ho Chi Minh City told us: the cup never lies, only the cupper lies.'),
      h('Thank-you e-mail from the Danish buyer, they liked our fine Robusta more than last year.'),
      h('I intended to fix the web shop in January, but the harvest took all my time.'),
      h(
        'Sunday\neye hospital with Mother, 8am\nbuy fruit for the ancestor altar',
        'eye hospital with Mother, 8am',
        'buy fruit for the ancestor altar',
      ),
      h(
        'The rain came late this year and the cherries ripened all together. Everyone in the village is picking at the same time, no workers to find.',
      ),
      h(
        "You must renew the export licence before it runs out in April, don't wait like last year!",
        "You must renew the export licence before it runs out in April, don't wait like last year!",
      ),
      h(
        'Minh Phat Logistics to collect the 60 bags on Monday and bring them to Cat Lai port.',
        'Minh Phat Logistics to collect the 60 bags on Monday and bring them to Cat Lai port.',
      ),
      h(
        'From a book on coffee history: the French planted the first arabica around Da Lat in colonial times.',
      ),
    ],
  },
];
