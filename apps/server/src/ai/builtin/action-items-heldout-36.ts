import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_36: LabelledDay[] = [
  {
    name: 'a barista at an independent café on a Monday',
    highlights: [
      h(
        'Monday opening notes\nmilk order short again, only 6 oat\nring the dairy re missing oat before 10\ngrinder 2 sounding rough',
        'ring the dairy re missing oat before 10',
      ),
      h(
        'From the latte art course: Always purge the steam wand before and after every jug. Pour high to build the base, then drop close to draw the pattern. Consistency beats flair every single time.',
      ),
      h(
        'Dani: swapped my Thursday close with Tom, all sorted\nTom: thanks Ros for signing it off\nRos: Whoever closes tonight, please backflush both group heads and log it on the clean sheet.',
        'Ros: Whoever closes tonight, please backflush both group heads and log it on the clean sheet.',
      ),
      h(
        'You need to get your level 2 food hygiene certificate renewed before it runs out in March.',
        'You need to get your level 2 food hygiene certificate renewed before it runs out in March.',
      ),
      h(
        'Article from the trade mag: The average UK café pours away nearly a fifth of the milk it buys. Owners should expect dairy prices to keep climbing into the spring.',
      ),
      h(
        'Card machine dropped out twice during the lunch rush. I meant to call the provider about it but we got slammed. Follow up with the card provider tomorrow before open and ask for a replacement unit.',
        'Follow up with the card provider tomorrow before open and ask for a replacement unit.',
      ),
      h('Cash & carry\n12oz lids\nblue roll x2', '12oz lids', 'blue roll x2'),
      h(
        'The new autumn menu should land on Wednesday. Ros says the pumpkin spice thing is coming back, God help us.',
      ),
      h(
        "Don't forget to bring the A-board in at close, it blew into the road last week.",
        "Don't forget to bring the A-board in at close, it blew into the road last week.",
      ),
      h(
        'Ros: Great work on the weekend, team. Sales were up 12% on last month. Rota for next week goes up tomorrow.',
      ),
      h('A regular asked whether we do a loyalty card. I told him we used to, years ago, before the refit.'),
      h('I was going to practise my rosettas after close but my wrist was aching.'),
    ],
  },
  {
    name: 'a hotel housekeeper on a Saturday changeover',
    highlights: [
      h(
        'Saturday board from Mirela: 14 departures, 9 stayovers, 3 VIPs on the fourth floor. 412 and 418 need to be finished by 1pm for early check-ins.',
        '412 and 418 need to be finished by 1pm for early check-ins.',
      ),
      h(
        'From the housekeeping handbook: Work top to bottom, dry to wet. Never carry clean linen against your uniform. Leave every room as if you were the next guest to sleep in it.',
      ),
      h(
        'Lost property from 307: a grey cardigan and a phone charger. Log them in the book and hand them to reception before your break.',
        'Log them in the book and hand them to reception before your break.',
      ),
      h(
        'Mirela: The spare key for the linen cage has gone missing again\nAna: I gave it back to Stefan on Thursday\nMirela: Stefan is off till Tuesday\nMirela: Whoever finds it, could you leave it at the desk please',
        'Mirela: Whoever finds it, could you leave it at the desk please',
      ),
      h(
        'My back was killing me after the fourth floor yesterday. I did 16 rooms on my own because Lucia called in sick.',
      ),
      h(
        'remember to report the dripping shower head in 215 to maintenance, the guest has complained twice',
        'remember to report the dripping shower head in 215 to maintenance, the guest has complained twice',
      ),
      h('Done before lunch\n301 to 310\nboth sea-view suites\nlinen cage tidied'),
      h(
        'Notice in the staff room: The laundry contractor should be back to normal deliveries from Monday. Thank you all for your patience this week.',
      ),
      h(
        "Payslip says 31 hours but I worked 36. I'll email payroll about the missing five hours by Wednesday.",
        "I'll email payroll about the missing five hours by Wednesday.",
      ),
      h(
        'The guest in 401 asked for a late checkout and reception approved it until 2pm. She left a lovely note and a tip for whoever did her room.',
      ),
      h(
        'Mirela: Everyone has to do the room-status app training on Wednesday at 3, part-timers included. It only takes about forty minutes.',
        'Mirela: Everyone has to do the room-status app training on Wednesday at 3, part-timers included.',
      ),
    ],
  },
  {
    name: 'a line cook at a diner in Ohio on a Tuesday',
    highlights: [
      h(
        'Prep list Tues\ndice 4 onions\ncolor-code the deli containers',
        'dice 4 onions',
        'color-code the deli containers',
      ),
      h(
        'Chef Marcus, every single shift: Clean as you go. Taste everything. If you have time to lean, you have time to clean.',
      ),
      h(
        'The walk-in was reading 44 degrees at 6am. I moved the dairy into the reach-ins and told Marcus, who called the repair company himself.',
      ),
      h(
        "Marcus: Ticket times were brutal Sunday, 22 minutes average. We're better than that.\nMarcus: Jay and Kemi to run a full fryer deep clean Thursday after close.\nKemi: yes chef",
        'Marcus: Jay and Kemi to run a full fryer deep clean Thursday after close.',
      ),
      h('Burned my forearm on the salamander again. Honestly so done with this week.'),
      h(
        'The owner says the health inspector might come by next month. The paperwork should all be in order after the last audit. We still need to decide who owns the temperature logs on weekends.',
        'We still need to decide who owns the temperature logs on weekends.',
      ),
      h(
        'TODO allergen chart, update it before the new brunch menu launches on the 14th',
        'TODO allergen chart, update it before the new brunch menu launches on the 14th',
      ),
      h(
        'From Salt Fat Acid Heat: Season early and often. Salt the pasta water until it tastes like the sea.',
      ),
      h('chef whites came back from the laundry with two jackets missing, typical'),
      h(
        'Kemi asked if I could show her the omelet station. I said yes. Get in by 7 on Saturday so we have time before doors open.',
        'Get in by 7 on Saturday so we have time before doors open.',
      ),
      h('Jay: can u cover my sat brunch? will owe u big', 'Jay: can u cover my sat brunch? will owe u big'),
      h("Mom texted to ask if I'm coming home for Thanksgiving. I told her I'm working the whole weekend."),
    ],
  },
  {
    name: 'a cocktail bar manager on a Friday',
    highlights: [
      h(
        'Friday\nspirits order in by 11\nchase Coldwell about the keg credit\nglasswasher fixed yesterday, finally',
        'spirits order in by 11',
        'chase Coldwell about the keg credit',
      ),
      h(
        "From the bar training manual: Build the drink in the small tin first. Measure everything, even when you think you don't need to. A great bartender is a great host before anything else.",
      ),
      h(
        "Leah: fire door alarm is beeping again\nMe: Ring the alarm company and tell them it's the back door sensor, same as last time.",
        "Me: Ring the alarm company and tell them it's the back door sensor, same as last time.",
      ),
      h(
        'Last night we took £6,400, our best Thursday since we opened. I thanked everyone at the debrief and bought the team a round.',
      ),
      h(
        'The late-night licence renewal is due by the 30th and I have to sign it as the premises licence holder. The council said it should be a formality this year.',
        'The late-night licence renewal is due by the 30th and I have to sign it as the premises licence holder.',
      ),
      h(
        'Industry news: Two London cocktail bars closed this month, both blaming energy bills. Owners should brace for another hard winter.',
      ),
      h('I was going to redo the menu cards this week but never got round to it.'),
      h(
        'Sofia: Could you send me the new spec for the espresso martini before Saturday? I want to train the weekend team on it.',
        'Sofia: Could you send me the new spec for the espresso martini before Saturday?',
      ),
      h(
        'Staff meeting notes\nTips will now be split weekly, not monthly.\nSummer list launches on 1 June.\nStill need to decide who covers my holiday week in August.',
        'Still need to decide who covers my holiday week in August.',
      ),
      h(
        'You must get the CCTV hard drive checked, the insurers want 31 days of footage kept.',
        'You must get the CCTV hard drive checked, the insurers want 31 days of footage kept.',
      ),
      h('Why does everyone order mojitos at exactly the busiest moment?'),
      h('Got home at 3:40, too wired to sleep.'),
    ],
  },
  {
    name: 'a festival steward over a music festival weekend',
    highlights: [
      h(
        'Notes from the steward briefing at Gate C.\nWristbands must be checked at every entry, no exceptions.\nRadios to be signed out from the control cabin and returned by 1am.',
        'Wristbands must be checked at every entry, no exceptions.',
        'Radios to be signed out from the control cabin and returned by 1am.',
      ),
      h(
        'From the steward handbook: Stay calm, stay visible, stay hydrated. Never leave your post without handing over to another steward.',
      ),
      h(
        'Jordan (supervisor): Lost child reunited with her parents at the Big Top, great job Priya.\nJordan (supervisor): Can somebody bring more water to the pit barrier crew?\nPriya: thanks Jordan x',
        'Jordan (supervisor): Can somebody bring more water to the pit barrier crew?',
      ),
      h('My feet are wrecked. Did 27,000 steps yesterday and it rained for six hours straight.'),
      h('Pack for Sunday\nponcho\npower bank', 'poncho', 'power bank'),
      h(
        "Timesheet has to be signed by Jordan before you leave site on Monday or you won't get paid.",
        "Timesheet has to be signed by Jordan before you leave site on Monday or you won't get paid.",
      ),
      h("Overheard at the bar: Don't drink anything you didn't watch being poured. Good advice honestly."),
      h(
        'Crowd at the main stage should peak around 9 when the headliner comes on. Control says the crush barriers were inspected this morning.',
      ),
      h(
        "I'm going to ask control whether we get a meal voucher for the Sunday night shift.",
        "I'm going to ask control whether we get a meal voucher for the Sunday night shift.",
      ),
      h('I meant to swap my Saturday late for an early but the sheet was already full.'),
      h('Best moment of the weekend: a whole field singing along in the rain.'),
    ],
  },
  {
    name: 'a cinema duty manager on a weekday',
    highlights: [
      h(
        'Handover from Dev (late shift)\nScreen 4 projector threw an error at 21:40, rebooted fine\nPopcorn machine 2 is out of order, sign is on it\nTill 3 was £5 short, logged in the book\nCould you ring Cinema Tech first thing about the Screen 4 error? Cheers, Dev',
        'Could you ring Cinema Tech first thing about the Screen 4 error?',
      ),
      h(
        'From the duty manager course: Walk every screen at least once during each film. A good manager is seen, not heard.',
      ),
      h(
        'Fiona (area manager): The new Marvel film opens Friday, expect sell-outs all weekend.\nFiona (area manager): Rotas for opening weekend need to be with me by Wednesday noon.\nFiona (area manager): Thanks for all your hard work on the Halloween event!',
        'Fiona (area manager): Rotas for opening weekend need to be with me by Wednesday noon.',
      ),
      h("Order more 3D glasses, we're down to about 80.", "Order more 3D glasses, we're down to about 80."),
      h(
        'A customer complained that the seats in Screen 2 were sticky and asked for a refund. I gave her two comps and apologised.',
      ),
      h(
        'Optician appt Weds 9.15, need to swap my early with Dev',
        'Optician appt Weds 9.15, need to swap my early with Dev',
      ),
      h(
        'UK cinema admissions rose 4% last year, the first rise since the pandemic. Analysts say the trend should continue as long as the big releases keep coming.',
      ),
      h(
        'The follow-up from the licensing visit was positive and nothing needs doing. Next inspection should be sometime in spring.',
      ),
      h(
        'You need to finish the fire marshal e-learning by the 28th or Fiona will take you off the rota.',
        'You need to finish the fire marshal e-learning by the 28th or Fiona will take you off the rota.',
      ),
      h(
        'Who is doing the Saturday kids club intro now that Amira has left?',
        'Who is doing the Saturday kids club intro now that Amira has left?',
      ),
      h('Did I lock the office safe last night? Yes, I checked the log twice.'),
    ],
  },
  {
    name: 'an independent shoe shop manager on a Monday',
    highlights: [
      h(
        'Monday to-do\nbank the weekend takings\nwindow display for autumn',
        'bank the weekend takings',
        'window display for autumn',
      ),
      h('From a retail podcast: Greet every customer within thirty seconds. Sell the fit, not the shoe.'),
      h(
        "Holly: Mrs Patel came back about her daughter's school shoes, the sole is coming off after 3 weeks\nHolly: she was really nice about it tbh\nHolly: can u ring her back before 12? she's on lates",
        "Holly: can u ring her back before 12? she's on lates",
      ),
      h('Footfall down 18% on last October. Everyone on the high street is saying the same thing.'),
      h('VAT return due 7th Nov', 'VAT return due 7th Nov'),
      h(
        "I should have reordered the kids' wellies in September. Now we're out of sizes 10 to 13 just as it starts raining.",
      ),
      h(
        'Rep visit Thursday at 11 — ask about sale-or-return terms on the new trainers.',
        'Rep visit Thursday at 11 — ask about sale-or-return terms on the new trainers.',
      ),
      h(
        'The new till system should be installed on the 15th, according to the supplier. Training is apparently "intuitive".',
      ),
      h(
        "Graham (owner): Can you sign off Holly's holiday request for the week of the 9th? I'm fine with it if you are.",
        "Graham (owner): Can you sign off Holly's holiday request for the week of the 9th?",
      ),
      h(
        'Dont forget the insurance renewal letter in the top drawer, it needs signing and posting this week',
        'Dont forget the insurance renewal letter in the top drawer, it needs signing and posting this week',
      ),
      h(
        'Thanks to everyone who came to the late-night shopping evening, we sold 40 pairs! Graham says it was our best Thursday of the year.',
      ),
      h('Returned the faulty boots to the rep this morning.'),
    ],
  },
  {
    name: 'a ride operator at a seaside theme park',
    highlights: [
      h(
        'Morning checks done on the log flume and the waltzer. Water level on the flume was low again. Report it to engineering before we open the ride.',
        'Report it to engineering before we open the ride.',
      ),
      h(
        'From the ride operator induction: If in doubt, stop the ride. Your first job is safety, your second is fun.',
      ),
      h(
        'Kev (supervisor): Queue line barriers on the waltzer are too close to the exit gate. Action: Mo and me to move them back a metre before 10.\nKev (supervisor): Good job yesterday, no incidents and 3,100 riders.\nMo: nice one',
        'Action: Mo and me to move them back a metre before 10.',
      ),
      h('Sunburnt my neck on the pier yesterday, total idiot.'),
      h(
        'Uniform: order a second polo from the staff shop, this one is falling apart',
        'Uniform: order a second polo from the staff shop, this one is falling apart',
      ),
      h(
        'The new coaster should open in July if the inspection goes well. Apparently it does 0 to 60 in under three seconds.',
      ),
      h('Height rule reminder for guests: Children under 1.2m must ride with an adult on the waltzer.'),
      h(
        'Need to book my first-aid refresher before the end of the month, Kev keeps asking.',
        'Need to book my first-aid refresher before the end of the month, Kev keeps asking.',
      ),
      h(
        "Mo: can you tell Kev we've swapped Sunday? I don't have his number",
        "Mo: can you tell Kev we've swapped Sunday?",
      ),
      h('Payday got moved to Thursday because of the bank holiday.'),
      h(
        'Return the locker key to the office before my last day on 14 Sept.',
        'Return the locker key to the office before my last day on 14 Sept.',
      ),
      h('Best part of the job: the kids screaming with joy on the flume.'),
    ],
  },
];
