import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by a sixth author who saw neither the action patterns nor any earlier labelled days,
 * and scored only, never tuned on. Same labels as ACTION_DAYS: each action is one whole sentence of its
 * highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_9: LabelledDay[] = [
  {
    name: 'a pharmacist on a Monday',
    highlights: [
      h('Ordered more amoxicillin suspension this morning, it should arrive Tuesday.'),
      h('Never let the queue decide your pace. Check every script twice, even on the busiest Saturday.'),
      h(
        'Team huddle 9am\nFlu clinic starts on the 14th.\nPriya to update the booking page by Wednesday.\nWho is covering the Thursday late shift?',
        'Priya to update the booking page by Wednesday.',
        'Who is covering the Thursday late shift?',
      ),
      h(
        'To store insulin, keep unopened pens in the fridge. Do not freeze them. Once opened, a pen can stay at room temperature for up to 28 days.',
      ),
      h('Mark: the new fridge thermometer arrived, it is in the back office.'),
      h(
        'need to renew my indemnity insurance before the end of the month',
        'need to renew my indemnity insurance before the end of the month',
      ),
      h(
        'Long day. Three people asked about the weight-loss jabs and we had no stock. I should have been clearer that we are not keeping a waiting list.',
      ),
      h(
        'Pharmacies should be paid properly for the advice they give, not just for the boxes they hand over.',
      ),
      h(
        'Before Friday\nreturn expired stock to wholesaler\nfix the label printer',
        'return expired stock to wholesaler',
        'fix the label printer',
      ),
      h(
        'Listen to the patient: they are telling you the diagnosis. Ask one more question than you think you need.',
      ),
      h(
        'Email from Sandra (area manager)\nPlease send me your completed audit checklist by Friday noon. Thanks for all the extra hours last week.',
        'Please send me your completed audit checklist by Friday noon.',
      ),
    ],
  },
  {
    name: 'an under-12s football coach on a Saturday',
    highlights: [
      h(
        'Parents group\nJo: could you let us know if kick-off is still 10am with all this rain?',
        'Jo: could you let us know if kick-off is still 10am with all this rain?',
      ),
      h(
        'Praise effort, not outcome. Let the kids make mistakes and never shout instructions from the touchline.',
      ),
      h('Washed all the bibs last night, finally.'),
      h(
        'Set up four cones in a square about ten metres apart. Split the players into two groups and have them pass diagonally. After two minutes, switch direction.',
      ),
      h(
        'We lost 4-1 but Leo finally scored. I told them at half-time to spread out and they actually did it.',
      ),
      h(
        'Club committee\nNew goals arrive in March.\nAction: Dave chases the council about the pitch lighting.\nDo we enter the summer tournament or not?',
        'Action: Dave chases the council about the pitch lighting.',
        'Do we enter the summer tournament or not?',
      ),
      h(
        'Remember to bring the first aid kit and the spare inhaler for Sami.',
        'Remember to bring the first aid kit and the spare inhaler for Sami.',
      ),
      h('Kids at this age should be playing every position, not stuck in goal all season.'),
      h('Bet the league will change the fixtures again before Christmas.'),
      h(
        'Email from the league: All coaches must complete the safeguarding refresher by 31 January. Certificates go to the club welfare officer.',
        'Email from the league: All coaches must complete the safeguarding refresher by 31 January.',
      ),
      h(
        "Don't forget: subs money from the Hendersons and the Okafors",
        "Don't forget: subs money from the Hendersons and the Okafors",
      ),
      h("Don't coach the game, coach the player."),
    ],
  },
  {
    name: 'a landlord with two flats',
    highlights: [
      h('Flat 2 boiler was serviced in October, the engineer said it has a few good years left.'),
      h(
        'Landlords should always photograph every room at check-in. Keep the photos with the inventory and ask the tenant to sign each page.',
      ),
      h(
        'Email from Tom (flat 1): Hi, the bathroom extractor fan has stopped working. Could you arrange for someone to look at it?',
        'Could you arrange for someone to look at it?',
      ),
      h(
        'gas safety cert for flat 1 expires 3 March - book inspection',
        'gas safety cert for flat 1 expires 3 March - book inspection',
      ),
      h(
        'Finally got the deposit into the protection scheme. Should have done it in September, the letter from the council gave me a fright.',
      ),
      h(
        'Treat your rental like a business. Keep a separate bank account and never mix personal and property spending.',
      ),
      h(
        'Call with accountant\nI need to send her all the receipts for the new carpets.\nShe thinks mortgage rates will drop in spring.\nCan I claim the mileage for the trips to flat 2?',
        'I need to send her all the receipts for the new carpets.',
        'Can I claim the mileage for the trips to flat 2?',
      ),
      h(
        'Flat 2 before new tenant\nrepaint hallway\nnew smoke alarm in bedroom',
        'repaint hallway',
        'new smoke alarm in bedroom',
      ),
      h('Rents in this town will keep going up as long as nobody builds anything.'),
      h(
        'Maria (letting agent): Can you confirm by Thursday whether you want to renew the management contract?',
        'Maria (letting agent): Can you confirm by Thursday whether you want to renew the management contract?',
      ),
      h(
        'To bleed a radiator, turn off the heating, put a cloth under the valve and turn the key a quarter turn until water appears.',
      ),
    ],
  },
  {
    name: 'a museum curator',
    highlights: [
      h(
        'Loan agreement for the Hepworth maquette still unsigned, chase registrar',
        'Loan agreement for the Hepworth maquette still unsigned, chase registrar',
      ),
      h('Let the object speak first. Write the label last, and then cut it by half.'),
      h(
        'Exhibition meeting - Rivers of Trade\nOpening moved to 12 May.\nAnika to draft the press release by end of next week.\nWhat do we do about the light levels in gallery 3?\nWe agreed the textiles stay in storage.',
        'Anika to draft the press release by end of next week.',
        'What do we do about the light levels in gallery 3?',
      ),
      h(
        'Conservators recommend keeping paper below 50 lux. Rotate works on paper every three months and never hang them opposite a window.',
      ),
      h(
        'Walked through the empty galleries after closing. I forget how much I love this building when it is quiet.',
      ),
      h(
        '@Ben can you pull the accession files for the 1974 bequest before Tuesday?',
        '@Ben can you pull the accession files for the 1974 bequest before Tuesday?',
      ),
      h(
        'I will write the grant report on Sunday, no excuses.',
        'I will write the grant report on Sunday, no excuses.',
      ),
      h('Museums should stop apologising for being slow. Research takes time.'),
      h(
        'From: Director\nPlease make sure all label text is with the designer by the 20th. I am away next week and Rachel is covering.',
        'Please make sure all label text is with the designer by the 20th.',
      ),
      h('The past is a foreign country: they do things differently there.'),
      h("Courier quote for the Dutch loan came in at double what we budgeted. It won't be approved."),
    ],
  },
  {
    name: 'a software support agent',
    highlights: [
      h(
        'Ticket 4821 - customer still cannot export to CSV after the update. Escalate to the platform team if no fix by tomorrow.',
        'Escalate to the platform team if no fix by tomorrow.',
      ),
      h(
        "Always restate the problem in the customer's own words. Then tell them what you will do next and when.",
      ),
      h(
        'Standup\nQueue is at 140, down from 210.\nKofi: cleared the SSO backlog yesterday.\nWho owns the billing macros now that Sara has left?',
        'Who owns the billing macros now that Sara has left?',
      ),
      h('Refund macro was updated to 30 days last week.'),
      h(
        'Priya: hey, could you take over the Acme escalation while I am on leave?',
        'Priya: hey, could you take over the Acme escalation while I am on leave?',
      ),
      h(
        'Had a customer cry on the phone today because she lost a year of invoices. We got them back. I should not have promised it before checking the backups though.',
      ),
      h(
        'To clear the cache, open Settings, choose Privacy and click Clear browsing data. Restart the browser before testing again.',
      ),
      h('Honestly the new ticketing tool will be worse than the old one.'),
      h(
        "Let's push for a proper known-issues page next quarter.",
        "Let's push for a proper known-issues page next quarter.",
      ),
      h(
        'Never argue with an angry customer. Ask what a good outcome looks like for them and work backwards.',
      ),
      h(
        'TODO: write up the workaround for the Safari login loop in the wiki',
        'TODO: write up the workaround for the Safari login loop in the wiki',
      ),
      h(
        'Team lead: Reminder that everyone needs to log their overtime in the portal before payroll closes on Thursday.',
        'Team lead: Reminder that everyone needs to log their overtime in the portal before payroll closes on Thursday.',
      ),
    ],
  },
  {
    name: 'a midwife on a night shift',
    highlights: [
      h(
        'Handover 7am\nBed 4 progressing well, 6cm.\nBed 6 needs a CTG review by the registrar before 9.\nCan someone check the resus trolley, the seal is broken?',
        'Bed 6 needs a CTG review by the registrar before 9.',
        'Can someone check the resus trolley, the seal is broken?',
      ),
      h('Trust the woman in front of you. Sit on your hands and let birth unfold.'),
      h('ring Mrs Adeyemi re breastfeeding support group', 'ring Mrs Adeyemi re breastfeeding support group'),
      h('Caught my 500th baby today. I cried in the car park afterwards and I do not even know why.'),
      h(
        'Encourage skin-to-skin contact in the first hour. Delay the first bath for at least 24 hours to help regulate temperature.',
      ),
      h(
        'Rota group\nGemma: anyone able to swap my Sunday night for a Tuesday day?',
        'Gemma: anyone able to swap my Sunday night for a Tuesday day?',
      ),
      h(
        'Mandatory training - neonatal life support - must be done by 15 April',
        'Mandatory training - neonatal life support - must be done by 15 April',
      ),
      h('Continuity of carer should be the standard, not a pilot project.'),
      h('The unit will be short again over Easter, it always is.'),
      h(
        'I must remember to order more birth balls for the home birth kit.',
        'I must remember to order more birth balls for the home birth kit.',
      ),
      h("Don't rush the third stage. Watch, wait, and keep your hands clean."),
    ],
  },
  {
    name: 'a history PhD student',
    highlights: [
      h(
        'Supervision with Dr Okoro\nShe liked chapter 2 but found it too descriptive.\nSend her the revised outline by 1 March.\nShould I include the 1830s petitions or leave them for chapter 3?',
        'Send her the revised outline by 1 March.',
        'Should I include the 1830s petitions or leave them for chapter 3?',
      ),
      h('Write every day, even if only a paragraph. Read your sources against the grain.'),
      h(
        'archive visit Thurs - bring pencils only, no pens, and the reader ticket',
        'archive visit Thurs - bring pencils only, no pens, and the reader ticket',
      ),
      h('History is not what happened, but what we can prove happened.'),
      h(
        'Spent six hours in the county records office and found nothing. I should have checked the catalogue online first.',
      ),
      h('Conference abstract due Friday 5pm!!', 'Conference abstract due Friday 5pm!!'),
      h(
        "To cite a manuscript, give the archive, the collection reference and the folio number. Use the archive's own spelling of names.",
      ),
      h('Graduate office: Upgrade panels for this cohort were all held in the spring term.'),
      h('Microhistory should get more respect in the department.'),
      h(
        'Reading group chat\nMaya: can you bring the Thompson chapter photocopies on Wed?',
        'Maya: can you bring the Thompson chapter photocopies on Wed?',
      ),
      h(
        'Ask Ruth whether the tithe maps have been digitised yet.',
        'Ask Ruth whether the tithe maps have been digitised yet.',
      ),
      h('I think the funding council will cut studentships again next year.'),
    ],
  },
  {
    name: 'a removal-company owner',
    highlights: [
      h('Van 2 MOT due 12th - book it in', 'Van 2 MOT due 12th - book it in'),
      h(
        'Tomorrow\nquote for the Patels, 3-bed semi\ncall back Mr Lowe about storage',
        'quote for the Patels, 3-bed semi',
        'call back Mr Lowe about storage',
      ),
      h(
        'Crew chat\nDanny: can someone grab the piano dolly from the unit before 8?',
        'Danny: can someone grab the piano dolly from the unit before 8?',
      ),
      h('Under-promise and over-deliver. Never quote for a job you have not seen in person.'),
      h(
        'Pack heavy items in small boxes and light items in large ones. Label each box on two sides with the room it is going to.',
      ),
      h(
        'Tough move today, four flights of stairs and no lift. The lads were brilliant and the customer tipped fifty quid each.',
      ),
      h(
        'From the insurer: We need a copy of your updated goods-in-transit policy before we can renew.',
        'From the insurer: We need a copy of your updated goods-in-transit policy before we can renew.',
      ),
      h('Small firms should not have to pay the same congestion charge as the big ones.'),
      h('We needed one more driver last summer and never got round to hiring.'),
      h('Fuel prices will go up again in spring, no doubt.'),
      h(
        'Mrs Greene (customer): Please could you send the invoice to my work email instead?',
        'Mrs Greene (customer): Please could you send the invoice to my work email instead?',
      ),
      h('I regret not buying the second van when it was cheap.'),
    ],
  },
];
