import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_I: LabelledListDay[] = [
  {
    name: 'Payments fintech engineering lead',
    highlights: [
      h(
        'Architecture review, Tuesday\n' +
          'Attendees: Priya, Tom, Marta, me\n' +
          'We agreed to move card tokenisation to the new vault service by Q3.\n' +
          'Option B (build our own HSM wrapper) is still on the table for the EU region.\n' +
          'Agreed: all new services post to the shared ledger API, no more direct DB writes.\n' +
          'Who owns the migration runbook?\n' +
          'Priya to draft the cutover plan by Friday.',
        {
          decisions: [
            'We agreed to move card tokenisation to the new vault service by Q3.',
            'Agreed: all new services post to the shared ledger API, no more direct DB writes.',
          ],
        },
      ),
      h(
        "Dev: heads up, SEPA payouts failed for about 300 merchants overnight. I'm pulling the logs now and will post in #incidents. Please don't retry the batch manually. Card payouts look normal.",
        {
          problems: ['Dev: heads up, SEPA payouts failed for about 300 merchants overnight.'],
        },
      ),
      h(
        'Release notes 2.14\n' +
          'Instant payouts are now available to all UK merchants.\n' +
          'The dashboard now remembers your last selected currency.\n' +
          'Thanks to everyone who sent feedback during the beta!',
        {
          announcements: [
            'Instant payouts are now available to all UK merchants.',
            'The dashboard now remembers your last selected currency.',
          ],
        },
      ),
      h(
        "If you wait for 90% of the information you wish you had, in most cases you're probably being slow. Most decisions should probably be made with somewhere around 70%. Being wrong is often cheaper than being late. Paraphrased from the Jeff Bezos 2016 shareholder letter.",
      ),
      h(
        'The Financial Conduct Authority has published its final rules on reimbursing victims of authorised push payment fraud. From October, banks and payment firms will have to refund victims up to £85,000 within five working days. Industry groups had lobbied for a lower cap. Consumer groups said the change was long overdue.',
        {
          announcements: [
            'The Financial Conduct Authority has published its final rules on reimbursing victims of authorised push payment fraud.',
            'From October, banks and payment firms will have to refund victims up to £85,000 within five working days.',
          ],
        },
      ),
      h(
        'ask finance re stripe fees\ndecide: 2nd on-call for weekends?\nbirthday card for Sam\ndentist 4:30 Thurs\ngym 7pm',
      ),
      h(
        'Risk committee\n' +
          'The committee approved raising the daily transfer limit for verified business accounts to £50k.\n' +
          'Chargeback rate for March hit 0.9%, above the card scheme threshold of 0.75%.\n' +
          "We'll revisit the fraud vendor shortlist next month.\n" +
          'No decision yet on the crypto on-ramp.',
        {
          decisions: [
            'The committee approved raising the daily transfer limit for verified business accounts to £50k.',
          ],
          problems: ['Chargeback rate for March hit 0.9%, above the card scheme threshold of 0.75%.'],
        },
      ),
      h(
        'Failure is not the opposite of success in payments. It is the normal state of any ledger that has not yet reconciled. Every new engineer learns this the hard way, usually on a Friday.',
      ),
      h(
        'Marta: the KYC provider is timing out again, about 1 in 5 onboarding attempts this morning\n' +
          "Marta: I've opened a P1 ticket with them\n" +
          'Tom: decision, new signups go to the backup provider until they fix it\n' +
          'Marta: on it',
        {
          decisions: ['Tom: decision, new signups go to the backup provider until they fix it'],
          problems: [
            'Marta: the KYC provider is timing out again, about 1 in 5 onboarding attempts this morning',
          ],
        },
      ),
      h(
        'From: People team\n' +
          'We are pleased to announce that Aisha Bello joins as Chief Risk Officer on 1 July. Aisha spent ten years in risk roles at two high-street banks. She will be based in the London office. Please join us in welcoming her.',
        {
          announcements: [
            'We are pleased to announce that Aisha Bello joins as Chief Risk Officer on 1 July.',
          ],
        },
      ),
      h(
        'Postmortem: ledger drift, 14 May\n' +
          'A retry loop double-posted 212 refund entries, and 40 of them are still unreconciled. Customer balances were not affected. Action: add idempotency keys to the refund worker. Owner: Tom.',
        {
          problems: ['A retry loop double-posted 212 refund entries, and 40 of them are still unreconciled.'],
        },
      ),
      h(
        'Back in 2019 our payouts broke every Friday, until we rewrote the scheduler from scratch. Nobody misses the old cron jobs. The new scheduler has not missed a run in four years.',
      ),
    ],
  },
  {
    name: 'E-commerce fulfilment warehouse operations lead',
    highlights: [
      h(
        'Handover, night shift\n' +
          'Conveyor 3 jammed twice between 01:00 and 03:00, engineer booked for 7am.\n' +
          'Scanner gun 14 is back from repair.\n' +
          'Picked 18,420 units, on target.\n' +
          'All temps turned up on time.\n' +
          'Nothing else to report.',
        {
          problems: ['Conveyor 3 jammed twice between 01:00 and 03:00, engineer booked for 7am.'],
        },
      ),
      h(
        'Weekly ops sync\n' +
          "We're going with the two-wave picking model from 3 June.\n" +
          'Peak hiring: proposal is 40 temps via the agency, Lisa to get a quote.\n' +
          'Lisa also asked about hi-vis stock.\n' +
          'Agreed that returns will be processed in Bay 2 only.\n' +
          'Can we afford a third reach truck?',
        {
          decisions: [
            "We're going with the two-wave picking model from 3 June.",
            'Agreed that returns will be processed in Bay 2 only.',
          ],
        },
      ),
      h(
        'From DPD: Due to industrial action, collections from your site will be suspended on Thursday and Friday. We apologise for any inconvenience. Parcels already collected will be delivered as normal. Please plan your outbound volumes accordingly.',
        {
          problems: [
            'From DPD: Due to industrial action, collections from your site will be suspended on Thursday and Friday.',
          ],
        },
      ),
      h(
        '"An hour lost at a bottleneck is an hour lost for the total system." Goldratt, The Goal. Still the best thing anyone has written about warehouses.',
      ),
      h(
        "All-hands note: The new Leeds fulfilment centre opens on 1 September with 240 roles. Kev Osei has been appointed site manager. More details at Thursday's town hall. Pizza will be provided.",
        {
          announcements: [
            'All-hands note: The new Leeds fulfilment centre opens on 1 September with 240 roles.',
            'Kev Osei has been appointed site manager.',
          ],
        },
      ),
      h(
        'order more label rolls for Bay 4\nask HR about the shift allowance\ncall Lisa re temps\nBlack Friday launch plan by 14 Oct?',
      ),
      h(
        'WMS update 5.3, rolled out tonight\n' +
          'New: cycle count tasks can now be assigned by zone.\n' +
          'New: pickers see the next two locations on the handheld.\n' +
          'Known issue: batch printing stalls when more than 500 labels are queued.',
        {
          problems: ['Known issue: batch printing stalls when more than 500 labels are queued.'],
          announcements: [
            'New: cycle count tasks can now be assigned by zone.',
            'New: pickers see the next two locations on the handheld.',
          ],
        },
      ),
      h(
        'Most warehouses do not have a labour problem, they have a layout problem. The fastest picker in the world cannot fix a slotting plan that sends her across the building for every third order. Fix the map before you fix the people.',
      ),
      h(
        'Jo: complaints about damaged parcels are up 30% this week, mostly glassware\n' +
          "Jo: I've sent photos to the box supplier\n" +
          'Sam: ok, we stop using the thin mailers for anything fragile, starting today\n' +
          'Jo: thanks, will tell packing',
        {
          decisions: ['Sam: ok, we stop using the thin mailers for anything fragile, starting today'],
          problems: ['Jo: complaints about damaged parcels are up 30% this week, mostly glassware'],
        },
      ),
      h(
        'Safety notice: Mezzanine stairs B are closed until further notice after a handrail came loose. Use stairs A or C. Report any damage to the duty manager. Thanks for your patience.',
        {
          problems: [
            'Safety notice: Mezzanine stairs B are closed until further notice after a handrail came loose.',
          ],
        },
      ),
      h(
        'Q3 planning with Dana\n' +
          'The budget for the pick-to-light pilot was approved.\n' +
          'We decided not to renew the overflow warehouse lease in Wakefield.\n' +
          'Dana thinks we should look at robotics again next year.\n' +
          'Inventory accuracy held at 99.2% in May.',
        {
          decisions: [
            'The budget for the pick-to-light pilot was approved.',
            'We decided not to renew the overflow warehouse lease in Wakefield.',
          ],
        },
      ),
      h(
        'Royal Mail is launching Sunday parcel collections for business accounts from 2 June. Pricing has not been published yet. Our account manager will confirm the cut-off times.',
        {
          announcements: [
            'Royal Mail is launching Sunday parcel collections for business accounts from 2 June.',
          ],
        },
      ),
    ],
  },
  {
    name: 'High-street bank branch manager',
    highlights: [
      h(
        'Area managers call\n' +
          'From 1 July, branches in the North region will close at 1pm on Saturdays.\n' +
          'The area director agreed to fund two extra cashiers for Harrogate during the refit.\n' +
          'We discussed whether to pilot appointment-only Wednesdays, no conclusion.\n' +
          'Complaint volumes are up 12% on last quarter, mostly about app logins.',
        {
          decisions: ['The area director agreed to fund two extra cashiers for Harrogate during the refit.'],
          problems: ['Complaint volumes are up 12% on last quarter, mostly about app logins.'],
          announcements: ['From 1 July, branches in the North region will close at 1pm on Saturdays.'],
        },
      ),
      h(
        'Mrs Patel came in again about a £400 transfer that left her account on Monday but never arrived at her building society. Raised a trace, ref TR-88213. Told her we would call by Wednesday. She was very patient about it, to be fair.',
        {
          problems: [
            'Mrs Patel came in again about a £400 transfer that left her account on Monday but never arrived at her building society.',
          ],
        },
      ),
      h(
        'The Bank of England held interest rates at 5.25% on Thursday, with six members of the Monetary Policy Committee voting to keep them unchanged. Markets had expected a cut by August. Mortgage brokers say fixed rates may still drift lower.',
        {
          decisions: [
            'The Bank of England held interest rates at 5.25% on Thursday, with six members of the Monetary Policy Committee voting to keep them unchanged.',
          ],
        },
      ),
      h(
        '"People don\'t decide to trust a bank; they notice, slowly, that they have stopped worrying about it." Loved this line from the retail banking book Chris lent me.',
      ),
      h(
        'Branch bulletin\n' +
          'Our new mortgage advice hub in Leeds Briggate opens on Monday. Tomasz Nowak is the new senior mortgage adviser there. Thanks to all who completed the AML training on time. The coffee machine on the second floor has finally been replaced.',
        {
          announcements: [
            'Our new mortgage advice hub in Leeds Briggate opens on Monday.',
            'Tomasz Nowak is the new senior mortgage adviser there.',
          ],
        },
      ),
      h(
        'The ATM outside the branch swallowed three cards this morning and will be out of service until Thursday. Customers are being sent to the Co-op machine across the road. Signs are up on the door. Two of the cards belonged to the same customer.',
        {
          problems: [
            'The ATM outside the branch swallowed three cards this morning and will be out of service until Thursday.',
          ],
        },
      ),
      h(
        'call Gareth re overdraft review\ncoin counter keeps jamming again\nteam lunch friday\nbook leave for half term\npick up dry cleaning',
        {
          problems: ['coin counter keeps jamming again'],
        },
      ),
      h(
        'Subject: Fraud alert\n' +
          'We are seeing a rise in impersonation scams where callers claim to be from our fraud team and ask customers to move money to a "safe account". Please remind every customer that we will never ask them to do this. Two customers at Knaresborough lost a combined £18,000 last week.',
        {
          problems: [
            'We are seeing a rise in impersonation scams where callers claim to be from our fraud team and ask customers to move money to a "safe account".',
            'Two customers at Knaresborough lost a combined £18,000 last week.',
          ],
        },
      ),
      h(
        'Team huddle\n' +
          'Agreed: Ellie takes over the business banking diary from next week.\n' +
          "We're keeping the Saturday counter open until the refit is done.\n" +
          'Queue times at lunch are down to 8 minutes since the rota change.\n' +
          'Idea from Ben: a greeter at the door during peak hours.\n' +
          'Ben also asked for a new kettle.',
        {
          decisions: [
            'Agreed: Ellie takes over the business banking diary from next week.',
            "We're keeping the Saturday counter open until the refit is done.",
          ],
        },
      ),
      h(
        'Branch closures are often presented as a decision about buildings. They are really a decision about who gets left behind. The banks that forget this pay for it in trust, slowly and then all at once.',
      ),
      h(
        'Launching today: customers can now open a regular saver in the app in under three minutes, paying 6% on up to £300 a month. Staff can find the FAQ on the intranet. Expect questions from the customers who prefer paper.',
        {
          announcements: [
            'Launching today: customers can now open a regular saver in the app in under three minutes, paying 6% on up to £300 a month.',
          ],
        },
      ),
      h(
        'Group news: The contactless limit on our debit cards rises to £200 from 1 October. The change follows guidance from the industry body. No action is needed from customers. Counter staff should expect a few questions.',
        {
          announcements: [
            'Group news: The contactless limit on our debit cards rises to £200 from 1 October.',
          ],
        },
      ),
    ],
  },
  {
    name: 'SaaS customer support team lead',
    highlights: [
      h(
        '#incident-2291\n' +
          'Login via Google SSO is failing for EU customers since 08:40. Status page updated. Engineering suspect the OAuth redirect change from last night. Comms drafted for the top 20 accounts.',
        {
          problems: ['Login via Google SSO is failing for EU customers since 08:40.'],
        },
      ),
      h(
        'Support team sync\n' +
          'Attendees: Maria, Lena, Ali, me\n' +
          'We decided to drop phone support for the Starter plan from August.\n' +
          'Ticket backlog is at 1,340, roughly double the usual.\n' +
          'Should we hire two more agents or invest in the chatbot?\n' +
          'Maria will pull the CSAT numbers for next week.',
        {
          decisions: ['We decided to drop phone support for the Starter plan from August.'],
          problems: ['Ticket backlog is at 1,340, roughly double the usual.'],
        },
      ),
      h(
        'Changelog, v8.6\n' +
          'You can now export reports to Google Sheets.\n' +
          'Dark mode is available for all workspaces.\n' +
          'Full notes are on the blog.\n' +
          'Thanks for all your feedback!',
        {
          announcements: [
            'You can now export reports to Google Sheets.',
            'Dark mode is available for all workspaces.',
          ],
        },
      ),
      h(
        'Hi team, this is the third time this month that our scheduled invoices have gone out with the wrong VAT rate. Our accountant is not amused. Can someone please call me today? Regards, Helen (Finance, Brightwell Ltd)',
        {
          problems: [
            'Hi team, this is the third time this month that our scheduled invoices have gone out with the wrong VAT rate.',
          ],
        },
      ),
      h(
        '"Your most unhappy customers are your greatest source of learning." Bill Gates wrote that in 1999 and support teams still quote it in every onboarding deck.',
      ),
      h(
        "refund macro is outdated\ndecided: 1:1s move to Thursdays\nread the escalation policy doc\nLena's review due 30th\nchase Kofi's laptop",
        {
          decisions: ['decided: 1:1s move to Thursdays'],
          problems: ['refund macro is outdated'],
        },
      ),
      h(
        "From the CEO: Starting Monday, Priority Support is included in every Business plan at no extra cost. We're also welcoming Jonas Berg as VP of Customer Experience. I'm proud of how this team handled a tough quarter. Enjoy the long weekend, everyone.",
        {
          announcements: [
            'From the CEO: Starting Monday, Priority Support is included in every Business plan at no extra cost.',
            "We're also welcoming Jonas Berg as VP of Customer Experience.",
          ],
        },
      ),
      h(
        'A support queue is a lagging indicator. By the time tickets spike, the product decision that caused them was made six months ago. Read your queue like a historian, not a firefighter.',
      ),
      h(
        'Lena: heads up, the Zendesk integration stopped syncing tags around noon, so routing is sending everything to Tier 1\n' +
          "Ali: decided, we pause auto-routing and triage manually until it's fixed\n" +
          'Lena: ok, posting in the channel',
        {
          decisions: ["Ali: decided, we pause auto-routing and triage manually until it's fixed"],
          problems: [
            'Lena: heads up, the Zendesk integration stopped syncing tags around noon, so routing is sending everything to Tier 1',
          ],
        },
      ),
      h(
        "Reuters: The EU's AI Act enters into force on 1 August, with most obligations for general-purpose AI providers applying from next year. Companies that fail to comply face fines of up to 7% of global turnover. Legal teams are still digesting the text.",
        {
          announcements: [
            "Reuters: The EU's AI Act enters into force on 1 August, with most obligations for general-purpose AI providers applying from next year.",
          ],
        },
      ),
      h(
        'QBR with Northwind\n' +
          'They confirmed they will renew for two years.\n' +
          'Their admin flagged that SAML provisioning still creates duplicate users.\n' +
          'We agreed to a 10% discount in exchange for a case study.\n' +
          'Nice people, good lunch.',
        {
          decisions: [
            'They confirmed they will renew for two years.',
            'We agreed to a 10% discount in exchange for a case study.',
          ],
          problems: ['Their admin flagged that SAML provisioning still creates duplicate users.'],
        },
      ),
      h(
        'The new hire, Kofi, shadowed me all day. He asked why we close tickets that customers never reply to. Good question, and I did not have a good answer. Writing this down so I remember to raise it at the retro.',
      ),
    ],
  },
  {
    name: 'Data centre facilities engineer',
    highlights: [
      h(
        'Shift log 02:00\n' +
          'CRAC unit 7 in Hall B tripped on high head pressure and will not stay running.\n' +
          'Hall B cold aisle temps peaked at 26C, within limits.\n' +
          'Generator 2 weekly test completed, no faults.\n' +
          'Handed over to Mike at 06:00.',
        {
          problems: ['CRAC unit 7 in Hall B tripped on high head pressure and will not stay running.'],
        },
      ),
      h(
        'CAB minutes\n' +
          'Change CHG-4410 (UPS firmware upgrade, Hall A) was approved for Saturday night.\n' +
          'CHG-4415 was rejected until the rollback plan is rewritten.\n' +
          'Discussed moving the fuel delivery to weekdays.\n' +
          'Next CAB is on the 19th.',
        {
          decisions: [
            'Change CHG-4410 (UPS firmware upgrade, Hall A) was approved for Saturday night.',
            'CHG-4415 was rejected until the rollback plan is rewritten.',
          ],
        },
      ),
      h(
        'Notice from Schneider: A firmware defect in Galaxy VX UPS units may cause an unexpected transfer to bypass under high load. Until a fix is available, avoid running units above 80% load. Contact your service partner with any questions.',
        {
          problems: [
            'Notice from Schneider: A firmware defect in Galaxy VX UPS units may cause an unexpected transfer to bypass under high load.',
          ],
        },
      ),
      h('"Everything fails, all the time." Werner Vogels. Pinned above my desk since my first job.'),
      h(
        'Customer bulletin: Our new Manchester 2 facility is now live, adding 6MW of IT capacity. Cross-connects between MAN1 and MAN2 are available from today. Tours can be booked through your account manager. Pricing for existing contracts is unchanged.',
        {
          announcements: [
            'Customer bulletin: Our new Manchester 2 facility is now live, adding 6MW of IT capacity.',
            'Cross-connects between MAN1 and MAN2 are available from today.',
          ],
        },
      ),
      h(
        'order spare filters for Hall C\nask Raj about the badge readers\nbattery string 3 in UPS-B showing high internal resistance\nFri: Hall C walkthrough with the auditor',
        {
          problems: ['battery string 3 in UPS-B showing high internal resistance'],
        },
      ),
      h(
        'Ops review\n' +
          "We're switching the chiller maintenance contract to Carrier from October.\n" +
          'PUE for May was 1.38, in line with target.\n' +
          'The landlord has still not fixed the roof leak above the loading bay.\n' +
          'One idea: extend free-cooling hours by raising setpoints.',
        {
          decisions: ["We're switching the chiller maintenance contract to Carrier from October."],
          problems: ['The landlord has still not fixed the roof leak above the loading bay.'],
        },
      ),
      h(
        'EirGrid has ruled that no new data centre connections in the Dublin area will be approved before 2028. The moratorium was first floated in 2021. Several operators are now looking at sites in the Nordics instead.',
        {
          decisions: [
            'EirGrid has ruled that no new data centre connections in the Dublin area will be approved before 2028.',
          ],
        },
      ),
      h(
        'INC-30117: Customer in cage 14 reports intermittent packet loss on their cross-connect to Equinix. Fibre team is on site testing the patch panel. Next update at 15:00. Account manager informed.',
        {
          problems: [
            'INC-30117: Customer in cage 14 reports intermittent packet loss on their cross-connect to Equinix.',
          ],
        },
      ),
      h(
        'The hardest part of running a data centre is not the technology. It is deciding, every single day, which risks you are willing to live with. Most of the job is saying no politely.',
      ),
      h(
        'From: Site director\n' +
          "I'm pleased to confirm Hannah Reid as our new Head of Critical Facilities, effective 1 August. Hannah has run the Slough campus for four years. We have also agreed to extend the 24/7 on-site engineer rota to the Leeds site. Please join me in congratulating her.",
        {
          decisions: ['We have also agreed to extend the 24/7 on-site engineer rota to the Leeds site.'],
          announcements: [
            "I'm pleased to confirm Hannah Reid as our new Head of Critical Facilities, effective 1 August.",
          ],
        },
      ),
      h(
        'DCIM 3.2 is out: rack power dashboards now show per-phase load. Login is unchanged. Old custom reports still work. Release notes are in Confluence.',
        {
          announcements: ['DCIM 3.2 is out: rack power dashboards now show per-phase load.'],
        },
      ),
    ],
  },
  {
    name: 'Supermarket chain regional manager',
    highlights: [
      h(
        'Regional call, Monday\n' +
          'Attendees: all area managers\n' +
          'Head office has approved the self-checkout rollout for 12 more stores.\n' +
          'Frozen availability was 91% last week because of the Daventry depot backlog.\n' +
          'We need to think about whether to keep the in-store bakery at Hexham.\n' +
          'We agreed to trial Sunday click and collect at York and Ripon.',
        {
          decisions: [
            'Head office has approved the self-checkout rollout for 12 more stores.',
            'We agreed to trial Sunday click and collect at York and Ripon.',
          ],
          problems: ['Frozen availability was 91% last week because of the Daventry depot backlog.'],
        },
      ),
      h(
        'Product recall: We are recalling own-brand Houmous 200g with use-by dates up to 14 June because it may contain small pieces of plastic. Remove all stock from shelves immediately. Customers can return it for a full refund without a receipt. A notice must stay at the store entrance for 28 days.',
        {
          problems: [
            'Product recall: We are recalling own-brand Houmous 200g with use-by dates up to 14 June because it may contain small pieces of plastic.',
          ],
        },
      ),
      h(
        'Whitby store visit\nchiller 4 running warm again, 9C\nbakery display looks great\nnew store manager settling in well',
        {
          problems: ['chiller 4 running warm again, 9C'],
        },
      ),
      h(
        'Press release: Northfield Foods will open its first store in Inverness on 20 September, creating 85 jobs. Northfield currently operates 312 stores across the UK. The company was founded in Hull in 1962.',
        {
          announcements: [
            'Press release: Northfield Foods will open its first store in Inverness on 20 September, creating 85 jobs.',
          ],
        },
      ),
      h(
        'Retail is detail. Everything else is a story we tell ourselves in the board meeting. My first area manager said this to me in 2004 and she was right.',
      ),
      h(
        'From HR: The new colleague discount of 15% takes effect on 1 July. The pay award of 4.5% for store colleagues was confirmed by the board yesterday. Please share this with your teams.',
        {
          decisions: ['The pay award of 4.5% for store colleagues was confirmed by the board yesterday.'],
          announcements: [
            'From HR: The new colleague discount of 15% takes effect on 1 July.',
            'The pay award of 4.5% for store colleagues was confirmed by the board yesterday.',
          ],
        },
      ),
      h(
        'Gemma: the car park barrier at Scarborough is stuck open again and non-customers are parking there all day\n' +
          'Gemma: also the bakery oven failed its safety inspection this morning\n' +
          "Me: ok, the bakery stays closed until the engineer signs it off, that's final\n" +
          'Gemma: will do',
        {
          decisions: ["Me: ok, the bakery stays closed until the engineer signs it off, that's final"],
          problems: [
            'Gemma: the car park barrier at Scarborough is stuck open again and non-customers are parking there all day',
            'Gemma: also the bakery oven failed its safety inspection this morning',
          ],
        },
      ),
      h(
        "The Competition and Markets Authority has cleared the merger of two convenience chains, Dalesway and Corner Fresh, after a six-month review. Shoppers' groups argue the deal will reduce choice in rural towns. Dalesway was founded in Skipton in 1978.",
        {
          decisions: [
            'The Competition and Markets Authority has cleared the merger of two convenience chains, Dalesway and Corner Fresh, after a six-month review.',
          ],
        },
      ),
      h(
        'Q: summer range before or after the supplier day?\nIdea: local honey on end caps\nbook dentist\nring Mum',
      ),
      h(
        'Week 23 numbers\n' +
          'Like-for-like sales up 3.1%.\n' +
          'Shrinkage at Hull rose to 2.8% of sales, the worst in the region.\n' +
          'Scan and Go is now live in all 14 stores in the region.\n' +
          'Loyalty app sign-ups steady at 96,000.',
        {
          problems: ['Shrinkage at Hull rose to 2.8% of sales, the worst in the region.'],
          announcements: ['Scan and Go is now live in all 14 stores in the region.'],
        },
      ),
      h(
        'Memo from the Ops director\n' +
          'From next Monday, all stores in the region move to the new rota system, RotaPro.\n' +
          'We chose RotaPro over two other vendors because it integrates with payroll.\n' +
          'Training sessions are listed on the intranet.\n' +
          'Store managers should book their slots this week.',
        {
          decisions: ['We chose RotaPro over two other vendors because it integrates with payroll.'],
          announcements: ['From next Monday, all stores in the region move to the new rota system, RotaPro.'],
        },
      ),
      h(
        'Article I saved: Supermarkets that fail to decide what they stand for end up competing on price alone. That is a race with exactly one winner, and it is usually not the one with the most stores. Saved from a trade magazine.',
      ),
    ],
  },
  {
    name: 'Home insurance claims manager',
    highlights: [
      h(
        'Claims leadership, weekly\n' +
          'Decided: from 1 June, all water-damage claims over £10k go to the specialist team.\n' +
          'We approved the new fast-track process for windscreen claims.\n' +
          'Open storm claims backlog is 2,860, with average cycle time now 41 days.\n' +
          'Suggestion from Raj: weekend overtime for handlers.\n' +
          'Apologies from Raj and Ken.',
        {
          decisions: [
            'Decided: from 1 June, all water-damage claims over £10k go to the specialist team.',
            'We approved the new fast-track process for windscreen claims.',
          ],
          problems: ['Open storm claims backlog is 2,860, with average cycle time now 41 days.'],
        },
      ),
      h(
        'The FCA has fined Albion Insurance £9.2m for failing to handle home insurance claims fairly. The regulator found that some customers waited more than a year for settlements. Albion said it had already changed its processes.',
        {
          decisions: [
            'The FCA has fined Albion Insurance £9.2m for failing to handle home insurance claims fairly.',
          ],
        },
      ),
      h(
        "Dear Sir, I have been waiting eleven weeks for someone to inspect my subsidence claim and nobody returns my calls. I have attached the surveyor's report again. Kind regards, Alan Hollis",
        {
          problems: [
            'Dear Sir, I have been waiting eleven weeks for someone to inspect my subsidence claim and nobody returns my calls.',
          ],
        },
      ),
      h(
        'An insurer is a machine for turning uncertainty into a price. When it fails, it is rarely because the model was wrong. It is because nobody wanted to hear what the model said. From a talk by a retired actuary.',
      ),
      h(
        'Internal news: Our new pet insurance product, Pawsure, launches to brokers on 15 July. Sophie Grant has been appointed product owner. Pricing was signed off by the underwriting committee last week. Brochures are with the print team.',
        {
          decisions: ['Pricing was signed off by the underwriting committee last week.'],
          announcements: [
            'Internal news: Our new pet insurance product, Pawsure, launches to brokers on 15 July.',
            'Sophie Grant has been appointed product owner.',
          ],
        },
      ),
      h(
        'call loss adjuster re Morley fire\ndraft comms on the excess change\nlunch with Priya\nfraud flag on claim 77102, same garage as last month',
        {
          problems: ['fraud flag on claim 77102, same garage as last month'],
        },
      ),
      h(
        'IT: the claims portal has been down for brokers since 9:15, customers can still file by phone. Guidewire support are investigating. Next update at 11.',
        {
          problems: [
            'IT: the claims portal has been down for brokers since 9:15, customers can still file by phone.',
          ],
        },
      ),
      h(
        'Every claims department eventually learns that the problem is not the claim. It is the six handoffs between the first phone call and the cheque. Remove a handoff and you remove a complaint.',
      ),
      h(
        'Underwriting committee\n' +
          'We will no longer write new flood cover in postcode areas with three or more claims in five years.\n' +
          'Cat model results for the Severn valley are due next week.\n' +
          'The reinsurance renewal is still being negotiated.\n' +
          'Is our pricing for EVs too low?',
        {
          decisions: [
            'We will no longer write new flood cover in postcode areas with three or more claims in five years.',
          ],
        },
      ),
      h(
        'Storm warning: The Met Office has issued an amber wind warning for Northern Ireland and western Scotland from 6pm Sunday. The last amber warning, in January, produced around 3,000 claims for us. Rotas are on the shared drive.',
        {
          problems: [
            'Storm warning: The Met Office has issued an amber wind warning for Northern Ireland and western Scotland from 6pm Sunday.',
          ],
        },
      ),
      h(
        'Kate: approved, we pay the Morley claim in full and drop the under-insurance argument\n' +
          "Tom: great, I'll tell the broker\n" +
          'Kate: also, welcome to Ayo, who joins the team today!',
        {
          decisions: [
            'Kate: approved, we pay the Morley claim in full and drop the under-insurance argument',
          ],
          announcements: ['Kate: also, welcome to Ayo, who joins the team today!'],
        },
      ),
      h(
        'ClaimCentre update tonight: handlers can now send secure payment links by text. The old cheque request form is retired from Monday. Ping Rob if anything looks odd. Screenshots are in the wiki.',
        {
          announcements: [
            'ClaimCentre update tonight: handlers can now send secure payment links by text.',
            'The old cheque request form is retired from Monday.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Telecom field engineering team supervisor',
    highlights: [
      h(
        'Morning briefing\n' +
          'Fibre cut on the A64 near Malton, about 2,400 broadband customers offline.\n' +
          'Two vans are off the road, so jobs in Selby are running a day behind.\n' +
          'Good work yesterday on the Tadcaster cabinet.\n' +
          'Weather looks dry all day.',
        {
          problems: [
            'Fibre cut on the A64 near Malton, about 2,400 broadband customers offline.',
            'Two vans are off the road, so jobs in Selby are running a day behind.',
          ],
        },
      ),
      h(
        'From: Network Ops\n' +
          "We've decided to suspend all non-urgent pole work until the new harness kits arrive. The new fall-arrest harness becomes mandatory for all climbers from 1 October. Any questions to your area lead.",
        {
          decisions: ["We've decided to suspend all non-urgent pole work until the new harness kits arrive."],
          announcements: ['The new fall-arrest harness becomes mandatory for all climbers from 1 October.'],
        },
      ),
      h(
        'Ofcom has confirmed that the 3G switch-off will be completed by the end of next year. Two of the big networks have already turned off 3G in most areas. Campaigners warn that some older phones and personal alarms will stop working. The article says about a million people still rely on 3G.',
        {
          problems: ['Campaigners warn that some older phones and personal alarms will stop working.'],
          announcements: [
            'Ofcom has confirmed that the 3G switch-off will be completed by the end of next year.',
          ],
        },
      ),
      h(
        '"No plan survives first contact with the enemy." Moltke, supposedly, though every project manager I know claims it.',
      ),
      h(
        'Job 55120, Hebden Bridge\ncustomer line was noisy after the storm\nreplaced drop wire, line tests clean\nCustomer happy, job closed.',
      ),
      h(
        'Dan: the new handheld app keeps logging me out when I lose signal, lost two job notes today\n' +
          "Priya: I'll log it with IT\n" +
          'Supervisor: ok, we go back to the old app until the fix is out\n' +
          'Dan: cheers',
        {
          decisions: ['Supervisor: ok, we go back to the old app until the fix is out'],
          problems: [
            'Dan: the new handheld app keeps logging me out when I lose signal, lost two job notes today',
          ],
        },
      ),
      h(
        'FieldHub 6.2 release notes\n' +
          'Offline mode is now available for job notes.\n' +
          'Photos now upload in the background.\n' +
          'See the help centre for details.',
        {
          announcements: [
            'Offline mode is now available for job notes.',
            'Photos now upload in the background.',
          ],
        },
      ),
      h(
        'ask Mo about overtime rates\nSelby exchange battery alarm, check Thurs\nBirthday drinks Fri\nreturn library books',
        {
          problems: ['Selby exchange battery alarm, check Thurs'],
        },
      ),
      h(
        'Area meeting\n' +
          'Agreed to move the Harrogate team under the Leeds patch from next month.\n' +
          'The van lease renewal was signed off at £410 per van.\n' +
          'Should we bring cable jointing in-house?\n' +
          'First-time fix rate fell to 78% in June.\n' +
          'Minutes to follow from Claire.',
        {
          decisions: [
            'Agreed to move the Harrogate team under the Leeds patch from next month.',
            'The van lease renewal was signed off at £410 per van.',
          ],
          problems: ['First-time fix rate fell to 78% in June.'],
        },
      ),
      h(
        'Congratulations to Leanne Hughes, who becomes area manager for North Yorkshire from Monday. Leanne started as an apprentice jointer in 2009. She has earned it.',
        {
          announcements: [
            'Congratulations to Leanne Hughes, who becomes area manager for North Yorkshire from Monday.',
          ],
        },
      ),
      h(
        "Networks don't fail at the core. They fail at the edge, in the wet, at three in the morning, in a box nobody has opened since 1998. Everything else is just diagrams.",
      ),
      h(
        'Escalation from Sarah at the contact centre: a care home in Pickering has had no phone line for six days and relies on it for alarms. Please prioritise. Sarah is on the desk until 6. Ticket ref 9931-77.',
        {
          problems: [
            'Escalation from Sarah at the contact centre: a care home in Pickering has had no phone line for six days and relies on it for alarms.',
          ],
        },
      ),
    ],
  },
];
