import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_67: LabelledDay[] = [
  {
    name: 'Dewi, SRE team lead at a ride-hailing app in Jakarta, on the Monday after a weekend outage',
    highlights: [
      h(
        "Bayu: payments-gateway p99 back under 300ms since 02:10 WIB.\nDewi: Thanks all, great work over the weekend.\nBayu: Can you own the postmortem doc, Dewi? I'm off till Wednesday.",
        'Bayu: Can you own the postmortem doc, Dewi?',
      ),
      h(
        'Standup Mon\nRizky: finished the Redis failover runbook, no blockers\nMaya: vendor replied, load balancer licence renewed until 2026\nPutri to pair with Rizky on the alert tuning today\nWe should see fewer pages once the thresholds are fixed.',
        'Putri to pair with Rizky on the alert tuning today',
      ),
      h(
        'Never page a human for something a machine can fix. Alert on symptoms, not causes. That line from the SRE book still holds up ten years on.',
      ),
      h(
        'need to book the capacity review with Arif before the 15th\nThe Q3 forecast is already out of date anyway.',
        'need to book the capacity review with Arif before the 15th',
      ),
      h(
        'OPS-2231 Rotate the TLS certs on the driver API ingress by 20 June\nPriority: High\nReporter: Bayu Santoso\nThe current certs expire on 24 June.',
        'OPS-2231 Rotate the TLS certs on the driver API ingress by 20 June',
      ),
      h(
        'The 1:1 with Maya got moved to Thursday. Lunch with the payments team was lovely, the soto place is back open.',
      ),
      h(
        'nit: this retry loop has no jitter, so every pod will hammer the DB at once after a blip. Please add exponential backoff with jitter before merging. Otherwise LGTM.',
        'Please add exponential backoff with jitter before merging.',
      ),
      h(
        'Hendra: Board wants a one-page summary of the outage by Wednesday EOD, can you pull it together?\nHendra: No need for the full timeline, they only care about impact and fixes.',
        'Hendra: Board wants a one-page summary of the outage by Wednesday EOD, can you pull it together?',
      ),
      h('Picked up Nadia from futsal at 5\nTraffic on Sudirman was awful this morning.'),
      h(
        'I rolled back the config change at 01:40 and the error rate dropped straight away. I meant to write it up last night but fell asleep on the sofa.',
      ),
      h(
        'Why do outages always happen on a long weekend? The replacement SSDs should arrive from the supplier on Tuesday.',
      ),
    ],
  },
  {
    name: 'Fiona, head of IT at a 120-person law firm in Edinburgh, on the Thursday before an office move',
    highlights: [
      h(
        'Hi Fiona,\nThe movers have confirmed Saturday 7am for the server rack.\nCould you make sure someone from your team is on site to sign off the inventory?\nThanks, Morag',
        'Could you make sure someone from your team is on site to sign off the inventory?',
      ),
      h(
        "INC0048812: Partner's laptop won't connect to the new office Wi-Fi.\nTried forgetting the network and re-adding it, no change.\nFiona, can you ring him back before 2pm? He's in court all afternoon.",
        'Fiona, can you ring him back before 2pm?',
      ),
      h(
        'Move weekend checklist\nlabel every monitor cable\nconfirm the BT line transfer for Monday 8am\nMeeting rooms on floor 2 are already cabled.',
        'label every monitor cable',
        'confirm the BT line transfer for Monday 8am',
      ),
      h(
        'From a Spiceworks post on office moves: the best IT teams treat a move like a product launch. Test the backups before you touch a single cable. Someone always forgets the printers.',
      ),
      h(
        'You need to renew the Microsoft 365 licences before the 30th or the partners lose email. Last year the renewal went through on the 29th with hours to spare.',
        'You need to renew the Microsoft 365 licences before the 30th or the partners lose email.',
      ),
      h(
        "Euan: the new firewall rules are live in the Leith office\nEuan: I tested the VPN from home and it's fine\nFiona: great, thanks Euan",
      ),
      h('The old Queen Street office has been our home for 22 years. Strange to see it full of boxes.'),
      h(
        "Mum's birthday Sunday — order flowers by tomorrow\nShe said she doesn't want a fuss again this year.",
        "Mum's birthday Sunday — order flowers by tomorrow",
      ),
      h(
        "Partners' meeting: I presented the move plan and nobody objected. The follow-up on printing costs is in the minutes.",
      ),
      h(
        'We still need to decide who keeps the old reception iPad. Nobody has used it since March.',
        'We still need to decide who keeps the old reception iPad.',
      ),
      h('Honestly exhausted. How did we ever fit forty people on that third floor?'),
    ],
  },
  {
    name: 'Jonas, data platform team lead at a car-parts manufacturer in Stuttgart, on a Wednesday',
    highlights: [
      h(
        "Standup Wed\nLena: Airflow upgrade to 2.9 done on staging\nMehmet: blocked on the SAP extract, no access yet\nJonas to chase the Basis team for Mehmet's SAP access",
        "Jonas to chase the Basis team for Mehmet's SAP access",
      ),
      h(
        'This DAG reads the whole table every night, which is why the run takes four hours. Could you switch it to an incremental load on updated_at? Happy to pair on it.',
        'Could you switch it to an incremental load on updated_at?',
      ),
      h(
        "Data contracts aren't a tool, they're a conversation. Make producers own their schemas. Break the pipeline loudly, never silently.",
      ),
      h(
        'TODO: decommission the old Hadoop cluster before the lease ends in September\nIt still costs us about 9k a month.',
        'TODO: decommission the old Hadoop cluster before the lease ends in September',
      ),
      h(
        'DATA-517 Shop-floor sensor data missing for Line 4 since Monday\nRoot cause: gateway firmware update by the OT team\nThe OT team has rolled the firmware back and data is flowing again.',
      ),
      h(
        'Katrin (plant IT): Can someone from your team join the MES cutover call on Friday at 10?\nKatrin (plant IT): It should take about an hour.',
        'Katrin (plant IT): Can someone from your team join the MES cutover call on Friday at 10?',
      ),
      h(
        'The budget review with Frau Keller went fine, no cuts this year. She even asked about more headcount.',
      ),
      h(
        'I spent the morning rewriting the dbt tests for the quality dashboard. The red tiles turned green by lunch.',
      ),
      h(
        'Bring passports and the rental contract to the Bürgeramt on Friday\nThe waiting room there is always packed.',
        'Bring passports and the rental contract to the Bürgeramt on Friday',
      ),
      h(
        "Who is covering on-call for the pipelines while Lena is on holiday? She's away 12–26 August.",
        'Who is covering on-call for the pipelines while Lena is on holiday?',
      ),
      h('Sometimes I wonder whether anyone actually reads the monthly KPI report. Probably not.'),
    ],
  },
  {
    name: 'Marisa, NOC manager at a telecoms provider in Manila, writing up a Friday night shift',
    highlights: [
      h(
        'Night handover Fri\nFiber cut on the Cavite backbone, repair crew on site since 21:00\nTraffic rerouted via the Batangas ring, utilization at 78%\nJoel to update the customer advisory every two hours until the splice is done',
        'Joel to update the customer advisory every two hours until the splice is done',
      ),
      h(
        'Carla: packet loss on the Davao PoP is back to zero\nJoel: the transit provider confirmed a faulty line card\nCarla: Marisa, please approve emergency change CHG-8841 before 23:00',
        'Carla: Marisa, please approve emergency change CHG-8841 before 23:00',
      ),
      h(
        'A NOC that celebrates heroics is a NOC with bad automation. Write the runbook the first time, not the third.',
      ),
      h(
        'remind the day shift to swap the UPS batteries at the Ortigas site\nThe vendor swapped the Makati ones last month.',
        'remind the day shift to swap the UPS batteries at the Ortigas site',
      ),
      h(
        'Sat 10:00 quarterly DR test with the Cebu team\nIt usually overruns by an hour.',
        'Sat 10:00 quarterly DR test with the Cebu team',
      ),
      h(
        'NOC-30211 Customer reports slow speeds in Quezon City\nStatus: Resolved\nResolution: congestion cleared after the reroute',
      ),
      h(
        'Pay Meralco bill — due Monday\nAte Liza says the rates went up again.',
        'Pay Meralco bill — due Monday',
      ),
      h(
        'PAGASA says the typhoon should make landfall in northern Luzon on Sunday. Three of our cell sites are in its path. We have to get the generator fuel topped up at all three before Saturday night.',
        'We have to get the generator fuel topped up at all three before Saturday night.',
      ),
      h(
        "I was going to escalate to the vendor's TAC but the link came back on its own. I logged everything in the shift report.",
      ),
      h(
        'Hi Marisa, could you send me the monthly SLA breach figures for the enterprise accounts by Tuesday? Thanks, Paolo',
        'Hi Marisa, could you send me the monthly SLA breach figures for the enterprise accounts by Tuesday?',
      ),
      h('Ten hours in and still wired on coffee. The new chairs in the NOC are a big improvement.'),
    ],
  },
  {
    name: 'Rafael, QA lead for a mobile banking app in São Paulo, on release Thursday',
    highlights: [
      h(
        'Release 5.12 checklist\nregression on Android 10 and 14 passed\nsign-off from compliance on the Pix limits screen\nStore screenshots are already updated.',
        'sign-off from compliance on the Pix limits screen',
      ),
      h(
        'BUG-3390 Pix QR scanner crashes on Samsung A14 when the flash is on\nSteps: open Pix, tap Scan, enable flash\nThiago, can you reproduce this on the A14 in the device lab before lunch?',
        'Thiago, can you reproduce this on the A14 in the device lab before lunch?',
      ),
      h(
        'Daily\nAna: automation for the new login flow merged\nBruno: out sick today\nExploratory testing session went well yesterday, 11 bugs found.',
      ),
      h(
        'Quote from a testing blog: Automate the boring checks so humans can do the interesting testing. Flaky tests are worse than no tests.',
      ),
      h(
        'Luiza: the go/no-go is at 16h, can you bring the open defect list?\nLuiza: Last release we had 3 P2s open and still shipped.',
        'Luiza: the go/no-go is at 16h, can you bring the open defect list?',
      ),
      h(
        "Don't forget to refresh the test data on the staging database after the 5.12 cut. The old accounts were all migrated last sprint.",
        "Don't forget to refresh the test data on the staging database after the 5.12 cut.",
      ),
      h(
        'I ran the full regression overnight and only two tests failed. Both were the known flaky ones on the card-freeze screen.',
      ),
      h("Dentist Thurs 18:30\nHope it's just a cleaning this time.", 'Dentist Thurs 18:30'),
      h(
        'The hotfix build should reach the Play Store review queue by tonight. Apple review usually takes a day.',
      ),
      h(
        'We still need to decide whether we block the release on the iOS 15 crash, which affects 0,4% of users. Most of them are on very old iPhones.',
        'We still need to decide whether we block the release on the iOS 15 crash, which affects 0,4% of users.',
      ),
      h('Obrigado to the whole squad for staying late on Tuesday. Great teamwork.'),
    ],
  },
  {
    name: 'Chloe, cloud migration lead at an insurer in Melbourne, on a Tuesday',
    highlights: [
      h(
        'Migration steering, Tues\nWave 3 (claims apps) moved to AWS on Saturday with no customer impact.\nAction: Chloe to present the wave 4 cutover plan to the CAB next Tuesday\nRisk: the mainframe batch window is tight',
        'Action: Chloe to present the wave 4 cutover plan to the CAB next Tuesday',
      ),
      h(
        'The S3 bucket policy here allows public reads. Please lock it down to the VPC endpoint before this goes anywhere near prod.',
        'Please lock it down to the VPC endpoint before this goes anywhere near prod.',
      ),
      h(
        "Lift-and-shift is just moving your mess to someone else's data centre. Refactor the things that hurt, rehost the rest.",
      ),
      h(
        "I'll follow up with Telstra about the second Direct Connect link, the old quote has expired. They quoted 12 weeks lead time last time.",
        "I'll follow up with Telstra about the second Direct Connect link, the old quote has expired.",
      ),
      h(
        'CLOUD-884 Decommission the on-prem SQL cluster in the Docklands DC\nBlocked by: finance reporting still pointing at it\nThe finance reports were repointed yesterday afternoon.',
        'CLOUD-884 Decommission the on-prem SQL cluster in the Docklands DC',
      ),
      h(
        "Sanjay: Who's signing off the DR test results, you or Grace?\nSanjay: I've attached last year's sign-off for reference.",
        "Sanjay: Who's signing off the DR test results, you or Grace?",
      ),
      h(
        "School pick-up 3:15, then Oscar's swimming at 4\nThe pool car park is a nightmare on Tuesdays.",
        "School pick-up 3:15, then Oscar's swimming at 4",
      ),
      h('I meant to book the AWS Well-Architected review last week. Grace ended up booking it for the 19th.'),
      h(
        'Our AWS bill came in at $182k for October, 14% over forecast. Most of it is idle dev environments. You have to switch on the auto-shutdown schedule for dev before the next billing cycle.',
        'You have to switch on the auto-shutdown schedule for dev before the next billing cycle.',
      ),
      h(
        "Why does every vendor call their product a 'platform' now? Azure had a big outage in Australia East this morning, apparently.",
      ),
      h('The new grad hires start on Monday and should have laptops by then, according to the service desk.'),
    ],
  },
  {
    name: 'Declan, field IT support supervisor for an Irish supermarket chain, on a Monday',
    highlights: [
      h(
        "INC-77120 Tills 3 and 4 in the Athlone store won't print receipts\nStore manager says they're using the handheld till for now\nNiamh to swap the printer heads on site this afternoon",
        'Niamh to swap the printer heads on site this afternoon',
      ),
      h(
        "Ciarán: van's NCT failed, brake discs\nCiarán: booked into the garage in Tullamore for Wednesday\nDeclan: Can you use the pool car for the Mullingar calls tomorrow?",
        'Declan: Can you use the pool car for the Mullingar calls tomorrow?',
      ),
      h('Bins out tonight\nRecycling is every second week now.', 'Bins out tonight'),
      h(
        'Declan, the new self-checkout firmware is scheduled for rollout to all 48 stores from the 14th. Please make sure each region has a tech on standby for the first two nights. Regards, Aoife',
        'Please make sure each region has a tech on standby for the first two nights.',
      ),
      h(
        "From a ServiceNow community post: Close the ticket only when the user agrees it's fixed. A ticket closed too early comes back as two tickets.",
      ),
      h(
        'Monday huddle\nWeekend was quiet apart from the Galway card terminal outage.\nThe card terminal follow-up is with the payment provider.\nPadraig is back from leave on Thursday.',
      ),
      h(
        'Own car NCT — book before the 22nd\nThe motor tax was renewed in January.',
        'Own car NCT — book before the 22nd',
      ),
      h(
        "Who's covering the Donegal store visits next week while Eoin is off? I meant to get the rota out last Friday.",
        "Who's covering the Donegal store visits next week while Eoin is off?",
      ),
      h('I drove 340km on Friday and fixed one loose cable. Such is life.'),
      h(
        "The PCI scan has to be signed off by the 30th. Last quarter's scan passed first time.",
        'The PCI scan has to be signed off by the 30th.',
      ),
      h(
        'The replacement scanners should be delivered to the Naas warehouse on Tuesday. Apparently the warehouse is moving to a new system next year.',
      ),
    ],
  },
  {
    name: 'Ayesha, DevOps manager at an online retailer in Cape Town, on the Wednesday of Black Friday week',
    highlights: [
      h(
        'Load test #3 results\ncheckout held at 4,200 rps, p95 410ms\ncart service fell over at 5,000 rps\nThabo to profile the cart service and report back by Thursday noon',
        'Thabo to profile the cart service and report back by Thursday noon',
      ),
      h(
        'Eskom moved us to stage 4 load shedding from 16:00. The office generator should cover it. Remember to check the diesel level before you leave tonight.',
        'Remember to check the diesel level before you leave tonight.',
      ),
      h(
        'lgtm apart from the hardcoded replica count\nCan we move it into the Helm values so we can scale on Friday without a deploy?',
        'Can we move it into the Helm values so we can scale on Friday without a deploy?',
      ),
      h(
        "Change freezes don't make systems safer, they just move the risk to January. Deploy small, deploy often, even in peak week.",
      ),
      h(
        "15:00 war-room dry run with marketing and CS\nLast year's dry run caught the coupon bug.",
        '15:00 war-room dry run with marketing and CS',
      ),
      h(
        'Lerato: Can you approve my leave for 2–3 Dec? Flights are booked already.',
        'Lerato: Can you approve my leave for 2–3 Dec?',
      ),
      h("school fees due Friday\nZaid's report came back with all As.", 'school fees due Friday'),
      h(
        'I scaled the Postgres read replicas from 2 to 4 this morning. We never did get round to the connection pooler last year.',
      ),
      h(
        'Black Friday readiness\nTraffic forecast: 3x normal peak\nPayments provider confirmed extra capacity on their side.',
      ),
      h(
        '#incident-2291 resolved: image CDN misconfig, purged and fixed by Sipho at 10:42.\nSipho: Thanks for the quick approval on the purge.',
      ),
      h(
        "I'm going to send the pen test remediation report to the CISO before 5 December. Two mediums are still open.",
        "I'm going to send the pen test remediation report to the CISO before 5 December.",
      ),
    ],
  },
];
