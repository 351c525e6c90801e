import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by a fourth author who saw neither the action patterns nor any earlier labelled days,
 * and scored only, never tuned on. Same labels as ACTION_DAYS: each action is one whole sentence of its
 * highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_7: LabelledDay[] = [
  {
    name: 'a wedding planner in May',
    highlights: [
      h(
        'Okafor call: ceremony moves indoors if the forecast turns. Venue to confirm the wet-weather room by Thursday.',
        'Venue to confirm the wet-weather room by Thursday.',
      ),
      h(
        "From The Calm Planner: Never promise a couple anything the venue hasn't put in writing. Always walk the site at the exact hour of the ceremony, so you see the light they'll see.",
      ),
      h(
        'must remember to send the Harlow invoice before the 15th',
        'must remember to send the Harlow invoice before the 15th',
      ),
      h(
        'Priya: the cake is stacked and in the van\nMe: amazing, thank you!!\nPriya: @Dan can you grab the spare stand from the studio?',
        'Priya: @Dan can you grab the spare stand from the studio?',
      ),
      h(
        'Before Friday:\nchase DJ for the do-not-play list\nprint table plan x3',
        'chase DJ for the do-not-play list',
        'print table plan x3',
      ),
      h('Industry surveys suggest couples will spend more on guest experience than on decor next year.'),
      h(
        "Long day. The Bennett rehearsal ran forty minutes over and nobody minded. Honestly the best man's speech should be half as long.",
      ),
      h('Rang the marquee company twice, no answer. Left a voicemail about the flooring.'),
      h('Make the hardest phone call before ten. Let the easy emails wait. (Jen Marsh, Planner to Planner)'),
      h(
        "Caterer tasting recap: the lamb was a hit, the risotto wasn't. Mei to send the revised menu by Friday. We need to give them final numbers 14 days out.",
        'Mei to send the revised menu by Friday.',
        'We need to give them final numbers 14 days out.',
      ),
      h(
        'How to steam a veil: hang it in the bathroom, run the shower hot for ten minutes, then let it drop naturally. Never iron tulle directly.',
      ),
    ],
  },
  {
    name: 'a high-school teacher in October',
    highlights: [
      h(
        'Dept meeting: we went through the mock results, mostly solid. Ravi to circulate the new mark scheme by Wednesday. Who is covering Year 9 on the trip day?',
        'Ravi to circulate the new mark scheme by Wednesday.',
        'Who is covering Year 9 on the trip day?',
      ),
      h(
        "From Teach Like a Champion: Wait at least three seconds after asking a question. Don't rescue the student too quickly.",
      ),
      h('mark 11C essays tonight!!', 'mark 11C essays tonight!!'),
      h(
        'Period 4 were electric today. Jamie finally asked a question without being prompted. I think the seating change worked.',
      ),
      h('Students will increasingly use AI for drafts, and schools will have to rethink coursework.'),
      h(
        "Parents' evening prep\nPrint progress grids for 10B\nBook a room for the Harrison meeting",
        'Print progress grids for 10B',
        'Book a room for the Harrison meeting',
      ),
      h("Sophie: copier on floor 2 is jammed again\nMark: it's been like that since Monday lol"),
      h("Old mentor's rule: always collect phones at the door on test days, never halfway through."),
      h(
        "Emailed Mrs Patel about the missing coursework. She says it's on the way. Chase it Friday if nothing turns up.",
        'Chase it Friday if nothing turns up.',
      ),
      h(
        'Article on exit tickets: Ask one question that checks the key idea. Keep it under two minutes. Sort the answers into three piles after class.',
      ),
      h(
        'TODO: update the Google Classroom deadlines for the lab report',
        'TODO: update the Google Classroom deadlines for the lab report',
      ),
      h('Should schools ban homework entirely? Some Finnish schools barely set any.'),
    ],
  },
  {
    name: 'a plumber running a small business in January',
    highlights: [
      h(
        "Boiler service at the Kellys' Tues — ring to confirm",
        "Boiler service at the Kellys' Tues — ring to confirm",
      ),
      h('Trade forum tip: Always bleed radiators starting downstairs, then check the boiler pressure after.'),
      h(
        "Van MOT due on the 28th — book it in at Dave's garage",
        "Van MOT due on the 28th — book it in at Dave's garage",
      ),
      h(
        'Invoices outstanding: Harris (£340), Green Lane cafe (£1,200). Chase both this week.',
        'Chase both this week.',
      ),
      h('Called the council about the parking permit, no answer. Went to the job anyway and got a ticket.'),
      h(
        'From The E-Myth: Work on your business, not just in it. Write down every process as if you were going to franchise it.',
      ),
      h(
        'Mrs Doyle: Hi, the kitchen tap is dripping again, could you pop round this week? Thanks',
        'Mrs Doyle: Hi, the kitchen tap is dripping again, could you pop round this week?',
      ),
      h('Quiet week. Might take on an apprentice in spring if the work keeps up.'),
      h('Merchant run tomorrow:\npick up 15mm copper, ten lengths', 'pick up 15mm copper, ten lengths'),
      h('Heat pump installs will overtake new gas boilers within five years, analysts say.'),
      h(
        "Note to self: I'll quote the Patel bathroom properly this time, labour plus 15% contingency.",
        "Note to self: I'll quote the Patel bathroom properly this time, labour plus 15% contingency.",
      ),
      h('Never let a customer talk you into skipping the pressure test. It always comes back on you.'),
    ],
  },
  {
    name: 'a grad student in biology in March',
    highlights: [
      h(
        'Lab meeting: Western blots still look patchy. Ana suggested a longer transfer. Open question: do we need a new antibody lot or is it the membrane?',
        'Open question: do we need a new antibody lot or is it the membrane?',
      ),
      h(
        'I need to re-run the qPCR for samples 7–12 before committee.',
        'I need to re-run the qPCR for samples 7–12 before committee.',
      ),
      h(
        'From How to Take Smart Notes: Never copy a quote without writing why it matters. Read with a pen in hand.',
      ),
      h('Autoclave broke again. Facilities came, shrugged, left.'),
      h(
        'Cool trick from a methods blog: add a little glycerol to the loading buffer and your bands sharpen right up.',
      ),
      h(
        "Lab group chat\nTom: who took the last box of 200ul tips\nMe: not me!\nTom: pls someone order more, we're out",
        "Tom: pls someone order more, we're out",
      ),
      h(
        'Committee meeting is 14 April. Slides to Prof Lindqvist a week before.',
        'Slides to Prof Lindqvist a week before.',
      ),
      h(
        "Felt like a fraud in journal club again. Everyone else seems to read three papers a day. They probably don't.",
      ),
      h(
        'Grant writing advice: Start every specific aim with the question, not the method. Reviewers should be able to skim it in a minute.',
      ),
      h("don't forget to feed the cell lines Saturday", "don't forget to feed the cell lines Saturday"),
      h(
        'Conference abstract due Friday 5pm — ask Ana to read it first',
        'Conference abstract due Friday 5pm — ask Ana to read it first',
      ),
    ],
  },
  {
    name: 'a product designer in September',
    highlights: [
      h(
        'Design crit w/ Maya and Leon: everyone agreed onboarding is too long. Leon to share the step drop-off numbers by Thursday. Do we keep the skip button or not?',
        'Leon to share the step drop-off numbers by Thursday.',
        'Do we keep the skip button or not?',
      ),
      h(
        "From Don't Make Me Think: Get rid of half the words on each page, then get rid of half of what's left.",
      ),
      h('Export icon set as SVG + PNG for dev handoff', 'Export icon set as SVG + PNG for dev handoff'),
      h('Dark mode will be the default in most apps by 2027, according to the report.'),
      h('Spent all afternoon nudging pixels on the settings page. It looks better but nobody will notice.'),
      h('The new brand colour should be warmer, in my opinion. The teal feels clinical.'),
      h(
        'Jonas: @Elif can you add the empty states to the Figma file before standup?\nElif: on it',
        'Jonas: @Elif can you add the empty states to the Figma file before standup?',
      ),
      h('Always design the error state first. Never ship a form without testing it on a small phone.'),
      h('Friday\nrecruit 5 people for the usability session', 'recruit 5 people for the usability session'),
      h('Presented the new checkout to leadership. They loved it, then asked for three changes.'),
      h(
        'I should write up the research findings before I forget the details.',
        'I should write up the research findings before I forget the details.',
      ),
    ],
  },
  {
    name: 'a farmer in August',
    highlights: [
      h(
        'Combine needs a new belt before we start the barley',
        'Combine needs a new belt before we start the barley',
      ),
      h('Old saying: Cut hay when the dew is off and the forecast holds three days.'),
      h("Vet came out for the lame heifer. Antibiotics for five days, she's already walking better."),
      h(
        'Tom: @Dad can you move the ewes to the top field tomorrow?\nDad: will do after milking',
        'Tom: @Dad can you move the ewes to the top field tomorrow?',
      ),
      h('Wheat prices will likely fall again this autumn as yields recover in Europe.'),
      h(
        'Ring Hendersons re: grain collection — Thurs or Fri?',
        'Ring Hendersons re: grain collection — Thurs or Fri?',
      ),
      h("Sat on the gate at sunset and counted swallows. Should've done that more this summer."),
      h(
        "To check grain moisture without a meter, bite a kernel; if it dents, it's too wet. Store below fourteen percent.",
      ),
      h(
        'Subsidy claim form due 15 September. Must remember to get the field maps from the office first.',
        'Subsidy claim form due 15 September.',
        'Must remember to get the field maps from the office first.',
      ),
      h(
        'Fence down on the north boundary again, sheep were in the lane at 6. Fixed it with baler twine for now.',
      ),
      h('From The Soil Will Save Us: Never leave ground bare. Feed the soil and it will feed you.'),
    ],
  },
  {
    name: 'a caregiver for an elderly parent in November',
    highlights: [
      h(
        "Mum's GP appt Thurs 2:30 — bring the list of her meds",
        "Mum's GP appt Thurs 2:30 — bring the list of her meds",
      ),
      h("Mum didn't sleep well again. She kept asking for Dad."),
      h(
        "From The 36-Hour Day: Don't argue with a confused person about facts. Respond to the feeling instead.",
      ),
      h(
        'Jess: took Mum to the hairdresser, she loved it\nMe: amazing\nJess: @Rob can you do the pharmacy pickup on Monday?',
        'Jess: @Rob can you do the pharmacy pickup on Monday?',
      ),
      h('Pill organiser refill — Sunday night', 'Pill organiser refill — Sunday night'),
      h('Falls are the leading cause of injury for people over 65, and most happen at home.'),
      h(
        "Occupational therapist visit: she recommended grab rails by the toilet and a shower stool. I'll order the rails this weekend.",
        "I'll order the rails this weekend.",
      ),
      h("I lost my temper today over the remote. It's not the end of the world."),
      h('Calls to make\nCouncil re: blue badge renewal', 'Council re: blue badge renewal'),
      h(
        "Tip from the carers' leaflet: Always keep a copy of the medication list in your wallet, and update it every time something changes.",
      ),
      h(
        "Who holds power of attorney if I'm away — need to ask the solicitor",
        "Who holds power of attorney if I'm away — need to ask the solicitor",
      ),
    ],
  },
  {
    name: 'a startup founder in June',
    highlights: [
      h(
        "Board prep: runway is 14 months at current burn. I need to send the updated deck to investors by Friday. What's our answer on the pricing change if they ask?",
        'I need to send the updated deck to investors by Friday.',
        "What's our answer on the pricing change if they ask?",
      ),
      h(
        'From The Hard Thing About Hard Things: Take care of the people, the products, and the profits, in that order.',
      ),
      h('Seed funding will tighten further in the second half, investors predict.'),
      h('Pitched Northwind Capital today. They liked the team, hated the market size.'),
      h(
        'Standup notes\nAction: Kai fixes the signup bug before the release\nAction: Dana drafts the job post for a second engineer',
        'Action: Kai fixes the signup bug before the release',
        'Action: Dana drafts the job post for a second engineer',
      ),
      h("Hire slow, fire fast. Never raise money when you're desperate."),
      h("Couldn't sleep. Kept thinking about whether we should have pivoted last year."),
      h("let's revisit the referral program in Q3", "let's revisit the referral program in Q3"),
      h('The market should recover by autumn, I think.'),
      h(
        'follow up with Sarah from Acme about the pilot contract',
        'follow up with Sarah from Acme about the pilot contract',
      ),
      h(
        'From a founder blog: Send your investor update on the first Monday of every month. Lead with the numbers, then the asks.',
      ),
    ],
  },
];
