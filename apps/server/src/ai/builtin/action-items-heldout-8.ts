import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by a fifth author who saw neither the action patterns nor any earlier labelled days,
 * and scored only, never tuned on. Same labels as ACTION_DAYS: each action is one whole sentence of its
 * highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_8: LabelledDay[] = [
  {
    name: 'a veterinary nurse on a Saturday shift',
    highlights: [
      h(
        "Handover 8am\nBella (kennel 4) post-spay, eating well overnight.\nRecheck Bella's wound before she goes home at noon.\nMilo still not urinating, vet aware.",
        "Recheck Bella's wound before she goes home at noon.",
      ),
      h(
        "I need to reorder the 5ml syringes before Monday, we're down to one box.",
        "I need to reorder the 5ml syringes before Monday, we're down to one box.",
      ),
      h(
        'Never let a frightened animal feel cornered. Approach from the side, crouch low, and let them come to you.',
      ),
      h(
        'Dana: can someone cover my Sunday 2-10? Family thing came up.',
        'Dana: can someone cover my Sunday 2-10?',
      ),
      h("Called Mrs Okafor about Pepper's bloods, left a voicemail."),
      h(
        "To express anal glands, wear gloves, apply gentle pressure at four and eight o'clock, and wipe with a damp swab.",
      ),
      h(
        'Before close\nmopped isolation ward (done)\nrestock fluids cupboard\nrun the autoclave',
        'restock fluids cupboard',
        'run the autoclave',
      ),
      h("Long day. Should've taken my break when it was quiet at eleven."),
      h(
        'Karen (practice manager): please log all your CPD hours on the portal by the 30th. Thanks!',
        'Karen (practice manager): please log all your CPD hours on the portal by the 30th.',
      ),
      h('Honestly, owners should be told about dental costs before the anaesthetic, not after.'),
      h('Saturday clinics will only get busier once the new estate fills up.'),
      h(
        "Don't forget to give Hugo his insulin at 6, the owner is running late.",
        "Don't forget to give Hugo his insulin at 6, the owner is running late.",
      ),
    ],
  },
  {
    name: 'a secondary-school head of year',
    highlights: [
      h(
        'Year 10 pastoral meeting\nAttendance down 3% since half term.\nAction: Mr Reid to call the parents of the five persistent absentees.\nWho is covering detention duty while Ms Lowe is off?',
        'Action: Mr Reid to call the parents of the five persistent absentees.',
        'Who is covering detention duty while Ms Lowe is off?',
      ),
      h('Catch them being good. Praise in public, correct in private.'),
      h('need to finish the reports for 10B by Thursday', 'need to finish the reports for 10B by Thursday'),
      h(
        'Deputy Head: Could you send me the updated seating plan for the exam hall before Friday? The invigilators need it by Monday.',
        'Deputy Head: Could you send me the updated seating plan for the exam hall before Friday?',
      ),
      h('Talked Amir down after the fight at lunch. He apologised to the other boy without being asked.'),
      h('Schools should stop setting homework in Year 7 altogether, the research suggests.'),
      h(
        'To run a restorative conversation, ask what happened, who was affected, and what needs to happen now.',
      ),
      h(
        "Jo: @Sam pls book the hall for the Year 11 parents' evening",
        "Jo: @Sam pls book the hall for the Year 11 parents' evening",
      ),
      h(
        "Remember to print the attendance certificates for Friday's assembly.",
        "Remember to print the attendance certificates for Friday's assembly.",
      ),
      h('Mocks will be chaos again this year with the sports hall being refurbished.'),
      h(
        'We need to agree a phone policy before September. Nobody enforces the current one anyway.',
        'We need to agree a phone policy before September.',
      ),
    ],
  },
  {
    name: 'an electrician between jobs',
    highlights: [
      h('Wholesaler run\nWago connectors\nreturn faulty RCD', 'Wago connectors', 'return faulty RCD'),
      h(
        'Mrs Patel, 14 Elm Road: kitchen sockets tripping. Found water in the back box behind the sink. Price up rewiring that circuit and send her the quote on Monday.',
        'Price up rewiring that circuit and send her the quote on Monday.',
      ),
      h('Always prove dead before you touch anything. Test your tester on a known live source first.'),
      h(
        'Gary: any chance you could come Tuesday instead of Wednesday?',
        'Gary: any chance you could come Tuesday instead of Wednesday?',
      ),
      h('Finished the consumer unit swap at the school, signed off by 4.'),
      h(
        "I'll chase the invoice for the Henley job, it's 45 days overdue now.",
        "I'll chase the invoice for the Henley job, it's 45 days overdue now.",
      ),
      h('Apprentices should be doing more fault-finding and less chasing cables.'),
      h(
        'To find a neutral-earth fault, isolate the board, disconnect all neutrals, and insulation test each one to earth.',
      ),
      h('Copper prices will keep climbing through the summer.'),
      h(
        'TODO: renew Part P registration before it lapses',
        'TODO: renew Part P registration before it lapses',
      ),
      h('Should have charged for the second callout at the flats.'),
      h('Liam passed his AM2 today, buzzing for him.'),
    ],
  },
  {
    name: 'a journalist on deadline',
    highlights: [
      h(
        'Copy due to the desk by 4pm, 900 words. Currently at 610 and the intro still sags.',
        'Copy due to the desk by 4pm, 900 words.',
      ),
      h(
        'Need to get a second source on the council leak before legal will sign off.',
        'Need to get a second source on the council leak before legal will sign off.',
      ),
      h("Cut every word that isn't doing work. Read your sentences aloud and trust your ear."),
      h(
        'Rachel: can you send me the photo captions by 3? Subs are short today.',
        'Rachel: can you send me the photo captions by 3?',
      ),
      h('Rang the press office twice, no comment yet.'),
      h(
        'Follow up with the whistleblower about the dates in her second email.',
        'Follow up with the whistleblower about the dates in her second email.',
      ),
      h('Newsrooms will shrink by another third within five years, the report predicts.'),
      h(
        'Morning conference\nSport leads with the stadium story.\nWho is covering the inquest tomorrow?\nPics desk to chase the agency for the fire photos.',
        'Who is covering the inquest tomorrow?',
        'Pics desk to chase the agency for the fire photos.',
      ),
      h('Who even reads past the headline anymore?'),
      h('Local papers should never have put everything behind a paywall.'),
      h(
        "From a subbing handbook: Check every name twice. Never trust a number you can't trace to its source.",
      ),
    ],
  },
  {
    name: 'a community garden organiser',
    highlights: [
      h(
        'Garden committee, Tuesday\nCompost bays are full again.\nPriya to order two tonnes of woodchip.\nDo we renew the insurance with the same company or shop around?\nNext meeting on the 14th.',
        'Priya to order two tonnes of woodchip.',
        'Do we renew the insurance with the same company or shop around?',
      ),
      h(
        'Tom: Whoever has the shed key, please leave it in the lockbox tonight.',
        'Tom: Whoever has the shed key, please leave it in the lockbox tonight.',
      ),
      h(
        'Water deeply and rarely rather than a little every day. Mulch in autumn and the soil will thank you.',
      ),
      h('Sow broad beans in late October, two inches deep, and cover with fleece if frost is forecast.'),
      h('ask the council about a water butt grant', 'ask the council about a water butt grant'),
      h('Planted out the leeks with the primary school kids this morning.'),
      h('The tomatoes will be ready by mid-August if this heat holds.'),
      h(
        'Open day jobs\nborrow bunting from the church\nprint the raffle tickets',
        'borrow bunting from the church',
        'print the raffle tickets',
      ),
      h(
        "Let's get the summer watering rota sorted before the school holidays.",
        "Let's get the summer watering rota sorted before the school holidays.",
      ),
      h('Everyone should have a patch of soil, honestly.'),
      h("Should've checked the forecast before asking twenty volunteers to turn up."),
    ],
  },
  {
    name: 'a junior lawyer in her second year',
    highlights: [
      h(
        'Helen: Please have the first draft of the witness statement on my desk by Wednesday. The client is nervous about the hearing.',
        'Helen: Please have the first draft of the witness statement on my desk by Wednesday.',
      ),
      h('Emailed the court about the listing, no reply yet.'),
      h(
        'Read the whole contract before forming a view. Never assume the schedule says what the clause promises.',
      ),
      h(
        'I should check the limitation date on the Harris file tonight.',
        'I should check the limitation date on the Harris file tonight.',
      ),
      h('Firms will increasingly use AI for first-pass disclosure review.'),
      h('Trainees should be paid for the hours they actually work.'),
      h(
        'Team call\nBundle for the Morgan hearing must be filed by 4pm Friday.\nWho is attending the costs hearing on the 9th?',
        'Bundle for the Morgan hearing must be filed by 4pm Friday.',
        'Who is attending the costs hearing on the 9th?',
      ),
      h("Should've asked Helen what she meant instead of guessing."),
      h(
        "To exhibit a document, mark it with the deponent's initials and a number, then refer to it in the body of the statement.",
      ),
      h(
        'Marcus: could you proofread my skeleton argument before 5?',
        'Marcus: could you proofread my skeleton argument before 5?',
      ),
      h("Never ask a witness a question you don't know the answer to."),
    ],
  },
  {
    name: 'a new parent on leave',
    highlights: [
      h('book the 8 week jabs', 'book the 8 week jabs'),
      h("Sleep when the baby sleeps. Accept every offer of help, and don't apologise for the mess."),
      h('She smiled properly for the first time today. Cried a bit, not going to lie.'),
      h(
        'Mum: can you text me the address of the baby clinic?',
        'Mum: can you text me the address of the baby clinic?',
      ),
      h('Returned the pram that squeaked, refund in 5 days.'),
      h(
        'To bathe a newborn, fill the bath with about ten centimetres of water, test it with your elbow, and support the head at all times.',
      ),
      h(
        'Remember to register the birth before the 42-day deadline.',
        'Remember to register the birth before the 42-day deadline.',
      ),
      h('The next growth spurt will probably hit around six weeks.'),
      h('Parental leave should be the same length for both parents.'),
      h('Shopping\nnappies size 2\ndecaf coffee', 'nappies size 2', 'decaf coffee'),
      h(
        'We need to sort out the car seat base before Sam goes back to work.',
        'We need to sort out the car seat base before Sam goes back to work.',
      ),
    ],
  },
  {
    name: 'a data analyst at a retailer',
    highlights: [
      h(
        'Standup\nDashboard refresh failed again.\n@Ravi to look at the pipeline logs.\nDo we still need the legacy churn report?',
        '@Ravi to look at the pipeline logs.',
        'Do we still need the legacy churn report?',
      ),
      h('Always plot your data before you model it. Never trust an average without seeing the distribution.'),
      h(
        "I'll rerun the cohort analysis with the corrected dates tomorrow morning.",
        "I'll rerun the cohort analysis with the corrected dates tomorrow morning.",
      ),
      h('Fixed the duplicate rows in the orders table, it was a bad join.'),
      h('To deduplicate, partition by customer ID, order by timestamp, and keep the first row.'),
      h(
        'Nadia: pls can you share the Q3 numbers with finance by Friday?',
        'Nadia: pls can you share the Q3 numbers with finance by Friday?',
      ),
      h('Most of this reporting will be automated within a couple of years.'),
      h('Every analyst should learn a bit of SQL optimisation.'),
      h(
        'TODO: document the new KPI definitions in the wiki',
        'TODO: document the new KPI definitions in the wiki',
      ),
      h("Should've checked the time zones before sending the chart to the director."),
      h('Why does every stakeholder want a pie chart?'),
      h('From the conference talk: lead with the answer, then show the chart that proves it.'),
    ],
  },
];
