import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_83: LabelledDay[] = [
  {
    name: 'Aisha, 34, a dental receptionist in Leicester learning Japanese at evening class for the JLPT N4, on a Wednesday',
    highlights: [
      h(
        'From the textbook introduction: Learn the kana before anything else. Do not lean on romaji for longer than a fortnight. Every learner hits a plateau somewhere in the second book.',
      ),
      h(
        'Tanaka-sensei tonight: Shadow the dialogue out loud, even if you feel silly. Mistakes are how the ear learns. She says the N4 listening paper is where most people lose their marks.',
      ),
      h(
        'Sensei set chapter 14 as homework and I finished it on the train home. I still need to email sensei my essay draft about my hometown.',
        'I still need to email sensei my essay draft about my hometown.',
      ),
      h(
        'Class WhatsApp\nKeiko: Who is bringing snacks for the tea ceremony practice on the 14th?\nDan: I brought the mochi last time lol\nKeiko: Aisha, your kanji was so neat tonight!',
        'Keiko: Who is bringing snacks for the tea ceremony practice on the 14th?',
      ),
      h(
        'JLPT registration closes 30 September — pay the £75 fee before then.',
        'JLPT registration closes 30 September — pay the £75 fee before then.',
      ),
      h(
        "Did 40 minutes of Anki on the bus. Streak is now 112 days. I meant to do the listening practice at lunch but Mrs Patel's crown came loose and the waiting room was chaos.",
      ),
      h(
        'From the polyglot memoir: Languages are the only thing worth knowing even poorly. Read a novel you half understand rather than a textbook you fully understand.',
      ),
      h('ask sensei about て-form vs ている', 'ask sensei about て-form vs ている'),
      h(
        'The new Minna no Nihongo workbook should arrive on Friday. Amazon says it was dispatched this morning.',
      ),
      h(
        'Japanese this week\n- book library conversation exchange\n- practise self-intro for Saturday\nDone already: chapter 13 flashcards',
        'book library conversation exchange',
        'practise self-intro for Saturday',
      ),
      h(
        'You need to renew your library card before you can book the study room. The library closes at 7 on Wednesdays.',
        'You need to renew your library card before you can book the study room.',
      ),
    ],
  },
  {
    name: 'Rangi, 28, a forestry worker near Rotorua who paddles waka ama (outrigger canoe) with his club, on a Tuesday',
    highlights: [
      h(
        'Coach Mere at training: Reach long, pull short, and let the hips do the work. Never paddle through shoulder pain. Crews that chatter in the boat lose races.',
      ),
      h(
        'Club panui: Nationals entries are now open. Each crew captain has to confirm their six names with Hine by Friday 5pm. Last year we missed out because of a late entry.',
        'Each crew captain has to confirm their six names with Hine by Friday 5pm.',
      ),
      h(
        'Paddled 12 km on the lake this morning before work. Split times were better on the return leg. I was going to do weights after but the log truck broke down at the skid site.',
      ),
      h(
        'Crew chat\nTama: great session this morning bro\nRangi: pretty sure the trailer key is in the shed\nTama: can someone fix the ama lashings before Saturday',
        'Tama: can someone fix the ama lashings before Saturday',
      ),
      h('Physio Thurs 7.30am re left shoulder', 'Physio Thurs 7.30am re left shoulder'),
      h(
        'From a book on voyaging: The waka was never just a boat; it was the whole village moving across the water. Respect the hull and it will carry you home.',
      ),
      h(
        'I have to get a new PFD before the regatta — the old one failed the buckle check. The club sells them at cost.',
        'I have to get a new PFD before the regatta — the old one failed the buckle check.',
      ),
      h(
        'The training plan says three water sessions and two gym sessions a week should be enough for the sprint distance. Our club record for the 500 m still stands from 2009.',
      ),
      h(
        'Regatta shopping\nelectrolyte tabs\nsunscreen\nbananas x12',
        'electrolyte tabs',
        'sunscreen',
        'bananas x12',
      ),
      h(
        'Remind the boys that we need the koha for the marae by next week. Aunty Hine did the catering for free last year.',
        'Remind the boys that we need the koha for the marae by next week.',
      ),
      h('Why do I always pick the windiest day for a time trial? Felt like paddling through porridge.'),
    ],
  },
  {
    name: 'Bernadette, 66, a retired hospital switchboard operator in Sheffield in her first year on an allotment, doing an evening course in organic growing, on a Saturday',
    highlights: [
      h(
        'Week 3 handout: Never dig wet clay. Feed the soil, not the plant. Rotate your brassicas every year or clubroot will find you.',
      ),
      h(
        'Plot 27 jobs\nnet the brassicas\nAsk Derek if he still wants the spare rhubarb crowns\nWatered the polytunnel first thing',
        'net the brassicas',
        'Ask Derek if he still wants the spare rhubarb crowns',
      ),
      h(
        'Spent two hours weeding the onion bed this morning. Found three frogs under the old carpet. I was supposed to go to the seed swap but my knee said no.',
      ),
      h(
        'Site WhatsApp\nMaureen: The skip is coming on Monday.\nMaureen: Could plot holders bring their rent cheques to the hut by the end of the month?\nKev: cheers Mo',
        'Maureen: Could plot holders bring their rent cheques to the hut by the end of the month?',
      ),
      h(
        "From my grandad's old gardening book: The best fertiliser is the gardener's shadow. Water in the evening so the roots can drink overnight.",
      ),
      h(
        'Course fee for the spring term (£48) due by 3 March.',
        'Course fee for the spring term (£48) due by 3 March.',
      ),
      h(
        'You must order the seaweed feed before it sells out again. Last year the shop ran dry by April.',
        'You must order the seaweed feed before it sells out again.',
      ),
      h(
        'The tutor said the soil test kits should arrive next week. Apparently our soil is too acidic for blueberries anyway.',
      ),
      h(
        'Companion planting: marigolds with tomatoes, nasturtiums as a sacrificial crop, basil near the peppers.',
      ),
      h(
        "I'm going to take cuttings from the blackcurrants on Sunday afternoon.",
        "I'm going to take cuttings from the blackcurrants on Sunday afternoon.",
      ),
      h(
        'Who is going to run the plant stall at the open day? Last year it was Derek and he sold out by eleven.',
        'Who is going to run the plant stall at the open day?',
      ),
    ],
  },
  {
    name: 'Leon, 38, an NHS sonographer in Birmingham who sings bass in a gospel choir, on a Thursday',
    highlights: [
      h(
        'Notes from Pastor Grace at rehearsal: Breathe from the belly, not the chest. Basses, you are the floor the whole house stands on. Sing the consonants late.',
      ),
      h(
        "Last year's summer concert raised over £2,000 for the food bank. Tickets this year are £10 on the door.",
      ),
      h(
        'I need to learn the bass line for "Total Praise" by heart before Tuesday.',
        'I need to learn the bass line for "Total Praise" by heart before Tuesday.',
      ),
      h(
        'Did a twelve-hour list today, mostly abdominal scans. Sang the whole drive home. I had planned to go through the alto part with Chantelle but she cancelled.',
      ),
      h(
        'Choir group\nMarcia: Robes need to go back to the dry cleaner by Sunday, please!\nDesmond: Done mine already\nMarcia: Leon can you sort the lift for Sister Pearl on the night?',
        'Marcia: Robes need to go back to the dry cleaner by Sunday, please!',
        'Marcia: Leon can you sort the lift for Sister Pearl on the night?',
      ),
      h(
        'From a history of gospel music: The music grew out of people who had nothing to hold but each other. Every song is a prayer that learned to walk.',
      ),
      h('The sheet music should be in the pigeonholes by Sunday. Marcia printed forty copies.'),
      h(
        "Don't forget to bring the throat lozenges and a water bottle on Saturday.",
        "Don't forget to bring the throat lozenges and a water bottle on Saturday.",
      ),
      h('dress rehearsal Sat 2–5 at the church hall', 'dress rehearsal Sat 2–5 at the church hall'),
      h('How does Pastor Grace hear one flat bass in a choir of sixty? It is honestly terrifying.'),
      h(
        'Ask HR whether I can swap my on-call on 12 July for the concert.',
        'Ask HR whether I can swap my on-call on 12 July for the concert.',
      ),
    ],
  },
  {
    name: 'Deepa, 44, an HMRC compliance caseworker in Croydon doing an evening wheel-throwing pottery course, on a Monday',
    highlights: [
      h(
        'Our tutor Jun: Centre the clay before you do anything else. If it is off-centre at the start, it will be off-centre at the end. Wedge for longer than you think you need.',
      ),
      h(
        'Pottery bits\n- buy a sponge on a stick\n- trim the two bowls on Thursday\n- pay for the firing (£6 a piece)',
        'buy a sponge on a stick',
        'trim the two bowls on Thursday',
        'pay for the firing (£6 a piece)',
      ),
      h(
        'Threw four cylinders tonight and only one collapsed. My forearms are aching. I had meant to try a lidded pot but ran out of time.',
      ),
      h(
        'From the book on Japanese potters: The pot is finished when you stop asking it to be something else. Leave one small flaw in every piece.',
      ),
      h(
        'Wednesday wheel group\nSally: Loved your blue glaze tonight!\nDeepa: Thanks, it was a happy accident\nJun: Please clean your wheels and take your shelf pieces home by the end of term.',
        'Jun: Please clean your wheels and take your shelf pieces home by the end of term.',
      ),
      h(
        'The kiln should be cool enough to unload by Wednesday afternoon. The glaze firing goes up to 1260 degrees.',
      ),
      h(
        'Deadline for the end-of-course showcase entry form: 20 June.',
        'Deadline for the end-of-course showcase entry form: 20 June.',
      ),
      h(
        'I should really look into buying a second-hand wheel for the garage. Tom at work says his brother is selling one.',
        'I should really look into buying a second-hand wheel for the garage.',
      ),
      h(
        'Glaze notes: tenmoku breaks brown on the rims, celadon pools green in the foot. Thicker is not always better.',
      ),
      h(
        'You still need to sign the kiln safety sheet before next class.',
        'You still need to sign the kiln safety sheet before next class.',
      ),
      h('Thanks to Jun for staying late to help with my handles. Best evening of the week.'),
    ],
  },
  {
    name: 'Ewan, 19, an apprentice agricultural engineer at a tractor dealership near Forfar who plays side drum in a pipe band, the week before the Worlds',
    highlights: [
      h(
        'Leading drummer Rab: Play to the pipes, not to the pad. A drum corps is only as tight as its weakest flam. Tap your foot inside your shoe where the judges cannot see it.',
      ),
      h('Band practice Wed 7pm, full uniform inspection', 'Band practice Wed 7pm, full uniform inspection'),
      h(
        "Pipe major's message: Every member must have their kilt, hose and spats checked by Thursday. The buses were booked back in March. Anybody late gets left behind.",
        "Pipe major's message: Every member must have their kilt, hose and spats checked by Thursday.",
      ),
      h(
        'Got 68% in the hydraulics mock at college. I need to revise the circuit diagrams on Sunday night. The lecturer said the real paper should be easier than the mock.',
        'I need to revise the circuit diagrams on Sunday night.',
      ),
      h(
        'Practised rolls on the pad for an hour after work. Mum banged on the wall twice. I was going to record it for Rab but my phone died.',
      ),
      h(
        'From the drum tutor book: Rudiments are the alphabet; tunes are the sentences. Slow practice is fast progress.',
      ),
      h(
        'Drum corps chat\nRab: Ewan, can you bring the spare heads and the tuning key on Saturday?\nKyle: my snare sounds class now\nRab: Good work tonight lads.',
        'Rab: Ewan, can you bring the spare heads and the tuning key on Saturday?',
      ),
      h('Worlds bag\nspare sticks\nblack socks\nearplugs', 'spare sticks', 'black socks', 'earplugs'),
      h('Nervous for Saturday. Grade 2 at the Worlds is a big deal for a band our size.'),
      h('The results should be up on the association website by Sunday night. Last year we came ninth.'),
    ],
  },
  {
    name: 'Siddharth, 26, a ScotRail ticket examiner in Glasgow learning épée at a fencing club and doing a Level 1 coaching course, on a Friday',
    highlights: [
      h(
        'Coach after the lesson: Keep your point in line and let them come to you. A good fencer wins with the legs, not the arm. Never turn your back on your opponent, even when you are losing.',
      ),
      h(
        'Kit list\nnew glove (size 9)\nget the mask checked at the armoury\nSold my old breeches to Ali',
        'new glove (size 9)',
        'get the mask checked at the armoury',
      ),
      h('British Fencing membership renewal due 1 April.', 'British Fencing membership renewal due 1 April.'),
      h(
        'Fenced five bouts in the pools tonight and won two. Lost 5–1 to a twelve-year-old, which was humbling. I meant to stay for the footwork drills but I had an early shift.',
      ),
      h(
        "Club WhatsApp\nFiona: We still need to decide whether to enter a team for the Edinburgh Open.\nSid: I'm in if my rota allows\nFiona: Could everyone pay their share of the hall hire (£15) by Tuesday?",
        'Fiona: We still need to decide whether to enter a team for the Edinburgh Open.',
        'Fiona: Could everyone pay their share of the hall hire (£15) by Tuesday?',
      ),
      h(
        'From a history of fencing: The duel was outlawed long before the sport was born. Fence as if the blade were sharp.',
      ),
      h(
        'Module 2 handout: Praise effort, not outcome. Children stay in a sport when it feels like play. Demonstrate, do not lecture. The follow-up session is online in May.',
      ),
      h(
        "You've got to finish the safeguarding e-learning before the course on the 18th.",
        "You've got to finish the safeguarding e-learning before the course on the 18th.",
      ),
      h("The rota for next week should be out on Monday. I'm on the Edinburgh–Glasgow lates anyway."),
      h('Thanks Fiona for the lift home tonight. Absolute legend.'),
      h('remember to wash the whites before Tuesday', 'remember to wash the whites before Tuesday'),
    ],
  },
  {
    name: 'Gloria, 71, a retired steelworks lab analyst in Port Talbot who plays walking netball and is learning Welsh, on a Tuesday',
    highlights: [
      h(
        'Tiwtor Eleri: Speak Welsh to the cat if there is nobody else. A mistake spoken out loud is worth more than a perfect sentence kept in your head. The mutations will come in time.',
      ),
      h(
        'Dosbarth Cymraeg homework: write five sentences about my weekend. I must also listen to the Radio Cymru podcast twice.',
        'Dosbarth Cymraeg homework: write five sentences about my weekend.',
        'I must also listen to the Radio Cymru podcast twice.',
      ),
      h(
        'Went to the Welsh chat group at the library this morning. Ordered my coffee in Welsh and the girl answered in English! I was going to stay for the quiz but my hip was playing up.',
      ),
      h(
        'Walking netball girls\nPat: Well done all on Thursday, we beat Neath!\nPat: Gloria could you bring the first aid box and the bibs to Llanelli?\nJune: Lovely, see you all there',
        'Pat: Gloria could you bring the first aid box and the bibs to Llanelli?',
      ),
      h(
        'Rule reminder from the umpire: No running, no jumping and no contact. Anyone who runs gives away a free pass.',
      ),
      h('GP Wed 10.40 about the hip', 'GP Wed 10.40 about the hip'),
      h(
        "From a Welsh learner's memoir: A language is a house you can only enter by the kitchen door. Do not wait until you are fluent to call yourself Welsh.",
      ),
      h(
        'I have to renew my bus pass before the end of the month. The new ones should come through within ten days.',
        'I have to renew my bus pass before the end of the month.',
      ),
      h('Geiriau newydd: ysgol (school), llyfrgell (library), tywydd (weather).'),
      h(
        'Need to ask Eleri whether Sadwrn Siarad is suitable for beginners like me.',
        'Need to ask Eleri whether Sadwrn Siarad is suitable for beginners like me.',
      ),
    ],
  },
];
