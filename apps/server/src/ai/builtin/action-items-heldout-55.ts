import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_55: LabelledDay[] = [
  {
    name: 'a county-league football referee on a Saturday',
    highlights: [
      h(
        'From the county FA appointments email: You are appointed as referee for Hartley Town v Crossbridge Rovers, Saturday 14th, KO 3pm. Please confirm your availability on Whole Game by Wednesday.',
        'Please confirm your availability on Whole Game by Wednesday.',
      ),
      h(
        'Referee development course, module 3: Sell the decision with your body language. Never blow the whistle and look at the floor. A good referee is seen when needed and forgotten when not.',
      ),
      h('Pack tonight:\nblack shirts x2\nspare whistle + cards', 'black shirts x2', 'spare whistle + cards'),
      h(
        "Mike (assessor): I'll be at Hartley on Saturday, just do your normal game. The report should be with you within 10 days.",
      ),
      h(
        'Dave (AR1): Can you send me the postcode for the ground? Last time I ended up at the cricket club lol',
        'Dave (AR1): Can you send me the postcode for the ground?',
      ),
      h(
        'Incident last week: the Crossbridge number 6 was cautioned for dissent in the 72nd minute. I submitted the misconduct report on Sunday night.',
      ),
      h(
        'Need to chase the league for my mileage from the cup game, still not paid',
        'Need to chase the league for my mileage from the cup game, still not paid',
      ),
      h(
        'Laws of the Game changes this season: The goalkeeper can now hold the ball for eight seconds. In some competitions only the captain may approach the referee.',
      ),
      h(
        'Fitness test Tues 28th, 6pm, university track\nTarget is level 16.5 on the yo-yo, managed 16.2 last time.',
        'Fitness test Tues 28th, 6pm, university track',
      ),
      h("Quote from Howard Webb's book: Referees should never be the story. I underlined that twice."),
      h(
        'Rob (league sec): Who is covering the U18 cup final on the 22nd if Jas is injured? Thanks again for stepping in last week.',
        'Rob (league sec): Who is covering the U18 cup final on the 22nd if Jas is injured?',
      ),
    ],
  },
  {
    name: 'a ski instructor in the Alps during February half term',
    highlights: [
      h(
        "Ski school rota is up for the week. I've got the Red group (adults, level 3) mornings and privates in the afternoons.",
      ),
      h(
        "Tip from my BASI trainer: Keep your hands where you can see them. Let the skis do the work, don't force the turn.",
      ),
      h(
        "Private lesson for the Millers (Boston), 2 kids aged 7 and 9, Tues 1.30pm at the Plein Sud chair. Pick up the kids' lift passes from the office, their mom already paid.",
        'Private lesson for the Millers (Boston), 2 kids aged 7 and 9, Tues 1.30pm at the Plein Sud chair.',
        "Pick up the kids' lift passes from the office, their mom already paid.",
      ),
      h(
        'Avalanche bulletin: risk 3 (considerable) above 2400m, wind slabs on north-east aspects. Fresh snow expected Thursday night.',
      ),
      h(
        "Chloé (office): Can you cover Marc's 3pm private tomorrow? He's done his knee.",
        "Chloé (office): Can you cover Marc's 3pm private tomorrow?",
      ),
      h(
        'Level 3 exam: I need to get my race-training hours signed off by Pierre before the end of the month.',
        'Level 3 exam: I need to get my race-training hours signed off by Pierre before the end of the month.',
      ),
      h(
        'Skied the Cime Caron with the group this morning, best snow of the season. Everyone made it down in one piece.',
      ),
      h(
        'Boots are killing me again.\nBook the bootfitter in Moûtiers for Saturday morning.',
        'Book the bootfitter in Moûtiers for Saturday morning.',
      ),
      h('Debrief questions I always use with the group: What felt easy today? What felt scary?'),
      h(
        'Renew my carte de séjour before 3 March — prefecture appointment still not booked',
        'Renew my carte de séjour before 3 March — prefecture appointment still not booked',
      ),
      h("Mum's flight lands Geneva Fri 14:20, transfer already booked. She's bringing Marmite and teabags."),
      h(
        'You need to send Chloé your hours for February by Sunday night, otherwise no pay till April.',
        'You need to send Chloé your hours for February by Sunday night, otherwise no pay till April.',
      ),
    ],
  },
  {
    name: 'a golf club manager on a frosty Tuesday',
    highlights: [
      h(
        "Board meeting actions:\nAction: Greens committee to review the winter tee policy\nCaptain's Day date — Sarah to confirm with the pro by Fri\nBar prices held until April",
        'Action: Greens committee to review the winter tee policy',
        "Captain's Day date — Sarah to confirm with the pro by Fri",
      ),
      h(
        'From a hospitality management article: Greet every member by name, every time. Small gestures build loyalty and favor.',
      ),
      h(
        'Hollow tining finished on the 5th and 12th greens, temporaries now out of play. Members were told by email on Monday.',
      ),
      h(
        "Mrs Okafor rang about her locker again. Someone needs to get back to her before the weekend or she'll write to the committee.",
        "Someone needs to get back to her before the weekend or she'll write to the committee.",
      ),
      h(
        'Society booking: Lakeside Rotary, 32 players, Thurs 18th, 9am shotgun start. Deposit of £400 due by the 1st.',
        'Deposit of £400 due by the 1st.',
      ),
      h(
        'Pro shop stock take — Monday 7am, before the shop opens',
        'Pro shop stock take — Monday 7am, before the shop opens',
      ),
      h('The new buggies should be delivered on the 20th. Yamaha have confirmed the invoice.'),
      h('Why do we still print scorecards when the app does it all? Asking for a tree.'),
      h(
        "Sam (bar): We're out of Doom Bar and low on tonic. Could you put an order in with Brakes today?",
        'Could you put an order in with Brakes today?',
      ),
      h(
        'Handicap index changes go live at midnight. Last year the WHS update took the booking site down for an hour.',
      ),
      h(
        'remember to sign the insurance renewal, it has to be back with the broker by the 3rd',
        'remember to sign the insurance renewal, it has to be back with the broker by the 3rd',
      ),
      h('Course closed Wednesday (frost). I put the notice on the website and on the gate.'),
    ],
  },
  {
    name: 'a dinghy sailing instructor at a coastal club in summer',
    highlights: [
      h(
        'RYA instructor handbook: Always brief the capsize drill on the shore before you go afloat. Keep the safety boat downwind of the fleet.',
      ),
      h('HW Saturday 11:42, 4.8m. Wind SW 12–15 knots, gusting 20 in the afternoon.'),
      h(
        'Safety boat outboard is coughing again\nget Nick to look at the fuel line before Sunday',
        'get Nick to look at the fuel line before Sunday',
      ),
      h(
        "Parents WhatsApp — Emma's mum: Does Emma need her own wetsuit or do you provide them? Also what time is pickup on Friday?",
        "Parents WhatsApp — Emma's mum: Does Emma need her own wetsuit or do you provide them?",
        'Also what time is pickup on Friday?',
      ),
      h('Stage 2 kids were brilliant today, three of them capsized on purpose just for fun. Nobody cried.'),
      h(
        'I need to re-do my first aid certificate, it runs out in August.',
        'I need to re-do my first aid certificate, it runs out in August.',
      ),
      h(
        'Club bosun: Thanks to everyone who came to the work party, we got both slipways cleared. Next one is in October.',
      ),
      h('Chandlery list\nwhistles x10\nduct tape', 'whistles x10', 'duct tape'),
      h(
        'Knot of the week: The bowline is the king of knots. Make a small loop, the rabbit comes out of the hole, round the tree and back down the hole.',
      ),
      h(
        'Powerboat level 2 course for the new volunteers must be booked by the end of the month, otherwise we lose the RYA grant.',
        'Powerboat level 2 course for the new volunteers must be booked by the end of the month, otherwise we lose the RYA grant.',
      ),
      h('Saw seals off the point again. One of them followed the safety boat all the way back to the slip.'),
      h("Dad's birthday Sunday — card and present sorted, posted them Tuesday."),
    ],
  },
  {
    name: 'a National Hunt jockey on a race day',
    highlights: [
      h("Booked for two rides at Wincanton today, both for Paul. Silver Tide hasn't run since October."),
      h(
        'Need to do 10st 2lb for Silver Tide — sauna from 9, no breakfast',
        'Need to do 10st 2lb for Silver Tide — sauna from 9, no breakfast',
      ),
      h(
        "Agent (Jo): Can you ride work for Alan King on Thursday at 7.30? Two lots, he'll send a car.",
        'Agent (Jo): Can you ride work for Alan King on Thursday at 7.30?',
      ),
      h(
        'Old jockey saying: Keep your head down, your hands low and your mouth shut. Never give up on a horse until the line.',
      ),
      h('Physio Weds 11am — shoulder', 'Physio Weds 11am — shoulder'),
      h(
        'Fell at the last on Kings Lad on Tuesday, walked away fine. The stewards had a look at the replay and were happy.',
      ),
      h(
        'Licence renewal with the BHA: medical has to be done before 30 June. Book the eye test as well.',
        'Licence renewal with the BHA: medical has to be done before 30 June.',
        'Book the eye test as well.',
      ),
      h(
        "Stewards' enquiry notes: The rider must keep the horse straight in the final furlong. Interference will be penalised.",
      ),
      h(
        'Valet bill for March is £186, due end of the month',
        'Valet bill for March is £186, due end of the month',
      ),
      h("Silver Tide should go well on soft ground, he's bred for it."),
      h(
        "Hannah: don't forget it's Noah's nativity at 2 on Friday, you promised you'd be there",
        "Hannah: don't forget it's Noah's nativity at 2 on Friday, you promised you'd be there",
      ),
      h('Lost 3lb this week on the new plan. The nutritionist reckons protein at every meal is the key.'),
    ],
  },
  {
    name: 'a secondary school PE teacher midweek',
    highlights: [
      h(
        "Take Y9 netball to St Anne's Thurs — minibus leaves 3.20, I'm driving",
        "Take Y9 netball to St Anne's Thurs — minibus leaves 3.20, I'm driving",
      ),
      h(
        'From the Youth Sport Trust CPD: Every child should be active for at least 60 minutes a day. Praise effort, not outcome.',
      ),
      h(
        'Sports Day (Fri 5th): we still need to decide whether the relay goes before or after lunch.',
        'Sports Day (Fri 5th): we still need to decide whether the relay goes before or after lunch.',
      ),
      h(
        'Head of Dept: Reports for Year 10 have to be on SIMS by Monday 9am. No extensions this time.',
        'Head of Dept: Reports for Year 10 have to be on SIMS by Monday 9am.',
      ),
      h('Jayden forgot his kit again, third week running. Logged it on Class Charts.'),
      h(
        'Swimming pool booking for Y7 — confirm numbers with the leisure centre by the 15th',
        'Swimming pool booking for Y7 — confirm numbers with the leisure centre by the 15th',
      ),
      h(
        'Parent email: Could you let me know if Amelia can be excused from swimming this half term? She has an ear infection and a note from the GP.',
        'Parent email: Could you let me know if Amelia can be excused from swimming this half term?',
      ),
      h("Good quote for the gym wall: Hard work beats talent when talent doesn't work hard."),
      h(
        "Who's taking the U15 football on Saturday while Mr Patel is on the Year 8 trip?",
        "Who's taking the U15 football on Saturday while Mr Patel is on the Year 8 trip?",
      ),
      h('Tore my calf in the staff v students match. The students won 4-2 and will never let us forget it.'),
      h(
        "Department meeting follow-up: The new risk assessment template is on the shared drive. Everyone's fire drill training is up to date.",
      ),
      h('Recycling out tonight', 'Recycling out tonight'),
    ],
  },
  {
    name: 'a mountain leader in Snowdonia before a weekend group walk',
    highlights: [
      h(
        "Saturday's group is 8 from Bristol Walking Club, mostly in their sixties, fit but no scrambling. Send them the parking link and the kit list tonight.",
        'Send them the parking link and the kit list tonight.',
      ),
      h(
        'MWIS forecast: Gusts of 50mph on the summits, cloud base 700m, improving Sunday. Wind chill -8C on the tops.',
      ),
      h(
        'From the ML handbook: Navigation is a thinking skill, not a map-reading skill. Always know where you are before you need to know where you are.',
      ),
      h(
        'First aid kit\nrestock blister plasters\nreplace the foil blanket',
        'restock blister plasters',
        'replace the foil blanket',
      ),
      h(
        "Tom (client): Is it ok if my 14-year-old comes along? He's done Scafell Pike with me.",
        'Tom (client): Is it ok if my 14-year-old comes along?',
      ),
      h(
        'Did the Crib Goch recce on Wednesday, the pinnacles were verglassed. Turned back at the first tower.',
      ),
      h(
        'Insurance renewal due 1 April\nmust log 5 more QMDs before my winter ML assessment',
        'Insurance renewal due 1 April',
        'must log 5 more QMDs before my winter ML assessment',
      ),
      h('The Llanberis path should be clear of snow by Saturday afternoon according to the warden.'),
      h(
        'Remember to leave the route card with Gwen at the Pen-y-Gwryd on Saturday.',
        'Remember to leave the route card with Gwen at the Pen-y-Gwryd on Saturday.',
      ),
      h('Leave no trace: Take only photos, leave only footprints.'),
      h('I meant to ring the MRT about their talk night but never got round to it.'),
      h('Invoiced Bristol WC for £640 last night, 50% deposit already paid.'),
    ],
  },
  {
    name: 'a surf school owner in Cornwall before Easter',
    highlights: [
      h(
        'Bookings for half term: 46 kids across the week, Tuesday already full. Lifeguard cover is confirmed.',
      ),
      h("Surf etiquette poster: Don't drop in. Paddle wide, not through the break. Respect the locals."),
      h(
        'Kai: Can you order 10 more 7ft foamies before Easter? The blue ones are falling apart.',
        'Kai: Can you order 10 more 7ft foamies before Easter?',
      ),
      h(
        'wetsuits — rinse + hang tonight, the smell in the container is unreal',
        'wetsuits — rinse + hang tonight, the smell in the container is unreal',
      ),
      h(
        'Beach licence from the council has to be renewed by 31 March, £350.',
        'Beach licence from the council has to be renewed by 31 March, £350.',
      ),
      h(
        'Swell forecast for Wednesday: 4ft at 12 seconds, offshore all day. Should be the best day of the month.',
      ),
      h(
        "Note from the water safety course: If you're caught in a rip, swim parallel to the beach. Never fight the current.",
      ),
      h(
        "Rang the insurance people about the van claim, they're sending a form. I was on hold for 40 minutes.",
      ),
      h(
        'Need to get the VAT return done this week or Jen will kill me',
        'Need to get the VAT return done this week or Jen will kill me',
      ),
      h("What's the point of a 6am dawn patrol if the car park's locked till 7?"),
      h(
        'Staff meeting Thurs 5pm @ the hut\nagenda: rota, new pricing, first aid refresher',
        'Staff meeting Thurs 5pm @ the hut',
      ),
      h(
        'You need to post the Instagram for the Easter camp by Friday, early-bird ends Sunday.',
        'You need to post the Instagram for the Easter camp by Friday, early-bird ends Sunday.',
      ),
    ],
  },
];
