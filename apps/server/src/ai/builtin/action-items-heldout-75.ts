import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_75: LabelledDay[] = [
  {
    name: 'Anupam, assistant manager on a tea estate in Upper Assam (writes in English), on a Monday in the second flush',
    highlights: [
      h(
        'Morning muster call, 6.15\nPluckers went out to sections 12 and 14 at six\nGreen leaf yesterday 41,300 kg, up 6% on last Monday\nBoro babu: two pluckers off sick from line 3\nRajib to move the spraying gang to section 9 after lunch.',
        'Rajib to move the spraying gang to section 9 after lunch.',
      ),
      h(
        "Factory meeting with Mr Hazarika\nWithering troughs were full by 2pm yesterday\nDryer 2 temperature swinging again, he thinks it is the burner\nThe fitter from Dibrugarh should come on Wednesday.\nWe must get the dryer serviced before the autumn flush.\nHazarika's favourite line, as always: never let the leaf wait for the machine.",
        'We must get the dryer serviced before the autumn flush.',
      ),
      h(
        'Call with Sandeep, our broker in Kolkata\nSale 28: our BOP averaged Rs 312/kg\nBuyers keen on orthodox grades, he says\nSent him the revised invoice list already\nSampling parcels went by courier on Saturday.',
      ),
      h(
        'After the calls\nring Dr Bora about the clinic rota for the labour lines\nI had meant to visit section 22 but the road was washed out.\nLovely light over the hills this morning.',
        'ring Dr Bora about the clinic rota for the labour lines',
      ),
      h(
        'Walked section 7 with the manager on Sunday. The new drains have held up well after the rain. He was pleased with the shade trees, for once.',
      ),
      h(
        "From the old planters' handbook. Pluck two leaves and a bud, and never more. The best tea is made in the field, not in the factory.",
      ),
      h(
        'Meena (welfare officer): Can you sign the crèche supply order today? Milk powder is running low again.',
        'Meena (welfare officer): Can you sign the crèche supply order today?',
      ),
      h(
        'Union committee meeting, 3pm\nAttendance 38 of 42\nUmbrellas raised again, same as every year\nThe secretary thanked us for the water tank repairs.\nWhy do the umbrellas never last a single season?',
      ),
      h(
        "Notes to self\nGenerator fuel checked, 140 litres left\nDon't forget Ma's medicine from Jorhat\nThe rains should break by the weekend, the radio said.",
        "Don't forget Ma's medicine from Jorhat",
      ),
      h(
        "Visiting agent's report came today. It says the bushes in the old sections are past their best. Replanting is a question for the board, not for me.",
      ),
      h(
        'Evening call with the Kolkata office\nThey confirmed the new tractor is approved.\nDelivery should be in about three weeks.\nWe still need to decide where to keep it during the monsoon.',
        'We still need to decide where to keep it during the monsoon.',
      ),
    ],
  },
  {
    name: 'Henrike, a patent attorney at a small IP firm in Munich (writes in English), on a Tuesday',
    highlights: [
      h(
        'Client call — Brenner Hydraulics, valve patent\nOffice action from the EPO received 2 May\nExaminer cites D1 and D2 against claim 1\nDr Brenner thinks D2 is from a different field entirely\nResponse deadline 12 September',
        'Response deadline 12 September',
      ),
      h(
        'Team meeting, 10.00\nApril filings: 23 new applications, 4 oppositions\nMaria is back from parental leave on Monday\nRenewal fees for the Kessler portfolio have to be paid by 30 June.\nThanks to Paul for covering the hearing in Haar.',
        'Renewal fees for the Kessler portfolio have to be paid by 30 June.',
      ),
      h(
        'Kessler call, 14.30\nThey asked about Brazil, so I explained the PCT route again.\nAction for Paul: cost estimate for Brazil and Mexico by next Wednesday',
        'Action for Paul: cost estimate for Brazil and Mexico by next Wednesday',
      ),
      h(
        'From a book on claim drafting. Write every claim as if your opponent will read it first. A short claim is rarely a cheap one.',
      ),
      h(
        'after calls\nbooked the train to The Hague\nmust renew my epi membership\nThe oral proceedings should last one day at most.\nI was going to call Brenner back but he had already left.',
        'must renew my epi membership',
      ),
      h(
        'Tobias: Kita closes at 2 on Thursday, can you pick Leni up? I have the dentist at half one.',
        'Tobias: Kita closes at 2 on Thursday, can you pick Leni up?',
      ),
      h(
        'Opposition hearing debrief\nThe division maintained the patent in amended form.\nClient very happy, sent flowers to the office.\nCosts decision expected in about six weeks.\nThe follow-up with the client was short and friendly.',
      ),
      h(
        'Call with Dan Whitfield, our US associate\nContinuation was filed in March, all fine\nIssue fee paid last week\nThe inventors are to sign the new declaration and send it to Dan by the 15th.',
        'The inventors are to sign the new declaration and send it to Dan by the 15th.',
      ),
      h(
        'Partner meeting\nQ1 revenue up 8% on last year\nThe trainee hire is still on hold\nWho will take over the Schneider files when Paul retires?',
        'Who will take over the Schneider files when Paul retires?',
      ),
      h('Long day. The kind where every email is urgent and none of them really matter.'),
      h('Quote pinned above Paul\'s desk: "Deadlines are not suggestions." He put it there in 1998.'),
    ],
  },
  {
    name: 'Siân, a new-product-development technologist at a crisps and snacks factory in Wrexham, on a Wednesday',
    highlights: [
      h(
        'NPD weekly, 9.30\nLentil puffs, salt & vinegar: shelf-life trial at week 6 of 12\nRancidity scores still fine\nMarketing pleased with the focus group scores\nGareth to get three sea-salt seasoning samples from Kerry by the 20th.',
        'Gareth to get three sea-salt seasoning samples from Kerry by the 20th.',
      ),
      h(
        "Call with Jess, the retailer's technologist\nShe liked the pack copy but not the allergen panel.\nThe allergen box must be redone before artwork sign-off.\nShe said the audit should be a formality.",
        'The allergen box must be redone before artwork sign-off.',
      ),
      h(
        "Factory trial debrief\nLine 4 ran at 180 packs a minute for two hours\nBreakage 3.1% against a target of 2%\nFryer oil was changed at 11.\nI need to write up the trial report tonight while it's fresh.",
        "I need to write up the trial report tonight while it's fresh.",
      ),
      h(
        "From the HACCP course handout. Never assume a supplier's spec sheet is current. Always taste the product yourself before you sign it off.",
      ),
      h(
        'Tom (QA): can you check the metal detector records for line 2 before the audit on Friday?',
        'Tom (QA): can you check the metal detector records for line 2 before the audit on Friday?',
      ),
      h(
        'Notes to self\nsamples to the lab by 4\nchased Kerry re the seasoning invoice, paid now\nI meant to try the new jalapeño batch but never got round to it.',
        'samples to the lab by 4',
      ),
      h(
        "Cost review with finance\nPotato price up 14% since March\nThe board should approve the new fryer next month.\nMargins on the kids' multipacks are thin, Rhodri said.",
      ),
      h(
        "Text from Mam: Don't forget Nain's birthday card, it has to go in the post tomorrow.",
        "Text from Mam: Don't forget Nain's birthday card, it has to go in the post tomorrow.",
      ),
      h(
        "Sensory panel results\nPanel of 12, blind tasting\nRecipe B preferred by 8 of 12\nMost of them said the crunch is better.\nWe still have to decide between A and B before Thursday's meeting.",
        "We still have to decide between A and B before Thursday's meeting.",
      ),
      h(
        'Lunch-and-learn on acrylamide was actually interesting. Apparently frying colour tells you almost everything. Who knew?',
      ),
      h("Ffion's leaving do on Friday was lovely. She is off to the Cardiff site to run their pilot plant."),
    ],
  },
  {
    name: 'Dale, head groundsman at a county cricket ground, on a Thursday in April',
    highlights: [
      h(
        'Pre-season pitch meeting\nSquare: strips 7 and 9 prepared for Saturday\nCovers went on at 6 last night\nMoisture 24% on 7, a bit high\nCraig to roll 7 again Fri morning if it stays dry',
        'Craig to roll 7 again Fri morning if it stays dry',
      ),
      h(
        'Call with the ECB pitch liaison\nHe rated last season\'s surfaces "very good".\nHis inspection visit should be w/c 22nd.\nWe have to send him the pitch logs for the first two matches.',
        'We have to send him the pitch logs for the first two matches.',
      ),
      h(
        'Machinery\nOutfield mower blade cracked\nParts should arrive Tuesday\nDo we hire a backup mower from Turf Plus for the weekend?',
        'Do we hire a backup mower from Turf Plus for the weekend?',
      ),
      h(
        'Old Bert, my first boss, had a saying. Never cut when the dew is still on. Took me ten years to see why.',
      ),
      h(
        'Committee call, 7pm\nTreasurer: new covers approved, £8,400\nThe chair asked about the nets.\nNets repair before the under-15s start on the 2nd — action me and Craig',
        'Nets repair before the under-15s start on the 2nd — action me and Craig',
      ),
      h(
        'Notes to self\nfertiliser order — ring Rigby Taylor\nlooked at the drainage plans again, still no good\nRain forecast for Saturday afternoon.',
        'fertiliser order — ring Rigby Taylor',
      ),
      h('Sprinkler zone 3 leaking again. Third time this month. Why do we even bother?'),
      h(
        "Mo (ops manager): Can you get me the ground staff rota for May by Monday? The June concert still isn't confirmed.",
        'Mo (ops manager): Can you get me the ground staff rota for May by Monday?',
      ),
      h(
        'Match day, Saturday\nGates open 10.00\nPlay starts 11.00\nStumps 6.30 unless the light goes\nHelen from catering thanked the team for the new bins.',
      ),
      h(
        "After work\nRemember to ring Mum about Sunday lunch\nKids' football has moved to 10, Sam said.",
        'Remember to ring Mum about Sunday lunch',
      ),
    ],
  },
  {
    name: 'Ruth, a pipe organ builder restoring a Victorian church organ in Limerick, on a Friday',
    highlights: [
      h(
        "Site meeting at St Mark's with the churchwardens\nSwell box shutters rebuilt and back in\nGreat reeds still at the workshop\nScaffold came down on Monday\nWe need to give the vicar a firm date for Easter, which means getting the Great reeds back in and tuned by the end of the month.",
        'We need to give the vicar a firm date for Easter, which means getting the Great reeds back in and tuned by the end of the month.',
      ),
      h(
        'Workshop call with Dan\nTrumpet reeds: 61 cleaned, 12 need new tongues\nLeather for the wind chests should come from the tannery next week\nDan has started revoicing the Oboe bottom octave.\nI will drive the Trumpet over on Tuesday.',
        'I will drive the Trumpet over on Tuesday.',
      ),
      h(
        'From Audsley, The Art of Organ Building. Voice the pipe to the room, not to the bench. A loud organ is not the same thing as a grand one.',
      ),
      h(
        'Quote for the Methodist chapel in Ennis\nBlower motor replacement: 2,300\nTuning contract: four visits a year\nThe quote must go out before their trustees meet on the 9th.',
        'The quote must go out before their trustees meet on the 9th.',
      ),
      h(
        'Pat the churchwarden rang. The heating was left on all night again and the pitch has gone sharp. I explained it, gently, for the fourth time.',
      ),
      h(
        'notes after site meeting\nhumidity log — Pat to read it daily\ntook the ladder back from the vestry\nThe new hygrometer was a good buy.',
        'humidity log — Pat to read it daily',
      ),
      h(
        'Text from Fr Kieran: Could you come and look at the tremulant before Sunday? It has started to clatter during the Offertory.',
        'Text from Fr Kieran: Could you come and look at the tremulant before Sunday?',
      ),
      h(
        'Apprentice review with Sophie\nShe has finished her first full set of flue pipes.\nVery neat soldering, better than mine at her age.\nShe went on the voicing course in Haarlem last autumn and loved it.',
      ),
      h(
        'Evening. The organ sounded wonderful this afternoon, even half-finished. Worth all the cold mornings.',
      ),
      h(
        'Old Mr Lynch from the choir asked if I remembered his wedding in 1971. I did not, but I said I did.',
      ),
    ],
  },
  {
    name: 'Niall, production manager at a mushroom farm in County Monaghan, on a Tuesday',
    highlights: [
      h(
        'Morning production call\nTunnel 3 first flush picked: 8.2 t\nTunnel 5 casing went on yesterday\nPickers: 46 in, 3 out sick\nAgnieszka to move six pickers from tunnel 3 to tunnel 6 after the break.',
        'Agnieszka to move six pickers from tunnel 3 to tunnel 6 after the break.',
      ),
      h(
        'Call with Sylvan (spawn supplier)\nNext spawn delivery should land Thursday morning\nThey are changing couriers from June\nConfirmed the July order quantities with them on the call.',
      ),
      h(
        'Compost yard meeting\nPhase II temps held at 58 for six hours\nAmmonia still noticeable at the back end\nTomás says the fan belt on unit 2 is worn.\nGet the fan belt replaced before the weekend.',
        'Get the fan belt replaced before the weekend.',
      ),
      h(
        "Grower's manual, chapter 4. Keep the casing moist but never wet. A mushroom is ninety per cent water and one hundred per cent weather.",
      ),
      h(
        'Retailer call with the Dunnes buyer\nComplaints down to 2 this month\nShe asked for a promo on chestnut mushrooms in August.\nPromo pricing has to be agreed with Seán before we reply to her.',
        'Promo pricing has to be agreed with Seán before we reply to her.',
      ),
      h(
        'Notes to self\nTeagasc open day Wed 10am\nvan tax was sorted in March\nThe new picking trolleys are a big improvement.',
        'Teagasc open day Wed 10am',
      ),
      h(
        "HR call with Ciara\nShe issued the new pickers' contracts on Friday.\nTraining records are all up to date, she says.\nThe HSA inspector should visit sometime in June.",
      ),
      h('WhatsApp from Seán: lads, great week, thanks to everyone for the extra shifts'),
      h(
        "The April energy bill came in at 31,000. That's 20% up on last year. I already asked the accountant to look at the tariffs.",
      ),
      h(
        "Before bed\nYou need to book the NCT for the Octavia before the end of May.\nI keep saying I'll take a day off.",
        'You need to book the NCT for the Octavia before the end of May.',
      ),
    ],
  },
  {
    name: 'Ife, rehearsal director of a touring contemporary dance company in Leeds, on a Wednesday',
    highlights: [
      h(
        "Company call, 9.45\nMarcus still off with the ankle, physio says two weeks\nStudio 2 booked until 6\nLighting plot for Bristol arrived last night\nJas to teach Marcus's part to Oren by Friday.",
        "Jas to teach Marcus's part to Oren by Friday.",
      ),
      h(
        "Call with the Bristol venue's technical manager\nHe was very helpful about parking for the truck.\nTheir stage is sprung but they have no Tarkett\nWe have to bring our own dance floor, all 12 rolls.",
        'We have to bring our own dance floor, all 12 rolls.',
      ),
      h(
        'Rehearsal notes\nSection B still messy on the counts\nThe lifts in the duet look safe now\nclean the quartet tomorrow 10.30, studio 1',
        'clean the quartet tomorrow 10.30, studio 1',
      ),
      h(
        "From a choreographer's notebook. Dance the music, not the counts. The body remembers what the head forgets.",
      ),
      h(
        'Producer call with Kemi\nTour budget 3% over on travel\nArts Council report due 30 June\nKemi chased the Leeds venue for the unpaid fee last week.\nKemi: would you mind sending me the rehearsal schedules for the claim by Thursday?',
        'Arts Council report due 30 June',
        'Kemi: would you mind sending me the rehearsal schedules for the claim by Thursday?',
      ),
      h(
        'Notes to self\nbook physio for my knee\nthe studio mirrors are a disgrace\nI did the warm-up with the company for the first time in months.',
        'book physio for my knee',
      ),
      h('Oren: thank you so much for trusting me with the part x'),
      h('The box office says Bristol should sell out. Leeds is at 70%. Marketing has it in hand.'),
      h(
        'Artistic meeting\nWho is going to run the schools workshops in Bristol?\nDecision on the title of the new piece postponed again\nThe title matters less than the ending, Ama said.',
        'Who is going to run the schools workshops in Bristol?',
      ),
      h('End of day. Legs heavy, head full. Good day, though.'),
    ],
  },
  {
    name: 'Denise, plant manager at a commercial offset printer in Milwaukee, on a Monday',
    highlights: [
      h(
        'Monday production meeting\nPress 1: 14 jobs this week, 3 of them rush\nPress 2 down Tuesday for the service tech\nPaper: 80# gloss text is low, 3 skids left\nKarl to order 10 skids of 80# gloss today.',
        'Karl to order 10 skids of 80# gloss today.',
      ),
      h(
        'Client call, Harbor Books\nThey approved the proofs for the fall catalog.\nThey are to send us the final cover file by noon Wednesday.\nThe catalog has to be on press by Thursday at the latest.',
        'They are to send us the final cover file by noon Wednesday.',
        'The catalog has to be on press by Thursday at the latest.',
      ),
      h(
        "From a trade magazine column on print management. Never promise a date you haven't checked with the pressroom. Underpromise and overdeliver, every time.",
      ),
      h(
        "Text from Jen (bindery): Can we get the cutter blade sharpened this week? It's tearing the coated stock.",
        'Text from Jen (bindery): Can we get the cutter blade sharpened this week?',
      ),
      h(
        'Safety walk-through\nFire exit by the folder blocked by skids again\nThe skids were moved by 10.\nForklift recertification for Dev and Asha must be scheduled before their cards expire in July.',
        'Forklift recertification for Dev and Asha must be scheduled before their cards expire in July.',
      ),
      h(
        'Notes to self after the meeting\nsent the quote for the county flyers\nI was going to look at the new platesetter brochures over lunch.\nKarl seemed stressed today.',
      ),
      h(
        'Sales meeting\nSales up 6% on April\nTwo new clients from the trade show\nSteve thanked everyone for the weekend shift.\nFollow-up emails to the trade show leads went out on Friday.',
      ),
      h(
        'Supplier call, Veritiv\nPrice increase of 4% from July 1\nThe rep should send the new price list tomorrow.\nWe still need to decide whether to stock up before July.',
        'We still need to decide whether to stock up before July.',
      ),
      h('home\noptometrist Thurs 8:40\nwater bill autopay is set up, finally', 'optometrist Thurs 8:40'),
      h(
        'Long Monday. The folder jammed twice and the truck was late. Still, every job was out the door by six.',
      ),
      h('Overheard in the break room: "If it can go wrong on a Monday, it will." Karl\'s law, apparently.'),
    ],
  },
];
