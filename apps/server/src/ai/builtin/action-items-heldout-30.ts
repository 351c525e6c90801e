import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_30: LabelledDay[] = [
  {
    name: 'a zookeeper at a small wildlife park on a Tuesday',
    highlights: [
      h(
        'Never turn your back on an animal you think you know. Familiarity is the most dangerous tool a keeper owns. Read the animal, not the routine.',
      ),
      h(
        'Red panda scale broken again\nOrder a new platform scale from the vet supplier\nAsked Dev about it last week, he had no idea where the spare went',
        'Order a new platform scale from the vet supplier',
      ),
      h(
        'Keeper meeting 9:15\nOtters: enrichment rota stays as it is.\nTasha to draft the new feeding-time signage by Friday.\nThe vet visit should be quick this time, only two jabs.\nWho is covering the reptile house on the 14th?',
        'Tasha to draft the new feeding-time signage by Friday.',
        'Who is covering the reptile house on the 14th?',
      ),
      h(
        'Visitors remember one fact from a keeper talk, not ten. If you must say something, say it while the animal is in view. Why do we still print the Latin names in bold on every sign?',
      ),
      h(
        "Marisol: can you swap Sunday with me? my sister's thing got moved\nMarisol: no worries if not",
        "Marisol: can you swap Sunday with me? my sister's thing got moved",
      ),
      h('Bins out tonight', 'Bins out tonight'),
      h(
        "Don't forget the giraffe hay delivery comes at 7 tomorrow, someone has to be at the back gate. The driver won't wait more than ten minutes.",
        "Don't forget the giraffe hay delivery comes at 7 tomorrow, someone has to be at the back gate.",
      ),
      h(
        'Weighed both tortoises this morning. Shelly is up 40g, which is good news after the winter. I meant to update the husbandry log but ran out of time. Husbandry log — do it before I leave today.',
        'Husbandry log — do it before I leave today.',
      ),
      h(
        'From Animal Minds, chapter 4: Enrichment should feel like work to the animal, not like a toy. You should hide food where the animal has to think, not where it has to wait.',
      ),
      h(
        'Thanks to everyone who helped with the lemur escape drill. It went really well and the follow-up notes are on the shared drive.',
      ),
      h(
        'Renewed the van insurance online at lunch. The quote went up by a third, which should settle down next year.',
      ),
    ],
  },
  {
    name: 'an alterations tailor on a Saturday',
    highlights: [
      h(
        "Press as you go. A seam that isn't pressed is a seam that isn't finished. Measure twice, cut once, and then measure again.",
      ),
      h(
        "Mrs Okafor's wedding dress — hem up 3cm, fitting Tues 11am",
        "Mrs Okafor's wedding dress — hem up 3cm, fitting Tues 11am",
      ),
      h(
        'Haberdashery run\nivory thread x3\nthe good pins, not the cheap ones',
        'ivory thread x3',
        'the good pins, not the cheap ones',
      ),
      h(
        "Small businesses that raise their prices rarely lose the customers they actually want to keep. Should you warn people first? Most owners say a month's notice is plenty.",
      ),
      h(
        "Gideon: could you let the suit trousers out by an inch before the 20th?\nGideon: I've put on a bit since the last fitting lol",
        'Gideon: could you let the suit trousers out by an inch before the 20th?',
      ),
      h(
        'Finished the three school blazers. Dropped them at the front desk and the receptionist signed for them.',
      ),
      h('The overlocker should be back from repair next week. They said the part had to come from Japan.'),
      h(
        "I have to sort the VAT return before the 7th, and I still haven't found the March receipts.",
        "I have to sort the VAT return before the 7th, and I still haven't found the March receipts.",
      ),
      h('Remember to ring Dad about Sunday lunch.', 'Remember to ring Dad about Sunday lunch.'),
      h(
        'Pricing for makers, episode 12\nCharge for your time, not your materials.\nNever apologise for your rates.',
      ),
      h(
        'We still need to decide whether to close the shop for the bank holiday week. Last year it was dead from Tuesday onwards.',
        'We still need to decide whether to close the shop for the bank holiday week.',
      ),
    ],
  },
  {
    name: 'a farrier on a Wednesday',
    highlights: [
      h(
        'No foot, no horse. Look at the whole animal before you pick up a hoof. Watch it walk away from you and back again.',
      ),
      h(
        'Forge gas low — order 2 bottles before the weekend',
        'Forge gas low — order 2 bottles before the weekend',
      ),
      h(
        "Thurs round\n8am Hollybank Stables, 4 shoes\n10.30 Mrs Pryce's cob, trim only",
        '8am Hollybank Stables, 4 shoes',
        "10.30 Mrs Pryce's cob, trim only",
      ),
      h(
        'Owners who skip trims to save money usually pay for it later. The average gap between farrier visits has grown to eight weeks. That should worry all of us.',
      ),
      h(
        "Kerry (Hollybank): Can you look at Bramble's front left when you're here? She's been a bit short on it since Sunday",
        "Kerry (Hollybank): Can you look at Bramble's front left when you're here?",
      ),
      h(
        'Reshod the grey at Top Farm. Took far longer than planned because the old nails had snapped off in the wall.',
      ),
      h('Van MOT due end of month, book it in', 'Van MOT due end of month, book it in'),
      h(
        'You need to renew your association membership before it lapses. The insurance is tied to it.',
        'You need to renew your association membership before it lapses.',
      ),
      h(
        'An apprentice should be shaping shoes by the end of year one. Give them the ugly jobs early and the interesting ones often.',
      ),
      h('Invoice for Top Farm due Friday. They always pay late anyway.', 'Invoice for Top Farm due Friday.'),
      h("Back's been bad all week. Honestly wondering how many more years of this I've got in me."),
    ],
  },
  {
    name: 'a yoga teacher on a Monday',
    highlights: [
      h(
        "Breathe into the discomfort. Don't chase the pose; let the pose find you. What would change if you stopped pushing?",
      ),
      h(
        "Studio meeting\nNew timetable goes live on 1 June.\nAction: Leah to update the website and Instagram.\nWe agreed to trial a Sunday evening class for six weeks.\nCan someone cover Priti's Thursday class while she's away?",
        'Action: Leah to update the website and Instagram.',
        "Can someone cover Priti's Thursday class while she's away?",
      ),
      h(
        "Mats need a deep clean before Saturday's workshop.",
        "Mats need a deep clean before Saturday's workshop.",
      ),
      h(
        'Jo: Could you send me the playlist from Saturday? It was lovely\nJo: no rush at all',
        'Jo: Could you send me the playlist from Saturday?',
      ),
      h(
        "Self-employed teachers should set aside a third of every payment for tax. Most don't, and January becomes a nightmare.",
      ),
      h(
        "Set aside the tax money from this month's payments, I keep forgetting.",
        "Set aside the tax money from this month's payments, I keep forgetting.",
      ),
      h('Taught the 7am flow, then two privates. Knees are sore.'),
      h('Insurance renewal due 14 May', 'Insurance renewal due 14 May'),
      h(
        'Notes from the anatomy workshop\nThe psoas is not a muscle you can stretch on command.\nCue the exhale, not the stretch.',
      ),
      h('I should have called Gran back on Sunday. She sounded low.'),
      h('The new cork blocks should arrive on Tuesday.'),
    ],
  },
  {
    name: 'an island ferry skipper on a Friday',
    highlights: [
      h(
        "A good skipper is never in a hurry. Check the forecast, then check it again. If in doubt, don't go out.",
      ),
      h(
        'Port engine running hot on the 4pm crossing\nGet Ewan to look at the raw water pump tomorrow',
        'Get Ewan to look at the raw water pump tomorrow',
      ),
      h(
        'crew brief\nMorven: lifejackets two short\nreorder from Chandlers\nAilsa to do the safety talk from Monday',
        'reorder from Chandlers',
        'Ailsa to do the safety talk from Monday',
      ),
      h(
        'The council has confirmed the new pier will not open until spring. Passengers should expect delays throughout the winter timetable.',
      ),
      h(
        'Harbour office: Can you confirm your crossing numbers for the regatta weekend by Wednesday?',
        'Harbour office: Can you confirm your crossing numbers for the regatta weekend by Wednesday?',
      ),
      h('Sold 212 tickets today, a record for October. Everyone was in good spirits despite the swell.'),
      h("Kids' parents' evening Tues 6.15", "Kids' parents' evening Tues 6.15"),
      h(
        'Ask your crew what they would change. Then actually change something. Nothing kills morale faster than a suggestion box nobody opens.',
      ),
      h(
        'We have to get the hull survey done before the end of November or the insurance lapses.',
        'We have to get the hull survey done before the end of November or the insurance lapses.',
      ),
      h('I meant to ring the boatyard about the slipway dates but the line was busy all afternoon.'),
    ],
  },
  {
    name: 'an optometrist on a Thursday',
    highlights: [
      h(
        'Myopia in children has nearly doubled in a generation. Encourage two hours of outdoor time a day. Should we be prescribing daylight?',
      ),
      h(
        'Practice meeting, 8.30\nOCT machine service booked for the 19th.\nRaj to chase the lens lab about the delayed varifocals.\nThe new frame wall should be up by next Friday.\nOpen late on Wednesdays or not — decision needed by the next meeting.',
        'Raj to chase the lens lab about the delayed varifocals.',
        'Open late on Wednesdays or not — decision needed by the next meeting.',
      ),
      h(
        'Pay the window cleaner\nbirthday present for Noor',
        'Pay the window cleaner',
        'birthday present for Noor',
      ),
      h(
        'Patients forget most of what you tell them in the chair. Write it down for them. Say the important thing first and last.',
      ),
      h("The follow-up with Mr Hale's GP went well. His pressures are back within normal limits."),
      h(
        "Dina: are you still ok to do my Saturday clinic on the 22nd?\nDina: I'll owe you one",
        'Dina: are you still ok to do my Saturday clinic on the 22nd?',
      ),
      h(
        'Saw fourteen patients today. Referred one for a suspected retinal detachment and he was seen within the hour.',
      ),
      h(
        'CET points — need 6 more before the cycle closes in December',
        'CET points — need 6 more before the cycle closes in December',
      ),
      h('Exhausted. Really proud of the new trainee though.'),
      h(
        'The contract for the new receptionist has to be signed by the 3rd.',
        'The contract for the new receptionist has to be signed by the 3rd.',
      ),
      h('Thank you so much for the flowers, they made my week.'),
    ],
  },
  {
    name: 'a microbrewery owner on a Wednesday',
    highlights: [
      h(
        "Sanitation is ninety percent of brewing. Never trust a thermometer you haven't calibrated yourself. Taste everything, every day.",
      ),
      h(
        'Fermenter 3 sitting at 21C, too warm\nsort the glycol chiller before the next brew day',
        'sort the glycol chiller before the next brew day',
      ),
      h(
        "Call with Northway Drinks\nThey want 40 kegs a month from March.\nSend them the updated price list by Monday.\nPricing should be fine, they didn't push back.",
        'Send them the updated price list by Monday.',
      ),
      h(
        'Pub closures hit a ten-year high last quarter. Operators say energy bills are the main cause. Is there any way back for the village local?',
      ),
      h(
        'Tom: any chance you could cover the taproom on Saturday night?',
        'Tom: any chance you could cover the taproom on Saturday night?',
      ),
      h(
        "Duty return due on the 15th, don't leave it till the last day again.",
        "Duty return due on the 15th, don't leave it till the last day again.",
      ),
      h('Bottled 600 of the pale today. Labels came out wonky on the first run but we fixed it.'),
      h('Cash and carry\nlime juice\nblue roll', 'lime juice', 'blue roll'),
      h("You should know your margin on every pint. If you can't say it in five seconds, you don't know it."),
      h(
        'Ask Gemma whether the food truck can do the 28th.',
        'Ask Gemma whether the food truck can do the 28th.',
      ),
      h('The hop delivery should arrive Thursday morning.'),
    ],
  },
  {
    name: 'a pest controller on a Monday',
    highlights: [
      h(
        'Always find the entry point before you set a single trap. Rats follow walls. Never bait where children or pets can reach.',
      ),
      h(
        'Monday jobs\nDeli on Park Road, rats in the cellar\nrecheck wasps at 12 Orchard Close',
        'Deli on Park Road, rats in the cellar',
        'recheck wasps at 12 Orchard Close',
      ),
      h(
        'Office: The care home on Elm Lane has called twice about mice. Can you fit them in today?',
        'Can you fit them in today?',
      ),
      h(
        'Bed bug reports rose by a third this summer. Experts say travellers should check hotel mattresses before unpacking. Heat treatment remains the most reliable option.',
      ),
      h(
        'Need to restock the tamper-proof bait boxes, down to the last four.',
        'Need to restock the tamper-proof bait boxes, down to the last four.',
      ),
      h('Cleared the loft at the vicarage. Found a wasp nest the size of a football behind the water tank.'),
      h('Van service at Kwik Fit went fine. Only needed new wipers and a bulb.'),
      h(
        "Don't forget Ellie's school trip money, it's due tomorrow.",
        "Don't forget Ellie's school trip money, it's due tomorrow.",
      ),
      h('Bit of a grim day. The smell in that cellar will stay with me for a week.'),
      h(
        'Who is doing the Saturday emergency cover this month?',
        'Who is doing the Saturday emergency cover this month?',
      ),
      h(
        "Customers don't pay you to kill things, they pay you for peace of mind. Explain what you're doing and why.",
      ),
      h(
        'The renewal for my technician card has to be done by 30 September.',
        'The renewal for my technician card has to be done by 30 September.',
      ),
    ],
  },
];
