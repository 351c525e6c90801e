import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_39: LabelledDay[] = [
  {
    name: 'single dad of Year 2 twins on a school-run Tuesday',
    highlights: [
      h(
        'Year 2 Oak Class parents\nMrs Okafor says the aquarium trip is on the 14th. Consent forms and £8 need to be in by Friday. They had a brilliant time there last year apparently.',
        'Consent forms and £8 need to be in by Friday.',
      ),
      h(
        "Jade: Can you grab Leo with the twins on Thursday? I'm stuck at work till 6\nMe: Yes no problem\nJade: You're a star, thank you x",
        'Jade: Can you grab Leo with the twins on Thursday?',
      ),
      h(
        'Children do well if they can, not if they want to. Praise the effort, never the result. Catch them being good.',
      ),
      h(
        'swimming kit - goggles broken\nbuy new goggles before Sat lesson\nLucas says his tooth is wobbly again',
        'buy new goggles before Sat lesson',
      ),
      h(
        "I booked parents' evening online last night, the slots went in about ten minutes. Don't forget to ask Mr Hale about Maya's reading level.",
        "Don't forget to ask Mr Hale about Maya's reading level.",
      ),
      h(
        'A consistent bedtime routine should take no more than 30 minutes. Keep screens out of the bedroom. Most six-year-olds need 10 to 12 hours of sleep.',
      ),
      h(
        'From the newsletter: the new climbing frame has finally been installed. Non-uniform day is next Friday for Children in Need.\nRemember £1 each for the twins on Friday',
        'Remember £1 each for the twins on Friday',
      ),
      h(
        'Dentist for both Thurs 3.15, collect them from school at 2.45',
        'Dentist for both Thurs 3.15, collect them from school at 2.45',
      ),
      h(
        'I meant to email the PTA about helping at the disco but forgot again. The disco was fun last year, the twins danced for two hours straight.',
      ),
      h('Nits letter came home again. Third time this term.'),
      h('Who volunteered us for the cake stall again? Honestly. Why is everything always the same week?'),
    ],
  },
  {
    name: 'grandmother doing Wednesday childcare for three grandchildren',
    highlights: [
      h(
        "Wednesday with the little ones\nTake Poppy to ballet at 4.30, shoes are in the blue bag\nFinn's inhaler must go with him to football",
        'Take Poppy to ballet at 4.30, shoes are in the blue bag',
        "Finn's inhaler must go with him to football",
      ),
      h(
        "Sarah: Mum can you do Friday too? Tom's conference got moved. No worries if not!",
        'Sarah: Mum can you do Friday too?',
      ),
      h(
        'From the grandparenting book Dee lent me: Grandparents should be a safe harbour, not a second set of rule-makers. Say yes to the extra story.',
      ),
      h(
        'Pension statement arrived, all fine. Follow up with British Gas about the boiler service, they never rang back. The engineer last year was lovely, very tidy.',
        'Follow up with British Gas about the boiler service, they never rang back.',
      ),
      h('Took Finn to the park and he climbed the big frame all by himself. I nearly had a heart attack!'),
      h(
        "Bridge group\nBrenda: Lovely evening last night, thank you all\nJoan: Next week at mine, I'll do the sandwiches\nBrenda: What a hand I had in that last round!",
        "Joan: Next week at mine, I'll do the sandwiches",
      ),
      h(
        'Finn asked why the sky is blue and I had no idea. Must look that up before next week.',
        'Must look that up before next week.',
      ),
      h('Repeat prescription - order by the 20th', 'Repeat prescription - order by the 20th'),
      h(
        'Council says the number 12 bus will stop going past the library from June. The consultation closes on the 30th.',
      ),
      h("Poppy's birthday is three weeks on Saturday. She wants a unicorn everything."),
      h(
        'The new photo frame should arrive Tuesday. Sarah set it up so the pictures just appear on it like magic.',
      ),
    ],
  },
  {
    name: "mum of two with a newly adopted rescue cat and the kids' guinea pigs, Saturday",
    highlights: [
      h(
        'Rescue centre notes: Biscuit is 4, neutered and chipped. She may hide under the bed for a week or so. She was handed in when her owner went into a care home.',
      ),
      h("Vet Tues 10.20 for Biscuit's jabs", "Vet Tues 10.20 for Biscuit's jabs"),
      h(
        'Never punish a cat for scratching the furniture. Give them a better option instead. A scratching post should be taller than the cat at full stretch.',
      ),
      h(
        'Guinea pig rota (kids)\nMon/Weds/Fri: Ellie cleans the hutch\nTue/Thu: Sam does water and pellets',
        'Mon/Weds/Fri: Ellie cleans the hutch',
        'Tue/Thu: Sam does water and pellets',
      ),
      h(
        'I bought the fancy litter from the pet shop. She completely ignored it and used the plant pot instead.',
      ),
      h(
        "Sam: Mum can you order more hay? We're nearly out\nEllie: Biscuit is sitting on my homework again",
        'Sam: Mum can you order more hay?',
      ),
      h(
        'Pet insurance goes up to £23.40 a month from June. Compare quotes before it auto-renews.',
        'Compare quotes before it auto-renews.',
      ),
      h('Gave Biscuit her flea drops this morning, she was not amused.'),
      h(
        'The follow-up at the vet went well, her ears are much better. The nurse said she should be fully healed in a fortnight.',
      ),
      h(
        'Ellie wants to know if guinea pigs can eat strawberries. Apparently they can, but only a little. Who knew?',
      ),
      h(
        "The neighbours' ginger cat keeps coming in through the cat flap. Ask Dave at number 14 whether Tigger is theirs.",
        'Ask Dave at number 14 whether Tigger is theirs.',
      ),
    ],
  },
  {
    name: 'young parents of a toddler doing household bills on a Sunday night',
    highlights: [
      h(
        'Bills to sort\nCouncil tax - switch to 12 instalments\nEnergy: send meter reading before the 5th',
        'Council tax - switch to 12 instalments',
        'Energy: send meter reading before the 5th',
      ),
      h(
        "Money Saving Expert says always read your meters on the day the price changes. Never pay a bill you haven't seen.",
      ),
      h(
        'Electricity went up by £14 a month. I rang Octopus and they said the direct debit should settle down after winter.',
      ),
      h(
        "Aisha: Can you transfer me half the nursery fees tonight? It's £486 each this month\nAisha: Also the car insurance renewal came, it's gone up again",
        'Aisha: Can you transfer me half the nursery fees tonight?',
      ),
      h(
        'TODO: cancel the Disney+ trial before the 22nd or it charges £7.99',
        'TODO: cancel the Disney+ trial before the 22nd or it charges £7.99',
      ),
      h(
        "Grandma sent £50 for Zara's birthday in a card, so sweet. Write her a thank-you note with a photo of Zara in the new dress.",
        'Write her a thank-you note with a photo of Zara in the new dress.',
      ),
      h('Pay yourself first. A budget is telling your money where to go instead of wondering where it went.'),
      h(
        'Water bill came in at £41.20, much lower than I expected. I meant to set up a direct debit for that months ago.',
      ),
      h('TV licence due 1 Dec', 'TV licence due 1 Dec'),
      h(
        "Zara's two-year check with the health visitor went fine. She screamed the whole time but she's right on track.",
      ),
      h(
        "Should we get a water meter or not? Everyone swears by them but next door's bill doubled.",
        'Should we get a water meter or not?',
      ),
    ],
  },
  {
    name: 'stepdad keeping the shared family calendar for a blended family',
    highlights: [
      h(
        "Calendar for next week\nMon: kids at Claire's\nTues: Noah orthodontist 8.40, I'm taking him\nWeds: Lily netball away match, leave 3.15\nThurs: Lily at Claire's till Sunday",
        "Tues: Noah orthodontist 8.40, I'm taking him",
        'Weds: Lily netball away match, leave 3.15',
      ),
      h(
        "Claire: Can we swap weekends in March? My sister's wedding is the 15th\nClaire: Thanks for sorting Noah's brace btw",
        'Claire: Can we swap weekends in March?',
      ),
      h(
        'Never use the children as messengers. Keep handovers short and boring. Children adapt best when both homes have similar bedtimes.',
      ),
      h(
        "Jess set up a shared Google calendar for all four of us last night. It already has Lily's entire netball season in it.",
      ),
      h(
        "Noah's school trip money (£32) has to be paid on ParentPay by Weds.",
        "Noah's school trip money (£32) has to be paid on ParentPay by Weds.",
      ),
      h("I forgot Lily's PE kit again on Monday. She was not impressed."),
      h('Half term: who has the kids which days?', 'Half term: who has the kids which days?'),
      h(
        "Lily: Dad can you sign my reading record, it's in my bag\nNoah: I did mine already",
        "Lily: Dad can you sign my reading record, it's in my bag",
      ),
      h(
        "Claire's mum is in hospital again. Order some flowers for her from the kids.",
        'Order some flowers for her from the kids.',
      ),
      h(
        'The orthodontist said Noah should have the brace off by Christmas. The follow-up last time only took ten minutes.',
      ),
      h("Noah's birthday party invites went out yesterday. Eleven kids said yes already!"),
    ],
  },
  {
    name: 'dad of four doing the big weekly food shop on a Sunday',
    highlights: [
      h(
        'Big shop list\nnappies size 5\nbirthday card for Auntie Pam',
        'nappies size 5',
        'birthday card for Auntie Pam',
      ),
      h(
        'Tesco delivery slot Sat 8-9am, edit the order by Thursday 11.45pm',
        'Tesco delivery slot Sat 8-9am, edit the order by Thursday 11.45pm',
      ),
      h(
        "Eat the rainbow. Children may need to try a new food 10 to 15 times before they accept it. Don't make separate meals for fussy eaters.",
      ),
      h(
        'Spent £212 at Aldi, which is somehow still cheaper than last month. Ruby ate half the grapes before we got to the till.',
      ),
      h(
        "Family chat\nMia: Can you get the gluten-free pasta for Grandad? He's with us Sunday\nMe: On it",
        'Mia: Can you get the gluten-free pasta for Grandad?',
      ),
      h(
        "According to the manual the freezer should be defrosted every six months. Ours hasn't been done since we moved in.",
      ),
      h(
        'need to return the broken blender to Argos, receipt in the kitchen drawer',
        'need to return the broken blender to Argos, receipt in the kitchen drawer',
      ),
      h('Why do we always run out of loo roll on a Sunday?'),
      h(
        "Jamie is now officially vegetarian, aged 12 and very serious about it. I'm going to look up some proper veggie recipes that aren't just pasta.",
        "I'm going to look up some proper veggie recipes that aren't just pasta.",
      ),
      h(
        "The milkman left a note thanking us for the Christmas tip. Apparently we're his only customers on the road who still get glass bottles.",
      ),
      h('Ordered the school uniform online last night. The delivery should be here by Wednesday.'),
    ],
  },
  {
    name: 'parent of an eight-year-old with type 1 diabetes, Thursday',
    highlights: [
      h(
        'Diabetes clinic notes\nHbA1c 58, down from 64\nIncrease breakfast ratio to 1:8\nWeight 31kg',
        'Increase breakfast ratio to 1:8',
      ),
      h(
        'School nurse: Can you bring in a new hypo box by Monday? The one in the office is nearly empty.',
        'School nurse: Can you bring in a new hypo box by Monday?',
      ),
      h(
        'From the charity leaflet: always carry fast-acting glucose. Never skip a meal after injecting. Diabetes is not caused by eating too much sugar.',
      ),
      h('I stayed up till 3 checking his levels. He slept through all of it, of course.'),
      h('Sensors running low - reorder from the pharmacy', 'Sensors running low - reorder from the pharmacy'),
      h(
        "Class WhatsApp\nAmira: Christmas party is Friday, the kids are so excited\nAmira: I'll message you the list of treats on Weds so you can work out Oscar's carbs\nMe: Thank you, that's so kind",
        "Amira: I'll message you the list of treats on Weds so you can work out Oscar's carbs",
      ),
      h(
        'Remember to sign the updated care plan and hand it to Mrs Dhillon',
        'Remember to sign the updated care plan and hand it to Mrs Dhillon',
      ),
      h('The Dexcom app update should fix the alarm bug. It kept going off at 2am all last week.'),
      h(
        "Oscar wants to go to Cubs camp in May. We need to decide whether he's ready for a night away without us.",
        "We need to decide whether he's ready for a night away without us.",
      ),
      h(
        'Had a long chat with the diabetes nurse about exercise. She said football is fine as long as he tests before and after.',
      ),
      h('DLA renewal form - must be back by 28 Feb', 'DLA renewal form - must be back by 28 Feb'),
    ],
  },
  {
    name: 'US dad with two kids in Little League and a school carpool',
    highlights: [
      h(
        'Carpool this week\nMon/Fri: Dana drives\nWed: me, pick up Tyler at 5:15',
        'Mon/Fri: Dana drives',
        'Wed: me, pick up Tyler at 5:15',
      ),
      h(
        "Coach Ramirez: Practice is moved to Field 3 on Thursday. Bring water, it's supposed to hit 90. Great hustle Saturday everyone!",
        "Bring water, it's supposed to hit 90.",
      ),
      h(
        'Let the coaches coach. The car ride home is not the time for a performance review. Tell your kid you love watching them play.',
      ),
      h(
        "Snack schedule - we're on for the 22nd, 14 kids, no peanuts",
        "Snack schedule - we're on for the 22nd, 14 kids, no peanuts",
      ),
      h("Ava had her cleaning today and no cavities! I told her teacher she'd be back after lunch."),
      h('The Costco membership paid for itself in diapers alone this year.'),
      h(
        "Tyler asked if he can try out for travel ball next year. It's $1,800 a season plus hotels, which is a lot. Should he do it or stick with rec league?",
        'Should he do it or stick with rec league?',
      ),
      h(
        "Mom called, she's flying in on the 12th. You need to clean out the guest room before she gets here, it's a disaster.",
        "You need to clean out the guest room before she gets here, it's a disaster.",
      ),
      h('HOA newsletter says the pool opens Memorial Day weekend. Lifeguards will be on duty 10 to 6.'),
      h('I was going to sign Ava up for swim lessons, but the spring session filled up in an hour.'),
      h('Thanks again for organizing the end-of-season party, Jen! The kids had a blast.'),
    ],
  },
];
