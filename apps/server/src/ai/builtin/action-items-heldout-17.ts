import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_17: LabelledDay[] = [
  {
    name: 'an HOA board member in Dublin, Ohio, on a Tuesday',
    highlights: [
      h(
        "Dave still hasn't sent the reserve study numbers. Need to print 12 copies of the agenda before Thurs.",
        'Need to print 12 copies of the agenda before Thurs.',
      ),
      h(
        'From: Linda Porter (Lot 44)\nHi, the streetlight at the corner of Maple Ridge and Quail Run has been out for two weeks. Could you please let me know who I should contact about it? Thanks so much!',
        'Could you please let me know who I should contact about it?',
      ),
      h(
        'Never let a homeowner\'s complaint sit unanswered for more than 48 hours. Even a two-line reply buys you goodwill. — from the "Running a Better HOA" blog',
      ),
      h(
        'Greenway raised their rate 6% this year. Honestly not surprised. The landscaping contract renewal has to be signed by 11/1.',
        'The landscaping contract renewal has to be signed by 11/1.',
      ),
      h(
        'Marcy: can you bring the sign-in sheet and the extra folding chairs Thursday?\nMarcy: also the treasurer report should be ready by Wed, Tom said',
        'Marcy: can you bring the sign-in sheet and the extra folding chairs Thursday?',
      ),
      h(
        'I called the city about the pothole on Quail Run last week. They said it should be patched by the end of the month.',
      ),
      h(
        'pool closing checklist\npump already winterized by Aqua Pro\nfind someone to pull the lane lines\ncover order went in on 9/30',
        'find someone to pull the lane lines',
      ),
      h(
        "The Hendersons' boat has been in the driveway since August. We still need to decide whether to fine them or send another warning letter.",
        'We still need to decide whether to fine them or send another warning letter.',
      ),
      h(
        'Good boards argue about policy, not personalities. Read that in the CAI handbook and it stuck with me.',
      ),
      h(
        "Last year we mailed the dues late notices on the 15th and got yelled at for a week. Don't forget to update the mailing list with the three new closings.",
        "Don't forget to update the mailing list with the three new closings.",
      ),
      h(
        'Happy to report the new mailbox kiosk is finally installed! Thanks to everyone who came out for the fall cleanup.',
      ),
    ],
  },
  {
    name: 'a church volunteer coordinator on a Sunday evening',
    highlights: [
      h(
        'Nursery schedule for Nov still has two empty Sundays (11/9 and 11/23). Ask the Garcias if they can cover one.',
        'Ask the Garcias if they can cover one.',
      ),
      h(
        "Sermon notes: Serve where you are planted. Don't wait for a bigger stage to be faithful in the small things.",
      ),
      h(
        'Brenda: Hi hon, I can do the coffee table on the 2nd but not the 9th, sorry!! Will you find someone else for the 9th?',
        'Will you find someone else for the 9th?',
      ),
      h('Food drive totals: 412 cans, 38 boxes of cereal, $265 in gift cards. Best year yet!'),
      h(
        'TODO before Wed night\nbackground checks for new youth leaders\nemail Pastor Jim the VBS volunteer list\nname tags — Karen already bought them',
        'background checks for new youth leaders',
        'email Pastor Jim the VBS volunteer list',
      ),
      h("We should have enough ushers for both Christmas Eve services now that the men's group signed up."),
      h(
        'Reminder to self — you need to thank Mr Okafor in person, not by email. He drove the van all three days of the retreat.',
        'Reminder to self — you need to thank Mr Okafor in person, not by email.',
      ),
      h(
        "Volunteers don't quit because of hard work; they quit because nobody noticed them. (The Volunteer Management Handbook, pg 114)",
      ),
      h(
        "Who is opening the building for the Saturday men's breakfast? Gary did it last month but he's out of town.",
        "Who is opening the building for the Saturday men's breakfast?",
      ),
      h('I meant to call the Hendricks family after the funeral and never did. Feeling awful about it.'),
      h(
        'Meal train for the Dawsons — post the sign-up link in the church group chat tonight.',
        'Meal train for the Dawsons — post the sign-up link in the church group chat tonight.',
      ),
      h('Choir robes came back from the cleaners. Only one is missing a button.'),
    ],
  },
  {
    name: 'an Airbnb host with two cabins near Asheville on a Friday',
    highlights: [
      h(
        "Guest msg (Unit B): Hi! Just wanted to say we loved the place, the kids didn't want to leave. We'll definitely be back next fall!",
      ),
      h("Rosa's team turned over Unit A in under 3 hours today. Left a $40 tip on the counter."),
      h(
        'Restock list\nTP x 24\ndish soap (got it Tues)\nbatteries for the smoke detector in Unit B',
        'TP x 24',
        'batteries for the smoke detector in Unit B',
      ),
      h(
        'Superhosts answer every message within an hour, even when the answer is "let me check." Speed beats perfection.',
      ),
      h(
        'The county short-term rental permit has to be renewed by 12/31. Fee went up to $150 this year.',
        'The county short-term rental permit has to be renewed by 12/31.',
      ),
      h(
        'Review from the Millers: hot tub was lukewarm, otherwise perfect. Get the hot tub guy out before the weekend.',
        'Get the hot tub guy out before the weekend.',
      ),
      h(
        'Pricing tip from the host webinar: raise weekend rates 15% during leaf season and drop the minimum stay to 2 nights in January.',
      ),
      h('The cleaning fee should cover the new laundry service once we bump it to $85.'),
      h(
        'Neighbor (Jim, the one with the truck) complained about guests parking on the grass again. Put up a sign by the driveway this weekend?',
        'Put up a sign by the driveway this weekend?',
      ),
      h('Occupancy tax due 10/20', 'Occupancy tax due 10/20'),
      h(
        'Had the best chat with the couple from Montreal this morning. They left a jar of maple syrup for the next guests.',
      ),
    ],
  },
  {
    name: 'a freelance web developer in Berlin (writing in English) on a Monday',
    highlights: [
      h('Standup w/ Lindner GmbH moved to Tue 10:00 CET.', 'Standup w/ Lindner GmbH moved to Tue 10:00 CET.'),
      h(
        "Client email: Could you have a staging link ready by Thursday so the marketing team can review? Also, we'd like the cookie banner to match the new brand colours.",
        'Client email: Could you have a staging link ready by Thursday so the marketing team can review?',
        "Also, we'd like the cookie banner to match the new brand colours.",
      ),
      h(
        'Invoice #2024-031 for Lindner is overdue by 3 weeks. Send a friendly reminder, then a Mahnung if nothing comes by the 15th.',
        'Send a friendly reminder, then a Mahnung if nothing comes by the 15th.',
      ),
      h(
        'From a Hacker News comment: Ship small, ship often. Every deploy that touches more than three files is a deploy you will regret at 2am.',
      ),
      h(
        'Steuerberater Wed 8:40 — bring the receipts for Hetzner and Adobe.',
        'Steuerberater Wed 8:40 — bring the receipts for Hetzner and Adobe.',
      ),
      h('Refactored the whole checkout form today and deleted 600 lines. Feels great.'),
      h(
        'Tomasz said he might need help with a Shopify migration in November. Not sure I have the bandwidth.',
      ),
      h(
        "Jana: hey, the mobile nav fix didn't make it into staging. QA says it's still broken on Safari 17\nJana: pls take a look before the release tomorrow",
        'Jana: pls take a look before the release tomorrow',
      ),
      h(
        'Price is what you charge; value is what they remember. Raise your day rate every January, no exceptions. (from Double Your Freelancing Rate)',
      ),
      h(
        'Renew the domain for lenaweber.dev — expires 10/22!',
        'Renew the domain for lenaweber.dev — expires 10/22!',
      ),
      h('The new Hetzner box should be provisioned by tonight, according to their status page.'),
      h("Kaffee mit Anke was lovely. She's moving to Lisbon in spring, which is so exciting."),
    ],
  },
  {
    name: 'a real-estate agent in Austin on a Thursday',
    highlights: [
      h(
        'Open house 1423 Birchwood Sat 1–4p. Pick up the signs and the lockbox from the office Fri afternoon.',
        'Open house 1423 Birchwood Sat 1–4p.',
        'Pick up the signs and the lockbox from the office Fri afternoon.',
      ),
      h(
        "Kevin (buyer): Hey! Any word back from the sellers on our counter? We're getting antsy lol",
        'Any word back from the sellers on our counter?',
      ),
      h(
        'Inspection report on Cedar Ln came back with foundation issues. The sellers should be getting a repair quote this week.',
      ),
      h(
        'The fortune is in the follow-up. Call every open house visitor within 24 hours, while they still remember your face.',
      ),
      h(
        'Option period ends 10/18 at 5p — make sure the Nguyens have their inspector scheduled before then.',
        'Option period ends 10/18 at 5p — make sure the Nguyens have their inspector scheduled before then.',
      ),
      h(
        'Follow up with the title company about the survey on 88 Ridgeview.',
        'Follow up with the title company about the survey on 88 Ridgeview.',
      ),
      h('Closed on the Meadowbrook listing today!! Sent the sellers a bottle of wine and a card.'),
      h(
        'Marketing for the Elm St listing\nprofessional photos — done\ndrone shots — done Tues\nwrite the MLS description',
        'write the MLS description',
      ),
      h(
        "Do we want to list the Parkside condo before or after Thanksgiving? The Patels haven't decided yet.",
        'Do we want to list the Parkside condo before or after Thanksgiving?',
      ),
      h('Mortgage rates dipped to 6.4% this week. Buyers are calling again.'),
      h("My broker says I should never show a house I haven't walked through myself first."),
    ],
  },
  {
    name: 'a high-school robotics club mentor in Michigan on a Wednesday',
    highlights: [
      h(
        'Kickoff is only 11 weeks away. We need a headcount for pizza by Dec 20.',
        'We need a headcount for pizza by Dec 20.',
      ),
      h(
        "Ms Alvarez: Can one of the mentors chaperone the bus to the district event on 3/8? District rules changed this year so parents can't drive.",
        'Ms Alvarez: Can one of the mentors chaperone the bus to the district event on 3/8?',
      ),
      h("Kids figured out the encoder issue on their own today. Proudest I've been all year."),
      h(
        'Order list (AndyMark)\n2x NEO motors\nbumper fabric — Coach Lee already ordered it\n4 ft of 1x1 aluminum tube',
        '2x NEO motors',
        '4 ft of 1x1 aluminum tube',
      ),
      h("Let the students hold the wrench. A mentor's hands should be in their pockets 80% of the time."),
      h(
        'Jake and Priya to finish the CAD for the intake by Monday.',
        'Jake and Priya to finish the CAD for the intake by Monday.',
      ),
      h(
        'Sponsorship letters went out to 14 local businesses last week. Still need to chase Hoffman Tool & Die, they never replied.',
        'Still need to chase Hoffman Tool & Die, they never replied.',
      ),
      h("Remember: gracious professionalism isn't optional. It's the whole point."),
      h(
        'Who has the key to the shop cabinet?? The batteries are locked in there and Mr Kowalski is out till Monday.',
        'Who has the key to the shop cabinet??',
      ),
      h('Safety glasses are required in the shop at all times, including for visitors and parents.'),
      h('No practice Thurs, the building is closed for parent-teacher conferences.'),
    ],
  },
  {
    name: 'a home-schooling parent in Leeds on a Monday morning',
    highlights: [
      h(
        'Week 6 plan\nmaths is fractions again\nfinish the Tudors lapbook by Friday\nprint the bean diary sheets',
        'finish the Tudors lapbook by Friday',
        'print the bean diary sheets',
      ),
      h('Education is an atmosphere, a discipline, a life. — Charlotte Mason'),
      h(
        "Co-op on Thursday: it's my turn to bring snacks for 14 kids, no nuts!",
        "Co-op on Thursday: it's my turn to bring snacks for 14 kids, no nuts!",
      ),
      h('Library books due back Sat.', 'Library books due back Sat.'),
      h(
        'Sarah (co-op): Has anyone got a spare microscope we could borrow for pond week? Ours has a cracked lens.',
        'Sarah (co-op): Has anyone got a spare microscope we could borrow for pond week?',
      ),
      h('Ella read a whole chapter of The Hobbit aloud without stopping today. I nearly cried.'),
      h(
        'Letter from the council about the annual elective home education check-in. You need to send them a short summary of her provision before 12 November.',
        'You need to send them a short summary of her provision before 12 November.',
      ),
      h(
        "Don't compare your child's chapter one to someone else's chapter twenty. (saw this on a homeschool blog, needed it today)",
      ),
      h(
        'Should we switch to Singapore maths next term or stick with what we have? Tom thinks we should stick.',
        'Should we switch to Singapore maths next term or stick with what we have?',
      ),
      h('Swimming lessons should be back on once the pool reopens after half term.'),
      h("I was going to do the museum trip this week but the car's in the garage."),
    ],
  },
  {
    name: 'a night-shift security guard at a Chicago warehouse',
    highlights: [
      h('Shift notes 10/14: dock door 3 sensor tripped twice, 01:40 and 03:15. Nothing on camera.'),
      h("Told day shift the east gate padlock is rusted through. They said they'd put in a ticket."),
      h(
        'Supervisor (Reyes): need you to cover Fri overnight for Marcus, can you confirm by 6p?',
        'Supervisor (Reyes): need you to cover Fri overnight for Marcus, can you confirm by 6p?',
      ),
      h(
        'Guard card renewal — expires 11/30, do the 8hr refresher online before then.',
        'Guard card renewal — expires 11/30, do the 8hr refresher online before then.',
      ),
      h(
        'From the training manual: Never confront an intruder alone. Observe, report, and let the police do their job.',
      ),
      h('Sleep schedule is wrecked again. Three nights on, two off is killing me.'),
      h(
        'Podcast rec from Dwayne: The Overnight, ep 42, about shift work and sleep. Listen on the drive home.',
        'Listen on the drive home.',
      ),
      h('The alarm company should be out Thursday to replace the panel battery.'),
      h('Groceries\neggs\ncoffee (the big can)\nmelatonin', 'eggs', 'coffee (the big can)', 'melatonin'),
      h('I reported the broken fence on the north lot to facilities last week. Still not fixed.'),
      h(
        'Ask HR whether the overnight differential applies to holiday shifts.',
        'Ask HR whether the overnight differential applies to holiday shifts.',
      ),
      h('Quote from my old sergeant: stay awake, stay humble, write everything down.'),
    ],
  },
];
