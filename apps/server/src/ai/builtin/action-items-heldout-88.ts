import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_88: LabelledDay[] = [
  {
    name: 'Tomasz, 20, a second-year cello student at a music conservatoire in Manchester who pulls pints at a jazz bar, on a Monday',
    highlights: [
      h(
        'Lesson notes, Monday. Anneliese says my bow arm tightens in the upper half. Let the weight of the arm do the work, not the fingers. Practise the Elgar opening with a metronome at 60 every day this week. Slow practice is not a punishment, it is the practice.',
        'Practise the Elgar opening with a metronome at 60 every day this week.',
      ),
      h(
        "Flat 4B\nMaddie: someone finished the oat milk AGAIN\nJoe: not me, I was at my mum's all weekend\nMaddie: Tomasz can you put the recycling out tonight, it's blue bin week\nJoe: I rang the letting agent about the smoke alarm, they're sending someone Friday",
        "Maddie: Tomasz can you put the recycling out tonight, it's blue bin week",
      ),
      h(
        "Rota for next week is up on the staff board. Tomasz, thanks for covering Saturday, you saved my life. If you can't make a shift it's your job to find cover, not mine. Cheers, Gaz",
      ),
      h(
        'Never practise a mistake twice. Stop, slow down, fix it, and only then play on. The best players are not the ones who practise longest but the ones who notice most.',
      ),
      h(
        'TODO mon\n- buy rosin\n- pay Joe back £12 (pizza)\nA string is fraying again, probably the damp in this flat.',
        'buy rosin',
        'pay Joe back £12 (pizza)',
      ),
      h(
        "Masterclass notes, guest cellist from Leipzig. Breathe before the upbeat, like a singer. Don't be afraid of silence between phrases. She played the Bach sarabande without vibrato and the whole hall went quiet.",
      ),
      h(
        'Dear students, recital programmes must be submitted to the Academic Office by 5pm on Friday 14 February. Programme notes are optional this year. Late submissions will not be accepted. Academic Office',
        'Dear students, recital programmes must be submitted to the Academic Office by 5pm on Friday 14 February.',
      ),
      h(
        'Practised three hours today and my left hand is wrecked. I was going to do scales after the bar shift but fell asleep on the sofa. Honestly the Dvořák feels further away than it did in September. I should book a practice room for Saturday morning before they all go.',
        'I should book a practice room for Saturday morning before they all go.',
      ),
      h(
        "Mama: Tomek, call your grandmother on Sunday, it's her name day. Dad says hi. The parcel with the pierogi should get to you by Wednesday.",
        "Mama: Tomek, call your grandmother on Sunday, it's her name day.",
      ),
      h(
        'Performance anxiety is not a sign that you are unprepared. Most professional musicians report some nerves before every concert. What matters is what you do with the adrenaline.',
      ),
      h(
        'Poster in the practice corridor: Remember to warm up before you play. Your hands are your instrument. Look after them.',
      ),
    ],
  },
  {
    name: 'Amara, 22, a final-year fashion design student in London with a Saturday job at a fabric shop in Walthamstow, on a Thursday',
    highlights: [
      h(
        "Hi Amara, thanks for sending the line-up. The third look is still too close to the second in silhouette. Please bring the toiles for looks 4 and 5 to Tuesday's crit. The external examiner saw the second-years yesterday and was very impressed. Best, Rachel",
        "Please bring the toiles for looks 4 and 5 to Tuesday's crit.",
      ),
      h(
        'Edit ruthlessly. A collection is defined as much by what you leave out as by what you put in. Never fall in love with your first sketch.',
      ),
      h(
        'Thurs\n- order 3m black neoprene\n- tech pack draft to Rachel by Mon\nBought thread and zips on the way in, receipt in my purse.',
        'order 3m black neoprene',
        'tech pack draft to Rachel by Mon',
      ),
      h(
        "Shazia: Hi love, can you do 9 till 5 on Saturday instead of 10 till 4? The new delivery of wax prints came in, they're gorgeous. Hope the collection is coming along!",
        'Shazia: Hi love, can you do 9 till 5 on Saturday instead of 10 till 4?',
      ),
      h(
        'Sustainability lecture, week 9. The fashion industry is one of the biggest polluters of fresh water. Buy less, choose well, make it last. Deadstock fabric is cheaper but quantities are unpredictable. Essay proposal due 28 Feb, 500 words.',
        'Essay proposal due 28 Feb, 500 words.',
      ),
      h(
        "Housemates\nIdris: rent is going up £40 from April, landlord emailed\nCleo: that's daylight robbery\nIdris: Amara, the bathroom looks amazing, thank you x",
      ),
      h(
        'Stayed in the studio until the porters kicked us out at 10. I meant to ring the mill in Bradford about the wool sample and completely forgot. My feet hurt and I have glue on my jeans.',
      ),
      h(
        'Graduate Fashion Week returns in June with more than 40 universities taking part. Organisers say the shows will be streamed live for the first time. Tickets should go on sale in March.',
      ),
      h(
        'Tip from the print bureau: always send files as flattened TIFFs at 300dpi. Colours on screen never match the fabric exactly.',
      ),
      h(
        "I'm going to renew my 16-25 Railcard tonight, it runs out on Sunday. Last year I forgot and paid full fare to Manchester.",
        "I'm going to renew my 16-25 Railcard tonight, it runs out on Sunday.",
      ),
      h(
        "Crit notes. Jonah's menswear is incredible, all hand-dyed. Rachel kept saying trust the process. We need to agree a date for the lookbook shoot before the studio gets booked up.",
        'We need to agree a date for the lookbook shoot before the studio gets booked up.',
      ),
    ],
  },
  {
    name: 'Kieran, 18, a first-year apprentice barber in Belfast with college every Wednesday, on a Tuesday',
    highlights: [
      h(
        "Declan: Morning. Kieran, you're on the front desk till 11 then shadowing Marty on fades. Shop was mad busy Saturday, good work everyone. Big lad coming in at 2 for a skin fade, he's been coming here for years.",
        "Kieran, you're on the front desk till 11 then shadowing Marty on fades.",
      ),
      h(
        'Hi all, reminder that your Unit 204 portfolio evidence has to be uploaded to Smart Assessor by Friday. Photos of your client consultations count. Most of you have already finished the health and safety module. See you Wednesday, Noreen',
        'Hi all, reminder that your Unit 204 portfolio evidence has to be uploaded to Smart Assessor by Friday.',
      ),
      h(
        'Notes from a fading tutorial. Always work against the grain on the neck. Keep your clipper guard clean or it drags. The lighter your hand, the smoother the blend.',
      ),
      h(
        "tues\nclippers need oiling\nget mam a card, her birthday's thurs\nBus pass sorted, topped up £20 at the Europa.",
        'clippers need oiling',
        "get mam a card, her birthday's thurs",
      ),
      h(
        'Did my first proper fade on a paying customer today. Marty fixed the line at the end but the fella tipped me a fiver anyway. Buzzing.',
      ),
      h(
        "Mam: Don't forget your lunch for tomorrow, it's in the fridge. Your granda was telling everyone at Mass about his grandson the barber.",
        "Mam: Don't forget your lunch for tomorrow, it's in the fridge.",
      ),
      h(
        'A good barber listens more than he talks. The haircut is only half of what people come in for. Never rush a regular.',
      ),
      h(
        "Payslip query: my hours for w/e 9 March show 32 but I worked 38. Declan said he'd look into it. It should be sorted in next month's pay.",
      ),
      h(
        'Lads\nConor: Magaluf deposits are due by the 15th, £80 each\nRyan: paid mine\nConor: Kieran ye still in or what',
        'Conor: Magaluf deposits are due by the 15th, £80 each',
        'Conor: Kieran ye still in or what',
      ),
      h(
        'Level 2 theory, Wednesday. Hair grows roughly 1.25cm a month. Barbicide has to be changed daily in the salon. Noreen says the practical exam is the easy bit.',
      ),
      h('Google review: Kieran was brilliant, really put my son at ease. Would recommend to anyone!'),
    ],
  },
  {
    name: 'Ffion, 21, a third-year archaeology undergraduate in Bangor who works in the campus café, on a Wednesday',
    highlights: [
      h(
        "Hi Ffion, I've had a look at chapter 2. The argument is much clearer now, though the section on radiocarbon dates is thin. Could you send me a revised draft by the 21st? I'm away at a conference next week so replies will be slow. Best wishes, Gareth",
        'Could you send me a revised draft by the 21st?',
      ),
      h(
        'Field methods lecture. Every context should be recorded before it is removed. Photograph, draw, then dig. Finds should be bagged and labelled with the context number. Most of the Orkney site was excavated in the 1970s.',
      ),
      h(
        'TO DO\n• renew library loans (3 overdue!)\n• follow up with Gareth re ethics\nThe bus to Menai Bridge was cancelled again.',
        'renew library loans (3 overdue!)',
        'follow up with Gareth re ethics',
      ),
      h(
        "Bethan (Caffi): Hiya Ffion, thanks for swapping onto the early shift Friday, you're a star. Well done everyone on the hygiene inspection, we got a 5!",
      ),
      h(
        'Archaeology is the only discipline that destroys its own evidence as it studies it. Dig as if you will never be allowed back. The spoil heap remembers nothing.',
      ),
      h(
        "Tŷ Ni 🏠\nMali: the boiler's making that noise again\nOwain: I've messaged the landlord twice, nothing\nMali: Ffion are you home at 10 tomorrow for the gas safety man? someone has to let him in",
        'Mali: Ffion are you home at 10 tomorrow for the gas safety man? someone has to let him in',
      ),
      h(
        'Spent all afternoon in the archive reading 1920s excavation diaries. I should have started the dissertation in October, everyone told me. Still, the pottery drawings are beautiful.',
      ),
      h(
        "ArchSoc committee\nThanks to everyone who came to the quiz, we raised £230 for the dig bursary. Next one is Ffion's turn to organise, sometime before Easter.",
        "Next one is Ffion's turn to organise, sometime before Easter.",
      ),
      h(
        'Archaeologists in Orkney have uncovered a Neolithic building larger than any found before at the site. The team plans to return next summer to extend the trench. Results should be published later this year.',
      ),
      h(
        'You need to book the Orkney ferry before the student discount ends on Friday. It sold out in May last year.',
        'You need to book the Orkney ferry before the student discount ends on Friday.',
      ),
      h(
        "Mam: Your cousin Elin got into Cardiff for medicine! Dad's knee is much better, he was back on the allotment today.",
      ),
    ],
  },
  {
    name: 'Jasmine, 19, a software engineering degree apprentice at an insurer in Norwich, back from a university block, on a Monday',
    highlights: [
      h(
        'Sprint 14 retro\nWent well: release went out on time\nTo improve: too many meetings\nAction: Jas to write up the deployment checklist for the wiki\nAction: Dev to book a session on flaky tests',
        'Action: Jas to write up the deployment checklist for the wiki',
        'Action: Dev to book a session on flaky tests',
      ),
      h(
        'Software Engineering Practice, Module 4. Assignment 2 (reflective log) due 11:59pm Sunday 9 March. Word count 2,000 ± 10%. The marking rubric is on Canvas.',
        'Assignment 2 (reflective log) due 11:59pm Sunday 9 March.',
      ),
      h(
        'Make it work, make it right, make it fast. Premature optimisation is the root of all evil. Write code for the next person who has to read it.',
      ),
      h(
        'mon\nlaptop charger left at work??\nneed to update my OTJ hours log before the progress review',
        'need to update my OTJ hours log before the progress review',
      ),
      h(
        "House WhatsApp\nTom: council finally collected the old sofa\nJas: about time, it's been in the hall since Christmas\nEmma: legend",
      ),
      h(
        'Merged my first PR to main today. It broke the staging build for about ten minutes but Dev said that happens to everyone. I was going to write it up in my log but ran out of time.',
      ),
      h(
        'Review comments on PR #482: Nice work overall. Please add unit tests for the null policy case before merging. The naming in ClaimsMapper is a bit inconsistent, but it was like that before you.',
        'Please add unit tests for the null policy case before merging.',
      ),
      h(
        'Hi Jasmine, just a follow-up from our review last month. Your off-the-job hours are looking much healthier. Are you free on Thursday 20th at 2pm for the next one? Kind regards, Lorraine (Skills Coach)',
        'Are you free on Thursday 20th at 2pm for the next one?',
      ),
      h(
        'Teams that deploy more often have fewer failures, not more. Small batches reduce risk. If it hurts, do it more often.',
      ),
      h("Mum: Nana loved the card you sent, she's put it on the mantelpiece. Dad fixed the car, by the way."),
      h(
        'Three hours of legacy COBOL walkthrough. I have never felt so young. Why does every insurance company still run on this stuff?',
      ),
    ],
  },
  {
    name: 'Ryan, 19, an apprentice arborist with a tree surgery firm in Shropshire, sharing a flat in Shrewsbury, on a Friday',
    highlights: [
      h(
        "Gav: Morning mate. We're on the big beech at Acton Burnell all day. Good shift yesterday, you're getting quicker on the ropes.",
      ),
      h(
        'Well done on passing your CS30 and CS31 assessments. You must bring your PPE and your logbook to the CS38 climbing course on Tuesday 18th. Lunch is not provided.',
        'You must bring your PPE and your logbook to the CS38 climbing course on Tuesday 18th.',
      ),
      h(
        'Never work alone at height. Check your kit before every climb, not just when it looks worn. Complacency kills more climbers than inexperience.',
      ),
      h(
        "Flat 2\nLiam: I did the big shop last week so it's Ryan's turn\nJake: and the hot water's gone off again",
        "Liam: I did the big shop last week so it's Ryan's turn",
      ),
      h('Big shop\nbin bags\nmilk x2\nPaid Liam back for the electric already.', 'bin bags', 'milk x2'),
      h(
        'First proper climb on my own today, 20m up the oak at the vicarage. Gav rigged the lowering line and I did the cuts. Legs were shaking coming down.',
      ),
      h(
        'A tree is not a post. Every pruning cut is a wound the tree has to seal off. Remove no more than a quarter of the crown in one season.',
      ),
      h(
        "Mum: your provisional licence came today, I've put it on your bed. Remember to ring the driving instructor back, she called the house twice.",
        'Remember to ring the driving instructor back, she called the house twice.',
      ),
      h(
        'Email from the training provider: your apprenticeship agreement should reach you by the end of the month. No action is needed from you at this stage.',
      ),
      h(
        'Chainsaw chain blunt again — sharpen before Monday\nHit a nail in that old ash, Gav reckons it was a fence from the war',
        'Chainsaw chain blunt again — sharpen before Monday',
      ),
      h(
        "Ash dieback is expected to kill most of Britain's ash trees. Councils are being told to survey roadside trees. Felling costs have soared.",
      ),
    ],
  },
  {
    name: 'Mei, 20, a second-year math major at the University of Michigan who tutors high schoolers at a learning center, on a Wednesday',
    highlights: [
      h(
        'Hi all, Problem Set 6 is posted on Canvas and is due Friday at 11:59pm. Office hours this week are moved to Thursday 3–5 in East Hall. Remember that the midterm covers chapters 4 through 7. Magnus Lindqvist',
        'Hi all, Problem Set 6 is posted on Canvas and is due Friday at 11:59pm.',
      ),
      h(
        'Math 217 study group\nAiden: did anyone get 3(b)? my eigenvalues are cursed\nPriya: Mei you explained this so well last time, can you do a quick whiteboard session tomorrow?\nAiden: pls 🙏',
        'Priya: Mei you explained this so well last time, can you do a quick whiteboard session tomorrow?',
      ),
      h(
        "Hi Mei, the Chen family asked to move Daniel's session to Saturday at 10. Could you confirm by tonight? Thanks so much, Linda",
        'Could you confirm by tonight?',
      ),
      h(
        'Mathematics is not about numbers, equations, computations, or algorithms: it is about understanding. When stuck, try a smaller case. Draw a picture.',
      ),
      h(
        'Wed to-do\n* return library books (Hatcher)\n* call the dentist, reschedule cleaning\nDid laundry this morning, finally.',
        'return library books (Hatcher)',
        'call the dentist, reschedule cleaning',
      ),
      h(
        "Sofia: hey!! I signed our lease renewal already, we're good till next August. Also the landlord says the heat should be back on by tonight",
      ),
      h(
        'Bombed the quiz in real analysis. I knew the definition of compactness last night, I swear. I have to go to office hours on Thursday and ask about open covers. Why is every proof obvious after someone shows it to you?',
        'I have to go to office hours on Thursday and ask about open covers.',
      ),
      h(
        'Spaced repetition beats cramming every time. Test yourself instead of rereading your notes. Sleep is when memories consolidate.',
      ),
      h(
        "Congratulations! You have been selected for a Dean's Merit Scholarship for the fall semester. Funds should appear in your student account in August.",
      ),
      h(
        'Mom: Did you eat? Grandma is visiting in May, make sure you come home for the weekend of the 17th. Dad fixed the printer.',
        'Grandma is visiting in May, make sure you come home for the weekend of the 17th.',
      ),
      h(
        'Note from the TA: the most common mistake on PS5 was assuming the matrix is diagonalizable. Always check the geometric multiplicity. Grades should be up by Monday.',
      ),
    ],
  },
  {
    name: 'Rory, 21, a fourth-year film and TV student in Glasgow shooting his graduation short, with weekend shifts at an independent cinema, on a Sunday',
    highlights: [
      h(
        'Shoot day 2 call sheet\nCall time 6.30am at the Govanhill flat\nLou to bring the boom and spare batteries\nCatering: soup and rolls from the café downstairs',
        'Call time 6.30am at the Govanhill flat',
        'Lou to bring the boom and spare batteries',
      ),
      h(
        "Hi Rory, your production folder is looking good. The risk assessment is signed off too, so you're all set for the shoot. Best, Fiona",
      ),
      h('Film the faces. Coverage is cheap, reshoots are not. Every cut should be motivated.'),
      h(
        "Cinema staff group\nKirsty: Rory, can you cover the late box office shift next Saturday? Ailsa's off sick. Also the projector in Screen 2 is fixed, thanks for the patience everyone",
        'Kirsty: Rory, can you cover the late box office shift next Saturday?',
      ),
      h(
        "Flat\nNiamh: we still need to decide whether we're getting a cleaner or doing a rota\nRory: aye fair\nNiamh: also you owe me £18 for the gas btw",
        "Niamh: we still need to decide whether we're getting a cleaner or doing a rota",
        'Niamh: also you owe me £18 for the gas btw',
      ),
      h(
        'Location recce at the old swimming baths went brilliantly. The caretaker let us in for free and even showed us the boiler room. We got the light test done before the rain came in.',
      ),
      h('sunday\nsend Lou the shot list\nscene 4 grade looks gorgeous now', 'send Lou the shot list'),
      h(
        'Film and TV production spending in Scotland hit a record last year. Several new studios are planned for the central belt. Industry groups say more training places should follow.',
      ),
      h(
        "Callum (actor): Hi Rory, really excited for Tuesday. Could you send me the updated script pages tonight? I've learned the old ones already haha",
        'Could you send me the updated script pages tonight?',
      ),
      h(
        "Eleven days until picture lock and I still don't have an ending. Why did I think a one-take finale was a good idea? At least the sound mix is sorted.",
      ),
      h(
        'Kit room notice: the new cinema cameras have arrived and can be booked from Monday. Late returns will result in a booking ban. The kit room will be closed over Easter.',
      ),
    ],
  },
];
