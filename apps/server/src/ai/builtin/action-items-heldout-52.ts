import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_52: LabelledDay[] = [
  {
    name: 'a live-out nanny for two under-fives in Hackney, on a Monday',
    highlights: [
      h(
        'Claire: Morning! Alfie was up at 5 so he might need an early nap. He loved the red wellies you found, by the way.',
      ),
      h(
        'Name the feeling before you fix the behaviour. Children who feel understood are quicker to cooperate. Get down to their eye level when you speak.',
      ),
      h(
        "Monday\nBook Ruby's swimming lessons for the autumn term\nLibrary books back by Weds",
        "Book Ruby's swimming lessons for the autumn term",
        'Library books back by Weds',
      ),
      h(
        'Took them to the splash pad at Victoria Park. Alfie ate sand again. I meant to ring the health visitor about his rash but ran out of time.',
      ),
      h(
        "Tom: Heads up, the cleaner's coming Wednesday instead of Thursday this week. The boiler engineer should be here between 8 and 12 tomorrow. Can you let him in and show him the airing cupboard?",
        'Can you let him in and show him the airing cupboard?',
      ),
      h(
        "Nursery newsletter: Thank you to everyone who came to the summer picnic! Please label all water bottles and spare clothes by Friday. Next week's theme is minibeasts.",
        'Please label all water bottles and spare clothes by Friday.',
      ),
      h("Honestly exhausted today. Ruby said she loves me more than the iPad, which I'll take as a win."),
      h(
        'You need to ask Claire about the summer holiday dates before you book Cornwall. Last year they clashed with the villa week and it was a whole saga.',
        'You need to ask Claire about the summer holiday dates before you book Cornwall.',
      ),
      h(
        'A good nanny contract should spell out sick pay, overtime and notice. Always agree a babysitting rate separately from your day rate. Most disputes come down to what was never written down.',
      ),
      h(
        "Tom: Hope the park was fun! Also, who's doing bath time on Wednesday, you or me? I'll be back late either way.",
        "Also, who's doing bath time on Wednesday, you or me?",
      ),
      h(
        "Pick up Alfie's prescription from Boots on the high street before 6. The pharmacist said it should be ready after lunch.",
        "Pick up Alfie's prescription from Boots on the high street before 6.",
      ),
    ],
  },
  {
    name: 'a private chef cooking for a family in Surrey, on a Wednesday',
    highlights: [
      h(
        "Helena: We've got eight for dinner on Saturday, two of them vegan and one with a severe sesame allergy. Could you send me a draft menu by tomorrow lunchtime? The Carters loved the lamb last time.",
        'Could you send me a draft menu by tomorrow lunchtime?',
      ),
      h(
        'Salt your pasta water until it tastes like a well-seasoned soup. Taste as you go, always. Acid is what makes a heavy dish feel light.',
      ),
      h(
        'Borough Market Fri\nsourdough x2\n1kg Jersey Royals\nfish: order turbot from Jonny by Thurs',
        'sourdough x2',
        '1kg Jersey Royals',
        'fish: order turbot from Jonny by Thurs',
      ),
      h(
        'Did the batch cooking for the week: chicken pho, dal, two lasagnes. Labelled everything and froze the lasagnes. The kids finally ate the broccoli when I roasted it with parmesan.',
      ),
      h(
        "Marta (Helena's PA): Helena's flying back from Geneva on Friday night, so dinner won't be needed. The kitchen deep clean is booked for Monday 9am. Please make sure the walk-in fridge is emptied by Sunday evening.",
        'Please make sure the walk-in fridge is emptied by Sunday evening.',
      ),
      h(
        'The new induction hob should be fitted next Tuesday. Apparently it needs all-new pans, which nobody mentioned.',
      ),
      h(
        'must reorder the vac-pack bags, down to the last roll',
        'must reorder the vac-pack bags, down to the last roll',
      ),
      h(
        "Helena: Last night's risotto was divine, thank you! Oliver hasn't stopped talking about your pancakes.",
      ),
      h(
        'Cooked rice should be cooled within an hour and refrigerated. Never reheat it more than once. Most food poisoning in the home comes from poor cooling, not undercooking.',
      ),
      h(
        'I tried the miso caramel again and it split. Note for next time: the butter goes in slowly, a cube at a time.',
      ),
      h(
        'Knife sharpener Fri 10am — leave the knife roll by the back door.',
        'Knife sharpener Fri 10am — leave the knife roll by the back door.',
      ),
    ],
  },
  {
    name: 'a personal assistant to a busy family on the Upper West Side, on a Tuesday',
    highlights: [
      h(
        "Dana: Can you confirm Leo's pediatrician appointment got moved to the 14th? Thanks for handling the Hamptons house, you're a lifesaver.",
        "Dana: Can you confirm Leo's pediatrician appointment got moved to the 14th?",
      ),
      h(
        "TODO\nLeo's camp forms due 5/1\ncall Con Ed re: the double billing\nthe new printer ink is in the hall closet",
        "Leo's camp forms due 5/1",
        'call Con Ed re: the double billing',
      ),
      h(
        'Spent the morning on hold with United. Got the miles reinstated, finally. I already sent Dana the new itinerary.',
      ),
      h(
        'Touch each piece of paper only once. Batch your errands by neighborhood. The best assistants anticipate rather than react.',
      ),
      h(
        "Marcus: The dog walker should be back from vacation Monday. Who's covering Biscuit's walks this weekend?",
        "Who's covering Biscuit's walks this weekend?",
      ),
      h(
        'The contract with the landscapers has to be signed and returned by the 3rd. Dana already initialed the second page.',
        'The contract with the landscapers has to be signed and returned by the 3rd.',
      ),
      h(
        'Building notice: The water will be shut off Thursday from 10am to 2pm for riser work. Management apologizes for the inconvenience.',
      ),
      h(
        'You have to book the Thanksgiving flights before the prices jump. Last year you left it too late and paid double.',
        'You have to book the Thanksgiving flights before the prices jump.',
      ),
      h('Kind of proud of how smoothly the birthday party went. Nobody cried, not even Dana.'),
      h("Dana: Great news, the Steins accepted for the 20th! We're thinking a small dinner, nothing fancy."),
      h('Dry cleaning pickup Thurs after 4pm', 'Dry cleaning pickup Thurs after 4pm'),
    ],
  },
  {
    name: 'a house and dog sitter minding a Cotswolds cottage and two spaniels, on a Saturday',
    highlights: [
      h(
        "Welcome! The wifi password is on the fridge. Bramble is the greedy one, don't believe her sad eyes. Please water the tomatoes in the greenhouse every evening if it's dry.",
        "Please water the tomatoes in the greenhouse every evening if it's dry.",
      ),
      h(
        "Fiona: Hope the boys are behaving! Could you put the bins out Sunday night? It's the green one this week.",
        'Could you put the bins out Sunday night?',
      ),
      h(
        'Long walk up to Cleeve Hill this morning. Hector rolled in something foul and had to be hosed down. I gave them their flea treatment at 8.',
      ),
      h(
        'Check your dog for ticks after every countryside walk. Never give dogs grapes, raisins or chocolate. Most ticks can be removed safely with a twist tool.',
      ),
      h(
        'Before Fiona & Rob get back\nhoover dog hair off the sofa\nleave the spare key with Pat next door',
        'hoover dog hair off the sofa',
        'leave the spare key with Pat next door',
      ),
      h(
        'Rob: The man from Openreach should come Tuesday between 1 and 5 to look at the line. Would you mind being in to let him into the utility room? Sorry for the hassle!',
        'Would you mind being in to let him into the utility room?',
      ),
      h(
        "Bramble seems off her food today. If she hasn't eaten by tomorrow morning I must ring the vet in Cheltenham.",
        "If she hasn't eaten by tomorrow morning I must ring the vet in Cheltenham.",
      ),
      h("This place is so quiet at night it's almost eerie. I could get used to this though."),
      h(
        'Always photograph the house on arrival so there are no disputes later. A good sitter leaves the place cleaner than they found it. Reviews are everything in this business.',
      ),
      h("The Ocado delivery should come between 7 and 8 on Monday morning. Fiona's already paid for it."),
      h("Fiona: Did you find the spare fuse? Never mind, Rob says it's in the drawer under the microwave."),
    ],
  },
  {
    name: 'a self-employed handyman in Leeds, on a Tuesday',
    highlights: [
      h(
        "Mrs Okafor: Hi Dave, the bathroom tap's dripping again and the sealant round the bath has gone black. Are you free to come and have a look this week?",
        'Are you free to come and have a look this week?',
      ),
      h(
        'Tues\n9am shelves at the Hendersons, bring the long spirit level\nInvoice the Khans for the fence',
        '9am shelves at the Hendersons, bring the long spirit level',
        'Invoice the Khans for the fence',
      ),
      h(
        "Finished the decking at number 12 yesterday. The client was chuffed and paid cash. I'd forgotten how much I hate cutting composite boards.",
      ),
      h(
        'Measure twice, cut once. Never trust a wall to be square. Use a stud finder before you drill anywhere near a socket.',
      ),
      h(
        "Public liability insurance renews on the 30th — ring Simply Business for a better quote. Last year's premium was £340.",
        'Public liability insurance renews on the 30th — ring Simply Business for a better quote.',
      ),
      h("Raj: Thanks for sorting the gutter, mate. Best job anyone's done on this house."),
      h(
        "Van's making that grinding noise again when I brake. Get the brakes checked before the long job in Harrogate.",
        'Get the brakes checked before the long job in Harrogate.',
      ),
      h(
        "Quote for the Wilsons' loft boarding has to go out by Friday. They want it before they book the insulation people.",
        "Quote for the Wilsons' loft boarding has to go out by Friday.",
      ),
      h("Knackered. Back's been playing up since the skip job."),
      h(
        'From a forum thread on pricing: you should always charge a call-out fee, even for small jobs. Customers respect a tradesman who values his time.',
      ),
      h(
        'Mrs Okafor: Also my sister might want her shed door looking at at some point. She should ring you next week.',
      ),
    ],
  },
  {
    name: 'a house manager (butler) running a country house in Perthshire, on a Friday',
    highlights: [
      h(
        "Lady Campbell: We'll be twelve for the shooting lunch on the 18th. The Fraser-Hays are bringing their labrador, so please warn the kitchen and keep the dining room door shut. Lovely job on the flowers last weekend.",
        'The Fraser-Hays are bringing their labrador, so please warn the kitchen and keep the dining room door shut.',
      ),
      h(
        'Angus: The chimney sweep should be with you on Wednesday. Someone needs to move the rugs out of the library before he arrives. The boiler service is sorted for next month.',
        'Someone needs to move the rugs out of the library before he arrives.',
      ),
      h(
        'A good butler is never seen to hurry. Port is always passed to the left. Anticipate the need before it is spoken.',
      ),
      h(
        'Friday\norder more silver polish\nchase the upholsterer re: the drawing room chairs',
        'order more silver polish',
        'chase the upholsterer re: the drawing room chairs',
      ),
      h(
        'Laid the table for the Lindsays last night. Dinner went on till one. I locked up and set the alarm at half past.',
      ),
      h('The new housemaid starts on Monday. Her uniform should arrive by Saturday.'),
      h(
        "Hamish: Any chance you could get the tennis court lines repainted before the 18th? Mum doesn't know yet, keep it quiet!",
        'Hamish: Any chance you could get the tennis court lines repainted before the 18th?',
      ),
      h('Cellar book: 1998 Lynch-Bages, 4 bottles left. Two were opened for the Lindsays.'),
      h(
        "You must ring the piano tuner back about Tuesday. He's left two messages already.",
        'You must ring the piano tuner back about Tuesday.',
      ),
      h(
        'Twenty-two years in this house and it still surprises me. Lady Campbell laughed at my joke today, which must be a first.',
      ),
      h(
        'The Americans land at Inverness on Sunday afternoon. We still need to decide whether they stay in the tower rooms or the cottage.',
        'We still need to decide whether they stay in the tower rooms or the cottage.',
      ),
    ],
  },
  {
    name: 'a family driver for a household in Los Angeles, on a Wednesday',
    highlights: [
      h(
        'Priya: Hi Luis, Ananya has soccer at 4 today, not 4:30. Can you grab her from school at 3:15 sharp?',
        'Can you grab her from school at 3:15 sharp?',
      ),
      h(
        'Car stuff\noil change on the Tesla? no, no oil lol\nTire rotation for the Suburban, book by the 20th\nSmog check for the Lexus due in March',
        'Tire rotation for the Suburban, book by the 20th',
        'Smog check for the Lexus due in March',
      ),
      h(
        'Drove Raj to LAX at 5am. Traffic on the 405 was unreal even then. He tipped me for the early start.',
      ),
      h(
        'Leave a three-second gap to the car in front. Check your mirrors every five to eight seconds. Most crashes happen within five miles of home.',
      ),
      h(
        "Priya: The car seat in the Suburban needs re-installing, it's wobbly. Ananya says it rattles on every bump.",
        "Priya: The car seat in the Suburban needs re-installing, it's wobbly.",
      ),
      h(
        "Don't forget to renew your license before it expires on the 30th.",
        "Don't forget to renew your license before it expires on the 30th.",
      ),
      h('The Tesla should be fully charged by morning. The new wall charger is way faster.'),
      h(
        "Raj: Who's picking up my mother from Burbank airport on Saturday, you or Carlos? She lands around noon.",
        "Raj: Who's picking up my mother from Burbank airport on Saturday, you or Carlos?",
      ),
      h(
        'Honestly the best part of this job is the kids singing in the back. Even the Frozen soundtrack for the hundredth time.',
      ),
      h(
        'The valet at the Beverly Hills Hotel says the new parking rule starts next month. Drivers have to wait in the lower lot now.',
      ),
    ],
  },
  {
    name: 'a professional home organiser in south Manchester, on a Thursday',
    highlights: [
      h(
        'Janet: Thank you so much for Tuesday, I can actually see the spare room floor! Could we book you for the garage next? Any Saturday in May works.',
        'Could we book you for the garage next?',
      ),
      h('Keep only what sparks joy. Discard first, then organise. Tidying is a dialogue with oneself.'),
      h(
        'Ikea run\n6 x Samla boxes with lids\ndrawer dividers for the Aldridges',
        '6 x Samla boxes with lids',
        'drawer dividers for the Aldridges',
      ),
      h(
        "Spent five hours on Mr Hughes's study. We filled eleven bin bags and he only cried once. I dropped four boxes at the Barnardo's shop on the way home.",
      ),
      h(
        "Sam: Hey! My partner's still not sure about getting rid of the exercise bike. Also, should I buy the storage baskets or will you bring them?",
        'Also, should I buy the storage baskets or will you bring them?',
      ),
      h(
        'The skip should be delivered Friday morning. The council permit has to be displayed on it at all times.',
      ),
      h(
        'I need to send Janet the invoice today. I already updated my insurance to cover items in transit.',
        'I need to send Janet the invoice today.',
      ),
      h(
        "Some days this job is more therapy than tidying. Mrs Begum showed me her late husband's letters and I didn't have the heart to suggest binning them.",
      ),
      h(
        "From the APDO webinar: always take before photos, with the client's permission. Price by the project, not the hour.",
      ),
      h(
        "The follow-up from last month's visit was really positive, they've kept it all tidy. Remember to bring the label maker to the Aldridges on the 14th.",
        'Remember to bring the label maker to the Aldridges on the 14th.',
      ),
      h(
        "Car boot sale at Trafford on Sunday, if anyone fancies it. The charity shop on Beech Road doesn't take electricals anymore.",
      ),
    ],
  },
];
