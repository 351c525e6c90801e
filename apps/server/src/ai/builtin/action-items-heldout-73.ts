import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_73: LabelledDay[] = [
  {
    name: 'Niall, 44, an air traffic controller at Belfast International with two small children and a 1970s bungalow, on a rest day (Tuesday)',
    highlights: [
      h(
        'Boiler pressure down to 0.6 again this morning. Topped it up to 1.4 bar from the filling loop and it fired straight away. Third time this month, so there must be a leak somewhere. Get Gareth the heating man out to look at the expansion vessel before the cold snap.',
        'Get Gareth the heating man out to look at the expansion vessel before the cold snap.',
      ),
      h(
        "Tesco: nappies size 5, Weetabix, AAA batteries, bin bags, Aoife's lunchbox yoghurts\nB&Q — nothing this week, the sealant can wait",
        "Tesco: nappies size 5, Weetabix, AAA batteries, bin bags, Aoife's lunchbox yoghurts",
      ),
      h(
        "From the St Brigid's PS newsletter: The school will close at 12 noon on Friday 20 December for the Christmas holidays. Please return the P5 trip consent slip and £12 to the class teacher by Wednesday. Thank you for your continued support.",
        'Please return the P5 trip consent slip and £12 to the class teacher by Wednesday.',
      ),
      h(
        'Ciara: Can you ring Lisburn Road Motors and ask if the Qashqai is ready to collect tomorrow?\nCiara: The man said the clutch should be done by lunchtime anyway',
        'Ciara: Can you ring Lisburn Road Motors and ask if the Qashqai is ready to collect tomorrow?',
      ),
      h(
        'Tip from a home maintenance blog: bleed your radiators every autumn, starting downstairs and working up. Did the front room ones last Sunday. Why is the hall one always the last to warm up?',
      ),
      h(
        'Bills this month\nElectric £164 (DD, fine)\nTV licence paid online\nHome insurance up £90 but it now includes boiler cover\nRates went out on the 1st',
      ),
      h(
        "You need to renew your passport before the Lanzarote booking, it runs out in June. Aoife's and Cian's are fine until 2027.",
        'You need to renew your passport before the Lanzarote booking, it runs out in June.',
      ),
      h(
        'back fence panel blown in again\npost looks rotten at the base\nneighbour says his fence man charges about £60 a post',
      ),
      h(
        'From the DIY manual: Always isolate the circuit at the consumer unit before changing a light fitting. Never assume a circuit is dead just because the switch is off.',
      ),
      h(
        'Meant to ring the council about the broken lid on the green bin and forgot again. The lorry took it at 7 this morning anyway. Black bin out tonight',
        'Black bin out tonight',
      ),
      h(
        "Ciara: Who is collecting Cian from nursery on Thursday, you or your mum?\nCiara: I'm on a late",
        'Ciara: Who is collecting Cian from nursery on Thursday, you or your mum?',
      ),
    ],
  },
  {
    name: 'Joan, 58, a merchant navy chief engineer home on leave in a South Shields terrace, on a Monday',
    highlights: [
      h(
        'Back from the ship on Saturday. House cold and the damp patch on the back bedroom ceiling is twice the size it was in March. Gutter above it full of moss, I reckon. Get a roofer up a ladder before the weather turns.',
        'Get a roofer up a ladder before the weather turns.',
      ),
      h(
        "Jobs while I'm home\n1. clear the front gutters\n2. car needs 2 new front tyres\n3. washer on the bath tap — done Sunday",
        'clear the front gutters',
        'car needs 2 new front tyres',
      ),
      h(
        'Took the car to Kwik Fit, they said the tracking is out as well. The only follow-up so far is a text offering me cheap wiper blades.',
      ),
      h(
        "Lisa: Mam can you have the kids Wednesday after school? Tom's working away till Friday.",
        'Lisa: Mam can you have the kids Wednesday after school?',
      ),
      h(
        'Octopus bill came while I was away, £212 for the quarter. Paid it online last night. Should be less next quarter with the heating off all summer.',
      ),
      h(
        'Found the council tax letter in the pile behind the door. The single person discount form has to be sent back by 15 October.',
        'The single person discount form has to be sent back by 15 October.',
      ),
      h(
        'Old second engineer on the Hebridean Isles used to say look after the small leaks and the big ones look after themselves. Holds true in a terraced house as much as in an engine room.',
      ),
      h(
        'Asda: milk, teabags, bread, Fairy liquid, kitchen roll, rock salt for the back path',
        'Asda: milk, teabags, bread, Fairy liquid, kitchen roll, rock salt for the back path',
      ),
      h(
        'Pat two doors down had her boiler serviced by a lad from Jarrow, says he was reasonable and tidy. Must get his number off her and book mine in before November.',
        'Must get his number off her and book mine in before November.',
      ),
      h(
        "Lisa: the kids' school shoes were falling apart\nLisa: got them new ones in Clarks yesterday, £90 the pair",
      ),
      h(
        "Mam's power of attorney papers — ring the solicitor and tell him she has moved in with Lisa. He has sent everything to her old flat twice now.",
        "Mam's power of attorney papers — ring the solicitor and tell him she has moved in with Lisa.",
      ),
    ],
  },
  {
    name: 'Hamish, a gamekeeper on a grouse estate in Angus, living in the tied cottage with his wife and three bairns, on a Sunday',
    highlights: [
      h(
        'Pickup back tyre soft again. Pumped it up at the steading but it was down by teatime. Get it into Forfar on Tuesday to have the puncture looked at.',
        'Get it into Forfar on Tuesday to have the puncture looked at.',
      ),
      h(
        'Stove in the kitchen smoking back whenever the wind is in the east. The flue was swept in August so it is not that.',
      ),
      h(
        'Co-op: porridge oats, 2 x milk, dog biscuits, firelighters, Calpol for the wee one',
        'Co-op: porridge oats, 2 x milk, dog biscuits, firelighters, Calpol for the wee one',
      ),
      h(
        'Letter home from Edzell Primary: Due to an in-service day there will be no school on Monday 4 November. Head lice have been reported in P3 this week.',
      ),
      h(
        "Morag: did you remember to order the coal? We're down to the last two bags",
        'Morag: did you remember to order the coal?',
      ),
      h(
        'Sunday jobs\nlog store roof — new felt\nsharpen the chainsaw chain\nwalked the top beat, all fine',
        'log store roof — new felt',
        'sharpen the chainsaw chain',
      ),
      h(
        'Grandad always said a good keeper walks the ground before he reads the paper. Leave every gate as you found it.',
      ),
      h('Council tax band appeal — the estate factor said he would look into it. Heard nothing since July.'),
      h(
        "Electricity is on a prepayment key at the cottage, so top it up before the shop shuts at 5. The bairns' tablets eat the credit.",
        'Electricity is on a prepayment key at the cottage, so top it up before the shop shuts at 5.',
      ),
      h(
        'The septic tank should be emptied by the estate contractor some time in the spring. Nobody has given us a date.',
      ),
      h(
        "Don't forget Ewan needs £15 for the swimming gala bus by Friday, in an envelope with his name on.",
        "Don't forget Ewan needs £15 for the swimming gala bus by Friday, in an envelope with his name on.",
      ),
    ],
  },
  {
    name: 'Priti, 39, a patent attorney in Cambridge with three children and a draughty Victorian semi, on a Wednesday',
    highlights: [
      h(
        "Waitrose order for the Thursday slot: oat milk, basmati, paneer x2, nappies, cat litter, Maya's yoghurt tubes",
        "Waitrose order for the Thursday slot: oat milk, basmati, paneer x2, nappies, cat litter, Maya's yoghurt tubes",
      ),
      h(
        'Sash window in the front bedroom rattles whenever a bus goes past. Apparently that is just what Victorian sashes do.',
      ),
      h(
        "Arjun: Nursery emailed again about the October invoice.\nMe: Paid it Monday, I'll forward them the receipt tonight",
        "Me: Paid it Monday, I'll forward them the receipt tonight",
      ),
      h(
        'From a decluttering book: Deal with the post the day it arrives and never let it pile up on the kitchen side. Easier said than done with three kids.',
      ),
      h(
        'Year 2 letter: World Book Day is on Thursday 6 March and children may come dressed as their favourite character. Please send your child in with a named book bag on the day.',
        'Please send your child in with a named book bag on the day.',
      ),
      h(
        "Last year the engineer came twice because the first one had no parts.\nTODO: book boiler service before 14 May (British Gas won't chase us this time)",
        "TODO: book boiler service before 14 May (British Gas won't chase us this time)",
      ),
      h(
        'Arjun to sort the car tax before the end of the month, the reminder is on the fridge.',
        'Arjun to sort the car tax before the end of the month, the reminder is on the fridge.',
      ),
      h('I should have cancelled the Netflix trial yesterday. Charged £10.99 this morning.'),
      h(
        'Dripping tap in the downstairs loo has stopped on its own, which is either very good news or very bad news.',
      ),
      h(
        'We still need to decide whether to replace the kitchen lino now or wait until we redo the whole kitchen.',
        'We still need to decide whether to replace the kitchen lino now or wait until we redo the whole kitchen.',
      ),
      h('Dentist Thurs 4.15 — Kiran and Maya', 'Dentist Thurs 4.15 — Kiran and Maya'),
      h(
        'The new recycling bins should arrive next week according to the council website. Apparently the blue lid is for glass only now.',
      ),
    ],
  },
  {
    name: 'Dean, 35, a bricklayer in Coventry renting a semi, with his teenage daughter every other week, on a Thursday',
    highlights: [
      h(
        'van MOT — book before the 12th\nnearside brake light was out, swapped the bulb in the Screwfix car park',
        'van MOT — book before the 12th',
      ),
      h(
        'Lidl: chicken thighs, rice, wraps, Monster (for me not Kayla), shampoo for her',
        'Lidl: chicken thighs, rice, wraps, Monster (for me not Kayla), shampoo for her',
      ),
      h(
        'Kayla: dad can u sign my parents evening slip its in my bag\nKayla: its the blue one',
        'Kayla: dad can u sign my parents evening slip its in my bag',
      ),
      h(
        'Landlord says the damp in the bathroom is condensation and we should just open a window more. Been opening the window for a year.',
      ),
      h(
        'Email the landlord again about the extractor fan, with photos this time. Citizens Advice said to keep a copy of everything.',
        'Email the landlord again about the extractor fan, with photos this time.',
      ),
      h("Foreman reckons rain all next week so probably no work Mon–Wed. That's three days' money gone."),
      h(
        'Council tax £143 due on the 1st\nTV licence paid\nSky went up again, nothing to be done till the contract ends',
        'Council tax £143 due on the 1st',
      ),
      h(
        "Watched a bricklaying channel on YouTube, the bloke says never lay more than six courses a day in winter. He's right but the gaffer doesn't care.",
      ),
      h(
        "Kayla's mum: she has the orthodontist on the 9th at 3.40, can you take her? I'm in Leicester that day",
        "Kayla's mum: she has the orthodontist on the 9th at 3.40, can you take her?",
      ),
      h(
        'Finally got the garden gate to shut properly. Planed 5mm off the bottom and rehung it on new hinges.',
      ),
      h("bins — recycling went out this morning\nKayla brought her PE kit back from her mum's"),
    ],
  },
  {
    name: 'Rosalind, 61, an Ordnance Survey cartographer in Southampton who shares her house with her elderly aunt, on a Saturday',
    highlights: [
      h(
        'The hedge along the side path has grown right over the pavement again. The council left a card on Thursday. It has to be cut back by the 28th.',
        'It has to be cut back by the 28th.',
      ),
      h(
        "Aunt Jean's prescriptions\nAmlodipine — follow up with Boots, it still wasn't ready on Thursday\nEye drops came in the post",
        "Amlodipine — follow up with Boots, it still wasn't ready on Thursday",
      ),
      h(
        "Sainsbury's: semi-skimmed, Complan for Jean, fish for Friday, Earl Grey\nGarden centre: slug pellets (the pet-safe ones), peat-free compost",
        "Sainsbury's: semi-skimmed, Complan for Jean, fish for Friday, Earl Grey",
        'Garden centre: slug pellets (the pet-safe ones), peat-free compost',
      ),
      h(
        'Read in a consumer magazine at the dentist: always get three quotes for any roofing job and never pay more than a small deposit up front. Sound advice, if only a roofer would ever answer the phone.',
      ),
      h(
        'Loft insulation grant — the council scheme closes on 31 March, must apply before then.',
        'Loft insulation grant — the council scheme closes on 31 March, must apply before then.',
      ),
      h(
        'I rang Southern Water about the meter reading. They agreed the last bill was an estimate and knocked £40 off.',
      ),
      h(
        "Who is doing Jean's Tuesday hospital run now that Colin is away in Spain?",
        "Who is doing Jean's Tuesday hospital run now that Colin is away in Spain?",
      ),
      h(
        "Boiler clunking when it fires up at 6am. The engineer last winter said that's the pump and not to worry unless it gets louder.",
      ),
      h(
        'Remember to leave the window cleaner his £15 under the mat, he comes Wednesday.',
        'Remember to leave the window cleaner his £15 under the mat, he comes Wednesday.',
      ),
      h(
        'Jean says the house was far colder when she was a girl and they managed perfectly well. She said it twice.',
      ),
      h(
        "Sold Jean's old Micra to the man from the garage for £900. Glad to see it go, it sat on the drive for two years.",
      ),
    ],
  },
  {
    name: 'Efa, a blacksmith with a forge behind the house in rural Ceredigion, on a Friday',
    highlights: [
      h(
        'Well pump cutting out again when the washing machine and the shower run together. Sion thinks it is the pressure switch.',
      ),
      h(
        'Ring the pump man in Lampeter on Monday and ask him to bring a new pressure switch.',
        'Ring the pump man in Lampeter on Monday and ask him to bring a new pressure switch.',
      ),
      h(
        'Co-op in Tregaron: milk, bread, Caerphilly, tin foil, matches',
        'Co-op in Tregaron: milk, bread, Caerphilly, tin foil, matches',
      ),
      h(
        'School letter: From September all pupils will need the new green sweatshirt with the school badge. Orders must be placed through the online shop by 30 June.',
        'Orders must be placed through the online shop by 30 June.',
      ),
      h(
        'Gas bottle for the forge ran out at 3pm mid-job. Swapped it for the spare, so that one is empty now.',
      ),
      h(
        'Dai (customer): Any chance you could have the gate hinges done by Saturday week? No rush if not',
        'Dai (customer): Any chance you could have the gate hinges done by Saturday week?',
      ),
      h(
        'From an old smithing manual: Strike while the iron is hot, and never quench a good blade in cold water. Both true, one more than the other.',
      ),
      h(
        'Car insurance renewal came through, up £140 for no reason. I was going to switch last year and never did.',
      ),
      h("Tuesday\nchimney sweep 10am\nGwen's birthday — card posted yesterday", 'chimney sweep 10am'),
      h("The roof over the forge leaked again in Wednesday's rain. Stuck a bucket under it for now."),
      h(
        'Sion to clear the ditch by the lane before the council comes round to inspect it.',
        'Sion to clear the ditch by the lane before the council comes round to inspect it.',
      ),
    ],
  },
  {
    name: 'Marcus, 50, an animal control officer in Tucson, Arizona, with a teenage son and an aging swamp cooler, on a Sunday',
    highlights: [
      h(
        'Swamp cooler pads are shot, the house hit 88 inside yesterday. Need to replace the pads and check the float valve before it gets worse.',
        'Need to replace the pads and check the float valve before it gets worse.',
      ),
      h(
        "Safeway: tortillas, ground beef, Gatorade, paper towels, dish soap\nWalgreens: done, picked up Jaylen's allergy meds Friday",
        'Safeway: tortillas, ground beef, Gatorade, paper towels, dish soap',
      ),
      h(
        'Jaylen: can you Venmo me $20 for the field trip\nJaylen: ms rivera said cash is ok too',
        'Jaylen: can you Venmo me $20 for the field trip',
      ),
      h(
        'Water deeply and infrequently, the article says, so the roots go down instead of spreading out. Our yard is mostly gravel anyway.',
      ),
      h(
        'HOA newsletter: The pool reopens May 1 after resurfacing. Residents should have received new key fobs in the mail last week.',
      ),
      h('Called TEP about the bill spike, they said summer rates kicked in June 1. Nothing to be done.'),
      h(
        'Truck registration expires end of the month — renew online at ServiceArizona.',
        'Truck registration expires end of the month — renew online at ServiceArizona.',
      ),
      h(
        "I'm going to call the exterminator about the scorpions in the garage this week. Found two more under the water heater.",
        "I'm going to call the exterminator about the scorpions in the garage this week.",
      ),
      h(
        'Mom: Are you and Jaylen still coming for the Fourth of July or should I tell your sister no?',
        'Mom: Are you and Jaylen still coming for the Fourth of July or should I tell your sister no?',
      ),
      h('Back left tire on the truck was low this morning. Filled it at the Circle K and it held all day.'),
      h(
        'The new garage door opener should arrive Tuesday. Amazon says it is already out for delivery, which makes no sense.',
      ),
    ],
  },
];
