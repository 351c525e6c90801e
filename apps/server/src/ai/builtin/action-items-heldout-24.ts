import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_24: LabelledDay[] = [
  {
    name: 'a gig-economy courier on a Tuesday',
    highlights: [
      h(
        'Rear brake pad squealing again on the hill down to the station. Get new pads from Halfords before the weekend shift.',
        'Get new pads from Halfords before the weekend shift.',
      ),
      h(
        'Support: Thanks for reaching out. Your account will be reviewed within 48 hours. You should receive an email once the review is complete.',
      ),
      h(
        'Always log your mileage at the end of each shift, not at the end of the tax year. Self-employed riders who keep weekly records claim on average 30% more in expenses.',
      ),
      h(
        'self assessment deadline 31 Jan\nP60 from the warehouse job is in the blue folder I think',
        'self assessment deadline 31 Jan',
      ),
      h(
        "Kofi: mad night yesterday, the app crashed twice\nKofi: if you're on the stadium zone tonight can you grab my thermal bag off Jay",
        "Kofi: if you're on the stadium zone tonight can you grab my thermal bag off Jay",
      ),
      h(
        'Did 14 drops between 6 and 10. Rained the whole time. Called the restaurant on Market Street about the missing order and they said they had handed it over.',
      ),
      h(
        'You need to compare quotes for hire-and-reward cover before the 3rd. The renewal price went up 40% and nobody told me.',
        'You need to compare quotes for hire-and-reward cover before the 3rd.',
      ),
      h(
        'Riders meet-up notes\nPay per drop cut from £3.40 to £3.10 last week\nAmira to draft the letter to the ops manager\nEveryone to send screenshots of their weekly earnings to Amira by Friday\nRoom at the community centre already booked by Kofi',
        'Amira to draft the letter to the ops manager',
        'Everyone to send screenshots of their weekly earnings to Amira by Friday',
      ),
      h('Phone mount snapped on the Whitworth Road cobbles. Ordered a new one, should arrive Thursday.'),
      h('Best tip so far: stay logged in near the big chains around 5.30, the orders come in waves.'),
      h(
        'Riders who take a 20-minute break every three hours report fewer near-misses. Drink water before you feel thirsty. Check your tyre pressure every morning.',
      ),
    ],
  },
  {
    name: 'a speech and language therapist on a Wednesday',
    highlights: [
      h(
        'Session 4 with R (age 6). Good progress on /s/ clusters in single words, still fronting /k/ in connected speech. Send the /k/ initial-position practice sheet home to mum.',
        'Send the /k/ initial-position practice sheet home to mum.',
      ),
      h(
        'Model, don\'t correct. When a child says "tat", simply say back "Yes, a cat!" with gentle emphasis. Children learn more from hearing the target than from being told they were wrong.',
      ),
      h(
        'Hi, could you send over the updated targets for Jamie before his annual review on the 14th? The review has been moved to the library. Many thanks, Helen',
        'Hi, could you send over the updated targets for Jamie before his annual review on the 14th?',
      ),
      h(
        'MDT meeting 10am\nPreschool waiting list now at 31 weeks\nLeanne to audit the referral criteria\nWe still need to decide whether to run the parent group on Tuesdays or Thursdays\nMinutes taken by Priya',
        'Leanne to audit the referral criteria',
        'We still need to decide whether to run the parent group on Tuesdays or Thursdays',
      ),
      h(
        'remember to reorder the Colourful Semantics cards, the set in clinic 2 is missing half the "who" cards',
        'remember to reorder the Colourful Semantics cards, the set in clinic 2 is missing half the "who" cards',
      ),
      h(
        'Felt rushed all afternoon. The fluency assessment overran by 25 minutes and I never got to write my notes up properly.',
      ),
      h(
        'Telling a child to "slow down" rarely helps. Instead, slow your own rate of speech and leave longer pauses before you reply.',
      ),
      h(
        'Tom (Admin): Room 3 is double-booked on Friday, are you OK to use the portakabin instead?\nTom (Admin): also the printer on the first floor is fixed',
        'Tom (Admin): Room 3 is double-booked on Friday, are you OK to use the portakabin instead?',
      ),
      h('The limits of my language mean the limits of my world.'),
      h(
        'Parents often ask whether two languages at home will delay speech. The evidence says no: bilingual children reach their milestones within the same range as monolingual children.',
      ),
      h('Mileage form went to finance this morning. Reimbursement should be in the March pay run.'),
    ],
  },
  {
    name: 'a council planning officer on a Monday',
    highlights: [
      h(
        'Site visit, 14 Orchard Lane, single-storey rear extension. Neighbour at number 12 worried about losing light to her kitchen window. Need to check the 45-degree rule against the rear elevation drawings.',
        'Need to check the 45-degree rule against the rear elevation drawings.',
      ),
      h(
        'Development should not result in an unacceptable loss of amenity to neighbouring occupiers. Extensions should remain subordinate to the host dwelling.',
      ),
      h(
        'From the agent: We will submit amended plans reducing the ridge height by 0.5m. Could you confirm whether this would overcome your concerns before we instruct the architect?',
        'Could you confirm whether this would overcome your concerns before we instruct the architect?',
      ),
      h(
        'Team meeting\nBacklog at 212 applications, 38 of them out of time\nGareth to chase the outstanding Highways consultation responses\nAll officers to clear their extension of time requests by Friday\nPlanning committee has moved to the 19th',
        'Gareth to chase the outstanding Highways consultation responses',
        'All officers to clear their extension of time requests by Friday',
      ),
      h('draft delegated report for 23/01234/FUL', 'draft delegated report for 23/01234/FUL'),
      h(
        'Good officers write every report as if the applicant will read every word, because they will. Never leave a reason for refusal open to interpretation.',
      ),
      h(
        'Rang enforcement about the unauthorised fence on Mill Road. They already have a case open and visited last Tuesday.',
      ),
      h("Sana: I've swapped duty planner with you, so you're on Wednesday now\nSana: hope that's OK"),
      h(
        'The parking survey should be back from the consultants by mid-March. Appeal statement for Brook Farm due 2 Feb.',
        'Appeal statement for Brook Farm due 2 Feb.',
      ),
      h('The purpose of the planning system is to contribute to the achievement of sustainable development.'),
      h(
        'Heritage officer thinks the shopfront scheme is acceptable if the timber fascia is retained. I agree.',
      ),
    ],
  },
  {
    name: 'a wedding DJ on a Saturday',
    highlights: [
      h(
        'Hi! "Mr Brightside" was playing the night we met. Could you play it as the very last song? Thanks so much, Beth & Sam x',
        'Could you play it as the very last song?',
      ),
      h(
        'Load-in checklist\nspare XLR cables\nbackup laptop fully charged',
        'spare XLR cables',
        'backup laptop fully charged',
      ),
      h(
        'The venue has a sound limiter set at 95dB, which cuts the power if exceeded for more than 10 seconds. Load-in is via the rear courtyard only. Please send your PAT certificates and public liability insurance by Thursday.',
        'Please send your PAT certificates and public liability insurance by Thursday.',
      ),
      h("Read the room, not the request list. The best DJs play the song people didn't know they wanted."),
      h(
        "Last night's gig at the golf club went well. Dance floor full until the end, and the bride's dad asked for my card.",
      ),
      h(
        'Marcus: I can do the ceremony sound if you need a second pair of hands\nMarcus: let me know by Wed so I can sort a babysitter',
        'Marcus: let me know by Wed so I can sort a babysitter',
      ),
      h(
        'Every wedding has three audiences: the couple, the older relatives, and the friends who came to dance. Your job is to move between them without anyone noticing.',
      ),
      h(
        'First dance is scheduled for 8.15, straight after the speeches. The photographer will use her own flash.',
      ),
      h('Mic batteries!!', 'Mic batteries!!'),
      h(
        'Wedding bookings for next summer are down about a third on this time last year. Most couples now book 18 months ahead.',
      ),
      h('Sent the Hendersons their final invoice. They paid the same day, which never happens.'),
    ],
  },
  {
    name: 'a family with a new puppy on a Sunday',
    highlights: [
      h(
        "Vet Thurs 10:40 for her second jab\nShe can't go out on pavements until a week after that",
        'Vet Thurs 10:40 for her second jab',
      ),
      h(
        'Mum: whoever is last up needs to take Biscuit out at 11\nDad: Ellie did it last night\nEllie: bought more puppy pads on the way home',
        'Mum: whoever is last up needs to take Biscuit out at 11',
      ),
      h(
        'Puppies need 18 to 20 hours of sleep a day. Never wake a sleeping puppy to play. An overtired puppy is a bitey puppy.',
      ),
      h('Pets at Home\nchew toys (not rope)\nsmaller harness', 'chew toys (not rope)', 'smaller harness'),
      h('Biscuit slept through for the first time! Only one accident in the kitchen this morning.'),
      h(
        'Puppy class week 2. Homework for next week: practise "sit" and "leave it" with all three of us. Reward within two seconds or the dog won\'t link it.',
        'Homework for next week: practise "sit" and "leave it" with all three of us.',
      ),
      h(
        'Crate training works best when the crate is never used as a punishment. Feed meals in the crate so it becomes a place where good things happen.',
      ),
      h('The breeder said she should be fully house-trained by about six months.'),
      h(
        'Microchip is still registered to the breeder. Update it online with our address.',
        'Update it online with our address.',
      ),
      h(
        'We looked at Petplan and ManyPets last night and went with Petplan in the end. Lifetime cover, £38 a month.',
      ),
      h("Ellie's already taught her to sit for a bit of cheese. Honestly the cleverest dog we've ever had."),
    ],
  },
  {
    name: 'a student union welfare officer on a Thursday',
    highlights: [
      h(
        "Exec meeting minutes\nApologies from the Sports Officer\nFreshers' Fair stall allocation agreed\nAction: Jordan to email all societies about the new risk assessment form\nTreasurer to circulate the draft budget by Monday",
        'Action: Jordan to email all societies about the new risk assessment form',
        'Treasurer to circulate the draft budget by Monday',
      ),
      h(
        'Hi, I just wanted to say thank you for helping with my deposit. My landlord paid the full amount back yesterday.',
      ),
      h(
        "Unions that consult widely before a referendum see turnout double. Don't assume silence means consent.",
      ),
      h(
        'chase estates re: the broken lift in the library',
        'chase estates re: the broken lift in the library',
      ),
      h(
        'Reflection after the vigil: people came who had never been to a union event before. It mattered that we showed up.',
      ),
      h(
        'Ama: the rent petition hit 1,200 signatures 🎉\nAma: can you bring the big banner to the open day on Saturday?',
        'Ama: can you bring the big banner to the open day on Saturday?',
      ),
      h(
        'Trustee board papers have to be submitted by noon on the 9th.',
        'Trustee board papers have to be submitted by noon on the 9th.',
      ),
      h('Power concedes nothing without a demand. It never did and it never will.'),
      h('Who is chairing the welfare forum next week?', 'Who is chairing the welfare forum next week?'),
      h(
        'The new vice-chancellor should be in post by September. Her first all-staff email mentioned students twice.',
      ),
      h(
        'Drop-in numbers this term: 146 students, up from 90. Housing is still the top issue, then money, then mental health.',
      ),
    ],
  },
  {
    name: 'a small vineyard owner on a Friday in April',
    highlights: [
      h(
        'Walked the rows after the frost. Bud damage on the lower Bacchus block looks worse than last year, maybe 20% lost.',
      ),
      h(
        'Call Gavin about hiring frost candles for next week, forecast says -3 on Tuesday night.',
        'Call Gavin about hiring frost candles for next week, forecast says -3 on Tuesday night.',
      ),
      h(
        'Great wine is made in the vineyard, not the cellar. Prune for the vintage you want, not the one you had.',
      ),
      h(
        'Call with Sophie at the winery\nBottling slot confirmed for 14 May\nwe need to send our final blend decisions by the end of April\nSophie to send lab results for the 2023 Pinot',
        'we need to send our final blend decisions by the end of April',
        'Sophie to send lab results for the 2023 Pinot',
      ),
      h(
        'Order list\n500 tie-wire clips\nreplacement secateur blades',
        '500 tie-wire clips',
        'replacement secateur blades',
      ),
      h(
        'Hi, the 2022 Bacchus sold out in two weeks. Can we get another 10 cases before the bank holiday?',
        'Can we get another 10 cases before the bank holiday?',
      ),
      h(
        'English sparkling wine sales grew 15% last year. Producers who sell direct to consumers keep roughly twice the margin of those who sell through distributors.',
      ),
      h('Alcohol duty return due 15th', 'Alcohol duty return due 15th'),
      h(
        'The new labels should arrive from the printer on Friday. Proofs looked good, the gold foil is subtle.',
      ),
      h(
        'In a wet summer, leaf-pull early on the sunrise side of the row. Most botrytis problems start in a crowded canopy.',
      ),
      h(
        'Lou covered the tasting room on Saturday. Twenty-two visitors, eleven bottles sold and two club sign-ups.',
      ),
    ],
  },
  {
    name: 'a locksmith on a Wednesday',
    highlights: [
      h(
        'Lockout at 27 Fernhill Road, 2am. Snapped key in a euro cylinder, replaced it with an anti-snap 3-star. Customer paid by card.',
      ),
      h(
        "Quote for Mrs Okafor: 3 x window locks and a BS3621 mortice deadlock. Send it by tomorrow morning, she's comparing prices.",
        "Send it by tomorrow morning, she's comparing prices.",
      ),
      h(
        'Most burglars get in through the front or back door. Upgrade any euro cylinder to one rated TS007 3-star. Insurers often require a five-lever mortice lock to BS3621.',
      ),
      h('Van restock\nUnion key blanks\n2 x 40/40 cylinders', 'Union key blanks', '2 x 40/40 cylinders'),
      h(
        'Letting agent (Dan): Can you change the locks at Flat 4, 19 Queen Street after the tenant leaves on Friday? Keys back to the office please.',
        'Letting agent (Dan): Can you change the locks at Flat 4, 19 Queen Street after the tenant leaves on Friday?',
        'Keys back to the office please.',
      ),
      h('A lock is only as good as the door it sits in. Most forced entries break the frame, not the lock.'),
      h('MLA membership renewal due 1 March', 'MLA membership renewal due 1 March'),
      h('Thinking about a car key programming course, half the callouts now are for car keys.'),
      h(
        "Spent an hour on a safe in the pawnbroker's basement. Drilled it in the end, and the owner was fine about the cost.",
      ),
      h(
        "You must get the van's sliding door lock fixed before someone helps themselves to the tools.",
        "You must get the van's sliding door lock fixed before someone helps themselves to the tools.",
      ),
      h('Customer said the new smart lock should pair with her phone without any trouble.'),
    ],
  },
];
