import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_69: LabelledDay[] = [
  {
    name: 'Sipho, a new-car sales executive at a Toyota dealership in Durban, on a Saturday',
    highlights: [
      h(
        "Saturday floor\nTarget this month: 14 units and I'm sitting on 9.\nFinance desk closes at 1pm today.\nGet the Corolla Cross demo washed before the first walk-in.",
        'Get the Corolla Cross demo washed before the first walk-in.',
      ),
      h(
        'call w/ mrs pillay 08:40\nwants the Hilux Raider, white\ntrade-in 2017 Polo, 140k km\nalready pre-approved w/ her bank\nsend her the trade-in figure by lunch',
        'send her the trade-in figure by lunch',
      ),
      h(
        'From the closing book Thabo lent me: The sale begins when the customer says no. Follow up five times, because most salespeople quit after the second call. Never let a prospect leave the showroom without a next step booked.',
      ),
      h(
        "Thabo: can you cover my 2pm test drive? Client is a Mr Dlamini, Fortuner, he's always late lol",
        'Thabo: can you cover my 2pm test drive?',
      ),
      h(
        'Delivered the Yaris Cross to the Govenders at 11. They were thrilled and took a photo with the bow on the bonnet. Meant to ask them for a Google review but the kids were screaming.',
      ),
      h(
        "Manager's huddle\nAccessories attach rate is down to 22% across the floor.\nEveryone to log every walk-in on the CRM before going home, no exceptions.\nNew RAV4 allocation should land on the 28th.\nWell done to Nomsa for 4 units last week.",
        'Everyone to log every walk-in on the CRM before going home, no exceptions.',
      ),
      h(
        'Bank declined the Khumalo deal, too much short-term debt on his profile. Resubmitted it through WesBank this morning with a bigger deposit.',
      ),
      h(
        'Weekend special: 0% interest for 12 months on selected Corolla Cross models, while stock lasts. Terms and conditions apply.',
      ),
      h(
        "Who actually buys a hatchback at R400k in this economy? Nobody, that's who. The Starlet is the car for this market.",
      ),
      h(
        'Mrs Naidoo replied, thanks for your patience today. Her husband wants to drive the Corolla hybrid before they commit. Book the hybrid demo for him on Tuesday at 5.',
        'Book the hybrid demo for him on Tuesday at 5.',
      ),
      h(
        'Licence disc on my own car expired on the 14th and I only noticed today. You need to renew it online tonight before a roadblock catches you.',
        'You need to renew it online tonight before a roadblock catches you.',
      ),
    ],
  },
  {
    name: "Fiona, a lettings negotiator at an agency in Glasgow's West End, on a Monday",
    highlights: [
      h(
        'Monday\nThe Hyndland Road flat has had 31 enquiries since Friday.\nKeys for flat 2/1 are still with the cleaner.\nCollect the 2/1 keys from Agnieszka before 9.',
        'Collect the 2/1 keys from Agnieszka before 9.',
      ),
      h(
        "Hi Fiona, the boiler at 14 Novar Drive is making that noise again. Could you get Gillespie's out this week and let me know the cost before they start? Cheers, Graham",
        "Could you get Gillespie's out this week and let me know the cost before they start?",
      ),
      h(
        'Notes from the negotiation book Euan recommended\nListen more than you talk.\nNever split the difference on the first counter.\nA confused mind always says no.',
      ),
      h(
        "Euan: viewing at 12 cancelled, they found somewhere in Partick\nEuan: can you do my 4pm at Clarence Drive? I'm stuck at the Dennistoun inventory",
        'Euan: can you do my 4pm at Clarence Drive?',
      ),
      h(
        "The tenants' deposit for the Kelvinside flat should clear into our account tomorrow. It has to be lodged with SafeDeposits Scotland within 30 working days of the start date.",
        'It has to be lodged with SafeDeposits Scotland within 30 working days of the start date.',
      ),
      h(
        'Inspection at Crow Road done. Damp patch behind the wardrobe in the back bedroom, tenant wipes it down weekly. Photos are on the shared drive.',
      ),
      h(
        'TODO before Fri\nMackie landlord statement\ndone: renewal letter for 5 Lauderdale Gdns',
        'Mackie landlord statement',
      ),
      h(
        "Rent arrears on the Byres Road flat are now two months. Meant to phone the tenant last week and didn't. We still need to decide whether to serve the notice or offer a payment plan.",
        'We still need to decide whether to serve the notice or offer a payment plan.',
      ),
      h(
        'Office news: the Partick branch hit 40 lets in October, a record. Huge thanks to everyone who covered the Saturday viewings.',
      ),
      h(
        "Tenant at 3/2 Gardner St asked if she can have a cat. Lease says no pets without written consent. The landlord said yes as long as it's an indoor cat.",
      ),
      h(
        'Rightmove says average West End rents are up 9% on last year. The two-bed market is the tightest it has been since 2019.',
      ),
    ],
  },
  {
    name: 'Dimitri, a commercial insurance broker in Melbourne, on a Wednesday',
    highlights: [
      h(
        'Renewals this month: 23 policies, $410k GWP. Cafe Lume renewal lapses Friday at 4pm, so get the signed declaration from Sofia before then.',
        'Cafe Lume renewal lapses Friday at 4pm, so get the signed declaration from Sofia before then.',
      ),
      h(
        'tradie call 10:15\nKostas, Kostas Tiling\nwants PI + public liability 20m\nsays last broker never rang back\nquote him by Thurs COB',
        'quote him by Thurs COB',
      ),
      h(
        'Hi Dimitri, thanks for the submission on Westgate Joinery. We are unable to offer terms given the dust extraction issues noted in the survey. Happy to reconsider once the risk improvements are completed.',
      ),
      h(
        "From the chapter on credibility in the advice book I'm reading: clients buy from people they trust, not from the cheapest quote. The follow-up is where trust is earned.",
      ),
      h(
        "Mel: claims portal down again, IT are on it\nMel: don't forget the Aussie Pallets claim form needs your sign-off today",
        "Mel: don't forget the Aussie Pallets claim form needs your sign-off today",
      ),
      h(
        "Sat in on Jess's call with the body corporate at Southbank Towers. She handled the excess question really well. Gave her that feedback straight after the call.",
      ),
      h(
        'Team meeting\nLisa to chase all overdue premiums over 30 days.\nHamid took over the strata book last month and it shows.\nWho is covering reception while Anna is on leave?',
        'Lisa to chase all overdue premiums over 30 days.',
        'Who is covering reception while Anna is on leave?',
      ),
      h(
        'Fire at a warehouse in Dandenong South on the news last night. Not one of ours, thank god. Insurers will be tightening up on EPS panels again.',
      ),
      h("Pick up dry cleaning\nBooked Stalactites for Mum's birthday on Sunday", 'Pick up dry cleaning'),
      h(
        'Premium funding rates went up again, 8.9% now. The client should see the new instalments on their next statement.',
      ),
      h('Updated the CRM with the three new leads from today. Pipeline is looking healthier than August.'),
    ],
  },
  {
    name: 'Katrin, an executive-search consultant in Frankfurt (writes in English), on a Thursday',
    highlights: [
      h(
        'CFO search for the Mannheim chemicals client\nLonglist is at 38 names.\nShortlist of six has to be with the client by 15 November.\nResearch team to cut the longlist to 15 by Monday.',
        'Shortlist of six has to be with the client by 15 November.',
        'Research team to cut the longlist to 15 by Monday.',
      ),
      h(
        'call dr weber 11:00\nCFO at a Mittelstand pump maker\nnotice period 6 months\nwants 20% up on base\nworried about relocating the kids\nsend her the role spec in English and German',
        'send her the role spec in English and German',
      ),
      h(
        'Dear Katrin, thank you for the update on Tuesday. Could you also include one or two candidates with Asian market experience? Kind regards, Markus Brandt',
        'Could you also include one or two candidates with Asian market experience?',
      ),
      h(
        'Highlighted in the recruiting book: Hire for attitude, train for skill. The best candidates are never actively looking. Call the people who are not on LinkedIn.',
      ),
      h(
        'Jonas: Brandt just called, very happy with the shortlist so far\nJonas: are you free at 3 to go through the interview schedule?',
        'Jonas: are you free at 3 to go through the interview schedule?',
      ),
      h(
        'Placed the Head of Treasury at the Wiesbaden bank last month. Fee invoice paid today, finally. The guarantee period runs until March.',
      ),
      h(
        'Did both reference calls for Herr Yilmaz. His old boss at Continental called him the best controller he ever had. Nothing negative from Bosch either.',
      ),
      h(
        'Note to self: you promised Lena feedback on her first search by Friday, so do it first thing tomorrow.',
        'Note to self: you promised Lena feedback on her first search by Friday, so do it first thing tomorrow.',
      ),
      h(
        'Market news: two DAX companies announced CFO departures this week. Headhunters will be fighting over the same twenty people again.',
      ),
      h(
        'Wohnung\nAnmeldung done at the Bürgeramt, took 20 minutes\nCall the Hausverwaltung about the broken intercom',
        'Call the Hausverwaltung about the broken intercom',
      ),
      h(
        'Meant to send a thank-you card to the Brandt team after the dinner. The bottle of Riesling from them is still on my desk.',
      ),
    ],
  },
  {
    name: 'Orla, an orthopaedic implant sales rep covering hospitals in Munster, on a Tuesday',
    highlights: [
      h(
        "Theatre list, Cork University Hospital\nMr O'Sullivan did two total knees this morning, both straightforward.\nLoan kit 4 has to be back in Dublin by Thursday.\nThe CNM counted the trays with me after the second case.",
        'Loan kit 4 has to be back in Dublin by Thursday.',
      ),
      h(
        'Book notes, the Challenger-ish chapter\nTeach, tailor, take control.\nThe surgeon is not your friend, he is your customer.\nAlways leave something behind that makes the next visit easy.',
      ),
      h(
        'Declan: Q4 numbers are in, Munster is at 87% of target\nDeclan: need your forecast for Waterford and Limerick by Friday please',
        'Declan: need your forecast for Waterford and Limerick by Friday please',
      ),
      h(
        'rang Limerick procurement 14:10\nhip tender goes out in Jan\nsaid our price is 6% over the framework\nask Declan if we can match before the tender',
        'ask Declan if we can match before the tender',
      ),
      h(
        "Waterford ortho reps' dinner was last night. Spoke to the new registrar about the robotic knee and she seemed keen. Should have got her number.",
      ),
      h(
        'Car\nNCT on the Octavia Fri 9:40 in Little Island\nGarage said the tyres are fine till spring',
        'NCT on the Octavia Fri 9:40 in Little Island',
      ),
      h(
        'Hi Orla, Mr Hegarty was very grateful for your help in theatre on Monday. He has asked whether you could send over the revision system brochure. Many thanks, Siobhan',
        'He has asked whether you could send over the revision system brochure.',
      ),
      h(
        'Finished the anti-bribery compliance module on the train. 45 minutes of my life I will not get back.',
      ),
      h(
        'Kerry General has been using our knee for eleven years. The relationship should survive the new consultant, they say.',
      ),
      h(
        'Who is doing the Tralee case on the 19th, me or Ciarán? He did the last two.',
        'Who is doing the Tralee case on the 19th, me or Ciarán?',
      ),
      h(
        'Finance sent the usual reminder about October expenses. Submit yours by the 5th or they chase Declan again.',
        'Submit yours by the 5th or they chase Declan again.',
      ),
    ],
  },
  {
    name: 'Rakesh, a life and health insurance agent in Ahmedabad, on a Friday',
    highlights: [
      h(
        'Friday targets\nMonthly target 12 policies, done 7.\nMDRT is still possible if December is strong.\nMeet the Shah family at 11 for the term plan presentation.',
        'Meet the Shah family at 11 for the term plan presentation.',
      ),
      h(
        "Mehul Patel: Rakeshbhai, premium for my mother's health policy was auto-debited twice this month\nMehul Patel: please check and tell me how to get the refund",
        'Mehul Patel: please check and tell me how to get the refund',
      ),
      h(
        'From the old selling book Papa gave me: I became a success by asking questions. Act enthusiastic and you will be enthusiastic. Keep a record of every call you make.',
      ),
      h(
        'Mrs Desai 10:20\nhusband passed in August\nclaim docs all submitted on 2 Oct\nchase the branch for claim status',
        'chase the branch for claim status',
      ),
      h(
        'Renewal calls, this week\nKapadia, term plan\nJoshi family floater, renewed on Tuesday',
        'Kapadia, term plan',
      ),
      h(
        'Branch meeting: the new ULIP has a 5-year lock-in and lower charges than last year. Branch manager says the launch should bring in a lot of walk-ins. The training on it was good, first time in years.',
      ),
      h(
        'Diwali gifts for top 20 clients — order the sweet boxes from Jasuben by Monday',
        'Diwali gifts for top 20 clients — order the sweet boxes from Jasuben by Monday',
      ),
      h(
        'Sanjay called to say thanks for the claim settlement, ₹4.2 lakh came in yesterday. He has referred his cousin in Vadodara. Call the cousin before the weekend while the name is fresh.',
        'Call the cousin before the weekend while the name is fresh.',
      ),
      h(
        "Home\nDhruv's school fees due 10th\nPaid the electricity bill on the app",
        "Dhruv's school fees due 10th",
      ),
      h(
        'Why do people buy a car for 10 lakh and argue over a 15,000 premium for their family? I will never understand it.',
      ),
      h(
        'IRDAI circular says the free-look period is now 30 days for all policies. Most customers never use it anyway.',
      ),
    ],
  },
  {
    name: 'Jordan, a commercial office-leasing broker in Toronto, on a Monday',
    highlights: [
      h(
        'Pipeline review, Monday\nBay Street tenant rep deal: LOI signed Friday, lawyers on it.\nKing West creative office: two showings done, both lukewarm.\nFinal lease for the fintech on Adelaide needs to be countersigned by the 3rd.',
        'Final lease for the fintech on Adelaide needs to be countersigned by the 3rd.',
      ),
      h(
        "Hi Jordan, we've decided to stay at 100 University for now. Thanks for all the work on this, truly. Hopefully we can revisit next year.",
      ),
      h(
        'Negotiation book, chapter 4: Never be the first to name a number. Silence is the most underrated tool in a negotiation. Ask what would have to be true for them to say yes.',
      ),
      h(
        "Priya: landlord's counter on the Yonge & Eg space just came in\nPriya: can you review the TI allowance numbers before our 2pm?",
        'Priya: can you review the TI allowance numbers before our 2pm?',
      ),
      h(
        'call w/ Marcus, dental group\nneeds 4,500 sf in Mississauga\nparking ratio matters\nsend him 3 options by Wed',
        'send him 3 options by Wed',
      ),
      h(
        "Toured 5 floors at First Canadian Place with the law firm. They liked 38 the most but the views on 41 sold the managing partner. Decision expected after their partners' retreat.",
      ),
      h(
        'Car\nWinter tires on before the 15th\nGreen P permit renewed online, $160',
        'Winter tires on before the 15th',
      ),
      h(
        'Q3 downtown vacancy is 18.5%, the highest since the 90s. Sublease space is finally coming off the market.',
      ),
      h(
        "Commission split with Priya on the Adelaide deal still isn't agreed. We still need to decide whether it's 50/50 or 60/40 given she sourced it.",
        "We still need to decide whether it's 50/50 or 60/40 given she sourced it.",
      ),
      h(
        'I sent the brokerage agreement to the dental group this morning. Should come back signed by Thursday, Marcus said.',
      ),
      h(
        "Maya's hockey: you're on snack duty Saturday, 12 oranges + juice boxes",
        "Maya's hockey: you're on snack duty Saturday, 12 oranges + juice boxes",
      ),
    ],
  },
  {
    name: 'Luis, export sales manager for a Mendoza winery selling to UK and US importers, on a Tuesday',
    highlights: [
      h(
        'UK trip prep\nLondon Wine Fair samples must be shipped by the 20th.\nBooked the hotel near Olympia for three nights.\nFlights are already sorted, thank God.',
        'London Wine Fair samples must be shipped by the 20th.',
      ),
      h(
        'Hi Luis, the Malbec Reserva has been a hit in our Chicago accounts. Could you send revised pricing for 20 pallets FOB Buenos Aires? Best, Karen',
        'Could you send revised pricing for 20 pallets FOB Buenos Aires?',
      ),
      h(
        'Sales book on the plane: People do not buy wine, they buy the story behind it. Send a handwritten note after every tasting. Price is only an issue in the absence of value.',
      ),
      h(
        "Vero: the peso moved again overnight, finance are redoing the price list\nVero: ojo, the new list should be ready by Thursday\nVero: can you tell Karen we'll hold her prices until then?",
        "Vero: can you tell Karen we'll hold her prices until then?",
      ),
      h(
        "call w/ Tom, Bristol importer 16:00\nsold 400 cs of Torrontés this year\nwants an exclusive for the South West\nI'll send him a draft agreement Monday",
        "I'll send him a draft agreement Monday",
      ),
      h(
        'Harvest report: yields down 15% after the hail in Luján de Cuyo. Quality of the Cabernet is excellent though. The winemaker thinks 2025 will be remembered as a great vintage.',
      ),
      h(
        'To do this week\nchase COLA label approval for the US\nfinish TTB paperwork for the new rosé',
        'chase COLA label approval for the US',
        'finish TTB paperwork for the new rosé',
      ),
      h(
        'The follow-up from ProWein has been disappointing, just two replies out of 30 contacts. The Danish buyer never answered at all.',
      ),
      h(
        "Sofi's school play is Friday at 7, don't miss it this time",
        "Sofi's school play is Friday at 7, don't miss it this time",
      ),
      h(
        'Thanked the team at the bodega for the tasting room setup yesterday. Everyone stayed late to finish it.',
      ),
      h(
        'Who goes to Vinexpo in Paris this year, me or Martín? The budget only stretches to one of us.',
        'Who goes to Vinexpo in Paris this year, me or Martín?',
      ),
    ],
  },
];
