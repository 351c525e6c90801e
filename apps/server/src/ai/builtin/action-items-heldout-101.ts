import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_101: LabelledDay[] = [
  {
    name: 'Isla, a bookbinder repairing library and family books in Edinburgh, on a Tuesday',
    highlights: [
      h(
        'Order more bookcloth — the dark green linen, 2 metres',
        'Order more bookcloth — the dark green linen, 2 metres',
      ),
      h('"Paste is forgiving; glue is not." — from the conservation handbook'),
      h(
        "Mrs Okafor's family Bible — quote her before Friday",
        "Mrs Okafor's family Bible — quote her before Friday",
      ),
      h('Always let the boards dry under weight overnight, never near a radiator — page 41 of the same book'),
      h('Finished the Dickens rebind at 3. Spine sits beautifully.'),
      h('library invoice due 30th', 'library invoice due 30th'),
      h(
        'Need to sharpen the paring knife before the leather job tomorrow',
        'Need to sharpen the paring knife before the leather job tomorrow',
      ),
      h(
        'Mum rang. Can you pick up my glasses from the optician on Thursday, love?',
        'Can you pick up my glasses from the optician on Thursday, love?',
      ),
      h('The nipping press should be back from repair by Monday.'),
      h('Good line from last night\'s talk: "Repair what you can, record what you can\'t."'),
      h('[ ] gold leaf running low, reorder', 'gold leaf running low, reorder'),
      h('I meant to photograph the endpapers before I lifted them.'),
    ],
  },
  {
    name: "Callum, a children's swimming teacher working across three pools in Bristol, on a Thursday",
    highlights: [
      h('• Book Ellie B in for her Stage 4 assessment', 'Book Ellie B in for her Stage 4 assessment'),
      h('"Never teach a child to fear the water in order to keep them safe from it." — Level 2 course notes'),
      h(
        'Goggles lost property box — empty it before half term',
        'Goggles lost property box — empty it before half term',
      ),
      h('Kids learn more in five minutes of play than in twenty minutes of drills.'),
      h(
        'Must renew my pool lifeguard qual, expires 14 Nov',
        'Must renew my pool lifeguard qual, expires 14 Nov',
      ),
      h('Lane ropes were tangled again this morning. Told the duty manager.'),
      h(
        "Sunita (Millbrook reception): could you send me next term's timetable by Monday?",
        "Sunita (Millbrook reception): could you send me next term's timetable by Monday?",
      ),
      h('Parents should get the progress cards on Saturday.'),
      h('Keep your chin on the water and your eyes on the ceiling — the whole of backstroke in one line.'),
      h('Shoulder physio Tues 8.15am', 'Shoulder physio Tues 8.15am'),
      h(
        "I'll ring Harriet's dad about moving her up a group.",
        "I'll ring Harriet's dad about moving her up a group.",
      ),
      h('Swam 40 lengths before the first class. Felt great.'),
    ],
  },
  {
    name: 'Beverley, a court usher at a Crown Court in Leeds, on a Monday',
    highlights: [
      h('Trial in Court 4 ran over again. Nobody was surprised.'),
      h(
        'Swap the Bibles and the affirmation cards back to Court 2 before 9.45',
        'Swap the Bibles and the affirmation cards back to Court 2 before 9.45',
      ),
      h(
        '"The usher is the first face of justice most people ever see." — retiring judge at the Christmas do',
      ),
      h(
        'Interpreter for Mr Rahman — confirm Polish, not Czech',
        'Interpreter for Mr Rahman — confirm Polish, not Czech',
      ),
      h(
        'Remember to collect the juror expenses forms from the jury manager',
        'Remember to collect the juror expenses forms from the jury manager',
      ),
      h(
        "Don't forget: Thursday's trial needs the video link tested by Wednesday noon",
        "Don't forget: Thursday's trial needs the video link tested by Wednesday noon",
      ),
      h('Witness care should have the list by now.'),
      h("Always stand when the judge stands — that's what Pat taught me on day one."),
      h('Key to the jury room turned up in the robing room.'),
      h('Easter leave form has to be in by Friday', 'Easter leave form has to be in by Friday'),
      h('Who is covering Court 6 while Dee is off?', 'Who is covering Court 6 while Dee is off?'),
      h('Did the oath for twelve jurors without a single stumble. Small victories.'),
    ],
  },
  {
    name: 'Sandeep, a sailmaker with a loft in Cowes, on a Friday',
    highlights: [
      h('Recut the leech on the J/70 main before Tuesday', 'Recut the leech on the J/70 main before Tuesday'),
      h('"The wind is free, but the sail is not." — stitched on a cushion in the loft'),
      h('Order thread: 2 spools of V-92 white, 1 black', 'Order thread: 2 spools of V-92 white, 1 black'),
      h("Spinnaker repair for Marlow's boat went out this morning."),
      h('Harbour commission says the chain ferry will be out of service all week.'),
      h(
        "Gary: can you drop the measuring tape back to the yacht club when you're passing?",
        "Gary: can you drop the measuring tape back to the yacht club when you're passing?",
      ),
      h(
        'You need to renew the van insurance — it runs out on the 18th.',
        'You need to renew the van insurance — it runs out on the 18th.',
      ),
      h('The new Dacron roll should arrive Tuesday.'),
      h(
        "Follow up with the Cowes Week boats that haven't paid",
        "Follow up with the Cowes Week boats that haven't paid",
      ),
      h('Ease the sheet until the luff just starts to lift, then bring it in an inch.'),
      h('Eye test Mon 9.20', 'Eye test Mon 9.20'),
      h('Wasted an hour on the broken sewing machine pedal. Should have replaced it last year.'),
    ],
  },
  {
    name: 'Morag, a political cartoonist on a Glasgow newspaper, on a Wednesday',
    highlights: [
      h(
        'Pocket cartoon for Saturday — rough to the desk by 3pm',
        'Pocket cartoon for Saturday — rough to the desk by 3pm',
      ),
      h('"If you have to explain the joke, draw it again." — my first editor'),
      h(
        'TODO scan the last six originals for the archive',
        'TODO scan the last six originals for the archive',
      ),
      h('Drew the First Minister as a heron again. Readers love the heron.'),
      h(
        'I should email the syndication agency about the October reprint fees.',
        'I should email the syndication agency about the October reprint fees.',
      ),
      h('Ink is cheap, ideas are expensive.'),
      h(
        'Jamie from features: any chance you could do a spot illustration for the gardening page?',
        'Jamie from features: any chance you could do a spot illustration for the gardening page?',
      ),
      h('The exhibition catalogue should be printed by next week.'),
      h(
        '* Art shop: Pigma 05 x3, Pigma 08 x2, blue pencil',
        'Art shop: Pigma 05 x3, Pigma 08 x2, blue pencil',
      ),
      h("Caricature starts with the one feature you can't stop looking at."),
      h(
        'We still need to decide whether the collection has a foreword.',
        'We still need to decide whether the collection has a foreword.',
      ),
      h('Who needs a punchline when the face does all the work?'),
    ],
  },
  {
    name: 'Des, a cricket umpire on a county second XI panel, on a Saturday',
    highlights: [
      h(
        'Light meter batteries — replace before next Saturday',
        'Light meter batteries — replace before next Saturday',
      ),
      h('"When in doubt, not out." — every umpiring course ever'),
      h('Match report to the league by Monday 9am', 'Match report to the league by Monday 9am'),
      h('Six balls, count them every over.'),
      h('Both captains shook hands at the end. Good game.'),
      h('Submit mileage claim for Worcester and Taunton', 'Submit mileage claim for Worcester and Taunton'),
      h('The new laws booklet should be in the post.'),
      h("Watch the front foot, not the bowler's hand."),
      h(
        'I have to get my white coat dry-cleaned before the cup final.',
        'I have to get my white coat dry-cleaned before the cup final.',
      ),
      h(
        'The groundstaff need to fix the sightscreen at the pavilion end before Wednesday.',
        'The groundstaff need to fix the sightscreen at the pavilion end before Wednesday.',
      ),
      h(
        '[14/06/2026, 18:42] Ken: can you stand at square leg for the Sunday friendly?',
        'Ken: can you stand at square leg for the Sunday friendly?',
      ),
      h('Gave two lbws and both were right on the replay.'),
    ],
  },
  {
    name: 'Fiona, head greenkeeper at a links golf course in Fife, on a Sunday',
    highlights: [
      h(
        'Hollow-tine the 7th green Tuesday if it stays dry',
        'Hollow-tine the 7th green Tuesday if it stays dry',
      ),
      h('"Greens are grown in the autumn and shown off in the spring." — my first boss'),
      h('Mower 3 needs the reel ground before the Medal.', 'Mower 3 needs the reel ground before the Medal.'),
      h(
        'Rabbits have been at the 14th bunker faces again. The follow-up visit from the pest man did nothing.',
      ),
      h('Less water, less feed, more patience.'),
      h('- [ ] order 20 bags of top dressing sand', 'order 20 bags of top dressing sand'),
      h('- [x] flag pins painted'),
      h('Recycling out tonight', 'Recycling out tonight'),
      h('Alasdair to finish the divot mix by Thursday', 'Alasdair to finish the divot mix by Thursday'),
      h('Course closed at 2 because of the haar. Members grumbled.'),
      h(
        'Club secretary: can you send me the hours for the seasonal staff?',
        'Club secretary: can you send me the hours for the seasonal staff?',
      ),
      h('Never cut a wet green if you can help it.'),
    ],
  },
  {
    name: 'Ade, a mobile knife sharpener visiting restaurant kitchens in Bristol, on a Wednesday',
    highlights: [
      h('Get a new 1000 grit stone for the van', 'Get a new 1000 grit stone for the van'),
      h('"A dull knife is more dangerous than a sharp one." — every chef I\'ve ever met'),
      h(
        'Invoice the Thai place on Gloucester Road — 14 knives',
        'Invoice the Thai place on Gloucester Road — 14 knives',
      ),
      h('Sharpened 62 blades today. New record.'),
      h('Hold the angle, let the stone do the work.'),
      h('Van MOT, book before 21st', 'Van MOT, book before 21st'),
      h(
        'Head chef at Marrow: "Can you come in fortnightly from next month?"',
        'Head chef at Marrow: "Can you come in fortnightly from next month?"',
      ),
      h('Japanese steel chips if you go too steep.'),
      h(
        "I'm going to put prices up 50p a blade in January.",
        "I'm going to put prices up 50p a blade in January.",
      ),
      h('Huge thanks to Lou for the lift back from Clifton.'),
      h('> Could you quote for 30 butchery knives?', 'Could you quote for 30 butchery knives?'),
      h('Meant to drop the scissors back to the hairdresser today.'),
    ],
  },
];
