import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_37: LabelledDay[] = [
  {
    name: 'a platform engineer at a payments fintech on the Monday of release week',
    highlights: [
      h(
        'Stand-up Mon\nYesterday: finished the Terraform split for the ledger VPC\nToday: cut the release branch release/5.14 and tag rc1\nBlockers: none',
        'Today: cut the release branch release/5.14 and tag rc1',
      ),
      h(
        'Nice cleanup overall. Could you move the retry constants out of payments/client.go into config/retry.yaml? The new backoff test is a nice touch.',
        'Could you move the retry constants out of payments/client.go into config/retry.yaml?',
      ),
      h(
        'From the Google SRE book: hope is not a strategy. Always have a rollback plan before you ship. Chapter 3 is the good one.',
      ),
      h(
        'Dmitri: card auths failing for ~3% of EU traffic since 09:40\nMe: looking, probably the new TLS cert on gw-eu-2\nDmitri: can you post an update in #status-page by 10:15?\nMe: on it',
        'Dmitri: can you post an update in #status-page by 10:15?',
      ),
      h(
        'Cert on gw-eu-2 had expired at 09:38. Renewed it by hand and the error rate is back to 0.02%. We need to get cert-manager alerts working for the gateway cluster before the next rotation.',
        'We need to get cert-manager alerts working for the gateway cluster before the next rotation.',
      ),
      h(
        'Release 5.14 checklist\nChangelog drafted\nRun the migration dry-run against the staging snapshot\nSign-off from Aisha (risk) received\nRelease notes to #eng-announce by Wed',
        'Run the migration dry-run against the staging snapshot',
        'Release notes to #eng-announce by Wed',
      ),
      h(
        'The deploy should take about 40 minutes end to end. Last time it took an hour because of the cache warm-up. Nobody complains about a slow deploy that works.',
      ),
      h(
        'Thanks @kofi for pairing on the flaky LedgerReconcileTest, turns out it was a timezone thing. Follow-up ticket is PLAT-2291 if anyone is curious.',
      ),
      h(
        'reminder: renew the PagerDuty override for the bank holiday, it expires sat',
        'reminder: renew the PagerDuty override for the bank holiday, it expires sat',
      ),
      h(
        'I meant to write the ADR for the queue migration last week. It never happened. The template lives in docs/adr/0000-template.md.',
      ),
      h(
        'Spent an hour on the 5.14 release notes. Who actually reads release notes anyway? Finance, apparently.',
      ),
    ],
  },
  {
    name: 'an iOS developer at a food-delivery startup on a Thursday',
    highlights: [
      h(
        'standup thurs\nY: got the checkout crash (MOB-771) down to a force unwrap in BasketViewModel.swift\nT: ship the fix in 3.8.2 and push it to TestFlight\nBlocked: App Store review still pending for 3.8.1',
        'T: ship the fix in 3.8.2 and push it to TestFlight',
      ),
      h(
        'Left a few comments on #1423. Please add a snapshot test for the empty-basket state before merging. The SwiftUI preview is broken on iPad but that was already the case on main.',
        'Please add a snapshot test for the empty-basket state before merging.',
      ),
      h(
        'Heard at the iOS meetup: delete code whenever you can. Also: make it work, make it right, make it fast. Good talk overall, slides are on Speaker Deck.',
      ),
      h(
        'Pick up Noor from swimming at 5.30, not 6 this week',
        'Pick up Noor from swimming at 5.30, not 6 this week',
      ),
      h(
        "Lena: the Android build is failing on the Kotlin 2.0 bump\nLena: could someone from iOS check whether the shared GraphQL schema changed?\nMe: I'll look after lunch",
        'Lena: could someone from iOS check whether the shared GraphQL schema changed?',
        "Me: I'll look after lunch",
      ),
      h('Apple says the review should be done within 24 hours. It has been 31. Classic.'),
      h(
        'Sprint 19 planning\nMOB-776 search filters: done last sprint\nMOB-784 push permission prompt copy: Tomasz\nMOB-790 Live Activities spike: parked until Q3\nWe still need to decide who owns the accessibility audit',
        'MOB-784 push permission prompt copy: Tomasz',
        'We still need to decide who owns the accessibility audit',
      ),
      h(
        'The old tip jar screen was built in 2019 and nobody has touched it since. It still uses UIKit and a storyboard. Honestly it works fine.',
      ),
      h(
        'You need to renew the Apple Developer certificate before 14 June or push notifications stop. It expired on us once in 2022 and orders went silent for a morning.',
        'You need to renew the Apple Developer certificate before 14 June or push notifications stop.',
      ),
      h(
        "Don't forget to tell design the dark-mode icons are still missing from Figma.",
        "Don't forget to tell design the dark-mode icons are still missing from Figma.",
      ),
      h(
        'Quote from Kent Beck I keep on my desk: make the change easy, then make the easy change. Nothing to do with today, I just like it.',
      ),
    ],
  },
  {
    name: 'a machine-learning engineer at a weather forecasting agency on a Tuesday',
    highlights: [
      h(
        "Nowcast model v0.9.3 retrain finished overnight on the A100 queue. Val CRPS went from 1.84 to 1.79. Good enough to show at Friday's forecasters' meeting.",
      ),
      h('Hamid gave me write access to the radar-composites bucket this morning.'),
      h(
        'From the "Rules of ML" doc: don\'t be afraid to launch a product without ML. Rule #1 and still the best one.',
      ),
      h(
        'In data/loaders/radar.py the reprojection runs on every batch. Could you cache the grid transform in __init__ instead? Otherwise LGTM.',
        'Could you cache the grid transform in __init__ instead?',
      ),
      h(
        'The ECMWF feed should switch to the new GRIB2 encoding on 1 July. Their notice says nothing breaks for consumers on eccodes 2.30 or later. We are on 2.28, so the ingest containers have to be rebuilt before then.',
        'We are on 2.28, so the ingest containers have to be rebuilt before then.',
      ),
      h(
        'Tues\nDentist 4.15\nBins out tonight\nDid the expense claim for the Reading conference',
        'Dentist 4.15',
        'Bins out tonight',
      ),
      h(
        'Priya: the 06z ensemble post-processing job got OOM-killed again\nPriya: can you bump its memory limit to 48Gi in k8s/postproc.yaml before the 12z run?',
        'Priya: can you bump its memory limit to 48Gi in k8s/postproc.yaml before the 12z run?',
      ),
      h(
        'Reading group today was on diffusion models for precipitation. Fun paper, not convinced the evaluation was fair. Slides are in the shared drive.',
      ),
      h(
        'The retrain takes nine hours on four GPUs. In 2021 it took three days on the old cluster. Nobody wants to babysit a nine-hour job.',
      ),
      h(
        'TODO: write up the v0.9.3 eval in the model card before the Friday demo',
        'TODO: write up the v0.9.3 eval in the model card before the Friday demo',
      ),
      h(
        'Do we keep the persistence baseline in the dashboard or drop it? Forecasters asked for it last year.',
        'Do we keep the persistence baseline in the dashboard or drop it?',
      ),
    ],
  },
  {
    name: 'an embedded firmware developer at a smart-thermostat maker midweek',
    highlights: [
      h(
        'FW 2.4.0-rc3 bricked two of the ten devkits on the bench during OTA. Both recovered over JTAG. Root cause looks like the flash erase racing the watchdog.',
      ),
      h(
        'Standup\nDone: bootloader CRC check (FW-518)\nBlocked: FW-522 waiting on the new PCB rev\nNext: chase Jun about the new sensor datasheet',
        'Next: chase Jun about the new sensor datasheet',
      ),
      h(
        'Barr Group coding standard, rule 1.7: never use goto. Our HAL breaks that rule in about forty places. Nobody is going to rewrite the HAL.',
      ),
      h(
        'Mateo: the ISR in drivers/i2c_bus.c still calls printf\nMateo: please move the logging out of the interrupt path before this merges\nMateo: otherwise great work on the DMA buffers',
        'Mateo: please move the logging out of the interrupt path before this merges',
      ),
      h('The new PCB rev should arrive from the fab on Monday. Hardware says the test points moved. Fun.'),
      h(
        'Order more CR2032 cells for the test rig, we are down to 6',
        'Order more CR2032 cells for the test rig, we are down to 6',
      ),
      h('I tried -O2 instead of -Os and the image grew by 11 KB. Flash budget is 512 KB and we are at 497.'),
      h(
        'Certification lab booked for the 23rd. The radio firmware must be frozen by the 16th so they can test the exact build.',
        'The radio firmware must be frozen by the 16th so they can test the exact build.',
      ),
      h(
        "The app team keeps asking why setpoint changes take 2 seconds to apply. Because of the 2-second debounce, that's why.",
      ),
      h(
        'Can you send me the power profile from the overnight soak test? — Jun',
        'Can you send me the power profile from the overnight soak test?',
      ),
      h(
        'Remember to flash the reference units back to 2.3.4 before the demo on Thursday.',
        'Remember to flash the reference units back to 2.3.4 before the demo on Thursday.',
      ),
    ],
  },
  {
    name: 'a database administrator at a hospital trust on a Friday',
    highlights: [
      h(
        'Friday handover to weekend DBA\nPostgres 15.6 upgrade on pas-db-02 done Thursday night, no issues\nReplication lag on pas-db-03 spiked to 40s at 02:00, cleared on its own\nKeep an eye on the vacuum on appointments_audit, it has been running 9 hours\nBackup job fails about once a month, usually the NFS mount',
        'Keep an eye on the vacuum on appointments_audit, it has been running 9 hours',
      ),
      h(
        'Change request CHG-40912 for the index rebuild has to be approved by the CAB before Tuesday.',
        'Change request CHG-40912 for the index rebuild has to be approved by the CAB before Tuesday.',
      ),
      h(
        'Rule of thumb from the old DBA here: never run an UPDATE without a WHERE outside a transaction you can roll back. She retired in 2020 and we still quote her.',
      ),
      h(
        'A developer asked why the report query takes 14 minutes. It scans 80 million rows of obs_results because nobody filters by date. Not my query, not my problem, officially.',
      ),
      h(
        'Incident INC-8821\n09:12 clinic letters service timing out\n09:20 found a lock chain on letters_queue from a stuck batch job\n09:26 killed pid 41877, service recovered\nFollow-ups tracked in PRB-1130\nRCA due Weds',
        'RCA due Weds',
      ),
      h(
        'Ask Ravi whether the pharmacy system vendor has certified Postgres 16 yet',
        'Ask Ravi whether the pharmacy system vendor has certified Postgres 16 yet',
      ),
      h(
        'The nightly backup should finish by 04:30. Last night it finished at 04:12. Restore test from Monday took 3h 10m.',
      ),
      h("Mum's birthday Sunday — card and flowers", "Mum's birthday Sunday — card and flowers"),
      h('Thanks to Grace for covering the Tuesday on-call swap. Owe her one.'),
      h(
        'Can someone confirm whether the lab results archive still needs to be kept for 30 years?',
        'Can someone confirm whether the lab results archive still needs to be kept for 30 years?',
      ),
      h(
        'Read an article about Postgres connection pooling on the train. PgBouncer in transaction mode everywhere, they said. Our reporting cluster already does that.',
      ),
    ],
  },
  {
    name: 'a volunteer open-source maintainer of a JavaScript date library on a Saturday',
    highlights: [
      h(
        'Issue #2210: parse("2024-02-30") returns March 1 instead of throwing. Confirmed on 4.2.0 and main. Label it as a bug and add it to the 4.2.1 milestone.',
        'Label it as a bug and add it to the 4.2.1 milestone.',
      ),
      h(
        'PR #2198 review\nThe fallback for Intl-less environments is clever but it doubles the bundle size\nPlease split it into a separate entry point so tree-shaking can drop it\nTests look good',
        'Please split it into a separate entry point so tree-shaking can drop it',
      ),
      h(
        'From a talk by a maintainer I admire: saying no is the most important feature of a library. Still hard to do.',
      ),
      h(
        'Sponsor payout from Open Collective should land on the 28th. It covers the CI bill and not much else.',
      ),
      h(
        'cut 4.2.1 once #2210 is merged and update the changelog',
        'cut 4.2.1 once #2210 is merged and update the changelog',
      ),
      h('dependabot opened 14 PRs overnight. I merged the dev-dependency ones. The rest can wait.'),
      h(
        'Discord, #contributors\nKeiko: is the v5 roadmap written down anywhere?\nKeiko: I would love to help with the ESM-only migration',
        'Keiko: is the v5 roadmap written down anywhere?',
      ),
      h(
        'Reply to the Node.js security WG email about the ReDoS report before Monday',
        'Reply to the Node.js security WG email about the ReDoS report before Monday',
      ),
      h(
        'A burnout post on Hacker News this morning hit close to home. Take weekends off, it said. Easier said than done when the issues never stop.',
      ),
      h(
        "Kids' football 10:00 at the rec ground, bring the orange slices",
        "Kids' football 10:00 at the rec ground, bring the orange slices",
      ),
      h('Bundle size: 11.4 kB min+gz in 4.2.0, down from 13.1 kB in 4.1.0. The Intl rewrite paid off.'),
    ],
  },
  {
    name: 'a security engineer at an online retailer the morning after a phishing incident',
    highlights: [
      h(
        '#sec-incident\nSOC: 3 staff clicked the fake DocuSign link, creds entered by 1\nSOC: account j.okafor disabled at 08:52, sessions revoked\nSOC: can you pull the Okta logs for j.okafor for the last 72h?',
        'SOC: can you pull the Okta logs for j.okafor for the last 72h?',
      ),
      h('Phishing simulation results from March: 11% click rate, down from 19%. Training works, slowly.'),
      h(
        'OWASP cheat sheet says: never trust client-side validation. Printed it and stuck it on the team board years ago.',
      ),
      h(
        "We have to rotate the shared Jenkins deploy key by end of day because it was in the phished user's keychain.",
        "We have to rotate the shared Jenkins deploy key by end of day because it was in the phished user's keychain.",
      ),
      h(
        'Vendor pentest report for the checkout service arrived. Two highs, both in the legacy coupon API. The report is 84 pages, mostly screenshots. Book a call with the vendor to go through the two highs.',
        'Book a call with the vendor to go through the two highs.',
      ),
      h(
        'Dependabot flagged lodash 4.17.20 in the returns-portal repo again. It was patched to 4.17.21 in SEC-1402 last month and someone reverted the lockfile.',
      ),
      h(
        'Post-incident review Thursday 2pm, room 4B\nTimeline doc: me\nComms review: already done by Hannah',
        'Post-incident review Thursday 2pm, room 4B',
        'Timeline doc: me',
      ),
      h(
        'Should we block links to newly registered domains at the mail gateway, or is that too aggressive for the marketing team? Proofpoint can do it with one rule.',
        'Should we block links to newly registered domains at the mail gateway, or is that too aggressive for the marketing team?',
      ),
      h('I should have pushed for hardware keys two years ago. Spilt milk.'),
      h(
        "Do not forget: Olu's leaving drinks Friday, collection envelope is at reception",
        "Do not forget: Olu's leaving drinks Friday, collection envelope is at reception",
      ),
      h(
        'CVE-2024-3094 was the xz backdoor. Still the best argument for reviewing maintainers, not just code.',
      ),
    ],
  },
  {
    name: 'a junior frontend developer at a travel booking site in her first month',
    highlights: [
      h(
        'Stand-up notes\nYesterday: paired with Ollie on the date-picker bug (WEB-3310)\nToday: write the Cypress test for the return-date edge case\nBlocked: waiting on design for the error state',
        'Today: write the Cypress test for the return-date edge case',
      ),
      h(
        'Ollie on PR #877: nice work! Could you rename isValid to isReturnAfterDeparture so it reads better?',
        'Could you rename isValid to isReturnAfterDeparture so it reads better?',
      ),
      h(
        'My mentor says: commit small, commit often, and write the message for the person reading it in a year. Trying to live by that.',
      ),
      h('The new checkout flow should go live on 3 September. Marketing has already announced it.'),
      h(
        'need to ask someone how the feature flags work in LaunchDarkly, the README in web-app/flags is out of date',
        'need to ask someone how the feature flags work in LaunchDarkly, the README in web-app/flags is out of date',
      ),
      h(
        'Lighthouse score on the search results page dropped from 92 to 71 after 14.3.0. Ollie thinks it is the hero image. I think it is the font loading.',
      ),
      h(
        'Onboarding checklist\nLaptop set up ✓\nVPN working ✓\nShadowed a support shift ✓\nComplete the GDPR e-learning module by the 30th',
        'Complete the GDPR e-learning module by the 30th',
      ),
      h('Flat viewing Sat 11am, Dalston, bring payslips', 'Flat viewing Sat 11am, Dalston, bring payslips'),
      h('Imposter syndrome is loud this week. Everyone here seems to know webpack by heart.'),
      h(
        "Retro\nWent well: fewer flaky tests\nDidn't go well: the release on Friday\nAction: Ollie to move releases to Tuesdays",
        'Action: Ollie to move releases to Tuesdays',
      ),
      h(
        'Who is reviewing my PR while Ollie is on holiday next week? Nobody told me.',
        'Who is reviewing my PR while Ollie is on holiday next week?',
      ),
    ],
  },
];
