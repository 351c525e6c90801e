import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_26: LabelledDay[] = [
  {
    name: 'Ray, a self-employed window cleaner, on a Monday',
    highlights: [
      h(
        "Mrs Okafor at 22 Linden Ave asked about the conservatory roof too. Quote her for it when I'm round Thursday.",
        "Quote her for it when I'm round Thursday.",
      ),
      h(
        'Pure water system: TDS reading was 14 this morning. Resin is on its way out. Order 2 resin bags from Clearwater before the weekend.',
        'Order 2 resin bags from Clearwater before the weekend.',
      ),
      h(
        "Beginners' thread on the WCR forum: never use washing-up liquid on a water-fed pole, it leaves streaks in the sun. Work top to bottom and always rinse the frames last.",
      ),
      h(
        "Dean: can you do Elm Court for me Wednesday, my van's in the garage\nMe: yeah go on\nDean: legend, keys are under the mat at number 4",
        "Dean: can you do Elm Court for me Wednesday, my van's in the garage",
      ),
      h(
        'Insurance up £140!!\nget 3 quotes before it auto-renews on the 3rd',
        'get 3 quotes before it auto-renews on the 3rd',
      ),
      h(
        "Did the Co-op shopfront and the dentist's. Dentist paid by card. Co-op want invoicing monthly now, not weekly.",
      ),
      h('Bins out tonight', 'Bins out tonight'),
      h(
        'Podcast on growing a round: the guy said you should knock on 50 doors a week no matter how busy you are. Not sure I agree. I meant to leaflet the new estate in August and never did.',
      ),
      h(
        'Note to self: you need to chase the letting agency on Pell St, they owe £260 from September. Their accounts person is only in Tue and Wed.',
        'Note to self: you need to chase the letting agency on Pell St, they owe £260 from September.',
      ),
      h(
        'Website enquiry from the deli on Market St. Would you be able to do the inside of the shop windows too, and what would that cost?',
        'Website enquiry from the deli on Market St. Would you be able to do the inside of the shop windows too, and what would that cost?',
      ),
      h("dont forget Dean's keys back to him Thurs", "dont forget Dean's keys back to him Thurs"),
    ],
  },
  {
    name: 'Marisol, taco truck owner in Austin, on a Thursday',
    highlights: [
      h(
        'Prep list Thurs\nmarinate pork shoulder overnight\nchar the tomatillos for the salsa verde',
        'marinate pork shoulder overnight',
        'char the tomatillos for the salsa verde',
      ),
      h(
        'Fire marshal did the propane check last year and it was painless. Propane inspection needs redoing before Nov 19, so call them Monday.',
        'Propane inspection needs redoing before Nov 19, so call them Monday.',
      ),
      h(
        '"Cook the menu you love and the customers will find you." Great line from that street food documentary, but the customers around here want quesadillas.',
      ),
      h(
        "Priya: festival organizers emailed back, we're confirmed for the Saturday slot\nPriya: pitch is F12, right next to the beer tent\nMe: can you send them our health permit, it's in the blue folder\nPriya: sure thing",
        "Me: can you send them our health permit, it's in the blue folder",
      ),
      h('Sold out of birria by 1:40. Made 90 portions, could easily have done 130.'),
      h('The new card reader should arrive Tuesday. Square said the tracking would update tonight.'),
      h(
        'City mobile vending permit — renewal form in by Nov 30',
        'City mobile vending permit — renewal form in by Nov 30',
      ),
      h(
        'Generator was making that rattling noise again. I looked at it for ten minutes and gave up. Why does everything die on the busiest weekend of the year?',
      ),
      h(
        'Customer asked whether we do a vegan option. We used to do jackfruit but it never sold. Should we bring it back for January?',
        'Should we bring it back for January?',
      ),
      h("Thanks to everyone who came out in the rain today, y'all are the best!"),
      h(
        "Talked to Janine the accountant, she figures we'll owe less than last year. Drop the receipts shoebox at her office Wednesday.",
        'Drop the receipts shoebox at her office Wednesday.',
      ),
    ],
  },
  {
    name: "Gwen, cheesemonger with a farmers' market stall, on a Saturday",
    highlights: [
      h(
        "Stock to order from Neal's\n2 wheels Montgomery\nBaron Bigod x6",
        '2 wheels Montgomery',
        'Baron Bigod x6',
      ),
      h('Rain forecast all day. Gazebo weights are in the van.'),
      h(
        "Tom: can you cover the stall next Sat, I've got my sister's wedding\nMe: ah congrats to her! should be fine",
        "Tom: can you cover the stall next Sat, I've got my sister's wedding",
      ),
      h(
        'From the cheese course: always cut a wedge so every customer gets some rind and some paste. Never wrap blue cheese in cling film, it suffocates.',
      ),
      h(
        'EHO visit this morning. She was happy apart from the gaps in the fridge temp log. The missing days have to be written up and sent to her by the 14th.',
        'The missing days have to be written up and sent to her by the 14th.',
      ),
      h('Card machine £1,240, cash £385'),
      h(
        'Remember to bring the big slate boards for the Christmas market',
        'Remember to bring the big slate boards for the Christmas market',
      ),
      h(
        "The lady who buys the Comté every week asked if we could do a cheese wedding cake. Told her I'd think about it. Need to price one up and get back to her by next Saturday.",
        'Need to price one up and get back to her by next Saturday.',
      ),
      h('Wholesale invoice #4471 due Friday', 'Wholesale invoice #4471 due Friday'),
      h('I used to think markets were dying. Saturdays like today prove me wrong.'),
      h(
        "Who's doing the early set-up on Sunday, me or Tom?",
        "Who's doing the early set-up on Sunday, me or Tom?",
      ),
    ],
  },
  {
    name: 'Fergus, upholsterer with a one-man workshop, on a Tuesday',
    highlights: [
      h(
        'Wing chair for Mrs Adeyemi: frame sound, eight-way hand-tied springs, her own velvet. Collected it Saturday.',
      ),
      h(
        'Foam delivery short by two sheets of 50mm. Email Pennine Foam and ask for a credit or the missing sheets.',
        'Email Pennine Foam and ask for a credit or the missing sheets.',
      ),
      h('Old boss used to say measure twice, cut once, then measure again out of spite.'),
      h('Tack hammer head has gone loose'),
      h(
        "You need to photograph the finished chesterfield before it goes back, the website hasn't had anything new since spring.",
        "You need to photograph the finished chesterfield before it goes back, the website hasn't had anything new since spring.",
      ),
      h(
        "Jess (Saturday girl): could you leave me the staple gun and the 10mm staples, I'll do the dining chair seats first thing",
        "Jess (Saturday girl): could you leave me the staple gun and the 10mm staples, I'll do the dining chair seats first thing",
      ),
      h('Piped edge on the ottoman came out wonky. Redid it twice. Third time it was fine.'),
      h(
        'Fabric sample books have to go back to Romo by the 28th or they charge us for them.',
        'Fabric sample books have to go back to Romo by the 28th or they charge us for them.',
      ),
      h('The Romo rep said prices should go up about 6% in January.'),
      h('TODO: VAT return Q3 by Thurs', 'TODO: VAT return Q3 by Thurs'),
      h("I'm not taking on any more dining sets before Christmas, my back can't take it."),
    ],
  },
  {
    name: 'Dave, self-employed roofer, on a Wednesday',
    highlights: [
      h(
        "Job list Wed\nFerris Rd — replace 6 slipped slates, bring the slate ripper\nVicarage chimney flashing, lead's in the lock-up",
        'Ferris Rd — replace 6 slipped slates, bring the slate ripper',
        "Vicarage chimney flashing, lead's in the lock-up",
      ),
      h('Scaffold at Ferris Rd should be down by Friday according to Kev.'),
      h(
        'Kev: you still owe me £180 for the tower hire mate, before Xmas ideally\nKev: good to see you at the match Sunday btw',
        'Kev: you still owe me £180 for the tower hire mate, before Xmas ideally',
      ),
      h('Weather: 40mph gusts Thursday. No one goes on a roof above 30.'),
      h(
        'Working at Height course: inspect your harness before every use and log it. Fair enough, but nobody actually does.',
      ),
      h(
        'get the roof rack on the van welded, left bracket is cracking',
        'get the roof rack on the van welded, left bracket is cracking',
      ),
      h(
        'Hallidays rang about the gutters. Need to ask whether they want the fascias done too before I price it.',
        'Need to ask whether they want the fascias done too before I price it.',
      ),
      h('Finished the flat roof at the Spar, two days early!'),
      h('Pay the skip firm', 'Pay the skip firm'),
      h('Apprentice starts in March if the grant comes through.'),
      h("What's the point of a 10-year guarantee if the firm folds in two?"),
      h(
        "Follow up with the Wilsons about the deposit, it's been three weeks",
        "Follow up with the Wilsons about the deposit, it's been three weeks",
      ),
    ],
  },
  {
    name: 'Bernie, ice-cream van owner, on a sunny Sunday',
    highlights: [
      h(
        'Chimes are playing too slow, sounds like a horror film. Ask Dad how he fixed it on the old van.',
        'Ask Dad how he fixed it on the old van.',
      ),
      h('Restock\nflakes\ncones x 4 boxes', 'flakes', 'cones x 4 boxes'),
      h('Sold 310 cones today. Best Sunday since the heatwave.'),
      h(
        'Street trading consent for the seafront runs out in April, and the council takes about six weeks to process it, so the renewal has to go in by mid-Feb.',
        'Street trading consent for the seafront runs out in April, and the council takes about six weeks to process it, so the renewal has to go in by mid-Feb.',
      ),
      h(
        "A bloke on the van owners' forum says you should never park within 400m of a school gate, even if it's legal. Sound advice really.",
      ),
      h('Freezer was at -14 at 4pm, should be -18. I turned it down a notch.'),
      h(
        "Leanne: are we doing the school fete on the 14th or not? They've asked twice now",
        'Leanne: are we doing the school fete on the 14th or not?',
      ),
      h('MOT done, passed with advisories on the rear tyres.'),
      h('new rear tyres before the bank holiday', 'new rear tyres before the bank holiday'),
      h('Note from Mum: "Don\'t give free cones to every kid who cries, you\'ll be skint by June." Ha.'),
      h(
        "Don't forget the float for tomorrow, £50 in coins from the bank",
        "Don't forget the float for tomorrow, £50 in coins from the bank",
      ),
    ],
  },
  {
    name: 'Nadia, who runs a small alterations and repairs shop, on a Friday',
    highlights: [
      h("Collected today: Mr Hughes' suit trousers, the three bridesmaid dresses, Aisha's coat."),
      h("Chloe's wedding dress — final fitting Tues 11am", "Chloe's wedding dress — final fitting Tues 11am"),
      h("Overlocker is skipping stitches again. Serviced it in June, so it shouldn't be doing this."),
      h(
        'Sewing blog tip: press every seam as you go, never at the end. Pins go in at right angles to the edge.',
      ),
      h(
        "Ring Tailor's Corner about the invisible zips, they were meant to come last week",
        "Ring Tailor's Corner about the invisible zips, they were meant to come last week",
      ),
      h(
        "Can you take in a leather jacket by next Friday? My son's going to a wedding and it's swimming on him.",
        'Can you take in a leather jacket by next Friday?',
      ),
      h('Rent up 8% from January. Landlord\'s letter says it\'s "in line with the market".'),
      h('I was going to put the prices up in September and chickened out.'),
      h(
        "I'm going to put the prices up on 1 Jan and do a new board for the window.",
        "I'm going to put the prices up on 1 Jan and do a new board for the window.",
      ),
      h('Sold two of the upcycled tote bags this week, which is two more than I expected.'),
      h(
        "Who's covering the shop on Saturday while I'm at the fabric fair?",
        "Who's covering the shop on Saturday while I'm at the fabric fair?",
      ),
    ],
  },
  {
    name: 'Imran, newsagent and corner shop owner, on a Tuesday',
    highlights: [
      h(
        "Paper round\nJayden off sick Weds and Thurs\nneed someone for round 3, ask Mo's nephew",
        "need someone for round 3, ask Mo's nephew",
      ),
      h('Lottery terminal was down 2–4pm. Camelot said it was a national fault.'),
      h('Cash and carry list\nmilk 2L x 24\nbin bags', 'milk 2L x 24', 'bin bags'),
      h('Paper says cigarette duty is going up again in the Budget.'),
      h(
        'Personal licence refresher must be done before the 30th or the council can pull the alcohol licence.',
        'Personal licence refresher must be done before the 30th or the council can pull the alcohol licence.',
      ),
      h('Vape rep says they should be delivering the new display stand next month.'),
      h(
        'Always greet every customer by name if you know it. My dad ran this shop for 30 years on that rule.',
      ),
      h(
        "Farida: can you put the Mahmoods' paper bill through the door, they're 3 weeks behind",
        "Farida: can you put the Mahmoods' paper bill through the door, they're 3 weeks behind",
      ),
      h('Electricity bill was £612 this quarter. The fridges are killing me.'),
      h(
        'Till engineer Thurs 9am, someone needs to be here to let him in',
        'Till engineer Thurs 9am, someone needs to be here to let him in',
      ),
      h(
        'Great chat with the lads from the Sunday league about sponsoring their kit. Follow-up meeting is next month.',
      ),
      h(
        'Shop meeting w Farida and Mo\nAction: Mo — December rota\nDiwali window looked great, well done Farida',
        'Action: Mo — December rota',
      ),
    ],
  },
];
