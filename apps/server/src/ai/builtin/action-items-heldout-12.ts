import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by a ninth author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_12: LabelledDay[] = [
  {
    name: 'Veterinary surgeon',
    highlights: [
      h(
        'Theatre list Tuesday: two spays, one dental and the cruciate repair on Bramble. I need to call the Hendersons tonight to confirm Bramble is starved from midnight.',
        'I need to call the Hendersons tonight to confirm Bramble is starved from midnight.',
      ),
      h(
        'From the CPD module on pain scoring: Score every patient before and after analgesia. Never assume a quiet cat is a comfortable cat. Write the score on the kennel card so the night team can see the trend.',
      ),
      h(
        'Megan: could you sign off the controlled drugs register before you leave today?',
        'Megan: could you sign off the controlled drugs register before you leave today?',
      ),
      h('Autoclave engineer came on Monday and replaced the door seal. Cycle times are back to normal.'),
      h(
        'Lost the old Labrador this morning. His owner held his head the whole time and thanked us, which somehow made it harder. Go home, eat something, sleep: my first boss said that after every bad day and it still holds.',
      ),
      h(
        'Pharmacy order:\nMeloxicam oral suspension, two bottles\nSuture kits in 3-0',
        'Meloxicam oral suspension, two bottles',
        'Suture kits in 3-0',
      ),
      h(
        'Article on brachycephalic breeds: Owners often mistake snoring for normal breed behaviour. Ask about exercise tolerance at every booster. Weigh the dog every visit, because obesity makes every airway problem worse.',
      ),
      h(
        'Practice meeting: the Christmas rota is still not agreed. Tom to draft the on-call rota and circulate it by Friday. We discussed raising consult fees but decided to wait until spring.',
        'Tom to draft the on-call rota and circulate it by Friday.',
      ),
      h(
        'Do we keep referring complex orthopaedics to the university hospital, or do I finally book myself onto the TPLO course? The budget meeting is in three weeks.',
        'Do we keep referring complex orthopaedics to the university hospital, or do I finally book myself onto the TPLO course?',
      ),
      h(
        'Tip from the anaesthesia webinar: Keep the patient warm from premed right through recovery. Check the pulse oximeter probe position before you blame the machine.',
      ),
      h(
        'From a memoir by an old country vet: Handle the owner as gently as the patient. Listen first, examine second, speak last.',
      ),
    ],
  },
  {
    name: 'Primary teacher',
    highlights: [
      h(
        'Parents evening on Thursday. I must print the reading records for all 28 children beforehand.',
        'I must print the reading records for all 28 children beforehand.',
      ),
      h(
        'From the behaviour management course: Praise the behaviour you want to see, loudly and specifically. Correct quietly and privately. Never shout over a noisy room; wait, then drop your voice.',
      ),
      h(
        'Aisha: can you swap playground duty with me on Wednesday? I have a dentist appointment at half three.',
        'Aisha: can you swap playground duty with me on Wednesday?',
      ),
      h(
        'Leo read a whole page aloud today without stopping. His face when he finished! I nearly cried at the photocopier afterwards.',
      ),
      h(
        'Museum trip:\nConsent forms back by the 14th\nBook the coach for the 9am departure',
        'Consent forms back by the 14th',
        'Book the coach for the 9am departure',
      ),
      h(
        'Article on phonics: Teach the sound before the letter name. Blend orally first, then with letters. Keep sessions short and daily rather than long and weekly.',
      ),
      h(
        'Staff meeting notes: the new marking policy starts after half term. Every teacher to upload their spring term plans to the shared drive by Monday. The head thinks an inspection could come any week now.',
        'Every teacher to upload their spring term plans to the shared drive by Monday.',
      ),
      h(
        "Don't forget Maya's adrenaline pen has to come on the trip with me, not stay in the office.",
        "Don't forget Maya's adrenaline pen has to come on the trip with me, not stay in the office.",
      ),
      h(
        'From a book on reading for pleasure: Read to them every single day, even in Year 6. Let children abandon books they hate. Adults do it all the time.',
      ),
      h('Why do spelling tests always land on the one day the hall is booked? Every single week.'),
      h('Planned to redo the reading corner over the holidays but ran out of time and energy.'),
    ],
  },
  {
    name: 'Bakery owner',
    highlights: [
      h(
        'The left deck oven is running 15 degrees cold again. Ring Marco about the thermostat before Saturday.',
        'Ring Marco about the thermostat before Saturday.',
      ),
      h(
        'Cash and carry:\nButter, 20 blocks\nBrown paper bags, the large ones',
        'Butter, 20 blocks',
        'Brown paper bags, the large ones',
      ),
      h(
        'From the sourdough book Dee lent me: Feed the starter at the same time every day. Watch the dough, not the clock. Let the loaf cool completely before you cut it, or the crumb turns gummy.',
      ),
      h(
        'Jess: could you put me down for the 5am shift on Friday instead of Sunday?',
        'Jess: could you put me down for the 5am shift on Friday instead of Sunday?',
      ),
      h("Sold out of cardamom buns by ten. Three customers asked if we'd make them every day."),
      h(
        'The wedding order for the Okafors is 200 mini tarts for the 22nd. I need to confirm the fillings with them by Wednesday.',
        'I need to confirm the fillings with them by Wednesday.',
      ),
      h(
        'Small business article: Price for the customer you want, not the one you fear. Track waste for a month before you change any recipe. Raise prices in small steps.',
      ),
      h(
        'Meeting with the accountant: the VAT return is due on the 7th. We need to send her the card machine statements for the whole quarter. She thinks the café side is carrying the shop.',
        'We need to send her the card machine statements for the whole quarter.',
      ),
      h(
        'Food hygiene refresher: Wash hands after handling raw egg. Keep the allergen label with the product until it is sold. Date every container that goes into the walk-in.',
      ),
      h('Meant to trial a rye loaf over the summer and never did. Should have started smaller.'),
      h('The new front window sign went up on Tuesday and it looks brilliant.'),
    ],
  },
  {
    name: 'Civil engineer on a bridge project',
    highlights: [
      h(
        'Site meeting at pier 3: cracking in the pile cap is within tolerance according to the designers. Contractor to submit the revised pour sequence by Thursday. Next meeting moved to the 18th.',
        'Contractor to submit the revised pour sequence by Thursday.',
      ),
      h(
        "I'll check the bearing shop drawings against the latest loads before I sign anything off.",
        "I'll check the bearing shop drawings against the latest loads before I sign anything off.",
      ),
      h(
        'From the concrete durability handbook: Cure exposed surfaces for at least seven days. Keep the cover consistent, because one thin patch undoes the whole design. Specify the mix for the exposure class, not the strength alone.',
      ),
      h(
        'Rhys: can you send me the traffic management plan for the lane closure tonight?',
        'Rhys: can you send me the traffic management plan for the lane closure tonight?',
      ),
      h(
        'Walked the deck at dusk after everyone had gone. Strange to think thousands of cars will cross it every day and nobody will look down.',
      ),
      h(
        'Open question from the design review: do we need a second expansion joint at the south abutment?',
        'Open question from the design review: do we need a second expansion joint at the south abutment?',
      ),
      h(
        'Article on site safety culture: Stop the job if something looks wrong. Speak up even when you are the most junior person there. Report near misses, because they are free lessons.',
      ),
      h(
        'Before Friday:\nUpdate the risk register\nChase the geotech report from Coleman',
        'Update the risk register',
        'Chase the geotech report from Coleman',
      ),
      h(
        'From the CPD session on report writing: Put the conclusion on page one. Use one idea per paragraph. Write for the engineer who will open it in twenty years.',
      ),
      h(
        'The supplier expects steel prices to rise again next quarter. At this rate the parapets will be the most expensive thing on the job.',
      ),
      h('We finally poured the last deck segment on Saturday, a day ahead of the programme.'),
    ],
  },
  {
    name: 'PhD student in chemistry',
    highlights: [
      h(
        'Supervisor meeting: the Suzuki coupling yields are still below 40 percent. I should rerun it with fresh palladium catalyst before changing anything else. She seemed less worried than I expected.',
        'I should rerun it with fresh palladium catalyst before changing anything else.',
      ),
      h(
        'From the lab safety manual: Never work alone with pyrophoric reagents. Quench excess hydride slowly at zero degrees. Label every flask with your name, the date and the contents.',
      ),
      h(
        'Tomasz: can you book the NMR for me tomorrow morning while you are on the system?',
        'Tomasz: can you book the NMR for me tomorrow morning while you are on the system?',
      ),
      h(
        'Third column in a row where everything came off together. Sat in the stairwell for ten minutes and then went back in.',
      ),
      h(
        'Paper on flow chemistry: the authors argue most batch reactions could move to flow with minimal reoptimisation. Not convinced, but the residence time data is impressive.',
      ),
      h(
        'From a guide to writing a thesis: Write every day, even if it is only a paragraph. Draft the methods first because they are the easiest. Do not polish chapter one until the last chapter exists.',
      ),
      h(
        'Order from the chemical supplier:\nDeuterated chloroform, 100 mL\nTLC plates, silica',
        'Deuterated chloroform, 100 mL',
        'TLC plates, silica',
      ),
      h(
        'TODO: back up the raw NMR files to the group drive tonight, the lab PC is making that clicking noise again.',
        'TODO: back up the raw NMR files to the group drive tonight, the lab PC is making that clicking noise again.',
      ),
      h(
        'Presentation skills workshop: Start with the question, not the history. Show one result per slide. Rehearse out loud at least twice.',
      ),
      h('Should have kept the crude spectra from the first batch. Lesson learned.'),
      h(
        'The product turns yellow overnight in air, probably oxidation of the amine. Must find a way to store it under argon before the group meeting on Monday.',
        'Must find a way to store it under argon before the group meeting on Monday.',
      ),
    ],
  },
  {
    name: 'Single parent working nights',
    highlights: [
      h(
        'School called: Ellie needs a packed lunch on Thursday for the farm trip.',
        'School called: Ellie needs a packed lunch on Thursday for the farm trip.',
      ),
      h(
        'Mum: can you drop the kids at mine by half six on Friday so you are not late for your shift?',
        'Mum: can you drop the kids at mine by half six on Friday so you are not late for your shift?',
      ),
      h(
        'Slept four hours after the shift and still made pancakes. Ellie said they were the best ever, which they were not.',
      ),
      h(
        'Article on night shift sleep: Keep the bedroom completely dark, even in summer. Eat your main meal before the shift, not after. Avoid caffeine in the last four hours of work.',
      ),
      h(
        'Shopping:\nNappies size 5\nBread, milk and fish fingers',
        'Nappies size 5',
        'Bread, milk and fish fingers',
      ),
      h(
        'From a parenting book: Name the feeling before you fix the problem. Offer two choices instead of one order. Let the small things go.',
      ),
      h(
        "Don't forget to sign Jack's reading diary before he goes in tomorrow.",
        "Don't forget to sign Jack's reading diary before he goes in tomorrow.",
      ),
      h(
        'Handover at work: Ward 7 is short again next week. Management said they will review night rates in April but nobody believes it.',
      ),
      h('Why does every bill arrive in the same week? Honestly.'),
      h(
        'The council tax direct debit bounced. I have to ring them before the 10th and agree a new payment date.',
        'I have to ring them before the 10th and agree a new payment date.',
      ),
      h(
        'Budgeting course: Pay yourself first, even if it is five pounds. Write down every purchase for one month.',
      ),
    ],
  },
  {
    name: 'Travel agent',
    highlights: [
      h(
        'Call with the Bennetts: two adults and one child, Crete in late June, budget around four thousand. Send them three hotel options with family rooms by tomorrow evening.',
        'Send them three hotel options with family rooms by tomorrow evening.',
      ),
      h(
        'Priya: could you check whether the Lisbon group still needs airport transfers before the coach company closes bookings?',
        'Priya: could you check whether the Lisbon group still needs airport transfers before the coach company closes bookings?',
      ),
      h(
        'From the sales training: Sell the experience, not the room. Ask open questions before you show a single brochure. Never quote a price before you know the budget.',
      ),
      h('A couple I booked for their honeymoon sent a postcard from Kyoto. Made my whole week.'),
      h(
        'Travel trade article: airlines are expected to cut regional routes again this winter. Agents who rely on package deals will feel it first.',
      ),
      h(
        "I'll chase the airline about the Garcia refund first thing Monday.",
        "I'll chase the airline about the Garcia refund first thing Monday.",
      ),
      h(
        "My first manager's rules: Always read the fare rules twice. Always tell the client the worst case. Never promise an upgrade.",
      ),
      h(
        'Team meeting: autumn cruise bookings are down 12 percent. Dan to update the window display with the new cruise offers by Wednesday. We also talked about a loyalty scheme but nothing was decided.',
        'Dan to update the window display with the new cruise offers by Wednesday.',
      ),
      h(
        'Big question for the owners and me: do we apply for our own ATOL licence or stay under the consortium?',
        'Big question for the owners and me: do we apply for our own ATOL licence or stay under the consortium?',
      ),
      h(
        'From a book on customer service: Apologise once, then fix it. Follow up after the trip, not just before it. Remember names.',
      ),
      h('Booked the Porto familiarisation trip last month and it was worth every minute.'),
    ],
  },
  {
    name: 'Community football coach',
    highlights: [
      h(
        'Under-11s training on Tuesday. I need to bring the spare bibs and the pump, because the balls were half flat last week.',
        'I need to bring the spare bibs and the pump, because the balls were half flat last week.',
      ),
      h(
        'From the coaching course: Keep the ball rolling, because queues kill sessions. Ask the players questions instead of giving answers. Praise effort, not just goals.',
      ),
      h(
        'Gary: can you let the parents know kick-off on Sunday has moved to 10:30? The pitch is double booked.',
        'Gary: can you let the parents know kick-off on Sunday has moved to 10:30?',
      ),
      h(
        'Kai scored his first ever goal and forgot to celebrate because he was so shocked. The whole bench went mad.',
      ),
      h(
        'Kit bag to restock:\nPlasters and ice packs for the first aid kit\nAnother set of cones',
        'Plasters and ice packs for the first aid kit',
        'Another set of cones',
      ),
      h(
        'Article on youth football: Let kids play every position until they are twelve. Do not coach from the touchline during the match. Rotate the captaincy.',
      ),
      h(
        'Club committee: the floodlights fail about once a month now. Linda to get quotes from two electricians before the next meeting. Subs stay the same this season.',
        'Linda to get quotes from two electricians before the next meeting.',
      ),
      h(
        'Remember to renew my DBS check before the league deadline in October.',
        'Remember to renew my DBS check before the league deadline in October.',
      ),
      h(
        'From a book by a famous manager: Win the dressing room before you win matches. Never criticise a player in front of the others. Make training harder than the game.',
      ),
      h('Planned to run a session for parents on touchline behaviour back in spring. It never happened.'),
      h(
        "The goalmouth on the bottom pitch needs filling with soil before Saturday's home game.",
        "The goalmouth on the bottom pitch needs filling with soil before Saturday's home game.",
      ),
    ],
  },
];
