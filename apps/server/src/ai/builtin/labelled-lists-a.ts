import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by an author who
 * saw none of the patterns. Used to tune the patterns after a first scoring.
 */
export const LIST_DAYS_A: LabelledListDay[] = [
  {
    name: 'release week at a small software company',
    highlights: [
      h(
        'Sprint review: we decided to ship the billing page without the PDF export. Maria asked whether we need a second reviewer for migrations. The migration script still times out on large accounts. Sam will update the release checklist.',
        {
          decisions: ['Sprint review: we decided to ship the billing page without the PDF export.'],
          problems: ['The migration script still times out on large accounts.'],
        },
      ),
      h(
        'Changelog 4.1: Dark mode is now available on all plans. Heads up: the old API tokens stop working on 1 June, so integrations that still use them will break.',
        {
          announcements: [
            'Changelog 4.1: Dark mode is now available on all plans.',
            'Heads up: the old API tokens stop working on 1 June, so integrations that still use them will break.',
          ],
          problems: [
            'Heads up: the old API tokens stop working on 1 June, so integrations that still use them will break.',
          ],
        },
      ),
      h(
        'Incident: the staging database ran out of disk at 02:10 and the nightly builds failed. Root cause: an unrotated log file filled the volume. We agreed to add disk alerts at 80 percent.',
        {
          problems: [
            'Incident: the staging database ran out of disk at 02:10 and the nightly builds failed.',
            'Root cause: an unrotated log file filled the volume.',
          ],
          decisions: ['We agreed to add disk alerts at 80 percent.'],
        },
      ),
      h('Decide slowly, act fast.'),
      h('Every release is a small act of courage, wrote the author, and every bug a lesson in humility.'),
      h(
        'Customer email: the export button does nothing in Safari, and two accounts have been charged twice this month. We agreed to refund both double charges today.',
        {
          problems: [
            'Customer email: the export button does nothing in Safari, and two accounts have been charged twice this month.',
          ],
          decisions: ['We agreed to refund both double charges today.'],
        },
      ),
      h('Open question: do we keep the beta flag for the new editor? Nobody has decided yet.'),
      h('Final call from Priya: no new features land after Wednesday. Release notes are due Thursday.', {
        decisions: ['Final call from Priya: no new features land after Wednesday.'],
      }),
      h(
        'Welcome Jonas, who joins as our first support engineer on Monday. The support inbox now has a live chat option too.',
        {
          announcements: [
            'Welcome Jonas, who joins as our first support engineer on Monday.',
            'The support inbox now has a live chat option too.',
          ],
        },
      ),
      h(
        'Risk: the signing certificate for the desktop app expires on the 4th, and only Ana has access to renew it.',
        {
          problems: [
            'Risk: the signing certificate for the desktop app expires on the 4th, and only Ana has access to renew it.',
          ],
        },
      ),
      h(
        'Security: a dependency in the image pipeline has a known remote code execution flaw. Sam will upgrade it today.',
        {
          problems: ['Security: a dependency in the image pipeline has a known remote code execution flaw.'],
        },
      ),
      h(
        'Retro: we will go with weekly releases instead of fortnightly ones from now on. Someone should ask the designers about icon sizes.',
        { decisions: ['Retro: we will go with weekly releases instead of fortnightly ones from now on.'] },
      ),
    ],
  },
  {
    name: 'a morning of tech news reading',
    highlights: [
      h(
        'Acme Cloud announced today that it has acquired the database startup Tidewater for an undisclosed sum. The deal is expected to close in the autumn.',
        {
          announcements: [
            'Acme Cloud announced today that it has acquired the database startup Tidewater for an undisclosed sum.',
          ],
        },
      ),
      h('The Walkman launched in 1979 and changed how people listened to music.'),
      h(
        'Version 3.2 of the Lumen editor is out today, but it drops support for the old plugin loader, so existing plugins will break.',
        {
          announcements: [
            'Version 3.2 of the Lumen editor is out today, but it drops support for the old plugin loader, so existing plugins will break.',
          ],
          problems: [
            'Version 3.2 of the Lumen editor is out today, but it drops support for the old plugin loader, so existing plugins will break.',
          ],
        },
      ),
      h('Launch before you are ready, because you will never feel ready.'),
      h(
        'A review of the five-year-old camera app: still the best night mode around, though the interface feels dated.',
      ),
      h(
        'Northwind Air and Railco have formed a partnership that lets travellers book train and flight legs on one ticket, starting next month.',
        {
          announcements: [
            'Northwind Air and Railco have formed a partnership that lets travellers book train and flight legs on one ticket, starting next month.',
          ],
        },
      ),
      h(
        'A major outage at a payments processor left shops across Europe unable to take card payments for three hours on Friday. The processor has since launched a compensation scheme for affected merchants.',
        {
          problems: [
            'A major outage at a payments processor left shops across Europe unable to take card payments for three hours on Friday.',
          ],
          announcements: ['The processor has since launched a compensation scheme for affected merchants.'],
        },
      ),
      h('Regulators warned that the new chatbot may leak personal data entered by users.', {
        problems: ['Regulators warned that the new chatbot may leak personal data entered by users.'],
      }),
      h('Maybe the company will launch a cheaper model in spring, analysts speculated.'),
      h(
        "Starting Monday, the city's bike share costs 2 euros per ride instead of 1.50. The operator pointed to rising repair costs.",
        { announcements: ["Starting Monday, the city's bike share costs 2 euros per ride instead of 1.50."] },
      ),
      h("The magazine's spring issue is a special on new Nordic architecture."),
      h(
        'Researchers found that a popular smart lock can be opened with a cheap radio. The vendor has not yet released a fix.',
        {
          problems: [
            'Researchers found that a popular smart lock can be opened with a cheap radio.',
            'The vendor has not yet released a fix.',
          ],
        },
      ),
    ],
  },
  {
    name: 'support desk shift notes',
    highlights: [
      h(
        'Ticket 4412: customer cannot log in after resetting the password. The reset email arrives but the link has already expired.',
        {
          problems: [
            'Ticket 4412: customer cannot log in after resetting the password.',
            'The reset email arrives but the link has already expired.',
          ],
        },
      ),
      h(
        "Three users reported that invoices show the wrong currency since yesterday's update. We decided to roll back the currency change tonight.",
        {
          problems: ["Three users reported that invoices show the wrong currency since yesterday's update."],
          decisions: ['We decided to roll back the currency change tonight.'],
        },
      ),
      h(
        'Good news: the search timeout from last week has not come back. Thanks to the new cache we should see fewer slow pages.',
      ),
      h('Escalated: the mobile app crashes on launch for Android 14 users with large photo libraries.', {
        problems: [
          'Escalated: the mobile app crashes on launch for Android 14 users with large photo libraries.',
        ],
      }),
      h(
        'Team lead decided we will refund the double charges automatically instead of asking each customer to write in.',
        {
          decisions: [
            'Team lead decided we will refund the double charges automatically instead of asking each customer to write in.',
          ],
        },
      ),
      h('Macro update: the new refund template is live for all agents from today.', {
        announcements: ['Macro update: the new refund template is live for all agents from today.'],
      }),
      h('Every complaint is a gift, if you know how to open it.'),
      h(
        'Warning for the night shift: the phone line provider has scheduled maintenance from 23:00 to 01:00, so calls may drop.',
        {
          problems: [
            'Warning for the night shift: the phone line provider has scheduled maintenance from 23:00 to 01:00, so calls may drop.',
          ],
        },
      ),
      h(
        'A customer asked whether the new dashboard will support exports. I said I would check with product.',
      ),
      h('Agreed with billing: we waive late fees for anyone affected by the outage.', {
        decisions: ['Agreed with billing: we waive late fees for anyone affected by the outage.'],
      }),
      h(
        'Complaint from a long-time client: response times have doubled this month and nobody called her back. We agreed to give her a direct line to the team lead.',
        {
          problems: [
            'Complaint from a long-time client: response times have doubled this month and nobody called her back.',
          ],
          decisions: ['We agreed to give her a direct line to the team lead.'],
        },
      ),
      h(
        'Note to self: the error budget policy is on the wiki under reliability. The new status page for support agents went live this morning.',
        { announcements: ['The new status page for support agents went live this morning.'] },
      ),
    ],
  },
  {
    name: 'quarterly planning meeting at a design agency',
    highlights: [
      h('Budget approved at 40k for the rebrand. Lena will share the supplier list by Tuesday.', {
        decisions: ['Budget approved at 40k for the rebrand.'],
      }),
      h("We'll go with the smaller studio in Lisbon for the photo shoot.", {
        decisions: ["We'll go with the smaller studio in Lisbon for the photo shoot."],
      }),
      h(
        'We need to decide on the venue for the client summit. Options are the harbour hall or the old cinema.',
      ),
      h('Decided to hire a contractor for the accessibility audit. Tom will draft the contract.', {
        decisions: ['Decided to hire a contractor for the accessibility audit.'],
      }),
      h(
        'Agreed: the launch of the new website moves to May. The printer has warned that the paper stock is three weeks late.',
        {
          decisions: ['Agreed: the launch of the new website moves to May.'],
          problems: ['The printer has warned that the paper stock is three weeks late.'],
        },
      ),
      h(
        'The pricing question stays open until the next meeting. The client is also unhappy that the first drafts were delivered four days late.',
        { problems: ['The client is also unhappy that the first drafts were delivered four days late.'] },
      ),
      h('Vote result: the team chose four-day weeks for the summer months, starting in July.', {
        decisions: ['Vote result: the team chose four-day weeks for the summer months, starting in July.'],
      }),
      h('Quote on the whiteboard: the risk of a wrong decision is preferable to the terror of indecision.'),
      h('Risk: our main illustrator is on leave in June, which overlaps with two deadlines.', {
        problems: ['Risk: our main illustrator is on leave in June, which overlaps with two deadlines.'],
      }),
      h(
        'Omar made the call: from now on all client files live on the shared drive, not on laptops. Background: a laptop with unencrypted client files was stolen from a car last month.',
        {
          decisions: [
            'Omar made the call: from now on all client files live on the shared drive, not on laptops.',
          ],
          problems: ['Background: a laptop with unencrypted client files was stolen from a car last month.'],
        },
      ),
      h(
        "Open question: should we raise day rates in the autumn? Studio news for the newsletter: we won the contract for the city museum's new identity.",
        {
          announcements: [
            "Studio news for the newsletter: we won the contract for the city museum's new identity.",
          ],
        },
      ),
      h('We will not take on new retainer clients until the hiring is done.', {
        decisions: ['We will not take on new retainer clients until the hiring is done.'],
      }),
    ],
  },
  {
    name: 'product newsletter inbox',
    highlights: [
      h(
        'Introducing Folio Teams: shared notebooks with comments, available today for every paid workspace.',
        {
          announcements: [
            'Introducing Folio Teams: shared notebooks with comments, available today for every paid workspace.',
          ],
        },
      ),
      h(
        'We are now available in Canada and Mexico. Card payments from Mexican banks may fail for the first few days while our provider finishes setup.',
        {
          announcements: ['We are now available in Canada and Mexico.'],
          problems: [
            'Card payments from Mexican banks may fail for the first few days while our provider finishes setup.',
          ],
        },
      ),
      h(
        'Price update: from 1 March the Pro plan costs 12 dollars a month. Existing subscribers keep their current price for a year.',
        {
          announcements: [
            'Price update: from 1 March the Pro plan costs 12 dollars a month.',
            'Existing subscribers keep their current price for a year.',
          ],
        },
      ),
      h("Our founder's essay argues that great products launch late and quietly."),
      h(
        'Heads up: the legacy desktop sync client will stop working on 30 April, so please switch to the new app before then.',
        {
          problems: [
            'Heads up: the legacy desktop sync client will stop working on 30 April, so please switch to the new app before then.',
          ],
          announcements: [
            'Heads up: the legacy desktop sync client will stop working on 30 April, so please switch to the new app before then.',
          ],
        },
      ),
      h('Welcome to Dana Ruiz, our new head of design, who joins from a games studio.', {
        announcements: ['Welcome to Dana Ruiz, our new head of design, who joins from a games studio.'],
      }),
      h(
        'We are thrilled to partner with Greenleaf Libraries to bring free accounts to public library members.',
        {
          announcements: [
            'We are thrilled to partner with Greenleaf Libraries to bring free accounts to public library members.',
          ],
        },
      ),
      h('Known issue: some users see duplicated tags after the import. A fix is on the way.', {
        problems: ['Known issue: some users see duplicated tags after the import.'],
      }),
      h(
        'Book corner: a classic on negotiation, first published in 1981, still has the best chapter on deciding under pressure.',
      ),
      h(
        'Changelog: keyboard shortcuts can now be customised. The calendar view loads twice as fast. Widgets on the home screen may appear blank until you restart the app.',
        {
          announcements: [
            'Changelog: keyboard shortcuts can now be customised.',
            'The calendar view loads twice as fast.',
          ],
          problems: ['Widgets on the home screen may appear blank until you restart the app.'],
        },
      ),
      h('Coming soon, maybe: we are exploring a mobile widget and would love your ideas.'),
      h(
        'Thanks to the new backup system, data loss incidents should become a thing of the past. After your feedback, we decided to keep the free plan at unlimited notes.',
        { decisions: ['After your feedback, we decided to keep the free plan at unlimited notes.'] },
      ),
    ],
  },
  {
    name: 'an outage day at an online shop',
    highlights: [
      h('Checkout failed for 20 minutes on Tuesday after a bad config push.', {
        problems: ['Checkout failed for 20 minutes on Tuesday after a bad config push.'],
      }),
      h(
        'Postmortem meeting: we agreed to require a second approver for every config change. Kai will write the runbook.',
        {
          decisions: ['Postmortem meeting: we agreed to require a second approver for every config change.'],
        },
      ),
      h('Customers who retried were charged twice, and about 140 orders need manual refunds.', {
        problems: ['Customers who retried were charged twice, and about 140 orders need manual refunds.'],
      }),
      h('Supplier says the replacement parts for the packing machine are three weeks late.', {
        problems: ['Supplier says the replacement parts for the packing machine are three weeks late.'],
      }),
      h('Decision: we pause the spring sale until the payment provider confirms the fix.', {
        decisions: ['Decision: we pause the spring sale until the payment provider confirms the fix.'],
      }),
      h(
        'Statement posted on the status page: all systems are working normally again. A new status page with live incident history is now public for customers.',
        { announcements: ['A new status page with live incident history is now public for customers.'] },
      ),
      h(
        'The warehouse team says the new scanners keep losing their connection near the loading bay. We decided to return them to the vendor and go back to the old scanners for now.',
        {
          problems: [
            'The warehouse team says the new scanners keep losing their connection near the loading bay.',
          ],
          decisions: ['We decided to return them to the vendor and go back to the old scanners for now.'],
        },
      ),
      h('A problem well stated is a problem half solved.'),
      h('Open item: who owns the payment provider relationship? We have not decided.'),
      h('We chose to email every affected customer personally rather than post a generic notice.', {
        decisions: [
          'We chose to email every affected customer personally rather than post a generic notice.',
        ],
      }),
      h(
        'Security note: an old admin account with a weak password was still active and has now been disabled. We decided that every admin account gets two-factor login by Friday.',
        {
          problems: [
            'Security note: an old admin account with a weak password was still active and has now been disabled.',
          ],
          decisions: ['We decided that every admin account gets two-factor login by Friday.'],
        },
      ),
      h(
        "Risk: if the provider's fix slips, we miss the Easter weekend, our busiest of the year. If it slips, we agreed to switch to the backup provider on Thursday.",
        {
          problems: [
            "Risk: if the provider's fix slips, we miss the Easter weekend, our busiest of the year.",
          ],
          decisions: ['If it slips, we agreed to switch to the backup provider on Thursday.'],
        },
      ),
    ],
  },
  {
    name: 'a reading day with books and articles',
    highlights: [
      h('In the book, the general writes that every decision made in anger is a decision made twice.'),
      h('The problem with most advice is that it is written by survivors.'),
      h('Issue 42 of the quarterly has a long essay on slow software.'),
      h('Article line: the first iPhone was released in 2007, and nothing about phones stayed the same.'),
      h('Risk is what is left when you think you have thought of everything.'),
      h('New ideas need old buildings, said Jane Jacobs.'),
      h('Note to self: I decided to read one chapter every morning before email.', {
        decisions: ['Note to self: I decided to read one chapter every morning before email.'],
      }),
      h(
        'Library notice: the reading room roof is leaking again, and water has damaged two shelves of periodicals.',
        {
          problems: [
            'Library notice: the reading room roof is leaking again, and water has damaged two shelves of periodicals.',
          ],
        },
      ),
      h(
        'Starting next week, the library opens at 8 on weekdays. The late opening on Thursdays is cancelled because of staff shortages.',
        {
          announcements: [
            'Starting next week, the library opens at 8 on weekdays.',
            'The late opening on Thursdays is cancelled because of staff shortages.',
          ],
          problems: ['The late opening on Thursdays is cancelled because of staff shortages.'],
        },
      ),
      h('The author argues that launching early is less risky than launching late.'),
      h(
        "My e-reader froze twice today and lost my highlights from chapter three. I decided to switch to the library's reading app instead.",
        {
          problems: ['My e-reader froze twice today and lost my highlights from chapter three.'],
          decisions: ["I decided to switch to the library's reading app instead."],
        },
      ),
      h('Bookshop newsletter: the long-awaited translation of the Finnish novel is out now in paperback.', {
        announcements: [
          'Bookshop newsletter: the long-awaited translation of the Finnish novel is out now in paperback.',
        ],
      }),
    ],
  },
  {
    name: 'a mixed Monday at a hardware startup',
    highlights: [
      h(
        'Board call: the board approved the seed extension of 1.2 million. We agreed to spend it on the second production run.',
        {
          decisions: [
            'Board call: the board approved the seed extension of 1.2 million.',
            'We agreed to spend it on the second production run.',
          ],
        },
      ),
      h(
        'Press release is out: Kettle Labs today announced the Brewer Mini, shipping from 15 May in the UK and Ireland.',
        {
          announcements: [
            'Press release is out: Kettle Labs today announced the Brewer Mini, shipping from 15 May in the UK and Ireland.',
          ],
        },
      ),
      h(
        'Firmware 2.4 is released with quieter fan control. It also resets saved schedules, so customers will need to set them again.',
        {
          announcements: ['Firmware 2.4 is released with quieter fan control.'],
          problems: ['It also resets saved schedules, so customers will need to set them again.'],
        },
      ),
      h('The factory reported that 6 percent of heating elements failed the burn-in test this week.', {
        problems: [
          'The factory reported that 6 percent of heating elements failed the burn-in test this week.',
        ],
      }),
      h('We need to decide whether to recall the first batch or ship replacement parts.'),
      h('Decided after lunch: we ship replacement parts to the 80 affected customers instead of a recall.', {
        decisions: [
          'Decided after lunch: we ship replacement parts to the 80 affected customers instead of a recall.',
        ],
      }),
      h(
        'Customs is holding our shipment of glass carafes in Rotterdam over missing paperwork. Our broker warns the delay could push the launch event back by a week.',
        {
          problems: [
            'Customs is holding our shipment of glass carafes in Rotterdam over missing paperwork.',
            'Our broker warns the delay could push the launch event back by a week.',
          ],
        },
      ),
      h('Hardware is hard, and the hardest part is deciding what not to build.'),
      h(
        'Welcome aboard: Mei Tan starts today as head of manufacturing. We agreed she takes over the supplier contracts from Ola.',
        {
          announcements: ['Welcome aboard: Mei Tan starts today as head of manufacturing.'],
          decisions: ['We agreed she takes over the supplier contracts from Ola.'],
        },
      ),
      h(
        'Retailer feedback: two stores complained that the boxes arrive dented. We settled on double-walled cartons from next month.',
        {
          problems: ['Retailer feedback: two stores complained that the boxes arrive dented.'],
          decisions: ['We settled on double-walled cartons from next month.'],
        },
      ),
      h('The trade show booth still needs a decision; Ola will collect quotes.'),
      h('We are now part of the Nordic Hardware Accelerator, starting with its spring cohort.', {
        announcements: [
          'We are now part of the Nordic Hardware Accelerator, starting with its spring cohort.',
        ],
      }),
    ],
  },
];
