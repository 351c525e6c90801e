import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_74: LabelledDay[] = [
  {
    name: 'Emre, a hot-air balloon pilot in Göreme, Cappadocia (writes in English), on a Tuesday',
    highlights: [
      h(
        "Mum: Emre, can you bring the big copper tray for Aunt Selin's engagement on Saturday? Your father already forgot it twice.",
        "Mum: Emre, can you bring the big copper tray for Aunt Selin's engagement on Saturday?",
      ),
      h(
        'Building manager: The water will be cut tomorrow from 10:00 to 14:00 for the pipe repair. It should be back by the afternoon. Sorry for the inconvenience.',
      ),
      h(
        'Kerem: Wind was gusting 14 knots at Love Valley this morning, we packed up at the launch site. Never fly when the upper winds are shifting, my old instructor used to say. Good call by ops.',
      ),
      h(
        "Ops group: Tomorrow's slot list is posted and every pilot has confirmed a launch field.\nEmre on basket 7 with the Korean group, 05:15 at the yard",
        'Emre on basket 7 with the Korean group, 05:15 at the yard',
      ),
      h(
        "Deniz: Abi, the landlord messaged again about the deposit. I told him we'd sort it out after the season. Who is meeting him on Thursday, you or me?",
        'Who is meeting him on Thursday, you or me?',
      ),
      h(
        'Neighbour flat 3: Emre bey, thank you for moving your van so fast this morning. The gas delivery got in fine. You are a gentleman!',
      ),
      h(
        'Sister: Look at this photo of baby Defne in your old balloon t-shirt! She has your ears. Who wore it better? 😂',
      ),
      h(
        "Me: I'll pick up the spare burner from the workshop in Ürgüp on Wednesday.\nKerem: legend 🙏",
        "Me: I'll pick up the spare burner from the workshop in Ürgüp on Wednesday.",
      ),
      h(
        'Dad: The tractor man came and fixed the olive press, I paid him already.\nDad: Remember to bring your pilot licence when you come, the insurance man wants a copy.',
        'Dad: Remember to bring your pilot licence when you come, the insurance man wants a copy.',
      ),
      h(
        "Ops group: The annual envelope inspections were all done before 15 March. Balloon 4 passed with no issues. What a season it's going to be!",
      ),
      h(
        'Building group: The meeting on Sunday went well, thanks everyone. We agreed on the new intercom and the follow-up is in the pinned message.\nAysel hanım: Who decided the new intercom should play a melody? 😂',
      ),
      h(
        'Mum: Market list for Saturday\n2 kg apricots\nFresh parsley, lots\nThank you my lion 🦁',
        '2 kg apricots',
        'Fresh parsley, lots',
      ),
    ],
  },
  {
    name: 'Dilys, 54, a family butcher in Llandeilo, on a Friday',
    highlights: [
      h(
        'Year 4 parents: Lovely assembly this morning, the kids were brilliant! Please send £1 in coins for non-uniform day on Friday. Last year the school raised over £300.',
        'Please send £1 in coins for non-uniform day on Friday.',
      ),
      h(
        "Ceri: Gethin has lost his recorder again 🙈 Honestly, that boy would lose his head if it wasn't screwed on.\nMe: we've got two, I'll drop one at the gate Monday",
        "Me: we've got two, I'll drop one at the gate Monday",
      ),
      h(
        "Mam: Your brother rang, he's bringing the new girlfriend on Sunday. Can you save us a leg of lamb, about 2kg? Dad says the last one was the best he's ever had.",
        'Can you save us a leg of lamb, about 2kg?',
      ),
      h(
        "Rhodri: Thanks to everyone who chipped in for Mrs Pryce's Christmas collection. She was made up with the voucher.",
      ),
      h(
        "Sioned: Just read that Carmarthen market is closing for a refurb in January. End of an era! Always buy your turkey local, that's what my nain used to say 😂",
      ),
      h(
        "Me: I'll bring 10kg of sausages for the fayre BBQ, up by 9am Saturday.\nHelen (PTA): Amazing, diolch Dilys! You're a star.",
        "Me: I'll bring 10kg of sausages for the fayre BBQ, up by 9am Saturday.",
      ),
      h(
        "Family chat: Gran's 90th photos are up on the shared album. She looked so happy. Honestly, who needs a DJ when you've got Uncle Huw?",
      ),
      h(
        "Tom: The van's MOT is due on the 14th, I've booked it in at Dai's for the 12th. You'll need to do the Tuesday delivery round in the car.",
        "You'll need to do the Tuesday delivery round in the car.",
      ),
      h(
        'Year 4 parents: Trip to St Fagans next Thursday! Forms and £8 to be handed in by Monday. The kids are so excited!',
        'Forms and £8 to be handed in by Monday.',
      ),
      h("Ceri: Lol the dog ate Gethin's homework. Actually ate it. Send help 😂"),
      h(
        "Bethan (sister): Don't forget Mam's hospital appointment is Wednesday at 2:30, you said you'd drive her. I'm in work till 5 so I can't.",
        "Bethan (sister): Don't forget Mam's hospital appointment is Wednesday at 2:30, you said you'd drive her.",
      ),
    ],
  },
  {
    name: 'Kenta, a sushi chef in Seattle, on his Monday day off',
    highlights: [
      h(
        'Condo association: Window washing is scheduled for Oct 21-23. Please remove all items from your balcony by the 20th. The contractor should finish the east side first.',
        'Please remove all items from your balcony by the 20th.',
      ),
      h(
        "Jamie (beer league): Great skate Thursday boys. Kenta you're on pucks and the cooler next week.",
        "Kenta you're on pucks and the cooler next week.",
      ),
      h(
        'Marc: Brutal loss last night lol. Their goalie was a brick wall. Keep your stick on the ice, boys, like Coach always says.',
      ),
      h(
        'Mom: Thanks for calling Obaachan for her birthday, she was so happy. She asked if you are eating properly 😅',
      ),
      h('Ryo: Saw your omakase got a shoutout in The Stranger! Proud of you man. Drinks on me next time.'),
      h(
        "Me: i'll bring the spare jerseys to the rink thurs, sorry for forgetting again",
        "Me: i'll bring the spare jerseys to the rink thurs, sorry for forgetting again",
      ),
      h(
        'Condo association: The elevator was repaired on Friday. Thank you for your patience. Reminder: the annual meeting is Nov 5 at 7pm in the amenity room, proxy forms due Nov 1.',
        'Reminder: the annual meeting is Nov 5 at 7pm in the amenity room, proxy forms due Nov 1.',
      ),
      h(
        'Condo association: As discussed at the last board meeting and in accordance with the updated bylaws, all owners who have not yet submitted their pet registration forms are asked to do so by October 31, after which a $50 administrative fee will be applied to the account. We apologize for any confusion caused by the previous notice.',
        'Condo association: As discussed at the last board meeting and in accordance with the updated bylaws, all owners who have not yet submitted their pet registration forms are asked to do so by October 31, after which a $50 administrative fee will be applied to the account.',
      ),
      h(
        "Sis: Mom needs to know by Friday if you're coming for Thanksgiving. She's already stressing about the turkey lol",
        "Sis: Mom needs to know by Friday if you're coming for Thanksgiving.",
      ),
      h(
        "Marc: Lol who let Dave pick the team name. The Zamboni Drivers 🤦 Could've been worse, could've been the Frozen Assets.",
      ),
      h(
        'Hana (2nd floor): Hi neighbors, a package for unit 1204 was left in the lobby this morning. Kenta picked it up already, mystery solved! Thanks for keeping an eye out everyone.',
      ),
    ],
  },
  {
    name: 'Nicola, a glassblower with a small studio in Stourbridge, on a Wednesday',
    highlights: [
      h(
        'Dippers: Water was 9 degrees at the lake this morning! Never swim alone and always tell someone where you are, folks. Lovely sunrise too.',
      ),
      h(
        "Jo: Only three tow floats left in the club bag, the rest have walked off somewhere 🙄\nMe: I've got four in the van, will bring them Sat",
        "Me: I've got four in the van, will bring them Sat",
      ),
      h(
        'Studio collective: The big annealer is booked by Priya Tues and Weds next week. Nicola to clean out the reheating furnace before the open studio on the 9th.',
        'Nicola to clean out the reheating furnace before the open studio on the 9th.',
      ),
      h(
        "Mum: Your dad's finally fixed the gate. Only took him three years 😂\nAre you still ok to have Biscuit the weekend of the 18th while we're in Tenby?",
        "Are you still ok to have Biscuit the weekend of the 18th while we're in Tenby?",
      ),
      h(
        "Sam (collective): Gas bill's in, £412 for the quarter. We need to decide whether we move to the new supplier before the fixed rate ends. Honestly, who signed us up for that tariff?",
        'We need to decide whether we move to the new supplier before the fixed rate ends.',
      ),
      h(
        'Dippers: Congrats to Bev who swam her first mile on Sunday! Brr. You should have seen her face when she got out 😂',
      ),
      h(
        "Dan (brother): Ordered Mum's birthday present, the blue vase from your Etsy lol. She'll never know! I was going to get her a scarf but that felt a bit lazy.",
      ),
      h(
        'Priya: The alarm company rang me at 2am, the back door was unlocked again. Nicola, you had the spare key last, could you drop it back to me by Thursday?',
        'Nicola, you had the spare key last, could you drop it back to me by Thursday?',
      ),
      h(
        "Jo: The New Year's Day charity dip at Kingswinford raised £1,240 for the hospice! Thank you all, you mad lot.",
      ),
      h(
        'Me: note to self, order more colour frit before the open studio',
        'Me: note to self, order more colour frit before the open studio',
      ),
      h(
        "Dan: Saw the Express & Star piece on the old Stuart crystal works. Gutted it's going to be flats. We used to go there on school trips.",
      ),
      h(
        'Sam: The studio lease renewal has to be signed by all four of us by the 30th. The landlord has already signed his part, apparently.',
        'Sam: The studio lease renewal has to be signed by all four of us by the 30th.',
      ),
    ],
  },
  {
    name: 'Hilary, 58, a parish church organist and piano teacher in Harrogate, on a Saturday',
    highlights: [
      h(
        'Choir: Lovely singing on Sunday everyone! Hilary, thank you for sending round the descant for the carol service so promptly.',
      ),
      h(
        'Revd Alison: The funeral for Mr Whitaker is on Tuesday at 11. The family have asked for Abide with Me and Nimrod. Are you free to play, Hilary?',
        'Are you free to play, Hilary?',
      ),
      h('Ben (son): Mum, I passed my driving test!! 🎉🚗\nMe: Brilliant!! So proud x'),
      h(
        "Geoff (tenor): The heating in the church hall should be fixed by Thursday. If not, it'll be scarves and gloves again. Sing from the diaphragm, as our old director used to bellow 😂",
      ),
      h(
        "Lily's mum (piano parents): Hi Hilary, thank you for fitting Lily in on Tuesday at 4.30 after her tummy bug. She loved the new piece!",
      ),
      h(
        "Rachel: Who's hosting Christmas Day this year? I did it last year and the year before 😅",
        "Rachel: Who's hosting Christmas Day this year?",
      ),
      h(
        'Choir: The robes have all been returned to the vestry for cleaning. Thanks to Margaret for mending all the hems.',
      ),
      h(
        "Ben: Found my insurance certificate, it was in the blue folder on top of the piano all along. Don't say it, I know 🙄",
      ),
      h(
        "Ruth (U3A walks): Wednesday's walk is cancelled, the forecast is awful. Never trust a Yorkshire sky in November! Next one is the 28th, Fewston Reservoir.",
      ),
      h(
        "Me: must practise the Widor toccata before Sunday, it's a mess at the moment\nGeoff: You'll be fine, you always are",
        "Me: must practise the Widor toccata before Sunday, it's a mess at the moment",
      ),
      h(
        "Revd Alison: The PCC agreed to have the organ tuned in the spring. The quote from Harrison's was £1,850. We still need to decide whether to launch an appeal for the swell pedal repair.",
        'We still need to decide whether to launch an appeal for the swell pedal repair.',
      ),
      h(
        "Choir: Carol service jobs\nMince pies: Margaret\nProgrammes: Hilary, printed by the 15th\nLet's make it the best one yet!",
        'Mince pies: Margaret',
        'Programmes: Hilary, printed by the 15th',
      ),
    ],
  },
  {
    name: 'Tomasz, a mushroom grower in County Monaghan (writes in English), on a Thursday',
    highlights: [
      h(
        'Senior Infants parents: Hi all, Ms Byrne says the class is doing a farm project next week. Would any parent be able to come in and talk about their job? The children are very excited.',
        'Would any parent be able to come in and talk about their job?',
      ),
      h(
        'Kasia (wife): I did the car tax online in the end. It wanted your PPS number so I found it in the drawer.',
      ),
      h(
        "Lotto committee: Jackpot is €6,400 this week. Tickets to be sold outside Mass on Sunday, Tomasz and Declan on the 10 o'clock. Well done all on last week's sales.",
        "Tickets to be sold outside Mass on Sunday, Tomasz and Declan on the 10 o'clock.",
      ),
      h(
        'Mama: Tomek, are you coming home for Wigilia? Flights from Dublin are getting expensive, Auntie Basia paid 900 zloty last year!',
        'Mama: Tomek, are you coming home for Wigilia?',
      ),
      h('Declan: Did ye see the state of the pitch after the rain? Like a bog. Ah sure, what can you do.'),
      h(
        "Kasia: Picked up Zosia from swimming, she got her badge! Also the vet rang about the dog. I said you'd ring them back before 5 to book his booster.",
        "I said you'd ring them back before 5 to book his booster.",
      ),
      h(
        'Senior Infants parents: Lost property! One small blue lunchbox with a dinosaur on it. Found, thanks everyone, it was in the PE bag all along.',
      ),
      h(
        "Me: I'll drop two boxes of chestnut mushrooms up to the clubhouse for the quiz night raffle",
        "Me: I'll drop two boxes of chestnut mushrooms up to the clubhouse for the quiz night raffle",
      ),
      h('Pat (lotto): The club made the Northern Standard this week. Fair play lads. Onwards and upwards!'),
      h('Kasia: The boiler man came this morning. He said it should be good for another winter.'),
      h(
        'Declan: Who has the key for the lotto box? Found it, never mind, it was in my jacket the whole time 🤦',
      ),
      h(
        "Kasia: Two things\nZosia dentist Tues 3:15, your turn\nCar NCT - book before the 20th\nI've done the shopping already x",
        'Zosia dentist Tues 3:15, your turn',
        'Car NCT - book before the 20th',
      ),
    ],
  },
  {
    name: 'Giulia, a violin maker in Cremona (writes in English), on a Wednesday',
    highlights: [
      h(
        'Condominio: The administrator confirms the facade works start on 3 March. The scaffolding will block the courtyard. Bikes must be moved to the cellar by Sunday.',
        'Bikes must be moved to the cellar by Sunday.',
      ),
      h(
        'Paolo (orchestra): Who can bring a music stand to rehearsal on Thursday? We are short of three.',
        'Paolo (orchestra): Who can bring a music stand to rehearsal on Thursday?',
      ),
      h(
        'Mamma: I made the tortelli di zucca yesterday, they came out perfect. Your nonna would have been proud.',
      ),
      h(
        "Me: I'll look at Luca's cello bridge tomorrow morning, bring it by 9\nLuca: Grazie mille!!",
        "Me: I'll look at Luca's cello bridge tomorrow morning, bring it by 9",
      ),
      h(
        'Condominio: Signora Rossi on the 2nd floor says thank you to whoever carried her shopping up yesterday. Very kind. She should be back from the hospital next week.',
      ),
      h(
        "Sofia's class parents: The school trip to Mantova is confirmed for 12 April! The €25 payment has to be made by bank transfer by Friday. The teacher says sandwiches are better than pizza for the bus 😂",
        'The €25 payment has to be made by bank transfer by Friday.',
      ),
      h(
        "Marco (brother): Can you find Papà's old Vespa manual and send me photos? A buyer wants to see it before Saturday.",
        "Marco (brother): Can you find Papà's old Vespa manual and send me photos?",
      ),
      h(
        'Paolo: The concert went really well on Sunday, bravi tutti! The recording is on the Drive. Remember, the slower you practise, the faster you learn, as Maestro Bianchi says 😉',
      ),
      h('Condominio: Someone is leaving cardboard next to the bins again. Who raised these people? 🙄'),
      h(
        'Me: order spruce tops from the Val di Fiemme supplier, max 400 euro',
        'Me: order spruce tops from the Val di Fiemme supplier, max 400 euro',
      ),
      h(
        'Giorgio (workshop): The Japanese client paid the deposit for the viola. He asked if it can be ready by June. You need to confirm the date with him this week.',
        'You need to confirm the date with him this week.',
      ),
    ],
  },
  {
    name: 'Ama, 39, a mortuary technician at a Birmingham hospital, on a Sunday',
    highlights: [
      h(
        "Kofi (brother): Venue for Dad's 70th is booked, the Ghanaian place in Handsworth, 14th June. Ama can you sort the cake? Auntie Efua is doing the jollof.",
        'Ama can you sort the cake?',
        'Auntie Efua is doing the jollof.',
      ),
      h('Quiz team: We came third!! £20 bar tab 🍻 Who knew Steve knew so much about Eurovision?'),
      h(
        'Residents (Block C): The lift will be out of service Monday to Wednesday for repairs. Sorry, stairs only. The engineer said it should be quicker this time.',
      ),
      h(
        "Mum: Ama, thank you for bringing Grandma's pill organiser back on Tuesday. And please eat something, you work too hard.",
      ),
      h(
        "Steve (quiz): Can't make next week, it's the wife's birthday. Ama, could you ask your cousin if she fancies my spot?",
        'Ama, could you ask your cousin if she fancies my spot?',
      ),
      h(
        "Me: I've renewed the TV licence and paid the service charge. Just need to book the boiler service now.",
        'Just need to book the boiler service now.',
      ),
      h(
        'Residents (Block C): Bins out Monday night this week, collection is Tuesday because of the bank holiday.',
        'Residents (Block C): Bins out Monday night this week, collection is Tuesday because of the bank holiday.',
      ),
      h("Kofi: Dad says he doesn't want a fuss. Lol. He said the same thing at 60 and danced till 2am."),
      h(
        "Work rota: Ama, can you swap your Saturday late for Dami's Friday early? No worries if not.",
        "Work rota: Ama, can you swap your Saturday late for Dami's Friday early?",
      ),
      h("Auntie Efua: God is good! Grandma's scan came back clear. Thank you all for your prayers 🙏"),
      h('Lisa (quiz): Remember, if in doubt, the answer is always Henry VIII 😂'),
      h(
        "Kofi: Who's doing the speech at the party, you or me? I'm rubbish at this stuff.",
        "Kofi: Who's doing the speech at the party, you or me?",
      ),
    ],
  },
];
