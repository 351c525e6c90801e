import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZB: LabelledListDay[] = [
  {
    name: 'Priya, head of procurement at a furniture manufacturer in High Wycombe (reads Supply Management and freight newsletters), on a Tuesday',
    highlights: [
      h(
        'Supplier review, Tues 10am\nAttendees: Priya, Dan (production), Keira (finance)\nWe agreed to drop Hollins Timber as our main oak supplier from Q3. Their last three deliveries arrived with moisture content above 12%. Dan thinks the Latvian mill could cover the volume, but nobody has visited it yet. Keira signed off the dual-sourcing budget for the rest of the year. Next review in six weeks.',
        {
          decisions: [
            'We agreed to drop Hollins Timber as our main oak supplier from Q3.',
            'Keira signed off the dual-sourcing budget for the rest of the year.',
          ],
          problems: ['Their last three deliveries arrived with moisture content above 12%.'],
        },
      ),
      h(
        "The Loadstar: A ransomware attack on the port's community system has halted container release at two Felixstowe terminals since Sunday night. Hauliers report queues of up to six hours at the gates. Analysts say the disruption may ease by the weekend if manual release processes hold up. Felixstowe handles around a third of UK container traffic.",
        {
          problems: [
            "The Loadstar: A ransomware attack on the port's community system has halted container release at two Felixstowe terminals since Sunday night.",
            'Hauliers report queues of up to six hours at the gates.',
          ],
        },
      ),
      h(
        '"Most bad purchasing decisions are made in a hurry, by people who were never told what problem they were solving." That line from The Procurement Playbook stuck with me. Worth rereading chapter 6 before the budget round.',
      ),
      h(
        "[12/05/2026, 11:02] Dan: bed 3 on the CNC is down again, spindle bearing\n[12/05/2026, 11:03] Priya: ok, I'll call Biesse\n[12/05/2026, 11:05] Dan: cheers\n[12/05/2026, 11:06] Priya: send me a photo of the error screen",
        {
          problems: ['Dan: bed 3 on the CNC is down again, spindle bearing'],
        },
      ),
      h(
        "Coupa update: From 1 June, all suppliers must submit invoices through the new supplier portal, and paper invoices will no longer be accepted. If you have questions, ask your account manager. A recording of last month's walkthrough is on the help page.",
        {
          announcements: [
            'Coupa update: From 1 June, all suppliers must submit invoices through the new supplier portal, and paper invoices will no longer be accepted.',
          ],
        },
      ),
      h(
        'Supply Management: Jewson has appointed Mark Elwood as chief procurement officer, effective 1 July. Elwood previously led sourcing at Travis Perkins for nine years. The appointment follows a year of reorganisation at the merchant.',
        {
          announcements: [
            'Supply Management: Jewson has appointed Mark Elwood as chief procurement officer, effective 1 July.',
          ],
        },
      ),
      h(
        'remember: the cheapest quote is rarely the cheapest supplier. failure to check references cost us dearly with the foam supplier in 2023, lesson learned.\nRisk registers fail when they become a place where worries go to be forgotten. A risk nobody owns is not being managed.',
      ),
      h(
        "> Can you confirm whether the fabric order for the Hartley range is going ahead?\nYes, we're going ahead with the Camira wool blend, 2,400 metres, confirmed with them this morning. The grey colourway is on a 10-week lead time though, which puts the September launch at risk. The other two colours are in stock in Huddersfield. Let me know if you need the spec sheet.",
        {
          decisions: [
            "Yes, we're going ahead with the Camira wool blend, 2,400 metres, confirmed with them this morning.",
          ],
          problems: [
            'The grey colourway is on a 10-week lead time though, which puts the September launch at risk.',
          ],
        },
      ),
      h(
        'Ops meeting, decisions\nNo overtime on Saturdays until the backlog is under 200 units.\nThe Hartley launch stays on 9 September.\nOpen: do we move upholstery to a second shift?\nDan to cost it up.\nRevisit in a fortnight.',
        {
          decisions: [
            'No overtime on Saturdays until the backlog is under 200 units.',
            'The Hartley launch stays on 9 September.',
          ],
        },
      ),
      h(
        'Retail Gazette: Ikea said on Monday it will open its first small-format store in Leeds city centre in the autumn. The company did not say how many jobs the store would create. Separately, Dunelm is launching a made-to-order sofa service in 40 stores next month. Both moves reflect how much furniture buying has shifted back to town centres since the pandemic.',
        {
          announcements: [
            'Retail Gazette: Ikea said on Monday it will open its first small-format store in Leeds city centre in the autumn.',
            'Separately, Dunelm is launching a made-to-order sofa service in 40 stores next month.',
          ],
        },
      ),
      h(
        'Heads up from goods-in: the racking in bay C was hit by a forklift last night and is tagged unsafe. Nobody was hurt. Stock from bay C is being moved to the overflow tent today. Forklift refresher training is already booked for June.',
        {
          problems: [
            'Heads up from goods-in: the racking in bay C was hit by a forklift last night and is tagged unsafe.',
          ],
        },
      ),
      h(
        "Internal newsletter: Mia Chen starts on Monday as our new sustainability buyer. She'll sit with the timber team on the first floor. Say hello if you see her in the canteen.",
        {
          announcements: ['Internal newsletter: Mia Chen starts on Monday as our new sustainability buyer.'],
        },
      ),
    ],
  },
  {
    name: 'Manager of a two-screen independent cinema in Hebden Bridge (reads Screen Daily and Kinematograph), on a Friday',
    highlights: [
      h(
        "Programming meeting notes\nWe're keeping the Thursday parent-and-baby screenings, attendance is up every month. Decided: no more 35mm screenings until the projector gearbox is rebuilt. Sam wants to try a horror all-nighter in October, to discuss next week. The Bond season poster order is in.",
        {
          decisions: [
            "We're keeping the Thursday parent-and-baby screenings, attendance is up every month.",
            'Decided: no more 35mm screenings until the projector gearbox is rebuilt.',
          ],
        },
      ),
      h(
        'Screen Daily: Curzon has confirmed it will open a three-screen cinema in Harrogate next spring. Ticket sales across the chain have recovered slowly since 2022. Vue also announced a new £5 Tuesday ticket at all its UK sites from 2 June. Independents have mostly held their prices steady this year.',
        {
          announcements: [
            'Screen Daily: Curzon has confirmed it will open a three-screen cinema in Harrogate next spring.',
            'Vue also announced a new £5 Tuesday ticket at all its UK sites from 2 June.',
          ],
        },
      ),
      h(
        "[09/05/2026, 22:41] Lou: screen 2 lost sound halfway through the 8pm, gave out 46 refund vouchers\n[09/05/2026, 22:43] Lou: think it's the amp again\n[09/05/2026, 22:44] Lou: the 8pm crowd were really nice about it though\n[09/05/2026, 22:50] Ben: I'll ring Cinema Tech first thing",
        {
          problems: ['Lou: screen 2 lost sound halfway through the 8pm, gave out 46 refund vouchers'],
        },
      ),
      h(
        '"The cinema is the only place where strangers agree to fall silent together." A line I keep meaning to put on the lobby wall.\nAudiences do not decide to go to the cinema; they decide to go out, and the cinema has to be the best option on the street. Every new release competes with the pub, the sofa and the weather.',
      ),
      h(
        'Hi all, Studiocanal is pleased to announce that Paddington in Peru will be re-released in cinemas on 14 August with a new sing-along version. Terms are the same as the original release. Please contact your booker for availability.',
        {
          announcements: [
            'Hi all, Studiocanal is pleased to announce that Paddington in Peru will be re-released in cinemas on 14 August with a new sing-along version.',
          ],
        },
      ),
      h(
        "Customer email (forwarded by Jo): The accessible toilet was locked again during Saturday's matinee and nobody on the desk had a key, the second time this month. Otherwise we love coming here. We've been members since you opened.",
        {
          problems: [
            "Customer email (forwarded by Jo): The accessible toilet was locked again during Saturday's matinee and nobody on the desk had a key, the second time this month.",
          ],
        },
      ),
      h(
        'Trustees meeting\nThe board approved the £38,000 loan for the new laser projector. Ticket prices go up by 50p from 1 July, agreed by five votes to two. The membership scheme is still to be discussed. Next meeting in September.',
        {
          decisions: [
            'The board approved the £38,000 loan for the new laser projector.',
            'Ticket prices go up by 50p from 1 July, agreed by five votes to two.',
          ],
        },
      ),
      h(
        "Staff notice: We've launched the new online booking system today, replacing TicketSolve. Old gift vouchers still work, type the code in the promo box. Please report any glitches in the staff WhatsApp. Thanks to Jo for setting it all up.",
        {
          announcements: [
            "Staff notice: We've launched the new online booking system today, replacing TicketSolve.",
          ],
        },
      ),
      h(
        'Notes to self\nOrder lamp spares before the Bond season.\nThe popcorn machine thermostat is sticking again and burnt a whole batch on Wednesday.\nCheck the rota for the bank holiday.\nAsk Sam about the October all-nighter.',
        {
          problems: [
            'The popcorn machine thermostat is sticking again and burnt a whole batch on Wednesday.',
          ],
        },
      ),
      h(
        'Kinematograph weekly: The BFI has published its 2025 admissions figures, showing independent cinemas grew audiences faster than the multiplexes for the first time. The full report is on the BFI website. It makes a good case for our next Arts Council bid.',
        {
          announcements: [
            'Kinematograph weekly: The BFI has published its 2025 admissions figures, showing independent cinemas grew audiences faster than the multiplexes for the first time.',
          ],
        },
      ),
      h(
        "Ben: we're going with the red velvet for the new seats, the grey shows every stain\nLou: good call\nBen: fitters come in the first week of August",
        {
          decisions: ["Ben: we're going with the red velvet for the new seats, the grey shows every stain"],
        },
      ),
      h(
        "Email from the landlord's agent: The damp survey found water coming in through the roof above screen 1, and the ceiling tiles will need replacing. The repair is the landlord's responsibility under the lease. A contractor will be in touch to arrange access.",
        {
          problems: [
            "Email from the landlord's agent: The damp survey found water coming in through the roof above screen 1, and the ceiling tiles will need replacing.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Curator of mammals at a city zoo in the English Midlands (reads the BIAZA bulletin and Mongabay), on a Tuesday',
    highlights: [
      h(
        "Keepers' meeting 8:30\nWe agreed to keep the two young giraffes off exhibit until the new hoof trimming crate is fitted. The red panda introduction is postponed to next week, vet's call. Asha raised the idea of moving the otter feed to 3pm for the crowds. Everyone to read the updated hot-weather protocol.",
        {
          decisions: [
            'We agreed to keep the two young giraffes off exhibit until the new hoof trimming crate is fitted.',
            "The red panda introduction is postponed to next week, vet's call.",
          ],
        },
      ),
      h(
        'Incident log: The perimeter fence of the lemur walk-through was found with a 30 cm gap at the base this morning. All five ring-tailed lemurs were accounted for. Maintenance have patched it for now. Keepers will walk the fence line twice a day this week.',
        {
          problems: [
            'Incident log: The perimeter fence of the lemur walk-through was found with a 30 cm gap at the base this morning.',
          ],
        },
      ),
      h(
        "Zoo news roundup: Chester Zoo has announced the birth of a critically endangered eastern black rhino calf, the third at the zoo in five years. The species numbers fewer than 1,000 animals in the wild. Keepers say mother and calf are bonding well. Chester's breeding programme dates back to the 1990s.",
        {
          announcements: [
            'Zoo news roundup: Chester Zoo has announced the birth of a critically endangered eastern black rhino calf, the third at the zoo in five years.',
          ],
        },
      ),
      h(
        '"An animal in a zoo is not a problem to be solved but a life to be lived as well as we can manage." Heini Hediger, roughly, from a talk I went to years ago.\nWe say it to every new keeper on their first day.',
      ),
      h(
        'From the vet team: Bramble (female Asian short-clawed otter) has lost 200 g in a week and is off her food. Bloods taken, results tomorrow. Please weigh her daily until further notice.',
        {
          problems: [
            'From the vet team: Bramble (female Asian short-clawed otter) has lost 200 g in a week and is off her food.',
          ],
        },
      ),
      h(
        "BIAZA bulletin: BIAZA announces that its annual conference will be held in Edinburgh on 22 to 24 October. Sarah Hill has been appointed as the association's new director of conservation. She was previously at the Zoological Society of London.",
        {
          announcements: [
            'BIAZA bulletin: BIAZA announces that its annual conference will be held in Edinburgh on 22 to 24 October.',
            "Sarah Hill has been appointed as the association's new director of conservation.",
          ],
        },
      ),
      h(
        '[12/05/2026, 14:20] Tom: hot water boiler in the elephant house has failed, indoor temp 14 and dropping\n[12/05/2026, 14:22] Me: get the heat lamps from store 4\n[12/05/2026, 14:31] Tom: done, lamps on\n[12/05/2026, 14:33] Me: thanks Tom',
        {
          problems: ['Tom: hot water boiler in the elephant house has failed, indoor temp 14 and dropping'],
        },
      ),
      h(
        'SMT decisions\nThe zoo will stay open until 8pm on Fridays in August.\nApproved: capital bid for the new tapir paddock, £210k.\nStill undecided whether to charge for the keeper talks.\nNext SMT on 9 June.',
        {
          decisions: [
            'The zoo will stay open until 8pm on Fridays in August.',
            'Approved: capital bid for the new tapir paddock, £210k.',
          ],
        },
      ),
      h(
        'Visitors rarely notice when a zoo fails; they notice when an animal looks bored. Enrichment is cheap compared with the cost of a stereotypic behaviour that becomes permanent. The best enclosures give the animal choices, not just space.',
      ),
      h(
        'Website update for Friday: Our new Asian Lowlands exhibit opens to visitors on Saturday 30 May. Tickets include a timed slot for the walk-through aviary. Members get early access from 9am.',
        {
          announcements: [
            'Website update for Friday: Our new Asian Lowlands exhibit opens to visitors on Saturday 30 May.',
          ],
        },
      ),
      h(
        'Ask procurement about the new pellet supplier.\nFreezer 2 in the food prep room alarmed twice overnight, the log shows -12 at 03:00.\nSign off the June keeper rota.\nDraft the keeper talk script for the tapirs.',
        {
          problems: ['Freezer 2 in the food prep room alarmed twice overnight, the log shows -12 at 03:00.'],
        },
      ),
      h(
        "Re: giraffe transfer\nAfter talking to the EEP coordinator we've decided to send Juno to Parc de Beauval rather than Rotterdam. Transport is booked for the week of 15 June. Thanks for all the background work on this.",
        {
          decisions: [
            "After talking to the EEP coordinator we've decided to send Juno to Parc de Beauval rather than Rotterdam.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Freelance Spanish-to-English translator in Valencia (writes in English, reads Slator and the ProZ newsletter), on a Monday',
    highlights: [
      h(
        'Slator: DeepL has launched DeepL Voice for phone calls, with support for 13 languages at release. Pricing was not disclosed. In other news, RWS has appointed Benjamin Fox as its new chief executive, effective immediately. Analysts expect more consolidation among the big language service providers this year.',
        {
          announcements: [
            'Slator: DeepL has launched DeepL Voice for phone calls, with support for 13 languages at release.',
            'In other news, RWS has appointed Benjamin Fox as its new chief executive, effective immediately.',
          ],
        },
      ),
      h(
        "> We've had a complaint from the client that the glossary terms weren't followed in chapter 4.\n> Can you take a look today?\nI've checked, and you're right: \"tenencia\" was translated three different ways in that chapter. My fault, I'll send a corrected file by 6pm. Sorry again for the hassle.",
        {
          problems: [
            "We've had a complaint from the client that the glossary terms weren't followed in chapter 4.",
            'I\'ve checked, and you\'re right: "tenencia" was translated three different ways in that chapter.',
          ],
        },
      ),
      h(
        'Every translation is a series of decisions, most of them invisible, and the translator is judged only by the ones the reader notices. The good ones go unremarked. That is the job.',
      ),
      h(
        "Decided: from June I'm raising my rate to 0.12 per word for new clients. Existing clients stay at 0.10 until January. I should have done this last year.",
        {
          decisions: [
            "Decided: from June I'm raising my rate to 0.12 per word for new clients.",
            'Existing clients stay at 0.10 until January.',
          ],
        },
      ),
      h(
        'Notice from Smartcat: Payments to Spanish bank accounts are delayed by up to five working days because of a problem with our payment provider. We apologise for the inconvenience. Our support team is available around the clock.',
        {
          problems: [
            'Notice from Smartcat: Payments to Spanish bank accounts are delayed by up to five working days because of a problem with our payment provider.',
          ],
        },
      ),
      h(
        "ProZ.com has opened registration for its virtual conference on AI and literary translation, which runs on 18 June. Speakers include Jennifer Croft and Daniel Hahn. Last year's sessions were mostly about pricing. I might go to the Croft session.",
        {
          announcements: [
            'ProZ.com has opened registration for its virtual conference on AI and literary translation, which runs on 18 June.',
          ],
        },
      ),
      h(
        "[11/05/2026, 09:12] Marta: client wants the whole annual report by Friday, 42k words\n[11/05/2026, 09:14] Marta: we can't do that without a third translator\n[11/05/2026, 09:20] Me: ok, what if we split it three ways and ask Carlos?\n[11/05/2026, 09:31] Marta: agreed, Carlos is in and takes sections 5 to 8\n[11/05/2026, 09:33] Me: great, I'll set up the shared termbase",
        {
          decisions: ['Marta: agreed, Carlos is in and takes sections 5 to 8'],
          problems: ["Marta: we can't do that without a third translator"],
        },
      ),
      h(
        'The European Commission has published the results of its 2026 translation tender, with seven agencies awarded framework contracts. Freelancers who work through those agencies should expect new onboarding paperwork. Read the small print on payment terms.',
        {
          announcements: [
            'The European Commission has published the results of its 2026 translation tender, with seven agencies awarded framework contracts.',
          ],
        },
      ),
      h(
        'Machine translation did not fail; our expectations of it failed. The problem was never the engine, it was the workflow around it. Nobody decided who would check the output.',
      ),
      h(
        'Accounts\nInvoice 2026-031 to Editorial Luna is now 64 days overdue, second reminder ignored.\nQuarterly VAT return due 20 July.\nReceipts for the new monitor are in the blue folder.',
        {
          problems: ['Invoice 2026-031 to Editorial Luna is now 64 days overdue, second reminder ignored.'],
        },
      ),
      h(
        "Call with Editorial Luna\nThey've chosen the title The Salt Years for the English edition. Publication moves to March 2027. Cover brief goes to the designer next week. They still want a translator's note, length up to me.",
        {
          decisions: [
            "They've chosen the title The Salt Years for the English edition.",
            'Publication moves to March 2027.',
          ],
        },
      ),
      h(
        "my laptop's SSD is throwing SMART warnings, back up everything tonight\nMemoQ 11.2 is out with a new QA checker for number formats\nWorth updating before the Luna job.\nAlso order a second backup drive.",
        {
          problems: ["my laptop's SSD is throwing SMART warnings, back up everything tonight"],
          announcements: ['MemoQ 11.2 is out with a new QA checker for number formats'],
        },
      ),
    ],
  },
  {
    name: 'Process engineer at a semiconductor fab in Dresden (writes in English, reads SemiEngineering and EE Times), on a Wednesday',
    highlights: [
      h(
        'Shift handover, night to early\nLitho tool ASML-07 down since 02:40 with a stage error, service engineer on site.\nEtch chamber C3 particle counts above limit on 4 of 25 wafers, lot 6631 on hold.\nAll other tools running to plan.\nCleanroom particle counts normal.',
        {
          problems: [
            'Litho tool ASML-07 down since 02:40 with a stage error, service engineer on site.',
            'Etch chamber C3 particle counts above limit on 4 of 25 wafers, lot 6631 on hold.',
          ],
        },
      ),
      h(
        "Yield review\nWe decided to scrap lot 6631 rather than rework it. The team agreed to tighten the C3 wet-clean interval from 500 to 350 RF hours. Julia suggested trialling the new chamber liner, but the costs aren't clear yet. Next review on Monday.",
        {
          decisions: [
            'We decided to scrap lot 6631 rather than rework it.',
            'The team agreed to tighten the C3 wet-clean interval from 500 to 350 RF hours.',
          ],
        },
      ),
      h(
        'EE Times: ESMC, the TSMC-led joint venture, has started pilot production at its new fab in Dresden, according to a company statement. The plant will make 28 nm and 16 nm chips mainly for automotive customers. Local suppliers have been hiring for months in anticipation.',
        {
          announcements: [
            'EE Times: ESMC, the TSMC-led joint venture, has started pilot production at its new fab in Dresden, according to a company statement.',
          ],
        },
      ),
      h(
        '"In a fab, every problem is a statistics problem until it\'s a chemistry problem." Overheard at SEMICON, not sure who said it. I used it in my talk last year.',
      ),
      h(
        'EHS alert: A small HF leak was detected at the wet bench in bay 4 at 11:05; the area is evacuated and taped off. EHS will give the all-clear by e-mail. Thank you for your patience.',
        {
          problems: [
            'EHS alert: A small HF leak was detected at the wet bench in bay 4 at 11:05; the area is evacuated and taped off.',
          ],
        },
      ),
      h(
        'Internal news: Katrin Vogel takes over as head of process integration on 1 June. The new metrology lab in building F opens next Monday. Cake in the atrium at 3pm to say goodbye to Rainer.',
        {
          announcements: [
            'Internal news: Katrin Vogel takes over as head of process integration on 1 June.',
            'The new metrology lab in building F opens next Monday.',
          ],
        },
      ),
      h(
        "Jonas: MES is slow again, lot moves taking 40 s each\nMe: IT ticket?\nJonas: raised, INC-48812, they think it's a database lock\nMe: ok, ping me when it's fixed",
        {
          problems: ['Jonas: MES is slow again, lot moves taking 40 s each'],
        },
      ),
      h(
        "Moore's law did not end with a bang; it ended with a thousand small decisions to accept a bit less than doubling. The industry kept launching new nodes long after the economics had stopped working. Nobody wanted to be the first to say so.",
      ),
      h(
        'Supplier notice from Entegris: Effective 1 July, the lead time for 300 mm FOUPs increases to 16 weeks due to resin shortages. Please place orders early. Contact your sales representative for allocation details.',
        {
          problems: [
            'Supplier notice from Entegris: Effective 1 July, the lead time for 300 mm FOUPs increases to 16 weeks due to resin shortages.',
          ],
          announcements: [
            'Supplier notice from Entegris: Effective 1 July, the lead time for 300 mm FOUPs increases to 16 weeks due to resin shortages.',
          ],
        },
      ),
      h(
        'SemiEngineering: Applied Materials released its quarterly results today, with revenue up 11% on strong demand for gate-all-around tools. Shares rose 4% in after-hours trading. The company gave cautious guidance for China. I hold a few of their shares through the pension fund.',
        {
          announcements: [
            'SemiEngineering: Applied Materials released its quarterly results today, with revenue up 11% on strong demand for gate-all-around tools.',
          ],
        },
      ),
      h(
        'Keep in mind for the audit: the fastest way to fail an audit is to have a procedure nobody follows. Read the new ISO 9001 draft before Friday. Bring the training records.',
      ),
      h(
        "Team meeting\nGoing with option B for the new SPC charts, limits recalculated monthly.\nNo more manual lot holds on weekends, the on-call engineer handles them in MES.\nThe cleanroom gowning room door still doesn't close properly, facilities have been told twice.\nLunch order is in the chat.",
        {
          decisions: [
            'Going with option B for the new SPC charts, limits recalculated monthly.',
            'No more manual lot holds on weekends, the on-call engineer handles them in MES.',
          ],
          problems: [
            "The cleanroom gowning room door still doesn't close properly, facilities have been told twice.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Leader of a volunteer mountain rescue team in the Lake District (reads grough and the Met Office mountain forecasts), on a Sunday',
    highlights: [
      h(
        "Callout 27, Helvellyn, Striding Edge\nMale, 58, slipped on wet rock, suspected ankle fracture, stretchered off by 16:40.\nTeam of 11, back at base by 18:15.\nThe Land Rover's winch jammed on the way back down and needs servicing before the next callout.",
        {
          problems: [
            "The Land Rover's winch jammed on the way back down and needs servicing before the next callout.",
          ],
        },
      ),
      h(
        'Team meeting, Thursday\nWe voted to buy a second vacuum mattress from the Christmas appeal money. Agreed that new members do six months of training before going on the callout list. Ideas for the summer open day went round but nothing was settled. Thanks to Jill for hosting.',
        {
          decisions: [
            'We voted to buy a second vacuum mattress from the Christmas appeal money.',
            'Agreed that new members do six months of training before going on the callout list.',
          ],
        },
      ),
      h(
        "grough: Cumbria Police have warned walkers that the footbridge at Seathwaite was washed away in Friday's storm and there is no safe crossing of the beck. A temporary bridge is expected within a month. The valley has seen three such losses in ten years.",
        {
          problems: [
            "grough: Cumbria Police have warned walkers that the footbridge at Seathwaite was washed away in Friday's storm and there is no safe crossing of the beck.",
          ],
        },
      ),
      h(
        'The mountain does not decide whether you come home; you decide, much earlier, in the car park. From a rescue team memoir I picked up in Keswick. Good line for the newsletter.',
      ),
      h(
        'Met Office: A yellow warning for wind is in force for Cumbria from 06:00 on Sunday, with gusts of 70 mph on the fells. Conditions will ease on Monday afternoon. Summits will be in cloud for most of the day.',
        {
          problems: [
            'Met Office: A yellow warning for wind is in force for Cumbria from 06:00 on Sunday, with gusts of 70 mph on the fells.',
          ],
        },
      ),
      h(
        '[10/05/2026, 07:55] Dave: radio repeater on Great Dun Fell not responding, checked twice\n[10/05/2026, 07:58] Me: use the satellite phones today\n[10/05/2026, 08:10] Dave: fine\n[10/05/2026, 08:12] Dave: will check it again after church',
        {
          problems: ['Dave: radio repeater on Great Dun Fell not responding, checked twice'],
        },
      ),
      h(
        'LDSAMRA news: The Lake District Search and Mountain Rescue Association has appointed Helen Marsh as its new chair. A new joint training centre at Penrith opens to all twelve teams in September. Thanks go to the outgoing chair for eight years of service.',
        {
          announcements: [
            'LDSAMRA news: The Lake District Search and Mountain Rescue Association has appointed Helen Marsh as its new chair.',
            'A new joint training centre at Penrith opens to all twelve teams in September.',
          ],
        },
      ),
      h(
        'Most accidents are a chain of small, reasonable decisions that fail together. Nobody sets out to be rescued. The skill is noticing the second decision, not the last one.',
      ),
      h(
        "> Is the open day going ahead on 21 June?\nYes, the committee confirmed it last night, 10am to 3pm at the base. We've also settled on the Keswick Brewery as the raffle sponsor. Parking is going to be a problem, the field next door is being ploughed. I'll ask the farmer about the top field.",
        {
          decisions: [
            'Yes, the committee confirmed it last night, 10am to 3pm at the base.',
            "We've also settled on the Keswick Brewery as the raffle sponsor.",
          ],
          problems: ['Parking is going to be a problem, the field next door is being ploughed.'],
        },
      ),
      h(
        'Kit check\nTwo of the six headtorches failed the battery test.\nOxygen cylinder B is out of date as of April.\nStretcher wheels greased.\nEverything else fine.',
        {
          problems: [
            'Two of the six headtorches failed the battery test.',
            'Oxygen cylinder B is out of date as of April.',
          ],
        },
      ),
      h(
        'Mountain Rescue England and Wales has released its annual incident report, showing 3,912 callouts in 2025, the highest on record. Navigation errors remain the top cause. Most of the callouts were in daylight and good weather.',
        {
          announcements: [
            'Mountain Rescue England and Wales has released its annual incident report, showing 3,912 callouts in 2025, the highest on record.',
          ],
        },
      ),
      h(
        'Patterdale MRT on Facebook: Our new base at Glenridding is officially open, thanks to all who donated. Drop in for tea on Saturday. The launch of the casualty bag appeal last year went better than anyone hoped.',
        {
          announcements: [
            'Patterdale MRT on Facebook: Our new base at Glenridding is officially open, thanks to all who donated.',
          ],
        },
      ),
    ],
  },
  {
    name: 'HR manager at a 300-person ready-meals factory in Wisbech (reads People Management and HR Magazine), on a Thursday',
    highlights: [
      h(
        'People Management: The government has confirmed that the new statutory sick pay rules take effect from 6 April, removing the three waiting days. Employers will need to update payroll systems before then. The change was first proposed in 2024.',
        {
          announcements: [
            'People Management: The government has confirmed that the new statutory sick pay rules take effect from 6 April, removing the three waiting days.',
          ],
        },
      ),
      h(
        'Management meeting notes\nWe agreed to move the night shift start from 22:00 to 21:30 from the week of 1 June. The canteen contract goes to Compass, signed off by Rob. Overtime rates stay as they are until the autumn review. Someone asked about four-day weeks, nobody had a view.',
        {
          decisions: [
            'We agreed to move the night shift start from 22:00 to 21:30 from the week of 1 June.',
            'The canteen contract goes to Compass, signed off by Rob.',
            'Overtime rates stay as they are until the autumn review.',
          ],
        },
      ),
      h(
        'Grievance received from two line 4 operatives about the team leader shouting at staff during the night shift. They say it has happened at least four times this month. Meeting set for Monday with a union rep present.',
        {
          problems: [
            'Grievance received from two line 4 operatives about the team leader shouting at staff during the night shift.',
          ],
        },
      ),
      h(
        'Culture is what people do when they think nobody is watching; policy is what they do when they know someone is. I underlined that twice. From a book on leadership in manufacturing that Rob recommended.',
      ),
      h(
        "Sandra: agency didn't send the 12 pickers for today, line 2 running at half speed\nMe: call Staffline and ask for a credit\nSandra: on it\nMe: thanks, keep me posted",
        {
          problems: ["Sandra: agency didn't send the 12 pickers for today, line 2 running at half speed"],
        },
      ),
      h(
        "All staff: We're pleased to announce that Priti Shah has been promoted to production manager for the chilled lines. Our new employee assistance helpline is now live, call 0800 917 2211 any time. Posters are going up in both canteens this week.",
        {
          announcements: [
            "All staff: We're pleased to announce that Priti Shah has been promoted to production manager for the chilled lines.",
            'Our new employee assistance helpline is now live, call 0800 917 2211 any time.',
          ],
        },
      ),
      h(
        "> Have we decided what to do about the Christmas bonus?\nNot yet, it depends on the Q3 numbers. Finance think we can afford £150 per head but nobody has committed. I'll raise it again in October.",
      ),
      h(
        'A new HR system will not fix a problem with trust. Companies that fail at change usually launched it before they explained it. The announcement is the easy part.',
      ),
      h(
        'Health and safety\nThe fire door on the dispatch mezzanine was propped open again with a pallet.\nTwo near misses with forklifts at the goods-in crossing this week.\nAll first aiders are in date.',
        {
          problems: [
            'The fire door on the dispatch mezzanine was propped open again with a pallet.',
            'Two near misses with forklifts at the goods-in crossing this week.',
          ],
        },
      ),
      h(
        'HR Magazine: An employment tribunal has ruled that a food manufacturer unfairly dismissed a worker who refused to work in a cold store without proper gloves. The case is expected to go to appeal. Worth checking our PPE records for the cold stores.',
        {
          decisions: [
            'HR Magazine: An employment tribunal has ruled that a food manufacturer unfairly dismissed a worker who refused to work in a cold store without proper gloves.',
          ],
        },
      ),
      h(
        'Staff survey results are published today on the intranet, engagement is 68%, up from 61% last year.\nRemember: decide the bonus question before the survey meeting, not after.\nPrint copies for the canteen noticeboards.',
        {
          announcements: [
            'Staff survey results are published today on the intranet, engagement is 68%, up from 61% last year.',
          ],
        },
      ),
      h(
        'Meeting with GMB reps\nPay deal agreed: 4.5% from 1 April, backdated in the June pay run. Both sides agreed to review shift allowances in October. The reps raised the car park lighting again, two people have tripped in the dark. Tea and biscuits were a hit.',
        {
          decisions: [
            'Pay deal agreed: 4.5% from 1 April, backdated in the June pay run.',
            'Both sides agreed to review shift allowances in October.',
          ],
          problems: ['The reps raised the car park lighting again, two people have tripped in the dark.'],
        },
      ),
    ],
  },
  {
    name: 'Claire, manager of a barn wedding venue in Herefordshire (reads trade newsletters and the local news), on a Monday',
    highlights: [
      h(
        "Weekend debrief\nSaturday's wedding went well apart from the marquee heater, which cut out twice during the speeches. Sunday's couple complained that the bar ran out of prosecco by 8pm. The new caterer was excellent, feedback all positive. The photographer wants to come back for a styled shoot.",
        {
          problems: [
            "Saturday's wedding went well apart from the marquee heater, which cut out twice during the speeches.",
            "Sunday's couple complained that the bar ran out of prosecco by 8pm.",
          ],
        },
      ),
      h(
        "Meeting with Tom and Ellie (owners)\nWe're going with Wye Valley Catering as the in-house caterer for 2027. Decided to stop taking Sunday weddings in January and February. The idea of a glamping field came up again but there's no budget this year. Next meeting after the summer.",
        {
          decisions: [
            "We're going with Wye Valley Catering as the in-house caterer for 2027.",
            'Decided to stop taking Sunday weddings in January and February.',
          ],
        },
      ),
      h(
        'Hitched trade news: The Wedding Industry Awards has announced its 2026 regional winners, with three Herefordshire venues on the list. Voting for the national final opens on 1 August. We were shortlisted two years running and never won.',
        {
          announcements: [
            'Hitched trade news: The Wedding Industry Awards has announced its 2026 regional winners, with three Herefordshire venues on the list.',
            'Voting for the national final opens on 1 August.',
          ],
        },
      ),
      h(
        '"The best weddings are the ones where nothing goes wrong that the couple ever hears about." From a venue management book Ellie lent me. Must give it back this week.',
      ),
      h(
        "[11/05/2026, 18:02] Ellie: septic tank alarm is going off again\n[11/05/2026, 18:05] Me: we have 140 guests on Saturday, this can't wait\n[11/05/2026, 18:10] Ellie: booked Lanes for Wednesday morning\n[11/05/2026, 18:11] Me: brilliant, thank you",
        {
          problems: ['Ellie: septic tank alarm is going off again'],
        },
      ),
      h(
        'Licensing update from Herefordshire Council: Your application to extend the licensed hours to 00:30 on Fridays and Saturdays has been approved. Conditions are listed in the attached notice. Please display the licence summary by the bar.',
        {
          decisions: [
            'Licensing update from Herefordshire Council: Your application to extend the licensed hours to 00:30 on Fridays and Saturdays has been approved.',
          ],
        },
      ),
      h(
        'Couples no longer decide on a venue first; they decide on a photographer and a date, and the venue has to fit. Venues that fail to show real prices online lose them at that first step. A price list is a promise, not a risk.',
      ),
      h(
        "Hi Claire, just to let you know that Blooming Wild has closed for good as of Friday, so we won't be able to do the flowers for the Patel wedding on 23 May. We're really sorry. It has been a hard couple of years.",
        {
          problems: [
            "Hi Claire, just to let you know that Blooming Wild has closed for good as of Friday, so we won't be able to do the flowers for the Patel wedding on 23 May.",
          ],
        },
      ),
      h(
        "For the newsletter: Our new orangery is open for bookings from this week, seating up to 80 for ceremonies. We're also launching midweek elopement packages from £1,950 in September. Photos by Hannah Lees.",
        {
          announcements: [
            'For the newsletter: Our new orangery is open for bookings from this week, seating up to 80 for ceremonies.',
            "We're also launching midweek elopement packages from £1,950 in September.",
          ],
        },
      ),
      h(
        "The driveway potholes are getting worse, a guest's car scraped its exhaust on Saturday.\nNeed three quotes for resurfacing before the owners' meeting.\nAsk Tom if the farm digger is free.",
        {
          problems: [
            "The driveway potholes are getting worse, a guest's car scraped its exhaust on Saturday.",
          ],
        },
      ),
      h(
        'BBC Hereford and Worcester: The A438 at Bromyard will be closed overnight for resurfacing from 18 to 29 May. Diversions will be signed via Ledbury. Work was postponed from March because of the wet weather.',
        {
          problems: [
            'BBC Hereford and Worcester: The A438 at Bromyard will be closed overnight for resurfacing from 18 to 29 May.',
          ],
        },
      ),
      h(
        "Jade: are we still doing the tasting on Thursday?\nMe: yes, moved to 4pm so the chef can come\nJade: ok, I'll tell the couple",
        {
          decisions: ['Me: yes, moved to 4pm so the chef can come'],
        },
      ),
    ],
  },
];
