import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_100: LabelledDay[] = [
  {
    name: 'Lakshmi, 38, an insurance (TPA) desk executive at a multispeciality hospital in Coimbatore, on a Monday (billing WhatsApp, insurer e-mails, notes to self)',
    highlights: [
      h(
        '[02/03/2026, 09:12] Dr Senthil: Good morning. Bed 214 patient Mr Rajan discharge is planned by 12 noon itself.\n[02/03/2026, 09:14] Dr Senthil: Kindly raise the final bill and send to Star Health TPA for approval before 10.30.\n[02/03/2026, 09:20] Lakshmi: Noted sir 🙏',
        'Dr Senthil: Kindly raise the final bill and send to Star Health TPA for approval before 10.30.',
      ),
      h(
        'Dear Madam,\nWith reference to the below, we are unable to process the cashless claim as the discharge summary is not enclosed. Kindly revert with the discharge summary and final bill break-up at the earliest.\nRegards,\nClaims Team, Medi Assist\n> Please find attached the pre-auth enhancement request for Mrs Kamala, IP No 55231.',
        'Kindly revert with the discharge summary and final bill break-up at the earliest.',
      ),
      h(
        'Monday list\n- [x] Call Star Health re Kamala\n- Pre-auth bed 308 knee, send by 11\n- [x] Update MIS sheet for Feb',
        'Pre-auth bed 308 knee, send by 11',
      ),
      h(
        'From the NABH billing training last week: "Never release the patient before the TPA approval letter is in hand." Trainer also said to always cross-check the room rent capping before raising the bill. Very useful session only.',
      ),
      h(
        "Kamala madam's son called thrice asking about the claim status. I told him it should be approved by evening. He is very tensed, poor fellow.",
      ),
      h(
        '02/03/2026, 11:45 am - Ravi Billing: Madam the Bed 214 bill was showing 2 days pharmacy returns pending\n02/03/2026, 11:58 am - Ravi Billing: I have cancelled and re-raised the bill, now it is showing correct',
      ),
      h(
        'Pre-auth for Mr Abdul (angioplasty) got approved for 1.8 lakhs. The follow-up for the enhancement is with the cardiology team now. Thanks to Ravi for reverting so fast on Saturday.',
      ),
      h(
        "Amma's BP tablets over, pick up from Apollo pharmacy on the way home",
        "Amma's BP tablets over, pick up from Apollo pharmacy on the way home",
      ),
      h(
        'Circular from GM Operations: All TPA desk staff are requested to complete the insurance KYC module on the HR portal latest by 7th March. Non-compliance will be viewed seriously.',
        'Circular from GM Operations: All TPA desk staff are requested to complete the insurance KYC module on the HR portal latest by 7th March.',
      ),
      h(
        'Meeting with Star Health regional manager\nOutstanding: 42 claims, approx 63 lakhs\nHe says 20 claims will be settled this week itself\nWe have to send the query replies for the balance 22 by Friday\nTheir side contact is Mr Gopal from now on',
        'We have to send the query replies for the balance 22 by Friday',
      ),
      h(
        'Sir asked whether we can prepone the Thursday audit to Wednesday. Meena from accounts already confirmed it is fine, so done.',
      ),
    ],
  },
  {
    name: 'Pooja, 27, a merchandiser at a garment export house in Noida, on a Tuesday (buyer e-mails, factory WhatsApp, family chat)',
    highlights: [
      h(
        'Hi Pooja,\nThe fit samples for style KW-2291 came in yesterday and the sleeve length is 2 cm short on all sizes. Please revert with a corrected sample date by Thursday.\nAlso, can you share the updated T&A calendar?\nThanks,\nHannah',
        'Please revert with a corrected sample date by Thursday.',
        'Also, can you share the updated T&A calendar?',
      ),
      h(
        "[03/03/2026, 10:02:11] Sunil Production: Ma'am cutting for PO 4471 is done, stitching starts tomorrow\n[03/03/2026, 10:05:40] Sunil Production: Fabric for PO 4480 not yet received from the mill\n[03/03/2026, 10:07:03] Pooja: Sunil ji I already spoke to the mill, they are dispatching today itself",
      ),
      h(
        'Our GM always says, "A merchandiser who does not follow up daily is not a merchandiser." Very true, yaar. Today I spent 3 hours only on follow-ups.',
      ),
      h(
        'tues\n- labdip navy shade, chase mill\n- inline inspection PO 4471 fri 11am\n- [x] book cab for buyer visit\n- [x] send PP sample to Hannah',
        'labdip navy shade, chase mill',
        'inline inspection PO 4471 fri 11am',
      ),
      h(
        'The shipment for PO 4402 should reach Felixstowe port by 18th. Buyer has agreed for air freight at our cost for the short quantity, which is a big loss for us.',
      ),
      h(
        '03/03/2026, 14:30 - Arvind Sir: Pooja kindly prepare the costing for the new Zara enquiry and put it on my table by EOD\n03/03/2026, 14:31 - Arvind Sir: Good work on the H&M order by the way',
        'Arvind Sir: Pooja kindly prepare the costing for the new Zara enquiry and put it on my table by EOD',
      ),
      h('I was planning to visit the washing unit today but the car was not available. Will see.'),
      h('Sample room news: Ramesh bhaiya is retiring after 32 years. Everyone is very emotional.'),
      h(
        'The LC documents have to be submitted to the bank by 10th without fail, otherwise payment will get delayed.',
        'The LC documents have to be submitted to the bank by 10th without fail, otherwise payment will get delayed.',
      ),
      h(
        'Note from the compliance webinar: "Always keep the wage register updated, auditors will ask for it first." Also they told that social audits are now unannounced in most cases.',
      ),
      h(
        "Bhaiya: Pooja beta don't forget to bring the Aadhaar copy for the gas connection on Sunday",
        "Bhaiya: Pooja beta don't forget to bring the Aadhaar copy for the gas connection on Sunday",
      ),
    ],
  },
  {
    name: "Adaeze, 31, production manager on a Nollywood film shoot in Asaba, on a Wednesday (crew WhatsApp, writers' e-mails, notes)",
    highlights: [
      h(
        '[04/03/2026, 06:41] Oga Director: We wrapped late yesterday, well done everybody.\n[04/03/2026, 06:43] Oga Director: Adaeze abeg make sure the gen has fuel before we start, I no wan hear story today',
        'Oga Director: Adaeze abeg make sure the gen has fuel before we start, I no wan hear story today',
      ),
      h(
        'Chuks (props): Aunty Ada the chair for scene 14 don break, should I buy new one or we borrow from the hotel?',
        'Chuks (props): Aunty Ada the chair for scene 14 don break, should I buy new one or we borrow from the hotel?',
      ),
      h(
        'Budget check: we have spent 4.2m out of 6.5m and we are only on day 9 of 15. E no easy at all. Producer said the second tranche should land by Friday.',
      ),
      h(
        'To do before Friday\n1. Pay the Okpanam landlord the balance for the location\n2) Police permit for Ibusa road scene\n3. [x] Sort out the caterer wahala',
        'Pay the Okpanam landlord the balance for the location',
        'Police permit for Ibusa road scene',
      ),
      h(
        'Something my first boss in Surulere used to say: "On a film set, anything that can go wrong will go wrong, so always carry cash and a torchlight." I have never forgotten it.',
      ),
      h(
        'Ngozi: Adaeze how far, did you send the call sheet for tomorrow? The actors are asking',
        'Ngozi: Adaeze how far, did you send the call sheet for tomorrow?',
      ),
      h(
        'Light went off twice during the market scene and we lost almost one hour. The gen boy said it was dirty fuel. I was supposed to buy the filter last week sef.',
      ),
      h(
        'Hi Adaeze,\nPlease find attached the revised script pages for scenes 22 to 25.\nKindly print 12 copies and distribute to cast before the table read on Thursday.\nThanks,\nEmeka (Writers Room)',
        'Kindly print 12 copies and distribute to cast before the table read on Thursday.',
      ),
      h(
        'I told the extras I would sort their payment yesterday, but the bank app was doing anyhow. They were not happy at all.',
      ),
      h(
        'Makeup artist Blessing did a fantastic job on the accident scene, everyone was shouting. She deserves a bonus honestly.',
      ),
      h(
        'Reminder: hotel checkout for the Abuja crew is 12 noon Thursday, tell them to pack the night before',
        'Reminder: hotel checkout for the Abuja crew is 12 noon Thursday, tell them to pack the night before',
      ),
    ],
  },
  {
    name: "Jason Lim, 36, project coordinator for an HDB renovation contractor in Singapore, on a Thursday (client WhatsApp, workers' group, notes)",
    highlights: [
      h(
        '[05/03/2026, 8:15 AM] Mrs Tan (Blk 512 Tampines): Jason, the carpenter never come yesterday leh. Can you check with him and tell me when he coming?',
        'Can you check with him and tell me when he coming?',
      ),
      h(
        'Boss Ah Huat: Jason you arrow the tiler to go Punggol site tomorrow, the toilet must finish by Sat can or not',
        'Boss Ah Huat: Jason you arrow the tiler to go Punggol site tomorrow, the toilet must finish by Sat can or not',
      ),
      h('HDB permit for Blk 208 Bishan approved already, work can start Monday. Shiok.'),
      h(
        'Things to buy (Sat)\n- silicone x 6 clear\n- 2 boxes of tile spacers 3mm\n- [x] masking tape\n- [x] grout grey 5kg',
        'silicone x 6 clear',
        '2 boxes of tile spacers 3mm',
      ),
      h(
        'From the BCA safety briefing: "Work at height, always clip on, no excuse." The officer also said the fine now can go up to 50k. Damn scary.',
      ),
      h(
        'Alamak, the aircon guy quoted 3.8k for the Bishan unit, last time was 3.2k only. I think he see the client is rich then anyhow charge.',
      ),
      h(
        'Wife: Dont forget to collect Ethan from student care by 6.30, I got meeting',
        'Wife: Dont forget to collect Ethan from student care by 6.30, I got meeting',
      ),
      h(
        'Client meeting Blk 330 Sengkang, Mr and Mrs Kumar\nThey want to hack the kitchen wall, must check with HDB whether it is structural\nBudget around 45k, they very particular about the cabinet colour\nNeed to send them the 3D drawing by next Wed',
        'They want to hack the kitchen wall, must check with HDB whether it is structural',
        'Need to send them the 3D drawing by next Wed',
      ),
      h(
        'The Punggol owner should be collecting keys next Friday, so confirm plus chop cannot delay the handover.',
      ),
      h('Tiler Ah Seng: Boss I on the way, 15 min'),
      h('Why every client want everything done before CNY one? Every year same thing lor.'),
    ],
  },
  {
    name: 'Maricel, 29, a crewing officer at a seafarer manning agency in Manila, on a Friday (principal e-mails, crew Viber, family chat)',
    highlights: [
      h(
        "[06/03/2026, 9:02 AM] 3/O Reyes: Good morning ma'am, my yellow fever card is expired po.\n[06/03/2026, 9:10 AM] Maricel: Noted po, I will book you a slot at the Bureau of Quarantine and text you the schedule",
        'Maricel: Noted po, I will book you a slot at the Bureau of Quarantine and text you the schedule',
      ),
      h(
        'Dear Maricel,\nPlease be advised that MV Pacific Amber will arrive Singapore on 14 March.\nKindly arrange 2 ABs and 1 oiler to join on arrival and send the CVs for approval by Monday.\nBest regards,\nCapt Henriksen\nCrewing Dept, Nordhavn Shipping',
        'Kindly arrange 2 ABs and 1 oiler to join on arrival and send the CVs for approval by Monday.',
      ),
      h(
        'For today\n[x] OEC for Dela Cruz and Santos\n[ ] f/up MARINA re Bautista SIRB\n[x] PDOS schedule sent\n[ ] book flights MNL-SIN, 3 joiners',
        'f/up MARINA re Bautista SIRB',
        'book flights MNL-SIN, 3 joiners',
      ),
      h(
        'Sir Jun during onboarding: "In crewing, the seafarer is your client and the principal is your boss, never forget both." Up to now I remember it.',
      ),
      h(
        'The medical results of Oiler Garcia should be out by Tuesday po according to the clinic. Hopefully fit to work, he has 4 kids.',
      ),
      h("06/03/2026, 11:20 AM - Ma'am Joy: Maricel, the crew change plan you sent is approved na, thank you"),
      h(
        'Nanay: anak, pls buy the maintenance meds of Tatay sa Mercury on your way home, the losartan',
        'Nanay: anak, pls buy the maintenance meds of Tatay sa Mercury on your way home, the losartan',
      ),
      h(
        "I was going to call Bautista's wife yesterday about the allotment but the office was too busy. The allotment was already credited po this morning, so okay na.",
      ),
      h(
        'Who will fetch the joiners at NAIA on Sunday? Kuya Ben is on leave.',
        'Who will fetch the joiners at NAIA on Sunday?',
      ),
      h(
        'Thank you po to all who joined the despedida of Sir Rommel yesterday! He will be missed in the office, especially his jokes about the color of the new uniforms.',
      ),
      h(
        "Principal's audit next month\nWe need to update all the crew files and scan the contracts before the 20th\nThe auditor is strict daw",
        'We need to update all the crew files and scan the contracts before the 20th',
      ),
    ],
  },
  {
    name: 'Wambui, 34, a packhouse supervisor at a rose farm in Naivasha, Kenya, on a Tuesday (farm WhatsApp, notes, family chat)',
    highlights: [
      h(
        '[10/03/2026, 06:12] Mr Kamau (Farm Manager): Morning team. Cold room 2 was reading 6 degrees at 5am, it is supposed to be 2.\n[10/03/2026, 06:15] Mr Kamau (Farm Manager): Wambui kindly call the technician and ensure it is sorted before the afternoon harvest comes in',
        'Mr Kamau (Farm Manager): Wambui kindly call the technician and ensure it is sorted before the afternoon harvest comes in',
      ),
      h(
        'Packhouse rule on the wall: "First in, first out. Never pack a stem you would not buy yourself." The workers joke about it but it works.',
      ),
      h(
        "Notes from the KEPHIS pre-inspection call\nThe inspector was satisfied with last month's report\nWe must clean the grading hall and the sleeving tables by Wednesday evening\nPesticide spray records to be printed and filed, Njeri to handle",
        'We must clean the grading hall and the sleeving tables by Wednesday evening',
        'Pesticide spray records to be printed and filed, Njeri to handle',
      ),
      h(
        'Mum: Wambui, kindly send the school fees for Kevo before Friday, the bursar has been calling me',
        'Mum: Wambui, kindly send the school fees for Kevo before Friday, the bursar has been calling me',
      ),
      h(
        "The Aalsmeer auction prices have dropped this week because of the Valentine's hangover. Mr Kamau says they should pick up by end of month.",
      ),
      h(
        '10/03/2026, 13:05 - Njeri: Pole Wambui, the sleeves for 50cm have finished\n10/03/2026, 13:06 - Njeri: Should I borrow from the Finlays packhouse or we wait for the delivery on Thursday?',
        'Njeri: Should I borrow from the Finlays packhouse or we wait for the delivery on Thursday?',
      ),
      h(
        'Yesterday I finally sorted out the payroll issue for the casuals, took me the whole afternoon. Sawa, at least they are happy.',
      ),
      h('Brian submitted the overtime sheets to HR before 4pm, finally.'),
      h(
        'From the Kenya Flower Council workshop: "Always document corrective actions, if it is not written, it did not happen." Also learnt that the new MRL limits for the EU start in June.',
      ),
      h(
        '420 boxes must be on the JKIA truck by 7pm sharp tonight',
        '420 boxes must be on the JKIA truck by 7pm sharp tonight',
      ),
      h('Ebu imagine, the new intern asked me if roses grow in the cold room. These young people!'),
    ],
  },
  {
    name: 'Kerry-Ann, 37, production coordinator at a Carnival mas camp in Woodbrook, Port of Spain, two weeks before Carnival, on a Thursday',
    highlights: [
      h(
        '[05/02/2026, 10:14] Marcia (Section Leader): Kerry-Ann the seamstresses cyah start the Sapphire section without the backline measurements eh, send them today please\n[05/02/2026, 10:15] Marcia (Section Leader): Last year allyuh had we waiting till Dimanche Gras steups',
        'Marcia (Section Leader): Kerry-Ann the seamstresses cyah start the Sapphire section without the backline measurements eh, send them today please',
      ),
      h(
        'Boss say: "In mas, the costume is the promise, and the promise have to land on the road." He does say that every year at the band launch.',
      ),
      h('Feathers order from Miami should reach Piarco Friday, the customs broker say.'),
      h(
        'Today\n- call Ramdass re the 200 headpieces\n- glue sticks and wire, Belmont\n- [x] print the pick-up schedule\n- [x] pay the welder',
        'call Ramdass re the 200 headpieces',
        'glue sticks and wire, Belmont',
      ),
      h(
        'Mammy: Kerry doh forget to pass by the market for the Sunday lunch things, and doh buy no more pepper',
        'Mammy: Kerry doh forget to pass by the market for the Sunday lunch things, and doh buy no more pepper',
      ),
      h(
        "J'ouvert meeting notes\nMud and paint supplier confirmed for the Monday morning\nThe band must register the J'ouvert route with the NCC by 10th February\nSecurity team still not sorted, who we getting this year?",
        "The band must register the J'ouvert route with the NCC by 10th February",
        'Security team still not sorted, who we getting this year?',
      ),
      h(
        'We ran out of sequins again yesterday and had to send Dwayne to buy more. He came back with the wrong colour, steups.',
      ),
      h('Email from NCC: Registration fees received with thanks. Your band is now confirmed for judging.'),
      h('Tanty Jean (seamstress): Darling the 40 bikinis done since morning, they real nice'),
      h(
        'Note to self: yuh have to renew the camp insurance before Carnival Monday, doh leave it till the last minute again',
        'Note to self: yuh have to renew the camp insurance before Carnival Monday, doh leave it till the last minute again',
      ),
      h(
        'Rain fell whole afternoon and the paint on the backpieces still wet. Leh we hope the sun come out tomorrow.',
      ),
    ],
  },
  {
    name: 'Kelechi, 44, who runs a layers poultry farm in Ogun State, Nigeria, on a Monday (farm-hand WhatsApp, bank e-mail, family chat)',
    highlights: [
      h(
        '[09/03/2026, 07:05] Tunde (Farm Hand): Oga good morning, we pick 38 crates today, 6 crates cracked\n[09/03/2026, 07:06] Tunde (Farm Hand): Feed remain only 9 bags, abeg send money make I buy from Sango before tomorrow',
        'Tunde (Farm Hand): Feed remain only 9 bags, abeg send money make I buy from Sango before tomorrow',
      ),
      h(
        'Vet Dr Bisi visited on Saturday. She said the birds in pen 3 look stressed because of the heat. She advised that we should always give vitamin C in the water during hot season.',
      ),
      h(
        'I need to call NEPA people about the transformer, we have not had light for 4 days now and diesel is eating all the money.',
        'I need to call NEPA people about the transformer, we have not had light for 4 days now and diesel is eating all the money.',
      ),
      h(
        'Wednesday supply\n- Shoprite 40 crates, before 10am\n- Collect balance from Iya Bose before giving her new eggs',
        'Shoprite 40 crates, before 10am',
        'Collect balance from Iya Bose before giving her new eggs',
      ),
      h('Which kind wahala be this sef? Every week na new problem.'),
      h(
        'Dear Mr Okafor,\nYour loan application to the Bank of Agriculture has been received and is under review.\nKindly submit your CAC certificate and 6 months bank statement to the Abeokuta branch within 14 days.\nYours faithfully,\nLoans Officer',
        'Kindly submit your CAC certificate and 6 months bank statement to the Abeokuta branch within 14 days.',
      ),
      h('Pen 5 birds don start to lay well well after we changed the feed. God is good o.'),
      h(
        "Wife: Darling, abeg remember to buy Chidi's school sandals when you go Lafenwa market",
        "Wife: Darling, abeg remember to buy Chidi's school sandals when you go Lafenwa market",
      ),
      h('Paid the poultry association dues of 5,000 yesterday so I can vote on Thursday.'),
      h(
        'I wanted to vaccinate the new pullets last week but the vaccine seller was out of stock. Tunde said he has seen another supplier in Ifo.',
      ),
      h('Thank you o, Mama Ronke, for paying on time every time. You are a blessing to this farm.'),
    ],
  },
];
