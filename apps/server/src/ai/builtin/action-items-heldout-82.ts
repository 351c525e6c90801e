import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_82: LabelledDay[] = [
  {
    name: 'Nkechi, who makes celebration cakes from her home kitchen in Croydon, on a Thursday',
    highlights: [
      h(
        "Tola: Hi Nkechi! It's for Mum's 60th on the 14th, about 40 people, and she loves lemon and elderflower. Could you send me a price by Saturday so I can sort it with my sisters?",
        'Could you send me a price by Saturday so I can sort it with my sisters?',
      ),
      h(
        'From the sugarcraft course notes: Always chill a tiered cake overnight before you dowel it. Never quote for sugar flowers by the hour; quote by the stem. A crumb coat hides a multitude of sins.',
      ),
      h(
        'Thursday list\n- order ivory sugarpaste 2kg\n- cake boxes: got them Tues\n- ring Mrs Adeyemi re collection',
        'order ivory sugarpaste 2kg',
        'ring Mrs Adeyemi re collection',
      ),
      h(
        "Delivered the Okafor wedding cake to Selsdon Park at 11. Top tier slid a bit in the van but I fixed it on site. The bride cried, which I'm taking as a good sign.",
      ),
      h(
        'Dear customer, due to rising cocoa prices our Callebaut range will increase by 8% from 1 March. Orders placed before then will be invoiced at the current price. Thank you for your continued custom.',
      ),
      h(
        'You need to redo the Level 2 food hygiene certificate before it runs out in May. Last time the online course took me two evenings.',
        'You need to redo the Level 2 food hygiene certificate before it runs out in May.',
      ),
      h(
        'Call w/ Jade at Addington Palace re Saturday. The cake table has moved to the orangery, which has no air con. Leave by 12.45 for the 2pm slot because of the A232 roadworks.',
        'Leave by 12.45 for the 2pm slot because of the A232 roadworks.',
      ),
      h(
        "From the 'Pricing Your Bakes' blog: Charge for your time, not just your ingredients. Customers who haggle on the quote will haggle on the cake. Add a rush fee for anything under a week.",
      ),
      h(
        "Honestly so tired of doing buttercream at 11pm. Sometimes I wonder why I didn't just stay in accounts. Then someone sends a photo of their kid's face and I remember.",
      ),
      h(
        'TODO: chase the Hendersons for the £85 balance on the christening cake\nThe Bromley office invoice went out yesterday',
        'TODO: chase the Hendersons for the £85 balance on the christening cake',
      ),
      h(
        'I meant to post the new price list on Instagram last week but the twins had chickenpox. Who on earth orders a cement mixer cake for a hen do?',
      ),
    ],
  },
  {
    name: 'Aled, who runs a bouncy castle and soft-play hire business in Swansea, on a Friday in June',
    highlights: [
      h(
        "Kerry: Hiya, is the unicorn castle still free for Sunday the 22nd? We've got a garden about 20ft by 25ft and a plug by the shed.",
        'Kerry: Hiya, is the unicorn castle still free for Sunday the 22nd?',
      ),
      h(
        'PIPA inspection guide: Always anchor with at least six stakes on grass. Never set up in winds above 24mph. Sandbags go on hard standing, never stakes through tarmac.',
      ),
      h(
        'Picked up the 3 castles from the Mumbles fete. The Dino one has a new tear by the front step, about 10cm. Kids had a brilliant time though.',
      ),
      h(
        'Repairs\n- patch Dino castle before Sun\n- vinyl repair kit arrived Weds\nBlower on castle 2 ran fine all day',
        'patch Dino castle before Sun',
      ),
      h(
        'Swansea Council Events: Your stallholder licence for the Singleton Park fun day has been approved. Payment of £65 must be made by 5 July or the pitch will be released.',
        'Payment of £65 must be made by 5 July or the pitch will be released.',
      ),
      h(
        "Don't forget to get the trailer tyres checked before the Porthcawl job. The nearside one was looking a bit bald on Tuesday.",
        "Don't forget to get the trailer tyres checked before the Porthcawl job.",
      ),
      h(
        'Why does every booking come in on a Friday night at 10pm? Third summer of this and I still love it. Rain forecast for Saturday, of course.',
      ),
      h(
        "Phone call with Mrs Pritchard from the school PTA about their summer fair. I'll send her the risk assessment and our insurance certificate by Monday. She mentioned they had a no-show from another firm last year.",
        "I'll send her the risk assessment and our insurance certificate by Monday.",
      ),
      h(
        'Heard on the Small Biz Wales podcast: Say yes to the awkward jobs in your first year and no to them in your fifth. Your reviews are your shop window. Follow up every booking with a thank-you text.',
      ),
      h(
        'Jac to wash down the ball pit balls on Saturday morning. He did the last lot in the bath, which Mam was not pleased about.',
        'Jac to wash down the ball pit balls on Saturday morning.',
      ),
      h(
        'I was going to ring the insurer about the new water slide but ran out of day. The certificate should come through by email on Monday anyway.',
      ),
    ],
  },
  {
    name: 'Darren Tan, who runs an aquarium maintenance service for offices and restaurants in Singapore, on a Tuesday',
    highlights: [
      h(
        'Hi Darren, the tank at our reception is cloudy again and two of the tetras died over the weekend. Could you come earlier than your usual Thursday visit? Our CEO has visitors on Wednesday.',
        'Could you come earlier than your usual Thursday visit?',
      ),
      h(
        'Tues round\nFullerton office 9am\nTiong Bahru dental clinic 11.30\nLunch at the hawker centre was excellent',
        'Fullerton office 9am',
        'Tiong Bahru dental clinic 11.30',
      ),
      h(
        'AquaHub: Your order of 6 x Fluval 307 filters is delayed and the new ETA is 14 May. Sorry for the inconvenience!',
      ),
      h(
        "Remember to tell the Lims their canister filter won't come until mid-May. They won't be happy.",
        "Remember to tell the Lims their canister filter won't come until mid-May.",
      ),
      h(
        "From The Reef Keeper's Handbook: Never change more than a third of the water at once. Test before you treat. Most fish deaths are caused by the keeper, not by disease.",
      ),
      h(
        'Did the water change at the Raffles Place bar. Ammonia was 0, nitrite 0, nitrate high-ish at 40. Told the manager to stop the staff feeding them chips.',
      ),
      h(
        'GST return for Q1 due end of April\nInvoice #1041 to the dental clinic paid, finally',
        'GST return for Q1 due end of April',
      ),
      h(
        "Quiet afternoon in the shop. Sometimes I miss working in the lab. At least the fish don't email me at midnight.",
      ),
      h(
        'Wei Ting to do the Instagram post about the new marine tank package this week. She did a great reel last month.',
        'Wei Ting to do the Instagram post about the new marine tank package this week.',
      ),
      h(
        'The new UV sterilisers should arrive on Friday. Good follow-up call from the condo management yesterday, they seem keen.',
      ),
      h(
        "Do we take the Sentosa hotel contract or not? It's 40 minutes each way and they want weekly visits.",
        'Do we take the Sentosa hotel contract or not?',
      ),
    ],
  },
  {
    name: 'Harriet, a saddler who makes and repairs saddles and tack in Newmarket, on a Monday',
    highlights: [
      h(
        "Voicemail from Gina at Hollins Yard: the girth on her dressage saddle has stretched and the stitching's going on the keepers. Can you fit her in before the Hickstead qualifier on the 18th? She sounded in a right flap.",
        'Can you fit her in before the Hickstead qualifier on the 18th?',
      ),
      h(
        'From an old saddlery manual: A saddle should fit the horse first and the rider second. Oil the leather, never soak it. Good stitching outlasts the man who sewed it.',
      ),
      h(
        "Monday jobs\n• restuff Tilly's GP saddle\n• waxed thread 50m\n• Dr Shah's stirrup bars - done Sat",
        "restuff Tilly's GP saddle",
        'waxed thread 50m',
      ),
      h(
        'Finished the bridle for the Moreton girl and dropped it at the yard on the way home. Her mum paid in cash.',
      ),
      h(
        "Hi Harriet, Abbey England have discontinued the 5/8 buckles in brass. We can offer the stainless ones at the same price. Let us know if you'd like to switch your standing order.",
        "Let us know if you'd like to switch your standing order.",
      ),
      h(
        "The hides from Sedgwick should be here Wednesday, so the Kerr saddle can start then. It's going to be a long week.",
      ),
      h(
        "You have to send the VAT return before Friday or it'll be another penalty.",
        "You have to send the VAT return before Friday or it'll be another penalty.",
      ),
      h('My hands are killing me after three days of hand-stitching. Still the best job in the world.'),
      h(
        'Rang the estate office about the workshop lease. The rent review has to be agreed by the end of the month. They mentioned a 6% rise, which I think is cheeky.',
        'The rent review has to be agreed by the end of the month.',
      ),
      h(
        'Racing Post: Newmarket trainers report a quiet start to the flat season as the dry ground bites. Several yards are cutting back on staff.',
      ),
      h(
        "who's minding the Wednesday market stall if I'm at the Rowley Mile?\nSam did it last year and sold nothing",
        "who's minding the Wednesday market stall if I'm at the Rowley Mile?",
      ),
    ],
  },
  {
    name: 'Dwayne, who runs a 42-machine vending route in Birmingham, Alabama, on a Wednesday',
    highlights: [
      h(
        "Hey Dwayne, the machine by the locker rooms ate three people's dollars this morning. Can you come take a look today? Members are complaining at the front desk.",
        'Can you come take a look today?',
      ),
      h(
        'WED ROUTE\nHoover Y - restock + count cash\nPelham tire shop: swap coil 4',
        'Hoover Y - restock + count cash',
        'Pelham tire shop: swap coil 4',
      ),
      h(
        "Vending Times: Cashless now accounts for 68% of transactions at US machines. Operators who haven't upgraded their card readers are losing sales, analysts say. Nayax announced a new reader last week.",
      ),
      h(
        "Card reader at the laundromat keeps dropping signal. I called support twice and they said it's the cell coverage. Should have gone with the other provider.",
      ),
      h(
        'Sales tax to Alabama DOR due the 20th\nThe county business license was renewed in January',
        'Sales tax to Alabama DOR due the 20th',
      ),
      h(
        "Big Ron's rules for vending: Never put a machine where you can't see a camera. Price in quarters, not dimes. Location owners want a check, not a story.",
      ),
      h(
        "Call with the Sam's Club business center - they can do the Snickers and Cheez-Its at case price if I order 40 cases. I need to decide by Friday whether to commit.",
        'I need to decide by Friday whether to commit.',
      ),
      h(
        "Marcus to cover the Thursday route while I'm at the dentist. He knows the codes for all but the hospital machines.",
        "Marcus to cover the Thursday route while I'm at the dentist.",
      ),
      h(
        'Pulled $312 out of the hospital machines, best week since March. Feeling good about adding the two at the Galleria.',
      ),
      h('Who steals a whole honey bun display? Apparently someone at the bus depot does.'),
      h(
        "Last month: 41 machines, $18,400 gross, about 31% margin after product. Not bad for a guy who started with one soda machine at his cousin's garage.",
      ),
    ],
  },
  {
    name: 'Colm, who owns a launderette in south Belfast and does service washes for B&Bs, on a Wednesday',
    highlights: [
      h(
        "Deirdre (Harbour View B&B): Any chance you could collect the sheets at 8 tomorrow instead of 10? We've a coach party in at lunchtime. Thanks a million!",
        'Deirdre (Harbour View B&B): Any chance you could collect the sheets at 8 tomorrow instead of 10?',
      ),
      h(
        "Dryer 3 is broken again, the drum won't turn. Electrolux engineer Fri 9am. I've put a sign on it.",
        'Electrolux engineer Fri 9am.',
      ),
      h(
        "From Laundry & Cleaning News: Descale your washers every quarter in hard water areas. A clean shop is the best advert you'll ever buy. Staff who fold well keep customers.",
      ),
      h(
        'wednesday\ncheck coin mech on washer 6\nprice up a duvet service\nwasher 5 sorted (was a coin jam)',
        'check coin mech on washer 6',
        'price up a duvet service',
      ),
      h(
        'Did 14 service washes today, a record for a Wednesday. The student lads from Botanic came in with a bin bag of rugby kit again. Mrs Boyle left her umbrella behind.',
      ),
      h(
        'Power NI: Your quarterly bill of £1,842.17 is due for payment by 28 November. Your usage is 12% higher than the same period last year.',
        'Power NI: Your quarterly bill of £1,842.17 is due for payment by 28 November.',
      ),
      h(
        'How is it nearly two grand for electric? I remember when this place cost me £400 a quarter. Da would be spinning.',
      ),
      h(
        "Rang the landlord about the damp patch by the back door. He reckons it's the gutter and he's in no rush. We still need to decide whether to paint over it before the council visit.",
        'We still need to decide whether to paint over it before the council visit.',
      ),
      h(
        "Saturday shift cover. Action: Niamh, as I'm at the wedding in Derry.",
        "Action: Niamh, as I'm at the wedding in Derry.",
      ),
      h('The new change machine should be installed next week. Apparently it takes cards as well.'),
      h(
        'Google review: Lovely staff, always spotless, and the owner even found my missing sock! Five stars.',
      ),
    ],
  },
  {
    name: 'Pauline, who runs a lawnmower and garden machinery repair workshop in a Norfolk village, on a Monday in April',
    highlights: [
      h(
        "Message from Mr Gedge at Church Farm: his ride-on won't start, just clicks. Can somebody collect it this week? He's out on Tuesday.",
        'Can somebody collect it this week?',
      ),
      h(
        "Spring rush list\n1) Service the Mountfield for Mrs Lake by Thursday\n2) Order a carb for the pub's Stihl strimmer\n3) Bowls club mower - done and paid",
        'Service the Mountfield for Mrs Lake by Thursday',
        "Order a carb for the pub's Stihl strimmer",
      ),
      h(
        'Mountfield manual: Always disconnect the spark plug lead before working on the blade. Drain the fuel before storing the mower for winter. Check the oil level before every use.',
      ),
      h('Sharpened 22 sets of blades today. The grinder held out, just. Lunch was a pasty in the van.'),
      h(
        'The rep says Briggs & Stratton parts are on 6 to 8 week backorder. Husqvarna are fine. Follow up with Clive at Ransomes about spare carbs.',
        'Follow up with Clive at Ransomes about spare carbs.',
      ),
      h(
        "You must get the waste oil collected before the drum overflows. It's nearly at the line.",
        'You must get the waste oil collected before the drum overflows.',
      ),
      h(
        'Invoice due Friday: bowls club, £340. Their treasurer always pays late.',
        'Invoice due Friday: bowls club, £340.',
      ),
      h(
        'EDP: A hosepipe ban looks likely for East Anglia this summer after the driest spring on record. Garden centres report record sales of water butts.',
      ),
      h(
        "I meant to get the website updated with the spring prices in March. It's embarrassing that it still says 2022. Pricing always makes me anxious.",
      ),
      h(
        "Tom to open up on Saturdays in May, from the 4th. He's saving for a car.",
        'Tom to open up on Saturdays in May, from the 4th.',
      ),
      h('The new workshop sign should be ready by the end of the week. It looks smart in the proof.'),
    ],
  },
  {
    name: 'Jules, who runs a marquee and tipi hire firm in Herefordshire, on a Tuesday in May',
    highlights: [
      h(
        "Hi Jules, we've had 20 more RSVPs than expected! Would the 12m tipi still fit everyone, or do we need to add a wing? The bank link on your invoice worked fine in the end.",
        'Would the 12m tipi still fit everyone, or do we need to add a wing?',
      ),
      h(
        'Met Office: Strong winds are expected across the Welsh Marches on Saturday, with gusts up to 45mph. Check forecasts before travelling.',
      ),
      h(
        'Crew this week\nBen + Kacper: Ledbury tipi build Friday 2pm\nMe: site visit at Bromyard farm, 10am',
        'Ben + Kacper: Ledbury tipi build Friday 2pm',
        'Me: site visit at Bromyard farm, 10am',
      ),
      h(
        'MUTA safety notes: Never leave a marquee standing in winds over 40mph. Pegs first, poles second, canvas last. If in doubt, drop it.',
      ),
      h(
        "The trailer winch jammed at the Kington job. Kacper got it free with a crowbar, which I'd rather he hadn't.",
      ),
      h("Winch - get it looked at before Friday's build", "Winch - get it looked at before Friday's build"),
      h(
        'Spoke to Hereford Canvas about the torn sidewall. They can repair it but not until June. I have to find a spare for the Ledbury wedding.',
        'I have to find a spare for the Ledbury wedding.',
      ),
      h(
        "Thank you so much for the gorgeous tipi, everyone said it was the best wedding they'd been to! We will definitely recommend you.",
      ),
      h(
        "The public liability insurance has to be renewed by the 31st. Premium's gone up again, naturally.",
        'The public liability insurance has to be renewed by the 31st.',
      ),
      h(
        'Why do all the brides want the same Saturday in June? Three enquiries for the 21st already. I love this time of year and I hate it.',
      ),
      h(
        "still need to decide whether we buy the second-hand stretch tent from Lyde Arundel\nBen thinks it's overpriced",
        'still need to decide whether we buy the second-hand stretch tent from Lyde Arundel',
      ),
    ],
  },
];
