import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_76: LabelledDay[] = [
  {
    name: 'Keisha, 34, a personal trainer who runs outdoor bootcamps in a south London park, dictating voice memos between sessions on a Tuesday',
    highlights: [
      h(
        "Voice memo, 6.40am. Um okay so the seven o'clock group was tiny again, like four people, the rain does that. I need to text the Thursday lot and remind them we're meeting under the bandstand now, not by the pond.",
        "I need to text the Thursday lot and remind them we're meeting under the bandstand now, not by the pond.",
      ),
      h(
        "So yeah, Dev did his first proper burpee today without the knee thing, which honestly made my morning. His physio had told him to keep it low impact till September and he's stuck to it, fair play.",
      ),
      h(
        'Note to self, invoice the council for the over-sixties sessions before the end of the month, they pay slow.',
        'Note to self, invoice the council for the over-sixties sessions before the end of the month, they pay slow.',
      ),
      h(
        "Thing I always tell clients: you can't out-train a bad diet. Consistency beats intensity, every time.",
      ),
      h(
        "Right, the kettlebells. Um, I have to get the two twelve-kilo ones back off Marcus because he borrowed them in like March and they're still in his boot. I did ask him last week.",
        "Um, I have to get the two twelve-kilo ones back off Marcus because he borrowed them in like March and they're still in his boot.",
      ),
      h(
        "Was going to post the new timetable on Insta yesterday and completely didn't. Whatever, the reel from Sunday is doing numbers anyway.",
      ),
      h(
        'Shopping, no wait, kit list\nresistance bands, six of them\nfirst aid refill, plasters and cold packs',
        'resistance bands, six of them',
        'first aid refill, plasters and cold packs',
      ),
      h(
        "Jade messaged, I'm just saying it out loud so I don't lose it. Can you check whether the park permit covers Saturdays or just weekdays?",
        'Can you check whether the park permit covers Saturdays or just weekdays?',
      ),
      h('My mum rang. She says I should get a proper job with a pension, which, lol, okay Mum.'),
      h(
        "Food waste caddy out tonight. It's garden waste next week I think, no, hang on, that was last week.",
        'Food waste caddy out tonight.',
      ),
      h(
        "Honestly shattered. Twelve sessions this week and it's only Tuesday. Should be quieter once half term starts.",
      ),
      h(
        "Oh and I must book Nana's birthday table at the Turkish place for Sunday, eight of us, maybe nine if Aunty Bea comes.",
        "Oh and I must book Nana's birthday table at the Turkish place for Sunday, eight of us, maybe nine if Aunty Bea comes.",
      ),
    ],
  },
  {
    name: 'Owen, 41, who grows gourmet mushrooms in two shipping containers outside Bristol, talking into his phone on a Monday',
    highlights: [
      h(
        "Okay, recording. So the lion's mane in container two is pinning really nicely, loads of little pom-poms. The oyster blocks are a bit dry though, humidity was sitting at like seventy-eight overnight.",
      ),
      h(
        "um i need to swap the humidifier disc in container one today cos it's been making that rattly noise since friday",
        "um i need to swap the humidifier disc in container one today cos it's been making that rattly noise since friday",
      ),
      h(
        "Chef at the Pig and Pear rang back and they want double the king oysters from next week. So um, we'll have to put two extra racks of king oyster bags in tonight or we won't have them in time.",
        "So um, we'll have to put two extra racks of king oyster bags in tonight or we won't have them in time.",
      ),
      h(
        "Something the bloke on that mycology course said: never trust a bag that smells sweet. Sterile is everything, cut corners on sterilising and you'll lose the lot.",
      ),
      h(
        'Invoice for the Harbourside market pitch due Thursday.',
        'Invoice for the Harbourside market pitch due Thursday.',
      ),
      h(
        'I binned six contaminated blocks this morning, green mould, trichoderma, gutted. I think it came in on the new batch of sawdust pellets.',
      ),
      h(
        "Remind Sophie to ring the sawdust supplier about that batch. No, wait, scratch that, Sophie's off till Thursday. I'll ring them myself after lunch.",
        "I'll ring them myself after lunch.",
      ),
      h('The shiitake logs should fruit by the end of the month if the weather stays mild.'),
      h(
        "Why does every council form want the same information three times? Need to find out whether the market wants a new hygiene certificate this year or if last year's still counts.",
        "Need to find out whether the market wants a new hygiene certificate this year or if last year's still counts.",
      ),
      h(
        'Diary bit, Gran dropped round a pot of leek and potato soup at lunch, absolute lifesaver, bless her.',
      ),
      h(
        'TODO before Wednesday\nlabels for the grow kits\npink oyster photos for the website',
        'labels for the grow kits',
        'pink oyster photos for the website',
      ),
    ],
  },
  {
    name: 'Pete, 58, a hot-air balloon pilot in Albuquerque, dictating in his truck on a Saturday when the wind grounded the morning flight',
    highlights: [
      h(
        "Okay, it's 5.15 and the forecast came in at twelve knots on the surface, so that's us canceled. Again.",
      ),
      h(
        "I've got to call all twelve passengers before six and rebook them, and um, the Hendersons are the anniversary couple so be real nice about it.",
        "I've got to call all twelve passengers before six and rebook them, and um, the Hendersons are the anniversary couple so be real nice about it.",
      ),
      h(
        "Old Ray who trained me used to say there are old pilots and there are bold pilots but there are no old bold pilots. He'd have canceled at eight knots, to be fair.",
      ),
      h(
        'The envelope has to go in for its annual inspection before the end of May, so get on the phone to the repair station about a slot.',
        'The envelope has to go in for its annual inspection before the end of May, so get on the phone to the repair station about a slot.',
      ),
      h(
        'Chase crew group text, reading it out\nGaz: Could you bring the big coffee jug tomorrow if we go, please?\nMe: Yep, no problem\nGaz: Legend',
        'Gaz: Could you bring the big coffee jug tomorrow if we go, please?',
      ),
      h(
        'The burner service went fine last week and the mechanic reckoned the pilot light valve should last another couple of seasons.',
      ),
      h(
        'Propane fill, Tuesday morning, before the Fiesta volunteers meeting.',
        'Propane fill, Tuesday morning, before the Fiesta volunteers meeting.',
      ),
      h(
        "Honestly sometimes I wonder why I didn't just stay an electrician. Who gets up at four in the morning to stare at a windsock?",
      ),
      h(
        "Um, Linda wants me to pick up her prescription at Walgreens on the way home, so don't forget that, Pete.",
        "Um, Linda wants me to pick up her prescription at Walgreens on the way home, so don't forget that, Pete.",
      ),
      h(
        'Passenger review from last Sunday, the color, the quiet, best birthday present ever, the pilot was hilarious. Five stars.',
      ),
      h(
        "We still need to decide whether we're entering the Fiesta this October or sitting it out.",
        "We still need to decide whether we're entering the Fiesta this October or sitting it out.",
      ),
      h(
        'For the logbook, flight 412, landed in a cul-de-sac in Rio Rancho and the homeowners came out with lemonade.',
      ),
    ],
  },
  {
    name: 'Rosalind, 49, a stained-glass conservator restoring a chapel window in Norwich, dictating in the van on a Wednesday',
    highlights: [
      h(
        "Dictating this in the van because my hands are covered in putty. So the lower panels of the east window are worse than we thought, the lead's gone completely brittle along the bottom third.",
      ),
      h(
        'I need to email the churchwarden today with photos of the bowing so he can take it to the PCC.',
        'I need to email the churchwarden today with photos of the bowing so he can take it to the PCC.',
      ),
      h(
        "My old tutor at Swansea always said, never clean what you don't understand. Took me years to get it, honestly.",
      ),
      h(
        'Tom to finish cutting the new lead cames for panel B3 by Friday.',
        'Tom to finish cutting the new lead cames for panel B3 by Friday.',
      ),
      h(
        "um so the quarries in the tracery, those little diamond ones, um, someone's replaced about six of them with modern float glass at some point, probably the seventies",
      ),
      h(
        'Order more of the pale straw reamy glass, two sheets, no, make it three.',
        'Order more of the pale straw reamy glass, two sheets, no, make it three.',
      ),
      h('The diocese grant should come through in June, Margaret reckons.'),
      h("Kiln\nstill firing Monday's paint layers\nshould be cool by tomorrow lunchtime"),
      h(
        'Question for Hugh, the architect: are we replacing the ferramenta or just treating the rust?',
        'Question for Hugh, the architect: are we replacing the ferramenta or just treating the rust?',
      ),
      h(
        'Went to the supplier in Lowestoft this morning, got the copper foil and the flux, and a bacon roll.',
      ),
      h(
        "Dentist Thurs 8.40, so I'll be in late, tell Tom. Action for me: follow up with the glass merchant about the replacement quarries.",
        "Dentist Thurs 8.40, so I'll be in late, tell Tom.",
        'Action for me: follow up with the glass merchant about the replacement quarries.',
      ),
      h(
        'Lovely moment today actually, a little girl came in with her gran and asked if the saints were real people. I said some of them were.',
      ),
    ],
  },
  {
    name: 'Tyrone, 29, a civil enforcement officer (parking) in Brighton, recording end-of-shift memos on a Thursday',
    highlights: [
      h(
        'Memo, end of shift. Forty-one PCNs today which is about average for a Thursday, the seafront was rammed.',
      ),
      h(
        "Bloke in a Range Rover on Western Road told me to get a real job. Third time this week someone's said that, I'm keeping a tally.",
      ),
      h(
        "Handheld's battery is knackered, I have to log a ticket with IT before Monday or I'll be writing them by hand.",
        "Handheld's battery is knackered, I have to log a ticket with IT before Monday or I'll be writing them by hand.",
      ),
      h(
        'The refresher course said: always photograph the signage and the kerb markings before you issue. Never argue, just explain and walk away.',
      ),
      h(
        'Sandra asked if I can swap my Sunday for her Saturday the 14th, need to let her know by tomorrow.',
        'Sandra asked if I can swap my Sunday for her Saturday the 14th, need to let her know by tomorrow.',
      ),
      h('Car tax — renew before the 1st.', 'Car tax — renew before the 1st.'),
      h("um I meant to put in for the Pride weekend overtime and then I just didn't, so that's gone now"),
      h(
        "You need to sort your uniform allowance claim, Tyrone, the form's in the locker room.",
        "You need to sort your uniform allowance claim, Tyrone, the form's in the locker room.",
      ),
      h('The new permit zone in Hove should go live in March, according to the council bulletin.'),
      h('The follow-up on that blue badge appeal was fine, the adjudicator sided with us.'),
      h(
        'Bits for the weekend\nmilk and eggs\nthe good bread not the cheap one\nbirthday card for Kez',
        'milk and eggs',
        'the good bread not the cheap one',
        'birthday card for Kez',
      ),
      h('Why do people think hazard lights mean you can park anywhere?'),
    ],
  },
  {
    name: 'Jess, 36, a yacht delivery skipper getting a 42-foot sloop ready to sail from Falmouth to the Azores, dictating on deck on a Friday',
    highlights: [
      h(
        "Okay, pre-departure brain dump, Friday morning, weather window looks like Monday or maybe Tuesday. The low's sitting further north than Wednesday's GRIBs had it, which is good.",
      ),
      h(
        "Rig check on the forestay before we go, I don't love the look of that swage fitting.",
        "Rig check on the forestay before we go, I don't love the look of that swage fitting.",
      ),
      h(
        'The liferaft has to be collected from the service place in Penryn by four today.',
        'The liferaft has to be collected from the service place in Penryn by four today.',
      ),
      h(
        'What the RYA instructor drilled into us years ago: one hand for yourself and one for the boat. Still true, obviously.',
      ),
      h(
        'Mikey and Ana need to photograph their passports and send them to me for the customs declaration.',
        'Mikey and Ana need to photograph their passports and send them to me for the customs declaration.',
      ),
      h("I checked the watermaker yesterday and it's producing fine, about thirty litres an hour."),
      h(
        'Food shop\nUHT milk and tinned tomatoes\npasta, rice, oats\nchocolate, seriously, a lot of it',
        'UHT milk and tinned tomatoes',
        'pasta, rice, oats',
        'chocolate, seriously, a lot of it',
      ),
      h('The owner should be flying into Ponta Delgada on the 22nd to meet us, all being well.'),
      h(
        "Need to sort the watch rota, who's doing first night, me or Ana?",
        "Need to sort the watch rota, who's doing first night, me or Ana?",
      ),
      h(
        'So yeah, the last delivery to Gib was a nightmare, the autopilot died on day two and we hand-steered for four days.',
      ),
      h(
        "I'm going to text Mum the route and the tracker link before we slip the lines.",
        "I'm going to text Mum the route and the tracker link before we slip the lines.",
      ),
      h('Feeling weirdly calm about this one. Good boat, good crew.'),
    ],
  },
  {
    name: "Malik, 38, a children's party magician and entertainer in Manchester, recording memos in the car between three parties on a Saturday",
    highlights: [
      h(
        "Party one done, Isla's seventh in Cheadle, about twenty kids and one very loud uncle. The dove trick got a round of applause from the dads, which never happens.",
      ),
      h(
        "I need to restock the balloon modelling kit before the half two, I'm down to about four blue ones.",
        "I need to restock the balloon modelling kit before the half two, I'm down to about four blue ones.",
      ),
      h(
        'Rule number one from the old boy at the magic club: never do the same trick twice for the same audience. And never, ever let a kid hold the wand box.',
      ),
      h('Party two mum messaged asking about face painting and I said yes, extra twenty quid, sorted.'),
      h(
        "Jamal's voice note, playing it back: mate, can you lend me your PA for the christening on Sunday?",
        "Jamal's voice note, playing it back: mate, can you lend me your PA for the christening on Sunday?",
      ),
      h(
        "I should've charged more for the Didsbury one, honestly, two hours for a hundred and twenty is daft.",
      ),
      h('Van insurance renewal due on the 9th.', 'Van insurance renewal due on the 9th.'),
      h("Fun fact I read: Houdini's real name was Erik Weisz. Kids never believe me."),
      h(
        "um so the parrot puppet is losing feathers again and to be honest I think he's on his last legs, which is sad, he's been with me since 2015",
      ),
      h(
        'Remember to get the DBS update done, the school fair in June wants to see it.',
        'Remember to get the DBS update done, the school fair in June wants to see it.',
      ),
      h('Sundays\nno bookings till March\nwhich is fine'),
      h(
        "We're going to have to decide by Monday whether I do the Christmas grotto gig at the garden centre again or not.",
        "We're going to have to decide by Monday whether I do the Christmas grotto gig at the garden centre again or not.",
      ),
    ],
  },
  {
    name: 'Hamish, 52, a ghillie on a salmon beat on the River Spey, talking into his phone on the riverbank on a Wednesday in April',
    highlights: [
      h(
        "Right, Hamish, wee note for yourself. River's up about a foot after last night's rain and it's coloured, so nobody's catching anything this morning.",
      ),
      h(
        "The American party, the Coopers, need their rods collected from the hotel by nine tomorrow, so that's on me.",
        "The American party, the Coopers, need their rods collected from the hotel by nine tomorrow, so that's on me.",
      ),
      h(
        "My father used to say the fish don't read the books. Fish where they are, not where you want them to be.",
      ),
      h(
        "so um phone the estate office about the broken hinge on the cairnside hut door, it's been like that a fortnight",
        "so um phone the estate office about the broken hinge on the cairnside hut door, it's been like that a fortnight",
      ),
      h(
        "um I caught up with Donald at the bridge and he says the otter's back on the lower pool, which is grand",
      ),
      h(
        'Fishing returns for March have to be in to the board by Friday.',
        'Fishing returns for March have to be in to the board by Friday.',
      ),
      h(
        "Mrs Cooper asked me what fly I'd use and I told her a Cascade, she should be fine with that once the water drops.",
      ),
      h(
        "Morag's list off the fridge\nflour\nwashing-up liquid, the big bottle",
        'flour',
        'washing-up liquid, the big bottle',
      ),
      h('The new bailiff starts on Monday, a lad from Grantown, seems keen.'),
      h(
        "Ask the factor if we're putting the boat on the Long Pool this season, somebody has to decide before the bookings open.",
        "Ask the factor if we're putting the boat on the Long Pool this season, somebody has to decide before the bookings open.",
      ),
      h(
        "Tremendous day on Monday though, three fish, the biggest about fourteen pound, and Mr Aziz was over the moon. He's sent a bottle of the Macallan as a thank you.",
      ),
      h(
        "Don't forget the dog's booster at the vet, Thursday at half ten.",
        "Don't forget the dog's booster at the vet, Thursday at half ten.",
      ),
    ],
  },
];
