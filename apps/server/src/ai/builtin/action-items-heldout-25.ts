import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_25: LabelledDay[] = [
  {
    name: 'a procurement manager at a hospital trust on a Tuesday',
    highlights: [
      h(
        'Category review — minutes, 14 May\nAttendees: RM, JK, DP, SO\nDecision: Supplier B chosen for the laptop refresh, subject to references.\nThe framework renewal was discussed; no change to the timetable.\nActions:\nJK to circulate the draft specification by Friday\nDP to confirm the budget code with finance\nActions from the last meeting: all complete.',
        'JK to circulate the draft specification by Friday',
        'DP to confirm the budget code with finance',
      ),
      h(
        'Hi Rachel, hope the move went smoothly and that the new office is a bit warmer than the old one, and while I think of it, could you send me the signed conflict-of-interest forms from the panel before Thursday so I can close the file. The rest of the pack is with legal. Many thanks, Owen',
        'Hi Rachel, hope the move went smoothly and that the new office is a bit warmer than the old one, and while I think of it, could you send me the signed conflict-of-interest forms from the panel before Thursday so I can close the file.',
      ),
      h('"If it takes less than two minutes, do it now." — David Allen, Getting Things Done'),
      h(
        'Dee: the Medline invoice is stuck in the approval queue again\nDee: can you nudge AP before month end?\nMe: they ignored my last two emails',
        'Dee: can you nudge AP before month end?',
      ),
      h(
        'FYI the e-procurement portal will be down on Saturday from 6am to 10am for upgrades. No action needed on your side. Orders raised before Friday 5pm should go through as normal.',
      ),
      h(
        'contract for the catering services has to be signed by the 3rd, otherwise we roll onto the old rates',
        'contract for the catering services has to be signed by the 3rd, otherwise we roll onto the old rates',
      ),
      h(
        "Supplier day debrief. Good turnout, about 40 suppliers. Two asked why we still insist on paper tenders, which we don't. I updated the FAQ on the website the same afternoon so that's now clear.",
      ),
      h('Tender evaluation panel Thurs 10am, room 4B', 'Tender evaluation panel Thurs 10am, room 4B'),
      h('Why does every supplier send their invoices on the 31st? Honestly. Some things never change.'),
      h(
        'Quote from the negotiation course: "Never accept the first offer, and never make a concession without getting something back." Worth remembering for the cleaning contract.',
      ),
      h('Savings this year so far: £412k against a target of £500k. Finance seem happy enough.'),
    ],
  },
  {
    name: 'a clinical trial coordinator at a research hospital on a Monday',
    highlights: [
      h(
        'Site initiation visit, 12 June\nMonitor noted two minor findings, both closed on the day.\nNo protocol deviations to report.\nSponsor confirmed the IMP shipment for 3 July.\nActions\nSO to file the signed delegation log in the ISF\nMK to re-send the lab manual to pharmacy',
        'SO to file the signed delegation log in the ISF',
        'MK to re-send the lab manual to pharmacy',
      ),
      h(
        "Dear Sofia, thank you for sending the screening logs, which arrived safely and all look in order, although I wonder whether you might be able to re-check the date of consent for participant 014, as the CRF and the consent form don't seem to agree. Best wishes, Karen",
        "Dear Sofia, thank you for sending the screening logs, which arrived safely and all look in order, although I wonder whether you might be able to re-check the date of consent for participant 014, as the CRF and the consent form don't seem to agree.",
      ),
      h('The next monitoring visit should be in September, depending on recruitment.'),
      h(
        'Participant 022 withdrew consent on Friday. I logged it in the EDC and told the PI. Follow-up: none required per protocol.',
      ),
      h(
        'remember to order more SST tubes, we are down to one box',
        'remember to order more SST tubes, we are down to one box',
      ),
      h(
        'Ethics amendment\nThe substantial amendment was submitted on the 28th. Dr Patel had already reviewed the tracked changes.',
      ),
      h('Greg McKeown, Essentialism: "If it isn\'t a clear yes, then it\'s a clear no."'),
      h(
        'PI meeting Weds 2pm — bring the recruitment figures',
        'PI meeting Weds 2pm — bring the recruitment figures',
      ),
      h(
        'Pharmacy asked whether they could keep using the old temperature log template. I told them yes until the new one is approved.',
      ),
      h(
        'Recruitment is at 31 of 40. Slower than we hoped, but the new GP referral route seems to be helping.',
      ),
      h(
        'You need to renew your GCP certificate, it runs out in August.',
        'You need to renew your GCP certificate, it runs out in August.',
      ),
    ],
  },
  {
    name: 'a fundraiser in a university development office on a Wednesday',
    highlights: [
      h(
        'Campaign board — minutes\nPresent: VC, LH, TB, AO, RW\nThe board welcomed the £2m pledge from the Harcourt Foundation.\nAgreed: the naming rights policy stays as it is for now.\nAO and RW agreed a date for the alumni dinner: 14 November.\nActions:\nLH to draft the thank-you letter for the VC to sign\nTB to update the pipeline report before the next board',
        'LH to draft the thank-you letter for the VC to sign',
        'TB to update the pipeline report before the next board',
      ),
      h(
        'Hi Tom, lovely to see you at the reunion, and thank you again for the tour of the new library, which the alumni really enjoyed; would you mind sending me the list of guests who ticked the "keep me informed" box so I can add them to the database before the autumn appeal goes out? Cheers, Harriet',
        'Hi Tom, lovely to see you at the reunion, and thank you again for the tour of the new library, which the alumni really enjoyed; would you mind sending me the list of guests who ticked the "keep me informed" box so I can add them to the database before the autumn appeal goes out?',
      ),
      h(
        'Donor call with Mrs Okafor went well. She is thinking about a legacy gift but wants to talk to her family first. Post her the legacy brochure this week.',
        'Post her the legacy brochure this week.',
      ),
      h(
        'Penelope Burk, Donor-Centered Fundraising: thank donors within 48 hours, and make the thank-you personal.',
      ),
      h('Gift aid claim for the spring appeal went to HMRC on Friday.'),
      h('The telethon students start on Monday. They were trained last week and are raring to go.'),
      h(
        'Note from LH: the alumni magazine goes to print on the 9th, so any copy for the donor roll needs to reach her by the 5th.',
        'Note from LH: the alumni magazine goes to print on the 9th, so any copy for the donor roll needs to reach her by the 5th.',
      ),
      h('Thank you so much for your generous gift to the scholarship fund.'),
      h(
        'We still need to decide whether the dinner is black tie.',
        'We still need to decide whether the dinner is black tie.',
      ),
      h(
        'Who is hosting the Hong Kong alumni on the 18th?',
        'Who is hosting the Hong Kong alumni on the 18th?',
      ),
      h('Pipeline total now £4.3m, up from £3.1m in January.'),
    ],
  },
  {
    name: 'an IT service desk lead at a housing association on a Thursday',
    highlights: [
      h(
        'Weekly service review\nP1 incidents: 2, both resolved within SLA.\nThe password reset backlog is down to 14 tickets.\nBS has already drafted the comms for the Outlook migration.\nActions:\nGH to update the knowledge article on MFA resets\nNB to chase the vendor on the printer firmware\nNo action on the VPN issue until the patch is out.',
        'GH to update the knowledge article on MFA resets',
        'NB to chase the vendor on the printer firmware',
      ),
      h(
        "Aisha: the new starters on Monday still don't have laptops\nAisha: can someone sort that today pls\nKev: on it",
        'Aisha: can someone sort that today pls',
      ),
      h(
        'Hi Nadia, apologies for the slow reply, it has been one of those weeks with the network outage on Tuesday and half of my team out with the flu, but going back to your question about the CRM pilot, it would really help if you could confirm by Wednesday whether the service desk can provide first-line support for the twenty pilot users, as we need to prioritize the rollout schedule. Thanks, Ben',
        'Hi Nadia, apologies for the slow reply, it has been one of those weeks with the network outage on Tuesday and half of my team out with the flu, but going back to your question about the CRM pilot, it would really help if you could confirm by Wednesday whether the service desk can provide first-line support for the twenty pilot users, as we need to prioritize the rollout schedule.',
      ),
      h(
        '"What gets measured gets managed." Often attributed to Peter Drucker, though he probably never said it.',
      ),
      h(
        'TODO: renew the SSL certificate for the self-service portal (expires 14 Nov)',
        'TODO: renew the SSL certificate for the self-service portal (expires 14 Nov)',
      ),
      h(
        "The firewall change went in last night without any problems. Users shouldn't notice any difference.",
      ),
      h('Asked Priyanka whether the new hires can cover the late shift; she said yes.'),
      h('Major incident review Fri 9.30, conf room 2', 'Major incident review Fri 9.30, conf room 2'),
      h('Satisfaction score this month: 4.6 out of 5. Best since we started measuring it.'),
      h(
        'Team one-to-ones need to be booked for next month. Also, the Christmas cover rota went out last week.',
        'Team one-to-ones need to be booked for next month.',
      ),
      h('Why do people always log tickets at 4.59pm on a Friday?'),
    ],
  },
  {
    name: 'a grant writer for a youth charity on a Friday',
    highlights: [
      h(
        'Feedback from the Lottery: our bid was strong on need but weak on evidence of outcomes. They encouraged us to reapply in the next round. We need to decide by the end of the month whether to go for round 3.',
        'We need to decide by the end of the month whether to go for round 3.',
      ),
      h(
        "Bid planning meeting\nAgreed to target the Wellcome and Esmée deadlines this year.\nMA has already got two quotes for the evaluation.\nActions:\nCF to pull together the last three years' outcome data\nI'll write the first draft of the case for support",
        "CF to pull together the last three years' outcome data",
        "I'll write the first draft of the case for support",
      ),
      h('From "On Writing Well": Clutter is the disease of American writing.'),
      h(
        'Budget has to be signed off by the finance director before we submit.',
        'Budget has to be signed off by the finance director before we submit.',
      ),
      h(
        'Dear Jo, many thanks for your note, and yes, the trustees were delighted to hear the project is going ahead, although before we can release the second instalment we will need the interim report and a short set of case studies, ideally by the end of April. With best wishes, Margaret (Programme Officer)',
        'Dear Jo, many thanks for your note, and yes, the trustees were delighted to hear the project is going ahead, although before we can release the second instalment we will need the interim report and a short set of case studies, ideally by the end of April.',
      ),
      h("Word count for the Wellcome form is 500 per section. That's brutal."),
      h('Called the Community Foundation about match funding; in-kind contributions are fine.'),
      h(
        "Don't forget the letters of support from the two schools",
        "Don't forget the letters of support from the two schools",
      ),
      h('I meant to send the draft to Chris yesterday but ran out of time.'),
      h('The outcome should be announced in June.'),
      h(
        'can you look over the theory of change diagram before Thursday? — msg from Chris',
        'can you look over the theory of change diagram before Thursday?',
      ),
    ],
  },
  {
    name: 'a compliance officer at a payments company on a Monday',
    highlights: [
      h(
        "Risk and compliance committee — 7 March\nThe committee noted the FCA's Dear CEO letter on consumer duty.\nDecision: no change to the risk appetite statement this quarter.\nThe updated AML policy was approved.\nActions\nLB to map the consumer duty outcomes to our product list\nTW and EK to review the complaints data for vulnerable customers",
        'LB to map the consumer duty outcomes to our product list',
        'TW and EK to review the complaints data for vulnerable customers',
      ),
      h(
        'Attestations for the annual conduct rules training were due last Friday; 88% are in. Chase the 12 stragglers on Monday.',
        'Chase the 12 stragglers on Monday.',
      ),
      h(
        'Book quote (The Checklist Manifesto): "Under conditions of complexity, not only are checklists a help, they are required for success."',
      ),
      h(
        "Hi Laura, following on from yesterday's call, and bearing in mind that the auditors are now coming in a week earlier than planned because of their own scheduling issues, I'd be grateful if you could pull together the evidence for the sanctions screening controls by next Wednesday. Kind regards, Tariq",
        "Hi Laura, following on from yesterday's call, and bearing in mind that the auditors are now coming in a week earlier than planned because of their own scheduling issues, I'd be grateful if you could pull together the evidence for the sanctions screening controls by next Wednesday.",
      ),
      h(
        'FYI: the regulator has published its new guidance on financial promotions. Nothing for us to do until the consultation closes.',
      ),
      h(
        'We will need to decide who owns the breach log once Emma leaves.',
        'We will need to decide who owns the breach log once Emma leaves.',
      ),
      h('Reported the suspicious transaction to the MLRO this morning.'),
      h(
        'Check whether the whistleblowing policy on the intranet is the current version',
        'Check whether the whistleblowing policy on the intranet is the current version',
      ),
      h('The policy review should be complete by the end of Q2 if the board approves it in May.'),
      h(
        'Gifts and hospitality register — Tom to log the Wimbledon tickets',
        'Gifts and hospitality register — Tom to log the Wimbledon tickets',
      ),
      h(
        "Compliance isn't a department, it's a habit. Somebody said that at the conference and it stuck with me.",
      ),
    ],
  },
  {
    name: 'a planning officer at a district council on a Tuesday',
    highlights: [
      h(
        'Pre-application meeting, Mill Lane site\nApplicant presented revised plans with 42 units instead of 48.\nHighways are still concerned about the junction.\nApplicant has already submitted a heritage statement.\nActions:\nJP to request a transport statement from the applicant\nSW to check the flood risk map for the northern field',
        'JP to request a transport statement from the applicant',
        'SW to check the flood risk map for the northern field',
      ),
      h(
        'Dear Ms Walsh, I am writing once again about the extension at number 14, which as you know has been going on since last spring and is causing my mother a great deal of distress, and I would ask that you please confirm in writing whether the enforcement notice has actually been served. Yours sincerely, D Hughes',
        'Dear Ms Walsh, I am writing once again about the extension at number 14, which as you know has been going on since last spring and is causing my mother a great deal of distress, and I would ask that you please confirm in writing whether the enforcement notice has actually been served.',
      ),
      h('Committee site visit Tues 9am — wellies!', 'Committee site visit Tues 9am — wellies!'),
      h('Decision notice for 23/0412/FUL issued on Friday.'),
      h(
        "Julie Morgenstern's advice: never check email in the morning. Tried it for a week; it did not last.",
      ),
      h('The neighbour consultation closed on the 21st with 63 objections.'),
      h(
        'need to write up the officer report for the school extension by Thurs',
        'need to write up the officer report for the school extension by Thurs',
      ),
      h(
        'Ring the parish clerk about the date of their meeting',
        'Ring the parish clerk about the date of their meeting',
      ),
      h(
        'Steve: has anyone got a copy of the 1998 permission for the barn? need it for the appeal',
        'Steve: has anyone got a copy of the 1998 permission for the barn? need it for the appeal',
      ),
      h('The appeal hearing should take two days.'),
      h('Planning is the art of the possible, my old boss used to say.'),
    ],
  },
  {
    name: 'an executive assistant to a chief executive on a Wednesday',
    highlights: [
      h(
        'Exec team meeting — actions\nCEO to call the chair about the board dates\nCFO to circulate the Q3 forecast by Monday\nKM found a venue for the leadership offsite in October.\nThe CEO thanked everyone for their work on the merger.',
        'CEO to call the chair about the board dates',
        'CFO to circulate the Q3 forecast by Monday',
      ),
      h(
        'Hi Kate, sorry to add to your inbox, I know the diary is a nightmare this month with the offsite and the board, but Mark has asked whether there is any chance of 30 minutes with him before he flies to Singapore, ideally on Thursday or Friday morning. Thanks, Lou',
        'Hi Kate, sorry to add to your inbox, I know the diary is a nightmare this month with the offsite and the board, but Mark has asked whether there is any chance of 30 minutes with him before he flies to Singapore, ideally on Thursday or Friday morning.',
      ),
      h(
        'Expenses for August have to be submitted by the 5th.',
        'Expenses for August have to be submitted by the 5th.',
      ),
      h(
        'Drucker, The Effective Executive: "One either meets or one works. One cannot do both at the same time."',
      ),
      h(
        'Passport renewal for the CEO — check expiry before the Singapore trip',
        'Passport renewal for the CEO — check expiry before the Singapore trip',
      ),
      h('FYI the 10am with the auditors has moved to 11. Nothing else changes.'),
      h("Mark's flowers for his wife's birthday: done. Restaurant booked for 8pm Saturday."),
      h(
        'Shopping for the board dinner\nSparkling water\nChocolates for the table\nName cards were printed yesterday.\nThe caterers are organizing everything else.',
        'Sparkling water',
        'Chocolates for the table',
      ),
      h('Mark promised to write the foreword for the annual report, which is great news.'),
      h(
        'Who is taking the minutes at the board while I am on leave?',
        'Who is taking the minutes at the board while I am on leave?',
      ),
      h('Today was long. Twelve meetings, forty emails, one sandwich.'),
    ],
  },
];
