import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_53: LabelledDay[] = [
  {
    name: 'a secondary English teacher on a Monday',
    highlights: [
      h(
        'Year 10 Macbeth essays came in today, all 28 of them. Need to get them marked and back by Thursday so they can redraft before half term. Honestly some of the openings were brilliant.',
        'Need to get them marked and back by Thursday so they can redraft before half term.',
      ),
      h(
        'From "Teach Like a Champion": Circulate constantly during independent work. Never talk over students. Wait for 100 percent before you carry on.',
      ),
      h(
        "Dan (HoD): Can you send me the moderated coursework sample by Wednesday?\nDan (HoD): Thanks again for covering period 3 last week, you're a star.",
        'Dan (HoD): Can you send me the moderated coursework sample by Wednesday?',
      ),
      h(
        'Parent email from Mrs Okafor re: Tobi missing homework again. I replied on Sunday night, probably too quickly. Ring her back tomorrow at lunch to talk it through properly.',
        'Ring her back tomorrow at lunch to talk it through properly.',
      ),
      h(
        'mon to-do\n11C inspector calls extracts - done\nbook library for Y8 reading\nseating plan 9B, move Kai',
        'book library for Y8 reading',
        'seating plan 9B, move Kai',
      ),
      h(
        'The Ofsted follow-up letter arrived this morning. The department came out of it well, which is a huge relief after last year.',
      ),
      h(
        "I meant to set up the Google Classroom for the new Year 7 group last week. It should be fine, since they don't start the poetry unit until March.",
      ),
      h(
        'Y9 reports due Fri 5pm on SIMS. The comment bank is in the shared drive under Assessment.',
        'Y9 reports due Fri 5pm on SIMS.',
      ),
      h(
        'Exam board news: from 2026 the anthology changes, with three new poems replacing the Romantic cluster. Centres should receive updated specimen papers in the autumn.',
      ),
      h(
        "Note to self: you need to renew your DBS update service before it lapses in March. It's only £16 a year.",
        'Note to self: you need to renew your DBS update service before it lapses in March.',
      ),
      h('Why do I always leave marking until Sunday night? Every single week.'),
      h(
        'Drama club: Lady Macbeth auditions went really well. Year 8 were fearless, and the Year 11s were a bit put out.',
      ),
    ],
  },
  {
    name: 'a special educational needs coordinator (SENCo) at a comprehensive on a Tuesday',
    highlights: [
      h(
        'EHCP annual review for Leo — paperwork to the LA by the 7th. His mum is keen to come in person this time.',
        'EHCP annual review for Leo — paperwork to the LA by the 7th.',
      ),
      h(
        "From the SEND Code of Practice training: Always start from the child's voice. Presume competence. Assess, plan, do, review.",
      ),
      h(
        'TA meeting notes\nAction: Jo to update the one-page profiles for Year 7\nMarcus has already trialled the reading pens with 8R\nThe new intervention timetable starts next week',
        'Action: Jo to update the one-page profiles for Year 7',
      ),
      h(
        'Exam access arrangements: Amira was assessed on Friday and qualifies for a reader. Form 8 has to be completed and signed by the assessor before the JCQ deadline on 21 March.',
        'Form 8 has to be completed and signed by the assessor before the JCQ deadline on 21 March.',
      ),
      h(
        'Mr Fenwick (Y11 parent) emailed again about Josh using a laptop in the mocks. Check with Karen in exams before replying. He was very polite about it this time.',
        'Check with Karen in exams before replying.',
      ),
      h('Sensory room finally finished!! The kids loved the bubble tube and nobody wanted to leave.'),
      h(
        "Don't forget to tell Ella's form tutor that her taxi pickup moves to 8.10 from Monday.",
        "Don't forget to tell Ella's form tutor that her taxi pickup moves to 8.10 from Monday.",
      ),
      h(
        'I chased the educational psychologist three times last term. Still nothing, not even an acknowledgement.',
      ),
      h(
        "Who is covering the nurture group on Thursday afternoon while I'm at the panel?",
        "Who is covering the nurture group on Thursday afternoon while I'm at the panel?",
      ),
      h(
        'Article: "Five myths about dyslexia". Coloured overlays don\'t help most readers. Structured phonics works best when it\'s little and often.',
      ),
      h(
        'provision map needs signing off before fri governors',
        'provision map needs signing off before fri governors',
      ),
    ],
  },
  {
    name: 'a university personal tutor in history on a Wednesday',
    highlights: [
      h(
        'Tutorial group 3 handed in their Reformation essay plans today. Remind them the word limit is 2,500 not 3,000. Most of them have gone well over.',
        'Remind them the word limit is 2,500 not 3,000.',
      ),
      h(
        "Student email (Priya, 2nd year): Would it be possible to meet this week to talk about my dissertation topic? I'm torn between the Levellers and the Diggers.",
        'Student email (Priya, 2nd year): Would it be possible to meet this week to talk about my dissertation topic?',
      ),
      h(
        'From the academic writing handbook: Read the question twice. Signpost your argument in the first paragraph. Never introduce new evidence in the conclusion.',
      ),
      h(
        "Tom's extenuating circumstances form needs my signature by Fri. He's had a rough term, poor lad.",
        "Tom's extenuating circumstances form needs my signature by Fri.",
      ),
      h(
        'Moderation meeting went on for two hours. We agreed the boundary scripts looked consistent this year.',
      ),
      h('I was going to reply to the external examiner yesterday but the department meeting ran over.'),
      h(
        'wed\nlibrary - return the Duffy\nseminar handouts printed\nbook a room for thurs office hrs',
        'library - return the Duffy',
        'book a room for thurs office hrs',
      ),
      h(
        'The new VLE should be live by the start of next term, according to IT. Nobody has told us what happens to the old quizzes.',
      ),
      h(
        "Follow up with Student Support about Jamal's attendance — he's missed four seminars in a row.",
        "Follow up with Student Support about Jamal's attendance — he's missed four seminars in a row.",
      ),
      h('Thanks to everyone who came to the careers panel last night! Great questions from the first years.'),
      h('Do students actually read their feedback? Sometimes I wonder.'),
      h(
        'Module evaluation forms have to be returned to the school office by the end of May.',
        'Module evaluation forms have to be returned to the school office by the end of May.',
      ),
    ],
  },
  {
    name: 'a peripatetic brass teacher driving between three schools on a Thursday',
    highlights: [
      h(
        "St Anne's, Year 5 trumpets, lesson 4. Lily has finally cracked her top G. Must order two more 7C mouthpieces for the beginners.",
        'Lily has finally cracked her top G. Must order two more 7C mouthpieces for the beginners.',
      ),
      h(
        'Practice tip from the masterclass: Buzz on the mouthpiece for five minutes before you play anything. Long notes are the foundation of everything.',
      ),
      h(
        'Grade 3 entries close on the 28th — enter Oscar and Mei.',
        'Grade 3 entries close on the 28th — enter Oscar and Mei.',
      ),
      h(
        'Mrs Baptiste (parent): Hi, could you let me know which book Reuben needs for next term? Thank you!',
        'Mrs Baptiste (parent): Hi, could you let me know which book Reuben needs for next term?',
      ),
      h(
        "Winter concert\nIt's on 12 Dec at 6.30pm in the hall\nBrass ensemble opens the second half\nI need to arrange the ensemble parts for Sleigh Ride",
        'I need to arrange the ensemble parts for Sleigh Ride',
      ),
      h(
        'Drove to Highfield in the rain and the car park was full again. Ended up teaching in the corridor by the lost property.',
      ),
      h('invoice music hub for Oct lessons', 'invoice music hub for Oct lessons'),
      h("The valve oil I ordered should arrive Tuesday. Fingers crossed it's the right one this time."),
      h('Pinned above my desk since college: play the music, not the instrument. It still works on me.'),
      h(
        'Tomás to bring his own cornet next week instead of borrowing the school one.',
        'Tomás to bring his own cornet next week instead of borrowing the school one.',
      ),
      h(
        'I still have to decide whether to keep the Friday school on next year. The money barely covers the petrol.',
        'I still have to decide whether to keep the Friday school on next year.',
      ),
    ],
  },
  {
    name: 'an adult-education ESOL teacher with evening classes',
    highlights: [
      h(
        'Entry 2 class tonight: 14 learners, including two new arrivals from Sudan. Get enrolment forms signed by both before next session.',
        'Get enrolment forms signed by both before next session.',
      ),
      h("From my CELTA notes: Grade your language. Elicit, don't tell. Drill first, then personalise."),
      h(
        "Fatima asked if I could write her a reference for the care assistant job. I said yes of course. Write Fatima's reference by Wednesday.",
        "Write Fatima's reference by Wednesday.",
      ),
      h(
        'Shopping list for end of term party\nsamosas x 30\ncups - got them\nsomething gluten free for Olga',
        'samosas x 30',
        'something gluten free for Olga',
      ),
      h(
        "The college is moving all ESOL classes to the new building in January. Apparently the rooms don't have whiteboards yet.",
      ),
      h(
        'Ahmed: Teacher, can you check my letter to the council before I send it?',
        'Ahmed: Teacher, can you check my letter to the council before I send it?',
      ),
      h('Learners should be able to describe their daily routine by the end of the unit.'),
      h(
        "I forgot to take the register on Thursday. I'll fill it in on ProMonitor first thing tomorrow.",
        "I'll fill it in on ProMonitor first thing tomorrow.",
      ),
      h(
        'Speaking and Listening exams are on 3 and 4 March. Book the quiet room for both days.',
        'Book the quiet room for both days.',
      ),
      h(
        'What a lovely class. Rosa brought in a cake for her birthday and everyone sang, in about six languages.',
      ),
      h(
        'We did the unit on going to the doctor. Half the class had stories about waiting three weeks for an appointment.',
      ),
    ],
  },
  {
    name: 'a day nursery manager on a Friday',
    highlights: [
      h(
        "Ofsted prep\nSafeguarding policy reviewed last week\nFire drill log is up to date\nPaediatric first aid — Keisha's expires in April, book her on a course",
        "Paediatric first aid — Keisha's expires in April, book her on a course",
      ),
      h("Parent message (Ruby's dad): Ruby has a temperature so she won't be in today."),
      h(
        "Staff rota: we need to fill the gap on Tuesday afternoon. Dee has offered to swap but she's already done three lates this week.",
        'Staff rota: we need to fill the gap on Tuesday afternoon.',
      ),
      h(
        'From the EYFS framework: Children learn best through play. Practitioners should observe before they intervene.',
      ),
      h('Order more nappies (size 4 and 5) and wipes', 'Order more nappies (size 4 and 5) and wipes'),
      h(
        'Had the local authority quality visit this morning. Lovely feedback overall, especially on the garden.',
      ),
      h(
        'Remember to send out the newsletter with the new fees before half term.',
        'Remember to send out the newsletter with the new fees before half term.',
      ),
      h(
        'The heating engineer should be here between 8 and 12 on Monday. Someone needs to be in early to let him in before the children arrive.',
        'Someone needs to be in early to let him in before the children arrive.',
      ),
      h(
        'Baby room: Oliver took his first steps today! Added a video to his learning journal for mum to see.',
      ),
      h(
        'Jas to update the allergy board in the kitchen — Noah is now dairy-free too.',
        'Jas to update the allergy board in the kitchen — Noah is now dairy-free too.',
      ),
      h('Why is the laminator always broken when you actually need it?'),
      h(
        'We ran the sports morning for the pre-schoolers. Every single child got a sticker, as per tradition.',
      ),
    ],
  },
  {
    name: 'a self-employed online GCSE science tutor on a Saturday',
    highlights: [
      h(
        "Harvey's mum still hasn't paid for October. Chase her politely on Monday.",
        'Chase her politely on Monday.',
      ),
      h(
        "Revision tip I give everyone: Test yourself, don't just reread. Sleep matters more than one more hour of flashcards.",
      ),
      h(
        'Ellie: can you send me the required practicals summary sheet again? i lost it',
        'Ellie: can you send me the required practicals summary sheet again? i lost it',
      ),
      h(
        'Admin\nDBS certificate updated on my website\nRenew Tutorful profile before the 30th\nNew headset, the mic crackles',
        'Renew Tutorful profile before the 30th',
        'New headset, the mic crackles',
      ),
      h('Grade boundaries came out this week. Higher tier needed 77% for a 9-9 in combined science.'),
      h("I sent the twins' parents their progress report on Thursday. They seemed really happy with it."),
      h(
        'You have to do your tax return before the end of January, no excuses this year.',
        'You have to do your tax return before the end of January, no excuses this year.',
      ),
      h(
        'Set Harvey ten more moles questions for next week.',
        'Set Harvey ten more moles questions for next week.',
      ),
      h(
        'Decide whether to put my rates up in September. Most tutors round here charge £40 an hour now.',
        'Decide whether to put my rates up in September.',
      ),
      h('Remember when chemistry felt impossible? Now I teach it.'),
      h(
        'The new physics equations sheet should be published by the exam board in June. Until then the old one still applies.',
      ),
    ],
  },
  {
    name: 'a secondary French teacher organising a Normandy trip',
    highlights: [
      h(
        'Normandy trip\nDeposits from 6 families still outstanding\nChase the stragglers by Friday\nCoach booked for 6am from the school gates',
        'Chase the stragglers by Friday',
      ),
      h(
        'Risk assessment has to be signed off by the EVC before we can submit it to the LA.',
        'Risk assessment has to be signed off by the EVC before we can submit it to the LA.',
      ),
      h(
        'Quote from the methodology book: Use the target language 90% of the time. Praise attempts, not just accuracy.',
      ),
      h(
        'Mme Lefèvre (exchange school): Could you send me the list of students and their allergies before Monday? Merci beaucoup!',
        'Mme Lefèvre (exchange school): Could you send me the list of students and their allergies before Monday?',
      ),
      h("Y9 vocab test results were disappointing. I don't think most of them revised at all."),
      h(
        'passports — check every student has one valid until at least July',
        'passports — check every student has one valid until at least July',
      ),
      h('The GHIC letters went home with the kids today. A couple of parents have already replied.'),
      h(
        'Staff briefing: the fire alarm will be tested at 10am on Thursday, so no need to evacuate. Year 11 photos went well, according to the office.',
      ),
      h('Bonne nouvelle: the department got the funding for new Year 7 textbooks! Nadia is thrilled.'),
      h(
        "We still need to sort out who covers my Year 8 classes while I'm away.",
        "We still need to sort out who covers my Year 8 classes while I'm away.",
      ),
      h('must photocopy the listening booklets for 10F', 'must photocopy the listening booklets for 10F'),
      h("Last year's trip was the best week of my career. Nobody got lost, for once."),
    ],
  },
];
