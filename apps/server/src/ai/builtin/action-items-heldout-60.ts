import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_60: LabelledDay[] = [
  {
    name: 'a chimney sweep on a Tuesday in late October',
    highlights: [
      h(
        'Tuesday\n8.30 Mrs Ellery, 14 Station Rd, open fire\nRing the Hendersons to push Thursday back a week',
        '8.30 Mrs Ellery, 14 Station Rd, open fire',
        'Ring the Hendersons to push Thursday back a week',
      ),
      h(
        "Mrs Ellery: Hi Gareth, the dog will be shut in the kitchen and the side gate is unlocked. Could you take a look at the bird guard while you're up there? It's been rattling since the storm.",
        "Could you take a look at the bird guard while you're up there?",
      ),
      h(
        "Old Dai's rule, from when I was apprenticed: always sweep from the bottom up. Never trust a customer who says it was done last year. Still true.",
      ),
      h(
        'brushes going bald, order new 14in rods + wheel set from Ashworths',
        'brushes going bald, order new 14in rods + wheel set from Ashworths',
      ),
      h(
        'Called the Hendersons at lunch. No answer, left a message. Cert for the Old Forge written up and emailed. Try them again after 6.',
        'Try them again after 6.',
      ),
      h(
        "Mr Okafor says the smoke comes back into the room when the wind is from the east. He thinks the pot is too short. My guess is an H-cowl would sort it, but that's a roofer's job.",
      ),
      h(
        'You need to renew the public liability insurance before the 31st, it lapsed last year and you nearly lost the school contract.',
        'You need to renew the public liability insurance before the 31st, it lapsed last year and you nearly lost the school contract.',
      ),
      h(
        'Which? piece on carbon monoxide that customers keep quoting at me. Fit an alarm in every room with a fuel-burning appliance. Test it once a month and replace it every seven years.',
      ),
      h(
        "Lisa (office): Can you send me your mileage for October by Friday?\nLisa (office): The new card machine arrived this morning, it's on your desk.",
        'Lisa (office): Can you send me your mileage for October by Friday?',
      ),
      h(
        'Knackered. Three flues today and the Forge one was full of jackdaw nest. Honestly love this job though.',
      ),
      h(
        'Pick up on the way home\ndust sheets\nbin bags (heavy duty)',
        'dust sheets',
        'bin bags (heavy duty)',
      ),
    ],
  },
  {
    name: 'a picture framer on a busy Saturday in the shop',
    highlights: [
      h(
        'Mr Alvarez chose the walnut moulding with a double mount, ivory over black. Call him when the glass comes in.',
        'Call him when the glass comes in.',
      ),
      h(
        'museum glass order - chase Larson-Juhl, it was promised for Wednesday and still nothing',
        'museum glass order - chase Larson-Juhl, it was promised for Wednesday and still nothing',
      ),
      h(
        'The mount should always be wider than the frame, otherwise the eye gets trapped at the edge. Bottom margin a touch deeper than the top. (From the old Fine Art Trade Guild manual.)',
      ),
      h(
        'Lady with the tapestry said her grandmother stitched it during the war. She cried a bit when she saw the mock-up. Lovely moment.',
      ),
      h(
        'Jo (Bean There café): Can you quote me for 40 frames for the exhibition by Monday? Same black box frame for all of them, A3.',
        'Jo (Bean There café): Can you quote me for 40 frames for the exhibition by Monday?',
      ),
      h(
        'Saturday to-do\nCut mounts for the Alvarez job\nUpdate the Instagram with the tapestry (ask her first!)',
        'Cut mounts for the Alvarez job',
        'Update the Instagram with the tapestry (ask her first!)',
      ),
      h(
        'Note to self: the spray mount fumes gave me a headache again. I opened the back door and it helped.',
      ),
      h('Framed the Hockney poster for the dentist this morning. They should collect it Tuesday.'),
      h("Why do people always bring in the one print that's a non-standard size?"),
      h(
        "Ben: I'll drop the float in on my way past at 2\nBen: who's doing the Sunday craft fair stall, you or me?",
        "Ben: I'll drop the float in on my way past at 2",
        "Ben: who's doing the Sunday craft fair stall, you or me?",
      ),
      h('Saturday so far: 11 collections, 6 new orders. Best day since Christmas.'),
    ],
  },
  {
    name: 'an osteopath running a Wednesday clinic',
    highlights: [
      h(
        "Mrs Kaur, 58, lower back, worse after gardening. Says the ibuprofen isn't touching it. Write to her GP about the numbness in her left foot before Friday.",
        'Write to her GP about the numbness in her left foot before Friday.',
      ),
      h(
        "Mr Boateng's old physio told him to stretch every morning and never sit for more than an hour. He doesn't, obviously. Classic desk posture, tight hip flexors.",
      ),
      h(
        'Reception (Amy): can you ring Mr Price back about moving his Friday appt? He can only do mornings now.',
        'Reception (Amy): can you ring Mr Price back about moving his Friday appt?',
      ),
      h(
        "Sort the CPD hours for the GOsC before the end of the month - I'm 6 short",
        "Sort the CPD hours for the GOsC before the end of the month - I'm 6 short",
      ),
      h(
        'From the Still Point seminar: treat the person, not the X-ray. Listen for longer than feels comfortable.',
      ),
      h(
        'Order: couch roll, ultrasound gel, the bigger pillow covers',
        'Order: couch roll, ultrasound gel, the bigger pillow covers',
      ),
      h(
        'Ms Laine cancelled again, third time. Charge the late cancellation fee this time, the policy is on the website.',
        'Charge the late cancellation fee this time, the policy is on the website.',
      ),
      h(
        'Patient feedback card: "Tom fixed my shoulder in two sessions after a year of agony. Thank you so much!"',
      ),
      h(
        'Should I start doing Saturday mornings? The diary is full until March.',
        'Should I start doing Saturday mornings?',
      ),
      h('Running late all day because of the 9.15. Lunch was a banana in the car park.'),
      h(
        'The new treatment couch should be delivered on the 14th between 8 and 12. Someone needs to be in to sign for it.',
        'Someone needs to be in to sign for it.',
      ),
    ],
  },
  {
    name: 'an antiques dealer with a stand at a country antiques centre',
    highlights: [
      h(
        "Couple from Leeds interested in the Georgian bureau, offered 850. Told them I'd think about it. Let them know by Saturday, their number is on the back of the receipt book.",
        'Let them know by Saturday, their number is on the back of the receipt book.',
      ),
      h(
        'Tennants next Thursday, lot 212 the Moorcroft vase, bid up to 400 max',
        'Tennants next Thursday, lot 212 the Moorcroft vase, bid up to 400 max',
      ),
      h(
        'Old saying in the trade: buy the best you can afford and never fall in love with stock. I always fall in love with stock.',
      ),
      h(
        'Mr Whitcombe rang about the longcase clock he bought in June. He says it loses ten minutes a day. Get Alan to go out and regulate it next week.',
        'Get Alan to go out and regulate it next week.',
      ),
      h("Restorer's invoice due on the 20th, £340", "Restorer's invoice due on the 20th, £340"),
      h(
        'Sold the pair of Staffordshire dogs to the American lady. She paid cash and took them home in her hand luggage!',
      ),
      h("Stand rent at the centre goes up in January. It's already the highest in the county."),
      h(
        'Antiques Trade Gazette says brown furniture has never been cheaper. Nice to be told what I already know.',
      ),
      h(
        'Joan (centre manager): Could all dealers please make sure price tickets show the stand number from Monday?',
        'Joan (centre manager): Could all dealers please make sure price tickets show the stand number from Monday?',
      ),
      h(
        'need to photograph the bureau properly for the website, the light in the barn is better in the morning',
        'need to photograph the bureau properly for the website, the light in the barn is better in the morning',
      ),
      h("Was going to ring the clearance people about the Harrogate house but didn't get round to it."),
    ],
  },
  {
    name: 'a self-employed kitchen fitter on a Monday',
    highlights: [
      h(
        'Monday\nPatel kitchen, worktops arrive 10am, be there to check for chips\nInvoice Mrs Grant for the extra sockets',
        'Patel kitchen, worktops arrive 10am, be there to check for chips',
        'Invoice Mrs Grant for the extra sockets',
      ),
      h(
        "Mrs Patel: the fridge freezer won't fit the housing we ordered, can you have a look before you cut anything?",
        "Mrs Patel: the fridge freezer won't fit the housing we ordered, can you have a look before you cut anything?",
      ),
      h("Told her the integrated ones are always 10mm shallower. She wasn't pleased."),
      h('Measure twice, cut once. My first boss had it on a sign above the bench.'),
      h('The Howdens order should be ready for collection on Wednesday.'),
      h(
        "Kyle to finish the tiling at the Grant job while I'm at the Patels'",
        "Kyle to finish the tiling at the Grant job while I'm at the Patels'",
      ),
      h(
        "Quote for the Nguyens - send by Thursday, they're getting two others",
        "Quote for the Nguyens - send by Thursday, they're getting two others",
      ),
      h(
        "Mr Grant asked if we could also move the radiator. Said we'd have to get a plumber in for that and he decided to leave it where it is.",
      ),
      h('Back is killing me after lifting the quartz on my own. Never again.'),
      h(
        'Fairbanks utility room still not paid, 6 weeks now. Need to check the bank before I send a reminder.',
        'Need to check the bank before I send a reminder.',
      ),
      h('Good day overall, the Patel carcasses are all level and the client loved the brass handles.'),
    ],
  },
  {
    name: 'an audiologist at an independent hearing centre on a Friday',
    highlights: [
      h(
        'Mr Dempsey, hearing aid whistling when he wears his glasses. Refit the dome and check the tubing length at his review.',
        'Refit the dome and check the tubing length at his review.',
      ),
      h(
        "Mrs Osei's daughter: Could you post the new batteries rather than Mum coming in? She struggles with the bus.",
        "Mrs Osei's daughter: Could you post the new batteries rather than Mum coming in?",
      ),
      h(
        'From the BSA lecture: never assume the quiet patient is coping. Ask about the TV volume, the family always know.',
      ),
      h(
        'Wax removal clinic Tues 9–12, book in the two from the waiting list',
        'Wax removal clinic Tues 9–12, book in the two from the waiting list',
      ),
      h('Audiometer calibration due before 1 December', 'Audiometer calibration due before 1 December'),
      h(
        "Fitted Mr Lamb's new aids today. He heard the birds in the car park and had to sit down for a minute.",
      ),
      h('The repair should come back from the manufacturer in about ten days.'),
      h(
        "Who is covering Saturday clinic while I'm at the conference?",
        "Who is covering Saturday clinic while I'm at the conference?",
      ),
      h(
        'Reminder: renew HCPC registration online before the 28th',
        'Reminder: renew HCPC registration online before the 28th',
      ),
      h('Mrs Park said the new aids are "like having my husband back in the room". Made my week.'),
      h('Follow-up for Mr Dempsey is in the diary for the 3rd.'),
    ],
  },
  {
    name: 'a bridal boutique owner on a Saturday of appointments',
    highlights: [
      h(
        'Appointments\n10.00 Hannah + mum + 2 bridesmaids\n12.30 Chloe, 2nd fitting',
        '10.00 Hannah + mum + 2 bridesmaids',
        '12.30 Chloe, 2nd fitting',
      ),
      h(
        "Chloe: can we take the straps up another inch? And I'd love a bustle for the evening if that's possible",
        'Chloe: can we take the straps up another inch?',
        "And I'd love a bustle for the evening if that's possible",
      ),
      h(
        "Order Hannah's sample in a 12 from Pronovias before the cut-off on Monday",
        "Order Hannah's sample in a 12 from Pronovias before the cut-off on Monday",
      ),
      h('Every bride cries at some point in the fitting room. Usually the mum cries first.'),
      h(
        "Advice from the bridal trade show: never let a bride buy a dress she has to be talked into. She will return it, or worse, she'll wear it and hate the photos.",
      ),
      h(
        "Jess (seamstress): I'll have Amira's hem done by Thursday lunchtime.",
        "Jess (seamstress): I'll have Amira's hem done by Thursday lunchtime.",
      ),
      h('Sold the ivory mermaid sample to a walk-in. Cash, no alterations!'),
      h('The veils from Italy should be here by the end of next week.'),
      h(
        'Card machine charges went up again this month. Need to look at switching to Square.',
        'Need to look at switching to Square.',
      ),
      h("Meant to ring Chloe's mum about the balance but the shop was packed."),
      h("Lovely letter from last June's bride with a photo from the day. It's on the wall by the till now."),
    ],
  },
  {
    name: 'a solar panel installer on a wet Wednesday',
    highlights: [
      h(
        'Survey at 22 Birch Close 9am - check roof pitch and the fuse board, they mentioned an old one',
        'Survey at 22 Birch Close 9am - check roof pitch and the fuse board, they mentioned an old one',
      ),
      h(
        'Customer at Birch Close asked about batteries. Told him payback is about 9 years on current tariffs. He seemed keen.',
      ),
      h(
        "Send the DNO application for the Morgans today, G99 because it's over 3.68kW",
        "Send the DNO application for the Morgans today, G99 because it's over 3.68kW",
      ),
      h('Scaffolders came and went at the Lees by 8, fair play to them.'),
      h(
        'Panels should never be fitted within 0.4m of a roof edge, says the MCS guide. Most of the old installs round here ignore that.',
      ),
      h(
        'Ash: van 2 has a slow puncture, can someone book it into Kwik Fit before Friday?',
        'Ash: van 2 has a slow puncture, can someone book it into Kwik Fit before Friday?',
      ),
      h('Got rained off at the Morgans by 2. Panels half on, rails all in.'),
      h(
        'Mrs Morgan: What time will you be back tomorrow? The cat hides under the bed when she hears the drill lol',
        'Mrs Morgan: What time will you be back tomorrow?',
      ),
      h(
        'Remember to register the Lees install on the MCS portal within 10 days of commissioning',
        'Remember to register the Lees install on the MCS portal within 10 days of commissioning',
      ),
      h('Everyone wants solar until they see the scaffold bill.'),
      h('Nobody told me the inverter firmware update would wipe the settings. Lost an hour to that.'),
      h('Thanks for the quick turnaround on the Morgans quote, really appreciate it - Steve Morgan'),
    ],
  },
];
