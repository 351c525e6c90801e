import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_54: LabelledDay[] = [
  {
    name: 'a self-employed bookkeeper at month-end on a Tuesday',
    highlights: [
      h(
        "Month-end for the Hallett account. Bank rec is out by £412.60 and I think it's the Stripe payout that landed on the 1st. Check the Stripe payout dates against the bank feed before I touch anything else.",
        'Check the Stripe payout dates against the bank feed before I touch anything else.',
      ),
      h(
        "Dave (Hallett Joinery): Morning! Can you send me the aged debtors list before my 2pm with the bank?\nMe: Morning Dave, the rec is nearly done.\nDave: Cheers, you're a star.",
        'Can you send me the aged debtors list before my 2pm with the bank?',
      ),
      h(
        "Tip from the AAT newsletter this week: never post a journal you can't explain to an auditor in one sentence. Their other tip: reconcile the suspense account weekly, not at year end. Both obvious, both ignored by every client I have.",
      ),
      h(
        "Payroll for Greenway Cafe: 6 staff this month, one leaver. Hannah's P45 has to be issued by Friday.",
        "Hannah's P45 has to be issued by Friday.",
      ),
      h(
        'HSBC: A payment of £1,250.00 to HMRC VAT was made from your account ending 4471 on 28 May. If you did not make this payment, call us on 03457 404 404.',
      ),
      h(
        'todo today\nchase Marsh & Co for the March invoices\nsend Greenway their VAT figures\nthe usual chaos',
        'chase Marsh & Co for the March invoices',
        'send Greenway their VAT figures',
      ),
      h(
        'Rang HMRC about the Hallett PAYE reference this morning and sat on hold for 48 minutes. They finally confirmed the reference is right and the payment was just allocated late. I meant to ask them about the 2022 penalty too but lost the will to live.',
      ),
      h(
        "Note to self: Dave's van lease is going through as rent, it belongs under motor expenses. Move the van lease payments to motor expenses and flag it in the year-end notes. The lease company should send a revised schedule in June.",
        'Move the van lease payments to motor expenses and flag it in the year-end notes.',
      ),
      h(
        "Call with Priya at Bloom Studio. She's switching from cash accounting to accrual next year. Priya to send the signed engagement letter by Thursday. They also need to send me last year's accounts before I can set up the opening balances. We talked through the Xero migration, no follow-up needed on that yet.",
        'Priya to send the signed engagement letter by Thursday.',
        "They also need to send me last year's accounts before I can set up the opening balances.",
      ),
      h(
        "Quote from a book I'm reading on running a practice: the clients who pay late are never the ones who complain about your fees. Raise your prices every January and nobody will notice.",
      ),
      h(
        'Greenway VAT return due 7th\nDentist Thurs 4.15',
        'Greenway VAT return due 7th',
        'Dentist Thurs 4.15',
      ),
    ],
  },
  {
    name: 'an independent financial planner on a Monday',
    highlights: [
      h(
        "Monday review list\nOkafors — annual review, book in before end of June\nMrs Blake's ISA transfer went through on Friday\nHarts happy with the new drawdown level",
        'Okafors — annual review, book in before end of June',
      ),
      h(
        "From this week's Citywire piece on sequencing risk: never sell equities to fund income in a falling market if you can draw from a cash buffer instead. Clients should hold two years of spending in cash. Worth a read.",
      ),
      h(
        "Email from Tom Okafor: Could you let me know whether we can still use last year's ISA allowance? I've attached both our P60s.",
        "Email from Tom Okafor: Could you let me know whether we can still use last year's ISA allowance?",
      ),
      h(
        'Compliance: the suitability report for the Harts has to be signed off by Wednesday. The FCA consumer duty review should land in September.',
        'Compliance: the suitability report for the Harts has to be signed off by Wednesday.',
      ),
      h(
        'Platform alert: A withdrawal of £6,000.00 has been scheduled for client ref HRT-0192 on 14/06. No action is required.',
      ),
      h(
        "Spoke to Grace Blake about her granddaughter's JISA. She wants to put £200 a month in. I explained how the annual allowance works and she seemed happy. Send Grace the JISA comparison sheet before her review.",
        'Send Grace the JISA comparison sheet before her review.',
      ),
      h(
        "Team huddle\nLeah: I'm off from the 10th for two weeks\nMe: I'll cover the Wilsons while you're away\nLeah: amazing, thank you",
        "Me: I'll cover the Wilsons while you're away",
      ),
      h(
        "Book quote (Morgan Housel): Saving does not require a goal of buying something specific. You can save just for saving's sake.",
      ),
      h(
        'Renew my PI insurance, it expires on the 30th. Last year I left it to the final day and the broker charged an admin fee.',
        'Renew my PI insurance, it expires on the 30th.',
      ),
      h(
        "Practice meeting\nCashflow modelling software: Jess thinks it's overkill for 80 clients\nDecision: park it until the autumn\nAction: Marcus to get a quote from Voyant anyway",
        'Action: Marcus to get a quote from Voyant anyway',
      ),
      h(
        "Okafor review notes: their emergency fund looks thin, about six weeks of spending. I'd normally recommend three to six months. They're both in secure jobs, so not urgent.",
      ),
    ],
  },
  {
    name: 'a retail investor in Ohio on a Saturday morning',
    highlights: [
      h(
        'Fidelity: Your order to buy 4 shares of VTI was filled at $241.36. A dividend of $31.12 from SCHD has been credited to your account.',
      ),
      h(
        "Note from the Bogleheads wiki: Don't check your portfolio every day. Rebalance once a year and otherwise leave it alone.",
      ),
      h(
        'I need to max out my Roth IRA contribution for last year before the April 15 deadline.',
        'I need to max out my Roth IRA contribution for last year before the April 15 deadline.',
      ),
      h(
        'Sold my Tesla shares on Tuesday at a loss of about $340. Annoyed at myself for holding them so long. I realize now I should have listened to my brother-in-law.',
      ),
      h(
        'tax stuff\nfind the 1099-B from Robinhood\nask Ama about filing jointly\nwash sale rule: 30 days either side',
        'find the 1099-B from Robinhood',
        'ask Ama about filing jointly',
      ),
      h(
        'Texts with Ama\nAma: my bonus came through!! 🎉\nAma: we still need to decide if it goes into the HYSA or toward the car loan\nMe: so proud of you',
        'Ama: we still need to decide if it goes into the HYSA or toward the car loan',
      ),
      h('The Fed should cut rates in September, according to most analysts. Stocks rallied on the news.'),
      h(
        "Remember to update the beneficiary on my 401(k) now that we're married.",
        "Remember to update the beneficiary on my 401(k) now that we're married.",
      ),
      h(
        "Portfolio as of today: 72% stocks, 18% bonds, 10% cash. Target was 70/20/10 so it's close enough. No rebalancing this quarter.",
      ),
      h(
        'r/personalfinance flowchart says pay off high-interest debt before investing a single dollar. Hard to argue with that.',
      ),
      h(
        'Expense ratio on the old target-date fund is 0.75%, which is criminal. Look into rolling the old 401(k) from my last job into an IRA.',
        'Look into rolling the old 401(k) from my last job into an IRA.',
      ),
    ],
  },
  {
    name: 'a sign-shop owner in Cardiff at the end of a VAT quarter',
    highlights: [
      h('VAT quarter ends 30 June. Return and payment due 7 August.', 'Return and payment due 7 August.'),
      h(
        'Starling: You received £1,440.00 from CARDIFF CITY COUNCIL ref INV-2231. Your balance is now £8,912.45.',
      ),
      h(
        "Note from the accountant (Gareth): you can't reclaim VAT on the client entertaining from the trade show. Zero-rated and exempt are not the same thing, stop treating them as if they are!",
      ),
      h(
        'Gareth also asked: can you send the fuel receipts for April and May by Friday? He needs them for the mileage check.',
        'Gareth also asked: can you send the fuel receipts for April and May by Friday?',
      ),
      h(
        'Shop to-do\nreorder 3M wrap film (gloss black + matte grey)\nLiam to fit the Dragon Cafe fascia on Wednesday\nPrinter head cleaned, all sorted',
        'reorder 3M wrap film (gloss black + matte grey)',
        'Liam to fit the Dragon Cafe fascia on Wednesday',
      ),
      h(
        'Invoiced Dragon Cafe £2,180 + VAT for the fascia and window graphics. They should pay within 30 days as usual.',
      ),
      h(
        "Reading a small business blog on cashflow: put your VAT money in a separate account the day a customer pays, then you'll never be caught short. Easier said than done.",
      ),
      h(
        'I have to ring Starling about the card machine fees before the next statement. They charged us 1.75% on every transaction last month.',
        'I have to ring Starling about the card machine fees before the next statement.',
      ),
      h('Worried about cashflow in July if the council pays late again.'),
      h(
        'Ebony (part-time admin): Hi Rhi, the Morgan Builders remittance came through today. Also, are we closing for the bank holiday or not?',
        'Also, are we closing for the bank holiday or not?',
      ),
      h('Sent the Q1 MTD submission through Xero and got the HMRC receipt. Proper adulting.'),
    ],
  },
  {
    name: 'a second-year history student budgeting on a Sunday night',
    highlights: [
      h(
        'Student Finance England: Your next maintenance loan payment of £1,583.33 will be paid on 27 January. Payments can take up to 3 working days to reach your account.',
      ),
      h('budget for the term\nrent £560/month\nfood £40/week\nphone £12\nfun money: lol'),
      h('cancel the Disney+ trial before the 14th!!', 'cancel the Disney+ trial before the 14th!!'),
      h(
        "From a money-saving TikTok: Never do a food shop when you're hungry. Batch cook on Sundays and freeze in portions.",
      ),
      h(
        "Group chat (flat 4B)\nJosh: the oat milk situation is getting out of hand\nMaya: it wasn't me this time 😭\nJosh: also the electric bill is £96 this quarter, £24 each, send it to me by Friday pls",
        'Josh: also the electric bill is £96 this quarter, £24 each, send it to me by Friday pls',
      ),
      h('Spent £38 at Wetherspoons on Thursday which was NOT in the plan. Feeling a bit sick about it.'),
      h(
        'You need to renew your 16-25 Railcard before the Easter trip home.',
        'You need to renew your 16-25 Railcard before the Easter trip home.',
      ),
      h(
        "Bank of Mum: she said she'd top me up £50 if I show her my budget spreadsheet. Send Mum a screenshot of the spreadsheet tonight.",
        'Send Mum a screenshot of the spreadsheet tonight.',
      ),
      h("Overdraft is interest-free up to £2,000 until I graduate. Doesn't mean I should use it."),
      h(
        'Hardship fund application deadline 3 Feb\nStudent services said the form should only take 20 minutes',
        'Hardship fund application deadline 3 Feb',
      ),
      h('Library fine paid, £4.20. Never again.'),
    ],
  },
  {
    name: 'a couple in Manchester saving for a house deposit',
    highlights: [
      h('House fund: £23,400 of £30,000. Up £850 this month even after the car repair.'),
      h(
        'Before we speak to a broker\nget three months of payslips together\nFern: check her credit file for the old Vodafone default\nWork out if we count as first-time buyers for stamp duty',
        'get three months of payslips together',
        'Fern: check her credit file for the old Vodafone default',
        'Work out if we count as first-time buyers for stamp duty',
      ),
      h(
        'Rightmove alert: 3 new properties match your search in Chorlton. A 2-bed terrace on Keppel Road has been reduced by £10,000.',
      ),
      h(
        "Article from MoneySavingExpert: Don't max out your budget just because a lender will let you borrow 4.5 times your salary. Leave room for rate rises.",
      ),
      h(
        "Ollie (text): I'm going to set up a standing order for £400 into the LISA on payday.",
        "Ollie (text): I'm going to set up a standing order for £400 into the LISA on payday.",
      ),
      h(
        'We viewed the flat on Beech Road yesterday. Lovely light, awful damp in the bathroom. The agent said the vendors should be flexible on price.',
      ),
      h(
        "Lifetime ISA bonus should hit in about 6 weeks. Fern's LISA is with Moneybox, mine is with AJ Bell.",
      ),
      h(
        'Mortgage in principle — book a call with the broker for next week, ideally Tues after 6',
        'Mortgage in principle — book a call with the broker for next week, ideally Tues after 6',
      ),
      h("Honestly feel like we'll be renting forever at this rate."),
      h('Spending freeze until September: no takeaways, no new clothes, one meal out a month.'),
      h(
        "Don't forget to cancel the gym membership before the next billing date on the 5th.",
        "Don't forget to cancel the gym membership before the next billing date on the 5th.",
      ),
    ],
  },
  {
    name: 'a single dad in Leeds paying off his debts',
    highlights: [
      h(
        'Barclaycard: Your statement is ready. Minimum payment of £87.00 is due by 18 March.',
        'Minimum payment of £87.00 is due by 18 March.',
      ),
      h(
        'Debt snowball\nVery card £412 (next to go)\nBarclaycard £2,870\ncar loan £5,100\nStarted this in January with £11,900 total.',
      ),
      h(
        "Podcast (Stephen from the debt charity): Always call your creditors before you miss a payment, not after. They have to treat you fairly if you're in financial difficulty.",
      ),
      h(
        'Need to ring StepChange back about the payment plan on Monday',
        'Need to ring StepChange back about the payment plan on Monday',
      ),
      h(
        "Kids' school trip £45, due Weds\nMaisie's feet have grown again, third time this year",
        "Kids' school trip £45, due Weds",
      ),
      h("Paid off the Very card today!! Only took 7 months. Cancelled it straight after so I'm not tempted."),
      h(
        'Text from Carly: can you let me know by tonight if you need me to have the kids Saturday?',
        'Text from Carly: can you let me know by tonight if you need me to have the kids Saturday?',
      ),
      h("The council tax rebate should come off next month's bill automatically."),
      h(
        'Sky went up to £64 a month without me noticing. Phone Sky and threaten to leave.',
        'Phone Sky and threaten to leave.',
      ),
      h('I meant to ring the water company about the social tariff last month and then the boiler went.'),
      h("Six months ago I couldn't open my banking app without feeling sick. Now I check it every morning."),
      h('Bins out tonight', 'Bins out tonight'),
    ],
  },
  {
    name: 'a newly retired police officer sorting his pension in the first week',
    highlights: [
      h(
        'Police pension: Your first monthly pension payment of £1,912.40 will be paid on 28 April. A P60 will be sent to you after the end of the tax year.',
      ),
      h('Lump sum landed. Feels unreal seeing that much in the current account.'),
      h(
        'Move the lump sum out of the current account into Premium Bonds and the Nationwide saver this week',
        'Move the lump sum out of the current account into Premium Bonds and the Nationwide saver this week',
      ),
      h(
        "From the Which? retirement guide: Don't pay off a cheap mortgage with your lump sum without thinking about inflation. Keep at least a year of spending somewhere easy to reach.",
      ),
      h(
        "Pat and I disagree about the caravan. We still need to decide whether we're buying it outright or on finance before the Harrogate show.",
        "We still need to decide whether we're buying it outright or on finance before the Harrogate show.",
      ),
      h(
        'Letter from HMRC says my tax code should be updated automatically now the pension has started. Code on the payslip is 1257L, which looks right.',
      ),
      h(
        'State pension forecast — check online, NI record may have gaps from 1988-90',
        'State pension forecast — check online, NI record may have gaps from 1988-90',
      ),
      h(
        "Phone call with Stephen (IFA)\nHe reckons we're fine to take 4% a year from the SIPP\nStephen to send over the drawdown illustration by Friday\nGood call overall, he knows his stuff",
        'Stephen to send over the drawdown illustration by Friday',
      ),
      h(
        'Scammers are targeting new retirees with fake pension transfer offers, according to the Police Federation newsletter. Never give your details to anyone who cold calls you.',
      ),
      h(
        "Pat: could you ring the Nationwide about adding me to the joint saver? I've got my passport ready.",
        'Pat: could you ring the Nationwide about adding me to the joint saver?',
      ),
      h('Played golf Tuesday, first time in years. Dreadful but happy.'),
      h('Took Pat out for lunch to celebrate, she chose the fancy Italian.'),
    ],
  },
];
