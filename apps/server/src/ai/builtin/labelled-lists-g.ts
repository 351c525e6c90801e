import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_G: LabelledListDay[] = [
  {
    name: 'City IT director, mid-sized US city (reads GovTech and StateScoop newsletters daily)',
    highlights: [
      h(
        'IT steering committee, Tuesday\nAttendees: CIO office, finance, police records, parks and rec.\nThe committee approved the move of the permitting system to the state cloud contract. Finance asked whether the license true-up lands in this fiscal year or the next. We agreed to freeze new SaaS purchases until the software inventory audit is done. Parks wants a kiosk pilot at two rec centers, to be discussed in May. Meeting ran 20 minutes over.',
        {
          decisions: [
            'The committee approved the move of the permitting system to the state cloud contract.',
            'We agreed to freeze new SaaS purchases until the software inventory audit is done.',
          ],
        },
      ),
      h(
        "P2 incident 0412\nThe 311 app has been timing out for anyone on the Verizon network since about 6am. Vendor thinks it is a DNS change on their side. The library branch printers are back online after last week's firmware rollback. Ticket is with the vendor and I asked for updates every hour.",
        {
          problems: ['The 311 app has been timing out for anyone on the Verizon network since about 6am.'],
        },
      ),
      h(
        'StateScoop daily\nThe state CIO announced a new shared cybersecurity operations center that will serve counties and cities at no cost starting July 1. Details on enrollment have not been published yet. Cities that joined the earlier pilot saw phishing click rates fall by half. The program is funded by the federal State and Local Cybersecurity Grant Program.',
        {
          announcements: [
            'The state CIO announced a new shared cybersecurity operations center that will serve counties and cities at no cost starting July 1.',
          ],
        },
      ),
      h(
        'The purpose of a system is what it does, as Stafford Beer put it. Most failures in government IT are decided long before the first line of code is written, in the procurement office. A new system will faithfully reproduce every broken process you feed it. Modernization is not a project; it is a habit.',
      ),
      h(
        'Dana (police records): RMS export job failed again last night, third time this week.\nMe: ugh. ok\nDana: The chief decided we are not renewing the old body-cam storage contract, so we need the new bucket by August.\nMe: Got it, will loop in Priya.',
        {
          problems: ['Dana (police records): RMS export job failed again last night, third time this week.'],
          decisions: [
            'Dana: The chief decided we are not renewing the old body-cam storage contract, so we need the new bucket by August.',
          ],
        },
      ),
      h(
        'Heads up from the county CISO: a phishing campaign spoofing our payroll portal is targeting city employees this week. The messages use the subject line Direct Deposit Update and look very convincing. Please forward anything suspicious to the security inbox. Thanks for staying alert.',
        {
          problems: [
            'Heads up from the county CISO: a phishing campaign spoofing our payroll portal is targeting city employees this week.',
          ],
        },
      ),
      h(
        'Permit portal release notes, v3.2\nOnline payment by ACH is now available for all permit types. Inspectors can now attach photos from the field app. Fixed: the date picker no longer shows the wrong month for Safari users. Thanks to the building department for testing.',
        {
          announcements: [
            'Online payment by ACH is now available for all permit types.',
            'Inspectors can now attach photos from the field app.',
          ],
        },
      ),
      h(
        'Note to self: council budget hearing is the 14th. The ask is $1.2M for fiber to the east side fire stations. Station 6 is still on a 20 Mbps copper line that dropped twice during emergency calls last month. Bring the outage log and the map.',
        {
          problems: [
            'Station 6 is still on a 20 Mbps copper line that dropped twice during emergency calls last month.',
          ],
        },
      ),
      h(
        'Metro section, Tuesday\nThe city council voted 6-1 on Monday night to adopt an open data ordinance. The ordinance takes effect on January 1 and requires departments to publish their datasets within 90 days. Council member Ortiz said she supports transparency but not unfunded mandates. Similar rules in Denver and Austin took years to fully implement.',
        {
          decisions: ['The city council voted 6-1 on Monday night to adopt an open data ordinance.'],
          announcements: [
            'The ordinance takes effect on January 1 and requires departments to publish their datasets within 90 days.',
          ],
        },
      ),
      h(
        'Call with the radio vendor\nThey confirmed the P25 upgrade slips to Q3 because of a chip shortage. We decided to keep the old consoles in dispatch until the new ones are burned in for 30 days. Open question: who pays for the extra maintenance months? Their account rep is new and seemed to be reading from a script.',
        {
          problems: ['They confirmed the P25 upgrade slips to Q3 because of a chip shortage.'],
          decisions: [
            'We decided to keep the old consoles in dispatch until the new ones are burned in for 30 days.',
          ],
        },
      ),
      h(
        'All-staff from the CIO: Please welcome Marcus Lee, who joins as our first Chief Information Security Officer on May 6. Marcus spent nine years leading security at the Port Authority. The help desk also moves to extended hours, 7am to 7pm, starting next week. Coffee and cake in the 4th floor break room at 3.',
        {
          announcements: [
            'All-staff from the CIO: Please welcome Marcus Lee, who joins as our first Chief Information Security Officer on May 6.',
            'The help desk also moves to extended hours, 7am to 7pm, starting next week.',
          ],
        },
      ),
      h(
        'GovTech newsletter, weekend reading\nWhy do so many city websites still look like 2009? The piece blames procurement cycles more than budgets. One CIO quoted says the real problem is that nobody owns the homepage. Worth sharing with the comms director.',
      ),
    ],
  },
  {
    name: "Homeowners' association treasurer, suburban Phoenix",
    highlights: [
      h(
        'Board meeting minutes, March\nCalled to order at 6:32pm with all five directors present. Motion to raise monthly dues from $185 to $205 passed 4-1. The board approved the Sunline Pools bid for resurfacing the main pool. Short-term rentals came up again in open forum, with no motion made. Treasurer report accepted as presented. Adjourned at 8:10pm.',
        {
          decisions: [
            'Motion to raise monthly dues from $185 to $205 passed 4-1.',
            'The board approved the Sunline Pools bid for resurfacing the main pool.',
            'Treasurer report accepted as presented.',
          ],
        },
      ),
      h(
        'From the management company: The reserve study came back and the roofs on buildings C and D are at end of life, about three years earlier than projected. Replacing them is estimated at $410,000. The full study is 60 pages and I have only read the summary. They recommend we discuss funding options at the next meeting.',
        {
          problems: [
            'From the management company: The reserve study came back and the roofs on buildings C and D are at end of life, about three years earlier than projected.',
          ],
        },
      ),
      h(
        'Budgeting is just deciding in advance where your money will go, instead of wondering where it went. A budget that nobody reads has already failed. The goal is not to be right about the future but to be ready for it.',
      ),
      h(
        'Linda (president): The irrigation controller on the north common area is stuck on and flooding the sidewalk again.\nLinda: Landscaper says he can be there Thursday morning.\nMe: I will shut the valve tonight.\nLinda: Thank you!!',
        {
          problems: [
            'Linda (president): The irrigation controller on the north common area is stuck on and flooding the sidewalk again.',
          ],
        },
      ),
      h(
        'Willow Creek HOA newsletter, April\nThe new pickleball courts open Saturday, April 20, with a ribbon cutting at 9am. Gate codes change on May 1; new codes will be mailed to each household. We welcome Tom Reyes as our new community manager. Reminder that trash cans must be out of view from the street by Monday evening. Thank you to everyone who helped with the spring cleanup.',
        {
          announcements: [
            'The new pickleball courts open Saturday, April 20, with a ribbon cutting at 9am.',
            'Gate codes change on May 1; new codes will be mailed to each household.',
            'We welcome Tom Reyes as our new community manager.',
          ],
        },
      ),
      h(
        "Audit prep notes\nTwo owner payments from February were posted to the wrong ledger accounts. The bank statements are all in the shared folder now. The auditor needs the bank reconciliations by the 20th. Last year's audit took six weeks.",
        {
          problems: ['Two owner payments from February were posted to the wrong ledger accounts.'],
        },
      ),
      h(
        "Board group chat\nMaria: OK we have 3 yeses by email, so we're going with Desert Sky for the landscaping contract.\nMaria: I will let the other two bidders know.\nMe: Great, I will set up the vendor in the payables system.\nDan: Can we make sure they carry their own liability insurance?",
        {
          decisions: [
            "Maria: OK we have 3 yeses by email, so we're going with Desert Sky for the landscaping contract.",
          ],
        },
      ),
      h(
        'Most HOA disputes are not about money, the article argues, but about the feeling of not being heard. Boards that publish their financials monthly get far fewer complaints. The author suggests a simple rule: never decide anything in executive session that could be discussed in the open. I have been guilty of this.',
      ),
      h(
        'Letter from our insurance broker: Effective June 1, the master policy deductible rises to $50,000 per occurrence for wind and hail. That is $14,000 more than we budgeted for insurance this year. The broker says every carrier in Arizona is doing the same.',
        {
          announcements: [
            'Letter from our insurance broker: Effective June 1, the master policy deductible rises to $50,000 per occurrence for wind and hail.',
          ],
          problems: ['That is $14,000 more than we budgeted for insurance this year.'],
        },
      ),
      h(
        'remember to ask the CPA whether the special assessment counts as income for the association. also check if we can move the reserve CDs to a higher rate before they auto-renew in July.',
      ),
      h(
        'Annual meeting results\nOwners elected Priya Shah and Dan Morales to the board. The amendment to allow solar panels on street-facing roofs passed with 71% of votes. Quorum was reached with 112 of 180 homes represented. Pizza was a good call, turnout was up from last year.',
        {
          decisions: [
            'Owners elected Priya Shah and Dan Morales to the board.',
            'The amendment to allow solar panels on street-facing roofs passed with 71% of votes.',
          ],
          announcements: ['Owners elected Priya Shah and Dan Morales to the board.'],
        },
      ),
      h(
        'Notes from the Community Associations Institute webinar\nThe speaker said most associations underfund reserves because boards fear raising dues in an election year. Fully funded reserves are rare, maybe one in five communities. She recommended updating the reserve study every three years. Good slides, I asked for a copy.',
      ),
    ],
  },
  {
    name: 'Indie game studio lead, five-person team in Portland',
    highlights: [
      h(
        'standup mon\nbuild 0.9.3 crashes on launch for anyone with an AMD card on older drivers. Steam Deck verification is still pending. Kai is out till Wednesday. Jules is on the save system all week.',
        {
          problems: ['build 0.9.3 crashes on launch for anyone with an AMD card on older drivers.'],
        },
      ),
      h(
        "Design sync\nWe're cutting the crafting system from 1.0 and moving it to a post-launch update. Final call on the art direction: hand-painted, not pixel. Ana suggested a roguelike mode, but nobody wants to scope that yet. Long debate about whether the fishing minigame is fun; no conclusion.",
        {
          decisions: [
            "We're cutting the crafting system from 1.0 and moving it to a post-launch update.",
            'Final call on the art direction: hand-painted, not pixel.',
          ],
        },
      ),
      h(
        'Posted to Steam today: Lanternfall demo is live for Next Fest! The full release date is October 17. Wishlists have been climbing steadily since the trailer. Thanks to everyone who played the closed beta.',
        {
          announcements: [
            'Posted to Steam today: Lanternfall demo is live for Next Fest!',
            'The full release date is October 17.',
          ],
        },
      ),
      h(
        'Finishing a game is a skill in itself, and you only get better at it by finishing games. Most indie projects fail not because the idea was bad but because the scope kept growing. Decide what the game is not, and write it down. Then tape it to the wall.',
      ),
      h(
        "Discord #bugs\nTester_Mo: Save files get corrupted if you quit during the autosave icon.\nTester_Mo: Happened on both PC and Deck.\nJules: Repro'd it, looking now.\nTester_Mo: ty!",
        {
          problems: ['Tester_Mo: Save files get corrupted if you quit during the autosave icon.'],
        },
      ),
      h(
        "Email from Kestrel Publishing: We've decided to fund the console ports, with Switch first and PlayStation to follow. Contract redlines come next week. They also flagged that our localization budget is about $18k short for the nine languages we promised. Overall a very good call with them.",
        {
          decisions: [
            "Email from Kestrel Publishing: We've decided to fund the console ports, with Switch first and PlayStation to follow.",
          ],
          problems: [
            'They also flagged that our localization budget is about $18k short for the nine languages we promised.',
          ],
        },
      ),
      h(
        "Game Developer newsletter\nUnity's new pricing tiers take effect on January 1. Epic is launching a revenue share program for small studios on its storefront starting in February. Analysts expect more layoffs across mid-size studios this year. There is also a good postmortem on a failed Kickstarter.",
        {
          announcements: [
            "Unity's new pricing tiers take effect on January 1.",
            'Epic is launching a revenue share program for small studios on its storefront starting in February.',
          ],
        },
      ),
      h(
        "Don't ship on a Friday. Also, the trailer music license only covers YouTube, not TV spots, so the festival reel can't use it.",
        {
          problems: [
            "Also, the trailer music license only covers YouTube, not TV spots, so the festival reel can't use it.",
          ],
        },
      ),
      h(
        'Milestone retro\nWhat went well: the new dialogue tool saved us weeks. What did not: QA started too late, and the beta still has 40 known bugs open. Agreed: feature freeze two weeks before every milestone from now on. Everyone was tired but honest.',
        {
          problems: ['What did not: QA started too late, and the beta still has 40 known bugs open.'],
          decisions: ['Agreed: feature freeze two weeks before every milestone from now on.'],
        },
      ),
      h(
        'Team update: Rosa Kim joins us on Monday as lead animator. She shipped two titles at Double Fine and taught at the Art Institute. We also opened a paid internship for a junior sound designer. Please share it with anyone who might fit.',
        {
          announcements: [
            'Team update: Rosa Kim joins us on Monday as lead animator.',
            'We also opened a paid internship for a junior sound designer.',
          ],
        },
      ),
      h(
        'Runway check: at current burn we have 7 months of cash, not the 11 we planned for. The next bundle payout is in August. Need to talk to the accountant about the R&D tax credit.',
        {
          problems: ['Runway check: at current burn we have 7 months of cash, not the 11 we planned for.'],
        },
      ),
      h(
        'From a GDC talk on postmortems: Every studio says it learned from its mistakes, but few write the lessons down. The speaker keeps a single document called Things We Decided And Why. New hires read it on their first day. It is the most useful file in the company.',
      ),
    ],
  },
  {
    name: 'University research group leader, structural biology (reads Nature Briefing and Inside Higher Ed every morning)',
    highlights: [
      h(
        'Lab meeting 9/12\nWe decided to submit the cryo-EM paper to eLife rather than Nature Structural. Jun to email the core about priority slots. Sequencing core turnaround is now 6 weeks, which is wrecking our timeline. Maya presented the new binding data; looks promising but needs a replicate.',
        {
          decisions: ['We decided to submit the cryo-EM paper to eLife rather than Nature Structural.'],
          problems: ['Sequencing core turnaround is now 6 weeks, which is wrecking our timeline.'],
        },
      ),
      h(
        'Nature Briefing\nThe NIH will cap the publication fees it reimburses at $3,000 per article starting in 2026. Replication failures in cancer biology have been debated for over a decade. The journal Science is launching an open-access sister title in the spring. Also a lovely piece on octopus sleep.',
        {
          announcements: [
            'The NIH will cap the publication fees it reimburses at $3,000 per article starting in 2026.',
            'The journal Science is launching an open-access sister title in the spring.',
          ],
        },
      ),
      h(
        'From the chair: The college has approved our request for a second -80 freezer. Due to a water leak in the basement of Hamilton Hall, all labs on B1 must move their samples by Friday. Facilities apologizes for the short notice.',
        {
          decisions: ['From the chair: The college has approved our request for a second -80 freezer.'],
          problems: [
            'Due to a water leak in the basement of Hamilton Hall, all labs on B1 must move their samples by Friday.',
          ],
        },
      ),
      h(
        'Choosing a problem is the most important decision a scientist makes, and it is usually made in a hurry. Uri Alon argues that a good problem sits at the intersection of what is feasible and what you find interesting. When a project fails, you enter the cloud, and the cloud is where the real science begins.',
      ),
      h(
        'Slack #lab-ops\nPriya: The confocal is down again, laser module error 0x4F.\nPriya: Zeiss tech earliest is next Tuesday.\nMe: OK, book time on the core facility scope for now.\nPriya: Will do.',
        {
          problems: ['Priya: The confocal is down again, laser module error 0x4F.'],
        },
      ),
      h(
        'Got the email: our R01 renewal was funded at the 8th percentile! Start date is July 1. The budget was cut 12% from what we asked, so one postdoc line is at risk. Celebrating anyway.',
        {
          announcements: ['Got the email: our R01 renewal was funded at the 8th percentile!'],
          problems: ['The budget was cut 12% from what we asked, so one postdoc line is at risk.'],
        },
      ),
      h(
        'ask Sara re: IRB amendment. The consent form still lists the old phone number, and the IRB flagged it as a deviation. She wrote the original protocol in 2021.',
        {
          problems: [
            'The consent form still lists the old phone number, and the IRB flagged it as a deviation.',
          ],
        },
      ),
      h(
        'Department news\nDr Amaka Obi joins the faculty in January as assistant professor of computational biology. The new shared mass spec facility in Lowry 210 opens to users on Monday. Congratulations to the Chen lab on their Cell paper. Seminar schedules are posted on the usual page.',
        {
          announcements: [
            'Dr Amaka Obi joins the faculty in January as assistant professor of computational biology.',
            'The new shared mass spec facility in Lowry 210 opens to users on Monday.',
          ],
        },
      ),
      h(
        'From an essay on PhD advising: Students rarely quit because of a failed experiment; they quit because nobody told them failure was normal. The best advisors decide early what kind of scientist each student wants to become. I should reread this every September.',
      ),
      h(
        'Group decisions, fall term\nLab meeting moves to Thursdays at 10. All raw data goes on the shared drive within 24 hours of acquisition, no exceptions. We are not taking a rotation student this fall. Thanks all for a candid discussion.',
        {
          decisions: [
            'Lab meeting moves to Thursdays at 10.',
            'All raw data goes on the shared drive within 24 hours of acquisition, no exceptions.',
            'We are not taking a rotation student this fall.',
          ],
        },
      ),
      h(
        'Inside Higher Ed, morning\nIndirect cost payments from two federal agencies have been delayed since March, leaving several universities with gaps in payroll for grant-funded staff. Our sponsored programs office says we are not affected yet. The article quotes a provost who calls the situation untenable.',
        {
          problems: [
            'Indirect cost payments from two federal agencies have been delayed since March, leaving several universities with gaps in payroll for grant-funded staff.',
          ],
        },
      ),
      h(
        'Note for the annual review\nThis year we published four papers, trained two new postdocs and lost one grant. The lost grant still stings. Next year the aim is fewer projects, done better.',
      ),
    ],
  },
  {
    name: 'Restaurant group manager, three restaurants in Chicago',
    highlights: [
      h(
        "GM meeting\nWe're switching produce suppliers to Green Acre starting next month. Brunch at the Wicker Park location is staying, but we're dropping Monday dinner there. Labor is running 34% of sales, against a target of 30%. Everyone liked the new staff meal rotation.",
        {
          decisions: [
            "We're switching produce suppliers to Green Acre starting next month.",
            "Brunch at the Wicker Park location is staying, but we're dropping Monday dinner there.",
          ],
          problems: ['Labor is running 34% of sales, against a target of 30%.'],
        },
      ),
      h(
        'Health inspector visit, Logan Square\nWe passed, but were cited for a walk-in cooler holding at 44°F. The inspector was friendly and walked us through the report. Reinspection in 10 days.',
        {
          problems: ['We passed, but were cited for a walk-in cooler holding at 44°F.'],
        },
      ),
      h(
        'Eater Chicago\nA new food hall from the team behind Girl & the Goat opens in Fulton Market on June 3. The city raises the tipped minimum wage again on July 1, the next step toward eliminating it by 2028. Critics loved the short rib at the new Korean spot on Division. The newsletter also ranks the 12 best hot dogs in the city.',
        {
          announcements: [
            'A new food hall from the team behind Girl & the Goat opens in Fulton Market on June 3.',
            'The city raises the tipped minimum wage again on July 1, the next step toward eliminating it by 2028.',
          ],
        },
      ),
      h(
        'Danny Meyer: Hospitality is a dialogue, service is a monologue. The road to success is paved with mistakes well handled. Every guest complaint is a chance to create a regular. Read this again before the manager offsite.',
      ),
      h(
        "Chef Ray: Dish machine is leaking all over the floor again, someone's going to slip.\nChef Ray: Everything else is prepped for tonight.\nMe: Calling the plumber now.\nChef Ray: 👍",
        {
          problems: ["Chef Ray: Dish machine is leaking all over the floor again, someone's going to slip."],
        },
      ),
      h(
        'Staff memo: Starting Monday, all servers clock in through the new Toast app instead of the paper sheet. Our new sous chef at the Loop location is Daniela Cruz. Family meal is at 3:30 as usual. Questions go to your GM.',
        {
          announcements: [
            'Staff memo: Starting Monday, all servers clock in through the new Toast app instead of the paper sheet.',
            'Our new sous chef at the Loop location is Daniela Cruz.',
          ],
        },
      ),
      h(
        'Yelp review, 2 stars: Waited 50 minutes for our entrees and nobody came by to explain. Google review: Best carbonara in the city, will be back. Tripadvisor: Lovely patio, a bit loud.',
        {
          problems: [
            'Yelp review, 2 stars: Waited 50 minutes for our entrees and nobody came by to explain.',
          ],
        },
      ),
      h(
        'Call with the owners\nThey approved the patio buildout at Wicker Park, capped at $60k. Menu prices go up 5% across all three restaurants on May 1. Nobody wanted to talk about the third location yet. Next call in two weeks.',
        {
          decisions: [
            'They approved the patio buildout at Wicker Park, capped at $60k.',
            'Menu prices go up 5% across all three restaurants on May 1.',
          ],
        },
      ),
      h(
        'Reminder: the liquor license renewal is due on the 30th and the city portal keeps rejecting our upload. Order more to-go containers. Ask Ray about the summer menu tasting.',
        {
          problems: [
            'Reminder: the liquor license renewal is due on the 30th and the city portal keeps rejecting our upload.',
          ],
        },
      ),
      h(
        'From a Restaurant Business article: Operators who decided to keep QR menus after the pandemic report higher check averages but lower guest satisfaction. The takeaway for many is that technology should support servers, not replace them. One owner put it simply: people come out to be looked after.',
      ),
      h(
        'Friday night: Toast went down across all three stores from 7:10 to 7:45, right at peak. Toast support says the outage was on their end. About $1,800 in paper-slip charges still have not been entered, and some of those cards may decline. Good job by the floor teams staying calm.',
        {
          problems: [
            'Friday night: Toast went down across all three stores from 7:10 to 7:45, right at peak.',
            'About $1,800 in paper-slip charges still have not been entered, and some of those cards may decline.',
          ],
        },
      ),
      h(
        'Notes from the Illinois Restaurant Association newsletter\nFood costs for beef are expected to stay high through the fall. A new state grant for small restaurants opens for applications on August 1. The association also has a long explainer on the tipped wage changes.',
        {
          announcements: ['A new state grant for small restaurants opens for applications on August 1.'],
        },
      ),
    ],
  },
  {
    name: 'Logistics startup ops lead, Dallas 3PL (reads FreightWaves and The Loadstar newsletters)',
    highlights: [
      h(
        "Ops sync, Wed\nWe're moving the Dallas cross-dock cutoff from 6pm to 4pm effective next Monday. Agreed to drop RoadRunner as a carrier for the Houston lane. On-time pickup in Atlanta fell to 81% this week. Jess will draft the customer comms.",
        {
          decisions: [
            "We're moving the Dallas cross-dock cutoff from 6pm to 4pm effective next Monday.",
            'Agreed to drop RoadRunner as a carrier for the Houston lane.',
          ],
          problems: ['On-time pickup in Atlanta fell to 81% this week.'],
        },
      ),
      h(
        'FreightWaves\nSpot rates on dry van have been flat for most of the spring. UPS is launching a same-day delivery service in 20 metro areas starting in August. Analysts think capacity could tighten again before peak season. Good long read on why so many digital freight brokers failed.',
        {
          announcements: [
            'UPS is launching a same-day delivery service in 20 metro areas starting in August.',
          ],
        },
      ),
      h(
        'INC-2291\nWMS sync with Shopify stopped at 02:14, so about 1,900 orders never got released to the pick queue. Root cause unknown. On-call is Marco.',
        {
          problems: [
            'WMS sync with Shopify stopped at 02:14, so about 1,900 orders never got released to the pick queue.',
          ],
        },
      ),
      h(
        'From The Goal: An hour lost at a bottleneck is an hour lost for the entire system. An hour saved at a non-bottleneck is a mirage. Most plants fail to see that their problem is not capacity but flow.',
      ),
      h(
        "Slack #dallas-floor\nRico: Dock door 4 won't close, the sensor is busted and it's 38 degrees in the building.\nRico: Rest of the floor is fine.\nMe: Put in the work order, I'll approve overtime for the morning crew.",
        {
          problems: [
            "Rico: Dock door 4 won't close, the sensor is busted and it's 38 degrees in the building.",
          ],
        },
      ),
      h(
        'Customer email draft for Jess\nWe are excited to announce our new Phoenix fulfillment center, opening September 9. Brands can now book two-day ground delivery to 94% of the US from a single location. Reply to this email to set up a walkthrough.',
        {
          announcements: [
            'We are excited to announce our new Phoenix fulfillment center, opening September 9.',
            'Brands can now book two-day ground delivery to 94% of the US from a single location.',
          ],
        },
      ),
      h(
        'From the CEO: After a long debate, we chose Samsara over Motive for telematics. Hiring for the Houston site is frozen until Q3. I will share the contract summary on Friday.',
        {
          decisions: [
            'From the CEO: After a long debate, we chose Samsara over Motive for telematics.',
            'Hiring for the Houston site is frozen until Q3.',
          ],
        },
      ),
      h(
        'carrier scorecards are due friday. need to ask finance why the fuel surcharge reconciliation is off by $27k for May.',
        {
          problems: [
            'carrier scorecards are due friday. need to ask finance why the fuel surcharge reconciliation is off by $27k for May.',
          ],
        },
      ),
      h(
        'Email from Brightside Candles: Third week in a row our orders left the building a day late. We are evaluating other 3PLs if this continues. We have loved working with your team otherwise.',
        {
          problems: [
            'Email from Brightside Candles: Third week in a row our orders left the building a day late.',
            'We are evaluating other 3PLs if this continues.',
          ],
        },
      ),
      h(
        'Every logistics startup eventually learns that the hard part is not the software but the dock. New customers bring new SKUs, and new SKUs bring new ways to fail. The best ops people I know are calm, curious and slightly paranoid.',
      ),
      h(
        "Team news: Alicia Gomez starts Monday as site manager for Phoenix. We're also rolling out the new scanner firmware to all sites this week. Please welcome her on Slack.",
        {
          announcements: [
            'Team news: Alicia Gomez starts Monday as site manager for Phoenix.',
            "We're also rolling out the new scanner firmware to all sites this week.",
          ],
        },
      ),
      h(
        'The Loadstar\nTranspacific ocean rates fell again this week. A new port fee on Chinese-built vessels was announced by the USTR and takes effect in October. Most forwarders expect a quiet summer.',
        {
          announcements: [
            'A new port fee on Chinese-built vessels was announced by the USTR and takes effect in October.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Youth baseball league commissioner, volunteer, suburban Ohio',
    highlights: [
      h(
        'League board meeting\nThe board voted to move the 10U division to kid pitch starting this spring. Registration fee stays at $145, with a $20 sibling discount. We decided against a fall season this year. Long discussion about new uniforms; Sam will get quotes.',
        {
          decisions: [
            'The board voted to move the 10U division to kid pitch starting this spring.',
            'Registration fee stays at $145, with a $20 sibling discount.',
            'We decided against a fall season this year.',
          ],
        },
      ),
      h(
        'Field report from Dave\nField 3 infield is a swamp after the rain and the drainage pipe is collapsed. The backstop at Field 1 has a gap big enough for a ball to go through. Dave took photos of both. He says Field 2 looks great.',
        {
          problems: [
            'Field 3 infield is a swamp after the rain and the drainage pipe is collapsed.',
            'The backstop at Field 1 has a gap big enough for a ball to go through.',
          ],
        },
      ),
      h(
        'USA Baseball newsletter\nThe new bat standard takes effect January 1 for all youth divisions. Registration for the summer umpire clinic opens next week. Pitch count rules have been in place since 2017. The coaching tip this month is about teaching kids to slide safely.',
        {
          announcements: [
            'The new bat standard takes effect January 1 for all youth divisions.',
            'Registration for the summer umpire clinic opens next week.',
          ],
        },
      ),
      h(
        'A good coach decides what to ignore. Kids who are allowed to fail in practice play without fear in games. Winning is a byproduct, not a goal, for anyone under twelve.',
      ),
      h(
        'Email from a parent: My son has sat the bench for three straight games while the coach plays his own kid at shortstop every inning. I know coaching is a volunteer job and I appreciate it. Can we talk before Saturday?',
        {
          problems: [
            'Email from a parent: My son has sat the bench for three straight games while the coach plays his own kid at shortstop every inning.',
          ],
        },
      ),
      h(
        'Coaches chat\nTanya: Umpire assignor says we are short 6 umps for opening weekend.\nMe: That is a problem, can any of you get parents certified?\nTanya: Sure, I can ask around.\nGreg: My brother-in-law used to ump, I will call him.',
        {
          problems: ['Tanya: Umpire assignor says we are short 6 umps for opening weekend.'],
        },
      ),
      h(
        'Posted on the league site: Opening Day is Saturday, April 6, with a parade at 9am and the first pitch at 10. This year we welcome two new sponsors, Rossi Pizza and Hanley Auto Body. Our new Challenger division for players with disabilities launches this season. See you at the park!',
        {
          announcements: [
            'Posted on the league site: Opening Day is Saturday, April 6, with a parade at 9am and the first pitch at 10.',
            'This year we welcome two new sponsors, Rossi Pizza and Hanley Auto Body.',
            'Our new Challenger division for players with disabilities launches this season.',
          ],
        },
      ),
      h(
        'Call the school district about the lights on field 2. The insurance certificate expires on the 15th and nobody has renewed it. Also need more baseballs.',
        {
          problems: ['The insurance certificate expires on the 15th and nobody has renewed it.'],
        },
      ),
      h(
        'Ruling on the Tigers protest\nAfter reviewing the scorebook, the protest is denied and the 7-6 result stands. Coach Miller is suspended for one game for arguing with the umpire. Both teams were reminded of the sportsmanship policy.',
        {
          decisions: [
            'After reviewing the scorebook, the protest is denied and the 7-6 result stands.',
            'Coach Miller is suspended for one game for arguing with the umpire.',
          ],
        },
      ),
      h(
        "Tribune sports brief: The city parks department will close Memorial Park fields for renovation from June through August. Parks staff said the work is funded by last year's bond measure. The fields were last renovated in 1998.",
        {
          problems: [
            'Tribune sports brief: The city parks department will close Memorial Park fields for renovation from June through August.',
          ],
        },
      ),
      h(
        "From the commissioner, to all families: We are thrilled to announce that Jordan Ellis is our new head of umpire development. Jordan umpired in the Cape Cod League for eight seasons. He also coaches his daughter's 8U team.",
        {
          announcements: [
            'From the commissioner, to all families: We are thrilled to announce that Jordan Ellis is our new head of umpire development.',
          ],
        },
      ),
      h(
        'Read in a parenting newsletter: The average kid quits organized sports by age 11, mostly because it stops being fun. Leagues that cap travel teams and rotate positions keep more players into their teens. Food for thought before the board retreat.',
      ),
    ],
  },
  {
    name: "Tenants' union organizer, Los Angeles (reads LAist, Shelterforce and a stack of housing newsletters)",
    highlights: [
      h(
        'Tenant union GM, Building 2\nMembers voted to begin a rent strike on the 1st if management does not fix the heat. We agreed that the negotiating committee will be Rosa, Ahmed and Li. Someone asked whether we should also contact the council office; no decision yet. 38 people came, our biggest meeting so far.',
        {
          decisions: [
            'Members voted to begin a rent strike on the 1st if management does not fix the heat.',
            'We agreed that the negotiating committee will be Rosa, Ahmed and Li.',
          ],
        },
      ),
      h(
        'Complaints log, week of 2/5\nUnit 4C: no heat since Sunday, family with an infant. Unit 7A: mice in the kitchen and a hole behind the stove. Unit 2F: ceiling leak has soaked the bedroom carpet. All three reported to management in writing.',
        {
          problems: [
            'Unit 4C: no heat since Sunday, family with an infant.',
            'Unit 7A: mice in the kitchen and a hole behind the stove.',
            'Unit 2F: ceiling leak has soaked the bedroom carpet.',
          ],
        },
      ),
      h(
        'LAist\nThe city council approved a right-to-counsel ordinance guaranteeing free lawyers to tenants facing eviction. The program takes effect in July and will be phased in by zip code. Landlord groups said the ordinance goes too far. Advocates have pushed for this since 2017.',
        {
          decisions: [
            'The city council approved a right-to-counsel ordinance guaranteeing free lawyers to tenants facing eviction.',
          ],
          announcements: ['The program takes effect in July and will be phased in by zip code.'],
        },
      ),
      h(
        'McAlevey writes that organizers do not decide for workers; they help workers decide for themselves. A campaign that skips the hard structure tests usually fails when the boss pushes back. There are no shortcuts.',
      ),
      h(
        "Ahmed: Management just posted a new notice in the lobby.\nAhmed: They're saying rent goes up 9% in April, which is above the legal cap.\nMe: Screenshot it and send it to the group.",
        {
          problems: ["Ahmed: They're saying rent goes up 9% in April, which is above the legal cap."],
        },
      ),
      h(
        'Shelterforce newsletter\nThe state housing department launched an online portal for filing rent overcharge complaints. Public hearings on the city rent stabilization update start June 10. There is a long piece on the history of tenant organizing in Boyle Heights.',
        {
          announcements: [
            'The state housing department launched an online portal for filing rent overcharge complaints.',
            'Public hearings on the city rent stabilization update start June 10.',
          ],
        },
      ),
      h(
        'Union update: We are opening a second tenant clinic at the Eastside library, every Tuesday from 6 to 8pm. Our new coordinator is Imani Brooks, who starts next week. Dues remain $5 a month. Solidarity!',
        {
          announcements: [
            'Union update: We are opening a second tenant clinic at the Eastside library, every Tuesday from 6 to 8pm.',
            'Our new coordinator is Imani Brooks, who starts next week.',
          ],
        },
      ),
      h(
        'Meeting with the landlord\nManagement agreed to replace the boiler by February 28. Their lawyer did most of the talking. We decided to postpone the rent strike to March 1 to see if they follow through. Good discipline from the committee.',
        {
          decisions: [
            'Management agreed to replace the boiler by February 28.',
            'We decided to postpone the rent strike to March 1 to see if they follow through.',
          ],
        },
      ),
      h(
        'Remember: court date for Ms Alvarez is Thursday at 9. Her lawyer says the notice was served incorrectly, which could get the case dismissed. Bring folks to pack the courtroom.',
      ),
      h(
        'From a ProPublica investigation: Rent-setting software is now used by landlords in most large American cities. Its makers say it simply helps owners price units efficiently. The piece is long but worth it.',
      ),
      h(
        'Urgent: the elevator in Building 2 has been out for four days and Mr Park in 11B uses a wheelchair. The city inspector is coming Friday. Neighbors are bringing him groceries.',
        {
          problems: [
            'Urgent: the elevator in Building 2 has been out for four days and Mr Park in 11B uses a wheelchair.',
          ],
        },
      ),
      h(
        "Note to self\nOrganizing is just relationships plus a clear ask. Don't confuse a big list with a strong base. Call the three new members from Building 5 this weekend.",
      ),
    ],
  },
];
