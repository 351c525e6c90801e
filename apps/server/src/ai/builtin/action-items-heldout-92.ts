import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_92: LabelledDay[] = [
  {
    name: 'Wren, technical writer at a warehouse-robotics firm in Milton Keynes, on a Tuesday (Obsidian daily notes)',
    highlights: [
      h(
        '# 2026-03-10 Tue\n## Tasks\n- [ ] ask Tomasz for new error codes\n- [x] fix broken links on safety page\n- [ ] screenshot pick UI on staging\n- [x] reply to Ines re glossary',
        'ask Tomasz for new error codes',
        'screenshot pick UI on staging',
      ),
      h(
        'Write for the reader who is in a hurry. Put the action first and the explanation second. Nobody reads a warning that comes after the step it warns about.',
      ),
      h(
        '## Standup 10 Mar\nHardware team say the firmware build should land Thursday.\nBeatriz to send me the updated torque limits by Wednesday midday.\nThe follow-up on the e-stop wording is in the wiki now.\nWho is reviewing the Spanish translation this time?',
        'Beatriz to send me the updated torque limits by Wednesday midday.',
        'Who is reviewing the Spanish translation this time?',
      ),
      h(
        'You need to renew the MadCap Flare licence before it lapses on the 31st. I renewed the Snagit one last week, so that is sorted.',
        'You need to renew the MadCap Flare licence before it lapses on the 31st.',
      ),
      h(
        'Every page should answer one question. Cut anything that does not serve that question, however much you like it.',
      ),
      h(
        '## Done today\n- [x] merged the glossary PR\n- [x] sent the draft to legal\n- [x] booked the usability room',
      ),
      h(
        'Saved: [Diátaxis](https://diataxis.fr/) — tutorials, how-to guides, reference and explanation are four different jobs. Tutorials are lessons; how-to guides are recipes.',
      ),
      h('Bins out tonight', 'Bins out tonight'),
      h(
        'I meant to ask legal about the CE marking paragraph but the meeting ran over. Must chase legal about it first thing tomorrow.',
        'Must chase legal about it first thing tomorrow.',
      ),
      h(
        'Depot visit on Thursday was useful. The pickers never read the laminated cards; they learn from each other.',
      ),
      h(
        'Ade on Slack: can you add the battery-swap procedure to the ops manual before the Leeds go-live? Go-live is the 24th, apparently.',
        'Ade on Slack: can you add the battery-swap procedure to the ops manual before the Leeds go-live?',
      ),
    ],
  },
  {
    name: 'Hollie, genetic counsellor at a regional genetics service in Bristol, on a Thursday (Notion)',
    highlights: [
      h(
        '# Thursday 12 March\n## To do\n- [ ] Chase lab for the PKD1 result\n- [x] Draft letter for family 2231\n- [x] Pedigree for new referral\n- [ ] Book Urdu interpreter for the 19th',
        'Chase lab for the PKD1 result',
        'Book Urdu interpreter for the 19th',
      ),
      h('Silence is an intervention. Let the client finish the thought, even when the pause feels long.'),
      h(
        '## MDT notes\nConsultant agreed to offer predictive testing to the sister.\nAction: Hollie to write to the GP with the variant classification.\nThe reclassification is expected to take about six weeks.\nWe still need to decide whether to contact the cousins directly or through the proband.',
        'Action: Hollie to write to the GP with the variant classification.',
        'We still need to decide whether to contact the cousins directly or through the proband.',
      ),
      h(
        "Don't forget the audit return is due to the network lead by Friday 5pm.",
        "Don't forget the audit return is due to the network lead by Friday 5pm.",
      ),
      h('Rang the lab twice about the delayed sample. They said it should be reported by Monday.'),
      h(
        'From [the reciprocal-engagement model](https://www.nsgc.org): clients are capable of adapting to their circumstances. Information is necessary but never sufficient.',
      ),
      h(
        'Supervision with Anita moved to the 26th, bring two cases that felt stuck',
        'Supervision with Anita moved to the 26th, bring two cases that felt stuck',
      ),
      h(
        'Hard afternoon. The family took the news better than I expected, and I was the one who needed a minute afterwards.',
      ),
      h(
        'Referral source: GP\nStatus: Waiting on lab\nNext step: follow up with the Birmingham lab if nothing by Tuesday',
        'Next step: follow up with the Birmingham lab if nothing by Tuesday',
      ),
      h('- [x] Sent consent forms to the Patels\n- [x] Updated the pedigree in the database'),
      h(
        'Saved from J Med Genet: variants of uncertain significance should not be used to guide clinical decisions. Good table on reclassification rates.',
      ),
    ],
  },
  {
    name: 'Tobias, type designer finishing a serif family for a foundry launch, on a Wednesday (Obsidian)',
    highlights: [
      h(
        '## Wed\n- [ ] kern the italic caps\n- [ ] fix the ß in Bold\n- [x] export test PDFs\n- [ ] send proofs to Saskia by Fri',
        'kern the italic caps',
        'fix the ß in Bold',
        'send proofs to Saskia by Fri',
      ),
      h(
        'Type is a beautiful group of letters, not a group of beautiful letters. Trust your eyes over the metrics.',
      ),
      h(
        'Saskia (foundry) on the call: launch moved to 14 April. I have to get the specimen site copy to her by the 2nd.',
        'I have to get the specimen site copy to her by the 2nd.',
      ),
      h('Was going to redraw the lowercase g this week but it can wait until after launch.'),
      h(
        'Overshoot: round letters should dip slightly below the baseline or they look too small. An o drawn exactly to the x-height always looks short.',
      ),
      h(
        'Useful thread: [Interpolating kerning groups](https://forum.glyphsapp.com/) — the trick is that group names must match across every master.',
      ),
      h(
        'Invoice to Northfield Press overdue, chase Monday',
        'Invoice to Northfield Press overdue, chase Monday',
      ),
      h(
        'Remember to back up the .glyphs files to the NAS tonight.',
        'Remember to back up the .glyphs files to the NAS tonight.',
      ),
      h('Felt good about the Regular today. The rhythm finally looks even at 9pt.'),
      h(
        'Why this family exists\n1. Most text serifs fall apart on cheap screens\n2. Nothing with real small caps is affordable\n3. I wanted a Welsh-friendly ŵ and ŷ',
      ),
      h('Saw on Mastodon that Adobe has dropped Type 1 fonts entirely. Good riddance.'),
    ],
  },
  {
    name: 'Kemi, rope access technician on a tower-block cladding survey in Salford, on a Friday (Notion, typed on her phone)',
    highlights: [
      h(
        '## Riverside Tower, drop 7\nAnchors re-tested, all fine.\nPhotos uploaded to the shared drive.\nNeed to log my hours in the IRATA logbook tonight.',
        'Need to log my hours in the IRATA logbook tonight.',
      ),
      h(
        'From the refresher course: two points of attachment at all times. Never trust a knot you did not tie or check yourself.',
      ),
      h(
        '## Kit check\n- [x] ascender serviced\n- [ ] replace frayed rope protector\n- [ ] order 2x karabiners\n- [x] helmet sticker updated',
        'replace frayed rope protector',
        'order 2x karabiners',
      ),
      h(
        'Level 3 assessment booked for 21 May, so I have to get 200 more logged hours before then. The assessor should send the pre-course pack a fortnight before.',
        'Level 3 assessment booked for 21 May, so I have to get 200 more logged hours before then.',
      ),
      h(
        '[13/03/2026, 07:12] Dean: wind picking up after 2, forecast says gusts to 30\n[13/03/2026, 07:15] Dean: Kemi can you bring the spare descender tomorrow\n[13/03/2026, 07:16] Kemi: will do',
        'Dean: Kemi can you bring the spare descender tomorrow',
      ),
      h('Invoice Apex Access for March — due by the 5th', 'Invoice Apex Access for March — due by the 5th'),
      h('Reading the IRATA code, part 2. Rescue plans must be in place before anyone goes over the edge.'),
      h('Got the call from the agency — they want me on the Leeds job from the 24th. Told them yes.'),
      h(
        "Mum's birthday Sunday, get a card on the way home",
        "Mum's birthday Sunday, get a card on the way home",
      ),
      h('Knees are sore after six drops. Legs like jelly on the last one.'),
      h('Who designs a twenty-storey building with no anchor points on the roof?'),
    ],
  },
  {
    name: 'Gwen, farmhouse cheesemaker in Somerset, on a Saturday (Logseq journal)',
    highlights: [
      h(
        "- TODO turn the cheddars in store 2\n- DONE cut curd for vat 1\n- DONE order rennet\n- TODO ring the vet about Bluebell's foot",
        'TODO turn the cheddars in store 2',
        "TODO ring the vet about Bluebell's foot",
      ),
      h(
        '- Salt draws whey out of the curd and slows the starter. Too much salt and the cheese will never ripen properly.',
      ),
      h(
        '- Frome market tmrw, 7am setup\n- Sold out of smoked by 11 last wk\n- Need to print new price labels for the Caerphilly',
        'Frome market tmrw, 7am setup',
        'Need to print new price labels for the Caerphilly',
      ),
      h(
        "- [[Affinage]] notes: a cloth-bound cheddar should be turned weekly for the first month. The rind needs to breathe, so don't wax it.",
      ),
      h(
        '- Environmental health visit went fine. The fridge temperature logs have to be emailed to the inspector by Wednesday.',
        'The fridge temperature logs have to be emailed to the inspector by Wednesday.',
      ),
      h("- Asked Tom if he could do Tuesday's milking. He said yes, so that's covered."),
      h('- Shopping\n- muslin cloths\n- red cheese wax', 'muslin cloths', 'red cheese wax'),
      h(
        '- Article: [Raw milk cheese and the law](https://www.specialistcheesemakers.co.uk) — every batch should be tested for Listeria. Interesting bit on the French exemptions.',
      ),
      h('- Tired. The new apprentice is learning fast though.'),
      h('- Land Rover passed its MOT, only needed a wiper blade. Cheaper than last year.'),
      h('- Whey is going to the pig farmer again; he collects on Mondays.'),
    ],
  },
  {
    name: 'Arjun, board game designer two weeks before his Kickstarter launch, in Toronto, on a Sunday (Obsidian)',
    highlights: [
      h(
        '# Sunday\n## Launch prep\n- [ ] Finalize stretch goals\n- [ ] Record the rules video\n- [x] Upload box art to campaign page\n- [ ] **Email backer list on Thursday**',
        'Finalize stretch goals',
        'Record the rules video',
        '**Email backer list on Thursday**',
      ),
      h('Playtest early, playtest ugly. A rule you have to explain twice is a rule you should cut.'),
      h(
        'Playtest notes, Friday group\nEveryone ignored the trade action.\nGame ran 95 minutes, target is 60.\nPriya suggested dropping the second market row.',
      ),
      h(
        'Manufacturer (Panda) quote came back. Samples should arrive mid-April if we sign off this week. We have to sign off the component list by Wednesday or we lose the slot.',
        'We have to sign off the component list by Wednesday or we lose the slot.',
      ),
      h('Who knew shipping to Australia would cost more than the game itself?'),
      h(
        'Ask Lena to proofread the rulebook — she caught loads last time.',
        'Ask Lena to proofread the rulebook — she caught loads last time.',
      ),
      h(
        '[Jamey Stegmaier on stretch goals](https://stonemaiergames.com/kickstarter-lesson-30-stretch-goals/) — never add components you have not costed. Stretch goals should feel like a thank-you, not a bribe.',
      ),
      h("## Thoughts\nI underestimated how long the art would take. Next time I'd hire two illustrators."),
      h(
        'Pick up sleeves and card stock from 401 Games on Monday',
        'Pick up sleeves and card stock from 401 Games on Monday',
      ),
      h('Kickstarter fees are 5% plus payment processing. HST on pledges is its own headache.'),
    ],
  },
  {
    name: 'Marco, head coach of a semi-pro Valorant team in Chicago, on a Thursday (Notion)',
    highlights: [
      h(
        '## Scrim review vs Nightjar\nWe lost 13-9 on Ascent.\nOur B retakes were too slow again.\nJules to cut the VOD clips of rounds 14–18 before Friday review.',
        'Jules to cut the VOD clips of rounds 14–18 before Friday review.',
      ),
      h('Pressure is a privilege. Focus on the next round, not the scoreboard.'),
      h(
        "## This week\n- [ ] book bootcamp house for May\n- [x] sign Kaz's contract extension\n- [x] renew aim trainer subs\n- [ ] confirm LAN travel with Ellie",
        'book bootcamp house for May',
        'confirm LAN travel with Ellie',
      ),
      h(
        'Kaz has been streaming less since playoffs started. His ping should be better once the fiber is in.',
      ),
      h(
        "03/12/2026, 10:41 PM - Ellie: can you send me everyone's passport names for the flights by Sunday?\n03/12/2026, 10:43 PM - Marco: on it\n03/12/2026, 10:44 PM - Ellie: ty!!",
        "Ellie: can you send me everyone's passport names for the flights by Sunday?",
      ),
      h(
        'You need to submit your coach registration to Riot before the split starts.',
        'You need to submit your coach registration to Riot before the split starts.',
      ),
      h(
        'From Thinking, Fast and Slow: nothing in life is as important as you think it is, while you are thinking about it. We are prone to overestimate how much we understand about the world.',
      ),
      h(
        'Team meeting Mon 6pm — agenda: comms discipline, sleep, and the follow-up from the sponsor call.',
        'Team meeting Mon 6pm — agenda: comms discipline, sleep, and the follow-up from the sponsor call.',
      ),
      h(
        'Sponsor renewal is looking likely. They need to confirm the budget by April 1 or we sign with the other offer.',
        'They need to confirm the budget by April 1 or we sign with the other offer.',
      ),
      h(
        'Tried a sleep schedule experiment last month with everyone in bed by 1am. Results were mixed, honestly.',
      ),
      h('Buy new mousepads x5 (the big ones)', 'Buy new mousepads x5 (the big ones)'),
    ],
  },
  {
    name: "Lucía, head tennis coach at a members' club in Surrey, on a Monday (Logseq)",
    highlights: [
      h(
        "- TODO restring Ella's racket\n- DONE new net strap on court 3\n- DONE ball machine serviced\n- TODO email parents about the new junior squad times",
        "TODO restring Ella's racket",
        'TODO email parents about the new junior squad times',
      ),
      h(
        '- The Inner Game of Tennis, ch 2: let the body learn by watching, not by being told. Trust the body to hit the ball.',
      ),
      h(
        '- LTA accreditation renewal due end of April, safeguarding certificate has to be updated first',
        'LTA accreditation renewal due end of April, safeguarding certificate has to be updated first',
      ),
      h(
        '- Lesson with the Hendersons went well. Their daughter should be ready for the county trials next year.',
      ),
      h(
        '- Club committee asked: who is running the summer tournament draw this year? Still no volunteer.',
        'Club committee asked: who is running the summer tournament draw this year?',
      ),
      h('- Drills that worked\n- cross-court rally to 20\n- serve + first ball\n- two-on-one volleys'),
      h(
        '- Remind Ollie to bring his medical form on Wednesday',
        'Remind Ollie to bring his medical form on Wednesday',
      ),
      h('- Ankle still a bit stiff. Physio says I should be fine to play doubles by June.'),
      h(
        '- [[Coaching philosophy]]: never let a kid leave the court without one thing they did well. Praise effort over outcome.',
      ),
      h('- Dad rang. Sunday lunch at his, bring the dessert', 'Sunday lunch at his, bring the dessert'),
      h('- Rain forecast all week, so the indoor courts will be packed. Nothing I can do about that.'),
    ],
  },
];
