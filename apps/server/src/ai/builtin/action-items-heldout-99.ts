import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_99: LabelledDay[] = [
  {
    name: 'Renée, 39, a wildlife biologist with the Wisconsin DNR, mom of three in Madison, on a Monday',
    highlights: [
      h(
        "Mon to-do\nsign zoo permission slip (Ava)\n- [x] Venmo Coach Trish $85 for soccer\nLeo's library book turned up under the car seat",
        'sign zoo permission slip (Ava)',
      ),
      h(
        "Jen: Practice moved to the turf field at Elver Park this week.\nJen: I can't do Wednesday pickup, Marcus has PT at 4.\nJen: Can you take Wednesday and I'll do both Thursdays?",
        "Jen: Can you take Wednesday and I'll do both Thursdays?",
      ),
      h(
        'From a parenting newsletter I subscribe to: Stop rescuing forgotten lunches. Let them be hungry once and they will remember next time. Kids learn responsibility from small, survivable consequences.',
      ),
      h(
        'Email from Mrs Kowalski, 2nd grade: Field trip forms and the $12 fee are due this Friday, Oct 17. Chaperone spots are already full, thank you to everyone who volunteered! The bus should be back at school by 2:45.',
        'Email from Mrs Kowalski, 2nd grade: Field trip forms and the $12 fee are due this Friday, Oct 17.',
      ),
      h(
        "Fish survey on the lower Wisconsin got pushed to Wednesday because of the water levels. I need to ask Mike if he can cover the Thursday carpool since I'll be in the field until 6.",
        "I need to ask Mike if he can cover the Thursday carpool since I'll be in the field until 6.",
      ),
      h(
        'Took Leo to the orthodontist after work. He was a champ about the molds. The follow-up letter was mostly billing codes.',
      ),
      h(
        "Ava got invited to Harper's party at Pump It Up and she actually screamed. RSVP to Harper's mom by Wednesday, her number is in the class directory.",
        "RSVP to Harper's mom by Wednesday, her number is in the class directory.",
      ),
      h(
        "\"You don't have to attend every argument you're invited to.\" Saw that on a mug in the teachers' lounge at pickup and honestly felt it.",
      ),
      h(
        'We still need to decide whether Lily does indoor soccer this winter or takes a break. Her friend Maddie is doing it, which might settle it.',
        'We still need to decide whether Lily does indoor soccer this winter or takes a break.',
      ),
      h(
        'I meant to email the PTO about volunteering at the fall festival and completely forgot. The sign-up sheet was full by 8am anyway.',
      ),
      h(
        "TODO: email Ms Park about Leo's reading log, the app keeps eating his minutes",
        "TODO: email Ms Park about Leo's reading log, the app keeps eating his minutes",
      ),
    ],
  },
  {
    name: 'Hector, 42, a drywall contractor in Mesa, Arizona, dad of three, on a Thursday',
    highlights: [
      h(
        '10/16/2025, 06:52 - Coach Dee: Meet results are posted on the team page.\n10/16/2025, 06:53 - Coach Dee: Great job this week, times are dropping!\n10/16/2025, 07:10 - Marisa: Hector can you drive the 5:30 carpool tonight? My truck is in the shop.',
        'Marisa: Hector can you drive the 5:30 carpool tonight?',
      ),
      h(
        "Sofia says band fees ($75) have to be paid on the district portal by the 24th or she can't take her clarinet home over fall break.",
        "Sofia says band fees ($75) have to be paid on the district portal by the 24th or she can't take her clarinet home over fall break.",
      ),
      h(
        'Drywall at the Gilbert remodel is hung and the inspector signed off. Tape and mud should be done by Wednesday if the humidity behaves.',
      ),
      h(
        'Gabi field trip Fri\n- sack lunch, nothing in glass\n- sunscreen + hat\n- [x] sign the photo release',
        'sack lunch, nothing in glass',
        'sunscreen + hat',
      ),
      h(
        'Read on a swim parent blog: Never talk times in the car on the way home. Ask if they had fun and leave the coaching to the coach.',
      ),
      h("Lupe: Mateo's inhaler refill was ready at Walgreens, I grabbed it on my break"),
      h(
        'Picked up all three at 3:10, only ten minutes late. Sofia practiced scales the whole drive, which was a lot of B flat.',
      ),
      h(
        'The new uniform polos should come in next week. How is a six-year-old supposed to keep a white shirt white?',
      ),
      h(
        "Who is bringing the snacks for Saturday's meet? Marisa did it last time and I'm pretty sure the Nguyens did the one before.",
        "Who is bringing the snacks for Saturday's meet?",
      ),
      h(
        "Fall break starts the 20th and the kids are off all week. Need to figure out who watches Gabi Tuesday and Wednesday while I'm on the Chandler job.",
        "Need to figure out who watches Gabi Tuesday and Wednesday while I'm on the Chandler job.",
      ),
      h('Thanks again to the Ruiz family for the ride home Tuesday, we owe you big time!'),
    ],
  },
  {
    name: 'Dawn, 44, a canola agronomist on a grain farm near Yorkton, Saskatchewan, mom of three, on a Tuesday',
    highlights: [
      h(
        "Hockey\nOwen's registration cheque to Yorkton Minor Hockey\nGet skates sharpened before Saturday\nJersey deposit paid, receipt in the glovebox",
        "Owen's registration cheque to Yorkton Minor Hockey",
        'Get skates sharpened before Saturday',
      ),
      h(
        "Clubroot confirmed in the NE quarter at the Hendersons'. Soil samples went to the lab this morning. Results should be back by the end of next week.",
      ),
      h(
        'From the school division: Due to road conditions, bus 14 will not run the gravel section of Range Road 52 tomorrow. Families on that section must bring students to the Hwy 10 pickup by 7:45 a.m.',
        'Families on that section must bring students to the Hwy 10 pickup by 7:45 a.m.',
      ),
      h(
        "Brooke's 4-H record book came home with a gold seal. She wants to show a calf again next year, which means we need to talk to Dad about pen space before freeze-up.",
        'She wants to show a calf again next year, which means we need to talk to Dad about pen space before freeze-up.',
      ),
      h(
        'Coach Brent: Reminder that hockey is a privilege, not a right. Players who skip dryland will sit a shift.',
      ),
      h(
        "Tara: Owen left his neck guard in our van again lol\nTara: you're on for Saturday's 6 a.m. game in Melville, we did last week",
        "Tara: you're on for Saturday's 6 a.m. game in Melville, we did last week",
      ),
      h(
        'Farm safety poster in the shop: Never let kids ride on the fenders. Walk around the machine before you start it.',
      ),
      h(
        'Ella lost her first tooth at recess and the secretary put it in an envelope. She is convinced the tooth fairy takes Canadian Tire money.',
      ),
      h(
        "need to book Ella's eye exam before the benefits year resets in December",
        "need to book Ella's eye exam before the benefits year resets in December",
      ),
      h('Why does every school fundraiser involve frozen cookie dough? Asking for my freezer.'),
      h(
        "Ella's class is collecting mitts and toques for the Christmas hamper drive. Send two pairs with her by Friday.",
        'Send two pairs with her by Friday.',
      ),
    ],
  },
  {
    name: 'Kayla, 35, a CBSA border services officer in Windsor, Ontario, co-parenting two kids around shift rotations, on a Wednesday',
    highlights: [
      h(
        "Rotation change: I'm on nights Thu–Sun next week. Jordan has the kids Thursday to Sunday instead, so I have to update the shared calendar tonight.",
        'Jordan has the kids Thursday to Sunday instead, so I have to update the shared calendar tonight.',
      ),
      h(
        'Maya dance comp fees: $240 due Oct 30 through the studio app. Costume fitting went fine, only two pins in the arm.',
        'Maya dance comp fees: $240 due Oct 30 through the studio app.',
      ),
      h(
        '[15/10/2025, 18:02] Scouter Anne: Hi Beaver families! Apple Day raised $1,900 for camp last year.\n[15/10/2025, 18:03] Scouter Anne: Could each family please sign up for one 2-hour shift on the sheet?\n[15/10/2025, 18:20] Priya M: Done, we took 10 to 12 at the Sobeys on Tecumseh.',
        'Scouter Anne: Could each family please sign up for one 2-hour shift on the sheet?',
      ),
      h(
        'Long lineup at the Ambassador Bridge all afternoon, a reefer truck with a cracked seal held us up for an hour. Traffic should ease once the bridge work wraps up in November.',
      ),
      h(
        "You need to renew Liam's passport before the March break trip. The old one expired in August and nobody noticed.",
        "You need to renew Liam's passport before the March break trip.",
      ),
      h('From The Whole-Brain Child: Connect and redirect. Name it to tame it.'),
      h(
        "Jordan: Maya left her retainer at your place, can you drop it at school tomorrow before 8:30?\nJordan: also Liam carved a pumpkin at my mom's, he's very proud",
        'Jordan: Maya left her retainer at your place, can you drop it at school tomorrow before 8:30?',
      ),
      h(
        'Maya did her solo in front of the whole studio tonight. I cried in the parking lot like a normal person.',
      ),
      h('Beavers 6:30 Thurs, church hall on Dougall', 'Beavers 6:30 Thurs, church hall on Dougall'),
      h(
        'I should have signed Liam up for swimming lessons back in September. The city pool classes are all full now.',
      ),
      h('Parent-teacher interview went well. Mr Haddad says Liam is a chatterbox, but a kind one.'),
    ],
  },
  {
    name: 'Mel, 37, a ship-loader operator at the Newcastle coal terminal, mum of two in Merewether, NSW, on a Friday',
    highlights: [
      h(
        'Fri\n- Nippers rego closes Sunday!!\n- new rashie for Archie, size 10\n- [x] netball bibs washed and back to Jess',
        'Nippers rego closes Sunday!!',
        'new rashie for Archie, size 10',
      ),
      h(
        "Roster change: 12-hour nights Mon to Wed next week. Dan's on days that week, so at least one of us will be awake for the school run.",
      ),
      h(
        'From the school newsletter: Hats are compulsory in Term 4. No hat, play in the shade. The canteen will be closed on Wednesday for a staff development day.',
      ),
      h(
        "[17/10/2025, 16:41] Coach Shaz: Girls are playing at 8:40 tomorrow on court 11, please be there by 8:15\n[17/10/2025, 16:45] Coach Shaz: Mel are you right to do the scorebook this week?\n[17/10/2025, 16:52] Bec: Lily is crook so she's out, sorry Shaz",
        'Coach Shaz: Girls are playing at 8:40 tomorrow on court 11, please be there by 8:15',
        'Coach Shaz: Mel are you right to do the scorebook this week?',
      ),
      h(
        'Surf Life Saving tip: Always swim between the red and yellow flags. If you get caught in a rip, stay calm, float and raise an arm.',
      ),
      h(
        'Took Ruby for her first proper bra fitting after school. She said it was the most embarrassing day of her life, then asked for Maccas.',
      ),
      h(
        "Don't forget the gold coin for free dress day Monday",
        "Don't forget the gold coin for free dress day Monday",
      ),
      h(
        "Ruby's party list is at 14 and counting. We still need to decide whether it's the trampoline park or a sleepover at ours.",
        "We still need to decide whether it's the trampoline park or a sleepover at ours.",
      ),
      h(
        'The athletics carnival got called off because of the wind. The new date should be sometime in week 6.',
      ),
      h(
        "Dan: Can you grab the esky from your mum's on the way home? We need it for the Nippers breakfast.",
        "Dan: Can you grab the esky from your mum's on the way home?",
      ),
      h("Archie's teacher rang to say he's been a legend this term. Honestly, same."),
    ],
  },
  {
    name: 'Nat, 42, a FIFO haul-truck driver in the Pilbara on her week home in Baldivis, WA, mum of two, on a Monday',
    highlights: [
      h(
        "Week home list\nYear 7 camp form + medical info to Mrs Tran\nCamp payment $385 by 31 Oct\n- [x] Isla's school photos ordered\n- [x] Jack's ortho review booked",
        'Year 7 camp form + medical info to Mrs Tran',
        'Camp payment $385 by 31 Oct',
      ),
      h(
        'Swing change came through: 8 on, 6 off from November. Site says the new roster should be locked in by next Friday.',
      ),
      h(
        "Jack's footy presentation night Fri 6pm at the clubrooms. Trophies for everyone under 12 this year, which Jack reckons is soft.",
        "Jack's footy presentation night Fri 6pm at the clubrooms.",
      ),
      h(
        'From Hold On to Your Kids: Collect your child before you direct them. The relationship is the context for everything else.',
      ),
      h(
        "[20/10/2025, 07:58] Steve: isla's got library day today, bag is by the door\n[20/10/2025, 08:01] Steve: Can you ring the school about Jack's bus pass? It still says term 3\n[20/10/2025, 08:03] Steve: love you, have a good one",
        "Steve: Can you ring the school about Jack's bus pass?",
      ),
      h(
        'Was going to take the kids to Adventure World today but it bucketed down. Ended up at Bunnings for a sausage sizzle instead.',
      ),
      h("Mum hemmed Isla's concert costume while I was at the shops, what a legend"),
      h(
        "You need to be at Jack's last training on Thursday at 4:30, you promised him before you fly out.",
        "You need to be at Jack's last training on Thursday at 4:30, you promised him before you fly out.",
      ),
      h('The P&C trivia night raised over $6,000. Great effort from everyone who donated prizes.'),
      h(
        "Who's picking Isla up from Auskick on the 30th if Steve's working late?",
        "Who's picking Isla up from Auskick on the 30th if Steve's working late?",
      ),
      h("Jack says slip, slop, slap is a boomer thing. He still wore the hat, so I'm calling that a win."),
    ],
  },
  {
    name: 'Pádraig, 46, a mussel farmer on Killary Harbour, Co Galway, dad of three, on a Saturday in May',
    highlights: [
      h(
        "Sat\nCian U13s v Westport 11am, jerseys still in the wash\nAoibhe's feis went brilliant, 2nd in her reel\nRónán's Communion rehearsal went grand, he only waved at the priest twice",
        'Cian U13s v Westport 11am, jerseys still in the wash',
      ),
      h(
        'Lifted two ropes on the north line this morning, good fill on them. Spat settlement looks strong in the inner bay. The biotoxin results should be back from the Marine Institute on Tuesday.',
      ),
      h(
        "[10/05/2025, 09:12] Deirdre Joyce: Lads, we're short a car for Westport. Pádraig could you bring 3 extra in the jeep?\n[10/05/2025, 09:20] Deirdre Joyce: Legend, thanks a million",
        'Pádraig could you bring 3 extra in the jeep?',
      ),
      h(
        "Communion checklist\n- [x] Suit collected from Moran's\n- [x] Envelope for the choir\n- [x] Photographer booked\n- [ ] Ring the hotel about numbers for the meal",
        'Ring the hotel about numbers for the meal',
      ),
      h(
        'Miss Nic Giolla: Dancers must be in full costume and checked in at the side hall by 9.30am. Results will be posted at the stage door after each round.',
        'Miss Nic Giolla: Dancers must be in full costume and checked in at the side hall by 9.30am.',
      ),
      h(
        'Coaching course handout: Praise the effort, not the outcome. Let the kids make the decisions on the pitch.',
      ),
      h(
        'Sinéad was on nights in Castlebar so I did the whole morning on my own. Three lunches, two hurleys, one lost gumshield.',
      ),
      h(
        'Must ring the school about the bus from Leenane, Rónán was left waiting at the cross on Thursday',
        'Must ring the school about the bus from Leenane, Rónán was left waiting at the cross on Thursday',
      ),
      h('How is it that every child in Connemara needs a new hurley the same week? Answers on a postcard.'),
      h(
        'Sinéad: The school tour money is €25 and it has to go in by Wednesday. They lost half the envelopes last year, the eejits.',
        'Sinéad: The school tour money is €25 and it has to go in by Wednesday.',
      ),
      h(
        'The U13 parents are doing the teas at the home game on Sunday week. The forecast should be grand for it anyway.',
        'The U13 parents are doing the teas at the home game on Sunday week.',
      ),
    ],
  },
  {
    name: 'Tadhg, 35, a stay-at-home dad in Naas, Co Kildare, while his wife is overseas with the Defence Forces, on a Thursday',
    highlights: [
      h(
        "Thurs\n- [x] Saoirse's swim fees\n- [ ] ring Gráinne 7pm (9pm her time)\n- [ ] return library books, overdue since mid-term",
        'ring Gráinne 7pm (9pm her time)',
        'return library books, overdue since mid-term',
      ),
      h(
        'Nóta ón scoil: Parent-teacher meetings are next Tuesday. Please book a time with the class teacher on Aladdin before Monday.',
        'Please book a time with the class teacher on Aladdin before Monday.',
      ),
      h("Gráinne: Got Fionn's drawing, it's up on the wall of the container. Miss ye all."),
      h(
        'From a Defence Forces family support leaflet: Keep routines the same while a parent is away. Children cope better when they know what comes next.',
      ),
      h(
        'Fionn cried at the school gate again this morning. Ms Duggan peeled him off me and he was grand by small break, apparently.',
      ),
      h(
        "[16/10/2025, 15:02] Aoife Kenny: Can you do the Tuesday lift to the pool? I'm stuck in Dublin till 7\n[16/10/2025, 15:04] Aoife Kenny: Also Saoirse was flying in training tonight, the coach was delighted with her",
        'Aoife Kenny: Can you do the Tuesday lift to the pool?',
      ),
      h(
        'I meant to sign Saoirse up for the Christmas panto workshop and the places are gone. Lesson learned.',
      ),
      h('Green bin out tonight', 'Green bin out tonight'),
      h(
        "Fionn's Beavers jumper has to be ordered from the Scout shop by the 31st",
        "Fionn's Beavers jumper has to be ordered from the Scout shop by the 31st",
      ),
      h(
        "Should I ask Mam to come down for the last week of November? Gráinne thinks I'm overdoing it.",
        'Should I ask Mam to come down for the last week of November?',
      ),
      h('Saw on the news the battalion should be home before Christmas. Not getting my hopes up.'),
      h(
        'Huge thanks to Bríd next door for the dinner on Tuesday. The kids are still talking about her apple tart.',
      ),
    ],
  },
];
