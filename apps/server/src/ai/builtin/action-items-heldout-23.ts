import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_23: LabelledDay[] = [
  {
    name: 'a software tester in Bangalore on a Monday before a release',
    highlights: [
      h(
        'Standup 14/10\nLogin regression still failing on the Android 12 builds.\nRavi to raise a P1 for the OTP timeout by EOD.\nRelease moved to Thursday, not Wednesday.\nDeepa shared the updated test matrix before lunch.',
        'Ravi to raise a P1 for the OTP timeout by EOD.',
      ),
      h(
        '14/10/24, 10:05 - Srinivas Sir: Kindly do the needful and update the Jira status for all blocker tickets today itself.\n14/10/24, 10:07 - Srinivas Sir: Client demo is at 4 pm IST, same bridge link as last week.',
        'Srinivas Sir: Kindly do the needful and update the Jira status for all blocker tickets today itself.',
      ),
      h(
        'From "Lessons Learned in Software Testing":\nTesting shows the presence of bugs, never their absence.\nNever trust a test you have not seen fail.\nAutomate the boring checks first and leave exploration to humans.',
      ),
      h(
        'notes to self\nprepone dentist to Wed, release is Thu\nTODO: follow up with Ravi on the flaky OTP test\nBike insurance already renewed, no tension there.',
        'prepone dentist to Wed, release is Thu',
        'TODO: follow up with Ravi on the flaky OTP test',
      ),
      h(
        'Finally cleared the backlog of 37 test cases on Saturday. Raised 4 defects and all were accepted by dev. Felt good, honestly.',
      ),
      h(
        'Dear Team,\nThis is to inform that the Whitefield office will remain closed on 31/10 for Deepavali. Please ensure laptops are taken home by the evening of 30/10. Parking passes should get renewed automatically this time.\nRegards,\nAdmin Desk',
        'Please ensure laptops are taken home by the evening of 30/10.',
      ),
      h(
        'Saw this on LinkedIn today: if it is not in Jira, it did not happen. Very true for our team, sadly.',
      ),
      h(
        'Who is covering regression for the payments module while Anil is on leave? Nobody has been assigned yet.',
        'Who is covering regression for the payments module while Anil is on leave?',
      ),
      h(
        'Why do we keep writing test cases nobody reads? The author blames fear of audits, and she is probably right.',
      ),
      h(
        'The new build should be deployed to staging by 2 pm. If it is not there by 3, I have to ping the DevOps channel again.',
        'If it is not there by 3, I have to ping the DevOps channel again.',
      ),
      h(
        'I meant to book the Mysuru train tickets last week but tatkal sold out in two minutes. Book the tickets on IRCTC on Friday at 10 am sharp.',
        'Book the tickets on IRCTC on Friday at 10 am sharp.',
      ),
    ],
  },
  {
    name: 'a phone-accessories shop owner at Computer Village, Ikeja, Lagos',
    highlights: [
      h(
        '14/10/2024, 08:41 - Emeka Supplier: Good morning ma. The iPhone 13 screens have landed, 20 pieces.\n14/10/2024, 08:43 - Emeka Supplier: Abeg send the balance of ₦350,000 before 2pm so my boy can bring them today.\n14/10/2024, 08:50 - Me: Thank you, no wahala.',
        'Emeka Supplier: Abeg send the balance of ₦350,000 before 2pm so my boy can bring them today.',
      ),
      h(
        "Diesel for the gen, 50 litres, buy before Friday\nTunde's salary for September already paid\nNEPA took light since Sunday night",
        'Diesel for the gen, 50 litres, buy before Friday',
      ),
      h(
        'From the SME handbook the bank gave us:\nCash is king in this economy.\nSeparate your personal account from your business account.\nNever give credit to a customer you met this week.',
      ),
      h(
        'Dear Tenants,\nThe service charge for 2025 has been reviewed to ₦450,000 per shop. Kindly make payment on or before 31st October to avoid disconnection. Thank you for your usual cooperation.\nEstate Management',
        'Kindly make payment on or before 31st October to avoid disconnection.',
      ),
      h(
        'Went to the bank on Allen Avenue this morning to sort out the POS reversal. The queue was crazy, I spent two hours there. At least they reversed the ₦18,500 in the end.',
      ),
      h(
        "Chioma to mind the shop on Saturday while I go for my cousin's wedding in Ibadan. She has done it before, so I am not worried.",
        "Chioma to mind the shop on Saturday while I go for my cousin's wedding in Ibadan.",
      ),
      h(
        'We still need to decide whether to use Gokada or keep our own dispatch rider before month end. Gokada charged ₦2,500 for one Lekki drop last week.',
        'We still need to decide whether to use Gokada or keep our own dispatch rider before month end.',
      ),
      h(
        'Caption for IG:\nNew stock alert! Original chargers and AirPods now available at our Ikeja shop. DM to order or walk in, we dey for you!',
      ),
      h(
        "14/10/2024, 17:02 - Dayo: Don't forget the children's PTA meeting is tomorrow by 10am.\n14/10/2024, 17:03 - Dayo: I'm coming, let me finish cooking first.",
        "Dayo: Don't forget the children's PTA meeting is tomorrow by 10am.",
      ),
      h('Filed the CAC annual returns early this year, no penalty like last year. God is good.'),
      h(
        'Carpenter says the new shelves should be ready by Wednesday. Which kind traffic be this sef? Third Mainland Bridge has not moved in one hour.',
      ),
    ],
  },
  {
    name: 'a cellar-door manager at a Barossa Valley winery, South Australia',
    highlights: [
      h('Paid the rego on the ute online last night, $860, ouch.'),
      h(
        "Weekend roster\nJess on tastings Sat arvo\nLiam to restock the fridges before smoko Sunday\nPublic holiday rates don't apply this weekend",
        'Jess on tastings Sat arvo',
        'Liam to restock the fridges before smoko Sunday',
      ),
      h(
        'From the Halliday piece on cellar door sales:\nServe reds slightly chilled in summer, 16 degrees is plenty.\nAlways let the customer taste before you talk price.\nA cellar door is a shopfront, not a bar.',
      ),
      h(
        "G'day Sarah,\nWe've got a group of 24 coming through on Thursday 17 Oct around 11am. Could you set up a private tasting for them in the barrel room? Lunch is sorted at the bakery in Tanunda.\nCheers,\nBruce (Barossa Bus Tours)",
        'Could you set up a private tasting for them in the barrel room?',
      ),
      h(
        "Spent the arvo at Bunnings getting bits for the new tasting bench. The ute is running rough again. Reckon it's the fuel filter.",
      ),
      h(
        'Book the ute in with the mechanic at the servo before the long weekend.',
        'Book the ute in with the mechanic at the servo before the long weekend.',
      ),
      h('Who even drinks moscato anymore? Three bus groups asked for it today.'),
      h('The new labels should be here by Tuesday, according to the printer in Adelaide. Fingers crossed.'),
      h(
        'Esky supplies\nice x 4 bags\nsnags for the bottling crew',
        'ice x 4 bags',
        'snags for the bottling crew',
      ),
      h('Absolutely stuffed after today. Heaps of walk-ins and we sold 40 cases, no worries there.'),
      h(
        "Mum's birthday is next Sunday, don't forget to order flowers from the place in Nuriootpa.",
        "Mum's birthday is next Sunday, don't forget to order flowers from the place in Nuriootpa.",
      ),
    ],
  },
  {
    name: 'a paramedic in Winnipeg coming off a double shift',
    highlights: [
      h(
        'Oct 14 day shift\nRig 12 needs a new O2 regulator, tell Fleet before 1900\nSTEMI call at 0930, transported to St Boniface, door-to-balloon 52 min',
        'Rig 12 needs a new O2 regulator, tell Fleet before 1900',
      ),
      h(
        'From the recert module:\nWhen in doubt, treat the patient, not the monitor.\nNever turn your back on an unsecured scene.\nIf you think about calling for backup, call for backup.',
      ),
      h(
        'Hi all,\nA reminder that ACLS recerts must be completed by Nov 30. Please submit your certificates to Brenda in Education. The new power stretchers should be in service by the end of the month.\nThanks,\nDale',
        'Hi all, A reminder that ACLS recerts must be completed by Nov 30.',
        'Please submit your certificates to Brenda in Education.',
      ),
      h(
        'You need to get the winter tires on before the first snowfall.',
        'You need to get the winter tires on before the first snowfall.',
      ),
      h(
        "Oct 14, 4:12 PM - Jen: Grabbed ice and milk already, don't worry about it.\nOct 14, 4:13 PM - Jen: Also the kids' hockey fees are due Friday, $340.\nOct 14, 4:15 PM - Jen: Love you, drive safe",
        "Jen: Also the kids' hockey fees are due Friday, $340.",
      ),
      h(
        'Did a double today because Marc called in sick. A Timmies double-double at 3 am is the only thing that kept me going.',
      ),
      h(
        'I was supposed to file the incident report for the dog bite call yesterday and totally forgot. Finish the dog bite report first thing tomorrow, before Dale notices.',
        'Finish the dog bite report first thing tomorrow, before Dale notices.',
      ),
      h(
        'Are we still doing the OT swap with Priya on the 22nd, or is that off?',
        'Are we still doing the OT swap with Priya on the 22nd, or is that off?',
      ),
      h(
        'The union has reached a tentative agreement with the province. Ratification results are expected in early November. Details to follow from the local.',
      ),
      h('Rough call this morning. The kid was fine in the end, thank God. Could really use a quiet night.'),
      h('CBC says Winnipeg will see its first snow of the season on Thursday, up to 10 cm.'),
      h(
        "The follow-up on last week's cardiac arrest came back: patient discharged home. Best news all month.",
      ),
    ],
  },
  {
    name: 'a chama treasurer and M-Pesa agent in Nakuru, Kenya',
    highlights: [
      h(
        "14/10/2024, 19:20 - Wanjiru Chair: Members, kindly remit your monthly contribution of Ksh 3,000 by Friday.\n14/10/2024, 19:22 - Wanjiru Chair: Treasurer to share the updated statement before Sunday's meeting.\n14/10/2024, 19:25 - Otieno: Sawa, noted.",
        'Wanjiru Chair: Members, kindly remit your monthly contribution of Ksh 3,000 by Friday.',
        "Wanjiru Chair: Treasurer to share the updated statement before Sunday's meeting.",
      ),
      h(
        'float low, top up at Equity before 10am\nMpesa agent reconciliation for Sat 12.10. already done',
        'float low, top up at Equity before 10am',
      ),
      h(
        'From the money book Auntie lent me:\nPay yourself first, even if it is only 10%.\nDo not borrow to consume, borrow to invest.\nA chama is only as strong as its records.',
      ),
      h(
        'Dear Parent,\nSchool fees for Term 1 of 2025 amounting to Ksh 24,500 should be paid before the opening date, 6th January. The games kit is now included in the fee. The school bus will resume on the Nakuru–Njoro route.\nThe Principal',
        'Dear Parent, School fees for Term 1 of 2025 amounting to Ksh 24,500 should be paid before the opening date, 6th January.',
      ),
      h(
        'Went to the Huduma Centre to replace my lost ID. The queue was long but the officer was very helpful. They told me it will be ready in about two weeks.',
      ),
      h(
        'Remember to send mama her fare for Kisumu by M-Pesa before Friday.',
        'Remember to send mama her fare for Kisumu by M-Pesa before Friday.',
      ),
      h(
        "Who will take minutes at Sunday's chama meeting since Akinyi has travelled upcountry?",
        "Who will take minutes at Sunday's chama meeting since Akinyi has travelled upcountry?",
      ),
      h('Why do people always wait until the last day to pay, jameni? It is the same story every month.'),
      h(
        'The loan from the Sacco should be disbursed by Wednesday. Kamau says the board already approved it.',
      ),
      h('Shosho always said haba na haba hujaza kibaba. Little by little fills the measure.'),
      h(
        "Tell Kamau that the harambee for Njeri's hospital bill is on Saturday at 2 pm.",
        "Tell Kamau that the harambee for Njeri's hospital bill is on Saturday at 2 pm.",
      ),
    ],
  },
  {
    name: 'a policy officer in a Singapore ministry',
    highlights: [
      h(
        'Hi Wei Ling,\nPlease revert on the draft Cabinet paper comments by COB Wednesday. DS was happy with the first draft, by the way.\nThanks and regards,\nKelvin',
        'Hi Wei Ling, Please revert on the draft Cabinet paper comments by COB Wednesday.',
      ),
      h(
        '14/10/24, 20:15 - Mummy: Sunday dim sum at Crystal Jade confirmed, 11.30am.\n14/10/24, 20:16 - Jun Hao: I got ICT that weekend, paiseh.\n14/10/24, 20:18 - Mummy: Wei Ling, you book the table for 8 lah, can or not?',
        'Mummy: Wei Ling, you book the table for 8 lah, can or not?',
      ),
      h(
        'CPF cash top-up for Ma before 31 Dec for the tax relief',
        'CPF cash top-up for Ma before 31 Dec for the tax relief',
      ),
      h(
        'From the leadership milestone course handout:\nWrite for the busy reader and put the ask in the first paragraph.\nNever send a paper up without a clear recommendation.\nSilence is not consent.',
      ),
      h(
        'Inter-agency mtg 14/10\nHDB and LTA agreed the interchange timeline in principle.\nAction: Wei Ling to circulate the minutes by Fri.\nNext meeting tentatively 4 Nov.',
        'Action: Wei Ling to circulate the minutes by Fri.',
      ),
      h('Took MC yesterday, fever 38.5. Still managed to clear my inbox from home lah.'),
      h(
        'Was supposed to submit the claims for the Bangkok study trip last month but the system was down. Finally submitted them today, S$1,240 in total.',
      ),
      h(
        'The new workstations should be ready when we move to the Mapletree office in Jan. Who is packing the shared cabinet files before the move?',
        'Who is packing the shared cabinet files before the move?',
      ),
      h('Dental at Bishan Polyclinic Thurs 8.30am', 'Dental at Bishan Polyclinic Thurs 8.30am'),
      h('So shag after today. Back-to-back meetings from 9 to 6, no time to makan.'),
      h(
        'The PMET survey returns have to be submitted to MOM by 25 Oct.',
        'The PMET survey returns have to be submitted to MOM by 25 Oct.',
      ),
    ],
  },
  {
    name: 'a publican in Galway the week before Halloween',
    highlights: [
      h(
        'Rang Diageo about the Guinness delivery, two kegs short again. They said it was a mix-up at the depot.',
      ),
      h(
        '14/10/2024, 11:02 - Ciarán: The cellar cooler is making a racket again.\n14/10/2024, 11:03 - Ciarán: Will I get the fella from Tuam out to look at it, or will you ring him yourself?\n14/10/2024, 11:04 - Ciarán: No panic, the stout is grand for now.',
        'Ciarán: Will I get the fella from Tuam out to look at it, or will you ring him yourself?',
      ),
      h(
        'From an old book on running a pub:\nA good publican listens more than he talks.\nNever serve a man who has already had his fill.\nPour the pint in two parts and let it settle.',
      ),
      h(
        'Hi Declan,\nJust a reminder that your VAT return for Sept–Oct is due on 19 November. Can you send me the till Z-reports for October when you get a chance? ROS should make it a bit quicker this time.\nRegards,\nAoife',
        'Hi Declan, Just a reminder that your VAT return for Sept–Oct is due on 19 November.',
        'Can you send me the till Z-reports for October when you get a chance?',
      ),
      h(
        'The trad session last night was mighty, the place was jammed. Had to turn away a hen party at half eleven. The Guards called in around one but all was grand.',
      ),
      h(
        "I'm going to get the fire extinguishers serviced before the insurance inspection on 28/10.",
        "I'm going to get the fire extinguishers serviced before the insurance inspection on 28/10.",
      ),
      h("Sure who'd be a publican at all? Forty years of it and I still ask myself."),
      h("I meant to order the new bar stools from the place in Athenry weeks ago. Sure look, they'll keep."),
      h('Cash and carry Thurs\nlemons and limes\nTayto x 3 boxes', 'lemons and limes', 'Tayto x 3 boxes'),
      h("The ESB man should be out Wednesday to look at the meter. Mam says he's a cousin of the Flahertys."),
      h(
        'The licence renewal has to be lodged with the District Court by the 30th.',
        'The licence renewal has to be lodged with the District Court by the 30th.',
      ),
    ],
  },
  {
    name: 'a tour guide in Queenstown, New Zealand, in early spring',
    highlights: [
      h(
        'Kia ora Mereana,\nThe Milford Sound coach tour on Wed 16/10 is fully booked, 48 pax. Please confirm by tonight that you can lead it. The cruise should be back at the wharf by 2.30pm.\nNgā mihi,\nOps team',
        'Please confirm by tonight that you can lead it.',
      ),
      h(
        'Wed 16/10\nchilly bin + lunches for the driver\ncheck DOC site for Milford Rd closures',
        'chilly bin + lunches for the driver',
        'check DOC site for Milford Rd closures',
      ),
      h(
        'From the guiding handbook:\nTell a story, not a list of facts.\nNever promise the weather.\nIn Fiordland the mountains make the rules.',
      ),
      h(
        "14/10/2024, 18:05 - Tama: Bro can you cover my Skippers Canyon run on Saturday?\n14/10/2024, 18:06 - Tama: No stress if you can't, chur.",
        'Tama: Bro can you cover my Skippers Canyon run on Saturday?',
      ),
      h(
        'Had a group of 30 from Singapore today, absolutely stoked with the gondola. One older fella left his jacket on the bus, so I dropped it at the i-SITE after.',
      ),
      h(
        'You need to renew your first aid cert before it lapses on 31/10.',
        'You need to renew your first aid cert before it lapses on 31/10.',
      ),
      h('Is it ever going to stop raining in this town? Third washout this week.'),
      h(
        'The new brochures should be printed by Friday. Looks like the te reo place names are all correct this time, sweet as.',
      ),
      h("I was going to go tramping up Ben Lomond on my day off but the weather's munted."),
      h(
        'Kia ora whānau! Another stunner of a day on Lake Wakatipu. Book your spot for the summer season at the link in our bio.',
      ),
      h(
        'Rent for the bach due Friday, $480. The ACC levy got paid last week, thank goodness.',
        'Rent for the bach due Friday, $480.',
      ),
    ],
  },
];
