import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_68: LabelledDay[] = [
  {
    name: 'Lars, 72, a retired surveyor who volunteers as a guard on a heritage steam railway in Småland, Sweden, on a Saturday',
    highlights: [
      h(
        'Saturday duty\nWeather: dry, light wind from the west\nCollect the float from the booking office by 9.30\nSecond guard today is Olle, first day back after his operation',
        'Collect the float from the booking office by 9.30',
      ),
      h(
        'From Steam Days, spring issue: "Never open the regulator on a cold engine with the drain cocks shut." Sound advice, though nobody has ever let me near a regulator. The author should know; he fired locomotives on the Bergslagen line for thirty years.',
      ),
      h(
        'From Agneta (volunteer coordinator): Hej Lars, thank you for covering last Sunday at such short notice. The committee met on Thursday and agreed the autumn timetable. Could you bring the lost-property box up to the museum coach when you finish today? The new guard trainees start on 14 September, and I have already put you down as a mentor, as you offered in June. Best wishes, Agneta',
        'Could you bring the lost-property box up to the museum coach when you finish today?',
      ),
      h(
        'I rang Bengt about the signal lamp on Friday and he has already ordered new wicks. They should arrive on Tuesday.',
      ),
      h(
        "Text from Ellen: Morfar, don't forget my school concert is on Thursday at 6! Mamma says you can sit with us in the front row.",
        "Text from Ellen: Morfar, don't forget my school concert is on Thursday at 6!",
      ),
      h(
        'Reading "The Railway Guard\'s Handbook" (1952) again. A guard must at all times carry his watch, whistle, flags and a copy of the rule book. Times change, but I still carry all four. Lovely old line drawings of the brake vans.',
      ),
      h(
        "sat jobs\nbuy wicks? no, Bengt has them\nreturn Agneta's umbrella\nKerstin rang re Sunday dinner, all sorted",
        "return Agneta's umbrella",
      ),
      h(
        "Rolling stock sub-committee, notes\nPresent: Lars, Bengt, Agneta, Olle\nThe leak in the roof of coach 7 was discussed at length. Olle has already obtained two quotes for re-canvassing it. Bengt reported that the boiler certificate runs until 2027. Action: Lars to photograph the rot in the guard's compartment door.\nMeeting closed at 20.10.",
        "Action: Lars to photograph the rot in the guard's compartment door.",
      ),
      h(
        'Lovely day on the line. The children in coach 3 waved at every cow between Virserum and Hultsfred. I meant to ask the driver about his firing technique but never got the chance.',
      ),
      h(
        "Note to self: you need to renew the guard's certificate before it lapses at the end of November. The medical form is in the blue folder.",
        "Note to self: you need to renew the guard's certificate before it lapses at the end of November.",
      ),
      h(
        'From the association newsletter: Volunteers are reminded that the season closes on 29 September. Members are encouraged to wear high-visibility vests at all times on the track side.',
      ),
    ],
  },
  {
    name: 'Beatriz, 68, secretary of a tango society in Montevideo, Uruguay, on a Wednesday',
    highlights: [
      h(
        "Comisión directiva, minutes of Tuesday's meeting\nThe treasurer reported a small surplus from the winter milonga. It was agreed that the society will not raise membership fees this year. Raúl has already spoken to the Ateneo about the upper hall for the anniversary ball. The secretary is to circulate the draft programme to all members by 15 August.",
        'The secretary is to circulate the draft programme to all members by 15 August.',
      ),
      h(
        "From Mirta: Querida Beatriz, I hope your knee is better. Last night's class was lovely, although we missed you. Hugo says the beginners should be ready to dance in public by the spring. Would you mind sending me the list of members who have not paid yet? I rang two of them already, it is less awkward coming from me. Also, who is bringing the urn on Saturday? Nobody has said. Besos, Mirta",
        'Would you mind sending me the list of members who have not paid yet?',
        'Also, who is bringing the urn on Saturday?',
      ),
      h(
        'From "El Tangauta", June: Walk before you dance. Listen to the orchestra, not to your feet. Never apologise on the floor; simply carry on. Wise words for our beginners.',
      ),
      h(
        "Miércoles\nprint 40 copies of the programme draft\ncoffee and sugar already in the cupboard\nPhone Dr Ferreira's office to move the knee appointment",
        'print 40 copies of the programme draft',
        "Phone Dr Ferreira's office to move the knee appointment",
      ),
      h(
        'WhatsApp from Tomás (grandson): Abu, I set up the group chat for the society like you asked. I already approved Mirta and Raúl, so everyone is in now. To add someone new, you press the little person with the plus. Te quiero!',
      ),
      h(
        "From Linda (our member in Miami): Hola Beatriz! I finally organized the photos from the festival and the colors came out great. I'm flying down on the 3rd of December and would love to take a class with Hugo. Can you reserve me a spot in the Thursday program?",
        'Can you reserve me a spot in the Thursday program?',
      ),
      h(
        'Thanks to everyone who helped at the winter milonga! The follow-up from the neighbours has been very kind, not one complaint about the noise.',
      ),
      h('The hall deposit was paid to the Ateneo on Monday, receipt in the green file.'),
      h(
        'From a memoir by an old milonguero: "We did not learn in classes. We learned by watching, then by dancing badly for years." Nobody dances badly for years any more; they all learn from videos.',
      ),
      h(
        'Hugo has asked again about the practice time. We still need to decide whether Thursday practice moves to 19.30 for the winter.',
        'We still need to decide whether Thursday practice moves to 19.30 for the winter.',
      ),
      h(
        'Is there anything sadder than an empty dance floor at one in the morning? Still, the ones who stayed danced beautifully.',
      ),
    ],
  },
  {
    name: "Col, 74, a retired fitter and turner at a Men's Shed in Hobart, Tasmania, on a Monday",
    highlights: [
      h(
        'Monday\nchisels done, sharpened them Sunday arvo\nBunnings: 2 boxes of 8g screws, wood glue\nBandsaw blade sorted, Trev dropped it in Sat',
        'Bunnings: 2 boxes of 8g screws, wood glue',
      ),
      h(
        "From Pete (shed coordinator): G'day all, the council did its safety inspection last Thursday and we passed, apart from one thing. The dust extractor in the back room was the only item they flagged. Col, could you have a go at the motor before they come back on the 28th? Also, the sausage sizzle at Bunnings Glenorchy went well, we raised $1,140 for the shed. Big thanks to Ron and Shirley who did the whole morning shift. Cheers, Pete",
        'Col, could you have a go at the motor before they come back on the 28th?',
      ),
      h(
        'From the woodwork mag in the shed library: Measure twice, cut once, and then measure again for luck. Always let the blade reach full speed before you feed the timber. Keep your sharpening stones flat or they will ruin every edge you put on them.',
      ),
      h(
        "Message from Jess (granddaughter): Pop, remember you've got the hearing test at 2.15 on Wednesday at the Eastlands clinic. Mum says she can drive you if I get stuck at uni. Love you x",
        "Message from Jess (granddaughter): Pop, remember you've got the hearing test at 2.15 on Wednesday at the Eastlands clinic.",
      ),
      h(
        'Finished the two rocking horses for the kindy in Moonah today. Ron did the manes out of an old mop. The kids should have them by Christmas if the paint dries in this weather.',
      ),
      h(
        'Shed committee, 3rd Monday\nApologies: Ron\nThe grant application to the community fund went in on time. Treasurer paid the insurance renewal last week. We still need to decide whether to open on Saturdays over summer. Discussion about the tea roster went round in circles again.',
        'We still need to decide whether to open on Saturdays over summer.',
      ),
      h(
        "Reading a book about the Men's Shed movement. The founders reckoned blokes don't talk face to face, they talk shoulder to shoulder. You should never underestimate what a cuppa and a broken lawnmower can do for a man who has just lost his wife. Sits right with me.",
      ),
      h('Bins out tonight', 'Bins out tonight'),
      h(
        "I meant to drop the spare clamps round to Bluey's but the car wouldn't start. Rang the RACT and they came within the hour.",
      ),
      h(
        "Shirley asked at smoko if anyone could teach her granddaughter to turn a bowl. Who wouldn't want to? Told her Thursdays are best, that's when the good lathe is free.",
      ),
      h('Car rego due 14 Nov — do it online this time', 'Car rego due 14 Nov — do it online this time'),
    ],
  },
  {
    name: "Mrs Akua Mensah, 70, a retired headteacher who runs a volunteer children's reading club at a community library in Kumasi, Ghana, on a Tuesday",
    highlights: [
      h(
        'Tuesday\nCollected the donated books from Mrs Owusu in Asokwa\nCover the new paperbacks with plastic\nLast week 23 children came, a record',
        'Cover the new paperbacks with plastic',
      ),
      h(
        'From Kofi Asante (library volunteer): Dear Madam Mensah, greetings. The Rotary Club of Kumasi has offered us two new bookshelves. They have asked for a letter from the club confirming where the shelves will go. Could you write the letter and sign it as chairperson before the end of the month? I have attached their template. Yours faithfully, Kofi',
        'Could you write the letter and sign it as chairperson before the end of the month?',
      ),
      h(
        'From a book on reading by a former colleague: A child who is read to every night will teach himself to read. Never correct a young reader in front of the class. Praise the effort, not the result.',
      ),
      h(
        "From Efua (granddaughter, Accra): Grandma, please charge your phone tonight, we are calling you for your birthday video at 8 tomorrow morning. And don't answer calls from numbers you don't know, they are all scammers!",
        'From Efua (granddaughter, Accra): Grandma, please charge your phone tonight, we are calling you for your birthday video at 8 tomorrow morning.',
      ),
      h(
        'Ama read a whole page of "Anansi and the Pot of Wisdom" aloud today without stopping. I nearly cried. Her mother came to thank me afterwards.',
      ),
      h(
        'Reading club committee, notes of Saturday\nMembers present: six\nWe agreed to start a Saturday session for older children in January. Mr Boateng will speak to the headmaster of the M/A school about using a classroom. The secretary should send thank-you cards to the Rotary Club and the Ghana Library Authority. The meeting ended with prayer.',
        'Mr Boateng will speak to the headmaster of the M/A school about using a classroom.',
        'The secretary should send thank-you cards to the Rotary Club and the Ghana Library Authority.',
      ),
      h(
        'From the library association bulletin: Libraries across the Ashanti Region recorded a 12% rise in child visitors this year. The association will hold its annual conference in Tamale in March.',
      ),
      h(
        'The pharmacy at Adum has run out of my tablets again. The pharmacist says the new stock should come on Friday.',
      ),
      h(
        'Why do the best books always come back with jollof stains? The cover of "Things Fall Apart" is beyond saving.',
      ),
      h(
        'Bought 3 packs of pencils and the big exercise books at Kejetia market yesterday. The prices have gone up again.',
      ),
      h(
        "Shopping\nsugar and Milo for the children's snack\n(kenkey — Abena is bringing some)",
        "sugar and Milo for the children's snack",
      ),
    ],
  },
  {
    name: 'Bill, 78, a Rotary Club member in Christchurch, New Zealand, organising a charity duck race, on a Monday',
    highlights: [
      h(
        'Duck race sub-committee, Monday notes\nThe permit from the City Council has been approved. Graham collected the 2,000 rubber ducks from the storage unit in Addington on Saturday. The ducks need to be washed before Sunday, they smelt terrible last year. Margaret has the float for the ticket tables.',
        'The ducks need to be washed before Sunday, they smelt terrible last year.',
      ),
      h(
        "From Heather (club secretary): Kia ora Bill, thanks for your report at Thursday's meeting. Several members asked me afterwards whether the route will be the same as last year. I told them I thought so but would check with you. Are we still starting at the Antigua Boat Sheds? Also, the Press would like a photo of the committee with the ducks for their community page. Could you get everyone together on Wednesday at 10? Ngā mihi, Heather",
        'Are we still starting at the Antigua Boat Sheds?',
        'Could you get everyone together on Wednesday at 10?',
      ),
      h(
        'From the Rotary magazine: Successful fundraisers begin with a clear goal. Tell people exactly what their money will buy. Thank your volunteers publicly and often.',
      ),
      h(
        "Text from Liam: Grandad, I set up the printer too, it should work now. Please don't click on the pop-ups that say you've won something. Can you send me a photo of the error message from the old laptop so I can look it up?",
        'Can you send me a photo of the error message from the old laptop so I can look it up?',
      ),
      h(
        'to do mon\nticket money banked, $2,310\nemail Heather re start point\nmower back from the repairer, runs like new',
        'email Heather re start point',
      ),
      h(
        'From a local history of the Avon: The river was once so choked with watercress that men were employed to clear it by hand. Boating on the river was a favourite Sunday outing for half the city.',
      ),
      h(
        'Rang the insurance broker this morning. Public liability is covered up to two million, so that worry is off my mind.',
      ),
      h(
        'Hearing aid batteries — pick up from the chemist at Northlands',
        'Hearing aid batteries — pick up from the chemist at Northlands',
      ),
      h(
        'The ducks should be back in the water by 11.30 if the weather is kind. Last year a gull made off with number 417.',
      ),
      h(
        'We need to find two more marshals for the finish line. Colin has agreed to do the loudspeaker again, bless him.',
        'We need to find two more marshals for the finish line.',
      ),
      h('Feeling tired today. Eighty is creeping up faster than the ducks.'),
    ],
  },
  {
    name: 'Marguerite, 66, a volunteer guide at a lighthouse museum in Brittany (writes in English), on a Sunday',
    highlights: [
      h('Visitor book, this week\nTuesday: 41\nWednesday: 67 (rain, everyone came inside)\nSaturday: 112'),
      h(
        "From Jean-Yves (president of the Amis du Phare): Chère Marguerite, the regional council has finally confirmed the grant for the new interpretation panels. They will be installed by the council's own team in early September. I wonder whether you could translate the three panels into English by the 5th, as you did so beautifully for the leaflet. The French text is attached. Amitiés, Jean-Yves",
        'I wonder whether you could translate the three panels into English by the 5th, as you did so beautifully for the leaflet.',
      ),
      h(
        'From a book on the lighthouses of Finistère: The keeper had to wind the clockwork every forty minutes through the night. A keeper must never leave the lantern unattended in fog. Most of the lights were automated by the end of the century.',
      ),
      h(
        "Message from Chloé: Mamie, don't forget the video call with the cousins in Montréal, Sunday at 19h your time! Last time you hung up on Tante Sophie by pressing the red button.",
        "Message from Chloé: Mamie, don't forget the video call with the cousins in Montréal, Sunday at 19h your time!",
      ),
      h(
        'From the lighthouse museums newsletter (my English summary): Volunteers should greet every visitor at the door. A good guide tells one story well rather than ten stories badly. Visitor numbers at coastal museums in Brittany rose by 8% last summer.',
      ),
      h(
        "à faire\nreturn the library books (overdue!)\nstamps bought Friday\nwater Madame Le Goff's geraniums while she is in Lorient",
        'return the library books (overdue!)',
        "water Madame Le Goff's geraniums while she is in Lorient",
      ),
      h(
        'Climbed the 272 steps twice today with the coach party. My knees are complaining. A gentleman from Leeds asked whether the light still works; I told him it has been automatic for years.',
      ),
      h(
        'Note for Yann: the fire extinguisher in the watch room has to be checked before the school groups come back in September.',
        'Note for Yann: the fire extinguisher in the watch room has to be checked before the school groups come back in September.',
      ),
      h(
        "Amis du Phare, AGM notes\nThe accounts were approved unanimously. Membership stands at 143. The follow-up to last year's survey was disappointing, only twelve replies. Question for the board: do we open the shop on weekday mornings in winter or not?",
        'Question for the board: do we open the shop on weekday mornings in winter or not?',
      ),
      h(
        'Pharmacy — collect my prescription before 12 on Monday',
        'Pharmacy — collect my prescription before 12 on Monday',
      ),
      h('What a sunset tonight over the Iroise. The sea was like silk.'),
    ],
  },
  {
    name: "Ravi, 72, a retired railway clerk in Mysuru, India, and secretary of a bird watchers' society, on a Sunday",
    highlights: [
      h(
        "Bird Watchers' Circle, monthly meeting\nThe treasurer presented the accounts; balance Rs 18,450. It was decided to hold the winter waterbird count on 12 January at Kukkarahalli and Karanji lakes. Suresh to prepare the count sheets and clipboards. The lake authority staff are to clear the weeds from the viewing platform before the count. Members were reminded that the lake paths close at 6 pm.",
        'Suresh to prepare the count sheets and clipboards.',
        'The lake authority staff are to clear the weeds from the viewing platform before the count.',
      ),
      h(
        "From Dr Lakshmi Narayan: Dear Ravi sir, I was at Kukkarahalli at dawn on Thursday and I am fairly sure I saw a pair of Spot-billed Pelicans nesting on the island. I have not yet reported this to the Forest Department. Can you check the society's old records to see if they have nested there before? My photos are blurred, sadly, the light was poor. Regards, Lakshmi",
        "Can you check the society's old records to see if they have nested there before?",
      ),
      h(
        'From the introduction to my old field guide: Learn the common birds first, and the rare ones will announce themselves. Always note the date, place and weather with every sighting. A good birder is patient before he is clever.',
      ),
      h(
        'From Ananya (granddaughter, Bengaluru): Thatha, I have booked your train ticket for Saturday, the PDF is in your email. Please print it or keep it ready on the phone for the TTE. Amma says she will meet you at the station.',
        'Please print it or keep it ready on the phone for the TTE.',
      ),
      h(
        'Sunday list\nnewsletter proofs to Suresh by evening\nStar of Mysore subscription renewed\nwalked round Karanji 6 am, 47 species',
        'newsletter proofs to Suresh by evening',
      ),
      h(
        'Counted 212 Northern Shovelers at Kukkarahalli this morning, the highest in years. A pair of Painted Storks flew over the university buildings. I forgot my notebook and had to write the tally on my hand.',
      ),
      h(
        'Our society was started in 1978 by three schoolteachers and a retired colonel. They met on the lake steps every Sunday morning. The colonel insisted that every member must keep a pocket diary of sightings.',
      ),
      h('Eye check-up Tues 10.30, take the old glasses', 'Eye check-up Tues 10.30, take the old glasses'),
      h(
        'Pension life certificate has to be submitted at the bank before 30 November.',
        'Pension life certificate has to be submitted at the bank before 30 November.',
      ),
      h(
        "Who will lead the beginners' walk next month while I am in Bengaluru? Nobody volunteered at the meeting.",
        "Who will lead the beginners' walk next month while I am in Bengaluru?",
      ),
      h(
        'Is there a more beautiful sound than a flock of whistling ducks lifting off the water? I think not.',
      ),
    ],
  },
  {
    name: "Dorothy, 80, a Women's Institute member in a Shropshire village, on a Thursday",
    highlights: [
      h(
        'WI committee, Thursday\nThe speaker for October has cancelled. Joyce will ask the beekeeper from Clun instead. Entries for the autumn show closed last Saturday with a record 96 jars. The hall heating has finally been fixed.',
        'Joyce will ask the beekeeper from Clun instead.',
      ),
      h(
        "From Pam (WI president): Dear Dorothy, I do hope your hip is behaving. I've been asked by the Federation to find someone to judge the preserves class at the Ludlow show, and I immediately thought of you. There is no fee, I'm afraid, but they do a very good lunch. Would you be willing? The judging is on Saturday 12th October in the morning. With love, Pam",
        'Would you be willing?',
      ),
      h(
        'From WI Life: Always warm your sugar before adding it to the fruit. Never stir once the jam has reached a rolling boil. Test for a set with a cold saucer from the freezer.',
      ),
      h(
        'Note from Olly (stuck to the fridge): Granny, to answer the phone you swipe the green circle UP, not across. Please ring Mum on Sunday so she knows it works. Love, Olly',
        'Please ring Mum on Sunday so she knows it works.',
      ),
      h(
        'Thursday\nlibrary books back, fine paid\nWaitrose: caster sugar, jam jar lids, lemons\nHip physio 11.15 at the Community Hospital',
        'Waitrose: caster sugar, jam jar lids, lemons',
        'Hip physio 11.15 at the Community Hospital',
      ),
      h(
        'From "The Country Housewife\'s Book" (1930s): A thrifty housewife wastes nothing; the windfalls make the best jelly. She should be up before the household to light the range. How times change.',
      ),
      h(
        'Made eleven jars of damson jam this morning. Three did not set and will have to be boiled again.',
        'Three did not set and will have to be boiled again.',
      ),
      h('Pam rang to say thank you for the flowers. She sounded much brighter.'),
      h('Joyce says the new vicar should be at the October meeting. We shall see.'),
      h(
        "Family chat\nKatie: the photos from Sunday are in the album now\nKatie: can you bring the big trifle bowl on Sunday?\nMe: of course, dear\nOlly: Granny you're a pro now",
        'Katie: can you bring the big trifle bowl on Sunday?',
      ),
      h('Why do we always end up talking about car parking at these meetings? Nobody ever has an answer.'),
    ],
  },
];
