import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_127: LabelledDay[] = [
  {
    name: "Renee, 52, who builds and paints Mardi Gras floats at a float den in Harahan, Louisiana, planning a crawfish boil for her daddy's retirement, on a Saturday in January (family group text, den crew chat, neighbors' group, notes)",
    highlights: [
      h(
        "Tasha: Daddy still thinks it's just supper at Aunt Gloria's lol\nRenee: keep it that way!! Marcus can you pick up the sacks from Hook & Line by 10 next Saturday?\nTasha: lmao Uncle Pete gonna eat two sacks by himself",
        'Marcus can you pick up the sacks from Hook & Line by 10 next Saturday?',
      ),
      h(
        'Boil list\n- call Pastor Ray re church burners\n- [x] propane x2\n- [x] tables from Deacon Lewis\n- ask Kendra for the big paddle',
        'call Pastor Ray re church burners',
        'ask Kendra for the big paddle',
      ),
      h(
        '[01/31/2026, 7:42 AM] Dwayne: papier-mâché on the gator head cracked again overnight\n[01/31/2026, 7:44 AM] Renee: that humidity man. Dwayne, strip it back and re-layer it with burlap before lunch\n[01/31/2026, 7:51 AM] Jolie: Captain loved the photos of all 6 floats btw',
        'Dwayne, strip it back and re-layer it with burlap before lunch',
      ),
      h(
        'Purge your crawfish in clean water before the boil, most old-timers will tell you, though the LSU biologists say it does very little. Never boil the dead ones. The season peaks in April, when prices finally drop.',
      ),
      h(
        'Mr Guidry: Garbage pickup moved to Thursday this week because of the parade route\nRenee: thanks Mr G\nMr Guidry: The new folks in 418 had their cans out Monday, bless them\nRenee: I already told them on Tuesday',
      ),
      h(
        'Daddy retires after 38 years at the Exxon refinery. Still need to order the banner from Signs Now, the one with his hard hat photo. I was going to do it Thursday and forgot.',
        'Still need to order the banner from Signs Now, the one with his hard hat photo.',
      ),
      h(
        'From the krewe float committee\nAll six floats passed the fire marshal walk-through on Thursday. Generators should arrive at the den by Tuesday. Thanks for all your hard work this season!',
      ),
      h(
        'Hard freeze expected Monday night, per WWL. They say the last one split pipes all over Jefferson Parish.',
      ),
      h(
        "Kayla: Mama you still have to sign my field trip form, it's due Monday\nKayla: Bree's mom said I can sleep over Friday",
        "Kayla: Mama you still have to sign my field trip form, it's due Monday",
      ),
      h(
        'Spent $212 at Rouses on seasoning, corn, potatoes and andouille. Sal took the big cooler back to his truck.',
      ),
      h(
        'Aunt Gloria: Who is bringing the ice? Last time we ran out by 3\nRenee: we did NOT run out, Uncle Pete hid two bags in his truck 😂',
        'Aunt Gloria: Who is bringing the ice?',
      ),
    ],
  },
  {
    name: "Lwazi, 27, who runs a sneaker-cleaning business from a shipping container in Umlazi, Durban, and plays flank for a township rugby club, on a Friday (club WhatsApp, customer chats, his gogo's family group, notes)",
    highlights: [
      h(
        "[06/02/2026, 18:02] Coach Mthembu: Training moved to 17:30 on Tuesday, the field lights are being fixed\n[06/02/2026, 18:05] Coach Mthembu: Lwazi please collect the tackle shields from Sbu's house before Tuesday\n[06/02/2026, 18:11] Sbu: shame bru, those shields stink",
        "Coach Mthembu: Lwazi please collect the tackle shields from Sbu's house before Tuesday",
      ),
      h(
        'Nomvula: Hi Lwazi, my white AF1s have a red wine stain on the toe, can you still get it out before Saturday?\nLwazi: red wine is tough but the oxy soak usually works\nNomvula: thank you!! you saved my life with the suede ones last time',
        'Nomvula: Hi Lwazi, my white AF1s have a red wine stain on the toe, can you still get it out before Saturday?',
      ),
      h('stock\n- sole whitener ok till March\n- brushes fine\n- [x] foam cleaner 5L from Pinetown'),
      h(
        "Gogo: Lwazi you must take me to the clinic on Monday morning, my pills are finished\nThandi: I can't, I'm working\nLwazi: yebo Gogo",
        'Gogo: Lwazi you must take me to the clinic on Monday morning, my pills are finished',
      ),
      h(
        "Low tackles win games. Drive through the ball carrier's hips, not his shoulders. The Sharks gave away 14 penalties at the breakdown last weekend.",
      ),
      h(
        'Shoes to return today: Sipho (Jordans), Ayanda (Vans x2), the varsity guy with the Yeezys. Sipho already paid on SnapScan.',
        'Shoes to return today: Sipho (Jordans), Ayanda (Vans x2), the varsity guy with the Yeezys.',
      ),
      h(
        'Treasurer: Thanks to everyone who paid subs on time, we are fully paid up for the season\nLwazi: 💪',
      ),
      h('Bongani: bro the clean on my Dunks was 🔥 I posted you on my story\nLwazi: appreciate it my bru'),
      h(
        'You need to renew the container lease with Mr Naidoo before the 15th. He wants it in writing this time.',
        'You need to renew the container lease with Mr Naidoo before the 15th.',
      ),
      h(
        "Under-promise and over-deliver. Never give a customer a time you can't keep. When you start out, your reputation is your only marketing.",
      ),
      h(
        'Coach Mthembu: Who is driving to the away game in Pinetown on Saturday? Last time we squeezed 9 guys into the kombi\nLwazi: my Polo is in for a new clutch till Monday',
        'Coach Mthembu: Who is driving to the away game in Pinetown on Saturday?',
      ),
    ],
  },
  {
    name: "Denise, 71, a retired ship chandlery owner in Halifax, Nova Scotia, on her condo building's social committee and in a seniors' pickleball group, on a Tuesday in February (condo group chat, pickleball group, daughter's texts, notes)",
    highlights: [
      h(
        "Gord (704): Elevator is out again, Otis is coming Thursday\nDenise: oh for heaven's sake\nMarjorie (201): Could someone on the social committee put a sign up in the lobby about the Valentine's potluck?",
        "Marjorie (201): Could someone on the social committee put a sign up in the lobby about the Valentine's potluck?",
      ),
      h(
        'Valentine potluck jobs\n- [x] Book the party room\n- [ ] Remind Bev about the sign-up sheet\n- [ ] Tablecloths from my locker',
        'Remind Bev about the sign-up sheet',
        'Tablecloths from my locker',
      ),
      h(
        "Ruth: I booked the courts at the Canada Games Centre for Thursday\nDenise: the orange balls are useless in that gym\nRuth: Don't forget your paddle this time Denise 😉",
        "Ruth: Don't forget your paddle this time Denise 😉",
      ),
      h(
        "Seniors who play pickleball three times a week report better balance, the study found. Warm up for ten minutes before every game. Hydrate even when you don't feel thirsty.",
      ),
      h(
        'Leah: Mom the tax slips from the bank came to my place again. You should really update your address with them',
        'You should really update your address with them',
      ),
      h("Walked the Point Pleasant loop with Leah's dog, 5.2 km. Ankle a bit sore after."),
      h(
        'NOTICE TO RESIDENTS\nThe water will be shut off Wednesday from 9 am to 1 pm for riser repairs. The parcel room will be closed Friday. We apologize for any inconvenience.',
      ),
      h(
        "From Linden MacIntyre's novel: the sea doesn't care what you meant to do. Dad said much the same about running the chandlery. I meant to write his sayings down years ago.",
      ),
      h('Owen: Nana my concert went great, I did the solo!!\nDenise: so proud of you sweetheart'),
      h('TODO cheque for condo fees — $412, due March 1', 'TODO cheque for condo fees — $412, due March 1'),
    ],
  },
  {
    name: "Seán, 34, a farm relief milker in west Clare who hurls junior B for his parish and is organising his parents' ruby anniversary with his sisters, on a Saturday (farmers' texts, sisters' WhatsApp, club group, notes)",
    highlights: [
      h(
        "Michael Keane: Seán can you do the milking Sunday evening and Monday morning? I've a funeral in Galway",
        'Michael Keane: Seán can you do the milking Sunday evening and Monday morning?',
      ),
      h(
        "Aoife: So the Old Ground can do the 21st for 40 people, they need numbers by Wednesday\nSeán: grand\nDeirdre: Someone has to ring Auntie Bernie, she'll be raging if she hears it from Mam first",
        'Aoife: So the Old Ground can do the 21st for 40 people, they need numbers by Wednesday',
        "Deirdre: Someone has to ring Auntie Bernie, she'll be raging if she hears it from Mam first",
      ),
      h(
        'ruby anniv\n- [x] book hotel\n- [x] tell Fr Hehir\n- cake from Cakes by Niamh?',
        'cake from Cakes by Niamh?',
      ),
      h(
        'Club secretary: The lotto envelopes are all in, thanks to everyone who sold. Well done to the U14s on a great win in Kilrush!\nManager: Great turnout at training Tuesday lads, keep it up',
      ),
      h(
        'Check teats for cracking in cold weather and use a good post-dip. Monthly milk recording pays for itself. February milk prices are expected to hold.',
      ),
      h(
        'You have to get the NCT done on the van before the end of the month, the disc is out of date',
        'You have to get the NCT done on the van before the end of the month, the disc is out of date',
      ),
      h(
        "Milked 140 at Keanes' this morning, the parlour pump is making a noise again. Told Michael about it. He says the Dairymaster man should be out Tuesday.",
      ),
      h('Deirdre: Mam nearly saw the group chat on my phone at Mass 😬\nAoife: stop 😂'),
      h('Dentist Thurs 4.15', 'Dentist Thurs 4.15'),
      h(
        "Hurl the ball on the first touch, don't bring it to hand unless you have to. First to the ball wins the ball.",
      ),
      h(
        "Manager: Who's doing the jerseys this week? Seán had them the last twice",
        "Manager: Who's doing the jerseys this week?",
      ),
    ],
  },
  {
    name: "Njeri, 36, a former steeplechaser who coaches a group of young runners in Iten, Kenya, and sits on her estate's water committee, on a Wednesday (athletes' WhatsApp, estate group, family chat, agent e-mail, notes)",
    highlights: [
      h(
        'Coach Njeri: Good session today, everyone hit their 400 splits\nKiprop: coach my calf is still tight\nCoach Njeri: Kiprop go and see the physio at the camp before you run anything',
        'Coach Njeri: Kiprop go and see the physio at the camp before you run anything',
      ),
      h(
        'Chairman: The borehole pump has been repaired, water is back in all houses\nMama Wambui: Thank God 🙏\nChairman: Each house to contribute KSh 1,500 for the repair by Friday, pay to the committee M-Pesa',
        'Chairman: Each house to contribute KSh 1,500 for the repair by Friday, pay to the committee M-Pesa',
      ),
      h(
        'for the water committee\n- get quotes for a second tank\n- [x] receipts from treasurer\n- ask chairman about meter readings',
        'get quotes for a second tank',
        'ask chairman about meter readings',
      ),
      h(
        'Easy days should be truly easy. Most runners train their easy days too fast and their hard days too slow. Consistency beats intensity over a season.',
      ),
      h(
        "Mum: Njeri you will bring the sukuma and the chapati flour when you come on Sunday\nNjeri: Sawa mum\nKamau: I have sent my share for Dad's hospital bill",
        'Mum: Njeri you will bring the sukuma and the chapati flour when you come on Sunday',
      ),
      h(
        'Race entries for Jepchirchir and Cheruiyot for the Nairobi half close on the 20th, their passport copies are in the blue file',
        'Race entries for Jepchirchir and Cheruiyot for the Nairobi half close on the 20th, their passport copies are in the blue file',
      ),
      h(
        'Chebet: coach I ran 68 minutes for the half on Sunday!!\nCoach Njeri: Well done Chebet, that is a big PB',
      ),
      h(
        "Dear Coach Njeri,\nThe Lisbon meet organisers have confirmed two places. Please send the athletes' flight details to me by Monday 16th. Kind regards, Pieter",
        "Please send the athletes' flight details to me by Monday 16th.",
      ),
      h(
        "A coach once told me that the track does not lie. Every girl who joins my group hears it on day one. The physio's follow-up notes for Kiprop are in the blue file.",
      ),
      h(
        'Mr Kiptoo: Whose dog was barking all night at block C? Some of us have work\nNjeri: not mine, mine sleeps inside',
      ),
    ],
  },
  {
    name: "Chinedu, 30, a borehole driller in Enugu, Nigeria, who is secretary of his compound's tenants' association, on a Monday (crew WhatsApp, compound group, family chat, client e-mail, notes)",
    highlights: [
      h(
        '13/04/2026, 07:15 - Ikenna: Oga the rig don reach Nsukka site, we dey wait for the client\n13/04/2026, 07:20 - Chinedu: Make sure you log the depth every 10 metres today\n13/04/2026, 07:22 - Ikenna: ok sir',
        'Chinedu: Make sure you log the depth every 10 metres today',
      ),
      h(
        'Mama Ebuka: NEPA has taken light since Saturday o\nChinedu (Sec): We need to decide whether we contribute for a new transformer or keep running the generator\nLandlord: I will not pay for any transformer',
        'Chinedu (Sec): We need to decide whether we contribute for a new transformer or keep running the generator',
      ),
      h(
        'Meeting minutes, 12 April\nAttendance: 14 flats\nAgreed: gateman salary increase to ₦60,000\nSecretary to write to the landlord about the leaking soakaway',
        'Secretary to write to the landlord about the leaking soakaway',
      ),
      h(
        'Mummy: Your uncle in Onitsha was asking of you yesterday\nChinedu: I will call him this evening mummy',
        'Chinedu: I will call him this evening mummy',
      ),
      h(
        'Always disinfect a new borehole with chlorine before handing it over. Water quality is usually tested after 48 hours. A well-developed borehole gives clear water within a week.',
      ),
      h(
        'Dear Engineer Okafor,\nKindly send the invoice for the Abakpa job and the pump test results. Our accountant pays on Fridays.',
        'Dear Engineer Okafor, Kindly send the invoice for the Abakpa job and the pump test results.',
      ),
      h('Diesel 200L for the rig — Tuesday', 'Diesel 200L for the rig — Tuesday'),
      h("Paid the boys' wages on Friday. Emeka did not come to site, second time this month."),
      h('Musa (gateman): Oga Sec, the water tanker will come by 4pm\nChinedu (Sec): thank you Musa'),
      h(
        'You must renew the COREN registration before the end of May',
        'You must renew the COREN registration before the end of May',
      ),
      h(
        'Ikenna: Oga this sun no be here o 😂 we don drink 10 sachets of water\nChinedu: ehn, na Nsukka heat be that',
      ),
    ],
  },
  {
    name: "Shannon, 42, an electricity meter reader in Townsville, Queensland, and team manager of her son's under-13 touch footy side, on a Thursday (team group chat, work texts, family chat, notes)",
    highlights: [
      h(
        "Shannon: Hi all, rego for the junior comp closes Sunday night and 3 families still haven't paid\nLeanne: paid ours this arvo 👍",
        "Shannon: Hi all, rego for the junior comp closes Sunday night and 3 families still haven't paid",
      ),
      h(
        "Dave (supervisor): Shannon can you swap your Kirwan run with Mick tomorrow, he's got the ute with the ladder",
        "Dave (supervisor): Shannon can you swap your Kirwan run with Mick tomorrow, he's got the ute with the ladder",
      ),
      h(
        "Thurs\nBins out tonight\nRing Jacko's mum re the Cairns carnival",
        'Bins out tonight',
        "Ring Jacko's mum re the Cairns carnival",
      ),
      h(
        'Safety bulletin: Dogs were involved in 42 incidents with meter readers last quarter. Always knock and wait before you enter a yard. Report any aggressive dog to your supervisor.',
      ),
      h(
        'Mum: Are you coming for lunch Sunday or not, I need to know for the roast\nShannon: depends on the carnival draw',
        'Mum: Are you coming for lunch Sunday or not, I need to know for the roast',
      ),
      h(
        'I meant to ring Telstra about the double charge but the hold music won. Tayla reckons the shop in Aitkenvale is quicker.',
      ),
      h(
        'Coach Robbo: Great effort last night kids, proud of you all. The ref should have blown that forward pass though 😤',
      ),
      h("Praise effort, not talent. Kids who are told they're smart stop taking risks."),
      h(
        'Jayden: mum can you wash my jersey its got mud all over it',
        'Jayden: mum can you wash my jersey its got mud all over it',
      ),
      h('Rates notice — due 28 Feb', 'Rates notice — due 28 Feb'),
      h('Mick: cheers for swapping, owe you a beer'),
    ],
  },
  {
    name: 'Jerome, 45, who runs a roadside jerk pan at Boston Bay, Portland, Jamaica, and plays in a Sunday domino club, on a Sunday (domino club WhatsApp, family chat, supplier texts, notes)',
    highlights: [
      h('Skipper: Jerome yuh food did sweet last week, everybody full up\nJerome: respect Skipper'),
      h(
        'Pimento wood man: Mr Jerome the wood reach from St Thomas. Yuh need to send the $18,000 before mi load it',
        'Yuh need to send the $18,000 before mi load it',
      ),
      h('Shop list\n- scallion\n- thyme\n- [x] charcoal', 'scallion', 'thyme'),
      h(
        'The Maroons cooked wild hog in pits covered with pimento leaves to hide the smoke. Low heat and patience make the meat. Never rush jerk.',
      ),
      h(
        'Kimone: Daddy the CXC exam fees have to be paid by Friday\nJerome: Mi know baby',
        'Kimone: Daddy the CXC exam fees have to be paid by Friday',
      ),
      h(
        'Sold out by 3 today. The cruise bus from Port Antonio bought 40 pieces. Mi should have cook more chicken.',
      ),
      h(
        'Remember to renew the food handler permit at the health department in Port Antonio',
        'Remember to renew the food handler permit at the health department in Port Antonio',
      ),
      h(
        'Dalton: Who a go drive di bus to Buff Bay next Sunday? Mi car have no tyre',
        'Dalton: Who a go drive di bus to Buff Bay next Sunday?',
      ),
      h('Granny used to say every mickle mek a muckle. Mi still believe it.'),
      h(
        "Sharon: Jerome don't forget church harvest tonight, you promised Pastor two pan of chicken",
        "Sharon: Jerome don't forget church harvest tonight, you promised Pastor two pan of chicken",
      ),
      h('Rain hold off till 4, good day. Tourist lady from Germany say it the best jerk she ever eat.'),
    ],
  },
];
