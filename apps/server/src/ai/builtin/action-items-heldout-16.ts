import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_16: LabelledDay[] = [
  {
    name: 'a physiotherapist in an MSK clinic on a Tuesday',
    highlights: [
      h(
        'Tues clinic\nring Mrs Okafor re her 3pm\norder green + blue theraband\nDev sorted the hydro pool slots already',
        'ring Mrs Okafor re her 3pm',
        'order green + blue theraband',
      ),
      h(
        "Load management CPD, module 3 handout: Never progress more than one variable at a time. Pain during exercise is acceptable if it settles within 24 hours. Reassess the patient's baseline every two weeks.",
      ),
      h(
        'Hi all, the June rota is on the noticeboard. Could you each upload your CPD log to the shared drive by Friday? HCPC want to see them before the audit. Thanks, Angela',
        'Could you each upload your CPD log to the shared drive by Friday?',
      ),
      h(
        "Gareth Hughes: hi it's Gareth, knee loads better since last week!\nGareth Hughes: any chance I could move to saturdays from now on? Work is mad at the moment",
        'Gareth Hughes: any chance I could move to saturdays from now on?',
      ),
      h(
        'My notes on Explain Pain: Hurt does not always equal harm. The brain decides whether something is dangerous, not the tissues. Explain this before you hand out the exercises, not after.',
      ),
      h(
        'Wrote up the discharge letter for Priya Nair before I left. She was so pleased to be back on her bike.',
      ),
      h(
        'MSK team meeting 14/5\nAttendees: Angela, Dev, Tom, me\nWaiting list is down to 9 weeks from 14.\nAction: Tom to draft the new falls-class leaflet\nDev will chase estates about the broken plinth in room 2.\nNext meeting is on the 28th.',
        'Action: Tom to draft the new falls-class leaflet',
        'Dev will chase estates about the broken plinth in room 2.',
      ),
      h(
        'From a physio podcast on the drive in: we should stop calling it "wear and tear" with patients. The language we use sticks with people for years.',
      ),
      h("Lily's school trip money went in yesterday, £12. One less thing."),
      h(
        "I meant to ring the orthotics lab about Mr Patel's insoles but ran out of time. Will do it first thing tomorrow.",
        'Will do it first thing tomorrow.',
      ),
      h(
        'The new ultrasound machine should arrive Wednesday. Apparently it comes with a half-day training session.',
      ),
    ],
  },
  {
    name: 'a university lab technician on a Wednesday',
    highlights: [
      h(
        'LN2 dewar topped up\nautoclave 2 leaking again, log a ticket with estates',
        'autoclave 2 leaking again, log a ticket with estates',
      ),
      h(
        'COSHH training, slide 12: Never pipette by mouth. Always label secondary containers with the contents and the date. Report every spill, however small, to the lab manager.',
      ),
      h(
        'Hi Sam, the second-year practical on Thursday has moved to room B14. Could you set up 12 benches with the gel electrophoresis kits by 1pm? The students will use the 1kb ladder this year, not the 100bp one. Cheers, Helen',
        'Could you set up 12 benches with the gel electrophoresis kits by 1pm?',
      ),
      h(
        "Priya: who left the -80 door open last night?? alarm went off at 2am\nMarcus: wasn't me, I left at 6\nPriya: Can someone defrost the -80 this week? it's iced up solid",
        "Priya: Can someone defrost the -80 this week? it's iced up solid",
      ),
      h(
        'Ordered 4 boxes of 200µl filter tips from Starlab, PO 448120. Should be here Monday. The rep says the new catalog prices kick in next quarter.',
      ),
      h(
        'Re-calibrate the pH meter with the 4, 7 and 10 buffers. It drifted by 0.3 yesterday.',
        'Re-calibrate the pH meter with the 4, 7 and 10 buffers.',
      ),
      h(
        'From a book Jo lent me: "Good technique is invisible. Bad technique shows up three weeks later in someone else\'s results."',
      ),
      h(
        'H&S walkround 12 June\nFire blanket missing from the prep room\nSam to replace it by 20 June\nEyewash station flushed and signed off.\nThe fume cupboard passed its annual test.',
        'Sam to replace it by 20 June',
      ),
      h(
        "you need to book your eye test, it's been over two years",
        "you need to book your eye test, it's been over two years",
      ),
      h(
        'Helen said the department might get a new qPCR machine next year if the bid goes through. Fingers crossed.',
      ),
      h("Marcus's leaving drinks at the Crown were lovely. Far too many people for that tiny back room!"),
    ],
  },
  {
    name: 'a community choir director on a Thursday',
    highlights: [
      h(
        'Thurs rehearsal\nRoom booked 7.30-9.30 as usual\nAltos were rushing bars 32-48 of the Rutter last week\nPrint 10 more copies of the Fauré for the new tenors',
        'Print 10 more copies of the Fauré for the new tenors',
      ),
      h(
        "Janet (sopranos): are we wearing the black or the burgundy for the concert??\nMe: Black! I'll confirm it in Sunday's newsletter.\nKeith: I can give two people a lift from Hebden Bridge if needed",
        "I'll confirm it in Sunday's newsletter.",
      ),
      h(
        'Breathe with your singers, not at them. A conductor who is looking at the score is a conductor who has stopped listening.',
      ),
      h(
        'Dear Ruth, would it be possible for the choir to sing two anthems at the Remembrance service on 10 November? Let me know by the end of next week so I can finalise the order of service. Every blessing, Fr Michael',
        'Dear Ruth, would it be possible for the choir to sing two anthems at the Remembrance service on 10 November?',
        'Let me know by the end of next week so I can finalise the order of service.',
      ),
      h(
        'PRS licence for the church hall runs out 3 Oct - renew online',
        'PRS licence for the church hall runs out 3 Oct - renew online',
      ),
      h(
        "Conducting summer school, day 2 handout: Keep your beat pattern small and clear. Give the cue a full beat before the entry. Don't mouth the words along with the choir.",
      ),
      h(
        'Still need to decide whether we do the Fauré or the Duruflé in the spring. The Duruflé is gorgeous but the organ part is brutal.',
        'Still need to decide whether we do the Fauré or the Duruflé in the spring.',
      ),
      h(
        'Sent the rehearsal tracks to the basses last night. Graham replied saying they were really helpful.',
      ),
      h(
        'Heard on a choral podcast: "The choir will only ever be as relaxed as the person standing in front of them." So true.',
      ),
      h('Piano tuner came on Tuesday and it sounds so much brighter. Worth every penny.'),
      h('Tea rota for Dec still has gaps. Who is doing the 14th?', 'Who is doing the 14th?'),
    ],
  },
  {
    name: 'a dentist at a mixed NHS/private practice on a Monday',
    highlights: [
      h(
        'Practice meeting 3 March\nPresent: RK, SB, LM, Jo (PM)\nCQC inspection is likely in the spring.\nAction: SB to update the sharps policy and circulate to all staff\nNew suction tips have arrived, the old ones were cracking.\nWe still need to decide who covers the Saturday emergency list in April.',
        'Action: SB to update the sharps policy and circulate to all staff',
        'We still need to decide who covers the Saturday emergency list in April.',
      ),
      h(
        'Mrs Adeyemi - crown prep UR6 next Tues, check the lab has the shade',
        'Mrs Adeyemi - crown prep UR6 next Tues, check the lab has the shade',
      ),
      h(
        'Every restoration is a replacement of a replacement. The best filling is the one you never have to place. Prevention is still the most powerful tool we have.',
      ),
      h(
        'Hi Dr Kaur, the denture for Mr Bell will be ready Thursday afternoon. Please confirm whether you want it delivered or collected. Kind regards, Smile Dental Lab',
        'Please confirm whether you want it delivered or collected.',
      ),
      h('GDC annual retention fee - pay by 31 Dec!!', 'GDC annual retention fee - pay by 31 Dec!!'),
      h(
        'Radiography update, slide 8: Justify every exposure. Record the reason in the notes. Check the rectangular collimator is fitted before every bitewing.',
      ),
      h('Leah: the 2.30 has cancelled, shall I pull Mr Osei forward?\nMe: yes please\nLeah: Done 👍'),
      h(
        "Remember to bring the kids' school forms to work so I can sign them at lunch",
        "Remember to bring the kids' school forms to work so I can sign them at lunch",
      ),
      h(
        "Read in the paper that loads of adults haven't seen a dentist since before the pandemic. Not surprising given how hard it is to get an NHS appointment round here.",
      ),
      h('Autoclave service booked for the 12th. Engineer should be here by 8.'),
      h(
        'You have to finish the 5 hours of verifiable CPD on safeguarding before July.',
        'You have to finish the 5 hours of verifiable CPD on safeguarding before July.',
      ),
    ],
  },
  {
    name: 'a climbing instructor on a Saturday',
    highlights: [
      h(
        'Tom: forecast looks grim for Stanage tomorrow, rain from 11\nMe: ugh typical\nTom: Can you bring the spare harnesses and the 60m rope?\nAisha: 😂 rather you than me',
        'Tom: Can you bring the spare harnesses and the 60m rope?',
      ),
      h(
        "RCI handout: Always check your partner's knot and harness buckle before they leave the ground. Never lower off a single piece of gear. Keep the group out of the fall line.",
      ),
      h(
        'Resole the La Sportivas - drop them at the shop before Wed',
        'Resole the La Sportivas - drop them at the shop before Wed',
      ),
      h(
        'Kids club today: 8 booked, 2 no-shows. Ellie finally got to the top of the orange route and her mum cried.',
      ),
      h(
        "Hi Chris, we're short-staffed on Tuesday evening. Are you able to cover the 6-9 belay induction slot? Also your first aid certificate runs out in August, so please book a refresher. Thanks, Nadia",
        'Are you able to cover the 6-9 belay induction slot?',
        'Also your first aid certificate runs out in August, so please book a refresher.',
      ),
      h(
        'The summit is optional, getting down is mandatory. Turn around at your turnaround time, no matter how close you are.',
      ),
      h("Logged today's session in the DLOG. That's 40 quality days now."),
      h("I was going to re-tape the fingerboard holds but the tape hadn't arrived."),
      h(
        'Gear check\nquickdraws x12 - ok\nnut key - found it in the van\nreplace the frayed sling',
        'replace the frayed sling',
      ),
      h(
        "Some climbing podcast on the drive home: failure is just data. You don't fall off because you're weak, you fall off because you stopped breathing.",
      ),
      h('Instructor insurance renewal due on the 1st.', 'Instructor insurance renewal due on the 1st.'),
    ],
  },
  {
    name: 'a potter with an Etsy shop on a Friday',
    highlights: [
      h(
        'Friday\n- glaze 14 mugs (Henderson order)\n- photograph the new bowls ✓\n- reply to Etsy messages (3!)',
        'glaze 14 mugs (Henderson order)',
        'reply to Etsy messages (3!)',
      ),
      h(
        'Customer (Rachel): Hi! Love the moon jar. Is it possible to get it in the sage glaze instead, and could it ship to Ireland by the 20th? Thanks so much x',
        'Is it possible to get it in the sage glaze instead, and could it ship to Ireland by the 20th?',
      ),
      h(
        'Centre the clay before you centre anything else. Throw a hundred cylinders before you throw a single pot you care about.',
      ),
      h('Bisque load cracked 2 plates - probably dried too fast. Annoying.'),
      h(
        'Glaze chemistry workshop notes: Always wear a mask when mixing dry materials. Test every new glaze on a tile before a full load. Keep a notebook of every recipe, even the failures.',
      ),
      h('Booked the Royal Mail collection this morning. Parcels should all fit in one sack.'),
      h('Hannah: are you using the kiln Sunday? I wanted to do a raku firing\nMe: all yours after 2'),
      h(
        'Etsy fees have gone up again. Need to work out whether to put prices up 10% or just absorb it.',
        'Need to work out whether to put prices up 10% or just absorb it.',
      ),
      h(
        'Craft fair at the Corn Exchange - application closes 15 Nov',
        'Craft fair at the Corn Exchange - application closes 15 Nov',
      ),
      h(
        "Small-business podcast in the car: you should raise your prices until someone complains. Interesting idea, not sure I'm brave enough.",
      ),
      h('Shopping list\nbubble wrap\nfragile stickers', 'bubble wrap', 'fragile stickers'),
    ],
  },
  {
    name: 'the treasurer of an amateur cricket club on a Sunday',
    highlights: [
      h(
        'Committee meeting minutes, 6 April\nBar takings up 12% on last season.\nTreasurer to present draft budget at the AGM\nClub to apply for the ECB small grant before 30 April\nThe new roller has been delivered.',
        'Treasurer to present draft budget at the AGM',
        'Club to apply for the ECB small grant before 30 April',
      ),
      h(
        'Dave (U13s): @Paul can you send me the bank details for the colts account? a few parents are asking\nSarah: thanks Dave',
        'Dave (U13s): @Paul can you send me the bank details for the colts account? a few parents are asking',
      ),
      h(
        'Reconciled the March bank statement at last. The £46.20 difference was a raffle float counted twice.',
      ),
      h(
        "From the club treasurer's handbook: Never sign a blank cheque. Two signatories for every payment over £250. Keep receipts for six years.",
      ),
      h(
        'Hi Paul, invoice attached for the pitch renovation, £1,840. Could you settle it by the end of the month? Cheers, Ken',
        'Could you settle it by the end of the month?',
      ),
      h(
        'Paid the insurance renewal (£1,212) online this morning. Confirmation number is in the shared folder.',
      ),
      h(
        'Gift Aid claim for 2023-24 - you must submit it before the HMRC deadline',
        'Gift Aid claim for 2023-24 - you must submit it before the HMRC deadline',
      ),
      h('The bar stocktake should balance once the Easter float is counted. Fingers crossed.'),
      h(
        'Read in the county board newsletter: clubs that publish their accounts openly tend to keep volunteers longer. Worth thinking about.',
      ),
      h(
        'Order the new card reader for the bar (SumUp)\nFloat for the tea hut sorted',
        'Order the new card reader for the bar (SumUp)',
      ),
      h(
        'Who is going to audit the accounts this year now that Brian has stepped down?',
        'Who is going to audit the accounts this year now that Brian has stepped down?',
      ),
    ],
  },
  {
    name: 'a community occupational therapist on a Wednesday',
    highlights: [
      h(
        'Saw Mrs Lowe at home this morning.\nOrder a perching stool and raised toilet seat\nRefer to the council for a stairlift assessment',
        'Order a perching stool and raised toilet seat',
        'Refer to the council for a stairlift assessment',
      ),
      h(
        "Conference keynote: Ask the person what matters to them, not what's the matter with them. Occupation is a human right.",
      ),
      h(
        "Hi Jess, can you pick up the new referral for Mr Dimitriou on Friday? He's been discharged from Ward 7 with no package of care. Thanks, Mo",
        'Hi Jess, can you pick up the new referral for Mr Dimitriou on Friday?',
      ),
      h(
        "remember to chase wheelchair services about Ben's cushion, it's been 6 wks",
        "remember to chase wheelchair services about Ben's cushion, it's been 6 wks",
      ),
      h(
        "Kerry: my goniometer has vanished again 🙄\nMe: I'll leave my spare in your pigeonhole tomorrow\nKerry: legend x",
        "Me: I'll leave my spare in your pigeonhole tomorrow",
      ),
      h(
        'Moving and handling refresher: Bend your knees, not your back. Keep the load close to your body. Never lift a person from the floor without a hoist.',
      ),
      h(
        'The OT assessment report for the tribunal has to be submitted by the 14th.',
        'The OT assessment report for the tribunal has to be submitted by the 14th.',
      ),
      h('Wrote up 4 sets of notes at lunch, only 2 to go. Feeling almost on top of it.'),
      h(
        'Doing is the bridge between the inner and the outer world. Routine is not the enemy of recovery, it is often its scaffolding.',
      ),
      h('Equipment delivery to Mr Singh should be on Thursday between 8 and 1. His daughter will be in.'),
      h(
        'Supervision with Mo next Tues 2pm - bring the caseload list',
        'Supervision with Mo next Tues 2pm - bring the caseload list',
      ),
    ],
  },
];
