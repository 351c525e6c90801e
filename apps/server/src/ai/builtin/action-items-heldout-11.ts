import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by an eighth author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_11: LabelledDay[] = [
  {
    name: 'Software engineer on call',
    highlights: [
      h(
        "Pager went off at 02:14 for the checkout latency alert. Root cause was a connection pool exhausted by a retry storm. I need to write the postmortem before Thursday's review. The dashboard recovered on its own by 03:00.",
        "I need to write the postmortem before Thursday's review.",
      ),
      h(
        'Treat every alert as a question: is a human needed right now? If not, delete the alert or turn it into a ticket. Page only on symptoms, never on causes.',
      ),
      h(
        'Lena: The rollback worked, thanks. Can you add me as a reviewer on the retry-budget PR? Also the staging cert expires next week.',
        'Can you add me as a reviewer on the retry-budget PR?',
      ),
      h(
        'On-call handover\nSilence the flaky disk alert on db-7\nDisk usage on db-7 is back to 60%\nNo open incidents at end of shift',
        'Silence the flaky disk alert on db-7',
      ),
      h(
        'From a blog post on incident response: Start with the timeline. Write down what you saw, not what you think happened. Blameless does not mean accountability-free.',
      ),
      h(
        'TODO: ask the platform team why the pool size is hardcoded to 20. The default in the library is 50.',
        'TODO: ask the platform team why the pool size is hardcoded to 20.',
      ),
      h(
        'Third night in a row with less than five hours of sleep. I should have pushed back when they put me on call during the migration. Honestly the team handled it well.',
      ),
      h(
        'Weekly ops sync\nPriya to file a ticket for the alert threshold change.\nWe agreed the retry budget stays at 10%.\nThe two-week on-call shifts introduced in January are working.',
        'Priya to file a ticket for the alert threshold change.',
      ),
      h(
        'Before scaling a deployment, check the resource requests. Use kubectl describe to see why a pod is pending. Never edit live manifests by hand in production.',
      ),
      h('Bought a new phone charger for the night shift; the old one only worked at an angle.'),
      h(
        "Okafor: Heads up, I'm out Tuesday for a dentist appointment. Could you cover my shift from noon to six?",
        'Could you cover my shift from noon to six?',
      ),
    ],
  },
  {
    name: 'Dog groomer',
    highlights: [
      h(
        "Biscuit the poodle came in matted again. I'll call his owner tonight about switching to a six-week schedule. He was a champ in the tub though.",
        "I'll call his owner tonight about switching to a six-week schedule.",
      ),
      h(
        'Always brush out before bathing; water tightens mats. Clip nails before the bath so the quick is easier to see. Work from the back of the dog toward the head.',
      ),
      h('Supplies to reorder\nOatmeal shampoo\nEar cleaning pads', 'Oatmeal shampoo', 'Ear cleaning pads'),
      h(
        'Tanya: Hi! Is there any chance you could fit Luna in on Saturday morning? She rolled in something awful.',
        'Is there any chance you could fit Luna in on Saturday morning?',
      ),
      h(
        'A calm groomer makes a calm dog. Speak low, move slowly, and reward stillness with a pause rather than a treat.',
      ),
      h(
        "Don't forget to sharpen the curved shears before Friday.",
        "Don't forget to sharpen the curved shears before Friday.",
      ),
      h('Had a senior beagle today who just leaned into me the whole time. This is why I do this job.'),
      h('Raised the price for giant breeds last month to cover the extra hour. Nobody complained.'),
      h(
        'Tip from a grooming channel: Never leave a dog unattended on the table. Keep one hand on the dog at all times.',
      ),
      h("The van's water heater was fixed at the garage on Monday. Hot water in under five minutes now."),
      h(
        'Should I start offering nail-only walk-ins on Wednesdays?',
        'Should I start offering nail-only walk-ins on Wednesdays?',
      ),
    ],
  },
  {
    name: 'Master student in economics',
    highlights: [
      h(
        'Always plot your data before running a regression. Check for heteroskedasticity, and use robust standard errors when in doubt. Never interpret a coefficient without thinking about omitted variables.',
      ),
      h(
        'I must email Professor Adeyemi about extending the thesis proposal deadline.',
        'I must email Professor Adeyemi about extending the thesis proposal deadline.',
      ),
      h(
        'Supervisor meeting\nThe instrument looks weak; first-stage F is around 6.\nJonas to rerun the model with the lagged rainfall instrument.\nWe discussed dropping the 2020 observations.\nRead the Angrist and Pischke chapter on weak instruments before next meeting.',
        'Jonas to rerun the model with the lagged rainfall instrument.',
        'Read the Angrist and Pischke chapter on weak instruments before next meeting.',
      ),
      h(
        "Mei: Can someone share the problem set 4 solutions? I missed Tuesday's class.",
        'Mei: Can someone share the problem set 4 solutions?',
      ),
      h(
        'Central banks, the article argues, will cut rates twice before year end. Investors should stop betting on a soft landing.',
      ),
      h(
        'I spent the whole afternoon fighting with Stata instead of writing. I wish I had learned R properly in undergrad.',
      ),
      h(
        'Return the library books on game theory by Monday. The survey pilot starts on the 14th.',
        'Return the library books on game theory by Monday.',
      ),
      h(
        'State your main result in the first paragraph. Cut every sentence that does not move the argument forward. Write the introduction last.',
      ),
      h(
        'Should I apply for the summer research assistant position or focus on the thesis?',
        'Should I apply for the summer research assistant position or focus on the thesis?',
      ),
      h('We set up a reading group for the macro comps last week with Mei and Tomas.'),
      h('Rent went up by 80 euros this month. Groceries for the week came to 42 euros.'),
    ],
  },
  {
    name: 'Wedding florist',
    highlights: [
      h(
        'Consultation with Hannah and Theo\nThey want peonies but the date is in late September.\nI suggested garden roses as a substitute.\nSend them a revised quote by Wednesday.\nThe venue allows no open flames on the tables.',
        'Send them a revised quote by Wednesday.',
      ),
      h(
        'Condition every stem as soon as it arrives. Cut at an angle under water and strip any leaves below the waterline. Keep hydrangeas misted, because they drink through their petals.',
      ),
      h(
        'Wholesale order for Saturday\n60 stems white ranunculus\nFloral tape',
        '60 stems white ranunculus',
        'Floral tape',
      ),
      h(
        'Hannah: We loved the mood board! Could you also do a flower crown for my niece?',
        'Could you also do a flower crown for my niece?',
      ),
      h('The Harper wedding went beautifully in the end. The arch wobbled during setup but nobody noticed.'),
      h('Photograph arrangements in soft window light. Shoot from slightly above, and never use the flash.'),
      h(
        'Remember to collect the vases from the Harper venue before Monday noon.',
        'Remember to collect the vases from the Harper venue before Monday noon.',
      ),
      h('Ruby prepped all the boutonnieres on Friday afternoon.'),
      h(
        "Let the flowers tell you where they want to go, wrote Constance Spry. Don't fight a stem's natural curve.",
      ),
      h(
        'The cold room thermostat read 9 degrees this morning. I need to get the fridge technician out before the weekend rush.',
        'I need to get the fridge technician out before the weekend rush.',
      ),
      h('Who knew September peonies would cost this much?'),
    ],
  },
  {
    name: "Plumber's office manager",
    highlights: [
      h(
        "Chase the Hollis invoice, it's 45 days overdue now. The Morgan account finally paid in full.",
        "Chase the Hollis invoice, it's 45 days overdue now.",
      ),
      h(
        'Kev: Van 2 is losing coolant. Can you book it in for Thursday? Van 3 is free till then.',
        'Can you book it in for Thursday?',
      ),
      h(
        'Answer the phone within three rings. Give customers a two-hour arrival window, not a whole day. Follow up every job with a short text asking how it went.',
      ),
      h(
        'Tomorrow\nReorder 15mm copper fittings\nCall the council about the parking permit for the Elm Street job',
        'Reorder 15mm copper fittings',
        'Call the council about the parking permit for the Elm Street job',
      ),
      h(
        'Monday team huddle\nWe had 14 emergency callouts last week, a record.\nGareth to update the price sheet for out-of-hours work.\nWe trialled the new booking software in March and went back to the paper diary.',
        'Gareth to update the price sheet for out-of-hours work.',
      ),
      h(
        'Never argue with a customer about the bill over the phone. Listen first, repeat their complaint back, then offer a call-back.',
      ),
      h(
        "Long day. The phones didn't stop and the card machine died twice. I handled the angry landlord better than last time.",
      ),
      h(
        "Don't forget the gas safety certificates for Kev and Gareth expire in May.",
        "Don't forget the gas safety certificates for Kev and Gareth expire in May.",
      ),
      h('Boiler installs made up 40% of revenue this quarter. Drain jobs were down slightly.'),
      h('Weekend quotes stay free for now, Gareth says it wins us jobs.'),
    ],
  },
  {
    name: 'Marathon runner in training',
    highlights: [
      h(
        'Run your easy runs easy. Most of your mileage should be at a pace where you can hold a conversation. Never try anything new on race day.',
      ),
      h(
        'I need to buy new running shoes before the long run on Sunday; the current pair has over 700 km.',
        'I need to buy new running shoes before the long run on Sunday; the current pair has over 700 km.',
      ),
      h('Long run: 28 km in 2:41, average heart rate 148. Felt strong until km 24, then the calves cramped.'),
      h(
        'Coach Ben: Good work this week. Send me your heart rate data from the tempo run by Friday.',
        'Send me your heart rate data from the tempo run by Friday.',
      ),
      h(
        'Take a gel every 40 minutes. Practise your race fueling during long runs so your stomach gets used to it.',
      ),
      h('Race week shopping\nEnergy gels\nAnti-chafe balm', 'Energy gels', 'Anti-chafe balm'),
      h('Skipped the track session because of the rain and I regret it. I should have just gone.'),
      h(
        'Remember to book a sports massage for the Tuesday after the half marathon.',
        'Remember to book a sports massage for the Tuesday after the half marathon.',
      ),
      h(
        'Sleep is the most underrated training tool. Aim for eight hours, and protect your sleep in taper week.',
      ),
      h(
        'Should I switch to the 3:15 pace group or stay with 3:20?',
        'Should I switch to the 3:15 pace group or stay with 3:20?',
      ),
      h('Naomi: The Saturday group run was brutal. Half the club walked the hills.'),
    ],
  },
  {
    name: 'Newly arrived immigrant sorting paperwork',
    highlights: [
      h(
        'I must register my address at the town hall within 14 days of moving in.',
        'I must register my address at the town hall within 14 days of moving in.',
      ),
      h(
        'Bring originals and copies of every document. Arrive early, because the queue forms before opening. Always ask for a stamped receipt.',
      ),
      h(
        'Documents for the residence permit\nPassport photos\nCertified translation of the birth certificate',
        'Passport photos',
        'Certified translation of the birth certificate',
      ),
      h(
        'Camila: Mom says hi and the dog misses you. Please send me a photo of the rental contract when you can.',
        'Please send me a photo of the rental contract when you can.',
      ),
      h(
        'Today the woman at the bank was kind and spoke slowly for me. I finally feel like this place could be home.',
      ),
      h(
        "Learn ten new words every day. Label the objects in your flat with sticky notes. Don't be afraid to make mistakes when you speak.",
      ),
      h('Followed up with the tax office about my tax ID number; they said the letter is in the post.'),
      h(
        "The appointment at the immigration office is on 12 March at 9:30. I'll ask them whether my wife can apply at the same time.",
        "I'll ask them whether my wife can apply at the same time.",
      ),
      h('Opened a bank account and got a local SIM card today.'),
      h(
        'The residence permit costs 100 euros and is valid for two years. Processing takes six to eight weeks.',
      ),
      h(
        'Do I need to exchange my driving licence in the first six months?',
        'Do I need to exchange my driving licence in the first six months?',
      ),
    ],
  },
  {
    name: 'Small publisher',
    highlights: [
      h(
        'Editorial meeting\nThe autumn list is final: four novels and a poetry collection.\nTom to chase the cover designer for the Ferris novel.\nWe need to decide on the print run for the poetry book by the end of the month.\nSales for the memoir are ahead of forecast.',
        'Tom to chase the cover designer for the Ferris novel.',
        'We need to decide on the print run for the poetry book by the end of the month.',
      ),
      h(
        'Cut the first chapter; the story usually starts in the second. Read every line aloud. Kill your darlings.',
      ),
      h(
        "Nadia: I've attached the revised manuscript. Could you confirm you received it? I'm off grid from Friday.",
        'Could you confirm you received it?',
      ),
      h(
        'Renew the ISBN block before we run out — only three left.',
        'Renew the ISBN block before we run out — only three left.',
      ),
      h(
        'Independent publishers, the piece says, are surviving on backlist sales. Bookshops will keep shrinking their poetry shelves.',
      ),
      h(
        'Frankfurt prep\nBook the stand furniture\nEmail the rights agents in Seoul and Madrid',
        'Book the stand furniture',
        'Email the rights agents in Seoul and Madrid',
      ),
      h(
        'Held the first copy of the Ferris novel today. Twenty years of doing this and it still makes my hands shake.',
      ),
      h('Build your mailing list before you need it. Send one useful email a month, and never buy a list.'),
      h(
        'Should we take on the translated crime series, or is it too big a risk this year?',
        'Should we take on the translated crime series, or is it too big a risk this year?',
      ),
      h('We asked the printer whether they can do the poetry book on cream paper, and they can.'),
      h('Tom: Typesetter says the proofs will be ready Thursday. Fingers crossed this time.'),
    ],
  },
];
