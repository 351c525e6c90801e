import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_41: LabelledDay[] = [
  {
    name: 'a Cub Scout leader on a Tuesday',
    highlights: [
      h(
        'From the District newsletter: The district camp at Broadstone Woods is on 14-16 June. Kit lists will be sent out nearer the time. Leaders attending camp are required to hold an in-date first aid certificate. Mine runs out in May, so I need to book the refresher course this week.',
        'Mine runs out in May, so I need to book the refresher course this week.',
      ),
      h(
        'From the leader handbook, chapter 4. Always leave a campsite cleaner than you found it. Never let a young person cook unsupervised on an open fire. Praise effort, not just results.',
      ),
      h(
        "Leaders chat\nPriya: Can someone pick up the tent pegs from the HQ store before Friday?\nTom: I dropped the gas canisters back last night.\nPriya: Thanks Tom!\nMe: I'll grab the pegs on Thursday after work.",
        'Priya: Can someone pick up the tent pegs from the HQ store before Friday?',
        "Me: I'll grab the pegs on Thursday after work.",
      ),
      h(
        'Badge night went well. Eleven cubs finished their Astronomer badge. I should have taken more photos for the parents.',
      ),
      h(
        'done tonight\nsubs reminder sent to parents\nemailed Akela at 3rd Ashford re the joint hike\nRisk assessment for the canal walk uploaded',
      ),
      h(
        'The parcel of new neckers should arrive on Wednesday. Parents keep asking when the new uniforms will be in.',
      ),
      h(
        "Who is covering the register next Tuesday while I'm on holiday? I've asked around but nobody has replied yet.",
        "Who is covering the register next Tuesday while I'm on holiday?",
      ),
      h(
        'Kids remember how you made them feel, not what you taught them. That line from the training weekend really stuck with me.',
      ),
      h(
        'The hall booking for the Christmas party has to be confirmed by 30 Nov. The hall manager said the heating is fixed now.',
        'The hall booking for the Christmas party has to be confirmed by 30 Nov.',
      ),
      h(
        "Rang Jack's mum about his allergy form. She said the first one went through the wash. I meant to ask her about the camp payment too but she had to dash.",
      ),
      h('Bins out tonight', 'Bins out tonight'),
    ],
  },
  {
    name: "a tenants' association secretary on a Thursday",
    highlights: [
      h(
        'Minutes of the Marlowe House TA meeting, 3 March\nPresent: Denise, Kofi, Mrs Abara, Lin and me\nThe lift in block B has now been out of action for nine days.\nKofi to chase the housing officer about the lift repair by Monday.\nAgreed to move the AGM to the community room.\nAny other business: none.',
        'Kofi to chase the housing officer about the lift repair by Monday.',
      ),
      h(
        'Letter from Harbour Homes: Planned works to the communal windows will begin in April. Residents do not need to take any action at this stage. A follow-up letter will confirm the exact dates.',
      ),
      h(
        'Denise: can you print 60 copies of the newsletter for Saturday?\nMe: no problem\nDenise: ta x',
        'Denise: can you print 60 copies of the newsletter for Saturday?',
      ),
      h(
        "I need to update the residents' contact list before the AGM. Three new families moved into block C last month.",
        "I need to update the residents' contact list before the AGM.",
      ),
      h(
        "From the Tenants' Rights handbook: Keep a written record of every repair request. Always ask for a reference number when you ring the council. Photos with dates are your best evidence.",
      ),
      h(
        "Damp in flat 14 again. Mrs Abara says the mould is back on the bedroom wall. Don't forget to report it to the repairs line and ask for an inspection.",
        "Don't forget to report it to the repairs line and ask for an inspection.",
      ),
      h(
        'The AGM notice has to go up on every noticeboard by the 9th, which is 21 days before the meeting. The constitution says 21 days is the minimum.',
        'The AGM notice has to go up on every noticeboard by the 9th, which is 21 days before the meeting.',
      ),
      h(
        'Should we invite our local councillor to the AGM? Kofi thinks it would help with the lift issue.',
        'Should we invite our local councillor to the AGM?',
      ),
      h(
        'Raffle prizes so far: a hamper from the Co-op, two cinema tickets and a haircut voucher. The Co-op donated the hamper after I wrote to them.',
      ),
      h(
        "Treasurer's report - balance £412.60\nsubs owed by 6 households\nchase the unpaid subs before the AGM",
        'chase the unpaid subs before the AGM',
      ),
      h('Why does every single repair take six weeks? Honestly exhausted tonight.'),
    ],
  },
  {
    name: 'a book club host on a Sunday',
    highlights: [
      h(
        "Next month's book is Piranesi. Most people have already started it. Remind the group in the WhatsApp on Wednesday that we meet on the 28th.",
        'Remind the group in the WhatsApp on Wednesday that we meet on the 28th.',
      ),
      h(
        'From Piranesi: The Beauty of the House is immeasurable; its Kindness infinite. I loved that line, maybe my favorite of the year.',
      ),
      h(
        "Bookmarked from a Guardian essay on reading habits\nRead the ending last, no matter how tempted you are. Never lend a book you can't bear to lose. Marginalia is a conversation with the author.",
      ),
      h(
        "Book club chat\nHelen: Can everyone vote on June's book by Friday? The poll is pinned.\nRaj: Loved the discussion last night!\nMe: I'll bring the folding chairs round to Raj's on Saturday.",
        "Helen: Can everyone vote on June's book by Friday?",
        "Me: I'll bring the folding chairs round to Raj's on Saturday.",
      ),
      h(
        "Waterstones said the book club discount should apply automatically at the till. It didn't last time.",
      ),
      h(
        'Snacks for Thursday: hummus, crackers, two bottles of red and something gluten-free for Anna.',
        'Snacks for Thursday: hummus, crackers, two bottles of red and something gluten-free for Anna.',
      ),
      h(
        'I always mean to read more poetry and never do. The group loved the Mary Oliver we read in January.',
      ),
      h(
        "We still need to decide whether to switch to Tuesdays. Anna can't do Thursdays from September.",
        'We still need to decide whether to switch to Tuesdays.',
      ),
      h('Finished Tomorrow, and Tomorrow, and Tomorrow at 2am. Absolutely wrecked.'),
      h('library card renewal due 15th', 'library card renewal due 15th'),
      h(
        "Reminder to self: you need to return Helen's copy of Middlemarch before you lose it.",
        "Reminder to self: you need to return Helen's copy of Middlemarch before you lose it.",
      ),
    ],
  },
  {
    name: 'an amateur dramatics director in rehearsal week',
    highlights: [
      h(
        "Rehearsal notes, Act 2\nMadame Arcati's entrance is still far too slow.\nCharles keeps upstaging Ruth in the seance scene.\nBlock the seance scene again on Tuesday.\nGreat energy from everyone tonight!",
        'Block the seance scene again on Tuesday.',
      ),
      h(
        "Director's advice from the Saturday workshop: Never rehearse tired. Cut anything that doesn't serve the story. Trust the audience to keep up.",
      ),
      h(
        'Props\nplanchette board - done\ngramophone - Gerald is lending his\nstill need 3 fake sherry bottles',
        'still need 3 fake sherry bottles',
      ),
      h(
        'Costumes have to be returned to the hire shop by the 22nd or we lose the deposit.',
        'Costumes have to be returned to the hire shop by the 22nd or we lose the deposit.',
      ),
      h(
        'Cast chat\nMaggie: Sorry, stuck at work, will be 20 mins late\nDev: Can you send me the updated script pages when you get a sec?\nMaggie: The heating in the church hall is broken again!',
        'Dev: Can you send me the updated script pages when you get a sec?',
      ),
      h(
        'Tickets went on sale this morning. The printer said the posters should be ready by Thursday. I picked up the flyers on my way home.',
      ),
      h(
        "The lighting plan still isn't final. Make sure it is with Sol by Friday.",
        'Make sure it is with Sol by Friday.',
      ),
      h('I was going to recast Elvira but decided against it. Jess has really grown into the part.'),
      h('Programme copy due to Gerald Wed', 'Programme copy due to Gerald Wed'),
      h(
        "Who's running front of house on opening night? Nobody has volunteered yet.",
        "Who's running front of house on opening night?",
      ),
      h('What is a play without an audience? Just a very expensive hobby, ha.'),
    ],
  },
  {
    name: 'a mosque committee member before Ramadan',
    highlights: [
      h(
        "Committee meeting notes - Friday after Jummah\nThe iftar rota for the first week is full.\nBrother Yusuf to confirm the halal meat order with the butcher by Wednesday.\nSister Amina will organise the volunteers for the women's section.\nThe imam thanked everyone for their hard work last year.",
        'Brother Yusuf to confirm the halal meat order with the butcher by Wednesday.',
        "Sister Amina will organise the volunteers for the women's section.",
      ),
      h(
        'From the Friday khutbah: Be gentle with one another. Give charity in secret. Smile, for a smile is charity too.',
      ),
      h(
        'Open day checklist\nbouncy castle - booked\nask the council about parking permits for the road\nSign-in sheets printed',
        'ask the council about parking permits for the road',
      ),
      h('The new carpets should be fitted before Ramadan starts. The fitter came to measure on Tuesday.'),
      h(
        "Mosque volunteers\nIbrahim: Can you send me the rota as a PDF? Can't open the spreadsheet on my phone\nKhalid: The car park was packed last night.\nFatima: JazakAllah khair everyone",
        'Ibrahim: Can you send me the rota as a PDF?',
      ),
      h(
        "I have to renew the food hygiene certificates for the kitchen team. Three volunteers' certificates expire in March.",
        'I have to renew the food hygiene certificates for the kitchen team.',
      ),
      h(
        'Zakat forms have to be collected from the office by the end of the month.',
        'Zakat forms have to be collected from the office by the end of the month.',
      ),
      h('Did I lock the side door? Asked Hamza and he had checked it.'),
      h(
        'Should we start the youth football again after Eid? The boys keep asking about it.',
        'Should we start the youth football again after Eid?',
      ),
      h('Ordered 200 boxes of dates from the wholesaler. They should arrive by Thursday.'),
    ],
  },
  {
    name: 'a repair cafe organiser after a Saturday session',
    highlights: [
      h(
        'Repair Cafe, Saturday\n23 items in, 17 fixed, 4 beyond repair\nThe toaster from last month came back working!\nWe ran out of fuses again.\nBuy a box of 3A and 13A fuses before next month.',
        'Buy a box of 3A and 13A fuses before next month.',
      ),
      h(
        'Safety sheet from the Repair Cafe Foundation: Always unplug an appliance before opening it. Never work on microwaves. Test every electrical repair with the PAT tester before handing it back.',
      ),
      h(
        "Volunteers group\nGeoff: Could somebody bring a soldering iron next time? Mine has died.\nLeanne: I'll bring two sewing machines for the textiles table.\nMe: Thanks both!",
        'Geoff: Could somebody bring a soldering iron next time?',
        "Leanne: I'll bring two sewing machines for the textiles table.",
      ),
      h("Insurance renewal came through on Friday - the library's policy covers us after all."),
      h(
        "I need to type the sign-up sheets into the color-coded spreadsheet before Monday. Not tonight though, I'm shattered.",
        'I need to type the sign-up sheets into the color-coded spreadsheet before Monday.',
      ),
      h(
        'The local paper called repair cafes the quiet revolution of the high street. We were mentioned by name! Leanne cut it out for the noticeboard.',
      ),
      h("The library said the extra tables should already be set out when we arrive. We'll see."),
      h(
        'Someone has to write up the funding report for the parish grant by the 30th. Probably me.',
        'Someone has to write up the funding report for the parish grant by the 30th.',
      ),
      h(
        'to do sat\nprint feedback forms\ncharged the PAT tester already\nemailed Helen re volunteer DBS checks',
        'print feedback forms',
      ),
      h("Fixing things is an act of resistance against a throwaway culture. Couldn't agree more."),
      h('Dentist Thurs 4.15', 'Dentist Thurs 4.15'),
    ],
  },
  {
    name: 'the chair of a Friends of the Park group',
    highlights: [
      h(
        'Friends of Hollins Park - AGM minutes\nThe March litter pick collected 42 bags.\nThe council has agreed to replace the broken bench by the pond.\nMark and Sue to apply for the Tesco community grant.\nThanks to everyone who came to the bulb planting.',
        'Mark and Sue to apply for the Tesco community grant.',
      ),
      h(
        'Council email: The playground will be closed for resurfacing from 5 to 16 May. Please share this with your members.',
        'Please share this with your members.',
      ),
      h(
        'From the RHS guide: Plant bulbs at three times their own depth. Water newly planted trees through their first summer. Leave some areas unmown for pollinators.',
      ),
      h('Ordered more litter pickers and hi-vis vests for the April pick.'),
      h(
        "Group chat\nSue: Has anyone got a gazebo we can borrow for the summer fair?\nMark: The fair went brilliantly last year, didn't it?\nMe: Asked the scouts already, theirs is booked.",
        'Sue: Has anyone got a gazebo we can borrow for the summer fair?',
      ),
      h(
        'Walked the park with the ranger this morning. She thinks the ash trees by the gate will have to come down eventually. Sad.',
      ),
      h('Newsletter deadline Friday 12 noon', 'Newsletter deadline Friday 12 noon'),
      h(
        "You need to renew the group's public liability insurance before the fair.",
        "You need to renew the group's public liability insurance before the fair.",
      ),
      h(
        "The dog bin by the east gate should be emptied on Tuesdays. It hasn't been touched for two weeks. Report it on the council app.",
        'Report it on the council app.',
      ),
      h('I was supposed to ring the ranger yesterday but she rang me first. Lovely chat in the end.'),
      h(
        'Who is going to take the minutes while Carol is away?',
        'Who is going to take the minutes while Carol is away?',
      ),
    ],
  },
  {
    name: 'a junior chess club organiser on a Wednesday',
    highlights: [
      h(
        'Chess club, Wed\n18 kids tonight, a record!\nTwo new starters, both about 8\nNeed more clocks - ask the PTA for £60',
        'Need more clocks - ask the PTA for £60',
      ),
      h(
        "Coaching tip from a grandmaster's blog: Never play a move without asking what your opponent threatens. Develop knights before bishops. Castle early.",
      ),
      h(
        'We got 12 entries in for the county junior championship. Results get posted on the county website on Monday. Print the draw and put it on the club noticeboard.',
        'Print the draw and put it on the club noticeboard.',
      ),
      h(
        "Parents chat\nClaire: Is the club running over half term?\nJon: Thanks for last week, Amir loved it!\nPriti: Could you send me the tournament dates once you've organized them?",
        'Claire: Is the club running over half term?',
        "Priti: Could you send me the tournament dates once you've organized them?",
      ),
      h('The new boards should arrive next week. I ordered 10 from the ECF shop.'),
      h(
        'Book the school hall for the summer simul before the caretaker goes on leave.',
        'Book the school hall for the summer simul before the caretaker goes on leave.',
      ),
      h("Playing through Tal's games tonight. What a player! The sacrifice on move 19 is just absurd."),
      h(
        'My DBS check expires in June.\nTODO: fill in the online renewal form this week',
        'TODO: fill in the online renewal form this week',
      ),
      h(
        'The head said the hall is needed for exams after Easter, so we move to the library. Apparently it has better heating anyway.',
      ),
      h("I used to think chess was all about calculation. It's really about patience."),
      h('Car MOT — book before the 12th', 'Car MOT — book before the 12th'),
    ],
  },
];
