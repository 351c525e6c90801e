import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_40: LabelledDay[] = [
  {
    name: 'a conveyancing solicitor on an exchange-day Tuesday',
    highlights: [
      h(
        'From the Law Society cybercrime webinar. Never accept a change of bank details by email alone. The speaker said most losses in our sector still happen on Friday afternoons.',
      ),
      h(
        'Hi Ruth, could you let me know whether the local authority searches on 14 Albion Road are back yet? The buyers are getting anxious and have asked me twice this week. Thanks, Dan (Harlow & Finch)',
        'Hi Ruth, could you let me know whether the local authority searches on 14 Albion Road are back yet?',
      ),
      h(
        'Exchange on Albion Road took place at 11.42 this morning with completion fixed for 28 March. I rang both clients to confirm.',
      ),
      h(
        "Completion checklist\nRequest redemption statement from Nationwide\nSDLT return — draft and send to client for approval\nKeys to be left with Harlow & Finch\nThe buyer's lender has already released funds",
        'Request redemption statement from Nationwide',
        'SDLT return — draft and send to client for approval',
        'Keys to be left with Harlow & Finch',
      ),
      h('i meant to chase the Land Registry requisition yesterday but the afternoon disappeared'),
      h(
        'The mortgage offer should arrive by the end of the week, according to the broker. Once it lands I must send the certificate of title to the lender within five working days.',
        'Once it lands I must send the certificate of title to the lender within five working days.',
      ),
      h(
        'Priya: has anyone got the file for 9 Kestrel Close?\nMe: it was in the strongroom last time I looked\nPriya: found it, ignore me',
      ),
      h(
        'Note to self: you need to renew your practising certificate before 31 October. The SRA portal opens for renewals on 1 October.',
        'Note to self: you need to renew your practising certificate before 31 October.',
      ),
      h(
        'Partners meeting — actions. Ben has already circulated the revised fee scales. Action: Ruth — update the client care letter template. We agreed the office will close at 1pm on Christmas Eve.',
        'Action: Ruth — update the client care letter template.',
      ),
      h(
        'Thank you so much for all your help with the purchase, we could not have done it without you! The champagne is on its way.',
      ),
      h(
        'Who is covering my completions while I am on leave in April? Sasha offered, but her own caseload is heavy.',
        'Who is covering my completions while I am on leave in April?',
      ),
    ],
  },
  {
    name: 'a mortgage broker on a Monday',
    highlights: [
      h(
        'Rates update from the lender panel: Halifax cut its two-year fixes by 0.15% this morning. Swap rates should keep drifting down into the spring if inflation behaves.',
      ),
      h(
        'Mrs Adeyemi rang back at 10. She has found the missing payslips and has already emailed them over. I explained the valuation process again.',
      ),
      h(
        'to do mon\nchase Santander for the Patel valuation\nupload bank statements for the Greens\nsuitability letter for J Moore',
        'chase Santander for the Patel valuation',
        'upload bank statements for the Greens',
        'suitability letter for J Moore',
      ),
      h(
        'From my CeMAP revision notes. Always check affordability on a stressed rate, not just the pay rate. Lenders look at the last three months of statements, so gambling transactions matter.',
      ),
      h(
        'Hi Kwame, just wondering if you could send over the decision in principle so we can show the estate agent? Many thanks, Lucy',
        'Hi Kwame, just wondering if you could send over the decision in principle so we can show the estate agent?',
      ),
      h("The Patels' offer should be issued by Wednesday now that the valuation is in."),
      h(
        'Compliance reminder: your annual CPD log has to be submitted to the network by 30 April. Last year I left it until the final weekend.',
        'Compliance reminder: your annual CPD log has to be submitted to the network by 30 April.',
      ),
      h(
        "Sophie: Are we still doing the team lunch on Friday?\nKwame: yes, 1pm at Carluccio's\nSophie: great, see you there",
      ),
      h('Why do people always decide to remortgage the week before their deal ends? Honestly.'),
      h(
        'We need to decide whether to move the Greens to a five-year fix or stay on a tracker before the rate lock expires on the 19th.',
        'We need to decide whether to move the Greens to a five-year fix or stay on a tracker before the rate lock expires on the 19th.',
      ),
    ],
  },
  {
    name: 'an external auditor during year-end fieldwork',
    highlights: [
      h(
        'Audit planning memo, Brightwater Foods Ltd, year ended 31 December. Materiality has been set at £180,000 based on 1% of revenue. Revenue recognition remains the key risk area.',
      ),
      h(
        'Dear Mei, could you please provide a list of the outstanding queries before our call on Thursday at 3pm? Kind regards, Tom Hughes, Finance Director',
        'Dear Mei, could you please provide a list of the outstanding queries before our call on Thursday at 3pm?',
      ),
      h(
        'I need to request the bank confirmation letters today, as the bank takes up to four weeks to reply.',
        'I need to request the bank confirmation letters today, as the bank takes up to four weeks to reply.',
      ),
      h(
        'The training manual says to vouch from the ledger to the invoice for occurrence and from the invoice to the ledger for completeness. Professional scepticism is not optional.',
      ),
      h(
        'Inventory count at the Wakefield warehouse went well. We test-counted 40 lines and found two minor differences. The final count sheets arrived before we left.',
      ),
      h(
        'Review points from Anita\nPPE additions — agree a sample of five to invoices\nGoing concern: obtain the cash flow forecast and board minutes\nThese were mostly about presentation, to be fair',
        'PPE additions — agree a sample of five to invoices',
        'Going concern: obtain the cash flow forecast and board minutes',
      ),
      h(
        "Don't forget to send the engagement letter for Carrow Logistics to the partner for sign-off.",
        "Don't forget to send the engagement letter for Carrow Logistics to the partner for sign-off.",
      ),
      h(
        'Last year I meant to flag the accruals issue earlier and never did. The follow-up with management dragged on until June.',
      ),
      h(
        'Anita: Who is doing the debtors circularisation this year?\nMei: not sure, Josh did it last year',
        'Anita: Who is doing the debtors circularisation this year?',
      ),
      h('The audit report is expected to be signed on 14 April.'),
    ],
  },
  {
    name: 'a civil servant in a ministerial private office on a Thursday',
    highlights: [
      h(
        'The Minister has asked for a decision by the end of the month. The submission on the rail fares consultation must be cleared by the Director before 6pm today.',
        'The submission on the rail fares consultation must be cleared by the Director before 6pm today.',
      ),
      h(
        'From the Civil Service Learning course on drafting. Put the recommendation in the first paragraph. Ministers read the summary and rarely the annex.',
      ),
      h(
        'Dear Colleagues, please could all teams return their Q3 spending forecasts to the Finance Business Partner by noon on Tuesday 8 October. Late returns will be escalated to the Permanent Secretary.',
        'Dear Colleagues, please could all teams return their Q3 spending forecasts to the Finance Business Partner by noon on Tuesday 8 October.',
      ),
      h(
        'PQ 4471 answered and sent to the Parliamentary Clerk at 9.30. The Minister was content with the draft.',
      ),
      h(
        'FOI request from a journalist about consultancy spend — response due 21 working days from receipt, so by 14 November.',
        'FOI request from a journalist about consultancy spend — response due 21 working days from receipt, so by 14 November.',
      ),
      h(
        'Should we be publishing the impact assessment alongside the consultation response? Legal say it is a matter for the policy team.',
        'Should we be publishing the impact assessment alongside the consultation response?',
      ),
      h("Jess: are you coming to the all-staff town hall at 2?\nMe: can't, clashes with the bill team"),
      h('The spending review settlement should be announced on the 30th.'),
      h(
        'Handover notes for Rahul while I am on leave\nClear the three outstanding ministerial letters on the correspondence tracker\nAttend the stakeholder roundtable on Wednesday in my place\nThe tracker password is in the team notebook',
        'Clear the three outstanding ministerial letters on the correspondence tracker',
        'Attend the stakeholder roundtable on Wednesday in my place',
      ),
      h(
        'You have to complete the mandatory security refresher before your pass expires on the 20th.',
        'You have to complete the mandatory security refresher before your pass expires on the 20th.',
      ),
    ],
  },
  {
    name: 'a residential block property manager on a Monday',
    highlights: [
      h(
        'Dear Gareth, the lift at Marlowe Court has been out of service since Saturday and my mother cannot manage the stairs. Please can you tell me when the engineer is coming? Regards, Helen Price (Flat 12)',
        'Please can you tell me when the engineer is coming?',
      ),
      h('Lift engineer booked for 8am tomorrow. I emailed all residents with the update.'),
      h(
        'The service charge budget for 2025 has to be issued to leaseholders at least a month before the year starts. Section 20 notices on the roof works went out in March.',
        'The service charge budget for 2025 has to be issued to leaseholders at least a month before the year starts.',
      ),
      h(
        'From the ARMA seminar on fire safety. Always keep a copy of the fire risk assessment on site. Residents are entitled to see it on request.',
      ),
      h(
        'Tuesday\nMarlowe Court inspection 10am\nKeys for Flat 3 to contractor',
        'Marlowe Court inspection 10am',
        'Keys for Flat 3 to contractor',
      ),
      h("The RTM company directors met last night and approved the budget. I'm glad that's over."),
      h(
        'Could you send the insurance schedule to the new leaseholder at Flat 7 — she needs it for her mortgage lender? Thanks, Amira (accounts)',
        'Could you send the insurance schedule to the new leaseholder at Flat 7 — she needs it for her mortgage lender?',
      ),
      h('Why do leaseholders always assume the managing agent pockets the reserve fund?'),
      h(
        'Contractor meeting notes. Roofers to start scaffolding on Monday 14th. Apex Electrical to quote for the communal lighting by end of the week. Weather permitting, the works should take six weeks.',
        'Roofers to start scaffolding on Monday 14th.',
        'Apex Electrical to quote for the communal lighting by end of the week.',
      ),
      h(
        "The gas safety certificate for the caretaker's flat expired on the 2nd, so I need to book the annual check this week.",
        "The gas safety certificate for the caretaker's flat expired on the 2nd, so I need to book the annual check this week.",
      ),
    ],
  },
  {
    name: 'a tax adviser in the January self-assessment rush',
    highlights: [
      h(
        'HMRC said this morning that over five million returns are still outstanding ahead of the January deadline. Our own backlog is down to 23 clients.',
      ),
      h(
        'Dear Fiona, please find attached my P60 and the dividend vouchers. Do you also need the rental statements from the letting agent? Best wishes, Colin',
        'Do you also need the rental statements from the letting agent?',
      ),
      h(
        "Mr Barker's return — chase him for the capital gains computation on the buy-to-let sale",
        "Mr Barker's return — chase him for the capital gains computation on the buy-to-let sale",
      ),
      h(
        'From the CIOT technical update. Keep contemporaneous records of every advice call. If it is not written down, it did not happen.',
      ),
      h('I filed eleven returns today and paid the Barker bill from the client account. My eyes hurt.'),
      h(
        'Payments on account for the Hendersons should come down next year now that the business income has dropped.',
      ),
      h(
        'Team chat\nLeo: can someone review the Okonkwo R&D claim before it goes out?\nFiona: depends how the Barker file goes\nLeo: no worries',
        'Leo: can someone review the Okonkwo R&D claim before it goes out?',
      ),
      h(
        'Note to self: you must register the new client for MTD before their next VAT quarter starts on 1 April.',
        'Note to self: you must register the new client for MTD before their next VAT quarter starts on 1 April.',
      ),
      h('Did I really think a tax career would be quieter than audit?'),
      h(
        'Engagement letters for the three new landlord clients have to go out before we do any work.',
        'Engagement letters for the three new landlord clients have to go out before we do any work.',
      ),
      h('vet w/ Biscuit sat 9.30', 'vet w/ Biscuit sat 9.30'),
    ],
  },
  {
    name: "a magistrates' court legal adviser on a Friday",
    highlights: [
      h(
        'List for Court 3 on Monday has 38 cases, including two trials and a sentencing hearing adjourned from last month.',
      ),
      h(
        'The Polish interpreter is booked through the agency until 1pm. She has worked in this court many times before.',
      ),
      h(
        'From the bench book. Always explain the credit for an early guilty plea in plain language. The defendant must understand the sentence that is passed.',
      ),
      h(
        'Dear Declan, could you please send me the court extract for R v Hollis so that we can lodge the appeal? Many thanks, Sarah Mensah, Mensah Solicitors',
        'Dear Declan, could you please send me the court extract for R v Hollis so that we can lodge the appeal?',
      ),
      h(
        "The register entries for this morning's remand court have to be finalised before the end of the day.",
        "The register entries for this morning's remand court have to be finalised before the end of the day.",
      ),
      h(
        "Cakes for Marion's retirement do — order from Greggs by Wednesday",
        "Cakes for Marion's retirement do — order from Greggs by Wednesday",
      ),
      h(
        'I forgot to update the witness care unit about the trial vacating, and I should have done it on Tuesday.',
      ),
      h(
        'Legal team meeting\nAction: Declan — update the guidance note on remote hearings\nTraining on the new Common Platform case system will be delivered in November\nWho is taking the minutes next time?',
        'Action: Declan — update the guidance note on remote hearings',
        'Who is taking the minutes next time?',
      ),
      h('Usher: the jury in Court 1 have sent a note\nMe: on my way'),
      h(
        'Can you get the victim personal statement copied for the magistrates before we sit at 2? The CPS emailed it late again.',
        'Can you get the victim personal statement copied for the magistrates before we sit at 2?',
      ),
    ],
  },
  {
    name: 'an insolvency practitioner on a Wednesday',
    highlights: [
      h(
        "Creditors' meeting for Halden Joinery Ltd held virtually at 11am. Fourteen creditors attended and the liquidator's fees were approved.",
      ),
      h(
        'Under section 214, directors can be personally liable for wrongful trading once they knew the company could not avoid insolvent liquidation.',
      ),
      h(
        'We must file the statement of affairs at Companies House within 14 days of the appointment.',
        'We must file the statement of affairs at Companies House within 14 days of the appointment.',
      ),
      h('The HMRC preferential claim should come in at around £63,000, according to the director.'),
      h(
        'Jon: have the books and records been collected from the Halden unit?\nNadia: yes, Tuesday, they are in the archive room',
      ),
      h(
        'Hi Nadia, please could you confirm whether the agents can sell the van before the end of the month? The landlord wants the yard cleared. Best, Raj (Pro Auctions)',
        'Hi Nadia, please could you confirm whether the agents can sell the van before the end of the month?',
      ),
      h(
        'Reading an old Insolvency Service guide. Do not let the director pay creditors selectively in the run-up to the appointment. The guide is from 2011 but still sound.',
      ),
      h(
        'weds list\nredundancy forms to the RPS for the Halden staff\nSIP 16 statement\nrenew bond',
        'redundancy forms to the RPS for the Halden staff',
        'SIP 16 statement',
        'renew bond',
      ),
      h('I chased the bank for the final statements again this morning.'),
      h(
        'Has anyone told the pension trustees that the scheme is going into the PPF assessment period? Probably not, knowing this week.',
        'Has anyone told the pension trustees that the scheme is going into the PPF assessment period?',
      ),
      h(
        'Thank you for your patience during what has been a very difficult time for the family. The directors will not forget it.',
      ),
    ],
  },
];
