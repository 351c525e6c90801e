import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_W: LabelledListDay[] = [
  {
    name: 'Femi, maintenance planner at a cement plant in Ogun State, Nigeria, on a Tuesday',
    highlights: [
      h(
        'Maintenance coordination meeting, 7.30\nAttendees: Femi, Bola (mech), Chidi (elec), Mrs Adeyemi (production)\nKiln 2 shell scanner shows a hot spot at 38 m, 410 °C and rising. We agreed to cut feed to 85% until the refractory can be inspected. Bola thinks we could stretch it to the planned stop in three weeks. Nobody else was comfortable with that. Bola to send the scanner trend to Lagos before noon.',
        {
          problems: ['Kiln 2 shell scanner shows a hot spot at 38 m, 410 °C and rising.'],
          decisions: ['We agreed to cut feed to 85% until the refractory can be inspected.'],
        },
      ),
      h(
        'Chidi: raw mill main motor tripped twice on overcurrent overnight, 02:10 and 04:45. Chidi: bearing temps normal, I suspect the VFD. Femi: ok, log it and keep it running at reduced load till I come. Chidi: the log sheet is on the clipboard in the MCC room.',
        { problems: ['Chidi: raw mill main motor tripped twice on overcurrent overnight, 02:10 and 04:45.'] },
      ),
      h(
        'From Group Engineering: The new CMMS (Maximo) goes live across all three plants on 1 July. Training for planners starts next Monday in the Ewekoro conference room. Paper work orders will no longer be accepted after 30 June. Please send your list of users by Friday. Questions can go to the project mailbox.',
        {
          announcements: [
            'From Group Engineering: The new CMMS (Maximo) goes live across all three plants on 1 July.',
            'Training for planners starts next Monday in the Ewekoro conference room.',
            'Paper work orders will no longer be accepted after 30 June.',
          ],
        },
      ),
      h(
        'Most maintenance departments fail not because they lack skill but because they never decide what not to fix. Planning is the art of saying no to the urgent so that the important gets done. A plan that nobody believes is worse than no plan at all. Write it down, and then defend it.',
      ),
      h(
        'SAFETY ALERT\nA contractor was struck by falling clinker at the cooler discharge on Saturday. He was treated at the clinic and released the same day. Stay clear of the area under the drag chain during operation. Hard hats with chin straps are mandatory there from today. Supervisors must brief every shift.',
        {
          problems: ['A contractor was struck by falling clinker at the cooler discharge on Saturday.'],
          announcements: ['Hard hats with chin straps are mandatory there from today.'],
        },
      ),
      h(
        "spares: only 1 spare gearbox for the apron conveyor and it's in the Lagos warehouse, lead time 14 wks if we need another",
        {
          problems: [
            "spares: only 1 spare gearbox for the apron conveyor and it's in the Lagos warehouse, lead time 14 wks if we need another",
          ],
        },
      ),
      h(
        "Daily production call\nClinker output yesterday 4,180 t against a target of 4,200 t. Coal mill 1 ran all day without a stop. Mrs Adeyemi has decided to run the kiln on 70% coal and 30% biomass from next week. Trial data will be shared at Friday's call. Q: who signs off the biomass permit amendment?",
        {
          decisions: ['Mrs Adeyemi has decided to run the kiln on 70% coal and 30% biomass from next week.'],
        },
      ),
      h(
        'A 2019 survey of African cement producers found that unplanned kiln stops cost an average of $80,000 per day. The same survey found that plants with a dedicated planner had 40% fewer emergency work orders. New sensors alone made little difference. Culture and discipline did.',
      ),
      h(
        'Notice to all staff\nWith effect from 1 June, Engineer Tunde Bakare is appointed Plant Maintenance Manager. He joins us from the Obajana plant, where he led the kiln 3 rebuild. Please give him your full support.',
        {
          announcements: [
            'With effect from 1 June, Engineer Tunde Bakare is appointed Plant Maintenance Manager.',
          ],
        },
      ),
      h(
        "Chidi: spoke to ABB, their engineer can come Thursday. Femi: ok noted. Femi: we're going with the spare drive from the cement mill in the meantime, Mrs Adeyemi approved. Chidi: I'll swap it after lunch.",
        {
          decisions: [
            "Femi: we're going with the spare drive from the cement mill in the meantime, Mrs Adeyemi approved.",
          ],
        },
      ),
      h(
        "Mrs Adeyemi: we're not buying the second-hand refractory bricks from Sagamu. Mrs Adeyemi: go with Calderys, the PO was approved this afternoon. Bola: noted, I'll call their rep. Femi: thanks ma.",
        {
          decisions: [
            "Mrs Adeyemi: we're not buying the second-hand refractory bricks from Sagamu.",
            'Mrs Adeyemi: go with Calderys, the PO was approved this afternoon.',
          ],
        },
      ),
      h(
        'End of day\nKiln 2 inspection confirmed a 2 m² patch of brick loss. Shutdown agreed for Saturday 06:00, 48 hours. Lagos has been informed. The rest of the week looks quiet, touch wood.',
        {
          problems: ['Kiln 2 inspection confirmed a 2 m² patch of brick loss.'],
          decisions: ['Shutdown agreed for Saturday 06:00, 48 hours.'],
        },
      ),
    ],
  },
  {
    name: 'Charge nurse on a paediatric surgical ward in Auckland, on a Sunday night shift',
    highlights: [
      h(
        'Night handover, Ward 26B\nBed 4: 6-year-old post appendicectomy, obs stable, mum staying. Bed 9: IV pump alarming repeatedly for occlusion, swapped to a new pump, old one tagged for biomed. Beds 12 and 14 are empty but blocked for PICU step-downs. Staffing: 5 RNs against a roster of 6, one sick call. Bed 2 is for discharge in the morning once the plaster is checked.',
        {
          problems: [
            'Bed 9: IV pump alarming repeatedly for occlusion, swapped to a new pump, old one tagged for biomed.',
            'Staffing: 5 RNs against a roster of 6, one sick call.',
          ],
        },
      ),
      h(
        'Kia ora team\nFrom Monday 3 June the ward moves to electronic fluid balance charts in the eVitals app. Paper charts will be removed from the bays on Sunday night. Mere and Jonah can help if you get stuck. Please do the 20-minute module on the learning portal before your next shift.\nNgā mihi, Anahera',
        {
          announcements: [
            'From Monday 3 June the ward moves to electronic fluid balance charts in the eVitals app.',
            'Paper charts will be removed from the bays on Sunday night.',
          ],
        },
      ),
      h(
        "Children rarely deteriorate quietly; they compensate, and compensate, and then they fail all at once. The nurse who knows a child's baseline is the best monitor on the ward. Trust the parent who says something is not right. They have been watching for years, you for an hour.",
      ),
      h(
        "Duty manager: ED has 3 paeds surgical admissions waiting, can you take two? Me: one now, the second once bed 12 is cleaned, the PICU step-down isn't coming till morning. Duty manager: ok, agreed, one now and one at 02:00.",
        { decisions: ['Duty manager: ok, agreed, one now and one at 02:00.'] },
      ),
      h(
        "Datix 41872 filed at 00:40 for a near miss: morphine for bed 4 drawn up as 5 mg instead of 0.5 mg, caught at the second check. No harm to the patient. Discussed with both nurses involved. Will raise it at Tuesday's safety huddle.",
        {
          problems: [
            'Datix 41872 filed at 00:40 for a near miss: morphine for bed 4 drawn up as 5 mg instead of 0.5 mg, caught at the second check.',
          ],
        },
      ),
      h(
        'Te Whatu Ora update: The new paediatric high-dependency unit on level 5 opens to patients on Tuesday 11 June. It will have 6 beds and its own nursing team. Recruitment for the remaining 4 FTE closes on Friday. The unit has been in planning since 2021.',
        {
          announcements: [
            'Te Whatu Ora update: The new paediatric high-dependency unit on level 5 opens to patients on Tuesday 11 June.',
          ],
        },
      ),
      h("ask Anahera again about the broken shower in the parents' room, third week now", {
        problems: ["ask Anahera again about the broken shower in the parents' room, third week now"],
      }),
      h(
        'Ward meeting minutes\nVisiting: it was agreed that one parent can stay overnight at each bedside, siblings only until 19:00. Hand hygiene audit came back at 78%, below the 90% target. Proposal to move the 22:00 drug round to 21:30, to be discussed at the next meeting. Jonah will draft a new roster template. Next meeting 14 June.',
        {
          decisions: [
            'Visiting: it was agreed that one parent can stay overnight at each bedside, siblings only until 19:00.',
          ],
          problems: ['Hand hygiene audit came back at 78%, below the 90% target.'],
        },
      ),
      h(
        'Night shifts change how we decide. A well-known study of nurses found that error rates rose sharply after the tenth consecutive hour at work. The authors recommend that important decisions be checked by a second person after 3 am. Rest is not a luxury; it is a safety measure.',
      ),
      h(
        'Biomed: Pump serial 88213 has a failed pressure sensor and is being sent back to Baxter. Biomed: all other pumps on the ward passed their checks. Biomed: a loan pump will be dropped off on Monday.',
        {
          problems: [
            'Biomed: Pump serial 88213 has a failed pressure sensor and is being sent back to Baxter.',
          ],
        },
      ),
      h(
        'Staff notice: The Park Road staff car park reopens on Monday after the strengthening work. The executive team has agreed that night staff get priority for the ground floor spaces. Permits can be collected from security.',
        {
          announcements: [
            'Staff notice: The Park Road staff car park reopens on Monday after the strengthening work.',
            'The executive team has agreed that night staff get priority for the ground floor spaces.',
          ],
          decisions: [
            'The executive team has agreed that night staff get priority for the ground floor spaces.',
          ],
        },
      ),
      h(
        '06:30 summary\nQuiet second half. Bed 4 slept through. The surgical team decided to keep bed 4 nil by mouth until the morning ward round. Two admissions from ED settled. Handed over to Mere at 07:00.',
        { decisions: ['The surgical team decided to keep bed 4 nil by mouth until the morning ward round.'] },
      ),
    ],
  },
  {
    name: 'Owner of a three-person online loose-leaf tea shop in Norwich, on a Monday',
    highlights: [
      h(
        "Priya: 14 orders from the weekend still not shipped, Royal Mail Click & Drop is down again. Priya: I've written the labels by hand for the urgent ones. Sam: Trustpilot review overnight says the Assam arrived with a split bag, 2 stars. Sam: I've replied and offered a replacement.",
        {
          problems: [
            'Priya: 14 orders from the weekend still not shipped, Royal Mail Click & Drop is down again.',
            'Sam: Trustpilot review overnight says the Assam arrived with a split bag, 2 stars.',
          ],
        },
      ),
      h(
        'Shopify Changelog\nNew: Shopify Collective is now available to merchants in the UK. Checkout extensibility is now generally available for all plans. Bug fixes and performance improvements. Script editor will be sunset on 28 August 2025. See the help centre for migration guides.',
        {
          announcements: [
            'New: Shopify Collective is now available to merchants in the UK.',
            'Checkout extensibility is now generally available for all plans.',
            'Script editor will be sunset on 28 August 2025.',
          ],
        },
      ),
      h(
        "Monday catch-up (me, Priya, Sam)\nWe're dropping Evri and moving all parcels to Royal Mail Tracked 48 from next week. Sam wants to try TikTok Shop but nobody's convinced yet. Agreed: the Darjeeling sample tin goes free with orders over £40. Still undecided on whether to raise prices in January. Priya needs more shelf space in the unit.",
        {
          decisions: [
            "We're dropping Evri and moving all parcels to Royal Mail Tracked 48 from next week.",
            'Agreed: the Darjeeling sample tin goes free with orders over £40.',
          ],
        },
      ),
      h(
        'Every small business owner learns the same lesson: the problem is never the product, it is cash. Launch too early and you burn goodwill; launch too late and you burn money. Decide what you will not sell. Then say it out loud so you cannot quietly go back on it.',
      ),
      h(
        'Dear Mr Hale,\nDue to the strikes at Mombasa port, our September shipment of Kenyan BOP will be delayed by about three weeks. We apologise for the inconvenience. Our new Kenyan Purple tea is now in stock and samples are available on request.\nKind regards,\nWanjiku, Kericho Highlands Tea',
        {
          problems: [
            'Dear Mr Hale, Due to the strikes at Mombasa port, our September shipment of Kenyan BOP will be delayed by about three weeks.',
          ],
          announcements: ['Our new Kenyan Purple tea is now in stock and samples are available on request.'],
        },
      ),
      h('vat return due 7th, xero bank feed has stopped syncing since thursday', {
        problems: ['vat return due 7th, xero bank feed has stopped syncing since thursday'],
      }),
      h(
        "Norwich Lanes traders will get free parking on Saturdays in December, the city council announced yesterday. The scheme was approved at Tuesday's cabinet meeting after a petition signed by 300 businesses. Some councillors said the money would be better spent on buses. The Lanes have around 300 independent shops.",
        {
          announcements: [
            'Norwich Lanes traders will get free parking on Saturdays in December, the city council announced yesterday.',
          ],
          decisions: [
            "The scheme was approved at Tuesday's cabinet meeting after a petition signed by 300 businesses.",
          ],
        },
      ),
      h(
        "Hi, I ordered the Christmas advent calendar on 2 November and the tracking hasn't moved in 9 days. It was meant to be a present for my sister. Can you help? Thanks, Joanne",
        {
          problems: [
            "Hi, I ordered the Christmas advent calendar on 2 November and the tracking hasn't moved in 9 days.",
          ],
        },
      ),
      h(
        'The average conversion rate for small UK web shops fell to 1.4% last year. Shoppers now abandon carts mainly because of delivery costs shown late in the checkout. Free shipping thresholds remain the single most effective fix. Few shops test them properly.',
      ),
      h(
        "Sam: the new Earl Grey Crème landing page is live, link in #marketing. Sam: newsletter goes out at 7 tonight. Me: great. Priya: heads up, the heat sealer is overheating again and it burnt through two bags this afternoon. Priya: I'll unplug it for now.",
        {
          announcements: ['Sam: the new Earl Grey Crème landing page is live, link in #marketing.'],
          problems: [
            'Priya: heads up, the heat sealer is overheating again and it burnt through two bags this afternoon.',
          ],
        },
      ),
      h(
        'Tea is patience in a cup. The Chinese merchants who supplied Canton in the 1830s knew that a good harvest could not be hurried. Neither could a good customer. I keep coming back to that line.',
      ),
      h(
        "Decided: we'll stop selling the 1 kg catering bags, they barely sell and take up half a shelf. Also settled on Ecologi for carbon offsetting, £30 a month. Sam will update the FAQ.",
        {
          decisions: [
            "Decided: we'll stop selling the 1 kg catering bags, they barely sell and take up half a shelf.",
            'Also settled on Ecologi for carbon offsetting, £30 a month.',
          ],
        },
      ),
    ],
  },
  {
    name: "Van fleet coordinator for a builders' merchant with 18 delivery vans, Bristol, on a Wednesday",
    highlights: [
      h(
        "Gaz: VN19 KXT won't start, battery flat again, I'm at the Avonmouth yard. Lee: sat nav on van 7 keeps routing us over the Cumberland Basin bridge which is shut. Kev: on my way to the Fishponds job, ETA 9. Gaz: any chance of a jump pack?",
        {
          problems: [
            "Gaz: VN19 KXT won't start, battery flat again, I'm at the Avonmouth yard.",
            'Lee: sat nav on van 7 keeps routing us over the Cumberland Basin bridge which is shut.',
          ],
        },
      ),
      h(
        'Please note: From 1 October, all drivers must complete the online driver risk assessment before insurance renewal. Vans fitted with forward-facing cameras will get a 7% discount on premium. Please reply to this email if you have any questions.',
        {
          announcements: [
            'Please note: From 1 October, all drivers must complete the online driver risk assessment before insurance renewal.',
            'Vans fitted with forward-facing cameras will get a 7% discount on premium.',
          ],
        },
      ),
      h(
        "Fleet review with Sarah (ops director)\nWe agreed to replace the four oldest Transits with electric Vivaro-e vans next spring. Electrician's quote for charging points at Bedminster is £18k. Sarah is against leasing. No decision yet on the Hengrove branch vans. I need to pull mileage data for all 18 vans.",
        {
          decisions: [
            'We agreed to replace the four oldest Transits with electric Vivaro-e vans next spring.',
          ],
        },
      ),
      h(
        'Webfleet alert: Van 12 logged six harsh braking events on the A4 today. Weekly fuel report attached. Fleet average 31.2 mpg. Van 3 has the best score this month.',
        { problems: ['Webfleet alert: Van 12 logged six harsh braking events on the A4 today.'] },
      ),
      h(
        'A fleet is only as reliable as its worst-maintained vehicle. Most breakdowns are decided in the workshop months before they happen. The cheapest van is the one you never have to recover from a hard shoulder. Drivers know this better than managers do.',
      ),
      h('MOTs due: VN19 KXT 14th, WR68 PLO 22nd\nbook both at Kingswood, ask for the Saturday slot'),
      h(
        "Staff news\nDanny Price joins the transport team as Fleet Supervisor on Monday 16 September. The new Keynsham branch opens its trade counter on 30 September. Branch managers will receive their opening-day rota by Friday. Following the break-in at Avonmouth, the board has decided that all vans must be parked inside the yard overnight from Monday. Thanks to everyone who came to Maureen's leaving do.",
        {
          announcements: [
            'Danny Price joins the transport team as Fleet Supervisor on Monday 16 September.',
            'The new Keynsham branch opens its trade counter on 30 September.',
            'Following the break-in at Avonmouth, the board has decided that all vans must be parked inside the yard overnight from Monday.',
          ],
          decisions: [
            'Following the break-in at Avonmouth, the board has decided that all vans must be parked inside the yard overnight from Monday.',
          ],
        },
      ),
      h(
        "Incident 2024-117\nVan 9 reversed into a customer's gate post at a site in Clifton at 10:15, minor damage to the rear step and the post. Driver reported it immediately. Photos and the customer's details are on the shared drive.",
        {
          problems: [
            "Van 9 reversed into a customer's gate post at a site in Clifton at 10:15, minor damage to the rear step and the post.",
          ],
        },
      ),
      h(
        "Sarah: Going with Lex Autolease for the EVs, their maintenance package is better. Sarah: sign-off from the MD came through this morning. Me: brilliant, I'll tell the drivers at Friday's toolbox talk.",
        {
          decisions: [
            'Sarah: Going with Lex Autolease for the EVs, their maintenance package is better.',
            'Sarah: sign-off from the MD came through this morning.',
          ],
        },
      ),
      h(
        "Bristol's Clean Air Zone will be extended to include the A4 Portway from January, the council confirmed. Non-compliant vans pay £9 a day. Around 2,000 businesses are expected to be affected. The original zone launched in November 2022.",
        {
          announcements: [
            "Bristol's Clean Air Zone will be extended to include the A4 Portway from January, the council confirmed.",
          ],
        },
      ),
      h(
        "Recovered VN19 KXT to Kingswood, new battery fitted, £145. Alternator also tested and it's fine. Van 7 sat nav still not fixed, TomTom support ticket open. Sarah and I settled on a 7am start for the Avonmouth drivers from next week. Tomorrow: chase the gate claim.",
        {
          problems: ['Van 7 sat nav still not fixed, TomTom support ticket open.'],
          decisions: ['Sarah and I settled on a 7am start for the Avonmouth drivers from next week.'],
        },
      ),
    ],
  },
  {
    name: 'Food microbiology lab supervisor at a contract testing lab in Wageningen (writes in English), on a Wednesday',
    highlights: [
      h(
        'Weekly lab meeting\nListeria proficiency test results are back: we scored satisfactory on all six samples. Incubator 3 drifted to 39.5 °C overnight, so the Salmonella plates from Tuesday have to be repeated. We decided to move all Salmonella work to incubator 5 until the service engineer has been. Pieter asked whether we should switch to the Thermo chromogenic agar; no conclusion. Sanne is on leave next week.',
        {
          announcements: [
            'Listeria proficiency test results are back: we scored satisfactory on all six samples.',
          ],
          problems: [
            'Incubator 3 drifted to 39.5 °C overnight, so the Salmonella plates from Tuesday have to be repeated.',
          ],
          decisions: [
            'We decided to move all Salmonella work to incubator 5 until the service engineer has been.',
          ],
        },
      ),
      h(
        'Dear all, The RvA accreditation audit is confirmed for 14 and 15 November. Please make sure all SOPs are on the current version in the QMS before 1 November. Any deviation not closed by then will have to be explained to the auditor. Thank you for your efforts this year.',
        { announcements: ['Dear all, The RvA accreditation audit is confirmed for 14 and 15 November.'] },
      ),
      h(
        'LabVantage 8.8 release notes\nNew: barcode scanning is now supported on the sample reception tablet. Fixed: results for duplicate samples were occasionally attached to the wrong batch. Known issue: exporting certificates to PDF fails when the customer name contains an ampersand. A patch is planned for Q1.',
        {
          announcements: ['New: barcode scanning is now supported on the sample reception tablet.'],
          problems: [
            'Known issue: exporting certificates to PDF fails when the customer name contains an ampersand.',
          ],
        },
      ),
      h(
        'Contamination is not a failure of the method but of attention. In a good laboratory nobody has to decide whether to clean the bench; it is simply done. The problem with routines is that they become invisible. That is also their strength.',
      ),
      h(
        'Hi Marloes, Our client is unhappy that the Bacillus cereus report for batch 2231 took 9 working days instead of the agreed 5. They are asking for a discount. Can we discuss tomorrow? Best, Joost (FreshFarm QA)',
        {
          problems: [
            'Hi Marloes, Our client is unhappy that the Bacillus cereus report for batch 2231 took 9 working days instead of the agreed 5.',
          ],
        },
      ),
      h('media prep: order BPW and XLD today!!'),
      h(
        'WUR news: Professor Ingrid de Vries has been appointed head of the Food Safety department from 1 December. The new BSL-3 suite in the Axis building opens for use in January. Details of the celebration will follow. Ingrid previously led the RIVM zoonoses group.',
        {
          announcements: [
            'WUR news: Professor Ingrid de Vries has been appointed head of the Food Safety department from 1 December.',
            'The new BSL-3 suite in the Axis building opens for use in January.',
          ],
        },
      ),
      h(
        "Pieter: The autoclave door seal is leaking steam again, I've put a sign on it. Me: use the small autoclave for now. Pieter: ok. Me: and we are not running the Listeria enrichments tonight, they'll go in tomorrow morning.",
        {
          problems: ["Pieter: The autoclave door seal is leaking steam again, I've put a sign on it."],
          decisions: [
            "Me: and we are not running the Listeria enrichments tonight, they'll go in tomorrow morning.",
          ],
        },
      ),
      h(
        'A 2023 review in Food Microbiology found that rapid PCR methods fail to detect low levels of Salmonella in 4% of spiked samples. The authors argue that labs should not decide on a method by speed alone. Culture remains the reference. Speed sells, but false negatives cost more.',
      ),
      h(
        'Management update: The board has approved the purchase of a second MALDI-TOF. Sample reception hours will change to 07:30–17:00 from next Monday. Overtime rules are unchanged. The date of the Christmas borrel is still to be fixed.',
        {
          decisions: ['Management update: The board has approved the purchase of a second MALDI-TOF.'],
          announcements: ['Sample reception hours will change to 07:30–17:00 from next Monday.'],
        },
      ),
      h(
        'Incubator 3 engineer booked for Friday. Listeria certificates sent to all four customers. Ordered BPW for delivery on Friday. Agreed with Joost to give FreshFarm 10% off the delayed report. Tomorrow is quieter, I hope.',
        { decisions: ['Agreed with Joost to give FreshFarm 10% off the delayed report.'] },
      ),
    ],
  },
  {
    name: 'Production electrician with a touring opera company, on a get-in day at a Leeds theatre',
    highlights: [
      h(
        "Get-in schedule, Leeds Grand\nTrucks arrive 06:00, rig from 07:00. Focus 14:00–18:00, cue-to-cue at 19:00. Please note the theatre's new house rule: no lithium batteries to be charged backstage overnight from this season. It was agreed with the venue that our crew can use dock door 2 for the get-out.",
        {
          announcements: [
            "Please note the theatre's new house rule: no lithium batteries to be charged backstage overnight from this season.",
          ],
          decisions: ['It was agreed with the venue that our crew can use dock door 2 for the get-out.'],
        },
      ),
      h(
        "Dom: two of the Source Four profiles on the No 3 bar are dead, lamp and fuse both fine. Dom: I think it's the dimmer pack. Ellie: I'll check the desk. Dom: cheers.",
        {
          problems: [
            'Dom: two of the Source Four profiles on the No 3 bar are dead, lamp and fuse both fine.',
          ],
        },
      ),
      h(
        'Production meeting 12:30\nWe agreed to cut the haze in Act 2 after two singers complained about their voices. The revolve is sticking at about 200 degrees and stage management want it looked at before the dress. Director has approved the new blue wash for the garden scene. Next production meeting is in Nottingham on Tuesday.',
        {
          decisions: [
            'We agreed to cut the haze in Act 2 after two singers complained about their voices.',
            'Director has approved the new blue wash for the garden scene.',
          ],
          problems: [
            'The revolve is sticking at about 200 degrees and stage management want it looked at before the dress.',
          ],
        },
      ),
      h(
        'Light decides where the audience looks before the audience decides anything. A designer who fails to plan the dark will fail to control the bright. New equipment will not save a bad plot. Only time in the room will.',
      ),
      h(
        'Company update: We are delighted to announce that Mia Thornton will be our new Head of Lighting from January. Tickets for the spring tour go on sale on Friday at 10:00. The Hull dates have been cancelled because the New Theatre stage is being rebuilt. Refunds will be processed automatically.',
        {
          announcements: [
            'Company update: We are delighted to announce that Mia Thornton will be our new Head of Lighting from January.',
            'Tickets for the spring tour go on sale on Friday at 10:00.',
            'The Hull dates have been cancelled because the New Theatre stage is being rebuilt.',
          ],
        },
      ),
      h('PAT test stickers on the practicals expired last month, need redoing before the venue check', {
        problems: [
          'PAT test stickers on the practicals expired last month, need redoing before the venue check',
        ],
      }),
      h(
        'Incident: 16:40, a follow spot operator received a small electric shock from the lighting bridge socket. Power to the bridge circuit isolated and locked off. Venue electrician informed. The socket has a cracked faceplate and no earth continuity. Operator checked by the first aider and carried on.',
        {
          problems: [
            'Incident: 16:40, a follow spot operator received a small electric shock from the lighting bridge socket.',
            'The socket has a cracked faceplate and no earth continuity.',
          ],
        },
      ),
      h(
        "PM: the revolve engineer can't get here till tomorrow. PM: so we're settled on running the dress without the revolve turning, cast have been told. Me: understood, I'll re-plot cue 112 as a static state. PM: we'll review after the dress.",
        {
          decisions: [
            "PM: so we're settled on running the dress without the revolve turning, cast have been told.",
          ],
        },
      ),
      h(
        "Theatre is the art of making a hundred small decisions look like one. The audience should never see the problem you solved at six o'clock. That is the job. Nobody claps for the crew, and that is how it should be.",
      ),
      h(
        'ETC Eos v3.2.8 release notes\nNew: Augment3d now supports multiple users on the same show file. Fixed: an issue where the desk could freeze when patching more than 4,000 addresses. Known issue: some RDM devices fail to report their personality after a reboot. Update via the ETC website.',
        {
          announcements: ['New: Augment3d now supports multiple users on the same show file.'],
          problems: ['Known issue: some RDM devices fail to report their personality after a reboot.'],
        },
      ),
      h(
        'Dimmer 47 replaced with the spare, both profiles back. Focus ran 40 mins over. Decision from the director at 21:30: the blue wash stays but comes in on a 5 count, not a 3. Bed by one, hopefully.',
        {
          decisions: [
            'Decision from the director at 21:30: the blue wash stays but comes in on a 5 count, not a 3.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Site agent on an overnight road resurfacing scheme on the A38, on a Thursday',
    highlights: [
      h(
        'Pre-start briefing 19:30\nClosure of the A38 northbound J3 to J4 from 20:00 to 05:30. Planer and two pavers on site, 11 operatives. The forecast shows rain after 02:00, so we agreed to finish surfacing the inside lane first. Sam is the appointed person for the lift tonight. Welfare cabin is at the J3 layby.',
        {
          decisions: [
            'The forecast shows rain after 02:00, so we agreed to finish surfacing the inside lane first.',
          ],
        },
      ),
      h(
        'Please be aware that from 1 April all night closures on the A38 must be booked through the new Network Occupancy system, not by email. The old booking spreadsheet will be switched off on 31 March. Training videos are on the supplier portal.',
        {
          announcements: [
            'Please be aware that from 1 April all night closures on the A38 must be booked through the new Network Occupancy system, not by email.',
            'The old booking spreadsheet will be switched off on 31 March.',
          ],
        },
      ),
      h(
        "Traffic management: cone taper at the J3 merge has been hit, three cones down, a van didn't stop. Planer: drum change done, back cutting. Paver 2: screed heater fault, running one side only. Gang 1: all good, on programme.",
        {
          problems: [
            "Traffic management: cone taper at the J3 merge has been hit, three cones down, a van didn't stop.",
            'Paver 2: screed heater fault, running one side only.',
          ],
        },
      ),
      h(
        'Roads are never finished; they are only resurfaced. Every engineer learns sooner or later that water is behind almost every pavement failure. Keep the water out and the road will look after itself. Let it in and nothing else you do matters.',
      ),
      h(
        "Project meeting, site cabin\nThe client approved the change to a 40 mm SMA surface course instead of HRA. The programme slips by one night because of the gas main diversion. We're going with Tarmac's Ashbury plant for all asphalt from now on. Open question: who pays for the extra traffic management night?",
        {
          decisions: [
            'The client approved the change to a 40 mm SMA surface course instead of HRA.',
            "We're going with Tarmac's Ashbury plant for all asphalt from now on.",
          ],
          problems: ['The programme slips by one night because of the gas main diversion.'],
        },
      ),
      h('check the core results from last Thursday and send them to the client before Monday'),
      h(
        'Local news: Worcestershire County Council has launched a new pothole reporting app. It is the third such app in the region. The council says it fixed 24,000 potholes last year. Critics say the real issue is funding.',
        {
          announcements: [
            'Local news: Worcestershire County Council has launched a new pothole reporting app.',
          ],
        },
      ),
      h(
        '01:50 near miss: a member of the public drove through the closure behind the works convoy and stopped 10 m from the paver. Police called, reg plate noted. Works stopped for 20 mins. From tonight we put a second TM vehicle at the entry point, agreed with the TM supervisor.',
        {
          problems: [
            '01:50 near miss: a member of the public drove through the closure behind the works convoy and stopped 10 m from the paver.',
          ],
          decisions: [
            'From tonight we put a second TM vehicle at the entry point, agreed with the TM supervisor.',
          ],
        },
      ),
      h(
        'A good foreman listens to the paver more than to the programme. The machine tells you when the mix is wrong. The programme only tells you when you are late. I have never met a programme that laid a tonne of asphalt.',
      ),
      h(
        'Shift report 05:45\nInside lane surfaced 1.2 km, outside lane 0.4 km. Rain started 03:10 and surfacing stopped, leaving 0.8 km of the outside lane for another night. Road reopened at 05:30 as planned. Paver 2 heater needs a fitter before Monday.',
        {
          problems: [
            'Rain started 03:10 and surfacing stopped, leaving 0.8 km of the outside lane for another night.',
            'Paver 2 heater needs a fitter before Monday.',
          ],
        },
      ),
      h(
        "Neil: well done last night. Neil: we've decided to bring in a second paver crew next week to recover the lost night. Neil: and the Worcester depot opens on Monday, so plant can be stored there from now on.",
        {
          decisions: [
            "Neil: we've decided to bring in a second paver crew next week to recover the lost night.",
          ],
          announcements: [
            'Neil: and the Worcester depot opens on Monday, so plant can be stored there from now on.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Manager of a farm anaerobic digestion plant in Lower Saxony (writes in English), on a Friday',
    highlights: [
      h(
        'Night log\nDigester 2 temperature 41.2 °C, stable. CHP units 1 and 2 ran all night at full load. Gas storage at 62%. Separator cleaned at 05:00 as scheduled.',
      ),
      h(
        'Friday team meeting\nWe agreed to reduce the maize silage share to 45% and increase manure to compensate. Foaming in digester 1 is back, third time this month. Jens suggested an antifoam dosing pump; we will price it first. The summer holiday rota was approved. Coffee machine is fixed, thanks Lukas.',
        {
          decisions: [
            'We agreed to reduce the maize silage share to 45% and increase manure to compensate.',
            'The summer holiday rota was approved.',
          ],
          problems: ['Foaming in digester 1 is back, third time this month.'],
        },
      ),
      h(
        'From 1 January 2025, the new EEG rules require AD plants above 500 kW to provide flexible generation. The Bundesnetzagentur published the updated tender results on Tuesday. Operators have until March to register. Most plants in the region will need extra gas storage.',
        {
          announcements: [
            'From 1 January 2025, the new EEG rules require AD plants above 500 kW to provide flexible generation.',
            'The Bundesnetzagentur published the updated tender results on Tuesday.',
          ],
        },
      ),
      h(
        "A digester is a living thing, and like any living thing it fails slowly and then suddenly. The operator's job is to notice the slow part. Most problems begin with a change of feed. Feed the bugs the same thing every day and they will forgive you a lot.",
      ),
      h(
        'Dear Sir or Madam, Due to maintenance on the 20 kV line, your feed-in will be curtailed to 50% on 12 and 13 June between 07:00 and 16:00. We apologise for any inconvenience. Your network operator',
        {
          problems: [
            'Dear Sir or Madam, Due to maintenance on the 20 kV line, your feed-in will be curtailed to 50% on 12 and 13 June between 07:00 and 16:00.',
          ],
        },
      ),
      h(
        "Hinrich: the manure tanker's hydraulics have failed, no deliveries today or tomorrow. Me: ok, we'll run on silage and the stored slurry until Monday. Hinrich: I'll call when it's fixed. Me: thanks, good luck with it.",
        {
          problems: ["Hinrich: the manure tanker's hydraulics have failed, no deliveries today or tomorrow."],
          decisions: ["Me: ok, we'll run on silage and the stored slurry until Monday."],
        },
      ),
      h(
        'H2S readings creeping up on the gas analyser, 380 ppm this morning vs 150 last week. Check the iron hydroxide dosing. Maybe ask Jens to look at the calibration too.',
        {
          problems: ['H2S readings creeping up on the gas analyser, 380 ppm this morning vs 150 last week.'],
        },
      ),
      h(
        'Company newsletter\nOur new gas upgrading unit at the Vechta site started feeding biomethane into the grid on Monday. Anna Krüger joins as the new safety officer on 1 July. The annual open day will be on Sunday 8 September. Last year we had 1,200 visitors.',
        {
          announcements: [
            'Our new gas upgrading unit at the Vechta site started feeding biomethane into the grid on Monday.',
            'Anna Krüger joins as the new safety officer on 1 July.',
            'The annual open day will be on Sunday 8 September.',
          ],
        },
      ),
      h(
        'Safety bulletin from the Fachverband: a worker died last month at a plant in Bavaria after entering a pre-storage pit without gas detection. All members are reminded that entry into pits requires a permit and a second person. The investigation is ongoing.',
        {
          problems: [
            'Safety bulletin from the Fachverband: a worker died last month at a plant in Bavaria after entering a pre-storage pit without gas detection.',
          ],
        },
      ),
      h(
        'Biogas has a problem with its image. Many people still think of it as smelly and subsidised. Plants that invite their neighbours in tend to receive far fewer complaints. Openness is cheaper than lawyers.',
      ),
      h(
        "Spoke to the bank. We're going ahead with the second storage tank, financing approved at 4.1%. Construction will not start before the autumn. Also agreed with Jens that he takes over the night call-out rota from July.",
        {
          decisions: [
            "We're going ahead with the second storage tank, financing approved at 4.1%.",
            'Also agreed with Jens that he takes over the night call-out rota from July.',
          ],
        },
      ),
    ],
  },
];
