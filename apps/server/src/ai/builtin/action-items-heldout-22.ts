import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_22: LabelledDay[] = [
  {
    name: 'a tattoo artist on a Tuesday',
    highlights: [
      h(
        "Client msg from Jess: Hi! Can you move my Saturday session to the following week? Work has changed my shifts and I can't get out of it.",
        'Can you move my Saturday session to the following week?',
      ),
      h(
        'Never tattoo someone who is rushing you. The best pieces come from clients who were happy to wait. Price the hours, not the square inches.',
      ),
      h(
        'Supplies\nblack ink x4\nautoclave service due end of month',
        'black ink x4',
        'autoclave service due end of month',
      ),
      h(
        'Finished the sleeve on Tom today, eleven hours over three sittings. He went a bit quiet when he saw it all together. I should have taken better photos before the wrap went on.',
      ),
      h(
        'From the council licensing team: Your skin piercing and tattooing registration expires on 30 June. The renewal form has to be submitted with the fee at least 28 days before expiry. Officers may carry out inspections without notice.',
        'The renewal form has to be submitted with the fee at least 28 days before expiry.',
      ),
      h(
        'Dan: can u pick up oat milk on the way home\nDan: the cat seems fine now btw, ate all her breakfast\nMe: thank god x',
        'Dan: can u pick up oat milk on the way home',
      ),
      h(
        "Post consistently, but don't post everything. Healed work sells better than fresh work. Reply to DMs within a day if you can.",
      ),
      h(
        'aftercare leaflets need reprinting, the phone number on them is the old one. The print shop on Mill Lane did the last batch in about two days.',
        'aftercare leaflets need reprinting, the phone number on them is the old one.',
      ),
      h(
        "Mum turns 60 on Sunday. Book a table at the Thai place for 6 of us. She said she doesn't want a fuss, which means she wants a fuss.",
        'Book a table at the Thai place for 6 of us.',
      ),
      h(
        "The guest spot in Bristol fell through. Kara said they might have room in October instead. I'm not chasing it, if it happens it happens.",
      ),
    ],
  },
  {
    name: 'a funeral director on a Wednesday',
    highlights: [
      h(
        'The Okafor family want the service moved to the crematorium chapel at 11. Confirm the new slot with the crematorium office by noon tomorrow.',
        'Confirm the new slot with the crematorium office by noon tomorrow.',
      ),
      h("Let the family talk. Silence is part of the work. Don't fill it with arrangements."),
      h(
        'Hi Gareth, the casket spray for Friday will be white lilies and eucalyptus as discussed. It should arrive with you by 9am. Could you let me know if the family want the ribbon to say "Nan" or "Grandma"?',
        'Could you let me know if the family want the ribbon to say "Nan" or "Grandma"?',
      ),
      h(
        "Did the removal from St Anne's hospice at 3am. The night staff were kind. Home by five and couldn't sleep.",
      ),
      h(
        "Wed huddle\nPriya to chase the coroner's office re the Hughes paperwork\nLiam covered the Friday rota last week, thanks Liam\nWe still need to decide whether we replace the limousine or keep leasing\nNew price list went live on Monday",
        "Priya to chase the coroner's office re the Hughes paperwork",
        'We still need to decide whether we replace the limousine or keep leasing',
      ),
      h(
        "Ellie: Dad can you sign the trip form tonight, it has to be in by Thursday\nEllie: it's the aquarium one, everyone's going",
        'Ellie: Dad can you sign the trip form tonight, it has to be in by Thursday',
      ),
      h(
        'Say the name of the person who died. Families notice when you avoid it. Grief is not a problem to be solved.',
      ),
      h('Hearse 2 MOT - book before the 14th', 'Hearse 2 MOT - book before the 14th'),
      h(
        "The extractor fan in the prep room is making that grinding noise again. I'll ring Andy at the maintenance firm first thing.",
        "I'll ring Andy at the maintenance firm first thing.",
      ),
      h(
        "I was going to call the Patels back this afternoon but they rang first. All sorted, they're happy with the hymns.",
      ),
      h('Every funeral is the first funeral for somebody in the room. Remember that when you are tired.'),
    ],
  },
  {
    name: 'a school caretaker on a Monday',
    highlights: [
      h(
        "Keith - the boys' toilets on the top corridor are flooding again. Please get someone in before Wednesday's open evening. Thanks, Mrs H",
        "Please get someone in before Wednesday's open evening.",
      ),
      h('Bins out tonight', 'Bins out tonight'),
      h(
        'Always check the ladder feet before you climb. Never work at height on your own. Report near misses, even the small ones.',
      ),
      h(
        'Salt delivery should come Tuesday. Where are we going to store it now the shed is full of staging?',
        'Where are we going to store it now the shed is full of staging?',
      ),
      h(
        'Boiler fired up first time this morning. Heating in the hall was on by seven. Unblocked the sink in 4B while I waited for it.',
      ),
      h(
        "Carol: don't forget the car's in for its service at 5, they close at half past\nCarol: love you x",
        "Carol: don't forget the car's in for its service at 5, they close at half past",
      ),
      h(
        'From: School Business Manager\nSubject: Contractor keys\nContractor keys are signed out at reception and returned the same day. Please could you send me a list of who currently holds a set by Friday.',
        'Please could you send me a list of who currently holds a set by Friday.',
      ),
      h(
        'Half-term jobs\nrepaint the lines on the playground\ncheck the gutters over the kitchen',
        'repaint the lines on the playground',
        'check the gutters over the kitchen',
      ),
      h(
        '"A school is only as good as its cleanest corner," my old boss used to say. He never cleaned a corner in his life.',
      ),
      h(
        "I meant to ring the locksmith last week but the caretaker at St Mark's lent me his spare key. Job done.",
      ),
      h(
        'Leaves are already blocking the drain by the bike shed. It always gets worse after the first storm.',
      ),
    ],
  },
  {
    name: 'a dog walker with a small business on a Thursday',
    highlights: [
      h(
        "Hannah (Biscuit's mum): Hi, we're away 12th-19th, could you do two walks a day that week? Key is in the usual place.",
        "Hannah (Biscuit's mum): Hi, we're away 12th-19th, could you do two walks a day that week?",
      ),
      h(
        'Raise your prices every January. Clients who leave over a pound were never going to stay. Write your terms down before you need them.',
      ),
      h('Van insurance renewal 3 March', 'Van insurance renewal 3 March'),
      h(
        'Six dogs on the common this morning. Monty rolled in something awful. Hosed him down before drop-off, owner none the wiser.',
      ),
      h(
        'Invoice the Greens for February, they were two weeks late paying January too.',
        'Invoice the Greens for February, they were two weeks late paying January too.',
      ),
      h('Shopping\npoo bags (the big roll)\neggs', 'poo bags (the big roll)', 'eggs'),
      h('Dogs read your body language before your voice. A calm walker makes a calm pack.'),
      h(
        'note to self: you need to renew the DBS check before the school contract starts',
        'note to self: you need to renew the DBS check before the school contract starts',
      ),
      h(
        'Rach: are you still ok to have the kids Saturday morning?\nRach: only till 12, Tom finishes early',
        'Rach: are you still ok to have the kids Saturday morning?',
      ),
      h('Luna pulled on the lead the whole way round. Should have brought the harness.'),
      h('Insurance excess is £250 per claim. The policy should cover vet bills up to £2,000 per dog.'),
    ],
  },
  {
    name: 'a scaffolder on a Friday',
    highlights: [
      h(
        'Gaz: need the tower at Elm Road struck by Tuesday, the roofers are in Weds',
        'Gaz: need the tower at Elm Road struck by Tuesday, the roofers are in Weds',
      ),
      h(
        "Toolbox talk - working at height\nClip on before you step off the ladder\nNever take a board out without telling the gang\nIf the wind's over 23mph, come down",
      ),
      h(
        'The handover certificate for the Mill Street job has to be signed by the client before we leave site.',
        'The handover certificate for the Mill Street job has to be signed by the client before we leave site.',
      ),
      h(
        'Did the inspection on the church scaffold. Two ties loose on the north side, tightened them. Tag updated.',
      ),
      h('CISRS card runs out in May, book the refresher', 'CISRS card runs out in May, book the refresher'),
      h(
        'Lou: the boiler man is coming between 8 and 12 tomorrow, can you be in?',
        'Lou: the boiler man is coming between 8 and 12 tomorrow, can you be in?',
      ),
      h(
        'Your order of 40 x 21ft tubes has been dispatched and should be with you on Monday. Please ensure someone is on site to sign for the delivery.',
        'Please ensure someone is on site to sign for the delivery.',
      ),
      h('Good apprentices ask questions. Great ones ask the same question only once.'),
      h("Got paid short this week because of the rain days. Can't complain, half the firm got nothing."),
      h(
        "Who's driving the wagon on Monday? Jay's licence is still suspended.",
        "Who's driving the wagon on Monday?",
      ),
      h('Sunday: kids football called off, pitch waterlogged again. Took them swimming instead.'),
    ],
  },
  {
    name: 'a union rep at a warehouse on a Monday',
    highlights: [
      h(
        'Marek: they changed my shift pattern without asking, can you come to the meeting with me on Thursday?',
        'Marek: they changed my shift pattern without asking, can you come to the meeting with me on Thursday?',
      ),
      h(
        'Listen first, organise second. Never promise a member an outcome. Keep notes of every conversation, dated and signed.',
      ),
      h(
        'Mtg w/ site manager 10am\nAgreed: heating in goods-in was fixed last week, no more complaints\nAction: management to circulate the new break rota by Friday\nAction: me to survey members on the overtime ban\nMood in the room better than last time',
        'Action: management to circulate the new break rota by Friday',
        'Action: me to survey members on the overtime ban',
      ),
      h("Branch dues went up 20p this month. Most people haven't noticed."),
      h(
        "Aisha's grievance has to be lodged within 10 working days, so by the 21st at the latest.",
        "Aisha's grievance has to be lodged within 10 working days, so by the 21st at the latest.",
      ),
      h('Parents evening Wed 6.30', 'Parents evening Wed 6.30'),
      h('Solidarity is not a feeling, it is a practice. Show up even when it is not your fight.'),
      h(
        'Hi Sam, thanks for the turnout figures, really helpful. Could you send me the names of anyone interested in the health and safety rep course? The course itself runs in May over three Saturdays.',
        'Could you send me the names of anyone interested in the health and safety rep course?',
      ),
      h(
        "Looked into Kev's holiday pay like I promised. He was paid correctly in the end, it was a payslip error.",
      ),
      h(
        'remember to print the ballot notices before the noticeboard gets cleared on Wednesday',
        'remember to print the ballot notices before the noticeboard gets cleared on Wednesday',
      ),
      h("Jo: kids both asleep, I'm going up too. Night x"),
    ],
  },
  {
    name: 'a research librarian on a Tuesday',
    highlights: [
      h(
        'Dear Rosa, I wonder if you could track down the 1987 edition of the Whitfield report for me? Our departmental copy seems to have walked. No rush, but before the end of term would be lovely.',
        'Dear Rosa, I wonder if you could track down the 1987 edition of the Whitfield report for me?',
      ),
      h(
        'The question behind the question is the one worth answering. Ask students what they have already tried.',
      ),
      h(
        'ILL for the history PhD student - renew before it gets recalled on the 9th',
        'ILL for the history PhD student - renew before it gets recalled on the 9th',
      ),
      h(
        'Spent the afternoon weeding the 300s. Sent forty volumes to the off-site store. Nobody had borrowed half of them since 2004.',
      ),
      h(
        'Team mtg notes\nDatabase trial ends 31 May, we need to decide if we subscribe\nChen and I to run the referencing workshop for first years\nThe new catalog interface launches next week',
        'Database trial ends 31 May, we need to decide if we subscribe',
        'Chen and I to run the referencing workshop for first years',
      ),
      h(
        'Library books due back Saturday (the real library, not mine)',
        'Library books due back Saturday (the real library, not mine)',
      ),
      h('Metadata is a love letter to the future. Write it as if someone will depend on it.'),
      h('The reading room should be quieter once exams finish. It always is.'),
      h('Mo: can you ring your mum back? She called twice about Easter.', 'Mo: can you ring your mum back?'),
      h(
        'Copyright query from Film Studies: check whether we can screen the whole documentary or only clips.',
        'Copyright query from Film Studies: check whether we can screen the whole documentary or only clips.',
      ),
      h('Grateful to Pat for covering the desk today. The queue at 11 was mad.'),
    ],
  },
  {
    name: 'a nail technician on a Saturday',
    highlights: [
      h(
        'Tia: hiya can I get infills and a gel toe on Thursday after 5? if not Friday is fine',
        'Tia: hiya can I get infills and a gel toe on Thursday after 5? if not Friday is fine',
      ),
      h(
        "Never file in a sawing motion. Push back the cuticle, don't cut it. Sanitise between every client, not every other.",
      ),
      h(
        "I must reorder acetone and lint-free wipes before next week, I'm down to the last bottle.",
        "I must reorder acetone and lint-free wipes before next week, I'm down to the last bottle.",
      ),
      h(
        'Did a full set of chrome for a bride this morning. She brought her mum and two bridesmaids who all wanted a look. Booked both bridesmaids in for next month.',
      ),
      h(
        'Just a reminder that the rent review is scheduled for June. The fire extinguisher in your unit needs servicing before the end of this month, please arrange this with your own contractor.',
        'The fire extinguisher in your unit needs servicing before the end of this month, please arrange this with your own contractor.',
      ),
      h('Kids dentist Mon 4.15', 'Kids dentist Mon 4.15'),
      h(
        'Your chair is your shop window. Post the nails, not the price list. Let your regulars do the selling.',
      ),
      h(
        'You need to send Chloe her deposit back, she cancelled with more than 48 hours notice.',
        'You need to send Chloe her deposit back, she cancelled with more than 48 hours notice.',
      ),
      h("The new gel brand should last three weeks without lifting. We'll see."),
      h(
        "Bex: are we still on for brunch tomorrow? I'll book if so",
        'Bex: are we still on for brunch tomorrow?',
      ),
      h(
        "Tax return went in on the 20th, first time I've not left it to the last week. The refund should land by March.",
      ),
    ],
  },
];
