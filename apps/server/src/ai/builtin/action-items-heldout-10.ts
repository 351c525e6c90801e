import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by a seventh author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_10: LabelledDay[] = [
  {
    name: 'ICU nurse between night shifts',
    highlights: [
      h(
        'Handover notes bed 4: family meeting moved to Thursday at 2pm. I need to print the updated care plan before then.',
        'I need to print the updated care plan before then.',
      ),
      h(
        'From the sepsis module: Reassess lactate within two hours of the first result. Escalate early rather than late.',
      ),
      h(
        'Remember to renew my BLS certificate before it lapses at the end of the month.',
        'Remember to renew my BLS certificate before it lapses at the end of the month.',
      ),
      h('Maria: thank you for swapping your Saturday night, you are a star.'),
      h(
        'Long night. Lost a patient at 4am and sat in the car for twenty minutes before driving home. I should have asked for a debrief.',
      ),
      h('Before next shift:\nCompression socks\nNew pen torch', 'Compression socks', 'New pen torch'),
      h(
        'Article: Nurses who rotate between day and night shifts sleep on average ninety minutes less per day.',
      ),
      h(
        'From the burnout book: Protect your days off like appointments. Say no to the extra shift when you are already running on empty.',
      ),
      h(
        'Unit meeting: pressure injury rates up again this quarter. Each nurse to complete the skin assessment refresher by 30 June.',
        'Each nurse to complete the skin assessment refresher by 30 June.',
      ),
      h(
        'Flush the line with 10 ml saline before and after each medication. Never mix incompatible drugs in the same lumen.',
      ),
      h(
        "Don't forget to email the educator about the ventilator training slots.",
        "Don't forget to email the educator about the ventilator training slots.",
      ),
    ],
  },
  {
    name: 'Restaurant sous-chef on a busy weekend',
    highlights: [
      h(
        'Cookbook notes: Rest the steak for five minutes before slicing. Salt it well ahead or right before it hits the pan, never in between.',
      ),
      h(
        'Prep list Friday:\nBreak down two lamb shoulders\nMake a double batch of demi',
        'Break down two lamb shoulders',
        'Make a double batch of demi',
      ),
      h(
        'Chef: call the fish supplier and tell them the hake was off again.',
        'Chef: call the fish supplier and tell them the hake was off again.',
      ),
      h(
        'Service was brutal tonight. Table twelve sent back the risotto twice and the pass was backed up for forty minutes.',
      ),
      h(
        'I need to retrain Jonah on the fryer station before the weekend.',
        'I need to retrain Jonah on the fryer station before the weekend.',
      ),
      h(
        'Knife skills course: Keep your guiding hand clawed. Let the knife do the work and rock from tip to heel.',
      ),
      h(
        'Health inspection due next month. We need to relabel every container in the walk-in with date and allergen.',
        'We need to relabel every container in the walk-in with date and allergen.',
      ),
      h('Article: Restaurants that cross-train line cooks report lower turnover in the first year.'),
      h('Who actually orders pork belly at lunch anyway?'),
      h('Blanch green vegetables in heavily salted water and shock them in ice to keep the colour.'),
      h(
        'Note to self: order more deli containers and blue roll.',
        'Note to self: order more deli containers and blue roll.',
      ),
    ],
  },
  {
    name: 'Sixth-form maths teacher in mock season',
    highlights: [
      h(
        'Year 13 mock results: average up half a grade on last year. Mark the remaining integration papers by Monday.',
        'Mark the remaining integration papers by Monday.',
      ),
      h(
        'From the CPD session on questioning: Wait at least three seconds after asking a question. Ask students to explain a wrong answer before correcting it.',
      ),
      h(
        'Priya: could you cover my Year 12 further maths lesson on Wednesday period 3?',
        'Priya: could you cover my Year 12 further maths lesson on Wednesday period 3?',
      ),
      h(
        'Textbook: To differentiate a product, differentiate the first function and multiply by the second, then add the first times the derivative of the second.',
      ),
      h(
        "To do:\nPhotocopy the STEP practice papers\nReply to Ellie's mum about the extension",
        'Photocopy the STEP practice papers',
        "Reply to Ellie's mum about the extension",
      ),
      h(
        'Department meeting: the new scheme of work starts in September. Tom to draft the vectors unit by half term.',
        'Tom to draft the vectors unit by half term.',
      ),
      h('Ravi finally got the epsilon-delta idea today. I have never seen him grin like that.'),
      h(
        'Article: Students who retrieve material from memory remember it far better than students who reread their notes.',
      ),
      h(
        'Exam tips for the class: Always show the method for full marks. Check your answer by substituting back into the original equation.',
      ),
      h('I rang the exam board about the missing moderation sample and they found it within an hour.'),
      h('Should I apply for the head of department post?', 'Should I apply for the head of department post?'),
    ],
  },
  {
    name: 'Freelance photographer in wedding season',
    highlights: [
      h('Workshop notes: Shoot into the light for softer portraits. Expose for the skin, not the sky.'),
      h('Invoice the Hartley wedding by Friday.', 'Invoice the Hartley wedding by Friday.'),
      h(
        'Kit list for Saturday:\nCharge all six batteries\nPack the reflector and the spare flash',
        'Charge all six batteries',
        'Pack the reflector and the spare flash',
      ),
      h(
        'Jess: can you send me the final gallery link before the weekend?',
        'Jess: can you send me the final gallery link before the weekend?',
      ),
      h(
        'Magazine article: Freelancers who raise their rates every January lose fewer clients than they expect.',
      ),
      h(
        'From the business course: Never work without a signed contract. Take a thirty percent deposit to hold the date.',
      ),
      h('Yesterday I backed up the whole archive to the new drive and renamed the folders by year.'),
      h(
        'I must renew the public liability insurance before the venue asks for the certificate.',
        'I must renew the public liability insurance before the venue asks for the certificate.',
      ),
      h('Use a longer lens to compress the background. Keep the aperture wide for separation.'),
      h(
        'Follow up with the gallery about the print sizes for the autumn show.',
        'Follow up with the gallery about the print sizes for the autumn show.',
      ),
      h('Light was gorgeous at the harbour this evening. Probably the best golden hour of the year.'),
    ],
  },
  {
    name: 'HR manager with a grievance and a new starter',
    highlights: [
      h(
        'Leadership course: Praise in public, criticise in private. Give feedback within forty-eight hours of the event.',
      ),
      h(
        'Grievance meeting notes: both parties agreed to mediation. Dan to book an external mediator by next Wednesday. The line manager has already been informed.',
        'Dan to book an external mediator by next Wednesday.',
      ),
      h(
        'Remember to update the parental leave policy with the new statutory rates.',
        'Remember to update the parental leave policy with the new statutory rates.',
      ),
      h('Sofia: thanks for sorting my holiday carry-over so quickly!'),
      h(
        "Article: Exit interviews are most honest when they are run by someone outside the employee's reporting line.",
      ),
      h(
        'Onboarding checklist for Monday:\nSet up the laptop and email account\nAssign a buddy from the finance team',
        'Set up the laptop and email account',
        'Assign a buddy from the finance team',
      ),
      h(
        'From the investigations training: Ask open questions during the interview. Write up your notes the same day and have the employee sign them.',
      ),
      h('Last quarter we cut time-to-hire from forty days to twenty-nine.'),
      h(
        'We need to decide whether hybrid working stays at three office days.',
        'We need to decide whether hybrid working stays at three office days.',
      ),
      h('Interesting line in the book: Culture is what people do when nobody is watching.'),
      h(
        "Don't forget the payroll cut-off is Thursday at noon.",
        "Don't forget the payroll cut-off is Thursday at noon.",
      ),
    ],
  },
  {
    name: 'Cycling coach planning a training camp',
    highlights: [
      h('Training plan book: Keep eighty percent of your riding easy. Build volume before intensity.'),
      h(
        'Send Lucy her revised block for the spring classics by Sunday.',
        'Send Lucy her revised block for the spring classics by Sunday.',
      ),
      h(
        "Tom: can you look at my power file from Saturday's race?",
        "Tom: can you look at my power file from Saturday's race?",
      ),
      h(
        'How to fix a puncture on the road: Lever the tyre off one side. Run your fingers around the inside to find the thorn before fitting the new tube.',
      ),
      h("Booked the velodrome for the junior squad's track session last week."),
      h(
        'Race report: Marco went too early on the climb and faded in the last two kilometres. Still a top ten.',
      ),
      h(
        'Club committee meeting: insurance renewal due in May. Sarah to get three quotes. Do we charge non-members for the Wednesday chaingang?',
        'Sarah to get three quotes.',
        'Do we charge non-members for the Wednesday chaingang?',
      ),
      h(
        'Article: Riders who take in sixty to ninety grams of carbohydrate per hour hold their power late in races.',
      ),
      h('Shopping for the camp:\nElectrolyte tabs\nSpare chains', 'Electrolyte tabs', 'Spare chains'),
      h('Refuel within thirty minutes of a hard session. Sleep is the most underrated recovery tool.'),
      h('Journal: Felt proud watching the under-14s ride as a group for the first time.'),
    ],
  },
  {
    name: 'Retired couple renovating a Victorian terrace',
    highlights: [
      h(
        'Builder says the lintel over the back door needs replacing. We need to get a second quote before we agree to anything.',
        'We need to get a second quote before we agree to anything.',
      ),
      h(
        'From the renovation manual: Always strip wallpaper from the top down. Score it first and soak it with warm water.',
      ),
      h(
        'Margaret: can you ring the council about the skip permit today?',
        'Margaret: can you ring the council about the skip permit today?',
      ),
      h(
        'Hardware shop list:\nSugar soap\nTwo packs of dust sheets',
        'Sugar soap',
        'Two packs of dust sheets',
      ),
      h('We finished sanding the hall floor yesterday. Our knees will never forgive us.'),
      h(
        'Decorating tips: Paint the ceiling before the walls. Cut in around the edges with a brush, then roll in a W pattern.',
      ),
      h(
        'Should we keep the original fireplace or open up the chimney breast?',
        'Should we keep the original fireplace or open up the chimney breast?',
      ),
      h('Article: Period features can add up to ten percent to the value of a Victorian terrace.'),
      h('We cancelled the plumber for Tuesday now that the boiler is sorted.'),
      h('Journal: Forty years in this house and we are only now making it ours. Wish we had done it sooner.'),
      h(
        "Let's ask the neighbours whether they know a good plasterer.",
        "Let's ask the neighbours whether they know a good plasterer.",
      ),
    ],
  },
  {
    name: 'City councillor in budget week',
    highlights: [
      h(
        'Planning committee: the bus lane consultation closes on 14 March. Officers to publish the traffic data before the next meeting.',
        'Officers to publish the traffic data before the next meeting.',
      ),
      h(
        'Resident email from Mrs Okafor about the broken streetlight on Elm Road. I will report it to highways tomorrow morning.',
        'I will report it to highways tomorrow morning.',
      ),
      h(
        'Public speaking course: Open with a story, not a statistic. Pause after your key point and let the room sit with it.',
      ),
      h(
        'Surgery on Saturday:\nBring the ward map\nPrint the recycling leaflets',
        'Bring the ward map',
        'Print the recycling leaflets',
      ),
      h('Article: Turnout in local elections rarely exceeds a third of registered voters.'),
      h(
        'Leader: can you draft a two-page briefing on the housing allocations before Monday?',
        'Leader: can you draft a two-page briefing on the housing allocations before Monday?',
      ),
      h('Tonight the budget vote passed by two votes after a very long debate.'),
      h(
        'From the chairing guide: Stick to the agenda. Summarise each decision before moving to the next item.',
      ),
      h(
        'Follow up with the youth centre about their funding bid.',
        'Follow up with the youth centre about their funding bid.',
      ),
      h('Prediction: the by-election will be decided on parking, not potholes.'),
      h('Why do we keep approving consultancy contracts that nobody reads?'),
    ],
  },
];
