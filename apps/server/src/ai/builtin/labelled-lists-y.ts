import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_Y: LabelledListDay[] = [
  {
    name: 'Tomás, engineering team lead at an e-bike rental startup in Lisbon (writes in English), on a Tuesday',
    highlights: [
      h(
        "Standup notes Tue\nThe unlock API timed out for about 4% of rides between 07:50 and 08:20. Rui thinks it's the connection pool again. Agreed we freeze merges to main until the pool fix is in. Inês to pair with Rui on it this morning. Everyone else carries on with the Porto work.",
        {
          decisions: ['Agreed we freeze merges to main until the pool fix is in.'],
          problems: ['The unlock API timed out for about 4% of rides between 07:50 and 08:20.'],
        },
      ),
      h(
        "Mariana: heads up, we're going with Adyen for the Spain launch, finance signed it off yesterday. Mariana: the contract is in the shared drive if anyone wants to read 40 pages of fees. Mariana: also, the Stripe webhook retries are still piling up in the dead-letter queue, can someone look?",
        {
          decisions: [
            "Mariana: heads up, we're going with Adyen for the Spain launch, finance signed it off yesterday.",
          ],
          problems: [
            'Mariana: also, the Stripe webhook retries are still piling up in the dead-letter queue, can someone look?',
          ],
        },
      ),
      h(
        'Rider app 5.12.0 (Android, iOS)\nNew: group rides, so one account can unlock up to four bikes. Fixed: the map no longer jumps back to your location while you scroll. Known issue: battery percentage can show 0% for a few seconds after unlocking. Thanks to everyone who sent feedback through the app.',
        {
          problems: ['Known issue: battery percentage can show 0% for a few seconds after unlocking.'],
          announcements: ['New: group rides, so one account can unlock up to four bikes.'],
        },
      ),
      h(
        'The best engineering teams I have worked with do not avoid failure; they make it cheap. A system that fails loudly and early is a gift. Decide what you will not build, and say it out loud. Everything else is a negotiation. Most outages are boring in hindsight.',
      ),
      h(
        "Duarte (fleet ops): 37 bikes in Alfama are reporting GPS drift since the firmware push last night. Duarte (fleet ops): most of them are the older Gen 2 bikes. Duarte (fleet ops): we've refunded 112 rides so far, I'll send the list.",
        {
          problems: [
            'Duarte (fleet ops): 37 bikes in Alfama are reporting GPS drift since the firmware push last night.',
          ],
        },
      ),
      h(
        'Architecture review, payments\nWe looked at moving ride billing to an event-sourced ledger. Nobody wants a big-bang rewrite in the middle of summer. Decision: keep the current billing service and add an append-only audit table in Q3. Open question: who owns reconciliation when the PSP and our ledger disagree? Rui will write up the options.',
        {
          decisions: ['Decision: keep the current billing service and add an append-only audit table in Q3.'],
        },
      ),
      h(
        "From: Leonor (CEO)\nSubject: Porto\nI'm delighted to share that we open in Porto on 15 June with 400 bikes. Catarina Pires joins us as Head of Operations for the north, starting Monday. Thanks to everyone who made the permit happen; it took eleven months. Drinks on Friday are on me.",
        {
          announcements: [
            "I'm delighted to share that we open in Porto on 15 June with 400 bikes.",
            'Catarina Pires joins us as Head of Operations for the north, starting Monday.',
          ],
        },
      ),
      h(
        "1:1 with Inês: she wants to move to the platform squad. Don't decide anything today, talk to Rui first. She's been great on the on-call rota and deserves the move. Remember to ask about her conference talk.",
      ),
      h(
        'INC-2291 postmortem draft\nRoot cause: a config change set the Redis max connections to 50 instead of 500. We fixed the value within 40 minutes. There is still no alert on connection-pool saturation, so this could happen again tomorrow. Action: add a review step for config changes.',
        {
          problems: [
            'There is still no alert on connection-pool saturation, so this could happen again tomorrow.',
          ],
        },
      ),
      h(
        'Lisbon city council voted on Monday to require all shared e-bike operators to use fixed parking docks in the historic centre from 1 September. The rule covers Baixa, Chiado and Alfama. Porto and Braga are expected to watch the results closely. Operators have until the end of July to submit dock locations.',
        {
          decisions: [
            'Lisbon city council voted on Monday to require all shared e-bike operators to use fixed parking docks in the historic centre from 1 September.',
          ],
          announcements: [
            'Lisbon city council voted on Monday to require all shared e-bike operators to use fixed parking docks in the historic centre from 1 September.',
          ],
        },
      ),
      h(
        'RIDE-1840: reproduced on a Pixel 7, the app crashes when you scan a QR code with the torch on. Steps are in the ticket. Not seeing it on iOS. Assigning to Joana since she wrote the scanner.',
        {
          problems: [
            'RIDE-1840: reproduced on a Pixel 7, the app crashes when you scan a QR code with the torch on.',
          ],
        },
      ),
      h(
        'Retro notes\nWhat went well: the Porto dry run and the new dashboards. We agreed to move releases from Friday to Tuesday, starting next sprint. Someone suggested dropping the QA sign-off entirely; nobody was keen. Next retro is facilitated by Joana.',
        {
          decisions: ['We agreed to move releases from Friday to Tuesday, starting next sprint.'],
        },
      ),
    ],
  },
  {
    name: 'Hannah, product manager for a B2B invoicing SaaS in Manchester, on a Wednesday',
    highlights: [
      h(
        "Pricing sync, 10:00\nAttendees: Hannah, Joe, Priti, Sam\nWe debated a usage-based tier for accountants. Joe prefers per-seat because it's easier to forecast. We'll keep per-seat for now and revisit in October. Priti to model the usage tier on last quarter's data.",
        {
          decisions: ["We'll keep per-seat for now and revisit in October."],
        },
      ),
      h(
        "Hi Hannah, our finance team has now had three invoices go out with the wrong VAT rate since your update on Monday. I've attached the three PDFs. Could you call me this afternoon? Regards, Aaron",
        {
          problems: [
            'Hi Hannah, our finance team has now had three invoices go out with the wrong VAT rate since your update on Monday.',
          ],
        },
      ),
      h(
        "What's new in Ledgerly, June\nRecurring invoices now support custom schedules, such as the last working day of each month. Xero sync is now available on all plans, not just Pro. We've also retired the old PDF template; existing invoices are unaffected. As always, reply to this email with feedback.",
        {
          announcements: [
            'Recurring invoices now support custom schedules, such as the last working day of each month.',
            'Xero sync is now available on all plans, not just Pro.',
            "We've also retired the old PDF template; existing invoices are unaffected.",
          ],
        },
      ),
      h(
        'Most product teams are feature factories. They measure output, not outcomes, and they are surprised when nobody uses what they ship. The job of a product manager is to discover a product that is valuable, usable and feasible. Shipping is not the same as solving.',
      ),
      h(
        "Kofi: the bank-feed import is failing for Monzo Business accounts, 214 customers affected. Kofi: looks like Monzo changed their API auth on Tuesday. Hannah: ok, decision made, we hold the Monzo marketing email until it's fixed. Kofi: 👍",
        {
          decisions: ["Hannah: ok, decision made, we hold the Monzo marketing email until it's fixed."],
          problems: [
            'Kofi: the bank-feed import is failing for Monzo Business accounts, 214 customers affected.',
          ],
        },
      ),
      h(
        "Q3 roadmap review with leadership\nApproved: multi-currency invoicing goes into Q3, ahead of the client portal. The client portal moves to Q4. Leadership asked whether we could do both; we can't, not with five engineers. Good meeting overall.",
        {
          decisions: [
            'Approved: multi-currency invoicing goes into Q3, ahead of the client portal.',
            'The client portal moves to Q4.',
          ],
        },
      ),
      h(
        'HMRC confirmed on Tuesday that Making Tax Digital for Income Tax will apply to sole traders earning over £50,000 from April 2026. Software vendors will need to be recognised by HMRC before then. Critics say the timetable has already slipped twice. Accountants have been asking for clarity for months.',
        {
          announcements: [
            'HMRC confirmed on Tuesday that Making Tax Digital for Income Tax will apply to sole traders earning over £50,000 from April 2026.',
          ],
        },
      ),
      h(
        "Don't let the loudest customer set the roadmap. Ask Aaron what he'd pay for, not what he wants. Need to decide on the onboarding redesign by Friday. Maybe a walk at lunch.",
      ),
      h(
        'Support digest, Wed\nBusy week for the team, mostly VAT questions. The reminder emails are landing in spam for Outlook users. Average first response is 6 hours, against a target of 2. Shout-out to Lily for clearing the backlog on Monday.',
        {
          problems: [
            'The reminder emails are landing in spam for Outlook users.',
            'Average first response is 6 hours, against a target of 2.',
          ],
        },
      ),
      h(
        'Please welcome Aisha Rahman, who joins the product team as a designer on Monday. She was previously at Monzo and will focus on onboarding. Coffee and cake at 3pm in the kitchen.',
        {
          announcements: ['Please welcome Aisha Rahman, who joins the product team as a designer on Monday.'],
        },
      ),
      h(
        'Reversible decisions should be made quickly and by small groups. Irreversible ones deserve the slow, heavy process. The mistake is using the heavy process for everything, which is how companies become slow.',
      ),
      h(
        "Dan and I agreed that the invoice-numbering bug gets priority over the Xero work this sprint. The numbering bug has now hit 31 accounts. Dan wants a proper regression suite before we touch tax logic again. I think he's right.",
        {
          decisions: [
            'Dan and I agreed that the invoice-numbering bug gets priority over the Xero work this sprint.',
          ],
          problems: ['The numbering bug has now hit 31 accounts.'],
        },
      ),
    ],
  },
  {
    name: 'Farah, an angel investor in Toronto, on a Thursday of pitches and portfolio updates',
    highlights: [
      h(
        "Monthly update, May\nQuick one this month as we're heads-down on the migration. We closed our pilot with Loblaw and they have signed a 12-month contract. Burn was $142k, about 20% above plan, because the data-centre migration ran long. Our head of sales role is still open after four months and pipeline is suffering. As always, intros to grocery buyers are hugely appreciated.",
        {
          problems: [
            'Burn was $142k, about 20% above plan, because the data-centre migration ran long.',
            'Our head of sales role is still open after four months and pipeline is suffering.',
          ],
          announcements: ['We closed our pilot with Loblaw and they have signed a 12-month contract.'],
        },
      ),
      h(
        'Pitch: Tallyho (AP automation for restaurants)\nTwo founders, ex-Toast. They claim 40 restaurants live but only 6 are paying. Market feels crowded. Pass for now, revisit if they hit $30k MRR. Nice people though.',
        {
          decisions: ['Pass for now, revisit if they hit $30k MRR.'],
        },
      ),
      h(
        'A bad outcome does not mean it was a bad decision. Investors who judge their choices by results alone learn the wrong lessons. Most of what we call skill is just surviving long enough to be lucky twice. Keep a journal of why you made each call.',
      ),
      h(
        'The Bank of Canada cut its policy rate by 25 basis points to 4.5% on Wednesday, its second cut this year. Governor Macklem said further cuts were reasonable if inflation keeps easing. Markets had priced in the move. The loonie barely moved.',
        {
          decisions: [
            'The Bank of Canada cut its policy rate by 25 basis points to 4.5% on Wednesday, its second cut this year.',
          ],
          announcements: [
            'The Bank of Canada cut its policy rate by 25 basis points to 4.5% on Wednesday, its second cut this year.',
          ],
        },
      ),
      h(
        "Marc: we're in for $250k on the Northwind seed, wired this morning. Marc: their lead, Inovia, is taking the board seat. Farah: great, I'll confirm my $50k today. Marc: 🙌",
        {
          decisions: ["Marc: we're in for $250k on the Northwind seed, wired this morning."],
        },
      ),
      h(
        "Jin: bad news, our AWS bill tripled overnight because a test cluster was left running. Jin: we've shut it down and asked AWS for a credit. Jin: also our SOC 2 audit got pushed to September, which might delay the bank deal. Jin: will update you Friday.",
        {
          problems: [
            'Jin: bad news, our AWS bill tripled overnight because a test cluster was left running.',
            'Jin: also our SOC 2 audit got pushed to September, which might delay the bank deal.',
          ],
        },
      ),
      h(
        'We are pleased to announce the first close of Maple Seed Fund II at $38 million. Fund II will write first cheques of $500k to $1.5m into pre-seed and seed companies. Our thesis has not changed. Thank you to our limited partners for their continued trust.',
        {
          announcements: ['We are pleased to announce the first close of Maple Seed Fund II at $38 million.'],
        },
      ),
      h(
        "Stop writing cheques into companies where I can't explain the customer in one sentence. Reread the Northwind deck before Monday. If in doubt, don't. Call Mum back.",
      ),
      h(
        'Board meeting, Copperline\nThe board approved the 2025 budget with a 14-month runway. We agreed to start the Series A process in September rather than now. Sophie will be promoted to COO from 1 July. Churn in the SMB segment is 4.1% monthly, which nobody is happy about. Next board meeting is in August.',
        {
          decisions: [
            'The board approved the 2025 budget with a 14-month runway.',
            'We agreed to start the Series A process in September rather than now.',
            'Sophie will be promoted to COO from 1 July.',
          ],
          problems: ['Churn in the SMB segment is 4.1% monthly, which nobody is happy about.'],
          announcements: ['Sophie will be promoted to COO from 1 July.'],
        },
      ),
      h(
        "Shopify launched a new checkout extension that lets merchants offer instalment payments from any provider. The feature is live in Canada and the US today. Analysts expect pressure on Affirm's take rate. Could be interesting for Copperline.",
        {
          announcements: [
            'Shopify launched a new checkout extension that lets merchants offer instalment payments from any provider.',
            'The feature is live in Canada and the US today.',
          ],
        },
      ),
      h(
        "Every great company looked like a bad idea at the start. The trick is telling the difference between a bad idea that looks bad and a good idea that looks bad. Most investors can't, and neither can most founders.",
      ),
    ],
  },
  {
    name: 'Sunil, who runs a refurbished-laptop and phone repair shop in Leicester, on a Saturday',
    highlights: [
      h(
        'Hi Sunil, unfortunately the batch of 30 ThinkPad T480s you ordered has been delayed at customs. Tracking reference is in the attached note. Apologies for the inconvenience. Kind regards, Mark',
        {
          problems: [
            'Hi Sunil, unfortunately the batch of 30 ThinkPad T480s you ordered has been delayed at customs.',
          ],
        },
      ),
      h(
        'Order till roll. The card reader dropped off wifi twice this morning and a customer walked out. Ask Jas if she can do Sundays in July.',
        {
          problems: ['The card reader dropped off wifi twice this morning and a customer walked out.'],
        },
      ),
      h(
        "Talked it over with Jas and Ravi. We're stopping iPhone screen repairs under £60; the parts cost too much and the margin's gone. From Monday we'll only stock the OEM-grade screens. We're keeping the 90-day warranty as is. Ravi wasn't thrilled but understood.",
        {
          decisions: [
            "We're stopping iPhone screen repairs under £60; the parts cost too much and the margin's gone.",
            "From Monday we'll only stock the OEM-grade screens.",
            "We're keeping the 90-day warranty as is.",
          ],
        },
      ),
      h(
        'Left my MacBook for a battery swap and got it back with a dead trackpad. The staff were friendly enough. Two stars.',
        {
          problems: ['Left my MacBook for a battery swap and got it back with a dead trackpad.'],
        },
      ),
      h(
        'Apple has expanded its Self Service Repair programme to the UK for iPhone 15 models. Parts and tools can be ordered online from today. Independent shops have mixed feelings about the pricing. A replacement screen kit costs about the same as a repair at an Apple Store.',
        {
          announcements: [
            'Apple has expanded its Self Service Repair programme to the UK for iPhone 15 models.',
            'Parts and tools can be ordered online from today.',
          ],
        },
      ),
      h(
        "Notice to businesses on Granby Street\nResurfacing works will close the street to vehicles from 8 to 19 July. The works are part of the city's cycle-lane scheme. Contact the highways team with any questions.",
        {
          problems: ['Resurfacing works will close the street to vehicles from 8 to 19 July.'],
          announcements: ['Resurfacing works will close the street to vehicles from 8 to 19 July.'],
        },
      ),
      h(
        "Cash is a fact; profit is an opinion. Most small shops don't fail for lack of customers, they fail because the money arrives later than the bills. Know your numbers every week, not every year.",
      ),
      h(
        "Ravi: the soldering station in the back is tripping the fuse again. Ravi: I've unplugged it, doing the board repairs at home tonight. Sunil: ok, buying a new one, the Hakko one we looked at. Ravi: nice",
        {
          decisions: ['Sunil: ok, buying a new one, the Hakko one we looked at.'],
          problems: ['Ravi: the soldering station in the back is tripping the fuse again.'],
        },
      ),
      h(
        'Back Market: from 1 August, sellers must provide a 12-month warranty on all refurbished laptops. Listings with shorter warranties will be hidden. Read the full seller policy in your dashboard. Questions? Contact seller support.',
        {
          announcements: [
            'Back Market: from 1 August, sellers must provide a 12-month warranty on all refurbished laptops.',
          ],
        },
      ),
      h(
        "Sunil, I've gone through Q1. Sales are up 9% but card fees have jumped to £640 a month since SumUp changed its pricing. Your VAT return is due on 7 August. Happy to talk options. Best, Carol",
        {
          problems: [
            'Sales are up 9% but card fees have jumped to £640 a month since SumUp changed its pricing.',
          ],
        },
      ),
      h(
        'Good day. 14 repairs, 3 laptops sold. Decided to open on Sundays from July, 11 to 4, just me to start. The new shelves look great. Mum came in with samosas.',
        {
          decisions: ['Decided to open on Sundays from July, 11 to 4, just me to start.'],
        },
      ),
      h('remember to reorder usb-c cables. jas off weds. check ebay fees'),
    ],
  },
  {
    name: 'Gwyn, the one-person IT support for a 40-person architecture practice in Bath, on a Monday',
    highlights: [
      h(
        "Ticket #4471 from Clara: Revit keeps crashing when she opens the Mill Lane model. It started after the Windows update on Friday. She has a client review at 2pm. I've given her my laptop for now.",
        {
          problems: ['Ticket #4471 from Clara: Revit keeps crashing when she opens the Mill Lane model.'],
        },
      ),
      h(
        "Microsoft 365 service incident MO812345\nUsers may be unable to access shared mailboxes in Outlook on the web. We've identified a recent configuration change as the likely cause and are rolling it back. Next update by 14:00 UTC.",
        {
          problems: ['Users may be unable to access shared mailboxes in Outlook on the web.'],
        },
      ),
      h(
        "Partners' meeting, IT items\nThe partners approved replacing the eight oldest workstations this financial year. We're going with Dell Precision towers rather than the HP ones. Backup: agreed to move from the NAS to Backblaze, budget £90 a month. Nobody wanted to talk about the printer lease.",
        {
          decisions: [
            'The partners approved replacing the eight oldest workstations this financial year.',
            "We're going with Dell Precision towers rather than the HP ones.",
            'Backup: agreed to move from the NAS to Backblaze, budget £90 a month.',
          ],
        },
      ),
      h(
        'Hi all, from next Monday, 9 June, everyone will need to use the Authenticator app to sign in to email. Text-message codes will stop working that day. Shout if you get stuck. Gwyn',
        {
          announcements: [
            'Hi all, from next Monday, 9 June, everyone will need to use the Authenticator app to sign in to email.',
            'Text-message codes will stop working that day.',
          ],
        },
      ),
      h(
        'A critical vulnerability in FortiOS SSL-VPN is being actively exploited, Fortinet warned on Thursday. Fortinet released patches for all supported versions on Friday. Admins who cannot patch immediately should disable SSL-VPN. The flaw was found by an outside researcher.',
        {
          problems: [
            'A critical vulnerability in FortiOS SSL-VPN is being actively exploited, Fortinet warned on Thursday.',
          ],
          announcements: ['Fortinet released patches for all supported versions on Friday.'],
        },
      ),
      h(
        "Check FortiGate firmware version first thing. The office UPS battery is reporting 'replace soon' again. Don't buy another cheap KVM. Renew the domain before the 30th.",
        {
          problems: ["The office UPS battery is reporting 'replace soon' again."],
        },
      ),
      h(
        "Any improvement made anywhere besides the bottleneck is an illusion. Left unchecked, technical debt will ensure that the only work that gets done is unplanned work. You can't fix what you can't see.",
      ),
      h(
        "Beth: the Wi-Fi in the model shop has been dropping all morning, the laser cutter PC keeps losing the job queue. Gwyn: I'll move it to a cable this afternoon. Beth: also, can you order Tom a second monitor? Gwyn: on it",
        {
          problems: [
            'Beth: the Wi-Fi in the model shop has been dropping all morning, the laser cutter PC keeps losing the job queue.',
          ],
        },
      ),
      h(
        "Autodesk will end support for Revit 2022 on 1 May next year. The change was first flagged on Autodesk's product lifecycle page last year. Customers on 2022 are encouraged to plan their upgrade.",
        {
          announcements: ['Autodesk will end support for Revit 2022 on 1 May next year.'],
        },
      ),
      h(
        'Incident log, Mon\n08:40 file server S: drive at 97% full, project saves failing for three users. 09:15 moved the 2019 archive to cold storage, now at 71%. Next job: a proper quota policy. Told the three users to save again.',
        {
          problems: ['08:40 file server S: drive at 97% full, project saves failing for three users.'],
        },
      ),
      h(
        "Revit 2024 crashes on open for a lot of people after KB5039212. Rolling back the update fixed it for us. Microsoft has acknowledged the issue but hasn't given a date for a fix. Hope that helps someone.",
        {
          problems: [
            'Revit 2024 crashes on open for a lot of people after KB5039212.',
            "Microsoft has acknowledged the issue but hasn't given a date for a fix.",
          ],
        },
      ),
      h(
        "Spoke to Helen (MD). We'll keep Revit on 2024 until the autumn and skip 2025 entirely. She also signed off the Backblaze spend. She asked how the new starters are getting on.",
        {
          decisions: [
            "We'll keep Revit on 2024 until the autumn and skip 2025 entirely.",
            'She also signed off the Backblaze spend.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Nadia, producer of a weekly personal-finance podcast, on recording day (Thursday)',
    highlights: [
      h(
        "Prod meeting\nWe're dropping the Friday bonus episode from July; downloads don't justify the edit time. Agreed to book Martin Lewis's team for the ISA special if they say yes. Kemi wants to talk about video at some point. Biscuits were stale.",
        {
          decisions: [
            "We're dropping the Friday bonus episode from July; downloads don't justify the edit time.",
            "Agreed to book Martin Lewis's team for the ISA special if they say yes.",
          ],
        },
      ),
      h(
        'Buzzsprout changelog\nNew: AI-generated chapter markers are now available on all paid plans. Improved: the stats dashboard loads twice as fast. Dynamic ad insertion is coming to UK accounts later this year. Read the full notes on our blog.',
        {
          announcements: [
            'New: AI-generated chapter markers are now available on all paid plans.',
            'Improved: the stats dashboard loads twice as fast.',
            'Dynamic ad insertion is coming to UK accounts later this year.',
          ],
        },
      ),
      h(
        'Episode 212 went out with the wrong audio file, the unmastered one with the swearing left in. Apple has already cached it for some listeners. Replaced the file at 07:30 and reported it to Apple Podcasts support. Spotify picked up the new file within the hour.',
        {
          problems: [
            'Episode 212 went out with the wrong audio file, the unmastered one with the swearing left in.',
            'Apple has already cached it for some listeners.',
          ],
        },
      ),
      h(
        "Hi Nadia, great news: Chip has approved the Q3 sponsorship, eight host-read spots at £1,200 each. Contract to follow from our legal team. We'd love the first read in the 17 July episode. Best, Tom",
        {
          decisions: [
            'Hi Nadia, great news: Chip has approved the Q3 sponsorship, eight host-read spots at £1,200 each.',
          ],
        },
      ),
      h(
        "Spending money to show people how much money you have is the fastest way to have less money. Saving does not require a goal; it requires a gap between your ego and your income. Wealth is what you don't see.",
      ),
      h(
        'The Bank of England held interest rates at 5.25% on Thursday, with the committee split 7–2. It was the sixth meeting in a row without a change. Economists now expect the first cut in August. Mortgage rates have edged down in anticipation.',
        {
          decisions: [
            'The Bank of England held interest rates at 5.25% on Thursday, with the committee split 7–2.',
          ],
        },
      ),
      h(
        "From the network: we're launching a new show, Money Mates, hosted by Priya Shah, on 4 September. Applications for our audio producer traineeship open on Monday. Thanks to everyone who came to the summer social.",
        {
          announcements: [
            "From the network: we're launching a new show, Money Mates, hosted by Priya Shah, on 4 September.",
            'Applications for our audio producer traineeship open on Monday.',
          ],
        },
      ),
      h(
        'Interview prep: ask Dr Okafor about pension auto-enrolment failures, not just the good stats. Book the studio for the 24th. New mic stand arrives Tues. Remind Kemi about the invoice.',
      ),
      h(
        "Kemi: the remote guest's audio is clipping badly on the Tuesday recording, I can't save about ten minutes of it. Kemi: we'll have to re-record the middle section or cut it. Nadia: let's cut it, the episode's long anyway. Kemi: fine by me",
        {
          decisions: ["Nadia: let's cut it, the episode's long anyway."],
          problems: [
            "Kemi: the remote guest's audio is clipping badly on the Tuesday recording, I can't save about ten minutes of it.",
          ],
        },
      ),
      h(
        "Most podcasts fail because they stop, not because they're bad. The shows that last are the ones whose producers decided early what the show is not. Consistency beats brilliance.",
      ),
      h(
        'Love the show, but the last three episodes have been really quiet compared to the ads, I have to keep changing the volume. Otherwise keep it up! Greetings from Bristol.',
        {
          problems: [
            'Love the show, but the last three episodes have been really quiet compared to the ads, I have to keep changing the volume.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Marta, financial controller at a 60-person SaaS company in Kraków (writes in English), at month-end close',
    highlights: [
      h(
        'May close, day 3\nBank recs done except the EUR account. Revenue in the ledger is 72k PLN lower than the billing system shows. Deferred revenue schedule goes to Piotr tomorrow. Coffee machine is fixed, finally.',
        {
          problems: ['Revenue in the ledger is 72k PLN lower than the billing system shows.'],
        },
      ),
      h(
        "Catch-up with Ewa (CFO)\nWe're switching the audit to Grant Thornton from next year; the fee is 30% lower. Ewa approved the new expense policy, which caps hotel nights at 600 PLN. She wants a draft board pack by the 12th.",
        {
          decisions: [
            "We're switching the audit to Grant Thornton from next year; the fee is 30% lower.",
            'Ewa approved the new expense policy, which caps hotel nights at 600 PLN.',
          ],
        },
      ),
      h(
        'Team, the new expense policy takes effect on 1 July. Hotel nights are capped at 600 PLN and all claims must go through Pleo. Questions to me or to Ola. Thanks, Marta',
        {
          announcements: [
            'Team, the new expense policy takes effect on 1 July.',
            'Hotel nights are capped at 600 PLN and all claims must go through Pleo.',
          ],
        },
      ),
      h(
        'Important: from 15 July, mBank will stop supporting the old SEPA file format for bulk payments. Please update your ERP export before then. Technical details are available in the mBank developer portal.',
        {
          problems: [
            'Important: from 15 July, mBank will stop supporting the old SEPA file format for bulk payments.',
          ],
          announcements: [
            'Important: from 15 July, mBank will stop supporting the old SEPA file format for bulk payments.',
          ],
        },
      ),
      h(
        'Accounting is the language of business, and like any language it can be used to tell the truth or to lie. Every decision about a provision is a decision about what story the numbers will tell. Auditors know this; so should we.',
      ),
      h(
        "Ola: heads up, ZUS contribution rates change from 1 January, the new rates were published in the Monitor today. Ola: I'll update the payroll templates next week. Marta: thanks. Ola: also, Ewa confirmed payroll moves to the 28th from August.",
        {
          decisions: ['Ola: also, Ewa confirmed payroll moves to the 28th from August.'],
          announcements: [
            'Ola: heads up, ZUS contribution rates change from 1 January, the new rates were published in the Monitor today.',
          ],
        },
      ),
      h(
        "The European Commission has published final rules for the ViDA e-invoicing mandate, which will require cross-border B2B e-invoices from July 2030. Poland's own KSeF system goes live for large taxpayers in February. Software vendors say they are ready; finance teams are less sure.",
        {
          announcements: [
            'The European Commission has published final rules for the ViDA e-invoicing mandate, which will require cross-border B2B e-invoices from July 2030.',
            "Poland's own KSeF system goes live for large taxpayers in February.",
          ],
        },
      ),
      h(
        "Don't close the month with a suspense account balance, ever again. Ask Piotr why he decided to book the Allegro refund as revenue. Lunch with Kasia Thursday.",
      ),
      h(
        "Marta, during the interim audit we found that 14 supplier invoices were approved by the same person who raised the purchase order. We'll discuss it at the closing meeting. We'd suggest a system control in the ERP. Kind regards, Tomasz",
        {
          problems: [
            'Marta, during the interim audit we found that 14 supplier invoices were approved by the same person who raised the purchase order.',
          ],
        },
      ),
      h(
        'Board pack, June\nThe board approved the 2025 hiring plan of 12 roles, down from 18. Cash runway is 19 months at current burn. Q2 bookings are tracking slightly ahead of budget. Commentary to follow.',
        {
          decisions: ['The board approved the 2025 hiring plan of 12 roles, down from 18.'],
        },
      ),
      h(
        "Excited to share that I've joined Fakturownia as CFO! After eight years at Allegro, it's time for something new. Grateful to everyone who helped along the way.",
        {
          announcements: ["Excited to share that I've joined Fakturownia as CFO!"],
        },
      ),
      h(
        "Finance team weekly\nWe decided to stop accruing for the Google Ads credits; they're immaterial. The FX loss on the EUR account is 41k PLN this month and growing. Agreed that Ola covers AP while Bartek is on leave. Bartek is back on the 23rd.",
        {
          decisions: [
            "We decided to stop accruing for the Google Ads credits; they're immaterial.",
            'Agreed that Ola covers AP while Bartek is on leave.',
          ],
          problems: ['The FX loss on the EUR account is 41k PLN this month and growing.'],
        },
      ),
    ],
  },
  {
    name: 'Ollie, a smart-home hobbyist reading forum posts, changelogs and a design book on a Sunday',
    highlights: [
      h(
        'Home Assistant 2025.6 is out! This release adds a new area dashboard that is generated automatically. The Z-Wave integration now supports firmware updates over the air. Heads up: the legacy YAML configuration for the Nest integration has been removed. Happy automating!',
        {
          problems: ['Heads up: the legacy YAML configuration for the Nest integration has been removed.'],
          announcements: [
            'Home Assistant 2025.6 is out!',
            'This release adds a new area dashboard that is generated automatically.',
            'The Z-Wave integration now supports firmware updates over the air.',
            'Heads up: the legacy YAML configuration for the Nest integration has been removed.',
          ],
        },
      ),
      h(
        "Since updating to 2025.6 my Zigbee motion sensors drop off every few hours. I've tried re-pairing them twice. Anyone else seeing this?",
        {
          problems: ['Since updating to 2025.6 my Zigbee motion sensors drop off every few hours.'],
        },
      ),
      h(
        "Decided: moving the whole house off the Hue bridge and onto Zigbee2MQTT this summer. Buy a second coordinator stick first. Don't touch the heating automations in winter. Label every device in the UI, properly this time.",
        {
          decisions: ['Decided: moving the whole house off the Hue bridge and onto Zigbee2MQTT this summer.'],
        },
      ),
      h(
        'When people fail to use something, it is the fault of the design, not the user. Good design is actually a lot harder to notice than poor design, in part because good designs fit our needs so well that the design is invisible.',
      ),
      h(
        "Sam: the hallway lights turned on at 3am again. Ollie: sorry, that's the new automation, I'll fix it tonight. Sam: also we agreed no cameras inside the house, remember? Ollie: yes, I've decided the indoor one goes back to Amazon.",
        {
          decisions: [
            'Sam: also we agreed no cameras inside the house, remember?',
            "Ollie: yes, I've decided the indoor one goes back to Amazon.",
          ],
          problems: ['Sam: the hallway lights turned on at 3am again.'],
        },
      ),
      h(
        'Google announced that Nest Protect smoke alarms will no longer be sold, with First Alert taking over the line. Existing devices will keep getting safety updates until 2030. The company shut down the Works with Nest programme back in 2023.',
        {
          announcements: [
            'Google announced that Nest Protect smoke alarms will no longer be sold, with First Alert taking over the line.',
          ],
        },
      ),
      h(
        'The Connectivity Standards Alliance released Matter 1.4 on Thursday, adding support for solar panels, batteries and heat pumps. Certified devices are expected early next year. Some developers complained the spec is still too complex. The full spec is on the CSA website.',
        {
          announcements: [
            'The Connectivity Standards Alliance released Matter 1.4 on Thursday, adding support for solar panels, batteries and heat pumps.',
          ],
        },
      ),
      h(
        'Zigbee2MQTT 2.1.0\nBreaking: the legacy availability feature has been removed, update your configuration before upgrading. Added support for 43 new devices. Fixed a memory leak when many groups are configured.',
        {
          problems: [
            'Breaking: the legacy availability feature has been removed, update your configuration before upgrading.',
          ],
          announcements: [
            'Breaking: the legacy availability feature has been removed, update your configuration before upgrading.',
            'Added support for 43 new devices.',
          ],
        },
      ),
      h(
        "Octopus: your new Agile tariff starts on 1 July. Prices will change every half hour and can go negative. Your smart meter stopped sending half-hourly readings on 2 June, so we're estimating your bills. You can check your usage in the app.",
        {
          problems: [
            "Your smart meter stopped sending half-hourly readings on 2 June, so we're estimating your bills.",
          ],
          announcements: ['Octopus: your new Agile tariff starts on 1 July.'],
        },
      ),
      h(
        "Network plan\nWe're going with a separate VLAN for all the IoT stuff. The cameras and the robot vacuum are the worst offenders for chatter. Budget about £150 for a managed switch. Check what the NAS supports first.",
        {
          decisions: ["We're going with a separate VLAN for all the IoT stuff."],
        },
      ),
      h('ideas for the garage: door sensor, maybe a leak sensor under the freezer. cheap ones are fine'),
      h(
        "Automate the boring things, but never automate something you don't understand. A smart home that needs a manual is a failed smart home. Start with one room.",
      ),
    ],
  },
];
