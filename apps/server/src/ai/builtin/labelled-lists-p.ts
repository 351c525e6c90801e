import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_P: LabelledListDay[] = [
  {
    name: 'Site reliability engineer at a video-streaming service',
    highlights: [
      h(
        '#inc-4471 playback-errors-eu\nAna: Playback start failures on the EU edge are at 4.2% and climbing.\nBen: Suspect the CDN config push from 09:10.\nAna: Rolling that push back now, will update in 10.\nBen: Rollback complete, failure rate back under 0.3%.\nBen: Incident commander is me until 11:00.\nAna: Decision for now: CDN config pushes need a second approver until we find the cause.',
        {
          decisions: [
            'Ana: Decision for now: CDN config pushes need a second approver until we find the cause.',
          ],
          problems: ['Ana: Playback start failures on the EU edge are at 4.2% and climbing.'],
        },
      ),
      h(
        'Postmortem PM-212, auth proxy certificate expiry\nOn 12 March the internal auth proxy certificate expired and staff logins failed for 47 minutes.\nThe certificate was renewed by hand and service recovered at 10:52.\nThe alert had gone to a channel that was archived last year, and it has since been rerouted.\nThe action review agreed that every certificate must have a named owner in the service catalogue.\nAutomated expiry alerts at 21 days go live for all teams on Monday.',
        {
          decisions: [
            'The action review agreed that every certificate must have a named owner in the service catalogue.',
          ],
          announcements: ['Automated expiry alerts at 21 days go live for all teams on Monday.'],
        },
      ),
      h(
        '"Hope is not a strategy. Reliability is a feature, and your users are the ones who decide whether you have shipped it."',
      ),
      h(
        'Search API, update 2 of 3, 14:05 UTC\nWe are investigating elevated latency for search requests in the us-east region.\nPlayback itself is not affected.\nWe will post another update within 30 minutes.',
        {
          problems: ['We are investigating elevated latency for search requests in the us-east region.'],
        },
      ),
      h(
        "Priya: Quick summary from the platform leads call.\nPriya: We're freezing all non-urgent deploys from 20 December to 3 January.\nPriya: We agreed that canary analysis will be mandatory for the player service, no exceptions.\nPriya: Still open whether ingestion gets the same freeze, I'll ask Tom.\nPriya: Thanks all, good call.",
        {
          decisions: [
            "Priya: We're freezing all non-urgent deploys from 20 December to 3 January.",
            'Priya: We agreed that canary analysis will be mandatory for the player service, no exceptions.',
          ],
        },
      ),
      h(
        'on-call handover\nbroker-3 disk at 91%, +2%/day\nretention PR is in review\nask Lena about the new dashboards\nquiet night otherwise',
        {
          problems: ['broker-3 disk at 91%, +2%/day'],
        },
      ),
      h(
        'Hello from Fastline CDN. We are pleased to announce that our Frankfurt 2 point of presence is now live. From 1 April, origin shield is included in all enterprise plans at no extra cost. No action is needed on your side. Your account manager will be in touch about the annual review.',
        {
          announcements: [
            'We are pleased to announce that our Frankfurt 2 point of presence is now live.',
            'From 1 April, origin shield is included in all enterprise plans at no extra cost.',
          ],
        },
      ),
      h(
        '"Most outages are not caused by a single failure but by the interaction of several small ones. The problem is rarely the component; it is the coupling. Every new safeguard adds a little more coupling of its own."',
      ),
      h(
        'Capacity review, Thursday\nAttendees: Ana, Ben, Priya, Kofi\nOptions for the live-sports peak: pre-scale to 3x, or rely on autoscaling with a higher ceiling.\nBen prefers autoscaling because it is cheaper on quiet days.\nDecision: pre-scale the edge tier to 3x from 18:00 on match days.\nKofi flagged that our reserved capacity in eu-west runs out in six weeks.\nKofi to get a quote for extra reserved instances.',
        {
          decisions: ['Decision: pre-scale the edge tier to 3x from 18:00 on match days.'],
          problems: ['Kofi flagged that our reserved capacity in eu-west runs out in six weeks.'],
        },
      ),
      h(
        'Release notes, deploybot 2.8\nDeploybot 2.8 is out today.\nNew: the /rollback command now works for Helm releases.\nFixed: a bug where approvals were lost after a restart.\nKnown issue: the status command times out for repositories with more than 500 tags.\nQuestions go to #deploybot.',
        {
          problems: ['Known issue: the status command times out for repositories with more than 500 tags.'],
          announcements: [
            'Deploybot 2.8 is out today.',
            'New: the /rollback command now works for Helm releases.',
          ],
        },
      ),
      h(
        'Kofi: are you coming to game day tomorrow?\nAna: yes, if the pager is quiet\nKofi: bring the chaos scenarios you wrote',
      ),
      h(
        '"Error budgets turn an argument into a decision. If the budget is spent, feature work waits; if it is not, ship. The problem with most SLOs is that nobody reads them."',
      ),
    ],
  },
  {
    name: 'Security team lead at a mid-sized software company',
    highlights: [
      h(
        'Security advisory SA-2024-031\nA critical vulnerability in the VPN appliance web portal allows unauthenticated remote code execution.\nThe issue was reported by an external researcher.\nFixed firmware 9.4.2 is available now from the support portal.\nCustomers should patch immediately or disable the web portal.\nIndicators of compromise are listed at the end of this advisory.',
        {
          problems: [
            'A critical vulnerability in the VPN appliance web portal allows unauthenticated remote code execution.',
          ],
          announcements: ['Fixed firmware 9.4.2 is available now from the support portal.'],
        },
      ),
      h(
        'Security weekly, 4 June\nWe agreed to enforce hardware keys for all admin accounts by the end of Q3.\nDiscussed moving SIEM vendors, no decision yet.\nPen test scope approved: public API and the billing portal.\nTwo engineers still have standing production access that should have been removed in May.\nNext meeting moved to Wednesday because of the offsite.',
        {
          decisions: [
            'We agreed to enforce hardware keys for all admin accounts by the end of Q3.',
            'Pen test scope approved: public API and the billing portal.',
          ],
          problems: [
            'Two engineers still have standing production access that should have been removed in May.',
          ],
        },
      ),
      h(
        '"Security is a process, not a product. Every control you add is a decision about what you are willing to lose. Budgets are where that decision becomes visible."',
      ),
      h(
        "#sec-reports\nMarta: Is the payroll team really changing how we submit bank details?\nJon: No, forward it to the phishing mailbox and delete it.\nJon: At least two people clicked the link and entered their credentials.\nJon: We're resetting their passwords now.\nMarta: Thanks, deleting it.",
        {
          problems: ['Jon: At least two people clicked the link and entered their credentials.'],
        },
      ),
      h(
        'Subject: Passwords, please read\nFrom Monday, every employee gets a licence for Keyhold, our new company password manager.\nWe have decided to retire the shared spreadsheet of service passwords, and it will be deleted on 30 June.\nTraining sessions are optional but recommended.\nQuestions to the security team as usual.',
        {
          decisions: [
            'We have decided to retire the shared spreadsheet of service passwords, and it will be deleted on 30 June.',
          ],
          announcements: [
            'From Monday, every employee gets a licence for Keyhold, our new company password manager.',
            'We have decided to retire the shared spreadsheet of service passwords, and it will be deleted on 30 June.',
          ],
        },
      ),
      h(
        'threat model: export feature\nwho can trigger an export?\nare exports logged anywhere?\nmaybe rate-limit per tenant',
      ),
      h(
        'Bug bounty triage\nReport 882: the password reset token is not invalidated after use.\nReport 883: duplicate of 871, closed.\nReport 884: out of scope, marketing site.\nThe bounty panel agreed to pay $2,500 for report 882.',
        {
          decisions: ['The bounty panel agreed to pay $2,500 for report 882.'],
          problems: ['Report 882: the password reset token is not invalidated after use.'],
        },
      ),
      h(
        '"The most dangerous phrase in security is \'we have always done it this way\'. New threats rarely arrive with a warning label. The teams that fail are usually the ones who stopped asking questions."',
      ),
      h(
        'Cloudwatch Security today announced the general availability of its runtime scanner for containers. Pricing starts at $8 per node per month. Analysts expect larger competitors to follow within a year.',
        {
          announcements: [
            'Cloudwatch Security today announced the general availability of its runtime scanner for containers.',
          ],
        },
      ),
      h(
        "IR-77, 02:14\nImpossible-travel alert for the finance director's account: logins from Leeds and Lagos within ten minutes.\nSession revoked and account locked pending a call with the user.\nCall booked with her for 09:00.",
        {
          problems: [
            "Impossible-travel alert for the finance director's account: logins from Leeds and Lagos within ten minutes.",
          ],
        },
      ),
      h(
        'Risk committee, quarterly\nThe committee decided to keep the legacy FTP server running until the migration in October.\nWhether to buy cyber insurance was deferred to the next meeting.\nMia Okafor starts as our first dedicated security engineer on 1 July.\nMinutes to be circulated by Friday.',
        {
          decisions: [
            'The committee decided to keep the legacy FTP server running until the migration in October.',
          ],
          announcements: ['Mia Okafor starts as our first dedicated security engineer on 1 July.'],
        },
      ),
      h(
        'Reading: the annual breach report. 74% of breaches involved a human element. Phishing is still the most common way in. Worth sharing with the new starters.',
      ),
    ],
  },
  {
    name: 'Mobile app team lead for a language-learning app',
    highlights: [
      h(
        'App Store reviews, this morning\n1 star: Crashes every time I open a lesson since the last update.\n5 stars: Love the new streak calendar, great job.\n5 stars: Best way to fail at Spanish every day and still come back, lol.\n4 stars: Good app, wish there were more French courses.',
        {
          problems: ['1 star: Crashes every time I open a lesson since the last update.'],
        },
      ),
      h(
        "Standup\nRaj: Finished the offline mode spike.\nRaj: The iOS build fails notarisation on CI, which is blocking TestFlight.\nLi: Picking up the onboarding copy changes.\nLi: Design signed off on the dark mode palette, so we're going with version B.",
        {
          decisions: ["Li: Design signed off on the dark mode palette, so we're going with version B."],
          problems: ['Raj: The iOS build fails notarisation on CI, which is blocking TestFlight.'],
        },
      ),
      h(
        "What's new in 6.3\nSpeaking practice is now available in Japanese and Korean.\nYou can now download whole courses for offline use.\nWe fixed a crash when switching accounts.\nThanks for learning with us!",
        {
          announcements: [
            'Speaking practice is now available in Japanese and Korean.',
            'You can now download whole courses for offline use.',
          ],
        },
      ),
      h(
        'Crash-free sessions dropped to 97.1% on Android after 6.3.0.\nRaj is pairing with Oksana on it today.\nThe hotfix candidate is in review.\nWe usually sit around 99.6%.',
        {
          problems: ['Crash-free sessions dropped to 97.1% on Android after 6.3.0.'],
        },
      ),
      h(
        'Roadmap sync\nShould we build a tablet layout or widgets first?\nMaya thinks widgets drive more retention, Sam disagrees.\nWe agreed to ship widgets first and revisit tablets in Q4.\nAgreed: minimum supported Android version goes up to 9 with the next major release.\nSam to bring usage numbers for old Android versions.',
        {
          decisions: [
            'We agreed to ship widgets first and revisit tablets in Q4.',
            'Agreed: minimum supported Android version goes up to 9 with the next major release.',
          ],
        },
      ),
      h(
        '"Every product decision is a bet. Launching is the beginning of learning, not the end of it. Most teams celebrate the launch and forget to read the reviews."',
      ),
      h(
        'Important: your push notification certificate for com.lingua.app expires in 9 days. Renew it in the Apple Developer portal. Need help? Reply to this email.',
        {
          problems: ['Important: your push notification certificate for com.lingua.app expires in 9 days.'],
        },
      ),
      h(
        "Oksana: Tested 6.3.1 on twelve devices, all good except one.\nOksana: On the Galaxy A12 the keyboard covers the answer field.\nRaj: Known, the fix is in 6.3.2.\nRaj: We'll hold the rollout at 20% until 6.3.2 is approved.",
        {
          decisions: ["Raj: We'll hold the rollout at 20% until 6.3.2 is approved."],
          problems: ['Oksana: On the Galaxy A12 the keyboard covers the answer field.'],
        },
      ),
      h(
        'All-hands notes\nLeila Haddad joins as VP of Product on 15 July.\nLeila previously led growth at two education companies.\nThe Berlin office opens in September with room for forty people.\nFree lunch on Fridays continues.',
        {
          announcements: [
            'Leila Haddad joins as VP of Product on 15 July.',
            'The Berlin office opens in September with room for forty people.',
          ],
        },
      ),
      h(
        "ideas for the paywall test\nannual plan first?\nshow the trial length bigger\ndon't decide until the data is in\nask Maya for last year's results",
      ),
      h(
        'Google Play announced that apps must target Android 14 by 31 August to keep receiving updates. Developers who miss the deadline can request an extension. Most large apps already comply.',
        {
          announcements: [
            'Google Play announced that apps must target Android 14 by 31 August to keep receiving updates.',
          ],
        },
      ),
      h(
        'Pricing call with finance\nFinance approved the price rise to £59.99 a year for new subscribers.\nLegal still needs to check the wording of the renewal email.\nChurn model says the impact should be small.',
        {
          decisions: ['Finance approved the price rise to £59.99 a year for new subscribers.'],
        },
      ),
    ],
  },
  {
    name: 'IT helpdesk technician at an engineering consultancy',
    highlights: [
      h(
        'Ticket 10432: Printer on floor 2 jams on every double-sided job.\nTicket 10433: Request for a second monitor for the new starter in Geotech.\nTicket 10434: Laptop will not connect to the office Wi-Fi after the update.\nTicket 10435: Please add Sara to the drawings distribution list.',
        {
          problems: [
            'Ticket 10432: Printer on floor 2 jams on every double-sided job.',
            'Ticket 10434: Laptop will not connect to the office Wi-Fi after the update.',
          ],
        },
      ),
      h(
        "IT team, Monday\nAgreed: Windows 10 laptops get replaced rather than upgraded.\nWe're standardising on one docking station model from now on.\nBudget for the new laptops still needs sign-off from Claire.\nTom is off Thursday and Friday.",
        {
          decisions: [
            'Agreed: Windows 10 laptops get replaced rather than upgraded.',
            "We're standardising on one docking station model from now on.",
          ],
        },
      ),
      h(
        'Hi all,\nThe new self-service portal at help.fenwick.local is live today.\nFrom 1 May, password resets are done through the portal instead of by phone.\nThe phone line stays open for everything else.\nThanks, IT',
        {
          announcements: [
            'Hi all, The new self-service portal at help.fenwick.local is live today.',
            'From 1 May, password resets are done through the portal instead of by phone.',
          ],
        },
      ),
      h(
        'VPN drops for remote staff every evening around 18:00.\nCheck the DHCP lease time on the firewall.\nAsk Sam if it started after the firmware update.\nLogged as ticket 10440.',
        {
          problems: ['VPN drops for remote staff every evening around 18:00.'],
        },
      ),
      h(
        "Dear customer,\nWe're pleased to announce that the new admin console is available to all customers today.\nThe legacy console will be retired on 31 August.\nYour existing settings have been copied across automatically.\nKind regards, the Sentinel team",
        {
          announcements: [
            "Dear customer, We're pleased to announce that the new admin console is available to all customers today.",
            'The legacy console will be retired on 31 August.',
          ],
        },
      ),
      h(
        '"Users do not care why the system failed. They care how quickly you told them and how quickly it came back. Say what you know, say what you don\'t, and say when you\'ll update next."',
      ),
      h(
        "Dave: Is the licence server being patched today?\nNina: No idea, but it has been down since 9 and nobody in structures can open Revit.\nDave: Calling the vendor now.\nNina: Thanks, I'll tell the team to work on drawings offline.",
        {
          problems: ['Nina: No idea, but it has been down since 9 and nobody in structures can open Revit.'],
        },
      ),
      h(
        'CAB minutes\nChange 5512, firewall rule clean-up: approved for Saturday 22:00.\nChange 5513, file server migration: rejected until the backup test passes.\nThe backup restore test on the file server failed last week and has not been rerun.\nChange 5514 was withdrawn by the requester.',
        {
          decisions: [
            'Change 5512, firewall rule clean-up: approved for Saturday 22:00.',
            'Change 5513, file server migration: rejected until the backup test passes.',
          ],
          problems: ['The backup restore test on the file server failed last week and has not been rerun.'],
        },
      ),
      h(
        '"A good helpdesk solves problems; a great one makes them stop happening. Decide what you measure before it decides for you."',
      ),
      h(
        'Outage note, 11:40\nEmail to external addresses is queueing, about 300 messages stuck.\nVendor ticket raised, cause not confirmed yet.\nMark decided we bypass the filter for outbound mail until the vendor replies.\nUsers told via Teams.',
        {
          decisions: ['Mark decided we bypass the filter for outbound mail until the vendor replies.'],
          problems: ['Email to external addresses is queueing, about 300 messages stuck.'],
        },
      ),
      h(
        'Office news\nThe ground-floor canteen reopens on Wednesday after the refit.\nParking on level minus 1 remains closed for resurfacing until Friday.\nThe cycle store is unaffected.',
        {
          problems: ['Parking on level minus 1 remains closed for resurfacing until Friday.'],
          announcements: ['The ground-floor canteen reopens on Wednesday after the refit.'],
        },
      ),
      h(
        "Hi Jo, thanks for covering the desk yesterday. Claire mentioned how calm you were with the partners. Let's talk about the team lead role when I'm back. Enjoy the long weekend!",
      ),
    ],
  },
  {
    name: 'Platform engineer at a travel-booking company running on a public cloud',
    highlights: [
      h(
        'Nimbus Cloud status, eu-central-1\nIncreased error rates for object storage PUT requests in eu-central-1.\nReads and deletes are working normally.\nEngineers have identified the cause and are applying a mitigation.\nNext update at 15:30 UTC.',
        {
          problems: ['Increased error rates for object storage PUT requests in eu-central-1.'],
        },
      ),
      h(
        "Nimbus Cloud is launching a new region in Madrid on 18 September. Arm-based compute instances are now generally available in all European regions. From 1 October, data transfer between availability zones in the same region will be free. For more information, visit the What's New page.",
        {
          announcements: [
            'Nimbus Cloud is launching a new region in Madrid on 18 September.',
            'Arm-based compute instances are now generally available in all European regions.',
            'From 1 October, data transfer between availability zones in the same region will be free.',
          ],
        },
      ),
      h(
        'FinOps review\nCloud spend in June was 22% over budget, mostly from idle GPU nodes.\nWe agreed to shut down non-production clusters every night from 20:00 to 07:00.\nA three-year compute savings plan was approved.\nThe tagging policy proposal will be discussed next time.',
        {
          decisions: [
            'We agreed to shut down non-production clusters every night from 20:00 to 07:00.',
            'A three-year compute savings plan was approved.',
          ],
          problems: ['Cloud spend in June was 22% over budget, mostly from idle GPU nodes.'],
        },
      ),
      h('"The cloud is just someone else\'s computer. Everything fails, all the time. Design for it."'),
      h(
        'ADR-019: Message queue for bookings\nDate: 3 July\nContext: the booking service needs durable queues with replay.\nDecision: we will use the managed queue service instead of running our own RabbitMQ cluster.\nConsequences: less control over tuning, no more broker patching.',
        {
          decisions: [
            'Decision: we will use the managed queue service instead of running our own RabbitMQ cluster.',
          ],
        },
      ),
      h(
        'Case 4419-221\nOur quota increase request for GPU instances in eu-west-2 has been pending for nine days.\nWe opened it on the 2nd with the usual justification.\nNimbus support says it is with the capacity team.',
        {
          problems: [
            'Our quota increase request for GPU instances in eu-west-2 has been pending for nine days.',
          ],
        },
      ),
      h(
        "Ola: who's presenting at the guild on Thursday?\nBen: me, on the new tracing setup\nOla: nice, I'll bring snacks",
      ),
      h(
        'Action required: Nimbus Kubernetes 1.26 reaches end of support on 30 September.\nReview the upgrade guide before scheduling your upgrade.\nWe still have 14 production clusters on 1.26.',
        {
          problems: [
            'Action required: Nimbus Kubernetes 1.26 reaches end of support on 30 September.',
            'We still have 14 production clusters on 1.26.',
          ],
        },
      ),
      h(
        '"Multi-region is not a checkbox. Teams that decide to go multi-region usually discover that the hardest problems are in the data layer."',
      ),
      h(
        'Platform team update\nThe internal developer portal, Harbour, is now live for all squads.\nJonas Berg takes over as platform on-call lead from next week.\nThe feedback form is linked at the top of the portal.',
        {
          announcements: [
            'The internal developer portal, Harbour, is now live for all squads.',
            'Jonas Berg takes over as platform on-call lead from next week.',
          ],
        },
      ),
      h(
        'migration checklist\ndns ttl to 60s the day before\nconfirm the rollback owner\nfreeze schema changes',
      ),
      h(
        'CDN vendor choice\nThree bids received, and Fastline is cheapest but has no Madrid edge.\nWe chose Corvid CDN on a two-year contract.\nThe CFO approved the contract value of €180k.\nMigration starts after the summer peak.',
        {
          decisions: [
            'We chose Corvid CDN on a two-year contract.',
            'The CFO approved the contract value of €180k.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Operator of hosted servers for a multiplayer survival game',
    highlights: [
      h(
        '#announcements\nSeason 7 starts this Friday at 18:00 UTC with a full map wipe.\nThe new Oceania server, OCE-2, is now open.\nPatch notes are pinned below.',
        {
          announcements: [
            'Season 7 starts this Friday at 18:00 UTC with a full map wipe.',
            'The new Oceania server, OCE-2, is now open.',
          ],
        },
      ),
      h(
        'Kai: EU-3 is rubber-banding, tick rate down to 12.\nMo: Restarting the container now.\nMo: The same host also shows a failing SSD in SMART.\nKai: OK, we move EU-3 to the spare host tonight and retire that box.\nMo: Will post in #status.',
        {
          decisions: ['Kai: OK, we move EU-3 to the spare host tonight and retire that box.'],
          problems: [
            'Kai: EU-3 is rubber-banding, tick rate down to 12.',
            'Mo: The same host also shows a failing SSD in SMART.',
          ],
        },
      ),
      h(
        'Report from player Grimble:\nSomeone is using a speed hack on US-1, teleporting across the map and killing fresh spawns.\nVideo attached.\nTime of the clip: about 21:30 server time.',
        {
          problems: [
            'Someone is using a speed hack on US-1, teleporting across the map and killing fresh spawns.',
          ],
        },
      ),
      h(
        "Mod team meeting\nRuled: the speed hacker's account on US-1 is permanently banned.\nWe agreed that appeals go through the web form only, not DMs.\nProposal to add a fourth moderator for Asia hours, decide next week.\nEveryone please read the updated rules doc.",
        {
          decisions: [
            "Ruled: the speed hacker's account on US-1 is permanently banned.",
            'We agreed that appeals go through the web form only, not DMs.',
          ],
        },
      ),
      h(
        '"Players will forgive a bad launch if you listen. They will not forgive being ignored. Write the patch notes like you are talking to a friend."',
      ),
      h(
        'Notice from Hostgrid\nOur network in Frankfurt is under a large DDoS attack and some customers may see packet loss. Our mitigation is active and we will update this notice hourly. We apologise for the disruption.',
        {
          problems: [
            'Our network in Frankfurt is under a large DDoS attack and some customers may see packet loss.',
          ],
        },
      ),
      h(
        'Patch 7.0.3\nAdded a new biome: the Ashlands.\nFixed a bug where campfires did not consume wood.\nKnown issue: players on Linux may crash when entering the Ashlands.\nThanks to everyone who sent crash logs.',
        {
          problems: ['Known issue: players on Linux may crash when entering the Ashlands.'],
          announcements: ['Added a new biome: the Ashlands.'],
        },
      ),
      h(
        "Results of the community vote are in: 62% chose the hardcore ruleset for Season 7.\nThanks to everyone who voted.\nTurnout was the highest we've had.",
        {
          decisions: ['Results of the community vote are in: 62% chose the hardcore ruleset for Season 7.'],
          announcements: [
            'Results of the community vote are in: 62% chose the hardcore ruleset for Season 7.',
          ],
        },
      ),
      h(
        'things to check before wipe\nbackup all player data\ntest the new map seed on staging\ntell streamers the time\nannounce the downtime window',
      ),
      h(
        'Monthly costs\nThe bandwidth bill doubled in May because of the asset re-download bug.\nDonations cover about 70% of hosting.\nDecided to drop the second US server on weekdays.\nWeekends stay as they are.',
        {
          decisions: ['Decided to drop the second US server on weekdays.'],
          problems: ['The bandwidth bill doubled in May because of the asset re-download bug.'],
        },
      ),
      h(
        'The developer has announced official mod support, arriving in the spring update. Community servers will need to update their configs. Nobody knows yet whether old mods will work.',
        {
          announcements: ['The developer has announced official mod support, arriving in the spring update.'],
        },
      ),
      h(
        "Mo: should we launch a Brazil server?\nKai: maybe, ping count from there is growing\nMo: let's look at the numbers after the wipe",
      ),
    ],
  },
  {
    name: 'Operations analyst at a card payments processor',
    highlights: [
      h(
        '#inc-payments-auth\nAuthorisation declines for Mastercard debit jumped to 11% at 07:40.\nIssuer responses through one acquirer are timing out after 8 seconds.\nThe routing team is checking the acquirer status page.\nDana: Approved, we fail over Mastercard traffic to the secondary acquirer.\nDeclines back to normal at 08:05.',
        {
          decisions: ['Dana: Approved, we fail over Mastercard traffic to the secondary acquirer.'],
          problems: [
            'Authorisation declines for Mastercard debit jumped to 11% at 07:40.',
            'Issuer responses through one acquirer are timing out after 8 seconds.',
          ],
        },
      ),
      h(
        'Dear support,\nFor the third time this month our settlement arrived a day late, and we could not pay our suppliers on time.\nPlease explain what is going on.\nRegards, Helen Moss, Moss & Daughters Hardware',
        {
          problems: [
            'Dear support, For the third time this month our settlement arrived a day late, and we could not pay our suppliers on time.',
          ],
        },
      ),
      h(
        'Visa has announced new rules for stored-credential transactions, effective 14 October. Full details are in bulletin VB-2024-17. Processors have been briefed separately.',
        {
          announcements: [
            'Visa has announced new rules for stored-credential transactions, effective 14 October.',
          ],
        },
      ),
      h(
        "Fraud & risk meeting\nChargebacks from one gaming merchant reached 2.8%, above the scheme threshold.\nWe decided to hold 20% of that merchant's settlement as a rolling reserve.\nOnboarding criteria for high-risk merchants to be reviewed in Q3.",
        {
          decisions: ["We decided to hold 20% of that merchant's settlement as a rolling reserve."],
          problems: ['Chargebacks from one gaming merchant reached 2.8%, above the scheme threshold.'],
        },
      ),
      h(
        '"Money moves at the speed of trust. When a payment fails, the customer blames the shop, not the bank. Nobody remembers the thousand payments that worked."',
      ),
      h(
        'Merchant API changelog, 2024-06-12\nApple Pay is now supported on hosted checkout pages.\nNew endpoint: POST /refunds/bulk for up to 500 refunds per call.\nDeprecated: the v1 tokens endpoint, which will stop working on 1 December.\nSee the migration guide for details.',
        {
          announcements: [
            'Apple Pay is now supported on hosted checkout pages.',
            'New endpoint: POST /refunds/bulk for up to 500 refunds per call.',
            'Deprecated: the v1 tokens endpoint, which will stop working on 1 December.',
          ],
        },
      ),
      h(
        "Sofia: the reconciliation job finished at 06:10\nSofia: Everything matched except Amex, where 37 transactions are missing from the acquirer file.\nLeo: The ops lead agreed we hold Amex payouts until the file is corrected.\nLeo: I'll chase Amex after the standup.",
        {
          decisions: ['Leo: The ops lead agreed we hold Amex payouts until the file is corrected.'],
          problems: [
            'Sofia: Everything matched except Amex, where 37 transactions are missing from the acquirer file.',
          ],
        },
      ),
      h(
        'We have been granted an e-money licence by the central bank of Lithuania.\nGrace Mensah joins as Chief Risk Officer in August.\nAna will share the updated org chart on Friday.\nThank you all for an extraordinary year.',
        {
          announcements: [
            'We have been granted an e-money licence by the central bank of Lithuania.',
            'Grace Mensah joins as Chief Risk Officer in August.',
          ],
        },
      ),
      h(
        'questions for the PCI auditor\nare tokenised cards in scope?\nis a quarterly ASV scan enough?\nwho signs the AOC this year?',
      ),
      h(
        '"Payments incidents are rarely about code. They are about retries, timeouts and the decisions nobody wrote down. Write them down."',
      ),
      h(
        'Pricing committee, 10 June\nThe committee approved a 0.1 percentage point cut in card fees for charities.\nTwo options for SME pricing were discussed: flat rate or interchange plus.\nAgreed that SME pricing stays as it is until January.\nFinance to model both options.',
        {
          decisions: [
            'The committee approved a 0.1 percentage point cut in card fees for charities.',
            'Agreed that SME pricing stays as it is until January.',
          ],
        },
      ),
      h(
        '"The first rule of payments: never trust a timeout. A declined card is an answer; a timeout is a question. Retry the question and you may charge the customer twice."',
      ),
    ],
  },
  {
    name: 'Support and firmware lead at a smart-thermostat company',
    highlights: [
      h(
        "Hi,\nSince last night's update my thermostat keeps rebooting every few minutes and the house is freezing.\nI've tried unplugging it.\nPlease help, I have a newborn at home.",
        {
          problems: [
            "Hi, Since last night's update my thermostat keeps rebooting every few minutes and the house is freezing.",
          ],
        },
      ),
      h(
        "Firmware sync\nFirmware 3.8.0 causes a boot loop on units with the older Wi-Fi chip, about 6% of the fleet.\nWe're halting the 3.8.0 rollout immediately.\nAgreed to push 3.7.4 back to affected units tonight.\nRoot-cause analysis owner: Femi.",
        {
          decisions: [
            "We're halting the 3.8.0 rollout immediately.",
            'Agreed to push 3.7.4 back to affected units tonight.',
          ],
          problems: [
            'Firmware 3.8.0 causes a boot loop on units with the older Wi-Fi chip, about 6% of the fleet.',
          ],
        },
      ),
      h(
        'HeatLink app status\nSome users cannot control their devices remotely from the app.\nSchedules and local controls are not affected.\nWe expect a fix within the hour.',
        {
          problems: ['Some users cannot control their devices remotely from the app.'],
        },
      ),
      h(
        'HeatLink today launched the Zone Valve, a smart radiator valve that works with any HeatLink thermostat. It goes on sale in the UK on 1 October at £49. The company says it plans to expand to Germany next year. Shares rose 3% on the news.',
        {
          announcements: [
            'HeatLink today launched the Zone Valve, a smart radiator valve that works with any HeatLink thermostat.',
            'It goes on sale in the UK on 1 October at £49.',
          ],
        },
      ),
      h(
        'A researcher reported that the local API on the hub accepts commands without authentication.\nOur security lead decided to disable the local API by default in the next firmware.\nThe researcher will be credited in the advisory.',
        {
          decisions: ['Our security lead decided to disable the local API by default in the next firmware.'],
          problems: [
            'A researcher reported that the local API on the hub accepts commands without authentication.',
          ],
        },
      ),
      h(
        '"The best smart home is the one you forget is there. The moment people have to think about it, you have failed. Every new feature is a new way to be noticed."',
      ),
      h(
        '4 stars: Nice app, the new energy report is really useful.\n1 star: Geofencing never works, and the heating turns on when nobody is home.\n3 stars: Does what it says.\n5 stars: Set it up in ten minutes, no problems at all.',
        {
          problems: ['1 star: Geofencing never works, and the heating turns on when nobody is home.'],
        },
      ),
      h(
        "We're happy to confirm that HeatLink is now certified for Matter 1.2. Your listing in the Works With directory goes live on Tuesday. Let us know if you'd like to be part of our launch webinar.",
        {
          announcements: [
            "We're happy to confirm that HeatLink is now certified for Matter 1.2.",
            'Your listing in the Works With directory goes live on Tuesday.',
          ],
        },
      ),
      h(
        'warranty policy thoughts\n2 years feels short for this\ncheck what competitors offer\nask finance what returns cost us',
      ),
      h(
        "Leadership meeting\nWe've chosen Kestrel Logistics as the new EU fulfilment partner.\nDiscussion about opening a US office, no conclusion.\nThe returns rate for the Zone Valve beta units is 9%, triple the target.\nNext meeting is in the Leeds office.",
        {
          decisions: ["We've chosen Kestrel Logistics as the new EU fulfilment partner."],
          problems: ['The returns rate for the Zone Valve beta units is 9%, triple the target.'],
        },
      ),
      h(
        'Autumn update from HeatLink\nSupport hours extend to 22:00 on weekdays from 1 November.\nOur new community forum opens next week.\nAs always, thanks for being a customer.',
        {
          announcements: [
            'Support hours extend to 22:00 on weekdays from 1 November.',
            'Our new community forum opens next week.',
          ],
        },
      ),
      h(
        "Sam: Are we offering anything to customers hit by the boot loop?\nLucia: Yes, leadership approved a free month of premium for everyone affected.\nSam: Great, I'll update the support macro.",
        {
          decisions: ['Lucia: Yes, leadership approved a free month of premium for everyone affected.'],
        },
      ),
    ],
  },
];
